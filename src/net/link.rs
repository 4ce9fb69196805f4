//! The wire between machines: iroh endpoints on a thread of their own.
//!
//! A [`Link`] is either a host's (it accepts any number of guests and
//! gives a join code) or a guest's (one connection, to the host a code
//! names). Either way the caller sends bytes and polls [`LinkEvent`]s from
//! its own thread; the endpoint, QUIC and the frames live on a tokio
//! runtime on the link's thread. A frame is a four-byte big-endian length
//! and a message; a peer that announces a frame over the limit is cut off.
//! Nothing here waits without a limit: binding, going online and
//! connecting each give up after a few seconds and say why.

use super::code::{self, CodeError};
use super::host::{GuestId, Outgoing};
use super::lan;
use super::wire::{ALPN, MAX_MESSAGE_BYTES};
use crate::games::GameKind;
use iroh::endpoint::{
    ConnectingError, Connection, ConnectionError, ReadExactError, RecvStream, SendStream, WriteError, presets,
};
use iroh::{Endpoint, EndpointAddr, RelayMode};
use std::collections::HashMap;
use std::fmt;
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::mpsc as std_mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::mpsc;

/// How long a host waits to reach the relays before it opens its table
/// to its own networks only.
pub const ONLINE_WAIT: Duration = Duration::from_secs(8);
/// How long a guest waits for the host to answer.
pub const CONNECT_WAIT: Duration = Duration::from_secs(12);
/// What a guest link calls its one peer, the host.
pub const HOST: GuestId = 0;

/// Where the link may look for the other side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Reach {
    /// Anywhere: direct addresses, hole punching, and the public relays
    /// when nothing direct gets through.
    #[default]
    Internet,
    /// Only direct addresses on this machine and its networks (no relays,
    /// no address lookup): a home network without internet.
    Local,
    /// Only this computer: bound to loopback, no relays, no address
    /// lookup, no port mapping (a second window here, and tests).
    Machine,
}

/// Something that happened on the link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    /// A guest connected (on a guest's link: the host answered).
    Joined(GuestId),
    /// The bytes of one message.
    Message(GuestId, Vec<u8>),
    /// A connection ended, and why.
    Left(GuestId, Parting),
}

/// Why a link could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The network thread or its endpoint could not start.
    Start(String),
    /// The join code does not read.
    Code(CodeError),
    /// The host did not answer within [`CONNECT_WAIT`].
    NoAnswer,
    /// The host refused the connection or it broke at once.
    Connect(String),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Start(why) => write!(f, "the network could not start: {why}"),
            LinkError::Code(why) => write!(f, "that is not a join code: {why}"),
            LinkError::NoAnswer => write!(
                f,
                "the host did not answer within {} s: is its table still open, and is this computer online (or on the host's network)?",
                CONNECT_WAIT.as_secs()
            ),
            LinkError::Connect(why) => write!(f, "the host could not be reached: {why}"),
        }
    }
}

impl std::error::Error for LinkError {}

/// Called after each event, from the link's thread (a window asks for a
/// new frame).
pub type Notify = Arc<dyn Fn() + Send + Sync>;

enum Command {
    Send(GuestId, Vec<u8>),
    Drop(GuestId),
    Close,
}

/// One end of a network game's wire.
pub struct Link {
    code: Option<String>,
    online: bool,
    events: std_mpsc::Receiver<LinkEvent>,
    commands: mpsc::UnboundedSender<Command>,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// Where the link's thread says it is ready (with the join code and
/// whether a relay answered), or why it is not.
type Ready = std_mpsc::SyncSender<Result<(Option<String>, bool), LinkError>>;

/// The writers of the open connections, by guest.
type Writers = Arc<Mutex<HashMap<GuestId, mpsc::UnboundedSender<Vec<u8>>>>>;

/// What the link's thread shares with its tasks.
#[derive(Clone)]
struct Shared {
    events: std_mpsc::Sender<LinkEvent>,
    writers: Writers,
    notify: Notify,
}

impl Shared {
    fn tell(&self, event: LinkEvent) {
        // The receiver goes only when the Link is dropped, and then no
        // one is listening.
        let _ = self.events.send(event);
        (self.notify)();
    }
}

impl Link {
    /// Opens a table for guests: returns once the code is ready (on the
    /// internet, once a relay answered). With `announce` (the game and the
    /// host's name) the table is also announced on this machine's
    /// networks, for the Join window's list (`net::lan`).
    pub fn host(
        reach: Reach,
        announce: Option<(GameKind, String)>,
        notify: Notify,
    ) -> Result<Link, LinkError> {
        Link::start(notify, move |shared, ready, commands| run_host(reach, announce, shared, ready, commands))
    }

