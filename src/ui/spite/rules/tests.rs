//! The page's tables agree with the engine: every setup is a position,
//! every card's lit piles are its legal moves, the King sequence is played
//! by legal moves, and each table shows the rule its topic explains.

use super::positions::{self, YOU};
use super::table::{LiveTable, Said, targets};
use super::*;
use crate::core::Game;
use crate::i18n::Language;
use crate::games::spite::Options;
use crate::games::spite::{
    CENTRE_PILES, Card, HAND_SIZE, Illegal, Move, Rank, SIDE_PILES, Source, Spite, Status,
};
use crate::store::settings::Settings;
use eframe::egui;
use std::collections::BTreeSet;

fn both_rules() -> [Rules; 2] {
    [Rules { refill_on_empty_hand: true }, Rules { refill_on_empty_hand: false }]
}

/// The card of `face` (e.g. "7s") in the hand of the player to move.
fn hand_card(state: &Spite, face: &str) -> Card {
    let wanted: Card = face.parse().expect("a card name");
    *state.hand(state.turn()).iter().find(|c| c.face() == wanted.face()).expect("the card is in the hand")
}

/// Every card the player to move could pick up: hand cards, payoff top,
/// side-pile tops.
fn sources(state: &Spite) -> Vec<Source> {
    let mut all: Vec<Source> = state.hand(state.turn()).iter().map(|c| Source::Hand(*c)).collect();
    all.push(Source::Payoff);
    all.extend((0..SIDE_PILES).map(Source::Side));
    all
}

/// The legal moves of `from`, found by asking the engine about every pile
/// one by one (not through its list of legal moves).
fn legal_by_asking(state: &Spite, from: Source) -> BTreeSet<Move> {
    let mut candidates: Vec<Move> = (0..CENTRE_PILES).map(|to| Move::Play { from, to }).collect();
    if let Source::Hand(card) = from {
        candidates.extend((0..SIDE_PILES).map(|pile| Move::Discard { card, pile }));
    }
    candidates.into_iter().filter(|mv| state.why_illegal(mv).is_none()).collect()
}

/// Checks, for every card that can be picked up in `table`'s position,
/// that what the table lights up for it is exactly its legal moves.
fn check_targets(table: &mut LiveTable, name: &str) {
    let state = table.state().expect("the table's position").clone();
    for from in sources(&state) {
        table.board.selected = Some(from);
        let lit: BTreeSet<Move> = table.selected_targets().into_iter().collect();
        assert_eq!(lit, legal_by_asking(&state, from), "{name}: the piles lit for {from:?}");
        let listed: BTreeSet<Move> =
            state.legal_move_list().into_iter().filter(|mv| targets(&state, from).contains(mv)).collect();
        assert_eq!(lit, listed, "{name}: {from:?} against the engine's list");
    }
    table.board.selected = None;
}

/// The page's tables that are played on, under both refill rules.
fn played_tables() -> Vec<(&'static str, LiveTable)> {
    let mut all = Vec::new();
    for rules in both_rules() {
        for (name, setup) in
            [("building", positions::BUILDING), ("sides", positions::SIDES), ("refill", positions::REFILL)]
        {
            all.push((name, LiveTable::new(setup, rules)));
        }
        all.push(("winning", LiveTable::new(positions::WINNING, rules)));
    }
    all
}

#[test]
fn every_setup_is_a_position() {
    for (name, setup) in positions::ALL {
        for rules in both_rules() {
            let state = Spite::from_setup(&setup, rules, 1).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(state.to_move(), Some(YOU), "{name}: you are to move");
            assert!(state.check_integrity().is_ok(), "{name}: all 104 cards once");
        }
    }
    let page = SpitePage::default();
    for table in [&page.layout, &page.building, &page.sides, &page.refill, &page.winning] {
        assert!(table.state().is_ok());
    }
    assert_eq!(page.kings.count(), positions::KING_STEPS.len() + 1);
    assert!((0..page.kings.count()).all(|step| page.kings.state(step).is_ok()));
}

