//! How good a position looks to the side to move, in hundredths of a point.
//!
//! Only captures score, and pieces belong to whoever's side they stand on,
//! so raw material means little: a piece on my side is both an attacker and
//! a target. What counts is the score, who can capture what next, how many
//! moves each side has that do not hand a piece over, and whether the game
//! is about to end (which locks in whoever is ahead).

use crate::games::malice::bitboard::{Bitboard, attacks, side_mask, squares};
use crate::games::malice::{Malice, Side, Size};
use std::cmp::Ordering;

/// A won game, before the distance to it is taken off (so sooner is better).
pub const WIN: i32 = 30_000;
/// Scores at least this far from zero are proven wins or losses.
pub const WIN_BOUND: i32 = WIN - 1_000;
/// One captured point.
pub const POINT: i32 = 100;

/// The weights of the evaluation, in hundredths of a point. One struct so
/// that matches can pit one set against another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// The opponent's best capture next turn, per point: we get one move
    /// to parry it, often at the price of handing a piece over.
    pub their_best_threat: i32,
    /// Each further capture the opponent threatens, per point.
    pub their_other_threats: i32,
    /// Our best capture next turn (the search already tried capturing
    /// now), per point: the opponent moves first and may parry it.
    pub our_best_threat: i32,
    /// Each further capture we threaten, per point.
    pub our_other_threats: i32,
    /// Per move that keeps its piece on the mover's side: with none left,
    /// a side must give a piece away.
    pub safe_move: i32,
    /// Safe moves beyond this many add nothing.
    pub safe_move_cap: i32,
    /// A side with no safe move and no capture must hand a piece over.
    pub no_safe_move: i32,
    /// Per piece on the mover's side beyond the opponent's count.
    pub piece: i32,
    /// How much a lead is worth on top of its points when the game is
    /// about to end (and so lock it in), at full urgency.
    pub lock_in: i32,
}

impl Weights {
    /// The weights the bots play with, from matches of the deepest search
    /// against itself (40–60 games each at 60k–100k nodes a move): fearing
    /// the opponent's threat twice as much as we value our own lost badly
    /// (55 scored 28% against 30), so did a bonus or malus per piece (±10:
    /// 43%), and the other terms played about even at zero, half or double
    /// their values.
    pub const DEFAULT: Weights = Weights {
        their_best_threat: 30,
        their_other_threats: 12,
        our_best_threat: 25,
        our_other_threats: 8,
        safe_move: 3,
        safe_move_cap: 12,
        no_safe_move: 40,
        piece: 0,
        lock_in: 60,
    };
}

impl Default for Weights {
    fn default() -> Self {
        Weights::DEFAULT
    }
}

/// The quiet clock starts to matter when this few plies are left.
const QUIET_HORIZON: u32 = 20;

/// What one side can do next turn, seen from its pieces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Prospects {
    /// Points of all the opponent's pieces this side could capture.
    pub threat_sum: i32,
    /// Points of the biggest one.
    pub threat_max: i32,
    /// Moves that are not captures and keep the piece on this side.
    pub safe_moves: i32,
    /// Pieces on this side.
    pub pieces: i32,
}

/// Looks at every piece on `side` and what it could capture or where it
/// could go without handing itself over.
pub fn prospects(game: &Malice, side: Side) -> Prospects {
    let occupied = game.occupied();
    let own = side_mask(side);
    let targets = occupied & !own;
    let empty = !occupied;
    // Bit i of the reversed word is square 63 − i: the dual of square i.
    let dual_taken = occupied.reverse_bits();
    // A quiet move keeps its piece when it lands on the far side and
    // teleports home, or lands at home and cannot teleport away.
    let keeps = (!own & !dual_taken) | (own & dual_taken);
    let mut attacked: Bitboard = 0;
    let mut safe_moves = 0;
    for size in Size::ALL {
        for from in squares(game.pieces(size) & own) {
            let reach = attacks(size, from, occupied);
            attacked |= reach & targets;
            safe_moves += (reach & empty & keeps).count_ones() as i32;
        }
    }
    let mut threat_sum = 0;
    let mut threat_max = 0;
    for size in Size::ALL {
        let hit = (attacked & game.pieces(size)).count_ones() as i32;
        if hit > 0 {
            threat_sum += hit * size.points() as i32;
            threat_max = size.points() as i32;
        }
    }
    Prospects { threat_sum, threat_max, safe_moves, pieces: (occupied & own).count_ones() as i32 }
}

