//! The one-line position string of the rules file: board, colour to move,
//! one `colour:pieces` field per colour in play, and the barricades.
//!
//! `classic r r:5h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3`
//!
//! Printing is canonical: colour fields in the order of play; within a
//! field the squares in reading order (top row first, left to right, as
//! the rules' example lists the barricades), then `Nh` and `Nf` when not 0;
//! a colour with no pieces at all is written `0h`; no barricades is `x:`.
//! Reading is lenient about the order of fields and items.
//!
//! The string holds no roll and no random generator: a game read from it
//! waits for `roll`, with the generator seeded by 0 (see
//! [`Malefiz::with_seed`] and [`Malefiz::set_roll`]). Piece counts are not
//! checked against the board (tests and puzzles may use any), up to
//! [`MAX_PIECES`] a colour. A piece on the goal means that colour has won.

use super::board::Board;
use super::colour::{Colour, Colours};
use super::rules::{MAX_PIECES, MIN_COLOURS};
use super::square::{Square, SquareError};
use super::state::{Malefiz, Phase, Pos, bit, indices};
use crate::core::Rng;
use std::fmt;
use std::fmt::Write as _;
use std::sync::Arc;

/// A position string that cannot be read, with where and why. Fields are
/// numbered from 1 (the board is field 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Fewer fields than board, colour to move, two colours and barricades.
    FieldCount {
        /// How many there were.
        found: usize,
    },
    /// The board is not a built-in one.
    UnknownBoard {
        /// The name as given.
        name: String,
    },
    /// The position names another board than the one it is read for.
    WrongBoard {
        /// The name in the position.
        found: String,
        /// The board's name.
        expected: String,
    },
    /// The colour to move is not `r`, `g`, `y` or `b`.
    ToMove {
        /// The field as given.
        found: String,
    },
    /// The colour to move has no field.
    ToMoveNotInPlay {
        /// Which.
        colour: Colour,
    },
    /// A field that is not `key:list`.
    BadField {
        /// Its number.
        field: usize,
        /// The field as given.
        text: String,
    },
    /// A key that is no colour letter and not `x`.
    UnknownKey {
        /// Its number.
        field: usize,
        /// The key as given.
        key: String,
    },
    /// A colour with two fields.
    RepeatedColour {
        /// The second field's number.
        field: usize,
        /// Which.
        colour: Colour,
    },
    /// Two `x:` fields.
    RepeatedBarricades {
        /// The second field's number.
        field: usize,
    },
    /// No `x:` field.
    NoBarricadeField,
    /// Fewer than two colour fields.
    TooFewColours {
        /// How many there were.
        found: usize,
    },
    /// A colour with no house on this board.
    NoHouse {
        /// The field's number.
        field: usize,
        /// Which.
        colour: Colour,
    },
    /// An item that is neither a square nor a count like `5h` / `2f`.
    BadItem {
        /// The field's number.
        field: usize,
        /// The item as given.
        item: String,
        /// What is wrong.
        problem: ItemProblem,
    },
    /// A square that is not a space on this board.
    NotASpace {
        /// The field's number.
        field: usize,
        /// The square.
        square: Square,
    },
    /// A square listed twice (two pieces, or a piece and a barricade).
    SquareTwice {
        /// The field's number where it is listed the second time.
        field: usize,
        /// The square.
        square: Square,
    },
    /// Pieces in the forest on a board without one.
    NoForest {
        /// The field's number.
        field: usize,
    },
    /// More than the most pieces a colour may have.
    TooManyPieces {
        /// The field's number.
        field: usize,
        /// Which.
        colour: Colour,
    },
    /// A barricade where none may ever stand.
    BarricadeNotAllowed {
        /// The field's number.
        field: usize,
        /// The square.
        square: Square,
        /// Why (the bottom row, the goal, a resting space).
        reason: &'static str,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionError::*;
        match self {
            FieldCount { found: 0 } => f.write_str("the position is empty"),
            FieldCount { found } => write!(
                f,
                "a position has the board, the colour to move, a field per colour in play and the barricades \
                 (like `classic r r:5h y:5h x:i13,a3`); found {found} field(s)"
            ),
            UnknownBoard { name } => {
                write!(f, "unknown board `{name}`: the built-in boards are classic and fast")
            }
            WrongBoard { found, expected } => {
                write!(f, "the position is for the {found} board, not the {expected} board")
            }
            ToMove { found } => write!(f, "the colour to move `{found}` must be r, g, y or b"),
            ToMoveNotInPlay { colour } => {
                write!(f, "{colour} is to move but has no field (like `{}:5h`)", colour.letter())
            }
            BadField { field, text } => {
                write!(f, "field {field} `{text}` must be a colour letter or x, a colon and a list")
            }
            UnknownKey { field, key } => write!(f, "field {field}: `{key}` is not r, g, y, b or x"),
            RepeatedColour { field, colour } => write!(f, "field {field}: {colour} has a field already"),
            RepeatedBarricades { field } => {
                write!(f, "field {field}: the barricades (x:) are listed already")
            }
            NoBarricadeField => f.write_str("the barricade field `x:` is missing (write `x:` for none)"),
            TooFewColours { found } => write!(f, "Malefiz needs 2 to 4 colours in play, found {found}"),
            NoHouse { field, colour } => write!(f, "field {field}: this board has no house for {colour}"),
            BadItem { field, item, problem } => write!(f, "field {field}, `{item}`: {problem}"),
            NotASpace { field, square } => write!(f, "field {field}: {square} is not a space on this board"),
            SquareTwice { field, square } => {
                write!(f, "field {field}: {square} is taken twice (one piece or barricade per space)")
            }
            NoForest { field } => write!(f, "field {field}: this board has no forest for `f` pieces"),
            TooManyPieces { field, colour } => {
                write!(f, "field {field}: {colour} has more than {MAX_PIECES} pieces")
            }
            BarricadeNotAllowed { field, square, reason } => {
                write!(f, "field {field}: no barricade may stand on {square}, {reason}")
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// What is wrong with an item of a colour's field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ItemProblem {
    /// Nothing between two commas.
    Empty,
    /// `h` or `f` without a count before it.
    NoCount,
    /// A count that is not a whole number.
    NotWhole,
    /// A count above the pieces a colour has.
    TooMany,
    /// Neither a count nor a square (the square's reason).
    NotASquare(SquareError),
}

impl fmt::Display for ItemProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ItemProblem::Empty => f.write_str("an empty item (two commas in a row?)"),
            ItemProblem::NoCount => f.write_str("the count before the letter is missing"),
            ItemProblem::NotWhole => f.write_str("a count must be a whole number"),
            ItemProblem::TooMany => write!(f, "a colour has at most {MAX_PIECES} pieces"),
            ItemProblem::NotASquare(e) => write!(f, "not a square or a count like 5h or 2f: {}", e.problem),
        }
    }
}

