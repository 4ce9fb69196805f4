//! Native file dialogs, run off the UI thread so the window keeps drawing
//! while one is open; the answer is polled each frame.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// A file dialog that is open (or has just closed).
pub struct PendingDialog {
    rx: Receiver<Option<PathBuf>>,
}

/// What became of an open dialog.
#[derive(Debug, PartialEq, Eq)]
pub enum DialogPoll {
    /// Still open.
    Open,
    /// The person picked a file.
    Picked(PathBuf),
    /// Closed without a choice (or no dialog could be shown).
    Closed,
}

impl PendingDialog {
    /// Opens an "open file" dialog titled `title`, filtered to `extensions`.
    pub fn open_file(title: &str, filter_name: &str, extensions: &[&str]) -> Self {
        let dialog = rfd::FileDialog::new().set_title(title).add_filter(filter_name, extensions);
        Self::run(move || dialog.pick_file())
    }

    /// Opens a "save file" dialog titled `title`, suggesting `file_name`.
    pub fn save_file(title: &str, filter_name: &str, extensions: &[&str], file_name: &str) -> Self {
        let dialog = rfd::FileDialog::new()
            .set_title(title)
            .add_filter(filter_name, extensions)
            .set_file_name(file_name);
        Self::run(move || dialog.save_file())
    }

    /// Opens a "choose folder" dialog titled `title`.
    pub fn pick_folder(title: &str) -> Self {
        let dialog = rfd::FileDialog::new().set_title(title);
        Self::run(move || dialog.pick_folder())
    }

    /// Runs a dialog on its own thread.
    fn run(show: impl FnOnce() -> Option<PathBuf> + Send + 'static) -> Self {
        let (tx, rx) = mpsc::channel();
        let spawned = std::thread::Builder::new().name("file-dialog".into()).spawn(move || {
            let _ = tx.send(show());
        });
        // Without a thread the receiver reports a disconnect: `Closed`.
        drop(spawned);
        PendingDialog { rx }
    }

    /// Checks for the answer without blocking.
    pub fn poll(&self) -> DialogPoll {
        match self.rx.try_recv() {
            Ok(Some(path)) => DialogPoll::Picked(path),
            Ok(None) | Err(TryRecvError::Disconnected) => DialogPoll::Closed,
            Err(TryRecvError::Empty) => DialogPoll::Open,
        }
    }
}
