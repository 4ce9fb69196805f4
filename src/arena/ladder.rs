//! The ladder: a game's bot levels rated in Elo. A round robin of every
//! level against the next one up and the one after that, and (when asked
//! for) of every baseline against the top level and the middle one, each an
//! arena match of paired seeds; then the ratings of all by maximum
//! likelihood ([`rating`]), the weakest level anchored at 0.
//!
//! The levels always play by their node budgets, so a ladder is the same
//! on every machine. The baselines are left out by default: the strong
//! ones think many times longer than the top level (Spite & Malice's
//! `ismcts` about ten times Expert), and would make the ladder cost an
//! hour where the levels alone cost minutes.

use super::journal::{Journal, Recorder};
use super::kept::{Kept, KeptError};
use super::rating::{self, Pairing, Rating, RatingError};
use super::roster::{self, Request, RequestError, Table};
use super::{Contestant, MatchReport, Progress};
use std::fmt;
use std::ops::RangeInclusive;
use std::path::Path;
use std::time::Duration;

/// What to rate, and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LadderRequest {
    /// The game and how its games are played.
    pub table: Table,
    /// Games per pairing (at least 1).
    pub games: u64,
    /// Which levels are rated, by index weakest first (`None`: all).
    pub levels: Option<RangeInclusive<usize>>,
    /// Whether, and how, the baselines play.
    pub baselines: Baselines,
}

/// Whether the baselines take part in a ladder, and how they think.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Baselines {
    /// The levels only.
    Left,
    /// Each baseline by its usual node budget (deterministic).
    Usual,
    /// Each baseline by the clock, this many milliseconds a decision (the
    /// arena's `name@M` players); the levels keep their node budgets.
    Timed(u64),
}

impl Baselines {
    /// The name the arena plays `baseline` under.
    pub fn player(self, baseline: &str) -> String {
        match self {
            Baselines::Timed(ms) => format!("{baseline}@{ms}"),
            Baselines::Left | Baselines::Usual => baseline.to_owned(),
        }
    }
}

impl LadderRequest {
    /// Every level of `table.game`, `games` a pairing, no baselines: the
    /// ladder's default.
    pub fn new(table: Table, games: u64) -> Self {
        LadderRequest { table, games, levels: None, baselines: Baselines::Left }
    }

    /// The entrants: the levels asked for, weakest first, then the
    /// baselines under their players' names; and how many are levels.
    pub fn entrants(&self) -> (Vec<String>, usize) {
        let all = roster::level_names(self.table.game);
        let range = self.levels.clone().unwrap_or(0..=all.len().saturating_sub(1));
        let levels: Vec<String> =
            all.iter().enumerate().filter(|(i, _)| range.contains(i)).map(|(_, l)| (*l).to_owned()).collect();
        let count = levels.len();
        let baselines = match self.baselines {
            Baselines::Left => Vec::new(),
            b => roster::baseline_names(self.table.game).into_iter().map(|n| b.player(n)).collect(),
        };
        (levels.into_iter().chain(baselines).collect(), count)
    }
}

/// The levels `from..to` (by name, weakest first, both rated) of `game`'s
/// ladder as indices: an error naming the levels there are if either is
/// not one, or if `to` is not above `from`.
pub fn slice(game: crate::games::GameKind, text: &str) -> Result<RangeInclusive<usize>, SliceError> {
    let names = roster::level_names(game);
    let refused = |problem| SliceError { game, text: text.to_owned(), problem };
    let Some((from, to)) = text.split_once("..") else {
        return Err(refused(SliceProblem::NotFromTo));
    };
    let index = |name: &str| {
        let name = name.trim();
        names.iter().position(|l| *l == name).ok_or_else(|| refused(SliceProblem::NotALevel(name.to_owned())))
    };
    let (from, to) = (index(from)?, index(to)?);
    if to <= from {
        return Err(refused(SliceProblem::NotStronger));
    }
    Ok(from..=to)
}

