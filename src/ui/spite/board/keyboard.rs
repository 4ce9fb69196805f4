//! The keyboard on the table: arrows walk a cursor over the bottom seat's
//! cards and the centre piles, Enter acts as a click where it stands.

use super::geometry::BOTTOM;
use super::input::Target;
use super::{BoardState, Drawing, side_piles};
use crate::games::spite::{SIDE_PILES, Source};
use crate::t;
use crate::ui::spite::speech;
use crate::ui::widgets::cursor;
use crate::ui::widgets::place_speech::{self, PlaceMarks};
use crate::ui::widgets::keys::Nav;
use eframe::egui::Rect;

/// A place on the player's side of the table the keyboard cursor can stand on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// The hand card at this index.
    Hand(usize),
    /// The payoff pile.
    Payoff,
    /// A side pile.
    Side(usize),
    /// A centre pile.
    Centre(usize),
}

impl Slot {
    /// The keyboard row of a slot: the centre piles, then the payoff and
    /// side piles, then the hand (top to bottom on the screen).
    fn row(self) -> usize {
        match self {
            Slot::Centre(_) => 0,
            Slot::Payoff | Slot::Side(_) => 1,
            Slot::Hand(_) => 2,
        }
    }
}

/// Where an arrow key takes the cursor among `slots` (each with its place
/// on the screen): left and right along its row, up and down to the
/// nearest place of the next row that has any. Stays put at an edge.
pub fn cursor_step(slots: &[(Slot, Rect)], at: Slot, nav: Nav) -> Slot {
    let Some(here) = slots.iter().find(|(s, _)| *s == at).map(|(_, r)| r.center().x) else {
        return at;
    };
    let row = at.row();
    let pick = |keep: &dyn Fn(Slot, f32) -> bool, score: &dyn Fn(Slot, f32) -> f32| {
        slots
            .iter()
            .filter(|(s, r)| keep(*s, r.center().x))
            .min_by(|a, b| score(a.0, a.1.center().x).total_cmp(&score(b.0, b.1.center().x)))
            .map(|(s, _)| *s)
    };
    let next = match nav {
        Nav::Left => pick(&|s, x| s.row() == row && x < here, &|_, x| here - x),
        Nav::Right => pick(&|s, x| s.row() == row && x > here, &|_, x| x - here),
        Nav::Up => pick(&|s, _| s.row() < row, &|s, x| (row - s.row()) as f32 * 1e6 + (x - here).abs()),
        Nav::Down => pick(&|s, _| s.row() > row, &|s, x| (s.row() - row) as f32 * 1e6 + (x - here).abs()),
        Nav::Enter => None,
    };
    next.unwrap_or(at)
}

impl Drawing<'_, '_> {
    /// Every slot with its rect: the hand, payoff, side and centre piles.
    fn slots(&self) -> Vec<(Slot, Rect)> {
        let seat = self.bottom();
        let count = self.state().hand(seat).len();
        let mut all: Vec<(Slot, Rect)> =
            (0..count).map(|i| (Slot::Hand(i), self.geo.hand_card(BOTTOM, i, count))).collect();
        all.push((Slot::Payoff, self.geo.payoff[BOTTOM]));
        for k in 0..SIDE_PILES {
            let len = side_piles(self.state(), seat).get(k).map_or(0, Vec::len);
            all.push((Slot::Side(k), self.geo.side_card(BOTTOM, k, len.saturating_sub(1), len.max(1))));
        }
        all.extend(self.geo.centre.iter().enumerate().map(|(i, r)| (Slot::Centre(i), *r)));
        all
    }

    /// Arrows move the cursor to the nearest place that way; Enter acts as
    /// a click there (pick a card, then a pile).
    pub(super) fn keyboard(&mut self, board: &mut BoardState) {
        if !self.playing() {
            return;
        }
        let slots = self.slots();
        // A hand that shrank leaves the cursor on its last card.
        if let Some(Slot::Hand(i)) = board.cursor {
            let count = self.state().hand(self.bottom()).len();
            board.cursor = if count == 0 { Some(Slot::Payoff) } else { Some(Slot::Hand(i.min(count - 1))) };
        }
        for nav in crate::ui::widgets::keys::board_keys(self.ui) {
            // The first key only shows the cursor, on the payoff card.
            let Some(at) = board.cursor else {
                board.cursor = Some(Slot::Payoff);
                continue;
            };
            if nav == Nav::Enter {
                let (source, target) = self.slot_meaning(at);
                self.click(board, source, target);
                continue;
            }
            board.cursor = Some(cursor_step(&slots, at, nav));
        }
        if let Some((_, rect)) = board.cursor.and_then(|c| slots.iter().find(|(s, _)| *s == c)) {
            cursor::ring(&self.painter, rect.expand(5.0), 8.0);
        }
        // Every frame: a screen reader hears the words again when they
        // change (the cursor moved, a card was picked, a pile grew).
        board.cursor_words = board.cursor.map(|slot| self.slot_words(board, slot));
    }

