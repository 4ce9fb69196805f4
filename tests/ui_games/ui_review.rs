//! Reviewing a game through the real UI: Review game on the side panel,
//! Cancel, the review's marks in the log and the judgement of a move, and a
//! reviewed game saved and opened again with its review.

use crate::fixtures::malice_after;
use crate::harness::{WINDOW, builder, harness, show};

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use malice_table::core::review::Review;
use malice_table::games::malice::Move;
use malice_table::ui::App;
use malice_table::ui::malice::{MaliceScreen, MaliceUi};
use malice_table::ui::screen::GameTab;

fn screen<'a>(h: &'a Harness<'static, App>) -> &'a MaliceScreen {
    h.state().screen::<MaliceUi>().expect("the Malice screen")
}

/// A Malice game six moves in, reviewed through Game › Review game (inline):
/// the table and its review.
fn reviewed_six_moves() -> (Harness<'static, App>, Review<Move>) {
    let mut h = harness(App::with_screen(malice_after(6, 3)), WINDOW);
    h.run();
    h.get_by_label("Review game").click();
    h.run_steps(3);
    let history = screen(&h).session().history();
    let review = screen(&h).reviewer().review(history).expect("done inline").clone();
    (h, review)
}

#[test]
fn a_review_can_be_cancelled_and_the_table_stays_usable() {
    // Bots and the review as the app has them: the review on its worker.
    let mut h = show(builder(WINDOW), App::with_screen(malice_after(6, 3)));
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
    let (mut h, review) = reviewed_six_moves();
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

/// Clicks the review's graph at `fraction` of its width: the graph lies
/// between the players' numbers and the judgement of the move shown.
fn click_graph(h: &mut Harness<'static, App>, fraction: f32) {
    let above = h.get_by_label_contains("North (Bob): ?!").rect();
    let below = h.get_by_label_contains("Move ").rect();
    let y = (above.bottom() + below.top()) / 2.0;
    let x = above.left() + fraction * (h.ctx.content_rect().right() - above.left());
    let at = egui::pos2(x, y);
    h.hover_at(at);
    h.run_steps(2);
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    h.run_steps(3);
}

#[test]
fn a_click_on_the_graph_shows_that_move_with_its_two_arrows() {
    let mut h = harness(App::with_screen(malice_after(8, 5)), WINDOW);
    h.run();
    // Before the review the board carries no review arrows.
    assert!(screen(&h).judged().is_none(), "no review yet");
    h.get_by_label("Review game").click();
    h.run_steps(3);
    click_graph(&mut h, 0.2);
    let early = screen(&h).shown_ply();
    assert!((1..=3).contains(&early), "a click near the left shows an early move, not {early}");
    h.get_by_label_contains(&format!("Move {early}: "));
    let judged = screen(&h).judged().expect("the move shown is drawn with its arrows");
    let played = &screen(&h).session().history().all()[early - 1].mv;
    assert_eq!(judged.played, played, "the first arrow is the move played");
    assert_eq!(judged.before, screen(&h).session().history().state_at(early - 1));
    assert!(judged.before.legal_move_list().contains(judged.best()), "the second is a legal best move");
    click_graph(&mut h, 0.9);
    let late = screen(&h).shown_ply();
    assert!(late >= 7, "a click near the right shows a late move, not {late}");
    h.get_by_label_contains(&format!("Move {late}: "));
    // The arrows' labels carry both values.
    let labels = screen(&h).judged().expect("arrows").labels();
    assert!(labels.iter().all(|l| l.ends_with('%')), "{labels:?}");
    // Once play goes past the review, the present has no arrows.
    let next = screen(&h).session().current().legal_move_list()[0];
    let mut save = screen(&h).to_save().expect("saveable");
    save.moves.push(next.to_string());
    let mut on = MaliceScreen::default();
    on.load_save(&save).expect("opens");
    assert!(on.reviewer().review(on.session().history()).is_some(), "the review still covers the start");
    assert!(on.judged().is_none(), "the move past the review has no arrows");
}

#[test]
fn the_caption_of_a_move_gives_the_chances_of_the_graphs_side() {
    let (mut h, review) = reviewed_six_moves();
    // The graph is South's; a move by North is told in South's chances,
    // the very value the graph draws at that move.
    let north = review
        .decisions
        .iter()
        .find(|d| d.seat == 1 && d.verdict.as_ref().is_some_and(|v| v.loss() > 0.0))
        .or_else(|| review.decisions.iter().find(|d| d.seat == 1 && d.verdict.is_some()))
        .expect("a judged move by North");
    let verdict = north.verdict.as_ref().expect("judged");
    h.get_by_label_contains(&format!("{:>3}. North", north.ply)).click();
    h.run_steps(2);
    let graph = malice_table::i18n::percent(verdict.first_seat_chance, 0);
    h.get_by_label_contains(&format!("Chances for South (Ann): {graph} after this move"));
    assert!(h.query_by_label_contains("with it; best").is_none(), "no caption without a side named");
    // A move by South is told in South's chances too: its own.
    let south =
        review.decisions.iter().find(|d| d.seat == 0 && d.verdict.is_some()).expect("a judged South move");
    let own = malice_table::i18n::percent(south.verdict.as_ref().expect("judged").played_chance, 0);
    h.get_by_label_contains(&format!("{:>3}. South", south.ply)).click();
    h.run_steps(2);
    h.get_by_label_contains(&format!("Chances for South (Ann): {own} after this move"));
}
