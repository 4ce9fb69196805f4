//! The static evaluation the Expert and Master bots share: how well each
//! colour stands, in steps still to go (fewer is better).
//!
//! A colour's *strength* is minus its weighted distance to the goal: the
//! piece nearest the goal counts fully, the next ones less (they are the
//! spares for when the leader is hit or blocked). Distances come from
//! [`super::distance`], so a barricade on the way counts as extra steps. On
//! top: the expected loss from pieces the opponents can hit on their next
//! turns (with the rolls that do it), and a bonus for each die face that
//! would reach the goal next turn.
//!
//! The *value* of a position for a colour is its strength minus the
//! strongest opponent's: zero-sum with two colours, and the max-n value
//! each colour maximises with three or four.

use super::distance::{self, DistanceMap, Distances};
use crate::games::malefiz::board::Board;
use crate::games::malefiz::colour::Colour;
use crate::games::malefiz::rules::DIE_FACES;
use crate::games::malefiz::state::{Phase, Pos, bit, indices};

/// The value of a won game (a lost one is minus this).
pub const WIN: f32 = 100_000.0;

/// The most pieces a colour can have (a position string allows 16).
const MAX_PIECES: usize = 16;

/// How the evaluation weighs what it sees. Distances are in steps.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Extra steps a barricade costs the pieces whose way it blocks.
    pub barricade: u16,
    /// The weight of each piece's distance, the piece nearest the goal
    /// first; pieces after the fourth use the last weight.
    pub pieces: [f32; 4],
    /// Within this many steps of the goal a piece gains little by moving
    /// closer: any one face reaches it, so the faces that do count instead.
    pub near_goal: u16,
    /// How much a step closer is still worth inside `near_goal`.
    pub near_slope: f32,
    /// Multiplies the expected loss from pieces the opponents can hit.
    pub risk: f32,
    /// The value of each die face that would reach the goal next turn.
    pub win_roll: f32,
}

impl Weights {
    /// The tuned weights.
    pub const DEFAULT: Weights = Weights {
        barricade: 8,
        pieces: [1.0, 0.3, 0.12, 0.05],
        near_goal: 6,
        near_slope: 0.15,
        risk: 1.0,
        win_roll: 4.0,
    };
}

impl Default for Weights {
    fn default() -> Self {
        Weights::DEFAULT
    }
}

/// Where a colour's pieces could end a move next turn, by die face
/// (`[r]` for a roll of `r`; index 0 is unused). Ends on the colour's own
/// pieces and on occupied resting spaces are included: callers ask only
/// about other colours' pieces, and check resting spaces themselves.
pub type Reach = [u128; 7];

/// Adds the ends of every path of 1 to 6 steps beyond `step` from `at`.
fn walk(board: &Board, at: u8, step: usize, visited: u128, stop: u128, out: &mut Reach) {
    for &next in board.neighbour_indices(at) {
        let b = bit(next);
        if visited & b != 0 {
            continue;
        }
        let steps = step + 1;
        if let Some(slot) = out.get_mut(steps) {
            *slot |= b;
        }
        if steps < usize::from(DIE_FACES) && stop & b == 0 {
            walk(board, next, steps, visited | b, stop, out);
        }
    }
}

/// Where `colour` could end a move with each die face, from the board, the
/// house and the forest (the entry or exit space counting as the first step).
pub(crate) fn reach(board: &Board, pos: &Pos, colour: Colour) -> Reach {
    let stop = pos.barricades | board.masks.goal;
    let c = colour.index();
    let mut out = [0; 7];
    let house = pos.house.get(c).is_some_and(|&n| n > 0).then(|| board.entry_index(colour)).flatten();
    let forest = pos.forest.get(c).is_some_and(|&n| n > 0).then(|| board.forest_index()).flatten();
    for entry in house.into_iter().chain(forest) {
        let b = bit(entry);
        out[1] |= b;
        if stop & b == 0 {
            walk(board, entry, 1, b, stop, &mut out);
        }
    }
    for from in indices(pos.pieces.get(c).copied().unwrap_or(0)) {
        walk(board, from, 0, bit(from), stop, &mut out);
    }
    out
}

/// The die faces with which `reach` ends on any space of `target`.
#[inline]
fn faces_onto(reach: &Reach, target: u128) -> u32 {
    reach.iter().skip(1).filter(|&&set| set & target != 0).count() as u32
}

