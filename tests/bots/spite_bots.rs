//! The Spite & Malice bots: legal, deterministic, blind to what their seat
//! cannot see, sensible in hand-made positions, and stronger than the
//! first-fit baseline. The strength, timing and tuning reports are
//! `cargo run --release --example reports -- spite-strength` and its
//! siblings (`--example reports` lists them).

use malice_table::arena::roster;
use malice_table::arena::{self, Contestant, MatchReport, Player, Schedule};
use malice_table::core::{Bot, Game, Level, Rng, StopSignal};
use malice_table::games::spite::bot::tableau::Step;
use malice_table::games::spite::bot::{
    EXPERT_LIMITS, EasyBot, MediumBot, SearchBot, SearchLimits, easy, first_fit_bot, make_bot, medium,
};
use malice_table::games::spite::{Move, Rules, Setup, Source, Spite, SpiteView};

/// Expert's search with a budget small enough for the dev profile.
const QUICK_EXPERT: SearchLimits =
    SearchLimits { nodes: 3_000, worlds: 4, refine: 3, sample_nodes: 300, ..EXPERT_LIMITS };

fn quick_hard(seed: u64) -> Box<dyn Bot<Spite>> {
    Box::new(SearchBot::new(QUICK_EXPERT, seed))
}

fn build(setup: Setup<'_>) -> Spite {
    Spite::from_setup(&setup, Rules::default(), 11).unwrap_or_else(|e| panic!("{e}"))
}

/// A position reached by seeded random play from a fresh deal: mostly
/// plays to the centre, so games move on, with random discards.
fn random_position(seed: u64, moves: usize) -> Spite {
    let mut rng = Rng::seeded(seed);
    let mut game = Spite::new(Rules::default(), seed);
    for _ in 0..moves {
        let legal = game.legal_move_list();
        let plays: Vec<&Move> = legal.iter().filter(|m| matches!(m, Move::Play { .. })).collect();
        let pick = if !plays.is_empty() && rng.below(3) != 0 {
            *plays[rng.below(plays.len() as u32) as usize]
        } else {
            legal[rng.below(legal.len() as u32) as usize]
        };
        let mut next = game.clone();
        next.play(&pick).unwrap_or_else(|e| panic!("{e}"));
        if next.is_over() {
            break;
        }
        game = next;
    }
    game
}

/// Asks `bot` for a move in `game` and checks the engine accepts it.
fn legal_choice(game: &Spite, bot: &mut dyn Bot<Spite>, who: &str) -> Move {
    let view = game.view(game.turn());
    let mv =
        bot.choose(&view, &StopSignal::never()).unwrap_or_else(|| panic!("{who} gave no move in {game:?}"));
    assert_eq!(game.why_illegal(&mv), None, "{who} chose {mv} in {game:?}");
    mv
}

/// Lets `bot` play the rest of the turn; returns the moves it made.
fn finish_turn(game: &mut Spite, bot: &mut dyn Bot<Spite>) -> Vec<Move> {
    let seat = game.turn();
    let mut made = Vec::new();
    while !game.is_over() && game.turn() == seat && made.len() < 60 {
        let mv = legal_choice(game, bot, "bot");
        game.play(&mv).unwrap_or_else(|e| panic!("{e}"));
        made.push(mv);
    }
    made
}

#[test]
fn every_level_moves_legally_from_random_positions() {
    for seed in 0..24 {
        let game = random_position(seed, 10 + (seed as usize * 37) % 300);
        legal_choice(&game, first_fit_bot().as_mut(), "first fit");
        for level in [Level::Newcomer, Level::Beginner] {
            legal_choice(&game, make_bot(level, seed).as_mut(), level.name());
        }
        legal_choice(&game, quick_hard(seed).as_mut(), "hard (quick)");
        if seed < 3 {
            legal_choice(&game, make_bot(Level::Club, seed).as_mut(), "hard");
        }
    }
}

#[test]
fn planned_steps_are_legal_without_the_fallback() {
    // The bots fall back to the engine's first move if a plan ever names
    // an illegal one; check that the plans themselves are legal.
    let legal = |view: &SpiteView, step: Option<Step>, who: &str| {
        let mv = step.and_then(|s| s.to_move(view)).unwrap_or_else(|| panic!("{who}: no move for {step:?}"));
        assert_eq!(view.why_illegal(&mv), None, "{who} planned {mv}");
    };
    for seed in 0..40 {
        let game = random_position(300 + seed, (seed as usize * 53) % 400);
        let view = game.view(game.turn());
        legal(&view, easy::choose(&view, &mut Rng::seeded(seed)), "easy");
        legal(&view, medium::choose(&view), "medium");
        legal(
            &view,
            SearchBot::new(QUICK_EXPERT, seed).think(&view, &StopSignal::never()).best,
            "hard (quick)",
        );
    }
}

