//! The settings in groups (Table, Bots, Sounds and access, Language,
//! Online), one shown at a time: at 900 × 600 each group fits the window
//! without scrolling, and every setting is still found by its label.

use crate::harness::harness;
use eframe::egui::{self, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::i18n::{self, Language};
use malice_table::ui::App;

/// Each group's tab and labels of settings in it, by message id (the last
/// of each group is its lowest row).
const GROUPS: [(&str, &[&str]); 5] = [
    (
        "settings-group-table",
        &[
            "settings-your-name",
            "settings-second-name",
            "settings-animation",
            "settings-theme",
            "malice-option-dual-shapes",
            "spite-option-four-colour",
            "settings-legal-targets",
            "settings-confirm-new-game",
            "settings-exercises",
        ],
    ),
    ("settings-group-bots", &["settings-opponent", "settings-pace", "settings-opponent-person"]),
    ("settings-group-access", &["settings-sound", "settings-sound-mute", "settings-zoom"]),
    ("settings-group-language", &["settings-language"]),
    ("settings-group-online", &["settings-online-name", "action-play-online"]),
];

/// The app speaking `language` in a small laptop's window, its first
/// frames drawn.
fn speaking(language: Language) -> Harness<'static, App> {
    let mut app = App::default();
    app.settings.language = Some(language);
    let mut h = harness(app, egui::vec2(900.0, 600.0));
    h.run_steps(4);
    h
}

fn click(h: &mut Harness<'static, App>, label: &str) {
    h.get_all_by_label(label).next().unwrap_or_else(|| panic!("no control named {label:?}")).click();
    h.run_steps(6);
}

#[test]
fn each_settings_group_fits_900_by_600_without_scrolling() {
    for language in [Language::English, Language::German] {
        let text = |id: &str| i18n::text_in(language, id, &[]);
        let mut h = speaking(language);
        click(&mut h, &text("menu-file"));
        click(&mut h, &text("action-settings"));
        let app = Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(900.0, 600.0));
        for (group, ids) in GROUPS {
            click(&mut h, &text(group));
            let title = text("settings-title");
            let window = h.get_by_role_and_label(egui::accesskit::Role::Window, &title).rect();
            assert!(app.contains_rect(window), "{}: {group} {window:?} fits the app", language.tag());
            for id in ids {
                let words = text(id);
                let node = h
                    .query_all_by_label_contains(&words)
                    .next()
                    .unwrap_or_else(|| panic!("{}: {group} shows {words:?}", language.tag()));
                let rect = node.rect();
                assert!(
                    window.contains_rect(rect),
                    "{}: in {group}, {words:?} at {rect:?} is seen without scrolling in {window:?}",
                    language.tag()
                );
            }
        }
    }
}

#[test]
fn the_online_group_opens_play_online() {
    let mut h = speaking(Language::English);
    click(&mut h, "File");
    click(&mut h, "Settings…");
    click(&mut h, "Online");
    assert!(h.query_by_label_contains("“Host” or “Friend”").is_some(), "the default name is not sent");
    click(&mut h, "Play online…");
    assert!(h.state().online.open, "the Play online window is open");
}

#[test]
fn the_groups_tabs_stay_under_the_pointer_from_group_to_group() {
    // A shorter group does not shrink the window (which stays centred),
    // so the row of tabs does not move away from the pointer.
    let text = |id: &str| i18n::text_in(Language::English, id, &[]);
    let mut h = speaking(Language::English);
    click(&mut h, &text("menu-file"));
    click(&mut h, &text("action-settings"));
    let tab = |h: &Harness<'static, App>| h.get_by_label(&text("settings-group-access")).rect();
    let first = tab(&h);
    for (group, _) in GROUPS.iter().rev().chain(GROUPS.iter()) {
        click(&mut h, &text(group));
        let now = tab(&h);
        assert!((now.top() - first.top()).abs() < 1.0, "after {group}, the tabs moved: {first:?} → {now:?}");
    }
}
