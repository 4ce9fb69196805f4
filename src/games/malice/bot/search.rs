//! Iterative-deepening alpha-beta (negamax with principal-variation
//! windows) over the engine's own moves, with a transposition table,
//! killer and history move ordering, late-move reductions and a capture
//! quiescence search.
//!
//! Turns alternate teams in both the two- and four-player game (SL, NL,
//! SR, NR), so negamax over "the team to move" is exact for both.
//! Work is bounded by a node count, never by the clock, so a seed decides
//! the move; the `StopSignal` is only a safety net.

use super::eval::{self, WIN, WIN_BOUND, Weights};
use super::quiesce::{CaptureSearch, quiesce};
use super::tt::{Bound, TranspositionTable};
use super::zobrist;
use crate::core::{Rng, StopSignal};
use crate::games::malice::bitboard::{attacks, side_mask, squares};
use crate::games::malice::{Malice, Move, Size};
use std::ops::ControlFlow;

/// Above every score the search can return.
const INFINITY: i32 = WIN + 1_000;
/// How often (in nodes) the safety-net `StopSignal` is consulted.
const STOP_CHECK_INTERVAL: u64 = 1_024;
/// Plies of the main search that keep killer moves.
const MAX_PLY: usize = 128;
/// Quiet moves tried before later ones are searched one ply shallower.
const FULL_DEPTH_MOVES: usize = 3;
/// Late-move reductions start at this remaining depth.
const REDUCTION_DEPTH: i32 = 3;
/// History scores are halved when one passes this, to stay below the
/// killer and capture bands of the move order.
const HISTORY_CAP: i32 = 50_000;

/// How much work one decision may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// The deepest full-width iteration.
    pub max_depth: u32,
    /// Nodes (main and quiescence) after which the search stops and plays
    /// the best move of the deepest iteration it finished (or, if even
    /// depth 1 did not finish, the best of the root moves it did search;
    /// captures come first).
    pub nodes: u64,
    /// Captures followed beyond the full-width horizon.
    pub quiescence_plies: u32,
    /// Each root move's score is shifted by a seeded amount up to this
    /// (hundredths of a point), to make a weaker bot less predictable.
    pub root_noise: i32,
    /// The transposition table holds 2^`table_bits` entries.
    pub table_bits: u32,
    /// How positions are valued.
    pub weights: Weights,
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchReport {
    /// The move to play; `None` only when the game is over.
    pub best: Option<Move>,
    /// Its value for the side to move (hundredths of a point, or near
    /// ±`WIN` for a proven result).
    pub score: i32,
    /// The deepest iteration that finished.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
}

/// Searches `root` within `limits` and returns the best move found. The
/// root moves are shuffled with `rng` first, so equal moves are picked
/// by the seed rather than by generation order.
pub fn search(root: &Malice, limits: &SearchLimits, rng: &mut Rng, stop: &StopSignal) -> SearchReport {
    let mut moves = root.legal_move_list();
    let mut report = SearchReport { best: moves.first().copied(), score: 0, depth: 0, nodes: 0 };
    if moves.len() <= 1 {
        return report;
    }
    rng.shuffle(&mut moves);
    let noise = limits.root_noise.max(0);
    let mut root_moves: Vec<RootMove> = moves
        .into_iter()
        .map(|mv| RootMove { mv, noise: rng.below(2 * noise as u32 + 1) as i32 - noise, score: -INFINITY })
        .collect();
    // Captures of the biggest pieces first, then the shuffled rest.
    root_moves.sort_by_key(|r| -capture_order(root, r.mv));

    let mut searcher = Searcher::new(limits, stop);
    let root_key = zobrist::board_key(root);
    for depth in 1..=limits.max_depth.max(1) {
        let finished = searcher.root_iteration(root, root_key, &mut root_moves, depth as i32);
        // Moves that completed this iteration are sorted by their new
        // scores; the first is the best so far even if the iteration broke
        // off (it was the previous best, or beat it at this depth).
        root_moves.sort_by_key(|r| -(r.score + r.noise));
        if let Some(first) = root_moves.first()
            && first.score > -INFINITY
        {
            report.best = Some(first.mv);
            report.score = first.score;
        }
        if !finished {
            break;
        }
        report.depth = depth;
        if report.score.abs() >= WIN_BOUND {
            break;
        }
    }
    report.nodes = searcher.nodes;
    report
}

/// A root move with its seeded noise and latest score.
#[derive(Clone, Copy, Debug)]
struct RootMove {
    mv: Move,
    noise: i32,
    score: i32,
}

/// The order of captures among themselves and ahead of quiet moves:
/// biggest victim first, then a capturer that teleports home (it stays
/// ours), then the smallest capturer. Quiet moves get 0.
#[inline]
pub(super) fn capture_order(game: &Malice, mv: Move) -> i32 {
    let Move::Step { from, to, capture: true } = mv else { return 0 };
    let victim = game.piece_at(to).map_or(0, |s| s.points() as i32);
    let mover = game.piece_at(from).map_or(0, |s| s.points() as i32);
    let home = i32::from(game.landing(&mv) != Some(to));
    victim * 100 + home * 10 + (4 - mover)
}

