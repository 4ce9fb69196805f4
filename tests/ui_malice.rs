//! The Malice tab driven through its real UI (AccessKit), headless.

use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::core::{Game, Level, Seat};
use malice_table::games::malice::{Move, Players, QUIET_MOVE_LIMIT, Square};
use malice_table::ui::App;
use malice_table::ui::malice::{MaliceScreen, MaliceSetup, MaliceUi};
use malice_table::ui::screen::GameTab;

fn setup(seats: Vec<Seat>) -> MaliceSetup {
    MaliceSetup { players: Players::Two, seats, quiet_limit: QUIET_MOVE_LIMIT }
}

fn harness(setup: MaliceSetup) -> Harness<'static, App> {
    let app = App::with_screen(MaliceScreen::new(setup, 7));
    Harness::builder()
        .with_size(egui::vec2(1280.0, 820.0))
        .with_context_setup(App::install_loaders)
        .build_ui_state(|ui, app: &mut App| app.show(ui), app.with_bots_inline())
}

fn two_people() -> MaliceSetup {
    setup(vec![Seat::human("Ann"), Seat::human("Bob")])
}

fn piece(app: &App, square: &str) -> bool {
    let sq: Square = square.parse().expect("square name");
    app.screen::<MaliceUi>().expect("the malice screen").session().current().piece_at(sq).is_some()
}

#[test]
fn click_click_plays_a_move_and_logs_it() {
    let mut h = harness(two_people());
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
    let mut h = harness(two_people());
    h.run();
    let from = h.get_by_label("Lc2").rect().center();
    let to = h.get_by_label("Lc3").rect().center();
    h.drag_at(from);
    h.run();
    h.hover_at(from + (to - from) * 0.5);
    h.run();
    h.hover_at(to);
    h.run();
    h.drop_at(to);
    h.run();
    let app = h.state();
    assert_eq!(app.screen::<MaliceUi>().expect("the malice screen").session().history().cursor(), 1);
    assert!(piece(app, "Rb6"), "Lc3 teleports to Rb6");
}

#[test]
fn undo_takes_the_move_back_and_redo_replays_it() {
    let mut h = harness(two_people());
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
    let mut h = harness(two_people());
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
    let mut h = harness(two_people());
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
    let mut h = harness(setup(vec![Seat::human("Ann"), Seat::bot("Bot", Level::Easy)]));
    h.run();
    h.get_by_label("Lb2").click();
    h.run();
    h.get_by_label("Lb3").click();
    // The bot's spinner keeps repainting: step instead of waiting to settle.
    h.run_steps(2);
    // Give the bot's thread time to answer.
    for _ in 0..200 {
        if h.state().screen::<MaliceUi>().expect("the malice screen").session().history().cursor() == 2 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
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
    let mut h = harness(two_people());
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
        seats: vec![Seat::human("Ann"), Seat::bot("Bot", Level::Easy)],
        quiet_limit: 8,
    };
    let mut h = harness(short);
    h.run();
    for _ in 0..400 {
        if h.state().screen::<MaliceUi>().expect("the malice screen").session().current().outcome().is_some()
        {
            break;
        }
        if h.state().screen::<MaliceUi>().expect("the malice screen").session().human_to_move() {
            click_first_legal_move(&mut h);
        } else {
            std::thread::sleep(std::time::Duration::from_millis(10));
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
    let dir = std::env::temp_dir().join(format!("malice-table-ui-export-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut h = harness(two_people());
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
    // The boards are written on a worker thread; the window keeps drawing.
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
    let _ = std::fs::remove_dir_all(&dir);
}

/// The cursor column across both boards drawn side by side (L then R).
fn column(sq: Square) -> i32 {
    sq.board().index() as i32 * 4 + i32::from(sq.file())
}

/// Presses the arrows that walk the keyboard cursor from `from` to `to`.
fn walk(h: &mut Harness<'static, App>, from: Square, to: Square) {
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
    let mut h = harness(two_people());
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
    let mut h = harness(two_people());
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
    let mut h = harness(two_people());
    h.run();
    h.get_by_label("Help").click();
    h.run_steps(3);
    h.get_by_label("Keyboard controls").click();
    h.run_steps(3);
    h.get_by_label_contains("Move the board cursor");
    h.get_by_label("Roll the die (Malefiz)");
}

#[test]
fn a_new_game_asks_at_start_when_a_game_is_under_way() {
    let mut h = harness(two_people());
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
