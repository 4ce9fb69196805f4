//! Parts of files that only their game can read: RON text kept whole
//! until the game that wrote it reads it as its own type.

use ron::value::RawValue;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

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
    pub fn of<T: Serialize>(value: &T) -> Result<Part, String> {
        Part::written(value, true)
    }

    /// `value` on one line, with its struct names or without.
    fn written<T: Serialize>(value: &T, struct_names: bool) -> Result<Part, String> {
        let config = ron::ser::PrettyConfig::new()
            .struct_names(struct_names)
            .compact_structs(true)
            .compact_arrays(true)
            .compact_maps(true);
        let text = ron::ser::to_string_pretty(value, config).map_err(|e| e.to_string())?;
        Part::from_text(text)
    }

    /// `value` as a settings file writes it: on one line, without struct
    /// names (`(quiet_move_limit: 60)`).
    pub fn plain<T: Serialize>(value: &T) -> Result<Part, String> {
        Part::written(value, false)
    }

    /// RON text as a part, if it is one RON value.
    pub fn from_text(text: String) -> Result<Part, String> {
        RawValue::from_boxed_ron(text.into_boxed_str())
            .map(|raw| Part(raw.trim_boxed()))
            .map_err(|e| e.code.to_string())
    }

    /// The part's RON text.
    pub fn text(&self) -> &str {
        self.0.get_ron()
    }

    /// The part read as `T`, or what is wrong with it.
    pub fn read<T: DeserializeOwned>(&self) -> Result<T, String> {
        self.0.into_rust::<T>().map_err(|e| e.code.to_string())
    }
}
