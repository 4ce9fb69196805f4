//! A page to draw on in a drawing's own units: tiny-skia underneath, a
//! placement mapping units to page pixels, and text from glyph outlines.
//! Widths, sizes and radii are all given in units, so a sheet looks the
//! same at every resolution.

use super::ExportError;
use super::page::{self, Orientation, Paper, Placement};
use super::text::Font;
use crate::core::UnitRect;
use crate::core::glyph::{Glyph, Part};
use tiny_skia::{
    Color, FillRule, IntSize, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, StrokeDash,
    Transform,
};

/// How far a cubic curve's handles reach to draw a quarter circle.
const QUARTER_CIRCLE: f32 = 0.552_284_8;

/// A colour to draw with, alpha included.
#[derive(Clone, Copy, Debug)]
pub struct Ink(Color);

impl Ink {
    /// Opaque sRGB.
    pub fn rgb([r, g, b]: [u8; 3]) -> Ink {
        Ink(Color::from_rgba8(r, g, b, 255))
    }

    /// The same colour with opacity `alpha` (0–1).
    pub fn alpha(self, alpha: f32) -> Ink {
        let mut c = self.0;
        c.set_alpha(alpha.clamp(0.0, 1.0));
        Ink(c)
    }

    fn paint(self) -> Paint<'static> {
        let mut paint = Paint::default();
        paint.set_color(self.0);
        paint.anti_alias = true;
        paint
    }
}

/// Ink that reads well on a background of `rgb`: near-black on light
/// colours, white on dark ones.
pub fn ink_on(rgb: [u8; 3]) -> Ink {
    if crate::core::glyph::dark_ink_on(rgb) {
        Ink::rgb([0x1C, 0x1C, 0x22]).alpha(0.8)
    } else {
        Ink::rgb([0xFF, 0xFF, 0xFF]).alpha(0.92)
    }
}

/// Where text sits horizontally against its anchor point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HAlign {
    /// Text starts at the point.
    Left,
    /// Text is centred on the point.
    Centre,
    /// Text ends at the point.
    Right,
}

/// Where text sits vertically against its anchor point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VAlign {
    /// Capitals are centred on the point.
    Middle,
    /// The baseline runs through the point.
    Baseline,
}

/// How heavy text looks. The app's font is a light cut; print thickens it
/// by outlining each glyph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weight {
    /// Reads like a regular cut.
    Regular,
    /// For titles.
    Bold,
}

impl Weight {
    /// The outline drawn around the glyphs, in ems.
    fn outline(self) -> f32 {
        match self {
            Weight::Regular => 0.03,
            Weight::Bold => 0.075,
        }
    }
}

/// One piece of text to draw: what, how large (the em, in units), in
/// which ink and weight, placed how against its anchor, and turned by
/// `turn` degrees (clockwise) about the anchor.
#[derive(Clone, Copy, Debug)]
pub struct Label<'a> {
    text: &'a str,
    size: f32,
    ink: Ink,
    weight: Weight,
    align: (HAlign, VAlign),
    turn: f32,
}

impl<'a> Label<'a> {
    /// Centred, regular, upright text.
    pub fn new(text: &'a str, size: f32, ink: Ink) -> Label<'a> {
        Label { text, size, ink, weight: Weight::Regular, align: (HAlign::Centre, VAlign::Middle), turn: 0.0 }
    }

    /// The same, placed `align` against the anchor.
    pub fn align(self, h: HAlign, v: VAlign) -> Label<'a> {
        Label { align: (h, v), ..self }
    }

    /// The same, in `weight`.
    pub fn weight(self, weight: Weight) -> Label<'a> {
        Label { weight, ..self }
    }

    /// The same, turned `degrees` clockwise about its anchor.
    pub fn turned(self, degrees: f32) -> Label<'a> {
        Label { turn: degrees, ..self }
    }
}

/// A page being drawn.
pub struct Canvas {
    pixmap: Pixmap,
    placement: Placement,
    orientation: Orientation,
    font: Font,
}

impl Canvas {
    /// A white page of `paper` at `dpi`, turned whichever way shows
    /// `bounds` largest, with `bounds` filling it inside the margin.
    pub fn new(paper: Paper, dpi: u32, bounds: UnitRect) -> Result<Canvas, ExportError> {
        let orientation = page::best_orientation(paper, bounds);
        let (width, height) = paper.pixels(orientation, dpi);
        let mut pixmap = blank(width, height)?;
        pixmap.fill(Color::WHITE);
        let placement = page::fit(paper, orientation, dpi, bounds);
        let font = Font::load().map_err(ExportError::Font)?;
        Ok(Canvas { pixmap, placement, orientation, font })
    }

