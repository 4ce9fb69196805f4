//! Where the app keeps its files: settings in the platform's config folder,
//! statistics in its data folder, and what only says how the table was
//! left (autosaves, the window's size, the log) in its state folder.

use std::io;
use std::path::{Path, PathBuf};

/// Set this to a folder to keep every file of the app under it (tests, a
/// portable install).
pub const HOME_VARIABLE: &str = "MALICE_TABLE_HOME";

/// The app's folders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paths {
    /// Settings.
    pub config: PathBuf,
    /// Statistics, the people's records and the exercises.
    pub data: PathBuf,
    /// Autosaves, the window's size and place, the log and crash reports:
    /// how the table was left, not what was won (`$XDG_STATE_HOME` on
    /// Linux; the data folder where the system has no such folder).
    pub state: PathBuf,
}

impl Paths {
    /// The platform's folders (XDG on Linux, AppData on Windows, Application
    /// Support on macOS), or those under `$MALICE_TABLE_HOME` if it is set.
    /// `None` when the platform gives no home folder.
    pub fn platform() -> Option<Paths> {
        if let Some(home) = std::env::var_os(HOME_VARIABLE).filter(|h| !h.is_empty()) {
            return Some(Paths::under(Path::new(&home)));
        }
        let dirs = directories::ProjectDirs::from("org", "Malice Table", "malice-table")?;
        // directories reads `$XDG_STATE_HOME` when it is absolute, else
        // `~/.local/state`; only Linux has a state folder there.
        let data = dirs.data_dir().to_path_buf();
        let state = dirs.state_dir().map_or_else(|| data.clone(), Path::to_path_buf);
        Some(Paths { config: dirs.config_dir().to_path_buf(), data, state })
    }

    /// Everything under one folder.
    pub fn under(root: &Path) -> Paths {
        Paths { config: root.join("config"), data: root.join("data"), state: root.join("state") }
    }

    /// The settings file.
    pub fn settings_file(&self) -> PathBuf {
        self.config.join("settings.ron")
    }

    /// The statistics file.
    pub fn stats_file(&self) -> PathBuf {
        self.data.join("statistics.ron")
    }

    /// Every person's record for the coach (`people`).
    pub fn people_file(&self) -> PathBuf {
        self.data.join("people.ron")
    }

    /// The exercises made from the people's mistakes (`exercises`).
    pub fn exercises_file(&self) -> PathBuf {
        self.data.join("exercises.ron")
    }

    /// Where the window's size, place and the egui state are kept.
    pub fn window_file(&self) -> PathBuf {
        self.state.join(WINDOW_FILE)
    }

    /// Where versions before the state folder kept [`Paths::window_file`].
    pub fn old_window_file(&self) -> PathBuf {
        self.data.join(WINDOW_FILE)
    }

    /// The folder of the log and the crash reports.
    pub fn logs(&self) -> PathBuf {
        self.state.join("logs")
    }

    /// The seats taken at tables hosted elsewhere, to take back after a
    /// restart (`kept_seats`).
    pub fn kept_seats_file(&self) -> PathBuf {
        self.data.join("online-seats.ron")
    }

    /// The autosave of one game's tab.
    pub fn autosave_file(&self, game: super::GameKind) -> PathBuf {
        autosave_in(&self.state, game)
    }

    /// Where versions before the state folder kept [`Paths::autosave_file`].
    pub fn old_autosave_file(&self, game: super::GameKind) -> PathBuf {
        autosave_in(&self.data, game)
    }

    /// Moves the autosaves versions before the state folder kept in the
    /// data folder to the state folder, so one copy is left: one only in
    /// the old place is moved; of one in both places the newer is kept in
    /// the new place (an older version may have written the old one
    /// since). Where both are the same folder there is nothing to do. Only
    /// the holder of the autosaves' lock may call it.
    pub fn move_old_autosaves(&self) -> io::Result<()> {
        for game in super::GameKind::ALL {
            move_to_state(&self.old_autosave_file(game), &self.autosave_file(game))?;
        }
        Ok(())
    }

    /// Moves the window's file to the state folder as
    /// [`Paths::move_old_autosaves`] does the autosaves: before the window
    /// opens, which reads it.
    pub fn move_old_window_file(&self) -> io::Result<()> {
        move_to_state(&self.old_window_file(), &self.window_file())
    }
}

