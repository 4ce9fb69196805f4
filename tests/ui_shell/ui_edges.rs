//! Words kept inside their frames at small sizes: "Show result" moves
//! under a long status line whole instead of being pushed past the table's
//! edge, and How to play stays inside the app with a margin (its lines
//! never run to the edge), also after the app's window shrinks under it;
//! and a seat's points ("1 Punkt") are never broken over two lines.

use crate::harness::harness;
use eframe::egui::{self, Key, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::core::{Level, Seat};
use malice_table::games::GameKind;
use malice_table::games::malice::{Players, QUIET_MOVE_LIMIT};
use malice_table::games::spite::{Rules, Setup, Spite};
use malice_table::i18n::Language;
use malice_table::ui::App;
use malice_table::ui::malice::{MaliceScreen, MaliceSetup};
use malice_table::ui::screen::show_result;
use malice_table::ui::spite::{SpiteScreen, SpiteSetup, SpiteUi};

/// `app` in a window of `size`, its first frames drawn.
fn settled(app: App, size: egui::Vec2) -> Harness<'static, App> {
    let mut h = harness(app, size);
    h.run_steps(4);
    h
}

/// Every text painted in the last frame that starts with `start`: its whole
/// text and the lines it was laid out on.
fn painted_lines(h: &Harness<'static, App>, start: &str) -> Vec<(String, Vec<String>)> {
    use eframe::egui::epaint::{ClippedShape, Shape};
    let mut found = Vec::new();
    for ClippedShape { shape, .. } in &h.output().shapes {
        let mut stack = vec![shape.clone()];
        while let Some(shape) = stack.pop() {
            match shape {
                Shape::Vec(more) => stack.extend(more),
                Shape::Text(t) if t.galley.text().starts_with(start) => {
                    let lines = t.galley.rows.iter().map(|r| r.text()).collect();
                    found.push((t.galley.text().to_owned(), lines));
                }
                _ => {}
            }
        }
    }
    found
}

/// A long-named person one card from winning against a bot: her payoff
/// pile is a lone ace.
fn spite_nearly_won() -> App {
    let setup = Setup {
        payoff: ["As", "Qd 8h 3c"],
        hands: ["2h 5d 7c Kd Qs", "Jc 6h 6s 10d 4d"],
        ..Setup::default()
    };
    let game = Spite::from_setup(&setup, Rules::default(), 5).expect("a valid position");
    let name = "Annabelle-Marie von Hohenzollern-Sigmaringen";
    let seats = vec![Seat::human(name), Seat::bot("Bot", Level::Newcomer)];
    let mut tab = SpiteScreen::with_game(SpiteSetup { seats, rules: Rules::default() }, game, 3);
    tab.animation_speed = 0.0;
    App::with_screen(tab)
}

#[test]
fn show_result_stays_on_the_table_under_a_long_status_line() {
    let mut h = settled(spite_nearly_won(), egui::vec2(800.0, 600.0));
    for label in ["payoff", "centre 1"] {
        h.get_all_by_label(label).next().expect("the pile").click();
        h.run_steps(3);
    }
    assert!(h.state().tab_screen(GameKind::Spite).is_some_and(|t| t.game_over()), "the ace won the game");
    h.key_press(Key::Escape);
    h.run_steps(6);
    let table = h.state().screen::<SpiteUi>().expect("the screen").table_area();
    let button = h.get_by_label(&show_result()).rect();
    assert!(
        table.contains_rect(button),
        "Show result {button:?} is on the table {table:?}, not past its edge"
    );
    assert!(button.height() < 30.0, "its words are on one line: {button:?}");
}

#[test]
fn how_to_play_stays_inside_the_app_after_the_window_shrinks() {
    let mut h = settled(App::default(), egui::vec2(1400.0, 900.0));
    h.state_mut().help.open(GameKind::Malice);
    h.run_steps(4);
    h.set_size(egui::vec2(900.0, 600.0));
    h.run_steps(6);
    let app = Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(900.0, 600.0)).shrink(8.0);
    let window = h.get_by_role_and_label(egui::accesskit::Role::Window, "How to play").rect();
    assert!(app.contains_rect(window), "How to play {window:?} keeps a margin inside the app {app:?}");
    let line = h.get_by_label_contains("which one is the dual").rect();
    assert!(window.contains_rect(line), "the sentence {line:?} is inside the window {window:?}");
    // And not under the scroll bar beside it: the bar (10 points with its
    // margin) has its own room inside the window's margin.
    let bar = 10.0;
    let room = window.right() - h.ctx.global_style().spacing.window_margin.right as f32 - bar;
    assert!(
        line.right() <= room + 0.5,
        "the sentence {line:?} runs under the scroll bar (text ends by {room})"
    );
}

