//! Rules-engine speed: Malice perft from the start, and random playouts of
//! Malefiz (classic and fast boards) and Spite & Malice.
//! `cargo bench --bench engines`; Criterion prints elements (nodes or
//! moves) per second.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test or a report stops loudly where its own setup breaks"
)]

use criterion::{BatchSize, Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use malice_table::core::{Game, Rng};
use malice_table::games::malefiz::{Board, Colour, Malefiz};
use malice_table::games::malice::{self, Malice, Rules};
use malice_table::games::spite::{self, Spite};
use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;

/// Moves after which a random game is cut off (none gets near it).
const MAX_PLIES: usize = 100_000;

/// Plays uniformly random legal moves to the end; returns the moves played.
fn random_playout<G: Game>(mut game: G, rng: &mut Rng) -> usize {
    let mut moves = Vec::new();
    for ply in 0..MAX_PLIES {
        if game.to_move().is_none() {
            return ply;
        }
        moves.clear();
        game.legal_moves(&mut moves);
        let Some(mv) = moves.get(rng.below(moves.len() as u32) as usize) else { return ply };
        if game.play(mv).is_err() {
            return ply;
        }
    }
    MAX_PLIES
}

/// The average length of `games` random playouts, for the throughput.
fn mean_length<G: Game>(deal: impl Fn(u64) -> G, games: u64) -> u64 {
    let mut rng = Rng::seeded(1);
    let total: usize = (0..games).map(|seed| random_playout(deal(seed), &mut rng)).sum();
    (total as u64 / games).max(1)
}

fn malice_perft(c: &mut Criterion) {
    let start = Malice::new(Rules::default());
    let nodes = malice::perft(&start, 5);
    let mut group = c.benchmark_group("malice");
    group.sampling_mode(SamplingMode::Flat).sample_size(10).measurement_time(Duration::from_secs(8));
    group.throughput(Throughput::Elements(nodes));
    group.bench_function("perft 5 from the start", |b| b.iter(|| malice::perft(black_box(&start), 5)));
    group.finish();
}

fn playouts<G: Game>(c: &mut Criterion, group_name: &str, name: &str, deal: impl Fn(u64) -> G + Copy) {
    let mut group = c.benchmark_group(group_name);
    // Throughput in moves, from the average length of random games.
    group.throughput(Throughput::Elements(mean_length(deal, 50)));
    let mut seed = 0u64;
    let mut rng = Rng::seeded(2);
    group.bench_function(name, |b| {
        b.iter_batched(
            || {
                seed += 1;
                deal(seed)
            },
            |game| random_playout(game, &mut rng),
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

fn malefiz_game(board: &Arc<Board>, seed: u64) -> Malefiz {
    Malefiz::new(Arc::clone(board), &[Colour::Red, Colour::Yellow], None, seed).expect("a two-player setup")
}

fn malefiz_playouts(c: &mut Criterion) {
    let classic = Board::classic();
    let fast = Board::fast();
    playouts(c, "malefiz", "random playout, classic board", |seed| malefiz_game(&classic, seed));
    playouts(c, "malefiz", "random playout, fast board", |seed| malefiz_game(&fast, seed));
}

fn spite_playouts(c: &mut Criterion) {
    playouts(c, "spite", "random playout", |seed| Spite::new(spite::Rules::default(), seed));
}

criterion_group!(engines, malice_perft, malefiz_playouts, spite_playouts);
criterion_main!(engines);
