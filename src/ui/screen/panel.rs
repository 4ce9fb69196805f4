//! The side panel every game shares: the title, the game's seats (drawn by
//! its view), the thinking bot, Undo / Redo / New game, and the move log.

use super::view::{GameView, MoveOf, Scene, ScreenCommand, Turn};
use super::{GameScreen, TableCommand};
use crate::t;
use crate::ui::widgets::log_panel::{self, LogCommand};
use eframe::egui::{self, RichText, Ui};

/// The least height the move log is given: a short window (or a large
/// zoom) scrolls the whole panel rather than squeeze the log shut.
const LOG_MIN_HEIGHT: f32 = 90.0;

impl<V: GameView> GameScreen<V> {
    /// The panel: its parts, and the move log filling the height left. A
    /// panel taller than the window scrolls as a whole, the log keeping
    /// [`LOG_MIN_HEIGHT`].
    pub(super) fn side_panel(
        &mut self,
        ui: &mut Ui,
        turn: &Turn<V>,
        now: f64,
        commands: &mut Vec<ScreenCommand<V>>,
    ) {
        let full = ui.available_height();
        egui::ScrollArea::vertical().id_salt("side-panel").auto_shrink([false, true]).show(ui, |ui| {
            let top = ui.cursor().top();
            self.panel_parts(ui, turn, now, commands);
            let room = (full - (ui.cursor().top() - top)).max(LOG_MIN_HEIGHT);
            ui.allocate_ui(egui::vec2(ui.available_width(), room), |ui| self.move_log(ui, commands));
        });
    }

    /// Everything above the move log: the title, the seats, the thinking
    /// bot, the network, the buttons and the review.
    fn panel_parts(&mut self, ui: &mut Ui, turn: &Turn<V>, now: f64, commands: &mut Vec<ScreenCommand<V>>) {
        ui.add_space(4.0);
        ui.heading(V::title());
        ui.label(self.view.variant_title(self.table.session.current()));
        let prefs = self.prefs();
        let mut scene = Scene::new(&self.table, turn, now, (prefs, &self.options), commands);
        self.view.players(ui, &mut scene);
        let label = |seat| self.view.seat_label(&self.table, seat);
        self.table.thinking_row(ui, &label);
        self.online_panel(ui);
        self.controls(ui, commands);
        self.review_panel(ui, commands);
        ui.separator();
    }

    /// The move log under its heading; a click on a row looks back there.
    fn move_log(&self, ui: &mut Ui, commands: &mut Vec<ScreenCommand<V>>) {
        ui.label(RichText::new(t!("panel-moves")).strong());
        let history = self.table.session.history();
        let mover = |ply| self.view.log_mover(&self.table, ply);
        let reviewed = self.reviewer.review(history);
        let mark = |ply: usize| {
            let decision = reviewed?.decisions.iter().find(|d| d.ply == ply)?;
            Some(decision.mark?.symbol())
        };
        let line = |i: usize| {
            history.all().get(i).map_or_else(String::new, |ply| V::log_line(history.state_at(i), &ply.mv))
        };
        if let Some(LogCommand::View(ply)) =
            log_panel::show(ui, history, self.table.viewing, mover, line, mark)
        {
            commands.push(ScreenCommand::Table(TableCommand::View(ply)));
        }
    }

    /// Review game, its progress, or the review (see `review::panel`).
    fn review_panel(&self, ui: &mut Ui, commands: &mut Vec<ScreenCommand<V>>) {
        let history = self.table.session.history();
        let label = |seat| self.view.seat_label(&self.table, seat);
        let write = |ply: usize, mv: &MoveOf<V>| V::log_line(history.state_at(ply.saturating_sub(1)), mv);
        let done = self.reviewer.review(history);
        // Only a finished review's caption needs the sides.
        let sides = done.map_or_else(Vec::new, |_| super::review::sides(history.state_at(0)));
        let ask = super::review::panel(
            ui,
            self.review_offer(),
            self.reviewer.running(),
            done,
            super::review::Words { seat_label: &label, write: &write, sides: &sides },
            self.table.shown_ply(),
        );
        match ask {
            Some(super::review::PanelAsk::Start) => commands.push(ScreenCommand::Review(true)),
            Some(super::review::PanelAsk::Cancel) => commands.push(ScreenCommand::Review(false)),
            Some(super::review::PanelAsk::Show(ply)) => {
                let present = history.cursor();
                let view = (ply != present).then_some(ply);
                commands.push(ScreenCommand::Table(TableCommand::View(view)));
            }
            None => {}
        }
    }

    /// Undo, Redo and New game. Undo is enabled exactly when the toolbar's
    /// is (both ask [`GameScreen::undo_offer`]).
    fn controls(&self, ui: &mut Ui, commands: &mut Vec<ScreenCommand<V>>) {
        let session = &self.table.session;
        ui.horizontal_wrapped(|ui| {
            let offer = self.undo_offer();
            let undo = ui
                .add_enabled(offer.enabled(), egui::Button::new(t!("button-undo")))
                .on_hover_text(offer.tip());
            if undo.clicked() {
                commands.push(ScreenCommand::Table(TableCommand::Undo));
            }
            if ui.add_enabled(session.can_redo(), egui::Button::new(t!("button-redo"))).clicked() {
                commands.push(ScreenCommand::Table(TableCommand::Redo));
            }
            if ui.button(t!("action-new-game")).clicked() {
                commands.push(ScreenCommand::OpenNewGame);
            }
        });
    }
}

/// The grid a view lays its seats out in, `columns` wide: striped, and no
/// column wider than half the panel, so that a narrowed panel wraps long
/// names instead of being held wide by them.
pub fn seats_grid(ui: &Ui, id: &str, columns: usize) -> egui::Grid {
    egui::Grid::new(id).num_columns(columns).striped(true).max_col_width(ui.available_width() / 2.0)
}
