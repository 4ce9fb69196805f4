//! Where everything of a Malefiz board sits, in board units (one grid cell
//! = 1 × 1, y grows downwards): the spaces, the houses below the bottom
//! row, and the forest. The screen and the printed board both draw from
//! this, so they can never disagree.

use super::board::{Board, SpaceKind};
use super::colour::Colour;
use super::square::Square;
use crate::core::Glyph;
pub use crate::core::UnitRect;

/// Room around the board for column and row labels, in cells.
pub const MARGIN: f32 = 0.6;
/// The gap between the bottom row and the houses, in cells.
pub const HOUSE_GAP: f32 = 0.4;
/// The widest a house area is drawn.
pub const HOUSE_WIDTH: f32 = 3.0;
/// The height of a house area.
pub const HOUSE_HEIGHT: f32 = 2.0;
/// The least room kept between two neighbouring house areas.
const HOUSE_SPACING: f32 = 0.2;
/// Forest areas tried, widest first, in cells.
const FOREST_WIDTHS: [u8; 5] = [5, 4, 3, 2, 1];
/// A forest area farther than this from its exit is only a fallback.
const FOREST_NEAR: f32 = 2.0;
/// How far a forest area is drawn inside its cells.
const FOREST_INSET: f32 = 0.1;
/// How far the village band reaches past the grid on either side.
const VILLAGE_OVERHANG: f32 = 0.2;
/// The radius of a space's disc.
pub const SPACE_RADIUS: f32 = 0.36;
/// The radius of the goal's disc, a little larger than the others.
pub const GOAL_RADIUS: f32 = SPACE_RADIUS * 1.25;
/// The width of the lines connecting spaces.
pub const PATH_WIDTH: f32 = 0.12;

/// The positions of one board's spaces, houses and forest.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// Width of the whole drawing, margins included.
    pub width: f32,
    /// Height of the whole drawing, margins and houses included.
    pub height: f32,
    /// Left edge of column `a`.
    left: f32,
    rows: u8,
    spaces: Vec<(Square, UnitRect)>,
    houses: Vec<(Colour, UnitRect)>,
    forest: Option<UnitRect>,
    village: Option<UnitRect>,
}

impl Layout {
    /// Lays out `board`: the grid at the top, each house centred under its
    /// entry space (narrower when houses stand close), the forest on free
    /// cells as near its exit space as possible (else right of the grid).
    pub fn new(board: &Board) -> Layout {
        let rows = board.rows();
        let columns = board.columns();
        // First in grid coordinates (column a's left edge at x = 0), then
        // shifted so that houses sticking out left still fit.
        let houses = board.houses();
        let centres: Vec<f32> = houses.iter().map(|h| f32::from(h.entry.col()) + 0.5).collect();
        let top_of_houses = MARGIN + f32::from(rows) + HOUSE_GAP;
        let mut house_rects: Vec<(Colour, UnitRect)> = Vec::new();
        for (house, &cx) in houses.iter().zip(&centres) {
            let nearest =
                centres.iter().filter(|&&o| o != cx).map(|&o| (o - cx).abs()).fold(f32::INFINITY, f32::min);
            let w = HOUSE_WIDTH.min(nearest - HOUSE_SPACING).max(0.8);
            house_rects
                .push((house.colour, UnitRect { x: cx - w / 2.0, y: top_of_houses, w, h: HOUSE_HEIGHT }));
        }
        let forest = board.forest_exit().map(|exit| forest_area(board, exit));

        let min_x = house_rects.iter().map(|(_, r)| r.x).chain(forest.map(|r| r.x)).fold(0.0, f32::min);
        let max_x = house_rects
            .iter()
            .map(|(_, r)| r.x + r.w)
            .chain(forest.map(|r| r.x + r.w))
            .fold(f32::from(columns), f32::max);
        let dx = MARGIN - min_x;
        let spaces = board.spaces().iter().map(|s| (s.square, cell(dx, rows, s.square))).collect();
        // The village rows as a band across the grid, a little wider than it.
        let village = board.village_rows().filter(|(low, high)| low <= high).map(|(low, high)| UnitRect {
            x: dx - VILLAGE_OVERHANG,
            y: MARGIN + f32::from(rows) - f32::from(high),
            w: f32::from(columns) + 2.0 * VILLAGE_OVERHANG,
            h: f32::from(high) - f32::from(low) + 1.0,
        });
        Layout {
            width: max_x - min_x + 2.0 * MARGIN,
            height: top_of_houses + HOUSE_HEIGHT + MARGIN,
            left: dx,
            rows,
            spaces,
            houses: house_rects.into_iter().map(|(c, r)| (c, r.shifted(dx))).collect(),
            forest: forest.map(|r| r.shifted(dx)),
            village,
        }
    }

