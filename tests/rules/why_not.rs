//! Every reason each engine gives for refusing a move ("why not?") comes up
//! in at least one position here, and reads as a sentence. The names below
//! match every variant without a wildcard, so a new reason fails to compile
//! until it is added to its list.

use malice_table::core::Game;
use malice_table::games::malefiz::{self, Malefiz, Origin};
use malice_table::games::malice::{self, Malice, Players, Rules};
use malice_table::games::spite::{self, Setup, Source, Spite};
use std::collections::BTreeSet;

fn malice_name(why: &malice::Illegal) -> &'static str {
    use malice::Illegal::*;
    match why {
        Malformed(_) => "Malformed",
        GameOver(_) => "GameOver",
        PassWithMoves => "PassWithMoves",
        OtherBoard { .. } => "OtherBoard",
        NoPiece(_) => "NoPiece",
        NotYourSide { .. } => "NotYourSide",
        NotYourQuadrant { .. } => "NotYourQuadrant",
        StandsStill(_) => "StandsStill",
        OutOfReach { .. } => "OutOfReach",
        Blocked { .. } => "Blocked",
        CaptureOnOwnSide { .. } => "CaptureOnOwnSide",
        CaptureNotMarked { .. } => "CaptureNotMarked",
        NothingToCapture { .. } => "NothingToCapture",
        WrongLanding { .. } => "WrongLanding",
    }
}

const MALICE_REASONS: usize = 14;

fn malefiz_name(why: &malefiz::Illegal) -> &'static str {
    use malefiz::Illegal::*;
    match why {
        Malformed(_) => "Malformed",
        GameOver { .. } => "GameOver",
        MustRoll(_) => "MustRoll",
        AlreadyRolled { .. } => "AlreadyRolled",
        PassWithMoves { .. } => "PassWithMoves",
        HouseEmpty(_) => "HouseEmpty",
        NoHouse(_) => "NoHouse",
        NoForest => "NoForest",
        ForestEmpty(_) => "ForestEmpty",
        NotASpace(_) => "NotASpace",
        NoPiece(_) => "NoPiece",
        NotYourPiece { .. } => "NotYourPiece",
        OwnPieceThere { .. } => "OwnPieceThere",
        RestingSpaceTaken(_) => "RestingSpaceTaken",
        Unreachable { .. } => "Unreachable",
        NoBarricadeToTake { .. } => "NoBarricadeToTake",
        PlacementMissing { .. } => "PlacementMissing",
        BarricadeOnBottomRow(_) => "BarricadeOnBottomRow",
        BarricadeOnGoal => "BarricadeOnGoal",
        BarricadeOnRestingSpace(_) => "BarricadeOnRestingSpace",
        BarricadeUnderMover(_) => "BarricadeUnderMover",
        BarricadeOnPiece(_) => "BarricadeOnPiece",
        BarricadeOnBarricade(_) => "BarricadeOnBarricade",
    }
}

/// Malefiz reasons no position on a valid board can produce: every colour
/// in play has a house (the position reader refuses one without), so
/// `NoHouse` only guards the engine against a board built some other way.
const MALEFIZ_UNREACHABLE: [&str; 1] = ["NoHouse"];
const MALEFIZ_REASONS: usize = 23;

fn spite_name(why: &spite::Illegal) -> &'static str {
    use spite::Illegal::*;
    match why {
        Malformed(_) => "Malformed",
        GameOver => "GameOver",
        NotYourTurn => "NotYourTurn",
        NotInHand(_) => "NotInHand",
        PayoffEmpty => "PayoffEmpty",
        NoSidePile(_) => "NoSidePile",
        SidePileEmpty(_) => "SidePileEmpty",
        NoCentrePile(_) => "NoCentrePile",
        WrongRank { .. } => "WrongRank",
        PayoffToSidePile => "PayoffToSidePile",
        SideToSidePile => "SideToSidePile",
        MustDiscard => "MustDiscard",
        PayoffTopIs { .. } => "PayoffTopIs",
        SideTopIs { .. } => "SideTopIs",
        KingStandsFor { .. } => "KingStandsFor",
    }
}

