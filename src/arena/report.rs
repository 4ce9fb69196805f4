//! A match's report as the arena prints it: who played, the results with
//! their interval, the sequential test where there was one, the game
//! length, the speed and each contestant's time per decision.

use super::{Contestant, MatchReport};
use std::fmt;
use std::time::Duration;

impl MatchReport {
    /// How the bots were timed, for the report's first line.
    fn clock(&self) -> String {
        let ms = |d: Duration| d.as_millis();
        match self.limits {
            [Some(a), Some(b)] if a != b => {
                format!("A {} ms, B {} ms a decision (time-limited)", ms(a), ms(b))
            }
            [Some(a), Some(_)] if self.schedule.budget.is_none() && self.schedule.cap == Some(a) => {
                format!("node budgets, capped at {} ms a decision as in the app", ms(a))
            }
            [Some(a), Some(_)] => format!("{} ms a decision (time-limited)", ms(a)),
            [Some(a), None] => format!("A {} ms a decision, B its node budget", ms(a)),
            [None, Some(b)] => format!("A its node budget, B {} ms a decision", ms(b)),
            [None, None] => "node budgets (no clock)".to_owned(),
        }
    }

    /// The contestant's time line: its times, and what went wrong.
    fn time_line(&self, f: &mut fmt::Formatter<'_>, who: Contestant) -> fmt::Result {
        let label = match who {
            Contestant::A => format!("A ({})", self.name(who)),
            Contestant::B => format!("B ({})", self.name(who)),
        };
        write!(f, "  {label}: {}", self.times(who))?;
        if let Some(limit) = self.limits[who.index()] {
            let over = self.over_budget(who);
            let allowed = self.schedule.slack.allowed(limit).as_secs_f64() * 1e3;
            if over > 0 {
                write!(f, "; OVER BUDGET {over} times (past {allowed:.0} ms)")?;
            } else {
                write!(f, "; within {allowed:.0} ms every time")?;
            }
        }
        let fallbacks = self.fallbacks(who);
        if fallbacks > 0 {
            write!(f, "; gave no legal move {fallbacks} times (the first legal move was played)")?;
        }
        writeln!(f)
    }
}

impl fmt::Display for MatchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b] = [self.name(Contestant::A), self.name(Contestant::B)];
        writeln!(
            f,
            "{}: A = {a}, B = {b}; {} games, seed {}{}, {}",
            self.matchup,
            self.games.len(),
            self.schedule.seed,
            self.schedule.shard.map(|s| format!(", shard {s}")).unwrap_or_default(),
            self.clock()
        )?;
        let side_seats = self.sides.first().copied().unwrap_or(1);
        if self.sides.len() > 2 {
            writeln!(
                f,
                "A takes one of {} seats in turn, B the others; a game is A's when A's seat wins",
                self.sides.len()
            )?;
        } else if side_seats > 1 {
            writeln!(f, "A plays one team ({side_seats} seats), B the other; teams swap every game")?;
        }
        writeln!(f, "wins A ({a}): {}", self.wins(Contestant::A))?;
        writeln!(f, "wins B ({b}): {}", self.wins(Contestant::B))?;
        let unfinished = self.unfinished();
        let rate = 100.0 * self.draw_rate();
        if unfinished > 0 {
            let limit = self.schedule.max_plies;
            writeln!(f, "draws: {} ({rate:.1}%; {unfinished} stopped at {limit} moves)", self.draws())?;
        } else {
            writeln!(f, "draws: {} ({rate:.1}%)", self.draws())?;
        }
        let ci = self.interval();
        writeln!(
            f,
            "win rate A (draws half): {:.1}%, 95% CI {:.1}%–{:.1}% (Wilson); even bots: {:.1}%",
            100.0 * self.score(),
            100.0 * ci.low,
            100.0 * ci.high,
            100.0 * self.even_score()
        )?;
        if let Some(test) = self.sequential() {
            write!(f, "{test}")?;
        } else if let (Some(_), Some(shard)) = (self.schedule.sprt, self.schedule.shard) {
            writeln!(f, "SPRT: left to `arena report` over every shard's journal (this is shard {shard})")?;
        }
        writeln!(f, "game length: {:.1} moves on average", self.mean_length())?;
        if self.elapsed.is_zero() {
            writeln!(f, "speed: not known (merged from journals)")?;
        } else {
            writeln!(
                f,
                "speed: {:.1} moves/s ({} threads, {:.1} s)",
                self.moves_per_second(),
                self.schedule.threads,
                self.elapsed.as_secs_f64()
            )?;
        }
        writeln!(f, "time per decision (mean, 95th percentile, max, decisions):")?;
        for who in Contestant::BOTH {
            self.time_line(f, who)?;
        }
        Ok(())
    }
}
