//! The action table drawn three ways: the menus, the toolbar (both laid
//! out in the top bar, `top_bar`) and the keyboard controls window.

use super::App;
use super::actions::{Action, Offer};
use crate::i18n;
use crate::ui::widgets::{dialog, keys};
use crate::{id, t};
use eframe::egui::{self, Ui};

/// The menus: each a title and its groups of actions, a line between groups.
pub(super) const MENUS: [(&str, &[&[Action]]); 5] = [
    (
        id!("menu-file"),
        &[
            &[Action::NewGame, Action::Open, Action::Save],
            &[Action::ExportBoards],
            &[Action::Settings, Action::Statistics],
            &[Action::Quit],
        ],
    ),
    (id!("menu-edit"), &[&[Action::Undo, Action::Redo]]),
    (
        id!("menu-game"),
        &[&[Action::NewGame, Action::PlayOnline], &[Action::Review, Action::Practice, Action::Hint]],
    ),
    (
        id!("menu-view"),
        &[
            &[Action::SidePanel, Action::Coordinates],
            &[Action::ZoomIn, Action::ZoomOut, Action::ActualSize],
            &[Action::Sound],
            &[Action::ReadPosition, Action::ReadMoves],
        ],
    ),
    (id!("menu-help"), &[&[Action::HowToPlay, Action::Keys], &[Action::LogFolder], &[Action::About]]),
];

/// The toolbar: groups of buttons, a separator between groups.
pub(super) const TOOLBAR: [&[Action]; 3] = [
    &[Action::NewGame, Action::Undo, Action::Redo, Action::Hint],
    &[Action::Save, Action::Open, Action::Settings],
    &[Action::SidePanel],
];

/// The keys that are not the app's actions: the boards', the dialogs' and
/// How to play's, listed before the actions' keys (message ids: the keys,
/// what they do).
const OTHER_KEYS: [(&str, &str); 10] = [
    (id!("key-arrows"), id!("keys-cursor")),
    (id!("key-enter"), id!("keys-pick")),
    (id!("key-escape"), id!("keys-drop")),
    (id!("key-space"), id!("keys-roll")),
    (id!("key-enter-or-space"), id!("keys-ready")),
    (id!("key-escape"), id!("keys-result-away")),
    (id!("key-enter"), id!("keys-dialog-default")),
    (id!("key-tab"), id!("keys-dialog-next")),
    (id!("key-escape"), id!("keys-close")),
    (id!("key-page-up-down"), id!("keys-help-topics")),
];

/// The largest share of the room a column of the keyboard controls takes.
const KEYS_COLUMN_MOST: f32 = 0.55;

/// Adds `button` enabled as `offer` says; one that cannot act now says
/// why on hover, and `tip` is shown otherwise.
pub(super) fn add_offered(
    ui: &mut Ui,
    button: impl egui::Widget,
    offer: &Offer,
    tip: Option<&str>,
) -> egui::Response {
    let response = ui.add_enabled(offer.enabled(), button);
    match (offer, offer.reason()) {
        (Offer::Unavailable(_), Some(why)) => response.on_disabled_hover_text(why),
        (_, Some(why)) => response.on_hover_text(why),
        (_, None) => match tip {
            Some(tip) => response.on_hover_text(tip),
            None => response,
        },
    }
}

impl App {
    /// One menu's items, a line between its groups.
    pub(super) fn menu(&self, ui: &mut Ui, groups: &[&[Action]], actions: &mut Vec<Action>) {
        for (i, group) in groups.iter().enumerate() {
            if i > 0 {
                ui.separator();
            }
            for &action in *group {
                let entry = action.entry();
                let offer = self.offer(action);
                let mut button = egui::Button::new(entry.menu_text(&offer, self.settings.zoom));
                if let Some(keys) = entry.keys.first() {
                    button = button.shortcut_text(keys::shortcut_text(ui.ctx(), keys));
                }
                if add_offered(ui, button, &offer, None).clicked() {
                    actions.push(action);
                }
            }
        }
    }

    /// The keyboard controls: the boards' keys, then every action's.
    pub(super) fn keys_window(&mut self, ctx: &egui::Context) {
        let mut rows: Vec<(String, String)> =
            OTHER_KEYS.iter().map(|&(k, what)| (i18n::text(k, &[]), i18n::text(what, &[]))).collect();
        for action in Action::ALL {
            let entry = action.entry();
            if !entry.keys.is_empty() {
                rows.push((entry.keys_text(ctx), i18n::text(entry.does, &[])));
            }
        }
        let mut open = self.keys_open;
        dialog::centred_window(ctx, &t!("keys-title")).open(&mut open).resizable(false).show(ctx, |ui| {
            dialog::scroll_to_fit(ui, |ui| {
                let mut grid = egui::Grid::new("keyboard-controls").num_columns(2).spacing([18.0, 6.0]);
                if let Some(room) = dialog::fit_width(ui) {
                    grid = grid.max_col_width(room * KEYS_COLUMN_MOST);
                }
                grid.striped(true).show(ui, |ui| {
                    for (keys, what) in &rows {
                        ui.label(egui::RichText::new(keys).strong());
                        ui.label(what);
                        ui.end_row();
                    }
                });
            })
        });
        self.keys_open = open;
    }
}
