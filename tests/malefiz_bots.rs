//! The Malefiz bots: legal, deterministic, sensible in hand-made positions,
//! and stronger level by level. The strength and timing report at the end
//! is ignored by default; run it in release:
//! `cargo test --release --test malefiz_bots -- --ignored --nocapture`.

use malice_table::core::{Bot, Game, Level, Rng, Stop};
use malice_table::games::malefiz::bot::{
    EasyBot, GreedyBot, HARD_LIMITS, MEDIUM_LIMITS, SearchBot, SearchLimits, greedy_bot, make_bot,
};
use malice_table::games::malefiz::{Board, Colour, Malefiz, Move, Phase};
use std::sync::Arc;
use std::time::Instant;

/// Hard's search with a budget small enough for the dev profile.
const QUICK_HARD: SearchLimits = SearchLimits { nodes: 6_000, ..HARD_LIMITS };

const ALL_BARRICADES: &str = "x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";

/// The position with the die showing `roll`.
fn at(position: &str, roll: u8) -> Malefiz {
    let game = Malefiz::from_position(position).unwrap_or_else(|e| panic!("{position}: {e}"));
    game.with_roll(roll).expect("a die face")
}

fn colours(letters: &str) -> Vec<Colour> {
    letters.chars().filter_map(Colour::from_letter).collect()
}

/// A game on `board` for `letters`, after `plies` seeded random moves (rolls
/// included), stopped at a piece decision; `None` if the game ended first.
fn random_position(board: &Arc<Board>, letters: &str, plies: usize, rng: &mut Rng) -> Option<Malefiz> {
    let seed = rng.next_u64();
    let mut game = Malefiz::new(board.clone(), &colours(letters), None, seed).expect("a setup");
    let mut moves = Vec::new();
    for _ in 0..plies {
        moves.clear();
        game.legal_moves(&mut moves);
        let pick = moves.get(rng.below(moves.len() as u32) as usize).copied()?;
        game.play(&pick).expect("a legal move");
        if game.is_over() {
            return None;
        }
    }
    if game.phase() == Phase::Roll {
        game.play(&Move::Roll).expect("a roll");
    }
    Some(game)
}

fn bots(seed: u64) -> Vec<(&'static str, Box<dyn Bot<Malefiz>>)> {
    vec![
        ("greedy", greedy_bot()),
        ("easy", make_bot(Level::Easy, seed)),
        ("medium", make_bot(Level::Medium, seed)),
        ("hard", make_bot(Level::Hard, seed)),
    ]
}

fn assert_legal(game: &Malefiz, chosen: Option<Move>, who: &str) {
    let chosen = chosen.unwrap_or_else(|| panic!("{who} gave no move in {}", game.position()));
    assert!(
        game.is_legal(&chosen),
        "{who} chose illegal {chosen} in {} roll {:?}",
        game.position(),
        game.roll()
    );
}

#[test]
fn every_level_moves_legally_from_random_positions() {
    let mut rng = Rng::seeded(2024);
    for board in [Board::classic(), Board::fast()] {
        for letters in ["ry", "gb", "rgy", "rgyb"] {
            let mut found = 0;
            while found < 5 {
                let plies = 2 + rng.below(160) as usize;
                let Some(game) = random_position(&board, letters, plies, &mut rng) else { continue };
                found += 1;
                for (who, mut bot) in bots(found) {
                    assert_legal(&game, bot.choose(&game, &Stop::never()), who);
                }
            }
        }
    }
}

#[test]
fn every_level_rolls_first() {
    let game = Malefiz::new(Board::fast(), &colours("rgyb"), None, 5).expect("a setup");
    for (who, mut bot) in bots(1) {
        assert_eq!(bot.choose(&game, &Stop::never()), Some(Move::Roll), "{who}");
    }
}

#[test]
fn every_level_passes_when_no_piece_can_move() {
    // Red's only piece sits on a12 between barricades on a11 and a13: with
    // a 2 it can go nowhere, and red has nothing in the house.
    let game = at("classic r r:a12 y:5h x:a11,a13,i13,i11,i10,i9,g7,k7,e3,i3,m3", 2);
    assert_eq!(game.legal_move_list(), [Move::Pass]);
    for (who, mut bot) in bots(1) {
        assert_eq!(bot.choose(&game, &Stop::never()), Some(Move::Pass), "{who}");
    }
}

