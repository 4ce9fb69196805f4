//! Board maps: reading the map format of the rules file into a [`Board`],
//! and the texts of the two built-in boards.
//!
//! The format, one character per grid cell, rows top to bottom:
//! `.` no space, `o` a space, `B` a space holding a barricade at the start,
//! `r` a resting space, `G` the goal. The last line marks the houses: a
//! digit 1–4 (red, green, yellow, blue) under a bottom-row space is that
//! colour's entry space. Lines starting with `#` are comments; three of them
//! carry data: `# village: rows A-B`, `# forest: SQUARE` and
//! `# pieces: N` (the project's own, for user maps).
//!
//! Decisions about the format:
//! - A space character counts as `.`; rows may be ragged (shorter rows are
//!   padded with "no space"); trailing whitespace and blank lines are ignored.
//! - A map needs at least two houses, exactly one goal, at most 128 spaces
//!   and 26 columns, no barricade on the bottom row, and a goal that can be
//!   reached from every entry space (and from the forest exit).
//! - The village and the forest come together: a board has both or neither.
//!
//! Reading never panics: every problem is a [`MapError`] naming the line and
//! column where it was found.

use super::board::{Board, Masks, NO_SPACE, Neighbours, Space, SpaceKind};
use super::colour::Colour;
use super::rules::MAX_SPACES;
use super::square::{MAX_COLUMNS, MAX_ROWS, Square};
use std::fmt;

mod comments;

use comments::{Comments, read_village_and_forest};
pub use comments::CommentProblem;

/// The classic board's map, as shipped in `assets/malefiz/classic.map`.
pub const CLASSIC_MAP: &str = include_str!("../../../assets/malefiz/classic.map");
/// The fast board's map, as shipped in `assets/malefiz/fast.map`.
pub const FAST_MAP: &str = include_str!("../../../assets/malefiz/fast.map");
/// The names of the built-in boards, as position strings write them.
pub const BUILTIN_BOARDS: [&str; 2] = ["classic", "fast"];

/// The longest board name (it is a field of every position string).
pub const MAX_NAME_LEN: usize = 32;

/// A board map that cannot be used, with where and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MapError {
    /// The board name cannot be written in a position string.
    BadName {
        /// The name as given.
        name: String,
    },
    /// No grid rows above the house line.
    NoRows,
    /// A character that is not part of the map format.
    UnknownChar {
        /// Line in the file, from 1.
        line: usize,
        /// Column in the line, from 1.
        column: usize,
        /// The character.
        found: char,
    },
    /// A space beyond column `z`.
    TooWide {
        /// Line in the file.
        line: usize,
        /// Column in the line.
        column: usize,
    },
    /// More than 99 grid rows.
    TooManyRows {
        /// The line of the first grid row.
        line: usize,
        /// How many rows there are.
        rows: usize,
    },
    /// More than 128 spaces; this is where the 129th is.
    TooManySpaces {
        /// Line in the file.
        line: usize,
        /// Column in the line.
        column: usize,
    },
    /// A `B` on the bottom row, where no barricade may ever stand.
    BarricadeOnBottomRow {
        /// Line in the file.
        line: usize,
        /// Column in the line.
        column: usize,
    },
    /// The map has no `G`.
    NoGoal,
    /// A second `G`.
    TwoGoals {
        /// Line in the file.
        line: usize,
        /// Column in the line.
        column: usize,
        /// Where the first goal is.
        first: Square,
    },
    /// A character on the house line other than `.`, a space or a digit 1–4.
    BadHouseChar {
        /// Line in the file.
        line: usize,
        /// Column in the line.
        column: usize,
        /// The character.
        found: char,
    },
    /// A house digit with no bottom-row space above it.
    HouseNotUnderSpace {
        /// Line in the file.
        line: usize,
        /// Column in the line.
        column: usize,
        /// Whose house.
        colour: Colour,
    },
    /// A house that would enter on the goal.
    HouseOnGoal {
        /// Line in the file.
        line: usize,
        /// Column in the line.
        column: usize,
        /// Whose house.
        colour: Colour,
    },
    /// A colour's house marked twice.
    DuplicateHouse {
        /// Line in the file of the second mark.
        line: usize,
        /// Column in the line.
        column: usize,
        /// Whose house.
        colour: Colour,
    },
    /// Fewer than two houses.
    TooFewHouses {
        /// The house line.
        line: usize,
        /// How many there are.
        found: usize,
    },
    /// The goal cannot be reached from a house's entry space.
    GoalUnreachable {
        /// Line of the house digit.
        line: usize,
        /// Column of the house digit.
        column: usize,
        /// Whose house.
        colour: Colour,
        /// Its entry space.
        entry: Square,
    },
    /// The goal cannot be reached from the forest exit.
    GoalUnreachableFromForest {
        /// Line of the forest comment.
        line: usize,
        /// Column of its square.
        column: usize,
        /// The exit space.
        exit: Square,
    },
    /// A data comment whose value cannot be read or does not fit the map.
    BadComment {
        /// Line in the file.
        line: usize,
        /// Column where the value starts.
        column: usize,
        /// `village`, `forest` or `pieces`.
        key: &'static str,
        /// What is wrong.
        problem: CommentProblem,
    },
    /// A data comment given twice.
    RepeatedComment {
        /// Line of the second one.
        line: usize,
        /// Column where its value starts.
        column: usize,
        /// Which one.
        key: &'static str,
    },
    /// A village without a forest for the pieces hit there.
    VillageWithoutForest {
        /// Line of the village comment.
        line: usize,
    },
    /// A forest without a village: no piece could ever get there.
    ForestWithoutVillage {
        /// Line of the forest comment.
        line: usize,
    },
}

