//! What every game tab shares: the session at the table, looking back
//! through the log, undo and redo, driving the bots, and the side-panel
//! pieces that go with them.

use super::log_panel::{self, LogCommand};
use crate::core::session::TickEvent;
use crate::core::{Controller, Game, SeatIndex, Session};
use eframe::egui::{self, Context, RichText, Ui};
use std::time::Duration;

/// A request to the table, collected while drawing and applied after.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableCommand {
    /// Show the position after this many moves; `None` is the present.
    View(Option<usize>),
    /// Take back moves.
    Undo,
    /// Replay moves.
    Redo,
    /// Let paused bots play on.
    Resume,
}

/// What a game tab must offer the app shell.
pub trait GameTab {
    /// Draws the tab and handles its input.
    fn ui(&mut self, ui: &mut Ui);
    /// Opens the new-game dialog.
    fn open_new_game(&mut self);
    /// Takes back moves.
    fn undo(&mut self);
    /// Replays moves.
    fn redo(&mut self);
    /// Whether undo would do anything.
    fn can_undo(&self) -> bool;
    /// Whether redo would do anything.
    fn can_redo(&self) -> bool;
    /// Whether a dialog of the tab has the keyboard.
    fn dialog_open(&self) -> bool;
}

/// A game at the table, with the position being looked at.
pub struct Table<G: Game> {
    /// The game in progress.
    pub session: Session<G>,
    /// The ply being looked at, when not the present.
    pub viewing: Option<usize>,
    seen_ply: usize,
}

impl<G: Game> Table<G> {
    /// A table for `session`.
    pub fn new(session: Session<G>) -> Self {
        let seen_ply = session.history().cursor();
        Table { session, viewing: None, seen_ply }
    }

    /// Lets bots think and play, keeping the window repainting while they
    /// do. Returns the ply number of a move that was just played at the
    /// present (one new move since the last frame), to animate it.
    pub fn tick(&mut self, ctx: &Context) -> Option<usize> {
        let event = self.session.tick(|| {
            let ctx = ctx.clone();
            Box::new(move || ctx.request_repaint())
        });
        if event == TickEvent::Started || self.session.thinking().is_some() {
            ctx.request_repaint_after(Duration::from_millis(100));
        }
        let cursor = self.session.history().cursor();
        let fresh = (cursor == self.seen_ply + 1).then_some(cursor);
        self.seen_ply = cursor;
        fresh
    }

    /// The ply shown on the board.
    pub fn shown_ply(&self) -> usize {
        self.viewing.unwrap_or(self.session.history().cursor())
    }

    /// The state shown on the board.
    pub fn shown(&self) -> &G {
        self.session.history().state_at(self.shown_ply())
    }

    /// The legal moves a person may make now (none while looking back or
    /// while a bot is to move).
    pub fn human_moves(&self) -> Vec<G::Move> {
        let mut moves = Vec::new();
        if self.viewing.is_none() && self.session.human_to_move() {
            self.session.current().legal_moves(&mut moves);
        }
        moves
    }

    /// Applies a command; returns whether the position shown jumped (so
    /// selections and animations should be dropped).
    pub fn apply(&mut self, command: TableCommand) -> bool {
        match command {
            TableCommand::View(ply) => {
                self.viewing = ply.filter(|&p| p < self.session.history().cursor());
            }
            TableCommand::Undo => {
                self.session.undo();
                self.viewing = None;
            }
            TableCommand::Redo => {
                self.session.redo();
                self.viewing = None;
            }
            TableCommand::Resume => {
                self.session.resume();
                return false;
            }
        }
        self.seen_ply = self.session.history().cursor();
        true
    }

    /// Starts over with a new session.
    pub fn replace(&mut self, session: Session<G>) {
        *self = Table::new(session);
    }

