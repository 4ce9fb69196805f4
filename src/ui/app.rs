//! The app shell: the menu bar, the game tabs and the keyboard shortcuts.

use super::export_boards::ExportBoards;
use super::file_dialog::{DialogPoll, PendingDialog};
use super::help::{self, HowToPlay, Welcome};
use super::registry;
use super::screen::{GameScreen, GameTab, GameView};
use super::shortcuts::{self, Shortcut};
use super::widgets::{dialog, keys};
use crate::build_info;
use crate::games::GameKind;
use crate::store::lock::{self, Claim, FolderLock};
use crate::store::save::{self, SaveFile};
use crate::store::settings::{Settings, Theme};
use crate::store::{Paths, Stats, write_atomic};
use eframe::egui::{self, Ui};
use std::any::Any;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// An app-wide action, from a menu, a button or a shortcut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Open the new-game dialog of the current tab.
    NewGame,
    /// Take back a move.
    Undo,
    /// Replay a move.
    Redo,
    /// Save the game to a file.
    Save,
    /// Open a saved game.
    Open,
    /// Show the settings.
    Settings,
    /// Show the statistics.
    Statistics,
    /// Show the hard bot's suggestion for the person to move.
    Hint,
    /// Close the window.
    Quit,
    /// Show the About box.
    About,
    /// Show the keyboard controls.
    Keys,
    /// Open the window that writes the printable boards.
    ExportBoards,
    /// Show the side panel, or hide it to give the table the whole width.
    SidePanel,
    /// Open How to play on the current game's rules.
    HowToPlay,
    /// Review the game on the current tab.
    Review,
}

impl From<Shortcut> for Action {
    fn from(s: Shortcut) -> Self {
        match s {
            Shortcut::NewGame => Action::NewGame,
            Shortcut::Undo => Action::Undo,
            Shortcut::Redo => Action::Redo,
            Shortcut::Save => Action::Save,
            Shortcut::Open => Action::Open,
            Shortcut::Hint => Action::Hint,
            Shortcut::Quit => Action::Quit,
            Shortcut::SidePanel => Action::SidePanel,
            Shortcut::Help => Action::HowToPlay,
        }
    }
}

/// A file dialog the app is waiting on, and what the file is for.
enum FileRequest {
    /// Save this game there.
    Save(Box<SaveFile>, PendingDialog),
    /// Open the save picked.
    Open(PendingDialog),
}

impl FileRequest {
    /// Whether the app's own dialog (a modal) is showing.
    fn in_app(&self) -> bool {
        match self {
            FileRequest::Save(_, d) | FileRequest::Open(d) => d.is_in_app(),
        }
    }
}

impl Default for App {
    fn default() -> Self {
        App {
            tab: GameKind::ALL[0],
            screens: registry::screens(),
            settings: Settings::default(),
            stats: Stats::default(),
            paths: None,
            notices: Vec::new(),
            status: None,
            windows: Default::default(),
            about_open: false,
            keys_open: false,
            file: None,
            autosaved: BTreeMap::new(),
            storage_failed: false,
            autosave_lock: None,
            export: ExportBoards::default(),
            side_panel: true,
            help: HowToPlay::default(),
            welcome: false,
        }
    }
}

/// The whole app.
pub struct App {
    /// The game shown.
    pub tab: GameKind,
    /// One screen per game, in the registry's order.
    screens: Vec<Box<dyn GameTab>>,
    /// The player's settings.
    pub settings: Settings,
    /// Games played, won and lost.
    pub stats: Stats,
    /// Where settings, autosaves and statistics live; `None` keeps
    /// everything in memory (tests).
    pub paths: Option<Paths>,
    /// Messages waiting to be read, oldest first.
    pub notices: Vec<String>,
    /// A short confirmation in the top bar ("Saved to …").
    pub status: Option<String>,
    pub(super) windows: super::app_windows::Windows,
    about_open: bool,
    keys_open: bool,
    file: Option<FileRequest>,
    /// What was last autosaved per game, so unchanged games are not rewritten.
    autosaved: BTreeMap<GameKind, SaveFile>,
    /// Storage errors are reported once, not every frame.
    storage_failed: bool,
    /// This window's hold on the data folder: only its holder writes the
    /// autosaves. `None` when another window holds it (or no folder is kept).
    autosave_lock: Option<FolderLock>,
    export: ExportBoards,
    /// Whether the game screens show their side panel (kept with the
    /// window's state between launches).
    pub side_panel: bool,
    /// The How to play window.
    pub help: HowToPlay,
    /// Whether the first-launch welcome is waiting to be answered.
    pub welcome: bool,
}

