//! Hearing the table (issue 29): one sound for every move played at the
//! table, whoever played it, then the chime when a bot hands the turn to a
//! person; none for undo, redo or looking back; the mute key; and a
//! machine without a sound device, which the window never waits for and
//! Settings names.

use crate::harness::{LOW_WINDOW, harness};
use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use malice_table::core::{Level, Seat};
use malice_table::games::malice::{Players, QUIET_MOVE_LIMIT};
use malice_table::sound::Sound;
use malice_table::sound::player::{Device, NoSound, Output, SoundPlayer};
use malice_table::ui::App;
use malice_table::ui::malice::{MaliceScreen, MaliceSetup, MaliceUi};
use std::time::{Duration, Instant};

/// Malice between `seats`, Ann (the first) to move.
fn malice(seats: Vec<Seat>, player: Option<SoundPlayer>) -> Harness<'static, App> {
    let setup = MaliceSetup { players: Players::Two, seats, quiet_limit: QUIET_MOVE_LIMIT };
    let mut app = App::with_screen(MaliceScreen::new(setup, 7));
    if let Some(player) = player {
        app.set_sound_player(player);
    }
    let mut h = harness(app, LOW_WINDOW);
    h.run();
    h
}

fn plies(h: &Harness<'static, App>) -> usize {
    h.state().screen::<MaliceUi>().expect("Malice's screen").session().history().cursor()
}

fn click(h: &mut Harness<'static, App>, label: &str) {
    h.get_all_by_label(label).next().unwrap_or_else(|| panic!("no control named {label:?}")).click();
    h.run_steps(4);
}

/// Plays the first legal move of the person to move, by its clicks.
fn play_any(h: &mut Harness<'static, App>) {
    let clicks = h.state().current().expect("a tab").legal_clicks();
    let first = clicks.into_iter().next().expect("a legal move");
    for label in first {
        click(h, &label);
    }
}

fn keys(h: &mut Harness<'static, App>, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run_steps(4);
}

fn asked(h: &Harness<'static, App>) -> Vec<Sound> {
    h.state().sounds_asked().to_vec()
}

/// An output that takes every sound and never finishes one.
struct Taken;

impl Output for Taken {
    fn waiting(&self) -> usize {
        0
    }
    fn append(&mut self, _samples: Vec<f32>) {}
}

fn taken() -> Result<Box<dyn Output>, NoSound> {
    Ok(Box::new(Taken))
}

/// A machine whose sound device takes long to answer, and then is not there.
fn slow_and_missing() -> Result<Box<dyn Output>, NoSound> {
    std::thread::sleep(Duration::from_secs(3));
    Err(NoSound::NoDevice("no sound card here".into()))
}

/// Runs frames until the device is settled (up to 15 s).
fn settled(h: &mut Harness<'static, App>) -> Option<Device> {
    let until = Instant::now() + Duration::from_secs(15);
    while matches!(h.state().sound_device(), Some(Device::Opening | Device::Closed)) && Instant::now() < until
    {
        std::thread::sleep(Duration::from_millis(20));
        h.run_steps(1);
    }
    h.state().sound_device()
}

#[test]
fn a_move_against_a_bot_sounds_then_the_bots_and_then_the_turn_chimes() {
    let mut h = malice(vec![Seat::human("Ann"), Seat::bot("Bot", Level::Club)], None);
    assert_eq!(asked(&h), Vec::new(), "the start is silent");
    click(&mut h, "Lb2");
    click(&mut h, "Lb3");
    h.run_steps(4);
    assert_eq!(plies(&h), 2, "Ann moved and the bot answered");
    let sounds = asked(&h);
    assert_eq!(sounds.len(), 3, "one sound a move, then the chime: {sounds:?}");
    assert_eq!(sounds[0], Sound::Move, "Ann's quiet move taps");
    assert!(matches!(sounds[1], Sound::Move | Sound::Capture), "the bot's move: {sounds:?}");
    assert_eq!(sounds[2], Sound::YourTurn);
    // Redrawn, nothing sounds again.
    h.run_steps(10);
    assert_eq!(asked(&h), sounds, "no move sounds twice");
}

