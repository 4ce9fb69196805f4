//! The Malefiz tab: the board, the die, the side panel with players and the
//! move log, and the new-game dialog (board, colours, seats, own maps).

pub mod board;

use crate::ui::file_dialog::{DialogPoll, PendingDialog};
use board::{BoardInput, BoardState, Walk};
use crate::ui::widgets::new_game::{self, DialogResult, SeatRow};
use crate::ui::screen::table::{self, EndWatch, Finished, GameTab, Table, TableCommand};
use crate::core::{Game, Level, Seat, Session, rng};
use crate::games::malefiz::bot::make_bot;
use crate::games::malefiz::layout::Layout;
use crate::games::malefiz::{Board, Colour, Malefiz, Move, Origin, Phase};
use crate::store::save::{GameKind, LoadError, SAVE_FORMAT, SaveFile, SavedBoard, Variant};
use crate::store::settings::Settings;
use eframe::egui::{self, Color32, RichText, Sense, Ui, Vec2};
use std::sync::Arc;

/// Seconds a piece takes per space when walking its path, at normal speed.
pub const STEP_SECONDS: f64 = 0.12;
/// Seconds the die tumbles after a roll, at normal speed.
pub const ROLL_SECONDS: f64 = 0.45;

/// Which board a new game is played on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardChoice {
    /// The classic Ravensburger board.
    Classic,
    /// The fast board with resting spaces, village and forest.
    Fast,
    /// A map the player loaded.
    Custom {
        /// Its name (the file name).
        name: String,
        /// The map text.
        text: String,
    },
}

impl BoardChoice {
    /// The board, read from its map.
    pub fn load(&self) -> Result<Arc<Board>, String> {
        match self {
            BoardChoice::Classic => Ok(Board::classic()),
            BoardChoice::Fast => Ok(Board::fast()),
            BoardChoice::Custom { name, text } => Board::from_map(name, text)
                .map(Arc::new)
                .map_err(|e| format!("The map {name} cannot be used: {e}")),
        }
    }

    fn title(&self) -> String {
        match self {
            BoardChoice::Classic => "Classic board".into(),
            BoardChoice::Fast => "Fast board".into(),
            BoardChoice::Custom { name, .. } => format!("Board “{name}”"),
        }
    }
}

/// How a new Malefiz game is set up.
#[derive(Clone, Debug, PartialEq)]
pub struct MalefizSetup {
    /// The board.
    pub board: BoardChoice,
    /// Who plays each colour (red, green, yellow, blue); `None` = not in play.
    pub seats: [Option<Seat>; 4],
    /// The colour that rolls first (`None`: the first in play).
    pub first: Option<Colour>,
}

impl Default for MalefizSetup {
    fn default() -> Self {
        MalefizSetup {
            board: BoardChoice::Classic,
            seats: [Some(Seat::human("You")), None, Some(Seat::bot("Bot", Level::Medium)), None],
            first: None,
        }
    }
}

impl MalefizSetup {
    /// The setup that `game` with `seats` (in turn order) was started from,
    /// so the side panel and the next New game offer the same again.
    pub fn describing(game: &Malefiz, seats: &[Seat]) -> MalefizSetup {
        let board = game.board();
        let board = match board.name() {
            "classic" if board.is_builtin() => BoardChoice::Classic,
            "fast" if board.is_builtin() => BoardChoice::Fast,
            name => BoardChoice::Custom { name: name.to_owned(), text: board.map_text().to_owned() },
        };
        let mut setup_seats: [Option<Seat>; 4] = Default::default();
        for (seat, who) in seats.iter().enumerate() {
            if let Some(colour) = game.colour_at(seat)
                && let Some(slot) = setup_seats.get_mut(colour.index())
            {
                *slot = Some(who.clone());
            }
        }
        MalefizSetup { board, seats: setup_seats, first: None }
    }

    fn colours(&self) -> Vec<Colour> {
        Colour::ALL.into_iter().zip(&self.seats).filter(|(_, s)| s.is_some()).map(|(c, _)| c).collect()
    }

