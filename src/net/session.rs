//! A network game at a table, kept in step with the table's session:
//! the link, the host's judge or the guest's table, and what each poll
//! asks of the window. Written once for every game, and knowing no
//! window: the window draws its panel from [`Online::connection`] and
//! words its values ([`Note`], [`OnlineError`], [`MoveError`]).
//!
//! On the host, the session plays as usual (the person's clicks, the
//! bots); every move it makes goes to the [`HostTable`] and out to the
//! guests, and every guest move the host's judge accepts is played into
//! the session. On a guest, the session holds the game as its seat may see
//! it: the person's move is sent to the host, and the session records the
//! moves the host sends back. Until every friend has come the session has
//! nobody to play (every seat is remote), so nothing moves.

mod asks;
mod error;
mod join;
mod seats;
mod step;
mod sync;
#[cfg(test)]
mod tests;

pub use error::{MoveError, Note, OnlineError};
pub use join::{Joined, REJOIN_FOR, reach_again};
pub use step::{HintAsk, Step};

use crate::core::session::BotMaker;
use crate::core::{History, Seat, SeatIndex, Session};
use crate::games::Registered;
use crate::net::link::{HOST, Link, LinkError, LinkEvent, Notify, Reach};
use crate::net::{GuestTable, HostTable, ProposeError, guest, wire};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError};

/// Where the link stands.
enum LinkState {
    /// A host's link is being opened (the receiver brings it).
    Opening(Receiver<Result<Link, LinkError>>),
    /// Connected (a guest) or open for guests (a host).
    Open(Link),
    /// A guest lost its connection and tries again on a thread; the flag
    /// stops it.
    Rejoining(Receiver<Link>, Arc<AtomicBool>),
    /// Nothing more will come: why (nothing, when the person dropped the
    /// link to make it again).
    Closed(Option<OnlineError>),
}

/// How the link stands, as the window shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Connection<'a> {
    /// A host's link is being opened.
    Opening,
    /// Connected (a guest) or open for guests (a host).
    Open,
    /// A guest lost its connection and tries to come back.
    Rejoining,
    /// Nothing more will come: why, if there is something to say.
    Closed(Option<&'a OnlineError>),
}

