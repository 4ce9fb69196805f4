//! The arena: bot against bot over many games, on every core, with the
//! numbers that say which is stronger and how fast they think.
//!
//! A match is generic over [`Game`]: a [`Matchup`] says how to deal a game
//! from a seed and how its seats group into sides (a side is one seat, or
//! a team), and two [`Player`]s make bots. Games come in groups that share
//! a deal seed (the same deal, the same dice, the same opening), one game
//! for each side A can take, so luck evens out between the two bots: with
//! two sides that is "paired seeds, swapped seats". A takes one side and B
//! every other side.
//!
//! A fresh bot is made for every decision, seeded from the deal and the
//! move number, as the app does. Without a time budget the bots are
//! bounded by their node counts and the whole match is decided by its
//! seed, whatever the number of threads; games are collected by number, so
//! the report does not depend on which thread finished first (only the
//! times do). [`roster`] knows the games and bots by name, for the command
//! line.

pub mod chart;
pub mod journal;
pub mod kept;
pub mod ladder;
pub mod merge;
pub mod rating;
mod report;
pub mod roster;
pub mod shard;
pub mod sprt;
pub mod stats;

use crate::core::{Bot, Game, Outcome, Rng, SeatSet, StopSignal};
use serde::{Deserialize, Serialize};
use shard::Shard;
use sprt::{Sequential, Sprt};
use stats::{Interval, TimeStats, Z_95};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

/// Makes the bot for one decision from a seed.
pub type SeededBotMaker<G> = Arc<dyn Fn(u64) -> Box<dyn Bot<G>> + Send + Sync>;

pub use crate::games::Dealer;

/// A game that ran this many moves without ending is stopped and counted
/// as a draw (and reported as unfinished).
pub const DEFAULT_MAX_PLIES: u32 = 20_000;

/// One of the two contestants.
pub struct Player<G: Game> {
    /// The name it is reported by.
    pub name: String,
    /// Makes its bot for each decision.
    pub make: SeededBotMaker<G>,
    /// Its own time per decision, in place of the schedule's (`name@M` on
    /// the command line): a bot against itself at another clock.
    pub budget: Option<Duration>,
}

impl<G: Game> Clone for Player<G> {
    fn clone(&self) -> Self {
        Player { name: self.name.clone(), make: Arc::clone(&self.make), budget: self.budget }
    }
}

impl<G: Game> Player<G> {
    /// A player named `name` whose bots `make` builds.
    pub fn new(
        name: impl Into<String>,
        make: impl Fn(u64) -> Box<dyn Bot<G>> + Send + Sync + 'static,
    ) -> Self {
        Player { name: name.into(), make: Arc::new(make), budget: None }
    }

    /// The same player with its own time per decision.
    pub fn with_budget(self, budget: Option<Duration>) -> Self {
        Player { budget, ..self }
    }
}

/// What is played: the deal, the sides, the opening.
pub struct Matchup<G: Game> {
    /// Deals a game from a seed.
    pub deal: Dealer<G>,
    /// The seats that play together, one set per side (every seat in
    /// exactly one). A takes one side per game, in turn; B all the others.
    pub sides: Vec<SeatSet>,
    /// Random moves played from the deal before the bots take over (the
    /// same for every game of a group), so games without chance differ.
    pub opening: u32,
    /// A short description for the report ("malice, 2 players").
    pub label: String,
}

impl<G: Game> Clone for Matchup<G> {
    fn clone(&self) -> Self {
        Matchup {
            deal: Arc::clone(&self.deal),
            sides: self.sides.clone(),
            opening: self.opening,
            label: self.label.clone(),
        }
    }
}

/// How many games, from which seed, on how many threads, how fast.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Schedule {
    /// Games to play.
    pub games: u64,
    /// Decides every deal and every bot seed.
    pub seed: u64,
    /// Games played at once.
    pub threads: usize,
    /// Time per decision: bots get a `StopSignal` after this long (and the
    /// roster's bots then think by the clock). `None`: no clock at all.
    pub budget: Option<Duration>,
    /// Moves after which a game is stopped as unfinished.
    pub max_plies: u32,
    /// A wall-clock cap on every decision that leaves the bots' node
    /// budgets as they are, as the app plays them (`--cap-ms`): on an
    /// ordinary machine the nodes decide, on a slow or busy one the cap.
    #[serde(default)]
    pub cap: Option<Duration>,
    /// How far past its time a decision may run before it is counted as
    /// over budget: the time between two looks at the clock, and the
    /// thread's wait for a core.
    #[serde(default = "default_slack")]
    pub slack: Slack,
    /// A sequential test that ends the match once it decides (`--sprt`);
    /// `games` is then its cap, in whole groups.
    #[serde(default)]
    pub sprt: Option<Sprt>,
    /// The one shard of the match's groups this run plays (`--shard K/N`);
    /// the test is then left to the merged report.
    #[serde(default)]
    pub shard: Option<Shard>,
}

