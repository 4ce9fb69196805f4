//! The Malefiz tab driven through its real UI (AccessKit), headless.

use crate::harness::{WINDOW, harness};
use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use malice_table::core::{Game, Level, Seat, StopSignal};
use malice_table::games::malefiz::bot::greedy_bot;
use malice_table::games::malefiz::layout::Layout;
use malice_table::games::malefiz::{Board, Colour, Malefiz, Move, Origin, Phase};
use malice_table::ui::App;
use malice_table::ui::malefiz::board::{Point as BoardStop, cursor_step};
use malice_table::ui::malefiz::{MalefizScreen, MalefizSetup, MalefizUi};
use malice_table::ui::screen::GameTab;
use malice_table::ui::widgets::keys::Nav;
use std::collections::{HashMap, VecDeque};

fn people() -> Vec<Seat> {
    vec![Seat::human("Ann"), Seat::human("Bob")]
}

fn cursor(h: &Harness<'static, App>) -> usize {
    h.state().screen::<MalefizUi>().expect("the malefiz screen").session().history().cursor()
}

fn current(h: &Harness<'static, App>) -> Malefiz {
    h.state().screen::<MalefizUi>().expect("the malefiz screen").session().current().clone()
}

/// Clicks the widgets that make `mv`: its origin, its target, its placement.
fn click_move(h: &mut Harness<'static, App>, mv: Move) {
    let Move::Piece { from, to, place } = mv else { panic!("not a piece move: {mv}") };
    let origin = match from {
        Origin::House => format!("{} house", current(h).turn().name()),
        Origin::Forest => "Forest".to_string(),
        Origin::Square(sq) => sq.to_string(),
    };
    h.get_by_label(&origin).click();
    h.run_steps(2);
    h.get_by_label(&to.to_string()).click();
    h.run_steps(2);
    if let Some(place) = place {
        h.get_by_label(&place.to_string()).click();
        h.run_steps(2);
    }
}

#[test]
fn rolling_then_moving_through_the_ui() {
    let game = Malefiz::classic_start(11);
    let mut h = harness(App::with_screen(MalefizScreen::with_game(game, people(), 11)), WINDOW);
    h.run_steps(2);
    h.get_by_label("Roll the die").click();
    h.run_steps(2);
    assert_eq!(cursor(&h), 1);
    let state = current(&h);
    let Phase::Move { roll } = state.phase() else { panic!("expected a roll") };
    assert!((1..=6).contains(&roll));
    // From the start every roll lets a piece enter.
    let mv = state.legal_move_list().into_iter().next().expect("a move");
    click_move(&mut h, mv);
    assert_eq!(cursor(&h), 2, "the piece moved");
    assert!(!current(&h).pieces_on_board(state.turn()).is_empty());
    h.get_by_label_contains(&format!("Red {roll}:"));
}

#[test]
fn space_rolls_and_undo_never_rerolls() {
    let game = Malefiz::classic_start(5);
    let mut h = harness(App::with_screen(MalefizScreen::with_game(game, people(), 5)), WINDOW);
    h.run_steps(2);
    h.key_press(Key::Space);
    h.run_steps(2);
    let first = current(&h).roll().expect("rolled");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(2);
    assert_eq!(current(&h).phase(), Phase::Roll);
    h.key_press(Key::Space);
    h.run_steps(2);
    assert_eq!(current(&h).roll(), Some(first), "the die comes from the state: the same face again");
}

/// Red has rolled a 5: a piece entering from the house reaches a3, which
/// holds a barricade.
fn red_rolled_five_before_a_barricade() -> Harness<'static, App> {
    let game = Malefiz::from_position("classic r r:5h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3")
        .expect("position")
        .with_roll(5)
        .expect("roll");
    let mut h = harness(App::with_screen(MalefizScreen::with_game(game, people(), 3)), WINDOW);
    h.run_steps(2);
    h
}

#[test]
fn taking_a_barricade_asks_where_to_place_it() {
    let mut h = red_rolled_five_before_a_barricade();
    h.get_by_label("Red house").click();
    h.run_steps(2);
    h.get_by_label("a3").click();
    h.run_steps(2);
    assert_eq!(cursor(&h), 0, "no move yet: the barricade must be placed first");
    h.get_by_label_contains("click a space for the barricade");
    // Escape goes back to choosing the move.
    h.key_press(Key::Escape);
    h.run_steps(2);
    assert!(h.query_by_label_contains("click a space for the barricade").is_none());
    // The house stays selected: choosing the barricade's space again.
    h.get_by_label("a3").click();
    h.run_steps(2);
    h.get_by_label("a11").click();
    h.run_steps(2);
    assert_eq!(cursor(&h), 1);
    let after = current(&h);
    assert!(after.has_barricade("a11".parse().expect("square")));
    assert!(!after.has_barricade("a3".parse().expect("square")));
    h.get_by_label_contains("takes barricade");
}

