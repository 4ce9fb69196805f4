//! A piece flying from one place to another: a captured piece to its
//! captor's row in the side panel, a hit pawn to its house, a barricade to
//! where it is put. The path and its easing are the same on every board;
//! `overlay` gives a flight that leaves the board a layer above the panels.

use eframe::egui::{Id, LayerId, Order, Rect, Ui, UiBuilder};

/// How far a flight to a place in the panel bows upwards at its middle, as
/// a share of its length.
const PANEL_ARC: f32 = 0.15;

/// The smooth start and stop of every animation on the table: 0 at 0, 1 at
/// 1, level at both ends.
pub fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Where a piece flying from `from` to `to` is at `t` (0 to 1), in any
/// units with y growing downwards: on an arc that rises `height` above the
/// straight line at its middle, eased so it sets off and lands gently.
pub fn arc(from: (f32, f32), to: (f32, f32), t: f32, height: f32) -> (f32, f32) {
    let k = ease(t);
    let rise = height * (std::f32::consts::PI * k).sin();
    (from.0 + (to.0 - from.0) * k, from.1 + (to.1 - from.1) * k - rise)
}

/// Where a piece flying from the place `from` to the place `to` is at `t`
/// (0 to 1): its centre on an arc, its size turning from one to the other.
pub fn place(from: Rect, to: Rect, t: f32) -> Rect {
    let (a, b) = (from.center(), to.center());
    let height = (b - a).length() * PANEL_ARC;
    let (x, y) = arc((a.x, a.y), (b.x, b.y), t, height);
    let e = ease(t);
    Rect::from_center_size(eframe::egui::pos2(x, y), from.size() * (1.0 - e) + to.size() * e)
}

/// A `Ui` that paints above the app's panels, clipped only by the window:
/// for something on its way from one panel to another.
pub fn overlay(ui: &Ui, id: &str) -> Ui {
    let id = Id::unique(id);
    let ctx = ui.ctx().clone();
    let whole = ctx.content_rect();
    let mut overlay =
        Ui::new(ctx, id, UiBuilder::new().layer_id(LayerId::new(Order::Foreground, id)).max_rect(whole));
    overlay.set_clip_rect(whole);
    overlay
}

#[cfg(test)]
mod tests {
    use super::*;
    use eframe::egui::{Vec2, pos2};

    #[test]
    fn a_flight_starts_and_ends_where_it_should() {
        let (a, b) = ((1.0, 5.0), (9.0, 2.0));
        assert_eq!(arc(a, b, 0.0, 2.0), a);
        let end = arc(a, b, 1.0, 2.0);
        assert!((end.0 - b.0).abs() < 1e-4 && (end.1 - b.1).abs() < 1e-4, "{end:?}");
        // Past its end it stays there.
        assert_eq!(arc(a, b, 3.0, 2.0), end);
    }

    #[test]
    fn a_flight_rises_above_the_straight_line() {
        let mid = arc((0.0, 4.0), (4.0, 4.0), 0.5, 1.5);
        assert!((mid.0 - 2.0).abs() < 1e-4);
        assert!((mid.1 - 2.5).abs() < 1e-4, "{mid:?} is 1.5 above the line");
    }

    #[test]
    fn a_flight_starts_on_the_board_and_ends_in_its_place() {
        let from = Rect::from_min_size(pos2(100.0, 400.0), Vec2::splat(60.0));
        let to = Rect::from_min_size(pos2(900.0, 100.0), Vec2::splat(16.0));
        let start = place(from, to, 0.0);
        assert!(
            (start.center() - from.center()).length() < 1e-3 && (start.size() - from.size()).length() < 1e-3
        );
        let end = place(from, to, 1.0);
        assert!((end.center() - to.center()).length() < 1e-2 && (end.size() - to.size()).length() < 1e-3);
        let middle = place(from, to, 0.5);
        assert!(middle.center().y < from.center().lerp(to.center(), 0.5).y, "the path bows upwards");
        assert!(middle.width() < from.width() && middle.width() > to.width());
    }

    #[test]
    fn easing_is_level_at_both_ends() {
        assert_eq!(ease(0.0), 0.0);
        assert_eq!(ease(1.0), 1.0);
        assert_eq!(ease(0.5), 0.5);
        assert!(ease(0.05) < 0.05 && ease(0.95) > 0.95);
        assert_eq!(ease(2.0), 1.0, "clamped");
    }
}
