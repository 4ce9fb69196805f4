//! The games and bots the arena knows by name, and a match set up from
//! names and numbers (what the command line asks for).
//!
//! Bots: each game's levels by their one-word names (`newcomer` … `champion`,
//! as far as its ladder goes; the old `easy`, `medium` and `hard` name the
//! levels nearest to them), `random` (a uniformly random legal move), and
//! its baselines: Malice `uct` (plain UCT, see
//! `games::malice::bot::uct`; `uct:N` for N iterations a move) and `mcts`
//! (Monte Carlo tree search with heuristic playouts, progressive bias and
//! a solver, see `games::malice::bot::mcts`; `mcts:N` likewise, and
//! `mcts/KEY=VALUE` changes one of its settings), Malefiz
//! `greedy` and `flat-mc` (flat Monte Carlo over every move with short race playouts, see
//! `games::malefiz::bot::flat`; `flat-mc:N` for N playouts a candidate
//! move), Spite & Malice `first-fit` and `ismcts` (information set Monte
//! Carlo tree search, see `games::spite::bot::ismcts`; `ismcts:N` for N
//! iterations a move).
//!
//! Without a time budget every bot works to its own node, playout or
//! iteration count, so a match is decided by its seed. With a budget the
//! searching bots (the searching levels, uct, mcts, flat-mc, ismcts) drop their
//! counts and think until the clock stops them or their depth limit is
//! reached; results then vary from run to run.

use super::shard::Shard;
use super::sprt::{Sprt, SprtError};
use super::{GameRecord, MatchReport, Matchup, Player, Progress, Schedule, assemble, play_match_resuming};
use crate::core::{Bot, Level, Rng, StopSignal};
use crate::games::{Budget, Entry, GameKind, Registered, Setting, SettingError, TableError};
use std::fmt;
use std::sync::Arc;
use std::time::Duration;

/// The bots an arena knows for `game`: the levels, the baselines, then
/// `random`.
pub fn bot_names(game: GameKind) -> Vec<&'static str> {
    level_names(game).into_iter().chain(baseline_names(game)).chain(["random"]).collect()
}

/// `game`'s levels as the arena names them, weakest first (the old
/// `easy`, `medium` and `hard` are read too, as the game's nearest levels).
pub fn level_names(game: GameKind) -> Vec<&'static str> {
    game.ladder().levels().map(Level::cli_name).collect()
}

/// `game`'s baselines: programs that are not levels of the app, to measure
/// the levels by (`random` aside).
pub fn baseline_names(game: GameKind) -> Vec<&'static str> {
    game.facts().baselines.iter().map(|b| b.name).collect()
}

/// The game and how its games are played: what a match and a ladder
/// share.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Table {
    /// The game.
    pub game: GameKind,
    /// Decides the deals and the bots' seeds.
    pub seed: u64,
    /// Players; `None` is 2.
    pub players: Option<usize>,
    /// A built-in board, for a game with boards to choose (`None`: its
    /// first).
    pub board: Option<String>,
    /// Time per decision; `None` plays by node budgets.
    pub budget: Option<Duration>,
    /// A wall-clock cap on every decision that keeps the node budgets, as
    /// the app plays (`None`: no cap).
    pub cap: Option<Duration>,
    /// Games at once; `None` is one per core.
    pub threads: Option<usize>,
}

impl Table {
    /// `game` from `seed`, with every other setting at its default.
    pub fn new(game: GameKind, seed: u64) -> Self {
        Table { game, seed, players: None, board: None, budget: None, cap: None, threads: None }
    }
}

/// A match as asked for by name.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Request {
    /// The game and how its games are played.
    pub table: Table,
    /// Bot A's and bot B's names.
    pub bots: [String; 2],
    /// Games to play (at least 1).
    pub games: u64,
    /// Random opening moves; `None` is the game's default.
    pub opening: Option<u32>,
    /// A sequential test that ends the match once it decides; `games` is
    /// then its cap.
    #[serde(default)]
    pub sprt: Option<Sprt>,
    /// The one shard of the match this run plays.
    #[serde(default)]
    pub shard: Option<Shard>,
}