    /// Builds the game's session, or says why the setup cannot be played.
    pub fn session(&self, seed: u64) -> Result<Session<Malefiz>, String> {
        let board = self.board.load()?;
        let colours = self.colours();
        let game = Malefiz::new(board, &colours, self.first, seed).map_err(|e| e.to_string())?;
        let seats = self.seats.iter().flatten().cloned().collect();
        Ok(Session::new(game, seats, seed.rotate_left(17), make_bot))
    }
}

/// The new-game dialog's working copy.
struct Dialog {
    board: BoardChoice,
    plays: [bool; 4],
    rows: Vec<SeatRow>,
    first: Option<Colour>,
    error: Option<String>,
    file: Option<PendingDialog>,
}

#[derive(Debug)]
enum Command {
    Play(Move),
    Table(TableCommand),
    OpenNewGame,
    Start(MalefizSetup),
}

/// The Malefiz tab's state.
pub struct MalefizTab {
    table: Table<Malefiz>,
    layout: Layout,
    setup: MalefizSetup,
    board: BoardState,
    walk: Option<Walk>,
    rolled_at: Option<f64>,
    dialog: Option<Dialog>,
    /// Multiplies animation time: 0 turns animation off.
    pub animation_speed: f64,
    /// Whether the selected piece's destinations are marked.
    pub show_targets: bool,
    end_watch: EndWatch,
    /// The seed the game's die was started from (what a save records).
    game_seed: u64,
}

impl Default for MalefizTab {
    fn default() -> Self {
        Self::new(MalefizSetup::default(), rng::fresh_seed())
    }
}

impl MalefizTab {
    /// A tab with a new game set up as `setup` (the classic two-player game
    /// if `setup` cannot be played); `seed` decides the die and the bots.
    pub fn new(setup: MalefizSetup, seed: u64) -> Self {
        let (setup, session) = match setup.session(seed) {
            Ok(session) => (setup, session),
            Err(_) => {
                let fallback = MalefizSetup::default();
                let session = Session::new(
                    Malefiz::classic_start(seed),
                    fallback.seats.iter().flatten().cloned().collect(),
                    seed,
                    make_bot,
                );
                (fallback, session)
            }
        };
        let layout = Layout::new(session.current().board());
        MalefizTab {
            table: Table::new(session),
            layout,
            setup,
            board: BoardState::default(),
            walk: None,
            rolled_at: None,
            dialog: None,
            animation_speed: 1.0,
            show_targets: true,
            end_watch: EndWatch::default(),
            game_seed: seed,
        }
    }

    /// A tab continuing `game` (e.g. a constructed position) with `seats`
    /// in turn order; `seed` decides the bots.
    pub fn with_game(game: Malefiz, seats: Vec<Seat>, seed: u64) -> Self {
        let mut tab = Self::new(MalefizSetup::describing(&game, &seats), seed);
        tab.layout = Layout::new(game.board());
        tab.start(Session::new(game, seats, seed, make_bot), seed);
        tab
    }

    /// The hard bot's advice for the present position, once it has come.
    pub fn hint(&self) -> Option<Move> {
        self.table.current_hint().copied()
    }

    /// The game in progress.
    pub fn session(&self) -> &Session<Malefiz> {
        &self.table.session
    }

    /// Where the board's keyboard cursor stands, once a key showed it.
    pub fn keyboard_cursor(&self) -> Option<board::Point> {
        self.board.cursor
    }

    fn apply(&mut self, command: Command) {
        match command {
            Command::Play(mv) => {
                if self.table.viewing.is_none() && self.table.session.human_to_move() {
                    // Only legal moves are offered; a refusal means the
                    // position moved on, and nothing is lost.
                    let _ = self.table.session.play(mv);
                }
            }
            Command::Table(command) => {
                if self.table.apply(command) {
                    self.walk = None;
                    self.rolled_at = None;
                    self.board = BoardState::default();
                }
            }
            Command::OpenNewGame => self.dialog = Some(self.dialog_from_setup()),
            Command::Start(setup) => {
                let seed = rng::fresh_seed();
                match setup.session(seed) {
                    Ok(session) => {
                        self.setup = setup;
                        self.start(session, seed);
                    }
                    Err(message) => {
                        if let Some(dialog) = &mut self.dialog {
                            dialog.error = Some(message);
                        }
                    }
                }
            }
        }
    }

