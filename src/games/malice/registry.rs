//! Malice's entry in the registry of games: its facts, its bots by name
//! and its table for bot matches.

use super::bot::{self, LADDER, MCTS_LIMITS, MCTS_SETTINGS, MctsBot, MctsLimits, UCT_LIMITS, UctBot, UctLimits};
use super::{Illegal, Malice, Move, Players, Rules, Side, positions};
use crate::core::review::Judge;
use crate::core::{Bot, Game, IllegalMove, Level, SeatIndex};
use crate::games::{
    Baseline, BotFactory, BotTable, Budget, CheckError, Facts, GameKind, Bots, Checks, PositionError, Registration, Saves, Setting, SettingError, StartError, TableError, untuned,
};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// What the shared layers know of Malice.
pub static FACTS: Facts = Facts {
    baselines: &[
        Baseline { name: "uct", about: "plain UCT", counts: Some("iterations a move"), settings: &[] },
        Baseline {
            name: "mcts",
            about: "Monte Carlo tree search with heuristic playouts and a solver",
            counts: Some("iterations a move"),
            settings: &MCTS_SETTINGS,
        },
    ],
    // Malice has no chance: a short random opening keeps games apart.
    opening: 4,
    positions: Ok(positions::start),
    sheets: &super::print::SHEETS,
    ..Facts::new("Malice", "malice", "Malice (2 or 4 players)", "malice", "docs/rules/malice.md", &LADDER, &[2, 4])
};

/// What a person chooses once for new Malice games, and how its boards
/// are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Plies without a capture that end the game (0 = off).
    pub quiet_move_limit: u32,
    /// Draw each square's colour glyph in its corner (`layout::colour_glyph`),
    /// so a square's dual is found without telling colours apart; on by
    /// default.
    pub dual_shapes: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options { quiet_move_limit: super::QUIET_MOVE_LIMIT, dual_shapes: true }
    }
}

/// How a save names a Malice game's setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Malice")]
pub struct Variant {
    /// 2 or 4.
    pub players: u8,
    /// Plies without a capture that end the game (0 = off).
    pub quiet_move_limit: u32,
}

impl Registration for Malice {
    const KIND: GameKind = GameKind::Malice;
    const FACTS: &'static Facts = &FACTS;
    type Options = Options;

    fn view_moves(view: &Malice, out: &mut Vec<Move>) {
        view.legal_moves(out);
    }

    fn redacted(state: &Malice, _seat: SeatIndex) -> Malice {
        // Nothing is hidden and nothing is left to chance.
        state.clone()
    }

    fn seat_title(state: &Malice, seat: SeatIndex) -> Option<String> {
        Some(state.seat_name(seat).to_owned())
    }
}

impl Bots for Malice {
    fn level_bot(level: Level, seed: u64, timed: bool) -> Box<dyn Bot<Malice>> {
        bot::level_bot(level, seed, timed)
    }

    fn baseline(name: &str, budget: Budget) -> Option<BotFactory<Malice>> {
        let uct = |limits: UctLimits| -> BotFactory<Malice> {
            Arc::new(move |seed| Box::new(UctBot::new(limits, seed)) as Box<dyn Bot<Malice>>)
        };
        match name {
            "uct" => Some(uct(iterations(budget).map_or(UCT_LIMITS, |iterations| UctLimits { iterations, ..UCT_LIMITS }))),
            "mcts" => Some(mcts_factory(mcts_limits(budget))),
            _ => None,
        }
    }

    /// `mcts` takes the settings of [`MCTS_SETTINGS`].
    fn tuned_baseline(
        name: &str,
        budget: Budget,
        settings: &[Setting],
    ) -> Result<Option<BotFactory<Malice>>, SettingError> {
        if name != "mcts" {
            return untuned::<Malice>(name, budget, settings);
        }
        let limits = settings
            .iter()
            .try_fold(mcts_limits(budget), |limits, s| limits.with(&s.key, s.value))
            .map_err(SettingError::own)?;
        Ok(Some(mcts_factory(limits)))
    }

    /// With four, the sides are the two teams.
    fn bot_table(players: usize, board: Option<&str>) -> Result<BotTable<Malice>, TableError> {
        if let Some(name) = board {
            return Err(TableError::UnknownBoard(name.to_owned()));
        }
        let rules = match players {
            2 => Rules::default(),
            4 => Rules::four_players(),
            _ => return Err(TableError::Players),
        };
        let start = Malice::new(rules);
        Ok(BotTable {
            sides: Side::ALL.iter().map(|&side| start.team_seats(side)).collect(),
            deal: Arc::new(move |_seed| Malice::new(rules)),
            label: format!("malice, {players} players"),
        })
    }

    fn lesson(before: &Malice, played: &Move, best: &Move) -> Option<&'static str> {
        super::review::lesson(before, played, best)
    }

    fn judge() -> Box<dyn Judge<Malice> + Send> {
        Box::new(super::review::MaliceJudge::default())
    }
}

impl Saves for Malice {
    type Variant = Variant;
    type Series = ();

    fn saved_variant(start: &Malice) -> Variant {
        let rules = start.rules();
        let players = match rules.players {
            Players::Two => 2,
            Players::Four => 4,
        };
        Variant { players, quiet_move_limit: rules.quiet_limit }
    }

    fn saved_start(variant: &Variant, _seed: u64, _: Option<()>) -> Result<(Malice, Option<()>), StartError> {
        let players = match variant.players {
            2 => Players::Two,
            4 => Players::Four,
            found => {
                let facts = Self::FACTS;
                return Err(StartError::Players { title: facts.title, counts: facts.player_counts, found: found.into() });
            }
        };
        Ok((Malice::new(Rules { players, quiet_limit: variant.quiet_move_limit }), None))
    }

    fn read_move(state: &Malice, text: &str) -> Result<Move, IllegalMove<Illegal>> {
        state.parse_move(text)
    }

    fn read_position(text: &str, players: usize) -> Result<Malice, PositionError> {
        let rules = match players {
            2 => Rules::default(),
            4 => Rules::four_players(),
            found => {
                let facts = Self::FACTS;
                return Err(PositionError::Players { title: facts.title, counts: facts.player_counts, found });
            }
        };
        Malice::from_position(text, rules).map_err(PositionError::unread)
    }
}

impl Checks for Malice {
    /// Its position string reads back as the same state.
    fn self_check(state: &Malice) -> Result<(), CheckError> {
        let position = state.position();
        let back = match Malice::from_position(&position, state.rules()) {
            Ok(back) => back,
            Err(e) => return Err(CheckError::PositionUnread { position, cause: Box::new(e) }),
        };
        if back != *state {
            return Err(CheckError::PositionReadsBackAs { position, back: back.position() });
        }
        Ok(())
    }
}

/// The iteration count `budget` sets, if it sets one.
fn iterations(budget: Budget) -> Option<u64> {
    match budget {
        Budget::Usual => None,
        Budget::Clock => Some(u64::MAX),
        Budget::Count(n) => Some(n),
    }
}

/// The `mcts` baseline's limits under `budget`.
fn mcts_limits(budget: Budget) -> MctsLimits {
    iterations(budget).map_or(MCTS_LIMITS, |iterations| MctsLimits { iterations, ..MCTS_LIMITS })
}

/// Makes `mcts` bots with `limits`.
fn mcts_factory(limits: MctsLimits) -> BotFactory<Malice> {
    Arc::new(move |seed| Box::new(MctsBot::new(limits, seed)) as Box<dyn Bot<Malice>>)
}
