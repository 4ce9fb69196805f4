//! The two boards, their squares, sides and quadrants, and the dual square.

pub use crate::core::notation::SquareError;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One of the two boards, as South sees them: L on the left, R on the right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Board {
    /// The left board.
    L,
    /// The right board.
    R,
}

impl Board {
    /// Both boards, left first.
    pub const ALL: [Board; 2] = [Board::L, Board::R];

    /// 0 for L, 1 for R.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The letter used in notation: `L` or `R`.
    pub fn letter(self) -> char {
        match self {
            Board::L => 'L',
            Board::R => 'R',
        }
    }

    /// The board a letter names, if any.
    pub fn from_letter(c: char) -> Option<Board> {
        match c {
            'L' => Some(Board::L),
            'R' => Some(Board::R),
            _ => None,
        }
    }

    /// The other board.
    pub fn other(self) -> Board {
        match self {
            Board::L => Board::R,
            Board::R => Board::L,
        }
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A player's side of the table; in the four-player game, a team.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    /// Ranks 1–4 of both boards.
    South,
    /// Ranks 5–8 of both boards.
    North,
}

impl Side {
    /// Both sides, South first.
    pub const ALL: [Side; 2] = [Side::South, Side::North];

    /// The other side.
    pub fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// The name shown to players: `South` or `North`.
    pub fn name(self) -> &'static str {
        match self {
            Side::South => "South",
            Side::North => "North",
        }
    }

    /// 0 for South, 1 for North.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The letter used in the position string: `S` or `N`.
    pub fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::North => 'N',
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One of the four 4×4 quadrants. The order (L-South, L-North, R-South,
/// R-North) is also the four-player seat order SL, NL, SR, NR.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Quadrant {
    /// Ranks 1–4 of board L.
    LSouth,
    /// Ranks 5–8 of board L.
    LNorth,
    /// Ranks 1–4 of board R.
    RSouth,
    /// Ranks 5–8 of board R.
    RNorth,
}

impl Quadrant {
    /// All four, in seat order.
    pub const ALL: [Quadrant; 4] = [Quadrant::LSouth, Quadrant::LNorth, Quadrant::RSouth, Quadrant::RNorth];

    /// The quadrant of `board` on `side`.
    pub fn of(board: Board, side: Side) -> Quadrant {
        match (board, side) {
            (Board::L, Side::South) => Quadrant::LSouth,
            (Board::L, Side::North) => Quadrant::LNorth,
            (Board::R, Side::South) => Quadrant::RSouth,
            (Board::R, Side::North) => Quadrant::RNorth,
        }
    }

    /// Position in `ALL` (0–3).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The board it lies on.
    pub fn board(self) -> Board {
        match self {
            Quadrant::LSouth | Quadrant::LNorth => Board::L,
            Quadrant::RSouth | Quadrant::RNorth => Board::R,
        }
    }

    /// The side it belongs to.
    pub fn side(self) -> Side {
        match self {
            Quadrant::LSouth | Quadrant::RSouth => Side::South,
            Quadrant::LNorth | Quadrant::RNorth => Side::North,
        }
    }

    /// The name shown to players, e.g. `L-South`.
    pub fn name(self) -> &'static str {
        match self {
            Quadrant::LSouth => "L-South",
            Quadrant::LNorth => "L-North",
            Quadrant::RSouth => "R-South",
            Quadrant::RNorth => "R-North",
        }
    }
}

impl fmt::Display for Quadrant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The file letters, a–d, left to right as South sees them.
const FILE_LETTERS: [char; 4] = ['a', 'b', 'c', 'd'];

/// One of the 64 squares: index = board·32 + (rank−1)·4 + file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Square(u8);

impl Square {
    /// How many squares there are on both boards.
    pub const COUNT: usize = 64;

    /// The square on `board` at `file` (0–3 for a–d) and `rank` (1–8).
    pub fn new(board: Board, file: u8, rank: u8) -> Option<Square> {
        if file > 3 || !(1..=8).contains(&rank) {
            return None;
        }
        Some(Square(board.index() as u8 * 32 + (rank - 1) * 4 + file))
    }

    /// The square with this index (0–63).
    pub fn from_index(i: u8) -> Option<Square> {
        (usize::from(i) < Self::COUNT).then_some(Square(i))
    }

    /// Builds a square from an index the caller knows is below 64 (a bit
    /// position of a `u64`); larger values wrap instead of panicking.
    pub(crate) const fn from_bit(i: u32) -> Square {
        Square((i & 63) as u8)
    }

    /// The index, 0–63.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// This square as a one-bit set.
    pub fn bit(self) -> u64 {
        1 << self.0
    }

    /// The board it lies on.
    pub fn board(self) -> Board {
        if self.0 < 32 { Board::L } else { Board::R }
    }

    /// The file, 0–3 for a–d.
    pub fn file(self) -> u8 {
        self.0 % 4
    }

    /// The rank, 1–8.
    pub fn rank(self) -> u8 {
        (self.0 % 32) / 4 + 1
    }

    /// The file letter, `a`–`d`.
    pub fn file_letter(self) -> char {
        FILE_LETTERS.get(usize::from(self.file())).copied().unwrap_or('?')
    }

    /// The dual square: the 180° rotation through the centre of both boards
    /// (`La1 ↔ Rd8`). With this indexing it is simply `63 − index`.
    pub fn dual(self) -> Square {
        Square(63 - self.0)
    }

    /// Whose side the square is on: South for ranks 1–4.
    pub fn side(self) -> Side {
        if self.rank() <= 4 { Side::South } else { Side::North }
    }

