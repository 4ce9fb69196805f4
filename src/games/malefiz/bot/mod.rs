//! The Malefiz bots: a greedy baseline, and a ladder of six levels
//! ([`LADDER`]): Newcomer and Beginner are Easy below with less or more
//! spread, Casual is Medium, Club a shallower Hard, Expert is Hard and
//! Master a wider Hard.
//!
//! - **Greedy** ([`GreedyBot`]): the baseline of `greedy`: wins if it can,
//!   else minimises its pieces' total distance to the goal, then prefers a
//!   hit, then taking a barricade.
//! - **Easy**: Greedy's measure with a seeded random spread of a few steps.
//! - **Medium**: one ply: every move (every placement too) valued by the
//!   static evaluation of `eval` — distance of the leading pieces with
//!   barricades as extra steps, the risk of being hit on the opponents'
//!   next turns, the die faces that would win next turn.
//! - **Hard**: expectimax over the dice (`search`): each candidate is
//!   followed by the opponents' six rolls and best replies, and with two
//!   colours by its own next turn too, within a node budget.
//! - **Flat Monte Carlo** ([`FlatBot`]): the strong baseline of `flat-mc`:
//!   each candidate move valued by greedy playouts to the end of the game
//!   (see `flat`), the yardstick for Hard.
//!
//! With three or four colours the bots play max-n: every colour is assumed
//! to maximise its own strength minus the strongest other colour's.
//! Before the roll every bot rolls; with no piece move it passes. Every
//! bot is deterministic for its seed: work is bounded by node counts, and
//! the clock only cuts in as a safety net.

pub mod distance;
pub mod eval;
pub mod flat;
pub mod greedy;
pub(crate) mod playout;
pub mod search;

use crate::core::{Bot, Decided, Ladder, Level, Rng, Rung, SearchPlan, StopSignal};
use crate::games::malefiz::movegen::count_piece_moves;
use crate::games::malefiz::{Malefiz, Move, Phase};
pub use eval::Weights;
pub use flat::{FLAT_LIMITS, FlatBot, FlatLimits, FlatReport};
pub use greedy::Placing;
pub use search::{SearchLimits, SearchReport};

/// Medium: the static evaluation of every move, no look-ahead.
pub const MEDIUM_LIMITS: SearchLimits = SearchLimits {
    turns_two: 0,
    turns_more: 0,
    root_width: 1,
    reply_width: 1,
    placements: 1,
    nodes: 20_000,
    weights: Weights::DEFAULT,
};

/// Hard: the opponents' replies and, with two colours, its own next turn,
/// averaged over the dice. About 1/10 s a move in a release build on a
/// 2-core machine, well under 1 s at worst.
pub const HARD_LIMITS: SearchLimits = SearchLimits {
    turns_two: 2,
    turns_more: 2,
    root_width: 8,
    reply_width: 3,
    placements: 3,
    nodes: 120_000,
    weights: Weights::DEFAULT,
};

/// Club: the opponents' replies to its best few moves, averaged over
/// the dice. (First settings, to be tuned by `malice-table ladder`.)
pub const CLUB_LIMITS: SearchLimits = SearchLimits {
    turns_two: 1,
    turns_more: 1,
    root_width: 4,
    reply_width: 2,
    placements: 2,
    nodes: 40_000,
    weights: Weights::DEFAULT,
};

/// Master: Hard's search, wider.
pub const MASTER_LIMITS: SearchLimits = SearchLimits {
    turns_two: 2,
    turns_more: 2,
    root_width: 12,
    reply_width: 4,
    placements: 4,
    nodes: 300_000,
    weights: Weights::DEFAULT,
};

/// Malefiz's levels, weakest first.
pub const LADDER: Ladder = Ladder {
    rungs: &[
        Rung {
            level: Level::Newcomer,
            about: "Races its pieces forward, often not the best one.",
            elo: None,
        },
        Rung { level: Level::Beginner, about: "Races its pieces forward and seldom strays.", elo: None },
        Rung {
            level: Level::Casual,
            about: "Weighs every move: the race, barricades, the risk of being hit.",
            elo: None,
        },
        Rung {
            level: Level::Club,
            about: "Also weighs the other players' replies over the dice.",
            elo: None,
        },
        Rung {
            level: Level::Expert,
            about: "Looks at the replies and its own next turn over the dice.",
            elo: None,
        },
        Rung {
            level: Level::Master,
            about: "Looks as far, at more moves and barricade places: the strongest.",
            elo: None,
        },
    ],
    old: [Level::Newcomer, Level::Casual, Level::Expert],
};

/// Makes the bot for `level`; the same seed always gives the same moves.
pub fn make_bot(level: Level, seed: u64) -> Box<dyn Bot<Malefiz>> {
    level_bot(level, seed, false)
}

