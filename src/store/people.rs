//! The people who play at this computer, as the coach knows them: every
//! finished game each one played against bots (the levels met and how
//! each went), and every game between two people, kept apart. Kept as RON
//! beside the statistics (`people.ron`), written atomically as soon as a
//! game ends; a file that does not read, or one written by a newer
//! version, is set aside with a notice and a fresh one begun.
//!
//! A person is the name at their seat: two people sharing the computer
//! under their own names keep their own records.

use super::atomic::SetAside;
use super::ron_file::{read_versioned, write_pretty};
use super::save::GameKind;
use crate::core::Level;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io;
use std::path::Path;

/// The file's format version; a file of a later one is set aside, never
/// overwritten by this version's smaller idea of it.
pub const FORMAT: u32 = 1;

/// How one game went for someone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Score {
    /// They finished ahead.
    Won,
    /// Neither finished ahead.
    Drawn,
    /// The other finished ahead.
    Lost,
}

impl Score {
    /// Points: 1 a win, ½ a draw, 0 a loss.
    pub fn points(self) -> f64 {
        match self {
            Score::Won => 1.0,
            Score::Drawn => 0.5,
            Score::Lost => 0.0,
        }
    }

    /// The same game seen from the other side.
    pub fn flipped(self) -> Score {
        match self {
            Score::Won => Score::Lost,
            Score::Drawn => Score::Drawn,
            Score::Lost => Score::Won,
        }
    }
}

/// One finished game a person played against bots.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotGame {
    /// Which game.
    pub game: GameKind,
    /// When it ended, in seconds since 1970.
    pub when: u64,
    /// Each bot met whose result against the person is known: its level
    /// and how it went for the person.
    pub against: Vec<(Level, Score)>,
}

/// One finished game between two people.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Duel {
    /// Which game.
    pub game: GameKind,
    /// When it ended, in seconds since 1970.
    pub when: u64,
    /// One person's name.
    pub a: String,
    /// The other's.
    pub b: String,
    /// How it went for `a`.
    pub score: Score,
}

/// One person's record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Person {
    /// Their games against bots, oldest first.
    pub bot_games: Vec<BotGame>,
}

/// Every person's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct People {
    /// The format the file was written in.
    pub format: u32,
    /// Each person by name.
    pub people: BTreeMap<String, Person>,
    /// Games between people, oldest first.
    pub duels: Vec<Duel>,
}

impl Default for People {
    fn default() -> Self {
        People { format: FORMAT, people: BTreeMap::new(), duels: Vec::new() }
    }
}

/// Why a person's record could not be renamed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RenameError {
    /// Nobody has that name.
    Unknown,
    /// The new name is empty (or only spaces).
    Empty,
    /// Someone already has the new name.
    Taken,
}

impl People {
    /// Reads the records; a missing file gives none, a damaged one or one
    /// of a later format gives none and is set aside as `people.ron.bad`.
    pub fn load(path: &Path) -> (People, Option<SetAside>) {
        let (read, notice) = read_versioned(path, |read: &People| read.format, FORMAT);
        (People { format: FORMAT, ..read }, notice)
    }

    /// Writes them atomically.
    pub fn save(&self, path: &Path) -> io::Result<()> {
        write_pretty(self, path)
    }

    /// Keeps a game `name` played against bots.
    pub fn add_bot_game(&mut self, name: &str, game: BotGame) {
        if game.against.is_empty() {
            return;
        }
        self.people.entry(name.to_owned()).or_default().bot_games.push(game);
    }

    /// Keeps a game between two people.
    pub fn add_duel(&mut self, duel: Duel) {
        for name in [&duel.a, &duel.b] {
            self.people.entry(name.clone()).or_default();
        }
        self.duels.push(duel);
    }

    /// `name`'s games of `game` against bots, oldest first.
    pub fn bot_games(&self, name: &str, game: GameKind) -> Vec<&BotGame> {
        self.people
            .get(name)
            .map_or_else(Vec::new, |p| p.bot_games.iter().filter(|g| g.game == game).collect())
    }

    /// The games of `game` between people, oldest first.
    pub fn duels(&self, game: GameKind) -> Vec<&Duel> {
        self.duels.iter().filter(|d| d.game == game).collect()
    }

    /// Everyone's names, in order.
    pub fn names(&self) -> Vec<&str> {
        self.people.keys().map(String::as_str).collect()
    }

