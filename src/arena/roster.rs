//! The games and bots the arena knows by name, and a match set up from
//! names and numbers (what the command line asks for).
//!
//! Bots: each game's levels by their one-word names (`newcomer` … `champion`,
//! as far as its ladder goes; the old `easy`, `medium` and `hard` name the
//! levels nearest to them), `random` (a uniformly random legal move), and
//! its baselines: Malice `uct` (plain UCT, see
//! `games::malice::bot::uct`; `uct:N` for N iterations a move) and `mcts`
//! (Monte Carlo tree search with heuristic playouts, progressive bias and
//! a solver, see `games::malice::bot::mcts`; `mcts:N` likewise), Malefiz
//! `greedy` and `flat-mc` (flat Monte Carlo with greedy playouts, see
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

use super::{MatchReport, Matchup, Player, Progress, Schedule, play_match};
use crate::core::{Bot, Game, Level, Rng, SeatSet, StopSignal};
use crate::games::GameKind;
use crate::games::malefiz::{self, Board, Colour, Malefiz};
use crate::games::malice::bot::{MCTS_LIMITS, MctsBot, MctsLimits, UCT_LIMITS, UctBot, UctLimits};
use crate::games::malice::{self, Malice, Rules, Side};
use crate::games::spite::{self, Spite, SpiteView};
use std::fmt;
use std::sync::Arc;
use std::time::Duration;

/// The bots an arena knows for `game`: the levels, the baselines, then
/// `random`.
pub fn bot_names(game: GameKind) -> Vec<&'static str> {
    level_names(game).into_iter().chain(baseline_names(game).iter().copied()).chain(["random"]).collect()
}

/// `game`'s levels as the arena names them, weakest first (the old
/// `easy`, `medium` and `hard` are read too, as the game's nearest levels).
pub fn level_names(game: GameKind) -> Vec<&'static str> {
    game.ladder().levels().map(Level::cli_name).collect()
}

/// `game`'s baselines: programs that are not levels of the app, to measure
/// the levels by (`random` aside).
pub fn baseline_names(game: GameKind) -> &'static [&'static str] {
    match game {
        GameKind::Malice => &["uct", "mcts"],
        GameKind::Malefiz => &["greedy", "flat-mc"],
        GameKind::Spite => &["first-fit", "ismcts"],
    }
}

/// The player counts an arena plays `game` with.
pub fn player_counts(game: GameKind) -> &'static [usize] {
    match game {
        GameKind::Malice => &[2, 4],
        GameKind::Malefiz => &[2, 3, 4],
        GameKind::Spite => &[2],
    }
}

/// Random moves before the bots take over, unless asked otherwise:
/// Malice has no chance, so a short random opening keeps games apart.
pub fn default_opening(game: GameKind) -> u32 {
    match game {
        GameKind::Malice => 4,
        GameKind::Malefiz | GameKind::Spite => 0,
    }
}

/// A match as asked for by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The game.
    pub game: GameKind,
    /// Bot A's and bot B's names.
    pub bots: [String; 2],
    /// Games to play (at least 1).
    pub games: u64,
    /// Decides the deals and the bots' seeds.
    pub seed: u64,
    /// Players; `None` is 2.
    pub players: Option<usize>,
    /// Malefiz only: `classic` (default) or `fast`.
    pub board: Option<String>,
    /// Time per decision; `None` plays by node budgets.
    pub budget: Option<Duration>,
    /// Games at once; `None` is one per core.
    pub threads: Option<usize>,
    /// Random opening moves; `None` is the game's default.
    pub opening: Option<u32>,
}

impl Request {
    /// `games` games of `game` between bots `a` and `b` from `seed`, with
    /// every other setting at its default.
    pub fn new(game: GameKind, a: &str, b: &str, games: u64, seed: u64) -> Self {
        Request {
            game,
            bots: [a.to_owned(), b.to_owned()],
            games,
            seed,
            players: None,
            board: None,
            budget: None,
            threads: None,
            opening: None,
        }
    }
}

