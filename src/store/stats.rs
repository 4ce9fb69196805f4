//! Statistics: games (and Spite & Malice matches) played, won, lost and
//! drawn, per game, variant and opponent, seen from the first person at the
//! table. Kept as RON in the data folder and written as soon as a game ends.

use super::atomic::SetAside;
use super::save::GameKind;
use crate::core::{Controller, Level, Outcome, Seat, SeatIndex};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io;
use std::path::Path;

/// Which table a line of statistics counts.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct StatsKey {
    /// The game.
    pub game: GameKind,
    /// Board or variant, in words (`classic board`, `2 players`).
    pub variant: String,
    /// `Human`, or the bots' level (`Expert bot`, `Mixed`).
    pub opponent: String,
}

/// The counts of one line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Record {
    /// Games finished.
    pub played: u32,
    /// Won by the person.
    pub won: u32,
    /// Lost by the person.
    pub lost: u32,
    /// Drawn.
    pub drawn: u32,
    /// Spite & Malice matches finished.
    pub matches_played: u32,
    /// Matches won by the person.
    pub matches_won: u32,
    /// Matches lost by the person.
    pub matches_lost: u32,
}

impl Record {
    /// Both records' counts added up.
    fn plus(&self, other: &Record) -> Record {
        let add = |a: u32, b: u32| a.saturating_add(b);
        Record {
            played: add(self.played, other.played),
            won: add(self.won, other.won),
            lost: add(self.lost, other.lost),
            drawn: add(self.drawn, other.drawn),
            matches_played: add(self.matches_played, other.matches_played),
            matches_won: add(self.matches_won, other.matches_won),
            matches_lost: add(self.matches_lost, other.matches_lost),
        }
    }
}

/// How a finished game or match went for the person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Result {
    /// The person (or their team) won.
    Won,
    /// Someone else won.
    Lost,
    /// Nobody won.
    Drawn,
}

/// Every line of statistics.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    /// The lines, in a stable order.
    pub lines: BTreeMap<String, StatsLine>,
}

/// One line: its key and counts (a map keyed by text keeps the RON flat).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatsLine {
    /// What it counts.
    pub key: StatsKey,
    /// The counts.
    pub record: Record,
}

impl StatsKey {
    /// The key of a game with `seats`, seen from the first person; `None`
    /// when only bots play (those games are not counted).
    pub fn for_table(game: GameKind, variant: impl Into<String>, seats: &[Seat]) -> Option<StatsKey> {
        let me = first_person(seats)?;
        let mut levels =
            seats.iter().enumerate().filter(|&(i, _)| i != me).map(|(_, s)| s.controller).collect::<Vec<_>>();
        levels.dedup();
        let opponent = match levels.as_slice() {
            [Controller::Human] => "Human".to_owned(),
            [Controller::Bot(level)] => format!("{level} bot"),
            [Controller::Remote] => "Online".to_owned(),
            _ if levels.iter().all(|c| *c == Controller::Human) => "Humans".to_owned(),
            _ => "Mixed".to_owned(),
        };
        Some(StatsKey { game, variant: variant.into(), opponent })
    }

    fn text(&self) -> String {
        format!("{} / {} / {}", self.game.title(), self.variant, self.opponent)
    }
}

/// The seat of the first person at the table.
pub fn first_person(seats: &[Seat]) -> Option<SeatIndex> {
    seats.iter().position(|s| s.controller == Controller::Human)
}

/// How `outcome` went for the first person at the table.
pub fn result_for(seats: &[Seat], outcome: &Outcome) -> Option<Result> {
    let me = first_person(seats)?;
    Some(match outcome {
        Outcome::Draw => Result::Drawn,
        Outcome::Win(winners) if winners.contains(me) => Result::Won,
        Outcome::Win(_) => Result::Lost,
    })
}

impl Stats {
    /// Reads the statistics; a missing or unreadable file gives empty
    /// statistics (and the unreadable file is kept as `statistics.ron.bad`).
    pub fn load(path: &Path) -> (Stats, Option<SetAside>) {
        let Ok(text) = std::fs::read_to_string(path) else { return (Stats::default(), None) };
        match ron::from_str::<Stats>(&text) {
            Ok(stats) => (stats.with_new_level_names(), None),
            Err(e) => {
                let why = format!("line {}: {}", e.span.start.line, e.code);
                (Stats::default(), Some(SetAside::file(path, why)))
            }
        }
    }

    /// Writes the statistics atomically.
    pub fn save(&self, path: &Path) -> io::Result<()> {
        super::ron_file::write_pretty(self, path)
    }

    fn record_mut(&mut self, key: &StatsKey) -> &mut Record {
        &mut self
            .lines
            .entry(key.text())
            .or_insert_with(|| StatsLine { key: key.clone(), record: Record::default() })
            .record
    }

    /// The same counts with lines from before the ladder (`Easy bot`,
    /// `Medium bot`, `Hard bot`) under the name of the level those bots
    /// are now in each game (see [`crate::core::Ladder::resolve`]); a line
    /// that meets one already there adds its counts to it.
    pub fn with_new_level_names(self) -> Stats {
        let mut renamed = Stats::default();
        for line in self.lines.into_values() {
            let mut key = line.key;
            if let Some(old) = Level::OLD.into_iter().find(|l| key.opponent == format!("{} bot", l.name())) {
                key.opponent = format!("{} bot", key.game.ladder().resolve(old).name());
            }
            let record = renamed.record_mut(&key);
            *record = record.plus(&line.record);
        }
        renamed
    }