impl Schedule {
    /// `games` games from `seed` on every core, no clock.
    pub fn new(games: u64, seed: u64) -> Self {
        Schedule {
            games,
            seed,
            threads: default_threads(),
            budget: None,
            max_plies: DEFAULT_MAX_PLIES,
            cap: None,
            slack: default_slack(),
            sprt: None,
            shard: None,
        }
    }

    /// The time `player` has for a decision: its own, the schedule's
    /// budget, else the cap; `None` when nothing but its nodes stops it.
    pub fn limit_for<G: Game>(&self, player: &Player<G>) -> Option<Duration> {
        player.budget.or(self.budget).or(self.cap)
    }
}

/// How far past its time a decision may run before the arena counts it as
/// over budget: a share of the time, and at least a fixed amount.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slack {
    /// The share of the time, in percent.
    pub percent: u32,
    /// The least slack.
    pub least: Duration,
}

impl Slack {
    /// The latest a decision with `limit` may end and still be on time.
    pub fn allowed(self, limit: Duration) -> Duration {
        limit + (limit * self.percent / 100).max(self.least)
    }
}

/// A tenth of the time, and at least 10 ms (a release build on an
/// ordinary machine looks at the clock far more often than that).
pub const DEFAULT_SLACK: Slack = Slack { percent: 10, least: Duration::from_millis(10) };

fn default_slack() -> Slack {
    DEFAULT_SLACK
}

/// The number of cores, as the standard library sees them (at least 1).
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Which contestant: A (the first named) or B.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Contestant {
    /// The first bot named.
    A,
    /// The second bot named.
    B,
}

impl Contestant {
    /// Both, A first.
    pub const BOTH: [Contestant; 2] = [Contestant::A, Contestant::B];

    fn index(self) -> usize {
        match self {
            Contestant::A => 0,
            Contestant::B => 1,
        }
    }
}

/// How one game ended for the contestants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// A's side won.
    Won(Contestant),
    /// The game was drawn.
    Draw,
    /// The game hit the move limit (counted as a draw).
    Unfinished,
}

/// One game of a match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Its number in the match (0-based).
    pub index: u64,
    /// The seed it was dealt from (shared by its group).
    pub deal: u64,
    /// The side A played.
    pub a_side: usize,
    /// How it ended.
    pub result: Ending,
    /// Moves played, the opening included.
    pub plies: u32,
    /// Every move in order (for checking determinism), as the engine writes it.
    pub moves: Vec<String>,
    /// Each contestant's time per decision; a decision with only one legal
    /// move is not counted.
    pub times: [Vec<Duration>; 2],
    /// Decisions where a contestant gave no legal move and the engine's
    /// first move was played instead.
    pub fallbacks: [u32; 2],
    /// Decisions that ran past the contestant's time and its slack.
    #[serde(default)]
    pub over_budget: [u32; 2],
}

/// The seed of a game group, from the match seed.
pub fn deal_seed(match_seed: u64, group: u64) -> u64 {
    mix(match_seed, group)
}

/// A well-spread seed from two numbers.
fn mix(a: u64, b: u64) -> u64 {
    Rng::seeded(a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(17)).next_u64()
}

