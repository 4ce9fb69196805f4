//! Table manners (issue 13): keys go where the person is, Enter and Escape
//! answer every dialog, the new-game question comes at Start, windows
//! open centred, and the result card can be put away and brought back.

use crate::harness::harness;
use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::core::{Game, Seat};
use malice_table::games::malefiz::{Malefiz, Phase};
use malice_table::games::malice::{Players, QUIET_MOVE_LIMIT};
use malice_table::games::spite::Rules;
use malice_table::ui::App;
use malice_table::ui::malefiz::{MalefizScreen, MalefizUi};
use malice_table::ui::malice::{MaliceScreen, MaliceSetup, MaliceUi};
use malice_table::ui::screen::{GameScreen, GameTab, GameView, close_result, show_result};
use malice_table::ui::spite::{SpiteScreen, SpiteSetup};

const SIZE: egui::Vec2 = egui::vec2(1280.0, 820.0);

fn people() -> Vec<Seat> {
    vec![Seat::human("Ann"), Seat::human("Bob")]
}

/// Malice between two people; the game ends after `quiet_limit` plies
/// without a capture (1: the first move ends it).
fn malice(quiet_limit: u32) -> Harness<'static, App> {
    let setup = MaliceSetup { players: Players::Two, seats: people(), quiet_limit };
    let mut h = harness(App::with_screen(MaliceScreen::new(setup, 7)), SIZE);
    h.run();
    h
}

fn screen<'a, V: GameView>(h: &'a Harness<'static, App>) -> &'a GameScreen<V> {
    h.state().screen::<V>().expect("the game's screen")
}

fn plies(h: &Harness<'static, App>) -> usize {
    screen::<MaliceUi>(h).session().history().cursor()
}

fn click(h: &mut Harness<'static, App>, label: &str) {
    h.get_all_by_label(label).next().unwrap_or_else(|| panic!("no control named {label:?}")).click();
    h.run_steps(4);
}

fn press(h: &mut Harness<'static, App>, key: Key) {
    h.key_press(key);
    h.run_steps(4);
}

/// Plays Lb2-b3 by clicking its squares.
fn play_lb2_b3(h: &mut Harness<'static, App>) {
    click(h, "Lb2");
    click(h, "Lb3");
}

/// Every window of the app, as the menu opens it: the menu, its entry, and
/// the window's title.
const WINDOWS: [(&str, &str, &str); 5] = [
    ("File", "Settings…", "Settings"),
    ("File", "Statistics…", "Statistics"),
    ("File", "Export printable boards…", "Export printable boards"),
    ("Help", "Keyboard controls", "Keyboard controls"),
    ("Help", "About Malice Table", "About Malice Table"),
];

fn open_window(h: &mut Harness<'static, App>, menu: &str, item: &str) {
    click(h, menu);
    click(h, item);
}

/// The app's window `title`, if it is open: where it stands.
fn window_rect(h: &Harness<'static, App>, title: &str) -> Option<egui::Rect> {
    h.query_by_role_and_label(egui::Role::Window, title).map(|w| w.rect())
}

#[test]
fn no_game_key_reaches_the_malice_board_while_a_window_is_open() {
    let mut h = malice(QUIET_MOVE_LIMIT);
    play_lb2_b3(&mut h);
    assert_eq!(plies(&h), 1);
    for (menu, item, title) in WINDOWS {
        open_window(&mut h, menu, item);
        assert!(window_rect(&h, title).is_some(), "{title} is open");
        for key in [Key::ArrowUp, Key::ArrowLeft, Key::Enter, Key::H] {
            press(&mut h, key);
        }
        h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
        h.run_steps(4);
        let tab = screen::<MaliceUi>(&h);
        assert_eq!(tab.keyboard_cursor(), None, "{title}: the arrows did not show the board cursor");
        assert!(!tab.hint_asked(), "{title}: H asked for no hint");
        assert_eq!(plies(&h), 1, "{title}: Ctrl+Z undid nothing");
        press(&mut h, Key::Escape);
        assert!(window_rect(&h, title).is_none(), "Escape closed {title}");
    }
    // With every window closed, the same keys reach the board again.
    press(&mut h, Key::ArrowUp);
    assert!(screen::<MaliceUi>(&h).keyboard_cursor().is_some(), "the arrow shows the cursor");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(4);
    assert_eq!(plies(&h), 0, "Ctrl+Z undoes");
    press(&mut h, Key::H);
    assert!(screen::<MaliceUi>(&h).hint_asked(), "H asks for a hint");
}