/// Why `--levels FROM..TO` does not name a slice of a game's ladder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SliceError {
    /// The game whose levels were asked for.
    pub game: crate::games::GameKind,
    /// The text as given.
    pub text: String,
    /// What is wrong with it.
    pub problem: SliceProblem,
}

/// What is wrong with a ladder's slice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SliceProblem {
    /// No `..` between two names.
    NotFromTo,
    /// A name (as given, trimmed) that is not one of the game's levels.
    NotALevel(String),
    /// The second level is not stronger than the first.
    NotStronger,
}

impl fmt::Display for SliceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = &self.text;
        match &self.problem {
            SliceProblem::NotFromTo => write!(f, "`{text}` is not FROM..TO; ")?,
            SliceProblem::NotALevel(name) => write!(f, "`{name}` is not a level: ")?,
            SliceProblem::NotStronger => {
                write!(f, "`{text}`: the second level must be stronger than the first; ")?
            }
        }
        let names = roster::level_names(self.game);
        write!(f, "{}'s levels are {}", self.game.cli_name(), names.join(", "))
    }
}

impl std::error::Error for SliceError {}

/// One pairing's match: entrants `a` and `b` (indices into the entrants).
#[derive(Clone, Debug)]
pub struct Played {
    /// The first entrant.
    pub a: usize,
    /// The second.
    pub b: usize,
    /// The match.
    pub report: MatchReport,
}

/// A ladder's outcome.
#[derive(Clone, Debug)]
pub struct LadderReport {
    /// What was asked.
    pub request: LadderRequest,
    /// The entrants: the levels weakest first, then the baselines.
    pub entrants: Vec<String>,
    /// How many of the entrants are levels.
    pub levels: usize,
    /// Every match.
    pub played: Vec<Played>,
    /// Each entrant's rating, by entrant.
    pub ratings: Vec<Rating>,
    /// What happened to kept pairings (`--keep`): read back, set aside,
    /// not written.
    pub notes: Vec<String>,
}

/// Why a ladder cannot be played or rated.
#[derive(Clone, Debug, PartialEq)]
pub enum LadderError {
    /// A match could not be set up.
    Request(RequestError),
    /// The results cannot be rated.
    Rating(RatingError),
}

impl fmt::Display for LadderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LadderError::Request(e) => e.fmt(f),
            LadderError::Rating(e) => write!(f, "the results cannot be rated: {e}"),
        }
    }
}

impl std::error::Error for LadderError {}

/// The pairings of `levels` levels (weakest first) and `baselines`
/// baselines after them: each level against the next and the one after
/// that; each baseline against the top level and the middle one.
pub fn pairings(levels: usize, baselines: usize) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for i in 0..levels {
        for step in [1, 2] {
            if i + step < levels {
                pairs.push((i + step, i));
            }
        }
    }
    if let Some(top) = levels.checked_sub(1) {
        let middle = top / 2;
        for b in levels..levels + baselines {
            pairs.push((top, b));
            if middle != top {
                pairs.push((middle, b));
            }
        }
    }
    pairs
}

/// Plays the ladder of `request.table.game`; `progress` hears of every game,
/// with the pairing's number and the number of pairings. With `kept`, a
/// pairing kept there is read back rather than played, and every pairing
/// played is kept.
pub fn run(
    request: &LadderRequest,
    kept: Option<&Kept>,
    progress: &mut dyn FnMut(usize, usize, &Progress),
) -> Result<LadderReport, LadderError> {
    let (entrants, levels) = request.entrants();
    let pairs = pairings(levels, entrants.len() - levels);
    let mut played = Vec::new();
    let mut notes = Vec::new();
    for (n, &(a, b)) in pairs.iter().enumerate() {
        let names = [entrants[a].as_str(), entrants[b].as_str()];
        let report = pairing(request, names, kept, &mut notes, &mut |p| progress(n, pairs.len(), p))?;
        played.push(Played { a, b, report });
    }
    let ratings = rate(entrants.len(), &played).map_err(LadderError::Rating)?;
    Ok(LadderReport { request: request.clone(), entrants, levels, played, ratings, notes })
}

