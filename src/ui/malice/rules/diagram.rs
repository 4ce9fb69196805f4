//! A live Malice board on the rules page: a position drawn by the game's
//! own board painter, the engine's legal moves as its targets, a move
//! played on it through the engine (shown sliding and teleporting), and
//! Reset; and the boards a rules-page sequence draws its steps on.

use crate::core::{Game, IllegalMove, Outcome};
use crate::games::malice::{Illegal, Malice, Move, PositionError, Rules, Side, Square};
use crate::ui::help::sequence::{Shown, StepPainter};
use crate::ui::help::{PageContext, refusal};
use crate::ui::malice::{ANIMATION_SECONDS, words};
use crate::ui::malice::board::{self, Animation, BoardInput, BoardState, Flying};
use crate::ui::malice::marks::MoveMark;
use crate::ui::widgets::board_frame::BoardAct;
use crate::ui::widgets::clock::Clock;
use eframe::egui::{self, Ui};

/// The most room a diagram's boards take: small beside the text.
const BOARD_SIZE: egui::Vec2 = egui::vec2(600.0, 320.0);

/// Whether a person may play on a diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// Only to look at (hovering still lights a square's dual).
    LookOnly,
    /// Click a piece to see its targets, click a target to play there.
    Moves,
}

/// The last move played on a diagram: its mark on the board and its
/// move-log line.
#[derive(Clone, Debug)]
struct Played {
    mark: MoveMark,
    line: String,
}

/// Why a move was not played on a diagram.
#[derive(Clone, Debug, PartialEq)]
pub enum NotPlayed {
    /// The diagram has no position: its start does not read.
    NoPosition,
    /// The engine refuses the move.
    Refused(IllegalMove<Illegal>),
}

impl NotPlayed {
    /// Why, in the person's language.
    pub fn words(&self) -> String {
        match self {
            NotPlayed::NoPosition => crate::t!("malice-rules-diagram-no-position"),
            NotPlayed::Refused(e) => crate::t!("move-refused", mv = &e.mv, reason = words::refusal(&e.reason)),
        }
    }
}

/// That a diagram's start position does not read, and why (the engine's
/// words for the position string, which, like notation, stays English).
pub fn unread(why: &PositionError) -> String {
    crate::t!("malice-rules-diagram-unread", why = why.to_string())
}

/// One live board.
pub struct Diagram {
    /// The position it starts from.
    start: String,
    rules: Rules,
    play: Play,
    /// The piece selected at the start (and after Reset).
    first_selected: Option<Square>,
    /// The position now, or why the start did not read.
    state: Result<Malice, PositionError>,
    /// How many moves were played since the start.
    played: usize,
    last: Option<Played>,
    board: BoardState,
    anim: Option<Animation>,
    /// Why the last attempt on the boards was refused, until the next one.
    refused: Option<String>,
}

impl Diagram {
    /// A diagram of the position string `start`, played under `rules`.
    pub fn new(start: impl Into<String>, rules: Rules, play: Play) -> Diagram {
        let start = start.into();
        let state = Malice::from_position(&start, rules);
        Diagram {
            start,
            rules,
            play,
            first_selected: None,
            state,
            played: 0,
            last: None,
            board: BoardState::default(),
            anim: None,
            refused: None,
        }
    }

    /// The same diagram with the piece on `square` selected from the
    /// start, its targets shown.
    pub fn selecting(mut self, square: &str) -> Diagram {
        self.first_selected = square.parse().ok();
        self.board.selected = self.first_selected;
        self
    }

    /// The position string it starts from.
    pub fn start(&self) -> &str {
        &self.start
    }

    /// The position shown, if the start read.
    pub fn state(&self) -> Option<&Malice> {
        self.state.as_ref().ok()
    }

    /// How many moves were played on it since the start (or Reset).
    pub fn played(&self) -> usize {
        self.played
    }

    /// The selected piece's square.
    pub fn selected(&self) -> Option<Square> {
        self.board.selected
    }

    /// Selects the piece on `square`, as a click on it would.
    pub fn select(&mut self, square: Square) {
        self.board.selected = Some(square);
    }

    /// The moves the board is given: the engine's legal moves when a
    /// person may play, none when the diagram is only looked at.
    pub fn moves(&self) -> Vec<Move> {
        match (self.play, self.state()) {
            (Play::Moves, Some(state)) => state.legal_move_list(),
            _ => Vec::new(),
        }
    }

