//! Take-backs at a network table: asked by one side, made only when the
//! others agree, withdrawn by a move, and checked at the end like the rest.

use super::*;
use crate::net::undo::{Party, UndoNews};

/// Bots play until the guest has a move it may take back (in Malice that
/// is right after its first, with the host's seat to move; in Spite &
/// Malice a move within its turn, before a card is revealed): the turn
/// count so far.
fn until_guest_moved<G: Registered>(host: &mut HostTable<G>, guest: &mut GuestTable<G>) -> u64 {
    let mut turn = 0;
    while guest.undo_check().is_err() {
        assert!(one_move(host, guest, turn), "{}: the game ended too soon", G::KIND.title());
        turn += 1;
    }
    turn
}

fn send<G: Registered>(host: &mut HostTable<G>, message: &ToHost) -> Vec<ToGuest> {
    for_guest(host.receive(GUEST, &wire::encode(message)), GUEST)
}

/// The guest asks; the host declines (nothing changes), then agrees (both
/// tables go back to the guest's last decision); the game then goes on to
/// its end and still checks out at the guest.
fn guest_asks<G: Registered>() {
    let name = G::KIND.title();
    let mut host = host::<G>(2);
    let mut guest = join(&mut host, GUEST, 3);
    let turn = until_guest_moved(&mut host, &mut guest);
    let before = snapshot(&host);

    let ask = guest.ask_undo().expect("the guest may ask");
    assert!(guest.undo_waiting());
    assert_eq!(send(&mut host, &ask), Vec::<ToGuest>::new(), "{name}: the asker hears nothing yet");
    // The host's screen hears whose move: the seat, and where the line would go.
    let news = host.take_news();
    assert!(
        matches!(news[..], [UndoNews::Asked(seat, to)] if seat == guest.seat() && to < before.0),
        "{news:?}"
    );
    assert!(host.undo_awaits_host());
    assert_eq!(host.undo_asked().map(|a| a.by), Some(Party::Guest(GUEST)));
    let declined = for_guest(host.answer_undo(false), GUEST);
    assert_eq!(declined, vec![ToGuest::UndoDeclined]);
    assert_eq!(deliver(&mut guest, declined), vec![GuestEvent::UndoDeclined]);
    assert!(!guest.undo_waiting());
    assert!(snapshot(&host) == before, "{name}: a declined take-back changes nothing");
    assert_eq!(host.take_news(), vec![UndoNews::Declined]);

    let ask = guest.ask_undo().expect("the guest may ask again");
    send(&mut host, &ask);
    let made = for_guest(host.answer_undo(true), GUEST);
    let [ToGuest::Undone { ply }] = made.as_slice() else {
        panic!("{name}: expected the take-back, got {made:?}")
    };
    let to = *ply as usize;
    assert!(to < before.0, "{name}: the line went back");
    let [GuestEvent::Undone(back)] = deliver(&mut guest, made)[..] else {
        panic!("{name}: the guest took back")
    };
    assert_eq!(back, to);
    let real = host.history().expect("started");
    assert_eq!(real.cursor(), to);
    assert_eq!(guest.history().expect("started").cursor(), to);
    assert_eq!(real.current().to_move(), Some(guest.seat()), "{name}: back to the guest's decision");
    assert!(!real.can_redo(), "{name}: a take-back is for good");
    assert_eq!(host.take_news(), vec![UndoNews::Asked(guest.seat(), to), UndoNews::Undone(to)]);

    for more in turn..turn + 5000 {
        if !one_move(&mut host, &mut guest, more) {
            break;
        }
    }
    let real = host.history().expect("started");
    let (checked, _) = guest.checked().expect("the game with a take-back checks out at the guest");
    assert!(checked.current() == real.current(), "{name}: the same end");
}

#[test]
fn a_take_back_a_guest_asks_is_made_only_when_the_host_agrees() {
    guest_asks::<Malice>();
    guest_asks::<Malefiz>();
    guest_asks::<Spite>();
}

