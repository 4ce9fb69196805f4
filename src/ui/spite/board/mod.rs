//! The Spite & Malice table: where every pile sits (scaled to the window),
//! the cards on it, and turning drags and clicks into moves chosen from the
//! engine's legal list.
//!
//! The seat at the bottom is the one whose cards may be played; the other
//! sits at the top. Only the seat named `face_up` has its hand drawn face
//! up; every other hand shows backs.
//!
//! A frame is one pass of `Drawing` over the table; its parts sit beside
//! this file: `geometry` (where things are), `piles` (the rows), `input`
//! (the pointer), `keyboard` (the cursor), `marks` (what is drawn over the
//! cards) and `flight` (cards moving on their own).

mod flight;
mod geometry;
mod input;
mod keyboard;
mod marks;
mod piles;

pub use geometry::note_area;
pub use keyboard::{Slot, cursor_step};
pub use marks::{REFUSE, TARGET};

use crate::core::{Game, SeatIndex};
use crate::games::spite::{Card, Move, Source, Spite, opponent};
use crate::ui::screen::Judged;
use crate::ui::spite::cards;
use crate::ui::widgets::board_frame::BoardAct;
use eframe::egui::{Painter, Sense, Ui};
use flight::{RETURN_SECONDS, Returning};
use geometry::Geometry;
use input::Held;

/// What the table shows and lets the player do this frame.
pub struct BoardInput<'a> {
    /// The position to draw.
    pub state: &'a Spite,
    /// The seat drawn at the bottom (the one that plays from this screen).
    pub bottom: SeatIndex,
    /// The seat whose hand is drawn face up, if any.
    pub face_up: Option<SeatIndex>,
    /// The legal moves the person at the bottom may make now (empty when
    /// looking only).
    pub moves: &'a [Move],
    /// A line for each seat's name plate, by seat.
    pub plates: [String; 2],
    /// A bot's move being shown as it happens, if any.
    pub flight: Option<Flight<'a>>,
    /// The moves kept marked on their target piles, each in the colour of
    /// the seat that made it: the other seat's latest and the one that led
    /// to `state`.
    pub marks: Vec<(SeatIndex, Move)>,
    /// Multiplies animation time: 0 turns animation off.
    pub speed: f64,
    /// Whether the piles a held or selected card may go to light up.
    pub show_targets: bool,
    /// The strongest bot's advice for the person at the bottom: card and pile.
    pub hint: Option<Move>,
    /// The reviewed move that led here and the judge's best, as arrows.
    pub judged: Option<Judged<'a, Spite>>,
    /// How the suits are inked.
    pub inks: cards::Inks,
}

/// A move sliding from its source to its target: `state` (the input's) is
/// already the position after it; `before` is the one it was played from.
#[derive(Clone, Copy)]
pub struct Flight<'a> {
    /// The position the move was played from.
    pub before: &'a Spite,
    /// The move.
    pub mv: Move,
    /// Progress, 0 to 1.
    pub t: f32,
}

/// The selection and drag state of the table, kept between frames.
#[derive(Clone, Debug, Default)]
pub struct BoardState {
    /// The card picked by a click, waiting for a click on a pile.
    pub selected: Option<Source>,
    held: Option<Held>,
    returning: Option<Returning>,
    /// The keyboard cursor, once an arrow key was pressed.
    pub cursor: Option<Slot>,
    /// What the cursor's new place says to a screen reader, until the view
    /// takes it.
    pub cursor_words: Option<String>,
}

impl BoardState {
    /// Drops any selection, held card and slide-back (the keyboard cursor
    /// stays where it is).
    pub fn clear(&mut self) {
        *self = BoardState { cursor: self.cursor, cursor_words: None, ..BoardState::default() };
    }
}

/// Draws the table into the space `ui` offers and returns what the player
/// did this frame.
pub fn show(ui: &mut Ui, input: &BoardInput<'_>, board: &mut BoardState) -> Option<BoardAct<Move>> {
    let (area, _) = ui.allocate_exact_size(ui.available_size(), Sense::hover());
    let painter = ui.painter_at(area);
    cards::paint_felt(&painter, area);
    let geo = Geometry::new(area);
    let now = ui.input(|i| i.time);
    let mut table = Drawing { ui, painter, geo, input, now, event: None };
    table.run(board);
    table.event
}

/// One frame of drawing the table.
struct Drawing<'u, 'a> {
    ui: &'u mut Ui,
    painter: Painter,
    geo: Geometry,
    input: &'u BoardInput<'a>,
    now: f64,
    event: Option<BoardAct<Move>>,
}

impl Drawing<'_, '_> {
    fn state(&self) -> &Spite {
        self.input.state
    }

    fn bottom(&self) -> SeatIndex {
        self.input.bottom
    }

    /// Whether the person at the bottom may play now.
    fn playing(&self) -> bool {
        !self.input.moves.is_empty() && self.state().to_move() == Some(self.bottom())
    }

    /// The card a source of the bottom seat names, if it is there.
    fn card_at(&self, from: Source) -> Option<Card> {
        let seat = self.bottom();
        match from {
            Source::Hand(card) => self.state().hand(seat).contains(&card).then_some(card),
            Source::Payoff => self.state().payoff_top(seat),
            Source::Side(i) => side_piles(self.state(), seat).get(i).and_then(|p| p.last().copied()),
        }
    }

    /// Whether the person may pick up this card now.
    fn pickable(&self, from: Source) -> bool {
        self.playing()
            && (!matches!(from, Source::Hand(_)) || self.input.face_up == Some(self.bottom()))
            && self.card_at(from).is_some()
            && !self.input.moves.iter().all(|m| matches!(m, Move::EndTurn))
    }

    fn run(&mut self, board: &mut BoardState) {
        // A selection or held card only makes sense while it can be played.
        if board.selected.is_some_and(|s| !self.pickable(s)) {
            board.selected = None;
        }
        if board.held.is_some_and(|h| !self.pickable(h.from)) {
            board.held = None;
        }
        if let Some(r) = board.returning {
            let done = (self.now - r.start) >= RETURN_SECONDS * self.input.speed;
            if done || self.card_at(r.from) != Some(r.card) {
                board.returning = None;
            }
        }
        let pointer = self.ui.input(|i| i.pointer.interact_pos().or(i.pointer.latest_pos()));
        if let (Some(held), Some(pos)) = (board.held.as_mut(), pointer) {
            held.pos = pos;
        }
        let top = opponent(self.bottom());
        self.top_row(top, board);
        self.centre_row(board);
        self.bottom_row(board);
        self.plates();
        self.last_move_mark();
        self.hint_mark();
        self.judged();
        self.keyboard(board);
        self.floating(board);
        self.finish_drag(board);
    }
}

/// A seat's side piles (none for a seat that does not play).
fn side_piles(state: &Spite, seat: SeatIndex) -> &[Vec<Card>] {
    state.player(seat).map_or(&[], |p| p.side_piles().as_slice())
}

/// The card a source of `seat` names in `state`.
fn card_of(state: &Spite, seat: SeatIndex, from: Source) -> Option<Card> {
    match from {
        Source::Hand(card) => Some(card),
        Source::Payoff => state.payoff_top(seat),
        Source::Side(i) => side_piles(state, seat).get(i).and_then(|p| p.last().copied()),
    }
}
