//! A guest's side of a network game: the table as its seat may see it.
//!
//! [`GuestTable`] keeps the line of play the host sends, state by state (it
//! cannot replay it: the dice and the deal are the host's until the end),
//! checks its own moves with the engine before it sends them, and at the
//! end checks the host's revealed secret against its commitment and
//! replays the whole game from the seed, so a host that bent a roll or a
//! deal is caught. Like the host's table it knows nothing of the network.

use super::seed::{self, Commitment, Seeds, Share};
use super::wire::{self, PROTOCOL, Refusal, Rejoin, ToGuest, ToHost};
use crate::core::{History, IllegalMove, Seat, SeatIndex};
use crate::games::{GameKind, Registered, StartError};
use std::fmt;
use std::sync::Arc;

/// The first message a guest sends.
pub fn hello(name: &str, rejoin: Option<Rejoin>) -> ToHost {
    ToHost::Hello { protocol: PROTOCOL, app: wire::this_app(), name: name.to_owned(), rejoin }
}

/// What the host's welcome says before the game is known to be of `G`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Welcome {
    /// The game.
    pub game: GameKind,
    /// Its setup (RON of the game's `Registered::Variant`).
    pub variant: String,
    /// Everyone at the table.
    pub seats: Vec<Seat>,
    /// The guest's seat.
    pub seat: SeatIndex,
    /// The host's commitment to its secret.
    pub commitment: Commitment,
    /// What takes the seat back after a lost connection.
    pub rejoin: Rejoin,
    /// The host's app and version.
    pub host_app: String,
    /// Whether the host allows hints at this table.
    pub hints: bool,
}

impl Welcome {
    /// The welcome in `message`, if it is one (a refusal says why not).
    pub fn read(message: &ToGuest) -> Result<Welcome, GuestError> {
        match message {
            ToGuest::Welcome { protocol, app, game, variant, seats, seat, commitment, rejoin, hints } => {
                if *protocol != PROTOCOL {
                    return Err(GuestError::Refused(Refusal::Version {
                        host: *protocol,
                        guest: PROTOCOL,
                        app: app.clone(),
                    }));
                }
                let seat = usize::from(*seat);
                if seat >= seats.len() {
                    return Err(GuestError::Host(format!("it gave seat {} of {}", seat + 1, seats.len())));
                }
                Ok(Welcome {
                    game: *game,
                    variant: variant.clone(),
                    seats: seats.clone(),
                    seat,
                    commitment: *commitment,
                    rejoin: *rejoin,
                    host_app: app.clone(),
                    hints: *hints,
                })
            }
            ToGuest::Refused(refusal) => Err(GuestError::Refused(refusal.clone())),
            other => Err(GuestError::Host(format!("it sent {} before a welcome", kind_of(other)))),
        }
    }
}

/// Why a guest cannot go on with what the host sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GuestError {
    /// The host refused the guest (a different version, no seat left, …).
    Refused(Refusal),
    /// The host sent something this guest cannot use: a message out of
    /// step, a state that does not read, a game it did not welcome to.
    Host(String),
    /// At the end, the host's secret or its game did not check out.
    Unfair(Unfairness),
}

/// What did not check out when the host revealed its secret at the end.
#[derive(Clone, Debug)]
pub enum Unfairness {
    /// The secret is not the one it committed to.
    Secret,
    /// The seed was made without this guest's share.
    NoShare,
    /// It revealed before the game started.
    BeforeStart,
    /// The seed's start cannot be set up (the game's reason, shared so
    /// that the error stays cheap to clone).
    Start(Arc<StartError>),
    /// The start it sent is not the one the seed deals.
    OtherStart,
    /// A move (1-based) does not replay (the engine's reason).
    Unplayable {
        /// The move's number.
        number: usize,
        /// Why the engine refuses it.
        why: Arc<dyn std::error::Error + Send + Sync>,
    },
    /// After a move (1-based) the table is not what the seed gives.
    OtherTable(usize),
    /// It revealed before the end.
    BeforeEnd,
}

