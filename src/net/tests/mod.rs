//! The host's judge and the guest's table, talking without a network.

mod hints;
mod undo;

use super::host::{GuestId, HostTable, Outgoing};
use super::seed::{SEED_BYTES, Share};
use super::wire::{self, PROTOCOL, Refusal, ToGuest, ToHost};
use super::{GuestEvent, GuestTable, Welcome};
use crate::core::{Game, Level, Seat, SeatIndex, SeatSet, StopSignal};
use crate::games::malefiz::Malefiz;
use crate::games::malice::Malice;
use crate::games::spite::Spite;
use crate::games::{Bots, Registered, Registration, Saves};

const GUEST: GuestId = 7;

fn share(byte: u8) -> Share {
    Share([byte; SEED_BYTES])
}

/// A table for `G` with its first seat here and the others for friends.
pub(super) fn host<G: Registered>(players: usize) -> HostTable<G> {
    let table = G::bot_table(players, None).expect("the game is played by that many");
    let setup = (table.deal)(0);
    let seats = (0..players).map(|i| Seat::human(format!("Seat {}", i + 1))).collect();
    let friends = (1..players).fold(SeatSet::default(), |set, s| set.with(s));
    HostTable::new(&setup, seats, friends, share(42)).expect("a table")
}

/// Only the messages for `guest`.
fn for_guest(out: Vec<Outgoing>, guest: GuestId) -> Vec<ToGuest> {
    out.into_iter().filter(|o| o.to == guest).map(|o| o.message).collect()
}

/// A guest at `host`'s table: hello, welcome, share; the start if it
/// was the last friend to come. Returns its table.
pub(super) fn join<G: Registered>(host: &mut HostTable<G>, guest: GuestId, byte: u8) -> GuestTable<G> {
    let hello = wire::encode(&super::guest::hello("Friend", None));
    let mut replies = for_guest(host.receive(guest, &hello), guest).into_iter();
    let welcome = Welcome::read(&replies.next().expect("a welcome")).expect("welcomed");
    let mut table = GuestTable::<G>::new(welcome, share(byte)).expect("a table of the game");
    let given = host.receive(guest, &wire::encode(&table.share_message()));
    deliver(&mut table, for_guest(given, guest));
    table
}

fn deliver<G: Registered>(table: &mut GuestTable<G>, messages: Vec<ToGuest>) -> Vec<GuestEvent> {
    messages.into_iter().map(|m| table.receive(m).expect("the host's message is followed")).collect()
}

fn bot_move<G: Registered>(state: &G, seat: SeatIndex, seed: u64) -> G::Move {
    let mut bot = G::level_bot(Level::Newcomer, seed, false);
    bot.choose(&state.view(seat), &StopSignal::never()).expect("a bot finds a move")
}

/// One move by a bot, here or at the guest (sent as bytes and judged),
/// and every message it makes delivered; false once the game is over.
fn one_move<G: Registered>(host: &mut HostTable<G>, guest: &mut GuestTable<G>, turn: u64) -> bool {
    let state = host.history().expect("started").current().clone();
    let Some(seat) = state.to_move() else { return false };
    let out = if seat == guest.seat() {
        let seen = guest.history().expect("the guest has the start").current().clone();
        let message = guest.propose(&bot_move(&seen, seat, turn)).expect("the guest's engine allows it");
        host.receive(GUEST, &wire::encode(&message))
    } else {
        host.play_here(bot_move(&state, seat, turn)).expect("the host's engine allows it")
    };
    for message in for_guest(out, GUEST) {
        assert!(!matches!(message, ToGuest::Refused(_)), "{}: refused {message:?}", G::KIND.title());
        guest.receive(message).expect("followed");
    }
    true
}

