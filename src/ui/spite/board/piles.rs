//! The rows of piles: the top seat's, the stock with the centre piles,
//! the bottom seat's. Each pile is drawn and made a widget that answers
//! clicks and drags.

use super::geometry::{BOTTOM, TOP};
use super::input::Target;
use super::{BoardState, Drawing, side_piles};
use crate::core::SeatIndex;
use crate::t;
use crate::games::spite::{CENTRE_PILES, Card, Move, SIDE_PILES, Source, Spite};
use crate::ui::spite::speech;
use crate::ui::widgets::place_speech::{self, PlaceMarks};
use crate::ui::spite::cards::{self, GOLD};
use crate::ui::theme;
use crate::ui::widgets::board_frame::place_widget;
use eframe::egui::{Align2, Color32, CursorIcon, FontId, Response, Sense, pos2, vec2};

/// How wide the badge under the payoff pile or the stock may be, in card
/// widths: a little wider than its card, inside the table's margin.
const EDGE_BADGE_ROOM: f32 = 1.2;
/// How wide the badge under a centre pile may be, in card widths: a hair
/// less than the distance between two centre piles.
const CENTRE_BADGE_ROOM: f32 = 1.45;

impl Drawing<'_, '_> {
    /// Gives a pile's widget its words for a screen reader.
    fn speak(&self, response: &Response, marks: PlaceMarks, content: impl FnOnce(&Spite) -> Vec<String>) {
        let state = self.state();
        place_speech::describe(self.ui, response, marks, || content(state));
    }

    pub(super) fn top_row(&mut self, seat: SeatIndex, board: &mut BoardState) {
        self.payoff_pile(seat, TOP, board, false);
        for k in 0..SIDE_PILES {
            self.side_pile(seat, TOP, k, board);
        }
        self.hand(seat, TOP, board);
    }

    pub(super) fn bottom_row(&mut self, board: &mut BoardState) {
        let seat = self.bottom();
        let away = Self::away(board, Source::Payoff);
        self.payoff_pile(seat, BOTTOM, board, away);
        for k in 0..SIDE_PILES {
            self.side_pile(seat, BOTTOM, k, board);
        }
        self.hand(seat, BOTTOM, board);
    }

    fn payoff_pile(&mut self, seat: SeatIndex, row: usize, board: &mut BoardState, hide_top: bool) {
        let rect = self.geo.payoff[row];
        let count = self.state().payoff_count(seat);
        let top = self.state().payoff_top(seat);
        let label = if row == BOTTOM { t!("spite-place-payoff") } else { t!("spite-place-their-payoff") };
        let source = (row == BOTTOM).then_some(Source::Payoff);
        let pickable = source.is_some_and(|s| self.pickable(s));
        let sense = if row == BOTTOM { Sense::click_and_drag() } else { Sense::click() };
        let response = place_widget(self.ui, rect, ("spite-payoff", row), sense, &label, pickable);
        let selected = row == BOTTOM && board.selected == Some(Source::Payoff);
        let marks = PlaceMarks { selected, movable: pickable, ..PlaceMarks::default() };
        self.speak(&response, marks, |state| speech::payoff(state, seat));
        let lifted = pickable && response.hovered() && board.held.is_none();
        let painter = self.painter.clone();
        if count == 0 {
            cards::paint_slot(&painter, rect, "");
        } else {
            cards::paint_shadow(&painter, rect, 0.0);
            cards::paint_thickness(&painter, rect, count.saturating_sub(1));
            match top {
                // While the top card is away its place shows the face-down card below.
                Some(_) if hide_top => {
                    if count > 1 {
                        cards::paint_back(&painter, rect);
                    } else {
                        cards::paint_slot(&painter, rect, "");
                    }
                }
                Some(card) => {
                    let r = if lifted { rect.translate(vec2(0.0, -self.geo.h * 0.04)) } else { rect };
                    cards::paint_face(&painter, r, card, self.input.inks);
                }
                None => cards::paint_back(&painter, rect),
            }
        }
        if board.selected == Some(Source::Payoff) && row == BOTTOM {
            cards::paint_glow(&painter, rect, GOLD);
        }
        let text = t!("spite-badge-payoff", count = count);
        cards::paint_badge(
            &painter,
            pos2(rect.center().x, rect.bottom() + self.geo.h * 0.16),
            &text,
            (self.geo.w * 0.16).max(10.0),
            self.geo.w * EDGE_BADGE_ROOM,
            Color32::from_black_alpha(120),
            Color32::WHITE,
        );
        if let Some(from) = source {
            let response = if pickable { response.on_hover_cursor(CursorIcon::Grab) } else { response };
            self.drag_source(board, &response, from, rect);
            if response.clicked() {
                self.click(board, Some(from), Some(Target::Elsewhere));
            }
        } else if response.clicked() && board.selected.is_some() {
            self.click(board, None, Some(Target::Elsewhere));
        }
    }

