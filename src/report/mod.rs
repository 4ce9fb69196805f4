//! What the table says after the fact: the log of warnings and errors
//! (`log`, for the window and the command line), and the report a crash
//! of the window leaves beside it (`crash`). Both live in the logs folder
//! of the state folder (`Paths::logs`).

pub mod crash;
pub mod log;

use crate::store::Paths;
use std::sync::{Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

/// The variable that asks the log for more than warnings (`RUST_LOG`).
pub const LOG_VARIABLE: &str = "RUST_LOG";

/// The log file once [`install`] has opened it.
static LOG: std::sync::OnceLock<Arc<Mutex<log::LogFile>>> = std::sync::OnceLock::new();

/// Starts the log for this process, in the logs folder of `paths`:
/// `verbose` (`--verbose`) or `RUST_LOG` raise what it keeps. Without
/// folders (no home) nothing is written. The first call counts.
pub fn install(paths: Option<&Paths>, verbose: bool) {
    let Some(paths) = paths else { return };
    let filter = match std::env::var(LOG_VARIABLE) {
        Ok(spec) if !spec.trim().is_empty() => log::Filter::parse(&spec),
        _ if verbose => log::Filter::verbose(),
        _ => log::Filter::QUIET,
    };
    let file = LOG.get_or_init(|| Arc::new(Mutex::new(log::LogFile::new(paths.logs()))));
    // Another subscriber set first (none is, outside tests) keeps its place.
    let _ = tracing::subscriber::set_global_default(log::Logger::new(filter, Arc::clone(file)));
}

/// Starts the crash reports of the window, beside its log: from now on a
/// panic on any thread writes one (see [`crash`]). The command line does
/// not call it, so the window never tells of a subcommand's panic.
pub fn install_crash_reports(paths: Option<&Paths>) {
    let Some(paths) = paths else { return };
    let file = LOG.get_or_init(|| Arc::new(Mutex::new(log::LogFile::new(paths.logs()))));
    crash::install_hook(paths.logs(), Arc::clone(file));
}

/// The program that opens a folder in the system's file manager.
pub const OPENER: &str = if cfg!(windows) {
    "explorer"
} else if cfg!(target_os = "macos") {
    "open"
} else {
    "xdg-open"
};

/// Opens `folder` in the system's file manager with [`OPENER`] (Explorer
/// on Windows, Finder on macOS, the desktop's choice through `xdg-open` on
/// Linux and the BSDs); the error says why not (`NotFound`: no opener).
pub fn open_folder(folder: &std::path::Path) -> std::io::Result<()> {
    let mut child = std::process::Command::new(OPENER).arg(folder).spawn()?;
    // Waited for on a thread of its own, so it leaves no zombie behind.
    let _ = std::thread::Builder::new().name("opener".into()).spawn(move || child.wait());
    Ok(())
}

/// `time` in UTC as `2026-12-07T01:02:03Z`.
pub fn utc_stamp(time: SystemTime) -> String {
    let (date, (h, m, s)) = utc_parts(time);
    format!("{:04}-{:02}-{:02}T{h:02}:{m:02}:{s:02}Z", date.0, date.1, date.2)
}

/// `time` in UTC as a file name's part, `20261207-010203`.
pub fn file_stamp(time: SystemTime) -> String {
    let (date, (h, m, s)) = utc_parts(time);
    format!("{:04}{:02}{:02}-{h:02}{m:02}{s:02}", date.0, date.1, date.2)
}

/// The date (year, month, day) and time of day of `time`, in UTC.
fn utc_parts(time: SystemTime) -> ((u64, u64, u64), (u64, u64, u64)) {
    let secs = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let rest = secs % 86_400;
    (crate::i18n::civil_day(secs / 86_400), (rest / 3600, rest / 60 % 60, rest % 60))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn times_are_written_in_utc() {
        let at = |secs| UNIX_EPOCH + Duration::from_secs(secs);
        assert_eq!(utc_stamp(at(0)), "1970-01-01T00:00:00Z");
        // 2026-12-07 01:02:03 UTC.
        assert_eq!(utc_stamp(at(1_796_605_323)), "2026-12-07T01:02:03Z");
        assert_eq!(file_stamp(at(1_796_605_323)), "20261207-010203");
        // A leap day.
        assert_eq!(utc_stamp(at(951_782_400)), "2000-02-29T00:00:00Z");
    }
}
