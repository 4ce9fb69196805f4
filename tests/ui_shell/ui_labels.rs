//! Table manners, through the real UI (AccessKit), headless: the side panel
//! names a restored game's variant and seats from the game itself; seats
//! are named by one rule in every new-game dialog; every Undo button agrees;
//! card suits are shown as symbols.

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use malice_table::core::{Controller, Level, Seat};
use malice_table::games::GameKind;
use malice_table::games::malefiz::Colour;
use malice_table::games::malefiz::{self, BoardChoice};
use malice_table::games::malice::{Move as MaliceMove, Players, QUIET_MOVE_LIMIT};
use malice_table::games::spite::Rules;
use malice_table::games::{malice, spite};
use malice_table::store::Paths;
use malice_table::store::save::{Part, SAVE_FORMAT, SaveFile};
use malice_table::ui::App;
use malice_table::ui::malice::{MaliceScreen, MaliceSetup, MaliceUi};
use malice_table::ui::screen::GameTab;
use malice_table::ui::spite::{SpiteScreen, SpiteSetup, SpiteUi};

use crate::fixtures::ann_to_move;
use crate::harness::{LOW_WINDOW, harness};
use crate::scratch::Scratch;

/// A save of a game not yet begun.
fn save<V: serde::Serialize>(game: GameKind, seats: Vec<Seat>, variant: V) -> SaveFile {
    SaveFile {
        format: SAVE_FORMAT,
        game,
        seats,
        variant: Part::of(&variant).expect("a variant"),
        seed: 5,
        bot_seed: 6,
        series: None,
        position: None,
        moves: Vec::new(),
        review: None,
    }
}

/// A restored game and what its side panel must say: the variant, each
/// seat, and a line the next new game's setup would say instead.
struct Case {
    name: String,
    save: SaveFile,
    shows: Vec<String>,
    not: String,
}

fn malice_cases() -> Vec<Case> {
    let two = vec![Seat::human("Ann"), Seat::bot("Champion bot", Level::Champion)];
    let four = vec![
        Seat::human("Ann"),
        Seat::bot("Robo", Level::Newcomer),
        Seat::human("Bob"),
        Seat::bot("Champion bot", Level::Champion),
    ];
    let variant = |players| malice::Variant { players, quiet_move_limit: QUIET_MOVE_LIMIT };
    vec![
        Case {
            name: "Malice, 2 players".into(),
            save: save(GameKind::Malice, two, variant(2)),
            shows: ["Two players", "South", "North", "Ann", "Champion bot"].map(String::from).to_vec(),
            not: "Four players in two teams".into(),
        },
        Case {
            name: "Malice, 4 players".into(),
            save: save(GameKind::Malice, four, variant(4)),
            shows: [
                "Four players in two teams",
                "South-L",
                "North-R",
                "Ann",
                "Robo (Newcomer bot)",
                "Bob",
                "Champion bot",
            ]
            .map(String::from)
            .to_vec(),
            not: "Two players".into(),
        },
    ]
}

fn malefiz_cases() -> Vec<Case> {
    let seats = [
        Seat::human("Ann"),
        Seat::bot("Newcomer bot", Level::Newcomer),
        Seat::bot("Robo", Level::Master),
        Seat::bot("Club player bot", Level::Club),
    ];
    let named = ["Red: Ann", "Green: Newcomer bot", "Yellow: Robo (Master bot)", "Blue: Club player bot"];
    let mut cases = Vec::new();
    for (board, title, other) in [
        (BoardChoice::Classic, "Classic board", "Fast board"),
        (BoardChoice::Fast, "Fast board", "Classic board"),
    ] {
        for n in 2..=4 {
            let variant =
                malefiz::Variant { board: board.clone(), colours: Colour::ALL[..n].to_vec(), first: None };
            let mut shows = vec![format!("{title} · {n} colours")];
            shows.extend(named[..n].iter().map(|s| s.to_string()));
            cases.push(Case {
                name: format!("Malefiz, {title}, {n} colours"),
                save: save(GameKind::Malefiz, seats[..n].to_vec(), variant),
                shows,
                not: format!("{other} · 2 colours"),
            });
        }
    }
    cases
}

fn spite_cases() -> Vec<Case> {
    let seats = vec![Seat::human("Ann"), Seat::bot("Robo", Level::Expert)];
    [(true, "The hand is refilled when it empties"), (false, "No refill when the hand empties")]
        .into_iter()
        .map(|(refill, title)| Case {
            name: format!("Spite & Malice, refill {refill}"),
            save: save(GameKind::Spite, seats.clone(), spite::Variant { refill_on_empty_hand: refill }),
            shows: [title, "Ann", "Robo (Expert bot)"].map(String::from).to_vec(),
            not: if refill {
                "No refill when the hand empties"
            } else {
                "The hand is refilled when it empties"
            }
            .into(),
        })
        .collect()
}

