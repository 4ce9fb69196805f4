//! `install-desktop` and `uninstall-desktop`: the desktop menu entry,
//! icons and the saves' type for this user.

use super::Failure;
use std::io::{self, Write};

/// Where desktop entries go, or why there is nowhere.
fn desktop_home() -> Result<std::path::PathBuf, Failure> {
    if !cfg!(target_os = "linux") {
        return Err(Failure::BadInput(
            "install-desktop is for Linux desktops; on Windows and macOS see the README".to_owned(),
        ));
    }
    crate::desktop::data_home()
        .ok_or_else(|| Failure::BadInput("cannot find your home folder: HOME is not set".to_owned()))
}

/// `install-desktop`: puts the entry and icons in place for this binary
/// (or the AppImage it runs from).
pub fn install_desktop(out: &mut dyn Write) -> Result<(), Failure> {
    let home = desktop_home()?;
    let exe = crate::desktop::program_to_launch()
        .map_err(|e| Failure::BadInput(format!("cannot tell where this program is: {e}")))?;
    let files = crate::desktop::install(&home, &exe).map_err(|e| match e.kind() {
        io::ErrorKind::InvalidData => Failure::BadInput(e.to_string()),
        _ => Failure::Io(e),
    })?;
    writeln!(
        out,
        "Installed {} files under {}; Malice Table is in the Games menu.",
        files.len(),
        home.display()
    )?;
    writeln!(out, "It launches {}; run install-desktop again if you move it.", exe.display())?;
    say_caches(out, &home, "Saved games (.malicetable) now open at the table when double-clicked.")?;
    if exe.to_string_lossy().contains('%') {
        // The entry is right by the spec (`%%`), but GLib looks for the
        // program before it turns `%%` back into `%`, and finds none.
        writeln!(
            out,
            "Note: GNOME's menus cannot start a program whose path holds `%`; move it to use them."
        )?;
    }
    Ok(())
}

/// `uninstall-desktop`: takes out what `install-desktop` put in.
pub fn uninstall_desktop(out: &mut dyn Write) -> Result<(), Failure> {
    let home = desktop_home()?;
    let removed = crate::desktop::uninstall(&home)?;
    writeln!(out, "Removed {} files from {}.", removed.len(), home.display())?;
    say_caches(out, &home, "Saved games no longer have a type of their own.")?;
    Ok(())
}

/// Updates the desktop's MIME database under `home` and says what came
/// of it: `done` when it was updated. A missing or failing tool is said,
/// not an error: the files are in place either way.
fn say_caches(out: &mut dyn Write, home: &std::path::Path, done: &str) -> io::Result<()> {
    use crate::desktop::CacheUpdate;
    match crate::desktop::update_caches(home) {
        CacheUpdate::Updated => writeln!(out, "{done}"),
        CacheUpdate::Missing => writeln!(
            out,
            "Note: update-mime-database is not installed (package shared-mime-info), so the \
             desktop does not know saves' type yet; install it and run install-desktop again."
        ),
        CacheUpdate::Failed(why) => writeln!(out, "Note: the desktop's MIME database was not updated: {why}"),
    }
}
