//! A strong Monte Carlo tree search baseline: what an independent program
//! would use rather than plain UCT, to measure the top level against.
//!
//! Each iteration walks down the tree, expands a leaf the second time it
//! is reached, plays a short playout from there and credits the result to
//! the team that made each move on the way (as [`super::uct`] does; turns
//! alternate teams with two players and with four).
//!
//! - **Playouts** follow a heuristic policy (see [`playout`]): a move that
//!   ends the game is taken or avoided by its result, captures come first
//!   (bigger victims, capturers that land safely), then moves that keep
//!   their piece safe; a small share of moves is uniformly random. After
//!   [`MctsLimits::playout_plies`] plies the playout stops and the
//!   engine's static evaluation, put through the review's logistic curve
//!   (`review::CHANCE_SCALE`), gives the winning chances.
//! - **Progressive bias**: on expansion every child gets a prior, its
//!   mover's winning chances by the static evaluation one ply on. The
//!   prior stands in for the mean of an unvisited child (so the best-
//!   looking moves are tried first and the rest need not be) and adds
//!   `bias × prior / (visits + 1)` to the UCB value, fading as visits come.
//! - **Solver**: a finished game is a proven win, draw or loss for the
//!   team that moved into it. A node with a child that is a proven win for
//!   the team choosing there, or whose children are all proven, is proven
//!   itself; proven losses are never selected, iterations that reach a
//!   proven node back up its exact value, and the search stops as soon as
//!   the root is proven (a winning move is then played at once).
//!
//! The move played is a proven win if there is one, else the most visited
//! child that is not a proven loss. Work is bounded by an iteration count,
//! so a seed decides the move; with `iterations: u64::MAX` only the
//! `StopSignal` (a time budget) ends the search.

pub mod playout;
pub mod settle;

use super::eval::{self, Weights};
use super::tree::Children;
use crate::core::review::logistic;
use crate::core::{Rng, StopSignal};
use crate::games::malice::review::CHANCE_SCALE;
use crate::games::malice::{Malice, Move, Side};
use std::cmp::Ordering;

/// The tree stops growing at this many nodes (about 100 MB); iterations go
/// on with playouts from its leaves.
const MAX_NODES: usize = 3_000_000;

/// How much work one decision may take, and how the search is steered.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsLimits {
    /// Iterations (one playout each); `u64::MAX` leaves it to the `StopSignal`.
    pub iterations: u64,
    /// The UCB exploration constant (results are winning chances, 0–1).
    pub exploration: f64,
    /// Weight of the progressive bias: the prior's pull before any visit.
    pub bias: f64,
    /// Plies a playout plays before the static evaluation scores it.
    pub playout_plies: u32,
    /// Captures followed at the end of a playout before the evaluation
    /// (0 evaluates at once).
    pub settle_plies: u32,
    /// Share of playout moves chosen uniformly at random.
    pub epsilon: f64,
    /// Weight of the implicit minimax value against the playouts' mean in
    /// selection (0 ignores it, 1 uses it alone).
    pub minimax: f64,
}

/// The default budget when no clock is given, about as long as Champion's
/// mean move (about 10 µs an iteration here), and the settings tuned by the
/// baseline's own matches (`mcts/KEY=VALUE`, see docs/bots.md, *Ladder*,
/// Malice): a lower exploration than the first cut's 0.6 (0.15 scored
/// 70.0% against it at 2,000 iterations a move, 52.5% at 100 ms over 100
/// games; 0.3 55.0%, 1.0 39.0%); without the minimax blend it scored
/// 17.5%; the bias (0.3, 3) and the random share (0, 0.25) made no
/// measurable difference.
pub const MCTS_LIMITS: MctsLimits = MctsLimits {
    iterations: 36_000,
    exploration: 0.15,
    bias: 1.0,
    playout_plies: 6,
    settle_plies: 4,
    epsilon: 0.1,
    minimax: 0.3,
};

/// The settings of [`MctsLimits`] the arena can change by name
/// (`mcts/bias=2`), for tuning the search by its own matches.
pub const MCTS_SETTINGS: [&str; 6] = ["exploration", "bias", "playout", "settle", "epsilon", "minimax"];

/// What a setting of [`MctsLimits`] wants that it was not given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wants {
    /// A name among [`MCTS_SETTINGS`].
    Known,
    /// A finite number.
    Number,
    /// A share from 0 to 1.
    Share,
    /// A weight of 0 or more.
    Weight,
    /// A whole number of plies from 0 to 200.
    Plies,
}

/// Why a setting of [`MctsLimits`] is refused: which, and what it wants.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MctsSettingError {
    /// The setting's name.
    pub key: String,
    /// What it wants.
    pub wants: Wants,
}

