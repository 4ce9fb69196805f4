//! The one-line position string of the rules file: boards, side to move,
//! score, quiet plies, and (when nonzero) the passes in a row.
//!
//! `llm1/mss1/4/4/4/4/mss1/llm1|1mll/1ssm/4/4/4/4/1ssm/1mll S 0-0 0`
//!
//! [house] With four players the side to move is a seat code (`SL`, `NL`,
//! `SR`, `NR`); an optional fifth field `pN` counts the passes in a row.
//! Piece counts are not checked: tests and puzzles may use any position.

use super::piece::Size;
use super::rules::{Players, Rules};
use super::square::{Board, Square};
use super::state::Malice;
use std::fmt;
use std::fmt::Write as _;

/// The seat codes of the four-player game, in seat order.
const FOUR_PLAYER_SEATS: [&str; 4] = ["SL", "NL", "SR", "NR"];
/// The side codes of the two-player game, in seat order.
const TWO_PLAYER_SEATS: [&str; 2] = ["S", "N"];
/// Squares in a rank of one board.
const FILES: u8 = 4;
/// Ranks on one board.
const RANKS: usize = 8;

/// A position string that cannot be read, with where and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Not 4 or 5 space-separated fields.
    FieldCount {
        /// How many there were.
        found: usize,
    },
    /// The first field does not hold exactly two boards separated by `|`.
    BoardCount {
        /// How many boards there were.
        found: usize,
    },
    /// A board does not have exactly 8 ranks separated by `/`.
    RankCount {
        /// Which board.
        board: Board,
        /// How many ranks it had.
        found: usize,
    },
    /// A character that is neither a piece nor a run of empty squares.
    BadChar {
        /// Which board.
        board: Board,
        /// Which rank (1–8).
        rank: u8,
        /// Its place in the rank's text, from 1.
        column: usize,
        /// The character.
        found: char,
    },
    /// A run of empty squares outside 1–4.
    BadDigit {
        /// Which board.
        board: Board,
        /// Which rank.
        rank: u8,
        /// Its place in the rank's text, from 1.
        column: usize,
        /// The digit.
        found: char,
    },
    /// Two runs of empty squares next to each other (write one run).
    AdjacentDigits {
        /// Which board.
        board: Board,
        /// Which rank.
        rank: u8,
        /// The place of the second digit, from 1.
        column: usize,
    },
    /// A rank describes more than 4 squares.
    RankTooLong {
        /// Which board.
        board: Board,
        /// Which rank.
        rank: u8,
        /// The place of the character that went past file d, from 1.
        column: usize,
    },
    /// A rank describes fewer than 4 squares.
    RankTooShort {
        /// Which board.
        board: Board,
        /// Which rank.
        rank: u8,
        /// How many squares it describes.
        squares: u8,
    },
    /// The side-to-move field is not a seat of this game.
    SideToMove {
        /// The field as given.
        found: String,
        /// The number of players the game is set up for.
        players: Players,
    },
    /// The score is not `south-north` in whole numbers.
    Score {
        /// The field as given.
        found: String,
    },
    /// The quiet-ply count is not a whole number.
    QuietPlies {
        /// The field as given.
        found: String,
    },
    /// The fifth field is not `p` and a whole number.
    Passes {
        /// The field as given.
        found: String,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionError::*;
        match self {
            FieldCount { found: 0 } => f.write_str("the position is empty"),
            FieldCount { found } => write!(
                f,
                "a position has 4 or 5 fields separated by spaces (boards, side to move, score, quiet plies, \
                 optional passes), found {found}"
            ),
            BoardCount { found } => {
                write!(f, "the first field must hold two boards separated by `|`, found {found}")
            }
            RankCount { board, found } => {
                write!(f, "board {board} must have 8 ranks separated by `/`, found {found}")
            }
            BadChar { board, rank, column, found } => {
                write!(
                    f,
                    "board {board}, rank {rank}, character {column}: `{found}` is not a piece (s, m, l) or a run of empty squares (1–4)"
                )?;
                if Size::from_letter(found.to_ascii_lowercase()).is_some() {
                    f.write_str("; pieces are written in lower case")?;
                }
                Ok(())
            }
            BadDigit { board, rank, column, found } => write!(
                f,
                "board {board}, rank {rank}, character {column}: a run of empty squares is 1–4, not `{found}`"
            ),
            AdjacentDigits { board, rank, column } => write!(
                f,
                "board {board}, rank {rank}, character {column}: two runs of empty squares in a row; write them as one digit"
            ),
            RankTooLong { board, rank, column } => {
                write!(f, "board {board}, rank {rank}, character {column}: the rank has more than 4 squares")
            }
            RankTooShort { board, rank, squares } => {
                write!(f, "board {board}, rank {rank}: the rank has {squares} squares, not 4")
            }
            SideToMove { found, players: Players::Two } => {
                write!(f, "side to move `{found}` must be S or N")?;
                if FOUR_PLAYER_SEATS.contains(&found.as_str()) {
                    f.write_str(" (seat codes like SL are for the four-player game)")?;
                }
                Ok(())
            }
            SideToMove { found, players: Players::Four } => {
                write!(f, "seat to move `{found}` must be SL, NL, SR or NR")?;
                if TWO_PLAYER_SEATS.contains(&found.as_str()) {
                    f.write_str(" (S and N are for the two-player game)")?;
                }
                Ok(())
            }
            Score { found } => {
                write!(f, "score `{found}` must be two whole numbers, south-north, like 0-0")
            }
            QuietPlies { found } => write!(f, "quiet plies `{found}` must be a whole number"),
            Passes { found } => write!(f, "passes `{found}` must be `p` and a whole number, like p1"),
        }
    }
}