/// A whole game between a bot here and a bot on a guest, every guest
/// move sent as bytes and judged by the host: the guest's checked game
/// is the host's, move for move.
fn whole_game<G: Registered>() {
    let mut host = host::<G>(2);
    let mut guest = join(&mut host, GUEST, 3);
    assert!(host.history().is_some(), "{}: the game starts once the friend's share is in", G::KIND.title());
    for turn in 0..5000u64 {
        if !one_move(&mut host, &mut guest, turn) {
            break;
        }
    }
    let real = host.history().expect("started");
    assert!(real.current().outcome().is_some(), "{}: the game ended", G::KIND.title());
    let (checked, seeds) = guest.checked().expect("the guest checked the game");
    assert_eq!(Some(*seeds), host.seeds());
    let moves = |h: &crate::core::History<G>| crate::store::SaveFile::moves_of(h, G::write_move);
    assert_eq!(moves(checked), moves(real), "{}: both hold the same moves", G::KIND.title());
    assert!(checked.current() == real.current(), "{}: the same end", G::KIND.title());
    // The guest's log says what the host's says (a Malefiz roll names its
    // face, though the guest never had the generator).
    let logs = |h: &crate::core::History<G>| h.played().iter().map(|p| p.log.clone()).collect::<Vec<_>>();
    assert_eq!(
        logs(guest.history().expect("the line as seen")),
        logs(real),
        "{}: the same log",
        G::KIND.title()
    );
}

#[test]
fn a_whole_game_of_each_game_is_judged_by_the_host_and_checked_by_the_guest() {
    whole_game::<Malice>();
    whole_game::<Malefiz>();
    whole_game::<Spite>();
}

/// What the host keeps, to see that a refusal changed nothing.
fn snapshot<G: Registered>(host: &HostTable<G>) -> (usize, G, Vec<Seat>) {
    let history = host.history().expect("started");
    (history.cursor(), history.current().clone(), host.seats().to_vec())
}

fn refusal_of(out: Vec<Outgoing>) -> Refusal {
    match for_guest(out, GUEST).as_slice() {
        [ToGuest::Refused(refusal)] => refusal.clone(),
        other => panic!("expected one refusal, got {other:?}"),
    }
}

#[test]
fn what_a_guest_may_not_do_is_refused_and_changes_nothing() {
    let mut host = host::<Malice>(2);
    let _guest = join(&mut host, GUEST, 3);
    let before = snapshot(&host);
    // South (seat 0, here) is to move: the guest's seat is not.
    assert_eq!(host.history().unwrap().current().to_move(), Some(0));
    let send = |host: &mut HostTable<Malice>, message: &ToHost| {
        refusal_of(host.receive(GUEST, &wire::encode(message)))
    };

    assert!(matches!(refusal_of(host.receive(GUEST, b"\xff\x00garbage")), Refusal::Undecodable(_)));
    assert!(matches!(refusal_of(host.receive(GUEST, b"Move(ply: 0)")), Refusal::Undecodable(_)));
    let huge = vec![b' '; wire::MAX_MESSAGE_BYTES + 1];
    assert!(matches!(refusal_of(host.receive(GUEST, &huge)), Refusal::Undecodable(_)));
    assert_eq!(send(&mut host, &ToHost::Move { ply: 0, mv: "Lb2-b3".into() }), Refusal::NotYourTurn);
    assert_eq!(host.play_here(Malice::read_move(&before.1, "Lb2-b3").unwrap()).map(|_| ()), Ok(()));
    let after_one = snapshot(&host);
    // Now the guest is to move: nonsense, an illegal move, an old ply.
    assert!(matches!(send(&mut host, &ToHost::Move { ply: 1, mv: "Zz9".into() }), Refusal::Illegal { .. }));
    assert!(matches!(
        send(&mut host, &ToHost::Move { ply: 1, mv: "Rd7-d1".into() }),
        Refusal::Illegal { .. }
    ));
    let legal = guest_legal_move(&host);
    assert_eq!(
        send(&mut host, &ToHost::Move { ply: 0, mv: legal.clone() }),
        Refusal::Stale { expected: 1, got: 0 }
    );
    assert_eq!(
        send(&mut host, &ToHost::Move { ply: 9, mv: legal.clone() }),
        Refusal::Stale { expected: 1, got: 9 }
    );
    assert_eq!(send(&mut host, &ToHost::Share(share(99))), Refusal::ShareNotNow);
    assert_eq!(snapshot(&host), after_one, "nothing changed");
    // The right move at the right ply is played once; sent again, it is stale.
    let played =
        for_guest(host.receive(GUEST, &wire::encode(&ToHost::Move { ply: 1, mv: legal.clone() })), GUEST);
    assert!(matches!(played.as_slice(), [ToGuest::Played { ply: 1, .. }]));
    let replayed = refusal_of(host.receive(GUEST, &wire::encode(&ToHost::Move { ply: 1, mv: legal })));
    assert_eq!(replayed, Refusal::Stale { expected: 2, got: 1 });
    assert_eq!(host.history().unwrap().cursor(), 2);
}

