//! The command line: headless subcommands beside the window.
//!
//! ```text
//! malice-table perft malice 4 [--position P] [--players 2|4] [--divide] [--time]
//! malice-table moves malice --position P [--players 2|4]
//! malice-table perft malefiz 3 [--position P] [--board classic|fast|FILE] [--colours ry] [--divide] [--time]
//! malice-table moves malefiz --position P --roll N [--board classic|fast|FILE]
//! malice-table arena --game G --bots A,B --games N [--seed S] [--players K]
//!                    [--board classic|fast] [--budget-ms M] [--threads T] [--opening N]
//! malice-table ladder --game G [--games N] [--seed S] [--players K]
//!                     [--board classic|fast] [--budget-ms M] [--threads T] [--chart FILE]
//! malice-table export-boards --out DIR [--dpi 300] [--paper a4|letter]
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

mod ladder;
mod review;

use crate::arena::Progress;
use crate::arena::roster::{self, Request};
use crate::build_info;
use crate::games::GameKind;
use crate::games::malefiz::{self, Board, Colour, Malefiz};
use crate::games::malice::{self, Malice, Players, PositionError, QUIET_MOVE_LIMIT, Rules};
use crate::print::{self, Paper, PrintOptions};
use clap::builder::{PossibleValue, PossibleValuesParser, RangedU64ValueParser, TypedValueParser};
use clap::error::{Error, ErrorKind};
use clap::{Arg, Args, Parser, Subcommand, ValueEnum};
use std::ffi::{OsStr, OsString};
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Exit code for input the program cannot use (as clap uses for bad
/// arguments).
pub const EXIT_BAD_INPUT: i32 = 2;
/// Exit code when the output could not be written.
pub const EXIT_IO: i32 = 1;

/// `malice-table`: the game table, or with a subcommand a headless tool.
#[derive(Debug, Parser)]
#[command(
    name = "malice-table",
    version = build_info::LONG_VERSION,
    about = "Malice, Malefiz and Spite & Malice: a desktop game table with bots",
    args_conflicts_with_subcommands = true
)]
#[command(after_help = "Without a subcommand the window opens.")]
pub struct Cli {
    /// Open this saved game (a `.ron` save) in the window; not with a subcommand.
    #[arg(long, value_name = "FILE")]
    pub open: Option<std::path::PathBuf>,
    /// What to do; `None` opens the window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The save to open in the window (`--open FILE`), when the arguments ask
/// for the window and name one.
pub fn save_to_open<I, T>(args: I) -> Option<std::path::PathBuf>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    Cli::try_parse_from(args).ok().filter(|cli| cli.command.is_none()).and_then(|cli| cli.open)
}

/// The headless subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Count the legal move sequences (perft) of every length up to DEPTH.
    Perft {
        /// The game.
        #[arg(value_parser = PositionGame)]
        game: GameKind,
        /// The longest sequence to count (1 or more).
        #[arg(value_parser = clap::value_parser!(u32).range(1..))]
        depth: u32,
        /// Where to start.
        #[command(flatten)]
        setup: PositionArgs,
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
        #[arg(value_parser = PositionGame)]
        game: GameKind,
        /// The position.
        #[command(flatten)]
        setup: PositionArgs,
        /// The die.
        #[command(flatten)]
        roll: DieRoll,
    },
    /// Say whether a piece may go from FROM to TO in a position: `legal`, or
    /// `illegal: <the rule that forbids it>`.
    Why {
        /// The game.
        #[arg(value_parser = PositionGame)]
        game: GameKind,
        /// The position.
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
    #[command(after_help = ARENA_HELP)]
    Arena(ArenaArgs),
    /// Rate a game's bot levels in Elo: a round robin of each level against
    /// the next two up and of the baselines against the top and middle
    /// levels, then every rating by maximum likelihood with a 95% interval.
    #[command(after_help = ladder::HELP)]
    Ladder(ladder::LadderArgs),
    /// Write the printable boards as PNG files: malice.png,
    /// malefiz-classic.png, malefiz-fast.png and spite-mat.png.
    #[command(after_help = "Each board fills its page inside a 12 mm margin, turned portrait or landscape \
                      as fits it best. The files record their resolution, so they print at true size.")]
    ExportBoards {
        /// The folder to write into; it is created (with its parents) if missing.
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
        /// Print resolution in dots per inch (72 to 1200).
        #[arg(long, value_name = "N", default_value_t = print::DEFAULT_DPI,
              value_parser = clap::value_parser!(u32).range(i64::from(print::MIN_DPI)..=i64::from(print::MAX_DPI)))]
        dpi: u32,
        /// The paper size.
        #[arg(long, value_enum, default_value = "a4")]
        paper: PaperSize,
    },
    /// Put Malice Table in the desktop's menus (Linux: a .desktop entry and
    /// icons under $XDG_DATA_HOME, for this user, launching this binary).
    InstallDesktop,
    /// Take out what install-desktop put in.
    UninstallDesktop,
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

