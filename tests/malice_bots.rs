//! The Malice bots: legal, deterministic, sensible in hand-made positions,
//! and stronger level by level. The strength report at the end is ignored
//! by default; run it in release:
//! `cargo test --release --test malice_bots -- --ignored --nocapture`.

use malice_table::core::{Bot, Game, Level, Outcome, Rng, Stop};
use malice_table::games::malice::bot::{EasyBot, HARD_LIMITS, SearchBot, SearchLimits, Weights, make_bot};
use malice_table::games::malice::{Malice, Move, Rules, Side};
use std::time::{Duration, Instant};

/// Hard's search with a budget small enough for the dev profile.
const QUICK_HARD: SearchLimits = SearchLimits { nodes: 20_000, table_bits: 16, ..HARD_LIMITS };

fn position(text: &str) -> Malice {
    Malice::from_position(text, Rules::default()).expect("a position")
}

fn mv(game: &Malice, text: &str) -> Move {
    game.parse_move(text).expect("a legal move")
}

/// A position reached by `plies` seeded random moves from the start (fewer
/// if the game ends first).
fn random_position(rules: Rules, plies: usize, rng: &mut Rng) -> Malice {
    let mut game = Malice::new(rules);
    let mut moves = Vec::new();
    for _ in 0..plies {
        moves.clear();
        game.legal_moves(&mut moves);
        let Some(&last) = moves.last() else { break };
        let pick = moves.get(rng.below(moves.len() as u32) as usize).copied().unwrap_or(last);
        let mut next = game.clone();
        next.play(&pick).expect("a legal move");
        if next.to_move().is_none() {
            break;
        }
        game = next;
    }
    game
}

fn assert_legal(game: &Malice, chosen: Option<Move>, who: &str) {
    let chosen = chosen.unwrap_or_else(|| panic!("{who} gave no move in {game:?}"));
    assert!(game.is_legal(&chosen), "{who} chose illegal {chosen} in {game:?}");
}

#[test]
fn every_level_moves_legally_from_the_start() {
    for rules in [Rules::default(), Rules::four_players()] {
        let start = Malice::new(rules);
        for level in Level::ALL {
            assert_legal(&start, make_bot(level, 1).choose(&start, &Stop::never()), level.name());
        }
    }
}

#[test]
fn every_level_moves_legally_from_random_positions() {
    let mut rng = Rng::seeded(2024);
    for rules in [Rules::default(), Rules::four_players()] {
        for i in 0..12 {
            let plies = 4 + rng.below(50) as usize;
            let game = random_position(rules, plies, &mut rng);
            assert_legal(&game, make_bot(Level::Easy, i).choose(&game, &Stop::never()), "easy");
            assert_legal(&game, make_bot(Level::Medium, i).choose(&game, &Stop::never()), "medium");
            assert_legal(&game, SearchBot::new(QUICK_HARD, i).choose(&game, &Stop::never()), "hard (quick)");
            if i < 2 {
                assert_legal(&game, make_bot(Level::Hard, i).choose(&game, &Stop::never()), "hard");
            }
        }
    }
}

#[test]
fn a_finished_game_gets_no_move() {
    let over = position("4/4/4/4/4/4/4/l3|4/4/4/4/4/4/4/4 N 0-2 0");
    for level in Level::ALL {
        assert_eq!(make_bot(level, 3).choose(&over, &Stop::never()), None);
    }
}

#[test]
fn the_same_seed_gives_the_same_move() {
    let mut rng = Rng::seeded(77);
    for rules in [Rules::default(), Rules::four_players()] {
        for _ in 0..4 {
            let game = random_position(rules, 10 + rng.below(30) as usize, &mut rng);
            for level in [Level::Easy, Level::Medium] {
                let a = make_bot(level, 9).choose(&game, &Stop::never());
                let b = make_bot(level, 9).choose(&game, &Stop::never());
                assert_eq!(a, b, "{level} in {game:?}");
            }
            let a = SearchBot::new(QUICK_HARD, 9).think(&game, &Stop::never());
            let b = SearchBot::new(QUICK_HARD, 9).think(&game, &Stop::never());
            assert_eq!(a, b, "hard in {game:?}");
        }
    }
}