fn guest_legal_move(host: &HostTable<Malice>) -> String {
    let state = host.history().unwrap().current();
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    Malice::write_move(state, &moves[0])
}

#[test]
fn a_stranger_a_second_hello_and_another_version_are_refused() {
    let mut host = host::<Malice>(2);
    // A move before any hello.
    let early = refusal_of(host.receive(GUEST, &wire::encode(&ToHost::Move { ply: 0, mv: "Lb2-b3".into() })));
    assert_eq!(early, Refusal::NoHello);
    let older = ToHost::Hello {
        protocol: PROTOCOL + 1,
        app: "malice-table 9.0".into(),
        name: "X".into(),
        rejoin: None,
    };
    assert!(matches!(refusal_of(host.receive(GUEST, &wire::encode(&older))), Refusal::Version { .. }));
    let _guest = join(&mut host, GUEST, 3);
    let hello = wire::encode(&super::guest::hello("Again", None));
    assert_eq!(refusal_of(host.receive(GUEST, &hello)), Refusal::SecondHello);
    // The one friend's seat is taken: a second guest finds none.
    assert_eq!(refusal_of(for_guest_as(host.receive(8, &hello), 8)), Refusal::NoSeat);
    assert_eq!(host.seats()[1].name, "Friend", "the guest's name is at its seat");
}

fn for_guest_as(out: Vec<Outgoing>, guest: GuestId) -> Vec<Outgoing> {
    out.into_iter().filter(|o| o.to == guest).map(|o| Outgoing { to: GUEST, message: o.message }).collect()
}

#[test]
fn a_guest_that_comes_back_sees_the_same_game() {
    let mut host = host::<Malefiz>(2);
    let mut guest = join(&mut host, GUEST, 3);
    for turn in 0..40u64 {
        let state = host.history().unwrap().current().clone();
        let seat = state.to_move().unwrap();
        let out = if seat == guest.seat() {
            let seen = guest.history().unwrap().current().clone();
            host.receive(GUEST, &wire::encode(&guest.propose(&bot_move(&seen, seat, turn)).unwrap()))
        } else {
            host.play_here(bot_move(&state, seat, turn)).unwrap()
        };
        deliver(&mut guest, for_guest(out, GUEST));
    }
    host.disconnected(GUEST);
    assert_eq!(host.connected(), SeatSet::default());
    // Back on a new connection, with the seat's token.
    let rejoin = guest.welcome().rejoin;
    let hello = wire::encode(&super::guest::hello("Friend", Some(rejoin)));
    let mut replies = for_guest(host.receive(11, &hello), 11).into_iter();
    let welcome = Welcome::read(&replies.next().unwrap()).unwrap();
    assert_eq!(welcome.seat, guest.seat());
    let mut back = GuestTable::<Malefiz>::new(welcome, share(3)).unwrap();
    deliver(&mut back, replies.collect());
    assert_eq!(back.history().unwrap().cursor(), 40);
    assert_eq!(back.history().unwrap().current(), guest.history().unwrap().current());
    assert!(
        host.receive(11, &wire::encode(&back.share_message())).is_empty(),
        "the same share again is fine"
    );
    // A made-up token takes no seat.
    let forged = wire::encode(&super::guest::hello("Thief", Some(super::Rejoin([0; 16]))));
    assert_eq!(refusal_of(for_guest_as(host.receive(12, &forged), 12)), Refusal::UnknownSeat);
}

