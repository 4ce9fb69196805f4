//! The three piece sizes. Pieces have no colour: who controls one depends
//! only on where it stands.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A piece's size, which decides how it moves and what it is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Size {
    /// Moves one square in any direction (a chess king); worth 1.
    Small,
    /// Jumps like a chess knight, over any pieces; worth 2.
    Medium,
    /// Slides like a chess queen up to the first occupied square; worth 3.
    Large,
}

impl Size {
    /// All three, smallest first.
    pub const ALL: [Size; 3] = [Size::Small, Size::Medium, Size::Large];

    /// The points a capture of this piece scores.
    pub fn points(self) -> u32 {
        match self {
            Size::Small => 1,
            Size::Medium => 2,
            Size::Large => 3,
        }
    }

    /// The letter in the position string: `s`, `m` or `l`.
    pub fn letter(self) -> char {
        match self {
            Size::Small => 's',
            Size::Medium => 'm',
            Size::Large => 'l',
        }
    }

    /// The size a position-string letter names, if any.
    pub fn from_letter(c: char) -> Option<Size> {
        match c {
            's' => Some(Size::Small),
            'm' => Some(Size::Medium),
            'l' => Some(Size::Large),
            _ => None,
        }
    }

    /// The name shown to players: `small`, `medium` or `large`.
    pub fn name(self) -> &'static str {
        match self {
            Size::Small => "small",
            Size::Medium => "medium",
            Size::Large => "large",
        }
    }

    /// How it moves, in words for messages and tooltips.
    pub fn movement(self) -> &'static str {
        match self {
            Size::Small => "one square in any direction, like a chess king",
            Size::Medium => "by a knight's jump, over any pieces",
            Size::Large => {
                "any distance in a straight line, like a chess queen, up to the first occupied square"
            }
        }
    }

    /// 0, 1, 2 for small, medium, large.
    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