    /// Every space with its cell, in reading order.
    pub fn spaces(&self) -> &[(Square, UnitRect)] {
        &self.spaces
    }

    /// The cell of a space; `None` if the board has no space there.
    pub fn space_rect(&self, sq: Square) -> Option<UnitRect> {
        self.spaces.iter().find(|(s, _)| *s == sq).map(|&(_, r)| r)
    }

    /// The centre of a space.
    pub fn space_centre(&self, sq: Square) -> Option<(f32, f32)> {
        self.space_rect(sq).map(UnitRect::centre)
    }

    /// The space at a point, if any.
    pub fn space_at(&self, x: f32, y: f32) -> Option<Square> {
        self.spaces.iter().find(|(_, r)| r.contains(x, y)).map(|&(s, _)| s)
    }

    /// Every house area, in the order of play.
    pub fn houses(&self) -> &[(Colour, UnitRect)] {
        &self.houses
    }

    /// The area of `colour`'s house, if the board has one.
    pub fn house_rect(&self, colour: Colour) -> Option<UnitRect> {
        self.houses.iter().find(|(c, _)| *c == colour).map(|&(_, r)| r)
    }

    /// The forest area, on boards with a forest.
    pub fn forest_rect(&self) -> Option<UnitRect> {
        self.forest
    }

    /// The band across the village rows, on boards with a village.
    pub fn village_rect(&self) -> Option<UnitRect> {
        self.village
    }

    /// Where a column letter is written: centred above the grid.
    pub fn column_label(&self, col: u8) -> (f32, f32) {
        (self.left + f32::from(col) + 0.5, MARGIN / 2.0)
    }

    /// Where a row number is written: centred left of the grid.
    pub fn row_label(&self, row: u8) -> (f32, f32) {
        (self.left - MARGIN / 2.0, MARGIN + f32::from(self.rows.saturating_sub(row)) + 0.5)
    }
}

/// The cell of `sq` with column a's left edge at `left`.
fn cell(left: f32, rows: u8, sq: Square) -> UnitRect {
    let top = f32::from(rows.saturating_sub(sq.row()));
    UnitRect { x: left + f32::from(sq.col()), y: MARGIN + top, w: 1.0, h: 1.0 }
}

/// The forest area in grid coordinates: a row of free cells near the exit.
fn forest_area(board: &Board, exit: Square) -> UnitRect {
    let rows = board.rows();
    let columns = board.columns();
    let (ex, ey) = cell(0.0, rows, exit).centre();
    let free = |col: u8, row: u8| Square::new(col, row).is_none_or(|sq| !board.has_space(sq));
    let mut fallback: Option<(f32, UnitRect)> = None;
    for w in FOREST_WIDTHS {
        let mut best: Option<(f32, UnitRect)> = None;
        for row in 1..=rows {
            for col in 0..columns.saturating_sub(w - 1) {
                if !(col..col + w).all(|c| free(c, row)) {
                    continue;
                }
                let Some(first) = Square::new(col, row) else { continue };
                let left_cell = cell(0.0, rows, first);
                let area = UnitRect {
                    x: left_cell.x + FOREST_INSET,
                    y: left_cell.y + FOREST_INSET,
                    w: f32::from(w) - 2.0 * FOREST_INSET,
                    h: 1.0 - 2.0 * FOREST_INSET,
                };
                let (cx, cy) = area.centre();
                let distance = (cx - ex).hypot(cy - ey);
                if best.is_none_or(|(d, _)| distance < d) {
                    best = Some((distance, area));
                }
            }
        }
        match best {
            Some((d, area)) if d <= FOREST_NEAR => return area,
            Some((d, area)) if fallback.is_none_or(|(f, _)| d < f) => fallback = Some((d, area)),
            _ => {}
        }
    }
    fallback.map_or(
        UnitRect { x: f32::from(columns) + 0.5, y: ey - 0.5, w: 3.0, h: 1.0 - 2.0 * FOREST_INSET },
        |(_, area)| area,
    )
}

