//! Expert: the whole-turn search proposes, playouts to the end of the game
//! decide.
//!
//! The search ([`super::search`]) values the end of this turn and a glance
//! at the next two; it cannot see the stock run dry or a race decided ten
//! turns on. So its best few first steps (those valued within
//! [`ExpertLimits::within`] of its favourite, at most
//! [`ExpertLimits::candidates`]) are each played out to the end of the
//! game in the same determinised worlds (common random numbers: the same
//! deal of the unseen cards, and Medium's moves for both players from there,
//! so two candidates differ only by what they change). A challenger
//! replaces the search's favourite only when its mean gain over the
//! favourite, world by world, is clearly above zero
//! ([`ExpertLimits::confidence`] standard errors): one move's effect on a
//! whole game is small beside the luck of the deal, and the search's
//! choice is the better guess until the playouts prove otherwise.
//!
//! Work is bounded by a count of worlds, so the seed decides the move;
//! with an unbounded count the `StopSignal` (a time budget) ends it.

use super::search::{Line, SearchLimits, ranked};
use super::tableau::Step;
use super::{legal_or_first, medium_points};
use crate::core::{Game, Rng, SeatIndex, StopSignal};
use crate::games::spite::{Move, Spite, SpiteView};

/// Moves a playout may make before it is scored as a draw: far more than
/// a game to its end takes.
const PLAYOUT_CAP: usize = 4_000;

/// How much work one decision may take, and how sure a challenger must be.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ExpertLimits {
    /// The whole-turn search that proposes.
    pub search: SearchLimits,
    /// First steps played out at most, the search's favourite included.
    pub candidates: usize,
    /// How far below the favourite's value (hundredths of a payoff card) a
    /// step may be and still be played out.
    pub within: i32,
    /// Determinised worlds each candidate is played out in; `u64::MAX`
    /// leaves it to the `StopSignal`.
    pub worlds: u64,
    /// Standard errors by which a challenger's mean gain must exceed zero.
    pub confidence: f64,
}

/// What a decision found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ExpertReport {
    /// The move to play; `None` only when the seat has none.
    pub best: Option<Move>,
    /// Candidates played out (0 when the search's choice stood alone).
    pub candidates: usize,
    /// Worlds each was played out in.
    pub worlds: u64,
    /// Whether a challenger replaced the search's favourite.
    pub overruled: bool,
}

/// The gains of one challenger over the favourite, world by world.
#[derive(Clone, Copy, Debug, Default)]
struct Gains {
    sum: f64,
    squares: f64,
    count: u32,
}

impl Gains {
    fn add(&mut self, gain: f64) {
        self.sum += gain;
        self.squares += gain * gain;
        self.count += 1;
    }

    /// The mean gain, if it is `z` standard errors above zero.
    fn proven(&self, z: f64) -> Option<f64> {
        if self.count < 2 {
            return None;
        }
        let n = f64::from(self.count);
        let mean = self.sum / n;
        let variance = ((self.squares - self.sum * mean) / (n - 1.0)).max(0.0);
        (mean > 0.0 && mean > z * (variance / n).sqrt()).then_some(mean)
    }
}

/// Expert's decision for `view` within `limits`.
pub fn decide(view: &SpiteView, limits: &ExpertLimits, rng: &mut Rng, stop: &StopSignal) -> ExpertReport {
    let (report, lines) = ranked(view, &limits.search, rng, stop);
    let favourite = legal_or_first(view, report.best);
    let mut decided = ExpertReport { best: favourite, candidates: 0, worlds: 0, overruled: false };
    let plans = contenders(view, &lines, limits);
    let Some(((first, planned), challengers)) = plans.split_first() else { return decided };
    if challengers.is_empty() || favourite != Some(*first) {
        return decided;
    }
    let seat = view.seat();
    let mut gains = vec![Gains::default(); challengers.len()];
    while decided.worlds < limits.worlds && !stop.should_stop() {
        let world = view.determinise(rng);
        let base = played_out(&world, planned, seat);
        for (gain, (_, line)) in gains.iter_mut().zip(challengers) {
            gain.add(played_out(&world, line, seat) - base);
        }
        decided.worlds += 1;
    }
    decided.candidates = plans.len();
    let mut best: Option<(f64, Move)> = None;
    for (gain, &(mv, _)) in gains.iter().zip(challengers) {
        if let Some(mean) = gain.proven(limits.confidence)
            && best.is_none_or(|(top, _)| mean > top)
        {
            best = Some((mean, mv));
        }
    }
    if let Some((_, mv)) = best {
        decided.best = Some(mv);
        decided.overruled = true;
    }
    decided
}

/// The lines worth playing out, each with its first move: those whose
/// first step is legal, valued within `limits.within` of the best, best
/// first, at most `limits.candidates`.
fn contenders<'a>(view: &SpiteView, lines: &'a [Line], limits: &ExpertLimits) -> Vec<(Move, &'a [Step])> {
    let Some(top) = lines.first().map(|line| line.value) else { return Vec::new() };
    let mut plans: Vec<(Move, &[Step])> = Vec::with_capacity(limits.candidates);
    for line in lines {
        if plans.len() >= limits.candidates || line.value < top.saturating_sub(limits.within) {
            break;
        }
        let first = line.steps.first().and_then(|step| step.to_move(view));
        let Some(mv) = first.filter(|m| view.why_illegal(m).is_none()) else { continue };
        if !plans.iter().any(|&(m, _)| m == mv) {
            plans.push((mv, &line.steps));
        }
    }
    plans
}