    fn start(&mut self, session: Session<Malefiz>, seed: u64) {
        self.layout = Layout::new(session.current().board());
        self.end_watch = EndWatch::new(&session);
        self.table.replace(session);
        self.game_seed = seed;
        self.dialog = None;
        self.walk = None;
        self.rolled_at = None;
        self.board = BoardState::default();
    }

    fn variant_name(&self) -> String {
        let state = self.table.session.current();
        format!("{} board, {} players", state.board().name(), state.seat_count())
    }

    /// The setup this game started from, as a save writes it.
    fn saved_variant(&self) -> Variant {
        let start = self.table.session.history().start();
        Variant::Malefiz {
            board: SavedBoard::of(start.board()),
            colours: start.colours().iter().collect(),
            first: Some(start.turn()),
        }
    }

    fn dialog_from_setup(&self) -> Dialog {
        let rows = self
            .setup
            .seats
            .iter()
            .map(|s| SeatRow::new(s.clone().unwrap_or_else(|| Seat::bot("Bot", Level::Medium))))
            .collect();
        Dialog {
            board: self.setup.board.clone(),
            plays: self.setup.seats.clone().map(|s| s.is_some()),
            rows,
            first: self.setup.first,
            error: None,
            file: None,
        }
    }

    /// Starts the animation of the move that made `ply`.
    fn animate(&mut self, ply: usize, now: f64) {
        self.walk = None;
        if self.animation_speed <= 0.0 {
            return;
        }
        let history = self.table.session.history();
        let before = history.state_at(ply - 1);
        let Some(played) = history.all().get(ply - 1) else { return };
        match played.mv {
            Move::Roll => self.rolled_at = Some(now),
            Move::Piece { from, .. } => {
                let Some(path) = before.path(&played.mv) else { return };
                let colour = before.turn();
                let start = match from {
                    Origin::Square(sq) => self.layout.space_centre(sq),
                    Origin::House => self.layout.house_rect(colour).map(|r| r.centre()),
                    Origin::Forest => self.layout.forest_rect().map(|r| r.centre()),
                };
                let Some(start) = start else { return };
                let duration = STEP_SECONDS * path.len() as f64 * self.animation_speed;
                self.walk = Some(Walk { colour, start, path, start_time: now, duration });
            }
            Move::Pass => {}
        }
    }

    fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        let now = ui.input(|i| i.time);
        if let Some(ply) = self.table.tick(&ctx) {
            self.animate(ply, now);
        }
        let mut commands = Vec::new();
        egui::Panel::right("malefiz-side")
            .resizable(true)
            .default_size(300.0)
            .show(ui, |ui| self.side_panel(ui, now, &mut commands));
        egui::CentralPanel::default().show(ui, |ui| self.central(ui, now, &mut commands));
        if let Some(start) = self.dialog_ui(&ctx) {
            commands.push(start);
        }
        if self.dialog.is_none() {
            self.keys(ui, &mut commands);
        }
        for command in commands {
            self.apply(command);
        }
    }

    /// Space rolls or passes; Escape steps back out of a choice.
    fn keys(&mut self, ui: &Ui, commands: &mut Vec<Command>) {
        let mut table_commands = Vec::new();
        if !self.table.escape_to_present(ui, &mut table_commands)
            && ui.input(|i| i.key_pressed(egui::Key::Escape))
        {
            if self.board.placing.is_some() {
                self.board.placing = None;
            } else {
                // The keyboard cursor stays where it is.
                self.board = BoardState { cursor: self.board.cursor, ..BoardState::default() };
            }
        }
        commands.extend(table_commands.into_iter().map(Command::Table));
        if ui.input(|i| i.key_pressed(egui::Key::Space)) {
            let moves = self.table.human_moves();
            if let [only @ (Move::Roll | Move::Pass)] = moves.as_slice() {
                commands.push(Command::Play(*only));
            }
        }
    }

    fn seat_label(&self, seat: usize) -> String {
        let state = self.table.session.current();
        let colour = state.colour_at(seat).map_or("?", |c| c.name());
        match self.table.session.seats.get(seat) {
            Some(s) => format!("{colour} ({})", s.name),
            None => colour.to_string(),
        }
    }

    fn central(&mut self, ui: &mut Ui, now: f64, commands: &mut Vec<Command>) {
        let mut table_commands = Vec::new();
        let moves = self.table.human_moves();
        if !self.table.viewing_banner(ui, &mut table_commands) {
            let state = self.table.session.current();
            let hint = match (state.phase(), moves.as_slice()) {
                (Phase::Roll, _) => "— roll the die (click it, or press Space).".to_string(),
                (Phase::Move { roll }, [Move::Pass]) => {
                    format!("— you rolled {roll} and no piece can move: the turn is lost.")
                }
                (Phase::Move { roll }, _) if self.board.placing.is_some() => {
                    format!("— rolled {roll}: click a space for the barricade (Escape to choose again).")
                }
                (Phase::Move { roll }, _) => format!("— rolled {roll}: pick a piece, then where it goes."),
                (Phase::Won { .. }, _) => String::new(),
            };
            let over = match state.winner() {
                Some(c) => format!("Game over: {} wins.", c.name()),
                None => "Game over.".to_string(),
            };
            let label = |seat| self.seat_label(seat);
            self.table.status_line(ui, &label, &hint, &over, &mut table_commands);
        }
        commands.extend(table_commands.into_iter().map(Command::Table));
        if let [Move::Pass] = moves.as_slice() {
            ui.horizontal(|ui| {
                if ui.button("Pass the turn").on_hover_text("Space").clicked() {
                    commands.push(Command::Play(Move::Pass));
                }
            });
        }
        let hint = self.table.hint().copied();
        if let Some(Move::Roll) = hint {
            ui.colored_label(crate::ui::widgets::hint::HINT, "Hint: roll the die.");
        }
        let history = self.table.session.history();
        let ply = self.table.shown_ply();
        let state = self.table.shown();
        let last = (0..ply).rev().find_map(|i| match history.all().get(i).map(|p| p.mv) {
            Some(mv @ Move::Piece { .. }) => Some(mv),
            Some(Move::Roll | Move::Pass) => None,
            None => None,
        });
        let anim = self.walk.as_ref().filter(|_| self.table.viewing.is_none()).and_then(|w| {
            let t = ((now - w.start_time) / w.duration.max(1e-3)) as f32;
            (t < 1.0).then_some((w, t.max(0.0)))
        });
        if anim.is_some() {
            ui.ctx().request_repaint();
        }
        let piece_moves: Vec<Move> =
            moves.iter().copied().filter(|m| matches!(m, Move::Piece { .. })).collect();
        let input = BoardInput {
            state,
            layout: &self.layout,
            moves: &piece_moves,
            last,
            anim,
            show_targets: self.show_targets,
            hint,
        };
        let board_rect = ui.available_rect_before_wrap();
        if let Some(mv) = board::show(ui, &input, &mut self.board) {
            commands.push(Command::Play(mv));
        }
        if self.table.viewing.is_none()
            && let Some(winner) = state.winner()
        {
            let size = egui::vec2(300.0_f32.min(board_rect.width()), 120.0_f32.min(board_rect.height()));
            let rect = egui::Rect::from_center_size(board_rect.center(), size);
            ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
                egui::Frame::popup(ui.style()).inner_margin(16.0).show(ui, |ui| {
                    ui.set_min_width(size.x - 32.0);
                    ui.vertical_centered(|ui| {
                        ui.label(RichText::new(format!("{} wins!", winner.name())).size(26.0).strong());
                        ui.add_space(6.0);
                        if ui.button("Start a new game").clicked() {
                            commands.push(Command::OpenNewGame);
                        }
                    });
                });
            });
        }
    }

    fn side_panel(&mut self, ui: &mut Ui, now: f64, commands: &mut Vec<Command>) {
        let state = self.table.session.current();
        ui.add_space(4.0);
        ui.heading("Malefiz");
        ui.label(self.setup.board.title());
        ui.add_space(4.0);
        egui::Grid::new("malefiz-seats").num_columns(3).striped(true).show(ui, |ui| {
            for seat in 0..state.seat_count() {
                let Some(colour) = state.colour_at(seat) else { continue };
                let (rect, _) = ui.allocate_exact_size(Vec2::splat(14.0), Sense::hover());
                let c = crate::games::malefiz::layout::colour_rgb(colour);
                ui.painter().circle_filled(rect.center(), 6.5, Color32::from_rgb(c[0], c[1], c[2]));
                let mut name = RichText::new(self.seat_label(seat));
                if state.to_move() == Some(seat) {
                    name = name.strong().color(ui.visuals().warn_fg_color);
                }
                ui.label(name);
                let home = state.in_house(colour);
                let out = state.pieces_on_board(colour).len();
                ui.label(format!("{out} out, {home} home"));
                ui.end_row();
            }
        });
        ui.add_space(6.0);
        // The die: shows the roll; a person about to roll clicks it.
        let can_roll = matches!(self.table.human_moves().as_slice(), [Move::Roll]);
        ui.horizontal(|ui| {
            let (rect, response) = ui.allocate_exact_size(Vec2::splat(56.0), Sense::click());
            let label = if can_roll { "Roll the die" } else { "Die" };
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, can_roll, label));
            let tumbling = self.rolled_at.is_some_and(|t| now - t < ROLL_SECONDS * self.animation_speed);
            let face = if tumbling {
                ui.ctx().request_repaint();
                // A cosmetic tumble; the real face is already decided by the state.
                Some(((now * 23.0) as u64 % 6 + 1) as u8)
            } else {
                state.roll()
            };
            let border = if can_roll { ui.visuals().warn_fg_color } else { Color32::from_gray(120) };
            crate::ui::widgets::die::paint_die(ui.painter(), rect, face, border);
            if can_roll && response.clicked() {
                commands.push(Command::Play(Move::Roll));
            }
            if can_roll && ui.button("Roll").on_hover_text("Space").clicked() {
                commands.push(Command::Play(Move::Roll));
            }
        });
        ui.add_space(4.0);
        let mut table_commands = Vec::new();
        let label = |seat| self.seat_label(seat);
        self.table.thinking_row(ui, &label);
        if self.table.controls(ui, &mut table_commands) {
            commands.push(Command::OpenNewGame);
        }
        ui.separator();
        self.table.log(ui, |_| String::new(), &mut table_commands);
        commands.extend(table_commands.into_iter().map(Command::Table));
    }

    fn dialog_ui(&mut self, ctx: &egui::Context) -> Option<Command> {
        let dialog = self.dialog.as_mut()?;
        if let Some(file) = &dialog.file {
            match file.poll() {
                DialogPoll::Open => ctx.request_repaint_after(std::time::Duration::from_millis(100)),
                DialogPoll::Closed => dialog.file = None,
                DialogPoll::Picked(path) => {
                    dialog.file = None;
                    load_map(dialog, &path);
                }
            }
        }
        let mut open_file = false;
        let result = new_game::modal(ctx, "malefiz-new-game", "New Malefiz game", |ui| {
            ui.horizontal(|ui| {
                ui.label("Board:");
                ui.radio_value(&mut dialog.board, BoardChoice::Classic, "Classic");
                ui.radio_value(&mut dialog.board, BoardChoice::Fast, "Fast");
                if let BoardChoice::Custom { name, .. } = &dialog.board {
                    let name = name.clone();
                    let custom = dialog.board.clone();
                    ui.radio_value(&mut dialog.board, custom, name);
                }
                open_file = ui.button("Open map…").on_hover_text("Play on a board map of your own").clicked();
            });
            ui.add_space(4.0);
            ui.label("Colours in play (2 to 4):");
            egui::Grid::new("malefiz-colours").num_columns(2).show(ui, |ui| {
                for (i, colour) in Colour::ALL.into_iter().enumerate() {
                    ui.checkbox(&mut dialog.plays[i], colour.name());
                    ui.add_enabled_ui(dialog.plays[i], |ui| {
                        new_game::seat_editor(ui, colour.name(), &["Name"], &mut dialog.rows[i..=i]);
                    });
                    ui.end_row();
                }
            });
            ui.horizontal(|ui| {
                let label = ui.label("Rolls first:");
                let text = dialog.first.map_or("First colour in play", |c| c.name());
                egui::ComboBox::from_id_salt("malefiz-first")
                    .selected_text(text)
                    .show_ui(ui, |ui| {
                        ui.selectable_value(&mut dialog.first, None, "First colour in play");
                        for (i, colour) in Colour::ALL.into_iter().enumerate() {
                            if dialog.plays[i] {
                                ui.selectable_value(&mut dialog.first, Some(colour), colour.name());
                            }
                        }
                    })
                    .response
                    .labelled_by(label.id);
            });
            if let Some(error) = &dialog.error {
                ui.colored_label(ui.visuals().error_fg_color, error);
            }
        });
        if open_file && dialog.file.is_none() {
            dialog.file =
                Some(PendingDialog::open_file("Open a Malefiz board map", "Malefiz map", &["map", "txt"]));
        }
        match result {
            DialogResult::Open => None,
            DialogResult::Cancel => {
                self.dialog = None;
                None
            }
            DialogResult::Start => {
                let seats: Vec<Option<Seat>> = Colour::ALL
                    .into_iter()
                    .enumerate()
                    .map(|(i, c)| dialog.plays[i].then(|| dialog.rows[i].seat(c.name())))
                    .collect();
                let seats: [Option<Seat>; 4] =
                    [seats[0].clone(), seats[1].clone(), seats[2].clone(), seats[3].clone()];
                let first = dialog.first.filter(|c| dialog.plays[c.index()]);
                Some(Command::Start(MalefizSetup { board: dialog.board.clone(), seats, first }))
            }
        }
    }
}