impl MapError {
    /// The line and column the problem was found at, if it has a place.
    pub fn location(&self) -> Option<(usize, usize)> {
        use MapError::*;
        match *self {
            BadName { .. } | NoRows | NoGoal => None,
            TooManyRows { line, .. } | VillageWithoutForest { line } | ForestWithoutVillage { line } => {
                Some((line, 1))
            }
            TooFewHouses { line, .. } => Some((line, 1)),
            UnknownChar { line, column, .. }
            | TooWide { line, column }
            | TooManySpaces { line, column }
            | BarricadeOnBottomRow { line, column }
            | TwoGoals { line, column, .. }
            | BadHouseChar { line, column, .. }
            | HouseNotUnderSpace { line, column, .. }
            | HouseOnGoal { line, column, .. }
            | DuplicateHouse { line, column, .. }
            | GoalUnreachable { line, column, .. }
            | GoalUnreachableFromForest { line, column, .. }
            | BadComment { line, column, .. }
            | RepeatedComment { line, column, .. } => Some((line, column)),
        }
    }
}

impl fmt::Display for MapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use MapError::*;
        if let Some((line, column)) = self.location() {
            write!(f, "line {line}, column {column}: ")?;
        }
        match self {
            BadName { name } => write!(
                f,
                "`{name}` cannot name a board: use 1–{MAX_NAME_LEN} letters, digits, `-` or `_`, starting with a letter"
            ),
            NoRows => f.write_str(
                "the map has no grid rows: write rows of `.`, `o`, `B`, `r`, `G` above a last line of house digits",
            ),
            UnknownChar { found, .. } if found.is_ascii_digit() => write!(
                f,
                "`{found}` is not a grid character; house digits belong on the last line only"
            ),
            UnknownChar { found, .. } => write!(
                f,
                "`{found}` is not a grid character (`.` no space, `o` space, `B` barricade, `r` resting space, `G` goal)"
            ),
            TooWide { .. } => write!(f, "a board has at most {MAX_COLUMNS} columns (a–z)"),
            TooManyRows { rows, .. } => write!(f, "the map has {rows} rows; at most {MAX_ROWS} are allowed"),
            TooManySpaces { .. } => write!(f, "the map has more than {MAX_SPACES} spaces, the most supported"),
            BarricadeOnBottomRow { .. } => {
                f.write_str("a barricade cannot start on the bottom row, where none may ever stand")
            }
            NoGoal => f.write_str("the map has no goal `G`"),
            TwoGoals { first, .. } => write!(f, "a second goal; the map already has one at {first}"),
            BadHouseChar { found, .. } => write!(
                f,
                "the last line marks the houses with digits 1–4 under bottom-row spaces and `.` elsewhere; `{found}` is neither"
            ),
            HouseNotUnderSpace { colour, .. } => {
                write!(f, "the {colour} house (digit {}) is not under a bottom-row space", colour.house_digit())
            }
            HouseOnGoal { colour, .. } => write!(f, "the {colour} house cannot enter on the goal"),
            DuplicateHouse { colour, .. } => {
                write!(f, "the {colour} house (digit {}) is marked twice", colour.house_digit())
            }
            TooFewHouses { found, .. } => {
                write!(f, "the map has {found} house(s); it needs at least 2, marked 1–4 on the last line")
            }
            GoalUnreachable { colour, entry, .. } => {
                write!(f, "the goal cannot be reached from the {colour} house's entry space {entry}")
            }
            GoalUnreachableFromForest { exit, .. } => {
                write!(f, "the goal cannot be reached from the forest exit {exit}")
            }
            BadComment { key, problem, .. } => write!(f, "`# {key}:` {problem}"),
            RepeatedComment { key, .. } => write!(f, "`# {key}:` is given twice"),
            VillageWithoutForest { .. } => f.write_str(
                "a village needs a forest for the pieces hit there: add `# forest: SQUARE` (its exit space)",
            ),
            ForestWithoutVillage { .. } => f.write_str(
                "a forest needs a village, or no piece can ever get there: add `# village: rows A-B`",
            ),
        }
    }
}

