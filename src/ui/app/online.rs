//! Game › Play online…: how to host a table, and joining one with a code.
//!
//! Hosting is a new game whose friends' seats say "Friend online": the
//! host guide (`hosting.rs`) leads the person to the new-game dialog for
//! it. Joining takes
//! the code a host sent; the connection is made on a thread of its own
//! (it may take a few seconds and never blocks the window), and the seat
//! it brings goes to the tab of the host's game.

use super::App;
use crate::net::code;
use crate::net::lan::{BrowseError, Browser, Found};
use crate::net::link::Reach;
use crate::net::session::{Joined, OnlineError};
use crate::net::{Rejoin, Share};
use crate::store::kept_seats::{self, KeptSeat, KeptSeats};
use crate::t;
use crate::ui::screen::online;
use crate::ui::widgets::dialog;
use crate::ui::widgets::seat_names::{SeatNames, shown_to_others};
use eframe::egui::{self, RichText};
use std::sync::mpsc::{Receiver, TryRecvError};

/// The Play online window's state.
#[derive(Default)]
pub struct OnlineWindow {
    /// Whether it is shown.
    pub open: bool,
    /// The join code as typed or pasted.
    pub code: String,
    /// Where hosting and joining look for the other side: the internet,
    /// this home network, or this computer.
    pub reach: Reach,
    /// Whether a table hosted from now on allows hints (off unless the
    /// host chooses: against people, hints are for everyone or no one).
    pub hints: bool,
    /// The host guide, while open: the game it is for.
    pub hosting: Option<crate::games::GameKind>,
    /// A join under way.
    joining: Option<Receiver<Result<Joined, OnlineError>>>,
    /// Why the last join failed.
    error: Option<String>,
    /// Listening for tables on this network while the window is open (or
    /// why this computer cannot).
    browser: Option<Result<Browser, BrowseError>>,
}

impl OnlineWindow {
    /// Where hosting and joining look for the other side.
    pub fn reach(&self) -> Reach {
        self.reach
    }

    /// Why the last join failed, if it did.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// Whether a join is under way.
    pub fn joining(&self) -> bool {
        self.joining.is_some()
    }
}

impl App {
    /// The Play online window, when open; and a join under way either way.
    pub(super) fn online_ui(&mut self, ctx: &egui::Context) {
        self.poll_join();
        let reach = self.online.reach();
        let hints = self.online.hints;
        for tab in self.tabs_mut() {
            tab.set_reach(reach);
            tab.set_hints_allowed(hints);
        }
        if !self.online.open {
            return;
        }
        let mut open = self.online.open;
        let mut host = false;
        let mut join = false;
        dialog::centred_window(ctx, &t!("online-title")).open(&mut open).resizable(false).show(ctx, |ui| {
            dialog::scroll_to_fit(ui, |ui| {
                ui.set_max_width(420.0);
                ui.label(RichText::new(t!("online-reach-heading")).strong());
                reach_choice(ui, &mut self.online.reach);
                ui.separator();
                ui.label(RichText::new(t!("online-host-heading")).strong());
                ui.label(t!("online-host-how"));
                host = ui.button(t!("online-host-button")).clicked();
                ui.separator();
                ui.label(RichText::new(t!("online-join-heading")).strong());
                let how = ui.label(t!("online-join-how"));
                let field = ui
                    .add(
                        egui::TextEdit::singleline(&mut self.online.code)
                            .hint_text("XXXXX-XXXXX-…")
                            .font(egui::TextStyle::Monospace)
                            .desired_width(f32::INFINITY)
                            .id_salt("online-code"),
                    )
                    .labelled_by(how.id);
                let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                ui.horizontal(|ui| {
                    let ready = !self.online.joining() && !self.online.code.trim().is_empty();
                    join = ui.add_enabled(ready, egui::Button::new(t!("online-join-button"))).clicked()
                        || (entered && ready);
                    if self.online.joining() {
                        ui.add(egui::Spinner::new());
                        ui.label(t!("online-connecting"));
                    }
                });
                if let Some(error) = &self.online.error {
                    ui.label(RichText::new(error.as_str()).color(ui.visuals().error_fg_color));
                }
                ui.separator();
                if let Some(found) = self.tables_ui(ui) {
                    self.online.code = found;
                    join = !self.online.joining();
                }
            })
        });
        self.online.open = open;
        if !open {
            // Listening ends with the window.
            self.online.browser = None;
        }
        if host {
            self.online.open = false;
            self.online.hosting = Some(self.tab);
        }
        if join {
            self.start_join(ctx);
        }
    }

