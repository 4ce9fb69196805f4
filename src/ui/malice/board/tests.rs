//! The board's own geometry and the squares that name a move.

use super::*;

#[test]
fn on_turned_boards_the_arrows_still_move_the_cursor_the_way_they_point() {
    let frame = BoardFrame { origin: Pos2::new(10.0, 20.0), scale: 30.0, turned: None };
    for turned in [false, true] {
        let frame = frame.turned(turned, layout::WIDTH, layout::HEIGHT);
        let at = Square::new(Board::L, 3, 4).expect("a square");
        let centre = |sq: Square| frame.rect(layout::square_rect(sq)).center();
        for (nav, way) in [
            (Nav::Left, Vec2::new(-1.0, 0.0)),
            (Nav::Right, Vec2::new(1.0, 0.0)),
            (Nav::Up, Vec2::new(0.0, -1.0)),
            (Nav::Down, Vec2::new(0.0, 1.0)),
        ] {
            let next = cursor_step(at, nav, turned).expect("a neighbour");
            let moved = centre(next) - centre(at);
            assert!(moved.dot(way) > 0.0, "{nav:?} on boards turned {turned}: moved {moved:?}");
            assert_eq!(square_at(frame, centre(next)), Some(next), "the pointer finds it again");
        }
    }
}

#[test]
fn a_square_on_the_other_board_names_at_most_the_one_move_that_teleports_there() {
    use crate::core::Rng;
    use crate::games::malice::Rules;
    let mut state = Malice::new(Rules::default());
    let mut rng = Rng::seeded(11);
    let mut named = 0;
    for _ in 0..40 {
        let moves = state.legal_move_list();
        let input = BoardInput {
            state: &state,
            moves: &moves,
            marks: &[],
            anim: None,
            flying: None,
            turn_quadrants: &[],
            show_targets: true,
            hint: None,
            judged: None,
            turned: false,
            glyphs: true,
            coordinates: true,
        };
        for from in Square::all().filter(|sq| movable(&moves, *sq)) {
            for landing in Square::all().filter(|sq| sq.board() != from.board()) {
                let teleports = |m: &&Move| move_from(m) == Some(from) && state.landing(m) == Some(landing);
                let by_rules: Vec<&Move> = moves.iter().filter(teleports).collect();
                assert!(by_rules.len() <= 1, "{from} to {landing}: {by_rules:?}");
                assert_eq!(teleporting_to(&input, from, landing).as_ref(), by_rules.first().copied());
                named += by_rules.len();
            }
        }
        let Some(&mv) = moves.get((rng.next_u64() % moves.len().max(1) as u64) as usize) else { break };
        state.play_unchecked(mv);
    }
    assert!(named > 100, "{named} landings looked at");
}

#[test]
fn a_turned_frame_shows_north_at_the_bottom_and_board_r_on_the_left() {
    let frame = BoardFrame { origin: Pos2::ZERO, scale: 10.0, turned: None };
    let turned = frame.turned(true, layout::WIDTH, layout::HEIGHT);
    let (north, south) = (Square::new(Board::L, 0, 8).expect("a8"), Square::new(Board::L, 0, 1).expect("a1"));
    let y = |f: BoardFrame, sq: Square| f.rect(layout::square_rect(sq)).center().y;
    assert!(y(frame, north) < y(frame, south), "South's view: rank 8 on top");
    assert!(y(turned, north) > y(turned, south), "North's view: rank 8 at the bottom");
    let x = |f: BoardFrame, board| f.rect(layout::board_rect(board)).center().x;
    assert!(x(turned, Board::R) < x(turned, Board::L), "North sees board R on its left");
}
