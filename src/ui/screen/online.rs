//! A game at the table played with friends on other computers: the link,
//! the host's judge or the guest's table, and keeping the table's session
//! in step with them. Written once for every game.
//!
//! On the host, the session plays as usual (the person's clicks, the
//! bots); every move it makes goes to the [`HostTable`] and out to the
//! guests, and every guest move the host's judge accepts is played into
//! the session. On a guest, the session holds the game as its seat may see
//! it: the person's move is sent to the host, and the session records the
//! moves the host sends back. Until every friend has come the session has
//! nobody to play (every seat is remote), so nothing moves.

use crate::core::{Controller, Game, History, Seat, SeatIndex, Session};
use crate::games::Registered;
use crate::net::link::{HOST, Link, LinkError, LinkEvent, Notify, Reach};
use crate::net::{
    GuestEvent, GuestTable, HostTable, Refusal, Rejoin, Share, ToGuest, UndoNews, Welcome, guest, wire,
};
use crate::t;
use crate::ui::words;
use eframe::egui::Context;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::Duration;

mod panel;
pub use panel::PanelAction;

/// How long a guest keeps trying to come back after its connection broke.
pub const REJOIN_FOR: Duration = Duration::from_secs(24 * 60 * 60);
/// How long it waits between tries.
const REJOIN_EVERY: Duration = Duration::from_secs(2);

/// A guest's way in, made by the Join window before the game is known:
/// the link to the host, its welcome, and this guest's share of the seed.
pub struct Joined {
    /// The connection.
    pub link: Link,
    /// What the host said.
    pub welcome: Welcome,
    /// This guest's share of the seed.
    pub share: Share,
    /// The code it joined with (to come back after a lost connection).
    pub code: String,
    /// Where it looked for the host.
    pub reach: Reach,
    /// The name the person goes by at their own table (the window sets
    /// it; blank keeps the one the host knows them by).
    pub own_name: String,
}

impl Joined {
    /// Connects to the host `code` names and takes a seat under `name`
    /// (or takes back the seat `kept`, with the share it was dealt with):
    /// blocking (a few seconds at most), so the Join window runs it on a
    /// thread of its own. The error is worded for the person.
    pub fn connect(
        code: &str,
        name: &str,
        kept: Option<(Rejoin, Share)>,
        reach: Reach,
        notify: Notify,
    ) -> Result<Joined, String> {
        let share = match kept {
            Some((_, share)) => share,
            None => Share::random().map_err(|e| t!("online-no-random", why = e.to_string()))?,
        };
        let link = Link::join(code, reach, notify).map_err(|e| words::link_error(&e))?;
        link.send(HOST, wire::encode(&guest::hello(name, kept.map(|(rejoin, _)| rejoin))));
        let welcome = loop {
            match link.next(crate::net::link::CONNECT_WAIT) {
                Some(LinkEvent::Message(_, bytes)) => {
                    let message: ToGuest = wire::decode(&bytes).map_err(|e| words::refusal(&e))?;
                    break Welcome::read(&message).map_err(|e| words::guest_error(&e))?;
                }
                Some(LinkEvent::Joined(_)) => {}
                Some(LinkEvent::Left(_, why)) => return Err(t!("online-host-left", why = why)),
                None => return Err(words::link_error(&LinkError::NoAnswer)),
            }
        };
        Ok(Joined { link, welcome, share, code: code.to_owned(), reach, own_name: String::new() })
    }
}

/// Where the link stands.
enum LinkState {
    /// A host's link is being opened (the receiver brings it).
    Opening(Receiver<Result<Link, LinkError>>),
    /// Connected (a guest) or open for guests (a host).
    Open(Link),
    /// A guest lost its connection and tries again on a thread; the flag
    /// stops it.
    Rejoining(Receiver<Link>, Arc<AtomicBool>),
    /// Nothing more will come: why.
    Closed(String),
}

enum Role<G: Registered> {
    Host(HostTable<G>),
    Guest(GuestTable<G>),
}

/// What the table must do after a poll.
pub enum Step<G: Game> {
    /// Nothing.
    Nothing,
    /// Put this session on the table (the game began or was sent again);
    /// the number is the seed a save records.
    Begin(Session<G>, u64),
    /// Say this to the person.
    Note(String),
    /// The line went back (a take-back everyone agreed to): say this.
    TookBack(String),
    /// This seat asks to take back its move after this many moves (and
    /// every move since): the table words it as its log writes the move.
    UndoAsked(SeatIndex, usize),
    /// Somebody else at the table used a hint for this seat.
    HintUsed(SeatIndex),
    /// The host allowed the hint this guest asked for: ask the bot now.
    HintGranted,
}

