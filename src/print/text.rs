//! Text as vector shapes: glyph outlines of the font the app uses (egui's
//! default proportional font, Ubuntu Light) turned into tiny-skia paths,
//! so labels print as crisply as the lines around them.

use skrifa::instance::{LocationRef, Size};
use skrifa::metrics::GlyphMetrics;
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::{FontRef, GlyphId, MetadataProvider};
use tiny_skia::{Path, PathBuilder};

/// The font's bytes: the one egui draws the app's text with.
const FONT_BYTES: &[u8] = epaint_default_fonts::UBUNTU_LIGHT;

/// A font ready to lay out single lines of text.
pub(super) struct Font {
    font: FontRef<'static>,
    /// Font units per em.
    units_per_em: f32,
    /// The height of a capital letter, in ems.
    cap_height: f32,
}

/// One line of text laid out with its baseline at y = 0, starting at x = 0.
pub(super) struct GlyphLine {
    /// The outlines of all its glyphs; `None` for text with no ink (spaces).
    pub path: Option<Path>,
    /// How far the pen advanced: the width of the line.
    pub width: f32,
}

impl Font {
    /// The app's font. Fails only if the embedded font cannot be read.
    pub(super) fn load() -> Result<Font, skrifa::raw::ReadError> {
        let font = FontRef::new(FONT_BYTES)?;
        let metrics = font.metrics(Size::unscaled(), LocationRef::default());
        let units_per_em = f32::from(metrics.units_per_em.max(1));
        // Fonts without a cap height: capitals are about 70% of the ascent.
        let cap_height = metrics.cap_height.unwrap_or(metrics.ascent * 0.7) / units_per_em;
        Ok(Font { font, units_per_em, cap_height })
    }

    /// The height of a capital letter at `size` (the em, in the caller's units).
    pub(super) fn cap_height(&self, size: f32) -> f32 {
        self.cap_height * size
    }

    /// Whether the font has a glyph for `c`.
    #[cfg(test)]
    pub(super) fn has_glyph(&self, c: char) -> bool {
        self.font.charmap().map(c).is_some()
    }

    /// The width of `text` at `size`.
    pub(super) fn width(&self, text: &str, size: f32) -> f32 {
        let metrics = self.glyph_metrics();
        let charmap = self.font.charmap();
        let units: f32 = text
            .chars()
            .map(|c| metrics.advance_width(charmap.map(c).unwrap_or(GlyphId::NOTDEF)).unwrap_or(0.0))
            .sum();
        units * size / self.units_per_em
    }

    /// Lays out `text` at `size` on one line.
    pub(super) fn line(&self, text: &str, size: f32) -> GlyphLine {
        let metrics = self.glyph_metrics();
        let charmap = self.font.charmap();
        let outlines = self.font.outline_glyphs();
        let scale = size / self.units_per_em;
        let mut pen = PathPen { builder: PathBuilder::new(), x: 0.0, scale };
        for c in text.chars() {
            let glyph = charmap.map(c).unwrap_or(GlyphId::NOTDEF);
            if let Some(outline) = outlines.get(glyph) {
                // A glyph that fails to draw is left out rather than failing the page.
                let _ =
                    outline.draw(DrawSettings::unhinted(Size::unscaled(), LocationRef::default()), &mut pen);
            }
            pen.x += metrics.advance_width(glyph).unwrap_or(0.0) * scale;
        }
        let width = pen.x;
        GlyphLine { path: pen.builder.finish(), width }
    }

    fn glyph_metrics(&self) -> GlyphMetrics<'static> {
        self.font.glyph_metrics(Size::unscaled(), LocationRef::default())
    }
}

/// Collects glyph outlines (font units, y up) into one path (caller's
/// units, y down), each glyph moved along by the pen position `x`.
struct PathPen {
    builder: PathBuilder,
    x: f32,
    scale: f32,
}

impl PathPen {
    fn at(&self, x: f32, y: f32) -> (f32, f32) {
        (self.x + x * self.scale, -y * self.scale)
    }
}

impl OutlinePen for PathPen {
    fn move_to(&mut self, x: f32, y: f32) {
        let (x, y) = self.at(x, y);
        self.builder.move_to(x, y);
    }

    fn line_to(&mut self, x: f32, y: f32) {
        let (x, y) = self.at(x, y);
        self.builder.line_to(x, y);
    }

    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        let (cx0, cy0) = self.at(cx0, cy0);
        let (x, y) = self.at(x, y);
        self.builder.quad_to(cx0, cy0, x, y);
    }

    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        let (cx0, cy0) = self.at(cx0, cy0);
        let (cx1, cy1) = self.at(cx1, cy1);
        let (x, y) = self.at(x, y);
        self.builder.cubic_to(cx0, cy0, cx1, cy1, x, y);
    }

    fn close(&mut self) {
        self.builder.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_font_loads_and_measures() {
        let font = Font::load().expect("the embedded font");
        let narrow = font.width("i", 1.0);
        let wide = font.width("W", 1.0);
        assert!(narrow > 0.0 && wide > narrow);
        assert!((font.width("ab", 2.0) - 2.0 * font.width("ab", 1.0)).abs() < 1e-4);
        let cap = font.cap_height(1.0);
        assert!(cap > 0.5 && cap < 0.9, "{cap}");
    }

    #[test]
    fn a_line_has_ink_within_its_width() {
        let font = Font::load().expect("the embedded font");
        let line = font.line("Malice", 1.0);
        let bounds = line.path.expect("letters have outlines").bounds();
        assert!(bounds.left() >= -0.05 && bounds.right() <= line.width + 0.05);
        assert!(bounds.top() < -0.5 && bounds.bottom() <= 0.05, "capitals stand on the baseline");
        assert!(font.line(" ", 1.0).path.is_none());
    }
}