#[test]
fn lit_piles_are_the_engines_legal_moves_for_every_card() {
    for (name, mut table) in played_tables() {
        // The start and every position reached by always playing the first legal move.
        for _ in 0..8 {
            check_targets(&mut table, name);
            let state = table.state().expect("a position").clone();
            let Some(mv) = state.legal_move_list().into_iter().find(|m| !m.ends_turn()) else { break };
            table.play(mv);
        }
    }
}

#[test]
fn the_king_sequence_is_played_by_legal_moves() {
    let kings = SpitePage::default().kings;
    for step in 1..kings.count() {
        let before = kings.state(step - 1).expect("the sequence plays");
        let mv = kings.led_by(step).expect("each later step has its move");
        assert!(before.legal_move_list().contains(mv), "{mv} is legal");
        let mut played = before.clone();
        played.play(mv).expect("legal");
        assert_eq!(Ok(&played), kings.state(step));
    }
}

#[test]
fn kings_stand_for_the_rank_the_pile_needs() {
    let kings = SpitePage::default().kings;
    let top = |step: usize, pile: usize| kings.state(step).expect("a position").centre_piles()[pile].top_rank();
    assert_eq!(top(1, 0), Some(Rank::Seven), "a King on a 6 is a 7");
    assert_eq!(top(3, 0), Some(Rank::Nine), "the pile goes on from the King");
    assert_eq!(top(4, 1), Some(Rank::Jack), "[house] a King on a 10 is a Jack");
    assert_eq!(top(5, 2), Some(Rank::Ace), "a King on an empty pile is an Ace");
    let first = kings.led_by(1).expect("a move");
    let line = kings.state(0).expect("a position").notation(first, crate::games::spite::Style::Symbols);
    assert!(line.contains("(as 7)"), "{line}");
}

#[test]
fn a_pile_that_reaches_its_queen_goes_into_the_stock() {
    let mut table = LiveTable::new(positions::BUILDING, Rules::default());
    let before = table.state().expect("a position").stock_count();
    let queen = hand_card(table.state().expect("a position"), "Qh");
    table.play(Move::Play { from: Source::Hand(queen), to: 0 });
    let state = table.state().expect("a position");
    assert!(state.centre_piles()[0].is_empty());
    assert_eq!(state.stock_count(), before + 12);
    assert!(matches!(&table.said, Some(Said::Played(text)) if text.contains("reached the Queen")));
}

#[test]
fn a_card_that_does_not_follow_is_refused_with_the_engines_reason() {
    let mut table = LiveTable::new(positions::BUILDING, Rules::default());
    let state = table.state().expect("a position").clone();
    let seven = Move::Play { from: Source::Hand(hand_card(&state, "7s")), to: 1 };
    assert!(matches!(state.why_illegal(&seven), Some(Illegal::WrongRank { .. })));
    table.play(seven);
    assert_eq!(table.state().expect("a position"), &state, "nothing was played");
    assert!(matches!(&table.said, Some(Said::Refused(why)) if why.contains("needs 4")));
}

#[test]
fn only_hand_cards_go_to_side_piles_and_one_ends_the_turn() {
    let mut table = LiveTable::new(positions::SIDES, Rules::default());
    let state = table.state().expect("a position").clone();
    let side_top =
        state.player(YOU).and_then(|p| p.side_piles()[0].last().copied()).expect("side 1 holds 5♥");
    let payoff = state.payoff_top(YOU).expect("a payoff card");
    assert_eq!(state.why_illegal(&Move::Discard { card: side_top, pile: 2 }), Some(Illegal::SideToSidePile));
    assert_eq!(state.why_illegal(&Move::Discard { card: payoff, pile: 2 }), Some(Illegal::PayoffToSidePile));
    assert_eq!(targets(&state, Source::Side(0)).len(), 1, "5♥ goes to centre 2 only");
    table.play(Move::Discard { card: hand_card(&state, "Jh"), pile: 2 });
    let after = table.state().expect("a position");
    assert_eq!(after.turn(), 1, "the turn passed");
    assert_eq!(after.hand(1).len(), HAND_SIZE, "the opponent drew up to five");
}

