//! What a network game tells the person, as values: why joining failed or
//! the game stopped, why a move was not sent, and the notes the host's
//! messages bring. The window words each (`ui::words::online_error`,
//! `online_note`), so no sentence is made here.

use crate::net::link::{LinkError, Parting};
use crate::net::{GuestError, Refusal};

/// Why joining a table failed, why a network game stopped, or why what the
/// person asked of it cannot be done now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineError {
    /// This computer gave no random numbers for its share of the seed.
    NoRandom(getrandom::Error),
    /// The link could not be made.
    Link(LinkError),
    /// Refused: by the host, or by this table's own copy of the host's
    /// rules (a message that does not read, a take-back or hint not allowed).
    Refused(Refusal),
    /// The host sent what this guest cannot follow, or its game did not
    /// check out at the end.
    Guest(GuestError),
    /// The host closed the connection before it welcomed this guest: the
    /// link's reason.
    HostLeft(Parting),
    /// The network's thread ended without a word.
    LinkGone,
    /// The network game has ended (closed here, or the host left after
    /// the end).
    Over,
    /// Not connected to the host now.
    NotConnected,
    /// The host's own person asked for a hint at a table it hosts without
    /// hints.
    HintsOffHere,
}

impl From<LinkError> for OnlineError {
    fn from(error: LinkError) -> Self {
        OnlineError::Link(error)
    }
}

impl From<GuestError> for OnlineError {
    fn from(error: GuestError) -> Self {
        OnlineError::Guest(error)
    }
}

impl From<Refusal> for OnlineError {
    fn from(refusal: Refusal) -> Self {
        OnlineError::Refused(refusal)
    }
}

/// Something the network brought that the person should hear.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The broken link was made again.
    Back,
    /// A message from the host did not read and was left aside.
    Unreadable(Refusal),
    /// The host refused what this guest sent.
    Refused(Refusal),
    /// A take-back was not made: declined, a move played meanwhile, or
    /// someone left.
    UndoDeclined,
    /// The game cannot go on with this host, and the link is closed.
    Stopped(OnlineError),
}

/// Why the person's move at a guest's table was not sent; `R` is the
/// game's reason for an illegal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError<R> {
    /// Not connected to the host.
    NotConnected,
    /// This seat's last move is still on its way to the host.
    Awaiting,
    /// Not this seat's turn (or the game has not begun, or it is over).
    NotYourTurn,
    /// The rules refuse it: the engine's reason.
    Illegal(R),
}
