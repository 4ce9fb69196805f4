//! The host's side of a network game: the judge of every move.
//!
//! [`HostTable`] holds the one true game. Guests reach it only through
//! [`HostTable::receive`], with the bytes of one message; whatever they
//! send is decoded, checked against the seats and the rules, and either
//! played (and every guest told, each with what its own seat may see) or
//! refused with a reason, leaving everything as it was. It knows nothing
//! of the network: the link hands it bytes and sends what it returns.

use super::seed::{self, Commitment, Seeds, Share};
use super::undo::{self, Asked, Party, UndoNews};
use super::wire::{self, PROTOCOL, Refusal, Rejoin, ToGuest, ToHost};
use crate::core::{History, IllegalMove, Seat, SeatIndex, SeatSet};
use crate::games::Registered;

/// A connection to one guest, as the link numbers them.
pub type GuestId = u64;

/// A message for one guest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outgoing {
    /// Whom it is for.
    pub to: GuestId,
    /// What it says.
    pub message: ToGuest,
}

/// A seat kept for a friend on another computer.
#[derive(Clone, Debug)]
struct FriendSeat {
    seat: SeatIndex,
    /// The connection playing it now.
    guest: Option<GuestId>,
    /// Whether a guest has ever taken it (then only its rejoin takes it again).
    taken: bool,
    rejoin: Rejoin,
    share: Option<Share>,
    /// Played here by a bot while its friend is away (the host's choice).
    lent: bool,
}

/// A network game as its host keeps it.
pub struct HostTable<G: Registered> {
    variant: G::Variant,
    seats: Vec<Seat>,
    friends: Vec<FriendSeat>,
    secret: Share,
    seeds: Option<Seeds>,
    history: Option<History<G>>,
    /// The take-back waiting for its answers.
    asked: Option<Asked>,
    /// What came of take-backs, for the host's screen.
    news: Vec<UndoNews>,
    /// Whether hints are allowed at this table (the host's choice when
    /// opening it; off unless chosen, as everyone plays on trust).
    hints: bool,
    /// The guests' seats that used a hint since the host's screen last
    /// asked.
    hints_used: Vec<SeatIndex>,
}

/// Why a table cannot be hosted as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostError {
    /// The seats do not match the game's.
    Seats {
        /// How many the game has.
        game: usize,
        /// How many were given.
        given: usize,
    },
    /// No seat is left for a friend.
    NoFriend,
}

impl std::fmt::Display for HostError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HostError::Seats { game, given } => {
                write!(f, "the game has {game} seats, but {given} were given")
            }
            HostError::NoFriend => f.write_str("no seat is kept for a friend"),
        }
    }
}

impl std::error::Error for HostError {}

/// Why this computer cannot play a move now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HereError<R> {
    /// A friend has yet to come or give a share.
    NotStarted,
    /// The game is over.
    Over,
    /// A friend's seat is to move: only its guest plays it.
    FriendsTurn(SeatIndex),
    /// The rules refuse it.
    Illegal(IllegalMove<R>),
}

impl<G: Registered> HostTable<G> {
    /// A table for a game set up as `setup` (dealt with any seed: only its
    /// variant is kept), with `seats` in turn order, of which `friends`
    /// are for guests. `secret` is the host's share of the seed: drawn at
    /// random, and never shown before the end.
    pub fn new(setup: &G, seats: Vec<Seat>, friends: SeatSet, secret: Share) -> Result<Self, HostError> {
        if seats.len() != setup.seat_count() {
            return Err(HostError::Seats { game: setup.seat_count(), given: seats.len() });
        }
        let friends: Vec<FriendSeat> = friends
            .iter()
            .filter(|&seat| seat < seats.len())
            .map(|seat| FriendSeat {
                seat,
                guest: None,
                taken: false,
                rejoin: rejoin_for(&secret, seat),
                share: None,
                lent: false,
            })
            .collect();
        if friends.is_empty() {
            return Err(HostError::NoFriend);
        }
        Ok(HostTable {
            variant: G::saved_variant(setup),
            seats,
            friends,
            secret,
            seeds: None,
            history: None,
            asked: None,
            news: Vec::new(),
            hints: false,
            hints_used: Vec::new(),
        })
    }

