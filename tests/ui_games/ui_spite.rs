//! The Spite & Malice tab driven through its real UI (AccessKit), headless.

use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use malice_table::core::{Game, Level, Seat, StopSignal};
use malice_table::games::spite::bot::first_fit_bot;
use malice_table::games::spite::{Card, Move, Rules, Setup, Source, Spite, opponent};
use malice_table::ui::App;
use malice_table::ui::spite::board::Slot as BoardStop;
use malice_table::ui::spite::cards::card_text;
use malice_table::ui::spite::{SpiteScreen, SpiteSetup, SpiteUi};

use crate::fixtures::ann_to_move;
use crate::harness::{LOW_WINDOW, harness};

/// The app with `tab` at its table, bot moves not animated.
fn table(mut tab: SpiteScreen) -> App {
    // Bot moves are animated in the app; the tests look at the result.
    tab.animation_speed = 0.0;
    App::with_screen(tab)
}

fn two_people() -> SpiteSetup {
    SpiteSetup { seats: vec![Seat::human("Ann"), Seat::human("Bob")], rules: Rules::default() }
}

fn against_a_bot() -> SpiteSetup {
    SpiteSetup { seats: vec![Seat::human("Ann"), Seat::bot("Bot", Level::Newcomer)], rules: Rules::default() }
}

fn current(h: &Harness<'static, App>) -> Spite {
    h.state().screen::<SpiteUi>().expect("the spite screen").session().current().clone()
}

fn cursor(h: &Harness<'static, App>) -> usize {
    h.state().screen::<SpiteUi>().expect("the spite screen").session().history().cursor()
}

fn hand_label(card: Card) -> String {
    format!("hand {}", card_text(card))
}

/// Clicks the first widget with this label (two decks give two of each card).
fn click(h: &mut Harness<'static, App>, label: &str) {
    h.get_all_by_label(label).next().unwrap_or_else(|| panic!("no widget labelled {label:?}")).click();
    h.run_steps(4);
}

fn drag(h: &mut Harness<'static, App>, from: &str, to: &str) {
    crate::fixtures::drag(h, from, to, 4);
}

/// Asserts that no card of either hand has a widget on screen.
fn no_hand_is_shown(h: &Harness<'static, App>) {
    let state = current(h);
    for seat in 0..2 {
        for &card in state.hand(seat) {
            assert!(h.query_by_label(&hand_label(card)).is_none(), "{} is on screen", hand_label(card));
        }
    }
    assert!(h.query_by_label("their hand").is_none());
}

#[test]
fn drag_and_drop_plays_a_card_onto_the_pile_it_was_dropped_on() {
    let mut h = harness(table(SpiteScreen::with_game(against_a_bot(), ann_to_move(), 3)), LOW_WINDOW);
    h.run();
    drag(&mut h, "hand Kd", "centre 2");
    assert_eq!(cursor(&h), 1);
    let state = current(&h);
    assert_eq!(state.centre_piles()[1].top().map(card_text), Some("Kd".to_owned()), "it landed on centre 2");
    assert!(state.centre_piles()[0].is_empty() && state.centre_piles()[2].is_empty());
    assert!(h.query_by_label("hand Kd").is_none(), "it left the hand");
    // The log shows the play with its suit symbol.
    h.get_by_label_contains("hand K♦ → centre 2 (as A)");
}

#[test]
fn click_a_card_then_a_pile_plays_it() {
    let mut h = harness(table(SpiteScreen::with_game(against_a_bot(), ann_to_move(), 3)), LOW_WINDOW);
    h.run();
    click(&mut h, "hand Kd");
    click(&mut h, "centre 3");
    assert_eq!(cursor(&h), 1);
    assert_eq!(current(&h).centre_piles()[2].top().map(card_text), Some("Kd".to_owned()));
    // The payoff top goes the same way.
    click(&mut h, "payoff");
    click(&mut h, "centre 1");
    assert_eq!(cursor(&h), 2);
    assert_eq!(current(&h).centre_piles()[0].top().map(card_text), Some("As".to_owned()));
}

