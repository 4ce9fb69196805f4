//! Legal moves: generating them fast, counting them, what the UI asks
//! (movable pieces, destinations, placements, a path to animate), and
//! saying why a move is not legal.
//!
//! A move's paths are searched depth-first, bounded by the roll, with the
//! visited spaces in a `u128`; every path only adds its end to a set, so a
//! destination reached by several paths is one move.

use super::board::Board;
use super::colour::Colour;
use super::illegal::Illegal;
use super::notation::{Move, Origin};
use super::square::Square;
use super::state::{FROM_FOREST, FROM_HOUSE, Malefiz, NO_PLACE, Phase, Pos, RawMove, bit, indices};
use crate::core::Game;

/// Adds to `ends` every space at the end of a path of `left` more steps
/// from `at`. Paths never revisit a space (`visited`) and pass no space in
/// `stop` (barricades, the goal); the last step may land anywhere.
fn walk(board: &Board, at: u8, left: u8, visited: u128, stop: u128, ends: &mut u128) {
    for &next in board.neighbour_indices(at) {
        let b = bit(next);
        if visited & b != 0 {
            continue;
        }
        if left <= 1 {
            *ends |= b;
        } else if stop & b == 0 {
            walk(board, next, left - 1, visited | b, stop, ends);
        }
    }
}

/// The spaces where the piece at `origin` (a space, `FROM_HOUSE` or
/// `FROM_FOREST`) may end a move of exactly `roll` steps: not on a piece of
/// the mover's colour, not on an occupied resting space.
#[inline]
pub(crate) fn ends(board: &Board, pos: &Pos, origin: u8, roll: u8) -> u128 {
    if roll == 0 {
        return 0;
    }
    let stop = pos.barricades | board.masks.goal;
    let mut ends = 0;
    match origin {
        FROM_HOUSE | FROM_FOREST => {
            let entry = if origin == FROM_HOUSE { board.entry_index(pos.turn) } else { board.forest_index() };
            let Some(entry) = entry else { return 0 };
            // Entering is the first step.
            let b = bit(entry);
            if roll == 1 {
                ends = b;
            } else if stop & b == 0 {
                walk(board, entry, roll - 1, b, stop, &mut ends);
            }
        }
        from => walk(board, from, roll, bit(from), stop, &mut ends),
    }
    ends & !pos.own() & !(board.masks.resting & pos.occupied())
}

/// Where the barricade on `to` may go after the piece from `from` took it:
/// empty spaces off the bottom row, the goal and the resting spaces; the
/// space the piece left counts as empty.
#[inline]
pub(crate) fn placements(board: &Board, pos: &Pos, from: u8, to: u8) -> u128 {
    let occupied_after = (pos.occupied() & !bit(from)) | bit(to);
    let barricades_after = pos.barricades & !bit(to);
    board.masks.placeable & !occupied_after & !barricades_after
}

/// The origins the colour to move could move from: the house, the forest,
/// and each of its pieces on the board.
#[inline]
fn origins(board: &Board, pos: &Pos) -> impl Iterator<Item = u8> {
    let me = pos.turn.index();
    let house = pos.house.get(me).is_some_and(|&n| n > 0) && board.entry_index(pos.turn).is_some();
    let forest = pos.forest.get(me).is_some_and(|&n| n > 0) && board.forest_index().is_some();
    house.then_some(FROM_HOUSE).into_iter().chain(forest.then_some(FROM_FOREST)).chain(indices(pos.own()))
}

/// Calls `f` with every piece move for `roll` (no pass), origins in the
/// order house, forest, board spaces; returns whether there was any.
#[inline]
pub(crate) fn for_each_piece_move(board: &Board, pos: &Pos, roll: u8, mut f: impl FnMut(RawMove)) -> bool {
    let mut any = false;
    for from in origins(board, pos) {
        for to in indices(ends(board, pos, from, roll)) {
            if pos.barricades & bit(to) != 0 {
                for place in indices(placements(board, pos, from, to)) {
                    any = true;
                    f(RawMove { from, to, place });
                }
            } else {
                any = true;
                f(RawMove { from, to, place: NO_PLACE });
            }
        }
    }
    any
}

