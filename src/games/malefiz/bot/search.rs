//! The search behind Expert and Master: expectimax over the dice.
//!
//! The root is the bot's own decision with the die already rolled. Each
//! root move is followed by the next colours' turns: a chance node averages
//! the six faces, and for each face the colour to move picks its best move
//! by its own value (max-n: with three or four colours every colour
//! maximises its strength minus the strongest other's, see [`super::eval`];
//! with two colours that is exactly expectiminimax). After the last turn
//! searched, the static evaluation decides.
//!
//! To fit the budget the search prunes forward:
//! - every decision first evaluates all its moves statically, and only the
//!   best few (`reply_width`; `root_width` at the root) are searched deeper;
//! - a taken barricade can go to ~90 spaces. Inside the tree only
//!   `placements` of them are tried per capture: spaces on the shortest
//!   routes of the opponents' two leading pieces, ranked by how much farther
//!   they make those pieces (and the mover's own two) from the goal, plus
//!   the farthest-back spaces as harmless fallbacks. The root tries every
//!   placement statically and keeps up to `placements` of each capture.
//!
//! Depth grows turn by turn (iterative deepening); a turn count whose
//! search would not finish within the node budget is not used. Work is
//! counted in evaluations, never by the clock, so a seed decides the move;
//! the `StopSignal` is only a safety net, and the best move of the deepest
//! finished iteration is played.
//!
//! By the clock (`SearchLimits::by_clock`, a timed match) the search
//! itself keeps its depth and widths (its node budget lifted, see
//! `level_bot`): past them the dice blur what a deeper look could tell
//! (searching on, ever wider and deeper, scored no better against
//! `flat-mc`). The time left goes to a second opinion instead: the best [`CONTENDERS`] root moves of the deepest iteration
//! are weighed again by race playouts (see `reweigh`), and the move with
//! the best mean of both values is played.

use super::distance::{self, DistanceMap};
use super::eval::{Evaluator, WIN, Weights};
use crate::core::{Rng, StopSignal};
use crate::games::malefiz::board::Board;
use crate::games::malefiz::colour::Colour;
use crate::games::malefiz::movegen::for_each_piece_move;
use crate::games::malefiz::rules::DIE_FACES;
use crate::games::malefiz::state::{NO_PLACE, Phase, Pos, RawMove, bit, indices};
use crate::games::malefiz::{Malefiz, Move};
use super::reweigh::{CONTENDERS, reweigh};

/// Each colour's value, by `Colour::index`.
type Values = [f32; 4];

/// How often (in nodes) the safety-net `StopSignal` is consulted.
const STOP_CHECK_INTERVAL: u64 = 256;

/// How much work one decision may take, and how the search prunes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchLimits {
    /// Turns searched after the root move with two colours (each colour's
    /// turn counts one: 2 is the opponent's reply and the bot's next turn).
    pub turns_two: u32,
    /// Turns searched after the root move with three or four colours.
    pub turns_more: u32,
    /// Root moves (best by static value) searched deeper.
    pub root_width: usize,
    /// Moves searched deeper at each decision inside the tree.
    pub reply_width: usize,
    /// Barricade placements tried per capture inside the tree (and kept
    /// per capture at the root).
    pub placements: usize,
    /// Nodes (static evaluations and placement probes) the whole decision
    /// may use; an iteration that would pass it is not used.
    pub nodes: u64,
    /// How positions are valued.
    pub weights: Weights,
    /// Whether the time left after the search goes to race playouts of
    /// its best root moves until the `StopSignal` ends them (a match by
    /// the clock; see `reweigh`); `false` plays the search's move, so a
    /// seed decides it.
    pub by_clock: bool,
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchReport {
    /// The move to play; `None` only when the game is over.
    pub best: Option<Move>,
    /// Its value for the bot (steps; near ±`WIN` for a decided game).
    pub value: f32,
    /// Turns searched after the root move in the deepest iteration used.
    pub turns: u32,
    /// Root moves valued by that iteration.
    pub searched: usize,
    /// Nodes used.
    pub nodes: u64,
}

