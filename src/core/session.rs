//! A game in progress at the table: its seats, its history, and the bot
//! whose turn it may be. Knows nothing of the window.

use super::bot::{Bot, BotJob, JobState};
use super::game::{Game, IllegalMove, SeatIndex};
use super::history::History;
use super::seat::{Controller, Level, Seat};
use std::time::Duration;

/// Makes a bot of a level, deterministic for the seed.
pub type BotMaker<G> = fn(Level, u64) -> Box<dyn Bot<G>>;

/// The wall-clock safety limit on one bot decision. Bots bound their own work
/// well below this; it only protects a much slower machine.
pub const BOT_THINK_LIMIT: Duration = Duration::from_millis(2500);

/// The most bot moves one `tick` plays when bots answer inline: a game
/// between bots alone goes on over several frames, never all in one.
pub const INLINE_BOT_MOVES: usize = 200;

/// What happened during one `tick`.
#[derive(Debug, PartialEq, Eq)]
pub enum TickEvent {
    /// Nothing changed.
    Idle,
    /// A bot started thinking.
    Started,
    /// A bot played a move.
    BotMoved,
}

/// A game at the table.
pub struct Session<G: Game> {
    /// Who plays each seat, in turn order.
    pub seats: Vec<Seat>,
    history: History<G>,
    job: Option<BotJob<G>>,
    paused: bool,
    bot_seed: u64,
    bot_maker: BotMaker<G>,
    think_limit: Duration,
    /// Bots answer within the `tick` that asks them (tests), not on a thread.
    inline: bool,
}

impl<G: Game> Session<G> {
    /// A session starting at `start`. `bot_seed` makes every bot decision of
    /// the game reproducible.
    pub fn new(start: G, seats: Vec<Seat>, bot_seed: u64, bot_maker: BotMaker<G>) -> Self {
        Self::from_history(History::new(start), seats, bot_seed, bot_maker)
    }

    /// A session continuing a line of play (a loaded save), at its present.
    pub fn from_history(
        history: History<G>,
        seats: Vec<Seat>,
        bot_seed: u64,
        bot_maker: BotMaker<G>,
    ) -> Self {
        Session {
            seats,
            history,
            job: None,
            paused: false,
            bot_seed,
            bot_maker,
            think_limit: BOT_THINK_LIMIT,
            inline: false,
        }
    }

    /// The seed every bot decision of the game derives from.
    pub fn bot_seed(&self) -> u64 {
        self.bot_seed
    }

    /// The line of play.
    pub fn history(&self) -> &History<G> {
        &self.history
    }

    /// The present state.
    pub fn current(&self) -> &G {
        self.history.current()
    }

    /// The seat to move and who controls it; `None` once the game is over.
    pub fn to_move(&self) -> Option<(SeatIndex, Controller)> {
        let seat = self.current().to_move()?;
        let controller = self.seats.get(seat).map_or(Controller::Human, |s| s.controller);
        Some((seat, controller))
    }

    /// Whether a person is to move now.
    pub fn human_to_move(&self) -> bool {
        matches!(self.to_move(), Some((_, Controller::Human)))
    }

    fn has_human(&self) -> bool {
        self.seats.iter().any(|s| !s.controller.is_bot())
    }

    fn is_human_decision(&self, state: &G) -> bool {
        state.to_move().is_some_and(|seat| self.seats.get(seat).is_none_or(|s| !s.controller.is_bot()))
    }

    /// Plays a person's move (checked by the engine). Any bot still thinking
    /// is cancelled.
    pub fn play(&mut self, mv: G::Move) -> Result<(), IllegalMove<G::Illegal>> {
        self.job = None;
        self.history.play(mv)?;
        self.paused = false;
        Ok(())
    }

    /// Whether undo would do something now.
    pub fn can_undo(&self) -> bool {
        if self.has_human() {
            let mut probe = self.history.clone();
            probe.undo_until(|s| self.is_human_decision(s)) > 0
        } else {
            self.history.can_undo()
        }
    }

    /// Whether redo would do something now.
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Takes back moves: against bots, back to the person's previous
    /// decision; between bots only, one move (and the bots pause).
    pub fn undo(&mut self) -> bool {
        self.job = None;
        let undone = if self.has_human() {
            // Borrow only the seats: the closure runs while history is
            // borrowed mutably.
            let seats = &self.seats;
            self.history.undo_until(|s| {
                s.to_move().is_some_and(|seat| seats.get(seat).is_none_or(|x| !x.controller.is_bot()))
            })
        } else {
            usize::from(self.history.undo())
        };
        if undone > 0 && !self.has_human() {
            self.paused = true;
        }
        undone > 0
    }

