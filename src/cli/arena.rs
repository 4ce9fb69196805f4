//! `arena`: one match of bot against bot, and the options it shares with
//! `ladder` (the game and how its games are played).

use super::Failure;
use crate::arena::Progress;
use crate::arena::journal::{Journal, Recorder};
use crate::arena::merge;
use crate::arena::roster::{self, Request, Table};
use crate::arena::shard::Shard;
use crate::arena::sprt::{DEFAULT_RISK, Sprt};
use crate::games::GameKind;
use clap::builder::{PossibleValuesParser, RangedU64ValueParser};
use clap::{Args, Subcommand};
use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;
use std::time::Duration;

/// What `arena --help` says after the options, after the bots (which
/// [`help`] lists from each game's registration).
const HELP_AFTER_BOTS: &str = "\
Games come in groups dealt from one seed (same deal, same dice), one game for
each side A can take: with two players each seed is played twice with the
seats swapped. With more players A takes one seat in turn and B all the
others (with teams, A takes one team). Games run on every core.

Without --budget-ms every bot works to its fixed node or iteration budget and
the whole report (times aside) is decided by --seed. With --budget-ms the
searching levels and baselines also stop at the clock, so results may
vary from run to run and depend on the machine's load (bots whose search
ends sooner are not affected). A bot named NAME@M thinks M ms a decision
whatever --budget-ms says (flat-mc@400,flat-mc@100: a bot against itself
at a quarter of the time). --cap-ms M keeps the node budgets but stops any
decision at M ms, as the app does on a slow machine. A decision that runs
past its time by more than a tenth (at least 10 ms) is counted as over
budget and reported. --keep FILE adds every finished game to FILE as it ends;
stopped and run again with the same options, the match plays only the games
FILE does not hold (the file names its match and build, and a journal of
another match is refused).

--sprt ELO0,ELO1 plays the games in seed groups (pairs) and stops as soon as
a sequential probability ratio test accepts H0 (A is ELO0 Elo stronger) or
H1 (A is ELO1 stronger); --games is then the cap. The test is fishtest's
pentanomial generalised SPRT, its bounds ln(beta/(1-alpha)) and
ln((1-beta)/alpha), -2.94 and 2.94 at the default 0.05. Pairs are counted in
order, so a match without a clock stops at the same pair however many
threads play it. --shard K/N --keep FILE plays only the pairs whose number
leaves K-1 over when divided by N (a pair's deal and bot seeds depend only
on --seed and its number), so N machines can play one match; then
`malice-table arena report FILE...` merges the journals and prints the
whole match's report, the SPRT included (docs/strength.md shows GNU
parallel and Slurm recipes).

Examples:
  malice-table arena --game malice --bots expert,uct --games 400 --seed 1 --budget-ms 100
  malice-table arena --game spite --bots expert,ismcts --games 1000 --budget-ms 100 --sprt 0,70
  malice-table arena --game spite --bots expert,ismcts --games 1000 --budget-ms 100 --sprt 0,70 \\
      --shard 2/4 --keep shard-2.journal
  malice-table arena report shard-1.journal shard-2.journal shard-3.journal shard-4.journal";

/// What `arena --help` says after the options: the bots each game offers,
/// then how a match is played.
pub fn help() -> String {
    let mut text = String::from(
        "Bots: every game's levels by name (newcomer, beginner, casual, club, expert,\n\
         master, champion, as far as its ladder goes; the old easy, medium and hard\n\
         name the nearest levels) and random; and each game's baselines:\n",
    );
    for kind in GameKind::ALL {
        for baseline in kind.facts().baselines {
            let count = baseline
                .counts
                .map(|noun| format!(" ({}:N for N {noun})", baseline.name))
                .unwrap_or_default();
            let settings = match baseline.settings {
                [] => String::new(),
                keys => format!("; {}/KEY=VALUE sets {}", baseline.name, keys.join(", ")),
            };
            text.push_str(&format!(
                "  {} {}: {}{count}{settings}\n",
                kind.cli_name(),
                baseline.name,
                baseline.about
            ));
        }
    }
    text.push('\n');
    text.push_str(HELP_AFTER_BOTS);
    text
}