#[test]
fn a_bot_rolls_and_moves_by_itself() {
    let game = Malefiz::classic_start(9);
    let seats = vec![Seat::bot("Bot", Level::Newcomer), Seat::human("Ann")];
    let mut h = harness(App::with_screen(MalefizScreen::with_game(game, seats, 9)), WINDOW);
    // The bot answers inline: its roll and its move in the next frame.
    h.run_steps(2);
    assert_eq!(current(&h).to_move(), Some(1), "the bot finished its turn");
    assert!(cursor(&h) >= 2, "it rolled and moved (or passed)");
}

#[test]
fn new_game_dialog_starts_a_fast_three_player_game() {
    let mut h = harness(App::with_screen(MalefizScreen::new(MalefizSetup::default(), 1)), WINDOW);
    h.run_steps(2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run_steps(2);
    h.get_by_label("Fast").click();
    h.run_steps(1);
    h.get_by_label("Green").click();
    h.run_steps(1);
    h.get_by_label("Start").click();
    h.run_steps(2);
    let state = current(&h);
    assert_eq!(state.board().name(), "fast");
    assert_eq!(state.seat_count(), 3);
}

/// Drags the piece of `mv` to its target (then clicks its placement).
fn drag_move(h: &mut Harness<'static, App>, mv: Move) {
    let Move::Piece { from, to, place } = mv else { panic!("not a piece move: {mv}") };
    let origin = match from {
        Origin::House => format!("{} house", current(h).turn().name()),
        Origin::Forest => "Forest".to_string(),
        Origin::Square(sq) => sq.to_string(),
    };
    let from = h.get_by_label(&origin).rect().center();
    let to = h.get_by_label(&to.to_string()).rect().center();
    h.drag_at(from);
    h.run_steps(1);
    h.hover_at(from + (to - from) * 0.5);
    h.run_steps(1);
    h.drop_at(to);
    h.run_steps(2);
    if let Some(place) = place {
        h.get_by_label(&place.to_string()).click();
        h.run_steps(2);
    }
}

#[test]
fn a_whole_fast_game_against_a_bot_through_the_ui() {
    let game = Malefiz::new(Board::fast(), &[Colour::Red, Colour::Yellow], None, 21).expect("game");
    let seats = vec![Seat::human("Ann"), Seat::bot("Bot", Level::Newcomer)];
    let mut h = harness(App::with_screen(MalefizScreen::with_game(game, seats, 21)), WINDOW);
    h.run_steps(2);
    h.get_by_label("Fast board · 2 colours");
    // Ann plays the greedy baseline's choices, by click and by drag in turn.
    let mut planner = greedy_bot();
    let mut moves_played = 0;
    for _ in 0..20_000 {
        let state = current(&h);
        if state.winner().is_some() {
            break;
        }
        if state.to_move() != Some(0) {
            // The bot answers inline: a frame plays its turn.
            h.step();
            continue;
        }
        let before = cursor(&h);
        match state.phase() {
            Phase::Roll => h.key_press(Key::Space),
            _ => match planner.choose(&state.view(0), &StopSignal::never()).expect("a move") {
                Move::Pass => {
                    h.get_by_label("Pass the turn").click();
                }
                mv if moves_played % 2 == 0 => {
                    click_move(&mut h, mv);
                    moves_played += 1;
                }
                mv => {
                    drag_move(&mut h, mv);
                    moves_played += 1;
                }
            },
        }
        h.run_steps(2);
        assert!(cursor(&h) > before, "Ann's action in {} was played", state.position());
    }
    let state = current(&h);
    let winner = state.winner().expect("the game reached its end");
    assert!(moves_played >= 6, "Ann moved pieces {moves_played} times");
    h.run_steps(2);
    // The card speaks to Ann and says how the winner won.
    let said = if Some(winner) == state.colour_at(0) { "You won" } else { "You lost" };
    h.get_by_label(said);
    h.get_by_label_contains(&format!("{} reached the goal in ", winner.name()));
    h.get_by_label("Start a new game").click();
    h.run_steps(2);
    assert!(
        h.state().screen::<MalefizUi>().expect("the malefiz screen").dialog_open(),
        "the banner's button opens the new-game dialog"
    );
    h.run_steps(6);
    h.get_by_label("Start");
}

/// Presses the arrows of a shortest walk of the keyboard cursor to `goal`.
fn cursor_to(h: &mut Harness<'static, App>, goal: BoardStop) {
    let game = current(h);
    let lay = Layout::new(game.board());
    let start = h
        .state()
        .screen::<MalefizUi>()
        .expect("the malefiz screen")
        .keyboard_cursor()
        .expect("the cursor is shown");
    // Breadth-first over what each arrow does.
    let mut came: HashMap<BoardStop, (BoardStop, Key)> = HashMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(at) = queue.pop_front() {
        if at == goal {
            break;
        }
        for (nav, key) in [
            (Nav::Left, Key::ArrowLeft),
            (Nav::Right, Key::ArrowRight),
            (Nav::Up, Key::ArrowUp),
            (Nav::Down, Key::ArrowDown),
        ] {
            let next = cursor_step(&game, &lay, at, nav);
            if next != start && !came.contains_key(&next) {
                came.insert(next, (at, key));
                queue.push_back(next);
            }
        }
    }
    let mut keys = Vec::new();
    let mut at = goal;
    while at != start {
        let (before, key) = came[&at];
        keys.push(key);
        at = before;
    }
    for key in keys.into_iter().rev() {
        h.key_press(key);
        h.run_steps(1);
    }
    assert_eq!(h.state().screen::<MalefizUi>().expect("the malefiz screen").keyboard_cursor(), Some(goal));
}

#[test]
fn the_keyboard_selects_moves_and_places_the_barricade() {
    let mut h = red_rolled_five_before_a_barricade();
    // The first arrow shows the cursor on something that can move.
    h.key_press(Key::ArrowDown);
    h.run_steps(2);
    assert_eq!(
        h.state().screen::<MalefizUi>().expect("the malefiz screen").keyboard_cursor(),
        Some(BoardStop::House(Colour::Red))
    );
    h.key_press(Key::Enter);
    h.run_steps(2);
    let square = |name: &str| BoardStop::Space(name.parse().expect("square"));
    cursor_to(&mut h, square("a3"));
    h.key_press(Key::Enter);
    h.run_steps(2);
    h.get_by_label_contains("click a space for the barricade");
    cursor_to(&mut h, square("a11"));
    h.key_press(Key::Enter);
    h.run_steps(2);
    assert_eq!(cursor(&h), 1, "the move is made");
    let after = current(&h);
    assert!(after.has_barricade("a11".parse().expect("square")));
    assert!(after.piece_at("a3".parse().expect("square")).is_some());
}

/// Four bots on the classic board, at `pace`; the cursor after each of
/// `frames` frames (a frame is a quarter second in the harness).
fn bot_game_frames(pace: malice_table::store::settings::BotPace, frames: usize) -> Vec<usize> {
    let colours = [Colour::Red, Colour::Green, Colour::Yellow, Colour::Blue];
    let game = Malefiz::new(Board::classic(), &colours, None, 5).expect("a four-colour game");
    let seats = (1..=4).map(|i| Seat::bot(format!("Bot {i}"), Level::Newcomer)).collect();
    let mut screen = MalefizScreen::with_game(game, seats, 5);
    let mut h = harness(App::with_screen(MalefizScreen::default()), WINDOW);
    screen.set_bots_inline(true);
    screen.set_bot_pace(pace);
    h.state_mut().put_screen(screen);
    (0..frames)
        .map(|_| {
            h.step();
            cursor(&h)
        })
        .collect()
}

#[test]
fn bots_play_one_move_at_a_time_each_after_the_last_was_shown() {
    use malice_table::store::settings::BotPace;
    let cursors = bot_game_frames(BotPace::Normal, 60);
    let mut last_change = 0;
    for (frame, pair) in cursors.windows(2).enumerate() {
        let step = pair[1] - pair[0];
        assert!(step <= 1, "two bot moves in one frame at frame {frame}: {cursors:?}");
        if step == 1 {
            // A roll (every bot's turn begins with one: an odd ply) is
            // shown by the die's tumble, then a quarter second's pause:
            // at least two quarter-second frames before the move.
            let after_roll = pair[0] % 2 == 1;
            let least = if after_roll { 2 } else { 1 };
            assert!(frame + 1 - last_change >= least, "moves too close at frame {frame}: {cursors:?}");
            last_change = frame + 1;
        }
    }
    let played = cursors.last().copied().unwrap_or(0);
    assert!(played >= 8, "the bots kept playing: {played} moves in 15 s");
    // The instant pace plays a whole run of bot moves in one frame.
    let instant = bot_game_frames(BotPace::Instant, 2);
    assert!(instant[1] > 20, "instant bots play on at once: {instant:?}");
}

/// The die's face as it tells screen readers (and tests).
fn die_face(h: &Harness<'static, App>, label: &str) -> Option<f64> {
    h.get_by_label(label).accesskit_node().numeric_value()
}

/// The last roll made so far: its ply, face and colour.
fn last_roll(h: &Harness<'static, App>) -> (usize, u8, Colour) {
    let screen = h.state().screen::<MalefizUi>().expect("the malefiz screen");
    let history = screen.session().history();
    let ply = (1..=history.cursor()).rev().find(|&p| history.all()[p - 1].mv == Move::Roll).expect("a roll");
    let face = history.state_at(ply).roll().expect("rolled");
    (ply, face, history.state_at(ply - 1).turn())
}

/// Ann (the first seat) rolls (unless she has) and plays her first legal
/// move (or passes), then the bots play until it is her turn again.
fn ann_plays_a_turn(h: &mut Harness<'static, App>) {
    if current(h).phase() == Phase::Roll {
        h.key_press(Key::Space);
        h.run_steps(2);
    }
    match current(h).legal_move_list().as_slice() {
        [Move::Pass] => h.get_by_label("Pass the turn").click(),
        [mv, ..] => click_move(h, *mv),
        [] => panic!("Ann has no move"),
    }
    for _ in 0..100 {
        h.run_steps(1);
        if current(h).to_move() == Some(0) {
            break;
        }
    }
    assert_eq!(current(h).to_move(), Some(0), "back to Ann");
    // Let any tumble of the die end.
    h.run_steps(4);
}

fn ann_and_bots(colours: &[Colour], seed: u64) -> Harness<'static, App> {
    let game = Malefiz::new(Board::classic(), colours, None, seed).expect("game");
    let mut seats = vec![Seat::human("Ann")];
    seats.extend((1..colours.len()).map(|i| Seat::bot(format!("Bot {i}"), Level::Newcomer)));
    let mut h = harness(App::with_screen(MalefizScreen::with_game(game, seats, seed)), WINDOW);
    h.run_steps(2);
    h
}

