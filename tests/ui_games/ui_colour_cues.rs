//! Colour never carries a meaning alone: the cues beside colour are drawn
//! where the colours are (Malice's square glyphs, Malefiz's house glyphs),
//! and the four-colour deck inks the cards, as the software renderer's
//! pixels show, in both themes.

use crate::harness::LOW_WINDOW;
use crate::pixels::{near, pixel};
use crate::raster::drawn;
use eframe::egui::{self, Color32};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::core::{Level, Seat};
use malice_table::games::malefiz::layout::{self as malefiz_layout, Layout};
use malice_table::games::malefiz::{Board, Colour};
use malice_table::games::malice::{self, Malice, Square, layout};
use malice_table::games::spite::{self, Rules, Spite, Suit};
use malice_table::ui::App;
use malice_table::ui::malefiz::{MalefizScreen, MalefizSetup};
use malice_table::ui::malice::{MaliceScreen, MaliceSetup};
use malice_table::ui::spite::cards::{self, card_text};
use malice_table::ui::spite::{SpiteScreen, SpiteSetup};
use malice_table::ui::widgets::glyph;

const THEMES: [egui::Theme; 2] = [egui::Theme::Light, egui::Theme::Dark];

fn rgb(c: Color32) -> [u8; 3] {
    [c.r(), c.g(), c.b()]
}

#[test]
fn malices_squares_carry_their_colours_glyph_unless_it_is_turned_off() {
    for theme in THEMES {
        for on in [true, false] {
            let seats = vec![Seat::human("Ann"), Seat::human("Bob")];
            let mut app =
                App::with_screen(MaliceScreen::new(MaliceSetup { seats, ..MaliceSetup::default() }, 7));
            app.settings.set_options::<Malice>(&malice::Options { dual_shapes: on, ..Default::default() });
            app.apply_settings();
            let mut h = drawn(app, LOW_WINDOW, theme);
            h.run();
            let image = h.render().expect("the window is drawn");
            let mut looked = 0;
            // The empty squares of the start (ranks 3 to 6) whose glyph covers its middle.
            for sq in Square::all().filter(|sq| (3..=6).contains(&sq.rank())) {
                let glyph = layout::square_glyph(sq);
                if !glyph.covers((0.0, 0.0), 1.0, (0.0, 0.0)) {
                    continue;
                }
                let rect = h.get_by_label(&sq.to_string()).rect();
                let (unit, (x, y)) = (layout::square_rect(sq), layout::glyph_centre(sq));
                let at = rect.min + egui::vec2((x - unit.x) * rect.width(), (y - unit.y) * rect.height());
                let ground = layout::square_rgb(sq);
                let seen = pixel(&image, at);
                if on {
                    let ink = rgb(glyph::ink_on(ground));
                    assert!(near(seen, ink, 14), "{theme:?} {sq}: {seen:?}, not its {glyph:?}'s ink {ink:?}");
                } else {
                    assert!(near(seen, ground, 6), "{theme:?} {sq}: {seen:?} with the shapes off");
                }
                looked += 1;
            }
            assert!(looked >= 20, "{looked} squares looked at");
        }
    }
}

#[test]
fn malefizs_houses_carry_their_colours_glyph() {
    for theme in THEMES {
        let seats = ["Ann", "Bob", "Cy", "Di"].map(|name| Some(Seat::human(name)));
        let setup = MalefizSetup { seats, ..MalefizSetup::default() };
        let mut h = drawn(App::with_screen(MalefizScreen::new(setup, 3)), LOW_WINDOW, theme);
        h.run();
        let image = h.render().expect("the window is drawn");
        let lay = Layout::new(&Board::classic());
        for colour in Colour::ALL {
            let area = lay.house_rect(colour).expect("a house");
            let rect = h.get_by_label(&format!("{} house", colour.name())).rect();
            let scale = rect.width() / area.w;
            // Just above the house's top edge, where the board would show
            // without the glyph.
            let (x, y) = malefiz_layout::house_glyph_centre(area);
            let (x, y) = (x, y - 0.1);
            assert!(y < area.y, "outside the house");
            let glyph = malefiz_layout::colour_glyph(colour);
            assert!(glyph.covers(
                malefiz_layout::house_glyph_centre(area),
                malefiz_layout::HOUSE_GLYPH_RADIUS,
                (x, y)
            ));
            let at = rect.min + egui::vec2((x - area.x) * scale, (y - area.y) * scale);
            let fill = malefiz_layout::colour_rgb(colour);
            let seen = pixel(&image, at);
            assert!(near(seen, fill, 10), "{theme:?}: {colour}'s house glyph is {seen:?}, not {fill:?}");
        }
    }
}

/// How many pixels of the visible part of the hand card `card` are near `ink`.
fn inked(h: &Harness<'static, App>, image: &image::RgbaImage, card: spite::Card, ink: Color32) -> usize {
    let rect = h.get_all_by_label(&format!("hand {}", card_text(card))).next().expect("the card").rect();
    let mut count = 0;
    for y in rect.top() as u32..rect.bottom() as u32 {
        for x in rect.left() as u32..rect.right() as u32 {
            if near(pixel(image, egui::pos2(x as f32, y as f32)), rgb(ink), 16) {
                count += 1;
            }
        }
    }
    count
}

#[test]
fn the_four_colour_deck_inks_clubs_green_and_diamonds_blue() {
    for theme in THEMES {
        for four in [false, true] {
            let seats = vec![Seat::human("Ann"), Seat::bot("Bot", Level::Newcomer)];
            let setup = SpiteSetup { seats, rules: Rules::default() };
            let mut app = App::with_screen(SpiteScreen::with_game(setup, crate::fixtures::ann_to_move(), 3));
            app.settings
                .set_options::<Spite>(&spite::Options { four_colour_deck: four, ..Default::default() });
            app.apply_settings();
            let mut h = drawn(app, LOW_WINDOW, theme);
            h.run();
            let image = h.render().expect("the window is drawn");
            // Ann's hand: 2♥ 5♦ 7♣ K♦ Q♠.
            let hand = crate::fixtures::ann_to_move().hand(0).to_vec();
            let of = |suit| hand.iter().copied().find(|c| c.suit == suit).expect("a card of the suit");
            let (club, diamond, heart) = (of(Suit::Clubs), of(Suit::Diamonds), of(Suit::Hearts));
            let (green, blue) = (
                inked(&h, &image, club, cards::CLUBS_GREEN),
                inked(&h, &image, diamond, cards::DIAMONDS_BLUE),
            );
            if four {
                assert!(green > 20 && blue > 20, "{theme:?}: {green} green and {blue} blue pixels");
                assert_eq!(inked(&h, &image, club, cards::BLACK), 0, "{theme:?}: no black club");
            } else {
                assert_eq!((green, blue), (0, 0), "{theme:?}: red and black only");
                assert!(
                    inked(&h, &image, club, cards::BLACK) > 20 && inked(&h, &image, diamond, cards::RED) > 20
                );
            }
            assert!(inked(&h, &image, heart, cards::RED) > 20, "{theme:?}: hearts stay red");
        }
    }
}