    /// The table with hints allowed (`true`) or not: every guest hears it
    /// in its welcome, and the host refuses a guest's hint when they are not.
    pub fn with_hints(mut self, hints: bool) -> Self {
        self.hints = hints;
        self
    }

    /// Whether hints are allowed at this table.
    pub fn hints(&self) -> bool {
        self.hints
    }

    /// The guests' seats that used a hint since last asked (for the host's
    /// screen to say).
    pub fn take_hints_used(&mut self) -> Vec<SeatIndex> {
        std::mem::take(&mut self.hints_used)
    }

    /// A person here asks for a hint: allowed only at a table with hints,
    /// on their own turn; every guest is told (what to send), or why not.
    pub fn hint_here(&mut self) -> Result<Vec<Outgoing>, Refusal> {
        if !self.hints {
            return Err(Refusal::HintsOff);
        }
        let history = self.history.as_ref().ok_or(Refusal::NotStarted)?;
        let seat = history.current().to_move().ok_or(Refusal::Over)?;
        if !self.plays_here(seat) {
            return Err(Refusal::NotYourTurn);
        }
        let message = ToGuest::HintUsed { ply: history.cursor() as u32, seat: seat as u8 };
        Ok(self.to_each(|_| message.clone()))
    }

    /// A guest asks for a hint after `ply` moves: judged here, whatever the
    /// guest's own window allowed; everyone hears of one used.
    fn guest_hint(&mut self, guest: GuestId, ply: u32) -> Result<Vec<Outgoing>, Refusal> {
        let friend = self.friends.iter().find(|f| f.guest == Some(guest)).ok_or(Refusal::NoHello)?;
        if !self.hints {
            return Err(Refusal::HintsOff);
        }
        if friend.lent {
            return Err(Refusal::Lent);
        }
        let seat = friend.seat;
        let history = self.history.as_ref().ok_or(Refusal::NotStarted)?;
        let to_move = history.current().to_move().ok_or(Refusal::Over)?;
        let expected = history.cursor() as u32;
        if ply != expected {
            return Err(Refusal::Stale { expected, got: ply });
        }
        if to_move != seat {
            return Err(Refusal::NotYourTurn);
        }
        self.hints_used.push(seat);
        let message = ToGuest::HintUsed { ply, seat: seat as u8 };
        Ok(self.to_each(|_| message.clone()))
    }

    /// The commitment every guest receives before it gives its share.
    pub fn commitment(&self) -> Commitment {
        self.secret.commitment()
    }

    /// Everyone at the table, in turn order (friends under the names they gave).
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// The seats kept for friends.
    pub fn friend_seats(&self) -> SeatSet {
        self.friends.iter().fold(SeatSet::default(), |set, f| set.with(f.seat))
    }

    /// The friends' seats a guest is playing now.
    pub fn connected(&self) -> SeatSet {
        self.friends.iter().filter(|f| f.guest.is_some()).fold(SeatSet::default(), |set, f| set.with(f.seat))
    }

    /// The game, once every friend has come and given a share.
    pub fn history(&self) -> Option<&History<G>> {
        self.history.as_ref()
    }

    /// The seeds the shares made, once the game has begun.
    pub fn seeds(&self) -> Option<Seeds> {
        self.seeds
    }

    /// The setup every machine deals the game from.
    pub fn variant(&self) -> &G::Variant {
        &self.variant
    }

    /// Whether `seat` is played from another computer.
    pub fn is_friend(&self, seat: SeatIndex) -> bool {
        self.friends.iter().any(|f| f.seat == seat)
    }

