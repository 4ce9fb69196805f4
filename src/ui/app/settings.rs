//! The settings window: the settings in groups (the table, the bots,
//! sounds and access, the language, playing online), one group shown at a
//! time so that each fits a small window without scrolling; a change takes
//! effect at once and is kept.

use super::App;
use super::actions::{Action, zoom_words};
use crate::games::GameKind;
use crate::i18n::Language;
use crate::store::settings::{AnimationSpeed, BotPace, Opponent, Settings, Theme, Zoom};
use crate::store::volume::Volume;
use crate::t;
use crate::ui::widgets::dialog;
use crate::ui::words;
use eframe::egui;

/// The settings' groups, each shown on its own.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SettingsGroup {
    /// How the table looks and helps, the people's names, the games' rules.
    #[default]
    Table,
    /// The opponents, the bots' pace and levels.
    Bots,
    /// The sounds and the zoom.
    SoundsAndAccess,
    /// The language of the window.
    Language,
    /// Playing with friends on other computers.
    Online,
}

impl SettingsGroup {
    /// Every group, in the order of its tabs.
    const ALL: [SettingsGroup; 5] = [
        SettingsGroup::Table,
        SettingsGroup::Bots,
        SettingsGroup::SoundsAndAccess,
        SettingsGroup::Language,
        SettingsGroup::Online,
    ];

    /// The group's name on its tab.
    fn name(self) -> String {
        match self {
            SettingsGroup::Table => t!("settings-group-table"),
            SettingsGroup::Bots => t!("settings-group-bots"),
            SettingsGroup::SoundsAndAccess => t!("settings-group-access"),
            SettingsGroup::Language => t!("settings-group-language"),
            SettingsGroup::Online => t!("settings-group-online"),
        }
    }
}

/// What the form asks of the app beyond the settings it changed.
#[derive(Clone, Copy, Debug, Default)]
struct FormAsks {
    /// The volume was just set: let the person hear it.
    preview: bool,
    /// Open the Play online window.
    play_online: bool,
}

impl App {
    /// The settings, a group at a time.
    pub(super) fn settings_window(&mut self, ctx: &egui::Context) {
        let mut open = true;
        let before = self.settings.clone();
        let mut edited = self.settings.clone();
        let missing = self.sound_device_missing();
        let mut asks = FormAsks::default();
        let (group, tallest) = (&mut self.windows.settings_group, &mut self.windows.settings_tallest);
        dialog::centred_window(ctx, &t!("settings-title")).open(&mut open).resizable(false).show(ctx, |ui| {
            group_row(ui, group);
            ui.separator();
            let top = ui.cursor().top();
            asks = dialog::scroll_to_fit(ui, |ui| settings_form(ui, *group, &mut edited, missing.as_deref()));
            let used = ui.cursor().top() - top;
            if used < *tallest {
                ui.add_space(*tallest - used);
            }
            *tallest = tallest.max(used);
        });
        self.windows.settings_open = open;
        if asks.play_online {
            self.online.open = true;
        }
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
        if asks.preview {
            self.preview_sound(crate::sound::Sound::Move);
        }
    }
}

/// The groups' tabs.
fn group_row(ui: &mut egui::Ui, group: &mut SettingsGroup) {
    ui.horizontal_wrapped(|ui| {
        for each in SettingsGroup::ALL {
            ui.selectable_value(group, each, egui::RichText::new(each.name()).strong());
        }
    });
}

/// The largest share of the room a column of the settings takes.
const SETTINGS_COLUMN_MOST: f32 = 0.6;

/// The settings of `group` as a form; `missing` says why no sound is
/// heard, when no sound device could be opened.
fn settings_form(
    ui: &mut egui::Ui,
    group: SettingsGroup,
    s: &mut Settings,
    missing: Option<&str>,
) -> FormAsks {
    let mut asks = FormAsks::default();
    let mut grid = egui::Grid::new(("settings-grid", group as u8)).num_columns(2).spacing([16.0, 8.0]);
    if let Some(room) = dialog::fit_width(ui) {
        grid = grid.max_col_width(room * SETTINGS_COLUMN_MOST);
    }
    grid.show(ui, |ui| match group {
        SettingsGroup::Table => {
            name_rows(ui, s);
            look_rows(ui, s);
            rule_rows(ui, s);
        }
        SettingsGroup::Bots => bot_rows(ui, s),
        SettingsGroup::SoundsAndAccess => {
            asks.preview = sound_rows(ui, s, missing);
            zoom_row(ui, s);
        }
        SettingsGroup::Language => language_row(ui, s),
        SettingsGroup::Online => asks.play_online = online_rows(ui, s),
    });
    ui.add_space(4.0);
    ui.weak(t!("settings-footer"));
    asks
}

