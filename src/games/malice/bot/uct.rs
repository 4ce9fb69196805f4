//! Plain UCT: Monte Carlo tree search with uniformly random playouts and
//! the UCB1 rule, knowing nothing of Malice beyond its rules. It is the
//! yardstick for the searching bots, not a level of its own.
//!
//! Each iteration walks down the tree by UCB1 (every child is tried once
//! before any is tried twice), expands the leaf with all its moves in a
//! seeded random order, plays randomly to the end of the game and credits
//! the result (win 1, draw ½, loss 0) to the team that made each move on
//! the way. The move played is the root's most visited child.
//!
//! Work is bounded by an iteration count, so a seed decides the move; with
//! an unbounded count the `StopSignal` (a time budget) ends the search.

use super::tree::Children;
use crate::core::{Rng, StopSignal};
use crate::games::malice::{Malice, Move, Side};
use std::cmp::Ordering;

/// The tree stops growing at this many nodes (about 100 MB); iterations go
/// on with playouts from its leaves.
const MAX_NODES: usize = 4_000_000;
/// A playout longer than this is scored by the lead so far (only reachable
/// with the quiet-move limit turned off).
const MAX_PLAYOUT_PLIES: u32 = 2_000;

/// How much work one decision may take.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UctLimits {
    /// Iterations (one playout each); `u64::MAX` leaves it to the `StopSignal`.
    pub iterations: u64,
    /// The UCB1 exploration constant (√2 in the textbook rule).
    pub exploration: f64,
}

/// The default budget when no clock is given. Measured in a release build
/// on a 2-core machine (400 arena games): about 0.15 s a move, a third of
/// Champion's 0.43 s, so an equal-time match gives both bots a clock
/// (`arena --budget-ms`).
pub const UCT_LIMITS: UctLimits = UctLimits { iterations: 5_000, exploration: std::f64::consts::SQRT_2 };

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UctReport {
    /// The move to play; `None` only when the game is over.
    pub best: Option<Move>,
    /// Iterations run.
    pub iterations: u64,
    /// Share of the root's playouts the chosen move won, for its mover.
    pub value: f64,
}

/// One position in the tree, reached by `mv`.
#[derive(Clone, Copy, Debug)]
struct Node {
    /// The move that led here (unused at the root).
    mv: Move,
    /// The team that played `mv`: the one whose results are summed here.
    mover: Side,
    /// Where its children are in the tree, once expanded.
    children: Children,
    visits: u32,
    /// Sum of results for `mover` (1 win, ½ draw, 0 loss).
    reward: f64,
}

/// Searches `root` by plain UCT within `limits`.
pub fn search(root: &Malice, limits: &UctLimits, rng: &mut Rng, stop: &StopSignal) -> UctReport {
    let moves = root.legal_move_list();
    let mut report = UctReport { best: moves.first().copied(), iterations: 0, value: 0.5 };
    if moves.len() <= 1 {
        return report;
    }
    let root_side = root.seat_side(root.turn_seat());
    let mut nodes = vec![Node {
        mv: Move::Pass,
        mover: root_side.opponent(),
        children: Children::LEAF,
        visits: 0,
        reward: 0.0,
    }];
    let mut path: Vec<usize> = Vec::with_capacity(64);
    let mut buffer: Vec<Move> = Vec::with_capacity(64);
    report.iterations = stop.iterate(limits.iterations, || {
        iterate(root, &mut nodes, &mut path, &mut buffer, limits.exploration, rng);
        true
    });
    let Some(top) = nodes.first() else { return report };
    let best = nodes.get(top.children.range()).and_then(|kids| {
        kids.iter().max_by(|a, b| a.visits.cmp(&b.visits).then(a.reward.total_cmp(&b.reward)))
    });
    if let Some(best) = best {
        report.best = Some(best.mv);
        report.value = if best.visits > 0 { best.reward / f64::from(best.visits) } else { 0.5 };
    }
    report
}

