//! The pointer on the table: a click picks a card and a second click a
//! pile; a drag carries a card to a pile. Either comes to a move from the
//! legal list, or to the engine's reason for refusing it.

use super::geometry::{BOTTOM, TOP};
use super::{BoardState, Drawing, Returning, side_piles};
use crate::core::SeatIndex;
use crate::games::spite::{Move, SIDE_PILES, Source, Spite, opponent};
use crate::ui::widgets::board_frame::BoardAct;
use eframe::egui::{CursorIcon, Pos2, Rect, Response, Vec2};

/// A card held up by the pointer.
#[derive(Clone, Copy, Debug)]
pub(super) struct Held {
    pub(super) from: Source,
    /// Where the pointer grabbed the card, from its top-left corner.
    pub(super) grab: Vec2,
    /// Where the pointer is.
    pub(super) pos: Pos2,
}

/// Where a card may be put down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Target {
    /// A centre pile.
    Centre(usize),
    /// One of the bottom seat's side piles.
    Side(usize),
    /// Any other pile: never a legal place.
    Elsewhere,
}

/// What a click or a drop comes to.
enum Attempt {
    Play(Move),
    Refuse(String),
    Nothing,
}

impl Drawing<'_, '_> {
    /// The piles a held or selected card may go to.
    pub(super) fn targets(&self, board: &BoardState) -> Vec<Target> {
        let Some(from) = board.held.map(|h| h.from).or(board.selected) else { return Vec::new() };
        let mut out = Vec::new();
        for mv in self.input.moves {
            match *mv {
                Move::Play { from: f, to } if same_source(self.state(), self.bottom(), f, from) => {
                    out.push(Target::Centre(to));
                }
                Move::Discard { card, pile }
                    if same_source(self.state(), self.bottom(), Source::Hand(card), from) =>
                {
                    out.push(Target::Side(pile));
                }
                _ => {}
            }
        }
        out
    }

    /// The pile under `pos`, for a drop.
    pub(super) fn target_at(&self, pos: Pos2) -> Option<Target> {
        let geo = &self.geo;
        let reach = geo.w * 0.12;
        if let Some(i) = geo.centre.iter().position(|r| r.expand(reach).contains(pos)) {
            return Some(Target::Centre(i));
        }
        let sides = side_piles(self.state(), self.bottom());
        for (k, pile) in sides.iter().enumerate() {
            if geo.side_fan(BOTTOM, k, pile.len()).expand(reach).contains(pos) {
                return Some(Target::Side(k));
            }
        }
        let top_sides = side_piles(self.state(), opponent(self.bottom()));
        let elsewhere = [geo.stock, geo.payoff[TOP], geo.payoff[BOTTOM], geo.hand[TOP]]
            .into_iter()
            .chain((0..SIDE_PILES).map(|k| geo.side_fan(TOP, k, top_sides.get(k).map_or(0, Vec::len))))
            .any(|r| r.contains(pos));
        elsewhere.then_some(Target::Elsewhere)
    }

    /// What putting `from` on `target` comes to.
    fn attempt(&self, from: Source, target: Target) -> Attempt {
        let state = self.state();
        let seat = self.bottom();
        let from = canonical(state, seat, from);
        let mv = match (from, target) {
            (_, Target::Centre(to)) => Move::Play { from, to },
            (Source::Hand(card), Target::Side(pile)) => Move::Discard { card, pile },
            (Source::Side(i), Target::Side(pile)) if i == pile => return Attempt::Nothing,
            (_, Target::Side(pile)) => match self.card_at(from) {
                // Only hand cards go to side piles: let the engine say so.
                Some(card) => Move::Discard { card, pile },
                None => return Attempt::Nothing,
            },
            (_, Target::Elsewhere) => {
                return Attempt::Refuse(crate::t!("spite-refuse-elsewhere"));
            }
        };
        if self.input.moves.contains(&mv) {
            return Attempt::Play(mv);
        }
        match state.why_illegal(&mv) {
            Some(reason) => Attempt::Refuse(capitalised(&crate::ui::spite::words::refusal(&reason))),
            None => Attempt::Play(mv),
        }
    }

