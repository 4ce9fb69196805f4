//! A person's rating on a game's ladder: a Bradley–Terry fit of their
//! results against bots whose strengths are fixed at the rungs' measured
//! Elo, the same model the ladder rates the rungs by
//! ([`crate::arena::rating`]). With the opponents fixed the fit has one
//! unknown, the person's Elo; its 95% interval comes from the
//! likelihood's curvature. Like the ladder, the fit counts one drawn game
//! against a starting guess (the middle rung), so that a first win or a
//! clean sweep still gives a finite rating, and a person with no games is
//! rated there with a wide interval.

use crate::arena::rating::{ELO_PER_UNIT, PRIOR_GAMES, expected_score};
use crate::arena::stats::Z_95;

/// Newton steps at most; the log-likelihood is concave, so a few suffice.
const MAX_STEPS: usize = 50;

/// One finished game against a bot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Against {
    /// The bot's rung's Elo.
    pub elo: f64,
    /// The person's points: 1 a win, ½ a draw, 0 a loss.
    pub points: f64,
}

/// A person's rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PersonRating {
    /// The most likely Elo on the ladder's scale.
    pub elo: f64,
    /// Half the width of its 95% interval.
    pub margin: f64,
    /// The games it comes from.
    pub games: usize,
}

impl PersonRating {
    /// The chance of scoring against a bot rated `elo` (a draw counting
    /// half), by the rating's most likely value.
    pub fn expected_against(&self, elo: f64) -> f64 {
        expected_score(self.elo - elo)
    }
}

/// The rating from `games`, starting from `guess` (the Elo a person with
/// no games is taken to have: the middle rung's).
pub fn rate(games: &[Against], guess: f64) -> PersonRating {
    let prior = Against { elo: guess, points: 0.5 };
    let weighted = || games.iter().map(|g| (*g, 1.0)).chain(std::iter::once((prior, PRIOR_GAMES)));
    let mut elo = guess;
    let mut information = 0.0;
    for _ in 0..MAX_STEPS {
        // Slope and curvature of the log-likelihood, in Elo.
        let (mut slope, mut curve) = (0.0, 0.0);
        for (game, weight) in weighted() {
            let p = expected_score(elo - game.elo);
            slope += weight * (game.points.clamp(0.0, 1.0) - p) / ELO_PER_UNIT;
            curve += weight * p * (1.0 - p) / (ELO_PER_UNIT * ELO_PER_UNIT);
        }
        information = curve;
        let step = slope / curve;
        elo += step;
        if step.abs() < 1e-6 {
            break;
        }
    }
    PersonRating { elo, margin: Z_95 / information.sqrt(), games: games.len() }
}

/// Straight wins against a rung after which the next one up is offered.
pub const WINS_TO_MOVE_UP: usize = 3;

/// The rung (an index into `rungs`, their Elo) against which `rating`
/// expects to score nearest ½: the even game to offer. `None` without
/// rungs.
pub fn nearest_even(rating: &PersonRating, rungs: &[f64]) -> Option<usize> {
    let off_even = |elo: f64| (rating.expected_against(elo) - 0.5).abs();
    (0..rungs.len()).min_by(|&a, &b| off_even(rungs[a]).total_cmp(&off_even(rungs[b])))
}

