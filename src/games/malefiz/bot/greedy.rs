//! The greedy baseline and the Easy bot built on it.
//!
//! Greedy plays a winning move if it has one; otherwise the move that
//! leaves its pieces the least total distance to the goal (see
//! [`super::distance`]: steps ignoring pieces, each barricade on the way
//! costing [`GREEDY_BARRICADE_STEPS`] more; a piece in the house counts as
//! its entry space's distance + 1, one in the forest as the exit's + 1).
//! Among equals it prefers a hit, then taking a barricade, and it places a
//! taken barricade by the same measure: where its own total stays least,
//! and among those where the opponents' piece nearest the goal ends
//! farthest from it. Remaining ties go to the engine's first move.
//!
//! Easy scores moves the same way, but as a number with a seeded random
//! spread of a few steps, so it wanders among the good moves.

use super::distance::{self, DistanceMap, Distances};
use crate::core::Rng;
use crate::games::malefiz::board::Board;
use crate::games::malefiz::colour::Colour;
use crate::games::malefiz::movegen::{for_each_piece_move, placements};
use crate::games::malefiz::state::{NO_PLACE, Phase, Pos, RawMove, bit, indices};

/// Extra steps a barricade on the way costs in Greedy's and Easy's measure.
pub const GREEDY_BARRICADE_STEPS: u16 = 8;

/// Easy's random spread, in steps: moves this close to its best are
/// picked among at random.
pub const EASY_SPREAD: f64 = 5.0;
/// What a hit is worth to Easy, in steps.
pub const EASY_HIT: f64 = 3.0;
/// What taking a barricade is worth to Easy, in steps.
pub const EASY_TAKE: f64 = 2.0;

/// Total distance to the goal of `colour`'s pieces in `pos`.
pub(crate) fn total_distance(board: &Board, pos: &Pos, map: &DistanceMap, colour: Colour) -> u32 {
    let c = colour.index();
    let on_board: u32 =
        indices(pos.pieces.get(c).copied().unwrap_or(0)).map(|sq| u32::from(distance::at(map, sq))).sum();
    let enter =
        |entry: Option<u8>, n: u8| entry.map_or(0, |e| u32::from(n) * (u32::from(distance::at(map, e)) + 1));
    on_board
        + enter(board.entry_index(colour), pos.house.get(c).copied().unwrap_or(0))
        + enter(board.forest_index(), pos.forest.get(c).copied().unwrap_or(0))
}

/// The smallest distance to the goal of any opponent piece of `colour`.
fn nearest_opponent(board: &Board, pos: &Pos, map: &DistanceMap, colour: Colour) -> u16 {
    pos.colours.iter().filter(|&o| o != colour).map(|o| nearest(board, pos, map, o)).min().unwrap_or(distance::FAR)
}

/// The smallest distance to the goal of any piece of `colour` (one waiting
/// in the house or the forest is a step before its entry).
pub(crate) fn nearest(board: &Board, pos: &Pos, map: &DistanceMap, colour: Colour) -> u16 {
    let c = colour.index();
    let mut nearest = distance::FAR;
    for sq in indices(pos.pieces.get(c).copied().unwrap_or(0)) {
        nearest = nearest.min(distance::at(map, sq));
    }
    let waiting = |entry: Option<u8>, n: u8| {
        entry.filter(|_| n > 0).map_or(distance::FAR, |e| distance::at(map, e).saturating_add(1))
    };
    nearest = nearest.min(waiting(board.entry_index(colour), pos.house.get(c).copied().unwrap_or(0)));
    nearest.min(waiting(board.forest_index(), pos.forest.get(c).copied().unwrap_or(0)))
}

/// How Greedy ranks a move: the fields in order of importance, larger better.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct GreedyKey {
    /// The move reaches the goal.
    pub wins: bool,
    /// Minus the mover's total distance afterwards.
    pub closer: i64,
    /// The move hits an opponent.
    pub hits: bool,
    /// The move takes a barricade.
    pub takes: bool,
    /// The opponents' nearest piece's distance afterwards.
    pub blocks: u16,
}

