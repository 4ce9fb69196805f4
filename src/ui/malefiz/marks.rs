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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Seat, Session};
    use crate::games::malefiz::bot::make_bot;
    use crate::games::malefiz::{Board, Colour};
    use crate::ui::screen::Table;

    /// Red, Green and Yellow (all people) each roll and bring a piece out;
    /// then Red rolls again.
    fn a_round() -> Table<Malefiz> {
        let colours = [Colour::Red, Colour::Green, Colour::Yellow];
        let game = Malefiz::new(Board::classic(), &colours, None, 4).expect("three colours");
        let seats = ["Ann", "Bob", "Cy"].map(Seat::human).to_vec();
        let mut table = Table::new(Session::new(game, seats, 1, make_bot));
        for _ in 0..3 {
            table.session.play(Move::Roll).expect("roll");
            let out =
                table.session.current().legal_move_list().into_iter().next().expect("a piece comes out");
            table.session.play(out).expect("move");
        }
        table.session.play(Move::Roll).expect("red rolls again");
        table
    }

    fn marks(table: &Table<Malefiz>) -> Vec<Trail> {
        let layout = Layout::new(table.session.current().board());
        trails(table.session.history(), &table.recent_moves(), &layout)
    }

    #[test]
    fn every_other_players_last_move_is_marked_in_its_colour() {
        let table = a_round();
        let marked = marks(&table);
        let colours: Vec<Colour> = marked.iter().map(|t| t.colour).collect();
        assert_eq!(colours, [Colour::Green, Colour::Yellow], "Red's own move is not marked");
        let history = table.session.history();
        for trail in &marked {
            let Some(Move::Piece { to, .. }) = history.all().get(trail.ply - 1).map(|p| p.mv) else {
                panic!("ply {} is not a piece move", trail.ply);
            };
            assert_eq!(trail.to, to);
        }
    }

    #[test]
    fn a_mark_runs_from_the_house_along_the_path() {
        let table = a_round();
        let layout = Layout::new(table.session.current().board());
        let green = marks(&table).into_iter().find(|t| t.colour == Colour::Green).expect("green's mark");
        let house = layout.house_rect(Colour::Green).map(|r| r.centre());
        assert_eq!(green.points.first().copied(), house);
        assert_eq!(green.points.last().copied(), layout.space_centre(green.to));
        let roll = table.session.history().state_at(green.ply - 1).roll().expect("green rolled");
        assert_eq!(green.points.len(), usize::from(roll) + 1, "one point per step, and the house");
    }

    #[test]
    fn looking_back_marks_only_the_move_that_made_the_position() {
        let mut table = a_round();
        // Ply 4 is Green's piece move.
        table.viewing = Some(4);
        let marked = marks(&table);
        assert_eq!(marked.len(), 1);
        assert_eq!((marked[0].colour, marked[0].ply), (Colour::Green, 4));
        // Ply 3 is Green's roll: nothing on the board to mark.
        table.viewing = Some(3);
        assert!(marks(&table).is_empty());
    }
}