impl App {
    /// The app as it opens in the window: settings, statistics and the
    /// autosaved games from the platform's folders; then `open`, if given.
    pub fn new(cc: &eframe::CreationContext<'_>, open: Option<PathBuf>) -> Self {
        Self::install_loaders(&cc.egui_ctx);
        let mut app = match Paths::platform() {
            Some(paths) => Self::with_storage(paths),
            None => {
                let mut app = Self::default();
                app.notices.push("No home folder was found: settings and games will not be kept.".into());
                app
            }
        };
        app.apply_theme(&cc.egui_ctx);
        if let Some(storage) = cc.storage {
            app.restore_window_state(storage);
        }
        if let Some(path) = open {
            app.open_path(&path);
        }
        app
    }

    /// An app keeping its files in `paths`: reads the settings (setting a
    /// damaged file aside), the statistics, and restores every autosaved game.
    pub fn with_storage(paths: Paths) -> Self {
        let mut app = Self::default();
        let loaded = Settings::load(&paths.settings_file());
        app.notices.extend(loaded.notice);
        app.settings = loaded.settings;
        let (stats, notice) = Stats::load(&paths.stats_file());
        app.stats = stats;
        app.notices.extend(notice);
        app.apply_settings();
        // Only a real data folder has a first launch; tests in memory never do.
        app.welcome = !app.settings.welcome_seen;
        app.autosave_lock = app.claim_autosaves(&paths);
        for kind in GameKind::ALL {
            app.restore_autosave(&paths, kind);
        }
        app.paths = Some(paths);
        app
    }

