//! The Malice rules page's diagrams checked against the engine, and the
//! page drawn and clicked.

use super::*;
use crate::core::{Game, Outcome};
use crate::games::malice::{EndReason, Malice, Move, Players, Side, Square};
use crate::store::settings::Settings;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn square(name: &str) -> Square {
    name.parse().expect("a square name")
}

fn sorted(mut squares: Vec<Square>) -> Vec<Square> {
    squares.sort_by_key(|s| s.index());
    squares
}

/// The squares the engine lets the piece on `from` move to, asked
/// square by square ("why not?" has no answer for a legal move).
fn engine_targets(state: &Malice, from: Square) -> Vec<Square> {
    sorted(Square::all().filter(|to| state.why_not(from, *to).is_none()).collect())
}

/// Checks every piece's marked targets against the engine in the
/// diagram's position.
fn check_targets(name: &str, diagram: &Diagram) {
    let state = diagram.state().expect("a position");
    let legal = state.legal_move_list();
    for from in Square::all().filter(|sq| state.piece_at(*sq).is_some()) {
        let marked = sorted(diagram.targets(from));
        assert_eq!(marked, engine_targets(state, from), "{name}: the targets of {from}");
        let listed: Vec<Square> = legal
            .iter()
            .filter_map(|m| match *m {
                Move::Step { from: f, to, .. } if f == from => Some(to),
                _ => None,
            })
            .collect();
        assert_eq!(marked, sorted(listed), "{name}: the targets of {from} are the engine's legal moves");
    }
}

#[test]
fn every_diagram_position_reads() {
    let mut page = MalicePage::default();
    assert!(page.start.state().is_some());
    for (name, diagram) in page.diagrams_mut() {
        assert!(diagram.state().is_some(), "{name}: {}", diagram.start());
        assert!(!diagram.state().expect("a position").is_over(), "{name} is a game in progress");
    }
    assert!(page.handover().shown().is_ok() && page.last_piece().shown().is_ok());
    for limit in [0, 1, 2, QUIET_MOVE_LIMIT, 999] {
        let rules = Rules { quiet_limit: limit, ..Rules::default() };
        let state = Malice::from_position(&quiet_position(limit), rules).expect("the quiet position");
        assert!(!state.is_over(), "limit {limit}");
    }
}

#[test]
fn the_marked_targets_are_the_engines_legal_moves() {
    let mut page = MalicePage::default();
    for (name, diagram) in page.diagrams_mut() {
        check_targets(name, diagram);
        // And again after a move or two played on the diagram.
        for _ in 0..2 {
            let Some(&mv) = diagram.moves().first() else { break };
            diagram.play(mv, 0.0, 0.0).expect("a legal move");
            check_targets(name, diagram);
        }
    }
}

#[test]
fn a_look_only_diagram_marks_no_targets() {
    let page = MalicePage::default();
    assert!(page.start.moves().is_empty());
    assert!(Square::all().all(|sq| page.start.targets(sq).is_empty()));
}

#[test]
fn the_selected_pieces_have_targets() {
    let mut page = MalicePage::default();
    for (name, diagram) in page.diagrams_mut() {
        if let Some(selected) = diagram.selected() {
            assert!(!diagram.targets(selected).is_empty(), "{name}: the selected piece can move");
        }
    }
}

#[test]
fn a_small_piece_steps_one_square_every_way() {
    let page = MalicePage::default();
    let targets = page.piece_diagram(Size::Small).targets(square("Lb3"));
    let expected = ["La2", "La3", "La4", "Lb2", "Lb4", "Lc2", "Lc3", "Lc4"].map(square);
    assert_eq!(sorted(targets), sorted(expected.to_vec()));
}

#[test]
fn a_medium_piece_jumps_over_pieces_beside_it() {
    let page = MalicePage::default();
    let targets = page.piece_diagram(Size::Medium).targets(square("Lb3"));
    let expected = ["La1", "Lc1", "Ld2", "Ld4", "La5", "Lc5"].map(square);
    assert_eq!(sorted(targets), sorted(expected.to_vec()));
}

#[test]
fn a_large_piece_stops_before_its_own_side_s_pieces() {
    let page = MalicePage::default();
    let targets = page.piece_diagram(Size::Large).targets(square("Lb2"));
    assert!(targets.contains(&square("Lb3")) && targets.contains(&square("Lc3")));
    for beyond in ["Lb4", "Lb5", "Ld4"] {
        assert!(!targets.contains(&square(beyond)), "{beyond} is out of the large piece's reach");
    }
}

