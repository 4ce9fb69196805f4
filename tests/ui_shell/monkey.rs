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
use malice_table::ui::file_dialog::{self, DialogMode, Native};
use malice_table::ui::malefiz::{MalefizScreen, MalefizSetup, MalefizUi};
use malice_table::ui::malice::{MaliceScreen, MaliceSetup, MaliceUi};
use malice_table::ui::screen::GameTab;
use malice_table::ui::spite::{SpiteScreen, SpiteSetup, SpiteUi};

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
    use malice_table::games::{malefiz, malice, spite};
    let pick = |n: usize, rng: &mut Rng| (rng.next_u64() % n.max(1) as u64) as usize;
    match app.tab {
        GameKind::Malice => {
            let moves =
                app.screen::<MaliceUi>().expect("the malice screen").session().current().legal_move_list();
            match moves.get(pick(moves.len(), rng)) {
                Some(malice::Move::Step { from, to, .. }) => vec![from.to_string(), to.to_string()],
                Some(malice::Move::Pass) => vec!["Pass".into()],
                None => Vec::new(),
            }
        }
        GameKind::Malefiz => {
            let state = app.screen::<MalefizUi>().expect("the malefiz screen").session().current();
            let moves = state.legal_move_list();
            match moves.get(pick(moves.len(), rng)) {
                Some(malefiz::Move::Roll) => vec!["Die".into()],
                Some(malefiz::Move::Pass) => vec!["Pass the turn".into()],
                Some(malefiz::Move::Piece { from, to, place }) => {
                    let origin = match from {
                        malefiz::Origin::House => format!("{} house", state.turn().name()),
                        malefiz::Origin::Forest => "Forest".into(),
                        malefiz::Origin::Square(sq) => sq.to_string(),
                    };
                    let mut clicks = vec![origin, to.to_string()];
                    clicks.extend(place.map(|p| p.to_string()));
                    clicks
                }
                None => Vec::new(),
            }
        }
        GameKind::Spite => {
            let state = app.screen::<SpiteUi>().expect("the spite screen").session().current();
            let moves = state.legal_move_list();
            let hand =
                |card: spite::Card| format!("hand {}", malice_table::ui::spite::cards::card_text(card));
            match moves.get(pick(moves.len(), rng)) {
                Some(spite::Move::Play { from, to }) => {
                    let from = match from {
                        spite::Source::Hand(card) => hand(*card),
                        spite::Source::Payoff => "payoff".into(),
                        spite::Source::Side(k) => format!("side {}", k + 1),
                    };
                    vec!["Ready".into(), from, format!("centre {}", to + 1)]
                }
                Some(spite::Move::Discard { card, pile }) => {
                    vec!["Ready".into(), hand(*card), format!("side {}", pile + 1)]
                }
                Some(spite::Move::EndTurn) => vec!["End turn".into()],
                None => Vec::new(),
            }
        }
    }
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

/// Puts `kind`'s table in `app`: people and quick bots, so both kinds of
/// turn come up, with quick animations.
fn seat(app: &mut App, kind: GameKind) {
    match kind {
        GameKind::Malice => {
            let seats = vec![Seat::human("A"), Seat::bot("B", Level::Newcomer)];
            let mut screen = MaliceScreen::new(MaliceSetup { seats, ..MaliceSetup::default() }, 1);
            screen.animation_speed = 0.2;
            app.put_screen(screen);
        }
        GameKind::Malefiz => {
            let seats =
                [Some(Seat::human("A")), None, Some(Seat::bot("B", Level::Newcomer)), Some(Seat::human("C"))];
            let mut screen = MalefizScreen::new(MalefizSetup { seats, ..MalefizSetup::default() }, 2);
            screen.animation_speed = 0.2;
            app.put_screen(screen);
        }
        GameKind::Spite => {
            let seats = vec![Seat::human("A"), Seat::human("B")];
            let mut screen = SpiteScreen::new(SpiteSetup { seats, ..SpiteSetup::default() }, 3);
            screen.animation_speed = 0.2;
            app.put_screen(screen);
        }
    }
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
    for kind in GameKind::ALL {
        seat(&mut app, kind);
    }
    let mut h = Harness::builder()
        .with_size(egui::vec2(WIDTH, HEIGHT))
        .with_context_setup(|ctx| {
            App::install_loaders(ctx);
            // Random clicks in a file dialog could save or export anywhere
            // (the home folder, the root): Save, Open and Export only say
            // that no dialog can be shown.
            file_dialog::set_mode(ctx, DialogMode::NativeOnly);
            file_dialog::assume_native(ctx, Native::Unavailable("the monkey writes no files".into()));
        })
        .build_ui_state(|ui, app: &mut App| app.show(ui), app.with_bots_inline());
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
