//! People click where a Malice piece ends up: the dual square a move
//! teleports to names that move, by click, drag and keyboard alike, and
//! the hint's ghost piece is such a square. A click that names no move is
//! still refused and says why.

use crate::harness::{LOW_WINDOW, harness};
use crate::ui_malice::{malice, piece, table, two_people, walk};
use eframe::egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::games::malice::{Move, Square};
use malice_table::ui::App;

fn cursor(h: &Harness<'static, App>) -> usize {
    malice(h.state()).session().history().cursor()
}

fn clicks(h: &mut Harness<'static, App>, from: &str, to: &str) {
    h.get_by_label(from).click();
    h.run_steps(1);
    h.get_by_label(to).click();
    // The move is played after the frame that saw the click.
    h.run_steps(2);
}

#[test]
fn clicking_the_dual_square_a_move_teleports_to_plays_that_move() {
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run();
    // The medium piece on La2 jumps to Lb4 and teleports to its dual, Rc5.
    clicks(&mut h, "La2", "Rc5");
    assert_eq!(malice(h.state()).refusal(), None, "not refused");
    assert_eq!(cursor(&h), 1, "the move was played");
    assert!(!piece(h.state(), "La2") && piece(h.state(), "Rc5"), "the piece stands on Rc5");
    h.get_by_label_contains("La2-b4 ⇒ Rc5");
}

#[test]
fn the_hinted_landing_is_a_target_like_the_hinted_step() {
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run_steps(2);
    h.key_press(Key::H);
    h.run_steps(2);
    let Some(hint @ Move::Step { from, to, .. }) = malice(h.state()).hint() else {
        panic!("a hint for a step")
    };
    let landing = malice(h.state()).session().current().landing(&hint).expect("where it lands");
    assert_ne!(landing, to, "from the start every move teleports");
    clicks(&mut h, &from.to_string(), &landing.to_string());
    assert_eq!(malice(h.state()).refusal(), None, "not refused");
    assert_eq!(cursor(&h), 1, "the hinted move was played");
    assert!(piece(h.state(), &landing.to_string()), "the piece stands where the hint's ghost stood");
    h.get_by_label_contains(&format!("{hint} ⇒ {landing}"));
}

#[test]
fn dragging_a_piece_onto_its_dual_landing_plays_the_move() {
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run();
    // The small piece on Lc2 steps to Lc3, whose dual is Rb6.
    crate::fixtures::drag(&mut h, "Lc2", "Rb6", 1);
    h.run_steps(2);
    assert_eq!(cursor(&h), 1, "the move was played");
    assert!(!piece(h.state(), "Lc2") && piece(h.state(), "Rb6"));
    h.get_by_label_contains("Lc2-c3 ⇒ Rb6");
}

#[test]
fn enter_on_the_dual_landing_plays_the_move_from_the_keyboard() {
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run();
    h.key_press(Key::ArrowUp);
    h.run_steps(2);
    let start = malice(h.state()).keyboard_cursor().expect("the cursor is shown");
    let (la2, rc5): (Square, Square) = ("La2".parse().expect("square"), "Rc5".parse().expect("square"));
    walk(&mut h, start, la2);
    h.key_press(Key::Enter);
    h.run_steps(2);
    walk(&mut h, la2, rc5);
    h.key_press(Key::Enter);
    h.run_steps(3);
    assert_eq!(cursor(&h), 1, "the move was played");
    assert!(piece(h.state(), "Rc5"));
}

#[test]
fn a_square_on_the_other_board_that_names_no_move_is_still_refused() {
    let mut h = harness(table(two_people()), LOW_WINDOW);
    h.run();
    // Rd5 is the dual of La4, and the medium piece on La2 cannot jump there.
    clicks(&mut h, "La2", "Rd5");
    assert_eq!(cursor(&h), 0, "nothing was played");
    let why = "A piece moves only within its own board, and La2 and Rd5 are on different boards.";
    assert_eq!(malice(h.state()).refusal(), Some(why));
    h.get_by_label(why);
}