impl std::error::Error for MapError {}

/// Whether `name` can be written as the first field of a position string.
fn name_is_valid(name: &str) -> bool {
    let mut chars = name.chars();
    let first_ok = chars.next().is_some_and(|c| c.is_ascii_alphabetic());
    first_ok && name.len() <= MAX_NAME_LEN && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Reads a built-in map; they are tested, so a failure is a bug in the
/// shipped asset.
pub(super) fn built_in(name: &str, text: &str, pieces: u8) -> Board {
    match parse(name, text, true, pieces) {
        Ok(board) => board,
        Err(e) => panic!("the built-in {name} board map is broken: {e}"),
    }
}

/// Reads a map; see the module docs for the format and the checks.
pub(super) fn parse(name: &str, text: &str, builtin: bool, default_pieces: u8) -> Result<Board, MapError> {
    if !name_is_valid(name) {
        return Err(MapError::BadName { name: name.to_owned() });
    }
    let mut comments = Comments::default();
    let mut content: Vec<(usize, &str)> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = raw.trim_end();
        if let Some(body) = line.trim_start().strip_prefix('#') {
            comments.read(line_no, line, body)?;
        } else if !line.trim().is_empty() {
            content.push((line_no, line));
        }
    }
    let Some((&(house_line, house_text), grid)) = content.split_last() else {
        return Err(MapError::NoRows);
    };
    if grid.is_empty() {
        return Err(MapError::NoRows);
    }
    // A wrong last line is most likely a missing house line: say so before
    // judging the grid by it.
    let stray = house_text.chars().enumerate().find(|&(_, c)| !matches!(c, '.' | ' ' | '1'..='4'));
    if let Some((c, found)) = stray {
        return Err(MapError::BadHouseChar { line: house_line, column: c + 1, found });
    }
    let rows = u8::try_from(grid.len()).ok().filter(|&r| r <= MAX_ROWS);
    let Some(rows) = rows else {
        return Err(MapError::TooManyRows { line: grid.first().map_or(1, |g| g.0), rows: grid.len() });
    };

    let spaces = read_grid(grid, rows)?;
    let Some(goal) = spaces.iter().position(|s| s.kind == SpaceKind::Goal) else {
        return Err(MapError::NoGoal);
    };
    let goal_square = spaces.get(goal).map(|s| s.square).ok_or(MapError::NoGoal)?;
    let columns = spaces.iter().map(|s| s.square.col() + 1).max().unwrap_or(1);
    let mut board = Board {
        name: name.to_owned(),
        text: text.to_owned(),
        builtin,
        columns,
        rows,
        pieces: comments.pieces.map_or(default_pieces, |p| p.value),
        spaces,
        cells: vec![NO_SPACE; usize::from(rows) * usize::from(columns)],
        neighbours: Vec::new(),
        connections: Vec::new(),
        entries: [None; 4],
        // At most 128 spaces, so every index fits a u8.
        goal: u8::try_from(goal).unwrap_or(0),
        goal_square,
        forest_exit: None,
        village_rows: None,
        masks: Masks::default(),
    };
    number_cells(&mut board);
    connect(&mut board);
    let house_marks = read_houses(&mut board, house_line, house_text)?;
    read_village_and_forest(&mut board, &comments)?;
    compute_masks(&mut board);
    check_goal_reachable(&board, &house_marks, &comments)?;
    Ok(board)
}

