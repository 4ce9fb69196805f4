//! The arena: its statistics, its pairing of seeds and seats, its
//! determinism, and the command line's answers to bad requests. Quick bots
//! and few games only; the strength matches are in docs/bots.md.

use malice_table::arena::roster::{self, Request, RequestError};
use malice_table::arena::stats::{Z_95, wilson};
use malice_table::arena::{Contestant, Ending, MatchReport, Player, Schedule, play_game, play_match};
use malice_table::core::{Bot, Game, SeatIndex, StopSignal};
use malice_table::games::malefiz::Malefiz;
use malice_table::games::malice::Malice;
use malice_table::games::{GameKind, Registered};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::scratch::Scratch;

/// Runs a request with no progress output.
fn run(request: &Request) -> Result<MatchReport, RequestError> {
    roster::run(request, &mut |_| {})
}

fn close(actual: f64, expected: f64) -> bool {
    (actual - expected).abs() < 5e-5
}

#[test]
fn wilson_interval_matches_published_values() {
    // Newcombe (1998), "Two-sided confidence intervals for the single
    // proportion", table I, method 3 (score interval without continuity
    // correction).
    for (successes, trials, low, high) in [
        (81.0, 263.0, 0.2553, 0.3662),
        (15.0, 148.0, 0.0624, 0.1605),
        (0.0, 20.0, 0.0, 0.1611),
        (1.0, 29.0, 0.0061, 0.1718),
    ] {
        let ci = wilson(successes, trials, Z_95);
        assert!(close(ci.low, low) && close(ci.high, high), "{successes}/{trials}: {ci:?}");
    }
}

#[test]
fn wilson_interval_is_symmetric_and_bounded() {
    let half = wilson(5.0, 10.0, Z_95);
    assert!(close(half.low, 0.2366) && close(half.high, 0.7634), "{half:?}");
    let all = wilson(29.0, 29.0, Z_95);
    assert!(close(all.low, 0.8830) && all.high == 1.0, "{all:?}");
    // A draw counts as half a win: 10 wins and 1 draw of 20.
    let drawn = wilson(10.5, 20.0, Z_95);
    assert!(close(drawn.low, 0.3205) && close(drawn.high, 0.7215), "{drawn:?}");
    let none = wilson(0.0, 0.0, Z_95);
    assert_eq!((none.low, none.high), (0.0, 1.0));
}

/// A uniformly random bot that notes every seat it was asked to play.
struct Spy {
    inner: roster::RandomBot,
    seats: Arc<Mutex<Vec<SeatIndex>>>,
}

impl<G: Registered + Game<View = G>> Bot<G> for Spy {
    fn choose(&mut self, view: &G, stop: &StopSignal) -> Option<G::Move> {
        if let Some(seat) = view.to_move()
            && let Ok(mut seats) = self.seats.lock()
        {
            seats.push(seat);
        }
        <roster::RandomBot as Bot<G>>::choose(&mut self.inner, view, stop)
    }
}

fn spy<G: Registered + Game<View = G>>(seats: &Arc<Mutex<Vec<SeatIndex>>>) -> Player<G> {
    let seats = Arc::clone(seats);
    Player::new("spy", move |seed| {
        Box::new(Spy { inner: roster::RandomBot::new(seed), seats: Arc::clone(&seats) }) as Box<dyn Bot<G>>
    })
}

/// The seats A played in game `index`, and the game.
fn seats_of_a<G: Registered + Game<View = G>>(
    matchup: &malice_table::arena::Matchup<G>,
    index: u64,
) -> (Vec<SeatIndex>, malice_table::arena::GameRecord) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let a = spy::<G>(&seen);
    let b = Player::new("random", |seed| Box::new(roster::RandomBot::new(seed)) as Box<dyn Bot<G>>);
    let record = play_game(matchup, [&a, &b], &Schedule::new(6, 9), index);
    let mut seats = seen.lock().map(|s| s.clone()).unwrap_or_default();
    seats.sort_unstable();
    seats.dedup();
    (seats, record)
}

