//! A game in progress at the table: its seats, its history, and the bot
//! whose turn it may be. Knows nothing of the window.

use super::bot::{Bot, BotJob, JobState};
use super::game::{Game, IllegalMove, SeatIndex};
use super::history::History;
use super::seat::{Controller, Level, Seat};
use std::time::Duration;

/// Makes a bot of a level, deterministic for the seed.
pub type BotMaker<G> = fn(Level, u64) -> Box<dyn Bot<G>>;

/// The wall-clock cap on one bot decision, and on a hint (which asks the
/// top level). Bots bound their own work by node counts, which decide on an
/// ordinary machine (the top levels' 95th percentile is well under this);
/// on a machine half as fast, or one busy with other work, the cap stops
/// the search and its best move so far is played. It sits below a second
/// by the time a search may take to notice it and answer (a few
/// milliseconds here, so well under the room left even at half speed).
pub const BOT_THINK_LIMIT: Duration = Duration::from_millis(850);

/// The most bot moves one `tick` plays when bots answer inline: a game
/// between bots alone goes on over several frames, never all in one.
pub const INLINE_BOT_MOVES: usize = 200;

/// How far one `tick` may let the bots go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    /// Play each answer as it comes (inline: up to [`INLINE_BOT_MOVES`]).
    Free,
    /// Play at most one bot move.
    One,
    /// Play nothing yet: a bot may think, and its answer is kept for a
    /// later tick (while the table still shows the last move).
    Hold,
}

