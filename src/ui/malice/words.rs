//! Malice's words in the person's language: its name, its ladder's lines,
//! the engine's refusals and the names of its sides, seats, quadrants,
//! pieces and endings, from the catalogues (`assets/i18n/*/malice.ftl`).
//! Notation (squares, moves) stays as the engine writes it.

use crate::core::Level;
use crate::games::malice::notation::EXAMPLES;
use crate::games::malice::{EndReason, Illegal, Move, NotationError, Quadrant, Side, Size, Square};
use crate::t;

/// The game's name.
pub fn title() -> String {
    t!("malice-title")
}

/// What its ladder's rung at `level` says to expect.
pub fn rung_line(level: Level) -> Option<String> {
    Some(match level {
        Level::Newcomer => t!("malice-rung-newcomer"),
        Level::Beginner => t!("malice-rung-beginner"),
        Level::Casual => t!("malice-rung-casual"),
        Level::Club => t!("malice-rung-club"),
        Level::Expert => t!("malice-rung-expert"),
        Level::Master => t!("malice-rung-master"),
        Level::Champion => t!("malice-rung-champion"),
        Level::OldEasy | Level::OldMedium | Level::OldHard => return None,
    })
}

/// A side of the table: South or North.
pub fn side(side: Side) -> String {
    match side {
        Side::South => t!("malice-side-south"),
        Side::North => t!("malice-side-north"),
    }
}

/// A seat, from the name the engine gives it (`South`, `North-L`, …);
/// a name it does not know is shown as it is.
pub fn seat(name: &str) -> String {
    match name {
        "South" => t!("malice-side-south"),
        "North" => t!("malice-side-north"),
        "South-L" => t!("malice-seat-south-l"),
        "North-L" => t!("malice-seat-north-l"),
        "South-R" => t!("malice-seat-south-r"),
        "North-R" => t!("malice-seat-north-r"),
        other => other.to_owned(),
    }
}

/// A quadrant: L-South, L-North, R-South or R-North.
pub fn quadrant(quadrant: Quadrant) -> String {
    match quadrant {
        Quadrant::LSouth => t!("malice-quadrant-l-south"),
        Quadrant::LNorth => t!("malice-quadrant-l-north"),
        Quadrant::RSouth => t!("malice-quadrant-r-south"),
        Quadrant::RNorth => t!("malice-quadrant-r-north"),
    }
}

/// A piece's size as it stands before "piece" (`the small piece`).
pub fn size(size: Size) -> String {
    match size {
        Size::Small => t!("malice-size-small"),
        Size::Medium => t!("malice-size-medium"),
        Size::Large => t!("malice-size-large"),
    }
}

/// A piece's size as a name of its own (`Small`), for a choice of pieces.
pub fn size_title(size: Size) -> String {
    match size {
        Size::Small => t!("malice-size-small-title"),
        Size::Medium => t!("malice-size-medium-title"),
        Size::Large => t!("malice-size-large-title"),
    }
}

/// One piece in a list of pieces taken (`small`).
pub fn size_taken(size: Size) -> String {
    match size {
        Size::Small => t!("malice-taken-small"),
        Size::Medium => t!("malice-taken-medium"),
        Size::Large => t!("malice-taken-large"),
    }
}

/// How a piece of `size` moves.
pub fn movement(size: Size) -> String {
    match size {
        Size::Small => t!("malice-movement-small"),
        Size::Medium => t!("malice-movement-medium"),
        Size::Large => t!("malice-movement-large"),
    }
}

/// Why the game ended, as the engine says it (`a quadrant is empty`).
pub fn end_reason(reason: EndReason) -> String {
    match reason {
        EndReason::QuadrantEmpty => t!("malice-end-quadrant-empty"),
        EndReason::Passes => t!("malice-end-passes"),
        EndReason::QuietLimit => t!("malice-end-quiet-limit"),
    }
}

/// How the step from `from` to `to` is written (`Lb4xb5`, `Lb4-b5`).
fn written(from: Square, to: Square, capture: bool) -> String {
    Move::Step { from, to, capture }.to_string()
}

