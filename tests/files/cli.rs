//! The headless command line, run as the built binary.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::scratch::Scratch;

pub(crate) fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_malice-table")).args(args).output().expect("the binary runs")
}

pub(crate) fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

pub(crate) fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn perft_prints_depth_and_nodes_for_every_depth() {
    let output = run(&["perft", "malice", "2"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stdout(&output), "1 24\n2 618\n");
}

#[test]
fn perft_from_a_given_position() {
    let position = "4/4/4/4/4/4/4/s3|4/4/4/4/4/4/4/3s S 0-0 0";
    let output = run(&["perft", "malice", "1", "--position", position]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    // Both quadrants on the North side are empty: the game is over.
    assert_eq!(stdout(&output), "1 0\n");
}

#[test]
fn moves_prints_the_legal_moves_sorted_on_one_line() {
    let start = "llm1/mss1/4/4/4/4/mss1/llm1|1mll/1ssm/4/4/4/4/1ssm/1mll S 0-0 0";
    let output = run(&["moves", "malice", "--position", start]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 1);
    let moves: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(moves.len(), 24);
    assert!(moves.is_sorted());
    assert_eq!(moves.first(), Some(&"La2-b4"));
    assert!(moves.contains(&"Lb2-c3"));
}

#[test]
fn four_player_moves_need_players_4() {
    let position = "llm1/mss1/4/4/4/4/mss1/llm1|1mll/1ssm/4/4/4/4/1ssm/1mll SR 0-0 0";
    let output = run(&["moves", "malice", "--players", "4", "--position", position]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(stdout(&output).split_whitespace().all(|mv| mv.starts_with('R')));
    let wrong = run(&["moves", "malice", "--position", position]);
    assert_eq!(wrong.status.code(), Some(2));
    assert!(stderr(&wrong).contains("add --players 4"), "{}", stderr(&wrong));
}

#[test]
fn unknown_game_lists_the_games() {
    let output = run(&["perft", "chess", "2"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("malice"), "{}", stderr(&output));
    assert!(stdout(&output).is_empty());
}

#[test]
fn malformed_position_says_where() {
    let output =
        run(&["moves", "malice", "--position", "llm1/mxs1/4/4/4/4/mss1/llm1|4/4/4/4/4/4/4/4 S 0-0 0"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("board L, rank 7, character 2"), "{}", stderr(&output));
    assert!(stdout(&output).is_empty());
}

#[test]
fn depth_zero_is_refused() {
    let output = run(&["perft", "malice", "0"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("0 is not in 1.."), "{}", stderr(&output));
}

#[test]
fn version_prints_the_version_and_git_revision() {
    for flag in ["--version", "-V"] {
        let output = run(&[flag]);
        assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
        let expected = format!("malice-table {}\n", malice_table::build_info::LONG_VERSION);
        assert_eq!(stdout(&output), expected);
        assert!(stdout(&output).starts_with(&format!("malice-table {} (", env!("CARGO_PKG_VERSION"))));
        assert!(stderr(&output).is_empty());
    }
}

#[test]
fn out_of_range_values_are_refused_by_clap_with_code_2() {
    for (args, message) in [
        (&["perft", "malefiz", "-1"][..], "'-1'"),
        (&["export-boards", "--out", "x", "--dpi", "1201"], "1201 is not in 72..=1200"),
        (
            &["arena", "--game", "spite", "--bots", "easy,hard", "--games", "2", "--budget-ms", "0"],
            "'--budget-ms <M>'",
        ),
        (
            &["arena", "--game", "spite", "--bots", "easy,hard", "--games", "99999999999999999999"],
            "'--games <N>'",
        ),
        (&["moves", "malefiz", "--roll", "6.5"], "invalid value '6.5' for '--roll <N>'"),
    ] {
        let output = run(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stderr(&output).contains(message), "{args:?}: expected `{message}` in {}", stderr(&output));
        assert!(stdout(&output).is_empty(), "{args:?}");
    }
}

#[test]
fn malice_has_no_dice() {
    let output = run(&["moves", "malice", "--roll", "4"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("without dice"), "{}", stderr(&output));
}

const MALEFIZ_START: &str = "classic r r:5h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";

#[test]
fn malefiz_perft_from_the_classic_start() {
    let output = run(&["perft", "malefiz", "2"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stdout(&output), "1 176\n2 31164\n");
    let given = run(&["perft", "malefiz", "1", "--position", MALEFIZ_START]);
    assert_eq!(stdout(&given), "1 176\n");
}

#[test]
fn malefiz_perft_on_the_fast_board_and_with_more_colours() {
    let output = run(&["perft", "malefiz", "2", "--board", "fast"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stdout(&output), "1 55\n2 3321\n");
    let four = run(&["perft", "malefiz", "2", "--players", "4"]);
    assert_eq!(stdout(&four), "1 176\n2 24848\n");
    let three = run(&["perft", "malefiz", "2", "--colours", "rgy"]);
    assert_eq!(stdout(&three), "1 176\n2 24848\n");
}

#[test]
fn malefiz_moves_are_sorted_on_one_line() {
    let output = run(&["moves", "malefiz", "--position", MALEFIZ_START, "--roll", "4"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stdout(&output), "h-a2 h-e2 h-f1\n");
    let lost = run(&["moves", "malefiz", "--position", "classic r r:0h y:5h x:", "--roll", "2"]);
    assert_eq!(stdout(&lost), "pass\n");
}

#[test]
fn malefiz_moves_use_the_board_the_position_names() {
    let output = run(&["moves", "malefiz", "--position", "fast r r:4h y:4h x:e2", "--roll", "4"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.starts_with("h-a2 h-e2/a2 "), "{text}");
    assert_eq!(text.lines().count(), 1);
    let clash =
        run(&["moves", "malefiz", "--position", "fast r r:4h y:4h x:", "--roll", "4", "--board", "classic"]);
    assert_eq!(clash.status.code(), Some(2));
    assert!(stderr(&clash).contains("for the fast board, not the classic board"), "{}", stderr(&clash));
}

#[test]
fn malefiz_moves_need_a_roll_of_one_to_six() {
    let missing = run(&["moves", "malefiz", "--position", MALEFIZ_START]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).contains("--roll"), "{}", stderr(&missing));
    for face in ["0", "7"] {
        let bad = run(&["moves", "malefiz", "--roll", face]);
        assert_eq!(bad.status.code(), Some(2));
        assert!(stderr(&bad).contains(&format!("{face} is not in 1..=6")), "{}", stderr(&bad));
        assert!(stdout(&bad).is_empty());
    }
}

#[test]
fn malefiz_bad_position_says_where() {
    let output = run(&["moves", "malefiz", "--roll", "3", "--position", "classic r r:5h y:5h x:i13,b2"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("bad position: field 5: b2 is not a space"), "{}", stderr(&output));
    let unknown = run(&["perft", "malefiz", "1", "--position", "mine r r:5h y:5h x:"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(stderr(&unknown).contains("--board FILE"), "{}", stderr(&unknown));
}

#[test]
fn malefiz_user_map_from_a_file() {
    let dir = Scratch::new("cli-map");
    let map = dir.join("tiny.map");
    std::fs::write(&map, "..G..\n..B..\nooooo\n1...3\n").expect("write the map");
    let path = map.to_string_lossy().into_owned();
    let output =
        run(&["moves", "malefiz", "--board", &path, "--position", "tiny r r:a1 y:1h x:c2", "--roll", "2"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stdout(&output), "a1-c1\n");
    std::fs::write(&map, "..G..\n..x..\nooooo\n1...3\n").expect("write the map");
    let broken = run(&["perft", "malefiz", "1", "--board", &path]);
    assert_eq!(broken.status.code(), Some(2));
    assert!(stderr(&broken).contains("line 2, column 3"), "{}", stderr(&broken));
}

#[test]
fn open_goes_with_the_window_not_with_a_subcommand() {
    let output = run(&["--open", "game.ron", "perft", "malice", "1"]);
    assert_eq!(output.status.code(), Some(2));
    let said = stderr(&output);
    assert!(said.contains("the subcommand 'perft' cannot be used with '--open <FILE>'"), "{said}");
    assert_eq!(
        malice_table::cli::save_to_open(["malice-table", "--open", "game.ron"]),
        Some(std::path::PathBuf::from("game.ron"))
    );
    assert_eq!(malice_table::cli::save_to_open(["malice-table"]), None);
}

#[test]
fn install_desktop_puts_the_entry_and_icons_in_the_xdg_folder_and_uninstall_removes_them() {
    let home = Scratch::new("cli-xdg");
    let run_in = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_malice-table"))
            .args(args)
            .env("XDG_DATA_HOME", &*home)
            .output()
            .expect("the binary runs")
    };
    let output = run_in(&["install-desktop"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let entry = std::fs::read_to_string(home.join("applications/malice-table.desktop")).expect("the entry");
    let exe = std::path::Path::new(env!("CARGO_BIN_EXE_malice-table"));
    assert!(entry.contains(&format!("Exec={}", exe.display())), "{entry}");
    assert!(home.join("icons/hicolor/256x256/apps/malice-table.png").exists());
    assert!(home.join("icons/hicolor/scalable/apps/malice-table.svg").exists());
    // The saves' type: its package, and the database update-mime-database
    // built from it, which file managers read.
    let package = home.join("mime/packages/malice-table-mime.xml");
    assert!(package.exists());
    let database = home.join("mime/application/x-malice-table-save.xml");
    let mime_tool = Command::new("update-mime-database").arg("-v").output().is_ok();
    if mime_tool {
        assert!(database.exists(), "update-mime-database ran: {}", stdout(&output));
        assert!(stdout(&output).contains("Saved games (.malicetable) now open at the table"));
        let globs = std::fs::read_to_string(home.join("mime/globs2")).expect("the globs");
        assert!(globs.contains("application/x-malice-table-save:*.malicetable"), "{globs}");
    }
    let output = run_in(&["uninstall-desktop"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(stdout(&output).contains("Removed 11 files"), "{}", stdout(&output));
    assert!(!home.join("applications/malice-table.desktop").exists());
    assert!(!package.exists());
    assert!(!database.exists(), "the database forgets the type again");
}

#[test]
fn install_desktop_without_update_mime_database_says_so_and_succeeds() {
    let home = Scratch::new("cli-no-mime-tool");
    let output = Command::new(env!("CARGO_BIN_EXE_malice-table"))
        .arg("install-desktop")
        .env("XDG_DATA_HOME", &*home)
        .env("PATH", home.join("no-tools-here"))
        .output()
        .expect("the binary runs");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let said = stdout(&output);
    assert!(said.contains("update-mime-database is not installed (package shared-mime-info)"), "{said}");
    assert!(
        home.join("mime/packages/malice-table-mime.xml").exists(),
        "the package is in place all the same"
    );
}

#[test]
fn install_desktop_under_an_appimage_launches_the_appimage_from_home_local_share() {
    let home = Scratch::new("cli-appimage");
    let appimage = home.join("Apps").join("Malice Table $1.AppImage");
    let output = Command::new(env!("CARGO_BIN_EXE_malice-table"))
        .arg("install-desktop")
        .env("APPIMAGE", &appimage)
        .env("HOME", &*home)
        .env_remove("XDG_DATA_HOME")
        .output()
        .expect("the binary runs");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(stdout(&output).contains(&format!("It launches {}", appimage.display())), "{}", stdout(&output));
    let data = home.join(".local/share");
    let entry = std::fs::read_to_string(data.join("applications/malice-table.desktop")).expect("the entry");
    let folder = home.join("Apps").display().to_string();
    assert!(entry.contains(&format!("\nExec=\"{folder}/Malice Table \\\\$1.AppImage\" %f\n")), "{entry}");
    assert!(data.join("icons/hicolor/48x48/apps/malice-table.png").exists());
}

#[test]
fn export_boards_writes_four_pngs_and_lists_them() {
    let scratch = Scratch::new("cli-export");
    let dir = scratch.join("boards");
    let out = dir.to_str().expect("a UTF-8 path");
    let output = run(&["export-boards", "--out", out, "--dpi", "72", "--paper", "letter"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let listed: Vec<String> = stdout(&output).lines().map(str::to_owned).collect();
    let expected: Vec<String> = ["malice.png", "malefiz-classic.png", "malefiz-fast.png", "spite-mat.png"]
        .iter()
        .map(|name| dir.join(name).display().to_string())
        .collect();
    assert_eq!(listed, expected);
    let malice = std::fs::read(dir.join("malice.png")).expect("malice.png is written");
    let reader = png::Decoder::new(std::io::Cursor::new(malice)).read_info().expect("a PNG");
    assert_eq!((reader.info().width, reader.info().height), (612, 792), "Letter, portrait, 72 dpi");
}

#[test]
fn export_boards_refuses_a_bad_resolution() {
    let scratch = Scratch::new("cli-dpi");
    let dir = scratch.join("boards");
    let out = dir.to_str().expect("a UTF-8 path");
    let output = run(&["export-boards", "--out", out, "--dpi", "50"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("72..=1200"), "{}", stderr(&output));
    assert!(!dir.exists(), "nothing is written for a bad request");
    let output = run(&["export-boards", "--out", out, "--paper", "a3"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("letter"), "{}", stderr(&output));
}

#[test]
fn export_boards_says_when_the_folder_cannot_be_used() {
    let dir = Scratch::new("cli-file");
    let file = dir.join("a-file");
    std::fs::write(&file, b"x").expect("a file");

    let output = run(&["export-boards", "--out", file.to_str().expect("UTF-8"), "--dpi", "72"]);
    assert_eq!(output.status.code(), Some(2), "a file is no folder: bad input");
    assert!(stderr(&output).contains("is not a folder"), "{}", stderr(&output));

    let under = file.join("boards");
    let output = run(&["export-boards", "--out", under.to_str().expect("UTF-8"), "--dpi", "72"]);
    assert_eq!(output.status.code(), Some(1), "the folder cannot be made: an I/O failure");
    assert!(stderr(&output).contains("cannot create the folder"), "{}", stderr(&output));
    assert!(stdout(&output).is_empty());
}

#[test]
fn why_says_legal_or_names_the_rule() {
    let legal = run(&["why", "malice", "--from", "Lc2", "--to", "Ld3"]);
    assert_eq!(output_line(&legal), "legal");
    let far = run(&["why", "malice", "--from", "Lc2", "--to", "Lc5"]);
    assert_eq!(far.status.code(), Some(0), "{}", stderr(&far));
    assert!(
        output_line(&far).starts_with("illegal: The small piece on Lc2 cannot reach Lc5"),
        "{}",
        stdout(&far)
    );
    let theirs = run(&["why", "malice", "--from", "Lb8", "--to", "Lb7"]);
    assert!(
        output_line(&theirs).starts_with("illegal: The piece on Lb8 is not South's"),
        "{}",
        stdout(&theirs)
    );
    let walk =
        run(&["why", "malefiz", "--position", MALEFIZ_START, "--roll", "4", "--from", "h", "--to", "a2"]);
    assert_eq!(output_line(&walk), "legal");
    let empty =
        run(&["why", "malefiz", "--position", MALEFIZ_START, "--roll", "4", "--from", "a3", "--to", "a5"]);
    assert_eq!(output_line(&empty), "illegal: There is no piece on a3.");
}

#[test]
fn why_refuses_bad_input_with_exit_2() {
    for (args, message) in [
        (&["why", "malice", "--from", "Lz9", "--to", "Lc3"][..], "--from Lz9"),
        (&["why", "malefiz", "--from", "h", "--to", "a2"][..], "add --roll N"),
        (
            &["why", "spite", "--from", "a", "--to", "b"][..],
            "perft, moves and why are for malice and malefiz",
        ),
        (&["why", "malice", "--position", "nonsense", "--from", "La1", "--to", "La2"][..], ""),
    ] {
        let output = run(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {}", stdout(&output));
        assert!(stderr(&output).contains(message), "{args:?}: {}", stderr(&output));
        assert!(stdout(&output).is_empty(), "{args:?}");
    }
}

/// The one line a command printed.
fn output_line(output: &Output) -> String {
    stdout(output).trim_end().to_owned()
}

/// A save in `dir` of a Malice game of `plies` moves between two medium bots.
fn malice_bot_game(dir: &Path, plies: usize, seed: u64) -> PathBuf {
    use malice_table::core::{Game, History, Level, StopSignal};
    use malice_table::games::malice::bot::make_bot;
    use malice_table::games::malice::{Malice, Players, Rules};
    let mut history = History::new(Malice::new(Rules { players: Players::Two, quiet_limit: 60 }));
    let mut bots = [make_bot(Level::Club, seed), make_bot(Level::Club, seed + 1)];
    for _ in 0..plies {
        let Some(seat) = history.current().to_move() else { break };
        let view = history.current().view(seat);
        let mv = bots[seat].choose(&view, &StopSignal::never()).expect("a move");
        history.play(mv).expect("legal");
    }
    let path = dir.join(format!("review-{seed}.ron"));
    std::fs::write(&path, crate::saved::malice_save(&history, seed).to_ron()).expect("written");
    path
}

#[test]
fn review_prints_a_line_per_move_and_each_players_numbers() {
    let dir = Scratch::new("cli-review");
    let path = malice_bot_game(&dir, 8, 5);
    let output = run(&["review", path.to_str().expect("a path"), "--threads", "2"]);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("ply"), "{text}");
    // The columns line up under the header (moves as the log writes them,
    // with spaces in them), counted in characters.
    let mark_at = lines[0].find("mark").expect("a mark column");
    let history = malice_table::store::save::SaveFile::read(&path)
        .expect("reads")
        .history::<malice_table::games::malice::Malice>()
        .expect("replays");
    for (i, line) in lines[1..9].iter().enumerate() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(fields[0], (i + 1).to_string(), "{line}");
        assert_eq!(fields[1], if i % 2 == 0 { "South" } else { "North" }, "{line}");
        let mark: String = line.chars().skip(mark_at).take_while(|c| !c.is_whitespace()).collect();
        assert!(["-", "?!", "?", "??"].contains(&mark.as_str()), "{line}");
        let played = &history.all()[i].log;
        assert!(line.contains(played.as_str()), "the move as the log writes it: {line}");
    }
    assert!(lines.iter().any(|l| l.starts_with("South: ") && l.contains("accuracy")), "{text}");
    assert!(lines.iter().any(|l| l.starts_with("North: ") && l.contains("accuracy")), "{text}");
}

#[test]
fn review_of_a_bad_save_says_why_with_code_2() {
    let dir = Scratch::new("cli-review-bad");
    let path = dir.join("bad.ron");
    std::fs::write(&path, "(format: 1, game: Malice, moves: [\"Lb2-b9\"])").expect("written");
    let output = run(&["review", path.to_str().expect("a path")]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("cannot be opened"), "{}", stderr(&output));
    let missing = run(&["review", "/nonexistent/save.ron"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).contains("could not be read"), "{}", stderr(&missing));
}

#[test]
fn review_judges_a_malefiz_game_given_each_roll() {
    use malice_table::core::{Game, History, Level, StopSignal};
    use malice_table::games::malefiz::bot::make_bot;
    use malice_table::games::malefiz::{Board, Colour, Malefiz};
    let colours = [Colour::Red, Colour::Yellow];
    let mut history = History::new(Malefiz::new(Board::classic(), &colours, None, 9).expect("a game"));
    let mut bots = [make_bot(Level::Newcomer, 1), make_bot(Level::Newcomer, 2)];
    for _ in 0..16 {
        let Some(seat) = history.current().to_move() else { break };
        let view = history.current().view(seat);
        let mv = bots[seat].choose(&view, &StopSignal::never()).expect("a move");
        history.play(mv).expect("legal");
    }
    let dir = Scratch::new("cli-review-malefiz");
    let path = dir.join("malefiz.ron");
    std::fs::write(&path, crate::saved::malefiz_save(&history, &colours, 9).to_ron()).expect("written");
    let output = run(&["review", path.to_str().expect("a path")]);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    // Every roll is a line with no choice; the moves after them are judged.
    let rolls = text.lines().filter(|l| l.contains("roll") && l.contains("(no choice)")).count();
    assert_eq!(rolls, 8, "{text}");
    // Each player's numbers end with the luck of their rolls.
    for colour in ["Red: ", "Yellow: "] {
        assert!(
            text.lines().any(|l| l.starts_with(colour) && l.contains(" points of winning chance")),
            "{text}"
        );
    }
}

#[test]
fn review_judges_a_spite_game_from_what_each_player_saw() {
    use malice_table::core::{Game, History, Level, StopSignal};
    use malice_table::games::spite::Rules;
    use malice_table::games::spite::bot::make_bot;
    let mut history = History::new(crate::saved::spite_start(Rules::default(), 4));
    let mut bots = [make_bot(Level::Newcomer, 1), make_bot(Level::Beginner, 2)];
    for _ in 0..24 {
        let Some(seat) = history.current().to_move() else { break };
        let view = history.current().view(seat);
        let mv = bots[seat].choose(&view, &StopSignal::never()).expect("a move");
        history.play(mv).expect("legal");
    }
    let dir = Scratch::new("cli-review-spite");
    let path = dir.join("spite.ron");
    std::fs::write(&path, crate::saved::spite_save(&history, 4).to_ron()).expect("written");
    let output = run(&["review", path.to_str().expect("a path"), "--threads", "2"]);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("ply"), "{text}");
    // A line per card played, named by the save's seats, the move with its
    // card as the log writes it, and the columns in line however long it is.
    let best_at = lines[0].chars().count() - "best move".len();
    for (i, line) in lines[1..=24].iter().enumerate() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(fields[0], (i + 1).to_string(), "{line}");
        assert!(["P1", "P2"].contains(&fields[1]), "{line}");
        assert!(line.contains(&history.all()[i].log), "{line}");
        if !line.contains("(no choice)") {
            let before: String = line.chars().take(best_at).collect();
            assert!(before.ends_with("  "), "the best move starts in its column: {line}");
            let best: String = line.chars().skip(best_at).collect();
            assert!(
                best.starts_with("hand ") || best.starts_with("payoff ") || best.starts_with("side "),
                "{line}"
            );
        }
    }
    let judged = lines[1..=24].iter().filter(|l| !l.contains("(no choice)")).count();
    assert!(judged >= 10, "most cards played were choices: {text}");
    assert!(lines.iter().any(|l| l.starts_with("P1: ") && l.contains("accuracy")), "{text}");
    assert!(lines.iter().any(|l| l.starts_with("P2: ") && l.contains("accuracy")), "{text}");
}

#[test]
fn ladder_rates_every_level_and_draws_the_chart() {
    let dir = Scratch::new("cli-ladder");
    let chart = dir.join("chart.png");
    let output =
        run(&["ladder", "--game", "spite", "--games", "2", "--chart", chart.to_str().expect("a path")]);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(text.contains("levels newcomer..expert by their node budgets; no baselines"), "{text}");
    assert!(text.contains("newcomer = 0"), "{text}");
    for name in ["newcomer", "beginner", "casual", "club", "expert"] {
        let line = text.lines().find(|l| l.trim_start().starts_with(name)).unwrap_or_default();
        assert!(line.contains('±') && line.ends_with("level"), "{name} is rated: {text}");
    }
    assert!(!text.contains("baseline\n") && !text.contains("first-fit"), "the levels alone: {text}");
    assert!(text.contains("beginner vs newcomer: ") && text.contains("expert vs club: "), "{text}");
    let png = std::fs::read(&chart).expect("the chart is written");
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
}

#[test]
fn ladder_rates_a_slice_of_the_levels_and_the_baselines_by_the_clock() {
    let args =
        ["ladder", "--game", "spite", "--games", "2", "--levels", "casual..club", "--baselines-ms", "5"];
    let output = run(&args);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(text.contains("levels casual..club by their node budgets; baselines 5 ms a decision"), "{text}");
    assert!(text.contains("casual = 0"), "the weakest of the slice is the anchor: {text}");
    let rated = |name: &str| text.lines().find(|l| l.trim_start().starts_with(name)).unwrap_or_default();
    assert!(rated("club").ends_with("level") && rated("casual").contains('±'), "{text}");
    for baseline in ["first-fit@5", "search@5", "ismcts@5"] {
        assert!(rated(baseline).ends_with("baseline"), "{baseline} is rated: {text}");
        // Each baseline meets the top of the slice and its middle.
        assert!(text.contains(&format!("club vs {baseline}: ")), "{text}");
        assert!(text.contains(&format!("casual vs {baseline}: ")), "{text}");
    }
    for outside in ["newcomer", "beginner", "expert"] {
        assert!(!text.contains(outside), "{outside} is not in the slice: {text}");
    }
}

#[test]
fn ladder_refuses_a_slice_that_is_not_two_of_its_levels() {
    for slice in ["club..casual", "casual..grandmaster", "casual"] {
        let output = run(&["ladder", "--game", "spite", "--games", "400", "--levels", slice]);
        assert_eq!(output.status.code(), Some(2), "{slice}");
        assert!(stderr(&output).contains("newcomer, beginner, casual, club, expert"), "{}", stderr(&output));
        assert!(stdout(&output).is_empty(), "nothing was played");
    }
    let both = run(&["ladder", "--game", "spite", "--baselines", "--baselines-ms", "5"]);
    assert_eq!(both.status.code(), Some(2), "one way of playing the baselines");
}

#[test]
fn ladder_finds_an_unwritable_chart_before_playing() {
    let output =
        run(&["ladder", "--game", "malice", "--games", "400", "--chart", "/nonexistent-mt/ladder.png"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("/nonexistent-mt/ladder.png"), "{}", stderr(&output));
    assert!(stdout(&output).is_empty(), "nothing was played");
}

/// The ratings' lines of a ladder's report (everything above the times,
/// which differ from run to run).
fn ratings_of(text: &str) -> String {
    text.lines().take_while(|l| !l.starts_with("Time per decision")).collect::<Vec<_>>().join("\n")
}

/// The baselines by a clock are kept under their budget's name, apart
/// from the same baselines by another budget; the levels' pairings are
/// the same matches and are read back. Leaves the folder as it found it.
fn baselines_by_a_clock_are_kept_apart(args: &[&str], dir: &std::path::Path, rev: &str) {
    let timed = |ms: &'static str| {
        let mut with = args.to_vec();
        with.extend(["--baselines-ms", ms]);
        stdout(&run(&with))
    };
    let text = timed("5");
    assert_eq!(text.matches(": read back from ").count(), 3, "{text}");
    assert!(dir.join(format!("spite-2p-casual-vs-first-fit-5ms-2g-seed1-rev{rev}.ron")).exists(), "{text}");
    let text = timed("6");
    assert_eq!(text.matches(": read back from ").count(), 3, "only the levels' pairings: {text}");
    for entry in std::fs::read_dir(dir).expect("the folder").flatten() {
        if entry.file_name().to_string_lossy().contains("ms-2g") {
            std::fs::remove_file(entry.path()).expect("removes");
        }
    }
}

#[test]
fn a_kept_ladder_is_read_back_and_a_damaged_pairing_played_again() {
    let scratch = Scratch::new("cli-kept");
    let dir = scratch.join("kept");
    let dir_arg = dir.to_str().expect("a path");
    let args =
        ["ladder", "--game", "spite", "--games", "2", "--levels", "newcomer..casual", "--keep", dir_arg];
    let first = run(&args);
    assert_eq!(first.status.code(), Some(0), "{}", stderr(&first));
    let files: Vec<_> = std::fs::read_dir(&dir).expect("the folder is made").flatten().collect();
    assert_eq!(files.len(), 3, "one file a pairing: {files:?}");
    let rev = malice_table::build_info::GIT_REV;
    let kept = dir.join(format!("spite-2p-beginner-vs-newcomer-2g-seed1-rev{rev}.ron"));
    assert!(kept.exists(), "{files:?}");

    let again = run(&args);
    assert_eq!(again.status.code(), Some(0), "{}", stderr(&again));
    let text = stdout(&again);
    assert_eq!(ratings_of(&text), ratings_of(&stdout(&first)), "the same ratings from the kept matches");
    assert_eq!(text.matches(": read back from ").count(), 3, "{text}");

    baselines_by_a_clock_are_kept_apart(&args, &dir, rev);

    // A damaged file is set aside and its pairing played again.
    std::fs::write(&kept, "not a match").expect("writes");
    let repaired = run(&args);
    let text = stdout(&repaired);
    assert_eq!(repaired.status.code(), Some(0), "{}", stderr(&repaired));
    assert!(text.contains("beginner vs newcomer: ") && text.contains("set aside as "), "{text}");
    assert_eq!(ratings_of(&text), ratings_of(&stdout(&first)));
    assert_eq!(std::fs::read_to_string(kept.with_extension("ron.bad")).expect("set aside"), "not a match");
    assert!(std::fs::read_to_string(&kept).expect("kept again").contains("beginner"));

    // Another pairing's file under this pairing's name is not taken for it.
    std::fs::copy(dir.join(format!("spite-2p-casual-vs-beginner-2g-seed1-rev{rev}.ron")), &kept)
        .expect("copies");
    let text = stdout(&run(&args));
    assert!(text.contains("a match of casual against beginner, not this pairing"), "{text}");

    // A pairing stopped after its first game goes on from its journal
    // (which `arena --keep` writes alike for the same match).
    std::fs::remove_file(&kept).expect("removes");
    let journal = kept.with_extension("journal");
    let journal_arg = journal.to_str().expect("a path");
    let arena =
        ["arena", "--game", "spite", "--bots", "beginner,newcomer", "--games", "2", "--keep", journal_arg];
    assert_eq!(run(&arena).status.code(), Some(0));
    // The match's name and request, then its first game.
    let lines: Vec<String> =
        std::fs::read_to_string(&journal).expect("a journal").lines().take(3).map(str::to_owned).collect();
    std::fs::write(&journal, lines.join("\n") + "\n").expect("writes");
    let resumed = run(&args);
    let text = stdout(&resumed);
    assert_eq!(resumed.status.code(), Some(0), "{}", stderr(&resumed));
    assert!(text.contains("beginner vs newcomer: 1 of its games read back from "), "{text}");
    assert_eq!(ratings_of(&text), ratings_of(&stdout(&first)));
    assert!(kept.exists() && !journal.exists(), "kept whole, the journal spent");

    // Pairings another build played are never read back for this one.
    for entry in std::fs::read_dir(&dir).expect("the folder").flatten() {
        let path = entry.path();
        let name = path.to_string_lossy().replace(&format!("-rev{rev}."), "-rev0000000.");
        std::fs::rename(&path, name).expect("renames");
    }
    let text = stdout(&run(&args));
    assert_eq!(text.matches(": read back from ").count(), 0, "{text}");
}

#[test]
fn ladder_finds_a_folder_it_cannot_keep_in_before_playing() {
    let output = run(&["ladder", "--game", "malice", "--games", "400", "--keep", "/proc/mt-kept"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("cannot keep pairings in /proc/mt-kept"), "{}", stderr(&output));
    assert!(stdout(&output).is_empty(), "nothing was played");
}
