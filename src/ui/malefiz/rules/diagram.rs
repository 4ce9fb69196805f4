//! The rules page's live boards: a position read by the engine and drawn
//! by the game's own board painter. A [`Diagram`] can be looked at, or
//! clicked (the targets are the engine's legal moves) and played on, with
//! the die chosen by buttons; a [`Sequence`] steps through positions the
//! engine reached by playing moves from the first one.

use crate::core::Game;
use crate::games::malefiz::layout::Layout;
use crate::games::malefiz::{Malefiz, Move, Origin, Square};
use crate::ui::help::{refusal, stepper};
use crate::ui::malefiz::board::{self, BoardInput, BoardState};
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
    /// The engine's game for this start, or why it cannot be read.
    pub fn game(&self) -> Result<Malefiz, String> {
        let game = Malefiz::from_position(self.position).map_err(|e| format!("{}: {e}", self.position))?;
        match self.roll {
            Some(face) => game.with_roll(face).map_err(|e| e.to_string()),
            None => Ok(game),
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
    game: Result<Malefiz, String>,
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
    pub fn game(&self) -> Result<&Malefiz, &str> {
        self.game.as_ref().map_err(String::as_str)
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
    pub fn play(&mut self, mv: &Move) -> Result<(), String> {
        let game = self.game.as_mut().map_err(|e| e.clone())?;
        let line = game.log_line(mv);
        game.play(mv).map_err(|e| e.to_string())?;
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
        Some(format!("Why not {from} to {to}? {reason}"))
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
                Some(BoardAct::Play(mv)) => self.refused = self.play(&mv).err(),
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
            ui.label("The die shows:");
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
                ui.colored_label(ui.visuals().error_fg_color, why);
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
        let mut text = format!("Played: {}.", self.played.join("; "));
        if let Some(winner) = game.winner() {
            text.push_str(&format!(" {winner} has won: nobody moves any more."));
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(text);
            if ui.button("Reset").on_hover_text("Put the diagram back as it was").clicked() {
                self.reset();
            }
        });
    }

    fn pass_button(&mut self, ui: &mut Ui) {
        if ui.button("Pass the turn").clicked()
            && let Err(why) = self.play(&Move::Pass)
        {
            ui.colored_label(ui.visuals().error_fg_color, why);
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
        return format!("{} is to roll the die.", game.turn());
    };
    let pieces = game.movable_pieces();
    if pieces.is_empty() {
        return format!("With a {roll} no piece of {} can move: the turn is lost.", game.turn());
    }
    let lines: Vec<String> = pieces
        .iter()
        .map(|&from| {
            let ends: Vec<String> = game.destinations(from).into_iter().map(|to| stop(game, to)).collect();
            format!("{} can stop on {}", origin_words(from), ends.join(", "))
        })
        .collect();
    format!("With a {roll}: {}. Click a framed piece to see it on the board.", lines.join("; "))
}

/// `the piece on c5`, `a piece from the house`.
fn origin_words(from: Origin) -> String {
    match from {
        Origin::House => "a piece from the house".to_owned(),
        Origin::Forest => "a piece from the forest".to_owned(),
        Origin::Square(sq) => format!("the piece on {sq}"),
    }
}

/// A destination in words, with what stopping there does.
fn stop(game: &Malefiz, to: Square) -> String {
    if game.has_barricade(to) {
        return format!("{to} (taking the barricade)");
    }
    match game.piece_at(to) {
        Some(colour) if colour != game.turn() => format!("{to} (hitting {colour})"),
        _ if to == game.board().goal() => format!("{to} (the goal)"),
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

/// One thing that happens in a sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// A move in notation, played through the engine.
    Play(&'static str),
    /// The die shows this face (the next colour's roll).
    Roll(u8),
}

/// What a step of a sequence marks on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Nothing: the position only.
    Nothing,
    /// The piece at this origin (`h`, `f` or a square) selected, its
    /// targets shown.
    Select(&'static str),
    /// The piece at the origin has stopped on the square and holds its
    /// barricade: where it may be put is shown.
    Place(&'static str, &'static str),
}

/// One step of a sequence: the position after `after` actions, with a mark
/// and a caption.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    /// How many of the sequence's actions have been played.
    pub after: usize,
    /// What is marked.
    pub mark: Mark,
    /// What the step shows, in words.
    pub caption: &'static str,
}

/// A short sequence of positions, stepped through with Back and Next.
pub struct Sequence {
    id: &'static str,
    steps: &'static [Step],
    /// The position after each number of actions, from none.
    states: Result<Vec<Malefiz>, String>,
    layout: Option<Layout>,
    step: usize,
}

impl Sequence {
    /// A sequence called `id` (unique on the page): `actions` played from
    /// `start`, shown in `steps`.
    pub fn new(id: &'static str, start: Start, actions: &[Action], steps: &'static [Step]) -> Sequence {
        let states = replay(start, actions);
        let layout = states.as_ref().ok().and_then(|s| s.first()).map(|g| Layout::new(g.board()));
        Sequence { id, steps, states, layout, step: 0 }
    }

    /// The step shown, from 0.
    pub fn step(&self) -> usize {
        self.step
    }

    /// How many steps there are.
    pub fn step_count(&self) -> usize {
        self.steps.len()
    }

    /// The position of step `step`, or why the sequence cannot be built.
    pub fn state(&self, step: usize) -> Result<&Malefiz, String> {
        let states = self.states.as_ref().map_err(|e| e.clone())?;
        let after = self.steps.get(step).map_or(0, |s| s.after);
        states.get(after).ok_or_else(|| format!("step {} has no position", step + 1))
    }

    /// The moves a step offers the painter (to draw its selection), and
    /// the selection it draws.
    pub fn marked(&self, step: usize) -> (Vec<Move>, BoardState) {
        let (Ok(game), Some(s)) = (self.state(step), self.steps.get(step)) else {
            return (Vec::new(), BoardState::default());
        };
        let view = match s.mark {
            Mark::Nothing => return (Vec::new(), BoardState::default()),
            Mark::Select(from) => BoardState { selected: origin(from), ..BoardState::default() },
            Mark::Place(from, to) => {
                let placing = origin(from).zip(to.parse().ok());
                BoardState { placing, ..BoardState::default() }
            }
        };
        (piece_moves(game), view)
    }

    /// The stepper and the step's board. Clicks on the board do not
    /// change it: the sequence shows what it shows.
    pub fn show(&mut self, ui: &mut Ui) {
        let caption = self.steps.get(self.step).map_or("", |s| s.caption);
        stepper(ui, &mut self.step, self.steps.len(), caption);
        let (moves, mut view) = self.marked(self.step);
        let game = match self.state(self.step) {
            Ok(game) => game,
            Err(why) => {
                ui.colored_label(ui.visuals().error_fg_color, why);
                return;
            }
        };
        let Some(layout) = &self.layout else { return };
        let input = BoardInput {
            state: game,
            layout,
            moves: &moves,
            acting: false,
            marks: &[],
            motion: None,
            show_targets: true,
            hint: None,
            judged: None,
        };
        ui.push_id(self.id, |ui| diagram_area(ui, |ui| board::show(ui, &input, &mut view)));
    }
}

/// The positions reached from `start` by each action in turn, checked by
/// the engine.
pub fn replay(start: Start, actions: &[Action]) -> Result<Vec<Malefiz>, String> {
    let mut game = start.game()?;
    let mut states = vec![game.clone()];
    for action in actions {
        match *action {
            Action::Play(text) => {
                let mv = game.parse_move(text).map_err(|e| e.to_string())?;
                game.play(&mv).map_err(|e| e.to_string())?;
            }
            Action::Roll(face) => game.set_roll(face).map_err(|e| e.to_string())?,
        }
        states.push(game.clone());
    }
    Ok(states)
}
