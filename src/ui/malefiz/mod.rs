//! Malefiz's view on the shared game screen: the board drawn from its map,
//! the die, the colours with their pieces, the moves kept marked, and the
//! motion of a move (the walk, a hit pawn going home, a barricade carried).

pub mod rules;
pub mod board;
pub mod die;
pub mod marks;
pub mod motion;
mod setup;
mod speech;
mod words;

pub use setup::{BoardChoice, MalefizDialog, MalefizSetup, Unfit};

use crate::ui::screen::{ViewDialog, ViewGame, ViewInput, ViewPainting, ViewSaves, ViewSpeech, ViewWords};
use crate::core::{Game, Seat, SeatIndex, Session};
use crate::games::GameKind;
use crate::games::malefiz::bot::make_bot;
use crate::games::malefiz::layout::{self, Layout};
use crate::games::malefiz::{Malefiz, Move, Origin, Phase};
use crate::store::save::SaveFile;
use crate::sound::Sound;
use crate::store::settings::Settings;
use crate::ui::screen::{self, GameScreen, Scene, ScreenCommand, Table, table};
use crate::ui::widgets::board_frame::BoardAct;
use crate::ui::widgets::clock::Clock;
use crate::ui::widgets::{glyph, place_speech};
use crate::ui::widgets::seat_names::{self, SeatNames};
use board::{BoardInput, BoardState};
use eframe::egui::{self, Color32, Rect, RichText, Ui};
use marks::Trail;
use motion::Motion;

/// The Malefiz screen.
pub type MalefizScreen = GameScreen<MalefizUi>;

/// Malefiz's part of the screen: the board's layout and selection, what
/// is being animated, and the moves marked on the last frame drawn.
pub struct MalefizUi {
    layout: Layout,
    board: BoardState,
    motion: Option<Motion>,
    tumble: Option<Clock>,
    marks: Vec<Trail>,
    /// The move the person made by carrying the pawn there (a drag) or by
    /// placing its barricade: its pawn was already shown where it landed,
    /// so it does not walk there again.
    landed: Option<Move>,
}

impl Default for MalefizUi {
    fn default() -> Self {
        MalefizUi {
            layout: Layout::new(&crate::games::malefiz::Board::classic()),
            board: BoardState::default(),
            motion: None,
            tumble: None,
            marks: Vec::new(),
            landed: None,
        }
    }
}

impl MalefizScreen {
    /// A screen continuing `game` (e.g. a constructed position) with
    /// `seats` in turn order; `seed` decides the bots.
    pub fn with_game(game: Malefiz, seats: Vec<Seat>, seed: u64) -> Self {
        let setup = MalefizSetup::describing(&game, &seats);
        GameScreen::with_view(MalefizUi::default(), setup, Session::new(game, seats, seed, make_bot), seed)
    }

    /// Where the board's keyboard cursor stands, once a key showed it.
    pub fn keyboard_cursor(&self) -> Option<board::Point> {
        self.view().board.cursor
    }

    /// The moves marked on the board when it was last drawn, oldest first.
    pub fn marked(&self) -> &[Trail] {
        &self.view().marks
    }

    /// The move being shown, while it is.
    pub fn motion(&self) -> Option<&Motion> {
        self.view().motion.as_ref()
    }
}

impl ViewGame for MalefizUi {
    type Game = Malefiz;
    type Setup = MalefizSetup;
    type Rules = rules::MalefizPage;
}

impl ViewWords for MalefizUi {
    fn title() -> String {
        words::title()
    }

    fn rung_line(level: crate::core::Level) -> Option<String> {
        words::rung_line(level)
    }

    fn refusal(why: &crate::games::malefiz::Illegal) -> String {
        words::refusal(why)
    }

    fn variant_shown(kept: &str) -> String {
        words::variant_shown(kept)
    }

    fn log_line(before: &Malefiz, mv: &crate::games::malefiz::Move) -> String {
        words::log_line(before, mv)
    }

    fn seat_label(&self, table: &Table<Malefiz>, seat: SeatIndex) -> String {
        let colour = table.session.current().colour_at(seat).map_or_else(|| "?".to_owned(), words::colour);
        match table.session.seats.get(seat) {
            Some(s) => format!("{colour} ({})", s.name),
            None => colour.to_string(),
        }
    }

