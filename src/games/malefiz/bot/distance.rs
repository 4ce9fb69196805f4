//! How far each space is from the goal, as the bots measure it: steps over
//! the board, ignoring pieces (a path may pass over them), where a barricade
//! on the way costs extra steps, because some piece has to land on it by
//! exact count before anyone can pass.

use crate::games::malefiz::board::Board;
use crate::games::malefiz::state::bit;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// The distance of a space from which the goal cannot be reached (only on
/// a user map, or a space walled in by barricades on every side would
/// still count its barricades, so this is rare).
pub const FAR: u16 = 999;

/// The distance to the goal of every space, by space index.
pub type DistanceMap = [u16; 128];

/// The distances to the goal with barricades on `barricades`, each costing
/// `penalty` steps on top of the step onto it.
///
/// A path from a space to the goal pays, for each space it enters, 1, plus
/// `penalty` if a barricade stands there; so the search runs backwards from
/// the goal, paying for the space being left.
pub fn distance_map(board: &Board, barricades: u128, penalty: u16) -> DistanceMap {
    let mut dist = [FAR; 128];
    let Some(goal) = board.index_of(board.goal()) else { return dist };
    let mut heap = BinaryHeap::with_capacity(64);
    if let Some(d) = dist.get_mut(usize::from(goal)) {
        *d = 0;
    }
    heap.push(Reverse((0u16, goal)));
    while let Some(Reverse((d, at))) = heap.pop() {
        if dist.get(usize::from(at)).is_some_and(|&best| d > best) {
            continue;
        }
        let cost = if barricades & bit(at) != 0 { 1 + penalty } else { 1 };
        let next = d.saturating_add(cost).min(FAR);
        for &n in board.neighbour_indices(at) {
            if let Some(slot) = dist.get_mut(usize::from(n))
                && next < *slot
            {
                *slot = next;
                heap.push(Reverse((next, n)));
            }
        }
    }
    dist
}

/// Distance maps already worked out for one board and penalty, by
/// barricade set: a search meets the same few sets over and over.
#[derive(Clone, Debug)]
pub struct Distances {
    penalty: u16,
    maps: HashMap<u128, Box<DistanceMap>>,
}

/// Maps kept before the cache starts afresh (each is 256 bytes).
const CACHE_LIMIT: usize = 8192;

impl Distances {
    /// An empty cache for barricades costing `penalty` extra steps.
    pub fn new(penalty: u16) -> Self {
        Distances { penalty, maps: HashMap::new() }
    }

    /// The extra steps a barricade costs.
    pub fn penalty(&self) -> u16 {
        self.penalty
    }

    /// The distance map for `barricades` on `board`. The cache belongs to
    /// one board: make a new one for another.
    pub fn get(&mut self, board: &Board, barricades: u128) -> &DistanceMap {
        if self.maps.len() >= CACHE_LIMIT && !self.maps.contains_key(&barricades) {
            self.maps.clear();
        }
        let penalty = self.penalty;
        self.maps.entry(barricades).or_insert_with(|| Box::new(distance_map(board, barricades, penalty)))
    }

    /// How many maps were worked out and kept.
    pub fn len(&self) -> usize {
        self.maps.len()
    }

    /// Whether no map is kept yet.
    pub fn is_empty(&self) -> bool {
        self.maps.is_empty()
    }
}

/// The distance of space `index` in `map` ([`FAR`] for an index past the map).
#[inline]
pub fn at(map: &DistanceMap, index: u8) -> u16 {
    map.get(usize::from(index)).copied().unwrap_or(FAR)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::malefiz::Square;

    fn index(board: &Board, name: &str) -> u8 {
        let sq: Square = name.parse().expect("a square");
        board.index_of(sq).expect("a space")
    }

    #[test]
    fn without_barricades_distance_is_steps_to_the_goal() {
        let board = Board::classic();
        let map = distance_map(&board, 0, 8);
        assert_eq!(at(&map, index(&board, "i14")), 0);
        assert_eq!(at(&map, index(&board, "i13")), 1);
        // i13 → a13 is 8 steps, then down a12 to a11 and across to i11.
        assert_eq!(at(&map, index(&board, "a13")), 9);
        assert_eq!(at(&map, index(&board, "i11")), 1 + 8 + 2 + 8);
        // From the entry c1 up the board to i11 and on.
        let c1 = at(&map, index(&board, "c1"));
        assert!(c1 > at(&map, index(&board, "i11")));
    }

    #[test]
    fn a_barricade_costs_its_penalty_to_pass() {
        let board = Board::classic();
        let free = distance_map(&board, 0, 8);
        let i13 = bit(index(&board, "i13"));
        let blocked = distance_map(&board, i13, 8);
        assert_eq!(at(&blocked, index(&board, "i13")), 1, "standing on it costs nothing more");
        assert_eq!(at(&blocked, index(&board, "h13")), at(&free, index(&board, "h13")) + 8);
        assert_eq!(at(&blocked, index(&board, "c1")), at(&free, index(&board, "c1")) + 8);
    }

    #[test]
    fn the_cache_gives_the_same_map() {
        let board = Board::classic();
        let mut cache = Distances::new(8);
        let start = board.masks.barricade_starts;
        let first = *cache.get(&board, start);
        assert_eq!(first, distance_map(&board, start, 8));
        assert_eq!(*cache.get(&board, start), first);
        assert_eq!(cache.len(), 1);
    }
}