#[test]
fn each_seed_is_played_with_the_seats_swapped() {
    let matchup = roster::matchup::<Malefiz>(2, None, 0).expect("a matchup");
    let (first_seats, first) = seats_of_a(&matchup, 0);
    let (second_seats, second) = seats_of_a(&matchup, 1);
    let (_, third) = seats_of_a(&matchup, 2);
    assert_eq!((first.a_side, second.a_side, third.a_side), (0, 1, 0));
    assert_eq!(first_seats, [0]);
    assert_eq!(second_seats, [1]);
    // The same deal, hence the same dice, for both games of a pair...
    assert_eq!(first.deal, second.deal);
    assert_eq!((matchup.deal)(first.deal), (matchup.deal)(second.deal));
    // ...and a new one for the next pair.
    assert_ne!(third.deal, first.deal);
}

#[test]
fn with_more_players_a_takes_every_seat_in_turn() {
    let matchup = roster::matchup::<Malefiz>(3, Some("fast"), 0).expect("a matchup");
    let games: Vec<_> = (0..4).map(|i| seats_of_a(&matchup, i)).collect();
    let seats: Vec<Vec<SeatIndex>> = games.iter().map(|(s, _)| s.clone()).collect();
    assert_eq!(seats, [vec![0], vec![1], vec![2], vec![0]]);
    let deals: Vec<u64> = games.iter().map(|(_, g)| g.deal).collect();
    assert!(deals[0] == deals[1] && deals[1] == deals[2] && deals[3] != deals[0], "{deals:?}");
}

#[test]
fn in_four_player_malice_a_plays_a_team_and_the_opening_is_shared() {
    let matchup = roster::matchup::<Malice>(4, None, 4).expect("a matchup");
    let (first_seats, first) = seats_of_a::<Malice>(&matchup, 0);
    let (second_seats, second) = seats_of_a::<Malice>(&matchup, 1);
    assert_eq!(first_seats, [0, 2]);
    assert_eq!(second_seats, [1, 3]);
    assert_eq!(first.moves.get(..4), second.moves.get(..4), "one random opening per pair");
}

#[test]
fn a_match_is_decided_by_its_seed() {
    let mut request = Request::new(GameKind::Malice, "uct:60", "easy", 4, 17);
    request.table.threads = Some(2);
    let first = run(&request).expect("a match");
    request.table.threads = Some(1);
    let again = run(&request).expect("a match");
    let moves = |r: &MatchReport| r.games.iter().map(|g| (g.moves.clone(), g.result)).collect::<Vec<_>>();
    assert_eq!(moves(&first), moves(&again));
    assert_eq!(first.wins(Contestant::A), again.wins(Contestant::A));

    request.table.seed = 18;
    let other = run(&request).expect("a match");
    assert_ne!(moves(&first), moves(&other));
}

#[test]
fn the_mcts_baseline_beats_plain_uct_at_equal_iterations() {
    let request = Request::new(GameKind::Malice, "mcts:300", "uct:300", 6, 21);
    let report = run(&request).expect("a match");
    assert_eq!(report.fallbacks(Contestant::A) + report.fallbacks(Contestant::B), 0, "{report}");
    assert!(report.wins(Contestant::A) >= 5, "{report}");
}

#[test]
fn a_malefiz_match_with_searching_bots_is_decided_by_its_seed() {
    // Everything but the times: the deals, seats, moves and results.
    let games = |r: &MatchReport| {
        r.games.iter().map(|g| (g.deal, g.a_side, g.result, g.moves.clone())).collect::<Vec<_>>()
    };
    let request = Request::new(GameKind::Malefiz, "medium", "easy", 2, 5);
    let first = run(&request).expect("a match");
    let again = run(&request).expect("a match");
    assert_eq!(games(&first), games(&again));
}