/// How many moves `from` has for `roll` (each placement counts).
#[inline]
fn count_from(board: &Board, pos: &Pos, from: u8, roll: u8) -> u64 {
    let ends = ends(board, pos, from, roll);
    let plain = u64::from((ends & !pos.barricades).count_ones());
    let taking: u64 = indices(ends & pos.barricades)
        .map(|to| u64::from(placements(board, pos, from, to).count_ones()))
        .sum();
    plain + taking
}

/// How many piece moves there are for `roll` (no pass), without listing them.
#[inline]
pub(crate) fn count_piece_moves(board: &Board, pos: &Pos, roll: u8) -> u64 {
    origins(board, pos).map(|from| count_from(board, pos, from, roll)).sum()
}

/// Finds one path of exactly `left` steps from `at` to `to` (see `walk`),
/// appending its spaces to `path`.
fn find_path(board: &Board, at: u8, left: u8, visited: u128, stop: u128, to: u8, path: &mut Vec<u8>) -> bool {
    for &next in board.neighbour_indices(at) {
        let b = bit(next);
        if visited & b != 0 {
            continue;
        }
        if left <= 1 {
            if next == to {
                path.push(next);
                return true;
            }
        } else if stop & b == 0 {
            path.push(next);
            if find_path(board, next, left - 1, visited | b, stop, to, path) {
                return true;
            }
            path.pop();
        }
    }
    false
}

impl Malefiz {
    /// Calls `f` with every legal move: `roll` before the die is rolled;
    /// after it, every piece move for the roll, or a single `pass` when
    /// there is none; nothing once the game is over.
    pub fn for_each_legal_move(&self, mut f: impl FnMut(Move)) {
        match self.pos.phase {
            Phase::Won { .. } => {}
            Phase::Roll => f(Move::Roll),
            Phase::Move { roll } => {
                if !for_each_piece_move(&self.board, &self.pos, roll, |raw| f(self.notation_of(raw))) {
                    f(Move::Pass);
                }
            }
        }
    }

    /// Every legal move, as a new list.
    pub fn legal_move_list(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.for_each_legal_move(|mv| moves.push(mv));
        moves
    }

    /// How many legal moves there are (a lone `roll` or `pass` counts as
    /// one), without listing them.
    pub fn count_legal_moves(&self) -> u64 {
        match self.pos.phase {
            Phase::Won { .. } => 0,
            Phase::Roll => 1,
            Phase::Move { roll } => count_piece_moves(&self.board, &self.pos, roll).max(1),
        }
    }

    /// The engine's index for an origin of the colour to move, or why it is
    /// not one.
    fn origin_index(&self, from: Origin) -> Result<u8, Illegal> {
        let colour = self.pos.turn;
        match from {
            Origin::House if self.in_house(colour) == 0 => Err(Illegal::HouseEmpty(colour)),
            Origin::House => {
                self.board.entry_index(colour).map(|_| FROM_HOUSE).ok_or(Illegal::NoHouse(colour))
            }
            Origin::Forest if self.board.forest_index().is_none() => Err(Illegal::NoForest),
            Origin::Forest if self.in_forest(colour) == 0 => Err(Illegal::ForestEmpty(colour)),
            Origin::Forest => Ok(FROM_FOREST),
            Origin::Square(sq) => {
                let Some(i) = self.board.index_of(sq) else {
                    return Err(Illegal::NotASpace(sq));
                };
                if self.pos.own() & bit(i) != 0 {
                    return Ok(i);
                }
                Err(match self.piece_at(sq) {
                    Some(owner) => Illegal::NotYourPiece { square: sq, owner, mover: colour },
                    None => Illegal::NoPiece(sq),
                })
            }
        }
    }

    /// The pieces that can move with the current roll (the house and the
    /// forest count as one origin each). Empty before the roll and once
    /// the game is over.
    pub fn movable_pieces(&self) -> Vec<Origin> {
        let Phase::Move { roll } = self.pos.phase else { return Vec::new() };
        origins(&self.board, &self.pos)
            .filter(|&from| count_from(&self.board, &self.pos, from, roll) > 0)
            .map(|from| self.origin_of(from))
            .collect()
    }

