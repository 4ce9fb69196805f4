//! A network game's seats on each machine, what one message from the host
//! does at a guest's table, and a join that fails as a value.

use super::seats::{all_remote, guest_seats, host_seats};
use super::step::guest_read;
use super::{Joined, Note, OnlineError, Step};
use crate::core::{Controller, Level, Seat};
use crate::games::malice::Malice;
use crate::net::link::{LinkError, Reach};
use crate::net::tests::{host, join};
use crate::net::{GuestError, Refusal, ToGuest, wire};
use std::sync::Arc;

fn names(seats: &[Seat]) -> Vec<(&str, Controller)> {
    seats.iter().map(|s| (s.name.as_str(), s.controller)).collect()
}

#[test]
fn the_hosts_friends_play_elsewhere_under_their_names_and_its_own_seats_keep_the_names_shown_here() {
    let sent = [Seat::human("Host"), Seat::human("Friend"), Seat::bot("Bot", Level::Newcomer)];
    let shown = [Seat::human("You"), Seat::human("?"), Seat::bot("Robin", Level::Newcomer)];
    let seats = host_seats(&sent, &shown, |seat| seat == 1);
    assert_eq!(
        names(&seats),
        [
            ("You", Controller::Human),
            ("Friend", Controller::Remote),
            ("Robin", Controller::Bot(Level::Newcomer))
        ]
    );
}

#[test]
fn a_guest_plays_its_own_seat_under_its_own_name_unless_blank_and_waits_with_nobody_to_play() {
    let seats = [Seat::human("Host"), Seat::human("Friend")];
    assert_eq!(
        names(&guest_seats(&seats, 1, "Ana")),
        [("Host", Controller::Remote), ("Ana", Controller::Human)]
    );
    assert_eq!(
        names(&guest_seats(&seats, 1, "")),
        [("Host", Controller::Remote), ("Friend", Controller::Human)]
    );
    assert_eq!(names(&all_remote(&seats)), [("Host", Controller::Remote), ("Friend", Controller::Remote)]);
}

#[test]
fn a_message_from_the_host_becomes_a_step_a_note_or_the_reason_the_game_stops() {
    let mut host = host::<Malice>(2);
    let mut table = join(&mut host, 7, 3);
    let read = |table: &mut _, message: &ToGuest| guest_read::<Malice>(table, &wire::encode(message));
    let refused = read(&mut table, &ToGuest::Refused(Refusal::NotYourTurn));
    assert!(matches!(refused, Ok(Step::Note(Note::Refused(Refusal::NotYourTurn)))));
    let asked = read(&mut table, &ToGuest::UndoAsked { ply: 1, seat: 0, to: 0 });
    assert!(matches!(asked, Ok(Step::UndoAsked(0, 0))));
    let garbage = guest_read::<Malice>(&mut table, b"\xff\x00garbage");
    assert!(matches!(garbage, Ok(Step::Note(Note::Unreadable(Refusal::Undecodable(_))))));
    let odd = read(&mut table, &ToGuest::HintUsed { ply: 0, seat: 9 });
    assert!(matches!(odd, Err(OnlineError::Guest(GuestError::Host(_)))));
}

#[test]
fn a_code_that_does_not_read_fails_the_join_as_a_value_the_window_words() {
    let joined = Joined::connect("not a code", "Friend", None, Reach::Machine, Arc::new(|| {}));
    assert!(matches!(joined, Err(OnlineError::Link(LinkError::Code(_)))));
}