impl SearchReport {
    /// The report of a decision made without a search.
    fn plain(best: Option<Move>, value: f32) -> Self {
        SearchReport { best, value, turns: 0, searched: 0, nodes: 0 }
    }
}

/// A root move, the position after it, and its latest value.
#[derive(Clone, Copy, Debug)]
struct RootMove {
    mv: RawMove,
    child: Pos,
    value: f32,
}

/// Searches `game` within `limits`. Root moves are shuffled with `rng`
/// first, so equal moves are picked by the seed, not by generation order.
pub fn search(game: &Malefiz, limits: &SearchLimits, rng: &mut Rng, stop: &StopSignal) -> SearchReport {
    let mut moves = match piece_moves(game) {
        Ok(moves) => moves,
        Err(forced) => return forced,
    };
    rng.shuffle(&mut moves);
    let mut searcher = Searcher::new(&game.board, limits, stop);
    let root = match searcher.root_moves(game, moves) {
        Ok(root) => root,
        Err(winning) => return winning,
    };
    let mut report = SearchReport::plain(None, 0.0);
    if let Some(first) = root.first() {
        report.best = Some(game.notation_of(first.mv));
        report.value = first.value;
        report.searched = root.len();
    }
    let chosen = select_root(&root, limits.root_width, limits.placements);
    let ranked = searcher.deepen(game, chosen, &mut report);
    if limits.by_clock {
        let contenders: Vec<(RawMove, f32)> = ranked.iter().take(CONTENDERS).map(|rm| (rm.mv, rm.value)).collect();
        if report.value.abs() < WIN / 2.0
            && let Some((mv, value)) = reweigh(game, &contenders, rng.next_u64(), stop)
        {
            report.best = Some(game.notation_of(mv));
            report.value = value;
        }
    }
    report.nodes = searcher.nodes;
    report
}

/// The piece moves for the roll when there is a choice to search; else
/// the report of what there is to do: nothing once the game is over,
/// `roll` before the roll, `pass` without a piece move, or the only move.
fn piece_moves(game: &Malefiz) -> Result<Vec<RawMove>, SearchReport> {
    let forced = |best| SearchReport::plain(best, 0.0);
    let roll = match game.pos.phase {
        Phase::Won { .. } => return Err(forced(None)),
        Phase::Roll => return Err(forced(Some(Move::Roll))),
        Phase::Move { roll } => roll,
    };
    let mut moves = Vec::new();
    for_each_piece_move(&game.board, &game.pos, roll, |mv| moves.push(mv));
    match moves.as_slice() {
        [] => Err(forced(Some(Move::Pass))),
        [only] => Err(forced(Some(game.notation_of(*only)))),
        _ => Ok(moves),
    }
}

/// Sorts root moves best first (stable: ties keep the shuffled order).
fn sort_by_value(moves: &mut [RootMove]) {
    moves.sort_by(|a, b| b.value.total_cmp(&a.value));
}

/// The root moves to search deeper: the best `width` by static value,
/// with at most `per_capture` placements of any one capture.
fn select_root(sorted: &[RootMove], width: usize, per_capture: usize) -> Vec<RootMove> {
    let mut chosen: Vec<RootMove> = Vec::with_capacity(width);
    for rm in sorted {
        if chosen.len() >= width.max(1) {
            break;
        }
        if rm.mv.place != NO_PLACE {
            let same = chosen.iter().filter(|c| c.mv.from == rm.mv.from && c.mv.to == rm.mv.to).count();
            if same >= per_capture.max(1) {
                continue;
            }
        }
        chosen.push(*rm);
    }
    chosen
}

/// One decision's search: the board, the evaluation and the node count.
struct Searcher<'a> {
    board: &'a Board,
    eval: Evaluator,
    limits: &'a SearchLimits,
    stop: &'a StopSignal,
    nodes: u64,
    aborted: bool,
}

