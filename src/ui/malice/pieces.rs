//! Malice's pieces on the screen: the ivory pyramids of the sprites, each
//! standing on a base in the colour of the seat that owns it where it
//! stands. The rules give pieces no colour; ownership is by place, so the
//! base changes as a piece teleports across, and it tells whose piece is
//! whose at a glance (the side panel shows each seat in the same colour).
//! Under a piece the square's glyph sits on a chip of the square's colour,
//! so the shape that names the square's colour stays readable.

use crate::core::Glyph;
use crate::games::malice::{Malice, Size, Square};
use crate::ui::widgets::{glyph, move_mark};
use eframe::egui::{self, Color32, Image, Painter, Pos2, Rect, Stroke, StrokeKind, Ui};

/// How much of its square a piece's sprite box takes, leaving room for the
/// owner's base around the largest pyramid and a sliver of the square.
const SPRITE_SHARE: f32 = 0.90;

/// How far the owner's base reaches beyond the pyramid, as a share of the
/// square: wide enough to read as a colour, not only as a line.
const BASE_SHARE: f32 = 0.045;

/// How strongly the owner's colour tints the pyramid's facets: a warm or
/// cool cast that backs the base up, while the pieces stay ivory.
const FACET_TINT: f32 = 0.16;

/// The dark line around a base: it parts the base from a square of a
/// like colour (South's amber on a yellow square, North's violet on a
/// magenta one).
const BASE_EDGE: Color32 = Color32::from_rgb(34, 24, 14);

/// How much larger than the glyph the chip under it is.
const CHIP: f32 = 1.35;

/// The sprite source for a piece size.
pub(super) fn sprite(size: Size) -> egui::ImageSource<'static> {
    match size {
        Size::Small => egui::include_image!("../../../assets/malice/small.svg"),
        Size::Medium => egui::include_image!("../../../assets/malice/medium.svg"),
        Size::Large => egui::include_image!("../../../assets/malice/large.svg"),
    }
}

/// How much of the sprite box each size's pyramid covers (the sprites'
/// own proportions: 55, 75 and 94 of 100, their size told at a glance).
fn footprint(size: Size) -> f32 {
    match size {
        Size::Small => 0.55,
        Size::Medium => 0.75,
        Size::Large => 0.94,
    }
}

/// Where a piece's sprite is painted in a square drawn at `square`.
pub fn sprite_rect(square: Rect) -> Rect {
    square.shrink(square.width() * (1.0 - SPRITE_SHARE) / 2.0)
}

/// Where the pyramid of a piece of `size` covers a square drawn at `square`.
pub fn pyramid(square: Rect, size: Size) -> Rect {
    let sprite = sprite_rect(square);
    sprite.shrink(sprite.width() * (1.0 - footprint(size)) / 2.0)
}

/// The owner's base under a piece of `size` on a square drawn at `square`.
pub fn base(square: Rect, size: Size) -> Rect {
    pyramid(square, size).expand(square.width() * BASE_SHARE)
}

/// The colour of the seat that owns a piece standing on `sq`: the seat
/// that moves the pieces there (South or North, or a quadrant's seat with
/// four players).
pub fn owner_colour(state: &Malice, sq: Square) -> Color32 {
    let seat = (0..state.seat_count()).find(|&seat| state.seat_controls(seat, sq));
    seat.map_or(BASE_EDGE, move_mark::seat_colour)
}

