//! perft: the number of distinct legal move sequences of a given length,
//! the standard check of a move generator (defined in the rules file).

use super::notation::Move;
use super::state::Malice;

/// The number of legal move sequences of exactly `depth` moves from `game`.
/// A finished game has none; a seat without a move has one, the pass.
pub fn perft(game: &Malice, depth: u32) -> u64 {
    match depth {
        0 => 1,
        // Counting the last ply without playing it is what makes perft fast.
        1 => game.count_legal_moves(),
        _ => {
            let mut nodes = 0;
            game.for_each_legal_move(|mv| {
                let mut next = game.clone();
                next.play_unchecked(mv);
                nodes += perft(&next, depth - 1);
            });
            nodes
        }
    }
}

/// perft split by first move: each legal move with the count below it
/// (`depth` ≥ 1), in generation order. For finding where two generators
/// disagree.
pub fn divide(game: &Malice, depth: u32) -> Vec<(Move, u64)> {
    let mut split = Vec::new();
    game.for_each_legal_move(|mv| {
        let mut next = game.clone();
        next.play_unchecked(mv);
        split.push((mv, perft(&next, depth.saturating_sub(1))));
    });
    split
}
