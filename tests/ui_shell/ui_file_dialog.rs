//! The app's own file dialog, where the system's cannot be shown: Save,
//! Open and the export folder through it, Cancel changing nothing, keys
//! not reaching the board, a notice when no dialog can be shown, and a
//! fresh game of every game saved and opened again.

use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use malice_table::core::Seat;
use malice_table::games::GameKind;
use malice_table::games::malefiz::{Malefiz, Phase};
use malice_table::games::spite::Rules;
use malice_table::store::SaveFile;
use malice_table::store::settings::{AnimationSpeed, Opponent};
use malice_table::ui::App;
use malice_table::ui::file_dialog::DialogMode;
use malice_table::ui::malefiz::{MalefizScreen, MalefizUi};
use malice_table::ui::malice::MaliceUi;
use malice_table::ui::screen::GameTab;
use malice_table::ui::spite::{SpiteScreen, SpiteSetup};
use std::path::Path;
use std::time::{Duration, Instant};

use crate::harness::{WINDOW, builder_with, no_system_dialog, show};
use crate::scratch::Scratch;
use crate::ui_accessibility::ann_and_bob;

/// The app in a context where the system's dialog cannot be shown, in
/// `mode`; the app's own dialog starts in `dir/start`, not in the home folder.
fn dialogs_in(app: App, mode: DialogMode, dir: &Path) -> Harness<'static, App> {
    let start = dir.join("start");
    std::fs::create_dir_all(&start).expect("a start folder");
    show(builder_with(WINDOW, no_system_dialog(mode, start)), app.with_bots_inline())
}

fn malice(mode: DialogMode, dir: &Path) -> Harness<'static, App> {
    dialogs_in(ann_and_bob(), mode, dir)
}

/// An empty folder of this test's own, with an empty sub-folder `saves`.
fn scratch(test: &str) -> Scratch {
    let dir = Scratch::new(&format!("dialog-{test}"));
    std::fs::create_dir_all(dir.join("saves")).expect("a scratch folder");
    dir
}

fn moves(h: &Harness<'static, App>) -> usize {
    h.state().screen::<MaliceUi>().expect("the malice screen").session().history().cursor()
}

fn play_a_move(h: &mut Harness<'static, App>) {
    h.get_by_label("Lb2").click();
    h.run();
    h.get_by_label("Lb3").click();
    h.run();
    assert_eq!(moves(h), 1);
}

/// Types `text` into the dialog's field `label` (replacing what is there)
/// and presses Enter in it. The dialog's field is the last of that name
/// (the export window under it has a "Folder" field too).
fn type_and_enter(h: &mut Harness<'static, App>, label: &str, text: &str) {
    let field = || h.get_all_by_label(label).last().unwrap_or_else(|| panic!("no field {label:?}"));
    field().focus();
    h.run();
    let field = || h.get_all_by_label(label).last().unwrap_or_else(|| panic!("no field {label:?}"));
    field().set_text_value_accesskit(text);
    h.run();
    h.key_press(Key::Enter);
    h.run();
}

/// Clicks the last control named `label` (the dialog is drawn after the
/// toolbar's button of the same name).
fn click_last(h: &mut Harness<'static, App>, label: &str) {
    h.get_all_by_label(label).last().unwrap_or_else(|| panic!("no control named {label:?}")).click();
    h.run();
}

fn dialog_shown(h: &Harness<'static, App>, title: &str) -> bool {
    h.query_all_by_label(title).next().is_some()
}

/// Ctrl+S, then in the app's own dialog: go to `dir`, into `saves/`, type
/// the name and save.
fn save_through_the_dialog(h: &mut Harness<'static, App>, dir: &Path, name: &str) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert!(dialog_shown(h, "Save the game"), "the app's own dialog stands in for the system's");
    type_and_enter(h, "Folder", &dir.display().to_string());
    click_last(h, "saves/");
    assert_eq!(
        h.get_by_label("Folder").value().as_deref(),
        Some(dir.join("saves").display().to_string().as_str())
    );
    h.get_by_label("File name").set_text_value_accesskit(name);
    h.run();
    click_last(h, "Save");
}