impl Request {
    /// `games` games of `game` between bots `a` and `b` from `seed`, with
    /// every other setting at its default.
    pub fn new(game: GameKind, a: &str, b: &str, games: u64, seed: u64) -> Self {
        Request {
            table: Table::new(game, seed),
            bots: [a.to_owned(), b.to_owned()],
            games,
            opening: None,
            sprt: None,
            shard: None,
        }
    }
}

/// Why a request cannot be played; the message says what to change.
#[derive(Clone, Debug, PartialEq)]
pub enum RequestError {
    /// No games asked for.
    NoGames,
    /// A bot name the game does not know.
    UnknownBot {
        /// The game.
        game: GameKind,
        /// The name as given.
        name: String,
    },
    /// The game is not played by that many.
    Players {
        /// The game.
        game: GameKind,
        /// The count asked for.
        players: usize,
    },
    /// `--board` for a game without boards to choose.
    BoardNotForGame {
        /// The game.
        game: GameKind,
    },
    /// A board that is not built in.
    UnknownBoard {
        /// The game.
        game: GameKind,
        /// The name as given.
        name: String,
    },
    /// A baseline's setting that cannot be used (`mcts/bias=x`).
    Setting {
        /// The game.
        game: GameKind,
        /// The bot's name as given.
        name: String,
        /// Why.
        why: SettingProblem,
    },
    /// A zero time budget or thread count.
    Zero {
        /// What was zero.
        what: &'static str,
    },
    /// A sequential test that cannot be run.
    Sprt(SprtError),
    /// A sequential test capped below one group of games.
    TooFewForTest {
        /// Games in a group.
        group: u64,
    },
}

impl fmt::Display for RequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RequestError::NoGames => f.write_str("--games must be at least 1"),
            RequestError::UnknownBot { game, name } => write!(
                f,
                "unknown bot `{name}` for {}: choose from {}{}",
                game.cli_name(),
                bot_names(*game).join(", "),
                match game.counted_baselines() {
                    counted if counted.is_empty() => String::new(),
                    counted => format!(" (or {counted})"),
                }
            ),
            RequestError::Players { game, players } => {
                let counts: Vec<String> = game.facts().player_counts.iter().map(usize::to_string).collect();
                let game = game.cli_name();
                write!(f, "{game} is not played by {players}: --players must be {}", counts.join(" or "))
            }
            RequestError::BoardNotForGame { game } => {
                let with_boards: Vec<&str> = GameKind::ALL
                    .iter()
                    .filter(|g| !g.facts().boards.is_empty())
                    .map(|g| g.cli_name())
                    .collect();
                write!(f, "--board is for {}; {} has one layout", with_boards.join(", "), game.cli_name())
            }
            RequestError::UnknownBoard { game, name } => {
                write!(f, "unknown board `{name}`: choose {}", game.facts().boards.join(" or "))
            }
            RequestError::Setting { game, name, why } => {
                write!(f, "bot `{name}` for {} cannot be set up: {why}", game.cli_name())
            }
            RequestError::Zero { what } => write!(f, "{what} must be at least 1"),
            RequestError::Sprt(e) => e.fmt(f),
            RequestError::TooFewForTest { group } => write!(
                f,
                "--sprt plays games in groups of {group} (one deal, the seats rotated): --games must be at least {group}"
            ),
        }
    }
}

impl std::error::Error for RequestError {}

/// Why a bot's settings (`mcts/KEY=VALUE`) cannot be used.
#[derive(Clone, Debug)]
pub enum SettingProblem {
    /// A part after a `/` that is not `KEY=VALUE` (the part).
    NotKeyValue(String),
    /// A value that is not a number.
    NotANumber {
        /// The value as given.
        value: String,
        /// The whole `KEY=VALUE` part.
        part: String,
    },
    /// The baseline refuses the setting (its reason, shared so that a
    /// request error stays cheap to clone).
    Refused(Arc<SettingError>),
}

impl PartialEq for SettingProblem {
    /// A baseline's refusal carries no equality of its own: two are the
    /// same when they give the same reason.
    fn eq(&self, other: &SettingProblem) -> bool {
        match (self, other) {
            (SettingProblem::NotKeyValue(a), SettingProblem::NotKeyValue(b)) => a == b,
            (
                SettingProblem::NotANumber { value, part },
                SettingProblem::NotANumber { value: other_value, part: other_part },
            ) => value == other_value && part == other_part,
            (SettingProblem::Refused(a), SettingProblem::Refused(b)) => a.to_string() == b.to_string(),
            _ => false,
        }
    }
}

