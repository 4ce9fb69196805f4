//! The capture search that ends every Malice search: past alpha-beta's
//! horizon and at a playout's last position alike, captures only, standing
//! pat on the static evaluation, so a position in the middle of an
//! exchange is never valued as it stands.

use super::eval::{self, Weights};
use super::search::{capture_order, for_each_capture, quiet_move_ends_game};
use crate::games::malice::{Malice, Move};

/// What the capture search needs from the search it ends.
pub(super) trait CaptureSearch {
    /// How positions are valued.
    fn weights(&self) -> &Weights;
    /// Counts a node; true when the search must stop now.
    fn tick(&mut self) -> bool;
    /// Whether the search has been stopped.
    fn aborted(&self) -> bool;
    /// Move lists, one per ply, reused so that no ply allocates.
    fn lists(&mut self) -> &mut Vec<Vec<(i32, Move)>>;
}

/// The value of `game` for its side to move, `ply` plies below the root,
/// following captures at most `plies` deeper, within the window (`alpha`,
/// `beta`); 0 once `search` has been stopped.
pub(super) fn quiesce(
    search: &mut impl CaptureSearch,
    game: &Malice,
    ply: usize,
    (mut alpha, beta): (i32, i32),
    plies: u32,
) -> i32 {
    if game.is_over() {
        return eval::final_score(game, ply);
    }
    if search.tick() {
        return 0;
    }
    // Standing pat means making some quiet move; on the last ply of the
    // quiet clock that ends the game as the scores stand.
    let stand = if quiet_move_ends_game(game) {
        eval::final_score(game, ply + 1)
    } else {
        eval::evaluate(game, search.weights())
    };
    if stand >= beta || plies == 0 {
        return stand;
    }
    alpha = alpha.max(stand);
    let mut list = search.lists().pop().unwrap_or_default();
    list.clear();
    for_each_capture(game, |mv| list.push((capture_order(game, mv), mv)));
    list.sort_unstable_by_key(|&(order, _)| -order);
    let mut best = stand;
    for &(_, mv) in &list {
        let mut child = game.clone();
        child.play_unchecked(mv);
        let score = -quiesce(search, &child, ply + 1, (-beta, -alpha), plies - 1);
        if search.aborted() {
            break;
        }
        if score > best {
            best = score;
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
    }
    search.lists().push(list);
    if search.aborted() { 0 } else { best }
}
