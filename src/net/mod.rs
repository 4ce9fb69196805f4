//! Playing with friends on other computers.
//!
//! One machine hosts: its [`HostTable`] holds the game and judges every
//! move. The others are guests: each [`GuestTable`] shows the game as its
//! seat may see it and sends its own moves. What travels between them is
//! in [`wire`]; the seed of the dice and the deal is made by everyone
//! ([`seed`]). The tables know nothing of the network: with the `net`
//! feature, `link` carries their messages over iroh (QUIC, hole punching,
//! relays as the fallback), and without it they still build, for the fuzz
//! target that feeds the host's judge. With it, `session` keeps a table's
//! session in step with the link (`Online`), for the window to show.
#![warn(missing_docs)]

pub mod checks;
#[cfg(feature = "net")]
pub mod code;
pub mod guest;
pub mod host;
#[cfg(feature = "net")]
pub mod lan;
#[cfg(feature = "net")]
pub mod link;
pub mod seed;
#[cfg(feature = "net")]
pub mod session;
#[cfg(test)]
mod tests;
pub mod undo;
pub mod wire;

pub use guest::{GuestError, GuestEvent, GuestTable, ProposeError, Unfairness, Welcome};
pub use host::{GuestId, HereError, HostError, HostTable, Outgoing};
pub use seed::{Commitment, Seeds, Share};
pub use undo::{Asked, Party, UndoNews};
pub use wire::{Refusal, Rejoin, ToGuest, ToHost};
