//! Bots and the worker thread they think on, so the window never blocks.

use super::game::{Game, SeatIndex};
use super::rng::Rng;
use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};

/// How often (in iterations) [`StopSignal::iterate`] asks the signal: an
/// iteration is a whole playout, so often enough.
const ITERATIONS_PER_CHECK: u64 = 8;

/// When a search must stop: a cancel flag raised by the app, and a wall-clock
/// safety limit. Bots bound their work by a deterministic node or iteration
/// count first; the deadline only cuts in on a much slower machine.
#[derive(Clone, Debug)]
pub struct StopSignal {
    cancel: Arc<AtomicBool>,
    deadline: Option<Instant>,
}

impl StopSignal {
    /// Never stops by itself.
    pub fn never() -> Self {
        StopSignal { cancel: Arc::new(AtomicBool::new(false)), deadline: None }
    }

    /// Stops after `limit` from now, or when cancelled.
    pub fn after(limit: Duration) -> Self {
        StopSignal { cancel: Arc::new(AtomicBool::new(false)), deadline: Some(Instant::now() + limit) }
    }

    /// Whether the search should give up now.
    pub fn should_stop(&self) -> bool {
        self.cancel.load(Ordering::Relaxed) || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// The time left before the deadline (zero once past it); `None` when
    /// there is no deadline. A search by the clock plans its work by it.
    pub fn remaining(&self) -> Option<Duration> {
        self.deadline.map(|d| d.saturating_duration_since(Instant::now()))
    }

    /// Whether the app no longer wants an answer.
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Asks the search to stop.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Runs `iteration` (one playout of a tree search) up to `limit` times,
    /// until it returns false (it had nothing left to do) or this signal
    /// says stop; the signal is asked every few iterations, never before
    /// the first. Returns how many iterations ran.
    pub fn iterate(&self, limit: u64, mut iteration: impl FnMut() -> bool) -> u64 {
        let mut done = 0;
        while done < limit {
            if done.is_multiple_of(ITERATIONS_PER_CHECK) && done > 0 && self.should_stop() {
                break;
            }
            if !iteration() {
                break;
            }
            done += 1;
        }
        done
    }
}

/// A player program for game `G`.
pub trait Bot<G: Game>: Send {
    /// Picks a move for the seat whose view this is. Returns `None` only if
    /// there is no legal move or the search was cancelled.
    fn choose(&mut self, view: &G::View, stop: &StopSignal) -> Option<G::Move>;
}

/// A bot's answer, or how it ended without one.
#[derive(Debug, PartialEq, Eq)]
pub enum JobState<M> {
    /// Still thinking.
    Thinking,
    /// Done: the chosen move.
    Done(M),
    /// The bot gave no move (cancelled, or it failed).
    Failed,
}

/// One bot thinking about one position on its own thread.
pub struct BotJob<G: Game> {
    rx: Receiver<Option<G::Move>>,
    stop: StopSignal,
    /// The ply at which the bot was asked, so a stale answer is never played.
    pub ply: usize,
    /// The seat it thinks for.
    pub seat: SeatIndex,
    started: Instant,
}

impl<G: Game> BotJob<G> {
    /// Starts `bot` on a thread for `seat`'s view of `state`. `notify` runs
    /// on the worker thread once the answer is ready (e.g. to wake the UI).
    pub fn start(
        mut bot: Box<dyn Bot<G>>,
        state: &G,
        seat: SeatIndex,
        ply: usize,
        limit: Duration,
        notify: Box<dyn Fn() + Send>,
    ) -> Self {
        let view = state.view(seat);
        let stop = StopSignal::after(limit);
        let worker_stop = stop.clone();
        let (tx, rx) = mpsc::channel();
        let spawned = std::thread::Builder::new().name("bot".into()).spawn(move || {
            let mv = bot.choose(&view, &worker_stop);
            if !worker_stop.cancelled() {
                // The receiver may be gone if the app moved on; that is fine.
                let _ = tx.send(mv);
                notify();
            }
        });
        if spawned.is_err() {
            // No thread: the receiver reports a disconnect, i.e. `Failed`.
        }
        BotJob { rx, stop, ply, seat, started: Instant::now() }
    }

    /// Lets `bot` think on this thread, blocking, and gives a job that
    /// already holds its answer: for tests that must see every answer at a
    /// known moment.
    pub fn run_here(
        mut bot: Box<dyn Bot<G>>,
        state: &G,
        seat: SeatIndex,
        ply: usize,
        limit: Duration,
    ) -> Self {
        let stop = StopSignal::after(limit);
        let (tx, rx) = mpsc::channel();
        // The receiver is in hand, so the send cannot fail.
        let _ = tx.send(bot.choose(&state.view(seat), &stop));
        BotJob { rx, stop, ply, seat, started: Instant::now() }
    }

    /// Checks for the answer without blocking.
    pub fn poll(&self) -> JobState<G::Move> {
        match self.rx.try_recv() {
            Ok(Some(mv)) => JobState::Done(mv),
            Ok(None) | Err(TryRecvError::Disconnected) => JobState::Failed,
            Err(TryRecvError::Empty) => JobState::Thinking,
        }
    }

    /// Blocks until the bot answers (for headless use and tests).
    pub fn wait(self) -> Option<G::Move> {
        self.rx.recv().ok().flatten()
    }