    /// A white picture `width` × `height` pixels, one unit a pixel (a
    /// chart, not a sheet of paper).
    pub fn plain(width: u32, height: u32) -> Result<Canvas, ExportError> {
        let mut pixmap = blank(width, height)?;
        pixmap.fill(Color::WHITE);
        let placement = Placement { origin: (0.0, 0.0), scale: 1.0 };
        let font = Font::load().map_err(ExportError::Font)?;
        Ok(Canvas { pixmap, placement, orientation: Orientation::Landscape, font })
    }

    /// The finished page.
    pub fn finish(self) -> (Pixmap, Placement, Orientation) {
        (self.pixmap, self.placement, self.orientation)
    }

    fn transform(&self) -> Transform {
        let Placement { origin: (x, y), scale } = self.placement;
        Transform::from_row(scale, 0.0, 0.0, scale, x, y)
    }

    /// Fills a path given in units.
    pub fn fill_path(&mut self, path: &Path, ink: Ink) {
        let transform = self.transform();
        self.pixmap.fill_path(path, &ink.paint(), FillRule::Winding, transform, None);
    }

    /// Strokes a path given in units with a line `width` units wide;
    /// `dash` is the length of each dash and each gap, if dashed.
    pub fn stroke_path(&mut self, path: &Path, width: f32, ink: Ink, dash: Option<f32>) {
        let stroke = Stroke {
            width,
            line_cap: if dash.is_some() { LineCap::Butt } else { LineCap::Round },
            line_join: LineJoin::Round,
            dash: dash.and_then(|d| StrokeDash::new(vec![d, d], 0.0)),
            ..Stroke::default()
        };
        let transform = self.transform();
        self.pixmap.stroke_path(path, &ink.paint(), &stroke, transform, None);
    }

    /// Fills a rectangle with corners rounded by `radius`.
    pub fn fill_rect(&mut self, r: UnitRect, radius: f32, ink: Ink) {
        if let Some(path) = rounded_rect(r, radius) {
            self.fill_path(&path, ink);
        }
    }

    /// Outlines a rectangle with corners rounded by `radius`; the line is
    /// centred on the rectangle's edge.
    pub fn stroke_rect(&mut self, r: UnitRect, radius: f32, width: f32, ink: Ink, dash: Option<f32>) {
        if let Some(path) = rounded_rect(r, radius) {
            self.stroke_path(&path, width, ink, dash);
        }
    }

    /// Fills a disc.
    pub fn fill_circle(&mut self, (x, y): (f32, f32), radius: f32, ink: Ink) {
        if let Some(path) = PathBuilder::from_circle(x, y, radius) {
            self.fill_path(&path, ink);
        }
    }

    /// Outlines a circle.
    pub fn stroke_circle(&mut self, (x, y): (f32, f32), radius: f32, width: f32, ink: Ink) {
        if let Some(path) = PathBuilder::from_circle(x, y, radius) {
            self.stroke_path(&path, width, ink, None);
        }
    }

    /// `glyph` in `ink`, fitting a circle of `radius` around `centre`. Its
    /// parts are filled as one path, so where they overlap a translucent
    /// ink is laid once.
    pub fn glyph(&mut self, glyph: Glyph, centre: (f32, f32), radius: f32, ink: Ink) {
        let mut b = PathBuilder::new();
        for part in glyph.parts(centre, radius) {
            match part {
                Part::Disc { centre: (x, y), radius } => b.push_circle(x, y, radius),
                Part::Ring { centre, radius, width } => self.stroke_circle(centre, radius, width, ink),
                Part::Polygon(points) => add_polygon(&mut b, &points),
            }
        }
        if let Some(path) = b.finish() {
            self.fill_path(&path, ink);
        }
    }

    /// `glyph` in `fill` with an outline `width` wide in `edge` (both
    /// opaque): every part first in the edge's ink with the outline's line
    /// around it, then every part in `fill`, so only the outline of the
    /// whole shape shows.
    pub fn glyph_edged(
        &mut self,
        glyph: Glyph,
        (centre, radius): ((f32, f32), f32),
        fill: Ink,
        edge: (Ink, f32),
    ) {
        let (edge, width) = edge;
        for part in glyph.parts(centre, radius) {
            match part {
                Part::Disc { centre, radius } => self.fill_circle(centre, radius + width, edge),
                Part::Ring { centre, radius, width: line } => {
                    self.stroke_circle(centre, radius, line + 2.0 * width, edge);
                }
                Part::Polygon(points) => {
                    if let Some(path) = polygon(&points) {
                        self.fill_path(&path, edge);
                        self.stroke_path(&path, 2.0 * width, edge, None);
                    }
                }
            }
        }
        self.glyph(glyph, centre, radius, fill);
    }

    /// A straight line with round ends.
    pub fn line(&mut self, a: (f32, f32), b: (f32, f32), width: f32, ink: Ink) {
        let mut builder = PathBuilder::new();
        builder.move_to(a.0, a.1);
        builder.line_to(b.0, b.1);
        if let Some(path) = builder.finish() {
            self.stroke_path(&path, width, ink, None);
        }
    }

