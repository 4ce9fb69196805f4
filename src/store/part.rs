//! Parts of files that only their game can read: RON text kept whole
//! until the game that wrote it reads it as its own type.

use ron::value::RawValue;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a value cannot be written as a [`Part`], or a part not read as one:
/// RON's own error, without the place in the part (a part is one line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PartError {
    /// The value cannot be written as RON.
    Unwritable(ron::Error),
    /// The text is not one RON value, or not one of the type asked.
    Unreadable(ron::Error),
}

impl fmt::Display for PartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PartError::Unwritable(e) | PartError::Unreadable(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for PartError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PartError::Unwritable(e) | PartError::Unreadable(e) => Some(e),
        }
    }
}

/// A part of a file that a game writes (a save's variant and match, the
/// settings' options of a game): kept as RON text, and read as the game's
/// own type once the game is known. The store so knows no game's setup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Part(Box<RawValue>);

impl<'de> Deserialize<'de> for Part {
    /// The part's text without the spaces and comments around it, so a
    /// part reads back as the part written.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Part, D::Error> {
        Box::<RawValue>::deserialize(deserializer).map(|raw| Part(raw.trim_boxed()))
    }
}

impl Part {
    /// `value` as a save writes it: on one line, its struct's name first
    /// (`Malice(players: 2, quiet_move_limit: 60)`).
    pub fn of<T: Serialize>(value: &T) -> Result<Part, PartError> {
        Part::written(value, true)
    }

    /// `value` on one line, with its struct names or without.
    fn written<T: Serialize>(value: &T, struct_names: bool) -> Result<Part, PartError> {
        let config = ron::ser::PrettyConfig::new()
            .struct_names(struct_names)
            .compact_structs(true)
            .compact_arrays(true)
            .compact_maps(true);
        let text = ron::ser::to_string_pretty(value, config).map_err(PartError::Unwritable)?;
        Part::from_text(text)
    }

    /// `value` as a settings file writes it: on one line, without struct
    /// names (`(quiet_move_limit: 60)`).
    pub fn plain<T: Serialize>(value: &T) -> Result<Part, PartError> {
        Part::written(value, false)
    }

    /// RON text as a part, if it is one RON value.
    pub fn from_text(text: String) -> Result<Part, PartError> {
        RawValue::from_boxed_ron(text.into_boxed_str())
            .map(|raw| Part(raw.trim_boxed()))
            .map_err(|e| PartError::Unreadable(e.code))
    }

    /// The part's RON text.
    pub fn text(&self) -> &str {
        self.0.get_ron()
    }

    /// The part read as `T`, or what is wrong with it.
    pub fn read<T: DeserializeOwned>(&self) -> Result<T, PartError> {
        self.0.into_rust::<T>().map_err(|e| PartError::Unreadable(e.code))
    }
}