fn malefiz_phase(h: &Harness<'static, App>) -> Phase {
    screen::<MalefizUi>(h).session().current().phase()
}

#[test]
fn space_does_not_roll_the_die_behind_a_window_a_dialog_or_a_notice() {
    let game = Malefiz::classic_start(5);
    let mut h = harness(App::with_screen(MalefizScreen::with_game(game, people(), 5)), SIZE);
    h.run();
    open_window(&mut h, "File", "Settings…");
    press(&mut h, Key::Space);
    press(&mut h, Key::ArrowDown);
    assert_eq!(malefiz_phase(&h), Phase::Roll, "Settings keep Space");
    assert_eq!(screen::<MalefizUi>(&h).keyboard_cursor(), None, "Settings keep the arrows");
    press(&mut h, Key::Escape);

    // The new-game dialog: its own controls take the keys.
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run_steps(4);
    press(&mut h, Key::ArrowDown);
    press(&mut h, Key::H);
    assert_eq!(screen::<MalefizUi>(&h).keyboard_cursor(), None, "the dialog keeps the arrows");
    assert!(!screen::<MalefizUi>(&h).hint_asked(), "the dialog keeps H");
    press(&mut h, Key::Escape);
    assert!(!screen::<MalefizUi>(&h).dialog_open(), "Escape closed the dialog");

    h.state_mut().notices.push("Something to read.".into());
    h.run_steps(4);
    press(&mut h, Key::ArrowDown);
    assert_eq!(screen::<MalefizUi>(&h).keyboard_cursor(), None, "the notice keeps the arrows");
    press(&mut h, Key::Escape);
    assert!(h.state().notices.is_empty(), "Escape closed the notice");

    press(&mut h, Key::Space);
    assert!(matches!(malefiz_phase(&h), Phase::Move { .. }), "Space rolls once nothing is open");
}

#[test]
fn the_new_game_dialog_opens_on_start_and_enter_starts_escape_cancels() {
    let mut h = malice(QUIET_MOVE_LIMIT);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run_steps(4);
    assert!(h.get_by_label("Start").is_focused(), "Start has the focus as the dialog opens");
    // Tab stays inside the dialog: from Start to Cancel.
    press(&mut h, Key::Tab);
    assert!(h.get_by_label("Cancel").is_focused());
    press(&mut h, Key::Escape);
    assert!(!screen::<MaliceUi>(&h).dialog_open(), "Escape cancels");

    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run_steps(4);
    click(&mut h, "4 (two teams)");
    press(&mut h, Key::Enter);
    assert!(!screen::<MaliceUi>(&h).dialog_open(), "Enter starts");
    assert_eq!(screen::<MaliceUi>(&h).session().seats.len(), 4, "the game chosen was started");
}

#[test]
fn the_question_comes_when_start_would_replace_a_game_in_progress() {
    let mut h = malice(QUIET_MOVE_LIMIT);
    play_lb2_b3(&mut h);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run_steps(4);
    assert!(h.query_by_label_contains("Start a new game?").is_none(), "the options come first");
    h.get_by_label("Start");
    press(&mut h, Key::Enter);
    h.get_by_label_contains("Start a new game?");
    assert!(
        h.get_all_by_label("New game").any(|n| n.is_focused()),
        "the question's default button has the focus"
    );
    // Escape keeps the game and closes the dialog too.
    press(&mut h, Key::Escape);
    assert!(h.query_by_label_contains("Start a new game?").is_none());
    assert!(!screen::<MaliceUi>(&h).dialog_open());
    assert_eq!(plies(&h), 1, "the game is kept");

    // Keep playing does the same.
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run_steps(4);
    press(&mut h, Key::Enter);
    click(&mut h, "Keep playing");
    assert!(!screen::<MaliceUi>(&h).dialog_open());
    assert_eq!(plies(&h), 1, "the game is kept");

    // Enter, then Enter again: the new game replaces it.
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run_steps(4);
    click(&mut h, "4 (two teams)");
    press(&mut h, Key::Enter);
    press(&mut h, Key::Enter);
    assert!(h.query_by_label_contains("Start a new game?").is_none());
    assert!(!screen::<MaliceUi>(&h).dialog_open());
    assert_eq!(plies(&h), 0, "a new game is at the table");
    assert_eq!(screen::<MaliceUi>(&h).session().seats.len(), 4, "set up as the dialog said");
}

