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

use crate::core::{Bot, Game, Level, Rng, Search, StopSignal};
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

/// The alpha-beta search of Medium and Hard (see [`search`]).
#[derive(Clone, Copy, Debug)]
pub struct AlphaBeta;

impl Search for AlphaBeta {
    type Game = Malice;
    type Limits = SearchLimits;
    type Report = SearchReport;

    fn search(view: &Malice, limits: &SearchLimits, rng: &mut Rng, stop: &StopSignal) -> SearchReport {
        search::search(view, limits, rng, stop)
    }

    fn choose(view: &Malice, think: impl FnOnce() -> SearchReport) -> Option<Move> {
        view.to_move()?;
        think().best
    }
}

/// A bot that searches within fixed limits (Medium and Hard; tests and
/// matches use their own limits).
pub type SearchBot = crate::core::SearchBot<AlphaBeta>;

/// Plain UCT with uniformly random playouts (see [`uct`]).
#[derive(Clone, Copy, Debug)]
pub struct PlainUct;

impl Search for PlainUct {
    type Game = Malice;
    type Limits = UctLimits;
    type Report = UctReport;

    fn search(view: &Malice, limits: &UctLimits, rng: &mut Rng, stop: &StopSignal) -> UctReport {
        uct::search(view, limits, rng, stop)
    }

    fn choose(view: &Malice, think: impl FnOnce() -> UctReport) -> Option<Move> {
        view.to_move()?;
        think().best
    }
}

/// The plain-UCT baseline: a bot running [`PlainUct`].
pub type UctBot = crate::core::SearchBot<PlainUct>;
