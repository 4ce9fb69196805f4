//! Malice's words: the refusals say in English exactly what the engine
//! says, and every one of them is said in German and Portuguese.

use super::*;
use crate::games::malice::Players;
use crate::i18n::{self, Language};

fn sq(name: &str) -> Square {
    name.parse().expect("a square name")
}

/// What the engine says of text that is not a move: one of each problem.
fn malformed_samples() -> Vec<Illegal> {
    let texts = ["", "Lb2", "Lb2?c3", "Lb2-e3", "Lb2-c9", "Lb2-c", "Lb2-c34", "Xb2-c3", "Lf2-c3", "L", "Lb", "Lb9"];
    let read = texts.iter().map(|text| text.parse::<Move>().expect_err("not a move"));
    read.map(Illegal::Malformed).collect()
}

/// One refusal of every kind the engine has (and several malformed moves).
fn samples() -> Vec<Illegal> {
    let mut all = malformed_samples();
    all.extend([
        Illegal::GameOver(EndReason::QuadrantEmpty),
        Illegal::GameOver(EndReason::Passes),
        Illegal::GameOver(EndReason::QuietLimit),
        Illegal::PassWithMoves,
        Illegal::OtherBoard { from: sq("Lb2"), to: sq("Rb3") },
        Illegal::NoPiece(sq("Lc4")),
        Illegal::NotYourSide { square: sq("Lb7"), mover: Side::South },
        Illegal::NotYourSide { square: sq("Lb2"), mover: Side::North },
        Illegal::NotYourQuadrant { square: sq("Rb2"), mover: "South-L", quadrant: Quadrant::LSouth },
        Illegal::NotYourQuadrant { square: sq("Lb2"), mover: "North-R", quadrant: Quadrant::RNorth },
        Illegal::StandsStill(sq("Lb2")),
        Illegal::OutOfReach { size: Size::Small, from: sq("Lb2"), to: sq("Lb4") },
        Illegal::OutOfReach { size: Size::Medium, from: sq("Lb2"), to: sq("Lb4") },
        Illegal::OutOfReach { size: Size::Large, from: sq("Lb2"), to: sq("Lc5") },
        Illegal::Blocked { from: sq("La1"), to: sq("La5"), blocker: Some(sq("La3")) },
        Illegal::Blocked { from: sq("La1"), to: sq("La5"), blocker: None },
        Illegal::CaptureOnOwnSide { to: sq("Lb1"), side: Side::South },
        Illegal::CaptureNotMarked { from: sq("Lb2"), to: sq("Lb6") },
        Illegal::NothingToCapture { from: sq("Lb2"), to: sq("Lb3") },
        Illegal::WrongLanding { actual: "Lb2-b3 ⇒ Rc6".to_owned() },
    ]);
    all
}

/// Which kind of refusal `why` is; the match makes a new kind of refusal
/// fail to compile here until it has a sample.
fn kind(why: &Illegal) -> usize {
    match why {
        Illegal::Malformed(_) => 0,
        Illegal::GameOver(_) => 1,
        Illegal::PassWithMoves => 2,
        Illegal::OtherBoard { .. } => 3,
        Illegal::NoPiece(_) => 4,
        Illegal::NotYourSide { .. } => 5,
        Illegal::NotYourQuadrant { .. } => 6,
        Illegal::StandsStill(_) => 7,
        Illegal::OutOfReach { .. } => 8,
        Illegal::Blocked { .. } => 9,
        Illegal::CaptureOnOwnSide { .. } => 10,
        Illegal::CaptureNotMarked { .. } => 11,
        Illegal::NothingToCapture { .. } => 12,
        Illegal::WrongLanding { .. } => 13,
    }
}

#[test]
fn the_samples_cover_every_kind_of_refusal() {
    let mut kinds: Vec<usize> = samples().iter().map(kind).collect();
    kinds.sort_unstable();
    kinds.dedup();
    assert_eq!(kinds, (0..=13).collect::<Vec<_>>());
}

#[test]
fn in_english_a_refusal_is_the_engines_own_sentence() {
    i18n::set(Language::English);
    for why in samples() {
        assert_eq!(refusal(&why), why.to_string());
    }
}

#[test]
fn every_refusal_is_said_in_german_and_portuguese() {
    for language in [Language::German, Language::Portuguese] {
        for why in samples() {
            i18n::set(Language::English);
            let english = refusal(&why);
            i18n::set(language);
            let theirs = refusal(&why);
            assert!(!theirs.trim().is_empty(), "{language:?}: {why:?}");
            assert_ne!(theirs, english, "{language:?} says {why:?} in English");
            assert!(!theirs.contains('{') && !theirs.contains('$'), "{language:?}: {theirs}");
            if let Illegal::Malformed(e) = &why {
                assert!(!theirs.contains(&e.problem), "{language:?} keeps the engine's `{}`", e.problem);
            }
        }
    }
    i18n::set(Language::English);
}

#[test]
fn the_refusals_name_sides_seats_and_quadrants_in_the_language() {
    i18n::set(Language::German);
    let side = refusal(&Illegal::NotYourSide { square: sq("Lb7"), mover: Side::South });
    assert!(side.contains("Süd") && side.contains("Lb7") && side.contains("1–4"), "{side}");
    let seat = Illegal::NotYourQuadrant { square: sq("Rb2"), mover: "South-L", quadrant: Quadrant::LSouth };
    let seat = refusal(&seat);
    assert!(seat.contains("Süd-L") && seat.contains("L-Süd"), "{seat}");
    i18n::set(Language::Portuguese);
    let reach = refusal(&Illegal::OutOfReach { size: Size::Small, from: sq("Lb2"), to: sq("Lb4") });
    assert!(reach.contains("peça pequena") && reach.contains("rei"), "{reach}");
    i18n::set(Language::English);
}

#[test]
fn statistics_rows_show_the_variant_in_the_language() {
    let ui = super::super::MaliceUi::default();
    for players in [Players::Two, Players::Four] {
        let game = crate::games::malice::Malice::new(crate::games::malice::Rules {
            players,
            ..crate::games::malice::Rules::default()
        });
        let kept = crate::ui::screen::ViewWords::variant_name(&ui, &game);
        i18n::set(Language::English);
        assert_eq!(variant_shown(&kept), kept);
        for language in [Language::German, Language::Portuguese] {
            i18n::set(language);
            assert_ne!(variant_shown(&kept), kept, "{language:?}: {kept}");
        }
    }
    i18n::set(Language::English);
    assert_eq!(variant_shown("something older"), "something older");
}

#[test]
fn seats_are_named_in_the_language_and_unknown_names_kept() {
    i18n::set(Language::Portuguese);
    assert_eq!(seat("North-R"), "Norte-R");
    assert_eq!(seat("South"), "Sul");
    assert_eq!(seat("nobody"), "nobody");
    i18n::set(Language::English);
    for name in ["South", "North", "South-L", "North-L", "South-R", "North-R"] {
        assert_eq!(seat(name), name);
    }
}