#[test]
fn different_seeds_vary_the_easy_bot() {
    let start = Malice::new(Rules::default());
    let moves: std::collections::BTreeSet<String> = (0..20)
        .filter_map(|seed| make_bot(Level::Easy, seed).choose(&start, &Stop::never()))
        .map(|m| m.to_string())
        .collect();
    assert!(moves.len() > 2, "easy always plays one of {moves:?}");
}

/// Lb1xb6 takes North's last piece in L-North: the quadrant is empty and
/// South wins 3–0.
const GAME_WINNING_CAPTURE: &str = "4/4/1l2/4/4/4/4/1l1s|s3/4/4/4/4/4/4/s3 S 0-0 0";

#[test]
fn hard_takes_a_capture_that_wins_the_game() {
    let game = position(GAME_WINNING_CAPTURE);
    for seed in 0..3 {
        let report = SearchBot::new(QUICK_HARD, seed).think(&game, &Stop::never());
        assert_eq!(report.best, Some(mv(&game, "Lb1xb6")), "{report:?}");
        assert!(report.score > 20_000, "a proven win: {report:?}");
    }
    assert_eq!(make_bot(Level::Hard, 0).choose(&game, &Stop::never()), Some(mv(&game, "Lb1xb6")));
}

/// The same capture, but South is behind 0–2: taking the small piece ends
/// the game at 1–2, a loss.
const LOSING_CAPTURE: &str = "4/4/1s2/4/4/4/4/1l1s|s3/4/4/4/4/4/4/s3 S 0-2 0";

#[test]
fn hard_does_not_end_the_game_while_behind() {
    let game = position(LOSING_CAPTURE);
    let losing = mv(&game, "Lb1xb6");
    for seed in 0..3 {
        let report = SearchBot::new(QUICK_HARD, seed).think(&game, &Stop::never());
        assert_ne!(report.best, Some(losing), "{report:?}");
    }
    assert_ne!(make_bot(Level::Hard, 0).choose(&game, &Stop::never()), Some(losing));
    assert_ne!(make_bot(Level::Medium, 0).choose(&game, &Stop::never()), Some(losing));
}

/// The medium piece on Lb4 can take the large piece on La6 or the small one
/// on Lc6; either way it teleports home and nothing can take back.
const BIG_OR_SMALL: &str = "3s/4/l1s1/4/1m2/4/4/3s|s3/4/4/4/4/4/4/s3 S 0-0 0";

#[test]
fn hard_takes_the_bigger_piece() {
    let game = position(BIG_OR_SMALL);
    for seed in 0..3 {
        let report = SearchBot::new(QUICK_HARD, seed).think(&game, &Stop::never());
        assert_eq!(report.best, Some(mv(&game, "Lb4xa6")), "{report:?}");
    }
}

#[test]
fn easy_grabs_a_capture_most_of_the_time() {
    let game = position(BIG_OR_SMALL);
    let big = mv(&game, "Lb4xa6");
    let grabbed = (0..40)
        .filter(|&seed| make_bot(Level::Easy, seed).choose(&game, &Stop::never()) == Some(big))
        .count();
    assert!((20..40).contains(&grabbed), "took the large piece {grabbed} times in 40");
}

/// Which team won a finished game.
fn winner(game: &Malice) -> Option<Side> {
    match game.outcome()? {
        Outcome::Win(seats) => seats.iter().next().map(|seat| game.seat_side(seat)),
        Outcome::Draw => None,
    }
}

/// How one game of a match went.
struct GameResult {
    winner: Option<Side>,
    /// Seconds per decision of the first bot.
    first_times: Vec<f64>,
}

