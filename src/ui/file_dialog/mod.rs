//! File dialogs: the system's own (rfd), run off the UI thread so the
//! window keeps drawing, or the app's own drawn with egui where the
//! system's cannot be shown (a plain window manager without the desktop
//! portal or zenity). Either way the answer is polled each frame.
//!
//! Which one is used: `MALICE_TABLE_FILE_DIALOG=app` always takes the
//! app's own, `native` only the system's (a notice says so when it cannot
//! be shown), anything else the system's where it can be shown and the
//! app's own elsewhere. [`set_mode`] overrides the variable for one egui
//! context (tests).

mod in_app;
mod native;

pub use in_app::InAppDialog;
pub use native::{Native, Unavailable, probe_in_background};

use eframe::egui::{Context, Id};
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::Duration;

/// The environment variable that chooses the file dialogs.
pub const MODE_VARIABLE: &str = "MALICE_TABLE_FILE_DIALOG";

/// How often the window looks for a native dialog's answer.
const POLL: Duration = Duration::from_millis(100);

/// Which file dialogs the app shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DialogMode {
    /// The system's where it can be shown, else the app's own.
    #[default]
    Auto,
    /// Always the app's own.
    InApp,
    /// Only the system's: where it cannot be shown a notice says why.
    NativeOnly,
}

impl DialogMode {
    /// The mode `MALICE_TABLE_FILE_DIALOG` asks for (`app`, `native`;
    /// unset or anything else is [`DialogMode::Auto`]).
    pub fn from_env() -> DialogMode {
        match std::env::var(MODE_VARIABLE).as_deref().map(str::trim) {
            Ok("app") => DialogMode::InApp,
            Ok("native") => DialogMode::NativeOnly,
            _ => DialogMode::Auto,
        }
    }
}

/// What a dialog chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// An existing file, to open.
    Open,
    /// A file to write (an existing one is replaced after asking).
    Save,
    /// A folder.
    Folder,
}

/// What a dialog asks for, whichever dialog shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// Open, save or folder.
    pub purpose: Purpose,
    /// The dialog's title.
    pub title: String,
    /// How the file filter is named ("Malice Table save").
    pub filter_name: String,
    /// The file endings shown, without the dot; empty shows every file.
    pub extensions: Vec<String>,
    /// The file name offered (Save).
    pub file_name: String,
}

/// What became of an open dialog.
#[derive(Debug, PartialEq)]
pub enum DialogPoll {
    /// Still open.
    Open,
    /// The person picked a file or folder.
    Picked(PathBuf),
    /// Closed without a choice.
    Closed,
    /// No dialog of any kind could be shown, for this reason (said, with
    /// what to do, by [`Unavailable::notice`]).
    Failed(Unavailable),
}

/// The two dialogs, and the wait for the system's.
enum Shown {
    /// The system's dialog on its own thread.
    Native { rx: Receiver<native::Answer>, request: Request, mode: DialogMode },
    /// The app's own.
    InApp(Box<InAppDialog>),
    /// Nothing could be shown; said at the next poll.
    Failed(Unavailable),
}

/// A file dialog that is open (or has just closed).
pub struct PendingDialog {
    shown: Shown,
}

impl PendingDialog {
    /// Opens an "open file" dialog titled `title`, filtered to `extensions`.
    pub fn open_file(ctx: &Context, title: &str, filter_name: &str, extensions: &[&str]) -> Self {
        Self::new(ctx, request(Purpose::Open, title, filter_name, extensions, ""))
    }

    /// Opens a "save file" dialog titled `title`, suggesting `file_name`.
    pub fn save_file(
        ctx: &Context,
        title: &str,
        filter_name: &str,
        extensions: &[&str],
        file_name: &str,
    ) -> Self {
        Self::new(ctx, request(Purpose::Save, title, filter_name, extensions, file_name))
    }

    /// Opens a "choose folder" dialog titled `title`.
    pub fn pick_folder(ctx: &Context, title: &str) -> Self {
        Self::new(ctx, request(Purpose::Folder, title, "", &[], ""))
    }

    /// Opens the dialog `mode` and the machine allow for `request`.
    pub fn new(ctx: &Context, request: Request) -> Self {
        let settings = settings(ctx);
        let known = settings.native.or_else(native::known);
        let shown = match (settings.mode, known) {
            (DialogMode::InApp, _) | (DialogMode::Auto, Some(Native::Unavailable(_))) => {
                Shown::InApp(Box::new(InAppDialog::new(ctx, request)))
            }
            (DialogMode::NativeOnly, Some(Native::Unavailable(why))) => Shown::Failed(why),
            (mode, _) => Self::run_native(ctx, request, mode),
        };
        PendingDialog { shown }
    }

    /// Starts the system's dialog on its own thread; the thread first makes
    /// sure the dialog can be shown. Without a thread, the app's own dialog.
    fn run_native(ctx: &Context, request: Request, mode: DialogMode) -> Shown {
        let (tx, rx) = mpsc::channel();
        let asked = request.clone();
        let spawned = std::thread::Builder::new().name("file-dialog".into()).spawn(move || {
            let _ = tx.send(native::ask(&asked));
        });
        match spawned {
            Ok(_) => Shown::Native { rx, request, mode },
            Err(_) => Shown::InApp(Box::new(InAppDialog::new(ctx, request))),
        }
    }