#[test]
fn a_finished_game_gets_no_move() {
    let game = Malefiz::from_position("classic r r:i14,4h y:5h x:i11,i10,i9,g7,k7,a3,e3,i3,m3,q3")
        .expect("a position");
    assert!(game.is_over());
    for (who, mut bot) in bots(1) {
        assert_eq!(bot.choose(&game, &Stop::never()), None, "{who}");
    }
}

#[test]
fn the_same_seed_gives_the_same_move() {
    let mut rng = Rng::seeded(77);
    let mut checked = 0;
    while checked < 8 {
        let board = if checked % 2 == 0 { Board::classic() } else { Board::fast() };
        let plies = 10 + rng.below(120) as usize;
        let Some(game) = random_position(&board, "rgy", plies, &mut rng) else { continue };
        checked += 1;
        for level in Level::ALL {
            let first = make_bot(level, 9).choose(&game, &Stop::never());
            let again = make_bot(level, 9).choose(&game, &Stop::never());
            assert_eq!(first, again, "{level} in {}", game.position());
        }
    }
}

/// Red to move with g13 three steps from the goal.
const RED_CAN_WIN: &str = "classic r r:g13,a11,3h y:e13,4h x:i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";

#[test]
fn greedy_takes_a_winning_move() {
    let game = at(RED_CAN_WIN, 3);
    assert_eq!(GreedyBot.choose(&game, &Stop::never()).map(|m| m.to_string()).as_deref(), Some("g13-i14"));
}

#[test]
fn every_level_takes_a_winning_move() {
    let game = at(RED_CAN_WIN, 3);
    for (who, mut bot) in bots(3) {
        assert_eq!(
            bot.choose(&game, &Stop::never()).map(|m| m.to_string()).as_deref(),
            Some("g13-i14"),
            "{who}"
        );
    }
}

#[test]
fn hard_hits_the_leader_when_obviously_right() {
    // Yellow's e13 is five steps from the goal; red's a13 hits it with a 4
    // (a13-b13-c13-d13-e13). Red's other moves only bring pieces out.
    let game = at("classic r r:a13,4h y:e13,4h x:i11,i10,i9,g7,k7,a3,e3,i3,m3,q3", 4);
    let hard = make_bot(Level::Hard, 1).choose(&game, &Stop::never());
    assert_eq!(hard.map(|m| m.to_string()).as_deref(), Some("a13-e13"));
}

#[test]
fn hard_blocks_the_leaders_path_with_a_barricade() {
    // Yellow's leader on c13 runs along row 13 to the open goal; red, all in
    // the house, takes e3 or a3 with a 5 and should put the barricade on
    // yellow's way (d13 to h13: red can still come round by q12 unhurt).
    let game = at("classic r r:5h y:c13,4h x:i11,i10,i9,g7,k7,a3,e3,i3,m3,q3", 5);
    for (who, mut bot) in [("hard", make_bot(Level::Hard, 1)), ("medium", make_bot(Level::Medium, 1))] {
        let chosen = bot.choose(&game, &Stop::never()).expect("a move");
        let Move::Piece { place: Some(place), .. } = chosen else { panic!("{who} played {chosen}") };
        let name = place.to_string();
        assert!(["d13", "e13", "f13", "g13", "h13"].contains(&name.as_str()), "{who} played {chosen}");
    }
}

#[test]
fn hard_answers_within_its_node_budget() {
    let game = at(&format!("classic r r:c5,e7,3h y:k4,m7,3h {ALL_BARRICADES}"), 4);
    let report = SearchBot::new(HARD_LIMITS, 1).think(&game, &Stop::never());
    assert!(report.best.is_some_and(|m| game.is_legal(&m)));
    assert!(report.nodes <= HARD_LIMITS.nodes + 100, "{} nodes", report.nodes);
}

/// How a game between bots ended: the winning seat (`None` if it ran past
/// the ply limit) and the plies played.
struct GameEnd {
    winner: Option<usize>,
    plies: usize,
}