/// One iteration: select, expand, play out, back up.
fn iterate(
    root: &Malice,
    nodes: &mut Vec<Node>,
    path: &mut Vec<usize>,
    buffer: &mut Vec<Move>,
    exploration: f64,
    rng: &mut Rng,
) {
    let mut game = root.clone();
    path.clear();
    path.push(0);
    let mut at = 0;
    loop {
        if game.is_over() {
            break;
        }
        let Some(node) = nodes.get(at).copied() else { break };
        if node.children.is_leaf() {
            if nodes.len() + 64 > MAX_NODES {
                break;
            }
            // Expand with every move, shuffled: the first unvisited child
            // is then a random untried move.
            buffer.clear();
            game.for_each_legal_move(|mv| buffer.push(mv));
            rng.shuffle(buffer);
            let mover = game.seat_side(game.turn_seat());
            let first = nodes.len();
            nodes.extend(buffer.iter().map(|&mv| Node {
                mv,
                mover,
                children: Children::LEAF,
                visits: 0,
                reward: 0.0,
            }));
            if let Some(parent) = nodes.get_mut(at) {
                parent.children = Children::new(first, buffer.len());
            }
        }
        let Some(node) = nodes.get(at).copied() else { break };
        let Some(child) = select(nodes, &node, exploration) else { break };
        let Some(mv) = nodes.get(child).map(|c| c.mv) else { break };
        game.play_unchecked(mv);
        path.push(child);
        at = child;
        if nodes.get(child).is_some_and(|c| c.visits == 0) {
            break;
        }
    }
    let winner = playout(&mut game, buffer, rng);
    for &index in path.iter() {
        if let Some(node) = nodes.get_mut(index) {
            node.visits = node.visits.saturating_add(1);
            node.reward += match winner {
                Some(side) if side == node.mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
    }
}

/// The child to follow: an unvisited one first (in their shuffled order),
/// else the one with the highest UCB1 value.
fn select(nodes: &[Node], node: &Node, exploration: f64) -> Option<usize> {
    let range = node.children.range();
    let kids = nodes.get(range.clone())?;
    if let Some(i) = kids.iter().position(|c| c.visits == 0) {
        return Some(range.start + i);
    }
    let log_parent = f64::from(node.visits.max(1)).ln();
    let ucb = |c: &Node| {
        let n = f64::from(c.visits);
        c.reward / n + exploration * (log_parent / n).sqrt()
    };
    let best = kids.iter().enumerate().max_by(|(_, a), (_, b)| ucb(a).total_cmp(&ucb(b)))?;
    Some(range.start + best.0)
}

/// Plays uniformly random moves to the end; the winning team, `None` for
/// a draw.
fn playout(game: &mut Malice, buffer: &mut Vec<Move>, rng: &mut Rng) -> Option<Side> {
    for _ in 0..MAX_PLAYOUT_PLIES {
        if game.is_over() {
            break;
        }
        buffer.clear();
        game.for_each_legal_move(|mv| buffer.push(mv));
        let pick = buffer.get(rng.below(buffer.len() as u32) as usize).copied().unwrap_or(Move::Pass);
        game.play_unchecked(pick);
    }
    match game.score(Side::South).cmp(&game.score(Side::North)) {
        Ordering::Greater => Some(Side::South),
        Ordering::Less => Some(Side::North),
        Ordering::Equal => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::games::malice::Rules;

    const QUICK: UctLimits = UctLimits { iterations: 400, ..UCT_LIMITS };

    #[test]
    fn the_move_is_legal_and_follows_from_the_seed() {
        for rules in [Rules::default(), Rules::four_players()] {
            let start = Malice::new(rules);
            let a = search(&start, &QUICK, &mut Rng::seeded(3), &StopSignal::never());
            let b = search(&start, &QUICK, &mut Rng::seeded(3), &StopSignal::never());
            assert_eq!(a, b);
            assert_eq!(a.iterations, QUICK.iterations);
            assert!(a.best.is_some_and(|mv| start.is_legal(&mv)), "{a:?}");
        }
    }

    #[test]
    fn it_takes_a_capture_that_wins_the_game() {
        // Lb1xb6 takes North's last piece in L-North: South wins 3–0.
        let text = "4/4/1l2/4/4/4/4/1l1s|s3/4/4/4/4/4/4/s3 S 0-0 0";
        let game = Malice::from_position(text, Rules::default()).expect("a position");
        let winning = game.parse_move("Lb1xb6").expect("legal");
        let report = search(&game, &QUICK, &mut Rng::seeded(1), &StopSignal::never());
        assert_eq!(report.best, Some(winning), "{report:?}");
    }

    #[test]
    fn an_unbounded_search_ends_with_the_stop() {
        let limits = UctLimits { iterations: u64::MAX, ..UCT_LIMITS };
        crate::games::malice::bot::assert_unbounded_search_stops(|start, seed, stop| {
            let report = search(start, &limits, &mut Rng::seeded(seed), stop);
            (report.iterations, report.best)
        });
    }

    #[test]
    fn a_finished_game_gets_no_move() {
        let over = Malice::from_position("4/4/4/4/4/4/4/l3|4/4/4/4/4/4/4/4 N 0-2 0", Rules::default())
            .expect("a position");
        assert_eq!(search(&over, &QUICK, &mut Rng::seeded(1), &StopSignal::never()).best, None);
    }
}
