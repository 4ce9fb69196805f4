//! Kept pairings (`ladder --keep DIR`): each finished match of a ladder is
//! written to a file of its own, named for the game, the two bots and the
//! options that decide its games; a ladder run again with the same options
//! reads it back instead of playing it again. While a pairing is being
//! played, each of its finished games is added to a journal beside it (see
//! [`super::journal`]), so a ladder of many hours can be stopped and
//! resumed, losing at most the games it was playing.
//!
//! The name holds the git revision of the build that played it, so a
//! ladder never mixes games of another build's bots: after a new commit
//! every pairing is played again. (A build from uncommitted changes has
//! its commit's revision: rerun without `--keep`, or into a fresh folder,
//! after editing a bot.)

use super::MatchReport;
use super::ladder::LadderRequest;
use crate::store::atomic::write_atomic;
use std::fmt;
use std::path::{Path, PathBuf};

/// The folder the pairings are kept in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    dir: PathBuf,
    revision: String,
}

/// Why a kept pairing could not be used or written.
#[derive(Debug)]
pub enum KeptError {
    /// The folder cannot be made or written to.
    Folder {
        /// The folder.
        dir: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// A kept file cannot be read or is not a match of this pairing.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why not.
        why: String,
    },
    /// A finished match could not be written.
    Write {
        /// The file.
        path: PathBuf,
        /// Why not.
        why: String,
    },
}

impl fmt::Display for KeptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeptError::Folder { dir, source } => {
                write!(f, "cannot keep pairings in {}: {source}", dir.display())
            }
            KeptError::Unreadable { path, why } => write!(f, "{} cannot be used ({why})", path.display()),
            KeptError::Write { path, why } => write!(f, "{} cannot be written ({why})", path.display()),
        }
    }
}

impl std::error::Error for KeptError {}

impl Kept {
    /// Pairings kept in `dir`, which is made if it is missing; an error if
    /// it cannot be made or written to (found out before any game).
    pub fn open(dir: &Path) -> Result<Kept, KeptError> {
        let folder = |source| KeptError::Folder { dir: dir.to_owned(), source };
        std::fs::create_dir_all(dir).map_err(folder)?;
        let probe = dir.join(".probe");
        std::fs::write(&probe, b"").and_then(|()| std::fs::remove_file(&probe)).map_err(folder)?;
        Ok(Kept { dir: dir.to_owned(), revision: crate::build_info::GIT_REV.to_owned() })
    }

    /// The same folder as kept by the build of `revision`.
    pub fn for_revision(self, revision: &str) -> Kept {
        Kept { revision: revision.to_owned(), ..self }
    }

    /// The file of the match of `a` against `b` under `request`, played by
    /// this build. Threads do not change the games, so they are not in the
    /// name.
    pub fn path(&self, request: &LadderRequest, a: &str, b: &str) -> PathBuf {
        let table = &request.table;
        let mut name = format!("{}-{}p", table.game.cli_name(), table.players.unwrap_or(2));
        if let Some(board) = &table.board {
            name.push_str(&format!("-{board}"));
        }
        name.push_str(&format!("-{}-vs-{}-{}g-seed{}", player(a), player(b), request.games, table.seed));
        if let Some(budget) = table.budget {
            name.push_str(&format!("-{}ms", budget.as_millis()));
        }
        if let Some(cap) = table.cap {
            name.push_str(&format!("-cap{}ms", cap.as_millis()));
        }
        name.push_str(&format!("-rev{}", self.revision));
        self.dir.join(sanitized(&name) + ".ron")
    }

    /// The journal of the match of `a` against `b` while it is played: the
    /// games finished so far, one a line.
    pub fn journal_path(&self, request: &LadderRequest, a: &str, b: &str) -> PathBuf {
        self.path(request, a, b).with_extension("journal")
    }