    /// Counts a finished game.
    pub fn add_game(&mut self, key: &StatsKey, result: Result) {
        let record = self.record_mut(key);
        record.played = record.played.saturating_add(1);
        let slot = match result {
            Result::Won => &mut record.won,
            Result::Lost => &mut record.lost,
            Result::Drawn => &mut record.drawn,
        };
        *slot = slot.saturating_add(1);
    }

    /// Counts a finished match.
    pub fn add_match(&mut self, key: &StatsKey, won: bool) {
        let record = self.record_mut(key);
        record.matches_played = record.matches_played.saturating_add(1);
        let slot = if won { &mut record.matches_won } else { &mut record.matches_lost };
        *slot = slot.saturating_add(1);
    }

    /// The lines in display order.
    pub fn rows(&self) -> Vec<(&StatsKey, &Record)> {
        let mut rows: Vec<_> = self.lines.values().map(|l| (&l.key, &l.record)).collect();
        rows.sort_by(|a, b| a.0.cmp(b.0));
        rows
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::SeatSet;
    use crate::scratch::Scratch;

    fn table() -> Vec<Seat> {
        vec![Seat::human("Ann"), Seat::bot("Bot", Level::Champion)]
    }

    #[test]
    fn counts_from_the_first_person() {
        let seats = table();
        let key = StatsKey::for_table(GameKind::Malice, "2 players", &seats).expect("a person plays");
        assert_eq!(key.opponent, "Champion bot");
        let mut stats = Stats::default();
        stats.add_game(&key, result_for(&seats, &Outcome::Win(SeatSet::single(0))).expect("result"));
        stats.add_game(&key, result_for(&seats, &Outcome::Win(SeatSet::single(1))).expect("result"));
        stats.add_game(&key, result_for(&seats, &Outcome::Draw).expect("result"));
        let rows = stats.rows();
        assert_eq!(rows.len(), 1);
        assert_eq!(*rows[0].1, Record { played: 3, won: 1, lost: 1, drawn: 1, ..Record::default() });
    }

    #[test]
    fn lines_from_before_the_ladder_take_the_new_level_names() {
        let line = |game, opponent: &str, won| {
            let key = StatsKey { game, variant: "2 players".into(), opponent: opponent.into() };
            StatsLine { key, record: Record { played: won + 1, won, lost: 1, ..Record::default() } }
        };
        let mut old = Stats::default();
        for l in [
            line(GameKind::Malice, "Hard bot", 2),
            line(GameKind::Malice, "Champion bot", 3),
            line(GameKind::Spite, "Easy bot", 1),
            line(GameKind::Malefiz, "Human", 4),
        ] {
            old.lines.insert(l.key.text(), l);
        }
        let dir = Scratch::new("stats-rename");
        let path = dir.join("statistics.ron");
        old.save(&path).expect("saved");
        let (read, problem) = Stats::load(&path);
        assert_eq!(problem, None);
        let opponents: Vec<(GameKind, &str, u32)> =
            read.rows().iter().map(|(k, r)| (k.game, k.opponent.as_str(), r.won)).collect();
        let hard = GameKind::Malice.ladder().resolve(Level::OldHard).name();
        let easy = GameKind::Spite.ladder().resolve(Level::OldEasy).name();
        assert!(opponents.contains(&(GameKind::Spite, &*format!("{easy} bot"), 1)), "{opponents:?}");
        assert!(opponents.contains(&(GameKind::Malefiz, "Human", 4)), "{opponents:?}");
        // Malice's old Hard is its Champion: the two lines are one now.
        assert_eq!(hard, "Champion");
        assert!(opponents.contains(&(GameKind::Malice, "Champion bot", 5)), "{opponents:?}");
        assert_eq!(read.rows().len(), 3);
        assert!(opponents.iter().all(|(_, o, _)| !["Easy bot", "Medium bot", "Hard bot"].contains(o)));
    }

    #[test]
    fn bot_only_tables_are_not_counted() {
        let seats = vec![Seat::bot("A", Level::Newcomer), Seat::bot("B", Level::Champion)];
        assert_eq!(StatsKey::for_table(GameKind::Malefiz, "classic", &seats), None);
    }

    #[test]
    fn round_trips_and_survives_a_broken_file() {
        // Saving makes the folder the file goes in.
        let scratch = Scratch::new("stats");
        let path = scratch.join("data").join("statistics.ron");
        let mut stats = Stats::default();
        let key = StatsKey::for_table(GameKind::Spite, "refill on", &table()).expect("key");
        stats.add_match(&key, true);
        stats.save(&path).expect("write");
        assert_eq!(Stats::load(&path), (stats, None));
        std::fs::write(&path, "(lines: {").expect("write");
        let (empty, notice) = Stats::load(&path);
        assert_eq!(empty, Stats::default());
        assert!(notice.is_some());
    }
}
