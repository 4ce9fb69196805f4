//! `review FILE`: a saved game reviewed decision by decision, one line per
//! move, then each player's numbers.

use super::Failure;
use crate::core::review::{self, Judge, Progress, Review};
use crate::core::{Game, History, SeatIndex, StopSignal};
use crate::games::{Entry, Registered};
use crate::store::save::{self, SaveFile};
use std::io::Write;
use std::path::Path;
use std::time::Duration;

/// Reads the save at `path` and prints its review. `budget` caps each
/// search's time (the searches stop at their node budgets first);
/// `threads` share the decisions.
pub fn review_file(
    path: &Path,
    budget: Option<u64>,
    threads: usize,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let save = SaveFile::read(path).map_err(|e| Failure::BadInput(e.to_string()))?;
    save.game.entry::<dyn Reviewed>().review(path, &save, budget, threads, out)
}

/// What `review` asks of any game: one object per game.
trait Reviewed: Send + Sync {
    /// Prints the review of `save` (read from `path`).
    fn review(
        &self,
        path: &Path,
        save: &SaveFile,
        budget: Option<u64>,
        threads: usize,
        out: &mut dyn Write,
    ) -> Result<(), Failure>;
}

crate::games::kind::by_kind!(dyn Reviewed);

impl<G: Registered> Reviewed for Entry<G> {
    fn review(
        &self,
        path: &Path,
        save: &SaveFile,
        budget: Option<u64>,
        threads: usize,
        out: &mut dyn Write,
    ) -> Result<(), Failure> {
        let history = save.history::<G>().map_err(|e| Failure::BadInput(save::cannot_open(path, &e)))?;
        let judge = G::judge();
        // A seat is named by the game where its seats have names (Malice's
        // sides, Malefiz's colours), else by the player sitting there.
        let name = |state: &G, seat: SeatIndex| {
            G::seat_title(state, seat).unwrap_or_else(|| {
                save.seats.get(seat).map_or_else(|| format!("Player {}", seat + 1), |s| s.name.clone())
            })
        };
        print_review(&history, &*judge, budget, threads, &name, out)
    }
}

/// Reviews `history` with `judge` and prints it: a line per move (ply,
/// seat, move, mark or `-`, chances with the best move and with the move
/// played, the best move), then a summary per seat.
fn print_review<G: Game>(
    history: &History<G>,
    judge: &dyn Judge<G>,
    budget: Option<u64>,
    threads: usize,
    name: &dyn Fn(&G, SeatIndex) -> String,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    // A fresh clock for every search would need the judge's help; the
    // budget here bounds the whole review's searches together.
    let stop = match budget {
        Some(ms) => {
            let decisions = u64::try_from(history.cursor()).unwrap_or(u64::MAX).max(1);
            StopSignal::after(Duration::from_millis(ms.saturating_mul(decisions)))
        }
        None => StopSignal::never(),
    };
    let progress = Progress::default();
    let reviewed = review::review(history, judge, threads, &progress, &stop)
        .ok_or_else(|| Failure::BadInput("the review was cancelled".to_owned()))?;
    let start = history.start();
    // Moves as the log writes them, in a column as wide as the longest.
    let write = |ply: usize, mv: &G::Move| history.state_at(ply - 1).log_entry(mv);
    let played: Vec<String> = reviewed.decisions.iter().map(|d| write(d.ply, &d.played)).collect();
    let width = played.iter().map(|m| m.chars().count()).max().unwrap_or(0).max("move".len());
    let side =
        reviewed.decisions.iter().map(|d| name(start, d.seat).chars().count()).max().unwrap_or(0).max(4);
    writeln!(out, "ply  {:<side$}  {:<width$}  mark  best%  played%  best move", "side", "move")?;
    for (d, played) in reviewed.decisions.iter().zip(&played) {
        let mark = d.mark.map_or("-", |m| m.symbol());
        let who = name(start, d.seat);
        match &d.verdict {
            Some(v) => writeln!(
                out,
                "{:>3}  {who:<side$}  {played:<width$}  {mark:<4}  {:>5.1}  {:>7.1}  {}",
                d.ply,
                100.0 * v.best_chance,
                100.0 * v.played_chance,
                write(d.ply, &v.best)
            )?,
            None => writeln!(out, "{:>3}  {who:<side$}  {played:<width$}  -     (no choice)", d.ply)?,
        }
    }
    summaries(&reviewed, start.seat_count(), &|seat| name(start, seat), out)
}

/// Each seat's counts, accuracy and luck.
fn summaries<M>(
    reviewed: &Review<M>,
    seats: usize,
    name: &dyn Fn(SeatIndex) -> String,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    writeln!(out)?;
    for seat in 0..seats {
        let s = reviewed.summary(seat);
        write!(
            out,
            "{}: {} decisions judged, {} inaccuracies (?!), {} mistakes (?), {} blunders (??), accuracy {:.1}%",
            name(seat),
            s.judged,
            s.inaccuracies,
            s.mistakes,
            s.blunders,
            s.accuracy
        )?;
        match s.luck {
            Some(luck) => writeln!(out, ", luck {:+.1} points of winning chance", 100.0 * luck)?,
            None => writeln!(out)?,
        }
    }
    Ok(())
}