#[test]
fn a_finished_game_or_the_other_seat_gets_no_move() {
    let game = random_position(3, 40);
    let idle = game.view(1 - game.turn());
    let mut over = game.clone();
    let mut first_fit = first_fit_bot();
    while !over.is_over() {
        let mv = legal_choice(&over, first_fit.as_mut(), "first fit");
        over.play(&mv).unwrap_or_else(|e| panic!("{e}"));
    }
    for view in [idle, over.view(0), over.view(1)] {
        for level in Level::ALL {
            assert_eq!(make_bot(level, 1).choose(&view, &StopSignal::never()), None, "{level}");
        }
        assert_eq!(first_fit_bot().choose(&view, &StopSignal::never()), None);
    }
}

// The trait hands every bot a `SpiteView`, never a `Spite`: these fail to
// compile if a bot is ever given the whole game. That a view shows nothing
// of the other hand, under the payoff tops or of the stock order is
// `spite_rules::view_hides_opponent_hand_and_stock_order`; that those
// cards would change a search's choice if it saw them is the ISMCTS
// search's own test (`the_hidden_cards_are_never_read`).
const _: fn(&mut SearchBot, &SpiteView, &StopSignal) -> Option<Move> = <SearchBot as Bot<Spite>>::choose;
const _: fn(&mut MediumBot, &SpiteView, &StopSignal) -> Option<Move> = <MediumBot as Bot<Spite>>::choose;
const _: fn(&mut EasyBot, &SpiteView, &StopSignal) -> Option<Move> = <EasyBot as Bot<Spite>>::choose;

#[test]
fn the_same_seed_and_view_give_the_same_move() {
    for seed in 0..8 {
        let game = random_position(200 + seed, 20 + seed as usize * 25);
        let view = game.view(game.turn());
        for level in [Level::Newcomer, Level::Beginner] {
            let a = make_bot(level, seed).choose(&view, &StopSignal::never());
            let b = make_bot(level, seed).choose(&view, &StopSignal::never());
            assert_eq!(a, b, "{level}");
        }
        let a = SearchBot::new(QUICK_EXPERT, seed).think(&view, &StopSignal::never());
        let b = SearchBot::new(QUICK_EXPERT, seed).think(&view, &StopSignal::never());
        assert_eq!(a, b, "hard");
    }
}

#[test]
fn easy_plays_the_payoff_card_when_it_fits() {
    let game = build(Setup {
        payoff: ["9c 7d 4h", "Jh"],
        hands: ["2s 3c 8d Qh 10s", ""],
        centre: ["As 2s 3s", "As", ""],
        ..Setup::default()
    });
    for seed in 0..5 {
        let mv = legal_choice(&game, make_bot(Level::Newcomer, seed).as_mut(), "easy");
        assert_eq!(mv, Move::Play { from: Source::Payoff, to: 0 });
    }
}

/// Payoff 8♣ over centre 1 at 4: hand 5♦, side 6♠, hand 7♥ and then the
/// payoff card (a three-card chain). The opponent's payoff 2♥ is far from
/// every pile this builds.
fn three_card_chain() -> Spite {
    build(Setup {
        payoff: ["Jc 8c", "Qd 2h"],
        hands: ["5d 7h Js Jd 10c", ""],
        side_piles: [["9s 6s", "", "", ""], ["", "", "", ""]],
        centre: ["As 2s 3s 4s", "Ac 2c 3c 4c 5c 6c 7c 8c 9c", "Ad 2d 3d 4d 5d 6d 7d 8d 9d 10d"],
        ..Setup::default()
    })
}

/// Payoff 7♣ over centre 1 at 4: hand 5♦ and a King as 6.
fn king_chain() -> Spite {
    build(Setup {
        payoff: ["Jc 7c", "Qd 2h"],
        hands: ["5d Kh Js Jd 10c", ""],
        centre: ["As 2s 3s 4s", "Ac 2c 3c 4c 5c 6c 7c 8c 9c", "Ad 2d 3d 4d 5d 6d 7d 8d 9d 10d"],
        ..Setup::default()
    })
}

fn reaches_payoff(level: &str, game: &Spite, bot: &mut dyn Bot<Spite>) {
    let mut game = game.clone();
    let seat = game.turn();
    let before = game.payoff_count(seat);
    let made = finish_turn(&mut game, bot);
    assert!(game.payoff_count(seat) < before, "{level} did not reach its payoff card: {made:?}");
}

