//! The UI monkey: thousands of random clicks, drags and key presses across
//! every tab and dialog. Nothing may panic, and every game must stay a line
//! of legal moves (checked by replaying it through the engine).
//! MONKEY_STEPS sets the number of actions (default 1500), MONKEY_SEED the seed.

use eframe::egui::{self, Key, Modifiers, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT;
use egui_kittest::kittest::Queryable;
use malice_table::core::{Level, Rng, Seat};
use malice_table::games::GameKind;
use malice_table::ui::App;
use malice_table::ui::file_dialog::{self, DialogMode, Native, Unavailable};
use malice_table::ui::screen::GameTab;

use crate::harness::{builder_with, harness, show};

const WIDTH: f32 = 1280.0;
const HEIGHT: f32 = 820.0;

/// Keys a player might press; saving, opening and quitting are left out
/// (they open native dialogs or close the window).
const KEYS: [(Modifiers, Key); 14] = [
    (Modifiers::NONE, Key::Space),
    (Modifiers::NONE, Key::Escape),
    (Modifiers::NONE, Key::Enter),
    (Modifiers::NONE, Key::ArrowLeft),
    (Modifiers::NONE, Key::ArrowRight),
    (Modifiers::NONE, Key::ArrowUp),
    (Modifiers::NONE, Key::ArrowDown),
    (Modifiers::NONE, Key::H),
    (Modifiers::NONE, Key::Tab),
    (Modifiers::COMMAND, Key::Z),
    (Modifiers::COMMAND, Key::Y),
    (Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z),
    (Modifiers::COMMAND, Key::N),
    (Modifiers::NONE, Key::A),
];

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// A click: pointer over, press, release (as a mouse does it).
fn click(h: &mut Harness<'static, App>, at: Pos2) {
    h.hover_at(at);
    h.drag_at(at);
    h.step();
    h.drop_at(at);
}

/// The labels to click, in order, to make one legal move of the tab shown
/// (a piece and its target, a card and its pile), chosen at random.
fn legal_clicks(app: &App, rng: &mut Rng) -> Vec<String> {
    let mut moves = tab(app, app.tab).legal_clicks();
    if moves.is_empty() {
        return Vec::new();
    }
    let pick = (rng.next_u64() % moves.len() as u64) as usize;
    moves.swap_remove(pick)
}

/// The middle of a random labelled widget (a square, a card, a button, a
/// menu entry), or a random point when there is none.
fn target(h: &Harness<'static, App>, rng: &mut Rng) -> Pos2 {
    let centres: Vec<Pos2> = h
        .root()
        .children_recursive()
        .filter(|n| n.accesskit_node().label().is_some_and(|l| !l.is_empty()))
        .map(|n| n.rect().center())
        .filter(|p| p.x >= 0.0 && p.y >= 0.0 && p.x < WIDTH && p.y < HEIGHT)
        .collect();
    if centres.is_empty() { point(rng) } else { centres[(rng.next_u64() % centres.len() as u64) as usize] }
}

fn point(rng: &mut Rng) -> Pos2 {
    let x = (rng.next_u64() % 10_000) as f32 / 10_000.0 * WIDTH;
    let y = (rng.next_u64() % 10_000) as f32 / 10_000.0 * HEIGHT;
    Pos2::new(x, y)
}

/// The screen of `kind`'s tab.
fn tab(app: &App, kind: GameKind) -> &dyn GameTab {
    app.tab_screen(kind).unwrap_or_else(|| panic!("no {} screen", kind.title()))
}

/// Puts the `index`th game's table in `app`: as many seats as its
/// `index`th player count (round), people and quick bots, so that both
/// kinds of turn come up (and, in one game, people only).
fn seat(app: &mut App, index: usize, kind: GameKind) {
    let counts = kind.facts().player_counts;
    let players = counts[index % counts.len()];
    let seats = (0..players)
        .map(|j| {
            let name = char::from(b'A' + j as u8).to_string();
            if (index + j) % 3 == 1 { Seat::bot(name, Level::Newcomer) } else { Seat::human(name) }
        })
        .collect();
    let restarted = app.tab_mut(kind).restart(seats, index as u64 + 1);
    restarted.unwrap_or_else(|e| panic!("{}: {e}", kind.title()));
}

/// Every tab's game replays through the engine from its start.
fn assert_legal(app: &App, step: u64) {
    for kind in GameKind::ALL {
        let Ok(save) = tab(app, kind).to_save() else { continue };
        let replayed = save.replays();
        assert!(replayed.is_ok(), "step {step}: the {} game is not a legal line: {replayed:?}", kind.title());
    }
}

#[test]
fn random_clicks_drags_and_keys_never_panic_and_keep_games_legal() {
    let steps = env_number("MONKEY_STEPS", 1500);
    let mut rng = Rng::seeded(env_number("MONKEY_SEED", 20_261_201));
    let mut app = App::default();
    for (index, kind) in GameKind::ALL.into_iter().enumerate() {
        seat(&mut app, index, kind);
    }
    let builder = builder_with(egui::vec2(WIDTH, HEIGHT), |ctx| {
        // Random clicks in a file dialog could save or export anywhere (the
        // home folder, the root): Save, Open and Export only say that no
        // dialog can be shown.
        file_dialog::set_mode(ctx, DialogMode::NativeOnly);
        file_dialog::assume_native(ctx, Native::Unavailable(Unavailable::NoLibdbus));
    });
    let mut h = show(builder, app.with_bots_inline());
    h.run_steps(2);
    let mut deepest = [0usize; GameKind::ALL.len()];
    for step in 0..steps {
        match rng.next_u64() % 11 {
            // Mostly clicks: on the tab row sometimes, so every tab is visited.
            0 => {
                let kind = GameKind::ALL[(rng.next_u64() % GameKind::ALL.len() as u64) as usize];
                let at = h.query_all_by_label(kind.title()).next().map(|n| n.rect().center());
                click(&mut h, at.unwrap_or_else(|| panic!("no tab for {}", kind.title())));
            }
            1 | 2 => click(&mut h, point(&mut rng)),
            3..=5 => {
                let at = target(&h, &mut rng);
                click(&mut h, at);
            }
            6 | 7 => {
                let (from, to) = (target(&h, &mut rng), target(&h, &mut rng));
                h.drag_at(from);
                h.step();
                h.hover_at(from + (to - from) * 0.5);
                h.step();
                h.drop_at(to);
            }
            8 => {
                // A legal move through the widgets, so games get somewhere.
                for label in legal_clicks(h.state(), &mut rng) {
                    let at = h.query_all_by_label(&label).next().map(|n| n.rect().center());
                    if let Some(at) = at {
                        click(&mut h, at);
                        h.step();
                    }
                }
            }
            _ => {
                let (modifiers, key) = KEYS[(rng.next_u64() % KEYS.len() as u64) as usize];
                h.key_press_modifiers(modifiers, key);
            }
        }
        h.step();
        for (most, kind) in deepest.iter_mut().zip(GameKind::ALL) {
            *most = (*most).max(tab(h.state(), kind).plies());
        }
        if step % 100 == 0 {
            assert_legal(h.state(), step);
        }
    }
    assert_legal(h.state(), steps);
    // The monkey did play: games went some way.
    eprintln!("longest games reached ({:?}): {deepest:?}", GameKind::ALL);
    assert!(deepest.iter().sum::<usize>() > 0, "no move was ever made");
}

/// Every game's legal clicks, clicked on its board by people at every
/// seat, play exactly one move each time: the labels name the widgets
/// that make the move.
#[test]
fn the_clicks_each_game_names_for_a_move_play_it() {
    let mut rng = Rng::seeded(7);
    for kind in GameKind::ALL {
        let mut app = App::default();
        app.tab = kind;
        let players = kind.facts().player_counts[0];
        let people = (0..players).map(|j| Seat::human(format!("P{j}"))).collect();
        app.tab_mut(kind).restart(people, 3).unwrap_or_else(|e| panic!("{}: {e}", kind.title()));
        let mut h = harness(app, egui::vec2(WIDTH, HEIGHT));
        h.run_steps(2);
        for turn in 0..12 {
            let before = tab(h.state(), kind).plies();
            let clicks = legal_clicks(h.state(), &mut rng);
            assert!(!clicks.is_empty(), "{} turn {turn}: a move to click", kind.title());
            for label in &clicks {
                let at = h.query_all_by_label(label).next().map(|n| n.rect().center());
                let at = at.unwrap_or_else(|| {
                    panic!("{} turn {turn}: no widget {label} ({clicks:?})", kind.title())
                });
                click(&mut h, at);
                h.run_steps(2);
            }
            // Animations end before the next move is asked for.
            h.run_steps(40);
            let after = tab(h.state(), kind).plies();
            assert_eq!(after, before + 1, "{} turn {turn}: {clicks:?} played one move", kind.title());
        }
    }
}

#[test]
fn a_tab_refuses_a_table_its_game_is_not_played_by_with_the_views_own_reason() {
    use malice_table::ui::malice::{MaliceUi, Unfit};
    use malice_table::ui::screen::view::ViewDialog;
    let mut app = App::default();
    let three = ["A", "B", "C"].map(Seat::human).to_vec();
    let refused = app.tab_mut(GameKind::Malice).restart(three, 1).expect_err("Malice is not played by three");
    // The shell keeps the view's reason as data, and the view words it.
    assert_eq!(refused.reason::<Unfit>(), Some(&Unfit::Players(3)));
    assert_eq!(refused.to_string(), MaliceUi::unfit(&Unfit::Players(3)));
    assert_eq!(refused.words(), refused.to_string());
}