#[test]
fn the_die_shows_every_bots_roll_in_its_colour() {
    let mut h = ann_and_bots(&Colour::ALL, 17);
    h.get_by_label("No roll yet");
    h.get_by_label("Roll the die");
    for _ in 0..4 {
        ann_plays_a_turn(&mut h);
        // Back to Ann: the die keeps Blue's roll, the last one made, until she rolls.
        let (_, face, colour) = last_roll(&h);
        assert_eq!(colour, Colour::Blue);
        h.get_by_label(&format!("Blue rolled {face}"));
        assert_eq!(die_face(&h, "Roll the die"), Some(f64::from(face)));
        h.key_press(Key::Space);
        h.run_steps(4);
        let (_, face, colour) = last_roll(&h);
        assert_eq!(colour, Colour::Red);
        h.get_by_label(&format!("Red rolled {face}"));
    }
}

#[test]
fn looking_back_the_die_shows_the_roll_of_that_position() {
    let mut h = ann_and_bots(&[Colour::Red, Colour::Green, Colour::Yellow], 5);
    ann_plays_a_turn(&mut h);
    let history = h.state().screen::<MalefizUi>().expect("the malefiz screen").session().history().clone();
    // Ply 3 is Green's roll, ply 4 Green's move.
    assert_eq!(history.all()[2].mv, Move::Roll);
    let face = history.state_at(3).roll().expect("green rolled");
    h.get_by_label(&format!("  3. Green rolls {face}")).click();
    h.run_steps(2);
    h.get_by_label(&format!("Die: Green rolled {face}"));
    assert_eq!(die_face(&h, &format!("Die: Green rolled {face}")), Some(f64::from(face)));
    // After Green's move the die still shows Green's roll.
    h.get_by_label_contains("  4. Green").click();
    h.run_steps(2);
    h.get_by_label(&format!("Die: Green rolled {face}"));
    h.get_by_label("Start position").click();
    h.run_steps(2);
    h.get_by_label("Die: no roll yet");
}

