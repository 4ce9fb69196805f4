//! Putting the app in the Linux desktop's menus: the `.desktop` entry, the
//! icons and the type of saved games (so a double-clicked save opens at the
//! table) in the user's XDG folders (no root needed), and taking them out
//! again. The Debian package (`cargo deb`) installs the same files
//! system-wide instead.

use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};

/// The entry's file name (matches the app id and the window's class).
pub const DESKTOP_FILE: &str = "malice-table.desktop";
/// The icon name the entry refers to.
pub const ICON_NAME: &str = "malice-table";

/// The type of saved games, as the desktop entry's `MimeType=` names it.
pub const SAVE_MIME_TYPE: &str = "application/x-malice-table-save";
/// The shared-mime-info package that defines [`SAVE_MIME_TYPE`], and its
/// file name under `mime/packages/`.
pub const MIME_FILE: &str = "malice-table-mime.xml";
const MIME_PACKAGE: &[u8] = include_bytes!("../packaging/linux/malice-table-mime.xml");

/// The desktop entry shipped in `icons/`; the program of its `Exec=` line
/// is replaced by the installed binary's path (its `%f` stays).
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

/// The user's data folder, as the `directories` crate finds it: on Linux
/// `$XDG_DATA_HOME` if it is an absolute path, else `~/.local/share`.
/// `None` when there is no home folder.
pub fn data_home() -> Option<PathBuf> {
    directories::BaseDirs::new().map(|dirs| dirs.data_dir().to_path_buf())
}

/// The program the entry should launch: this binary, or under an AppImage
/// (`$APPIMAGE` set by its runtime) the AppImage file, because the binary
/// runs from a temporary mount that is gone once the app exits.
pub fn program_to_launch() -> io::Result<PathBuf> {
    Ok(launch_target(std::env::current_exe()?, std::env::var_os("APPIMAGE")))
}

/// [`program_to_launch`] from its inputs: `appimage` wins when it is an
/// absolute path (the AppImage runtime always sets one).
fn launch_target(exe: PathBuf, appimage: Option<OsString>) -> PathBuf {
    appimage.map(PathBuf::from).filter(|path| path.is_absolute()).unwrap_or(exe)
}

/// Every file an install writes under `data_home`.
pub fn installed_files(data_home: &Path) -> Vec<PathBuf> {
    let icons = data_home.join("icons").join("hicolor");
    let mut files = vec![data_home.join("applications").join(DESKTOP_FILE)];
    files.push(data_home.join("mime").join("packages").join(MIME_FILE));
    files.push(icons.join("scalable").join("apps").join(format!("{ICON_NAME}.svg")));
    for (size, _) in ICON_PNGS {
        files.push(icons.join(format!("{size}x{size}")).join("apps").join(format!("{ICON_NAME}.png")));
    }
    files
}

/// The desktop entry, launching `exe`. A desktop entry is UTF-8 text, so a
/// path that is not UTF-8 cannot be written into it (`InvalidData`).
pub fn desktop_entry(exe: &Path) -> io::Result<String> {
    let Some(path) = exe.to_str() else {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("{} is not a UTF-8 path, which a desktop entry cannot hold", exe.display()),
        ));
    };
    let exec = exec_value(path);
    let lines: Vec<String> = DESKTOP_TEMPLATE
        .lines()
        .map(|line| match line.strip_prefix("Exec=") {
            // The template's field codes (`%f`: the save double-clicked) follow the program.
            Some(template) => match template.split_once(' ') {
                Some((_, codes)) => format!("Exec={exec} {codes}"),
                None => format!("Exec={exec}"),
            },
            None => line.to_owned(),
        })
        .collect();
    Ok(lines.join("\n") + "\n")
}

/// The `Exec=` value that runs `program`, as the Desktop Entry spec reads
/// it back: first the string escapes are undone (`\\`, `\n`, `\t`, `\r`),
/// then the quoting, then `%%` becomes `%`. (GLib 2.74 checks that the
/// program exists before that last step, so it skips an entry whose path
/// holds a `%`; desktop-file-validate and the spec want `%%` all the same.)
fn exec_value(program: &str) -> String {
    string_escaped(&quoted_argument(program))
}

/// One argument of an Exec line: as it is if every character is plainly
/// safe, else in double quotes with `"`, `` ` ``, `$` and `\` escaped by a
/// backslash and `%` doubled (alone it starts a field code such as `%f`).
/// The spec asks for quotes only around its reserved characters (space,
/// quotes, `\`, `$`, `*`, `;` …); quoting anything unusual is also allowed.
fn quoted_argument(argument: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "/._-+,:@".contains(c);
    if !argument.is_empty() && argument.chars().all(plain) {
        return argument.to_owned();
    }
    let mut quoted = String::from("\"");
    for c in argument.chars() {
        match c {
            '"' | '`' | '$' | '\\' => quoted.extend(['\\', c]),
            '%' => quoted.push_str("%%"),
            _ => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}

/// The escapes of a desktop entry string value: a backslash, newline, tab
/// or carriage return cannot stand in the file as itself.
fn string_escaped(value: &str) -> String {
    let mut escaped = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => escaped.push_str("\\\\"),
            '\n' => escaped.push_str("\\n"),
            '\t' => escaped.push_str("\\t"),
            '\r' => escaped.push_str("\\r"),
            _ => escaped.push(c),
        }
    }
    escaped
}

