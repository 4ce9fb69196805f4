//! The seeded random number generator stored inside every game state.
//!
//! xoshiro256** seeded through SplitMix64: small, fast, serialisable as four
//! words, and identical on every platform, so a game is exactly a seed plus
//! its move list.

use serde::{Deserialize, Serialize};

/// A deterministic random number generator that lives in a game state.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rng {
    s: [u64; 4],
}

fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Rng {
    /// A generator whose whole future is decided by `seed`.
    pub fn seeded(seed: u64) -> Self {
        let mut sm = seed;
        let mut s = [0u64; 4];
        for word in &mut s {
            *word = splitmix64(&mut sm);
        }
        // The all-zero state is the one fixed point of xoshiro; SplitMix64
        // never yields four zeros, but guard anyway.
        if s == [0; 4] {
            s[0] = 1;
        }
        Rng { s }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    /// A uniform number in `0..n` (without modulo bias). `n` must be > 0;
    /// for `n == 0` it returns 0.
    pub fn below(&mut self, n: u32) -> u32 {
        if n == 0 {
            return 0;
        }
        // Lemire's multiply-shift with rejection of the short zone.
        let n64 = u64::from(n);
        let threshold = (u32::MAX - n + 1) % n;
        loop {
            let x = self.next_u64() >> 32;
            let m = x * n64;
            if (m as u32) >= threshold {
                return (m >> 32) as u32;
            }
        }
    }

    /// A uniform float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Shuffles a slice uniformly (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below((i + 1) as u32) as usize;
            items.swap(i, j);
        }
    }

    /// A fresh generator derived from this one's next output, for giving a
    /// bot or a sub-task its own stream without disturbing the game's.
    pub fn fork(&mut self) -> Rng {
        Rng::seeded(self.next_u64())
    }
}

/// A seed for a new game that is not meant to be reproducible: the clock.
pub fn fresh_seed() -> u64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(0x5EED);
    let mut sm = nanos ^ u64::from(std::process::id()).rotate_left(32);
    splitmix64(&mut sm)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let mut a = Rng::seeded(42);
        let mut b = Rng::seeded(42);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        assert_ne!(Rng::seeded(1).next_u64(), Rng::seeded(2).next_u64());
    }

    #[test]
    fn below_is_in_range_and_covers_it() {
        let mut rng = Rng::seeded(7);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            let v = rng.below(6);
            assert!(v < 6);
            seen[v as usize] += 1;
        }
        for count in seen {
            assert!((800..1200).contains(&count), "uneven die: {seen:?}");
        }
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = Rng::seeded(3);
        let mut v: Vec<u32> = (0..52).collect();
        rng.shuffle(&mut v);
        assert_ne!(v, (0..52).collect::<Vec<_>>());
        v.sort_unstable();
        assert_eq!(v, (0..52).collect::<Vec<_>>());
    }

    #[test]
    fn survives_a_serde_round_trip() {
        let mut rng = Rng::seeded(9);
        rng.next_u64();
        let text = ron::to_string(&rng).expect("serialise");
        let mut back: Rng = ron::from_str(&text).expect("parse");
        assert_eq!(rng.next_u64(), back.next_u64());
    }
}
