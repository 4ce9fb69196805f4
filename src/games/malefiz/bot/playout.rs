//! Greedy playouts: a game played to its end by the greedy baseline's moves
//! for every colour, with dice of its own. The review's judge and the
//! flat Monte Carlo baseline both value a position by them.
//!
//! Playout `i` from a state rolls dice seeded by a seed and `i`, whatever
//! the state's own generator: playouts after two different moves with the
//! same seed and index roll the same dice (common random numbers), so the
//! difference between the moves is measured with less noise.

use super::distance::Distances;
use super::greedy::{GREEDY_BARRICADE_STEPS, greedy_move_with};
use crate::core::StopSignal;
use crate::games::malefiz::{Malefiz, Move, Phase};
use std::ops::Range;

/// A playout longer than this many moves is counted as a draw (it never
/// happens in real games: they end in a few hundred).
const PLAYOUT_CAP: usize = 4_000;

/// The winner of each playout, in order (`None`: a drawn playout).
pub(crate) type Winners = Vec<Option<usize>>;

/// Plays playouts from one board, keeping Greedy's distance maps from one
/// playout to the next: a playout meets the same few barricade sets again
/// and again.
#[derive(Clone, Debug)]
pub(crate) struct Playouts {
    distances: Distances,
}

impl Playouts {
    /// Playouts with an empty cache of distance maps.
    pub(crate) fn new() -> Self {
        Playouts { distances: Distances::new(GREEDY_BARRICADE_STEPS) }
    }

    /// The winner of each playout `runs` from `state`; playout `i` uses
    /// dice seeded by `seed` and `i`. Stops early when `stop` is cancelled.
    pub(crate) fn winners(
        &mut self,
        state: &Malefiz,
        seed: u64,
        runs: Range<u32>,
        stop: &StopSignal,
    ) -> Winners {
        let mut winners = Vec::with_capacity(runs.len());
        for i in runs {
            if stop.cancelled() {
                break;
            }
            winners.push(self.one(state, seed, i));
        }
        winners
    }

    /// The winner of playout `i` from `state` with dice seeded by `seed`.
    pub(crate) fn one(&mut self, state: &Malefiz, seed: u64, i: u32) -> Option<usize> {
        let mut game = state.clone();
        game.set_seed(dice_seed(seed, i));
        playout(game, &mut self.distances)
    }
}

/// The seed of playout `i`'s dice.
fn dice_seed(seed: u64, i: u32) -> u64 {
    seed ^ (u64::from(i) << 32 | u64::from(i))
}

/// Each colour's share of wins (by colour index) over `winners`; a drawn
/// playout counts a quarter to every colour.
pub(crate) fn shares(winners: &[Option<usize>]) -> [f64; 4] {
    let mut wins = [0.0; 4];
    for winner in winners {
        match winner {
            Some(w) => {
                if let Some(slot) = wins.get_mut(*w) {
                    *slot += 1.0;
                }
            }
            None => wins.iter_mut().for_each(|w| *w += 0.25),
        }
    }
    let n = winners.len().max(1) as f64;
    wins.map(|w| w / n)
}

/// The mover's score in one playout: 1 for a win, a quarter for a drawn
/// playout, 0 for a loss.
pub(crate) fn score(winner: Option<usize>, mover: usize) -> f64 {
    match winner {
        Some(w) if w == mover => 1.0,
        Some(_) => 0.0,
        None => 0.25,
    }
}

/// Plays the greedy baseline's moves ([`super::GreedyBot`]'s) for every
/// colour to the end: the winner's index. `distances` keeps Greedy's
/// distance maps from one move (and playout) to the next.
pub(crate) fn playout(mut game: Malefiz, distances: &mut Distances) -> Option<usize> {
    for _ in 0..PLAYOUT_CAP {
        match game.phase() {
            Phase::Won { winner } => return Some(winner.index()),
            Phase::Roll => game.play_unchecked(&Move::Roll),
            Phase::Move { roll } => match greedy_move_with(&game.board, &game.pos, roll, distances) {
                Some(mv) => game.pos.apply(&game.board, mv),
                None => game.pos.pass_turn(),
            },
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Bot, Game};
    use crate::games::malefiz::bot::GreedyBot;

    #[test]
    fn playouts_play_the_greedy_bots_moves() {
        let start = Malefiz::classic_start(5);
        let mut distances = Distances::new(GREEDY_BARRICADE_STEPS);
        for seed in 0..4 {
            let mut game = start.clone().with_seed(seed);
            let winner = loop {
                if let Some(winner) = game.winner() {
                    break Some(winner.index());
                }
                let mv = GreedyBot.choose(&game, &StopSignal::never()).expect("a move");
                game.play(&mv).expect("legal");
            };
            assert_eq!(playout(start.clone().with_seed(seed), &mut distances), winner, "dice {seed}");
        }
    }

    #[test]
    fn the_same_seed_and_index_roll_the_same_dice() {
        let start = Malefiz::classic_start(5);
        let mut playouts = Playouts::new();
        let first = playouts.winners(&start, 9, 0..6, &StopSignal::never());
        let again: Winners = (0..6).map(|i| Playouts::new().one(&start, 9, i)).collect();
        assert_eq!(first, again);
    }

    #[test]
    fn shares_count_a_draw_a_quarter_each() {
        let got = shares(&[Some(0), Some(0), Some(2), None]);
        assert_eq!(got, [0.5625, 0.0625, 0.3125, 0.0625]);
    }
}