/// `arena`'s or `ladder`'s options, their help said from each game's
/// registration: who plays each game, and its boards.
pub fn describe_table(command: clap::Command) -> clap::Command {
    let players: Vec<String> = GameKind::ALL
        .iter()
        .map(|kind| format!("{} {}", kind.cli_name(), kind.player_counts_text()))
        .collect();
    let boards: Vec<String> = GameKind::ALL
        .iter()
        .filter_map(|kind| {
            let (first, rest) = kind.facts().boards.split_first()?;
            let others: String = rest.iter().map(|name| format!(", {name}")).collect();
            Some(format!("{} {first} (default){others}", kind.cli_name()))
        })
        .collect();
    command
        .mut_arg("players", |arg| arg.help(format!("Players at the table ({})", players.join(", "))))
        .mut_arg("board", |arg| {
            arg.help(format!("The board, where a game has more than one: {}", boards.join("; ")))
        })
}

/// `arena`'s options, their help said from each game's registration.
pub fn describe(command: clap::Command) -> clap::Command {
    let openings: Vec<String> =
        GameKind::ALL.iter().map(|kind| format!("{} {}", kind.cli_name(), kind.facts().opening)).collect();
    describe_table(command).after_help(help()).mut_arg("opening", |arg| {
        arg.help(format!("Random moves at the start of each seed group (default: {})", openings.join(", ")))
    })
}

/// The options `arena` and `ladder` share: the game, and how its games
/// are played.
#[derive(Debug, Args)]
pub struct TableArgs {
    /// The game.
    #[arg(long, value_enum)]
    pub game: GameKind,
    /// Decides every deal, die and bot seed.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Players at the table (each game's counts: `describe_table`).
    #[arg(long, value_name = "K", value_parser = RangedU64ValueParser::<usize>::new().range(2..=4))]
    pub players: Option<usize>,
    /// The board, where a game has more than one (`describe_table`).
    #[arg(long, value_parser = board_names())]
    pub board: Option<String>,
    /// Milliseconds per decision: the searching bots then think by the clock
    /// (not deterministic).
    #[arg(long, value_name = "M", value_parser = clap::value_parser!(u64).range(1..))]
    pub budget_ms: Option<u64>,
    /// A wall-clock cap in milliseconds on every decision that keeps the
    /// bots' node budgets, as the app plays them (the app's cap is
    /// `core::BOT_THINK_LIMIT`).
    #[arg(long, value_name = "M", value_parser = clap::value_parser!(u64).range(1..))]
    pub cap_ms: Option<u64>,
    /// Games played at once (default: one per core).
    #[arg(long, value_name = "T", value_parser = RangedU64ValueParser::<usize>::new().range(1..))]
    pub threads: Option<usize>,
}

/// Every built-in board of every game, by name.
pub(super) fn board_names() -> PossibleValuesParser {
    let mut names: Vec<&'static str> = Vec::new();
    for name in GameKind::ALL.iter().flat_map(|g| g.facts().boards) {
        if !names.contains(name) {
            names.push(name);
        }
    }
    PossibleValuesParser::new(names)
}

impl TableArgs {
    /// The table these options ask for.
    pub fn table(&self) -> Table {
        Table {
            game: self.game,
            seed: self.seed,
            players: self.players,
            board: self.board.clone(),
            budget: self.budget_ms.map(Duration::from_millis),
            cap: self.cap_ms.map(Duration::from_millis),
            threads: self.threads,
        }
    }
}

/// `arena`: a match, or `arena report` of journals played before.
///
/// Written out rather than derived: clap's derive leaves an
/// `Option<ArenaArgs>` flattened beside the subcommand empty when the
/// options hold a flattened group of their own (`TableArgs`), so the
/// command is assembled here and read by whether `report` was named.
#[derive(Debug)]
pub enum ArenaCommand {
    /// `arena report FILE…`.
    Report(ArenaReport),
    /// A match.
    Play(Box<ArenaArgs>),
}