/// Plays one game; `times` collects each seat's time per piece decision.
fn play_game(
    board: &Arc<Board>,
    letters: &str,
    seats: &mut [Box<dyn Bot<Malefiz>>],
    seed: u64,
    max_plies: usize,
    times: &mut Vec<(usize, f64)>,
) -> GameEnd {
    let mut game = Malefiz::new(board.clone(), &colours(letters), None, seed).expect("a setup");
    for ply in 0..max_plies {
        let Some(seat) = game.to_move() else { break };
        let bot = seats.get_mut(seat).expect("a bot for each seat");
        let decides = game.phase() != Phase::Roll;
        let started = Instant::now();
        let chosen = bot.choose(&game, &Stop::never()).expect("a move");
        if decides {
            times.push((seat, started.elapsed().as_secs_f64()));
        }
        game.play(&chosen).unwrap_or_else(|e| panic!("{e} in {}", game.position()));
        if let Some(winner) = game.winner() {
            return GameEnd { winner: game.seat_of(winner), plies: ply + 1 };
        }
    }
    GameEnd { winner: None, plies: max_plies }
}

/// A bot maker shared by the threads of a match.
type Maker<'a> = &'a (dyn Fn(u64) -> Box<dyn Bot<Malefiz>> + Sync);

/// The results of a match, from the first bot's side.
#[derive(Default)]
struct Tally {
    won: u32,
    lost: u32,
    unfinished: u32,
    /// The first bot's time per piece decision.
    times: Vec<f64>,
    /// Each game's length in turns (a roll and a move or pass).
    turns: Vec<usize>,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.won += other.won;
        self.lost += other.lost;
        self.unfinished += other.unfinished;
        self.times.extend(other.times);
        self.turns.extend(other.turns);
    }
}

/// `first` against `second` in 2-player games: each seed is played twice
/// with the seats swapped (same dice), so luck evens out. MALEFIZ_THREADS
/// (default 1) splits the pairs over threads.
fn run_match(board: &Arc<Board>, first: Maker, second: Maker, pairs: u64) -> Tally {
    let threads =
        std::env::var("MALEFIZ_THREADS").ok().and_then(|v| v.parse::<u64>().ok()).unwrap_or(1).max(1);
    let parts: Vec<Tally> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut tally = Tally::default();
                    for pair in (t..pairs).step_by(threads as usize) {
                        let seed = 1000 + pair;
                        for first_seat in [0usize, 1] {
                            let mut seats = if first_seat == 0 {
                                vec![first(seed), second(seed + 1)]
                            } else {
                                vec![second(seed + 1), first(seed)]
                            };
                            let mut times = Vec::new();
                            let end = play_game(board, "ry", &mut seats, seed, 20_000, &mut times);
                            match end.winner {
                                Some(seat) if seat == first_seat => tally.won += 1,
                                Some(_) => tally.lost += 1,
                                None => tally.unfinished += 1,
                            }
                            tally.turns.push(end.plies / 2);
                            tally
                                .times
                                .extend(times.into_iter().filter(|&(s, _)| s == first_seat).map(|(_, t)| t));
                        }
                    }
                    tally
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("a match thread")).collect()
    });
    let mut total = Tally::default();
    for part in parts {
        total.add(part);
    }
    total
}

/// How often `first` wins a game against copies of `others` on `board` for
/// `letters`, seating it at each seat in turn over `games` games: (won,
/// finished).
fn run_table(board: &Arc<Board>, letters: &str, first: Maker, others: Maker, games: u64) -> (u32, u32) {
    let seats_n = letters.len() as u64;
    let (mut won, mut finished) = (0, 0);
    for g in 0..games {
        let seat = (g % seats_n) as usize;
        let seed = 5000 + g / seats_n;
        let mut seats: Vec<Box<dyn Bot<Malefiz>>> = (0..seats_n)
            .map(|s| if s as usize == seat { first(seed) } else { others(seed + s + 1) })
            .collect();
        if let Some(winner) = play_game(board, letters, &mut seats, seed, 20_000, &mut Vec::new()).winner {
            finished += 1;
            won += u32::from(winner == seat);
        }
    }
    (won, finished)
}

#[test]
fn quick_hard_beats_greedy() {
    let hard = |seed| Box::new(SearchBot::new(QUICK_HARD, seed)) as Box<dyn Bot<Malefiz>>;
    let greedy = |_| greedy_bot();
    let tally = run_match(&Board::classic(), &hard, &greedy, 10);
    assert_eq!(tally.unfinished, 0);
    assert!(tally.won > tally.lost, "quick hard won {}, lost {} of 20", tally.won, tally.lost);
}

