//! A move kept marked in the colour of the seat that made it: the way the
//! piece went, with a dot where it set off and a ring where it stopped.
//! Every line has a dark edge, so a pale seat colour (yellow, white) still
//! shows on a light board, and a dark one on a dark board.

use eframe::egui::{Color32, Painter, Pos2, Shape, Stroke};

/// The dark edge under every mark.
const EDGE: Color32 = Color32::from_black_alpha(170);

/// The way a move went through `points` (where it set off first), `width`
/// points thick, in `colour`, with a ring of `radius` where it stopped.
pub fn trail(painter: &Painter, points: &[Pos2], colour: Color32, width: f32, radius: f32) {
    let [first, .., last] = points else {
        if let [only] = points {
            ring(painter, *only, radius, colour, width);
        }
        return;
    };
    painter.add(Shape::line(points.to_vec(), Stroke::new(width + 3.0, EDGE)));
    painter.add(Shape::line(points.to_vec(), Stroke::new(width, colour)));
    painter.circle(*first, width * 1.6, colour, Stroke::new(1.5, EDGE));
    ring(painter, *last, radius, colour, width);
}

/// A ring of `radius` around `centre` in `colour`, with a dark edge on
/// both sides.
pub fn ring(painter: &Painter, centre: Pos2, radius: f32, colour: Color32, width: f32) {
    painter.circle_stroke(centre, radius, Stroke::new(width + 3.0, EDGE));
    painter.circle_stroke(centre, radius, Stroke::new(width, colour));
}
