//! The errors every game's registration shares: why a position string
//! does not read ([`PositionError`]) and what a state or a move broke
//! ([`CheckError`]). A game's own typed error travels inside them boxed,
//! so the game contract names no game's error type and grows no item.

use std::error::Error;
use std::fmt;

use crate::core::SeatIndex;

/// A game's own typed error, kept whole inside a shared one.
pub type Cause = Box<dyn Error + Send + Sync + 'static>;

/// Why a position string does not read as a game's state
/// ([`super::Saves::read_position`]).
#[derive(Debug)]
pub enum PositionError {
    /// The game has no position strings: the reason its facts give
    /// ([`super::Facts::positions`]).
    NoPositions(&'static str),
    /// The game is not played by that many.
    Players {
        /// The game's title.
        title: &'static str,
        /// The player counts it is played with.
        counts: &'static [usize],
        /// The count asked for.
        found: usize,
    },
    /// The game's own reader refused the text (its own error).
    Unread(Cause),
}

impl PositionError {
    /// The game's own reader's error, kept whole.
    pub fn unread(error: impl Error + Send + Sync + 'static) -> PositionError {
        PositionError::Unread(Box::new(error))
    }
}

/// `[2, 3, 4]` as "2, 3 or 4".
fn either(counts: &[usize]) -> String {
    match counts.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => {
            let rest: Vec<String> = rest.iter().map(usize::to_string).collect();
            format!("{} or {last}", rest.join(", "))
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::NoPositions(why) => f.write_str(why),
            PositionError::Players { title, counts, found } => {
                write!(f, "{title} is played by {}, not {found}", either(counts))
            }
            PositionError::Unread(e) => write!(f, "{e}"),
        }
    }
}

impl Error for PositionError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            PositionError::Unread(e) => Some(e.as_ref()),
            _ => None,
        }
    }
}

/// What a state or a move broke of what every state must keep (see
/// [`super::checks`]): for the fuzzers and the rules' tests. Moves and
/// states are each game's own types, so they are kept in their written
/// (`{:?}` or notation) form.
#[derive(Debug)]
pub enum CheckError {
    /// Someone is to move exactly when no move is legal.
    ToMove {
        /// Who is to move.
        to_move: Option<SeatIndex>,
        /// How many moves are legal.
        legal: usize,
    },
    /// A legal move's written form reads back as another move.
    MoveReadsBackAs {
        /// The written form.
        written: String,
        /// The move it reads as (`{:?}`).
        read: String,
        /// The move written (`{:?}`).
        moved: String,
    },
    /// A legal move's written form does not read back.
    MoveUnread {
        /// The written form.
        written: String,
        /// The game's reason.
        cause: Cause,
    },
    /// A state's position string does not read back.
    PositionUnread {
        /// The position string.
        position: String,
        /// The game's reason.
        cause: Cause,
    },
    /// A state's position string reads back as another position.
    PositionReadsBackAs {
        /// The position string.
        position: String,
        /// The position of the state it reads as.
        back: String,
    },
    /// Text reads as a move that is not legal.
    ReadsIllegal {
        /// The text.
        text: String,
        /// The move it reads as (`{:?}`).
        read: String,
    },
    /// Text reads as a legal move that the engine does not play.
    ReadDoesNotPlay {
        /// The text.
        text: String,
        /// The move it reads as (`{:?}`).
        read: String,
        /// The engine's reason.
        cause: Cause,
    },
    /// A legal move the engine refused, at ply `ply` of a line.
    Refused {
        /// The ply, from 0.
        ply: usize,
        /// The move (`{:?}`).
        moved: String,
        /// The engine's reason.
        cause: Cause,
    },
    /// The game's step checks broke at ply `ply` of a line.
    Step {
        /// The ply, from 0.
        ply: usize,
        /// The move (`{:?}`).
        moved: String,
        /// What broke.
        broke: Box<CheckError>,
    },
    /// The state after ply `ply` of a line broke a check.
    After {
        /// The ply, from 0.
        ply: usize,
        /// The move (`{:?}`).
        moved: String,
        /// What broke.
        broke: Box<CheckError>,
    },
    /// One of a game's samples broke a check.
    Sample {
        /// The game's title.
        title: &'static str,
        /// Which sample, from 0.
        index: usize,
        /// What broke.
        broke: Box<CheckError>,
    },
    /// A check of the game's own broke (its own error).
    Own(Cause),
}

