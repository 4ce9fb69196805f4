//! The rules of Spite & Malice (docs/rules/spite-and-malice.md), one test per
//! rule sentence, then whole random games that check card conservation,
//! hidden information and notation on every position they pass through.

use malice_table::core::{Game, History, Outcome, Rng, SeatSet};
use malice_table::games::spite::{
    CARD_COUNT, Card, Face, HAND_SIZE, Illegal, Leftover, MATCH_TARGET, Match, MatchError, Move, PAYOFF_SIZE,
    Rank, Reveal, Rules, STOCK_AFTER_DEAL, Setup, Source, Spite, Status, Style, opponent,
};

fn rules() -> Rules {
    Rules::default()
}

fn build(setup: Setup<'_>) -> Spite {
    Spite::from_setup(&setup, rules(), 7).unwrap_or_else(|e| panic!("{e}"))
}

fn build_with(setup: Setup<'_>, rules: Rules) -> Spite {
    Spite::from_setup(&setup, rules, 7).unwrap_or_else(|e| panic!("{e}"))
}

fn mv(game: &Spite, text: &str) -> Move {
    game.parse_move(text).unwrap_or_else(|e| panic!("{e}"))
}

fn play(game: &mut Spite, text: &str) -> Move {
    let m = mv(game, text);
    game.play(&m).unwrap_or_else(|e| panic!("{e}"));
    m
}

fn face(text: &str) -> Face {
    text.parse().expect("a card")
}

fn faces(cards: &[Card]) -> Vec<Face> {
    cards.iter().map(|c| c.face()).collect()
}

fn face_list(text: &str) -> Vec<Face> {
    text.split_whitespace().map(face).collect()
}

/// The legal plays and discards as notation, sorted.
fn notations(game: &Spite) -> Vec<String> {
    let mut list: Vec<String> =
        game.legal_move_list().iter().map(|m| game.notation(m, Style::Ascii)).collect();
    list.sort();
    list
}

/// A move for random games: `greedy` prefers the payoff top, then plays
/// to the centre, so games are won as well as drawn.
fn pick(game: &Spite, rng: &mut Rng, greedy: bool) -> Move {
    let moves = game.legal_move_list();
    assert!(!moves.is_empty(), "no legal move in a game that goes on: {game:?}");
    if greedy {
        if let Some(m) = moves.iter().find(|m| matches!(m, Move::Play { from: Source::Payoff, .. })) {
            return *m;
        }
        let plays: Vec<&Move> = moves.iter().filter(|m| matches!(m, Move::Play { .. })).collect();
        if !plays.is_empty() && rng.below(4) != 0 {
            return *plays[rng.below(plays.len() as u32) as usize];
        }
    }
    moves[rng.below(moves.len() as u32) as usize]
}

/// Plays a game to its end (or a safety limit) and returns it.
fn play_out(mut game: Spite, rng: &mut Rng, greedy: bool) -> Spite {
    for _ in 0..20_000 {
        if game.is_over() {
            return game;
        }
        let m = pick(&game, rng, greedy);
        game.play(&m).unwrap_or_else(|e| panic!("{e}"));
    }
    panic!("a game did not end within 20000 moves");
}

/// Every card the state holds, found through the public accessors.
fn all_card_ids(game: &Spite) -> Vec<usize> {
    let mut ids = Vec::new();
    for seat in 0..2 {
        let player = game.player(seat).expect("two players");
        ids.extend(player.payoff().iter().map(|c| c.id()));
        ids.extend(player.hand().iter().map(|c| c.id()));
        ids.extend(player.side_piles().iter().flatten().map(|c| c.id()));
    }
    ids.extend(game.centre_piles().iter().flat_map(|p| p.cards()).map(|c| c.id()));
    ids.extend(game.stock().iter().map(|c| c.id()));
    ids.sort_unstable();
    ids
}

// ---- Cards and layout ----

#[test]
fn deal_gives_20_payoff_and_5_hand() {
    for seed in 0..20 {
        let game = Spite::new(rules(), seed);
        for seat in 0..2 {
            assert_eq!(game.payoff_count(seat), PAYOFF_SIZE);
            assert_eq!(game.hand(seat).len(), HAND_SIZE);
            let player = game.player(seat).expect("two players");
            assert!(player.side_piles().iter().all(Vec::is_empty));
        }
        assert!(game.centre_piles().iter().all(|p| p.is_empty()));
        assert_eq!(game.check_integrity(), Ok(()));
    }
}

#[test]
fn stock_has_54_after_deal() {
    assert_eq!(STOCK_AFTER_DEAL, 54);
    for seed in 0..20 {
        assert_eq!(Spite::new(rules(), seed).stock_count(), 54);
    }
}

#[test]
fn deal_depends_only_on_the_seed() {
    assert_eq!(Spite::new(rules(), 5), Spite::new(rules(), 5));
    assert_ne!(Spite::new(rules(), 5), Spite::new(rules(), 6));
}

// ---- Centre piles ----

