//! Printable boards: every board drawn at print resolution from the same
//! layouts the screen draws from (`games::*::layout`), written as PNG files
//! that carry their physical size. No egui here: the command line and the
//! app both call [`export_all`].
//!
//! This module is the page, the pen ([`canvas`]) and the writing; each
//! game draws its own sheets with them (`games::<game>::print`) and lists
//! them in its registration ([`Facts::sheets`](crate::games::Facts)).
//!
//! Drawing is vector all the way: shapes and glyph outlines are filled by
//! tiny-skia straight into the page's pixels, so lines and labels are as
//! sharp as the resolution allows.
#![warn(missing_docs)]

pub mod canvas;
pub mod chart;
mod encode;
pub mod page;
mod text;

pub use page::{Orientation, Paper, Placement};

use crate::games::GameKind;
use crate::i18n::{self, Arg, Language};
use std::fmt;
use std::fs;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use tiny_skia::Pixmap;

/// The resolution used unless another is asked for, in dots per inch.
pub const DEFAULT_DPI: u32 = 300;
/// The lowest resolution accepted.
pub const MIN_DPI: u32 = 72;
/// The highest resolution accepted (an A4 page is then 9921 × 14031 pixels).
pub const MAX_DPI: u32 = 1200;

/// How the sheets are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrintOptions {
    /// Dots per inch, [`MIN_DPI`]..=[`MAX_DPI`].
    pub dpi: u32,
    /// The paper size; each sheet picks its own orientation.
    pub paper: Paper,
    /// The language of the words printed on the sheets.
    pub language: Language,
}

impl Default for PrintOptions {
    fn default() -> Self {
        PrintOptions { dpi: DEFAULT_DPI, paper: Paper::A4, language: Language::English }
    }
}

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

impl PrintOptions {
    /// The options if they can be used, else why not.
    pub fn checked(self) -> Result<PrintOptions, ExportError> {
        if (MIN_DPI..=MAX_DPI).contains(&self.dpi) { Ok(self) } else { Err(ExportError::BadDpi(self.dpi)) }
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

impl Sheet {
    /// Every sheet, game by game in the order of `GameKind::ALL`: the
    /// order they are written.
    pub fn all() -> Vec<Sheet> {
        GameKind::ALL.into_iter().flat_map(|kind| kind.facts().sheets.iter().copied()).collect()
    }

    /// The sheet whose file is called `file_name`.
    pub fn named(file_name: &str) -> Option<Sheet> {
        Sheet::all().into_iter().find(|sheet| sheet.file_name == file_name)
    }

    /// The game the sheet is for.
    pub fn game(self) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|kind| kind.facts().sheets.contains(&self))
    }
}

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
    /// The built-in font could not be read.
    Font(String),
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
            ExportError::Font(message) => f.write_str(message),
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

/// A sheet drawn on its page, ready to be written.
pub struct PrintedSheet {
    sheet: Sheet,
    /// The title, in the language it was printed in.
    title: String,
    pixmap: Pixmap,
    placement: Placement,
    orientation: Orientation,
    options: PrintOptions,
}

impl PrintedSheet {
    /// Which sheet this is.
    pub fn sheet(&self) -> Sheet {
        self.sheet
    }

    /// The title printed on it (and recorded in its file).
    pub fn title(&self) -> &str {
        &self.title
    }

    /// Page width in pixels.
    pub fn width(&self) -> u32 {
        self.pixmap.width()
    }

    /// Page height in pixels.
    pub fn height(&self) -> u32 {
        self.pixmap.height()
    }

    /// Which way up the page is printed.
    pub fn orientation(&self) -> Orientation {
        self.orientation
    }

    /// The options it was printed with.
    pub fn options(&self) -> PrintOptions {
        self.options
    }

    /// How the game's layout units map onto the page's pixels: Malice
    /// squares, Malefiz grid cells (with the board's own `Layout`), Spite &
    /// Malice card widths, each from the game's `layout` module.
    pub fn placement(&self) -> Placement {
        self.placement
    }

    /// The colour of the pixel at (`x`, `y`), if it is on the page.
    pub fn rgb(&self, x: u32, y: u32) -> Option<[u8; 3]> {
        let c = self.pixmap.pixel(x, y)?.demultiply();
        Some([c.red(), c.green(), c.blue()])
    }