    /// What a screen reader hears when the cursor arrives on `slot`: its
    /// name, what lies there, and whether it is picked or a target.
    fn slot_words(&self, board: &BoardState, slot: Slot) -> String {
        let (state, seat) = (self.state(), self.bottom());
        let (name, content) = match slot {
            Slot::Hand(i) => {
                let card = state.hand(seat).get(i).copied();
                let name = card.map(|c| t!("spite-place-hand", card = crate::ui::spite::cards::card_text(c)));
                (name.unwrap_or_default(), card.map(speech::card).into_iter().collect())
            }
            Slot::Payoff => (t!("spite-place-payoff"), speech::payoff(state, seat)),
            Slot::Side(k) => {
                let pile = side_piles(state, seat).get(k).cloned().unwrap_or_default();
                (t!("spite-place-side", pile = k + 1), speech::pile(&pile))
            }
            Slot::Centre(i) => (t!("spite-place-centre", pile = i + 1), speech::centre(state, i)),
        };
        let (source, target) = self.slot_meaning(slot);
        let marks = PlaceMarks {
            selected: source.is_some() && board.selected == source,
            movable: source.is_some_and(|s| self.pickable(s)),
            target: target.is_some_and(|t| self.targets(board).contains(&t)),
            ..PlaceMarks::default()
        };
        format!("{name}, {}", place_speech::words(marks, content))
    }

    /// What Enter on a slot means: the card it would pick, the pile it is.
    fn slot_meaning(&self, slot: Slot) -> (Option<Source>, Option<Target>) {
        let seat = self.bottom();
        match slot {
            Slot::Hand(i) => (self.state().hand(seat).get(i).map(|c| Source::Hand(*c)), None),
            Slot::Payoff => (Some(Source::Payoff), None),
            Slot::Side(k) => {
                let has_card = side_piles(self.state(), seat).get(k).is_some_and(|p| !p.is_empty());
                (has_card.then_some(Source::Side(k)), Some(Target::Side(k)))
            }
            Slot::Centre(i) => (None, Some(Target::Centre(i))),
        }
    }
}

#[cfg(test)]
mod keyboard_tests {
    use super::*;
    use crate::games::spite::CENTRE_PILES;
    use crate::games::spite::layout::{self, Row};
    use crate::ui::widgets::board_frame::BoardFrame;
    use eframe::egui::Pos2;

    /// The slots of a table with three hand cards, at their layout places.
    fn table() -> Vec<(Slot, Rect)> {
        let rect = |r: layout::UnitRect| BoardFrame { origin: Pos2::ZERO, scale: 1.0, turned: None }.rect(r);
        let mut all: Vec<(Slot, Rect)> = (0..3)
            .map(|i| {
                let hand = layout::hand(Row::Bottom);
                (Slot::Hand(i), rect(layout::UnitRect { x: hand.x + i as f32, w: 1.0, ..hand }))
            })
            .collect();
        all.push((Slot::Payoff, rect(layout::payoff(Row::Bottom))));
        all.extend((0..SIDE_PILES).map(|k| (Slot::Side(k), rect(layout::side(Row::Bottom, k)))));
        all.extend((0..CENTRE_PILES).map(|i| (Slot::Centre(i), rect(layout::centre(i)))));
        all
    }

    #[test]
    fn arrows_walk_rows_and_along_them() {
        let t = table();
        assert_eq!(cursor_step(&t, Slot::Payoff, Nav::Right), Slot::Side(0));
        assert_eq!(cursor_step(&t, Slot::Side(0), Nav::Left), Slot::Payoff);
        assert_eq!(cursor_step(&t, Slot::Payoff, Nav::Left), Slot::Payoff, "the edge stops the cursor");
        assert_eq!(cursor_step(&t, Slot::Side(3), Nav::Right), Slot::Side(3));
        assert!(matches!(cursor_step(&t, Slot::Payoff, Nav::Up), Slot::Centre(0)));
        assert!(matches!(cursor_step(&t, Slot::Side(0), Nav::Down), Slot::Hand(_)));
        assert!(matches!(cursor_step(&t, Slot::Hand(1), Nav::Up), Slot::Side(_)));
        assert_eq!(cursor_step(&t, Slot::Hand(0), Nav::Right), Slot::Hand(1));
        assert_eq!(cursor_step(&t, Slot::Hand(2), Nav::Down), Slot::Hand(2));
        assert_eq!(cursor_step(&t, Slot::Centre(1), Nav::Up), Slot::Centre(1));
        // A hand that is gone: down from the piles stays in their row.
        let no_hand: Vec<(Slot, Rect)> = t.into_iter().filter(|(s, _)| !matches!(s, Slot::Hand(_))).collect();
        assert_eq!(cursor_step(&no_hand, Slot::Side(2), Nav::Down), Slot::Side(2));
    }
}
