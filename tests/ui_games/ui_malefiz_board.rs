//! What the Malefiz board shows beyond its pieces, through the real UI:
//! the pawn where it landed while its barricade is placed, the spaces'
//! coordinates along the edges, and the hint's way and reason.

use crate::harness::harness;
use eframe::egui::epaint::{ClippedShape, ColorMode};
use eframe::egui::{self, Key, Pos2, Shape};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use malice_table::core::Seat;
use malice_table::games::malefiz::{Malefiz, Move};
use malice_table::ui::App;
use malice_table::ui::malefiz::{MalefizScreen, MalefizUi};
use malice_table::ui::widgets::hint::HINT;

fn people() -> Vec<Seat> {
    vec![Seat::human("Ann"), Seat::human("Bob")]
}

/// The classic barricades.
const BARRICADES: &str = "x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";

/// Ann (Red) and Bob (Yellow) at `position` with `roll` rolled.
fn table_at(position: &str, roll: u8) -> Harness<'static, App> {
    let game = Malefiz::from_position(position).expect("position").with_roll(roll).expect("roll");
    let mut h =
        harness(App::with_screen(MalefizScreen::with_game(game, people(), 3)), egui::vec2(1280.0, 860.0));
    h.run_steps(2);
    h
}

fn screen<'a>(h: &'a Harness<'static, App>) -> &'a malice_table::ui::screen::GameScreen<MalefizUi> {
    h.state().screen::<MalefizUi>().expect("the malefiz screen")
}

/// Asks for the hint and steps until it has come (the hint bot answers inline).
fn ask_hint(h: &mut Harness<'static, App>) -> Move {
    h.key_press(Key::H);
    for _ in 0..3 {
        h.step();
        if let Some(hint) = screen(h).hint() {
            return hint;
        }
    }
    panic!("no hint within three frames");
}

/// What a screen reader hears of a place after its name.
fn description(h: &Harness<'static, App>, label: &str) -> String {
    h.get_by_label(label).accesskit_node().description().unwrap_or_default().to_string()
}

/// Every shape painted in the last frame, nested ones taken out.
fn painted(h: &Harness<'static, App>) -> Vec<Shape> {
    fn flat(shape: &Shape, out: &mut Vec<Shape>) {
        match shape {
            Shape::Vec(shapes) => shapes.iter().for_each(|s| flat(s, out)),
            other => out.push(other.clone()),
        }
    }
    let mut out = Vec::new();
    for ClippedShape { shape, .. } in &h.output().shapes {
        flat(shape, &mut out);
    }
    out
}

/// The arrowheads (filled shapes) painted in the hint's colour, each as
/// its corners.
fn hint_heads(h: &Harness<'static, App>) -> Vec<Vec<Pos2>> {
    painted(h)
        .into_iter()
        .filter_map(|s| match s {
            Shape::Path(p) if p.fill == HINT => Some(p.points),
            _ => None,
        })
        .collect()
}

/// The lines painted in the hint's colour, each as its points.
fn hint_lines(h: &Harness<'static, App>) -> Vec<Vec<Pos2>> {
    painted(h)
        .into_iter()
        .filter_map(|s| match s {
            Shape::Path(p) if !p.closed && p.stroke.color == ColorMode::Solid(HINT) => Some(p.points),
            Shape::LineSegment { points, stroke } if stroke.color == HINT => Some(points.to_vec()),
            _ => None,
        })
        .collect()
}

/// The texts painted in the last frame, with where each was put.
fn painted_texts(h: &Harness<'static, App>) -> Vec<(String, egui::Rect)> {
    painted(h)
        .into_iter()
        .filter_map(|s| match s {
            Shape::Text(t) => Some((t.galley.text().to_owned(), t.visual_bounding_rect())),
            _ => None,
        })
        .collect()
}

