//! "Why not?" through the real UI: a click or drop the rules refuse plays
//! nothing, and the status line says the engine's reason until the next
//! action, in all three games.

use crate::harness::{WINDOW, harness};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::core::{Game, Seat, Session};
use malice_table::games::malefiz::{Malefiz, Origin};
use malice_table::games::malice::bot::make_bot;
use malice_table::games::malice::{Malice, Players, Rules};
use malice_table::i18n::Language;
use malice_table::ui::App;
use malice_table::ui::malefiz::{MalefizScreen, MalefizUi};
use malice_table::ui::malice::{MaliceScreen, MaliceSetup, MaliceUi};
use malice_table::ui::screen::{GameScreen, GameView};
use malice_table::ui::spite::{SpiteScreen, SpiteSetup, SpiteUi};

fn people(n: usize) -> Vec<Seat> {
    ["Ann", "Bob", "Cy", "Di"].iter().take(n).map(|name| Seat::human(*name)).collect()
}

/// A Malice screen at `game`, people at every seat.
fn malice(game: Malice) -> Harness<'static, App> {
    let players = game.rules().players;
    let seats = people(if players == Players::Two { 2 } else { 4 });
    let setup = MaliceSetup { players, seats: seats.clone(), quiet_limit: game.rules().quiet_limit };
    let session = Session::new(game, seats, 1, make_bot);
    let mut h =
        harness(App::with_screen(MaliceScreen::with_view(MaliceUi::default(), setup, session, 0)), WINDOW);
    h.run();
    h
}

fn click(h: &mut Harness<'static, App>, label: &str) {
    h.get_by_label(label).click();
    h.run_steps(2);
}

fn drag(h: &mut Harness<'static, App>, from: &str, to: &str) {
    crate::fixtures::drag(h, from, to, 2);
}

fn screen<'h, V: GameView>(h: &'h Harness<'static, App>) -> &'h GameScreen<V> {
    h.state().screen::<V>().expect("the game's screen")
}

/// The status line says `why` (the refusal kept by the screen), and
/// nothing was played.
fn says<V: GameView>(h: &Harness<'static, App>, why: impl std::fmt::Display) {
    let why = why.to_string();
    assert_eq!(screen::<V>(h).refusal(), Some(why.as_str()));
    h.get_by_label(&why);
    assert_eq!(screen::<V>(h).session().history().cursor(), 0, "nothing was played");
}

fn msq(text: &str) -> malice_table::games::malice::Square {
    text.parse().expect("a square")
}

#[test]
fn malice_refusals_say_the_rule_until_the_next_action() {
    let mut h = malice(Malice::new(Rules { players: Players::Two, quiet_limit: 60 }));
    let start = Malice::new(Rules { players: Players::Two, quiet_limit: 60 });
    // A small piece sent two squares: out of reach.
    click(&mut h, "Lb2");
    click(&mut h, "Lb4");
    says::<MaliceUi>(&h, start.why_not(msq("Lb2"), msq("Lb4")).expect("refused"));
    // It stays while nothing else happens…
    h.run_steps(5);
    assert!(screen::<MaliceUi>(&h).refusal().is_some());
    // … and the next click ends it (the piece was still selected: this
    // drops the selection).
    click(&mut h, "Lb2");
    assert_eq!(screen::<MaliceUi>(&h).refusal(), None);
    // Onto a piece on the mover's own side.
    click(&mut h, "Lb2");
    click(&mut h, "Lb1");
    says::<MaliceUi>(&h, start.why_not(msq("Lb2"), msq("Lb1")).expect("refused"));
    // A piece of the other side, picked up with nothing selected.
    click(&mut h, "Lb2");
    click(&mut h, "Lb7");
    says::<MaliceUi>(&h, start.why_not(msq("Lb7"), msq("Lb7")).expect("refused"));
    assert!(screen::<MaliceUi>(&h).refusal().is_some_and(|why| why.contains("not South's")));
    // A drop on the other board.
    drag(&mut h, "Lb2", "Rb3");
    says::<MaliceUi>(&h, start.why_not(msq("Lb2"), msq("Rb3")).expect("refused"));
    // A legal move afterwards plays, and the status line is plain again.
    drag(&mut h, "Lb2", "Lb3");
    assert_eq!(screen::<MaliceUi>(&h).session().history().cursor(), 1);
    assert_eq!(screen::<MaliceUi>(&h).refusal(), None);
}

#[test]
fn malice_a_large_piece_is_blocked_and_a_seat_keeps_to_its_quadrant() {
    let two = Rules { players: Players::Two, quiet_limit: 60 };
    let blocked =
        Malice::from_position("s3/4/4/4/4/s3/4/l3|s3/4/4/4/4/4/4/s3 S 0-0 0", two).expect("position");
    let mut h = malice(blocked.clone());
    drag(&mut h, "La1", "La5");
    says::<MaliceUi>(&h, blocked.why_not(msq("La1"), msq("La5")).expect("refused"));
    assert!(screen::<MaliceUi>(&h).refusal().is_some_and(|why| why.contains("La3")));

    let four = Malice::new(Rules { players: Players::Four, quiet_limit: 60 });
    let mut h = malice(four.clone());
    click(&mut h, "Rb2");
    says::<MaliceUi>(&h, four.why_not(msq("Rb2"), msq("Rb2")).expect("refused"));
    assert!(screen::<MaliceUi>(&h).refusal().is_some_and(|why| why.contains("quadrant")));
}

