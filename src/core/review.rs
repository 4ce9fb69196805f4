//! Reviewing a game: every decision weighed by a game's judge against the
//! best choice that was open at that moment, marked when it lost winning
//! chances, and summed up per player. The judge is the game's own (its
//! engine's search, given only what the mover knew); this module runs it
//! over a whole game on worker threads, with progress and cancelling, and
//! turns its verdicts into marks and summaries the same way for every game.
//!
//! All chances are *winning chances* in the sense of expected points: 1 for
//! a win, ½ for a draw, 0 for a loss, from 0 to 1.

use super::bot::StopSignal;
use super::game::{Game, Outcome, SeatIndex};
use super::history::History;
use serde::{Deserialize, Serialize};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A move that loses at least this much of its mover's winning chances
/// against the best move is an inaccuracy (`?!`).
pub const INACCURACY_LOSS: f64 = 0.05;
/// … a mistake (`?`).
pub const MISTAKE_LOSS: f64 = 0.10;
/// … a blunder (`??`).
pub const BLUNDER_LOSS: f64 = 0.20;

/// How bad a decision was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Mark {
    /// Lost at least [`INACCURACY_LOSS`].
    Inaccuracy,
    /// Lost at least [`MISTAKE_LOSS`].
    Mistake,
    /// Lost at least [`BLUNDER_LOSS`].
    Blunder,
}

impl Mark {
    /// The mark for a decision that lost `loss` of its mover's chances.
    pub fn for_loss(loss: f64) -> Option<Mark> {
        if loss >= BLUNDER_LOSS {
            Some(Mark::Blunder)
        } else if loss >= MISTAKE_LOSS {
            Some(Mark::Mistake)
        } else if loss >= INACCURACY_LOSS {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    /// As annotators write it: `?!`, `?` or `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// In words.
    pub fn name(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// What a judge says of one decision. Chances are the mover's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Verdict<M> {
    /// The best move the judge found.
    pub best: M,
    /// The mover's winning chances after the best move.
    pub best_chance: f64,
    /// The mover's winning chances after the move played.
    pub played_chance: f64,
    /// The first seat's (or its side's) winning chances after the move
    /// played: the line of the review's graph.
    pub first_seat_chance: f64,
    /// How much the chance event just before this decision (the roll, the
    /// cards drawn) changed the mover's chances against the average event,
    /// when the judge can tell.
    pub luck: Option<f64>,
}

impl<M> Verdict<M> {
    /// The chances the move played gave away (never below 0).
    pub fn loss(&self) -> f64 {
        (self.best_chance - self.played_chance).max(0.0)
    }
}

/// One decision of the game and what the judge made of it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision<M> {
    /// The move's place in the game: the position after it is ply `ply`.
    pub ply: usize,
    /// Who made it.
    pub seat: SeatIndex,
    /// The move.
    pub played: M,
    /// The judge's verdict; `None` when there was nothing to decide (a
    /// forced or lone move, or a chance move such as a roll).
    pub verdict: Option<Verdict<M>>,
    /// Its mark, when it lost enough.
    pub mark: Option<Mark>,
}

/// A game's judge: weighs one decision at a time.
pub trait Judge<G: Game>: Sync {
    /// Weighs `played`, chosen by the mover of `before`; `None` when there
    /// was no choice to judge, or when `stop` asked to give up.
    fn weigh(&self, before: &G, played: &G::Move, stop: &StopSignal) -> Option<Verdict<G::Move>>;
}

/// One player's review in numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Summary {
    /// Decisions judged (choices the player had).
    pub judged: usize,
    /// Inaccuracies, mistakes and blunders.
    pub inaccuracies: usize,
    /// See `inaccuracies`.
    pub mistakes: usize,
    /// See `inaccuracies`.
    pub blunders: usize,
    /// 100 × (1 − the average loss of winning chances over the judged
    /// decisions): 100 when every move kept the best chances.
    pub accuracy: f64,
    /// The sum of the luck of the chance events before the player's
    /// decisions, where the judge measured it (winning chances gained over
    /// the average event; negative is bad luck).
    pub luck: Option<f64>,
}

/// A reviewed game: one entry per move played, in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review<M> {
    /// Every move of the game, judged or not.
    pub decisions: Vec<Decision<M>>,
}

