//! The messages between a host and its guests, and how they are written.
//!
//! Each message is one RON value, framed on the stream by its length (four
//! bytes, big-endian) and never longer than [`MAX_MESSAGE_BYTES`]. A guest
//! sends moves in the game's notation, as a save writes them; the host
//! sends each guest the moves played and, after each, the state as that
//! guest's seat may see it (`Registered::redacted`). Everything that
//! arrives is decoded here first and refused with a [`Refusal`] when it is
//! not a message of this protocol; the host's judge then refuses what the
//! rules or the seats do not allow.

use super::seed::{Commitment, Share};
use crate::core::Seat;
use crate::games::GameKind;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The version of this protocol. A host and a guest that speak different
/// versions part at the hello, each saying which it speaks.
pub const PROTOCOL: u32 = 2;

/// The longest message either side accepts. The largest a game sends is a
/// Malefiz state on a board of its own (a few kilobytes).
pub const MAX_MESSAGE_BYTES: usize = 64 * 1024;

/// The longest name a guest may give itself (in characters).
pub const MAX_NAME_CHARS: usize = 24;

/// The application protocol a connection names (QUIC's ALPN). It stays
/// the same across versions, so a newer app still reaches an older one
/// and hears at the hello what differs.
pub const ALPN: &[u8] = b"malice-table/play";

/// What proves a seat is the guest's when it comes back after a lost
/// connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rejoin(pub [u8; 16]);

/// From a guest to the host.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToHost {
    /// The first message: who is asking, and whether for a seat it had.
    Hello {
        /// [`PROTOCOL`] as the guest speaks it.
        protocol: u32,
        /// The guest's app and version (`malice-table 0.1.0`), for messages.
        app: String,
        /// The name the guest plays under.
        name: String,
        /// The seat it had before the connection broke.
        rejoin: Option<Rejoin>,
    },
    /// The guest's share of the seed (once, before the game starts).
    Share(Share),
    /// A move for the guest's seat, written as a save writes it, played
    /// after `ply` moves (so an old or repeated message is refused).
    Move {
        /// How many moves the game had when the guest chose it.
        ply: u32,
        /// The move in the game's notation.
        mv: String,
    },
    /// The guest asks to take back its last move, asked after `ply` moves;
    /// everyone else at the table must agree.
    Undo {
        /// How many moves the game had when the guest asked.
        ply: u32,
    },
    /// The guest asks for a hint for its seat's move after `ply` moves;
    /// the host allows it only at a table it opened with hints, and
    /// tells everyone.
    Hint {
        /// How many moves the game had when the guest asked.
        ply: u32,
    },
    /// The guest's answer to a take-back asked after `ply` moves.
    UndoAnswer {
        /// How many moves the game had when it was asked.
        ply: u32,
        /// Whether the guest agrees.
        accept: bool,
    },
    /// The guest leaves the table.
    Bye,
}

/// From the host to a guest.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToGuest {
    /// The guest has a seat.
    Welcome {
        /// [`PROTOCOL`] as the host speaks it.
        protocol: u32,
        /// The host's app and version.
        app: String,
        /// The game.
        game: GameKind,
        /// How it is set up: the game's `Registered::Variant` (RON).
        variant: String,
        /// Everyone at the table, in turn order.
        seats: Vec<Seat>,
        /// The guest's seat.
        seat: u8,
        /// The host's commitment to its share of the seed.
        commitment: Commitment,
        /// What to show to take the seat again after a lost connection.
        rejoin: Rejoin,
        /// Whether the host allows hints at this table (an older host's
        /// welcome has none: its version is refused anyway).
        #[serde(default)]
        hints: bool,
    },
    /// The game begins (or, to a guest coming back, began) here: the
    /// start as the guest's seat may see it.
    Start {
        /// The start state (`Registered::redacted`, RON).
        state: String,
    },
    /// A move was played.
    Played {
        /// How many moves came before it.
        ply: u32,
        /// The move (the game's `Move`, RON).
        mv: String,
        /// The state after it as the guest's seat may see it (RON).
        state: String,
    },
    /// Something the guest sent was not accepted; nothing changed.
    Refused(Refusal),
    /// The host lends the guest's seat to a bot of its own while the guest
    /// is away (`true`), or gives it back.
    Lent(bool),
    /// A seat asks to take back its last move, asked after `ply` moves:
    /// the guest answers with [`ToHost::UndoAnswer`] (unless it asked).
    UndoAsked {
        /// How many moves the game had when it was asked.
        ply: u32,
        /// The seat that asks.
        seat: u8,
        /// How many moves the game would keep: the move after them is the
        /// seat's own, taken back with every move after it.
        #[serde(default)]
        to: u32,
    },
    /// A seat used a hint for its move after `ply` moves (to the guest
    /// that asked: its hint is allowed).
    HintUsed {
        /// How many moves the game had.
        ply: u32,
        /// The seat that used it.
        seat: u8,
    },
    /// The take-back asked is not made: somebody declined, left, or a move
    /// was played meanwhile.
    UndoDeclined,
    /// Everyone agreed: the line goes back to `ply` moves, for good.
    Undone {
        /// How many moves the game keeps.
        ply: u32,
    },
    /// The game is over: the host's secret and every share, so the guest
    /// can check the commitment and replay every roll and deal.
    Reveal {
        /// The host's secret.
        secret: Share,
        /// The guests' shares in seat order.
        shares: Vec<Share>,
    },
}

