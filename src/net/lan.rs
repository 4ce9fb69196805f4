//! Tables on this home network: a host announces its table by mDNS (n0's
//! address lookup for iroh), and a [`Browser`] lists those it hears, each
//! with the join code that reaches it. Neither needs the internet.
//!
//! The announcement is iroh's user data for address lookup: a short text
//! naming this app, the game and the host's name. Anything else heard on
//! the service (another program, a damaged record) is not listed.

use super::code;
use super::link::Notify;
use crate::games::GameKind;
use iroh::address_lookup::UserData;
use iroh::{EndpointId, SecretKey};
use iroh_mdns_address_lookup::{DiscoveryEvent, MdnsAddressLookup, MdnsAddressLookupBuilder};
use n0_future::StreamExt;
use std::sync::{Arc, Mutex};
use std::{fmt, io};
use tokio::sync::oneshot;

/// The mDNS service the tables are announced under.
pub const SERVICE: &str = "malicetable";

/// What every announcement of this app begins with (and its version).
const MARK: &str = "malice-table/1";

/// The longest host name an announcement carries, in characters.
const NAME_CHARS: usize = 24;

/// The address lookup a host's endpoint announces its table with.
pub fn announcer() -> MdnsAddressLookupBuilder {
    MdnsAddressLookup::builder().service_name(SERVICE)
}

/// What a host announces: this app, its game and its name.
pub fn announcement(game: GameKind, host: &str) -> Option<UserData> {
    let name: String = host.chars().filter(|c| !c.is_control() && *c != '|').take(NAME_CHARS).collect();
    format!("{MARK}|{}|{name}", game.facts().file_stem).parse().ok()
}

/// The game and the host's name an announcement names, if it is one of
/// this app's.
pub fn read_announcement(text: &str) -> Option<(GameKind, String)> {
    let mut parts = text.splitn(3, '|');
    if parts.next()? != MARK {
        return None;
    }
    let stem = parts.next()?;
    let game = GameKind::ALL.into_iter().find(|kind| kind.facts().file_stem == stem)?;
    let name = super::wire::clean_name(parts.next()?).unwrap_or_default();
    Some((game, name))
}

/// A table heard on this network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The join code that reaches it.
    pub code: String,
    /// Its game.
    pub game: GameKind,
    /// The host's name.
    pub host: String,
}

/// Why this machine cannot listen for tables on this network.
#[derive(Debug)]
pub enum BrowseError {
    /// The network thread or its runtime could not start (the system's
    /// reason).
    Start(io::Error),
    /// The network thread did not answer in time.
    NoAnswer,
    /// Local discovery could not start (no network that carries
    /// multicast): the network library's reason.
    Listen(Box<dyn std::error::Error + Send + Sync>),
}

impl fmt::Display for BrowseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BrowseError::Start(e) => write!(f, "{e}"),
            BrowseError::NoAnswer => f.write_str("the network thread did not answer"),
            BrowseError::Listen(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for BrowseError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            BrowseError::Start(e) => Some(e),
            BrowseError::NoAnswer => None,
            BrowseError::Listen(e) => Some(e.as_ref()),
        }
    }
}

/// Listens for tables on this network on a thread of its own until
/// dropped.
pub struct Browser {
    found: Arc<Mutex<Vec<(EndpointId, Found)>>>,
    stop: Option<oneshot::Sender<()>>,
}

impl Browser {
    /// Starts listening; `notify` is called when the list changes. The
    /// error says why this machine cannot listen (no network that
    /// carries multicast).
    pub fn start(notify: Notify) -> Result<Browser, BrowseError> {
        let found: Arc<Mutex<Vec<(EndpointId, Found)>>> = Arc::default();
        let (stop, stopped) = oneshot::channel();
        let (ready_tx, ready) = std::sync::mpsc::sync_channel(1);
        let list = found.clone();
        std::thread::Builder::new()
            .name("malice-table-lan".into())
            .spawn(move || {
                let runtime = match tokio::runtime::Builder::new_current_thread().enable_all().build() {
                    Ok(runtime) => runtime,
                    Err(e) => return drop(ready_tx.send(Err(BrowseError::Start(e)))),
                };
                runtime.block_on(listen(list, notify, ready_tx, stopped));
            })
            .map_err(BrowseError::Start)?;
        match ready.recv_timeout(super::link::CONNECT_WAIT) {
            Ok(result) => result.map(|()| Browser { found, stop: Some(stop) }),
            Err(_) => Err(BrowseError::NoAnswer),
        }
    }

