//! The sizes of the layout, the variant settings, and how a game ended.

use crate::core::SeatIndex;
use serde::{Deserialize, Serialize};

/// Cards dealt to each payoff pile.
pub const PAYOFF_SIZE: usize = 20;
/// The hand is refilled to this many cards.
pub const HAND_SIZE: usize = 5;
/// Side piles per player.
pub const SIDE_PILES: usize = 4;
/// Centre piles between the players.
pub const CENTRE_PILES: usize = 3;
/// Cards in a complete centre pile (A…Q); it goes back to the stock at once.
pub const COMPLETE_PILE: usize = 12;
/// Players at the table.
pub const PLAYERS: usize = 2;
/// Cards left in the stock after the deal: 104 − 2×20 − 2×5.
pub const STOCK_AFTER_DEAL: usize = super::cards::CARD_COUNT - PLAYERS * (PAYOFF_SIZE + HAND_SIZE);
/// Points that win a match.
pub const MATCH_TARGET: u32 = 50;

/// The variant settings a game is played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// \[variant, default on\] A player whose hand empties during their plays
    /// draws up to 5 more and goes on.
    pub refill_on_empty_hand: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Rules { refill_on_empty_hand: true }
    }
}

/// Whether a game goes on, and how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    /// Someone is to move.
    Playing,
    /// `seat` played its last payoff card and scores `points`, the cards
    /// left in the opponent's payoff pile.
    Won {
        /// The winner.
        seat: SeatIndex,
        /// What the win scores.
        points: u32,
    },
    /// \[house\] A player had to draw and the stock was empty: no points.
    Drawn,
}

impl Status {
    /// Whether the game is over.
    pub fn is_over(self) -> bool {
        self != Status::Playing
    }
}

/// The seat across the table.
pub fn opponent(seat: SeatIndex) -> SeatIndex {
    1 - seat.min(1)
}
