//! Spite & Malice's entry in the registry of games: its facts, its bots by
//! name and its table for bot matches.

use super::bot::{self, ISMCTS_LIMITS, IsmctsBot, IsmctsLimits, LADDER};
use super::{Illegal, Match, Move, PLAYERS, Rules, Spite, SpiteView, Style};
use crate::core::review::Judge;
use crate::core::{Bot, IllegalMove, Level, Rng, SeatIndex, SeatSet};
use crate::games::{Baseline, BotFactory, BotTable, Budget, CheckError, Facts, GameKind, Bots, Checks, Registration, Saves, StartError, TableError};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Why Spite & Malice has no position tools.
const NO_POSITIONS: &str =
    "spite & malice has hidden cards and no position strings: perft, moves and why are for malice and malefiz";

/// What the shared layers know of Spite & Malice.
pub static FACTS: Facts = Facts {
    cli_aliases: &["spite-and-malice"],
    baselines: &[
        Baseline { name: "first-fit", about: "the first card that fits, else its highest card to the first side pile", counts: None, settings: &[] },
        Baseline { name: "search", about: "Expert's whole-turn search alone, no playouts (Expert before December 2026)", counts: None, settings: &[] },
        Baseline {
            name: "ismcts",
            about: "information set Monte Carlo tree search",
            counts: Some("iterations a move"),
            settings: &[],
        },
    ],
    chance: true,
    positions: Err(NO_POSITIONS),
    sheets: &super::print::SHEETS,
    ..Facts::new(
        "Spite & Malice",
        "spite",
        "Spite & Malice (2 players)",
        "spite-and-malice",
        "docs/rules/spite-and-malice.md",
        &LADDER,
        &[PLAYERS],
    )
};

/// What a person chooses once for new Spite & Malice games, and how its
/// cards are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Refill an emptied hand during the turn ([house] rule, on by default).
    pub refill_on_empty_hand: bool,
    /// Draw the cards of a four-colour deck (clubs green, diamonds blue)
    /// instead of red and black; off by default.
    pub four_colour_deck: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options { refill_on_empty_hand: super::Rules::default().refill_on_empty_hand, four_colour_deck: false }
    }
}

/// How a save names a Spite & Malice game's setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Spite")]
pub struct Variant {
    /// Whether an emptied hand is refilled during the turn.
    pub refill_on_empty_hand: bool,
}

/// The state of a Spite & Malice match around a saved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedMatch {
    /// The games finished before this one, and the match's rules.
    pub record: Match,
    /// The generator that deals the later games.
    pub deals: Rng,
}

impl Registration for Spite {
    const KIND: GameKind = GameKind::Spite;
    const FACTS: &'static Facts = &FACTS;
    type Options = Options;

    fn view_moves(view: &SpiteView, out: &mut Vec<Move>) {
        if view.is_my_turn() {
            view.legal_moves(out);
        }
    }

    /// The seats are the players themselves.
    fn redacted(state: &Spite, seat: SeatIndex) -> Spite {
        // Built from the seat's view alone: the unseen cards in an order
        // fixed by the view (a shuffle from a constant seed), and a
        // generator forked from that constant, never the game's own.
        state.seat_view(seat).determinise(&mut Rng::seeded(0))
    }
}

impl Bots for Spite {
    fn level_bot(level: Level, seed: u64, timed: bool) -> Box<dyn Bot<Spite>> {
        bot::level_bot(level, seed, timed)
    }

    fn baseline(name: &str, budget: Budget) -> Option<BotFactory<Spite>> {
        let ismcts = |limits: IsmctsLimits| -> BotFactory<Spite> {
            Arc::new(move |seed| Box::new(IsmctsBot::new(limits, seed)) as Box<dyn Bot<Spite>>)
        };
        match (name, budget) {
            ("first-fit", Budget::Usual | Budget::Clock) => Some(Arc::new(|_seed| bot::first_fit_bot())),
            ("search", _) => Some(Arc::new(|seed| bot::search_bot(seed, true))),
            ("ismcts", Budget::Usual) => Some(ismcts(ISMCTS_LIMITS)),
            ("ismcts", Budget::Clock) => Some(ismcts(IsmctsLimits { iterations: u64::MAX, ..ISMCTS_LIMITS })),
            ("ismcts", Budget::Count(iterations)) => Some(ismcts(IsmctsLimits { iterations, ..ISMCTS_LIMITS })),
            _ => None,
        }
    }

    /// The default rules, dealt from the seed.
    fn bot_table(players: usize, board: Option<&str>) -> Result<BotTable<Spite>, TableError> {
        if let Some(name) = board {
            return Err(TableError::UnknownBoard(name.to_owned()));
        }
        if players != PLAYERS {
            return Err(TableError::Players);
        }
        Ok(BotTable {
            sides: vec![SeatSet::single(0), SeatSet::single(1)],
            deal: Arc::new(|seed| Spite::new(Rules::default(), seed)),
            label: "spite & malice, 2 players".to_owned(),
        })
    }

    fn lesson(before: &Spite, played: &Move, best: &Move) -> Option<&'static str> {
        super::review::lesson(before, played, best)
    }

    fn judge() -> Box<dyn Judge<Spite> + Send> {
        Box::new(super::review::SpiteJudge::default())
    }
}

/// Why a save's match does not go with its game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeriesError {
    /// The match and the game disagree on the rules.
    Rules,
    /// The match names a player who is not at the table.
    Stranger,
}

impl std::fmt::Display for SeriesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            SeriesError::Rules => "the match and the game disagree on the rules",
            SeriesError::Stranger => "the match names a player who is not at the table",
        })
    }
}

impl std::error::Error for SeriesError {}

impl Saves for Spite {
    type Variant = Variant;
    type Series = SavedMatch;

    fn saved_variant(start: &Spite) -> Variant {
        Variant { refill_on_empty_hand: start.rules().refill_on_empty_hand }
    }

    /// A save without a match starts one, its later deals seeded from the
    /// game's seed.
    fn saved_start(
        variant: &Variant,
        seed: u64,
        series: Option<SavedMatch>,
    ) -> Result<(Spite, Option<SavedMatch>), StartError> {
        let rules = Rules { refill_on_empty_hand: variant.refill_on_empty_hand };
        let saved = series
            .unwrap_or_else(|| SavedMatch { record: Match::new(rules), deals: Rng::seeded(seed.rotate_left(29)) });
        if saved.record.rules() != rules {
            return Err(StartError::own(SeriesError::Rules));
        }
        let stranger = |seat: usize| seat >= PLAYERS;
        if saved.record.results().iter().any(|r| stranger(r.starter) || r.winner.is_some_and(stranger)) {
            return Err(StartError::own(SeriesError::Stranger));
        }
        let start = saved.record.next_game(seed).map_err(StartError::own)?;
        Ok((start, Some(saved)))
    }

    fn write_move(state: &Spite, mv: &Move) -> String {
        state.notation(mv, Style::Ascii)
    }

    fn read_move(state: &Spite, text: &str) -> Result<Move, IllegalMove<Illegal>> {
        state.parse_move(text)
    }
}

impl Checks for Spite {
    /// All 104 cards there once each, hands of five at most, centre piles
    /// in sequence (`Spite::check_integrity`).
    fn self_check(state: &Spite) -> Result<(), CheckError> {
        state.check_integrity().map_err(CheckError::own)
    }
}