    fn status_prompt(&self, table: &Table<Malefiz>, moves: &[Move]) -> String {
        match (table.session.current().phase(), moves) {
            (Phase::Roll, _) => crate::t!("malefiz-status-roll"),
            (Phase::Move { roll }, [Move::Pass]) => {
                crate::t!("malefiz-status-lost-turn", roll = roll)
            }
            (Phase::Move { roll }, _) if self.board.placing.is_some() => {
                crate::t!("malefiz-status-place", roll = roll)
            }
            (Phase::Move { roll }, _) => crate::t!("malefiz-status-move", roll = roll),
            (Phase::Won { .. }, _) => String::new(),
        }
    }

    fn game_over_text(&self, table: &Table<Malefiz>) -> String {
        match table.session.current().winner() {
            Some(c) => crate::t!("malefiz-game-over-won", colour = words::colour(c)),
            None => crate::t!("malefiz-game-over"),
        }
    }

    fn variant_title(&self, game: &Malefiz) -> String {
        crate::t!("malefiz-variant-title", board = words::board_title(game.board()), colours = game.seat_count())
    }

    fn variant_name(&self, game: &Malefiz) -> String {
        format!("{} board, {} players", game.board().name(), game.seat_count())
    }
}

impl ViewSpeech for MalefizUi {
    fn speak_move(&self, _: &Table<Malefiz>, before: &Malefiz, mv: &Move) -> String {
        speech::move_sentence(before, mv)
    }

    fn speak_position(&self, table: &Table<Malefiz>) -> String {
        speech::position(table.shown())
    }

    /// The die rattles; a barricade set down thuds; a piece landing on
    /// another colour's (sending it home) knocks; any other step taps; a
    /// lost turn makes no sound.
    fn sound(before: &Malefiz, mv: &Move, _after: &Malefiz) -> Option<Sound> {
        match *mv {
            Move::Roll => Some(Sound::DieRoll),
            Move::Piece { place: Some(_), .. } => Some(Sound::Barricade),
            Move::Piece { to, .. } if before.piece_at(to).is_some_and(|c| c != before.turn()) => {
                Some(Sound::Capture)
            }
            Move::Piece { .. } => Some(Sound::Move),
            Move::Pass => None,
        }
    }
}

impl ViewPainting for MalefizUi {
    fn reset(&mut self, table: &Table<Malefiz>) {
        self.layout = Layout::new(table.session.current().board());
        self.jumped(table);
    }

    /// Starts the die's tumble, or the motion of a piece move: its walk,
    /// and the pawn it hits or the barricade it takes.
    fn animate(&mut self, before: &Malefiz, mv: &Move, now: f64, speed: f64) {
        match mv {
            Move::Roll => self.tumble = Some(Clock::starting(now, die::ROLL_SECONDS * speed)),
            Move::Piece { .. } => {
                let landed = self.landed.take() == Some(*mv);
                let motion = Motion::new(before, mv, &self.layout, now, speed);
                self.motion = motion.map(|m| if landed { m.landed() } else { m });
            }
            Move::Pass => {}
        }
    }

    /// The die's tumble and the whole motion of the last piece move.
    fn animating(&self, now: f64) -> bool {
        self.tumble.is_some_and(|c| c.running(now)) || self.motion.as_ref().is_some_and(|m| m.running(now))
    }

    fn jumped(&mut self, _table: &Table<Malefiz>) {
        self.motion = None;
        self.tumble = None;
        self.landed = None;
        self.board = BoardState::default();
    }

