//! Looking at pixels: a tab drawn with the software renderer, and its
//! colours read back (the Malice tab's and the colour cues' tests).

use eframe::egui;

/// The colour of the pixel at `at` (points; the harness draws one pixel a point).
pub(crate) fn pixel(image: &image::RgbaImage, at: egui::Pos2) -> [u8; 3] {
    let p = image.get_pixel(at.x as u32, at.y as u32);
    [p[0], p[1], p[2]]
}

/// Whether two colours differ by at most `tolerance` in every channel.
pub(crate) fn near(a: [u8; 3], b: [u8; 3], tolerance: u8) -> bool {
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= tolerance)
}
