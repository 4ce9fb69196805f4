//! The side panel every game shares: the title, the game's seats (drawn by
//! its view), the thinking bot, Undo / Redo / New game, and the move log.

use super::view::{GameView, Scene, ScreenCommand, Turn};
use super::{GameScreen, TableCommand};
use crate::ui::widgets::log_panel::{self, LogCommand};
use eframe::egui::{self, RichText, Ui};

impl<V: GameView> GameScreen<V> {
    pub(super) fn side_panel(
        &mut self,
        ui: &mut Ui,
        turn: &Turn<V>,
        now: f64,
        commands: &mut Vec<ScreenCommand<V>>,
    ) {
        ui.add_space(4.0);
        ui.heading(Self::KIND.title());
        let prefs = self.prefs();
        let mut scene = Scene::new(&self.table, turn, now, prefs, commands);
        self.view.players(ui, &mut scene);
        let label = |seat| self.view.seat_label(&self.table, seat);
        self.table.thinking_row(ui, &label);
        self.controls(ui, commands);
        ui.separator();
        ui.label(RichText::new("Moves").strong());
        let history = self.table.session.history();
        let mover = |ply| self.view.log_mover(&self.table, ply);
        if let Some(LogCommand::View(ply)) =
            log_panel::show_with(ui, history, self.table.viewing, mover, V::log_text)
        {
            commands.push(ScreenCommand::Table(TableCommand::View(ply)));
        }
    }

    /// Undo, Redo and New game. Undo stays clickable when the game itself
    /// forbids going back, so that a click says why.
    fn controls(&self, ui: &mut Ui, commands: &mut Vec<ScreenCommand<V>>) {
        let session = &self.table.session;
        ui.horizontal_wrapped(|ui| {
            let can = session.can_undo();
            let refusal = if can { None } else { self.view.undo_refusal(&self.table) };
            let undo = ui.add_enabled(can || refusal.is_some(), egui::Button::new("Undo"));
            let undo = match refusal {
                Some(reason) => undo.on_hover_text(format!("Can't undo further: {reason}.")),
                None => undo.on_hover_text("Take back your last move"),
            };
            if undo.clicked() {
                commands.push(ScreenCommand::Table(TableCommand::Undo));
            }
            if ui.add_enabled(session.can_redo(), egui::Button::new("Redo")).clicked() {
                commands.push(ScreenCommand::Table(TableCommand::Redo));
            }
            if ui.button("New game…").clicked() {
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
