//! The Malice bots. Easy looks one move ahead; Medium and Hard search with
//! alpha-beta over the engine's own moves, Hard much deeper. Every bot is
//! deterministic for its seed: work is bounded by node counts, and the
//! clock only ever cuts in as a safety net. Plain UCT ([`UctBot`]) is the
//! baseline the arena measures them against.

pub mod easy;
pub mod eval;
pub mod search;
pub mod tt;
pub mod uct;
pub mod zobrist;

use crate::core::{Bot, Game, Level, Rng, StopSignal};
use crate::games::malice::{Malice, Move};
pub use eval::Weights;
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
#[derive(Clone, Debug)]
pub struct EasyBot {
    rng: Rng,
}

impl EasyBot {
    /// An easy bot whose choices follow from `seed`.
    pub fn new(seed: u64) -> Self {
        EasyBot { rng: Rng::seeded(seed) }
    }
}

impl Bot<Malice> for EasyBot {
    fn choose(&mut self, view: &Malice, _stop: &StopSignal) -> Option<Move> {
        view.to_move()?;
        easy::choose(view, &mut self.rng)
    }
}

/// A bot that searches within fixed limits (Medium and Hard; tests and
/// matches use their own limits).
#[derive(Clone, Debug)]
pub struct SearchBot {
    limits: SearchLimits,
    rng: Rng,
}

impl SearchBot {
    /// A searching bot with `limits`, whose choices follow from `seed`.
    pub fn new(limits: SearchLimits, seed: u64) -> Self {
        SearchBot { limits, rng: Rng::seeded(seed) }
    }

    /// Searches `game` and reports the move with its score, depth and nodes.
    pub fn think(&mut self, game: &Malice, stop: &StopSignal) -> SearchReport {
        search::search(game, &self.limits, &mut self.rng, stop)
    }
}

impl Bot<Malice> for SearchBot {
    fn choose(&mut self, view: &Malice, stop: &StopSignal) -> Option<Move> {
        view.to_move()?;
        self.think(view, stop).best
    }
}

/// The plain-UCT baseline (see [`uct`]).
#[derive(Clone, Debug)]
pub struct UctBot {
    limits: UctLimits,
    rng: Rng,
}

impl UctBot {
    /// A UCT bot with `limits`, whose playouts follow from `seed`.
    pub fn new(limits: UctLimits, seed: u64) -> Self {
        UctBot { limits, rng: Rng::seeded(seed) }
    }

    /// Searches `game` and reports the move with its iterations.
    pub fn think(&mut self, game: &Malice, stop: &StopSignal) -> UctReport {
        uct::search(game, &self.limits, &mut self.rng, stop)
    }
}

impl Bot<Malice> for UctBot {
    fn choose(&mut self, view: &Malice, stop: &StopSignal) -> Option<Move> {
        view.to_move()?;
        self.think(view, stop).best
    }
}