/// This computer's table, as the window reads it.
pub enum Side<'a, G: Registered> {
    /// It hosts: the judge of every move.
    Host(&'a HostTable<G>),
    /// It is a guest: the game as its seat may see it.
    Guest(&'a GuestTable<G>),
}

/// This computer's part in the game.
enum Role<G: Registered> {
    Host(HostTable<G>),
    Guest(GuestTable<G>),
}

/// A network game at the table.
pub struct Online<G: Registered> {
    role: Role<G>,
    link: LinkState,
    /// The host's join code, or the code the guest came with.
    code: Option<String>,
    reach: Reach,
    /// Whether a host's link reached a relay (else only its networks can join).
    relayed: bool,
    /// Whether the game was put on the table (a host: once it began; a
    /// guest: once checked at the end too).
    begun: bool,
    checked: bool,
    /// A guest's name at its own seat, as it shows on its own table.
    own_name: String,
}

impl<G: Registered> Online<G> {
    /// Hosts `table`: its link opens on a thread (announced on this
    /// machine's networks under `host`'s name); the table shows the code
    /// once it is ready.
    pub fn host(table: HostTable<G>, host: String, reach: Reach, notify: Notify) -> Self {
        let (sender, receiver) = std::sync::mpsc::channel();
        let wake = notify.clone();
        std::thread::spawn(move || {
            let _ = sender.send(Link::host(reach, Some((G::KIND, host)), notify));
            wake();
        });
        Online {
            role: Role::Host(table),
            link: LinkState::Opening(receiver),
            code: None,
            reach,
            relayed: false,
            begun: false,
            checked: false,
            own_name: String::new(),
        }
    }

    /// A guest's table for what `joined` brought; `Err` when the host's
    /// welcome is not for a game of `G` or does not read.
    pub fn guest(joined: Joined) -> Result<Self, OnlineError> {
        let Joined { link, welcome, share, code, reach, own_name } = joined;
        let table = GuestTable::<G>::new(welcome, share)?;
        link.send(HOST, wire::encode(&table.share_message()));
        Ok(Online {
            role: Role::Guest(table),
            link: LinkState::Open(link),
            code: Some(code),
            reach,
            relayed: false,
            begun: false,
            checked: false,
            own_name,
        })
    }

    /// The session the table shows before the game begins: the start with
    /// nobody to play, so nothing moves until every friend has come.
    pub fn waiting(start: G, seats: &[Seat], maker: BotMaker<G>) -> Session<G> {
        Session::new(start, seats::all_remote(seats), 0, maker)
    }

    /// How the link stands.
    pub fn connection(&self) -> Connection<'_> {
        match &self.link {
            LinkState::Opening(_) => Connection::Opening,
            LinkState::Open(_) => Connection::Open,
            LinkState::Rejoining(..) => Connection::Rejoining,
            LinkState::Closed(why) => Connection::Closed(why.as_ref()),
        }
    }

    /// This computer's table: the host's judge or the guest's.
    pub fn side(&self) -> Side<'_, G> {
        match &self.role {
            Role::Host(table) => Side::Host(table),
            Role::Guest(table) => Side::Guest(table),
        }
    }

    /// The host's join code once its link is open, or the code the guest
    /// came with.
    pub fn code(&self) -> Option<&str> {
        self.code.as_deref()
    }

    /// Where this table looks for the other side.
    pub fn reach(&self) -> Reach {
        self.reach
    }

    /// Whether a host's link reached a relay (else only its networks can
    /// join).
    pub fn relayed(&self) -> bool {
        self.relayed
    }

    /// Whether this computer is a guest.
    pub fn is_guest(&self) -> bool {
        matches!(self.role, Role::Guest(_))
    }

    /// Whether a guest's game is over and checked: it then replays from
    /// its seed like any other.
    pub fn checked(&self) -> bool {
        self.checked
    }

    /// Whether the game has begun (every friend came).
    pub fn begun(&self) -> bool {
        self.begun
    }

    /// Takes in what the link brought and keeps `session` in step: the
    /// host's session plays the guests' moves and its own go out; a
    /// guest's session records what the host played.
    pub fn poll(&mut self, session: &mut Session<G>) -> Step<G> {
        let step = self.poll_link();
        if !matches!(step, Step::Nothing) {
            return step;
        }
        if let Some(step) = self.undo_news(session) {
            return step;
        }
        match &mut self.role {
            Role::Host(_) => self.sync_host(session),
            Role::Guest(_) => self.sync_guest(session),
        }
    }

    fn poll_link(&mut self) -> Step<G> {
        match &mut self.link {
            LinkState::Opening(receiver) => match receiver.try_recv() {
                Ok(Ok(link)) => {
                    self.code = link.code().map(str::to_owned);
                    self.relayed = link.online();
                    self.link = LinkState::Open(link);
                }
                Ok(Err(e)) => self.link = LinkState::Closed(Some(e.into())),
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => self.link = LinkState::Closed(Some(OnlineError::LinkGone)),
            },
            LinkState::Rejoining(receiver, _) => {
                if let Ok(link) = receiver.try_recv() {
                    if let Role::Guest(table) = &self.role {
                        link.send(HOST, wire::encode(&guest::hello("", Some(table.welcome().rejoin))));
                    }
                    self.link = LinkState::Open(link);
                    return Step::Note(Note::Back);
                }
            }
            LinkState::Open(_) => return self.drain(),
            LinkState::Closed(_) => {}
        }
        Step::Nothing
    }

    /// Every event waiting on the open link.
    fn drain(&mut self) -> Step<G> {
        let mut step = Step::Nothing;
        loop {
            let LinkState::Open(link) = &self.link else { return step };
            let Some(event) = link.try_next() else { return step };
            match event {
                LinkEvent::Joined(_) => {}
                LinkEvent::Message(from, bytes) => {
                    let said = self.message(from, &bytes);
                    if !matches!(said, Step::Nothing) {
                        step = said;
                    }
                }
                LinkEvent::Left(from, _) => self.left(from),
            }
        }
    }

    /// Handles one message; what to tell the person, if anything.
    fn message(&mut self, from: u64, bytes: &[u8]) -> Step<G> {
        let LinkState::Open(link) = &self.link else { return Step::Nothing };
        match &mut self.role {
            Role::Host(table) => {
                link.send_all(table.receive(from, bytes));
                // A guest's hint the host allowed: the person here hears it.
                table.take_hints_used().pop().map_or(Step::Nothing, Step::HintUsed)
            }
            Role::Guest(table) => match step::guest_read(table, bytes) {
                Ok(step) => step,
                Err(why) => {
                    self.link = LinkState::Closed(Some(why.clone()));
                    Step::Note(Note::Stopped(why))
                }
            },
        }
    }

    /// The line of play as this table knows it (the host's real game, or
    /// what the guest's seat sees), once begun.
    pub fn history(&self) -> Option<&History<G>> {
        match &self.role {
            Role::Host(table) => table.history(),
            Role::Guest(table) => table.history(),
        }
    }

    /// Someone's link went: the host tells the others; a guest whose game
    /// is over and checked is done, any other tries to come back.
    fn left(&mut self, from: u64) {
        match &mut self.role {
            Role::Host(table) => {
                if let LinkState::Open(link) = &self.link {
                    link.send_all(table.disconnected(from));
                }
            }
            Role::Guest(table) if table.checked().is_some() => {
                self.link = LinkState::Closed(Some(OnlineError::Over))
            }
            Role::Guest(_) => self.rejoin(),
        }
    }

    /// Tries to reach the host again, on a thread, until it answers.
    fn rejoin(&mut self) {
        let Some(code) = self.code.clone() else { return };
        let (receiver, stop) = join::rejoin(code, self.reach);
        self.link = LinkState::Rejoining(receiver, stop);
    }

    /// Sends the person's move to the host (a guest), after its own engine
    /// checked it.
    pub fn propose(&mut self, mv: &G::Move) -> Result<(), MoveError<G::Illegal>> {
        let (Role::Guest(table), LinkState::Open(link)) = (&mut self.role, &self.link) else {
            return Err(MoveError::NotConnected);
        };
        if table.history().is_some_and(|h| table.awaiting(h.cursor())) {
            return Err(MoveError::Awaiting);
        }
        match table.propose(mv) {
            Ok(message) => {
                link.send(HOST, wire::encode(&message));
                Ok(())
            }
            Err(ProposeError::Illegal(e)) => Err(MoveError::Illegal(e.reason)),
            Err(ProposeError::NotStarted | ProposeError::NotMyTurn) => Err(MoveError::NotYourTurn),
        }
    }

    /// Lends a friend's seat to a bot here, or gives it back (a host).
    pub fn lend(&mut self, seat: SeatIndex, lent: bool) {
        if let (Role::Host(table), LinkState::Open(link)) = (&mut self.role, &self.link) {
            link.send_all(table.lend(seat, lent));
        }
    }

    /// Drops the connection and makes it again (a guest): for a link that
    /// seems stuck.
    pub fn reconnect(&mut self) {
        if self.is_guest() && matches!(self.link, LinkState::Open(_)) {
            // The stuck link goes first, before the first try to come back.
            self.link = LinkState::Closed(None);
            self.rejoin();
        }
    }

    /// Ends the link (the other side hears it) and any try to come back.
    pub fn close(&mut self) {
        if let LinkState::Rejoining(_, stop) = &self.link {
            stop.store(true, Ordering::Relaxed);
        }
        self.link = LinkState::Closed(Some(OnlineError::Over));
    }
}

impl<G: Registered> Drop for Online<G> {
    fn drop(&mut self) {
        self.close();
    }
}
