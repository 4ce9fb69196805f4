//! The app shell: the menu bar, the game tabs and the keyboard shortcuts.

use super::export_boards::ExportBoards;
use super::malefiz_tab::MalefizTab;
use super::malice_tab::MaliceTab;
use super::shortcuts::{self, Shortcut};
use super::spite_tab::SpiteTab;
use super::table::GameTab;
use crate::build_info;
use eframe::egui::{self, Ui};

/// The games, one tab each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Tab {
    /// Malice.
    #[default]
    Malice,
    /// Malefiz.
    Malefiz,
    /// Spite & Malice.
    Spite,
}

impl Tab {
    /// Every tab, in the order shown.
    pub const ALL: [Tab; 3] = [Tab::Malice, Tab::Malefiz, Tab::Spite];

    /// The tab's title.
    pub fn title(self) -> &'static str {
        match self {
            Tab::Malice => "Malice",
            Tab::Malefiz => "Malefiz",
            Tab::Spite => "Spite & Malice",
        }
    }
}

/// An app-wide action, from a menu, a button or a shortcut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Open the new-game dialog of the current tab.
    NewGame,
    /// Take back a move.
    Undo,
    /// Replay a move.
    Redo,
    /// Close the window.
    Quit,
    /// Show the About box.
    About,
    /// Open the window that writes the printable boards.
    ExportBoards,
}

impl From<Shortcut> for Action {
    fn from(s: Shortcut) -> Self {
        match s {
            Shortcut::NewGame => Action::NewGame,
            Shortcut::Undo => Action::Undo,
            Shortcut::Redo => Action::Redo,
            Shortcut::Quit => Action::Quit,
        }
    }
}

/// The whole app.
#[derive(Default)]
pub struct App {
    /// The tab shown.
    pub tab: Tab,
    /// The Malice tab.
    pub malice: MaliceTab,
    /// The Malefiz tab.
    pub malefiz: MalefizTab,
    /// The Spite & Malice tab.
    pub spite: SpiteTab,
    about_open: bool,
    export: ExportBoards,
}

impl App {
    /// The app as it opens in the window.
    pub fn new(cc: &eframe::CreationContext<'_>) -> Self {
        Self::install_loaders(&cc.egui_ctx);
        Self::default()
    }

    /// An app showing `malice` (for tests and headless use); call
    /// [`App::install_loaders`] on its context so pieces can be drawn.
    pub fn with_malice(malice: MaliceTab) -> Self {
        App { malice, ..Self::default() }
    }

    /// An app showing the Malefiz tab with `malefiz` (for tests).
    pub fn with_malefiz(malefiz: MalefizTab) -> Self {
        App { malefiz, tab: Tab::Malefiz, ..Self::default() }
    }

    /// An app showing the Spite & Malice tab with `spite` (for tests).
    pub fn with_spite(spite: SpiteTab) -> Self {
        App { spite, tab: Tab::Spite, ..Self::default() }
    }

    /// Registers the image loaders the piece sprites need.
    pub fn install_loaders(ctx: &egui::Context) {
        egui_extras::install_image_loaders(ctx);
    }

    /// Draws the whole app into `ui` and handles its input.
    pub fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        let mut actions = Vec::new();
        if !self.current().dialog_open()
            && let Some(s) = shortcuts::take(&ctx)
        {
            actions.push(Action::from(s));
        }
        egui::Panel::top("top-bar").show(ui, |ui| self.top_bar(ui, &mut actions));
        self.current_mut().ui(ui);
        if self.about_open {
            self.about(&ctx);
        }
        self.export.show(&ctx);
        for action in actions {
            self.apply(&ctx, action);
        }
    }

    fn apply(&mut self, ctx: &egui::Context, action: Action) {
        match action {
            Action::NewGame => self.current_mut().open_new_game(),
            Action::Undo => self.current_mut().undo(),
            Action::Redo => self.current_mut().redo(),
            Action::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            Action::About => self.about_open = true,
            Action::ExportBoards => self.export.open(),
        }
    }

    /// The tab shown.
    fn current(&self) -> &dyn GameTab {
        match self.tab {
            Tab::Malice => &self.malice,
            Tab::Malefiz => &self.malefiz,
            Tab::Spite => &self.spite,
        }
    }

    fn current_mut(&mut self) -> &mut dyn GameTab {
        match self.tab {
            Tab::Malice => &mut self.malice,
            Tab::Malefiz => &mut self.malefiz,
            Tab::Spite => &mut self.spite,
        }
    }

    fn can_undo(&self) -> bool {
        self.current().can_undo()
    }

    fn can_redo(&self) -> bool {
        self.current().can_redo()
    }

    fn top_bar(&mut self, ui: &mut Ui, actions: &mut Vec<Action>) {
        let ctx = ui.ctx().clone();
        let key = |s| shortcuts::label(&ctx, s);
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("File", |ui| {
                if ui.button("Export printable boards…").clicked() {
                    actions.push(Action::ExportBoards);
                }
            });
            ui.menu_button("Game", |ui| {
                if ui.add(egui::Button::new("New game…").shortcut_text(key(&shortcuts::NEW_GAME))).clicked()
                {
                    actions.push(Action::NewGame);
                }
                ui.separator();
                let undo = egui::Button::new("Undo").shortcut_text(key(&shortcuts::UNDO));
                if ui.add_enabled(self.can_undo(), undo).clicked() {
                    actions.push(Action::Undo);
                }
                let redo = egui::Button::new("Redo").shortcut_text(key(&shortcuts::REDO));
                if ui.add_enabled(self.can_redo(), redo).clicked() {
                    actions.push(Action::Redo);
                }
                ui.separator();
                if ui.add(egui::Button::new("Quit").shortcut_text(key(&shortcuts::QUIT))).clicked() {
                    actions.push(Action::Quit);
                }
            });
            ui.menu_button("Help", |ui| {
                if ui.button("About Malice Table").clicked() {
                    actions.push(Action::About);
                }
            });
        });
        ui.horizontal(|ui| {
            for tab in Tab::ALL {
                ui.selectable_value(&mut self.tab, tab, egui::RichText::new(tab.title()).size(16.0));
            }
            ui.separator();
            let new_tip = format!("Start a new game ({})", key(&shortcuts::NEW_GAME));
            if ui.button("New game").on_hover_text(new_tip).clicked() {
                actions.push(Action::NewGame);
            }
            let undo_tip = format!("Take back a move ({})", key(&shortcuts::UNDO));
            if ui.add_enabled(self.can_undo(), egui::Button::new("Undo")).on_hover_text(undo_tip).clicked() {
                actions.push(Action::Undo);
            }
            let redo_tip =
                format!("Replay a move ({} or {})", key(&shortcuts::REDO), key(&shortcuts::REDO_ALT));
            if ui.add_enabled(self.can_redo(), egui::Button::new("Redo")).on_hover_text(redo_tip).clicked() {
                actions.push(Action::Redo);
            }
        });
        ui.add_space(2.0);
    }

    fn about(&mut self, ctx: &egui::Context) {
        let mut open = self.about_open;
        egui::Window::new("About Malice Table").open(&mut open).collapsible(false).resizable(false).show(
            ctx,
            |ui| {
                ui.label(build_info::version_line());
                ui.label("Malice, Malefiz and Spite & Malice, with built-in bots.");
            },
        );
        self.about_open = open;
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}
