//! What the table shows over its cards: the name plates, the piles a held
//! card may go to, the last moves, the hint and the reviewed move.

use super::flight::move_places;
use super::geometry::{BOTTOM, row_of};
use super::input::Target;
use super::{BoardState, Drawing, side_piles};
use crate::core::{Game, SeatIndex};
use crate::games::spite::{Move, Source};
use crate::ui::spite::cards::{self, GOLD};
use crate::ui::theme;
use crate::ui::widgets::hint;
use eframe::egui::{self, Color32, FontId, Rect, pos2, vec2};

/// The lit colour of a pile a held card may go to.
pub const TARGET: Color32 = Color32::from_rgb(120, 235, 140);
/// The colour of a pile a held card may not go to, while it hovers there.
pub const REFUSE: Color32 = Color32::from_rgb(255, 110, 100);

impl Drawing<'_, '_> {
    /// Lights a pile a held or selected card may go to; while a held card
    /// hovers over a pile it may not go to, marks that pile red.
    pub(super) fn mark_target(&self, board: &BoardState, target: Target, rect: Rect, legal: bool) {
        let hovering = board.held.is_some_and(|h| self.target_at(h.pos) == Some(target));
        if legal && hovering {
            cards::paint_glow(&self.painter, rect, Color32::WHITE);
        } else if legal && self.input.show_targets {
            cards::paint_glow(&self.painter, rect, TARGET);
        } else if !legal && hovering {
            cards::paint_glow(&self.painter, rect, REFUSE);
        }
    }

    /// The name plates beside the hands.
    pub(super) fn plates(&self) {
        let size = (self.geo.w * 0.17).clamp(11.0, 20.0);
        for seat in 0..2 {
            let row = row_of(seat, self.bottom());
            let at = self.geo.plate[row];
            let Some(text) = self.input.plates.get(seat) else { continue };
            let to_move = self.state().to_move() == Some(seat);
            let colour = if to_move { theme::PLATE_TO_MOVE } else { theme::PLATE_TEXT };
            let x = if to_move {
                self.painter.circle_filled(at + vec2(size * 0.4, size * 0.6), size * 0.3, GOLD);
                at.x + size
            } else {
                at.x
            };
            // Wrapped to the hand's width, so a small table keeps the whole
            // plate on the felt.
            let wrap = (self.geo.hand[row].right() - x).max(size);
            let galley = self.painter.layout(text.clone(), FontId::proportional(size), colour, wrap);
            self.painter.galley(pos2(x, at.y), galley, colour);
        }
    }

    /// Frames the piles the marked moves went to, each in its mover's
    /// colour, so a glance shows what changed.
    pub(super) fn last_move_mark(&self) {
        if self.input.flight.is_some() {
            return;
        }
        for &(seat, mv) in &self.input.marks {
            self.move_mark(seat, mv);
        }
    }

    /// Frames the pile `mv`, made by `seat`, went to.
    fn move_mark(&self, seat: SeatIndex, mv: Move) {
        let rect = match mv {
            Move::Play { to, .. } => self.geo.centre.get(to).copied(),
            Move::Discard { pile, .. } => {
                let len = side_piles(self.state(), seat).get(pile).map_or(0, Vec::len);
                Some(self.geo.side_card(row_of(seat, self.bottom()), pile, len.saturating_sub(1), len))
            }
            Move::EndTurn => None,
        };
        if let Some(rect) = rect {
            self.painter.rect_stroke(
                rect.expand(2.0),
                cards::corner(rect) + 2.0,
                egui::Stroke::new(2.5, crate::ui::widgets::move_mark::seat_colour(seat)),
                egui::StrokeKind::Outside,
            );
        }
    }

    /// The advice: a ring on the card to play and an arrow to its pile.
    pub(super) fn hint_mark(&self) {
        let Some(mv) = self.input.hint else { return };
        let (from, to) = match mv {
            Move::Play { from, to } => (from, self.geo.centre.get(to).copied()),
            Move::Discard { card, pile } => {
                let len = side_piles(self.state(), self.bottom()).get(pile).map_or(0, Vec::len);
                (Source::Hand(card), Some(self.geo.side_card(BOTTOM, pile, len, len + 1)))
            }
            Move::EndTurn => return,
        };
        let source = self.source_rect(from);
        let width = (self.geo.w * 0.05).max(2.5);
        hint::ring(&self.painter, source, width);
        if let Some(target) = to {
            hint::ring(&self.painter, target, width);
            hint::arrow(&self.painter, source.center(), target.center(), width);
        }
    }

    /// The reviewed move and the judge's best, as arrows from the card's
    /// place to its pile.
    pub(super) fn judged(&self) {
        let Some(judged) = self.input.judged else { return };
        let way = |mv: &Move| {
            let (start, end, _) = move_places(judged.before, *mv)?;
            Some(hint::Way::step(self.place_rect(start).center(), self.place_rect(end).center()))
        };
        let colour = crate::ui::widgets::move_mark::seat_colour(judged.seat);
        let ways = [way(judged.played), way(judged.best())];
        hint::judged(&self.painter, ways, colour, &judged.labels(), (self.geo.w * 0.05).max(2.5));
    }
}
