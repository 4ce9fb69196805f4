//! Zobrist keys for the transposition table. The engine keeps no hash, so
//! the bot derives one: a key per (size, square) for the board, plus keys
//! for everything else that changes how a position ends (whose turn, the
//! scores, the quiet and pass counters), so two states share a key only if
//! the rules treat them alike.

use crate::games::malice::{Malice, Move, Size};

/// SplitMix64 as a `const fn`, so the tables are built at compile time and
/// are the same on every machine.
const fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// Scores above this share a key; no game reaches it (48 points in all).
const SCORE_KEYS: usize = 64;
/// Quiet counters above this share a key; the limit is 60 by default.
const QUIET_KEYS: usize = 256;
/// Pass counters above this share a key; four passes end any game.
const PASS_KEYS: usize = 8;
/// Seats: at most four.
const TURN_KEYS: usize = 4;

const fn table<const N: usize>(salt: u64) -> [u64; N] {
    let mut out = [0; N];
    let mut i = 0;
    while i < N {
        out[i] =
            mix(salt.wrapping_mul(0x1000_0000_01B3) ^ (i as u64 + 1).wrapping_mul(0xD6E8_FEB8_6659_FD93));
        i += 1;
    }
    out
}

const PIECE_KEYS: [[u64; 64]; 3] = [table(1), table(2), table(3)];
const TURN: [u64; TURN_KEYS] = table(4);
const SOUTH_SCORE: [u64; SCORE_KEYS] = table(5);
const NORTH_SCORE: [u64; SCORE_KEYS] = table(6);
const QUIET: [u64; QUIET_KEYS] = table(7);
const PASSES: [u64; PASS_KEYS] = table(8);

fn clamp(value: u32, len: usize) -> usize {
    (value as usize).min(len - 1)
}

/// The key of a piece of `size` on square index `sq` (0–63).
#[inline]
fn piece_key(size: Size, sq: usize) -> u64 {
    PIECE_KEYS[size.index()][sq & 63]
}

/// The key of the pieces alone, computed from scratch.
pub fn board_key(game: &Malice) -> u64 {
    let mut key = 0;
    for size in Size::ALL {
        let mut set = game.pieces(size);
        while set != 0 {
            key ^= piece_key(size, set.trailing_zeros() as usize);
            set &= set - 1;
        }
    }
    key
}

/// The key of everything but the pieces. Cheap enough to recompute at
/// every node, which keeps the incremental part down to the pieces.
#[inline]
pub fn state_key(game: &Malice) -> u64 {
    let quiet = if game.rules().quiet_limit == 0 { 0 } else { QUIET[clamp(game.quiet_plies(), QUIET_KEYS)] };
    TURN[clamp(game.turn_seat() as u32, TURN_KEYS)]
        ^ SOUTH_SCORE[clamp(game.score(crate::games::malice::Side::South), SCORE_KEYS)]
        ^ NORTH_SCORE[clamp(game.score(crate::games::malice::Side::North), SCORE_KEYS)]
        ^ quiet
        ^ PASSES[clamp(game.passes(), PASS_KEYS)]
}

/// The board key after `mv` is played from `before` (whose board key is
/// `key`): the mover leaves its square, a victim leaves the board, and the
/// mover appears where it ends up after teleporting.
#[inline]
pub fn board_key_after(before: &Malice, key: u64, mv: Move) -> u64 {
    let Move::Step { from, to, .. } = mv else { return key };
    let Some(size) = before.piece_at(from) else { return key };
    let mut key = key ^ piece_key(size, from.index());
    if let Some(victim) = before.piece_at(to) {
        key ^= piece_key(victim, to.index());
    }
    let landing = before.landing(&mv).unwrap_or(to);
    key ^ piece_key(size, landing.index())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, Rng};
    use crate::games::malice::Rules;

    #[test]
    fn incremental_key_matches_a_fresh_one_along_random_games() {
        let mut rng = Rng::seeded(11);
        for rules in [Rules::default(), Rules::four_players()] {
            for _ in 0..20 {
                let mut game = Malice::new(rules);
                let mut key = board_key(&game);
                let mut moves = Vec::new();
                while game.to_move().is_some() {
                    moves.clear();
                    game.legal_moves(&mut moves);
                    let mv = moves[rng.below(moves.len() as u32) as usize];
                    key = board_key_after(&game, key, mv);
                    game.play_unchecked(mv);
                    assert_eq!(key, board_key(&game), "after {mv} in {game:?}");
                }
            }
        }
    }

    #[test]
    fn keys_tell_turn_and_score_apart() {
        let game = Malice::new(Rules::default());
        let mut other = game.clone();
        other.play_unchecked(Move::Pass);
        assert_ne!(state_key(&game), state_key(&other));
        assert_eq!(board_key(&game), board_key(&other));
    }
}
