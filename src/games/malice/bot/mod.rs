//! The Malice bots. Easy looks one move ahead; Medium and Hard search with
//! alpha-beta over the engine's own moves, Hard much deeper. Every bot is
//! deterministic for its seed: work is bounded by node counts, and the
//! clock only ever cuts in as a safety net. Plain UCT ([`UctBot`]) is the
//! baseline the arena measures them against, and Monte Carlo tree search
//! with a heuristic policy and a solver ([`MctsBot`]) the strong one.

pub mod easy;
pub mod eval;
pub mod mcts;
pub mod search;
pub mod tt;
pub mod uct;
pub mod zobrist;

use crate::core::{Bot, Decided, Game, Level, Rng, SearchPlan};
use crate::games::malice::{Malice, Move};
pub use eval::Weights;
pub use mcts::{MCTS_LIMITS, MctsLimits, MctsReport};
pub use search::{SearchLimits, SearchReport};
pub use uct::{UCT_LIMITS, UctLimits, UctReport};

/// Medium: a shallow look with some seeded noise, so it is beatable.
pub const MEDIUM_LIMITS: SearchLimits = SearchLimits {
    max_depth: 2,
    nodes: 40_000,
    quiescence_plies: 2,
    root_noise: 40,
    table_bits: 14,
    weights: Weights::DEFAULT,
};

/// Hard: as deep as the node budget allows. Measured in a release build on
/// a 2-core machine: about 0.37 s a move on average (depth 8–9), 0.55 s at
/// most, from positions of real games.
pub const HARD_LIMITS: SearchLimits = SearchLimits {
    max_depth: 64,
    nodes: 1_200_000,
    quiescence_plies: 8,
    root_noise: 0,
    table_bits: 20,
    weights: Weights::DEFAULT,
};

/// Makes the bot for `level`; the same seed always gives the same moves.
pub fn make_bot(level: Level, seed: u64) -> Box<dyn Bot<Malice>> {
    match level {
        Level::Easy => Box::new(EasyBot::new(seed)),
        Level::Medium => Box::new(SearchBot::new(MEDIUM_LIMITS, seed)),
        Level::Hard => Box::new(SearchBot::new(HARD_LIMITS, seed)),
    }
}

/// The easy bot (see `easy`).
pub type EasyBot = crate::core::SeededBot<Malice>;

impl EasyBot {
    /// An easy bot whose choices follow from `seed`.
    pub fn new(seed: u64) -> Self {
        crate::core::SeededBot::with_pick(seed, easy_pick)
    }
}

/// The easy bot's pick.
fn easy_pick(view: &Malice, rng: &mut Rng) -> Option<Move> {
    view.to_move()?;
    easy::choose(view, rng)
}

/// Malice's bots search whenever their seat is to move.
fn decided(view: &Malice) -> Decided<Move> {
    if view.to_move().is_some() { Decided::Search } else { Decided::Now(None) }
}

/// A bot that searches within fixed limits (Medium and Hard; tests and
/// matches use their own limits).
pub type SearchBot = crate::core::SearchBot<Malice, SearchLimits, SearchReport>;

impl SearchBot {
    /// A searching bot with `limits`, whose choices follow from `seed`.
    pub fn new(limits: SearchLimits, seed: u64) -> Self {
        Self::with_plan(SearchPlan { decided, search: search::search, best: |_, r| r.best }, limits, seed)
    }
}

/// The plain-UCT baseline (see [`uct`]): uniformly random playouts.
pub type UctBot = crate::core::SearchBot<Malice, UctLimits, UctReport>;

impl UctBot {
    /// A UCT bot with `limits`, whose playouts follow from `seed`.
    pub fn new(limits: UctLimits, seed: u64) -> Self {
        Self::with_plan(SearchPlan { decided, search: uct::search, best: |_, r| r.best }, limits, seed)
    }
}

/// The strong Monte Carlo baseline (see [`mcts`]): heuristic playouts cut
/// off by the evaluation, progressive bias and a solver.
pub type MctsBot = crate::core::SearchBot<Malice, MctsLimits, MctsReport>;

impl MctsBot {
    /// An MCTS bot with `limits`, whose playouts follow from `seed`.
    pub fn new(limits: MctsLimits, seed: u64) -> Self {
        Self::with_plan(SearchPlan { decided, search: mcts::search, best: |_, r| r.best }, limits, seed)
    }
}