const SPITE_REASONS: usize = 15;

/// Checks each reason is a sentence and gathers the names seen.
fn gather<R: std::fmt::Display>(reasons: &[R], name: fn(&R) -> &'static str) -> BTreeSet<&'static str> {
    for why in reasons {
        let text = why.to_string();
        assert!(text.len() > 12 && text.ends_with('.'), "not a sentence: {text:?}");
        assert!(text.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit()), "{text:?}");
    }
    reasons.iter().map(name).collect()
}

fn msq(text: &str) -> malice::Square {
    text.parse().expect("a Malice square")
}

#[test]
fn every_malice_reason_has_a_position() {
    let two = Rules { players: Players::Two, quiet_limit: 60 };
    let start = Malice::new(two);
    let four = Malice::new(Rules { players: Players::Four, quiet_limit: 60 });
    let over = Malice::from_position("4/4/4/4/4/4/4/s3|s3/4/4/4/4/4/4/s3 S 0-0 0", two).expect("position");
    let facing =
        Malice::from_position("4/4/4/1s2/1s2/4/4/4|s3/4/4/4/4/4/4/s3 S 0-0 0", two).expect("position");
    let parsed = |game: &Malice, text: &str| game.parse_move(text).expect_err("refused").reason;
    let why = |game: &Malice, from: &str, to: &str| game.why_not(msq(from), msq(to)).expect("refused");
    let reasons = vec![
        parsed(&start, "Lb2-e3"),
        why(&over, "La1", "La2"),
        parsed(&start, "pass"),
        why(&start, "Lb2", "Rb3"),
        why(&start, "Ld1", "Ld2"),
        why(&start, "Lb7", "Lb6"),
        why(&four, "Rb2", "Rb3"),
        why(&start, "Lb2", "Lb2"),
        why(&start, "Lb2", "Lb4"),
        why(&start, "La1", "La3"),
        why(&start, "Lb2", "Lb1"),
        parsed(&facing, "Lb4-b5"),
        parsed(&start, "Lb2xb3"),
        parsed(&start, "Lb2-c3 ⇒ Rb7"),
    ];
    let seen = gather(&reasons, malice_name);
    assert_eq!(seen.len(), MALICE_REASONS, "seen: {seen:?}");
    // The sentences the issue quotes, in spirit: whose quadrant, what blocks.
    assert!(why(&four, "Rb2", "Rb3").to_string().contains("quadrant"));
    assert!(why(&start, "La1", "La3").to_string().contains("La2"));
}

fn fsq(text: &str) -> malefiz::Square {
    text.parse().expect("a Malefiz square")
}

fn at(position: &str, roll: u8) -> Malefiz {
    Malefiz::from_position(position).expect("position").with_roll(roll).expect("roll")
}

#[test]
fn every_malefiz_reason_has_a_position() {
    const START: &str = "classic r r:5h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";
    let parsed = |game: &Malefiz, text: &str| game.parse_move(text).expect_err("refused").reason;
    let fresh = Malefiz::from_position(START).expect("position");
    let won = Malefiz::from_position("classic r r:i14,4h y:5h x:").expect("position");
    let out = at("classic r r:a1,b1,d1,e1,f1 y:5h x:i13", 1);
    let theirs = at("classic r r:5h y:a1,4h x:", 2);
    let fast = at("fast r r:h7,3h y:g7,3h x:", 1);
    let fast_start = at("fast r r:5h y:5h x:e2", 4);
    let crowded = at("classic r r:d5,4h y:c5,4h x:a3,i13", 5);
    let reasons = vec![
        parsed(&at(START, 3), "h_a1"),
        won.why_not(Origin::House, fsq("c1")).expect("refused"),
        parsed(&fresh, "h-c1"),
        parsed(&at(START, 3), "roll"),
        parsed(&at(START, 1), "pass"),
        parsed(&out, "h-c1"),
        parsed(&at(START, 3), "f-i5"),
        parsed(&fast_start, "f-i5"),
        parsed(&at(START, 3), "h-b2"),
        parsed(&at(START, 3), "c3-d3"),
        parsed(&theirs, "a1-a2"),
        parsed(&at("classic r r:c1,4h y:5h x:", 1), "h-c1"),
        parsed(&fast, "h7-g7"),
        parsed(&at(START, 3), "h-c1"),
        parsed(&at(START, 5), "h-g1/a11"),
        parsed(&at(START, 5), "h-a3"),
        parsed(&at(START, 5), "h-a3/b1"),
        parsed(&at(START, 5), "h-a3/i14"),
        parsed(&fast_start, "h-e2/c3"),
        parsed(&crowded, "h-a3/a3"),
        parsed(&crowded, "h-a3/c5"),
        parsed(&crowded, "h-a3/i13"),
    ];
    let seen = gather(&reasons, malefiz_name);
    assert_eq!(seen.len() + MALEFIZ_UNREACHABLE.len(), MALEFIZ_REASONS, "seen: {seen:?}");
    assert!(MALEFIZ_UNREACHABLE.iter().all(|name| !seen.contains(name)));
}

