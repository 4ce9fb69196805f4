//! Two apps in one process playing over loopback (only this home network:
//! no relays), each driven through its own UI: one hosts, the other joins
//! with the code it shows, and both tables play the same game to its end.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use malice_table::core::{Controller, Level, Seat};
use malice_table::games::GameKind;
use malice_table::net::code;
use malice_table::net::link::Reach;
use malice_table::store::save::SaveFile;
use malice_table::ui::App;
use std::time::{Duration, Instant};

use crate::harness::{WINDOW, harness};
use crate::scratch::Scratch;

/// Far more than any of these games takes.
const LIMIT: Duration = Duration::from_secs(240);

/// `app`, its bots answering at once, reaching this computer only
/// (loopback).
fn on_this_computer(mut app: App) -> Harness<'static, App> {
    app.online.reach = Reach::Machine;
    harness(app, WINDOW)
}

fn click(h: &mut Harness<'static, App>, label: &str) {
    h.get_all_by_label(label).next().unwrap_or_else(|| panic!("no control named {label:?}")).click();
    h.run_steps(3);
}

/// Steps `h` until `done` holds, giving the network threads time.
fn until(h: &mut Harness<'static, App>, what: &str, done: impl Fn(&Harness<'static, App>) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !done(h) {
        assert!(Instant::now() < deadline, "waited too long for {what}");
        std::thread::sleep(Duration::from_millis(5));
        h.run_steps(1);
    }
}

/// The join code the host's side panel shows (a label's text, in rows of
/// groups of five).
fn code_shown(h: &Harness<'static, App>) -> Option<String> {
    h.root().children_recursive().find_map(|node| {
        let text = node.accesskit_node().value().map(|value| value.to_string())?;
        code::read(&text).is_ok().then_some(text)
    })
}

/// Hosts `kind` with `seats` on `host` (the friend's seat is `Remote`) and
/// joins it from `guest` through the Play online window.
fn host_and_join(
    host: &mut Harness<'static, App>,
    guest: &mut Harness<'static, App>,
    kind: GameKind,
    seats: Vec<Seat>,
) {
    host.state_mut().tab = kind;
    host.state_mut().tab_mut(kind).restart(seats, 11).expect("a table for friends");
    host.run_steps(2);
    until(host, "the join code", |h| code_shown(h).is_some());
    join_with(host, guest, kind);
}

/// Joins the table `host` shows the code of from `guest`'s Play online window.
fn join_with(host: &mut Harness<'static, App>, guest: &mut Harness<'static, App>, kind: GameKind) {
    // Typed as a person reads it off the screen: its rows on one line.
    let code = code_shown(host).expect("a code").replace('\n', " ");
    guest.state_mut().online.open = true;
    guest.run_steps(3);
    let field = "Type or paste the code the host sent you (groups of five, any case).";
    guest.get_by_label(field).focus();
    guest.run_steps(2);
    guest.get_by_label(field).type_text(&code);
    guest.run_steps(2);
    assert_eq!(guest.state().online.code, code, "the code is in the field");
    click(guest, "Join");
    let deadline = Instant::now() + Duration::from_secs(20);
    while !guest.state().tab_screen(kind).is_some_and(|t| t.online()) || guest.state().online.joining() {
        let window = &guest.state().online;
        assert!(Instant::now() < deadline, "the guest did not join: {:?} {:?}", window.code, window.error());
        std::thread::sleep(Duration::from_millis(5));
        guest.run_steps(1);
        host.run_steps(1);
    }
    assert_eq!(guest.state().tab, kind, "the guest's window shows the host's game");
}

/// Makes the first legal move of the person at `h`'s table, if it is
/// theirs to make; whether one was made.
fn person_moves(h: &mut Harness<'static, App>, kind: GameKind) -> bool {
    let Some(clicks) = h.state().tab_screen(kind).and_then(|t| t.legal_clicks().into_iter().next()) else {
        return false;
    };
    for label in clicks {
        let found = h.query_all_by_label(&label).next().map(|node| node.click()).is_some();
        if found {
            h.run_steps(2);
        }
    }
    true
}

