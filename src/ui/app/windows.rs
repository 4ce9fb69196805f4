//! The app's own windows: statistics, About, notices, the
//! first-launch welcome and the question before the statistics are reset;
//! which of them has the keyboard, and Escape closing them.

use super::App;
use crate::build_info;
use crate::games::GameKind;
use crate::store::Stats;
use crate::t;
use crate::ui::help::{self, Welcome};
use crate::ui::widgets::dialog::{self, Question};
use crate::ui::words;
use eframe::egui::{self, RichText};

/// Which of the app's windows are open.
#[derive(Debug, Default)]
pub struct Windows {
    /// The settings window.
    pub settings_open: bool,
    /// The settings' group shown.
    pub settings_group: super::settings::SettingsGroup,
    /// The tallest group's form seen so far: a shorter one is given as
    /// much room, so the window does not shrink and move its tabs away
    /// from the pointer when the person goes from group to group.
    pub settings_tallest: f32,
    /// The statistics window.
    pub stats_open: bool,
    /// Asking whether the statistics may be reset.
    pub confirm_reset: bool,
    /// The statistics window's part for the people who play here.
    pub players: super::players::PlayersPart,
    /// The practice window.
    pub practice_open: bool,
    /// Each exercise's move as its game's log writes it, by person and key.
    pub practice_moves: std::collections::HashMap<String, String>,
}

impl App {
    /// Draws whichever of the app's windows are open.
    pub(super) fn windows_ui(&mut self, ctx: &egui::Context) {
        if self.about_open {
            self.about(ctx);
        }
        if self.keys_open {
            self.keys_window(ctx);
        }
        if self.windows.settings_open {
            self.settings_window(ctx);
        }
        if self.windows.stats_open {
            self.stats_window(ctx);
        }
        if self.windows.practice_open {
            self.practice_window(ctx);
        }
        if self.windows.confirm_reset {
            self.confirm_reset(ctx);
        }
        self.confirm_delete_person(ctx);
        self.online_ui(ctx);
        self.host_guide_ui(ctx);
        // Every notice says a problem: the log keeps it, as the person read it.
        for notice in self.notices.iter().skip(self.notices_logged) {
            tracing::warn!("notice: {notice}");
        }
        self.notices_logged = self.notices.len();
        if self.crash_found.is_some() {
            // The other notices wait for it: it says why the table reopened.
            self.crash_notice_ui(ctx);
        } else if let Some(notice) = self.notices.first()
            && dialog::notice(ctx, notice)
        {
            self.notices.remove(0);
            self.notices_logged = self.notices_logged.saturating_sub(1);
        }
    }

    /// Whether one of the app's windows (not a modal) is open: the keyboard
    /// is then the window's, not the board's.
    pub(super) fn window_open(&self) -> bool {
        self.about_open
            || self.keys_open
            || self.windows.settings_open
            || self.windows.stats_open
            || self.windows.practice_open
            || self.online.open
            || self.export.is_open()
            || self.help.is_open()
    }

    /// Whether a modal dialog of the app (not of a tab) is open.
    pub(super) fn modal_open(&self) -> bool {
        !self.notices.is_empty()
            || self.crash_found.is_some()
            || self.windows.confirm_reset
            || self.windows.players.asking()
            || self.file.as_ref().is_some_and(super::files::FileRequest::in_app)
            || self.export.choosing_in_app()
            || self.welcome
    }

    /// The About box: the version and what the app is.
    fn about(&mut self, ctx: &egui::Context) {
        let mut open = self.about_open;
        dialog::centred_window(ctx, &t!("about-title")).open(&mut open).resizable(false).show(ctx, |ui| {
            dialog::scroll_to_fit(ui, |ui| {
                ui.label(build_info::version_line());
                ui.label(t!("about-games", games = crate::ui::registry::all_titles()));
            })
        });
        self.about_open = open;
    }

