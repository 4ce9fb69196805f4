//! The Malice tab: the boards, the side panel with scores and the move log,
//! and the new-game dialog.

pub mod board;

use board::{Animation, BoardInput, BoardState};
use crate::ui::widgets::new_game::{self, DialogResult, SeatRow};
use crate::ui::screen::table::{self, EndWatch, Finished, GameTab, Table, TableCommand};
use crate::core::{Controller, Game, Level, Outcome, Seat, Session, rng};
use crate::games::malice::bot::make_bot;
use crate::games::malice::{EndReason, Malice, Move, Players, QUIET_MOVE_LIMIT, Rules, Side, Square};
use crate::store::save::{GameKind, LoadError, SAVE_FORMAT, SaveFile, Variant};
use crate::store::settings::Settings;
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
    Table(TableCommand),
    OpenNewGame,
    Start(MaliceSetup),
}

/// The Malice tab's state.
pub struct MaliceTab {
    table: Table<Malice>,
    setup: MaliceSetup,
    board: BoardState,
    anim: Option<Animation>,
    dialog: Option<Vec<SeatRow>>,
    dialog_players: Players,
    dialog_quiet: u32,
    /// Multiplies animation time: 0 turns animation off.
    pub animation_speed: f64,
    /// Whether the selected piece's targets are marked.
    pub show_targets: bool,
    end_watch: EndWatch,
}

impl Default for MaliceTab {
    fn default() -> Self {
        Self::new(MaliceSetup::default(), rng::fresh_seed())
    }
}

impl MaliceTab {
    /// A tab with a new game set up as `setup`; `seed` decides the bots.
    pub fn new(setup: MaliceSetup, seed: u64) -> Self {
        let table = Table::new(Self::session_for(&setup, seed));
        let end_watch = EndWatch::new(&table.session);
        MaliceTab {
            end_watch,
            show_targets: true,
            table,
            dialog_players: setup.players,
            dialog_quiet: setup.quiet_limit,
            setup,
            board: BoardState::default(),
            anim: None,
            dialog: None,
            animation_speed: 1.0,
        }
    }

    fn session_for(setup: &MaliceSetup, seed: u64) -> Session<Malice> {
        let rules = Rules { players: setup.players, quiet_limit: setup.quiet_limit };
        Session::new(Malice::new(rules), setup.seats.clone(), seed, make_bot)
    }

    /// The hard bot's advice for the present position, once it has come.
    pub fn hint(&self) -> Option<Move> {
        self.table.current_hint().copied()
    }

    /// The game in progress.
    pub fn session(&self) -> &Session<Malice> {
        &self.table.session
    }

    /// Where the board's keyboard cursor stands, once a key showed it.
    pub fn keyboard_cursor(&self) -> Option<crate::games::malice::Square> {
        self.board.cursor
    }

    fn start(&mut self, session: Session<Malice>) {
        self.end_watch = EndWatch::new(&session);
        self.table.replace(session);
        self.dialog = None;
        self.anim = None;
        self.board = BoardState::default();
    }

    fn variant_name(&self) -> String {
        let rules = self.table.session.current().rules();
        match rules.players {
            Players::Two => "2 players".to_owned(),
            Players::Four => "4 players".to_owned(),
        }
    }

    fn apply(&mut self, command: Command) {
        match command {
            Command::Play(mv) => {
                if self.table.viewing.is_none() && self.table.session.human_to_move() {
                    // The board only offers legal moves; a refusal here means
                    // the position moved on, and nothing is lost.
                    let _ = self.table.session.play(mv);
                }
            }
            Command::Table(command) => {
                if self.table.apply(command) {
                    self.anim = None;
                    self.board = BoardState::default();
                }
            }
            Command::OpenNewGame => {
                self.dialog_players = self.setup.players;
                self.dialog_quiet = self.setup.quiet_limit;
                self.dialog = Some(seat_rows(&self.setup));
            }
            Command::Start(setup) => {
                let session = Self::session_for(&setup, rng::fresh_seed());
                self.setup = setup;
                self.start(session);
            }
        }
    }