/// The search limits of `level` (`None`: Newcomer and Beginner, who do
/// not search).
pub fn level_limits(level: Level) -> Option<SearchLimits> {
    match LADDER.resolve(level) {
        Level::Casual => Some(MEDIUM_LIMITS),
        Level::Club => Some(CLUB_LIMITS),
        Level::Expert => Some(HARD_LIMITS),
        Level::Master => Some(MASTER_LIMITS),
        _ => None,
    }
}

/// The bot for `level`; `timed` lifts its node budget, so that only the
/// clock (the arena's `--budget-ms`) and its depth stop it.
pub fn level_bot(level: Level, seed: u64, timed: bool) -> Box<dyn Bot<Malefiz>> {
    match (LADDER.resolve(level), level_limits(level)) {
        (_, Some(limits)) => {
            let limits = if timed { SearchLimits { nodes: u64::MAX, ..limits } } else { limits };
            Box::new(SearchBot::new(limits, seed))
        }
        (Level::Beginner, None) => Box::new(EasyBot::with(seed, greedy::BEGINNER_SPREAD, Placing::Blocking)),
        (_, None) => Box::new(EasyBot::new(seed)),
    }
}

/// The greedy baseline bot (see [`GreedyBot`]).
pub fn greedy_bot() -> Box<dyn Bot<Malefiz>> {
    Box::new(GreedyBot)
}

/// What the colour to move has to decide.
enum Decision {
    /// Nothing: the game is over.
    Over,
    /// Nothing to think about: roll, or pass with no piece move.
    Forced(Move),
    /// Which piece to move for this roll.
    Choose(u8),
}

fn decision(game: &Malefiz) -> Decision {
    match game.phase() {
        Phase::Won { .. } => Decision::Over,
        Phase::Roll => Decision::Forced(Move::Roll),
        Phase::Move { roll } if count_piece_moves(&game.board, &game.pos, roll) == 0 => {
            Decision::Forced(Move::Pass)
        }
        Phase::Move { roll } => Decision::Choose(roll),
    }
}

/// Whether a searching bot must search `view`, or the move is plain.
fn decided(view: &Malefiz) -> Decided<Move> {
    match decision(view) {
        Decision::Over => Decided::Now(None),
        Decision::Forced(mv) => Decided::Now(Some(mv)),
        Decision::Choose(_) => Decided::Search,
    }
}

/// The greedy baseline: wins if it can, else leaves its pieces the least
/// total distance to the goal, then prefers a hit, then a barricade; it
/// places a barricade where it slows the opponents' nearest piece most
/// without slowing its own (see `greedy`). Needs no seed.
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyBot;

impl Bot<Malefiz> for GreedyBot {
    fn choose(&mut self, view: &Malefiz, _stop: &StopSignal) -> Option<Move> {
        match decision(view) {
            Decision::Over => None,
            Decision::Forced(mv) => Some(mv),
            Decision::Choose(roll) => {
                greedy::greedy_move(&view.board, &view.pos, roll).map(|raw| view.notation_of(raw))
            }
        }
    }
}

/// The easy bot: Greedy's measure with a seeded random spread.
#[derive(Clone, Debug)]
pub struct EasyBot {
    rng: Rng,
    spread: f64,
    placing: Placing,
}

impl EasyBot {
    /// An easy bot (Newcomer) whose choices follow from `seed`.
    pub fn new(seed: u64) -> Self {
        Self::with(seed, greedy::EASY_SPREAD, Placing::Anywhere)
    }

    /// Greedy's measure with a random spread of up to `spread` steps,
    /// placing barricades as `placing` says.
    pub fn with(seed: u64, spread: f64, placing: Placing) -> Self {
        EasyBot { rng: Rng::seeded(seed), spread, placing }
    }
}

impl Bot<Malefiz> for EasyBot {
    fn choose(&mut self, view: &Malefiz, _stop: &StopSignal) -> Option<Move> {
        spread_pick(view, self.spread, self.placing, &mut self.rng)
    }
}

/// Greedy's measure with a random spread of up to `spread` steps.
fn spread_pick(view: &Malefiz, spread: f64, placing: Placing, rng: &mut Rng) -> Option<Move> {
    match decision(view) {
        Decision::Over => None,
        Decision::Forced(mv) => Some(mv),
        Decision::Choose(roll) => greedy::easy_move(&view.board, &view.pos, roll, spread, placing, rng)
            .map(|raw| view.notation_of(raw)),
    }
}

/// A bot that searches within fixed limits (Medium and Hard; tests and
/// matches use their own limits): expectimax over the die (see [`search`]).
pub type SearchBot = crate::core::SearchBot<Malefiz, SearchLimits, SearchReport>;

impl SearchBot {
    /// A searching bot with `limits`, whose choices follow from `seed`.
    pub fn new(limits: SearchLimits, seed: u64) -> Self {
        Self::with_plan(SearchPlan { decided, search: search::search, best: |_, r| r.best }, limits, seed)
    }
}