    /// The width `text` takes at `size`.
    pub fn text_width(&self, text: &str, size: f32) -> f32 {
        self.font.width(text, size)
    }

    /// The largest size up to `size` at which `text` is no wider than `width`.
    pub fn fit_size(&self, text: &str, size: f32, width: f32) -> f32 {
        let natural = self.font.width(text, size);
        if natural > width && natural > 0.0 { size * width / natural } else { size }
    }

    /// Draws `label` anchored at `at`.
    pub fn text(&mut self, at: (f32, f32), label: Label<'_>) {
        let line = self.font.line(label.text, label.size);
        let Some(path) = line.path else { return };
        let dx = match label.align.0 {
            HAlign::Left => 0.0,
            HAlign::Centre => -line.width / 2.0,
            HAlign::Right => -line.width,
        };
        let cap = self.font.cap_height(label.size);
        let dy = match label.align.1 {
            VAlign::Middle => cap / 2.0,
            VAlign::Baseline => 0.0,
        };
        let place = Transform::from_translate(dx, dy)
            .post_rotate(label.turn)
            .post_translate(at.0, at.1)
            .post_concat(self.transform());
        let paint = label.ink.paint();
        self.pixmap.fill_path(&path, &paint, FillRule::Winding, place, None);
        let stroke = Stroke {
            width: label.weight.outline() * label.size,
            line_join: LineJoin::Round,
            ..Stroke::default()
        };
        self.pixmap.stroke_path(&path, &paint, &stroke, place, None);
    }

    /// Whether the font can draw every character of `text`.
    #[cfg(test)]
    pub fn can_draw(&self, text: &str) -> bool {
        text.chars().all(|c| c == ' ' || self.font.has_glyph(c))
    }
}

/// A white-to-be page of `width` × `height` pixels; running out of memory
/// is an error, not an abort.
fn blank(width: u32, height: u32) -> Result<Pixmap, ExportError> {
    let too_large = || ExportError::TooLarge { width, height };
    let size = IntSize::from_wh(width, height).ok_or_else(too_large)?;
    let bytes = usize::try_from(u64::from(width) * u64::from(height) * 4).map_err(|_| too_large())?;
    let mut data = Vec::new();
    data.try_reserve_exact(bytes).map_err(|_| too_large())?;
    data.resize(bytes, 0);
    Pixmap::from_vec(data, size).ok_or_else(too_large)
}

/// A rectangle path with corners rounded by `radius` (clamped to fit).
pub fn rounded_rect(r: UnitRect, radius: f32) -> Option<Path> {
    let radius = radius.clamp(0.0, r.w.min(r.h) / 2.0);
    if radius <= 0.0 {
        return Rect::from_xywh(r.x, r.y, r.w, r.h).map(PathBuilder::from_rect);
    }
    let (left, top, right, bottom) = (r.x, r.y, r.x + r.w, r.y + r.h);
    let k = radius * (1.0 - QUARTER_CIRCLE);
    let mut b = PathBuilder::new();
    b.move_to(left + radius, top);
    b.line_to(right - radius, top);
    b.cubic_to(right - k, top, right, top + k, right, top + radius);
    b.line_to(right, bottom - radius);
    b.cubic_to(right, bottom - k, right - k, bottom, right - radius, bottom);
    b.line_to(left + radius, bottom);
    b.cubic_to(left + k, bottom, left, bottom - k, left, bottom - radius);
    b.line_to(left, top + radius);
    b.cubic_to(left, top + k, left + k, top, left + radius, top);
    b.close();
    b.finish()
}

/// The closed polygon through `points`.
fn polygon(points: &[(f32, f32)]) -> Option<Path> {
    let mut b = PathBuilder::new();
    add_polygon(&mut b, points);
    b.finish()
}

/// Adds the closed polygon through `points` to `b`.
fn add_polygon(b: &mut PathBuilder, points: &[(f32, f32)]) {
    for (i, &(x, y)) in points.iter().enumerate() {
        if i == 0 { b.move_to(x, y) } else { b.line_to(x, y) }
    }
    b.close();
}

/// A five-pointed star centred on `centre`, its points `radius` out.
pub fn star((x, y): (f32, f32), radius: f32) -> Option<Path> {
    let inner = radius * 0.42;
    let mut b = PathBuilder::new();
    for i in 0..10 {
        let r = if i % 2 == 0 { radius } else { inner };
        let angle = std::f32::consts::PI * (i as f32 / 5.0 - 0.5);
        let (px, py) = (x + r * angle.cos(), y + r * angle.sin());
        if i == 0 { b.move_to(px, py) } else { b.line_to(px, py) }
    }
    b.close();
    b.finish()
}