    /// Starts the slide-and-teleport animation for the move that made `ply`.
    fn animate(&mut self, ply: usize, now: f64) {
        let history = self.table.session.history();
        self.anim = None;
        if self.animation_speed <= 0.0 {
            return;
        }
        let before = history.state_at(ply - 1);
        if let Some(played) = history.all().get(ply - 1)
            && let Move::Step { from, to, .. } = played.mv
            && let (Some(size), Some(landing)) = (before.piece_at(from), before.landing(&played.mv))
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
    }

    fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        let now = ui.input(|i| i.time);
        if let Some(ply) = self.table.tick(&ctx) {
            self.animate(ply, now);
        }
        let mut commands = Vec::new();
        egui::Panel::right("malice-side")
            .resizable(true)
            .default_size(300.0)
            .show(ui, |ui| self.side_panel(ui, &mut commands));
        egui::CentralPanel::default().show(ui, |ui| self.central(ui, now, &mut commands));
        if let Some(start) = self.dialog_ui(&ctx) {
            commands.push(start);
        }
        let mut table_commands = Vec::new();
        if self.dialog.is_none()
            && !self.table.escape_to_present(ui, &mut table_commands)
            && ui.input(|i| i.key_pressed(egui::Key::Escape))
        {
            // The keyboard cursor stays where it is.
            self.board = BoardState { cursor: self.board.cursor, ..BoardState::default() };
        }
        commands.extend(table_commands.into_iter().map(Command::Table));
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
            new_game::seat_editor(ui, "malice", titles, rows);
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
        let mut table_commands = Vec::new();
        if !self.table.viewing_banner(ui, &mut table_commands) {
            let over = self.game_over_text();
            let label = |seat| self.seat_label(seat);
            self.table.status_line(
                ui,
                &label,
                "— click a piece, then a target (or drag it).",
                &over,
                &mut table_commands,
            );
        }
        commands.extend(table_commands.into_iter().map(Command::Table));
        let hint = self.table.hint().copied();
        let history = self.table.session.history();
        let ply = self.table.shown_ply();
        let state = self.table.shown();
        let moves = self.table.human_moves();
        let last = ply.checked_sub(1).and_then(|i| {
            let mv = history.all().get(i)?.mv;
            Some((mv, history.state_at(i).landing(&mv)?))
        });
        let anim = self.anim.as_ref().filter(|_| self.table.viewing.is_none()).and_then(|a| {
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
        let input = BoardInput {
            state,
            moves: &moves,
            last,
            anim,
            turn_quadrants: &turn,
            show_targets: self.show_targets,
            hint,
        };
        let board_rect = ui.available_rect_before_wrap();
        if let Some(mv) = board::show(ui, &input, &mut self.board) {
            commands.push(Command::Play(mv));
        }
        if self.table.viewing.is_none()
            && let Some(outcome) = state.outcome()
        {
            result_banner(ui, board_rect, state, outcome, commands);
        }
    }

    fn game_over_text(&self) -> String {
        let state = self.table.session.current();
        match state.outcome() {
            Some(Outcome::Draw) => "Game over: a draw.".to_string(),
            Some(Outcome::Win(seats)) => {
                let side = seats.iter().next().map_or(Side::South, |s| state.seat_side(s));
                format!("Game over: {} wins.", side.name())
            }
            None => "Game over.".to_string(),
        }
    }

    fn seat_label(&self, seat: usize) -> String {
        let state = self.table.session.current();
        let title = state.seat_name(seat);
        match self.table.session.seats.get(seat) {
            Some(s) if s.name != title => format!("{title} ({})", s.name),
            _ => title.to_string(),
        }
    }

    fn side_panel(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let state = self.table.session.current();
        ui.add_space(4.0);
        ui.heading("Malice");
        ui.add_space(4.0);
        egui::Grid::new("malice-seats").num_columns(3).striped(true).show(ui, |ui| {
            for seat in 0..state.seat_count() {
                let to_move = state.to_move() == Some(seat);
                let title = RichText::new(state.seat_name(seat));
                ui.label(if to_move { title.strong().color(ui.visuals().warn_fg_color) } else { title });
                let who =
                    self.table.session.seats.get(seat).map_or(String::from("?"), |s| match s.controller {
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
        let mut table_commands = Vec::new();
        self.table.thinking_row(ui, &|seat| format!("{} bot", state.seat_name(seat)));
        if self.table.controls(ui, &mut table_commands) {
            commands.push(Command::OpenNewGame);
        }
        ui.separator();
        let history = self.table.session.history();
        let mover = |ply: usize| {
            let before = history.state_at(ply);
            before.to_move().map(|s| before.seat_name(s).to_string()).unwrap_or_default()
        };
        self.table.log(ui, mover, &mut table_commands);
        commands.extend(table_commands.into_iter().map(Command::Table));
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

fn result_banner(
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

impl GameTab for MaliceTab {
    fn ui(&mut self, ui: &mut Ui) {
        self.show(ui);
    }
    fn open_new_game(&mut self) {
        self.apply(Command::OpenNewGame);
    }
    fn undo(&mut self) {
        self.apply(Command::Table(TableCommand::Undo));
    }
    fn redo(&mut self) {
        self.apply(Command::Table(TableCommand::Redo));
    }
    fn can_undo(&self) -> bool {
        self.table.session.can_undo()
    }
    fn can_redo(&self) -> bool {
        self.table.session.can_redo()
    }
    fn dialog_open(&self) -> bool {
        self.dialog.is_some()
    }
    fn kind(&self) -> GameKind {
        GameKind::Malice
    }
    fn to_save(&self) -> Result<SaveFile, String> {
        let session = &self.table.session;
        let rules = session.history().start().rules();
        let players = match rules.players {
            Players::Two => 2,
            Players::Four => 4,
        };
        if *session.history().start() != Malice::new(rules) {
            return Err("this game began from a set-up position, which saves do not hold".into());
        }
        Ok(SaveFile {
            format: SAVE_FORMAT,
            game: GameKind::Malice,
            seats: session.seats.clone(),
            variant: Variant::Malice { players, quiet_move_limit: rules.quiet_limit },
            seed: 0,
            bot_seed: session.bot_seed(),
            spite_match: None,
            moves: SaveFile::moves_of(session.history(), |_, mv| mv.to_string()),
        })
    }
    fn load_save(&mut self, save: &SaveFile) -> Result<(), LoadError> {
        let history = save.malice()?;
        let rules = history.start().rules();
        self.setup =
            MaliceSetup { players: rules.players, seats: save.seats.clone(), quiet_limit: rules.quiet_limit };
        self.start(Session::from_history(history, save.seats.clone(), save.bot_seed, make_bot));
        Ok(())
    }
    fn in_progress(&self) -> bool {
        table::under_way(&self.table.session)
    }
    fn take_finished(&mut self) -> Option<Finished> {
        let outcome = self.end_watch.check(&self.table.session)?;
        EndWatch::finished(GameKind::Malice, self.variant_name(), &self.table.session.seats, &outcome)
    }
    fn request_hint(&mut self, ctx: &egui::Context) {
        self.table.request_hint(ctx);
    }
    fn apply_settings(&mut self, settings: &Settings) {
        self.animation_speed = settings.animation.factor();
        self.show_targets = settings.show_legal_targets;
        self.setup.quiet_limit = settings.malice_quiet_move_limit;
        self.setup.seats = table::default_seats(settings, settings.malice_level, self.setup.seats.len());
    }
}
