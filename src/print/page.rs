//! Paper sizes, orientation, resolution, and the placing of a drawing on
//! the page: scaled to fill the page inside its margin, centred.

use crate::core::UnitRect;
use std::fmt;

/// Paper sizes in millimetres are converted to inches with this.
const MM_PER_INCH: f32 = 25.4;
/// The white border kept free around the drawing, in millimetres.
pub const MARGIN_MM: f32 = 12.0;

/// A paper size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in (215.9 × 279.4 mm).
    Letter,
}

impl Paper {
    /// Both sizes.
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// Width and height in millimetres, upright (portrait).
    pub fn size_mm(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }

    /// The name people know it by.
    pub fn name(self) -> &'static str {
        match self {
            Paper::A4 => "A4",
            Paper::Letter => "Letter",
        }
    }

    /// Width and height in millimetres, turned to `orientation`.
    pub fn oriented_mm(self, orientation: Orientation) -> (f32, f32) {
        let (w, h) = self.size_mm();
        match orientation {
            Orientation::Portrait => (w, h),
            Orientation::Landscape => (h, w),
        }
    }

    /// Width and height in whole pixels at `dpi`, turned to `orientation`.
    pub fn pixels(self, orientation: Orientation, dpi: u32) -> (u32, u32) {
        let (w, h) = self.oriented_mm(orientation);
        (mm_to_pixels(w, dpi).round() as u32, mm_to_pixels(h, dpi).round() as u32)
    }
}

impl fmt::Display for Paper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which way up the page is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Orientation {
    /// Taller than wide.
    Portrait,
    /// Wider than tall.
    Landscape,
}

impl Orientation {
    /// Its name in words.
    pub fn name(self) -> &'static str {
        match self {
            Orientation::Portrait => "portrait",
            Orientation::Landscape => "landscape",
        }
    }
}

impl fmt::Display for Orientation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Millimetres as pixels at `dpi` (not rounded).
pub fn mm_to_pixels(mm: f32, dpi: u32) -> f32 {
    mm / MM_PER_INCH * dpi as f32
}

/// The resolution in pixels per metre, as a PNG's `pHYs` chunk stores it.
pub fn pixels_per_metre(dpi: u32) -> u32 {
    (f64::from(dpi) * 1000.0 / f64::from(MM_PER_INCH)).round() as u32
}

/// Where a drawing sits on the page and at what size: its units map onto
/// page pixels as `pixel = origin + unit × scale`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placement {
    /// Where the unit origin (0, 0) falls on the page, in pixels.
    pub origin: (f32, f32),
    /// Pixels per unit.
    pub scale: f32,
}

impl Placement {
    /// The page pixel position of a point given in units.
    pub fn to_pixels(self, (x, y): (f32, f32)) -> (f32, f32) {
        (self.origin.0 + x * self.scale, self.origin.1 + y * self.scale)
    }
}

/// The room inside the margin, in millimetres, on `paper` turned to `orientation`.
fn room_mm(paper: Paper, orientation: Orientation) -> (f32, f32) {
    let (w, h) = paper.oriented_mm(orientation);
    (w - 2.0 * MARGIN_MM, h - 2.0 * MARGIN_MM)
}

/// Millimetres per unit when `bounds` fills the room on the page.
fn fill_scale(paper: Paper, orientation: Orientation, bounds: UnitRect) -> f32 {
    let (w, h) = room_mm(paper, orientation);
    (w / bounds.w).min(h / bounds.h)
}

/// The orientation in which a drawing of `bounds` comes out largest
/// (portrait on a tie).
pub fn best_orientation(paper: Paper, bounds: UnitRect) -> Orientation {
    let portrait = fill_scale(paper, Orientation::Portrait, bounds);
    let landscape = fill_scale(paper, Orientation::Landscape, bounds);
    if landscape > portrait { Orientation::Landscape } else { Orientation::Portrait }
}

/// Places `bounds` on the page: as large as fits inside the margin,
/// centred in it.
pub fn fit(paper: Paper, orientation: Orientation, dpi: u32, bounds: UnitRect) -> Placement {
    let scale = mm_to_pixels(fill_scale(paper, orientation, bounds), dpi);
    let (page_w, page_h) = paper.pixels(orientation, dpi);
    let (w, h) = (bounds.w * scale, bounds.h * scale);
    let left = (page_w as f32 - w) / 2.0;
    let top = (page_h as f32 - h) / 2.0;
    Placement { origin: (left - bounds.x * scale, top - bounds.y * scale), scale }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a4_at_300_dpi_is_the_usual_2480_by_3508() {
        assert_eq!(Paper::A4.pixels(Orientation::Portrait, 300), (2480, 3508));
        assert_eq!(Paper::A4.pixels(Orientation::Landscape, 300), (3508, 2480));
        assert_eq!(Paper::Letter.pixels(Orientation::Portrait, 300), (2550, 3300));
    }

    #[test]
    fn pixels_per_metre_follow_the_dpi() {
        assert_eq!(pixels_per_metre(300), 11811);
        assert_eq!(pixels_per_metre(72), 2835);
    }

    #[test]
    fn wide_drawings_turn_the_page() {
        let wide = UnitRect { x: 0.0, y: 0.0, w: 3.0, h: 2.0 };
        let tall = UnitRect { x: 0.0, y: 0.0, w: 2.0, h: 3.0 };
        assert_eq!(best_orientation(Paper::A4, wide), Orientation::Landscape);
        assert_eq!(best_orientation(Paper::A4, tall), Orientation::Portrait);
    }

    #[test]
    fn a_fitted_drawing_touches_the_margin_and_is_centred() {
        let bounds = UnitRect { x: -1.0, y: -2.0, w: 10.0, h: 5.0 };
        let dpi = 100;
        let placement = fit(Paper::A4, Orientation::Landscape, dpi, bounds);
        let (page_w, page_h) = Paper::A4.pixels(Orientation::Landscape, dpi);
        let (left, top) = placement.to_pixels((bounds.x, bounds.y));
        let (right, bottom) = placement.to_pixels((bounds.x + bounds.w, bounds.y + bounds.h));
        let margin = mm_to_pixels(MARGIN_MM, dpi);
        assert!((left - margin).abs() < 1.0 && (page_w as f32 - right - margin).abs() < 1.0);
        assert!(top >= margin - 0.5 && bottom <= page_h as f32 - margin + 0.5);
        assert!((top - (page_h as f32 - bottom)).abs() < 0.5);
    }
}
