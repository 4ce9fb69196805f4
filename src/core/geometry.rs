//! Rectangles in a layout's own units (squares, grid cells, card widths),
//! shared by every game's layout, the screen and the printed boards.

/// An axis-aligned rectangle in layout units (y grows downwards).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UnitRect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl UnitRect {
    /// The centre point.
    pub fn centre(self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// Whether the point lies inside (left and top edges included).
    pub fn contains(self, x: f32, y: f32) -> bool {
        x >= self.x && x < self.x + self.w && y >= self.y && y < self.y + self.h
    }

    /// Whether `other` lies wholly inside (edges included).
    pub fn contains_rect(self, other: UnitRect) -> bool {
        other.x >= self.x
            && other.y >= self.y
            && other.x + other.w <= self.x + self.w
            && other.y + other.h <= self.y + self.h
    }

    /// Whether the two overlap by more than an edge.
    pub fn overlaps(self, other: UnitRect) -> bool {
        self.x < other.x + other.w
            && other.x < self.x + self.w
            && self.y < other.y + other.h
            && other.y < self.y + self.h
    }

    /// The same rectangle moved right by `dx`.
    pub fn shifted(self, dx: f32) -> UnitRect {
        UnitRect { x: self.x + dx, ..self }
    }

    /// The same rectangle grown by `by` on every side.
    pub fn expanded(self, by: f32) -> UnitRect {
        UnitRect { x: self.x - by, y: self.y - by, w: self.w + 2.0 * by, h: self.h + 2.0 * by }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contains_takes_the_top_left_edges_only() {
        let r = UnitRect { x: 1.0, y: 2.0, w: 3.0, h: 4.0 };
        assert!(r.contains(1.0, 2.0));
        assert!(!r.contains(4.0, 3.0) && !r.contains(2.0, 6.0));
        assert_eq!(r.centre(), (2.5, 4.0));
    }

    #[test]
    fn touching_rectangles_do_not_overlap() {
        let a = UnitRect { x: 0.0, y: 0.0, w: 1.0, h: 1.0 };
        let b = a.shifted(1.0);
        assert!(!a.overlaps(b) && !b.overlaps(a));
        assert!(a.overlaps(UnitRect { x: 0.5, ..b }));
        assert!(a.expanded(0.5).contains_rect(a) && !a.contains_rect(a.expanded(0.5)));
    }
}
