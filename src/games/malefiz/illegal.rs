//! Why a Malefiz move is refused: one variant per rule, each shown to a
//! player as a sentence ("why not?").

use super::colour::Colour;
use super::notation::{NotationError, Origin};
use super::square::Square;
use std::fmt;

/// Why a move is not legal in a Malefiz position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The text is not written like a move.
    Malformed(NotationError),
    /// The game has been won; nobody moves any more.
    GameOver {
        /// Who won.
        winner: Colour,
    },
    /// A piece move or a pass before the die is rolled.
    MustRoll(Colour),
    /// A second roll in one turn.
    AlreadyRolled {
        /// The colour to move.
        colour: Colour,
        /// The face it rolled.
        roll: u8,
    },
    /// A pass while a piece can move.
    PassWithMoves {
        /// The colour to move.
        colour: Colour,
        /// The face it rolled.
        roll: u8,
    },
    /// A move from the house with every piece already out.
    HouseEmpty(Colour),
    /// A move from the house of a colour that has none on this board.
    NoHouse(Colour),
    /// A move from the forest on a board without one.
    NoForest,
    /// A move from the forest with no piece of the mover's there.
    ForestEmpty(Colour),
    /// A square that is not a space of this board.
    NotASpace(Square),
    /// A move from an empty space.
    NoPiece(Square),
    /// A move of another colour's piece.
    NotYourPiece {
        /// Where it stands.
        square: Square,
        /// Whose it is.
        owner: Colour,
        /// The colour to move.
        mover: Colour,
    },
    /// A move onto one of the mover's own pieces.
    OwnPieceThere {
        /// The destination.
        to: Square,
        /// The colour to move.
        colour: Colour,
    },
    /// A move onto an occupied resting space, where no piece is hit.
    RestingSpaceTaken(Square),
    /// No path of exactly the roll leads there.
    Unreachable {
        /// Where the piece starts.
        from: Origin,
        /// The destination.
        to: Square,
        /// The face rolled.
        roll: u8,
    },
    /// A barricade placement on a move that takes none.
    NoBarricadeToTake {
        /// Where the piece starts.
        from: Origin,
        /// The destination, which holds no barricade.
        to: Square,
    },
    /// A move that takes a barricade without saying where it goes.
    PlacementMissing {
        /// Where the piece starts.
        from: Origin,
        /// The destination, which holds a barricade.
        to: Square,
    },
    /// A barricade placed on the bottom row.
    BarricadeOnBottomRow(Square),
    /// A barricade placed on the goal.
    BarricadeOnGoal,
    /// A barricade placed on a resting space.
    BarricadeOnRestingSpace(Square),
    /// A barricade placed where the moving piece ends.
    BarricadeUnderMover(Square),
    /// A barricade placed on a piece.
    BarricadeOnPiece(Square),
    /// A barricade placed on another barricade.
    BarricadeOnBarricade(Square),
}

/// `The piece on c3`, `A piece from the house`: where a move starts, in words.
fn piece_from(from: Origin) -> String {
    match from {
        Origin::House => "A piece from the house".to_owned(),
        Origin::Forest => "A piece from the forest".to_owned(),
        Origin::Square(square) => format!("The piece on {square}"),
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::Malformed(e) => {
                write!(f, "This is not written like a move: {} ({}).", e.problem, e.examples)
            }
            Illegal::GameOver { winner } => write!(f, "The game is over: {winner} has won."),
            Illegal::MustRoll(colour) => write!(f, "{colour} must roll the die first."),
            Illegal::AlreadyRolled { colour, roll } => write!(f, "{colour} has already rolled a {roll}."),
            Illegal::PassWithMoves { colour, roll } => {
                write!(f, "{colour} can move with a {roll}; a turn is lost only when no move is possible.")
            }
            Illegal::HouseEmpty(colour) => write!(f, "{colour} has no piece in the house."),
            Illegal::NoHouse(colour) => write!(f, "{colour} has no house on this board."),
            Illegal::NoForest => f.write_str("This board has no forest."),
            Illegal::ForestEmpty(colour) => write!(f, "{colour} has no piece in the forest."),
            Illegal::NotASpace(square) => write!(f, "There is no space {square} on this board."),
            Illegal::NoPiece(square) => write!(f, "There is no piece on {square}."),
            Illegal::NotYourPiece { square, owner, mover } => {
                write!(f, "The piece on {square} is {owner}'s, not {mover}'s.")
            }
            Illegal::OwnPieceThere { to, colour } => {
                write!(f, "A move may not end on the mover's own piece, and a {colour} piece stands on {to}.")
            }
            Illegal::RestingSpaceTaken(square) => {
                write!(f, "The resting space {square} has a piece on it, and a piece there cannot be hit.")
            }
            Illegal::Unreachable { from, to, roll } => write!(
                f,
                "{} cannot reach {to} in exactly {roll} steps: a path may not visit a space twice, \
                 pass over a barricade or pass over the goal.",
                piece_from(*from)
            ),
            Illegal::NoBarricadeToTake { from, to } => write!(
                f,
                "There is no barricade on {to} to take and place, so the move is written {from}-{to}."
            ),
            Illegal::PlacementMissing { from, to } => write!(
                f,
                "The move takes the barricade on {to}, so it must say where the barricade goes, \
                 like {from}-{to}/SQUARE."
            ),
            Illegal::BarricadeOnBottomRow(square) => {
                write!(f, "A barricade may not be placed on the bottom row ({square}).")
            }
            Illegal::BarricadeOnGoal => f.write_str("A barricade may not be placed on the goal."),
            Illegal::BarricadeOnRestingSpace(square) => {
                write!(f, "A barricade may not be placed on the resting space {square}.")
            }
            Illegal::BarricadeUnderMover(square) => {
                write!(f, "The moving piece ends on {square}, so the barricade cannot go there.")
            }
            Illegal::BarricadeOnPiece(square) => {
                write!(f, "A barricade may not be placed on {square}, where a piece stands.")
            }
            Illegal::BarricadeOnBarricade(square) => {
                write!(f, "A barricade may not be placed on {square}, where another barricade stands.")
            }
        }
    }
}

impl std::error::Error for Illegal {}
