//! The accessibility audit: in every tab and every dialog, each control a
//! person can act on has an AccessKit name (what a screen reader says, and
//! what these tests find widgets by).

use eframe::egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::core::Seat;
use malice_table::games::malice::{Players, QUIET_MOVE_LIMIT};
use malice_table::ui::App;
use malice_table::ui::malice::{MaliceScreen, MaliceSetup};

use crate::harness::{WINDOW, harness};
use crate::scratch::Scratch;

/// Ann and Bob at a Malice table (the walks of `ui_words`, the toolbar's
/// and the file dialogs' tests use it too).
pub(crate) fn ann_and_bob() -> App {
    let setup = MaliceSetup {
        players: Players::Two,
        seats: vec![Seat::human("Ann"), Seat::human("Bob")],
        quiet_limit: QUIET_MOVE_LIMIT,
    };
    App::with_screen(MaliceScreen::new(setup, 7))
}

/// Asserts that nothing on screen lacks a name, saying where we are if so.
fn audit(h: &Harness<'static, App>, place: &str) {
    let unnamed = h.unnamed_widgets();
    assert!(unnamed.is_empty(), "{place}: controls without an accessible name:\n{}", unnamed.join("\n"));
}

fn click(h: &mut Harness<'static, App>, label: &str) {
    h.get_all_by_label(label).next().unwrap_or_else(|| panic!("no control named {label:?}")).click();
    h.run_steps(6);
}

/// Opens `item` from the menu `menu`, audits what it shows, and closes it
/// with Escape (or the window's own close button).
fn menu_window(h: &mut Harness<'static, App>, menu: &str, item: &str, shows: &str) {
    click(h, menu);
    audit(h, &format!("the {menu} menu"));
    click(h, item);
    assert!(h.query_all_by_label_contains(shows).next().is_some(), "{item} shows {shows:?}");
    audit(h, item);
    h.key_press(Key::Escape);
    h.run_steps(6);
    assert!(h.query_all_by_label_contains(shows).next().is_none(), "Escape closed {item}");
}

#[test]
fn every_tab_and_dialog_names_its_controls() {
    let mut h = harness(ann_and_bob(), WINDOW);
    h.run_steps(6);
    for tab in ["Malice", "Malefiz", "Spite & Malice"] {
        h.get_all_by_label(tab).next().expect("the tab").click();
        h.run_steps(6);
        audit(&h, tab);
        // The board's own places are named widgets too.
        let named = match tab {
            "Malice" => "La1",
            "Malefiz" => "Red house",
            _ => "centre 1",
        };
        h.get_all_by_label(named).next().unwrap_or_else(|| panic!("{tab}: no {named:?} on the board"));
        // The new-game dialog of this game.
        click(&mut h, "New game");
        h.get_by_label("Start");
        audit(&h, &format!("{tab}: the new game dialog"));
        click(&mut h, "Cancel");
        assert!(h.query_by_label("Start").is_none(), "{tab}: Cancel closed the dialog");
    }
    // The question Start asks over a game under way.
    h.get_all_by_label("Malice").next().expect("the tab").click();
    h.run_steps(6);
    click(&mut h, "Lb2");
    click(&mut h, "Lb3");
    click(&mut h, "New game");
    click(&mut h, "Start");
    h.get_by_label_contains("Start a new game?");
    audit(&h, "the new game question");
    click(&mut h, "Keep playing");
    h.state_mut().notices.push("A notice.".into());
    h.run_steps(6);
    audit(&h, "a notice");
    click(&mut h, "OK");
    menu_window(&mut h, "File", "Settings…", "Theme");
    menu_window(&mut h, "File", "Statistics…", "Statistics");
    menu_window(&mut h, "File", "Export printable boards…", "as PNG files that print at true size");
    menu_window(&mut h, "Help", "Keyboard controls", "Move the board cursor");
    menu_window(&mut h, "Help", "About Malice Table", "Malice, Malefiz and Spite & Malice");
    click(&mut h, "Edit");
    audit(&h, "the Edit menu");
}

#[test]
fn every_topic_of_how_to_play_names_its_controls() {
    let mut h = harness(ann_and_bob(), WINDOW);
    h.run_steps(6);
    // The tab behind shows no board squares that the diagrams' names
    // could hide behind: every unnamed control would still be reported.
    for kind in malice_table::games::GameKind::ALL {
        h.state_mut().help.open(kind);
        let topics = malice_table::ui::help::page(kind).topics();
        for (index, topic) in topics.iter().enumerate() {
            h.state_mut().help.go_to(index);
            h.run_steps(6);
            audit(&h, &format!("How to play {}: {topic}", kind.title()));
        }
    }
}

#[test]
fn the_first_launch_welcome_names_its_controls() {
    let dir = Scratch::new("a11y-welcome");
    let mut h = harness(App::with_storage(malice_table::store::Paths::under(&dir)), WINDOW);
    h.run_steps(6);
    h.get_by_label("Welcome to Malice Table");
    audit(&h, "the welcome");
}
