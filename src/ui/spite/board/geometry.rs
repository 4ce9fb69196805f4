//! Where every pile of the table sits on the screen, scaled to the area
//! it is drawn in, and where a card of a move or of the bottom seat lies.

use super::{Drawing, side_piles};
use crate::core::SeatIndex;
use crate::games::spite::layout::{self, Row};
use crate::games::spite::{CENTRE_PILES, SIDE_PILES, Source};
use crate::ui::spite::cards::ASPECT;
use crate::ui::widgets::board_frame::BoardFrame;
use eframe::egui::{Pos2, Rect, Vec2, pos2, vec2};

/// The row at the top of the table.
pub(super) const TOP: usize = Row::Top as usize;
/// The row at the bottom of the table.
pub(super) const BOTTOM: usize = Row::Bottom as usize;

/// A place on the table, for animating a card between two of them.
#[derive(Clone, Copy, Debug)]
pub(super) enum Place {
    Hand {
        seat: SeatIndex,
        index: usize,
        count: usize,
    },
    Payoff(SeatIndex),
    /// The card at `depth` of a side pile holding `len` cards.
    Side {
        seat: SeatIndex,
        pile: usize,
        depth: usize,
        len: usize,
    },
    Centre(usize),
}

/// Where every pile sits, in screen points, for a given area.
#[derive(Clone, Copy, Debug)]
pub(super) struct Geometry {
    /// Maps the layout's units (card widths) to the screen.
    frame: BoardFrame,
    pub(super) w: f32,
    pub(super) h: f32,
    pub(super) payoff: [Rect; 2],
    /// The place of each side pile's bottom card; the rest fan downward.
    side: [[Rect; SIDE_PILES]; 2],
    /// How far below its first card a side pile may fan out.
    fan_room: f32,
    /// The region each hand is fanned in.
    pub(super) hand: [Rect; 2],
    /// Where each row's name plate starts.
    pub(super) plate: [Pos2; 2],
    pub(super) centre: [Rect; CENTRE_PILES],
    pub(super) stock: Rect,
}

impl Geometry {
    pub(super) fn new(area: Rect) -> Geometry {
        let margin = 12.0;
        let room = (area.size() - Vec2::splat(2.0 * margin)).max(Vec2::splat(1.0));
        let w = (room.x / layout::WIDTH).min(room.y / layout::HEIGHT).clamp(24.0, 170.0);
        let origin = area.center() - vec2(layout::WIDTH, layout::HEIGHT) * w / 2.0;
        let frame = BoardFrame { origin, scale: w, turned: None };
        let at = |r| frame.rect(r);
        Geometry {
            frame,
            w,
            h: w * ASPECT,
            payoff: Row::ALL.map(|row| at(layout::payoff(row))),
            side: Row::ALL.map(|row| std::array::from_fn(|k| at(layout::side(row, k)))),
            fan_room: layout::FAN_ROOM * w,
            hand: Row::ALL.map(|row| at(layout::hand(row))),
            plate: Row::ALL.map(|row| frame.point(layout::plate(row))),
            centre: std::array::from_fn(|i| at(layout::centre(i))),
            stock: at(layout::stock()),
        }
    }

    /// The fan step of a side pile of `len` cards.
    pub(super) fn fan_step(&self, len: usize) -> f32 {
        if len < 2 { 0.0 } else { (layout::FAN_STEP * self.w).min(self.fan_room / (len - 1) as f32) }
    }

    /// The card at `depth` of a side pile of `len` cards.
    pub(super) fn side_card(&self, row: usize, pile: usize, depth: usize, len: usize) -> Rect {
        let first = self.side.get(row).and_then(|r| r.get(pile)).copied().unwrap_or(self.stock);
        first.translate(vec2(0.0, self.fan_step(len) * depth as f32))
    }

    /// The whole fan of a side pile (at least one card's place).
    pub(super) fn side_fan(&self, row: usize, pile: usize, len: usize) -> Rect {
        self.side_card(row, pile, 0, len).union(self.side_card(row, pile, len.saturating_sub(1), len))
    }

    /// Card `index` of a hand of `count` fanned in `row`, before any lift.
    pub(super) fn hand_card(&self, row: usize, index: usize, count: usize) -> Rect {
        let region = self.hand[row];
        let gaps = count.saturating_sub(1) as f32;
        let step = if gaps > 0.0 { (0.65 * self.w).min((region.width() - self.w) / gaps) } else { 0.0 };
        let total = self.w + step * gaps;
        let x = region.center().x - total / 2.0 + step * index as f32;
        // A gentle arc: the outer cards sit lower at the bottom, higher at the top.
        let t = if gaps > 0.0 { (index as f32 - gaps / 2.0) / (gaps / 2.0) } else { 0.0 };
        let dip = 0.07 * self.h * t * t;
        let y = if row == BOTTOM { region.top() + dip } else { region.top() + 0.07 * self.h - dip };
        Rect::from_min_size(pos2(x, y), vec2(self.w, self.h))
    }

    /// The part of hand card `index` that is not covered by the next card:
    /// where it can be clicked.
    pub(super) fn hand_grip(&self, row: usize, index: usize, count: usize) -> Rect {
        let rect = self.hand_card(row, index, count);
        if index + 1 < count {
            let next = self.hand_card(row, index + 1, count);
            Rect::from_min_max(rect.min, pos2(next.left(), rect.bottom()))
        } else {
            rect
        }
    }
}

/// The free space right of the centre piles, where notes are shown, for a
/// table drawn into `area`.
pub fn note_area(area: Rect) -> Rect {
    Geometry::new(area).frame.rect(layout::notes())
}

/// Which row a seat sits in.
pub(super) fn row_of(seat: SeatIndex, bottom: SeatIndex) -> usize {
    if seat == bottom { BOTTOM } else { TOP }
}

impl Drawing<'_, '_> {
    /// The rect of a place on the table.
    pub(super) fn place_rect(&self, place: Place) -> Rect {
        let bottom = self.bottom();
        match place {
            Place::Hand { seat, index, count } => self.geo.hand_card(row_of(seat, bottom), index, count),
            Place::Payoff(seat) => self.geo.payoff[row_of(seat, bottom)],
            Place::Side { seat, pile, depth, len } => {
                self.geo.side_card(row_of(seat, bottom), pile, depth, len)
            }
            Place::Centre(i) => self.geo.centre.get(i).copied().unwrap_or(self.geo.stock),
        }
    }

    /// Where a source of the bottom seat sits.
    pub(super) fn source_rect(&self, from: Source) -> Rect {
        let seat = self.bottom();
        match from {
            Source::Hand(card) => {
                let hand = self.state().hand(seat);
                let index = hand.iter().position(|c| *c == card).unwrap_or(0);
                self.geo.hand_card(BOTTOM, index, hand.len())
            }
            Source::Payoff => self.geo.payoff[BOTTOM],
            Source::Side(i) => {
                let len = side_piles(self.state(), seat).get(i).map_or(0, Vec::len);
                self.geo.side_card(BOTTOM, i, len.saturating_sub(1), len)
            }
        }
    }
}