impl std::error::Error for PositionError {}

/// A whole number written in ASCII digits only (no sign, no spaces).
fn count(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

impl Malice {
    /// Reads a position string (see the module docs). Never panics; every
    /// malformed string gets a message naming the place and the problem.
    pub fn from_position(text: &str, rules: Rules) -> Result<Malice, PositionError> {
        let fields: Vec<&str> = text.split_ascii_whitespace().collect();
        let [boards, side, score, quiet, rest @ ..] = fields.as_slice() else {
            return Err(PositionError::FieldCount { found: fields.len() });
        };
        let passes = match rest {
            [] => None,
            [passes] => Some(*passes),
            _ => return Err(PositionError::FieldCount { found: fields.len() }),
        };
        let mut game = Malice::empty(rules);
        read_boards(&mut game, boards)?;

        let codes: &[&str] = match rules.players {
            Players::Two => &TWO_PLAYER_SEATS,
            Players::Four => &FOUR_PLAYER_SEATS,
        };
        let seat = codes.iter().position(|code| code == side);
        game.turn = seat
            .and_then(|s| u8::try_from(s).ok())
            .ok_or_else(|| PositionError::SideToMove { found: (*side).to_owned(), players: rules.players })?;

        let score_error = || PositionError::Score { found: (*score).to_owned() };
        let (south, north) = score.split_once('-').ok_or_else(score_error)?;
        game.scores = [count(south).ok_or_else(score_error)?, count(north).ok_or_else(score_error)?];

        game.quiet = count(quiet).ok_or_else(|| PositionError::QuietPlies { found: (*quiet).to_owned() })?;

        if let Some(passes) = passes {
            game.passes = passes
                .strip_prefix('p')
                .and_then(count)
                .ok_or_else(|| PositionError::Passes { found: passes.to_owned() })?;
        }
        Ok(game)
    }

    /// Writes the position string; `from_position` reads it back exactly.
    pub fn position(&self) -> String {
        let mut text = String::with_capacity(80);
        for board in Board::ALL {
            if board == Board::R {
                text.push('|');
            }
            for rank in (1..=8).rev() {
                if rank != 8 {
                    text.push('/');
                }
                let mut empty = 0;
                for file in 0..FILES {
                    match Square::new(board, file, rank).and_then(|sq| self.piece_at(sq)) {
                        None => empty += 1,
                        Some(size) => {
                            if empty > 0 {
                                let _ = write!(text, "{empty}");
                                empty = 0;
                            }
                            text.push(size.letter());
                        }
                    }
                }
                if empty > 0 {
                    let _ = write!(text, "{empty}");
                }
            }
        }
        let seat = self.turn_seat();
        let code = match self.rules.players {
            Players::Two => TWO_PLAYER_SEATS.get(seat),
            Players::Four => FOUR_PLAYER_SEATS.get(seat),
        };
        let _ =
            write!(text, " {} {}-{} {}", code.unwrap_or(&"?"), self.scores[0], self.scores[1], self.quiet);
        if self.passes > 0 {
            let _ = write!(text, " p{}", self.passes);
        }
        text
    }
}

/// Reads the `L|R` field into `game`'s pieces.
fn read_boards(game: &mut Malice, field: &str) -> Result<(), PositionError> {
    let boards: Vec<&str> = field.split('|').collect();
    let [left, right] = boards.as_slice() else {
        return Err(PositionError::BoardCount { found: boards.len() });
    };
    for (board, text) in [(Board::L, left), (Board::R, right)] {
        let ranks: Vec<&str> = text.split('/').collect();
        if ranks.len() != RANKS {
            return Err(PositionError::RankCount { board, found: ranks.len() });
        }
        for (rank, rank_text) in (1..=8u8).rev().zip(ranks) {
            read_rank(game, board, rank, rank_text)?;
        }
    }
    Ok(())
}

/// Reads one rank of one board, files a→d.
fn read_rank(game: &mut Malice, board: Board, rank: u8, text: &str) -> Result<(), PositionError> {
    let mut file: u8 = 0;
    let mut after_digit = false;
    for (i, c) in text.chars().enumerate() {
        let column = i + 1;
        if file >= FILES {
            return Err(PositionError::RankTooLong { board, rank, column });
        }
        if let Some(size) = Size::from_letter(c) {
            if let Some(sq) = Square::new(board, file, rank) {
                game.by_size[size.index()] |= sq.bit();
            }
            file += 1;
            after_digit = false;
        } else if let Some(digit) = c.to_digit(10) {
            if after_digit {
                return Err(PositionError::AdjacentDigits { board, rank, column });
            }
            let run = u8::try_from(digit).ok().filter(|d| (1..=FILES).contains(d));
            let Some(run) = run else {
                return Err(PositionError::BadDigit { board, rank, column, found: c });
            };
            if file + run > FILES {
                return Err(PositionError::RankTooLong { board, rank, column });
            }
            file += run;
            after_digit = true;
        } else {
            return Err(PositionError::BadChar { board, rank, column, found: c });
        }
    }
    if file < FILES {
        return Err(PositionError::RankTooShort { board, rank, squares: file });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "llm1/mss1/4/4/4/4/mss1/llm1|1mll/1ssm/4/4/4/4/1ssm/1mll S 0-0 0";

    fn parse(text: &str) -> Result<Malice, PositionError> {
        Malice::from_position(text, Rules::default())
    }

    #[test]
    fn start_position_prints_as_in_the_rules() {
        assert_eq!(Malice::new(Rules::default()).position(), START);
        assert_eq!(parse(START), Ok(Malice::new(Rules::default())));
    }

    #[test]
    fn extra_whitespace_is_allowed() {
        let spaced = format!("  {}  ", START.replace(' ', "   "));
        assert_eq!(parse(&spaced), Ok(Malice::new(Rules::default())));
    }

    #[test]
    fn passes_field_is_read_and_printed_only_when_nonzero() {
        let text = START.replace(" 0-0 0", " 3-1 7 p1");
        let game = parse(&text).expect("valid");
        assert_eq!(game.passes(), 1);
        assert_eq!(game.position(), text);
        let zero = parse(&format!("{START} p0")).expect("valid");
        assert_eq!(zero.position(), START);
    }

    #[test]
    fn four_player_positions_use_seat_codes() {
        let rules = Rules::four_players();
        for (seat, code) in FOUR_PLAYER_SEATS.iter().enumerate() {
            let text = START.replace(" S ", &format!(" {code} "));
            let game = Malice::from_position(&text, rules).expect("valid");
            assert_eq!(game.turn_seat(), seat);
            assert_eq!(game.position(), text);
        }
    }

    #[test]
    fn malformed_positions_name_the_place() {
        use PositionError::*;
        let l = Board::L;
        let r = Board::R;
        let cases: Vec<(String, PositionError)> = vec![
            (String::new(), FieldCount { found: 0 }),
            (format!("{START} p1 x"), FieldCount { found: 6 }),
            ("4/4|4 S 0-0 0".to_owned(), RankCount { board: l, found: 2 }),
            (START.replace('|', "/"), BoardCount { found: 1 }),
            (START.replacen("mss1", "mxs1", 1), BadChar { board: l, rank: 7, column: 2, found: 'x' }),
            (START.replacen("llm1", "Llm1", 1), BadChar { board: l, rank: 8, column: 1, found: 'L' }),
            (START.replacen("1mll", "5mll", 1), BadDigit { board: r, rank: 8, column: 1, found: '5' }),
            (START.replacen("1mll", "0mll", 1), BadDigit { board: r, rank: 8, column: 1, found: '0' }),
            (START.replacen("/4/", "/22/", 1), AdjacentDigits { board: l, rank: 6, column: 2 }),
            (START.replacen("llm1", "llm2", 1), RankTooLong { board: l, rank: 8, column: 4 }),
            (START.replacen("llm1", "llm1s", 1), RankTooLong { board: l, rank: 8, column: 5 }),
            (START.replacen("llm1", "llm", 1), RankTooShort { board: l, rank: 8, squares: 3 }),
            (START.replacen("/4/", "//", 1), RankTooShort { board: l, rank: 6, squares: 0 }),
            (START.replace(" S ", " X "), SideToMove { found: "X".into(), players: Players::Two }),
            (START.replace(" S ", " SL "), SideToMove { found: "SL".into(), players: Players::Two }),
            (START.replace("0-0", "0"), Score { found: "0".into() }),
            (START.replace("0-0", "+1-0"), Score { found: "+1-0".into() }),
            (START.replace("0-0", "1-99999999999"), Score { found: "1-99999999999".into() }),
            (format!("{}x", START), QuietPlies { found: "0x".into() }),
            (format!("{START} 1"), Passes { found: "1".into() }),
            (format!("{START} p"), Passes { found: "p".into() }),
        ];
        for (text, expected) in cases {
            assert_eq!(parse(&text), Err(expected), "{text}");
        }
    }

    #[test]
    fn messages_are_specific() {
        let msg = |t: &str| parse(t).expect_err("malformed").to_string();
        assert_eq!(
            msg(&START.replacen("mss1", "mxs1", 1)),
            "board L, rank 7, character 2: `x` is not a piece (s, m, l) or a run of empty squares (1–4)"
        );
        assert!(msg(&START.replacen("llm1", "Llm1", 1)).ends_with("pieces are written in lower case"));
        assert!(msg(&START.replace(" S ", " SL ")).contains("four-player game"));
        let four = Malice::from_position(START, Rules::four_players()).expect_err("two-player code");
        assert!(four.to_string().contains("S and N are for the two-player game"), "{four}");
    }

    #[test]
    fn wrong_piece_counts_are_allowed() {
        let text = "4/4/4/4/4/4/4/s3|4/4/4/4/4/4/4/3l N 12-0 3";
        let game = parse(text).expect("valid");
        assert_eq!(game.quadrant_counts(), [1, 0, 1, 0]);
        assert_eq!(game.position(), text);
    }

    #[test]
    fn unicode_and_junk_never_panic() {
        for text in
            ["é", "|||||", "////////|//////// S 0-0 0", "ß/4/4/4/4/4/4/4|4/4/4/4/4/4/4/4 S 0-0 0", "\u{0}"]
        {
            assert!(parse(text).is_err(), "{text}");
        }
    }
}