#[test]
fn the_refill_follows_the_setting() {
    for refill in [true, false] {
        let mut table = LiveTable::new(positions::REFILL, Rules::default());
        table.follow(Rules { refill_on_empty_hand: refill });
        assert_eq!(table.rules().refill_on_empty_hand, refill);
        let six = hand_card(table.state().expect("a position"), "6s");
        table.play(Move::Play { from: Source::Hand(six), to: 0 });
        let state = table.state().expect("a position");
        if refill {
            let drawn: Vec<String> = state.hand(YOU).iter().map(|c| c.to_ascii()).collect();
            assert_eq!(drawn, ["2h", "7c", "Jd", "9s", "Ac"], "the stock's next five cards");
        } else {
            assert!(state.hand(YOU).is_empty());
            assert!(state.legal_move_list().contains(&Move::EndTurn), "the End turn button shows");
        }
    }
}

#[test]
fn emptying_the_payoff_pile_wins_and_scores_the_opponents_payoff_cards() {
    let mut table = LiveTable::new(positions::WINNING, Rules::default());
    let six = hand_card(table.state().expect("a position"), "6d");
    for mv in [Move::Play { from: Source::Hand(six), to: 0 }, Move::Play { from: Source::Payoff, to: 0 }] {
        table.play(mv);
        assert_eq!(table.state().expect("a position").status(), Status::Playing);
    }
    table.play(Move::Play { from: Source::Payoff, to: 0 });
    assert_eq!(table.state().expect("a position").status(), Status::Won { seat: YOU, points: 13 });
    assert!(matches!(&table.said, Some(Said::Played(text)) if text.contains("score 13 points")));
    table.reset();
    assert_eq!(table.state().expect("a position").payoff_count(YOU), 2, "Reset puts the cards back");
}

/// Draws every topic of the page with `settings` in `theme`.
fn draw_every_topic(theme: egui::Theme, settings: &Settings) {
    let count = SpitePage::default().topics().len();
    for index in 0..count {
        let mut harness = egui_kittest::Harness::builder()
            .with_theme(theme)
            .with_size(egui::vec2(560.0, 900.0))
            .with_context_setup(crate::ui::theme::install)
            .build_ui_state(
                |ui, page: &mut SpitePage| page.topic(ui, index, &PageContext { settings, now: 0.0 }),
                SpitePage::default(),
            );
        harness.run_steps(2);
    }
}

#[test]
fn every_topic_draws_in_both_themes_and_every_language() {
    for language in Language::ALL {
        crate::i18n::set(language);
        let page = SpitePage::default();
        assert!(!page.topics().is_empty());
        let themes: &[egui::Theme] = if language == Language::English {
            &[egui::Theme::Dark, egui::Theme::Light]
        } else {
            &[egui::Theme::Dark]
        };
        for &theme in themes {
            for refill in [true, false] {
                let mut settings = Settings::default();
                settings.set_options::<crate::games::spite::Spite>(&Options { refill_on_empty_hand: refill, ..Options::default() });
                draw_every_topic(theme, &settings);
            }
        }
    }
    crate::i18n::set(Language::English);
}

#[test]
fn the_topics_and_the_tables_words_come_in_the_readers_language() {
    crate::i18n::set(Language::English);
    let english = SpitePage::default().topics();
    for (language, needs) in [(Language::German, "braucht 4"), (Language::Portuguese, "pede 4")] {
        crate::i18n::set(language);
        let topics = SpitePage::default().topics();
        assert_eq!(topics.len(), english.len());
        for (topic, in_english) in topics.iter().zip(&english) {
            assert!(!topic.is_empty() && topic != in_english, "{language:?}: {topic}");
        }
        let mut table = LiveTable::new(positions::BUILDING, Rules::default());
        let state = table.state().expect("a position").clone();
        table.play(Move::Play { from: Source::Hand(hand_card(&state, "7s")), to: 1 });
        assert!(
            matches!(&table.said, Some(Said::Refused(why)) if why.contains(needs)),
            "{language:?}: {:?}",
            table.said
        );
        let queen = hand_card(&state, "Qh");
        table.play(Move::Play { from: Source::Hand(queen), to: 0 });
        let english_said = "You played";
        assert!(
            matches!(&table.said, Some(Said::Played(text)) if !text.contains(english_said)),
            "{language:?}: {:?}",
            table.said
        );
    }
    crate::i18n::set(Language::English);
}
