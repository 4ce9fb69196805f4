//! The rules page's live boards: a position read by the engine and drawn
//! by the game's own board painter. A [`Diagram`] can be looked at, or
//! clicked (the targets are the engine's legal moves) and played on, with
//! the die chosen by buttons; [`StepBoard`] draws the steps of a
//! sequence (the rules pages' one stepper) with what each step marks.

use crate::core::{Game, IllegalMove};
use crate::games::malefiz::layout::Layout;
use crate::games::malefiz::{Illegal, Malefiz, Move, Origin, PositionError, RollError, Square};
use crate::ui::help::refusal;
use crate::ui::help::sequence::{Shown, StepPainter};
use crate::t;
use crate::ui::malefiz::board::{self, BoardInput, BoardState};
use crate::ui::malefiz::words;
use crate::ui::widgets::board_frame::BoardAct;
use eframe::egui::{self, Ui};

/// How tall a diagram is drawn, in points (the board fits inside).
pub const DIAGRAM_HEIGHT: f32 = 320.0;
/// How wide a diagram may be, at most.
pub const DIAGRAM_WIDTH: f32 = 520.0;

/// Where a diagram starts: a position string and the face the die shows
/// (`None`: waiting for the roll, nothing can move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Start {
    /// The position, as in the rules' "Position strings".
    pub position: &'static str,
    /// The roll in hand.
    pub roll: Option<u8>,
}

impl Start {
    /// The engine's game for this start, or why it cannot be set.
    pub fn game(&self) -> Result<Malefiz, Unset> {
        let position = self.position;
        let game = Malefiz::from_position(position).map_err(|error| Unset::Position { position, error })?;
        match self.roll {
            Some(face) => game.with_roll(face).map_err(Unset::Roll),
            None => Ok(game),
        }
    }
}

/// Why a diagram's start, or a sequence's arrangement, cannot be set:
/// the engine's own error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unset {
    /// The position string does not read.
    Position {
        /// The position string.
        position: &'static str,
        /// Why the engine cannot read it.
        error: PositionError,
    },
    /// The die cannot show the face asked for.
    Roll(RollError),
}

impl Unset {
    /// Why, in the person's language (a position string's fault is said
    /// in the engine's words: like notation, position strings are English).
    pub fn words(&self) -> String {
        match self {
            Unset::Position { position, error } => {
                t!("malefiz-rules-unread", position = *position, why = error.to_string())
            }
            Unset::Roll(why) => words::roll_error(why),
        }
    }
}

/// Why a move was not played on a diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotPlayed {
    /// The diagram has no game: its start cannot be set.
    Unset(Unset),
    /// The engine does not read or refuses the move.
    Refused(IllegalMove<Illegal>),
}

impl NotPlayed {
    /// Why, in the person's language.
    pub fn words(&self) -> String {
        match self {
            NotPlayed::Unset(why) => why.words(),
            NotPlayed::Refused(e) => t!("move-refused", mv = &e.mv, reason = words::refusal(&e.reason)),
        }
    }
}

/// What a person may do with a diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Use {
    /// Only look.
    Look,
    /// Click a piece to see where it may go, and play a move there.
    Play,
    /// As `Play`, with buttons 1 to 6 to choose the roll.
    PlayAnyRoll,
}

/// A live board: the game shown now, what is selected on it, and the
/// moves played on it since it was last reset.
pub struct Diagram {
    id: &'static str,
    start: Start,
    usage: Use,
    game: Result<Malefiz, Unset>,
    layout: Option<Layout>,
    view: BoardState,
    played: Vec<String>,
    /// Why the last attempt on the board was refused, until the next one.
    refused: Option<String>,
}

impl Diagram {
    /// A diagram called `id` (unique on the page) starting at `start`.
    pub fn new(id: &'static str, start: Start, usage: Use) -> Diagram {
        let game = start.game();
        let layout = game.as_ref().ok().map(|g| Layout::new(g.board()));
        Diagram {
            id,
            start,
            usage,
            game,
            layout,
            view: BoardState::default(),
            played: Vec::new(),
            refused: None,
        }
    }

    /// The game shown now (after any move played on the diagram).
    pub fn game(&self) -> Result<&Malefiz, &Unset> {
        self.game.as_ref()
    }

    /// What a person may do with the diagram.
    #[cfg(test)]
    pub fn usage(&self) -> Use {
        self.usage
    }

    /// The roll the diagram starts from (chosen with its buttons).
    pub fn roll(&self) -> Option<u8> {
        self.start.roll
    }

    /// The log lines of the moves played since the last reset.
    pub fn played(&self) -> &[String] {
        &self.played
    }

    /// The piece moves offered to the painter: the engine's legal moves
    /// when the diagram may be played, none when it is only looked at.
    pub fn offered(&self) -> Vec<Move> {
        match (&self.game, self.usage) {
            (Ok(_), Use::Look) | (Err(_), _) => Vec::new(),
            (Ok(game), _) => piece_moves(game),
        }
    }