fn report(name: &str, tally: &Tally) {
    let (won, lost) = (tally.won, tally.lost);
    let n = f64::from(won + lost);
    let p = f64::from(won) / n.max(1.0);
    let margin = 1.96 * (p * (1.0 - p) / n.max(1.0)).sqrt();
    let games = tally.turns.len().max(1);
    let mean_turns = tally.turns.iter().sum::<usize>() as f64 / games as f64;
    let longest = tally.turns.iter().max().copied().unwrap_or(0);
    println!(
        "{name}: won {won}, lost {lost}, unfinished {} — {:.1}% ± {:.1}%; {mean_turns:.0} turns a game, longest {longest}",
        tally.unfinished,
        100.0 * p,
        100.0 * margin
    );
}

fn timing(name: &str, times: &mut [f64]) {
    times.sort_by(f64::total_cmp);
    let n = times.len().max(1);
    let mean = times.iter().sum::<f64>() / n as f64;
    let p95 = times.get((n * 95 / 100).min(n - 1)).copied().unwrap_or(0.0);
    let max = times.last().copied().unwrap_or(0.0);
    println!(
        "{name}: {} decisions, mean {:.4} s, 95th percentile {:.4} s, max {:.4} s",
        times.len(),
        mean,
        p95,
        max
    );
}

/// The strength report: Hard against Greedy and Medium against Easy on the
/// classic board, 2 players, MALEFIZ_PAIRS seeds (default 100, i.e. 200
/// games) each played from both seats, and their time per decision; then
/// shorter matches (half the seeds) of Greedy against Easy, Hard against
/// Medium, and on the fast board.
#[test]
#[ignore = "slow: a strength report, run in release"]
fn strength_report() {
    let pairs = std::env::var("MALEFIZ_PAIRS").ok().and_then(|v| v.parse().ok()).unwrap_or(100);
    let board = Board::classic();
    let level = |l: Level| move |seed| make_bot(l, seed);
    let greedy = |_| greedy_bot();
    let mut tally = run_match(&board, &level(Level::Hard), &greedy, pairs);
    report("hard vs greedy", &tally);
    timing("hard", &mut tally.times);
    let mut tally = run_match(&board, &level(Level::Medium), &level(Level::Easy), pairs);
    report("medium vs easy", &tally);
    timing("medium", &mut tally.times);
    let easy = |seed| Box::new(EasyBot::new(seed)) as Box<dyn Bot<Malefiz>>;
    report("greedy vs easy", &run_match(&board, &greedy, &easy, pairs / 2));
    let medium = |seed| Box::new(SearchBot::new(MEDIUM_LIMITS, seed)) as Box<dyn Bot<Malefiz>>;
    report("hard vs medium", &run_match(&board, &level(Level::Hard), &medium, pairs / 2));
    let fast = Board::fast();
    report("fast board: hard vs greedy", &run_match(&fast, &level(Level::Hard), &greedy, pairs / 2));
    report(
        "fast board: medium vs easy",
        &run_match(&fast, &level(Level::Medium), &level(Level::Easy), pairs / 2),
    );
}

