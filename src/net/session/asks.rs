//! What the person asks of the others at a network table: a hint, or to
//! take back their last move; and what the host's table says of
//! take-backs.

use super::{HintAsk, LinkState, Note, Online, OnlineError, Role, Step};
use crate::core::Session;
use crate::games::Registered;
use crate::net::link::HOST;
use crate::net::{Refusal, UndoNews, wire};

impl<G: Registered> Online<G> {
    /// Whether hints are allowed at this table (the host's choice).
    pub fn hints(&self) -> bool {
        match &self.role {
            Role::Host(table) => table.hints(),
            Role::Guest(table) => table.welcome().hints,
        }
    }

    /// The person asks for a hint: the host allows its own at a table with
    /// hints and tells the guests; a guest asks the host.
    pub fn ask_hint(&mut self) -> Result<HintAsk, OnlineError> {
        let LinkState::Open(link) = &self.link else { return Err(OnlineError::NotConnected) };
        let asked = match &mut self.role {
            Role::Host(table) => table.hint_here().map(|out| {
                link.send_all(out);
                HintAsk::Now
            }),
            Role::Guest(table) => table.ask_hint().map(|message| {
                link.send(HOST, wire::encode(&message));
                HintAsk::Sent
            }),
        };
        asked.map_err(|refusal| match (&self.role, refusal) {
            (Role::Host(_), Refusal::HintsOff) => OnlineError::HintsOffHere,
            (_, refusal) => OnlineError::Refused(refusal),
        })
    }

    /// What came of take-backs at the host's table: the session goes back
    /// with the table, and the person hears of it.
    pub(super) fn undo_news(&mut self, session: &mut Session<G>) -> Option<Step<G>> {
        let Role::Host(table) = &mut self.role else { return None };
        let mut step = None;
        for news in table.take_news() {
            step = Some(match news {
                UndoNews::Asked(seat, to) => Step::UndoAsked(seat, to),
                UndoNews::Declined => Step::Note(Note::UndoDeclined),
                UndoNews::Undone(ply) => {
                    session.take_back(ply);
                    Step::TookBack
                }
            });
        }
        step
    }

    /// Whether the person may ask to take back their last move now; the
    /// reason (as the host would refuse it) if not.
    pub fn undo_check(&self) -> Result<(), Refusal> {
        match &self.role {
            Role::Host(table) => table.undo_check().map(|_| ()),
            Role::Guest(table) => table.undo_check(),
        }
    }

    /// Asks everyone else at the table to let the person take back their
    /// last move; `Ok` once asked.
    pub fn ask_undo(&mut self) -> Result<(), OnlineError> {
        let LinkState::Open(link) = &self.link else { return Err(OnlineError::NotConnected) };
        let asked = match &mut self.role {
            Role::Host(table) => table.ask_undo().map(|out| link.send_all(out)),
            Role::Guest(table) => table.ask_undo().map(|message| link.send(HOST, wire::encode(&message))),
        };
        asked.map_err(OnlineError::Refused)
    }

    /// Answers the take-back asked of the person.
    pub fn answer_undo(&mut self, accept: bool) {
        let LinkState::Open(link) = &self.link else { return };
        match &mut self.role {
            Role::Host(table) => link.send_all(table.answer_undo(accept)),
            Role::Guest(table) => {
                if let Some(answer) = table.answer_undo(accept) {
                    link.send(HOST, wire::encode(&answer));
                }
            }
        }
    }
}
