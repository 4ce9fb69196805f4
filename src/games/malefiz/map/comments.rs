//! A map's data comments (`# village: rows A-B`, `# forest: SQUARE`,
//! `# pieces: N`): reading them, checking them against the grid, and what
//! is wrong with one ([`CommentProblem`]).

use super::super::board::Board;
use super::super::rules::MAX_PIECES;
use super::super::square::{MAX_ROWS, Square, SquareError};
use super::MapError;
use std::fmt;

/// What is wrong with a data comment's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommentProblem {
    /// `# village:` not written `rows A-B` (or `rows A`) with rows on a map.
    RowsUsage,
    /// The village's first row is above its last.
    RowsReversed {
        /// The first row as written.
        low: u8,
        /// The last.
        high: u8,
    },
    /// The village's rows go past the map's top row.
    RowsPastTop {
        /// The first row.
        low: u8,
        /// The last.
        high: u8,
        /// The map's top row.
        top: u8,
    },
    /// The village's rows hold no space.
    RowsEmpty {
        /// The first row.
        low: u8,
        /// The last.
        high: u8,
    },
    /// `# forest:` does not name a square.
    NoExit(SquareError),
    /// The forest's exit is not a space of the map.
    ExitNotOnMap(Square),
    /// The forest's exit is the goal.
    ExitOnGoal,
    /// `# pieces:` is not a count the game allows.
    Pieces,
}

impl fmt::Display for CommentProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommentProblem::RowsUsage => f.write_str("must read `rows A-B`, rows counted from the bottom row (1)"),
            CommentProblem::RowsReversed { low, high } => {
                write!(f, "rows {low}-{high}: the first row must not be above the last")
            }
            CommentProblem::RowsPastTop { low, high, top } => {
                write!(f, "rows {low}-{high} go past the top row, {top}")
            }
            CommentProblem::RowsEmpty { low, high } => write!(f, "rows {low}-{high} hold no space"),
            CommentProblem::NoExit(e) => write!(f, "must name the forest's exit space: {e}"),
            CommentProblem::ExitNotOnMap(exit) => write!(f, "{exit} is not a space on this map"),
            CommentProblem::ExitOnGoal => f.write_str("the forest cannot open onto the goal"),
            CommentProblem::Pieces => write!(f, "must give the pieces per colour, 1–{MAX_PIECES}"),
        }
    }
}

/// A data comment's value and where it was written.
#[derive(Clone, Copy, Debug)]
pub(super) struct Noted<T> {
    pub(super) line: usize,
    pub(super) column: usize,
    pub(super) value: T,
}

/// The data comments of a map.
#[derive(Default)]
pub(super) struct Comments {
    pub(super) village: Option<Noted<(u8, u8)>>,
    pub(super) forest: Option<Noted<Square>>,
    pub(super) pieces: Option<Noted<u8>>,
}

impl Comments {
    /// Reads one comment line (`body` is what follows the `#`); comments
    /// without a known key are prose and ignored.
    pub(super) fn read(&mut self, line_no: usize, line: &str, body: &str) -> Result<(), MapError> {
        let body = body.trim_start();
        for key in ["village", "forest", "pieces"] {
            let Some(value) = body.strip_prefix(key).and_then(|rest| rest.strip_prefix(':')) else {
                continue;
            };
            let value = value.trim_start();
            let column = line.chars().count() - value.chars().count() + 1;
            let bad = |problem: CommentProblem| MapError::BadComment { line: line_no, column, key, problem };
            let repeated = MapError::RepeatedComment { line: line_no, column, key };
            let first = value.split_whitespace().next().unwrap_or("");
            match key {
                "village" => {
                    let rows = read_village_rows(value).map_err(bad)?;
                    if self.village.is_some() {
                        return Err(repeated);
                    }
                    self.village = Some(Noted { line: line_no, column, value: rows });
                }
                "forest" => {
                    let exit: Square = first.parse().map_err(|e| bad(CommentProblem::NoExit(e)))?;
                    if self.forest.is_some() {
                        return Err(repeated);
                    }
                    self.forest = Some(Noted { line: line_no, column, value: exit });
                }
                _ => {
                    let count = first.parse::<u8>().ok().filter(|n| (1..=MAX_PIECES).contains(n));
                    let Some(count) = count else {
                        return Err(bad(CommentProblem::Pieces));
                    };
                    if self.pieces.is_some() {
                        return Err(repeated);
                    }
                    self.pieces = Some(Noted { line: line_no, column, value: count });
                }
            }
            return Ok(());
        }
        Ok(())
    }
}

