//! Where the app keeps its files: settings in the platform's config folder,
//! autosaves and statistics in its data folder.

use std::path::{Path, PathBuf};

/// Set this to a folder to keep every file of the app under it (tests, a
/// portable install).
pub const HOME_VARIABLE: &str = "MALICE_TABLE_HOME";

/// The app's folders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paths {
    /// Settings.
    pub config: PathBuf,
    /// Autosaves and statistics.
    pub data: PathBuf,
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
        Some(Paths { config: dirs.config_dir().to_path_buf(), data: dirs.data_dir().to_path_buf() })
    }

    /// Everything under one folder.
    pub fn under(root: &Path) -> Paths {
        Paths { config: root.join("config"), data: root.join("data") }
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
        self.data.join("window.ron")
    }

    /// The seats taken at tables hosted elsewhere, to take back after a
    /// restart (`kept_seats`).
    pub fn kept_seats_file(&self) -> PathBuf {
        self.data.join("online-seats.ron")
    }

    /// The autosave of one game's tab.
    pub fn autosave_file(&self, game: super::GameKind) -> PathBuf {
        self.data.join("autosave").join(format!("{}.ron", game.file_stem()))
    }
}
