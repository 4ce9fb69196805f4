//! Small shapes that tell colours apart without colour: a disc, a square,
//! a triangle and so on, one per colour that must be told apart (a Malice
//! square's dual colour, a Malefiz player). A glyph is given as convex
//! parts around a centre, in whatever units it is asked in, so that the
//! screen (in points) and the printed sheet (in layout units) draw the
//! same shape, each with its own pen.

/// One of the shapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Glyph {
    /// A filled disc.
    Disc,
    /// A circle drawn as a thick line, empty inside.
    Ring,
    /// A square standing on a side.
    Square,
    /// A square standing on a corner.
    Diamond,
    /// A triangle pointing up.
    Triangle,
    /// A triangle pointing down.
    TriangleDown,
    /// An upright cross (+).
    Plus,
    /// A slanted cross (×).
    Cross,
    /// A five-pointed star.
    Star,
    /// Two level bars (=).
    Bars,
}

/// One convex piece of a glyph. Points are `(x, y)` with y growing
/// downwards (as on the screen and on the page), polygons run clockwise
/// as seen.
#[derive(Clone, Debug, PartialEq)]
pub enum Part {
    /// A filled disc.
    Disc {
        /// Its centre.
        centre: (f32, f32),
        /// Its radius.
        radius: f32,
    },
    /// A circle's line `width` wide, centred on `radius`.
    Ring {
        /// Its centre.
        centre: (f32, f32),
        /// The radius of the middle of the line.
        radius: f32,
        /// The line's width.
        width: f32,
    },
    /// A filled convex polygon.
    Polygon(Vec<(f32, f32)>),
}

impl Part {
    /// Whether the point `(x, y)` lies inside this part.
    pub fn contains(&self, (x, y): (f32, f32)) -> bool {
        match self {
            Part::Disc { centre, radius } => (x - centre.0).hypot(y - centre.1) <= *radius,
            Part::Ring { centre, radius, width } => {
                ((x - centre.0).hypot(y - centre.1) - radius).abs() <= width / 2.0
            }
            Part::Polygon(points) => {
                // Inside a clockwise convex polygon: right of no edge.
                let n = points.len();
                n >= 3
                    && (0..n).all(|i| {
                        let (a, b) = (points[i], points[(i + 1) % n]);
                        (b.0 - a.0) * (y - a.1) - (b.1 - a.1) * (x - a.0) >= 0.0
                    })
            }
        }
    }
}

impl Glyph {
    /// Every glyph.
    pub const ALL: [Glyph; 10] = [
        Glyph::Disc,
        Glyph::Ring,
        Glyph::Square,
        Glyph::Diamond,
        Glyph::Triangle,
        Glyph::TriangleDown,
        Glyph::Plus,
        Glyph::Cross,
        Glyph::Star,
        Glyph::Bars,
    ];

    /// The glyph's convex parts, fitting a circle of `radius` around
    /// `centre`. Drawn with one ink they make the shape; shapes of
    /// different glyphs cover about as much ground, so none stands out.
    pub fn parts(self, centre: (f32, f32), radius: f32) -> Vec<Part> {
        let (cx, cy) = centre;
        let at = |x: f32, y: f32| (cx + x * radius, cy + y * radius);
        let rect =
            |l: f32, t: f32, r: f32, b: f32| Part::Polygon(vec![at(l, t), at(r, t), at(r, b), at(l, b)]);
        match self {
            Glyph::Disc => vec![Part::Disc { centre, radius: radius * 0.8 }],
            Glyph::Ring => vec![Part::Ring { centre, radius: radius * 0.72, width: radius * 0.36 }],
            Glyph::Square => vec![rect(-0.78, -0.78, 0.78, 0.78)],
            Glyph::Diamond => {
                vec![Part::Polygon(vec![at(0.0, -1.0), at(0.86, 0.0), at(0.0, 1.0), at(-0.86, 0.0)])]
            }
            Glyph::Triangle => vec![Part::Polygon(vec![at(0.0, -1.0), at(0.88, 0.62), at(-0.88, 0.62)])],
            Glyph::TriangleDown => vec![Part::Polygon(vec![at(-0.88, -0.62), at(0.88, -0.62), at(0.0, 1.0)])],
            Glyph::Plus => vec![rect(-1.0, -0.24, 1.0, 0.24), rect(-0.24, -1.0, 0.24, 1.0)],
            Glyph::Cross => {
                // A bar from corner to corner, and its mirror image (which,
                // mirrored, runs the other way round).
                let (d, w) = (0.72, 0.24 * std::f32::consts::FRAC_1_SQRT_2);
                let bar = [(-d + w, -d - w), (d + w, d - w), (d - w, d + w), (-d - w, -d + w)];
                vec![
                    Part::Polygon(bar.iter().map(|&(x, y)| at(x, y)).collect()),
                    Part::Polygon(bar.iter().rev().map(|&(x, y)| at(-x, y)).collect()),
                ]
            }
            Glyph::Star => star(centre, radius),
            Glyph::Bars => vec![rect(-0.9, -0.66, 0.9, -0.16), rect(-0.9, 0.16, 0.9, 0.66)],
        }
    }

    /// Whether the glyph covers the point `(x, y)` when drawn around
    /// `centre` with `radius`.
    pub fn covers(self, centre: (f32, f32), radius: f32, point: (f32, f32)) -> bool {
        self.parts(centre, radius).iter().any(|p| p.contains(point))
    }
}

