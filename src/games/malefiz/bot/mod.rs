//! The Malefiz bots: a greedy baseline, and a ladder of six levels
//! ([`LADDER`]): Newcomer is Easy, Beginner blends Greedy and Easy, Casual
//! is Greedy, Club blends Expert and Greedy, Expert and Master search (see
//! [`Blend`] for how a blend plays).
//!
//! - **Greedy** ([`GreedyBot`]): the baseline of `greedy`: wins if it can,
//!   else minimises its pieces' total distance to the goal, then prefers a
//!   hit, then taking a barricade.
//! - **Easy**: Greedy's measure with a seeded random spread of a few steps.
//! - **Expert**: one ply: every move (every placement too) valued by the
//!   static evaluation of `eval` — distance of the leading pieces with
//!   barricades as extra steps, the risk of being hit on the opponents'
//!   next turns, the die faces that would win next turn.
//! - **Master**: expectimax over the dice (`search`): each candidate is
//!   followed by the opponents' six rolls and best replies, and with two
//!   colours by its own next turn too, within a node budget. In a match by
//!   the clock it spends the time its search leaves on race playouts of its
//!   best four moves (`reweigh`).
//! - **Flat Monte Carlo** ([`FlatBot`]): the strong baseline of `flat-mc`:
//!   every legal move valued by short playouts of a race policy, the
//!   playouts spent by sequential halving (see `flat`), the yardstick for
//!   Master.
//!
//! With three or four colours the bots play max-n: every colour is assumed
//! to maximise its own strength minus the strongest other colour's.
//! Before the roll every bot rolls; with no piece move it passes. Every
//! bot is deterministic for its seed: work is bounded by node counts, and
//! the clock only cuts in as a safety net (unless a match by the clock
//! asks for it: see [`level_bot`]).

pub mod distance;
pub mod eval;
pub mod flat;
pub mod greedy;
pub(crate) mod playout;
mod reweigh;
pub mod search;

use crate::core::{Blend, Bot, Decided, Ladder, Level, Rng, Rung, SearchPlan, StopSignal};
use crate::games::malefiz::movegen::count_piece_moves;
use crate::games::malefiz::{Malefiz, Move, Phase};
pub use eval::Weights;
pub use flat::{FLAT_LIMITS, FlatBot, FlatLimits, FlatReport};
pub use search::{SearchLimits, SearchReport};

/// Expert (the old Medium): the static evaluation of every move, no
/// look-ahead.
pub const EXPERT_LIMITS: SearchLimits = SearchLimits {
    turns_two: 0,
    turns_more: 0,
    root_width: 1,
    reply_width: 1,
    placements: 1,
    nodes: 20_000,
    weights: Weights::DEFAULT,
    by_clock: false,
};

/// Master (the old Hard, and the hint's and the review's search): the
/// opponents' replies and, with two colours, its own next turn, averaged
/// over the dice. About 1/10 s a move in a release build on a
/// 2-core machine, well under 1 s at worst.
pub const MASTER_LIMITS: SearchLimits = SearchLimits {
    turns_two: 2,
    turns_more: 2,
    root_width: 8,
    reply_width: 3,
    placements: 3,
    nodes: 120_000,
    weights: Weights::DEFAULT,
    by_clock: false,
};

/// How often Beginner races like Greedy (else like Newcomer).
pub const BEGINNER_GREEDY: f64 = 0.5;
/// How often Club weighs its move like Expert (else it races like
/// Greedy).
pub const CLUB_EXPERT: f64 = 0.7;

/// Malefiz's levels, weakest first, with their Elo from `malice-table
/// ladder --game malefiz --games 400 --seed 1` (2 players, classic board).
pub const LADDER: Ladder = Ladder {
    rungs: &[
        Rung {
            level: Level::Newcomer,
            about: "Races its pieces forward, often not the best one; drops barricades anywhere.",
            elo: Some(0),
        },
        Rung {
            level: Level::Beginner,
            about: "Half the time races like Casual, otherwise like Newcomer.",
            elo: Some(182),
        },
        Rung {
            level: Level::Casual,
            about: "Races the piece that gains most, hits when it can, blocks the leader.",
            elo: Some(302),
        },
        Rung {
            level: Level::Club,
            about: "Mostly weighs its moves like Expert; now and then just races.",
            elo: Some(500),
        },
        Rung {
            level: Level::Expert,
            about: "Weighs every move: the race, barricades, the risk of being hit.",
            elo: Some(671),
        },
        Rung {
            level: Level::Master,
            about: "Also looks at the replies and its own next turn over the dice: the strongest.",
            elo: Some(892),
        },
    ],
    old: [Level::Newcomer, Level::Expert, Level::Master],
};

/// Makes the bot for `level`; the same seed always gives the same moves.
pub fn make_bot(level: Level, seed: u64) -> Box<dyn Bot<Malefiz>> {
    level_bot(level, seed, false)
}

/// The bot for `level`; `timed` lifts the searching levels' node budgets,
/// so that only the clock (the arena's `--budget-ms`) and their depth stop
/// them, and gives Master's time left after its search to playouts of its
/// best moves (see [`search`]): in a timed match it spends its time.
pub fn level_bot(level: Level, seed: u64, timed: bool) -> Box<dyn Bot<Malefiz>> {
    // Only Master weighs by the clock: Expert is the one-ply level.
    let searching = |limits: SearchLimits, weighs: bool| -> Box<dyn Bot<Malefiz>> {
        let limits = if timed { SearchLimits { nodes: u64::MAX, by_clock: weighs, ..limits } } else { limits };
        Box::new(SearchBot::new(limits, seed))
    };
    match LADDER.resolve(level) {
        Level::Newcomer => Box::new(EasyBot::new(seed)),
        Level::Beginner => {
            Box::new(Blend::new(greedy_bot(), Box::new(EasyBot::new(seed)), BEGINNER_GREEDY, seed))
        }
        Level::Casual => greedy_bot(),
        Level::Club => Box::new(Blend::new(searching(EXPERT_LIMITS, false), greedy_bot(), CLUB_EXPERT, seed)),
        Level::Expert => searching(EXPERT_LIMITS, false),
        _ => searching(MASTER_LIMITS, true),
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
pub type EasyBot = crate::core::SeededBot<Malefiz>;

impl EasyBot {
    /// An easy bot (Newcomer) whose choices follow from `seed`.
    pub fn new(seed: u64) -> Self {
        crate::core::SeededBot::with_pick(seed, easy_pick)
    }
}

/// Greedy's measure with Easy's random spread.
fn easy_pick(view: &Malefiz, rng: &mut Rng) -> Option<Move> {
    match decision(view) {
        Decision::Over => None,
        Decision::Forced(mv) => Some(mv),
        Decision::Choose(roll) => greedy::easy_move(&view.board, &view.pos, roll, greedy::EASY_SPREAD, rng)
            .map(|raw| view.notation_of(raw)),
    }
}

/// A bot that searches within fixed limits (Expert and Master; tests and
/// matches use their own limits): expectimax over the die (see [`search`]).
pub type SearchBot = crate::core::SearchBot<Malefiz, SearchLimits, SearchReport>;

impl SearchBot {
    /// A searching bot with `limits`, whose choices follow from `seed`.
    pub fn new(limits: SearchLimits, seed: u64) -> Self {
        Self::with_plan(SearchPlan { decided, search: search::search, best: |_, r| r.best }, limits, seed)
    }
}