    fn players(&mut self, ui: &mut Ui, scene: &mut Scene<'_, Self>) {
        let table = scene.table;
        let state = table.session.current();
        // Two columns, the counts under the name: beside it, a long name
        // and the counts held the panel wider than its room.
        screen::seats_grid(ui, "malefiz-seats", 2).show(ui, |ui| {
            for seat in 0..state.seat_count() {
                let Some(colour) = state.colour_at(seat) else { continue };
                let c = layout::colour_rgb(colour);
                glyph::swatch(ui, layout::colour_glyph(colour), Color32::from_rgb(c[0], c[1], c[2]));
                let who = table.session.seats.get(seat).map_or_else(|| "?".to_owned(), seat_names::describe);
                let mut name = RichText::new(format!("{}: {who}", words::colour(colour)));
                if state.to_move() == Some(seat) {
                    name = name.strong().color(ui.visuals().warn_fg_color);
                }
                let home = state.in_house(colour);
                let out = state.pieces_on_board(colour).len();
                ui.vertical(|ui| {
                    ui.label(name);
                    ui.label(crate::t!("malefiz-pieces-out-home", out = out, home = home));
                });
                ui.end_row();
            }
        });
        ui.add_space(6.0);
        self.die(ui, scene);
        ui.add_space(4.0);
    }

    fn central(&mut self, ui: &mut Ui, scene: &mut Scene<'_, Self>) -> Rect {
        scene.offer(ui, Move::Pass, "", &crate::t!("malefiz-pass-the-turn"), "");
        let table = scene.table;
        let moment = self.motion.as_ref().and_then(|m| {
            scene.progress(ui, m.clock())?;
            Some(m.at(scene.now - m.clock().start))
        });
        let state = table.shown();
        let piece_moves: Vec<Move> =
            scene.moves.iter().copied().filter(|m| matches!(m, Move::Piece { .. })).collect();
        self.marks = marks::trails(table.session.history(), &table.recent_moves(), &self.layout);
        let input = BoardInput {
            state,
            layout: &self.layout,
            moves: &piece_moves,
            acting: !scene.moves.is_empty(),
            marks: &self.marks,
            motion: self.motion.as_ref().zip(moment),
            show_targets: scene.prefs.show_targets,
            coordinates: scene.prefs.coordinates,
            hint: scene.hint,
            judged: scene.judged,
        };
        let board_rect = ui.available_rect_before_wrap();
        let carried = self.board.placing.is_some() || self.board.dragging.is_some();
        if let Some(act) = board::show(ui, &input, &mut self.board) {
            if let (true, BoardAct::Play(mv)) = (carried, &act) {
                self.landed = Some(*mv);
            }
            scene.act(act);
        }
        // The cursor's place in words, every frame: a screen reader hears
        // them again when they change (the cursor moved, a piece was
        // picked, a move changed what stands there).
        if let Some(at) = self.board.cursor {
            let origin = match at {
                board::Point::Space(sq) => state.piece_at(sq).map(|_| Origin::Square(sq)),
                board::Point::House(c) => (c == state.turn()).then_some(Origin::House),
                board::Point::Forest => Some(Origin::Forest),
            };
            let marks = speech::marks(&input, &self.board, at, origin);
            let landed = board::Landed::of(state, &self.board);
            let words = place_speech::words(marks, speech::place(state, at, landed));
            scene.cursor_on(format!("{}, {words}", speech::point_name(at)));
        } else if self.board.cursor.is_none() {
            scene.cursor_on(String::new());
        }
        if table.viewing.is_none()
            && let Some(winner) = state.winner()
        {
            let turns = winner_turns(table.session.history(), winner);
            let sentence = crate::t!("malefiz-result-reached", colour = words::colour(winner), turns = turns);
            scene.result_card(ui, board_rect, screen::ResultCard::new(Some(words::colour(winner)), sentence));
        }
        board_rect
    }
}

impl ViewInput for MalefizUi {
    fn move_clicks(&self, table: &Table<Malefiz>, mv: &Move) -> Vec<String> {
        match mv {
            Move::Roll => vec![crate::t!("malefiz-roll-the-die")],
            Move::Pass => vec![crate::t!("malefiz-pass-the-turn")],
            Move::Piece { from, to, place } => {
                let origin = match from {
                    Origin::House => words::house(table.session.current().turn()),
                    Origin::Forest => crate::t!("malefiz-forest"),
                    Origin::Square(sq) => sq.to_string(),
                };
                let mut clicks = vec![origin, to.to_string()];
                clicks.extend(place.map(|p| p.to_string()));
                clicks
            }
        }
    }

