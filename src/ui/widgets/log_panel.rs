//! The move log: one row per move in the game's notation; clicking a row
//! shows the position after it.

use crate::core::{Game, History};
use eframe::egui::{self, RichText, Ui};

/// What the player asked of the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogCommand {
    /// Show the position after this many moves; `None` returns to the present.
    View(Option<usize>),
}

/// Draws the log of `history`. `viewing` is the ply being looked at, if not
/// the present; `mover(ply)` names who played move `ply + 1`.
pub fn show<G: Game>(
    ui: &mut Ui,
    history: &History<G>,
    viewing: Option<usize>,
    mover: impl Fn(usize) -> String,
) -> Option<LogCommand> {
    show_with(ui, history, viewing, mover, str::to_owned)
}

/// Like [`show`], with each log line passed through `shown_as` first (e.g. to
/// spell suit symbols the fonts cannot draw in ASCII).
pub fn show_with<G: Game>(
    ui: &mut Ui,
    history: &History<G>,
    viewing: Option<usize>,
    mover: impl Fn(usize) -> String,
    shown_as: impl Fn(&str) -> String,
) -> Option<LogCommand> {
    let mut command = None;
    let present = history.cursor();
    let shown = viewing.unwrap_or(present);
    egui::ScrollArea::vertical().auto_shrink([false, false]).stick_to_bottom(true).show(ui, |ui| {
        if ui.selectable_label(shown == 0, "Start position").clicked() {
            command = Some(LogCommand::View(if present == 0 { None } else { Some(0) }));
        }
        for (i, ply) in history.all().iter().enumerate() {
            let n = i + 1;
            let undone = n > present;
            let who = mover(i);
            let line = shown_as(&ply.log);
            let text =
                if who.is_empty() { format!("{n:>3}. {line}") } else { format!("{n:>3}. {who:<8} {line}") };
            let mut rich = RichText::new(text).monospace();
            if undone {
                rich = rich.weak().italics();
            }
            let response = ui.add_enabled(!undone, egui::Button::selectable(shown == n, rich));
            if response.clicked() {
                command = Some(LogCommand::View(if n == present { None } else { Some(n) }));
            }
        }
    });
    command
}
