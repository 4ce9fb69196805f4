//! The state of a game of Malice: where the pieces stand, the scores, the
//! counters that can end the game, and whose turn it is.

use super::bitboard::{Bitboard, QUADRANTS, quadrant_mask, side_mask};
use super::notation::Move;
use super::piece::Size;
use super::rules::{EndReason, FIRST_TO_MOVE, Players, Rules};
use super::square::{Quadrant, Side, Square};
use crate::core::{SeatIndex, SeatSet};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A game of Malice in progress (or finished).
///
/// Saved as its position string plus the rules, so a save stays readable
/// and a hand-edited one is checked when it is loaded.
#[derive(Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "SavedMalice", try_from = "SavedMalice")]
pub struct Malice {
    /// The occupied squares of each size, in `Size::ALL` order; disjoint.
    pub(crate) by_size: [Bitboard; 3],
    /// Team scores, South then North.
    pub(crate) scores: [u32; 2],
    /// Consecutive plies without a capture (passes included).
    pub(crate) quiet: u32,
    /// Consecutive passes.
    pub(crate) passes: u32,
    /// The seat whose turn it is (or would be, once the game is over).
    pub(crate) turn: u8,
    pub(crate) rules: Rules,
}

impl Malice {
    /// The start position (the designer's diagram), South to move.
    pub fn new(rules: Rules) -> Malice {
        // The diagram's L board; R holds the dual of every piece.
        let left: [(&str, Size); 12] = [
            ("La1", Size::Large),
            ("Lb1", Size::Large),
            ("Lc1", Size::Medium),
            ("La2", Size::Medium),
            ("Lb2", Size::Small),
            ("Lc2", Size::Small),
            ("La8", Size::Large),
            ("Lb8", Size::Large),
            ("Lc8", Size::Medium),
            ("La7", Size::Medium),
            ("Lb7", Size::Small),
            ("Lc7", Size::Small),
        ];
        let mut by_size = [0; 3];
        for (name, size) in left {
            if let Ok(sq) = name.parse::<Square>() {
                by_size[size.index()] |= sq.bit() | sq.dual().bit();
            }
        }
        Malice { by_size, scores: [0, 0], quiet: 0, passes: 0, turn: first_seat(), rules }
    }

    /// An empty board with nobody's score, the first seat to move (for
    /// building positions square by square).
    pub(crate) fn empty(rules: Rules) -> Malice {
        Malice { by_size: [0; 3], scores: [0, 0], quiet: 0, passes: 0, turn: first_seat(), rules }
    }

