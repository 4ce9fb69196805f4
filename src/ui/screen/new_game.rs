//! The new-game dialog of a game's screen, and the question its Start asks
//! when a game is under way: the options come first, the question only
//! when they would replace progress not yet saved.

use super::GameScreen;
use super::view::{GameView, ScreenCommand};
use crate::t;
use crate::ui::widgets::dialog::Question;
use crate::ui::widgets::new_game::{self, DialogResult};
use crate::ui::words;
use eframe::egui::Context;

impl<V: GameView> GameScreen<V> {
    /// The new-game dialog, if open (or the question its Start asked);
    /// returns what Start asks for, once it may replace the game.
    pub(super) fn dialog_ui(&mut self, ctx: &Context) -> Option<ScreenCommand<V>> {
        if self.confirming.is_some() {
            return self.confirm_ui(ctx);
        }
        let dialog = self.dialog.as_mut()?;
        let ladder = Self::KIND.ladder();
        let lines =
            ladder.levels().map(|level| (level, words::level_line(ladder, level, V::rung_line(level))));
        V::seat_rows(dialog).set_level_lines(lines.collect());
        let view = &self.view;
        let error = &mut self.dialog_error;
        let id = format!("{}-new-game", Self::KIND.file_stem());
        let title = t!("new-game-title", game = V::title());
        let result = new_game::modal(ctx, &id, &title, |ui| {
            view.dialog_body(ui, dialog, error);
            let advice = V::seat_rows(dialog).advice_lines();
            if !advice.is_empty() {
                ui.add_space(6.0);
                for line in advice {
                    ui.label(line);
                }
            }
            if let Some(error) = error {
                ui.colored_label(ui.visuals().error_fg_color, error.as_str());
            }
        });
        match result {
            DialogResult::Open => None,
            DialogResult::Cancel => {
                self.dialog = None;
                None
            }
            DialogResult::Start => {
                let start = view.dialog_start(dialog);
                if self.ask_before_replacing && !self.replace_agreed && self.unsaved_progress() {
                    self.confirming = Some(start);
                    None
                } else {
                    Some(start)
                }
            }
        }
    }

    /// "Start a new game?" over a game in progress: yes gives the Start
    /// that asked; no (or Escape) keeps the game and closes the dialog.
    fn confirm_ui(&mut self, ctx: &Context) -> Option<ScreenCommand<V>> {
        let question = Question {
            id: "confirm-new-game",
            title: t!("new-game-confirm-title"),
            body: t!("new-game-confirm-body"),
            yes: t!("new-game-confirm-yes"),
            no: t!("new-game-confirm-no"),
        };
        if question.ask(ctx)? {
            self.confirming.take()
        } else {
            self.confirming = None;
            self.dialog = None;
            None
        }
    }
}