/// The name of the window's file.
const WINDOW_FILE: &str = "window.ron";

fn autosave_in(folder: &Path, game: super::GameKind) -> PathBuf {
    folder.join("autosave").join(format!("{}.ron", game.file_stem()))
}

/// Moves `old` to `new` unless `new` is the newer; either way `old` is gone.
fn move_to_state(old: &Path, new: &Path) -> io::Result<()> {
    if old == new {
        return Ok(());
    }
    let Ok(old_meta) = std::fs::metadata(old) else { return Ok(()) };
    let newer_here = std::fs::metadata(new).and_then(|m| m.modified()).ok();
    if newer_here.is_some_and(|here| old_meta.modified().is_ok_and(|there| there <= here)) {
        return std::fs::remove_file(old);
    }
    if let Some(folder) = new.parent() {
        std::fs::create_dir_all(folder)?;
    }
    // A rename is one step; across two disks it is a copy, then the removal.
    if std::fs::rename(old, new).is_err() {
        super::write_atomic(new, &std::fs::read(old)?)?;
        std::fs::remove_file(old)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::scratch::Scratch;
    use std::time::{Duration, SystemTime};

    fn touch(path: &Path, text: &str, age_secs: u64) {
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("folder");
        std::fs::write(path, text).expect("write");
        let when = SystemTime::now() - Duration::from_secs(age_secs);
        std::fs::File::options().write(true).open(path).expect("open").set_modified(when).expect("time");
    }

    #[test]
    fn under_a_home_the_state_has_a_folder_of_its_own() {
        let paths = Paths::under(Path::new("/x"));
        assert_eq!(paths.state, Path::new("/x/state"));
        assert_eq!(paths.autosave_file(GameKind::Malice), Path::new("/x/state/autosave/malice.ron"));
        assert_eq!(paths.window_file(), Path::new("/x/state/window.ron"));
        assert_eq!(paths.logs(), Path::new("/x/state/logs"));
        assert_eq!(paths.old_window_file(), Path::new("/x/data/window.ron"));
    }

    #[test]
    fn old_autosaves_and_the_window_file_move_to_the_state_folder() {
        let dir = Scratch::new("paths-move");
        let paths = Paths::under(&dir);
        touch(&paths.old_autosave_file(GameKind::Malefiz), "old game", 10);
        touch(&paths.old_window_file(), "old window", 10);
        paths.move_old_autosaves().expect("moved");
        paths.move_old_window_file().expect("moved");
        assert!(!paths.old_autosave_file(GameKind::Malefiz).exists(), "no second copy is left");
        assert_eq!(
            std::fs::read_to_string(paths.autosave_file(GameKind::Malefiz)).expect("moved"),
            "old game"
        );
        assert_eq!(std::fs::read_to_string(paths.window_file()).expect("moved"), "old window");
    }

    #[test]
    fn of_two_copies_the_newer_is_kept_in_the_state_folder() {
        let dir = Scratch::new("paths-two");
        let paths = Paths::under(&dir);
        // An older version wrote the old place after the new one was made.
        touch(&paths.autosave_file(GameKind::Malice), "new place, older", 100);
        touch(&paths.old_autosave_file(GameKind::Malice), "old place, newer", 10);
        // And the other way round.
        touch(&paths.autosave_file(GameKind::Spite), "new place, newer", 10);
        touch(&paths.old_autosave_file(GameKind::Spite), "old place, older", 100);
        paths.move_old_autosaves().expect("moved");
        let read = |kind| std::fs::read_to_string(paths.autosave_file(kind)).expect("kept");
        assert_eq!(read(GameKind::Malice), "old place, newer");
        assert_eq!(read(GameKind::Spite), "new place, newer");
        assert!(!paths.old_autosave_file(GameKind::Malice).exists());
        assert!(!paths.old_autosave_file(GameKind::Spite).exists());
    }

    #[test]
    fn where_the_state_is_the_data_nothing_moves() {
        let dir = Scratch::new("paths-same");
        let mut paths = Paths::under(&dir);
        paths.state = paths.data.clone();
        touch(&paths.autosave_file(GameKind::Malice), "the game", 10);
        paths.move_old_autosaves().expect("nothing to do");
        assert_eq!(std::fs::read_to_string(paths.autosave_file(GameKind::Malice)).expect("kept"), "the game");
    }
}
