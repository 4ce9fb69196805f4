//! Playouts: a game played on with dice of its own. The review's judge
//! plays the greedy baseline's moves for every colour to the end; the flat
//! Monte Carlo baseline plays a race policy ([`race_move`]) for a few
//! turns and scores the race where it stands ([`race_score`]).
//!
//! Playout `i` from a state rolls dice seeded by a seed and `i`, whatever
//! the state's own generator: playouts after two different moves with the
//! same seed and index roll the same dice (common random numbers), so the
//! difference between the moves is measured with less noise.

use super::distance::{self, DistanceMap, Distances, Routes};
use super::greedy::{GREEDY_BARRICADE_STEPS, greedy_move_with, nearest, total_distance};
use crate::games::malefiz::Board;
use crate::games::malefiz::movegen::{for_each_piece_move, placements};
use crate::games::malefiz::state::{NO_PLACE, Pos, RawMove, bit, indices};
use crate::core::StopSignal;
use crate::games::malefiz::{Colour, Malefiz, Move, Phase};
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

    /// `mover`'s score for playout `i` from `state` (dice seeded by `seed`),
    /// played to the end or for `turns` turns, by [`race_score`].
    pub(crate) fn scored(&mut self, state: &Malefiz, seed: u64, i: u32, turns: u32, mover: Colour, scale: f64) -> f64 {
        let mut game = state.clone();
        game.set_seed(dice_seed(seed, i));
        let end = play_for(game, &mut self.distances, turns);
        race_score(&end, mover, &mut self.distances, scale)
    }
}

/// `mover`'s score where a playout stopped: a win 1 and a loss 0, each
/// drawn toward ½ by how close the race was (the losers' nearest piece,
/// or the mover's, so many steps from the goal: e^(−steps/`scale`)); a
/// game still going is the logistic of the mover's lead in steps between
/// the nearest pieces. A `scale` of 0 scores wins and losses alone (and an
/// unfinished game by the sign of the lead).
pub(crate) fn race_score(game: &Malefiz, mover: Colour, distances: &mut Distances, scale: f64) -> f64 {
    let map = distances.get(&game.board, game.pos.barricades);
    let mine = f64::from(nearest(&game.board, &game.pos, map, mover));
    let theirs = game
        .pos
        .colours
        .iter()
        .filter(|&c| c != mover)
        .map(|c| nearest(&game.board, &game.pos, map, c))
        .min()
        .map_or(0.0, f64::from);
    let fade = |steps: f64| if scale > 0.0 { 0.5 * (-steps / scale).exp() } else { 0.0 };
    match game.phase() {
        Phase::Won { winner } if winner == mover => 1.0 - fade(theirs),
        Phase::Won { .. } => fade(mine),
        _ if scale > 0.0 => 1.0 / (1.0 + (-(theirs - mine) / scale).exp()),
        _ => 0.5 + 0.5 * (theirs - mine).signum(),
    }
}

/// Plays Greedy's moves for every colour until the game is won or `turns`
/// turns have passed (`u32::MAX`: to the end): the game where it stopped.
fn play_for(mut game: Malefiz, distances: &mut Distances, turns: u32) -> Malefiz {
    let mut passed = 0;
    for _ in 0..PLAYOUT_CAP {
        match game.phase() {
            Phase::Won { .. } => break,
            Phase::Roll if passed >= turns => break,
            Phase::Roll => {
                passed += 1;
                game.play_unchecked(&Move::Roll);
            }
            Phase::Move { roll } => match race_move(&game.board, &game.pos, roll, distances) {
                Some(mv) => game.pos.apply(&game.board, mv),
                None => game.pos.pass_turn(),
            },
        }
    }
    game
}

/// The race policy's move for `roll`: a win if there is one, else the
/// move that leaves the largest lead between the opponents' nearest piece
/// and the mover's (a hit on their leader counts, as does the mover's own
/// leader's step), then the least total distance of the mover's pieces;
/// the engine's order breaks ties. A taken barricade goes where
/// [`race_placement`] puts it: one placement per capture is weighed.
pub(crate) fn race_move(board: &Board, pos: &Pos, roll: u8, distances: &mut Distances) -> Option<RawMove> {
    let me = pos.turn;
    let mut best: Option<((bool, i32, i64), RawMove)> = None;
    let mut capture: Option<(u8, u8, u8)> = None;
    for_each_piece_move(board, pos, roll, |mv| {
        if mv.place != NO_PLACE {
            let chosen = match capture {
                Some((from, to, place)) if from == mv.from && to == mv.to => place,
                _ => {
                    let place = race_placement(board, pos, mv, distances);
                    capture = Some((mv.from, mv.to, place));
                    place
                }
            };
            if mv.place != chosen {
                return;
            }
        }
        let mut after = *pos;
        after.apply(board, mv);
        let map = distances.get(board, after.barricades);
        let mine = i32::from(nearest(board, &after, map, me));
        let theirs = after.colours.iter().filter(|&c| c != me).map(|c| i32::from(nearest(board, &after, map, c)));
        let total = i64::from(total_distance(board, &after, map, me));
        let key = (matches!(after.phase, Phase::Won { .. }), theirs.min().unwrap_or(0) - mine, -total);
        if best.is_none_or(|(top, _)| key > top) {
            best = Some((key, mv));
        }
    });
    best.map(|(_, mv)| mv)
}

/// Where the race policy puts the barricade that `mv` takes: on every
/// shortest way of the opponents' nearest piece, as close to it as it may
/// go; failing that, the first space off every shortest way of the
/// mover's own nearest piece; failing that, the first it may go to.
fn race_placement(board: &Board, pos: &Pos, mv: RawMove, distances: &mut Distances) -> u8 {
    let allowed = placements(board, pos, mv.from, mv.to);
    let mut after = *pos;
    after.apply(board, mv);
    let without = after.barricades & !bit(mv.place);
    let map = *distances.get(board, without);
    let mut routes = Routes::new(board, &map, without, distances.penalty());
    let me = pos.turn;
    let theirs = after.colours.iter().filter(|&c| c != me).filter_map(|c| leader_space(board, &after, &map, c));
    let target = theirs.min_by_key(|&space| distance::at(&map, space));
    let blocking = target.map_or(0, |space| routes.on_every_route(space) & allowed);
    if let Some(place) = indices(blocking).max_by_key(|&space| distance::at(&map, space)) {
        return place;
    }
    let own = leader_space(board, &after, &map, me).map_or(0, |space| routes.on_every_route(space));
    indices(allowed & !own).next().or_else(|| indices(allowed).next()).unwrap_or(mv.place)
}

/// The space of `colour`'s piece nearest the goal: where it stands, or the
/// entry (or forest exit) of a waiting one.
fn leader_space(board: &Board, pos: &Pos, map: &DistanceMap, colour: Colour) -> Option<u8> {
    let c = colour.index();
    let waiting = |entry: Option<u8>, n: Option<&u8>| entry.filter(|_| n.is_some_and(|&n| n > 0));
    indices(pos.pieces.get(c).copied().unwrap_or(0))
        .chain(waiting(board.entry_index(colour), pos.house.get(c)))
        .chain(waiting(board.forest_index(), pos.forest.get(c)))
        .min_by_key(|&space| distance::at(map, space))
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
