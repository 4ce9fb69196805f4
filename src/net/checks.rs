//! What the host's judge must keep whatever a guest sends, asked of any
//! game: the fuzz target `net_message` and its seeds' test go through here.

use super::host::{GuestId, HostTable};
use super::seed::{SEED_BYTES, Share};
use super::wire::{self, ToGuest, ToHost};
use crate::core::{Seat, SeatSet};
use crate::games::checks::check_state;
use crate::games::{CheckError, Entry, GameKind, Registered, TableError};
use std::fmt;

/// What broke while a guest's messages were fed to a host table.
#[derive(Debug)]
pub enum FeedError {
    /// The game cannot be set up for bots at its first player count.
    NoTable(TableError),
    /// The host refused the table.
    Host(super::host::HostError),
    /// The game did not start once the one friend gave its share.
    NotStarted,
    /// A seat played here is to move but has no legal move.
    NoMove,
    /// The host refused a legal move of its own seat: its reason, as
    /// `{:?}` writes it (the reason is each game's own type).
    Refused(String),
    /// A message took the line back, but not to the move it named.
    TakenBack {
        /// The message's bytes.
        message: Vec<u8>,
        /// The move it named.
        ply: usize,
    },
    /// A message played nothing yet changed the table.
    Changed {
        /// The message's bytes.
        message: Vec<u8>,
    },
    /// A state the table reached fails its game's checks.
    State(CheckError),
}

impl fmt::Display for FeedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FeedError::NoTable(e) => write!(f, "no table: {e:?}"),
            FeedError::Host(e) => write!(f, "{e}"),
            FeedError::NotStarted => f.write_str("the game did not start with the one friend's share"),
            FeedError::NoMove => f.write_str("a seat to move has no move"),
            FeedError::Refused(why) => write!(f, "a legal move was refused: {why}"),
            FeedError::TakenBack { message, ply } => {
                write!(f, "{message:?} took the line back, but not to move {ply}")
            }
            FeedError::Changed { message } => write!(f, "{message:?} played nothing but changed the table"),
            FeedError::State(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for FeedError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            FeedError::Host(e) => Some(e),
            FeedError::State(e) => Some(e),
            _ => None,
        }
    }
}

/// The connection the messages come from.
const GUEST: GuestId = 1;

/// Feeds `messages` (each the bytes of one message) from one guest to a
/// host table of `kind` with its first seat here and its second for the
/// guest; `welcomed` first gives the guest its seat and starts the game.
/// The host plays the first legal move whenever its own seat is to move,
/// and agrees to every take-back. Returns how many of the messages were played as moves, or what broke:
/// a message that played nothing yet changed the table, or a state that
/// fails its game's checks. Nothing here may panic on any input.
pub fn feed<'a>(
    kind: GameKind,
    welcomed: bool,
    messages: impl Iterator<Item = &'a [u8]>,
) -> Result<usize, FeedError> {
    let messages: Vec<&[u8]> = messages.collect();
    kind.entry::<dyn NetChecks>().feed(welcomed, &messages)
}

/// The checks of this module, asked of any game: one object per game.
trait NetChecks: Send + Sync {
    /// See [`feed`].
    fn feed(&self, welcomed: bool, messages: &[&[u8]]) -> Result<usize, FeedError>;
    /// See [`guest_moves`].
    fn guest_moves(&self, count: usize) -> Vec<Vec<u8>>;
}

crate::games::kind::by_kind!(dyn NetChecks);

