//! Boxes drawn over the board: the result banner at the end of a game (the
//! person may put it away and bring it back) and the short notes that
//! answer a refused move or undo.

use super::view::{GameView, Scene, ScreenCommand};
use crate::t;
use crate::ui::theme;
use eframe::egui::{self, Rect, RichText, Role, Sense, Ui, WidgetInfo};

impl<V: GameView> Scene<'_, V> {
    /// The result card at the end of a game: a box of `size` (at most) in
    /// the middle of `area`, holding `body`, with a × in its corner that
    /// puts it away (as Escape does) so the final position can be studied;
    /// the status line's "Show result" brings it back. Nothing is drawn
    /// while it is put away.
    pub fn result_banner(
        &mut self,
        ui: &mut Ui,
        area: Rect,
        size: egui::Vec2,
        body: impl FnOnce(&mut Ui, &mut Vec<ScreenCommand<V>>),
    ) {
        if self.result_hidden {
            return;
        }
        let size = egui::vec2(size.x.min(area.width()), size.y.min(area.height()));
        let rect = Rect::from_center_size(area.center(), size);
        let commands = &mut *self.commands;
        let card = ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
            egui::Frame::popup(ui.style())
                .inner_margin(16.0)
                .show(ui, |ui| {
                    ui.set_min_width(size.x - 32.0);
                    ui.vertical_centered(|ui| body(ui, commands));
                })
                .response
                .rect
        });
        let corner = card.inner.right_top() + egui::vec2(-16.0, 16.0);
        if close_button(ui, Rect::from_center_size(corner, egui::Vec2::splat(24.0))) {
            self.commands.push(ScreenCommand::ShowResult(false));
        }
    }
}

/// The result card's ×: a named button, so screen readers (and tests)
/// find it as "Close the result".
fn close_button(ui: &mut Ui, rect: Rect) -> bool {
    let response = ui.interact(rect, ui.scope_id().with("close-the-result"), Sense::click());
    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, close_result()));
    let visuals = ui.style().interact(&response);
    if response.hovered() || response.has_focus() {
        ui.painter().rect(rect, 4.0, visuals.weak_bg_fill, visuals.bg_stroke, egui::StrokeKind::Inside);
    }
    let font = egui::FontId::proportional(22.0);
    ui.painter().text(rect.center(), egui::Align2::CENTER_CENTER, "×", font, visuals.text_color());
    response.on_hover_text(t!("result-close-tip")).clicked()
}

/// The accessible name of the result card's ×.
pub fn close_result() -> String {
    t!("result-close")
}

/// The status line's button that brings the result card back.
pub fn show_result() -> String {
    t!("result-show")
}

/// "Show result", on the status line while the result card is put away.
pub(super) fn show_result_button<V: GameView>(ui: &mut Ui, commands: &mut Vec<ScreenCommand<V>>) {
    // Never squeezed: at the end of a wrapped row it moves to the next whole.
    let button = egui::Button::new(show_result()).wrap_mode(egui::TextWrapMode::Extend);
    if ui.add(button).on_hover_text(t!("result-show-tip")).clicked() {
        commands.push(ScreenCommand::ShowResult(true));
    }
}

/// The result card's buttons: "Start a new game" and "Review game".
pub fn new_game_button<V: GameView>(ui: &mut Ui, commands: &mut Vec<ScreenCommand<V>>) {
    ui.horizontal(|ui| {
        if ui.button(t!("result-new-game")).clicked() {
            commands.push(ScreenCommand::OpenNewGame);
        }
        if ui.button(t!("action-review")).on_hover_text(t!("review-tip-short")).clicked() {
            commands.push(ScreenCommand::Review(true));
        }
    });
}

/// A note in `rect`: light text on a dark box, readable on any board.
pub(super) fn note(ui: &mut Ui, rect: Rect, text: &str) {
    ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
        egui::Frame::popup(ui.style())
            .fill(theme::NOTE_FILL)
            .inner_margin(egui::Margin::symmetric(12, 8))
            .show(ui, |ui| {
                ui.set_max_width(rect.width() - 24.0);
                let response = ui.label(RichText::new(text).color(theme::NOTE_TEXT).size(15.0));
                super::speech::live(ui, &response);
            });
    });
}
