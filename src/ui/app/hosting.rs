//! The host guide: what "Host a game…" leads to. It says who joins where
//! and what to send before the new-game dialog opens, lets the person
//! choose the game and where the friend is, and asks before a game under
//! way would be replaced — first, not after the dialog was filled in.

use super::App;
use super::online::reach_choice;
use crate::games::GameKind;
use crate::t;
use crate::ui::widgets::dialog;
use eframe::egui::{self, RichText};

impl App {
    /// The host guide, while open; its Next opens the chosen game's
    /// new-game dialog with a seat for the friend.
    pub(super) fn host_guide_ui(&mut self, ctx: &egui::Context) {
        let Some(mut kind) = self.online.hosting else { return };
        let replaces = self.tab_mut(kind).would_replace();
        let mut open = true;
        let mut next = false;
        let mut cancel = false;
        dialog::centred_window(ctx, &t!("online-guide-title")).open(&mut open).resizable(false).show(
            ctx,
            |ui| {
                dialog::scroll_to_fit(ui, |ui| {
                    ui.set_max_width(440.0);
                    ui.label(t!("online-guide-intro"));
                    ui.add_space(4.0);
                    ui.label(RichText::new(t!("online-guide-game")).strong());
                    ui.horizontal_wrapped(|ui| {
                        for game in GameKind::ALL {
                            ui.selectable_value(&mut kind, game, game.title());
                        }
                    });
                    ui.label(RichText::new(t!("online-guide-where")).strong());
                    reach_choice(ui, &mut self.online.reach);
                    ui.checkbox(&mut self.online.hints, t!("online-guide-hints"))
                        .on_hover_text(t!("online-guide-hints-does"));
                    ui.label(RichText::new(t!("online-guide-seats-heading")).strong());
                    ui.label(t!("online-guide-seats"));
                    ui.label(RichText::new(t!("online-guide-send-heading")).strong());
                    ui.label(t!("online-guide-send"));
                    if replaces {
                        ui.add_space(4.0);
                        let warning = t!("online-guide-replaces", game = kind.title());
                        ui.label(RichText::new(warning).color(ui.visuals().warn_fg_color));
                    }
                    ui.add_space(4.0);
                    ui.horizontal(|ui| {
                        next = ui.button(t!("online-guide-next")).clicked();
                        cancel = ui.button(t!("online-guide-cancel")).clicked();
                    });
                })
            },
        );
        self.online.hosting = (open && !cancel).then_some(kind);
        if next {
            self.online.hosting = None;
            self.tab = kind;
            self.tab_mut(kind).open_host_dialog();
        }
    }
}
