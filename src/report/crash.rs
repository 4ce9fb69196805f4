//! The crash report: a panic anywhere (the window's thread, a bot's, the
//! network's) writes `crash-YYYYMMDD-HHMMSS.txt` beside the log, with the
//! version, the system, the panic, a backtrace and the log's last lines.
//! A panic in the window's frame is caught there first (`in_frame`), so
//! the window can autosave every game before the report is written and
//! names where they are; the next launch says so once (`unsaid`).

use super::log::{self, LogFile};
use crate::build_info;
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::io;
use std::panic::{AssertUnwindSafe, PanicHookInfo};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::SystemTime;

/// The file in the logs folder that lists the reports already said.
pub const SAID_FILE: &str = "reports-said.txt";
/// How many of the log's last lines a report quotes.
const LOG_LINES: usize = 40;

/// Where the reports go, and the log they write their line in.
struct Setup {
    logs: PathBuf,
    log: Arc<Mutex<LogFile>>,
}

static SETUP: OnceLock<Setup> = OnceLock::new();

/// The games a window that does not hold the autosaves keeps only in
/// memory, as save files' text by file stem: the hook writes them beside
/// its report, from any thread.
static COPIES: Mutex<BTreeMap<String, String>> = Mutex::new(BTreeMap::new());

thread_local! {
    /// Whether this thread is inside [`in_frame`]: its panic is reported
    /// after the games are saved.
    static IN_FRAME: Cell<bool> = const { Cell::new(false) };
    /// The panic [`in_frame`] caught, waiting for [`report_caught`].
    static CAUGHT: RefCell<Option<Panic>> = const { RefCell::new(None) };
}

/// A panic as the hook saw it.
#[derive(Clone, Debug)]
pub struct Panic {
    /// The thread's name (`main`, `bot`…).
    pub thread: String,
    /// What it said.
    pub message: String,
    /// Where: file, line and column.
    pub place: String,
    /// The backtrace, captured whatever `RUST_BACKTRACE` says.
    pub backtrace: String,
}

impl Panic {
    fn of(info: &PanicHookInfo<'_>) -> Panic {
        Panic {
            thread: std::thread::current().name().unwrap_or("unnamed").to_owned(),
            message: message(info.payload()),
            place: info.location().map_or_else(|| "unknown".to_owned(), ToString::to_string),
            backtrace: std::backtrace::Backtrace::force_capture().to_string(),
        }
    }
}

/// What a panic's payload says (`panic!` gives a `&str` or a `String`).
fn message(payload: &(dyn Any + Send)) -> String {
    match (payload.downcast_ref::<&str>(), payload.downcast_ref::<String>()) {
        (Some(text), _) => (*text).to_owned(),
        (_, Some(text)) => text.clone(),
        _ => "(no message)".to_owned(),
    }
}

/// Writes a report for every panic from now on, in `logs` (and a line in
/// `log`); the panic is then told as before (on stderr). Once per process.
pub fn install_hook(logs: PathBuf, log: Arc<Mutex<LogFile>>) {
    if SETUP.set(Setup { logs, log }).is_err() {
        return;
    }
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let panic = Panic::of(info);
        if IN_FRAME.get() {
            CAUGHT.set(Some(panic));
        } else {
            let _ = write_report(&panic, &[]);
        }
        previous(info);
    }));
}

/// Runs one frame of the window; a panic in it is caught and handed back,
/// its report held until [`report_caught`] (after the games are saved).
pub fn in_frame<R>(frame: impl FnOnce() -> R) -> Result<R, Box<dyn Any + Send>> {
    IN_FRAME.set(true);
    let result = std::panic::catch_unwind(AssertUnwindSafe(frame));
    IN_FRAME.set(false);
    result
}

/// Writes the report of the panic [`in_frame`] caught, naming `saved`,
/// the autosaves written for it. `None` when no report is kept (no
/// folder, or the hook is not installed).
pub fn report_caught(saved: &[PathBuf]) -> Option<PathBuf> {
    let panic = CAUGHT.take()?;
    write_report(&panic, saved).ok()
}

/// Keeps `save` (a save file's text) as the game of `stem` this window
/// holds only in memory, for a report to write beside it.
pub fn keep_copy(stem: &str, save: String) {
    let mut copies = COPIES.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    copies.insert(stem.to_owned(), save);
}