    /// Whether this computer plays `seat` now: its own seats, and a
    /// friend's seat lent to a bot here.
    pub fn plays_here(&self, seat: SeatIndex) -> bool {
        self.friends.iter().find(|f| f.seat == seat).is_none_or(|f| f.lent)
    }

    /// Whether a friend's seat is lent to a bot here.
    pub fn lent(&self, seat: SeatIndex) -> bool {
        self.friends.iter().any(|f| f.seat == seat && f.lent)
    }

    /// Lends a friend's seat to a bot here (`true`) or gives it back: what
    /// to tell its guest (nothing if it is away, or nothing changed).
    pub fn lend(&mut self, seat: SeatIndex, lent: bool) -> Vec<Outgoing> {
        let Some(friend) = self.friends.iter_mut().find(|f| f.seat == seat && f.lent != lent) else {
            return Vec::new();
        };
        friend.lent = lent;
        friend.guest.map(|to| Outgoing { to, message: ToGuest::Lent(lent) }).into_iter().collect()
    }

    /// Handles the bytes of one message from `guest`: what to send, and to
    /// whom. Anything refused changes nothing.
    pub fn receive(&mut self, guest: GuestId, bytes: &[u8]) -> Vec<Outgoing> {
        let refused = |refusal| vec![Outgoing { to: guest, message: ToGuest::Refused(refusal) }];
        let message = match wire::decode::<ToHost>(bytes) {
            Ok(message) => message,
            Err(refusal) => return refused(refusal),
        };
        let result = match message {
            ToHost::Hello { protocol, app: _, name, rejoin } => self.hello(guest, protocol, &name, rejoin),
            ToHost::Share(share) => self.share(guest, share),
            ToHost::Move { ply, mv } => self.guest_move(guest, ply, &mv),
            ToHost::Undo { ply } => self.guest_undo(guest, ply),
            ToHost::Hint { ply } => self.guest_hint(guest, ply),
            ToHost::UndoAnswer { ply, accept } => self.guest_answer(guest, ply, accept),
            ToHost::Bye => Ok(self.disconnected(guest)),
        };
        result.unwrap_or_else(refused)
    }

    /// The connection to `guest` is gone; its seat waits for its rejoin.
    /// A take-back it asked or had to answer is not made: what to tell
    /// the others.
    pub fn disconnected(&mut self, guest: GuestId) -> Vec<Outgoing> {
        for friend in &mut self.friends {
            if friend.guest == Some(guest) {
                friend.guest = None;
            }
        }
        let party = Party::Guest(guest);
        if self.asked.as_ref().is_some_and(|a| a.by == party || a.waits_for(party)) {
            return self.close_undo(false);
        }
        Vec::new()
    }

    /// Plays a move for a seat of this computer (a person here or a bot):
    /// what to tell the guests, or why not.
    pub fn play_here(&mut self, mv: G::Move) -> Result<Vec<Outgoing>, HereError<G::Illegal>> {
        let history = self.history.as_ref().ok_or(HereError::NotStarted)?;
        let seat = history.current().to_move().ok_or(HereError::Over)?;
        if !self.plays_here(seat) {
            return Err(HereError::FriendsTurn(seat));
        }
        let history = self.history.as_mut().ok_or(HereError::NotStarted)?;
        history.play(mv).map_err(HereError::Illegal)?;
        Ok(self.after_move())
    }