#[test]
fn other_players_last_moves_stay_marked_until_your_turn() {
    let mut h = ann_and_bots(&[Colour::Red, Colour::Green, Colour::Yellow], 8);
    let marked = |h: &Harness<'static, App>| -> Vec<(Colour, usize)> {
        let screen = h.state().screen::<MalefizUi>().expect("the malefiz screen");
        screen.marked().iter().map(|t| (t.colour, t.ply)).collect()
    };
    ann_plays_a_turn(&mut h);
    // From the start every roll brings a piece out: plies 4 and 6 are the bots' moves.
    assert_eq!(marked(&h), [(Colour::Green, 4), (Colour::Yellow, 6)]);
    // Rolling is part of Ann's turn: the marks stay.
    h.key_press(Key::Space);
    h.run_steps(4);
    assert_eq!(marked(&h), [(Colour::Green, 4), (Colour::Yellow, 6)]);
    // Looking back at Ann's own move: only that move.
    h.get_by_label_contains("  2. Red").click();
    h.run_steps(2);
    assert_eq!(marked(&h), [(Colour::Red, 2)]);
    h.key_press(Key::Escape);
    h.run_steps(2);
    assert_eq!(marked(&h).len(), 2);
}

/// The time of the harness's last frame.
fn now(h: &Harness<'static, App>) -> f64 {
    h.ctx.input(|i| i.time)
}