/// Plays game number `index` of a match: the group `index / sides` gives
/// the deal, `index % sides` the side A takes.
pub fn play_game<G: Game>(
    matchup: &Matchup<G>,
    players: [&Player<G>; 2],
    schedule: &Schedule,
    index: u64,
) -> GameRecord {
    let sides = matchup.sides.len().max(1) as u64;
    let deal = deal_seed(schedule.seed, index / sides);
    let a_side = (index % sides) as usize;
    let a_seats = matchup.sides.get(a_side).copied().unwrap_or_default();
    let mut game = (matchup.deal)(deal);
    let mut record = GameRecord {
        index,
        deal,
        a_side,
        result: Ending::Unfinished,
        plies: 0,
        moves: Vec::new(),
        times: [Vec::new(), Vec::new()],
        fallbacks: [0, 0],
        over_budget: [0, 0],
    };
    let mut legal = Vec::new();
    let mut opening = Rng::seeded(mix(deal, 0x0BE1));
    while record.plies < schedule.max_plies {
        let Some(seat) = game.to_move() else { break };
        legal.clear();
        game.legal_moves(&mut legal);
        let Some(first) = legal.first().cloned() else { break };
        let mv = if record.plies < matchup.opening {
            legal.get(opening.below(legal.len() as u32) as usize).cloned().unwrap_or(first)
        } else {
            let who = if a_seats.contains(seat) { Contestant::A } else { Contestant::B };
            let player = players[who.index()];
            let mut bot = (player.make)(mix(deal, u64::from(record.plies) + 1));
            let view = game.view(seat);
            let limit = schedule.limit_for(player);
            let stop = limit.map_or_else(StopSignal::never, StopSignal::after);
            let started = Instant::now();
            let chosen = bot.choose(&view, &stop);
            let spent = started.elapsed();
            if legal.len() > 1 {
                record.times[who.index()].push(spent);
            }
            if limit.is_some_and(|limit| spent > schedule.slack.allowed(limit)) {
                record.over_budget[who.index()] += 1;
            }
            match chosen.filter(|mv| legal.contains(mv)) {
                Some(mv) => mv,
                None => {
                    record.fallbacks[who.index()] += 1;
                    first
                }
            }
        };
        if game.play(&mv).is_err() {
            break;
        }
        record.moves.push(mv.to_string());
        record.plies += 1;
    }
    record.result = match game.outcome() {
        None => Ending::Unfinished,
        Some(Outcome::Draw) => Ending::Draw,
        Some(Outcome::Win(winners)) if winners.0 & a_seats.0 != 0 => Ending::Won(Contestant::A),
        Some(Outcome::Win(_)) => Ending::Won(Contestant::B),
    };
    record
}

/// How far a match has got, for a progress line.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// Games finished.
    pub done: u64,
    /// Games in the match.
    pub total: u64,
    /// A's score so far (draws half), 0–1.
    pub score: f64,
    /// Time since the match started.
    pub elapsed: Duration,
    /// The sequential test's log-likelihood ratio so far, with `--sprt`.
    pub llr: Option<f64>,
}

/// Plays a whole match on `schedule.threads` threads. `progress` is called
/// on the calling thread after every game.
pub fn play_match<G: Game>(
    matchup: &Matchup<G>,
    players: [&Player<G>; 2],
    schedule: &Schedule,
    progress: &mut dyn FnMut(&Progress),
) -> MatchReport {
    play_match_resuming(matchup, players, schedule, Vec::new(), &mut |_| {}, progress)
}

