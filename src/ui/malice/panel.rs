//! Malice's part of the side panel: each seat in its marking colour with
//! the pieces it has captured, the teams and their totals with four
//! players, and the quiet-move count. It describes the position shown.

use super::MaliceUi;
use super::words;
use super::marks::{self, Capture};
use crate::core::{Game, SeatIndex};
use crate::games::malice::{Malice, Players, Side};
use crate::t;
use crate::ui::screen::{Scene, Table};
use crate::ui::widgets::sprite::paint_sprite;
use crate::ui::widgets::{move_mark, seat_names};
use eframe::egui::{Rect, RichText, Role, Sense, Ui, Vec2, WidgetInfo};

/// How large a captured piece is drawn in the panel, in points.
const PIECE: f32 = 22.0;
/// How far a row of captured pieces is set in from its seat's swatch.
const INDENT: f32 = 18.0;

/// Points, as the panel writes them.
fn points(n: u32) -> String {
    t!("malice-points", count = n)
}

/// What a seat has taken, in words (the row's accessible label).
pub fn taken_text(name: &str, taken: &[Capture]) -> String {
    if taken.is_empty() {
        return t!("malice-taken-nothing", name = name);
    }
    let pieces: Vec<String> = taken.iter().map(|c| words::size_taken(c.size)).collect();
    let total: u32 = taken.iter().map(|c| c.size.points()).sum();
    t!("malice-taken", name = name, count = taken.len(), pieces = pieces.join(", "), points = points(total))
}

impl MaliceUi {
    /// The seats block: with two players each seat; with four, each team
    /// with its total and its two partners under it.
    pub(super) fn seats_block(&mut self, ui: &mut Ui, scene: &Scene<'_, Self>) {
        let table = scene.table;
        let state = table.shown();
        let taken = marks::captures(table.session.history(), table.shown_ply());
        // The newest capture is still on its way here while its flight runs.
        let flight = self.anim.as_ref().and_then(|a| a.flight).filter(|f| f.running(scene.now));
        let flying = flight.filter(|_| table.viewing.is_none()).map(|_| table.session.history().cursor());
        self.flight_target = None;
        ui.add_space(4.0);
        match state.rules().players {
            Players::Two => {
                for seat in 0..state.seat_count() {
                    self.seat_rows(ui, table, seat, &taken, flying, state.score(state.seat_side(seat)));
                }
            }
            Players::Four => {
                for side in Side::ALL {
                    team_heading(ui, state, side);
                    ui.indent(("malice-team", side.index()), |ui| {
                        for seat in state.team_seats(side).iter() {
                            let own = taken.iter().filter(|c| c.seat == seat).map(|c| c.size.points()).sum();
                            self.seat_rows(ui, table, seat, &taken, flying, own);
                        }
                    });
                }
            }
        }
        ui.add_space(4.0);
        quiet_count(ui, state);
    }

    /// A seat's line (its colour, name, player and points) and, under it,
    /// the pieces it has taken. Notes where the piece in flight goes.
    fn seat_rows(
        &mut self,
        ui: &mut Ui,
        table: &Table<Malice>,
        seat: SeatIndex,
        taken: &[Capture],
        flying: Option<usize>,
        score: u32,
    ) {
        let state = table.shown();
        let name = words::seat(state.seat_name(seat));
        // Wrapped, so a narrowed panel folds the line instead of widening.
        ui.horizontal_wrapped(|ui| {
            move_mark::swatch(ui, move_mark::seat_colour(seat))
                .on_hover_text(t!("malice-seat-colour-tip", name = &name));
            let title = RichText::new(&name);
            let to_move = state.to_move() == Some(seat);
            ui.label(if to_move { title.strong().color(ui.visuals().warn_fg_color) } else { title });
            let who = table.session.seats.get(seat).map_or(String::from("?"), seat_names::describe);
            ui.label(who);
            crate::ui::widgets::text::whole(ui, points(score));
        });
        let mine: Vec<Capture> = taken.iter().copied().filter(|c| c.seat == seat).collect();
        if let Some(target) = captured_row(ui, &name, &mine, flying) {
            self.flight_target = Some(target);
        }
    }
}

/// A team's name and total; its partners are listed under it.
fn team_heading(ui: &mut Ui, state: &Malice, side: Side) {
    let partners: Vec<String> = state.team_seats(side).iter().map(|s| words::seat(state.seat_name(s))).collect();
    let [first, second] = [partners.first(), partners.get(1)].map(|p| p.cloned().unwrap_or_default());
    let text = t!("malice-team", side = words::side(side), points = points(state.score(side)));
    ui.label(RichText::new(text).strong()).on_hover_text(t!("malice-team-tip", first = first, second = second));
}

/// The pieces a seat has taken, small, in the order taken; the one still in
/// flight (captured at ply `flying`) keeps its place empty. Returns that place.
fn captured_row(ui: &mut Ui, name: &str, taken: &[Capture], flying: Option<usize>) -> Option<Rect> {
    let mut target = None;
    let row = ui.horizontal_wrapped(|ui| {
        ui.add_space(INDENT);
        ui.spacing_mut().item_spacing.x = 2.0;
        ui.set_min_height(PIECE);
        for capture in taken {
            let (rect, _) = ui.allocate_exact_size(Vec2::splat(PIECE), Sense::hover());
            if Some(capture.ply) == flying {
                target = Some(rect);
            } else {
                paint_sprite(ui, super::pieces::sprite(capture.size), rect, 1.0);
            }
        }
        if taken.is_empty() {
            ui.weak(t!("malice-no-captures"));
        }
    });
    let label = taken_text(name, taken);
    let response = ui.interact(row.response.rect, ui.scope_id().with(("malice-taken", name)), Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
    target
}

/// How many quiet plies have gone by, against the limit.
fn quiet_count(ui: &mut Ui, state: &Malice) {
    let limit = state.rules().quiet_limit;
    if limit > 0 {
        ui.label(t!("malice-quiet-plies", plies = state.quiet_plies(), limit = limit))
            .on_hover_text(t!("malice-quiet-plies-tip"));
    } else {
        ui.label(t!("malice-quiet-plies-no-limit", plies = state.quiet_plies()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::malice::Size;

    #[test]
    fn what_a_seat_has_taken_is_said_in_words() {
        assert_eq!(taken_text("North", &[]), "North has taken nothing");
        let taken =
            [Capture { seat: 1, size: Size::Small, ply: 4 }, Capture { seat: 1, size: Size::Large, ply: 9 }];
        assert_eq!(taken_text("North", &taken), "North has taken 2 pieces: small, large (4 pts)");
        assert_eq!(taken_text("South-L", &taken[..1]), "South-L has taken 1 piece: small (1 pt)");
    }

    #[test]
    fn points_and_pieces_taken_are_counted_in_the_language() {
        use crate::i18n::{Language, set};
        let taken =
            [Capture { seat: 1, size: Size::Small, ply: 4 }, Capture { seat: 1, size: Size::Large, ply: 9 }];
        set(Language::German);
        assert_eq!(points(0), "0 Punkte");
        assert_eq!(points(1), "1 Punkt");
        assert_eq!(taken_text("Nord", &taken), "Nord hat 2 Figuren geschlagen: eine kleine, eine große (4 Punkte)");
        set(Language::Portuguese);
        // Zero is singular in Portuguese: the number must still be said.
        assert_eq!(points(0), "0 pt");
        assert_eq!(points(3), "3 pts");
        assert_eq!(taken_text("Norte", &taken[1..]), "Norte capturou 1 peça: grande (3 pts)");
        set(Language::English);
    }
}