#[test]
fn the_teleport_to_an_occupied_dual_is_blocked() {
    let mut page = MalicePage::default();
    let state = page.blocked.state().expect("a position").clone();
    let stays = state.parse_move("Lb2-b3").expect("a legal move");
    assert_eq!(state.landing(&stays), Some(square("Lb3")), "Rc6, the dual of Lb3, is taken");
    let jumps = state.parse_move("Lb2-c3").expect("a legal move");
    assert_eq!(state.landing(&jumps), Some(square("Rb6")));
    page.blocked.play(stays, 0.0, 0.0).expect("a legal move");
    let after = page.blocked.state().expect("a position");
    assert_eq!(after.piece_at(square("Lb3")), Some(Size::Small), "the piece stayed");
    assert_eq!(after.side_to_move(), Some(Side::North));
}

#[test]
fn captures_are_only_on_the_opponents_side() {
    let page = MalicePage::default();
    let capture = page.capture_diagram();
    let targets = capture.targets(square("Lc2"));
    assert!(targets.contains(&square("Lc6")), "North's medium piece can be taken");
    assert!(!targets.contains(&square("Lb3")), "South's own small piece cannot");
    let state = capture.state().expect("a position");
    let mut after = state.clone();
    let mv = state.parse_move("Lc2xc6").expect("a legal capture");
    assert_eq!(state.landing(&mv), Some(square("Rb3")), "the capturing piece comes home");
    after.play(&mv).expect("a legal capture");
    assert_eq!(after.score(Side::South), 2);
}

#[test]
fn the_handover_steps_are_engine_moves() {
    let mut page = MalicePage::default();
    let count = page.handover.count();
    assert_eq!(count, HANDOVER_CAPTIONS.len());
    for step in 0..count {
        page.handover.go_to(step, 0.0, 0.0);
        assert_eq!(page.handover.step(), step);
        assert!(page.handover.shown().is_ok(), "every step is reached by legal moves");
    }
    let state = page.handover.shown().expect("a position");
    assert_eq!(state.piece_at(square("Lb4")), Some(Size::Small), "the piece came back to South");
    page.handover.go_to(1, 0.0, 0.0);
    let state = page.handover.shown().expect("a position");
    assert_eq!(state.piece_at(square("Rc6")), Some(Size::Small), "the piece went over to North");
    assert!(state.seat_controls(state.turn_seat(), square("Rc6")), "North moves it");
    page.handover.go_to(0, 0.0, 0.0);
    assert_eq!(page.handover.shown(), Ok(&Malice::new(Rules::default())));
}

#[test]
fn emptying_a_quadrant_ends_the_game_and_points_decide() {
    let mut page = MalicePage::default();
    assert_eq!(page.last_piece.count(), LAST_PIECE_CAPTIONS.len());
    page.last_piece.go_to(1, 0.0, 0.0);
    let state = page.last_piece.shown().expect("a position");
    assert_eq!(state.end_reason(), Some(EndReason::QuadrantEmpty));
    assert_eq!((state.score(Side::South), state.score(Side::North)), (4, 3));
    assert_eq!(state.outcome(), Some(Outcome::Win(state.team_seats(Side::South))));
    assert_eq!(state.piece_at(square("Rc3")), Some(Size::Large));
}

#[test]
fn the_quiet_move_diagram_follows_the_limit_in_the_settings() {
    for limit in [0, 1, 5, QUIET_MOVE_LIMIT] {
        let mut diagram = quiet_diagram(limit);
        let mv = diagram.moves()[0];
        assert!(!matches!(mv, Move::Step { capture: true, .. }), "nothing to capture");
        diagram.play(mv, 0.0, 0.0).expect("a legal move");
        let state = diagram.state().expect("a position");
        let ended = state.end_reason() == Some(EndReason::QuietLimit);
        assert_eq!(ended, limit != 0, "limit {limit}");
        if ended {
            assert_eq!(state.outcome(), Some(Outcome::Draw), "equal points");
        }
    }
}

#[test]
fn four_players_south_l_moves_only_its_quadrant_and_captures_for_the_team() {
    let page = MalicePage::default();
    let state = page.four.state().expect("a position");
    assert_eq!(state.rules().players, Players::Four);
    assert_eq!(state.seat_name(state.turn_seat()), "South-L");
    assert!(page.four.targets(square("Ra1")).is_empty(), "R-South is South-R's");
    assert!(!page.four.targets(square("Lc2")).is_empty());
    let mut after = state.clone();
    let mv = state.parse_move("Lc2xc6").expect("a legal capture");
    after.play(&mv).expect("a legal capture");
    assert_eq!(after.seat_name(after.turn_seat()), "North-L");
    assert!(after.seat_controls(2, square("Rb3")), "the piece landed in South-R's quadrant");
}

