//! File › Export printable boards…: a small window to choose the paper, the
//! resolution and a folder (typed, or picked in a file dialog);
//! the boards are written on a worker thread while the window keeps
//! drawing, and the window then lists the files written or says what went
//! wrong.

use super::file_dialog::{DialogPoll, PendingDialog, Unavailable};
use super::widgets::dialog;
use crate::export::{self, PrintOptions};
use crate::i18n::{self, Language};
use crate::print::{self, ExportError, Paper};
use crate::t;
use crate::ui::words;
use eframe::egui::{self, Ui};
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::Duration;

/// How often the window looks for the dialog's or the worker's answer.
const POLL: Duration = Duration::from_millis(100);

/// Where an export stands.
enum Stage {
    /// Waiting for the person to start.
    Ready,
    /// The folder dialog is open.
    Choosing(PendingDialog),
    /// The boards are being written into `dir`.
    Writing { dir: PathBuf, rx: Receiver<Result<Vec<PathBuf>, ExportError>> },
    /// Finished: the files written, or what went wrong.
    Done(Result<Vec<PathBuf>, NotWritten>),
}

/// Why no boards were written.
#[derive(Debug)]
enum NotWritten {
    /// No folder dialog could be shown.
    Dialog(Unavailable),
    /// The export failed.
    Export(ExportError),
    /// The worker thread stopped without an answer.
    Stopped,
    /// The worker thread could not be started.
    CannotStart(std::io::Error),
}

impl NotWritten {
    /// Why, in the person's language.
    fn words(&self) -> String {
        match self {
            NotWritten::Dialog(why) => why.notice(),
            NotWritten::Export(e) => words::export_error(e),
            NotWritten::Stopped => t!("export-stopped"),
            NotWritten::CannotStart(e) => t!("export-cannot-start", error = words::io_error(e)),
        }
    }
}

/// The export window and the export it runs.
pub struct ExportBoards {
    open: bool,
    options: PrintOptions,
    /// The folder to write into, as typed or picked.
    folder: String,
    /// The language the sheets are printed in, if the person chose one;
    /// else the table's own.
    language: Option<Language>,
    stage: Stage,
}

impl Default for ExportBoards {
    fn default() -> Self {
        ExportBoards {
            open: false,
            options: PrintOptions::default(),
            folder: String::new(),
            language: None,
            stage: Stage::Ready,
        }
    }
}

impl ExportBoards {
    /// Shows the window (an export already running carries on).
    pub fn open(&mut self) {
        self.open = true;
        if matches!(self.stage, Stage::Done(_)) {
            self.stage = Stage::Ready;
        }
    }

    /// Whether the window is shown.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Hides the window (an export already running carries on).
    pub fn close(&mut self) {
        self.open = false;
    }

    /// Whether the app's own folder dialog (a modal) is showing.
    pub fn choosing_in_app(&self) -> bool {
        matches!(&self.stage, Stage::Choosing(dialog) if dialog.is_in_app())
    }

    /// Whether a folder is being chosen or boards are being written.
    fn busy(&self) -> bool {
        matches!(self.stage, Stage::Choosing(_) | Stage::Writing { .. })
    }

    /// Moves the export along and draws the window, if it is shown.
    pub fn show(&mut self, ctx: &egui::Context) {
        if self.open {
            let mut open = self.open;
            dialog::centred_window(ctx, &t!("export-title"))
                .open(&mut open)
                .resizable(false)
                .show(ctx, |ui| dialog::scroll_to_fit(ui, |ui| self.contents(ui)));
            self.open = open;
        }
        // After the window, so that the app's own folder dialog is over it.
        self.poll(ctx);
        // The file dialog asks for its own repaints.
        if matches!(self.stage, Stage::Writing { .. }) {
            ctx.request_repaint_after(POLL);
        }
    }