    /// The tables heard on this network, each a button that joins it (the
    /// code of the one clicked); listening starts with the window.
    fn tables_ui(&mut self, ui: &mut egui::Ui) -> Option<String> {
        ui.label(RichText::new(t!("online-lan-heading")).strong());
        let browser = self.online.browser.get_or_insert_with(|| Browser::start(online::notify(ui.ctx())));
        let tables = match browser {
            Ok(browser) => browser.tables(),
            Err(why) => {
                ui.label(t!("online-lan-cannot", why = browse_words(why)));
                return None;
            }
        };
        if tables.is_empty() {
            ui.horizontal_wrapped(|ui| {
                ui.add(egui::Spinner::new());
                ui.label(t!("online-lan-none"));
            });
        }
        let mut picked = None;
        for Found { code, game, host } in tables {
            let text = t!("online-lan-table", game = game.title(), host = host);
            if ui.button(text).on_hover_text(t!("online-lan-table-does")).clicked() {
                picked = Some(code);
            }
        }
        picked
    }

    /// Connects to the code typed, on a thread.
    fn start_join(&mut self, ctx: &egui::Context) {
        let code = self.online.code.trim().to_owned();
        let name = shown_to_others(&self.settings.player_name, t!("seat-friend-name"));
        // A seat this computer took at the table before (the app was
        // closed since) is taken back, with the share it was dealt with.
        let kept = self
            .paths
            .as_ref()
            .and_then(|paths| {
                let table = code::table_of(&code).unwrap_or_else(|| code.clone());
                KeptSeats::load(&paths.kept_seats_file()).find(&table, kept_seats::now()).cloned()
            })
            .map(|seat| (Rejoin(seat.rejoin), Share(seat.share)));
        let reach = self.online.reach();
        let notify = online::notify(ctx);
        let (sender, receiver) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = sender.send(Joined::connect(&code, &name, kept, reach, notify.clone()));
            notify();
        });
        self.online.error = None;
        self.online.joining = Some(receiver);
    }

    /// Puts a finished join on its game's tab, or says why it failed.
    fn poll_join(&mut self) {
        let Some(receiver) = &self.online.joining else { return };
        let result = match receiver.try_recv() {
            Ok(result) => result,
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => Err(OnlineError::LinkGone),
        };
        self.online.joining = None;
        match result {
            Ok(mut joined) => {
                joined.own_name = SeatNames::from_settings(&self.settings).person(0);
                self.keep_seat(&joined);
                let kind = joined.welcome.game;
                match self.tab_mut(kind).join_online(joined) {
                    Ok(()) => {
                        self.tab = kind;
                        self.online.open = false;
                    }
                    Err(why) => self.online.error = Some(why.words()),
                }
            }
            // Worded here, in the window's language.
            Err(why) => self.online.error = Some(crate::ui::words::online_error(&why)),
        }
    }

    /// Keeps the seat `joined` took, to take it back after a restart.
    fn keep_seat(&mut self, joined: &Joined) {
        let Some(path) = self.paths.as_ref().map(crate::store::Paths::kept_seats_file) else { return };
        let mut kept = KeptSeats::load(&path);
        kept.keep(KeptSeat {
            code: code::table_of(&joined.code).unwrap_or_else(|| joined.code.clone()),
            rejoin: joined.welcome.rejoin.0,
            share: joined.share.0,
            taken_at: kept_seats::now(),
        });
        if let Err(e) = kept.write(&path) {
            let path = path.display().to_string();
            self.notices.push(t!(
                "online-seat-not-kept",
                path = path,
                error = crate::ui::words::io_error(&e)
            ));
        }
    }
}

/// Where the other side may be, as three choices: the internet, this
/// home network, this computer (a second window).
pub fn reach_choice(ui: &mut egui::Ui, reach: &mut Reach) {
    let choices = [
        (Reach::Internet, t!("online-reach-internet"), t!("online-reach-internet-does")),
        (Reach::Local, t!("online-local-only"), t!("online-local-only-does")),
        (Reach::Machine, t!("online-reach-machine"), t!("online-reach-machine-does")),
    ];
    for (choice, name, does) in choices {
        ui.radio_value(reach, choice, name).on_hover_text(does);
    }
}

/// Why this computer cannot listen for tables, in the person's language
/// (the network library's own reason stays as it gives it).
fn browse_words(error: &BrowseError) -> String {
    match error {
        BrowseError::Start(e) => crate::ui::words::io_error(e),
        BrowseError::NoAnswer => t!("online-lan-no-answer"),
        BrowseError::Listen(e) => e.to_string(),
    }
}
