//! Fits the Malice review's curve from scores to winning chances
//! (`games::malice::review::CHANCE_SCALE`), as `docs/review.md` describes:
//! bot games between two medium bots with different seeds, every position
//! scored by the review's search (for the side to move), paired with what
//! that side scored in the end (1, ½ or 0); the scale that makes the
//! logistic curve most likely on these pairs is printed.
//!
//! `cargo run --release --example fit_malice_curve [GAMES] [SEED]`
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test or a report stops loudly where its own setup breaks"
)]

use malice_table::core::review::logistic;
use malice_table::core::{Game, Level, Rng, StopSignal};
use malice_table::games::malice::bot::eval::WIN_BOUND;
use malice_table::games::malice::bot::{SearchLimits, make_bot, search};
use malice_table::games::malice::review::REVIEW_LIMITS;
use malice_table::games::malice::{Malice, Players, Rules, Side};

/// A lighter search than the review's, so the fit runs in minutes; it uses
/// the same evaluation, so its scores are on the same scale.
const FIT_LIMITS: SearchLimits =
    SearchLimits { max_depth: 4, nodes: 150_000, table_bits: 18, ..REVIEW_LIMITS };

/// (score for the side to move, what that side scored in the end).
fn one_game(seed: u64) -> Vec<(f64, f64)> {
    let mut game = Malice::new(Rules { players: Players::Two, quiet_limit: 60 });
    let mut bots = [make_bot(Level::Club, seed), make_bot(Level::Club, seed ^ 0x9e37)];
    let stop = StopSignal::never();
    let mut seen: Vec<(f64, Side)> = Vec::new();
    while let Some(seat) = game.to_move() {
        let report = search::search(&game, &FIT_LIMITS, &mut Rng::seeded(seed), &stop);
        if report.score.abs() < WIN_BOUND {
            seen.push((f64::from(report.score), game.seat_side(seat)));
        }
        let Some(mv) = bots[seat].choose(&game.view(seat), &stop) else { break };
        if game.play(&mv).is_err() {
            break;
        }
    }
    let Some(outcome) = game.outcome() else { return Vec::new() };
    seen.into_iter()
        .map(|(score, side)| {
            let seat = if side == Side::South { 0 } else { 1 };
            (score, malice_table::core::review::points(outcome, seat))
        })
        .collect()
}

/// The log-likelihood of the pairs under the curve with `scale`.
fn likelihood(pairs: &[(f64, f64)], scale: f64) -> f64 {
    pairs
        .iter()
        .map(|&(score, result)| {
            let p = logistic(score, scale).clamp(1e-9, 1.0 - 1e-9);
            result * p.ln() + (1.0 - result) * (1.0 - p).ln()
        })
        .sum()
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(40);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let pairs: Vec<(f64, f64)> = (0..games).flat_map(|g| one_game(seed.wrapping_add(g))).collect();
    // Golden-section search of the scale between 20 and 3,000 hundredths.
    let (mut lo, mut hi) = (20.0_f64, 3000.0_f64);
    let ratio = (5.0_f64.sqrt() - 1.0) / 2.0;
    for _ in 0..80 {
        let a = hi - ratio * (hi - lo);
        let b = lo + ratio * (hi - lo);
        if likelihood(&pairs, a) > likelihood(&pairs, b) { hi = b } else { lo = a }
    }
    let scale = (lo + hi) / 2.0;
    let wins = pairs.iter().filter(|p| p.1 == 1.0).count();
    println!("games {games}, positions {}, won by the side to move {wins}", pairs.len());
    println!(
        "scale {scale:.0} (log-likelihood {:.1}; at 0.5 each: {:.1})",
        likelihood(&pairs, scale),
        pairs.len() as f64 * 0.5f64.ln()
    );
    for score in [100.0, 200.0, 300.0, 500.0] {
        println!("a lead of {score:.0} → {:.0}%", 100.0 * logistic(score, scale));
    }
}
