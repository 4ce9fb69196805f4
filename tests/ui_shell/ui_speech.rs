//! What a screen reader hears, read from the AccessKit tree as Orca would:
//! every place of every board has a name and words for what stands there;
//! every move at the table, whoever makes it, and every refusal is said
//! once in the live region; and a whole game of each game is played with
//! the keyboard alone, each step checked against what the tree says.

use crate::harness::{WINDOW, harness};
use eframe::egui::{self, Key, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use malice_table::core::{Level, Seat};
use malice_table::games::GameKind;
use malice_table::games::malefiz::{Board, Colour, Malefiz};
use malice_table::games::malice::{Move, Players, QUIET_MOVE_LIMIT, Square};
use malice_table::games::spite::Rules;
use malice_table::ui::App;
use malice_table::ui::malefiz::MalefizScreen;
use malice_table::ui::malice::{MaliceScreen, MaliceSetup, MaliceUi};
use malice_table::ui::spite::{SpiteScreen, SpiteSetup};

fn malice(seats: Vec<Seat>) -> App {
    let setup = MaliceSetup { players: Players::Two, seats, quiet_limit: QUIET_MOVE_LIMIT };
    App::with_screen(MaliceScreen::new(setup, 7))
}

fn malefiz(seats: Vec<Seat>, seed: u64) -> App {
    let game = Malefiz::new(Board::fast(), &[Colour::Red, Colour::Yellow], None, seed).expect("a game");
    let mut tab = MalefizScreen::with_game(game, seats, seed);
    tab.animation_speed = 0.0;
    App::with_screen(tab)
}

fn spite(seats: Vec<Seat>, seed: u64) -> App {
    let mut tab = SpiteScreen::new(SpiteSetup { seats, rules: Rules::default() }, seed);
    tab.animation_speed = 0.0;
    App::with_screen(tab)
}

fn ann_against(level: Level) -> Vec<Seat> {
    vec![Seat::human("Ann"), Seat::bot("Bot", level)]
}

/// The live region's words: the latest sentence, or the cursor's place.
fn region(h: &Harness<'static, App>, which: usize) -> String {
    let regions: Vec<_> = h
        .query_all_by(|n| {
            n.live() == egui::accesskit::Live::Polite && n.role() == egui::accesskit::Role::Label
        })
        .collect();
    // The table's two come first; a refusal or a note is a live label too.
    assert!(regions.len() >= 2, "the table has its two live regions");
    regions[which].accesskit_node().value().unwrap_or_default().trim_end_matches('\u{200B}').to_owned()
}

fn said(h: &Harness<'static, App>) -> Vec<String> {
    h.state().current().expect("a tab").spoken().to_vec()
}

fn description(h: &Harness<'static, App>, label: &str) -> String {
    let node = h.get_all_by_label(label).next().unwrap_or_else(|| panic!("no place {label:?}"));
    node.accesskit_node().description().unwrap_or_default()
}

#[test]
fn every_place_says_what_stands_on_it() {
    let mut h = harness(malice(vec![Seat::human("Ann"), Seat::human("Bob")]), WINDOW);
    h.run_steps(4);
    for sq in Square::all() {
        let words = description(&h, &sq.to_string());
        assert!(words.contains("dual "), "{sq} says what stands there and its dual: {words:?}");
    }
    let lb2 = description(&h, "Lb2");
    assert!(lb2.contains("South's small piece") && lb2.contains("dual R"), "Lb2: {lb2}");
    assert!(lb2.contains("can move"), "a piece South may move says so: {lb2}");
    h.get_by_label("Lb2").click();
    h.run_steps(3);
    assert!(description(&h, "Lb2").contains("selected"), "{}", description(&h, "Lb2"));
    assert!(h.get_by_label("Lb2").accesskit_node().is_selected() == Some(true));
    assert!(description(&h, "Lb3").contains("a target"), "{}", description(&h, "Lb3"));
    // The cursor says its place when it arrives, and again when Enter picks
    // what stands there.
    h.get_by_label("Lb2").click();
    h.run_steps(2);
    h.key_press(Key::ArrowRight);
    h.run_steps(2);
    assert_eq!(region(&h, 1), "Lb2, South's small piece, dual R c 7, can move");
    h.key_press(Key::Enter);
    h.run_steps(2);
    assert_eq!(region(&h, 1), "Lb2, South's small piece, dual R c 7, selected");

    let mut h = harness(malefiz(vec![Seat::human("Ann"), Seat::human("Bob")], 4), WINDOW);
    h.run_steps(4);
    assert!(description(&h, "Red house").contains("pawns waiting"), "{}", description(&h, "Red house"));
    for space in Board::fast().spaces() {
        let words = description(&h, &space.square.to_string());
        assert!(!words.is_empty(), "{} has words", space.square);
    }
    let goal = Board::fast().goal().to_string();
    assert!(description(&h, &goal).contains("the goal"), "{}", description(&h, &goal));
    let barricade = Board::fast().barricade_starts().next().expect("a barricade").to_string();
    assert!(description(&h, &barricade).contains("barricade"), "{}", description(&h, &barricade));

    let mut h = harness(spite(ann_against(Level::Newcomer), 3), WINDOW);
    h.run_steps(4);
    assert!(description(&h, "centre 1").contains("needs ace"), "{}", description(&h, "centre 1"));
    assert!(description(&h, "payoff").contains("top "), "{}", description(&h, "payoff"));
    assert!(description(&h, "stock").contains("cards"), "{}", description(&h, "stock"));
    for pile in ["centre 2", "centre 3", "side 1", "side 4", "their side 2", "their payoff"] {
        assert!(!description(&h, pile).is_empty(), "{pile} has words");
    }
    // The other hand says how many cards it holds, never which.
    let theirs = description(&h, "their hand");
    assert!(theirs.contains("5 cards") && !theirs.contains(" of "), "{theirs}");
}

#[test]
fn every_move_and_refusal_is_said_once() {
    let mut h = harness(malice(ann_against(Level::Newcomer)), WINDOW);
    h.run_steps(4);
    assert_eq!(said(&h), vec!["New game. South (Ann) to move.".to_owned()], "the table says who begins");
    h.get_by_label("Lb2").click();
    h.run_steps(2);
    h.get_by_label("Lb3").click();
    h.run_steps(8);
    let lines = said(&h);
    assert_eq!(lines.len(), 3, "Ann's move and the bot's, once each: {lines:?}");
    assert!(lines[1].starts_with("South moved the small piece from L b 2 to L b 3"), "{}", lines[1]);
    assert!(lines[2].starts_with("North moved the "), "{}", lines[2]);
    assert_eq!(region(&h, 0), lines[2], "the live region says the latest");
    // A refusal is said once, in the engine's words the status line shows.
    let (from, to) = refused_step(&h);
    h.get_by_label(&from).click();
    h.run_steps(2);
    h.get_by_label(&to).click();
    h.run_steps(3);
    let refused = h.state().current().expect("a tab").spoken().last().cloned().expect("said");
    assert_eq!(said(&h).len(), 4, "one sentence for the refusal");
    // The status line shows it and, being a live label, says it.
    let status = h.get_by_label(&refused);
    assert_eq!(status.accesskit_node().live(), egui::accesskit::Live::Polite, "{refused:?}");
    // Undo takes back Ann's move and the bot's: one sentence.
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    h.run_steps(4);
    let lines = said(&h);
    assert_eq!(lines.len(), 5, "{lines:?}");
    assert_eq!(lines[4], "2 moves taken back. South (Ann) to move.");
    // The keys read the position and the last moves.
    h.key_press(Key::P);
    h.run_steps(2);
    let position = said(&h).last().cloned().expect("the position");
    assert!(position.starts_with("South to move. South, 0 points: large piece on "), "{position}");
    h.key_press(Key::L);
    h.run_steps(2);
    assert_eq!(said(&h).last().map(String::as_str), Some("No moves have been played yet."));
}

/// A piece South may move and a square of its board it may not go to
/// (nor would select), as the board names them.
fn refused_step(h: &Harness<'static, App>) -> (String, String) {
    let state = h.state().screen::<MaliceUi>().expect("the malice tab").session().current().clone();
    let moves = state.legal_move_list();
    let Some(Move::Step { from, .. }) = moves.first().copied() else { panic!("South can move") };
    let reaches = |sq: Square| {
        moves
            .iter()
            .any(|m| matches!(*m, Move::Step { from: f, to, .. } if (f == from && to == sq) || f == sq))
    };
    let to = Square::all()
        .find(|&sq| sq.board() == from.board() && sq != from && !reaches(sq))
        .expect("a refused square");
    (from.to_string(), to.to_string())
}

/// Labels of buttons that Space presses (the offered move, the die, the
/// hot-seat cover).
const SPACE_BUTTONS: [&str; 5] = ["Pass", "Roll the die", "Pass the turn", "End turn", "Ready"];

/// The place the keyboard cursor stands on, as the live region names it.
fn cursor_place(h: &Harness<'static, App>) -> String {
    let words = region(h, 1);
    words.split(", ").next().unwrap_or_default().to_owned()
}

fn rect_of(h: &Harness<'static, App>, label: &str) -> Rect {
    let node = h.get_all_by_label(label).next().unwrap_or_else(|| panic!("no place {label:?}"));
    let b = node.accesskit_node().bounding_box().unwrap_or_else(|| panic!("{label:?} has no place"));
    Rect::from_min_max(egui::pos2(b.x0 as f32, b.y0 as f32), egui::pos2(b.x1 as f32, b.y1 as f32))
}

/// Walks the cursor onto `label` with the arrow keys, reading where it is
/// from the live region after every key, then presses Enter.
fn walk_to(h: &mut Harness<'static, App>, label: &str) {
    if region(h, 1).is_empty() {
        h.key_press(Key::ArrowRight);
        h.run_steps(2);
    }
    for _ in 0..60 {
        let here = cursor_place(h);
        if here == label {
            h.key_press(Key::Enter);
            h.run_steps(2);
            return;
        }
        let d = rect_of(h, label).center() - rect_of(h, &here).center();
        let keys = if d.x.abs() > d.y.abs() {
            [
                if d.x > 0.0 { Key::ArrowRight } else { Key::ArrowLeft },
                if d.y > 0.0 { Key::ArrowDown } else { Key::ArrowUp },
            ]
        } else {
            [
                if d.y > 0.0 { Key::ArrowDown } else { Key::ArrowUp },
                if d.x > 0.0 { Key::ArrowRight } else { Key::ArrowLeft },
            ]
        };
        h.key_press(keys[0]);
        h.run_steps(2);
        if cursor_place(h) == here {
            h.key_press(keys[1]);
            h.run_steps(2);
        }
        assert!(region(h, 1).starts_with(&cursor_place(h)), "the cursor says its place first");
    }
    panic!("the cursor never reached {label:?} (it is on {:?})", cursor_place(h));
}

/// Plays the game on the current tab to its end with the keyboard alone:
/// each of the person's moves by walking to its places (or Space for a
/// button), checking that the table said each move once.
fn play_by_keyboard(h: &mut Harness<'static, App>, limit: usize) -> usize {
    for moves in 0..limit {
        let tab = h.state().current().expect("a tab");
        if tab.game_over() {
            if std::env::var("SPEECH_SHOW").is_ok() {
                eprintln!("{:#?}", &said(h)[..said(h).len().min(12)]);
            }
            return moves;
        }
        let Some(clicks) = tab.legal_clicks().into_iter().next() else {
            h.run_steps(2);
            continue;
        };
        let before = (said(h).len(), tab.plies());
        for label in &clicks {
            if SPACE_BUTTONS.contains(&label.as_str()) {
                h.key_press(Key::Space);
                h.run_steps(2);
            } else {
                walk_to(h, label);
            }
        }
        h.run_steps(4);
        let tab = h.state().current().expect("a tab");
        let played = tab.plies() - before.1;
        assert!(played >= 1, "{clicks:?} played a move; the table said {:?}", &said(h)[before.0..]);
        let new = said(h).len() - before.0;
        let over = usize::from(tab.game_over());
        assert_eq!(
            new,
            played + over,
            "one sentence for each of the {played} moves: {:?}",
            &said(h)[before.0..]
        );
    }
    panic!("the game did not end within {limit} of the person's moves");
}

#[test]
fn a_whole_game_of_malice_by_keyboard() {
    let mut h = harness(malice(ann_against(Level::Newcomer)), WINDOW);
    h.run_steps(4);
    let moves = play_by_keyboard(&mut h, 400);
    assert!(moves > 5 && h.state().current().expect("a tab").game_over());
    assert_eq!(h.state().current().map(|t| t.kind()), Some(GameKind::Malice));
}

#[test]
fn a_whole_game_of_malefiz_by_keyboard() {
    let mut h = harness(malefiz(ann_against(Level::Newcomer), 12), WINDOW);
    h.run_steps(4);
    let moves = play_by_keyboard(&mut h, 1500);
    assert!(moves > 5 && h.state().current().expect("a tab").game_over());
}

#[test]
fn a_whole_game_of_spite_and_malice_by_keyboard() {
    let mut h = harness(spite(ann_against(Level::Newcomer), 5), WINDOW);
    h.run_steps(4);
    let moves = play_by_keyboard(&mut h, 3000);
    assert!(moves > 5 && h.state().current().expect("a tab").game_over());
}