/// What came of the person asking for a hint at a network table.
pub enum HintAsk {
    /// Allowed here (the host's own person): ask the bot now.
    Now,
    /// Sent to the host, which judges it: the hint comes with its leave.
    Sent,
}

/// A network game at the table.
pub struct Online<G: Registered> {
    role: Role<G>,
    link: LinkState,
    /// The host's join code, or the code the guest came with.
    code: Option<String>,
    reach: Reach,
    /// Whether a host's link reached a relay (else only its networks can join).
    online: bool,
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
            online: false,
            begun: false,
            checked: false,
            own_name: String::new(),
        }
    }

    /// A guest's table for what `joined` brought; `Err` when the host's
    /// welcome is not for a game of `G` or does not read.
    pub fn guest(joined: Joined) -> Result<Self, String> {
        let Joined { link, welcome, share, code, reach, own_name } = joined;
        let table = GuestTable::<G>::new(welcome, share).map_err(|e| words::guest_error(&e))?;
        link.send(HOST, wire::encode(&table.share_message()));
        Ok(Online {
            role: Role::Guest(table),
            link: LinkState::Open(link),
            code: Some(code),
            reach,
            online: false,
            begun: false,
            checked: false,
            own_name,
        })
    }

    /// The session the table shows before the game begins: the start with
    /// nobody to play, so nothing moves until every friend has come.
    pub fn waiting(start: G, seats: &[Seat], maker: crate::core::session::BotMaker<G>) -> Session<G> {
        let seats =
            seats.iter().map(|s| Seat { name: s.name.clone(), controller: Controller::Remote }).collect();
        Session::new(start, seats, 0, maker)
    }

    /// What the status line says before the game begins (every friend has
    /// come, and the guest has the start); `None` once it has.
    pub fn waiting_text(&self) -> Option<String> {
        if self.begun {
            return None;
        }
        Some(match (&self.role, &self.link) {
            (_, LinkState::Closed(why)) => why.clone(),
            (Role::Host(_), LinkState::Opening(_)) => t!("online-opening"),
            (Role::Host(_), _) => t!("online-waiting-friends"),
            (Role::Guest(_), _) => t!("online-waiting-start"),
        })
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
                    self.online = link.online();
                    self.link = LinkState::Open(link);
                }
                Ok(Err(e)) => self.link = LinkState::Closed(words::link_error(&e)),
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => self.link = LinkState::Closed(t!("online-link-gone")),
            },
            LinkState::Rejoining(receiver, _) => {
                if let Ok(link) = receiver.try_recv() {
                    if let Role::Guest(table) = &self.role {
                        link.send(HOST, wire::encode(&guest::hello("", Some(table.welcome().rejoin))));
                    }
                    self.link = LinkState::Open(link);
                    return Step::Note(t!("online-back"));
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
                LinkEvent::Left(from, why) => self.left(from, why),
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
            Role::Guest(table) => match guest_read(table, bytes) {
                Ok(step) => step,
                Err(why) => {
                    self.link = LinkState::Closed(why.clone());
                    Step::Note(why)
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

    /// Whether hints are allowed at this table (the host's choice).
    pub fn hints(&self) -> bool {
        match &self.role {
            Role::Host(table) => table.hints(),
            Role::Guest(table) => table.welcome().hints,
        }
    }

    /// The person asks for a hint: the host allows its own at a table with
    /// hints and tells the guests; a guest asks the host. The refusal is
    /// worded for the person.
    pub fn ask_hint(&mut self) -> Result<HintAsk, String> {
        let LinkState::Open(link) = &self.link else { return Err(t!("online-not-connected")) };
        let asked = match &mut self.role {
            Role::Host(table) => table.hint_here().map(|out| {
                link.send_all(out);
                HintAsk::Now
            }),
            Role::Guest(table) => table.ask_hint().map(|message| {
                link.send(HOST, wire::encode(&message));
                HintAsk::Sent
            }),
        };
        asked.map_err(|refusal| match (&self.role, refusal) {
            (Role::Host(_), Refusal::HintsOff) => t!("online-hints-off-here"),
            (_, refusal) => words::refusal(&refusal),
        })
    }

    /// What came of take-backs at the host's table: the session goes back
    /// with the table, and the person hears of it.
    fn undo_news(&mut self, session: &mut Session<G>) -> Option<Step<G>> {
        let Role::Host(table) = &mut self.role else { return None };
        let mut step = None;
        for news in table.take_news() {
            step = Some(match news {
                UndoNews::Asked(seat, to) => Step::UndoAsked(seat, to),
                UndoNews::Declined => Step::Note(t!("online-undo-declined")),
                UndoNews::Undone(ply) => {
                    session.take_back(ply);
                    Step::TookBack(t!("online-undone"))
                }
            });
        }
        step
    }

    /// Whether the person may ask to take back their last move now; the
    /// reason (as the host would refuse it) if not.
    pub fn undo_check(&self) -> Result<(), Refusal> {
        match &self.role {
            Role::Host(table) => table.undo_check().map(|_| ()),
            Role::Guest(table) => table.undo_check(),
        }
    }

    /// Asks everyone else at the table to let the person take back their
    /// last move; what to tell the person.
    pub fn ask_undo(&mut self) -> String {
        let LinkState::Open(link) = &self.link else { return t!("online-not-connected") };
        let asked = match &mut self.role {
            Role::Host(table) => table.ask_undo().map(|out| link.send_all(out)),
            Role::Guest(table) => table.ask_undo().map(|message| link.send(HOST, wire::encode(&message))),
        };
        match asked {
            Ok(()) => t!("online-undo-sent"),
            Err(refusal) => words::refusal(&refusal),
        }
    }

    /// Answers the take-back asked of the person.
    pub fn answer_undo(&mut self, accept: bool) {
        let LinkState::Open(link) = &self.link else { return };
        match &mut self.role {
            Role::Host(table) => link.send_all(table.answer_undo(accept)),
            Role::Guest(table) => {
                if let Some(answer) = table.answer_undo(accept) {
                    link.send(HOST, wire::encode(&answer));
                }
            }
        }
    }

    fn left(&mut self, from: u64, why: String) {
        match &mut self.role {
            Role::Host(table) => {
                if let LinkState::Open(link) = &self.link {
                    link.send_all(table.disconnected(from));
                }
            }
            Role::Guest(table) if table.checked().is_some() => {
                self.link = LinkState::Closed(t!("online-over"))
            }
            Role::Guest(_) => {
                let _ = why;
                self.rejoin();
            }
        }
    }

    /// Tries to reach the host again, on a thread, until it answers.
    fn rejoin(&mut self) {
        let Some(code) = self.code.clone() else { return };
        let (sender, receiver) = std::sync::mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = stop.clone();
        let reach = self.reach;
        std::thread::spawn(move || {
            let until = std::time::Instant::now() + REJOIN_FOR;
            while !stopped.load(Ordering::Relaxed) && std::time::Instant::now() < until {
                if let Ok(link) = Link::join(&code, reach, Arc::new(|| {})) {
                    let _ = sender.send(link);
                    return;
                }
                std::thread::sleep(REJOIN_EVERY);
            }
        });
        self.link = LinkState::Rejoining(receiver, stop);
    }

    fn sync_host(&mut self, session: &mut Session<G>) -> Step<G> {
        let (Role::Host(table), LinkState::Open(link)) = (&mut self.role, &self.link) else {
            return Step::Nothing;
        };
        let Some(real) = table.history() else { return Step::Nothing };
        if !self.begun {
            self.begun = true;
            let seeds = table.seeds().unwrap_or(crate::net::Seeds { game: 0, bots: 0 });
            let seats = host_seats(table.seats(), &session.seats, |seat| table.is_friend(seat));
            let session =
                Session::from_history(History::new(real.start().clone()), seats, seeds.bots, G::BOTS);
            return Step::Begin(session, seeds.game);
        }
        // The guests' moves into the session, then the session's out.
        while session.history().cursor() < real.cursor() {
            let mv = real.played()[session.history().cursor()].mv.clone();
            if session.play(mv).is_err() {
                break;
            }
        }
        let mut sent = Vec::new();
        while let Some(real) = table.history()
            && real.cursor() < session.history().cursor()
        {
            let mv = session.history().played()[real.cursor()].mv.clone();
            match table.play_here(mv) {
                Ok(out) => sent.extend(out),
                Err(_) => break,
            }
        }
        link.send_all(sent);
        Step::Nothing
    }

    fn sync_guest(&mut self, session: &mut Session<G>) -> Step<G> {
        let Role::Guest(table) = &self.role else { return Step::Nothing };
        let Some(seen) = table.history() else { return Step::Nothing };
        if let Some((real, seeds)) = table.checked().filter(|_| !self.checked) {
            // Over and checked: the real game, which saves and reviews.
            self.checked = true;
            let seats = guest_seats(&table.welcome().seats, table.seat(), &self.own_name);
            return Step::Begin(Session::from_history(real.clone(), seats, seeds.bots, G::BOTS), seeds.game);
        }
        if self.checked {
            return Step::Nothing;
        }
        let mine = session.history();
        let same_line = self.begun
            && mine.start() == seen.start()
            && mine.played().iter().zip(seen.played()).all(|(a, b)| a.mv == b.mv);
        if same_line && mine.cursor() > seen.cursor() {
            // A take-back everyone agreed to.
            session.take_back(seen.cursor());
            return Step::TookBack(t!("online-undone"));
        }
        if !same_line {
            self.begun = true;
            let seats = guest_seats(&table.welcome().seats, table.seat(), &self.own_name);
            return Step::Begin(Session::from_history(seen.clone(), seats, 0, G::BOTS), 0);
        }
        for ply in &seen.played()[mine.cursor()..] {
            session.record(ply.mv.clone(), ply.after.clone());
        }
        // While the host's bot plays this seat, nobody here does.
        let controller = if table.lent() { Controller::Remote } else { Controller::Human };
        if let Some(seat) = session.seats.get_mut(table.seat()) {
            seat.controller = controller;
        }
        Step::Nothing
    }

    /// Sends the person's move to the host (a guest), after its own engine
    /// checked it; the refusal is worded for the person.
    pub fn propose(&mut self, mv: &G::Move) -> Result<(), String> {
        let (Role::Guest(table), LinkState::Open(link)) = (&mut self.role, &self.link) else {
            return Err(t!("online-not-connected"));
        };
        if table.history().is_some_and(|h| table.awaiting(h.cursor())) {
            return Err(t!("online-move-sent"));
        }
        match table.propose(mv) {
            Ok(message) => {
                link.send(HOST, wire::encode(&message));
                Ok(())
            }
            Err(crate::net::ProposeError::Illegal(e)) => Err(e.reason.to_string()),
            Err(_) => Err(t!("online-not-your-turn")),
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
            self.link = LinkState::Closed(String::new());
            self.rejoin();
        }
    }

    /// Ends the link (the other side hears it) and any try to come back.
    pub fn close(&mut self) {
        if let LinkState::Rejoining(_, stop) = &self.link {
            stop.store(true, Ordering::Relaxed);
        }
        self.link = LinkState::Closed(t!("online-over"));
    }
}

impl<G: Registered> Drop for Online<G> {
    fn drop(&mut self) {
        self.close();
    }
}

/// Takes in one message at a guest's table: what to tell the person or
/// do, or why the game cannot go on with this host.
fn guest_read<G: Registered>(table: &mut GuestTable<G>, bytes: &[u8]) -> Result<Step<G>, String> {
    let message: ToGuest = match wire::decode(bytes) {
        Ok(message) => message,
        Err(e) => return Ok(Step::Note(words::refusal(&e))),
    };
    match table.receive(message) {
        Ok(GuestEvent::Refused(refusal)) => {
            Ok(Step::Note(t!("online-refused", why = words::refusal(&refusal))))
        }
        Ok(GuestEvent::UndoAsked(seat, to)) => Ok(Step::UndoAsked(seat, to)),
        Ok(GuestEvent::UndoDeclined) => Ok(Step::Note(t!("online-undo-declined"))),
        Ok(GuestEvent::HintUsed(seat)) => Ok(Step::HintUsed(seat)),
        Ok(GuestEvent::HintGranted) => Ok(Step::HintGranted),
        Ok(_) => Ok(Step::Nothing),
        Err(e) => Err(words::guest_error(&e)),
    }
}

/// The host's seats for its session: the friends' are remote, under the
/// names they gave; its own keep the names this table shows (`shown`),
/// which may differ from those the guests were sent.
fn host_seats(seats: &[Seat], shown: &[Seat], friend: impl Fn(SeatIndex) -> bool) -> Vec<Seat> {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            if friend(i) {
                Seat { name: s.name.clone(), controller: Controller::Remote }
            } else {
                Seat { name: shown.get(i).map_or_else(|| s.name.clone(), |x| x.name.clone()), ..s.clone() }
            }
        })
        .collect()
}

/// A guest's seats: its own is played here (under `own_name`, unless
/// blank), every other one elsewhere.
fn guest_seats(seats: &[Seat], mine: SeatIndex, own_name: &str) -> Vec<Seat> {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let name = if i == mine && !own_name.is_empty() { own_name.to_owned() } else { s.name.clone() };
            Seat { name, controller: if i == mine { Controller::Human } else { Controller::Remote } }
        })
        .collect()
}

/// Wakes the window when the link brings something.
pub fn notify(ctx: &Context) -> Notify {
    let ctx = ctx.clone();
    Arc::new(move || ctx.request_repaint())
}