/// Writes the report of `panic` and the games kept in memory beside it.
fn write_report(panic: &Panic, saved: &[PathBuf]) -> io::Result<PathBuf> {
    let Some(setup) = SETUP.get() else { return Err(io::ErrorKind::NotFound.into()) };
    let now = SystemTime::now();
    std::fs::create_dir_all(&setup.logs)?;
    let stem = free_stem(&setup.logs, &format!("crash-{}", super::file_stamp(now)));
    let report = setup.logs.join(format!("{stem}.txt"));
    let line = format!(
        "{} ERROR {}: the table crashed ({} at {}); the report is {}",
        super::utc_stamp(now),
        module_path!(),
        panic.message,
        panic.place,
        report.display()
    );
    // The log may be held by the thread that panicked: then it is not waited for.
    if let Ok(mut file) = setup.log.try_lock() {
        file.write_line(&line);
    }
    let copies = write_copies(&setup.logs, &stem);
    let lines = log::last_lines(&setup.logs, LOG_LINES);
    crate::store::write_atomic(&report, report_text(panic, now, saved, &copies, &lines).as_bytes())?;
    Ok(report)
}

/// `stem`, or `stem-2`, `stem-3`… when a report of that second is there.
fn free_stem(logs: &Path, stem: &str) -> String {
    (1..)
        .map(|n| if n == 1 { stem.to_owned() } else { format!("{stem}-{n}") })
        .find(|s| !logs.join(format!("{s}.txt")).exists())
        .unwrap_or_else(|| stem.to_owned())
}

/// Writes the games kept in memory as `<stem>-<game>.ron`; their paths.
fn write_copies(logs: &Path, stem: &str) -> Vec<PathBuf> {
    let copies = COPIES.lock().map(|c| c.clone()).unwrap_or_default();
    copies
        .into_iter()
        .filter_map(|(game, save)| {
            let path = logs.join(format!("{stem}-{game}.ron"));
            crate::store::write_atomic(&path, save.as_bytes()).ok().map(|()| path)
        })
        .collect()
}

/// The report's text: language-free, for whoever reads the bug report.
fn report_text(
    panic: &Panic,
    now: SystemTime,
    saved: &[PathBuf],
    copies: &[PathBuf],
    log: &[String],
) -> String {
    let mut text = format!(
        "Malice Table closed unexpectedly.\n\nVersion: {}\nRevision: {}\nBuild: {}\nSystem: {} {}\nTime: {}\nThread: {}\nPanic: {}\nAt: {}\n",
        build_info::VERSION,
        build_info::GIT_REV,
        build_info::BUILD_PROFILE,
        std::env::consts::OS,
        std::env::consts::ARCH,
        super::utc_stamp(now),
        panic.thread,
        panic.message,
        panic.place,
    );
    text.push_str("\nGames:\n");
    for path in saved {
        text.push_str(&format!("  autosaved: {}\n", path.display()));
    }
    for path in copies {
        text.push_str(&format!(
            "  kept beside this report (this window did not hold the autosaves): {}\n",
            path.display()
        ));
    }
    if saved.is_empty() && copies.is_empty() {
        text.push_str("  every game was autosaved at its last move\n");
    }
    text.push_str(&format!("\nBacktrace:\n{}\n", panic.backtrace.trim_end()));
    text.push_str(&format!("\nLast lines of the log ({}):\n", log::LOG_FILE));
    for line in log {
        text.push_str(line);
        text.push('\n');
    }
    text
}

/// A crash report the person has not been told of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The report.
    pub path: PathBuf,
    /// Its text, for Copy report.
    pub text: String,
}

/// The newest report in `logs` not said before; every report there is
/// then said (listed in [`SAID_FILE`]), so each is told once.
pub fn unsaid(logs: &Path) -> Option<Found> {
    let said_file = logs.join(SAID_FILE);
    let said_text = std::fs::read_to_string(&said_file).unwrap_or_default();
    let said: Vec<&str> = said_text.lines().collect();
    let mut new: Vec<String> = std::fs::read_dir(logs)
        .ok()?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.starts_with("crash-") && name.ends_with(".txt") && !said.contains(&name.as_str()))
        .collect();
    new.sort();
    let newest = new.last()?.clone();
    let mut list = said_text.clone();
    for name in &new {
        list.push_str(name);
        list.push('\n');
    }
    if let Err(e) = crate::store::write_atomic(&said_file, list.as_bytes()) {
        tracing::warn!("{} was not written, the report may be told again: {e}", said_file.display());
    }
    let path = logs.join(newest);
    let text = std::fs::read_to_string(&path).ok()?;
    Some(Found { path, text })
}