/// Checks the side panel of the app in `h` against `case`.
fn check_panel(h: &Harness<'static, App>, case: &Case, how: &str) {
    assert!(h.state().notices.is_empty(), "{}, {how}: {:?}", case.name, h.state().notices);
    assert_eq!(h.state().tab, case.save.game, "{}, {how}: its tab is shown", case.name);
    for text in &case.shows {
        assert!(h.query_by_label(text).is_some(), "{}, {how}: the panel says {text:?}", case.name);
    }
    assert!(h.query_by_label(&case.not).is_none(), "{}, {how}: the panel says {:?}", case.name, case.not);
}

#[test]
fn a_restored_game_is_labelled_by_its_own_variant_and_seats() {
    let cases: Vec<Case> = [malice_cases(), malefiz_cases(), spite_cases()].into_iter().flatten().collect();
    assert_eq!(cases.len(), 10);
    for (i, case) in cases.iter().enumerate() {
        let dir = Scratch::new(&format!("labels-restore-{i}"));
        // Opened with File › Open…, in an app set up for other games.
        let path = dir.join("game.ron");
        std::fs::write(&path, case.save.to_ron()).expect("write the save");
        let mut h = harness(App::default(), LOW_WINDOW);
        h.state_mut().open_path(&path);
        h.run_steps(3);
        check_panel(&h, case, "opened");
        // Restored from the autosave when the app starts again.
        let paths = Paths::under(&dir.join("data"));
        let autosave = paths.autosave_file(case.save.game);
        std::fs::create_dir_all(autosave.parent().expect("a folder")).expect("the autosave folder");
        std::fs::write(autosave, case.save.to_ron()).expect("write the autosave");
        let mut app = App::with_storage(paths);
        app.tab = case.save.game;
        let mut h = harness(app, LOW_WINDOW);
        h.run_steps(3);
        check_panel(&h, case, "restored");
    }
}

/// The name field and the who-plays box of the dialog row titled `title`.
fn name_in_row(h: &Harness<'static, App>, title: &str) -> String {
    let field = h
        .get_all_by_label(title)
        .find(|n| n.accesskit_node().role() == egui::accesskit::Role::TextInput)
        .unwrap_or_else(|| panic!("a name field for {title}"));
    field.value().unwrap_or_default()
}

/// Picks `choice` ("Human", "Bot (Champion)") in the who-plays box of the
/// dialog's row `row` (from 0).
fn choose(h: &mut Harness<'static, App>, row: usize, choice: &str) {
    h.get_all_by_role(egui::accesskit::Role::ComboBox)
        .nth(row)
        .unwrap_or_else(|| panic!("a who-plays box in row {row}"))
        .click();
    h.run_steps(3);
    h.get_by_label(choice).click();
    h.run_steps(3);
}

fn spite_app(names: (&str, &str)) -> Harness<'static, App> {
    let mut app = App::with_screen(SpiteScreen::new(SpiteSetup::default(), 3));
    app.settings.player_name = names.0.into();
    app.settings.second_player_name = names.1.into();
    app.apply_settings();
    let mut h = harness(app, LOW_WINDOW);
    h.run_steps(2);
    h.state_mut().screen_mut::<SpiteUi>().expect("the spite screen").open_new_game();
    h.run_steps(3);
    h
}

#[test]
fn a_seat_switched_to_human_takes_the_next_persons_name_and_to_a_bot_its_level() {
    let mut h = spite_app(("Ann", "Bob"));
    assert_eq!(name_in_row(&h, "Player 1"), "Ann");
    assert_eq!(name_in_row(&h, "Player 2"), "Club player bot");
    choose(&mut h, 1, "Human");
    assert_eq!(name_in_row(&h, "Player 2"), "Bob", "the second person's name, not \"Bot\"");
    choose(&mut h, 1, "Bot (Expert)");
    assert_eq!(name_in_row(&h, "Player 2"), "Expert bot");
    // Two bots of one level are told apart by number.
    choose(&mut h, 0, "Bot (Expert)");
    assert_eq!(name_in_row(&h, "Player 1"), "Expert bot 1");
    assert_eq!(name_in_row(&h, "Player 2"), "Expert bot 2");
    choose(&mut h, 0, "Human");
    assert_eq!(name_in_row(&h, "Player 1"), "Ann");
    assert_eq!(name_in_row(&h, "Player 2"), "Expert bot", "a lone expert bot needs no number");
    // Hot seat: the cover names the person, not a bot.
    choose(&mut h, 1, "Human");
    h.get_by_label("Start").click();
    h.run_steps(3);
    let seats = h.state().screen::<SpiteUi>().expect("the spite screen").session().seats.clone();
    assert_eq!(seats, vec![Seat::human("Ann"), Seat::human("Bob")]);
    assert!(h.query_by_label("Pass to Ann").is_some() || h.query_by_label("Pass to Bob").is_some());
    assert!(h.query_by_label_contains("Pass to Bot").is_none());
}