#[test]
fn save_without_a_native_dialog_writes_the_file_and_it_opens_again() {
    let dir = scratch("save");
    let mut h = malice(DialogMode::Auto, &dir);
    h.run();
    play_a_move(&mut h);
    save_through_the_dialog(&mut h, &dir, "first game");
    let saved = dir.join("saves").join("first game.malicetable");
    assert!(saved.is_file(), "the game was written to {}", saved.display());
    assert!(!dialog_shown(&h, "Save the game"), "the dialog closed");
    assert!(h.state().notices.is_empty(), "{:?}", h.state().notices);

    // Back to the start, then Open the file through the same dialog.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(moves(&h), 0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    assert!(dialog_shown(&h, "Open a saved game"));
    assert_eq!(
        h.get_by_label("Folder").value().as_deref(),
        Some(dir.join("saves").display().to_string().as_str()),
        "it opens in the folder last used"
    );
    click_last(&mut h, "first game.malicetable");
    click_last(&mut h, "Open");
    assert!(!dialog_shown(&h, "Open a saved game"));
    assert!(h.state().notices.is_empty(), "{:?}", h.state().notices);
    assert_eq!(moves(&h), 1, "the saved game came back");
    let screen = h.state().screen::<MaliceUi>().expect("the malice screen");
    assert!(!screen.can_redo(), "as saved, not as undone");
}

#[test]
fn cancel_writes_nothing_and_says_nothing() {
    let dir = scratch("cancel");
    let mut h = malice(DialogMode::InApp, &dir);
    h.run();
    play_a_move(&mut h);
    for close in ["Cancel", "Escape"] {
        h.key_press_modifiers(Modifiers::COMMAND, Key::S);
        h.run();
        type_and_enter(&mut h, "Folder", &dir.join("saves").display().to_string());
        h.get_by_label("File name").set_text_value_accesskit("kept");
        h.run();
        match close {
            "Cancel" => click_last(&mut h, "Cancel"),
            _ => {
                h.key_press(Key::Escape);
                h.run();
            }
        }
        assert!(!dialog_shown(&h, "Save the game"), "{close} closed the dialog");
        let written: Vec<_> = std::fs::read_dir(dir.join("saves")).expect("the folder").collect();
        assert!(written.is_empty(), "{close} wrote nothing");
        assert!(h.state().notices.is_empty(), "{close}: no notice: {:?}", h.state().notices);
        assert_eq!(h.state().status, None, "{close}: no status line");
        assert_eq!(moves(&h), 1, "{close}: the game is as it was");
    }
}

#[test]
fn keys_typed_in_the_dialog_do_not_reach_the_board() {
    let dir = scratch("keys");
    let game = Malefiz::classic_start(5);
    let seats = vec![Seat::human("Ann"), Seat::human("Bob")];
    let app = App::with_screen(MalefizScreen::with_game(game, seats, 5));
    let mut h = dialogs_in(app, DialogMode::InApp, &dir);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert!(dialog_shown(&h, "Save the game"));
    // Space rolls the die on the board; here it is part of a name.
    h.get_by_label("File name").focus();
    h.run();
    h.key_press(Key::Space);
    h.run();
    h.key_press(Key::H);
    h.run();
    let phase = h.state().screen::<MalefizUi>().expect("the malefiz screen").session().current().phase();
    assert_eq!(phase, Phase::Roll, "the die was not rolled");
    assert!(h.state().status.is_none() && h.state().notices.is_empty());
    // Ctrl+S again does not open a second dialog over the first.
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert_eq!(h.query_all_by_label("Save the game").count(), 1);
}

