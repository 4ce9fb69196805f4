//! What the app keeps between launches: the settings, the statistics,
//! every game's autosave (while this window holds the data folder) and
//! the window's own state (its tab, the side panel).

use super::App;
use crate::games::GameKind;
use crate::store::lock::{self, Claim, FolderLock};
use crate::store::people::People;
use crate::store::save::SaveFile;
use crate::store::settings::{Settings, Theme};
use crate::store::stats;
use crate::store::{Paths, Stats, write_atomic};
use crate::t;
use crate::ui::MIN_WINDOW_SIZE;
use crate::ui::words;
use eframe::egui;

/// The key under which the window keeps its tab between launches.
pub const TAB_KEY: &str = "malice-table-tab";
/// The key under which the window keeps whether the side panel is shown.
pub const PANEL_KEY: &str = "malice-table-side-panel";
/// [`PANEL_KEY`]'s value while the side panel is shown.
const PANEL_SHOWN: &str = "shown";
/// [`PANEL_KEY`]'s value while the side panel is hidden.
const PANEL_HIDDEN: &str = "hidden";

impl App {
    /// An app keeping its files in `paths`: reads the settings (setting a
    /// damaged file aside), the statistics, and restores every autosaved game.
    pub fn with_storage(paths: Paths) -> Self {
        // The language first: the first games' seats are named in it.
        let loaded = Settings::load(&paths.settings_file());
        crate::i18n::set(loaded.settings.language());
        let mut settings = loaded.settings;
        crate::ui::widgets::seat_names::localise_defaults(&mut settings);
        let mut app = Self { settings, ..Self::default() };
        app.notices.extend(loaded.notice.map(|notice| words::settings_notice(&notice)));
        let (stats, notice) = Stats::load(&paths.stats_file());
        app.stats = stats;
        app.notices.extend(notice.map(|notice| words::stats_notice(&notice)));
        let (people, notice) = People::load(&paths.people_file());
        app.people = people;
        app.notices.extend(notice.map(|notice| words::people_notice(&notice)));
        let (exercises, notice) = crate::store::exercises::Exercises::load(&paths.exercises_file());
        app.exercises = exercises;
        app.notices.extend(notice.map(|notice| words::exercises_notice(&notice)));
        app.apply_settings();
        app.advise();
        // Only a real data folder has a first launch; tests in memory never do.
        app.welcome = !app.settings.welcome_seen;
        app.autosave_lock = app.claim_autosaves(&paths);
        for kind in GameKind::ALL {
            app.restore_autosave(&paths, kind);
        }
        // Said over the games it brought back, once per report.
        app.crash_found = crate::report::crash::unsaid(&paths.logs()).map(super::CrashNotice::new);
        app.paths = Some(paths);
        app
    }

    /// Claims the autosaves (locking the data folder, as versions before
    /// the state folder did, and the state folder) and moves those an older
    /// version left in the data folder; another window that holds them is
    /// said once, and this window then keeps its games in memory.
    fn claim_autosaves(&mut self, paths: &Paths) -> Option<FolderLock> {
        match lock::claim_all(&[&paths.data, &paths.state]) {
            Ok(Claim::Owner(lock)) => {
                if let Err(e) = paths.move_old_autosaves() {
                    // They are still read where they are.
                    tracing::warn!("the autosaves were not moved to {}: {e}", paths.state.display());
                }
                Some(lock)
            }
            Ok(Claim::Taken) => {
                self.notices.push(t!("autosaves-elsewhere"));
                None
            }
            Err(e) => {
                self.notices.push(t!(
                    "data-folder-unlocked",
                    folder = paths.data.display().to_string(),
                    error = words::io_error(&e)
                ));
                None
            }
        }
    }

    /// Whether this window writes the autosaves.
    pub fn owns_autosaves(&self) -> bool {
        self.autosave_lock.is_some()
    }

    /// Brings back what the last session of the window left: its tab and
    /// whether the side panel was shown.
    pub fn restore_window_state(&mut self, storage: &dyn eframe::Storage) {
        let saved = storage.get_string(TAB_KEY);
        if let Some(kind) = GameKind::ALL.into_iter().find(|k| saved.as_deref() == Some(k.file_stem())) {
            self.tab = kind;
        }
        match storage.get_string(PANEL_KEY).as_deref() {
            Some(PANEL_HIDDEN) => self.side_panel = false,
            Some(PANEL_SHOWN) => self.side_panel = true,
            _ => {}
        }
    }

