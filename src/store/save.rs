//! Save files: a game as its setup, its seed and its moves, in RON.
//!
//! ```text
//! (
//!     format: 1,
//!     game: Malefiz,
//!     seats: [(name: "You", controller: Human), (name: "Bot", controller: Bot(Hard))],
//!     variant: Malefiz(board: Classic, colours: [Red, Yellow], first: None),
//!     seed: 1234,
//!     bot_seed: 5678,
//!     moves: ["roll", "h-c1", "roll", "h-k2"],
//! )
//! ```
//! Loading rebuilds the start from the variant and the seed and replays every
//! move through the engine, so the position, the log and the undo history
//! come back exactly, and a damaged or edited file is refused with the place
//! where it goes wrong. Nothing here ever panics on any input.

use crate::core::Rng;
use crate::core::{Game, History, IllegalMove, Seat};
pub use crate::games::GameKind;
use crate::games::malefiz::{Board, Colour, Malefiz};
use crate::games::malice::{self, Malice, Players};
use crate::games::spite::{self, Match, Spite, Style};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// The save format this version writes and reads.
pub const SAVE_FORMAT: u32 = 1;

/// A Malefiz board as a save names it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SavedBoard {
    /// The classic board.
    Classic,
    /// The fast board.
    Fast,
    /// A board the player loaded, kept whole so the save stands alone.
    Custom {
        /// Its name.
        name: String,
        /// Its map text.
        map: String,
    },
}

impl SavedBoard {
    /// The board itself.
    pub fn load(&self) -> Result<Arc<Board>, String> {
        match self {
            SavedBoard::Classic => Ok(Board::classic()),
            SavedBoard::Fast => Ok(Board::fast()),
            SavedBoard::Custom { name, map } => Board::from_map(name, map)
                .map(Arc::new)
                .map_err(|e| format!("its board map is not usable: {e}")),
        }
    }

    /// How a save names `board`.
    pub fn of(board: &Board) -> SavedBoard {
        match board.name() {
            "classic" if board.is_builtin() => SavedBoard::Classic,
            "fast" if board.is_builtin() => SavedBoard::Fast,
            name => SavedBoard::Custom { name: name.to_owned(), map: board.map_text().to_owned() },
        }
    }
}

/// The settings a game was started with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Variant {
    /// Malice.
    Malice {
        /// 2 or 4.
        players: u8,
        /// Plies without a capture that end the game (0 = off).
        quiet_move_limit: u32,
    },
    /// Malefiz.
    Malefiz {
        /// The board.
        board: SavedBoard,
        /// The colours in play (2–4).
        colours: Vec<Colour>,
        /// Who rolled first (`None`: the first colour in play).
        first: Option<Colour>,
    },
    /// Spite & Malice.
    Spite {
        /// Whether an emptied hand is refilled during the turn.
        refill_on_empty_hand: bool,
    },
}

impl Variant {
    /// The game these settings belong to.
    pub fn kind(&self) -> GameKind {
        match self {
            Variant::Malice { .. } => GameKind::Malice,
            Variant::Malefiz { .. } => GameKind::Malefiz,
            Variant::Spite { .. } => GameKind::Spite,
        }
    }
}

/// The state of a Spite & Malice match around the saved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedMatch {
    /// The games finished before this one, and the match's rules.
    pub record: Match,
    /// The generator that deals the later games.
    pub deals: Rng,
}

/// A saved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    /// The save format (`SAVE_FORMAT`).
    pub format: u32,
    /// The game.
    pub game: GameKind,
    /// Who plays each seat, in turn order.
    pub seats: Vec<Seat>,
    /// How the game was set up.
    pub variant: Variant,
    /// The seed of the game's dice or deal.
    pub seed: u64,
    /// The seed of the bots' decisions.
    pub bot_seed: u64,
    /// For Spite & Malice: the match score so far.
    #[serde(default, rename = "match", skip_serializing_if = "Option::is_none")]
    pub spite_match: Option<SavedMatch>,
    /// Every move from the start, in the game's notation.
    pub moves: Vec<String>,
    /// The game's review, when one was made (older saves have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<crate::core::review::SavedReview>,
}