impl<'a> Searcher<'a> {
    fn new(board: &'a Board, limits: &'a SearchLimits, stop: &'a StopSignal) -> Self {
        Searcher { board, eval: Evaluator::new(limits.weights), limits, stop, nodes: 0, aborted: false }
    }

    /// Every root move with its static value for the colour to move, best
    /// first; or, when one wins at once, the report that plays it.
    fn root_moves(&mut self, game: &Malefiz, moves: Vec<RawMove>) -> Result<Vec<RootMove>, SearchReport> {
        let me = game.pos.turn.index();
        let mut root = Vec::with_capacity(moves.len());
        for mv in moves {
            let mut child = game.pos;
            child.apply(self.board, mv);
            if matches!(child.phase, Phase::Won { .. }) {
                return Err(SearchReport::plain(Some(game.notation_of(mv)), WIN));
            }
            let value = self.evaluate(&child).get(me).copied().unwrap_or(0.0);
            root.push(RootMove { mv, child, value });
        }
        sort_by_value(&mut root);
        Ok(root)
    }

    /// Iterative deepening over the `chosen` root moves, one turn more each
    /// time while the node budget is likely to allow it; `report` keeps the
    /// best move of the deepest finished iteration. Returns the root moves
    /// that iteration valued, best first.
    fn deepen(&mut self, game: &Malefiz, mut chosen: Vec<RootMove>, report: &mut SearchReport) -> Vec<RootMove> {
        let limits = self.limits;
        let me = game.pos.turn.index();
        let most_turns = if game.pos.colours.len() <= 2 { limits.turns_two } else { limits.turns_more };
        let mut last_cost = self.nodes;
        let mut growth = 1.0 + f64::from(DIE_FACES) * limits.reply_width.max(1) as f64;
        for turns in 1..=most_turns {
            if turns > 1 {
                // Keep only the better half for the next, costlier iteration.
                chosen.truncate(chosen.len().div_ceil(2).max(2));
            }
            if chosen.len() <= 1 {
                break;
            }
            // Skip an iteration that would plainly not finish: it only costs time.
            let predicted = last_cost as f64 * growth;
            if turns > 1 && self.nodes as f64 + predicted > limits.nodes as f64 {
                break;
            }
            let before = self.nodes;
            let values = self.root_values(&chosen, turns, me);
            if self.aborted {
                break;
            }
            for (rm, v) in chosen.iter_mut().zip(values) {
                rm.value = v;
            }
            sort_by_value(&mut chosen);
            if let Some(first) = chosen.first() {
                report.best = Some(game.notation_of(first.mv));
                report.value = first.value;
                report.turns = turns;
                report.searched = chosen.len();
            }
            let cost = self.nodes - before;
            if turns > 1 {
                growth = (cost as f64 / last_cost.max(1) as f64).max(1.0);
            }
            last_cost = cost;
            // A decided game needs no deeper look.
            if report.value.abs() >= WIN / 2.0 {
                break;
            }
        }
        chosen
    }

    /// Each chosen root move's value for seat `me` with `turns` more turns
    /// searched, in order, up to where the search broke off (if it did).
    fn root_values(&mut self, chosen: &[RootMove], turns: u32, me: usize) -> Vec<f32> {
        let mut values = Vec::with_capacity(chosen.len());
        for rm in chosen {
            let v = self.chance(&rm.child, turns);
            if self.aborted {
                break;
            }
            values.push(v.get(me).copied().unwrap_or(0.0));
        }
        values
    }

    /// Counts a node and notices when the budget or the safety net ends
    /// the search.
    fn count(&mut self, n: u64) {
        self.nodes += n;
        if self.nodes > self.limits.nodes
            || (self.nodes % STOP_CHECK_INTERVAL < n
                && self.stop.should_stop())
        {
            self.aborted = true;
        }
    }

    /// The static values of `pos` (one node).
    fn evaluate(&mut self, pos: &Pos) -> Values {
        self.count(1);
        self.eval.values(self.board, pos)
    }

