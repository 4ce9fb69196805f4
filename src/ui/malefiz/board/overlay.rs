//! What the board marks for the person: the hint, the reviewed move, what
//! may move, the selection with its targets, the barricade's places and
//! the keyboard cursor.

use super::input::{from_origin, origin_of};
use super::{BoardState, Drawing, Point, barricade};
use crate::games::malefiz::layout;
use crate::games::malefiz::{Move, Origin, Square};
use crate::ui::widgets::board_frame::rgb;
use crate::ui::widgets::sprite::paint_sprite;
use crate::ui::widgets::{cursor, hint, target};
use eframe::egui::{Rect, Stroke, StrokeKind, Vec2};

impl<'a> Drawing<'_, 'a> {
    /// The advice: the way the pawn would walk, space by space, to where
    /// it should go, and a ring where the barricade should go. Once a pawn
    /// has landed to take a barricade the way is behind it: only the ring
    /// stays, when the pawn landed where the hint said.
    pub(super) fn hint(&self) {
        let Some(mv @ Move::Piece { from, to, place }) = self.input.hint else { return };
        let width = (self.scale() * 0.09).max(2.0);
        if self.landed.is_none() {
            let Some(start) = self.origin_rect(from) else { return };
            let mut points = vec![start.center()];
            let way = self.state().path(&mv).unwrap_or_else(|| vec![to]);
            points.extend(way.into_iter().filter_map(|sq| self.centre(sq)));
            hint::way(&self.painter, &points, width);
        } else if self.landed.is_none_or(|l| (l.from, l.to) != (from, to)) {
            return;
        }
        if let Some(c) = place.and_then(|p| self.lay().space_rect(p)) {
            hint::ring(&self.painter, self.frame.rect(c), width);
        }
    }

    /// The reviewed move and the judge's best, as arrows from where the
    /// piece stood, with a ring where each put a barricade.
    pub(super) fn judged(&self) {
        let Some(judged) = self.input.judged else { return };
        let colour = judged.before.turn();
        let way = |mv: &Move| {
            let Move::Piece { from, to, place } = *mv else { return None };
            let mut way = hint::Way::step(self.origin_rect_of(from, colour)?.center(), self.centre(to)?);
            way.place = place.and_then(|p| self.lay().space_rect(p)).map(|r| self.frame.rect(r));
            Some(way)
        };
        let ways = [way(judged.played), way(judged.best())];
        let width = (self.scale() * 0.09).max(2.0);
        hint::judged(&self.painter, ways, rgb(layout::colour_rgb(colour)), &judged.labels(), width);
    }

    /// A frame around everything that may move now.
    pub(super) fn movable(&self) {
        let accent = self.ui.visuals().warn_fg_color;
        let mut movable: Vec<Origin> = self.moves().iter().filter_map(origin_of).collect();
        movable.dedup();
        for origin in movable {
            if let Some(r) = self.origin_rect(origin) {
                let stroke = Stroke::new(2.0, accent);
                self.painter.rect_stroke(r.expand(2.0), self.scale() * 0.2, stroke, StrokeKind::Outside);
            }
        }
    }

    /// The placement step: the spaces the barricade may go to, and the
    /// destination that took it.
    pub(super) fn placing(&self, origin: Origin, target: Square) {
        let radius = self.radius();
        let places: Vec<Square> =
            from_origin(self.moves(), origin).filter(|(to, _)| *to == target).filter_map(|(_, p)| p).collect();
        // A faint barricade on each space it may go to (a red ring alone
        // would read as an empty barricade space).
        for &sq in &places {
            if let Some(p) = self.centre(sq) {
                paint_sprite(
                    self.ui,
                    barricade(),
                    Rect::from_center_size(p, Vec2::splat(self.scale() * 0.6)),
                    0.35,
                );
            }
        }
        if let Some(c) = self.centre(target) {
            let accent = self.ui.visuals().warn_fg_color;
            self.painter.circle_stroke(c, radius + 4.0, Stroke::new(3.0, accent));
        }
        self.in_hand(&places);
    }

    /// The selected piece and, when asked for, where it may go: a red ring
    /// where it hits a piece or takes a barricade, a dot elsewhere.
    pub(super) fn selection(&self, origin: Origin) {
        if let Some(r) = self.origin_rect(origin) {
            target::selected(&self.painter, r.expand(3.0), self.scale() * 0.2, 3.5, StrokeKind::Outside);
        }
        if !self.input.show_targets {
            return;
        }
        let radius = self.radius();
        for (to, place) in from_origin(self.moves(), origin) {
            let Some(p) = self.centre(to) else { continue };
            let takes = place.is_some();
            let hits = self.state().piece_at(to).is_some();
            if hits || takes {
                target::capture_ring(&self.painter, p, radius * 0.95, self.scale() * 0.1);
            } else {
                target::dot(&self.painter, p, radius * 0.4);
            }
        }
    }

    pub(super) fn cursor(&self, st: &BoardState) {
        let Some(at) = st.cursor else { return };
        let lay = self.lay();
        let rect = match at {
            Point::Space(sq) => lay.space_rect(sq),
            Point::House(c) => lay.house_rect(c),
            Point::Forest => lay.forest_rect(),
        };
        if let Some(r) = rect {
            cursor::ring(&self.painter, self.frame.rect(r).expand(4.0), 6.0);
        }
    }
}