    /// Applies a click on an element that may be a source, a target or both.
    pub(super) fn click(&mut self, board: &mut BoardState, source: Option<Source>, target: Option<Target>) {
        let source = source.filter(|s| self.pickable(*s));
        let Some(selected) = board.selected else {
            board.selected = source;
            return;
        };
        if source == Some(selected) {
            board.selected = None;
            return;
        }
        if let Some(t) = target
            && let Attempt::Play(mv) = self.attempt(selected, t)
        {
            board.selected = None;
            self.event = Some(BoardAct::Play(mv));
            return;
        }
        if source.is_some() {
            board.selected = source;
            return;
        }
        board.selected = None;
        if let Some(t) = target
            && let Attempt::Refuse(why) = self.attempt(selected, t)
        {
            self.event = Some(BoardAct::Refused(why));
        }
    }

    /// Starts dragging `from` if the response says so.
    pub(super) fn drag_source(&self, board: &mut BoardState, response: &Response, from: Source, rect: Rect) {
        if response.drag_started() && self.pickable(from) {
            let origin = self.ui.input(|i| i.pointer.press_origin()).unwrap_or(rect.center());
            board.held = Some(Held { from, grab: origin - rect.min, pos: origin });
            board.selected = None;
            board.returning = None;
        }
    }

    /// Ends a drag when the button is let go: the card lands on the pile
    /// under the pointer, or slides back with a note.
    pub(super) fn finish_drag(&mut self, board: &mut BoardState) {
        let Some(held) = board.held else { return };
        let (released, down) = self.ui.input(|i| (i.pointer.any_released(), i.pointer.any_down()));
        if !released && down {
            self.ui.ctx().set_cursor_icon(CursorIcon::Grabbing);
            return;
        }
        board.held = None;
        // Let go over its own place: the card simply goes back.
        let home = self.source_rect(held.from).expand(self.geo.w * 0.1).contains(held.pos);
        let outcome = match self.target_at(held.pos) {
            Some(Target::Elsewhere) if home => Attempt::Nothing,
            Some(target) => self.attempt(held.from, target),
            None => Attempt::Nothing,
        };
        match outcome {
            Attempt::Play(mv) => self.event = Some(BoardAct::Play(mv)),
            Attempt::Refuse(why) => {
                self.event = Some(BoardAct::Refused(why));
                self.slide_back(board, held);
            }
            Attempt::Nothing => self.slide_back(board, held),
        }
    }

    fn slide_back(&self, board: &mut BoardState, held: Held) {
        if self.input.speed > 0.0
            && let Some(card) = self.card_at(held.from)
        {
            board.returning =
                Some(Returning { from: held.from, card, dropped: held.pos - held.grab, start: self.now });
            self.ui.ctx().request_repaint();
        }
    }

    /// Whether the card of `from` is away from its place (held or sliding back).
    pub(super) fn away(board: &BoardState, from: Source) -> bool {
        board.held.is_some_and(|h| h.from == from) || board.returning.is_some_and(|r| r.from == from)
    }
}

/// The source the legal-move list uses for `from`: a hand card is named by
/// the first copy of its face in the hand (two decks give two of each).
fn canonical(state: &Spite, seat: SeatIndex, from: Source) -> Source {
    match from {
        Source::Hand(card) => {
            let first = state.hand(seat).iter().find(|c| c.face() == card.face()).copied();
            Source::Hand(first.unwrap_or(card))
        }
        other => other,
    }
}

/// Whether two sources name the same card as far as moves go.
fn same_source(state: &Spite, seat: SeatIndex, a: Source, b: Source) -> bool {
    canonical(state, seat, a) == canonical(state, seat, b)
}

/// `text` with a capital first letter, for a note.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
