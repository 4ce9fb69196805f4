//! Who sits at each seat: a person or a bot of some strength.

use serde::{Deserialize, Serialize};
use std::fmt;

/// How strong a bot plays: the rungs of a game's ladder (see
/// [`super::ladder`]), named for the people they play like, weakest first.
/// Each game has its own ladder of at least five of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Level {
    /// Knows the rules and plays with purpose, a move at a time.
    Newcomer,
    /// Sees the obvious, misses the rest.
    Beginner,
    /// Plays for fun, and well enough.
    Casual,
    /// A regular at the club.
    #[default]
    Club,
    /// Reads ahead and rarely slips.
    Expert,
    /// Hard to beat.
    Master,
    /// The best the engine plays within its time.
    Champion,
    /// `Easy`, as files written before the ladder name it: read only, and
    /// turned into the game's nearest rung (see `Ladder::resolve`).
    #[serde(rename = "Easy")]
    OldEasy,
    /// `Medium`, from older files.
    #[serde(rename = "Medium")]
    OldMedium,
    /// `Hard`, from older files.
    #[serde(rename = "Hard")]
    OldHard,
}

impl Level {
    /// Every rung, weakest first (the old names are not rungs).
    pub const ALL: [Level; 7] = [
        Level::Newcomer,
        Level::Beginner,
        Level::Casual,
        Level::Club,
        Level::Expert,
        Level::Master,
        Level::Champion,
    ];

    /// The name shown to players.
    pub fn name(self) -> &'static str {
        match self {
            Level::Newcomer => "Newcomer",
            Level::Beginner => "Beginner",
            Level::Casual => "Casual",
            Level::Club => "Club player",
            Level::Expert => "Expert",
            Level::Master => "Master",
            Level::Champion => "Champion",
            Level::OldEasy => "Easy",
            Level::OldMedium => "Medium",
            Level::OldHard => "Hard",
        }
    }

    /// The one word the arena and the command line know it by.
    pub fn cli_name(self) -> &'static str {
        match self {
            Level::Newcomer => "newcomer",
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Club => "club",
            Level::Expert => "expert",
            Level::Master => "master",
            Level::Champion => "champion",
            Level::OldEasy => "easy",
            Level::OldMedium => "medium",
            Level::OldHard => "hard",
        }
    }

    /// The level the command line names `name` (the old `easy`, `medium`
    /// and `hard` too).
    pub fn from_cli(name: &str) -> Option<Level> {
        Level::ALL.into_iter().chain(Level::OLD).find(|l| l.cli_name() == name)
    }

    /// The names of the levels before the ladder, weakest first.
    pub const OLD: [Level; 3] = [Level::OldEasy, Level::OldMedium, Level::OldHard];

    /// Its place among the rungs, weakest 0; `None` for an old name.
    pub fn rung(self) -> Option<usize> {
        Level::ALL.iter().position(|l| *l == self)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Who makes the decisions for a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Controller {
    /// A person at this computer.
    #[default]
    Human,
    /// A built-in bot.
    Bot(Level),
    /// A person (or a bot) at another computer: its moves come over the
    /// network, and nobody here plays them.
    Remote,
}

impl Controller {
    /// Whether a bot plays this seat.
    pub fn is_bot(self) -> bool {
        matches!(self, Controller::Bot(_))
    }
}

impl fmt::Display for Controller {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Controller::Human => f.write_str("Human"),
            Controller::Bot(level) => write!(f, "Bot ({level})"),
            Controller::Remote => f.write_str("Remote"),
        }
    }
}

/// One seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The name shown in the log and status.
    pub name: String,
    /// Person or bot.
    pub controller: Controller,
}

impl Seat {
    /// A seat played by a person.
    pub fn human(name: impl Into<String>) -> Self {
        Seat { name: name.into(), controller: Controller::Human }
    }
    /// A seat played by a bot of `level`.
    pub fn bot(name: impl Into<String>, level: Level) -> Self {
        Seat { name: name.into(), controller: Controller::Bot(level) }
    }
}
