//! `host` and `join`: a network game played by bots from the command line,
//! for scripts, tests and a table left running.
//!
//! ```text
//! malice-table host --game G [--players K] [--board B] [--friends N] [--bot LEVEL] [--save FILE] [--local | --this-computer]
//! malice-table join CODE [--bot LEVEL] [--save FILE] [--local | --this-computer]
//! ```
//! The host prints `ticket: <CODE>` once it can be joined, plays its own
//! seats with the bot, judges the guests' moves, and when the game ends
//! prints the result, writes the save and exits 0. A guest takes the first
//! free seat, plays it with the bot, and at the end checks the host's
//! secret and replays the game before it writes its own save. A guest
//! whose connection breaks comes back by itself (with its seat's token)
//! for as long as [`REJOIN_FOR`].

use super::Failure;
use super::arena::board_names;
use crate::arena::roster;
use crate::core::{History, Level, Outcome, Seat, SeatIndex, SeatSet, StopSignal};
use crate::games::{Entry, GameKind, Registered};
use crate::net::link::{HOST, Link, LinkError, LinkEvent, Notify, Reach};
use crate::net::seed::Share;
use crate::net::wire::{self, ToGuest, ToHost};
use crate::net::{GuestEvent, GuestTable, HostTable, Refusal, Welcome, guest};
use crate::store::part::PartError;
use crate::store::{SaveFile, write_atomic};
use clap::Args;
use clap::builder::PossibleValuesParser;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long a host waits with no guest connected before it gives up.
pub const ABANDON_AFTER: Duration = Duration::from_secs(600);
/// How long a guest keeps trying to come back after its connection broke.
pub const REJOIN_FOR: Duration = Duration::from_secs(120);
/// How long a host lets its last messages reach the guests at the end.
const FAREWELL: Duration = Duration::from_secs(5);
/// What a host without a relay says.
const NO_RELAY: &str =
    "no relay answered: this computer seems to have no internet, so only guests on its own network can join";
/// How long one wait for an event lasts.
const TICK: Duration = Duration::from_millis(50);

/// The options of `host`.
#[derive(Debug, Args)]
pub struct HostArgs {
    /// The game.
    #[arg(long, value_enum)]
    pub game: GameKind,
    /// Players at the table (the game's first count if not given).
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u64).range(2..=4))]
    pub players: Option<u64>,
    /// The board, where a game has more than one.
    #[arg(long, value_parser = board_names())]
    pub board: Option<String>,
    /// How many seats are for friends (the last ones); the others are this
    /// computer's bots.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=3))]
    pub friends: u64,
    /// How this computer plays.
    #[command(flatten)]
    pub play: PlayArgs,
}

/// The options of `join`.
#[derive(Debug, Args)]
pub struct JoinArgs {
    /// The join code the host printed (`ticket: …`).
    pub code: String,
    /// How this computer plays.
    #[command(flatten)]
    pub play: PlayArgs,
}

/// What `host` and `join` share: the bot, the save and the reach.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The level of the bots that play this computer's seats.
    #[arg(long, value_name = "LEVEL", default_value = "club", value_parser = level_names())]
    pub bot: String,
    /// Write the finished game here, under the name given (a save's own
    /// extension is `.malicetable`, which the desktop opens at the table).
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Only direct addresses on this machine and its networks: no relays
    /// (a home network without internet, tests); host and guest both say it.
    #[arg(long)]
    pub local: bool,
    /// Only this computer: loopback, no relays (a second window or
    /// process here, and tests); host and guest both say it.
    #[arg(long, conflicts_with = "local")]
    pub this_computer: bool,
}

impl PlayArgs {
    /// Where the link looks for the other side.
    fn reach(&self) -> Reach {
        match (self.this_computer, self.local) {
            (true, _) => Reach::Machine,
            (false, true) => Reach::Local,
            (false, false) => Reach::Internet,
        }
    }
}

fn level_names() -> PossibleValuesParser {
    PossibleValuesParser::new(Level::ALL.map(Level::cli_name))
}

fn level(name: &str) -> Level {
    Level::from_cli(name).unwrap_or_default()
}

fn random_share() -> Result<Share, Failure> {
    Share::random().map_err(|e| Failure::BadInput(format!("this system gave no random numbers: {e}")))
}

/// `host`.
pub fn host(args: &HostArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), Failure> {
    args.game.entry::<dyn Online>().host(args, out, err)
}

