//! The playout policy: a beginner's sense of Malice at a glance, cheap
//! enough to play thousands of plies a decision.
//!
//! A move that ends the game is taken when it wins and avoided when it
//! loses. Otherwise captures come first, bigger victims before smaller,
//! a capturer that lands home unattacked before one that does not; then
//! moves that keep their piece on the mover's side out of reach of the
//! opponent, and moves that take an attacked piece out of reach. Seeded
//! noise breaks ties, and a share `epsilon` of moves is uniformly random
//! so that playouts do not all follow one line.
//!
//! "Attacked" is judged from the squares the opponent's pieces reach
//! before the move: a slider's line opened by the move itself is missed.

use super::MctsLimits;
use crate::core::Rng;
use crate::games::malice::bitboard::{Bitboard, attacks, side_mask, squares};
use crate::games::malice::bot::eval;
use crate::games::malice::{Malice, Move, Size, Square};

/// A move that ends the game, per sign of the mover's final lead.
const ENDS_GAME: i32 = 100_000;
/// Any capture, ahead of every quiet move.
const CAPTURE: i32 = 1_000;
/// Per point of the captured piece.
const VICTIM: i32 = 300;
/// A piece that ends its move on the mover's side (stays the mover's).
const KEEPS_PIECE: i32 = 50;
/// Per point of a piece that ends its move where the opponent can take it.
const HANGS: i32 = 250;
/// Per point of an attacked piece that the move takes out of reach.
const ESCAPES: i32 = 150;
/// Bits of seeded noise added to every move's score (0–127).
const NOISE_BITS: u32 = 7;

/// Plays up to `limits.playout_plies` plies of the policy from `game`,
/// fewer if the game ends first; returns how many.
pub fn play(game: &mut Malice, limits: &MctsLimits, buffer: &mut Vec<Move>, rng: &mut Rng) -> u32 {
    for played in 0..limits.playout_plies {
        if game.is_over() {
            return played;
        }
        let mv = choose(game, limits.epsilon, buffer, rng);
        game.play_unchecked(mv);
    }
    limits.playout_plies
}

/// The policy's move in `game`; a pass when there is no move at all.
pub fn choose(game: &Malice, epsilon: f64, buffer: &mut Vec<Move>, rng: &mut Rng) -> Move {
    buffer.clear();
    game.for_each_legal_move(|mv| buffer.push(mv));
    if buffer.len() <= 1 || rng.unit() < epsilon {
        let pick = rng.below(buffer.len() as u32) as usize;
        return buffer.get(pick).copied().unwrap_or(Move::Pass);
    }
    let sight = Sight::new(game);
    let mut best = (i32::MIN, Move::Pass);
    for &mv in buffer.iter() {
        let noise = (rng.next_u64() >> (64 - NOISE_BITS)) as i32;
        let value = sight.score(game, mv) + noise;
        if value > best.0 {
            best = (value, mv);
        }
    }
    best.1
}

/// What the mover sees before choosing: its side, what the opponent's
/// pieces reach there, and what would end the game.
struct Sight {
    /// The mover's side of the boards.
    home: Bitboard,
    /// Squares on the mover's side that the opponent's pieces reach.
    reach: Bitboard,
    /// Pieces per quadrant, in `Quadrant::ALL` order.
    counts: [u32; 4],
    /// The mover's score minus the opponent's.
    lead: i32,
    /// Whether a quiet move now runs out the quiet clock.
    last_quiet_ply: bool,
}

impl Sight {
    fn new(game: &Malice) -> Sight {
        let me = eval::mover(game);
        let home = side_mask(me);
        let occupied = game.occupied();
        let theirs = side_mask(me.opponent());
        let mut reach = 0;
        for size in Size::ALL {
            for from in squares(game.pieces(size) & theirs) {
                reach |= attacks(size, from, occupied);
            }
        }
        let limit = game.rules().quiet_limit;
        Sight {
            home,
            reach: reach & home,
            counts: game.quadrant_counts(),
            lead: eval::lead(game),
            last_quiet_ply: limit != 0 && game.quiet_plies() + 1 >= limit,
        }
    }