/// Why a save could not be opened. The game on the table stays as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// The text is not a save at all.
    NotASave {
        /// What the reader found wrong, with line and column.
        detail: String,
    },
    /// The file ends before the save does.
    Truncated {
        /// Where it ends.
        detail: String,
    },
    /// Written by another version of the format.
    UnknownFormat {
        /// The version in the file.
        found: u32,
    },
    /// A save of one game opened where another was expected.
    WrongGame {
        /// The game wanted.
        expected: GameKind,
        /// The game in the file.
        found: GameKind,
    },
    /// The setup (seats, variant, board, match) cannot be played.
    BadSetup {
        /// What is wrong.
        detail: String,
    },
    /// A move that is not legal at its point in the game.
    IllegalMove {
        /// Its number, from 1.
        number: usize,
        /// The move as written.
        text: String,
        /// Why it is refused: the sentence of the game's own reason
        /// ([`Game::Illegal`]). One error type serves every game, and a
        /// save's error is only ever shown, so the words are kept.
        reason: String,
    },
}

/// What to say of the save at `path` that cannot be opened for `error`.
pub fn cannot_open(path: &std::path::Path, error: &LoadError) -> String {
    format!("{} cannot be opened: {error}.", path.display())
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::NotASave { detail } => write!(f, "it is not a Malice Table save ({detail})"),
            LoadError::Truncated { detail } => write!(f, "the save is cut short ({detail})"),
            LoadError::UnknownFormat { found } => write!(
                f,
                "the save has format version {found}, and this version of Malice Table reads version {SAVE_FORMAT}"
            ),
            LoadError::WrongGame { expected, found } => {
                write!(f, "it is a {} save, not {}", found.title(), expected.title())
            }
            LoadError::BadSetup { detail } => write!(f, "the game's setup cannot be used: {detail}"),
            LoadError::IllegalMove { number, text, reason } => {
                write!(f, "move {number} `{text}` is not legal here: {reason}")
            }
        }
    }
}

impl std::error::Error for LoadError {}

/// The least a file must hold to be read as a save of some version.
#[derive(Deserialize)]
struct Header {
    format: u32,
}

impl SaveFile {
    /// Reads the save in the file at `path`. The message names the file and
    /// says what is wrong with it, as the app and the command line show it.
    pub fn read(path: &std::path::Path) -> Result<SaveFile, String> {
        let bytes = std::fs::read(path).map_err(|e| format!("{} could not be read: {e}.", path.display()))?;
        let text = String::from_utf8(bytes).map_err(|_| {
            format!("{} cannot be opened: it is not a Malice Table save (it is not text).", path.display())
        })?;
        SaveFile::parse(&text).map_err(|e| cannot_open(path, &e))
    }

    /// Reads a save, checking its format version first so a newer file is
    /// named as such rather than as garbage.
    pub fn parse(text: &str) -> Result<SaveFile, LoadError> {
        let header: Header = ron::from_str(text).map_err(read_error)?;
        if header.format != SAVE_FORMAT {
            return Err(LoadError::UnknownFormat { found: header.format });
        }
        let mut save: SaveFile = ron::from_str(text).map_err(read_error)?;
        // Bots of older files (Easy, Medium, Hard) play the game's nearest rung.
        for seat in &mut save.seats {
            if let crate::core::Controller::Bot(level) = &mut seat.controller {
                *level = save.game.ladder().resolve(*level);
            }
        }
        if save.variant.kind() != save.game {
            return Err(LoadError::BadSetup {
                detail: format!(
                    "the variant is for {}, the game is {}",
                    save.variant.kind().title(),
                    save.game.title()
                ),
            });
        }
        Ok(save)
    }