const ARENA_HELP: &str = "\
Bots: every game's levels by name (newcomer, beginner, casual, club, expert,
master, champion, as far as its ladder goes; the old easy, medium and hard
name the nearest levels) and random; malice also uct (plain UCT; uct:N thinks
N iterations a move) and mcts (Monte Carlo tree search with heuristic
playouts and a solver; mcts:N likewise), malefiz greedy and flat-mc (flat
Monte Carlo with greedy playouts; flat-mc:N plays N playouts a candidate
move), spite first-fit and ismcts (information set Monte Carlo tree search;
ismcts:N likewise).

Games come in groups dealt from one seed (same deal, same dice), one game for
each side A can take: with two players each seed is played twice with the
seats swapped. With more players A takes one seat in turn and B all the
others (malice with 4: A takes one team). Games run on every core.

Without --budget-ms every bot works to its fixed node or iteration budget and
the whole report (times aside) is decided by --seed. With --budget-ms the
searching levels and baselines also stop at the clock, so results may
vary from run to run and depend on the machine's load (bots whose search
ends sooner are not affected).

Example: malice-table arena --game malice --bots hard,uct --games 400 --seed 1 --budget-ms 100";

/// The options of `arena`.
#[derive(Debug, Args)]
pub struct ArenaArgs {
    /// The game.
    #[arg(long, value_enum)]
    pub game: GameKind,
    /// The two bots, A and B, by name, separated by a comma (see below).
    #[arg(long, value_name = "A,B", value_parser = parse_bot_pair)]
    pub bots: BotPair,
    /// How many games (at least 1); a whole number of seed groups keeps the
    /// seats balanced.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub games: u64,
    /// Decides every deal, die and bot seed.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Players at the table (malice 2 or 4, malefiz 2–4, spite 2).
    #[arg(long, value_name = "K", value_parser = RangedU64ValueParser::<usize>::new().range(2..=4))]
    pub players: Option<usize>,
    /// Malefiz: the board (default classic).
    #[arg(long, value_enum)]
    pub board: Option<BuiltinBoard>,
    /// Milliseconds per decision: the searching bots then think by the clock
    /// (not deterministic).
    #[arg(long, value_name = "M", value_parser = clap::value_parser!(u64).range(1..))]
    pub budget_ms: Option<u64>,
    /// Games played at once (default: one per core).
    #[arg(long, value_name = "T", value_parser = RangedU64ValueParser::<usize>::new().range(1..))]
    pub threads: Option<usize>,
    /// Random moves at the start of each seed group (default: malice 4, others 0).
    #[arg(long, value_name = "N")]
    pub opening: Option<u32>,
}

/// `--board` of `arena`: the Malefiz boards built in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum BuiltinBoard {
    /// The classic board.
    Classic,
    /// The fast board: resting spaces, village and forest.
    Fast,
}

impl BuiltinBoard {
    /// The name the arena knows it by.
    pub fn name(self) -> &'static str {
        match self {
            BuiltinBoard::Classic => "classic",
            BuiltinBoard::Fast => "fast",
        }
    }
}

