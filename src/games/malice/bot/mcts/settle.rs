//! The value of a playout's last position once its captures have settled:
//! the capture search the alpha-beta bots end in ([`quiesce`]), on the
//! default weights and with no node budget. A position in the middle of an
//! exchange is then not judged by who happens to be a piece up.

use super::{final_result, share};
use crate::core::review::logistic;
use crate::games::malice::bot::eval::{self, WIN, WIN_BOUND, Weights};
use crate::games::malice::bot::quiesce::{CaptureSearch, quiesce};
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
        let score = quiesce(self, game, 0, (-INFINITY, INFINITY), plies);
        let chances = if score >= WIN_BOUND {
            1.0
        } else if score <= -WIN_BOUND {
            0.0
        } else {
            logistic(f64::from(score), CHANCE_SCALE)
        };
        share(eval::mover(game), chances)
    }
}

// Settling is never stopped: a playout's end is only a few captures deep.
impl CaptureSearch for Settle {
    fn weights(&self) -> &Weights {
        &Weights::DEFAULT
    }

    fn tick(&mut self) -> bool {
        false
    }

    fn aborted(&self) -> bool {
        false
    }

    fn lists(&mut self) -> &mut Vec<Vec<(i32, Move)>> {
        &mut self.lists
    }
}
