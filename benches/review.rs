//! Reviewing whole games as `malice-table review FILE` does, on two worker
//! threads: a 60-ply Malice game, a 150-ply Malefiz game and a 200-ply
//! Spite & Malice game, each played by the engine's Medium bots from fixed
//! seeds. The target is at most
//! 60 s a game on a 2-core machine. Each review takes many seconds, so the
//! bench takes criterion's fewest samples (10, plus one to warm up).
//! `cargo bench --bench review`.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test or a report stops loudly where its own setup breaks"
)]

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use malice_table::core::review::{Progress, review};
use malice_table::core::{Bot, Game, History, Level, StopSignal};
use malice_table::games::malefiz::review::MalefizJudge;
use malice_table::games::malefiz::{self, Board, Colour, Malefiz};
use malice_table::games::malice::review::MaliceJudge;
use malice_table::games::malice::{self, Malice, Players, Rules};
use malice_table::games::spite::review::SpiteJudge;
use malice_table::games::spite::{self, Spite};
use std::hint::black_box;
use std::time::Duration;

/// Worker threads: one per core of the 2-core machine the target is for.
const THREADS: usize = 2;
/// The Malice game's length.
const MALICE_PLIES: usize = 60;
/// The Malefiz game's length.
const MALEFIZ_PLIES: usize = 150;
/// The Spite & Malice game's length.
const SPITE_PLIES: usize = 200;

/// `start` played on by `bots` (one per seat) for up to `plies` moves.
fn played<G: Game>(start: G, bots: &mut [Box<dyn Bot<G>>], plies: usize) -> History<G> {
    let mut history = History::new(start);
    for _ in 0..plies {
        let Some(seat) = history.current().to_move() else { break };
        let view = history.current().view(seat);
        let mv = bots[seat].choose(&view, &StopSignal::never()).expect("a move");
        history.play(mv).expect("the bot's move is legal");
    }
    history
}

/// Two Medium bots, seeds 2 and 3, the first 60 plies of a two-player
/// game (it lasts 70).
fn malice_game() -> History<Malice> {
    let start = Malice::new(Rules { players: Players::Two, quiet_limit: 60 });
    let mut bots = vec![malice::bot::make_bot(Level::Club, 2), malice::bot::make_bot(Level::Club, 3)];
    let history = played(start, &mut bots, MALICE_PLIES);
    assert_eq!(history.cursor(), MALICE_PLIES, "the game lasts 60 plies");
    history
}

/// Red against Yellow on the classic board, dice seeded 3, two Medium
/// bots (seeds 1 and 2): the first 150 plies (75 turns: the rolls count)
/// of a game that lasts 480. Each playout runs to the end of the game,
/// so the start of a game is the dearest part to review.
fn malefiz_game() -> History<Malefiz> {
    let start = Malefiz::new(Board::classic(), &[Colour::Red, Colour::Yellow], None, 3).expect("a game");
    let mut bots = vec![malefiz::bot::make_bot(Level::Casual, 1), malefiz::bot::make_bot(Level::Casual, 2)];
    let history = played(start, &mut bots, MALEFIZ_PLIES);
    assert_eq!(history.cursor(), MALEFIZ_PLIES, "the game lasts 150 plies");
    history
}

/// Two Medium bots (seeds 1 and 2) play the first game of a match dealt
/// from seed 7, or the next seed whose game lasts 200 plies (a play to a
/// centre pile, a discard or an end of turn is a ply): its first 200.
fn spite_game() -> History<Spite> {
    (7..)
        .map(|seed| {
            let start = spite::Match::new(spite::Rules::default()).next_game(seed).expect("a deal");
            let mut bots =
                vec![spite::bot::make_bot(Level::Beginner, 1), spite::bot::make_bot(Level::Beginner, 2)];
            played(start, &mut bots, SPITE_PLIES)
        })
        .find(|history| history.cursor() == SPITE_PLIES)
        .expect("some deal lasts 200 plies")
}

fn reviews(c: &mut Criterion) {
    let mut group = c.benchmark_group("review");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_millis(1))
        .measurement_time(Duration::from_millis(1));
    let malice = malice_game();
    group.bench_function("malice 60 plies", |b| {
        b.iter(|| {
            review(
                black_box(&malice),
                &MaliceJudge::default(),
                THREADS,
                &Progress::default(),
                &StopSignal::never(),
            )
        })
    });
    let malefiz = malefiz_game();
    group.bench_function("malefiz 150 plies", |b| {
        b.iter(|| {
            review(
                black_box(&malefiz),
                &MalefizJudge::default(),
                THREADS,
                &Progress::default(),
                &StopSignal::never(),
            )
        })
    });
    let spite = spite_game();
    group.bench_function("spite 200 plies", |b| {
        b.iter(|| {
            review(
                black_box(&spite),
                &SpiteJudge::default(),
                THREADS,
                &Progress::default(),
                &StopSignal::never(),
            )
        })
    });
    group.finish();
}

criterion_group!(review_benches, reviews);
criterion_main!(review_benches);
