//! Keeping the table's session in step with the network's line of play:
//! the host's session plays the guests' moves and sends out its own; a
//! guest's records what the host played, goes back with a take-back, and
//! becomes the real game once it checked out at the end.

use super::seats::{guest_seats, host_seats};
use super::{LinkState, Online, Role, Step};
use crate::core::{Controller, History, Session};
use crate::games::Registered;
use crate::net::Seeds;

impl<G: Registered> Online<G> {
    pub(super) fn sync_host(&mut self, session: &mut Session<G>) -> Step<G> {
        let (Role::Host(table), LinkState::Open(link)) = (&mut self.role, &self.link) else {
            return Step::Nothing;
        };
        let Some(real) = table.history() else { return Step::Nothing };
        if !self.begun {
            self.begun = true;
            let seeds = table.seeds().unwrap_or(Seeds { game: 0, bots: 0 });
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

    pub(super) fn sync_guest(&mut self, session: &mut Session<G>) -> Step<G> {
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
            return Step::TookBack;
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
}
