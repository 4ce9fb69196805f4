//! A board: its spaces, their connections, the houses, the goal, the
//! village and the forest, with the space sets move generation uses. Boards
//! are read from maps by [`super::map`].

use super::colour::{Colour, Colours};
use super::map::{CLASSIC_MAP, FAST_MAP, MapError, built_in, parse};
use super::rules::{CLASSIC_PIECES, DEFAULT_PIECES, FAST_PIECES};
use super::square::Square;
use std::fmt;
use std::sync::{Arc, OnceLock};

/// The index of "no space" in the cell table.
pub(crate) const NO_SPACE: u8 = u8::MAX;

/// What a space is, which decides how it is drawn and what may happen on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpaceKind {
    /// An ordinary space (`o`).
    Plain,
    /// A space holding a barricade at the start (`B`, printed red). The
    /// barricade may move away; the space keeps its colour.
    BarricadeStart,
    /// A resting space (`r`, printed blue): pieces on it cannot be hit.
    Resting,
    /// The goal (`G`).
    Goal,
}

/// One space of a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Space {
    /// Its name and grid place.
    pub square: Square,
    /// What kind of space it is.
    pub kind: SpaceKind,
    /// Whether it lies in the village (a piece hit here goes to the forest).
    pub village: bool,
}

/// Where a colour's house enters the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct House {
    /// Whose house.
    pub colour: Colour,
    /// The bottom-row space a piece entering from the house steps on first.
    pub entry: Square,
}

/// The spaces next to one space (at most four on a grid).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Neighbours {
    len: u8,
    list: [u8; 4],
}

impl Neighbours {
    pub(super) fn push(&mut self, index: u8) {
        if let Some(slot) = self.list.get_mut(usize::from(self.len)) {
            *slot = index;
            self.len += 1;
        }
    }

    /// The neighbours' space indices.
    #[inline]
    pub(crate) fn as_slice(&self) -> &[u8] {
        self.list.get(..usize::from(self.len)).unwrap_or(&[])
    }
}

/// Sets of spaces as bitmasks (bit = space index), precomputed for move
/// generation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Masks {
    /// Every space.
    pub all: u128,
    /// The `B` spaces.
    pub barricade_starts: u128,
    /// The resting spaces.
    pub resting: u128,
    /// The village spaces.
    pub village: u128,
    /// The bottom row.
    pub bottom: u128,
    /// The goal.
    pub goal: u128,
    /// Where a barricade may ever be placed: not the bottom row, not the
    /// goal, not a resting space.
    pub placeable: u128,
}

/// A board: its spaces, their connections, the houses, the goal, and on
/// the fast board the village and the forest. Spaces are numbered in
/// reading order (top row first, left to right).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    pub(super) name: String,
    pub(super) text: String,
    pub(super) builtin: bool,
    pub(super) columns: u8,
    pub(super) rows: u8,
    pub(super) pieces: u8,
    pub(super) spaces: Vec<Space>,
    /// Row-major from the top row: the space index of each grid cell.
    pub(super) cells: Vec<u8>,
    pub(super) neighbours: Vec<Neighbours>,
    pub(super) connections: Vec<(u8, u8)>,
    pub(super) entries: [Option<u8>; 4],
    pub(super) goal: u8,
    pub(super) goal_square: Square,
    pub(super) forest_exit: Option<u8>,
    pub(super) village_rows: Option<(u8, u8)>,
    pub(crate) masks: Masks,
}

impl Board {
    /// Reads a board map. `name` is how position strings refer to the board
    /// (letters, digits, `-`, `_`). Never panics on any input.
    pub fn from_map(name: &str, text: &str) -> Result<Board, MapError> {
        parse(name, text, false, DEFAULT_PIECES)
    }