/// The side whose turn it is (or would be, once the game is over).
pub fn mover(game: &Malice) -> Side {
    game.seat_side(game.turn_seat())
}

/// The mover's score minus the opponent's, in points.
pub fn lead(game: &Malice) -> i32 {
    let me = mover(game);
    game.score(me) as i32 - game.score(me.opponent()) as i32
}

/// The exact value of a finished game for the side whose turn it would be,
/// `ply` plies from the root: wins found sooner score higher.
pub fn final_score(game: &Malice, ply: usize) -> i32 {
    let ply = ply.min(900) as i32;
    match lead(game).cmp(&0) {
        Ordering::Greater => WIN - ply,
        Ordering::Less => -WIN + ply,
        Ordering::Equal => 0,
    }
}

/// How close the game is to ending by itself, 0–100: a quadrant nearly
/// empty, or the quiet clock nearly run out.
fn urgency(game: &Malice) -> i32 {
    let fewest = game.quadrant_counts().into_iter().min().unwrap_or(0);
    let by_quadrant = match fewest {
        0 | 1 => 100,
        2 => 55,
        3 => 25,
        _ => 0,
    };
    let limit = game.rules().quiet_limit;
    let by_clock = if limit == 0 {
        0
    } else {
        let left = limit.saturating_sub(game.quiet_plies());
        (QUIET_HORIZON.saturating_sub(left) * 100 / QUIET_HORIZON) as i32
    };
    by_quadrant.max(by_clock)
}

/// The static value of an unfinished position for the side to move.
pub fn evaluate(game: &Malice, w: &Weights) -> i32 {
    let me = mover(game);
    let ours = prospects(game, me);
    let theirs = prospects(game, me.opponent());
    let lead = lead(game);
    let mut value = POINT * lead;
    value += w.our_best_threat * ours.threat_max + w.our_other_threats * (ours.threat_sum - ours.threat_max);
    value -= w.their_best_threat * theirs.threat_max
        + w.their_other_threats * (theirs.threat_sum - theirs.threat_max);
    value += w.safe_move * (ours.safe_moves.min(w.safe_move_cap) - theirs.safe_moves.min(w.safe_move_cap));
    if ours.safe_moves == 0 && ours.threat_max == 0 {
        value -= w.no_safe_move;
    }
    if theirs.safe_moves == 0 && theirs.threat_max == 0 {
        value += w.no_safe_move;
    }
    value += w.piece * (ours.pieces - theirs.pieces);
    value += lead.signum() * w.lock_in * urgency(game) / 100;
    value
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::malice::Rules;

    fn position(text: &str) -> Malice {
        Malice::from_position(text, Rules::default()).expect("a position")
    }

    #[test]
    fn the_start_is_even() {
        let start = Malice::new(Rules::default());
        assert_eq!(evaluate(&start, &Weights::DEFAULT), 0);
        assert_eq!(prospects(&start, Side::South), prospects(&start, Side::North));
    }

    #[test]
    fn being_ahead_on_points_counts() {
        let ahead = position("llm1/mss1/4/4/4/4/mss1/llm1|1mll/1ssm/4/4/4/4/1ssm/1mll S 3-0 0");
        let behind = position("llm1/mss1/4/4/4/4/mss1/llm1|1mll/1ssm/4/4/4/4/1ssm/1mll S 0-3 0");
        assert!(evaluate(&ahead, &Weights::DEFAULT) >= 3 * POINT);
        assert!(evaluate(&behind, &Weights::DEFAULT) <= -3 * POINT);
    }

    #[test]
    fn a_finished_game_is_scored_by_its_result() {
        let won = position("4/4/4/4/4/4/4/l3|4/4/4/4/4/4/4/4 N 0-2 0");
        assert!(won.is_over());
        assert_eq!(final_score(&won, 3), WIN - 3);
    }
}