fn fsq(text: &str) -> malice_table::games::malefiz::Square {
    text.parse().expect("a square")
}

fn malefiz(game: Malefiz) -> Harness<'static, App> {
    let mut h = harness(App::with_screen(MalefizScreen::with_game(game, people(2), 3)), WINDOW);
    h.run_steps(2);
    h
}

const START: &str = "classic r r:5h y:c1,4h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";

#[test]
fn malefiz_refusals_say_the_rule() {
    // Before the roll, a piece cannot be picked up: the die comes first.
    let fresh = Malefiz::from_position(START).expect("position");
    let mut h = malefiz(fresh.clone());
    click(&mut h, "Red house");
    says::<MalefizUi>(&h, "Red must roll the die first.");
    // Another colour's piece.
    let rolled = fresh.with_roll(3).expect("roll");
    let mut h = malefiz(rolled.clone());
    click(&mut h, "c1");
    assert!(screen::<MalefizUi>(&h).refusal().is_some_and(|why| why.contains("Yellow's, not Red's")));
    // A space the roll does not reach.
    click(&mut h, "Red house");
    assert_eq!(screen::<MalefizUi>(&h).refusal(), None, "the click ended the refusal");
    click(&mut h, "g1");
    says::<MalefizUi>(&h, rolled.why_not(Origin::House, fsq("g1")).expect("refused"));
    // Dropped on a space it cannot reach.
    drag(&mut h, "Red house", "c5");
    says::<MalefizUi>(&h, rolled.why_not(Origin::House, fsq("c5")).expect("refused"));
}

/// A Malefiz screen at `game` with the app set to `language`.
fn malefiz_in(game: Malefiz, language: Language) -> Harness<'static, App> {
    let mut app = App::with_screen(MalefizScreen::with_game(game, people(2), 3));
    app.settings.language = Some(language);
    let mut h = harness(app, WINDOW);
    h.run_steps(2);
    h
}

#[test]
fn malefiz_refusals_are_said_in_the_persons_language() {
    let fresh = Malefiz::from_position(START).expect("position");
    let rolled = fresh.clone().with_roll(3).expect("roll");
    let cases = [
        (
            Language::German,
            "Haus von Rot",
            "Rot muss zuerst würfeln.",
            "Die Figur auf c1 gehört Gelb, nicht Rot.",
        ),
        (
            Language::Portuguese,
            "Casa inicial do Vermelho",
            "Vermelho precisa jogar o dado primeiro.",
            "O peão em c1 é do Amarelo, não do Vermelho.",
        ),
    ];
    for (language, house, must_roll, not_yours) in cases {
        let mut h = malefiz_in(fresh.clone(), language);
        click(&mut h, house);
        says::<MalefizUi>(&h, must_roll);
        let mut h = malefiz_in(rolled.clone(), language);
        click(&mut h, "c1");
        says::<MalefizUi>(&h, not_yours);
        // Beyond the roll: the engine's reason, worded in the language.
        click(&mut h, house);
        click(&mut h, "g1");
        let why = screen::<MalefizUi>(&h).refusal().expect("refused").to_owned();
        let english = rolled.why_not(Origin::House, fsq("g1")).expect("refused").to_string();
        assert_ne!(why, english, "{language:?}");
        h.get_by_label(&why);
    }
    malice_table::i18n::set(Language::English);
}

#[test]
fn malefiz_a_barricade_may_not_go_just_anywhere() {
    let game = Malefiz::from_position("classic r r:5h y:d5,4h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3")
        .expect("position")
        .with_roll(5)
        .expect("roll");
    let mut h = malefiz(game.clone());
    click(&mut h, "Red house");
    click(&mut h, "a3");
    let placing = |place: &str| {
        let mv = malice_table::games::malefiz::Move::Piece {
            from: Origin::House,
            to: fsq("a3"),
            place: Some(fsq(place)),
        };
        game.check(&mv).expect_err("refused").reason.to_string()
    };
    for (place, words) in
        [("b1", "bottom row"), ("i14", "goal"), ("d5", "where a piece stands"), ("i13", "another barricade")]
    {
        click(&mut h, place);
        says::<MalefizUi>(&h, placing(place));
        assert!(placing(place).contains(words), "{place}: {}", placing(place));
    }
    // A good space ends it: the move is played.
    click(&mut h, "a11");
    assert_eq!(screen::<MalefizUi>(&h).session().history().cursor(), 1);
    assert_eq!(screen::<MalefizUi>(&h).refusal(), None);
}

#[test]
fn spite_refusals_say_the_rule_on_the_status_line() {
    let setup = SpiteSetup { seats: people(2), rules: malice_table::games::spite::Rules::default() };
    let mut tab = SpiteScreen::with_game(setup, crate::fixtures::ann_to_move(), 3);
    tab.animation_speed = 0.0;
    let mut h = harness(App::with_screen(tab), WINDOW);
    h.run();
    if h.query_by_label("Ready").is_some() {
        click(&mut h, "Ready");
    }
    drag(&mut h, "hand 7c", "centre 1");
    says::<SpiteUi>(&h, "Centre 1 needs A (or a King), not 7♣.");
    // Clicking another card is the next action: the sentence goes.
    click(&mut h, "hand 5d");
    assert_eq!(screen::<SpiteUi>(&h).refusal(), None);
    drag(&mut h, "payoff", "side 1");
    assert!(
        screen::<SpiteUi>(&h).refusal().is_some_and(|why| why.contains("only hand cards go to side piles"))
    );
}