    fn side_pile(&mut self, seat: SeatIndex, row: usize, k: usize, board: &mut BoardState) {
        let pile: Vec<Card> = side_piles(self.state(), seat).get(k).cloned().unwrap_or_default();
        let len = pile.len();
        let from = Source::Side(k);
        let mine = row == BOTTOM;
        // A card arriving by animation is not drawn on its pile yet.
        let arriving = self.flight_target_side() == Some((seat, k));
        let hide_top = (mine && Self::away(board, from)) || arriving;
        let fan = self.geo.side_fan(row, k, len);
        let label = if mine {
            t!("spite-place-side", pile = k + 1)
        } else {
            t!("spite-place-their-side", pile = k + 1)
        };
        let targets = if mine { self.targets(board) } else { Vec::new() };
        let is_target = targets.contains(&Target::Side(k));
        let pickable = mine && self.pickable(from);
        let sense = if mine { Sense::click_and_drag() } else { Sense::click() };
        let response =
            place_widget(self.ui, fan, ("spite-side", row, k), sense, &label, pickable || is_target);
        let marks = PlaceMarks {
            selected: mine && board.selected == Some(from),
            movable: pickable,
            target: is_target,
            last_move: self.input.marks.iter().any(|&(s, m)| s == seat && matches!(m, Move::Discard { pile, .. } if pile == k)),
            ..PlaceMarks::default()
        };
        self.speak(&response, marks, |_| speech::pile(&pile));
        let painter = self.painter.clone();
        let shown = if hide_top { len.saturating_sub(1) } else { len };
        if shown == 0 {
            cards::paint_slot(&painter, self.geo.side_card(row, k, 0, 1), &format!("{}", k + 1));
        }
        for (depth, card) in pile.iter().take(shown).enumerate() {
            let rect = self.geo.side_card(row, k, depth, len);
            if depth == 0 {
                cards::paint_shadow(&painter, rect, 0.0);
            }
            let lift = depth + 1 == len && pickable && response.hovered() && board.held.is_none();
            let rect = if lift { rect.translate(vec2(0.0, -self.geo.h * 0.04)) } else { rect };
            cards::paint_face(&painter, rect, *card, self.input.inks);
        }
        if mine {
            self.mark_target(board, Target::Side(k), fan, is_target);
            if board.selected == Some(from) && len > 0 {
                cards::paint_glow(&painter, self.geo.side_card(row, k, len - 1, len), GOLD);
            }
            let response = if pickable { response.on_hover_cursor(CursorIcon::Grab) } else { response };
            if len > 0 {
                let top = self.geo.side_card(row, k, len - 1, len);
                self.drag_source(board, &response, from, top);
            }
            if response.clicked() {
                self.click(board, Some(from), Some(Target::Side(k)));
            }
        } else if response.clicked() && board.selected.is_some() {
            self.click(board, None, Some(Target::Elsewhere));
        }
    }

    fn hand(&mut self, seat: SeatIndex, row: usize, board: &mut BoardState) {
        let hand: Vec<Card> = self.state().hand(seat).to_vec();
        let count = hand.len();
        let painter = self.painter.clone();
        let face_up = self.input.face_up == Some(seat);
        if !face_up {
            let region = if count == 0 {
                self.geo.hand[row]
            } else {
                self.geo.hand_card(row, 0, count).union(self.geo.hand_card(row, count - 1, count))
            };
            let label = if row == TOP { t!("spite-place-their-hand") } else { t!("spite-place-hand-down") };
            let response =
                place_widget(self.ui, region, ("spite-hand-backs", row), Sense::click(), &label, false);
            self.speak(&response, PlaceMarks::default(), |_| vec![t!("spite-speak-cards", count = count)]);
            for i in 0..count {
                let rect = self.geo.hand_card(row, i, count);
                cards::paint_shadow(&painter, rect, 0.0);
                cards::paint_back(&painter, rect);
            }
            if response.clicked() && board.selected.is_some() {
                self.click(board, None, Some(Target::Elsewhere));
            }
            return;
        }
        for (i, card) in hand.iter().enumerate() {
            let from = Source::Hand(*card);
            let base = self.geo.hand_card(row, i, count);
            let grip = self.geo.hand_grip(row, i, count);
            let pickable = row == BOTTOM && self.pickable(from);
            let label = t!("spite-place-hand", card = cards::card_text(*card));
            let id = ("spite-hand", card.id());
            let response = place_widget(self.ui, grip, id, Sense::click_and_drag(), &label, pickable);
            let marks = PlaceMarks { selected: board.selected == Some(from), movable: pickable, ..PlaceMarks::default() };
            self.speak(&response, marks, |_| vec![speech::card(*card)]);
            if Self::away(board, from) {
                continue;
            }
            let selected = board.selected == Some(from);
            let hovered = pickable && response.hovered() && board.held.is_none();
            let lift = if selected {
                self.geo.h * 0.14
            } else if hovered {
                self.geo.h * 0.07
            } else {
                0.0
            };
            let rect = base.translate(vec2(0.0, -lift));
            cards::paint_shadow(&painter, rect, lift * 0.3);
            cards::paint_face(&painter, rect, *card, self.input.inks);
            if selected {
                cards::paint_glow(&painter, rect, GOLD);
            }
            let response = if pickable { response.on_hover_cursor(CursorIcon::Grab) } else { response };
            self.drag_source(board, &response, from, rect);
            if response.clicked() {
                self.click(board, Some(from), Some(Target::Elsewhere));
            }
        }
        if count == 0 {
            let region = self.geo.hand[row];
            let text = t!("spite-hand-empty");
            painter.text(
                region.center(),
                Align2::CENTER_CENTER,
                text,
                FontId::proportional(self.geo.w * 0.18),
                Color32::from_white_alpha(150),
            );
        }
    }

