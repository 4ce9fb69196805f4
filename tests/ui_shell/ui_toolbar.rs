//! The top bar in a small window (900 × 600 pixels): zooming in makes the
//! words larger without taking the table's room (the board is no smaller
//! at 125 % than at 100 %); the toolbar stays one row, folding what does
//! not fit into "More"; and a long status line is cut with an ellipsis,
//! its whole text shown on hover.

use eframe::egui::{self, Rect, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use malice_table::ui::App;

use crate::harness::{show, zoomed};
use crate::scratch::Scratch;
use crate::ui_accessibility::ann_and_bob;

/// The small window the issue was seen in, in its own pixels.
const SMALL: Vec2 = egui::vec2(900.0, 600.0);

/// The toolbar's buttons, as the toolbar names them.
const TOOLBAR: [&str; 8] = ["New game", "Undo", "Redo", "Hint", "Save", "Open", "Settings", "Panel"];

/// Ann and Bob at Malice in a window of `pixels`, drawn at `zoom` from the
/// first frame (as the app launches with a kept zoom).
fn malice_at(pixels: Vec2, zoom: f32) -> Harness<'static, App> {
    let (builder, app) = zoomed(ann_and_bob(), pixels, zoom);
    let mut h = show(builder, app.with_bots_inline());
    h.run_steps(4);
    h
}

/// Where the widget labelled `label` is, in the window's pixels.
fn pixels(h: &Harness<'static, App>, label: &str) -> Option<Rect> {
    let node = h.query_all_by_label(label).next()?;
    let b = node.accesskit_node().bounding_box()?;
    Some(Rect::from_min_max(egui::pos2(b.x0 as f32, b.y0 as f32), egui::pos2(b.x1 as f32, b.y1 as f32)))
}

/// The two Malice boards, corner to corner, in the window's pixels.
fn board(h: &Harness<'static, App>) -> Rect {
    let corner = |label| pixels(h, label).unwrap_or_else(|| panic!("{label} is on the board"));
    corner("La1").union(corner("Rd8"))
}

/// A saved game in a folder with a long name, opened: the top bar says
/// "Opened" and the whole path.
fn open_from_a_long_path(h: &mut Harness<'static, App>) -> String {
    let long = "a folder with a rather long name for the games kept from the club evenings";
    let scratch = Scratch::new("toolbar");
    let dir = scratch.join(long);
    std::fs::create_dir_all(&dir).expect("the folder is made");
    let file = dir.join("game.ron");
    h.state_mut().save_to(&file);
    h.state_mut().open_path(&file);
    h.run_steps(4);
    format!("Opened {}", file.display())
}

#[test]
fn zooming_in_at_900_by_600_does_not_shrink_the_board() {
    let actual = board(&malice_at(SMALL, 1.0));
    for zoom in [1.1, 1.25] {
        let zoomed = board(&malice_at(SMALL, zoom));
        assert!(
            zoomed.width() >= actual.width() - 0.5 && zoomed.height() >= actual.height() - 0.5,
            "at {zoom}, the boards are {:?} pixels, smaller than {:?} at 100 %",
            zoomed.size(),
            actual.size()
        );
    }
}

#[test]
fn the_toolbar_stays_one_row_folding_what_does_not_fit_into_more() {
    for zoom in [1.0, 1.25, 1.5] {
        let mut h = malice_at(SMALL, zoom);
        open_from_a_long_path(&mut h);
        let row = pixels(&h, "Malice").expect("the Malice tab").center().y;
        // The side panel has an Undo and a Redo of its own, under the top bar.
        let table = pixels(&h, "South (Ann) to move").expect("the status line").top();
        let in_top_bar = |label: &str| -> Vec<Rect> {
            let places = h.query_all_by_label(label).filter_map(|n| n.accesskit_node().bounding_box());
            let rects = places.map(|b| {
                Rect::from_min_max(egui::pos2(b.x0 as f32, b.y0 as f32), egui::pos2(b.x1 as f32, b.y1 as f32))
            });
            rects.filter(|r| r.center().y < table).collect()
        };
        let shown: Vec<&str> = TOOLBAR.into_iter().filter(|b| !in_top_bar(b).is_empty()).collect();
        for button in &shown {
            for place in in_top_bar(button) {
                assert!(
                    (place.center().y - row).abs() < 2.0,
                    "at {zoom}, {button} is on another row than the tabs"
                );
            }
        }
        if shown.len() < TOOLBAR.len() {
            // What does not fit is one click away, under More.
            let more = pixels(&h, "More").expect("a More menu holds the rest");
            assert!((more.center().y - row).abs() < 2.0, "at {zoom}, More is on the tabs' row");
            h.get_by_label("More").click();
            h.run_steps(3);
            assert!(h.query_by_label_contains("Save").is_some(), "at {zoom}, More holds Save");
        }
        if zoom == 1.25 {
            assert!(shown.len() < TOOLBAR.len(), "at 125 % not every button fits 900 pixels");
        }
    }
}

#[test]
fn a_long_status_line_is_cut_with_an_ellipsis_and_shown_whole_on_hover() {
    let mut h = malice_at(SMALL, 1.0);
    let opened = open_from_a_long_path(&mut h);
    let status = pixels(&h, &opened).expect("the status line is in the top bar");
    let row = pixels(&h, "Malice").expect("the Malice tab");
    assert!(status.right() <= SMALL.x, "the status line ends inside the window: {status:?}");
    assert!(status.height() < row.height() + 2.0, "the status line is one row: {status:?}");
    assert!((status.center().y - row.center().y).abs() < 4.0, "on the tabs' row, not under it");
    h.get_all_by_label(&opened).next().expect("the status line").hover();
    h.run_steps(10);
    assert!(h.query_all_by_label(&opened).count() >= 2, "hovering shows the whole line in a tooltip");
}