#[test]
fn people_at_one_screen_hear_their_moves_and_no_chime_nor_undo_or_redo() {
    let mut h = malice(vec![Seat::human("Ann"), Seat::human("Bob")], None);
    click(&mut h, "Lb2");
    click(&mut h, "Lb3");
    assert_eq!(plies(&h), 1);
    assert_eq!(asked(&h), vec![Sound::Move]);
    keys(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(plies(&h), 0, "undone");
    keys(&mut h, Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);
    assert_eq!(plies(&h), 1, "redone");
    assert_eq!(asked(&h), vec![Sound::Move], "undo and redo are silent");
}

#[test]
fn the_mute_key_turns_the_sounds_off_and_on() {
    let mut h = malice(vec![Seat::human("Ann"), Seat::human("Bob")], Some(SoundPlayer::new(taken)));
    keys(&mut h, Modifiers::COMMAND, Key::M);
    assert!(h.state().settings.sound_muted);
    assert_eq!(h.state().status_text().as_deref(), Some("Sounds muted"));
    click(&mut h, "Lb2");
    click(&mut h, "Lb3");
    assert_eq!(asked(&h), vec![Sound::Move], "the move still asks for its sound");
    assert_eq!(h.state().sounds_sent(), 0, "muted: nothing is played");
    // View › Turn sounds on, as the menu names it while muted.
    click(&mut h, "View");
    h.get_by_label_contains("Turn sounds on").click();
    h.run_steps(4);
    assert!(!h.state().settings.sound_muted);
    assert_eq!(h.state().status_text().as_deref(), Some("Sounds on"));
    play_any(&mut h);
    assert_eq!(plies(&h), 2, "Bob moved");
    assert_eq!(h.state().sounds_sent(), 1, "Bob's move is played");
    assert_eq!(settled(&mut h), Some(Device::Open));
    // The key is listed with the others.
    click(&mut h, "Help");
    click(&mut h, "Keyboard controls");
    assert!(h.query_by_label("Ctrl+M").is_some(), "Keyboard controls list Ctrl+M");
    assert!(h.query_by_label("Mute the table's sounds, or turn them back on").is_some());
}

#[test]
fn without_a_sound_device_the_table_plays_on_and_settings_says_so() {
    let mut h =
        malice(vec![Seat::human("Ann"), Seat::human("Bob")], Some(SoundPlayer::new(slow_and_missing)));
    let asked_at = Instant::now();
    click(&mut h, "Lb2");
    click(&mut h, "Lb3");
    assert_eq!(plies(&h), 1);
    // The frames went on while the device was still being opened.
    assert_eq!(h.state().sound_device(), Some(Device::Opening), "after {:?}", asked_at.elapsed());
    assert_eq!(settled(&mut h), Some(Device::Unavailable(NoSound::NoDevice("no sound card here".into()))));
    click(&mut h, "File");
    click(&mut h, "Settings…");
    click(&mut h, "Sounds and access");
    assert!(
        h.query_by_label("No sound device was found; sounds are off.").is_some(),
        "Settings names the missing device"
    );
    // Known missing: Bob's move asks for its sound, which is dropped at
    // once, and the device is not tried again.
    keys(&mut h, Modifiers::NONE, Key::Escape);
    let sent = h.state().sounds_sent();
    play_any(&mut h);
    assert_eq!(plies(&h), 2, "Bob moved");
    assert_eq!(asked(&h).len(), 2);
    assert_eq!(h.state().sounds_sent(), sent);
    assert_eq!(
        h.state().sound_device(),
        Some(Device::Unavailable(NoSound::NoDevice("no sound card here".into())))
    );
}