/// Why the host did not accept what a guest sent. The table is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The two apps speak different versions of the protocol.
    Version {
        /// The host's.
        host: u32,
        /// The guest's.
        guest: u32,
        /// The host's app and version.
        app: String,
    },
    /// The bytes are not a message of this protocol.
    Undecodable(String),
    /// Every friend's seat is taken.
    NoSeat,
    /// A rejoin for a seat this table does not have.
    UnknownSeat,
    /// Anything but a hello before the guest has a seat.
    NoHello,
    /// A second hello on the same connection.
    SecondHello,
    /// A share after the game began, or a second one.
    ShareNotNow,
    /// A move before every friend has come.
    NotStarted,
    /// A move after the game ended.
    Over,
    /// A move while another seat is to move.
    NotYourTurn,
    /// A move while a bot at the host plays the guest's seat.
    Lent,
    /// A move chosen at another point of the game (old or repeated).
    Stale {
        /// How many moves the game has.
        expected: u32,
        /// What the message said.
        got: u32,
    },
    /// A take-back for a seat with no move of its own that may be taken back.
    NothingToUndo,
    /// A take-back is already waiting for its answers.
    UndoPending,
    /// An answer to a take-back nobody asked this guest about.
    NoUndoAsked,
    /// Every friend is away: nobody can agree to a take-back.
    Away,
    /// A hint at a table whose host did not allow hints.
    HintsOff,
    /// The rules do not allow the move: the engine's reason.
    Illegal {
        /// The move as sent.
        mv: String,
        /// Why not, as the engine says it.
        reason: String,
    },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Version { host, guest, app } => {
                let newer = if host > guest { "newer" } else { "older" };
                write!(f, "the host runs {app}, a {newer} version (protocol {host}; this one speaks {guest})")
            }
            Refusal::Undecodable(problem) => write!(f, "not a message of this game: {problem}"),
            Refusal::NoSeat => f.write_str("every seat for a friend is taken"),
            Refusal::UnknownSeat => f.write_str("this table has no such seat to take back"),
            Refusal::NoHello => f.write_str("a guest says hello before anything else"),
            Refusal::SecondHello => f.write_str("this guest already has a seat"),
            Refusal::ShareNotNow => f.write_str("the seed is already made"),
            Refusal::NotStarted => f.write_str("the game has not begun: a friend has yet to come"),
            Refusal::Over => f.write_str("the game is over"),
            Refusal::NotYourTurn => f.write_str("it is not this seat's turn"),
            Refusal::Lent => f.write_str("a bot at the host plays this seat until the host gives it back"),
            Refusal::Stale { expected, got } => {
                write!(f, "the move was chosen after {got} moves, but the game has {expected}")
            }
            Refusal::NothingToUndo => f.write_str("this seat has no move that can be taken back"),
            Refusal::UndoPending => f.write_str("a take-back is already waiting for its answers"),
            Refusal::NoUndoAsked => f.write_str("no take-back was asked of this guest"),
            Refusal::Away => f.write_str("every friend is away: nobody can agree to a take-back"),
            Refusal::HintsOff => f.write_str("the host did not allow hints at this table"),
            Refusal::Illegal { mv, reason } => write!(f, "`{mv}` is not legal here: {reason}"),
        }
    }
}

/// A message written for the stream (without its length).
pub fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    ron_text(message).into_bytes()
}

/// A value as RON text, as the messages carry states, moves and setups.
/// Every message and every game's state, move and variant is plain data
/// RON writes; were one ever refused, the text says so and the other side
/// refuses it as undecodable (nothing panics, nothing is sent silently
/// wrong).
pub fn ron_text<T: Serialize>(value: &T) -> String {
    ron::to_string(value).unwrap_or_else(|e| format!("unwritable({:?})", e.to_string()))
}

/// RON text carried inside a message read as `T`; the refusal says why not.
pub fn read_text<T: DeserializeOwned>(text: &str) -> Result<T, Refusal> {
    ron::from_str(text).map_err(|e| Refusal::Undecodable(e.to_string()))
}

/// A message read from the bytes of one frame; the refusal says why not.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, Refusal> {
    if bytes.len() > MAX_MESSAGE_BYTES {
        return Err(Refusal::Undecodable(format!(
            "{} bytes, over the limit of {MAX_MESSAGE_BYTES}",
            bytes.len()
        )));
    }
    let text = std::str::from_utf8(bytes).map_err(|e| Refusal::Undecodable(format!("not UTF-8: {e}")))?;
    ron::from_str(text).map_err(|e| Refusal::Undecodable(e.to_string()))
}

/// A name as a guest gave it, made fit to show: control characters
/// dropped, spaces trimmed, at most [`MAX_NAME_CHARS`]; `None` if nothing
/// is left.
pub fn clean_name(name: &str) -> Option<String> {
    let kept: String = name.chars().filter(|c| !c.is_control()).take(MAX_NAME_CHARS).collect();
    let trimmed = kept.trim();
    (!trimmed.is_empty()).then(|| trimmed.to_owned())
}

/// This app as a hello names it.
pub fn this_app() -> String {
    format!("malice-table {}", env!("CARGO_PKG_VERSION"))
}