    /// Escape closes one of the app's windows (About, keyboard controls,
    /// statistics, settings, export), when no text field or modal has the
    /// keyboard; the key is used up, so the game under it does not see it.
    pub(super) fn escape_closes_a_window(&mut self, ctx: &egui::Context) {
        if self.modal_open()
            || self.current().is_some_and(|s| s.dialog_open())
            || ctx.egui_wants_keyboard_input()
        {
            return;
        }
        let windows = [
            &mut self.about_open,
            &mut self.keys_open,
            &mut self.windows.stats_open,
            &mut self.windows.practice_open,
            &mut self.windows.settings_open,
            &mut self.online.open,
        ];
        let any = windows.iter().any(|w| **w) || self.export.is_open() || self.help.is_open();
        if !any || !ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape)) {
            return;
        }
        match windows.into_iter().find(|w| **w) {
            Some(open) => *open = false,
            None if self.export.is_open() => self.export.close(),
            None => self.help.close(),
        }
    }

    /// The first-launch welcome, until it is answered; the answer is kept
    /// so that it never comes back.
    pub(super) fn welcome_ui(&mut self, ctx: &egui::Context) {
        if !self.welcome || !self.notices.is_empty() || self.crash_found.is_some() {
            return;
        }
        let Some(answer) = help::welcome(ctx, self.tab) else { return };
        self.welcome = false;
        self.settings.welcome_seen = true;
        self.store_settings();
        if answer == Welcome::ShowRules {
            self.help.open(self.tab);
        }
    }

    fn confirm_reset(&mut self, ctx: &egui::Context) {
        let question = Question {
            id: "confirm-reset",
            title: t!("stats-reset-title"),
            body: t!("stats-reset-body"),
            yes: t!("stats-reset-yes"),
            no: t!("button-cancel"),
        };
        if let Some(yes) = question.ask(ctx) {
            self.windows.confirm_reset = false;
            if yes {
                self.stats = Stats::default();
                self.store_stats();
            }
        }
    }

    fn stats_window(&mut self, ctx: &egui::Context) {
        let mut open = true;
        let mut reset = false;
        dialog::centred_window(ctx, &t!("stats-title")).open(&mut open).show(ctx, |ui| {
            dialog::scroll_to_fit(ui, |ui| {
                let rows = self.stats.rows();
                if rows.is_empty() {
                    ui.label(t!("stats-none"));
                } else {
                    egui::Grid::new("stats-grid").striped(true).num_columns(8).show(ui, |ui| {
                        for head in [
                            t!("stats-head-game"),
                            t!("stats-head-variant"),
                            t!("stats-head-opponent"),
                            t!("stats-head-played"),
                            t!("stats-head-won"),
                            t!("stats-head-lost"),
                            t!("stats-head-drawn"),
                            t!("stats-head-matches"),
                        ] {
                            ui.label(RichText::new(head).strong());
                        }
                        ui.end_row();
                        for (key, record) in rows {
                            ui.label(crate::ui::registry::title(key.game));
                            ui.label(crate::ui::registry::variant_shown(key.game, &key.variant));
                            ui.label(words::opponent(&key.opponent));
                            for n in [record.played, record.won, record.lost, record.drawn] {
                                ui.label(n.to_string());
                            }
                            if record.matches_played > 0 {
                                ui.label(t!(
                                    "stats-matches",
                                    played = record.matches_played,
                                    won = record.matches_won,
                                    lost = record.matches_lost
                                ));
                            } else {
                                ui.label("—");
                            }
                            ui.end_row();
                        }
                    });
                }
                ui.add_space(8.0);
                egui::CollapsingHeader::new(t!("players-title"))
                    .default_open(true)
                    .show(ui, |ui| self.players_ui(ui));
                ui.add_space(8.0);
                egui::CollapsingHeader::new(t!("stats-levels")).show(ui, levels_table);
                ui.add_space(8.0);
                reset = ui.button(t!("stats-reset-button")).clicked();
            })
        });
        self.windows.stats_open = open;
        if reset {
            self.windows.confirm_reset = true;
        }
    }
}

/// Every game's bot levels, weakest first, each with what to expect and
/// its measured Elo: what the opponents in the table above were.
fn levels_table(ui: &mut egui::Ui) {
    egui::Grid::new("levels-grid").striped(true).num_columns(3).show(ui, |ui| {
        for game in GameKind::ALL {
            for (i, rung) in game.ladder().rungs.iter().enumerate() {
                ui.label(if i == 0 { crate::ui::registry::title(game) } else { String::new() });
                ui.label(words::level(rung.level));
                ui.label(crate::ui::registry::describe_level(game, rung.level));
                ui.end_row();
            }
        }
    });
}
