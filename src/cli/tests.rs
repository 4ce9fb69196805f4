//! The command line's own tests: parsing, exit codes and messages.

use super::arena::{BotPair, parse_bot_pair};
use super::*;
use crate::scratch::Scratch;

/// Runs the command line in-process: (exit code, stdout, stderr).
fn cli(args: &[&str]) -> (Option<i32>, String, String) {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let argv = std::iter::once("malice-table").chain(args.iter().copied());
    let code = run_with_io(argv, &mut out, &mut err);
    (code, String::from_utf8_lossy(&out).into_owned(), String::from_utf8_lossy(&err).into_owned())
}

#[test]
fn no_subcommand_opens_the_window() {
    assert_eq!(cli(&[]).0, None);
}

#[test]
fn perft_prints_every_depth() {
    let (code, out, _) = cli(&["perft", "malice", "2"]);
    assert_eq!(code, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines.first(), Some(&"1 24"));
}

#[test]
fn divide_adds_up_to_the_total() {
    let (code, out, _) = cli(&["perft", "malice", "2", "--divide"]);
    assert_eq!(code, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    let total: u64 =
        lines.get(1).and_then(|l| l.split(' ').nth(1)).and_then(|n| n.parse().ok()).expect("depth 2");
    let split: u64 = lines.iter().skip(2).filter_map(|l| l.split(' ').nth(1)?.parse::<u64>().ok()).sum();
    assert_eq!(lines.len(), 2 + 24);
    assert_eq!(split, total);
}

#[test]
fn moves_are_sorted_on_one_line() {
    let (code, out, _) = cli(&["moves", "malice"]);
    assert_eq!(code, Some(0));
    let moves: Vec<&str> = out.split_whitespace().collect();
    assert_eq!(moves.len(), 24);
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted);
    assert_eq!(out.lines().count(), 1);
}

