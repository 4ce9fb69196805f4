//! The rules page's diagrams against the engine: every position reads,
//! every target shown is a legal move, every sequence is played by legal
//! moves, and each caption's claim holds.

use super::diagram::{self, Mark, Use};
use super::*;
use crate::games::malefiz::{BoardChoice, Colour, Move, Options, Origin, Square};
use crate::store::settings::Settings;
use std::collections::BTreeSet;

fn sq(text: &str) -> Square {
    text.parse().expect("a square")
}

/// The diagrams a person may play on.
const PLAYED: [Figure; 8] = [
    Figure::Entering,
    Figure::Counting,
    Figure::Passing,
    Figure::FirstFive,
    Figure::Hitting,
    Figure::LostTurn,
    Figure::Resting,
    Figure::Winning,
];

/// Every diagram of the page, with what it is for.
fn diagrams(page: &MalefizPage) -> Vec<(Figure, &Diagram)> {
    [Figure::ClassicStart, Figure::FastStart].into_iter().chain(PLAYED).map(|f| (f, page.figure(f))).collect()
}

/// The starts every diagram and sequence is built from.
const STARTS: [Start; 12] = [
    CLASSIC_START,
    FAST_START,
    ENTERING,
    COUNTING,
    PASSING,
    TAKING,
    FIRST_FIVE,
    HITTING,
    LOST_TURN,
    RESTING,
    VILLAGE,
    WINNING,
];

/// A diagram's start with the die showing `face`.
fn rolled(start: Start, face: u8) -> Malefiz {
    Start { roll: Some(face), ..start }.game().expect("the diagram's position")
}

/// Where the piece at `from` may stop, as the engine's list says.
fn ends(game: &Malefiz, from: &str) -> BTreeSet<Square> {
    let from = diagram::origin(from).expect("an origin");
    game.legal_move_list()
        .into_iter()
        .filter_map(|m| match m {
            Move::Piece { from: f, to, .. } if f == from => Some(to),
            _ => None,
        })
        .collect()
}

/// The position a sequence shows after `after` of its actions.
fn reached<'a>(sequence: &'a Sequence<Malefiz, StepBoard>, steps: &[Step<Mark>], after: usize) -> &'a Malefiz {
    let step = steps.iter().position(|s| s.after == after).expect("a step shows it");
    sequence.state(step).expect("every action legal")
}

fn squares(list: &[&str]) -> BTreeSet<Square> {
    list.iter().map(|s| sq(s)).collect()
}

#[test]
fn every_diagram_position_parses() {
    for start in STARTS {
        let game = start.game().unwrap_or_else(|e| panic!("{e:?}"));
        // The string is the engine's own, canonical one.
        let canonical = Malefiz::from_position(&game.position()).expect("reads back");
        assert_eq!(canonical.position(), game.position());
    }
    let page = MalefizPage::default();
    for (figure, d) in diagrams(&page) {
        assert!(d.game().is_ok(), "{figure:?}: {:?}", d.game().err());
    }
    for sequence in [&page.taking, &page.forest] {
        for step in 0..sequence.count() {
            assert!(sequence.state(step).is_ok(), "step {step}: {:?}", sequence.state(step).err());
        }
    }
}

/// The moves a diagram hands the painter, for each piece, are exactly the
/// engine's legal moves from that piece (and their ends the engine's
/// destinations), for every roll its buttons offer.
#[test]
fn a_diagrams_targets_are_the_engines_legal_moves() {
    let mut page = MalefizPage::default();
    for figure in PLAYED {
        let diagram = page.figure_mut(figure);
        let faces: Vec<Option<u8>> = match diagram.usage() {
            Use::PlayAnyRoll => (1..=6).map(Some).collect(),
            _ => vec![diagram.roll()],
        };
        for face in faces {
            diagram.reset_to(face);
            let game = diagram.game().expect("position").clone();
            let offered = diagram.offered();
            let legal = game.legal_move_list();
            for from in game.movable_pieces() {
                let shown: BTreeSet<Move> = offered.iter().copied().filter(|m| starts(m, from)).collect();
                let engine: BTreeSet<Move> = legal.iter().copied().filter(|m| starts(m, from)).collect();
                assert!(!shown.is_empty(), "{figure:?} {face:?}: {from} movable");
                assert_eq!(shown, engine, "{figure:?} with {face:?} from {from}");
                let tos: BTreeSet<Square> = shown.iter().filter_map(destination).collect();
                let destinations: BTreeSet<Square> = game.destinations(from).into_iter().collect();
                assert_eq!(tos, destinations, "{figure:?} with {face:?} from {from}");
            }
            // Nothing else is offered: no roll, no pass, no other piece.
            assert!(offered.iter().all(|m| legal.contains(m) && matches!(m, Move::Piece { .. })));
        }
    }
}

