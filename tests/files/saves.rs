//! Saves, autosave, settings and statistics, through the app as a player
//! would meet them (files on disk, the real tabs), headless.

use egui_kittest::kittest::Queryable;
use malice_table::core::{Game, Level, Rng, Seat};
use malice_table::games::GameKind;
use malice_table::games::malice::{self, Malice};
use malice_table::store::save::SaveFile;
use malice_table::store::{Paths, Settings, Stats};
use malice_table::ui::App;
use malice_table::ui::malefiz::{BoardChoice, MalefizScreen, MalefizSetup, MalefizUi};
use malice_table::ui::malice::{MaliceScreen, MaliceSetup, MaliceUi};
use malice_table::ui::screen::GameTab;
use malice_table::ui::spite::{SpiteScreen, SpiteSetup, SpiteUi};
use std::path::{Path, PathBuf};

use crate::harness::{LOW_WINDOW, harness};
use crate::scratch::Scratch;

fn people(n: usize) -> Vec<Seat> {
    (0..n).map(|i| Seat::human(format!("P{i}"))).collect()
}

/// Plays `n` random legal moves in a tab's game by way of a save: the save
/// with its moves appended is loaded back (the engine checks every one).
fn advance<T: GameTab>(tab: &mut T, n: usize, seed: u64, moves_of: impl Fn(&T) -> Vec<String>) {
    let mut rng = Rng::seeded(seed);
    for _ in 0..n {
        let candidates = moves_of(tab);
        if candidates.is_empty() {
            break;
        }
        let pick = candidates[(rng.next_u64() % candidates.len() as u64) as usize].clone();
        let mut save = tab.to_save().expect("saveable");
        save.moves.push(pick);
        tab.load_save(&save).expect("a legal move");
    }
}

fn malice_moves(tab: &MaliceScreen) -> Vec<String> {
    tab.session().current().legal_move_list().iter().map(|m| m.to_string()).collect()
}

fn malefiz_moves(tab: &MalefizScreen) -> Vec<String> {
    tab.session().current().legal_move_list().iter().map(|m| m.to_string()).collect()
}

fn spite_moves(tab: &SpiteScreen) -> Vec<String> {
    let state = tab.session().current();
    state
        .legal_move_list()
        .iter()
        .map(|m| <malice_table::games::spite::Spite as malice_table::games::Saves>::write_move(state, m))
        .collect()
}

/// A save written as text and read back gives the same save, and loading it
/// into a fresh tab gives the same game: position, log and undo history.
fn assert_round_trip<T: GameTab>(tab: &T, fresh: &mut T, same: impl Fn(&T, &T)) {
    let save = tab.to_save().expect("saveable");
    let text = save.to_ron();
    let read = SaveFile::parse(&text).expect("reads back");
    assert_eq!(read, save);
    fresh.load_save(&read).expect("loads");
    same(tab, fresh);
    assert_eq!(fresh.to_save().expect("saveable"), save);
}

#[test]
fn a_malice_game_round_trips_with_its_log_and_undo_history() {
    let setup = MaliceSetup { seats: people(2), ..MaliceSetup::default() };
    let mut tab = MaliceScreen::new(setup.clone(), 1);
    advance(&mut tab, 40, 7, malice_moves);
    let mut fresh = MaliceScreen::new(setup, 2);
    assert_round_trip(&tab, &mut fresh, |a, b| {
        let (ha, hb) = (a.session().history(), b.session().history());
        assert_eq!(ha.cursor(), 40);
        assert_eq!(hb.cursor(), ha.cursor());
        assert!(a.session().current() == b.session().current());
        for (pa, pb) in ha.played().iter().zip(hb.played()) {
            assert_eq!(pa.log, pb.log);
        }
        assert!(b.can_undo(), "the undo history came back");
    });
}

#[test]
fn a_malefiz_game_round_trips_with_its_dice() {
    let setup = MalefizSetup {
        board: BoardChoice::Fast,
        seats: [Some(Seat::human("A")), Some(Seat::human("B")), None, Some(Seat::human("C"))],
        first: None,
    };
    let mut tab = MalefizScreen::new(setup.clone(), 5);
    advance(&mut tab, 60, 3, malefiz_moves);
    let mut fresh = MalefizScreen::new(MalefizSetup::default(), 9);
    assert_round_trip(&tab, &mut fresh, |a, b| {
        assert!(a.session().current() == b.session().current(), "same position and the same die to come");
        assert_eq!(b.session().history().cursor(), a.session().history().cursor());
        assert_eq!(b.session().seats, a.session().seats);
    });
}