/// The match of `names[0]` against `names[1]`: read back from `kept` if it
/// is there, else played (and then kept). What befalls a kept file goes
/// into `notes`.
fn pairing(
    request: &LadderRequest,
    [a, b]: [&str; 2],
    kept: Option<&Kept>,
    notes: &mut Vec<String>,
    progress: &mut dyn FnMut(&Progress),
) -> Result<MatchReport, LadderError> {
    let mut keep = kept;
    if let Some(kept) = kept {
        match kept.load(request, a, b) {
            Ok(Some(report)) => {
                let games = report.games.len() as u64;
                progress(&Progress {
                    done: games,
                    total: games,
                    score: report.score(),
                    elapsed: report.elapsed,
                    llr: None,
                });
                notes.push(format!("{a} vs {b}: read back from {}", kept.path(request, a, b).display()));
                return Ok(report);
            }
            Ok(None) => {}
            Err(e) => {
                let (note, aside) = set_aside(e);
                notes.push(format!("{a} vs {b}: {note}"));
                // Never write over a file that could not be set aside.
                keep = keep.filter(|_| aside);
            }
        }
    }
    let arena = Request {
        table: request.table.clone(),
        bots: [a.to_owned(), b.to_owned()],
        games: request.games,
        opening: None,
        sprt: None,
        shard: None,
    };
    let Some(kept) = keep else {
        return roster::run(&arena, progress).map_err(LadderError::Request);
    };
    let journal = kept.journal_path(request, a, b);
    let report = journaled(&arena, &journal, notes, progress)?;
    match kept.save(request, a, b, &report) {
        Ok(()) => {
            // The kept match holds every game now; its journal is spent.
            let _ = std::fs::remove_file(&journal);
        }
        Err(e) => notes.push(format!("{a} vs {b}: not kept: {e}")),
    }
    Ok(report)
}

/// Plays the match `arena` with its journal at `path`: the games the
/// journal holds are read back, each new one is added as it ends. A journal
/// that cannot be used is said in `notes`, and the match is then played
/// whole without one.
fn journaled(
    arena: &Request,
    path: &Path,
    notes: &mut Vec<String>,
    progress: &mut dyn FnMut(&Progress),
) -> Result<MatchReport, LadderError> {
    let [a, b] = &arena.bots;
    let (journal, done) = match Journal::open(path, arena) {
        Ok((journal, resumed)) => {
            notes.extend(resumed.notes.iter().map(|n| format!("{a} vs {b}: {}: {n}", path.display())));
            if !resumed.games.is_empty() {
                notes.push(format!(
                    "{a} vs {b}: {} of its games read back from {}",
                    resumed.games.len(),
                    path.display()
                ));
            }
            (Some(journal), resumed.games)
        }
        Err(e) => {
            notes.push(format!("{a} vs {b}: no journal: {e}"));
            (None, Vec::new())
        }
    };
    let mut recorder = Recorder::new(journal);
    let report = roster::run_resuming(arena, done, &mut |game| recorder.add(game), progress)
        .map_err(LadderError::Request)?;
    if let Some(why) = recorder.failure() {
        notes.push(format!("{a} vs {b}: games after the first that failed were not journaled: {why}"));
    }
    Ok(report)
}

/// Sets the file of an unusable kept pairing aside: what to say, and
/// whether it is out of the way.
fn set_aside(error: KeptError) -> (String, bool) {
    let KeptError::Unreadable { path, .. } = &error else { return (error.to_string(), false) };
    match crate::store::set_aside(path) {
        Ok(bad) => (format!("{error}: set aside as {} and played again", bad.display()), true),
        Err(e) => (format!("{error}, and it cannot be set aside ({e}): played again, not kept"), false),
    }
}