/// Plays the games of a match that `done` does not hold yet (a match
/// stopped and resumed, see [`journal`]); `on_game` hears of every game
/// played, on the calling thread, before `progress`. The report holds the
/// games of `done` (those of this match's numbers) and the new ones.
///
/// With a shard only that shard's groups are played. With a sequential
/// test (and no shard) the threads take no new game once the groups
/// counted in order decide it, and the report holds exactly those groups:
/// games still being played then are dropped, so the report is the same
/// whichever thread finished first.
pub fn play_match_resuming<G: Game>(
    matchup: &Matchup<G>,
    players: [&Player<G>; 2],
    schedule: &Schedule,
    mut done: Vec<GameRecord>,
    on_game: &mut dyn FnMut(&GameRecord),
    progress: &mut dyn FnMut(&Progress),
) -> MatchReport {
    let started = Instant::now();
    let plan = Plan::of(schedule, matchup.sides.len());
    done.retain(|g| plan.wants(g.index));
    done.sort_by_key(|g| g.index);
    done.dedup_by_key(|g| g.index);
    let missing: Vec<u64> =
        plan.indices().filter(|i| done.binary_search_by_key(i, |g| g.index).is_err()).collect();
    let total = (done.len() + missing.len()) as u64;
    let mut test = plan.test();
    let mut known: BTreeMap<u64, usize> = done.iter().map(|g| (g.index, half_points(g.result))).collect();
    if let Some(test) = test.as_mut() {
        test.advance(|i| known.get(&i).copied());
    }
    let stop = AtomicBool::new(test.as_ref().is_some_and(Sequential::finished));
    let threads = schedule.threads.clamp(1, missing.len().max(1));
    let next = AtomicU64::new(0);
    let mut games = done;
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::channel();
        for _ in 0..threads {
            let (tx, next, missing, stop) = (tx.clone(), &next, &missing, &stop);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed)
                    && let Some(&index) = missing.get(next.fetch_add(1, Ordering::Relaxed) as usize)
                {
                    if tx.send(play_game(matchup, players, schedule, index)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        let mut points: f64 = games.iter().map(|g| a_points(g.result)).sum();
        for record in rx {
            on_game(&record);
            points += a_points(record.result);
            known.insert(record.index, half_points(record.result));
            games.push(record);
            if let Some(test) = test.as_mut() {
                test.advance(|i| known.get(&i).copied());
                if test.finished() {
                    stop.store(true, Ordering::Relaxed);
                }
            }
            let done = games.len() as u64;
            let elapsed = started.elapsed();
            let llr = test.as_ref().map(Sequential::llr);
            progress(&Progress { done, total, score: points / done as f64, elapsed, llr });
        }
    });
    assemble(matchup, players, Schedule { threads, ..*schedule }, games, started.elapsed())
}

/// Which games a run plays: the match's, or one shard's, up to the cap;
/// and the sequential test, if the run decides one.
#[derive(Clone, Copy, Debug)]
struct Plan {
    /// Games in a group.
    sides: u64,
    /// The games the match may have: with a test, whole groups only.
    cap: u64,
    /// The shard played, if one.
    shard: Option<Shard>,
    /// The test, if any.
    sprt: Option<Sprt>,
}

impl Plan {
    fn of(schedule: &Schedule, sides: usize) -> Plan {
        let sides = sides.max(1) as u64;
        let cap = if schedule.sprt.is_some() { schedule.games / sides * sides } else { schedule.games };
        Plan { sides, cap, shard: schedule.shard, sprt: schedule.sprt }
    }

    /// Whether game `index` is one this run may play.
    fn wants(&self, index: u64) -> bool {
        index < self.cap && self.shard.is_none_or(|s| s.holds(index / self.sides))
    }

    /// The games this run may play, in order.
    fn indices(self) -> impl Iterator<Item = u64> {
        (0..self.cap).filter(move |&i| self.wants(i))
    }

    /// The test this run decides: none for a shard (its merged report
    /// does).
    fn test(&self) -> Option<Sequential> {
        let sprt = self.sprt.filter(|_| self.shard.is_none())?;
        Some(Sequential::new(sprt, self.sides as usize, self.cap / self.sides))
    }
}

/// The report of the match `matchup` between `players` under `schedule`
/// from its `games`, which took `elapsed`: as played, or as merged from
/// journals. With a sequential test it holds the groups the test counted.
pub fn assemble<G: Game>(
    matchup: &Matchup<G>,
    players: [&Player<G>; 2],
    schedule: Schedule,
    games: Vec<GameRecord>,
    elapsed: Duration,
) -> MatchReport {
    let mut report = MatchReport {
        matchup: matchup.label.clone(),
        names: [players[0].name.clone(), players[1].name.clone()],
        limits: [schedule.limit_for(players[0]), schedule.limit_for(players[1])],
        sides: matchup.sides.iter().map(|s| s.iter().count()).collect(),
        schedule,
        games,
        elapsed,
    };
    report.games.sort_by_key(|g| g.index);
    // A test's match is the groups it counted: games played past its end
    // (still on a thread when it decided, or after a gap) are not its.
    if let Some(test) = report.sequential() {
        report.games.retain(|g| g.index < test.games());
    }
    report
}

/// A's points for a result in halves of a game: 2 for a win, 1 for a draw.
fn half_points(result: Ending) -> usize {
    match result {
        Ending::Won(Contestant::A) => 2,
        Ending::Won(Contestant::B) => 0,
        Ending::Draw | Ending::Unfinished => 1,
    }
}

