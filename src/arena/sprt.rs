//! The sequential probability ratio test of engine testing (fishtest's
//! and OpenBench's): games are played in groups on one deal with the seats
//! swapped (two players: a pair), and the match stops as soon as the
//! evidence decides between two hypotheses about A's strength, H0 "A is
//! `elo0` stronger than B" and H1 "A is `elo1` stronger".
//!
//! A group scores A's share of its points: with two sides a pair scores 0,
//! ¼, ½, ¾ or 1 (the pentanomial), with `k` sides `j / 2k` for `j` half
//! points. The test is the generalised SPRT on that distribution (Michel
//! Van den Bergh's, as fishtest's `LLR_logistic`): the empirical
//! distribution of the group scores, a zero count taken as 10⁻³, is
//! projected by maximum likelihood onto each hypothesis's mean score, and
//! the log-likelihood ratio of the two projections is summed over the
//! groups. It is compared with Wald's bounds ln(β/(1−α)) and ln((1−β)/α).
//!
//! Elo is logistic and counts B's seats: A, `elo` stronger, scores
//! 1 / (1 + m·10^(−elo/400)) of the points against `m` seats of B (the
//! Bradley–Terry model of [`super::rating`]; ½ at 0 Elo with two sides).
//!
//! A match is decided on its groups in order, never in the order threads
//! finish them ([`Sequential`]), so the same seed decides at the same
//! group however many threads or machines play it.

use super::stats::Z_95;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The risk of either error when `--alpha`/`--beta` are not given.
pub const DEFAULT_RISK: f64 = 0.05;

/// What stands in for a score that was never seen, so that the projected
/// distributions stay positive (fishtest's value).
pub const ZERO_COUNT: f64 = 1e-3;

/// A sequential test: the two hypotheses and the two risks.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sprt {
    /// H0: A is this many Elo stronger than B.
    pub elo0: f64,
    /// H1: A is this many Elo stronger than B (more than `elo0`).
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

/// Why a test cannot be run as asked.
#[derive(Clone, Debug, PartialEq)]
pub enum SprtError {
    /// `elo1` is not above `elo0`.
    Order {
        /// H0's Elo.
        elo0: f64,
        /// H1's Elo.
        elo1: f64,
    },
    /// A risk outside 0–1, or two that leave no room between the bounds.
    Risk {
        /// α.
        alpha: f64,
        /// β.
        beta: f64,
    },
}

impl fmt::Display for SprtError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SprtError::Order { elo0, elo1 } => {
                write!(f, "--sprt {elo0},{elo1}: ELO1 must be greater than ELO0 (like --sprt 0,70)")
            }
            SprtError::Risk { alpha, beta } => write!(
                f,
                "--alpha {alpha} and --beta {beta}: each must lie between 0 and 1, together below 1 (0.05 is usual)"
            ),
        }
    }
}

impl std::error::Error for SprtError {}

/// What a test concluded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The LLR fell to the lower bound.
    H0,
    /// The LLR rose to the upper bound.
    H1,
    /// Neither bound was reached (the cap, or groups still missing).
    Undecided,
}

impl Sprt {
    /// The test of `elo0` against `elo1` at the usual risks.
    pub fn new(elo0: f64, elo1: f64) -> Sprt {
        Sprt { elo0, elo1, alpha: DEFAULT_RISK, beta: DEFAULT_RISK }
    }

    /// The test, if it can be run.
    pub fn checked(self) -> Result<Sprt, SprtError> {
        let risk = |r: f64| r > 0.0 && r < 1.0;
        if !(self.elo0.is_finite() && self.elo1.is_finite() && self.elo1 > self.elo0) {
            return Err(SprtError::Order { elo0: self.elo0, elo1: self.elo1 });
        }
        if !(risk(self.alpha) && risk(self.beta) && self.alpha + self.beta < 1.0) {
            return Err(SprtError::Risk { alpha: self.alpha, beta: self.beta });
        }
        Ok(self)
    }

    /// Wald's bounds: H0 is accepted at or below the first, H1 at or
    /// above the second (±2.94 at α = β = 0.05).
    pub fn bounds(&self) -> (f64, f64) {
        ((self.beta / (1.0 - self.alpha)).ln(), ((1.0 - self.beta) / self.alpha).ln())
    }

    /// The verdict for a log-likelihood ratio.
    pub fn verdict(&self, llr: f64) -> Verdict {
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Verdict::H1
        } else if llr <= lower {
            Verdict::H0
        } else {
            Verdict::Undecided
        }
    }
}