/// A count of pieces in ASCII digits, at most `MAX_PIECES`.
fn count(text: &str) -> Result<u8, ItemProblem> {
    if text.is_empty() {
        return Err(ItemProblem::NoCount);
    }
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ItemProblem::NotWhole);
    }
    text.parse::<u8>().ok().filter(|&n| n <= MAX_PIECES).ok_or(ItemProblem::TooMany)
}

impl Malefiz {
    /// Reads a position string on a built-in board (see the module docs).
    /// Never panics; every malformed string gets a message naming the field
    /// and the problem.
    pub fn from_position(text: &str) -> Result<Malefiz, PositionError> {
        let name = text.split_ascii_whitespace().next().unwrap_or("");
        if name.is_empty() {
            return Err(PositionError::FieldCount { found: 0 });
        }
        let board =
            Board::builtin(name).ok_or_else(|| PositionError::UnknownBoard { name: name.to_owned() })?;
        Malefiz::from_position_on(text, board)
    }

    /// Reads a position string on `board`, which the string must name.
    pub fn from_position_on(text: &str, board: Arc<Board>) -> Result<Malefiz, PositionError> {
        let fields: Vec<&str> = text.split_ascii_whitespace().collect();
        let [name, to_move, rest @ ..] = fields.as_slice() else {
            return Err(PositionError::FieldCount { found: fields.len() });
        };
        if *name != board.name() {
            return Err(PositionError::WrongBoard {
                found: (*name).to_owned(),
                expected: board.name().to_owned(),
            });
        }
        let mut chars = to_move.chars();
        let turn = match (chars.next().and_then(Colour::from_letter), chars.next()) {
            (Some(colour), None) => colour,
            _ => return Err(PositionError::ToMove { found: (*to_move).to_owned() }),
        };
        if rest.is_empty() {
            return Err(PositionError::FieldCount { found: fields.len() });
        }
        let mut reader = Reader::new(&board);
        for (field, text) in (3..).zip(rest.iter().copied()) {
            reader.field(field, text)?;
        }
        if !reader.seen_barricades {
            return Err(PositionError::NoBarricadeField);
        }
        let pos = &mut reader.pos;
        if pos.colours.len() < MIN_COLOURS {
            return Err(PositionError::TooFewColours { found: pos.colours.len() });
        }
        if !pos.colours.contains(turn) {
            return Err(PositionError::ToMoveNotInPlay { colour: turn });
        }
        pos.turn = turn;
        let goal = board.masks.goal;
        if let Some(winner) =
            Colour::ALL.into_iter().find(|c| pos.pieces.get(c.index()).is_some_and(|s| s & goal != 0))
        {
            pos.phase = Phase::Won { winner };
        }
        let pos = reader.pos;
        Ok(Malefiz { board, pos, rng: Rng::seeded(0) })
    }