/// Every piece move for `roll` with Greedy's key, in the engine's order.
pub(crate) fn ranked(
    board: &Board,
    pos: &Pos,
    roll: u8,
    distances: &mut Distances,
) -> Vec<(GreedyKey, RawMove)> {
    let mut ranked = Vec::with_capacity(32);
    for_each_ranked(board, pos, roll, distances, Need::Every, |key, mv| ranked.push((key, mv)));
    ranked
}

/// Which moves a ranking must give a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Need {
    /// Every move.
    Every,
    /// Enough to find the first move with the largest key: placements
    /// surely beaten by an earlier one of the same capture are left out.
    Best,
}

/// Greedy's key for `mv`, which led from `pos` to `after`, measured on `map`.
fn key(board: &Board, pos: &Pos, after: &Pos, mv: RawMove, map: &DistanceMap) -> GreedyKey {
    GreedyKey {
        wins: matches!(after.phase, Phase::Won { .. }),
        closer: -i64::from(total_distance(board, after, map, pos.turn)),
        hits: pos.occupied() & !pos.own() & bit(mv.to) != 0,
        takes: mv.place != NO_PLACE,
        blocks: nearest_opponent(board, after, map, pos.turn),
    }
}

/// Calls `f` with the piece moves for `roll` that `need` asks for and
/// Greedy's key for each, in the engine's order.
///
/// A taken barricade can go to ~90 spaces, and each would need its own
/// distance map; but the key reads distances only where pieces stand or
/// wait, and a barricade off every shortest route from those spaces
/// changes none of them. Such placements share one key, measured once on
/// the map without the barricade (see [`Capture`]): the keys are exactly
/// the plain ones, found at a fraction of the cost.
fn for_each_ranked(
    board: &Board,
    pos: &Pos,
    roll: u8,
    distances: &mut Distances,
    need: Need,
    mut f: impl FnMut(GreedyKey, RawMove),
) {
    let mut capture: Option<Capture> = None;
    for_each_piece_move(board, pos, roll, |mv| {
        if mv.place != NO_PLACE {
            if capture.as_ref().is_none_or(|c| c.from != mv.from || c.to != mv.to) {
                capture = Some(Capture::new(board, pos, mv, distances, need));
            }
            if capture.as_mut().is_some_and(|c| c.settles(mv, need, &mut f)) {
                return;
            }
        }
        let mut after = *pos;
        after.apply(board, mv);
        let map: &DistanceMap = distances.get(board, after.barricades);
        f(key(board, pos, &after, mv, map), mv);
    });
}

/// What the placements of one capture share.
struct Capture {
    from: u8,
    to: u8,
    /// The key of a placement that changes no distance the key reads.
    plain: GreedyKey,
    /// Placements that may change a distance the key reads: each needs its
    /// own map.
    changes: u128,
    /// Placements surely beaten by another of this capture (with
    /// [`Need::Best`]): they lengthen the mover's own way.
    beaten: u128,
    /// Whether a plain placement's key was given.
    plain_given: bool,
}

impl Capture {
    /// The capture `mv` (with any of its placements) from `pos`.
    fn new(board: &Board, pos: &Pos, mv: RawMove, distances: &mut Distances, need: Need) -> Self {
        let mut after = *pos;
        after.apply(board, mv);
        let after = &after;
        let without = after.barricades & !bit(mv.place);
        let penalty = distances.penalty();
        let map = *distances.get(board, without);
        let plain = key(board, pos, after, mv, &map);
        let mut routes = distance::Routes::new(board, &map, without, penalty);
        // A barricade on every shortest way of one of the mover's pieces
        // (other than where it stands) lengthens the mover's total.
        let mut own = 0;
        for space in indices(key_spaces(board, after, pos.turn)) {
            own |= routes.on_every_route(space) & !bit(space);
        }
        // The opponents' nearest distance grows only if a barricade is on
        // every shortest way of every piece at that distance.
        let mut nearest = u128::MAX;
        for colour in after.colours.iter().filter(|&c| c != pos.turn) {
            for space in indices(key_spaces(board, after, colour)) {
                if waiting_distance(after, &map, colour, space) == plain.blocks {
                    nearest &= routes.on_every_route(space);
                }
            }
        }
        if nearest == u128::MAX {
            nearest = 0;
        }
        // Beaten only while some placement keeps the mover's total.
        let allowed = placements(board, pos, mv.from, mv.to);
        let beaten = if need == Need::Best && penalty > 0 && allowed & !own != 0 { own } else { 0 };
        Capture { from: mv.from, to: mv.to, plain, changes: own | nearest, beaten, plain_given: false }
    }

