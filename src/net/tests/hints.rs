//! Hints at a network table: off unless the host allowed them when opening
//! it, judged at the host whatever a guest's window does, and every other
//! side told of one used.

use super::*;

/// Bots play until the guest's seat is to move: the turn count so far.
fn until_guests_turn<G: Registered>(host: &mut HostTable<G>, guest: &mut GuestTable<G>) -> u64 {
    let mut turn = 0;
    while host.history().and_then(|h| h.current().to_move()) != Some(guest.seat()) {
        assert!(one_move(host, guest, turn), "the game ended too soon");
        turn += 1;
    }
    turn
}

fn ask<G: Registered>(host: &mut HostTable<G>, ply: usize) -> Vec<ToGuest> {
    for_guest(host.receive(GUEST, &wire::encode(&ToHost::Hint { ply: ply as u32 })), GUEST)
}

#[test]
fn a_guest_asking_for_a_hint_where_the_host_did_not_allow_them_is_refused_with_the_reason() {
    let mut host = host::<Malice>(2);
    let mut guest = join(&mut host, GUEST, 3);
    assert!(!guest.welcome().hints, "the guest hears at joining that hints are off");
    until_guests_turn(&mut host, &mut guest);
    assert_eq!(guest.ask_hint(), Err(Refusal::HintsOff), "its own window says so");
    // A window that asks anyway is refused at the host, and nobody hears of a hint.
    let ply = host.history().map_or(0, |h| h.cursor());
    assert_eq!(ask(&mut host, ply), vec![ToGuest::Refused(Refusal::HintsOff)]);
    assert_eq!(host.take_hints_used(), Vec::<SeatIndex>::new());
    assert_eq!(host.hint_here(), Err(Refusal::HintsOff), "nor may the host's people");
}

#[test]
fn where_hints_are_allowed_a_hint_on_ones_own_turn_is_granted_and_everyone_told() {
    let mut host = host::<Malefiz>(3).with_hints(true);
    let mut guest = join(&mut host, GUEST, 3);
    // The second guest's share starts the game: the first hears the start too.
    let hello = wire::encode(&crate::net::guest::hello("Other", None));
    let welcome = for_guest(host.receive(GUEST + 1, &hello), GUEST + 1);
    let welcome = Welcome::read(&welcome[0]).expect("welcomed");
    let mut other = GuestTable::<Malefiz>::new(welcome, share(4)).expect("a table");
    let started = host.receive(GUEST + 1, &wire::encode(&other.share_message()));
    deliver(&mut guest, for_guest(started.clone(), GUEST));
    deliver(&mut other, for_guest(started, GUEST + 1));
    assert!(guest.welcome().hints && other.welcome().hints);
    // Seat 1 here moves first: a guest's hint now is not for its turn.
    let ply = host.history().map_or(0, |h| h.cursor());
    assert_eq!(ask(&mut host, ply), vec![ToGuest::Refused(Refusal::NotYourTurn)]);
    let out = host.hint_here().expect("the host's person may, on their turn");
    assert_eq!(for_guest(out.clone(), GUEST), vec![ToGuest::HintUsed { ply: ply as u32, seat: 0 }]);
    assert_eq!(deliver(&mut guest, for_guest(out, GUEST)), vec![GuestEvent::HintUsed(0)]);

    let mut turn = 0;
    while host.history().and_then(|h| h.current().to_move()) != Some(guest.seat()) {
        let state = host.history().expect("started").current().clone();
        let seat = state.to_move().expect("not over");
        let out = if seat == other.seat() {
            let message = other.propose(&bot_move(other.history().expect("started").current(), seat, turn));
            host.receive(GUEST + 1, &wire::encode(&message.expect("its move")))
        } else {
            host.play_here(bot_move(&state, seat, turn)).expect("a move here")
        };
        deliver(&mut guest, for_guest(out.clone(), GUEST));
        deliver(&mut other, for_guest(out, GUEST + 1));
        turn += 1;
    }
    let ply = host.history().map_or(0, |h| h.cursor());
    assert_eq!(
        ask(&mut host, ply + 1),
        vec![ToGuest::Refused(Refusal::Stale { expected: ply as u32, got: ply as u32 + 1 })]
    );
    let hint = guest.ask_hint().expect("its window may ask");
    let out = host.receive(GUEST, &wire::encode(&hint));
    // The guest that asked has its leave; the other guest and the host hear of it.
    assert_eq!(deliver(&mut guest, for_guest(out.clone(), GUEST)), vec![GuestEvent::HintGranted]);
    assert_eq!(deliver(&mut other, for_guest(out, GUEST + 1)), vec![GuestEvent::HintUsed(guest.seat())]);
    assert_eq!(host.take_hints_used(), vec![guest.seat()]);
}
