//! The headless command line, run as the built binary.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_malice-table")).args(args).output().expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
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
    assert!(stderr(&output).contains("at least 1"), "{}", stderr(&output));
}

#[test]
fn malice_has_no_dice() {
    let output = run(&["moves", "malice", "--roll", "4"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("without dice"), "{}", stderr(&output));
}
