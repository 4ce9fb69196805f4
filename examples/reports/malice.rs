//! Malice's reports: levels against each other, the top search's depth and
//! time per move, and tuning matches for the evaluation and for MCTS.

use super::{Report, number, spec, text};
use malice_table::arena::{self, MatchReport, Player, Schedule, roster};
use malice_table::core::{Bot, Game, Level, Rng, StopSignal};
use malice_table::games::malice::bot::{
    CHAMPION_LIMITS, MCTS_LIMITS, MctsBot, MctsLimits, SearchBot, SearchLimits, Weights, make_bot,
};
use malice_table::games::malice::{Malice, Rules};
use std::time::Instant;

/// Level against level (`malice-table arena` runs the same matches).
pub const STRENGTH: Report = Report {
    name: "malice-strength",
    about: "Malice: Champion, Club and Newcomer against each other, 2 and 4 players",
    settings: "MALICE_GAMES games a pairing (40); MALICE_PLAYERS=2 or 4 plays only that variant",
    run: strength,
};

/// Hard with changed weights against Hard with the defaults.
pub const TUNING: Report = Report {
    name: "malice-tuning",
    about: "Malice: Hard with the weights MALICE_TUNE (e.g. safe_move=5) against Hard as it is",
    settings: "MALICE_GAMES (40); MALICE_NODES a move (100000); MALICE_BASE_NODES for the default; \
               MALICE_FOUR=1: four players",
    run: tuning,
};

/// Hard's depth, nodes and time per decision.
pub const TIMING: Report = Report {
    name: "malice-timing",
    about: "Malice: Hard's depth, nodes and time from positions of real games (Club against Club)",
    settings: "",
    run: timing,
};

/// MCTS with changed limits against Hard or against MCTS.
pub const MCTS_TUNING: Report = Report {
    name: "malice-mcts-tuning",
    about: "Malice: MCTS with the limits MCTS_TUNE (e.g. iterations=8000) against Hard",
    settings: "MALICE_GAMES (40); MALICE_NODES for Hard (its own budget); MCTS_BASE: against MCTS \
               with those limits instead",
    run: mcts_tuning,
};

/// `a` against `b` over `games` games from the start with `rules` (colours
/// swapped every other game, each `opening` played from both sides).
fn run_match(rules: Rules, a: &Player<Malice>, b: &Player<Malice>, games: u64, opening: u32) -> MatchReport {
    let matchup =
        roster::matchup::<Malice>(rules.players.seat_count(), None, opening).expect("2 or 4 players");
    arena::play_match(&matchup, [a, b], &Schedule::new(games, 1000), &mut |_| {})
}

/// A searching bot with its own limits.
fn searching(name: &str, limits: SearchLimits) -> Player<Malice> {
    Player::new(name, move |seed| Box::new(SearchBot::new(limits, seed)) as Box<dyn Bot<Malice>>)
}

/// A level as the app makes it.
fn level(l: Level) -> Player<Malice> {
    Player::new(l.name(), move |seed| make_bot(l, seed))
}

fn strength() -> Result<(), String> {
    let games = number("MALICE_GAMES", 40)?;
    let players = text("MALICE_PLAYERS");
    let mut all = vec![Rules::default(), Rules::four_players()];
    all.retain(|r| players.is_empty() || players == r.players.seat_count().to_string());
    for rules in all {
        println!("{}", run_match(rules, &level(Level::Champion), &level(Level::Club), games, 4));
        println!("{}", run_match(rules, &level(Level::Club), &level(Level::Newcomer), games, 4));
        println!("{}", run_match(rules, &level(Level::Champion), &level(Level::Newcomer), games / 2, 4));
    }
    Ok(())
}

/// The default weights with the changes `spec` names.
fn weights(spec_text: &str) -> Result<Weights, String> {
    let mut w = Weights::DEFAULT;
    for (name, value) in spec::<i32>(spec_text)? {
        let field = match name.as_str() {
            "their_best_threat" => &mut w.their_best_threat,
            "their_other_threats" => &mut w.their_other_threats,
            "our_best_threat" => &mut w.our_best_threat,
            "our_other_threats" => &mut w.our_other_threats,
            "safe_move" => &mut w.safe_move,
            "safe_move_cap" => &mut w.safe_move_cap,
            "no_safe_move" => &mut w.no_safe_move,
            "piece" => &mut w.piece,
            "lock_in" => &mut w.lock_in,
            other => return Err(format!("no weight {other}")),
        };
        *field = value;
    }
    Ok(w)
}

