//! How a move is marked on every board: the places it touched, tinted and
//! framed in the colour of the seat that made it, and arrows from where the
//! piece stood to where it went; or, on a board of paths, the way it went
//! (a trail with a dot where it set off and a ring where it stopped). Every mark lies on a dark edge so that it
//! reads on light and dark places alike, in either theme.

use crate::core::{Glyph, SeatIndex};
use eframe::egui::{Color32, Painter, Pos2, Rect, Response, Sense, Shape, Stroke, StrokeKind, Ui, Vec2};

/// Marking colours for seats that have no colour of their own, in seat
/// order. Seats 0 and 2 are warm and 1 and 3 cool, so partners in a game
/// of two teams that alternate seats (Malice's SL, NL, SR, NR) share a
/// family.
pub const SEAT_COLOURS: [Color32; 4] = [
    Color32::from_rgb(255, 196, 40),
    Color32::from_rgb(190, 120, 255),
    Color32::from_rgb(255, 104, 72),
    Color32::from_rgb(80, 150, 255),
];

/// The dark edge under every mark.
pub const EDGE: Color32 = Color32::from_black_alpha(170);

/// How strongly a marked place is tinted.
const TINT: f32 = 0.38;

/// The colour of `seat`'s marks.
pub fn seat_colour(seat: SeatIndex) -> Color32 {
    SEAT_COLOURS.get(seat % SEAT_COLOURS.len()).copied().unwrap_or(Color32::WHITE)
}

/// How an arrow's shaft is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// A solid line: the piece went there.
    Solid,
    /// A dashed line: the piece jumped there (a teleport).
    Dashed,
}

/// The colour and thickness of a mark.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pen {
    /// The mark's colour.
    pub colour: Color32,
    /// How thick its lines are, in points.
    pub width: f32,
}

/// The tint of a place a move touched, drawn under what stands there (a
/// piece on a base of its owner's colour keeps that colour), and framed
/// over it with [`frame`].
pub fn tint(painter: &Painter, rect: Rect, pen: Pen) {
    painter.rect_filled(rect, 0.0, pen.colour.gamma_multiply(TINT));
}

/// The frame of a place a move touched, alone, just inside its edge.
pub fn frame(painter: &Painter, rect: Rect, pen: Pen) {
    painter.rect_stroke(rect, 2.0, Stroke::new(pen.width + 2.0, EDGE), StrokeKind::Inside);
    painter.rect_stroke(rect.shrink(1.0), 2.0, Stroke::new(pen.width, pen.colour), StrokeKind::Inside);
}

/// An arrow from `from` to `to` with its head at `to`, in the pen's colour
/// over a dark edge. A zero-length arrow is a ring around `to`.
pub fn arrow(painter: &Painter, [from, to]: [Pos2; 2], pen: Pen, line: Line) {
    let edge = Stroke::new(pen.width + 3.0, EDGE);
    let body = Stroke::new(pen.width, pen.colour);
    let Some((base, tip)) = head(from, to, pen.width) else {
        painter.circle_stroke(to, pen.width * 3.0, edge);
        painter.circle_stroke(to, pen.width * 3.0, body);
        return;
    };
    shaft(painter, [from, base], edge, line);
    painter.add(Shape::convex_polygon(tip.clone(), EDGE, Stroke::new(1.5, EDGE)));
    shaft(painter, [from, base], body, line);
    painter.add(Shape::convex_polygon(tip, pen.colour, Stroke::NONE));
}

/// An arrow along `points`, place by place, with its head at the last:
/// the way a piece walks on a board of paths. Two points are a plain
/// [`arrow`].
pub fn arrow_along(painter: &Painter, points: &[Pos2], pen: Pen) {
    let [first, .., before, to] = points else {
        if let [only] = points {
            arrow(painter, [*only, *only], pen, Line::Solid);
        }
        return;
    };
    let Some((base, tip)) = head(*before, *to, pen.width).filter(|_| points.len() > 2) else {
        arrow(painter, [*first, *to], pen, Line::Solid);
        return;
    };
    let mut way = points[..points.len() - 1].to_vec();
    way.push(base);
    painter.add(Shape::line(way.clone(), Stroke::new(pen.width + 3.0, EDGE)));
    painter.add(Shape::convex_polygon(tip.clone(), EDGE, Stroke::new(1.5, EDGE)));
    painter.add(Shape::line(way, Stroke::new(pen.width, pen.colour)));
    painter.add(Shape::convex_polygon(tip, pen.colour, Stroke::NONE));
}

