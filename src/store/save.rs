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

pub use super::part::Part;
use super::part::PartError;
pub use super::setup_problem::SetupProblem;
use crate::core::{Game, History, IllegalMove, Seat};
pub use crate::games::GameKind;
use crate::games::Registered;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The extension of a saved game (`malice.malicetable`): its own, so the
/// desktop can give saves a type that opens them at the table
/// (`application/x-malice-table-save`) without claiming every RON file.
pub const EXTENSION: &str = "malicetable";

/// The extensions a save may have, [`EXTENSION`] first (what Save offers
/// and adds); `.ron` is what saves were written as before, and they open.
pub const EXTENSIONS: [&str; 2] = [EXTENSION, "ron"];

/// The save format this version writes and reads.
pub const SAVE_FORMAT: u32 = 1;

/// The save format of a game saved from a position rather than from its
/// deal ([`SaveFile::position`]): an older app says it cannot read it,
/// rather than dealing the game again from a seed that is not its own.
pub const POSITION_FORMAT: u32 = 2;

/// A saved game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    /// The save format (`SAVE_FORMAT`).
    pub format: u32,
    /// The game.
    pub game: GameKind,
    /// Who plays each seat, in turn order.
    pub seats: Vec<Seat>,
    /// How the game was set up: the game's `Registered::Variant`.
    pub variant: Part,
    /// The seed of the game's dice or deal.
    pub seed: u64,
    /// The seed of the bots' decisions.
    pub bot_seed: u64,
    /// The series the game is part of (the Spite & Malice match so far):
    /// the game's `Registered::Series`.
    #[serde(default, rename = "match", skip_serializing_if = "Option::is_none")]
    pub series: Option<Part>,
    /// Where the game goes on from, when it cannot be dealt again from
    /// its seed: a network guest's game before its end (the dice and the
    /// deal were the host's, and the guest saw only its seat's part). The
    /// game's state as RON; the moves follow it. Such a save has format
    /// [`POSITION_FORMAT`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<Part>,
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
        detail: SetupProblem,
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

/// Why a save file could not be opened, and which.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenError {
    /// The file.
    pub path: std::path::PathBuf,
    /// Why.
    pub why: WhyNotOpened,
}

/// Why a save file could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WhyNotOpened {
    /// It could not be read (the system's reason).
    Unreadable(super::SystemError),
    /// It is not text.
    NotText,
    /// Its text is not a save that plays.
    Load(LoadError),
}

impl fmt::Display for OpenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = self.path.display();
        match &self.why {
            WhyNotOpened::Unreadable(e) => write!(f, "{path} could not be read: {e}."),
            WhyNotOpened::NotText => {
                write!(f, "{path} cannot be opened: it is not a Malice Table save (it is not text).")
            }
            WhyNotOpened::Load(e) => f.write_str(&cannot_open(&self.path, e)),
        }
    }
}

