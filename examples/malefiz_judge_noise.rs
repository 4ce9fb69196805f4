//! How much the Malefiz review's judgement of a decision depends on the
//! playouts' dice, as `docs/review.md` reports: the review bench's game
//! (Red against Yellow on the classic board, dice seeded 3, two Medium
//! bots, its first 150 plies) has every decision weighed again with
//! `RUNS` different sets of playout dice. Printed: the spread of the loss
//! of each decision between runs, and how many decisions get a different
//! mark in some run.
//!
//! `cargo run --release --example malefiz_judge_noise [RUNS] [PLIES]`
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test or a report stops loudly where its own setup breaks"
)]

use malice_table::core::review::{Judge, Mark};
use malice_table::core::{Game, Level, StopSignal};
use malice_table::games::malefiz::review::MalefizJudge;
use malice_table::games::malefiz::{Board, Colour, Malefiz, bot};

/// The bench's game: `plies` moves of two Medium bots.
fn game(plies: usize) -> Vec<(Malefiz, <Malefiz as Game>::Move)> {
    let mut state = match Malefiz::new(Board::classic(), &[Colour::Red, Colour::Yellow], None, 3) {
        Ok(state) => state,
        Err(e) => panic!("the bench's game sets up: {e}"),
    };
    let mut bots = [bot::make_bot(Level::Casual, 1), bot::make_bot(Level::Casual, 2)];
    let mut decisions = Vec::new();
    for _ in 0..plies {
        let Some(seat) = state.to_move() else { break };
        let Some(mv) = bots[seat].choose(&state.view(seat), &StopSignal::never()) else { break };
        decisions.push((state.clone(), mv));
        if state.play(&mv).is_err() {
            break;
        }
    }
    decisions
}

/// The loss of each judged decision (`None`: not judged), with the
/// playouts' dice drawn from `run`.
fn losses(decisions: &[(Malefiz, <Malefiz as Game>::Move)], run: u64) -> Vec<Option<f64>> {
    let judge = MalefizJudge { luck_playouts: 0, ..MalefizJudge::default() };
    let stop = StopSignal::never();
    let weigh = |(before, mv): &(Malefiz, <Malefiz as Game>::Move)| {
        let mut before = before.clone();
        // Only the playouts' dice change: the judge draws them from here.
        if run > 0 {
            before.set_seed(before.rng().clone().next_u64() ^ run.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        }
        judge.weigh(&before, mv, &stop).map(|v| v.loss())
    };
    let half = decisions.len() / 2;
    std::thread::scope(|s| {
        let first = s.spawn(|| decisions[..half].iter().map(weigh).collect::<Vec<_>>());
        let mut out = decisions[half..].iter().map(weigh).collect::<Vec<_>>();
        let mut all = first.join().unwrap_or_default();
        all.append(&mut out);
        all
    })
}

fn main() {
    let mut args = std::env::args().skip(1);
    let runs: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
    let plies: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(150);
    let decisions = game(plies);
    let runs: Vec<Vec<Option<f64>>> = (0..runs).map(|run| losses(&decisions, run)).collect();
    let (mut judged, mut changed, mut spread_sum, mut deviations) = (0, 0, 0.0, Vec::new());
    for i in 0..decisions.len() {
        let values: Vec<f64> = runs.iter().filter_map(|r| r[i]).collect();
        if values.len() < runs.len() {
            continue;
        }
        judged += 1;
        let mean = values.iter().sum::<f64>() / values.len() as f64;
        let max = values.iter().copied().fold(f64::MIN, f64::max);
        let min = values.iter().copied().fold(f64::MAX, f64::min);
        spread_sum += max - min;
        deviations.extend(values.iter().map(|v| (v - mean).powi(2)));
        let marks: Vec<Option<Mark>> = values.iter().map(|&v| Mark::for_loss(v)).collect();
        if marks.iter().any(|m| *m != marks[0]) {
            changed += 1;
            println!(
                "ply {:>3}: losses {:?}",
                i + 1,
                values.iter().map(|v| (v * 1000.0).round() / 10.0).collect::<Vec<_>>()
            );
        }
    }
    let sd = (deviations.iter().sum::<f64>() / deviations.len().max(1) as f64).sqrt();
    println!(
        "{judged} decisions judged in {} runs: loss spread (max - min) {:.1} points on average, standard deviation {:.1} points; {changed} decisions ({:.0}%) marked differently in some run",
        runs.len(),
        100.0 * spread_sum / judged.max(1) as f64,
        100.0 * sd,
        100.0 * changed as f64 / judged.max(1) as f64
    );
}
