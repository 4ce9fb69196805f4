//! The Spite & Malice bots. Each sees only its seat's [`SpiteView`] and
//! returns one move; the session asks again after every play of a turn, so
//! a bot re-plans from the new view each time (the plan is cheap and
//! deterministic for the seed, so nothing is cached between calls).
//!
//! - First fit ([`first_fit_bot`]): the baseline; plays the first card that
//!   fits, else discards its highest card to the first side pile.
//! - Easy: the payoff card first if it fits, else any card that fits; a
//!   random discard.
//! - Medium: the cheapest chain of plays up to its payoff card, other
//!   plays only where they do not help the opponent, discards that build
//!   descending runs and keep Kings.
//! - Hard: searches the whole turn and samples what it cannot see (see
//!   [`search`]).
//!
//! The ladder ([`LADDER`]): Newcomer is Easy, Beginner Medium, and Casual,
//! Club and Expert are Hard over fewer, as many and more sampled worlds.

pub mod chain;
pub mod easy;
pub mod eval;
pub mod medium;
pub mod rival;
pub mod search;
pub mod tableau;

use crate::core::{Bot, Decided, Ladder, Level, Rng, Rung, SearchPlan, StopSignal};
use crate::games::spite::{Move, Spite, SpiteView};
pub use eval::Weights;
pub use search::{SearchLimits, SearchReport};
use tableau::Step;

/// Hard's budget. At most `nodes + refine × worlds × sample_nodes` = 53,200
/// states per decision; most decisions need a few hundred (see the timings
/// in `tests/spite_bots.rs`).
pub const HARD_LIMITS: SearchLimits =
    SearchLimits { nodes: 10_000, worlds: 12, refine: 6, sample_nodes: 600, weights: Weights::DEFAULT };

/// Casual: Hard's search over fewer sampled worlds. (First settings, to
/// be tuned by `malice-table ladder`.)
pub const CASUAL_LIMITS: SearchLimits =
    SearchLimits { nodes: 4_000, worlds: 4, refine: 3, sample_nodes: 300, weights: Weights::DEFAULT };
/// Expert: Hard's search over more worlds.
pub const EXPERT_LIMITS: SearchLimits =
    SearchLimits { nodes: 20_000, worlds: 24, refine: 8, sample_nodes: 800, weights: Weights::DEFAULT };

/// Spite & Malice's levels, weakest first.
pub const LADDER: Ladder = Ladder {
    rungs: &[
        Rung {
            level: Level::Newcomer,
            about: "Plays its payoff card when it fits, else any card that fits.",
            elo: None,
        },
        Rung {
            level: Level::Beginner,
            about: "Plans a chain of cards up to its payoff card; careful discards.",
            elo: None,
        },
        Rung {
            level: Level::Casual,
            about: "Searches its whole turn and guesses at the cards it cannot see.",
            elo: None,
        },
        Rung {
            level: Level::Club,
            about: "Searches its whole turn over more guesses at the hidden cards.",
            elo: None,
        },
        Rung {
            level: Level::Expert,
            about: "Searches its turn over many guesses: the strongest.",
            elo: None,
        },
    ],
    old: [Level::Newcomer, Level::Beginner, Level::Club],
};

/// Makes the bot for `level`; the same seed always gives the same moves.
pub fn make_bot(level: Level, seed: u64) -> Box<dyn Bot<Spite>> {
    level_bot(level, seed, false)
}

/// The bot for `level`; `timed` lifts the searching levels' state counts,
/// so that only the clock (the arena's `--budget-ms`) stops them.
pub fn level_bot(level: Level, seed: u64, timed: bool) -> Box<dyn Bot<Spite>> {
    let limits = match LADDER.resolve(level) {
        Level::Newcomer => return Box::new(EasyBot::new(seed)),
        Level::Beginner => return Box::new(MediumBot),
        Level::Casual => CASUAL_LIMITS,
        Level::Expert => EXPERT_LIMITS,
        _ => HARD_LIMITS,
    };
    let limits = if timed {
        SearchLimits { nodes: u32::MAX / 4, sample_nodes: u32::MAX / 4, ..limits }
    } else {
        limits
    };
    Box::new(HardBot::new(limits, seed))
}

/// The first-fit baseline (see the module docs).
pub fn first_fit_bot() -> Box<dyn Bot<Spite>> {
    Box::new(FirstFitBot)
}

/// The move for `step`, if it is legal in `view`; otherwise the engine's
/// first legal move, so a planning slip can never stall a game.
fn legal_or_first(view: &SpiteView, step: Option<Step>) -> Option<Move> {
    let planned = step.and_then(|s| s.to_move(view)).filter(|m| view.why_illegal(m).is_none());
    planned.or_else(|| view.legal_move_list().first().copied())
}

/// The first-fit baseline.
#[derive(Clone, Copy, Debug, Default)]
pub struct FirstFitBot;

impl Bot<Spite> for FirstFitBot {
    fn choose(&mut self, view: &SpiteView, _stop: &StopSignal) -> Option<Move> {
        if !view.is_my_turn() {
            return None;
        }
        easy::first_fit(view)
    }
}

/// The easy bot (see [`easy::choose`]).
pub type EasyBot = crate::core::SeededBot<Spite>;

impl EasyBot {
    /// An easy bot whose choices follow from `seed`.
    pub fn new(seed: u64) -> Self {
        crate::core::SeededBot::with_pick(seed, easy_pick)
    }
}

/// The easy bot's pick.
fn easy_pick(view: &SpiteView, rng: &mut Rng) -> Option<Move> {
    if !view.is_my_turn() {
        return None;
    }
    legal_or_first(view, easy::choose(view, rng))
}

/// The medium bot (see [`medium`]); it uses no chance at all.
#[derive(Clone, Copy, Debug, Default)]
pub struct MediumBot;

impl Bot<Spite> for MediumBot {
    fn choose(&mut self, view: &SpiteView, _stop: &StopSignal) -> Option<Move> {
        if !view.is_my_turn() {
            return None;
        }
        legal_or_first(view, medium::choose(view))
    }
}

/// The hard bot: a whole-turn search within fixed limits (tests and
/// matches may use their own).
pub type HardBot = crate::core::SearchBot<Spite, SearchLimits, SearchReport>;

impl HardBot {
    /// A hard bot with `limits`, whose sampling follows from `seed`.
    pub fn new(limits: SearchLimits, seed: u64) -> Self {
        let decided = |view: &SpiteView| {
            if !view.is_my_turn() {
                return Decided::Now(None);
            }
            match view.legal_move_list().as_slice() {
                [] => Decided::Now(None),
                [only] => Decided::Now(Some(*only)),
                _ => Decided::Search,
            }
        };
        let best = |view: &SpiteView, report: SearchReport| legal_or_first(view, report.best);
        Self::with_plan(SearchPlan { decided, search: search::search, best }, limits, seed)
    }
}