    /// The kept match of `a` against `b`: `Ok(None)` if none was kept, an
    /// error if the file is there but damaged or of another match.
    pub fn load(&self, request: &LadderRequest, a: &str, b: &str) -> Result<Option<MatchReport>, KeptError> {
        let path = self.path(request, a, b);
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(KeptError::Unreadable { path, why: e.to_string() }),
        };
        let unreadable = |why: String| KeptError::Unreadable { path: path.clone(), why };
        let report: MatchReport = ron::from_str(&text).map_err(|e| unreadable(e.to_string()))?;
        let schedule = &report.schedule;
        let same = report.names == [a, b]
            && schedule.games == request.games
            && schedule.seed == request.table.seed
            && schedule.budget == request.table.budget
            && schedule.cap == request.table.cap
            && report.games.len() as u64 == request.games;
        if !same {
            return Err(unreadable(format!(
                "a match of {} against {}, not this pairing",
                report.names[0], report.names[1]
            )));
        }
        Ok(Some(report))
    }

    /// Keeps the finished match of `a` against `b`.
    pub fn save(
        &self,
        request: &LadderRequest,
        a: &str,
        b: &str,
        report: &MatchReport,
    ) -> Result<(), KeptError> {
        let path = self.path(request, a, b);
        let text = ron::to_string(report)
            .map_err(|e| KeptError::Write { path: path.clone(), why: e.to_string() })?;
        write_atomic(&path, text.as_bytes()).map_err(|e| KeptError::Write { path, why: e.to_string() })
    }
}

/// A player's name as a file name says it: `ismcts@200` (a baseline by
/// the clock, see [`super::ladder::Baselines`]) as `ismcts-200ms`, so that
/// its pairings are never taken for those of `ismcts` by its node budget,
/// nor of another budget.
fn player(name: &str) -> String {
    match name.split_once('@') {
        Some((bot, ms)) => format!("{bot}-{}ms", ms.strip_suffix("ms").unwrap_or(ms)),
        None => name.to_owned(),
    }
}

/// `name` with anything but letters, digits, `-`, `_` and `.` turned
/// into `_`, so that every bot name makes a file name.
fn sanitized(name: &str) -> String {
    name.chars().map(|c| if c.is_ascii_alphanumeric() || "-_.".contains(c) { c } else { '_' }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arena::roster::Table;
    use crate::games::GameKind;
    use crate::scratch::Scratch;

    #[test]
    fn another_builds_pairings_are_not_this_ones() {
        let dir = Scratch::new("kept");
        let request = LadderRequest::new(Table::new(GameKind::Spite, 1), 4);
        let ours = Kept::open(&dir).expect("a folder");
        let theirs = ours.clone().for_revision("0000000");
        let path = ours.path(&request, "easy", "hard");
        assert!(path.to_string_lossy().contains(crate::build_info::GIT_REV), "{}", path.display());
        assert_ne!(path, theirs.path(&request, "easy", "hard"));
    }

    #[test]
    fn a_baseline_by_the_clock_is_kept_apart_from_it_by_its_nodes() {
        let dir = Scratch::new("kept-ms");
        let request = LadderRequest::new(Table::new(GameKind::Spite, 1), 4);
        let kept = Kept::open(&dir).expect("a folder");
        let name =
            |b: &str| kept.path(&request, "expert", b).file_name().map(|n| n.to_string_lossy().into_owned());
        let by_nodes = name("ismcts").unwrap_or_default();
        let by_clock = name("ismcts@200").unwrap_or_default();
        assert!(by_nodes.starts_with("spite-2p-expert-vs-ismcts-4g-seed1-rev"), "{by_nodes}");
        assert!(by_clock.starts_with("spite-2p-expert-vs-ismcts-200ms-4g-seed1-rev"), "{by_clock}");
        assert_eq!(name("ismcts@200ms"), Some(by_clock.clone()), "the same player, the same file");
        assert_ne!(name("ismcts@100"), Some(by_clock));
    }
}