    /// A chance node: `pos` waits for its colour to roll; `turns` more
    /// turns are searched before the static evaluation.
    fn chance(&mut self, pos: &Pos, turns: u32) -> Values {
        if turns == 0 || matches!(pos.phase, Phase::Won { .. }) {
            return self.evaluate(pos);
        }
        let mut sum = [0.0f32; 4];
        for face in 1..=DIE_FACES {
            let mut rolled = *pos;
            rolled.phase = Phase::Move { roll: face };
            let v = self.decide(&rolled, face, turns);
            if self.aborted {
                return sum;
            }
            for (s, x) in sum.iter_mut().zip(v) {
                *s += x;
            }
        }
        sum.map(|s| s / f32::from(DIE_FACES))
    }

    /// A decision node: the colour to move has rolled `roll` and picks the
    /// move best for itself.
    fn decide(&mut self, pos: &Pos, roll: u8, turns: u32) -> Values {
        let mover = pos.turn.index();
        let moves = self.candidates(pos, roll);
        if moves.is_empty() {
            let mut next = *pos;
            next.pass_turn();
            return self.chance(&next, turns - 1);
        }
        let mut scored: Vec<(Values, Pos)> = Vec::with_capacity(moves.len());
        for mv in moves {
            let mut child = *pos;
            child.apply(self.board, mv);
            if matches!(child.phase, Phase::Won { .. }) {
                return self.eval.values(self.board, &child);
            }
            let v = self.evaluate(&child);
            if self.aborted {
                return v;
            }
            scored.push((v, child));
        }
        let key = |v: &Values| v.get(mover).copied().unwrap_or(f32::NEG_INFINITY);
        scored.sort_by(|a, b| key(&b.0).total_cmp(&key(&a.0)));
        if turns <= 1 {
            return scored.first().map_or([0.0; 4], |s| s.0);
        }
        let mut best: Option<Values> = None;
        for (_, child) in scored.iter().take(self.limits.reply_width.max(1)) {
            let v = self.chance(child, turns - 1);
            if self.aborted {
                return v;
            }
            if best.is_none_or(|b| key(&v) > key(&b)) {
                best = Some(v);
            }
        }
        best.unwrap_or([0.0; 4])
    }

    /// The moves tried at a decision inside the tree: every move, but only
    /// the most promising placements of each capture.
    fn candidates(&mut self, pos: &Pos, roll: u8) -> Vec<RawMove> {
        let mut all = Vec::with_capacity(32);
        for_each_piece_move(self.board, pos, roll, |mv| all.push(mv));
        let keep = self.limits.placements.max(1);
        let mut out = Vec::with_capacity(all.len().min(32));
        // The engine lists the placements of one capture together.
        for group in all.chunk_by(|a, b| a.from == b.from && a.to == b.to) {
            match group.first() {
                Some(first) if first.place != NO_PLACE && group.len() > keep => {
                    let allowed = group.iter().fold(0u128, |set, mv| set | bit(mv.place));
                    for place in self.best_placements(pos, first.from, first.to, allowed, keep) {
                        out.push(RawMove { from: first.from, to: first.to, place });
                    }
                }
                _ => out.extend_from_slice(group),
            }
        }
        out
    }