impl fmt::Display for Unfairness {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unfairness::Secret => f.write_str("its secret is not the one it committed to"),
            Unfairness::NoShare => f.write_str("the seed was made without this guest's share"),
            Unfairness::BeforeStart => f.write_str("it revealed before the start"),
            Unfairness::Start(e) => e.fmt(f),
            Unfairness::OtherStart => f.write_str("the start it sent is not the one the seed deals"),
            Unfairness::Unplayable { number, why } => write!(f, "move {number} does not replay: {why}"),
            Unfairness::OtherTable(number) => {
                write!(f, "after move {number} the table is not what the seed gives")
            }
            Unfairness::BeforeEnd => f.write_str("it revealed before the end"),
        }
    }
}

impl PartialEq for Unfairness {
    /// The game's and the engine's reasons have no equality of their own:
    /// two are the same when they say the same.
    fn eq(&self, other: &Unfairness) -> bool {
        use Unfairness::*;
        match (self, other) {
            (Start(a), Start(b)) => a.to_string() == b.to_string(),
            (Unplayable { number, why }, Unplayable { number: other_number, why: other_why }) => {
                number == other_number && why.to_string() == other_why.to_string()
            }
            (OtherTable(a), OtherTable(b)) => a == b,
            (Secret, Secret)
            | (NoShare, NoShare)
            | (BeforeStart, BeforeStart)
            | (OtherStart, OtherStart)
            | (BeforeEnd, BeforeEnd) => true,
            _ => false,
        }
    }
}

impl Eq for Unfairness {}

impl fmt::Display for GuestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GuestError::Refused(refusal) => write!(f, "the host refused: {refusal}"),
            GuestError::Host(what) => write!(f, "the host cannot be followed: {what}"),
            GuestError::Unfair(what) => write!(f, "the host's game does not check out: {what}"),
        }
    }
}

/// What a message from the host did at the guest's table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GuestEvent {
    /// The game began (or was sent again from its start).
    Started,
    /// A move was played; the table shows it.
    Played,
    /// The host refused something this guest sent; nothing changed.
    Refused(Refusal),
    /// The game is over and checked: it replays from the seed the host
    /// committed to.
    Checked,
    /// The host lent this seat to a bot of its own (`true`) or gave it back.
    Lent(bool),
    /// This seat asks to take back its last move, going back to this many
    /// moves; this guest is asked to agree.
    UndoAsked(SeatIndex, usize),
    /// This seat used a hint.
    HintUsed(SeatIndex),
    /// The host allowed the hint this guest asked for.
    HintGranted,
    /// The take-back asked is not made (declined, withdrawn by a move, or
    /// a side left).
    UndoDeclined,
    /// Everyone agreed: the line went back to this many moves.
    Undone(usize),
    /// Something this guest does not need (a second welcome).
    Nothing,
}

/// Why the guest cannot send a move now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProposeError<R> {
    /// The game has not begun.
    NotStarted,
    /// Another seat is to move, or the game is over.
    NotMyTurn,
    /// The rules refuse it.
    Illegal(IllegalMove<R>),
}

/// A network game as a guest sees it.
pub struct GuestTable<G: Registered> {
    welcome: Welcome,
    variant: G::Variant,
    share: Share,
    history: Option<History<G>>,
    /// The real game, once the host revealed its secret and it checked out.
    checked: Option<(History<G>, Seeds)>,
    /// The ply this guest last sent a move for (it waits for the host).
    sent: Option<usize>,
    /// Whether a bot at the host plays this seat for now.
    lent: bool,
    /// Where a take-back stands for this guest.
    undo: UndoState,
    /// The ply this guest asked a hint for (it waits for the host's leave).
    hint_asked: Option<usize>,
}