    /// How long the bot has been thinking.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }
}

impl<G: Game> Drop for BotJob<G> {
    fn drop(&mut self) {
        // Whoever drops a job no longer wants its answer.
        self.stop.cancel();
    }
}

/// Two bots in one: on each decision it follows `strong` with the chance
/// `p` (drawn from its own seeded generator), else `weak`. A level between
/// two others: a player who mostly plays well and now and then falls back
/// on a simpler habit, rather than making random moves.
pub struct Blend<G: Game> {
    strong: Box<dyn Bot<G>>,
    weak: Box<dyn Bot<G>>,
    p: f64,
    rng: Rng,
}

impl<G: Game> Blend<G> {
    /// `strong` with the chance `p`, else `weak`; the choice between them
    /// follows from `seed`.
    pub fn new(strong: Box<dyn Bot<G>>, weak: Box<dyn Bot<G>>, p: f64, seed: u64) -> Self {
        Blend { strong, weak, p, rng: Rng::seeded(seed ^ BLEND_SALT) }
    }
}

/// Keeps a blend's own draws apart from its bots', which share the seed.
const BLEND_SALT: u64 = 0xB1E5_D00D_0000_0001;

impl<G: Game> Bot<G> for Blend<G> {
    fn choose(&mut self, view: &G::View, stop: &StopSignal) -> Option<G::Move> {
        if self.rng.unit() < self.p { self.strong.choose(view, stop) } else { self.weak.choose(view, stop) }
    }
}

/// A bot that picks by a rule of thumb, with random numbers of its own:
/// `pick` gives the move for a seat's view (none when it is not that
/// seat's turn).
pub struct SeededBot<G: Game> {
    rng: Rng,
    pick: fn(&G::View, &mut Rng) -> Option<G::Move>,
}

impl<G: Game> SeededBot<G> {
    /// A bot picking by `pick`, whose choices follow from `seed`.
    pub fn with_pick(seed: u64, pick: fn(&G::View, &mut Rng) -> Option<G::Move>) -> Self {
        SeededBot { rng: Rng::seeded(seed), pick }
    }
}

impl<G: Game> Bot<G> for SeededBot<G> {
    fn choose(&mut self, view: &G::View, _stop: &StopSignal) -> Option<G::Move> {
        (self.pick)(view, &mut self.rng)
    }
}

/// What a searching bot does with a seat's view before it searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decided<M> {
    /// The position decides alone: no move (not this seat's turn, or the
    /// game is over), or the one forced move.
    Now(Option<M>),
    /// There is a choice: search.
    Search,
}

/// The parts of one game's search: how to see that no search is needed,
/// how to search within limits, and which move to play from a report.
pub struct SearchPlan<G: Game, L, R> {
    /// Whether the position decides alone.
    pub decided: fn(&G::View) -> Decided<G::Move>,
    /// The search.
    pub search: fn(&G::View, &L, &mut Rng, &StopSignal) -> R,
    /// The move a report names for a view (a report may name none).
    pub best: fn(&G::View, R) -> Option<G::Move>,
}

impl<G: Game, L, R> Clone for SearchPlan<G, L, R> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game, L, R> Copy for SearchPlan<G, L, R> {}

/// A bot that runs a search within fixed limits; its choices follow from
/// its seed.
pub struct SearchBot<G: Game, L, R> {
    limits: L,
    rng: Rng,
    plan: SearchPlan<G, L, R>,
}

impl<G: Game, L: Clone, R> Clone for SearchBot<G, L, R> {
    fn clone(&self) -> Self {
        SearchBot { limits: self.limits.clone(), rng: self.rng.clone(), plan: self.plan }
    }
}

impl<G: Game, L: fmt::Debug, R> fmt::Debug for SearchBot<G, L, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SearchBot").field("limits", &self.limits).finish_non_exhaustive()
    }
}

impl<G: Game, L, R> SearchBot<G, L, R> {
    /// A bot following `plan` within `limits`, whose choices follow from `seed`.
    pub fn with_plan(plan: SearchPlan<G, L, R>, limits: L, seed: u64) -> Self {
        SearchBot { limits, rng: Rng::seeded(seed), plan }
    }

    /// Searches `view` and reports what the search found.
    pub fn think(&mut self, view: &G::View, stop: &StopSignal) -> R {
        (self.plan.search)(view, &self.limits, &mut self.rng, stop)
    }
}

impl<G: Game, L: Send, R: 'static> Bot<G> for SearchBot<G, L, R> {
    fn choose(&mut self, view: &G::View, stop: &StopSignal) -> Option<G::Move> {
        match (self.plan.decided)(view) {
            Decided::Now(mv) => mv,
            Decided::Search => {
                let report = self.think(view, stop);
                (self.plan.best)(view, report)
            }
        }
    }
}

/// Test support for bots that play by the clock: makes `runs` decisions
/// with `decide`, each under a fresh `StopSignal::after(budget)`, and
/// checks that the 95th percentile of their times stays within `budget`
/// and [`BUDGET_SLACK`]. A search that ignored its budget would run on.
#[cfg(test)]
pub(crate) fn assert_within_budget(budget: Duration, runs: usize, mut decide: impl FnMut(&StopSignal)) {
    let mut times: Vec<Duration> = (0..runs.max(1))
        .map(|_| {
            let stop = StopSignal::after(budget);
            let started = Instant::now();
            decide(&stop);
            started.elapsed()
        })
        .collect();
    times.sort();
    let p95 = times[(times.len() * 95).div_ceil(100) - 1];
    assert!(p95 <= budget + BUDGET_SLACK, "95th percentile {p95:?} over a {budget:?} budget: {times:?}");
}

/// How far past its budget a timed decision may run in a test: the work
/// between two looks at the clock (a playout or a few iterations) in a
/// debug build, on a machine busy with other tests.
#[cfg(test)]
pub(crate) const BUDGET_SLACK: Duration = Duration::from_millis(400);