    /// The squares the board marks while the piece on `from` is selected:
    /// the targets of its moves among [`Diagram::moves`], as the painter
    /// picks them.
    pub fn targets(&self, from: Square) -> Vec<Square> {
        let targets = self.moves().into_iter().filter_map(|mv| match mv {
            Move::Step { from: f, to, .. } if f == from => Some(to),
            _ => None,
        });
        targets.collect()
    }

    /// Plays `mv` through the engine; the piece slides and teleports for
    /// `seconds` from `now` (at once when `seconds` is 0).
    pub fn play(&mut self, mv: Move, now: f64, seconds: f64) -> Result<(), NotPlayed> {
        let Ok(state) = &mut self.state else { return Err(NotPlayed::NoPosition) };
        let before = state.clone();
        state.play(&mv).map_err(NotPlayed::Refused)?;
        self.played += 1;
        self.board.selected = None;
        self.last = None;
        self.anim = None;
        if let Some((mark, anim)) = flight(&before, &mv, Clock::starting(now, seconds)) {
            self.last = Some(Played { mark, line: words::log_line(&before, &mv) });
            self.anim = (seconds > 0.0).then_some(anim);
        }
        Ok(())
    }

    /// Back to the start position, with its first piece selected again.
    pub fn reset(&mut self) {
        let first = self.first_selected;
        *self = Diagram::new(std::mem::take(&mut self.start), self.rules, self.play);
        self.first_selected = first;
        self.board.selected = first;
    }

    /// Draws the boards (or why the position did not read), then the last
    /// move, whose turn it is and the score, and Reset when a person may
    /// play. `id` keeps its squares apart from every other board's.
    pub fn show(&mut self, ui: &mut Ui, id: &str, page: &PageContext<'_>) {
        ui.push_id(id, |ui| {
            // The next press (anywhere) ends the last refusal's showing.
            if ui.input(|i| i.pointer.any_pressed()) {
                self.refused = None;
            }
            match self.board_ui(ui, page) {
                Some(BoardAct::Play(mv)) => {
                    let seconds = ANIMATION_SECONDS * page.settings.animation.factor();
                    if let Err(why) = self.play(mv, page.now, seconds) {
                        self.refused = Some(why.words());
                    }
                }
                Some(BoardAct::Refused(why)) => self.refused = Some(why),
                None => {}
            }
            if let Some(why) = &self.refused {
                refusal(ui, why);
            }
            if self.play == Play::Moves {
                self.status_ui(ui);
            }
        });
    }

    /// The boards in a fixed, modest space; the move a person made on them.
    fn board_ui(&mut self, ui: &mut Ui, page: &PageContext<'_>) -> Option<BoardAct<Move>> {
        let state = match &self.state {
            Ok(state) => state,
            Err(why) => {
                ui.colored_label(ui.visuals().error_fg_color, unread(why));
                return None;
            }
        };
        let moves = self.moves();
        let anim = self.anim.as_ref().and_then(|a| {
            let t = a.clock.fraction(page.now);
            (t < 1.0).then(|| (a, t.max(0.0)))
        });
        let marks: Vec<MoveMark> = self.last.iter().map(|p| p.mark).collect();
        let glyphs = page.settings.options::<Malice>().dual_shapes;
        draw(ui, Drawn { state, moves: &moves, marks: &marks, anim, glyphs }, &mut self.board)
    }

    /// The last move's log line, whose turn it is (or how the game ended)
    /// and the score; Reset.
    fn status_ui(&mut self, ui: &mut Ui) {
        ui.horizontal_wrapped(|ui| {
            if ui.add_enabled(self.played > 0, egui::Button::new(crate::t!("malice-rules-reset"))).clicked() {
                self.reset();
            }
            self.last_move_ui(ui);
        });
    }

    /// The last move's log line (in the log's font, which has the arrow),
    /// then whose turn it is or how the game ended, and the score.
    fn last_move_ui(&self, ui: &mut Ui) {
        let Some(state) = self.state() else { return };
        if let Some(last) = &self.last {
            ui.label(crate::t!("help-played"));
            ui.monospace(&last.line);
            ui.label("·");
        }
        ui.label(status(state));
    }
}

