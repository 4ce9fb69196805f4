//! The app shell: the App, its tabs (one screen per game) and its frame.
//! The rooms around it: the table of actions (`actions`) drawn as menus,
//! toolbar and keyboard controls (`menus`), the file dialogs (`files`),
//! what is kept between launches (`storage`) and the app's own windows
//! (`windows`) and its sounds (`sound`).

mod actions;
mod crash_notice;
mod files;
mod hosting;
mod menus;
pub mod online;
mod players;
mod practice;
mod settings;
mod sound;
mod status;
mod storage;
mod top_bar;
mod windows;

pub use actions::{Action, Entry, MenuLabel, Offer};
pub use crash_notice::CrashNotice;
pub use status::StatusLine;
pub use storage::{PANEL_KEY, TAB_KEY};

use super::export_boards::ExportBoards;
use super::help::HowToPlay;
use super::registry;
use super::screen::{GameScreen, GameTab, GameView};
use super::widgets::keys;
use crate::games::GameKind;
use crate::store::exercises::Exercises;
use crate::store::lock::FolderLock;
use crate::store::people::People;
use crate::store::save::SaveFile;
use crate::store::settings::Settings;
use crate::store::{Paths, Stats};
use eframe::egui::{self, Ui};
use files::FileRequest;
use std::any::Any;
use std::collections::BTreeMap;
use std::path::PathBuf;

impl Default for App {
    fn default() -> Self {
        App {
            tab: GameKind::ALL[0],
            screens: registry::screens(),
            settings: Settings::default(),
            stats: Stats::default(),
            people: People::default(),
            exercises: Exercises::default(),
            paths: None,
            notices: Vec::new(),
            status: None,
            status_over: None,
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
            online: online::OnlineWindow::default(),
            sounds: sound::Sounds::default(),
            min_size_zoom: None,
            language_shown: None,
            crash_trigger: crate::report::crash::Trigger::from_env(),
            crash_found: None,
            notices_logged: 0,
            folder_opener: crate::report::open_folder,
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
    /// The coach's record of every person's games.
    pub people: People,
    /// The exercises made from the people's mistakes.
    pub exercises: Exercises,
    /// Where settings, autosaves and statistics live; `None` keeps
    /// everything in memory (tests).
    pub paths: Option<Paths>,
    /// Messages waiting to be read, oldest first.
    pub notices: Vec<String>,
    /// A short confirmation in the top bar ("Saved to …"), worded when drawn.
    pub status: Option<StatusLine>,
    /// The game the status line was said over (see [`App::tell`]).
    status_over: Option<status::Said>,
    windows: windows::Windows,
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
    /// The Play online window.
    pub online: online::OnlineWindow,
    /// The table's sounds: the player and what was asked of it.
    sounds: sound::Sounds,
    /// The zoom the window's smallest size was last given at.
    min_size_zoom: Option<f32>,
    /// The language the last frame was drawn in.
    language_shown: Option<crate::i18n::Language>,
    /// The crash a debug build was asked for (`MALICE_TABLE_CRASH`).
    crash_trigger: crate::report::crash::Trigger,
    /// The report of the crash that closed the last launch, until its
    /// notice is answered.
    pub crash_found: Option<CrashNotice>,
    /// How many of [`App::notices`] are in the log already.
    notices_logged: usize,
    /// What opens a folder in the file manager (tests put their own).
    folder_opener: fn(&std::path::Path) -> std::io::Result<()>,
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
                crate::i18n::set(app.settings.language());
                app.notices.push(crate::t!("no-home-folder"));
                app
            }
        };
        app.apply_theme(&cc.egui_ctx);
        // The machine's output, opened on a thread of its own at the first sound.
        app.set_sound_player(crate::sound::player::SoundPlayer::system());
        app.apply_zoom(&cc.egui_ctx);
        if let Some(storage) = cc.storage {
            app.restore_window_state(storage);
        }
        if let Some(path) = open {
            app.open_path(&path);
        }
        app
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
    /// need, the fonts (with card suits and die faces), both themes'
    /// colours ([`crate::ui::theme`]), and the zoom keys left to the app.
    pub fn install_loaders(ctx: &egui::Context) {
        egui_extras::install_image_loaders(ctx);
        crate::ui::theme::install(ctx);
        // The zoom keys are the app's actions (kept in the settings), not
        // egui's own.
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
    }