fn starts(mv: &Move, origin: Origin) -> bool {
    matches!(mv, Move::Piece { from, .. } if *from == origin)
}

fn destination(mv: &Move) -> Option<Square> {
    match mv {
        Move::Piece { to, .. } => Some(*to),
        _ => None,
    }
}

#[test]
fn a_look_only_diagram_offers_no_moves() {
    let page = MalefizPage::default();
    assert!(page.classic_start.offered().is_empty());
    assert!(page.fast_start.offered().is_empty());
}

/// Each sequence's steps are positions the engine reached by legal moves,
/// and what a step marks is there to mark.
#[test]
fn sequences_are_played_by_legal_moves() {
    let page = MalefizPage::default();
    let sequences = [
        (&page.taking, &TAKING_STEPS[..], TAKING_ACTIONS.len()),
        (&page.forest, &FOREST_STEPS[..], FOREST_ACTIONS.len()),
    ];
    for (sequence, steps, actions) in sequences {
        assert_eq!(steps.iter().map(|s| s.after).max(), Some(actions), "the last step shows every action");
        for (i, step) in steps.iter().enumerate() {
            let game = sequence.state(i).expect("every action legal");
            let (moves, view) = diagram::marked(game, step.mark);
            match step.mark {
                Mark::Nothing => assert!(moves.is_empty()),
                Mark::Select(from) => {
                    let origin = diagram::origin(from).expect("an origin");
                    assert_eq!(view.selected, Some(origin));
                    assert!(game.movable_pieces().contains(&origin), "step {i}: {from} can move");
                    assert_eq!(moves, diagram::piece_moves(game));
                }
                Mark::Place(from, to) => {
                    let origin = diagram::origin(from).expect("an origin");
                    assert_eq!(view.placing, Some((origin, sq(to))));
                    assert!(
                        !game.placements(origin, sq(to)).is_empty(),
                        "step {i}: the barricade has places"
                    );
                }
            }
        }
    }
}

#[test]
fn topics_are_listed_and_each_draws() {
    let mut page = MalefizPage::default();
    assert_eq!(page.kind(), GameKind::Malefiz);
    for language in crate::i18n::Language::ALL {
        crate::i18n::set(language);
        let topics = page.topics();
        assert_eq!(topics.len(), TOPICS.len());
        assert!(topics.iter().all(|t| !t.is_empty() && !t.starts_with("malefiz-")), "{language:?}: {topics:?}");
        for board in [BoardChoice::Classic, BoardChoice::Fast] {
            let mut settings = Settings::default();
            settings.set_options::<crate::games::malefiz::Malefiz>(&Options { board });
            for index in 0..topics.len() {
                // The shared stepper's "◀ Back" and "Next step ▶" have no glyph
                // in the app's fonts (they draw as boxes); this page's own
                // characters are checked by `every_character_of_the_page_can_be_drawn`.
                let mut harness = egui_kittest::Harness::builder()
                    .with_size(eframe::egui::vec2(560.0, 900.0))
                    .with_context_setup(crate::ui::App::install_loaders)
                    .build_ui(|ui| page.topic(ui, index, &PageContext { settings: &settings, now: 0.0 }));
                harness.run_steps(2);
            }
        }
    }
    crate::i18n::set(crate::i18n::Language::English);
}

#[test]
fn the_topics_are_translated() {
    let page = MalefizPage::default();
    crate::i18n::set(crate::i18n::Language::German);
    assert_eq!(page.topics()[4], "Sperrsteine");
    crate::i18n::set(crate::i18n::Language::Portuguese);
    assert_eq!(page.topics()[4], "Barreiras");
    crate::i18n::set(crate::i18n::Language::English);
    assert_eq!(page.topics()[4], "Barricades");
}

