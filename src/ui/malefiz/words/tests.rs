//! Every refusal, colour and variant in every language.

use super::*;
use crate::games::malefiz::{CommentProblem, MapError, NotationError, Square};
use crate::i18n::{self, Language};

fn sq(text: &str) -> Square {
    text.parse().expect("a square")
}

/// One of each refusal the engine gives.
fn every_refusal() -> Vec<Illegal> {
    let malformed =
        NotationError { text: "zz".to_owned(), problem: "no such square".to_owned(), examples: "h-c1, c1-e3" };
    let (red, yellow) = (Colour::Red, Colour::Yellow);
    vec![
        Illegal::Malformed(malformed),
        Illegal::GameOver { winner: red },
        Illegal::MustRoll(red),
        Illegal::AlreadyRolled { colour: red, roll: 4 },
        Illegal::PassWithMoves { colour: red, roll: 1 },
        Illegal::HouseEmpty(red),
        Illegal::NoHouse(yellow),
        Illegal::NoForest,
        Illegal::ForestEmpty(red),
        Illegal::NotASpace(sq("b2")),
        Illegal::NoPiece(sq("c1")),
        Illegal::NotYourPiece { square: sq("c1"), owner: yellow, mover: red },
        Illegal::OwnPieceThere { to: sq("c5"), colour: red },
        Illegal::RestingSpaceTaken(sq("g7")),
        Illegal::Unreachable { from: Origin::House, to: sq("g1"), roll: 3 },
        Illegal::Unreachable { from: Origin::Forest, to: sq("i5"), roll: 1 },
        Illegal::Unreachable { from: Origin::Square(sq("c5")), to: sq("f5"), roll: 3 },
        Illegal::NoBarricadeToTake { from: Origin::House, to: sq("c3") },
        Illegal::PlacementMissing { from: Origin::Square(sq("e6")), to: sq("g7") },
        Illegal::BarricadeOnBottomRow(sq("a1")),
        Illegal::BarricadeOnGoal,
        Illegal::BarricadeOnRestingSpace(sq("g7")),
        Illegal::BarricadeUnderMover(sq("g7")),
        Illegal::BarricadeOnPiece(sq("c5")),
        Illegal::BarricadeOnBarricade(sq("i9")),
    ]
}

/// Which variant a refusal is (a new one does not compile until listed).
fn variant(why: &Illegal) -> usize {
    match why {
        Illegal::Malformed(_) => 0,
        Illegal::GameOver { .. } => 1,
        Illegal::MustRoll(_) => 2,
        Illegal::AlreadyRolled { .. } => 3,
        Illegal::PassWithMoves { .. } => 4,
        Illegal::HouseEmpty(_) => 5,
        Illegal::NoHouse(_) => 6,
        Illegal::NoForest => 7,
        Illegal::ForestEmpty(_) => 8,
        Illegal::NotASpace(_) => 9,
        Illegal::NoPiece(_) => 10,
        Illegal::NotYourPiece { .. } => 11,
        Illegal::OwnPieceThere { .. } => 12,
        Illegal::RestingSpaceTaken(_) => 13,
        Illegal::Unreachable { .. } => 14,
        Illegal::NoBarricadeToTake { .. } => 15,
        Illegal::PlacementMissing { .. } => 16,
        Illegal::BarricadeOnBottomRow(_) => 17,
        Illegal::BarricadeOnGoal => 18,
        Illegal::BarricadeOnRestingSpace(_) => 19,
        Illegal::BarricadeUnderMover(_) => 20,
        Illegal::BarricadeOnPiece(_) => 21,
        Illegal::BarricadeOnBarricade(_) => 22,
    }
}

#[test]
fn every_refusal_is_listed() {
    let seen: std::collections::BTreeSet<usize> = every_refusal().iter().map(variant).collect();
    assert_eq!(seen, (0..=22).collect());
}

#[test]
fn in_english_each_refusal_reads_as_the_engine_says_it() {
    i18n::set(Language::English);
    for why in every_refusal() {
        assert_eq!(refusal(&why), why.to_string());
    }
}

#[test]
fn every_refusal_is_worded_in_every_language() {
    let english: Vec<String> = every_refusal().iter().map(|w| w.to_string()).collect();
    for language in Language::ALL.into_iter().filter(|l| *l != Language::English) {
        i18n::set(language);
        for (why, english) in every_refusal().iter().zip(&english) {
            let said = refusal(why);
            assert!(!said.trim().is_empty(), "{language:?}: {why:?} says nothing");
            assert_ne!(&said, english, "{language:?}: {why:?} is still in English");
            assert!(!said.contains("Red") && !said.contains("Yellow"), "{language:?}: {said}");
        }
    }
    i18n::set(Language::English);
}

