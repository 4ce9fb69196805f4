//! The app's own windows: settings, statistics, About, notices, the
//! first-launch welcome and the question before the statistics are reset;
//! which of them has the keyboard, and Escape closing them.

use super::App;
use super::actions::{Action, zoom_words};
use crate::build_info;
use crate::games::GameKind;
use crate::i18n::Language;
use crate::store::Stats;
use crate::store::settings::{AnimationSpeed, BotPace, Opponent, Settings, Theme, Zoom};
use crate::store::volume::Volume;
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
        if let Some(notice) = self.notices.first()
            && dialog::notice(ctx, notice)
        {
            self.notices.remove(0);
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
        if !self.welcome || !self.notices.is_empty() {
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

    fn settings_window(&mut self, ctx: &egui::Context) {
        let mut open = true;
        let before = self.settings.clone();
        let mut edited = self.settings.clone();
        let missing = self.sound_device_missing();
        let mut preview = false;
        dialog::centred_window(ctx, &t!("settings-title")).open(&mut open).resizable(false).show(ctx, |ui| {
            preview = dialog::scroll_to_fit(ui, |ui| settings_form(ui, &mut edited, missing.as_deref()));
        });
        self.windows.settings_open = open;
        if edited.language != before.language {
            // The default names follow the language; typed ones stay.
            crate::i18n::set(edited.language());
            crate::ui::widgets::seat_names::localise_defaults(&mut edited);
        }
        let sound_changed =
            (edited.sound_volume, edited.sound_muted) != (before.sound_volume, before.sound_muted);
        if edited.zoom != before.zoom {
            // As the zoom keys say it: the top bar is not left naming the old zoom.
            self.tell(super::StatusLine::Zoom(edited.zoom));
        }
        if edited != before {
            self.settings = edited;
            self.apply_settings();
            self.apply_theme(ctx);
            self.store_settings();
        }
        if sound_changed {
            self.sound_settings_changed();
        }
        if preview {
            self.preview_sound(crate::sound::Sound::Move);
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

/// The largest share of the room a column of the settings takes.
const SETTINGS_COLUMN_MOST: f32 = 0.6;

/// The settings as a form; `missing` says why no sound is heard, when no
/// sound device could be opened. Returns whether the volume was just set
/// (to let the person hear it).
fn settings_form(ui: &mut egui::Ui, s: &mut Settings, missing: Option<&str>) -> bool {
    let mut preview = false;
    let mut grid = egui::Grid::new("settings-grid").num_columns(2).spacing([16.0, 8.0]);
    if let Some(room) = dialog::fit_width(ui) {
        grid = grid.max_col_width(room * SETTINGS_COLUMN_MOST);
    }
    grid.show(ui, |ui| {
        language_row(ui, s);
        pace_rows(ui, s);
        zoom_row(ui, s);
        preview = sound_rows(ui, s, missing);
        people_rows(ui, s);
        rule_rows(ui, s);
    });
    ui.add_space(4.0);
    ui.weak(t!("settings-footer"));
    preview
}

/// How loud the table's sounds play, and whether they are off; under them,
/// why none is heard when the machine has no sound device. Returns whether
/// the volume was just set: let go of the slider, or changed by a key.
fn sound_rows(ui: &mut egui::Ui, s: &mut Settings, missing: Option<&str>) -> bool {
    let label = ui.label(t!("settings-sound"));
    let mut preview = false;
    ui.horizontal(|ui| {
        let mut percent = s.sound_volume.percent();
        let slider = egui::Slider::new(&mut percent, 0..=Volume::MAX)
            .custom_formatter(|v, _| crate::i18n::percent(v / 100.0, 0))
            .custom_parser(|text| text.trim().trim_end_matches('%').trim().parse::<f64>().ok());
        let response = ui.add(slider).labelled_by(label.id);
        s.sound_volume = Volume::new(i64::from(percent));
        preview = response.drag_stopped() || (response.changed() && !response.dragged());
        ui.checkbox(&mut s.sound_muted, t!("settings-sound-mute"));
    });
    ui.end_row();
    if let Some(why) = missing {
        ui.label("");
        ui.label(t!("settings-sound-missing")).on_hover_text(why);
        ui.end_row();
    }
    preview
}

/// A row of choices (radio buttons) that flows onto another line in a
/// narrow window (or at a large zoom), each choice whole.
fn choices(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
    ui.horizontal_wrapped(|ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        add(ui);
    });
}

/// The language the window speaks, each listed in its own name.
fn language_row(ui: &mut egui::Ui, s: &mut Settings) {
    let label = ui.label(t!("settings-language"));
    let now = s.language();
    egui::ComboBox::from_id_salt("language")
        .selected_text(now.own_name())
        .show_ui(ui, |ui| {
            for language in Language::ALL {
                if ui.selectable_label(language == now, language.own_name()).clicked() {
                    s.language = Some(language);
                }
            }
        })
        .response
        .labelled_by(label.id);
    ui.end_row();
}

/// How the table moves and looks: animation, bot pace, theme.
fn pace_rows(ui: &mut egui::Ui, s: &mut Settings) {
    ui.label(t!("settings-animation"));
    choices(ui, |ui| {
        for speed in AnimationSpeed::ALL {
            ui.radio_value(&mut s.animation, speed, words::animation(speed));
        }
    });
    ui.end_row();
    ui.label(t!("settings-pace"));
    choices(ui, |ui| {
        for pace in BotPace::ALL {
            ui.radio_value(&mut s.bot_pace, pace, words::pace(pace)).on_hover_text(t!("settings-pace-tip"));
        }
    });
    ui.end_row();
    ui.label(t!("settings-theme"));
    choices(ui, |ui| {
        ui.radio_value(&mut s.theme, Theme::Dark, t!("theme-dark"));
        ui.radio_value(&mut s.theme, Theme::Light, t!("theme-light"));
    });
    ui.end_row();
}

/// How large the window draws everything, each step as a percentage;
/// its keys on hover.
fn zoom_row(ui: &mut egui::Ui, s: &mut Settings) {
    let label = ui.label(t!("settings-zoom"));
    let keys = [Action::ZoomIn, Action::ZoomOut, Action::ActualSize].map(|a| a.entry().tip(ui.ctx()));
    egui::ComboBox::from_id_salt("zoom")
        .selected_text(zoom_words(s.zoom))
        .show_ui(ui, |ui| {
            // The list opens on the zoom chosen, even where it scrolls.
            let opening = dialog::opening(ui.ctx(), ui.scope_id().with("zoom-steps"));
            for step in Zoom::steps() {
                let response = ui.selectable_value(&mut s.zoom, step, zoom_words(step));
                if opening && step == s.zoom {
                    response.scroll_to_me(Some(egui::Align::Center));
                }
            }
        })
        .response
        .labelled_by(label.id)
        .on_hover_text(keys.join("\n"));
    ui.end_row();
}

/// Who plays: the names, the opponents and the bots' levels.
fn people_rows(ui: &mut egui::Ui, s: &mut Settings) {
    let name = ui.label(t!("settings-your-name"));
    ui.add(
        egui::TextEdit::singleline(&mut s.player_name).char_limit(Settings::MAX_NAME).desired_width(180.0),
    )
    .labelled_by(name.id);
    ui.end_row();
    ui.label(t!("settings-opponent"));
    choices(ui, |ui| {
        ui.radio_value(&mut s.opponent, Opponent::Bot, t!("settings-opponent-bots"));
        ui.radio_value(&mut s.opponent, Opponent::Human, t!("settings-opponent-person"));
    });
    ui.end_row();
    let second = ui.label(t!("settings-second-name"));
    ui.add(
        egui::TextEdit::singleline(&mut s.second_player_name)
            .char_limit(Settings::MAX_NAME)
            .desired_width(180.0),
    )
    .labelled_by(second.id);
    ui.end_row();
    for game in GameKind::ALL {
        let ladder = game.ladder();
        let level = s.bot_level_mut(game);
        let name = ui.label(t!("settings-game-bots", game = crate::ui::registry::title(game)));
        egui::ComboBox::from_id_salt(("level", game.cli_name()))
            // Every level and its line, without scrolling.
            .height(crate::ui::widgets::new_game::LEVEL_LIST_HEIGHT)
            .selected_text(words::level(*level))
            .show_ui(ui, |ui| {
                for l in ladder.levels() {
                    let line = crate::ui::registry::describe_level(game, l);
                    crate::ui::widgets::new_game::level_choice(ui, level, l, &words::level(l), &line);
                }
            })
            .response
            .labelled_by(name.id)
            .on_hover_text(crate::ui::registry::describe_level(game, *level));
        ui.end_row();
    }
}

/// The games' rule options and the help the table gives.
fn rule_rows(ui: &mut egui::Ui, s: &mut Settings) {
    for game in GameKind::ALL {
        crate::ui::registry::option_rows(game, ui, s);
    }
    ui.label(t!("settings-help"));
    ui.checkbox(&mut s.show_legal_targets, t!("settings-legal-targets"));
    ui.end_row();
    ui.label("");
    ui.checkbox(&mut s.confirm_new_game, t!("settings-confirm-new-game"));
    ui.end_row();
    ui.label("");
    ui.checkbox(&mut s.exercises_from_finished_games, t!("settings-exercises"))
        .on_hover_text(t!("settings-exercises-tip"));
    ui.end_row();
}