impl CheckError {
    /// A check of the game's own that broke, kept whole.
    pub fn own(error: impl Error + Send + Sync + 'static) -> CheckError {
        CheckError::Own(Box::new(error))
    }
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckError::ToMove { to_move, legal } => {
                write!(f, "to move: {to_move:?}, but {legal} legal moves")
            }
            CheckError::MoveReadsBackAs { written, read, moved } => {
                write!(f, "`{written}` reads back as {read}, not {moved}")
            }
            CheckError::MoveUnread { written, cause } => write!(f, "`{written}` does not read back: {cause}"),
            CheckError::PositionUnread { position, cause } => {
                write!(f, "`{position}` does not read back: {cause}")
            }
            CheckError::PositionReadsBackAs { position, back } => {
                write!(f, "`{position}` reads back as `{back}`")
            }
            CheckError::ReadsIllegal { text, read } => {
                write!(f, "`{text}` reads as {read}, which is not legal")
            }
            CheckError::ReadDoesNotPlay { text, read, cause } => {
                write!(f, "`{text}` reads as {read}, which does not play: {cause}")
            }
            CheckError::Refused { ply, moved, cause } => {
                write!(f, "ply {ply}: the legal move {moved} was refused: {cause}")
            }
            CheckError::Step { ply, moved, broke } => write!(f, "ply {ply}, {moved}: {broke}"),
            CheckError::After { ply, moved, broke } => write!(f, "after ply {ply}, {moved}: {broke}"),
            CheckError::Sample { title, index, broke } => write!(f, "{title} sample {index}: {broke}"),
            CheckError::Own(e) => write!(f, "{e}"),
        }
    }
}

impl Error for CheckError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            CheckError::MoveUnread { cause, .. }
            | CheckError::PositionUnread { cause, .. }
            | CheckError::ReadDoesNotPlay { cause, .. }
            | CheckError::Refused { cause, .. }
            | CheckError::Own(cause) => Some(cause.as_ref()),
            CheckError::Step { broke, .. }
            | CheckError::After { broke, .. }
            | CheckError::Sample { broke, .. } => Some(broke.as_ref()),
            CheckError::ToMove { .. }
            | CheckError::MoveReadsBackAs { .. }
            | CheckError::PositionReadsBackAs { .. }
            | CheckError::ReadsIllegal { .. } => None,
        }
    }
}

/// Why a baseline bot's settings (the arena's `name/KEY=VALUE`) are
/// refused ([`super::Bots::tuned_baseline`]).
#[derive(Debug)]
pub enum SettingError {
    /// The baseline has no settings to change.
    NoSettings {
        /// The baseline.
        baseline: String,
        /// The first setting given.
        key: String,
    },
    /// The game refuses a name or a value (its own error).
    Own(Cause),
}

impl SettingError {
    /// The game's own refusal, kept whole.
    pub fn own(error: impl Error + Send + Sync + 'static) -> SettingError {
        SettingError::Own(Box::new(error))
    }
}

impl fmt::Display for SettingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingError::NoSettings { baseline, key } => {
                write!(f, "{baseline} has no settings to change (`{key}`)")
            }
            SettingError::Own(e) => write!(f, "{e}"),
        }
    }
}

impl Error for SettingError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            SettingError::Own(e) => Some(e.as_ref()),
            SettingError::NoSettings { .. } => None,
        }
    }
}

/// Why a save's setup (its variant, seed and series) cannot be played
/// ([`super::Saves::saved_start`]).
#[derive(Debug)]
pub enum StartError {
    /// The game is not played by that many.
    Players {
        /// The game's title.
        title: &'static str,
        /// The player counts it is played with.
        counts: &'static [usize],
        /// The count the variant names.
        found: usize,
    },
    /// The game's own reason (its own error).
    Own(Cause),
}

impl StartError {
    /// The game's own reason, kept whole.
    pub fn own(error: impl Error + Send + Sync + 'static) -> StartError {
        StartError::Own(Box::new(error))
    }
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::Players { title, counts, found } => {
                write!(f, "{title} is played by {}, not {found}", either(counts))
            }
            StartError::Own(e) => write!(f, "{e}"),
        }
    }
}

impl Error for StartError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            StartError::Own(e) => Some(e.as_ref()),
            StartError::Players { .. } => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_counts_read_as_a_sentence() {
        let error = PositionError::Players { title: "Malice", counts: &[2, 4], found: 3 };
        assert_eq!(error.to_string(), "Malice is played by 2 or 4, not 3");
        let error = PositionError::Players { title: "A game", counts: &[2, 3, 4], found: 5 };
        assert_eq!(error.to_string(), "A game is played by 2, 3 or 4, not 5");
    }

    #[test]
    fn a_sample_error_keeps_what_broke_as_its_source() {
        let broke = CheckError::ToMove { to_move: Some(1), legal: 0 };
        let error = CheckError::Sample { title: "Malice", index: 2, broke: Box::new(broke) };
        assert_eq!(error.to_string(), "Malice sample 2: to move: Some(1), but 0 legal moves");
        let source = error.source().map(ToString::to_string);
        assert_eq!(source.as_deref(), Some("to move: Some(1), but 0 legal moves"));
    }
}