impl fmt::Display for SettingProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingProblem::NotKeyValue(part) => write!(f, "`{part}` is not KEY=VALUE"),
            SettingProblem::NotANumber { value, part } => {
                write!(f, "`{value}` is not a number (in `{part}`)")
            }
            SettingProblem::Refused(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SettingProblem {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SettingProblem::Refused(e) => Some(e.as_ref()),
            _ => None,
        }
    }
}

/// Checks a request and plays it; `progress` is called after every game.
/// Every error is found before the first game starts.
pub fn run(request: &Request, progress: &mut dyn FnMut(&Progress)) -> Result<MatchReport, RequestError> {
    run_edited(request, Resume::default(), progress, |_| {})
}

/// Like [`run`], with no progress, after `edit` has changed the schedule
/// the request makes (its move limit, its slack): for tests.
pub fn run_with(request: &Request, edit: impl FnOnce(&mut Schedule)) -> Result<MatchReport, RequestError> {
    run_edited(request, Resume::default(), &mut |_| {}, edit)
}

/// Like [`run`], playing only the games `done` does not hold (from a
/// journal); `on_game` hears of each game played.
pub fn run_resuming<'a>(
    request: &'a Request,
    done: Vec<GameRecord>,
    on_game: &'a mut dyn FnMut(&GameRecord),
    progress: &'a mut dyn FnMut(&Progress),
) -> Result<MatchReport, RequestError> {
    run_edited(request, Resume { done, on_game: Some(on_game), report_only: false }, progress, |_| {})
}

/// What decides a request's games, for the first line of its journal: the
/// table, the bots, the games, the clock and the build.
pub fn journal_name(request: &Request) -> String {
    let t = &request.table;
    let ms = |d: Option<Duration>| d.map_or_else(|| "none".to_owned(), |d| format!("{} ms", d.as_millis()));
    format!(
        "{} for {} on {}, {} against {}, {} games from seed {}, budget {}, cap {}, opening {}, build {}",
        t.game.cli_name(),
        t.players.unwrap_or(2),
        t.board.as_deref().unwrap_or("the first board"),
        request.bots[0],
        request.bots[1],
        request.games,
        t.seed,
        ms(t.budget),
        ms(t.cap),
        request.opening.map_or_else(|| "the game's".to_owned(), |n| n.to_string()),
        crate::build_info::GIT_REV
    ) + &match_extras(request)
}

/// What a sequential test and a shard add to a journal's name.
fn match_extras(request: &Request) -> String {
    let mut extra = String::new();
    if let Some(s) = &request.sprt {
        extra.push_str(&format!(", SPRT [{}, {}] alpha {} beta {}", s.elo0, s.elo1, s.alpha, s.beta));
    }
    if let Some(shard) = request.shard {
        extra.push_str(&format!(", shard {shard}"));
    }
    extra
}

/// Games already played, who hears of the new ones, and whether any is
/// to be played.
#[derive(Default)]
struct Resume<'a> {
    done: Vec<GameRecord>,
    on_game: Option<&'a mut dyn FnMut(&GameRecord)>,
    /// Only report the games `done` holds (merged journals).
    report_only: bool,
}

/// The report of `request`'s match from games played elsewhere (the
/// journals of its shards), playing none: checked as [`run`] checks.
pub fn report(request: &Request, games: Vec<GameRecord>) -> Result<MatchReport, RequestError> {
    let resume = Resume { done: games, on_game: None, report_only: true };
    run_edited(request, resume, &mut |_| {}, |_| {})
}

