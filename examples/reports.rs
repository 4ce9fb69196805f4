//! The bots' reports: strength matches between levels, thinking times and
//! tuning matches, each printed as its table. They are tools for tuning
//! and for the numbers in docs/bots.md and docs/strength.md, too slow for the tests;
//! run one by name in release:
//!
//! `cargo run --release --example reports -- malice-strength`
//!
//! With no name, or `--help`, it lists the reports and the environment
//! variables each one reads.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test or a report stops loudly where its own setup breaks"
)]

// A crate root looks for its modules beside it; the reports' parts live in
// a folder of their own, so that cargo does not take them for examples.
#[path = "reports/malefiz.rs"]
mod malefiz;
#[path = "reports/malice.rs"]
mod malice;
#[path = "reports/spite.rs"]
mod spite;

use std::process::ExitCode;
use std::str::FromStr;

/// One report: its name on the command line, what it prints, the
/// environment variables it reads, and the code that prints it.
struct Report {
    name: &'static str,
    about: &'static str,
    settings: &'static str,
    run: fn() -> Result<(), String>,
}

/// Every report, game by game.
const REPORTS: &[Report] = &[
    malice::STRENGTH,
    malice::TUNING,
    malice::TIMING,
    malice::MCTS_TUNING,
    malefiz::STRENGTH,
    malefiz::TABLES,
    malefiz::TIMING,
    malefiz::TUNING,
    spite::STRENGTH,
    spite::TIMING,
    spite::TUNING,
    spite::REVIEW_TIMING,
    spite::DRAWS,
];

/// The list `--help` prints.
fn usage() -> String {
    let mut text = String::from(
        "Usage: cargo run --release --example reports -- REPORT\n\n\
         Prints one report of the bots (a release build: they play many games).\n\nReports:\n",
    );
    for report in REPORTS {
        text.push_str(&format!("  {:<20} {}\n", report.name, report.about));
        if !report.settings.is_empty() {
            text.push_str(&format!("  {:<20}   ({})\n", "", report.settings));
        }
    }
    text
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let name = match args.as_slice() {
        [] => {
            print!("{}", usage());
            return ExitCode::SUCCESS;
        }
        [flag] if flag == "--help" || flag == "-h" => {
            print!("{}", usage());
            return ExitCode::SUCCESS;
        }
        [name] => name,
        _ => {
            eprint!("reports: name one report, not {}\n\n{}", args.len(), usage());
            return ExitCode::from(2);
        }
    };
    let Some(report) = REPORTS.iter().find(|r| r.name == name) else {
        eprint!("reports: there is no report named `{name}`\n\n{}", usage());
        return ExitCode::from(2);
    };
    match (report.run)() {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("reports: {}: {why}", report.name);
            ExitCode::from(2)
        }
    }
}

/// The number in the environment variable `name`, or `default` when it is
/// not set.
fn number<T: FromStr>(name: &str, default: T) -> Result<T, String> {
    match std::env::var(name) {
        Err(_) => Ok(default),
        Ok(text) => text.trim().parse().map_err(|_| format!("{name}={text} is not a number")),
    }
}

/// The text of the environment variable `name`, empty when it is not set.
fn text(name: &str) -> String {
    std::env::var(name).unwrap_or_default()
}

/// The settings a tuning spec such as `nodes=300000,risk=0.5` names, in
/// order; every value must read as a `T`.
fn spec<T: FromStr>(spec: &str) -> Result<Vec<(String, T)>, String> {
    let mut settings = Vec::new();
    for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let Some((name, value)) = part.split_once('=') else {
            return Err(format!("`{part}` is not name=value"));
        };
        let value = value.trim().parse().map_err(|_| format!("`{part}`: {value} is not a number"))?;
        settings.push((name.trim().to_owned(), value));
    }
    Ok(settings)
}