#[test]
fn every_character_of_the_page_can_be_drawn() {
    let mut harness =
        egui_kittest::Harness::builder().with_context_setup(crate::ui::App::install_loaders).build_ui(|ui| {
            ui.label("fonts");
        });
    harness.run();
    let sources = concat!(
        include_str!("mod.rs"),
        include_str!("diagram.rs"),
        include_str!("../../../../assets/i18n/en/malefiz-rules.ftl"),
        include_str!("../../../../assets/i18n/de/malefiz-rules.ftl"),
        include_str!("../../../../assets/i18n/pt-BR/malefiz-rules.ftl"),
        include_str!("../../../../assets/i18n/en/malefiz.ftl"),
        include_str!("../../../../assets/i18n/de/malefiz.ftl"),
        include_str!("../../../../assets/i18n/pt-BR/malefiz.ftl"),
    );
    let font = eframe::egui::FontId::proportional(14.0);
    let missing: BTreeSet<char> = sources
        .chars()
        .filter(|c| !c.is_ascii())
        .filter(|&c| !harness.ctx.fonts_mut(|f| f.has_glyph(&font, c)))
        .collect();
    assert!(missing.is_empty(), "no glyph for {missing:?}");
}

// The captions' claims, one by one.

#[test]
fn any_roll_brings_a_piece_out_and_the_entry_space_counts_as_one() {
    for face in 1..=6 {
        assert!(!ends(&rolled(ENTERING, face), "h").is_empty(), "a {face} enters");
    }
    assert_eq!(ends(&rolled(ENTERING, 1), "h"), squares(&["c1"]));
    assert_eq!(ends(&rolled(ENTERING, 4), "h"), squares(&["a2", "e2", "f1"]));
    // The piece already out may move instead.
    assert!(!ends(&rolled(ENTERING, 4), "c5").is_empty());
}

#[test]
fn counting_from_a_crossing_goes_every_way_but_through_barricades() {
    let three = ends(&rolled(COUNTING, 3), "g5");
    assert_eq!(three, squares(&["d5", "e6", "f3", "h3", "j5"]));
    // With a 4 the barricades on e3 and i3 can be taken, not passed.
    let four = rolled(COUNTING, 4);
    assert!(ends(&four, "g5").is_superset(&squares(&["e3", "i3"])));
    assert!(four.has_barricade(sq("e3")) && four.has_barricade(sq("i3")));
    assert!(!ends(&rolled(COUNTING, 5), "g5").contains(&sq("d3")), "d3 lies beyond e3's barricade");
}

#[test]
fn passing_pieces_counts_them_and_never_stops_on_ones_own() {
    assert!(ends(&rolled(PASSING, 4), "c5").contains(&sq("g5")));
    assert!(!ends(&rolled(PASSING, 3), "c5").contains(&sq("f5")));
    assert_eq!(rolled(PASSING, 3).why_not(Origin::Square(sq("c5")), sq("f5")).map(|_| ()), Some(()));
}

#[test]
fn the_barricade_sequence_follows_the_placement_rules() {
    let game = TAKING.game().expect("position");
    let places: BTreeSet<Square> = game.placements(Origin::Square(sq("e6")), sq("g7")).into_iter().collect();
    assert!(places.contains(&sq("e6")), "the space just left is free");
    assert!(places.contains(&sq("j9")));
    let board = game.board();
    assert!(!places.contains(&board.goal()));
    assert!(places.iter().all(|p| p.row() > 1), "never the bottom row");
    assert!(
        places.iter().all(|p| !game.has_barricade(*p) && game.piece_at(*p).is_none_or(|_| *p == sq("e6")))
    );
    let page = MalefizPage::default();
    let last = reached(&page.taking, &TAKING_STEPS, TAKING_ACTIONS.len());
    assert!(last.has_barricade(sq("j9")) && !last.has_barricade(sq("g7")));
    assert_eq!(last.piece_at(sq("g7")), Some(Colour::Red));
}

#[test]
fn the_first_five_reaches_two_barricades() {
    let game = FIRST_FIVE.game().expect("position");
    assert!(ends(&game, "h").is_superset(&squares(&["a3", "e3"])));
    let mut page = MalefizPage::default();
    page.play(Figure::FirstFive, "h-a3/a11").expect("legal");
    let shown = page.shown(Figure::FirstFive).expect("position");
    assert!(shown.has_barricade(sq("a11")) && !shown.has_barricade(sq("a3")));
    page.first_five.reset();
    assert_eq!(page.shown(Figure::FirstFive).expect("position").position(), game.position());
}

#[test]
fn a_hit_piece_goes_home() {
    let mut page = MalefizPage::default();
    assert!(ends(page.shown(Figure::Hitting).expect("position"), "c5").contains(&sq("e6")));
    page.play(Figure::Hitting, "c5-e6").expect("legal");
    let shown = page.shown(Figure::Hitting).expect("position");
    assert_eq!(shown.in_house(Colour::Yellow), 5);
    assert_eq!(shown.piece_at(sq("e6")), Some(Colour::Red));
    assert!(page.played(Figure::Hitting)[0].contains("hits Yellow"));
}

