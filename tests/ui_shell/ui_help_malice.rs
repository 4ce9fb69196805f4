//! How to play, Malice's page, driven through the real window (AccessKit),
//! headless: every topic in turn with Next, a diagram played by clicks,
//! Reset, the stepper, and both themes.

use crate::harness::{WINDOW, themed};
use crate::ui_help::help_on;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use malice_table::games::GameKind;
use malice_table::games::malice::{self, Malice, Side, Size, Square};
use malice_table::ui::App;
use malice_table::ui::help::RulesPage;
use malice_table::ui::malice::rules::MalicePage;

fn page<'a>(h: &'a Harness<'static, App>) -> &'a MalicePage {
    h.state().help.page::<MalicePage>().expect("the Malice page")
}

fn square(name: &str) -> Square {
    name.parse().expect("a square name")
}

/// Scrolls the button labelled `label` into view and clicks it.
fn press(h: &mut Harness<'static, App>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run();
    h.get_by_label(label).click();
    h.run();
}

/// Turns to the topic titled `title` with Next.
fn turn_to(h: &mut Harness<'static, App>, title: &str) {
    for _ in 0..page(h).topics().len() {
        if h.state().help.topic_title() == title {
            return;
        }
        h.get_by_label("Next ▶").click();
        h.run();
    }
    assert_eq!(h.state().help.topic_title(), title);
}

#[test]
fn next_turns_through_every_topic() {
    let mut h = themed(help_on(GameKind::Malice), WINDOW, egui::Theme::Dark);
    h.run();
    assert_eq!(h.state().help.game(), GameKind::Malice);
    let topics = page(&h).topics();
    for (i, title) in topics.iter().enumerate() {
        assert_eq!(&h.state().help.topic_title(), title);
        h.get_by_label_contains(&format!("Topic {} of {}", i + 1, topics.len()));
        if i + 1 < topics.len() {
            h.get_by_label("Next ▶").click();
            h.run();
        }
    }
    assert!(h.get_by_label("Next ▶").accesskit_node().is_disabled(), "the last topic has no next");
}

#[test]
fn a_capture_clicked_on_the_diagram_is_played_and_reset_takes_it_back() {
    let mut h = themed(help_on(GameKind::Malice), WINDOW, egui::Theme::Dark);
    h.run();
    turn_to(&mut h, "Capturing");
    assert_eq!(page(&h).capture_diagram().selected(), Some(square("Lc2")), "the large piece is picked");
    h.get_by_label("Lc6").click();
    h.run();
    let state = page(&h).capture_diagram().state().expect("a position");
    assert_eq!(state.score(Side::South), 2, "North's medium piece was taken");
    assert_eq!(state.piece_at(square("Rb3")), Some(Size::Large), "the large piece teleported home");
    h.get_by_label("Lc2xc6 ⇒ Rb3");
    h.get_by_label_contains("North to move");
    press(&mut h, "Reset");
    assert_eq!(page(&h).capture_diagram().played(), 0);
    assert_eq!(page(&h).capture_diagram().selected(), Some(square("Lc2")));
}

#[test]
fn a_piece_picked_by_its_button_shows_its_own_diagram() {
    let mut h = themed(help_on(GameKind::Malice), WINDOW, egui::Theme::Dark);
    h.run();
    turn_to(&mut h, "How the pieces move");
    h.get_by_label("Medium").click();
    h.run();
    // The medium piece on Lb3 is selected: a click on a knight's target plays it.
    assert_eq!(page(&h).piece_diagram(Size::Medium).selected(), Some(square("Lb3")));
    h.get_by_label("La5").click();
    h.run();
    let state = page(&h).piece_diagram(Size::Medium).state().expect("a position");
    assert_eq!(state.piece_at(square("Rd4")), Some(Size::Medium), "La5 teleports to its dual, Rd4");
    assert_eq!(page(&h).piece_diagram(Size::Small).played(), 0, "the other diagrams are untouched");
}

#[test]
fn the_teleport_sequence_steps_forward_and_back() {
    let mut h = themed(help_on(GameKind::Malice), WINDOW, egui::Theme::Dark);
    h.run();
    turn_to(&mut h, "Teleporting");
    assert_eq!(page(&h).handover().step(), 0);
    press(&mut h, "Next step ▶");
    assert_eq!(page(&h).handover().step(), 1);
    let state = page(&h).handover().shown().expect("a position");
    assert_eq!(state.piece_at(square("Rc6")), Some(Size::Small), "Lb2-b3 teleported to Rc6");
    press(&mut h, "Next step ▶");
    assert_eq!(page(&h).handover().step(), 2);
    assert!(h.get_by_label("Next step ▶").accesskit_node().is_disabled());
    press(&mut h, "◀ Back");
    assert_eq!(page(&h).handover().step(), 1);
}

#[test]
fn the_quiet_move_limit_shows_the_settings_value() {
    let mut h = themed(help_on(GameKind::Malice), WINDOW, egui::Theme::Dark);
    h.state_mut()
        .settings
        .set_options::<Malice>(&malice::Options { quiet_move_limit: 25, ..Default::default() });
    h.run();
    turn_to(&mut h, "End of the game");
    h.get_by_label("The quiet-move limit is now 25 plies.");
    assert_eq!(page(&h).quiet().1, 25, "the diagram follows the setting");
    h.state_mut()
        .settings
        .set_options::<Malice>(&malice::Options { quiet_move_limit: 0, ..Default::default() });
    h.run();
    h.get_by_label_contains("There is no quiet-move limit now");
    assert_eq!(page(&h).quiet().1, 0);
}

#[test]
fn the_dual_shapes_option_is_said_as_the_settings_hold_it() {
    let mut h = themed(help_on(GameKind::Malice), WINDOW, egui::Theme::Dark);
    h.run();
    assert_eq!(h.state().help.topic_title(), "Boards and dual squares");
    h.get_by_label_contains("The shapes are on.");
    h.state_mut()
        .settings
        .set_options::<Malice>(&malice::Options { dual_shapes: false, ..Default::default() });
    h.run();
    h.get_by_label_contains("The shapes are off now.");
}

#[test]
fn every_topic_draws_in_the_light_theme_too() {
    let mut h = themed(help_on(GameKind::Malice), WINDOW, egui::Theme::Light);
    h.run();
    h.ctx.set_theme(egui::Theme::Light);
    let count = page(&h).topics().len();
    for _ in 1..count {
        h.get_by_label("Next ▶").click();
        h.run();
    }
    assert_eq!(h.state().help.topic_title(), page(&h).topics()[count - 1]);
}