/// Centres for `n` pieces waiting in an area (a house or the forest),
/// spread over as few rows as fit, left to right and top to bottom.
pub fn slots(area: UnitRect, n: usize) -> Vec<(f32, f32)> {
    if n == 0 {
        return Vec::new();
    }
    let mut per_row = 1;
    // Widen rows until the pieces would be taller than wide.
    while per_row < n {
        let rows = n.div_ceil(per_row);
        if area.w / per_row as f32 <= area.h / rows as f32 {
            break;
        }
        per_row += 1;
    }
    let rows = n.div_ceil(per_row);
    let (cw, ch) = (area.w / per_row as f32, area.h / rows as f32);
    (0..n)
        .map(|i| {
            let (r, c) = (i / per_row, i % per_row);
            (area.x + (c as f32 + 0.5) * cw, area.y + (r as f32 + 0.5) * ch)
        })
        .collect()
}

/// The radius of a space's disc: the goal's is larger.
pub fn space_radius(kind: SpaceKind) -> f32 {
    if kind == SpaceKind::Goal { GOAL_RADIUS } else { SPACE_RADIUS }
}

/// The sRGB shade of a colour's pieces and house.
pub fn colour_rgb(colour: Colour) -> [u8; 3] {
    match colour {
        Colour::Red => [0xD2, 0x32, 0x2D],
        Colour::Green => [0x2E, 0x8B, 0x3E],
        Colour::Yellow => [0xF0, 0xC0, 0x1C],
        Colour::Blue => [0x25, 0x5F, 0xC4],
    }
}

/// The glyph that stands beside a colour wherever it names a player (its
/// pawns, its house, the die it rolled, its seat, where its last move set
/// off), so the players are told apart without telling red from green.
/// The shapes are Malice's for the same colours.
pub fn colour_glyph(colour: Colour) -> Glyph {
    match colour {
        Colour::Red => Glyph::Triangle,
        Colour::Green => Glyph::Diamond,
        Colour::Yellow => Glyph::Disc,
        Colour::Blue => Glyph::Square,
    }
}

/// The radius of the glyph badge on a house, in cells.
pub const HOUSE_GLYPH_RADIUS: f32 = 0.26;

/// Where the glyph badge of the house in `area` sits: on its top-left
/// corner, clear of the pawns waiting inside.
pub fn house_glyph_centre(area: UnitRect) -> (f32, f32) {
    (area.x + 0.06, area.y + 0.06)
}

/// Where a pawn's glyph sits on the pawn drawn in the square `sprite`
/// (the pawn's picture's box): on its body, below its head; and its
/// radius.
pub fn pawn_glyph(sprite: UnitRect) -> ((f32, f32), f32) {
    ((sprite.x + sprite.w * 0.5, sprite.y + sprite.h * 0.7), sprite.w * 0.16)
}

/// The sRGB shade of a space of each kind (as printed: barricade spaces
/// red, resting spaces blue).
pub fn space_rgb(kind: SpaceKind) -> [u8; 3] {
    match kind {
        SpaceKind::Plain => [0xF4, 0xF1, 0xE8],
        SpaceKind::BarricadeStart => [0xE2, 0x6D, 0x5F],
        SpaceKind::Resting => [0x6E, 0x9B, 0xDD],
        SpaceKind::Goal => [0xE9, 0xC4, 0x4A],
    }
}

