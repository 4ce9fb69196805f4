//! Malice's view on the shared game screen: the two boards with the moves
//! kept marked, the seats with their captures and scores, the result, and
//! the new-game dialog's fields.

pub mod rules;
pub mod board;
pub mod marks;
mod panel;
pub mod pieces;
mod speech;
mod words;

use crate::ui::screen::{ViewDialog, ViewGame, ViewInput, ViewPainting, ViewSaves, ViewSpeech, ViewWords};
use crate::core::{Controller, Game, Outcome, Seat, SeatIndex, Session};
use crate::games::GameKind;
use crate::games::malice::bot::make_bot;
use crate::games::malice::{EndReason, Malice, Move, Players, QUIET_MOVE_LIMIT, Rules, Side, Size, Square};
use crate::store::save::SaveFile;
use crate::sound::Sound;
use crate::store::settings::Settings;
use crate::ui::screen::{self, GameScreen, Scene, ScreenCommand, Table, table};
use crate::ui::widgets::clock::Clock;
use crate::ui::widgets::place_speech;
use crate::ui::widgets::new_game::SeatRows;
use crate::ui::widgets::seat_names::SeatNames;
use board::{Animation, BoardInput, BoardState, Flying};
use eframe::egui::{self, Rect, Ui};
use marks::MoveMark;

/// How long a move's slide-and-teleport animation lasts at normal speed.
pub const ANIMATION_SECONDS: f64 = 0.5;
/// How long a captured piece takes to fly to the side panel at normal
/// speed; it sets off when the capturing piece arrives (halfway through
/// the move's animation).
pub const FLIGHT_SECONDS: f64 = 0.7;

/// The Malice screen.
pub type MaliceScreen = GameScreen<MaliceUi>;

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

/// Why a Malice setup cannot start a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unfit {
    /// Malice is played by 2 or 4 players, not by this many.
    Players(usize),
}

impl Default for MaliceSetup {
    fn default() -> Self {
        MaliceSetup {
            players: Players::Two,
            seats: SeatNames::default()
                .seats(&[Controller::Human, Controller::Bot(crate::games::malice::bot::LADDER.usual())]),
            quiet_limit: QUIET_MOVE_LIMIT,
        }
    }
}

impl MaliceSetup {
    /// The seat names the rules use, in turn order, in the person's
    /// language.
    fn seat_titles(players: Players) -> Vec<String> {
        let names: &[&str] = match players {
            Players::Two => &["South", "North"],
            Players::Four => &["South-L", "North-L", "South-R", "North-R"],
        };
        names.iter().map(|name| words::seat(name)).collect()
    }
}

/// The new-game dialog's working copy.
pub struct MaliceDialog {
    rows: SeatRows,
    players: Players,
    quiet: u32,
}

/// Malice's part of the screen: the board's selection, the move being
/// animated, and what the last frame showed of the moves and captures.
#[derive(Default)]
pub struct MaliceUi {
    board: BoardState,
    anim: Option<Animation>,
    /// The moves the board marked in the last frame.
    marks: Vec<MoveMark>,
    /// Where the captured piece in flight goes in the side panel, as the
    /// panel drew it this frame.
    flight_target: Option<Rect>,
}

impl MaliceScreen {
    /// Where the board's keyboard cursor stands, once a key showed it.
    pub fn keyboard_cursor(&self) -> Option<Square> {
        self.view().board.cursor
    }

    /// The moves the board marked in the last frame, oldest first.
    pub fn move_marks(&self) -> &[MoveMark] {
        &self.view().marks
    }

    /// The captured piece on its way to the side panel, if one is, with
    /// where it goes there.
    pub fn capture_in_flight(&self) -> Option<(Size, Option<Rect>)> {
        let view = self.view();
        let anim = view.anim.as_ref().filter(|a| a.flight.is_some())?;
        Some((anim.captured?, view.flight_target))
    }
}

impl MaliceUi {
    /// The captured piece of the move being animated, while it is shown.
    fn flying(&self, ui: &Ui, scene: &Scene<'_, Self>) -> Option<Flying> {
        let anim = self.anim.as_ref()?;
        let t = scene.progress(ui, anim.flight?)?;
        Some(Flying { size: anim.captured?, from: anim.to, t, target: self.flight_target })
    }
}

impl ViewGame for MaliceUi {
    type Game = Malice;
    type Setup = MaliceSetup;
    type Rules = rules::MalicePage;
}

impl ViewWords for MaliceUi {
    fn title() -> String {
        words::title()
    }

    fn rung_line(level: crate::core::Level) -> Option<String> {
        words::rung_line(level)
    }

    fn refusal(why: &crate::games::malice::Illegal) -> String {
        words::refusal(why)
    }

    fn variant_shown(kept: &str) -> String {
        words::variant_shown(kept)
    }