#[test]
fn empty_centre_accepts_ace_or_king() {
    let game = build(Setup {
        payoff: ["5c", "8d"],
        hands: ["As Ks 2h 7d Qc", ""],
        side_piles: [["3h", "", "", ""], ["", "", "", ""]],
        ..Setup::default()
    });
    let plays: Vec<String> = notations(&game).into_iter().filter(|n| n.contains("centre")).collect();
    assert_eq!(
        plays,
        [
            "hand As -> centre 1",
            "hand As -> centre 2",
            "hand As -> centre 3",
            "hand Ks -> centre 1 (as A)",
            "hand Ks -> centre 2 (as A)",
            "hand Ks -> centre 3 (as A)",
        ]
    );
    let err = game.parse_move("hand 2♥ → centre 1").expect_err("not an Ace");
    assert_eq!(err.reason, Illegal::WrongRank { pile: 0, needs: Some(Rank::Ace), card: face("2h") });
    assert_eq!(err.reason.to_string(), "Centre 1 needs A (or a King), not 2♥.");
}

#[test]
fn king_takes_the_rank_it_stands_for() {
    let mut game = build(Setup {
        payoff: ["5c", "8d"],
        hands: ["Kd 8h 9h Kc", ""],
        centre: ["", "As 2s 3s 4s 5s 6s", ""],
        ..Setup::default()
    });
    let king = mv(&game, "hand K♦ → centre 2");
    assert_eq!(game.notation(&king, Style::Symbols), "hand K♦ → centre 2 (as 7)");
    game.play(&king).expect("legal");
    let pile = &game.centre_piles()[1];
    assert_eq!(pile.top_rank(), Some(Rank::Seven));
    assert_eq!(pile.entries().last().map(|(c, r)| (c.face(), r)), Some((face("Kd"), Rank::Seven)));
    assert_eq!(pile.next_rank(), Some(Rank::Eight));
    // The King counts as the 7: an 8 follows, a 9 does not.
    assert!(game.parse_move("hand 9♥ → centre 2").is_err());
    play(&mut game, "hand 8♥ → centre 2");
    // A King can stand for any rank, the Queen included.
    assert_eq!(game.notation(&mv(&game, "hand K♣ → centre 2"), Style::Symbols), "hand K♣ → centre 2 (as 9)");
    assert_eq!(game.notation(&mv(&game, "hand K♣ → centre 1"), Style::Symbols), "hand K♣ → centre 1 (as A)");
    // A wrong claim about the King's rank is refused.
    let err = game.parse_move("hand K♣ → centre 2 (as 10)").expect_err("it stands for 9");
    assert_eq!(
        err.reason,
        Illegal::KingStandsFor { card: face("Kc"), actual: Rank::Nine, claimed: Rank::Ten }
    );
}

#[test]
fn pile_completed_at_queen_is_shuffled_into_stock() {
    let mut game = build(Setup {
        payoff: ["5c", "8d"],
        hands: ["Qh 9c", ""],
        centre: ["As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js", "", ""],
        ..Setup::default()
    });
    let pile_cards: Vec<Card> = game.centre_piles()[0].cards().to_vec();
    let stock_before = game.stock_count();
    let queen = mv(&game, "hand Q♥ → centre 1");
    assert_eq!(game.reveals(&queen), Some(Reveal::PileShuffledIn));
    game.play(&queen).expect("legal");
    assert!(game.centre_piles()[0].is_empty(), "a complete pile is empty again at once");
    assert_eq!(game.stock_count(), stock_before + 12);
    for card in &pile_cards {
        assert!(game.stock().contains(card), "{card} went back to the stock");
    }
    assert!(game.stock().iter().any(|c| c.face() == face("Qh")));
    // Shuffled: the returning cards are not simply stacked on top in order.
    let top12 = &game.stock()[game.stock_count() - 12..];
    assert_ne!(faces(top12), face_list("As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qh"));
    assert_eq!(game.check_integrity(), Ok(()));
}

#[test]
fn pile_completed_by_a_king_as_queen() {
    let mut game = build(Setup {
        payoff: ["5c", "8d"],
        hands: ["Kh 9c", ""],
        centre: ["As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js", "", ""],
        ..Setup::default()
    });
    assert_eq!(game.notation(&mv(&game, "hand Kh -> centre 1"), Style::Ascii), "hand Kh -> centre 1 (as Q)");
    play(&mut game, "hand K♥ → centre 1");
    assert!(game.centre_piles()[0].is_empty());
}

// ---- A turn ----

#[test]
fn refill_to_five_at_turn_start() {
    let mut game = build(Setup {
        payoff: ["5c", "8d"],
        hands: ["9h", "2c"],
        stock: "3c 4c 5d 6c 7c",
        ..Setup::default()
    });
    let stock_before = game.stock_count();
    let discard = mv(&game, "hand 9♥ → side 1");
    assert_eq!(game.reveals(&discard), Some(Reveal::NextTurnDrew));
    game.play(&discard).expect("legal");
    assert_eq!(faces(game.hand(1)), face_list("2c 3c 4c 5d 6c"));
    assert_eq!(game.stock_count(), stock_before - 4);
    assert_eq!(game.to_move(), Some(1));
}

