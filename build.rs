//! Build script: stamps the git revision and build profile into the crate
//! (`MT_GIT_REV`, `MT_BUILD_PROFILE`), lists the language catalogues
//! (`assets/i18n`), sets `cfg(xdg_desktop)` on the targets
//! whose file dialogs go through the desktop portal or zenity, and, for
//! Windows targets, embeds the app icon and version information in the
//! executable.
//!
//! It reruns only when this file, the catalogues, the git HEAD or the ref
//! HEAD points at changes, so ordinary source edits don't rerun it. It never fails the build:
//! without git or a commit the revision is "unknown", and a Windows resource
//! compiler that can't be found costs only the icon and version (with a warning).

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// What the revision reads when it can't be found.
const UNKNOWN_REV: &str = "unknown";

/// The target systems on which rfd's file dialog is the xdg desktop portal
/// or zenity: `cfg(xdg_desktop)` in the code. Cargo.toml's target table for
/// zbus and pollster names the same list (a manifest cannot use this cfg).
const XDG_DESKTOP_OSES: [&str; 5] = ["linux", "freebsd", "dragonfly", "netbsd", "openbsd"];

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let manifest_dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());

    println!("cargo::rustc-env=MT_GIT_REV={}", git_rev(&manifest_dir));
    let profile = env::var("PROFILE").unwrap_or_else(|_| String::from("unknown"));
    println!("cargo::rustc-env=MT_BUILD_PROFILE={profile}");

    list_catalogues(&manifest_dir);

    let target_os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    println!("cargo::rustc-check-cfg=cfg(xdg_desktop)");
    if XDG_DESKTOP_OSES.contains(&target_os.as_str()) {
        println!("cargo::rustc-cfg=xdg_desktop");
    }
    if target_os == "windows" {
        windows::embed_resources(&manifest_dir);
    }
}

/// Lists every language catalogue, `assets/i18n/<tag>/<area>.ftl`, as
/// `$OUT_DIR/catalogues.rs` (a slice of `(tag, area, include_str!(path))`)
/// for `src/i18n/catalogue.rs`: a new language's folder or a new game's file
/// needs no line of code. It reruns when anything under `assets/i18n`
/// changes.
fn list_catalogues(manifest_dir: &Path) {
    let root = manifest_dir.join("assets").join("i18n");
    println!("cargo::rerun-if-changed={}", root.display());
    let mut lines = Vec::new();
    for language in sorted_entries(&root).into_iter().filter(|p| p.is_dir()) {
        let Some(tag) = language.file_name().and_then(|n| n.to_str()).map(str::to_owned) else { continue };
        for file in sorted_entries(&language) {
            let is_ftl = file.extension().is_some_and(|e| e == "ftl");
            let Some(area) = file.file_stem().and_then(|n| n.to_str()).filter(|_| is_ftl) else { continue };
            lines.push(format!("    ({tag:?}, {area:?}, include_str!({:?})),", file.display().to_string()));
        }
    }
    let text = format!("&[\n{}\n]\n", lines.join("\n"));
    let out = PathBuf::from(env::var_os("OUT_DIR").unwrap_or_default()).join("catalogues.rs");
    if let Err(e) = fs::write(&out, text) {
        println!("cargo::warning=could not write {}: {e}", out.display());
    }
}

/// The entries of `dir`, sorted by name (none if it cannot be read).
fn sorted_entries(dir: &Path) -> Vec<PathBuf> {
    let mut entries: Vec<PathBuf> =
        fs::read_dir(dir).map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect()).unwrap_or_default();
    entries.sort();
    entries
}