/// A bot's answer kept until the table is ready for it.
struct Answer<G: Game> {
    /// The ply it answers.
    ply: usize,
    /// The seat it plays for.
    seat: SeatIndex,
    /// The move, or none when the bot failed.
    mv: Option<G::Move>,
}

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
    answer: Option<Answer<G>>,
    paused: bool,
    bot_seed: u64,
    bot_maker: BotMaker<G>,
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
        Session { seats, history, job: None, answer: None, paused: false, bot_seed, bot_maker, inline: false }
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

    /// Records a move played elsewhere (a network host's), with the state
    /// it produced there: a guest's table cannot replay what it cannot
    /// see. Any bot still thinking is cancelled.
    pub fn record(&mut self, mv: G::Move, after: G) {
        self.cancel_bot();
        self.history.record(mv, after);
        self.paused = false;
    }

    /// Plays a person's move (checked by the engine). Any bot still thinking
    /// is cancelled.
    pub fn play(&mut self, mv: G::Move) -> Result<(), IllegalMove<G::Illegal>> {
        self.cancel_bot();
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

    /// Takes the line back to `ply` moves for good, as a network game's
    /// agreed take-back does (any bot still thinking is cancelled).
    pub fn take_back(&mut self, ply: usize) {
        self.cancel_bot();
        self.history.take_back(ply);
        self.paused = false;
    }

    /// Whether redo would do something now.
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Takes back moves: against bots, back to the person's previous
    /// decision; between bots only, one move (and the bots pause).
    pub fn undo(&mut self) -> bool {
        self.cancel_bot();
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
        self.cancel_bot();
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

    /// The seat a bot is thinking for, and for how long (zero once its
    /// answer is in and waits to be played).
    pub fn thinking(&self) -> Option<(SeatIndex, Duration)> {
        let waiting = self.answer.as_ref().map(|a| (a.seat, Duration::ZERO));
        self.job.as_ref().map(|j| (j.seat, j.elapsed())).or(waiting)
    }

    /// Starts the strongest bot thinking for the person to move, as advice:
    /// its answer is not played. `None` when no person is to move.
    pub fn start_hint(&self, notify: Box<dyn Fn() + Send>) -> Option<BotJob<G>> {
        let (seat, Controller::Human) = self.to_move()? else { return None };
        let ply = self.history.cursor();
        let seed = self.bot_seed.rotate_left(7) ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        // The strongest level: each game's ladder finds its top.
        let bot = (self.bot_maker)(Level::Champion, seed);
        if self.inline {
            return Some(BotJob::run_here(bot, self.current(), seat, ply, BOT_THINK_LIMIT));
        }
        Some(BotJob::start(bot, self.current(), seat, ply, BOT_THINK_LIMIT, notify))
    }

    /// Cancels a thinking bot (it will be asked again on the next tick
    /// unless the game is paused).
    pub fn cancel_bot(&mut self) {
        self.job = None;
        self.answer = None;
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
        self.cancel_bot();
    }

    /// Drives the bots as far as `pace` lets them: collects a finished
    /// answer and plays it, or starts a bot whose turn it is. `notify`
    /// wakes whoever polls when an answer is ready.
    pub fn tick(&mut self, pace: Pace, notify: impl FnOnce() -> Box<dyn Fn() + Send>) -> TickEvent {
        if let Some(job) = &self.job {
            let mv = match job.poll() {
                JobState::Thinking => return TickEvent::Idle,
                JobState::Done(mv) => Some(mv),
                JobState::Failed => None,
            };
            self.answer = Some(Answer { ply: job.ply, seat: job.seat, mv });
            self.job = None;
        }
        if pace == Pace::Hold {
            // Think ahead while the table catches up; play nothing.
            if self.answer.is_none() && !self.inline && !self.paused {
                return self.start_bot(notify);
            }
            return TickEvent::Idle;
        }
        if let Some(answer) = self.answer.take() {
            return self.play_answer(answer);
        }
        if self.paused {
            return TickEvent::Idle;
        }
        if self.inline {
            let limit = if pace == Pace::One { 1 } else { INLINE_BOT_MOVES };
            let made = self.run_bots_blocking(limit);
            return if made > 0 { TickEvent::BotMoved } else { TickEvent::Idle };
        }
        self.start_bot(notify)
    }

    /// Starts the bot whose turn it is thinking, if it is one's turn.
    fn start_bot(&mut self, notify: impl FnOnce() -> Box<dyn Fn() + Send>) -> TickEvent {
        let Some((seat, Controller::Bot(level))) = self.to_move() else {
            return TickEvent::Idle;
        };
        let ply = self.history.cursor();
        let seed = self.bot_seed ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let bot = (self.bot_maker)(level, seed);
        self.job = Some(BotJob::start(bot, self.current(), seat, ply, BOT_THINK_LIMIT, notify()));
        TickEvent::Started
    }

    /// Plays a bot's answer; a stale or wrong one falls back to the
    /// engine's first move so the game never stalls.
    fn play_answer(&mut self, answer: Answer<G>) -> TickEvent {
        if let Some(mv) = answer.mv
            && answer.ply == self.history.cursor()
            && self.history.play(mv).is_ok()
        {
            return TickEvent::BotMoved;
        }
        self.play_fallback(answer.ply)
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
            let job = BotJob::start(bot, self.current(), seat, ply, BOT_THINK_LIMIT, Box::new(|| {}));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::StopSignal;
    use serde::{Deserialize, Serialize};
    use std::fmt;

    /// Two seats take turns adding 1 or 2 to a count; it ends at 10.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    struct Count(u32);

    #[derive(Clone, Debug, PartialEq)]
    struct TooMuch;

    impl fmt::Display for TooMuch {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("only 1 or 2 may be added")
        }
    }

    impl std::error::Error for TooMuch {}

    impl Game for Count {
        type Move = u8;
        type View = Count;
        type Illegal = TooMuch;

        fn seat_count(&self) -> usize {
            2
        }
        fn to_move(&self) -> Option<SeatIndex> {
            (self.0 < 10).then_some(self.0 as usize % 2)
        }
        fn legal_moves(&self, out: &mut Vec<u8>) {
            if self.0 < 10 {
                out.extend([1, 2]);
            }
        }
        fn why_illegal(&self, mv: &u8) -> Option<TooMuch> {
            (!(1..=2).contains(mv) || self.0 >= 10).then_some(TooMuch)
        }
        fn play(&mut self, mv: &u8) -> Result<(), IllegalMove<TooMuch>> {
            self.check(mv)?;
            self.0 += u32::from(*mv);
            Ok(())
        }
        fn outcome(&self) -> Option<crate::core::Outcome> {
            (self.0 >= 10).then_some(crate::core::Outcome::Draw)
        }
        fn view(&self, _seat: SeatIndex) -> Count {
            self.clone()
        }
    }

    /// Always adds 1.
    struct Ones;

    impl Bot<Count> for Ones {
        fn choose(&mut self, _view: &Count, _stop: &StopSignal) -> Option<u8> {
            Some(1)
        }
    }

    fn ones(_level: Level, _seed: u64) -> Box<dyn Bot<Count>> {
        Box::new(Ones)
    }

    fn bots_only() -> Session<Count> {
        let seats = vec![Seat::bot("A", Level::Newcomer), Seat::bot("B", Level::Newcomer)];
        Session::new(Count(0), seats, 1, ones)
    }

    fn no_notice() -> Box<dyn Fn() + Send> {
        Box::new(|| {})
    }

    /// Ticks until the threaded bot has answered (its answer then waits).
    fn tick_until_answered(session: &mut Session<Count>, pace: Pace) -> TickEvent {
        for _ in 0..500 {
            let event = session.tick(pace, no_notice);
            if event == TickEvent::BotMoved || session.answer.is_some() {
                return event;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        panic!("the bot never answered");
    }

    #[test]
    fn a_held_answer_waits_for_the_table_and_is_then_played() {
        let mut session = bots_only();
        assert_eq!(session.tick(Pace::Hold, no_notice), TickEvent::Started);
        assert_eq!(tick_until_answered(&mut session, Pace::Hold), TickEvent::Idle);
        // The bot has decided, but nothing is played while the table holds.
        for _ in 0..3 {
            assert_eq!(session.tick(Pace::Hold, no_notice), TickEvent::Idle);
        }
        assert_eq!(session.history().cursor(), 0);
        assert!(session.thinking().is_some_and(|(seat, _)| seat == 0));
        assert_eq!(session.tick(Pace::One, no_notice), TickEvent::BotMoved);
        assert_eq!(session.current(), &Count(1));
    }

    #[test]
    fn undo_forgets_a_held_answer() {
        let mut session = bots_only();
        session.tick(Pace::Free, no_notice);
        tick_until_answered(&mut session, Pace::Free);
        session.tick(Pace::Hold, no_notice);
        tick_until_answered(&mut session, Pace::Hold);
        assert!(session.undo());
        session.resume();
        assert_eq!(session.history().cursor(), 0);
        assert!(session.thinking().is_none());
    }

    /// Thinks until told to stop, as a search too big for the machine.
    struct Endless;

    impl Bot<Count> for Endless {
        fn choose(&mut self, _view: &Count, stop: &StopSignal) -> Option<u8> {
            while !stop.should_stop() {
                std::thread::sleep(Duration::from_millis(1));
            }
            Some(2)
        }
    }

    fn endless(_level: Level, _seed: u64) -> Box<dyn Bot<Count>> {
        Box::new(Endless)
    }

    /// How long `job`, started at `started`, takes to answer, and its answer.
    fn answer_time(job: BotJob<Count>, started: std::time::Instant) -> (Duration, Option<u8>) {
        let answer = job.wait();
        (started.elapsed(), answer)
    }

    #[test]
    fn a_bot_that_would_think_forever_answers_at_the_cap() {
        let seats = vec![Seat::bot("A", Level::Champion), Seat::human("B")];
        let mut session = Session::new(Count(0), seats, 1, endless);
        let started = std::time::Instant::now();
        assert_eq!(session.tick(Pace::Free, no_notice), TickEvent::Started);
        let job = session.job.take().expect("thinking");
        let (took, answer) = answer_time(job, started);
        assert_eq!(answer, Some(2));
        assert!(took <= BOT_THINK_LIMIT + Duration::from_millis(300), "{took:?}");
        assert!(BOT_THINK_LIMIT < Duration::from_secs(1));
    }

    #[test]
    fn a_hint_obeys_the_same_cap() {
        let seats = vec![Seat::human("A"), Seat::bot("B", Level::Newcomer)];
        let session = Session::new(Count(0), seats, 1, endless);
        let started = std::time::Instant::now();
        let job = session.start_hint(no_notice()).expect("a person is to move");
        let (took, answer) = answer_time(job, started);
        assert_eq!(answer, Some(2));
        assert!(took <= BOT_THINK_LIMIT + Duration::from_millis(300), "{took:?}");
    }

    #[test]
    fn inline_bots_play_one_move_a_tick_when_paced_and_all_when_free() {
        let mut session = bots_only();
        session.set_bots_inline(true);
        assert_eq!(session.tick(Pace::Hold, no_notice), TickEvent::Idle);
        assert_eq!(session.history().cursor(), 0);
        assert_eq!(session.tick(Pace::One, no_notice), TickEvent::BotMoved);
        assert_eq!(session.history().cursor(), 1);
        assert_eq!(session.tick(Pace::Free, no_notice), TickEvent::BotMoved);
        assert_eq!(session.current().outcome(), Some(crate::core::Outcome::Draw));
    }
}