/// Why a request cannot be played; the message says what to change.
#[derive(Clone, Debug, PartialEq, Eq)]
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
        /// The name as given.
        name: String,
    },
    /// A zero time budget or thread count.
    Zero {
        /// What was zero.
        what: &'static str,
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
                match game {
                    GameKind::Malice => " (or uct:N, mcts:N for N iterations a move)",
                    GameKind::Malefiz => " (or flat-mc:N for N playouts a candidate move)",
                    GameKind::Spite => " (or ismcts:N for N iterations a move)",
                }
            ),
            RequestError::Players { game, players } => {
                let counts: Vec<String> = player_counts(*game).iter().map(usize::to_string).collect();
                let game = game.cli_name();
                write!(f, "{game} is not played by {players}: --players must be {}", counts.join(" or "))
            }
            RequestError::BoardNotForGame { game } => {
                write!(f, "--board is for malefiz; {} has one layout", game.cli_name())
            }
            RequestError::UnknownBoard { name } => {
                write!(f, "unknown board `{name}`: choose classic or fast")
            }
            RequestError::Zero { what } => write!(f, "{what} must be at least 1"),
        }
    }
}

impl std::error::Error for RequestError {}

/// Checks a request and plays it; `progress` is called after every game.
/// Every error is found before the first game starts.
pub fn run(request: &Request, progress: &mut dyn FnMut(&Progress)) -> Result<MatchReport, RequestError> {
    if request.games == 0 {
        return Err(RequestError::NoGames);
    }
    if request.budget.is_some_and(|b| b.is_zero()) {
        return Err(RequestError::Zero { what: "--budget-ms" });
    }
    if request.threads == Some(0) {
        return Err(RequestError::Zero { what: "--threads" });
    }
    let players = request.players.unwrap_or(2);
    if !player_counts(request.game).contains(&players) {
        return Err(RequestError::Players { game: request.game, players });
    }
    if request.board.is_some() && request.game != GameKind::Malefiz {
        return Err(RequestError::BoardNotForGame { game: request.game });
    }
    let mut schedule = Schedule::new(request.games, request.seed);
    schedule.budget = request.budget;
    if let Some(threads) = request.threads {
        schedule.threads = threads;
    }
    let opening = request.opening.unwrap_or_else(|| default_opening(request.game));
    let timed = request.budget.is_some();
    let [a, b] = &request.bots;
    match request.game {
        GameKind::Malice => {
            let matchup = malice_matchup(players, opening);
            let pair = [malice_player(a, timed)?, malice_player(b, timed)?];
            Ok(play_match(&matchup, [&pair[0], &pair[1]], &schedule, progress))
        }
        GameKind::Malefiz => {
            let matchup = malefiz_matchup(request.board.as_deref(), players, opening)?;
            let pair = [malefiz_player(a, timed)?, malefiz_player(b, timed)?];
            Ok(play_match(&matchup, [&pair[0], &pair[1]], &schedule, progress))
        }
        GameKind::Spite => {
            let matchup = spite_matchup(opening);
            let pair = [spite_player(a, timed)?, spite_player(b, timed)?];
            Ok(play_match(&matchup, [&pair[0], &pair[1]], &schedule, progress))
        }
    }
}

/// Malice for 2 or 4 players from the start position; with four, the
/// sides are the two teams (A's seat and its partner's are both A's).
pub fn malice_matchup(players: usize, opening: u32) -> Matchup<Malice> {
    let rules = if players == 4 { Rules::four_players() } else { Rules::default() };
    let start = Malice::new(rules);
    Matchup {
        sides: Side::ALL.iter().map(|&side| start.team_seats(side)).collect(),
        deal: Arc::new(move |_seed| Malice::new(rules)),
        opening,
        label: format!("malice, {players} players"),
    }
}