/// What the command line asks of any game: one object per game.
trait Online: Send + Sync {
    /// `host` for this game.
    fn host(&self, args: &HostArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), Failure>;
    /// `join` for this game, once the host's `welcome` came on `link`.
    fn join(&self, joined: Joined<'_>) -> Result<(), Failure>;
}

crate::games::kind::by_kind!(dyn Online);

impl<G: Registered> Online for Entry<G> {
    fn host(&self, args: &HostArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), Failure> {
        hosting::<G>(args, out, err)
    }

    fn join(&self, joined: Joined<'_>) -> Result<(), Failure> {
        joining::<G>(joined)
    }
}

/// `host` for the game whose engine is `G`.
fn hosting<G: Registered>(args: &HostArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), Failure> {
    let players = args.players.map_or(G::FACTS.player_counts[0], |p| p as usize);
    let matchup = roster::matchup::<G>(players, args.board.as_deref(), 0)
        .map_err(|e| Failure::BadInput(e.to_string()))?;
    let setup = (matchup.deal)(0);
    let friends = args.friends as usize;
    if friends >= players {
        return Err(Failure::BadInput(format!(
            "{players} players leave no seat for this computer with {friends} friends"
        )));
    }
    let level = level(&args.play.bot);
    let seats: Vec<Seat> = (0..players)
        .map(|s| if s + friends >= players { Seat::human("Friend") } else { Seat::bot(level.name(), level) })
        .collect();
    let friend_seats = (players - friends..players).fold(SeatSet::default(), |set, s| set.with(s));
    let mut table = HostTable::<G>::new(&setup, seats, friend_seats, random_share()?)
        .map_err(|e| Failure::BadInput(e.to_string()))?;
    let link = Link::host(args.play.reach(), Some((G::KIND, "host".into())), quiet())
        .map_err(|e| Failure::Network(e.to_string()))?;
    if args.play.reach() == Reach::Internet && !link.online() {
        let _ = writeln!(err, "{}", NO_RELAY);
    }
    writeln!(out, "ticket: {}", link.code().unwrap_or_default())?;
    out.flush()?;
    let history = host_until_over(&mut table, &link, level, err)?;
    writeln!(out, "result: {}", result_line(history.current(), table.seats()))?;
    let seeds = table.seeds().unwrap_or(crate::net::Seeds { game: 0, bots: 0 });
    let save = SaveFile::of(&history, table.seats().to_vec(), seeds.game, seeds.bots, None);
    write_save(args.play.save.as_deref(), save, out)?;
    link.close();
    Ok(())
}

/// Plays the host's seats and judges the guests' moves until the end;
/// then lets the last messages go out. Gives up when no guest has been
/// connected for [`ABANDON_AFTER`].
fn host_until_over<G: Registered>(
    table: &mut HostTable<G>,
    link: &Link,
    level: Level,
    err: &mut dyn Write,
) -> Result<History<G>, Failure> {
    let mut alone_since = Instant::now();
    let mut bot = G::level_bot(level, 0x5eed, false);
    loop {
        if let Some(history) = table.history()
            && let Some(seat) = history.current().to_move()
            && table.plays_here(seat)
        {
            let state = history.current().clone();
            let mv = bot.choose(&state.view(seat), &StopSignal::never());
            let mv =
                mv.ok_or_else(|| Failure::BadInput(format!("the bot found no move for seat {}", seat + 1)))?;
            let sent = table
                .play_here(mv)
                .map_err(|e| Failure::BadInput(format!("the bot's move was refused: {e:?}")))?;
            link.send_all(sent);
        }
        if let Some(history) = table.history().filter(|h| h.current().outcome().is_some()) {
            let history = history.clone();
            farewell(table, link);
            return Ok(history);
        }
        if table.connected() != SeatSet::default() {
            alone_since = Instant::now();
        } else if alone_since.elapsed() > ABANDON_AFTER {
            return Err(Failure::Network(format!("no guest came back within {} s", ABANDON_AFTER.as_secs())));
        }
        if let Some(event) = link.next(TICK) {
            host_event(table, link, event, err);
        }
    }
}

fn host_event<G: Registered>(table: &mut HostTable<G>, link: &Link, event: LinkEvent, err: &mut dyn Write) {
    match event {
        LinkEvent::Joined(guest) => {
            let _ = writeln!(err, "guest {guest} connected");
        }
        LinkEvent::Message(guest, bytes) => {
            let replies = table.receive(guest, &bytes);
            for reply in &replies {
                if let ToGuest::Refused(refusal) = &reply.message {
                    let _ = writeln!(err, "refused guest {}: {refusal}", reply.to);
                }
            }
            link.send_all(replies);
            // Bots play every seat here, and a bot does not mind a take-back.
            if let Some(asked) = table.undo_asked().filter(|_| table.undo_awaits_host()) {
                let _ = writeln!(err, "seat {} asked to take back a move: agreed", asked.seat + 1);
                link.send_all(table.answer_undo(true));
            }
        }
        LinkEvent::Left(guest, why) => {
            link.send_all(table.disconnected(guest));
            let _ = writeln!(err, "guest {guest} left: {why}");
        }
    }
}

/// Waits (at most [`FAREWELL`]) for the guests to leave after the end, so
/// the last move and the secret reach them.
fn farewell<G: Registered>(table: &mut HostTable<G>, link: &Link) {
    let until = Instant::now() + FAREWELL;
    while table.connected() != SeatSet::default() && Instant::now() < until {
        match link.next(TICK) {
            Some(LinkEvent::Left(guest, _)) => link.send_all(table.disconnected(guest)),
            Some(LinkEvent::Message(guest, bytes)) => link.send_all(table.receive(guest, &bytes)),
            _ => {}
        }
    }
}

fn quiet() -> Notify {
    Arc::new(|| {})
}

/// "South wins", "Red and Blue win", "a draw".
fn result_line<G: Registered>(state: &G, seats: &[Seat]) -> String {
    let name = |seat: SeatIndex| {
        let title = G::seat_title(state, seat);
        let person = seats.get(seat).map_or("?", |s| s.name.as_str());
        title.map_or_else(|| format!("seat {} ({person})", seat + 1), |t| format!("{t} ({person})"))
    };
    match state.outcome() {
        Some(Outcome::Win(winners)) => {
            let names: Vec<String> = winners.iter().map(name).collect();
            format!("{} won", names.join(" and "))
        }
        Some(Outcome::Draw) => "a draw".to_owned(),
        None => "not finished".to_owned(),
    }
}

fn write_save(
    path: Option<&Path>,
    save: Result<SaveFile, PartError>,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let Some(path) = path else { return Ok(()) };
    let save =
        save.map_err(|e| Failure::BadInput(format!("the game could not be written as a save: {e}")))?;
    write_atomic(path, save.to_ron().as_bytes())
        .map_err(|e| Failure::BadInput(format!("could not write {}: {e}", path.display())))?;
    writeln!(out, "saved: {}", path.display())?;
    Ok(())
}

/// `join`.
pub fn join(args: &JoinArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), Failure> {
    let share = random_share()?;
    let link = Link::join(&args.code, args.play.reach(), quiet()).map_err(|e| match e {
        LinkError::Code(_) => Failure::BadInput(e.to_string()),
        _ => Failure::Network(e.to_string()),
    })?;
    link.send(HOST, wire::encode(&guest::hello("Friend", None)));
    let welcome = loop {
        match link.next(REJOIN_FOR) {
            Some(LinkEvent::Message(_, bytes)) => {
                let message: ToGuest =
                    wire::decode(&bytes).map_err(|e| Failure::BadInput(format!("the host: {e}")))?;
                break Welcome::read(&message).map_err(|e| Failure::BadInput(e.to_string()))?;
            }
            Some(LinkEvent::Joined(_)) => {}
            Some(LinkEvent::Left(_, why)) => {
                return Err(Failure::Network(format!("the host closed the connection: {why}")));
            }
            None => return Err(Failure::Network("the host sent no welcome".into())),
        }
    };
    writeln!(out, "seat: {} of {}", welcome.seat + 1, welcome.seats.len())?;
    welcome.game.entry::<dyn Online>().join(Joined { args, out, err, link, welcome, share })
}

/// A guest's connection, once the host's welcome came.
struct Joined<'a> {
    args: &'a JoinArgs,
    out: &'a mut dyn Write,
    err: &'a mut dyn Write,
    link: Link,
    welcome: Welcome,
    share: Share,
}

