//! Who sits at each seat: a person or a bot of some strength.

use serde::{Deserialize, Serialize};
use std::fmt;

/// How strong a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Level {
    /// Weak, but never nonsense.
    Easy,
    /// A fair opponent.
    #[default]
    Medium,
    /// The strongest level, a real search.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The name shown to players.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
        }
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
