//! Whose piece is whose shows on the Malice board: every piece stands on a
//! base in the colour of the seat that owns it where it stands (the seat's
//! colour in the side panel), and the base changes as the piece teleports
//! across, in both themes. The square's glyph stays readable over a piece.

use crate::harness::LOW_WINDOW;
use crate::pixels::{near, pixel};
use crate::raster::drawn;
use crate::ui_malice::{click_move, malice, rgb, table, two_people};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::games::malice::{Square, layout};
use malice_table::ui::App;
use malice_table::ui::malice::pieces;
use malice_table::ui::widgets::glyph;
use malice_table::ui::widgets::move_mark::SEAT_COLOURS;

/// The colour of the base under the piece on `square`, halfway between the
/// base's left edge and the pyramid's, level with the piece's middle.
fn base_colour(h: &Harness<'static, App>, image: &image::RgbaImage, square: &str) -> [u8; 3] {
    let sq: Square = square.parse().expect("a square");
    let size = malice(h.state()).session().current().piece_at(sq).expect("a piece stands there");
    let rect = h.get_by_label(square).rect();
    let (base, pyramid) = (pieces::base(rect, size), pieces::pyramid(rect, size));
    pixel(image, egui::pos2((base.left() + pyramid.left()) / 2.0, base.center().y))
}

#[test]
fn every_piece_stands_on_its_owners_colour_which_changes_as_it_teleports_across() {
    let (south, north) = (rgb(SEAT_COLOURS[0]), rgb(SEAT_COLOURS[1]));
    for theme in [egui::Theme::Light, egui::Theme::Dark] {
        let mut h = drawn(table(two_people()), LOW_WINDOW, theme);
        h.run();
        let image = h.render().expect("the window is drawn");
        for (square, owner) in [("La1", south), ("Rc2", south), ("Lb7", north), ("Rd8", north)] {
            let seen = base_colour(&h, &image, square);
            assert!(near(seen, owner, 16), "{theme:?} {square}: the base is {seen:?}, not {owner:?}");
        }
        // South's small piece steps to Lb3 and teleports to Rc6, on North's
        // side: it is North's now. North answers elsewhere, so that no mark
        // of the last move lies over Rc6.
        click_move(&mut h, "Lb2", "Lb3");
        click_move(&mut h, "Lc7", "Ld6");
        h.run_steps(8);
        let image = h.render().expect("the window is drawn");
        let seen = base_colour(&h, &image, "Rc6");
        assert!(
            near(seen, north, 16),
            "{theme:?}: the piece on Rc6 stands on {seen:?}, not North's {north:?}"
        );
        // North's piece teleported from Ld6 to Ra3, South's side: South's
        // now, and its base keeps South's colour under the mark of the move.
        let seen = base_colour(&h, &image, "Ra3");
        assert!(
            near(seen, south, 16),
            "{theme:?}: the piece on Ra3 stands on {seen:?}, not South's {south:?}"
        );
    }
}

#[test]
fn the_glyph_of_a_square_shows_over_the_piece_on_it() {
    let mut h = drawn(table(two_people()), LOW_WINDOW, egui::Theme::Light);
    h.run();
    let image = h.render().expect("the window is drawn");
    let mut looked = 0;
    // The large pieces of the start cover their squares' corners.
    for square in ["La1", "Lb1", "La8", "Lb8", "Rc1", "Rd1", "Rc8", "Rd8"] {
        let sq: Square = square.parse().expect("a square");
        let glyph = layout::square_glyph(sq);
        if !glyph.covers((0.0, 0.0), 1.0, (0.0, 0.0)) {
            continue;
        }
        let rect = h.get_by_label(square).rect();
        let (unit, (x, y)) = (layout::square_rect(sq), layout::glyph_centre(sq));
        let at = rect.min + egui::vec2((x - unit.x) * rect.width(), (y - unit.y) * rect.height());
        let ink = rgb(glyph::ink_on(layout::square_rgb(sq)));
        let seen = pixel(&image, at);
        assert!(near(seen, ink, 14), "{square}: {seen:?} over the piece, not its {glyph:?}'s ink {ink:?}");
        looked += 1;
    }
    assert!(looked >= 3, "{looked} squares looked at");
}
