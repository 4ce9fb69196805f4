//! Legal moves: generating them fast, counting them, and saying why a
//! move is not one of them.

use super::bitboard::{Bitboard, attacks, side_mask, squares};
use super::illegal::Illegal;
use super::notation::Move;
use super::piece::Size;
use super::rules::Players;
use super::square::{Quadrant, Square};
use super::state::Malice;

impl Malice {
    /// Squares the seat to move may land on: empty squares, and occupied
    /// ones on the opponent's side (captures).
    ///
    /// [house] A move onto an occupied square on the mover's own side is
    /// illegal: the published text allows captures only in the opposite
    /// quadrants. With four players "own side" is the team's two quadrants.
    #[inline]
    fn open_squares(&self, occupied: Bitboard) -> Bitboard {
        !(occupied & side_mask(self.seat_side(self.turn_seat())))
    }

    /// Calls `f` with every step move of the seat to move (no pass), in the
    /// order small, medium, large, then by square index. Returns whether
    /// there was any.
    #[inline]
    fn for_each_step(&self, mut f: impl FnMut(Move)) -> bool {
        let occupied = self.occupied();
        let mine = self.seat_mask(self.turn_seat());
        let open = self.open_squares(occupied);
        let mut any = false;
        for size in Size::ALL {
            for from in squares(self.pieces(size) & mine) {
                for to in squares(attacks(size, from, occupied) & open) {
                    any = true;
                    f(Move::Step { from, to, capture: occupied & to.bit() != 0 });
                }
            }
        }
        any
    }

    /// Calls `f` with every legal move: the steps of the seat to move, or a
    /// single pass when it has none; nothing once the game is over.
    /// Allocation-free, for search.
    #[inline]
    pub fn for_each_legal_move(&self, mut f: impl FnMut(Move)) {
        if self.is_over() {
            return;
        }
        if !self.for_each_step(&mut f) {
            f(Move::Pass);
        }
    }

    /// How many legal moves there are (a lone pass counts as one), without
    /// listing them.
    pub fn count_legal_moves(&self) -> u64 {
        if self.is_over() {
            return 0;
        }
        let occupied = self.occupied();
        let mine = self.seat_mask(self.turn_seat());
        let open = self.open_squares(occupied);
        let mut count = 0;
        for size in Size::ALL {
            for from in squares(self.pieces(size) & mine) {
                count += u64::from((attacks(size, from, occupied) & open).count_ones());
            }
        }
        count.max(1)
    }

    /// Every legal move, as a new list.
    pub fn legal_move_list(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.for_each_legal_move(|mv| moves.push(mv));
        moves
    }

    /// Why the seat to move may not move the piece on `square` (which it
    /// does not control).
    fn not_yours(&self, square: Square) -> Illegal {
        let seat = self.turn_seat();
        match (self.rules.players, Quadrant::ALL.get(seat)) {
            (Players::Four, Some(&quadrant)) => {
                Illegal::NotYourQuadrant { square, mover: self.seat_name(seat), quadrant }
            }
            _ => Illegal::NotYourSide { square, mover: self.seat_side(seat) },
        }
    }

    /// "Why not?" for a person's attempt to move the piece on `from` to
    /// `to` (capturing whatever stands there): the rule that forbids it, or
    /// `None` when the engine would play it.
    pub fn why_not(&self, from: Square, to: Square) -> Option<Illegal> {
        let capture = self.piece_at(to).is_some();
        self.why_illegal(&Move::Step { from, to, capture })
    }

    /// Why `mv` is not legal here, or `None` if it is.
    pub(crate) fn why_illegal(&self, mv: &Move) -> Option<Illegal> {
        if let Some(reason) = self.end_reason() {
            return Some(Illegal::GameOver(reason));
        }
        let Move::Step { from, to, capture } = *mv else {
            return self.for_each_step(|_| {}).then_some(Illegal::PassWithMoves);
        };
        if from.board() != to.board() {
            return Some(Illegal::OtherBoard { from, to });
        }
        let Some(size) = self.piece_at(from) else {
            return Some(Illegal::NoPiece(from));
        };
        if !self.seat_controls(self.turn_seat(), from) {
            return Some(self.not_yours(from));
        }
        if from == to {
            return Some(Illegal::StandsStill(from));
        }
        let occupied = self.occupied();
        if attacks(size, from, 0) & to.bit() == 0 {
            return Some(Illegal::OutOfReach { size, from, to });
        }
        if attacks(size, from, occupied) & to.bit() == 0 {
            return Some(Illegal::Blocked { from, to, blocker: first_occupied_between(self, from, to) });
        }
        let taken = occupied & to.bit() != 0;
        if taken && self.open_squares(occupied) & to.bit() == 0 {
            return Some(Illegal::CaptureOnOwnSide { to, side: self.seat_side(self.turn_seat()) });
        }
        match (taken, capture) {
            (true, false) => Some(Illegal::CaptureNotMarked { from, to }),
            (false, true) => Some(Illegal::NothingToCapture { from, to }),
            _ => None,
        }
    }
}

/// The first occupied square on the straight line from `from` towards `to`
/// (both excluded), if the two are on one line.
fn first_occupied_between(game: &Malice, from: Square, to: Square) -> Option<Square> {
    let files = i8::try_from(to.file()).ok()? - i8::try_from(from.file()).ok()?;
    let ranks = i8::try_from(to.rank()).ok()? - i8::try_from(from.rank()).ok()?;
    if files != 0 && ranks != 0 && files.abs() != ranks.abs() {
        return None;
    }
    let (df, dr) = (files.signum(), ranks.signum());
    let mut at = from.offset(df, dr)?;
    while at != to {
        if game.piece_at(at).is_some() {
            return Some(at);
        }
        at = at.offset(df, dr)?;
    }
    None
}

#[cfg(test)]
mod why_not_tests {
    use super::*;
    use crate::core::{Game, Rng};
    use crate::games::malice::Rules;

    #[test]
    fn why_not_says_legal_exactly_for_the_engines_moves_and_names_a_rule_otherwise() {
        let mut rng = Rng::seeded(21);
        let mut game = Malice::new(Rules::default());
        for _ in 0..24 {
            let legal = game.legal_move_list();
            for from in Square::all() {
                for to in Square::all() {
                    let playable = legal
                        .iter()
                        .any(|m| matches!(*m, Move::Step { from: f, to: t, .. } if f == from && t == to));
                    crate::games::check_why_not(&format!("{from}-{to}"), playable, game.why_not(from, to));
                }
            }
            let Some(mv) = legal.get(rng.below(legal.len().max(1) as u32) as usize).cloned() else { break };
            if game.play(&mv).is_err() || game.outcome().is_some() {
                break;
            }
        }
    }
}