fn run_edited<'a>(
    request: &'a Request,
    resume: Resume<'a>,
    progress: &'a mut dyn FnMut(&Progress),
    edit: impl FnOnce(&mut Schedule),
) -> Result<MatchReport, RequestError> {
    let table = &request.table;
    if request.games == 0 {
        return Err(RequestError::NoGames);
    }
    if table.budget.is_some_and(|b| b.is_zero()) {
        return Err(RequestError::Zero { what: "--budget-ms" });
    }
    if table.cap.is_some_and(|b| b.is_zero()) {
        return Err(RequestError::Zero { what: "--cap-ms" });
    }
    if table.threads == Some(0) {
        return Err(RequestError::Zero { what: "--threads" });
    }
    if let Some(sprt) = request.sprt {
        sprt.checked().map_err(RequestError::Sprt)?;
    }
    let players = table.players.unwrap_or(2);
    let facts = table.game.facts();
    if !facts.player_counts.contains(&players) {
        return Err(RequestError::Players { game: table.game, players });
    }
    if table.board.is_some() && facts.boards.is_empty() {
        return Err(RequestError::BoardNotForGame { game: table.game });
    }
    let mut schedule = Schedule::new(request.games, table.seed);
    schedule.budget = table.budget;
    schedule.cap = table.cap;
    if let Some(threads) = table.threads {
        schedule.threads = threads;
    }
    schedule.sprt = request.sprt;
    schedule.shard = request.shard;
    edit(&mut schedule);
    table.game.entry::<dyn Arena>().run(request, players, schedule, resume, progress)
}

/// What the arena asks of any game: one object per game.
trait Arena: Send + Sync {
    /// `request`'s match for `players`, played by `schedule` (or its report
    /// assembled from what `resume` has), telling `progress`.
    fn run(
        &self,
        request: &Request,
        players: usize,
        schedule: Schedule,
        resume: Resume<'_>,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<MatchReport, RequestError>;
}

crate::games::kind::by_kind!(dyn Arena);

impl<G: Registered> Arena for Entry<G> {
    fn run(
        &self,
        request: &Request,
        players: usize,
        schedule: Schedule,
        resume: Resume<'_>,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<MatchReport, RequestError> {
        let opening = request.opening.unwrap_or(G::FACTS.opening);
        let matchup = matchup::<G>(players, request.table.board.as_deref(), opening)?;
        let timed = request.table.budget.is_some();
        let [a, b] = &request.bots;
        let pair = [player::<G>(a, timed)?, player::<G>(b, timed)?];
        let group = matchup.sides.len().max(1) as u64;
        if request.sprt.is_some() && request.games < group {
            return Err(RequestError::TooFewForTest { group });
        }
        let Resume { done, on_game, report_only } = resume;
        let players = [&pair[0], &pair[1]];
        if report_only {
            return Ok(assemble(&matchup, players, schedule, done, Duration::ZERO));
        }
        let mut unheard = |_: &GameRecord| {};
        let on_game = on_game.unwrap_or(&mut unheard);
        Ok(play_match_resuming(&matchup, players, &schedule, done, on_game, progress))
    }
}

/// `G` for `players` on `board` (a built-in board's name, `None` for the
/// first), as the arena plays it, with `opening` random moves.
pub fn matchup<G: Registered>(
    players: usize,
    board: Option<&str>,
    opening: u32,
) -> Result<Matchup<G>, RequestError> {
    let table = G::bot_table(players, board).map_err(|e| match e {
        TableError::Players => RequestError::Players { game: G::KIND, players },
        TableError::UnknownBoard(_) if G::FACTS.boards.is_empty() => {
            RequestError::BoardNotForGame { game: G::KIND }
        }
        TableError::UnknownBoard(name) => RequestError::UnknownBoard { game: G::KIND, name },
    })?;
    Ok(Matchup { deal: table.deal, sides: table.sides, opening, label: table.label })
}

/// A bot of `G` by name; `timed` lifts the node and iteration counts.
/// `name@M` gives the bot M milliseconds a decision of its own (and lifts
/// its counts), whatever the match's budget.
pub fn player<G: Registered>(name: &str, timed: bool) -> Result<Player<G>, RequestError> {
    let unknown = || RequestError::UnknownBot { game: G::KIND, name: name.to_owned() };
    let Some((bot, ms)) = name.split_once('@') else { return untimed_player(name, timed) };
    let ms = ms.strip_suffix("ms").unwrap_or(ms);
    let budget = ms.parse::<u64>().ok().filter(|&ms| ms > 0).ok_or_else(unknown)?;
    let player = untimed_player::<G>(bot, true).map_err(|_| unknown())?;
    Ok(Player { name: name.to_owned(), ..player.with_budget(Some(Duration::from_millis(budget))) })
}

/// A bot of `G` by name, without a time of its own.
fn untimed_player<G: Registered>(name: &str, timed: bool) -> Result<Player<G>, RequestError> {
    if let Some(level) = Level::from_cli(name) {
        return Ok(Player::new(name, move |seed| G::level_bot(level, seed, timed)));
    }
    if name == "random" {
        return Ok(Player::new(name, |seed| Box::new(RandomBot::new(seed)) as Box<dyn Bot<G>>));
    }
    let refused = |why| RequestError::Setting { game: G::KIND, name: name.to_owned(), why };
    let (plain, settings) = settings_of(name).map_err(refused)?;
    let (base, budget) = match counted(plain) {
        Some((base, count)) => (base, Budget::Count(count)),
        None if timed => (plain, Budget::Clock),
        None => (plain, Budget::Usual),
    };
    let counts = matches!(budget, Budget::Count(_));
    let known = G::FACTS.baselines.iter().any(|b| b.name == base && (b.counts.is_some() || !counts));
    let factory = if known {
        G::tuned_baseline(base, budget, &settings)
            .map_err(|e| refused(SettingProblem::Refused(Arc::new(e))))?
    } else {
        None
    };
    match factory {
        Some(make) => Ok(Player::new(name, move |seed| make(seed))),
        None => Err(RequestError::UnknownBot { game: G::KIND, name: name.to_owned() }),
    }
}

/// A bot name with settings, like `mcts/bias=2/playout=8`: the name
/// before the first `/`, and each `KEY=VALUE` after it.
fn settings_of(name: &str) -> Result<(&str, Vec<Setting>), SettingProblem> {
    let mut parts = name.split('/');
    let plain = parts.next().unwrap_or_default();
    let settings = parts
        .map(|part| {
            let (key, value) =
                part.split_once('=').ok_or_else(|| SettingProblem::NotKeyValue(part.to_owned()))?;
            let number = value
                .parse::<f64>()
                .map_err(|_| SettingProblem::NotANumber { value: value.to_owned(), part: part.to_owned() })?;
            Ok(Setting { key: key.to_owned(), value: number })
        })
        .collect::<Result<Vec<_>, SettingProblem>>()?;
    Ok((plain, settings))
}

/// A bot name with a count, like `uct:N`, `mcts:N` or `flat-mc:N` (N at
/// least 1): the bot and N.
fn counted(name: &str) -> Option<(&str, u64)> {
    let (bot, count) = name.split_once(':')?;
    let count = count.parse::<u64>().ok().filter(|&n| n > 0)?;
    Some((bot, count))
}

/// Plays a uniformly random legal move: the floor every bot should clear.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: Rng,
}