    fn hello(
        &mut self,
        guest: GuestId,
        protocol: u32,
        name: &str,
        rejoin: Option<Rejoin>,
    ) -> Result<Vec<Outgoing>, Refusal> {
        if protocol != PROTOCOL {
            return Err(Refusal::Version { host: PROTOCOL, guest: protocol, app: wire::this_app() });
        }
        if self.friends.iter().any(|f| f.guest == Some(guest)) {
            return Err(Refusal::SecondHello);
        }
        let index = match rejoin {
            Some(token) => self.friends.iter().position(|f| f.rejoin == token).ok_or(Refusal::UnknownSeat)?,
            None => self.friends.iter().position(|f| !f.taken).ok_or(Refusal::NoSeat)?,
        };
        let friend = &mut self.friends[index];
        friend.guest = Some(guest);
        friend.taken = true;
        let (seat, token) = (friend.seat, friend.rejoin);
        if rejoin.is_none()
            && let Some(name) = wire::clean_name(name)
        {
            self.seats[seat].name = name;
        }
        let mut out = vec![Outgoing { to: guest, message: self.welcome(seat, token) }];
        if self.friends[index].lent {
            out.push(Outgoing { to: guest, message: ToGuest::Lent(true) });
        }
        // A guest coming back after the start sees the game so far.
        if let Some(history) = &self.history {
            out.extend(line_for(history, seat).into_iter().map(|message| Outgoing { to: guest, message }));
            if history.current().outcome().is_some() {
                out.push(Outgoing { to: guest, message: self.reveal() });
            }
        }
        Ok(out)
    }

    fn welcome(&self, seat: SeatIndex, rejoin: Rejoin) -> ToGuest {
        ToGuest::Welcome {
            protocol: PROTOCOL,
            app: wire::this_app(),
            game: G::KIND,
            variant: part(&self.variant),
            seats: self.seats.clone(),
            seat: seat as u8,
            commitment: self.commitment(),
            rejoin,
            hints: self.hints,
        }
    }

    fn share(&mut self, guest: GuestId, share: Share) -> Result<Vec<Outgoing>, Refusal> {
        let friend = self.friends.iter_mut().find(|f| f.guest == Some(guest)).ok_or(Refusal::NoHello)?;
        if friend.share == Some(share) {
            // A guest back after a lost connection gives its share again.
            return Ok(Vec::new());
        }
        if friend.share.is_some() || self.history.is_some() {
            return Err(Refusal::ShareNotNow);
        }
        friend.share = Some(share);
        Ok(self.start_when_ready())
    }

    /// Deals the game once every friend's share is in: every guest gets
    /// the start as its seat sees it.
    fn start_when_ready(&mut self) -> Vec<Outgoing> {
        let shares: Option<Vec<Share>> = self.friends.iter().map(|f| f.share).collect();
        let Some(shares) = shares else { return Vec::new() };
        let seeds = seed::combine(&self.secret, &shares);
        // The variant came from a game of G, so it deals; if a game ever
        // refused its own variant, the table would stay unstarted.
        let Ok((start, _series)) = G::saved_start(&self.variant, seeds.game, None) else { return Vec::new() };
        let history = History::new(start);
        let out = self.to_each(|seat| ToGuest::Start { state: part(&G::redacted(history.current(), seat)) });
        self.seeds = Some(seeds);
        self.history = Some(history);
        out
    }

    fn guest_move(&mut self, guest: GuestId, ply: u32, text: &str) -> Result<Vec<Outgoing>, Refusal> {
        let friend = self.friends.iter().find(|f| f.guest == Some(guest)).ok_or(Refusal::NoHello)?;
        if friend.lent {
            return Err(Refusal::Lent);
        }
        let seat = friend.seat;
        let history = self.history.as_mut().ok_or(Refusal::NotStarted)?;
        let state = history.current();
        let Some(to_move) = state.to_move() else { return Err(Refusal::Over) };
        let expected = history.cursor() as u32;
        if ply != expected {
            return Err(Refusal::Stale { expected, got: ply });
        }
        if to_move != seat {
            return Err(Refusal::NotYourTurn);
        }
        let illegal = |e: IllegalMove<G::Illegal>| Refusal::Illegal {
            mv: text.to_owned(),
            reason: e.reason.to_string(),
        };
        let mv = G::read_move(state, text).map_err(illegal)?;
        history.play(mv).map_err(illegal)?;
        Ok(self.after_move())
    }

