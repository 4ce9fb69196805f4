//! Reviewing a game through the real UI: Review game on the side panel,
//! Cancel, the review's marks in the log and the judgement of a move, and a
//! reviewed game saved and opened again with its review.

mod fixtures;
use fixtures::malice_after;

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use malice_table::ui::App;
use malice_table::ui::malice::{MaliceScreen, MaliceUi};
use malice_table::ui::screen::GameTab;

fn harness(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size(egui::vec2(1280.0, 860.0))
        .with_context_setup(App::install_loaders)
        .build_ui_state(|ui, app: &mut App| app.show(ui), app)
}

fn screen<'a>(h: &'a Harness<'static, App>) -> &'a MaliceScreen {
    h.state().screen::<MaliceUi>().expect("the Malice screen")
}

#[test]
fn a_review_can_be_cancelled_and_the_table_stays_usable() {
    let mut h = harness(App::with_screen(malice_after(6, 3)));
    h.run();
    h.get_by_label("Review game").click();
    h.run_steps(2);
    assert!(screen(&h).reviewer().running().is_some(), "the review runs on its worker");
    h.get_by_label_contains("Reviewing…");
    // The table answers while it runs: the log can be read back.
    h.get_by_label_contains("  1. South").click();
    h.run_steps(2);
    h.get_by_label("Cancel").click();
    h.run_steps(2);
    assert!(screen(&h).reviewer().running().is_none());
    let history = screen(&h).session().history();
    assert!(screen(&h).reviewer().review(history).is_none(), "a cancelled review leaves nothing");
    h.get_by_label("Review game");
}

#[test]
fn a_finished_review_marks_the_log_answers_the_graph_and_is_saved() {
    let mut h = harness(App::with_screen(malice_after(6, 3)).with_bots_inline());
    h.run();
    h.get_by_label("Review game").click();
    h.run_steps(3);
    let history = screen(&h).session().history();
    let review = screen(&h).reviewer().review(history).expect("done inline").clone();
    assert_eq!(review.decisions.len(), 6);
    // Each player's numbers, and every mark shown after its move.
    h.get_by_label_contains("South (Ann): ?!");
    h.get_by_label_contains("North (Bob): ?!");
    for d in &review.decisions {
        let row =
            h.get_by_label_contains(&format!("{:>3}. ", d.ply)).accesskit_node().label().unwrap_or_default();
        match d.mark {
            Some(mark) => assert!(row.ends_with(mark.symbol()), "{row}"),
            None => assert!(!row.ends_with('?') && !row.ends_with('!'), "{row}"),
        }
    }
    // A click on a log row shows that move's judgement.
    h.get_by_label_contains("  3. South").click();
    h.run_steps(2);
    h.get_by_label_contains("Move 3: ");
    // Saved with the game, and back when the save is opened.
    let save = screen(&h).to_save().expect("saveable");
    let kept = save.review.clone().expect("the review is saved");
    assert_eq!(kept.decisions.len(), 6);
    let text = save.to_ron();
    let read = malice_table::store::save::SaveFile::parse(&text).expect("reads");
    let mut reopened = MaliceScreen::default();
    reopened.load_save(&read).expect("opens");
    let again = reopened.reviewer().review(reopened.session().history()).expect("the review came back");
    assert_eq!(
        again.decisions.iter().map(|d| d.mark).collect::<Vec<_>>(),
        review.decisions.iter().map(|d| d.mark).collect::<Vec<_>>()
    );
}
