//! The Spite & Malice tab: the table, the side panel with the match score,
//! the seats and the move log, the hot-seat cover between two people's
//! turns, the game-over banner and the new-game dialog.

pub mod board;

use crate::ui::widgets::cards;
use crate::ui::widgets::new_game::{self, DialogResult, SeatRow};
use board::{BoardEvent, BoardInput, BoardState, Flight};
use crate::ui::screen::table::{self, EndWatch, Finished, GameTab, Table, TableCommand};
use crate::core::{Controller, Game, Level, Rng, Seat, SeatIndex, Session, rng};
use crate::games::spite::bot::make_bot;
use crate::games::spite::{MATCH_TARGET, Match, Move, PLAYERS, Rules, Spite, Status, opponent};
use crate::store::save::{GameKind, LoadError, SAVE_FORMAT, SaveFile, SavedMatch, Variant};
use crate::store::settings::Settings;
use crate::store::stats;
use eframe::egui::{self, Color32, RichText, Ui};

/// How long a bot's card takes to slide to its pile at normal speed.
pub const ANIMATION_SECONDS: f64 = 0.5;
/// How long a note (a refused move, a refused undo) stays up.
const NOTE_SECONDS: f64 = 5.0;
/// The seat titles in the dialog, in turn order.
const SEAT_TITLES: [&str; PLAYERS] = ["Player 1", "Player 2"];

/// How a new match is set up.
#[derive(Clone, Debug, PartialEq)]
pub struct SpiteSetup {
    /// The two seats.
    pub seats: Vec<Seat>,
    /// The variant settings every game of the match uses.
    pub rules: Rules,
}

impl Default for SpiteSetup {
    fn default() -> Self {
        SpiteSetup {
            seats: vec![Seat::human("You"), Seat::bot("Bot", Level::Medium)],
            rules: Rules::default(),
        }
    }
}

/// Something the tab was asked to do this frame, applied after drawing.
#[derive(Debug)]
enum Command {
    Play(Move),
    Table(TableCommand),
    Undo,
    Note(String),
    OpenNewGame,
    /// Deal the next game of the match, with these seats if given.
    NextGame(Option<SpiteSetup>),
    /// Start a new match, with this setup if given (else the same one).
    NewMatch(Option<SpiteSetup>),
    /// The person the cover waits for is ready.
    Ready(SeatIndex),
}

/// The new-game dialog's fields.
struct Dialog {
    rows: Vec<SeatRow>,
    refill: bool,
    next_in_match: bool,
}

/// A short message over the table.
struct Note {
    text: String,
    /// When it goes away; set on the first frame it is shown.
    until: Option<f64>,
}

/// A bot's move being shown.
#[derive(Clone, Copy, Debug)]
struct Anim {
    /// The ply the move made.
    ply: usize,
    start: f64,
    duration: f64,
}

/// Who sits where on this screen, and what the screen may show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Perspective {
    /// The seat drawn at the bottom.
    bottom: SeatIndex,
    /// The one hand drawn face up, if any.
    face_up: Option<SeatIndex>,
    /// Hot seat: the person the cover waits for (no hand is drawn then).
    cover: Option<SeatIndex>,
}

/// The Spite & Malice tab's state.
pub struct SpiteTab {
    table: Table<Spite>,
    setup: SpiteSetup,
    record: Match,
    /// Seeds the deals and the bots of every game of the tab.
    deals: Rng,
    board: BoardState,
    /// Hot seat: the person who last said they are at the screen.
    unlocked: Option<SeatIndex>,
    /// Every move up to this ply has been shown (animated or not).
    shown_upto: usize,
    anim: Option<Anim>,
    note: Option<Note>,
    dialog: Option<Dialog>,
    /// Multiplies animation time: 0 turns animation off.
    pub animation_speed: f64,
    /// Whether the piles a held card may go to light up.
    pub show_targets: bool,
    end_watch: EndWatch,
    /// The seed the game in progress was dealt from (what a save records).
    game_seed: u64,
}

