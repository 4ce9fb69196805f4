//! perft as the rules file defines it: it counts turns, not plies. A
//! turn's count is the sum over the die faces 1–6 of the legal moves for
//! that face (a lost turn counts once, as `pass`); a won game has none.
//!
//! The roll is part of a turn, so perft always starts the turn of the
//! colour to move from the beginning: a die already rolled in the state is
//! ignored, as the position string would.

use super::board::Board;
use super::movegen::{count_piece_moves, for_each_piece_move};
use super::notation::Move;
use super::rules::DIE_FACES;
use super::state::{Malefiz, Phase, Pos};

/// The number of turn sequences of exactly `depth` turns from `game`.
pub fn perft(game: &Malefiz, depth: u32) -> u64 {
    perft_pos(&game.board, &start_of_turn(&game.pos), depth)
}

/// perft split by the first turn: each die face and legal move with the
/// count below it (`depth` ≥ 1), in generation order.
pub fn divide(game: &Malefiz, depth: u32) -> Vec<(u8, Move, u64)> {
    let board = &*game.board;
    let pos = start_of_turn(&game.pos);
    let mut split = Vec::new();
    if matches!(pos.phase, Phase::Won { .. }) {
        return split;
    }
    for face in 1..=DIE_FACES {
        let rolled = Pos { phase: Phase::Move { roll: face }, ..pos };
        let any = for_each_piece_move(board, &rolled, face, |mv| {
            let mut next = rolled;
            next.apply(board, mv);
            split.push((face, game.notation_of(mv), perft_pos(board, &next, depth.saturating_sub(1))));
        });
        if !any {
            let mut next = rolled;
            next.pass_turn();
            split.push((face, Move::Pass, perft_pos(board, &next, depth.saturating_sub(1))));
        }
    }
    split
}

/// The position with the turn not yet rolled.
fn start_of_turn(pos: &Pos) -> Pos {
    match pos.phase {
        Phase::Move { .. } => Pos { phase: Phase::Roll, ..*pos },
        _ => *pos,
    }
}

fn perft_pos(board: &Board, pos: &Pos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if matches!(pos.phase, Phase::Won { .. }) {
        return 0;
    }
    let mut nodes = 0;
    for face in 1..=DIE_FACES {
        if depth == 1 {
            // Counting the last turn without playing it is what makes perft fast.
            nodes += count_piece_moves(board, pos, face).max(1);
            continue;
        }
        let any = for_each_piece_move(board, pos, face, |mv| {
            let mut next = *pos;
            next.apply(board, mv);
            nodes += perft_pos(board, &next, depth - 1);
        });
        if !any {
            let mut next = *pos;
            next.pass_turn();
            nodes += perft_pos(board, &next, depth - 1);
        }
    }
    nodes
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC_START: &str = "classic r r:5h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";

    #[test]
    fn classic_start_perft_1_is_176() {
        let game = Malefiz::from_position(CLASSIC_START).expect("the rules' start position");
        assert_eq!(perft(&game, 1), 176);
        assert_eq!(game, Malefiz::classic_start(0));
    }

    #[test]
    fn divide_adds_up_to_perft() {
        let game = Malefiz::classic_start(0);
        for depth in 1..=2 {
            let split: u64 = divide(&game, depth).iter().map(|(_, _, n)| n).sum();
            assert_eq!(split, perft(&game, depth));
        }
    }

    #[test]
    fn a_rolled_die_is_ignored() {
        let game = Malefiz::classic_start(0);
        let rolled = game.clone().with_roll(3).expect("a face");
        assert_eq!(perft(&rolled, 2), perft(&game, 2));
    }
}