/// Hard (and Medium) against Greedy at tables of three and four on both
/// boards: the share of games won, against 1/3 or 1/4 by chance.
/// MALEFIZ_TABLE_GAMES sets the games per table (default 40).
#[test]
#[ignore = "slow: a multi-player strength report, run in release"]
fn table_report() {
    let games = std::env::var("MALEFIZ_TABLE_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(40);
    let greedy = |_| greedy_bot();
    for board in [Board::classic(), Board::fast()] {
        for letters in ["rgy", "rgyb"] {
            for level in [Level::Medium, Level::Hard] {
                let bot = move |seed| make_bot(level, seed);
                let (won, finished) = run_table(&board, letters, &bot, &greedy, games);
                println!(
                    "{} {letters}: {level} won {won} of {finished} finished games ({:.0}%, chance {:.0}%)",
                    board.name(),
                    100.0 * f64::from(won) / f64::from(finished.max(1)),
                    100.0 / letters.len() as f64
                );
            }
        }
    }
}

/// Positions where Hard has the most to do: several captures for the roll
/// (each with ~90 placements), four colours close together.
const HEAVY: [(&str, u8); 4] = [
    ("classic r r:c5,g5,k4,2h g:e5,i5,2h,o4 y:m5,3h b:o5,q2,3h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3", 4),
    ("classic r r:e6,g9,k9,m6,1h g:e7,m7,3h y:i5,k5,3h b:c5,o5,3h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3", 2),
    ("classic g r:c13,e11,2h g:o13,m11,3h y:a11,q11,3h b:g9,k9,3h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3", 4),
    ("fast r r:e5,i5,m5,1h g:e8,m8,2h y:e3,m3,2h b:i3,i7,2h x:i9,i6,e4,m4,e2,m2", 1),
];

/// Hard's time, turns searched and nodes per decision: the heavy positions
/// above, then every decision of Hard in games against Medium at 2, 3 and 4
/// colours on both boards.
#[test]
#[ignore = "slow: a timing report, run in release"]
fn hard_timing_report() {
    let mut times = Vec::new();
    for (text, roll) in HEAVY {
        let game = at(text, roll);
        let started = Instant::now();
        let report = SearchBot::new(HARD_LIMITS, 1).think(&game, &Stop::never());
        let t = started.elapsed().as_secs_f64();
        println!(
            "heavy {text} roll {roll}: {} moves, {:.3} s, {} turns, {} nodes",
            game.legal_move_list().len(),
            t,
            report.turns,
            report.nodes
        );
        times.push(t);
    }
    for board in [Board::classic(), Board::fast()] {
        for letters in ["ry", "rgy", "rgyb"] {
            let mut times = Vec::new();
            for g in 0..3u64 {
                let mut seats: Vec<Box<dyn Bot<Malefiz>>> = (0..letters.len())
                    .map(|s| {
                        if s == 0 { make_bot(Level::Hard, g) } else { make_bot(Level::Medium, g + s as u64) }
                    })
                    .collect();
                let mut all = Vec::new();
                let _ = play_game(&board, letters, &mut seats, 700 + g, 20_000, &mut all);
                times.extend(all.into_iter().filter(|&(s, _)| s == 0).map(|(_, t)| t));
            }
            timing(&format!("hard, {} {letters}", board.name()), &mut times);
        }
    }
}

/// Reads limits like `turns_two=3,nodes=300000,risk=0.5` over Hard's.
fn tuned(spec: &str) -> SearchLimits {
    let mut l = HARD_LIMITS;
    for part in spec.split(',').filter(|p| !p.is_empty()) {
        let (name, value) = part.split_once('=').expect("name=value");
        let v: f64 = value.trim().parse().expect("a number");
        match name.trim() {
            "turns_two" => l.turns_two = v as u32,
            "turns_more" => l.turns_more = v as u32,
            "root_width" => l.root_width = v as usize,
            "reply_width" => l.reply_width = v as usize,
            "placements" => l.placements = v as usize,
            "nodes" => l.nodes = v as u64,
            "barricade" => l.weights.barricade = v as u16,
            "lead" => l.weights.pieces[0] = v as f32,
            "second" => l.weights.pieces[1] = v as f32,
            "third" => l.weights.pieces[2] = v as f32,
            "rest" => l.weights.pieces[3] = v as f32,
            "near_goal" => l.weights.near_goal = v as u16,
            "near_slope" => l.weights.near_slope = v as f32,
            "risk" => l.weights.risk = v as f32,
            "win_roll" => l.weights.win_roll = v as f32,
            other => panic!("no limit or weight {other}"),
        }
    }
    l
}

/// Hard with MALEFIZ_TUNE against Hard with MALEFIZ_BASE (both over
/// Hard's limits), 2 players on MALEFIZ_BOARD (classic), MALEFIZ_PAIRS seeds.
#[test]
#[ignore = "slow: a tuning match, run in release"]
fn tuning_match() {
    let spec = std::env::var("MALEFIZ_TUNE").unwrap_or_default();
    let base = std::env::var("MALEFIZ_BASE").unwrap_or_default();
    let pairs = std::env::var("MALEFIZ_PAIRS").ok().and_then(|v| v.parse().ok()).unwrap_or(50);
    let board = match std::env::var("MALEFIZ_BOARD").as_deref() {
        Ok("fast") => Board::fast(),
        _ => Board::classic(),
    };
    let (variant, baseline) = (tuned(&spec), tuned(&base));
    let first = move |seed| Box::new(SearchBot::new(variant, seed)) as Box<dyn Bot<Malefiz>>;
    let second = move |seed| Box::new(SearchBot::new(baseline, seed)) as Box<dyn Bot<Malefiz>>;
    let mut tally = run_match(&board, &first, &second, pairs);
    report(&format!("[{spec}] vs [{base}]"), &tally);
    timing("variant", &mut tally.times);
}