/// `join` for the game whose engine is `G`.
fn joining<G: Registered>(joined: Joined<'_>) -> Result<(), Failure> {
    let Joined { args, out, err, link, welcome, share } = joined;
    let seats = welcome.seats.clone();
    let mut table = GuestTable::<G>::new(welcome, share).map_err(|e| Failure::BadInput(e.to_string()))?;
    link.send(HOST, wire::encode(&table.share_message()));
    let mut bot = G::level_bot(
        level(&args.play.bot),
        u64::from_le_bytes(share.0[..8].try_into().unwrap_or([0; 8])),
        false,
    );
    let mut link = link;
    loop {
        if let Some((history, seeds)) = table.checked() {
            writeln!(out, "result: {}", result_line(history.current(), &seats))?;
            let save = SaveFile::of(history, seats.clone(), seeds.game, seeds.bots, None);
            write_save(args.play.save.as_deref(), save, out)?;
            link.close();
            return Ok(());
        }
        // Everything that has come in, then a decision on the table as
        // it stands.
        let mut event = link.next(TICK);
        while let Some(happened) = event {
            match happened {
                LinkEvent::Message(_, bytes) => {
                    if let Some(answer) = guest_message(&mut table, &bytes, err)? {
                        link.send(HOST, wire::encode(&answer));
                    }
                }
                LinkEvent::Left(_, why) => {
                    let _ = writeln!(err, "connection lost ({why}), reconnecting…");
                    link = rejoin(&args.code, args.play.reach(), &table, err)?;
                }
                LinkEvent::Joined(_) => {}
            }
            event = link.try_next();
        }
        if let Some(mv) = my_move(&table, bot.as_mut()) {
            let message =
                table.propose(&mv).map_err(|e| Failure::BadInput(format!("the bot's move: {e:?}")))?;
            link.send(HOST, wire::encode(&message));
        }
    }
}

