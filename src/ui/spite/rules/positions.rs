//! The positions the page's tables start from, pile by pile (see
//! [`Setup`]), and the moves of its step-through sequence in the game's own
//! notation. You sit at seat 0 (the bottom row) and are always to move.
//! Every card a setup does not name is shuffled into the stock.

use crate::games::spite::{Leftover, Setup};
use crate::id;

/// The seat the reader plays, drawn at the bottom.
pub const YOU: usize = 0;

/// The table: a game in progress, every kind of pile holding cards.
pub const TABLE: Setup<'static> = Setup {
    payoff: ["4c 9d Jh 2s 6c 3d 8s Qc 5h 7d", "10s 2d 9c 5s Js 4h Ad 6d"],
    hands: ["3h 8c Qd 5c Kh", "2c 7s Jd 9h 4s"],
    side_piles: [["Qs Jc", "9s", "", ""], ["10h 8h", "", "6h", ""]],
    centre: ["As 2h 3c", "Ac", ""],
    stock: "",
    leftover: Leftover::Stock,
    to_move: YOU,
};

/// Building: centre 1 needs its Queen (Q♥ finishes it), centre 2 needs a 4
/// (4♣, then the payoff card 5♦), centre 3 is empty (A♦); 7♠ and 9♣ fit
/// nowhere.
pub const BUILDING: Setup<'static> = Setup {
    payoff: ["Jc 8h 5d", "Qs 3c 9d 7h 2h Kc"],
    hands: ["Qh 4c Ad 7s 9c", "6s 10d 3s Jh 8d"],
    side_piles: [["", "", "", ""], ["5c", "", "", ""]],
    centre: ["Ah 2c 3d 4s 5h 6c 7d 8s 9h 10c Jd", "As 2d 3h", ""],
    stock: "",
    leftover: Leftover::Stock,
    to_move: YOU,
};

/// Kings: centre 1 needs a 7, centre 2 a Jack, centre 3 is empty; the hand
/// holds three Kings.
pub const KINGS: Setup<'static> = Setup {
    payoff: ["Jc 3s 9h", "Qd 5d 10s 2c 7h 4d 8h"],
    hands: ["Kd 8c Ks Kh 4c", "6s 10d 3d Jh 9d"],
    side_piles: [["", "", "", ""], ["5c 7s", "", "", ""]],
    centre: ["Ac 2d 3s 4h 5c 6d", "Ah 2s 3c 4d 5s 6h 7c 8d 9s 10h", ""],
    stock: "",
    leftover: Leftover::Stock,
    to_move: YOU,
};

/// The sequence played from [`KINGS`], one move per step, each with what it
/// shows.
pub const KING_STEPS: [(&str, &str); 5] = [
    ("hand Kd -> centre 1", id!("spite-rules-kings-step-1")),
    ("hand 8c -> centre 1", id!("spite-rules-kings-step-2")),
    ("payoff -> centre 1", id!("spite-rules-kings-step-3")),
    ("hand Ks -> centre 2", id!("spite-rules-kings-step-4")),
    ("hand Kh -> centre 3", id!("spite-rules-kings-step-5")),
];

/// What the first step of [`KING_STEPS`] shows: the position itself.
pub const KING_START: &str = id!("spite-rules-kings-start");

/// Side piles: 4♠ (side 2) and 5♥ (side 1) play to the centre; the payoff
/// card 9♦ does not fit yet.
pub const SIDES: Setup<'static> = Setup {
    payoff: ["Qh 2h 9d", "Jc 4d 8c 10s 3s"],
    hands: ["8d 10h 6c 7h Jh", "Qc 2d 5s 9h Ad"],
    side_piles: [["9c 5h", "Jd 4s", "", "Qs"], ["7s 3d", "", "Kc", ""]],
    centre: ["Ad 2c 3h", "As 2s 3c 4h", ""],
    stock: "",
    leftover: Leftover::Stock,
    to_move: YOU,
};

/// The refill: one card in the hand, 6♠, which fits centre 1; the stock's
/// next five cards are named, so the refill always draws the same.
pub const REFILL: Setup<'static> = Setup {
    payoff: ["Jc 3s Qd", "8h 2c 10d 5s"],
    hands: ["6s", "Kc 4h 9s 3d 7d"],
    side_piles: [["10c 8c", "", "", ""], ["", "Jh", "", ""]],
    centre: ["Ah 2c 3d 4s 5h", "", ""],
    stock: "2h 7c Jd 9s Ac",
    leftover: Leftover::Stock,
    to_move: YOU,
};

/// Winning: two payoff cards left (7♣ on 8♠); 6♦ from the hand opens the
/// way. The opponent's payoff pile holds 13 cards: the win scores 13.
pub const WINNING: Setup<'static> = Setup {
    payoff: ["8s 7c", "Qd 5d 10s 2c 7h 4d 8h Jc 3s 9h 6h Kd 2d"],
    hands: ["6d Qs 2h 9c 10d", "4c Js 5s 3h Ac"],
    side_piles: [["Jh", "", "", ""], ["", "", "", ""]],
    centre: ["Ah 2s 3d 4c 5h", "As 2c", ""],
    stock: "",
    leftover: Leftover::Stock,
    to_move: YOU,
};

/// Every table of the page with its name, for tests.
#[cfg(test)]
pub const ALL: [(&str, Setup<'static>); 6] = [
    ("table", TABLE),
    ("building", BUILDING),
    ("kings", KINGS),
    ("sides", SIDES),
    ("refill", REFILL),
    ("winning", WINNING),
];