impl<M> Review<M> {
    /// `seat`'s numbers.
    pub fn summary(&self, seat: SeatIndex) -> Summary {
        let mut s = Summary::default();
        let mut lost = 0.0;
        for d in self.decisions.iter().filter(|d| d.seat == seat) {
            let Some(v) = &d.verdict else { continue };
            s.judged += 1;
            lost += v.loss();
            if let Some(luck) = v.luck {
                *s.luck.get_or_insert(0.0) += luck;
            }
            match d.mark {
                Some(Mark::Inaccuracy) => s.inaccuracies += 1,
                Some(Mark::Mistake) => s.mistakes += 1,
                Some(Mark::Blunder) => s.blunders += 1,
                None => {}
            }
        }
        s.accuracy = if s.judged == 0 { 100.0 } else { 100.0 * (1.0 - lost / s.judged as f64) };
        s
    }

    /// The first seat's winning chances after each judged move: (ply, chance).
    pub fn graph(&self) -> Vec<(usize, f64)> {
        self.decisions.iter().filter_map(|d| Some((d.ply, d.verdict.as_ref()?.first_seat_chance))).collect()
    }
}

/// A review as a save keeps it: moves in the game's notation, chances in
/// millionths (so that a save compares equal to itself when read back).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedReview {
    /// Every move reviewed, in order.
    pub decisions: Vec<SavedDecision>,
}

/// One decision of a [`SavedReview`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedDecision {
    /// See [`Decision::ply`].
    pub ply: usize,
    /// See [`Decision::seat`].
    pub seat: SeatIndex,
    /// The move played, written as in the save's moves.
    pub played: String,
    /// The best move, written the same way, when the decision was judged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best: Option<String>,
    /// Chances in millionths: with the best move, with the move played, and
    /// the first seat's after it; luck (may be negative).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chances: Option<[i32; 4]>,
    /// See [`Decision::mark`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mark: Option<Mark>,
}

/// A chance in millionths, and back.
fn millionths(x: f64) -> i32 {
    (x * 1e6).round() as i32
}

impl<M> Review<M> {
    /// The review as a save keeps it; `write(ply, mv)` writes a move made
    /// from the position before ply `ply`.
    pub fn saved(&self, write: impl Fn(usize, &M) -> String) -> SavedReview {
        let decisions = self
            .decisions
            .iter()
            .map(|d| SavedDecision {
                ply: d.ply,
                seat: d.seat,
                played: write(d.ply, &d.played),
                best: d.verdict.as_ref().map(|v| write(d.ply, &v.best)),
                chances: d.verdict.as_ref().map(|v| {
                    [v.best_chance, v.played_chance, v.first_seat_chance, v.luck.unwrap_or(f64::NAN)]
                        .map(|x| if x.is_nan() { i32::MIN } else { millionths(x) })
                }),
                mark: d.mark,
            })
            .collect();
        SavedReview { decisions }
    }

    /// The review a save kept, its moves read by `read(ply, text)`; `None`
    /// when a move does not read (the save was changed by hand).
    pub fn restored(saved: &SavedReview, read: impl Fn(usize, &str) -> Option<M>) -> Option<Review<M>> {
        let back = |x: i32| f64::from(x) / 1e6;
        let decisions = saved
            .decisions
            .iter()
            .map(|d| {
                let played = read(d.ply, &d.played)?;
                let verdict = match (&d.best, d.chances) {
                    (Some(best), Some([b, p, f, l])) => Some(Verdict {
                        best: read(d.ply, best)?,
                        best_chance: back(b),
                        played_chance: back(p),
                        first_seat_chance: back(f),
                        luck: (l != i32::MIN).then(|| back(l)),
                    }),
                    _ => None,
                };
                Some(Decision { ply: d.ply, seat: d.seat, played, verdict, mark: d.mark })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Review { decisions })
    }
}

/// How far a review has come, shared between its workers and whoever shows it.
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicUsize,
    total: AtomicUsize,
}

