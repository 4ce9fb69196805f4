//! What several UI test files set up alike: a Spite & Malice position with
//! Ann to move, a Malice game some moves in, and a drag and drop between
//! two widgets.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::core::{Rng, Seat};
use malice_table::games::spite::{Rules, Setup, Spite};
use malice_table::ui::malice::{MaliceScreen, MaliceSetup};
use malice_table::ui::screen::GameTab;

/// Drags the first widget named `from` onto the widget named `to` as a
/// person would: press, move halfway, over the target, let go, with
/// `frames` frames after each step.
pub fn drag<S>(h: &mut Harness<'_, S>, from: &str, to: &str, frames: usize) {
    let from = h.get_all_by_label(from).next().unwrap_or_else(|| panic!("no {from:?}")).rect().center();
    let to = h.get_by_label(to).rect().center();
    h.drag_at(from);
    h.run_steps(frames);
    h.hover_at(from + (to - from) * 0.5);
    h.run_steps(frames);
    h.hover_at(to);
    h.run_steps(frames);
    h.drop_at(to);
    h.run_steps(frames);
}

/// Ann (seat 0) to move. Her payoff top is A♠; her hand holds one King, the
/// only hand card that fits an empty centre pile: five hand cards, every
/// pile and the stock are on the table.
pub fn ann_to_move() -> Spite {
    let setup = Setup {
        payoff: ["9s 4c As", "Qd 8h 3c"],
        hands: ["2h 5d 7c Kd Qs", "Jc 6h 6s 10d 4d"],
        ..Setup::default()
    };
    Spite::from_setup(&setup, Rules::default(), 5).expect("a valid position")
}

/// A Malice game between two people after `moves` random legal moves.
pub fn malice_after(moves: usize, seed: u64) -> MaliceScreen {
    let seats = vec![Seat::human("Ann"), Seat::human("Bob")];
    let mut screen = MaliceScreen::new(MaliceSetup { seats, ..MaliceSetup::default() }, seed);
    let mut rng = Rng::seeded(seed);
    for _ in 0..moves {
        let legal = screen.session().current().legal_move_list();
        let pick = legal[(rng.next_u64() % legal.len() as u64) as usize];
        let mut save = screen.to_save().expect("saveable");
        save.moves.push(pick.to_string());
        screen.load_save(&save).expect("a legal move");
    }
    screen
}
