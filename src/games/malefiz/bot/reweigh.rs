//! By the clock, Master's second opinion: once its search has finished,
//! its best few root moves are weighed again, for the rest of the time, by
//! the race playouts of the flat Monte Carlo baseline (see
//! [`super::playout`]), and each move's value becomes the mean of the
//! search's value and the playouts' in steps. The search sees the next
//! turns exactly but judges their end by a static evaluation; the playouts
//! see eight turns ahead, roughly: two different errors, which the mean
//! partly cancels. Spending the playouts on four moves, not on every move
//! as `flat-mc` does, measures each of them several times more closely.

use super::flat::{FLAT_LIMITS, FLAT_TURNS};
use super::playout::Playouts;
use crate::core::StopSignal;
use crate::games::malefiz::Malefiz;
use crate::games::malefiz::state::RawMove;

/// How many of the search's best root moves are weighed again.
pub(super) const CONTENDERS: usize = 4;
/// Fewer playout rounds than this say too little: the search's choice stands.
const FEWEST_ROUNDS: u32 = 16;
/// The most playout rounds, whatever the clock.
const MOST_ROUNDS: u32 = 1 << 20;
/// A share of wins this close to 0 or 1 counts as that close, so that its
/// steps stay finite.
const SURE: f64 = 0.001;

/// The `contenders` (moves with the search's values, in steps) weighed
/// again by playouts until `stop`: the best by the mean of both values,
/// with that mean; `None` without a clock to fill, with fewer than two
/// contenders, or when too few playouts ran.
pub(super) fn reweigh(
    game: &Malefiz,
    contenders: &[(RawMove, f32)],
    seed: u64,
    stop: &StopSignal,
) -> Option<(RawMove, f32)> {
    if contenders.len() < 2 || stop.remaining().is_none() {
        return None;
    }
    let children: Vec<Malefiz> = contenders
        .iter()
        .map(|(mv, _)| {
            let mut child = game.clone();
            child.pos.apply(&game.board, *mv);
            child
        })
        .collect();
    let (mover, scale) = (game.pos.turn, FLAT_LIMITS.scale);
    let mut playouts = Playouts::new();
    let mut sums = vec![0.0f64; children.len()];
    let mut rounds = 0u32;
    // Round `i` plays playout `i` of every contender (the same dice): only
    // whole rounds count, so the contenders are compared on equal terms.
    'rounds: while rounds < MOST_ROUNDS {
        let mut scores = Vec::with_capacity(children.len());
        for child in &children {
            if stop.should_stop() {
                break 'rounds;
            }
            scores.push(playouts.scored(child, seed, rounds, FLAT_TURNS, mover, scale));
        }
        for (sum, score) in sums.iter_mut().zip(scores) {
            *sum += score;
        }
        rounds += 1;
    }
    if rounds < FEWEST_ROUNDS {
        return None;
    }
    let mean = |(&(mv, value), sum): (&(RawMove, f32), &f64)| {
        let steps = race_steps(sum / f64::from(rounds), scale);
        (mv, (value + steps) / 2.0)
    };
    contenders.iter().zip(&sums).map(mean).max_by(|a, b| a.1.total_cmp(&b.1))
}

/// The lead in steps that a share of wins `share` stands for: the inverse
/// of the logistic by which `playout::race_score` scores a lead.
fn race_steps(share: f64, scale: f64) -> f32 {
    let p = share.clamp(SURE, 1.0 - SURE);
    (scale * (p / (1.0 - p)).ln()) as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_even_race_is_no_lead_and_a_likely_win_a_lead() {
        assert!(race_steps(0.5, 8.0).abs() < 1e-6);
        let lead = race_steps(1.0 / (1.0 + (-1.0f64).exp()), 8.0);
        assert!((lead - 8.0).abs() < 1e-3, "{lead}");
        assert!(race_steps(0.0, 8.0) < -50.0 && race_steps(1.0, 8.0) > 50.0);
    }

    #[test]
    fn without_a_clock_the_search_stands() {
        let game = Malefiz::from_position("classic r r:c5,4h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3")
            .expect("a position")
            .with_roll(4)
            .expect("a face");
        let mut moves = Vec::new();
        crate::games::malefiz::movegen::for_each_piece_move(&game.board, &game.pos, 4, |mv| moves.push(mv));
        let contenders: Vec<(RawMove, f32)> = moves.iter().take(3).map(|&mv| (mv, 0.0)).collect();
        assert!(reweigh(&game, &contenders, 1, &StopSignal::never()).is_none());
        let weighed = reweigh(&game, &contenders, 1, &StopSignal::after(std::time::Duration::from_millis(200)));
        assert!(weighed.is_some_and(|(mv, _)| contenders.iter().any(|c| c.0 == mv)));
    }
}
