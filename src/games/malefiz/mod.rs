//! Malefiz ("Barricade"): a dice race on a board read from a map, with
//! barricades to take and place. The rules are in `docs/rules/malefiz.md`; this
//! module is the only judge of them and knows nothing about the UI.
//!
//! A turn is two moves: `roll` (the die is drawn from the generator stored
//! in the state, so undo and redo never reroll), then a piece move for the
//! face rolled, or `pass` when none is possible.
#![warn(missing_docs)]

pub mod board;
pub mod bot;
mod checks;
pub mod colour;
mod game;
pub mod illegal;
pub mod layout;
pub mod print;
pub mod map;
mod movegen;
pub mod notation;
pub mod perft;
pub mod position;
mod positions;
mod registry;
pub mod review;
pub mod rules;
pub mod square;
pub mod state;
#[cfg(test)]
pub(crate) mod fixtures;

pub use board::{Board, House, Space, SpaceKind};
pub use colour::{Colour, Colours};
pub use illegal::Illegal;
pub use map::{CommentProblem, MAX_NAME_LEN, MapError};
pub use notation::{Move, NotationError, Origin};
pub use perft::{divide, perft};
pub use position::{ItemProblem, PositionError};
pub use registry::{BoardChoice, Options, Variant, colours_for};
pub use square::{Square, SquareError};
pub use state::{Malefiz, Phase, RollError, SavedError, SetupError};