    /// Gives `old`'s record the name `new` (trimmed), in their games with
    /// other people too.
    pub fn rename(&mut self, old: &str, new: &str) -> Result<(), RenameError> {
        let new = new.trim();
        if new.is_empty() {
            return Err(RenameError::Empty);
        }
        if new == old {
            return if self.people.contains_key(old) { Ok(()) } else { Err(RenameError::Unknown) };
        }
        if self.people.contains_key(new) {
            return Err(RenameError::Taken);
        }
        let person = self.people.remove(old).ok_or(RenameError::Unknown)?;
        self.people.insert(new.to_owned(), person);
        for duel in &mut self.duels {
            for name in [&mut duel.a, &mut duel.b] {
                if name == old {
                    *name = new.to_owned();
                }
            }
        }
        Ok(())
    }

    /// Forgets `name`'s record and their games with other people; whether
    /// there was one.
    pub fn delete(&mut self, name: &str) -> bool {
        let had = self.people.remove(name).is_some();
        self.duels.retain(|d| d.a != name && d.b != name);
        had
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scratch::Scratch;

    fn sample() -> People {
        let mut people = People::default();
        let game = |when, against| BotGame { game: GameKind::Spite, when, against };
        people.add_bot_game("Ann", game(10, vec![(Level::Club, Score::Won)]));
        people.add_bot_game("Ann", game(20, vec![(Level::Expert, Score::Lost)]));
        people.add_bot_game("Bo", game(30, vec![(Level::Casual, Score::Drawn), (Level::Club, Score::Won)]));
        people.add_duel(Duel {
            game: GameKind::Malice,
            when: 40,
            a: "Ann".into(),
            b: "Bo".into(),
            score: Score::Won,
        });
        people
    }

    #[test]
    fn records_round_trip_through_the_file() {
        let dir = Scratch::new("people-round");
        let path = dir.join("people.ron");
        let people = sample();
        people.save(&path).expect("written");
        assert_eq!(People::load(&path), (people, None));
        assert_eq!(People::load(&path.with_file_name("missing.ron")), (People::default(), None));
    }

    #[test]
    fn a_damaged_or_newer_file_is_set_aside_and_a_fresh_one_begun() {
        let dir = Scratch::new("people-damaged");
        let path = dir.join("people.ron");
        std::fs::write(&path, "(format: 1, people: {\"Ann\": (bot_games: [oops").expect("written");
        let (people, notice) = People::load(&path);
        assert_eq!(people, People::default());
        let notice = notice.expect("said");
        assert!(notice.why.starts_with("line 1"), "{}", notice.why);
        assert_eq!(notice.kept.as_deref().ok(), Some(dir.join("people.ron.bad").as_path()));
        assert!(!path.exists());

        std::fs::write(&path, "(format: 9)").expect("written");
        let (people, notice) = People::load(&path);
        assert_eq!(people, People::default());
        assert!(notice.expect("said").why.contains("format 9"));
    }

    #[test]
    fn each_persons_games_are_their_own_and_people_games_kept_apart() {
        let people = sample();
        assert_eq!(people.bot_games("Ann", GameKind::Spite).len(), 2);
        assert_eq!(people.bot_games("Bo", GameKind::Spite).len(), 1);
        assert!(people.bot_games("Ann", GameKind::Malice).is_empty(), "the duel is not a bot game");
        assert_eq!(people.duels(GameKind::Malice).len(), 1);
        assert_eq!(people.names(), ["Ann", "Bo"]);
    }

    #[test]
    fn a_record_is_renamed_everywhere_and_deleted_with_its_duels() {
        let mut people = sample();
        assert_eq!(people.rename("Ann", "Bo"), Err(RenameError::Taken));
        assert_eq!(people.rename("Ann", "  "), Err(RenameError::Empty));
        assert_eq!(people.rename("Cy", "Di"), Err(RenameError::Unknown));
        assert_eq!(people.rename("Ann", " Anna "), Ok(()));
        assert_eq!(people.names(), ["Anna", "Bo"]);
        assert_eq!(people.bot_games("Anna", GameKind::Spite).len(), 2);
        assert_eq!(people.duels[0].a, "Anna");
        assert!(people.delete("Anna"));
        assert!(!people.delete("Anna"));
        assert_eq!(people.names(), ["Bo"]);
        assert!(people.duels.is_empty());
    }
}
