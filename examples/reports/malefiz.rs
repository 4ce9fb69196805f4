//! Malefiz's reports: levels against each other and against the greedy
//! baseline at tables of two to four, the top search's time per decision,
//! and a tuning match for its limits and weights.

use super::{Report, number, spec, text};
use malice_table::arena::{self, Player, Schedule, roster};
use malice_table::core::{Bot, Level, StopSignal};
use malice_table::games::malefiz::Malefiz;
use malice_table::games::malefiz::bot::{
    EXPERT_LIMITS, EasyBot, MASTER_LIMITS, SearchBot, SearchLimits, greedy_bot, make_bot,
};
use std::time::Instant;

/// Levels against each other and against Greedy, two colours.
pub const STRENGTH: Report = Report {
    name: "malefiz-strength",
    about: "Malefiz: Master and Expert against Greedy, Newcomer and each other, 2 colours",
    settings: "MALEFIZ_PAIRS seeds, each played from both seats (100)",
    run: strength,
};

/// Expert and Master against Greedy at tables of three and four.
pub const TABLES: Report = Report {
    name: "malefiz-tables",
    about: "Malefiz: Expert and Master against Greedy at tables of 3 and 4 on both boards",
    settings: "MALEFIZ_TABLE_GAMES games a table (40)",
    run: tables,
};

/// Master's time, turns searched and nodes per decision.
pub const TIMING: Report = Report {
    name: "malefiz-timing",
    about: "Malefiz: Master's time, turns and nodes in heavy positions and in games against Expert",
    settings: "",
    run: timing,
};

/// Hard with changed limits against Hard with others.
pub const TUNING: Report = Report {
    name: "malefiz-tuning",
    about: "Malefiz: Hard with MALEFIZ_TUNE (e.g. turns_two=3,risk=0.5) against Hard with MALEFIZ_BASE",
    settings: "MALEFIZ_PAIRS (50); MALEFIZ_BOARD=fast for the fast board",
    run: tuning,
};

/// Positions where Hard has the most to do: several captures for the roll
/// (each with ~90 placements), four colours close together.
const HEAVY: [(&str, u8); 4] = [
    ("classic r r:c5,g5,k4,2h g:e5,i5,2h,o4 y:m5,3h b:o5,q2,3h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3", 4),
    ("classic r r:e6,g9,k9,m6,1h g:e7,m7,3h y:i5,k5,3h b:c5,o5,3h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3", 2),
    ("classic g r:c13,e11,2h g:o13,m11,3h y:a11,q11,3h b:g9,k9,3h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3", 4),
    ("fast r r:e5,i5,m5,1h g:e8,m8,2h y:e3,m3,2h b:i3,i7,2h x:i9,i6,e4,m4,e2,m2", 1),
];

/// Prints `a` against `b` on the built-in `board` for `players`: each seed
/// played once with `a` in every seat (same dice), on every core.
fn show_match(board: &str, players: usize, [a, b]: [&Player<Malefiz>; 2], games: u64) -> Result<(), String> {
    let matchup = roster::matchup::<Malefiz>(players, Some(board), 0).map_err(|e| e.to_string())?;
    println!("{}", arena::play_match(&matchup, [a, b], &Schedule::new(games, 1000), &mut |_| {}));
    Ok(())
}

/// Hard's search with `limits`, under `name`.
fn searching(name: &str, limits: SearchLimits) -> Player<Malefiz> {
    Player::new(name, move |seed| Box::new(SearchBot::new(limits, seed)) as Box<dyn Bot<Malefiz>>)
}

/// A level as the app makes it.
fn level(l: Level) -> Player<Malefiz> {
    Player::new(l.name(), move |seed| make_bot(l, seed))
}

fn strength() -> Result<(), String> {
    let pairs: u64 = number("MALEFIZ_PAIRS", 100)?;
    let (hard, medium, easy) = (level(Level::Master), level(Level::Expert), level(Level::Newcomer));
    let greedy = Player::new("greedy", |_seed| greedy_bot());
    let easy_bot = Player::new("easy", |seed| Box::new(EasyBot::new(seed)) as Box<dyn Bot<Malefiz>>);
    show_match("classic", 2, [&hard, &greedy], 2 * pairs)?;
    show_match("classic", 2, [&medium, &easy], 2 * pairs)?;
    show_match("classic", 2, [&greedy, &easy_bot], pairs)?;
    show_match("classic", 2, [&hard, &searching("medium", EXPERT_LIMITS)], pairs)?;
    show_match("fast", 2, [&hard, &greedy], pairs)?;
    show_match("fast", 2, [&medium, &easy], pairs)
}

fn tables() -> Result<(), String> {
    let games = number("MALEFIZ_TABLE_GAMES", 40)?;
    let greedy = Player::new("greedy", |_seed| greedy_bot());
    for board in ["classic", "fast"] {
        for players in [3, 4] {
            for l in [Level::Expert, Level::Master] {
                show_match(board, players, [&level(l), &greedy], games)?;
            }
        }
    }
    Ok(())
}

/// The heavy positions above, then every decision of Master in games
/// against Expert at 2, 3 and 4 colours on both boards.
fn timing() -> Result<(), String> {
    for (position, roll) in HEAVY {
        let game = Malefiz::from_position(position).map_err(|e| format!("{position}: {e}"))?;
        let game = game.with_roll(roll).map_err(|e| format!("{position}, roll {roll}: {e}"))?;
        let started = Instant::now();
        let report = SearchBot::new(MASTER_LIMITS, 1).think(&game, &StopSignal::never());
        println!(
            "heavy {position} roll {roll}: {} moves, {:.3} s, {} turns, {} nodes",
            game.legal_move_list().len(),
            started.elapsed().as_secs_f64(),
            report.turns,
            report.nodes
        );
    }
    for board in ["classic", "fast"] {
        for players in [2, 3, 4] {
            show_match(board, players, [&level(Level::Master), &level(Level::Expert)], 3 * players as u64)?;
        }
    }
    Ok(())
}

/// Hard's limits with the changes `spec` names.
fn limits(spec_text: &str) -> Result<SearchLimits, String> {
    let mut l = MASTER_LIMITS;
    for (name, v) in spec::<f64>(spec_text)? {
        match name.as_str() {
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
            other => return Err(format!("no limit or weight {other}")),
        }
    }
    Ok(l)
}

fn tuning() -> Result<(), String> {
    let (tune, base) = (text("MALEFIZ_TUNE"), text("MALEFIZ_BASE"));
    let pairs: u64 = number("MALEFIZ_PAIRS", 50)?;
    let board = if text("MALEFIZ_BOARD") == "fast" { "fast" } else { "classic" };
    let a = searching(&format!("[{tune}]"), limits(&tune)?);
    let b = searching(&format!("[{base}]"), limits(&base)?);
    show_match(board, 2, [&a, &b], 2 * pairs)
}