impl std::fmt::Display for MctsSettingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let key = &self.key;
        match self.wants {
            Wants::Known => write!(f, "mcts has no setting `{key}`: it has {}", MCTS_SETTINGS.join(", ")),
            Wants::Number => write!(f, "{key} must be a number"),
            Wants::Share => write!(f, "{key} is a share from 0 to 1"),
            Wants::Weight => write!(f, "{key} is a weight of 0 or more"),
            Wants::Plies => write!(f, "{key} is a whole number of plies from 0 to 200"),
        }
    }
}

impl std::error::Error for MctsSettingError {}

impl MctsLimits {
    /// These limits with the setting `key` (one of [`MCTS_SETTINGS`]) set
    /// to `value`; an error says why a name or a value is refused.
    pub fn with(self, key: &str, value: f64) -> Result<MctsLimits, MctsSettingError> {
        let refused = |wants| MctsSettingError { key: key.to_owned(), wants };
        let share = |v: f64| (0.0..=1.0).contains(&v).then_some(v).ok_or_else(|| refused(Wants::Share));
        let weight = |v: f64| (v >= 0.0).then_some(v).ok_or_else(|| refused(Wants::Weight));
        let plies = |v: f64| {
            let whole = v.fract() == 0.0 && (0.0..=200.0).contains(&v);
            whole.then_some(v as u32).ok_or_else(|| refused(Wants::Plies))
        };
        let value = Some(value).filter(|v| v.is_finite()).ok_or_else(|| refused(Wants::Number))?;
        Ok(match key {
            "exploration" => MctsLimits { exploration: weight(value)?, ..self },
            "bias" => MctsLimits { bias: weight(value)?, ..self },
            "playout" => MctsLimits { playout_plies: plies(value)?, ..self },
            "settle" => MctsLimits { settle_plies: plies(value)?, ..self },
            "epsilon" => MctsLimits { epsilon: share(value)?, ..self },
            "minimax" => MctsLimits { minimax: share(value)?, ..self },
            _ => return Err(refused(Wants::Known)),
        })
    }
}

/// A proven result, for the team that made the move into a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Proof {
    /// That team loses with best play.
    Loss,
    /// Best play draws.
    Draw,
    /// That team wins with best play.
    Win,
}

impl Proof {
    /// The same result seen by the other team.
    fn flip(self) -> Proof {
        match self {
            Proof::Loss => Proof::Win,
            Proof::Draw => Proof::Draw,
            Proof::Win => Proof::Loss,
        }
    }

    /// The result as points: 1 win, ½ draw, 0 loss.
    fn points(self) -> f64 {
        match self {
            Proof::Loss => 0.0,
            Proof::Draw => 0.5,
            Proof::Win => 1.0,
        }
    }
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsReport {
    /// The move to play; `None` only when the game is over.
    pub best: Option<Move>,
    /// Iterations run.
    pub iterations: u64,
    /// The chosen move's mean result for its mover (its exact value when
    /// proven).
    pub value: f64,
    /// The chosen move's proven result for its mover, if the solver found
    /// one.
    pub proven: Option<Proof>,
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
    /// Sum of results for `mover` (winning chances, 0–1 each).
    reward: f64,
    /// `mover`'s winning chances by the static evaluation.
    prior: f32,
    /// `mover`'s winning chances by the static evaluation at the tree's
    /// frontier below, backed up by minimax (the prior until expanded).
    minimax: f32,
    /// The solver's verdict for `mover`, once known.
    proof: Option<Proof>,
}

impl Node {
    /// The mean result for `mover`; the prior before any visit, the exact
    /// value once proven.
    fn mean(&self) -> f64 {
        match self.proof {
            Some(proof) => proof.points(),
            None if self.visits == 0 => f64::from(self.prior),
            None => self.reward / f64::from(self.visits),
        }
    }

    /// The value selection goes by: the mean blended with the minimax
    /// value by `weight`.
    fn blend(&self, weight: f64) -> f64 {
        match self.proof {
            Some(proof) => proof.points(),
            None if self.visits == 0 => f64::from(self.minimax),
            None => (1.0 - weight) * self.mean() + weight * f64::from(self.minimax),
        }
    }