    fn log_line(before: &Malice, mv: &crate::games::malice::Move) -> String {
        words::log_line(before, mv)
    }

    fn seat_label(&self, table: &Table<Malice>, seat: SeatIndex) -> String {
        let kept = table.session.current().seat_name(seat);
        let title = words::seat(kept);
        // A seat named after its place, in this language or in the rules' own.
        match table.session.seats.get(seat) {
            Some(s) if s.name != title && s.name != kept => format!("{title} ({})", s.name),
            _ => title,
        }
    }

    fn status_prompt(&self, _table: &Table<Malice>, _moves: &[Move]) -> String {
        crate::t!("malice-status-prompt")
    }

    fn game_over_text(&self, table: &Table<Malice>) -> String {
        let state = table.session.current();
        match state.outcome() {
            Some(Outcome::Draw) => crate::t!("malice-game-over-draw"),
            Some(Outcome::Win(seats)) => {
                crate::t!("malice-game-over-win", side = words::side(winning_side(state, seats)))
            }
            None => crate::t!("malice-game-over"),
        }
    }

    fn log_mover(&self, table: &Table<Malice>, ply: usize) -> String {
        let before = table.session.history().state_at(ply);
        before.to_move().map(|s| words::seat(before.seat_name(s))).unwrap_or_default()
    }

    fn variant_title(&self, game: &Malice) -> String {
        match game.rules().players {
            Players::Two => crate::t!("malice-variant-title-two"),
            Players::Four => crate::t!("malice-variant-title-four"),
        }
    }

    fn variant_name(&self, game: &Malice) -> String {
        match game.rules().players {
            Players::Two => "2 players".to_owned(),
            Players::Four => "4 players".to_owned(),
        }
    }
}

impl ViewSpeech for MaliceUi {
    fn speak_move(&self, _: &Table<Malice>, before: &Malice, mv: &Move) -> String {
        speech::move_sentence(before, mv)
    }

    fn speak_position(&self, table: &Table<Malice>) -> String {
        speech::position(table.shown())
    }

    /// A capture knocks; a quiet step taps; a pass makes no sound.
    fn sound(_before: &Malice, mv: &Move, _after: &Malice) -> Option<Sound> {
        match mv {
            Move::Step { capture: true, .. } => Some(Sound::Capture),
            Move::Step { capture: false, .. } => Some(Sound::Move),
            Move::Pass => None,
        }
    }
}

impl ViewPainting for MaliceUi {
    fn jumped(&mut self, _table: &Table<Malice>) {
        self.board = BoardState::default();
        self.anim = None;
        self.marks.clear();
        self.flight_target = None;
    }

    /// Starts the slide-and-teleport animation of `mv` and, for a capture,
    /// the captured piece's flight to the side panel.
    fn animate(&mut self, before: &Malice, mv: &Move, now: f64, speed: f64) {
        self.anim = None;
        if let Move::Step { from, to, capture } = *mv
            && let (Some(size), Some(landing)) = (before.piece_at(from), before.landing(mv))
        {
            let captured = before.piece_at(to).filter(|_| capture);
            let duration = ANIMATION_SECONDS * speed;
            let clock = Clock::starting(now, duration);
            let flight = captured.map(|_| Clock::starting(now + duration / 2.0, FLIGHT_SECONDS * speed));
            self.anim = Some(Animation { from, to, landing, size, captured, clock, flight });
        }
    }

    /// The slide, the teleport and a captured piece's flight.
    fn animating(&self, now: f64) -> bool {
        self.anim.as_ref().is_some_and(|a| a.running(now))
    }

    fn advance(&mut self, _table: &Table<Malice>, now: f64, _prefs: screen::Prefs) {
        if !self.animating(now) {
            self.anim = None;
        }
    }

    fn players(&mut self, ui: &mut Ui, scene: &mut Scene<'_, Self>) {
        self.seats_block(ui, scene);
    }

