//! The Malefiz tab driven through its real UI (AccessKit), headless.

use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::core::{Game, Level, Seat};
use malice_table::games::malefiz::{Malefiz, Move, Origin, Phase};
use malice_table::ui::App;
use malice_table::ui::malefiz_tab::{MalefizSetup, MalefizTab};

fn harness(tab: MalefizTab) -> Harness<'static, App> {
    Harness::builder()
        .with_size(egui::vec2(1280.0, 860.0))
        .with_context_setup(App::install_loaders)
        .build_ui_state(|ui, app: &mut App| app.show(ui), App::with_malefiz(tab))
}

fn people() -> Vec<Seat> {
    vec![Seat::human("Ann"), Seat::human("Bob")]
}

fn cursor(h: &Harness<'static, App>) -> usize {
    h.state().malefiz.session().history().cursor()
}

fn current(h: &Harness<'static, App>) -> Malefiz {
    h.state().malefiz.session().current().clone()
}

/// Clicks the widgets that make `mv`: its origin, its target, its placement.
fn click_move(h: &mut Harness<'static, App>, mv: Move) {
    let Move::Piece { from, to, place } = mv else { panic!("not a piece move: {mv}") };
    let origin = match from {
        Origin::House => format!("{} house", current(h).turn().name()),
        Origin::Forest => "Forest".to_string(),
        Origin::Square(sq) => sq.to_string(),
    };
    h.get_by_label(&origin).click();
    h.run_steps(2);
    h.get_by_label(&to.to_string()).click();
    h.run_steps(2);
    if let Some(place) = place {
        h.get_by_label(&place.to_string()).click();
        h.run_steps(2);
    }
}

#[test]
fn rolling_then_moving_through_the_ui() {
    let game = Malefiz::classic_start(11);
    let mut h = harness(MalefizTab::with_game(game, people(), 11));
    h.run_steps(2);
    h.get_by_label("Roll the die").click();
    h.run_steps(2);
    assert_eq!(cursor(&h), 1);
    let state = current(&h);
    let Phase::Move { roll } = state.phase() else { panic!("expected a roll") };
    assert!((1..=6).contains(&roll));
    // From the start every roll lets a piece enter.
    let mv = state.legal_move_list().into_iter().next().expect("a move");
    click_move(&mut h, mv);
    assert_eq!(cursor(&h), 2, "the piece moved");
    assert!(!current(&h).pieces_on_board(state.turn()).is_empty());
    h.get_by_label_contains(&format!("Red {roll}:"));
}

#[test]
fn space_rolls_and_undo_never_rerolls() {
    let game = Malefiz::classic_start(5);
    let mut h = harness(MalefizTab::with_game(game, people(), 5));
    h.run_steps(2);
    h.key_press(Key::Space);
    h.run_steps(2);
    let first = current(&h).roll().expect("rolled");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(2);
    assert_eq!(current(&h).phase(), Phase::Roll);
    h.key_press(Key::Space);
    h.run_steps(2);
    assert_eq!(current(&h).roll(), Some(first), "the die comes from the state: the same face again");
}

#[test]
fn taking_a_barricade_asks_where_to_place_it() {
    let game = Malefiz::from_position("classic r r:5h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3")
        .expect("position")
        .with_roll(5)
        .expect("roll");
    let mut h = harness(MalefizTab::with_game(game, people(), 3));
    h.run_steps(2);
    h.get_by_label("Red house").click();
    h.run_steps(2);
    h.get_by_label("a3").click();
    h.run_steps(2);
    assert_eq!(cursor(&h), 0, "no move yet: the barricade must be placed first");
    h.get_by_label_contains("click a space for the barricade");
    // Escape goes back to choosing the move.
    h.key_press(Key::Escape);
    h.run_steps(2);
    assert!(h.query_by_label_contains("click a space for the barricade").is_none());
    // The house stays selected: choosing the barricade's space again.
    h.get_by_label("a3").click();
    h.run_steps(2);
    h.get_by_label("a11").click();
    h.run_steps(2);
    assert_eq!(cursor(&h), 1);
    let after = current(&h);
    assert!(after.has_barricade("a11".parse().expect("square")));
    assert!(!after.has_barricade("a3".parse().expect("square")));
    h.get_by_label_contains("takes barricade");
}

#[test]
fn a_bot_rolls_and_moves_by_itself() {
    let game = Malefiz::classic_start(9);
    let seats = vec![Seat::bot("Bot", Level::Easy), Seat::human("Ann")];
    let mut h = harness(MalefizTab::with_game(game, seats, 9));
    for _ in 0..200 {
        if current(&h).to_move() == Some(1) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    assert_eq!(current(&h).to_move(), Some(1), "the bot finished its turn");
    assert!(cursor(&h) >= 2, "it rolled and moved (or passed)");
}

#[test]
fn new_game_dialog_starts_a_fast_three_player_game() {
    let mut h = harness(MalefizTab::new(MalefizSetup::default(), 1));
    h.run_steps(2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run_steps(2);
    h.get_by_label("Fast").click();
    h.run_steps(1);
    h.get_by_label("Green").click();
    h.run_steps(1);
    h.get_by_label("Start").click();
    h.run_steps(2);
    let state = current(&h);
    assert_eq!(state.board().name(), "fast");
    assert_eq!(state.seat_count(), 3);
}