/// A's expected share of the points when it is `elo` stronger than each
/// of `b_seats` seats of B.
pub fn expected_score(elo: f64, b_seats: usize) -> f64 {
    1.0 / (1.0 + b_seats.max(1) as f64 * 10f64.powf(-elo / 400.0))
}

/// The Elo difference that gives A the share `score` against `b_seats`
/// seats of B (infinite at 0 and 1).
pub fn elo_of_score(score: f64, b_seats: usize) -> f64 {
    -400.0 * ((1.0 / score - 1.0) / b_seats.max(1) as f64).log10()
}

/// The generalised log-likelihood ratio of H1 (mean score `s1`) over H0
/// (`s0`) for `counts[j]` observations of the score `j / (len − 1)`: the
/// whole sample's, not a mean per observation. Zero counts count
/// [`ZERO_COUNT`].
pub fn llr(counts: &[f64], s0: f64, s1: f64) -> f64 {
    let steps = counts.len().saturating_sub(1).max(1) as f64;
    let counts: Vec<f64> = counts.iter().map(|&n| if n > 0.0 { n } else { ZERO_COUNT }).collect();
    let total: f64 = counts.iter().sum();
    let pdf: Vec<(f64, f64)> =
        counts.iter().enumerate().map(|(j, n)| (j as f64 / steps, n / total)).collect();
    let (l0, l1) = (projection(&pdf, s0), projection(&pdf, s1));
    // The projection onto mean s reweights p to p / (1 + λ(a − s)).
    let per: f64 = pdf.iter().map(|&(a, p)| p * ((1.0 + l0 * (a - s0)) / (1.0 + l1 * (a - s1))).ln()).sum();
    total * per
}

/// The λ of the maximum-likelihood distribution with mean `s` nearest the
/// empirical `pdf` (score, probability): the root of
/// Σ p(a − s) / (1 + λ(a − s)) = 0, which falls as λ grows, found by
/// bisection between the poles at −1/(1 − s) and 1/s.
fn projection(pdf: &[(f64, f64)], s: f64) -> f64 {
    let s = s.clamp(1e-9, 1.0 - 1e-9);
    let slope = |l: f64| pdf.iter().map(|&(a, p)| p * (a - s) / (1.0 + l * (a - s))).sum::<f64>();
    let (mut low, mut high) = (-1.0 / (1.0 - s), 1.0 / s);
    for _ in 0..200 {
        let mid = 0.5 * (low + high);
        if mid <= low || mid >= high {
            break;
        }
        if slope(mid) > 0.0 {
            low = mid;
        } else {
            high = mid;
        }
    }
    0.5 * (low + high)
}

/// Groups counted by A's points in halves of a game: `counts[j]` groups
/// gave A `j` half points (with two sides, the pentanomial N0 … N4).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    /// Groups by A's half points, 0 … 2 × sides.
    pub counts: Vec<u64>,
    /// Games in a group (the sides).
    pub sides: usize,
}

impl Tally {
    /// No groups yet, of `sides` games each.
    pub fn new(sides: usize) -> Tally {
        let sides = sides.max(1);
        Tally { counts: vec![0; 2 * sides + 1], sides }
    }

    /// Adds a group in which A got `half_points`.
    pub fn add(&mut self, half_points: usize) {
        if let Some(n) = self.counts.get_mut(half_points) {
            *n += 1;
        }
    }

    /// Groups counted.
    pub fn groups(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// The log-likelihood ratio of `sprt` over these groups.
    pub fn llr(&self, sprt: &Sprt) -> f64 {
        if self.groups() == 0 {
            return 0.0;
        }
        let b_seats = self.sides - 1;
        let counts: Vec<f64> = self.counts.iter().map(|&n| n as f64).collect();
        llr(&counts, expected_score(sprt.elo0, b_seats), expected_score(sprt.elo1, b_seats))
    }

    /// A's Elo from the groups' mean score, with a 95% interval from their
    /// spread (the groups are the independent trials).
    pub fn elo(&self) -> Option<EloEstimate> {
        let n = self.groups() as f64;
        if n < 1.0 {
            return None;
        }
        let steps = (self.counts.len() - 1) as f64;
        let score = |j: usize| j as f64 / steps;
        let mean = self.counts.iter().enumerate().map(|(j, &c)| c as f64 * score(j)).sum::<f64>() / n;
        let variance =
            self.counts.iter().enumerate().map(|(j, &c)| c as f64 * (score(j) - mean).powi(2)).sum::<f64>()
                / n;
        let half = Z_95 * (variance / n).sqrt();
        let b_seats = self.sides - 1;
        let elo = |s: f64| elo_of_score(s.clamp(1e-6, 1.0 - 1e-6), b_seats);
        Some(EloEstimate { elo: elo(mean), low: elo(mean - half), high: elo(mean + half), score: mean })
    }
}

/// A's Elo over B as the groups show it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloEstimate {
    /// The estimate.
    pub elo: f64,
    /// The 95% interval's lower end.
    pub low: f64,
    /// Its upper end.
    pub high: f64,
    /// A's mean share of a group's points, 0–1.
    pub score: f64,
}