#[test]
fn the_report_adds_up() {
    let report = run(&Request::new(GameKind::Spite, "first-fit", "random", 6, 3)).expect("a match");
    assert_eq!(report.games.len(), 6);
    let total = report.wins(Contestant::A) + report.wins(Contestant::B) + report.draws();
    assert_eq!(total, 6);
    let points = report.wins(Contestant::A) as f64 + 0.5 * report.draws() as f64;
    assert!((report.score() - points / 6.0).abs() < 1e-12);
    let ci = report.interval();
    assert!(ci.low <= report.score() && report.score() <= ci.high);
    assert!(report.mean_length() > 0.0 && report.moves_per_second() > 0.0);
    assert!(report.times(Contestant::A).count > 0);
    assert_eq!(report.fallbacks(Contestant::A) + report.fallbacks(Contestant::B), 0);
    let text = report.to_string();
    for needle in
        ["wins A (first-fit): ", "wins B (random): ", "draws: ", "95% CI", "moves/s", "moves on average"]
    {
        assert!(text.contains(needle), "{needle} missing in\n{text}");
    }
    assert!(report.games.iter().all(|g| g.result != Ending::Unfinished));
}

#[test]
fn a_bot_that_gives_no_move_is_replaced_by_the_first_legal_move() {
    struct Mute;
    impl Bot<Malefiz> for Mute {
        fn choose(
            &mut self,
            _view: &Malefiz,
            _stop: &StopSignal,
        ) -> Option<malice_table::games::malefiz::Move> {
            None
        }
    }
    let matchup = roster::matchup::<Malefiz>(2, None, 0).expect("a matchup");
    let mute = Player::new("mute", |_seed| Box::new(Mute) as Box<dyn Bot<Malefiz>>);
    let random =
        Player::new("random", |seed| Box::new(roster::RandomBot::new(seed)) as Box<dyn Bot<Malefiz>>);
    let report = play_match(&matchup, [&mute, &random], &Schedule::new(2, 1), &mut |_| {});
    assert!(report.fallbacks(Contestant::A) > 0);
    assert_eq!(report.fallbacks(Contestant::B), 0);
    assert!(report.to_string().contains("gave no legal move"));
}

#[test]
fn requests_are_checked_before_any_game() {
    let bad = |mut edit: Box<dyn FnMut(&mut Request)>| {
        let mut request = Request::new(GameKind::Malice, "easy", "easy", 2, 1);
        edit(&mut request);
        run(&request).expect_err("a bad request")
    };
    assert_eq!(bad(Box::new(|r| r.games = 0)), RequestError::NoGames);
    assert!(matches!(bad(Box::new(|r| r.bots[1] = "greedy".into())), RequestError::UnknownBot { .. }));
    assert!(matches!(bad(Box::new(|r| r.bots[0] = "uct:0".into())), RequestError::UnknownBot { .. }));
    assert!(matches!(bad(Box::new(|r| r.bots[0] = "mcts:0".into())), RequestError::UnknownBot { .. }));
    assert!(matches!(bad(Box::new(|r| r.bots[0] = "mcts:many".into())), RequestError::UnknownBot { .. }));
    assert!(matches!(bad(Box::new(|r| r.bots[0] = "hard:100".into())), RequestError::UnknownBot { .. }));
    assert!(matches!(bad(Box::new(|r| r.table.players = Some(3))), RequestError::Players { .. }));
    assert!(matches!(
        bad(Box::new(|r| r.table.board = Some("fast".into()))),
        RequestError::BoardNotForGame { .. }
    ));
    assert!(matches!(bad(Box::new(|r| r.table.threads = Some(0))), RequestError::Zero { .. }));
    let malefiz = |a: &str| Request::new(GameKind::Malefiz, a, "greedy", 2, 1);
    for name in ["flat-mc:0", "flat-mc:", "flat-mc:x", "uct"] {
        assert!(matches!(run(&malefiz(name)), Err(RequestError::UnknownBot { .. })), "{name}");
    }
    let mut request = Request::new(GameKind::Malefiz, "easy", "greedy", 2, 1);
    request.table.board = Some("hexagon".into());
    assert!(matches!(run(&request), Err(RequestError::UnknownBoard { .. })));
}

