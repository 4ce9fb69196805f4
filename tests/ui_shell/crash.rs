//! A crash loses nothing and explains itself: a panic in the window's
//! frame (the crash only a debug build makes, `MALICE_TABLE_CRASH`) is run
//! in a child process of this test, as a real launch would die; the report
//! it leaves says the version, the system, the panic and the log's last
//! lines, the autosave holds every move, and the next launch says so once.

use egui_kittest::kittest::Queryable;
use malice_table::games::GameKind;
use malice_table::report::crash::CRASH_VARIABLE;
use malice_table::store::Paths;
use malice_table::store::save::SaveFile;
use malice_table::ui::App;
use malice_table::ui::malice::MaliceUi;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use crate::fixtures::malice_after;
use crate::harness::{LOW_WINDOW, harness};
use crate::scratch::Scratch;
use egui_kittest::Harness;

/// Set in the child: the folder it keeps its files in.
const CHILD_HOME: &str = "MALICE_TABLE_TEST_CRASH_HOME";
/// The moves on the table when it crashes.
const MOVES: usize = 5;

/// In the child: the table as a launch opens it, a game of [`MOVES`] moves
/// put on it, and the frames that crash.
fn crash_in_child(home: &Path) {
    let paths = Paths::under(home);
    malice_table::report::install(Some(&paths), false);
    malice_table::report::install_crash_reports(Some(&paths));
    tracing::warn!("a warning before the crash");
    let mut app = App::with_storage(paths);
    app.put_screen(malice_after(MOVES, 3));
    let mut table = harness(app, LOW_WINDOW);
    for _ in 0..3 {
        table.step();
    }
    // A crash on another thread: wait for its report.
    for _ in 0..100 {
        if reports(&Paths::under(home).logs()).len() == 1 {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// Runs `test` again as a child with `crash` asked for; whether it exited
/// well. Its output (the panic, its backtrace) is kept from this one's.
fn run_child(test: &str, home: &Path, crash: &str) -> bool {
    let output = Command::new(std::env::current_exe().expect("this test binary"))
        .args(["--exact", test, "--nocapture", "--test-threads=1"])
        .env(CHILD_HOME, home)
        .env(CRASH_VARIABLE, crash)
        .output()
        .expect("the child runs");
    output.status.success()
}

fn reports(logs: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(logs) else { return Vec::new() };
    let mut found: Vec<PathBuf> = entries
        .map(|e| e.expect("an entry").path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("crash-") && n.ends_with(".txt"))
        })
        .collect();
    found.sort();
    found
}

fn report_of(home: &Path) -> String {
    let found = reports(&Paths::under(home).logs());
    assert_eq!(found.len(), 1, "one report: {found:?}");
    std::fs::read_to_string(&found[0]).expect("the report reads")
}

#[test]
fn a_crash_in_the_frame_autosaves_the_game_and_leaves_a_report() {
    if let Some(home) = std::env::var_os(CHILD_HOME) {
        return crash_in_child(Path::new(&home));
    }
    let home = Scratch::new("crash-frame");
    let paths = Paths::under(&home);
    let name = "crash::a_crash_in_the_frame_autosaves_the_game_and_leaves_a_report";
    assert!(!run_child(name, &home, "frame:1"), "the child crashed");

    // The first frame crashed before its own autosave: only the rescue
    // after the panic wrote the game.
    let autosave =
        std::fs::read_to_string(paths.autosave_file(GameKind::Malice)).expect("the game was autosaved");
    assert_eq!(SaveFile::parse(&autosave).expect("a save").moves.len(), MOVES);

    let report = report_of(&home);
    for part in [
        format!("Version: {}", malice_table::build_info::VERSION),
        format!("Revision: {}", malice_table::build_info::GIT_REV),
        format!("System: {} {}", std::env::consts::OS, std::env::consts::ARCH),
        "Thread: crash::a_crash_in_the_frame".to_owned(),
        format!("Panic: the crash {CRASH_VARIABLE} asked for"),
        "At: src/report/crash.rs".to_owned(),
        format!("autosaved: {}", paths.autosave_file(GameKind::Malice).display()),
        "Backtrace:".to_owned(),
        // The frame that crashed is in the backtrace.
        "src/ui/app/mod.rs".to_owned(),
        "WARN ui_shell::crash: a warning before the crash".to_owned(),
    ] {
        assert!(report.contains(&part), "{part:?} is not in the report:\n{report}");
    }
    the_next_launch_says_so_once(&paths);
}

/// The next launch: the game is back, the notice names the report, Copy
/// report copies it, and the launch after that says nothing more.
fn the_next_launch_says_so_once(paths: &Paths) {
    let next = App::with_storage(paths.clone());
    let cursor = next.screen::<MaliceUi>().expect("the Malice screen").session().history().cursor();
    assert_eq!(cursor, MOVES, "the game is back");
    let report = reports(&paths.logs()).remove(0);
    let mut table = harness(next, LOW_WINDOW);
    table.get_by_label("The table closed unexpectedly");
    table.get_by_label_contains("Your games are back");
    table.get_by_label_contains(&report.display().to_string());
    table.get_by_label("Copy report").click();
    table.run();
    table.get_by_label_contains("The report is on the clipboard");
    table.get_by_label("OK").click();
    table.run();
    assert!(table.query_by_label("The table closed unexpectedly").is_none(), "answered, it goes");
    assert!(App::with_storage(paths.clone()).crash_found.is_none(), "each report is told once");
}

#[test]
fn a_crash_on_another_thread_leaves_a_report_too() {
    if let Some(home) = std::env::var_os(CHILD_HOME) {
        return crash_in_child(Path::new(&home));
    }
    let home = Scratch::new("crash-thread");
    let name = "crash::a_crash_on_another_thread_leaves_a_report_too";
    // The window goes on: the thread's panic does not end it.
    assert!(run_child(name, &home, "thread:1"), "the child ran on");
    let report = report_of(&home);
    assert!(report.contains("Thread: crash\n"), "{report}");
    assert!(report.contains("on a thread"), "{report}");
    // Its game was autosaved at the end of the frame, as every frame does.
    let paths = Paths::under(&home);
    let autosave = std::fs::read_to_string(paths.autosave_file(GameKind::Malice)).expect("autosaved");
    assert_eq!(SaveFile::parse(&autosave).expect("a save").moves.len(), MOVES);
}

/// The folders the test's opener was asked to open.
static OPENED: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn record_opened(folder: &Path) -> std::io::Result<()> {
    OPENED.lock().expect("the list").push(folder.to_path_buf());
    Ok(())
}

fn no_opener(_folder: &Path) -> std::io::Result<()> {
    Err(std::io::ErrorKind::NotFound.into())
}

/// A table on `paths` with `opener`, Help › Open the log folder chosen.
fn open_the_log_folder(paths: &Paths, opener: fn(&Path) -> std::io::Result<()>) -> Harness<'static, App> {
    let mut app = App::with_storage(paths.clone());
    app.welcome = false;
    app.set_folder_opener(opener);
    let mut table = harness(app, LOW_WINDOW);
    table.run_steps(2);
    table.get_by_label("Help").click();
    table.run_steps(2);
    table.get_by_label("Open the log folder").click();
    table.run_steps(2);
    table
}

#[test]
fn help_opens_the_log_folder_and_says_when_nothing_can_open_it() {
    let home = Scratch::new("log-folder");
    let paths = Paths::under(&home);
    drop(open_the_log_folder(&paths, record_opened));
    assert!(paths.logs().is_dir(), "made before any log, so there is a folder to open");
    assert!(OPENED.lock().expect("the list").contains(&paths.logs()), "the logs folder was opened");

    let mut table = open_the_log_folder(&paths, no_opener);
    // The notice comes up in the frame after the menu's.
    table.run_steps(2);
    let opener = malice_table::report::OPENER;
    table.get_by_label_contains(&format!(
        "{opener}, which opens folders in the file manager, is not installed"
    ));
}
