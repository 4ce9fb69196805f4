//! The value of a playout's last position once its captures have settled:
//! alpha-beta over captures only, standing pat on the engine's static
//! evaluation, as Hard's quiescence search does. A position in the middle
//! of an exchange is then not judged by who happens to be a piece up.

use super::{final_result, share};
use crate::core::review::logistic;
use crate::games::malice::bot::eval::{self, WIN, WIN_BOUND, Weights};
use crate::games::malice::bot::search::{capture_order, for_each_capture, quiet_move_ends_game};
use crate::games::malice::review::CHANCE_SCALE;
use crate::games::malice::{Malice, Move, Side};

/// Above every score the search can return.
const INFINITY: i32 = WIN + 1_000;

/// Capture lists, one per ply, reused so that settling does not allocate.
#[derive(Default)]
pub struct Settle {
    lists: Vec<Vec<(i32, Move)>>,
}

impl Settle {
    /// South's winning chances in `game` once captures settle, following
    /// them at most `plies` deep: exact when the game is over or a result
    /// is forced, else the evaluation on the review's logistic curve.
    pub fn south_chances(&mut self, game: &Malice, plies: u32) -> f64 {
        if game.is_over() {
            return final_result(game, Side::South).points();
        }
        let score = self.search(game, -INFINITY, INFINITY, plies, 0);
        let chances = if score >= WIN_BOUND {
            1.0
        } else if score <= -WIN_BOUND {
            0.0
        } else {
            logistic(f64::from(score), CHANCE_SCALE)
        };
        share(eval::mover(game), chances)
    }

    /// The value of `game` for its side to move, `ply` plies below where
    /// settling began, within the window (`alpha`, `beta`).
    fn search(&mut self, game: &Malice, mut alpha: i32, beta: i32, plies: u32, ply: usize) -> i32 {
        if game.is_over() {
            return eval::final_score(game, ply);
        }
        // Standing pat means making some quiet move; on the last ply of the
        // quiet clock that ends the game as the scores stand.
        let stand = if quiet_move_ends_game(game) {
            eval::final_score(game, ply + 1)
        } else {
            eval::evaluate(game, &Weights::DEFAULT)
        };
        if stand >= beta || plies == 0 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut list = self.lists.pop().unwrap_or_default();
        list.clear();
        for_each_capture(game, |mv| list.push((capture_order(game, mv), mv)));
        list.sort_unstable_by_key(|&(order, _)| -order);
        let mut best = stand;
        for &(_, mv) in &list {
            let mut child = game.clone();
            child.play_unchecked(mv);
            let score = -self.search(&child, -beta, -alpha, plies - 1, ply + 1);
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if alpha >= beta {
                    break;
                }
            }
        }
        self.lists.push(list);
        best
    }
}
