//! Elo ratings from match results by maximum likelihood (the
//! Bradley–Terry model), with a 95% interval for each rating.
//!
//! Each player `i` has a strength `θᵢ`; in a game of `i` against `m`
//! copies of `j` (a two-player game has `m` = 1; in a four-player Malefiz
//! game one bot faces three seats of the other), `i` wins with probability
//! `σ(θᵢ − θⱼ − ln m)`, the logistic function: Luce's choice model, in
//! which every seat of equal strength is as likely to win. A draw counts
//! as half a win to each. Ratings are `θ` on the Elo scale (400 / ln 10
//! points per unit of `θ`), the first player anchored at 0.
//!
//! The likelihood is maximised by Newton's method; the interval is ±1.96
//! standard errors from the inverse of the information matrix (the
//! negative Hessian at the maximum) with the anchor held fixed, so it says
//! how well each rating is known *relative to the anchor*. Every pairing
//! also counts [`PRIOR_GAMES`] drawn games, which keeps a rating finite
//! when one player won every game against everyone it met.

use std::fmt;

/// Elo points per unit of the model's strength.
pub const ELO_PER_UNIT: f64 = 400.0 / std::f64::consts::LN_10;
/// Drawn games added to every pairing (see the module's documentation).
pub const PRIOR_GAMES: f64 = 1.0;
/// The normal distribution's 97.5% point: ±this many standard errors is a
/// 95% interval.
const Z_95: f64 = 1.959_964;
/// Newton's method stops when no strength moves more than this.
const TOLERANCE: f64 = 1e-9;
/// … or after this many steps.
const MAX_STEPS: usize = 200;

/// The games two players played against each other.
#[derive(Clone, Debug, PartialEq)]
pub struct Pairing {
    /// The first player's index.
    pub a: usize,
    /// The second player's index.
    pub b: usize,
    /// Seats the second player held for each one of the first's (1 in a
    /// two-player game).
    pub b_seats: usize,
    /// Games played.
    pub games: f64,
    /// The first player's points: a win 1, a draw ½.
    pub a_points: f64,
}

/// A player's rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// Elo, the anchor at 0.
    pub elo: f64,
    /// Half the width of the 95% interval, in Elo (0 for the anchor).
    pub margin: f64,
}

/// Why ratings cannot be worked out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RatingError {
    /// A pairing names a player past the last, or a player against itself.
    BadPairing(usize),
    /// Some players are not linked to the anchor by games: their ratings
    /// would mean nothing.
    NotConnected(Vec<usize>),
}

impl fmt::Display for RatingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RatingError::BadPairing(i) => write!(f, "pairing {i} does not name two different players"),
            RatingError::NotConnected(players) => {
                write!(f, "players {players:?} never meet the first player, even through others")
            }
        }
    }
}

impl std::error::Error for RatingError {}

/// The ratings of `players` players from `pairings`, player 0 anchored at 0.
pub fn ratings(players: usize, pairings: &[Pairing]) -> Result<Vec<Rating>, RatingError> {
    for (i, p) in pairings.iter().enumerate() {
        if p.a >= players || p.b >= players || p.a == p.b {
            return Err(RatingError::BadPairing(i));
        }
    }
    let unlinked = unlinked(players, pairings);
    if !unlinked.is_empty() {
        return Err(RatingError::NotConnected(unlinked));
    }
    let mut theta = vec![0.0; players];
    for _ in 0..MAX_STEPS {
        let (gradient, hessian) = derivatives(&theta, pairings);
        // The anchor stays at 0: solve for the others only.
        let step = solve(&negated(&minor(&hessian)), &gradient[1..]);
        let Some(step) = step else { break };
        let largest = step.iter().fold(0.0_f64, |m, s| m.max(s.abs()));
        for (t, s) in theta[1..].iter_mut().zip(&step) {
            *t += s;
        }
        if largest < TOLERANCE {
            break;
        }
    }
    let (_, hessian) = derivatives(&theta, pairings);
    let covariance = invert(&negated(&minor(&hessian)));
    Ok(theta
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let variance =
                if i == 0 { 0.0 } else { covariance.as_ref().map_or(f64::NAN, |c| c[i - 1][i - 1]) };
            Rating { elo: t * ELO_PER_UNIT, margin: Z_95 * variance.max(0.0).sqrt() * ELO_PER_UNIT }
        })
        .collect())
}

/// The players not linked to player 0 by any chain of pairings.
fn unlinked(players: usize, pairings: &[Pairing]) -> Vec<usize> {
    let mut linked = vec![false; players];
    if let Some(first) = linked.first_mut() {
        *first = true;
    }
    let mut grew = true;
    while grew {
        grew = false;
        for p in pairings.iter().filter(|p| p.games > 0.0) {
            if linked[p.a] != linked[p.b] {
                linked[p.a] = true;
                linked[p.b] = true;
                grew = true;
            }
        }
    }
    (0..players).filter(|&i| !linked[i]).collect()
}

/// The log-likelihood's gradient and Hessian at `theta` (the prior's
/// drawn games included).
fn derivatives(theta: &[f64], pairings: &[Pairing]) -> (Vec<f64>, Vec<Vec<f64>>) {
    let n = theta.len();
    let mut gradient = vec![0.0; n];
    let mut hessian = vec![vec![0.0; n]; n];
    for p in pairings.iter().filter(|p| p.games > 0.0) {
        let games = p.games + PRIOR_GAMES;
        let points = p.a_points + PRIOR_GAMES / 2.0;
        let offset = (p.b_seats.max(1) as f64).ln();
        let chance = logistic(theta[p.a] - theta[p.b] - offset);
        let pull = points - games * chance;
        let weight = games * chance * (1.0 - chance);
        gradient[p.a] += pull;
        gradient[p.b] -= pull;
        hessian[p.a][p.a] -= weight;
        hessian[p.b][p.b] -= weight;
        hessian[p.a][p.b] += weight;
        hessian[p.b][p.a] += weight;
    }
    (gradient, hessian)
}

