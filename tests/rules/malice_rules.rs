//! The rules of Malice (docs/rules/malice.md), one test per rule sentence, then
//! a cross-check of the engine against a second, naive generator written
//! straight from the rules text.

use malice_table::core::{Game, Outcome, Rng, SeatSet};
use malice_table::games::malice::{
    Board, EndReason, Illegal, Malice, Move, Players, QUIET_MOVE_LIMIT, Quadrant, Rules, Side, Size, Square,
    colour_index, perft,
};

const START: &str = "llm1/mss1/4/4/4/4/mss1/llm1|1mll/1ssm/4/4/4/4/1ssm/1mll S 0-0 0";

fn sq(text: &str) -> Square {
    text.parse().expect("a square")
}

fn two() -> Rules {
    Rules::default()
}

fn four() -> Rules {
    Rules { players: Players::Four, quiet_limit: QUIET_MOVE_LIMIT }
}

/// A position from a list of pieces like `"lLa1 sRb2"` (size letter, then
/// the square) and the remaining fields of the position string.
fn setup(pieces: &str, rest: &str, rules: Rules) -> Malice {
    let mut cells = [['.'; 4]; 16]; // Row = board·8 + rank−1.
    for item in pieces.split_whitespace() {
        let mut chars = item.chars();
        let size = chars.next().expect("size letter");
        let at = sq(chars.as_str());
        let row = at.board() as usize * 8 + usize::from(at.rank()) - 1;
        cells[row][usize::from(at.file())] = size;
    }
    let mut boards = Vec::new();
    for board in 0..2 {
        let ranks: Vec<String> = (0..8).rev().map(|rank| rank_text(&cells[board * 8 + rank])).collect();
        boards.push(ranks.join("/"));
    }
    let text = format!("{} {rest}", boards.join("|"));
    Malice::from_position(&text, rules).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn rank_text(cells: &[char; 4]) -> String {
    let mut text = String::new();
    let mut empty = 0;
    for &c in cells {
        if c == '.' {
            empty += 1;
        } else {
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            empty = 0;
            text.push(c);
        }
    }
    if empty > 0 {
        text.push_str(&empty.to_string());
    }
    text
}

fn moves(game: &Malice) -> Vec<String> {
    let mut list: Vec<String> = game.legal_move_list().iter().map(Move::to_string).collect();
    list.sort();
    list
}

fn targets(game: &Malice, from: &str) -> Vec<String> {
    let from = sq(from);
    let mut list: Vec<String> = game
        .legal_move_list()
        .into_iter()
        .filter_map(|mv| match mv {
            Move::Step { from: f, to, .. } if f == from => Some(to.to_string()),
            _ => None,
        })
        .collect();
    list.sort();
    list
}

fn names(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(str::to_owned).collect();
    v.sort();
    v
}

fn play(game: &mut Malice, text: &str) {
    let mv = game.parse_move(text).unwrap_or_else(|e| panic!("{e}"));
    game.play(&mv).unwrap_or_else(|e| panic!("{e}"));
}

// ---- Board and coordinates ----

#[test]
fn two_boards_side_by_side_of_64_squares() {
    assert_eq!(Square::all().count(), Square::COUNT);
    assert_eq!(Square::all().filter(|s| s.board() == Board::L).count(), 32);
    assert_eq!(Square::all().filter(|s| s.board() == Board::R).count(), 32);
}

#[test]
fn square_is_written_board_file_rank() {
    let s = Square::new(Board::R, 3, 8).expect("on the board");
    assert_eq!(s.to_string(), "Rd8");
    assert_eq!(sq("La1"), Square::new(Board::L, 0, 1).expect("on the board"));
    assert!("Ra9".parse::<Square>().is_err());
}

#[test]
fn each_board_is_split_into_two_quadrants() {
    assert_eq!(sq("La4").quadrant(), Quadrant::LSouth);
    assert_eq!(sq("La5").quadrant(), Quadrant::LNorth);
    assert_eq!(sq("Rd4").quadrant(), Quadrant::RSouth);
    assert_eq!(sq("Rd5").quadrant(), Quadrant::RNorth);
    for q in Quadrant::ALL {
        assert_eq!(Square::all().filter(|s| s.quadrant() == q).count(), 16);
    }
    assert_eq!(sq("Lc4").side(), Side::South);
    assert_eq!(sq("Lc5").side(), Side::North);
}

#[test]
fn dual_of_la1_is_rd8() {
    assert_eq!(sq("La1").dual(), sq("Rd8"));
    assert_eq!(sq("Rd8").dual(), sq("La1"));
}

#[test]
fn dual_of_lc2_is_rb7() {
    assert_eq!(sq("Lc2").dual(), sq("Rb7"));
}

#[test]
fn dual_of_rb6_is_lc3() {
    assert_eq!(sq("Rb6").dual(), sq("Lc3"));
}

#[test]
fn dual_is_on_the_other_board_and_the_other_side() {
    for s in Square::all() {
        assert_ne!(s.dual().board(), s.board(), "{s}");
        assert_ne!(s.dual().side(), s.side(), "{s}");
        assert_eq!(s.dual().dual(), s);
    }
}

#[test]
fn dual_squares_share_a_colour() {
    for s in Square::all() {
        assert_eq!(colour_index(s), colour_index(s.dual()), "{s} and {}", s.dual());
        assert!(colour_index(s) < 10);
    }
}

#[test]
fn colours_repeat_so_colour_alone_does_not_name_the_dual() {
    let red = colour_index(sq("La8"));
    assert!(Square::all().filter(|&s| colour_index(s) == red).count() > 2);
}

// ---- Pieces and setup ----

#[test]
fn three_sizes_worth_one_two_three_points() {
    assert_eq!(Size::ALL.map(Size::points), [1, 2, 3]);
    assert_eq!(Size::ALL.map(Size::letter), ['s', 'm', 'l']);
}

#[test]
fn start_has_24_pieces_8_of_each_size() {
    let game = Malice::new(two());
    for size in Size::ALL {
        let n = Square::all().filter(|&s| game.piece_at(s) == Some(size)).count();
        assert_eq!(n, 8, "{size}");
    }
}

#[test]
fn start_has_6_pieces_per_quadrant_2_of_each_size() {
    let game = Malice::new(two());
    assert_eq!(game.quadrant_counts(), [6, 6, 6, 6]);
    for q in Quadrant::ALL {
        for size in Size::ALL {
            let n = Square::all().filter(|&s| s.quadrant() == q && game.piece_at(s) == Some(size)).count();
            assert_eq!(n, 2, "{q} {size}");
        }
    }
}

#[test]
fn start_position_is_the_designers_diagram() {
    let game = Malice::new(two());
    assert_eq!(game.position(), START);
    assert_eq!(game.piece_at(sq("La1")), Some(Size::Large));
    assert_eq!(game.piece_at(sq("Lc1")), Some(Size::Medium));
    assert_eq!(game.piece_at(sq("Lb2")), Some(Size::Small));
    assert_eq!(game.piece_at(sq("Ld1")), None);
    assert_eq!(game.piece_at(sq("Rb8")), Some(Size::Medium));
    assert_eq!(game.piece_at(sq("Rd7")), Some(Size::Medium));
}

#[test]
fn every_occupied_squares_dual_holds_a_piece_of_the_same_size() {
    let game = Malice::new(two());
    for s in Square::all() {
        assert_eq!(game.piece_at(s), game.piece_at(s.dual()), "{s}");
    }
}

// ---- Who controls what ----

#[test]
fn ownership_is_by_location_only() {
    let game = Malice::new(two());
    for s in Square::all() {
        assert_eq!(game.seat_controls(0, s), s.rank() <= 4, "{s}");
        assert_eq!(game.seat_controls(1, s), s.rank() >= 5, "{s}");
    }
    assert_eq!(game.seat_side(0), Side::South);
    assert_eq!(game.seat_side(1), Side::North);
}

#[test]
fn ownership_changes_with_location() {
    let mut game = Malice::new(two());
    play(&mut game, "Lb2-b3");
    // The small piece teleported to Rc6, on North's side: North moves it now.
    assert_eq!(game.piece_at(sq("Rc6")), Some(Size::Small));
    assert_eq!(game.side_to_move(), Some(Side::North));
    assert!(
        game.legal_move_list().iter().any(|mv| matches!(mv, Move::Step { from, .. } if *from == sq("Rc6")))
    );
}

#[test]
fn south_moves_first() {
    let game = Malice::new(two());
    assert_eq!(game.side_to_move(), Some(Side::South));
    assert_eq!(game.to_move(), Some(0));
    assert!(moves(&game).iter().all(|m| sq(&m[..3]).side() == Side::South));
}

#[test]
fn players_alternate() {
    let mut game = Malice::new(two());
    play(&mut game, "Lb2-b3");
    assert_eq!(game.to_move(), Some(1));
    play(&mut game, "Lb7-b6");
    assert_eq!(game.to_move(), Some(0));
}

// ---- Moving ----

#[test]
fn moves_stay_within_their_own_board() {
    let game = Malice::new(two());
    for mv in game.legal_move_list() {
        if let Move::Step { from, to, .. } = mv {
            assert_eq!(from.board(), to.board(), "{mv}");
        }
    }
}

#[test]
fn small_moves_one_square_in_any_direction() {
    let game = setup("sLb3 sLa8 sRa1 sRa8", "S 0-0 0", two());
    assert_eq!(targets(&game, "Lb3"), names("La2 Lb2 Lc2 La3 Lc3 La4 Lb4 Lc4"));
}

#[test]
fn medium_jumps_like_a_knight() {
    let game = setup("mLb4 sLa8 sRa1 sRa8", "S 0-0 0", two());
    assert_eq!(targets(&game, "Lb4"), names("La2 Lc2 Ld3 Ld5 Lc6 La6"));
}

#[test]
fn medium_jumps_over_pieces() {
    let game = setup("mLa1 sLa2 sLb2 sLb1 sLa8 sRa1 sRa8", "S 0-0 0", two());
    assert_eq!(targets(&game, "La1"), names("Lb3 Lc2"));
}

#[test]
fn large_moves_any_distance_like_a_queen() {
    let game = setup("lLa1 sLd8 sRa1 sRa8", "S 0-0 0", two());
    assert_eq!(targets(&game, "La1"), names("La2 La3 La4 La5 La6 La7 La8 Lb1 Lc1 Ld1 Lb2 Lc3 Ld4"));
}

#[test]
fn large_stops_at_first_occupied() {
    // From a1: own pieces on a3 and d4 stop the large piece before them.
    // From b1: North's piece on b6 stops it too, but may be captured.
    let game = setup("lLa1 sLa3 sLd4 lLb1 sLb6 sLd8 sRa1 sRa8", "S 0-0 0", two());
    assert_eq!(targets(&game, "La1"), names("La2 Lb2 Lc3"));
    let up_b: Vec<String> = targets(&game, "Lb1").into_iter().filter(|t| t.starts_with("Lb")).collect();
    assert_eq!(up_b, names("Lb2 Lb3 Lb4 Lb5 Lb6"));
    let err = game.parse_move("Lb1-b7").expect_err("blocked");
    assert_eq!(err.reason, Illegal::Blocked { from: sq("Lb1"), to: sq("Lb7"), blocker: Some(sq("Lb6")) });
    assert!(err.to_string().contains("first occupied square, Lb6"), "{err}");
}

#[test]
fn destination_must_be_empty_or_an_opponent_piece() {
    let game = setup("sLb4 sLc4 sLb5 lLa8 sRa1 sRa8", "S 0-0 0", two());
    let t = targets(&game, "Lb4");
    assert!(t.contains(&"Lb5".to_owned()), "capture on North's side");
    assert!(!t.contains(&"Lc4".to_owned()), "own side, occupied");
    assert!(t.contains(&"La4".to_owned()), "empty");
}

#[test]
fn move_onto_own_side_occupied_square_is_illegal() {
    let game = setup("sLb2 sLb3 sLa8 sRa1 sRa8", "S 0-0 0", two());
    let err = game.parse_move("Lb2xb3").expect_err("own side");
    assert_eq!(err.reason, Illegal::CaptureOnOwnSide { to: sq("Lb3"), side: Side::South });
    assert!(game.parse_move("Lb2-b3").is_err());
}

#[test]
fn capture_only_on_opponent_side() {
    // North's small on b5 may take South's on b4, not its own on c6.
    let game = setup("sLb4 sLb5 sLc6 sLa1 sRa1 sRa8", "N 0-0 0", two());
    assert_eq!(game.parse_move("Lb5xb4").map(|m| m.to_string()), Ok("Lb5xb4".to_owned()));
    assert!(game.parse_move("Lb5xc6").is_err());
    assert!(!targets(&game, "Lb5").contains(&"Lc6".to_owned()));
}

#[test]
fn capture_removes_the_piece_and_scores_its_points() {
    let mut game = setup("sLb4 lLb5 sLa8 sRa1 sRa8", "S 0-0 0", two());
    play(&mut game, "Lb4xb5");
    assert_eq!(game.score(Side::South), 3);
    assert_eq!(game.score(Side::North), 0);
    let pieces = Square::all().filter(|&s| game.piece_at(s).is_some()).count();
    assert_eq!(pieces, 4);
}

// ---- Teleportation ----

#[test]
fn piece_teleports_to_the_dual_after_moving() {
    let mut game = Malice::new(two());
    let mv = game.parse_move("Lb2-c3").expect("legal");
    assert_eq!(game.landing(&mv), Some(sq("Rb6")));
    game.play(&mv).expect("legal");
    assert_eq!(game.piece_at(sq("Lc3")), None);
    assert_eq!(game.piece_at(sq("Lb2")), None);
    assert_eq!(game.piece_at(sq("Rb6")), Some(Size::Small));
}

#[test]
fn teleport_blocked_when_dual_occupied() {
    let mut game = setup("sLb2 sRb6 sLa8 sRa1", "S 0-0 0", two());
    let mv = game.parse_move("Lb2-c3").expect("legal");
    assert_eq!(game.landing(&mv), Some(sq("Lc3")));
    game.play(&mv).expect("legal");
    assert_eq!(game.piece_at(sq("Lc3")), Some(Size::Small));
    assert_eq!(game.piece_at(sq("Rb6")), Some(Size::Small));
}

#[test]
fn plain_move_on_own_side_hands_the_piece_to_the_opponent() {
    let mut game = Malice::new(two());
    play(&mut game, "Lc1-d3");
    let end = sq("Ra6");
    assert_eq!(game.piece_at(end), Some(Size::Medium));
    assert!(game.seat_controls(1, end));
}

#[test]
fn capture_on_opponent_side_brings_the_piece_back() {
    let mut game = setup("sLb6 mLa4 sLa8 sRa1 sRa8", "S 0-0 0", two());
    let mv = game.parse_move("La4xb6").expect("legal");
    assert_eq!(game.landing(&mv), Some(sq("Rc3")));
    game.play(&mv).expect("legal");
    assert_eq!(game.piece_at(sq("Rc3")), Some(Size::Medium));
    assert!(game.seat_controls(0, sq("Rc3")));
}

#[test]
fn captured_piece_does_not_block_the_teleport() {
    // The capture frees the destination; the dual decides alone.
    let mut game = setup("sLb4 sLb5 sRc4 sLa8 sRa1 sRa8", "S 0-0 0", two());
    play(&mut game, "Lb4xb5");
    assert_eq!(game.piece_at(sq("Lb5")), Some(Size::Small), "dual Rc4 occupied: stays");
}

// ---- End of the game ----

#[test]
fn game_ends_when_a_quadrant_is_empty() {
    let mut game = setup("lLa1 sLa8 sRb1 sRb8", "S 0-0 0", two());
    assert_eq!(game.end_reason(), None);
    play(&mut game, "La1xa8");
    assert_eq!(game.end_reason(), Some(EndReason::QuadrantEmpty));
    assert_eq!(game.to_move(), None);
    assert_eq!(game.side_to_move(), None);
    assert!(game.legal_move_list().is_empty());
    let late = game.parse_move("Rb1-b2").expect_err("over");
    assert_eq!(late.reason, Illegal::GameOver(EndReason::QuadrantEmpty));
}

#[test]
fn position_with_an_empty_quadrant_is_already_over() {
    let game = setup("sLa1 sLa8 sRa1", "S 0-0 0", two());
    assert_eq!(game.end_reason(), Some(EndReason::QuadrantEmpty));
    assert_eq!(game.quadrant_counts(), [1, 1, 1, 0]);
}

#[test]
fn highest_score_wins() {
    let south = setup("sLa1 sLa8 sRa1", "N 5-3 0", two());
    assert_eq!(south.outcome(), Some(Outcome::Win(SeatSet::single(0))));
    let north = setup("sLa1 sLa8 sRa1", "N 2-3 0", two());
    assert_eq!(north.outcome(), Some(Outcome::Win(SeatSet::single(1))));
}

#[test]
fn equal_scores_are_a_draw() {
    let game = setup("sLa1 sLa8 sRa1", "S 4-4 0", two());
    assert_eq!(game.outcome(), Some(Outcome::Draw));
    assert_eq!(Malice::new(two()).outcome(), None);
}

#[test]
fn pass_is_illegal_while_a_move_exists() {
    let game = Malice::new(two());
    let err = game.parse_move("pass").expect_err("has moves");
    assert_eq!(err.reason, Illegal::PassWithMoves);
    let mut copy = game.clone();
    assert!(copy.play(&Move::Pass).is_err());
    assert_eq!(copy, game);
}

#[test]
fn two_passes_end_the_game() {
    let one = setup("sLa1 sLa8 sRa1 sRa8", "S 0-0 2 p1", two());
    assert_eq!(one.end_reason(), None);
    let mut after = one.clone();
    after.play_unchecked(Move::Pass);
    assert_eq!(after.end_reason(), Some(EndReason::Passes));
    assert_eq!(after.passes(), 2);
}

#[test]
fn a_pass_counts_as_a_quiet_ply() {
    let mut game = setup("sLa1 sLa8 sRa1 sRa8", "S 0-0 7", two());
    game.play_unchecked(Move::Pass);
    assert_eq!(game.quiet_plies(), 8);
    assert_eq!(game.passes(), 1);
    assert_eq!(game.to_move(), Some(1));
}

#[test]
fn a_move_resets_the_pass_count() {
    let mut game = setup("sLa1 sLb1 sLa8 sRa1 sRa8", "S 0-0 0 p1", two());
    play(&mut game, "La1-a2");
    assert_eq!(game.passes(), 0);
}

#[test]
fn quiet_limit_ends_game() {
    let mut game = setup("sLa1 sLb1 sLa8 sRa1 sRa8", "S 0-0 59", two());
    assert_eq!(game.end_reason(), None);
    play(&mut game, "La1-a2");
    assert_eq!(game.quiet_plies(), 60);
    assert_eq!(game.end_reason(), Some(EndReason::QuietLimit));
    assert_eq!(game.outcome(), Some(Outcome::Draw));
}

#[test]
fn quiet_limit_zero_is_off() {
    let rules = Rules { quiet_limit: 0, ..two() };
    let game = setup("sLa1 sLa8 sRa1 sRa8", "S 0-0 100000", rules);
    assert_eq!(game.end_reason(), None);
    assert_eq!(QUIET_MOVE_LIMIT, 60);
    assert_eq!(Rules::default().quiet_limit, QUIET_MOVE_LIMIT);
}

#[test]
fn capture_resets_the_quiet_count() {
    let mut game = setup("sLb4 sLb5 sLa8 sRa1 sRa8", "S 0-0 30", two());
    play(&mut game, "Lb4xb5");
    assert_eq!(game.quiet_plies(), 0);
}

// ---- Four players ----

#[test]
fn four_player_seat_controls_one_quadrant() {
    let game = Malice::new(four());
    for s in Square::all() {
        for seat in 0..4 {
            assert_eq!(game.seat_controls(seat, s), s.quadrant().index() == seat, "seat {seat} {s}");
        }
    }
    let names: Vec<&str> = (0..4).map(|seat| game.seat_name(seat)).collect();
    assert_eq!(names, ["South-L", "North-L", "South-R", "North-R"]);
    assert_eq!(
        (0..4).map(|seat| game.seat_side(seat)).collect::<Vec<_>>(),
        [Side::South, Side::North, Side::South, Side::North]
    );
}

#[test]
fn four_player_turn_order_sl_nl_sr_nr() {
    let mut game = Malice::new(four());
    let mut order = Vec::new();
    for _ in 0..5 {
        let seat = game.to_move().expect("in play");
        order.push(seat);
        let list = game.legal_move_list();
        let mv = list.first().expect("a move");
        if let Move::Step { from, .. } = mv {
            assert_eq!(from.quadrant().index(), seat, "{mv}");
        }
        game.play(mv).expect("legal");
    }
    assert_eq!(order, [0, 1, 2, 3, 0]);
    assert_eq!(Malice::new(four()).position(), START.replace(" S ", " SL "));
}

#[test]
fn four_player_captures_only_in_the_other_teams_quadrants() {
    // SL's large on a4 may take NL's piece on a5 but not step on its own b4.
    let game = setup("lLa4 sLb4 sLa5 sRa1 sRa8", "SL 0-0 0", four());
    let t = targets(&game, "La4");
    assert!(t.contains(&"La5".to_owned()));
    assert!(!t.contains(&"Lb4".to_owned()));
    // SL moves nothing on board R, not even its partner's pieces.
    assert!(moves(&game).iter().all(|m| m.starts_with('L')));
}

#[test]
fn four_player_team_score_is_the_sum_of_both_seats() {
    let mut game = setup("sLb4 sLb5 sLa8 sLd8 sLa1 sRb4 mRb5 sRa1 sRa8", "SL 0-0 0", four());
    play(&mut game, "Lb4xb5");
    play(&mut game, "La8-a7");
    play(&mut game, "Rb4xb5");
    assert_eq!(game.score(Side::South), 3);
    assert_eq!(game.score(Side::North), 0);
}

#[test]
fn four_player_win_names_both_team_seats() {
    let game = setup("sLa1 sLa8 sRa1", "NR 1-4 0", four());
    assert_eq!(game.outcome(), Some(Outcome::Win(SeatSet::single(1).with(3))));
    let south = setup("sLa1 sLa8 sRa1", "NR 6-4 0", four());
    assert_eq!(south.outcome(), Some(Outcome::Win(SeatSet::single(0).with(2))));
}

#[test]
fn four_player_game_ends_after_four_passes_in_a_row() {
    let three = setup("sLa1 sLa8 sRa1 sRa8", "NR 0-0 3 p3", four());
    assert_eq!(three.end_reason(), None);
    let four_passes = setup("sLa1 sLa8 sRa1 sRa8", "SL 0-0 4 p4", four());
    assert_eq!(four_passes.end_reason(), Some(EndReason::Passes));
}

#[test]
fn four_player_game_ends_when_one_quadrant_is_empty() {
    let mut game = setup("lLa4 sLa5 sRa1 sRa8", "SL 0-0 0", four());
    play(&mut game, "La4xa5");
    assert_eq!(game.end_reason(), Some(EndReason::QuadrantEmpty));
}

// ---- Notation ----

#[test]
fn moves_are_written_lb2_c3_and_lb2xc7() {
    let game = setup("sLb2 sLb6 mLa8 sRa1 sRa8", "S 0-0 0", two());
    assert!(moves(&game).contains(&"Lb2-c3".to_owned()));
    let capture = setup("mLb4 sLc6 sLa8 sRa1 sRa8", "S 0-0 0", two());
    assert!(moves(&capture).contains(&"Lb4xc6".to_owned()));
}

#[test]
fn log_entry_adds_where_the_piece_ended() {
    let game = Malice::new(two());
    let mv = game.parse_move("Lb2-c3").expect("legal");
    let mut after = game.clone();
    after.play(&mv).expect("legal");
    assert_eq!(game.log_entry(&mv), "Lb2-c3 ⇒ Rb6");

    let capture = setup("mLb4 sLc6 sLa8 sRa1 sRa8", "S 0-0 0", two());
    let mv = capture.parse_move("Lb4xc6").expect("legal");
    assert_eq!(capture.log_entry(&mv), "Lb4xc6 ⇒ Rb3");

    let blocked = setup("sLb2 sRb6 sLa8 sRa1", "S 0-0 0", two());
    let mv = blocked.parse_move("Lb2-c3").expect("legal");
    assert_eq!(blocked.log_entry(&mv), "Lb2-c3 (stays)");
    assert_eq!(blocked.log_entry(&Move::Pass), "pass");
}

#[test]
fn notation_round_trips_for_every_legal_move() {
    let mut rng = Rng::seeded(11);
    for game in random_playout_states(&mut rng, two(), 20) {
        for mv in game.legal_move_list() {
            assert_eq!(game.parse_move(&mv.to_string()), Ok(mv));
            let mut after = game.clone();
            after.play(&mv).expect("legal");
            assert_eq!(game.parse_move(&game.log_entry(&mv)), Ok(mv), "{}", game.position());
        }
    }
}

#[test]
fn parse_move_tells_malformed_from_illegal() {
    let game = Malice::new(two());
    let malformed = game.parse_move("Lb2-e3").expect_err("malformed");
    assert!(matches!(malformed.reason, Illegal::Malformed(_)), "{malformed}");
    let not_here = game.parse_move("Lb2-b4").expect_err("illegal");
    assert_eq!(not_here.reason, Illegal::OutOfReach { size: Size::Small, from: sq("Lb2"), to: sq("Lb4") });
    let empty = game.parse_move("Ld1-d2").expect_err("illegal");
    assert_eq!(empty.reason, Illegal::NoPiece(sq("Ld1")));
    let theirs = game.parse_move("Lb7-b6").expect_err("North's piece");
    assert_eq!(theirs.reason, Illegal::NotYourSide { square: sq("Lb7"), mover: Side::South });
    assert!(theirs.to_string().contains("ranks 1–4"), "{theirs}");
    let wrong_mark = setup("sLb4 sLb5 sLa8 sRa1 sRa8", "S 0-0 0", two()).parse_move("Lb4-b5");
    let wrong_mark = wrong_mark.expect_err("capture");
    assert_eq!(wrong_mark.reason, Illegal::CaptureNotMarked { from: sq("Lb4"), to: sq("Lb5") });
    assert!(wrong_mark.to_string().contains("written Lb4xb5"), "{wrong_mark}");
    let wrong_log = game.parse_move("Lb2-c3 ⇒ Rb7").expect_err("wrong landing");
    assert_eq!(wrong_log.reason, Illegal::WrongLanding { actual: "Lb2-c3 ⇒ Rb6".to_owned() });
}

#[test]
fn every_refusal_reads_as_a_sentence() {
    let mut rng = Rng::seeded(11);
    let mut kinds = std::collections::BTreeSet::new();
    let mut reasons = vec![Malice::new(two()).parse_move("Lb2-e3").expect_err("malformed").reason];
    for rules in [two(), four()] {
        for game in random_playout_states(&mut rng, rules, 2).iter().step_by(29) {
            for from in Square::all() {
                for to in Square::all() {
                    for capture in [false, true] {
                        if let Err(e) = game.check(&Move::Step { from, to, capture }) {
                            reasons.push(e.reason);
                        }
                    }
                }
            }
            reasons.extend(game.check(&Move::Pass).err().map(|e| e.reason));
        }
    }
    for reason in reasons {
        let text = reason.to_string();
        assert!(!text.starts_with(char::is_lowercase) && text.ends_with('.'), "{text}");
        kinds.insert(format!("{reason:?}").split([' ', '(']).next().map(str::to_owned));
    }
    assert!(kinds.len() >= 11, "only {} kinds of refusal met: {kinds:?}", kinds.len());
}

#[test]
fn play_checks_and_leaves_the_state_unchanged_on_error() {
    let game = Malice::new(two());
    let mut copy = game.clone();
    let bogus = [
        Move::Step { from: sq("Lb2"), to: sq("Lb4"), capture: false },
        Move::Step { from: sq("La1"), to: sq("Rd8"), capture: false },
        Move::Step { from: sq("Lb2"), to: sq("Lc3"), capture: true },
        Move::Step { from: sq("Lb7"), to: sq("Lb6"), capture: false },
        Move::Pass,
    ];
    for mv in bogus {
        assert!(copy.play(&mv).is_err(), "{mv}");
        assert_eq!(copy, game);
    }
}

#[test]
fn position_round_trips_along_random_games() {
    for rules in [two(), four()] {
        let mut rng = Rng::seeded(5);
        for game in random_playout_states(&mut rng, rules, 30) {
            let text = game.position();
            assert_eq!(Malice::from_position(&text, rules).as_ref(), Ok(&game), "{text}");
        }
    }
}

#[test]
fn a_game_survives_a_ron_round_trip() {
    let mut game = Malice::new(four());
    play(&mut game, "Lb2-c3");
    let text = ron::to_string(&game).expect("serialise");
    assert!(text.contains("llm1/mss1/4/4/4/4/m1s1/llm1|"), "{text}");
    let back: Malice = ron::from_str(&text).expect("parse");
    assert_eq!(back, game);
    let broken = text.replace("m1s1", "m1s9");
    assert!(ron::from_str::<Malice>(&broken).is_err());
}

#[test]
fn position_parse_errors_are_precise() {
    let err = |t: &str| Malice::from_position(t, two()).expect_err("malformed").to_string();
    assert_eq!(
        err(&START.replacen("mss1", "ms?1", 1)),
        "board L, rank 7, character 3: `?` is not a piece (s, m, l) or a run of empty squares (1–4)"
    );
    assert_eq!(
        err(&START.replacen("1mll", "1mlll", 1)),
        "board R, rank 8, character 5: the rank has more than 4 squares"
    );
    assert_eq!(
        err(&START.replace(" 0-0 ", " 0:0 ")),
        "score `0:0` must be two whole numbers, south-north, like 0-0"
    );
    assert!(err("").contains("empty"));
}

// ---- perft ----

#[test]
fn perft_from_the_start() {
    let game = Malice::new(two());
    assert_eq!(perft(&game, 0), 1);
    assert_eq!(perft(&game, 1), 24);
    assert_eq!(perft(&game, 2), 618);
    assert_eq!(perft(&game, 3), 17_776);
    assert_eq!(perft(&game, 4), 530_944);
}

#[test]
fn perft_of_a_finished_game_is_zero() {
    let game = setup("sLa1 sLa8 sRa1", "S 0-0 0", two());
    assert_eq!(perft(&game, 1), 0);
    assert_eq!(perft(&game, 3), 0);
}

// ---- The naive generator: plain arrays, straight from the rules text ----

/// Cells `[board][rank−1][file]`: 0 empty, else the piece's points
/// (1 small, 2 medium, 3 large).
#[derive(Clone, Debug)]
struct Naive {
    cells: [[[u32; 4]; 8]; 2],
    score: [u32; 2],
    quiet: u32,
    passes: u32,
    seat: usize,
    four: bool,
    quiet_limit: u32,
}

#[derive(Clone, Copy, Debug)]
enum NaiveMove {
    Step { b: usize, r: usize, f: usize, r2: usize, f2: usize },
    Pass,
}

/// 0 = South (ranks 1–4), 1 = North.
fn side_of_rank(r: usize) -> usize {
    if r < 4 { 0 } else { 1 }
}

impl Naive {
    fn from_engine(game: &Malice) -> Naive {
        let mut cells = [[[0; 4]; 8]; 2];
        for s in Square::all() {
            let points = game.piece_at(s).map_or(0, Size::points);
            cells[s.board() as usize][usize::from(s.rank()) - 1][usize::from(s.file())] = points;
        }
        Naive {
            cells,
            score: [game.score(Side::South), game.score(Side::North)],
            quiet: game.quiet_plies(),
            passes: game.passes(),
            seat: game.turn_seat(),
            four: game.rules().players == Players::Four,
            quiet_limit: game.rules().quiet_limit,
        }
    }

    fn seats(&self) -> usize {
        if self.four { 4 } else { 2 }
    }

    fn team(&self) -> usize {
        self.seat % 2
    }

    /// Whether the seat to move controls a piece on (b, r).
    fn controls(&self, b: usize, r: usize) -> bool {
        side_of_rank(r) == self.team() && (!self.four || b == self.seat / 2)
    }

    fn over(&self) -> bool {
        for b in 0..2 {
            for half in 0..2 {
                let mut any = false;
                for r in half * 4..half * 4 + 4 {
                    for f in 0..4 {
                        any |= self.cells[b][r][f] != 0;
                    }
                }
                if !any {
                    return true;
                }
            }
        }
        let pass_limit = if self.four { 4 } else { 2 };
        self.passes >= pass_limit || (self.quiet_limit > 0 && self.quiet >= self.quiet_limit)
    }

    fn can_land(&self, b: usize, r: usize, f: usize) -> bool {
        self.cells[b][r][f] == 0 || side_of_rank(r) != self.team()
    }

    fn moves(&self) -> Vec<NaiveMove> {
        let mut list = Vec::new();
        if self.over() {
            return list;
        }
        const KING: [(i32, i32); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
        const KNIGHT: [(i32, i32); 8] =
            [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
        let on_board = |r: i32, f: i32| (0..8).contains(&r) && (0..4).contains(&f);
        for b in 0..2 {
            for r in 0..8 {
                for f in 0..4 {
                    let piece = self.cells[b][r][f];
                    if piece == 0 || !self.controls(b, r) {
                        continue;
                    }
                    let mut add = |r2: i32, f2: i32| {
                        let (r2, f2) = (r2 as usize, f2 as usize);
                        if self.can_land(b, r2, f2) {
                            list.push(NaiveMove::Step { b, r, f, r2, f2 });
                        }
                    };
                    match piece {
                        1 | 2 => {
                            for (df, dr) in if piece == 1 { KING } else { KNIGHT } {
                                let (r2, f2) = (r as i32 + dr, f as i32 + df);
                                if on_board(r2, f2) {
                                    add(r2, f2);
                                }
                            }
                        }
                        _ => {
                            for (df, dr) in KING {
                                let (mut r2, mut f2) = (r as i32 + dr, f as i32 + df);
                                while on_board(r2, f2) {
                                    add(r2, f2);
                                    if self.cells[b][r2 as usize][f2 as usize] != 0 {
                                        break;
                                    }
                                    r2 += dr;
                                    f2 += df;
                                }
                            }
                        }
                    }
                }
            }
        }
        if list.is_empty() {
            list.push(NaiveMove::Pass);
        }
        list
    }

    fn play(&mut self, mv: NaiveMove) {
        match mv {
            NaiveMove::Pass => {
                self.quiet += 1;
                self.passes += 1;
            }
            NaiveMove::Step { b, r, f, r2, f2 } => {
                let piece = self.cells[b][r][f];
                self.cells[b][r][f] = 0;
                let victim = self.cells[b][r2][f2];
                self.cells[b][r2][f2] = 0;
                if victim != 0 {
                    self.score[self.team()] += victim;
                    self.quiet = 0;
                } else {
                    self.quiet += 1;
                }
                let (db, dr, df) = (1 - b, 7 - r2, 3 - f2);
                if self.cells[db][dr][df] == 0 {
                    self.cells[db][dr][df] = piece;
                } else {
                    self.cells[b][r2][f2] = piece;
                }
                self.passes = 0;
            }
        }
        self.seat = (self.seat + 1) % self.seats();
    }

    fn write(&self, mv: NaiveMove) -> String {
        match mv {
            NaiveMove::Pass => "pass".to_owned(),
            NaiveMove::Step { b, r, f, r2, f2 } => {
                let files = ['a', 'b', 'c', 'd'];
                let sep = if self.cells[b][r2][f2] != 0 { 'x' } else { '-' };
                format!("{}{}{}{sep}{}{}", ['L', 'R'][b], files[f], r + 1, files[f2], r2 + 1)
            }
        }
    }

    fn position(&self) -> String {
        let mut boards = Vec::new();
        for b in 0..2 {
            let ranks: Vec<String> = (0..8)
                .rev()
                .map(|r| rank_text(&self.cells[b][r].map(|p| ['.', 's', 'm', 'l'][p as usize])))
                .collect();
            boards.push(ranks.join("/"));
        }
        let seat = if self.four { ["SL", "NL", "SR", "NR"][self.seat] } else { ["S", "N"][self.seat] };
        let passes = if self.passes > 0 { format!(" p{}", self.passes) } else { String::new() };
        format!("{} {seat} {}-{} {}{passes}", boards.join("|"), self.score[0], self.score[1], self.quiet)
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves()
            .into_iter()
            .map(|mv| {
                let mut next = self.clone();
                next.play(mv);
                next.perft(depth - 1)
            })
            .sum()
    }

    fn sorted_moves(&self) -> Vec<String> {
        let mut list: Vec<String> = self.moves().into_iter().map(|mv| self.write(mv)).collect();
        list.sort();
        list
    }
}

/// The states of `games` random games (every ply, the start included).
fn random_playout_states(rng: &mut Rng, rules: Rules, games: usize) -> Vec<Malice> {
    let mut states = Vec::new();
    for _ in 0..games {
        let mut game = Malice::new(rules);
        for _ in 0..400 {
            states.push(game.clone());
            let list = game.legal_move_list();
            if list.is_empty() {
                break;
            }
            let pick = list.get(rng.below(list.len() as u32) as usize).copied().expect("in range");
            game.play(&pick).expect("legal");
        }
    }
    states
}

/// Compares the two generators on one position, then on every step of a
/// random game from it, for at most `max_plies` positions (without a quiet
/// limit a random game may wander for long). Returns how many it checked.
fn cross_check_game(start: Malice, rng: &mut Rng, max_plies: usize) -> usize {
    let mut game = start;
    let mut naive = Naive::from_engine(&game);
    let mut checked = 0;
    while checked < max_plies {
        assert_eq!(game.position(), naive.position());
        let engine_moves = moves(&game);
        assert_eq!(engine_moves, naive.sorted_moves(), "{}", game.position());
        assert_eq!(game.is_over(), naive.over(), "{}", game.position());
        assert_eq!(game.count_legal_moves(), engine_moves.len() as u64);
        checked += 1;
        if engine_moves.is_empty() {
            return checked;
        }
        let pick = engine_moves.get(rng.below(engine_moves.len() as u32) as usize).expect("in range");
        let naive_move = naive
            .moves()
            .into_iter()
            .find(|&mv| naive.write(mv) == *pick)
            .expect("the naive generator has it");
        play(&mut game, pick);
        naive.play(naive_move);
    }
    checked
}

#[test]
fn naive_and_engine_agree_along_random_games() {
    let mut rng = Rng::seeded(2024);
    let mut positions = 0;
    for rules in [two(), four(), Rules { quiet_limit: 0, ..two() }, Rules { quiet_limit: 0, ..four() }] {
        for _ in 0..40 {
            positions += cross_check_game(Malice::new(rules), &mut rng, 300);
        }
    }
    assert!(positions > 3000, "only {positions} positions");
}

/// A random position string: each square empty or holding a random piece,
/// random scores, counters and side to move.
fn random_position(rng: &mut Rng, rules: Rules) -> Malice {
    let density = 0.05 + 0.9 * rng.unit();
    let mut pieces = Vec::new();
    for s in Square::all() {
        if rng.unit() < density {
            pieces.push(format!("{}{s}", ['s', 'm', 'l'][rng.below(3) as usize]));
        }
    }
    let seat = match rules.players {
        Players::Two => ["S", "N"][rng.below(2) as usize],
        Players::Four => ["SL", "NL", "SR", "NR"][rng.below(4) as usize],
    };
    let passes = match rng.below(4) {
        0 => format!(" p{}", rng.below(5)),
        _ => String::new(),
    };
    let rest = format!("{seat} {}-{} {}{passes}", rng.below(30), rng.below(30), rng.below(70));
    setup(&pieces.join(" "), &rest, rules)
}

#[test]
fn naive_and_engine_agree_on_random_positions() {
    let mut rng = Rng::seeded(77);
    let mut positions = 0;
    for rules in [two(), four(), Rules { quiet_limit: 0, ..two() }] {
        for _ in 0..300 {
            positions += cross_check_game(random_position(&mut rng, rules), &mut rng, 20);
        }
    }
    assert!(positions > 3000, "only {positions} positions");
}

#[test]
fn naive_and_engine_perft_agree_to_depth_3() {
    let mut rng = Rng::seeded(3);
    let mut starts = vec![Malice::new(two()), Malice::new(four())];
    starts.extend((0..20).map(|_| random_position(&mut rng, two())));
    starts.extend((0..20).map(|_| random_position(&mut rng, four())));
    for game in starts {
        let naive = Naive::from_engine(&game);
        for depth in 1..=3 {
            assert_eq!(perft(&game, depth), naive.perft(depth), "depth {depth} from {}", game.position());
        }
    }
}

/// Nobody is ever forced to pass: the piece of the seat to move that is
/// furthest forward can always step or jump forward (onto an empty square
/// of its own side or any square of the other side). So a pass only
/// happens in positions whose game is already over. Checked here on many
/// random positions; the pass rule stays implemented as the rules say.
#[test]
fn a_seat_with_pieces_always_has_a_move() {
    let mut rng = Rng::seeded(99);
    for rules in [two(), four()] {
        for _ in 0..3000 {
            let game = random_position(&mut rng, rules);
            if !game.is_over() {
                assert!(!game.legal_move_list().contains(&Move::Pass), "{}", game.position());
            }
        }
    }
}

/// Mangled position strings and moves are refused with a message, never a
/// panic; whatever is accepted prints and reads back to the same game.
#[test]
fn mangled_input_never_panics() {
    let alphabet: Vec<char> = "smlSMLpxX-|/ 0123456789LRabcdé⇒\u{0}".chars().collect();
    let mut rng = Rng::seeded(8);
    let mut accepted = 0;
    for _ in 0..5000 {
        let mut chars: Vec<char> = format!("{START} p1").chars().collect();
        for _ in 0..=rng.below(3) {
            let at = rng.below(chars.len() as u32 + 1) as usize;
            let c = alphabet.get(rng.below(alphabet.len() as u32) as usize).copied().unwrap_or('x');
            match rng.below(3) {
                0 if at < chars.len() => chars[at] = c,
                1 if at < chars.len() => {
                    chars.remove(at);
                }
                _ => chars.insert(at, c),
            }
        }
        let text: String = chars.into_iter().collect();
        for rules in [two(), four()] {
            if let Ok(game) = Malice::from_position(&text, rules) {
                accepted += 1;
                assert_eq!(Malice::from_position(&game.position(), rules).as_ref(), Ok(&game), "{text}");
            }
        }
        let move_alphabet: Vec<char> = "LRabcde0123456789-x pas⇒=>(stay)é".chars().collect();
        let length = rng.below(14);
        let typed: String = (0..length)
            .filter_map(|_| move_alphabet.get(rng.below(move_alphabet.len() as u32) as usize).copied())
            .collect();
        let game = Malice::new(two());
        if let Ok(mv) = game.parse_move(&typed) {
            assert!(game.is_legal(&mv), "{typed}");
        }
    }
    assert!(accepted > 20, "only {accepted} mangled strings were still positions");
}

/// The naive generator confirms the deeper start counts too. Slow in a
/// debug build: `cargo test --release --test rules malice_rules:: -- --ignored`.
#[test]
#[ignore = "slow: run in release"]
fn naive_confirms_perft_4_and_5_from_the_start() {
    for rules in [two(), four()] {
        let game = Malice::new(rules);
        let naive = Naive::from_engine(&game);
        for depth in 4..=5 {
            assert_eq!(naive.perft(depth), perft(&game, depth), "{rules:?} depth {depth}");
        }
    }
}

/// `play`'s check and the generator agree on every conceivable step.
#[test]
fn the_legality_check_agrees_with_the_generator() {
    let mut rng = Rng::seeded(21);
    for rules in [two(), four()] {
        for _ in 0..60 {
            let game = random_position(&mut rng, rules);
            let list = game.legal_move_list();
            for from in Square::all() {
                for to in Square::all().filter(|t| t.board() == from.board()) {
                    for capture in [false, true] {
                        let mv = Move::Step { from, to, capture };
                        assert_eq!(game.is_legal(&mv), list.contains(&mv), "{mv} in {}", game.position());
                    }
                }
            }
            assert_eq!(game.is_legal(&Move::Pass), list.contains(&Move::Pass));
        }
    }
}
