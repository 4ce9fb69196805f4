//! The top bar: the menus, the game tabs, the toolbar and the status line,
//! kept to the fewest rows so that the table keeps its height. Where the
//! window is short (a small window, or a large zoom) the menus share the
//! toolbar's row; a toolbar that does not fit folds its last buttons into
//! a "More" menu instead of wrapping onto a second row; and the status
//! line is cut with an ellipsis, its whole text shown on hover.

use super::App;
use super::actions::{Action, Offer};
use super::menus::{MENUS, TOOLBAR, add_offered};
use crate::games::GameKind;
use crate::i18n;
use crate::t;
use crate::ui::widgets::text;
use eframe::egui::{self, RichText, TextStyle, TextWrapMode, Ui, WidgetText};

/// Below this height (in points) the menus share the toolbar's row.
pub const COMPACT_HEIGHT: f32 = 560.0;
/// The least room the toolbar leaves the status line when there is one,
/// so that its first words can be read (the rest is on hover).
const STATUS_LEAST: f32 = 110.0;
/// The size of the game tabs' words.
const TAB_SIZE: f32 = 16.0;

/// How much of the toolbar is shown: its first `shown` buttons (in the
/// order of [`TOOLBAR`], groups flattened); the rest fold into "More".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Fit {
    shown: usize,
}

impl App {
    /// The menu bar, then the tabs, the toolbar and the status on one row;
    /// in a short window, all of them on that one row.
    pub(super) fn top_bar(&mut self, ui: &mut Ui, actions: &mut Vec<Action>) {
        let compact = ui.ctx().content_rect().height() < COMPACT_HEIGHT && self.one_row_fits(ui);
        if !compact {
            egui::MenuBar::new().ui(ui, |ui| self.menus(ui, actions));
        }
        ui.horizontal(|ui| {
            if compact {
                ui.scope(|ui| {
                    egui::containers::menu::menu_style(ui.style_mut());
                    self.menus(ui, actions);
                });
                ui.separator();
            }
            for kind in GameKind::ALL {
                let title = crate::ui::registry::title(kind);
                ui.selectable_value(&mut self.tab, kind, RichText::new(title).size(TAB_SIZE));
            }
            ui.separator();
            let status = self.status_text();
            let room = ui.available_width() - if status.is_some() { STATUS_LEAST } else { 0.0 };
            let fit = self.toolbar_fit(ui, room);
            self.toolbar(ui, fit, actions);
            if let Some(status) = status {
                ui.separator();
                text::cut(ui, RichText::new(status).color(ui.visuals().weak_text_color()));
            }
        });
        ui.add_space(2.0);
    }

    /// Whether the menus, the tabs and "More" fit one row: below that
    /// width the menus keep a row of their own.
    fn one_row_fits(&self, ui: &Ui) -> bool {
        let gap = ui.spacing().item_spacing.x;
        let separator = gap + 6.0;
        // The menu bar's buttons are padded 2 points each side.
        let menus: f32 =
            MENUS.iter().map(|(title, _)| text_width(ui, i18n::text(title, &[])) + 4.0 + gap).sum();
        let tabs: f32 = GameKind::ALL
            .iter()
            .map(|&kind| {
                let title = RichText::new(crate::ui::registry::title(kind)).size(TAB_SIZE);
                text_width(ui, title) + 2.0 * ui.spacing().button_padding.x + gap
            })
            .sum();
        let more = button_width(ui, &t!("toolbar-more")) + gap;
        menus + tabs + more + 2.0 * separator <= ui.available_width()
    }

    /// Each menu's button, in order.
    fn menus(&self, ui: &mut Ui, actions: &mut Vec<Action>) {
        for (title, groups) in MENUS {
            ui.menu_button(i18n::text(title, &[]), |ui| self.menu(ui, groups, actions));
        }
    }

    /// How many of the toolbar's buttons fit in `room` (with "More" after
    /// them when some do not).
    fn toolbar_fit(&self, ui: &Ui, room: f32) -> Fit {
        let gap = ui.spacing().item_spacing.x;
        let separator = ui.spacing().item_spacing.x + 6.0;
        let all: Vec<(usize, f32)> = TOOLBAR
            .iter()
            .enumerate()
            .flat_map(|(group, actions)| actions.iter().map(move |&a| (group, a)))
            .map(|(group, action)| (group, button_width(ui, &i18n::text(action.entry().button, &[])) + gap))
            .collect();
        let more = button_width(ui, &t!("toolbar-more")) + gap + separator;
        let mut used = 0.0;
        for (shown, &(group, width)) in all.iter().enumerate() {
            let starts_group = shown > 0 && all[shown - 1].0 != group;
            let needed = width + if starts_group { separator } else { 0.0 };
            let rest_after = if shown + 1 < all.len() { more } else { 0.0 };
            if used + needed + rest_after > room {
                return Fit { shown };
            }
            used += needed;
        }
        Fit { shown: all.len() }
    }

    /// The toolbar's first buttons, as `fit` says, and "More" holding the
    /// rest as menu items.
    fn toolbar(&self, ui: &mut Ui, fit: Fit, actions: &mut Vec<Action>) {
        let mut index = 0;
        let mut folded = Vec::new();
        for (i, group) in TOOLBAR.iter().enumerate() {
            for &action in *group {
                if index >= fit.shown {
                    folded.push(action);
                } else {
                    if i > 0 && group.first() == Some(&action) {
                        ui.separator();
                    }
                    self.tool_button(ui, action, actions);
                }
                index += 1;
            }
        }
        if folded.is_empty() {
            return;
        }
        if fit.shown > 0 {
            ui.separator();
        }
        ui.menu_button(t!("toolbar-more"), |ui| self.menu(ui, &[&folded[..]], actions))
            .response
            .on_hover_text(t!("toolbar-more-does"));
    }

    /// One of the toolbar's buttons: enabled as its offer says, a switch
    /// drawn selected while on.
    fn tool_button(&self, ui: &mut Ui, action: Action, actions: &mut Vec<Action>) {
        let entry = action.entry();
        let offer = self.offer(action);
        let tip = entry.tip(ui.ctx());
        let words = i18n::text(entry.button, &[]);
        let response = match offer {
            Offer::Switch(on) => ui.selectable_label(on, words).on_hover_text(tip),
            _ => add_offered(ui, egui::Button::new(words), &offer, Some(&tip)),
        };
        if response.clicked() {
            actions.push(action);
        }
    }
}

/// The width of a button with `words` on it, in points.
fn button_width(ui: &Ui, words: &str) -> f32 {
    text_width(ui, words) + 2.0 * ui.spacing().button_padding.x
}

/// The width of `words` on one line in a button's font, in points.
fn text_width(ui: &Ui, words: impl Into<WidgetText>) -> f32 {
    let galley = words.into().into_galley(ui, Some(TextWrapMode::Extend), f32::INFINITY, TextStyle::Button);
    galley.size().x
}
