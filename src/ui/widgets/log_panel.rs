//! The move log: one row per move in the game's notation; clicking a row
//! shows the position after it. A long line wraps under its own text, not
//! under its number.

use crate::core::{Game, History};
use eframe::egui::{self, Color32, Galley, Response, Sense, TextFormat, Ui, text::LayoutJob};
use std::sync::Arc;

/// What the player asked of the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogCommand {
    /// Show the position after this many moves; `None` returns to the present.
    View(Option<usize>),
}

/// Draws the log of `history`. `viewing` is the ply being looked at, if not
/// the present; `mover(ply)` names who played move `ply + 1` and
/// `write(ply)` writes it; `mark(n)` is a review's mark of move `n` (`??`), written
/// after it.
pub fn show<G: Game>(
    ui: &mut Ui,
    history: &History<G>,
    viewing: Option<usize>,
    mover: impl Fn(usize) -> String,
    write: impl Fn(usize) -> String,
    mark: impl Fn(usize) -> Option<&'static str>,
) -> Option<LogCommand> {
    let mut command = None;
    let present = history.cursor();
    let shown = viewing.unwrap_or(present);
    // A position looked back at from elsewhere (the review's graph) brings
    // its row into sight once; the present's row is kept in sight by
    // sticking to the bottom.
    let memory = ui.scope_id().with("log-shown");
    let moved = ui.data_mut(|d| {
        let before = d.get_temp::<usize>(memory);
        d.insert_temp(memory, shown);
        before.is_some_and(|b| b != shown)
    });
    egui::ScrollArea::vertical().auto_shrink([false, false]).stick_to_bottom(true).show(ui, |ui| {
        if ui.selectable_label(shown == 0, crate::t!("log-start-position")).clicked() {
            command = Some(LogCommand::View(if present == 0 { None } else { Some(0) }));
        }
        for i in 0..history.all().len() {
            let n = i + 1;
            let undone = n > present;
            let who = mover(i);
            let prefix = if who.is_empty() { format!("{n:>3}. ") } else { format!("{n:>3}. {who:<8} ") };
            let look = RowLook { selected: shown == n, undone };
            let line = match mark(n) {
                Some(mark) => format!("{} {mark}", write(i)),
                None => write(i),
            };
            let response = row(ui, &prefix, &line, look);
            if moved && look.selected && viewing.is_some() && !ui.clip_rect().contains_rect(response.rect) {
                response.scroll_to_me(Some(egui::Align::Center));
            }
            if response.clicked() {
                command = Some(LogCommand::View(if n == present { None } else { Some(n) }));
            }
        }
    });
    command
}

/// The share of a row's width the number and the mover may take with the
/// move's line beside them.
const MOST_FOR_THE_NAME: f32 = 0.5;

/// How a log row is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct RowLook {
    /// The row of the position on the board.
    selected: bool,
    /// A move taken back (shown weak and slanted; not clickable).
    undone: bool,
}

/// One row: `prefix` (the number and the mover) and `line`, which wraps
/// under its own first letter (a hanging indent).
fn row(ui: &mut Ui, prefix: &str, line: &str, look: RowLook) -> Response {
    let padding = ui.spacing().button_padding;
    let width = ui.available_width();
    let colour = row_colour(ui, look);
    let prefix_galley = text_galley(ui, prefix, colour, look.undone, f32::INFINITY);
    // A long name (a bot's level, in German above all) would leave the
    // line too little room beside it: the line then starts on a row of its
    // own, under the name.
    let beside = prefix_galley.size().x <= width * MOST_FOR_THE_NAME;
    let (indent, below) =
        if beside { (prefix_galley.size().x, 0.0) } else { (ui.spacing().indent, prefix_galley.size().y) };
    let wrap = (width - indent - 2.0 * padding.x).max(40.0);
    let line_galley = text_galley(ui, line, colour, look.undone, wrap);
    let height = prefix_galley.size().y.max(below + line_galley.size().y) + 2.0 * padding.y;
    let sense = if look.undone { Sense::hover() } else { Sense::click() };
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, height), sense);
    response.widget_info(|| {
        egui::WidgetInfo::selected(egui::Role::Button, !look.undone, look.selected, format!("{prefix}{line}"))
    });
    if ui.is_rect_visible(rect) {
        let fill = if look.selected {
            Some(ui.visuals().selection.bg_fill)
        } else if response.hovered() && !look.undone {
            Some(ui.visuals().widgets.hovered.weak_bg_fill)
        } else {
            None
        };
        if let Some(fill) = fill {
            ui.painter().rect_filled(rect, ui.visuals().widgets.hovered.corner_radius, fill);
        }
        let top_left = rect.min + padding;
        ui.painter().galley(top_left, prefix_galley, colour);
        ui.painter().galley(top_left + egui::vec2(indent, below), line_galley, colour);
    }
    response
}