#[test]
fn a_spite_game_round_trips_with_the_match() {
    let setup = SpiteSetup { seats: people(2), ..SpiteSetup::default() };
    let mut tab = SpiteScreen::new(setup.clone(), 4);
    advance(&mut tab, 50, 11, spite_moves);
    let mut fresh = SpiteScreen::new(setup, 8);
    assert_round_trip(&tab, &mut fresh, |a, b| {
        assert_eq!(a.session().current(), b.session().current());
        assert_eq!(a.match_record(), b.match_record());
    });
}

fn saved_malice_game(dir: &Path) -> PathBuf {
    let setup = MaliceSetup { seats: people(2), ..MaliceSetup::default() };
    let mut tab = MaliceScreen::new(setup, 1);
    advance(&mut tab, 30, 5, malice_moves);
    let path = dir.join("game.ron");
    std::fs::write(&path, tab.to_save().expect("saveable").to_ron()).expect("write");
    path
}

/// Opens `text` as a save in an app with a game in progress and returns the
/// message shown; the game in progress must be untouched.
fn refused(name: &str, text: &[u8]) -> String {
    let dir = Scratch::new(&format!("saves-{name}"));
    let path = dir.join("bad.ron");
    std::fs::write(&path, text).expect("write");
    let mut app =
        App::with_screen(MaliceScreen::new(MaliceSetup { seats: people(2), ..MaliceSetup::default() }, 3));
    advance(app.screen_mut::<MaliceUi>().expect("the malice screen"), 6, 1, malice_moves);
    let before = app.screen::<MaliceUi>().expect("the malice screen").to_save().expect("saveable");
    app.open_path(&path);
    assert_eq!(
        app.screen::<MaliceUi>().expect("the malice screen").to_save().expect("saveable"),
        before,
        "the game in progress stays as it was"
    );
    assert_eq!(app.notices.len(), 1, "{:?}", app.notices);
    app.notices.remove(0)
}

#[test]
fn a_file_that_is_not_a_save_is_refused_with_a_message() {
    let message = refused("not-a-save", b"Dear diary, today I played Malice.");
    assert!(message.contains("is not a Malice Table save"), "{message}");
    let binary = refused("binary", &[0, 159, 146, 150, 1, 2]);
    assert!(binary.contains("not a Malice Table save"), "{binary}");
}

#[test]
fn a_truncated_save_is_refused_as_cut_short() {
    let dir = Scratch::new("saves-truncated-source");
    let text = std::fs::read(saved_malice_game(&dir)).expect("read");
    let message = refused("truncated", &text[..text.len() * 2 / 3]);
    assert!(message.contains("cut short"), "{message}");
}

#[test]
fn an_unknown_format_version_is_named() {
    let dir = Scratch::new("saves-format-source");
    let text = std::fs::read_to_string(saved_malice_game(&dir)).expect("read");
    let message = refused("format", text.replace("format: 1,", "format: 7,").as_bytes());
    assert!(message.contains("format version 7"), "{message}");
}

#[test]
fn an_illegal_move_is_refused_with_its_number_and_text() {
    let dir = Scratch::new("saves-illegal-source");
    let path = saved_malice_game(&dir);
    let mut save = SaveFile::parse(&std::fs::read_to_string(path).expect("read")).expect("a save");
    // Move 22 again as move 23: its piece has left that square.
    let again = save.moves[21].clone();
    save.moves[22] = again.clone();
    let message = refused("illegal", save.to_ron().as_bytes());
    assert!(message.contains(&format!("move 23 `{again}` is not legal here")), "{message}");
    // A move that is not notation at all says so at its place too.
    save.moves[4] = "sideways".into();
    let message = refused("garbage-move", save.to_ron().as_bytes());
    assert!(message.contains("move 5 `sideways`"), "{message}");
}

#[test]
fn a_save_with_a_bad_setup_is_refused() {
    let dir = Scratch::new("saves-setup-source");
    let path = saved_malice_game(&dir);
    let text = std::fs::read_to_string(path).expect("read");
    let message = refused("setup", text.replace("players: 2", "players: 3").as_bytes());
    assert!(message.contains("2 or 4, not 3"), "{message}");
}

