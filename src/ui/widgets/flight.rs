//! A piece leaving the board for the side panel (a captured piece going to
//! its captor): it flies above everything from where it stood to its place
//! in the panel, shrinking or growing to that place's size on the way.

use eframe::egui::{Id, LayerId, Order, Rect, Ui, UiBuilder, Vec2};

/// How far the path bows upwards at its middle, as a share of its length.
const ARC: f32 = 0.15;

/// The smooth start and stop of every animation on the table: 0 at 0, 1 at
/// 1, level at both ends.
pub fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Where a piece flying from `from` to `to` is when `t` (0 to 1) of the
/// flight is over: on a path bowed upwards, easing in and out.
pub fn place(from: Rect, to: Rect, t: f32) -> Rect {
    let e = ease(t);
    let lift = (to.center() - from.center()).length() * ARC * 4.0 * e * (1.0 - e);
    let centre = from.center().lerp(to.center(), e) - Vec2::new(0.0, lift);
    Rect::from_center_size(centre, from.size() * (1.0 - e) + to.size() * e)
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
    use eframe::egui::pos2;

    #[test]
    fn a_flight_starts_on_the_board_and_ends_in_its_place() {
        let from = Rect::from_min_size(pos2(100.0, 400.0), Vec2::splat(60.0));
        let to = Rect::from_min_size(pos2(900.0, 100.0), Vec2::splat(16.0));
        assert_eq!(place(from, to, 0.0), from);
        let end = place(from, to, 1.0);
        assert!((end.center() - to.center()).length() < 1e-3 && (end.size() - to.size()).length() < 1e-3);
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