/// A test run over a match's groups in their order: each group is counted
/// once every game of it is known, and the test stops at the first group
/// after which the LLR lies beyond a bound, or at the cap.
#[derive(Clone, Debug)]
pub struct Sequential {
    sprt: Sprt,
    tally: Tally,
    cap: u64,
    llr: f64,
}

impl Sequential {
    /// The test `sprt` over groups of `sides` games, at most `cap` groups.
    pub fn new(sprt: Sprt, sides: usize, cap: u64) -> Sequential {
        Sequential { sprt, tally: Tally::new(sides), cap, llr: 0.0 }
    }

    /// Counts the groups that follow the last one counted while every game
    /// of them is known: `half_points(i)` is A's half points in game `i`,
    /// `None` while it is not known. Stops once decided.
    pub fn advance(&mut self, half_points: impl Fn(u64) -> Option<usize>) {
        let sides = self.tally.sides as u64;
        while !self.finished() {
            let group = self.tally.groups();
            let games: Option<Vec<usize>> = (group * sides..(group + 1) * sides).map(&half_points).collect();
            let Some(games) = games else { break };
            self.tally.add(games.iter().sum());
            self.llr = self.tally.llr(&self.sprt);
        }
    }

    /// Whether the test has decided or reached its cap.
    pub fn finished(&self) -> bool {
        self.verdict() != Verdict::Undecided || self.tally.groups() >= self.cap
    }

    /// The verdict so far.
    pub fn verdict(&self) -> Verdict {
        self.sprt.verdict(self.llr)
    }

    /// The LLR over the groups counted.
    pub fn llr(&self) -> f64 {
        self.llr
    }

    /// The groups counted.
    pub fn tally(&self) -> &Tally {
        &self.tally
    }

    /// The test.
    pub fn sprt(&self) -> &Sprt {
        &self.sprt
    }

    /// The games the counted groups hold: the match's games up to here.
    pub fn games(&self) -> u64 {
        self.tally.groups() * self.tally.sides as u64
    }
}

impl fmt::Display for Sequential {
    /// The report's lines: the groups' tally, the LLR with its bounds, the
    /// verdict and the Elo.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = &self.tally;
        let counts: Vec<String> = t.counts.iter().map(u64::to_string).collect();
        if t.sides == 2 {
            writeln!(f, "pentanomial: {} (pairs scoring 0, 1/4, 1/2, 3/4, 1 for A)", counts.join(" "))?;
        } else {
            let top = 2 * t.sides;
            writeln!(f, "groups by A's half points: {} (0 … {top} of {top})", counts.join(" "))?;
        }
        let (lower, upper) = self.sprt.bounds();
        writeln!(f, "LLR: {:.2} ({lower:.2}, {upper:.2})", self.llr)?;
        let s = &self.sprt;
        let test = format!("[{}, {}], alpha {}, beta {}", s.elo0, s.elo1, s.alpha, s.beta);
        let unit = if t.sides == 2 { "pairs" } else { "groups" };
        let groups = t.groups();
        match self.verdict() {
            Verdict::H1 => writeln!(f, "SPRT: H1 accepted after {groups} {unit} ({test})")?,
            Verdict::H0 => writeln!(f, "SPRT: H0 accepted after {groups} {unit} ({test})")?,
            Verdict::Undecided => writeln!(f, "SPRT: undecided after {groups} {unit} ({test})")?,
        }
        match t.elo() {
            // A sweep's interval reaches a score of 1: no upper bound.
            Some(e) if e.high >= 1500.0 => writeln!(
                f,
                "Elo from the {unit}: {:+.1} (95% {:+.1} and up), A's score {:.1}%",
                e.elo,
                e.low,
                100.0 * e.score
            ),
            Some(e) => writeln!(
                f,
                "Elo from the {unit}: {:+.1} (95% {:+.1} to {:+.1}), A's score {:.1}%",
                e.elo,
                e.low,
                e.high,
                100.0 * e.score
            ),
            None => writeln!(f, "Elo from the {unit}: none yet"),
        }
    }
}

#[cfg(test)]
#[path = "sprt_tests.rs"]
mod tests;