#[test]
fn an_illegal_drop_returns_the_card_with_a_note() {
    let mut h = harness(table(SpiteScreen::with_game(against_a_bot(), ann_to_move(), 3)), LOW_WINDOW);
    h.run();
    drag(&mut h, "hand 7c", "centre 1");
    assert_eq!(cursor(&h), 0, "nothing was played");
    h.get_by_label("hand 7c");
    h.get_by_label_contains("Centre 1 needs A (or a King), not 7♣");
    // Clicking the card and then the pile says the same.
    click(&mut h, "hand 5d");
    click(&mut h, "centre 2");
    assert_eq!(cursor(&h), 0);
    h.get_by_label_contains("Centre 2 needs A (or a King), not 5♦");
    // A payoff card never goes to a side pile.
    drag(&mut h, "payoff", "side 1");
    assert_eq!(cursor(&h), 0);
    h.get_by_label_contains("only hand cards go to side piles");
}

#[test]
fn the_hot_seat_cover_hides_both_hands_at_the_deal_and_at_every_hand_over() {
    let mut h = harness(table(SpiteScreen::new(two_people(), 11)), LOW_WINDOW);
    h.run();
    let first = current(&h).to_move().expect("someone starts");
    let name = |seat: usize| if seat == 0 { "Ann" } else { "Bob" };
    h.get_by_label(&format!("Pass to {}", name(first)));
    no_hand_is_shown(&h);

    click(&mut h, "Ready");
    assert!(h.query_by_label_contains("Pass to").is_none());
    let state = current(&h);
    for &card in state.hand(first) {
        h.get_all_by_label(&hand_label(card)).next().expect("the mover's own hand is shown");
    }
    for &card in state.hand(opponent(first)) {
        if !state.hand(first).iter().any(|c| c.face() == card.face()) {
            assert!(h.query_by_label(&hand_label(card)).is_none(), "the other hand stays hidden");
        }
    }
    h.get_by_label("their hand");

    // End the turn with a discard: the cover comes back for the other player.
    let discard = state.legal_move_list().into_iter().find(|m| matches!(m, Move::Discard { .. }));
    let Some(Move::Discard { card, pile }) = discard else { panic!("a discard is always legal") };
    click(&mut h, &hand_label(card));
    click(&mut h, &format!("side {}", pile + 1));
    assert_eq!(cursor(&h), 1);
    h.get_by_label(&format!("Pass to {}", name(opponent(first))));
    no_hand_is_shown(&h);
    // The next player cannot undo the discard to look at the previous hand.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(4);
    assert_eq!(cursor(&h), 1, "the discard stays");
    h.get_by_label(&format!("Pass to {}", name(opponent(first))));
    no_hand_is_shown(&h);

    click(&mut h, "Ready");
    let state = current(&h);
    assert_eq!(state.to_move(), Some(opponent(first)));
    for &card in state.hand(opponent(first)) {
        h.get_all_by_label(&hand_label(card)).next().expect("the new mover's hand is shown");
    }
}