    /// Writes the position string; `from_position` reads it back exactly
    /// (the roll and the random generator are not part of it).
    pub fn position(&self) -> String {
        let board = &*self.board;
        let mut text = String::with_capacity(96);
        let _ = write!(text, "{} {}", board.name(), self.pos.turn.letter());
        for colour in self.pos.colours.iter() {
            let _ = write!(text, " {}:", colour.letter());
            let mut items: Vec<String> = self.pieces_on_board(colour).iter().map(Square::to_string).collect();
            let (house, forest) = (self.in_house(colour), self.in_forest(colour));
            if house > 0 {
                items.push(format!("{house}h"));
            }
            if forest > 0 {
                items.push(format!("{forest}f"));
            }
            if items.is_empty() {
                items.push("0h".to_owned());
            }
            text.push_str(&items.join(","));
        }
        let barricades: Vec<String> =
            indices(self.pos.barricades).filter_map(|i| board.square_of(i)).map(|s| s.to_string()).collect();
        let _ = write!(text, " x:{}", barricades.join(","));
        text
    }
}

/// Reads the fields after the colour to move into a position.
struct Reader<'a> {
    board: &'a Board,
    pos: Pos,
    /// Every space listed so far (pieces and barricades).
    taken: u128,
    seen_barricades: bool,
}

