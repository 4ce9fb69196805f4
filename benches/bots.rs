//! One Hard decision per game, from a fixed mid-game position that makes
//! it think: the time a player waits for the bot (in a release build, one
//! core).
//! `cargo bench --bench bots`.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test or a report stops loudly where its own setup breaks"
)]

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use malice_table::core::{Game, Level, Rng, StopSignal};
use malice_table::games::malefiz::Malefiz;
use malice_table::games::malice::{Malice, Rules};
use malice_table::games::spite::{self, Spite};
use malice_table::games::{malefiz, malice};
use std::hint::black_box;
use std::time::Duration;

/// `game` after `plies` moves chosen by `pick` from the legal moves.
fn advanced<G: Game>(mut game: G, plies: usize, mut pick: impl FnMut(&[G::Move]) -> Option<G::Move>) -> G {
    let mut moves = Vec::new();
    for _ in 0..plies {
        moves.clear();
        game.legal_moves(&mut moves);
        let Some(mv) = pick(&moves) else { break };
        let mut next = game.clone();
        if next.play(&mv).is_err() || next.to_move().is_none() {
            break;
        }
        game = next;
    }
    game
}

/// A Spite & Malice turn whose search visits this many states is a busy one.
const BUSY_TURN_NODES: u32 = 2_000;
/// How far into the deal to look for one.
const SPITE_MAX_PLIES: u64 = 400;

fn strongest_moves(c: &mut Criterion) {
    let mut group = c.benchmark_group("strongest bot");
    group.sampling_mode(SamplingMode::Flat).sample_size(10).measurement_time(Duration::from_secs(10));

    // Malice: ten seeded random plies from the start.
    let mut rng = Rng::seeded(7);
    let malice_game = advanced(Malice::new(Rules::default()), 10, |moves| {
        moves.get(rng.below(moves.len() as u32) as usize).copied()
    });
    group.bench_function("malice", |b| {
        b.iter(|| {
            malice::bot::make_bot(Level::Champion, 1).choose(black_box(&malice_game), &StopSignal::never())
        })
    });

    // Malefiz: four colours close together, several captures for a 4 (the
    // heaviest position of the malefiz-timing report, examples/reports/malefiz.rs).
    let heavy =
        "classic r r:c5,g5,k4,2h g:e5,i5,2h,o4 y:m5,3h b:o5,q2,3h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";
    let malefiz_game = Malefiz::from_position(heavy).expect("a position").with_roll(4).expect("a die face");
    group.bench_function("malefiz", |b| {
        b.iter(|| {
            malefiz::bot::make_bot(Level::Expert, 1).choose(black_box(&malefiz_game), &StopSignal::never())
        })
    });

    // Spite & Malice: Hard against itself from a deal, up to the first turn
    // where Hard's search is busy (at least BUSY_TURN_NODES states). Most
    // decisions are a forced discard that takes microseconds; the bench
    // measures one that takes thought.
    let mut spite_game = Spite::new(spite::Rules::default(), 11);
    for ply in 0..SPITE_MAX_PLIES {
        let view = spite_game.view(spite_game.turn());
        if spite::bot::SearchBot::new(spite::bot::EXPERT_LIMITS, 1).think(&view, &StopSignal::never()).nodes
            >= BUSY_TURN_NODES
        {
            break;
        }
        let Some(mv) = spite::bot::make_bot(Level::Club, ply).choose(&view, &StopSignal::never()) else {
            break;
        };
        let mut next = spite_game.clone();
        if next.play(&mv).is_err() || next.is_over() {
            break;
        }
        spite_game = next;
    }
    let view = spite_game.view(spite_game.turn());
    group.bench_function("spite", |b| {
        b.iter(|| spite::bot::make_bot(Level::Club, 1).choose(black_box(&view), &StopSignal::never()))
    });
    group.finish();
}

criterion_group!(bots, strongest_moves);
criterion_main!(bots);