#[test]
fn medium_and_hard_find_a_chain_to_the_payoff_card() {
    for game in [three_card_chain(), king_chain()] {
        reaches_payoff("medium", &game, &mut MediumBot);
        for seed in 0..3 {
            reaches_payoff("hard (quick)", &game, quick_hard(seed).as_mut());
        }
        reaches_payoff("hard", &game, make_bot(Level::Club, 1).as_mut());
    }
}

#[test]
fn hard_does_not_discard_a_king_while_it_holds_another_card() {
    // Nothing useful fits: the turn ends with a discard, and the King stays.
    let game = build(Setup {
        payoff: ["Jc 9c", "Qd 10h"],
        hands: ["Kh 3d 4s Qd 6c", ""],
        side_piles: [["8s", "Jh", "", ""], ["", "", "", ""]],
        centre: ["As 2s 3s 4s 5s 6s", "Ac 2c 3c 4c 5c 6c", "Ad 2d 3d 4d 5d 6d"],
        ..Setup::default()
    });
    for seed in 0..4 {
        for bot in [quick_hard(seed), make_bot(Level::Beginner, seed)] {
            let mut g = game.clone();
            let mut bot = bot;
            let made = finish_turn(&mut g, bot.as_mut());
            let last = made.last().copied();
            let Some(Move::Discard { card, .. }) = last else { panic!("no discard: {made:?}") };
            assert!(!card.is_king(), "discarded {card}: {made:?}");
        }
    }
}

/// A Hard bot with its own limits.
fn hard_with(name: &str, limits: SearchLimits) -> Player<Spite> {
    Player::new(name, move |seed| Box::new(SearchBot::new(limits, seed)) as Box<dyn Bot<Spite>>)
}

fn first_fit() -> Player<Spite> {
    Player::new("first fit", |_seed| first_fit_bot())
}

/// Plays `deals` deals twice each, seats swapped, on `threads` threads.
fn run_match(a: &Player<Spite>, b: &Player<Spite>, deals: u64, threads: usize) -> MatchReport {
    let schedule = Schedule { threads, ..Schedule::new(2 * deals, 1000) };
    arena::play_match(
        &roster::matchup::<Spite>(2, None, 0).expect("a matchup"),
        [a, b],
        &schedule,
        &mut |_| {},
    )
}

#[test]
fn quick_hard_beats_first_fit_in_a_mini_match() {
    let report = run_match(&hard_with("hard (quick)", QUICK_EXPERT), &first_fit(), 10, 2);
    assert_eq!(report.games.len(), 20);
    // The arena plays the engine's first move for a bot that gives none;
    // these bots must always answer.
    assert_eq!(report.fallbacks(Contestant::A) + report.fallbacks(Contestant::B), 0, "{report}");
    assert!(report.wins(Contestant::A) > 10, "{report}");
}

/// Only the side pile's top 5♠ fits (centre 1 is at 4); the hand holds
/// nothing that fits and the payoff card is far off.
fn only_a_side_card_fits() -> Spite {
    build(Setup {
        payoff: ["Jc 9c", "Qd 2h"],
        hands: ["8d 8h Js Jd 10c", ""],
        side_piles: [["9s 5s", "", "", ""], ["", "", "", ""]],
        centre: ["As 2s 3s 4s", "", ""],
        ..Setup::default()
    })
}

#[test]
fn the_slips_forget_the_side_piles_as_often_as_they_say() {
    use malice_table::games::spite::bot::{Plan, SlippingBot};
    let game = only_a_side_card_fits();
    let side_play = Move::Play { from: Source::Side(0), to: 0 };
    let plays_side = |plan: Plan, sees_sides: f64, seed: u64| {
        let mut bot = SlippingBot::new(plan, easy::Slips { sees_sides }, seed);
        legal_choice(&game, &mut bot, "slipping") == side_play
    };
    for plan in [Plan::Easy, Plan::Medium] {
        assert!((0..20).all(|seed| plays_side(plan, 1.0, seed)), "{plan:?} that never forgets");
        assert!((0..20).all(|seed| !plays_side(plan, 0.0, seed)), "{plan:?} that always forgets");
        let remembered = (0..200).filter(|&seed| plays_side(plan, 0.5, seed)).count();
        assert!((70..=130).contains(&remembered), "{plan:?} at one half: {remembered} of 200");
    }
    // The levels that slip: Newcomer (Easy) and Casual (Medium).
    for level in [Level::Newcomer, Level::Casual] {
        let forgot =
            (0..60).filter(|&seed| legal_choice(&game, make_bot(level, seed).as_mut(), "level") != side_play);
        assert!(forgot.count() > 5, "{level} forgets its side piles now and then");
    }
    // Beginner is Easy without slips: it always sees the side pile.
    for seed in 0..20 {
        assert_eq!(legal_choice(&game, make_bot(Level::Beginner, seed).as_mut(), "level"), side_play);
    }
}
