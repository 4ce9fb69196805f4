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
//! - Search ([`SearchBot`]): searches the whole turn and samples what it
//!   cannot see (see [`search`]).
//! - Expert ([`ExpertBot`]): the search proposes its best few plans for
//!   the turn, playouts to the end of the game in dealt worlds decide (see
//!   [`expert`]).
//! - ISMCTS ([`IsmctsBot`]): the strong baseline of `ismcts`, information
//!   set Monte Carlo tree search over dealt worlds (see [`ismcts`]), the
//!   yardstick for Expert.
//!
//! The ladder ([`LADDER`]), each rung a human-like step up: Newcomer is
//! Easy forgetting its side piles on half its moves, Beginner is Easy,
//! Casual is Medium forgetting them on two moves in five, Club is the
//! search over few sampled worlds and states, Expert the search over many
//! with its best plans played out.

pub mod chain;
pub mod easy;
pub mod eval;
pub mod expert;
pub mod ismcts;
pub mod medium;
pub mod rival;
pub mod search;
pub mod tableau;

use crate::core::review::points;
use crate::core::{Bot, Decided, Game, Ladder, Level, Rng, Rung, SearchPlan, SeatIndex, StopSignal};
use crate::games::spite::{Move, Spite, SpiteView};
pub use eval::Weights;
pub use expert::{ExpertLimits, ExpertReport};
pub use ismcts::{ISMCTS_LIMITS, IsmctsBot, IsmctsLimits, IsmctsReport, TO_THE_END};
pub use search::{SearchLimits, SearchReport};
use tableau::Step;

/// The search of Expert (the old Hard's budget, and the review's). At
/// most `nodes + refine × worlds × sample_nodes` = 53,200 states per
/// decision; most decisions need a few hundred (see the
/// `spite-timing` report of `examples/reports.rs`).
pub const EXPERT_LIMITS: SearchLimits =
    SearchLimits { nodes: 10_000, worlds: 12, refine: 6, sample_nodes: 600, weights: Weights::DEFAULT };

/// Club: Expert's search over two sampled worlds and a few thousand
/// states, about Medium's strength with Expert's way of playing (tuned with
/// `malice-table ladder` between Casual and Expert).
pub const CLUB_LIMITS: SearchLimits =
    SearchLimits { nodes: 2_000, worlds: 2, refine: 1, sample_nodes: 100, weights: Weights::DEFAULT };

/// Spite & Malice's levels, weakest first, with their Elo from
/// `malice-table ladder --game spite --games 400 --seed 1` (December 2026,
/// with the December Expert).
pub const LADDER: Ladder = Ladder {
    rungs: &[
        Rung {
            level: Level::Newcomer,
            about: "Plays its payoff card first, then any card that fits; often forgets its side piles.",
            elo: Some(0),
        },
        Rung {
            level: Level::Beginner,
            about: "Plays its payoff card when it fits, else any card that fits.",
            elo: Some(143),
        },
        Rung {
            level: Level::Casual,
            about: "Plans a chain of cards up to its payoff card and builds its side piles; sometimes overlooks them.",
            elo: Some(248),
        },
        Rung {
            level: Level::Club,
            about: "Searches its whole turn, but guesses little at the cards it cannot see.",
            elo: Some(400),
        },
        Rung {
            level: Level::Expert,
            about: "Searches its whole turn over many guesses at the hidden cards, then plays its best plans out to the end: the strongest.",
            elo: Some(554),
        },
    ],
    old: [Level::Beginner, Level::Club, Level::Expert],
};

/// Makes the bot for `level`; the same seed always gives the same moves.
pub fn make_bot(level: Level, seed: u64) -> Box<dyn Bot<Spite>> {
    level_bot(level, seed, false)
}

/// The bot for `level`; `timed` lifts the searching levels' state counts,
/// so that only the clock (the arena's `--budget-ms`) stops them.
pub fn level_bot(level: Level, seed: u64, timed: bool) -> Box<dyn Bot<Spite>> {
    match LADDER.resolve(level) {
        Level::Newcomer => Box::new(SlippingBot::new(Plan::Easy, easy::Slips::NEWCOMER, seed)),
        Level::Beginner => Box::new(EasyBot::new(seed)),
        Level::Casual => Box::new(SlippingBot::new(Plan::Medium, easy::Slips::CASUAL, seed)),
        Level::Club => Box::new(SearchBot::new(lifted(CLUB_LIMITS, timed), seed)),
        _ => {
            let worlds = if timed { u64::MAX } else { EXPERT.worlds };
            Box::new(ExpertBot::new(ExpertLimits { search: lifted(EXPERT.search, timed), worlds, ..EXPERT }, seed))
        }
    }
}

/// Expert's whole-turn search alone, Expert before December 2026: the
/// arena's baseline `search`. `timed` as for [`level_bot`].
pub fn search_bot(seed: u64, timed: bool) -> Box<dyn Bot<Spite>> {
    Box::new(SearchBot::new(lifted(EXPERT_LIMITS, timed), seed))
}

/// `limits` with their state counts lifted if `timed`, so that only the
/// clock stops the search.
fn lifted(limits: SearchLimits, timed: bool) -> SearchLimits {
    if timed { SearchLimits { nodes: u32::MAX / 4, sample_nodes: u32::MAX / 4, ..limits } } else { limits }
}

