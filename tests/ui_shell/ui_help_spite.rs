//! How to play, Spite & Malice's page, driven through the real window
//! (AccessKit), headless: every topic by "Next ▶", a card played and
//! refused on a live table, Reset, the King sequence, both themes.
//!
//! The app shows its first tab (Malice) behind the window, so the only
//! Spite & Malice cards on screen are the page's: their labels ("hand Qh",
//! "centre 1") are unambiguous.

use crate::harness::themed;
use crate::ui_help::help_on;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::games::GameKind;
use malice_table::games::spite::{Rank, Status};
use malice_table::ui::App;
use malice_table::ui::help::RulesPage;
use malice_table::ui::spite::rules::{Said, SpitePage};

/// Spite & Malice's page in `theme`, its first frames drawn.
fn spite_page(theme: egui::Theme) -> Harness<'static, App> {
    let mut h = themed(help_on(GameKind::Spite), egui::vec2(1280.0, 900.0), theme);
    h.run_steps(4);
    h
}

fn page<'h>(h: &'h Harness<'static, App>) -> &'h SpitePage {
    h.state().help.page::<SpitePage>().expect("the Spite & Malice page")
}

/// Scrolls the widget labelled `label` into view and clicks it.
fn click(h: &mut Harness<'static, App>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run_steps(4);
    h.get_by_label(label).click();
    h.run_steps(4);
}

/// Turns to the topic titled `title` with "Next ▶".
fn turn_to(h: &mut Harness<'static, App>, title: &str) {
    while h.state().help.topic_title() != title {
        click(h, "Next ▶");
    }
}

#[test]
fn next_walks_through_every_topic_in_both_themes() {
    for theme in [egui::Theme::Dark, egui::Theme::Light] {
        let mut h = spite_page(theme);
        assert_eq!(h.state().help.game(), GameKind::Spite);
        let topics = page(&h).topics();
        for (i, title) in topics.iter().enumerate() {
            assert_eq!(&h.state().help.topic_title(), title, "{theme:?}: topic {}", i + 1);
            // Each topic's table is drawn: its centre piles are on screen.
            assert!(h.query_by_label("centre 1").is_some(), "{title}: a table is drawn");
            if i + 1 < topics.len() {
                click(&mut h, "Next ▶");
            }
        }
    }
}

#[test]
fn a_card_clicked_onto_a_centre_pile_is_played_and_reset_puts_it_back() {
    let mut h = spite_page(egui::Theme::Dark);
    turn_to(&mut h, "Building the centre piles");
    let stock = page(&h).building.state().expect("a position").stock_count();
    click(&mut h, "hand Qh");
    assert!(!page(&h).building.selected_targets().is_empty(), "Q♥ lights the piles it fits");
    assert!(
        h.query_by_label("Q♥ can go to centre 1, or end your turn on any side pile.").is_some(),
        "the page says where it goes"
    );
    click(&mut h, "centre 1");
    let state = page(&h).building.state().expect("a position");
    assert!(state.centre_piles()[0].is_empty(), "the Queen finished centre 1");
    assert_eq!(state.stock_count(), stock + 12, "its cards went into the stock");
    click(&mut h, "Reset");
    let state = page(&h).building.state().expect("a position");
    assert_eq!(state.centre_piles()[0].len(), 11, "Reset restores the start");
    assert_eq!(page(&h).building.said, None);
}

#[test]
fn a_card_dragged_onto_a_centre_pile_is_played() {
    let mut h = spite_page(egui::Theme::Dark);
    turn_to(&mut h, "Building the centre piles");
    h.get_by_label("hand 4c").scroll_to_me();
    h.run_steps(4);
    crate::fixtures::drag(&mut h, "hand 4c", "centre 2", 4);
    let state = page(&h).building.state().expect("a position");
    assert_eq!(state.centre_piles()[1].top_rank(), Some(Rank::Four), "4♣ is on centre 2");
    let said = "You played 4♣ from your hand onto centre 2.";
    assert!(h.query_by_label(said).is_some(), "the page says what was played");
}

#[test]
fn a_card_that_does_not_fit_is_refused_with_the_reason_under_the_table() {
    let mut h = spite_page(egui::Theme::Light);
    turn_to(&mut h, "Building the centre piles");
    click(&mut h, "hand 7s");
    click(&mut h, "centre 2");
    let why = "Centre 2 needs 4 (or a King), not 7♠.";
    assert_eq!(page(&h).building.said, Some(Said::Refused(why.to_owned())));
    assert!(h.query_by_label(why).is_some(), "the reason is shown");
    assert_eq!(page(&h).building.state().expect("a position").hand(0).len(), 5, "nothing was played");
}

#[test]
fn the_king_sequence_steps_forward_and_back() {
    let mut h = spite_page(egui::Theme::Dark);
    turn_to(&mut h, "Kings are wild");
    click(&mut h, "Next step ▶");
    assert_eq!(page(&h).kings.step(), 1);
    let shown = page(&h).kings.shown().expect("the sequence");
    assert_eq!(shown.centre_piles()[0].top_rank(), Some(Rank::Seven), "the King stands for the 7");
    click(&mut h, "◀ Back");
    assert_eq!(page(&h).kings.step(), 0);
}

#[test]
fn the_refill_table_follows_the_setting_and_offers_end_turn() {
    let mut h = spite_page(egui::Theme::Dark);
    h.state_mut().settings.set_options::<malice_table::games::spite::Spite>(
        &malice_table::games::spite::Options { refill_on_empty_hand: false, ..Default::default() },
    );
    turn_to(&mut h, "Refilling your hand");
    assert!(!page(&h).refill.rules().refill_on_empty_hand);
    click(&mut h, "hand 6s");
    click(&mut h, "centre 1");
    assert!(page(&h).refill.state().expect("a position").hand(0).is_empty(), "no refill");
    click(&mut h, "End turn");
    assert_eq!(page(&h).refill.state().expect("a position").turn(), 1, "the turn passed");
}

#[test]
fn playing_out_the_payoff_pile_wins() {
    let mut h = spite_page(egui::Theme::Dark);
    turn_to(&mut h, "Winning and the match");
    for card in ["hand 6d", "payoff", "payoff"] {
        click(&mut h, card);
        click(&mut h, "centre 1");
    }
    let status = page(&h).winning.state().expect("a position").status();
    assert_eq!(status, Status::Won { seat: 0, points: 13 });
}