    /// Whether the app's own dialog is showing: it is modal, so the app's
    /// shortcuts and the board's keys must wait.
    pub fn is_in_app(&self) -> bool {
        matches!(self.shown, Shown::InApp(_))
    }

    /// Draws the app's own dialog, or checks for the system's answer
    /// without blocking; where the system's turns out not to be available,
    /// the app's own takes its place.
    pub fn show(&mut self, ctx: &Context) -> DialogPoll {
        let poll = self.poll(ctx);
        if poll != DialogPoll::Open {
            // What the caller does with the answer (a notice, a status
            // line) shows at once, not at the next mouse move.
            ctx.request_repaint();
        }
        poll
    }

    fn poll(&mut self, ctx: &Context) -> DialogPoll {
        match &mut self.shown {
            Shown::InApp(dialog) => dialog.show(ctx),
            Shown::Failed(why) => DialogPoll::Failed(why.clone()),
            Shown::Native { rx, request, mode } => match rx.try_recv() {
                Err(TryRecvError::Empty) => {
                    ctx.request_repaint_after(POLL);
                    DialogPoll::Open
                }
                Ok(native::Answer::Chosen(Some(path))) => DialogPoll::Picked(path),
                Ok(native::Answer::Chosen(None)) => DialogPoll::Closed,
                Ok(native::Answer::Unavailable(why)) if *mode == DialogMode::NativeOnly => {
                    DialogPoll::Failed(why)
                }
                // Unavailable, or the thread died: the app's own dialog.
                Ok(native::Answer::Unavailable(_)) | Err(TryRecvError::Disconnected) => {
                    let dialog = InAppDialog::new(ctx, request.clone());
                    self.shown = Shown::InApp(Box::new(dialog));
                    ctx.request_repaint();
                    DialogPoll::Open
                }
            },
        }
    }
}

impl Unavailable {
    /// The notice when only the system's dialog may be used and it cannot
    /// be shown: why, and what to do.
    pub fn notice(&self) -> String {
        crate::t!("file-dialog-unavailable", why = self.words(), variable = MODE_VARIABLE)
    }
}

fn request(
    purpose: Purpose,
    title: &str,
    filter_name: &str,
    extensions: &[&str],
    file_name: &str,
) -> Request {
    Request {
        purpose,
        title: title.to_owned(),
        filter_name: filter_name.to_owned(),
        extensions: extensions.iter().map(|e| (*e).to_owned()).collect(),
        file_name: file_name.to_owned(),
    }
}

/// How one egui context chooses its dialogs.
#[derive(Clone, Debug, Default)]
struct Settings {
    mode: DialogMode,
    /// What is known of the system's dialog, in place of asking the machine.
    native: Option<Native>,
}

fn settings_id() -> Id {
    Id::unique("malice-table-file-dialog-settings")
}

fn settings(ctx: &Context) -> Settings {
    ctx.data(|d| d.get_temp::<Settings>(settings_id()))
        .unwrap_or_else(|| Settings { mode: DialogMode::from_env(), native: None })
}

/// Chooses the dialogs for everything drawn in `ctx`, in place of
/// `MALICE_TABLE_FILE_DIALOG`.
pub fn set_mode(ctx: &Context, mode: DialogMode) {
    let mut settings = settings(ctx);
    settings.mode = mode;
    ctx.data_mut(|d| d.insert_temp(settings_id(), settings));
}

/// Takes `native` as the truth about the system's dialog in `ctx`, in
/// place of asking the machine (tests of the fallback).
pub fn assume_native(ctx: &Context, native: Native) {
    let mut settings = settings(ctx);
    settings.native = Some(native);
    ctx.data_mut(|d| d.insert_temp(settings_id(), settings));
}

/// Makes the app's own dialog in `ctx` start in `folder` (as if a file
/// had just been chosen there), instead of the home folder.
pub fn start_in(ctx: &Context, folder: &std::path::Path) {
    in_app::remember_folder(ctx, folder);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pending(mode: DialogMode, native: Native) -> PendingDialog {
        let ctx = Context::default();
        set_mode(&ctx, mode);
        assume_native(&ctx, native);
        PendingDialog::save_file(&ctx, "Save", "Save", &["ron"], "game.ron")
    }

    #[test]
    fn the_app_dialog_stands_in_when_the_system_one_cannot_be_shown() {
        assert!(pending(DialogMode::Auto, Native::Unavailable(Unavailable::NoLibdbus)).is_in_app());
    }

    #[test]
    fn the_app_dialog_is_used_when_asked_for() {
        assert!(pending(DialogMode::InApp, Native::Available).is_in_app());
    }

    #[test]
    fn only_the_system_dialog_says_why_nothing_is_shown() {
        let mut dialog = pending(DialogMode::NativeOnly, Native::Unavailable(Unavailable::NoLibdbus));
        assert!(!dialog.is_in_app());
        match dialog.show(&Context::default()) {
            DialogPoll::Failed(why) => {
                assert_eq!(why, Unavailable::NoLibdbus);
                let notice = why.notice();
                assert!(notice.contains("libdbus-1.so.3") && notice.contains(MODE_VARIABLE), "{notice}")
            }
            other => panic!("expected a reason, got {other:?}"),
        }
    }
}
