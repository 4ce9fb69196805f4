//! The Malice tab: the boards, the side panel with scores and the move log,
//! and the new-game dialog.

use super::log_panel::{self, LogCommand};
use super::malice_board::{self, Animation, BoardInput, BoardState};
use super::new_game::{self, DialogResult, SeatRow};
use crate::core::session::TickEvent;
use crate::core::{Controller, Game, Level, Outcome, Seat, Session, rng};
use crate::games::malice::bot::make_bot;
use crate::games::malice::{EndReason, Malice, Move, Players, QUIET_MOVE_LIMIT, Rules, Side, Square};
use eframe::egui::{self, RichText, Ui};

/// How long a move's slide-and-teleport animation lasts at normal speed.
pub const ANIMATION_SECONDS: f64 = 0.5;

/// How a new Malice game is set up.
#[derive(Clone, Debug, PartialEq)]
pub struct MaliceSetup {
    /// Two or four players.
    pub players: Players,
    /// Seats in turn order (2 or 4 of them).
    pub seats: Vec<Seat>,
    /// The quiet-move limit (0 = off).
    pub quiet_limit: u32,
}

impl Default for MaliceSetup {
    fn default() -> Self {
        MaliceSetup {
            players: Players::Two,
            seats: vec![Seat::human("You"), Seat::bot("Bot", Level::Medium)],
            quiet_limit: QUIET_MOVE_LIMIT,
        }
    }
}

impl MaliceSetup {
    /// The seat names the rules use, in turn order.
    fn seat_titles(players: Players) -> &'static [&'static str] {
        match players {
            Players::Two => &["South", "North"],
            Players::Four => &["South-L", "North-L", "South-R", "North-R"],
        }
    }
}

/// Something the tab was asked to do this frame, applied after drawing.
#[derive(Debug)]
enum Command {
    Play(Move),
    View(Option<usize>),
    Undo,
    Redo,
    OpenNewGame,
    Start(MaliceSetup),
    Resume,
}

/// The Malice tab's state.
pub struct MaliceTab {
    session: Session<Malice>,
    setup: MaliceSetup,
    board: BoardState,
    viewing: Option<usize>,
    anim: Option<Animation>,
    seen_ply: usize,
    dialog: Option<Vec<SeatRow>>,
    dialog_players: Players,
    dialog_quiet: u32,
    /// Multiplies animation time: 0 turns animation off.
    pub animation_speed: f64,
}

impl Default for MaliceTab {
    fn default() -> Self {
        Self::new(MaliceSetup::default(), rng::fresh_seed())
    }
}

impl MaliceTab {
    /// A tab with a new game set up as `setup`; `seed` decides the bots.
    pub fn new(setup: MaliceSetup, seed: u64) -> Self {
        let session = Self::session_for(&setup, seed);
        MaliceTab {
            session,
            dialog_players: setup.players,
            dialog_quiet: setup.quiet_limit,
            setup,
            board: BoardState::default(),
            viewing: None,
            anim: None,
            seen_ply: 0,
            dialog: None,
            animation_speed: 1.0,
        }
    }

    fn session_for(setup: &MaliceSetup, seed: u64) -> Session<Malice> {
        let rules = Rules { players: setup.players, quiet_limit: setup.quiet_limit };
        Session::new(Malice::new(rules), setup.seats.clone(), seed, make_bot)
    }

    /// The game in progress.
    pub fn session(&self) -> &Session<Malice> {
        &self.session
    }

    /// Whether a new-game dialog is open.
    pub fn dialog_open(&self) -> bool {
        self.dialog.is_some()
    }

    /// Opens the new-game dialog.
    pub fn open_new_game(&mut self) {
        self.apply(Command::OpenNewGame);
    }

    /// Takes back moves (to the person's previous decision against bots).
    pub fn undo(&mut self) {
        self.apply(Command::Undo);
    }

    /// Replays taken-back moves.
    pub fn redo(&mut self) {
        self.apply(Command::Redo);
    }

    /// Whether undo would do anything.
    pub fn can_undo(&self) -> bool {
        self.session.can_undo()
    }

    /// Whether redo would do anything.
    pub fn can_redo(&self) -> bool {
        self.session.can_redo()
    }