    /// Back to the start, with the die showing `roll`.
    pub fn reset_to(&mut self, roll: Option<u8>) {
        self.start.roll = roll;
        self.game = self.start.game();
        self.view = BoardState::default();
        self.played.clear();
    }

    /// Back to the start.
    pub fn reset(&mut self) {
        self.reset_to(self.start.roll);
    }

    /// Plays `mv` through the engine, as a click on the board would;
    /// says why when the engine refuses it.
    pub fn play(&mut self, mv: &Move) -> Result<(), NotPlayed> {
        let game = self.game.as_mut().map_err(|e| NotPlayed::Unset(e.clone()))?;
        let line = words::log_line(game, mv);
        game.play(mv).map_err(NotPlayed::Refused)?;
        self.played.push(line);
        self.view = BoardState::default();
        Ok(())
    }

    /// Why the engine refuses the piece at `from` (`h`, `f` or a square)
    /// stopping on `to` in the game shown, if it does.
    pub fn why_not(&self, from: &str, to: &str) -> Option<String> {
        let game = self.game.as_ref().ok()?;
        game.roll()?;
        let reason = game.why_not(origin(from)?, to.parse().ok()?)?;
        Some(t!("malefiz-rules-why-not", from = from, to = to, reason = words::refusal(&reason)))
    }

    /// Draws [`Diagram::why_not`]'s answer, when there is one.
    pub fn show_why_not(&self, ui: &mut Ui, from: &str, to: &str) {
        if let Some(answer) = self.why_not(from, to) {
            ui.weak(answer);
        }
    }

    /// Draws the die buttons (if any), the board, and under it what can
    /// move or what was played, with Reset.
    pub fn show(&mut self, ui: &mut Ui) {
        ui.push_id(self.id, |ui| {
            if self.usage == Use::PlayAnyRoll {
                self.die_buttons(ui);
            }
            // The next press (anywhere) ends the last refusal's showing.
            if ui.input(|i| i.pointer.any_pressed()) {
                self.refused = None;
            }
            match self.board(ui) {
                Some(BoardAct::Play(mv)) => self.refused = self.play(&mv).err().map(|why| why.words()),
                Some(BoardAct::Refused(why)) => self.refused = Some(why),
                None => {}
            }
            if let Some(why) = &self.refused {
                refusal(ui, why);
            }
        });
        if self.usage != Use::Look {
            self.footer(ui);
        }
    }

    /// Buttons 1 to 6: the die shows that face, from the start.
    fn die_buttons(&mut self, ui: &mut Ui) {
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("malefiz-rules-die-shows"));
            for face in 1..=6 {
                let chosen = self.start.roll == Some(face) && self.played.is_empty();
                if ui.selectable_label(chosen, face.to_string()).clicked() {
                    self.reset_to(Some(face));
                }
            }
        });
    }

    /// The board itself, at a modest size; the move made on it, if any.
    fn board(&mut self, ui: &mut Ui) -> Option<BoardAct<Move>> {
        let moves = self.offered();
        let (game, layout) = match (&self.game, &self.layout) {
            (Ok(game), Some(layout)) => (game, layout),
            (Err(why), _) => {
                ui.colored_label(ui.visuals().error_fg_color, why.words());
                return None;
            }
            (Ok(_), None) => return None,
        };
        let input = BoardInput {
            state: game,
            layout,
            moves: &moves,
            acting: self.usage != Use::Look,
            marks: &[],
            motion: None,
            show_targets: true,
            coordinates: false,
            hint: None,
            judged: None,
        };
        diagram_area(ui, |ui| board::show(ui, &input, &mut self.view))
    }

    /// Under a diagram that can be played: where things can go, or what
    /// was played and a Reset button; a Pass button for a lost turn.
    fn footer(&mut self, ui: &mut Ui) {
        let Ok(game) = &self.game else { return };
        if self.played.is_empty() {
            ui.label(reach(game));
            if game.legal_move_list() == [Move::Pass] {
                self.pass_button(ui);
            }
            return;
        }
        let mut text = t!("malefiz-rules-played", moves = self.played.join("; "));
        if let Some(winner) = game.winner() {
            text.push(' ');
            text.push_str(&t!("malefiz-rules-won", colour = words::colour(winner)));
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(text);
            if ui.button(t!("malefiz-rules-reset")).on_hover_text(t!("malefiz-rules-reset-tip")).clicked() {
                self.reset();
            }
        });
    }

    fn pass_button(&mut self, ui: &mut Ui) {
        if ui.button(t!("malefiz-pass-the-turn")).clicked()
            && let Err(why) = self.play(&Move::Pass)
        {
            ui.colored_label(ui.visuals().error_fg_color, why.words());
        }
    }
}

