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
//! compiler that can't be found costs only the icon (with a warning).

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

/// The Windows resource: the multi-size icon plus version information, via
/// the `winresource` crate. That crate is a build dependency only on Windows
/// hosts (`[target.'cfg(windows)'.build-dependencies]` is matched against the
/// host), so other hosts compile nothing extra and skip the icon.
mod windows {
    use std::path::Path;

    /// The icon, relative to the crate root.
    const ICON: &str = "icons/malice-table.ico";

    #[cfg(windows)]
    pub fn embed_resources(manifest_dir: &Path) {
        let icon = manifest_dir.join(ICON);
        println!("cargo::rerun-if-changed={}", icon.display());
        let mut res = winresource::WindowsResource::new();
        res.set_icon(&icon.to_string_lossy())
            .set("ProductName", "Malice Table")
            .set("FileDescription", "Malice Table")
            .set("OriginalFilename", "malice-table.exe");
        // Only the app binary gets the resource, not tests or benches.
        if let Err(err) = res.compile_for("malice-table") {
            println!("cargo::warning=app icon not embedded: {err}");
        }
    }

    #[cfg(not(windows))]
    pub fn embed_resources(_manifest_dir: &Path) {
        println!(
            "cargo::warning=cross-compiling for Windows from a non-Windows host: \
             the app icon ({ICON}) is not embedded"
        );
    }
}
