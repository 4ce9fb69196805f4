//! Spite & Malice's reports: levels against each other and the first-fit
//! baseline, Club's thinking time alone on one thread, a tuning match for
//! Hard's limits and weights, and the time a long game's review takes.

use super::{Report, number, spec, text};
use malice_table::arena::{self, Player, Schedule, roster};
use malice_table::core::review::{Progress, review};
use malice_table::core::{Bot, Game, History, Level, Seat, StopSignal};
use malice_table::games::spite::bot::{
    EXPERT_LIMITS, EasyBot, SearchBot, SearchLimits, first_fit_bot, make_bot,
};
use malice_table::games::spite::review::{SpiteJudge, WORLDS};
use malice_table::games::spite::{Match, Rules, Spite};
use malice_table::store::save::SaveFile;

/// Level against level (`malice-table arena --game spite` runs the same).
pub const STRENGTH: Report = Report {
    name: "spite-strength",
    about: "Spite & Malice: Club, Beginner, Newcomer and first fit against each other",
    settings: "SPITE_DEALS deals, each played twice with seats swapped (100); SPITE_THREADS (2)",
    run: strength,
};

/// Club's thinking time with the machine to itself.
pub const TIMING: Report = Report {
    name: "spite-timing",
    about: "Spite & Malice: Club against Beginner on one thread, for Club's time per decision",
    settings: "SPITE_DEALS (25)",
    run: timing,
};

/// Hard with changed limits and weights against a rival.
pub const TUNING: Report = Report {
    name: "spite-tuning",
    about: "Spite & Malice: Hard with SPITE_TUNE (e.g. worlds=24,their_payoff=80) against SPITE_VS",
    settings: "SPITE_DEALS (100); SPITE_VS=first-fit, easy, medium or hard (Hard with SPITE_BASE)",
    run: tuning,
};

/// How long the review of a long game takes, and its worst losses.
pub const REVIEW_TIMING: Report = Report {
    name: "spite-review-timing",
    about: "Spite & Malice: the review of a whole game of two Hard bots, its time and worst losses",
    settings: "SPITE_SEED (1); SPITE_WORLDS (512); SPITE_EASY=1: two Easy bots; SPITE_SAVE=file.ron keeps the game",
    run: review_timing,
};

/// Where the cards lie when games between bots of one level are drawn.
pub const DRAWS: Report = Report {
    name: "spite-draws",
    about: "Spite & Malice: how often each level draws against itself, and where the 104 cards lie then",
    settings: "SPITE_DEALS deals a level (100)",
    run: draws,
};

/// Cards counted where a drawn game left them, summed over the draws.
#[derive(Default)]
struct Drawn {
    games: u64,
    draws: u64,
    side: usize,
    payoff: usize,
    centre: usize,
    hands: usize,
    /// Draws in which a player had at most 3 payoff cards left.
    near_win: u64,
}

/// Plays `level` against itself from deal `seed`; adds the game to `tally`.
fn tally_game(level: Level, seed: u64, tally: &mut Drawn) {
    let Ok(matchup) = roster::matchup::<Spite>(2, None, 0) else { return };
    let mut game = (matchup.deal)(seed);
    let mut moves = 0;
    while let Some(seat) = game.to_move()
        && moves < 5_000
    {
        let mut bot = make_bot(level, seed ^ moves);
        let Some(mv) = bot.choose(&game.view(seat), &StopSignal::never()) else { break };
        if game.play(&mv).is_err() {
            break;
        }
        moves += 1;
    }
    tally.games += 1;
    if game.status() != malice_table::games::spite::Status::Drawn {
        return;
    }
    tally.draws += 1;
    let players = [0, 1].map(|seat| game.player(seat));
    for p in players.iter().flatten() {
        tally.side += p.side_piles().iter().map(Vec::len).sum::<usize>();
        tally.payoff += p.payoff().len();
        tally.hands += p.hand().len();
    }
    tally.centre += game.centre_piles().iter().map(|c| c.len()).sum::<usize>();
    tally.near_win += u64::from(players.iter().flatten().any(|p| p.payoff().len() <= 3));
}

fn draws() -> Result<(), String> {
    let deals = number("SPITE_DEALS", 100)?;
    println!(
        "level: games, drawn; at a draw on average: side piles, payoff piles, centre, hands (both players); draws with a payoff of 3 or fewer left"
    );
    for level in [Level::Newcomer, Level::Beginner, Level::Casual, Level::Club, Level::Expert] {
        let mut tally = Drawn::default();
        for deal in 0..deals {
            tally_game(level, arena::deal_seed(7, deal), &mut tally);
        }
        let per = |n: usize| n as f64 / tally.draws.max(1) as f64;
        println!(
            "{}: {}, {} ({:.0}%); {:.1}, {:.1}, {:.1}, {:.1}; {}",
            level.name(),
            tally.games,
            tally.draws,
            100.0 * tally.draws as f64 / tally.games.max(1) as f64,
            per(tally.side),
            per(tally.payoff),
            per(tally.centre),
            per(tally.hands),
            tally.near_win
        );
    }
    Ok(())
}

/// Prints `a` against `b` over `deals` deals, each played twice with the
/// seats swapped, on `threads` threads.
fn show_match(a: &Player<Spite>, b: &Player<Spite>, deals: u64, threads: usize) {
    let schedule = Schedule { threads, ..Schedule::new(2 * deals, 1000) };
    println!(
        "{}",
        arena::play_match(
            &roster::matchup::<Spite>(2, None, 0).expect("two players"),
            [a, b],
            &schedule,
            &mut |_| {}
        )
    );
}

/// A level as the app makes it.
fn level(l: Level) -> Player<Spite> {
    Player::new(l.name(), move |seed| make_bot(l, seed))
}