    /// Draws the whole app into `ui` and handles its input. A panic on the
    /// way is caught: every game is autosaved, the crash report written
    /// (naming them), and the panic goes on to close the window.
    pub fn show(&mut self, ui: &mut Ui) {
        if let Err(panic) = crate::report::crash::in_frame(|| self.show_frame(ui)) {
            let saved = self.rescue_games();
            crate::report::crash::report_caught(&saved);
            std::panic::resume_unwind(panic);
        }
    }

    /// One frame of the app.
    fn show_frame(&mut self, ui: &mut Ui) {
        self.speak_the_language();
        let ctx = ui.ctx().clone();
        let mut actions = Vec::new();
        if self.window_open() || self.modal_open() {
            keys::keyboard_elsewhere(&ctx);
        }
        actions.extend(self.take_shortcut(&ctx));
        self.escape_closes_a_window(&ctx);
        egui::Panel::top("top-bar").show(ui, |ui| self.top_bar(ui, &mut actions));
        let mut side_panel = self.side_panel;
        self.current_mut().ui(ui, &mut side_panel);
        self.side_panel = side_panel;
        self.play_sounds();
        self.windows_ui(&ctx);
        self.export.show(&ctx);
        self.help.show(&ctx, &self.settings);
        self.welcome_ui(&ctx);
        for action in actions {
            self.apply(&ctx, action);
        }
        self.poll_file_dialog(&ctx);
        self.apply_zoom(&ctx);
        self.count_finished_games(&ctx);
        self.practice_tick();
        self.forget_stale_status();
        self.crash_trigger.tick();
        self.autosave();
    }

    /// Speaks the person's language, live: a change in the settings shows
    /// at once, and the seats' default names at every table follow it.
    fn speak_the_language(&mut self) {
        let language = self.settings.language();
        crate::i18n::set(language);
        if self.language_shown.is_some_and(|shown| shown != language) {
            let settings = self.settings.clone();
            for tab in self.tabs_mut() {
                tab.reword_seats(&settings);
            }
        }
        self.language_shown = Some(language);
    }

    /// This frame's shortcut, as far as its keys reach. The new-game
    /// dialog, until its Start has asked anything, does not hold the
    /// app's keys: Ctrl+O there closes it (nothing was started, so nothing
    /// is lost) and opens a save, as a person expects; Ctrl+N leaves it up.
    fn take_shortcut(&mut self, ctx: &egui::Context) -> Option<Action> {
        let form = self.current().is_some_and(|s| s.new_game_form_open());
        let up = (self.current().is_some_and(|s| s.dialog_open()) && !form) || self.modal_open();
        let action = actions::take_shortcut(ctx, up)?;
        if form && action == Action::NewGame {
            return None;
        }
        if form && action.entry().reach == actions::KeysReach::App {
            self.current_mut().close_new_game_form();
        }
        Some(action)
    }

    /// The screen of `kind`, to change; every kind has one (a missing one
    /// is made).
    pub fn tab_mut(&mut self, kind: GameKind) -> &mut dyn GameTab {
        let index = match self.screens.iter().position(|s| s.kind() == kind) {
            Some(index) => index,
            None => {
                self.screens.push(registry::screen(kind));
                self.screens.len() - 1
            }
        };
        self.screens[index].as_mut()
    }

    /// Every game's screen, to change.
    fn tabs_mut(&mut self) -> impl Iterator<Item = &mut Box<dyn GameTab>> {
        self.screens.iter_mut()
    }

    /// The screen of `kind` (every game has one from the start).
    pub fn tab_screen(&self, kind: GameKind) -> Option<&dyn GameTab> {
        self.screens.iter().find(|s| s.kind() == kind).map(|s| s.as_ref())
    }

    /// The screen of the tab shown (every game has one from the start).
    pub fn current(&self) -> Option<&dyn GameTab> {
        self.tab_screen(self.tab)
    }

    /// The screen of the tab shown, to change (made if it is missing).
    fn current_mut(&mut self) -> &mut dyn GameTab {
        self.tab_mut(self.tab)
    }
}

impl eframe::App for App {
    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.keep_window_state(storage);
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}
