//! Cards in the air: a bot's card flying from its place to its pile, and
//! a refused card sliding back where it came from.

use super::geometry::Place;
use super::{BoardState, Drawing, Flight, card_of, side_piles};
use crate::core::SeatIndex;
use crate::games::spite::{Card, CentrePile, Move, Source, Spite};
use crate::ui::spite::cards;
use eframe::egui::{Id, LayerId, Order, Painter, Pos2, Rect, vec2};

/// How long a refused card takes to slide back, at normal speed.
pub(super) const RETURN_SECONDS: f64 = 0.2;

/// A refused card sliding back to its place.
#[derive(Clone, Copy, Debug)]
pub(super) struct Returning {
    pub(super) from: Source,
    pub(super) card: Card,
    /// Where the card was let go (its top-left corner).
    pub(super) dropped: Pos2,
    pub(super) start: f64,
}

impl Drawing<'_, '_> {
    /// The centre pile as it should be drawn: before a flying card lands on it.
    pub(super) fn centre_pile(&self, i: usize) -> CentrePile {
        let flying_to = self.input.flight.filter(|f| matches!(f.mv, Move::Play { to, .. } if to == i));
        let state = flying_to.map_or(self.state(), |f| f.before);
        state.centre_piles().get(i).cloned().unwrap_or_default()
    }

    /// The side pile a flying discard is heading for.
    pub(super) fn flight_target_side(&self) -> Option<(SeatIndex, usize)> {
        let f = self.input.flight.as_ref()?;
        match f.mv {
            Move::Discard { pile, .. } => Some((f.before.turn(), pile)),
            _ => None,
        }
    }

    /// The held card, a refused card sliding back, and a bot's card in flight,
    /// on a layer above everything.
    pub(super) fn floating(&mut self, board: &mut BoardState) {
        let layer = LayerId::new(Order::Tooltip, Id::unique("spite-floating"));
        let painter = self.ui.ctx().layer_painter(layer);
        let size = vec2(self.geo.w, self.geo.h);
        if let Some(held) = board.held
            && let Some(card) = self.card_at(held.from)
        {
            let rect = Rect::from_min_size(held.pos - held.grab, size);
            cards::paint_shadow(&painter, rect, self.geo.h * 0.08);
            cards::paint_face(&painter, rect, card, self.input.inks);
        }
        if let Some(r) = board.returning {
            let t = ((self.now - r.start) / (RETURN_SECONDS * self.input.speed).max(1e-3)) as f32;
            let home = self.source_rect(r.from);
            let from = Rect::from_min_size(r.dropped, size);
            let rect = from.translate((home.min - from.min) * ease(t.clamp(0.0, 1.0)));
            cards::paint_shadow(&painter, rect, self.geo.h * 0.05);
            cards::paint_face(&painter, rect, r.card, self.input.inks);
            self.ui.ctx().request_repaint();
        }
        if let Some(flight) = self.input.flight {
            self.paint_flight(&painter, flight);
            self.ui.ctx().request_repaint();
        }
    }

    fn paint_flight(&self, painter: &Painter, flight: Flight<'_>) {
        let Some((start, end, card)) = move_places(flight.before, flight.mv) else { return };
        let seat = flight.before.turn();
        let from_hand = matches!(start, Place::Hand { .. });
        let a = self.place_rect(start);
        let b = self.place_rect(end);
        let t = flight.t.clamp(0.0, 1.0);
        let eased = ease(t);
        // The card rises a little on its way, and a hidden hand card turns over.
        let grow = 1.0 + 0.08 * (std::f32::consts::PI * t).sin();
        let centre = a.center() + (b.center() - a.center()) * eased;
        let rect = Rect::from_center_size(centre, a.size() * grow);
        let hidden = from_hand && self.input.face_up != Some(seat);
        cards::paint_shadow(painter, rect, self.geo.h * 0.06 * (std::f32::consts::PI * t).sin());
        if hidden && t < 0.3 {
            let turn = t / 0.3;
            if turn < 0.5 {
                cards::paint_back(painter, cards::squeezed(rect, 1.0 - turn * 2.0));
            } else {
                cards::paint_face(painter, cards::squeezed(rect, turn * 2.0 - 1.0), card, self.input.inks);
            }
        } else {
            cards::paint_face(painter, rect, card, self.input.inks);
        }
    }
}

/// Where `mv`, played in `before`, takes its card from and to, with the
/// card; `None` for ending the turn or a card that is not there.
pub(super) fn move_places(before: &Spite, mv: Move) -> Option<(Place, Place, Card)> {
    let seat = before.turn();
    let (from, card) = match mv {
        Move::Play { from, .. } => (from, card_of(before, seat, from)?),
        Move::Discard { card, .. } => (Source::Hand(card), card),
        Move::EndTurn => return None,
    };
    let start = match from {
        Source::Hand(c) => {
            let hand = before.hand(seat);
            let index = hand.iter().position(|h| *h == c).unwrap_or(0);
            Place::Hand { seat, index, count: hand.len() }
        }
        Source::Payoff => Place::Payoff(seat),
        Source::Side(i) => {
            let len = side_piles(before, seat).get(i).map_or(0, Vec::len);
            Place::Side { seat, pile: i, depth: len.saturating_sub(1), len }
        }
    };
    let end = match mv {
        Move::Play { to, .. } => Place::Centre(to),
        Move::Discard { pile, .. } => {
            // The card goes on top of the pile as it was.
            let len = side_piles(before, seat).get(pile).map_or(0, Vec::len) + 1;
            Place::Side { seat, pile, depth: len - 1, len }
        }
        Move::EndTurn => return None,
    };
    Some((start, end, card))
}

/// Smoothstep easing.
fn ease(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}