#[test]
fn reset_brings_back_the_start_and_its_selection() {
    let mut page = MalicePage::default();
    let start = page.capture.state().cloned();
    let mv = page.capture.state().expect("a position").parse_move("Lc2xc6").expect("a legal capture");
    page.capture.play(mv, 0.0, 0.5).expect("a legal capture");
    assert_eq!(page.capture.played(), 1);
    assert_eq!(page.capture.selected(), None);
    page.capture.reset();
    assert_eq!(page.capture.played(), 0);
    assert_eq!(page.capture.state().cloned(), start);
    assert_eq!(page.capture.selected(), Some(square("Lc2")));
}

fn harness(topic: usize, theme: eframe::egui::Theme) -> Harness<'static, MalicePage> {
    Harness::builder()
        .with_size(eframe::egui::vec2(560.0, 1400.0))
        .with_theme(theme)
        .with_context_setup(crate::ui::App::install_loaders)
        .build_ui_state(
            move |ui, page: &mut MalicePage| {
                let settings = Settings::default();
                let now = ui.input(|i| i.time);
                page.topic(ui, topic, &PageContext { settings: &settings, now });
            },
            MalicePage::default(),
        )
}

#[test]
fn every_topic_draws_in_both_themes_and_every_language() {
    let page = MalicePage::default();
    assert!(!page.topics().is_empty());
    for language in crate::i18n::Language::ALL {
        crate::i18n::set(language);
        for theme in [eframe::egui::Theme::Dark, eframe::egui::Theme::Light] {
            for topic in 0..page.topics().len() {
                let mut h = harness(topic, theme);
                h.run();
            }
        }
    }
    crate::i18n::set(crate::i18n::Language::English);
}

#[test]
fn the_topics_and_captions_are_in_the_language() {
    use crate::i18n::{Language, set, text};
    set(Language::English);
    let english = MalicePage::default().topics();
    assert_eq!(english[0], "Boards and dual squares");
    let captions: Vec<&str> = HANDOVER_CAPTIONS.iter().chain(&LAST_PIECE_CAPTIONS).copied().collect();
    let in_english: Vec<String> = captions.iter().map(|id| text(id, &[])).collect();
    for language in [Language::German, Language::Portuguese] {
        set(language);
        let topics = MalicePage::default().topics();
        assert_eq!(topics.len(), english.len());
        for (theirs, ours) in topics.iter().zip(&english) {
            assert_ne!(theirs, ours, "{language:?}");
        }
        for (id, ours) in captions.iter().zip(&in_english) {
            let theirs = text(id, &[]);
            assert!(!theirs.is_empty() && theirs != *ours && theirs != *id, "{language:?}: {id}");
        }
    }
    set(Language::English);
}

#[test]
fn a_refused_move_on_a_diagram_is_said_in_the_language() {
    use crate::i18n::{Language, set};
    let mut h = harness(4, eframe::egui::Theme::Dark);
    set(Language::German);
    h.run();
    // Lc2's large piece moves in straight lines: Ld4 is out of its reach.
    h.get_by_label("Ld4").click();
    h.run();
    h.get_by_label("Nicht erlaubt:");
    h.get_by_label_contains("Die große Figur auf Lc2 erreicht Ld4 nicht");
    assert_eq!(h.state().capture.played(), 0);
    set(Language::English);
}

#[test]
fn a_click_on_a_target_plays_the_capture() {
    let mut h = harness(4, eframe::egui::Theme::Dark);
    h.run();
    h.get_by_label("Lc6").click();
    h.run();
    let state = h.state().capture.state().expect("a position");
    assert_eq!(state.score(Side::South), 2, "the medium piece was taken");
    assert_eq!(state.piece_at(square("Rb3")), Some(Size::Large));
    h.get_by_label("Lc2xc6 ⇒ Rb3");
    h.get_by_label("Reset").click();
    h.run();
    assert_eq!(h.state().capture.played(), 0);
}

#[test]
fn a_diagram_whose_start_does_not_read_plays_nothing_and_says_why() {
    let mut diagram = Diagram::new("not a position", Rules::default(), Play::Moves);
    assert!(diagram.state().is_none());
    let why = diagram.play(Move::Pass, 0.0, 0.0).expect_err("no position");
    assert_eq!(why, diagram::NotPlayed::NoPosition);
    assert_eq!(why.words(), "the diagram has no position");
}

#[test]
fn a_sequence_from_a_start_that_does_not_read_keeps_the_engines_error() {
    let seq = sequence("test", "not a position", &[], &["start"]);
    let why = seq.shown().expect_err("no position");
    assert!(matches!(why, crate::ui::help::sequence::Unplayable::Start(_)), "{why:?}");
}