    /// A line saying the board shows the past, with a way back. Returns
    /// whether it was shown.
    pub fn viewing_banner(&self, ui: &mut Ui, commands: &mut Vec<TableCommand>) -> bool {
        let Some(ply) = self.viewing else { return false };
        ui.horizontal(|ui| {
            let text = format!("Viewing the position after move {ply} — the game is paused here.");
            ui.label(RichText::new(text).strong());
            if ui.button("Return to present").on_hover_text("Escape").clicked() {
                commands.push(TableCommand::View(None));
            }
        });
        true
    }

    /// The status line for the present: who is to move, a thinking bot, or
    /// `over` once the game has ended. `hint` follows a person's name.
    pub fn status_line(
        &self,
        ui: &mut Ui,
        seat_label: &dyn Fn(SeatIndex) -> String,
        hint: &str,
        over: &str,
        commands: &mut Vec<TableCommand>,
    ) {
        ui.horizontal(|ui| match self.session.to_move() {
            Some((seat, Controller::Human)) => {
                ui.label(RichText::new(format!("{} to move", seat_label(seat))).strong());
                if !hint.is_empty() {
                    ui.label(hint);
                }
            }
            Some((seat, Controller::Bot(_))) if self.session.paused() => {
                ui.label(format!("{} to move. Bots are paused.", seat_label(seat)));
                if ui.button("Resume").clicked() {
                    commands.push(TableCommand::Resume);
                }
            }
            Some((seat, Controller::Bot(_))) => {
                ui.add(egui::Spinner::new());
                ui.label(RichText::new(format!("{} is thinking…", seat_label(seat))).strong());
            }
            None => {
                ui.label(RichText::new(over).strong());
            }
        });
    }

    /// A row of fixed height saying which bot is thinking, so the panel
    /// does not jump when one starts.
    pub fn thinking_row(&self, ui: &mut Ui, seat_label: &dyn Fn(SeatIndex) -> String) {
        ui.horizontal(|ui| {
            ui.set_min_height(22.0);
            if let Some((seat, _)) = self.session.thinking() {
                ui.add(egui::Spinner::new());
                ui.label(format!("{} is thinking…", seat_label(seat)));
            }
        });
    }

    /// Undo, Redo and New game buttons; returns whether New game was clicked.
    pub fn controls(&self, ui: &mut Ui, commands: &mut Vec<TableCommand>) -> bool {
        let mut new_game = false;
        ui.horizontal(|ui| {
            if ui.add_enabled(self.session.can_undo(), egui::Button::new("Undo")).clicked() {
                commands.push(TableCommand::Undo);
            }
            if ui.add_enabled(self.session.can_redo(), egui::Button::new("Redo")).clicked() {
                commands.push(TableCommand::Redo);
            }
            new_game = ui.button("New game…").clicked();
        });
        new_game
    }

    /// The move log; `mover(ply)` names who played move `ply + 1`.
    pub fn log(&self, ui: &mut Ui, mover: impl Fn(usize) -> String, commands: &mut Vec<TableCommand>) {
        self.log_with(ui, mover, str::to_owned, commands);
    }

    /// The move log with each line passed through `text` before it is shown.
    pub fn log_with(
        &self,
        ui: &mut Ui,
        mover: impl Fn(usize) -> String,
        text: impl Fn(&str) -> String,
        commands: &mut Vec<TableCommand>,
    ) {
        ui.label(RichText::new("Moves").strong());
        if let Some(LogCommand::View(ply)) =
            log_panel::show_with(ui, self.session.history(), self.viewing, mover, text)
        {
            commands.push(TableCommand::View(ply));
        }
    }

    /// Escape returns from looking back; returns whether it was used.
    pub fn escape_to_present(&self, ui: &Ui, commands: &mut Vec<TableCommand>) -> bool {
        if self.viewing.is_some() && ui.input(|i| i.key_pressed(egui::Key::Escape)) {
            commands.push(TableCommand::View(None));
            return true;
        }
        false
    }
}