#[test]
fn a_take_back_the_host_asks_is_made_only_when_the_guest_agrees() {
    let mut host = host::<Malefiz>(2);
    let mut guest = join(&mut host, GUEST, 3);
    // Until the host's person has moved and the guest's seat is to move.
    let mut turn = 0;
    while host.host_undo_target().is_none() || host.history().unwrap().current().to_move() != Some(1) {
        assert!(one_move(&mut host, &mut guest, turn));
        turn += 1;
    }
    let before = snapshot(&host);
    let to = host.host_undo_target().expect("a move to take back");
    let asked = for_guest(host.ask_undo().expect("the host may ask"), GUEST);
    // The guest hears whose move would go: the seat and where the line would go.
    assert_eq!(asked, vec![ToGuest::UndoAsked { ply: before.0 as u32, seat: 0, to: to as u32 }]);
    assert_eq!(deliver(&mut guest, asked), vec![GuestEvent::UndoAsked(0, to)]);
    assert_eq!(guest.undo_question(), Some((0, to)));
    assert!(!host.undo_awaits_host(), "the host does not answer its own question");
    let no = guest.answer_undo(false).expect("an answer");
    assert_eq!(send(&mut host, &no), vec![ToGuest::UndoDeclined]);
    assert!(snapshot(&host) == before);

    let asked = for_guest(host.ask_undo().expect("the host may ask again"), GUEST);
    deliver(&mut guest, asked);
    let yes = guest.answer_undo(true).expect("an answer");
    assert!(guest.answer_undo(true).is_none(), "one answer to one question");
    let made = send(&mut host, &yes);
    deliver(&mut guest, made);
    let real = host.history().unwrap();
    assert!(real.cursor() < before.0);
    assert_eq!(real.current().to_move(), Some(0), "back to the host's person's decision");
    assert_eq!(guest.history().unwrap().current(), &Malefiz::redacted(real.current(), 1));
}

#[test]
fn a_move_played_meanwhile_withdraws_a_take_back() {
    let mut host = host::<Malice>(2);
    let mut guest = join(&mut host, GUEST, 3);
    let turn = until_guest_moved(&mut host, &mut guest);
    send(&mut host, &guest.ask_undo().expect("the guest may ask"));
    host.take_news();
    let state = host.history().unwrap().current().clone();
    let out = for_guest(host.play_here(bot_move(&state, 0, turn)).expect("the host plays on"), GUEST);
    assert_eq!(out.first(), Some(&ToGuest::UndoDeclined), "the take-back is withdrawn first");
    deliver(&mut guest, out);
    assert!(!guest.undo_waiting());
    assert!(host.undo_asked().is_none());
    assert_eq!(host.take_news(), vec![UndoNews::Declined]);
}

#[test]
fn take_backs_that_cannot_be_made_are_refused_and_change_nothing() {
    let mut host = host::<Malice>(2);
    let mut guest = join(&mut host, GUEST, 3);
    // At the start the guest has nothing to take back, nor the host.
    assert_eq!(guest.undo_check(), Err(Refusal::NothingToUndo));
    assert_eq!(send(&mut host, &ToHost::Undo { ply: 0 }), vec![ToGuest::Refused(Refusal::NothingToUndo)]);
    assert_eq!(host.ask_undo(), Err(Refusal::NothingToUndo));
    let answer = ToHost::UndoAnswer { ply: 0, accept: true };
    assert_eq!(send(&mut host, &answer), vec![ToGuest::Refused(Refusal::NoUndoAsked)]);

    until_guest_moved(&mut host, &mut guest);
    let before = snapshot(&host);
    let stale = ToHost::Undo { ply: before.0 as u32 - 1 };
    assert_eq!(
        send(&mut host, &stale),
        vec![ToGuest::Refused(Refusal::Stale { expected: before.0 as u32, got: before.0 as u32 - 1 })]
    );
    send(&mut host, &guest.ask_undo().expect("the guest may ask"));
    assert_eq!(guest.undo_check(), Err(Refusal::UndoPending));
    let again = ToHost::Undo { ply: before.0 as u32 };
    assert_eq!(send(&mut host, &again), vec![ToGuest::Refused(Refusal::UndoPending)]);
    assert_eq!(host.ask_undo(), Err(Refusal::UndoPending));
    assert!(snapshot(&host) == before, "nothing changed");

    // The asker leaves: the question is closed, and with nobody to ask the
    // host cannot ask either.
    host.take_news();
    assert_eq!(host.disconnected(GUEST), Vec::new(), "nobody is left to tell");
    assert!(host.undo_asked().is_none());
    assert_eq!(host.take_news(), vec![UndoNews::Declined]);
    assert!(snapshot(&host) == before);
    assert_eq!(host.ask_undo(), Err(Refusal::Away));
}
