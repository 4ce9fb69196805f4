//! The Malice tab driven through its real UI (AccessKit), headless.

use crate::harness::{LOW_WINDOW, harness};
use crate::pixels::{near, pixel};
use crate::raster::drawn;
use crate::scratch::Scratch;
use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::core::{Game, Level, Seat};
use malice_table::games::malice::{Move, Players, QUIET_MOVE_LIMIT, Square};
use malice_table::ui::App;
use malice_table::ui::malice::{MaliceScreen, MaliceSetup, MaliceUi};
use malice_table::ui::screen::{GameTab, ViewPainting, ViewWords};

fn setup(seats: Vec<Seat>) -> MaliceSetup {
    MaliceSetup { players: Players::Two, seats, quiet_limit: QUIET_MOVE_LIMIT }
}

/// A Malice table set up as `setup`, dealt from seed 7.
pub(crate) fn table(setup: MaliceSetup) -> App {
    App::with_screen(MaliceScreen::new(setup, 7))
}

pub(crate) fn two_people() -> MaliceSetup {
    setup(vec![Seat::human("Ann"), Seat::human("Bob")])
}

pub(crate) fn piece(app: &App, square: &str) -> bool {
    let sq: Square = square.parse().expect("square name");
    app.screen::<MaliceUi>().expect("the malice screen").session().current().piece_at(sq).is_some()
}

#[test]
fn click_click_plays_a_move_and_logs_it() {
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run();
    assert!(piece(h.state(), "Lb2"));
    assert!(!piece(h.state(), "Rc6"), "the dual of Lb3 starts empty");
    h.get_by_label("Lb2").click();
    h.run();
    h.get_by_label("Lb3").click();
    h.run();
    let app = h.state();
    assert_eq!(app.screen::<MaliceUi>().expect("the malice screen").session().history().cursor(), 1);
    assert!(!piece(app, "Lb2"), "the piece left Lb2");
    assert!(!piece(app, "Lb3"), "it teleported away from Lb3");
    assert!(piece(app, "Rc6"), "it arrived on the dual of Lb3");
    h.get_by_label_contains("Lb2-b3 ⇒ Rc6");
}

#[test]
fn drag_and_drop_plays_a_move() {
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run();
    crate::fixtures::drag(&mut h, "Lc2", "Lc3", 1);
    let app = h.state();
    assert_eq!(app.screen::<MaliceUi>().expect("the malice screen").session().history().cursor(), 1);
    assert!(piece(app, "Rb6"), "Lc3 teleports to Rb6");
}

#[test]
fn undo_takes_the_move_back_and_redo_replays_it() {
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run();
    h.get_by_label("Lb2").click();
    h.run();
    h.get_by_label("Lb3").click();
    h.run();
    assert_eq!(h.state().screen::<MaliceUi>().expect("the malice screen").session().history().cursor(), 1);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().screen::<MaliceUi>().expect("the malice screen").session().history().cursor(), 0);
    assert!(piece(h.state(), "Lb2"), "the piece is back");
    // Ctrl+Shift+Z redoes (and is not mistaken for Ctrl+Z).
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
    assert_eq!(h.state().screen::<MaliceUi>().expect("the malice screen").session().history().cursor(), 1);
    // The Undo button does the same as the shortcut.
    h.get_all_by_label("Undo").next().expect("an Undo button").click();
    h.run();
    assert_eq!(h.state().screen::<MaliceUi>().expect("the malice screen").session().history().cursor(), 0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run();
    assert_eq!(h.state().screen::<MaliceUi>().expect("the malice screen").session().history().cursor(), 1);
}

#[test]
fn an_illegal_target_does_nothing() {
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run();
    h.get_by_label("Lb2").click();
    h.run();
    // Lb2 is small: a king step; Lb5 is three ranks away.
    h.get_by_label("Lb5").click();
    h.run();
    assert_eq!(h.state().screen::<MaliceUi>().expect("the malice screen").session().history().cursor(), 0);
}

