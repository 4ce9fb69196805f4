//! Malefiz's How to play page through the real UI: every topic in turn
//! with Next, the die buttons, a move played on a diagram by clicking its
//! spaces and put back with Reset, the barricade sequence stepped
//! through, and every topic drawn in the light and the dark theme.
//!
//! `HELP_PNG_DIR=/some/folder cargo test --test ui_shell ui_help_malefiz::` also
//! writes each topic's picture there, to look at.

use crate::harness::{WINDOW, themed};
use crate::raster::SoftwareRenderer;
use crate::raster::drawn;
use crate::ui_help::help_on;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use malice_table::games::GameKind;
use malice_table::games::malefiz::{self, BoardChoice, Colour, Malefiz};
use malice_table::store::settings::Settings;
use malice_table::ui::App;
use malice_table::ui::help::{PageContext, RulesPage};
use malice_table::ui::malefiz::rules::{Figure, MalefizPage, Steps};

fn page<'h>(h: &'h Harness<'static, App>) -> &'h MalefizPage {
    h.state().help.page::<MalefizPage>().expect("the Malefiz page")
}

fn shown(h: &Harness<'static, App>, figure: Figure) -> Malefiz {
    page(h).shown(figure).expect("a position").clone()
}

/// Scrolls the widget called `label` into view and clicks it.
fn click(h: &mut Harness<'static, App>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    // The scroll area glides there over a few frames.
    h.run_steps(5);
    h.get_by_label(label).click();
    h.run_steps(2);
}

/// Turns to the topic called `title` with the window's Next button.
fn turn_to(h: &mut Harness<'static, App>, title: &str) {
    while h.state().help.topic_title() != title {
        click(h, "Next ▶");
    }
}

#[test]
fn next_turns_through_every_topic_in_order() {
    let mut h = themed(help_on(GameKind::Malefiz), WINDOW, egui::Theme::Dark);
    h.run_steps(3);
    let topics = MalefizPage::default().topics();
    assert_eq!(h.state().help.game(), GameKind::Malefiz);
    for (i, title) in topics.iter().enumerate() {
        assert_eq!(h.state().help.topic_title(), *title);
        // In the topic list and as the heading.
        assert_eq!(h.get_all_by_label(title).count(), 2);
        if i + 1 < topics.len() {
            click(&mut h, "Next ▶");
        }
    }
    assert!(h.get_by_label("Next ▶").accesskit_node().is_disabled(), "the last topic has no next");
}

#[test]
fn the_board_option_shows_the_current_setting() {
    let mut h = themed(help_on(GameKind::Malefiz), WINDOW, egui::Theme::Dark);
    h.run_steps(3);
    h.get_by_label_contains("new games are played on the classic board");
    h.state_mut().settings.set_options::<Malefiz>(&malefiz::Options { board: BoardChoice::Fast });
    h.run_steps(3);
    h.get_by_label_contains("new games are played on the fast board");
    h.get_by_label_contains("The start on the fast board");
}

#[test]
fn the_die_buttons_set_the_roll_and_the_targets_follow() {
    let mut h = themed(help_on(GameKind::Malefiz), WINDOW, egui::Theme::Dark);
    h.run_steps(3);
    turn_to(&mut h, "Counting");
    assert_eq!(page(&h).roll(Figure::Counting), Some(3));
    click(&mut h, "5");
    assert_eq!(page(&h).roll(Figure::Counting), Some(5));
    assert_eq!(shown(&h, Figure::Counting).roll(), Some(5));
    h.get_by_label_contains("With a 5: the piece on g5 can stop on");
}

#[test]
fn a_hit_is_played_on_the_diagram_by_clicking_and_reset_puts_it_back() {
    let mut h = themed(help_on(GameKind::Malefiz), WINDOW, egui::Theme::Dark);
    h.run_steps(3);
    turn_to(&mut h, "Hitting");
    let before = shown(&h, Figure::Hitting).position();
    click(&mut h, "c5");
    click(&mut h, "e6");
    let after = shown(&h, Figure::Hitting);
    assert_eq!(after.piece_at("e6".parse().expect("a square")), Some(Colour::Red));
    assert_eq!(after.in_house(Colour::Yellow), 5, "the hit piece went home");
    h.get_by_label_contains("Played: Red 3: c5-e6 hits Yellow");
    click(&mut h, "Reset");
    assert_eq!(shown(&h, Figure::Hitting).position(), before);
    assert!(page(&h).played(Figure::Hitting).is_empty());
}