    /// The classic board (112 spaces, 11 barricades, 5 pieces a colour).
    pub fn classic() -> Arc<Board> {
        static CLASSIC: OnceLock<Arc<Board>> = OnceLock::new();
        CLASSIC.get_or_init(|| Arc::new(built_in("classic", CLASSIC_MAP, CLASSIC_PIECES))).clone()
    }

    /// The fast board (73 spaces, 6 barricades, resting spaces, village and
    /// forest, 4 pieces a colour).
    pub fn fast() -> Arc<Board> {
        static FAST: OnceLock<Arc<Board>> = OnceLock::new();
        FAST.get_or_init(|| Arc::new(built_in("fast", FAST_MAP, FAST_PIECES))).clone()
    }

    /// The built-in board of that name (`classic` or `fast`), if any.
    pub fn builtin(name: &str) -> Option<Arc<Board>> {
        match name {
            "classic" => Some(Board::classic()),
            "fast" => Some(Board::fast()),
            _ => None,
        }
    }

    /// The name position strings use for this board.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The map text the board was read from (saves of user boards keep it).
    pub fn map_text(&self) -> &str {
        &self.text
    }

    /// Whether this is one of the built-in boards.
    pub fn is_builtin(&self) -> bool {
        self.builtin
    }

    /// Grid columns (up to the rightmost space).
    pub fn columns(&self) -> u8 {
        self.columns
    }

    /// Grid rows; row 1 is the bottom row, the row of the entry spaces.
    pub fn rows(&self) -> u8 {
        self.rows
    }

    /// How many pieces each colour has.
    pub fn pieces_per_colour(&self) -> u8 {
        self.pieces
    }

    /// Every space, in reading order (top row first, left to right).
    pub fn spaces(&self) -> &[Space] {
        &self.spaces
    }

    /// The space on `sq`, if the board has one there.
    pub fn space(&self, sq: Square) -> Option<&Space> {
        self.index_of(sq).and_then(|i| self.spaces.get(usize::from(i)))
    }

    /// Whether the board has a space on `sq`.
    pub fn has_space(&self, sq: Square) -> bool {
        self.index_of(sq).is_some()
    }