/// `--bots`: bot A's and bot B's names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotPair(pub [String; 2]);

/// Reads `--bots A,B`, each name trimmed (`hard, easy` works too). Clap's
/// value delimiter would split the list but cannot require exactly two
/// names (`num_args` counts the arguments before splitting), so the pair
/// is one typed value.
fn parse_bot_pair(text: &str) -> Result<BotPair, String> {
    let names: Vec<&str> = text.split(',').map(str::trim).collect();
    let [a, b] = names.as_slice() else {
        return Err("name two bots, A and B, separated by a comma (like hard,easy)".to_owned());
    };
    if a.is_empty() || b.is_empty() {
        return Err("a bot name is missing: name two bots, A and B (like hard,easy)".to_owned());
    }
    Ok(BotPair([(*a).to_owned(), (*b).to_owned()]))
}

/// `--game` of `arena`: every game, by its command-line name (Spite &
/// Malice also as `spite-and-malice`).
impl ValueEnum for GameKind {
    fn value_variants<'a>() -> &'a [Self] {
        &GameKind::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let value = PossibleValue::new(self.cli_name());
        Some(match self {
            GameKind::Malice => value.help("Malice (2 or 4 players)"),
            GameKind::Malefiz => value.help("Malefiz (2–4 players, classic or fast board)"),
            GameKind::Spite => value.help("Spite & Malice (2 players)").alias("spite-and-malice"),
        })
    }
}

/// Why `perft`, `moves` and `why` refuse Spite & Malice.
const NO_POSITIONS: &str = "spite & malice has hidden cards and no position strings: perft, moves and why are for malice and malefiz";

/// The game of `perft` and `moves`: one with position strings and open
/// information, Malice or Malefiz. Spite & Malice is refused with a
/// message that says why.
#[derive(Clone, Copy, Debug)]
struct PositionGame;

impl PositionGame {
    /// The games it accepts, as the help lists them.
    fn accepted() -> [PossibleValue; 2] {
        [
            PossibleValue::new(GameKind::Malice.cli_name()).help("Malice (docs/rules/malice.md)"),
            PossibleValue::new(GameKind::Malefiz.cli_name()).help("Malefiz (docs/rules/malefiz.md)"),
        ]
    }
}

impl TypedValueParser for PositionGame {
    type Value = GameKind;

    fn parse_ref(&self, cmd: &clap::Command, arg: Option<&Arg>, value: &OsStr) -> Result<GameKind, Error> {
        let spite = GameKind::Spite.to_possible_value();
        if spite.is_some_and(|s| value.to_str().is_some_and(|v| s.matches(v, false))) {
            return Err(cmd.clone().error(ErrorKind::InvalidValue, NO_POSITIONS));
        }
        let name = PossibleValuesParser::new(Self::accepted()).parse_ref(cmd, arg, value)?;
        GameKind::from_str(&name, false).map_err(|e| cmd.clone().error(ErrorKind::InvalidValue, e))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(Self::accepted().into_iter()))
    }
}

/// The die of `moves` and `why`: Malefiz needs it (the legal moves depend
/// on it); Malice is played without dice.
#[derive(Debug, Args)]
pub struct DieRoll {
    /// The die roll, 1 to 6: malefiz needs it (the legal moves depend on
    /// it); malice is played without dice.
    #[arg(long, value_name = "N", required_if_eq("game", "malefiz"),
          value_parser = clap::value_parser!(u8).range(1..=i64::from(malefiz::rules::DIE_FACES)))]
    pub roll: Option<u8>,
}

impl DieRoll {
    /// Nothing, for Malice: a roll given is bad input.
    fn none_for_malice(&self) -> Result<(), Failure> {
        match self.roll {
            Some(_) => Err(Failure::BadInput("malice is played without dice: leave out --roll".to_owned())),
            None => Ok(()),
        }
    }

    /// The face, for Malefiz: a missing roll is bad input.
    fn face_for_malefiz(&self) -> Result<u8, Failure> {
        self.roll.ok_or_else(|| Failure::BadInput("malefiz needs the die: add --roll N (1–6)".to_owned()))
    }
}