#[test]
fn a_host_that_bends_the_game_is_caught_at_the_end() {
    // The guest checks the revealed secret against the commitment.
    let mut host = host::<Malice>(2);
    let mut guest = join(&mut host, GUEST, 3);
    let lie = ToGuest::Reveal { secret: share(43), shares: vec![share(3)] };
    let caught = guest.receive(lie).expect_err("a secret it did not commit to");
    assert_eq!(caught, super::GuestError::Unfair(super::Unfairness::Secret));
    assert_eq!(
        caught.to_string(),
        "the host's game does not check out: its secret is not the one it committed to"
    );
    let without_me = ToGuest::Reveal { secret: share(42), shares: vec![share(4)] };
    assert_eq!(guest.receive(without_me), Err(super::GuestError::Unfair(super::Unfairness::NoShare)));
}

#[test]
fn neither_side_alone_fixes_the_deal() {
    // The same host secret with two guest shares deals two games; the same
    // guest share with two host secrets too.
    let start_with = |secret: u8, guest_share: u8| {
        let table = Spite::bot_table(2, None).unwrap();
        let setup = (table.deal)(0);
        let seats = vec![Seat::human("A"), Seat::human("B")];
        let mut host = HostTable::<Spite>::new(&setup, seats, SeatSet::single(1), share(secret)).unwrap();
        let guest = join(&mut host, GUEST, guest_share);
        guest.history().unwrap().start().clone()
    };
    assert_ne!(start_with(1, 2), start_with(1, 3));
    assert_ne!(start_with(1, 2), start_with(4, 2));
    assert_eq!(start_with(1, 2), start_with(1, 2));
}

/// `state` with everything `seat` may not see moved around: the other
/// hand, the cards under both payoff tops and the stock dealt again from
/// the same cards in another order, and another generator.
fn hidden_changed(state: &Spite, seat: SeatIndex, turn: u64) -> Spite {
    let mut other = state.clone();
    let them = 1 - seat;
    let mut hidden: Vec<_> = other.players[them].hand.drain(..).collect();
    for player in &mut other.players {
        let under = player.payoff.len().saturating_sub(1);
        hidden.extend(player.payoff.drain(..under));
    }
    hidden.append(&mut other.stock);
    let shift = 1 + (turn as usize) % hidden.len().max(1);
    hidden.rotate_left(shift);
    let hand = state.players[them].hand.len();
    other.players[them].hand = hidden.drain(..hand).collect();
    for (player, real) in other.players.iter_mut().zip(&state.players) {
        let under = real.payoff.len().saturating_sub(1);
        let top: Vec<_> = player.payoff.drain(..).collect();
        player.payoff = hidden.drain(..under).chain(top).collect();
    }
    other.stock = hidden;
    other.rng = crate::core::Rng::seeded(turn ^ 0x5eed);
    other
}

