//! Where every square of the two Malice boards sits, in board units (one
//! square = 1 × 1), and the designer's colours. The screen and the printed
//! board both draw from this, so they can never disagree.

use super::{Board, Side, Square, SquareColour, colour};
use crate::core::Glyph;
pub use crate::core::UnitRect;

/// Room around the boards for file and rank labels, in squares.
pub const MARGIN: f32 = 0.6;
/// The gap between the L and R boards, in squares.
pub const BOARD_GAP: f32 = 1.0;
/// Width of the two boards with the gap and margins, in squares.
pub const WIDTH: f32 = 2.0 * MARGIN + 8.0 + BOARD_GAP;
/// Height of a board with margins, in squares.
pub const HEIGHT: f32 = 2.0 * MARGIN + 8.0;

/// The left edge of a board, in units.
pub fn board_left(board: Board) -> f32 {
    match board {
        Board::L => MARGIN,
        Board::R => MARGIN + 4.0 + BOARD_GAP,
    }
}

/// The rectangle of a whole 4 × 8 board.
pub fn board_rect(board: Board) -> UnitRect {
    UnitRect { x: board_left(board), y: MARGIN, w: 4.0, h: 8.0 }
}

/// The rectangle of one square, as South sees the boards (rank 8 on top).
pub fn square_rect(sq: Square) -> UnitRect {
    let x = board_left(sq.board()) + f32::from(sq.file());
    let y = MARGIN + f32::from(8 - sq.rank());
    UnitRect { x, y, w: 1.0, h: 1.0 }
}

/// The y coordinate of the divide between North's ranks 5–8 and South's 1–4.
pub fn divide_y() -> f32 {
    MARGIN + 4.0
}

/// Where a board's name (`L`, `R`) is written: above the top-left corner
/// of the board, in line with the file letters.
pub fn board_label(board: Board) -> (f32, f32) {
    (board_left(board) - MARGIN / 2.0, MARGIN / 2.0)
}

/// Where a file letter (`file` 0–3 for a–d) is written: above and below
/// its column.
pub fn file_labels(board: Board, file: u8) -> [(f32, f32); 2] {
    let x = board_left(board) + f32::from(file) + 0.5;
    [(x, MARGIN / 2.0), (x, HEIGHT - MARGIN / 2.0)]
}

/// Where a rank number (1–8) is written: beside its row, on the outer side
/// of its board.
pub fn rank_label(board: Board, rank: u8) -> (f32, f32) {
    let x = match board {
        Board::L => board_left(board) - MARGIN / 2.0,
        Board::R => board_left(board) + 4.0 + MARGIN / 2.0,
    };
    (x, MARGIN + f32::from(8u8.saturating_sub(rank)) + 0.5)
}

/// Where a side's name is written: in the gap between the boards, level
/// with the middle of that side's half.
pub fn side_label(side: Side) -> (f32, f32) {
    let x = board_left(Board::R) - BOARD_GAP / 2.0;
    match side {
        Side::North => (x, MARGIN + 2.0),
        Side::South => (x, MARGIN + 6.0),
    }
}

/// The square at a point in board units, if any.
pub fn square_at(x: f32, y: f32) -> Option<Square> {
    let rank_from_top = (y - MARGIN).floor();
    if !(0.0..8.0).contains(&rank_from_top) {
        return None;
    }
    let rank = 8 - rank_from_top as u8;
    [Board::L, Board::R].into_iter().find_map(|board| {
        let file = (x - board_left(board)).floor();
        if (0.0..4.0).contains(&file) { Square::new(board, file as u8, rank) } else { None }
    })
}

/// The colour of a square as sRGB: the designer's colouring (dual squares
/// share a colour), in shades soft enough that pieces and markers stay
/// readable on every square.
pub fn square_rgb(sq: Square) -> [u8; 3] {
    colour_rgb(colour(sq))
}