#[test]
fn undo_works_within_the_turn_and_stops_at_a_revealed_payoff_card() {
    let mut h = harness(table(SpiteScreen::with_game(against_a_bot(), ann_to_move(), 3)), LOW_WINDOW);
    h.run();
    click(&mut h, "payoff");
    click(&mut h, "centre 1");
    click(&mut h, "hand 2h");
    click(&mut h, "centre 1");
    assert_eq!(cursor(&h), 2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(cursor(&h), 1, "the hand card comes back");
    h.get_by_label("hand 2h");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(cursor(&h), 1, "the payoff play cannot be taken back");
    h.get_by_label_contains("Can't undo further: a payoff card was turned up.");
    // An Undo button (the toolbar's and the side panel's alike) explains the same.
    h.get_all_by_label("Undo")
        .find(|n| !n.accesskit_node().is_disabled())
        .expect("an enabled Undo button")
        .click();
    h.run();
    assert_eq!(cursor(&h), 1);
    h.get_by_label_contains("a payoff card was turned up");
}

#[test]
fn the_bot_plays_its_turn_and_the_persons_hand_comes_back() {
    let mut h = harness(table(SpiteScreen::with_game(against_a_bot(), ann_to_move(), 3)), LOW_WINDOW);
    h.run();
    click(&mut h, "hand Qs");
    click(&mut h, "side 2");
    assert!(cursor(&h) >= 1, "Ann's discard ended her turn");
    // Let the bot think and play, with its moves animated as in the app.
    h.state_mut().screen_mut::<SpiteUi>().expect("the spite screen").animation_speed = 1.0;
    // The bot answers inline: a frame plays its whole turn.
    h.run_steps(2);
    assert_eq!(current(&h).to_move(), Some(0), "the bot's turn ended");
    h.run_steps(8);
    for &card in current(&h).hand(0) {
        h.get_all_by_label(&hand_label(card)).next().expect("Ann's hand is shown");
    }
    h.get_by_label("their hand");
}

#[test]
fn a_won_game_shows_the_score_and_next_game_continues_the_match() {
    let setup = Setup { payoff: ["As", "Qd 8h 3c 7s"], hands: ["2h 5d 7c Kd Qs", ""], ..Setup::default() };
    let game = Spite::from_setup(&setup, Rules::default(), 5).expect("a valid position");
    let mut h = harness(table(SpiteScreen::with_game(two_people(), game, 3)), LOW_WINDOW);
    h.run();
    click(&mut h, "Ready");
    click(&mut h, "payoff");
    click(&mut h, "centre 1");
    assert!(current(&h).is_over());
    // Between two people at one screen the card names the winner.
    h.get_by_label("Ann wins");
    h.get_by_label_contains("Match: Ann 4 – 0 Bob");
    click(&mut h, "Next game");
    let app = h.state();
    assert_eq!(app.screen::<SpiteUi>().expect("the spite screen").match_record().results().len(), 1);
    assert_eq!(app.screen::<SpiteUi>().expect("the spite screen").match_record().scores(), [4, 0]);
    assert_eq!(app.screen::<SpiteUi>().expect("the spite screen").session().current().match_info().game, 2);
    // The next deal is covered until its first player is ready.
    h.get_by_label_contains("Pass to");
    no_hand_is_shown(&h);
}

#[test]
fn the_new_game_dialog_starts_a_new_match() {
    let mut h = harness(table(SpiteScreen::with_game(against_a_bot(), ann_to_move(), 3)), LOW_WINDOW);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    click(&mut h, "Refill the hand when it empties during a turn");
    click(&mut h, "Start");
    let app = h.state();
    assert!(app.screen::<SpiteUi>().expect("the spite screen").match_record().results().is_empty());
    assert!(
        !app.screen::<SpiteUi>().expect("the spite screen").session().current().rules().refill_on_empty_hand,
        "the variant was switched off"
    );
    // A fresh deal: game 1 of the new match, where only the bot (if it
    // starts) has played yet.
    let history = app.screen::<SpiteUi>().expect("the spite screen").session().history();
    assert_eq!(history.start().match_info().game, 1);
    assert!((0..history.cursor()).all(|ply| history.state_at(ply).turn() == 1), "only the bot has played");
}

/// Makes `mv` through the UI: by click-card-then-pile, or by drag when `drag`.
fn play_through_ui(h: &mut Harness<'static, App>, mv: Move, drag_it: bool) {
    let (from, to) = match mv {
        Move::Play { from, to } => {
            let from = match from {
                Source::Hand(card) => hand_label(card),
                Source::Payoff => "payoff".to_owned(),
                Source::Side(k) => format!("side {}", k + 1),
            };
            (from, format!("centre {}", to + 1))
        }
        Move::Discard { card, pile } => (hand_label(card), format!("side {}", pile + 1)),
        Move::EndTurn => {
            click(h, "End turn");
            return;
        }
    };
    if drag_it {
        drag(h, &from, &to);
    } else {
        click(h, &from);
        click(h, &to);
    }
}

#[test]
fn a_whole_game_against_the_hard_bot_through_the_ui() {
    let setup = SpiteSetup {
        seats: vec![Seat::human("Ann"), Seat::bot("Bot", Level::Club)],
        rules: Rules::default(),
    };
    let mut h = harness(table(SpiteScreen::new(setup, 17)), LOW_WINDOW);
    h.run();
    // Ann plays what the first-fit baseline picks, by click and by drag in turn.
    let mut planner = first_fit_bot();
    let mut plays = 0;
    // A bound on the frames, well past the few hundred a game takes.
    for _ in 0..5_000 {
        let state = current(&h);
        if state.is_over() {
            break;
        }
        if state.to_move() != Some(0) {
            // The bot answers inline: a frame plays its whole turn.
            h.step();
            continue;
        }
        let before = cursor(&h);
        let mv = planner.choose(&state.view(0), &StopSignal::never()).expect("Ann has a move");
        play_through_ui(&mut h, mv, plays % 2 == 1);
        plays += 1;
        assert!(cursor(&h) > before, "{mv} was played through the UI");
    }
    let state = current(&h);
    assert!(state.is_over(), "the game finished ({plays} plays by Ann)");
    h.run();
    // Against a bot the card speaks to the person.
    let said = ["You won", "You lost", "A draw"];
    assert!(said.iter().any(|s| h.query_by_label(s).is_some()), "the card says how it went for Ann");
    h.get_by_label_contains("Match:");
    h.get_by_label("Next game");
}

fn keyboard_cursor(h: &Harness<'static, App>) -> Option<BoardStop> {
    h.state().screen::<SpiteUi>().expect("the spite screen").keyboard_cursor()
}

/// Presses `key` until the keyboard cursor satisfies `arrived` (at most 12 times).
fn press_until(h: &mut Harness<'static, App>, key: Key, arrived: impl Fn(BoardStop) -> bool) {
    for _ in 0..12 {
        if keyboard_cursor(h).is_some_and(&arrived) {
            return;
        }
        h.key_press(key);
        h.run_steps(2);
    }
    panic!("{key:?} never reached the place; the cursor is at {:?}", keyboard_cursor(h));
}

/// Walks the cursor along the hand to `card` and presses Enter.
fn pick_hand_card(h: &mut Harness<'static, App>, card: &str) {
    press_until(h, Key::ArrowDown, |s| matches!(s, BoardStop::Hand(_)));
    let hand = current(h).hand(0).to_vec();
    let index = hand.iter().position(|c| card_text(*c) == card).expect("the card is in the hand");
    let Some(BoardStop::Hand(at)) = keyboard_cursor(h) else { panic!("not on the hand") };
    let key = if at < index { Key::ArrowRight } else { Key::ArrowLeft };
    press_until(h, key, |s| s == BoardStop::Hand(index));
    h.key_press(Key::Enter);
    h.run_steps(4);
}

/// Walks the cursor up to a row of piles, along it to `goal`, and presses Enter.
fn enter_on(
    h: &mut Harness<'static, App>,
    goal: BoardStop,
    in_row: impl Fn(BoardStop) -> bool,
    index: impl Fn(BoardStop) -> usize,
) {
    press_until(h, Key::ArrowUp, &in_row);
    let at = keyboard_cursor(h).map(&index).expect("on the row");
    let key = if at < index(goal) { Key::ArrowRight } else { Key::ArrowLeft };
    press_until(h, key, |s| s == goal);
    h.key_press(Key::Enter);
    h.run_steps(4);
}

fn centre_index(s: BoardStop) -> usize {
    match s {
        BoardStop::Centre(i) => i,
        _ => usize::MAX,
    }
}

#[test]
fn the_keyboard_plays_the_payoff_a_hand_card_and_a_discard() {
    let mut h = harness(table(SpiteScreen::with_game(two_people(), ann_to_move(), 3)), LOW_WINDOW);
    h.run();
    // The hot-seat cover first: Enter is not taken by the board then.
    click(&mut h, "Ready");
    assert_eq!(keyboard_cursor(&h), None);
    h.key_press(Key::ArrowUp);
    h.run_steps(2);
    assert_eq!(
        keyboard_cursor(&h),
        Some(BoardStop::Payoff),
        "the first key shows the cursor on the payoff card"
    );
    h.key_press(Key::Enter);
    h.run_steps(2);
    enter_on(&mut h, BoardStop::Centre(0), |s| matches!(s, BoardStop::Centre(_)), centre_index);
    assert_eq!(cursor(&h), 1, "As went to a centre pile");
    assert_eq!(current(&h).centre_piles()[0].top().map(card_text), Some("As".to_owned()));

    // 2h from the hand onto it.
    pick_hand_card(&mut h, "2h");
    enter_on(&mut h, BoardStop::Centre(0), |s| matches!(s, BoardStop::Centre(_)), centre_index);
    assert_eq!(cursor(&h), 2);
    assert_eq!(current(&h).centre_piles()[0].top().map(card_text), Some("2h".to_owned()));

    // Qs to the second side pile ends Ann's turn.
    pick_hand_card(&mut h, "Qs");
    let side = |s: BoardStop| match s {
        BoardStop::Side(k) => k,
        _ => usize::MAX,
    };
    enter_on(&mut h, BoardStop::Side(1), |s| matches!(s, BoardStop::Side(_)), side);
    assert_eq!(cursor(&h), 3);
    assert_eq!(
        current(&h).player(0).and_then(|p| p.side_piles()[1].last()).map(|c| card_text(*c)),
        Some("Qs".to_owned())
    );
    assert_eq!(current(&h).to_move(), Some(1), "the discard passed the turn");
}

/// The app with `tab` at its table speaking `language` (the app sets the thread's
/// language from its settings every frame).
fn speaking(tab: SpiteScreen, language: malice_table::i18n::Language) -> Harness<'static, App> {
    let mut h = harness(table(tab), LOW_WINDOW);
    h.state_mut().settings.language = Some(language);
    h.run();
    h
}

