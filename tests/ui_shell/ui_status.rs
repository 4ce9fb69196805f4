//! What the top bar and the status line say, and when: a language switch
//! rewords the default seats and the status line (names a person typed
//! stay); "Saved to …" goes when the game leaves the table; Start asks
//! before replacing only progress not saved; Ctrl+O over an untouched
//! new-game dialog opens a save; and while a bot's move is still moving
//! on the board the person is not yet told it is their move.

use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use malice_table::core::{Level, Seat};
use malice_table::games::GameKind;
use malice_table::games::malice::{Players, QUIET_MOVE_LIMIT};
use malice_table::i18n::Language;
use malice_table::ui::App;
use malice_table::ui::file_dialog::DialogMode;
use malice_table::ui::malice::{MaliceScreen, MaliceSetup, MaliceUi};

use crate::harness::{WINDOW, builder_with, no_system_dialog, show};
use crate::scratch::Scratch;

/// `app` with the app's own file dialog (no system dialog can be shown in
/// a test) and frames `step` seconds apart, its first frames drawn.
fn stepped(app: App, step: f32) -> Harness<'static, App> {
    let dialogs = no_system_dialog(DialogMode::InApp, Scratch::new("status-start"));
    let mut h = show(builder_with(WINDOW, dialogs).with_step_dt(step), app.with_bots_inline());
    h.run_steps(4);
    h
}

/// A Malice table for `seats`.
fn malice(seats: Vec<Seat>) -> App {
    let setup = MaliceSetup { players: Players::Two, seats, quiet_limit: QUIET_MOVE_LIMIT };
    App::with_screen(MaliceScreen::new(setup, 7))
}

fn click(h: &mut Harness<'static, App>, label: &str) {
    h.get_all_by_label(label).next().unwrap_or_else(|| panic!("no control named {label:?}")).click();
    h.run_steps(6);
}

fn ctrl(h: &mut Harness<'static, App>, key: Key) {
    h.key_press_modifiers(Modifiers::COMMAND, key);
    h.run_steps(4);
}

fn seat_names(h: &Harness<'static, App>) -> Vec<String> {
    let screen = h.state().screen::<MaliceUi>().expect("the Malice screen");
    screen.session().seats.iter().map(|s| s.name.clone()).collect()
}

/// Plays the first legal move by the clicks the view names for it.
fn play_a_move(h: &mut Harness<'static, App>) {
    let tab = h.state().tab_screen(GameKind::Malice).expect("the tab");
    let clicks = tab.legal_clicks().into_iter().next().expect("a legal move");
    for label in clicks {
        click(h, &label);
    }
}

fn plies(h: &Harness<'static, App>) -> usize {
    h.state().tab_screen(GameKind::Malice).expect("the tab").plies()
}

fn shown(h: &Harness<'static, App>, words: &str) -> bool {
    h.query_all_by_label_contains(words).next().is_some()
}

/// Chooses `language` in the settings window, as a person does.
fn choose_language(h: &mut Harness<'static, App>, menu: &str, item: &str, row: &str, language: Language) {
    click(h, menu);
    click(h, item);
    // The group's tab bears the row's name.
    click(h, row);
    let list = h
        .get_all_by_label(row)
        .find(|n| n.accesskit_node().role() == egui::accesskit::Role::ComboBox)
        .expect("the language's list");
    list.click();
    h.run_steps(4);
    click(h, language.own_name());
    h.key_press(Key::Escape);
    h.run_steps(4);
}

#[test]
fn a_language_switch_rewords_the_default_seats_and_the_status_line() {
    let seats = vec![Seat::human("You"), Seat::bot("Club player bot", Level::Club)];
    let mut h = stepped(malice(seats), 0.25);
    let dir = Scratch::new("status-switch");
    let file = dir.join("game.ron");
    h.state_mut().save_to(&file);
    h.state_mut().open_path(&file);
    h.run_steps(4);
    assert!(shown(&h, "Opened "), "the top bar says the file was opened");
    assert!(shown(&h, "Club player bot"));

    choose_language(&mut h, "File", "Settings…", "Language", Language::Portuguese);
    assert_eq!(seat_names(&h), ["Você", "Bot Jogador de clube"], "the default names follow the language");
    let opened = format!("Aberto: {}", file.display());
    assert!(shown(&h, &opened), "the status line speaks Portuguese: {:?}", h.state().status_text());
    assert!(!shown(&h, "Opened "), "no English left in the top bar");
    // What a screen reader already heard (the live regions) stays as heard.
    let english: Vec<String> = h
        .root()
        .children_recursive()
        .map(|n| n.accesskit_node())
        .filter(|node| node.live() == egui::accesskit::Live::Off)
        .flat_map(|node| [node.label(), node.value()].into_iter().flatten().map(|t| t.to_string()))
        .filter(|text| text.contains("(You)") || text.contains("Club player bot"))
        .collect();
    assert!(english.is_empty(), "no English seat is left at the table: {english:?}");

    // To German and back: a name a person typed stays as typed.
    choose_language(&mut h, "Arquivo", "Configurações…", "Idioma", Language::German);
    assert_eq!(seat_names(&h), ["Du", "Vereinsspieler-Bot"]);
    assert!(shown(&h, &format!("Geöffnet: {}", file.display())));
}

#[test]
fn a_typed_name_stays_as_typed_when_the_language_changes() {
    let seats = vec![Seat::human("Ann"), Seat::bot("Robo", Level::Club)];
    let mut h = stepped(malice(seats), 0.25);
    choose_language(&mut h, "File", "Settings…", "Language", Language::German);
    assert_eq!(seat_names(&h), ["Ann", "Robo"]);
}