/// Reads the grid rows into spaces in reading order, checking characters,
/// width, the space limit, bottom-row barricades and the single goal.
fn read_grid(grid: &[(usize, &str)], rows: u8) -> Result<Vec<Space>, MapError> {
    let mut raw: Vec<Space> = Vec::new();
    let mut goal: Option<Square> = None;
    for (row, &(line, text)) in (1..=rows).rev().zip(grid) {
        for (c, ch) in text.chars().enumerate() {
            let column = c + 1;
            let kind = match ch {
                '.' | ' ' => continue,
                'o' => SpaceKind::Plain,
                'B' => SpaceKind::BarricadeStart,
                'r' => SpaceKind::Resting,
                'G' => SpaceKind::Goal,
                found => return Err(MapError::UnknownChar { line, column, found }),
            };
            let square = u8::try_from(c).ok().and_then(|col| Square::new(col, row));
            let Some(square) = square else {
                return Err(MapError::TooWide { line, column });
            };
            if raw.len() >= MAX_SPACES {
                return Err(MapError::TooManySpaces { line, column });
            }
            if kind == SpaceKind::BarricadeStart && row == 1 {
                return Err(MapError::BarricadeOnBottomRow { line, column });
            }
            if kind == SpaceKind::Goal {
                if let Some(first) = goal {
                    return Err(MapError::TwoGoals { line, column, first });
                }
                goal = Some(square);
            }
            raw.push(Space { square, kind, village: false });
        }
    }
    Ok(raw)
}

/// Fills the cell table with space indices.
fn number_cells(board: &mut Board) {
    let (rows, columns) = (board.rows, board.columns);
    for (i, space) in board.spaces.iter().enumerate() {
        let sq = space.square;
        let cell = usize::from(rows - sq.row()) * usize::from(columns) + usize::from(sq.col());
        if let (Some(slot), Ok(index)) = (board.cells.get_mut(cell), u8::try_from(i)) {
            *slot = index;
        }
    }
}

/// Connects orthogonal neighbours; each space lists its neighbours up,
/// left, right, down.
fn connect(board: &mut Board) {
    let at = |col: Option<u8>, row: Option<u8>| -> Option<u8> {
        let sq = Square::new(col?, row?)?;
        board.index_of(sq)
    };
    let mut neighbours = vec![Neighbours::default(); board.spaces.len()];
    let mut connections = Vec::new();
    for (i, space) in board.spaces.iter().enumerate() {
        let (col, row) = (space.square.col(), space.square.row());
        let Ok(index) = u8::try_from(i) else { continue };
        let around = [
            at(Some(col), row.checked_add(1)),
            at(col.checked_sub(1), Some(row)),
            at(col.checked_add(1), Some(row)),
            at(Some(col), row.checked_sub(1)),
        ];
        for n in around.into_iter().flatten() {
            if let Some(list) = neighbours.get_mut(i) {
                list.push(n);
            }
            if n > index {
                connections.push((index, n));
            }
        }
    }
    board.neighbours = neighbours;
    board.connections = connections;
}