/// The colour of a row's text.
fn row_colour(ui: &Ui, look: RowLook) -> Color32 {
    let visuals = ui.visuals();
    if look.selected {
        visuals.selection.stroke.color
    } else if look.undone {
        visuals.weak_text_color()
    } else {
        visuals.widgets.inactive.text_color()
    }
}

/// `text` in the monospace font, wrapped at `wrap` points.
fn text_galley(ui: &Ui, text: &str, colour: Color32, slanted: bool, wrap: f32) -> Arc<Galley> {
    let font_id = egui::TextStyle::Monospace.resolve(ui.style());
    let format = TextFormat { font_id, color: colour, italics: slanted, ..TextFormat::default() };
    let mut job = LayoutJob::single_section(text.to_owned(), format);
    job.wrap.max_width = wrap;
    ui.painter().layout_job(job)
}

#[cfg(test)]
mod tests {
    use super::*;
    use eframe::egui::{Shape, epaint::ClippedShape};
    use egui_kittest::Harness;
    use egui_kittest::kittest::{NodeT, Queryable};

    const LONG: &str = "hand K♦ → centre 2 (as 7), then hand Q♠ → centre 2 and hand 9♥ → side 3: turn ends";

    /// The text shapes drawn, with where each starts.
    fn texts(shapes: &[ClippedShape]) -> Vec<(String, egui::Pos2, usize)> {
        shapes
            .iter()
            .filter_map(|clipped| match &clipped.shape {
                Shape::Text(text) => Some((text.galley.text().to_owned(), text.pos, text.galley.rows.len())),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_long_entry_wraps_under_its_text_not_its_number() {
        let look = RowLook { selected: false, undone: false };
        let mut harness = Harness::builder()
            .with_size(egui::vec2(260.0, 200.0))
            .with_context_setup(crate::ui::theme::install)
            .build_ui(|ui| {
                row(ui, " 12. Ann      ", LONG, look);
            });
        harness.run();
        let drawn = texts(&harness.output().shapes);
        let number = drawn.iter().find(|(t, ..)| t.starts_with(" 12.")).expect("the number is drawn");
        let line = drawn.iter().find(|(t, ..)| t == LONG).expect("the line is drawn apart from its number");
        assert!(line.2 > 1, "the long line wraps in a narrow log ({} rows)", line.2);
        assert!(
            line.1.x > number.1.x + 40.0,
            "every row of the line starts at the text column ({}), right of the number ({})",
            line.1.x,
            number.1.x
        );
        assert_eq!(line.1.y, number.1.y, "the line's first row is beside its number");
    }

    #[test]
    fn a_long_name_puts_the_line_under_it() {
        let look = RowLook { selected: false, undone: false };
        let prefix = "  1. Vereinsspieler-Bot ";
        let mut harness = Harness::builder()
            .with_size(egui::vec2(260.0, 200.0))
            .with_context_setup(crate::ui::theme::install)
            .build_ui(|ui| {
                row(ui, prefix, "Hand 2♠ → Ablagestapel 1 (beendet den Zug)", look);
            });
        harness.run();
        let drawn = texts(&harness.output().shapes);
        let name = drawn.iter().find(|(t, ..)| t == prefix).expect("the name is drawn");
        let line = drawn.iter().find(|(t, ..)| t.starts_with("Hand")).expect("the line is drawn");
        assert!(line.1.y > name.1.y, "the line starts under the name");
        assert!(line.1.x < name.1.x + 40.0, "and not beside it");
        assert!(line.2 <= 2, "so it wraps between words, in {} rows", line.2);
    }

    #[test]
    fn an_undone_move_cannot_be_clicked() {
        let look = RowLook { selected: false, undone: true };
        let mut harness = Harness::new_ui(|ui| {
            row(ui, "  3. ", "Red rolls 4", look);
        });
        harness.run();
        assert!(harness.get_by_label("  3. Red rolls 4").accesskit_node().is_disabled());
    }
}