    /// Tells every guest the move just played, and at the end the secret.
    /// A take-back still asked is withdrawn by the move.
    fn after_move(&mut self) -> Vec<Outgoing> {
        let mut out = if self.asked.is_some() { self.close_undo(false) } else { Vec::new() };
        let Some(history) = &self.history else { return out };
        let ply = history.cursor() - 1;
        let Some(last) = history.played().last() else { return out };
        out.extend(self.to_each(|seat| played(ply, &last.mv, &last.after, seat)));
        if history.current().outcome().is_some() {
            let reveal = self.reveal();
            out.extend(self.to_each(|_| reveal.clone()));
        }
        out
    }

    fn reveal(&self) -> ToGuest {
        ToGuest::Reveal { secret: self.secret, shares: self.friends.iter().filter_map(|f| f.share).collect() }
    }

    /// The take-back waiting for its answers, if any.
    pub fn undo_asked(&self) -> Option<&Asked> {
        self.asked.as_ref()
    }

    /// Whether the host's screen has yet to answer a take-back.
    pub fn undo_awaits_host(&self) -> bool {
        self.asked.as_ref().is_some_and(|a| a.waits_for(Party::Host))
    }

    /// What came of take-backs since last asked.
    pub fn take_news(&mut self) -> Vec<UndoNews> {
        std::mem::take(&mut self.news)
    }

    /// Where a take-back for the host's people would go: back to their
    /// previous decision (`None` if there is none to take back).
    pub fn host_undo_target(&self) -> Option<usize> {
        let history = self.history.as_ref()?;
        undo::target(history, |seat| {
            !self.is_friend(seat) && self.seats.get(seat).is_some_and(|s| !s.controller.is_bot())
        })
    }

    /// Whether the host's people may ask to take back their last move now:
    /// where it would go and whom it asks, or why not.
    pub fn undo_check(&self) -> Result<(usize, Vec<Party>), Refusal> {
        let history = self.history.as_ref().ok_or(Refusal::NotStarted)?;
        history.current().to_move().ok_or(Refusal::Over)?;
        if self.asked.is_some() {
            return Err(Refusal::UndoPending);
        }
        let to = self.host_undo_target().ok_or(Refusal::NothingToUndo)?;
        let guests: Vec<Party> = self.friends.iter().filter_map(|f| f.guest.map(Party::Guest)).collect();
        if guests.is_empty() {
            return Err(Refusal::Away);
        }
        Ok((to, guests))
    }

    /// The host's people ask to take back their last move: every connected
    /// guest is asked (what to send), or why not.
    pub fn ask_undo(&mut self) -> Result<Vec<Outgoing>, Refusal> {
        let (to, guests) = self.undo_check()?;
        let Some(history) = self.history.as_ref() else { return Err(Refusal::NotStarted) };
        let ply = history.cursor();
        let seat = history.state_at(to).to_move().unwrap_or_default();
        self.asked = Some(Asked::new(seat, Party::Host, ply, to, guests));
        Ok(self.to_each(|_| ToGuest::UndoAsked { ply: ply as u32, seat: seat as u8, to: to as u32 }))
    }

    /// The host's screen answers the take-back a guest asked.
    pub fn answer_undo(&mut self, accept: bool) -> Vec<Outgoing> {
        self.answer(Party::Host, accept)
    }