#[test]
fn points_are_never_broken_over_two_lines_in_the_side_panel() {
    // Whatever the length of the name before it, "0 Punkte" moves to the
    // next row whole when it does not fit at the end of this one.
    for extra in 0..24 {
        let name = format!("Ann{}", "e".repeat(extra));
        let setup = MaliceSetup {
            players: Players::Two,
            seats: vec![Seat::human(name.as_str()), Seat::human("Bob")],
            quiet_limit: QUIET_MOVE_LIMIT,
        };
        let mut app = App::with_screen(MaliceScreen::new(setup, 7));
        app.settings.language = Some(Language::German);
        let h = settled(app, egui::vec2(900.0, 600.0));
        let row = h.get_all_by_label("Bob").next().expect("Bob's seat").rect().height();
        for points in h.get_all_by_label("0 Punkte") {
            let rect = points.rect();
            assert!(rect.height() <= row + 1.0, "beside {name:?}, \"0 Punkte\" is on two lines: {rect:?}");
        }
    }
}

#[test]
fn a_malefiz_seats_counts_break_only_between_their_two_counts() {
    use malice_table::games::malefiz::Malefiz;
    use malice_table::store::zoom::Zoom;
    use malice_table::ui::malefiz::MalefizScreen;
    // At 125% in a 900x600 window the side panel is narrow: "0 out, 5" over
    // "home" reads as nonsense, so each count stays whole on its line.
    for language in [Language::English, Language::German] {
        // The default names, as the window gives them in each language.
        let (you, bot) =
            if language == Language::English { ("You", "Expert bot") } else { ("Du", "Experte-Bot") };
        let seats = vec![Seat::human(you), Seat::bot(bot, Level::Expert)];
        let mut app = App::with_screen(MalefizScreen::with_game(Malefiz::classic_start(2), seats, 3));
        app.settings.zoom = Zoom::ACTUAL.larger().and_then(Zoom::larger).expect("125%");
        app.settings.language = Some(language);
        let mut h = settled(app, egui::vec2(900.0, 600.0));
        // Rolled: the die's caption is the longest line of the panel.
        let roll = if language == Language::English { "Roll" } else { "Würfeln" };
        h.get_all_by_label(roll).last().expect("the Roll button").click();
        h.run_steps(30);
        let rows = painted_lines(&h, "0\u{a0}");
        assert_eq!(rows.len(), 2, "in {language:?}, each colour's counts are painted: {rows:?}");
        // Nothing in the panel holds it wider than its room: each seat's
        // name and the die's caption lie inside the window, right of the
        // board.
        let board =
            h.state().screen::<malice_table::ui::malefiz::MalefizUi>().expect("the screen").table_area();
        let window = Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(900.0, 600.0));
        let names = if language == Language::English {
            ["Red: ", "Yellow: ", "Red rolled"]
        } else {
            ["Rot: ", "Gelb: ", "Rot hat eine"]
        };
        for label in names {
            let found = h.query_all_by_label_contains(label).collect::<Vec<_>>();
            assert!(!found.is_empty(), "in {language:?}, {label:?} is shown");
            // Those in the panel (a screen reader's line lies on the table).
            for node in found.into_iter().filter(|n| n.rect().right() > board.right()) {
                let rect = node.rect();
                let inside = window.contains_rect(rect) && rect.left() > board.right();
                assert!(inside, "in {language:?}, {label:?} at {rect:?} is cut at the panel's edge");
            }
        }
        for (text, lines) in rows {
            for count in text.split(", ") {
                let whole = lines.iter().any(|line| line.contains(count));
                assert!(whole, "in {language:?}, {count:?} is broken over two lines: {lines:?}");
            }
        }
    }
}

#[test]
fn a_spite_seats_counts_never_part_a_number_from_its_word() {
    use malice_table::store::zoom::Zoom;
    // "Hauptstapel 20 · 0 Punkte · 0" over "Siege" in a narrow panel.
    let seats = vec![Seat::human("Du"), Seat::bot("Vereinsspieler-Bot", Level::Club)];
    let game = Spite::new(Rules::default(), 5);
    let mut app =
        App::with_screen(SpiteScreen::with_game(SpiteSetup { seats, rules: Rules::default() }, game, 3));
    app.settings.zoom = Zoom::ACTUAL.larger().and_then(Zoom::larger).expect("125%");
    app.settings.language = Some(Language::German);
    let h = settled(app, egui::vec2(900.0, 600.0));
    let counts = painted_lines(&h, "Hauptstapel");
    assert_eq!(counts.len(), 2, "both seats' counts are painted");
    for (_, lines) in counts {
        for line in &lines {
            let ends = line.trim_end().chars().last().is_some_and(|c| c.is_ascii_digit());
            assert!(!ends, "a number is parted from its word: {lines:?}");
        }
    }
}
