//! `arena report FILE…`: the journals of one match's shards (or of a whole
//! match) put back together, so that the report, the sequential test
//! included, is the one the whole match played on one machine would give.
//!
//! Journals are refused when they are not of one match (another game,
//! bots, seed, options or build: the first lines differ), when two hold
//! the same shard, or when a shard's journal is mixed with a whole
//! match's. Missing shards are said; the report then holds what is there
//! (a test counts its groups in order up to the first one missing).

use super::GameRecord;
use super::journal::{self, Found, JournalError};
use super::roster::Request;
use super::shard::Shard;
use std::fmt;
use std::path::{Path, PathBuf};

/// The journals put together.
#[derive(Debug)]
pub struct Merged {
    /// The whole match's request (no shard).
    pub request: Request,
    /// Every game of every journal, by number.
    pub games: Vec<GameRecord>,
    /// What to tell: lines that could not be read, shards not given.
    pub notes: Vec<String>,
}

/// Why journals cannot be merged.
#[derive(Debug)]
pub enum MergeError {
    /// No journal named.
    Nothing,
    /// A journal cannot be read.
    Journal(JournalError),
    /// Two journals of different matches.
    Another {
        /// The first journal, and its match.
        first: (PathBuf, String),
        /// The one that differs, and its match.
        other: (PathBuf, String),
    },
    /// One shard given twice.
    SameShard {
        /// The shard.
        shard: Shard,
        /// The two journals holding it.
        paths: [PathBuf; 2],
    },
    /// A whole match's journal among shards' journals.
    Mixed {
        /// The whole match's journal.
        whole: PathBuf,
    },
}

impl fmt::Display for MergeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MergeError::Nothing => {
                f.write_str("name the journals of one match (written by arena --keep FILE)")
            }
            MergeError::Journal(e) => e.fmt(f),
            MergeError::Another { first, other } => write!(
                f,
                "{} is not of the same match as {}:\n  {}\n  {}",
                other.0.display(),
                first.0.display(),
                other.1,
                first.1
            ),
            MergeError::SameShard { shard, paths: [a, b] } => {
                write!(f, "shard {shard} is given twice: {} and {}", a.display(), b.display())
            }
            MergeError::Mixed { whole } => write!(
                f,
                "{} is a whole match's journal, the others are shards': merge the shards alone",
                whole.display()
            ),
        }
    }
}

impl std::error::Error for MergeError {}

/// The name of a journal's match without its shard: what every journal of
/// one match shares.
fn match_name(found: &Found) -> String {
    let Some(shard) = found.request.shard else { return found.name.clone() };
    let suffix = format!(", shard {shard}");
    found.name.strip_suffix(&suffix).unwrap_or(&found.name).to_owned()
}

/// Reads and merges the journals at `paths`.
pub fn merge(paths: &[PathBuf]) -> Result<Merged, MergeError> {
    let mut read: Vec<(&Path, Found)> = Vec::new();
    for path in paths {
        let found = journal::read(path).map_err(MergeError::Journal)?;
        if let Some((first, head)) = read.first() {
            let (ours, theirs) = (match_name(head), match_name(&found));
            let counts = (head.request.shard.map(|s| s.count), found.request.shard.map(|s| s.count));
            if ours != theirs || (counts.0.is_some() && counts.1.is_some() && counts.0 != counts.1) {
                let first = (first.to_path_buf(), head.name.clone());
                return Err(MergeError::Another { first, other: (path.clone(), found.name) });
            }
        }
        read.push((path, found));
    }
    let Some((_, head)) = read.first() else { return Err(MergeError::Nothing) };
    let request = Request { shard: None, ..head.request.clone() };
    let mut notes = Vec::new();
    check_shards(&read, &mut notes)?;
    let mut games = Vec::new();
    for (path, found) in read {
        notes.extend(found.resumed.notes.iter().map(|n| format!("{}: {n}", path.display())));
        games.extend(found.resumed.games);
    }
    games.sort_by_key(|g| g.index);
    games.dedup_by_key(|g| g.index);
    Ok(Merged { request, games, notes })
}

/// Refuses a shard given twice and a whole match among shards; says which
/// shards are missing.
fn check_shards(read: &[(&Path, Found)], notes: &mut Vec<String>) -> Result<(), MergeError> {
    let shards: Vec<(&Path, Option<Shard>)> = read.iter().map(|(p, f)| (*p, f.request.shard)).collect();
    if shards.iter().any(|(_, s)| s.is_some())
        && let Some((whole, _)) = shards.iter().find(|(_, s)| s.is_none())
    {
        return Err(MergeError::Mixed { whole: whole.to_path_buf() });
    }
    // A whole match is its one shard: given twice, it is refused alike.
    let whole = Shard { index: 1, count: 1 };
    for (i, (path, shard)) in shards.iter().enumerate() {
        let shard = shard.unwrap_or(whole);
        if let Some((earlier, _)) = shards[..i].iter().find(|(_, s)| s.unwrap_or(whole) == shard) {
            let paths = [earlier.to_path_buf(), path.to_path_buf()];
            return Err(MergeError::SameShard { shard, paths });
        }
    }
    if let Some(count) = shards.first().and_then(|(_, s)| s.map(|s| s.count)) {
        let missing: Vec<String> = (1..=count)
            .filter(|k| !shards.iter().any(|(_, s)| s.is_some_and(|s| s.index == *k)))
            .map(|k| k.to_string())
            .collect();
        if !missing.is_empty() {
            notes.push(format!(
                "shard {} of {count} not given: the report holds the other shards' games",
                missing.join(", ")
            ));
        }
    }
    Ok(())
}