    /// Every connection between two spaces (orthogonal grid neighbours),
    /// each once.
    pub fn connections(&self) -> impl Iterator<Item = (Square, Square)> + '_ {
        self.connections.iter().filter_map(|&(a, b)| Some((self.square_of(a)?, self.square_of(b)?)))
    }

    /// How many connections there are.
    pub fn connection_count(&self) -> usize {
        self.connections.len()
    }

    /// The spaces connected to `sq`.
    pub fn neighbours(&self, sq: Square) -> Vec<Square> {
        let Some(i) = self.index_of(sq) else { return Vec::new() };
        self.neighbour_indices(i).iter().filter_map(|&n| self.square_of(n)).collect()
    }

    /// The houses on this board, in the order of play.
    pub fn houses(&self) -> Vec<House> {
        Colour::ALL
            .into_iter()
            .filter_map(|colour| Some(House { colour, entry: self.entry(colour)? }))
            .collect()
    }

    /// The colours that have a house on this board.
    pub fn colours(&self) -> Colours {
        Colour::ALL.into_iter().filter(|&c| self.entry(c).is_some()).collect()
    }

    /// The entry space of `colour`'s house, if it has one on this board.
    pub fn entry(&self, colour: Colour) -> Option<Square> {
        self.entry_index(colour).and_then(|i| self.square_of(i))
    }

    /// The goal.
    pub fn goal(&self) -> Square {
        self.goal_square
    }

    /// The spaces that hold a barricade at the start, in reading order.
    pub fn barricade_starts(&self) -> impl Iterator<Item = Square> + '_ {
        self.spaces.iter().filter(|s| s.kind == SpaceKind::BarricadeStart).map(|s| s.square)
    }

    /// The forest's exit space, on boards with a forest.
    pub fn forest_exit(&self) -> Option<Square> {
        self.forest_exit.and_then(|i| self.square_of(i))
    }

    /// The village rows (lowest, highest), on boards with a village.
    pub fn village_rows(&self) -> Option<(u8, u8)> {
        self.village_rows
    }

    /// Whether `sq` is a village space.
    pub fn is_village(&self, sq: Square) -> bool {
        self.space(sq).is_some_and(|s| s.village)
    }

    // ---- Crate-internal access by space index ----

    /// The index of the space on `sq`.
    #[inline]
    pub(crate) fn index_of(&self, sq: Square) -> Option<u8> {
        if sq.row() > self.rows || sq.col() >= self.columns {
            return None;
        }
        let cell = usize::from(self.rows - sq.row()) * usize::from(self.columns) + usize::from(sq.col());
        self.cells.get(cell).copied().filter(|&i| i != NO_SPACE)
    }

    /// The square of space `index`.
    #[inline]
    pub(crate) fn square_of(&self, index: u8) -> Option<Square> {
        self.spaces.get(usize::from(index)).map(|s| s.square)
    }

    /// The spaces next to space `index`.
    #[inline]
    pub(crate) fn neighbour_indices(&self, index: u8) -> &[u8] {
        self.neighbours.get(usize::from(index)).map_or(&[], Neighbours::as_slice)
    }

    /// The entry space index of `colour`'s house.
    #[inline]
    pub(crate) fn entry_index(&self, colour: Colour) -> Option<u8> {
        self.entries.get(colour.index()).copied().flatten()
    }

    /// The forest exit's space index.
    #[inline]
    pub(crate) fn forest_index(&self) -> Option<u8> {
        self.forest_exit
    }

    /// How many spaces the board has.
    pub fn space_count(&self) -> usize {
        self.spaces.len()
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Board")
            .field("name", &self.name)
            .field("spaces", &self.spaces.len())
            .field("connections", &self.connections.len())
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(text: &str) -> Square {
        text.parse().expect("a square")
    }

    #[test]
    fn classic_board_has_the_rules_numbers() {
        let board = Board::classic();
        assert_eq!(board.space_count(), 112);
        assert_eq!(board.connection_count(), 121);
        assert_eq!(board.goal(), sq("i14"));
        let entries: Vec<String> = board.houses().iter().map(|h| h.entry.to_string()).collect();
        assert_eq!(entries, ["c1", "g1", "k1", "o1"]);
        let barricades: Vec<String> = board.barricade_starts().map(|s| s.to_string()).collect();
        assert_eq!(barricades, ["i13", "i11", "i10", "i9", "g7", "k7", "a3", "e3", "i3", "m3", "q3"]);
        assert_eq!(board.pieces_per_colour(), 5);
        assert_eq!(board.forest_exit(), None);
    }

    #[test]
    fn fast_board_has_the_rules_numbers() {
        let board = Board::fast();
        assert_eq!(board.space_count(), 73);
        assert_eq!(board.connection_count(), 79);
        assert_eq!(board.goal(), sq("i10"));
        assert_eq!(board.barricade_starts().count(), 6);
        assert_eq!(board.pieces_per_colour(), 4);
        assert_eq!(board.forest_exit(), Some(sq("i5")));
        assert_eq!(board.village_rows(), Some((7, 9)));
        assert!(board.is_village(sq("g7")) && board.is_village(sq("i9")) && !board.is_village(sq("i5")));
        let resting = board.spaces().iter().filter(|s| s.kind == SpaceKind::Resting).count();
        assert_eq!(resting, 5);
    }

    #[test]
    fn neighbours_are_orthogonal_grid_neighbours() {
        let board = Board::classic();
        let mut around = board.neighbours(sq("c1"));
        around.sort();
        assert_eq!(around, [sq("b1"), sq("d1")]);
        assert_eq!(board.neighbours(sq("i14")), [sq("i13")]);
        assert!(board.neighbours(sq("c2")).is_empty(), "c2 is no space");
    }
}
