//! Pieces drawn from their SVG sprites, faded in and out by animations.

use eframe::egui::{Color32, Image, ImageSource, Rect, Ui};

/// Paints `image` over `rect` at opacity `alpha` (0 to 1).
pub fn paint_sprite(ui: &Ui, image: ImageSource<'static>, rect: Rect, alpha: f32) {
    let tint = Color32::from_white_alpha((alpha.clamp(0.0, 1.0) * 255.0) as u8);
    Image::new(image).tint(tint).paint_at(ui, rect);
}
