//! The numbers of the game, and the decisions the rules file leaves to the
//! project (each marked \[house\]).
//!
//! Decisions made by this engine where `docs/rules/malefiz.md` is silent:
//! - \[house\] A path may not pass over the goal: reaching it ends the move,
//!   so only a move that ends there by exact count reaches it.
//! - \[house\] A move that takes a barricade when no space is left to place it
//!   on is not a legal move (it could not be completed). This never happens
//!   on the shipped boards.
//! - \[house\] After the winning move the turn does not pass on: the winner
//!   stays the colour "to move" in the position string, and nobody moves.
//! - \[house\] A user map gives its piece count with a `# pieces: N` comment;
//!   without one, each colour has [`DEFAULT_PIECES`].
//! - \[house\] Maps hold at most [`MAX_SPACES`] spaces and 26 columns (a–z).

/// The faces of the die: 1 to this.
pub const DIE_FACES: u8 = 6;

/// Pieces per colour on the classic board.
pub const CLASSIC_PIECES: u8 = 5;

/// Pieces per colour on the fast board.
pub const FAST_PIECES: u8 = 4;

/// \[house\] Pieces per colour on a user map without a `# pieces: N` comment,
/// as on the classic board.
pub const DEFAULT_PIECES: u8 = 5;

/// \[house\] The most pieces a colour may have (maps and position strings).
pub const MAX_PIECES: u8 = 16;

/// \[house\] The most spaces a board map may have: one bit of a `u128` per
/// space keeps move generation allocation-free.
pub const MAX_SPACES: usize = 128;

/// The fewest colours in a game.
pub const MIN_COLOURS: usize = 2;
