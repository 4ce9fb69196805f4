//! `ladder`: a game's bot levels rated in Elo (see [`crate::arena::ladder`]),
//! printed, and with `--chart FILE` drawn as a PNG.

use super::Failure;
use super::arena::{TableArgs, progress_line};
use crate::arena::kept::Kept;
use crate::arena::ladder::{self, Baselines, LadderRequest};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

/// What `ladder --help` says after the options.
pub const HELP: &str = "\
Levels play the next level up and the one after it, by their node budgets,
so that the ladder is the same on every machine. With --baselines (or
--baselines-ms) each baseline plays the top level and the middle one too.
Every pairing is an arena match of --games games from --seed (the same deals
in every pairing; with two players each deal is played twice, seats
swapped). Ratings are Elo by maximum likelihood
(Bradley-Terry; a draw is half a win; one drawn game is added to every
pairing so that a clean sweep still gets a finite rating), the weakest level
at 0, with a 95% interval from the likelihood's curvature.

With --keep DIR every finished pairing is written to DIR, and a ladder run
again with the same options reads those back and plays only the rest: a
long ladder can be stopped (Ctrl+C) and resumed.

--levels casual..expert rates that slice of the levels only, the weakest
given at 0.

Example: malice-table ladder --game spite --games 400 --seed 1 --chart spite-ladder.png";

/// The options of `ladder`.
#[derive(Debug, Args)]
pub struct LadderArgs {
    /// The game and how its games are played.
    #[command(flatten)]
    pub table: TableArgs,
    /// Games per pairing (at least 1).
    #[arg(long, value_name = "N", default_value_t = 400, value_parser = clap::value_parser!(u64).range(1..))]
    pub games: u64,
    /// Also draw the ratings with their intervals as a PNG here.
    #[arg(long, value_name = "FILE")]
    pub chart: Option<PathBuf>,
    /// Rate only the levels FROM..TO (names, weakest first; both rated).
    #[arg(long, value_name = "FROM..TO")]
    pub levels: Option<String>,
    /// Also rate the baselines, each by its usual node budget (the strong
    /// ones take many times the top level's time).
    #[arg(long, conflicts_with = "baselines_ms")]
    pub baselines: bool,
    /// Also rate the baselines, each thinking M milliseconds a decision
    /// (`name@M`); the levels keep their node budgets.
    #[arg(long, value_name = "M", value_parser = clap::value_parser!(u64).range(1..))]
    pub baselines_ms: Option<u64>,
    /// Keep every finished pairing in this folder; run again with the same
    /// options, the ladder reads them back and plays only the rest.
    #[arg(long, value_name = "DIR")]
    pub keep: Option<PathBuf>,
}

/// Plays the ladder: progress on `err`, the report on `out`, the chart if
/// asked for.
pub fn ladder(args: &LadderArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<(), Failure> {
    let table = args.table.table();
    let levels = match &args.levels {
        Some(text) => Some(ladder::slice(table.game, text).map_err(|e| Failure::BadInput(e.to_string()))?),
        None => None,
    };
    let baselines = match (args.baselines, args.baselines_ms) {
        (_, Some(ms)) => Baselines::Timed(ms),
        (true, None) => Baselines::Usual,
        (false, None) => Baselines::Left,
    };
    let request = LadderRequest { table, games: args.games, levels, baselines };
    // A chart that cannot be written is found out before hours of games.
    if let Some(path) = &args.chart {
        crate::arena::chart::check_writable(path).map_err(|e| Failure::BadInput(e.to_string()))?;
    }
    let kept = match &args.keep {
        Some(dir) => Some(Kept::open(dir).map_err(|e| Failure::BadInput(e.to_string()))?),
        None => None,
    };
    let mut line = progress_line(err);
    let report = ladder::run(&request, kept.as_ref(), &mut |n, total, p| {
        line(&format!("ladder: pairing {}/{total}: ", n + 1), p)
    })
    .map_err(|e| Failure::BadInput(e.to_string()))?;
    write!(out, "{report}")?;
    if let Some(path) = &args.chart {
        crate::arena::chart::write_ladder(&report, path).map_err(|e| Failure::BadInput(e.to_string()))?;
        writeln!(out, "\nchart: {}", path.display())?;
    }
    Ok(())
}
