//! How legal targets and the selection are marked on every board: a red
//! ring where a move captures (or hits), a dark dot where it only goes,
//! each with a light halo; the selection a white frame on a dark line.
//! The halos and lines make each mark stand out from any place under it,
//! whatever its colour and however it is seen.

use eframe::egui::{Color32, Painter, Pos2, Rect, Stroke, StrokeKind};

/// The ring of a target where the move captures or hits.
pub const CAPTURE: Color32 = Color32::from_rgb(200, 20, 30);
/// The dot of a target where the move only goes.
pub const DOT: Color32 = Color32::from_rgba_unmultiplied_const(20, 20, 20, 170);
/// The light line around a ring or a dot.
pub const HALO: Color32 = Color32::from_rgba_unmultiplied_const(255, 255, 255, 220);
/// The frame of the selected piece.
pub const SELECTED: Color32 = Color32::WHITE;
/// The dark line along the selection's frame.
pub const SELECTED_EDGE: Color32 = Color32::from_black_alpha(200);

/// A capture's ring of `radius` around `centre`, `width` thick, with a
/// light line just outside it.
pub fn capture_ring(painter: &Painter, centre: Pos2, radius: f32, width: f32) {
    painter.circle_stroke(centre, radius, Stroke::new(width, CAPTURE));
    painter.circle_stroke(centre, radius + width / 2.0 + 0.75, Stroke::new(1.5, HALO));
}

/// A target's dot of `radius` on `centre`, ringed with a light line.
pub fn dot(painter: &Painter, centre: Pos2, radius: f32) {
    painter.circle_filled(centre, radius, DOT);
    painter.circle_stroke(centre, radius, Stroke::new(1.5, HALO));
}

/// The selection's frame `width` thick on `rect`'s edge (`kind` says on
/// which side of it), with a dark line along its far side from the edge.
pub fn selected(painter: &Painter, rect: Rect, corner: f32, width: f32, kind: StrokeKind) {
    painter.rect_stroke(rect, corner, Stroke::new(width, SELECTED), kind);
    let (along, kind) = match kind {
        StrokeKind::Outside => (rect.expand(width), StrokeKind::Outside),
        _ => (rect.shrink(width), StrokeKind::Inside),
    };
    painter.rect_stroke(along, corner, Stroke::new(1.5, SELECTED_EDGE), kind);
}