#[test]
fn an_illegal_drop_is_refused_in_the_persons_language() {
    use malice_table::i18n::Language;
    let cases = [
        (
            Language::German,
            "Hand 7c",
            "Mittelstapel 1",
            "Mittelstapel 1 braucht A (oder einen König), nicht 7♣",
        ),
        (Language::Portuguese, "mão 7c", "pilha central 1", "A pilha central 1 pede A (ou um rei), não 7♣"),
    ];
    for (language, card, pile, refusal) in cases {
        let mut h = speaking(SpiteScreen::with_game(against_a_bot(), ann_to_move(), 3), language);
        drag(&mut h, card, pile);
        assert_eq!(cursor(&h), 0, "{language:?}: nothing was played");
        h.get_by_label(card);
        h.get_by_label_contains(refusal);
        assert!(h.query_by_label_contains("needs A").is_none(), "{language:?}: no English refusal");
    }
    malice_table::i18n::set(Language::English);
}

#[test]
fn the_hot_seat_cover_speaks_the_persons_language() {
    use malice_table::i18n::Language;
    for (language, pass, ready) in [
        (Language::German, "Weitergeben an Ann", "Bereit"),
        (Language::Portuguese, "Passe para Ann", "Pronto"),
    ] {
        let mut h = speaking(SpiteScreen::with_game(two_people(), ann_to_move(), 3), language);
        h.get_by_label_contains(pass);
        click(&mut h, ready);
        assert!(h.query_by_label_contains(pass).is_none(), "{language:?}: the cover is gone");
    }
    malice_table::i18n::set(Language::English);
}