#[test]
fn colours_and_variants_in_german_and_portuguese() {
    i18n::set(Language::German);
    assert_eq!(colour(Colour::Green), "Grün");
    assert_eq!(variant_shown("fast board, 3 players"), "schneller Spielplan, 3 Spieler");
    i18n::set(Language::Portuguese);
    assert_eq!(colour(Colour::Yellow), "Amarelo");
    assert_eq!(variant_shown("classic board, 2 players"), "tabuleiro clássico, 2 jogadores");
    i18n::set(Language::English);
    for kept in ["classic board, 4 players", "fast board, 2 players", "mine board, 3 players", "odd"] {
        assert_eq!(variant_shown(kept), kept);
    }
    assert_eq!(house(Colour::Blue), "Blue house");
}

#[test]
fn setup_errors_read_as_the_engine_says_them_in_english_and_are_worded_in_each_language() {
    let all = [
        SetupError::TooFewColours { found: 1 },
        SetupError::TooFewColours { found: 0 },
        SetupError::RepeatedColour { colour: Colour::Green },
        SetupError::NoHouse { colour: Colour::Blue, board: "mine".to_owned() },
        SetupError::FirstNotInPlay { colour: Colour::Yellow },
    ];
    for why in &all {
        i18n::set(Language::English);
        let english = setup_error(why);
        assert_eq!(english, why.to_string());
        for language in [Language::German, Language::Portuguese] {
            i18n::set(language);
            let said = setup_error(why);
            assert!(!said.is_empty() && said != english, "{language:?}: {said}");
        }
    }
    i18n::set(Language::English);
}

/// One of each reason a board map is refused.
fn every_map_error() -> Vec<MapError> {
    use MapError::*;
    let (line, column, colour) = (3, 5, Colour::Green);
    vec![
        BadName { name: "9 bad".to_owned() },
        NoRows,
        UnknownChar { line, column, found: '7' },
        UnknownChar { line, column, found: 'x' },
        TooWide { line, column },
        TooManyRows { line, rows: 120 },
        TooManySpaces { line, column },
        BarricadeOnBottomRow { line, column },
        NoGoal,
        TwoGoals { line, column, first: sq("i14") },
        BadHouseChar { line, column, found: '9' },
        HouseNotUnderSpace { line, column, colour },
        HouseOnGoal { line, column, colour },
        DuplicateHouse { line, column, colour },
        TooFewHouses { line, found: 1 },
        GoalUnreachable { line, column, colour, entry: sq("c1") },
        GoalUnreachableFromForest { line, column, exit: sq("i5") },
        BadComment { line, column, key: "village", problem: CommentProblem::RowsUsage },
        RepeatedComment { line, column, key: "forest" },
        VillageWithoutForest { line },
        ForestWithoutVillage { line },
    ]
}

#[test]
fn map_errors_read_as_the_engine_says_them_in_english_and_are_worded_in_each_language() {
    for why in every_map_error() {
        i18n::set(Language::English);
        let english = map_error(&why);
        assert_eq!(english, why.to_string());
        for language in [Language::German, Language::Portuguese] {
            i18n::set(language);
            let said = map_error(&why);
            assert!(!said.is_empty() && said != english && !said.contains("malefiz-"), "{language:?}: {said}");
            if let Some((line, column)) = why.location() {
                assert!(said.contains(&line.to_string()) && said.contains(&column.to_string()), "{said}");
            }
        }
    }
    i18n::set(Language::English);
}

#[test]
fn log_lines_read_as_the_engines_in_english() {
    i18n::set(Language::English);
    let barricades = "x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";
    let cases = [
        (format!("classic r r:c1,4h y:f1,4h {barricades}"), 3, "c1-f1"),
        (format!("classic r r:c1,4h y:5h {barricades}"), 4, "c1-e3/k5"),
        (format!("classic r r:c1,4h y:5h {barricades}"), 2, "c1-e1"),
        ("fast r r:e8,3h y:e7,3h x:i9,i6,e4,m4,e2,m2".to_owned(), 1, "e8-e7"),
        ("classic r r:e13 y:n13 x:i11,i10,i9,g7,k7,a3,e3,i3,m3,q3,a12".to_owned(), 5, "e13-i14"),
    ];
    for (position, roll, text) in cases {
        let game = Malefiz::from_position(&position).expect("position").with_roll(roll).expect("roll");
        let mv = game.parse_move(text).expect("a legal move");
        assert_eq!(log_line(&game, &mv), game.log_line(&mv), "{text}");
        i18n::set(Language::German);
        assert_ne!(log_line(&game, &mv), game.log_line(&mv), "{text}");
        i18n::set(Language::English);
    }
    let fresh = Malefiz::classic_start(3);
    assert_eq!(log_line(&fresh, &Move::Roll), fresh.log_line(&Move::Roll));
}
