//! The coach through the real UI: a finished game against a bot gives the
//! person a rating, kept in `people.ron`, shown in Statistics with its
//! graph, and marked in the new-game dialog's bot levels.

use crate::harness::{WINDOW, harness};
use crate::malice_steps::{click_step, first_steps_to_the_end};
use crate::scratch::Scratch;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::coach::practice::from_review;
use malice_table::core::{Game, Level, Seat};
use malice_table::store::Paths;
use malice_table::store::SaveFile;
use malice_table::store::exercises::Exercises;
use malice_table::store::people::People;
use malice_table::ui::App;
use malice_table::ui::malice::{MaliceScreen, MaliceSetup, MaliceUi};

/// Ann against a Club bot in a Malice game ended by a short quiet-move
/// limit, kept in a data folder of the test's `name`, `set` (on the app)
/// first; played to its end by Ann's first legal steps (her third move is
/// a blunder the review marks). The harness, the folder and its paths.
fn ann_plays_to_the_end(name: &str, set: impl FnOnce(&mut App)) -> (Harness<'static, App>, Scratch, Paths) {
    let dir = Scratch::new(&format!("coach-{name}"));
    let paths = Paths::under(&dir);
    let mut app = App::with_storage(paths.clone());
    set(&mut app);
    let seats = vec![Seat::human("Ann"), Seat::bot("Club bot", Level::Club)];
    app.put_screen(MaliceScreen::new(MaliceSetup { seats, quiet_limit: 4, ..MaliceSetup::default() }, 1));
    let mut h = harness(app, WINDOW);
    h.run_steps(2);
    first_steps_to_the_end(&mut h);
    h.run_steps(4);
    (h, dir, paths)
}

#[test]
fn a_game_against_a_bot_rates_the_person_and_statistics_show_it() {
    let (mut h, _dir, paths) = ann_plays_to_the_end("rating", |_| {});
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
    // One game makes no graph: a sentence says when it comes, and no
    // axis counts "0 games".
    h.get_by_label("The graph of the rating appears after the second game.");
    assert!(h.query_by_label_contains("game by game").is_none(), "no graph of one point");
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
}

/// Clicks the Malice move written `text` (from the legal moves) on the board.
fn click_move(h: &mut Harness<'static, App>, text: &str) {
    let state = h.state().screen::<MaliceUi>().expect("the Malice screen").session().current().clone();
    let mv = state.legal_move_list().into_iter().find(|mv| mv.to_string() == text);
    click_step(h, mv.unwrap_or_else(|| panic!("{text} is legal")));
    h.run_steps(1);
}

