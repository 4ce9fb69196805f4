//! The soak: thousands of whole bot games across all three games and their
//! variants, every bot level and the baselines mixed, with every check of
//! `support/checks.rs` after every move and a save written, read and replayed at the
//! end of each game. Every game must end within `MOVE_CAP` moves, save
//! Malice without the quiet-move limit, whose rules allow an endless game:
//! that one is stopped at `ENDLESS_CAP` (two searching bots repeat
//! themselves for ever), and its seats are never Hard, whose search would
//! spend minutes on one such game.
//! Ignored by default:
//!
//! `SOAK_GAMES=2000 cargo test --release --test bots soak:: -- --ignored --nocapture`
//!
//! - `SOAK_GAMES`: how many games (default 2000);
//! - `SOAK_SEED`: the seed every game's setup derives from (default 1);
//! - `SOAK_FROM`: the first game's number, to replay one failure alone
//!   (`SOAK_FROM=417 SOAK_GAMES=1`);
//! - `SOAK_THREADS`: games played at once (default: the cores).
//!
//! Game `n` depends only on the seed and `n`, so a failure names the
//! numbers that reproduce it.

use crate::checks::{Checked, MALICE_PIECES, check_common, check_save_round_trip, play_checked};
use crate::saved::{malefiz_save, malice_save, spite_save, spite_start};
use malice_table::core::{Bot, History, Level, Rng, StopSignal};
use malice_table::games::malefiz::{self, Board, Colour, Malefiz};
use malice_table::games::malice::{self, Malice, Players};
use malice_table::games::spite::{self, Spite};
use std::fmt;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// No game of any variant comes near this many moves when played by the
/// bots. A game that reaches it fails the soak, except where the rules let
/// a game go on for ever (Malice without the quiet-move limit): that one is
/// stopped and counted.
const MOVE_CAP: usize = 4000;

/// Where a game whose rules allow it to go on for ever is stopped (and
/// counted): far past the length of any decided game of Malice here.
const ENDLESS_CAP: usize = 400;

/// Who plays a seat in the soak.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Player {
    /// The game's baseline: uniformly random moves for Malice, greedy for
    /// Malefiz, first fit for Spite & Malice.
    Baseline,
    /// A bot level, as `make_bot` builds it.
    Bot(Level),
}

impl Player {
    /// A seat's player: mostly the cheaper levels, so thousands of games
    /// fit in minutes, with the top level (each game's ladder turns
    /// Champion into its top) in about one seat in eight.
    fn draw(rng: &mut Rng) -> Player {
        match rng.below(8) {
            0 | 1 => Player::Baseline,
            2..=4 => Player::Bot(Level::Newcomer),
            5 | 6 => Player::Bot(Level::Club),
            _ => Player::Bot(Level::Champion),
        }
    }

    /// A seat's player in a game that may be endless: Club player in place
    /// of the top level, whose search costs a good part of a second a move
    /// and would spend minutes on one game that runs to `ENDLESS_CAP`.
    fn draw_for_endless(rng: &mut Rng) -> Player {
        match Player::draw(rng) {
            Player::Bot(Level::Champion) => Player::Bot(Level::Club),
            player => player,
        }
    }
}

/// One game of the soak.
#[derive(Clone, Debug)]
enum Setup {
    Malice { rules: malice::Rules, players: Vec<Player> },
    Malefiz { fast: bool, colours: Vec<Colour>, seed: u64, players: Vec<Player> },
    Spite { rules: spite::Rules, seed: u64, players: Vec<Player> },
}

impl Setup {
    /// Whether the rules let this game go on for ever: Malice with the
    /// quiet-move limit off (two players can shuffle without capturing).
    fn may_be_endless(&self) -> bool {
        matches!(self, Setup::Malice { rules, .. } if rules.quiet_limit == 0)
    }