#[test]
fn a_malefiz_map_is_opened_in_the_app_dialog_without_starting_the_game() {
    let dir = scratch("map");
    std::fs::copy("assets/malefiz/fast.map", dir.join("saves").join("mine.map")).expect("a map");
    let game = Malefiz::classic_start(5);
    let seats = vec![Seat::human("Ann"), Seat::human("Bob")];
    let app = App::with_screen(MalefizScreen::with_game(game, seats, 5));
    let mut h = dialogs_in(app, DialogMode::InApp, &dir);
    h.run();
    click_last(&mut h, "New game");
    click_last(&mut h, "Open map…");
    assert!(dialog_shown(&h, "Open a Malefiz board map"));
    type_and_enter(&mut h, "Folder", &dir.join("saves").display().to_string());
    // The file is picked from the keyboard: focus it, Enter.
    h.get_by_label("mine.map").focus();
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert!(!dialog_shown(&h, "Open a Malefiz board map"), "Enter on the file opened it");
    assert!(h.query_by_label("Start").is_some(), "the same Enter did not start the game");
    h.get_by_label("mine");
    click_last(&mut h, "Cancel");
}

#[test]
fn the_export_folder_is_chosen_in_the_app_dialog() {
    let dir = scratch("export");
    let mut h = malice(DialogMode::Auto, &dir);
    h.run();
    click_last(&mut h, "File");
    click_last(&mut h, "Export printable boards…");
    // The sheets' words in another language than the table's.
    let language =
        h.get_all_by_label("Language").find(|n| n.accesskit_node().role() == egui::accesskit::Role::ComboBox);
    language.expect("the sheets' language").click();
    h.run_steps(4);
    click_last(&mut h, "Português (Brasil)");
    click_last(&mut h, "Choose a folder and export…");
    assert!(dialog_shown(&h, "Export printable boards into"));
    type_and_enter(&mut h, "Folder", &dir.display().to_string());
    click_last(&mut h, "saves/");
    // The boards are written on a worker thread of their own, under a
    // spinner; no test switch makes it inline, so the loop below waits for
    // its answer, bounded.
    h.get_all_by_label("Choose this folder").last().expect("the dialog's button").click();
    h.run_steps(2);
    assert!(!dialog_shown(&h, "Export printable boards into"));
    let deadline = Instant::now() + Duration::from_secs(300);
    while h.query_by_label_contains("Written:").is_none() {
        assert!(Instant::now() < deadline, "the export finished");
        assert!(h.query_by_label_contains("Nothing written").is_none(), "the export failed");
        std::thread::sleep(Duration::from_millis(50));
        h.run_steps(1);
    }
    assert!(dir.join("saves").join("malice.png").is_file());
    let classic = std::fs::read(dir.join("saves").join("malefiz-classic.png")).expect("the classic board");
    let reader = png::Decoder::new(std::io::Cursor::new(classic)).read_info().expect("a PNG");
    let title =
        reader.info().utf8_text.iter().find(|chunk| chunk.keyword == "Title").and_then(|c| c.get_text().ok());
    assert_eq!(title.as_deref(), Some("Malefiz · tabuleiro clássico"), "printed in the language chosen");
    h.get_by_label("File");
}

#[test]
fn a_notice_says_why_when_no_dialog_can_be_shown() {
    let dir = scratch("notice");
    let mut h = malice(DialogMode::NativeOnly, &dir);
    h.run();
    click_last(&mut h, "Save");
    let notice = h.state().notices.first().cloned().unwrap_or_default();
    assert!(notice.contains("No file dialog can be shown"), "{notice:?}");
    assert!(notice.contains("libdbus (libdbus-1.so.3)"), "it says why: {notice:?}");
    assert!(notice.contains("MALICE_TABLE_FILE_DIALOG"), "and what to do: {notice:?}");
    h.get_by_label_contains("No file dialog can be shown");
}

/// The tab shown's game as a save.
fn shown_save(h: &Harness<'static, App>) -> SaveFile {
    h.state().current().expect("a screen").to_save().expect("saveable")
}

/// Clicks the first control named `label` (the toolbar's, the tab's).
fn click_first(h: &mut Harness<'static, App>, label: &str) {
    h.get_all_by_label(label).next().unwrap_or_else(|| panic!("no control named {label:?}")).click();
    h.run();
}