    /// The notation form of an origin index.
    fn origin_of(&self, from: u8) -> Origin {
        match from {
            FROM_HOUSE => Origin::House,
            FROM_FOREST => Origin::Forest,
            i => self.board.square_of(i).map_or(Origin::House, Origin::Square),
        }
    }

    /// Where the piece at `from` may end with the current roll, in reading
    /// order. Empty if it cannot move (or no roll has been made).
    pub fn destinations(&self, from: Origin) -> Vec<Square> {
        let Phase::Move { roll } = self.pos.phase else { return Vec::new() };
        let Ok(origin) = self.origin_index(from) else { return Vec::new() };
        let (board, pos) = (&*self.board, &self.pos);
        indices(ends(board, pos, origin, roll))
            .filter(|&to| pos.barricades & bit(to) == 0 || placements(board, pos, origin, to) != 0)
            .filter_map(|to| board.square_of(to))
            .collect()
    }

    /// Where the barricade may be placed when the piece at `from` ends on
    /// `to` and takes it, in reading order; empty when `to` holds no
    /// barricade or the move is not legal.
    pub fn placements(&self, from: Origin, to: Square) -> Vec<Square> {
        let Phase::Move { roll } = self.pos.phase else { return Vec::new() };
        let Ok(origin) = self.origin_index(from) else { return Vec::new() };
        let Some(to) = self.board.index_of(to) else { return Vec::new() };
        let (board, pos) = (&*self.board, &self.pos);
        if pos.barricades & bit(to) == 0 || ends(board, pos, origin, roll) & bit(to) == 0 {
            return Vec::new();
        }
        indices(placements(board, pos, origin, to)).filter_map(|i| board.square_of(i)).collect()
    }

    /// One path a legal piece move can take, for animation: the spaces
    /// stepped on in order, as many as the roll (from the house or forest,
    /// the entry or exit space first; the start square is not included).
    /// `None` for any other move.
    pub fn path(&self, mv: &Move) -> Option<Vec<Square>> {
        let Move::Piece { from, to, .. } = *mv else { return None };
        if !self.is_legal(mv) {
            return None;
        }
        let roll = self.roll()?;
        let origin = self.origin_index(from).ok()?;
        let to = self.board.index_of(to)?;
        let board = &*self.board;
        let stop = self.pos.barricades | board.masks.goal;
        let mut path = Vec::with_capacity(usize::from(roll));
        let found = match origin {
            FROM_HOUSE | FROM_FOREST => {
                let entry = if origin == FROM_HOUSE {
                    board.entry_index(self.pos.turn)
                } else {
                    board.forest_index()
                }?;
                path.push(entry);
                if roll == 1 {
                    entry == to
                } else {
                    stop & bit(entry) == 0
                        && find_path(board, entry, roll - 1, bit(entry), stop, to, &mut path)
                }
            }
            start => find_path(board, start, roll, bit(start), stop, to, &mut path),
        };
        found.then(|| path.iter().filter_map(|&i| board.square_of(i)).collect())
    }

    /// "Why not?" for a person's attempt to move a piece from `from` to
    /// `to` with the roll in hand (where the barricade it may take goes is
    /// asked later): the rule that forbids it, or `None` when the engine
    /// has a move from `from` to `to`.
    pub fn why_not(&self, from: Origin, to: Square) -> Option<Illegal> {
        let playable = |m: &Move| matches!(*m, Move::Piece { from: f, to: t, .. } if f == from && t == to);
        if self.legal_move_list().iter().any(playable) {
            return None;
        }
        self.why_illegal(&Move::Piece { from, to, place: None })
    }

