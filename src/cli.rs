//! The command line: headless subcommands beside the window.
//!
//! ```text
//! malice-table perft malice 4 [--position P] [--players 2|4] [--divide] [--time]
//! malice-table moves malice --position P [--players 2|4]
//! ```
//! With no subcommand the binary opens the window instead.
#![warn(missing_docs)]

use crate::games::malice::{self, Malice, Players, PositionError, QUIET_MOVE_LIMIT, Rules};
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::ffi::OsString;
use std::io::{self, Write};
use std::time::Instant;

/// Exit code for input the program cannot use (as clap uses for bad
/// arguments).
pub const EXIT_BAD_INPUT: i32 = 2;
/// Exit code when the output could not be written.
pub const EXIT_IO: i32 = 1;

/// `malice-table`: the game table, or with a subcommand a headless tool.
#[derive(Debug, Parser)]
#[command(
    name = "malice-table",
    version,
    about = "Malice, Malefiz and Spite & Malice: a desktop game table with bots"
)]
#[command(after_help = "Without a subcommand the window opens.")]
pub struct Cli {
    /// What to do; `None` opens the window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The headless subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Count the legal move sequences (perft) of every length up to DEPTH.
    Perft {
        /// The game.
        #[arg(value_enum)]
        game: GameKind,
        /// The longest sequence to count (1 or more).
        #[arg(value_parser = parse_depth)]
        depth: u32,
        /// Where to start.
        #[command(flatten)]
        setup: Setup,
        /// Also print, for the last depth, the count under each first move.
        #[arg(long)]
        divide: bool,
        /// Print the time and nodes per second of each depth on stderr.
        #[arg(long)]
        time: bool,
    },
    /// Print the legal moves of a position, sorted, on one line.
    Moves {
        /// The game.
        #[arg(value_enum)]
        game: GameKind,
        /// The position.
        #[command(flatten)]
        setup: Setup,
        /// The die roll, for games played with a die.
        #[arg(long, value_name = "N")]
        roll: Option<u32>,
    },
}

/// The games the command line knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GameKind {
    /// Malice (rules/malice.md).
    Malice,
}

/// The position and variant a subcommand works on.
#[derive(Debug, Args)]
pub struct Setup {
    /// The position string (see the game's rules file); the start position if left out.
    #[arg(long, short = 'p', value_name = "P")]
    pub position: Option<String>,
    /// How many players the position is for.
    #[arg(long, value_enum, default_value = "2")]
    pub players: PlayerCount,
    /// Plies without a capture that end the game (0 turns the limit off).
    #[arg(long, value_name = "N", default_value_t = QUIET_MOVE_LIMIT)]
    pub quiet_limit: u32,
}

/// `--players`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PlayerCount {
    /// Two players.
    #[value(name = "2")]
    Two,
    /// Four players in two teams.
    #[value(name = "4")]
    Four,
}

fn parse_depth(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(0) => Err("the depth must be at least 1".to_owned()),
        Ok(depth) => Ok(depth),
        Err(_) => Err(format!("`{text}` is not a depth: give a whole number, 1 or more")),
    }
}

/// Runs the command line. Returns `None` when no subcommand was given (the
/// caller then opens the window), otherwise the process exit code.
pub fn main_with_args<I, T>(args: I) -> Option<i32>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let stdout = io::stdout();
    let stderr = io::stderr();
    run_with_io(args, &mut stdout.lock(), &mut stderr.lock())
}

/// `main_with_args` writing to the given streams instead of stdout and
/// stderr (for tests).
pub fn run_with_io<I, T>(args: I, out: &mut dyn Write, err: &mut dyn Write) -> Option<i32>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            // Help and version go to stdout with code 0; mistakes to stderr.
            let stream: &mut dyn Write = if e.use_stderr() { err } else { out };
            let _ = write!(stream, "{}", e.render());
            return Some(e.exit_code());
        }
    };
    let command = cli.command?;
    Some(match run(command, out, err) {
        Ok(()) => 0,
        Err(Failure::BadInput(message)) => {
            let _ = writeln!(err, "malice-table: {message}");
            EXIT_BAD_INPUT
        }
        Err(Failure::Io(e)) => {
            let _ = writeln!(err, "malice-table: could not write the output: {e}");
            EXIT_IO
        }
    })
}

/// Why a subcommand failed.
enum Failure {
    /// The input cannot be used; the message says why.
    BadInput(String),
    /// Writing the output failed.
    Io(io::Error),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Io(e)
    }
}

fn run(command: Command, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Perft { game: GameKind::Malice, depth, setup, divide, time } => {
            let game = malice_setup(&setup)?;
            for d in 1..=depth {
                let started = Instant::now();
                let nodes = malice::perft(&game, d);
                writeln!(out, "{d} {nodes}")?;
                if time {
                    let seconds = started.elapsed().as_secs_f64();
                    let rate = if seconds > 0.0 { nodes as f64 / seconds } else { 0.0 };
                    writeln!(
                        err,
                        "depth {d}: {nodes} nodes in {seconds:.3} s ({:.1} M nodes/s)",
                        rate / 1e6
                    )?;
                }
            }
            if divide {
                let mut split: Vec<(String, u64)> =
                    malice::divide(&game, depth).into_iter().map(|(mv, n)| (mv.to_string(), n)).collect();
                split.sort();
                for (mv, nodes) in split {
                    writeln!(out, "{mv} {nodes}")?;
                }
            }
            Ok(())
        }
        Command::Moves { game: GameKind::Malice, setup, roll } => {
            if roll.is_some() {
                return Err(Failure::BadInput("malice is played without dice: leave out --roll".to_owned()));
            }
            let game = malice_setup(&setup)?;
            let mut moves: Vec<String> = game.legal_move_list().iter().map(|mv| mv.to_string()).collect();
            moves.sort();
            writeln!(out, "{}", moves.join(" "))?;
            if let Some(reason) = game.end_reason() {
                writeln!(err, "the game is over: {reason}")?;
            }
            Ok(())
        }
    }
}

/// The Malice position a subcommand starts from.
fn malice_setup(setup: &Setup) -> Result<Malice, Failure> {
    let players = match setup.players {
        PlayerCount::Two => Players::Two,
        PlayerCount::Four => Players::Four,
    };
    let rules = Rules { players, quiet_limit: setup.quiet_limit };
    let Some(text) = &setup.position else {
        return Ok(Malice::new(rules));
    };
    Malice::from_position(text, rules).map_err(|e| {
        let hint = match (&e, players) {
            (PositionError::SideToMove { found, .. }, Players::Two) if found.len() == 2 => {
                " (add --players 4)"
            }
            (PositionError::SideToMove { found, .. }, Players::Four) if found.len() == 1 => {
                " (leave out --players 4)"
            }
            _ => "",
        };
        Failure::BadInput(format!("bad position: {e}{hint}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert!(err.contains("at least 1"), "{err}");

        let (code, _, err) = cli(&["perft", "chess", "2"]);
        assert_eq!(code, Some(2));
        assert!(err.contains("malice"), "{err}");

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
    fn help_goes_to_stdout_with_code_zero() {
        let (code, out, _) = cli(&["--help"]);
        assert_eq!(code, Some(0));
        assert!(out.contains("perft"));
    }
}