/// The position and variant a subcommand works on.
#[derive(Debug, Args)]
pub struct PositionArgs {
    /// The position string (see the game's rules file); the start position if left out.
    #[arg(long, short = 'p', value_name = "P")]
    pub position: Option<String>,
    /// How many players the position is for.
    #[arg(long, value_enum, default_value = "2")]
    pub players: PlayerCount,
    /// Malice: plies without a capture that end the game (0 turns the limit off).
    #[arg(long, value_name = "N", default_value_t = QUIET_MOVE_LIMIT)]
    pub quiet_limit: u32,
    /// Malefiz: the board, `classic`, `fast` or a map file (default: the
    /// board the position names, or classic).
    #[arg(long, value_name = "BOARD")]
    pub board: Option<String>,
    /// Malefiz: the colours of the start position, as letters (`ry`, `rgb`,
    /// `rgyb`); only without --position.
    #[arg(long, value_name = "LETTERS", value_parser = parse_colours, conflicts_with = "position")]
    pub colours: Option<Colours>,
}

/// `--colours`: the colours in play, in the order given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Colours(pub Vec<Colour>);

/// Reads `--colours` letters (`ry`, `rgyb`, …).
fn parse_colours(letters: &str) -> Result<Colours, String> {
    letters
        .chars()
        .map(|c| Colour::from_letter(c).ok_or_else(|| format!("`{c}` is not a colour (r, g, y, b)")))
        .collect::<Result<_, _>>()
        .map(Colours)
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
    /// Printing the boards failed; the error says whether the request or
    /// the system was at fault.
    Export(print::ExportError),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Io(e)
    }
}

/// Where desktop entries go, or why there is nowhere.
fn desktop_home() -> Result<std::path::PathBuf, Failure> {
    if !cfg!(target_os = "linux") {
        return Err(Failure::BadInput(
            "install-desktop is for Linux desktops; on Windows and macOS see the README".to_owned(),
        ));
    }
    crate::desktop::data_home()
        .ok_or_else(|| Failure::BadInput("cannot find your home folder: HOME is not set".to_owned()))
}

fn run(command: Command, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), Failure> {
    match command {
        Command::Arena(args) => arena(&args, out, err),
        Command::Ladder(args) => ladder::ladder(&args, out, err),
        Command::InstallDesktop => install_desktop(out),
        Command::UninstallDesktop => uninstall_desktop(out),
        Command::Perft { game: GameKind::Malice, depth, setup, divide, time } => {
            malice_perft(&setup, depth, divide, time, out, err)
        }
        Command::Moves { game: GameKind::Malice, setup, roll } => malice_moves(&setup, &roll, out, err),
        Command::Perft { game: GameKind::Malefiz, depth, setup, divide, time } => {
            malefiz_perft(&setup, depth, divide, time, out, err)
        }
        Command::Moves { game: GameKind::Malefiz, setup, roll } => malefiz_moves(&setup, &roll, out, err),
        Command::Why { game: GameKind::Malice, setup, roll, from, to } => {
            malice_why(&setup, &roll, &from, &to, out)
        }
        Command::Why { game: GameKind::Malefiz, setup, roll, from, to } => {
            malefiz_why(&setup, &roll, &from, &to, out)
        }
        Command::Perft { game: GameKind::Spite, .. }
        | Command::Moves { game: GameKind::Spite, .. }
        | Command::Why { game: GameKind::Spite, .. } => Err(Failure::BadInput(NO_POSITIONS.to_owned())),
        Command::Review { file, budget_ms, threads } => {
            let threads = threads.map_or_else(
                || std::thread::available_parallelism().map_or(1, usize::from),
                |n| usize::try_from(n).unwrap_or(1),
            );
            review::review_file(&file, budget_ms, threads, out)
        }
        Command::ExportBoards { out: dir, dpi, paper } => {
            let options = PrintOptions { dpi, paper: paper.into() };
            let written = print::export_all(&dir, &options).map_err(Failure::Export)?;
            for path in written {
                writeln!(out, "{}", path.display())?;
            }
            Ok(())
        }
    }
}

