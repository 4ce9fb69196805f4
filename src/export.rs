//! Printing every game's sheets: the list of sheets (each game's
//! [`Facts::sheets`](crate::games::Facts), in the order of
//! [`GameKind::ALL`]), the options they are printed with, a sheet drawn on
//! its page ([`render`]) and written as a PNG file into a folder
//! ([`export_all`]). It stands above the games, which draw their own sheets
//! with the pen in [`print`](crate::print); the command line
//! (`export-boards`) and the window (File › Export printable boards…) both
//! call [`export_all`]. No egui here.
#![warn(missing_docs)]

use crate::games::GameKind;
use crate::i18n::Language;
use crate::print::{ExportError, MAX_DPI, MIN_DPI, Orientation, Paper, Placement, Sheet, Words, encode};
use std::fs;
use std::path::{Path, PathBuf};
use tiny_skia::Pixmap;

/// The resolution used unless another is asked for, in dots per inch.
pub const DEFAULT_DPI: u32 = 300;

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

impl PrintOptions {
    /// The options if they can be used, else why not.
    pub fn checked(self) -> Result<PrintOptions, ExportError> {
        if (MIN_DPI..=MAX_DPI).contains(&self.dpi) { Ok(self) } else { Err(ExportError::BadDpi(self.dpi)) }
    }
}

/// Every sheet, game by game in the order of `GameKind::ALL`: the order
/// they are written.
pub fn sheets() -> Vec<Sheet> {
    GameKind::ALL.into_iter().flat_map(|kind| kind.facts().sheets.iter().copied()).collect()
}

/// The sheet whose file is called `file_name`.
pub fn sheet_named(file_name: &str) -> Option<Sheet> {
    sheets().into_iter().find(|sheet| sheet.file_name == file_name)
}

/// The game `sheet` is for.
pub fn game_of(sheet: Sheet) -> Option<GameKind> {
    GameKind::ALL.into_iter().find(|kind| kind.facts().sheets.contains(&sheet))
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
        encode::png_bytes(&self.pixmap, self.options.dpi, &self.title)
    }

    /// Writes the page as a PNG file at `path`: first beside it under a
    /// temporary name, then renamed, so a failed write leaves no half file.
    pub fn write_png(&self, path: &Path) -> Result<(), ExportError> {
        encode::write_file(path, &self.pixmap, self.options.dpi, &self.title)
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

/// Draws every sheet and writes them into the folder `dir` (created if
/// missing); returns the files' paths in the order of [`sheets`].
pub fn export_all(dir: &Path, options: &PrintOptions) -> Result<Vec<PathBuf>, ExportError> {
    let options = options.checked()?;
    prepare_folder(dir)?;
    sheets().into_iter().map(|sheet| write_sheet(sheet, dir, &options)).collect()
}

/// Draws `sheet` and writes it into `dir`, which is known to be a folder.
fn write_sheet(sheet: Sheet, dir: &Path, options: &PrintOptions) -> Result<PathBuf, ExportError> {
    let path = dir.join(sheet.file_name);
    render(sheet, options)?.write_png(&path)?;
    Ok(path)
}