    /// How much the policy likes `mv`.
    fn score(&self, game: &Malice, mv: Move) -> i32 {
        let Move::Step { from, to, capture } = mv else { return 0 };
        let size = game.piece_at(from).map_or(0, |s| s.points() as i32);
        let victim = if capture { game.piece_at(to).map_or(0, |s| s.points() as i32) } else { 0 };
        let Some(landing) = game.landing(&mv) else { return 0 };
        if self.ends_game(from.quadrant().index(), capture.then(|| to.quadrant().index()), landing) {
            return (self.lead + victim).signum() * ENDS_GAME;
        }
        let mut value = 0;
        if capture {
            value += CAPTURE + VICTIM * victim;
        }
        let kept = self.home & landing.bit() != 0;
        let hangs = kept && self.reach & landing.bit() != 0;
        if kept {
            value += KEEPS_PIECE;
        }
        if hangs {
            value -= HANGS * size;
        } else if self.reach & from.bit() != 0 {
            value += ESCAPES * size;
        }
        value
    }

    /// Whether a move from quadrant `from`, capturing in quadrant `taken`
    /// if any, whose piece ends on `landing`, ends the game.
    fn ends_game(&self, from: usize, taken: Option<usize>, landing: Square) -> bool {
        if taken.is_none() && self.last_quiet_ply {
            return true;
        }
        let mut counts = self.counts;
        for (i, count) in counts.iter_mut().enumerate() {
            if i == from {
                *count = count.saturating_sub(1);
            }
            if Some(i) == taken {
                *count = count.saturating_sub(1);
            }
            if i == landing.quadrant().index() {
                *count += 1;
            }
        }
        counts.contains(&0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::malice::Rules;

    fn position(text: &str) -> Malice {
        Malice::from_position(text, Rules::default()).expect("a position")
    }

    /// Whether `choose` agrees with playing the move and looking.
    #[test]
    fn ending_the_game_is_seen_as_the_engine_sees_it() {
        let mut rng = Rng::seeded(11);
        for rules in [Rules::default(), Rules::four_players(), Rules { quiet_limit: 8, ..Rules::default() }] {
            for _ in 0..20 {
                let mut game = Malice::new(rules);
                while !game.is_over() {
                    let sight = Sight::new(&game);
                    for mv in game.legal_move_list() {
                        let Move::Step { from, to, capture } = mv else { continue };
                        let Some(landing) = game.landing(&mv) else { continue };
                        let mut after = game.clone();
                        after.play_unchecked(mv);
                        let taken = capture.then(|| to.quadrant().index());
                        let seen = sight.ends_game(from.quadrant().index(), taken, landing);
                        assert_eq!(seen, after.is_over(), "{mv} in {game:?}");
                    }
                    let moves = game.legal_move_list();
                    let pick = moves.get(rng.below(moves.len() as u32) as usize).copied();
                    game.play_unchecked(pick.unwrap_or(Move::Pass));
                }
            }
        }
    }

    #[test]
    fn the_policy_takes_the_biggest_capture() {
        // The medium piece on Lb4 can take the large piece on La6 or the
        // small one on Lc6.
        let game = position("3s/4/l1s1/4/1m2/4/4/3s|s3/4/4/4/4/4/4/s3 S 0-0 0");
        let big = game.parse_move("Lb4xa6").expect("legal");
        let mut buffer = Vec::new();
        let mut rng = Rng::seeded(4);
        for _ in 0..20 {
            assert_eq!(choose(&game, 0.0, &mut buffer, &mut rng), big);
        }
    }

    #[test]
    fn the_policy_takes_a_winning_capture_and_avoids_a_losing_one() {
        // Lb1xb6 empties L-North: South wins when level, loses when 0–2 down.
        let winning = position("4/4/1l2/4/4/4/4/1l1s|s3/4/4/4/4/4/4/s3 S 0-0 0");
        let losing = position("4/4/1s2/4/4/4/4/1l1s|s3/4/4/4/4/4/4/s3 S 0-2 0");
        let mut buffer = Vec::new();
        let mut rng = Rng::seeded(5);
        for _ in 0..20 {
            let mv = winning.parse_move("Lb1xb6").expect("legal");
            assert_eq!(choose(&winning, 0.0, &mut buffer, &mut rng), mv);
            let mv = losing.parse_move("Lb1xb6").expect("legal");
            assert_ne!(choose(&losing, 0.0, &mut buffer, &mut rng), mv);
        }
    }
}