/// Expert (and the hint): the search proposes its best four plans (those
/// within two payoff cards of its favourite), playouts to the end of the
/// game in 100 dealt worlds decide (see [`expert`]); in a release build
/// 23 ms a decision on average, 58 ms at the 95th percentile. Chosen by
/// 100-game matches against the search alone at 100 ms a decision
/// (docs/bots.md).
pub const EXPERT: ExpertLimits =
    ExpertLimits { search: EXPERT_LIMITS, candidates: 4, within: 200, worlds: 100, confidence: 2.0 };

/// The Expert bot (see [`expert`]).
pub type ExpertBot = crate::core::SearchBot<Spite, ExpertLimits, ExpertReport>;

impl ExpertBot {
    /// An Expert bot with `limits`, whose sampling follows from `seed`.
    pub fn new(limits: ExpertLimits, seed: u64) -> Self {
        Self::with_plan(SearchPlan { decided: forced, search: expert::decide, best: |_, r| r.best }, limits, seed)
    }
}

/// Whether `view` needs no search: not this seat's turn, or one legal move.
fn forced(view: &SpiteView) -> Decided<Move> {
    if !view.is_my_turn() {
        return Decided::Now(None);
    }
    match view.legal_move_list().as_slice() {
        [] => Decided::Now(None),
        [only] => Decided::Now(Some(*only)),
        _ => Decided::Search,
    }
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

/// Whose plan a [`SlippingBot`] follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    /// Easy's (see [`easy`]).
    Easy,
    /// Medium's (see [`medium`]).
    Medium,
}

/// Easy or Medium with slips (see [`easy::Slips`]): the lower levels.
#[derive(Clone, Debug)]
pub struct SlippingBot {
    rng: Rng,
    plan: Plan,
    slips: easy::Slips,
}

impl SlippingBot {
    /// `plan` with `slips`, whose choices follow from `seed`.
    pub fn new(plan: Plan, slips: easy::Slips, seed: u64) -> Self {
        SlippingBot { rng: Rng::seeded(seed), plan, slips }
    }
}

impl Bot<Spite> for SlippingBot {
    fn choose(&mut self, view: &SpiteView, _stop: &StopSignal) -> Option<Move> {
        if !view.is_my_turn() {
            return None;
        }
        let forgets = self.slips.forgets_sides(&mut self.rng);
        let step = match self.plan {
            Plan::Easy => easy::choose_forgetting(view, forgets, &mut self.rng),
            Plan::Medium => medium::choose_forgetting(view, forgets),
        };
        legal_or_first(view, step)
    }
}

/// The easy bot's pick.
fn easy_pick(view: &SpiteView, rng: &mut Rng) -> Option<Move> {
    if !view.is_my_turn() {
        return None;
    }
    legal_or_first(view, easy::choose(view, rng))
}

/// Plays Medium's moves for both seats of `game`, each from its own view,
/// until the game is over, `turns` turns have ended or `cap` moves were
/// made: the playouts of the review's judge and of ISMCTS.
pub(crate) fn play_medium(game: &mut Spite, turns: u32, cap: usize) {
    let mut ended = 0;
    for _ in 0..cap {
        if ended >= turns {
            break;
        }
        let Some(mv) = medium_move(game) else { break };
        game.play_unchecked(&mv);
        ended += u32::from(mv.ends_turn());
    }
}

/// Plays Medium's moves for both seats of `game` to the end (or for `cap`
/// moves): the points that gave `seat`, 1 for a win, ½ for a draw (or a
/// game still going at the cap), 0 for a loss. The playouts of the
/// review's judge and of Expert.
pub(crate) fn medium_points(mut game: Spite, seat: SeatIndex, cap: usize) -> f64 {
    play_medium(&mut game, u32::MAX, cap);
    game.outcome().map_or(0.5, |o| points(o, seat))
}

/// Medium's move for the seat to move in `game`, from that seat's view.
pub(crate) fn medium_move(game: &Spite) -> Option<Move> {
    let mover = game.to_move()?;
    MediumBot.choose(&game.seat_view(mover), &StopSignal::never())
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

/// A bot that searches the whole turn within fixed limits (Club and
/// Expert; tests and matches may use their own).
pub type SearchBot = crate::core::SearchBot<Spite, SearchLimits, SearchReport>;

impl SearchBot {
    /// A searching bot with `limits`, whose sampling follows from `seed`.
    pub fn new(limits: SearchLimits, seed: u64) -> Self {
        let best = |view: &SpiteView, report: SearchReport| legal_or_first(view, report.best);
        Self::with_plan(SearchPlan { decided: forced, search: search::search, best }, limits, seed)
    }
}

/// A position for the bots' tests: seat 0's last payoff card, a 5, fits
/// centre pile 0 (A–4), so playing it wins at once.
#[cfg(test)]
pub(crate) fn one_card_to_win() -> crate::games::spite::Setup<'static> {
    crate::games::spite::Setup {
        payoff: ["5c", "9h 8h"],
        hands: ["Kd 3s Qh", ""],
        centre: ["As 2s 3s 4s", "", ""],
        ..crate::games::spite::Setup::default()
    }
}
