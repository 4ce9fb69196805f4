//! The command line: headless subcommands beside the window.
//!
//! ```text
//! malice-table perft malice 4 [--position P] [--players 2|4] [--divide] [--time]
//! malice-table moves malice --position P [--players 2|4]
//! malice-table perft malefiz 3 [--position P] [--board classic|fast|FILE] [--colours ry] [--divide] [--time]
//! malice-table moves malefiz --position P --roll N [--board classic|fast|FILE]
//! malice-table arena --game G --bots A,B --games N [--seed S] [--players K]
//!                    [--board classic|fast] [--budget-ms M] [--threads T] [--opening N]
//!                    [--sprt ELO0,ELO1 [--alpha P] [--beta P]] [--keep FILE [--shard K/N]]
//! malice-table arena report FILE…
//! malice-table ladder --game G [--games N] [--seed S] [--players K]
//!                     [--board classic|fast] [--budget-ms M] [--threads T] [--levels FROM..TO]
//!                     [--baselines | --baselines-ms M] [--chart FILE] [--keep DIR]
//! malice-table export-boards --out DIR [--dpi 300] [--paper a4|letter]
//! malice-table completions bash|zsh|fish|powershell
//! malice-table manual
//! ```
//! With no subcommand the binary opens the window instead.
//!
//! Malefiz position strings hold no roll: `perft` sums over the six die
//! faces at every turn (as the rules file defines it), and `moves` needs the
//! face with `--roll`. Without `--position` both start from the start
//! position of the board (classic unless `--board` says otherwise) for red
//! and yellow, or the colours of `--colours` (`--players 4`: all four).
//!
//! `arena` is a thin wrapper over [`crate::arena::roster`]: it reads the
//! names, prints a progress line on stderr and the report on stdout.
//!
//! Ranges, lists, names and combinations that do not depend on the game are
//! clap's to check (value ranges, `--bots A,B`, enums, conflicts), so a
//! mistake exits with code 2 and clap's message before anything runs. What
//! depends on the game (Malice has no dice, no board and no colours) is
//! checked here.
#![warn(missing_docs)]

mod arena;
mod desktop;
mod ladder;
mod manual;
#[cfg(feature = "net")]
mod play;
mod positions;
mod review;
#[cfg(test)]
mod tests;

use crate::build_info;
use crate::export::{self, PrintOptions};
use crate::games::GameKind;
use crate::i18n::Language;
use crate::print::{self, Paper};
use arena::ArenaCommand;
use clap::builder::PossibleValue;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use positions::{Ask, DieRoll, PositionArgs};
use std::ffi::OsString;
use std::io::{self, Write};
use std::path::PathBuf;

/// Exit code for input the program cannot use (as clap uses for bad
/// arguments).
pub const EXIT_BAD_INPUT: i32 = 2;
/// Exit code when the output could not be written (or, for `host` and
/// `join`, the other machine could not be reached).
pub const EXIT_IO: i32 = 1;

/// `malice-table`: the game table, or with a subcommand a headless tool.
#[derive(Debug, Parser)]
#[command(
    name = "malice-table",
    version = build_info::LONG_VERSION,
    args_conflicts_with_subcommands = true
)]
#[command(after_help = "Without a subcommand the window opens.")]
pub struct Cli {
    /// Open this saved game (a `.malicetable` save, or a `.ron` one written
    /// before) in the window; not with a subcommand.
    #[arg(long, value_name = "FILE")]
    pub open: Option<std::path::PathBuf>,
    /// Write more to the log than warnings and errors (as RUST_LOG=info does).
    #[arg(long, global = true)]
    pub verbose: bool,
    /// A save named alone, as a file manager hands one that is
    /// double-clicked or dropped on the program (`malice-table game.malicetable`):
    /// opened as `--open` would. Read by [`parse`] (see [`SAVE_ARG`]).
    #[arg(skip)]
    pub save: Option<std::path::PathBuf>,
    /// What to do; `None` opens the window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The id of the bare save argument (`malice-table SAVE`).
const SAVE_ARG: &str = "save";

/// The command line as clap reads it, its help said from the games'
/// registrations where it speaks of the games.
pub fn command() -> clap::Command {
    before_bare_saves().arg(
        clap::Arg::new(SAVE_ARG)
            .value_name("SAVE")
            .value_parser(clap::value_parser!(PathBuf))
            .conflicts_with("open")
            .help("Open this saved game in the window, as --open does (what a double-click in a file manager runs)"),
    )
}

/// The command line without the bare save: its subcommands, options and
/// errors exactly as they were before a save could be named alone.
fn before_bare_saves() -> clap::Command {
    let sheets: Vec<String> = export::sheets().iter().map(|sheet| sheet.file_name.to_owned()).collect();
    Cli::command()
        .about(format!("{}: a desktop game table with bots", GameKind::all_titles()))
        .mut_subcommand("arena", arena::describe)
        .mut_subcommand("ladder", arena::describe_table)
        .mut_subcommand("export-boards", |export| {
            export.about(format!("Write the printable boards as PNG files: {}", sheets.join(", ")))
        })
}

/// Reads the command line. A bare argument is a save only when it is
/// one (a file, or a name ending in `.malicetable` or `.ron`); anything
/// else reads as it did before there were bare saves, so a mistyped
/// subcommand (`perf`) is still named as one, with clap's suggestion.
fn parse<I, T>(args: I) -> Result<Cli, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    let with_save = || command().try_get_matches_from(&args);
    match before_bare_saves().try_get_matches_from(&args) {
        Ok(matches) => Cli::from_arg_matches(&matches),
        // Help and version are said with the bare save in the usage.
        Err(old) if !old.use_stderr() => Err(with_save().err().filter(|e| !e.use_stderr()).unwrap_or(old)),
        // Only a save alone is read anew; every other mistake stays as it was
        // (`play --help` is still an unknown subcommand, not the help).
        Err(old) => match with_save() {
            Ok(matches) => {
                let save = matches.get_one::<PathBuf>(SAVE_ARG).cloned();
                if !save.as_deref().is_some_and(is_a_save) {
                    return Err(old);
                }
                Cli::from_arg_matches(&matches).map(|cli| Cli { save, ..cli })
            }
            Err(_) => Err(old),
        },
    }
}