/// A's points for a result: 1 for a win, ½ for a draw.
fn a_points(result: Ending) -> f64 {
    half_points(result) as f64 / 2.0
}

/// The outcome of a match, with the statistics the arena prints.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct MatchReport {
    /// What was played.
    pub matchup: String,
    /// The contestants' names, A then B.
    pub names: [String; 2],
    /// Each contestant's time per decision (its own, the budget or the
    /// cap), A then B.
    #[serde(default)]
    pub limits: [Option<Duration>; 2],
    /// How many seats each side has.
    pub sides: Vec<usize>,
    /// How it was played.
    pub schedule: Schedule,
    /// Every game, by number.
    pub games: Vec<GameRecord>,
    /// Wall-clock time of the whole match.
    pub elapsed: Duration,
}

impl MatchReport {
    /// The sequential test over the report's groups in order, if the match
    /// ran one (a shard's report leaves it to the merged one).
    pub fn sequential(&self) -> Option<Sequential> {
        let sprt = self.schedule.sprt.filter(|_| self.schedule.shard.is_none())?;
        let sides = self.sides.len().max(1);
        let known: BTreeMap<u64, usize> =
            self.games.iter().map(|g| (g.index, half_points(g.result))).collect();
        let mut test = Sequential::new(sprt, sides, self.schedule.games / sides as u64);
        test.advance(|i| known.get(&i).copied());
        Some(test)
    }

    /// Games a contestant won.
    pub fn wins(&self, who: Contestant) -> u64 {
        self.games.iter().filter(|g| g.result == Ending::Won(who)).count() as u64
    }

    /// Games drawn, unfinished ones included.
    pub fn draws(&self) -> u64 {
        self.games.iter().filter(|g| matches!(g.result, Ending::Draw | Ending::Unfinished)).count() as u64
    }

    /// Games stopped at the move limit.
    pub fn unfinished(&self) -> u64 {
        self.games.iter().filter(|g| g.result == Ending::Unfinished).count() as u64
    }

    /// A's win rate with draws counted as half, 0–1 (½ with no games).
    pub fn score(&self) -> f64 {
        if self.games.is_empty() {
            return 0.5;
        }
        self.points() / self.games.len() as f64
    }

    fn points(&self) -> f64 {
        self.games.iter().map(|g| a_points(g.result)).sum()
    }

    /// The 95% Wilson interval of A's score.
    pub fn interval(&self) -> Interval {
        stats::wilson(self.points(), self.games.len() as f64, Z_95)
    }

    /// A's expected win rate if both bots were equally strong: one side's
    /// share, 1 / sides (½ for two sides).
    pub fn even_score(&self) -> f64 {
        1.0 / self.sides.len().max(1) as f64
    }

    /// Total moves played.
    pub fn moves(&self) -> u64 {
        self.games.iter().map(|g| u64::from(g.plies)).sum()
    }

    /// Average game length in moves.
    pub fn mean_length(&self) -> f64 {
        if self.games.is_empty() {
            return 0.0;
        }
        self.moves() as f64 / self.games.len() as f64
    }

    /// Moves played per second of wall-clock time.
    pub fn moves_per_second(&self) -> f64 {
        let seconds = self.elapsed.as_secs_f64();
        if seconds > 0.0 { self.moves() as f64 / seconds } else { 0.0 }
    }

    /// A contestant's time per decision.
    pub fn times(&self, who: Contestant) -> TimeStats {
        let all: Vec<Duration> =
            self.games.iter().flat_map(|g| g.times[who.index()].iter().copied()).collect();
        TimeStats::of(&all)
    }

    /// How many of a contestant's decisions ran past its time and slack.
    pub fn over_budget(&self, who: Contestant) -> u64 {
        self.games.iter().map(|g| u64::from(g.over_budget[who.index()])).sum()
    }

    /// The share of games drawn (unfinished ones included), 0–1.
    pub fn draw_rate(&self) -> f64 {
        if self.games.is_empty() {
            return 0.0;
        }
        self.draws() as f64 / self.games.len() as f64
    }

    /// How often a contestant gave no legal move.
    pub fn fallbacks(&self, who: Contestant) -> u64 {
        self.games.iter().map(|g| u64::from(g.fallbacks[who.index()])).sum()
    }

    /// The contestant's name.
    pub fn name(&self, who: Contestant) -> &str {
        &self.names[who.index()]
    }
}