#[test]
fn a_typed_name_stays_when_the_seat_changes_hands() {
    let mut h = spite_app(("Ann", "Bob"));
    let field = h
        .get_all_by_label("Player 2")
        .find(|n| n.accesskit_node().role() == egui::accesskit::Role::TextInput)
        .expect("the name field");
    field.focus();
    h.run_steps(2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run_steps(1);
    h.get_all_by_label("Player 2")
        .find(|n| n.accesskit_node().role() == egui::accesskit::Role::TextInput)
        .expect("the name field")
        .type_text("Robo");
    h.run_steps(2);
    assert_eq!(name_in_row(&h, "Player 2"), "Robo");
    choose(&mut h, 1, "Bot (Newcomer)");
    assert_eq!(name_in_row(&h, "Player 2"), "Robo", "a new level keeps the typed name");
    choose(&mut h, 1, "Human");
    assert_eq!(name_in_row(&h, "Player 2"), "Robo");
}

#[test]
fn the_default_seats_use_the_settings_names_and_bot_levels() {
    let mut app = App::with_screen(MaliceScreen::new(MaliceSetup::default(), 3));
    app.settings.player_name = "Ann".into();
    *app.settings.bot_level_mut(malice_table::games::GameKind::Malice) = Level::Newcomer;
    app.apply_settings();
    let mut h = harness(app, LOW_WINDOW);
    h.run_steps(2);
    h.state_mut().screen_mut::<MaliceUi>().expect("the malice screen").open_new_game();
    h.run_steps(3);
    assert_eq!(name_in_row(&h, "South"), "Ann");
    assert_eq!(name_in_row(&h, "North"), "Newcomer bot");
    // Four players: the two new seats are bots too, numbered.
    h.get_by_label("4 (two teams)").click();
    h.run_steps(3);
    assert_eq!(name_in_row(&h, "South-R"), "Club player bot 1");
    assert_eq!(name_in_row(&h, "North-R"), "Club player bot 2");
    choose(&mut h, 2, "Bot (Newcomer)");
    assert_eq!(name_in_row(&h, "North-L"), "Newcomer bot 1");
    assert_eq!(name_in_row(&h, "South-R"), "Newcomer bot 2");
    assert_eq!(name_in_row(&h, "North-R"), "Club player bot");
}

/// Whether each Undo button on screen (the toolbar's and the side panel's)
/// is enabled.
fn undo_buttons(h: &Harness<'static, App>) -> Vec<bool> {
    h.get_all_by_label("Undo").map(|n| !n.accesskit_node().is_disabled()).collect()
}

fn assert_undo_agrees(h: &Harness<'static, App>, when: &str) -> bool {
    let states = undo_buttons(h);
    assert_eq!(states.len(), 2, "{when}: the toolbar's and the panel's Undo");
    assert_eq!(states[0], states[1], "{when}: the two Undo buttons disagree");
    states[0]
}

fn click(h: &mut Harness<'static, App>, label: &str) {
    h.get_all_by_label(label).next().unwrap_or_else(|| panic!("no widget labelled {label:?}")).click();
    h.run_steps(4);
}

#[test]
fn both_undo_buttons_agree_in_spite_and_malice_hot_seat_and_against_a_bot() {
    for other in [Seat::human("Bob"), Seat::bot("Newcomer bot", Level::Newcomer)] {
        let hot_seat = other.controller == Controller::Human;
        let setup = SpiteSetup { seats: vec![Seat::human("Ann"), other.clone()], rules: Rules::default() };
        let mut tab = SpiteScreen::with_game(setup, ann_to_move(), 3);
        tab.animation_speed = 0.0;
        let mut h = harness(App::with_screen(tab), LOW_WINDOW);
        h.run_steps(3);
        if hot_seat {
            click(&mut h, "Ready");
        }
        assert!(!assert_undo_agrees(&h, "Spite, at the start"), "nothing to undo at the start");
        click(&mut h, "hand Kd");
        click(&mut h, "centre 2");
        assert!(assert_undo_agrees(&h, "Spite, after a hand card"));
        click(&mut h, "payoff");
        click(&mut h, "centre 1");
        assert!(assert_undo_agrees(&h, "Spite, after a payoff card"), "a click says why not");
        // The log and the note spell the suits with symbols.
        h.get_by_label_contains("hand K♦ → centre 2");
        h.get_by_label_contains("payoff A♠ → centre 1");
        click(&mut h, "Undo");
        h.get_by_label_contains("Can't undo further: a payoff card was turned up.");

        let seats = vec![Seat::human("Ann"), other];
        let setup = MaliceSetup { players: Players::Two, seats, quiet_limit: QUIET_MOVE_LIMIT };
        let mut h = harness(App::with_screen(MaliceScreen::new(setup, 7)), LOW_WINDOW);
        h.run_steps(3);
        assert!(!assert_undo_agrees(&h, "Malice, at the start"));
        click(&mut h, "Lb2");
        click(&mut h, "Lb3");
        if hot_seat {
            assert!(assert_undo_agrees(&h, "Malice hot seat, after South's move"));
            let state =
                h.state().screen::<MaliceUi>().expect("the malice screen").session().current().clone();
            let step = state.legal_move_list().into_iter().find_map(|mv| match mv {
                MaliceMove::Step { from, to, .. } => Some((from, to)),
                _ => None,
            });
            let (from, to) = step.expect("North has a move");
            click(&mut h, &from.to_string());
            click(&mut h, &to.to_string());
        }
        assert!(assert_undo_agrees(&h, "Malice, after a move each"));
    }
}
