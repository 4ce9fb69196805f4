//! What the status line says after "… to move": the view's prompt, or
//! why the person's last attempt was refused.

use eframe::egui::{RichText, Ui};

/// The second part of the status line for a person to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prompt<'a> {
    /// What to do next (may be empty).
    Plain(&'a str),
    /// Why the last attempt was refused, in the engine's words; it stays
    /// until the next action.
    Refusal(&'a str),
}

impl Prompt<'_> {
    /// Adds the prompt to the status line.
    pub fn show(self, ui: &mut Ui) {
        match self {
            Prompt::Plain("") => {}
            Prompt::Plain(text) => {
                ui.label(text);
            }
            Prompt::Refusal(why) => {
                let colour = ui.visuals().warn_fg_color;
                let response = ui.label(RichText::new(why).color(colour).strong());
                super::speech::live(ui, &response);
            }
        }
    }
}
