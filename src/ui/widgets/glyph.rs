//! Glyphs (`core::glyph`) on the screen: the shapes that stand beside a
//! colour so that nobody needs to tell the colours apart, on Malice's
//! squares and with Malefiz's players. A glyph is drawn in one ink over a
//! coloured place, or in its own colour with a dark edge where it stands
//! for the colour itself (a seat in a list, where a move set off).

use crate::core::Glyph;
use crate::core::glyph::{Part, dark_ink_on};
use eframe::egui::{Color32, Painter, Pos2, Response, Sense, Shape, Stroke, Ui, Vec2, pos2};

/// The dark ink of glyphs on light places, and of the edge around glyphs
/// drawn in their own colour.
pub const DARK: Color32 = Color32::from_rgb(28, 28, 34);
/// The light ink of glyphs on dark places.
pub const LIGHT: Color32 = Color32::WHITE;
/// How much of the ink shows over the place: a glyph is a quiet second
/// cue, not a mark that shouts.
const STRENGTH: f32 = 0.8;

/// The (opaque) ink a glyph takes on a place of `ground` (sRGB): dark on
/// light places, light on dark ones, softened towards the place.
pub fn ink_on(ground: [u8; 3]) -> Color32 {
    let ink = if dark_ink_on(ground) { DARK } else { LIGHT };
    let mix = |i: u8, g: u8| (f32::from(i) * STRENGTH + f32::from(g) * (1.0 - STRENGTH)).round() as u8;
    Color32::from_rgb(mix(ink.r(), ground[0]), mix(ink.g(), ground[1]), mix(ink.b(), ground[2]))
}

/// `glyph` filled with `colour`, fitting a circle of `radius` points
/// around `centre`; upright whichever way the board is turned. A
/// translucent colour would lie twice where parts overlap: give an opaque
/// one.
pub fn paint(painter: &Painter, glyph: Glyph, centre: Pos2, radius: f32, colour: Color32) {
    paint_parts(painter, glyph.parts((centre.x, centre.y), radius), colour);
}

/// Convex `parts` (in points) filled with `colour`.
pub fn paint_parts(painter: &Painter, parts: Vec<Part>, colour: Color32) {
    for part in parts {
        paint_part(painter, part, colour, Stroke::NONE);
    }
}

/// `glyph` in `colour` with an `edge` around its outline: every part is
/// first drawn in the edge's colour with the edge's line around it, then
/// every part in `colour` on top, so the lines inside the glyph (where
/// its parts meet) are covered and only its outline shows.
pub fn paint_edged(
    painter: &Painter,
    glyph: Glyph,
    centre: Pos2,
    radius: f32,
    colour: Color32,
    edge: Stroke,
) {
    let parts = glyph.parts((centre.x, centre.y), radius);
    let twice = Stroke::new(edge.width * 2.0, edge.color);
    for part in parts.iter().cloned() {
        paint_part(painter, part, edge.color, twice);
    }
    for part in parts {
        paint_part(painter, part, colour, Stroke::NONE);
    }
}

fn paint_part(painter: &Painter, part: Part, colour: Color32, stroke: Stroke) {
    match part {
        Part::Disc { centre, radius } => {
            painter.circle(pos2(centre.0, centre.1), radius, colour, stroke);
        }
        Part::Ring { centre, radius, width } => {
            let c = pos2(centre.0, centre.1);
            if stroke.width > 0.0 {
                painter.circle_stroke(c, radius, Stroke::new(width + stroke.width, stroke.color));
            }
            painter.circle_stroke(c, radius, Stroke::new(width, colour));
        }
        Part::Polygon(points) => {
            let points = points.into_iter().map(|(x, y)| pos2(x, y)).collect();
            painter.add(Shape::convex_polygon(points, colour, stroke));
        }
    }
}

/// A seat's glyph in its colour, with a dark edge, the size of a line of
/// text: what stands for a seat in a list of seats.
pub fn swatch(ui: &mut Ui, glyph: Glyph, colour: Color32) -> Response {
    let side = ui.text_style_height(&eframe::egui::TextStyle::Body) * 1.05;
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    paint_edged(ui.painter(), glyph, rect.center(), side * 0.44, colour, Stroke::new(1.2, DARK));
    response
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::theme::contrast;

    #[test]
    fn glyph_ink_reads_on_every_malice_square() {
        use crate::games::malice::{SquareColour, layout};
        for c in SquareColour::ALL {
            let ground = layout::colour_rgb(c);
            let ink = ink_on(ground);
            let ratio = contrast(ink, Color32::from_rgb(ground[0], ground[1], ground[2]));
            // A quiet cue, yet one the eye finds: WCAG's 3 to 1 for graphics.
            assert!(ratio >= 3.0, "{c:?}: {ratio:.2} to 1");
        }
    }
}
