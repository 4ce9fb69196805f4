//! The Malice bots: legal, deterministic, sensible in hand-made positions,
//! and stronger level by level. The strength, timing and tuning reports are
//! `cargo run --release --example reports -- malice-strength` and its
//! siblings (`--example reports` lists them).

use malice_table::arena::{self, Contestant, MatchReport, Matchup, Player, Schedule};
use malice_table::core::{Bot, Game, Level, Rng, StopSignal};
use malice_table::games::malice::bot::{CHAMPION_LIMITS, EasyBot, SearchBot, SearchLimits, make_bot};
use malice_table::games::malice::{Malice, Move, Rules, Side};
use std::sync::Arc;

/// Champion's search with a budget small enough for the dev profile.
const QUICK_CHAMPION: SearchLimits = SearchLimits { nodes: 20_000, table_bits: 16, ..CHAMPION_LIMITS };

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
            assert_legal(&start, make_bot(level, 1).choose(&start, &StopSignal::never()), level.name());
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
            assert_legal(&game, make_bot(Level::Newcomer, i).choose(&game, &StopSignal::never()), "easy");
            assert_legal(&game, make_bot(Level::Club, i).choose(&game, &StopSignal::never()), "medium");
            assert_legal(
                &game,
                SearchBot::new(QUICK_CHAMPION, i).choose(&game, &StopSignal::never()),
                "hard (quick)",
            );
            if i < 2 {
                assert_legal(&game, make_bot(Level::Champion, i).choose(&game, &StopSignal::never()), "hard");
            }
        }
    }
}

#[test]
fn a_finished_game_gets_no_move() {
    let over = position("4/4/4/4/4/4/4/l3|4/4/4/4/4/4/4/4 N 0-2 0");
    for level in Level::ALL {
        assert_eq!(make_bot(level, 3).choose(&over, &StopSignal::never()), None);
    }
}

#[test]
fn the_same_seed_gives_the_same_move() {
    let mut rng = Rng::seeded(77);
    for rules in [Rules::default(), Rules::four_players()] {
        for _ in 0..4 {
            let game = random_position(rules, 10 + rng.below(30) as usize, &mut rng);
            for level in [Level::Newcomer, Level::Club] {
                let a = make_bot(level, 9).choose(&game, &StopSignal::never());
                let b = make_bot(level, 9).choose(&game, &StopSignal::never());
                assert_eq!(a, b, "{level} in {game:?}");
            }
            let a = SearchBot::new(QUICK_CHAMPION, 9).think(&game, &StopSignal::never());
            let b = SearchBot::new(QUICK_CHAMPION, 9).think(&game, &StopSignal::never());
            assert_eq!(a, b, "hard in {game:?}");
        }
    }
}

#[test]
fn different_seeds_vary_the_easy_bot() {
    let start = Malice::new(Rules::default());
    let moves: std::collections::BTreeSet<String> = (0..20)
        .filter_map(|seed| make_bot(Level::Newcomer, seed).choose(&start, &StopSignal::never()))
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
        let report = SearchBot::new(QUICK_CHAMPION, seed).think(&game, &StopSignal::never());
        assert_eq!(report.best, Some(mv(&game, "Lb1xb6")), "{report:?}");
        assert!(report.score > 20_000, "a proven win: {report:?}");
    }
    assert_eq!(make_bot(Level::Champion, 0).choose(&game, &StopSignal::never()), Some(mv(&game, "Lb1xb6")));
}

/// The same capture, but South is behind 0–2: taking the small piece ends
/// the game at 1–2, a loss.
const LOSING_CAPTURE: &str = "4/4/1s2/4/4/4/4/1l1s|s3/4/4/4/4/4/4/s3 S 0-2 0";

#[test]
fn hard_does_not_end_the_game_while_behind() {
    let game = position(LOSING_CAPTURE);
    let losing = mv(&game, "Lb1xb6");
    for seed in 0..3 {
        let report = SearchBot::new(QUICK_CHAMPION, seed).think(&game, &StopSignal::never());
        assert_ne!(report.best, Some(losing), "{report:?}");
    }
    assert_ne!(make_bot(Level::Champion, 0).choose(&game, &StopSignal::never()), Some(losing));
    assert_ne!(make_bot(Level::Club, 0).choose(&game, &StopSignal::never()), Some(losing));
}

/// The medium piece on Lb4 can take the large piece on La6 or the small one
/// on Lc6; either way it teleports home and nothing can take back.
const BIG_OR_SMALL: &str = "3s/4/l1s1/4/1m2/4/4/3s|s3/4/4/4/4/4/4/s3 S 0-0 0";

#[test]
fn hard_takes_the_bigger_piece() {
    let game = position(BIG_OR_SMALL);
    for seed in 0..3 {
        let report = SearchBot::new(QUICK_CHAMPION, seed).think(&game, &StopSignal::never());
        assert_eq!(report.best, Some(mv(&game, "Lb4xa6")), "{report:?}");
    }
}

#[test]
fn easy_grabs_a_capture_most_of_the_time() {
    let game = position(BIG_OR_SMALL);
    let big = mv(&game, "Lb4xa6");
    let grabbed =
        (0..40).filter(|&seed| EasyBot::new(seed).choose(&game, &StopSignal::never()) == Some(big)).count();
    assert!((20..40).contains(&grabbed), "took the large piece {grabbed} times in 40");
}

/// Malice with `rules` for the arena: the two teams are the sides, and
/// each pair of games starts with the same `opening` random plies.
fn matchup(rules: Rules, opening: u32) -> Matchup<Malice> {
    let start = Malice::new(rules);
    Matchup {
        deal: Arc::new(move |_seed| Malice::new(rules)),
        sides: Side::ALL.iter().map(|&side| start.team_seats(side)).collect(),
        opening,
        label: format!("malice, {} players", rules.players.seat_count()),
    }
}

/// A searching bot with its own limits.
fn searching(name: &str, limits: SearchLimits) -> Player<Malice> {
    Player::new(name, move |seed| Box::new(SearchBot::new(limits, seed)) as Box<dyn Bot<Malice>>)
}

/// `a` against `b` over `games` games in the arena (colours swapped every
/// other game, each opening played from both sides), on every core.
fn run_match(rules: Rules, a: &Player<Malice>, b: &Player<Malice>, games: u64, opening: u32) -> MatchReport {
    arena::play_match(&matchup(rules, opening), [a, b], &Schedule::new(games, 1000), &mut |_| {})
}

#[test]
fn quick_hard_beats_easy() {
    let hard = searching("hard (quick)", SearchLimits { nodes: 4_000, ..QUICK_CHAMPION });
    let easy = Player::new("easy", |seed| Box::new(EasyBot::new(seed)) as Box<dyn Bot<Malice>>);
    let rules = Rules { quiet_limit: 30, ..Rules::default() };
    let report = run_match(rules, &hard, &easy, 8, 2);
    // The arena plays the engine's first move for a bot that gives none;
    // these bots must always answer.
    assert_eq!(report.fallbacks(Contestant::A) + report.fallbacks(Contestant::B), 0, "{report}");
    assert!(report.wins(Contestant::A) >= 6, "{report}");
}
