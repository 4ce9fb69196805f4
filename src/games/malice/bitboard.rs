//! Sets of squares as 64-bit words (bit = `Square::index`), the side and
//! quadrant masks, and the attack tables of the three piece sizes. Every
//! table is built at compile time; no move ever leaves its own board.

use super::piece::Size;
use super::square::{Quadrant, Side, Square};

/// A set of squares, one bit per square index.
pub type Bitboard = u64;

/// Ranks 1–4 of both boards.
pub const SOUTH_SIDE: Bitboard = 0x0000_FFFF_0000_FFFF;
/// Ranks 5–8 of both boards.
pub const NORTH_SIDE: Bitboard = !SOUTH_SIDE;
/// The quadrants in `Quadrant::ALL` order: L-South, L-North, R-South, R-North.
pub const QUADRANTS: [Bitboard; 4] = [0xFFFF, 0xFFFF << 16, 0xFFFF << 32, 0xFFFF << 48];

/// The squares on `side`.
pub fn side_mask(side: Side) -> Bitboard {
    match side {
        Side::South => SOUTH_SIDE,
        Side::North => NORTH_SIDE,
    }
}

/// The squares of `quadrant`.
pub fn quadrant_mask(quadrant: Quadrant) -> Bitboard {
    match quadrant {
        Quadrant::LSouth => QUADRANTS[0],
        Quadrant::LNorth => QUADRANTS[1],
        Quadrant::RSouth => QUADRANTS[2],
        Quadrant::RNorth => QUADRANTS[3],
    }
}

/// The square `files` right and `ranks` up from index `sq`, on the same
/// board, if there is one.
const fn step(sq: usize, files: i32, ranks: i32) -> Option<usize> {
    let board = sq / 32;
    let file = (sq % 4) as i32 + files;
    let rank = ((sq % 32) / 4) as i32 + ranks;
    if file < 0 || file > 3 || rank < 0 || rank > 7 {
        None
    } else {
        Some(board * 32 + rank as usize * 4 + file as usize)
    }
}