/// Installs the entry and icons under `data_home` for `exe`; returns the
/// files written.
pub fn install(data_home: &Path, exe: &Path) -> io::Result<Vec<PathBuf>> {
    let files = installed_files(data_home);
    let mut contents: Vec<&[u8]> = Vec::new();
    let entry = desktop_entry(exe)?;
    contents.push(entry.as_bytes());
    contents.push(MIME_PACKAGE);
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

/// What became of the desktop's caches after an install or uninstall.
#[derive(Debug, PartialEq, Eq)]
pub enum CacheUpdate {
    /// `update-mime-database` (and `update-desktop-database`, where there is
    /// one) read the folders again: saves have their type, or have it no more.
    Updated,
    /// `update-mime-database` is not installed (the `shared-mime-info`
    /// package): the type takes effect once it is and runs.
    Missing,
    /// It ran and failed: what it said.
    Failed(String),
}

/// Runs `update-mime-database` on `data_home/mime`, which turns the
/// packages there into the database file managers read, and
/// `update-desktop-database` on `data_home/applications`, which records
/// the entry's `MimeType=` where launchers look (skipped without it: most
/// read the entries themselves).
pub fn update_caches(data_home: &Path) -> CacheUpdate {
    let mime = data_home.join("mime");
    if let Err(e) = std::fs::create_dir_all(mime.join("packages")) {
        return CacheUpdate::Failed(format!("cannot make {}: {e}", mime.display()));
    }
    let update = match run_tool("update-mime-database", &mime) {
        Ok(()) => CacheUpdate::Updated,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return CacheUpdate::Missing,
        Err(e) => CacheUpdate::Failed(e.to_string()),
    };
    let applications = data_home.join("applications");
    if applications.is_dir() {
        // Optional: without it GLib and KDE read the entries themselves.
        let _ = run_tool("update-desktop-database", &applications);
    }
    update
}

/// Runs `tool folder`, its output kept; an exit other than success is an
/// error holding what it wrote on stderr.
fn run_tool(tool: &str, folder: &Path) -> io::Result<()> {
    let output = std::process::Command::new(tool).arg(folder).output()?;
    if output.status.success() {
        Ok(())
    } else {
        let said = String::from_utf8_lossy(&output.stderr).trim().to_owned();
        Err(io::Error::other(format!("{tool} {} failed ({}): {said}", folder.display(), output.status)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_entry_launches_the_installed_binary() {
        let entry = desktop_entry(Path::new("/opt/games/malice-table")).expect("a UTF-8 path");
        assert!(entry.contains("\nExec=/opt/games/malice-table %f\n"), "{entry}");
        let template: Vec<&str> = DESKTOP_TEMPLATE.lines().filter(|l| !l.starts_with("Exec=")).collect();
        let written: Vec<&str> = entry.lines().filter(|l| !l.starts_with("Exec=")).collect();
        assert_eq!(written, template, "every other line is the shipped entry's");
    }

    /// Undoes the escapes of a desktop entry string value.
    fn unescape_string(value: &str) -> String {
        let mut unescaped = String::new();
        let mut chars = value.chars();
        while let Some(c) = chars.next() {
            assert!(!matches!(c, '\n' | '\t' | '\r'), "a raw control character in {value:?}");
            if c != '\\' {
                unescaped.push(c);
                continue;
            }
            unescaped.push(match chars.next() {
                Some('s') => ' ',
                Some('n') => '\n',
                Some('t') => '\t',
                Some('r') => '\r',
                Some('\\') => '\\',
                other => panic!("`\\{other:?}` is no string escape, in {value:?}"),
            });
        }
        unescaped
    }

    /// Reads an Exec value back as the spec says a launcher does: string
    /// escapes, then quoting, then `%%`. Panics on anything malformed.
    fn read_back(value: &str) -> Vec<String> {
        let mut arguments = Vec::new();
        let unescaped = unescape_string(value);
        let mut chars = unescaped.chars().peekable();
        while let Some(&first) = chars.peek() {
            let mut argument = String::new();
            if first == '"' {
                chars.next();
                loop {
                    match chars.next().expect("a closing quote") {
                        '"' => break,
                        '\\' => {
                            let next = chars.next().expect("a character after the backslash");
                            assert!("\"`$\\".contains(next), "`\\{next}` inside quotes");
                            argument.push(next);
                        }
                        c => argument.push(c),
                    }
                }
            } else {
                while let Some(c) = chars.next_if(|c| *c != ' ') {
                    assert!(!"\"'\\<>~|&;$*?#()`\t\n".contains(c), "reserved `{c}` outside quotes");
                    argument.push(c);
                }
            }
            assert!(!argument.replace("%%", "").contains('%'), "a field code in {argument:?}");
            arguments.push(argument.replace("%%", "%"));
            assert!(
                chars.next_if_eq(&' ').is_some() || chars.peek().is_none(),
                "no space after {argument:?}"
            );
        }
        arguments
    }

    #[test]
    fn exec_quotes_each_reserved_character_as_the_spec_asks() {
        for (path, exec) in [
            ("/opt/games/malice-table", "/opt/games/malice-table"),
            ("/home/ann/My Games/mt", r#""/home/ann/My Games/mt""#),
            (r#"/tmp/say "hi"/mt"#, r#""/tmp/say \\"hi\\"/mt""#),
            (r"/tmp/back\slash/mt", r#""/tmp/back\\\\slash/mt""#),
            ("/tmp/$HOME/mt", r#""/tmp/\\$HOME/mt""#),
            ("/tmp/`id`/mt", r#""/tmp/\\`id\\`/mt""#),
            ("/home/ann/100% fun/mt", r#""/home/ann/100%% fun/mt""#),
            ("/opt/50%/mt", r#""/opt/50%%/mt""#),
            ("/home/o'brien/mt", r#""/home/o'brien/mt""#),
            ("/tmp/line\nbreak\tand tab/mt", r#""/tmp/line\nbreak\tand tab/mt""#),
        ] {
            assert_eq!(exec_value(path), exec, "{path:?}");
            assert_eq!(read_back(exec), [path], "{exec}");
        }
    }

    #[test]
    fn every_awkward_path_reads_back_as_itself() {
        let awkward = [
            "/a b/c d",
            r#"/q"u"o"t"e"#,
            r"\\server\share",
            "/$$/`rm -rf`/%f %u %%/",
            "/~user/a;b|c&d<e>f*g?h#i(j)k",
            "/ünïcödé/游戏/mt",
            "/tab\there/new\nline/cr\rhere",
            "/ends with backslash\\",
            "/a=b/mt",
        ];
        for path in awkward {
            assert_eq!(read_back(&exec_value(path)), [path], "{path:?} -> {}", exec_value(path));
        }
    }

    #[test]
    #[cfg(unix)]
    fn a_path_that_is_not_utf8_is_refused() {
        use std::os::unix::ffi::OsStrExt;
        let path = Path::new(std::ffi::OsStr::from_bytes(b"/opt/\xff/malice-table"));
        let err = desktop_entry(path).expect_err("not UTF-8");
        assert_eq!(err.kind(), io::ErrorKind::InvalidData);
    }

    #[test]
    fn under_an_appimage_the_entry_launches_the_appimage_not_the_mount() {
        let mount = PathBuf::from("/tmp/.mount_MaliceXyZ/usr/bin/malice-table");
        let appimage = OsString::from("/home/ann/Apps/Malice Table.AppImage");
        let target = launch_target(mount.clone(), Some(appimage.clone()));
        assert_eq!(target, PathBuf::from(&appimage));
        let entry = desktop_entry(&target).expect("a UTF-8 path");
        assert!(entry.contains("\nExec=\"/home/ann/Apps/Malice Table.AppImage\" %f\n"), "{entry}");
        assert_eq!(launch_target(mount.clone(), None), mount, "no AppImage: the binary itself");
        for unusable in ["", "Malice.AppImage"] {
            assert_eq!(launch_target(mount.clone(), Some(unusable.into())), mount, "{unusable:?}");
        }
    }

    #[test]
    #[cfg(target_os = "linux")]
    fn the_data_folder_is_xdg_data_home_else_local_share() {
        let home = data_home().expect("a home folder");
        match std::env::var_os("XDG_DATA_HOME").map(PathBuf::from).filter(|p| p.is_absolute()) {
            Some(xdg) => assert_eq!(home, xdg),
            None => assert!(home.ends_with(".local/share"), "{}", home.display()),
        }
    }

    #[test]
    fn install_then_uninstall_leaves_nothing() {
        let home = crate::scratch::Scratch::new("desktop");
        let written = install(&home, Path::new("/usr/bin/malice-table")).expect("install");
        assert_eq!(written.len(), 11);
        let package = home.join("mime").join("packages").join(MIME_FILE);
        assert!(written.contains(&package), "the saves' type is installed: {written:?}");
        assert!(written.iter().all(|p| p.exists()));
        let removed = uninstall(&home).expect("uninstall");
        assert_eq!(removed, written);
        assert!(written.iter().all(|p| !p.exists()));
        assert_eq!(uninstall(&home).expect("again").len(), 0, "a second uninstall has nothing to do");
    }
}