#[test]
fn saved_to_goes_when_a_new_game_or_another_tab_takes_the_table() {
    let mut h = stepped(malice(vec![Seat::human("Ann"), Seat::human("Bob")]), 0.25);
    let dir = Scratch::new("status-stale");
    let file = dir.join("game.ron");
    h.state_mut().save_to(&file);
    h.run_steps(2);
    assert!(shown(&h, "Saved to "), "the save is confirmed");
    // Moves of the same game leave it.
    click(&mut h, "Lb2");
    click(&mut h, "Lb3");
    assert!(shown(&h, "Saved to "));
    ctrl(&mut h, Key::N);
    click(&mut h, "Start");
    assert!(shown(&h, "Start a new game?"), "the move since the save would be lost");
    h.key_press(Key::Enter);
    h.run_steps(4);
    assert_eq!(plies(&h), 0, "a new game is at the table");
    assert!(!shown(&h, "Saved to "), "the new game was never saved");
    assert_eq!(h.state().status, None);

    h.state_mut().save_to(&file);
    h.run_steps(2);
    assert!(shown(&h, "Saved to "));
    click(&mut h, "Malefiz");
    assert!(!shown(&h, "Saved to "), "another game's tab was not saved");
}

#[test]
fn start_asks_only_over_progress_made_since_the_last_save() {
    let mut h = stepped(malice(vec![Seat::human("Ann"), Seat::human("Bob")]), 0.25);
    click(&mut h, "Lb2");
    click(&mut h, "Lb3");
    let dir = Scratch::new("status-asks");
    let file = dir.join("game.ron");
    h.state_mut().save_to(&file);
    h.run_steps(2);
    ctrl(&mut h, Key::N);
    click(&mut h, "Start");
    assert!(!shown(&h, "Start a new game?"), "nothing would be lost: the game was just saved");
    assert_eq!(plies(&h), 0, "the new game started at once");

    // A game opened from a file is kept there too.
    h.state_mut().open_path(&file);
    h.run_steps(4);
    assert_eq!(plies(&h), 1);
    ctrl(&mut h, Key::N);
    click(&mut h, "Start");
    assert!(!shown(&h, "Start a new game?"), "the game is what the file holds");

    // A move since the save is progress to lose: the question comes.
    h.state_mut().open_path(&file);
    h.run_steps(4);
    play_a_move(&mut h);
    assert_eq!(plies(&h), 2);
    ctrl(&mut h, Key::N);
    click(&mut h, "Start");
    assert!(shown(&h, "Start a new game?"), "the move since the save would be lost");
}

#[test]
fn ctrl_o_over_an_untouched_new_game_dialog_opens_a_save() {
    let mut h = stepped(malice(vec![Seat::human("Ann"), Seat::human("Bob")]), 0.25);
    ctrl(&mut h, Key::N);
    assert!(h.state().current().is_some_and(|t| t.dialog_open()), "Ctrl+N opened the dialog");
    ctrl(&mut h, Key::O);
    assert!(!h.state().current().is_some_and(|t| t.dialog_open()), "the new-game dialog made way");
    assert!(shown(&h, "Open a saved game"), "Ctrl+O was not swallowed: the open dialog is up");

    // The question over a game in progress keeps the keys until answered.
    h.key_press(Key::Escape);
    h.run_steps(4);
    click(&mut h, "Lb2");
    click(&mut h, "Lb3");
    ctrl(&mut h, Key::N);
    click(&mut h, "Start");
    assert!(shown(&h, "Start a new game?"));
    ctrl(&mut h, Key::O);
    assert!(shown(&h, "Start a new game?"), "the question waits for its answer");
    assert!(!shown(&h, "Open a saved game"));
}

#[test]
fn the_status_says_the_bot_moves_until_its_piece_lands() {
    // The bot sits South and moves first, at once (inline); its piece
    // takes half a second to land, in frames a twentieth apart.
    let seats = vec![Seat::bot("Newcomer bot", Level::Newcomer), Seat::human("Ann")];
    let mut h = stepped(malice(seats), 0.05);
    let told = |h: &Harness<'static, App>| h.query_all_by_label("North (Ann) to move").next().is_some();
    assert_eq!(plies(&h), 1, "the bot has moved");
    let mut moving_frames = 0;
    for _ in 0..40 {
        if !shown(&h, "South (Newcomer bot) is moving…") {
            break;
        }
        moving_frames += 1;
        assert!(!told(&h), "while the bot's piece moves, nobody is told to move");
        h.step();
    }
    assert!(moving_frames > 0, "the status said the bot was moving");
    assert!(told(&h), "once it has landed, the person is told to move");
}

#[test]
fn a_save_with_english_default_seats_opens_in_the_language_shown() {
    let seats = vec![Seat::human("You"), Seat::bot("Club player bot", Level::Club)];
    let mut h = stepped(malice(seats), 0.25);
    let dir = Scratch::new("status-opened-in-german");
    let file = dir.join("game.ron");
    h.state_mut().save_to(&file);
    h.state_mut().settings.language = Some(Language::German);
    h.run_steps(2);
    h.state_mut().open_path(&file);
    h.run_steps(4);
    assert_eq!(seat_names(&h), ["Du", "Vereinsspieler-Bot"], "the save's default names in German");
    assert!(!shown(&h, "Club player bot"));
}