impl clap::FromArgMatches for ArenaCommand {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
        Self::from_arg_matches_mut(&mut matches.clone())
    }

    fn from_arg_matches_mut(matches: &mut clap::ArgMatches) -> Result<Self, clap::Error> {
        if matches.subcommand_name().is_some_and(ArenaReport::has_subcommand) {
            return Ok(ArenaCommand::Report(ArenaReport::from_arg_matches_mut(matches)?));
        }
        Ok(ArenaCommand::Play(Box::new(ArenaArgs::from_arg_matches_mut(matches)?)))
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Args for ArenaCommand {
    fn augment_args(command: clap::Command) -> clap::Command {
        ArenaReport::augment_subcommands(ArenaArgs::augment_args(command))
            .args_conflicts_with_subcommands(true)
            .subcommand_negates_reqs(true)
    }

    fn augment_args_for_update(command: clap::Command) -> clap::Command {
        Self::augment_args(command)
    }
}

/// `arena report`.
#[derive(Debug, Subcommand)]
pub enum ArenaReport {
    /// Merge the journals of one match (each shard's --keep FILE, or a whole
    /// match's) and print the match's report, the SPRT included.
    Report {
        /// The journals, in any order.
        #[arg(required = true, value_name = "FILE")]
        journals: Vec<PathBuf>,
    },
}

/// The options of `arena`.
#[derive(Debug, Args)]
pub struct ArenaArgs {
    /// The game and how its games are played.
    #[command(flatten)]
    pub table: TableArgs,
    /// The two bots, A and B, by name, separated by a comma (see below).
    #[arg(long, value_name = "A,B", value_parser = parse_bot_pair)]
    pub bots: BotPair,
    /// How many games (at least 1); a whole number of seed groups keeps the
    /// seats balanced.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub games: u64,
    /// Random moves at the start of each seed group (each game's default:
    /// `describe`).
    #[arg(long, value_name = "N")]
    pub opening: Option<u32>,
    /// Adds every finished game to FILE; run the same command again to
    /// play only the games FILE does not hold yet.
    #[arg(long, value_name = "FILE")]
    pub keep: Option<std::path::PathBuf>,
    /// Play seat-swapped pairs and stop when a sequential probability ratio
    /// test decides between H0 "A is ELO0 stronger" and H1 "A is ELO1
    /// stronger" (logistic Elo); --games is then the cap.
    #[arg(long, value_name = "ELO0,ELO1", value_parser = parse_elo_pair)]
    pub sprt: Option<(f64, f64)>,
    /// The SPRT's chance of accepting H1 when H0 holds.
    #[arg(long, value_name = "P", requires = "sprt", default_value_t = DEFAULT_RISK, value_parser = parse_risk)]
    pub alpha: f64,
    /// The SPRT's chance of accepting H0 when H1 holds.
    #[arg(long, value_name = "P", requires = "sprt", default_value_t = DEFAULT_RISK, value_parser = parse_risk)]
    pub beta: f64,
    /// Play only shard K of N of the match's pairs, into the journal --keep
    /// names; `arena report` merges the shards' journals.
    #[arg(long, value_name = "K/N", requires = "keep", value_parser = parse_shard)]
    pub shard: Option<Shard>,
}

/// Reads `--sprt ELO0,ELO1`.
fn parse_elo_pair(text: &str) -> Result<(f64, f64), String> {
    let wrong = || format!("`{text}`: give two Elo numbers, ELO0,ELO1 (like 0,70)");
    let (a, b) = text.split_once(',').ok_or_else(wrong)?;
    let read = |t: &str| t.trim().parse::<f64>().ok().filter(|x| x.is_finite()).ok_or_else(wrong);
    let (elo0, elo1) = (read(a)?, read(b)?);
    Sprt::new(elo0, elo1).checked().map_err(|e| e.to_string())?;
    Ok((elo0, elo1))
}

/// Reads `--alpha`/`--beta`: a chance strictly between 0 and ½.
fn parse_risk(text: &str) -> Result<f64, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|p| *p > 0.0 && *p < 0.5)
        .ok_or_else(|| format!("`{text}`: give a chance between 0 and 0.5 (like 0.05)"))
}

/// Reads `--shard K/N`.
fn parse_shard(text: &str) -> Result<Shard, crate::arena::shard::NotAShard> {
    text.parse()
}