    /// Connects to the host `code` names: returns once it answered.
    pub fn join(code: &str, reach: Reach, notify: Notify) -> Result<Link, LinkError> {
        let addr = code::read(code).map_err(LinkError::Code)?;
        Link::start(notify, move |shared, ready, commands| run_guest(addr, reach, shared, ready, commands))
    }

    fn start<F, Fut>(notify: Notify, body: F) -> Result<Link, LinkError>
    where
        F: FnOnce(Shared, Ready, mpsc::UnboundedReceiver<Command>) -> Fut + Send + 'static,
        Fut: std::future::Future<Output = ()>,
    {
        let (events_tx, events) = std_mpsc::channel();
        let (commands, commands_rx) = mpsc::unbounded_channel();
        let (ready_tx, ready) = std_mpsc::sync_channel(1);
        let shared = Shared { events: events_tx, writers: Arc::default(), notify };
        let thread = std::thread::Builder::new()
            .name("malice-table-net".into())
            .spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build();
                match runtime {
                    Ok(runtime) => runtime.block_on(body(shared, ready_tx, commands_rx)),
                    Err(e) => {
                        let _ = ready_tx.send(Err(LinkError::Start(e.to_string())));
                    }
                }
            })
            .map_err(|e| LinkError::Start(e.to_string()))?;
        // Every wait inside has its own limit; this one only guards them.
        let (code, online) = match ready.recv_timeout(ONLINE_WAIT + CONNECT_WAIT + Duration::from_secs(5)) {
            Ok(result) => result?,
            Err(_) => return Err(LinkError::Start("the network thread did not answer".into())),
        };
        Ok(Link { code, online, events, commands, thread: Some(thread) })
    }

    /// The join code (a host's link).
    pub fn code(&self) -> Option<&str> {
        self.code.as_deref()
    }

    /// Whether a host's link reached a relay, so guests anywhere on the
    /// internet can join (if not, only guests on its own networks can;
    /// a guest's link and a local one say false).
    pub fn online(&self) -> bool {
        self.online
    }

    /// Sends one message to `to` ([`HOST`] from a guest's link).
    pub fn send(&self, to: GuestId, bytes: Vec<u8>) {
        let _ = self.commands.send(Command::Send(to, bytes));
    }

    /// Sends each message to its guest (what the host's table answered).
    pub fn send_all(&self, messages: Vec<Outgoing>) {
        for Outgoing { to, message } in messages {
            self.send(to, super::wire::encode(&message));
        }
    }

    /// Ends the connection to `to`.
    pub fn drop_guest(&self, to: GuestId) {
        let _ = self.commands.send(Command::Drop(to));
    }

    /// The next event, waiting at most `wait`.
    pub fn next(&self, wait: Duration) -> Option<LinkEvent> {
        self.events.recv_timeout(wait).ok()
    }

    /// The next event if one is there.
    pub fn try_next(&self) -> Option<LinkEvent> {
        self.events.try_recv().ok()
    }

    /// Closes every connection (the other side hears it) and the endpoint.
    pub fn close(mut self) {
        self.shut();
    }

    fn shut(&mut self) {
        let _ = self.commands.send(Command::Close);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        self.shut();
    }
}

/// An endpoint for `reach`; a host's (`accept`) takes guests, and with
/// `announce` says so on this machine's networks. A network that carries
/// no multicast only loses the announcement: the table still opens.
async fn bind(
    reach: Reach,
    accept: bool,
    announce: Option<&(GameKind, String)>,
) -> Result<Endpoint, LinkError> {
    // A table for this computer only is not announced to the network.
    let announce = announce.filter(|_| reach != Reach::Machine);
    if let Some(said) = announce.and_then(|(game, host)| lan::announcement(*game, host)) {
        let builder = endpoint_builder(reach, accept)?
            .address_lookup(lan::announcer())
            .user_data_for_address_lookup(said);
        if let Ok(Ok(endpoint)) = tokio::time::timeout(CONNECT_WAIT, builder.bind()).await {
            return Ok(endpoint);
        }
    }
    let builder = endpoint_builder(reach, accept)?;
    let bound = tokio::time::timeout(CONNECT_WAIT, builder.bind()).await;
    match bound {
        Ok(Ok(endpoint)) => Ok(endpoint),
        Ok(Err(e)) => Err(LinkError::Start(e.to_string())),
        Err(_) => Err(LinkError::Start("binding the endpoint took too long".into())),
    }
}

/// The join code of a host's endpoint hosting for `reach`: its id and
/// the one address a guest needs (`code::guest_address`).
fn code_for(endpoint: &Endpoint, reach: Reach) -> String {
    let addrs: Vec<SocketAddr> = endpoint.addr().ip_addrs().copied().collect();
    code::write(endpoint.id(), code::guest_address(reach, &addrs, &endpoint.bound_sockets()))
}

