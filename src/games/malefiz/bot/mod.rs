//! The Malefiz bots: a greedy baseline, and Easy, Medium and Hard.
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

use crate::core::{Bot, Decided, Rng, SearchPlan, StopSignal};
use crate::games::malefiz::movegen::count_piece_moves;
use crate::games::malefiz::{Malefiz, Move, Phase};
pub use eval::Weights;
pub use flat::{FLAT_LIMITS, FlatBot, FlatLimits, FlatReport};
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

/// Makes the bot for `level`; the same seed always gives the same moves.
pub fn make_bot(level: crate::core::Level, seed: u64) -> Box<dyn Bot<Malefiz>> {
    use crate::core::Level;
    match level {
        Level::Easy => Box::new(EasyBot::new(seed)),
        Level::Medium => Box::new(SearchBot::new(MEDIUM_LIMITS, seed)),
        Level::Hard => Box::new(SearchBot::new(HARD_LIMITS, seed)),
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
    /// An easy bot whose choices follow from `seed`.
    pub fn new(seed: u64) -> Self {
        crate::core::SeededBot::with_pick(seed, easy_pick)
    }
}

/// The easy bot's pick.
fn easy_pick(view: &Malefiz, rng: &mut Rng) -> Option<Move> {
    match decision(view) {
        Decision::Over => None,
        Decision::Forced(mv) => Some(mv),
        Decision::Choose(roll) => {
            greedy::easy_move(&view.board, &view.pos, roll, rng).map(|raw| view.notation_of(raw))
        }
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