    /// Why `mv` is not legal here, or `None` if it is.
    pub(crate) fn why_illegal(&self, mv: &Move) -> Option<Illegal> {
        let colour = self.pos.turn;
        let roll = match self.pos.phase {
            Phase::Won { winner } => return Some(Illegal::GameOver { winner }),
            Phase::Roll if *mv == Move::Roll => return None,
            Phase::Roll => return Some(Illegal::MustRoll(colour)),
            Phase::Move { roll } => roll,
        };
        let (from, to, place) = match *mv {
            Move::Roll => return Some(Illegal::AlreadyRolled { colour, roll }),
            Move::Pass => {
                let can_move = count_piece_moves(&self.board, &self.pos, roll) > 0;
                return can_move.then_some(Illegal::PassWithMoves { colour, roll });
            }
            Move::Piece { from, to, place } => (from, to, place),
        };
        let origin = match self.origin_index(from) {
            Ok(origin) => origin,
            Err(reason) => return Some(reason),
        };
        let Some(end) = self.board.index_of(to) else {
            return Some(Illegal::NotASpace(to));
        };
        if ends(&self.board, &self.pos, origin, roll) & bit(end) == 0 {
            return Some(self.why_unreachable(colour, from, to, end, roll));
        }
        let takes = self.pos.barricades & bit(end) != 0;
        match (takes, place) {
            (false, None) => None,
            (false, Some(_)) => Some(Illegal::NoBarricadeToTake { from, to }),
            (true, None) => Some(Illegal::PlacementMissing { from, to }),
            (true, Some(place)) => self.why_not_placeable(origin, end, place),
        }
    }

    /// Why the piece cannot end on `to` (which it does not reach legally).
    fn why_unreachable(&self, colour: Colour, from: Origin, to: Square, end: u8, roll: u8) -> Illegal {
        let b = bit(end);
        if self.pos.own() & b != 0 {
            return Illegal::OwnPieceThere { to, colour };
        }
        if self.board.masks.resting & self.pos.occupied() & b != 0 {
            return Illegal::RestingSpaceTaken(to);
        }
        Illegal::Unreachable { from, to, roll }
    }

    /// Why the barricade taken on `end` may not go to `place`, or `None`.
    fn why_not_placeable(&self, origin: u8, end: u8, place: Square) -> Option<Illegal> {
        let board = &*self.board;
        let Some(at) = board.index_of(place) else {
            return Some(Illegal::NotASpace(place));
        };
        let b = bit(at);
        if placements(board, &self.pos, origin, end) & b != 0 {
            return None;
        }
        Some(if board.masks.bottom & b != 0 {
            Illegal::BarricadeOnBottomRow(place)
        } else if board.masks.goal & b != 0 {
            Illegal::BarricadeOnGoal
        } else if board.masks.resting & b != 0 {
            Illegal::BarricadeOnRestingSpace(place)
        } else if at == end {
            Illegal::BarricadeUnderMover(place)
        } else if self.pos.occupied() & b != 0 {
            Illegal::BarricadeOnPiece(place)
        } else {
            Illegal::BarricadeOnBarricade(place)
        })
    }
}

#[cfg(test)]
mod why_not_tests {
    use super::*;
    use crate::core::{Game, Rng};

    #[test]
    fn why_not_says_legal_exactly_for_the_engines_moves_and_names_a_rule_otherwise() {
        let mut rng = Rng::seeded(8);
        let mut game = Malefiz::classic_start(8);
        let board = Board::classic();
        let mut origins = vec![Origin::House, Origin::Forest];
        origins.extend(board.spaces().iter().map(|s| Origin::Square(s.square)));
        for _ in 0..60 {
            let legal = game.legal_move_list();
            if game.pos.phase != Phase::Roll {
                for &from in &origins {
                    for space in board.spaces() {
                        let to = space.square;
                        let playable = legal.iter().any(
                            |m| matches!(*m, Move::Piece { from: f, to: t, .. } if f == from && t == to),
                        );
                        crate::games::check_why_not(
                            &format!("{from}-{to}"),
                            playable,
                            game.why_not(from, to),
                        );
                    }
                }
            }
            let Some(mv) = legal.get(rng.below(legal.len().max(1) as u32) as usize).cloned() else { break };
            if game.play(&mv).is_err() || game.outcome().is_some() {
                break;
            }
        }
    }
}