    /// Claims the data folder's autosaves; another window that holds them
    /// is said once, and this window then keeps its games in memory.
    fn claim_autosaves(&mut self, paths: &Paths) -> Option<FolderLock> {
        match lock::claim(&paths.data) {
            Ok(Claim::Owner(lock)) => Some(lock),
            Ok(Claim::Taken) => {
                self.notices.push(
                    "Another Malice Table window is open and keeps the autosaves. The games in this \
                     window are not autosaved: use File › Save… to keep them."
                        .into(),
                );
                None
            }
            Err(e) => {
                self.notices.push(format!(
                    "The data folder {} cannot be locked ({e}); games will not be autosaved.",
                    paths.data.display()
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
        let path = paths.autosave_file(kind);
        let Ok(text) = std::fs::read_to_string(&path) else { return };
        let restored = SaveFile::parse(&text).and_then(|save| {
            self.tab_mut(kind).load_save(&save)?;
            Ok(save)
        });
        match restored {
            Ok(save) => {
                self.autosaved.insert(kind, save);
            }
            Err(e) => {
                let kept = match crate::store::set_aside(&path) {
                    Ok(bad) => format!("it was kept as {}", bad.display()),
                    Err(_) => "it was left in place".to_owned(),
                };
                self.notices.push(format!(
                    "The {} game from last time could not be restored: {e}. {}; a new game was started.",
                    kind.title(),
                    capitalised(&kept)
                ));
            }
        }
    }

    /// An app showing `screen` on its game's tab (for tests and headless
    /// use); call [`App::install_loaders`] on its context so pieces can be
    /// drawn.
    pub fn with_screen<V: GameView>(screen: GameScreen<V>) -> Self {
        let mut app = Self::default();
        app.put_screen(screen);
        app.tab = GameScreen::<V>::KIND;
        app
    }

    /// Puts `screen` in its game's place, replacing the screen there.
    pub fn put_screen<V: GameView>(&mut self, screen: GameScreen<V>) {
        let screen: Box<dyn GameTab> = Box::new(screen);
        let kind = screen.kind();
        match self.screens.iter_mut().find(|s| s.kind() == kind) {
            Some(slot) => *slot = screen,
            None => self.screens.push(screen),
        }
    }

    /// The screen of the game `V`.
    pub fn screen<V: GameView>(&self) -> Option<&GameScreen<V>> {
        self.screens.iter().find_map(|s| (s.as_ref() as &dyn Any).downcast_ref::<GameScreen<V>>())
    }

    /// The screen of the game `V`, to change.
    pub fn screen_mut<V: GameView>(&mut self) -> Option<&mut GameScreen<V>> {
        self.screens.iter_mut().find_map(|s| (s.as_mut() as &mut dyn Any).downcast_mut::<GameScreen<V>>())
    }

    /// The app with every game's bots answering within the frame that asks
    /// them (see [`App::set_bots_inline`]): what UI tests drive.
    pub fn with_bots_inline(mut self) -> Self {
        self.set_bots_inline(true);
        self
    }

    /// Makes every game's bots answer within the frame that asks them, so
    /// a test sees each answer at a known frame (see [`GameTab::set_bots_inline`]).
    pub fn set_bots_inline(&mut self, inline: bool) {
        for screen in &mut self.screens {
            screen.set_bots_inline(inline);
        }
    }

    /// Prepares `ctx` for the app: the image loaders the piece sprites
    /// need, the fonts (with card suits and die faces) and both themes'
    /// colours ([`crate::ui::theme`]).
    pub fn install_loaders(ctx: &egui::Context) {
        egui_extras::install_image_loaders(ctx);
        crate::ui::theme::install(ctx);
    }

    /// Draws the whole app into `ui` and handles its input.
    pub fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        let mut actions = Vec::new();
        if self.window_open() || self.modal_open() {
            keys::keyboard_elsewhere(&ctx);
        }
        if !self.current().is_some_and(|s| s.dialog_open())
            && !self.modal_open()
            && let Some(s) = shortcuts::take(&ctx)
        {
            actions.push(Action::from(s));
        }
        self.escape_closes_a_window(&ctx);
        egui::Panel::top("top-bar").show(ui, |ui| self.top_bar(ui, &mut actions));
        let mut side_panel = self.side_panel;
        self.current_mut().ui(ui, &mut side_panel);
        self.side_panel = side_panel;
        if self.about_open {
            self.about(&ctx);
        }
        if self.keys_open {
            self.keys(&ctx);
        }
        self.windows_ui(&ctx);
        self.export.show(&ctx);
        self.help.show(&ctx, &self.settings);
        self.welcome_ui(&ctx);
        for action in actions {
            self.apply(&ctx, action);
        }
        self.poll_file_dialog(&ctx);
        self.count_finished_games();
        self.autosave();
    }

    /// Opens the current tab's new-game dialog.
    fn open_new_game_dialog(&mut self) {
        self.current_mut().open_new_game();
    }

    /// Whether one of the app's windows (not a modal) is open: the keyboard
    /// is then the window's, not the board's.
    fn window_open(&self) -> bool {
        self.about_open
            || self.keys_open
            || self.windows.settings_open
            || self.windows.stats_open
            || self.export.is_open()
            || self.help.is_open()
    }

    /// Whether a modal dialog of the app (not of a tab) is open.
    fn modal_open(&self) -> bool {
        !self.notices.is_empty()
            || self.windows.confirm_reset
            || self.file.as_ref().is_some_and(FileRequest::in_app)
            || self.export.choosing_in_app()
            || self.welcome
    }

    /// The screen of `kind`; every kind has one (a missing one is made).
    fn tab_mut(&mut self, kind: GameKind) -> &mut dyn GameTab {
        let index = match self.screens.iter().position(|s| s.kind() == kind) {
            Some(index) => index,
            None => {
                self.screens.push(registry::screen(kind));
                self.screens.len() - 1
            }
        };
        self.screens[index].as_mut()
    }

    fn tabs_mut(&mut self) -> impl Iterator<Item = &mut Box<dyn GameTab>> {
        self.screens.iter_mut()
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

    /// Writes the settings; a failure is said once.
    pub fn store_settings(&mut self) {
        if let Some(paths) = &self.paths
            && let Err(e) = self.settings.save(&paths.settings_file())
        {
            self.notices.push(format!("The settings could not be written: {e}."));
        }
    }

    pub(super) fn store_stats(&mut self) {
        if let Some(paths) = &self.paths
            && let Err(e) = self.stats.save(&paths.stats_file())
            && !self.storage_failed
        {
            self.storage_failed = true;
            self.notices.push(format!("The statistics could not be written: {e}."));
        }
    }

    /// Counts every game that ended since the last frame, and writes the
    /// statistics at once.
    fn count_finished_games(&mut self) {
        let mut finished = Vec::new();
        for tab in self.tabs_mut() {
            finished.extend(tab.take_finished());
        }
        if finished.is_empty() {
            return;
        }
        // Another window may have counted games since: count on top of the
        // file, so neither window's games are lost.
        if let Some(paths) = &self.paths
            && !self.storage_failed
            && paths.stats_file().exists()
        {
            let (fresh, notice) = Stats::load(&paths.stats_file());
            self.stats = fresh;
            self.notices.extend(notice);
        }
        for f in finished {
            self.stats.add_game(&f.key, f.result);
            if let Some(won) = f.match_won {
                self.stats.add_match(&f.key, won);
            }
        }
        self.store_stats();
    }

    /// Saves every tab's game that changed since its last autosave.
    fn autosave(&mut self) {
        let Some(paths) = self.paths.clone() else { return };
        if !self.owns_autosaves() {
            return;
        }
        for kind in GameKind::ALL {
            let Ok(save) = self.tab_mut(kind).to_save() else { continue };
            if self.autosaved.get(&kind) == Some(&save) {
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
                        self.notices.push(format!(
                            "The game could not be autosaved to {}: {e}.",
                            paths.autosave_file(kind).display()
                        ));
                    }
                }
            }
        }
    }

    /// Writes the current tab's game to `path` (atomically).
    pub fn save_to(&mut self, path: &Path) {
        match self.current_mut().to_save() {
            Ok(save) => self.write_save(&save, path),
            Err(why) => self.notices.push(format!("This game cannot be saved: {why}.")),
        }
    }

    fn write_save(&mut self, save: &SaveFile, path: &Path) {
        let path = with_ron_extension(path);
        match write_atomic(&path, save.to_ron().as_bytes()) {
            Ok(()) => self.status = Some(format!("Saved to {}", path.display())),
            Err(e) => self.notices.push(format!("The game could not be saved to {}: {e}.", path.display())),
        }
    }

    /// Opens the save at `path` in its game's tab; on any problem the
    /// games stay as they were and a message says what is wrong.
    pub fn open_path(&mut self, path: &Path) {
        let loaded = SaveFile::read(path).and_then(|save| {
            self.tab_mut(save.game).load_save(&save).map_err(|e| save::cannot_open(path, &e))?;
            Ok(save.game)
        });
        match loaded {
            Ok(kind) => {
                self.tab = kind;
                self.status = Some(format!("Opened {}", path.display()));
            }
            Err(message) => self.notices.push(message),
        }
    }

    fn poll_file_dialog(&mut self, ctx: &egui::Context) {
        let Some(mut request) = self.file.take() else { return };
        let dialog = match &mut request {
            FileRequest::Save(_, d) | FileRequest::Open(d) => d,
        };
        match dialog.show(ctx) {
            DialogPoll::Open => self.file = Some(request),
            DialogPoll::Closed => {}
            DialogPoll::Failed(why) => self.notices.push(why),
            DialogPoll::Picked(path) => match request {
                FileRequest::Save(save, _) => self.write_save(&save, &path),
                FileRequest::Open(_) => self.open_path(&path),
            },
        }
    }

    fn apply(&mut self, ctx: &egui::Context, action: Action) {
        match action {
            // The tab asks before its Start replaces a game in progress.
            Action::NewGame => self.open_new_game_dialog(),
            Action::Save => match self.current_mut().to_save() {
                Ok(save) => {
                    let name = format!("{}.ron", save.game.file_stem());
                    let dialog =
                        PendingDialog::save_file(ctx, "Save the game", "Malice Table save", &["ron"], &name);
                    self.file = Some(FileRequest::Save(Box::new(save), dialog));
                }
                Err(why) => self.notices.push(format!("This game cannot be saved: {why}.")),
            },
            Action::Open => {
                let dialog =
                    PendingDialog::open_file(ctx, "Open a saved game", "Malice Table save", &["ron"]);
                self.file = Some(FileRequest::Open(dialog));
            }
            Action::Settings => self.windows.settings_open = true,
            Action::Hint => self.current_mut().request_hint(ctx),
            Action::Statistics => self.windows.stats_open = true,
            Action::Undo => self.current_mut().undo(),
            Action::Redo => self.current_mut().redo(),
            Action::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            Action::About => self.about_open = true,
            Action::Keys => self.keys_open = true,
            Action::ExportBoards => self.export.open(),
            Action::SidePanel => self.side_panel = !self.side_panel,
            Action::HowToPlay => self.help.open(self.tab),
            Action::Review => self.current_mut().review(ctx),
        }
    }

    /// The screen shown (every game has one from the start).
    fn current(&self) -> Option<&dyn GameTab> {
        self.screens.iter().find(|s| s.kind() == self.tab).map(|s| s.as_ref())
    }

    fn current_mut(&mut self) -> &mut dyn GameTab {
        self.tab_mut(self.tab)
    }

    fn can_undo(&self) -> bool {
        self.current().is_some_and(|s| s.can_undo())
    }

    fn can_redo(&self) -> bool {
        self.current().is_some_and(|s| s.can_redo())
    }

    fn top_bar(&mut self, ui: &mut Ui, actions: &mut Vec<Action>) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("File", |ui| file_menu(ui, actions));
            ui.menu_button("Edit", |ui| self.edit_menu(ui, actions));
            ui.menu_button("Game", |ui| self.game_menu(ui, actions));
            ui.menu_button("View", |ui| self.view_menu(ui, actions));
            ui.menu_button("Help", |ui| {
                let f1 = shortcuts::label(ui.ctx(), &shortcuts::HELP);
                if ui.add(egui::Button::new("How to play").shortcut_text(f1)).clicked() {
                    actions.push(Action::HowToPlay);
                }
                if ui.button("Keyboard controls").clicked() {
                    actions.push(Action::Keys);
                }
                if ui.button("About Malice Table").clicked() {
                    actions.push(Action::About);
                }
            });
        });
        // Wrapped, so a narrow window puts the buttons on a second line
        // instead of cutting them off.
        ui.horizontal_wrapped(|ui| {
            for kind in GameKind::ALL {
                ui.selectable_value(&mut self.tab, kind, egui::RichText::new(kind.title()).size(16.0));
            }
            ui.separator();
            self.toolbar(ui, actions);
            if let Some(status) = &self.status {
                ui.separator();
                ui.weak(status.as_str());
            }
        });
        ui.add_space(2.0);
    }

    fn edit_menu(&self, ui: &mut Ui, actions: &mut Vec<Action>) {
        let ctx = ui.ctx().clone();
        let key = |s| shortcuts::label(&ctx, s);
        let undo = egui::Button::new("Undo").shortcut_text(key(&shortcuts::UNDO));
        if ui.add_enabled(self.can_undo(), undo).clicked() {
            actions.push(Action::Undo);
        }
        let redo = egui::Button::new("Redo").shortcut_text(key(&shortcuts::REDO));
        if ui.add_enabled(self.can_redo(), redo).clicked() {
            actions.push(Action::Redo);
        }
    }

    /// The Game menu: a new game, a review of this one, a hint.
    fn game_menu(&self, ui: &mut Ui, actions: &mut Vec<Action>) {
        let ctx = ui.ctx().clone();
        let key = |s| shortcuts::label(&ctx, s);
        if ui.add(egui::Button::new("New game…").shortcut_text(key(&shortcuts::NEW_GAME))).clicked() {
            actions.push(Action::NewGame);
        }
        let can_review = self.current().is_some_and(|s| s.can_review());
        if ui.add_enabled(can_review, egui::Button::new("Review game")).clicked() {
            actions.push(Action::Review);
        }
        if ui.add(egui::Button::new("Hint").shortcut_text(key(&shortcuts::HINT))).clicked() {
            actions.push(Action::Hint);
        }
    }

    /// The View menu: the side panel, shown or hidden.
    fn view_menu(&self, ui: &mut Ui, actions: &mut Vec<Action>) {
        let text = if self.side_panel { "Hide side panel" } else { "Show side panel" };
        let keys = shortcuts::label(ui.ctx(), &shortcuts::SIDE_PANEL);
        if ui.add(egui::Button::new(text).shortcut_text(keys)).clicked() {
            actions.push(Action::SidePanel);
        }
    }

    /// The buttons under the menu: the game's actions and the files.
    fn toolbar(&self, ui: &mut Ui, actions: &mut Vec<Action>) {
        let ctx = ui.ctx().clone();
        let key = |s| shortcuts::label(&ctx, s);
        let new_tip = format!("Start a new game ({})", key(&shortcuts::NEW_GAME));
        if ui.button("New game").on_hover_text(new_tip).clicked() {
            actions.push(Action::NewGame);
        }
        let undo_tip = format!("Take back a move ({})", key(&shortcuts::UNDO));
        if ui.add_enabled(self.can_undo(), egui::Button::new("Undo")).on_hover_text(undo_tip).clicked() {
            actions.push(Action::Undo);
        }
        let redo_tip = format!("Replay a move ({} or {})", key(&shortcuts::REDO), key(&shortcuts::REDO_ALT));
        if ui.add_enabled(self.can_redo(), egui::Button::new("Redo")).on_hover_text(redo_tip).clicked() {
            actions.push(Action::Redo);
        }
        let hint_tip = format!("Show the hard bot's suggestion ({})", key(&shortcuts::HINT));
        if ui.button("Hint").on_hover_text(hint_tip).clicked() {
            actions.push(Action::Hint);
        }
        ui.separator();
        if ui.button("Save").on_hover_text(format!("Save the game ({})", key(&shortcuts::SAVE))).clicked() {
            actions.push(Action::Save);
        }
        if ui.button("Open").on_hover_text(format!("Open a saved game ({})", key(&shortcuts::OPEN))).clicked()
        {
            actions.push(Action::Open);
        }
        if ui.button("Settings").clicked() {
            actions.push(Action::Settings);
        }
        ui.separator();
        let panel_tip = format!("Show or hide the side panel ({})", key(&shortcuts::SIDE_PANEL));
        if ui.selectable_label(self.side_panel, "Panel").on_hover_text(panel_tip).clicked() {
            actions.push(Action::SidePanel);
        }
    }

    fn about(&mut self, ctx: &egui::Context) {
        let mut open = self.about_open;
        dialog::centred_window(ctx, "About Malice Table").open(&mut open).resizable(false).show(ctx, |ui| {
            ui.label(build_info::version_line());
            ui.label("Malice, Malefiz and Spite & Malice, with built-in bots.");
        });
        self.about_open = open;
    }

    /// Escape closes one of the app's windows (About, keyboard controls,
    /// statistics, settings, export), when no text field or modal has the
    /// keyboard; the key is used up, so the game under it does not see it.
    fn escape_closes_a_window(&mut self, ctx: &egui::Context) {
        if self.modal_open()
            || self.current().is_some_and(|s| s.dialog_open())
            || ctx.egui_wants_keyboard_input()
        {
            return;
        }
        let windows = [
            &mut self.about_open,
            &mut self.keys_open,
            &mut self.windows.stats_open,
            &mut self.windows.settings_open,
        ];
        let any = windows.iter().any(|w| **w) || self.export.is_open() || self.help.is_open();
        if !any || !ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape)) {
            return;
        }
        match windows.into_iter().find(|w| **w) {
            Some(open) => *open = false,
            None if self.export.is_open() => self.export.close(),
            None => self.help.close(),
        }
    }

    /// The first-launch welcome, until it is answered; the answer is kept
    /// so that it never comes back.
    fn welcome_ui(&mut self, ctx: &egui::Context) {
        if !self.welcome || !self.notices.is_empty() {
            return;
        }
        let Some(answer) = help::welcome(ctx, self.tab) else { return };
        self.welcome = false;
        self.settings.welcome_seen = true;
        self.store_settings();
        if answer == Welcome::ShowRules {
            self.help.open(self.tab);
        }
    }

    /// The keyboard controls: the boards' keys and the app's shortcuts.
    fn keys(&mut self, ctx: &egui::Context) {
        let key = |s| shortcuts::label(ctx, s);
        let rows: Vec<(String, &str)> = vec![
            ("Arrow keys".into(), "Move the board cursor (the first press shows it)"),
            ("Enter".into(), "Pick the piece or card under the cursor; play or place there"),
            ("Escape".into(), "Drop the selection; back out of placing a barricade"),
            ("Space".into(), "Roll the die (Malefiz)"),
            ("Enter or Space".into(), "Ready: show the next hand (Spite & Malice, two people)"),
            ("Escape".into(), "Put the result card away (Show result brings it back)"),
            ("Enter".into(), "In a dialog: its default button (Start, OK, New game)"),
            ("Tab".into(), "In a dialog: the next button or field"),
            ("Escape".into(), "Close the dialog or window on top"),
            (key(&shortcuts::HINT), "Show the hard bot's suggestion"),
            (key(&shortcuts::UNDO), "Take back a move"),
            (format!("{} or {}", key(&shortcuts::REDO), key(&shortcuts::REDO_ALT)), "Replay a move"),
            (key(&shortcuts::NEW_GAME), "New game"),
            (key(&shortcuts::SAVE), "Save the game"),
            (key(&shortcuts::OPEN), "Open a saved game"),
            (key(&shortcuts::SIDE_PANEL), "Show or hide the side panel"),
            (key(&shortcuts::HELP), "How to play: the rules of the game shown"),
            ("Page Up / Page Down".into(), "In How to play: the previous or next topic"),
            (key(&shortcuts::QUIT), "Quit (the game in progress is kept)"),
        ];
        let mut open = self.keys_open;
        dialog::centred_window(ctx, "Keyboard controls").open(&mut open).resizable(false).show(ctx, |ui| {
            egui::Grid::new("keyboard-controls").num_columns(2).spacing([18.0, 6.0]).striped(true).show(
                ui,
                |ui| {
                    for (keys, what) in &rows {
                        ui.label(egui::RichText::new(keys).strong());
                        ui.label(*what);
                        ui.end_row();
                    }
                },
            );
        });
        self.keys_open = open;
    }
}