const KING_STEPS: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];
const KNIGHT_JUMPS: [(i32, i32); 8] =
    [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

const fn leaper_table(moves: &[(i32, i32); 8]) -> [Bitboard; 64] {
    let mut table = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < moves.len() {
            if let Some(to) = step(sq, moves[i].0, moves[i].1) {
                table[sq] |= 1 << to;
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

/// Where a small piece on each square may go (chess king), ignoring pieces.
pub const SMALL_ATTACKS: [Bitboard; 64] = leaper_table(&KING_STEPS);
/// Where a medium piece on each square may jump (chess knight).
pub const MEDIUM_ATTACKS: [Bitboard; 64] = leaper_table(&KNIGHT_JUMPS);

/// The eight sliding directions. The first four raise the square index
/// (so the nearest piece on them is the lowest set bit), the last four
/// lower it (the nearest piece is the highest set bit).
const DIRECTIONS: [(i32, i32); 8] = [(0, 1), (1, 0), (1, 1), (-1, 1), (0, -1), (-1, 0), (-1, -1), (1, -1)];
/// How many of `DIRECTIONS` raise the index.
const RISING: usize = 4;

const fn ray_table() -> [[Bitboard; 64]; 8] {
    let mut table = [[0; 64]; 8];
    let mut dir = 0;
    while dir < 8 {
        let mut sq = 0;
        while sq < 64 {
            let mut at = sq;
            while let Some(next) = step(at, DIRECTIONS[dir].0, DIRECTIONS[dir].1) {
                table[dir][sq] |= 1 << next;
                at = next;
            }
            sq += 1;
        }
        dir += 1;
    }
    table
}

/// Every square along each direction from each square, to the board's edge.
pub const RAYS: [[Bitboard; 64]; 8] = ray_table();

/// Where a large piece on `from` may go given the occupied squares: each ray
/// up to and including the first occupied square.
#[inline]
pub fn large_attacks(from: Square, occupied: Bitboard) -> Bitboard {
    let sq = from.index();
    let mut attacks = 0;
    for (dir, rays) in RAYS.iter().enumerate() {
        let ray = rays[sq];
        let blockers = ray & occupied;
        attacks |= if blockers == 0 {
            ray
        } else {
            let nearest =
                if dir < RISING { blockers.trailing_zeros() } else { 63 - blockers.leading_zeros() };
            // Squares beyond the nearest blocker are its own ray onward.
            ray ^ rays[nearest as usize]
        };
    }
    attacks
}

/// Where a piece of `size` on `from` may go given the occupied squares,
/// before the rule about occupied squares on the mover's own side.
#[inline]
pub fn attacks(size: Size, from: Square, occupied: Bitboard) -> Bitboard {
    match size {
        Size::Small => SMALL_ATTACKS[from.index()],
        Size::Medium => MEDIUM_ATTACKS[from.index()],
        Size::Large => large_attacks(from, occupied),
    }
}

/// The squares of a set, lowest index first.
pub fn squares(set: Bitboard) -> Squares {
    Squares(set)
}

/// Iterator over the squares of a `Bitboard`.
#[derive(Clone, Debug)]
pub struct Squares(Bitboard);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square::from_bit(self.0.trailing_zeros());
        self.0 &= self.0 - 1;
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(text: &str) -> Square {
        text.parse().expect("a square")
    }

    fn set(list: &str) -> Bitboard {
        list.split_whitespace().map(|t| sq(t).bit()).fold(0, |a, b| a | b)
    }

    #[test]
    fn masks_cover_the_board_once() {
        assert_eq!(QUADRANTS.iter().fold(0, |a, q| a | q), u64::MAX);
        assert_eq!(QUADRANTS.iter().map(|q| q.count_ones()).sum::<u32>(), 64);
        for s in Square::all() {
            assert_ne!(side_mask(s.side()) & s.bit(), 0, "{s}");
            assert_ne!(quadrant_mask(s.quadrant()) & s.bit(), 0, "{s}");
        }
    }

    #[test]
    fn small_attacks_in_a_corner_and_the_middle() {
        assert_eq!(SMALL_ATTACKS[sq("La1").index()], set("La2 Lb2 Lb1"));
        assert_eq!(SMALL_ATTACKS[sq("Rb4").index()].count_ones(), 8);
        assert_eq!(SMALL_ATTACKS[sq("Ld5").index()], set("Lc4 Lc5 Lc6 Ld4 Ld6"));
    }

    #[test]
    fn medium_attacks_stay_on_the_board() {
        assert_eq!(MEDIUM_ATTACKS[sq("La1").index()], set("Lb3 Lc2"));
        assert_eq!(MEDIUM_ATTACKS[sq("Rd8").index()], set("Rc6 Rb7"));
        assert_eq!(MEDIUM_ATTACKS[sq("Lb4").index()], set("La6 Lc6 Ld5 Ld3 La2 Lc2"));
    }

    #[test]
    fn large_attacks_stop_at_the_first_occupied_square() {
        let empty = large_attacks(sq("La1"), 0);
        assert_eq!(empty, set("La2 La3 La4 La5 La6 La7 La8 Lb1 Lc1 Ld1 Lb2 Lc3 Ld4"));
        let blocked = large_attacks(sq("La1"), set("La3 Lc1 Lc3 Ra2"));
        assert_eq!(blocked, set("La2 La3 Lb1 Lc1 Lb2 Lc3"));
        let down = large_attacks(sq("Rd8"), set("Rd5 Rb6"));
        assert_eq!(down, set("Rd7 Rd6 Rd5 Rc8 Rb8 Ra8 Rc7 Rb6"));
    }

    #[test]
    fn squares_iterates_in_index_order() {
        let list: Vec<String> = squares(set("Rd8 La1 Lb2")).map(|s| s.to_string()).collect();
        assert_eq!(list, ["La1", "Lb2", "Rd8"]);
    }
}