impl Progress {
    /// Decisions weighed so far, and how many there are.
    pub fn get(&self) -> (usize, usize) {
        (self.done.load(Ordering::Relaxed), self.total.load(Ordering::Relaxed))
    }

    /// The share done, 0 to 1.
    pub fn fraction(&self) -> f32 {
        let (done, total) = self.get();
        if total == 0 { 0.0 } else { done as f32 / total as f32 }
    }
}

/// Reviews every move of `history` up to its cursor with `judge`, on
/// `threads` worker threads (at least one), counting into `progress`.
/// `None` when `stop` was cancelled before the end.
pub fn review<G: Game>(
    history: &History<G>,
    judge: &dyn Judge<G>,
    threads: usize,
    progress: &Progress,
    stop: &StopSignal,
) -> Option<Review<G::Move>> {
    let plies = history.played();
    progress.total.store(plies.len(), Ordering::Relaxed);
    progress.done.store(0, Ordering::Relaxed);
    let next = AtomicUsize::new(0);
    let slots: Mutex<Vec<Option<Decision<G::Move>>>> = Mutex::new(vec![None; plies.len()]);
    let work = || {
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= plies.len() || stop.cancelled() {
                return;
            }
            let before = history.state_at(i);
            let Some(seat) = before.to_move() else { continue };
            let played = plies[i].mv.clone();
            let verdict = judge.weigh(before, &played, stop);
            let mark = verdict.as_ref().and_then(|v| Mark::for_loss(v.loss()));
            let decision = Decision { ply: i + 1, seat, played, verdict, mark };
            if let Ok(mut slots) = slots.lock() {
                slots[i] = Some(decision);
            }
            progress.done.fetch_add(1, Ordering::Relaxed);
        }
    };
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(work);
        }
    });
    if stop.cancelled() {
        return None;
    }
    let decisions = slots.into_inner().ok()?.into_iter().flatten().collect();
    Some(Review { decisions })
}

/// What a finished game gave `seat`: 1 for a win, ½ for a draw, 0 for a loss.
pub fn points(outcome: Outcome, seat: SeatIndex) -> f64 {
    match outcome {
        Outcome::Win(winners) if winners.contains(seat) => 1.0,
        Outcome::Win(_) => 0.0,
        Outcome::Draw => 0.5,
    }
}