    /// The save as pretty RON text.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new().depth_limit(3).indentor("    ".to_owned());
        // Plain data with string keys: serialising cannot fail; keep a
        // compact fallback anyway rather than unwrap.
        ron::ser::to_string_pretty(self, config)
            .unwrap_or_else(|e| format!("// could not write the save: {e}\n"))
    }

    /// Checks the seats against the number a game needs.
    fn check_seats(&self, count: usize) -> Result<(), LoadError> {
        if self.seats.len() == count {
            Ok(())
        } else {
            Err(LoadError::BadSetup {
                detail: format!("{} seats for a {count}-player game", self.seats.len()),
            })
        }
    }

    fn expect(&self, kind: GameKind) -> Result<(), LoadError> {
        if self.game == kind {
            Ok(())
        } else {
            Err(LoadError::WrongGame { expected: kind, found: self.game })
        }
    }

    /// Replays a Malice save.
    pub fn malice(&self) -> Result<History<Malice>, LoadError> {
        self.expect(GameKind::Malice)?;
        let Variant::Malice { players, quiet_move_limit } = self.variant else {
            return Err(LoadError::BadSetup { detail: "not a Malice variant".into() });
        };
        let players = match players {
            2 => Players::Two,
            4 => Players::Four,
            n => return Err(LoadError::BadSetup { detail: format!("Malice is played by 2 or 4, not {n}") }),
        };
        let start = Malice::new(malice::Rules { players, quiet_limit: quiet_move_limit });
        self.check_seats(start.seat_count())?;
        replay(start, &self.moves, |g, t| g.parse_move(t))
    }

    /// Replays a Malefiz save.
    pub fn malefiz(&self) -> Result<History<Malefiz>, LoadError> {
        self.expect(GameKind::Malefiz)?;
        let Variant::Malefiz { board, colours, first } = &self.variant else {
            return Err(LoadError::BadSetup { detail: "not a Malefiz variant".into() });
        };
        let board = board.load().map_err(|detail| LoadError::BadSetup { detail })?;
        let start = Malefiz::new(board, colours, *first, self.seed)
            .map_err(|e| LoadError::BadSetup { detail: e.to_string() })?;
        self.check_seats(start.seat_count())?;
        replay(start, &self.moves, |g, t| g.parse_move(t))
    }

    /// Replays a Spite & Malice save: the match so far and the game.
    pub fn spite(&self) -> Result<(SavedMatch, History<Spite>), LoadError> {
        self.expect(GameKind::Spite)?;
        let Variant::Spite { refill_on_empty_hand } = self.variant else {
            return Err(LoadError::BadSetup { detail: "not a Spite & Malice variant".into() });
        };
        let rules = spite::Rules { refill_on_empty_hand };
        let saved = match &self.spite_match {
            Some(saved) => saved.clone(),
            None => SavedMatch { record: Match::new(rules), deals: Rng::seeded(self.seed.rotate_left(29)) },
        };
        if saved.record.rules() != rules {
            return Err(LoadError::BadSetup {
                detail: "the match and the game disagree on the rules".into(),
            });
        }
        if saved
            .record
            .results()
            .iter()
            .any(|r| r.starter >= spite::PLAYERS || r.winner.is_some_and(|w| w >= spite::PLAYERS))
        {
            return Err(LoadError::BadSetup {
                detail: "the match names a player who is not at the table".into(),
            });
        }
        let start =
            saved.record.next_game(self.seed).map_err(|e| LoadError::BadSetup { detail: e.to_string() })?;
        self.check_seats(start.seat_count())?;
        let history = replay(start, &self.moves, |g, t| g.parse_move(t))?;
        Ok((saved, history))
    }

    /// The moves of a line of play, written for a save (up to the present,
    /// not the moves undone after it).
    pub fn moves_of<G: Game>(history: &History<G>, write: impl Fn(&G, &G::Move) -> String) -> Vec<String> {
        history.played().iter().enumerate().map(|(i, ply)| write(history.state_at(i), &ply.mv)).collect()
    }

    /// How a Spite & Malice move is written in a save.
    pub fn spite_move(state: &Spite, mv: &spite::Move) -> String {
        state.notation(mv, Style::Ascii)
    }
}

/// Plays `moves` from `start`, each read by `parse` in its position.
pub fn replay<G: Game>(
    start: G,
    moves: &[String],
    parse: impl Fn(&G, &str) -> Result<G::Move, IllegalMove<G::Illegal>>,
) -> Result<History<G>, LoadError> {
    let mut history = History::new(start);
    for (i, text) in moves.iter().enumerate() {
        let refused = |e: IllegalMove<G::Illegal>| LoadError::IllegalMove {
            number: i + 1,
            text: text.clone(),
            reason: e.reason.to_string(),
        };
        let mv = parse(history.current(), text).map_err(refused)?;
        history.play(mv).map_err(refused)?;
    }
    Ok(history)
}

fn read_error(e: ron::error::SpannedError) -> LoadError {
    let detail = format!("line {}, column {}: {}", e.span.start.line, e.span.start.col, e.code);
    if e.code == ron::Error::Eof { LoadError::Truncated { detail } } else { LoadError::NotASave { detail } }
}