/// The bot's move when this seat is to move and has not sent one yet.
fn my_move<G: Registered>(table: &GuestTable<G>, bot: &mut dyn crate::core::Bot<G>) -> Option<G::Move> {
    let history = table.history()?;
    let state = history.current();
    if state.to_move() != Some(table.seat()) || table.awaiting(history.cursor()) {
        return None;
    }
    bot.choose(&state.view(table.seat()), &StopSignal::never())
}

/// Takes in one message from the host: what to answer, if anything (a bot
/// agrees to every take-back asked of it).
fn guest_message<G: Registered>(
    table: &mut GuestTable<G>,
    bytes: &[u8],
    err: &mut dyn Write,
) -> Result<Option<ToHost>, Failure> {
    let message: ToGuest = wire::decode(bytes).map_err(|e| Failure::BadInput(format!("the host: {e}")))?;
    match table.receive(message) {
        // Chosen just before the host's last move arrived: the next
        // choice is made on the table as it is now.
        Ok(GuestEvent::Refused(refusal @ Refusal::Stale { .. })) => {
            let _ = writeln!(err, "the host refused: {refusal}");
            Ok(None)
        }
        Ok(GuestEvent::Refused(refusal)) => {
            Err(Failure::BadInput(format!("the host refused this seat's move: {refusal}")))
        }
        Ok(GuestEvent::UndoAsked(seat, to)) => {
            let _ = writeln!(err, "seat {} asked to take back its move {}: agreed", seat + 1, to + 1);
            Ok(table.answer_undo(true))
        }
        Ok(GuestEvent::Undone(ply)) => {
            let _ = writeln!(err, "taken back to move {ply}");
            Ok(None)
        }
        Ok(_) => Ok(None),
        Err(e) => Err(Failure::BadInput(e.to_string())),
    }
}

/// Connects again and takes the seat back, trying for [`REJOIN_FOR`].
fn rejoin<G: Registered>(
    code: &str,
    reach: Reach,
    table: &GuestTable<G>,
    err: &mut dyn Write,
) -> Result<Link, Failure> {
    let until = Instant::now() + REJOIN_FOR;
    let say = |e: &LinkError| {
        let _ = writeln!(err, "still reconnecting: {e}");
        true
    };
    let link = crate::net::session::reach_again(code, reach, until, Duration::from_secs(1), say)
        .map_err(|e| Failure::Network(format!("could not reconnect: {e}")))?;
    link.send(HOST, wire::encode(&guest::hello("Friend", Some(table.welcome().rejoin))));
    let _ = writeln!(err, "reconnected");
    Ok(link)
}
