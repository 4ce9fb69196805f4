use super::*;
use crate::core::Game;
use crate::games::malice::Rules;

const QUICK: MctsLimits = MctsLimits { iterations: 400, ..MCTS_LIMITS };

fn position(text: &str, rules: Rules) -> Malice {
    Malice::from_position(text, rules).expect("a position")
}

/// A position reached by `plies` seeded random moves from the start
/// (fewer if the game would end).
fn random_position(rules: Rules, plies: usize, rng: &mut Rng) -> Malice {
    let mut game = Malice::new(rules);
    for _ in 0..plies {
        let moves = game.legal_move_list();
        let Some(&mv) = moves.get(rng.below(moves.len() as u32) as usize) else { break };
        let mut next = game.clone();
        next.play_unchecked(mv);
        if next.is_over() {
            break;
        }
        game = next;
    }
    game
}

#[test]
fn the_move_is_legal_and_follows_from_the_seed() {
    let mut rng = Rng::seeded(8);
    for rules in [Rules::default(), Rules::four_players()] {
        for plies in [0, 7, 20, 35] {
            let game = random_position(rules, plies, &mut rng);
            let a = search(&game, &QUICK, &mut Rng::seeded(3), &StopSignal::never());
            let b = search(&game, &QUICK, &mut Rng::seeded(3), &StopSignal::never());
            assert_eq!(a, b, "in {game:?}");
            assert!(a.best.is_some_and(|mv| game.is_legal(&mv)), "{a:?} in {game:?}");
            assert!(a.iterations == QUICK.iterations || a.proven.is_some(), "{a:?}");
        }
    }
}

/// Lb1xb6 takes North's last piece in L-North: South wins 3–0.
const GAME_WINNING_CAPTURE: &str = "4/4/1l2/4/4/4/4/1l1s|s3/4/4/4/4/4/4/s3 S 0-0 0";

#[test]
fn a_capture_that_wins_the_game_is_played_at_once() {
    let game = position(GAME_WINNING_CAPTURE, Rules::default());
    let winning = game.parse_move("Lb1xb6").expect("legal");
    let report = search(&game, &QUICK, &mut Rng::seeded(1), &StopSignal::never());
    assert_eq!(report.best, Some(winning), "{report:?}");
    assert_eq!(report.proven, Some(Proof::Win), "{report:?}");
    assert_eq!(report.iterations, 1, "the first expansion proves it: {report:?}");
}

#[test]
fn a_winning_capture_counts_for_the_team_in_the_four_player_game() {
    // The same board with seat SL to move: its large piece on Lb1 empties
    // L-North.
    let game = position("4/4/1l2/4/4/4/4/1l1s|s3/4/4/4/4/4/4/s3 SL 0-0 0", Rules::four_players());
    let winning = game.parse_move("Lb1xb6").expect("legal");
    let report = search(&game, &QUICK, &mut Rng::seeded(1), &StopSignal::never());
    assert_eq!((report.best, report.proven), (Some(winning), Some(Proof::Win)), "{report:?}");
}

/// The same capture, but South is behind 0–2: taking the small piece ends
/// the game at 1–2, a loss.
const LOSING_CAPTURE: &str = "4/4/1s2/4/4/4/4/1l1s|s3/4/4/4/4/4/4/s3 S 0-2 0";

#[test]
fn it_does_not_end_the_game_while_behind() {
    let game = position(LOSING_CAPTURE, Rules::default());
    let losing = game.parse_move("Lb1xb6").expect("legal");
    for seed in 0..3 {
        let report = search(&game, &QUICK, &mut Rng::seeded(seed), &StopSignal::never());
        assert_ne!(report.best, Some(losing), "{report:?}");
    }
}

#[test]
fn an_unbounded_search_ends_with_the_stop() {
    let limits = MctsLimits { iterations: u64::MAX, ..MCTS_LIMITS };
    crate::games::malice::bot::assert_unbounded_search_stops(|start, seed, stop| {
        let report = search(start, &limits, &mut Rng::seeded(seed), stop);
        (report.iterations, report.best)
    });
}

