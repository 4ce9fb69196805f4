//! What a poll of the network asks of the table, and what one message
//! from the host does at a guest's table.

use super::{Note, OnlineError};
use crate::core::{Game, SeatIndex, Session};
use crate::games::Registered;
use crate::net::{GuestEvent, GuestTable, ToGuest, wire};

/// What the table must do after a poll.
pub enum Step<G: Game> {
    /// Nothing.
    Nothing,
    /// Put this session on the table (the game began or was sent again);
    /// the number is the seed a save records.
    Begin(Session<G>, u64),
    /// Tell the person this.
    Note(Note),
    /// The line went back: a take-back everyone agreed to.
    TookBack,
    /// This seat asks to take back its move after this many moves (and
    /// every move since): the table words it as its log writes the move.
    UndoAsked(SeatIndex, usize),
    /// Somebody else at the table used a hint for this seat.
    HintUsed(SeatIndex),
    /// The host allowed the hint this guest asked for: ask the bot now.
    HintGranted,
}

/// What came of the person asking for a hint at a network table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintAsk {
    /// Allowed here (the host's own person): ask the bot now.
    Now,
    /// Sent to the host, which judges it: the hint comes with its leave.
    Sent,
}

/// Takes in one message at a guest's table: what to tell the person or
/// do, or why the game cannot go on with this host.
pub(super) fn guest_read<G: Registered>(
    table: &mut GuestTable<G>,
    bytes: &[u8],
) -> Result<Step<G>, OnlineError> {
    let message: ToGuest = match wire::decode(bytes) {
        Ok(message) => message,
        Err(refusal) => return Ok(Step::Note(Note::Unreadable(refusal))),
    };
    match table.receive(message)? {
        GuestEvent::Refused(refusal) => Ok(Step::Note(Note::Refused(refusal))),
        GuestEvent::UndoAsked(seat, to) => Ok(Step::UndoAsked(seat, to)),
        GuestEvent::UndoDeclined => Ok(Step::Note(Note::UndoDeclined)),
        GuestEvent::HintUsed(seat) => Ok(Step::HintUsed(seat)),
        GuestEvent::HintGranted => Ok(Step::HintGranted),
        _ => Ok(Step::Nothing),
    }
}
