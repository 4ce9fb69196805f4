//! The transposition table: what an earlier search learnt about a position,
//! so a position reached by another move order is not searched again and
//! its best move is tried first.

use crate::games::malice::{Move, Square};

/// How a stored score relates to the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is the value.
    Exact,
    /// The value is at least the score (a cut-off).
    Lower,
    /// The value is at most the score (no move reached alpha).
    Upper,
}

/// One remembered position.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The full key, to tell apart positions sharing a slot.
    key: u64,
    /// The best move, packed (0 = none).
    mv: u16,
    /// The score, relative to the position (wins are distance from it).
    pub score: i16,
    /// The remaining depth it was searched to.
    pub depth: i8,
    /// How `score` bounds the value.
    pub bound: Bound,
}

impl Entry {
    /// The best move found, if any.
    pub fn best(&self) -> Option<Move> {
        unpack(self.mv)
    }
}

const EMPTY: Entry = Entry { key: 0, mv: 0, score: 0, depth: -1, bound: Bound::Upper };

/// A fixed-size table indexed by the low bits of the key.
pub struct TranspositionTable {
    slots: Vec<Entry>,
    mask: usize,
}

impl TranspositionTable {
    /// A table of 2^`bits` entries (16 bytes each).
    pub fn new(bits: u32) -> TranspositionTable {
        let len = 1usize << bits.clamp(4, 24);
        TranspositionTable { slots: vec![EMPTY; len], mask: len - 1 }
    }

    /// What is known about the position with `key`.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.slots[key as usize & self.mask];
        (entry.key == key && entry.depth >= 0).then_some(entry)
    }

    /// Remembers a search result. A deeper result for the same position is
    /// kept over a shallower one; another position always takes the slot,
    /// since newer results are nearer the current search.
    #[inline]
    pub fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, mv: Option<Move>) {
        let slot = &mut self.slots[key as usize & self.mask];
        if slot.key == key && i32::from(slot.depth) > depth && bound != Bound::Exact {
            return;
        }
        let packed = mv.map_or(0, pack);
        // Keep the old best move when this result found none (a fail-low).
        let mv = if packed == 0 && slot.key == key { slot.mv } else { packed };
        *slot = Entry {
            key,
            mv,
            score: score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
            depth: depth.clamp(0, i32::from(i8::MAX)) as i8,
            bound,
        };
    }
}

/// Packs a move into 16 bits: bit 15 marks a step, bit 14 a pass, bit 12
/// a capture, bits 6–11 the destination and bits 0–5 the origin.
fn pack(mv: Move) -> u16 {
    match mv {
        Move::Pass => 1 << 14,
        Move::Step { from, to, capture } => {
            (1 << 15) | (u16::from(capture) << 12) | ((to.index() as u16) << 6) | from.index() as u16
        }
    }
}

fn unpack(bits: u16) -> Option<Move> {
    if bits & (1 << 15) != 0 {
        let from = Square::from_index((bits & 63) as u8)?;
        let to = Square::from_index(((bits >> 6) & 63) as u8)?;
        Some(Move::Step { from, to, capture: bits & (1 << 12) != 0 })
    } else if bits & (1 << 14) != 0 {
        Some(Move::Pass)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_survive_packing() {
        let a: Square = "Lb2".parse().expect("square");
        let b: Square = "Lc7".parse().expect("square");
        for mv in [
            Move::Pass,
            Move::Step { from: a, to: b, capture: true },
            Move::Step { from: b, to: a, capture: false },
        ] {
            assert_eq!(unpack(pack(mv)), Some(mv));
        }
        assert_eq!(unpack(0), None);
    }

    #[test]
    fn a_stored_result_is_found_again() {
        let mut table = TranspositionTable::new(8);
        table.store(12345, 3, -70, Bound::Lower, Some(Move::Pass));
        let entry = table.probe(12345).expect("stored");
        assert_eq!(
            (entry.depth, entry.score, entry.bound, entry.best()),
            (3, -70, Bound::Lower, Some(Move::Pass))
        );
        assert!(table.probe(12345 + 256).is_none());
    }
}