/// Whether a mark drawn on a ground of `rgb` (sRGB) should be dark: dark
/// ink stands out more than white on it (its WCAG relative luminance is
/// above 0.179, where the two contrasts meet). Glyphs and labels on
/// coloured places take dark ink on light places and light ink on dark
/// ones, on the screen and on paper.
pub fn dark_ink_on(rgb: [u8; 3]) -> bool {
    let channel = |v: u8| {
        let s = f32::from(v) / 255.0;
        if s <= 0.04045 { s / 12.92 } else { ((s + 0.055) / 1.055).powf(2.4) }
    };
    let luminance = 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
    // Black's contrast (L + 0.05) / 0.05 passes white's 1.05 / (L + 0.05).
    (luminance + 0.05) * (luminance + 0.05) > 0.05 * 1.05
}

/// A five-pointed star: its inner pentagon and a triangle on each side.
fn star((cx, cy): (f32, f32), radius: f32) -> Vec<Part> {
    let point = |i: usize, r: f32| {
        let angle = std::f32::consts::PI * (i as f32 / 5.0 - 0.5);
        (cx + r * radius * angle.cos(), cy + r * radius * angle.sin())
    };
    let inner: Vec<(f32, f32)> = (0..5).map(|i| point(2 * i + 1, 0.44)).collect();
    let mut parts = vec![Part::Polygon(inner.clone())];
    for i in 0..5 {
        // The tip between inner corners i - 1 and i.
        let before = inner[(i + 4) % 5];
        parts.push(Part::Polygon(vec![before, point(2 * i, 1.0), inner[i]]));
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The points of a grid over the circle of radius 1 around the origin
    /// that `glyph` covers.
    fn mask(glyph: Glyph) -> Vec<bool> {
        let n = 40;
        let step = 2.4 / n as f32;
        (0..n * n)
            .map(|k| {
                let (i, j) = (k % n, k / n);
                let p = (-1.2 + (i as f32 + 0.5) * step, -1.2 + (j as f32 + 0.5) * step);
                glyph.covers((0.0, 0.0), 1.0, p)
            })
            .collect()
    }

    #[test]
    fn every_polygon_is_convex_and_runs_clockwise() {
        for glyph in Glyph::ALL {
            for part in glyph.parts((3.0, -2.0), 5.0) {
                let Part::Polygon(points) = part else { continue };
                let n = points.len();
                assert!(n >= 3, "{glyph:?}");
                for i in 0..n {
                    let (a, b, c) = (points[i], points[(i + 1) % n], points[(i + 2) % n]);
                    let turn = (b.0 - a.0) * (c.1 - b.1) - (b.1 - a.1) * (c.0 - b.0);
                    assert!(turn > 0.0, "{glyph:?}: a corner turns the wrong way at {b:?}");
                }
            }
        }
    }

    #[test]
    fn every_glyph_stays_inside_its_circle() {
        for glyph in Glyph::ALL {
            let covered = mask(glyph).iter().filter(|c| **c).count();
            assert!(covered > 0, "{glyph:?} draws nothing");
            for part in glyph.parts((0.0, 0.0), 1.0) {
                let far = match part {
                    Part::Disc { radius, .. } => radius,
                    Part::Ring { radius, width, .. } => radius + width / 2.0,
                    Part::Polygon(points) => points.iter().map(|p| p.0.hypot(p.1)).fold(0.0, f32::max),
                };
                assert!(far <= 1.13, "{glyph:?} reaches {far}");
            }
        }
    }

    #[test]
    fn no_two_glyphs_share_a_silhouette() {
        let masks: Vec<(Glyph, Vec<bool>)> = Glyph::ALL.iter().map(|g| (*g, mask(*g))).collect();
        let area = |m: &[bool]| m.iter().filter(|c| **c).count();
        for (i, (a, ma)) in masks.iter().enumerate() {
            for (b, mb) in masks.iter().skip(i + 1) {
                let differ = ma.iter().zip(mb).filter(|(x, y)| x != y).count();
                // A sixth of the larger shape's ground tells them apart
                // (the disc and the square, the closest, differ in 18%).
                let larger = area(ma).max(area(mb));
                assert!(differ * 6 >= larger, "{a:?} and {b:?} differ in {differ} of {larger} points only");
            }
        }
    }

    #[test]
    fn shapes_cover_about_as_much_ground() {
        let areas: Vec<usize> = Glyph::ALL.iter().map(|g| mask(*g).iter().filter(|c| **c).count()).collect();
        let (least, most) =
            (areas.iter().min().copied().unwrap_or(0), areas.iter().max().copied().unwrap_or(0));
        assert!(most <= least * 3, "areas {areas:?}");
    }

    #[test]
    fn dark_ink_goes_on_light_grounds_and_light_ink_on_dark_ones() {
        assert!(dark_ink_on([255, 255, 255]) && dark_ink_on([0xEE, 0xCB, 0x3F]));
        assert!(!dark_ink_on([0, 0, 0]) && !dark_ink_on([0x4B, 0x4D, 0x55]));
        // Mid grey (118): both inks reach about 4.6 to 1; black just wins.
        assert!(dark_ink_on([118, 118, 118]) && !dark_ink_on([116, 116, 116]));
    }

    #[test]
    fn a_triangle_points_up_and_its_twin_down() {
        assert!(Glyph::Triangle.covers((0.0, 0.0), 1.0, (0.0, -0.9)));
        assert!(!Glyph::Triangle.covers((0.0, 0.0), 1.0, (0.0, 0.9)));
        assert!(Glyph::TriangleDown.covers((0.0, 0.0), 1.0, (0.0, 0.9)));
        assert!(!Glyph::Ring.covers((0.0, 0.0), 1.0, (0.0, 0.0)), "a ring is empty inside");
    }
}