#[test]
fn clicking_a_log_row_views_that_position() {
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run();
    for (from, to) in [("Lb2", "Lb3"), ("Rb7", "Rb6")] {
        h.get_by_label(from).click();
        h.run();
        h.get_by_label(to).click();
        h.run();
    }
    assert_eq!(h.state().screen::<MaliceUi>().expect("the malice screen").session().history().cursor(), 2);
    h.get_by_label_contains("Lb2-b3").click();
    h.run();
    h.get_by_label("Return to present");
    // The board is read-only while looking back.
    h.get_by_label("Lc2").click();
    h.run();
    h.get_by_label("Lc3").click();
    h.run();
    assert_eq!(h.state().screen::<MaliceUi>().expect("the malice screen").session().history().cursor(), 2);
    h.get_by_label("Return to present").click();
    h.run();
    assert!(h.query_by_label("Return to present").is_none());
}

#[test]
fn the_bot_answers_a_move_and_undo_returns_to_the_person() {
    let mut h =
        harness(table(setup(vec![Seat::human("Ann"), Seat::bot("Bot", Level::Newcomer)])), LOW_WINDOW);
    h.run();
    h.get_by_label("Lb2").click();
    h.run();
    h.get_by_label("Lb3").click();
    // The bot answers inline, in the frame after Ann's move.
    h.run_steps(2);
    assert_eq!(
        h.state().screen::<MaliceUi>().expect("the malice screen").session().history().cursor(),
        2,
        "the bot replied"
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(2);
    assert_eq!(
        h.state().screen::<MaliceUi>().expect("the malice screen").session().history().cursor(),
        0,
        "undo goes back past the bot's reply"
    );
}

#[test]
fn new_game_dialog_starts_a_four_player_game() {
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("4 (two teams)").click();
    h.run();
    h.get_by_label("Start").click();
    // Bots sit at two of the seats and may start thinking: step, don't settle.
    h.run_steps(2);
    let app = h.state();
    assert_eq!(app.screen::<MaliceUi>().expect("the malice screen").session().seats.len(), 4);
    assert!(!app.screen::<MaliceUi>().expect("the malice screen").dialog_open());
}

/// Plays the engine's first legal move by clicking its two squares.
fn click_first_legal_move(h: &mut Harness<'static, App>) {
    let state = h.state().screen::<MaliceUi>().expect("the malice screen").session().current().clone();
    let moves = state.legal_move_list();
    match moves.first() {
        Some(Move::Step { from, to, .. }) => {
            h.get_by_label(&from.to_string()).click();
            h.run_steps(1);
            h.get_by_label(&to.to_string()).click();
            h.run_steps(1);
        }
        Some(Move::Pass) => {
            h.get_by_label("Pass").click();
            h.run_steps(1);
        }
        None => {}
    }
}

#[test]
fn a_whole_game_against_a_bot_ends_with_a_result_banner() {
    let short = MaliceSetup {
        players: Players::Two,
        seats: vec![Seat::human("Ann"), Seat::bot("Bot", Level::Newcomer)],
        quiet_limit: 8,
    };
    let mut h = harness(table(short), LOW_WINDOW);
    h.run();
    for _ in 0..400 {
        if h.state().screen::<MaliceUi>().expect("the malice screen").session().current().outcome().is_some()
        {
            break;
        }
        if h.state().screen::<MaliceUi>().expect("the malice screen").session().human_to_move() {
            click_first_legal_move(&mut h);
        } else {
            // The bot answers inline: a frame plays its move.
            h.step();
        }
    }
    let state = h.state().screen::<MaliceUi>().expect("the malice screen").session().current().clone();
    assert!(state.outcome().is_some(), "the game finished");
    h.run_steps(2);
    h.get_by_label_contains("The game ended because");
    h.get_by_label("Start a new game").click();
    h.run_steps(2);
    assert!(
        h.state().screen::<MaliceUi>().expect("the malice screen").dialog_open(),
        "the banner's button opens the new-game dialog"
    );
}

#[test]
fn file_menu_exports_the_printable_boards_into_a_typed_folder() {
    let scratch = Scratch::new("ui-export");
    let dir = scratch.join("boards");
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Export printable boards…").click();
    h.run();
    h.get_by_label("Choose a folder and export…");
    h.get_by_label("Letter").click();
    h.get_by_label("Resolution").set_value_accesskit(72.0);
    h.run();
    let folder = h.get_by_label("Folder");
    folder.focus();
    folder.type_text(&dir.display().to_string());
    h.run();
    h.get_by_label("Export").click();
    // The boards are written on a worker thread of their own, which no
    // test switch makes inline; the window keeps drawing. Wait for its
    // answer, a bounded number of times.
    let mut waited = 0;
    while h.query_by_label("Written:").is_none() && waited < 600 {
        std::thread::sleep(std::time::Duration::from_millis(50));
        h.step();
        waited += 1;
    }
    h.get_by_label("Written:");
    for name in ["malice.png", "malefiz-classic.png", "malefiz-fast.png", "spite-mat.png"] {
        let bytes = std::fs::read(dir.join(name)).expect("the board is written");
        let reader = png::Decoder::new(std::io::Cursor::new(bytes)).read_info().expect("a PNG");
        let info = reader.info();
        assert_eq!(info.width.min(info.height), 612, "{name}: Letter at 72 dpi");
        h.get_by_label_contains(name);
    }
}

/// The cursor column across both boards drawn side by side (L then R).
fn column(sq: Square) -> i32 {
    sq.board().index() as i32 * 4 + i32::from(sq.file())
}

/// Presses the arrows that walk the keyboard cursor from `from` to `to`.
pub(crate) fn walk(h: &mut Harness<'static, App>, from: Square, to: Square) {
    let across = column(to) - column(from);
    let up = i32::from(to.rank()) - i32::from(from.rank());
    let horizontal = if across > 0 { Key::ArrowRight } else { Key::ArrowLeft };
    let vertical = if up > 0 { Key::ArrowUp } else { Key::ArrowDown };
    for _ in 0..across.abs() {
        h.key_press(horizontal);
        h.run_steps(1);
    }
    for _ in 0..up.abs() {
        h.key_press(vertical);
        h.run_steps(1);
    }
}

#[test]
fn the_keyboard_plays_a_move_with_arrows_and_enter() {
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run();
    assert_eq!(
        h.state().screen::<MaliceUi>().expect("the malice screen").keyboard_cursor(),
        None,
        "no cursor until a key is pressed"
    );
    // The first arrow shows the cursor on a piece that can move.
    h.key_press(Key::ArrowUp);
    h.run_steps(2);
    let start = h
        .state()
        .screen::<MaliceUi>()
        .expect("the malice screen")
        .keyboard_cursor()
        .expect("the cursor is shown");
    let mut moves = Vec::new();
    h.state().screen::<MaliceUi>().expect("the malice screen").session().current().legal_moves(&mut moves);
    assert!(moves.iter().any(|m| matches!(m, Move::Step { from, .. } if *from == start)));

    // Walk to Lc2, Enter selects it; Escape cancels, the cursor stays.
    let lc2: Square = "Lc2".parse().expect("square");
    walk(&mut h, start, lc2);
    assert_eq!(h.state().screen::<MaliceUi>().expect("the malice screen").keyboard_cursor(), Some(lc2));
    h.key_press(Key::Enter);
    h.run_steps(2);
    h.key_press(Key::Escape);
    h.run_steps(2);
    assert_eq!(h.state().screen::<MaliceUi>().expect("the malice screen").keyboard_cursor(), Some(lc2));
    let target: Square = "Lc3".parse().expect("square");
    walk(&mut h, lc2, target);
    h.key_press(Key::Enter);
    h.run_steps(2);
    assert_eq!(
        h.state().screen::<MaliceUi>().expect("the malice screen").session().history().cursor(),
        0,
        "Escape dropped the selection"
    );

    // Select again and play Lc2-c3 from the keyboard.
    walk(&mut h, target, lc2);
    h.key_press(Key::Enter);
    h.run_steps(2);
    walk(&mut h, lc2, target);
    h.key_press(Key::Enter);
    h.run_steps(4);
    let app = h.state();
    assert_eq!(app.screen::<MaliceUi>().expect("the malice screen").session().history().cursor(), 1);
    assert!(piece(app, "Rb6"), "Lc3 teleports to Rb6");
}

#[test]
fn the_cursor_crosses_from_the_left_board_to_the_right() {
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run();
    h.key_press(Key::ArrowUp);
    h.run_steps(2);
    let start = h
        .state()
        .screen::<MaliceUi>()
        .expect("the malice screen")
        .keyboard_cursor()
        .expect("the cursor is shown");
    let edge: Square = "Ld4".parse().expect("square");
    walk(&mut h, start, edge);
    h.key_press(Key::ArrowRight);
    h.run_steps(2);
    assert_eq!(
        h.state().screen::<MaliceUi>().expect("the malice screen").keyboard_cursor(),
        "Ra4".parse().ok()
    );
    // The right edge of R stops the cursor.
    for _ in 0..5 {
        h.key_press(Key::ArrowRight);
        h.run_steps(1);
    }
    assert_eq!(
        h.state().screen::<MaliceUi>().expect("the malice screen").keyboard_cursor(),
        "Rd4".parse().ok()
    );
}

#[test]
fn help_lists_the_keyboard_controls() {
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run();
    h.get_by_label("Help").click();
    h.run_steps(3);
    h.get_by_label("Keyboard controls").click();
    h.run_steps(3);
    h.get_by_label_contains("Move the board cursor");
    h.get_by_label("Roll the die (Malefiz); make the move offered above the board (Pass, End turn)");
}

#[test]
fn a_new_game_asks_at_start_when_a_game_is_under_way() {
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run();
    h.get_by_label("Lb2").click();
    h.run();
    h.get_by_label("Lb3").click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run_steps(6);
    assert!(h.query_by_label_contains("Start a new game?").is_none(), "the options come first");
    h.get_by_label("Start").click();
    h.run_steps(6);
    h.get_by_label_contains("Start a new game?");
    h.get_by_label("Keep playing").click();
    h.run_steps(6);
    assert!(h.query_by_label_contains("Start a new game?").is_none());
    assert!(
        !h.state().screen::<MaliceUi>().expect("the malice screen").dialog_open(),
        "keep playing closes the dialog"
    );
    assert_eq!(
        h.state().screen::<MaliceUi>().expect("the malice screen").session().history().cursor(),
        1,
        "the game is kept"
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run_steps(6);
    h.get_by_label("Start").click();
    h.run_steps(6);
    h.get_all_by_label("New game").last().expect("the question's button").click();
    h.run_steps(6);
    let screen = h.state().screen::<MaliceUi>().expect("the malice screen");
    assert!(!screen.dialog_open(), "yes starts the game set up in the dialog");
    assert_eq!(screen.session().history().cursor(), 0, "a new game is at the table");
}

/// Plays `from`-`to` by clicking both squares, then draws the frame that
/// shows the move (its animation starts there).
pub(crate) fn click_move(h: &mut Harness<'static, App>, from: &str, to: &str) {
    h.get_by_label(from).click();
    h.run_steps(1);
    h.get_by_label(to).click();
    // The move is played after the frame that saw the click.
    h.run_steps(2);
}

pub(crate) fn malice(app: &App) -> &MaliceScreen {
    app.screen::<MaliceUi>().expect("the malice screen")
}

fn four_people() -> MaliceSetup {
    let seats = ["Ann", "Bob", "Cy", "Di"].map(Seat::human).to_vec();
    MaliceSetup { players: Players::Four, seats, quiet_limit: QUIET_MOVE_LIMIT }
}

/// The marks as (seat, from, to, landing) square names.
fn marks(app: &App) -> Vec<(usize, String, String, String)> {
    let marks = malice(app).move_marks();
    marks.iter().map(|m| (m.seat, m.from.to_string(), m.to.to_string(), m.landing.to_string())).collect()
}

fn mark(seat: usize, from: &str, to: &str, landing: &str) -> (usize, String, String, String) {
    (seat, from.to_owned(), to.to_owned(), landing.to_owned())
}

#[test]
fn every_other_seats_last_move_stays_marked_until_the_seat_to_move_moves() {
    let mut h = harness(table(four_people()), LOW_WINDOW);
    h.run();
    click_move(&mut h, "Lb2", "Lb3");
    assert_eq!(marks(h.state()), vec![mark(0, "Lb2", "Lb3", "Rc6")], "North-L sees South-L's move");
    click_move(&mut h, "Lc7", "Ld6");
    click_move(&mut h, "Rb2", "Rb3");
    h.run_steps(2);
    // North-R to move: the three others' moves, oldest first.
    assert_eq!(
        marks(h.state()),
        vec![mark(0, "Lb2", "Lb3", "Rc6"), mark(1, "Lc7", "Ld6", "Ra3"), mark(2, "Rb2", "Rb3", "Lc6")]
    );
    click_move(&mut h, "Rb7", "Ra6");
    h.run_steps(2);
    // South-L to move again: its own move is no longer marked.
    assert_eq!(
        marks(h.state()),
        vec![mark(1, "Lc7", "Ld6", "Ra3"), mark(2, "Rb2", "Rb3", "Lc6"), mark(3, "Rb7", "Ra6", "Ld3")]
    );
    // Looking back marks only the move that made the position shown.
    h.get_by_label_contains("Rb2-b3").click();
    h.run_steps(2);
    assert_eq!(marks(h.state()), vec![mark(2, "Rb2", "Rb3", "Lc6")]);
}

/// Plays the two moves that open the b-file for South's large piece on
/// Lb1, which can then take North's small piece on Lb7.
fn open_the_b_file(h: &mut Harness<'static, App>) {
    click_move(h, "Lb2", "Lb3");
    click_move(h, "Lc7", "Ld6");
    h.run_steps(2);
}

#[test]
fn a_captured_piece_flies_to_its_captors_row_and_the_move_is_shown_until_it_lands() {
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run();
    open_the_b_file(&mut h);
    h.get_by_label("South has taken nothing");
    click_move(&mut h, "Lb1", "Lb7");
    let now = |h: &Harness<'static, App>| h.ctx.input(|i| i.time);
    assert!(malice(h.state()).view().animating(now(&h)), "the move is being shown");
    let (size, target) = malice(h.state()).capture_in_flight().expect("the captured piece is in flight");
    assert_eq!(size, malice_table::games::malice::Size::Small);
    let row = h.get_by_label("South has taken 1 piece: small (1 pt)").rect();
    let target = target.expect("the flight has a place in the panel");
    assert!(row.contains_rect(target), "it flies to South's row {row:?}, not {target:?}");
    h.run_steps(1);
    assert!(malice(h.state()).view().animating(now(&h)), "the piece is still on its way");
    // The slide and the flight are over within a second and a half.
    h.run_steps(6);
    assert!(!malice(h.state()).view().animating(now(&h)));
    assert!(malice(h.state()).capture_in_flight().is_none(), "it has landed");
    h.get_by_label("North has taken nothing");
}

#[test]
fn four_players_see_the_teams_and_their_totals() {
    let mut h = harness(table(four_people()), LOW_WINDOW);
    h.run();
    for (from, to) in [("Lb2", "Lb3"), ("Lc7", "Ld6"), ("Rb2", "Rb3"), ("Rb7", "Ra6"), ("Lb1", "Lb7")] {
        click_move(&mut h, from, to);
    }
    h.run_steps(8);
    let top = |h: &Harness<'static, App>, label: &str| h.get_by_label(label).rect().top();
    let south = top(&h, "Team South: 1 pt");
    let north = top(&h, "Team North: 0 pts");
    let south_l = top(&h, "South-L has taken 1 piece: small (1 pt)");
    let south_r = top(&h, "South-R has taken nothing");
    let north_l = top(&h, "North-L has taken nothing");
    let north_r = top(&h, "North-R has taken nothing");
    assert!(south < south_l && south < south_r, "South's seats are listed under its team");
    assert!(south_l < north && south_r < north);
    assert!(north < north_l && north < north_r, "North's seats are listed under its team");
}

/// How many of `samples` points on the line from `a` to `b` that fall in the
/// gap between the two boards have a pixel of `colour` beside them.
fn in_gap_along(
    h: &Harness<'static, App>,
    image: &image::RgbaImage,
    [a, b]: [egui::Pos2; 2],
    colour: [u8; 3],
) -> usize {
    let (left, right) =
        (h.get_by_label("Ld4").rect().right() + 2.0, h.get_by_label("Ra4").rect().left() - 2.0);
    let samples = 200;
    (0..=samples)
        .map(|i| a.lerp(b, i as f32 / samples as f32))
        .filter(|p| (left..right).contains(&p.x))
        .filter(|p| {
            (-2..=2).any(|dx| {
                (-2..=2).any(|dy| near(pixel(image, *p + egui::vec2(dx as f32, dy as f32)), colour, 12))
            })
        })
        .count()
}

pub(crate) fn rgb(c: egui::Color32) -> [u8; 3] {
    [c.r(), c.g(), c.b()]
}

#[test]
fn the_last_move_is_plain_at_a_glance_in_the_movers_colour_in_both_themes() {
    use malice_table::games::malice::layout;
    use malice_table::ui::widgets::move_mark::SEAT_COLOURS;
    for theme in [egui::Theme::Light, egui::Theme::Dark] {
        let mut h = drawn(table(two_people()), LOW_WINDOW, theme);
        h.run();
        click_move(&mut h, "Lb2", "Lb3");
        h.run_steps(4);
        let image = h.render().expect("the window is drawn");
        let south = rgb(SEAT_COLOURS[0]);
        let from = h.get_by_label("Lb2").rect();
        // A frame of South's colour just inside the square it left.
        let band = 1.0 + (from.width() * 0.06).max(2.5) / 2.0;
        let frame = pixel(&image, egui::pos2(from.left() + band, from.center().y));
        assert!(near(frame, south, 12), "{theme:?}: the frame is {frame:?}, not South's {south:?}");
        // The square itself tinted with it, away from the arrow.
        let inside = pixel(&image, from.min + egui::vec2(from.width() * 0.25, from.height() * 0.2));
        let plain = layout::square_rgb("Lb2".parse().expect("square"));
        let tinted: [u8; 3] =
            std::array::from_fn(|i| (f32::from(plain[i]) * 0.62 + f32::from(south[i]) * 0.38).round() as u8);
        assert!(near(inside, tinted, 10), "{theme:?}: Lb2 is {inside:?}, not tinted {tinted:?}");
        // The dashed teleport arrow from Lb3 to Rc6 crosses the gap between the boards.
        let line = [h.get_by_label("Lb3").rect().center(), h.get_by_label("Rc6").rect().center()];
        assert!(in_gap_along(&h, &image, line, south) > 5, "{theme:?}: no teleport arrow across the gap");
    }
}

#[test]
fn the_hint_shows_where_the_piece_teleports_as_well_as_its_step() {
    use malice_table::ui::widgets::hint::HINT;
    let mut h = drawn(table(two_people()), LOW_WINDOW, egui::Theme::Dark);
    h.run_steps(2);
    h.key_press(Key::H);
    // The hint bot answers inline, in the frame that asks it.
    h.run_steps(1);
    let Some(Move::Step { to, .. }) = malice(h.state()).hint() else { panic!("a hint for a step came") };
    let hint = malice(h.state()).hint().expect("the hint");
    let landing = malice(h.state()).session().current().landing(&hint).expect("where it lands");
    assert_ne!(landing, to, "from the start every move teleports");
    h.run_steps(2);
    let image = h.render().expect("the window is drawn");
    let line = [
        h.get_by_label(&to.to_string()).rect().center(),
        h.get_by_label(&landing.to_string()).rect().center(),
    ];
    assert!(in_gap_along(&h, &image, line, rgb(HINT)) > 5, "the hint's teleport is drawn to {landing}");
}

/// A table of two people that speaks `language`, as its settings say.
fn speaking(language: malice_table::i18n::Language) -> Harness<'static, App> {
    let mut app = table(two_people());
    app.settings.language = Some(language);
    harness(app, LOW_WINDOW)
}

#[test]
fn a_refused_move_is_said_in_the_persons_language() {
    use malice_table::i18n::{self, Language};
    let cases = [
        (Language::German, "Die kleine Figur auf Lb2 erreicht Lb4 nicht", "Süd"),
        (Language::Portuguese, "A peça pequena em Lb2 não alcança Lb4", "Sul"),
    ];
    for (language, words, south) in cases {
        let mut h = speaking(language);
        h.run();
        // A small piece sent two squares: out of its reach.
        h.get_by_label("Lb2").click();
        h.run();
        h.get_by_label("Lb4").click();
        h.run();
        let screen = malice(h.state());
        let why = screen.refusal().expect("the move was refused").to_owned();
        assert!(why.starts_with(words), "{language:?}: {why}");
        let reason = screen.session().current().why_not("Lb2".parse().unwrap(), "Lb4".parse().unwrap());
        let reason = reason.expect("refused");
        assert_ne!(why, reason.to_string(), "not the engine's English");
        i18n::set(language);
        assert_eq!(why, <MaliceUi as ViewWords>::refusal(&reason));
        h.get_by_label(&why);
        // The side panel names the seats in the language too.
        assert!(h.get_all_by_label(south).next().is_some(), "{language:?}: no seat called {south}");
        assert_eq!(screen.session().history().cursor(), 0, "nothing was played");
        i18n::set(Language::English);
    }
}