/// Whether a bare argument names a save: an existing file (a file manager
/// hands only those), or a name with a save's extension, which the window
/// then says it cannot open when it is missing.
fn is_a_save(path: &std::path::Path) -> bool {
    let save_extension =
        |e: &std::ffi::OsStr| crate::store::save::EXTENSIONS.iter().any(|x| e.eq_ignore_ascii_case(x));
    path.is_file() || path.extension().is_some_and(save_extension)
}

/// The save to open in the window (`--open FILE`, or `FILE` alone), when the
/// arguments ask for the window and name one.
pub fn save_to_open<I, T>(args: I) -> Option<std::path::PathBuf>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    parse(args).ok().filter(|cli| cli.command.is_none()).and_then(|cli| cli.open.or(cli.save))
}

/// Whether the arguments ask for `--verbose` (the window's, or after a
/// subcommand: `perft malice 3 --verbose`); arguments that do not read ask
/// for nothing.
pub fn verbose<I, T>(args: I) -> bool
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    parse(args).is_ok_and(|cli| cli.verbose)
}

/// The headless subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Count the legal move sequences (perft) of every length up to DEPTH.
    Perft {
        /// The game and where to start.
        #[command(flatten)]
        setup: PositionArgs,
        /// The longest sequence to count (1 or more).
        #[arg(value_parser = clap::value_parser!(u32).range(1..))]
        depth: u32,
        /// Also print, for the last depth, the count under each first move.
        #[arg(long)]
        divide: bool,
        /// Print the time and nodes per second of each depth on stderr.
        #[arg(long)]
        time: bool,
    },
    /// Print the legal moves of a position, sorted, on one line.
    Moves {
        /// The game and the position.
        #[command(flatten)]
        setup: PositionArgs,
        /// The die.
        #[command(flatten)]
        roll: DieRoll,
    },
    /// Say whether a piece may go from FROM to TO in a position: `legal`, or
    /// `illegal: <the rule that forbids it>`.
    Why {
        /// The game and the position.
        #[command(flatten)]
        setup: PositionArgs,
        /// The die.
        #[command(flatten)]
        roll: DieRoll,
        /// Where the piece stands: a square (Malice `Lb2`, Malefiz `a3`), or
        /// for Malefiz `h` (its house) or `f` (the forest).
        #[arg(long, value_name = "FROM")]
        from: String,
        /// Where it should go: a square.
        #[arg(long, value_name = "TO")]
        to: String,
    },
    /// Review a saved game: each decision weighed by the engine, marked
    /// ?! (inaccuracy), ? (mistake) or ?? (blunder) by the winning chances it
    /// lost, then each player's numbers.
    Review {
        /// The save to review.
        file: PathBuf,
        /// Milliseconds each decision's searches may take on average (they
        /// stop at their node budgets first; without it, the review is
        /// decided by the save alone).
        #[arg(long, value_name = "M", value_parser = clap::value_parser!(u64).range(1..))]
        budget_ms: Option<u64>,
        /// Worker threads (default: one per core).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=256))]
        threads: Option<u64>,
    },
    /// Play bot against bot: wins, draws, A's win rate with a 95% interval,
    /// game length, speed and time per decision.
    Arena(ArenaCommand),
    /// Rate a game's bot levels in Elo: a round robin of each level against
    /// the next two up and of the baselines against the top and middle
    /// levels, then every rating by maximum likelihood with a 95% interval.
    #[command(after_help = ladder::HELP)]
    Ladder(ladder::LadderArgs),
    /// Write the printable boards as PNG files (their names: `command`).
    #[command(after_help = "Each board fills its page inside a 12 mm margin, turned portrait or landscape \
                      as fits it best. The files record their resolution, so they print at true size.")]
    ExportBoards {
        /// The folder to write into; it is created (with its parents) if missing.
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
        /// Print resolution in dots per inch (72 to 1200).
        #[arg(long, value_name = "N", default_value_t = export::DEFAULT_DPI,
              value_parser = clap::value_parser!(u32).range(i64::from(print::MIN_DPI)..=i64::from(print::MAX_DPI)))]
        dpi: u32,
        /// The paper size.
        #[arg(long, value_enum, default_value = "a4")]
        paper: PaperSize,
        /// The language of the words printed on the sheets.
        #[arg(long, value_enum, default_value = "en")]
        language: Language,
    },
    /// Host a network game played by bots: print `ticket: <CODE>` once it
    /// can be joined, play this computer's seats, judge the guests' moves,
    /// and at the end print the result and write the save.
    #[cfg(feature = "net")]
    Host(play::HostArgs),
    /// Join a network game with the code a host gave, and play the seat
    /// offered with a bot.
    #[cfg(feature = "net")]
    Join(play::JoinArgs),
    /// Put Malice Table in the desktop's menus (Linux: a .desktop entry and
    /// icons under $XDG_DATA_HOME, for this user, launching this binary).
    InstallDesktop,
    /// Take out what install-desktop put in.
    UninstallDesktop,
    /// Print the completion script of a shell for this command line.
    Completions(manual::CompletionsArgs),
    /// Print the manual page (roff): `malice-table manual | man -l -`.
    Manual,
}