impl<G: Registered> NetChecks for Entry<G> {
    fn feed(&self, welcomed: bool, messages: &[&[u8]]) -> Result<usize, FeedError> {
        let mut host = table::<G>(welcomed)?;
        let mut played = 0;
        for &message in messages {
            play_here(&mut host)?;
            let before = host.history().map(|h| (h.cursor(), h.current().clone()));
            let mut replies = host.receive(GUEST, message);
            // The host agrees to every take-back the guest asks.
            if host.undo_awaits_host() {
                replies.extend(host.answer_undo(true));
            }
            let moved =
                replies.iter().any(|r| matches!(r.message, ToGuest::Played { .. } | ToGuest::Start { .. }));
            let taken_back = replies.iter().find_map(|r| match r.message {
                ToGuest::Undone { ply } => Some(ply as usize),
                _ => None,
            });
            let after = host.history().map(|h| (h.cursor(), h.current().clone()));
            if let Some(ply) = taken_back {
                if after.as_ref().map(|a| a.0) != Some(ply) || before.as_ref().is_none_or(|b| b.0 <= ply) {
                    return Err(FeedError::TakenBack { message: message.to_vec(), ply });
                }
            } else if moved {
                played += usize::from(after.as_ref().map(|a| a.0) > before.as_ref().map(|b| b.0));
            } else if before != after {
                return Err(FeedError::Changed { message: message.to_vec() });
            }
            if let Some(history) = host.history() {
                check_state(history.current()).map_err(FeedError::State)?;
            }
            // The guest's decoder reads the same bytes without panicking.
            let _ = wire::decode::<ToGuest>(message);
        }
        Ok(played)
    }

    fn guest_moves(&self, count: usize) -> Vec<Vec<u8>> {
        let Ok(mut host) = table::<G>(true) else { return Vec::new() };
        let mut messages = Vec::new();
        let mut moves = Vec::new();
        while messages.len() < count && play_here(&mut host).is_ok() {
            let Some(history) = host.history() else { break };
            let state = history.current();
            moves.clear();
            state.legal_moves(&mut moves);
            let Some(mv) = moves.first() else { break };
            let bytes =
                wire::encode(&ToHost::Move { ply: history.cursor() as u32, mv: G::write_move(state, mv) });
            host.receive(GUEST, &bytes);
            messages.push(bytes);
        }
        messages
    }
}

/// A host table of `G` for its first player count, its first seat here
/// and its second for the guest; `welcomed` first gives the guest its
/// seat and share, which starts the game.
fn table<G: Registered>(welcomed: bool) -> Result<HostTable<G>, FeedError> {
    let players = G::FACTS.player_counts.first().copied().unwrap_or(2);
    let table = G::bot_table(players, None).map_err(FeedError::NoTable)?;
    let setup = (table.deal)(0);
    let seats = (0..players).map(|s| Seat::human(format!("Seat {}", s + 1))).collect();
    let mut host = HostTable::<G>::new(&setup, seats, SeatSet::single(1), Share([1; SEED_BYTES]))
        .map_err(FeedError::Host)?;
    if welcomed {
        host.receive(GUEST, &wire::encode(&super::guest::hello("Friend", None)));
        host.receive(GUEST, &wire::encode(&ToHost::Share(Share([2; SEED_BYTES]))));
        if host.history().is_none() {
            return Err(FeedError::NotStarted);
        }
    }
    Ok(host)
}

/// Plays the first legal move while the host's own seat is to move.
fn play_here<G: Registered>(host: &mut HostTable<G>) -> Result<(), FeedError> {
    let mut moves = Vec::new();
    while let Some(history) = host.history() {
        let state = history.current();
        if state.to_move().is_none_or(|seat| !host.plays_here(seat)) {
            return Ok(());
        }
        moves.clear();
        state.legal_moves(&mut moves);
        let Some(mv) = moves.first().cloned() else { return Err(FeedError::NoMove) };
        host.play_here(mv).map_err(|e| FeedError::Refused(format!("{e:?}")))?;
    }
    Ok(())
}

/// The messages a guest would send in the `feed` above: its hello and
/// share are given; then, after the host's first move, `count` of its
/// legal moves in turn (the first of each position), as the bytes of
/// each message. For the fuzz target's seeds.
pub fn guest_moves(kind: GameKind, count: usize) -> Vec<Vec<u8>> {
    kind.entry::<dyn NetChecks>().guest_moves(count)
}
