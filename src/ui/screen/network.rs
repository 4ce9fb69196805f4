//! The network game at a table: hosting it, joining one, and keeping the
//! screen in step with the link (`net::session::Online`), written once
//! for every game.

use super::refusal::JoinRefusal;
use super::*;
use crate::games::{Bots, Registration, Saves};
use crate::net::session::{HintAsk, Joined, Online, OnlineError, Step};
use crate::ui::words;

/// The network game at the table.
impl<V: GameView> GameScreen<V> {
    /// Whether friends on other computers play at this table.
    pub fn is_online(&self) -> bool {
        self.online.is_some()
    }

    /// Puts a new game on the table, or hosts it when a seat is for a
    /// friend on another computer.
    pub(super) fn begin_or_host(&mut self, session: Session<V::Game>, seed: u64) {
        // A new game replaces the game put aside for practice, not the exercise.
        self.end_practice();
        if session.seats.iter().any(|s| s.controller == crate::core::Controller::Remote) {
            return self.host(session);
        }
        self.go_offline();
        self.begin(session, seed);
    }

    /// Ends the network game, if any (the others hear it).
    pub(super) fn go_offline(&mut self) {
        if let Some(mut online) = self.online.take() {
            online.close();
        }
    }

    /// Takes in what the network brought and keeps the table in step.
    pub(super) fn poll_online(&mut self) {
        if let Some(online) = &mut self.online {
            match online.poll(&mut self.table.session) {
                Step::Begin(session, seed) => {
                    // The same game goes on (it began, or a guest's table
                    // became the checked real game): an end not yet
                    // counted is counted once.
                    let watch = self.end_watch;
                    self.begin(session, seed);
                    self.end_watch = watch;
                }
                Step::Note(note) => self.say(words::online_note(&note)),
                Step::UndoAsked(seat, to) => {
                    let line = self.online.as_ref().and_then(|o| o.history());
                    let text = undo_asked::<V>(line, &self.table.session.seats, seat, to);
                    self.say(text);
                }
                Step::HintUsed(seat) => {
                    let name =
                        self.table.session.seats.get(seat).map_or_else(String::new, |s| s.name.clone());
                    self.say(t!("online-hint-used", name = name));
                }
                Step::HintGranted => {
                    if let Some(ctx) = self.ctx.clone() {
                        self.table.request_hint(&ctx);
                    }
                }
                Step::TookBack => {
                    self.table.viewing = None;
                    self.refusal = None;
                    self.view.jumped(&self.table);
                    self.say(t!("online-undone"));
                }
                Step::Nothing => {}
            }
        }
    }