#[test]
fn while_the_barricade_is_placed_the_pawn_stands_where_it_landed() {
    // Red has rolled a 5: a pawn from the house reaches a3 or e3, each
    // holding a barricade.
    let mut h = table_at(&format!("classic r r:5h y:5h {BARRICADES}"), 5);
    let hint = ask_hint(&mut h);
    assert!(!hint_heads(&h).is_empty(), "the hint's arrow is on the board: {hint}");
    assert!(description(&h, "Red house").starts_with("5 "), "{}", description(&h, "Red house"));
    h.get_by_label("Red house").click();
    h.run_steps(2);
    h.get_by_label("a3").click();
    h.run_steps(2);
    assert_eq!(screen(&h).session().history().cursor(), 0, "the barricade is still to be placed");
    // The pawn has left the house and stands on a3, its barricade in hand.
    let a3 = description(&h, "a3");
    assert!(a3.contains("Red pawn"), "a3: {a3}");
    assert!(description(&h, "Red house").starts_with("4 "), "{}", description(&h, "Red house"));
    // The arrow that led here is gone: the position it advised from has changed.
    assert_eq!(hint_heads(&h), Vec::<Vec<Pos2>>::new(), "a stale hint arrow is still drawn");
    // Placing it plays the move; the pawn does not walk again from the house.
    h.get_by_label("a11").click();
    // The move is played after the frame of the click, and shown from the next.
    h.run_steps(2);
    assert_eq!(screen(&h).session().history().cursor(), 1);
    let motion = screen(&h).motion().expect("the barricade is carried");
    assert!(motion.carry.is_some());
    assert_eq!(motion.at(0.0).walker, None, "the pawn already stands on a3");
}

#[test]
fn a_pawn_dropped_on_its_space_does_not_walk_there_again() {
    let mut h = table_at(&format!("classic r r:c1,4h y:5h {BARRICADES}"), 2);
    let (from, to) = (centre(&h, "c1"), centre(&h, "e1"));
    h.drag_at(from);
    h.run_steps(1);
    h.hover_at(from + (to - from) * 0.5);
    h.run_steps(1);
    h.drop_at(to);
    h.run_steps(2);
    assert_eq!(screen(&h).session().history().all()[0].mv.to_string(), "c1-e1");
    let motion = screen(&h).motion().expect("the move is shown");
    assert_eq!(motion.at(0.0).walker, None, "the pawn was carried to e1 by hand");
}

/// The centre of the place labelled `label` on the screen.
fn centre(h: &Harness<'static, App>, label: &str) -> Pos2 {
    h.get_by_label(label).rect().center()
}

/// The column letters and row numbers painted around the board: each
/// text that names a column or a row and lies outside every space.
fn coordinates(h: &Harness<'static, App>) -> Vec<(String, egui::Rect)> {
    let board = h.get_by_label("a1").rect().union(h.get_by_label("q13").rect());
    painted_texts(h)
        .into_iter()
        .filter(|(text, at)| {
            let name = text.len() == 1 && text.chars().all(|c| c.is_ascii_lowercase())
                || !text.is_empty() && text.len() <= 2 && text.chars().all(|c| c.is_ascii_digit());
            name && board.expand(board.width() * 0.1).contains_rect(*at)
        })
        .collect()
}

#[test]
fn the_board_names_its_columns_and_rows_until_they_are_hidden() {
    for size in [egui::vec2(1400.0, 900.0), egui::vec2(900.0, 600.0)] {
        let game = Malefiz::from_position(&format!("classic r r:5h y:5h {BARRICADES}")).expect("position");
        let mut h = harness(App::with_screen(MalefizScreen::with_game(game, people(), 3)), size);
        h.run_steps(2);
        let shown = coordinates(&h);
        let spaces: Vec<egui::Rect> = ["a1", "i14", "q13"].iter().map(|l| h.get_by_label(l).rect()).collect();
        for (col, letter) in ('a'..='q').enumerate() {
            let (_, at) = shown.iter().find(|(t, _)| *t == letter.to_string()).unwrap_or_else(|| {
                panic!("at {size:?}, no column {letter}: {shown:?}");
            });
            // It stands over its column: a1's column, then one space's width on.
            let column_x = centre(&h, "a1").x + col as f32 * (centre(&h, "b1").x - centre(&h, "a1").x);
            assert!((at.center().x - column_x).abs() < 2.0, "{letter} at {at:?}, its column at {column_x}");
            assert!(spaces.iter().all(|s| !s.intersects(*at)), "{letter} covers a space");
        }
        for row in 1..=14 {
            let (_, at) = shown.iter().find(|(t, _)| *t == row.to_string()).unwrap_or_else(|| {
                panic!("at {size:?}, no row {row}: {shown:?}");
            });
            let row_y = centre(&h, "a1").y - (row - 1) as f32 * (centre(&h, "a1").y - centre(&h, "a2").y);
            assert!((at.center().y - row_y).abs() < 2.0, "{row} at {at:?}, its row at {row_y}");
            assert!(at.right() < centre(&h, "a1").x, "row {row} stands left of the board's spaces");
        }
        // The View menu hides them, and the settings keep that.
        h.get_by_label("View").click();
        h.run();
        h.get_by_label("Hide coordinates").click();
        h.run_steps(2);
        assert_eq!(coordinates(&h), Vec::new(), "at {size:?}, the coordinates are hidden");
        let kept = format!("{:?}", h.state().settings);
        assert!(kept.contains("show_coordinates: false"), "the settings keep it: {kept}");
        h.get_by_label("View").click();
        h.run();
        h.get_by_label("Show coordinates").click();
        h.run_steps(2);
        assert_eq!(coordinates(&h).len(), 17 + 14);
    }
}