    pub(super) fn centre_row(&mut self, board: &mut BoardState) {
        let geo = self.geo;
        let painter = self.painter.clone();
        // The stock.
        let stock = self.state().stock_count();
        let response = place_widget(self.ui, geo.stock, "spite-stock", Sense::click(), &t!("spite-place-stock"), false);
        self.speak(&response, PlaceMarks::default(), |_| vec![t!("spite-speak-cards", count = stock)]);
        if stock == 0 {
            cards::paint_slot(&painter, geo.stock, "");
        } else {
            cards::paint_shadow(&painter, geo.stock, 0.0);
            cards::paint_thickness(&painter, geo.stock, stock.saturating_sub(1));
            cards::paint_back(&painter, geo.stock);
        }
        cards::paint_badge(
            &painter,
            pos2(geo.stock.center().x, geo.stock.bottom() + geo.h * 0.16),
            &t!("spite-badge-stock", count = stock),
            (geo.w * 0.16).max(10.0),
            geo.w * EDGE_BADGE_ROOM,
            Color32::from_black_alpha(120),
            Color32::WHITE,
        );
        if response.clicked() && board.selected.is_some() {
            self.click(board, None, Some(Target::Elsewhere));
        }

        // The centre piles.
        let targets = self.targets(board);
        for i in 0..CENTRE_PILES {
            let rect = geo.centre[i];
            let pile = self.centre_pile(i);
            let is_target = targets.contains(&Target::Centre(i));
            let label = t!("spite-place-centre", pile = i + 1);
            let response =
                place_widget(self.ui, rect, ("spite-centre", i), Sense::click(), &label, self.playing());
            let marks = PlaceMarks {
                target: is_target,
                last_move: self.input.marks.iter().any(|&(_, m)| matches!(m, Move::Play { to, .. } if to == i)),
                ..PlaceMarks::default()
            };
            self.speak(&response, marks, |state| speech::centre(state, i));
            match pile.top() {
                None => cards::paint_slot(&painter, rect, "A"),
                Some(card) => {
                    cards::paint_shadow(&painter, rect, 0.0);
                    cards::paint_thickness(&painter, rect, pile.len().saturating_sub(1).min(8));
                    cards::paint_face(&painter, rect, card, self.input.inks);
                }
            }
            let needs = match pile.next_rank() {
                Some(rank) => t!("spite-centre-needs", rank = rank.symbol()),
                None => t!("spite-centre-complete"),
            };
            // A King on top shows the rank it stands for: "K as 7 · needs 8".
            let king = pile.top().filter(|c| c.is_king()).and(pile.top_rank());
            let (text, fill, ink) = match king {
                Some(rank) => (
                    t!("spite-centre-king", rank = rank.symbol(), needs = needs),
                    theme::KING_BADGE_FILL,
                    theme::KING_BADGE_TEXT,
                ),
                None => (needs, theme::BADGE_FILL, theme::BADGE_TEXT),
            };
            let at = pos2(rect.center().x, rect.bottom() + geo.h * 0.16);
            cards::paint_badge(&painter, at, &text, (geo.w * 0.16).max(10.0), geo.w * CENTRE_BADGE_ROOM, fill, ink);
            self.mark_target(board, Target::Centre(i), rect, is_target);
            if response.clicked() {
                self.click(board, None, Some(Target::Centre(i)));
            }
        }
    }
}