fn save_of(h: &Harness<'static, App>, kind: GameKind) -> SaveFile {
    h.state().tab_screen(kind).expect("the tab").to_save().expect("the game saves")
}

/// The texts `h` shows (for a failure's message).
fn texts(h: &Harness<'static, App>) -> Vec<String> {
    h.root()
        .children_recursive()
        .filter_map(|n| n.accesskit_node().value().map(|v| v.to_string()))
        .filter(|t| code::read(t).is_err())
        .take(40)
        .collect()
}

/// Plays the game at both tables to its end, each person making the first
/// legal move their view offers; the host's bots play at the host.
fn play_out(host: &mut Harness<'static, App>, guest: &mut Harness<'static, App>, kind: GameKind) {
    let deadline = Instant::now() + LIMIT;
    loop {
        if Instant::now() >= deadline {
            panic!(
                "{}: the game did not end: {} and {} moves, over {} and {}\nhost: {:?}\nguest: {:?}",
                kind.title(),
                plies(host, kind),
                plies(guest, kind),
                finished(host, kind),
                finished(guest, kind),
                texts(host),
                texts(guest)
            );
        }
        host.run_steps(1);
        guest.run_steps(1);
        if finished(host, kind) && finished(guest, kind) && saves_agree(host, guest, kind) {
            return;
        }
        let moved = person_moves(host, kind) | person_moves(guest, kind);
        if !moved {
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

/// Whether both tables save the same moves (the guest's, once it has
/// checked the host's secret, as a whole save).
fn saves_agree(host: &Harness<'static, App>, guest: &Harness<'static, App>, kind: GameKind) -> bool {
    let save = |h: &Harness<'static, App>| h.state().tab_screen(kind).and_then(|t| t.to_save().ok());
    // The guest's save has the host's seed once it checked the end.
    matches!((save(host), save(guest)), (Some(a), Some(b)) if a.moves == b.moves && a.seed == b.seed)
}

/// Whether the game at `h`'s tab of `kind` has ended.
fn finished(h: &Harness<'static, App>, kind: GameKind) -> bool {
    h.state().tab_screen(kind).is_some_and(|t| t.game_over())
}

#[test]
fn a_friend_joins_each_game_from_another_app_and_both_tables_play_it_to_the_end() {
    let person = |name: &str| Seat::human(name);
    let friend = Seat { name: "Friend".into(), controller: Controller::Remote };
    let bot = Seat::bot("Bot", Level::Newcomer);
    let tables = [
        (GameKind::Malice, vec![bot.clone(), friend.clone()]),
        (GameKind::Malefiz, vec![person("Ann"), bot, friend.clone()]),
        (GameKind::Spite, vec![person("Ann"), friend]),
    ];
    for (kind, seats) in tables {
        let person_hosts = seats.iter().any(|s| s.controller == Controller::Human);
        let mut host = on_this_computer(App::default());
        let mut guest = on_this_computer(App::default());
        host_and_join(&mut host, &mut guest, kind, seats);
        play_out(&mut host, &mut guest, kind);
        let (hosted, joined) = (save_of(&host, kind), save_of(&guest, kind));
        assert_eq!(hosted.seed, joined.seed, "{}: the same seed on both", kind.title());
        assert!(hosted.moves.len() > 4, "{}: a whole game", kind.title());
        assert!(joined.replays().is_ok(), "{}: the guest's save replays", kind.title());
        // Every person who played counts it in their statistics (a host
        // whose seats are all bots and friends plays no game of its own).
        assert!(!guest.state().stats.rows().is_empty(), "{}: the guest counted the game", kind.title());
        assert_eq!(!host.state().stats.rows().is_empty(), person_hosts, "{}: the host's count", kind.title());
    }
}

/// How many moves the table of `kind` at `h` has.
fn plies(h: &Harness<'static, App>, kind: GameKind) -> usize {
    h.state().tab_screen(kind).map_or(0, |t| t.plies())
}

/// Steps both until `done` holds.
fn both_until(
    host: &mut Harness<'static, App>,
    guest: &mut Harness<'static, App>,
    what: &str,
    done: impl Fn(&Harness<'static, App>, &Harness<'static, App>) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !done(host, guest) {
        assert!(
            Instant::now() < deadline,
            "waited too long for {what}\nhost: {:?}\nguest: {:?}",
            texts(host),
            texts(guest)
        );
        std::thread::sleep(Duration::from_millis(5));
        host.run_steps(1);
        guest.run_steps(1);
    }
}

/// Ann hosts Malice for a friend in another app; each has made a move.
fn malice_after_a_move_each() -> (Harness<'static, App>, Harness<'static, App>) {
    let kind = GameKind::Malice;
    let friend = Seat { name: "Friend".into(), controller: Controller::Remote };
    let (mut host, mut guest) = (on_this_computer(App::default()), on_this_computer(App::default()));
    host_and_join(&mut host, &mut guest, kind, vec![Seat::human("Ann"), friend]);
    // The game has begun at the host (before, every seat is remote there).
    both_until(&mut host, &mut guest, "the start", |h, _| shows(h, "South (Ann) to move"));
    assert!(person_moves(&mut host, kind));
    both_until(&mut host, &mut guest, "the host's move", |h, g| plies(h, kind) == 1 && plies(g, kind) == 1);
    assert!(person_moves(&mut guest, kind));
    both_until(&mut host, &mut guest, "the guest's move", |h, g| plies(h, kind) == 2 && plies(g, kind) == 2);
    (host, guest)
}

#[test]
fn a_guest_reconnects_to_the_same_position_and_an_absent_seat_goes_to_a_bot_and_back() {
    let kind = GameKind::Malice;
    let (mut host, mut guest) = malice_after_a_move_each();

    // The guest makes its connection again: the same position comes back
    // and the game goes on.
    click(&mut guest, "Reconnect");
    both_until(&mut host, &mut guest, "the guest back", |_, g| g.query_by_label("Reconnect").is_some());
    assert!(person_moves(&mut host, kind));
    both_until(&mut host, &mut guest, "a move after the reconnect", |h, g| {
        plies(h, kind) == 3 && plies(g, kind) == 3
    });
    assert!(person_moves(&mut guest, kind));
    both_until(&mut host, &mut guest, "the guest's move after it", |h, g| {
        plies(h, kind) == 4 && plies(g, kind) == 4
    });

    // The guest goes away: the host lends the seat to its bot, which plays
    // the friend's turns; then gives it back.
    drop(guest);
    assert!(person_moves(&mut host, kind));
    until(&mut host, "the seat offered to a bot", |h| h.query_by_label("Let a bot play").is_some());
    click(&mut host, "Let a bot play");
    until(&mut host, "the bot's move", |h| plies(h, kind) == 6);
    click(&mut host, "Give the seat back");
    host.run_steps(3);
    assert!(host.query_by_label("Let a bot play").is_some(), "the seat waits for its friend again");
    assert!(person_moves(&mut host, kind));
    host.run_steps(10);
    assert_eq!(plies(&host, kind), 7, "nobody here plays the friend's seat once it is given back");
}

/// Whether `h` shows a control or text named `label`.
fn shows(h: &Harness<'static, App>, label: &str) -> bool {
    h.query_all_by_label(label).next().is_some()
}

#[test]
fn a_take_back_is_asked_in_one_window_and_declined_or_allowed_in_the_other() {
    let kind = GameKind::Malice;
    let (mut host, mut guest) = malice_after_a_move_each();

    // The guest asks; the host is asked by name, for the move as the log
    // writes it (the guest's, the last), and declines: nothing changes.
    let moves = save_of(&host, kind).moves;
    let asked = format!("Friend asks to take back their move {}", moves[1]);
    click(&mut guest, "Undo");
    both_until(&mut host, &mut guest, "the question at the host", |h, g| {
        shows_text(h, &asked) && shows(g, "Waiting for an answer to your take-back…")
    });
    assert!(!shows_text(&host, "and the move after it"), "the guest's own move is the last");
    click(&mut host, "Decline");
    both_until(&mut host, &mut guest, "the answer at the guest", |h, g| {
        !shows(g, "Waiting for an answer to your take-back…") && !shows(h, "Decline")
    });
    assert!(shows(
        &guest,
        "The take-back was not made: it was declined, a move was played meanwhile, or someone left."
    ));
    assert_eq!((plies(&host, kind), plies(&guest, kind)), (2, 2), "a declined take-back changes nothing");

    // Asked again and allowed: both tables go back to the guest's turn.
    click(&mut guest, "Undo");
    until(&mut host, "the question again", |h| shows(h, "Allow"));
    click(&mut host, "Allow");
    both_until(&mut host, &mut guest, "the take-back", |h, g| plies(h, kind) == 1 && plies(g, kind) == 1);
    assert!(shows(&guest, "Moves taken back, as everyone agreed."));

    // The guest plays again; now the host asks and the guest allows it.
    assert!(person_moves(&mut guest, kind));
    both_until(&mut host, &mut guest, "the guest's new move", |h, g| {
        plies(h, kind) == 2 && plies(g, kind) == 2
    });
    // The host's move came before the guest's: both are named.
    let moves = save_of(&host, kind).moves;
    let asked = format!("Ann asks to take back their move {}", moves[0]);
    click(&mut host, "Undo");
    until(&mut guest, "the question at the guest", |g| {
        shows_text(g, &asked) && shows_text(g, "and the move after it.")
    });
    click(&mut guest, "Allow");
    both_until(&mut host, &mut guest, "the host's take-back", |h, g| {
        plies(h, kind) == 0 && plies(g, kind) == 0
    });
    // The game goes on from there.
    assert!(person_moves(&mut host, kind));
    both_until(&mut host, &mut guest, "a move after it", |h, g| plies(h, kind) == 1 && plies(g, kind) == 1);
    let (hosted, joined) = (save_of(&host, kind), save_of(&guest, kind));
    assert_eq!(hosted.moves, joined.moves, "both keep the same line");
}

/// Plays on at both tables until each has `plies` moves.
fn play_until(
    host: &mut Harness<'static, App>,
    guest: &mut Harness<'static, App>,
    kind: GameKind,
    moves: usize,
) {
    let deadline = Instant::now() + LIMIT;
    while plies(host, kind) < moves || plies(guest, kind) < moves {
        assert!(Instant::now() < deadline, "{}: no {moves} moves", kind.title());
        host.run_steps(1);
        guest.run_steps(1);
        if !(person_moves(host, kind) | person_moves(guest, kind)) {
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

#[test]
fn a_guest_saves_a_game_of_dice_or_cards_before_its_end_and_opens_it_again() {
    use malice_table::store::save::POSITION_FORMAT;
    let friend = Seat { name: "Friend".into(), controller: Controller::Remote };
    for (kind, moves) in [(GameKind::Malefiz, 9), (GameKind::Spite, 6)] {
        let (mut host, mut guest) = (on_this_computer(App::default()), on_this_computer(App::default()));
        host_and_join(&mut host, &mut guest, kind, vec![Seat::human("Ann"), friend.clone()]);
        play_until(&mut host, &mut guest, kind, moves);
        assert!(!finished(&guest, kind), "{}: saved before the end", kind.title());
        let tab = guest.state().tab_screen(kind).expect("the tab");
        assert_eq!(tab.save_offer(), Ok(()), "{}: the guest may save", kind.title());
        let saved = SaveFile::parse(&save_of(&guest, kind).to_ron()).expect("the save reads back");
        assert_eq!(saved.format, POSITION_FORMAT, "{}: saved from the position", kind.title());
        assert!(saved.position.is_some() && saved.moves.is_empty());

        // The host is gone; the save opens as a game of this screen, from
        // the position the guest had, and goes on (and saves) from there.
        drop(host);
        let mut alone = on_this_computer(App::default());
        alone.state_mut().tab = kind;
        alone.state_mut().tab_mut(kind).load_save(&saved).expect("the save opens");
        alone.run_steps(2);
        assert_eq!(save_of(&alone, kind).position, saved.position, "{}: the same position", kind.title());
        let before = plies(&alone, kind);
        let deadline = Instant::now() + LIMIT;
        while plies(&alone, kind) == before {
            assert!(Instant::now() < deadline, "{}: no move after opening", kind.title());
            person_moves(&mut alone, kind);
            alone.run_steps(1);
        }
        let again = save_of(&alone, kind);
        assert_eq!(again.position, saved.position, "{}: it still goes on from that position", kind.title());
        assert_eq!(again.replays(), Ok(plies(&alone, kind)), "{}: and replays its moves", kind.title());
    }
}

#[test]
fn a_guest_whose_app_was_closed_takes_its_seat_back_with_the_same_code() {
    use malice_table::store::Paths;
    let kind = GameKind::Malefiz;
    let dir = Scratch::new("online-restart");
    let paths = Paths::under(&dir);
    std::fs::create_dir_all(&paths.config).expect("a config folder");
    std::fs::write(paths.settings_file(), "(welcome_seen: true)").expect("settings");
    let friend = Seat { name: "Friend".into(), controller: Controller::Remote };
    let mut host = on_this_computer(App::default());
    let mut guest = on_this_computer(App::with_storage(paths.clone()));
    let bot = Seat::bot("Bot", Level::Newcomer);
    host_and_join(&mut host, &mut guest, kind, vec![Seat::human("Ann"), bot, friend]);
    play_until(&mut host, &mut guest, kind, 6);
    let before = save_of(&host, kind).moves.len();

    // The guest's app closes; the host waits for its friend.
    drop(guest);
    until(&mut host, "the friend away", |h| shows(h, "Let a bot play"));
    assert_eq!(save_of(&host, kind).moves.len(), before, "nothing moved without the friend");
    let mut guest = on_this_computer(App::with_storage(paths.clone()));
    join_with(&mut host, &mut guest, kind);
    both_until(&mut host, &mut guest, "the seat back", |h, g| {
        !shows(h, "Let a bot play") && plies(g, kind) == before
    });
    // The game goes on to its end, and the guest's share still makes its
    // seed: the end checks out and both keep the same game.
    play_out(&mut host, &mut guest, kind);
    let (hosted, joined) = (save_of(&host, kind), save_of(&guest, kind));
    assert_eq!(hosted.seed, joined.seed, "the same seed on both");
    assert_eq!(hosted.moves, joined.moves);
}

#[test]
fn a_table_on_this_network_is_listed_in_the_join_window_and_joined_with_a_click() {
    let kind = GameKind::Malice;
    let friend = Seat { name: "Friend".into(), controller: Controller::Remote };
    let (mut host, mut guest) = (on_this_computer(App::default()), on_this_computer(App::default()));
    // Tables are heard on a home network (by mDNS), not on this computer only.
    host.state_mut().online.reach = Reach::Local;
    guest.state_mut().online.reach = Reach::Local;
    host.run_steps(1);
    host.state_mut().tab = kind;
    // A name no other table on this network has (another test, an app).
    let name = format!("Lanna {}", std::process::id());
    let seats = vec![Seat::human(name.as_str()), friend];
    host.state_mut().tab_mut(kind).restart(seats, 11).expect("a table for friends");
    host.run_steps(2);
    until(&mut host, "the join code", |h| code_shown(h).is_some());
    guest.state_mut().online.open = true;
    let listed = format!("Malice at {name}’s table");
    both_until(&mut host, &mut guest, "the table in the list", |_, g| shows(g, &listed));
    click(&mut guest, &listed);
    both_until(&mut host, &mut guest, "the seat taken", |h, g| {
        g.state().tab == kind
            && g.state().tab_screen(kind).is_some_and(|t| t.online())
            && shows(h, "Friend: connected")
    });
    assert!(!guest.state().online.open, "the window closes once joined");
    both_until(&mut host, &mut guest, "the start", |h, _| shows(h, &format!("South ({name}) to move")));
    assert!(person_moves(&mut host, kind));
    both_until(&mut host, &mut guest, "the host's move", |h, g| plies(h, kind) == 1 && plies(g, kind) == 1);
}

/// Whether a text `h` shows contains `part`.
fn shows_text(h: &Harness<'static, App>, part: &str) -> bool {
    h.root().children_recursive().any(|node| {
        let node = node.accesskit_node();
        let value = node.value().map(|v| v.to_string()).unwrap_or_default();
        let label = node.label().map(|v| v.to_string()).unwrap_or_default();
        value.contains(part) || label.contains(part)
    })
}

/// Types `text` into the guest's empty join field and presses Join.
fn type_code_and_join(guest: &mut Harness<'static, App>, text: &str) {
    guest.state_mut().online.code.clear();
    let field = "Type or paste the code the host sent you (groups of five, any case).";
    guest.get_by_label(field).focus();
    guest.run_steps(2);
    guest.get_by_label(field).type_text(text);
    guest.run_steps(2);
    click(guest, "Join");
}

#[test]
fn the_join_code_is_short_and_large_in_groups_of_five_and_a_typo_is_named_by_its_group() {
    let kind = GameKind::Malice;
    let friend = Seat { name: "Friend".into(), controller: Controller::Remote };
    let (mut host, mut guest) = (on_this_computer(App::default()), on_this_computer(App::default()));
    host.state_mut().tab = kind;
    host.state_mut().tab_mut(kind).restart(vec![Seat::human("Ann"), friend], 11).expect("a table");
    host.run_steps(2);
    until(&mut host, "the join code", |h| code_shown(h).is_some());
    let shown = code_shown(&host).expect("a code");
    assert!(code::letters(&shown) <= 72, "{} letters: {shown}", code::letters(&shown));
    let groups: Vec<&str> = shown.split_whitespace().collect();
    assert!(groups.iter().rev().skip(1).all(|g| g.len() == 5), "groups of five: {shown}");
    // Large enough to read out: each row of groups at least 18 points high.
    let node =
        host.root().children_recursive().find(|n| n.accesskit_node().value().as_deref() == Some(&shown));
    let bounds = node.and_then(|n| n.accesskit_node().bounding_box()).expect("the code's place");
    let rows = shown.lines().count() as f64;
    assert!(bounds.height() / rows >= 18.0, "{rows} rows in {} points", bounds.height());

    // One letter of the third group mistyped: the window names the group.
    let mut letters: Vec<char> = groups.concat().chars().collect();
    letters[12] = if letters[12] == 'A' { 'B' } else { 'A' };
    let typo: String = letters.chunks(5).map(|g| g.iter().collect::<String>()).collect::<Vec<_>>().join(" ");
    guest.state_mut().online.open = true;
    guest.run_steps(3);
    type_code_and_join(&mut guest, &typo);
    until(&mut guest, "the typo named", |g| {
        !g.state().online.joining() && g.state().online.error().is_some()
    });
    assert!(shows_text(&guest, "group 3 has a typo"), "{:?}", guest.state().online.error());

    // Typed right, in lower case with dashes: it joins.
    type_code_and_join(&mut guest, &groups.join("-").to_lowercase());
    both_until(&mut host, &mut guest, "the seat taken", |h, g| {
        g.state().tab_screen(kind).is_some_and(|t| t.online()) && shows(h, "Friend: connected")
    });
}

#[test]
fn host_a_game_leads_through_a_guide_that_offers_the_home_network_and_asks_before_replacing() {
    let kind = GameKind::Malice;
    let mut host = on_this_computer(App::default());
    host.state_mut().tab = kind;
    let seats = vec![Seat::human("Ann"), Seat::bot("Bot", Level::Newcomer)];
    host.state_mut().tab_mut(kind).restart(seats, 3).expect("a game");
    host.run_steps(2);
    assert!(person_moves(&mut host, kind));
    until(&mut host, "a game under way", |h| plies(h, kind) >= 1);

    host.state_mut().online.open = true;
    host.run_steps(3);
    click(&mut host, "Host a game…");
    // The guide says who joins where and what to send, before any dialog.
    assert!(shows_text(&host, "2. Choose where your friend is"));
    assert!(shows(&host, "Only this home network"), "the home network is offered when hosting");
    assert!(shows_text(&host, "they choose Play online…, type it under “Join a table” and press Join"));
    // Asked first: the game under way would be replaced.
    assert!(shows(&host, "The Malice game under way will be replaced by this one."));
    assert!(!shows(&host, "New Malice game"), "no new-game dialog yet");
    click(&mut host, "On this computer (a second window)");
    click(&mut host, "Choose the seats…");
    assert!(shows(&host, "New Malice game"), "then the new-game dialog");
    click(&mut host, "Start");
    host.run_steps(3);
    assert!(!shows(&host, "Start a new game?"), "not asked again after the dialog");
    until(&mut host, "the join code", |h| code_shown(h).is_some());
    assert!(shows(&host, "Only windows on this computer can join with it."));
}

#[test]
fn hints_against_a_friend_are_off_unless_the_host_allows_them_and_the_other_side_is_told() {
    let kind = GameKind::Malice;
    let friend = Seat { name: "Friend".into(), controller: Controller::Remote };

    // Hosted without hints: the guest hears so at joining, and its Hint is refused.
    let (mut host, mut guest) = (on_this_computer(App::default()), on_this_computer(App::default()));
    host_and_join(&mut host, &mut guest, kind, vec![Seat::human("Ann"), friend.clone()]);
    both_until(&mut host, &mut guest, "the start", |h, _| shows(h, "South (Ann) to move"));
    until(&mut guest, "the table's hints said", |g| {
        shows(g, "Hints are off at this table: the host did not allow them.")
    });
    assert!(person_moves(&mut host, kind));
    both_until(&mut host, &mut guest, "the guest's turn", |h, g| plies(h, kind) == 1 && plies(g, kind) == 1);
    click(&mut guest, "Hint");
    guest.run_steps(3);
    assert!(shows_text(&guest, "Hints are off at this table: the host did not allow them when opening it."));
    assert!(!guest.state().tab_screen(kind).is_some_and(|t| t.hint_asked()), "no hint is worked out");
    drop((host, guest));

    // Hosted with hints: the guest's hint is granted, and the host is told.
    let (mut host, mut guest) = (on_this_computer(App::default()), on_this_computer(App::default()));
    host.state_mut().online.hints = true;
    host.run_steps(1);
    host_and_join(&mut host, &mut guest, kind, vec![Seat::human("Ann"), friend]);
    both_until(&mut host, &mut guest, "the start", |h, _| shows(h, "South (Ann) to move"));
    until(&mut guest, "the table's hints said", |g| {
        shows(g, "Hints are allowed at this table: everyone hears when one is used.")
    });
    assert!(person_moves(&mut host, kind));
    both_until(&mut host, &mut guest, "the guest's turn", |h, g| plies(h, kind) == 1 && plies(g, kind) == 1);
    click(&mut guest, "Hint");
    both_until(&mut host, &mut guest, "the hint", |h, g| {
        shows_text(h, "Friend used a hint.") && g.state().tab_screen(kind).is_some_and(|t| t.hint_asked())
    });
}
