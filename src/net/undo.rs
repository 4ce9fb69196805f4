//! Taking back a move in a network game: asked by one side, made only when
//! everyone else at the table agrees.
//!
//! The host keeps the one question open at a time ([`Asked`]); a seat may
//! take back its own last move (and whatever was played after it), back to
//! its previous decision, over moves the rules let be undone. A move played
//! meanwhile, a side that leaves, or any "no" ends the question with nothing
//! changed.

use super::host::GuestId;
use crate::core::{Game, History, SeatIndex};

/// Who answers at a network table: the person at the host's screen, or a
/// guest's connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Party {
    /// The host's screen.
    Host,
    /// A guest's connection.
    Guest(GuestId),
}

/// What came of a take-back, for the host's screen to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndoNews {
    /// A guest's seat asks to go back to this many moves (its own move
    /// after them and every move since); the host's answer is awaited.
    Asked(SeatIndex, usize),
    /// The take-back is not made (declined, withdrawn by a move, or a side
    /// left).
    Declined,
    /// Everyone agreed: the line went back to this many moves.
    Undone(usize),
}

/// A take-back waiting for its answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asked {
    /// The seat whose last move would be taken back.
    pub seat: SeatIndex,
    /// Who asked.
    pub by: Party,
    /// How many moves the game had when it was asked.
    pub ply: usize,
    /// How many it would keep.
    pub to: usize,
    /// Who has yet to agree.
    waiting: Vec<Party>,
}

impl Asked {
    /// A question from `by` for `seat`, asked after `ply` moves, going back
    /// to `to`, which everyone in `others` must agree to.
    pub fn new(seat: SeatIndex, by: Party, ply: usize, to: usize, others: Vec<Party>) -> Self {
        Asked { seat, by, ply, to, waiting: others }
    }

    /// Whether `party` has yet to answer.
    pub fn waits_for(&self, party: Party) -> bool {
        self.waiting.contains(&party)
    }

    /// Takes `party`'s answer: `Some(true)` once everyone agreed,
    /// `Some(false)` on a "no", `None` while others have yet to answer.
    pub fn answer(&mut self, party: Party, accept: bool) -> Option<bool> {
        if !accept {
            return Some(false);
        }
        self.waiting.retain(|p| *p != party);
        self.waiting.is_empty().then_some(true)
    }
}

/// Where a take-back for the seats `mine` plays would go: back to the
/// latest earlier point where one of them was to decide, over moves that
/// may be undone; `None` if there is none (or the game is over).
pub fn target<G: Game>(history: &History<G>, mine: impl Fn(SeatIndex) -> bool) -> Option<usize> {
    history.current().to_move()?;
    history.undo_target(|state| state.to_move().is_some_and(&mine))
}
