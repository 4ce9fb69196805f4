//! Malefiz's entry in the registry of games: its facts, its bots by name
//! and its tables for bot matches.

use super::bot::{self, FLAT_LIMITS, FlatBot, FlatLimits, LADDER};
use super::{Board, Colour, Illegal, Malefiz, MapError, Move, positions};
use crate::core::review::Judge;
use crate::core::{Bot, Game, IllegalMove, Level, SeatIndex, SeatSet};
use crate::games::{self, Baseline, BotFactory, BotTable, Budget, CheckError, Facts, GameKind, Bots, Checks, Registration, Saves, TableError};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// What the shared layers know of Malefiz.
pub static FACTS: Facts = Facts {
    baselines: &[
        Baseline { name: "greedy", about: "the move that leaves its pieces nearest the goal", counts: None, settings: &[] },
        Baseline {
            name: "flat-mc",
            about: "flat Monte Carlo over every move, sequential halving, greedy playouts",
            counts: Some("playouts a candidate move"),
            settings: &[],
        },
    ],
    chance: true,
    boards: &["classic", "fast"],
    positions: Ok(positions::start),
    sheets: &super::print::SHEETS,
    ..Facts::new(
        "Malefiz",
        "malefiz",
        "Malefiz (2–4 players, classic or fast board)",
        "malefiz",
        "docs/rules/malefiz.md",
        &LADDER,
        &[2, 3, 4],
    )
};

/// The colours of a Malefiz game of `players`: red and yellow face each
/// other with two; red, green and yellow with three; all four with four.
pub fn colours_for(players: usize) -> Vec<Colour> {
    match players {
        2 => vec![Colour::Red, Colour::Yellow],
        3 => vec![Colour::Red, Colour::Green, Colour::Yellow],
        _ => Colour::ALL.to_vec(),
    }
}

/// Which board a Malefiz game is played on: what the new-game dialog
/// chooses and a save names.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum BoardChoice {
    /// The classic Ravensburger board.
    #[default]
    Classic,
    /// The fast board with resting spaces, village and forest.
    Fast,
    /// A map the player loaded, kept whole so a save stands alone.
    Custom {
        /// Its name (the file name).
        name: String,
        /// The map text.
        map: String,
    },
}

impl BoardChoice {
    /// The board, read from its map.
    pub fn load(&self) -> Result<Arc<Board>, MapError> {
        match self {
            BoardChoice::Classic => Ok(Board::classic()),
            BoardChoice::Fast => Ok(Board::fast()),
            BoardChoice::Custom { name, map } => Board::from_map(name, map).map(Arc::new),
        }
    }

    /// The choice that gives `board`.
    pub fn of(board: &Board) -> BoardChoice {
        match board.name() {
            "classic" if board.is_builtin() => BoardChoice::Classic,
            "fast" if board.is_builtin() => BoardChoice::Fast,
            name => BoardChoice::Custom { name: name.to_owned(), map: board.map_text().to_owned() },
        }
    }
}

/// What a person chooses once for new Malefiz games.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// The board a new game is set on: the classic or the fast one.
    pub board: BoardChoice,
}

/// How a save names a Malefiz game's setup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Malefiz")]
pub struct Variant {
    /// The board.
    pub board: BoardChoice,
    /// The colours in play (2–4).
    pub colours: Vec<Colour>,
    /// Who rolled first (`None`: the first colour in play).
    pub first: Option<Colour>,
}

impl Registration for Malefiz {
    const KIND: GameKind = GameKind::Malefiz;
    const FACTS: &'static Facts = &FACTS;
    type Options = Options;

    fn view_moves(view: &Malefiz, out: &mut Vec<Move>) {
        view.legal_moves(out);
    }

    fn redacted(state: &Malefiz, _seat: SeatIndex) -> Malefiz {
        // The board and every pawn are on the table; only the generator
        // that decides the next roll is not, so a guest cannot foresee it.
        Malefiz { rng: crate::core::Rng::seeded(0), ..state.clone() }
    }

    fn seat_title(state: &Malefiz, seat: SeatIndex) -> Option<String> {
        Some(state.colour_at(seat).map_or_else(|| format!("seat {}", seat + 1), |c| c.name().to_owned()))
    }

    /// New games start on a built-in board: a map of a person's own is
    /// chosen game by game, in the new-game dialog.
    fn sanitised_options(options: Options) -> Options {
        match options.board {
            BoardChoice::Classic | BoardChoice::Fast => options,
            BoardChoice::Custom { .. } => Options::default(),
        }
    }
}

