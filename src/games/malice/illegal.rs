//! Why a Malice move is refused: one variant per rule, each shown to a
//! player as a sentence ("why not?").

use super::notation::NotationError;
use super::piece::Size;
use super::rules::EndReason;
use super::square::{Quadrant, Side, Square};
use std::fmt;

/// Why a move is not legal in a Malice position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The text is not written like a move.
    Malformed(NotationError),
    /// The game has ended; nobody moves any more.
    GameOver(EndReason),
    /// A pass while a piece can still move.
    PassWithMoves,
    /// A step from one board to the other.
    OtherBoard {
        /// Where the piece stands.
        from: Square,
        /// Where it was sent, on the other board.
        to: Square,
    },
    /// A step from an empty square.
    NoPiece(Square),
    /// Two players: a piece on the opponent's side.
    NotYourSide {
        /// Where the piece stands.
        square: Square,
        /// The side to move, which moves only the pieces on its side.
        mover: Side,
    },
    /// Four players: a piece outside the mover's quadrant.
    NotYourQuadrant {
        /// Where the piece stands.
        square: Square,
        /// The seat to move, by name (`South-L`).
        mover: &'static str,
        /// The quadrant whose pieces it moves.
        quadrant: Quadrant,
    },
    /// A step onto the square the piece stands on.
    StandsStill(Square),
    /// The destination is not one the piece's way of moving reaches.
    OutOfReach {
        /// The piece.
        size: Size,
        /// Where it stands.
        from: Square,
        /// Where it was sent.
        to: Square,
    },
    /// A large piece sent past an occupied square.
    Blocked {
        /// Where it stands.
        from: Square,
        /// Where it was sent.
        to: Square,
        /// The first occupied square on the way, when there is one line.
        blocker: Option<Square>,
    },
    /// A capture in the mover's own quadrants.
    CaptureOnOwnSide {
        /// The square of the piece that would be taken.
        to: Square,
        /// The mover's side.
        side: Side,
    },
    /// A step onto an occupied square written as a plain move (`-`).
    CaptureNotMarked {
        /// Where the piece stands.
        from: Square,
        /// The occupied destination.
        to: Square,
    },
    /// A step onto an empty square written as a capture (`x`).
    NothingToCapture {
        /// Where the piece stands.
        from: Square,
        /// The empty destination.
        to: Square,
    },
    /// A move-log line whose landing square is not where the move lands.
    WrongLanding {
        /// The line as the move really reads (`Lb2-c3 ⇒ Rb6`).
        actual: String,
    },
}

/// `Lb4xb5` or `Lb4-b5`: how the step from `from` to `to` is written.
fn written(f: &mut fmt::Formatter<'_>, from: Square, to: Square, capture: bool) -> fmt::Result {
    let mark = if capture { 'x' } else { '-' };
    write!(f, "{from}{mark}{}{}", to.file_letter(), to.rank())
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::Malformed(e) => {
                write!(f, "This is not written like a move: {} ({}).", e.problem, e.examples)
            }
            Illegal::GameOver(why) => write!(f, "The game is over: {why}."),
            Illegal::PassWithMoves => {
                f.write_str("A player may pass only when none of their pieces can move.")
            }
            Illegal::OtherBoard { from, to } => write!(
                f,
                "A piece moves only within its own board, and {from} and {to} are on different boards."
            ),
            Illegal::NoPiece(square) => write!(f, "There is no piece on {square}."),
            Illegal::NotYourSide { square, mover } => {
                let ranks = match mover {
                    Side::South => "1–4",
                    Side::North => "5–8",
                };
                write!(
                    f,
                    "The piece on {square} is not {mover}'s: {mover} moves only the pieces on ranks {ranks} of both boards."
                )
            }
            Illegal::NotYourQuadrant { square, mover, quadrant } => write!(
                f,
                "The piece on {square} is not {mover}'s: {mover} moves only the pieces in the {} quadrant.",
                quadrant.name()
            ),
            Illegal::StandsStill(square) => write!(f, "The piece on {square} must leave its square."),
            Illegal::OutOfReach { size, from, to } => {
                write!(f, "The {size} piece on {from} cannot reach {to}: it moves {}.", size.movement())
            }
            Illegal::Blocked { from, to, blocker: Some(blocker) } => write!(
                f,
                "The large piece on {from} stops at the first occupied square, {blocker}, before {to}."
            ),
            Illegal::Blocked { from, to, blocker: None } => {
                write!(f, "The large piece on {from} stops at the first occupied square before {to}.")
            }
            Illegal::CaptureOnOwnSide { to, side } => write!(
                f,
                "{to} is on {side}'s own side: a capture is only allowed in the opponent's quadrants."
            ),
            Illegal::CaptureNotMarked { from, to } => {
                write!(f, "{to} holds a piece, so the move is a capture, written ")?;
                written(f, *from, *to, true)?;
                f.write_str(".")
            }
            Illegal::NothingToCapture { from, to } => {
                write!(f, "{to} is empty, so the move is no capture, written ")?;
                written(f, *from, *to, false)?;
                f.write_str(".")
            }
            Illegal::WrongLanding { actual } => {
                write!(f, "The log line does not match the move: it is `{actual}`.")
            }
        }
    }
}

impl std::error::Error for Illegal {}