/// A piece of `size` drawn over `rect` (a square, or where a moving piece
/// is) at opacity `alpha`, on a base of its `owner`'s colour. (A captured
/// piece on its way to the side panel is nobody's: it flies as the plain
/// sprite, as the panel shows it.)
pub fn paint(ui: &Ui, painter: &Painter, rect: Rect, size: Size, owner: Color32, alpha: f32) {
    let alpha = alpha.clamp(0.0, 1.0);
    let plate = base(rect, size);
    let corner = rect.width() * 0.06;
    let edge = Stroke::new((rect.width() * 0.015).max(1.0), BASE_EDGE.gamma_multiply(alpha));
    painter.rect_filled(plate, corner, owner.gamma_multiply(alpha));
    painter.rect_stroke(plate, corner, edge, StrokeKind::Outside);
    let facets = Color32::WHITE.lerp_to_gamma(owner, FACET_TINT);
    Image::new(sprite(size)).tint(facets.gamma_multiply(alpha)).paint_at(ui, sprite_rect(rect));
}

/// A square's glyph drawn over the piece on it, on a chip of the square's
/// colour (`ground`) with a dark rim, so the shape shows above the piece.
pub fn glyph_on_chip(painter: &Painter, shape: Glyph, centre: Pos2, radius: f32, ground: [u8; 3]) {
    let [r, g, b] = ground;
    let chip = radius * CHIP;
    painter.circle(centre, chip, Color32::from_rgb(r, g, b), Stroke::new((chip * 0.12).max(1.0), BASE_EDGE));
    glyph::paint(painter, shape, centre, radius, glyph::ink_on(ground));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::malice::Rules;

    #[test]
    fn the_base_shows_around_every_pyramid_and_stays_on_its_square() {
        let square = Rect::from_min_size(egui::pos2(0.0, 0.0), egui::vec2(100.0, 100.0));
        for size in [Size::Small, Size::Medium, Size::Large] {
            let (pyramid, base) = (pyramid(square, size), base(square, size));
            assert!(base.contains_rect(pyramid) && base.width() - pyramid.width() > 8.0, "{size:?}");
            assert!(square.shrink(1.0).contains_rect(base), "{size:?}: a sliver of the square shows");
        }
    }

    #[test]
    fn a_piece_belongs_to_the_seat_whose_quadrant_it_stands_in() {
        let two = Malice::new(Rules::default());
        let four = Malice::new(Rules::four_players());
        let sq = |name: &str| name.parse::<Square>().expect("a square");
        let seat = move_mark::seat_colour;
        assert_eq!(owner_colour(&two, sq("La1")), seat(0), "South's side");
        assert_eq!(owner_colour(&two, sq("Rd4")), seat(0));
        assert_eq!(owner_colour(&two, sq("La5")), seat(1), "North's side");
        // Four players: SL, NL, SR, NR.
        assert_eq!(owner_colour(&four, sq("La1")), seat(0));
        assert_eq!(owner_colour(&four, sq("La8")), seat(1));
        assert_eq!(owner_colour(&four, sq("Ra1")), seat(2));
        assert_eq!(owner_colour(&four, sq("Ra8")), seat(3));
    }

    /// The SVG text of a size's sprite, as the view hands it to egui.
    fn sprite_text(size: Size) -> String {
        match sprite(size) {
            egui::ImageSource::Bytes { uri, bytes } => {
                assert!(uri.ends_with(".svg"), "egui's SVG loader picks it by its name: {uri}");
                String::from_utf8(bytes.to_vec()).expect("SVG is UTF-8")
            }
            other => panic!("{size:?}: the sprite is compiled in, not {other:?}"),
        }
    }

    #[test]
    fn piece_sprites_are_square_svgs() {
        for size in [Size::Small, Size::Medium, Size::Large] {
            let text = sprite_text(size);
            let text = text.trim();
            assert!(text.starts_with("<svg") || text.starts_with("<?xml"), "{size:?}");
            assert!(text.contains(r#"viewBox="0 0 100 100""#), "{size:?}");
            assert!(text.ends_with("</svg>"), "{size:?}");
        }
    }

    #[test]
    fn sprites_show_their_points_as_pips() {
        for (points, size) in [(1, Size::Small), (2, Size::Medium), (3, Size::Large)] {
            assert_eq!(sprite_text(size).matches("<circle").count(), points, "{size:?}");
        }
    }
}
