//! A game's ladder of bot levels: the rungs it offers, weakest first, each
//! with a line saying what to expect and its measured Elo (from
//! `malice-table ladder`), and the rungs the names of older files (`Easy`,
//! `Medium`, `Hard`) stand for now.

use super::seat::Level;

/// One level of a game's ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rung {
    /// The level.
    pub level: Level,
    /// What to expect of it, in a line.
    pub about: &'static str,
    /// Its Elo as `malice-table ladder` measured it (the weakest at 0), if
    /// it has been measured.
    pub elo: Option<i32>,
}

/// A game's levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ladder {
    /// The rungs, weakest first.
    pub rungs: &'static [Rung],
    /// The rungs nearest in strength to the old `Easy`, `Medium` and `Hard`.
    pub old: [Level; 3],
}

impl Ladder {
    /// The levels, weakest first.
    pub fn levels(&self) -> impl Iterator<Item = Level> + '_ {
        self.rungs.iter().map(|r| r.level)
    }

    /// The level a new game offers first: the old `Medium`'s.
    pub fn usual(&self) -> Level {
        self.old[1]
    }

    /// The strongest level.
    pub fn top(&self) -> Level {
        self.rungs.last().map_or(Level::Champion, |r| r.level)
    }

    /// The rung of `level`, if this ladder has it.
    pub fn rung(&self, level: Level) -> Option<&Rung> {
        self.rungs.iter().find(|r| r.level == level)
    }

    /// The level of this ladder that `level` stands for: itself if the
    /// ladder has it, an old name's rung, or else the nearest rung (the
    /// weaker of two as near).
    pub fn resolve(&self, level: Level) -> Level {
        if let Some(i) = Level::OLD.iter().position(|l| *l == level) {
            return self.old.get(i).copied().unwrap_or(level);
        }
        if self.rung(level).is_some() {
            return level;
        }
        let wanted = level.rung().unwrap_or(0);
        self.levels().min_by_key(|l| (l.rung().unwrap_or(0).abs_diff(wanted), l.rung())).unwrap_or(level)
    }

    /// A line for `level` as the dialogs show it: what to expect, and the
    /// measured Elo when there is one.
    pub fn describe(&self, level: Level) -> String {
        let level = self.resolve(level);
        match self.rung(level) {
            Some(Rung { about, elo: Some(elo), .. }) => format!("{about} (Elo {elo})"),
            Some(Rung { about, elo: None, .. }) => (*about).to_owned(),
            None => String::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RUNGS: [Rung; 3] = [
        Rung { level: Level::Beginner, about: "weak", elo: Some(0) },
        Rung { level: Level::Club, about: "fair", elo: Some(250) },
        Rung { level: Level::Master, about: "strong", elo: None },
    ];
    const LADDER: Ladder = Ladder { rungs: &RUNGS, old: [Level::Beginner, Level::Club, Level::Master] };

    #[test]
    fn old_names_and_missing_rungs_find_their_nearest_rung() {
        assert_eq!(LADDER.resolve(Level::OldEasy), Level::Beginner);
        assert_eq!(LADDER.resolve(Level::OldMedium), Level::Club);
        assert_eq!(LADDER.resolve(Level::OldHard), Level::Master);
        assert_eq!(LADDER.resolve(Level::Club), Level::Club);
        assert_eq!(LADDER.resolve(Level::Newcomer), Level::Beginner);
        assert_eq!(LADDER.resolve(Level::Casual), Level::Beginner, "as near to both: the weaker");
        assert_eq!(LADDER.resolve(Level::Expert), Level::Club);
        assert_eq!(LADDER.resolve(Level::Champion), Level::Master);
        assert_eq!(LADDER.top(), Level::Master);
    }

    #[test]
    fn a_rung_is_described_with_its_elo_when_measured() {
        assert_eq!(LADDER.describe(Level::Club), "fair (Elo 250)");
        assert_eq!(LADDER.describe(Level::Master), "strong");
        assert_eq!(LADDER.describe(Level::OldEasy), "weak (Elo 0)");
    }

    #[test]
    fn old_names_read_from_files_and_every_level_has_a_name_for_the_command_line() {
        let read: Vec<Level> = ron::from_str("[Easy, Medium, Hard, Club, Champion]").expect("reads");
        assert_eq!(read, [Level::OldEasy, Level::OldMedium, Level::OldHard, Level::Club, Level::Champion]);
        for level in Level::ALL.into_iter().chain(Level::OLD) {
            assert_eq!(Level::from_cli(level.cli_name()), Some(level));
        }
        assert_eq!(Level::from_cli("grandmaster"), None);
    }
}
