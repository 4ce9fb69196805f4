//! Putting the app in the Linux desktop's menus: the `.desktop` entry and
//! the icons in the user's XDG folders (no root needed), and taking them
//! out again.

use std::io;
use std::path::{Path, PathBuf};

/// The entry's file name (matches the app id and the window's class).
pub const DESKTOP_FILE: &str = "malice-table.desktop";
/// The icon name the entry refers to.
pub const ICON_NAME: &str = "malice-table";

/// The desktop entry shipped in `icons/`; its `Exec=` line is replaced by
/// the installed binary's path.
const DESKTOP_TEMPLATE: &str = include_str!("../icons/malice-table.desktop");
/// The scalable icon.
const ICON_SVG: &[u8] = include_bytes!("../icons/malice-table.svg");
/// The bitmap icons, by size.
const ICON_PNGS: [(u32, &[u8]); 8] = [
    (16, include_bytes!("../icons/hicolor/16x16/apps/malice-table.png")),
    (24, include_bytes!("../icons/hicolor/24x24/apps/malice-table.png")),
    (32, include_bytes!("../icons/hicolor/32x32/apps/malice-table.png")),
    (48, include_bytes!("../icons/hicolor/48x48/apps/malice-table.png")),
    (64, include_bytes!("../icons/hicolor/64x64/apps/malice-table.png")),
    (128, include_bytes!("../icons/hicolor/128x128/apps/malice-table.png")),
    (256, include_bytes!("../icons/hicolor/256x256/apps/malice-table.png")),
    (512, include_bytes!("../icons/hicolor/512x512/apps/malice-table.png")),
];

/// The user's data folder: `$XDG_DATA_HOME`, else `~/.local/share`.
pub fn data_home() -> Option<PathBuf> {
    let from_env = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    from_env("XDG_DATA_HOME")
        .filter(|p| p.is_absolute())
        .or_else(|| from_env("HOME").map(|home| home.join(".local").join("share")))
}

/// Every file an install writes under `data_home`.
pub fn installed_files(data_home: &Path) -> Vec<PathBuf> {
    let icons = data_home.join("icons").join("hicolor");
    let mut files = vec![data_home.join("applications").join(DESKTOP_FILE)];
    files.push(icons.join("scalable").join("apps").join(format!("{ICON_NAME}.svg")));
    for (size, _) in ICON_PNGS {
        files.push(icons.join(format!("{size}x{size}")).join("apps").join(format!("{ICON_NAME}.png")));
    }
    files
}

/// The desktop entry, launching `exe`.
pub fn desktop_entry(exe: &Path) -> String {
    let exec = quote_exec(&exe.to_string_lossy());
    DESKTOP_TEMPLATE
        .lines()
        .map(|line| if line.starts_with("Exec=") { format!("Exec={exec}") } else { line.to_owned() })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// Quotes a path for an `Exec=` line as the Desktop Entry spec asks.
fn quote_exec(path: &str) -> String {
    if path.chars().all(|c| c.is_ascii_alphanumeric() || "/._-+".contains(c)) {
        return path.to_owned();
    }
    let mut quoted = String::from("\"");
    for c in path.chars() {
        if matches!(c, '"' | '`' | '$' | '\\') {
            quoted.push('\\');
        }
        if c == '%' {
            quoted.push('%');
        }
        quoted.push(c);
    }
    quoted.push('"');
    quoted
}

/// Installs the entry and icons under `data_home` for `exe`; returns the
/// files written.
pub fn install(data_home: &Path, exe: &Path) -> io::Result<Vec<PathBuf>> {
    let files = installed_files(data_home);
    let mut contents: Vec<&[u8]> = Vec::new();
    let entry = desktop_entry(exe);
    contents.push(entry.as_bytes());
    contents.push(ICON_SVG);
    contents.extend(ICON_PNGS.iter().map(|(_, png)| *png));
    for (path, bytes) in files.iter().zip(contents) {
        crate::store::write_atomic(path, bytes)?;
    }
    Ok(files)
}

/// Removes what `install` wrote; returns the files that were there.
pub fn uninstall(data_home: &Path) -> io::Result<Vec<PathBuf>> {
    let mut removed = Vec::new();
    for path in installed_files(data_home) {
        match std::fs::remove_file(&path) {
            Ok(()) => removed.push(path),
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => return Err(e),
        }
    }
    Ok(removed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_entry_launches_the_installed_binary() {
        let entry = desktop_entry(Path::new("/opt/games/malice-table"));
        assert!(entry.contains("\nExec=/opt/games/malice-table\n"), "{entry}");
        assert!(entry.contains("Icon=malice-table"));
        let odd = desktop_entry(Path::new("/home/ann/My Games/100% fun/malice-table"));
        assert!(odd.contains("Exec=\"/home/ann/My Games/100%% fun/malice-table\""), "{odd}");
    }

    #[test]
    fn install_then_uninstall_leaves_nothing() {
        let home = std::env::temp_dir().join(format!("mt-desktop-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&home);
        let written = install(&home, Path::new("/usr/bin/malice-table")).expect("install");
        assert_eq!(written.len(), 10);
        assert!(written.iter().all(|p| p.exists()));
        let removed = uninstall(&home).expect("uninstall");
        assert_eq!(removed, written);
        assert!(written.iter().all(|p| !p.exists()));
        assert_eq!(uninstall(&home).expect("again").len(), 0, "a second uninstall has nothing to do");
        let _ = std::fs::remove_dir_all(&home);
    }
}