/// Reads `rows A-B` (or `rows A`), ignoring any words after it.
fn read_village_rows(value: &str) -> Result<(u8, u8), CommentProblem> {
    let mut words = value.split_whitespace();
    if words.next() != Some("rows") {
        return Err(CommentProblem::RowsUsage);
    }
    let range = words.next().ok_or(CommentProblem::RowsUsage)?;
    let number = |text: &str| {
        let ok = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        ok.then(|| text.parse::<u8>().ok()).flatten().filter(|r| (1..=MAX_ROWS).contains(r))
    };
    let (low, high) = match range.split_once('-') {
        Some((a, b)) => (number(a), number(b)),
        None => (number(range), number(range)),
    };
    let (Some(low), Some(high)) = (low, high) else {
        return Err(CommentProblem::RowsUsage);
    };
    if low > high {
        return Err(CommentProblem::RowsReversed { low, high });
    }
    Ok((low, high))
}

/// Checks the village rows and the forest exit against the grid.
pub(super) fn read_village_and_forest(board: &mut Board, comments: &Comments) -> Result<(), MapError> {
    match (comments.village, comments.forest) {
        (Some(village), None) => return Err(MapError::VillageWithoutForest { line: village.line }),
        (None, Some(forest)) => return Err(MapError::ForestWithoutVillage { line: forest.line }),
        _ => {}
    }
    if let Some(Noted { line, column, value: (low, high) }) = comments.village {
        if high > board.rows {
            return Err(MapError::BadComment {
                line,
                column,
                key: "village",
                problem: CommentProblem::RowsPastTop { low, high, top: board.rows },
            });
        }
        let mut any = false;
        for space in &mut board.spaces {
            space.village = (low..=high).contains(&space.square.row());
            any |= space.village;
        }
        if !any {
            return Err(MapError::BadComment {
                line,
                column,
                key: "village",
                problem: CommentProblem::RowsEmpty { low, high },
            });
        }
        board.village_rows = Some((low, high));
    }
    if let Some(Noted { line, column, value: exit }) = comments.forest {
        let bad = |problem| MapError::BadComment { line, column, key: "forest", problem };
        let Some(index) = board.index_of(exit) else {
            return Err(bad(CommentProblem::ExitNotOnMap(exit)));
        };
        if index == board.goal {
            return Err(bad(CommentProblem::ExitOnGoal));
        }
        board.forest_exit = Some(index);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const TINY: &str = "..G..\n..B..\nooooo\n1...3\n";

    /// What is wrong with `comment`, written above a small map.
    fn problem(comment: &str) -> (CommentProblem, String) {
        match Board::from_map("m", &format!("{comment}\n{TINY}")) {
            Err(MapError::BadComment { problem, .. }) => {
                let words = problem.to_string();
                (problem, words)
            }
            other => panic!("{comment}: {other:?}"),
        }
    }

    #[test]
    fn a_bad_comment_says_what_is_wrong_as_data_in_the_words_it_always_had() {
        let square = |text: &str| text.parse::<Square>().expect("a square");
        let cases = [
            ("# village: lines 1-2", CommentProblem::RowsUsage, "must read `rows A-B`, rows counted from the bottom row (1)"),
            ("# village: rows 9-7", CommentProblem::RowsReversed { low: 9, high: 7 }, "rows 9-7: the first row must not be above the last"),
            ("# forest: b1\n# village: rows 3-9", CommentProblem::RowsPastTop { low: 3, high: 9, top: 3 }, "rows 3-9 go past the top row, 3"),
            ("# forest: a2\n# village: rows 2-2", CommentProblem::ExitNotOnMap(square("a2")), "a2 is not a space on this map"),
            ("# forest: c3\n# village: rows 2-2", CommentProblem::ExitOnGoal, "the forest cannot open onto the goal"),
            ("# pieces: 0", CommentProblem::Pieces, "must give the pieces per colour, 1–16"),
        ];
        for (comment, expected, words) in cases {
            assert_eq!(problem(comment), (expected, words.to_owned()), "{comment}");
        }
        let (exit, words) = problem("# forest: 5i");
        assert!(matches!(exit, CommentProblem::NoExit(_)), "{exit:?}");
        assert!(words.starts_with("must name the forest's exit space: `5i` is not a square"), "{words}");
    }
}