    /// The quadrant the square is in.
    pub fn quadrant(self) -> Quadrant {
        Quadrant::of(self.board(), self.side())
    }

    /// The square `files` right and `ranks` up on the same board, if any.
    pub fn offset(self, files: i8, ranks: i8) -> Option<Square> {
        let file = u8::try_from(i16::from(self.file()) + i16::from(files)).ok()?;
        let rank = u8::try_from(i16::from(self.rank()) + i16::from(ranks)).ok()?;
        Square::new(self.board(), file, rank)
    }

    /// All 64 squares in index order (La1, Lb1, …, Rd8).
    pub fn all() -> impl Iterator<Item = Square> {
        (0..Self::COUNT as u8).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}{}", self.board().letter(), self.file_letter(), self.rank())
    }
}

/// How squares are written, for the error's message.
const EXAMPLES: &str = "write squares like La1 or Rd8";

/// Reads a file letter `a`–`d` as 0–3.
pub(crate) fn file_from_letter(c: char) -> Option<u8> {
    FILE_LETTERS.iter().position(|&l| l == c).and_then(|i| u8::try_from(i).ok())
}

/// Reads a rank digit `1`–`8`.
pub(crate) fn rank_from_digit(c: char) -> Option<u8> {
    c.to_digit(10).and_then(|d| u8::try_from(d).ok()).filter(|r| (1..=8).contains(r))
}

/// Explains why a file character is wrong.
pub(crate) fn file_problem(c: Option<char>) -> String {
    match c {
        Some(c) => format!("`{c}` is not a file (a–d)"),
        None => "the file (a–d) is missing".to_owned(),
    }
}

/// Explains why a rank character is wrong.
pub(crate) fn rank_problem(c: Option<char>) -> String {
    match c {
        Some(c) => format!("`{c}` is not a rank (1–8)"),
        None => "the rank (1–8) is missing".to_owned(),
    }
}

impl FromStr for Square {
    type Err = SquareError;

    fn from_str(text: &str) -> Result<Square, SquareError> {
        let fail = |problem: String| SquareError::new(text, problem, EXAMPLES);
        let mut chars = text.chars();
        let board = match chars.next() {
            None => return Err(fail("it is empty".to_owned())),
            Some(c) => Board::from_letter(c).ok_or_else(|| fail(format!("`{c}` is not a board (L or R)")))?,
        };
        let file_char = chars.next();
        let file = file_char.and_then(file_from_letter).ok_or_else(|| fail(file_problem(file_char)))?;
        let rank_char = chars.next();
        let rank = rank_char.and_then(rank_from_digit).ok_or_else(|| fail(rank_problem(rank_char)))?;
        if chars.next().is_some() {
            return Err(fail("it has extra characters after the rank".to_owned()));
        }
        Square::new(board, file, rank).ok_or_else(|| fail("it is off the board".to_owned()))
    }
}

crate::core::notation::saved_as_notation!(Square);

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(text: &str) -> Square {
        text.parse().expect("a square")
    }

    #[test]
    fn index_layout_is_board_rank_file() {
        assert_eq!(sq("La1").index(), 0);
        assert_eq!(sq("Ld1").index(), 3);
        assert_eq!(sq("La2").index(), 4);
        assert_eq!(sq("Rd8").index(), 63);
        assert_eq!(sq("Ra1").index(), 32);
    }

    #[test]
    fn coordinates_round_trip_through_new() {
        for s in Square::all() {
            assert_eq!(Square::new(s.board(), s.file(), s.rank()), Some(s));
            assert_eq!(Square::from_index(s.index() as u8), Some(s));
            assert_eq!(sq(&s.to_string()), s);
        }
        assert_eq!(Square::from_index(64), None);
        assert_eq!(Square::new(Board::L, 4, 1), None);
        assert_eq!(Square::new(Board::L, 0, 0), None);
        assert_eq!(Square::new(Board::L, 0, 9), None);
    }

    #[test]
    fn dual_matches_the_rules_formula() {
        for s in Square::all() {
            let d = s.dual();
            assert_eq!(d.board(), s.board().other());
            assert_eq!(d.file(), 3 - s.file());
            assert_eq!(d.rank(), 9 - s.rank());
            assert_eq!(d.dual(), s);
        }
    }

    #[test]
    fn offset_stays_on_its_board() {
        assert_eq!(sq("Ld4").offset(1, 0), None);
        assert_eq!(sq("La1").offset(-1, 0), None);
        assert_eq!(sq("Lb2").offset(1, 1), Some(sq("Lc3")));
        assert_eq!(sq("Ra8").offset(0, 1), None);
    }

    #[test]
    fn bad_squares_say_what_is_wrong() {
        let err = |t: &str| t.parse::<Square>().expect_err("not a square").to_string();
        assert!(err("").contains("empty"));
        assert!(err("Xa1").contains("`X` is not a board"));
        assert!(err("Le1").contains("`e` is not a file"));
        assert!(err("La9").contains("`9` is not a rank"));
        assert!(err("La").contains("rank (1–8) is missing"));
        assert!(err("La11").contains("extra characters"));
        assert!(err("Lé1").contains("`é` is not a file"));
    }

    #[test]
    fn serde_writes_squares_as_text() {
        let text = ron::to_string(&sq("Lc2")).expect("serialise");
        assert_eq!(text, "\"Lc2\"");
        assert_eq!(ron::from_str::<Square>(&text).expect("parse"), sq("Lc2"));
        assert!(ron::from_str::<Square>("\"Lz2\"").is_err());
    }
}