impl<'a> Reader<'a> {
    fn new(board: &'a Board) -> Reader<'a> {
        let pos = Pos {
            pieces: [0; 4],
            house: [0; 4],
            forest: [0; 4],
            barricades: 0,
            colours: Colours::EMPTY,
            turn: Colour::Red,
            phase: Phase::Roll,
        };
        Reader { board, pos, taken: 0, seen_barricades: false }
    }

    /// Reads field number `field`.
    fn field(&mut self, field: usize, text: &str) -> Result<(), PositionError> {
        let Some((key, list)) = text.split_once(':') else {
            return Err(PositionError::BadField { field, text: text.to_owned() });
        };
        let items = list.split(',').filter(|_| !list.is_empty());
        if key == "x" {
            if self.seen_barricades {
                return Err(PositionError::RepeatedBarricades { field });
            }
            self.seen_barricades = true;
            for item in items {
                let index = self.square(field, item)?;
                self.barricade(field, index)?;
            }
            return Ok(());
        }
        let mut chars = key.chars();
        let colour = match (chars.next().and_then(Colour::from_letter), chars.next()) {
            (Some(colour), None) => colour,
            _ => return Err(PositionError::UnknownKey { field, key: key.to_owned() }),
        };
        if self.pos.colours.contains(colour) {
            return Err(PositionError::RepeatedColour { field, colour });
        }
        if self.board.entry(colour).is_none() {
            return Err(PositionError::NoHouse { field, colour });
        }
        self.pos.colours = self.pos.colours.with(colour);
        let c = colour.index();
        let mut total: u32 = 0;
        for item in items {
            let bad = |problem| PositionError::BadItem { field, item: item.to_owned(), problem };
            if let Some(n) = item.strip_suffix('h') {
                let n = count(n).map_err(bad)?;
                total += u32::from(n);
                if let Some(house) = self.pos.house.get_mut(c) {
                    *house = house.saturating_add(n);
                }
            } else if let Some(n) = item.strip_suffix('f') {
                let n = count(n).map_err(bad)?;
                if self.board.forest_index().is_none() {
                    return Err(PositionError::NoForest { field });
                }
                total += u32::from(n);
                if let Some(forest) = self.pos.forest.get_mut(c) {
                    *forest = forest.saturating_add(n);
                }
            } else {
                let index = self.square(field, item)?;
                total += 1;
                if let Some(set) = self.pos.pieces.get_mut(c) {
                    *set |= bit(index);
                }
            }
        }
        if total > u32::from(MAX_PIECES) {
            return Err(PositionError::TooManyPieces { field, colour });
        }
        Ok(())
    }

    /// Reads a square item that must be a free space of the board, and
    /// marks it taken.
    fn square(&mut self, field: usize, item: &str) -> Result<u8, PositionError> {
        if item.is_empty() {
            return Err(PositionError::BadItem {
                field,
                item: String::new(),
                problem: ItemProblem::Empty,
            });
        }
        let square: Square = item.parse().map_err(|e: SquareError| PositionError::BadItem {
            field,
            item: item.to_owned(),
            problem: ItemProblem::NotASquare(e),
        })?;
        let Some(index) = self.board.index_of(square) else {
            return Err(PositionError::NotASpace { field, square });
        };
        if self.taken & bit(index) != 0 {
            return Err(PositionError::SquareTwice { field, square });
        }
        self.taken |= bit(index);
        Ok(index)
    }

    /// Puts a barricade on space `index`, where one may stand.
    fn barricade(&mut self, field: usize, index: u8) -> Result<(), PositionError> {
        let masks = &self.board.masks;
        let b = bit(index);
        let reason = if masks.bottom & b != 0 {
            Some("the bottom row")
        } else if masks.goal & b != 0 {
            Some("the goal")
        } else if masks.resting & b != 0 {
            Some("a resting space")
        } else {
            None
        };
        if let (Some(reason), Some(square)) = (reason, self.board.square_of(index)) {
            return Err(PositionError::BarricadeNotAllowed { field, square, reason });
        }
        self.pos.barricades |= b;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "classic r r:5h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";

    fn sq(text: &str) -> Square {
        text.parse().expect("a square")
    }

    #[test]
    fn start_position_prints_as_in_the_rules() {
        assert_eq!(Malefiz::classic_start(0).position(), START);
        assert_eq!(Malefiz::from_position(START).expect("valid").position(), START);
    }

    #[test]
    fn printing_is_canonical() {
        let text = "classic y y:2h,c3,c5 x:a3 r:a12,1h,k3";
        let game = Malefiz::from_position(text).expect("valid");
        assert_eq!(game.position(), "classic y r:a12,k3,1h y:c5,c3,2h x:a3");
        let fast = Malefiz::from_position("fast g g:1f,1h,i5 b: x:").expect("valid");
        assert_eq!(fast.position(), "fast g g:i5,1h,1f b:0h x:");
    }

    #[test]
    fn a_piece_on_the_goal_has_won() {
        let game = Malefiz::from_position("classic y r:i14,4h y:5h x:i13").expect("valid");
        assert_eq!(game.winner(), Some(Colour::Red));
        assert_eq!(game.phase(), Phase::Won { winner: Colour::Red });
    }

    #[test]
    fn malformed_positions_name_the_place() {
        use PositionError::*;
        let cases: Vec<(&str, PositionError)> = vec![
            ("", FieldCount { found: 0 }),
            ("classic", FieldCount { found: 1 }),
            ("classic r", FieldCount { found: 2 }),
            ("chess r r:5h y:5h x:", UnknownBoard { name: "chess".into() }),
            ("classic x r:5h y:5h x:", ToMove { found: "x".into() }),
            ("classic ry r:5h y:5h x:", ToMove { found: "ry".into() }),
            ("classic g r:5h y:5h x:", ToMoveNotInPlay { colour: Colour::Green }),
            ("classic r r:5h y:5h", NoBarricadeField),
            ("classic r r:5h x:", TooFewColours { found: 1 }),
            ("classic r r5h y:5h x:", BadField { field: 3, text: "r5h".into() }),
            ("classic r r:5h q:5h x:", UnknownKey { field: 4, key: "q".into() }),
            ("classic r r:5h r:5h x:", RepeatedColour { field: 4, colour: Colour::Red }),
            ("classic r r:5h y:5h x: x:", RepeatedBarricades { field: 6 }),
            ("classic r r:c2,4h y:5h x:", NotASpace { field: 3, square: sq("c2") }),
            ("classic r r:c3,4h y:c3,4h x:", SquareTwice { field: 4, square: sq("c3") }),
            ("classic r r:c3,4h y:5h x:c3", SquareTwice { field: 5, square: sq("c3") }),
            ("classic r r:5f y:5h x:", NoForest { field: 3 }),
            ("classic r r:16h,c3 y:5h x:", TooManyPieces { field: 3, colour: Colour::Red }),
            (
                "classic r r:5h y:5h x:c1",
                BarricadeNotAllowed { field: 5, square: sq("c1"), reason: "the bottom row" },
            ),
            (
                "classic r r:5h y:5h x:i14",
                BarricadeNotAllowed { field: 5, square: sq("i14"), reason: "the goal" },
            ),
            (
                "fast r r:4h y:4h x:g7",
                BarricadeNotAllowed { field: 5, square: sq("g7"), reason: "a resting space" },
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(Malefiz::from_position(text), Err(expected), "{text}");
        }
    }

    #[test]
    fn bad_items_say_what_is_wrong() {
        let msg = |t: &str| Malefiz::from_position(t).expect_err("malformed").to_string();
        assert!(msg("classic r r:xh y:5h x:").contains("field 3, `xh`: a count must be a whole number"));
        assert!(msg("classic r r:h y:5h x:").contains("count before the letter is missing"));
        assert!(msg("classic r r:c3,,4h y:5h x:").contains("empty item"));
        assert!(msg("classic r r:C3 y:5h x:").contains("not a square or a count"));
        assert!(msg("classic r r:99h y:5h x:").contains("at most 16"));
    }

    #[test]
    fn a_bad_item_says_what_is_wrong_as_data_in_the_words_it_always_had() {
        let problem = |t: &str| match Malefiz::from_position(t) {
            Err(PositionError::BadItem { problem, .. }) => problem,
            other => panic!("{t}: {other:?}"),
        };
        let cases = [
            ("classic r r:xh y:5h x:", ItemProblem::NotWhole, "a count must be a whole number"),
            ("classic r r:h y:5h x:", ItemProblem::NoCount, "the count before the letter is missing"),
            ("classic r r:c3,,4h y:5h x:", ItemProblem::Empty, "an empty item (two commas in a row?)"),
            ("classic r r:99h y:5h x:", ItemProblem::TooMany, "a colour has at most 16 pieces"),
        ];
        for (text, expected, words) in cases {
            assert_eq!(problem(text), expected, "{text}");
            assert_eq!(expected.to_string(), words);
        }
        let square = problem("classic r r:C3 y:5h x:");
        assert!(matches!(square, ItemProblem::NotASquare(_)), "{square:?}");
        assert!(square.to_string().starts_with("not a square or a count like 5h or 2f: "), "{square}");
    }

    #[test]
    fn a_position_must_name_its_board() {
        let err = Malefiz::from_position_on(START, Board::fast()).expect_err("wrong board");
        assert_eq!(err, PositionError::WrongBoard { found: "classic".into(), expected: "fast".into() });
    }

    #[test]
    fn junk_never_panics() {
        for text in
            ["é", "classic é é:é x:é", "classic r r:5h y:5h x:z99", "classic r r:a255 y:5h x:", "\u{0}"]
        {
            assert!(Malefiz::from_position(text).is_err(), "{text}");
        }
    }
}
