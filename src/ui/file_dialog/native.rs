//! The system's file dialog (rfd), and whether this machine can show it.
//!
//! On Linux and the BSDs (`cfg(xdg_desktop)`, set by build.rs) rfd asks
//! the desktop portal (`org.freedesktop.portal.Desktop`) over the session
//! D-Bus, through libdbus, and falls back to zenity; with neither it
//! returns nothing, as if the person had cancelled. So before the first dialog the machine is
//! asked once: is zenity on `PATH`, or is libdbus installed and does the
//! portal answer for its file chooser? Windows and macOS always have theirs.

use super::{Purpose, Request};
use std::path::PathBuf;
use std::sync::OnceLock;

/// Whether the system's file dialog can be shown here.
#[derive(Clone, Debug, PartialEq)]
pub enum Native {
    /// It can.
    Available,
    /// It cannot, for this reason.
    Unavailable(Unavailable),
}

/// Why the system's file dialog cannot be shown: zenity is not on `PATH`,
/// and the desktop portal cannot be reached for this reason (with what
/// the bus said, in its own words).
#[derive(Clone, Debug, PartialEq)]
pub enum Unavailable {
    /// libdbus, which rfd reaches the portal through, is not installed.
    NoLibdbus,
    /// No session D-Bus was found.
    #[cfg(xdg_desktop)]
    NoSessionBus(zbus::Error),
    /// The session D-Bus does not answer.
    #[cfg(xdg_desktop)]
    BusUnreachable(zbus::Error),
    /// The desktop portal offers no file chooser.
    #[cfg(xdg_desktop)]
    NoFileChooser(zbus::Error),
}

impl Unavailable {
    /// Why, in the person's language (a phrase).
    pub fn words(&self) -> String {
        match self {
            Unavailable::NoLibdbus => crate::t!("file-native-no-libdbus"),
            #[cfg(xdg_desktop)]
            Unavailable::NoSessionBus(e) => crate::t!("file-native-no-session-bus", error = e.to_string()),
            #[cfg(xdg_desktop)]
            Unavailable::BusUnreachable(e) => crate::t!("file-native-bus-unreachable", error = e.to_string()),
            #[cfg(xdg_desktop)]
            Unavailable::NoFileChooser(e) => crate::t!("file-native-no-file-chooser", error = e.to_string()),
        }
    }
}

/// The answer of the dialog's thread.
pub(super) enum Answer {
    /// The dialog was shown: the path chosen, or `None` for Cancel.
    Chosen(Option<PathBuf>),
    /// No dialog could be shown, for this reason.
    Unavailable(Unavailable),
}

static PROBED: OnceLock<Native> = OnceLock::new();

/// What the machine said, if it has been asked.
pub(super) fn known() -> Option<Native> {
    PROBED.get().cloned()
}

/// Asks the machine once (later calls wait for, then reuse, the answer).
fn availability() -> Native {
    PROBED.get_or_init(probe).clone()
}

/// Asks the machine on a thread of its own, so the first dialog opens
/// without waiting for the answer.
pub fn probe_in_background() {
    let _ = std::thread::Builder::new().name("file-dialog-probe".into()).spawn(availability);
}

/// Shows the system's dialog for `request` and waits for it, if the
/// machine can show one (blocks: call it off the UI thread).
pub(super) fn ask(request: &Request) -> Answer {
    if let Native::Unavailable(why) = availability() {
        return Answer::Unavailable(why);
    }
    let mut dialog = rfd::FileDialog::new().set_title(&request.title);
    if !request.extensions.is_empty() {
        dialog = dialog.add_filter(&request.filter_name, &request.extensions);
    }
    Answer::Chosen(match request.purpose {
        Purpose::Open => dialog.pick_file(),
        Purpose::Save => dialog.set_file_name(&request.file_name).save_file(),
        Purpose::Folder => dialog.pick_folder(),
    })
}

#[cfg(not(xdg_desktop))]
fn probe() -> Native {
    Native::Available
}

#[cfg(xdg_desktop)]
fn probe() -> Native {
    if xdg::on_path("zenity") {
        return Native::Available;
    }
    let portal =
        if xdg::libdbus_installed() { xdg::portal_file_chooser() } else { Err(Unavailable::NoLibdbus) };
    match portal {
        Ok(()) => Native::Available,
        Err(why) => Native::Unavailable(why),
    }
}

/// The checks for the desktop portal and zenity, as rfd would use them.
#[cfg(xdg_desktop)]
mod xdg {
    use super::Unavailable;
    use std::os::unix::fs::PermissionsExt;
    use std::path::{Path, PathBuf};
    use std::time::Duration;

    /// The portal's bus name, object and file-chooser interface.
    const PORTAL: &str = "org.freedesktop.portal.Desktop";
    const PORTAL_PATH: &str = "/org/freedesktop/portal/desktop";
    const FILE_CHOOSER: &str = "org.freedesktop.portal.FileChooser";
    /// Long enough for the bus to start the portal, short enough that a
    /// portal which never answers does not hold up the app's own dialog.
    const TIMEOUT: Duration = Duration::from_secs(5);

    /// Whether an executable `program` is in a folder of `PATH`.
    pub fn on_path(program: &str) -> bool {
        let Some(path) = std::env::var_os("PATH") else { return false };
        std::env::split_paths(&path).any(|dir| {
            std::fs::metadata(dir.join(program))
                .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        })
    }

    /// Whether libdbus, which rfd loads at run time to reach the portal,
    /// is in a folder the dynamic loader searches.
    pub fn libdbus_installed() -> bool {
        library_folders()
            .iter()
            .any(|dir| ["libdbus-1.so.3", "libdbus-1.so"].iter().any(|n| dir.join(n).exists()))
    }

    /// `LD_LIBRARY_PATH`, the usual library folders and their per-machine
    /// sub-folders (`/usr/lib/x86_64-linux-gnu`).
    fn library_folders() -> Vec<PathBuf> {
        let mut dirs: Vec<PathBuf> = std::env::var_os("LD_LIBRARY_PATH")
            .map(|p| std::env::split_paths(&p).collect())
            .unwrap_or_default();
        for base in ["/lib", "/usr/lib", "/lib64", "/usr/lib64", "/usr/local/lib"] {
            let base = Path::new(base);
            dirs.push(base.to_path_buf());
            let Ok(entries) = std::fs::read_dir(base) else { continue };
            let multiarch = entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().contains("-linux-")));
            dirs.extend(multiarch);
        }
        dirs
    }

    /// Asks the portal over the session bus for its file chooser's version,
    /// as rfd's first call would reach it; the bus starts the portal if it
    /// is installed but not running.
    pub fn portal_file_chooser() -> Result<(), Unavailable> {
        pollster::block_on(async {
            let connection = zbus::connection::Builder::session()
                .map_err(Unavailable::NoSessionBus)?
                .method_timeout(TIMEOUT)
                .build()
                .await
                .map_err(Unavailable::BusUnreachable)?;
            connection
                .call_method(
                    Some(PORTAL),
                    PORTAL_PATH,
                    Some("org.freedesktop.DBus.Properties"),
                    "Get",
                    &(FILE_CHOOSER, "version"),
                )
                .await
                .map_err(Unavailable::NoFileChooser)?;
            Ok(())
        })
    }
}