/// Calls `f` with every capture of the seat to move (a subset of the
/// engine's legal moves, tested so).
#[inline]
pub(super) fn for_each_capture(game: &Malice, mut f: impl FnMut(Move)) {
    let occupied = game.occupied();
    let mine = game.seat_mask(game.turn_seat());
    let targets = occupied & !side_mask(eval::mover(game));
    for size in Size::ALL {
        for from in squares(game.pieces(size) & mine) {
            for to in squares(attacks(size, from, occupied) & targets) {
                f(Move::Step { from, to, capture: true });
            }
        }
    }
}

/// A win or loss is stored as its distance from the stored position, so it
/// means the same wherever the position turns up again.
fn to_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score >= WIN_BOUND {
        score + ply
    } else if score <= -WIN_BOUND {
        score - ply
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score >= WIN_BOUND {
        score - ply
    } else if score <= -WIN_BOUND {
        score + ply
    } else {
        score
    }
}

/// Moves the best-ordered entry of `list[i..]` to `i` and returns it:
/// selection sort one step at a time, as a cut-off usually comes early and
/// most of the list is never sorted.
fn select_next(list: &mut [(i32, Move)], i: usize) -> (i32, Move) {
    let mut top = i;
    for j in i + 1..list.len() {
        if list[j].0 > list[top].0 {
            top = j;
        }
    }
    list.swap(i, top);
    list[i]
}

/// Whether any non-capture now would end the game on the quiet clock, so
/// that the current scores decide it.
pub(super) fn quiet_move_ends_game(game: &Malice) -> bool {
    let limit = game.rules().quiet_limit;
    limit != 0 && game.quiet_plies() + 1 >= limit
}

/// The state of one search.
struct Searcher<'a> {
    limits: &'a SearchLimits,
    stop: &'a StopSignal,
    nodes: u64,
    aborted: bool,
    table: TranspositionTable,
    killers: Vec<[Option<Move>; 2]>,
    /// Quiet moves that caused cut-offs, by origin and destination.
    history: Vec<i32>,
    /// One move list per ply, reused so the search does not allocate.
    lists: Vec<Vec<(i32, Move)>>,
}

impl<'a> Searcher<'a> {
    fn new(limits: &'a SearchLimits, stop: &'a StopSignal) -> Self {
        Searcher {
            limits,
            stop,
            nodes: 0,
            aborted: false,
            table: TranspositionTable::new(limits.table_bits),
            killers: vec![[None; 2]; MAX_PLY],
            history: vec![0; 64 * 64],
            lists: Vec::new(),
        }
    }

    /// Searches every root move to `depth`; false if it broke off.
    fn root_iteration(&mut self, root: &Malice, root_key: u64, moves: &mut [RootMove], depth: i32) -> bool {
        let mut alpha = -INFINITY;
        for (i, entry) in moves.iter_mut().enumerate() {
            let mut child = root.clone();
            child.play_unchecked(entry.mv);
            let key = zobrist::board_key_after(root, root_key, entry.mv);
            // The move's total is score + noise, so it beats `alpha` when
            // its score beats `alpha - noise`.
            let floor = alpha - entry.noise;
            let score = if i == 0 {
                -self.negamax(&child, key, depth - 1, 1, -INFINITY, INFINITY)
            } else {
                let probe = -self.negamax(&child, key, depth - 1, 1, -floor - 1, -floor);
                if probe > floor && !self.aborted {
                    -self.negamax(&child, key, depth - 1, 1, -INFINITY, -floor)
                } else {
                    probe
                }
            };
            if self.aborted {
                // Unfinished moves must not look better than finished ones.
                entry.score = -INFINITY;
                for rest in moves.iter_mut().skip(i + 1) {
                    rest.score = -INFINITY;
                }
                return false;
            }
            // A move that failed low keeps its bound as its score; it is
            // below the best, which is all the ordering needs.
            entry.score = score;
            alpha = alpha.max(score + entry.noise);
        }
        true
    }

