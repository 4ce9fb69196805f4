//! Moves and how they are written: `roll`, `h-c3`, `f-i5`, `c3-e6`,
//! `h-a3/a11`, `pass`.

use super::square::{Square, SquareError};
pub use crate::core::NotationError;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Where a moving piece starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Origin {
    /// The mover's house (`h`); its pieces are interchangeable.
    House,
    /// The forest (`f`, fast board); the mover's pieces there are
    /// interchangeable.
    Forest,
    /// A space on the board.
    Square(Square),
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::House => f.write_str("h"),
            Origin::Forest => f.write_str("f"),
            Origin::Square(sq) => write!(f, "{sq}"),
        }
    }
}

/// One decision of the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Move {
    /// Roll the die: the only move at the start of a turn. The face comes
    /// from the random generator stored in the game state.
    Roll,
    /// Move a piece exactly the rolled number of spaces.
    Piece {
        /// Where the piece starts.
        from: Origin,
        /// Where it ends.
        to: Square,
        /// Where the barricade on `to` goes, when the move takes one.
        place: Option<Square>,
    },
    /// No move is possible with this roll: the turn is lost.
    Pass,
}

/// How a roll is written.
pub const ROLL: &str = "roll";
/// How a lost turn is written.
pub const PASS: &str = "pass";

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Roll => f.write_str(ROLL),
            Move::Pass => f.write_str(PASS),
            Move::Piece { from, to, place: None } => write!(f, "{from}-{to}"),
            Move::Piece { from, to, place: Some(place) } => write!(f, "{from}-{to}/{place}"),
        }
    }
}

/// How moves are written, for the message about text that is not one.
pub const EXAMPLES: &str = "write moves like h-c3, f-i5, c3-e6, h-a3/a11, roll or pass";

impl FromStr for Move {
    type Err = NotationError;

    /// Reads a move as written, without looking at any position.
    fn from_str(text: &str) -> Result<Move, NotationError> {
        let fail = |problem: String| NotationError { text: text.to_owned(), problem, examples: EXAMPLES };
        let square = |part: &str, what: &str| {
            part.parse::<Square>().map_err(|e: SquareError| fail(format!("{what}: {}", e.problem)))
        };
        if text.eq_ignore_ascii_case(ROLL) {
            return Ok(Move::Roll);
        }
        if text.eq_ignore_ascii_case(PASS) {
            return Ok(Move::Pass);
        }
        if text.is_empty() {
            return Err(fail("it is empty".to_owned()));
        }
        let Some((from_text, rest)) = text.split_once('-') else {
            return Err(fail("a `-` between the start and the end is missing".to_owned()));
        };
        let from = match from_text {
            "h" => Origin::House,
            "f" => Origin::Forest,
            "" => return Err(fail("the start (h, f or a square) is missing".to_owned())),
            other => Origin::Square(square(other, "the start")?),
        };
        let (to_text, place_text) = match rest.split_once('/') {
            Some((to, place)) => (to, Some(place)),
            None => (rest, None),
        };
        let to = square(to_text, "the end")?;
        let place = match place_text {
            None => None,
            Some(p) => Some(square(p, "the barricade placement")?),
        };
        Ok(Move::Piece { from, to, place })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_it_writes() {
        for text in ["roll", "pass", "h-c3", "f-i5", "c3-e6", "h-a3/a11", "i13-i14"] {
            let mv: Move = text.parse().expect("a move");
            assert_eq!(mv.to_string(), text);
        }
        assert_eq!("PASS".parse::<Move>(), Ok(Move::Pass));
    }

    #[test]
    fn malformed_moves_say_what_is_wrong() {
        let err = |t: &str| t.parse::<Move>().expect_err("not a move").problem;
        assert!(err("").contains("empty"));
        assert!(err("c3").contains("`-`"));
        assert!(err("-c3").contains("start"));
        assert!(err("x-c3").contains("the start"));
        assert!(err("h-").contains("the end"));
        assert!(err("h-a3/").contains("placement"));
        assert!(err("h-a3/a11/b2").contains("placement"));
    }
}