/// The short hash of HEAD, or "unknown". Packagers building outside a checkout
/// can set `MT_GIT_REV` in the environment instead.
fn git_rev(manifest_dir: &Path) -> String {
    println!("cargo::rerun-if-env-changed=MT_GIT_REV");
    if let Ok(rev) = env::var("MT_GIT_REV") {
        let rev = rev.trim();
        if !rev.is_empty() {
            return rev.to_owned();
        }
    }
    let Some(git_dir) = find_git_dir(manifest_dir) else {
        return UNKNOWN_REV.to_owned();
    };
    watch_head(&git_dir);
    // A fresh repository with no commits makes rev-parse fail: that is "unknown" too.
    let output =
        Command::new("git").args(["rev-parse", "--short", "HEAD"]).current_dir(manifest_dir).output();
    match output {
        Ok(out) if out.status.success() => {
            let rev = String::from_utf8_lossy(&out.stdout).trim().to_owned();
            let plausible = !rev.is_empty() && rev.chars().all(|c| c.is_ascii_hexdigit());
            if plausible { rev } else { UNKNOWN_REV.to_owned() }
        }
        _ => UNKNOWN_REV.to_owned(),
    }
}

/// The git directory of the checkout holding `start`, looking upwards; `.git`
/// may be a directory or, in a worktree or submodule, a `gitdir:` file.
fn find_git_dir(start: &Path) -> Option<PathBuf> {
    start.ancestors().find_map(|dir| {
        let dot_git = dir.join(".git");
        if dot_git.is_dir() {
            return Some(dot_git);
        }
        let text = fs::read_to_string(&dot_git).ok()?;
        let target = text.lines().find_map(|line| line.strip_prefix("gitdir:"))?.trim();
        let path = dir.join(target);
        path.is_dir().then_some(path)
    })
}

/// Asks cargo to rerun when HEAD moves: HEAD itself, the branch ref it names
/// and `packed-refs`. Only existing paths are named, because cargo reruns on
/// every build for a path that is missing.
fn watch_head(git_dir: &Path) {
    let head = git_dir.join("HEAD");
    if !head.is_file() {
        return;
    }
    rerun_if_changed(&head);
    // In a linked worktree, branch refs live in the main repository's git dir.
    let common_dir = fs::read_to_string(git_dir.join("commondir"))
        .map(|rel| git_dir.join(rel.trim()))
        .unwrap_or_else(|_| git_dir.to_path_buf());
    let packed = common_dir.join("packed-refs");
    if packed.is_file() {
        rerun_if_changed(&packed);
    }
    let Ok(head_text) = fs::read_to_string(&head) else { return };
    let Some(ref_name) = head_text.trim().strip_prefix("ref:").map(str::trim) else {
        return; // Detached HEAD: the hash is in HEAD itself.
    };
    let ref_path =
        [git_dir, common_dir.as_path()].iter().map(|dir| dir.join(ref_name)).find(|path| path.is_file());
    match ref_path {
        Some(path) => rerun_if_changed(&path),
        // No commit on this branch yet: watch the folder its ref will appear in.
        None => {
            let folder = common_dir.join(ref_name);
            if let Some(parent) = folder.parent().filter(|p| p.is_dir()) {
                rerun_if_changed(parent);
            }
        }
    }
}

fn rerun_if_changed(path: &Path) {
    println!("cargo::rerun-if-changed={}", path.display());
}

/// The Windows resource: the multi-size icon and the version information
/// (the version Explorer and the installed-apps list show, the same as
/// `--version`'s), written as a resource script and compiled by the
/// target's resource compiler: mingw's `windres` for `*-windows-gnu` (on
/// Linux `x86_64-w64-mingw32-windres`; `WINDRES` overrides it), `rc.exe`
/// for `*-windows-msvc`. Only the app binary gets it. A compiler that
/// cannot be found costs the icon and the version, with a warning.
mod windows {
    use std::env;
    use std::fs;
    use std::path::{Path, PathBuf};
    use std::process::Command;

    /// The icon, relative to the crate root.
    const ICON: &str = "icons/malice-table.ico";
    /// Who the version information names as the maker.
    const COMPANY: &str = "The Malice Table authors";