    fn central(&mut self, ui: &mut Ui, scene: &mut Scene<'_, Self>) -> Rect {
        scene.offer(ui, Move::Pass, &crate::t!("malice-pass-offer"), &crate::t!("malice-pass"), "");
        let flying = self.flying(ui, scene);
        let anim = self.anim.as_ref().and_then(|a| Some((a, scene.progress(ui, a.clock)?)));
        let table = scene.table;
        self.marks = marks::marks(table.session.history(), &table.recent_moves());
        let state = table.shown();
        let turn: Vec<Square> = match state.to_move() {
            Some(seat) => Square::all().filter(|sq| state.seat_controls(seat, *sq)).collect(),
            None => Vec::new(),
        };
        let input = BoardInput {
            state,
            moves: scene.moves,
            marks: &self.marks,
            anim,
            flying,
            turn_quadrants: &turn,
            show_targets: scene.prefs.show_targets,
            hint: scene.hint,
            judged: scene.judged,
            turned: seen_from_north(state, &table.session.seats),
            glyphs: scene.options.dual_shapes,
            coordinates: scene.prefs.coordinates,
        };
        let board_rect = ui.available_rect_before_wrap();
        if let Some(act) = board::show(ui, &input, &mut self.board) {
            scene.act(act);
        }
        // The cursor's place in words, every frame: a screen reader hears
        // them again when they change (the cursor moved, a piece was
        // picked, a move changed what stands there).
        if let Some(at) = self.board.cursor {
            let marks = speech::marks(&input, &self.board, at);
            let words = place_speech::words(marks, speech::place(state, at));
            // Named as its widget is, then its words.
            scene.cursor_on(format!("{at}, {words}"));
        } else if self.board.cursor.is_none() {
            scene.cursor_on(String::new());
        }
        if table.viewing.is_none() && state.outcome().is_some() {
            result_banner(ui, board_rect, state, scene);
        }
        board_rect
    }
}

impl ViewInput for MaliceUi {
    fn move_clicks(&self, _: &Table<Malice>, mv: &Move) -> Vec<String> {
        match mv {
            Move::Step { from, to, .. } => vec![from.to_string(), to.to_string()],
            Move::Pass => vec![crate::t!("malice-pass")],
        }
    }

    fn escape(&mut self) {
        // The keyboard cursor stays where it is.
        self.board = BoardState { cursor: self.board.cursor, ..BoardState::default() };
    }
}

impl ViewDialog for MaliceUi {
    type Dialog = MaliceDialog;
    type Unfit = Unfit;

    fn start(&mut self, setup: &MaliceSetup, seed: u64) -> (Session<Malice>, u64) {
        let rules = Rules { players: setup.players, quiet_limit: setup.quiet_limit };
        // Malice has no chance: the seed only decides the bots, and saves record none.
        (Session::new(Malice::new(rules), setup.seats.clone(), seed, make_bot), 0)
    }

    fn seated(setup: &MaliceSetup, seats: Vec<Seat>) -> Result<MaliceSetup, Unfit> {
        let players = match seats.len() {
            2 => Players::Two,
            4 => Players::Four,
            n => return Err(Unfit::Players(n)),
        };
        Ok(MaliceSetup { players, seats, ..setup.clone() })
    }

    fn unfit(why: &Unfit) -> String {
        match why {
            Unfit::Players(count) => crate::t!("malice-seated-count", count = *count),
        }
    }

    fn settle(setup: &mut MaliceSetup, settings: &Settings) {
        setup.quiet_limit = settings.options::<Malice>().quiet_move_limit;
        setup.seats = table::default_seats(settings, settings.bot_level(GameKind::Malice), setup.seats.len());
    }

    fn option_rows(ui: &mut Ui, options: &mut crate::games::malice::Options) {
        let quiet = ui.label(crate::t!("malice-option-quiet-limit"));
        ui.horizontal(|ui| {
            ui.add(egui::DragValue::new(&mut options.quiet_move_limit).range(0..=999)).labelled_by(quiet.id);
            ui.weak(crate::t!("malice-option-quiet-limit-unit"));
        });
        ui.end_row();
        ui.label("");
        ui.checkbox(&mut options.dual_shapes, crate::t!("malice-option-dual-shapes"))
            .on_hover_text(crate::t!("malice-option-dual-shapes-tip"));
        ui.end_row();
    }

    fn open_dialog(&self, setup: &MaliceSetup, names: &SeatNames) -> MaliceDialog {
        // Four rows whether two or four play: switching to four keeps the
        // first two.
        let spare = names.seats(&[Controller::Bot(crate::games::malice::bot::LADDER.usual()); 4]);
        let seats = (0..4).filter_map(|i| setup.seats.get(i).or_else(|| spare.get(i)).cloned());
        MaliceDialog {
            rows: SeatRows::new(seats, names, crate::games::GameKind::Malice),
            players: setup.players,
            quiet: setup.quiet_limit,
        }
    }

