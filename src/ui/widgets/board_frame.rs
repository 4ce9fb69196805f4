//! What every board shares on the screen: its layout's units mapped to
//! screen points, the space it takes in the window, and its places as
//! labelled buttons that tests and screen readers can find.

use crate::core::UnitRect;
use eframe::egui::{AsIdSalt, Color32, Pos2, Rect, Response, Role, Sense, Ui, Vec2, WidgetInfo};

/// What a person did on a board this frame: a legal move to play, or an
/// attempt the rules refuse, with the engine's sentence saying why (the
/// status line shows it until the next action).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardAct<M> {
    /// Play this legal move.
    Play(M),
    /// The attempt was refused; why, in one sentence.
    Refused(String),
}

impl<M> BoardAct<M> {
    /// The refusal `why` (any engine reason), as the status line says it.
    pub fn refused(why: impl std::fmt::Display) -> Self {
        BoardAct::Refused(why.to_string())
    }
}

/// Maps board units to screen points: the board's top-left corner sits at
/// `origin` and one unit is `scale` points long. A frame `turned` half
/// round shows the board from the other side of the table (its layout's
/// far corner at `origin`), as a person playing North sees it.
#[derive(Clone, Copy, Debug)]
pub struct BoardFrame {
    /// Where the board's top-left corner is.
    pub origin: Pos2,
    /// Points per board unit.
    pub scale: f32,
    /// The layout's size when the board is turned half round.
    pub turned: Option<Vec2>,
}

impl BoardFrame {
    /// Takes all the space `ui` offers (at least the whole board) and fits a
    /// board of `width`×`height` units into it, centred, as large as fits
    /// but never under `min_scale` points per unit. Returns the frame and the
    /// space taken.
    pub fn allocate(ui: &mut Ui, width: f32, height: f32, min_scale: f32) -> (BoardFrame, Rect) {
        let avail = ui.available_size();
        let scale = (avail.x / width).min(avail.y / height).max(min_scale);
        let size = Vec2::new(width, height) * scale;
        let (outer, _) = ui.allocate_exact_size(avail.max(size), Sense::hover());
        (BoardFrame { origin: outer.center() - size / 2.0, scale, turned: None }, outer)
    }

    /// The same frame turned half round (`turn`) for a layout of `width` ×
    /// `height` units, or as it is.
    pub fn turned(self, turn: bool, width: f32, height: f32) -> BoardFrame {
        BoardFrame { turned: turn.then_some(Vec2::new(width, height)), ..self }
    }

    /// A layout rectangle on the screen.
    pub fn rect(self, r: UnitRect) -> Rect {
        let (x, y) = match self.turned {
            Some(size) => (size.x - r.x - r.w, size.y - r.y - r.h),
            None => (r.x, r.y),
        };
        Rect::from_min_size(self.origin + Vec2::new(x, y) * self.scale, Vec2::new(r.w, r.h) * self.scale)
    }

    /// A layout point on the screen.
    pub fn point(self, (x, y): (f32, f32)) -> Pos2 {
        let at = match self.turned {
            Some(size) => Vec2::new(size.x - x, size.y - y),
            None => Vec2::new(x, y),
        };
        self.origin + at * self.scale
    }

    /// A screen point in layout units.
    pub fn units(self, pos: Pos2) -> (f32, f32) {
        let v = (pos - self.origin) / self.scale;
        match self.turned {
            Some(size) => (size.x - v.x, size.y - v.y),
            None => (v.x, v.y),
        }
    }
}

/// A layout's colour (`[r, g, b]`) for the painter.
pub fn rgb(c: [u8; 3]) -> Color32 {
    Color32::from_rgb(c[0], c[1], c[2])
}

/// Where the pointer hovers over `area`; none while something else (a
/// dialog above the board) is under it.
pub fn pointer_over(ui: &Ui, area: Rect) -> Option<Pos2> {
    ui.input(|i| i.pointer.hover_pos()).filter(|_| ui.rect_contains_pointer(area))
}

/// Where a drag was let go: the pointer's place this frame, or its last one.
pub fn release_pos(ui: &Ui) -> Option<Pos2> {
    ui.input(|i| i.pointer.interact_pos().or(i.pointer.latest_pos()))
}

/// A place on a board as a widget over `rect`, labelled as a button (`enabled`
/// while the player may act on it) so that tests and screen readers find it.
pub fn place_widget(
    ui: &Ui,
    rect: Rect,
    id: impl AsIdSalt,
    sense: Sense,
    label: &str,
    enabled: bool,
) -> Response {
    let response = ui.interact(rect, ui.make_persistent_id(id), sense);
    response.widget_info(|| WidgetInfo::labeled(Role::Button, enabled, label));
    response
}