    /// Replays undone moves: up to the person's next decision (or one move
    /// between bots only).
    pub fn redo(&mut self) -> bool {
        self.job = None;
        let redone = if self.has_human() {
            let seats = self.seats.clone();
            self.history.redo_until(|s| {
                s.to_move().is_none_or(|seat| seats.get(seat).is_none_or(|x| !x.controller.is_bot()))
            })
        } else {
            usize::from(self.history.redo())
        };
        if redone > 0 && !self.has_human() {
            self.paused = true;
        }
        redone > 0
    }

    /// Whether bots wait for `resume` (after undo/redo between bots).
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// Lets bots play again.
    pub fn resume(&mut self) {
        self.paused = false;
    }

    /// The seat a bot is thinking for, and for how long.
    pub fn thinking(&self) -> Option<(SeatIndex, Duration)> {
        self.job.as_ref().map(|j| (j.seat, j.elapsed()))
    }

    /// Starts the strongest bot thinking for the person to move, as advice:
    /// its answer is not played. `None` when no person is to move.
    pub fn start_hint(&self, notify: Box<dyn Fn() + Send>) -> Option<BotJob<G>> {
        let (seat, Controller::Human) = self.to_move()? else { return None };
        let ply = self.history.cursor();
        let seed = self.bot_seed.rotate_left(7) ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let bot = (self.bot_maker)(Level::Hard, seed);
        if self.inline {
            return Some(BotJob::run_here(bot, self.current(), seat, ply, self.think_limit));
        }
        Some(BotJob::start(bot, self.current(), seat, ply, self.think_limit, notify))
    }

    /// Cancels a thinking bot (it will be asked again on the next tick
    /// unless the game is paused).
    pub fn cancel_bot(&mut self) {
        self.job = None;
    }

    /// Whether bots answer within the `tick` that asks them.
    pub fn bots_inline(&self) -> bool {
        self.inline
    }

    /// Makes bots (and hints) answer within the call that asks them,
    /// blocking: every answer then lands at a known moment, which tests
    /// need. The app keeps them on their worker thread.
    pub fn set_bots_inline(&mut self, inline: bool) {
        self.inline = inline;
        self.job = None;
    }

    /// Sets the wall-clock safety limit for bot decisions.
    pub fn set_think_limit(&mut self, limit: Duration) {
        self.think_limit = limit;
    }

    /// Drives the bots: collects a finished answer, or starts a bot whose
    /// turn it is. `notify` wakes whoever polls when an answer is ready.
    pub fn tick(&mut self, notify: impl FnOnce() -> Box<dyn Fn() + Send>) -> TickEvent {
        if let Some(job) = &self.job {
            let ply = job.ply;
            match job.poll() {
                JobState::Thinking => return TickEvent::Idle,
                JobState::Done(mv) => {
                    self.job = None;
                    if ply == self.history.cursor() && self.history.play(mv).is_ok() {
                        return TickEvent::BotMoved;
                    }
                    // A stale or wrong answer: fall back to the engine's first
                    // move so the game never stalls.
                    return self.play_fallback(ply);
                }
                JobState::Failed => {
                    self.job = None;
                    return self.play_fallback(ply);
                }
            }
        }
        if self.paused {
            return TickEvent::Idle;
        }
        if self.inline {
            let made = self.run_bots_blocking(INLINE_BOT_MOVES);
            return if made > 0 { TickEvent::BotMoved } else { TickEvent::Idle };
        }
        let Some((seat, Controller::Bot(level))) = self.to_move() else {
            return TickEvent::Idle;
        };
        let ply = self.history.cursor();
        let seed = self.bot_seed ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let bot = (self.bot_maker)(level, seed);
        self.job = Some(BotJob::start(bot, self.current(), seat, ply, self.think_limit, notify()));
        TickEvent::Started
    }

    fn play_fallback(&mut self, ply: usize) -> TickEvent {
        if ply != self.history.cursor() {
            return TickEvent::Idle;
        }
        let mut moves = Vec::new();
        self.current().legal_moves(&mut moves);
        match moves.into_iter().next() {
            Some(mv) if self.history.play(mv.clone()).is_ok() => TickEvent::BotMoved,
            _ => TickEvent::Idle,
        }
    }

    /// Runs bots until a person is to move or the game ends, blocking
    /// (headless play and tests). Returns how many bot moves were made.
    pub fn run_bots_blocking(&mut self, max_moves: usize) -> usize {
        let mut made = 0;
        while made < max_moves {
            let Some((seat, Controller::Bot(level))) = self.to_move() else { break };
            let ply = self.history.cursor();
            let seed = self.bot_seed ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let bot = (self.bot_maker)(level, seed);
            let job = BotJob::start(bot, self.current(), seat, ply, self.think_limit, Box::new(|| {}));
            let played = match job.wait() {
                Some(mv) => self.history.play(mv).is_ok() || self.play_fallback(ply) == TickEvent::BotMoved,
                None => self.play_fallback(ply) == TickEvent::BotMoved,
            };
            if !played {
                break;
            }
            made += 1;
        }
        made
    }
}