/// The ratings of `entrants` entrants from the matches `played`.
pub fn rate(entrants: usize, played: &[Played]) -> Result<Vec<Rating>, RatingError> {
    let pairings: Vec<Pairing> = played
        .iter()
        .map(|p| Pairing {
            a: p.a,
            b: p.b,
            b_seats: p.report.sides.len().saturating_sub(1).max(1),
            games: p.report.games.len() as f64,
            a_points: p.report.score() * p.report.games.len() as f64,
        })
        .collect();
    rating::ratings(entrants, &pairings)
}

impl LadderReport {
    /// The match of level `i + 1` against level `i`, if it was played.
    pub fn step(&self, i: usize) -> Option<&MatchReport> {
        self.played.iter().find(|p| p.a == i + 1 && p.b == i).map(|p| &p.report)
    }
}

impl fmt::Display for LadderReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = &self.request;
        let anchor = self.entrants.first().map_or("", String::as_str);
        writeln!(f, "ladder: {}, {} games a pairing, seed {}", self.label(), r.games, r.table.seed)?;
        let levels = &self.entrants[..self.levels];
        let (weakest, strongest) =
            (levels.first().map_or("", String::as_str), levels.last().map_or("", String::as_str));
        let baselines = match r.baselines {
            Baselines::Left => "no baselines (--baselines adds them)".to_owned(),
            Baselines::Usual => "baselines by their node budgets".to_owned(),
            Baselines::Timed(ms) => format!("baselines {ms} ms a decision"),
        };
        writeln!(f, "levels {weakest}..{strongest} by their node budgets; {baselines}")?;
        writeln!(f)?;
        writeln!(f, "Elo (Bradley–Terry, draws half, {anchor} = 0), 95% interval:")?;
        let width = self.entrants.iter().map(|e| e.chars().count()).max().unwrap_or(0);
        for (i, (name, rating)) in self.entrants.iter().zip(&self.ratings).enumerate() {
            let kind = if i < self.levels { "level" } else { "baseline" };
            writeln!(f, "  {name:<width$}  {:>6.0} ± {:<4.0}  {kind}", rating.elo, rating.margin)?;
        }
        writeln!(f)?;
        writeln!(f, "Each level against the one below (win rate, draws half, 95% interval):")?;
        for i in 0..self.levels.saturating_sub(1) {
            let Some(m) = self.step(i) else { continue };
            let interval = m.interval();
            writeln!(
                f,
                "  {} vs {}: {:.1}% ({:.1}–{:.1}%) of {} games",
                m.name(Contestant::A),
                m.name(Contestant::B),
                100.0 * m.score(),
                100.0 * interval.low,
                100.0 * interval.high,
                m.games.len()
            )?;
        }
        writeln!(f)?;
        self.every_pairing(f)?;
        writeln!(f)?;
        writeln!(f, "Time per decision (mean, 95th percentile, max, decisions):")?;
        for (i, name) in self.entrants.iter().enumerate() {
            if let Some(t) = self.times(i) {
                writeln!(f, "  {name:<width$}  {t}")?;
            }
        }
        if !self.notes.is_empty() {
            writeln!(f)?;
            writeln!(f, "Kept pairings:")?;
            for note in &self.notes {
                writeln!(f, "  {note}")?;
            }
        }
        Ok(())
    }
}