    fn apply(&mut self, command: Command) {
        match command {
            Command::Play(mv) => {
                if self.viewing.is_none() && self.session.human_to_move() {
                    // The board only offers legal moves; a refusal here means
                    // the position moved on, and nothing is lost.
                    let _ = self.session.play(mv);
                }
            }
            Command::View(ply) => {
                self.viewing = ply.filter(|&p| p < self.session.history().cursor());
                self.board = BoardState::default();
            }
            Command::Undo => {
                self.session.undo();
                self.after_jump();
            }
            Command::Redo => {
                self.session.redo();
                self.after_jump();
            }
            Command::OpenNewGame => {
                self.dialog_players = self.setup.players;
                self.dialog_quiet = self.setup.quiet_limit;
                self.dialog = Some(seat_rows(&self.setup));
            }
            Command::Start(setup) => {
                self.session = Self::session_for(&setup, rng::fresh_seed());
                self.setup = setup;
                self.dialog = None;
                self.after_jump();
            }
            Command::Resume => self.session.resume(),
        }
    }

    fn after_jump(&mut self) {
        self.viewing = None;
        self.anim = None;
        self.board = BoardState::default();
        self.seen_ply = self.session.history().cursor();
    }

    /// Starts the slide-and-teleport animation when a move was just played
    /// at the present.
    fn notice_new_moves(&mut self, now: f64) {
        let history = self.session.history();
        let cursor = history.cursor();
        if cursor == self.seen_ply + 1 && self.animation_speed > 0.0 {
            let before = history.state_at(cursor - 1);
            if let Some(ply) = history.played().last()
                && let Move::Step { from, to, .. } = ply.mv
                && let (Some(size), Some(landing)) = (before.piece_at(from), before.landing(&ply.mv))
            {
                self.anim = Some(Animation {
                    from,
                    to,
                    landing,
                    size,
                    captured: before.piece_at(to),
                    start: now,
                    duration: ANIMATION_SECONDS * self.animation_speed,
                });
            }
        } else if cursor != self.seen_ply {
            self.anim = None;
        }
        self.seen_ply = cursor;
    }

    /// Draws the tab and handles its input.
    pub fn ui(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        let event = self.session.tick(|| {
            let ctx = ctx.clone();
            Box::new(move || ctx.request_repaint())
        });
        if event == TickEvent::Started || self.session.thinking().is_some() {
            ctx.request_repaint_after(std::time::Duration::from_millis(100));
        }
        let now = ui.input(|i| i.time);
        self.notice_new_moves(now);

        let mut commands = Vec::new();
        egui::Panel::right("malice-side")
            .resizable(true)
            .default_size(300.0)
            .show(ui, |ui| self.side_panel(ui, &mut commands));
        egui::CentralPanel::default().show(ui, |ui| self.central(ui, now, &mut commands));
        if let Some(start) = self.dialog_ui(&ctx) {
            commands.push(start);
        }
        if ui.input(|i| i.key_pressed(egui::Key::Escape)) && self.dialog.is_none() {
            if self.viewing.is_some() {
                commands.push(Command::View(None));
            } else {
                self.board = BoardState::default();
            }
        }
        for command in commands {
            self.apply(command);
        }
    }