/// What `line` in `world`, then Medium's moves for both players to the
/// end, gives `seat`: 1 for a win, ½ for a draw, 0 for a loss.
fn played_out(world: &Spite, line: &[Step], seat: SeatIndex) -> f64 {
    let mut game = world.clone();
    play_line(&mut game, line, seat);
    medium_points(game, seat, PLAYOUT_CAP)
}

/// Plays the steps of `line` for `seat` in `game` while each is legal and
/// the seat's turn lasts; how many were played.
fn play_line(game: &mut Spite, line: &[Step], seat: SeatIndex) -> usize {
    let mut played = 0;
    for step in line {
        if game.turn() != seat || game.is_over() {
            break;
        }
        let Some(mv) = step.to_move(&game.seat_view(seat)) else { break };
        if game.play(&mv).is_err() {
            break;
        }
        played += 1;
    }
    played
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::bot::assert_within_budget;
    use crate::games::spite::bot::{EXPERT, search};
    use crate::games::spite::{Rules, Setup};
    use std::time::Duration;

    /// Few worlds, so the tests stay quick.
    const QUICK: ExpertLimits = ExpertLimits { worlds: 12, ..EXPERT };

    fn build(setup: Setup<'_>) -> Spite {
        Spite::from_setup(&setup, Rules::default(), 9).expect("a position")
    }

    #[test]
    fn a_gain_counts_only_when_it_is_clearly_above_zero() {
        let mut steady = Gains::default();
        (0..20).for_each(|i| steady.add(if i % 2 == 0 { 0.25 } else { 0.0 }));
        assert_eq!(steady.proven(2.0), Some(0.125));
        let mut even = Gains::default();
        (0..20).for_each(|i| even.add(if i % 2 == 0 { 1.0 } else { -1.0 }));
        assert_eq!(even.proven(2.0), None, "a mean of zero proves nothing");
        let mut noisy = Gains::default();
        [1.0, -1.0, 1.0, 0.0].into_iter().for_each(|g| noisy.add(g));
        assert_eq!(noisy.proven(2.0), None, "a small lead within the noise");
        assert!(noisy.proven(0.0).is_some());
    }

    #[test]
    fn the_last_payoff_card_is_played_at_once() {
        let game = build(crate::games::spite::bot::one_card_to_win());
        let report = decide(&game.seat_view(0), &QUICK, &mut Rng::seeded(1), &StopSignal::never());
        assert_eq!(report.best, Some(Move::Play { from: crate::games::spite::Source::Payoff, to: 0 }));
    }

    #[test]
    fn a_plan_is_played_step_by_step_to_its_discard() {
        let game = build(Setup {
            payoff: ["9c", "Kh Qh"],
            hands: ["3d 4s 7h Qd Jc", ""],
            centre: ["As 2s", "", ""],
            ..Setup::default()
        });
        let view = game.seat_view(0);
        let (_, lines) = ranked(&view, &QUICK.search, &mut Rng::seeded(1), &StopSignal::never());
        let line = lines.first().expect("a plan");
        assert!(matches!(line.steps.last(), Some(Step::Discard { .. })), "{line:?}");
        let mut played = game.clone();
        assert_eq!(play_line(&mut played, &line.steps, 0), line.steps.len());
        assert_eq!(played.turn(), 1, "the discard ended the turn");
        assert_eq!(played.player(0).map(|p| p.hand.len()), Some(5 - line.steps.len()));
    }

    #[test]
    fn the_search_stands_until_a_challenger_proves_better() {
        for seed in 0..6 {
            let game = Spite::new(Rules::default(), seed);
            let view = game.seat_view(game.turn());
            let sure = ExpertLimits { confidence: f64::INFINITY, ..QUICK };
            let report = decide(&view, &sure, &mut Rng::seeded(seed), &StopSignal::never());
            let searched = search::search(&view, &sure.search, &mut Rng::seeded(seed), &StopSignal::never());
            assert_eq!(report.best, legal_or_first(&view, searched.best), "deal {seed}");
            assert!(!report.overruled);
            let again = decide(&view, &QUICK, &mut Rng::seeded(seed), &StopSignal::never());
            assert_eq!(again, decide(&view, &QUICK, &mut Rng::seeded(seed), &StopSignal::never()));
            if again.overruled {
                assert!(again.candidates > 1 && again.worlds == QUICK.worlds, "{again:?}");
            }
        }
    }

    #[test]
    fn a_timed_decision_keeps_to_its_budget() {
        let game = Spite::new(Rules::default(), 3);
        let view = game.seat_view(game.turn());
        let timed = ExpertLimits { worlds: u64::MAX, ..EXPERT };
        let mut rng = Rng::seeded(3);
        assert_within_budget(Duration::from_millis(60), 4, |stop| {
            let report = decide(&view, &timed, &mut rng, stop);
            assert!(report.best.is_some());
        });
    }
}
