//! The variant settings and the rule decisions the published text leaves
//! open (each marked [house], as in the rules file).

use super::square::Side;
use serde::{Deserialize, Serialize};
use std::fmt;

/// [house] The default quiet-move limit: the game ends after this many
/// consecutive plies without a capture (passes count). 0 turns it off.
pub const QUIET_MOVE_LIMIT: u32 = 60;

/// [house] The side that makes the first move (seat SL in the
/// four-player game).
pub const FIRST_TO_MOVE: Side = Side::South;

/// [house] Two players: this many passes in a row end the game.
pub const TWO_PLAYER_PASS_LIMIT: u32 = 2;

/// [house] Four players: the game ends when every seat in turn has passed,
/// i.e. after this many passes in a row.
pub const FOUR_PLAYER_PASS_LIMIT: u32 = 4;

/// How many people play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Players {
    /// South against North.
    #[default]
    Two,
    /// [house] Two teams of two; each seat controls one quadrant.
    Four,
}

impl Players {
    /// How many seats play.
    pub fn seat_count(self) -> usize {
        match self {
            Players::Two => 2,
            Players::Four => 4,
        }
    }

    /// How many passes in a row end the game.
    pub fn pass_limit(self) -> u32 {
        match self {
            Players::Two => TWO_PLAYER_PASS_LIMIT,
            Players::Four => FOUR_PLAYER_PASS_LIMIT,
        }
    }
}

/// The settings a game is played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// Two or four players.
    pub players: Players,
    /// [house] Consecutive plies without a capture that end the game; 0 is off.
    pub quiet_limit: u32,
}

impl Default for Rules {
    fn default() -> Self {
        Rules { players: Players::Two, quiet_limit: QUIET_MOVE_LIMIT }
    }
}

impl Rules {
    /// The default rules for four players.
    pub fn four_players() -> Rules {
        Rules { players: Players::Four, ..Rules::default() }
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// One of the four quadrants holds no piece.
    QuadrantEmpty,
    /// [house] Every seat passed in a row (two passes with two players).
    Passes,
    /// [house] The quiet-move limit was reached.
    QuietLimit,
}

impl EndReason {
    /// The reason in words.
    pub fn describe(self) -> &'static str {
        match self {
            EndReason::QuadrantEmpty => "a quadrant is empty",
            EndReason::Passes => "every player passed in a row",
            EndReason::QuietLimit => "the quiet-move limit was reached",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}