    fn restore_autosave(&mut self, paths: &Paths, kind: GameKind) {
        // One not moved (another window holds the lock, or the move failed)
        // is read where an older version left it.
        let read = |path: std::path::PathBuf| std::fs::read_to_string(&path).ok().map(|text| (path, text));
        let found = read(paths.autosave_file(kind)).or_else(|| read(paths.old_autosave_file(kind)));
        let Some((path, text)) = found else { return };
        let settings = self.settings.clone();
        let restored = SaveFile::parse(&text).and_then(|save| {
            let tab = self.tab_mut(kind);
            tab.load_save(&save)?;
            // Seats saved in another language are named in this one.
            tab.reword_seats(&settings);
            Ok(save)
        });
        match restored {
            Ok(save) => {
                self.autosaved.insert(kind, save);
            }
            Err(e) => {
                let game = crate::ui::registry::title(kind);
                let why = words::load_error(&e);
                self.notices.push(match crate::store::set_aside(&path) {
                    Ok(bad) => {
                        t!("autosave-set-aside", game = game, why = why, kept = bad.display().to_string())
                    }
                    Err(_) => t!("autosave-left", game = game, why = why),
                });
            }
        }
    }

    /// Keeps the window's tab and whether the side panel is shown, for
    /// [`App::restore_window_state`] at the next launch.
    pub(super) fn keep_window_state(&self, storage: &mut dyn eframe::Storage) {
        storage.set_string(TAB_KEY, self.tab.file_stem().to_owned());
        let panel = if self.side_panel { PANEL_SHOWN } else { PANEL_HIDDEN };
        storage.set_string(PANEL_KEY, panel.to_owned());
    }

    /// Gives every tab the settings.
    pub fn apply_settings(&mut self) {
        let settings = self.settings.clone();
        for tab in self.tabs_mut() {
            tab.apply_settings(&settings);
        }
    }

    /// Sets light or dark from the settings.
    pub fn apply_theme(&self, ctx: &egui::Context) {
        ctx.set_theme(match self.settings.theme {
            Theme::Dark => egui::Theme::Dark,
            Theme::Light => egui::Theme::Light,
        });
    }

    /// Draws the window at the settings' zoom (from the next frame on).
    /// The window may still be made as small as [`MIN_WINDOW_SIZE`] in
    /// its own pixels at any zoom, as it was at the actual size: a zoomed
    /// window is laid out in fewer points (the layout tests try them).
    pub fn apply_zoom(&mut self, ctx: &egui::Context) {
        let factor = self.settings.zoom.factor();
        if ctx.zoom_factor() != factor {
            ctx.set_zoom_factor(factor);
        }
        // The window reads a size in points at the zoom it is drawn at.
        let drawn = ctx.zoom_factor();
        if self.min_size_zoom != Some(drawn) {
            self.min_size_zoom = Some(drawn);
            ctx.send_viewport_cmd(egui::ViewportCommand::MinInnerSize(MIN_WINDOW_SIZE / drawn));
        }
    }

    /// Writes the settings; a failure is said once.
    pub fn store_settings(&mut self) {
        if let Some(paths) = &self.paths
            && let Err(e) = self.settings.save(&paths.settings_file())
        {
            self.notices.push(t!("settings-not-written", error = words::io_error(&e)));
        }
    }

    /// Writes the statistics; a failure is said once.
    pub(super) fn store_stats(&mut self) {
        self.write_kept(
            |app, paths| app.stats.save(&paths.stats_file()),
            |error| t!("stats-not-written", error = error),
        );
    }

    /// Writes one of the app's kept files with `write`; the first failure
    /// of any is said once, in the words `failed` gives the system's error.
    pub(super) fn write_kept(
        &mut self,
        write: impl FnOnce(&App, &Paths) -> std::io::Result<()>,
        failed: impl FnOnce(String) -> String,
    ) {
        let Some(paths) = &self.paths else { return };
        if let Err(e) = write(self, paths)
            && !self.storage_failed
        {
            self.storage_failed = true;
            self.notices.push(failed(words::io_error(&e)));
        }
    }