/// A colour's pieces as distances to the goal, nearest first.
#[derive(Clone, Copy, Debug)]
struct Field {
    dist: [u16; MAX_PIECES],
    len: usize,
}

impl Field {
    fn new() -> Self {
        Field { dist: [0; MAX_PIECES], len: 0 }
    }

    fn push(&mut self, d: u16) {
        if let Some(slot) = self.dist.get_mut(self.len) {
            *slot = d;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[u16] {
        self.dist.get(..self.len).unwrap_or(&[])
    }

    fn sort(&mut self) {
        if let Some(list) = self.dist.get_mut(..self.len) {
            list.sort_unstable();
        }
    }

    /// The field with one piece now at distance `from` moved to `to`.
    fn moved(&self, from: u16, to: u16) -> Field {
        let mut next = *self;
        if let Some(slot) = next.dist.get_mut(..next.len).and_then(|l| l.iter_mut().find(|d| **d == from)) {
            *slot = to;
        }
        next.sort();
        next
    }
}

/// The weighted distance still to go of a sorted field.
fn progress(w: &Weights, field: &Field) -> f32 {
    let near = f32::from(w.near_goal);
    field
        .as_slice()
        .iter()
        .enumerate()
        .map(|(i, &d)| {
            let weight = w.pieces.get(i).or(w.pieces.last()).copied().unwrap_or(0.0);
            let d = f32::from(d);
            let steps = if d > near { d } else { near - w.near_slope * (near - d) };
            weight * steps
        })
        .sum()
}

/// The distance of a piece waiting to enter on `entry` (or of nothing,
/// when there is no such space).
#[inline]
fn waiting(map: &DistanceMap, entry: Option<u8>) -> u16 {
    entry.map_or(distance::FAR, |e| distance::at(map, e).saturating_add(1))
}

/// Everything the evaluation worked out about one position.
#[derive(Clone, Copy, Debug)]
pub struct Assessment {
    /// Each colour's strength (by `Colour::index`; 0 for colours not in play).
    pub strength: [f32; 4],
    /// Each colour's value: its strength minus the strongest opponent's,
    /// or ±[`WIN`] once the game is over.
    pub value: [f32; 4],
}

/// The evaluation with its cache of distance maps (one board only).
#[derive(Clone, Debug)]
pub struct Evaluator {
    weights: Weights,
    distances: Distances,
}

impl Evaluator {
    /// An evaluator with `weights`.
    pub fn new(weights: Weights) -> Self {
        Evaluator { weights, distances: Distances::new(weights.barricade) }
    }

    /// The weights in use.
    pub fn weights(&self) -> &Weights {
        &self.weights
    }

    /// The distance map for `barricades`.
    pub fn distances(&mut self, board: &Board, barricades: u128) -> &DistanceMap {
        self.distances.get(board, barricades)
    }

    /// Each colour's value in `pos` (see the module docs).
    pub(crate) fn values(&mut self, board: &Board, pos: &Pos) -> [f32; 4] {
        self.assess(board, pos).value
    }

    /// Strengths and values of every colour in `pos`.
    pub(crate) fn assess(&mut self, board: &Board, pos: &Pos) -> Assessment {
        if let Phase::Won { winner } = pos.phase {
            let mut value = [-WIN; 4];
            if let Some(v) = value.get_mut(winner.index()) {
                *v = WIN;
            }
            return Assessment { strength: [0.0; 4], value };
        }
        let w = self.weights;
        let map = *self.distances.get(board, pos.barricades);
        let mut reaches = [[0u128; 7]; 4];
        for colour in pos.colours.iter() {
            if let Some(slot) = reaches.get_mut(colour.index()) {
                *slot = reach(board, pos, colour);
            }
        }
        let forest_entry = board.forest_index();
        let mut strength = [0.0f32; 4];
        for colour in pos.colours.iter() {
            let c = colour.index();
            let own = pos.pieces.get(c).copied().unwrap_or(0);
            let home = waiting(&map, board.entry_index(colour));
            let forest = waiting(&map, forest_entry);
            let mut field = Field::new();
            for sq in indices(own) {
                field.push(distance::at(&map, sq));
            }
            for _ in 0..pos.house.get(c).copied().unwrap_or(0) {
                field.push(home);
            }
            for _ in 0..pos.forest.get(c).copied().unwrap_or(0) {
                field.push(forest);
            }
            field.sort();
            let now = progress(&w, &field);
            // What the opponents' next turns may cost: each piece they can
            // hit, by the chance some face lets one of them do it.
            let mut risk = 0.0;
            for sq in indices(own & !board.masks.resting) {
                let target = bit(sq);
                let mut safe = 1.0f32;
                for other in pos.colours.iter().filter(|&o| o != colour) {
                    let faces = reaches.get(other.index()).map_or(0, |r| faces_onto(r, target));
                    safe *= 1.0 - faces as f32 / f32::from(DIE_FACES);
                }
                if safe < 1.0 {
                    let back = if board.masks.village & target != 0 && forest_entry.is_some() {
                        forest
                    } else {
                        home
                    };
                    let hit = field.moved(distance::at(&map, sq), back);
                    risk += (1.0 - safe) * (progress(&w, &hit) - now);
                }
            }
            let win_faces = reaches.get(c).map_or(0, |r| faces_onto(r, board.masks.goal));
            if let Some(s) = strength.get_mut(c) {
                *s = -now - w.risk * risk + w.win_roll * win_faces as f32;
            }
        }
        let mut value = [0.0f32; 4];
        for colour in pos.colours.iter() {
            let c = colour.index();
            let best_other = pos
                .colours
                .iter()
                .filter(|&o| o != colour)
                .filter_map(|o| strength.get(o.index()).copied())
                .fold(f32::NEG_INFINITY, f32::max);
            if let (Some(v), Some(&s)) = (value.get_mut(c), strength.get(c)) {
                *v = if best_other.is_finite() { s - best_other } else { s };
            }
        }
        Assessment { strength, value }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::malefiz::Malefiz;

    fn pos_of(text: &str) -> Malefiz {
        Malefiz::from_position(text).expect("a position")
    }

    fn value(text: &str, colour: Colour) -> f32 {
        let game = pos_of(text);
        let mut eval = Evaluator::new(Weights::DEFAULT);
        eval.values(&game.board, &game.pos)[colour.index()]
    }

    #[test]
    fn two_colours_are_zero_sum() {
        let text = "classic r r:c5,2h y:k4,3h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";
        let (r, y) = (value(text, Colour::Red), value(text, Colour::Yellow));
        assert!((r + y).abs() < 1e-3, "{r} + {y}");
    }

    #[test]
    fn nearer_the_goal_is_better() {
        let behind = "classic r r:c5,4h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";
        let ahead = "classic r r:e7,4h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";
        assert!(value(ahead, Colour::Red) > value(behind, Colour::Red));
    }

    #[test]
    fn a_piece_the_opponent_can_hit_is_worth_less() {
        // Yellow on k4 can reach m5 with a 3 (k4-k5-l5-m5).
        let safe = "classic r r:e9,4h y:k4,4h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";
        let exposed = "classic r r:m5,4h y:k4,4h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";
        let game = pos_of(exposed);
        let yellow = reach(&game.board, &game.pos, Colour::Yellow);
        let m5 = bit(game.board.index_of("m5".parse().expect("square")).expect("space"));
        assert!(faces_onto(&yellow, m5) >= 1);
        let _ = safe;
        let mut eval = Evaluator::new(Weights::DEFAULT);
        let with_risk = eval.assess(&game.board, &game.pos).strength[Colour::Red.index()];
        let mut careless = Evaluator::new(Weights { risk: 0.0, ..Weights::DEFAULT });
        let without = careless.assess(&game.board, &game.pos).strength[Colour::Red.index()];
        assert!(with_risk < without);
    }

    #[test]
    fn a_won_game_is_worth_win() {
        let text = "classic y r:i14,4h y:5h x:i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";
        assert_eq!(value(text, Colour::Red), WIN);
        assert_eq!(value(text, Colour::Yellow), -WIN);
    }

    #[test]
    fn faces_that_reach_the_goal_count() {
        let game = pos_of("classic r r:g13,4h y:5h x:i11,i10,i9,g7,k7,a3,e3,i3,m3,q3");
        let red = reach(&game.board, &game.pos, Colour::Red);
        assert_eq!(faces_onto(&red, game.board.masks.goal), 1, "g13-h13-i13-i14 is 3 steps");
    }
}