#[test]
fn a_new_game_after_the_end_asks_nothing() {
    let mut h = malice(1);
    play_lb2_b3(&mut h);
    assert!(screen::<MaliceUi>(&h).session().current().outcome().is_some(), "the quiet limit ended it");
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run_steps(4);
    press(&mut h, Key::Enter);
    assert!(h.query_by_label_contains("Start a new game?").is_none());
    assert_eq!(plies(&h), 0, "the new game started at once");
}

#[test]
fn enter_or_escape_closes_a_notice() {
    let mut h = malice(QUIET_MOVE_LIMIT);
    h.state_mut().notices.extend(["First.".to_owned(), "Second.".to_owned()]);
    h.run_steps(4);
    h.get_by_label("First.");
    assert!(h.get_by_label("OK").is_focused(), "OK has the focus");
    press(&mut h, Key::Enter);
    h.get_by_label("Second.");
    press(&mut h, Key::Escape);
    assert!(h.state().notices.is_empty(), "both notices were closed");
    assert_eq!(screen::<MaliceUi>(&h).keyboard_cursor(), None, "no key reached the board");
}

fn hot_seat() -> Harness<'static, App> {
    let setup = SpiteSetup { seats: people(), rules: Rules::default() };
    let mut tab = SpiteScreen::new(setup, 11);
    tab.animation_speed = 0.0;
    let mut h = harness(App::with_screen(tab), SIZE);
    h.run();
    h
}

#[test]
fn the_hot_seat_cover_is_passed_with_enter_or_space_but_not_behind_a_window() {
    for key in [Key::Enter, Key::Space] {
        let mut h = hot_seat();
        h.get_by_label_contains("Pass to");
        assert!(h.get_by_label("Ready").is_focused(), "Ready has the focus");
        open_window(&mut h, "Help", "Keyboard controls");
        press(&mut h, key);
        h.get_by_label_contains("Pass to");
        press(&mut h, Key::Escape);
        press(&mut h, key);
        assert!(h.query_by_label_contains("Pass to").is_none(), "{key:?} passed the cover");
    }
}

/// Opens every window and checks that it stands in the middle of `size`.
fn every_window_is_centred(h: &mut Harness<'static, App>, size: egui::Vec2) {
    let centre = egui::pos2(size.x / 2.0, size.y / 2.0);
    for (menu, item, title) in WINDOWS {
        open_window(h, menu, item);
        h.run_steps(4);
        let rect = window_rect(h, title).unwrap_or_else(|| panic!("{title} is open"));
        let off = rect.center() - centre;
        assert!(off.x.abs() <= 4.0 && off.y.abs() <= 4.0, "{title} at {rect:?}, {off:?} off the centre");
        press(h, Key::Escape);
    }
}

#[test]
fn windows_open_centred_over_the_app_each_time() {
    let mut h = malice(QUIET_MOVE_LIMIT);
    every_window_is_centred(&mut h, SIZE);
    // A smaller app: each window opens in its new middle.
    let small = egui::vec2(900.0, 600.0);
    h.set_size(small);
    h.run_steps(4);
    every_window_is_centred(&mut h, small);
}

fn result_shown(h: &Harness<'static, App>) -> bool {
    h.query_by_label_contains("The game ended because").is_some()
}

#[test]
fn the_result_card_is_put_away_and_brought_back() {
    let mut h = malice(1);
    play_lb2_b3(&mut h);
    assert!(result_shown(&h), "the game's end shows the result card");
    assert!(h.query_by_label(&show_result()).is_none(), "nothing to bring back yet");
    press(&mut h, Key::Escape);
    assert!(!result_shown(&h), "Escape puts it away");
    assert!(h.query_by_label("Lb3").is_some(), "the board is there to study");
    click(&mut h, &show_result());
    assert!(result_shown(&h), "the status line brings it back");
    assert!(h.query_by_label(&show_result()).is_none());
    click(&mut h, &close_result());
    assert!(!result_shown(&h), "the × puts it away");

    // The next game's end shows it again.
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run_steps(4);
    press(&mut h, Key::Enter);
    assert_eq!(plies(&h), 0);
    assert!(h.query_by_label(&show_result()).is_none(), "a new game has no result to show");
    play_lb2_b3(&mut h);
    assert!(result_shown(&h), "the new game's end shows the card");
}