fn build(setup: Setup<'_>) -> Spite {
    Spite::from_setup(&setup, spite::Rules::default(), 1).expect("a valid position")
}

/// Spite & Malice reasons no game can produce: an empty payoff pile wins
/// the game at once, and a finished game refuses everything as over.
const SPITE_UNREACHABLE: [&str; 1] = ["PayoffEmpty"];

#[test]
fn every_spite_reason_has_a_position() {
    let game = build(Setup {
        payoff: ["9s 4c As", "Qd 8h 3c"],
        hands: ["2h 5d 7c Kd Qs", "Jc 6h 6s 10d 4d"],
        side_piles: [["5h", "", "", ""], ["", "", "", ""]],
        ..Setup::default()
    });
    let won = build(Setup { payoff: ["As", "2d 3d"], ..Setup::default() });
    let mut over = won.clone();
    over.play(&won.parse_move("payoff A♠ → centre 1").expect("the last payoff card")).expect("legal");
    assert!(over.is_over());
    let king_on_ace = build(Setup {
        payoff: ["9s 4c 2s", "Qd 8h 3c"],
        hands: ["2h 5d 7c Kd Qs", "Jc 6h 6s 10d 4d"],
        centre: ["Ah", "", ""],
        ..Setup::default()
    });
    let card = |text: &str| text.parse::<spite::Card>().expect("a card");
    let parsed = |game: &Spite, text: &str| game.parse_move(text).expect_err("refused").reason;
    let why = |mv: spite::Move| game.why_illegal(&mv).expect("refused");
    let play = |from, to| why(spite::Move::Play { from, to });
    let payoff_top = game.payoff_top(0).expect("a payoff top");
    let reasons = vec![
        parsed(&game, "hand Zz → centre 1"),
        over.why_illegal(&spite::Move::EndTurn).expect("refused"),
        game.view(1).why_illegal(&spite::Move::EndTurn).expect("refused"),
        play(Source::Hand(card("3d")), 0),
        play(Source::Side(5), 0),
        play(Source::Side(2), 0),
        play(Source::Hand(card("7c")), 4),
        play(Source::Hand(card("7c")), 0),
        why(spite::Move::Discard { card: payoff_top, pile: 1 }),
        why(spite::Move::Discard { card: card("5h"), pile: 1 }),
        why(spite::Move::EndTurn),
        parsed(&game, "payoff 9♠ → centre 1"),
        parsed(&game, "side 1 6♥ → centre 1"),
        parsed(&king_on_ace, "hand K♦ → centre 1 (as 5)"),
    ];
    let seen = gather(&reasons, spite_name);
    assert_eq!(seen.len() + SPITE_UNREACHABLE.len(), SPITE_REASONS, "seen: {seen:?}");
    assert!(SPITE_UNREACHABLE.iter().all(|name| !seen.contains(name)));
    // The sentences the issue quotes.
    assert!(
        why(spite::Move::Discard { card: card("5h"), pile: 1 })
            .to_string()
            .contains("A card from a side pile cannot go to another side pile")
    );
}