/// Plays one game: `opening` random plies (seeded), then `first` for South
/// (or North if `first_is_north`) against `second`. Bots are made fresh for
/// each move, as the app does.
fn play_game(
    rules: Rules,
    first: &dyn Fn(u64) -> Box<dyn Bot<Malice>>,
    second: &dyn Fn(u64) -> Box<dyn Bot<Malice>>,
    first_is_north: bool,
    seed: u64,
    opening: usize,
) -> GameResult {
    let mut rng = Rng::seeded(seed);
    let mut game = random_position(rules, opening, &mut rng);
    let mut first_times = Vec::new();
    let mut ply = 0u64;
    while let Some(seat) = game.to_move() {
        let first_to_move = (game.seat_side(seat) == Side::North) == first_is_north;
        let bot_seed = seed.wrapping_mul(1_000_003).wrapping_add(ply);
        let started = Instant::now();
        let chosen = if first_to_move { first(bot_seed) } else { second(bot_seed) }
            .choose(&game, &Stop::after(Duration::from_secs(5)));
        if first_to_move {
            first_times.push(started.elapsed().as_secs_f64());
        }
        let chosen = chosen.expect("a move");
        game.play(&chosen).expect("a legal move");
        ply += 1;
    }
    GameResult { winner: winner(&game), first_times }
}

/// Wins, draws and losses of `first` over `games` games, colours swapped
/// every other game (each opening is played from both sides).
fn run_match(
    rules: Rules,
    first: &dyn Fn(u64) -> Box<dyn Bot<Malice>>,
    second: &dyn Fn(u64) -> Box<dyn Bot<Malice>>,
    games: u64,
    opening: usize,
) -> ([u32; 3], Vec<f64>) {
    let mut tally = [0; 3];
    let mut times = Vec::new();
    for g in 0..games {
        let first_is_north = g % 2 == 1;
        let result = play_game(rules, first, second, first_is_north, 1000 + g / 2, opening);
        let first_side = if first_is_north { Side::North } else { Side::South };
        match result.winner {
            Some(side) if side == first_side => tally[0] += 1,
            None => tally[1] += 1,
            Some(_) => tally[2] += 1,
        }
        times.extend(result.first_times);
    }
    (tally, times)
}

#[test]
fn quick_hard_beats_easy() {
    let hard = |seed| {
        Box::new(SearchBot::new(SearchLimits { nodes: 4_000, ..QUICK_HARD }, seed)) as Box<dyn Bot<Malice>>
    };
    let easy = |seed| Box::new(EasyBot::new(seed)) as Box<dyn Bot<Malice>>;
    let rules = Rules { quiet_limit: 30, ..Rules::default() };
    let ([won, drawn, lost], _) = run_match(rules, &hard, &easy, 8, 2);
    assert!(won >= 6, "hard won {won}, drew {drawn}, lost {lost} of 8");
}

fn report(name: &str, tally: [u32; 3]) {
    let [w, d, l] = tally;
    let n = f64::from(w + d + l);
    let score = (f64::from(w) + 0.5 * f64::from(d)) / n;
    println!("{name}: {w} won, {d} drawn, {l} lost of {n} — score {:.0}%", 100.0 * score);
}

