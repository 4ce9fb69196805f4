//! What the fuzz targets share: reading the input as text, and a checked
//! line of play driven by the input. The checks themselves are the games'
//! own, asked through their registrations (`games::checks`); a failed check
//! panics, which the fuzzer reports as a crash.

use malice_table::games::Registered;
use malice_table::games::checks::checked_from;

/// The input as text, if it is UTF-8 (every reader takes `&str`).
pub fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// A tiny generator (xorshift64*) seeded from the input, for choosing moves.
pub struct Chooser(u64);

impl Chooser {
    /// A generator whose choices follow from `data`.
    pub fn new(data: &[u8]) -> Chooser {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for &b in data {
            seed = (seed ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3);
        }
        Chooser(seed | 1)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let x = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D);
        if n == 0 { 0 } else { usize::try_from(x % n as u64).unwrap_or(0) }
    }
}

/// Checks `game` and plays up to `plies` moves from it, picked by
/// `chooser`, checking every step and every state reached; panics on the
/// first check that fails.
pub fn checked_playout<G: Registered>(game: G, plies: usize, chooser: &mut Chooser) -> G {
    checked_from(game, plies, |n| chooser.below(n)).unwrap_or_else(|e| panic!("{}: {e}", G::FACTS.title))
}
