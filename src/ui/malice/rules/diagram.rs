//! A live Malice board on the rules page: a position drawn by the game's
//! own board painter, the engine's legal moves as its targets, a move
//! played on it through the engine (shown sliding and teleporting), and
//! Reset; or a short sequence of engine moves to step through.

use crate::core::{Game, Outcome};
use crate::games::malice::notation::log_line;
use crate::games::malice::{Malice, Move, Rules, Side, Square};
use crate::ui::help::{PageContext, refusal, stepper};
use crate::ui::malice::ANIMATION_SECONDS;
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

/// One live board.
pub struct Diagram {
    /// The position it starts from.
    start: String,
    rules: Rules,
    play: Play,
    /// The piece selected at the start (and after Reset).
    first_selected: Option<Square>,
    /// The position now, or why the start did not read.
    state: Result<Malice, String>,
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
        let state = Malice::from_position(&start, rules).map_err(|e| e.to_string());
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
    pub fn play(&mut self, mv: Move, now: f64, seconds: f64) -> Result<(), String> {
        let Ok(state) = &mut self.state else { return Err("the diagram has no position".to_owned()) };
        let before = state.clone();
        state.play(&mv).map_err(|e| e.to_string())?;
        self.played += 1;
        self.board.selected = None;
        self.last = None;
        self.anim = None;
        let Move::Step { from, to, capture } = mv else { return Ok(()) };
        let (Some(landing), Some(size), Some(seat)) =
            (before.landing(&mv), before.piece_at(from), before.to_move())
        else {
            return Ok(());
        };
        self.last =
            Some(Played { mark: MoveMark { seat, from, to, landing }, line: log_line(&mv, Some(landing)) });
        if seconds > 0.0 {
            let captured = before.piece_at(to).filter(|_| capture);
            let clock = Clock::starting(now, seconds);
            self.anim = Some(Animation { from, to, landing, size, captured, clock, flight: None });
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
                        self.refused = Some(why);
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
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    format!("This diagram's position does not read: {why}"),
                );
                return None;
            }
        };
        let moves = self.moves();
        let turn: Vec<Square> = match state.to_move() {
            Some(seat) => Square::all().filter(|sq| state.seat_controls(seat, *sq)).collect(),
            None => Vec::new(),
        };
        let anim = self.anim.as_ref().and_then(|a| {
            let t = a.clock.fraction(page.now);
            (t < 1.0).then(|| (a, t.max(0.0)))
        });
        if anim.is_some() {
            ui.ctx().request_repaint();
        }
        // A captured piece waits under the capturing one, then fades.
        let flying = anim.and_then(|(a, t)| {
            Some(Flying { size: a.captured?, from: a.to, t: (t * 2.0 - 1.0).clamp(0.0, 1.0), target: None })
        });
        let marks: Vec<MoveMark> = self.last.iter().map(|p| p.mark).collect();
        let input = BoardInput {
            state,
            moves: &moves,
            marks: &marks,
            anim,
            flying,
            turn_quadrants: &turn,
            show_targets: true,
            hint: None,
            judged: None,
        };
        let size = egui::vec2(ui.available_width().min(BOARD_SIZE.x), BOARD_SIZE.y);
        ui.allocate_ui(size, |ui| board::show(ui, &input, &mut self.board)).inner
    }

    /// The last move's log line, whose turn it is (or how the game ended)
    /// and the score; Reset.
    fn status_ui(&mut self, ui: &mut Ui) {
        ui.horizontal_wrapped(|ui| {
            if ui.add_enabled(self.played > 0, egui::Button::new("Reset")).clicked() {
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
            ui.label("Played:");
            ui.monospace(&last.line);
            ui.label("·");
        }
        ui.label(status(state));
    }
}

/// Whose turn it is, or how the game ended, and the score.
pub fn status(state: &Malice) -> String {
    let score = format!("South {} – {} North", state.score(Side::South), state.score(Side::North));
    let (Some(reason), Some(outcome)) = (state.end_reason(), state.outcome()) else {
        let to_move = state.seat_name(state.turn_seat());
        return format!("{to_move} to move · {score}");
    };
    let result = match outcome {
        Outcome::Draw => "a draw".to_owned(),
        Outcome::Win(seats) => {
            let side = seats.iter().next().map_or(Side::South, |s| state.seat_side(s));
            format!("{} wins", side.name())
        }
    };
    format!("Game over, {reason}: {result}, {score}")
}

/// A short sequence of moves, stepped through with Back and Next: each
/// step is the position after the engine played the moves before it.
pub struct Sequence {
    diagram: Diagram,
    /// The moves, in notation; step `i` is the start after the first `i`.
    moves: &'static [&'static str],
    /// What each step shows (one more than there are moves).
    captions: &'static [&'static str],
    step: usize,
}

impl Sequence {
    /// A sequence from `start` through `moves`, `captions[i]` under step i.
    pub fn new(
        start: &str,
        rules: Rules,
        moves: &'static [&'static str],
        captions: &'static [&'static str],
    ) -> Self {
        Sequence { diagram: Diagram::new(start, rules, Play::LookOnly), moves, captions, step: 0 }
    }

    /// The step shown (0 is the start).
    pub fn step(&self) -> usize {
        self.step
    }

    /// How many steps there are.
    pub fn count(&self) -> usize {
        self.moves.len() + 1
    }

    /// The position shown.
    pub fn state(&self) -> Option<&Malice> {
        self.diagram.state()
    }

    /// Shows step `step` (kept in range); a step forward is animated over
    /// `seconds` from `now`. Fails when a move does not read or is not
    /// legal in its position.
    pub fn go_to(&mut self, step: usize, now: f64, seconds: f64) -> Result<(), String> {
        let step = step.min(self.count() - 1);
        let forward = step == self.step + 1 && self.diagram.played() == self.step;
        if !forward {
            self.diagram.reset();
        }
        let first = if forward { self.step } else { 0 };
        self.step = step;
        for (i, text) in self.moves.iter().enumerate().take(step).skip(first) {
            let state = self.diagram.state().ok_or("the sequence has no position")?;
            let mv = state.parse_move(text).map_err(|e| e.to_string())?;
            let animated = if i + 1 == step { seconds } else { 0.0 };
            self.diagram.play(mv, now, animated)?;
        }
        Ok(())
    }

    /// The board at the step shown, the stepper and the step's caption.
    pub fn show(&mut self, ui: &mut Ui, id: &str, page: &PageContext<'_>) {
        self.diagram.show(ui, id, page);
        let mut step = self.step;
        let caption = self.captions.get(step).copied().unwrap_or_default();
        if stepper(ui, &mut step, self.count(), caption) {
            let seconds = ANIMATION_SECONDS * page.settings.animation.factor();
            if let Err(why) = self.go_to(step, page.now, seconds) {
                ui.colored_label(ui.visuals().error_fg_color, why);
            }
        }
        ui.horizontal_wrapped(|ui| self.diagram.last_move_ui(ui));
    }
}
