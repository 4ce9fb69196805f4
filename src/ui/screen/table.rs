//! The game at the table: the session, looking back through the log, undo
//! and redo, driving the bots and the hint, and the status lines that go
//! with them.

use super::status;
use crate::core::bot::JobState;
use crate::core::session::{Pace, TickEvent};
use crate::core::{BotJob, Controller, Game, Outcome, SeatIndex, Session};
use crate::games::GameKind;
use crate::store::settings::Settings;
use crate::store::stats::{self, Result as StatsResult, StatsKey};
use crate::t;
use crate::ui::widgets::seat_names::SeatNames;
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

/// A finished game, for the statistics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    /// Which line it counts on.
    pub key: StatsKey,
    /// How the game went for the first person at the table.
    pub result: StatsResult,
    /// For a game that ended a match: whether that person won the match.
    pub match_won: Option<bool>,
    /// Who sat where, for the coach's records.
    pub seats: Vec<crate::core::Seat>,
    /// How it ended.
    pub outcome: Outcome,
}

/// Watches one table for the end of its game so it is counted once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EndWatch {
    counted: bool,
}

impl EndWatch {
    /// A watch for a game that may already be over (a restored save): an
    /// ended game counts only if it ends while watched.
    pub fn new<G: Game>(session: &Session<G>) -> Self {
        EndWatch { counted: session.current().outcome().is_some() }
    }

    /// The outcome, the first time the game is seen over.
    pub fn check<G: Game>(&mut self, session: &Session<G>) -> Option<Outcome> {
        let outcome = session.current().outcome()?;
        if self.counted {
            return None;
        }
        self.counted = true;
        Some(outcome)
    }

    /// The statistics entry for a finished game of `kind`.
    pub fn finished(
        kind: GameKind,
        variant: String,
        seats: &[crate::core::Seat],
        outcome: &Outcome,
    ) -> Option<Finished> {
        let key = StatsKey::for_table(kind, variant, seats)?;
        let result = stats::result_for(seats, outcome)?;
        Some(Finished { key, result, match_won: None, seats: seats.to_vec(), outcome: *outcome })
    }
}

/// The seats a new game offers by default: the player first, then bots of
/// `level` or, for hot-seat play, more people; named by [`SeatNames`].
pub fn default_seats(settings: &Settings, level: crate::core::Level, count: usize) -> Vec<crate::core::Seat> {
    use crate::store::settings::Opponent;
    let others = match settings.opponent {
        Opponent::Human => Controller::Human,
        Opponent::Bot => Controller::Bot(level),
    };
    let controllers: Vec<Controller> =
        (0..count.max(2)).map(|i| if i == 0 { Controller::Human } else { others }).collect();
    SeatNames::from_settings(settings).seats(&controllers)
}

/// The seat that made ply `ply` (none for the start).
fn mover_at(ply: usize, mover: impl Fn(usize) -> Option<SeatIndex>) -> Option<(SeatIndex, usize)> {
    if ply == 0 { None } else { mover(ply).map(|seat| (seat, ply)) }
}

/// Whether the game at this table is under way.
pub fn under_way<G: Game>(session: &Session<G>) -> bool {
    session.history().cursor() > 0 && session.current().outcome().is_none()
}

/// A game at the table, with the position being looked at.
pub struct Table<G: Game> {
    /// The game in progress.
    pub session: Session<G>,
    /// The ply being looked at, when not the present.
    pub viewing: Option<usize>,
    seen_ply: usize,
    hint_job: Option<BotJob<G>>,
    /// The strongest bot's advice, with the ply it is for.
    hint: Option<(usize, G::Move)>,
}

impl<G: Game> Table<G> {
    /// A table for `session`.
    pub fn new(session: Session<G>) -> Self {
        let seen_ply = session.history().cursor();
        Table { session, viewing: None, seen_ply, hint_job: None, hint: None }
    }