/// A crash only a debug build makes, for the tests of the crash report:
/// `MALICE_TABLE_CRASH=frame:N` panics in the window's N-th frame (after
/// its input, before its autosave), `thread:N` on a thread of its own then.
#[derive(Debug, Default)]
pub struct Trigger {
    at: Option<(bool, u64)>,
    frames: u64,
}

/// The variable a debug build reads for [`Trigger`].
pub const CRASH_VARIABLE: &str = "MALICE_TABLE_CRASH";

impl Trigger {
    /// The crash `MALICE_TABLE_CRASH` asks for, in a debug build; none in
    /// a release build, whatever it says.
    pub fn from_env() -> Trigger {
        let mut trigger = Trigger::default();
        if cfg!(debug_assertions)
            && let Ok(asked) = std::env::var(CRASH_VARIABLE)
            && let Some((place, frame)) = asked.split_once(':')
            && let Ok(frame) = frame.parse()
        {
            trigger.at = Some((place == "thread", frame));
        }
        trigger
    }

    /// Counts a frame; crashes as asked when it is the one.
    pub fn tick(&mut self) {
        self.frames += 1;
        #[cfg(debug_assertions)]
        match self.at {
            Some((false, frame)) if frame == self.frames => panic!("the crash {CRASH_VARIABLE} asked for"),
            Some((true, frame)) if frame == self.frames => {
                let _ = std::thread::Builder::new()
                    .name("crash".into())
                    .spawn(|| panic!("the crash {CRASH_VARIABLE} asked for, on a thread"));
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scratch::Scratch;

    fn panic() -> Panic {
        Panic {
            thread: "main".into(),
            message: "index out of bounds".into(),
            place: "src/ui/app/mod.rs:10:5".into(),
            backtrace: "   0: malice_table::ui::app::App::show".into(),
        }
    }

    #[test]
    fn a_report_says_the_version_the_system_the_panic_and_the_log() {
        let log = vec!["2026-12-07T01:00:00Z  WARN iroh: no relay".to_owned()];
        let saved = [PathBuf::from("/s/autosave/malice.ron")];
        let text = report_text(&panic(), SystemTime::UNIX_EPOCH, &saved, &[], &log);
        for part in [
            format!("Version: {}", build_info::VERSION),
            format!("Revision: {}", build_info::GIT_REV),
            format!("System: {} {}", std::env::consts::OS, std::env::consts::ARCH),
            "Panic: index out of bounds".to_owned(),
            "At: src/ui/app/mod.rs:10:5".to_owned(),
            "autosaved: /s/autosave/malice.ron".to_owned(),
            "0: malice_table::ui::app::App::show".to_owned(),
            "WARN iroh: no relay".to_owned(),
        ] {
            assert!(text.contains(&part), "{part} missing in:\n{text}");
        }
    }

    #[test]
    fn each_report_is_told_once_the_newest_first() {
        let dir = Scratch::new("crash-said");
        assert_eq!(unsaid(&dir), None);
        std::fs::write(dir.join("crash-20261201-100000.txt"), "older").expect("write");
        std::fs::write(dir.join("crash-20261207-010203.txt"), "newer").expect("write");
        std::fs::write(dir.join("malice-table.log"), "not a report").expect("write");
        let found = unsaid(&dir).expect("a report");
        assert_eq!(found.path, dir.join("crash-20261207-010203.txt"));
        assert_eq!(found.text, "newer");
        assert_eq!(unsaid(&dir), None, "told once");
        std::fs::write(dir.join("crash-20261208-000000.txt"), "next").expect("write");
        assert_eq!(unsaid(&dir).map(|f| f.text), Some("next".to_owned()));
    }

    #[test]
    fn a_second_report_in_the_same_second_has_a_name_of_its_own() {
        let dir = Scratch::new("crash-stem");
        assert_eq!(free_stem(&dir, "crash-1"), "crash-1");
        std::fs::write(dir.join("crash-1.txt"), "").expect("write");
        assert_eq!(free_stem(&dir, "crash-1"), "crash-1-2");
    }
}
