//! The Hint button (H): the strongest bot's suggestion is shown, never played.

use crate::harness::{LOW_WINDOW, harness};
use eframe::egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::core::{Game, Seat};
use malice_table::games::malefiz::{Malefiz, Move as MalefizMove};
use malice_table::ui::App;
use malice_table::ui::malefiz::{MalefizScreen, MalefizUi};
use malice_table::ui::malice::{MaliceScreen, MaliceSetup, MaliceUi};
use malice_table::ui::spite::{SpiteScreen, SpiteSetup, SpiteUi};

/// Steps the app until `ready` holds, at most two frames: the hint bot
/// (and any bot at the table) answers inline, so the advice shows in the
/// frame that asks for it, or in the next one when a button asked after
/// the table had been read for that frame.
fn wait_for(h: &mut Harness<'static, App>, ready: impl Fn(&App) -> bool) {
    for _ in 0..2 {
        h.step();
        if ready(h.state()) {
            return;
        }
    }
    panic!("no answer within two frames of asking");
}

fn people() -> Vec<Seat> {
    vec![Seat::human("Ann"), Seat::human("Bob")]
}

#[test]
fn malice_hint_by_key_shows_a_legal_move_without_playing_it() {
    let tab = MaliceScreen::new(MaliceSetup { seats: people(), ..MaliceSetup::default() }, 2);
    let mut h = harness(App::with_screen(tab), LOW_WINDOW);
    h.run_steps(2);
    h.key_press(Key::H);
    wait_for(&mut h, |app| app.screen::<MaliceUi>().expect("the malice screen").hint().is_some());
    let app = h.state();
    let hint = app.screen::<MaliceUi>().expect("the malice screen").hint().expect("a hint");
    assert!(
        app.screen::<MaliceUi>()
            .expect("the malice screen")
            .session()
            .current()
            .legal_move_list()
            .contains(&hint)
    );
    assert_eq!(
        app.screen::<MaliceUi>().expect("the malice screen").session().history().cursor(),
        0,
        "nothing was played"
    );
}

#[test]
fn malefiz_hint_first_says_roll_then_names_a_move() {
    let tab = MalefizScreen::with_game(Malefiz::classic_start(4), people(), 4);
    let mut h = harness(App::with_screen(tab), LOW_WINDOW);
    h.run_steps(2);
    h.get_by_label("Hint").click();
    wait_for(&mut h, |app| app.screen::<MalefizUi>().expect("the malefiz screen").hint().is_some());
    assert_eq!(h.state().screen::<MalefizUi>().expect("the malefiz screen").hint(), Some(MalefizMove::Roll));
    h.get_by_label_contains("Hint: roll the die");
    h.key_press(Key::Space);
    h.run_steps(2);
    assert_eq!(
        h.state().screen::<MalefizUi>().expect("the malefiz screen").hint(),
        None,
        "the old advice is gone after the roll"
    );
    h.key_press(Key::H);
    wait_for(&mut h, |app| app.screen::<MalefizUi>().expect("the malefiz screen").hint().is_some());
    let app = h.state();
    let hint = app.screen::<MalefizUi>().expect("the malefiz screen").hint().expect("a hint");
    assert!(matches!(hint, MalefizMove::Piece { .. }));
    assert!(
        app.screen::<MalefizUi>()
            .expect("the malefiz screen")
            .session()
            .current()
            .legal_move_list()
            .contains(&hint)
    );
    assert_eq!(
        app.screen::<MalefizUi>().expect("the malefiz screen").session().history().cursor(),
        1,
        "only the roll was played"
    );
}

#[test]
fn spite_hint_names_a_card_for_the_person_at_the_screen() {
    let setup = SpiteSetup {
        seats: vec![Seat::human("Ann"), Seat::bot("Bot", malice_table::core::Level::Newcomer)],
        ..SpiteSetup::default()
    };
    let mut h = harness(App::with_screen(SpiteScreen::new(setup, 6)), LOW_WINDOW);
    h.run_steps(2);
    // Wait for Ann's turn (the bot may start).
    wait_for(&mut h, |app| {
        app.screen::<SpiteUi>().expect("the spite screen").session().current().to_move() == Some(0)
    });
    let before = h.state().screen::<SpiteUi>().expect("the spite screen").session().history().cursor();
    h.key_press(Key::H);
    wait_for(&mut h, |app| app.screen::<SpiteUi>().expect("the spite screen").hint().is_some());
    let app = h.state();
    let hint = app.screen::<SpiteUi>().expect("the spite screen").hint().expect("a hint");
    assert!(
        app.screen::<SpiteUi>()
            .expect("the spite screen")
            .session()
            .current()
            .legal_move_list()
            .contains(&hint)
    );
    assert_eq!(
        app.screen::<SpiteUi>().expect("the spite screen").session().history().cursor(),
        before,
        "nothing was played"
    );
}
