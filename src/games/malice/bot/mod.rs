//! The Malice bots, a ladder of seven levels ([`LADDER`]): Beginner,
//! Club, Master and Champion search with alpha-beta over the engine's own
//! moves, one, two, three plies deep and as deep as Champion's node budget
//! allows; Newcomer, Casual and Expert are blends of the levels around them
//! ([`Blend`]), Newcomer with the one-move look of [`easy`]. Every bot is
//! deterministic for its seed: work is bounded by node counts, and the
//! clock only ever cuts in as a safety net. Plain UCT ([`UctBot`]) is the
//! baseline the arena measures them against, and Monte Carlo tree search
//! with a heuristic policy and a solver ([`MctsBot`]) the strong one.

pub mod easy;
pub mod eval;
pub mod mcts;
mod quiesce;
pub mod search;
mod tree;
pub mod tt;
pub mod uct;
pub mod zobrist;

use crate::core::{Blend, Bot, Decided, Game, Ladder, Level, Rng, Rung, SearchPlan};
use crate::games::malice::{Malice, Move};
pub use eval::Weights;
pub use mcts::{MCTS_LIMITS, MCTS_SETTINGS, MctsLimits, MctsReport};
pub use search::{SearchLimits, SearchReport};
pub use uct::{UCT_LIMITS, UctLimits, UctReport};

/// Club (the old Medium's rung): a two-ply look with some seeded noise, so
/// it is beatable.
pub const CLUB_LIMITS: SearchLimits = SearchLimits {
    max_depth: 2,
    nodes: 40_000,
    quiescence_plies: 2,
    root_noise: 40,
    table_bits: 14,
    weights: Weights::DEFAULT,
};

/// Champion (the old Hard's rung, and the hint's and the review's search):
/// as deep as the node budget allows. Measured in a release build on
/// a 2-core machine: about 0.37 s a move on average (depth 8–9), 0.55 s at
/// most, from positions of real games.
pub const CHAMPION_LIMITS: SearchLimits = SearchLimits {
    max_depth: 64,
    nodes: 1_200_000,
    quiescence_plies: 8,
    root_noise: 0,
    table_bits: 20,
    weights: Weights::DEFAULT,
};

/// Beginner: a one-ply look with captures followed, a little noise.
pub const BEGINNER_LIMITS: SearchLimits =
    SearchLimits { max_depth: 1, nodes: 20_000, root_noise: 60, ..CLUB_LIMITS };
/// Master: three plies deep.
pub const MASTER_LIMITS: SearchLimits = SearchLimits {
    max_depth: 3,
    nodes: 150_000,
    quiescence_plies: 4,
    root_noise: 10,
    table_bits: 18,
    weights: Weights::DEFAULT,
};

/// Malice's levels, weakest first.
pub const LADDER: Ladder = Ladder {
    rungs: &[
        Rung {
            level: Level::Newcomer,
            about: "Mostly like Beginner; one move in five it only takes what it can and guards what it sees.",
            elo: Some(0),
        },
        Rung {
            level: Level::Beginner,
            about: "Looks one move ahead and follows the captures through.",
            elo: Some(162),
        },
        Rung {
            level: Level::Casual,
            about: "Half its moves look two moves ahead, the others like Beginner.",
            elo: Some(297),
        },
        Rung {
            level: Level::Club,
            about: "Looks two moves ahead, with a little randomness.",
            elo: Some(524),
        },
        Rung {
            level: Level::Expert,
            about: "Three moves in five look three moves ahead, the others like Club player.",
            elo: Some(729),
        },
        Rung {
            level: Level::Master,
            about: "Looks three moves ahead and follows captures further than Club player.",
            elo: Some(920),
        },
        Rung {
            level: Level::Champion,
            about: "Searches as deep as its time allows: the strongest.",
            elo: Some(1090),
        },
    ],
    old: [Level::Newcomer, Level::Club, Level::Champion],
};

/// How often Newcomer plays Beginner's move (else the easy bot's one-move
/// look).
pub const NEWCOMER_SEARCH: f64 = 0.8;
/// How often Casual plays Club's move (else Beginner's).
pub const CASUAL_CLUB: f64 = 0.5;
/// How often Expert plays Master's move (else Club's).
pub const EXPERT_DEEP: f64 = 0.6;

/// Makes the bot for `level`; the same seed always gives the same moves.
pub fn make_bot(level: Level, seed: u64) -> Box<dyn Bot<Malice>> {
    level_bot(level, seed, false)
}

/// The bot for `level`; `timed` lifts the searches' node budgets, so that
/// only the clock (the arena's `--budget-ms`) and their depth stop them.
pub fn level_bot(level: Level, seed: u64, timed: bool) -> Box<dyn Bot<Malice>> {
    let searching = |limits: SearchLimits| -> Box<dyn Bot<Malice>> {
        let limits = if timed { SearchLimits { nodes: u64::MAX, ..limits } } else { limits };
        Box::new(SearchBot::new(limits, seed))
    };
    match LADDER.resolve(level) {
        Level::Newcomer => Box::new(Blend::new(
            searching(BEGINNER_LIMITS),
            Box::new(EasyBot::new(seed)),
            NEWCOMER_SEARCH,
            seed,
        )),
        Level::Beginner => searching(BEGINNER_LIMITS),
        Level::Casual => {
            Box::new(Blend::new(searching(CLUB_LIMITS), searching(BEGINNER_LIMITS), CASUAL_CLUB, seed))
        }
        Level::Club => searching(CLUB_LIMITS),
        Level::Expert => {
            Box::new(Blend::new(searching(MASTER_LIMITS), searching(CLUB_LIMITS), EXPERT_DEEP, seed))
        }
        Level::Master => searching(MASTER_LIMITS),
        _ => searching(CHAMPION_LIMITS),
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

/// A bot that searches within fixed limits (every rung's search; tests and
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

/// Test support for the Monte Carlo searches: one without an iteration
/// budget, run from the start by `search` (the position, a seed, the stop
/// signal; its iterations and best move), stops with the clock (see
/// [`crate::core::bot::assert_within_budget`]) having searched and chosen.
#[cfg(test)]
pub(crate) fn assert_unbounded_search_stops(
    mut search: impl FnMut(&Malice, u64, &crate::core::StopSignal) -> (u64, Option<Move>),
) {
    let start = Malice::new(crate::games::malice::Rules::default());
    let mut seed = 0;
    crate::core::bot::assert_within_budget(std::time::Duration::from_millis(30), 20, |stop| {
        seed += 1;
        let (iterations, best) = search(&start, seed, stop);
        assert!(iterations > 0 && best.is_some(), "{iterations} iterations, best {best:?}");
    });
}
