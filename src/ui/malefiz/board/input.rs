//! The pointer on the board: a click selects a piece and a second click
//! its space, a drag carries it there, and a destination that takes a
//! barricade asks where it goes. Each comes to a move from the legal list
//! or the engine's reason for refusing it.

use super::{BoardInput, BoardState, Drawing, Point, space_at};
use crate::ui::malefiz::speech;
use crate::ui::widgets::place_speech;
use crate::ui::malefiz::words;
use crate::games::malefiz::{Colour, Illegal, Malefiz, Move, Origin, Square};
use crate::ui::widgets::board_frame::{self, BoardAct, place_widget};
use eframe::egui::{self, Response, Sense};

/// Moves that start at `origin`.
pub(in crate::ui::malefiz) fn from_origin(
    moves: &[Move],
    origin: Origin,
) -> impl Iterator<Item = (Square, Option<Square>)> + '_ {
    moves.iter().filter_map(move |m| match *m {
        Move::Piece { from, to, place } if from == origin => Some((to, place)),
        _ => None,
    })
}

/// Whether anything at `origin` has a legal move.
pub(in crate::ui::malefiz) fn movable(moves: &[Move], origin: Origin) -> bool {
    from_origin(moves, origin).next().is_some()
}

/// Where a piece move starts.
pub(super) fn origin_of(mv: &Move) -> Option<Origin> {
    match mv {
        Move::Piece { from, .. } => Some(*from),
        _ => None,
    }
}

/// What a click or drop on `target` means, given the selection.
fn choose(moves: &[Move], st: &mut BoardState, origin: Origin, target: Square) -> Option<Move> {
    let options: Vec<Option<Square>> =
        from_origin(moves, origin).filter(|(to, _)| *to == target).map(|(_, p)| p).collect();
    match options.as_slice() {
        [] => None,
        [None] => Some(Move::Piece { from: origin, to: target, place: None }),
        _ => {
            st.placing = Some((origin, target));
            None
        }
    }
}

impl<'a> Drawing<'_, 'a> {
    /// Each space as a widget labelled with its name.
    pub(super) fn space_widgets(&mut self, st: &mut BoardState) {
        let enabled = self.input.acting;
        for space in self.state().board().spaces() {
            let Some(r) = self.lay().space_rect(space.square) else { continue };
            let id = ("malefiz-space", space.square);
            let label = space.square.to_string();
            let response =
                place_widget(self.ui, self.frame.rect(r), id, Sense::click_and_drag(), &label, enabled);
            let origin = self.state().piece_at(space.square).map(|_| Origin::Square(space.square));
            self.speak(&response, st, Point::Space(space.square), origin);
            self.made = self.made.take().or_else(|| self.handle(&response, st, origin, Some(space.square)));
        }
    }

    /// Each house as a widget; the house of the colour to move stands for
    /// its waiting pieces.
    pub(super) fn house_widgets(&mut self, st: &mut BoardState) {
        let enabled = self.input.acting;
        for &(colour, area) in self.lay().houses() {
            let id = ("malefiz-house", colour);
            let label = words::house(colour);
            let response =
                place_widget(self.ui, self.frame.rect(area), id, Sense::click_and_drag(), &label, enabled);
            let origin = (Some(colour) == acting_colour(self.input)).then_some(Origin::House);
            self.speak(&response, st, Point::House(colour), origin);
            self.made = self.made.take().or_else(|| self.handle(&response, st, origin, None));
        }
    }

    pub(super) fn forest_widget(&mut self, st: &mut BoardState) {
        let Some(forest) = self.lay().forest_rect() else { return };
        let enabled = self.input.acting;
        let rect = self.frame.rect(forest);
        let response =
            place_widget(self.ui, rect, "malefiz-forest", Sense::click_and_drag(), &crate::t!("malefiz-forest"), enabled);
        self.speak(&response, st, Point::Forest, Some(Origin::Forest));
        self.made = self.made.take().or_else(|| self.handle(&response, st, Some(Origin::Forest), None));
    }

    /// Gives a place's widget its words for a screen reader.
    fn speak(&self, response: &Response, st: &BoardState, point: Point, origin: Option<Origin>) {
        let state = self.state();
        let marks = speech::marks(self.input, st, point, origin);
        let landed = self.landed;
        place_speech::describe(self.ui, response, marks, || speech::place(state, point, landed));
    }

    /// Clicks and drags on one widget: `origin` is what it would select,
    /// `target` the space it stands for.
    fn handle(
        &self,
        response: &Response,
        st: &mut BoardState,
        origin: Option<Origin>,
        target: Option<Square>,
    ) -> Option<BoardAct<Move>> {
        let moves = self.moves();
        if response.clicked() {
            return press(self.input, st, origin, target);
        }
        if st.placing.is_none() && response.drag_started() && origin.is_some_and(|o| movable(moves, o)) {
            st.selected = origin;
            st.dragging = origin;
        }
        if response.dragged() && st.dragging.is_some() && st.dragging == origin {
            st.drag_pos = self.ui.input(|i| i.pointer.interact_pos()).or(st.drag_pos);
        }
        if response.drag_stopped() && st.dragging.is_some() && st.dragging == origin {
            let from = st.dragging.take()?;
            let release = board_frame::release_pos(self.ui).or(st.drag_pos.take());
            let dest = release.and_then(|p| space_at(self.lay(), self.frame, p))?;
            if Origin::Square(dest) == from {
                return None;
            }
            return match choose(moves, st, from, dest) {
                Some(mv) => Some(BoardAct::Play(mv)),
                None if st.placing.is_some() => None,
                None => Some(attempt(self.input.state, from, dest)),
            };
        }
        None
    }

    /// The dragged piece under the pointer while the button is down.
    pub(super) fn dragged_pawn(&self, st: &mut BoardState) {
        let Some(origin) = st.dragging else { return };
        match self.ui.input(|i| (i.pointer.interact_pos(), i.pointer.any_down())) {
            (Some(pos), true) => {
                self.paint_pawn(pos, self.scale() * 1.1, self.state().turn(), 0.9);
                self.ui.ctx().set_cursor_icon(egui::CursorIcon::Grabbing);
            }
            _ if st.selected == Some(origin) => {}
            _ => st.dragging = None,
        }
    }
}