/// The strength report: level against level in release, and Hard's time per
/// move. MALICE_GAMES sets the games per pairing, MALICE_PLAYERS=2 or 4
/// plays only that variant.
#[test]
#[ignore = "slow: a strength report, run in release"]
fn strength_report() {
    let games = std::env::var("MALICE_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(40);
    let level = |l: Level| move |seed| make_bot(l, seed);
    let players = std::env::var("MALICE_PLAYERS").unwrap_or_default();
    let mut all = vec![Rules::default(), Rules::four_players()];
    all.retain(|r| players.is_empty() || players == r.players.seat_count().to_string());
    for rules in all {
        println!("— {:?} players —", rules.players);
        let (tally, times) = run_match(rules, &level(Level::Hard), &level(Level::Medium), games, 4);
        report("hard vs medium", tally);
        let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
        let max = times.iter().copied().fold(0.0, f64::max);
        println!("hard: {} moves, {:.3} s mean, {:.3} s max", times.len(), mean, max);
        let (tally, _) = run_match(rules, &level(Level::Medium), &level(Level::Easy), games, 4);
        report("medium vs easy", tally);
        let (tally, _) = run_match(rules, &level(Level::Hard), &level(Level::Easy), games / 2, 4);
        report("hard vs easy", tally);
    }
}

/// Reads weight changes like `their_best_threat=40,safe_move=5`.
fn tuned(spec: &str) -> Weights {
    let mut w = Weights::DEFAULT;
    for part in spec.split(',').filter(|p| !p.is_empty()) {
        let (name, value) = part.split_once('=').expect("name=value");
        let value: i32 = value.trim().parse().expect("a number");
        let field = match name.trim() {
            "their_best_threat" => &mut w.their_best_threat,
            "their_other_threats" => &mut w.their_other_threats,
            "our_best_threat" => &mut w.our_best_threat,
            "our_other_threats" => &mut w.our_other_threats,
            "safe_move" => &mut w.safe_move,
            "safe_move_cap" => &mut w.safe_move_cap,
            "no_safe_move" => &mut w.no_safe_move,
            "piece" => &mut w.piece,
            "lock_in" => &mut w.lock_in,
            other => panic!("no weight {other}"),
        };
        *field = value;
    }
    w
}

/// Hard with changed weights (MALICE_TUNE) at MALICE_NODES nodes a move
/// against Hard with the defaults at MALICE_BASE_NODES (the same unless
/// set), for tuning the evaluation and the budget.
#[test]
#[ignore = "slow: an evaluation-tuning match, run in release"]
fn tuning_match() {
    let spec = std::env::var("MALICE_TUNE").unwrap_or_default();
    let games = std::env::var("MALICE_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(40);
    let nodes = std::env::var("MALICE_NODES").ok().and_then(|v| v.parse().ok()).unwrap_or(100_000);
    let four = std::env::var("MALICE_FOUR").is_ok();
    let base_nodes = std::env::var("MALICE_BASE_NODES").ok().and_then(|v| v.parse().ok()).unwrap_or(nodes);
    let base = SearchLimits { nodes: base_nodes, ..HARD_LIMITS };
    let variant = SearchLimits { nodes, weights: tuned(&spec), ..HARD_LIMITS };
    let first = move |seed| Box::new(SearchBot::new(variant, seed)) as Box<dyn Bot<Malice>>;
    let second = move |seed| Box::new(SearchBot::new(base, seed)) as Box<dyn Bot<Malice>>;
    let rules = if four { Rules::four_players() } else { Rules::default() };
    let (tally, _) = run_match(rules, &first, &second, games, 4);
    report(&format!("[{spec}] vs default"), tally);
}

/// Hard's depth, nodes and time from positions of real games (Medium
/// against Medium), every fifth ply.
#[test]
#[ignore = "slow: a timing report, run in release"]
fn hard_timing_report() {
    for rules in [Rules::default(), Rules::four_players()] {
        let mut depths = Vec::new();
        let mut times = Vec::new();
        let mut nodes = Vec::new();
        for g in 0..6u64 {
            let mut rng = Rng::seeded(g);
            let mut game = random_position(rules, 2, &mut rng);
            let mut ply = 0u64;
            while game.to_move().is_some() {
                if ply.is_multiple_of(5) {
                    let started = Instant::now();
                    let report = SearchBot::new(HARD_LIMITS, ply).think(&game, &Stop::never());
                    times.push(started.elapsed().as_secs_f64());
                    depths.push(report.depth);
                    nodes.push(report.nodes);
                }
                let chosen =
                    make_bot(Level::Medium, g * 1000 + ply).choose(&game, &Stop::never()).expect("a move");
                game.play(&chosen).expect("legal");
                ply += 1;
            }
        }
        let n = times.len().max(1) as f64;
        let mean = times.iter().sum::<f64>() / n;
        let max = times.iter().copied().fold(0.0, f64::max);
        let mean_depth = depths.iter().map(|&d| f64::from(d)).sum::<f64>() / n;
        let mean_nodes = nodes.iter().sum::<u64>() as f64 / n;
        println!(
            "{:?} players: {} positions, {:.3} s mean, {:.3} s max, depth {:.1} mean ({}–{}), {:.0} nodes/s",
            rules.players,
            times.len(),
            mean,
            max,
            mean_depth,
            depths.iter().min().unwrap_or(&0),
            depths.iter().max().unwrap_or(&0),
            mean_nodes / mean,
        );
    }
}