#[test]
fn the_hint_walks_its_way_along_the_spaces() {
    // Red's pawn on c1 with a 4: every move it has walks over several spaces.
    let mut h = table_at(&format!("classic r r:c1,4h y:5h {BARRICADES}"), 4);
    let hint = ask_hint(&mut h);
    let before = screen(&h).session().current().clone();
    let path = before.path(&hint).expect("the hint is a piece move with a way");
    assert!(path.len() >= 4, "{hint} walks {path:?}");
    let lines = hint_lines(&h);
    let drawn = lines.iter().max_by_key(|l| l.len()).expect("the hint is drawn");
    let (last, on_the_way) = path.split_last().expect("a way");
    for sq in on_the_way {
        let c = centre(&h, &sq.to_string());
        assert!(drawn.iter().any(|p| p.distance(c) < 1.5), "{hint}: the hint's way misses {sq}: {drawn:?}");
    }
    let heads = hint_heads(&h);
    assert_eq!(heads.len(), 1, "one arrowhead, at the end of the way");
    let end = centre(&h, &last.to_string());
    assert!(heads[0].iter().any(|p| p.distance(end) < 1.5), "the head points at {last}: {heads:?}");
}

#[test]
fn the_hint_says_why_where_the_reason_is_plain() {
    // A pawn two steps from the goal with a 2: the hint wins the game.
    let mut h = table_at("classic r r:h13,4h y:5h x:i11,i10,i9", 2);
    assert!(h.query_by_label_contains("reaches the goal").is_none());
    let hint = ask_hint(&mut h);
    assert_eq!(hint.to_string(), "h13-i14");
    h.get_by_label("Hint: this move reaches the goal and wins the game.");
    // Before the roll the hint's reason is the roll.
    let mut h = harness(
        App::with_screen(MalefizScreen::with_game(Malefiz::classic_start(4), people(), 4)),
        egui::vec2(1280.0, 860.0),
    );
    h.run_steps(2);
    assert_eq!(ask_hint(&mut h), Move::Roll);
    h.get_by_label("Hint: roll the die.");
}

#[test]
fn the_coordinates_switch_reaches_malice_and_a_card_table_has_none() {
    use malice_table::games::malice::{Players, QUIET_MOVE_LIMIT};
    use malice_table::ui::malice::{MaliceScreen, MaliceSetup};
    let setup = MaliceSetup { players: Players::Two, seats: people(), quiet_limit: QUIET_MOVE_LIMIT };
    let mut h = harness(App::with_screen(MaliceScreen::new(setup, 7)), egui::vec2(1400.0, 900.0));
    h.run_steps(2);
    let ranks = |h: &Harness<'static, App>| painted_texts(h).iter().filter(|(t, _)| t == "8").count();
    assert_eq!(ranks(&h), 2, "each board names its rank 8");
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Hide coordinates").click();
    h.run_steps(2);
    assert_eq!(ranks(&h), 0, "Malice's files and ranks are hidden too");
    assert!(painted_texts(&h).iter().any(|(t, _)| t == "L"), "the boards keep their names");
    // Spite & Malice's table names no places: the switch says so, greyed.
    h.get_by_label("Spite & Malice").click();
    h.run_steps(2);
    h.get_by_label("View").click();
    h.run();
    assert!(
        h.get_by_label("Hide coordinates").accesskit_node().is_disabled(),
        "no coordinates at a card table"
    );
}
