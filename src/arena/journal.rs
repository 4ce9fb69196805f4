//! A match's journal (`arena --keep FILE`): every finished game is added
//! to the file as one line as soon as it ends, so a long match (hundreds
//! of games at a second a decision) can be stopped with Ctrl+C and
//! resumed by running the same command again, losing at most the games
//! that were being played.
//!
//! The first line names the match: the game, the bots, the number of
//! games, the seed, the clock, the opening, the test, the shard and the
//! build's revision. A journal of another match is refused, never
//! overwritten. The second holds the request in RON, so that `arena
//! report` can rebuild the report from journals alone ([`read`]). Each
//! further line is one game's record in RON; a line that cannot be read
//! (the last one, cut short when the match was stopped) is dropped, said
//! so, and its game is played again.

use super::GameRecord;
use super::roster::{Request, journal_name};
use crate::store::atomic::write_atomic;
use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// What starts the first line of every journal.
const MAGIC: &str = "malice-table arena journal 2:";
/// What starts the second line, the request in RON.
const HEAD: &str = "request: ";

/// An open journal: games are added to it as they end.
#[derive(Debug)]
pub struct Journal {
    path: PathBuf,
    file: File,
}

/// What a journal held when it was opened.
#[derive(Debug, Default)]
pub struct Resumed {
    /// The games already played.
    pub games: Vec<GameRecord>,
    /// What happened to lines that could not be read.
    pub notes: Vec<String>,
}

/// Why a journal cannot be used.
#[derive(Debug)]
pub enum JournalError {
    /// The file cannot be read, written or made.
    Io {
        /// The journal.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The file is the journal of another match (or not a journal).
    Another {
        /// The journal.
        path: PathBuf,
        /// The match it names.
        holds: String,
    },
    /// The file is no journal this build can read.
    NotAJournal {
        /// The file.
        path: PathBuf,
        /// Why not.
        why: String,
    },
}

impl fmt::Display for JournalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JournalError::Io { path, source } => write!(f, "{} cannot be used: {source}", path.display()),
            JournalError::Another { path, holds } => write!(
                f,
                "{} is not this match's journal (it holds: {holds}); name another file, or remove it to start afresh",
                path.display()
            ),
            JournalError::NotAJournal { path, why } => {
                write!(f, "{} is not an arena journal this build can read: {why}", path.display())
            }
        }
    }
}

impl std::error::Error for JournalError {}

impl Journal {
    /// Opens the journal at `path` for the match `request`: a new one if
    /// there is no file, else the games it holds. An error, before any game
    /// is played, if the file belongs to another match or cannot be read or
    /// written.
    pub fn open(path: &Path, request: &Request) -> Result<(Journal, Resumed), JournalError> {
        let io_error = |source| JournalError::Io { path: path.to_owned(), source };
        let first = format!("{MAGIC} {}", journal_name(request));
        let head = ron::to_string(request).map_err(|e| io_error(io::Error::other(e.to_string())))?;
        let mut lines = vec![first.clone(), format!("{HEAD}{head}")];
        let resumed = match std::fs::read_to_string(path) {
            Ok(text) => {
                let found = text.lines().next().unwrap_or_default();
                if found != first {
                    let holds = found.strip_prefix(MAGIC).map_or("no match", str::trim).to_owned();
                    return Err(JournalError::Another { path: path.to_owned(), holds });
                }
                let (resumed, rows) = games_of(&text);
                lines.extend(rows);
                resumed
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => Resumed::default(),
            Err(e) => return Err(io_error(e)),
        };
        // What was read is written back whole, so a line cut short is gone
        // before new lines follow it.
        write_atomic(path, (lines.join("\n") + "\n").as_bytes()).map_err(io_error)?;
        let file = OpenOptions::new().append(true).open(path).map_err(io_error)?;
        Ok((Journal { path: path.to_owned(), file }, resumed))
    }

    /// Adds a finished game.
    pub fn add(&mut self, game: &GameRecord) -> Result<(), JournalError> {
        let io_error = |source| JournalError::Io { path: self.path.clone(), source };
        let line = ron::to_string(game).map_err(|e| io_error(io::Error::other(e.to_string())))?;
        writeln!(self.file, "{line}").and_then(|()| self.file.flush()).map_err(io_error)
    }
}

/// The games of a journal's text (its lines after the first two), and the
/// lines that held them.
fn games_of(text: &str) -> (Resumed, Vec<String>) {
    let mut resumed = Resumed::default();
    let mut rows = Vec::new();
    for (n, row) in text.lines().enumerate().skip(1) {
        if row.trim().is_empty() || row.starts_with(HEAD) {
            continue;
        }
        match ron::from_str::<GameRecord>(row) {
            Ok(game) => {
                resumed.games.push(game);
                rows.push(row.to_owned());
            }
            Err(e) => resumed
                .notes
                .push(format!("line {} could not be read ({e}); its game is played again", n + 1)),
        }
    }
    (resumed, rows)
}

/// A journal as [`read`] finds it.
#[derive(Debug)]
pub struct Found {
    /// The match's name as its first line gives it (the build that played
    /// it included).
    pub name: String,
    /// The match's request.
    pub request: Request,
    /// Its games, and what could not be read.
    pub resumed: Resumed,
}

/// Reads the journal at `path` without touching it: the match's name and
/// request, and its games.
pub fn read(path: &Path) -> Result<Found, JournalError> {
    let not = |why: &str| JournalError::NotAJournal { path: path.to_owned(), why: why.to_owned() };
    let text =
        std::fs::read_to_string(path).map_err(|source| JournalError::Io { path: path.to_owned(), source })?;
    let mut lines = text.lines();
    let first = lines.next().unwrap_or_default();
    let Some(name) = first.strip_prefix(MAGIC) else {
        return Err(not(if first.starts_with("malice-table arena journal") {
            "it was written by an older build; play the match again"
        } else {
            "its first line does not name an arena match"
        }));
    };
    let head = lines.next().and_then(|l| l.strip_prefix(HEAD));
    let head = head.ok_or_else(|| not("its second line is not the match's request"))?;
    let request: Request = ron::from_str(head).map_err(|_| not("its request cannot be read"))?;
    Ok(Found { name: name.trim().to_owned(), request, resumed: games_of(&text).0 })
}

/// Games written to a journal, if there is one, as they end: after the
/// first game that cannot be added no further one is tried, and the
/// failure is kept to be said once the match is over.
#[derive(Debug, Default)]
pub struct Recorder {
    journal: Option<Journal>,
    failed: Option<String>,
}

impl Recorder {
    /// Records into `journal` (nowhere if `None`).
    pub fn new(journal: Option<Journal>) -> Recorder {
        Recorder { journal, failed: None }
    }

    /// Adds a finished game, unless an earlier one failed.
    pub fn add(&mut self, game: &GameRecord) {
        if let Some(journal) = self.journal.as_mut()
            && self.failed.is_none()
            && let Err(e) = journal.add(game)
        {
            self.failed = Some(e.to_string());
        }
    }

    /// Why games stopped being recorded, if they did.
    pub fn failure(self) -> Option<String> {
        self.failed
    }
}