#[test]
fn first_discard_draws_nothing_for_a_full_hand() {
    let mut game = Spite::new(rules(), 3);
    let starter = game.turn();
    let other = opponent(starter);
    let before = game.hand(other).to_vec();
    let discard =
        *game.legal_move_list().iter().find(|m| matches!(m, Move::Discard { .. })).expect("a discard");
    // Nothing is drawn, but the turn has passed: the discard cannot be taken back.
    assert_eq!(
        game.reveals(&discard),
        Some(Reveal::TurnPassed),
        "the opponent still holds the 5 dealt cards"
    );
    game.play(&discard).expect("legal");
    assert_eq!(game.hand(other), before.as_slice());
}

#[test]
fn refill_when_hand_empties_mid_turn() {
    let mut game = build(Setup {
        payoff: ["5c", "8d"],
        hands: ["As", ""],
        stock: "2c 3c 4c 5d 6c 7c",
        ..Setup::default()
    });
    let ace = mv(&game, "hand A♠ → centre 1");
    assert_eq!(game.reveals(&ace), Some(Reveal::HandRefilled));
    game.play(&ace).expect("legal");
    assert_eq!(faces(game.hand(0)), face_list("2c 3c 4c 5d 6c"));
    assert_eq!(game.to_move(), Some(0), "the turn goes on");
}

#[test]
fn refill_when_hand_empties_mid_turn_is_off_when_the_variant_is_off() {
    let off = Rules { refill_on_empty_hand: false };
    let mut game = build_with(
        Setup { payoff: ["5c", "8d"], hands: ["As", ""], stock: "2c 3c 4c 5d 6c 7c", ..Setup::default() },
        off,
    );
    let ace = mv(&game, "hand A♠ → centre 1");
    assert_eq!(game.reveals(&ace), None);
    game.play(&ace).expect("legal");
    assert!(game.hand(0).is_empty());
    assert_eq!(game.to_move(), Some(0));
    assert_eq!(game.legal_move_list(), [Move::EndTurn], "no card to discard: the turn ends without one");
    play(&mut game, "end turn");
    assert_eq!(game.to_move(), Some(1));
}

#[test]
fn empty_hand_ends_turn_without_discarding() {
    // Stock exhausted: the mid-turn refill finds nothing, the game goes on.
    let mut game = build(Setup {
        payoff: ["5c", "8d"],
        hands: ["As", "2c 3c 4c 5c 6c"],
        side_piles: [["", "", "", "2d"], ["", "", "", ""]],
        leftover: Leftover::SidePile { seat: 1, pile: 0 },
        ..Setup::default()
    });
    assert_eq!(game.stock_count(), 0);
    play(&mut game, "hand A♠ → centre 1");
    assert_eq!(game.status(), Status::Playing, "the variant's refill never draws the game");
    assert!(game.hand(0).is_empty());
    assert!(notations(&game).contains(&"side 4 2d -> centre 1".to_owned()), "plays go on without a hand");
    assert!(notations(&game).contains(&"end turn".to_owned()));
    assert!(!game.legal_move_list().iter().any(|m| matches!(m, Move::Discard { .. })));
    play(&mut game, "end turn");
    assert_eq!(game.to_move(), Some(1), "the opponent holds 5 cards and needs no draw");
}

#[test]
fn end_turn_only_with_empty_hand() {
    let game = Spite::new(rules(), 1);
    assert!(!game.legal_move_list().contains(&Move::EndTurn));
    let err = game.parse_move("end turn").expect_err("cards in hand");
    assert_eq!(err.reason, Illegal::MustDiscard);
}

#[test]
fn only_hand_cards_go_to_side_piles() {
    let game = build(Setup {
        payoff: ["9c", "8d"],
        hands: ["2h", ""],
        side_piles: [["5d", "", "", ""], ["", "", "", ""]],
        ..Setup::default()
    });
    let payoff_top = game.payoff_top(0).expect("a payoff top");
    let side_top = game.player(0).and_then(|p| p.side_piles()[0].last().copied()).expect("a side top");
    let discard = |card| game.why_illegal(&Move::Discard { card, pile: 1 });
    assert_eq!(discard(payoff_top), Some(Illegal::PayoffToSidePile));
    assert_eq!(discard(side_top), Some(Illegal::SideToSidePile));
    assert_eq!(discard("Kd".parse().expect("a card")), Some(Illegal::NotInHand(face("Kd"))));
    for (text, why) in
        [("payoff 9♣ → side 2", Illegal::PayoffToSidePile), ("side 1 5♦ → side 2", Illegal::SideToSidePile)]
    {
        let err = game.parse_move(text).expect_err("only hand cards");
        assert_eq!(err.reason, why, "{text}");
        assert!(err.to_string().contains("only hand cards go to side piles"), "{err}");
    }
    for m in game.legal_move_list() {
        if let Move::Discard { card, .. } = m {
            assert!(game.hand(0).contains(&card));
        }
    }
    assert_eq!(game.legal_move_list().iter().filter(|m| matches!(m, Move::Discard { .. })).count(), 4);
}