/// Winning chances for a score on a logistic curve: `scale` is the score
/// at which the side ahead wins about 73% (1/(1+e⁻¹)).
pub fn logistic(score: f64, scale: f64) -> f64 {
    1.0 / (1.0 + (-score / scale).exp())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::IllegalMove;
    use serde::{Deserialize, Serialize};

    /// Count to 10: each player adds 1 or 2; whoever says 10 wins. The
    /// judge knows the theory: say a multiple of 3 plus 1.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    struct Count(u8, usize);

    impl Game for Count {
        type Move = u8;
        type View = Count;
        type Illegal = std::fmt::Error;
        fn seat_count(&self) -> usize {
            2
        }
        fn to_move(&self) -> Option<SeatIndex> {
            (self.0 < 10).then_some(self.1 % 2)
        }
        fn legal_moves(&self, out: &mut Vec<u8>) {
            out.extend([1, 2].into_iter().filter(|m| self.0 + m <= 10));
        }
        fn why_illegal(&self, _mv: &u8) -> Option<std::fmt::Error> {
            None
        }
        fn play(&mut self, mv: &u8) -> Result<(), IllegalMove<std::fmt::Error>> {
            self.0 += mv;
            self.1 += 1;
            Ok(())
        }
        fn outcome(&self) -> Option<Outcome> {
            None
        }
        fn view(&self, _seat: SeatIndex) -> Count {
            self.clone()
        }
    }

    struct Theory;

    impl Judge<Count> for Theory {
        fn weigh(&self, before: &Count, played: &u8, _stop: &StopSignal) -> Option<Verdict<u8>> {
            let wins = |n: u8| if n % 3 == 1 { 1.0 } else { 0.0 };
            let mut moves = Vec::new();
            before.legal_moves(&mut moves);
            if moves.len() < 2 {
                return None;
            }
            let best = moves.iter().copied().max_by_key(|m| (wins(before.0 + m) as u8, *m))?;
            let first = before.to_move() == Some(0);
            let played_chance = wins(before.0 + played);
            let first_seat_chance = if first { played_chance } else { 1.0 - played_chance };
            Some(Verdict {
                best,
                best_chance: wins(before.0 + best),
                played_chance,
                first_seat_chance,
                luck: None,
            })
        }
    }

    fn game(moves: &[u8]) -> History<Count> {
        let mut history = History::new(Count(0, 0));
        for mv in moves {
            history.play(*mv).expect("a legal move");
        }
        history
    }

    #[test]
    fn marks_follow_the_loss() {
        assert_eq!(Mark::for_loss(0.0), None);
        assert_eq!(Mark::for_loss(INACCURACY_LOSS), Some(Mark::Inaccuracy));
        assert_eq!(Mark::for_loss(MISTAKE_LOSS), Some(Mark::Mistake));
        assert_eq!(Mark::for_loss(0.9), Some(Mark::Blunder));
        assert_eq!(Mark::Blunder.symbol(), "??");
    }

    #[test]
    fn a_losing_move_is_a_blunder_at_its_ply_and_the_summary_counts_it() {
        // The counts said: 1 (good), 3, 4 (good), 5, 6 (a blunder: 7 was
        // there), 7 (good), 9, 10 (the only move).
        let history = game(&[1, 2, 1, 1, 1, 1, 2, 1]);
        for threads in [1, 2, 3] {
            let progress = Progress::default();
            let review =
                review(&history, &Theory, threads, &progress, &StopSignal::never()).expect("not cancelled");
            assert_eq!(progress.get(), (8, 8));
            assert_eq!(review.decisions.len(), 8);
            let marked: Vec<(usize, Mark)> =
                review.decisions.iter().filter_map(|d| Some((d.ply, d.mark?))).collect();
            assert_eq!(marked, [(5, Mark::Blunder)], "{threads} threads");
            let first = review.summary(0);
            assert_eq!((first.judged, first.blunders), (4, 1));
            assert!((first.accuracy - 75.0).abs() < 1e-9);
            let second = review.summary(1);
            assert_eq!((second.judged, second.blunders, second.accuracy), (3, 0, 100.0));
            // The last move was the only one: not judged.
            assert!(review.decisions[7].verdict.is_none());
            assert_eq!(review.graph().len(), 7);
        }
    }

    #[test]
    fn a_review_is_kept_and_read_back() {
        let history = game(&[1, 2, 1, 1, 1, 1, 2, 1]);
        let reviewed =
            review(&history, &Theory, 1, &Progress::default(), &StopSignal::never()).expect("done");
        let saved = reviewed.saved(|_, mv| mv.to_string());
        let text = ron::to_string(&saved).expect("writes");
        let read: SavedReview = ron::from_str(&text).expect("reads");
        let back = Review::restored(&read, |_, t| t.parse().ok()).expect("moves read");
        assert_eq!(back, reviewed);
        assert!(Review::<u8>::restored(&read, |_, _| None).is_none());
    }

    #[test]
    fn a_cancelled_review_gives_nothing() {
        let stop = StopSignal::never();
        stop.cancel();
        assert!(review(&game(&[1, 2]), &Theory, 2, &Progress::default(), &stop).is_none());
    }

    #[test]
    fn the_curve_is_even_at_zero_and_symmetric() {
        assert!((logistic(0.0, 100.0) - 0.5).abs() < 1e-12);
        assert!((logistic(100.0, 100.0) + logistic(-100.0, 100.0) - 1.0).abs() < 1e-12);
        assert!(logistic(300.0, 100.0) > 0.95);
    }
}