    fn dialog_body(&self, ui: &mut Ui, dialog: &mut MaliceDialog, _error: &mut Option<String>) {
        ui.horizontal(|ui| {
            ui.label(crate::t!("malice-dialog-players"));
            ui.radio_value(&mut dialog.players, Players::Two, "2");
            ui.radio_value(&mut dialog.players, Players::Four, crate::t!("malice-dialog-four-teams"));
        });
        ui.add_space(4.0);
        let titles = MaliceSetup::seat_titles(dialog.players);
        let titles: Vec<&str> = titles.iter().map(String::as_str).collect();
        dialog.rows.editor(ui, "malice", &titles);
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let label = ui.label(crate::t!("malice-dialog-quiet-limit"));
            let suffix = crate::t!("malice-dialog-plies-suffix");
            ui.add(egui::DragValue::new(&mut dialog.quiet).range(0..=999).suffix(suffix))
                .labelled_by(label.id)
                .on_hover_text(crate::t!("malice-dialog-quiet-limit-tip"));
        });
    }

    fn dialog_start(&self, dialog: &MaliceDialog) -> ScreenCommand<Self> {
        let titles = MaliceSetup::seat_titles(dialog.players);
        let seats =
            titles.iter().enumerate().filter_map(|(i, t)| dialog.rows.get(i).map(|r| r.seat(t))).collect();
        ScreenCommand::Start(MaliceSetup { players: dialog.players, seats, quiet_limit: dialog.quiet })
    }

    fn seat_rows(dialog: &mut MaliceDialog) -> &mut SeatRows {
        &mut dialog.rows
    }
}

impl ViewSaves for MaliceUi {
    fn restore(&mut self, save: &SaveFile, game: &Malice, _: Option<()>) -> MaliceSetup {
        let rules = game.rules();
        MaliceSetup { players: rules.players, seats: save.seats.clone(), quiet_limit: rules.quiet_limit }
    }
}

/// The side that won, named by one of its seats.
fn winning_side(state: &Malice, seats: crate::core::SeatSet) -> Side {
    seats.iter().next().map_or(Side::South, |s| state.seat_side(s))
}

/// The result card: the winning side, why the game ended and the score.
fn result_banner(ui: &mut Ui, board_rect: Rect, state: &Malice, scene: &mut Scene<'_, MaliceUi>) {
    let (south, north) = (state.score(Side::South), state.score(Side::North));
    let winner = match state.outcome() {
        Some(Outcome::Win(seats)) => Some(words::side(winning_side(state, seats))),
        _ => None,
    };
    let reason = match state.end_reason() {
        Some(EndReason::QuadrantEmpty) => crate::t!("malice-result-because-quadrant"),
        Some(EndReason::Passes) => crate::t!("malice-result-because-passes"),
        Some(EndReason::QuietLimit) => crate::t!("malice-result-because-quiet-limit"),
        None => crate::t!("malice-game-over"),
    };
    let mut card = screen::ResultCard::new(winner, reason);
    card.score.push(crate::t!("malice-score", south = south, north = north));
    scene.result_card(ui, board_rect, card);
}

/// Whether the boards are seen from North's side: when every person at
/// this screen plays North (a friend's North seat on their own computer,
/// or a person playing North against a bot).
fn seen_from_north(state: &Malice, seats: &[Seat]) -> bool {
    let mut people = seats.iter().enumerate().filter(|(_, s)| s.controller == Controller::Human).peekable();
    people.peek().is_some() && people.all(|(seat, _)| state.seat_side(seat) == Side::North)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(position: &str, mv: &str, now: f64, speed: f64) -> MaliceUi {
        let before = Malice::from_position(position, Rules::default()).expect("a position");
        let mv = before.parse_move(mv).expect("a move");
        let mut view = MaliceUi::default();
        view.animate(&before, &mv, now, speed);
        view
    }

    const START: &str = "llm1/mss1/4/4/4/4/mss1/llm1|1mll/1ssm/4/4/4/4/1ssm/1mll S 0-0 0";

    #[test]
    fn a_table_malice_is_not_played_by_is_refused_by_its_number() {
        let seats = vec![Seat::human("A"), Seat::human("B"), Seat::human("C")];
        let why = MaliceUi::seated(&MaliceSetup::default(), seats).expect_err("three do not play Malice");
        assert_eq!(why, Unfit::Players(3));
        assert_eq!(MaliceUi::unfit(&why), "Malice is played by 2 or 4 players, not 3");
    }

    #[test]
    fn a_quiet_move_is_shown_for_its_slide_and_teleport() {
        let view = played(START, "Lb2-b3", 10.0, 1.0);
        assert!(view.animating(10.0) && view.animating(10.0 + ANIMATION_SECONDS - 0.01));
        assert!(!view.animating(10.0 + ANIMATION_SECONDS));
    }

    #[test]
    fn a_capture_is_shown_until_the_captured_piece_has_flown_to_the_panel() {
        // South's large piece on La1 takes North's small one on La5.
        let capture = "s3/4/4/s3/4/4/4/ls2|3s/4/4/4/4/4/4/s3 S 0-0 0";
        let view = played(capture, "La1xa5", 20.0, 2.0);
        let landed = 20.0 + 2.0 * (ANIMATION_SECONDS / 2.0 + FLIGHT_SECONDS);
        assert!(view.animating(20.0 + 2.0 * ANIMATION_SECONDS), "the piece is still flying");
        assert!(view.animating(landed - 0.01));
        assert!(!view.animating(landed + 1e-9), "slower animation, longer flight, and then done");
    }
}