    /// Game `n` of the soak seeded `seed`: the games take turns, the
    /// variant and the players are drawn.
    fn nth(seed: u64, n: u64) -> Setup {
        let mut rng = Rng::seeded(seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let players = |count: usize, rng: &mut Rng| (0..count).map(|_| Player::draw(rng)).collect::<Vec<_>>();
        match n % 3 {
            0 => {
                let four = rng.below(2) == 1;
                let quiet_limit = [malice::QUIET_MOVE_LIMIT, 20, 0][rng.below(3) as usize];
                let rules =
                    malice::Rules { players: if four { Players::Four } else { Players::Two }, quiet_limit };
                let seats = rules.players.seat_count();
                let players = if quiet_limit == 0 {
                    (0..seats).map(|_| Player::draw_for_endless(&mut rng)).collect()
                } else {
                    players(seats, &mut rng)
                };
                Setup::Malice { rules, players }
            }
            1 => {
                let fast = rng.below(2) == 1;
                let mut colours = Colour::ALL.to_vec();
                rng.shuffle(&mut colours);
                colours.truncate(2 + rng.below(3) as usize);
                let count = colours.len();
                Setup::Malefiz { fast, colours, seed: rng.next_u64(), players: players(count, &mut rng) }
            }
            _ => {
                let rules = spite::Rules { refill_on_empty_hand: rng.below(2) == 1 };
                Setup::Spite { rules, seed: rng.next_u64(), players: players(spite::PLAYERS, &mut rng) }
            }
        }
    }
}

/// How one game went.
#[derive(Clone, Copy, Debug, Default)]
struct Played {
    moves: usize,
    capped: bool,
}

/// The bot for `player` in a game of `G`.
type Maker<G> = fn(Player, u64) -> Box<dyn Bot<G>>;

fn malice_bot(player: Player, seed: u64) -> Box<dyn Bot<Malice>> {
    match player {
        Player::Baseline => Box::new(RandomBot { rng: Rng::seeded(seed) }),
        Player::Bot(level) => malice::bot::make_bot(level, seed),
    }
}

fn malefiz_bot(player: Player, seed: u64) -> Box<dyn Bot<Malefiz>> {
    match player {
        Player::Baseline => malefiz::bot::greedy_bot(),
        Player::Bot(level) => malefiz::bot::make_bot(level, seed),
    }
}

fn spite_bot(player: Player, seed: u64) -> Box<dyn Bot<Spite>> {
    match player {
        Player::Baseline => spite::bot::first_fit_bot(),
        Player::Bot(level) => spite::bot::make_bot(level, seed),
    }
}

/// Malice's baseline: any legal move, uniformly.
struct RandomBot {
    rng: Rng,
}

impl Bot<Malice> for RandomBot {
    fn choose(&mut self, view: &Malice, _stop: &StopSignal) -> Option<malice::Move> {
        let legal = view.legal_move_list();
        let len = u32::try_from(legal.len()).ok().filter(|&n| n > 0)?;
        legal.get(self.rng.below(len) as usize).copied()
    }
}

/// Plays a game between `players` from `start`, checking everything after
/// every move; `each` adds game-specific checks. Returns the line of play.
/// A game still going at `MOVE_CAP` moves is an error; an `endless` one is
/// stopped at `ENDLESS_CAP`.
fn play<G: Checked>(
    start: G,
    players: &[Player],
    seed: u64,
    endless: bool,
    make: Maker<G>,
    mut each: impl FnMut(&G, &G::Move, &G) -> Result<(), String>,
) -> Result<(History<G>, Played), String> {
    let mut bots: Vec<Box<dyn Bot<G>>> =
        players.iter().enumerate().map(|(i, &p)| make(p, seed.rotate_left(i as u32 * 8))).collect();
    let mut history = History::new(start);
    let stop = StopSignal::never();
    check_common(history.current())?;
    let mut previous: Option<G::Move> = None;
    while let Some(seat) = history.current().to_move() {
        if endless && history.cursor() >= ENDLESS_CAP {
            return Ok((history, Played { moves: ENDLESS_CAP, capped: true }));
        }
        if history.cursor() >= MOVE_CAP {
            return Err(format!(
                "the game has not ended after {MOVE_CAP} moves, at {}",
                history.current().describe()
            ));
        }
        let state = history.current().clone();
        let number = history.cursor() + 1;
        let at = |e: String| format!("move {number} (seat {seat}), at {}: {e}", state.describe());
        let bot = bots.get_mut(seat).ok_or_else(|| at(format!("no player for seat {seat}")))?;
        let mv = bot.choose(&state.view(seat), &stop).ok_or_else(|| at("the bot gave no move".to_owned()))?;
        play_checked(&mut history, mv.clone(), previous.as_ref()).map_err(at)?;
        each(&state, &mv, history.current()).map_err(at)?;
        check_common(history.current()).map_err(at)?;
        previous = Some(mv);
    }
    let moves = history.cursor();
    Ok((history, Played { moves, capped: false }))
}

fn run(setup: &Setup, seed: u64) -> Result<Played, String> {
    let endless = setup.may_be_endless();
    match setup {
        Setup::Malice { rules, players } => {
            let mut captured = 0;
            let (history, played) =
                play(Malice::new(*rules), players, seed, endless, malice_bot, |_, mv, after| {
                    if let malice::Move::Step { capture: true, .. } = mv {
                        captured += 1;
                    }
                    let on_board = after.occupied().count_ones();
                    if on_board + captured != MALICE_PIECES {
                        return Err(format!("{on_board} pieces on the board and {captured} captured"));
                    }
                    Ok(())
                })?;
            check_save_round_trip(malice_save(&history, seed), &history, |s| s.history::<Malice>())?;
            Ok(played)
        }
        Setup::Malefiz { fast, colours, seed: dice, players } => {
            let board = if *fast { Board::fast() } else { Board::classic() };
            let start = Malefiz::new(board, colours, None, *dice).map_err(|e| e.to_string())?;
            let (history, played) = play(start, players, seed, endless, malefiz_bot, |_, _, _| Ok(()))?;
            check_save_round_trip(malefiz_save(&history, colours, *dice), &history, |s| {
                s.history::<Malefiz>()
            })?;
            Ok(played)
        }
        Setup::Spite { rules, seed: deal, players } => {
            let (history, played) =
                play(spite_start(*rules, *deal), players, seed, endless, spite_bot, |_, _, _| Ok(()))?;
            check_save_round_trip(spite_save(&history, *deal), &history, |s| s.history::<Spite>())?;
            Ok(played)
        }
    }
}

fn env_number(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(text) => text.trim().parse().unwrap_or_else(|_| panic!("{name}={text} is not a whole number")),
        Err(_) => default,
    }
}