/// `install-desktop`: puts the entry and icons in place for this binary
/// (or the AppImage it runs from).
fn install_desktop(out: &mut dyn Write) -> Result<(), Failure> {
    let home = desktop_home()?;
    let exe = crate::desktop::program_to_launch()
        .map_err(|e| Failure::BadInput(format!("cannot tell where this program is: {e}")))?;
    let files = crate::desktop::install(&home, &exe).map_err(|e| match e.kind() {
        io::ErrorKind::InvalidData => Failure::BadInput(e.to_string()),
        _ => Failure::Io(e),
    })?;
    writeln!(
        out,
        "Installed {} files under {}; Malice Table is in the Games menu.",
        files.len(),
        home.display()
    )?;
    writeln!(out, "It launches {}; run install-desktop again if you move it.", exe.display())?;
    if exe.to_string_lossy().contains('%') {
        // The entry is right by the spec (`%%`), but GLib looks for the
        // program before it turns `%%` back into `%`, and finds none.
        writeln!(
            out,
            "Note: GNOME's menus cannot start a program whose path holds `%`; move it to use them."
        )?;
    }
    Ok(())
}

/// `uninstall-desktop`: takes out what `install-desktop` put in.
fn uninstall_desktop(out: &mut dyn Write) -> Result<(), Failure> {
    let home = desktop_home()?;
    let removed = crate::desktop::uninstall(&home)?;
    writeln!(out, "Removed {} files from {}.", removed.len(), home.display())?;
    Ok(())
}

/// `perft malice`: the counts, and with `divide` the count under each
/// first move.
fn malice_perft(
    setup: &PositionArgs,
    depth: u32,
    divide: bool,
    time: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), Failure> {
    let game = malice_setup(setup)?;
    print_perft(out, err, depth, time, |d| malice::perft(&game, d))?;
    if divide {
        let split = malice::divide(&game, depth).into_iter().map(|(mv, n)| (mv.to_string(), n)).collect();
        print_divide(out, split)?;
    }
    Ok(())
}

/// `moves malice`: the legal moves on one line, and why none when the
/// game is over.
fn malice_moves(
    setup: &PositionArgs,
    roll: &DieRoll,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), Failure> {
    roll.none_for_malice()?;
    let game = malice_setup(setup)?;
    let mut moves: Vec<String> = game.legal_move_list().iter().map(|mv| mv.to_string()).collect();
    moves.sort();
    writeln!(out, "{}", moves.join(" "))?;
    if let Some(reason) = game.end_reason() {
        writeln!(err, "the game is over: {reason}")?;
    }
    Ok(())
}

/// `perft malefiz`: the counts summed over the die faces, and with
/// `divide` one line per die face and move (`5:h-a3/a11 1234`).
fn malefiz_perft(
    setup: &PositionArgs,
    depth: u32,
    divide: bool,
    time: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), Failure> {
    let game = malefiz_setup(setup)?;
    print_perft(out, err, depth, time, |d| malefiz::perft(&game, d))?;
    if divide {
        let split = malefiz::divide(&game, depth)
            .into_iter()
            .map(|(face, mv, n)| (format!("{face}:{mv}"), n))
            .collect();
        print_divide(out, split)?;
    }
    Ok(())
}

/// `moves malefiz`: the legal moves for the die face `roll` (1–6, as clap
/// checked), on one line.
fn malefiz_moves(
    setup: &PositionArgs,
    roll: &DieRoll,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), Failure> {
    let face = roll.face_for_malefiz()?;
    let game = malefiz_setup(setup)?;
    if let Some(winner) = game.winner() {
        writeln!(out)?;
        writeln!(err, "the game is over: {winner} has won")?;
        return Ok(());
    }
    let game = game.with_roll(face).map_err(|e| Failure::BadInput(e.to_string()))?;
    let mut moves: Vec<String> = game.legal_move_list().iter().map(|mv| mv.to_string()).collect();
    moves.sort();
    writeln!(out, "{}", moves.join(" "))?;
    Ok(())
}