    fn escape(&mut self) {
        if self.board.placing.is_some() {
            self.board.placing = None;
        } else {
            // The keyboard cursor stays where it is.
            self.board = BoardState { cursor: self.board.cursor, ..BoardState::default() };
        }
    }

    /// Space rolls the die (a lost turn's Pass is offered with its key by
    /// the screen).
    fn keys(&mut self, ui: &Ui, scene: &mut Scene<'_, Self>) {
        if ui.input(|i| i.key_pressed(egui::Key::Space)) && scene.moves == [Move::Roll] {
            scene.play(Move::Roll);
        }
    }
}

impl ViewDialog for MalefizUi {
    type Dialog = MalefizDialog;
    type Unfit = Unfit;

    fn check(&self, setup: &MalefizSetup) -> Result<(), Unfit> {
        setup.session(0).map(|_| ())
    }

    fn start(&mut self, setup: &MalefizSetup, seed: u64) -> (Session<Malefiz>, u64) {
        match setup.session(seed) {
            Ok(session) => (session, seed),
            // Only a checked setup comes here; the classic game stands in.
            Err(_) => {
                let seats = MalefizSetup::default().seats.into_iter().flatten().collect();
                (Session::new(Malefiz::classic_start(seed), seats, seed, make_bot), seed)
            }
        }
    }

    fn seated(setup: &MalefizSetup, seats: Vec<Seat>) -> Result<MalefizSetup, Unfit> {
        let colours = setup.seats.len();
        if !(2..=colours).contains(&seats.len()) {
            return Err(Unfit::Players { colours, seats: seats.len() });
        }
        let mut seats = seats.into_iter();
        let seats = std::array::from_fn(|_| seats.next());
        Ok(MalefizSetup { seats, ..setup.clone() })
    }

    fn unfit(why: &Unfit) -> String {
        why.words()
    }

    fn settle(setup: &mut MalefizSetup, settings: &Settings) {
        if !matches!(setup.board, BoardChoice::Custom { .. }) {
            setup.board = settings.options::<Malefiz>().board;
        }
        let playing = setup.seats.iter().filter(|s| s.is_some()).count();
        let mut seats = table::default_seats(settings, settings.bot_level(GameKind::Malefiz), playing).into_iter();
        for slot in setup.seats.iter_mut().filter(|s| s.is_some()) {
            *slot = seats.next();
        }
    }

    fn option_rows(ui: &mut Ui, options: &mut crate::games::malefiz::Options) {
        ui.label(crate::t!("malefiz-option-board"));
        ui.horizontal(|ui| {
            ui.radio_value(&mut options.board, BoardChoice::Classic, crate::t!("malefiz-choice-classic"));
            ui.radio_value(&mut options.board, BoardChoice::Fast, crate::t!("malefiz-choice-fast"));
        });
        ui.end_row();
    }

    fn open_dialog(&self, setup: &MalefizSetup, names: &SeatNames) -> MalefizDialog {
        MalefizDialog::new(setup, names)
    }

    fn dialog_body(&self, ui: &mut Ui, dialog: &mut MalefizDialog, error: &mut Option<String>) {
        dialog.ui(ui, error);
    }

    fn dialog_start(&self, dialog: &MalefizDialog) -> ScreenCommand<Self> {
        ScreenCommand::Start(dialog.setup())
    }

    fn seat_rows(dialog: &mut MalefizDialog) -> &mut crate::ui::widgets::new_game::SeatRows {
        &mut dialog.rows
    }
}

impl ViewSaves for MalefizUi {
    fn restore(&mut self, save: &SaveFile, game: &Malefiz, _: Option<()>) -> MalefizSetup {
        MalefizSetup::describing(game, &save.seats)
    }
}

/// How many turns `winner` took: each of its turns begins with a roll.
fn winner_turns(history: &crate::core::History<Malefiz>, winner: crate::games::malefiz::Colour) -> usize {
    (0..history.cursor())
        .map(|ply| history.state_at(ply))
        .filter(|state| state.phase() == Phase::Roll && state.turn() == winner)
        .count()
}
