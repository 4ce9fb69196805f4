//! Malefiz's answers to the command line's `perft`, `moves` and `why`.

use std::fmt;

use super::{Board, Colour, Malefiz, MapError, Move, NotationError, PositionError, RollError, SetupError, colours_for};
use crate::games::positions::{BoardSpec, MoveList, Position, PositionRequest, ToolError, move_names};
use std::sync::Arc;

/// What Malefiz's position tools cannot use of what they were asked.
#[derive(Clone, Debug, PartialEq)]
pub enum MalefizToolError {
    /// `--board NAME` names no built-in board.
    UnknownBoard(String),
    /// A board map file that does not read.
    BadMap {
        /// The board's name (the file's stem).
        name: String,
        /// Why it does not read.
        error: MapError,
    },
    /// Colours were given with a position.
    ColoursWithPosition,
    /// The position does not read.
    Position {
        /// Why.
        error: PositionError,
        /// Whether a board was given (a hint when it does not match).
        board_given: bool,
    },
    /// A letter of `--colours` is not a colour.
    NotAColour {
        /// The letters given.
        letters: String,
        /// The one that is not a colour.
        letter: char,
    },
    /// The start position cannot be set up.
    Setup(SetupError),
    /// No die roll was given.
    NoRoll,
    /// The die roll cannot be rolled there.
    Roll(RollError),
    /// The move does not read.
    Notation(NotationError),
    /// The move read is not a piece's move.
    NotAPieceMove {
        /// `--from`.
        from: String,
        /// `--to`.
        to: String,
    },
}

impl fmt::Display for MalefizToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MalefizToolError::UnknownBoard(name) => write!(f, "--board {name}: not a built-in board"),
            MalefizToolError::BadMap { name, error } => write!(f, "bad board map {name}: {error}"),
            MalefizToolError::ColoursWithPosition => {
                f.write_str("--colours is for the start position: leave it out with --position")
            }
            MalefizToolError::Position { error, board_given } => {
                let hint = match error {
                    PositionError::UnknownBoard { .. } => " (give its map file with --board FILE)",
                    PositionError::WrongBoard { .. } if *board_given => " (leave out --board or make it match)",
                    _ => "",
                };
                write!(f, "bad position: {error}{hint}")
            }
            MalefizToolError::NotAColour { letters, letter } => {
                write!(f, "--colours {letters}: `{letter}` is not a colour (r, g, y, b)")
            }
            MalefizToolError::Setup(e) => write!(f, "cannot set up the game: {e}"),
            MalefizToolError::NoRoll => f.write_str("malefiz needs the die: add --roll N (1–6)"),
            MalefizToolError::Roll(e) => write!(f, "{e}"),
            MalefizToolError::Notation(e) => write!(f, "{e}"),
            MalefizToolError::NotAPieceMove { from, to } => write!(f, "{from}-{to} is not a piece's move"),
        }
    }
}

impl std::error::Error for MalefizToolError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            MalefizToolError::BadMap { error, .. } => Some(error),
            MalefizToolError::Position { error, .. } => Some(error),
            MalefizToolError::Setup(e) => Some(e),
            MalefizToolError::Roll(e) => Some(e),
            MalefizToolError::Notation(e) => Some(e),
            _ => None,
        }
    }
}

/// Sets up the position `request` asks for: the position (on its board if
/// given), or the start position for its colours (default red and yellow;
/// with `players` the colours of that many).
pub fn start(request: &PositionRequest) -> Result<Box<dyn Position>, ToolError> {
    Ok(set_up(request)?)
}

/// [`start`], with Malefiz's own error.
fn set_up(request: &PositionRequest) -> Result<Box<dyn Position>, MalefizToolError> {
    let board = match &request.board {
        None => None,
        Some(BoardSpec::Builtin(name)) => {
            Some(Board::builtin(name).ok_or_else(|| MalefizToolError::UnknownBoard(name.clone()))?)
        }
        Some(BoardSpec::Map { name, text }) => Some(Arc::new(
            Board::from_map(name, text).map_err(|error| MalefizToolError::BadMap { name: name.clone(), error })?,
        )),
    };
    if let Some(text) = &request.position {
        if request.colours.is_some() {
            return Err(MalefizToolError::ColoursWithPosition);
        }
        let board_given = board.is_some();
        let game = match board {
            Some(board) => Malefiz::from_position_on(text, board),
            None => Malefiz::from_position(text),
        };
        return game
            .map(|g| Box::new(g) as Box<dyn Position>)
            .map_err(|error| MalefizToolError::Position { error, board_given });
    }
    let board = board.unwrap_or_else(Board::classic);
    let colours = match &request.colours {
        Some(letters) => letters
            .chars()
            .map(|letter| {
                Colour::from_letter(letter)
                    .ok_or_else(|| MalefizToolError::NotAColour { letters: letters.clone(), letter })
            })
            .collect::<Result<Vec<_>, _>>()?,
        None => colours_for(request.players),
    };
    let game = Malefiz::new(board, &colours, None, 0).map_err(MalefizToolError::Setup)?;
    Ok(Box::new(game))
}

/// The face a move needs: a missing roll is bad input.
fn face(roll: Option<u8>) -> Result<u8, MalefizToolError> {
    roll.ok_or(MalefizToolError::NoRoll)
}

impl Position for Malefiz {
    /// Summed over the die faces.
    fn perft(&self, depth: u32) -> u64 {
        super::perft(self, depth)
    }

    /// One line per die face and move (`5:h-a3/a11`).
    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        super::divide(self, depth).into_iter().map(|(face, mv, n)| (format!("{face}:{mv}"), n)).collect()
    }

    fn moves(&self, roll: Option<u8>) -> Result<MoveList, ToolError> {
        let face = face(roll)?;
        if let Some(winner) = self.winner() {
            return Ok(MoveList { moves: Vec::new(), over: Some(format!("the game is over: {winner} has won")) });
        }
        let game = self.clone().with_roll(face).map_err(MalefizToolError::Roll)?;
        Ok(MoveList { moves: move_names(&game.legal_move_list()), over: None })
    }

    fn why(&self, roll: Option<u8>, from: &str, to: &str) -> Result<Option<String>, ToolError> {
        let face = face(roll)?;
        let attempt = format!("{from}-{to}").parse::<Move>().map_err(MalefizToolError::Notation)?;
        let Move::Piece { from, to, .. } = attempt else {
            return Err(MalefizToolError::NotAPieceMove { from: from.to_owned(), to: to.to_owned() }.into());
        };
        if let Some(winner) = self.winner() {
            return Ok(Some(format!("the game is over: {winner} has won")));
        }
        let game = self.clone().with_roll(face).map_err(MalefizToolError::Roll)?;
        Ok(game.why_not(from, to).map(|reason| reason.to_string()))
    }
}