#[test]
fn opening_a_save_switches_to_its_tab_and_restores_the_game() {
    let dir = Scratch::new("saves-open");
    let path = saved_malice_game(&dir);
    let mut app = App::with_screen(SpiteScreen::default());
    app.open_path(&path);
    assert!(app.notices.is_empty(), "{:?}", app.notices);
    assert_eq!(app.tab, GameKind::Malice);
    assert_eq!(app.screen::<MaliceUi>().expect("the malice screen").session().history().cursor(), 30);
}

#[test]
fn save_to_writes_a_file_that_opens_again() {
    let dir = Scratch::new("saves-save-to");
    let mut app = App::with_screen(MalefizScreen::new(MalefizSetup::default(), 12));
    advance(app.screen_mut::<MalefizUi>().expect("the malefiz screen"), 10, 2, malefiz_moves);
    app.save_to(&dir.join("mine"));
    let path = dir.join("mine.malicetable");
    assert!(path.exists(), "the .malicetable extension is added");
    app.save_to(&dir.join("old.ron"));
    assert!(dir.join("old.ron").exists(), "a name ending in .ron, as saves were named before, stays");
    assert!(!dir.join("old.ron.malicetable").exists());
    let mut other = App::default();
    other.open_path(&path);
    assert!(other.notices.is_empty(), "{:?}", other.notices);
    assert!(
        other.screen::<MalefizUi>().expect("the malefiz screen").session().current()
            == app.screen::<MalefizUi>().expect("the malefiz screen").session().current()
    );
}

#[test]
fn every_game_is_autosaved_and_restored_on_the_next_launch() {
    let dir = Scratch::new("saves-autosave");
    let paths = Paths::under(&dir);
    let mut app = App::with_storage(paths.clone());
    app.screen_mut::<MaliceUi>()
        .expect("the malice screen")
        .load_save(&{
            let mut tab = MaliceScreen::new(MaliceSetup { seats: people(2), ..MaliceSetup::default() }, 1);
            advance(&mut tab, 12, 4, malice_moves);
            tab.to_save().expect("saveable")
        })
        .expect("loads");
    advance(app.screen_mut::<SpiteUi>().expect("the spite screen"), 9, 2, spite_moves);
    let mut h = harness(app, LOW_WINDOW);
    h.run_steps(2);
    for kind in GameKind::ALL {
        assert!(paths.autosave_file(kind).exists(), "{kind:?} autosaved");
    }
    let malice = h.state().screen::<MaliceUi>().expect("the malice screen").to_save().expect("saveable");
    let spite = h.state().screen::<SpiteUi>().expect("the spite screen").to_save().expect("saveable");
    drop(h);
    // The next launch.
    let again = App::with_storage(paths);
    assert!(again.notices.is_empty(), "{:?}", again.notices);
    assert_eq!(again.screen::<MaliceUi>().expect("the malice screen").to_save().expect("saveable"), malice);
    assert_eq!(again.screen::<SpiteUi>().expect("the spite screen").to_save().expect("saveable"), spite);
    assert_eq!(again.screen::<MaliceUi>().expect("the malice screen").session().history().cursor(), 12);
}

#[test]
fn a_damaged_autosave_is_set_aside_with_a_notice() {
    let dir = Scratch::new("saves-bad-autosave");
    let paths = Paths::under(&dir);
    let file = paths.autosave_file(GameKind::Malefiz);
    std::fs::create_dir_all(file.parent().expect("folder")).expect("folder");
    std::fs::write(&file, "(format: 1, game: Malefiz").expect("write");
    let app = App::with_storage(paths);
    assert_eq!(app.notices.len(), 1, "{:?}", app.notices);
    assert!(
        app.notices[0].contains("Malefiz game from last time could not be restored"),
        "{}",
        app.notices[0]
    );
    assert!(!file.exists());
    assert!(file.with_extension("ron.bad").exists());
}

#[test]
fn a_broken_settings_file_is_kept_aside_and_defaults_are_used() {
    let dir = Scratch::new("saves-settings");
    let paths = Paths::under(&dir);
    std::fs::create_dir_all(&paths.config).expect("folder");
    std::fs::write(paths.settings_file(), "(animation: Sideways,").expect("write");
    let app = App::with_storage(paths.clone());
    assert_eq!(app.settings, Settings::default());
    assert_eq!(app.notices.len(), 1);
    assert!(app.notices[0].contains("settings.ron.bad"), "{}", app.notices[0]);
    assert!(paths.config.join("settings.ron.bad").exists());
}