#[test]
fn side_pile_top_only_playable() {
    let mut game = build(Setup {
        payoff: ["9c", "8d"],
        hands: ["5h", ""],
        side_piles: [["As 7d", "Ah", "", ""], ["", "", "", ""]],
        ..Setup::default()
    });
    assert!(!game.legal_move_list().iter().any(|m| matches!(m, Move::Play { from: Source::Side(0), .. })));
    let err = game.parse_move("side 1 A♠ → centre 1").expect_err("under the 7");
    assert_eq!(err.reason, Illegal::SideTopIs { pile: 0, top: face("7d"), named: face("As") });
    let ace = mv(&game, "side 2 A♥ → centre 1");
    assert_eq!(game.reveals(&ace), None, "side-pile cards are visible to both already");
    game.play(&ace).expect("legal");
    assert!(game.player(0).expect("seat 0").side_piles()[1].is_empty());
}

#[test]
fn side_pile_cards_never_move_between_side_piles() {
    let game = build(Setup {
        payoff: ["9c", "8d"],
        hands: ["5h", ""],
        side_piles: [["7d", "", "", ""], ["", "", "", ""]],
        ..Setup::default()
    });
    let err = game.parse_move("side 1 7♦ → side 2").expect_err("a side card");
    assert_eq!(err.reason, Illegal::SideToSidePile);
}

#[test]
fn payoff_top_turned_up_after_play() {
    let mut game = build(Setup { payoff: ["4c 9c As", "8d"], hands: ["5h", ""], ..Setup::default() });
    let payoff = mv(&game, "payoff A♠ → centre 1");
    assert_eq!(game.reveals(&payoff), Some(Reveal::PayoffTurnedUp));
    assert_eq!(Reveal::PayoffTurnedUp.reason(), "a payoff card was turned up");
    game.play(&payoff).expect("legal");
    assert_eq!(game.payoff_top(0).map(Card::face), Some(face("9c")));
    assert_eq!(game.payoff_count(0), 2);
}

#[test]
fn discard_ends_turn() {
    let mut game = build(Setup { payoff: ["9c", "8d"], hands: ["5h 6h", "2c"], ..Setup::default() });
    let discard = mv(&game, "hand 5♥ → side 3 (ends turn)");
    assert!(discard.ends_turn());
    game.play(&discard).expect("legal");
    assert_eq!(game.to_move(), Some(1));
    assert_eq!(game.player(0).expect("seat 0").side_piles()[2].len(), 1);
    assert!(game.view(0).legal_move_list().is_empty(), "seat 0 must wait");
    assert_eq!(game.view(0).why_illegal(&Move::EndTurn), Some(Illegal::NotYourTurn));
}

// ---- End of a game and scoring ----

#[test]
fn win_scores_opponent_payoff_count() {
    let mut game = build(Setup {
        payoff: ["As", "2d 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd 2h"],
        hands: ["5h", ""],
        ..Setup::default()
    });
    let last = mv(&game, "payoff A♠ → centre 2");
    assert_eq!(game.reveals(&last), None, "the last payoff card turns nothing up");
    game.play(&last).expect("legal");
    assert_eq!(game.status(), Status::Won { seat: 0, points: 13 });
    assert_eq!(game.outcome(), Some(Outcome::Win(SeatSet::single(0))));
    assert_eq!(game.to_move(), None);
    assert!(game.legal_move_list().is_empty());
    assert!(game.play(&Move::EndTurn).is_err());
}

#[test]
fn draw_when_stock_empty_on_needed_draw() {
    let setup = Setup {
        payoff: ["9c", "8d"],
        hands: ["5h 6h", "2c 3c"],
        leftover: Leftover::SidePile { seat: 0, pile: 3 },
        ..Setup::default()
    };
    let mut game = build(setup.clone());
    assert_eq!(game.stock_count(), 0);
    play(&mut game, "hand 5♥ → side 1");
    assert_eq!(game.status(), Status::Drawn);
    assert_eq!(game.outcome(), Some(Outcome::Draw));
    assert_eq!(game.to_move(), None);
    // A stock that runs out part-way through the draw also draws the game.
    let mut short = build(Setup { stock: "9h", ..setup });
    play(&mut short, "hand 5♥ → side 1");
    assert_eq!(short.status(), Status::Drawn);
    assert!(short.hand(1).iter().any(|c| c.face() == face("9h")));
    assert_eq!(short.check_integrity(), Ok(()));
}

// ---- Who starts, and the match ----

#[test]
fn first_starter_is_higher_payoff_top() {
    let mut ties = 0;
    let mut kings = 0;
    for seed in 0..400 {
        let game = Spite::new(rules(), seed);
        let top = |seat| game.payoff_top(seat).expect("a top").rank.value();
        let expected = if top(1) > top(0) { 1 } else { 0 };
        assert_eq!(game.to_move(), Some(expected), "seed {seed}");
        assert_eq!(game.starter(), expected);
        ties += usize::from(top(0) == top(1));
        kings += usize::from((top(0) == 13) != (top(1) == 13));
    }
    assert!(ties > 0 && kings > 0, "the seeds cover equal tops and a lone King");
}