/// The sRGB shade used for one of the designer's colours.
pub fn colour_rgb(c: SquareColour) -> [u8; 3] {
    match c {
        SquareColour::Red => [0xD9, 0x4A, 0x45],
        SquareColour::Blue => [0x3F, 0x73, 0xC8],
        SquareColour::Yellow => [0xEE, 0xCB, 0x3F],
        SquareColour::DarkGrey => [0x4B, 0x4D, 0x55],
        SquareColour::Green => [0x4E, 0xA6, 0x5A],
        SquareColour::White => [0xF2, 0xEF, 0xE6],
        SquareColour::Magenta => [0xC2, 0x4F, 0xA8],
        SquareColour::GreyViolet => [0x8E, 0x86, 0xA8],
        SquareColour::Cyan => [0x4C, 0xC0, 0xCF],
        SquareColour::Orange => [0xEB, 0x8C, 0x3A],
    }
}

/// The radius of the glyph in a square's corner, in squares.
pub const GLYPH_RADIUS: f32 = 0.12;

/// The glyph squares of a colour carry beside their colour, so that a
/// square and its dual (which share the colour) are matched without
/// telling the colours apart: every colour has its own shape.
pub fn colour_glyph(c: SquareColour) -> Glyph {
    match c {
        SquareColour::Red => Glyph::Triangle,
        SquareColour::Blue => Glyph::Square,
        SquareColour::Yellow => Glyph::Disc,
        SquareColour::DarkGrey => Glyph::Plus,
        SquareColour::Green => Glyph::Diamond,
        SquareColour::White => Glyph::Ring,
        SquareColour::Magenta => Glyph::Star,
        SquareColour::GreyViolet => Glyph::Cross,
        SquareColour::Cyan => Glyph::Bars,
        SquareColour::Orange => Glyph::TriangleDown,
    }
}

/// The glyph of a square (its colour's, shared with its dual).
pub fn square_glyph(sq: Square) -> Glyph {
    colour_glyph(colour(sq))
}

/// Where a square's glyph is drawn: the centre of its top-left corner (as
/// South sees the boards; the printed dual's name takes the bottom-right
/// one), with [`GLYPH_RADIUS`].
pub fn glyph_centre(sq: Square) -> (f32, f32) {
    let r = square_rect(sq);
    let inset = GLYPH_RADIUS + 0.07;
    (r.x + inset, r.y + inset)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_colour_has_its_own_shade() {
        let mut shades: Vec<[u8; 3]> = SquareColour::ALL.iter().map(|c| colour_rgb(*c)).collect();
        shades.sort_unstable();
        shades.dedup();
        assert_eq!(shades.len(), SquareColour::ALL.len());
    }

    #[test]
    fn every_colour_has_its_own_glyph_and_a_dual_shares_it() {
        let mut glyphs: Vec<Glyph> = SquareColour::ALL.iter().map(|c| colour_glyph(*c)).collect();
        glyphs.sort_unstable();
        glyphs.dedup();
        assert_eq!(glyphs.len(), SquareColour::ALL.len());
        for sq in Square::all() {
            assert_eq!(square_glyph(sq), square_glyph(sq.dual()), "{sq}");
            let (x, y) = glyph_centre(sq);
            let r = square_rect(sq);
            assert!(r.contains(x - GLYPH_RADIUS, y - GLYPH_RADIUS), "{sq}: the glyph stays in its square");
            assert!(x + GLYPH_RADIUS < r.x + r.w / 2.0 && y + GLYPH_RADIUS < r.y + r.h / 2.0, "{sq}: in a corner");
        }
    }

    #[test]
    fn square_at_finds_every_square_centre() {
        for sq in Square::all() {
            let (x, y) = square_rect(sq).centre();
            assert_eq!(square_at(x, y), Some(sq));
        }
        assert_eq!(square_at(MARGIN + 4.5, MARGIN + 1.0), None, "the gap holds no square");
    }
}