/// A take-back as a guest sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum UndoState {
    /// None is asked.
    Quiet,
    /// This guest asked, after this many moves, and waits for the answer.
    Asking(usize),
    /// A seat asked, after this many moves, to go back to the second
    /// number, and this guest has to answer.
    Question(SeatIndex, usize, usize),
}

impl<G: Registered> GuestTable<G> {
    /// The table the host's `welcome` sets, with this guest's `share` of
    /// the seed (to send at once: [`GuestTable::share_message`]).
    pub fn new(welcome: Welcome, share: Share) -> Result<Self, GuestError> {
        if welcome.game != G::KIND {
            return Err(GuestError::Host(format!("it welcomed to {}", welcome.game.title())));
        }
        let variant: G::Variant =
            wire::read_text(&welcome.variant).map_err(|e| GuestError::Host(format!("its setup: {e}")))?;
        Ok(GuestTable {
            welcome,
            variant,
            share,
            history: None,
            checked: None,
            sent: None,
            lent: false,
            undo: UndoState::Quiet,
            hint_asked: None,
        })
    }

    /// The message that gives the host this guest's share.
    pub fn share_message(&self) -> ToHost {
        ToHost::Share(self.share)
    }

    /// The welcome the table was set from.
    pub fn welcome(&self) -> &Welcome {
        &self.welcome
    }

    /// This guest's seat.
    pub fn seat(&self) -> SeatIndex {
        self.welcome.seat
    }

    /// The game as this seat sees it, once it has begun.
    pub fn history(&self) -> Option<&History<G>> {
        self.history.as_ref()
    }

    /// The real game and its seeds, once it is over and checked.
    pub fn checked(&self) -> Option<&(History<G>, Seeds)> {
        self.checked.as_ref()
    }

    /// Handles one message from the host.
    pub fn receive(&mut self, message: ToGuest) -> Result<GuestEvent, GuestError> {
        match message {
            ToGuest::Welcome { .. } => Ok(GuestEvent::Nothing),
            ToGuest::Start { state } => {
                let start: G = read_state(&state)?;
                self.history = Some(History::new(start));
                self.checked = None;
                self.sent = None;
                Ok(GuestEvent::Started)
            }
            ToGuest::Played { ply, mv, state } => self.played(ply, &mv, &state),
            ToGuest::Refused(refusal) => {
                self.sent = None;
                self.hint_asked = None;
                if matches!(self.undo, UndoState::Asking(_)) {
                    self.undo = UndoState::Quiet;
                }
                Ok(GuestEvent::Refused(refusal))
            }
            ToGuest::UndoAsked { ply, seat, to } => {
                let seat = usize::from(seat);
                if seat == self.seat() {
                    return Ok(GuestEvent::Nothing);
                }
                if to >= ply || seat >= self.welcome.seats.len() {
                    return Err(GuestError::Host(format!(
                        "it asked seat {} to go back from {ply} to {to}",
                        seat + 1
                    )));
                }
                self.undo = UndoState::Question(seat, ply as usize, to as usize);
                Ok(GuestEvent::UndoAsked(seat, to as usize))
            }
            ToGuest::HintUsed { ply, seat } => {
                let seat = usize::from(seat);
                if seat == self.seat() && self.hint_asked.take() == Some(ply as usize) {
                    return Ok(GuestEvent::HintGranted);
                }
                if seat >= self.welcome.seats.len() {
                    return Err(GuestError::Host(format!(
                        "it named seat {} of {}",
                        seat + 1,
                        self.welcome.seats.len()
                    )));
                }
                Ok(GuestEvent::HintUsed(seat))
            }
            ToGuest::UndoDeclined => {
                self.undo = UndoState::Quiet;
                Ok(GuestEvent::UndoDeclined)
            }
            ToGuest::Undone { ply } => self.undone(ply as usize),
            ToGuest::Reveal { secret, shares } => self.reveal(secret, &shares),
            ToGuest::Lent(lent) => {
                self.lent = lent;
                Ok(GuestEvent::Lent(lent))
            }
        }
    }

