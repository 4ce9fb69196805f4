//! The moves kept marked on the board, each in its mover's colour: the way
//! the pawn went and where a taken barricade was put. Which moves is the
//! table's choice (`Table::recent_moves`); this reads them out of the game.

use super::motion::origin_point;
use crate::core::{History, SeatIndex};
use crate::games::malefiz::layout::Layout;
use crate::games::malefiz::{Colour, Malefiz, Move, Square};

/// A piece move kept marked.
#[derive(Clone, Debug, PartialEq)]
pub struct Trail {
    /// The mover's colour.
    pub colour: Colour,
    /// Where the pawn set off, then each space it stepped on (board units).
    pub points: Vec<(f32, f32)>,
    /// The space it stopped on.
    pub to: Square,
    /// Where it put the barricade it took, if it took one.
    pub place: Option<Square>,
    /// The ply the move made.
    pub ply: usize,
}

/// The trails of the piece moves among `recent` (seat, ply) pairs; rolls
/// and passes leave none.
pub fn trails(history: &History<Malefiz>, recent: &[(SeatIndex, usize)], layout: &Layout) -> Vec<Trail> {
    recent.iter().filter_map(|&(_, ply)| trail(history, ply, layout)).collect()
}

/// The trail of the move that made `ply`, if it moved a piece.
fn trail(history: &History<Malefiz>, ply: usize, layout: &Layout) -> Option<Trail> {
    let mv = history.all().get(ply.checked_sub(1)?)?.mv;
    let Move::Piece { from, to, place } = mv else { return None };
    let before = history.state_at(ply - 1);
    let colour = before.turn();
    let mut points = vec![origin_point(layout, colour, from)?];
    points.extend(before.path(&mv)?.iter().filter_map(|sq| layout.space_centre(*sq)));
    let place = place.filter(|_| before.has_barricade(to));
    Some(Trail { colour, points, to, place, ply })
}
