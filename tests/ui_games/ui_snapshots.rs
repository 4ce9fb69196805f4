//! Snapshot tests: each tab in a known position, in the light and the dark
//! theme, drawn by a software renderer (no GPU needed) and compared with
//! the images in `tests/snapshots/`. After a deliberate change to the look,
//! `UPDATE_SNAPSHOTS=1 cargo test --test ui_games ui_snapshots::` writes new images:
//! look at them before committing them.

use crate::raster::drawn;
use eframe::egui;
use egui_kittest::{Harness, SnapshotOptions};
use malice_table::core::{Level, Seat};
use malice_table::games::malefiz::Malefiz;
use malice_table::games::malice::{Players, QUIET_MOVE_LIMIT};
use malice_table::games::spite::{Rules, Setup, Spite};
use malice_table::ui::App;
use malice_table::ui::malefiz::MalefizScreen;
use malice_table::ui::malice::{MaliceScreen, MaliceSetup};
use malice_table::ui::spite::{SpiteScreen, SpiteSetup};

fn people() -> Vec<Seat> {
    vec![Seat::human("Ann"), Seat::human("Bob")]
}

/// The window the snapshots are taken in.
const SIZE: egui::Vec2 = egui::vec2(1100.0, 720.0);

/// Lets the frame settle (images load, animations end) and compares it.
fn check(mut h: Harness<'static, App>, name: &str) {
    h.run_steps(20);
    // The software renderer is exact; a few pixels of leeway for float
    // rounding across machines.
    h.snapshot_options(name, &SnapshotOptions::new().threshold(1.0).max_failed_pixels(40));
}

fn malice(theme: egui::Theme, name: &str) {
    let setup = MaliceSetup { players: Players::Two, seats: people(), quiet_limit: QUIET_MOVE_LIMIT };
    let mut h = drawn(App::with_screen(MaliceScreen::new(setup, 7)), SIZE, theme);
    h.run_steps(4);
    // The keyboard cursor picks a piece: the cursor and its targets show.
    h.key_press(egui::Key::ArrowUp);
    h.run_steps(2);
    h.key_press(egui::Key::Enter);
    check(h, name);
}

fn malefiz(theme: egui::Theme, name: &str) {
    let game = Malefiz::from_position("classic r r:3h,c5,i7 y:4h,q2 x:i13,i11,i10,i9,g7,k7,e3,i3,m3,a11")
        .expect("position")
        .with_roll(4)
        .expect("roll");
    check(drawn(App::with_screen(MalefizScreen::with_game(game, people(), 3)), SIZE, theme), name);
}

fn spite(theme: egui::Theme, name: &str) {
    let setup = Setup {
        payoff: ["9s 4c As", "Qd 8h 3c"],
        hands: ["2h 5d 7c Kd Qs", "Jc 6h 6s 10d 4d"],
        ..Setup::default()
    };
    let game = Spite::from_setup(&setup, Rules::default(), 5).expect("a valid position");
    let seats = SpiteSetup {
        seats: vec![Seat::human("Ann"), Seat::bot("Bot", Level::Newcomer)],
        rules: Rules::default(),
    };
    let mut tab = SpiteScreen::with_game(seats, game, 3);
    tab.animation_speed = 0.0;
    check(drawn(App::with_screen(tab), SIZE, theme), name);
}

#[test]
fn malice_light() {
    malice(egui::Theme::Light, "malice_light");
}

#[test]
fn malice_dark() {
    malice(egui::Theme::Dark, "malice_dark");
}

#[test]
fn malefiz_light() {
    malefiz(egui::Theme::Light, "malefiz_light");
}

#[test]
fn malefiz_dark() {
    malefiz(egui::Theme::Dark, "malefiz_dark");
}

#[test]
fn spite_light() {
    spite(egui::Theme::Light, "spite_light");
}

#[test]
fn spite_dark() {
    spite(egui::Theme::Dark, "spite_dark");
}

/// A barricade's starting space whose barricade has gone (a3 here) reads
/// as a place, not a red piece: its middle is a plain space's colour,
/// inside a red ring — in both themes.
#[test]
fn an_empty_barricade_space_reads_as_a_place() {
    use egui_kittest::kittest::Queryable;
    use malice_table::games::malefiz::SpaceKind;
    use malice_table::games::malefiz::layout::{SPACE_RADIUS, space_rgb};
    for theme in [egui::Theme::Light, egui::Theme::Dark] {
        let game = Malefiz::from_position("classic r r:5h y:5h x:i13,i11,i10,i9,g7,k7,e3,i3,m3,q3,a11")
            .expect("position");
        let mut h = drawn(App::with_screen(MalefizScreen::with_game(game, people(), 3)), SIZE, theme);
        h.run_steps(4);
        let rect = h.get_by_label("a3").rect();
        let image = h.render().expect("a frame");
        let ppp = image.width() as f32 / 1100.0;
        let pixel = |x: f32, y: f32| {
            let p = image.get_pixel((x * ppp) as u32, (y * ppp) as u32).0;
            [p[0], p[1], p[2]]
        };
        let close = |a: [u8; 3], b: [u8; 3]| a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 12);
        // The widget is the space's cell, one board unit wide.
        let (c, r) = (rect.center(), rect.width() * SPACE_RADIUS);
        // Just below the middle: inside the small barricade outline, clear of its lines.
        let middle = pixel(c.x, c.y + r * 0.15);
        assert!(close(middle, space_rgb(SpaceKind::Plain)), "the middle of a3 is {middle:?}");
        // The ring is a few pixels wide, so its pixels are blended at the edges: red enough.
        let ring = pixel(c.x + r * 0.84, c.y);
        let red = space_rgb(SpaceKind::BarricadeStart);
        assert!(ring[0] >= 200 && ring[1] <= red[1] + 40, "the ring of a3 is {ring:?}, not red");
    }
}