#[test]
fn loser_starts_next_game() {
    let mut rng = Rng::seeded(11);
    let (mut after_win, mut after_draw) = (0, 0);
    let mut the_match = Match::new(rules());
    let mut seed = 100;
    while after_win < 3 || after_draw < 3 {
        seed += 1;
        assert!(seed < 600, "a match of random games shows wins and draws");
        let Ok(game) = the_match.next_game(seed) else {
            the_match = Match::new(rules());
            continue;
        };
        let greedy = seed % 3 != 0;
        let done = play_out(game, &mut rng, greedy);
        let result = the_match.record(&done).expect("the match takes the game");
        let Some(starter) = the_match.next_starter() else { panic!("known after a game") };
        match result.winner {
            Some(winner) => {
                after_win += 1;
                assert_eq!(starter, opponent(winner), "the loser starts");
            }
            None => {
                after_draw += 1;
                assert_eq!(starter, opponent(result.starter), "after a draw, the other player starts");
            }
        }
        if let Ok(next) = the_match.next_game(seed + 1000) {
            assert_eq!(next.to_move(), Some(starter));
            assert_eq!(next.match_info().scores, the_match.scores());
        }
    }
}

#[test]
fn match_to_50() {
    assert_eq!(MATCH_TARGET, 50);
    let mut rng = Rng::seeded(5);
    let mut the_match = Match::new(rules());
    assert_eq!(the_match.next_starter(), None, "the first game is decided by the payoff tops");
    let mut seed = 0;
    while !the_match.is_over() {
        seed += 1;
        assert!(seed < 1000, "a match ends");
        let game = the_match.next_game(seed).expect("the match goes on");
        assert_eq!(game.match_info().game as usize, the_match.results().len() + 1);
        assert_eq!(the_match.record(&game), Err(MatchError::GameNotOver));
        let done = play_out(game, &mut rng, true);
        let counted = the_match.scores_with(&done);
        the_match.record(&done).expect("recorded");
        assert_eq!(the_match.scores(), counted, "scores_with counts a finished game before it is recorded");
        assert_eq!(the_match.scores_with(&done), counted, "and only once after");
        assert!(matches!(
            the_match.record(&done),
            Err(MatchError::WrongGame { .. } | MatchError::MatchOver { .. })
        ));
    }
    let scores = the_match.scores();
    let winner = the_match.winner().expect("a winner");
    assert!(scores[winner] >= MATCH_TARGET);
    assert!(scores[opponent(winner)] < MATCH_TARGET);
    let total: u32 = the_match.results().iter().map(|r| r.points).sum();
    assert_eq!(total, scores[0] + scores[1]);
    assert_eq!(the_match.next_game(99), Err(MatchError::MatchOver { winner }));
}

// ---- Undo and hidden information ----