impl std::error::Error for OpenError {}

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
    pub fn read(path: &std::path::Path) -> Result<SaveFile, OpenError> {
        let fail = |why| OpenError { path: path.to_path_buf(), why };
        let bytes = std::fs::read(path).map_err(|e| fail(WhyNotOpened::Unreadable((&e).into())))?;
        let text = String::from_utf8(bytes).map_err(|_| fail(WhyNotOpened::NotText))?;
        SaveFile::parse(&text).map_err(|e| fail(WhyNotOpened::Load(e)))
    }

    /// Reads a save, checking its format version first so a newer file is
    /// named as such rather than as garbage.
    pub fn parse(text: &str) -> Result<SaveFile, LoadError> {
        let header: Header = ron::from_str(text).map_err(read_error)?;
        if header.format != SAVE_FORMAT && header.format != POSITION_FORMAT {
            return Err(LoadError::UnknownFormat { found: header.format });
        }
        let mut save: SaveFile = ron::from_str(text).map_err(read_error)?;
        // Bots of older files (Easy, Medium, Hard) play the game's nearest rung.
        for seat in &mut save.seats {
            if let crate::core::Controller::Bot(level) = &mut seat.controller {
                *level = save.game.ladder().resolve(*level);
            }
        }
        super::stored(save.game).check_variant(&save)?;
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
                detail: SetupProblem::Seats { found: self.seats.len(), needed: count },
            })
        }
    }

    /// Refuses a save of another game than `kind` (a Malice save opened
    /// as Malefiz), naming both.
    fn check_game(&self, kind: GameKind) -> Result<(), LoadError> {
        if self.game == kind {
            Ok(())
        } else {
            Err(LoadError::WrongGame { expected: kind, found: self.game })
        }
    }

    /// A save of `history` (up to the present, not the moves undone after
    /// it) at `seats`, dealt from `seed`, with the bots' `bot_seed` and the
    /// `series` it is part of.
    pub fn of<G: Registered>(
        history: &History<G>,
        seats: Vec<Seat>,
        seed: u64,
        bot_seed: u64,
        series: Option<&G::Series>,
    ) -> Result<SaveFile, PartError> {
        Ok(SaveFile {
            format: SAVE_FORMAT,
            game: G::KIND,
            seats,
            variant: Part::of(&G::saved_variant(history.start()))?,
            seed,
            bot_seed,
            series: series.map(Part::of).transpose()?,
            position: None,
            moves: SaveFile::moves_of(history, G::write_move),
            review: None,
        })
    }

    /// A save that goes on from `state` (see [`SaveFile::position`]), set
    /// up as `setup` (whose variant and `series` it names), at `seats`,
    /// with the bots' `bot_seed`.
    pub fn at_position<G: Registered>(
        state: &G,
        setup: &G,
        seats: Vec<Seat>,
        bot_seed: u64,
        series: Option<&G::Series>,
    ) -> Result<SaveFile, PartError> {
        let start = History::new(setup.clone());
        Ok(SaveFile {
            format: POSITION_FORMAT,
            position: Some(Part::plain(state)?),
            ..SaveFile::of(&start, seats, 0, bot_seed, series)?
        })
    }

    /// Replays the save as a game of `G`: the game, and the series it is
    /// part of.
    pub fn replay<G: Registered>(&self) -> Result<(History<G>, Option<G::Series>), LoadError> {
        self.check_game(G::KIND)?;
        let bad = |detail| LoadError::BadSetup { detail };
        let variant: G::Variant = self.variant.read().map_err(|e| bad(SetupProblem::Variant(e)))?;
        let series = match &self.series {
            Some(part) => Some(part.read::<G::Series>().map_err(|e| bad(SetupProblem::Series(e)))?),
            None => None,
        };
        let (start, series) = match &self.position {
            Some(part) => (read_position::<G>(part)?, series),
            None => G::saved_start(&variant, self.seed, series)
                .map_err(|e| bad(SetupProblem::Start(std::sync::Arc::new(e))))?,
        };
        self.check_seats(start.seat_count())?;
        let history = replay(start, &self.moves, G::read_move)?;
        Ok((history, series))
    }

    /// Replays the save as a game of `G`.
    pub fn history<G: Registered>(&self) -> Result<History<G>, LoadError> {
        self.replay::<G>().map(|(history, _)| history)
    }

    /// Replays the save as its own game, whatever it is: the number of
    /// moves it replayed, or why it cannot be opened.
    pub fn replays(&self) -> Result<usize, LoadError> {
        super::stored(self.game).replays(self)
    }

    /// The moves of a line of play, written for a save (up to the present,
    /// not the moves undone after it).
    pub fn moves_of<G: Game>(history: &History<G>, write: impl Fn(&G, &G::Move) -> String) -> Vec<String> {
        history.played().iter().enumerate().map(|(i, ply)| write(history.state_at(i), &ply.mv)).collect()
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
    // A string left open runs to the end of the text: that is a cut too.
    if matches!(e.code, ron::Error::Eof | ron::Error::ExpectedStringEnd) {
        LoadError::Truncated { detail }
    } else {
        LoadError::NotASave { detail }
    }
}

/// The state a position save goes on from, checked as any state from a
/// file is: it must be a state its game could reach.
fn read_position<G: Registered>(part: &Part) -> Result<G, LoadError> {
    let bad = |detail| LoadError::BadSetup { detail };
    let state: G = part.read().map_err(|e| bad(SetupProblem::Position(e)))?;
    G::self_check(&state).map_err(|e| bad(SetupProblem::Unreachable(std::sync::Arc::new(e))))?;
    Ok(state)
}
