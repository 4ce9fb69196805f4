//! What the Malice screen reads from the game's history: the moves it keeps
//! marked on the board and the pieces each seat has captured.

use crate::core::{Game, History, SeatIndex};
use crate::games::malice::{Malice, Move, Size, Square};

/// A move marked on the board: who made it and the squares it touched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveMark {
    /// The seat that made it (its colour marks the move).
    pub seat: SeatIndex,
    /// Where the piece stood.
    pub from: Square,
    /// Where it moved to.
    pub to: Square,
    /// Where it came to rest: the dual of `to` after a teleport, else `to`.
    pub landing: Square,
}

impl MoveMark {
    /// Whether the piece teleported after its step.
    pub fn teleported(&self) -> bool {
        self.landing != self.to
    }
}

/// The mark of the move that made ply `ply`, made by `seat`; none for a
/// pass or a ply not in the history.
pub fn mark(history: &History<Malice>, seat: SeatIndex, ply: usize) -> Option<MoveMark> {
    let before = ply.checked_sub(1)?;
    let mv = history.all().get(before)?.mv;
    let Move::Step { from, to, .. } = mv else { return None };
    let landing = history.state_at(before).landing(&mv)?;
    Some(MoveMark { seat, from, to, landing })
}

/// The marks of `moves` (seats with the plies they made, as
/// `Table::recent_moves` gives them), in the same order.
pub fn marks(history: &History<Malice>, moves: &[(SeatIndex, usize)]) -> Vec<MoveMark> {
    moves.iter().filter_map(|&(seat, ply)| mark(history, seat, ply)).collect()
}

/// A piece taken off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capture {
    /// The seat that took it.
    pub seat: SeatIndex,
    /// The piece.
    pub size: Size,
    /// The ply of the capture (its move is `history.all()[ply - 1]`).
    pub ply: usize,
}

/// Every piece captured in the first `ply` moves, in the order taken.
pub fn captures(history: &History<Malice>, ply: usize) -> Vec<Capture> {
    let made = history.all().iter().take(ply).enumerate();
    made.filter_map(|(i, played)| {
        let Move::Step { to, capture: true, .. } = played.mv else { return None };
        let before = history.state_at(i);
        Some(Capture { seat: before.to_move()?, size: before.piece_at(to)?, ply: i + 1 })
    })
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::malice::Rules;

    fn square(name: &str) -> Square {
        name.parse().expect("a square name")
    }

    /// A history of `moves` (in notation) played from `position`.
    fn played(position: &str, moves: &[&str]) -> History<Malice> {
        let start = Malice::from_position(position, Rules::default()).expect("a position");
        let mut history = History::new(start);
        for text in moves {
            let mv = history.current().parse_move(text).expect("a move");
            history.play(mv).expect("a legal move");
        }
        history
    }

    const START: &str = "llm1/mss1/4/4/4/4/mss1/llm1|1mll/1ssm/4/4/4/4/1ssm/1mll S 0-0 0";

    #[test]
    fn a_move_is_marked_from_its_square_to_its_target_and_on_to_the_dual() {
        let history = played(START, &["Lb2-b3"]);
        let expected = MoveMark { seat: 0, from: square("Lb2"), to: square("Lb3"), landing: square("Rc6") };
        assert_eq!(mark(&history, 0, 1), Some(expected));
        assert!(expected.teleported());
    }

    #[test]
    fn a_piece_whose_dual_is_occupied_is_marked_as_staying() {
        // Lb3's dual, Rc6, holds a piece: the piece stays where it stepped.
        let history = played("s3/4/4/4/4/4/1s2/4|4/4/2s1/4/4/4/4/s3 S 0-0 0", &["Lb2-b3"]);
        let expected = MoveMark { seat: 0, from: square("Lb2"), to: square("Lb3"), landing: square("Lb3") };
        assert_eq!(mark(&history, 0, 1), Some(expected));
        assert!(!expected.teleported());
    }

    #[test]
    fn the_start_and_an_unplayed_ply_have_no_mark() {
        let history = played(START, &["Lb2-b3"]);
        assert_eq!(mark(&history, 0, 0), None);
        assert_eq!(mark(&history, 1, 2), None, "not played");
        assert_eq!(marks(&history, &[(1, 2), (0, 1)]).len(), 1);
    }

    /// South's large piece on La1 can take North's small one on La5.
    const CAPTURE: &str = "s3/4/4/s3/4/4/4/ls2|3s/4/4/4/4/4/4/s3 S 0-0 0";

    #[test]
    fn a_capture_is_counted_for_the_seat_that_made_it() {
        let history = played(CAPTURE, &["La1xa5", "La8-a7"]);
        let taken = Capture { seat: 0, size: Size::Small, ply: 1 };
        assert_eq!(captures(&history, 2), vec![taken]);
        assert_eq!(captures(&history, 0), Vec::new(), "nothing taken before the first move");
    }

    #[test]
    fn quiet_moves_capture_nothing() {
        let history = played(START, &["Lb2-b3", "Rb7-b6"]);
        assert_eq!(captures(&history, 2), Vec::new());
    }
}