    /// Hosts the game `session` was dealt for: its remote seats wait for
    /// friends, and the game begins (with a seed every machine made) once
    /// they have all come.
    pub(super) fn host(&mut self, session: Session<V::Game>) {
        use crate::core::{Controller, SeatSet};
        let friends = session
            .seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.controller == Controller::Remote)
            .fold(SeatSet::default(), |set, (i, _)| set.with(i));
        let secret = match crate::net::Share::random() {
            Ok(secret) => secret,
            Err(e) => return self.say(words::online_error(&OnlineError::NoRandom(e))),
        };
        let table = match crate::net::HostTable::new(
            session.current(),
            shown_to_guests(&session.seats),
            friends,
            secret,
        ) {
            Ok(table) => table.with_hints(self.hints_allowed),
            Err(e) => return self.say(e.to_string()),
        };
        let notify = match &self.ctx {
            Some(ctx) => online::notify(ctx),
            None => std::sync::Arc::new(|| {}),
        };
        self.go_offline();
        let waiting = Online::waiting(session.current().clone(), &session.seats, <V::Game as Bots>::BOTS);
        // The table is announced under the first person's name here.
        let host = (table.seats().iter().enumerate())
            .find(|(i, s)| !table.is_friend(*i) && s.controller == crate::core::Controller::Human)
            .map_or_else(|| t!("seat-host-name"), |(_, s)| s.name.clone());
        self.online = Some(Online::host(table, host, self.reach, notify));
        self.begin(waiting, 0);
    }

    /// Takes the seat `joined` brought, at a game of this tab's kind.
    pub fn join(&mut self, joined: Joined) -> Result<(), JoinRefusal> {
        self.end_practice();
        let welcome = joined.welcome.clone();
        let variant: <V::Game as Saves>::Variant =
            crate::net::wire::read_text(&welcome.variant).map_err(JoinRefusal::Variant)?;
        let (start, _) = <V::Game as Saves>::saved_start(&variant, 0, None).map_err(JoinRefusal::Start)?;
        let start = <V::Game as Registration>::redacted(&start, welcome.seat);
        let online = Online::<V::Game>::guest(joined).map_err(JoinRefusal::Online)?;
        self.go_offline();
        let waiting = Online::waiting(start, &welcome.seats, <V::Game as Bots>::BOTS);
        self.online = Some(online);
        self.begin(waiting, 0);
        Ok(())
    }

    /// The person asks for a hint at a network table: only where the host
    /// allows hints; the others hear of it.
    pub(super) fn online_hint(&mut self, ctx: &Context) {
        let Some(online) = &mut self.online else { return };
        match online.ask_hint() {
            Ok(HintAsk::Now) => self.table.request_hint(ctx),
            Ok(HintAsk::Sent) => {}
            Err(why) => self.say(words::online_error(&why)),
        }
    }

    /// The online part of the side panel.
    pub(super) fn online_panel(&mut self, ui: &mut Ui) {
        use crate::core::Controller;
        let Some(online) = &self.online else { return };
        let seats = &self.table.session.seats;
        let action =
            online::panel(online, ui, &|seat, to| undo_asked::<V>(online.history(), seats, seat, to));
        let Some(online) = &mut self.online else { return };
        match action {
            Some(online::PanelAction::Lend(seat, lent)) => {
                online.lend(seat, lent);
                // The game's usual bot plays it until the friend has it back.
                let level = <V::Game as Registration>::FACTS.ladder.usual();
                let controller = if lent { Controller::Bot(level) } else { Controller::Remote };
                if let Some(seat) = self.table.session.seats.get_mut(seat) {
                    seat.controller = controller;
                }
            }
            Some(online::PanelAction::Reconnect) => online.reconnect(),
            Some(online::PanelAction::AnswerUndo(accept)) => online.answer_undo(accept),
            None => {}
        }
    }
}

/// The seats as a host sends them to its guests: a person here called by
/// the default `You` is the host to them.
fn shown_to_guests(seats: &[crate::core::Seat]) -> Vec<crate::core::Seat> {
    use crate::ui::widgets::seat_names::shown_to_others;
    seats
        .iter()
        .map(|s| match s.controller {
            crate::core::Controller::Human => {
                crate::core::Seat { name: shown_to_others(&s.name, t!("seat-host-name")), ..s.clone() }
            }
            _ => s.clone(),
        })
        .collect()
}

/// "Friend asks to take back their move Lb1-c3 ⇒ Rb6 and the 2 moves after
/// it": who asks, and their move as the log writes it (the game would keep
/// `to` moves); without the line, only who asks.
fn undo_asked<V: GameView>(
    history: Option<&crate::core::History<V::Game>>,
    seats: &[crate::core::Seat],
    seat: crate::core::SeatIndex,
    to: usize,
) -> String {
    let name = seats.get(seat).map_or_else(String::new, |s| s.name.clone());
    let Some((history, played)) = history.and_then(|h| Some((h, h.played().get(to)?))) else {
        return t!("online-undo-asked", name = name);
    };
    let mv = V::log_line(history.state_at(to), &played.mv);
    match history.cursor().saturating_sub(to + 1) {
        0 => t!("online-undo-asked-move", name = name, mv = mv),
        after => t!("online-undo-asked-moves", name = name, mv = mv, after = after),
    }
}
