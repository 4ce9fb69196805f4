//! The exercises made from the people's own mistakes: each a position of a
//! game they played, the move they chose there and the judge's better
//! one, with when it is next due. Kept as RON beside the statistics
//! (`exercises.ron`), written atomically; a file that does not read, or
//! one written by a newer version, is set aside with a notice and a fresh
//! one begun. The schedule itself is the coach's (`coach::practice`).

use super::atomic::SetAside;
use super::ron_file::{read_versioned, write_pretty};
use super::save::GameKind;
use crate::core::SeatIndex;
use crate::core::review::Mark;
use serde::{Deserialize, Serialize};
use std::io;
use std::path::Path;

/// The file's format version.
pub const FORMAT: u32 = 1;

/// One exercise.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Exercise {
    /// What makes it this exercise and no other: its game, its seed and
    /// the moves before it.
    pub key: String,
    /// Who made the mistake (the name at their seat).
    pub person: String,
    /// Which game.
    pub game: GameKind,
    /// The whole game as a save (RON): the position is replayed from it,
    /// with the dice and cards it had.
    pub save: String,
    /// The decision: the move that made ply `ply` (the position is the one
    /// after `ply - 1` moves).
    pub ply: usize,
    /// The seat that was to move.
    pub seat: SeatIndex,
    /// The move played in the game, as the save writes it.
    pub played: String,
    /// The judge's best move there, written the same way.
    pub best: String,
    /// How bad the move played was.
    pub mark: Mark,
    /// The winning chances it gave away, in millionths.
    pub loss: u32,
    /// When it was made, in seconds since 1970.
    pub made: u64,
    /// When it is next due, in seconds since 1970.
    pub due: u64,
    /// Days until it comes back after the next solve; 0 until it has been
    /// solved (or since it was last missed).
    pub interval_days: u32,
    /// Times it was solved.
    pub solved: u32,
    /// Times it was missed.
    pub missed: u32,
}

/// Every exercise.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Exercises {
    /// The format the file was written in.
    pub format: u32,
    /// The exercises, oldest first.
    pub list: Vec<Exercise>,
}

impl Default for Exercises {
    fn default() -> Self {
        Exercises { format: FORMAT, list: Vec::new() }
    }
}

impl Exercises {
    /// Reads the exercises; a missing file gives none, a damaged one or
    /// one of a later format gives none and is set aside as
    /// `exercises.ron.bad`.
    pub fn load(path: &Path) -> (Exercises, Option<SetAside>) {
        let (read, notice) = read_versioned(path, |read: &Exercises| read.format, FORMAT);
        (Exercises { format: FORMAT, ..read }, notice)
    }

    /// Writes them atomically.
    pub fn save(&self, path: &Path) -> io::Result<()> {
        write_pretty(self, path)
    }

    /// Adds the exercises not already kept (the same person and key);
    /// how many were new.
    pub fn add(&mut self, new: Vec<Exercise>) -> usize {
        let mut added = 0;
        for exercise in new {
            if !self.list.iter().any(|e| e.person == exercise.person && e.key == exercise.key) {
                self.list.push(exercise);
                added += 1;
            }
        }
        added
    }

    /// The exercise with `key` for `person`.
    pub fn find_mut(&mut self, person: &str, key: &str) -> Option<&mut Exercise> {
        self.list.iter_mut().find(|e| e.person == person && e.key == key)
    }

    /// Forgets every exercise of `person` (their record was deleted), or
    /// gives them a new name.
    pub fn rename(&mut self, old: &str, new: Option<&str>) {
        match new {
            Some(new) => {
                self.list.iter_mut().filter(|e| e.person == old).for_each(|e| e.person = new.to_owned())
            }
            None => self.list.retain(|e| e.person != old),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scratch::Scratch;

    pub(crate) fn sample(key: &str) -> Exercise {
        Exercise {
            key: key.into(),
            person: "Ann".into(),
            game: GameKind::Malice,
            save: "(format: 1)".into(),
            ply: 5,
            seat: 0,
            played: "Lb2-a3".into(),
            best: "Lb2-b3".into(),
            mark: Mark::Blunder,
            loss: 250_000,
            made: 100,
            due: 100,
            interval_days: 0,
            solved: 0,
            missed: 0,
        }
    }

    #[test]
    fn exercises_round_trip_and_are_kept_once() {
        let dir = Scratch::new("exercises-round");
        let path = dir.join("exercises.ron");
        let mut kept = Exercises::default();
        assert_eq!(kept.add(vec![sample("a"), sample("b"), sample("a")]), 2);
        assert_eq!(kept.add(vec![sample("b")]), 0, "made again from a second review");
        kept.save(&path).expect("written");
        assert_eq!(Exercises::load(&path), (kept, None));
    }

    #[test]
    fn a_damaged_or_newer_file_is_set_aside() {
        let dir = Scratch::new("exercises-damaged");
        let path = dir.join("exercises.ron");
        std::fs::write(&path, "(format: 1, list: [(key: \"a\", person: ").expect("written");
        let (read, notice) = Exercises::load(&path);
        assert_eq!(read, Exercises::default());
        assert_eq!(notice.expect("said").kept.as_deref().ok(), Some(dir.join("exercises.ron.bad").as_path()));
        std::fs::write(&path, "(format: 2)").expect("written");
        assert!(Exercises::load(&path).1.expect("said").why.contains("format 2"));
    }

    #[test]
    fn a_renamed_or_deleted_person_takes_their_exercises_along() {
        let mut kept = Exercises::default();
        kept.add(vec![sample("a"), Exercise { person: "Bo".into(), ..sample("a") }]);
        kept.rename("Ann", Some("Anna"));
        assert!(kept.find_mut("Anna", "a").is_some());
        kept.rename("Bo", None);
        assert_eq!(kept.list.len(), 1);
    }
}