impl Default for SpiteTab {
    fn default() -> Self {
        Self::new(SpiteSetup::default(), rng::fresh_seed())
    }
}

impl SpiteTab {
    /// A tab with a new match set up as `setup`; `seed` decides the deals
    /// and the bots.
    pub fn new(setup: SpiteSetup, seed: u64) -> Self {
        let mut deals = Rng::seeded(seed);
        let record = Match::new(setup.rules);
        let (session, game_seed) = Self::deal(&record, &setup, &mut deals);
        let mut tab = Self::with_session(setup, record, deals, session);
        tab.game_seed = game_seed;
        tab
    }

    /// A tab playing `game` as the first game of a new match (for tests,
    /// puzzles and restored positions); `seed` decides the bots and later deals.
    pub fn with_game(setup: SpiteSetup, game: Spite, seed: u64) -> Self {
        let mut deals = Rng::seeded(seed);
        let record = Match::new(game.rules());
        let session = Session::new(game, setup.seats.clone(), deals.next_u64(), make_bot);
        Self::with_session(setup, record, deals, session)
    }

    fn with_session(setup: SpiteSetup, record: Match, deals: Rng, session: Session<Spite>) -> Self {
        let end_watch = EndWatch::new(&session);
        SpiteTab {
            table: Table::new(session),
            setup,
            record,
            deals,
            board: BoardState::default(),
            unlocked: None,
            shown_upto: 0,
            anim: None,
            note: None,
            dialog: None,
            animation_speed: 1.0,
            show_targets: true,
            end_watch,
            game_seed: 0,
        }
    }

    /// Deals the match's next game; also gives the deal's seed.
    fn deal(record: &Match, setup: &SpiteSetup, deals: &mut Rng) -> (Session<Spite>, u64) {
        let seed = deals.next_u64();
        let game = record.next_game(seed).unwrap_or_else(|_| Spite::new(record.rules(), seed));
        (Session::new(game, setup.seats.clone(), deals.next_u64(), make_bot), seed)
    }

    /// The match score with the game in progress counted, if it has ended.
    fn scores_after_this_game(&self) -> [u32; PLAYERS] {
        let mut scores = self.record.scores();
        if let Status::Won { seat, points } = self.table.session.current().status()
            && let Some(slot) = scores.get_mut(seat)
        {
            *slot = slot.saturating_add(points);
        }
        scores
    }

    /// The hard bot's advice for the present position, once it has come.
    pub fn hint(&self) -> Option<Move> {
        self.table.current_hint().copied()
    }

    /// The game in progress.
    pub fn session(&self) -> &Session<Spite> {
        &self.table.session
    }

    /// Where the board's keyboard cursor stands, once a key showed it.
    pub fn keyboard_cursor(&self) -> Option<board::Stop> {
        self.board.cursor
    }

    /// The match: its finished games and scores.
    pub fn match_record(&self) -> &Match {
        &self.record
    }

    /// The note shown over the table, if any.
    pub fn note(&self) -> Option<&str> {
        self.note.as_ref().map(|n| n.text.as_str())
    }

    /// The seat's name.
    fn name(&self, seat: SeatIndex) -> String {
        self.table.session.seats.get(seat).map_or_else(|| format!("Player {}", seat + 1), |s| s.name.clone())
    }

    fn is_bot(&self, seat: SeatIndex) -> bool {
        self.table.session.seats.get(seat).is_some_and(|s| s.controller.is_bot())
    }

