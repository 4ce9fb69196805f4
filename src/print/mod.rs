//! The pen and the page of printing: a page of a paper size at a
//! resolution ([`page`]), a canvas to draw shapes and text on in a
//! drawing's own units ([`canvas`], with the app's font), the PNG writer
//! that records the page's physical size ([`encode`]), and the plain
//! types a game's printable sheet is made of ([`Sheet`], [`Words`]). No
//! egui here, and nothing above it: each game draws its own sheets with
//! this pen (`games::<game>::print`) and lists them in its registration
//! (`Facts::sheets`); `export`, above the games, prints them all, and the
//! ladder's chart (`arena::chart`) is drawn with it too.
//!
//! Drawing is vector all the way: shapes and glyph outlines are filled by
//! tiny-skia straight into the page's pixels, so lines and labels are as
//! sharp as the resolution allows.
#![warn(missing_docs)]

pub mod canvas;
pub mod encode;
pub mod page;
mod text;

pub use page::{Orientation, Paper, Placement};

use crate::i18n::{self, Arg, Language};
use std::fmt;
use std::io;
use std::path::PathBuf;

/// The lowest resolution accepted.
pub const MIN_DPI: u32 = 72;
/// The highest resolution accepted (an A4 page is then 9921 × 14031 pixels).
pub const MAX_DPI: u32 = 1200;

/// The words a sheet prints, in the language it is printed in. The sheets
/// ask for them by id (`words.get(id!("malice-print-key"))`), so they are
/// in the catalogues with every other word, and the games' drawing code
/// knows no language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    language: Language,
}

impl Words {
    /// The words of `language`.
    pub fn new(language: Language) -> Words {
        Words { language }
    }

    /// The message `id`.
    pub fn get(self, id: &str) -> String {
        i18n::text_in(self.language, id, &[])
    }

    /// The message `id` with `args` put in.
    pub fn with(self, id: &str, args: &[(&str, Arg)]) -> String {
        i18n::text_in(self.language, id, args)
    }
}

/// One printable sheet: a page of its own, drawn by its game.
#[derive(Clone, Copy, Debug)]
pub struct Sheet {
    /// The name of the sheet's file.
    pub file_name: &'static str,
    /// The message id of the title printed on the sheet (and recorded in
    /// its file): the game's name, and the board's when a game has two.
    pub title: &'static str,
    /// Draws the sheet on a page of the paper at the resolution (dpi), in
    /// the words given.
    pub draw: fn(Paper, u32, Words) -> Result<canvas::Canvas, ExportError>,
}

impl PartialEq for Sheet {
    fn eq(&self, other: &Sheet) -> bool {
        self.file_name == other.file_name
    }
}

impl Eq for Sheet {}

/// Why printing or writing a sheet failed.
#[derive(Debug)]
pub enum ExportError {
    /// The resolution is outside [`MIN_DPI`]..=[`MAX_DPI`].
    BadDpi(u32),
    /// The output folder's name is empty.
    NoFolder,
    /// The output path names something that is not a folder.
    NotAFolder(PathBuf),
    /// The output folder did not exist and could not be made.
    CreateFolder {
        /// The folder.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// A sheet's file could not be written.
    Write {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: io::Error,
    },
    /// The page does not fit in memory at this resolution.
    TooLarge {
        /// Page width in pixels.
        width: u32,
        /// Page height in pixels.
        height: u32,
    },
    /// The built-in font could not be read (the font reader's reason).
    Font(skrifa::raw::ReadError),
    /// The page could not be encoded as PNG.
    Encode(String),
}

impl ExportError {
    /// Whether the request itself was wrong (a bad resolution, a file where
    /// a folder should be), as opposed to the system failing to carry it out.
    pub fn is_bad_input(&self) -> bool {
        matches!(self, ExportError::BadDpi(_) | ExportError::NoFolder | ExportError::NotAFolder(_))
    }
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExportError::BadDpi(dpi) => {
                write!(f, "the resolution must be {MIN_DPI} to {MAX_DPI} dpi, not {dpi}")
            }
            ExportError::NoFolder => f.write_str("no folder given: name the folder to write the boards into"),
            ExportError::NotAFolder(path) => {
                write!(f, "{} is not a folder: give a folder to write the boards into", path.display())
            }
            ExportError::CreateFolder { path, source } => {
                write!(f, "cannot create the folder {}: {source}", path.display())
            }
            ExportError::Write { path, source } => write!(f, "cannot write {}: {source}", path.display()),
            ExportError::TooLarge { width, height } => write!(
                f,
                "a page of {width} × {height} pixels does not fit in memory: choose a lower resolution"
            ),
            ExportError::Font(e) => write!(f, "the embedded font cannot be read: {e}"),
            ExportError::Encode(message) => write!(f, "cannot encode the page as PNG: {message}"),
        }
    }
}

impl std::error::Error for ExportError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ExportError::CreateFolder { source, .. } | ExportError::Write { source, .. } => Some(source),
            _ => None,
        }
    }
}