#[test]
fn settings_reach_the_tabs_and_the_next_launch() {
    let dir = Scratch::new("saves-settings-apply");
    let paths = Paths::under(&dir);
    let mut settings = Settings { player_name: "Ann".into(), ..Settings::default() };
    *settings.bot_level_mut(GameKind::Malice) = Level::Champion;
    settings.set_options::<Malice>(&malice::Options { quiet_move_limit: 0, ..Default::default() });
    settings.save(&paths.settings_file()).expect("write");
    let mut app = App::with_storage(paths);
    assert_eq!(app.settings, settings);
    // The next Malice game uses them.
    let mut h = harness(std::mem::take(&mut app), LOW_WINDOW);
    h.run_steps(1);
    h.state_mut().screen_mut::<MaliceUi>().expect("the malice screen").open_new_game();
    h.run_steps(4);
    h.get_by_label("Start").click();
    h.run_steps(2);
    let session = h.state().screen::<MaliceUi>().expect("the malice screen").session();
    assert_eq!(session.seats[0].name, "Ann");
    assert_eq!(session.seats[1], Seat::bot("Champion bot", Level::Champion));
    assert_eq!(session.current().rules().quiet_limit, 0);
}

#[test]
fn a_finished_game_is_counted_and_written_at_once() {
    let dir = Scratch::new("saves-stats");
    let paths = Paths::under(&dir);
    let mut app = App::with_storage(paths.clone());
    // Malice with a short quiet-move limit ends after a few moves, played
    // here through the board.
    let setup = MaliceSetup { seats: people(2), quiet_limit: 4, ..MaliceSetup::default() };
    app.put_screen(MaliceScreen::new(setup, 1));
    let mut h = harness(app, LOW_WINDOW);
    h.run_steps(2);
    crate::malice_steps::first_steps_to_the_end(&mut h);
    assert!(
        h.state().screen::<MaliceUi>().expect("the malice screen").session().current().outcome().is_some(),
        "the game ended"
    );
    h.run_steps(2);
    let (stats, _) = Stats::load(&paths.stats_file());
    let rows = stats.rows();
    assert_eq!(rows.len(), 1, "{rows:?}");
    assert_eq!(rows[0].1.played, 1);
    assert_eq!(rows[0].0.opponent, "Human");
    // Counted once, however many frames pass.
    h.run_steps(3);
    assert_eq!(h.state().stats.rows()[0].1.played, 1);
}

#[test]
fn a_save_that_goes_on_from_a_position_opens_and_a_damaged_position_is_refused() {
    use malice_table::store::save::POSITION_FORMAT;
    let mut tab = MaliceScreen::new(MaliceSetup { seats: people(2), ..MaliceSetup::default() }, 1);
    advance(&mut tab, 12, 5, malice_moves);
    let history = tab.session().history();
    let save = SaveFile::at_position(history.current(), history.start(), people(2), 9, None).expect("a save");
    assert_eq!(save.format, POSITION_FORMAT);
    let read = SaveFile::parse(&save.to_ron()).expect("it reads back");
    let replayed = read.history::<Malice>().expect("it opens");
    assert!(replayed.start() == history.current(), "it goes on from the position");

    let text = save.to_ron();
    let position = read.position.as_ref().expect("a position").text().to_owned();
    let damaged = text.replace(&position, "(pieces: \"none\")");
    assert_ne!(damaged, text, "the position is in the file as written");
    let message = refused("damaged-position", damaged.as_bytes());
    assert!(message.contains("position"), "{message}");
}

#[test]
fn a_save_of_one_game_is_refused_as_another_naming_both() {
    use malice_table::core::History;
    use malice_table::games::malefiz::Malefiz;
    use malice_table::store::save::LoadError;
    let save = crate::saved::malice_save(&History::new(Malice::new(malice::Rules::default())), 3);
    match save.replay::<Malefiz>() {
        Err(LoadError::WrongGame { expected: GameKind::Malefiz, found: GameKind::Malice }) => {}
        other => panic!("a Malice save replayed as Malefiz: {:?}", other.map(|_| ())),
    }
    assert!(save.replay::<Malice>().is_ok(), "and it replays as Malice");
}