/// A fixed, modest area for a board drawn by `add`.
pub fn diagram_area<R>(ui: &mut Ui, add: impl FnOnce(&mut Ui) -> R) -> R {
    let size = egui::vec2(ui.available_width().min(DIAGRAM_WIDTH), DIAGRAM_HEIGHT);
    ui.allocate_ui(size, |ui| {
        ui.set_min_size(size);
        add(ui)
    })
    .inner
}

/// The piece moves among `game`'s legal moves (the painter takes no roll
/// or pass).
pub fn piece_moves(game: &Malefiz) -> Vec<Move> {
    game.legal_move_list().into_iter().filter(|m| matches!(m, Move::Piece { .. })).collect()
}

/// In words, where each piece that can move may stop with the roll in
/// hand (the engine's destinations), or that the turn is lost.
pub fn reach(game: &Malefiz) -> String {
    let Some(roll) = game.roll() else {
        return t!("malefiz-rules-to-roll", colour = words::colour(game.turn()));
    };
    let pieces = game.movable_pieces();
    if pieces.is_empty() {
        return t!("malefiz-rules-reach-none", roll = roll, colour = words::colour(game.turn()));
    }
    let lines: Vec<String> = pieces
        .iter()
        .map(|&from| {
            let ends: Vec<String> = game.destinations(from).into_iter().map(|to| stop(game, to)).collect();
            t!("malefiz-rules-can-stop", from = origin_words(from), ends = ends.join(", "))
        })
        .collect();
    t!("malefiz-rules-reach", roll = roll, lines = lines.join("; "))
}

/// `the piece on c5`, `a piece from the house`.
fn origin_words(from: Origin) -> String {
    match from {
        Origin::House => t!("malefiz-rules-from-house"),
        Origin::Forest => t!("malefiz-rules-from-forest"),
        Origin::Square(sq) => t!("malefiz-rules-from-square", square = sq.to_string()),
    }
}

/// A destination in words, with what stopping there does.
fn stop(game: &Malefiz, to: Square) -> String {
    if game.has_barricade(to) {
        return t!("malefiz-rules-stop-barricade", square = to.to_string());
    }
    match game.piece_at(to) {
        Some(colour) if colour != game.turn() => {
            t!("malefiz-rules-stop-hit", square = to.to_string(), colour = words::colour(colour))
        }
        _ if to == game.board().goal() => t!("malefiz-rules-stop-goal", square = to.to_string()),
        _ => to.to_string(),
    }
}

/// Reads `h`, `f` or a square as where a move starts.
pub fn origin(text: &str) -> Option<Origin> {
    match text {
        "h" => Some(Origin::House),
        "f" => Some(Origin::Forest),
        square => square.parse().ok().map(Origin::Square),
    }
}

/// What a step of a sequence marks on the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mark {
    /// Nothing: the position only.
    #[default]
    Nothing,
    /// The piece at this origin (`h`, `f` or a square) selected, its
    /// targets shown.
    Select(&'static str),
    /// The piece at the origin has stopped on the square and holds its
    /// barricade: where it may be put is shown.
    Place(&'static str, &'static str),
}

/// The board as a rules-page sequence draws its steps: the step's mark
/// (a piece selected with its targets, a barricade to place) on the
/// position, at a diagram's size.
#[derive(Default)]
pub struct StepBoard {
    /// The board's layout, made once from the first position drawn (a
    /// sequence stays on one board).
    layout: Option<Layout>,
}

impl StepPainter<Malefiz> for StepBoard {
    type Mark = Mark;
    type Unset = Unset;

    fn log_line(&self, before: &Malefiz, mv: &crate::games::malefiz::Move) -> String {
        crate::ui::malefiz::words::log_line(before, mv)
    }

    fn refusal(&self, why: &Illegal) -> String {
        words::refusal(why)
    }

    fn unset(&self, why: &Unset) -> String {
        why.words()
    }

    fn draw(&mut self, ui: &mut Ui, shown: &Shown<'_, Malefiz, Mark>) {
        let game = shown.state;
        let layout = self.layout.get_or_insert_with(|| Layout::new(game.board()));
        let (moves, mut view) = marked(game, *shown.mark);
        let input = BoardInput {
            state: game,
            layout,
            moves: &moves,
            acting: false,
            marks: &[],
            motion: None,
            show_targets: true,
            coordinates: false,
            hint: None,
            judged: None,
        };
        diagram_area(ui, |ui| board::show(ui, &input, &mut view));
    }
}

/// The moves a step marked `mark` offers the painter (to draw its
/// selection), and the selection it draws.
pub fn marked(game: &Malefiz, mark: Mark) -> (Vec<Move>, BoardState) {
    let view = match mark {
        Mark::Nothing => return (Vec::new(), BoardState::default()),
        Mark::Select(from) => BoardState { selected: origin(from), ..BoardState::default() },
        Mark::Place(from, to) => {
            let placing = origin(from).zip(to.parse().ok());
            BoardState { placing, ..BoardState::default() }
        }
    };
    (piece_moves(game), view)
}
