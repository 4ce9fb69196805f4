//! The designer's board colouring, in which every square shares its colour
//! with its dual. Shades are the UI's choice; this only names them.

use super::square::{Board, Square};
use serde::{Deserialize, Serialize};

/// One of the ten colours of the designer's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SquareColour {
    /// `R` in the rules file.
    Red,
    /// `B`.
    Blue,
    /// `Y`.
    Yellow,
    /// `K`.
    DarkGrey,
    /// `G`.
    Green,
    /// `W`.
    White,
    /// `M`.
    Magenta,
    /// `P`.
    GreyViolet,
    /// `C`.
    Cyan,
    /// `O`.
    Orange,
}

impl SquareColour {
    /// All ten, in the order of the rules file's legend (`index` order).
    pub const ALL: [SquareColour; 10] = [
        SquareColour::Red,
        SquareColour::Blue,
        SquareColour::Yellow,
        SquareColour::DarkGrey,
        SquareColour::Green,
        SquareColour::White,
        SquareColour::Magenta,
        SquareColour::GreyViolet,
        SquareColour::Cyan,
        SquareColour::Orange,
    ];

    /// Position in `ALL` (0–9).
    pub fn index(self) -> u8 {
        self as u8
    }

    /// The letter the rules file uses for it.
    pub fn letter(self) -> char {
        match self {
            SquareColour::Red => 'R',
            SquareColour::Blue => 'B',
            SquareColour::Yellow => 'Y',
            SquareColour::DarkGrey => 'K',
            SquareColour::Green => 'G',
            SquareColour::White => 'W',
            SquareColour::Magenta => 'M',
            SquareColour::GreyViolet => 'P',
            SquareColour::Cyan => 'C',
            SquareColour::Orange => 'O',
        }
    }

    /// The colour's name in words.
    pub fn name(self) -> &'static str {
        match self {
            SquareColour::Red => "red",
            SquareColour::Blue => "blue",
            SquareColour::Yellow => "yellow",
            SquareColour::DarkGrey => "dark grey",
            SquareColour::Green => "green",
            SquareColour::White => "white",
            SquareColour::Magenta => "magenta",
            SquareColour::GreyViolet => "grey-violet",
            SquareColour::Cyan => "cyan",
            SquareColour::Orange => "orange",
        }
    }

    fn from_letter(c: u8) -> SquareColour {
        match c {
            b'R' => SquareColour::Red,
            b'B' => SquareColour::Blue,
            b'Y' => SquareColour::Yellow,
            b'K' => SquareColour::DarkGrey,
            b'G' => SquareColour::Green,
            b'W' => SquareColour::White,
            b'M' => SquareColour::Magenta,
            b'P' => SquareColour::GreyViolet,
            b'C' => SquareColour::Cyan,
            _ => SquareColour::Orange,
        }
    }
}

/// The rules file's diagram, copied row by row: ranks 8 down to 1, then
/// files a–d of board L followed by files a–d of board R.
const DESIGNER_BOARD: [&[u8; 8]; 8] = [
    b"RBYKWMOC", // 8
    b"GRBYMOCP", // 7
    b"YGRBOCPM", // 6
    b"KYGRCPMW", // 5
    b"WMPCRGYK", // 4
    b"MPCOBRGY", // 3
    b"PCOMYBRG", // 2
    b"COMWKYBR", // 1
];

/// The colour of a square on the designer's board.
pub fn colour(sq: Square) -> SquareColour {
    let row = usize::from(8 - sq.rank());
    let column = usize::from(sq.file()) + if sq.board() == Board::R { 4 } else { 0 };
    let letter = DESIGNER_BOARD.get(row).and_then(|r| r.get(column)).copied().unwrap_or(b'O');
    SquareColour::from_letter(letter)
}

/// The colour of a square as an index into `SquareColour::ALL` (0–9).
pub fn colour_index(sq: Square) -> u8 {
    colour(sq).index()
}

impl Square {
    /// The square's colour on the designer's board (shared with its dual).
    pub fn colour(self) -> SquareColour {
        colour(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_letter_in_the_diagram_is_a_known_colour() {
        for row in DESIGNER_BOARD {
            for &c in row {
                assert_eq!(SquareColour::from_letter(c).letter() as u32, u32::from(c));
            }
        }
    }

    #[test]
    fn corners_match_the_diagram() {
        let at = |t: &str| colour(t.parse().expect("square"));
        assert_eq!(at("La8"), SquareColour::Red);
        assert_eq!(at("Rd8"), SquareColour::Cyan);
        assert_eq!(at("La1"), SquareColour::Cyan);
        assert_eq!(at("Rd1"), SquareColour::Red);
        assert_eq!(at("Ld4"), SquareColour::Cyan);
        assert_eq!(at("Ra4"), SquareColour::Red);
    }

    #[test]
    fn indices_follow_the_legend() {
        for (i, c) in SquareColour::ALL.iter().enumerate() {
            assert_eq!(usize::from(c.index()), i);
        }
    }
}