fn endpoint_builder(reach: Reach, accept: bool) -> Result<iroh::endpoint::Builder, LinkError> {
    let builder = match reach {
        Reach::Internet => Endpoint::builder(presets::N0),
        Reach::Local => Endpoint::builder(presets::Minimal).relay_mode(RelayMode::Disabled),
        Reach::Machine => Endpoint::builder(presets::Minimal)
            .relay_mode(RelayMode::Disabled)
            .portmapper_config(iroh::endpoint::PortmapperConfig::Disabled)
            .clear_ip_transports()
            .bind_addr(SocketAddr::new(Ipv4Addr::LOCALHOST.into(), 0))
            .map_err(|e| LinkError::Start(e.to_string()))?,
    };
    Ok(if accept { builder.alpns(vec![ALPN.to_vec()]) } else { builder })
}

async fn run_host(
    reach: Reach,
    announce: Option<(GameKind, String)>,
    shared: Shared,
    ready: Ready,
    mut commands: mpsc::UnboundedReceiver<Command>,
) {
    let endpoint = match bind(reach, true, announce.as_ref()).await {
        Ok(endpoint) => endpoint,
        Err(e) => return drop(ready.send(Err(e))),
    };
    // Without a relay the table is still open to this machine's networks
    // (a home network without internet): the caller says so.
    let online =
        reach == Reach::Internet && tokio::time::timeout(ONLINE_WAIT, endpoint.online()).await.is_ok();
    let code = code_for(&endpoint, reach);
    if ready.send(Ok((Some(code), online))).is_err() {
        return endpoint.close().await;
    }
    let mut next_id: GuestId = 1;
    loop {
        tokio::select! {
            incoming = endpoint.accept() => {
                let Some(incoming) = incoming else { break };
                let (id, shared) = (next_id, shared.clone());
                next_id += 1;
                tokio::spawn(async move {
                    match incoming.await {
                        Ok(connection) => serve(id, connection, None, shared).await,
                        Err(e) => shared.tell(LinkEvent::Left(id, Parting::Connecting(e))),
                    }
                });
            }
            command = commands.recv() => {
                if !obey(command, &shared.writers) {
                    break;
                }
            }
        }
    }
    endpoint.close().await;
}

/// Carries out one command; false when the link is to close.
fn obey(command: Option<Command>, writers: &Writers) -> bool {
    let mut writers = lock(writers);
    match command {
        Some(Command::Send(to, bytes)) => {
            if let Some(writer) = writers.get(&to) {
                let _ = writer.send(bytes);
            }
            true
        }
        Some(Command::Drop(to)) => {
            writers.remove(&to);
            true
        }
        Some(Command::Close) | None => {
            writers.clear();
            false
        }
    }
}

async fn run_guest(
    addr: EndpointAddr,
    reach: Reach,
    shared: Shared,
    ready: Ready,
    mut commands: mpsc::UnboundedReceiver<Command>,
) {
    let endpoint = match bind(reach, false, None).await {
        Ok(endpoint) => endpoint,
        Err(e) => return drop(ready.send(Err(e))),
    };
    let connection = match tokio::time::timeout(CONNECT_WAIT, endpoint.connect(addr, ALPN)).await {
        Ok(Ok(connection)) => connection,
        Ok(Err(e)) => {
            endpoint.close().await;
            return drop(ready.send(Err(LinkError::Connect(e.to_string()))));
        }
        Err(_) => {
            endpoint.close().await;
            return drop(ready.send(Err(LinkError::NoAnswer)));
        }
    };
    let streams = match connection.open_bi().await {
        Ok(streams) => streams,
        Err(e) => {
            endpoint.close().await;
            return drop(ready.send(Err(LinkError::Connect(e.to_string()))));
        }
    };
    // The writer is in place before the caller hears it may send.
    let outbox = register(&shared, HOST);
    let _ = ready.send(Ok((None, false)));
    let serving = serve(HOST, connection, Some((streams, outbox)), shared.clone());
    tokio::pin!(serving);
    loop {
        tokio::select! {
            () = &mut serving => break,
            command = commands.recv() => {
                if !obey(command, &shared.writers) {
                    // The writer is gone: the connection closes politely.
                    (&mut serving).await;
                    break;
                }
            }
        }
    }
    endpoint.close().await;
}

/// A writer for connection `id`, registered so that sends reach it: what
/// it is handed to write.
fn register(shared: &Shared, id: GuestId) -> mpsc::UnboundedReceiver<Vec<u8>> {
    let (writer, outbox) = mpsc::unbounded_channel::<Vec<u8>>();
    lock(&shared.writers).insert(id, writer);
    outbox
}

/// The streams of a connection and what to write on them.
type Streams = ((SendStream, RecvStream), mpsc::UnboundedReceiver<Vec<u8>>);