    /// The tables heard so far, and still there.
    pub fn tables(&self) -> Vec<Found> {
        lock(&self.found).iter().map(|(_, found)| found.clone()).collect()
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

async fn listen(
    list: Arc<Mutex<Vec<(EndpointId, Found)>>>,
    notify: Notify,
    ready: std::sync::mpsc::SyncSender<Result<(), BrowseError>>,
    mut stopped: oneshot::Receiver<()>,
) {
    // Only listening: an identity of its own that nothing connects to.
    let id = SecretKey::generate().public();
    let lookup = match MdnsAddressLookup::builder().service_name(SERVICE).advertise(false).build(id) {
        Ok(lookup) => lookup,
        Err(e) => return drop(ready.send(Err(BrowseError::Listen(Box::new(e))))),
    };
    let mut events = lookup.subscribe().await;
    if ready.send(Ok(())).is_err() {
        return;
    }
    loop {
        tokio::select! {
            _ = &mut stopped => return,
            event = events.next() => {
                let Some(event) = event else { return };
                heard(&list, event);
                notify();
            }
        }
    }
}

/// Keeps the list in step with one discovery event.
fn heard(list: &Mutex<Vec<(EndpointId, Found)>>, event: DiscoveryEvent) {
    let mut list = lock(list);
    match event {
        DiscoveryEvent::Discovered { endpoint_info, .. } => {
            let id = endpoint_info.endpoint_id;
            list.retain(|(known, _)| *known != id);
            let Some(user_data) = endpoint_info.data.user_data() else { return };
            let Some((game, host)) = read_announcement(user_data.as_ref()) else { return };
            let addrs: Vec<_> = endpoint_info.to_endpoint_addr().ip_addrs().copied().collect();
            let code = code::write(id, code::guest_address(super::link::Reach::Local, &addrs, &[]));
            list.push((id, Found { code, game, host }));
        }
        DiscoveryEvent::Expired { endpoint_id } => list.retain(|(known, _)| *known != endpoint_id),
        _ => {}
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_announcement_names_the_game_and_the_host_and_nothing_else_is_listed() {
        let said = announcement(GameKind::Malefiz, "Ann|\u{7}Lee").expect("short enough").to_string();
        assert_eq!(read_announcement(&said), Some((GameKind::Malefiz, "AnnLee".to_owned())));
        let long = "x".repeat(500);
        let trimmed = announcement(GameKind::Spite, &long).expect("a long name is cut").to_string();
        assert_eq!(read_announcement(&trimmed).map(|(_, name)| name.len()), Some(NAME_CHARS));
        assert_eq!(read_announcement("malice-table/2|malice|Ann"), None, "another version");
        assert_eq!(read_announcement("malice-table/1|chess|Ann"), None, "another game");
        assert_eq!(read_announcement("something else"), None);
    }

    #[test]
    fn a_table_hosted_here_is_heard_and_its_code_reaches_it() {
        use crate::net::link::{Link, LinkEvent, Reach};
        let quiet: Notify = Arc::new(|| {});
        // A name no other table on this network has (another test, an app).
        let name = format!("Test {}", std::process::id());
        let host = Link::host(Reach::Local, Some((GameKind::Malice, name.clone())), quiet.clone());
        let host = host.expect("a table");
        let browser = Browser::start(quiet.clone()).expect("this machine listens");
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        let found = loop {
            if let Some(found) = browser.tables().into_iter().find(|f| f.host == name) {
                break found;
            }
            assert!(std::time::Instant::now() < deadline, "no table heard: {:?}", browser.tables());
            std::thread::sleep(std::time::Duration::from_millis(50));
        };
        assert_eq!(found.game, GameKind::Malice);
        let guest = Link::join(&found.code, Reach::Local, quiet).expect("the code heard reaches the table");
        guest.send(crate::net::link::HOST, b"hello".to_vec());
        let heard = std::iter::from_fn(|| host.next(std::time::Duration::from_secs(10)))
            .find(|event| matches!(event, LinkEvent::Message(..)));
        assert!(matches!(heard, Some(LinkEvent::Message(_, bytes)) if bytes == b"hello"));
    }
}