fn tuning() -> Result<(), String> {
    let tune = text("MALICE_TUNE");
    let games = number("MALICE_GAMES", 40)?;
    let nodes = number("MALICE_NODES", 100_000)?;
    let base_nodes = number("MALICE_BASE_NODES", nodes)?;
    let rules =
        if std::env::var_os("MALICE_FOUR").is_some() { Rules::four_players() } else { Rules::default() };
    let base = SearchLimits { nodes: base_nodes, ..CHAMPION_LIMITS };
    let variant = SearchLimits { nodes, weights: weights(&tune)?, ..CHAMPION_LIMITS };
    let report =
        run_match(rules, &searching(&format!("[{tune}]"), variant), &searching("default", base), games, 4);
    println!("{report}");
    Ok(())
}

/// Hard's depth, nodes and time on every fifth position of six games of
/// Club against Club, each begun with two random moves.
fn timing() -> Result<(), String> {
    for rules in [Rules::default(), Rules::four_players()] {
        let (mut depths, mut times, mut nodes) = (Vec::new(), Vec::new(), Vec::new());
        for g in 0..6u64 {
            let mut rng = Rng::seeded(g);
            let mut game = Malice::new(rules);
            for _ in 0..2 {
                let moves = game.legal_move_list();
                let Some(&pick) = moves.get(rng.below(moves.len() as u32) as usize) else { break };
                game.play(&pick).map_err(|e| e.to_string())?;
            }
            let mut ply = 0u64;
            while game.to_move().is_some() {
                if ply.is_multiple_of(5) {
                    let started = Instant::now();
                    let report = SearchBot::new(CHAMPION_LIMITS, ply).think(&game, &StopSignal::never());
                    times.push(started.elapsed().as_secs_f64());
                    depths.push(report.depth);
                    nodes.push(report.nodes);
                }
                let club = make_bot(Level::Club, g * 1000 + ply).choose(&game, &StopSignal::never());
                let chosen = club.ok_or("Club gave no move")?;
                game.play(&chosen).map_err(|e| e.to_string())?;
                ply += 1;
            }
        }
        let n = times.len().max(1) as f64;
        let mean = times.iter().sum::<f64>() / n;
        let max = times.iter().copied().fold(0.0, f64::max);
        let mean_depth = depths.iter().map(|&d| f64::from(d)).sum::<f64>() / n;
        let mean_nodes = nodes.iter().sum::<u64>() as f64 / n;
        println!(
            "{:?} players: {} positions, {mean:.3} s mean, {max:.3} s max, depth {mean_depth:.1} mean ({}–{}), \
             {:.0} nodes/s",
            rules.players,
            times.len(),
            depths.iter().min().unwrap_or(&0),
            depths.iter().max().unwrap_or(&0),
            mean_nodes / mean,
        );
    }
    Ok(())
}

/// The MCTS baseline's limits with the changes `spec` names.
fn mcts_limits(spec_text: &str) -> Result<MctsLimits, String> {
    let mut l = MCTS_LIMITS;
    for (name, value) in spec::<f64>(spec_text)? {
        match name.as_str() {
            "iterations" => l.iterations = value as u64,
            "exploration" => l.exploration = value,
            "bias" => l.bias = value,
            "playout_plies" => l.playout_plies = value as u32,
            "settle_plies" => l.settle_plies = value as u32,
            "epsilon" => l.epsilon = value,
            "minimax" => l.minimax = value,
            other => return Err(format!("no limit {other}")),
        }
    }
    Ok(l)
}

/// An MCTS bot with `limits`, named by the spec that made them.
fn mcts(spec_text: &str, limits: MctsLimits) -> Player<Malice> {
    Player::new(format!("mcts[{spec_text}]"), move |seed| {
        Box::new(MctsBot::new(limits, seed)) as Box<dyn Bot<Malice>>
    })
}

fn mcts_tuning() -> Result<(), String> {
    let tune = text("MCTS_TUNE");
    let games = number("MALICE_GAMES", 40)?;
    let nodes = number("MALICE_NODES", CHAMPION_LIMITS.nodes)?;
    let challenger = mcts(&tune, mcts_limits(&tune)?);
    let rival = match std::env::var("MCTS_BASE") {
        Ok(base) => mcts(&base, mcts_limits(&base)?),
        Err(_) => searching(&format!("hard[{nodes}]"), SearchLimits { nodes, ..CHAMPION_LIMITS }),
    };
    println!("{}", run_match(Rules::default(), &challenger, &rival, games, 4));
    Ok(())
}