impl LadderReport {
    /// Every pairing's games: wins each way, draws and the draw rate, and
    /// decisions over budget where there were any.
    fn every_pairing(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Every pairing (A wins – B wins – draws, draw rate):")?;
        for p in &self.played {
            let m = &p.report;
            let [a, b] = Contestant::BOTH;
            write!(
                f,
                "  {} vs {}: {}–{}–{}, {:.1}% drawn",
                m.name(a),
                m.name(b),
                m.wins(a),
                m.wins(b),
                m.draws(),
                100.0 * m.draw_rate()
            )?;
            let over: u64 = Contestant::BOTH.iter().map(|&who| m.over_budget(who)).sum();
            if over > 0 {
                write!(f, "; {over} decisions OVER BUDGET")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }

    /// The game, players and board, as the arena labels a match.
    pub fn label(&self) -> String {
        self.played
            .first()
            .map_or_else(|| self.request.table.game.cli_name().to_owned(), |p| p.report.matchup.clone())
    }

    /// Entrant `i`'s time per decision over all its matches.
    pub fn times(&self, i: usize) -> Option<super::stats::TimeStats> {
        let all: Vec<Duration> = self
            .played
            .iter()
            .flat_map(|p| {
                let who = if p.a == i {
                    Some(Contestant::A)
                } else if p.b == i {
                    Some(Contestant::B)
                } else {
                    None
                };
                who.into_iter()
                    .flat_map(|w| p.report.games.iter().flat_map(move |g| g.times[w.index()].clone()))
            })
            .collect();
        (!all.is_empty()).then(|| super::stats::TimeStats::of(&all))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;

    #[test]
    fn levels_meet_the_next_two_up_and_baselines_the_top_and_middle() {
        assert_eq!(pairings(4, 0), vec![(1, 0), (2, 0), (2, 1), (3, 1), (3, 2)]);
        assert_eq!(pairings(3, 1), vec![(1, 0), (2, 0), (2, 1), (2, 3), (1, 3)]);
        assert_eq!(pairings(1, 1), vec![(0, 1)]);
        assert!(pairings(0, 2).is_empty());
    }

    #[test]
    fn a_slice_is_two_levels_by_name_weakest_first() {
        assert_eq!(slice(GameKind::Spite, "casual..expert"), Ok(2..=4));
        assert_eq!(slice(GameKind::Spite, "newcomer..beginner"), Ok(0..=1));
        for bad in ["expert..casual", "club..club", "casual", "casual..grandmaster", "..expert"] {
            let why = slice(GameKind::Spite, bad).expect_err(bad).to_string();
            assert!(why.contains("newcomer, beginner, casual, club, expert"), "{bad}: {why}");
        }
    }

    #[test]
    fn a_refused_slice_says_what_is_wrong_as_data_and_in_the_same_words() {
        let why = |text: &str| slice(GameKind::Spite, text).expect_err(text);
        let levels = "spite's levels are newcomer, beginner, casual, club, expert";
        assert_eq!(why("casual").problem, SliceProblem::NotFromTo);
        assert_eq!(why("casual").to_string(), format!("`casual` is not FROM..TO; {levels}"));
        assert_eq!(why("casual.. grandmaster").problem, SliceProblem::NotALevel("grandmaster".to_owned()));
        assert_eq!(
            why("casual.. grandmaster").to_string(),
            format!("`grandmaster` is not a level: {levels}")
        );
        assert_eq!(why("club..casual").problem, SliceProblem::NotStronger);
        let weaker = format!("`club..casual`: the second level must be stronger than the first; {levels}");
        assert_eq!(why("club..casual").to_string(), weaker);
    }

    #[test]
    fn the_levels_play_alone_unless_the_baselines_are_asked_for() {
        let mut request = LadderRequest::new(Table::new(GameKind::Spite, 1), 2);
        let names = |r: &LadderRequest| r.entrants().0.join(",");
        assert_eq!(request.entrants().1, 5);
        assert_eq!(names(&request), "newcomer,beginner,casual,club,expert");
        request.levels = Some(3..=4);
        request.baselines = Baselines::Usual;
        assert_eq!(request.entrants().1, 2);
        assert_eq!(names(&request), "club,expert,first-fit,search,ismcts");
        request.baselines = Baselines::Timed(50);
        assert_eq!(names(&request), "club,expert,first-fit@50,search@50,ismcts@50");
    }
}
