//! The four player colours, their order of play, and sets of them.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player's colour. The order of the variants is the order of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    /// House 1 on the map; plays first when in play.
    Red,
    /// House 2.
    Green,
    /// House 3.
    Yellow,
    /// House 4.
    Blue,
}

impl Colour {
    /// All four, in the order of play (red → green → yellow → blue).
    pub const ALL: [Colour; 4] = [Colour::Red, Colour::Green, Colour::Yellow, Colour::Blue];

    /// Position in `ALL` (0–3).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The colour at a position in `ALL`, if any.
    pub fn from_index(i: usize) -> Option<Colour> {
        Colour::ALL.get(i).copied()
    }

    /// The letter used in position strings: `r`, `g`, `y` or `b`.
    pub fn letter(self) -> char {
        match self {
            Colour::Red => 'r',
            Colour::Green => 'g',
            Colour::Yellow => 'y',
            Colour::Blue => 'b',
        }
    }

    /// The colour a position-string letter names, if any.
    pub fn from_letter(c: char) -> Option<Colour> {
        Colour::ALL.into_iter().find(|colour| colour.letter() == c)
    }

    /// The digit that marks this colour's house on a board map (`1`–`4`).
    pub fn house_digit(self) -> char {
        match self {
            Colour::Red => '1',
            Colour::Green => '2',
            Colour::Yellow => '3',
            Colour::Blue => '4',
        }
    }

    /// The colour whose house a map digit marks, if any.
    pub fn from_house_digit(c: char) -> Option<Colour> {
        Colour::ALL.into_iter().find(|colour| colour.house_digit() == c)
    }

    /// The name shown to players: `Red`, `Green`, `Yellow` or `Blue`.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Red => "Red",
            Colour::Green => "Green",
            Colour::Yellow => "Yellow",
            Colour::Blue => "Blue",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of colours (the colours in play), iterated in the order of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Colours(u8);

impl Colours {
    /// No colour.
    pub const EMPTY: Colours = Colours(0);
    /// All four colours.
    pub const ALL: Colours = Colours(0b1111);

    /// The set holding just `colour`.
    pub fn single(colour: Colour) -> Colours {
        Colours(1 << colour.index())
    }

    /// The set with `colour` added.
    #[must_use]
    pub fn with(self, colour: Colour) -> Colours {
        Colours(self.0 | 1 << colour.index())
    }

    /// Whether `colour` is in the set.
    pub fn contains(self, colour: Colour) -> bool {
        self.0 & 1 << colour.index() != 0
    }

    /// How many colours the set holds.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The colours in the set, in the order of play.
    pub fn iter(self) -> impl Iterator<Item = Colour> {
        Colour::ALL.into_iter().filter(move |&c| self.contains(c))
    }

    /// The colour that plays after `colour`, skipping colours not in the
    /// set; `colour` itself when it is the only one (or the set is empty).
    pub fn next_after(self, colour: Colour) -> Colour {
        (1..=4)
            .filter_map(|step| Colour::from_index((colour.index() + step) % 4))
            .find(|&c| self.contains(c))
            .unwrap_or(colour)
    }

    /// The position of `colour` among the colours in the set (its seat
    /// index), if it is in the set.
    pub fn seat_of(self, colour: Colour) -> Option<usize> {
        self.iter().position(|c| c == colour)
    }

    /// The colour sitting at seat `seat`, if any.
    pub fn at_seat(self, seat: usize) -> Option<Colour> {
        self.iter().nth(seat)
    }

    /// The set's letters in the order of play, e.g. `ry`.
    pub fn letters(self) -> String {
        self.iter().map(Colour::letter).collect()
    }
}

impl FromIterator<Colour> for Colours {
    fn from_iter<I: IntoIterator<Item = Colour>>(iter: I) -> Colours {
        iter.into_iter().fold(Colours::EMPTY, Colours::with)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_and_digits_round_trip() {
        for c in Colour::ALL {
            assert_eq!(Colour::from_letter(c.letter()), Some(c));
            assert_eq!(Colour::from_house_digit(c.house_digit()), Some(c));
            assert_eq!(Colour::from_index(c.index()), Some(c));
        }
        assert_eq!(Colour::from_letter('x'), None);
        assert_eq!(Colour::from_house_digit('5'), None);
    }

    #[test]
    fn next_after_skips_colours_not_in_play() {
        let set: Colours = [Colour::Red, Colour::Yellow].into_iter().collect();
        assert_eq!(set.next_after(Colour::Red), Colour::Yellow);
        assert_eq!(set.next_after(Colour::Yellow), Colour::Red);
        assert_eq!(Colours::ALL.next_after(Colour::Blue), Colour::Red);
        assert_eq!(set.seat_of(Colour::Yellow), Some(1));
        assert_eq!(set.at_seat(1), Some(Colour::Yellow));
        assert_eq!(set.letters(), "ry");
    }
}
