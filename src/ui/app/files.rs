//! The shell's file-dialog flow: Save asks where, Open asks which, and
//! the answer (polled each frame) is written or opened.

use super::actions::cannot_save;
use super::{App, StatusLine};
use crate::store::save::{EXTENSION, EXTENSIONS, SaveFile};
use crate::store::write_atomic;
use crate::t;
use crate::ui::file_dialog::{DialogPoll, PendingDialog};
use crate::ui::words;
use eframe::egui;
use std::path::{Path, PathBuf};

/// A file dialog the app is waiting on, and what the file is for.
pub(super) enum FileRequest {
    /// Save this game there.
    Save(Box<SaveFile>, PendingDialog),
    /// Open the save picked.
    Open(PendingDialog),
}

impl FileRequest {
    /// Whether the app's own dialog (a modal) is showing.
    pub(super) fn in_app(&self) -> bool {
        match self {
            FileRequest::Save(_, d) | FileRequest::Open(d) => d.is_in_app(),
        }
    }
}

impl App {
    /// Asks where to save the current tab's game (the game as it is now is
    /// what gets written); a game that cannot be saved says why instead.
    pub(super) fn ask_where_to_save(&mut self, ctx: &egui::Context) {
        match self.current_mut().to_save() {
            Ok(save) => {
                let name = format!("{}.{EXTENSION}", save.game.file_stem());
                let dialog = PendingDialog::save_file(
                    ctx,
                    &t!("save-dialog-title"),
                    &t!("file-filter"),
                    &EXTENSIONS,
                    &name,
                );
                self.file = Some(FileRequest::Save(Box::new(save), dialog));
            }
            Err(why) => self.notices.push(cannot_save(&why)),
        }
    }

    /// Asks which saved game to open.
    pub(super) fn ask_what_to_open(&mut self, ctx: &egui::Context) {
        let dialog = PendingDialog::open_file(ctx, &t!("open-dialog-title"), &t!("file-filter"), &EXTENSIONS);
        self.file = Some(FileRequest::Open(dialog));
    }

    /// Writes the current tab's game to `path` (atomically).
    pub fn save_to(&mut self, path: &Path) {
        match self.current_mut().to_save() {
            Ok(save) => self.write_save(&save, path),
            Err(why) => self.notices.push(cannot_save(&why)),
        }
    }

    fn write_save(&mut self, save: &SaveFile, path: &Path) {
        let path = with_save_extension(path);
        match write_atomic(&path, save.to_ron().as_bytes()) {
            Ok(()) => {
                self.tab_mut(save.game).mark_saved(Some(save));
                self.tell(StatusLine::Saved(path));
            }
            Err(e) => self.notices.push(t!(
                "save-failed",
                path = path.display().to_string(),
                error = words::io_error(&e)
            )),
        }
    }

    /// Opens the save at `path` in its game's tab; on any problem the
    /// games stay as they were and a message says what is wrong.
    pub fn open_path(&mut self, path: &Path) {
        let settings = self.settings.clone();
        let loaded = SaveFile::read(path).map_err(|e| words::open_error(&e)).and_then(|save| {
            let tab = self.tab_mut(save.game);
            tab.load_save(&save).map_err(|e| words::cannot_open(path, &e))?;
            // Default seats saved in another language are named in this one.
            tab.reword_seats(&settings);
            Ok(save.game)
        });
        match loaded {
            Ok(kind) => {
                self.tab = kind;
                // The table is the file now: nothing on it is unsaved.
                self.tab_mut(kind).mark_saved(None);
                self.tell(StatusLine::Opened(path.to_path_buf()));
            }
            Err(message) => self.notices.push(message),
        }
    }

    pub(super) fn poll_file_dialog(&mut self, ctx: &egui::Context) {
        let Some(mut request) = self.file.take() else { return };
        let dialog = match &mut request {
            FileRequest::Save(_, d) | FileRequest::Open(d) => d,
        };
        match dialog.show(ctx) {
            DialogPoll::Open => self.file = Some(request),
            DialogPoll::Closed => {}
            DialogPoll::Failed(why) => self.notices.push(why.notice()),
            DialogPoll::Picked(path) => match request {
                FileRequest::Save(save, _) => self.write_save(&save, &path),
                FileRequest::Open(_) => self.open_path(&path),
            },
        }
    }
}

/// `game` → `game.malicetable`; a name that already ends in a save's
/// extension (`.malicetable`, or `.ron` as saves were named before) stays.
fn with_save_extension(path: &Path) -> PathBuf {
    let is_save = |e: &std::ffi::OsStr| EXTENSIONS.iter().any(|x| e.eq_ignore_ascii_case(x));
    if path.extension().is_some_and(is_save) {
        path.to_path_buf()
    } else {
        let mut name = path.as_os_str().to_owned();
        name.push(".");
        name.push(EXTENSION);
        PathBuf::from(name)
    }
}
