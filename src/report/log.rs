//! The log: warnings and errors, ours and the libraries' (iroh speaks
//! through `tracing`), written to `malice-table.log` in the logs folder and
//! kept to a few files of bounded size. A small `tracing` subscriber of its
//! own: no spans are kept, each event is one line.

use std::fmt::Write as _;
use std::fs::{File, OpenOptions};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use tracing_core::field::{Field, Visit};
use tracing_core::span::{Attributes, Id, Record};
use tracing_core::subscriber::Interest;
use tracing_core::{Event, Level, LevelFilter, Metadata, Subscriber};

/// The log file's name; older ones are `.1` (the newest) to `.3`.
pub const LOG_FILE: &str = "malice-table.log";
/// How large the log grows before it is rotated.
pub const MAX_BYTES: u64 = 1024 * 1024;
/// How many rotated files are kept beside the log.
pub const KEPT: u32 = 3;

/// Which events are written: a level for all, and levels for targets
/// (`iroh=info,malice_table=debug`), as `RUST_LOG` says them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Filter {
    default: LevelFilter,
    targets: Vec<(String, LevelFilter)>,
}

impl Filter {
    /// Warnings and errors only: what the log holds unless asked for more.
    pub const QUIET: Filter = Filter { default: LevelFilter::WARN, targets: Vec::new() };

    /// The filter `--verbose` asks for: the table's own debugging lines
    /// and everyone's information.
    pub fn verbose() -> Filter {
        Filter {
            default: LevelFilter::INFO,
            targets: vec![(env!("CARGO_CRATE_NAME").to_owned(), LevelFilter::DEBUG)],
        }
    }

    /// Reads a `RUST_LOG` list: `level`, `target=level` or `target` (all
    /// of that target), split by commas; a part that does not read is left
    /// out, and without a level of its own the rest stay at warnings.
    pub fn parse(spec: &str) -> Filter {
        let mut filter = Filter::QUIET;
        for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            match part.split_once('=') {
                Some((target, level)) => {
                    if let Ok(level) = level.trim().parse() {
                        filter.targets.push((target.trim().to_owned(), level));
                    }
                }
                None => match part.parse() {
                    Ok(level) => filter.default = level,
                    Err(_) => filter.targets.push((part.to_owned(), LevelFilter::TRACE)),
                },
            }
        }
        filter
    }

    /// Whether an event of `level` from `target` is written: the longest
    /// target named that `target` starts with decides, else the default.
    pub fn enabled(&self, target: &str, level: Level) -> bool {
        let named = self
            .targets
            .iter()
            .filter(|(named, _)| target.starts_with(named.as_str()))
            .max_by_key(|(named, _)| named.len());
        level <= named.map_or(self.default, |(_, level)| *level)
    }

    /// The most any target is given.
    pub fn most(&self) -> LevelFilter {
        self.targets.iter().map(|(_, level)| *level).fold(self.default, LevelFilter::max)
    }
}

/// The log file, opened at its first line (a run that logs nothing leaves
/// no file), rotated when it would pass [`MAX_BYTES`].
#[derive(Debug)]
pub struct LogFile {
    folder: PathBuf,
    open: Option<(File, u64)>,
}

impl LogFile {
    /// The log in `folder` (made when the first line is written).
    pub fn new(folder: PathBuf) -> LogFile {
        LogFile { folder, open: None }
    }

    /// The log file's path.
    pub fn path(&self) -> PathBuf {
        self.folder.join(LOG_FILE)
    }

    /// Writes one line (a newline is added); a log that cannot be written
    /// is silent, as there is nowhere left to say so.
    pub fn write_line(&mut self, line: &str) {
        let _ = self.try_write(line);
    }