/// The chance of the first player winning when it is `x` stronger.
pub fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The expected score of a player `elo` points stronger than its opponent.
pub fn expected_score(elo: f64) -> f64 {
    logistic(elo / ELO_PER_UNIT)
}

/// The matrix without its first row and column (the anchor's).
fn minor(m: &[Vec<f64>]) -> Vec<Vec<f64>> {
    m.iter().skip(1).map(|row| row[1..].to_vec()).collect()
}

fn negated(m: &[Vec<f64>]) -> Vec<Vec<f64>> {
    m.iter().map(|row| row.iter().map(|x| -x).collect()).collect()
}

/// `x` with `a x = b`, by Gaussian elimination with partial pivoting;
/// `None` when `a` is singular.
fn solve(a: &[Vec<f64>], b: &[f64]) -> Option<Vec<f64>> {
    let n = b.len();
    let mut m: Vec<Vec<f64>> =
        a.iter().zip(b).map(|(row, &v)| row.iter().copied().chain([v]).collect()).collect();
    for col in 0..n {
        let pivot = (col..n).max_by(|&i, &j| m[i][col].abs().total_cmp(&m[j][col].abs()))?;
        if m[pivot][col].abs() < 1e-12 {
            return None;
        }
        m.swap(col, pivot);
        let pivot_row = m[col].clone();
        for (r, row) in m.iter_mut().enumerate() {
            if r != col {
                let factor = row[col] / pivot_row[col];
                for (x, p) in row.iter_mut().zip(&pivot_row).skip(col) {
                    *x -= factor * p;
                }
            }
        }
    }
    Some((0..n).map(|i| m[i][n] / m[i][i]).collect())
}

/// The inverse of `a`, column by column; `None` when it is singular.
fn invert(a: &[Vec<f64>]) -> Option<Vec<Vec<f64>>> {
    let n = a.len();
    let columns: Option<Vec<Vec<f64>>> = (0..n)
        .map(|c| {
            let unit: Vec<f64> = (0..n).map(|r| if r == c { 1.0 } else { 0.0 }).collect();
            solve(a, &unit)
        })
        .collect();
    let columns = columns?;
    Some((0..n).map(|r| (0..n).map(|c| columns[c][r]).collect()).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairing(a: usize, b: usize, games: f64, a_points: f64) -> Pairing {
        Pairing { a, b, b_seats: 1, games, a_points }
    }

    #[test]
    fn a_player_scoring_three_quarters_is_about_191_elo_stronger() {
        // With many games the prior's one draw hardly counts.
        let r = ratings(2, &[pairing(1, 0, 100_000.0, 75_000.0)]).expect("rated");
        assert_eq!(r[0], Rating { elo: 0.0, margin: 0.0 });
        assert!((r[1].elo - 190.85).abs() < 0.5, "{r:?}");
        assert!(r[1].margin > 0.0 && r[1].margin < 5.0, "{r:?}");
        assert!((expected_score(r[1].elo) - 0.75).abs() < 1e-3);
    }

    #[test]
    fn the_interval_narrows_as_games_grow() {
        let few = ratings(2, &[pairing(0, 1, 40.0, 10.0)]).expect("rated");
        let many = ratings(2, &[pairing(0, 1, 400.0, 100.0)]).expect("rated");
        assert!(few[1].margin > 2.5 * many[1].margin, "{few:?} {many:?}");
        // 400 games at 75%: a standard error of 1/√(400 × ¾ × ¼) in
        // strength, about ±39 Elo.
        assert!((many[1].margin - 39.3).abs() < 1.0, "{many:?}");
    }

    #[test]
    fn a_chain_of_steps_adds_up_and_next_but_one_games_agree() {
        // 0 < 1 < 2, each step 75%, and 2 beats 0 as two steps predict.
        let two_steps = expected_score(2.0 * 190.85);
        let pairings = [
            pairing(1, 0, 10_000.0, 7_500.0),
            pairing(2, 1, 10_000.0, 7_500.0),
            pairing(2, 0, 10_000.0, 10_000.0 * two_steps),
        ];
        let r = ratings(3, &pairings).expect("rated");
        assert!((r[1].elo - 190.85).abs() < 2.0, "{r:?}");
        assert!((r[2].elo - 381.7).abs() < 3.0, "{r:?}");
    }

    #[test]
    fn one_bot_against_three_seats_is_even_at_a_quarter() {
        let even = Pairing { a: 1, b: 0, b_seats: 3, games: 100_000.0, a_points: 25_000.0 };
        let r = ratings(2, &[even]).expect("rated");
        assert!(r[1].elo.abs() < 1.0, "{r:?}");
    }

    #[test]
    fn winning_every_game_still_gives_a_finite_rating() {
        let r = ratings(2, &[pairing(1, 0, 400.0, 400.0)]).expect("rated");
        assert!(r[1].elo.is_finite() && r[1].elo > 800.0, "{r:?}");
        assert!(r[1].margin.is_finite());
    }

    #[test]
    fn players_who_never_meet_the_anchor_are_named() {
        let pairings = [pairing(0, 1, 10.0, 5.0), pairing(2, 3, 10.0, 5.0)];
        assert_eq!(ratings(4, &pairings), Err(RatingError::NotConnected(vec![2, 3])));
        assert_eq!(ratings(2, &[pairing(0, 0, 1.0, 1.0)]), Err(RatingError::BadPairing(0)));
        assert_eq!(ratings(2, &[pairing(0, 2, 1.0, 1.0)]), Err(RatingError::BadPairing(0)));
    }
}