#[test]
fn a_finished_game_gets_no_move() {
    let over = position("4/4/4/4/4/4/4/l3|4/4/4/4/4/4/4/4 N 0-2 0", Rules::default());
    assert_eq!(search(&over, &QUICK, &mut Rng::seeded(1), &StopSignal::never()).best, None);
}

/// South wins in three plies: Ra4xa7 takes North's large piece (3–0) and
/// stays there, leaving R-South one small piece; whatever North does, South
/// then ends the game ahead. No move wins at once.
const FORCED_WIN: &str = "1s2/4/4/4/4/4/3s/4|4/l3/3s/4/l3/s3/4/4 S 0-0 0";

#[test]
fn the_solver_proves_a_forced_win_and_plays_it() {
    let game = position(FORCED_WIN, Rules::default());
    let alpha_beta = crate::games::malice::bot::search::search(
        &game,
        &crate::games::malice::bot::SearchLimits {
            max_depth: 5,
            ..crate::games::malice::bot::CHAMPION_LIMITS
        },
        &mut Rng::seeded(0),
        &StopSignal::never(),
    );
    assert_eq!(alpha_beta.score, eval::WIN - 3, "the position is a win in three: {alpha_beta:?}");
    let limits = MctsLimits { iterations: 20_000, ..MCTS_LIMITS };
    for seed in 0..3 {
        let report = search(&game, &limits, &mut Rng::seeded(seed), &StopSignal::never());
        assert_eq!(report.proven, Some(Proof::Win), "{report:?}");
        assert!(report.iterations < limits.iterations, "stopped once proven: {report:?}");
        assert_eq!(report.best, game.parse_move("Ra4xa7").ok(), "{report:?}");
    }
}

#[test]
fn every_reply_to_a_forced_win_is_proven_lost() {
    let mut game = position(FORCED_WIN, Rules::default());
    game.play(&game.parse_move("Ra4xa7").expect("legal")).expect("legal");
    let limits = MctsLimits { iterations: 20_000, ..MCTS_LIMITS };
    let report = search(&game, &limits, &mut Rng::seeded(1), &StopSignal::never());
    assert_eq!(report.proven, Some(Proof::Loss), "{report:?}");
    assert!(report.best.is_some_and(|mv| game.is_legal(&mv)), "{report:?}");
}

#[test]
fn each_setting_changes_its_own_limit_and_a_bad_one_is_refused() {
    let base = MCTS_LIMITS;
    assert_eq!(base.with("exploration", 0.25), Ok(MctsLimits { exploration: 0.25, ..base }));
    assert_eq!(base.with("bias", 3.0), Ok(MctsLimits { bias: 3.0, ..base }));
    assert_eq!(base.with("playout", 10.0), Ok(MctsLimits { playout_plies: 10, ..base }));
    assert_eq!(base.with("settle", 0.0), Ok(MctsLimits { settle_plies: 0, ..base }));
    assert_eq!(base.with("epsilon", 0.0), Ok(MctsLimits { epsilon: 0.0, ..base }));
    assert_eq!(base.with("minimax", 1.0), Ok(MctsLimits { minimax: 1.0, ..base }));
    for key in MCTS_SETTINGS {
        assert!(base.with(key, -1.0).is_err(), "{key} below 0");
        assert_eq!(base.with(key, f64::NAN).map_err(|e| e.wants), Err(Wants::Number), "{key} not a number");
    }
    assert_eq!(base.with("playout", 1.5).map_err(|e| e.wants), Err(Wants::Plies));
    assert_eq!(base.with("minimax", 1.5).map_err(|e| e.wants), Err(Wants::Share));
    assert_eq!(base.with("bias", -1.0).map_err(|e| e.wants), Err(Wants::Weight));
    let unknown = base.with("iterations", 5.0).map_err(|e| e.to_string());
    assert!(unknown.is_err_and(|e| e.contains("has no setting `iterations`")));
}
