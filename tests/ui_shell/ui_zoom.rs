//! Zoom: Ctrl++ (Ctrl+=, the keypad's plus), Ctrl+− and Ctrl+0 scale the
//! whole window through egui's zoom, step by step and no further than its
//! ends; the zoom is kept in the settings and comes back at the next
//! launch, a hand-edited one brought into range; the View menu says the
//! zoom and greys what cannot be done, with why.

use crate::harness::{LOW_WINDOW, harness};
use crate::scratch::Scratch;
use eframe::egui::{Key, Modifiers, ViewportCommand, ViewportId};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use malice_table::store::Paths;
use malice_table::store::settings::{Settings, Zoom};
use malice_table::ui::{App, MIN_WINDOW_SIZE};

/// A data folder whose settings are `text` (the welcome already answered
/// unless `text` says otherwise), and its paths.
fn kept(name: &str, text: &str) -> (Scratch, Paths) {
    let dir = Scratch::new(&format!("zoom-{name}"));
    let paths = Paths::under(&dir);
    let file = paths.settings_file();
    std::fs::create_dir_all(file.parent().expect("a folder")).expect("the folder is made");
    std::fs::write(&file, text).expect("the settings are written");
    (dir, paths)
}

/// Presses `key` with Ctrl (and `extra`), and lets the zoom take effect.
fn press(h: &mut Harness<'static, App>, extra: Modifiers, key: Key) {
    h.key_press_modifiers(Modifiers::COMMAND | extra, key);
    h.run_steps(3);
}

#[test]
fn the_zoom_keys_scale_the_window_and_the_zoom_is_kept() {
    let (_dir, paths) = kept("keys", "(welcome_seen: true)");
    let mut h = harness(App::with_storage(paths.clone()), LOW_WINDOW);
    h.run_steps(2);
    assert_eq!(h.ctx.zoom_factor(), 1.0);
    let saved = || Settings::load(&paths.settings_file()).settings.zoom.factor();
    let steps = [
        (Modifiers::NONE, Key::Plus, 1.1),
        // Where + needs Shift, Ctrl+= zooms in too, and so does Ctrl+Shift+=.
        (Modifiers::NONE, Key::Equals, 1.25),
        (Modifiers::SHIFT, Key::Plus, 1.5),
        (Modifiers::NONE, Key::Minus, 1.25),
        (Modifiers::NONE, Key::Num0, 1.0),
    ];
    for (extra, key, zoom) in steps {
        press(&mut h, extra, key);
        assert_eq!(h.ctx.zoom_factor(), zoom, "after {key:?}");
        assert_eq!(h.state().settings.zoom.factor(), zoom);
        assert_eq!(saved(), zoom, "the zoom is kept at once");
    }
    // The top bar says the zoom after each key.
    press(&mut h, Modifiers::NONE, Key::Plus);
    h.get_by_label("Zoom: 110%");
    // Down to the smallest step, and no further: the top bar says why.
    for _ in 0..7 {
        press(&mut h, Modifiers::NONE, Key::Minus);
    }
    assert_eq!(h.ctx.zoom_factor(), 0.5);
    h.get_by_label("Already at the smallest zoom (50%).");
    assert_eq!(saved(), 0.5);
}

#[test]
fn the_zoom_keys_work_while_a_window_or_a_notice_is_up() {
    let mut h = harness(App::default(), LOW_WINDOW);
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Settings…").click();
    h.run_steps(2);
    press(&mut h, Modifiers::NONE, Key::Plus);
    assert_eq!(h.ctx.zoom_factor(), 1.1, "with the settings open");
    h.state_mut().notices.push("A notice to read.".to_owned());
    h.run_steps(2);
    press(&mut h, Modifiers::NONE, Key::Plus);
    assert_eq!(h.ctx.zoom_factor(), 1.25, "with a notice up");
    assert_eq!(h.state().notices.len(), 1, "the notice waits");
}

#[test]
fn a_kept_zoom_comes_back_in_a_new_app_and_the_window_may_be_as_small_as_ever() {
    let (_dir, paths) = kept("restore", "(welcome_seen: true, zoom: 1.5)");
    let mut h = harness(App::with_storage(paths), LOW_WINDOW);
    assert_eq!(h.state().settings.zoom.factor(), 1.5);
    h.run_steps(3);
    assert_eq!(h.ctx.zoom_factor(), 1.5);
    // A frame drawn at a new zoom gives the window its smallest size in
    // the new points: 800 × 560 in the window's pixels, as ever.
    h.state_mut().settings.zoom = Zoom::from_factor(1.25);
    let mut commands = Vec::new();
    for _ in 0..3 {
        h.step();
        let output = h.output().viewport_output.get(&ViewportId::ROOT).expect("the window's output");
        commands.extend(output.commands.iter().cloned());
    }
    assert_eq!(h.ctx.zoom_factor(), 1.25);
    assert!(
        commands.contains(&ViewportCommand::MinInnerSize(MIN_WINDOW_SIZE / 1.25)),
        "the smallest size is 800 × 560 in the window's pixels: {commands:?}"
    );
}

#[test]
fn a_hand_edited_zoom_is_brought_into_range() {
    for (text, zoom) in
        [("(zoom: 7.5)", 3.0), ("(zoom: 0.01)", 0.5), ("(zoom: NaN)", 1.0), ("(zoom: 1.37)", 1.37)]
    {
        let (_dir, paths) = kept("edited", &format!("(welcome_seen: true, {}", &text[1..]));
        let mut h = harness(App::with_storage(paths), LOW_WINDOW);
        h.run_steps(3);
        assert_eq!(h.ctx.zoom_factor(), zoom, "{text}");
        assert!(h.state().notices.is_empty(), "{text} is read, not set aside: {:?}", h.state().notices);
    }
}

/// Opens the View menu.
fn view_menu(h: &mut Harness<'static, App>) {
    h.get_by_label("View").click();
    h.run();
}

#[test]
fn the_view_menu_says_the_zoom_and_greys_what_cannot_be_done() {
    let mut app = App::default();
    app.settings.zoom = Zoom::from_factor(1.5);
    let mut h = harness(app, LOW_WINDOW);
    h.run_steps(3);
    view_menu(&mut h);
    h.get_by_label_contains("Actual size (150%)").click();
    h.run_steps(3);
    assert_eq!(h.ctx.zoom_factor(), 1.0);
    view_menu(&mut h);
    let actual = h.get_by_label_contains("Actual size (100%)");
    assert!(actual.accesskit_node().is_disabled(), "at the actual size, Actual size is greyed");
    assert!(!h.get_by_label_contains("Zoom in").accesskit_node().is_disabled());
    h.get_by_label_contains("Zoom in").click();
    h.run_steps(3);
    assert_eq!(h.ctx.zoom_factor(), 1.1);

    h.state_mut().settings.zoom = Zoom::LARGEST;
    h.run_steps(3);
    view_menu(&mut h);
    assert!(h.get_by_label_contains("Zoom in").accesskit_node().is_disabled(), "no larger zoom");
    assert!(!h.get_by_label_contains("Zoom out").accesskit_node().is_disabled());
}

#[test]
fn the_keyboard_controls_list_the_zoom_keys() {
    let mut h = harness(App::default(), LOW_WINDOW);
    h.run();
    h.get_by_label("Help").click();
    h.run();
    h.get_by_label("Keyboard controls").click();
    h.run_steps(3);
    h.get_by_label("Ctrl++ or Ctrl+=");
    h.get_by_label("Ctrl+−");
    h.get_by_label("Ctrl+0");
    h.get_by_label("Draw everything larger: boards, pieces and words");
}
