//! The notice after a crash, once per report: the table closed
//! unexpectedly, the games are back, and where the report is; Copy report
//! puts it on the clipboard, Open folder shows it in the file manager. And
//! Help › Open the log folder, which opens the same folder.

use super::App;
use crate::report::crash::Found;
use crate::t;
use crate::ui::widgets::dialog;
use crate::ui::words;
use eframe::egui::{self, RichText};
use std::path::Path;

/// The crash notice waiting to be answered.
#[derive(Debug)]
pub struct CrashNotice {
    /// The report it tells of.
    pub found: Found,
    /// Whether Copy report was pressed (the notice then says so).
    copied: bool,
}

impl CrashNotice {
    /// The notice of `found`.
    pub fn new(found: Found) -> CrashNotice {
        CrashNotice { found, copied: false }
    }
}

impl App {
    /// Draws the crash notice while it waits; OK (or Escape) puts it away.
    pub(super) fn crash_notice_ui(&mut self, ctx: &egui::Context) {
        let Some(notice) = &mut self.crash_found else { return };
        let id = egui::Id::unique("crash-notice");
        let opening = dialog::opening(ctx, id);
        let (mut ok, mut open) = (false, false);
        let modal = egui::Modal::new(id).show(ctx, |ui| {
            ui.set_max_width(520.0);
            ui.label(RichText::new(t!("crash-title")).size(18.0).strong());
            ui.label(RichText::new(t!("crash-games-back")).size(15.0));
            ui.label(t!("crash-report-at", report = notice.found.path.display().to_string()));
            ui.add_space(8.0);
            ui.horizontal_wrapped(|ui| {
                ok = dialog::default_button(ui, egui::Button::new(t!("button-ok")), opening);
                if ui.button(t!("crash-copy")).clicked() {
                    ui.ctx().copy_text(notice.found.text.clone());
                    notice.copied = true;
                }
                open = ui.button(t!("crash-open-folder")).clicked();
            });
            if notice.copied {
                ui.label(t!("crash-copied"));
            }
        });
        let folder = notice.found.path.parent().map(Path::to_path_buf);
        if ok || modal.should_close() {
            self.crash_found = None;
        }
        if open && let Some(folder) = folder {
            self.open_folder(&folder);
        }
    }

    /// Help › Open the log folder: the logs folder in the file manager
    /// (made first, so there is something to open before any log).
    pub(super) fn open_log_folder(&mut self) {
        let Some(logs) = self.paths.as_ref().map(crate::store::Paths::logs) else {
            self.notices.push(t!("no-home-folder"));
            return;
        };
        if let Err(e) = std::fs::create_dir_all(&logs) {
            self.folder_not_opened(&logs, &e);
            return;
        }
        self.open_folder(&logs);
    }

    /// Puts `opener` in the place of the system's file manager (for tests).
    pub fn set_folder_opener(&mut self, opener: fn(&Path) -> std::io::Result<()>) {
        self.folder_opener = opener;
    }

    /// Opens `folder` with the system's opener; a failure is said.
    fn open_folder(&mut self, folder: &Path) {
        if let Err(e) = (self.folder_opener)(folder) {
            self.folder_not_opened(folder, &e);
        }
    }

    fn folder_not_opened(&mut self, folder: &Path, e: &std::io::Error) {
        tracing::warn!("{} was not opened: {e}", folder.display());
        // The folder is there (it was made): what is missing is the opener.
        let no_opener = e.kind() == std::io::ErrorKind::NotFound && folder.is_dir();
        let folder = folder.display().to_string();
        self.notices.push(if no_opener {
            t!("folder-no-opener", folder = folder, opener = crate::report::OPENER)
        } else {
            t!("folder-not-opened", folder = folder, error = words::io_error(e))
        });
    }
}