/// Reads the house line; returns where each colour's digit was written.
fn read_houses(board: &mut Board, line: usize, text: &str) -> Result<[Option<(usize, usize)>; 4], MapError> {
    let mut marks = [None; 4];
    for (c, ch) in text.chars().enumerate() {
        let column = c + 1;
        if ch == '.' || ch == ' ' {
            continue;
        }
        let Some(colour) = Colour::from_house_digit(ch) else {
            return Err(MapError::BadHouseChar { line, column, found: ch });
        };
        let entry =
            u8::try_from(c).ok().and_then(|col| Square::new(col, 1)).and_then(|sq| board.index_of(sq));
        let Some(entry) = entry else {
            return Err(MapError::HouseNotUnderSpace { line, column, colour });
        };
        if entry == board.goal {
            return Err(MapError::HouseOnGoal { line, column, colour });
        }
        let slot = board.entries.get_mut(colour.index());
        match slot {
            Some(Some(_)) => return Err(MapError::DuplicateHouse { line, column, colour }),
            Some(slot) => *slot = Some(entry),
            None => {}
        }
        if let Some(mark) = marks.get_mut(colour.index()) {
            *mark = Some((line, column));
        }
    }
    let found = board.entries.iter().flatten().count();
    if found < 2 {
        return Err(MapError::TooFewHouses { line, found });
    }
    Ok(marks)
}

/// Precomputes the space sets move generation uses.
fn compute_masks(board: &mut Board) {
    let mut masks = Masks::default();
    for (i, space) in board.spaces.iter().enumerate() {
        let bit = 1u128 << (i % 128);
        masks.all |= bit;
        match space.kind {
            SpaceKind::BarricadeStart => masks.barricade_starts |= bit,
            SpaceKind::Resting => masks.resting |= bit,
            SpaceKind::Goal => masks.goal |= bit,
            SpaceKind::Plain => {}
        }
        if space.village {
            masks.village |= bit;
        }
        if space.square.row() == 1 {
            masks.bottom |= bit;
        }
    }
    masks.placeable = masks.all & !masks.bottom & !masks.goal & !masks.resting;
    board.masks = masks;
}

/// Checks that the goal is connected to every entry space and the forest
/// exit (barricades ignored: they can be taken).
fn check_goal_reachable(
    board: &Board,
    house_marks: &[Option<(usize, usize)>; 4],
    comments: &Comments,
) -> Result<(), MapError> {
    let mut reached = 1u128 << board.goal;
    let mut frontier = vec![board.goal];
    while let Some(at) = frontier.pop() {
        for &n in board.neighbour_indices(at) {
            let bit = 1u128 << n;
            if reached & bit == 0 {
                reached |= bit;
                frontier.push(n);
            }
        }
    }
    for colour in Colour::ALL {
        let Some(entry) = board.entry_index(colour) else { continue };
        if reached & 1u128 << entry == 0 {
            let (line, column) = house_marks.get(colour.index()).copied().flatten().unwrap_or((0, 0));
            return Err(MapError::GoalUnreachable {
                line,
                column,
                colour,
                entry: board.entry(colour).unwrap_or_else(|| board.goal()),
            });
        }
    }
    if let (Some(exit), Some(noted)) = (board.forest_exit, comments.forest)
        && reached & 1u128 << exit == 0
    {
        return Err(MapError::GoalUnreachableFromForest {
            line: noted.line,
            column: noted.column,
            exit: noted.value,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comment_value_columns_point_at_the_value() {
        let text = "#  pieces: 99\n..G\n..o\n1.2\n";
        let err = Board::from_map("m", text).expect_err("too many pieces");
        assert_eq!(err.location(), Some((1, 12)));
    }
}