#[test]
fn a_spite_guest_is_sent_nothing_its_seat_may_not_see() {
    let mut host = host::<Spite>(2);
    let mut guest = join(&mut host, GUEST, 3);
    let seat = guest.seat();
    let mut sent: Vec<ToGuest> = vec![ToGuest::Start {
        state: wire::ron_text(&Spite::redacted(host.history().unwrap().start(), seat)),
    }];
    let mut real_states = vec![host.history().unwrap().start().clone()];
    for turn in 0..5000u64 {
        let state = host.history().unwrap().current().clone();
        let Some(to_move) = state.to_move() else { break };
        let out = if to_move == seat {
            let seen = guest.history().unwrap().current().clone();
            host.receive(GUEST, &wire::encode(&guest.propose(&bot_move(&seen, seat, turn)).unwrap()))
        } else {
            host.play_here(bot_move(&state, to_move, turn)).unwrap()
        };
        real_states.push(host.history().unwrap().current().clone());
        let messages = for_guest(out, GUEST);
        sent.extend(messages.iter().cloned());
        deliver(&mut guest, messages);
    }
    assert!(host.history().unwrap().current().outcome().is_some(), "the game ended");
    let mut states = real_states.iter();
    let mut before: Option<&Spite> = None;
    for message in &sent {
        let (text, mv) = match message {
            ToGuest::Start { state } => (state, None),
            ToGuest::Played { state, mv, .. } => (state, Some(mv)),
            ToGuest::Reveal { .. } => continue,
            other => panic!("unexpected {other:?}"),
        };
        let real = states.next().expect("a state for every message");
        // What was sent is the same whatever the hidden cards are.
        for turn in 0..3 {
            let moved = hidden_changed(real, seat, turn);
            assert_ne!(&moved, real);
            assert_eq!(
                *text,
                wire::ron_text(&Spite::redacted(&moved, seat)),
                "the message depends on hidden cards"
            );
        }
        // A card a move names is the card it plays, which the seat sees
        // after it (unless it completed a centre pile, which went back
        // into the stock as everyone watched).
        let completed = before.is_some_and(|b| b.stock.len() < real.stock.len());
        before = Some(real);
        if let Some(mv) = mv.filter(|_| !completed) {
            let mv: crate::games::spite::Move = wire::read_text(mv).unwrap();
            let shown = real.seat_view(seat).unseen_cards();
            let named = match mv {
                crate::games::spite::Move::Play { from: crate::games::spite::Source::Hand(card), .. } => {
                    Some(card)
                }
                crate::games::spite::Move::Discard { card, .. } => Some(card),
                _ => None,
            };
            assert!(named.is_none_or(|card| !shown.contains(&card)), "{mv:?} names a hidden card");
        }
    }
    assert!(states.next().is_none());
}

#[test]
fn a_seat_lent_to_the_hosts_bot_is_played_there_until_given_back() {
    let mut host = host::<Malice>(2);
    let mut guest = join(&mut host, GUEST, 3);
    let first = bot_move(host.history().unwrap().current(), 0, 1);
    deliver(&mut guest, for_guest(host.play_here(first).unwrap(), GUEST));
    // The friend's turn: the host may not play it...
    let state = host.history().unwrap().current().clone();
    let theirs = bot_move(&state, 1, 2);
    assert_eq!(host.play_here(theirs), Err(super::HereError::FriendsTurn(1)));
    // ...until it lends the seat to its bot; the guest hears it, and its
    // own moves are refused meanwhile.
    let told = for_guest(host.lend(1, true), GUEST);
    assert_eq!(told, vec![ToGuest::Lent(true)]);
    deliver(&mut guest, told);
    assert!(guest.lent());
    assert!(matches!(guest.propose(&theirs), Err(super::ProposeError::NotMyTurn)));
    let text = Malice::write_move(&state, &theirs);
    assert_eq!(
        refusal_of(host.receive(GUEST, &wire::encode(&ToHost::Move { ply: 1, mv: text }))),
        Refusal::Lent
    );
    assert!(host.plays_here(1));
    deliver(&mut guest, for_guest(host.play_here(theirs).unwrap(), GUEST));
    // Given back: the guest plays its seat again.
    deliver(&mut guest, for_guest(host.lend(1, false), GUEST));
    assert!(!guest.lent() && !host.plays_here(1));
    let mine = bot_move(host.history().unwrap().current(), 0, 3);
    deliver(&mut guest, for_guest(host.play_here(mine).unwrap(), GUEST));
    let seen = guest.history().unwrap().current().clone();
    let message = guest.propose(&bot_move(&seen, 1, 4)).expect("the guest's turn again");
    assert!(matches!(
        for_guest(host.receive(GUEST, &wire::encode(&message)), GUEST).as_slice(),
        [ToGuest::Played { ply: 3, .. }]
    ));
}
