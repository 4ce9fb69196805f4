//! The Malice judge of a game review: each decision is weighed by the
//! engine's own search, at least as deep as a hint, and its score is turned
//! into winning chances by a logistic curve fitted on bot games (see
//! `docs/review.md` for the fit and its data).

use super::bot::eval::WIN_BOUND;
use super::bot::{CHAMPION_LIMITS, SearchLimits, search};
use super::{Malice, Move, Side};
use crate::core::review::{Judge, Verdict, logistic, points};
use crate::core::{Game, Rng, SeatIndex, StopSignal};

/// The score (hundredths of a point, for the side to move) at which that
/// side's winning chances are 1/(1+e⁻¹) ≈ 73%. Fitted by maximum likelihood
/// on the positions of bot games against their results: `docs/review.md`.
pub const CHANCE_SCALE: f64 = 92.0;

/// How the review searches: the hint's own limits (Champion's).
pub const REVIEW_LIMITS: SearchLimits = CHAMPION_LIMITS;

/// Weighs Malice decisions with the engine's search.
#[derive(Clone, Copy, Debug)]
pub struct MaliceJudge {
    /// How deep each position is searched.
    pub limits: SearchLimits,
}

impl Default for MaliceJudge {
    fn default() -> Self {
        MaliceJudge { limits: REVIEW_LIMITS }
    }
}

impl MaliceJudge {
    /// `side`'s winning chances in `state` (searched when it is not over).
    pub fn chances(&self, state: &Malice, side: Side, stop: &StopSignal) -> f64 {
        let Some(seat) = state.to_move() else {
            let seat = if side == Side::South { 0 } else { 1 };
            return state.outcome().map_or(0.5, |o| points(o, seat));
        };
        let report = search::search(state, &self.limits, &mut Rng::seeded(0), stop);
        let score = f64::from(report.score);
        let mover = if report.score.abs() >= WIN_BOUND {
            if report.score > 0 { 1.0 } else { 0.0 }
        } else {
            logistic(score, CHANCE_SCALE)
        };
        if state.seat_side(seat) == side { mover } else { 1.0 - mover }
    }

    /// `side`'s chances after `mv` is played in `before`.
    fn after(&self, before: &Malice, mv: &Move, side: Side, stop: &StopSignal) -> Option<f64> {
        let mut child = before.clone();
        child.play(mv).ok()?;
        Some(self.chances(&child, side, stop))
    }
}

impl Judge<Malice> for MaliceJudge {
    fn weigh(&self, before: &Malice, played: &Move, stop: &StopSignal) -> Option<Verdict<Move>> {
        let mover: SeatIndex = before.to_move()?;
        if before.legal_move_list().len() < 2 {
            return None;
        }
        let side = before.seat_side(mover);
        let best = search::search(before, &self.limits, &mut Rng::seeded(0), stop).best?;
        let best_chance = self.after(before, &best, side, stop)?;
        let played_chance =
            if *played == best { best_chance } else { self.after(before, played, side, stop)? };
        // The search of the best move's position can come out a little
        // below the played one's: the best is then the move played.
        let (best, best_chance) =
            if played_chance > best_chance { (*played, played_chance) } else { (best, best_chance) };
        let first_seat_chance = if side == Side::South { played_chance } else { 1.0 - played_chance };
        Some(Verdict { best, best_chance, played_chance, first_seat_chance, luck: None })
    }
}