#[test]
fn the_malefiz_flat_monte_carlo_baseline_plays_by_its_count_and_by_the_clock() {
    let mut request = Request::new(GameKind::Malefiz, "flat-mc:2", "greedy", 2, 3);
    request.table.board = Some("fast".into());
    let counted = run(&request).expect("a match");
    assert_eq!(counted.games.len(), 2);
    assert_eq!(counted.fallbacks(Contestant::A), 0);
    let again = run(&request).expect("a match");
    let moves = |r: &MatchReport| r.games.iter().map(|g| g.moves.clone()).collect::<Vec<_>>();
    assert_eq!(moves(&counted), moves(&again), "decided by the seed");
    request.bots[0] = "flat-mc".into();
    let budget = std::time::Duration::from_millis(5);
    request.table.budget = Some(budget);
    let timed = run(&request).expect("a match");
    assert_eq!(timed.fallbacks(Contestant::A), 0);
    // Without a count only the clock stops it: each decision within its
    // budget and the work of one playout past it (a debug build, a busy
    // machine).
    let times = timed.times(Contestant::A);
    let slack = std::time::Duration::from_millis(100);
    assert!(times.p95 <= budget + slack, "95th percentile {:?} over a {budget:?} budget", times.p95);
}

/// Runs the command line in-process: (exit code, stdout, stderr).
fn cli(args: &[&str]) -> (Option<i32>, String, String) {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let argv = std::iter::once("malice-table").chain(args.iter().copied());
    let code = malice_table::cli::run_with_io(argv, &mut out, &mut err);
    (code, String::from_utf8_lossy(&out).into_owned(), String::from_utf8_lossy(&err).into_owned())
}