/// The sRGB shade of a barricade.
pub const BARRICADE_RGB: [u8; 3] = [0xFA, 0xFA, 0xF7];
/// The sRGB shade of the lines connecting spaces.
pub const CONNECTION_RGB: [u8; 3] = [0x4A, 0x44, 0x3C];
/// The sRGB shade of the forest area.
pub const FOREST_RGB: [u8; 3] = [0x3F, 0x6E, 0x3A];
/// The sRGB shade of the board behind everything.
pub const BOARD_RGB: [u8; 3] = [0xC9, 0xB2, 0x8A];
/// The ink of the column and row labels, on the screen and on paper (dark
/// on the board's ground: 7:1).
pub const LABEL_RGB: [u8; 3] = [0x3A, 0x2E, 0x22];
/// The height of the column and row labels, in cells (half the margin
/// they stand in).
pub const LABEL_SIZE: f32 = 0.3;

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(text: &str) -> Square {
        text.parse().expect("a square")
    }

    #[test]
    fn space_at_finds_every_space_centre() {
        for board in [Board::classic(), Board::fast()] {
            let layout = Layout::new(&board);
            for space in board.spaces() {
                let (x, y) = layout.space_centre(space.square).expect("a space");
                assert_eq!(layout.space_at(x, y), Some(space.square));
                assert!(x > 0.0 && x < layout.width && y > 0.0 && y < layout.height);
            }
        }
    }

    #[test]
    fn the_goal_is_on_top_and_houses_below_the_bottom_row() {
        let board = Board::classic();
        let layout = Layout::new(&board);
        let goal = layout.space_rect(sq("i14")).expect("goal");
        assert!((goal.y - MARGIN).abs() < 1e-6);
        let bottom = layout.space_rect(sq("c1")).expect("entry");
        for &(colour, house) in layout.houses() {
            assert!(house.y >= bottom.y + bottom.h, "{colour}");
            assert!(house.y + house.h <= layout.height);
            let entry = layout.space_centre(board.entry(colour).expect("a house")).expect("a space");
            assert!((house.centre().0 - entry.0).abs() < 1e-6, "{colour} house under its entry");
        }
        assert_eq!(layout.houses().len(), 4);
        assert_eq!(layout.forest_rect(), None);
    }

    #[test]
    fn houses_do_not_overlap() {
        let board = Board::from_map("tight", "..G\nooo\n123\n").expect("a valid map");
        let layout = Layout::new(&board);
        for pair in layout.houses().windows(2) {
            if let [(_, a), (_, b)] = pair {
                assert!(a.x + a.w <= b.x + 1e-6, "{a:?} {b:?}");
            }
        }
        assert!(layout.houses().iter().all(|(_, r)| r.x >= 0.0 && r.x + r.w <= layout.width));
    }

    #[test]
    fn the_fast_forest_lies_on_free_cells_next_to_its_exit() {
        let board = Board::fast();
        let layout = Layout::new(&board);
        let forest = layout.forest_rect().expect("the fast board has a forest");
        let (fx, fy) = forest.centre();
        let (ex, ey) = layout.space_centre(sq("i5")).expect("exit");
        assert!((fx - ex).hypot(fy - ey) <= FOREST_NEAR);
        assert!(layout.spaces().iter().all(|(_, r)| !r.contains(fx, fy)));
        assert!(forest.w >= 2.0);
    }

    #[test]
    fn the_village_band_covers_the_village_spaces_only() {
        let board = Board::fast();
        let layout = Layout::new(&board);
        let village = layout.village_rect().expect("the fast board has a village");
        for space in board.spaces() {
            let (x, y) = layout.space_centre(space.square).expect("a space");
            assert_eq!(village.contains(x, y), space.village, "{}", space.square);
        }
        assert_eq!(Layout::new(&Board::classic()).village_rect(), None);
    }

    #[test]
    fn every_colour_has_its_own_glyph() {
        for (i, a) in Colour::ALL.iter().enumerate() {
            for b in Colour::ALL.iter().skip(i + 1) {
                assert_ne!(colour_glyph(*a), colour_glyph(*b), "{a} and {b}");
            }
        }
        // The same shapes as Malice's squares of the same colour.
        use crate::games::malice::{SquareColour, layout as malice};
        assert_eq!(colour_glyph(Colour::Red), malice::colour_glyph(SquareColour::Red));
        assert_eq!(colour_glyph(Colour::Blue), malice::colour_glyph(SquareColour::Blue));
        assert_eq!(colour_glyph(Colour::Green), malice::colour_glyph(SquareColour::Green));
        assert_eq!(colour_glyph(Colour::Yellow), malice::colour_glyph(SquareColour::Yellow));
    }

    #[test]
    fn slots_fit_inside_their_area() {
        let area = UnitRect { x: 1.0, y: 2.0, w: 3.0, h: 2.0 };
        for n in 0..=16 {
            let points = slots(area, n);
            assert_eq!(points.len(), n);
            assert!(points.iter().all(|&(x, y)| area.contains(x, y)));
        }
    }
}