    /// One of the app's kept files read again (another window may have
    /// written it), a damaged one set aside with `notice`; `None` when it
    /// is not there or writing has failed (what is in memory is then all).
    pub(super) fn reread<T>(
        &mut self,
        file: fn(&Paths) -> std::path::PathBuf,
        load: fn(&std::path::Path) -> (T, Option<crate::store::SetAside>),
        notice: fn(&crate::store::SetAside) -> String,
    ) -> Option<T> {
        let path = file(self.paths.as_ref()?);
        if self.storage_failed || !path.exists() {
            return None;
        }
        let (fresh, set_aside) = load(&path);
        self.notices.extend(set_aside.map(|n| notice(&n)));
        Some(fresh)
    }

    /// Counts every game that ended since the last frame in the
    /// statistics and the coach's records, and writes both at once.
    pub(super) fn count_finished_games(&mut self, ctx: &egui::Context) {
        let mut finished = Vec::new();
        for tab in self.tabs_mut() {
            finished.extend(tab.take_finished());
        }
        if finished.is_empty() {
            return;
        }
        // Another window may have counted games since: count on top of the
        // files, so neither window's games are lost.
        self.reload_counts();
        let now = crate::store::kept_seats::now();
        for f in finished {
            self.stats.add_game(&f.key, f.result);
            if let Some(won) = f.match_won {
                self.stats.add_match(&f.key, won);
            }
            crate::coach::record::keep(&mut self.people, f.key.game, &f.seats, &f.outcome, now);
            if self.settings.exercises_from_finished_games && stats::first_person(&f.seats).is_some() {
                // Reviewed in the background; its exercises are kept as it ends.
                self.tab_mut(f.key.game).review(ctx);
            }
        }
        self.store_stats();
        self.store_people();
        self.advise();
    }

    /// Reads the statistics and the people's records again, where another
    /// window may have written them.
    fn reload_counts(&mut self) {
        if let Some(fresh) = self.reread(Paths::stats_file, Stats::load, words::stats_notice) {
            self.stats = fresh;
        }
        self.reload_people();
    }

    /// Reads the people's records again, where another window may have
    /// written them.
    pub(super) fn reload_people(&mut self) {
        if let Some(fresh) = self.reread(Paths::people_file, People::load, words::people_notice) {
            self.people = fresh;
        }
    }

    /// Writes the people's records; a failure is said once.
    pub(super) fn store_people(&mut self) {
        self.write_kept(
            |app, paths| app.people.save(&paths.people_file()),
            |error| t!("people-not-written", error = error),
        );
    }

    /// Hands every tab what the coach now says to its new games' people.
    pub(super) fn advise(&mut self) {
        let people = std::mem::take(&mut self.people);
        for tab in self.tabs_mut() {
            tab.take_advice(&people);
        }
        self.people = people;
    }

    /// After a panic in the frame: autosaves every game that changed (a
    /// window without the autosaves hands them to the crash report) and
    /// names the autosaves on disk. What cannot be saved is left.
    pub(super) fn rescue_games(&mut self) -> Vec<std::path::PathBuf> {
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.autosave()));
        let Some(paths) = self.paths.as_ref().filter(|_| self.owns_autosaves()) else { return Vec::new() };
        self.autosaved.keys().map(|&kind| paths.autosave_file(kind)).filter(|file| file.exists()).collect()
    }

    /// Saves every tab's game that changed since its last autosave. A
    /// window without the autosaves keeps them for a crash report instead.
    pub(super) fn autosave(&mut self) {
        let Some(paths) = self.paths.clone() else { return };
        let owner = self.owns_autosaves();
        for kind in GameKind::ALL {
            let Ok(save) = self.tab_mut(kind).to_save() else { continue };
            if self.autosaved.get(&kind) == Some(&save) {
                continue;
            }
            if !owner {
                crate::report::crash::keep_copy(kind.file_stem(), save.to_ron());
                self.autosaved.insert(kind, save);
                continue;
            }
            match write_atomic(&paths.autosave_file(kind), save.to_ron().as_bytes()) {
                Ok(()) => {
                    self.autosaved.insert(kind, save);
                }
                Err(e) => {
                    // Remember it anyway so a full disk is not retried every frame.
                    self.autosaved.insert(kind, save);
                    if !self.storage_failed {
                        self.storage_failed = true;
                        self.notices.push(t!(
                            "autosave-failed",
                            path = paths.autosave_file(kind).display().to_string(),
                            error = words::io_error(&e)
                        ));
                    }
                }
            }
        }
    }
}
