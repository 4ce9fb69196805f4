//! The seed of a network game, to which every machine contributes.
//!
//! The host draws a secret and sends each guest only its commitment (a
//! BLAKE3 hash) before any guest gives its own share. Once every friend's
//! share is in, the game's seed is a hash of the secret and all the shares:
//! the host fixed its secret before it saw a share, so it cannot steer the
//! result, and a guest never sees the secret before the end, so it cannot
//! foresee a roll or a card. At the end the host reveals the secret and
//! every guest checks it against the commitment and replays the game.

use serde::{Deserialize, Serialize};
use std::fmt;

/// How many bytes a secret, a share and a commitment hold.
pub const SEED_BYTES: usize = 32;

/// Kept apart from every other use of BLAKE3 (a hash of the secret is
/// never the hash of a share list).
const COMMIT_CONTEXT: &str = "malice-table 2026-12 network game seed commitment v1";
const SEED_CONTEXT: &str = "malice-table 2026-12 network game seed v1";

/// 32 random bytes: the host's secret or a guest's share.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Share(pub [u8; SEED_BYTES]);

impl fmt::Debug for Share {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Never printed in full: a log line is not where a secret goes.
        write!(f, "Share({:02x}{:02x}…)", self.0[0], self.0[1])
    }
}

/// The hash the host sends before the shares: it binds the host to its
/// secret without showing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Commitment(pub [u8; SEED_BYTES]);

/// What the shares make: the seed of the dice or the deal, and the seed
/// of the host's bots.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seeds {
    /// The game's seed (`SaveFile::seed`).
    pub game: u64,
    /// The seed of the host's bots (`SaveFile::bot_seed`).
    pub bots: u64,
}

impl Share {
    /// 32 bytes from the system's random source: a host's secret, or a
    /// guest's share.
    #[cfg(feature = "net")]
    pub fn random() -> Result<Share, getrandom::Error> {
        let mut bytes = [0u8; SEED_BYTES];
        getrandom::fill(&mut bytes)?;
        Ok(Share(bytes))
    }

    /// The commitment to this secret.
    pub fn commitment(&self) -> Commitment {
        let mut hasher = blake3::Hasher::new_derive_key(COMMIT_CONTEXT);
        hasher.update(&self.0);
        Commitment(*hasher.finalize().as_bytes())
    }
}

impl Commitment {
    /// Whether `secret` is the one this commits to.
    pub fn opens_to(&self, secret: &Share) -> bool {
        secret.commitment() == *self
    }
}

/// The seeds made by the host's `secret` and the guests' `shares` (in seat
/// order, so every machine combines them alike).
pub fn combine(secret: &Share, shares: &[Share]) -> Seeds {
    let mut hasher = blake3::Hasher::new_derive_key(SEED_CONTEXT);
    hasher.update(&secret.0);
    for share in shares {
        hasher.update(&share.0);
    }
    let bytes = hasher.finalize();
    let word = |i: usize| {
        let mut eight = [0u8; 8];
        eight.copy_from_slice(&bytes.as_bytes()[i * 8..i * 8 + 8]);
        u64::from_le_bytes(eight)
    };
    Seeds { game: word(0), bots: word(1) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn share(byte: u8) -> Share {
        Share([byte; SEED_BYTES])
    }

    #[test]
    fn a_commitment_opens_only_to_its_secret() {
        let secret = share(7);
        let commitment = secret.commitment();
        assert!(commitment.opens_to(&secret));
        assert!(!commitment.opens_to(&share(8)));
    }

    #[test]
    fn neither_side_alone_fixes_the_seed() {
        // The host's secret held fixed: every guest share gives another
        // seed, so the host cannot choose it by choosing its secret.
        let secret = share(1);
        let by_guest: std::collections::HashSet<u64> =
            (0..=255u8).map(|b| combine(&secret, &[share(b)]).game).collect();
        assert_eq!(by_guest.len(), 256);
        // The guest's share held fixed: every secret gives another seed,
        // so a guest that does not know the secret cannot foresee it.
        let guest = share(9);
        let by_host: std::collections::HashSet<u64> =
            (0..=255u8).map(|b| combine(&share(b), &[guest]).game).collect();
        assert_eq!(by_host.len(), 256);
        // And the order of the shares is part of it.
        assert_ne!(combine(&secret, &[share(2), share(3)]), combine(&secret, &[share(3), share(2)]));
    }

    #[test]
    fn the_bots_seed_is_not_the_game_seed() {
        let seeds = combine(&share(4), &[share(5)]);
        assert_ne!(seeds.game, seeds.bots);
    }
}