    /// Who sits at the bottom and which hand may be seen. Between two people
    /// only the person who said they are ready sees a hand, and only their
    /// own; against a bot the person's hand is always the one face up.
    fn perspective(&self) -> Perspective {
        let present = self.table.session.current();
        let humans: Vec<SeatIndex> = (0..PLAYERS).filter(|&s| !self.is_bot(s)).collect();
        match humans.as_slice() {
            [_, _] => match present.to_move() {
                Some(seat) if self.unlocked != Some(seat) => {
                    Perspective { bottom: seat, face_up: None, cover: Some(seat) }
                }
                _ => Perspective {
                    bottom: self.unlocked.unwrap_or(present.turn()),
                    face_up: self.unlocked,
                    cover: None,
                },
            },
            [person] => Perspective { bottom: *person, face_up: Some(*person), cover: None },
            _ => Perspective { bottom: 0, face_up: None, cover: None },
        }
    }

    /// Why undo cannot go back further, if that is what stops it: the
    /// first move back from the present that revealed something.
    fn undo_refusal(&self) -> Option<&'static str> {
        let history = self.table.session.history();
        let mut ply = history.cursor();
        while ply > 0 {
            let before = history.state_at(ply - 1);
            let mv = history.all().get(ply - 1)?.mv;
            if let Some(reveal) = before.reveals(&mv) {
                return Some(reveal.reason());
            }
            ply -= 1;
            if before.to_move().is_some_and(|s| !self.is_bot(s)) {
                return None;
            }
        }
        None
    }

    fn say(&mut self, text: String) {
        self.note = Some(Note { text, until: None });
    }

    fn apply(&mut self, command: Command) {
        match command {
            Command::Play(mv) => {
                if self.table.viewing.is_none() && self.table.session.human_to_move() {
                    // The table only offers the engine's legal moves; a
                    // refusal here means the position moved on.
                    if let Err(e) = self.table.session.play(mv) {
                        self.say(cards::ascii_suits(&e.reason.to_string()));
                    } else {
                        self.note = None;
                    }
                    self.shown_upto = self.table.session.history().cursor();
                }
                self.board.clear();
            }
            Command::Table(command) => {
                if self.table.apply(command) {
                    self.anim = None;
                    self.shown_upto = self.table.session.history().cursor();
                    self.board.clear();
                }
            }
            Command::Undo => {
                if self.table.session.can_undo() {
                    self.apply(Command::Table(TableCommand::Undo));
                    self.note = None;
                } else {
                    let text = match self.undo_refusal() {
                        Some(reason) => format!("Can't undo further: {reason}."),
                        None => "Nothing to undo.".to_owned(),
                    };
                    self.say(text);
                }
            }
            Command::Note(text) => self.say(text),
            Command::OpenNewGame => {
                let can_continue = !self.record.is_over();
                self.dialog = Some(Dialog {
                    rows: (0..PLAYERS)
                        .map(|i| {
                            let seat =
                                self.setup.seats.get(i).cloned().unwrap_or_else(|| Seat::human("Player"));
                            SeatRow::new(seat)
                        })
                        .collect(),
                    refill: self.setup.rules.refill_on_empty_hand,
                    next_in_match: can_continue && !self.record.results().is_empty(),
                });
            }
            Command::NextGame(setup) => {
                self.dialog = None;
                let current = self.table.session.current().clone();
                // An unfinished game is simply dealt again; a finished one counts.
                let _ = self.record.record(&current);
                if let Some(winner) = self.record.winner() {
                    let text = format!("The match is over: {} won it. Start a new match.", self.name(winner));
                    self.say(text);
                    return;
                }
                if let Some(setup) = setup {
                    self.setup.seats = setup.seats;
                }
                let (session, seed) = Self::deal(&self.record, &self.setup, &mut self.deals);
                self.start(session, seed);
            }
            Command::NewMatch(setup) => {
                self.dialog = None;
                if let Some(setup) = setup {
                    self.setup = setup;
                }
                self.record = Match::new(self.setup.rules);
                let (session, seed) = Self::deal(&self.record, &self.setup, &mut self.deals);
                self.start(session, seed);
            }
            Command::Ready(seat) => {
                self.unlocked = Some(seat);
                self.board.clear();
            }
        }
    }

    fn start(&mut self, session: Session<Spite>, seed: u64) {
        self.end_watch = EndWatch::new(&session);
        self.game_seed = seed;
        // A restored game shows its present at once, without replaying its moves.
        self.shown_upto = session.history().cursor();
        self.table.replace(session);
        self.board.clear();
        self.unlocked = None;
        self.anim = None;
        self.note = None;
    }

    /// Moves the animation on: each bot move slides in turn, starting when
    /// the one before it has landed. The game never waits for this; the
    /// table only shows the moves a little later, and falls no more than a
    /// few moves behind.
    fn advance_animation(&mut self, now: f64) {
        let history = self.table.session.history();
        let cursor = history.cursor();
        if self.animation_speed <= 0.0 || self.table.viewing.is_some() || self.shown_upto > cursor {
            self.anim = None;
            self.shown_upto = cursor;
            return;
        }
        if let Some(anim) = self.anim {
            if now - anim.start < anim.duration && anim.ply <= cursor {
                return;
            }
            self.shown_upto = anim.ply.min(cursor);
            self.anim = None;
        }
        // Bots playing each other can run far ahead: then only the last
        // few moves are shown.
        if cursor > self.shown_upto + 12 {
            self.shown_upto = cursor - 3;
        }
        while self.shown_upto < cursor {
            let ply = self.shown_upto + 1;
            let before = history.state_at(ply - 1);
            let by_bot = before.to_move().is_some_and(|s| self.is_bot(s));
            let shows = history.all().get(ply - 1).is_some_and(|p| p.mv != Move::EndTurn);
            if by_bot && shows {
                // A backlog of moves is shown a little faster.
                let hurry = if cursor > ply + 1 { 0.6 } else { 1.0 };
                self.anim = Some(Anim {
                    ply,
                    start: now,
                    duration: ANIMATION_SECONDS * self.animation_speed * hurry,
                });
                return;
            }
            self.shown_upto = ply;
        }
    }

    fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        let now = ui.input(|i| i.time);
        self.table.tick(&ctx);
        self.advance_animation(now);
        if let Some(note) = &mut self.note {
            let until = *note.until.get_or_insert(now + NOTE_SECONDS);
            if until <= now {
                self.note = None;
            }
        }
        let mut commands = Vec::new();
        egui::Panel::right("spite-side")
            .resizable(true)
            .default_size(300.0)
            .show(ui, |ui| self.side_panel(ui, &mut commands));
        egui::CentralPanel::default().show(ui, |ui| self.central(ui, now, &mut commands));
        if let Some(command) = self.dialog_ui(&ctx) {
            commands.push(command);
        }
        let mut table_commands = Vec::new();
        if self.dialog.is_none()
            && !self.table.escape_to_present(ui, &mut table_commands)
            && ui.input(|i| i.key_pressed(egui::Key::Escape))
        {
            self.board.clear();
        }
        commands.extend(table_commands.into_iter().map(Command::Table));
        for command in commands {
            self.apply(command);
        }
    }

    fn central(&mut self, ui: &mut Ui, now: f64, commands: &mut Vec<Command>) {
        let view = self.perspective();
        let mut table_commands = Vec::new();
        if !self.table.viewing_banner(ui, &mut table_commands) {
            let over = self.game_over_text();
            let label = |seat: SeatIndex| self.name(seat);
            let hint = if view.cover.is_some() {
                "— the cards are covered until the next player is ready."
            } else {
                "— drag a card onto a pile, or click it and then the pile; a hand card on a side pile ends the turn."
            };
            self.table.status_line(ui, &label, hint, &over, &mut table_commands);
        }
        commands.extend(table_commands.into_iter().map(Command::Table));

        if let Some(seat) = view.cover {
            self.cover(ui, seat, commands);
            return;
        }
        let hint = self.table.hint().copied().filter(|_| self.anim.is_none());
        let history = self.table.session.history();
        let anim = self.anim.filter(|_| self.table.viewing.is_none());
        let ply = anim.map_or(self.table.shown_ply(), |a| a.ply);
        let state = history.state_at(ply);
        let flight = anim.and_then(|a| {
            let mv = history.all().get(a.ply - 1)?.mv;
            let t = ((now - a.start) / a.duration.max(1e-3)) as f32;
            Some(Flight { before: history.state_at(a.ply - 1), mv, t })
        });
        let moves = if anim.is_some() { Vec::new() } else { self.table.human_moves() };
        if moves.contains(&Move::EndTurn) {
            ui.horizontal(|ui| {
                ui.label("Your hand is empty and the stock cannot refill it: play on, or end your turn.");
                if ui.button("End turn").clicked() {
                    commands.push(Command::Play(Move::EndTurn));
                }
            });
        }
        let last = ply.checked_sub(1).and_then(|i| {
            let mv = history.all().get(i)?.mv;
            Some((history.state_at(i).turn(), mv))
        });
        let input = BoardInput {
            state,
            bottom: view.bottom,
            face_up: view.face_up,
            moves: &moves,
            plates: [self.plate(state, 0), self.plate(state, 1)],
            flight,
            last,
            speed: self.animation_speed,
            show_targets: self.show_targets,
            hint,
        };
        let area = ui.available_rect_before_wrap();
        match board::show(ui, &input, &mut self.board) {
            Some(BoardEvent::Play(mv)) => commands.push(Command::Play(mv)),
            Some(BoardEvent::Note(text)) => commands.push(Command::Note(text)),
            None => {}
        }
        if anim.is_none() && self.table.viewing.is_none() && state.is_over() {
            self.result_banner(ui, area, state, commands);
        }
        self.note_ui(ui, area, now);
    }

    /// The line on a seat's name plate.
    fn plate(&self, state: &Spite, seat: SeatIndex) -> String {
        let who = match self.table.session.seats.get(seat).map(|s| s.controller) {
            Some(Controller::Bot(level)) => format!("{} ({level} bot)", self.name(seat)),
            _ => self.name(seat),
        };
        let held = state.hand(seat).len();
        let cards = if held == 1 { "card" } else { "cards" };
        format!("{who} · {held} {cards} in hand")
    }

    /// The hot-seat cover: nothing of either hand is drawn behind it.
    fn cover(&self, ui: &mut Ui, seat: SeatIndex, commands: &mut Vec<Command>) {
        let area = ui.available_rect_before_wrap();
        ui.allocate_rect(area, egui::Sense::hover());
        let painter = ui.painter_at(area);
        cards::paint_felt(&painter, area);
        let w = (area.width() / 8.0).min(area.height() / 5.0).clamp(30.0, 120.0);
        let size = cards::card_size(w);
        let centre = area.center() - egui::vec2(0.0, size.y * 0.9);
        for dx in [-0.35, 0.0, 0.35] {
            let rect = egui::Rect::from_center_size(centre + egui::vec2(dx * w, dx.abs() * w * 0.15), size);
            cards::paint_shadow(&painter, rect, 0.0);
            cards::paint_back(&painter, rect);
        }
        let name = self.name(seat);
        let panel = egui::Rect::from_center_size(
            area.center() + egui::vec2(0.0, size.y * 0.45),
            egui::vec2(420.0_f32.min(area.width()), 150.0_f32.min(area.height())),
        );
        ui.scope_builder(egui::UiBuilder::new().max_rect(panel), |ui| {
            egui::Frame::popup(ui.style()).inner_margin(16.0).show(ui, |ui| {
                ui.set_min_width(panel.width() - 32.0);
                ui.vertical_centered(|ui| {
                    ui.label(RichText::new(format!("Pass to {name}")).size(26.0).strong());
                    ui.label(format!("Only {name} should see the screen now. Click when ready."));
                    ui.add_space(8.0);
                    let ready = egui::Button::new(RichText::new("Ready").size(18.0))
                        .min_size(egui::vec2(120.0, 32.0));
                    if ui.add(ready).on_hover_text(format!("Show {name}'s hand")).clicked() {
                        commands.push(Command::Ready(seat));
                    }
                });
            });
        });
    }

    /// A transient note in the free space beside the centre piles.
    fn note_ui(&self, ui: &mut Ui, area: egui::Rect, now: f64) {
        let Some(note) = &self.note else { return };
        let left = note.until.map_or(NOTE_SECONDS, |until| until - now);
        ui.ctx().request_repaint_after(std::time::Duration::from_secs_f64(left.max(0.05)));
        let rect = board::note_area(area);
        ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
            egui::Frame::popup(ui.style())
                .fill(Color32::from_rgba_unmultiplied(30, 30, 34, 235))
                .inner_margin(egui::Margin::symmetric(12, 8))
                .show(ui, |ui| {
                    ui.set_max_width(rect.width() - 24.0);
                    ui.label(RichText::new(&note.text).color(Color32::from_rgb(255, 236, 170)).size(15.0));
                });
        });
    }

    /// The match score after the current game, counted or not yet.
    fn scores_after_game(&self) -> [u32; PLAYERS] {
        let mut scores = self.record.scores();
        let state = self.table.session.current();
        let counted = self.record.results().len() >= state.match_info().game as usize;
        if !counted
            && let Status::Won { seat, points } = state.status()
            && let Some(slot) = scores.get_mut(seat)
        {
            *slot = slot.saturating_add(points);
        }
        scores
    }

    fn game_over_text(&self) -> String {
        match self.table.session.current().status() {
            Status::Won { seat, points } => {
                format!("Game over: {} wins and scores {points}.", self.name(seat))
            }
            Status::Drawn => "Game over: drawn, the stock ran out.".to_owned(),
            Status::Playing => "Game over.".to_owned(),
        }
    }

    fn result_banner(&self, ui: &mut Ui, area: egui::Rect, state: &Spite, commands: &mut Vec<Command>) {
        let scores = self.scores_after_game();
        let (headline, detail) = match state.status() {
            Status::Won { seat, points } => (
                format!("{} wins the game", self.name(seat)),
                format!(
                    "+{points} {} — the cards left in {}'s payoff pile",
                    if points == 1 { "point" } else { "points" },
                    self.name(opponent(seat))
                ),
            ),
            _ => ("Drawn game".to_owned(), "The stock ran out: no points.".to_owned()),
        };
        let champion = scores.iter().position(|&s| s >= MATCH_TARGET);
        let score_line = format!(
            "Match: {} {} – {} {} · first to {MATCH_TARGET}",
            self.name(0),
            scores[0],
            scores[1],
            self.name(1)
        );
        let size = egui::vec2(420.0_f32.min(area.width()), 190.0_f32.min(area.height()));
        let rect = egui::Rect::from_center_size(area.center(), size);
        ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
            egui::Frame::popup(ui.style()).inner_margin(16.0).show(ui, |ui| {
                ui.set_min_width(size.x - 32.0);
                ui.vertical_centered(|ui| {
                    ui.label(RichText::new(headline).size(26.0).strong());
                    ui.label(detail);
                    ui.label(RichText::new(score_line).size(16.0));
                    if let Some(winner) = champion {
                        ui.label(
                            RichText::new(format!("{} wins the match!", self.name(winner)))
                                .size(18.0)
                                .strong()
                                .color(ui.visuals().warn_fg_color),
                        );
                    }
                    ui.add_space(6.0);
                    let button = egui::vec2(120.0, 28.0);
                    let count = if champion.is_none() { 2.0 } else { 1.0 };
                    let row = button.x * count + ui.spacing().item_spacing.x * (count - 1.0);
                    ui.horizontal(|ui| {
                        ui.add_space(((ui.available_width() - row) / 2.0).max(0.0));
                        let next = egui::Button::new("Next game").min_size(button);
                        if champion.is_none() && ui.add(next).clicked() {
                            commands.push(Command::NextGame(None));
                        }
                        if ui.add(egui::Button::new("New match").min_size(button)).clicked() {
                            commands.push(Command::NewMatch(None));
                        }
                    });
                });
            });
        });
    }

    fn side_panel(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let state = self.table.session.current();
        ui.add_space(4.0);
        ui.heading("Spite & Malice");
        ui.label(format!("Game {} of the match · first to {MATCH_TARGET} points", state.match_info().game));
        ui.add_space(4.0);
        let scores = self.record.scores();
        egui::Grid::new("spite-seats").num_columns(5).striped(true).show(ui, |ui| {
            ui.label("");
            ui.label(RichText::new("Payoff").weak());
            ui.label(RichText::new("Points").weak());
            ui.label(RichText::new("Wins").weak());
            ui.end_row();
            for seat in 0..PLAYERS {
                let to_move = state.to_move() == Some(seat);
                let mut name = RichText::new(self.name(seat));
                if to_move {
                    name = name.strong().color(ui.visuals().warn_fg_color);
                }
                let role = match self.table.session.seats.get(seat).map(|s| s.controller) {
                    Some(Controller::Bot(level)) => format!("{level} bot"),
                    _ => "Human".to_owned(),
                };
                ui.label(name).on_hover_text(role);
                ui.label(state.payoff_count(seat).to_string());
                ui.label(scores.get(seat).copied().unwrap_or(0).to_string());
                let wins = self.record.results().iter().filter(|r| r.winner == Some(seat)).count();
                ui.label(wins.to_string());
                ui.end_row();
            }
        });
        ui.add_space(2.0);
        ui.label(format!("Stock: {} cards", state.stock_count()));
        let rules = state.rules();
        if !rules.refill_on_empty_hand {
            ui.label(RichText::new("Variant: no refill when the hand empties").weak());
        }
        self.table.thinking_row(ui, &|seat| self.name(seat));
        ui.horizontal(|ui| {
            let can = self.table.session.can_undo();
            let refusal = if can { None } else { self.undo_refusal() };
            let undo = ui.add_enabled(can || refusal.is_some(), egui::Button::new("Undo"));
            let undo = match refusal {
                Some(reason) => undo.on_hover_text(format!("Can't undo further: {reason}.")),
                None => undo.on_hover_text("Take back your last play"),
            };
            if undo.clicked() {
                commands.push(Command::Undo);
            }
            if ui.add_enabled(self.table.session.can_redo(), egui::Button::new("Redo")).clicked() {
                commands.push(Command::Table(TableCommand::Redo));
            }
            if ui.button("New game…").clicked() {
                commands.push(Command::OpenNewGame);
            }
        });
        ui.separator();
        let history = self.table.session.history();
        let mover = |ply: usize| self.name(history.state_at(ply).turn());
        let mut table_commands = Vec::new();
        self.table.log_with(ui, mover, cards::ascii_suits, &mut table_commands);
        commands.extend(table_commands.into_iter().map(Command::Table));
    }

    /// The new-game dialog, if open; returns the start command.
    fn dialog_ui(&mut self, ctx: &egui::Context) -> Option<Command> {
        let dialog = self.dialog.as_mut()?;
        let scores = self.record.scores();
        let can_continue =
            !self.record.is_over() && dialog.refill == self.record.rules().refill_on_empty_hand;
        let names =
            [self.setup.seats.first(), self.setup.seats.get(1)].map(|s| s.map_or("?", |s| s.name.as_str()));
        let result = new_game::modal(ctx, "spite-new-game", "New Spite & Malice game", |ui| {
            new_game::seat_editor(ui, "spite", &SEAT_TITLES, &mut dialog.rows);
            ui.add_space(6.0);
            ui.checkbox(&mut dialog.refill, "Refill the hand when it empties during a turn").on_hover_text(
                "A player whose hand becomes empty while playing draws 5 more and goes on (the usual rule).",
            );
            ui.add_space(6.0);
            ui.add_enabled_ui(can_continue, |ui| {
                let text = format!(
                    "Deal the next game of this match ({} {} – {} {})",
                    names[0], scores[0], scores[1], names[1]
                );
                ui.radio_value(&mut dialog.next_in_match, true, text);
            });
            ui.radio_value(&mut dialog.next_in_match, false, "Start a new match (scores back to 0)");
        });
        match result {
            DialogResult::Open => None,
            DialogResult::Cancel => {
                self.dialog = None;
                None
            }
            DialogResult::Start => {
                let seats = SEAT_TITLES.iter().zip(dialog.rows.iter()).map(|(t, r)| r.seat(t)).collect();
                let setup = SpiteSetup { seats, rules: Rules { refill_on_empty_hand: dialog.refill } };
                Some(if dialog.next_in_match && can_continue {
                    Command::NextGame(Some(setup))
                } else {
                    Command::NewMatch(Some(setup))
                })
            }
        }
    }
}