/// Reads and writes one connection's frames until either side ends it.
/// A host accepts the guest's stream; a guest brings the one it opened,
/// with its writer already registered.
async fn serve(id: GuestId, connection: Connection, streams: Option<Streams>, shared: Shared) {
    let streams = match streams {
        Some(streams) => Ok(streams),
        None => match tokio::time::timeout(CONNECT_WAIT, connection.accept_bi()).await {
            Ok(accepted) => accepted.map(|streams| (streams, register(&shared, id))).map_err(Parting::Accept),
            Err(_) => Err(Parting::NoStream),
        },
    };
    let ((mut send, mut recv), mut outbox) = match streams {
        Ok(streams) => streams,
        Err(why) => return shared.tell(LinkEvent::Left(id, why)),
    };
    shared.tell(LinkEvent::Joined(id));
    let reading = async {
        loop {
            match read_frame(&mut recv).await {
                Ok(bytes) => shared.tell(LinkEvent::Message(id, bytes)),
                Err(why) => return why,
            }
        }
    };
    let writing = async {
        while let Some(bytes) = outbox.recv().await {
            if let Err(e) = write_frame(&mut send, &bytes).await {
                return e;
            }
        }
        // Dropped by this side: say goodbye and let the frames go out.
        let _ = send.finish();
        Parting::ClosedHere
    };
    let why = tokio::select! { why = reading => why, why = writing => why };
    lock(&shared.writers).remove(&id);
    connection.close(0u32.into(), b"bye");
    shared.tell(LinkEvent::Left(id, why));
}

fn lock(writers: &Writers) -> std::sync::MutexGuard<'_, HashMap<GuestId, mpsc::UnboundedSender<Vec<u8>>>> {
    writers.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Why a connection ended: the reason [`LinkEvent::Left`] gives.
#[derive(Clone, Debug)]
pub enum Parting {
    /// A guest's connection could not be made.
    Connecting(ConnectingError),
    /// The guest opened no stream in time.
    NoStream,
    /// The guest's stream could not be accepted.
    Accept(ConnectionError),
    /// The other side closed the connection between messages.
    Closed,
    /// A message could not be read.
    Read(ReadExactError),
    /// The other side sent a message over [`MAX_MESSAGE_BYTES`].
    TooLong(usize),
    /// A message to send is too long for its length to be written.
    TooLongToSend,
    /// A message could not be written.
    Write(WriteError),
    /// This side closed the connection.
    ClosedHere,
}

impl fmt::Display for Parting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Parting::Connecting(e) => write!(f, "{e}"),
            Parting::NoStream => f.write_str("it opened no stream"),
            Parting::Accept(e) => write!(f, "{e}"),
            Parting::Closed => f.write_str("the other side closed the connection"),
            Parting::Read(e) => write!(f, "{e}"),
            Parting::TooLong(length) => {
                write!(f, "it sent a message of {length} bytes, over the limit of {MAX_MESSAGE_BYTES}")
            }
            Parting::TooLongToSend => f.write_str("a message too long to send"),
            Parting::Write(e) => write!(f, "{e}"),
            Parting::ClosedHere => f.write_str("this side closed the connection"),
        }
    }
}

impl std::error::Error for Parting {}

impl PartialEq for Parting {
    /// The network library's connecting error has no equality of its own:
    /// two are the same when they give the same reason.
    fn eq(&self, other: &Parting) -> bool {
        use Parting::*;
        match (self, other) {
            (Connecting(a), Connecting(b)) => a.to_string() == b.to_string(),
            (Accept(a), Accept(b)) => a == b,
            (Read(a), Read(b)) => a == b,
            (TooLong(a), TooLong(b)) => a == b,
            (Write(a), Write(b)) => a == b,
            (NoStream, NoStream)
            | (Closed, Closed)
            | (TooLongToSend, TooLongToSend)
            | (ClosedHere, ClosedHere) => true,
            _ => false,
        }
    }
}

impl Eq for Parting {}

async fn read_frame(recv: &mut RecvStream) -> Result<Vec<u8>, Parting> {
    let mut length = [0u8; 4];
    recv.read_exact(&mut length).await.map_err(|e| match e {
        ReadExactError::FinishedEarly(0) => Parting::Closed,
        other => Parting::Read(other),
    })?;
    let length = u32::from_be_bytes(length) as usize;
    if length > MAX_MESSAGE_BYTES {
        return Err(Parting::TooLong(length));
    }
    let mut bytes = vec![0u8; length];
    recv.read_exact(&mut bytes).await.map_err(Parting::Read)?;
    Ok(bytes)
}

async fn write_frame(send: &mut SendStream, bytes: &[u8]) -> Result<(), Parting> {
    let length = u32::try_from(bytes.len()).map_err(|_| Parting::TooLongToSend)?;
    send.write_all(&length.to_be_bytes()).await.map_err(Parting::Write)?;
    send.write_all(bytes).await.map_err(Parting::Write)
}