#[test]
fn a_hemmed_in_piece_loses_the_turn_with_a_high_roll() {
    for face in 1..=3 {
        assert_ne!(rolled(LOST_TURN, face).legal_move_list(), vec![Move::Pass], "a {face} moves");
    }
    for face in 4..=6 {
        assert_eq!(rolled(LOST_TURN, face).legal_move_list(), vec![Move::Pass], "a {face} passes");
    }
    let mut page = MalefizPage::default();
    page.play(Figure::LostTurn, "pass").expect("legal");
    assert_eq!(page.shown(Figure::LostTurn).expect("position").turn(), Colour::Yellow);
}

#[test]
fn a_resting_piece_cannot_be_hit_and_a_village_piece_goes_to_the_forest() {
    let three = ends(&rolled(RESTING, 3), "e8");
    assert!(!three.contains(&sq("g7")));
    assert!(ends(&rolled(RESTING, 4), "e8").contains(&sq("h7")));
    let page = MalefizPage::default();
    let hit = reached(&page.forest, &FOREST_STEPS, 1);
    assert_eq!(hit.in_forest(Colour::Yellow), 1);
    assert_eq!(hit.in_house(Colour::Yellow), 2);
    let rolled_two = reached(&page.forest, &FOREST_STEPS, 2);
    assert_eq!(ends(rolled_two, "f"), squares(&["h5", "i6", "j5"]));
    assert_eq!(rolled_two.board().forest_exit(), Some(sq("i5")));
}

#[test]
fn the_goal_needs_an_exact_count_and_ends_the_game() {
    let goal = rolled(WINNING, 5).board().goal();
    assert!(ends(&rolled(WINNING, 5), "e13").contains(&goal));
    assert!(!ends(&rolled(WINNING, 6), "e13").contains(&goal));
    let mut page = MalefizPage::default();
    page.play(Figure::Winning, "e13-i14").expect("legal");
    let shown = page.shown(Figure::Winning).expect("position");
    assert_eq!(shown.winner(), Some(Colour::Red));
    assert!(shown.legal_move_list().is_empty());
    assert!(page.winning.offered().is_empty());
}

#[test]
fn the_reach_text_names_the_engines_destinations() {
    let text = diagram::reach(&rolled(COUNTING, 4));
    for to in ["c5", "e7", "k5", "e3 (taking the barricade)", "i3 (taking the barricade)"] {
        assert!(text.contains(to), "{text}");
    }
    assert!(diagram::reach(&rolled(LOST_TURN, 5)).contains("the turn is lost"));
    assert!(diagram::reach(&rolled(HITTING, 3)).contains("e6 (hitting Yellow)"));
}

#[test]
fn why_not_gives_the_engines_reason() {
    let mut page = MalefizPage::default();
    page.passing.reset_to(Some(3));
    let own = page.passing.why_not("c5", "f5").expect("refused");
    assert!(own.contains("own piece"), "{own}");
    page.resting.reset_to(Some(3));
    let resting = page.resting.why_not("e8", "g7").expect("refused");
    assert!(resting.contains("resting space g7"), "{resting}");
    page.winning.reset_to(Some(6));
    let over = page.winning.why_not("e13", "i14").expect("refused");
    assert!(over.contains("pass over the goal"), "{over}");
    page.winning.reset_to(Some(5));
    assert_eq!(page.winning.why_not("e13", "i14"), None, "a 5 reaches the goal");
}

#[test]
fn a_start_that_cannot_be_set_keeps_the_engines_error_and_says_it() {
    let seven = Start { roll: Some(7), ..FIRST_FIVE };
    let why = seven.game().expect_err("a die has six faces");
    assert_eq!(why, diagram::Unset::Roll(crate::games::malefiz::RollError::OutOfRange { face: 7 }));
    assert_eq!(why.words(), "A die shows 1 to 6, not 7.");
    let unread = Start { position: "classic r", roll: None };
    let why = unread.game().expect_err("no colours");
    assert!(matches!(&why, diagram::Unset::Position { position: "classic r", .. }), "{why:?}");
    assert!(why.words().contains("classic r"), "{}", why.words());
}

#[test]
fn a_move_the_engine_refuses_on_a_diagram_is_the_engines_refusal() {
    let mut page = MalefizPage::default();
    let why = page.play(Figure::FirstFive, "h-a4").expect_err("a 5 does not stop on a4");
    let diagram::NotPlayed::Refused(refused) = &why else { panic!("{why:?}") };
    assert_eq!(refused.mv, "h-a4");
    assert!(why.words().starts_with("`h-a4` is not legal here: "), "{}", why.words());
}