#[test]
fn undo_stops_at_revealed_card() {
    let game = build(Setup { payoff: ["9c 3h", "8d"], hands: ["As 2s 4s 5d 6d", "2c"], ..Setup::default() });
    let mut history = History::new(game);
    for text in ["hand A♠ → centre 1", "hand 2♠ → centre 1", "payoff 3♥ → centre 1", "hand 4♠ → centre 1"]
    {
        let m = mv(history.current(), text);
        history.play(m).unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!(history.played().last().map(|p| p.log.as_str()), Some("hand 4♠ → centre 1"));
    assert!(history.undo(), "a hand play reveals nothing");
    assert!(!history.can_undo(), "the payoff play turned up the 9♣");
    assert!(!history.undo());
    assert_eq!(history.current().payoff_top(0).map(Card::face), Some(face("9c")));
    assert_eq!(history.undo_until(|_| true), 0);
    let before = history.state_at(2);
    let payoff = &history.all()[2].mv;
    assert_eq!(before.reveals(payoff).map(Reveal::reason), Some("a payoff card was turned up"));
    // Redo still works up to the present.
    assert!(history.redo());
    assert_eq!(history.cursor(), 4);
}

#[test]
fn undo_stops_at_the_discard_that_starts_a_drawing_turn() {
    let game = build(Setup { payoff: ["9c", "8d"], hands: ["As 5d", "2c"], ..Setup::default() });
    let mut history = History::new(game);
    for text in ["hand A♠ → centre 1", "hand 5♦ → side 1"] {
        let m = mv(history.current(), text);
        history.play(m).unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(!history.can_undo());
    assert_eq!(history.state_at(1).reveals(&history.all()[1].mv), Some(Reveal::NextTurnDrew));
}

#[test]
fn view_hides_opponent_hand_and_stock_order() {
    let base = Setup {
        payoff: ["9c 4h", "8d"],
        hands: ["As 5d", "2c 3c 7h"],
        stock: "Qh Jh Th",
        ..Setup::default()
    };
    let a = build(base.clone());
    let b = build(Setup { hands: ["As 5d", "Qh Jh 4s"], stock: "2c 3c 7h", ..base.clone() });
    let c = build(Setup { payoff: ["Td 4h", "8d"], ..base });
    assert_ne!(a, b);
    assert_eq!(a.view(0), b.view(0), "seat 0 cannot tell the other hand or the stock order apart");
    assert_eq!(a.view(0), c.view(0), "nor what lies under a payoff top");
    assert_ne!(a.view(1), b.view(1), "seat 1 sees its own hand");
    // On a real deal: none of seat 1's hand cards is visible to seat 0.
    for seed in 0..30 {
        let game = Spite::new(rules(), seed);
        let view = game.view(0);
        let unseen = view.unseen_cards();
        for card in game.hand(1) {
            assert!(unseen.contains(card), "{card} of seat 1's hand is hidden from seat 0");
            assert!(!view.hand().contains(card));
        }
        assert_eq!(view.hand(), game.hand(0));
        assert_eq!(view.hand_count(1), HAND_SIZE);
        assert_eq!(view.stock_count(), game.stock_count());
        assert_eq!(unseen.len(), HAND_SIZE + 2 * (PAYOFF_SIZE - 1) + STOCK_AFTER_DEAL);
    }
}

#[test]
fn determinise_is_consistent_with_view() {
    let mut rng = Rng::seeded(21);
    let mut positions = 0;
    for seed in 0..40 {
        let mut game = Spite::new(rules(), seed);
        while !game.is_over() {
            let seat = game.turn();
            let view = game.view(seat);
            if rng.below(8) == 0 {
                positions += 1;
                let guess = view.determinise(&mut rng);
                assert_eq!(guess.check_integrity(), Ok(()));
                assert_eq!(guess.view(seat), view, "a determinisation shows the seat what it saw");
                assert_eq!(guess.legal_move_list(), game.legal_move_list());
                let other = view.determinise(&mut rng);
                if game.stock_count() > 10 {
                    assert_ne!(guess.stock(), other.stock(), "the unseen cards are sampled");
                }
            }
            let m = pick(&game, &mut rng, true);
            game.play(&m).expect("legal");
        }
    }
    assert!(positions > 100);
}

// ---- Whole games ----

#[test]
fn card_conservation() {
    let all: Vec<usize> = (0..CARD_COUNT).collect();
    let mut rng = Rng::seeded(2024);
    let (mut wins, mut draws) = (0, 0);
    for seed in 0..520 {
        let variant = Rules { refill_on_empty_hand: seed % 4 != 3 };
        let mut game = Spite::new(variant, seed);
        let greedy = seed % 2 == 0;
        let mut moves = 0;
        while !game.is_over() {
            let seat = game.turn();
            let m = pick(&game, &mut rng, greedy);
            assert_eq!(game.view(seat).legal_move_list(), game.legal_move_list(), "view and state agree");
            game.play(&m).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            assert_eq!(all_card_ids(&game), all, "seed {seed} after {m}");
            assert_eq!(game.check_integrity(), Ok(()), "seed {seed} after {m}");
            assert!(game.hand(seat).len() <= HAND_SIZE);
            moves += 1;
            assert!(moves < 20_000, "seed {seed} does not end");
        }
        match game.status() {
            Status::Won { seat, points } => {
                wins += 1;
                assert_eq!(game.payoff_count(seat), 0);
                assert_eq!(points as usize, game.payoff_count(opponent(seat)));
            }
            Status::Drawn => draws += 1,
            Status::Playing => unreachable!(),
        }
    }
    assert!(wins > 0 && draws > 0, "wins {wins}, draws {draws}");
}

#[test]
fn illegal_move_leaves_state_unchanged() {
    let mut game = Spite::new(rules(), 8);
    let before = game.clone();
    let not_held = Card::all().find(|c| !game.hand(game.turn()).contains(c)).expect("a card elsewhere");
    for bad in [
        Move::Play { from: Source::Hand(not_held), to: 0 },
        Move::Play { from: Source::Side(0), to: 0 },
        Move::Play { from: Source::Side(9), to: 0 },
        Move::Play { from: Source::Payoff, to: 7 },
        Move::Discard { card: not_held, pile: 0 },
        Move::Discard { card: game.hand(game.turn())[0], pile: 4 },
        Move::EndTurn,
    ] {
        assert!(game.play(&bad).is_err(), "{bad}");
        assert_eq!(game, before);
    }
}

#[test]
fn identical_cards_are_listed_once() {
    let game = build(Setup { payoff: ["9c", "8d"], hands: ["As As 5d", ""], ..Setup::default() });
    let hand = game.hand(0);
    assert_ne!(hand[0], hand[1], "the two A♠ are different cards");
    let aces: Vec<Move> = game
        .legal_move_list()
        .into_iter()
        .filter(|m| matches!(m, Move::Play { from: Source::Hand(c), to: 0 } if c.face() == face("As")))
        .collect();
    assert_eq!(aces, [Move::Play { from: Source::Hand(hand[0]), to: 0 }]);
    // Either copy may still be played.
    let mut second = game.clone();
    second.play(&Move::Play { from: Source::Hand(hand[1]), to: 0 }).expect("legal");
}

#[test]
fn save_round_trip_and_corrupt_save_rejected() {
    let mut rng = Rng::seeded(4);
    let mut game = Spite::new(rules(), 12);
    for _ in 0..30 {
        if game.is_over() {
            break;
        }
        let m = pick(&game, &mut rng, true);
        game.play(&m).expect("legal");
    }
    let text = ron::to_string(&game).expect("serialise");
    let back: Spite = ron::from_str(&text).expect("a valid save loads");
    assert_eq!(back, game);
    // Duplicate a card by overwriting the stock with the first hand card.
    let hand_card = ron::to_string(&game.hand(game.turn())[0]).expect("serialise");
    let stock_card = ron::to_string(&game.stock()[0]).expect("serialise");
    let edited = text.replacen(&stock_card, &hand_card, 1);
    if edited != text {
        let err = ron::from_str::<Spite>(&edited).expect_err("a duplicated card is refused");
        assert!(err.to_string().contains("two places"), "{err}");
    }
}

// ---- Notation ----

#[test]
fn notation_matches_the_rules_file() {
    let game = build(Setup {
        payoff: ["5c 9♣", "8d"],
        hands: ["K♦ 4♠ 2h", ""],
        side_piles: [["", "", "Q♥", ""], ["", "", "", ""]],
        centre: ["Ad 2d 3d 4d 5d 6d 7d 8d", "Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh", ""],
        ..Setup::default()
    });
    let centre2 = build(Setup {
        payoff: ["5c 9♣", "8d"],
        hands: ["K♦ 4♠ 2h", ""],
        centre: ["", "Ah 2h 3h 4h 5h 6h", ""],
        ..Setup::default()
    });
    for (state, text, ascii) in [
        (&centre2, "hand K♦ → centre 2 (as 7)", "hand Kd -> centre 2 (as 7)"),
        (&game, "payoff 9♣ → centre 1", "payoff 9c -> centre 1"),
        (&game, "side 3 Q♥ → centre 2", "side 3 Qh -> centre 2"),
        (&game, "hand 4♠ → side 1 (ends turn)", "hand 4s -> side 1 (ends turn)"),
    ] {
        let m = mv(state, text);
        assert_eq!(state.notation(&m, Style::Symbols), text);
        assert_eq!(state.notation(&m, Style::Ascii), ascii);
        assert_eq!(mv(state, ascii), m);
        assert_eq!(state.log_entry(&m), text);
    }
    // Short forms are accepted: the payoff or side card need not be named.
    assert_eq!(mv(&game, "payoff -> centre 1"), mv(&game, "payoff 9c -> centre 1"));
    assert_eq!(mv(&game, "SIDE 3 -> CENTRE 2"), mv(&game, "side 3 Q♥ → centre 2"));
    assert_eq!(mv(&game, "hand 4s -> side 1"), mv(&game, "hand 4♠ → side 1 (ends turn)"));
}

#[test]
fn malformed_notation_says_what_is_wrong() {
    let game = build(Setup { payoff: ["5c 9c", "8d"], hands: ["Kd 4s", ""], ..Setup::default() });
    let err = |t: &str| game.parse_move(t).expect_err("not a move").reason;
    // The notation's problem, for text that is not written like a move.
    let problem = |t: &str| match err(t) {
        Illegal::Malformed(e) => e.problem.to_string(),
        other => panic!("`{t}` is written like a move, refused for: {other}"),
    };
    assert!(problem("").contains("arrow"));
    assert!(problem("hand 4s centre 1").contains("arrow"));
    assert!(problem("hand 4x -> centre 1").contains("not a card"));
    assert!(problem("hand 4s -> centre 4").contains("centre pile number"));
    assert!(problem("hand 4s -> side 0").contains("side pile number"));
    assert!(problem("deck 4s -> centre 1").contains("source"));
    assert!(problem("hand 4s -> table 1").contains("destination"));
    assert!(problem("hand Kd -> centre 1 (as 7").contains("close"));
    assert!(problem("hand Kd -> centre 1 (as X)").contains("not a rank"));
    assert!(problem("hand Kd -> centre 1 (wild)").contains("does not fit"));
    assert!(problem("hand 4s -> side 1 (as 4)").contains("does not fit"));
    // Written right, but not legal here.
    assert_eq!(err("hand 7s -> centre 1"), Illegal::NotInHand(face("7s")));
    assert_eq!(err("payoff 8c -> centre 1"), Illegal::PayoffTopIs { top: face("9c"), named: face("8c") });
    assert_eq!(
        err("payoff -> centre 1"),
        Illegal::WrongRank { pile: 0, needs: Some(Rank::Ace), card: face("9c") }
    );
}

/// The refusals of plays from every source the mover can name (and of a
/// card nobody holds) to every centre pile and one past them, of discards
/// of those cards, and of `end turn`; and the other seat's refusal.
fn refusals(game: &Spite) -> Vec<Illegal> {
    let seat = game.turn();
    let mut cards: Vec<Card> = game.hand(seat).to_vec();
    cards.extend(game.payoff_top(seat));
    cards.extend(game.player(seat).into_iter().flat_map(|p| p.side_piles().iter().filter_map(|s| s.last())));
    cards.push("Kd".parse().expect("a card"));
    let sources =
        cards.iter().map(|&c| Source::Hand(c)).chain([Source::Payoff]).chain((0..5).map(Source::Side));
    let mut moves: Vec<Move> =
        sources.flat_map(|from| (0..4).map(move |to| Move::Play { from, to })).collect();
    moves.extend(cards.iter().flat_map(|&card| (0..5).map(move |pile| Move::Discard { card, pile })));
    moves.push(Move::EndTurn);
    let mut reasons: Vec<Illegal> = moves.iter().filter_map(|m| game.why_illegal(m)).collect();
    reasons.extend(game.view(opponent(seat)).why_illegal(&Move::EndTurn));
    reasons
}

#[test]
fn every_refusal_reads_as_a_sentence() {
    let mut rng = Rng::seeded(3);
    let start = build(Setup { payoff: ["5c 9c", "8d"], hands: ["Kd 4s", ""], ..Setup::default() });
    let mut reasons: Vec<Illegal> =
        ["hand 4s centre 1", "payoff 8c -> centre 1", "hand Kd -> centre 1 (as 7)"]
            .iter()
            .filter_map(|t| start.parse_move(t).err())
            .map(|e| e.reason)
            .collect();
    for seed in 0..4 {
        let mut game = Spite::new(rules(), seed);
        for ply in 0.. {
            if ply % 9 == 0 || game.is_over() {
                reasons.extend(refusals(&game));
            }
            if game.is_over() {
                break;
            }
            let m = pick(&game, &mut rng, true);
            game.play(&m).expect("legal");
        }
    }
    let mut kinds = std::collections::BTreeSet::new();
    for reason in reasons {
        let text = reason.to_string();
        assert!(!text.starts_with(char::is_lowercase) && text.ends_with('.'), "{text}");
        kinds.insert(format!("{reason:?}").split([' ', '(']).next().map(str::to_owned));
    }
    assert!(kinds.len() >= 13, "only {} kinds of refusal met: {kinds:?}", kinds.len());
}

#[test]
fn notation_round_trips() {
    let mut rng = Rng::seeded(77);
    let mut checked = 0;
    for seed in 0..60 {
        let mut game = Spite::new(rules(), seed);
        while !game.is_over() {
            for m in game.legal_move_list() {
                for style in [Style::Symbols, Style::Ascii] {
                    let text = game.notation(&m, style);
                    assert_eq!(game.parse_move(&text), Ok(m), "{text}");
                    checked += 1;
                }
                let view = game.view(game.turn());
                assert_eq!(view.notation(&m, Style::Symbols), game.notation(&m, Style::Symbols));
                assert_eq!(view.parse_move(&game.notation(&m, Style::Ascii)), Ok(m));
            }
            let m = pick(&game, &mut rng, true);
            game.play(&m).expect("legal");
        }
    }
    assert!(checked > 10_000, "{checked}");
}

#[test]
fn move_display_needs_no_position() {
    let king: Card = "Kd".parse().expect("a card");
    assert_eq!(Move::Play { from: Source::Hand(king), to: 1 }.to_string(), "hand K♦ → centre 2");
    assert_eq!(Move::Play { from: Source::Payoff, to: 0 }.to_string(), "payoff → centre 1");
    assert_eq!(Move::Play { from: Source::Side(2), to: 1 }.to_string(), "side 3 → centre 2");
    assert_eq!(Move::Discard { card: king, pile: 0 }.to_string(), "hand K♦ → side 1 (ends turn)");
    assert_eq!(Move::EndTurn.to_string(), "end turn");
}

#[test]
fn setup_errors_name_the_pile() {
    let err = |s: Setup<'_>| Spite::from_setup(&s, rules(), 1).expect_err("invalid").to_string();
    assert!(err(Setup { payoff: ["", "8d"], ..Setup::default() }).contains("player 1's payoff pile"));
    assert!(
        err(Setup { payoff: ["9c", "8d"], hands: ["As 2s 3s 4s 5s 6s", ""], ..Setup::default() })
            .contains("at most 5")
    );
    assert!(
        err(Setup { payoff: ["9c", "8d"], centre: ["As 3s", "", ""], ..Setup::default() })
            .contains("card 2 breaks")
    );
    assert!(
        err(Setup { payoff: ["9c", "8d"], hands: ["As As As", ""], ..Setup::default() })
            .contains("more than twice")
    );
    assert!(err(Setup { payoff: ["9c", "8d"], stock: "1s", ..Setup::default() }).contains("the stock"));
}