    pub fn embed_resources(manifest_dir: &Path) {
        let icon = manifest_dir.join(ICON);
        println!("cargo::rerun-if-changed={}", icon.display());
        println!("cargo::rerun-if-env-changed=WINDRES");
        let out = PathBuf::from(env::var_os("OUT_DIR").unwrap_or_default());
        let script = out.join("malice-table.rc");
        if let Err(e) = fs::write(&script, resource_script(&icon)) {
            println!("cargo::warning=icon and version not embedded: cannot write {}: {e}", script.display());
            return;
        }
        let msvc = env::var("CARGO_CFG_TARGET_ENV").is_ok_and(|e| e == "msvc");
        let (compiled, command) = if msvc {
            let res = out.join("malice-table.res");
            let mut rc = Command::new("rc.exe");
            rc.arg("/nologo").arg("/fo").arg(&res).arg(&script);
            (res, rc)
        } else {
            let object = out.join("malice-table-resource.o");
            let mut windres = Command::new(windres());
            windres.arg("--input").arg(&script).arg("--output-format=coff").arg("--output").arg(&object);
            (object, windres)
        };
        match run(command) {
            Ok(()) => println!("cargo::rustc-link-arg-bin=malice-table={}", compiled.display()),
            Err(why) => println!("cargo::warning=icon and version not embedded: {why}"),
        }
    }

    /// The resource script: the icon first (Explorer shows the first), then
    /// the version in both the numeric and the text fields.
    fn resource_script(icon: &Path) -> String {
        let version = env::var("CARGO_PKG_VERSION").unwrap_or_default();
        let part = |name: &str| env::var(name).ok().and_then(|v| v.parse::<u16>().ok()).unwrap_or(0);
        let numeric = format!(
            "{},{},{},0",
            part("CARGO_PKG_VERSION_MAJOR"),
            part("CARGO_PKG_VERSION_MINOR"),
            part("CARGO_PKG_VERSION_PATCH")
        );
        // Forward slashes: the resource compilers take them, and a
        // backslash would be an escape in the quoted string.
        let icon = icon.display().to_string().replace('\\', "/");
        let strings = [
            ("CompanyName", COMPANY.to_owned()),
            ("FileDescription", "Malice Table".to_owned()),
            ("FileVersion", version.clone()),
            ("InternalName", "malice-table".to_owned()),
            ("LegalCopyright", format!("{COMPANY}, MIT or Apache-2.0")),
            ("OriginalFilename", "malice-table.exe".to_owned()),
            ("ProductName", "Malice Table".to_owned()),
            ("ProductVersion", version),
        ];
        let mut lines = vec![
            format!("1 ICON \"{icon}\""),
            "1 VERSIONINFO".to_owned(),
            format!("FILEVERSION {numeric}"),
            format!("PRODUCTVERSION {numeric}"),
            "FILEOS 0x40004".to_owned(),
            "FILETYPE 0x1".to_owned(),
            "BEGIN".to_owned(),
            "  BLOCK \"StringFileInfo\"".to_owned(),
            "  BEGIN".to_owned(),
            "    BLOCK \"040904B0\"".to_owned(),
            "    BEGIN".to_owned(),
        ];
        lines.extend(strings.iter().map(|(key, value)| format!("      VALUE \"{key}\", \"{value}\"")));
        let tail = [
            "    END",
            "  END",
            "  BLOCK \"VarFileInfo\"",
            "  BEGIN",
            "    VALUE \"Translation\", 0x409, 1200",
            "  END",
            "END",
            "",
        ];
        lines.extend(tail.map(str::to_owned));
        lines.join("\n")
    }

    /// mingw's resource compiler for the target: `WINDRES` if set; on the
    /// target's own system `windres`; else the cross tool named after the
    /// target's architecture.
    fn windres() -> String {
        if let Ok(tool) = env::var("WINDRES") {
            return tool;
        }
        let arch = env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
        let host = env::var("HOST").unwrap_or_default();
        if host.contains("windows") { "windres".to_owned() } else { format!("{arch}-w64-mingw32-windres") }
    }

    /// Runs a resource compiler; why it failed, if it did.
    fn run(mut command: Command) -> Result<(), String> {
        let program = command.get_program().to_string_lossy().into_owned();
        let output = command.output().map_err(|e| format!("cannot run {program}: {e}"))?;
        if output.status.success() {
            Ok(())
        } else {
            Err(format!("{program} failed: {}", String::from_utf8_lossy(&output.stderr).trim()))
        }
    }
}
