//! A guest's way to the host: the first connection (blocking, so the
//! window runs it on a thread of its own) and the thread that tries again
//! after the connection broke.

use super::OnlineError;
use crate::net::link::{CONNECT_WAIT, HOST, Link, LinkError, LinkEvent, Notify, Reach};
use crate::net::{Rejoin, Share, ToGuest, Welcome, guest, wire};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

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
    /// thread of its own and words the error.
    pub fn connect(
        code: &str,
        name: &str,
        kept: Option<(Rejoin, Share)>,
        reach: Reach,
        notify: Notify,
    ) -> Result<Joined, OnlineError> {
        let share = match kept {
            Some((_, share)) => share,
            None => Share::random().map_err(OnlineError::NoRandom)?,
        };
        let link = Link::join(code, reach, notify)?;
        link.send(HOST, wire::encode(&guest::hello(name, kept.map(|(rejoin, _)| rejoin))));
        let welcome = loop {
            match link.next(CONNECT_WAIT) {
                Some(LinkEvent::Message(_, bytes)) => {
                    let message: ToGuest = wire::decode(&bytes)?;
                    break Welcome::read(&message)?;
                }
                Some(LinkEvent::Joined(_)) => {}
                Some(LinkEvent::Left(_, why)) => return Err(OnlineError::HostLeft(why)),
                None => return Err(LinkError::NoAnswer.into()),
            }
        };
        Ok(Joined { link, welcome, share, code: code.to_owned(), reach, own_name: String::new() })
    }
}

/// A guest's tries to reach the host `code` names again, on a thread,
/// every few seconds for [`REJOIN_FOR`]: the receiver brings the link
/// once the host answers; setting the flag stops the tries.
pub(super) fn rejoin(code: String, reach: Reach) -> (Receiver<Link>, Arc<AtomicBool>) {
    let (sender, receiver) = std::sync::mpsc::channel();
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = stop.clone();
    std::thread::spawn(move || {
        let until = Instant::now() + REJOIN_FOR;
        let keep_trying = |_: &LinkError| !stopped.load(Ordering::Relaxed);
        if let Ok(link) = reach_again(&code, reach, until, REJOIN_EVERY, keep_trying) {
            let _ = sender.send(link);
        }
    });
    (receiver, stop)
}

/// Tries to reach the host `code` names again until it answers, `until`
/// passes, or `keep_trying` (told each failed try) says to stop; waits
/// `every` between tries. The window tries on a thread for a day; the
/// command line in the foreground, saying each failure, for two minutes.
pub fn reach_again(
    code: &str,
    reach: Reach,
    until: Instant,
    every: Duration,
    mut keep_trying: impl FnMut(&LinkError) -> bool,
) -> Result<Link, LinkError> {
    loop {
        match Link::join(code, reach, Arc::new(|| {})) {
            Ok(link) => return Ok(link),
            Err(e) if Instant::now() < until && keep_trying(&e) => std::thread::sleep(every),
            Err(e) => return Err(e),
        }
    }
}
