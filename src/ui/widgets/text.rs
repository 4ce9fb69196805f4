//! Words that keep their shape in a row that wraps or runs out of room: a
//! short label moved to the next row whole ("1 Punkt", never "1" and
//! "Punkt" on two lines), and a line cut with an ellipsis whose full text
//! shows on hover.

use eframe::egui::{Label, Response, TextWrapMode, Ui, WidgetText};

/// A label that is never broken inside: in a wrapped row it moves to the
/// next row whole when it does not fit at the end of this one.
pub fn whole(ui: &mut Ui, text: impl Into<WidgetText>) -> Response {
    ui.add(Label::new(text).wrap_mode(TextWrapMode::Extend))
}

/// A one-line label cut with an ellipsis where the room ends; hovering it
/// shows the whole text (egui's tooltip for an elided label).
pub fn cut(ui: &mut Ui, text: impl Into<WidgetText>) -> Response {
    ui.add(Label::new(text).truncate().show_tooltip_when_elided(true))
}