    /// Where the barricade taken on `to` does the most good for the mover:
    /// up to `keep` of the `allowed` spaces (see the module docs).
    fn best_placements(&mut self, pos: &Pos, from: u8, to: u8, allowed: u128, keep: usize) -> Vec<u8> {
        let board = self.board;
        let penalty = self.eval.weights().barricade;
        let lead_weights = [1.0, self.eval.weights().pieces.get(1).copied().unwrap_or(0.3)];
        let base = pos.barricades & !bit(to);
        let before = *self.eval.distances(board, base);
        // The pieces after the move; placing back on `to` keeps the
        // barricade set, which only the pieces are read from here.
        let mut after = *pos;
        after.apply(board, RawMove { from, to, place: to });
        let keys = key_pieces(board, &after, &before);
        let strongest =
            keys.iter().filter(|k| k.colour != pos.turn).map(|k| k.lead).min().unwrap_or(distance::FAR);
        let mut probes = 0u128;
        for key in keys.iter().filter(|k| k.colour != pos.turn) {
            for &sq in key.squares.iter().flatten() {
                probes |= route(board, &before, base, penalty, sq);
            }
        }
        probes &= allowed;
        // Harmless fallbacks: the two allowed spaces farthest from the goal.
        let mut back: Vec<u8> = indices(allowed & !probes).collect();
        back.sort_by_key(|&s| std::cmp::Reverse(distance::at(&before, s)));
        for &s in back.iter().take(2) {
            probes |= bit(s);
        }
        let mut scored: Vec<(f32, u8)> = Vec::with_capacity(probes.count_ones() as usize);
        for place in indices(probes) {
            self.count(1);
            let map = *self.eval.distances(board, base | bit(place));
            let mut score = 0.0f32;
            for key in &keys {
                let side = if key.colour == pos.turn {
                    -1.0
                } else if key.lead == strongest {
                    1.0
                } else {
                    0.5
                };
                for (&sq, weight) in key.squares.iter().zip(lead_weights) {
                    if let Some(sq) = sq {
                        let grew = f32::from(distance::at(&map, sq)) - f32::from(distance::at(&before, sq));
                        score += side * weight * grew;
                    }
                }
            }
            scored.push((score, place));
        }
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        scored.into_iter().take(keep).map(|(_, place)| place).collect()
    }
}

/// A colour's two pieces nearest the goal (a waiting piece stands on its
/// entry or exit space) and the nearest one's distance.
#[derive(Clone, Copy, Debug)]
struct KeyPieces {
    colour: Colour,
    squares: [Option<u8>; 2],
    lead: u16,
}

/// Every colour's key pieces in `pos`, measured on `map`.
fn key_pieces(board: &Board, pos: &Pos, map: &DistanceMap) -> Vec<KeyPieces> {
    let mut keys = Vec::with_capacity(4);
    for colour in pos.colours.iter() {
        let c = colour.index();
        let mut list: Vec<(u16, u8)> =
            indices(pos.pieces.get(c).copied().unwrap_or(0)).map(|sq| (distance::at(map, sq), sq)).collect();
        let waiting = [
            (board.entry_index(colour), pos.house.get(c).copied().unwrap_or(0)),
            (board.forest_index(), pos.forest.get(c).copied().unwrap_or(0)),
        ];
        for (entry, n) in waiting {
            if let Some(e) = entry.filter(|_| n > 0) {
                list.push((distance::at(map, e).saturating_add(1), e));
            }
        }
        list.sort_unstable();
        let mut squares = [None; 2];
        for (slot, &(_, sq)) in squares.iter_mut().zip(&list) {
            *slot = Some(sq);
        }
        keys.push(KeyPieces { colour, squares, lead: list.first().map_or(distance::FAR, |&(d, _)| d) });
    }
    keys
}

/// The spaces of one shortest route from `from` to the goal on `map`
/// (barricades on `barricades` costing `penalty` more), `from` excluded.
fn route(board: &Board, map: &DistanceMap, barricades: u128, penalty: u16, from: u8) -> u128 {
    let mut set = 0u128;
    let mut at = from;
    for _ in 0..board.space_count() {
        let here = distance::at(map, at);
        if here == 0 || here >= distance::FAR {
            break;
        }
        let step = |n: u8| if barricades & bit(n) != 0 { 1 + penalty } else { 1 };
        let Some(&next) = board
            .neighbour_indices(at)
            .iter()
            .find(|&&n| distance::at(map, n).saturating_add(step(n)) == here)
        else {
            break;
        };
        set |= bit(next);
        at = next;
    }
    set
}

#[cfg(test)]
mod tests;
