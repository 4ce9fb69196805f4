//! The die, drawn with the painter (the default fonts have no dice faces).

use eframe::egui::{Align2, Color32, FontId, Painter, Rect, Stroke, StrokeKind, Vec2};

/// Draws a die showing `face` (1–6), or a blank face for `None`.
pub fn paint_die(painter: &Painter, rect: Rect, face: Option<u8>, border: Color32) {
    painter.rect_filled(rect, rect.width() * 0.18, Color32::from_rgb(250, 248, 240));
    painter.rect_stroke(rect, rect.width() * 0.18, Stroke::new(3.0, border), StrokeKind::Inside);
    let Some(face) = face else {
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            "?",
            FontId::proportional(rect.height() * 0.55),
            Color32::from_gray(90),
        );
        return;
    };
    let c = rect.center();
    let d = rect.width() * 0.26;
    let pips: &[(f32, f32)] = match face {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[(-1.0, -1.0), (1.0, -1.0), (0.0, 0.0), (-1.0, 1.0), (1.0, 1.0)],
        _ => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 0.0), (1.0, 0.0), (-1.0, 1.0), (1.0, 1.0)],
    };
    for (x, y) in pips {
        painter.circle_filled(c + Vec2::new(x * d, y * d), rect.width() * 0.09, Color32::from_gray(25));
    }
}
