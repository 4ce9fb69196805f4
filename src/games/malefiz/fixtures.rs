//! Short games the tests of more than one room replay.

use crate::core::History;
use crate::games::malefiz::{Board, Colour, Malefiz, Move};

/// Red rolls and moves, Yellow rolls (seed 7, classic board): a short
/// game to draw and to review.
pub(crate) fn two_turns() -> History<Malefiz> {
    let game = Malefiz::new(Board::classic(), &[Colour::Red, Colour::Yellow], None, 7).expect("two colours");
    let mut history = History::new(game);
    history.play(Move::Roll).expect("red rolls");
    let first = history.current().legal_move_list().into_iter().next().expect("a move");
    history.play(first).expect("red moves");
    history.play(Move::Roll).expect("yellow rolls");
    history
}
