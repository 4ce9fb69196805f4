//! The app's own RON files, read and written one way: pretty RON written
//! atomically; a file of a format version it knows read, and one that
//! does not read, or was written by a newer version, set aside (never
//! overwritten by this version's smaller idea of it) with the reason.

use super::atomic::{SetAside, write_atomic};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::io;
use std::path::Path;

/// Reads `path`: the default when it is missing; the default and the
/// file set aside when it does not read or its `format` is past `newest`.
pub fn read_versioned<T: DeserializeOwned + Default>(
    path: &Path,
    format: impl Fn(&T) -> u32,
    newest: u32,
) -> (T, Option<SetAside>) {
    let Ok(text) = std::fs::read_to_string(path) else { return (T::default(), None) };
    match ron::from_str::<T>(&text) {
        Ok(read) if format(&read) <= newest => (read, None),
        Ok(read) => {
            let why = format!("format {} (this version reads up to {newest})", format(&read));
            (T::default(), Some(SetAside::file(path, why)))
        }
        Err(e) => {
            let why = format!("line {}: {}", e.span.start.line, e.code);
            (T::default(), Some(SetAside::file(path, why)))
        }
    }
}

/// Writes `value` to `path` as indented RON, atomically.
pub fn write_pretty<T: Serialize>(value: &T, path: &Path) -> io::Result<()> {
    let config = ron::ser::PrettyConfig::new().indentor("    ".to_owned());
    let text = ron::ser::to_string_pretty(value, config).map_err(io::Error::other)?;
    write_atomic(path, text.as_bytes())
}
