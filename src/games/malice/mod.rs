//! Malice: two boards, pieces owned by where they stand, and teleportation
//! to the dual square. The rules are in `docs/rules/malice.md`; this module is
//! the only judge of them and knows nothing about the UI.
#![warn(missing_docs)]

pub mod bitboard;
pub mod bot;
pub mod colour;
mod game;
pub mod illegal;
pub mod layout;
pub mod print;
pub mod movegen;
pub mod notation;
pub mod perft;
pub mod piece;
pub mod position;
mod positions;
mod registry;
pub mod review;
pub mod rules;
pub mod square;
pub mod state;

pub use colour::{SquareColour, colour, colour_index};
pub use illegal::Illegal;
pub use notation::{Move, NotationError};
pub use perft::{divide, perft};
pub use piece::Size;
pub use position::PositionError;
pub use rules::{
    EndReason, FIRST_TO_MOVE, FOUR_PLAYER_PASS_LIMIT, Players, QUIET_MOVE_LIMIT, Rules, TWO_PLAYER_PASS_LIMIT,
};
pub use square::{Board, Quadrant, Side, Square, SquareError};
pub use state::Malice;
pub use registry::{Options, Variant};