/// An arrowhead at `to` for a line coming from `from`, `width` points
/// thick: where the line stops and the head's corners. None when the two
/// points are (nearly) one.
fn head(from: Pos2, to: Pos2, width: f32) -> Option<(Pos2, Vec<Pos2>)> {
    let along = to - from;
    let length = along.length();
    if length < 1.0 {
        return None;
    }
    let dir = along / length;
    let head = (width * 3.5).min(length * 0.5);
    let base = to - dir * head;
    let side = dir.rot90() * head * 0.6;
    Some((base, vec![to, base + side, base - side]))
}

fn shaft(painter: &Painter, points: [Pos2; 2], stroke: Stroke, line: Line) {
    match line {
        Line::Solid => {
            painter.line_segment(points, stroke);
        }
        Line::Dashed => {
            let dash = stroke.width.max(2.0) * 2.0;
            painter.extend(Shape::dashed_line(&points, stroke, dash, dash * 0.8));
        }
    }
}

/// The ends of a line between two places' centres, drawn back by `start`
/// and `end` points from either end so that it leaves the pieces on them
/// in sight. A line too short to draw back stays as it is.
pub fn between(from: Rect, to: Rect, start: f32, end: f32) -> [Pos2; 2] {
    let (a, b) = (from.center(), to.center());
    let along = b - a;
    let length = along.length();
    if length <= start + end + 1.0 {
        return [a, b];
    }
    let dir = along / length;
    [a + dir * start, b - dir * end]
}

/// A small square of `colour` standing for a seat in a list of seats.
pub fn swatch(ui: &mut Ui, colour: Color32) -> Response {
    let side = ui.text_style_height(&eframe::egui::TextStyle::Body) * 0.8;
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    ui.painter().rect_filled(rect, 2.0, colour);
    ui.painter().rect_stroke(rect, 2.0, Stroke::new(1.0, EDGE), StrokeKind::Inside);
    response
}

/// The way a move went through `points` (where it set off first) in the
/// pen's colour, with the mover's `glyph` where it set off (so the mover
/// is known by shape as well as by colour) and a ring of `radius` where it
/// stopped.
pub fn trail(painter: &Painter, points: &[Pos2], pen: Pen, glyph: Glyph, radius: f32) {
    let Pen { colour, width } = pen;
    let [first, .., last] = points else {
        if let [only] = points {
            ring(painter, *only, radius, colour, width);
        }
        return;
    };
    painter.add(Shape::line(points.to_vec(), Stroke::new(width + 3.0, EDGE)));
    painter.add(Shape::line(points.to_vec(), Stroke::new(width, colour)));
    super::glyph::paint_edged(painter, glyph, *first, width * 2.2, colour, Stroke::new(1.5, EDGE));
    ring(painter, *last, radius, colour, width);
}

/// A ring of `radius` around `centre` in `colour`, with a dark edge on
/// both sides.
pub fn ring(painter: &Painter, centre: Pos2, radius: f32, colour: Color32, width: f32) {
    painter.circle_stroke(centre, radius, Stroke::new(width + 3.0, EDGE));
    painter.circle_stroke(centre, radius, Stroke::new(width, colour));
}

#[cfg(test)]
mod tests {
    use super::*;
    use eframe::egui::pos2;

    #[test]
    fn every_seat_of_four_has_its_own_colour() {
        let colours: Vec<Color32> = (0..4).map(seat_colour).collect();
        for (i, a) in colours.iter().enumerate() {
            assert!(colours.iter().skip(i + 1).all(|b| b != a), "seat {i} shares its colour");
        }
        assert_eq!(seat_colour(4), seat_colour(0), "more seats than colours reuse them");
    }

    #[test]
    fn a_line_between_places_stops_short_of_both_pieces() {
        let a = Rect::from_min_size(pos2(0.0, 0.0), Vec2::splat(10.0));
        let b = Rect::from_min_size(pos2(100.0, 0.0), Vec2::splat(10.0));
        assert_eq!(between(a, b, 3.0, 4.0), [pos2(8.0, 5.0), pos2(101.0, 5.0)]);
        let near = Rect::from_min_size(pos2(5.0, 0.0), Vec2::splat(10.0));
        assert_eq!(between(a, near, 3.0, 4.0), [a.center(), near.center()], "too short to draw back");
    }
}
