//! What the command line's `perft`, `moves` and `why` ask of a game with
//! position strings and open information, in text: each such game answers
//! through [`Positions`] in its own registration, so the command line says
//! each of them once.

/// A board the command line names: a built-in one, or a map file it read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardSpec {
    /// A built-in board by name (one of the game's `Facts::boards`).
    Builtin(String),
    /// A map file: its name (the file's stem) and its text.
    Map {
        /// The name.
        name: String,
        /// The text.
        text: String,
    },
}

/// The position and variant asked for, as the command line gave them.
/// Each game reads what it takes and refuses, with a reason, what it does
/// not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionRequest {
    /// The position string; the start position if `None`.
    pub position: Option<String>,
    /// Players (2 unless asked).
    pub players: usize,
    /// Plies without a capture that end the game, where a game has that
    /// rule (0 turns it off; `None`: the game's own limit).
    pub quiet_limit: Option<u32>,
    /// The board, where a game has boards to choose.
    pub board: Option<BoardSpec>,
    /// The colours of the start position as letters, where a game has
    /// colours to choose.
    pub colours: Option<String>,
}

/// Moves on one line, and why there are none when the game is over.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveList {
    /// The legal moves in notation, sorted.
    pub moves: Vec<String>,
    /// Why the game is over, when it is.
    pub over: Option<String>,
}

/// Why a position tool refuses what it was asked: each game's own typed
/// error (what in the request it cannot use), kept whole; the command line
/// words it.
pub type ToolError = super::error::Cause;

/// A position set up from a [`PositionRequest`], in text.
pub trait Position {
    /// Positions at `depth` plies (a die roll counts as its own step where
    /// the game has dice).
    fn perft(&self, depth: u32) -> u64;
    /// The count at `depth` under each first move, by the move's name.
    fn divide(&self, depth: u32) -> Vec<(String, u64)>;
    /// The legal moves, with the die face `roll` where the game has dice.
    fn moves(&self, roll: Option<u8>) -> Result<MoveList, ToolError>;
    /// Whether a piece may go from `from` to `to` (with `roll`): `None`
    /// when it may, else the rule that forbids it.
    fn why(&self, roll: Option<u8>, from: &str, to: &str) -> Result<Option<String>, ToolError>;
}

/// A game's position tools: sets up a [`Position`].
pub type Positions = fn(&PositionRequest) -> Result<Box<dyn Position>, ToolError>;

/// Sorts and writes `moves`.
pub fn move_names<M: std::fmt::Display>(moves: &[M]) -> Vec<String> {
    let mut names: Vec<String> = moves.iter().map(M::to_string).collect();
    names.sort();
    names
}
