//! The greedy baseline and the Easy bot built on it.
//!
//! Greedy plays a winning move if it has one; otherwise the move that
//! leaves its pieces the least total distance to the goal (see
//! [`super::distance`]: steps ignoring pieces, each barricade on the way
//! costing [`GREEDY_BARRICADE_STEPS`] more; a piece in the house counts as
//! its entry space's distance + 1, one in the forest as the exit's + 1).
//! Among equals it prefers a hit, then taking a barricade, and it places a
//! taken barricade by the same measure: where its own total stays least,
//! and among those where the opponents' piece nearest the goal ends
//! farthest from it. Remaining ties go to the engine's first move.
//!
//! Easy scores moves the same way, but as a number with a seeded random
//! spread of a few steps, so it wanders among the good moves.

use super::distance::{self, DistanceMap, Distances};
use crate::core::Rng;
use crate::games::malefiz::board::Board;
use crate::games::malefiz::colour::Colour;
use crate::games::malefiz::movegen::for_each_piece_move;
use crate::games::malefiz::state::{NO_PLACE, Phase, Pos, RawMove, bit, indices};

/// Extra steps a barricade on the way costs in Greedy's and Easy's measure.
pub const GREEDY_BARRICADE_STEPS: u16 = 8;

/// Easy's random spread, in steps: moves this close to its best are
/// picked among at random.
pub const EASY_SPREAD: f64 = 5.0;
/// Beginner's spread: it strays less.
pub const BEGINNER_SPREAD: f64 = 2.0;
/// What a hit is worth to Easy, in steps.
pub const EASY_HIT: f64 = 3.0;
/// What taking a barricade is worth to Easy, in steps.
pub const EASY_TAKE: f64 = 2.0;

/// Total distance to the goal of `colour`'s pieces in `pos`.
pub(crate) fn total_distance(board: &Board, pos: &Pos, map: &DistanceMap, colour: Colour) -> u32 {
    let c = colour.index();
    let on_board: u32 =
        indices(pos.pieces.get(c).copied().unwrap_or(0)).map(|sq| u32::from(distance::at(map, sq))).sum();
    let enter =
        |entry: Option<u8>, n: u8| entry.map_or(0, |e| u32::from(n) * (u32::from(distance::at(map, e)) + 1));
    on_board
        + enter(board.entry_index(colour), pos.house.get(c).copied().unwrap_or(0))
        + enter(board.forest_index(), pos.forest.get(c).copied().unwrap_or(0))
}

/// The smallest distance to the goal of any opponent piece of `colour`.
fn nearest_opponent(board: &Board, pos: &Pos, map: &DistanceMap, colour: Colour) -> u16 {
    let mut nearest = distance::FAR;
    for other in pos.colours.iter().filter(|&o| o != colour) {
        let o = other.index();
        for sq in indices(pos.pieces.get(o).copied().unwrap_or(0)) {
            nearest = nearest.min(distance::at(map, sq));
        }
        let waiting = |entry: Option<u8>, n: u8| {
            entry.filter(|_| n > 0).map_or(distance::FAR, |e| distance::at(map, e).saturating_add(1))
        };
        nearest = nearest.min(waiting(board.entry_index(other), pos.house.get(o).copied().unwrap_or(0)));
        nearest = nearest.min(waiting(board.forest_index(), pos.forest.get(o).copied().unwrap_or(0)));
    }
    nearest
}

/// How Greedy ranks a move: the fields in order of importance, larger better.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct GreedyKey {
    /// The move reaches the goal.
    pub wins: bool,
    /// Minus the mover's total distance afterwards.
    pub closer: i64,
    /// The move hits an opponent.
    pub hits: bool,
    /// The move takes a barricade.
    pub takes: bool,
    /// The opponents' nearest piece's distance afterwards.
    pub blocks: u16,
}

/// Every piece move for `roll` with Greedy's key, in the engine's order.
pub(crate) fn ranked(
    board: &Board,
    pos: &Pos,
    roll: u8,
    distances: &mut Distances,
) -> Vec<(GreedyKey, RawMove)> {
    let me = pos.turn;
    let mut moves = Vec::new();
    for_each_piece_move(board, pos, roll, |mv| moves.push(mv));
    let mut ranked = Vec::with_capacity(moves.len());
    for mv in moves {
        let mut after = *pos;
        after.apply(board, mv);
        let map: &DistanceMap = distances.get(board, after.barricades);
        let key = GreedyKey {
            wins: matches!(after.phase, Phase::Won { .. }),
            closer: -i64::from(total_distance(board, &after, map, me)),
            hits: pos.occupied() & !pos.own() & bit(mv.to) != 0,
            takes: mv.place != NO_PLACE,
            blocks: nearest_opponent(board, &after, map, me),
        };
        ranked.push((key, mv));
    }
    ranked
}

/// Greedy's move for `roll`: the first move with the largest key; `None`
/// when no piece can move.
pub(crate) fn greedy_move(board: &Board, pos: &Pos, roll: u8) -> Option<RawMove> {
    greedy_move_with(board, pos, roll, &mut Distances::new(GREEDY_BARRICADE_STEPS))
}

/// [`greedy_move`] with distance maps kept from earlier moves: a playout
/// meets the same few barricade sets again and again. `distances` must be
/// for `board`, with [`GREEDY_BARRICADE_STEPS`].
pub(crate) fn greedy_move_with(
    board: &Board,
    pos: &Pos,
    roll: u8,
    distances: &mut Distances,
) -> Option<RawMove> {
    let mut best: Option<(GreedyKey, RawMove)> = None;
    for (key, mv) in ranked(board, pos, roll, distances) {
        if best.is_none_or(|(top, _)| key > top) {
            best = Some((key, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

/// Easy's move for `roll`: a winning move if any, otherwise Greedy's
/// measure as a number in steps plus a seeded random spread of up to
/// `spread` steps.
pub(crate) fn easy_move(board: &Board, pos: &Pos, roll: u8, spread: f64, rng: &mut Rng) -> Option<RawMove> {
    let mut distances = Distances::new(GREEDY_BARRICADE_STEPS);
    let mut best: Option<(f64, RawMove)> = None;
    for (key, mv) in ranked(board, pos, roll, &mut distances) {
        if key.wins {
            return Some(mv);
        }
        let value = key.closer as f64
            + if key.hits { EASY_HIT } else { 0.0 }
            + if key.takes { EASY_TAKE } else { 0.0 }
            + 0.01 * f64::from(key.blocks)
            + spread * rng.unit();
        if best.is_none_or(|(top, _)| value > top) {
            best = Some((value, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::malefiz::{Malefiz, Move};

    fn chosen(text: &str, roll: u8) -> Move {
        let game = Malefiz::from_position(text).expect("a position");
        let mv = greedy_move(&game.board, &game.pos, roll).expect("a move");
        game.notation_of(mv)
    }

    #[test]
    fn greedy_takes_the_win() {
        // From g13 a 3 reaches the goal; h-c3 and the rest do not.
        let mv = chosen("classic r r:g13,4h y:5h x:i11,i10,i9,g7,k7,a3,e3,i3,m3,q3", 3);
        assert_eq!(mv.to_string(), "g13-i14");
    }

    #[test]
    fn greedy_prefers_a_hit_among_equal_moves() {
        // With a 2, c5-e5 and o5-m5 both come 2 steps nearer; the second hits.
        let mv = chosen("classic r r:c5,o5 y:m5,4h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3", 2);
        assert_eq!(mv.to_string(), "o5-m5");
    }
}