/// Reads a map file into the dialog, or says why it cannot be used.
fn load_map(dialog: &mut Dialog, path: &std::path::Path) {
    let name = path.file_stem().map_or_else(|| "custom".to_string(), |s| s.to_string_lossy().into_owned());
    match std::fs::read_to_string(path) {
        Err(e) => dialog.error = Some(format!("Could not read {}: {e}", path.display())),
        Ok(text) => match Board::from_map(&name, &text) {
            Err(e) => dialog.error = Some(format!("{} is not a usable board map: {e}", path.display())),
            Ok(_) => {
                dialog.error = None;
                dialog.board = BoardChoice::Custom { name, text };
            }
        },
    }
}

impl GameTab for MalefizTab {
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
        GameKind::Malefiz
    }
    fn to_save(&self) -> Result<SaveFile, String> {
        let session = &self.table.session;
        let save = SaveFile {
            format: SAVE_FORMAT,
            game: GameKind::Malefiz,
            seats: session.seats.clone(),
            variant: self.saved_variant(),
            seed: self.game_seed,
            bot_seed: session.bot_seed(),
            spite_match: None,
            moves: Vec::new(),
        };
        // The start must come back from the variant and the seed alone.
        match save.malefiz() {
            Ok(rebuilt) if rebuilt.start() == session.history().start() => {}
            _ => return Err("this game began from a set-up position, which saves do not hold".into()),
        }
        Ok(SaveFile { moves: SaveFile::moves_of(session.history(), |_, mv| mv.to_string()), ..save })
    }
    fn load_save(&mut self, save: &SaveFile) -> Result<(), LoadError> {
        let history = save.malefiz()?;
        let session = Session::from_history(history, save.seats.clone(), save.bot_seed, make_bot);
        self.setup = MalefizSetup::describing(session.current(), &save.seats);
        self.start(session, save.seed);
        Ok(())
    }
    fn in_progress(&self) -> bool {
        table::under_way(&self.table.session)
    }
    fn take_finished(&mut self) -> Option<Finished> {
        let outcome = self.end_watch.check(&self.table.session)?;
        EndWatch::finished(GameKind::Malefiz, self.variant_name(), &self.table.session.seats, &outcome)
    }
    fn request_hint(&mut self, ctx: &egui::Context) {
        self.table.request_hint(ctx);
    }
    fn apply_settings(&mut self, settings: &Settings) {
        self.animation_speed = settings.animation.factor();
        self.show_targets = settings.show_legal_targets;
        if !matches!(self.setup.board, BoardChoice::Custom { .. }) {
            self.setup.board = match settings.malefiz_board {
                crate::store::settings::DefaultBoard::Classic => BoardChoice::Classic,
                crate::store::settings::DefaultBoard::Fast => BoardChoice::Fast,
            };
        }
        let playing = self.setup.seats.iter().filter(|s| s.is_some()).count();
        let mut seats = table::default_seats(settings, settings.malefiz_level, playing).into_iter();
        for slot in self.setup.seats.iter_mut().filter(|s| s.is_some()) {
            *slot = seats.next();
        }
    }
}
