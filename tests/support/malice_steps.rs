//! Malice moves played through the board as a person plays them: a click
//! on the piece, a click on its target.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::core::Game;
use malice_table::games::malice::Move;
use malice_table::ui::App;
use malice_table::ui::malice::MaliceUi;

/// Plays the step `mv` by two clicks.
pub fn click_step(h: &mut Harness<'static, App>, mv: Move) {
    let Move::Step { from, to, .. } = mv else { panic!("{mv} is not a step") };
    h.get_by_label(&from.to_string()).click();
    h.run_steps(1);
    h.get_by_label(&to.to_string()).click();
    h.run_steps(2);
}

/// Plays, for whoever is to move at this screen, the first legal step by
/// clicks until the game ends (bots answer in their turn); a game with a
/// short quiet-move limit ends in a few moves.
pub fn first_steps_to_the_end(h: &mut Harness<'static, App>) {
    for _ in 0..40 {
        let state = h.state().screen::<MaliceUi>().expect("the Malice screen").session().current().clone();
        if state.outcome().is_some() {
            return;
        }
        let first = *state.legal_move_list().first().expect("a step to play");
        click_step(h, first);
    }
    panic!("the game did not end");
}