    /// Draws the app's own folder dialog if it is showing; takes the
    /// dialog's or the worker's answer, if it has come.
    fn poll(&mut self, ctx: &egui::Context) {
        match &mut self.stage {
            Stage::Choosing(dialog) => match dialog.show(ctx) {
                DialogPoll::Open => {}
                DialogPoll::Closed => self.stage = Stage::Ready,
                DialogPoll::Failed(why) => self.stage = Stage::Done(Err(NotWritten::Dialog(why))),
                DialogPoll::Picked(dir) => {
                    self.folder = dir.display().to_string();
                    self.stage = start(dir, self.print_options());
                }
            },
            Stage::Writing { rx, .. } => match rx.try_recv() {
                Ok(result) => self.stage = Stage::Done(result.map_err(NotWritten::Export)),
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => {
                    self.stage = Stage::Done(Err(NotWritten::Stopped));
                }
            },
            Stage::Ready | Stage::Done(_) => {}
        }
    }

    /// The options chosen, in the language chosen.
    fn print_options(&self) -> PrintOptions {
        PrintOptions { language: self.language.unwrap_or_else(i18n::current), ..self.options }
    }

    /// The choice of the sheets' language, each listed in its own name.
    fn language_choice(&mut self, ui: &mut Ui) {
        let label = ui.label(t!("export-language"));
        let shown = self.language.unwrap_or_else(i18n::current);
        let combo = egui::ComboBox::from_id_salt("export-language").selected_text(shown.own_name()).show_ui(
            ui,
            |ui| {
                for language in Language::ALL {
                    if ui.selectable_label(shown == language, language.own_name()).clicked() {
                        self.language = Some(language);
                    }
                }
            },
        );
        combo.response.labelled_by(label.id);
    }

    fn contents(&mut self, ui: &mut Ui) {
        let busy = self.busy();
        ui.label(t!("export-about"));
        ui.add_space(4.0);
        ui.add_enabled_ui(!busy, |ui| {
            egui::Grid::new("export-options").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
                ui.label(t!("export-paper"));
                ui.horizontal(|ui| {
                    for paper in Paper::ALL {
                        ui.radio_value(&mut self.options.paper, paper, words::paper(paper));
                    }
                });
                ui.end_row();
                let label = ui.label(t!("export-resolution"));
                let dpi = egui::DragValue::new(&mut self.options.dpi)
                    .range(print::MIN_DPI..=print::MAX_DPI)
                    .suffix(t!("export-dpi-suffix"));
                ui.add(dpi).labelled_by(label.id);
                ui.end_row();
                self.language_choice(ui);
                ui.end_row();
                let label = ui.label(t!("file-folder"));
                let field = egui::TextEdit::singleline(&mut self.folder)
                    .hint_text(t!("export-folder-hint"))
                    .desired_width(260.0);
                ui.add(field).labelled_by(label.id);
                ui.end_row();
            });
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                if ui.button(t!("export-choose")).clicked() {
                    let dialog = PendingDialog::pick_folder(ui.ctx(), &t!("export-choose-title"));
                    self.stage = Stage::Choosing(dialog);
                }
                let folder = self.folder.trim();
                if ui.add_enabled(!folder.is_empty(), egui::Button::new(t!("export-button"))).clicked() {
                    self.stage = start(PathBuf::from(folder), self.print_options());
                }
            });
        });
        ui.add_space(4.0);
        match &self.stage {
            Stage::Ready => {}
            // The app's own dialog is over the window.
            Stage::Choosing(dialog) if dialog.is_in_app() => {}
            Stage::Choosing(_) => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(t!("export-choosing"));
                });
            }
            Stage::Writing { dir, .. } => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(t!("export-writing", folder = dir.display().to_string()));
                });
            }
            Stage::Done(Ok(paths)) => {
                ui.label(t!("export-written"));
                for path in paths {
                    ui.monospace(path.display().to_string());
                }
            }
            Stage::Done(Err(why)) => {
                ui.colored_label(ui.visuals().error_fg_color, t!("export-failed", why = why.words()));
            }
        }
    }
}

/// Starts writing every board into `dir` on a worker thread.
fn start(dir: PathBuf, options: PrintOptions) -> Stage {
    let (tx, rx) = mpsc::channel();
    let target = dir.clone();
    let spawned = std::thread::Builder::new().name("export-boards".into()).spawn(move || {
        let _ = tx.send(export::export_all(&target, &options));
    });
    match spawned {
        Ok(_) => Stage::Writing { dir, rx },
        Err(e) => Stage::Done(Err(NotWritten::CannotStart(e))),
    }
}