/// Why the engine refuses a move, with the same words in English as the
/// engine's own message.
pub fn refusal(why: &Illegal) -> String {
    let sq = Square::to_string;
    match why {
        Illegal::Malformed(e) => malformed(e),
        Illegal::GameOver(reason) => t!("malice-refusal-game-over", reason = end_reason(*reason)),
        Illegal::PassWithMoves => t!("malice-refusal-pass-with-moves"),
        Illegal::OtherBoard { from, to } => t!("malice-refusal-other-board", from = sq(from), to = sq(to)),
        Illegal::NoPiece(square) => t!("malice-refusal-no-piece", square = sq(square)),
        Illegal::NotYourSide { square, mover } => not_your_side(*square, *mover),
        Illegal::NotYourQuadrant { square, mover, quadrant: q } => t!(
            "malice-refusal-not-your-quadrant",
            square = sq(square),
            mover = seat(mover),
            quadrant = quadrant(*q)
        ),
        Illegal::StandsStill(square) => t!("malice-refusal-stands-still", square = sq(square)),
        Illegal::OutOfReach { size: s, from, to } => t!(
            "malice-refusal-out-of-reach",
            size = size(*s),
            from = sq(from),
            to = sq(to),
            movement = movement(*s)
        ),
        Illegal::Blocked { from, to, blocker: Some(blocker) } => {
            t!("malice-refusal-blocked", from = sq(from), to = sq(to), blocker = sq(blocker))
        }
        Illegal::Blocked { from, to, blocker: None } => {
            t!("malice-refusal-blocked-somewhere", from = sq(from), to = sq(to))
        }
        Illegal::CaptureOnOwnSide { to, side: s } => {
            t!("malice-refusal-capture-on-own-side", to = sq(to), side = side(*s))
        }
        Illegal::CaptureNotMarked { from, to } => {
            t!("malice-refusal-capture-not-marked", to = sq(to), written = written(*from, *to, true))
        }
        Illegal::NothingToCapture { from, to } => {
            t!("malice-refusal-nothing-to-capture", to = sq(to), written = written(*from, *to, false))
        }
        Illegal::WrongLanding { actual } => t!("malice-refusal-wrong-landing", actual = actual),
    }
}

/// A piece of the other side picked up: whose side moves which ranks.
fn not_your_side(square: Square, mover: Side) -> String {
    let (square, name) = (square.to_string(), side(mover));
    match mover {
        Side::South => t!("malice-refusal-not-your-side-south", square = square, mover = name),
        Side::North => t!("malice-refusal-not-your-side-north", square = square, mover = name),
    }
}

/// Text that is not written like a move: what is wrong with it, in the
/// person's language where the engine's words are known.
fn malformed(e: &NotationError) -> String {
    let examples = if e.examples == EXAMPLES { t!("malice-notation-examples") } else { e.examples.to_owned() };
    t!("malice-refusal-malformed", problem = notation_problem(&e.problem), examples = examples)
}

/// What the engine found wrong in a move's text (its words, as
/// `notation.rs` and `square.rs` write them); unknown words stay as they are.
fn notation_problem(problem: &str) -> String {
    let quoted = |rest: &str, tail: &str| -> Option<String> {
        let inner = rest.strip_prefix('`')?.strip_suffix(tail)?;
        inner.strip_suffix('`').map(str::to_owned)
    };
    let fixed = match problem {
        "it is empty" => Some(t!("malice-notation-empty")),
        "it has extra characters after the destination" => Some(t!("malice-notation-extra-destination")),
        "it has extra characters after the rank" => Some(t!("malice-notation-extra-rank")),
        "the destination is off the board" => Some(t!("malice-notation-destination-off")),
        "it is off the board" => Some(t!("malice-notation-off")),
        "the file (a–d) is missing" => Some(t!("malice-notation-no-file")),
        "the rank (1–8) is missing" => Some(t!("malice-notation-no-rank")),
        _ => None,
    };
    if let Some(text) = fixed {
        return text;
    }
    if let Some(c) = quoted(problem, " is not a file (a–d)") {
        return t!("malice-notation-not-file", text = c);
    }
    if let Some(c) = quoted(problem, " is not a rank (1–8)") {
        return t!("malice-notation-not-rank", text = c);
    }
    if let Some(c) = quoted(problem, " is not a board (L or R)") {
        return t!("malice-notation-not-board", text = c);
    }
    if let Some(from) = problem.strip_prefix("the destination after ").and_then(|r| r.strip_suffix(" is missing")) {
        return t!("malice-notation-no-destination", from = from);
    }
    if let Some((c, from)) = problem
        .strip_suffix(" should be `-` (move) or `x` (capture)")
        .and_then(|r| r.strip_prefix('`'))
        .and_then(|r| r.split_once("` after "))
    {
        return t!("malice-notation-separator", text = c, from = from);
    }
    problem.to_owned()
}

/// A statistics row's variant (as `variant_name` kept it, in English).
pub fn variant_shown(kept: &str) -> String {
    match kept {
        "2 players" => t!("malice-variant-two"),
        "4 players" => t!("malice-variant-four"),
        other => other.to_owned(),
    }
}

#[cfg(test)]
mod tests;

/// Move `mv`, played from `before`, as the move log writes it: the move,
/// then where the piece ended (`⇒ Rb6`), or that it stayed.
pub fn log_line(before: &crate::games::malice::Malice, mv: &Move) -> String {
    match (mv, before.landing(mv)) {
        (Move::Step { to, .. }, Some(end)) if end == *to => t!("malice-log-stays", mv = mv.to_string()),
        (Move::Step { .. }, Some(end)) => {
            format!("{mv} {} {end}", crate::games::malice::notation::LOG_ARROW)
        }
        _ => mv.to_string(),
    }
}
