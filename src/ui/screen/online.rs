//! The window's side of a network game at the table: waking the window
//! when the link brings something, the status line before the game
//! begins, the words for a move the host was not sent, and the side
//! panel's Online part (`panel.rs`). The game itself is kept in step by
//! `net::session::Online`, which knows no window.

use super::view::GameView;
use crate::games::Registered;
use crate::net::link::Notify;
use crate::net::session::{Connection, MoveError, Online};
use crate::t;
use crate::ui::words;
use eframe::egui::Context;
use std::sync::Arc;

mod panel;
pub use panel::{PanelAction, panel};

/// Wakes the window when the link brings something.
pub fn notify(ctx: &Context) -> Notify {
    let ctx = ctx.clone();
    Arc::new(move || ctx.request_repaint())
}

/// What the status line says before the game begins (every friend has
/// come, and the guest has the start); `None` once it has.
pub fn waiting_text<G: Registered>(online: &Online<G>) -> Option<String> {
    if online.begun() {
        return None;
    }
    Some(match (online.is_guest(), online.connection()) {
        (_, Connection::Closed(why)) => why.map(words::online_error).unwrap_or_default(),
        (false, Connection::Opening) => t!("online-opening"),
        (false, _) => t!("online-waiting-friends"),
        (true, _) => t!("online-waiting-start"),
    })
}

/// Why the person's move was not sent to the host, in their words (an
/// illegal move's reason as the game's view words it).
pub fn move_refused<V: GameView>(error: &MoveError<<V::Game as crate::core::Game>::Illegal>) -> String {
    match error {
        MoveError::NotConnected => t!("online-not-connected"),
        MoveError::Awaiting => t!("online-move-sent"),
        MoveError::NotYourTurn => t!("online-not-your-turn"),
        MoveError::Illegal(reason) => V::refusal(reason),
    }
}