/// `--bots`: bot A's and bot B's names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotPair(pub [String; 2]);

/// Reads `--bots A,B`, each name trimmed (`hard, easy` works too). Clap's
/// value delimiter would split the list but cannot require exactly two
/// names (`num_args` counts the arguments before splitting), so the pair
/// is one typed value.
pub(super) fn parse_bot_pair(text: &str) -> Result<BotPair, String> {
    let names: Vec<&str> = text.split(',').map(str::trim).collect();
    let [a, b] = names.as_slice() else {
        return Err("name two bots, A and B, separated by a comma (like hard,easy)".to_owned());
    };
    if a.is_empty() || b.is_empty() {
        return Err("a bot name is missing: name two bots, A and B (like hard,easy)".to_owned());
    }
    Ok(BotPair([(*a).to_owned(), (*b).to_owned()]))
}

/// A progress line on `err`, after `prefix`: on a terminal it is redrawn
/// after every game; in a log file a line is written every twentieth of
/// the match.
pub fn progress_line(err: &mut dyn Write) -> impl FnMut(&str, &Progress) + '_ {
    let live = io::stderr().is_terminal();
    move |prefix: &str, p: &Progress| {
        let step = (p.total / 20).max(1);
        if !live && !p.done.is_multiple_of(step) && p.done != p.total {
            return;
        }
        let seconds = p.elapsed.as_secs_f64();
        let left = seconds / p.done.max(1) as f64 * p.total.saturating_sub(p.done) as f64;
        let llr = p.llr.map(|llr| format!(", LLR {llr:.2}")).unwrap_or_default();
        let left =
            if p.llr.is_some() { "at most " } else { "about " }.to_owned() + &format!("{left:.0} s left");
        let line = format!(
            "{prefix}{}/{} games, A {:.1}%{llr}, {seconds:.0} s, {left}",
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
/// Clap has checked the ranges and the two names; what depends on the game
/// is the roster's to check.
pub fn arena(command: &ArenaCommand, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), Failure> {
    match command {
        ArenaCommand::Report(ArenaReport::Report { journals }) => report(journals, out, err),
        ArenaCommand::Play(args) => play(args, out, err),
    }
}

/// `arena report`: the merged journals' report on `out`, what was noticed
/// on `err`.
fn report(journals: &[PathBuf], out: &mut dyn Write, err: &mut dyn Write) -> Result<(), Failure> {
    let merged = merge::merge(journals).map_err(|e| Failure::BadInput(e.to_string()))?;
    for note in &merged.notes {
        writeln!(err, "arena report: {note}")?;
    }
    let report =
        roster::report(&merged.request, merged.games).map_err(|e| Failure::BadInput(e.to_string()))?;
    write!(out, "{report}")?;
    Ok(())
}

/// Plays the match `args` asks for.
fn play(args: &ArenaArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), Failure> {
    let request = Request {
        table: args.table.table(),
        bots: args.bots.0.clone(),
        games: args.games,
        opening: args.opening,
        sprt: args.sprt.map(|(elo0, elo1)| Sprt { elo0, elo1, alpha: args.alpha, beta: args.beta }),
        shard: args.shard,
    };
    let (journal, done) = match &args.keep {
        Some(path) => {
            let (journal, resumed) =
                Journal::open(path, &request).map_err(|e| Failure::BadInput(e.to_string()))?;
            for note in &resumed.notes {
                writeln!(err, "arena: {}: {note}", path.display())?;
            }
            if !resumed.games.is_empty() {
                writeln!(err, "arena: {} games read back from {}", resumed.games.len(), path.display())?;
            }
            (Some(journal), resumed.games)
        }
        None => (None, Vec::new()),
    };
    let mut recorder = Recorder::new(journal);
    let report = {
        let mut line = progress_line(err);
        let mut progress = |p: &Progress| line("arena: ", p);
        roster::run_resuming(&request, done, &mut |game| recorder.add(game), &mut progress)
            .map_err(|e| Failure::BadInput(e.to_string()))?
    };
    if let Some(why) = recorder.failure() {
        writeln!(err, "arena: games after the first that failed were not kept: {why}")?;
    }
    write!(out, "{report}")?;
    Ok(())
}