    /// Whether a bot at the host plays this seat for now.
    pub fn lent(&self) -> bool {
        self.lent
    }

    /// Whether this guest sent a move after `ply` moves and waits for the
    /// host to play it.
    pub fn awaiting(&self, ply: usize) -> bool {
        self.sent == Some(ply)
    }

    /// The message that sends `mv` for this guest's seat, after the engine
    /// has checked it on the table as the seat sees it.
    pub fn propose(&mut self, mv: &G::Move) -> Result<ToHost, ProposeError<G::Illegal>> {
        let history = self.history.as_ref().ok_or(ProposeError::NotStarted)?;
        let state = history.current();
        if state.to_move() != Some(self.seat()) || self.lent {
            return Err(ProposeError::NotMyTurn);
        }
        state.check(mv).map_err(ProposeError::Illegal)?;
        self.sent = Some(history.cursor());
        Ok(ToHost::Move { ply: history.cursor() as u32, mv: G::write_move(state, mv) })
    }

    /// Whether this guest may ask to take back its seat's last move now,
    /// or why not (as the host would refuse it).
    pub fn undo_check(&self) -> Result<(), Refusal> {
        let history = self.history.as_ref().ok_or(Refusal::NotStarted)?;
        history.current().to_move().ok_or(Refusal::Over)?;
        if self.lent {
            return Err(Refusal::Lent);
        }
        if self.undo != UndoState::Quiet {
            return Err(Refusal::UndoPending);
        }
        let seat = self.seat();
        super::undo::target(history, |s| s == seat).map(|_| ()).ok_or(Refusal::NothingToUndo)
    }

    /// The message that asks to take back this seat's last move, or why
    /// it cannot be asked.
    pub fn ask_undo(&mut self) -> Result<ToHost, Refusal> {
        self.undo_check()?;
        let ply = self.history.as_ref().map_or(0, History::cursor);
        self.undo = UndoState::Asking(ply);
        Ok(ToHost::Undo { ply: ply as u32 })
    }

    /// The seat that asks this guest to agree to a take-back, and how
    /// many moves the game would keep, if one is asked.
    pub fn undo_question(&self) -> Option<(SeatIndex, usize)> {
        match self.undo {
            UndoState::Question(seat, _, to) => Some((seat, to)),
            _ => None,
        }
    }

    /// The message that asks the host for a hint for this seat's move, or
    /// why not (as the host would refuse it): hints are off unless the
    /// host allowed them when opening the table.
    pub fn ask_hint(&mut self) -> Result<ToHost, Refusal> {
        if !self.welcome.hints {
            return Err(Refusal::HintsOff);
        }
        let history = self.history.as_ref().ok_or(Refusal::NotStarted)?;
        let to_move = history.current().to_move().ok_or(Refusal::Over)?;
        if self.lent {
            return Err(Refusal::Lent);
        }
        if to_move != self.seat() {
            return Err(Refusal::NotYourTurn);
        }
        self.hint_asked = Some(history.cursor());
        Ok(ToHost::Hint { ply: history.cursor() as u32 })
    }

    /// Whether this guest asked for a take-back and waits for the answer.
    pub fn undo_waiting(&self) -> bool {
        matches!(self.undo, UndoState::Asking(_))
    }

    /// The message that answers the take-back asked of this guest, if one is.
    pub fn answer_undo(&mut self, accept: bool) -> Option<ToHost> {
        let UndoState::Question(_, ply, _) = self.undo else { return None };
        self.undo = UndoState::Quiet;
        Some(ToHost::UndoAnswer { ply: ply as u32, accept })
    }