    /// The minimax value, exact once proven.
    fn minimax(&self) -> f32 {
        self.proof.map_or(self.minimax, |p| p.points() as f32)
    }
}

/// Searches `root` by Monte Carlo tree search within `limits`.
pub fn search(root: &Malice, limits: &MctsLimits, rng: &mut Rng, stop: &StopSignal) -> MctsReport {
    let moves = root.legal_move_list();
    let mut report = MctsReport { best: moves.first().copied(), iterations: 0, value: 0.5, proven: None };
    if moves.len() <= 1 {
        return report;
    }
    let mut tree = Tree::new(root, limits);
    report.iterations = stop.iterate(limits.iterations, || {
        // A proven root needs no more playouts.
        let open = tree.root_proof().is_none();
        if open {
            tree.iterate(root, rng);
        }
        open
    });
    if let Some(best) = tree.best_child() {
        report.best = Some(best.mv);
        report.value = best.mean();
        report.proven = best.proof;
    }
    report
}

/// The result of a finished game for `side`.
fn final_result(game: &Malice, side: Side) -> Proof {
    match game.score(side).cmp(&game.score(side.opponent())) {
        Ordering::Greater => Proof::Win,
        Ordering::Less => Proof::Loss,
        Ordering::Equal => Proof::Draw,
    }
}

/// South's winning chances in `game` at a glance: exact when it is over,
/// else by the static evaluation on the review's logistic curve.
fn south_chances(game: &Malice) -> f64 {
    if game.is_over() {
        return final_result(game, Side::South).points();
    }
    let mover = eval::mover(game);
    let chances = logistic(f64::from(eval::evaluate(game, &Weights::DEFAULT)), CHANCE_SCALE);
    if mover == Side::South { chances } else { 1.0 - chances }
}

/// `side`'s share of a result that gave South `south`.
fn share(side: Side, south: f64) -> f64 {
    if side == Side::South { south } else { 1.0 - south }
}

/// The search tree and the buffers its iterations reuse.
struct Tree<'a> {
    nodes: Vec<Node>,
    limits: &'a MctsLimits,
    /// The nodes of the current iteration, root first.
    path: Vec<usize>,
    /// Move lists for expansion and playouts.
    buffer: Vec<Move>,
    /// Values the positions playouts end in.
    settle: settle::Settle,
}

impl<'a> Tree<'a> {
    /// A tree holding only `root`.
    fn new(root: &Malice, limits: &'a MctsLimits) -> Self {
        let root_node = Node {
            mv: Move::Pass,
            mover: eval::mover(root).opponent(),
            children: Children::LEAF,
            visits: 0,
            reward: 0.0,
            prior: 0.5,
            minimax: 0.5,
            proof: None,
        };
        Tree {
            nodes: vec![root_node],
            limits,
            path: Vec::with_capacity(64),
            buffer: Vec::with_capacity(64),
            settle: settle::Settle::default(),
        }
    }

    /// The root's verdict, once the solver has one.
    fn root_proof(&self) -> Option<Proof> {
        self.nodes.first().and_then(|n| n.proof)
    }

    /// The root's child to play: a proven win, else the most visited child
    /// that is not a proven loss (the most visited of all if every one is).
    fn best_child(&self) -> Option<&Node> {
        let kids = self.nodes.get(self.nodes.first()?.children.range())?;
        if let Some(win) = kids.iter().find(|c| c.proof == Some(Proof::Win)) {
            return Some(win);
        }
        let by_visits = |a: &&Node, b: &&Node| a.visits.cmp(&b.visits).then(a.mean().total_cmp(&b.mean()));
        kids.iter()
            .filter(|c| c.proof != Some(Proof::Loss))
            .max_by(by_visits)
            .or_else(|| kids.iter().max_by(by_visits))
    }

    /// One iteration: select, expand, play out, back up, prove.
    fn iterate(&mut self, root: &Malice, rng: &mut Rng) {
        let mut game = root.clone();
        self.path.clear();
        self.path.push(0);
        let mut at = 0;
        let exact = loop {
            let Some(node) = self.nodes.get(at).copied() else { break None };
            if let Some(proof) = node.proof {
                break Some(share(node.mover, proof.points()));
            }
            if node.children.is_leaf() {
                if self.nodes.len() + 256 > MAX_NODES {
                    break None;
                }
                self.expand(at, &game);
                if self.prove(at) {
                    continue;
                }
            }
            let Some(child) = self.select(at) else { break None };
            let Some(next) = self.nodes.get(child).copied() else { break None };
            game.play_unchecked(next.mv);
            self.path.push(child);
            at = child;
            if next.visits == 0 && next.proof.is_none() {
                break None;
            }
        };
        let south = match exact {
            Some(south) => south,
            None => {
                let played = playout::play(&mut game, self.limits, &mut self.buffer, rng);
                let south = self.settle.south_chances(&game, self.limits.settle_plies);
                // Without playout plies the settled value is the leaf's
                // own: a better minimax value than its prior.
                if let Some(leaf) = self.nodes.get_mut(at)
                    && played == 0
                    && leaf.children.is_leaf()
                {
                    leaf.minimax = share(leaf.mover, south) as f32;
                }
                south
            }
        };
        self.back_up(south);
    }