/// `why malice`: whether the piece on `from` may go to `to`, and if not,
/// the rule that forbids it.
fn malice_why(
    setup: &PositionArgs,
    roll: &DieRoll,
    from: &str,
    to: &str,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    roll.none_for_malice()?;
    let game = malice_setup(setup)?;
    let square = |text: &str, what: &str| {
        text.parse::<malice::Square>().map_err(|e| Failure::BadInput(format!("--{what} {text}: {e}")))
    };
    let verdict = game.why_not(square(from, "from")?, square(to, "to")?);
    print_verdict(out, verdict.map(|reason| reason.to_string()))
}

/// `why malefiz`: whether a piece may go from `from` (a square, `h` or `f`)
/// to `to` with the roll `roll`, and if not, the rule that forbids it.
fn malefiz_why(
    setup: &PositionArgs,
    roll: &DieRoll,
    from: &str,
    to: &str,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let face = roll.face_for_malefiz()?;
    let game = malefiz_setup(setup)?;
    let attempt =
        format!("{from}-{to}").parse::<malefiz::Move>().map_err(|e| Failure::BadInput(e.to_string()))?;
    let malefiz::Move::Piece { from, to, .. } = attempt else {
        return Err(Failure::BadInput(format!("{from}-{to} is not a piece's move")));
    };
    if let Some(winner) = game.winner() {
        return print_verdict(out, Some(format!("the game is over: {winner} has won")));
    }
    let game = game.with_roll(face).map_err(|e| Failure::BadInput(e.to_string()))?;
    print_verdict(out, game.why_not(from, to).map(|reason| reason.to_string()))
}

/// Prints `legal`, or `illegal: <reason>`.
fn print_verdict(out: &mut dyn Write, reason: Option<String>) -> Result<(), Failure> {
    match reason {
        None => writeln!(out, "legal")?,
        Some(reason) => writeln!(out, "illegal: {reason}")?,
    }
    Ok(())
}

/// Prints `move nodes` lines, sorted by move.
fn print_divide(out: &mut dyn Write, mut split: Vec<(String, u64)>) -> Result<(), Failure> {
    split.sort();
    for (mv, nodes) in split {
        writeln!(out, "{mv} {nodes}")?;
    }
    Ok(())
}

/// Reads the `arena` options into a request. Clap has checked the ranges
/// and the two names; what depends on the game is the roster's to check.
fn arena_request(args: &ArenaArgs) -> Request {
    Request {
        game: args.game,
        bots: args.bots.0.clone(),
        games: args.games,
        seed: args.seed,
        players: args.players,
        board: args.board.map(|board| board.name().to_owned()),
        budget: args.budget_ms.map(Duration::from_millis),
        threads: args.threads,
        opening: args.opening,
    }
}

/// A progress line on `err`, after `prefix`: on a terminal it is redrawn
/// after every game; in a log file a line is written every twentieth of
/// the match.
fn progress_line(err: &mut dyn Write) -> impl FnMut(&str, &Progress) + '_ {
    let live = io::stderr().is_terminal();
    move |prefix: &str, p: &Progress| {
        let step = (p.total / 20).max(1);
        if !live && !p.done.is_multiple_of(step) && p.done != p.total {
            return;
        }
        let seconds = p.elapsed.as_secs_f64();
        let left = seconds / p.done.max(1) as f64 * p.total.saturating_sub(p.done) as f64;
        let line = format!(
            "{prefix}{}/{} games, A {:.1}%, {seconds:.0} s, about {left:.0} s left",
            p.done,
            p.total,
            100.0 * p.score
        );
        let _ = if live { write!(err, "\r{line}   ") } else { writeln!(err, "{line}") };
        if live && p.done == p.total {
            let _ = writeln!(err);
        }
        let _ = err.flush();
    }
}

