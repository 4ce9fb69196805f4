//! The Malice bots, a ladder of seven levels ([`LADDER`]): Newcomer looks
//! one move ahead; the others search with alpha-beta over the engine's own
//! moves, each deeper or with less noise than the one below, Champion as
//! deep as its node budget allows. Every bot is
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

use crate::core::{Bot, Decided, Game, Ladder, Level, Rng, Rung, SearchPlan};
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

/// Beginner: a one-ply look with captures followed, and enough noise to
/// miss the quieter of two good moves. (First settings, to be tuned by
/// `malice-table ladder`.)
pub const BEGINNER_LIMITS: SearchLimits =
    SearchLimits { max_depth: 1, nodes: 10_000, root_noise: 120, ..MEDIUM_LIMITS };
/// Casual: a one-ply look with captures followed, a little noise.
pub const CASUAL_LIMITS: SearchLimits =
    SearchLimits { max_depth: 1, nodes: 20_000, root_noise: 60, ..MEDIUM_LIMITS };
/// Expert: three plies deep.
pub const EXPERT_LIMITS: SearchLimits = SearchLimits {
    max_depth: 3,
    nodes: 150_000,
    quiescence_plies: 4,
    root_noise: 10,
    table_bits: 18,
    weights: Weights::DEFAULT,
};
/// Master: five plies deep.
pub const MASTER_LIMITS: SearchLimits = SearchLimits {
    max_depth: 5,
    nodes: 500_000,
    quiescence_plies: 6,
    root_noise: 0,
    table_bits: 19,
    weights: Weights::DEFAULT,
};

/// Malice's levels, weakest first.
pub const LADDER: Ladder = Ladder {
    rungs: &[
        Rung {
            level: Level::Newcomer,
            about: "Looks one move ahead: takes what it can, guards what it sees.",
            elo: None,
        },
        Rung {
            level: Level::Beginner,
            about: "Follows captures through, but often misses the quiet move.",
            elo: None,
        },
        Rung { level: Level::Casual, about: "Follows captures through and seldom wastes a move.", elo: None },
        Rung { level: Level::Club, about: "Looks two moves ahead, with a little randomness.", elo: None },
        Rung { level: Level::Expert, about: "Looks three moves ahead and follows every capture.", elo: None },
        Rung { level: Level::Master, about: "Looks five moves ahead.", elo: None },
        Rung {
            level: Level::Champion,
            about: "Searches as deep as its time allows: the strongest.",
            elo: None,
        },
    ],
    old: [Level::Newcomer, Level::Club, Level::Champion],
};

/// Makes the bot for `level`; the same seed always gives the same moves.
pub fn make_bot(level: Level, seed: u64) -> Box<dyn Bot<Malice>> {
    level_bot(level, seed, false)
}

/// The search limits of `level` (`None`: the one-move bot, Newcomer).
pub fn level_limits(level: Level) -> Option<SearchLimits> {
    match LADDER.resolve(level) {
        Level::Beginner => Some(BEGINNER_LIMITS),
        Level::Casual => Some(CASUAL_LIMITS),
        Level::Club => Some(MEDIUM_LIMITS),
        Level::Expert => Some(EXPERT_LIMITS),
        Level::Master => Some(MASTER_LIMITS),
        Level::Champion => Some(HARD_LIMITS),
        _ => None,
    }
}

/// The bot for `level`; `timed` lifts its node budget, so that only the
/// clock (the arena's `--budget-ms`) and its depth stop it.
pub fn level_bot(level: Level, seed: u64, timed: bool) -> Box<dyn Bot<Malice>> {
    match level_limits(level) {
        Some(limits) => {
            let limits = if timed { SearchLimits { nodes: u64::MAX, ..limits } } else { limits };
            Box::new(SearchBot::new(limits, seed))
        }
        None => Box::new(EasyBot::new(seed)),
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