/// The rung to suggest next: the one above the rung of the person's
/// latest games when the last [`WINS_TO_MOVE_UP`] of them (`latest`, the
/// rung and the points of each game, oldest first) were all won against
/// that rung, and there is a rung above it (`rungs` of them).
pub fn next_up(latest: &[(usize, f64)], rungs: usize) -> Option<usize> {
    let last = latest.len().checked_sub(WINS_TO_MOVE_UP)?;
    let (rung, _) = latest[latest.len() - 1];
    let straight = latest[last..].iter().all(|&(r, points)| r == rung && points >= 1.0);
    (straight && rung + 1 < rungs).then_some(rung + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rng;

    /// The Spite & Malice rungs' Elo as the ladder measured them.
    const RUNGS: [f64; 5] = [0.0, 143.0, 248.0, 400.0, 554.0];

    #[test]
    fn no_games_is_the_guess_with_a_wide_interval() {
        let rating = rate(&[], 254.0);
        assert!((rating.elo - 254.0).abs() < 1e-9);
        assert!(rating.margin > 600.0, "{rating:?}");
        assert_eq!(rating.games, 0);
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_a_draw_against_an_equal_keeps() {
        let start = rate(&[], 254.0);
        let won = rate(&[Against { elo: 254.0, points: 1.0 }], 254.0);
        let lost = rate(&[Against { elo: 254.0, points: 0.0 }], 254.0);
        let drawn = rate(&[Against { elo: 254.0, points: 0.5 }], 254.0);
        assert!(won.elo > start.elo && lost.elo < start.elo, "{won:?} {lost:?}");
        assert!((drawn.elo - start.elo).abs() < 1e-6);
        assert!(won.margin < start.margin, "a game narrows the interval");
        let swept = rate(&[Against { elo: 554.0, points: 1.0 }; 20], 254.0);
        assert!(swept.elo.is_finite() && swept.elo > 554.0, "{swept:?}");
    }

    /// A simulated person of known strength playing the rungs in turn.
    fn played(truth: f64, games: usize, rng: &mut Rng) -> Vec<Against> {
        (0..games)
            .map(|i| {
                let elo = RUNGS[i % RUNGS.len()];
                let points = if rng.unit() < expected_score(truth - elo) { 1.0 } else { 0.0 };
                Against { elo, points }
            })
            .collect()
    }

    #[test]
    fn the_rating_finds_a_simulated_persons_strength_within_its_interval() {
        let mut rng = Rng::seeded(31);
        let trials = 300;
        // Games, and the widest the interval may be on average after them.
        for (games, widest) in [(10, 280.0), (20, 200.0), (60, 120.0), (200, 65.0)] {
            let mut inside = 0;
            let mut margins = 0.0;
            for trial in 0..trials {
                let truth = [100.0, 300.0, 450.0][trial % 3];
                let rating = rate(&played(truth, games, &mut rng), 254.0);
                margins += rating.margin;
                if (rating.elo - truth).abs() <= rating.margin {
                    inside += 1;
                }
            }
            // A 95% interval holds the truth about 95 times in 100.
            assert!(inside >= trials * 91 / 100, "{games} games: {inside} of {trials}");
            let mean = margins / trials as f64;
            assert!(mean < widest, "{games} games: ±{mean:.0}");
        }
    }

    #[test]
    fn the_even_rung_is_the_one_nearest_the_persons_strength() {
        let at = |elo: f64| PersonRating { elo, margin: 100.0, games: 10 };
        assert_eq!(nearest_even(&at(-300.0), &RUNGS), Some(0));
        assert_eq!(nearest_even(&at(260.0), &RUNGS), Some(2));
        assert_eq!(nearest_even(&at(440.0), &RUNGS), Some(3), "400 is nearer than 554");
        assert_eq!(nearest_even(&at(500.0), &RUNGS), Some(4), "554 is nearer than 400");
        assert_eq!(nearest_even(&at(2000.0), &RUNGS), Some(4));
        assert_eq!(nearest_even(&at(0.0), &[]), None);
    }

    #[test]
    fn three_straight_wins_against_a_rung_suggest_the_next_one_up() {
        let five = RUNGS.len();
        assert_eq!(next_up(&[(1, 1.0), (2, 1.0), (2, 1.0), (2, 1.0)], five), Some(3));
        assert_eq!(next_up(&[(2, 1.0), (2, 1.0)], five), None, "two are not three");
        assert_eq!(next_up(&[(2, 1.0), (2, 0.5), (2, 1.0), (2, 1.0)], five), None, "a draw breaks the run");
        assert_eq!(next_up(&[(1, 1.0), (2, 1.0), (2, 1.0)], five), None, "the wins must be against one rung");
        assert_eq!(next_up(&[(4, 1.0); 3], five), None, "nothing above the top");
        assert_eq!(next_up(&[], five), None);
    }
}