    /// The settings this game is played with.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Size> {
        let bit = sq.bit();
        Size::ALL.into_iter().find(|size| self.by_size[size.index()] & bit != 0)
    }

    /// Every occupied square.
    pub fn occupied(&self) -> Bitboard {
        self.by_size[0] | self.by_size[1] | self.by_size[2]
    }

    /// The squares holding pieces of `size`.
    pub fn pieces(&self, size: Size) -> Bitboard {
        self.by_size[size.index()]
    }

    /// A team's score: the points of every piece it captured.
    pub fn score(&self, side: Side) -> u32 {
        self.scores[side.index()]
    }

    /// Consecutive plies without a capture, passes included.
    pub fn quiet_plies(&self) -> u32 {
        self.quiet
    }

    /// Consecutive passes so far.
    pub fn passes(&self) -> u32 {
        self.passes
    }

    /// The seat whose turn it is, or would be if the game were not over.
    pub fn turn_seat(&self) -> SeatIndex {
        SeatIndex::from(self.turn)
    }

    /// The side (team) to move; `None` once the game is over.
    pub fn side_to_move(&self) -> Option<Side> {
        if self.is_over() { None } else { Some(self.seat_side(self.turn_seat())) }
    }

    /// How many seats play.
    pub fn seat_count(&self) -> usize {
        self.rules.players.seat_count()
    }

    /// The team a seat plays for. Seats alternate South, North in turn
    /// order with two players and with four (SL, NL, SR, NR).
    pub fn seat_side(&self, seat: SeatIndex) -> Side {
        if seat.is_multiple_of(2) { Side::South } else { Side::North }
    }

    /// The name shown for a seat: `South`/`North`, or with four players
    /// `South-L`, `North-L`, `South-R`, `North-R`.
    pub fn seat_name(&self, seat: SeatIndex) -> &'static str {
        match (self.rules.players, seat) {
            (Players::Two, 0) => "South",
            (Players::Two, 1) => "North",
            (Players::Four, 0) => "South-L",
            (Players::Four, 1) => "North-L",
            (Players::Four, 2) => "South-R",
            (Players::Four, 3) => "North-R",
            _ => "nobody",
        }
    }

    /// The squares whose pieces `seat` moves: its side with two players,
    /// its one quadrant with four. Empty for a seat that does not play.
    pub fn seat_mask(&self, seat: SeatIndex) -> Bitboard {
        if seat >= self.seat_count() {
            return 0;
        }
        match self.rules.players {
            Players::Two => side_mask(self.seat_side(seat)),
            Players::Four => QUADRANTS.get(seat).copied().unwrap_or(0),
        }
    }

    /// Whether `seat` would move a piece standing on `sq`.
    pub fn seat_controls(&self, seat: SeatIndex, sq: Square) -> bool {
        self.seat_mask(seat) & sq.bit() != 0
    }

    /// Every seat of a team: one with two players, two with four.
    pub fn team_seats(&self, side: Side) -> SeatSet {
        let first = side.index();
        match self.rules.players {
            Players::Two => SeatSet::single(first),
            Players::Four => SeatSet::single(first).with(first + 2),
        }
    }

    /// Where the moved piece would end up: the dual of its destination, or
    /// the destination itself when the dual is occupied. `None` for a pass.
    pub fn landing(&self, mv: &Move) -> Option<Square> {
        match *mv {
            Move::Step { to, .. } => Some(self.landing_square(to)),
            Move::Pass => None,
        }
    }

    /// Where a piece that arrives on `to` ends up after teleporting.
    #[inline]
    pub(crate) fn landing_square(&self, to: Square) -> Square {
        // The dual is on the other board, so neither the square the piece
        // left nor a piece captured on `to` changes whether it is free.
        let dual = to.dual();
        if self.occupied() & dual.bit() != 0 { to } else { dual }
    }

    /// How many pieces stand in each quadrant: L-South, L-North, R-South,
    /// R-North.
    pub fn quadrant_counts(&self) -> [u32; 4] {
        let occupied = self.occupied();
        Quadrant::ALL.map(|q| (occupied & quadrant_mask(q)).count_ones())
    }

    /// Why the game is over, or `None` while it goes on. Recomputed from the
    /// board and counters, so any position knows whether it is final.
    pub fn end_reason(&self) -> Option<EndReason> {
        let occupied = self.occupied();
        if QUADRANTS.iter().any(|&q| occupied & q == 0) {
            Some(EndReason::QuadrantEmpty)
        } else if self.passes >= self.rules.players.pass_limit() {
            Some(EndReason::Passes)
        } else if self.rules.quiet_limit != 0 && self.quiet >= self.rules.quiet_limit {
            Some(EndReason::QuietLimit)
        } else {
            None
        }
    }

    /// Whether the game is over.
    #[inline]
    pub fn is_over(&self) -> bool {
        self.end_reason().is_some()
    }

    /// Plays a move without checking that it is legal: the fast path for
    /// search. `mv` must come from this position's legal moves; anything
    /// else gives a state the rules could not reach (but never panics).
    #[inline]
    pub fn play_unchecked(&mut self, mv: Move) {
        match mv {
            Move::Pass => {
                self.quiet = self.quiet.saturating_add(1);
                self.passes = self.passes.saturating_add(1);
            }
            Move::Step { from, to, .. } => {
                let Some(size) = self.piece_at(from) else { return };
                self.by_size[size.index()] &= !from.bit();
                let captured = self.piece_at(to);
                if let Some(victim) = captured {
                    self.by_size[victim.index()] &= !to.bit();
                    let team = self.seat_side(self.turn_seat()).index();
                    self.scores[team] = self.scores[team].saturating_add(victim.points());
                }
                let end = self.landing_square(to);
                self.by_size[size.index()] |= end.bit();
                self.quiet = if captured.is_some() { 0 } else { self.quiet.saturating_add(1) };
                self.passes = 0;
            }
        }
        self.turn = next_seat(self.turn, self.rules.players);
    }
}

/// The seat that moves first: seats alternate South, North in turn order,
/// so the first side's index is also its first seat (South or SL).
fn first_seat() -> u8 {
    FIRST_TO_MOVE.index() as u8
}

/// The seat after `seat` in turn order.
#[inline]
fn next_seat(seat: u8, players: Players) -> u8 {
    let next = seat + 1;
    if usize::from(next) >= players.seat_count() { 0 } else { next }
}

impl fmt::Debug for Malice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Malice").field("position", &self.position()).field("rules", &self.rules).finish()
    }
}

/// How a game is written in a save: its position string and its rules.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct SavedMalice {
    position: String,
    rules: Rules,
}

impl From<Malice> for SavedMalice {
    fn from(game: Malice) -> SavedMalice {
        SavedMalice { position: game.position(), rules: game.rules }
    }
}

impl TryFrom<SavedMalice> for Malice {
    type Error = super::position::PositionError;

    fn try_from(saved: SavedMalice) -> Result<Malice, Self::Error> {
        Malice::from_position(&saved.position, saved.rules)
    }
}
