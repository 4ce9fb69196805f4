//! Where every pile place of the Spite & Malice table sits, in card widths
//! (a card is 1 × [`CARD_ASPECT`], y grows downwards). Two rows of places,
//! one per player, with the stock and the centre piles between them. The
//! screen and the printed play mat both draw from this, so they can never
//! disagree.

use super::rules::{CENTRE_PILES, SIDE_PILES};
pub use crate::core::UnitRect;

/// A card's height over its width (a poker card is 88 × 63 mm).
pub const CARD_ASPECT: f32 = 1.4;
/// Width of the whole table, in card widths.
pub const WIDTH: f32 = 10.35;
/// Height of the whole table, in card widths.
pub const HEIGHT: f32 = 5.25 * CARD_ASPECT;
/// How far below its first card a side pile may fan out.
pub const FAN_ROOM: f32 = 0.8 * CARD_ASPECT;
/// The furthest apart two cards of a fanned side pile lie.
pub const FAN_STEP: f32 = 0.24 * CARD_ASPECT;

/// The row of the stock and the centre piles, in card heights.
const CENTRE_Y: f32 = 2.05;
/// Left edge of the hand regions and name plates.
const HAND_X: f32 = 6.75;
/// Width of a hand region.
const HAND_WIDTH: f32 = 3.6;
/// Left edge of the first side pile and the distance between side piles.
const SIDE_X: (f32, f32) = (1.5, 1.22);
/// Left edge of the first centre pile and the distance between centre piles.
const CENTRE_X: (f32, f32) = (1.83, 1.5);

/// A row of the table: each player has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Row {
    /// The far row (the opponent, as seen from the screen).
    Top,
    /// The near row (the player at the screen).
    Bottom,
}

impl Row {
    /// Both rows, top first (their `index` order).
    pub const ALL: [Row; 2] = [Row::Top, Row::Bottom];

    /// Position in `ALL` (0 or 1).
    pub fn index(self) -> usize {
        self as usize
    }

    /// Top edge of the row's pile places, in card heights.
    fn piles_y(self) -> f32 {
        match self {
            Row::Top => 0.0,
            Row::Bottom => 3.42,
        }
    }

    /// Top edge of the row's hand region, in card heights.
    fn hand_y(self) -> f32 {
        match self {
            Row::Top => 0.0,
            Row::Bottom => 4.22,
        }
    }

    /// Top edge of the row's name plate, in card heights.
    fn plate_y(self) -> f32 {
        match self {
            Row::Top => 1.16,
            Row::Bottom => 3.5,
        }
    }
}

/// The place of one card whose top-left corner is at (`x`, `y` card heights).
fn card_at(x: f32, y: f32) -> UnitRect {
    UnitRect { x, y: y * CARD_ASPECT, w: 1.0, h: CARD_ASPECT }
}

/// The whole table.
pub fn table() -> UnitRect {
    UnitRect { x: 0.0, y: 0.0, w: WIDTH, h: HEIGHT }
}

/// The place of a row's payoff pile.
pub fn payoff(row: Row) -> UnitRect {
    card_at(0.0, row.piles_y())
}

/// The place of the first (bottom) card of side pile `pile` (0-based) of a
/// row; the later cards fan downward from it. Piles past the last are
/// placed after it.
pub fn side(row: Row, pile: usize) -> UnitRect {
    card_at(SIDE_X.0 + pile as f32 * SIDE_X.1, row.piles_y())
}

/// The room a side pile may take up: its first card's place and the fan
/// below it.
pub fn side_fan(row: Row, pile: usize) -> UnitRect {
    let first = side(row, pile);
    UnitRect { h: first.h + FAN_ROOM, ..first }
}

/// The place of centre pile `pile` (0-based).
pub fn centre(pile: usize) -> UnitRect {
    card_at(CENTRE_X.0 + pile as f32 * CENTRE_X.1, CENTRE_Y)
}

/// The place of the stock.
pub fn stock() -> UnitRect {
    card_at(0.0, CENTRE_Y)
}

/// The region a row's hand is fanned in (one card high).
pub fn hand(row: Row) -> UnitRect {
    UnitRect { x: HAND_X, y: row.hand_y() * CARD_ASPECT, w: HAND_WIDTH, h: CARD_ASPECT }
}

/// The free space right of the centre piles, between the two hands, where
/// notes are shown.
pub fn notes() -> UnitRect {
    UnitRect { x: HAND_X, y: CENTRE_Y * CARD_ASPECT, w: HAND_WIDTH, h: CARD_ASPECT }
}

/// Where a row's name plate starts (its top-left corner).
pub fn plate(row: Row) -> (f32, f32) {
    (HAND_X + 0.05, row.plate_y() * CARD_ASPECT)
}

/// Every pile place of the table, for checks that none overlap: both
/// payoff piles and side-pile fans, the centre piles and the stock.
pub fn all_places() -> Vec<UnitRect> {
    let mut places = vec![stock()];
    places.extend((0..CENTRE_PILES).map(centre));
    for row in Row::ALL {
        places.push(payoff(row));
        places.extend((0..SIDE_PILES).map(|k| side_fan(row, k)));
    }
    places
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_place_lies_on_the_table() {
        for place in all_places().into_iter().chain(Row::ALL.map(hand)) {
            assert!(table().contains_rect(place), "{place:?}");
        }
    }

    #[test]
    fn no_two_places_overlap() {
        let places = all_places();
        for (i, a) in places.iter().enumerate() {
            for b in places.iter().skip(i + 1) {
                assert!(!a.overlaps(*b), "{a:?} and {b:?}");
            }
        }
    }

    #[test]
    fn the_centre_row_lies_between_the_players() {
        let top = side_fan(Row::Top, 0);
        let bottom = side(Row::Bottom, 0);
        for place in (0..CENTRE_PILES).map(centre).chain([stock()]) {
            assert!(place.y >= top.y + top.h && place.y + place.h <= bottom.y, "{place:?}");
        }
    }
}
