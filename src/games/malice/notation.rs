//! Moves and how they are written: `Lb2-c3`, `Lb2xc7`, `pass`.

use super::square::{Square, file_from_letter, file_problem, rank_from_digit, rank_problem};
pub use crate::core::NotationError;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One decision of the seat to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Move {
    /// A piece moves from `from` to `to` on the same board (and may then
    /// teleport to the dual of `to`); `capture` when `to` held a piece.
    Step {
        /// Where the piece stood.
        from: Square,
        /// Where it lands before teleporting.
        to: Square,
        /// Whether a piece on `to` is captured.
        capture: bool,
    },
    /// No legal move: the seat passes.
    Pass,
}

/// How a pass is written.
pub const PASS: &str = "pass";

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Step { from, to, capture } => {
                let sep = if *capture { 'x' } else { '-' };
                write!(f, "{from}{sep}{}{}", to.file_letter(), to.rank())
            }
            Move::Pass => f.write_str(PASS),
        }
    }
}

/// How moves are written, for the message about text that is not one.
pub const EXAMPLES: &str = "write moves like Lb2-c3, Lb2xc7 or pass";

impl FromStr for Move {
    type Err = NotationError;

    /// Reads a move as written, without looking at any position.
    fn from_str(text: &str) -> Result<Move, NotationError> {
        let fail = |problem: String| NotationError { text: text.to_owned(), problem, examples: EXAMPLES };
        if text.eq_ignore_ascii_case(PASS) {
            return Ok(Move::Pass);
        }
        if text.is_empty() {
            return Err(fail("it is empty".to_owned()));
        }
        let mut chars = text.chars();
        let from_text: String = chars.by_ref().take(3).collect();
        let from: Square = from_text.parse().map_err(|e: super::square::SquareError| fail(e.problem))?;
        let capture = match chars.next() {
            Some('-') => false,
            Some('x') => true,
            Some(c) => return Err(fail(format!("`{c}` after {from} should be `-` (move) or `x` (capture)"))),
            None => return Err(fail(format!("the destination after {from} is missing"))),
        };
        let file_char = chars.next();
        let file = file_char.and_then(file_from_letter).ok_or_else(|| fail(file_problem(file_char)))?;
        let rank_char = chars.next();
        let rank = rank_char.and_then(rank_from_digit).ok_or_else(|| fail(rank_problem(rank_char)))?;
        if chars.next().is_some() {
            return Err(fail("it has extra characters after the destination".to_owned()));
        }
        let to = Square::new(from.board(), file, rank)
            .ok_or_else(|| fail("the destination is off the board".to_owned()))?;
        Ok(Move::Step { from, to, capture })
    }
}

/// The arrow of a move-log line: `Lb2-c3 ⇒ Rb6`.
pub const LOG_ARROW: &str = "⇒";
/// The ASCII spelling of the arrow, accepted when reading.
pub const LOG_ARROW_ASCII: &str = "=>";
/// What a log line adds when the teleport was blocked.
pub const LOG_STAYS: &str = "(stays)";

/// The move-log line for `mv` when the moved piece ended on `landing`.
pub fn log_line(mv: &Move, landing: Option<Square>) -> String {
    match (mv, landing) {
        (Move::Step { to, .. }, Some(end)) if end == *to => format!("{mv} {LOG_STAYS}"),
        (Move::Step { .. }, Some(end)) => format!("{mv} {LOG_ARROW} {end}"),
        _ => mv.to_string(),
    }
}

/// Where a log line says the piece ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LogSuffix {
    /// Nothing was said.
    None,
    /// `(stays)`.
    Stays,
    /// `⇒ square`.
    Teleported(Square),
}