/// Why `best` is better than `played` from `before`, where it is plain:
/// it takes a piece and the move played does not, or the move played
/// leaves a piece that the next player can take and `best` does not.
pub fn lesson(before: &Malice, played: &Move, best: &Move) -> Option<&'static str> {
    let takes = |mv: &Move| matches!(mv, Move::Step { capture: true, .. });
    if takes(best) && !takes(played) {
        return Some(crate::id!("malice-lesson-takes"));
    }
    let leaves = |mv: &Move| {
        let mut after = before.clone();
        after.play(mv).is_ok() && after.outcome().is_none() && after.legal_move_list().iter().any(takes)
    };
    (leaves(played) && !leaves(best)).then_some(crate::id!("malice-lesson-leaves"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::review::{Mark, Progress, review};
    use crate::core::{History, StopSignal};
    use crate::games::malice::{Players, Rules};

    /// Limits small enough for a debug test, deep enough to see a capture
    /// two plies ahead.
    const QUICK: SearchLimits = SearchLimits { max_depth: 3, nodes: 60_000, ..CHAMPION_LIMITS };

    fn judge() -> MaliceJudge {
        MaliceJudge { limits: SearchLimits { table_bits: 16, ..QUICK } }
    }

    #[test]
    fn a_game_of_the_bots_own_choices_has_no_blunder() {
        use crate::core::Bot;
        use crate::games::malice::bot::SearchBot;
        let mut history = History::new(Malice::new(Rules { players: Players::Two, quiet_limit: 60 }));
        let mut bot = SearchBot::new(judge().limits, 3);
        for _ in 0..16 {
            let Some(seat) = history.current().to_move() else { break };
            let mv = bot.choose(&history.current().view(seat), &StopSignal::never()).expect("a move");
            history.play(mv).expect("legal");
        }
        let reviewed =
            review(&history, &judge(), 2, &Progress::default(), &StopSignal::never()).expect("done");
        assert!(reviewed.decisions.iter().all(|d| d.mark != Some(Mark::Blunder)), "{:?}", reviewed.decisions);
    }

    #[test]
    fn leaving_a_large_piece_to_be_captured_for_nothing_is_marked() {
        let rules = Rules { players: Players::Two, quiet_limit: 60 };
        // South's large piece on Lb4 faces North's small one on Lb5:
        // taking it empties L-North and wins at once. South moves a small
        // piece instead, and North takes the large piece and wins.
        let start = Malice::from_position("4/4/4/1s2/1l2/4/4/4|3s/4/4/4/4/4/4/s2s S 0-0 0", rules)
            .expect("a position");
        let mut history = History::new(start);
        for mv in ["Ra1-b1", "Lb5xb4"] {
            let mv = history.current().parse_move(mv).expect("a legal move");
            history.play(mv).expect("legal");
        }
        assert!(history.current().outcome().is_some(), "North won");
        let reviewed =
            review(&history, &judge(), 2, &Progress::default(), &StopSignal::never()).expect("done");
        let first = &reviewed.decisions[0];
        assert_eq!(first.mark, Some(Mark::Blunder), "{first:?}");
        let verdict = first.verdict.as_ref().expect("judged");
        assert_eq!(verdict.best.to_string(), "Lb4xb5");
        assert_eq!((verdict.best_chance, verdict.played_chance), (1.0, 0.0));
        let reply = &reviewed.decisions[1];
        assert_eq!(reply.mark, None, "taking the piece was right: {reply:?}");
    }

    #[test]
    fn the_lesson_names_a_capture_missed_or_a_piece_left_to_be_taken() {
        let takes = |mv: &Move| matches!(mv, Move::Step { capture: true, .. });
        let mut rng = Rng::seeded(11);
        let (mut missed, mut left) = (false, false);
        let mut state = Malice::new(super::super::Rules::default());
        for _ in 0..400 {
            if state.outcome().is_some() {
                state = Malice::new(super::super::Rules::default());
            }
            let legal = state.legal_move_list();
            if let (Some(take), Some(quiet)) = (legal.iter().find(|m| takes(m)), legal.iter().find(|m| !takes(m))) {
                assert_eq!(lesson(&state, quiet, take), Some("malice-lesson-takes"));
                missed = true;
            }
            let exposes = |mv: &Move| {
                let mut after = state.clone();
                after.play(mv).is_ok() && after.outcome().is_none() && after.legal_move_list().iter().any(takes)
            };
            let quiet: Vec<&Move> = legal.iter().filter(|m| !takes(m)).collect();
            if let (Some(bad), Some(safe)) =
                (quiet.iter().find(|m| exposes(m)), quiet.iter().find(|m| !exposes(m)))
            {
                assert_eq!(lesson(&state, bad, safe), Some("malice-lesson-leaves"));
                assert_eq!(lesson(&state, safe, bad), None);
                left = true;
            }
            let pick = legal[(rng.next_u64() % legal.len() as u64) as usize];
            state.play(&pick).expect("legal");
        }
        assert!(missed && left, "both kinds were met");
    }
}
