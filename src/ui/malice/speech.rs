//! Malice in words for a screen reader: each square and what stands on
//! it, each move as a sentence, and the whole position on request.

use super::board::{BoardInput, BoardState};
use super::words;
use crate::games::malice::{Malice, Move, Size, Square};
use crate::t;
use crate::ui::widgets::place_speech::PlaceMarks;

/// A square as it is spoken, letter by letter: `L b 2`.
pub fn square(sq: Square) -> String {
    format!("{} {} {}", sq.board().letter(), sq.file_letter(), sq.rank())
}

/// The piece on `sq` with its owner ("South's small piece"), if any.
fn piece(state: &Malice, sq: Square) -> Option<String> {
    let size = state.piece_at(sq)?;
    Some(t!("malice-speak-piece", side = words::side(sq.side()), size = words::size(size)))
}

/// What a screen reader hears of square `sq` after its name: what stands
/// there and its dual.
pub fn place(state: &Malice, sq: Square) -> Vec<String> {
    let content = piece(state, sq).unwrap_or_else(|| t!("malice-speak-empty"));
    vec![content, t!("malice-speak-dual", square = square(sq.dual()))]
}

/// How square `sq` stands this frame: selected, movable, a target or a
/// capture of the selected piece, part of a move still marked.
pub fn marks(input: &BoardInput<'_>, board: &BoardState, sq: Square) -> PlaceMarks {
    let to_here = board.selected.and_then(|from| super::board::find_move(input.moves, from, sq));
    PlaceMarks {
        selected: board.selected == Some(sq),
        movable: super::board::movable(input.moves, sq),
        target: to_here.is_some(),
        capture: matches!(to_here, Some(Move::Step { capture: true, .. })),
        last_move: input.marks.iter().any(|m| m.from == sq || m.to == sq || m.landing == sq),
    }
}

/// The sentence for `mv` played from `before`: "North moved the large
/// piece from R d 8 to R c 6, capturing South's medium piece, and it
/// jumped to L c 6."
pub fn move_sentence(before: &Malice, mv: &Move) -> String {
    let side = words::side(before.seat_side(before.turn_seat()));
    let Move::Step { from, to, .. } = *mv else {
        return t!("malice-speak-pass", side = side);
    };
    let size = before.piece_at(from).map_or_else(String::new, words::size);
    let mut parts =
        vec![t!("malice-speak-move", side = side, size = size, from = square(from), to = square(to))];
    if let Some(taken) = before.piece_at(to) {
        parts.push(t!("malice-speak-captures", owner = words::side(to.side()), size = words::size(taken)));
    }
    match before.landing(mv) {
        Some(end) if end != to => parts.push(t!("malice-speak-jumps", square = square(end))),
        _ => parts.push(t!("malice-speak-stays")),
    }
    t!("malice-speak-sentence", words = parts.join(", "))
}

/// The position in words: whose turn, then each side's points and pieces.
pub fn position(state: &Malice) -> String {
    use crate::games::malice::Side;
    let mut parts = Vec::new();
    if let Some(side) = state.side_to_move() {
        parts.push(t!("malice-speak-to-move", side = words::side(side)));
    }
    for side in [Side::South, Side::North] {
        let pieces: Vec<String> = [Size::Large, Size::Medium, Size::Small]
            .into_iter()
            .flat_map(|size| {
                Square::all()
                    .filter(move |&sq| sq.side() == side && state.piece_at(sq) == Some(size))
                    .map(move |sq| t!("malice-speak-piece-on", size = words::size(size), square = square(sq)))
            })
            .collect();
        let pieces = if pieces.is_empty() { t!("malice-speak-no-pieces") } else { pieces.join(", ") };
        let points = state.score(side);
        parts.push(t!("malice-speak-side", side = words::side(side), points = points, pieces = pieces));
    }
    parts.join(" ")
}