/// The colours of a Malefiz game of `players`: red and yellow face each
/// other with two; red, green and yellow with three; all four with four.
pub fn malefiz_colours(players: usize) -> Vec<Colour> {
    match players {
        2 => vec![Colour::Red, Colour::Yellow],
        3 => vec![Colour::Red, Colour::Green, Colour::Yellow],
        _ => Colour::ALL.to_vec(),
    }
}

/// Malefiz on a built-in board (`classic` when `None`) for `players`, the
/// dice seeded by the deal; every seat is a side.
pub fn malefiz_matchup(
    board: Option<&str>,
    players: usize,
    opening: u32,
) -> Result<Matchup<Malefiz>, RequestError> {
    let name = board.unwrap_or("classic");
    let Some(board) = Board::builtin(name) else {
        return Err(RequestError::UnknownBoard { name: name.to_owned() });
    };
    let colours = malefiz_colours(players);
    // Check the setup once, so dealing can never fail later.
    if Malefiz::new(Arc::clone(&board), &colours, None, 0).is_err() {
        return Err(RequestError::Players { game: GameKind::Malefiz, players });
    }
    let label = format!("malefiz ({} board), {players} players", board.name());
    Ok(Matchup {
        sides: (0..colours.len()).map(SeatSet::single).collect(),
        deal: Arc::new(move |seed| {
            Malefiz::new(Arc::clone(&board), &colours, None, seed)
                .unwrap_or_else(|_| Malefiz::classic_start(seed))
        }),
        opening,
        label,
    })
}

/// Spite & Malice with the default rules, dealt from the seed.
pub fn spite_matchup(opening: u32) -> Matchup<Spite> {
    Matchup {
        sides: vec![SeatSet::single(0), SeatSet::single(1)],
        deal: Arc::new(|seed| Spite::new(spite::Rules::default(), seed)),
        opening,
        label: "spite & malice, 2 players".to_owned(),
    }
}

fn unknown<G: Game>(game: GameKind, name: &str) -> Result<Player<G>, RequestError> {
    Err(RequestError::UnknownBot { game, name: name.to_owned() })
}

/// A Malice bot by name; `timed` lifts the node and iteration counts.
pub fn malice_player(name: &str, timed: bool) -> Result<Player<Malice>, RequestError> {
    if let Some(level) = Level::from_cli(name) {
        return Ok(Player::new(name, move |seed| malice::bot::level_bot(level, seed, timed)));
    }
    let uct = |limits: UctLimits| {
        Player::new(name, move |seed| Box::new(UctBot::new(limits, seed)) as Box<dyn Bot<Malice>>)
    };
    let mcts = |limits: MctsLimits| {
        Player::new(name, move |seed| Box::new(MctsBot::new(limits, seed)) as Box<dyn Bot<Malice>>)
    };
    Ok(match name {
        "uct" if timed => uct(UctLimits { iterations: u64::MAX, ..UCT_LIMITS }),
        "uct" => uct(UCT_LIMITS),
        "mcts" if timed => mcts(MctsLimits { iterations: u64::MAX, ..MCTS_LIMITS }),
        "mcts" => mcts(MCTS_LIMITS),
        "random" => random_player(name),
        _ => match counted(name) {
            Some(("uct", iterations)) => uct(UctLimits { iterations, ..UCT_LIMITS }),
            Some(("mcts", iterations)) => mcts(MctsLimits { iterations, ..MCTS_LIMITS }),
            _ => return unknown(GameKind::Malice, name),
        },
    })
}

/// A bot name with a count, like `uct:N`, `mcts:N` or `flat-mc:N` (N at
/// least 1): the bot and N.
fn counted(name: &str) -> Option<(&str, u64)> {
    let (bot, count) = name.split_once(':')?;
    let count = count.parse::<u64>().ok().filter(|&n| n > 0)?;
    Some((bot, count))
}