/// How friends on other computers see the person, and where hosting and
/// joining are. Returns whether Play online was asked for.
fn online_rows(ui: &mut egui::Ui, s: &Settings) -> bool {
    ui.label(t!("settings-online-name"));
    // The settings' default name would name the wrong person there: the
    // table sends "Host" or "Friend" instead, until a name is typed.
    let typed = crate::ui::widgets::seat_names::shown_to_others(&s.player_name, String::new());
    if typed.is_empty() {
        let (host, friend) = (t!("seat-host-name"), t!("seat-friend-name"));
        ui.label(t!(
            "settings-online-no-name",
            host = host,
            friend = friend,
            table = t!("settings-group-table")
        ));
    } else {
        ui.label(egui::RichText::new(typed).strong());
    }
    ui.end_row();
    ui.label("");
    let asked = ui.button(t!("action-play-online")).on_hover_text(t!("action-play-online-does")).clicked();
    ui.end_row();
    asked
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

/// How the table moves and looks: animation and theme.
fn look_rows(ui: &mut egui::Ui, s: &mut Settings) {
    ui.label(t!("settings-animation"));
    choices(ui, |ui| {
        for speed in AnimationSpeed::ALL {
            ui.radio_value(&mut s.animation, speed, words::animation(speed));
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

/// Who sits at the table: the two people's names.
fn name_rows(ui: &mut egui::Ui, s: &mut Settings) {
    for (label, name) in [
        (t!("settings-your-name"), &mut s.player_name),
        (t!("settings-second-name"), &mut s.second_player_name),
    ] {
        let label = ui.label(label);
        ui.add(egui::TextEdit::singleline(name).char_limit(Settings::MAX_NAME).desired_width(180.0))
            .labelled_by(label.id);
        ui.end_row();
    }
}

/// Who the others are, how quickly the bots play on, and each game's bot
/// level.
fn bot_rows(ui: &mut egui::Ui, s: &mut Settings) {
    ui.label(t!("settings-opponent"));
    choices(ui, |ui| {
        ui.radio_value(&mut s.opponent, Opponent::Bot, t!("settings-opponent-bots"));
        ui.radio_value(&mut s.opponent, Opponent::Human, t!("settings-opponent-person"));
    });
    ui.end_row();
    ui.label(t!("settings-pace"));
    choices(ui, |ui| {
        for pace in BotPace::ALL {
            ui.radio_value(&mut s.bot_pace, pace, words::pace(pace)).on_hover_text(t!("settings-pace-tip"));
        }
    });
    ui.end_row();
    for game in GameKind::ALL {
        level_row(ui, s, game);
    }
}

/// The level of `game`'s bots in new games, each level with its line.
fn level_row(ui: &mut egui::Ui, s: &mut Settings, game: GameKind) {
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

/// The games' rule options and the help the table gives.
fn rule_rows(ui: &mut egui::Ui, s: &mut Settings) {
    for game in GameKind::ALL {
        crate::ui::registry::option_rows(game, ui, s);
    }
    ui.label(t!("settings-help"));
    ui.checkbox(&mut s.show_legal_targets, t!("settings-legal-targets"));
    ui.end_row();
    ui.label("");
    ui.checkbox(&mut s.show_coordinates, t!("settings-coordinates"));
    ui.end_row();
    ui.label("");
    ui.checkbox(&mut s.confirm_new_game, t!("settings-confirm-new-game"));
    ui.end_row();
    ui.label("");
    ui.checkbox(&mut s.exercises_from_finished_games, t!("settings-exercises"))
        .on_hover_text(t!("settings-exercises-tip"));
    ui.end_row();
}