    /// Lets bots think and play as far as `pace` allows, keeping the
    /// window repainting while they do. Returns the ply number of a move
    /// that was just played at the present (one new move since the last
    /// frame), to animate it.
    pub fn tick(&mut self, ctx: &Context, pace: Pace) -> Option<usize> {
        let event = self.session.tick(pace, || {
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

    /// The moves to keep marked on the board, as ply numbers (the move that
    /// made ply `p` is `history.all()[p - 1]`) with the seat that made each:
    /// the latest move of every other seat since the seat now to move last
    /// moved (before the part of its turn it has just played, such as a
    /// roll), oldest first. While looking back (or once the game is over)
    /// only the move that made the shown position.
    pub fn recent_moves(&self) -> Vec<(SeatIndex, usize)> {
        let history = self.session.history();
        let mover = |ply: usize| history.state_at(ply - 1).to_move();
        let present = self.viewing.is_none();
        let Some(me) = self.session.current().to_move().filter(|_| present) else {
            let ply = self.shown_ply();
            return mover_at(ply, mover).into_iter().collect();
        };
        let mut marks: Vec<(SeatIndex, usize)> = Vec::new();
        for ply in (1..=history.cursor()).rev() {
            let Some(seat) = mover(ply) else { continue };
            if seat == me && !marks.is_empty() {
                break;
            }
            if seat == me {
                continue;
            }
            if !marks.iter().any(|(s, _)| *s == seat) {
                marks.push((seat, ply));
            }
        }
        marks.reverse();
        marks
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

    /// Asks the strongest bot what the person to move should play (shown, never
    /// played). Does nothing while looking at the past or on a bot's turn.
    pub fn request_hint(&mut self, ctx: &Context) {
        let ply = self.session.history().cursor();
        let busy = self.hint_job.as_ref().is_some_and(|j| j.ply == ply);
        let known = self.hint.as_ref().is_some_and(|(p, _)| *p == ply);
        if self.viewing.is_some() || busy || known {
            return;
        }
        let ctx = ctx.clone();
        self.hint_job = self.session.start_hint(Box::new(move || ctx.request_repaint()));
    }

    /// The advice for the present position, once the bot has it.
    pub fn hint(&mut self) -> Option<&G::Move> {
        let ply = self.session.history().cursor();
        if let Some(job) = &self.hint_job {
            match job.poll() {
                JobState::Thinking if job.ply == ply => {}
                JobState::Done(mv) if job.ply == ply => {
                    self.hint = Some((ply, mv));
                    self.hint_job = None;
                }
                _ => self.hint_job = None,
            }
        }
        match &self.hint {
            Some((p, mv)) if *p == ply && self.viewing.is_none() => Some(mv),
            _ => None,
        }
    }

    /// The advice last received, if it is for the present position.
    pub fn current_hint(&self) -> Option<&G::Move> {
        let ply = self.session.history().cursor();
        self.hint.as_ref().filter(|(p, _)| *p == ply).map(|(_, mv)| mv)
    }

    /// Whether the hint bot is still thinking about the present position.
    pub fn hint_pending(&self) -> bool {
        self.hint_job.as_ref().is_some_and(|j| j.ply == self.session.history().cursor())
    }

    /// Starts over with a new session.
    pub fn replace(&mut self, session: Session<G>) {
        *self = Table::new(session);
    }

    /// Whether bots answer within the frame that asks them.
    pub fn bots_inline(&self) -> bool {
        self.session.bots_inline()
    }

    /// Makes bots (and hints) answer within the frame that asks them, so a
    /// test sees every answer at a known frame; or on their worker thread.
    pub fn set_bots_inline(&mut self, inline: bool) {
        self.session.set_bots_inline(inline);
    }

    /// A line saying the board shows the past, with a way back. Returns
    /// whether it was shown.
    pub fn viewing_banner(&self, ui: &mut Ui, commands: &mut Vec<TableCommand>) -> bool {
        let Some(ply) = self.viewing else { return false };
        // Wrapped, so that a narrow window shows all of it rather than
        // widening the table past the window's edge.
        ui.horizontal_wrapped(|ui| {
            let text = t!("viewing-past", ply = ply);
            ui.label(RichText::new(text).strong());
            if ui.button(t!("return-to-present")).on_hover_text(t!("key-escape")).clicked() {
                commands.push(TableCommand::View(None));
            }
        });
        true
    }

    /// The seat whose move the board is still showing (`animating`), when
    /// nobody at this screen made it (a bot, a friend elsewhere): until it
    /// lands, the person is not yet told it is their move.
    pub fn still_moving(&self, animating: bool) -> Option<SeatIndex> {
        if !animating || self.viewing.is_some() {
            return None;
        }
        let history = self.session.history();
        let seat = history.state_at(history.cursor().checked_sub(1)?).to_move()?;
        let controller = self.session.seats.get(seat)?.controller;
        (controller != Controller::Human).then_some(seat)
    }

    /// The status line for the present: who is to move, a thinking bot, a
    /// bot's or a friend's move still `moving` on the board, or `over` once
    /// the game has ended. `prompt` follows a person's name. It is drawn
    /// into `ui`, a wrapped row, so that it wraps in a narrow window.
    pub fn status_line(
        &self,
        ui: &mut Ui,
        seat_label: &dyn Fn(SeatIndex) -> String,
        (prompt, moving): (status::Prompt<'_>, Option<SeatIndex>),
        over: &str,
        commands: &mut Vec<TableCommand>,
    ) {
        let to_move = self.session.to_move();
        let moving = moving.filter(|_| matches!(to_move, Some((_, Controller::Human))));
        if let Some(seat) = moving {
            ui.add(egui::Spinner::new());
            ui.label(RichText::new(t!("status-moving", seat = seat_label(seat))).strong());
            return;
        }
        match to_move {
            Some((seat, Controller::Human)) => {
                ui.label(RichText::new(t!("status-to-move", seat = seat_label(seat))).strong());
                prompt.show(ui);
            }
            Some((seat, Controller::Bot(_))) if self.session.paused() => {
                ui.label(t!("status-bots-paused", seat = seat_label(seat)));
                if ui.button(t!("button-resume")).clicked() {
                    commands.push(TableCommand::Resume);
                }
            }
            Some((seat, Controller::Bot(_))) => {
                ui.add(egui::Spinner::new());
                ui.label(RichText::new(t!("status-thinking", seat = seat_label(seat))).strong());
            }
            Some((seat, Controller::Remote)) => {
                ui.add(egui::Spinner::new());
                ui.label(RichText::new(t!("status-remote", seat = seat_label(seat))).strong());
            }
            None => {
                ui.label(RichText::new(over).strong());
            }
        }
    }

    /// A row of fixed height saying which bot is thinking, so the panel
    /// does not jump when one starts.
    pub fn thinking_row(&self, ui: &mut Ui, seat_label: &dyn Fn(SeatIndex) -> String) {
        ui.horizontal(|ui| {
            ui.set_min_height(22.0);
            if let Some((seat, _)) = self.session.thinking() {
                ui.add(egui::Spinner::new());
                ui.label(t!("status-thinking", seat = seat_label(seat)));
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Seat;
    use crate::games::malefiz::{Board, Colour, Malefiz};

    /// Four people on the classic board, after `plies` first-legal moves.
    fn table_after(plies: usize) -> Table<Malefiz> {
        let colours = [Colour::Red, Colour::Green, Colour::Yellow, Colour::Blue];
        let game = Malefiz::new(Board::classic(), &colours, None, 3).expect("a four-colour game");
        let seats = (1..=4).map(|i| Seat::human(format!("P{i}"))).collect();
        let mut session = Session::new(game, seats, 3, <Malefiz as crate::games::Bots>::BOTS);
        for _ in 0..plies {
            let mut moves = Vec::new();
            session.current().legal_moves(&mut moves);
            let first = moves.into_iter().next().expect("a legal move");
            session.play(first).expect("legal");
        }
        Table::new(session)
    }

    #[test]
    fn the_others_latest_moves_stay_marked_until_the_movers_turn() {
        // Each colour rolled and moved (8 plies), then red rolled again:
        // green's, yellow's and blue's moves are marked, not red's roll.
        let table = table_after(9);
        assert_eq!(table.recent_moves(), vec![(1, 4), (2, 6), (3, 8)]);
        // Once red has moved, green to roll: red's move is the newest mark.
        let table = table_after(10);
        assert_eq!(table.recent_moves(), vec![(2, 6), (3, 8), (0, 10)]);
    }

    #[test]
    fn looking_back_marks_only_the_move_that_made_the_position() {
        let mut table = table_after(9);
        table.apply(TableCommand::View(Some(5)));
        assert_eq!(table.recent_moves(), vec![(2, 5)]);
        table.apply(TableCommand::View(Some(0)));
        assert_eq!(table.recent_moves(), Vec::new());
    }
}
