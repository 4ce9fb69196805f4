//! The online part of a table's side panel: the code to send (large,
//! in groups of five), who has come, a take-back asked, and a guest's
//! way to reconnect.

use crate::core::SeatIndex;
use crate::games::Registered;
use crate::net::link::Reach;
use crate::net::session::{Connection, Online, Side};
use crate::net::{GuestTable, HostTable};
use crate::t;
use crate::ui::words;
use eframe::egui::{self, RichText, Ui};

/// The online part of the side panel: the code to send, who is
/// connected, or how the connection stands, and whether hints are
/// allowed; what the person asked. `asked` words a take-back: the seat
/// that asks and how many moves the game would keep.
pub fn panel<G: Registered>(
    online: &Online<G>,
    ui: &mut Ui,
    asked: &dyn Fn(SeatIndex, usize) -> String,
) -> Option<PanelAction> {
    ui.separator();
    ui.label(RichText::new(t!("online-panel-title")).strong());
    let busy = |ui: &mut Ui, text: String| {
        ui.horizontal_wrapped(|ui| {
            ui.add(egui::Spinner::new());
            ui.label(RichText::new(text).strong());
        });
    };
    match online.connection() {
        Connection::Opening => busy(ui, t!("online-opening")),
        Connection::Rejoining => busy(ui, t!("online-reconnecting")),
        Connection::Closed(why) => {
            ui.label(RichText::new(why.map(words::online_error).unwrap_or_default()).strong());
        }
        Connection::Open => {
            let (question, waiting) = match online.side() {
                Side::Host(table) => (
                    table.undo_asked().filter(|_| table.undo_awaits_host()).map(|a| (a.seat, a.to)),
                    table.undo_asked().is_some_and(|a| a.by == crate::net::Party::Host),
                ),
                Side::Guest(table) => (table.undo_question(), table.undo_waiting()),
            };
            let answer = undo_panel(ui, question.map(|(seat, to)| asked(seat, to)), waiting);
            ui.label(if online.hints() { t!("online-hints-on") } else { t!("online-hints-off") });
            let action = match online.side() {
                Side::Host(table) => host_panel(online, ui, table),
                Side::Guest(table) => guest_panel(ui, table),
            };
            return answer.or(action);
        }
    }
    None
}

/// A host's part of the panel: the code to send and where it reaches,
/// each friend's seat and the way to lend it to a bot here.
fn host_panel<G: Registered>(online: &Online<G>, ui: &mut Ui, table: &HostTable<G>) -> Option<PanelAction> {
    if let Some(code) = online.code() {
        if !online.begun() {
            ui.label(t!("online-send-code"));
        }
        code_ui(ui, code);
        if ui.button(t!("online-copy-code")).clicked() {
            ui.ctx().copy_text(code.to_owned());
        }
        let reach = match online.reach() {
            Reach::Internet if !online.relayed() => Some(t!("online-no-relay")),
            Reach::Internet => None,
            Reach::Local => Some(t!("online-code-local")),
            Reach::Machine => Some(t!("online-code-machine")),
        };
        if let Some(reach) = reach {
            ui.label(reach);
        }
    }
    let mut action = None;
    for seat in table.friend_seats().iter() {
        let name = table.seats().get(seat).map_or_else(String::new, |s| s.name.clone());
        let connected = table.connected().contains(seat);
        let state = match (connected, table.history().is_some(), table.lent(seat)) {
            (_, _, true) => t!("online-seat-lent"),
            (true, _, false) => t!("online-seat-connected"),
            (false, true, false) => t!("online-seat-away"),
            (false, false, false) => t!("online-seat-waiting"),
        };
        ui.label(format!("{name}: {state}"));
        if table.lent(seat) {
            if ui.button(t!("online-give-back")).on_hover_text(t!("online-give-back-does")).clicked() {
                action = Some(PanelAction::Lend(seat, false));
            }
        } else if !connected
            && online.begun()
            && ui.button(t!("online-lend")).on_hover_text(t!("online-lend-does")).clicked()
        {
            action = Some(PanelAction::Lend(seat, true));
        }
    }
    action
}

/// What the person asked of the online part of the side panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelAction {
    /// Lend this friend's seat to a bot here (`true`), or give it back.
    Lend(SeatIndex, bool),
    /// Make the connection to the host again.
    Reconnect,
    /// Agree to the take-back asked (`true`), or decline it.
    AnswerUndo(bool),
}

/// A take-back asked of the person (with Allow and Decline), or theirs
/// waiting for its answers.
fn undo_panel(ui: &mut Ui, question: Option<String>, waiting: bool) -> Option<PanelAction> {
    if waiting {
        ui.horizontal_wrapped(|ui| {
            ui.add(egui::Spinner::new());
            ui.label(t!("online-undo-waiting"));
        });
    }
    ui.label(RichText::new(question?).strong());
    ui.horizontal(|ui| {
        let allow = ui.button(t!("online-undo-allow")).on_hover_text(t!("online-undo-allow-does"));
        let decline = ui.button(t!("online-undo-decline")).on_hover_text(t!("online-undo-decline-does"));
        if allow.clicked() {
            Some(PanelAction::AnswerUndo(true))
        } else if decline.clicked() {
            Some(PanelAction::AnswerUndo(false))
        } else {
            None
        }
    })
    .inner
}

/// A guest's part of the panel: whose table, and its way to reconnect.
fn guest_panel<G: Registered>(ui: &mut Ui, table: &GuestTable<G>) -> Option<PanelAction> {
    ui.label(t!("online-guest-of", host = table.welcome().host_app.clone()));
    ui.label(t!("online-seat-connected"));
    if table.lent() {
        ui.label(t!("online-you-lent"));
    }
    let asked = ui.button(t!("online-reconnect")).on_hover_text(t!("online-reconnect-does")).clicked();
    asked.then_some(PanelAction::Reconnect)
}

/// The join code, large and in a monospace font, its groups of five in
/// rows as many as fit the panel's width: one selectable text (a mouse
/// picks it up as shown, and the groups' line breaks read back).
fn code_ui(ui: &mut Ui, code: &str) {
    let font = egui::FontId::monospace(20.0);
    let group =
        ui.fonts_mut(|f| f.layout_no_wrap("XXXXX ".into(), font.clone(), egui::Color32::WHITE).size().x);
    let per_row = ((ui.available_width() / group.max(1.0)) as usize).max(1);
    let groups: Vec<&str> = code.split('-').collect();
    let rows: Vec<String> = groups.chunks(per_row).map(|row| row.join(" ")).collect();
    let text = RichText::new(rows.join("\n")).font(font).strong();
    ui.add(egui::Label::new(text).selectable(true).extend());
}
