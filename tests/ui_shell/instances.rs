//! Two windows over one data folder, and what a window keeps between
//! launches: the autosaves have one owner, both windows' games survive,
//! and the window's place, size and tab come back.

use malice_table::games::GameKind;
use malice_table::store::Paths;
use malice_table::store::save::SaveFile;
use malice_table::ui::App;
use malice_table::ui::app::TAB_KEY;
use malice_table::ui::malice::MaliceUi;

use crate::fixtures::malice_after;
use crate::harness::{LOW_WINDOW, harness};
use crate::memory::Memory;
use crate::scratch::Scratch;

fn autosaved_moves(paths: &Paths) -> usize {
    let text = std::fs::read_to_string(paths.autosave_file(GameKind::Malice)).expect("an autosave");
    SaveFile::parse(&text).expect("a save").moves.len()
}

fn malice_cursor(app: &App) -> usize {
    app.screen::<MaliceUi>().expect("the Malice screen").session().history().cursor()
}

#[test]
fn a_second_window_leaves_the_autosaves_to_the_first_and_both_games_survive() {
    let dir = Scratch::new("instances-two");
    let paths = Paths::under(&dir);
    let mut first = App::with_storage(paths.clone());
    assert!(first.owns_autosaves());
    let mut second = App::with_storage(paths.clone());
    assert!(!second.owns_autosaves(), "the first window holds the data folder");
    assert!(second.notices.iter().any(|n| n.contains("Another Malice Table window is open")), "it says so");

    // A move (or a few) in each window, and a frame each to autosave.
    first.put_screen(malice_after(4, 1));
    second.put_screen(malice_after(6, 2));
    let mut first = harness(first, LOW_WINDOW);
    let mut second = harness(second, LOW_WINDOW);
    first.step();
    second.step();
    assert_eq!(autosaved_moves(&paths), 4, "the owner's game is the autosave, never overwritten");

    // The second window's game is still there, and Save… keeps it.
    assert_eq!(malice_cursor(second.state()), 6);
    let kept = dir.join("second.ron");
    second.state_mut().save_to(&kept);
    let text = std::fs::read_to_string(&kept).expect("saved");
    assert_eq!(SaveFile::parse(&text).expect("a save").moves.len(), 6);

    // Closing the first window frees the folder: the next launch owns it
    // and brings back the first window's game.
    drop(first);
    let third = App::with_storage(paths.clone());
    assert!(third.owns_autosaves());
    assert_eq!(malice_cursor(&third), 4);
    drop(second);
}

/// A save double-clicked while a window is open starts a second window
/// (`App::new` opens its argument after taking the data folder's lock):
/// the save opens there, in memory, and the first window's autosave of
/// that game is left alone.
#[test]
fn a_save_double_clicked_while_a_window_is_open_opens_in_a_second_window_kept_in_memory() {
    let dir = Scratch::new("instances-double-click");
    let paths = Paths::under(&dir);
    let mut first = App::with_storage(paths.clone());
    first.put_screen(malice_after(4, 1));
    let mut first = harness(first, LOW_WINDOW);
    first.step();
    assert_eq!(autosaved_moves(&paths), 4);
    let file = dir.join("double-clicked.malicetable");
    let mut elsewhere = App::default();
    elsewhere.put_screen(malice_after(8, 3));
    elsewhere.save_to(&file);

    let mut second = App::with_storage(paths.clone());
    second.open_path(&file);
    assert!(!second.owns_autosaves());
    assert_eq!(second.tab, GameKind::Malice);
    assert_eq!(malice_cursor(&second), 8, "the save is on the second window's table");
    let [notice] = second.notices.as_slice() else { panic!("one notice: {:?}", second.notices) };
    assert!(notice.contains("The games in this window are not autosaved"), "{notice}");

    // Played on in the second window: the autosave stays the first's game.
    second.put_screen(malice_after(10, 3));
    let mut second = harness(second, LOW_WINDOW);
    second.step();
    first.step();
    assert_eq!(autosaved_moves(&paths), 4, "the first window's game is not replaced by the save");
    assert_eq!(malice_cursor(first.state()), 4, "nor is the first window's table");
    // Save… over the file keeps what was played there.
    second.state_mut().save_to(&file);
    let text = std::fs::read_to_string(&file).expect("saved");
    assert_eq!(SaveFile::parse(&text).expect("a save").moves.len(), 10);
}

#[test]
fn the_tab_last_shown_comes_back_on_the_next_launch() {
    let mut storage = Memory::default();
    let mut closing = App::default();
    closing.tab = GameKind::Spite;
    eframe::App::save(&mut closing, &mut storage);
    let mut next = App::default();
    assert_eq!(next.tab, GameKind::Malice);
    next.restore_window_state(&storage);
    assert_eq!(next.tab, GameKind::Spite);

    // Anything else in that key leaves the first tab.
    eframe::Storage::set_string(&mut storage, TAB_KEY, "chess".into());
    let mut other = App::default();
    other.restore_window_state(&storage);
    assert_eq!(other.tab, GameKind::Malice);
}

#[test]
fn an_autosave_from_before_the_state_folder_is_found_and_moved_by_the_lock_holder() {
    use malice_table::store::lock::{self, Claim};
    use malice_table::ui::screen::GameTab;
    let dir = Scratch::new("instances-old-autosave");
    let paths = Paths::under(&dir);
    let (old, new) = (paths.old_autosave_file(GameKind::Malice), paths.autosave_file(GameKind::Malice));
    std::fs::create_dir_all(old.parent().expect("a folder")).expect("folder");
    std::fs::write(&old, malice_after(3, 5).to_save().expect("a save").to_ron()).expect("written");

    // An older version, running, holds the data folder: a new window shows
    // the old autosave where it is and moves nothing under it.
    let older = lock::claim(&paths.data).expect("claim");
    assert!(matches!(older, Claim::Owner(_)));
    let beside = App::with_storage(paths.clone());
    assert!(!beside.owns_autosaves(), "the older version holds the autosaves");
    assert_eq!(malice_cursor(&beside), 3);
    assert!(old.exists() && !new.exists(), "nothing moved under another window");
    drop(beside);
    drop(older);

    // Alone, the window moves it to the state folder: one copy is left.
    let alone = App::with_storage(paths.clone());
    assert!(alone.owns_autosaves());
    assert_eq!(malice_cursor(&alone), 3);
    assert!(!old.exists(), "no copy is left in the data folder");
    assert!(new.exists(), "the autosave is in the state folder");
    let mut alone = harness(alone, LOW_WINDOW);
    alone.step();
    assert_eq!(autosaved_moves(&paths), 3);
}

#[test]
fn the_window_keeps_its_size_and_place_in_the_state_folder() {
    let dir = Scratch::new("instances-window");
    let paths = Paths::under(&dir);
    let options = malice_table::ui::native_options(Some(&paths));
    assert!(options.persist_window, "size, place and maximised state are kept");
    let file = options.persistence_path.expect("a file of our own");
    assert!(file.starts_with(&paths.state), "{} is under the state folder", file.display());
}
