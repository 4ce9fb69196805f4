//! What the status line says after "… to move": the view's hint, or why
//! the person's last attempt was refused.

use eframe::egui::{RichText, Ui};

/// The second part of the status line for a person to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint<'a> {
    /// What to do next (may be empty).
    Plain(&'a str),
    /// Why the last attempt was refused, in the engine's words; it stays
    /// until the next action.
    Refusal(&'a str),
}

impl Hint<'_> {
    /// Adds the hint to the status line.
    pub fn show(self, ui: &mut Ui) {
        match self {
            Hint::Plain("") => {}
            Hint::Plain(text) => {
                ui.label(text);
            }
            Hint::Refusal(why) => {
                let colour = ui.visuals().warn_fg_color;
                ui.label(RichText::new(why).color(colour).strong());
            }
        }
    }
}