impl GameTab for SpiteTab {
    fn ui(&mut self, ui: &mut Ui) {
        self.show(ui);
    }
    fn open_new_game(&mut self) {
        self.apply(Command::OpenNewGame);
    }
    fn undo(&mut self) {
        self.apply(Command::Undo);
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
        GameKind::Spite
    }
    fn to_save(&self) -> Result<SaveFile, String> {
        let session = &self.table.session;
        let rules = session.history().start().rules();
        let save = SaveFile {
            format: SAVE_FORMAT,
            game: GameKind::Spite,
            seats: session.seats.clone(),
            variant: Variant::Spite { refill_on_empty_hand: rules.refill_on_empty_hand },
            seed: self.game_seed,
            bot_seed: session.bot_seed(),
            spite_match: Some(SavedMatch { record: self.record.clone(), deals: self.deals.clone() }),
            moves: Vec::new(),
        };
        match save.spite() {
            Ok((_, rebuilt)) if rebuilt.start() == session.history().start() => {}
            _ => return Err("this game began from a set-up deal, which saves do not hold".into()),
        }
        Ok(SaveFile { moves: SaveFile::moves_of(session.history(), SaveFile::spite_move), ..save })
    }
    fn load_save(&mut self, save: &SaveFile) -> Result<(), LoadError> {
        let (saved, history) = save.spite()?;
        let session = Session::from_history(history, save.seats.clone(), save.bot_seed, make_bot);
        self.setup = SpiteSetup { seats: save.seats.clone(), rules: saved.record.rules() };
        self.record = saved.record;
        self.deals = saved.deals;
        self.dialog = None;
        self.start(session, save.seed);
        Ok(())
    }
    fn in_progress(&self) -> bool {
        table::under_way(&self.table.session)
    }
    fn take_finished(&mut self) -> Option<Finished> {
        let outcome = self.end_watch.check(&self.table.session)?;
        let seats = &self.table.session.seats;
        let refill = if self.record.rules().refill_on_empty_hand { "refill on" } else { "refill off" };
        let mut finished = EndWatch::finished(GameKind::Spite, refill.to_owned(), seats, &outcome)?;
        let scores = self.scores_after_this_game();
        if let Some(winner) = scores.iter().position(|&s| s >= MATCH_TARGET) {
            finished.match_won = stats::first_person(seats).map(|me| me == winner);
        }
        Some(finished)
    }
    fn request_hint(&mut self, ctx: &egui::Context) {
        self.table.request_hint(ctx);
    }
    fn apply_settings(&mut self, settings: &Settings) {
        self.animation_speed = settings.animation.factor();
        self.show_targets = settings.show_legal_targets;
        self.setup.rules.refill_on_empty_hand = settings.spite_refill_on_empty_hand;
        self.setup.seats = table::default_seats(settings, settings.spite_level, PLAYERS);
    }
}