    /// Gives placement `mv` of this capture the plain key, or leaves it
    /// out as `need` allows; false when it needs a map of its own.
    fn settles(&mut self, mv: RawMove, need: Need, f: &mut impl FnMut(GreedyKey, RawMove)) -> bool {
        let place = bit(mv.place);
        if self.changes & place == 0 {
            if need == Need::Every || !self.plain_given {
                self.plain_given = true;
                f(self.plain, mv);
            }
            return true;
        }
        self.beaten & place != 0
    }
}

/// The spaces whose distances count for `colour` in Greedy's key: where
/// its pieces stand, and the entry and exit spaces of its waiting pieces.
fn key_spaces(board: &Board, pos: &Pos, colour: Colour) -> u128 {
    let c = colour.index();
    let mut spaces = pos.pieces.get(c).copied().unwrap_or(0);
    if pos.house.get(c).is_some_and(|&n| n > 0) {
        spaces |= board.entry_index(colour).map_or(0, bit);
    }
    if pos.forest.get(c).is_some_and(|&n| n > 0) {
        spaces |= board.forest_index().map_or(0, bit);
    }
    spaces
}

/// The distance a piece of `colour` at `space` (one of its key spaces)
/// counts: one more from its entry or exit when it waits there.
fn waiting_distance(pos: &Pos, map: &DistanceMap, colour: Colour, space: u8) -> u16 {
    let d = distance::at(map, space);
    let stands = pos.pieces.get(colour.index()).is_some_and(|&set| set & bit(space) != 0);
    if stands { d } else { d.saturating_add(1) }
}

/// Greedy's move for `roll`: the first move with the largest key; `None`
/// when no piece can move.
pub(crate) fn greedy_move(board: &Board, pos: &Pos, roll: u8) -> Option<RawMove> {
    greedy_move_with(board, pos, roll, &mut Distances::new(GREEDY_BARRICADE_STEPS))
}

/// [`greedy_move`] with distance maps kept from earlier moves: a playout
/// meets the same few barricade sets again and again. `distances` must be
/// for `board`, with [`GREEDY_BARRICADE_STEPS`].
pub(crate) fn greedy_move_with(
    board: &Board,
    pos: &Pos,
    roll: u8,
    distances: &mut Distances,
) -> Option<RawMove> {
    let mut best: Option<(GreedyKey, RawMove)> = None;
    for_each_ranked(board, pos, roll, distances, Need::Best, |key, mv| {
        if best.is_none_or(|(top, _)| key > top) {
            best = Some((key, mv));
        }
    });
    best.map(|(_, mv)| mv)
}