    /// Gives every move of `game` (the position at node `at`) a child, with
    /// its prior, or its proof when the move ends the game. Children are
    /// ordered by prior, best first, so ties go to the likelier move.
    fn expand(&mut self, at: usize, game: &Malice) {
        self.buffer.clear();
        game.for_each_legal_move(|mv| self.buffer.push(mv));
        let mover = eval::mover(game);
        let first = self.nodes.len();
        for &mv in &self.buffer {
            let mut child = game.clone();
            child.play_unchecked(mv);
            let proof = child.is_over().then(|| final_result(&child, mover));
            let prior = proof.map_or_else(|| share(mover, south_chances(&child)), Proof::points);
            self.nodes.push(Node {
                mv,
                mover,
                children: Children::LEAF,
                visits: 0,
                reward: 0.0,
                prior: prior as f32,
                minimax: prior as f32,
                proof,
            });
        }
        if let Some(kids) = self.nodes.get_mut(first..) {
            kids.sort_by(|a, b| b.prior.total_cmp(&a.prior));
        }
        if let Some(parent) = self.nodes.get_mut(at) {
            parent.children = Children::new(first, self.buffer.len());
        }
    }

    /// The child of `at` to follow: the highest UCB value with progressive
    /// bias, never a proven loss. `None` when there is none to follow.
    fn select(&self, at: usize) -> Option<usize> {
        let node = self.nodes.get(at)?;
        let range = node.children.range();
        let kids = self.nodes.get(range.clone())?;
        let log_parent = f64::from(node.visits).ln_1p();
        let value = |c: &Node| {
            let n = f64::from(c.visits) + 1.0;
            c.blend(self.limits.minimax)
                + self.limits.exploration * (log_parent / n).sqrt()
                + self.limits.bias * f64::from(c.prior) / n
        };
        let best = kids
            .iter()
            .enumerate()
            .filter(|(_, c)| c.proof != Some(Proof::Loss))
            .max_by(|(i, a), (j, b)| value(a).total_cmp(&value(b)).then(j.cmp(i)))?;
        Some(range.start + best.0)
    }

    /// Node `at` is proven when a child is a proven win for the team that
    /// chooses there, or when every child is proven (the best of them is
    /// its value). True if it is proven now.
    fn prove(&mut self, at: usize) -> bool {
        let Some(node) = self.nodes.get(at).copied() else { return false };
        if node.proof.is_some() {
            return true;
        }
        let Some(kids) = self.nodes.get(node.children.range()) else { return false };
        let Some(chooser) = kids.first().map(|c| c.mover) else { return false };
        let mut best = Proof::Loss;
        let mut all = true;
        for kid in kids {
            match kid.proof {
                Some(Proof::Win) => {
                    best = Proof::Win;
                    all = true;
                    break;
                }
                Some(proof) => best = best.max(proof),
                None => all = false,
            }
        }
        if !all {
            return false;
        }
        let verdict = if chooser == node.mover { best } else { best.flip() };
        if let Some(node) = self.nodes.get_mut(at) {
            node.proof = Some(verdict);
        }
        true
    }

    /// Sets an expanded node's minimax value from its children's: the best
    /// of them for the team that chooses there.
    fn refresh_minimax(&mut self, at: usize) {
        let Some(node) = self.nodes.get(at).copied() else { return };
        let Some(kids) = self.nodes.get(node.children.range()) else { return };
        let Some(chooser) = kids.first().map(|c| c.mover) else { return };
        let best = kids.iter().map(Node::minimax).fold(0.0, f32::max);
        if let Some(node) = self.nodes.get_mut(at) {
            node.minimax = if chooser == node.mover { best } else { 1.0 - best };
        }
    }

    /// Credits `south` (South's result) to every node on the path and
    /// backs up the minimax values, then carries new proofs up from the
    /// deepest node as far as they go.
    fn back_up(&mut self, south: f64) {
        for depth in (0..self.path.len()).rev() {
            let Some(&index) = self.path.get(depth) else { break };
            self.refresh_minimax(index);
            if let Some(node) = self.nodes.get_mut(index) {
                node.visits = node.visits.saturating_add(1);
                node.reward += share(node.mover, south);
            }
        }
        for depth in (0..self.path.len()).rev() {
            let Some(&index) = self.path.get(depth) else { break };
            if !self.prove(index) {
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests;