    /// The new-game dialog, if open; returns the start command.
    fn dialog_ui(&mut self, ctx: &egui::Context) -> Option<Command> {
        let rows = self.dialog.as_mut()?;
        let players = &mut self.dialog_players;
        let quiet = &mut self.dialog_quiet;
        let result = new_game::modal(ctx, "malice-new-game", "New Malice game", |ui| {
            ui.horizontal(|ui| {
                ui.label("Players:");
                ui.radio_value(players, Players::Two, "2");
                ui.radio_value(players, Players::Four, "4 (two teams)");
            });
            ui.add_space(4.0);
            let titles = MaliceSetup::seat_titles(*players);
            new_game::seat_editor(ui, titles, rows);
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                let label = ui.label("Quiet-move limit:");
                ui.add(egui::DragValue::new(quiet).range(0..=999).suffix(" plies"))
                    .labelled_by(label.id)
                    .on_hover_text("The game ends after this many plies in a row without a capture; 0 turns the limit off.");
            });
        });
        match result {
            DialogResult::Open => None,
            DialogResult::Cancel => {
                self.dialog = None;
                None
            }
            DialogResult::Start => {
                let titles = MaliceSetup::seat_titles(self.dialog_players);
                let seats = titles.iter().zip(rows.iter()).map(|(t, r)| r.seat(t)).collect();
                Some(Command::Start(MaliceSetup {
                    players: self.dialog_players,
                    seats,
                    quiet_limit: self.dialog_quiet,
                }))
            }
        }
    }

    fn central(&mut self, ui: &mut Ui, now: f64, commands: &mut Vec<Command>) {
        let history = self.session.history();
        let ply = self.viewing.unwrap_or(history.cursor());
        let state = history.state_at(ply);
        if let Some(v) = self.viewing {
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new(format!("Viewing the position after move {v} — the game is paused here."))
                        .strong(),
                );
                if ui.button("Return to present").clicked() {
                    commands.push(Command::View(None));
                }
            });
        } else {
            self.status_line(ui, commands);
        }
        let mut moves = Vec::new();
        if self.viewing.is_none() && self.session.human_to_move() {
            state.legal_moves(&mut moves);
        }
        let last = ply.checked_sub(1).and_then(|i| {
            let mv = history.all().get(i)?.mv;
            Some((mv, history.state_at(i).landing(&mv)?))
        });
        let anim = self.anim.as_ref().filter(|_| self.viewing.is_none()).and_then(|a| {
            let t = ((now - a.start) / a.duration.max(1e-3)) as f32;
            (t < 1.0).then_some((a, t.max(0.0)))
        });
        if anim.is_some() {
            ui.ctx().request_repaint();
        }
        let turn: Vec<Square> = match state.to_move() {
            Some(seat) => Square::all().filter(|sq| state.seat_controls(seat, *sq)).collect(),
            None => Vec::new(),
        };
        if moves.len() == 1 && moves[0] == Move::Pass {
            ui.horizontal(|ui| {
                ui.label("No piece can move: you must pass.");
                if ui.button("Pass").clicked() {
                    commands.push(Command::Play(Move::Pass));
                }
            });
        }
        let input =
            BoardInput { state, moves: &moves, last, anim, turn_quadrants: &turn, show_targets: true };
        let board_rect = ui.available_rect_before_wrap();
        if let Some(mv) = malice_board::show(ui, &input, &mut self.board) {
            commands.push(Command::Play(mv));
        }
        if self.viewing.is_none()
            && let Some(outcome) = state.outcome()
        {
            self.result_banner(ui, board_rect, state, outcome, commands);
        }
    }

    fn status_line(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let state = self.session.current();
        ui.horizontal(|ui| match self.session.to_move() {
            Some((seat, controller)) => {
                let name = self.seat_label(seat);
                match controller {
                    Controller::Human => {
                        ui.label(RichText::new(format!("{name} to move")).strong());
                        ui.label("— click a piece, then a target (or drag it).");
                    }
                    Controller::Bot(_) if self.session.paused() => {
                        ui.label(format!("{name} to move. Bots are paused."));
                        if ui.button("Resume").clicked() {
                            commands.push(Command::Resume);
                        }
                    }
                    Controller::Bot(_) => {
                        ui.add(egui::Spinner::new());
                        ui.label(RichText::new(format!("{name} is thinking…")).strong());
                    }
                }
            }
            None => {
                let text = match state.outcome() {
                    Some(Outcome::Draw) => "Game over: a draw.".to_string(),
                    Some(Outcome::Win(seats)) => {
                        let side = seats.iter().next().map_or(Side::South, |s| state.seat_side(s));
                        format!("Game over: {} wins.", side.name())
                    }
                    None => "Game over.".to_string(),
                };
                ui.label(RichText::new(text).strong());
            }
        });
    }

    fn seat_label(&self, seat: usize) -> String {
        let state = self.session.current();
        let title = state.seat_name(seat);
        match self.session.seats.get(seat) {
            Some(s) if s.name != title => format!("{title} ({})", s.name),
            _ => title.to_string(),
        }
    }

    fn result_banner(
        &self,
        ui: &mut Ui,
        board_rect: egui::Rect,
        state: &Malice,
        outcome: Outcome,
        commands: &mut Vec<Command>,
    ) {
        let (south, north) = (state.score(Side::South), state.score(Side::North));
        let headline = match outcome {
            Outcome::Draw => "Draw".to_string(),
            Outcome::Win(seats) => {
                let side = seats.iter().next().map_or(Side::South, |s| state.seat_side(s));
                format!("{} wins", side.name())
            }
        };
        let reason = match state.end_reason() {
            Some(EndReason::QuadrantEmpty) => "a quadrant is empty",
            Some(EndReason::Passes) => "no one could move",
            Some(EndReason::QuietLimit) => "the quiet-move limit was reached",
            None => "",
        };
        let size = egui::vec2(320.0_f32.min(board_rect.width()), 150.0_f32.min(board_rect.height()));
        let rect = egui::Rect::from_center_size(board_rect.center(), size);
        ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
            egui::Frame::popup(ui.style()).inner_margin(16.0).show(ui, |ui| {
                ui.set_min_width(size.x - 32.0);
                ui.vertical_centered(|ui| {
                    ui.label(RichText::new(headline).size(26.0).strong());
                    ui.label(RichText::new(format!("South {south} – {north} North")).size(18.0));
                    ui.label(format!("The game ended because {reason}."));
                    ui.add_space(6.0);
                    if ui.button("Start a new game").clicked() {
                        commands.push(Command::OpenNewGame);
                    }
                });
            });
        });
    }

    fn side_panel(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let state = self.session.current();
        ui.add_space(4.0);
        ui.heading("Malice");
        ui.add_space(4.0);
        egui::Grid::new("malice-seats").num_columns(3).striped(true).show(ui, |ui| {
            for seat in 0..state.seat_count() {
                let to_move = state.to_move() == Some(seat);
                let title = RichText::new(state.seat_name(seat));
                ui.label(if to_move { title.strong().color(ui.visuals().warn_fg_color) } else { title });
                let who = self.session.seats.get(seat).map_or(String::from("?"), |s| match s.controller {
                    Controller::Human => s.name.clone(),
                    Controller::Bot(level) => format!("{} ({level} bot)", s.name),
                });
                ui.label(who);
                ui.label(format!("{} pts", state.score(state.seat_side(seat))));
                ui.end_row();
            }
        });
        ui.add_space(4.0);
        let limit = state.rules().quiet_limit;
        if limit > 0 {
            ui.label(format!("Quiet plies: {} of {limit}", state.quiet_plies()))
                .on_hover_text("The game ends after this many plies in a row without a capture.");
        } else {
            ui.label(format!("Quiet plies: {} (no limit)", state.quiet_plies()));
        }
        // A row of fixed height, so the panel does not jump when a bot starts.
        ui.horizontal(|ui| {
            ui.set_min_height(22.0);
            if let Some((seat, _)) = self.session.thinking() {
                ui.add(egui::Spinner::new());
                ui.label(format!("{} bot is thinking…", state.seat_name(seat)));
            }
        });
        ui.horizontal(|ui| {
            if ui.add_enabled(self.session.can_undo(), egui::Button::new("Undo")).clicked() {
                commands.push(Command::Undo);
            }
            if ui.add_enabled(self.session.can_redo(), egui::Button::new("Redo")).clicked() {
                commands.push(Command::Redo);
            }
            if ui.button("New game…").clicked() {
                commands.push(Command::OpenNewGame);
            }
        });
        ui.separator();
        ui.label(RichText::new("Moves").strong());
        let names: Vec<String> = (0..state.seat_count()).map(|s| state.seat_name(s).to_string()).collect();
        let seat_of = |ply: usize| {
            self.session
                .history()
                .state_at(ply)
                .to_move()
                .and_then(|s| names.get(s).cloned())
                .unwrap_or_default()
        };
        match log_panel::show(ui, self.session.history(), self.viewing, seat_of) {
            Some(LogCommand::View(ply)) => commands.push(Command::View(ply)),
            None => {}
        }
    }
}

fn seat_rows(setup: &MaliceSetup) -> Vec<SeatRow> {
    (0..4)
        .map(|i| {
            let seat = setup.seats.get(i).cloned().unwrap_or_else(|| Seat::bot("Bot", Level::Medium));
            SeatRow::new(seat)
        })
        .collect()
}