    fn guest_undo(&mut self, guest: GuestId, ply: u32) -> Result<Vec<Outgoing>, Refusal> {
        let friend = self.friends.iter().find(|f| f.guest == Some(guest)).ok_or(Refusal::NoHello)?;
        if friend.lent {
            return Err(Refusal::Lent);
        }
        let seat = friend.seat;
        let history = self.history.as_ref().ok_or(Refusal::NotStarted)?;
        history.current().to_move().ok_or(Refusal::Over)?;
        let expected = history.cursor() as u32;
        if ply != expected {
            return Err(Refusal::Stale { expected, got: ply });
        }
        if self.asked.is_some() {
            return Err(Refusal::UndoPending);
        }
        let to = undo::target(history, |s| s == seat).ok_or(Refusal::NothingToUndo)?;
        let others = self.friends.iter().filter_map(|f| f.guest.filter(|&g| g != guest).map(Party::Guest));
        let waiting = std::iter::once(Party::Host).chain(others).collect();
        self.asked = Some(Asked::new(seat, Party::Guest(guest), ply as usize, to, waiting));
        self.news.push(UndoNews::Asked(seat, to));
        let message = ToGuest::UndoAsked { ply, seat: seat as u8, to: to as u32 };
        Ok(self.to_each(|_| message.clone()).into_iter().filter(|o| o.to != guest).collect())
    }

    fn guest_answer(&mut self, guest: GuestId, ply: u32, accept: bool) -> Result<Vec<Outgoing>, Refusal> {
        let party = Party::Guest(guest);
        match &self.asked {
            Some(asked) if asked.waits_for(party) && asked.ply == ply as usize => {
                Ok(self.answer(party, accept))
            }
            Some(asked) if asked.waits_for(party) => {
                Err(Refusal::Stale { expected: asked.ply as u32, got: ply })
            }
            _ => Err(Refusal::NoUndoAsked),
        }
    }

    fn answer(&mut self, party: Party, accept: bool) -> Vec<Outgoing> {
        let Some(asked) = self.asked.as_mut().filter(|a| a.waits_for(party)) else { return Vec::new() };
        match asked.answer(party, accept) {
            Some(made) => self.close_undo(made),
            None => Vec::new(),
        }
    }

    /// Ends the take-back asked: made (the line goes back, for good) or
    /// not. Every guest hears it.
    fn close_undo(&mut self, made: bool) -> Vec<Outgoing> {
        let Some(asked) = self.asked.take() else { return Vec::new() };
        if !made {
            self.news.push(UndoNews::Declined);
            return self.to_each(|_| ToGuest::UndoDeclined);
        }
        if let Some(history) = self.history.as_mut() {
            history.take_back(asked.to);
        }
        self.news.push(UndoNews::Undone(asked.to));
        self.to_each(|_| ToGuest::Undone { ply: asked.to as u32 })
    }

    /// One message for each connected guest, made for its seat.
    fn to_each(&self, message: impl Fn(SeatIndex) -> ToGuest) -> Vec<Outgoing> {
        self.friends
            .iter()
            .filter_map(|f| f.guest.map(|to| Outgoing { to, message: message(f.seat) }))
            .collect()
    }
}

/// The game so far as `seat` may see it: its start and every move.
fn line_for<G: Registered>(history: &History<G>, seat: SeatIndex) -> Vec<ToGuest> {
    let start = ToGuest::Start { state: part(&G::redacted(history.start(), seat)) };
    let moves = history.played().iter().enumerate().map(|(ply, p)| played(ply, &p.mv, &p.after, seat));
    std::iter::once(start).chain(moves).collect()
}

fn played<G: Registered>(ply: usize, mv: &G::Move, after: &G, seat: SeatIndex) -> ToGuest {
    ToGuest::Played { ply: ply as u32, mv: part(mv), state: part(&G::redacted(after, seat)) }
}

use wire::ron_text as part;

/// The rejoin token of `seat`: derived from the host's secret, so nobody
/// else can make it, and the same if the host asks again.
fn rejoin_for(secret: &Share, seat: SeatIndex) -> Rejoin {
    let mut hasher = blake3::Hasher::new_derive_key("malice-table 2026-12 network rejoin token v1");
    hasher.update(&secret.0);
    hasher.update(&(seat as u64).to_le_bytes());
    let mut token = [0u8; 16];
    token.copy_from_slice(&hasher.finalize().as_bytes()[..16]);
    Rejoin(token)
}
