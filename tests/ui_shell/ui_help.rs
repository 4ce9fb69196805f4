//! How to play through the real UI: opened from the Help menu and with F1
//! on every tab, on that tab's game; its topics turned with Next, Previous,
//! the topic list and Page Up / Page Down; closed with Escape; and the
//! welcome of the very first launch, shown once.

use crate::harness::{LOW_WINDOW, harness};
use crate::scratch::Scratch;
use eframe::egui::{self, Key};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::games::GameKind;
use malice_table::store::Paths;
use malice_table::store::settings::Settings;
use malice_table::ui::App;
use malice_table::ui::help::{self, window_title};

/// The app with How to play open on `kind`. The table shows Spite &
/// Malice (or Malice, under Spite & Malice's page), so the only pieces or
/// cards of `kind` on screen are the page's diagrams.
pub(crate) fn help_on(kind: GameKind) -> App {
    let mut app = App::default();
    if kind != GameKind::Spite {
        app.tab = GameKind::Spite;
        // The Spite & Malice bot behind the window plays on; without
        // animation its cards do not keep the window repainting.
        app.settings.animation = malice_table::store::settings::AnimationSpeed::Off;
        app.apply_settings();
    }
    app.help.open(kind);
    app
}

fn click(h: &mut Harness<'static, App>, label: &str) {
    h.get_by_label(label).click();
    h.run_steps(2);
}

fn topics(kind: GameKind) -> Vec<String> {
    help::page(kind).topics()
}

#[test]
fn f1_opens_the_rules_of_the_game_on_every_tab() {
    let mut h = harness(App::default(), LOW_WINDOW);
    h.run();
    for kind in GameKind::ALL {
        h.state_mut().tab = kind;
        // A bot may be dealing a card on this tab: its flight keeps the
        // window repainting, so a fixed number of frames, not "settled".
        h.run_steps(3);
        h.key_press(Key::F1);
        h.run_steps(2);
        let app = h.state();
        assert!(app.help.is_open(), "F1 on {}", kind.title());
        assert_eq!(app.help.game(), kind);
        assert_eq!(app.help.topic_title(), topics(kind)[0]);
        h.get_by_label(&window_title());
        // Escape closes it, and the board has its keys again.
        h.key_press(Key::Escape);
        h.run_steps(2);
        assert!(!h.state().help.is_open());
    }
}

#[test]
fn the_help_menu_opens_it_and_every_topic_can_be_read_in_turn() {
    let mut h = harness(App::default(), LOW_WINDOW);
    h.run();
    for kind in GameKind::ALL {
        h.state_mut().tab = kind;
        // A bot may be dealing a card on this tab: its flight keeps the
        // window repainting, so a fixed number of frames, not "settled".
        h.run_steps(3);
        click(&mut h, "Help");
        h.get_by_label_contains("How to play").click();
        h.run_steps(2);
        assert!(h.state().help.is_open());
        assert_eq!(h.state().help.game(), kind);
        let titles = topics(kind);
        assert!(!titles.is_empty());
        for (i, title) in titles.iter().enumerate() {
            assert_eq!(&h.state().help.topic_title(), title, "{} topic {i}", kind.title());
            h.run();
            h.get_by_label_contains(&format!("Topic {} of {}", i + 1, titles.len()));
            if i + 1 < titles.len() {
                click(&mut h, "Next ▶");
            }
        }
        // Page Up goes back one; a topic in the list goes straight there.
        if titles.len() > 1 {
            h.key_press(Key::PageUp);
            h.run_steps(2);
            assert_eq!(h.state().help.topic_title(), titles[titles.len() - 2]);
            click(&mut h, &titles[0]);
            assert_eq!(h.state().help.topic_title(), titles[0]);
            h.key_press(Key::PageDown);
            h.run_steps(2);
            assert_eq!(h.state().help.topic_title(), titles[1]);
            click(&mut h, "◀ Previous");
            assert_eq!(h.state().help.topic_title(), titles[0]);
        }
        h.key_press(Key::Escape);
        h.run_steps(2);
        assert!(!h.state().help.is_open());
    }
}

#[test]
fn the_window_switches_games_and_reads_in_both_themes() {
    let mut h = harness(App::default(), LOW_WINDOW);
    h.run();
    h.state_mut().help.open(GameKind::Malice);
    h.run_steps(2);
    for theme in [egui::Theme::Dark, egui::Theme::Light] {
        h.ctx.set_theme(theme);
        for kind in GameKind::ALL {
            // The game's button in the window (the tab bar's comes first).
            let tab = h.state().tab;
            h.get_all_by_label(kind.title()).last().expect("the window's button").click();
            h.run_steps(2);
            assert_eq!(h.state().help.game(), kind);
            assert_eq!(h.state().tab, tab, "the tab behind stays");
            assert_eq!(h.state().help.topic_title(), topics(kind)[0]);
            for i in 0..topics(kind).len() {
                h.state_mut().help.go_to(i);
                h.run_steps(2);
            }
        }
    }
}

#[test]
fn the_welcome_comes_on_the_first_launch_only() {
    let dir = Scratch::new("help-welcome");
    let paths = Paths::under(&dir);
    let mut h = harness(App::with_storage(paths.clone()), LOW_WINDOW);
    h.run();
    h.get_by_label("Welcome to Malice Table");
    // While it is up, the board does not take keys: F1 waits too.
    click(&mut h, "Show me how to play Malice");
    assert!(h.query_by_label("Welcome to Malice Table").is_none());
    assert!(h.state().help.is_open(), "the answer opens the rules");
    assert_eq!(h.state().help.game(), GameKind::Malice);
    assert!(h.state().settings.welcome_seen);
    let kept = Settings::load(&paths.settings_file());
    assert!(kept.settings.welcome_seen, "the answer is kept");
    drop(h);

    // The next launch does not ask again.
    let mut h = harness(App::with_storage(paths.clone()), LOW_WINDOW);
    h.run_steps(3);
    assert!(h.query_by_label("Welcome to Malice Table").is_none());
    assert!(!h.state().help.is_open());

    // "Not now" is an answer too.
    let not_now = Scratch::new("help-not-now");
    let other = Paths::under(&not_now);
    let mut h = harness(App::with_storage(other.clone()), LOW_WINDOW);
    h.run();
    click(&mut h, "Not now");
    assert!(h.query_by_label("Welcome to Malice Table").is_none());
    assert!(!h.state().help.is_open());
    assert!(Settings::load(&other.settings_file()).settings.welcome_seen);
}

#[test]
fn a_settings_file_from_before_the_welcome_shows_it_once() {
    let old = "(animation: Normal, theme: Light, player_name: \"Ann\")";
    let settings = Settings::from_ron(old).expect("an older settings file reads");
    assert!(!settings.welcome_seen);
}