#[test]
fn bad_input_exits_with_two_and_says_why() {
    let (code, out, err) = cli(&["perft", "malice", "0"]);
    assert_eq!((code, out.as_str()), (Some(2), ""));
    assert!(err.contains("invalid value '0' for '<DEPTH>': 0 is not in 1.."), "{err}");

    let (code, _, err) = cli(&["perft", "chess", "2"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("malice"), "{err}");

    for args in [&["perft", "spite", "2"][..], &["moves", "spite", "--roll", "3"]] {
        let (code, _, err) = cli(args);
        assert_eq!(code, Some(2));
        assert!(err.contains("perft, moves and why are for malice and malefiz"), "{err}");
    }

    let (code, _, err) = cli(&["moves", "malice", "--position", "4/4 S 0-0 0"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("bad position: the first field must hold two boards"), "{err}");

    let (code, _, err) = cli(&["moves", "malice", "--roll", "3"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("without dice"), "{err}");
}

#[test]
fn four_player_positions_need_players_4() {
    let position = "llm1/mss1/4/4/4/4/mss1/llm1|1mll/1ssm/4/4/4/4/1ssm/1mll NL 0-0 0";
    let (code, _, err) = cli(&["moves", "malice", "--position", position]);
    assert_eq!(code, Some(2));
    assert!(err.contains("add --players 4"), "{err}");
    let (code, out, _) = cli(&["moves", "malice", "--position", position, "--players", "4"]);
    assert_eq!(code, Some(0));
    assert!(out.split_whitespace().all(|mv| mv.starts_with('L')), "{out}");
}

#[test]
fn malefiz_perft_sums_over_the_die_faces() {
    let (code, out, _) = cli(&["perft", "malefiz", "1"]);
    assert_eq!((code, out.as_str()), (Some(0), "1 176\n"));
    let (code, out, _) = cli(&["perft", "malefiz", "1", "--divide"]);
    assert_eq!(code, Some(0));
    assert_eq!(out.lines().count(), 1 + 176);
    assert!(out.contains("\n5:h-a3/a11 1\n"), "{out}");
}

#[test]
fn malefiz_needs_a_roll_and_malice_refuses_a_board() {
    let (code, _, err) = cli(&["moves", "malefiz"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("malefiz needs the die: add --roll N (1–6)"), "{err}");
    let (code, _, err) = cli(&["perft", "malice", "1", "--board", "fast"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("for malefiz"), "{err}");
    let (code, _, err) = cli(&["perft", "malefiz", "1", "--colours", "rq"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("--colours rq: `q` is not a colour (r, g, y, b)"), "{err}");
    let (code, _, err) = cli(&["perft", "malefiz", "1", "--colours", "r"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("2 to 4 colours"), "{err}");
}

#[test]
fn version_names_the_revision_on_stdout() {
    for flag in ["--version", "-V"] {
        let (code, out, err) = cli(&[flag]);
        assert_eq!((code, err.as_str()), (Some(0), ""));
        assert_eq!(out, format!("malice-table {} ({})\n", build_info::VERSION, build_info::GIT_REV));
    }
}

#[test]
fn clap_checks_what_does_not_depend_on_the_game() {
    let arena = ["arena", "--game", "malefiz", "--games", "2"];
    for (args, message) in [
        (&["perft", "malice", "two"][..], "invalid value 'two' for '<DEPTH>'"),
        (&["moves", "malefiz", "--roll", "9"], "invalid value '9' for '--roll <N>': 9 is not in 1..=6"),
        (
            &["perft", "malefiz", "1", "--position", "classic r r:5h y:5h x:", "--colours", "ry"],
            "'--position <P>' cannot be used with '--colours <LETTERS>'",
        ),
        (&["--open", "game.ron", "arena"], "the subcommand 'arena' cannot be used with '--open <FILE>'"),
        (&["export-boards", "--out", "x", "--language", "fr"], "[possible values: en, de, pt-BR]"),
    ] {
        let (code, out, err) = cli(args);
        assert_eq!((code, out.as_str()), (Some(2), ""), "{args:?}");
        assert!(err.contains(message), "{args:?}: expected `{message}` in {err}");
    }
    for (extra, message) in [
        (&["--bots", "easy,medium,hard"][..], "invalid value 'easy,medium,hard' for '--bots <A,B>'"),
        (&["--bots", "easy,greedy", "--threads", "0"], "invalid value '0' for '--threads <T>'"),
        (&["--bots", "easy,greedy", "--players", "5"], "5 is not in 2..=4"),
        (&["--bots", "easy,greedy", "--board", "hexagon"], "[possible values: classic, fast]"),
    ] {
        let args: Vec<&str> = arena.iter().chain(extra).copied().collect();
        let (code, out, err) = cli(&args);
        assert_eq!((code, out.as_str()), (Some(2), ""), "{args:?}");
        assert!(err.contains(message), "{args:?}: expected `{message}` in {err}");
    }
}

#[test]
fn bots_are_two_names_separated_by_a_comma() {
    let names = |a: &str, b: &str| BotPair([a.to_owned(), b.to_owned()]);
    assert_eq!(parse_bot_pair("hard,first-fit"), Ok(names("hard", "first-fit")));
    assert_eq!(parse_bot_pair(" hard , easy "), Ok(names("hard", "easy")));
    for bad in ["hard", "hard,easy,medium", "hard,", ",", ""] {
        assert!(parse_bot_pair(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn help_goes_to_stdout_with_code_zero() {
    let (code, out, _) = cli(&["--help"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("perft"));
}

#[test]
fn arena_help_names_every_games_baselines_players_and_opening() {
    let (code, help, _) = cli(&["arena", "--help"]);
    assert_eq!(code, Some(0));
    for kind in GameKind::ALL {
        let facts = kind.facts();
        for baseline in facts.baselines {
            let line = format!("  {} {}: {}", facts.cli_name, baseline.name, baseline.about);
            assert!(help.contains(&line), "arena --help lacks `{line}`:\n{help}");
        }
        let players = format!("{} {}", facts.cli_name, kind.player_counts_text());
        assert!(help.contains(&players), "arena --help lacks `{players}`");
        let opening = format!("{} {}", facts.cli_name, facts.opening);
        assert!(help.contains(&opening), "arena --help lacks `{opening}`");
    }
}

#[test]
fn the_descriptions_name_every_game_and_every_sheet() {
    let (_, help, _) = cli(&["--help"]);
    assert!(help.contains(&GameKind::all_titles()), "{help}");
    let (_, export, _) = cli(&["export-boards", "--help"]);
    for sheet in crate::export::sheets() {
        assert!(export.contains(sheet.file_name), "export-boards --help lacks {}", sheet.file_name);
    }
}

#[test]
fn export_boards_prints_in_the_language_asked_for() {
    let scratch = Scratch::new("cli-export");
    let dir = scratch.join("boards");
    let out = dir.display().to_string();
    let (code, written, err) = cli(&["export-boards", "--out", &out, "--dpi", "72", "--language", "pt-BR"]);
    assert_eq!((code, err.as_str()), (Some(0), ""), "{written}");
    let bytes = std::fs::read(dir.join("malefiz-fast.png")).expect("the fast board is written");
    let reader = png::Decoder::new(std::io::Cursor::new(bytes)).read_info().expect("a PNG");
    let title = reader.info().utf8_text.iter().find(|c| c.keyword == "Title").and_then(|c| c.get_text().ok());
    assert_eq!(title.as_deref(), Some("Malefiz · tabuleiro rápido"));
}

#[test]
fn the_command_line_as_described_is_well_formed() {
    command().debug_assert();
}

#[test]
fn verbose_is_read_for_the_window_and_for_every_subcommand_and_changes_no_output() {
    let argv = |args: &[&'static str]| {
        std::iter::once("malice-table").chain(args.iter().copied()).collect::<Vec<_>>()
    };
    assert!(verbose(argv(&["--verbose"])));
    // As every argument of the window's, it follows the subcommand there
    // (`args_conflicts_with_subcommands`).
    assert!(!verbose(argv(&["--verbose", "perft", "malice", "1"])));
    assert!(verbose(argv(&["perft", "malice", "1", "--verbose"])));
    assert!(!verbose(argv(&["perft", "malice", "1"])));
    assert!(!verbose(argv(&[])));
    assert_eq!(cli(&["--verbose"]).0, None, "with --verbose alone the window opens");
    assert_eq!(save_to_open(argv(&["--verbose", "--open", "a.ron"])), Some("a.ron".into()));
    assert_eq!(cli(&["perft", "malice", "1", "--verbose"]), cli(&["perft", "malice", "1"]));
}

/// What the window is asked to open for these arguments.
fn opened(args: &[&str]) -> Option<PathBuf> {
    save_to_open(std::iter::once("malice-table").chain(args.iter().copied()))
}

#[test]
fn a_save_named_alone_opens_in_the_window_as_open_does() {
    let scratch = Scratch::new("cli-bare-save");
    let existing = scratch.join("game without extension");
    std::fs::write(&existing, "any text").expect("a file");
    let existing_name = existing.to_string_lossy().into_owned();
    for path in ["game.malicetable", "old game.RON", "/missing/folder/x.malicetable", existing_name.as_str()]
    {
        assert_eq!(cli(&[path]).0, None, "{path}: the window opens");
        assert_eq!(opened(&[path]), Some(PathBuf::from(path)), "{path}");
    }
    assert_eq!(opened(&["--open", "game.ron"]), Some(PathBuf::from("game.ron")), "--open as before");
    assert_eq!(opened(&[]), None);
}

#[test]
fn subcommands_and_their_mistakes_read_as_before_bare_saves() {
    assert_eq!(opened(&["perft", "malice", "1"]), None);
    assert_eq!(cli(&["perft", "malice", "1"]).0, Some(0));
    for (args, message) in [
        // A word that is neither a subcommand nor a save is a mistyped subcommand.
        (&["perf"][..], "unrecognized subcommand 'perf'"),
        (&["perf", "malice", "2"], "unrecognized subcommand 'perf'"),
        // Not the help: the word before it is no subcommand.
        (&["play", "--help"], "unrecognized subcommand 'play'"),
        (&["--open", "game.ron", "arena"], "the subcommand 'arena' cannot be used with '--open <FILE>'"),
        (
            &["--open", "a.ron", "b.malicetable"],
            "the subcommand 'b.malicetable' cannot be used with '--open <FILE>'",
        ),
        (&["game.malicetable", "perft"], "unrecognized subcommand 'game.malicetable'"),
    ] {
        let (code, out, err) = cli(args);
        assert_eq!((code, out.as_str()), (Some(2), ""), "{args:?}");
        assert!(err.contains(message), "{args:?}: expected `{message}` in {err}");
        assert_eq!(opened(args), None, "{args:?}");
    }
    let (code, help, _) = cli(&["--help"]);
    assert_eq!(code, Some(0));
    assert!(help.contains("Usage: malice-table [OPTIONS] [SAVE]"), "{help}");
}
