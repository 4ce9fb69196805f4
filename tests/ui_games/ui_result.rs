//! The result card through the real UI, written once for every game: it
//! speaks to the person (a loss against a bot is "You lost"), gives the
//! game's own sentence and score, and offers Rematch (the same seats and
//! options again) beside Review game and a new game.

use crate::harness::{WINDOW, harness};
use crate::malice_steps::first_steps_to_the_end;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::core::{Game, Level, Seat};
use malice_table::games::spite::{Rules, Setup, Spite};
use malice_table::ui::App;
use malice_table::ui::malice::{MaliceScreen, MaliceSetup, MaliceUi};
use malice_table::ui::spite::{SpiteScreen, SpiteSetup, SpiteUi};

#[test]
fn a_loss_against_a_bot_is_said_to_the_person_with_the_score() {
    // The bot is to move with its last payoff card, an ace: it wins at once.
    let setup = Setup {
        payoff: ["Qd 8h 3c 7s", "As"],
        hands: ["2h 5d 7c Kd Qs", "2c 5h 9d Kh Qc"],
        to_move: 1,
        ..Setup::default()
    };
    let game = Spite::from_setup(&setup, Rules::default(), 5).expect("a valid position");
    let seats = vec![Seat::human("Ann"), Seat::bot("Bot", Level::Club)];
    let mut tab = SpiteScreen::with_game(SpiteSetup { seats, rules: Rules::default() }, game, 3);
    tab.animation_speed = 0.0;
    let mut h = harness(App::with_screen(tab), WINDOW);
    h.run_steps(6);
    let over = h.state().screen::<SpiteUi>().expect("the spite screen").session().current().is_over();
    assert!(over, "the bot played out its payoff pile");
    h.get_by_label("You lost");
    h.get_by_label_contains("+4 points");
    h.get_by_label_contains("Match: Ann 0 – 4 Bot");
    h.get_by_label("Next game");
    h.get_by_label("New match");
    assert_eq!(h.get_all_by_label("Review game").count(), 2, "the card's beside the side panel's");
    h.get_by_label("Start a new game");
    assert!(h.query_by_label_contains("wins the game").is_none(), "no third-person line for the person");
}

fn screen<'a>(h: &'a Harness<'static, App>) -> &'a malice_table::ui::malice::MaliceScreen {
    h.state().screen::<MaliceUi>().expect("the Malice screen")
}

#[test]
fn rematch_starts_a_new_game_with_the_same_seats_and_options() {
    let seats = vec![Seat::human("Ann"), Seat::bot("Club bot", Level::Club)];
    let setup = MaliceSetup { seats: seats.clone(), quiet_limit: 4, ..MaliceSetup::default() };
    let mut h = harness(App::with_screen(MaliceScreen::new(setup, 1)), WINDOW);
    h.run_steps(2);
    first_steps_to_the_end(&mut h);
    h.run_steps(4);
    let outcome = screen(&h).session().current().outcome().expect("the game ended");
    let said = match outcome {
        malice_table::core::Outcome::Draw => "A draw",
        malice_table::core::Outcome::Win(won) if won.contains(0) => "You won",
        malice_table::core::Outcome::Win(_) => "You lost",
    };
    h.get_by_label(said);
    h.get_by_label_contains("The game ended because");
    h.get_by_label("Rematch").click();
    h.run_steps(4);
    let again = screen(&h).session();
    assert_eq!(again.history().cursor(), 0, "a new game is on the table");
    assert!(again.current().outcome().is_none());
    assert_eq!(again.seats, seats, "the same seats");
    assert_eq!(screen(&h).setup().quiet_limit, 4, "the same options");
    assert!(h.query_by_label("Rematch").is_none(), "the card is gone with the game it ended");
}