#[test]
fn the_log_gives_every_move_one_line_the_bots_as_the_persons() {
    let seats = vec![Seat::human("Ann"), Seat::bot("Club player bot", Level::Club)];
    let mut tab = SpiteScreen::with_game(SpiteSetup { seats, rules: Rules::default() }, ann_to_move(), 3);
    tab.animation_speed = 0.0;
    let mut h = harness(App::with_screen(tab), egui::vec2(900.0, 600.0));
    h.run();
    click(&mut h, "hand Qs");
    click(&mut h, "side 2");
    h.run_steps(6);
    assert_eq!(current(&h).to_move(), Some(0), "the bot has played its turn");
    let rows: Vec<(String, egui::Rect)> = h
        .get_all_by_role(egui::accesskit::Role::Button)
        .filter_map(|n| {
            let label = n.accesskit_node().label().unwrap_or_default();
            let numbered =
                label.trim_start().split_once(". ").is_some_and(|(n, _)| n.parse::<usize>().is_ok());
            numbered.then(|| (label, n.rect()))
        })
        .collect();
    assert!(
        rows.iter().any(|(l, _)| l.contains("Club player bot")),
        "the bot's rows are in the log: {rows:?}"
    );
    assert!(rows.iter().any(|(l, _)| l.contains("Ann")), "and Ann's: {rows:?}");
    // One line each: no taller than the log's first row, "Start position".
    let line = h.get_by_label("Start position").rect().height();
    for (label, rect) in &rows {
        assert!(rect.height() <= line + 2.0, "{label:?} is one line ({} > {line})", rect.height());
        assert!((rect.height() - rows[0].1.height()).abs() < 0.5, "{label:?} is as tall as the others");
    }
}