    fn try_write(&mut self, line: &str) -> std::io::Result<()> {
        let length = line.len() as u64 + 1;
        if self.open.as_ref().is_some_and(|(_, written)| written + length > MAX_BYTES) {
            self.open = None;
            rotate(&self.path())?;
        }
        if self.open.is_none() {
            std::fs::create_dir_all(&self.folder)?;
            // A log an earlier run left full is rotated before it is opened.
            let mut written = std::fs::metadata(self.path()).map_or(0, |m| m.len());
            if written > 0 && written + length > MAX_BYTES {
                rotate(&self.path())?;
                written = 0;
            }
            let file = OpenOptions::new().create(true).append(true).open(self.path())?;
            self.open = Some((file, written));
        }
        if let Some((file, written)) = &mut self.open {
            writeln!(file, "{line}")?;
            *written += length;
        }
        Ok(())
    }
}

/// `log` becomes `log.1`, `log.1` becomes `log.2`…; the oldest is dropped.
fn rotate(log: &Path) -> std::io::Result<()> {
    let numbered = |n: u32| PathBuf::from(format!("{}.{n}", log.display()));
    let _ = std::fs::remove_file(numbered(KEPT));
    for n in (1..KEPT).rev() {
        let _ = std::fs::rename(numbered(n), numbered(n + 1));
    }
    std::fs::rename(log, numbered(1))
}

/// The last `count` lines of the log in `folder` (with those of `.1` before
/// them when the log was just rotated), for a crash report.
pub fn last_lines(folder: &Path, count: usize) -> Vec<String> {
    let read = |name: String| std::fs::read(folder.join(name)).ok();
    let mut text = read(format!("{LOG_FILE}.1")).unwrap_or_default();
    text.extend(read(LOG_FILE.to_owned()).unwrap_or_default());
    let text = String::from_utf8_lossy(&text);
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(count)..].iter().map(|l| (*l).to_owned()).collect()
}

/// The subscriber that writes [`Filter`]'s events to a [`LogFile`].
pub struct Logger {
    filter: Filter,
    file: Arc<Mutex<LogFile>>,
}

impl Logger {
    /// A logger writing what `filter` lets through to `file`.
    pub fn new(filter: Filter, file: Arc<Mutex<LogFile>>) -> Logger {
        Logger { filter, file }
    }
}

impl Subscriber for Logger {
    fn register_callsite(&self, metadata: &'static Metadata<'static>) -> Interest {
        if self.enabled(metadata) { Interest::always() } else { Interest::never() }
    }

    fn enabled(&self, metadata: &Metadata<'_>) -> bool {
        self.filter.enabled(metadata.target(), *metadata.level())
    }

    fn max_level_hint(&self) -> Option<LevelFilter> {
        Some(self.filter.most())
    }

    // Spans are not kept: every span is the same one, and events stand alone.
    fn new_span(&self, _span: &Attributes<'_>) -> Id {
        Id::from_u64(1)
    }

    fn record(&self, _span: &Id, _values: &Record<'_>) {}

    fn record_follows_from(&self, _span: &Id, _follows: &Id) {}

    fn event(&self, event: &Event<'_>) {
        let metadata = event.metadata();
        let mut line = format!(
            "{} {:>5} {}:",
            super::utc_stamp(std::time::SystemTime::now()),
            metadata.level(),
            metadata.target()
        );
        event.record(&mut Words(&mut line));
        // A panic while the file was held must not stop every later line.
        let mut file = self.file.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        file.write_line(&line);
    }

    fn enter(&self, _span: &Id) {}

    fn exit(&self, _span: &Id) {}
}

/// An event's fields as words: the message, then `name=value`.
struct Words<'a>(&'a mut String);