impl Bots for Malefiz {
    fn level_bot(level: Level, seed: u64, timed: bool) -> Box<dyn Bot<Malefiz>> {
        bot::level_bot(level, seed, timed)
    }

    fn baseline(name: &str, budget: Budget) -> Option<BotFactory<Malefiz>> {
        let flat = |limits: FlatLimits| -> BotFactory<Malefiz> {
            Arc::new(move |seed| Box::new(FlatBot::new(limits, seed)) as Box<dyn Bot<Malefiz>>)
        };
        match (name, budget) {
            ("greedy", Budget::Usual | Budget::Clock) => Some(Arc::new(|_seed| bot::greedy_bot())),
            ("flat-mc", Budget::Usual) => Some(flat(FLAT_LIMITS)),
            ("flat-mc", Budget::Clock) => Some(flat(FlatLimits { playouts: u32::MAX, ..FLAT_LIMITS })),
            ("flat-mc", Budget::Count(n)) => {
                let playouts = u32::try_from(n).ok()?;
                Some(flat(FlatLimits { playouts, ..FLAT_LIMITS }))
            }
            _ => None,
        }
    }

    /// Every seat is a side; the dice are seeded by the deal.
    fn bot_table(players: usize, board: Option<&str>) -> Result<BotTable<Malefiz>, TableError> {
        let name = board.unwrap_or("classic");
        let Some(board) = Board::builtin(name) else {
            return Err(TableError::UnknownBoard(name.to_owned()));
        };
        let colours = colours_for(players);
        // Checked once here, so dealing can never fail later.
        if !FACTS.player_counts.contains(&players) || Malefiz::new(Arc::clone(&board), &colours, None, 0).is_err() {
            return Err(TableError::Players);
        }
        let label = format!("malefiz ({} board), {players} players", board.name());
        Ok(BotTable {
            sides: (0..colours.len()).map(SeatSet::single).collect(),
            deal: Arc::new(move |seed| {
                Malefiz::new(Arc::clone(&board), &colours, None, seed)
                    .unwrap_or_else(|_| Malefiz::classic_start(seed))
            }),
            label,
        })
    }

    fn lesson(before: &Malefiz, played: &Move, best: &Move) -> Option<&'static str> {
        super::review::lesson(before, played, best)
    }

    fn hint_reason(before: &Malefiz, best: &Move) -> Option<&'static str> {
        super::review::hint_reason(before, best)
    }

    fn judge() -> Box<dyn Judge<Malefiz> + Send> {
        Box::new(super::review::MalefizJudge::default())
    }
}

/// A save's board map that does not read.
#[derive(Clone, Debug, PartialEq)]
pub struct UnusableMap(pub MapError);

impl std::fmt::Display for UnusableMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "its board map is not usable: {}", self.0)
    }
}

impl std::error::Error for UnusableMap {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.0)
    }
}

impl Saves for Malefiz {
    type Variant = Variant;
    type Series = ();

    fn saved_variant(start: &Malefiz) -> Variant {
        Variant { board: BoardChoice::of(start.board()), colours: start.colours().iter().collect(), first: Some(start.turn()) }
    }

    fn saved_start(variant: &Variant, seed: u64, _: Option<()>) -> Result<(Malefiz, Option<()>), games::StartError> {
        let board = variant.board.load().map_err(|e| games::StartError::own(UnusableMap(e)))?;
        let start = Malefiz::new(board, &variant.colours, variant.first, seed).map_err(games::StartError::own)?;
        Ok((start, None))
    }

    fn read_move(state: &Malefiz, text: &str) -> Result<Move, IllegalMove<Illegal>> {
        state.parse_move(text)
    }

    /// The string names its board and colours, so `players` is not asked.
    fn read_position(text: &str, _players: usize) -> Result<Malefiz, games::PositionError> {
        Malefiz::from_position(text).map_err(games::PositionError::unread)
    }
}

impl Checks for Malefiz {
    fn self_check(state: &Malefiz) -> Result<(), CheckError> {
        super::checks::self_check(state).map_err(CheckError::own)
    }

    fn step_check(before: &Malefiz, mv: &Move, after: &Malefiz) -> Result<(), CheckError> {
        super::checks::step_check(before, mv, after).map_err(CheckError::own)
    }
}
