//! Spite & Malice: a race to empty your payoff pile onto three shared
//! centre piles. The rules are in `docs/rules/spite-and-malice.md`; this module
//! is the only judge of them and knows nothing about the UI.
//!
//! House decisions beyond the rules file:
//! - A turn that ends with an empty hand is the explicit move
//!   [`Move::EndTurn`], legal exactly when the hand is empty.
//! - The turn-start draw draws the game when the stock runs out before the
//!   hand holds 5; the mid-turn refill (variant) draws what the stock has and
//!   never draws the game, and is retried after every play while the hand is
//!   empty (a completed pile may have restocked the stock).
//! - A completed pile's cards join the stock and the whole stock is shuffled.
//! - Legal-move lists name each hand face once (the first copy in the hand).
//! - What makes a move impossible to undo is listed in [`Reveal`].
#![warn(missing_docs)]

pub mod bot;
pub mod cards;
mod game;
pub mod illegal;
pub mod layout;
pub mod print;
pub mod matches;
pub mod moves;
pub mod notation;
pub mod piles;
mod registry;
pub mod review;
pub mod rules;
pub mod setup;
pub mod state;
pub mod view;

pub use cards::{CARD_COUNT, Card, CardColour, CardError, Deck, Face, Rank, Suit};
pub use game::Reveal;
pub use illegal::Illegal;
pub use matches::{GameResult, Match, MatchError, MatchInfo};
pub use moves::{Move, Source};
pub use notation::{NotationError, Piles, Style, Unwritten};
pub use piles::{CentrePile, PlayerCards};
pub use rules::{
    CENTRE_PILES, COMPLETE_PILE, HAND_SIZE, MATCH_TARGET, PAYOFF_SIZE, PLAYERS, Rules, SIDE_PILES,
    STOCK_AFTER_DEAL, Status, opponent,
};
pub use setup::{Leftover, Setup, SetupError};
pub use state::{IntegrityError, Spite};
pub use view::SpiteView;
pub use registry::{Options, SavedMatch, Variant};