impl RandomBot {
    /// A random bot whose choices follow from `seed`.
    pub fn new(seed: u64) -> Self {
        RandomBot { rng: Rng::seeded(seed) }
    }
}

impl<G: Registered> Bot<G> for RandomBot {
    fn choose(&mut self, view: &G::View, _stop: &StopSignal) -> Option<G::Move> {
        let mut moves = Vec::new();
        G::view_moves(view, &mut moves);
        let pick = self.rng.below(u32::try_from(moves.len()).unwrap_or(u32::MAX)) as usize;
        moves.get(pick).cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_setting_is_refused_as_data_in_the_words_the_command_line_prints() {
        let why = |name: &str| settings_of(name).map(|_| ()).expect_err(name);
        assert_eq!(why("mcts/bias"), SettingProblem::NotKeyValue("bias".to_owned()));
        assert_eq!(why("mcts/bias").to_string(), "`bias` is not KEY=VALUE");
        let number = SettingProblem::NotANumber { value: "x".to_owned(), part: "bias=x".to_owned() };
        assert_eq!(why("mcts/playout=8/bias=x"), number);
        assert_eq!(number.to_string(), "`x` is not a number (in `bias=x`)");
        let refused =
            player::<crate::games::malice::Malice>("uct/bias=2", false).map(|_| ()).expect_err("uct");
        let RequestError::Setting { why: SettingProblem::Refused(e), .. } = &refused else {
            panic!("the baseline's own refusal: {refused:?}")
        };
        assert!(matches!(e.as_ref(), SettingError::NoSettings { .. }), "{e:?}");
        assert_eq!(
            refused.to_string(),
            "bot `uct/bias=2` for malice cannot be set up: uct has no settings to change (`bias`)"
        );
    }
}