impl Visit for Words<'_> {
    fn record_str(&mut self, field: &Field, value: &str) {
        match field.name() {
            "message" => {
                let _ = write!(self.0, " {value}");
            }
            name => {
                let _ = write!(self.0, " {name}={value}");
            }
        }
    }

    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        match field.name() {
            "message" => {
                let _ = write!(self.0, " {value:?}");
            }
            name => {
                let _ = write!(self.0, " {name}={value:?}");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scratch::Scratch;

    #[test]
    fn a_level_alone_sets_every_target() {
        let filter = Filter::parse("info");
        assert!(filter.enabled("iroh::magicsock", Level::INFO));
        assert!(!filter.enabled("iroh::magicsock", Level::DEBUG));
        assert_eq!(filter.most(), LevelFilter::INFO);
    }

    #[test]
    fn the_longest_target_named_decides() {
        let filter = Filter::parse("iroh=error, iroh::net_report=debug ,malice_table, nonsense=loud");
        assert!(!filter.enabled("iroh::magicsock", Level::WARN));
        assert!(filter.enabled("iroh::magicsock", Level::ERROR));
        assert!(filter.enabled("iroh::net_report::probes", Level::DEBUG));
        assert!(filter.enabled("malice_table::ui", Level::TRACE));
        // Unnamed targets keep the default: warnings.
        assert!(filter.enabled("tokio", Level::WARN));
        assert!(!filter.enabled("tokio", Level::INFO));
        assert!(!filter.enabled("nonsense", Level::INFO), "a level that does not read is left out");
        assert_eq!(filter.most(), LevelFilter::TRACE);
    }

    #[test]
    fn without_rust_log_only_warnings_and_errors_are_written() {
        assert!(Filter::QUIET.enabled("iroh", Level::WARN));
        assert!(!Filter::QUIET.enabled("iroh", Level::INFO));
        assert!(Filter::verbose().enabled("malice_table::net", Level::DEBUG));
        assert!(Filter::verbose().enabled("iroh", Level::INFO));
    }

    #[test]
    fn the_log_is_rotated_and_kept_to_a_few_bounded_files() {
        let dir = Scratch::new("log-rotate");
        let mut log = LogFile::new(dir.join("logs"));
        let line = "x".repeat(999);
        // Five files' worth: the log and three older ones are kept.
        for _ in 0..(5 * MAX_BYTES / 1000) {
            log.write_line(&line);
        }
        let mut names: Vec<String> = std::fs::read_dir(dir.join("logs"))
            .expect("the folder")
            .map(|e| e.expect("an entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(names, [LOG_FILE, "malice-table.log.1", "malice-table.log.2", "malice-table.log.3"]);
        for name in names {
            let size = std::fs::metadata(dir.join("logs").join(&name)).expect("a file").len();
            assert!(size <= MAX_BYTES, "{name} is {size} bytes");
        }
    }

    #[test]
    fn a_log_an_earlier_run_left_full_is_rotated_before_the_first_line() {
        let dir = Scratch::new("log-left-full");
        let logs = dir.join("logs");
        std::fs::create_dir_all(&logs).expect("the folder");
        let full = usize::try_from(MAX_BYTES).expect("a size") - 10;
        std::fs::write(logs.join(LOG_FILE), "y".repeat(full)).expect("an old log");
        LogFile::new(logs.clone()).write_line("a line of this run");
        let size = |name: &str| std::fs::metadata(logs.join(name)).expect("a file").len();
        assert_eq!(size("malice-table.log.1"), MAX_BYTES - 10, "the old log kept whole");
        assert_eq!(size(LOG_FILE), 19, "this run's line alone");
        // A log with room goes on where it was.
        LogFile::new(logs.clone()).write_line("more");
        assert_eq!(size(LOG_FILE), 24);
    }

    #[test]
    fn events_are_written_as_lines_with_their_level_and_target() {
        let dir = Scratch::new("log-events");
        let file = Arc::new(Mutex::new(LogFile::new(dir.to_path_buf())));
        let logger = Logger::new(Filter::QUIET, file);
        tracing::subscriber::with_default(logger, || {
            tracing::warn!(peer = "abc", "the relay did not answer");
            tracing::info!("not written at warnings");
            tracing::error!(target: "iroh::magicsock", "no route");
        });
        let lines = last_lines(&dir, 10);
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert!(
            lines[0].ends_with(" WARN malice_table::report::log::tests: the relay did not answer peer=abc"),
            "{}",
            lines[0]
        );
        assert!(lines[1].ends_with("ERROR iroh::magicsock: no route"), "{}", lines[1]);
    }
}