/// A fresh game of every game (no move yet), between two people, saved
/// through the toolbar's Save; an app whose games are set up otherwise
/// (against bots) opens it through its toolbar's Open: the same game, with
/// its seats and options, and still no move.
#[test]
fn a_fresh_game_of_every_game_is_saved_from_the_toolbar_and_opens_again() {
    let dir = scratch("fresh");
    // Without animations, each click settles within a few frames; Start
    // replaces the first game (which a bot may have begun) without asking.
    let still = |opponent: Opponent| {
        let mut app = App::default();
        app.settings.opponent = opponent;
        app.settings.animation = AnimationSpeed::Off;
        app.settings.confirm_new_game = false;
        app.apply_settings();
        app
    };
    let mut h = dialogs_in(still(Opponent::Human), DialogMode::InApp, &dir);
    let mut other = dialogs_in(still(Opponent::Bot), DialogMode::InApp, &dir);
    h.run();
    other.run();
    for kind in GameKind::ALL {
        click_first(&mut h, kind.title());
        click_first(&mut h, "New game");
        click_last(&mut h, "Start");
        let fresh = shown_save(&h);
        assert!(fresh.moves.is_empty(), "{kind:?}: the game is fresh: {fresh:?}");
        click_first(&mut h, "Save");
        assert!(dialog_shown(&h, "Save the game"), "{kind:?}: Save on a fresh game asks where");
        type_and_enter(&mut h, "Folder", &dir.join("saves").display().to_string());
        let name = format!("fresh {}", kind.file_stem());
        h.get_by_label("File name").set_text_value_accesskit(&name);
        h.run();
        click_last(&mut h, "Save");
        assert!(h.state().notices.is_empty(), "{kind:?}: {:?}", h.state().notices);
        let path = dir.join("saves").join(format!("{name}.malicetable"));
        let written = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{kind:?}: {e}"));
        assert_eq!(SaveFile::parse(&written).expect("a save"), fresh, "{kind:?}: the file holds the game");

        click_first(&mut other, kind.title());
        assert_ne!(shown_save(&other).seats, fresh.seats, "{kind:?}: the other app seats bots");
        click_first(&mut other, "Open");
        type_and_enter(&mut other, "Folder", &dir.join("saves").display().to_string());
        click_last(&mut other, &format!("{name}.malicetable"));
        click_last(&mut other, "Open");
        assert!(other.state().notices.is_empty(), "{kind:?}: {:?}", other.state().notices);
        assert_eq!(other.state().tab, kind);
        assert_eq!(shown_save(&other), fresh, "{kind:?}: the same fresh game, seats and options");
    }
}

/// A Spite & Malice game dealt by hand, which no save can rebuild: the
/// toolbar's Save says why on hover; Ctrl+S and a click say why in a
/// notice and open no dialog.
#[test]
fn save_says_why_where_a_save_cannot_rebuild_the_game() {
    let dir = scratch("setup");
    let setup = SpiteSetup { seats: vec![Seat::human("Ann"), Seat::human("Bob")], rules: Rules::default() };
    let app = App::with_screen(SpiteScreen::with_game(setup, crate::fixtures::ann_to_move(), 3));
    let mut h = dialogs_in(app, DialogMode::InApp, &dir);
    h.run();
    h.get_all_by_label("Save").next().expect("the toolbar's Save").hover();
    h.run_steps(4);
    h.get_by_label_contains("which saves do not hold");
    let why = "This game cannot be saved: this game began from a set-up position";
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert!(!dialog_shown(&h, "Save the game"), "Ctrl+S opens no dialog");
    let notice = h.state_mut().notices.pop().unwrap_or_default();
    assert!(notice.starts_with(why), "Ctrl+S says why: {notice:?}");
    h.run();
    click_first(&mut h, "Save");
    assert!(!dialog_shown(&h, "Save the game"), "Save opens no dialog");
    let notice = h.state().notices.first().cloned().unwrap_or_default();
    assert!(notice.starts_with(why), "Save says why: {notice:?}");
}
