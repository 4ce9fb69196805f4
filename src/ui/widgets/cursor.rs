//! How the keyboard cursor is drawn on every board: a bright line inside
//! a dark one, so it shows on light and dark places alike.

use eframe::egui::{Color32, Painter, Rect, Stroke, StrokeKind};

/// The colour of the keyboard cursor.
pub const CURSOR: Color32 = Color32::from_rgb(120, 220, 255);

/// A ring just outside `rect`, with corners rounded by `corner` points.
pub fn ring(painter: &Painter, rect: Rect, corner: f32) {
    painter.rect_stroke(rect, corner, Stroke::new(4.0, Color32::BLACK), StrokeKind::Outside);
    painter.rect_stroke(rect, corner, Stroke::new(2.0, CURSOR), StrokeKind::Outside);
}
