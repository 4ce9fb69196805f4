//! How a hint is drawn on every board: a bright arrow from where the piece
//! or card is to where it should go.

use eframe::egui::{Color32, Painter, Pos2, Stroke, Vec2};

/// The colour of hints.
pub const HINT: Color32 = Color32::from_rgb(80, 220, 255);

/// An arrow from `from` to `to`, `width` points thick, with its head at `to`.
pub fn arrow(painter: &Painter, from: Pos2, to: Pos2, width: f32) {
    let along = to - from;
    let length = along.length();
    let outline = Stroke::new(width + 3.0, Color32::from_black_alpha(150));
    let stroke = Stroke::new(width, HINT);
    if length < 1.0 {
        painter.circle_stroke(to, width * 3.0, outline);
        painter.circle_stroke(to, width * 3.0, stroke);
        return;
    }
    let dir = along / length;
    let head = (width * 3.5).min(length * 0.5);
    let base = to - dir * head;
    let side = Vec2::new(-dir.y, dir.x) * head * 0.6;
    let tip = vec![to, base + side, base - side];
    painter.line_segment([from, base], outline);
    painter.add(eframe::egui::Shape::convex_polygon(
        tip.clone(),
        Color32::from_black_alpha(150),
        Stroke::NONE,
    ));
    painter.line_segment([from, base], stroke);
    painter.add(eframe::egui::Shape::convex_polygon(tip, HINT, Stroke::NONE));
    painter.circle_filled(from, width * 1.2, HINT);
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