#[test]
fn cli_plays_a_small_match() {
    let (code, out, err) = cli(&["arena", "--game", "spite", "--bots", "medium,first-fit", "--games", "4"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("wins A (medium): "), "{out}");
    assert!(out.contains("time per decision"), "{out}");
    assert!(err.contains("arena: 4/4 games"), "{err}");
}

#[test]
fn cli_rejects_bad_arena_requests_with_code_2() {
    let cases: [(&[&str], &str); 9] = [
        (&["--game", "malice", "--bots", "hard,nobody", "--games", "2"], "unknown bot `nobody` for malice"),
        (&["--game", "chess", "--bots", "easy,easy", "--games", "2"], "invalid value 'chess'"),
        (&["--game", "malice", "--bots", "easy,easy", "--games", "0"], "invalid value '0' for '--games <N>'"),
        (&["--game", "malice", "--bots", "easy", "--games", "2"], "name two bots"),
        (&["--game", "malice", "--bots", "easy,", "--games", "2"], "a bot name is missing"),
        (
            &["--game", "spite", "--bots", "easy,easy", "--games", "2", "--players", "4"],
            "--players must be 2",
        ),
        (
            &["--game", "malice", "--bots", "easy,easy", "--games", "2", "--board", "fast"],
            "--board is for malefiz",
        ),
        (
            &["--game", "malefiz", "--bots", "easy,easy", "--games", "2", "--budget-ms", "0"],
            "invalid value '0' for '--budget-ms <M>'",
        ),
        (&["--game", "malefiz", "--bots", "easy,easy", "--games", "-3"], "--games"),
    ];
    for (args, message) in cases {
        let argv: Vec<&str> = std::iter::once("arena").chain(args.iter().copied()).collect();
        let (code, out, err) = cli(&argv);
        assert_eq!(code, Some(2), "{argv:?}: {err}");
        assert!(out.is_empty(), "{argv:?}: {out}");
        assert!(err.contains(message), "{argv:?}: expected `{message}` in {err}");
    }
}

#[test]
fn a_baseline_takes_settings_by_name_and_a_wrong_one_is_refused_with_its_reason() {
    let cases = [
        ("mcts/bias=x", "`x` is not a number (in `bias=x`)"),
        ("mcts/bias", "`bias` is not KEY=VALUE"),
        ("mcts/foo=1", "mcts has no setting `foo`: it has exploration, bias, playout"),
        ("mcts/epsilon=2", "epsilon is a share from 0 to 1"),
        ("mcts/playout=2.5", "playout is a whole number of plies"),
        ("uct/bias=2", "uct has no settings to change (`bias`)"),
    ];
    for (bot, reason) in cases {
        let pair = format!("{bot},uct");
        let (code, out, err) = cli(&["arena", "--game", "malice", "--bots", &pair, "--games", "2"]);
        assert_eq!(code, Some(2), "{bot}: {err}");
        assert!(out.is_empty(), "{bot}: {out}");
        assert!(err.contains(&format!("bot `{bot}` for malice cannot be set up: {reason}")), "{bot}: {err}");
    }
    // A setting reaches the search: with no exploration and no bias the
    // same seeds play other moves than the baseline's own settings.
    let moves = |a: &str| {
        let request = Request::new(GameKind::Malice, a, "mcts:200", 2, 1);
        let report = run(&request).expect("a match");
        report.games.iter().map(|g| g.moves.clone()).collect::<Vec<_>>()
    };
    assert_eq!(moves("mcts:200"), moves("mcts:200"), "a seed decides the games");
    assert_ne!(moves("mcts:200/exploration=0/bias=0"), moves("mcts:200"));
}

/// Sleeps through three times the clock it is given, as a search that
/// never looks at its `StopSignal` would.
struct Deaf(Duration);

impl Bot<Malefiz> for Deaf {
    fn choose(&mut self, view: &Malefiz, stop: &StopSignal) -> Option<malice_table::games::malefiz::Move> {
        std::thread::sleep(3 * self.0);
        <roster::RandomBot as Bot<Malefiz>>::choose(&mut roster::RandomBot::new(1), view, stop)
    }
}

/// The arena's check on a match: no decision of `who` ran past its time
/// and slack.
fn assert_honours_budget(report: &MatchReport, who: Contestant) {
    assert_eq!(report.over_budget(who), 0, "{} ran over its budget:\n{report}", report.name(who));
}

#[test]
fn a_bot_that_ignores_its_budget_is_counted_and_fails_the_check() {
    let budget = Duration::from_millis(20);
    let matchup = roster::matchup::<Malefiz>(2, Some("fast"), 0).expect("a matchup");
    let deaf = Player::new("deaf", move |_seed| Box::new(Deaf(budget)) as Box<dyn Bot<Malefiz>>);
    let random =
        Player::new("random", |seed| Box::new(roster::RandomBot::new(seed)) as Box<dyn Bot<Malefiz>>);
    let schedule = Schedule { budget: Some(budget), max_plies: 12, ..Schedule::new(2, 4) };
    let report = play_match(&matchup, [&deaf, &random], &schedule, &mut |_| {});
    assert!(report.over_budget(Contestant::A) > 0, "{report}");
    assert_honours_budget(&report, Contestant::B);
    let text = report.to_string();
    assert!(text.contains("OVER BUDGET"), "{text}");
    assert!(text.contains("within 30 ms every time"), "{text}");
    let caught = std::panic::catch_unwind(|| assert_honours_budget(&report, Contestant::A));
    assert!(caught.is_err(), "the check let a deaf bot pass");
}

#[test]
fn every_level_and_baseline_keeps_to_its_clock() {
    // A debug build on a busy machine: the slack is wider than the
    // release arena's, but a bot that ignored the clock would take its
    // whole node budget or far more.
    let slack = malice_table::arena::Slack { percent: 100, least: Duration::from_millis(250) };
    for game in GameKind::ALL {
        for name in roster::level_names(game).into_iter().chain(roster::baseline_names(game)) {
            let mut request = Request::new(game, name, "random", 2, 5);
            request.table.budget = Some(Duration::from_millis(60));
            let report = roster::run_with(&request, |schedule| {
                schedule.max_plies = 40;
                schedule.slack = slack;
            })
            .expect("a match");
            assert_honours_budget(&report, Contestant::A);
        }
    }
}

#[test]
fn a_bot_can_have_its_own_clock() {
    let request = Request::new(GameKind::Malefiz, "flat-mc@30", "flat-mc@10ms", 2, 3);
    let report = roster::run_with(&request, |schedule| schedule.max_plies = 30).expect("a match");
    assert_eq!(report.limits, [Some(Duration::from_millis(30)), Some(Duration::from_millis(10))]);
    assert!(report.to_string().contains("A 30 ms, B 10 ms a decision"), "{report}");
    for bad in ["flat-mc@", "flat-mc@0", "flat-mc@x", "nobody@10"] {
        let request = Request::new(GameKind::Malefiz, bad, "greedy", 2, 1);
        assert!(matches!(run(&request), Err(RequestError::UnknownBot { .. })), "{bad}");
    }
}

#[test]
fn a_cap_keeps_the_node_budgets_and_bounds_every_decision() {
    let mut request = Request::new(GameKind::Malice, "champion", "master", 2, 2);
    request.table.cap = Some(Duration::from_millis(40));
    let report = roster::run_with(&request, |schedule| {
        schedule.max_plies = 16;
        schedule.slack = malice_table::arena::Slack { percent: 100, least: Duration::from_millis(250) };
    })
    .expect("a match");
    assert!(report.to_string().contains("node budgets, capped at 40 ms a decision"), "{report}");
    assert_honours_budget(&report, Contestant::A);
    assert_honours_budget(&report, Contestant::B);
}

#[test]
fn a_kept_match_resumes_where_it_stopped_and_refuses_another_match() {
    let dir = Scratch::new("arena-keep");
    let file = dir.join("match.ron");
    let path = file.to_str().expect("a UTF-8 path");
    let args = ["arena", "--game", "spite", "--bots", "medium,first-fit", "--games", "6", "--keep", path];
    let (code, whole, err) = cli(&args);
    assert_eq!(code, Some(0), "{err}");
    let text = std::fs::read_to_string(&file).expect("the journal");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 8, "the match's name, its request and six games:\n{text}");
    // Stopped after two games, the third cut short as Ctrl+C leaves it.
    let half: String = lines[4].chars().take(lines[4].chars().count() / 2).collect();
    let torn = format!("{}\n{}\n{}\n{}\n{half}", lines[0], lines[1], lines[2], lines[3]);
    std::fs::write(&file, torn).expect("written");
    let (code, resumed, err) = cli(&args);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.contains("line 5 could not be read"), "{err}");
    assert!(err.contains("2 games read back"), "{err}");
    assert!(err.contains("arena: 6/6 games"), "{err}");
    // Without a clock the games are decided by the seed: the same report
    // (its speed aside).
    let results = |report: &str| -> Vec<String> {
        report
            .lines()
            .filter(|l| l.starts_with("wins") || l.starts_with("draws"))
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(results(&resumed), results(&whole));
    assert_eq!(std::fs::read_to_string(&file).expect("the journal").lines().count(), 8);
    // Another match is refused, and its journal left as it is.
    let other = ["arena", "--game", "spite", "--bots", "medium,first-fit", "--games", "8", "--keep", path];
    let (code, _, err) = cli(&other);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("is not this match's journal"), "{err}");
    assert_eq!(std::fs::read_to_string(&file).expect("the journal").lines().count(), 8);
}