/// Hard's search with `limits`, under `name`.
fn hard(name: &str, limits: SearchLimits) -> Player<Spite> {
    Player::new(name, move |seed| Box::new(SearchBot::new(limits, seed)) as Box<dyn Bot<Spite>>)
}

fn strength() -> Result<(), String> {
    let deals = number("SPITE_DEALS", 100)?;
    let threads = number("SPITE_THREADS", 2)?;
    let first_fit = Player::new("first fit", |_seed| first_fit_bot());
    let (club, beginner, newcomer) = (level(Level::Club), level(Level::Beginner), level(Level::Newcomer));
    show_match(&club, &first_fit, deals, threads);
    show_match(&beginner, &newcomer, deals, threads);
    show_match(&club, &beginner, deals, threads);
    show_match(&newcomer, &first_fit, deals / 2, threads);
    Ok(())
}

fn timing() -> Result<(), String> {
    show_match(&level(Level::Club), &level(Level::Beginner), number("SPITE_DEALS", 25)?, 1);
    Ok(())
}

/// Hard's limits with the changes `spec` names.
fn limits(spec_text: &str) -> Result<SearchLimits, String> {
    let mut limits = EXPERT_LIMITS;
    for (name, value) in spec::<i32>(spec_text)? {
        let count = || u32::try_from(value).map_err(|_| format!("{name}={value} is not a count"));
        let w = &mut limits.weights;
        match name.as_str() {
            "nodes" => limits.nodes = count()?,
            "worlds" => limits.worlds = count()? as usize,
            "refine" => limits.refine = count()? as usize,
            "sample_nodes" => limits.sample_nodes = count()?,
            "their_payoff" => w.their_payoff = value,
            "their_win" => w.their_win = value,
            "my_next" => w.my_next = value,
            "king_in_hand" => w.king_in_hand = value,
            "king_on_top" => w.king_on_top = value,
            "king_buried" => w.king_buried = value,
            "hand_card" => w.hand_card = value,
            "run" => w.run = value,
            "same" => w.same = value,
            "bury" => w.bury = value,
            "bury_step" => w.bury_step = value,
            "gap_step" => w.gap_step = value,
            "empty_pile" => w.empty_pile = value,
            "refill" => w.refill = value,
            "next_payoff" => w.next_payoff = value,
            "draw" => w.draw = value,
            "short_stock" => w.short_stock = value,
            other => return Err(format!("unknown setting {other}")),
        }
    }
    Ok(limits)
}

fn tuning() -> Result<(), String> {
    let (tune, base) = (text("SPITE_TUNE"), text("SPITE_BASE"));
    let deals = number("SPITE_DEALS", 100)?;
    let challenger = hard(&format!("[{tune}]"), limits(&tune)?);
    let rival = match text("SPITE_VS").as_str() {
        "first-fit" => Player::new("first fit", |_seed| first_fit_bot()),
        "easy" => level(Level::Newcomer),
        "medium" => level(Level::Beginner),
        "" | "hard" => hard(&format!("hard [{base}]"), limits(&base)?),
        other => return Err(format!("SPITE_VS={other}: first-fit, easy, medium or hard")),
    };
    show_match(&challenger, &rival, deals, 2);
    Ok(())
}

/// A game of `bots`, up to `plies` moves: the first of a match dealt from
/// `seed`.
fn game_of(mut bots: [Box<dyn Bot<Spite>>; 2], seed: u64, plies: usize) -> Result<History<Spite>, String> {
    let start = Match::new(Rules::default()).next_game(seed).map_err(|e| e.to_string())?;
    let mut history = History::new(start);
    for _ in 0..plies {
        let Some(seat) = history.current().to_move() else { break };
        let view = history.current().view(seat);
        let mv = bots[seat].choose(&view, &StopSignal::never()).ok_or("a bot gave no move")?;
        history.play(mv).map_err(|e| e.to_string())?;
    }
    Ok(history)
}

/// The save of a game dealt by [`game_of`], to open in the app.
fn save_of(history: &History<Spite>, seed: u64) -> SaveFile {
    SaveFile::of(history, vec![Seat::human("Ann"), Seat::human("Bob")], seed, seed, None).expect("a save")
}

fn review_timing() -> Result<(), String> {
    let seed = number("SPITE_SEED", 1)?;
    let worlds = number("SPITE_WORLDS", WORLDS)?;
    // Two easy bots, whose moves the judge rarely shares, make the review
    // weigh most decisions twice.
    let bots: [Box<dyn Bot<Spite>>; 2] = if std::env::var_os("SPITE_EASY").is_some() {
        [Box::new(EasyBot::new(seed)), Box::new(EasyBot::new(seed + 1))]
    } else {
        [Box::new(SearchBot::new(EXPERT_LIMITS, seed)), Box::new(SearchBot::new(EXPERT_LIMITS, seed + 1))]
    };
    let history = game_of(bots, seed, 1_000)?;
    if let Some(path) = std::env::var_os("SPITE_SAVE") {
        std::fs::write(&path, save_of(&history, seed).to_ron()).map_err(|e| e.to_string())?;
    }
    let judge = SpiteJudge { worlds, ..SpiteJudge::default() };
    let start = std::time::Instant::now();
    let decisions = review(&history, &judge, 2, &Progress::default(), &StopSignal::never())
        .ok_or("the review was cancelled")?
        .decisions;
    println!("{} plies reviewed in {:?} with {worlds} worlds", history.cursor(), start.elapsed());
    let mut losses: Vec<f64> = decisions.iter().filter_map(|d| Some(d.verdict.as_ref()?.loss())).collect();
    losses.sort_by(|a, b| b.total_cmp(a));
    println!("{} judged, worst losses {:?}", losses.len(), losses.get(..8));
    Ok(())
}