    /// The colour of the page at a point given in layout units.
    pub fn rgb_at_units(&self, at: (f32, f32)) -> Option<[u8; 3]> {
        let (x, y) = self.placement.to_pixels(at);
        if x < 0.0 || y < 0.0 {
            return None;
        }
        self.rgb(x as u32, y as u32)
    }

    /// The page as PNG bytes.
    pub fn png_bytes(&self) -> Result<Vec<u8>, ExportError> {
        let mut bytes = Vec::new();
        encode::write_png(&mut bytes, &self.pixmap, self.options.dpi, &self.title)
            .map_err(|e| ExportError::Encode(e.to_string()))?;
        Ok(bytes)
    }

    /// Writes the page as a PNG file at `path`: first beside it under a
    /// temporary name, then renamed, so a failed write leaves no half file.
    pub fn write_png(&self, path: &Path) -> Result<(), ExportError> {
        write_pixmap(path, &self.pixmap, self.options.dpi, &self.title)
    }
}

/// Writes `pixmap` as a PNG file at `path` (`dpi` and `title` recorded in
/// it): first beside it under a temporary name, then renamed, so a failed
/// write leaves no half file.
fn write_pixmap(path: &Path, pixmap: &tiny_skia::Pixmap, dpi: u32, title: &str) -> Result<(), ExportError> {
    let failed = |source: io::Error| ExportError::Write { path: path.to_owned(), source };
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".part");
    let temporary = PathBuf::from(temporary);
    let written = fs::File::create(&temporary).and_then(|file| {
        let mut out = BufWriter::new(file);
        encode::write_png(&mut out, pixmap, dpi, title).map_err(png_to_io)?;
        out.flush()?;
        out.get_ref().sync_all()
    });
    let renamed = written.and_then(|()| fs::rename(&temporary, path));
    if let Err(e) = renamed {
        let _ = fs::remove_file(&temporary);
        return Err(failed(e));
    }
    Ok(())
}

fn png_to_io(e: png::EncodingError) -> io::Error {
    match e {
        png::EncodingError::IoError(e) => e,
        other => io::Error::other(other.to_string()),
    }
}

/// Draws `sheet` on its page.
pub fn render(sheet: Sheet, options: &PrintOptions) -> Result<PrintedSheet, ExportError> {
    let options = options.checked()?;
    let words = Words::new(options.language);
    let canvas = (sheet.draw)(options.paper, options.dpi, words)?;
    let (pixmap, placement, orientation) = canvas.finish();
    Ok(PrintedSheet { sheet, title: words.get(sheet.title), pixmap, placement, orientation, options })
}

/// Makes sure `dir` is a folder, creating it (and its parents) if missing.
pub fn prepare_folder(dir: &Path) -> Result<(), ExportError> {
    if dir.as_os_str().is_empty() {
        return Err(ExportError::NoFolder);
    }
    if dir.exists() {
        return if dir.is_dir() { Ok(()) } else { Err(ExportError::NotAFolder(dir.to_owned())) };
    }
    fs::create_dir_all(dir).map_err(|source| ExportError::CreateFolder { path: dir.to_owned(), source })
}

/// Draws `sheet` and writes it into the folder `dir` (created if missing);
/// returns the file's path.
pub fn export(sheet: Sheet, dir: &Path, options: &PrintOptions) -> Result<PathBuf, ExportError> {
    let options = options.checked()?;
    prepare_folder(dir)?;
    write_sheet(sheet, dir, &options)
}

/// Draws every sheet and writes them into the folder `dir` (created if
/// missing); returns the files' paths in the order of [`Sheet::all`].
pub fn export_all(dir: &Path, options: &PrintOptions) -> Result<Vec<PathBuf>, ExportError> {
    let options = options.checked()?;
    prepare_folder(dir)?;
    Sheet::all().into_iter().map(|sheet| write_sheet(sheet, dir, &options)).collect()
}

/// Draws `sheet` and writes it into `dir`, which is known to be a folder.
fn write_sheet(sheet: Sheet, dir: &Path, options: &PrintOptions) -> Result<PathBuf, ExportError> {
    let path = dir.join(sheet.file_name);
    render(sheet, options)?.write_png(&path)?;
    Ok(path)
}
