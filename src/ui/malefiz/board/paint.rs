//! The board and what stands on it: the ground, the village and the
//! forest, the paths and spaces, the houses, the barricades and pawns at
//! rest, the moves kept marked and the move being shown.

use super::{Drawing, barricade};
use crate::games::malefiz::layout::{self, UnitRect};
use crate::games::malefiz::{Origin, Space, SpaceKind, Square};
use crate::ui::malefiz::motion::{self, Lifted};
use crate::ui::widgets::board_frame::rgb;
use crate::ui::widgets::{glyph, move_mark};
use eframe::egui::{self, Align2, Color32, FontId, Pos2, Rect, Stroke, StrokeKind, Vec2};

impl<'a> Drawing<'_, 'a> {
    pub(super) fn ground(&self) {
        let whole = UnitRect { x: 0.0, y: 0.0, w: self.lay().width, h: self.lay().height };
        self.painter.rect_filled(self.frame.rect(whole), 10.0, rgb(layout::BOARD_RGB));
    }

    /// The column letters above the grid and the row numbers left of it,
    /// each in line with its spaces: the names the moves and the log use
    /// (`c1`, `i14`). Small, in the board's ink on its ground, so they read
    /// alike in either theme.
    pub(super) fn coordinates(&self) {
        if !self.input.coordinates {
            return;
        }
        let font = FontId::proportional((self.scale() * layout::LABEL_SIZE).clamp(7.0, 15.0));
        let ink = rgb(layout::LABEL_RGB);
        let board = self.state().board();
        for col in 0..board.columns() {
            let letter = char::from(b'a'.saturating_add(col)).to_string();
            let at = self.frame.point(self.lay().column_label(col));
            self.painter.text(at, Align2::CENTER_CENTER, letter, font.clone(), ink);
        }
        for row in 1..=board.rows() {
            let at = self.frame.point(self.lay().row_label(row));
            self.painter.text(at, Align2::CENTER_CENTER, row.to_string(), font.clone(), ink);
        }
    }

    pub(super) fn village(&self) {
        let Some(band) = self.lay().village_rect() else { return };
        self.painter.rect_filled(
            self.frame.rect(band),
            6.0,
            Color32::from_rgba_unmultiplied(150, 110, 60, 70),
        );
        self.painter.text(
            self.frame.point((band.x + 0.1, band.y + 0.12)),
            Align2::LEFT_TOP,
            crate::t!("malefiz-village"),
            FontId::proportional((self.scale() * 0.3).clamp(8.0, 18.0)),
            Color32::from_rgb(90, 60, 30),
        );
    }

    pub(super) fn forest(&self) {
        let Some(forest) = self.lay().forest_rect() else { return };
        let r = self.frame.rect(forest);
        self.painter.rect_filled(r, 8.0, rgb(layout::FOREST_RGB));
        self.painter.text(
            r.center_top() + Vec2::new(0.0, 2.0),
            Align2::CENTER_TOP,
            crate::t!("malefiz-forest"),
            FontId::proportional((self.scale() * 0.28).clamp(8.0, 16.0)),
            Color32::from_rgb(220, 240, 210),
        );
    }

    /// The paths between the spaces.
    pub(super) fn paths(&self) {
        let line = Stroke::new((self.scale() * layout::PATH_WIDTH).max(2.0), rgb(layout::CONNECTION_RGB));
        for (a, b) in self.state().board().connections() {
            if let (Some(pa), Some(pb)) = (self.centre(a), self.centre(b)) {
                self.painter.line_segment([pa, pb], line);
            }
        }
    }

    /// Each house in its colour.
    pub(super) fn houses(&self) {
        for &(colour, area) in self.lay().houses() {
            let r = self.frame.rect(area);
            let c = rgb(layout::colour_rgb(colour));
            self.painter.rect_filled(r, 8.0, c.gamma_multiply(0.35));
            self.painter.rect_stroke(r, 8.0, Stroke::new(2.5, c), StrokeKind::Inside);
        }
    }

    /// Each house's colour glyph on its corner, over the frames that mark
    /// a house that may move or is selected.
    pub(super) fn house_glyphs(&self) {
        for &(colour, area) in self.lay().houses() {
            let c = rgb(layout::colour_rgb(colour));
            let centre = self.frame.point(layout::house_glyph_centre(area));
            let radius = (self.scale() * layout::HOUSE_GLYPH_RADIUS).max(5.0);
            let edge = Stroke::new((radius * 0.14).max(1.2), glyph::DARK);
            glyph::paint_edged(&self.painter, layout::colour_glyph(colour), centre, radius, c, edge);
        }
    }

    /// The spaces, the hovered one ringed.
    pub(super) fn spaces(&self) {
        for space in self.state().board().spaces() {
            let Some(centre) = self.centre(space.square) else { continue };
            let r = self.scale() * layout::space_radius(space.kind);
            self.space(space, centre, r);
            if Some(space.square) == self.hovered {
                self.painter.circle_stroke(centre, r + 2.0, Stroke::new(2.0, Color32::WHITE));
            }
        }
    }

    /// One space: a disc of its kind's colour. A barricade's starting
    /// space is drawn as a place, not a piece: a plain disc inside a red
    /// ring, with a small red outline of a barricade.
    fn space(&self, space: &Space, centre: Pos2, r: f32) {
        let edge = Stroke::new((self.scale() * 0.05).max(1.0), Color32::from_gray(60));
        if space.kind != SpaceKind::BarricadeStart {
            self.painter.circle_filled(centre, r, rgb(layout::space_rgb(space.kind)));
            self.painter.circle_stroke(centre, r, edge);
            return;
        }
        let red = rgb(layout::space_rgb(SpaceKind::BarricadeStart));
        self.painter.circle_filled(centre, r, rgb(layout::space_rgb(SpaceKind::Plain)));
        self.painter.circle_stroke(centre, r * 0.84, Stroke::new(r * 0.22, red));
        self.painter.circle_stroke(centre, r, edge);
        let line = Stroke::new((r * 0.1).max(1.0), red.gamma_multiply(0.9));
        let drum = Rect::from_center_size(centre, Vec2::new(r * 0.8, r * 0.6));
        self.painter.rect_stroke(drum, r * 0.12, line, StrokeKind::Middle);
        let rim = drum.top() + drum.height() * 0.35;
        self.painter.line_segment([egui::pos2(drum.left(), rim), egui::pos2(drum.right(), rim)], line);
    }

    /// The moves kept marked: each one's way from where it set off to where
    /// it stopped, and a ring where it put a barricade, in its colour.
    pub(super) fn marks(&self) {
        let width = (self.scale() * 0.09).max(2.5);
        let ring = self.radius() + self.scale() * 0.1;
        // The move being shown draws its own way; its mark follows.
        let shown = self.input.motion.map(|(m, _)| (m.colour, m.to));
        for mark in self.input.marks.iter().filter(|m| Some((m.colour, m.to)) != shown) {
            let colour = rgb(layout::colour_rgb(mark.colour));
            let points: Vec<Pos2> = mark.points.iter().map(|p| self.frame.point(*p)).collect();
            let pen = move_mark::Pen { colour, width };
            move_mark::trail(&self.painter, &points, pen, layout::colour_glyph(mark.colour), ring);
            if let Some(c) = mark.place.and_then(|p| self.centre(p)) {
                move_mark::ring(&self.painter, c, ring, colour, width * 0.7);
            }
        }
    }

    /// The barricades at rest, but the one the landed pawn took (in hand,
    /// see `in_hand`) and the one the move being shown carries.
    pub(super) fn barricades(&self) {
        let moving = self.input.motion.filter(|(_, m)| m.barricade.is_some());
        let landing = moving.and_then(|(m, _)| m.carry).map(|c| c.to);
        let taken = self.landed.map(|l| l.to);
        for sq in self.state().barricades() {
            let Some(c) = self.centre(sq) else { continue };
            if Some(sq) == landing || Some(sq) == taken {
                continue;
            }
            self.paint_barricade(c, 0.0);
        }
    }

    /// The barricade the landed pawn took, in hand: raised over the space
    /// under the pointer where it may go there, else beside the pawn.
    pub(super) fn in_hand(&self, places: &[Square]) {
        let Some(landed) = self.landed else { return };
        let over = self.hovered.filter(|sq| places.contains(sq)).and_then(|sq| self.centre(sq));
        let beside = || self.centre(landed.to).map(|c| c + Vec2::new(0.55, -0.45) * self.scale());
        if let Some(at) = over.or_else(beside) {
            self.paint_barricade(at, 1.0);
        }
    }

    /// A barricade on `centre`, lifted by `lift` (0 to 1): raised, a
    /// little larger, over its shadow.
    fn paint_barricade(&self, centre: Pos2, lift: f32) {
        let size = self.scale() * 0.95 * (1.0 + 0.15 * lift);
        if lift > 0.0 {
            let shadow = Rect::from_center_size(centre, Vec2::new(size * 0.8, size * 0.35));
            let alpha = (lift * 110.0) as u8;
            self.painter.rect_filled(shadow, size * 0.2, Color32::from_black_alpha(alpha));
        }
        let raised = centre - Vec2::new(0.0, self.scale() * 0.35 * lift);
        egui::Image::new(barricade()).paint_at(self.ui, Rect::from_center_size(raised, Vec2::splat(size)));
    }

    /// What the move being shown moves beyond the board's state: the pawn
    /// walking, the pawn it hit, the barricade it took and where it lands.
    pub(super) fn motion(&self) {
        let Some((motion, now)) = self.input.motion else { return };
        if let (Some(hit), Some(at)) = (motion.hit, now.victim) {
            self.paint_pawn(self.frame.point(at), self.scale(), hit.colour, 1.0);
        }
        if let Some(at) = now.walker {
            self.paint_pawn(self.frame.point(at), self.scale(), motion.colour, 1.0);
        }
        if let Some(Lifted { at, lift }) = now.barricade {
            self.paint_barricade(self.frame.point(at), lift);
        }
        if let (Some(c), Some(k)) = (motion.carry.and_then(|c| self.centre(c.to)), now.landing) {
            let r = self.radius() * (1.0 + k * 1.2);
            let fade = 1.0 - k;
            self.painter.circle_stroke(
                c,
                r,
                Stroke::new(5.0, Color32::from_black_alpha((fade * 140.0) as u8)),
            );
            self.painter.circle_stroke(c, r, Stroke::new(3.0, Color32::WHITE.gamma_multiply(fade)));
        }
    }

    /// The pieces on the board (but the one walking) and those waiting in
    /// their houses; a pawn that landed where it takes a barricade stands
    /// there, not where it set off.
    pub(super) fn pieces(&self) {
        let walking = self.input.motion.filter(|(_, m)| m.walker.is_some()).map(|(m, _)| m.to);
        let flying = self.flying().filter(|h| !h.to_forest).map(|h| h.colour);
        let left = |colour, origin| self.landed.is_some_and(|l| l.left(colour, origin));
        let state = self.state();
        for colour in state.colours().iter() {
            for sq in state.pieces_on_board(colour) {
                if Some(sq) == walking || left(colour, Origin::Square(sq)) {
                    continue;
                }
                if let Some(c) = self.centre(sq) {
                    self.paint_pawn(c, self.scale(), colour, 1.0);
                }
            }
            let mut slots = motion::house_slots(self.lay(), state, colour);
            // The last place is the hit pawn's, once it has flown home;
            // the last is empty once a pawn has left for the board.
            let gone = usize::from(Some(colour) == flying) + usize::from(left(colour, Origin::House));
            slots.truncate(slots.len().saturating_sub(gone));
            for (x, y) in slots {
                self.paint_pawn(self.frame.point((x, y)), self.scale() * 0.8, colour, 1.0);
            }
        }
        if let Some(landed) = self.landed
            && let Some(c) = self.centre(landed.to)
        {
            self.paint_pawn(c, self.scale(), landed.colour, 1.0);
        }
    }

    /// The pawn the move being shown hit, while it is not yet back.
    fn flying(&self) -> Option<motion::Hit> {
        self.input.motion.filter(|(_, m)| m.victim.is_some()).and_then(|(m, _)| m.hit)
    }

    /// The pieces in the forest, below its name.
    pub(super) fn forest_pieces(&self) {
        let mut all = motion::forest_slots(self.lay(), self.state());
        let hit = self.flying().filter(|h| h.to_forest).map(|h| h.colour);
        let left = self.landed.filter(|l| l.from == Origin::Forest).map(|l| l.colour);
        for gone in [hit, left].into_iter().flatten() {
            if let Some(i) = all.iter().rposition(|(c, _)| *c == gone) {
                all.remove(i);
            }
        }
        for (colour, (x, y)) in all {
            self.paint_pawn(self.frame.point((x, y)), self.scale() * 0.7, colour, 1.0);
        }
    }
}