/// Whose turn it is, or how the game ended, and the score.
pub fn status(state: &Malice) -> String {
    let (south, north) = (state.score(Side::South), state.score(Side::North));
    let score = crate::t!("malice-score", south = south, north = north);
    let (Some(reason), Some(outcome)) = (state.end_reason(), state.outcome()) else {
        let to_move = words::seat(state.seat_name(state.turn_seat()));
        return crate::t!("malice-rules-to-move", seat = to_move, score = score);
    };
    let reason = words::end_reason(reason);
    match outcome {
        Outcome::Draw => crate::t!("malice-rules-over-draw", reason = reason, score = score),
        Outcome::Win(seats) => {
            let side = seats.iter().next().map_or(Side::South, |s| state.seat_side(s));
            crate::t!("malice-rules-over-win", reason = reason, side = words::side(side), score = score)
        }
    }
}

/// Malice's boards as a rules-page sequence draws them: the move into a
/// step marked, and sliding and teleporting while it animates; whose turn
/// it is and the score under them.
#[derive(Default)]
pub struct Boards {
    board: BoardState,
}

impl StepPainter<Malice> for Boards {
    type Mark = ();
    type Unset = PositionError;
    const SECONDS: f64 = ANIMATION_SECONDS;

    fn log_line(&self, before: &Malice, mv: &crate::games::malice::Move) -> String {
        crate::ui::malice::words::log_line(before, mv)
    }

    fn refusal(&self, why: &Illegal) -> String {
        words::refusal(why)
    }

    fn unset(&self, why: &PositionError) -> String {
        unread(why)
    }

    fn draw(&mut self, ui: &mut Ui, shown: &Shown<'_, Malice, ()>) {
        let moved = shown.arrival.as_ref().and_then(|a| Some((flight(a.before, a.mv, Clock::starting(0.0, 1.0))?, a.t)));
        let marks: Vec<MoveMark> = moved.iter().map(|((mark, _), _)| *mark).collect();
        let anim = moved.as_ref().filter(|(_, t)| *t < 1.0).map(|((_, anim), t)| (anim, *t));
        let glyphs = shown.page.settings.options::<Malice>().dual_shapes;
        draw(ui, Drawn { state: shown.state, moves: &[], marks: &marks, anim, glyphs }, &mut self.board);
    }

    fn status(&self, state: &Malice) -> Option<String> {
        Some(status(state))
    }
}

/// The mark of `mv` played from `before`, and its animation over `clock`;
/// none for a pass.
fn flight(before: &Malice, mv: &Move, clock: Clock) -> Option<(MoveMark, Animation)> {
    let Move::Step { from, to, capture } = *mv else { return None };
    let (landing, size, seat) = (before.landing(mv)?, before.piece_at(from)?, before.to_move()?);
    let captured = before.piece_at(to).filter(|_| capture);
    let anim = Animation { from, to, landing, size, captured, clock, flight: None };
    Some((MoveMark { seat, from, to, landing }, anim))
}

/// What a diagram's boards show.
struct Drawn<'a> {
    state: &'a Malice,
    /// The targets a person may play to.
    moves: &'a [Move],
    marks: &'a [MoveMark],
    /// A move in flight.
    anim: Option<(&'a Animation, f32)>,
    /// Whether the squares carry their colour glyphs.
    glyphs: bool,
}

/// Draws the boards of `drawn` in a fixed, modest space; returns what a
/// person did on them.
fn draw(ui: &mut Ui, drawn: Drawn<'_>, board: &mut BoardState) -> Option<BoardAct<Move>> {
    let Drawn { state, moves, marks, anim, glyphs } = drawn;
    let turn: Vec<Square> = match state.to_move() {
        Some(seat) => Square::all().filter(|sq| state.seat_controls(seat, *sq)).collect(),
        None => Vec::new(),
    };
    if anim.is_some() {
        ui.ctx().request_repaint();
    }
    // A captured piece waits under the capturing one, then fades.
    let flying = anim.and_then(|(a, t)| {
        Some(Flying { size: a.captured?, from: a.to, t: (t * 2.0 - 1.0).clamp(0.0, 1.0), target: None })
    });
    let input = BoardInput {
        state,
        moves,
        marks,
        anim,
        flying,
        turn_quadrants: &turn,
        show_targets: true,
        hint: None,
        judged: None,
        turned: false,
        glyphs,
        // The rules name squares: their diagrams always show the names.
        coordinates: true,
    };
    let size = egui::vec2(ui.available_width().min(BOARD_SIZE.x), BOARD_SIZE.y);
    ui.allocate_ui(size, |ui| board::show(ui, &input, board)).inner
}
