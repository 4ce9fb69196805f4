//! Squares: names of grid places, written like chess squares (`a1`, `i14`).
//! A square is only a name; whether a board has a space there is the
//! board's business.

pub use crate::core::notation::SquareError;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

/// The most columns a board may have: one per letter `a`–`z`.
pub const MAX_COLUMNS: u8 = 26;
/// The most rows a board may have, so row numbers stay at two digits.
pub const MAX_ROWS: u8 = 99;

/// A grid place named like a chess square: column letter from the left,
/// row number from the bottom row (1) up.
///
/// Squares order in reading order, top row first and left to right, which
/// is the order position strings list them in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Square {
    col: u8,
    row: u8,
}

impl Square {
    /// The square in column `col` (0 for `a`) and row `row` (1 is the
    /// bottom row), if both are in range.
    pub fn new(col: u8, row: u8) -> Option<Square> {
        (col < MAX_COLUMNS && (1..=MAX_ROWS).contains(&row)).then_some(Square { col, row })
    }

    /// The column, 0 for `a`.
    pub fn col(self) -> u8 {
        self.col
    }

    /// The row number, 1 for the bottom row.
    pub fn row(self) -> u8 {
        self.row
    }

    /// The column letter, `a`–`z`.
    pub fn column_letter(self) -> char {
        char::from(b'a' + self.col)
    }
}

impl Ord for Square {
    fn cmp(&self, other: &Square) -> Ordering {
        other.row.cmp(&self.row).then(self.col.cmp(&other.col))
    }
}

impl PartialOrd for Square {
    fn partial_cmp(&self, other: &Square) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.column_letter(), self.row)
    }
}

/// How squares are written, for the error's message.
const EXAMPLES: &str = "write squares like a3 or i14";

impl FromStr for Square {
    type Err = SquareError;

    fn from_str(text: &str) -> Result<Square, SquareError> {
        let fail = |problem: &str| SquareError::new(text, problem, EXAMPLES);
        let mut chars = text.chars();
        let col = match chars.next() {
            None => return Err(fail("it is empty")),
            Some(c @ 'a'..='z') => c as u8 - b'a',
            Some(_) => return Err(fail("it must start with a column letter a–z")),
        };
        let digits = chars.as_str();
        if digits.is_empty() {
            return Err(fail("the row number is missing"));
        }
        if !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(fail("the row must be a number"));
        }
        if digits.starts_with('0') {
            return Err(fail("rows are numbered from 1, without leading zeros"));
        }
        let row = digits.parse::<u8>().ok().filter(|r| *r <= MAX_ROWS);
        let Some(row) = row else {
            return Err(fail("the row number is above 99"));
        };
        Square::new(col, row).ok_or_else(|| fail("it is off any board"))
    }
}

crate::core::notation::saved_as_notation!(Square);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for text in ["a1", "i14", "q3", "z99"] {
            let sq: Square = text.parse().expect("a square");
            assert_eq!(sq.to_string(), text);
        }
        let sq: Square = "c3".parse().expect("a square");
        assert_eq!((sq.col(), sq.row()), (2, 3));
    }

    #[test]
    fn reading_order_is_top_row_first() {
        let mut list: Vec<Square> =
            ["a3", "i13", "e3", "i9", "k7", "g7"].iter().filter_map(|t| t.parse().ok()).collect();
        list.sort();
        let names: Vec<String> = list.iter().map(ToString::to_string).collect();
        assert_eq!(names, ["i13", "i9", "g7", "k7", "a3", "e3"]);
    }

    #[test]
    fn bad_names_say_why() {
        let err = |t: &str| t.parse::<Square>().expect_err("not a square").problem;
        assert!(err("").contains("empty"));
        assert!(err("A1").contains("column letter"));
        assert!(err("a").contains("missing"));
        assert!(err("a0").contains("from 1"));
        assert!(err("a01").contains("leading zeros"));
        assert!(err("a1x").contains("number"));
        assert!(err("a100").contains("above 99"));
        assert!(err("é1").contains("column letter"));
    }
}