/// What the soak counted, per game.
#[derive(Default)]
struct Tally {
    games: [u64; 3],
    moves: [u64; 3],
    capped: [u64; 3],
    time: [Duration; 3],
    failures: Vec<String>,
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, name) in ["Malice", "Malefiz", "Spite & Malice"].into_iter().enumerate() {
            writeln!(
                f,
                "{name:>15}: {:>5} games, {:>8} moves, {:>3} endless stopped at {ENDLESS_CAP}, {:>7.1} s",
                self.games[i],
                self.moves[i],
                self.capped[i],
                self.time[i].as_secs_f64()
            )?;
        }
        Ok(())
    }
}

#[test]
#[ignore = "the soak takes minutes: SOAK_GAMES=2000 cargo test --release --test bots soak:: -- --ignored"]
fn bots_play_thousands_of_games_without_breaking_a_rule() {
    let games = env_number("SOAK_GAMES", 2000);
    let seed = env_number("SOAK_SEED", 1);
    let from = env_number("SOAK_FROM", 0);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get() as u64);
    let threads = env_number("SOAK_THREADS", cores).clamp(1, 64);
    let tally = Mutex::new(Tally::default());
    let started = Instant::now();
    std::thread::scope(|scope| {
        for t in 0..threads {
            let tally = &tally;
            scope.spawn(move || {
                for n in (from + t..from + games).step_by(threads as usize) {
                    let setup = Setup::nth(seed, n);
                    let clock = Instant::now();
                    let result = catch_unwind(AssertUnwindSafe(|| run(&setup, seed ^ n)))
                        .unwrap_or_else(|panic| Err(format!("panicked: {}", panic_text(&*panic))));
                    let took = clock.elapsed();
                    let kind = (n % 3) as usize;
                    let mut tally = tally.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                    tally.games[kind] += 1;
                    let done: u64 = tally.games.iter().sum();
                    if done.is_multiple_of(100) {
                        eprintln!("soak: {done} of {games} games, {:.0} s", started.elapsed().as_secs_f64());
                    }
                    tally.time[kind] += took;
                    match result {
                        Ok(played) => {
                            tally.moves[kind] += played.moves as u64;
                            tally.capped[kind] += u64::from(played.capped);
                        }
                        Err(e) => tally.failures.push(format!(
                            "game {n} (SOAK_SEED={seed} SOAK_FROM={n} SOAK_GAMES=1), {setup:?}: {e}"
                        )),
                    }
                }
            });
        }
    });
    let tally = tally.into_inner().unwrap_or_else(|poisoned| poisoned.into_inner());
    println!(
        "soak: {games} games from {from}, seed {seed}, {threads} threads, {:.1} s",
        started.elapsed().as_secs_f64()
    );
    print!("{tally}");
    assert!(
        tally.failures.is_empty(),
        "{} of {games} games failed:\n{}",
        tally.failures.len(),
        tally.failures.join("\n")
    );
}

fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    if let Some(text) = panic.downcast_ref::<&str>() {
        (*text).to_owned()
    } else if let Some(text) = panic.downcast_ref::<String>() {
        text.clone()
    } else {
        "a panic without a message".to_owned()
    }
}
