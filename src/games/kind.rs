//! The registry of games: one entry per game this table plays.

use crate::core::review::Judge;
use crate::core::session::BotMaker;
use crate::core::{Game, Ladder};
use serde::{Deserialize, Serialize};

/// Which game: the one registry of games that the store, settings,
/// statistics, print, arena, CLI and UI all use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum GameKind {
    /// Malice.
    Malice,
    /// Malefiz.
    Malefiz,
    /// Spite & Malice.
    Spite,
}

impl GameKind {
    /// Every game, in tab order.
    pub const ALL: [GameKind; 3] = [GameKind::Malice, GameKind::Malefiz, GameKind::Spite];

    /// The name shown to players.
    pub fn title(self) -> &'static str {
        match self {
            GameKind::Malice => "Malice",
            GameKind::Malefiz => "Malefiz",
            GameKind::Spite => "Spite & Malice",
        }
    }

    /// The word that names it on the command line and in the arena's
    /// messages: `malice`, `malefiz`, `spite`.
    pub fn cli_name(self) -> &'static str {
        match self {
            GameKind::Malice => "malice",
            GameKind::Malefiz => "malefiz",
            GameKind::Spite => "spite",
        }
    }

    /// Its bots' levels.
    pub fn ladder(self) -> &'static Ladder {
        match self {
            GameKind::Malice => &crate::games::malice::bot::LADDER,
            GameKind::Malefiz => &crate::games::malefiz::bot::LADDER,
            GameKind::Spite => &crate::games::spite::bot::LADDER,
        }
    }

    /// A file-name-safe name.
    pub fn file_stem(self) -> &'static str {
        match self {
            GameKind::Malice => "malice",
            GameKind::Malefiz => "malefiz",
            GameKind::Spite => "spite-and-malice",
        }
    }
}

/// A game's entry in the registry: which game its engine is, and the bots
/// that play it. Every engine that the table offers implements this once.
pub trait Registered: Game {
    /// Which game this engine plays.
    const KIND: GameKind;
    /// Makes its bots, deterministic for a seed.
    const BOTS: BotMaker<Self>;

    /// The judge of its game reviews (see `core::review`).
    fn judge() -> Box<dyn Judge<Self> + Send>;
}
