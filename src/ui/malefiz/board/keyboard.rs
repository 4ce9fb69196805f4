//! The keyboard on the board: arrows walk a cursor over the spaces, the
//! houses and the forest; Enter acts as a click where it stands.

use super::input::{origin_of, press};
use super::{BoardState, Drawing, Point};
use crate::games::malefiz::layout::Layout;
use crate::games::malefiz::{Malefiz, Move, Origin, Square};
use crate::ui::widgets::keys::{self, Nav};

impl<'a> Drawing<'_, 'a> {
    /// Arrows move the cursor to the nearest point that way; Enter acts as a
    /// click there.
    pub(super) fn keyboard(&mut self, st: &mut BoardState) {
        for nav in keys::board_keys(self.ui) {
            // The first key only shows the cursor.
            let Some(at) = st.cursor else {
                st.cursor = keyboard_start(self.state(), self.lay(), self.moves());
                continue;
            };
            if nav == Nav::Enter {
                let (origin, target) = point_meaning(self.state(), at);
                self.made = self.made.take().or_else(|| press(self.input, st, origin, target));
                continue;
            }
            st.cursor = Some(cursor_step(self.state(), self.lay(), at, nav));
        }
    }
}

/// What pressing Enter on `point` means: the origin it would select and the
/// space it stands for.
fn point_meaning(state: &Malefiz, point: Point) -> (Option<Origin>, Option<Square>) {
    match point {
        Point::Space(sq) => (state.piece_at(sq).map(|_| Origin::Square(sq)), Some(sq)),
        Point::House(colour) => ((colour == state.turn()).then_some(Origin::House), None),
        Point::Forest => (Some(Origin::Forest), None),
    }
}

/// Every point the cursor can stop on, with its place in board units.
pub fn stops(state: &Malefiz, lay: &Layout) -> Vec<(Point, (f32, f32))> {
    let mut all: Vec<(Point, (f32, f32))> = state
        .board()
        .spaces()
        .iter()
        .filter_map(|s| Some((Point::Space(s.square), lay.space_centre(s.square)?)))
        .collect();
    all.extend(lay.houses().iter().map(|&(c, r)| (Point::House(c), r.centre())));
    all.extend(lay.forest_rect().map(|r| (Point::Forest, r.centre())));
    all
}

/// Where an arrow key takes the keyboard cursor from `at`: the nearest
/// point that way, or `at` itself when there is none.
pub fn cursor_step(state: &Malefiz, lay: &Layout, at: Point, nav: Nav) -> Point {
    let all = stops(state, lay);
    let here = all.iter().find(|(s, _)| *s == at).map_or((0.0, 0.0), |(_, p)| *p);
    let next = keys::step_towards(here, nav, all.iter().map(|(_, p)| *p).enumerate());
    next.and_then(|i| all.get(i)).map_or(at, |(s, _)| *s)
}

/// Where the keyboard cursor first appears: on something that can move.
fn keyboard_start(state: &Malefiz, lay: &Layout, moves: &[Move]) -> Option<Point> {
    match moves.iter().find_map(origin_of) {
        Some(Origin::Square(sq)) => Some(Point::Space(sq)),
        Some(Origin::House) => Some(Point::House(state.turn())),
        Some(Origin::Forest) => Some(Point::Forest),
        None => stops(state, lay).first().map(|(s, _)| *s),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::malefiz::{Board, Colour};
    use std::collections::HashSet;

    /// Every point of the board is reachable with the arrows from `from`.
    fn all_reachable(game: &Malefiz, from: Point) {
        let lay = Layout::new(game.board());
        let every: Vec<Point> = stops(game, &lay).into_iter().map(|(s, _)| s).collect();
        let mut seen = HashSet::from([from]);
        let mut queue = vec![from];
        while let Some(at) = queue.pop() {
            for nav in [Nav::Left, Nav::Right, Nav::Up, Nav::Down] {
                let next = cursor_step(game, &lay, at, nav);
                if seen.insert(next) {
                    queue.push(next);
                }
            }
        }
        let missed: Vec<&Point> = every.iter().filter(|s| !seen.contains(s)).collect();
        assert!(missed.is_empty(), "unreachable from {from:?}: {missed:?}");
    }

    #[test]
    fn the_arrows_reach_every_space_house_and_the_forest() {
        for board in [Board::classic(), Board::fast()] {
            let game = Malefiz::new(board, &Colour::ALL, None, 1).expect("four colours");
            let lay = Layout::new(game.board());
            for (point, _) in stops(&game, &lay) {
                all_reachable(&game, point);
            }
        }
    }

    #[test]
    fn up_goes_towards_the_goal() {
        let game = Malefiz::classic_start(1);
        let lay = Layout::new(game.board());
        let start = Point::House(Colour::Red);
        let up = cursor_step(&game, &lay, start, Nav::Up);
        let y = |s: Point| stops(&game, &lay).into_iter().find(|(t, _)| *t == s).map(|(_, p)| p.1);
        assert!(y(up) < y(start), "{up:?} is above the house");
    }
}