/// The colour a person plays now (the one to move), if a person acts.
fn acting_colour(input: &BoardInput<'_>) -> Option<Colour> {
    input.acting.then(|| input.state.turn())
}

/// A click (or Enter) on something that would select `origin` and stands
/// for the space `target`: select, pick the destination, or place. An
/// attempt the rules refuse says why.
pub(super) fn press(
    input: &BoardInput<'_>,
    st: &mut BoardState,
    origin: Option<Origin>,
    target: Option<Square>,
) -> Option<BoardAct<Move>> {
    let moves = input.moves;
    if let Some((o, to)) = st.placing {
        return target.map(|place| placement(input, o, to, place));
    }
    if let (Some(sel), Some(t)) = (st.selected, target)
        && from_origin(moves, sel).any(|(to, _)| to == t)
    {
        return choose(moves, st, sel, t).map(BoardAct::Play);
    }
    match st.selected {
        Some(sel) if origin == Some(sel) => st.selected = None,
        _ if origin.is_some_and(|o| movable(moves, o)) => st.selected = origin,
        Some(sel) => return target.map(|t| attempt(input.state, sel, t)),
        None => return origin.and_then(|o| cannot_pick(input.state, o, target)),
    }
    None
}

/// The placement step: the barricade taken on `to` goes to `place`, or the
/// engine says why it may not.
fn placement(input: &BoardInput<'_>, from: Origin, to: Square, place: Square) -> BoardAct<Move> {
    let mv = Move::Piece { from, to, place: Some(place) };
    if input.moves.contains(&mv) {
        return BoardAct::Play(mv);
    }
    input.state.why_illegal(&mv).map_or_else(cannot_now, refused)
}

/// A move from `from` to `to` that is not among the person's moves: the
/// engine's reason.
fn attempt(state: &Malefiz, from: Origin, to: Square) -> BoardAct<Move> {
    state.why_not(from, to).map_or_else(cannot_now, refused)
}

/// The engine has the move, but it is not the person's to make now.
fn cannot_now() -> BoardAct<Move> {
    BoardAct::Refused(crate::t!("malefiz-cannot-now"))
}

/// The engine's refusal, in the person's language.
fn refused(why: Illegal) -> BoardAct<Move> {
    BoardAct::Refused(words::refusal(&why))
}

/// Why `origin` cannot be picked up, when the reason is about the piece
/// itself (another colour's, or the die not rolled yet); nothing for a
/// piece of the mover's that has no move with this roll.
fn cannot_pick(state: &Malefiz, origin: Origin, target: Option<Square>) -> Option<BoardAct<Move>> {
    let to = target.or_else(|| state.board().spaces().first().map(|s| s.square))?;
    match state.why_illegal(&Move::Piece { from: origin, to, place: None })? {
        why @ (Illegal::NotYourPiece { .. } | Illegal::MustRoll(_) | Illegal::GameOver { .. }) => {
            Some(refused(why))
        }
        _ => None,
    }
}