fn animating(h: &Harness<'static, App>) -> bool {
    use malice_table::ui::screen::ViewPainting;
    h.state().screen::<MalefizUi>().expect("the malefiz screen").view().animating(now(h))
}

#[test]
fn a_hit_pawn_flies_home_and_the_view_waits_for_it() {
    use malice_table::ui::malefiz::motion::{HIT_SECONDS, STEP_SECONDS};
    let game = Malefiz::from_position("classic r r:c1,4h y:f1,4h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3")
        .expect("position")
        .with_roll(3)
        .expect("roll");
    let mut h = harness(App::with_screen(MalefizScreen::with_game(game, people(), 3)), WINDOW);
    h.run_steps(2);
    h.get_by_label("c1").click();
    h.run_steps(1);
    h.get_by_label("f1").click();
    // The move is played after the frame of the click, and shown from the next.
    h.run_steps(2);
    assert_eq!(cursor(&h), 1, "Red hit Yellow");
    let screen = h.state().screen::<MalefizUi>().expect("the malefiz screen");
    let motion = screen.motion().expect("the move is shown");
    let hit = motion.hit.expect("a pawn is hit");
    assert_eq!(hit.colour, Colour::Yellow);
    let clock = motion.clock();
    let walk = 3.0 * STEP_SECONDS;
    assert!((clock.duration - (walk + HIT_SECONDS)).abs() < 1e-9);
    // Step past the walk: the hit pawn is still flying, and the view says so.
    while now(&h) < clock.start + walk + 0.05 {
        h.step();
    }
    let t = now(&h) - clock.start;
    assert!(t < walk + HIT_SECONDS, "the flight is not over at {t}");
    let screen = h.state().screen::<MalefizUi>().expect("the malefiz screen");
    assert!(screen.motion().expect("still shown").at(t).victim.is_some());
    assert!(animating(&h), "the flight keeps the view animating");
    h.run_steps(4);
    assert!(!animating(&h), "over once the pawn is home");
}

#[test]
fn a_taken_barricade_is_carried_to_its_new_space() {
    let mut h = red_rolled_five_before_a_barricade();
    h.get_by_label("Red house").click();
    h.run_steps(1);
    h.get_by_label("a3").click();
    h.run_steps(1);
    h.get_by_label("a11").click();
    h.run_steps(2);
    assert_eq!(cursor(&h), 1);
    let screen = h.state().screen::<MalefizUi>().expect("the malefiz screen");
    let motion = screen.motion().expect("the move is shown");
    let carry = motion.carry.expect("a barricade is taken");
    assert_eq!(carry.to.to_string(), "a11");
    let clock = motion.clock();
    let mut lifted = 0;
    while now(&h) < clock.start + clock.duration {
        assert!(animating(&h));
        let screen = h.state().screen::<MalefizUi>().expect("the malefiz screen");
        let moment = screen.motion().expect("shown").at(now(&h) - clock.start);
        lifted += usize::from(moment.barricade.is_some_and(|b| b.lift > 0.0));
        h.step();
    }
    assert!(lifted > 0, "the barricade was seen off the ground");
    assert!(!animating(&h));
}
