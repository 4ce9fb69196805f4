//! Boxes drawn over the board: the result banner at the end of a game and
//! the short notes that answer a refused move or undo.

use super::view::{GameView, ScreenCommand};
use crate::ui::theme;
use eframe::egui::{self, Rect, RichText, Ui};

/// A box of `size` (at most) in the middle of `area`, holding `body`.
pub fn result_banner(ui: &mut Ui, area: Rect, size: egui::Vec2, body: impl FnOnce(&mut Ui)) {
    let size = egui::vec2(size.x.min(area.width()), size.y.min(area.height()));
    let rect = Rect::from_center_size(area.center(), size);
    ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
        egui::Frame::popup(ui.style()).inner_margin(16.0).show(ui, |ui| {
            ui.set_min_width(size.x - 32.0);
            ui.vertical_centered(body);
        });
    });
}

/// The banner's "Start a new game" button.
pub fn new_game_button<V: GameView>(ui: &mut Ui, commands: &mut Vec<ScreenCommand<V>>) {
    if ui.button("Start a new game").clicked() {
        commands.push(ScreenCommand::OpenNewGame);
    }
}

/// A note in `rect`: light text on a dark box, readable on any board.
pub(super) fn note(ui: &mut Ui, rect: Rect, text: &str) {
    ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
        egui::Frame::popup(ui.style())
            .fill(theme::NOTE_FILL)
            .inner_margin(egui::Margin::symmetric(12, 8))
            .show(ui, |ui| {
                ui.set_max_width(rect.width() - 24.0);
                ui.label(RichText::new(text).color(theme::NOTE_TEXT).size(15.0));
            });
    });
}
