//! The Malefiz judge of a game review: each decision is judged **given the
//! roll** the mover had. The move played and the engine's best move for
//! that same roll are each valued by the same greedy playouts to the end of
//! the game, with the same dice in both (common random numbers), so what
//! the later dice did in the real game never counts.

use super::bot::{GreedyBot, HARD_LIMITS, search};
use super::{Malefiz, Move, Phase};
use crate::core::review::{Judge, Verdict};
use crate::core::{Bot, Game, Rng, StopSignal};

/// Playouts per move judged.
pub const PLAYOUTS: u32 = 48;
/// A playout longer than this many moves is counted as a draw (it never
/// happens in real games: they end in a few hundred).
const PLAYOUT_CAP: usize = 4_000;

/// Weighs Malefiz decisions by playouts.
#[derive(Clone, Copy, Debug)]
pub struct MalefizJudge {
    /// Playouts per move judged.
    pub playouts: u32,
}

impl Default for MalefizJudge {
    fn default() -> Self {
        MalefizJudge { playouts: PLAYOUTS }
    }
}

impl MalefizJudge {
    /// Each colour's share of wins (by colour index) over the playouts
    /// from `state`; playout `i` uses dice seeded by `seed` and `i`.
    pub fn chances(&self, state: &Malefiz, seed: u64, stop: &StopSignal) -> [f64; 4] {
        let mut wins = [0.0; 4];
        for i in 0..self.playouts {
            if stop.cancelled() {
                break;
            }
            let mut game = state.clone();
            game.set_seed(seed ^ (u64::from(i) << 32 | u64::from(i)));
            match playout(game) {
                Some(winner) => wins[winner] += 1.0,
                None => wins.iter_mut().for_each(|w| *w += 0.25),
            }
        }
        wins.map(|w| w / f64::from(self.playouts.max(1)))
    }

    fn after(&self, before: &Malefiz, mv: &Move, seed: u64, stop: &StopSignal) -> Option<[f64; 4]> {
        let mut child = before.clone();
        child.play(mv).ok()?;
        Some(self.chances(&child, seed, stop))
    }
}

/// Plays greedy moves for every colour to the end: the winner's index.
fn playout(mut game: Malefiz) -> Option<usize> {
    let never = StopSignal::never();
    for _ in 0..PLAYOUT_CAP {
        if let Some(winner) = game.winner() {
            return Some(winner.index());
        }
        let mv = GreedyBot.choose(&game, &never)?;
        game.play_unchecked(&mv);
    }
    None
}

impl Judge<Malefiz> for MalefizJudge {
    fn weigh(&self, before: &Malefiz, played: &Move, stop: &StopSignal) -> Option<Verdict<Move>> {
        // Rolling, passing and a lone move decide nothing.
        if before.phase() == Phase::Roll || before.legal_move_list().len() < 2 {
            return None;
        }
        let mover = before.turn().index();
        let first = before.colour_at(0)?.index();
        // The same dice for every move judged here, and a fresh set for
        // every decision of the game.
        let seed = before.rng().clone().next_u64();
        let best = search::search(before, &HARD_LIMITS, &mut Rng::seeded(seed), stop).best?;
        let with_best = self.after(before, &best, seed, stop)?;
        let with_played = if *played == best { with_best } else { self.after(before, played, seed, stop)? };
        let (best, with_best) =
            if with_played[mover] > with_best[mover] { (*played, with_played) } else { (best, with_best) };
        Some(Verdict {
            best,
            best_chance: with_best[mover],
            played_chance: with_played[mover],
            first_seat_chance: with_played[first],
            luck: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::History;
    use crate::core::review::{Mark, Progress, review};

    #[test]
    fn leaving_the_race_for_a_pointless_move_is_marked() {
        // Red rolled a 2: its piece on h13 reaches the goal and wins. Red
        // moves its other piece instead, and leaves Yellow, as close to the
        // goal, the next chance.
        let game = Malefiz::from_position("classic r r:h13,a1 y:j13 x:")
            .expect("a position")
            .with_roll(2)
            .expect("a roll");
        let mut history = History::new(game);
        let mv = history.current().parse_move("a1-c1").expect("a legal move");
        history.play(mv).expect("legal");
        let reviewed =
            review(&history, &MalefizJudge::default(), 2, &Progress::default(), &StopSignal::never())
                .expect("done");
        let decision = &reviewed.decisions[0];
        assert_eq!(decision.mark, Some(Mark::Blunder), "{decision:?}");
        let verdict = decision.verdict.as_ref().expect("judged");
        assert_eq!(verdict.best.to_string(), "h13-i14");
        assert_eq!(verdict.best_chance, 1.0);
    }
}
