//! The seats of a network game's session on each machine: who is played
//! here and who elsewhere, under which names.

use crate::core::{Controller, Seat, SeatIndex};

/// The host's seats for its session: the friends' are remote, under the
/// names they gave; its own keep the names this table shows (`shown`),
/// which may differ from those the guests were sent.
pub(super) fn host_seats(seats: &[Seat], shown: &[Seat], friend: impl Fn(SeatIndex) -> bool) -> Vec<Seat> {
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
pub(super) fn guest_seats(seats: &[Seat], mine: SeatIndex, own_name: &str) -> Vec<Seat> {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let name = if i == mine && !own_name.is_empty() { own_name.to_owned() } else { s.name.clone() };
            Seat { name, controller: if i == mine { Controller::Human } else { Controller::Remote } }
        })
        .collect()
}

/// Every seat of `seats` under its name, played by nobody here: the
/// session a table shows before its network game begins.
pub(super) fn all_remote(seats: &[Seat]) -> Vec<Seat> {
    seats.iter().map(|s| Seat { name: s.name.clone(), controller: Controller::Remote }).collect()
}