/// Plays an arena match: a progress line on `err`, the report on `out`.
fn arena(args: &ArenaArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), Failure> {
    let request = arena_request(args);
    let mut line = progress_line(err);
    let mut progress = |p: &Progress| line("arena: ", p);
    let report = roster::run(&request, &mut progress).map_err(|e| Failure::BadInput(e.to_string()))?;
    write!(out, "{report}")?;
    Ok(())
}

/// Prints `depth nodes` for every depth up to `depth`, and with `time` the
/// speed of each on `err`.
fn print_perft(
    out: &mut dyn Write,
    err: &mut dyn Write,
    depth: u32,
    time: bool,
    perft: impl Fn(u32) -> u64,
) -> Result<(), Failure> {
    for d in 1..=depth {
        let started = Instant::now();
        let nodes = perft(d);
        writeln!(out, "{d} {nodes}")?;
        if time {
            let seconds = started.elapsed().as_secs_f64();
            let rate = if seconds > 0.0 { nodes as f64 / seconds } else { 0.0 };
            writeln!(err, "depth {d}: {nodes} nodes in {seconds:.3} s ({:.1} M nodes/s)", rate / 1e6)?;
        }
    }
    Ok(())
}

/// The Malefiz board `--board` names: a built-in one or a map file.
fn malefiz_board(setup: &PositionArgs) -> Result<Option<Arc<Board>>, Failure> {
    let Some(spec) = &setup.board else { return Ok(None) };
    if let Some(board) = Board::builtin(spec) {
        return Ok(Some(board));
    }
    let path = Path::new(spec);
    let text = std::fs::read_to_string(path).map_err(|e| {
        Failure::BadInput(format!(
            "--board {spec}: not a built-in board (classic, fast) and not a readable map file: {e}"
        ))
    })?;
    let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
    let board =
        Board::from_map(name, &text).map_err(|e| Failure::BadInput(format!("bad board map {spec}: {e}")))?;
    Ok(Some(Arc::new(board)))
}

/// The Malefiz game a subcommand starts from: the position (on `--board`
/// if given), or the start position for `--colours` (default red and
/// yellow; `--players 4` all four).
fn malefiz_setup(setup: &PositionArgs) -> Result<Malefiz, Failure> {
    let board = malefiz_board(setup)?;
    if let Some(text) = &setup.position {
        let given = board.is_some();
        let game = match board {
            Some(board) => Malefiz::from_position_on(text, board),
            None => Malefiz::from_position(text),
        };
        return game.map_err(|e| {
            let hint = match &e {
                malefiz::PositionError::UnknownBoard { .. } => " (give its map file with --board FILE)",
                malefiz::PositionError::WrongBoard { .. } if given => " (leave out --board or make it match)",
                _ => "",
            };
            Failure::BadInput(format!("bad position: {e}{hint}"))
        });
    }
    let board = board.unwrap_or_else(Board::classic);
    let colours: Vec<Colour> = match (&setup.colours, setup.players) {
        (Some(Colours(colours)), _) => colours.clone(),
        (None, PlayerCount::Four) => Colour::ALL.to_vec(),
        (None, PlayerCount::Two) => vec![Colour::Red, Colour::Yellow],
    };
    Malefiz::new(board, &colours, None, 0)
        .map_err(|e| Failure::BadInput(format!("cannot set up the game: {e}")))
}

/// The Malice position a subcommand starts from.
fn malice_setup(setup: &PositionArgs) -> Result<Malice, Failure> {
    if setup.board.is_some() || setup.colours.is_some() {
        return Err(Failure::BadInput(
            "--board and --colours are for malefiz; malice has one setup".to_owned(),
        ));
    }
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
        assert!(err.contains("required arguments were not provided:\n  --roll <N>"), "{err}");
        let (code, _, err) = cli(&["perft", "malice", "1", "--board", "fast"]);
        assert_eq!(code, Some(2));
        assert!(err.contains("for malefiz"), "{err}");
        let (code, _, err) = cli(&["perft", "malefiz", "1", "--colours", "rq"]);
        assert_eq!(code, Some(2));
        assert!(err.contains("invalid value 'rq' for '--colours <LETTERS>': `q` is not a colour"), "{err}");
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
}
