//! The easy bot: looks one move ahead, like a beginner. It usually grabs
//! the biggest capture it sees and sometimes checks what it leaves hanging;
//! otherwise it plays a random move that keeps its piece when it can.

use super::eval::{self, prospects};
use crate::core::Rng;
use crate::games::malice::{Malice, Move};

/// How often it notices the captures it could make.
const SEES_CAPTURES: f64 = 0.85;
/// How often it checks what the opponent could capture after its move.
const CAREFUL: f64 = 0.5;
/// Value of a captured point.
const GAIN: i32 = 100;
/// Value of each point of the opponent's best reply capture, when careful.
const HANGING: i32 = 80;
/// Preference for a move that keeps the piece on its own side.
const KEEPS_PIECE: i32 = 30;
/// The random spread that makes its quiet moves varied.
const NOISE: u32 = 60;
/// A move that ends the game is taken (or avoided) above all else.
const ENDS_GAME: i32 = 10_000;

/// Picks a move for the side to move; `None` once the game is over.
pub fn choose(game: &Malice, rng: &mut Rng) -> Option<Move> {
    let moves = game.legal_move_list();
    if moves.len() <= 1 {
        return moves.first().copied();
    }
    let me = eval::mover(game);
    let sees_captures = rng.unit() < SEES_CAPTURES;
    let careful = rng.unit() < CAREFUL;
    let mut best: Option<(i32, Move)> = None;
    for mv in moves {
        let mut child = game.clone();
        child.play_unchecked(mv);
        let mut value = rng.below(NOISE) as i32;
        let lead = child.score(me) as i32 - child.score(me.opponent()) as i32;
        if child.is_over() {
            value += lead.signum() * ENDS_GAME;
        } else {
            if sees_captures {
                value += GAIN * (child.score(me) - game.score(me)) as i32;
            }
            if careful {
                value -= HANGING * prospects(&child, me.opponent()).threat_max;
            }
            if game.landing(&mv).is_none_or(|sq| sq.side() == me) {
                value += KEEPS_PIECE;
            }
        }
        if best.is_none_or(|(top, _)| value > top) {
            best = Some((value, mv));
        }
    }
    best.map(|(_, mv)| mv)
}