/// The File menu: its entries in groups, a line between groups.
fn file_menu(ui: &mut Ui, actions: &mut Vec<Action>) {
    let ctx = ui.ctx().clone();
    let key = |s| Some(shortcuts::label(&ctx, s));
    let groups = [
        vec![
            ("New game…", key(&shortcuts::NEW_GAME), Action::NewGame),
            ("Open…", key(&shortcuts::OPEN), Action::Open),
            ("Save…", key(&shortcuts::SAVE), Action::Save),
        ],
        vec![("Export printable boards…", None, Action::ExportBoards)],
        vec![("Settings…", None, Action::Settings), ("Statistics…", None, Action::Statistics)],
        vec![("Quit", key(&shortcuts::QUIT), Action::Quit)],
    ];
    for (i, group) in groups.into_iter().enumerate() {
        if i > 0 {
            ui.separator();
        }
        for (text, shortcut, action) in group {
            let button = match shortcut {
                Some(keys) => egui::Button::new(text).shortcut_text(keys),
                None => egui::Button::new(text),
            };
            if ui.add(button).clicked() {
                actions.push(action);
            }
        }
    }
}

/// `game` → `game.ron`; a name that already ends in `.ron` stays.
fn with_ron_extension(path: &Path) -> PathBuf {
    if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("ron")) {
        path.to_path_buf()
    } else {
        let mut name = path.as_os_str().to_owned();
        name.push(".ron");
        PathBuf::from(name)
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// The key under which the window keeps its tab between launches.
pub const TAB_KEY: &str = "malice-table-tab";
/// The key under which the window keeps whether the side panel is shown.
pub const PANEL_KEY: &str = "malice-table-side-panel";
/// [`PANEL_KEY`]'s value while the side panel is shown.
const PANEL_SHOWN: &str = "shown";
/// [`PANEL_KEY`]'s value while the side panel is hidden.
const PANEL_HIDDEN: &str = "hidden";

impl eframe::App for App {
    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        storage.set_string(TAB_KEY, self.tab.file_stem().to_owned());
        let panel = if self.side_panel { PANEL_SHOWN } else { PANEL_HIDDEN };
        storage.set_string(PANEL_KEY, panel.to_owned());
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}
