//! The die, drawn with the painter (the default fonts have no dice faces).

use eframe::egui::{Align2, Color32, FontId, Painter, Rect, Stroke, StrokeKind, Vec2};

/// The die's face with no colour to tint it.
const IVORY: Color32 = Color32::from_rgb(250, 248, 240);

/// Draws a die showing `face` (1–6), or a blank face for `None`, in the
/// colour of whoever rolled it: a thick border of `colour` and a face
/// lightly tinted with it (pips stay dark, so a pale colour still reads).
pub fn paint_die(painter: &Painter, rect: Rect, face: Option<u8>, colour: Color32) {
    let round = rect.width() * 0.18;
    painter.rect_filled(rect, round, tint(colour));
    painter.rect_stroke(rect, round, Stroke::new(rect.width() * 0.08, colour), StrokeKind::Inside);
    painter.rect_stroke(rect, round, Stroke::new(1.0, Color32::from_black_alpha(160)), StrokeKind::Outside);
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
    let d = rect.width() * 0.24;
    let pips: &[(f32, f32)] = match face {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[(-1.0, -1.0), (1.0, -1.0), (0.0, 0.0), (-1.0, 1.0), (1.0, 1.0)],
        _ => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 0.0), (1.0, 0.0), (-1.0, 1.0), (1.0, 1.0)],
    };
    for (x, y) in pips {
        painter.circle_filled(c + Vec2::new(x * d, y * d), rect.width() * 0.085, Color32::from_gray(25));
    }
}

/// The die's face: ivory with a fifth of `colour` mixed in.
fn tint(colour: Color32) -> Color32 {
    let mix = |a: u8, b: u8| ((u16::from(a) * 4 + u16::from(b)) / 5) as u8;
    Color32::from_rgb(mix(IVORY.r(), colour.r()), mix(IVORY.g(), colour.g()), mix(IVORY.b(), colour.b()))
}