/// Easy's move for `roll`: a winning move if any, otherwise Greedy's
/// measure as a number in steps plus a seeded random spread of up to
/// `spread` steps.
pub(crate) fn easy_move(board: &Board, pos: &Pos, roll: u8, spread: f64, rng: &mut Rng) -> Option<RawMove> {
    let mut distances = Distances::new(GREEDY_BARRICADE_STEPS);
    let mut best: Option<(f64, RawMove)> = None;
    for (key, mv) in ranked(board, pos, roll, &mut distances) {
        if key.wins {
            return Some(mv);
        }
        let value = key.closer as f64
            + if key.hits { EASY_HIT } else { 0.0 }
            + if key.takes { EASY_TAKE } else { 0.0 }
            + 0.01 * f64::from(key.blocks)
            + spread * rng.unit();
        if best.is_none_or(|(top, _)| value > top) {
            best = Some((value, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Bot, Game};
    use crate::games::malefiz::bot::GreedyBot;
    use crate::games::malefiz::{Malefiz, Move};

    fn chosen(text: &str, roll: u8) -> Move {
        let game = Malefiz::from_position(text).expect("a position");
        let mv = greedy_move(&game.board, &game.pos, roll).expect("a move");
        game.notation_of(mv)
    }

    /// Greedy's key for every move with every distance measured on the
    /// move's own map: the plain way, without skipping any placement.
    fn ranked_plainly(board: &Board, pos: &Pos, roll: u8) -> Vec<(GreedyKey, RawMove)> {
        let mut out = Vec::new();
        for_each_piece_move(board, pos, roll, |mv| {
            let mut after = *pos;
            after.apply(board, mv);
            let map = distance::distance_map(board, after.barricades, GREEDY_BARRICADE_STEPS);
            let key = GreedyKey {
                wins: matches!(after.phase, Phase::Won { .. }),
                closer: -i64::from(total_distance(board, &after, &map, pos.turn)),
                hits: pos.occupied() & !pos.own() & bit(mv.to) != 0,
                takes: mv.place != NO_PLACE,
                blocks: nearest_opponent(board, &after, &map, pos.turn),
            };
            out.push((key, mv));
        });
        out
    }

    #[test]
    fn skipping_placements_off_every_route_keeps_every_key_and_the_choice() {
        let mut rng = Rng::seeded(11);
        let mut distances = Distances::new(GREEDY_BARRICADE_STEPS);
        let mut captures = 0;
        for game_number in 0..12 {
            let mut game = Malefiz::classic_start(game_number);
            let mut moves = Vec::new();
            for _ in 0..400 {
                if game.is_over() {
                    break;
                }
                if let Phase::Move { roll } = game.pos.phase {
                    let fast = ranked(&game.board, &game.pos, roll, &mut distances);
                    let plain = ranked_plainly(&game.board, &game.pos, roll);
                    assert_eq!(fast, plain, "{}", game.position());
                    let first_best =
                        plain.iter().fold(
                            None,
                            |best: Option<&(GreedyKey, RawMove)>, m| {
                                if best.is_none_or(|b| m.0 > b.0) { Some(m) } else { best }
                            },
                        );
                    let chosen = greedy_move_with(&game.board, &game.pos, roll, &mut distances);
                    assert_eq!(chosen, first_best.map(|m| m.1), "{}", game.position());
                    captures += fast.iter().filter(|(_, mv)| mv.place != NO_PLACE).count();
                }
                moves.clear();
                game.legal_moves(&mut moves);
                // Mostly Greedy's moves, so pieces get far, with random ones between.
                let pick = if rng.below(3) == 0 {
                    moves.get(rng.below(moves.len() as u32) as usize).copied()
                } else {
                    GreedyBot.choose(&game, &crate::core::StopSignal::never())
                };
                game.play(&pick.expect("a move")).expect("legal");
            }
        }
        assert!(captures > 1000, "only {captures} placements compared");
    }

    #[test]
    fn greedy_takes_the_win() {
        // From g13 a 3 reaches the goal; h-c3 and the rest do not.
        let mv = chosen("classic r r:g13,4h y:5h x:i11,i10,i9,g7,k7,a3,e3,i3,m3,q3", 3);
        assert_eq!(mv.to_string(), "g13-i14");
    }

    #[test]
    fn greedy_prefers_a_hit_among_equal_moves() {
        // With a 2, c5-e5 and o5-m5 both come 2 steps nearer; the second hits.
        let mv = chosen("classic r r:c5,o5 y:m5,4h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3", 2);
        assert_eq!(mv.to_string(), "o5-m5");
    }
}
