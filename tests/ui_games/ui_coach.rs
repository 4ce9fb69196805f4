//! The coach through the real UI: a finished game against a bot gives the
//! person a rating, kept in `people.ron`, shown in Statistics with its
//! graph, and marked in the new-game dialog's bot levels.

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::core::{Game, Level, Seat};
use malice_table::store::Paths;
use malice_table::store::people::People;
use malice_table::ui::App;
use malice_table::ui::malice::{MaliceScreen, MaliceSetup, MaliceUi};

fn harness(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size(egui::vec2(1280.0, 860.0))
        .with_context_setup(App::install_loaders)
        .build_ui_state(|ui, app: &mut App| app.show(ui), app)
}

fn folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("mt-coach-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Plays Ann's first legal step by clicks until the game ends (a short
/// quiet-move limit ends it in a few moves; the bot answers inline).
fn play_to_the_end(h: &mut Harness<'static, App>) {
    for _ in 0..40 {
        let state = h.state().screen::<MaliceUi>().expect("the Malice screen").session().current().clone();
        if state.outcome().is_some() {
            return;
        }
        let Some(malice_table::games::malice::Move::Step { from, to, .. }) =
            state.legal_move_list().first().copied()
        else {
            panic!("a step to play");
        };
        h.get_by_label(&from.to_string()).click();
        h.run_steps(1);
        h.get_by_label(&to.to_string()).click();
        h.run_steps(2);
    }
    panic!("the game did not end");
}

#[test]
fn a_game_against_a_bot_rates_the_person_and_statistics_show_it() {
    let dir = folder("rating");
    let paths = Paths::under(&dir);
    let mut app = App::with_storage(paths.clone()).with_bots_inline();
    let seats = vec![Seat::human("Ann"), Seat::bot("Club bot", Level::Club)];
    app.put_screen(MaliceScreen::new(MaliceSetup { seats, quiet_limit: 4, ..MaliceSetup::default() }, 1));
    let mut h = harness(app);
    h.run_steps(2);
    play_to_the_end(&mut h);
    h.run_steps(2);
    // Kept on disk at once, against the bot the person met.
    let (people, notice) = People::load(&paths.people_file());
    assert_eq!(notice, None);
    let games = people.bot_games("Ann", malice_table::games::GameKind::Malice);
    assert_eq!(games.len(), 1, "{people:?}");
    assert_eq!(games[0].against.len(), 1);
    assert_eq!(games[0].against[0].0, Level::Club);
    assert!(
        people.bot_games("Club bot", malice_table::games::GameKind::Malice).is_empty(),
        "bots are not rated"
    );
    // Statistics: the person, their rating with its interval, the graph.
    h.get_by_label("File").click();
    h.run_steps(4);
    h.get_by_label("Statistics…").click();
    h.run_steps(4);
    h.get_by_label("Players' ratings");
    h.get_by_label_contains("on the ladder, from one game");
    h.get_by_label_contains("The rating of Ann in Malice game by game: 1 games");
    h.get_by_label("Rename…");
    h.key_press(egui::Key::Escape);
    h.run_steps(4);
    // The new game's levels: the even one marked for Ann, and a line under
    // the seats with her rating.
    h.get_by_label("New game…").click();
    h.run_steps(4);
    h.get_by_label_contains("Ann (Elo ");
    h.get_by_label_contains("Who plays North.").click();
    h.run_steps(4);
    h.get_by_label("about 50% for Ann");
    let _ = std::fs::remove_dir_all(&dir);
}
