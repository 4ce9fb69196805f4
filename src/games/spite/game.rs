//! Spite & Malice as a `core::Game`: checked play, the result, the log
//! line, and which moves cannot be taken back.
//!
//! Undo stops at a move that made a hidden card known to someone, or drew
//! on chance, because taking it back would let a player act on what they
//! have just learned:
//! - a payoff card was played and the next one turned up;
//! - the mover's hand emptied and cards were drawn to refill it;
//! - a centre pile reached Queen and was shuffled into the stock;
//! - a discard (or `end turn`) after which the opponent's turn started with
//!   at least one card drawn: the opponent has seen new cards;
//! - any other discard or `end turn` too: the turn has passed, and between
//!   two people at one screen the other player now holds it — taking the
//!   discard back would show them the previous player's hand.
//!
//! Everything else (playing a hand or side-pile card) only moves cards both
//! players could already see, or that the mover already knew, and can be
//! undone freely within the turn.

use super::illegal::Illegal;
use super::moves::Move;
use super::notation::Style;
use super::rules::{PLAYERS, Status};
use super::state::Spite;
use super::view::SpiteView;
use crate::core::{Game, IllegalMove, Outcome, SeatIndex, SeatSet};
use std::fmt;

/// Why a move cannot be undone: what it revealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reveal {
    /// The next payoff card was turned face up.
    PayoffTurnedUp,
    /// The hand emptied mid-turn and was refilled from the stock.
    HandRefilled,
    /// A completed centre pile was shuffled into the stock.
    PileShuffledIn,
    /// The next player's turn began by drawing cards.
    NextTurnDrew,
    /// The turn ended and passed to the other player.
    TurnPassed,
}

impl Reveal {
    /// The reason in words, for a disabled Undo button's tooltip.
    pub fn reason(self) -> &'static str {
        match self {
            Reveal::PayoffTurnedUp => "a payoff card was turned up",
            Reveal::HandRefilled => "cards were drawn to refill an empty hand",
            Reveal::PileShuffledIn => "a completed pile was shuffled into the stock",
            Reveal::NextTurnDrew => "the next player has drawn cards",
            Reveal::TurnPassed => "the turn has passed to the other player",
        }
    }
}

impl fmt::Display for Reveal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.reason())
    }
}

impl Spite {
    /// What playing `mv` here would reveal, which makes it impossible to
    /// undo (see the module docs); `None` for a move that can be undone or
    /// is not legal.
    pub fn reveals(&self, mv: &Move) -> Option<Reveal> {
        if self.why_illegal(mv).is_some() {
            return None;
        }
        let effects = self.clone().apply(mv);
        if effects.payoff_turned_up {
            Some(Reveal::PayoffTurnedUp)
        } else if effects.refilled > 0 {
            Some(Reveal::HandRefilled)
        } else if effects.pile_completed {
            Some(Reveal::PileShuffledIn)
        } else if effects.next_turn_drew > 0 {
            Some(Reveal::NextTurnDrew)
        } else if mv.ends_turn() {
            Some(Reveal::TurnPassed)
        } else {
            None
        }
    }

    /// The notation of `mv` in this position: `hand K♦ → centre 2 (as 7)`,
    /// `payoff 9♣ → centre 1`, `side 3 Q♥ → centre 2`,
    /// `hand 4♠ → side 1 (ends turn)`, `end turn`.
    pub fn notation(&self, mv: &Move, style: Style) -> String {
        self.mover_view().notation(mv, style)
    }

    /// Reads a move typed by a person or stored in a file (either style)
    /// and returns the legal move it names; the error says whether the
    /// text is malformed or the move is not legal here.
    pub fn parse_move(&self, text: &str) -> Result<Move, IllegalMove<Illegal>> {
        self.mover_view().parse(text)
    }
}

impl Game for Spite {
    type Move = Move;
    type View = SpiteView;
    type Illegal = Illegal;

    fn seat_count(&self) -> usize {
        PLAYERS
    }

    fn to_move(&self) -> Option<SeatIndex> {
        (!self.is_over()).then_some(self.turn)
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        self.mover_view().legal_moves(out);
    }

    fn why_illegal(&self, mv: &Move) -> Option<Illegal> {
        // The engine's own rule check (inherent, in state.rs).
        Spite::why_illegal(self, mv)
    }

    fn play(&mut self, mv: &Move) -> Result<(), IllegalMove<Illegal>> {
        if let Some(reason) = self.why_illegal(mv) {
            return Err(IllegalMove::new(self.notation(mv, Style::Symbols), reason));
        }
        self.apply(mv);
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.status {
            Status::Playing => None,
            Status::Won { seat, .. } => Some(Outcome::Win(SeatSet::single(seat))),
            Status::Drawn => Some(Outcome::Draw),
        }
    }

    fn view(&self, seat: SeatIndex) -> SpiteView {
        self.seat_view(seat)
    }

    fn log_entry(&self, mv: &Move) -> String {
        self.notation(mv, Style::Symbols)
    }

    fn undoable(&self, mv: &Move) -> bool {
        self.reveals(mv).is_none()
    }
}
