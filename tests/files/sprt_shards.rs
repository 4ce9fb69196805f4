//! `arena --sprt`, `--shard K/N --keep FILE` and `arena report`, run as the
//! built binary: a test that stops when it decides, resumes from its
//! journal, and gives the same report played whole or in four shards at
//! once (as GNU parallel or a Slurm array would run them).

use crate::cli::{run, stderr, stdout};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::scratch::Scratch;

/// A cheap match that decides quickly: Malice's Club over Casual, node
/// budgets only, so every run of it plays the same games.
const MATCH: [&str; 10] =
    ["arena", "--game", "malice", "--bots", "club,casual", "--games", "200", "--seed", "3", "--sprt"];

fn sprt_args<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    MATCH.iter().copied().chain(["0,70"]).chain(extra.iter().copied()).collect()
}

/// A report without the lines that depend on the clock (speed, times).
fn results(report: &str) -> String {
    report
        .lines()
        .take_while(|l| !l.starts_with("speed:"))
        .filter(|l| !l.starts_with("game length"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn path(p: &Path) -> &str {
    p.to_str().expect("a UTF-8 path")
}

#[test]
fn an_sprt_match_stops_when_it_decides_and_says_so() {
    let output = run(&sprt_args(&[]));
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let pentanomial = text.lines().find(|l| l.starts_with("pentanomial: ")).expect(&text);
    let counts: Vec<u64> =
        pentanomial.split_whitespace().skip(1).take(5).map(|n| n.parse().expect(n)).collect();
    let pairs: u64 = counts.iter().sum();
    assert!(
        text.contains(&format!("; {} games, seed 3", 2 * pairs)),
        "the report holds the pairs counted: {text}"
    );
    assert!(pairs < 100, "stopped before the cap of 100 pairs: {text}");
    assert!(
        text.contains(&format!("SPRT: H1 accepted after {pairs} pairs ([0, 70], alpha 0.05, beta 0.05)")),
        "{text}"
    );
    let llr = text.lines().find(|l| l.starts_with("LLR: ")).expect(&text);
    assert!(llr.ends_with("(-2.94, 2.94)"), "{llr}");
    let value: f64 = llr.split_whitespace().nth(1).and_then(|v| v.parse().ok()).expect(llr);
    assert!(value >= 2.94, "{llr}");
    assert!(text.lines().any(|l| l.starts_with("Elo from the pairs: +")), "{text}");
}

#[test]
fn a_journaled_sprt_match_resumes_where_it_stopped() {
    let dir = Scratch::new("sprt-resume");
    let journal = dir.join("match.journal");
    let args = sprt_args(&["--keep", path(&journal)]);
    let whole = run(&args);
    assert_eq!(whole.status.code(), Some(0), "{}", stderr(&whole));
    // Stopped after its first three games (two lines of head, then games).
    let text = std::fs::read_to_string(&journal).expect("the journal");
    let kept: Vec<&str> = text.lines().take(5).collect();
    std::fs::write(&journal, kept.join("\n") + "\n").expect("writes");
    let resumed = run(&args);
    assert_eq!(resumed.status.code(), Some(0), "{}", stderr(&resumed));
    assert!(stderr(&resumed).contains("3 games read back from"), "{}", stderr(&resumed));
    assert_eq!(results(&stdout(&resumed)), results(&stdout(&whole)));
    // Decided, it plays nothing more when run again.
    let again = run(&args);
    assert_eq!(results(&stdout(&again)), results(&stdout(&whole)));
    assert!(!stderr(&again).contains("arena: 1/"), "no game played: {}", stderr(&again));
}

#[test]
fn four_shards_played_at_once_and_merged_give_the_whole_matchs_report() {
    let dir = Scratch::new("shards");
    let whole = run(&sprt_args(&[]));
    assert_eq!(whole.status.code(), Some(0), "{}", stderr(&whole));
    // The four shards at once, as `parallel … ::: 1 2 3 4` starts them.
    let journals: Vec<PathBuf> = (1..=4).map(|k| dir.join(format!("shard-{k}.journal"))).collect();
    let children: Vec<_> = journals
        .iter()
        .enumerate()
        .map(|(i, journal)| {
            let shard = format!("{}/4", i + 1);
            let args = sprt_args(&["--shard", &shard, "--keep", path(journal)]);
            let mut command = Command::new(env!("CARGO_BIN_EXE_malice-table"));
            command.args(args).stdout(Stdio::piped()).stderr(Stdio::piped());
            command.spawn().expect("a shard starts")
        })
        .collect();
    let done: Vec<_> = children.into_iter().map(|c| c.wait_with_output().expect("a shard ends")).collect();
    for (i, shard) in done.iter().enumerate() {
        assert_eq!(shard.status.code(), Some(0), "{}", stderr(shard));
        let text = stdout(shard);
        assert!(
            text.contains(&format!("shard {}/4", i + 1)) && text.contains("left to `arena report`"),
            "{text}"
        );
    }
    let mut report_args = vec!["arena", "report"];
    // In any order.
    report_args.extend(journals.iter().rev().map(|j| path(j)));
    let merged = run(&report_args);
    assert_eq!(merged.status.code(), Some(0), "{}", stderr(&merged));
    assert_eq!(results(&stdout(&merged)), results(&stdout(&whole)));
    assert!(stdout(&merged).contains("speed: not known (merged from journals)"));
}

#[test]
fn journals_of_other_matches_shards_twice_and_a_whole_match_among_shards_are_refused() {
    let dir = Scratch::new("refused");
    let shard = |k: &str, seed: &str, name: &str| {
        let journal = dir.join(name);
        let mut args = sprt_args(&["--shard", k, "--keep", path(&journal)]);
        args[8] = seed;
        assert_eq!(run(&args).status.code(), Some(0));
        journal
    };
    let one = shard("1/2", "3", "one.journal");
    let other_seed = shard("2/2", "4", "other-seed.journal");
    let refused = run(&["arena", "report", path(&one), path(&other_seed)]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(stderr(&refused).contains("is not of the same match as"), "{}", stderr(&refused));
    let twice = run(&["arena", "report", path(&one), path(&one)]);
    assert!(stderr(&twice).contains("shard 1/2 is given twice"), "{}", stderr(&twice));
    let whole = dir.join("whole.journal");
    assert_eq!(run(&sprt_args(&["--keep", path(&whole)])).status.code(), Some(0));
    let mixed = run(&["arena", "report", path(&one), path(&whole)]);
    assert!(stderr(&mixed).contains("is a whole match's journal"), "{}", stderr(&mixed));
    let older = dir.join("older.journal");
    std::fs::write(&older, "malice-table arena journal 1: malice for 2\n").expect("writes");
    let old = run(&["arena", "report", path(&older)]);
    assert!(stderr(&old).contains("written by an older build"), "{}", stderr(&old));
    // One shard alone is reported, and the missing one is named.
    let alone = run(&["arena", "report", path(&one)]);
    assert_eq!(alone.status.code(), Some(0), "{}", stderr(&alone));
    assert!(stderr(&alone).contains("shard 2 of 2 not given"), "{}", stderr(&alone));
}

#[test]
fn wrong_sprt_and_shard_options_are_refused_before_any_game() {
    let cases: [(&[&str], &str); 6] = [
        (&["--sprt", "70,0"], "ELO1 must be greater than ELO0"),
        (&["--sprt", "0"], "give two Elo numbers"),
        (&["--alpha", "0.05"], "--sprt"),
        (&["--sprt", "0,70", "--alpha", "0.7"], "between 0 and 0.5"),
        (&["--shard", "5/4", "--keep", "x.journal"], "is not a shard"),
        (&["--shard", "1/4"], "--keep"),
    ];
    for (extra, said) in cases {
        let args: Vec<&str> = MATCH[..9].iter().copied().chain(extra.iter().copied()).collect();
        let output = run(&args);
        assert_eq!(output.status.code(), Some(2), "{extra:?}");
        assert!(stderr(&output).contains(said), "{extra:?}: {}", stderr(&output));
        assert!(stdout(&output).is_empty(), "{extra:?}");
    }
    let one_game =
        run(&["arena", "--game", "malice", "--bots", "club,casual", "--games", "1", "--sprt", "0,70"]);
    assert!(stderr(&one_game).contains("--games must be at least 2"), "{}", stderr(&one_game));
}