    fn negamax(
        &mut self,
        game: &Malice,
        board_key: u64,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if game.is_over() {
            return eval::final_score(game, ply);
        }
        if depth <= 0 || ply >= MAX_PLY {
            return quiesce(self, game, ply, (alpha, beta), self.limits.quiescence_plies);
        }
        if self.tick() {
            return 0;
        }
        let key = board_key ^ zobrist::state_key(game);
        let hinted = match self.probe(key, depth, ply, alpha, beta) {
            ControlFlow::Break(score) => return score,
            ControlFlow::Continue(hinted) => hinted,
        };
        let mut list = self.ordered_moves(game, hinted, ply);
        let alpha_in = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for i in 0..list.len() {
            let (order, mv) = select_next(&mut list, i);
            let mut child = game.clone();
            child.play_unchecked(mv);
            let child_key = zobrist::board_key_after(game, board_key, mv);
            // Neither the table's move, a capture nor a killer.
            let ordinary = order < 99_000;
            let reduction =
                (i > 0).then(|| i32::from(ordinary && depth >= REDUCTION_DEPTH && i >= FULL_DEPTH_MOVES));
            let score = self.search_child(&child, child_key, depth, ply, (alpha, beta), reduction);
            if self.aborted {
                self.lists.push(list);
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if !matches!(mv, Move::Step { capture: true, .. }) {
                            self.reward(mv, ply, depth);
                        }
                        break;
                    }
                }
            }
        }
        self.lists.push(list);
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_in {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(key, depth, to_table(best, ply), bound, best_move);
        best
    }

    /// What the table knows of the node with `key`: a score that settles it
    /// at this depth and window, or else the move to try first.
    fn probe(
        &self,
        key: u64,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> ControlFlow<i32, Option<Move>> {
        let Some(entry) = self.table.probe(key) else {
            return ControlFlow::Continue(None);
        };
        if i32::from(entry.depth) >= depth {
            let score = from_table(i32::from(entry.score), ply);
            let usable = match entry.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
            };
            if usable {
                return ControlFlow::Break(score);
            }
        }
        ControlFlow::Continue(entry.best())
    }

    /// The legal moves with their order: the table's move, then captures
    /// (biggest victim first), the killers, and the rest by history. The
    /// list comes from the pool; the caller gives it back.
    fn ordered_moves(&mut self, game: &Malice, hinted: Option<Move>, ply: usize) -> Vec<(i32, Move)> {
        let mut list = self.lists.pop().unwrap_or_default();
        list.clear();
        let killers = self.killers[ply];
        game.for_each_legal_move(|mv| {
            let order = if Some(mv) == hinted {
                1_000_000
            } else if matches!(mv, Move::Step { capture: true, .. }) {
                200_000 + capture_order(game, mv)
            } else if Some(mv) == killers[0] {
                100_000
            } else if Some(mv) == killers[1] {
                99_000
            } else {
                self.history_score(mv)
            };
            list.push((order, mv));
        });
        list
    }

    /// Searches `child`, reached by one move from a node with `window`
    /// (alpha, beta). The first move (`reduction` is `None`) gets the full
    /// window; a later one a null window first, `reduction` plies shallower,
    /// and is searched again at full depth, then with the full window, only
    /// while it beats alpha.
    fn search_child(
        &mut self,
        child: &Malice,
        child_key: u64,
        depth: i32,
        ply: usize,
        (alpha, beta): (i32, i32),
        reduction: Option<i32>,
    ) -> i32 {
        let Some(reduction) = reduction else {
            return -self.negamax(child, child_key, depth - 1, ply + 1, -beta, -alpha);
        };
        let mut score = -self.negamax(child, child_key, depth - 1 - reduction, ply + 1, -alpha - 1, -alpha);
        if score > alpha && reduction > 0 && !self.aborted {
            score = -self.negamax(child, child_key, depth - 1, ply + 1, -alpha - 1, -alpha);
        }
        if score > alpha && score < beta && !self.aborted {
            score = -self.negamax(child, child_key, depth - 1, ply + 1, -beta, -alpha);
        }
        score
    }

    #[inline]
    fn history_score(&self, mv: Move) -> i32 {
        match mv {
            Move::Step { from, to, .. } => self.history[from.index() * 64 + to.index()],
            Move::Pass => 0,
        }
    }

    /// A quiet move caused a cut-off: try it early at this ply and elsewhere.
    fn reward(&mut self, mv: Move, ply: usize, depth: i32) {
        let slot = &mut self.killers[ply];
        if slot[0] != Some(mv) {
            slot[1] = slot[0];
            slot[0] = Some(mv);
        }
        if let Move::Step { from, to, .. } = mv {
            let h = &mut self.history[from.index() * 64 + to.index()];
            *h += depth * depth;
            if *h > HISTORY_CAP {
                for value in &mut self.history {
                    *value /= 2;
                }
            }
        }
    }
}

impl CaptureSearch for Searcher<'_> {
    fn weights(&self) -> &Weights {
        &self.limits.weights
    }

    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.limits.nodes {
            self.aborted = true;
        }
        if self.nodes.is_multiple_of(STOP_CHECK_INTERVAL) && self.stop.should_stop() {
            self.aborted = true;
        }
        self.aborted
    }

    fn aborted(&self) -> bool {
        self.aborted
    }

    fn lists(&mut self) -> &mut Vec<Vec<(i32, Move)>> {
        &mut self.lists
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::games::malice::Rules;

    #[test]
    fn captures_are_exactly_the_engines_captures() {
        let mut rng = Rng::seeded(5);
        for rules in [Rules::default(), Rules::four_players()] {
            for _ in 0..10 {
                let mut game = Malice::new(rules);
                while game.to_move().is_some() {
                    let legal = game.legal_move_list();
                    let mut ours = Vec::new();
                    for_each_capture(&game, |mv| ours.push(mv));
                    let mut engine: Vec<Move> = legal
                        .iter()
                        .copied()
                        .filter(|m| matches!(m, Move::Step { capture: true, .. }))
                        .collect();
                    ours.sort();
                    engine.sort();
                    assert_eq!(ours, engine, "in {game:?}");
                    game.play_unchecked(legal[rng.below(legal.len() as u32) as usize]);
                }
            }
        }
    }
}
