//! How a hint is drawn on every board: a bright arrow from where the piece
//! or card is to where it should go, and, where the piece then jumps on
//! (a Malice teleport), a dashed arrow on to where it comes to rest.

use super::move_mark::{self, Line, Pen};
use eframe::egui::{Color32, Painter, Pos2, Stroke};

/// The colour of hints.
pub const HINT: Color32 = Color32::from_rgb(80, 220, 255);

/// An arrow from `from` to `to`, `width` points thick, with its head at `to`.
pub fn arrow(painter: &Painter, from: Pos2, to: Pos2, width: f32) {
    move_mark::arrow(painter, [from, to], Pen { colour: HINT, width }, Line::Solid);
    if (to - from).length() >= 1.0 {
        painter.circle_filled(from, width * 1.2, HINT);
    }
}

/// A dashed arrow from `from`, where the hinted move puts the piece, to
/// `to`, where it jumps on by itself: the move's end, as its targets show it.
pub fn jump(painter: &Painter, from: Pos2, to: Pos2, width: f32) {
    move_mark::arrow(painter, [from, to], Pen { colour: HINT, width: width * 0.7 }, Line::Dashed);
}

/// A ring around a place the hint names (a card or pile to use).
pub fn ring(painter: &Painter, rect: eframe::egui::Rect, width: f32) {
    painter.rect_stroke(
        rect.expand(width),
        width,
        Stroke::new(width, HINT),
        eframe::egui::StrokeKind::Outside,
    );
}