/// A Malefiz bot by name; `timed` lifts the node and playout counts.
pub fn malefiz_player(name: &str, timed: bool) -> Result<Player<Malefiz>, RequestError> {
    use malefiz::bot::{FLAT_LIMITS, FlatBot, FlatLimits};
    if let Some(level) = Level::from_cli(name) {
        return Ok(Player::new(name, move |seed| malefiz::bot::level_bot(level, seed, timed)));
    }
    let flat = |limits: FlatLimits| {
        Player::new(name, move |seed| Box::new(FlatBot::new(limits, seed)) as Box<dyn Bot<Malefiz>>)
    };
    Ok(match name {
        "greedy" => Player::new(name, |_seed| malefiz::bot::greedy_bot()),
        "flat-mc" if timed => flat(FlatLimits { playouts: u32::MAX, ..FLAT_LIMITS }),
        "flat-mc" => flat(FLAT_LIMITS),
        "random" => random_player(name),
        _ => match counted(name) {
            Some(("flat-mc", playouts)) => match u32::try_from(playouts) {
                Ok(playouts) => flat(FlatLimits { playouts, ..FLAT_LIMITS }),
                Err(_) => return unknown(GameKind::Malefiz, name),
            },
            _ => return unknown(GameKind::Malefiz, name),
        },
    })
}

/// A Spite & Malice bot by name; `timed` lifts the searching levels'
/// state counts.
pub fn spite_player(name: &str, timed: bool) -> Result<Player<Spite>, RequestError> {
    if let Some(level) = Level::from_cli(name) {
        return Ok(Player::new(name, move |seed| spite::bot::level_bot(level, seed, timed)));
    }
    use spite::bot::{ISMCTS_LIMITS, IsmctsBot, IsmctsLimits};
    let ismcts = |limits: IsmctsLimits| {
        Player::new(name, move |seed| Box::new(IsmctsBot::new(limits, seed)) as Box<dyn Bot<Spite>>)
    };
    Ok(match name {
        "first-fit" => Player::new(name, |_seed| spite::bot::first_fit_bot()),
        "ismcts" if timed => ismcts(IsmctsLimits { iterations: u64::MAX, ..ISMCTS_LIMITS }),
        "ismcts" => ismcts(ISMCTS_LIMITS),
        "random" => random_player(name),
        _ => match counted(name) {
            Some(("ismcts", iterations)) => ismcts(IsmctsLimits { iterations, ..ISMCTS_LIMITS }),
            _ => return unknown(GameKind::Spite, name),
        },
    })
}

/// A game whose bots can list the legal moves from their view.
pub trait ViewMoves: Game {
    /// Appends the legal moves of the seat whose view this is (none when
    /// it is not that seat's turn).
    fn view_moves(view: &Self::View, out: &mut Vec<Self::Move>);
}

impl ViewMoves for Malice {
    fn view_moves(view: &Malice, out: &mut Vec<malice::Move>) {
        view.legal_moves(out);
    }
}

impl ViewMoves for Malefiz {
    fn view_moves(view: &Malefiz, out: &mut Vec<malefiz::Move>) {
        view.legal_moves(out);
    }
}

impl ViewMoves for Spite {
    fn view_moves(view: &SpiteView, out: &mut Vec<spite::Move>) {
        if view.is_my_turn() {
            view.legal_moves(out);
        }
    }
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

impl<G: ViewMoves> Bot<G> for RandomBot {
    fn choose(&mut self, view: &G::View, _stop: &StopSignal) -> Option<G::Move> {
        let mut moves = Vec::new();
        G::view_moves(view, &mut moves);
        let pick = self.rng.below(u32::try_from(moves.len()).unwrap_or(u32::MAX)) as usize;
        moves.get(pick).cloned()
    }
}

fn random_player<G: ViewMoves>(name: &str) -> Player<G> {
    Player::new(name, |seed| Box::new(RandomBot::new(seed)) as Box<dyn Bot<G>>)
}