    fn undone(&mut self, ply: usize) -> Result<GuestEvent, GuestError> {
        let history = self
            .history
            .as_mut()
            .ok_or_else(|| GuestError::Host("it took back moves before the start".into()))?;
        if ply > history.cursor() {
            return Err(GuestError::Host(format!("it took back to move {ply} of {}", history.cursor())));
        }
        history.take_back(ply);
        self.sent = None;
        self.undo = UndoState::Quiet;
        Ok(GuestEvent::Undone(ply))
    }

    fn played(&mut self, ply: u32, mv: &str, state: &str) -> Result<GuestEvent, GuestError> {
        let history = self
            .history
            .as_mut()
            .ok_or_else(|| GuestError::Host("it sent a move before the start".into()))?;
        if ply as usize != history.cursor() {
            return Err(GuestError::Host(format!(
                "it sent move {} after {} moves",
                ply + 1,
                history.cursor()
            )));
        }
        let mv: G::Move = wire::read_text(mv).map_err(|e| GuestError::Host(format!("its move: {e}")))?;
        let after: G = read_state(state)?;
        history.record(mv, after);
        Ok(GuestEvent::Played)
    }

    /// Checks the revealed secret and replays the game from the seed.
    fn reveal(&mut self, secret: Share, shares: &[Share]) -> Result<GuestEvent, GuestError> {
        let unfair = |what| Err(GuestError::Unfair(what));
        if !self.welcome.commitment.opens_to(&secret) {
            return unfair(Unfairness::Secret);
        }
        if !shares.contains(&self.share) {
            return unfair(Unfairness::NoShare);
        }
        let Some(seen) = &self.history else { return unfair(Unfairness::BeforeStart) };
        let seeds = seed::combine(&secret, shares);
        let (start, _) = G::saved_start(&self.variant, seeds.game, None)
            .map_err(|e| GuestError::Unfair(Unfairness::Start(Arc::new(e))))?;
        let seat = self.seat();
        // What the guest keeps of a state: as sent, told afterwards what
        // the next move did (`Game::settle_chance`, as `History::record`
        // does it).
        let kept = |real: &G, next: Option<&crate::core::history::Ply<G>>| {
            let mut state = G::redacted(real, seat);
            if let Some(next) = next {
                state.settle_chance(&next.mv, &next.after);
            }
            state
        };
        if kept(&start, seen.played().first()) != *seen.start() {
            return unfair(Unfairness::OtherStart);
        }
        let mut real = History::new(start);
        for (i, ply) in seen.played().iter().enumerate() {
            if let Err(e) = real.play(ply.mv.clone()) {
                return unfair(Unfairness::Unplayable { number: i + 1, why: Arc::new(e) });
            }
            if kept(real.current(), seen.played().get(i + 1)) != ply.after {
                return unfair(Unfairness::OtherTable(i + 1));
            }
        }
        if real.current().outcome().is_none() {
            return unfair(Unfairness::BeforeEnd);
        }
        self.checked = Some((real, seeds));
        Ok(GuestEvent::Checked)
    }
}

fn read_state<G: Registered>(text: &str) -> Result<G, GuestError> {
    let state: G = wire::read_text(text).map_err(|e| GuestError::Host(format!("its table: {e}")))?;
    G::self_check(&state).map_err(|e| GuestError::Host(format!("its table: {e}")))?;
    Ok(state)
}

fn kind_of(message: &ToGuest) -> &'static str {
    match message {
        ToGuest::Welcome { .. } => "a welcome",
        ToGuest::Start { .. } => "a start",
        ToGuest::Played { .. } => "a move",
        ToGuest::Refused(_) => "a refusal",
        ToGuest::Reveal { .. } => "its secret",
        ToGuest::Lent(_) => "a seat lent",
        ToGuest::UndoAsked { .. } => "a take-back asked",
        ToGuest::HintUsed { .. } => "a hint used",
        ToGuest::UndoDeclined => "a take-back declined",
        ToGuest::Undone { .. } => "a take-back",
    }
}
