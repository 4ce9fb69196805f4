//! `host` and `join`: two processes of the built binary play a network
//! game over loopback (`--this-computer`: no relays, loopback only), each
//! side a bot.

use malice_table::store::{GameKind, SaveFile};
use std::io::{BufRead, BufReader, Read};
use std::path::Path;

use crate::scratch::Scratch;
use std::process::{Child, Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

const EXE: &str = env!("CARGO_BIN_EXE_malice-table");
/// Far more than a game of Newcomers takes on loopback.
const GAME_LIMIT: Duration = Duration::from_secs(180);

/// Waits for `child` to end within `GAME_LIMIT` (killing it if not): its
/// exit code, stdout and stderr.
fn finish(mut child: Child) -> (Option<i32>, String, String) {
    let until = Instant::now() + GAME_LIMIT;
    while child.try_wait().ok().flatten().is_none() && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(50));
    }
    if child.try_wait().ok().flatten().is_none() {
        let _ = child.kill();
    }
    let output = child.wait_with_output().expect("its output");
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (output.status.code(), text(&output.stdout), text(&output.stderr))
}

/// A host of `game` with `args`, its join code (its first line), and the
/// rest of its stdout as it comes.
fn host(game: &str, args: &[&str]) -> (Child, String, JoinHandle<String>) {
    host_for(game, "--this-computer", args)
}

/// A host of `game` for `reach` (`--local`, `--this-computer`) with `args`.
fn host_for(game: &str, reach: &str, args: &[&str]) -> (Child, String, JoinHandle<String>) {
    let mut child = Command::new(EXE)
        .args(["host", "--game", game, reach, "--bot", "newcomer"])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the host starts");
    let mut reader = BufReader::new(child.stdout.take().expect("its stdout"));
    let mut first = String::new();
    reader.read_line(&mut first).expect("the host says something");
    let code =
        first.trim().strip_prefix("ticket: ").unwrap_or_else(|| panic!("not a ticket: {first:?}")).to_owned();
    let rest = std::thread::spawn(move || {
        let mut rest = String::new();
        let _ = reader.read_to_string(&mut rest);
        rest
    });
    (child, code, rest)
}

fn join(code: &str, args: &[&str]) -> Child {
    Command::new(EXE)
        .args(["join", code, "--this-computer", "--bot", "newcomer"])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the guest starts")
}

fn moves_of(path: &Path) -> (GameKind, Vec<String>, u64) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let save = SaveFile::parse(&text).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
    assert!(save.replays().is_ok(), "{} replays", path.display());
    (save.game, save.moves, save.seed)
}

#[test]
fn host_and_join_play_a_whole_game_of_each_game_and_both_saves_hold_the_same_moves() {
    let dir = Scratch::new("net-games");
    for kind in GameKind::ALL {
        let name = kind.cli_name();
        let (host_save, guest_save) =
            (dir.join(format!("{name}-host.ron")), dir.join(format!("{name}-guest.ron")));
        let (host, code, host_out) = host(name, &["--save", &host_save.to_string_lossy()]);
        let guest = join(&code, &["--save", &guest_save.to_string_lossy()]);
        let (guest_code, guest_out, guest_err) = finish(guest);
        let (host_code, _, host_err) = finish(host);
        let host_out = host_out.join().expect("the host's output");
        assert_eq!(guest_code, Some(0), "{name} guest: {guest_out}{guest_err}\nhost: {host_err}");
        assert_eq!(host_code, Some(0), "{name} host: {host_out}{host_err}");
        assert!(guest_out.starts_with("seat: 2 of 2\n"), "{guest_out}");
        let result = |out: &str| out.lines().find(|l| l.starts_with("result: ")).map(str::to_owned);
        assert!(result(&host_out).is_some(), "{host_out}");
        assert_eq!(result(&host_out), result(&guest_out), "{name}: both saw the same end");
        let (game, moves, seed) = moves_of(&host_save);
        assert_eq!(game, kind);
        assert!(moves.len() > 4, "{name}: a whole game");
        assert_eq!(moves_of(&guest_save), (game, moves, seed), "{name}: the same moves and seed");
    }
}

#[test]
fn the_code_of_a_table_for_the_home_network_is_at_most_72_letters_and_digits() {
    let (mut host, code, _) = host_for("malice", "--local", &[]);
    let _ = host.kill();
    let _ = host.wait();
    let letters = code.chars().filter(char::is_ascii_alphanumeric).count();
    assert!(letters <= 72, "{letters} letters and digits: {code}");
    // Groups of five, split by dashes, so it reads out and pastes as one word.
    assert!(code.split('-').all(|group| (1..=5).contains(&group.len())), "{code}");
}

#[test]
fn a_code_that_is_not_one_is_refused_with_the_reason() {
    let (code, out, err) = finish(join("mt1-notacode!", &[]));
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(err.contains("not a join code"), "{err}");
}

#[test]
fn a_host_that_is_gone_is_reported_within_seconds() {
    // A code of a host that closed: the guest says so, it does not hang.
    let (host, code, _) = host("malice", &[]);
    let mut host = host;
    let _ = host.kill();
    let _ = host.wait();
    let started = Instant::now();
    let (exit, out, err) = finish(join(&code, &[]));
    assert_eq!(exit, Some(1), "{out}{err}");
    assert!(err.contains("did not answer") || err.contains("could not be reached"), "{err}");
    assert!(started.elapsed() < Duration::from_secs(30), "answered in {:?}", started.elapsed());
}