#[test]
fn a_reviewed_blunder_becomes_an_exercise_that_is_solved_at_the_table() {
    let (mut h, _dir, paths) = ann_plays_to_the_end("practice", |_| {});
    let plies = h.state().screen::<MaliceUi>().expect("the Malice screen").session().history().cursor();
    h.get_all_by_label("Review game").last().expect("the result card's Review game").click();
    h.run_steps(4);
    // The review's blunder is an exercise, kept on disk at once.
    let made = h.state().exercises.list.clone();
    assert_eq!(made.len(), 1, "{made:#?}");
    let exercise = made[0].clone();
    assert_eq!((exercise.person.as_str(), exercise.ply), ("Ann", 3));
    let (kept, _) = Exercises::load(&paths.exercises_file());
    assert_eq!(kept.list, made);
    assert!(h.state().status_text().as_deref().is_some_and(|s| s.contains("One exercise made")));
    // Game › Practice: its counts, and the next one set out at the table.
    h.get_by_label("Game").click();
    h.run_steps(4);
    h.get_by_label("Practice… Ctrl+Shift+P").click();
    h.run_steps(4);
    h.get_by_label("One exercise: 1 due now, 0 solved at their last try.");
    // The move as the log writes it (with its teleport), not as saved.
    h.get_by_label_contains("move 3 (Lc2-d1 ⇒ Ra8)");
    h.get_by_label("Practise the next one").click();
    h.run_steps(4);
    h.get_by_label_contains("Find a better move.");
    let at = |h: &Harness<'static, App>| {
        h.state().screen::<MaliceUi>().expect("the Malice screen").session().history().cursor()
    };
    assert_eq!(at(&h), 2, "the position before the blunder");
    // The move of the game again: not accepted, and counted as missed.
    click_move(&mut h, &exercise.played);
    h.get_by_label_contains("Not this time: Lc2-d1");
    assert_eq!(h.state().exercises.list[0].missed, 1);
    // Try again, and the review's best move: accepted, the line shown;
    // only the first answer counts in the schedule.
    h.get_by_label("Try again").click();
    h.run_steps(4);
    assert_eq!(at(&h), 2);
    click_move(&mut h, &exercise.best);
    h.get_by_label_contains(&format!("Well found: {}", exercise.best));
    h.get_by_label_contains(&format!("Best line: {}", exercise.best));
    let after = &h.state().exercises.list[0];
    assert_eq!((after.missed, after.solved), (1, 0));
    assert!(after.due > exercise.due, "a missed one comes back later, not now");
    // The game it came from, at its move; then practice ends and the
    // finished game is back as it was.
    h.get_by_label("See it in its game").click();
    h.run_steps(4);
    h.get_by_label("Back to the exercise");
    h.get_by_label("End practice").click();
    h.run_steps(4);
    assert_eq!(at(&h), plies);
    let screen = h.state().screen::<MaliceUi>().expect("the Malice screen");
    assert!(screen.session().current().outcome().is_some());
    assert!(screen.exercise().is_none());
    let (kept, _) = Exercises::load(&paths.exercises_file());
    assert_eq!(kept.list[0].missed, 1, "the answer is on disk");
}

#[test]
fn allowed_in_settings_a_finished_game_is_reviewed_by_itself_and_its_exercises_kept() {
    let (mut h, _dir, paths) =
        ann_plays_to_the_end("background", |app| app.settings.exercises_from_finished_games = true);
    // Nobody asked for a review: the setting did, and its blunder is kept.
    let (kept, notice) = Exercises::load(&paths.exercises_file());
    assert_eq!(notice, None);
    assert_eq!(kept.list.len(), 1, "{kept:?}");
    // Ctrl+Shift+P opens Practice.
    h.key_press_modifiers(egui::Modifiers::COMMAND | egui::Modifiers::SHIFT, egui::Key::P);
    h.run_steps(4);
    h.get_by_label("One exercise: 1 due now, 0 solved at their last try.");
    // Set out, then Next with nothing else due: practice ends and says so.
    let plies = h.state().screen::<MaliceUi>().expect("the Malice screen").session().history().cursor();
    h.get_by_label("Practise the next one").click();
    h.run_steps(4);
    h.get_by_label("Next exercise").click();
    h.run_steps(4);
    assert!(
        h.state().status_text().as_deref().is_some_and(|s| s.starts_with("No other exercise is due now"))
    );
    let screen = h.state().screen::<MaliceUi>().expect("the Malice screen");
    assert!(screen.exercise().is_none());
    assert_eq!(screen.session().history().cursor(), plies, "the finished game is back");
}

/// A game of `G` played by random legal moves until seat 0 (Ann) is to
/// decide among several moves after at least `plies` moves, saved with a
/// review that marks that decision a mistake (the best move another
/// legal one): the save, and the position of the exercise.
fn marked_game<G: malice_table::games::Registered>(start: G, plies: usize) -> (SaveFile, G) {
    use malice_table::core::review::{Mark, SavedDecision, SavedReview};
    let mut history = malice_table::core::History::new(start);
    let mut rng = malice_table::core::Rng::seeded(7);
    loop {
        let state = history.current().clone();
        let mut legal = Vec::new();
        state.legal_moves(&mut legal);
        if history.played().len() >= plies && state.to_move() == Some(0) && legal.len() > 1 {
            let seats = vec![Seat::human("Ann"), Seat::bot("Club bot", Level::Club)];
            let mut save = SaveFile::of(&history, seats, 3, 4, None).expect("saveable");
            let ply = history.played().len() + 1;
            let (played, best) = (G::write_move(&state, &legal[0]), G::write_move(&state, &legal[1]));
            save.moves.push(played.clone());
            let decision = SavedDecision {
                ply,
                seat: 0,
                played,
                best: Some(best),
                chances: Some([700_000, 400_000, 400_000, i32::MIN]),
                mark: Some(Mark::Mistake),
            };
            save.review = Some(SavedReview { decisions: vec![decision] });
            return (save, state);
        }
        let pick = legal[(rng.next_u64() % legal.len() as u64) as usize].clone();
        history.play(pick).expect("legal");
    }
}