/// `--paper`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PaperSize {
    /// ISO A4, 210 × 297 mm.
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl From<PaperSize> for Paper {
    fn from(size: PaperSize) -> Paper {
        match size {
            PaperSize::A4 => Paper::A4,
            PaperSize::Letter => Paper::Letter,
        }
    }
}

/// `--language` of `export-boards`: every language, by its tag.
impl ValueEnum for Language {
    fn value_variants<'a>() -> &'a [Self] {
        &Language::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.tag()).help(self.own_name()))
    }
}

/// `--game` of `arena`: every game, by its command-line name (and its
/// aliases, like `spite-and-malice`).
impl ValueEnum for GameKind {
    fn value_variants<'a>() -> &'a [Self] {
        &GameKind::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let facts = self.facts();
        Some(
            PossibleValue::new(facts.cli_name)
                .help(facts.cli_help)
                .aliases(facts.cli_aliases.iter().copied()),
        )
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
    let cli = match parse(args) {
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
        Err(Failure::Network(message)) => {
            let _ = writeln!(err, "malice-table: {message}");
            EXIT_IO
        }
        Err(Failure::Export(e)) => {
            let _ = writeln!(err, "malice-table: {e}");
            if e.is_bad_input() { EXIT_BAD_INPUT } else { EXIT_IO }
        }
    })
}

/// Why a subcommand failed.
enum Failure {
    /// The input cannot be used; the message says why.
    BadInput(String),
    /// Writing the output failed.
    Io(io::Error),
    /// The other machine could not be reached or went away; the message
    /// says what happened.
    #[cfg_attr(not(feature = "net"), allow(dead_code))]
    Network(String),
    /// Printing the boards failed; the error says whether the request or
    /// the system was at fault.
    Export(print::ExportError),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Io(e)
    }
}

fn run(command: Command, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Arena(args) => arena::arena(&args, out, err),
        Command::Ladder(args) => ladder::ladder(&args, out, err),
        #[cfg(feature = "net")]
        Command::Host(args) => play::host(&args, out, err),
        #[cfg(feature = "net")]
        Command::Join(args) => play::join(&args, out, err),
        Command::InstallDesktop => desktop::install_desktop(out),
        Command::UninstallDesktop => desktop::uninstall_desktop(out),
        Command::Completions(args) => manual::print_completions(&args, out),
        Command::Manual => manual::print_manual(out),
        Command::Perft { setup, depth, divide, time } => {
            positions::answer(&setup, Ask::Perft { depth, divide, time }, out, err)
        }
        Command::Moves { setup, roll } => positions::answer(&setup, Ask::Moves(&roll), out, err),
        Command::Why { setup, roll, from, to } => {
            positions::answer(&setup, Ask::Why(&roll, &from, &to), out, err)
        }
        Command::Review { file, budget_ms, threads } => {
            let threads = threads.map_or_else(
                || std::thread::available_parallelism().map_or(1, usize::from),
                |n| usize::try_from(n).unwrap_or(1),
            );
            review::review_file(&file, budget_ms, threads, out)
        }
        Command::ExportBoards { out: dir, dpi, paper, language } => {
            let options = PrintOptions { dpi, paper: paper.into(), language };
            let written = export::export_all(&dir, &options).map_err(Failure::Export)?;
            for path in written {
                writeln!(out, "{}", path.display())?;
            }
            Ok(())
        }
    }
}