/// Splits a move-log line into the move text and what it says about the
/// landing square.
pub(crate) fn split_log_line(text: &str) -> Result<(&str, LogSuffix), NotationError> {
    let text = text.trim();
    if let Some(head) = text.strip_suffix(LOG_STAYS) {
        return Ok((head.trim_end(), LogSuffix::Stays));
    }
    let arrow = text.split_once(LOG_ARROW).or_else(|| text.split_once(LOG_ARROW_ASCII));
    let Some((head, tail)) = arrow else {
        return Ok((text, LogSuffix::None));
    };
    let end: Square = tail.trim().parse().map_err(|e: super::square::SquareError| NotationError {
        text: text.to_owned(),
        problem: format!("after {LOG_ARROW}: {e}"),
        examples: EXAMPLES,
    })?;
    Ok((head.trim_end(), LogSuffix::Teleported(end)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(text: &str) -> Square {
        text.parse().expect("a square")
    }

    #[test]
    fn writes_moves_captures_and_passes() {
        let step = Move::Step { from: sq("Lb2"), to: sq("Lc3"), capture: false };
        let capture = Move::Step { from: sq("Lb2"), to: sq("Lc7"), capture: true };
        assert_eq!(step.to_string(), "Lb2-c3");
        assert_eq!(capture.to_string(), "Lb2xc7");
        assert_eq!(Move::Pass.to_string(), "pass");
    }

    #[test]
    fn reads_what_it_writes() {
        for text in ["Lb2-c3", "Lb2xc7", "Rd8-a1", "pass"] {
            let mv: Move = text.parse().expect("a move");
            assert_eq!(mv.to_string(), text);
        }
        assert_eq!("PASS".parse::<Move>(), Ok(Move::Pass));
    }

    #[test]
    fn the_destination_is_on_the_same_board() {
        let mv: Move = "Rb2-c3".parse().expect("a move");
        assert_eq!(mv, Move::Step { from: sq("Rb2"), to: sq("Rc3"), capture: false });
    }

    #[test]
    fn malformed_moves_say_what_is_wrong() {
        let err = |t: &str| t.parse::<Move>().expect_err("not a move").to_string();
        assert!(err("").contains("empty"));
        assert!(err("Qb2-c3").contains("`Q` is not a board"));
        assert!(err("Lb2").contains("destination after Lb2 is missing"));
        assert!(err("Lb2+c3").contains("`+` after Lb2"));
        assert!(err("Lb2-e3").contains("`e` is not a file"));
        assert!(err("Lb2-c0").contains("`0` is not a rank"));
        assert!(err("Lb2-c").contains("rank (1–8) is missing"));
        assert!(err("Lb2-c33").contains("extra characters"));
        assert!(err("L").contains("file (a–d) is missing"));
        assert!(err("Lb2-Rc3").contains("`R` is not a file"));
        assert!(err("Lé2-c3").contains("`é` is not a file"));
    }

    #[test]
    fn log_lines_show_where_the_piece_ended() {
        let step = Move::Step { from: sq("Lb2"), to: sq("Lc3"), capture: false };
        assert_eq!(log_line(&step, Some(sq("Rb6"))), "Lb2-c3 ⇒ Rb6");
        assert_eq!(log_line(&step, Some(sq("Lc3"))), "Lb2-c3 (stays)");
        assert_eq!(log_line(&Move::Pass, None), "pass");
    }

    #[test]
    fn log_lines_split_back() {
        assert_eq!(split_log_line("Lb2-c3 ⇒ Rb6"), Ok(("Lb2-c3", LogSuffix::Teleported(sq("Rb6")))));
        assert_eq!(split_log_line("Lb2-c3 => Rb6"), Ok(("Lb2-c3", LogSuffix::Teleported(sq("Rb6")))));
        assert_eq!(split_log_line(" Lb2-c3 (stays) "), Ok(("Lb2-c3", LogSuffix::Stays)));
        assert_eq!(split_log_line("pass"), Ok(("pass", LogSuffix::None)));
        assert!(split_log_line("Lb2-c3 ⇒ Xb6").is_err());
    }
}