#[test]
fn an_exercise_keeps_the_games_own_roll_and_cards_and_gives_the_game_back() {
    use malice_table::games::malefiz::Malefiz;
    use malice_table::games::spite::Spite;
    use malice_table::ui::malefiz::MalefizUi;
    use malice_table::ui::spite::SpiteUi;
    let (malefiz, malefiz_position) = marked_game(Malefiz::classic_start(3), 9);
    let (spite, spite_position) = marked_game(Spite::new(Default::default(), 3), 12);
    assert!(malefiz_position.roll().is_some(), "Ann decides after her roll");
    let made: Vec<_> = [&malefiz, &spite].into_iter().flat_map(|save| from_review(save, 0)).collect();
    assert_eq!(made.len(), 2);
    let mut h = harness(App::default(), WINDOW);
    h.run_steps(2);
    let before = h.state().screen::<MalefizUi>().expect("Malefiz").session().current().clone();
    // Each is set out with the game's own state: the same roll, the same
    // hands and stock, nothing dealt again.
    h.state_mut().start_exercise(&made[0]);
    h.run_steps(3);
    assert_eq!(*h.state().screen::<MalefizUi>().expect("Malefiz").session().current(), malefiz_position);
    h.get_by_label_contains("Find a better move.");
    h.state_mut().start_exercise(&made[1]);
    h.run_steps(3);
    assert_eq!(*h.state().screen::<SpiteUi>().expect("Spite").session().current(), spite_position);
    // The other table's game came back when practice moved on.
    assert_eq!(*h.state().screen::<MalefizUi>().expect("Malefiz").session().current(), before);
    // Hints wait: they would give the answer away.
    h.key_press(egui::Key::H);
    h.run_steps(3);
    assert!(!h.state().screen::<SpiteUi>().expect("Spite").hint_asked());
    // A new game started meanwhile (here as the welcome starts one) ends
    // practice first: it replaces the game put aside, and saves as itself.
    let seats = vec![Seat::human("Ann"), Seat::bot("Club bot", Level::Club)];
    let tab = h.state_mut().tab_mut(malice_table::games::GameKind::Spite);
    tab.restart(seats, 9).expect("a new game");
    assert!(tab.practising().is_none());
    assert!(tab.to_save().expect("saveable").moves.is_empty());
}

#[test]
fn the_result_card_offers_the_coachs_level_and_it_starts_a_rematch_there() {
    let (mut h, _dir, paths) = ann_plays_to_the_end("suggestion", |_| {});
    h.run_steps(4);
    let (people, _) = People::load(&paths.people_file());
    let game = malice_table::games::GameKind::Malice;
    let next = malice_table::coach::standing::next_level(&people, "Ann", game).filter(|l| *l != Level::Club);
    let even = malice_table::coach::standing::even_level(&people, "Ann", game).filter(|l| *l != Level::Club);
    let (label, level) = match (next, even) {
        (Some(level), _) => (format!("Try {} next", malice_table::ui::words::level(level)), level),
        (None, Some(level)) => {
            (format!("Play {}: an even game", malice_table::ui::words::level(level)), level)
        }
        (None, None) => panic!("the coach has a level other than Club for Ann: {people:?}"),
    };
    h.get_by_label(&label).click();
    h.run_steps(4);
    let screen = h.state().screen::<MaliceUi>().expect("the Malice screen");
    let seats = &screen.session().seats;
    assert_eq!(screen.session().history().cursor(), 0, "a new game is on the table");
    assert_eq!(seats[0], Seat::human("Ann"), "Ann keeps her seat");
    assert_eq!(seats[1].controller, malice_table::core::Controller::Bot(level), "the bot plays at {level:?}");
}