#[test]
fn a_lost_turn_is_passed_with_its_button() {
    let mut h = themed(help_on(GameKind::Malefiz), WINDOW, egui::Theme::Dark);
    h.run_steps(3);
    turn_to(&mut h, "Lost turns");
    click(&mut h, "6");
    h.get_by_label_contains("the turn is lost");
    click(&mut h, "Pass the turn");
    assert_eq!(shown(&h, Figure::LostTurn).turn(), Colour::Yellow);
    assert_eq!(page(&h).played(Figure::LostTurn), ["Red 6: pass"]);
    click(&mut h, "Reset");
    assert_eq!(shown(&h, Figure::LostTurn).turn(), Colour::Red);
}

#[test]
fn the_barricade_sequence_steps_forward_and_back() {
    let mut h = themed(help_on(GameKind::Malefiz), WINDOW, egui::Theme::Dark);
    h.run_steps(3);
    turn_to(&mut h, "Barricades");
    let count = page(&h).step_count(Steps::Barricade);
    for step in 1..count {
        click(&mut h, "Next step ▶");
        assert_eq!(page(&h).step(Steps::Barricade), step);
    }
    let last = page(&h).step_position(Steps::Barricade).expect("a position").clone();
    assert!(last.has_barricade("j9".parse().expect("a square")));
    click(&mut h, "◀ Back");
    assert_eq!(page(&h).step(Steps::Barricade), count - 2);
    // The diagram to try: a first roll of 5 takes the barricade on e3.
    h.state_mut()
        .help
        .page_mut::<MalefizPage>()
        .expect("the Malefiz page")
        .play(Figure::FirstFive, "h-e3/a11")
        .expect("legal");
    h.run_steps(2);
    h.get_by_label_contains("takes barricade → a11");
    click(&mut h, "Reset");
    assert!(page(&h).played(Figure::FirstFive).is_empty());
}

#[test]
fn every_topic_draws_in_both_themes() {
    let dir = std::env::var_os("HELP_PNG_DIR").map(std::path::PathBuf::from);
    for (theme, name) in [(egui::Theme::Light, "light"), (egui::Theme::Dark, "dark")] {
        let mut h = drawn(help_on(GameKind::Malefiz), egui::vec2(1100.0, 720.0), theme);
        let topics = MalefizPage::default().topics();
        for (i, title) in topics.iter().enumerate() {
            h.state_mut().help.go_to(i);
            h.run_steps(6);
            assert_eq!(h.state().help.topic_title(), *title);
            let image = h.render().expect("a frame");
            if let Some(dir) = &dir {
                image.save(dir.join(format!("malefiz-{i}-{name}.png"))).expect("the picture is written");
            }
        }
    }
}

/// Each topic on its own, tall enough to show all of it, in both themes.
#[test]
fn every_topic_draws_whole_in_both_themes() {
    let dir = std::env::var_os("HELP_PNG_DIR").map(std::path::PathBuf::from);
    let settings = Settings::default();
    for (theme, name) in [(egui::Theme::Light, "light"), (egui::Theme::Dark, "dark")] {
        for topic in 0..MalefizPage::default().topics().len() {
            let mut h = Harness::builder()
                .with_size(egui::vec2(560.0, 1500.0))
                .with_theme(theme)
                .renderer(SoftwareRenderer::new())
                .with_context_setup(App::install_loaders)
                .build_ui_state(
                    |ui, page: &mut MalefizPage| {
                        egui::Frame::central_panel(ui.style()).show(ui, |ui| {
                            page.topic(ui, topic, &PageContext { settings: &settings, now: 0.0 });
                        });
                    },
                    MalefizPage::default(),
                );
            h.run_steps(6);
            let image = h.render().expect("a frame");
            if let Some(dir) = &dir {
                image.save(dir.join(format!("topic-{topic}-{name}.png"))).expect("the picture is written");
            }
        }
    }
}
