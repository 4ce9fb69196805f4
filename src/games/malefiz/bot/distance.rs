//! How far each space is from the goal, as the bots measure it: steps over
//! the board, ignoring pieces (a path may pass over them), where a barricade
//! on the way costs extra steps, because some piece has to land on it by
//! exact count before anyone can pass.

use crate::games::malefiz::board::Board;
use crate::games::malefiz::state::{bit, indices};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

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
/// the goal, paying for the space being left. Distances are small whole
/// numbers, so spaces wait in a ring of buckets by distance (one set of
/// spaces per distance) rather than in a heap: every playout move needs
/// maps for new barricade sets, and this is its hottest loop.
pub fn distance_map(board: &Board, barricades: u128, penalty: u16) -> DistanceMap {
    let mut dist = [FAR; 128];
    let Some(goal) = board.index_of(board.goal()) else { return dist };
    if let Some(d) = dist.get_mut(usize::from(goal)) {
        *d = 0;
    }
    // A step costs at most 1 + penalty, so that many buckets ahead of the
    // distance being settled are all that can be waiting.
    let ring = usize::from(penalty) + 2;
    let mut buckets = vec![0u128; ring];
    let mut waiting = bit(goal);
    if let Some(first) = buckets.first_mut() {
        *first = waiting;
    }
    let mut d: u16 = 0;
    while waiting != 0 && d < FAR {
        let slot = usize::from(d) % ring;
        let settled = buckets.get_mut(slot).map_or(0, std::mem::take);
        waiting &= !settled;
        for at in indices(settled) {
            // A space moved to a nearer bucket later is settled there.
            if dist.get(usize::from(at)) != Some(&d) {
                continue;
            }
            let cost = if barricades & bit(at) != 0 { 1 + penalty } else { 1 };
            let next = d.saturating_add(cost).min(FAR);
            for &n in board.neighbour_indices(at) {
                if let Some(slot) = dist.get_mut(usize::from(n))
                    && next < *slot
                {
                    *slot = next;
                    waiting |= bit(n);
                    if let Some(bucket) = buckets.get_mut(usize::from(next) % ring) {
                        *bucket |= bit(n);
                    }
                }
            }
        }
        d += 1;
    }
    dist
}

/// Which spaces lie on every shortest route to the goal from a space,
/// measured on one distance map, worked out space by space as asked. A
/// barricade added off every shortest route from a space leaves that
/// space's distance as it is: a shortest route avoids it.
pub struct Routes<'a> {
    board: &'a Board,
    map: &'a DistanceMap,
    barricades: u128,
    penalty: u16,
    /// The answers so far, by space (0: not worked out yet).
    memo: [u128; 128],
}

impl<'a> Routes<'a> {
    /// Routes on `map`, worked out for `barricades` costing `penalty` more.
    pub fn new(board: &'a Board, map: &'a DistanceMap, barricades: u128, penalty: u16) -> Self {
        Routes { board, map, barricades, penalty, memo: [0; 128] }
    }

    /// The spaces on every shortest route from `from` to the goal, `from`
    /// included (only `from` when the goal cannot be reached).
    pub fn on_every_route(&mut self, from: u8) -> u128 {
        if let Some(&known) = self.memo.get(usize::from(from))
            && known != 0
        {
            return known;
        }
        let here = at(self.map, from);
        let mut all = u128::MAX;
        let mut any = false;
        if here != 0 && here < FAR {
            for &next in self.board.neighbour_indices(from) {
                let step = if self.barricades & bit(next) != 0 { 1 + self.penalty } else { 1 };
                if at(self.map, next) < FAR && at(self.map, next).saturating_add(step) == here {
                    all &= self.on_every_route(next);
                    any = true;
                }
            }
        }
        let set = if any { all | bit(from) } else { bit(from) };
        if let Some(slot) = self.memo.get_mut(usize::from(from)) {
            *slot = set;
        }
        set
    }
}

/// Distance maps already worked out for one board and penalty, by
/// barricade set: a search meets the same few sets over and over.
#[derive(Clone, Debug)]
pub struct Distances {
    penalty: u16,
    maps: HashMap<u128, Box<DistanceMap>, BuildHasherDefault<SetHasher>>,
}

/// Hashes a barricade set by folding its two halves and mixing once: a
/// playout looks a map up for every move it weighs, and the standard
/// hasher is made to resist chosen keys, which this cache never meets.
#[derive(Clone, Copy, Debug, Default)]
pub struct SetHasher(u64);

impl Hasher for SetHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u128(&mut self, set: u128) {
        let folded = (set as u64) ^ ((set >> 64) as u64).rotate_left(29);
        self.0 = (self.0 ^ folded).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 ^= self.0 >> 32;
    }
}

/// Maps kept before the cache starts afresh (each is 256 bytes).
const CACHE_LIMIT: usize = 8192;

impl Distances {
    /// An empty cache for barricades costing `penalty` extra steps.
    pub fn new(penalty: u16) -> Self {
        Distances { penalty, maps: HashMap::default() }
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

    /// The distances by relaxing every space until nothing changes: slow,
    /// plainly right.
    fn relaxed(board: &Board, barricades: u128, penalty: u16) -> DistanceMap {
        let mut dist = [FAR; 128];
        let goal = board.index_of(board.goal()).expect("a goal");
        dist[usize::from(goal)] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for space in 0..board.space_count() as u8 {
                let cost = if barricades & bit(space) != 0 { 1 + penalty } else { 1 };
                let next = dist[usize::from(space)].saturating_add(cost).min(FAR);
                for &n in board.neighbour_indices(space) {
                    if next < dist[usize::from(n)] {
                        dist[usize::from(n)] = next;
                        changed = true;
                    }
                }
            }
        }
        dist
    }

    #[test]
    fn the_bucket_search_finds_the_shortest_distances() {
        let mut rng = crate::core::Rng::seeded(4);
        for board in [Board::classic(), Board::fast()] {
            let spaces = board.space_count() as u32;
            for penalty in [0, 1, 8, 30] {
                for _ in 0..20 {
                    let barricades = (0..12).fold(0u128, |set, _| set | bit(rng.below(spaces) as u8));
                    let got = distance_map(&board, barricades, penalty);
                    assert_eq!(got, relaxed(&board, barricades, penalty), "penalty {penalty}");
                }
            }
        }
    }

    #[test]
    fn only_spaces_on_every_shortest_route_change_a_distance() {
        let board = Board::classic();
        let base = board.masks.barricade_starts & !bit(index(&board, "i13"));
        let map = distance_map(&board, base, 8);
        let sources = bit(index(&board, "c5")) | bit(index(&board, "o5"));
        let mut routes = Routes::new(&board, &map, base, 8);
        let must = indices(sources).fold(0, |set, s| set | routes.on_every_route(s));
        for place in 0..board.space_count() as u8 {
            if base & bit(place) != 0 {
                continue;
            }
            let with = distance_map(&board, base | bit(place), 8);
            let changed = indices(sources).any(|s| at(&with, s) != at(&map, s));
            if changed {
                assert!(must & bit(place) != 0, "a barricade on {place} changed a distance");
            }
        }
        assert!(must & bit(index(&board, "i13")) != 0, "every route passes i13");
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
