//! The rules of Malefiz (docs/rules/malefiz.md), one test per rule sentence, then
//! a cross-check of the engine against a second, naive generator written
//! straight from the rules text.

use malice_table::core::{Game, History, Outcome, Rng, SeatSet};
use malice_table::games::malefiz::{
    Board, Colour, Illegal, Malefiz, MapError, Move, Origin, Phase, PositionError, SetupError, SpaceKind,
    Square, divide, perft,
};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

const CLASSIC_START: &str = "classic r r:5h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";
const FAST_START: &str = "fast r r:4h y:4h x:i9,i6,e4,m4,e2,m2";
/// A small user map: goal c3 above a barricade on c2, houses 1 and 3.
const TINY: &str = "..G..\n..B..\nooooo\n1...3\n";

fn sq(text: &str) -> Square {
    text.parse().expect("a square")
}

fn tiny() -> Arc<Board> {
    Arc::new(Board::from_map("tiny", TINY).expect("the tiny map is valid"))
}

/// The position with the die showing `roll`.
fn at(position: &str, roll: u8) -> Malefiz {
    let game = Malefiz::from_position(position).unwrap_or_else(|e| panic!("{position}: {e}"));
    game.with_roll(roll).expect("a die face")
}

fn moves(game: &Malefiz) -> Vec<String> {
    let mut list: Vec<String> = game.legal_move_list().iter().map(Move::to_string).collect();
    list.sort();
    list
}

fn origin(text: &str) -> Origin {
    match text {
        "h" => Origin::House,
        "f" => Origin::Forest,
        square => Origin::Square(sq(square)),
    }
}

/// Where the piece at `from` may end, sorted by name.
fn dests(game: &Malefiz, from: &str) -> Vec<String> {
    let mut list: Vec<String> = game.destinations(origin(from)).iter().map(Square::to_string).collect();
    list.sort();
    list
}

fn names(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(str::to_owned).collect();
    v.sort();
    v
}

fn play(game: &mut Malefiz, text: &str) {
    let mv = game.parse_move(text).unwrap_or_else(|e| panic!("{e}"));
    game.play(&mv).unwrap_or_else(|e| panic!("{e}"));
}

fn reason(game: &Malefiz, text: &str) -> Illegal {
    game.parse_move(text).expect_err("illegal").reason
}

// ---- Board maps ----

#[test]
fn classic_board_has_112_spaces_and_121_connections() {
    let board = Board::classic();
    assert_eq!(board.spaces().len(), 112);
    assert_eq!(board.connections().count(), 121);
}

#[test]
fn fast_board_has_73_spaces_and_79_connections() {
    let board = Board::fast();
    assert_eq!(board.spaces().len(), 73);
    assert_eq!(board.connections().count(), 79);
}

#[test]
fn squares_are_named_like_chess_squares() {
    let board = Board::classic();
    assert_eq!(board.goal(), sq("i14"));
    let entries: Vec<String> = board.houses().iter().map(|h| h.entry.to_string()).collect();
    assert_eq!(entries, ["c1", "g1", "k1", "o1"]);
    let barricades: Vec<String> = board.barricade_starts().map(|s| s.to_string()).collect();
    assert_eq!(barricades.join(" "), "i13 i11 i10 i9 g7 k7 a3 e3 i3 m3 q3");
    assert_eq!(Board::fast().goal(), sq("i10"));
    assert_eq!(board.space(sq("a1")).map(|s| s.kind), Some(SpaceKind::Plain));
    assert_eq!(board.space(sq("a3")).map(|s| s.kind), Some(SpaceKind::BarricadeStart));
    assert!(board.space(sq("b2")).is_none());
}

#[test]
fn two_spaces_are_connected_exactly_when_orthogonal_neighbours() {
    for board in [Board::classic(), Board::fast(), tiny()] {
        let connected: BTreeSet<(Square, Square)> =
            board.connections().flat_map(|(a, b)| [(a, b), (b, a)]).collect();
        for a in board.spaces() {
            for b in board.spaces() {
                let (ac, ar) = (i32::from(a.square.col()), i32::from(a.square.row()));
                let (bc, br) = (i32::from(b.square.col()), i32::from(b.square.row()));
                let neighbours = (ac - bc).abs() + (ar - br).abs() == 1;
                assert_eq!(
                    connected.contains(&(a.square, b.square)),
                    neighbours,
                    "{} {}",
                    a.square,
                    b.square
                );
            }
        }
    }
}

#[test]
fn the_bottom_row_is_the_row_of_the_entry_spaces() {
    for board in [Board::classic(), Board::fast(), tiny()] {
        assert!(board.houses().iter().all(|h| h.entry.row() == 1));
    }
}

#[test]
fn fast_board_has_resting_spaces_a_village_and_a_forest() {
    let board = Board::fast();
    let resting: Vec<String> = board
        .spaces()
        .iter()
        .filter(|s| s.kind == SpaceKind::Resting)
        .map(|s| s.square.to_string())
        .collect();
    assert_eq!(resting.join(" "), "g7 k7 c3 i3 o3");
    assert_eq!(board.village_rows(), Some((7, 9)));
    assert_eq!(board.forest_exit(), Some(sq("i5")));
    let village = board.spaces().iter().filter(|s| s.village).count();
    assert_eq!(village, 9 + 3 + 9);
}

#[test]
fn a_user_map_sets_its_piece_count_or_gets_five() {
    assert_eq!(tiny().pieces_per_colour(), 5);
    let three = Board::from_map("three", &format!("# pieces: 3\n{TINY}")).expect("valid");
    assert_eq!(three.pieces_per_colour(), 3);
    let game = Malefiz::new(Arc::new(three), &[Colour::Red, Colour::Yellow], None, 1).expect("setup");
    assert_eq!(game.position(), "three r r:3h y:3h x:c2");
}

#[test]
fn map_format_tolerates_ragged_rows_spaces_and_crlf() {
    let base = tiny();
    for text in
        ["..G\n..B\nooooo\n1...3\n", "  G  \n  B  \nooooo\n1   3", "..G..\r\n..B..\r\nooooo\r\n1...3\r\n"]
    {
        let board = Board::from_map("tiny", text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(board.spaces(), base.spaces(), "{text:?}");
    }
}

#[test]
fn map_loader_errors_give_line_and_column() {
    use MapError::*;
    let red = Colour::Red;
    let yellow = Colour::Yellow;
    let wide = format!("G\n{}\n1.3\n", "o".repeat(27));
    let crowded = format!("G\n{}1.3\n", format!("{}\n", "o".repeat(26)).repeat(5));
    let tall = format!("{}1\n", "o\n".repeat(100));
    let cases: Vec<(String, MapError)> = vec![
        ("..G..\n..x..\nooooo\n1...3\n".into(), UnknownChar { line: 2, column: 3, found: 'x' }),
        ("..G..\n..1..\nooooo\n1...3\n".into(), UnknownChar { line: 2, column: 3, found: '1' }),
        ("..o..\n..B..\nooooo\n1...3\n".into(), NoGoal),
        ("..G.G\n..B..\nooooo\n1...3\n".into(), TwoGoals { line: 1, column: 5, first: sq("c3") }),
        ("..G..\n..B..\nooooo\n1....3\n".into(), HouseNotUnderSpace { line: 4, column: 6, colour: yellow }),
        ("..G..\n..B..\nooo.o\n1..3.\n".into(), HouseNotUnderSpace { line: 4, column: 4, colour: yellow }),
        ("..G..\n..B..\nooooo\n1...1\n".into(), DuplicateHouse { line: 4, column: 5, colour: red }),
        ("..G..\n..B..\nooooo\n1....\n".into(), TooFewHouses { line: 4, found: 1 }),
        (
            "..G..\n.....\nooooo\n1...3\n".into(),
            GoalUnreachable { line: 4, column: 1, colour: red, entry: sq("a1") },
        ),
        ("..G..\n..B..\nooooo\n1.x.3\n".into(), BadHouseChar { line: 4, column: 3, found: 'x' }),
        ("..G..\n..B..\nooooo\n".into(), BadHouseChar { line: 3, column: 1, found: 'o' }),
        ("..G..\n..B..\nooBoo\n1...3\n".into(), BarricadeOnBottomRow { line: 3, column: 3 }),
        ("..o..\n..B..\nGoooo\n1...3\n".into(), HouseOnGoal { line: 4, column: 1, colour: red }),
        (wide, TooWide { line: 2, column: 27 }),
        (crowded, TooManySpaces { line: 6, column: 24 }),
        (tall, TooManyRows { line: 1, rows: 100 }),
        (String::new(), NoRows),
        ("# only a comment\n\n".into(), NoRows),
        ("1...3\n".into(), NoRows),
        (format!("# village: rows 2-2\n{TINY}"), VillageWithoutForest { line: 1 }),
        (format!("# forest: b1\n{TINY}"), ForestWithoutVillage { line: 1 }),
        (format!("# pieces: 3\n# pieces: 4\n{TINY}"), RepeatedComment { line: 2, column: 11, key: "pieces" }),
        (
            "# village: rows 3-3\n# forest: e3\n..G.o\n..B..\nooooo\n1...3\n".into(),
            GoalUnreachableFromForest { line: 2, column: 11, exit: sq("e3") },
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(Board::from_map("m", &text), Err(expected), "{text:?}");
    }
}

#[test]
fn bad_data_comments_point_at_their_value() {
    let bad = |comment: &str| {
        let err = Board::from_map("m", &format!("{comment}\n{TINY}")).expect_err("a bad comment");
        assert!(matches!(err, MapError::BadComment { .. }), "{comment}: {err:?}");
        (err.location(), err.to_string())
    };
    assert_eq!(bad("# village: rows 9-7").0, Some((1, 12)));
    assert!(bad("# village: rows 9-7").1.contains("must not be above"));
    assert!(bad("# village: lines 1-2").1.contains("must read `rows A-B`"));
    assert!(bad("# village: rows 1-x").1.contains("must read `rows A-B`"));
    assert!(bad("# forest: b1\n# village: rows 3-9").1.contains("past the top row"));
    assert!(bad("# forest: a2\n# village: rows 2-2").1.contains("a2 is not a space"));
    assert!(bad("# forest: c3\n# village: rows 2-2").1.contains("onto the goal"));
    assert!(bad("# forest: 5i").1.contains("forest's exit space"));
    assert!(bad("# pieces: 0").1.contains("1–16"));
    assert!(bad("# pieces: many").1.contains("1–16"));
}

#[test]
fn map_errors_say_where_in_words() {
    let err = Board::from_map("m", "..G..\n..x..\nooooo\n1...3\n").expect_err("bad");
    assert!(err.to_string().starts_with("line 2, column 3: `x` is not a grid character"), "{err}");
    let err = Board::from_map("m", "..G..\n..1..\nooooo\n1...3\n").expect_err("bad");
    assert!(err.to_string().contains("house digits belong on the last line"), "{err}");
    let err = Board::from_map("my map", TINY).expect_err("bad name");
    assert!(matches!(err, MapError::BadName { .. }));
    assert!(Board::from_map("a".repeat(33).as_str(), TINY).is_err());
}

#[test]
fn mangled_maps_never_panic() {
    let mut rng = Rng::seeded(77);
    let alphabet: Vec<char> = ".oBrG1234# \n\r\tx:-é0".chars().collect();
    let sources =
        [malice_table::games::malefiz::map::CLASSIC_MAP, malice_table::games::malefiz::map::FAST_MAP, TINY];
    let mut loaded = 0;
    for round in 0..1500 {
        let mut text: Vec<char> = sources[round % sources.len()].chars().collect();
        for _ in 0..=rng.below(4) {
            let at = rng.below(text.len() as u32 + 1) as usize;
            let c = alphabet[rng.below(alphabet.len() as u32) as usize];
            match rng.below(3) {
                0 if at < text.len() => text[at] = c,
                1 if at < text.len() => {
                    text.remove(at);
                }
                _ => text.insert(at, c),
            }
        }
        let text: String = text.into_iter().collect();
        if let Ok(board) = Board::from_map("fuzz", &text) {
            loaded += 1;
            // A board that loads must be playable.
            let colours: Vec<Colour> = board.houses().iter().map(|h| h.colour).collect();
            let mut game = Malefiz::new(Arc::new(board), &colours, None, round as u64).expect("setup");
            for _ in 0..20 {
                let list = game.legal_move_list();
                let Some(mv) = list.get(rng.below(list.len().max(1) as u32) as usize) else { break };
                game.play(mv).expect("a generated move is legal");
            }
        }
    }
    assert!(loaded > 100, "only {loaded} mutated maps loaded");
}

// ---- Setup ----

#[test]
fn classic_setup_five_pieces_each_and_eleven_barricades() {
    let game = Malefiz::new(Board::classic(), &[Colour::Red, Colour::Yellow], None, 0).expect("setup");
    assert_eq!(game.position(), CLASSIC_START);
    assert_eq!(game.in_house(Colour::Red), 5);
    assert_eq!(game.barricades().len(), 11);
}

#[test]
fn fast_setup_four_pieces_each_and_six_barricades() {
    let game = Malefiz::new(Board::fast(), &[Colour::Red, Colour::Yellow], None, 0).expect("setup");
    assert_eq!(game.position(), FAST_START);
    assert_eq!(game.in_house(Colour::Yellow), 4);
    assert_eq!(game.barricades().len(), 6);
}

#[test]
fn two_three_or_four_players() {
    let board = Board::classic();
    assert_eq!(
        Malefiz::new(board.clone(), &[Colour::Red], None, 0),
        Err(SetupError::TooFewColours { found: 1 })
    );
    assert_eq!(
        Malefiz::new(board.clone(), &[Colour::Red, Colour::Red], None, 0),
        Err(SetupError::RepeatedColour { colour: Colour::Red })
    );
    for n in 2..=4 {
        let game = Malefiz::new(board.clone(), &Colour::ALL[..n], None, 0).expect("setup");
        assert_eq!(game.seat_count(), n);
    }
    let err = Malefiz::new(tiny(), &[Colour::Red, Colour::Green], None, 0).expect_err("no green house");
    assert!(err.to_string().contains("no house for Green"), "{err}");
}

#[test]
fn turn_order_skips_missing_colours() {
    let game =
        Malefiz::new(Board::classic(), &[Colour::Blue, Colour::Red, Colour::Yellow], None, 0).expect("setup");
    assert_eq!(game.turn(), Colour::Red);
    // Nobody can move, so every turn is lost and play goes round.
    let mut idle = Malefiz::from_position("classic r r:0h y:0h b:0h x:").expect("valid");
    let mut order = Vec::new();
    for _ in 0..4 {
        order.push(idle.turn());
        play(&mut idle, "roll");
        play(&mut idle, "pass");
    }
    assert_eq!(order, [Colour::Red, Colour::Yellow, Colour::Blue, Colour::Red]);
    let seated: Vec<Option<usize>> =
        [Colour::Red, Colour::Yellow, Colour::Blue].map(|c| game.seat_of(c)).to_vec();
    assert_eq!(seated, [Some(0), Some(1), Some(2)]);
    assert_eq!(game.seat_of(Colour::Green), None);
}

#[test]
fn the_chosen_player_begins_default_the_first_colour_in_play() {
    let board = Board::classic();
    let game = Malefiz::new(board.clone(), &[Colour::Blue, Colour::Green], None, 0).expect("setup");
    assert_eq!(game.turn(), Colour::Green);
    let game =
        Malefiz::new(board.clone(), &[Colour::Red, Colour::Yellow], Some(Colour::Yellow), 0).expect("setup");
    assert_eq!(game.turn(), Colour::Yellow);
    assert_eq!(game.to_move(), Some(1));
    assert_eq!(
        Malefiz::new(board, &[Colour::Red, Colour::Yellow], Some(Colour::Blue), 0),
        Err(SetupError::FirstNotInPlay { colour: Colour::Blue })
    );
}

// ---- A turn ----

#[test]
fn roll_is_the_only_move_before_rolling() {
    let game = Malefiz::classic_start(3);
    assert_eq!(game.phase(), Phase::Roll);
    assert_eq!(game.legal_move_list(), [Move::Roll]);
    assert_eq!(reason(&game, "h-c1"), Illegal::MustRoll(Colour::Red));
}

#[test]
fn the_die_is_drawn_from_the_rng_in_the_state() {
    let faces = |seed: u64| -> Vec<u8> {
        let mut game = Malefiz::classic_start(seed);
        let mut faces = Vec::new();
        for _ in 0..60 {
            let predicted = game.next_roll();
            game.play(&Move::Roll).expect("roll");
            let face = game.roll().expect("rolled");
            assert_eq!(face, predicted);
            faces.push(face);
            let first = game.legal_move_list()[0];
            game.play(&first).expect("legal");
        }
        faces
    };
    let a = faces(11);
    assert_eq!(a, faces(11));
    assert_ne!(a, faces(12));
    assert!(a.iter().all(|f| (1..=6).contains(f)));
    assert_eq!(a.iter().collect::<BTreeSet<_>>().len(), 6, "{a:?}");
}

#[test]
fn undo_never_rerolls() {
    let mut history = History::new(Malefiz::classic_start(2024));
    for _ in 0..30 {
        history.play(Move::Roll).expect("roll");
        let face = history.current().roll();
        // Undo the roll and roll again: the generator is part of the state.
        assert!(history.undo());
        history.play(Move::Roll).expect("roll");
        assert_eq!(history.current().roll(), face);
        let mv = history.current().legal_move_list()[0];
        history.play(mv).expect("legal");
        // Undo the move and the roll, then redo both: the same roll again.
        assert!(history.undo() && history.undo());
        assert!(history.redo());
        assert_eq!(history.current().roll(), face);
        assert!(history.redo());
    }
}

#[test]
fn six_gives_no_extra_roll() {
    let mut game = at(CLASSIC_START, 6);
    assert_eq!(moves(&game), ["h-h1"]);
    play(&mut game, "h-h1");
    assert_eq!(game.turn(), Colour::Yellow);
    assert_eq!(game.phase(), Phase::Roll);
}

#[test]
fn forced_move_when_any_exists() {
    let game = at(CLASSIC_START, 1);
    assert_eq!(moves(&game), ["h-c1"]);
    assert_eq!(reason(&game, "pass"), Illegal::PassWithMoves { colour: Colour::Red, roll: 1 });
}

#[test]
fn a_piece_may_stay_in_its_house() {
    let game = at("classic r r:a12,4h y:5h x:", 1);
    assert_eq!(moves(&game), names("a12-a11 a12-a13 h-c1"));
    let mut game = game;
    play(&mut game, "a12-a11");
    assert_eq!(game.in_house(Colour::Red), 4);
}

#[test]
fn lost_turn_when_none() {
    let board = tiny();
    let mut game = Malefiz::new(board, &[Colour::Red, Colour::Yellow], None, 0).expect("setup");
    game.set_roll(6).expect("a face");
    // a1 b1 c1 d1 e1 is five steps; c2 holds a barricade.
    assert_eq!(moves(&game), ["pass"]);
    assert_eq!(game.log_line(&Move::Pass), "Red 6: pass");
    play(&mut game, "pass");
    assert_eq!((game.turn(), game.phase()), (Colour::Yellow, Phase::Roll));
    let none = at("classic r r:0h y:5h x:", 2);
    assert_eq!(moves(&none), ["pass"]);
}

#[test]
fn entering_counts_as_first_step() {
    assert_eq!(moves(&at(CLASSIC_START, 1)), ["h-c1"]);
    assert_eq!(moves(&at(CLASSIC_START, 2)), ["h-b1", "h-d1"]);
    assert_eq!(moves(&at(CLASSIC_START, 3)), ["h-a1", "h-e1"]);
    assert_eq!(moves(&at(CLASSIC_START, 4)), ["h-a2", "h-e2", "h-f1"]);
}

#[test]
fn path_may_turn_at_junctions() {
    // From c1: left then up (a2), right then up (e2), or straight on (f1).
    assert_eq!(dests(&at(CLASSIC_START, 4), "h"), names("a2 e2 f1"));
}

#[test]
fn path_never_revisits_a_space() {
    // c4 → c5 → d5, c4 → c3 → b3 / d3; never c4 → c3 → c4.
    let game = at("classic r r:c4 y:5h x:", 2);
    assert_eq!(dests(&game, "c4"), names("b3 d3 d5"));
}

#[test]
fn cannot_pass_a_barricade() {
    let blocked = at("classic r r:b3 y:5h x:a3", 2);
    assert_eq!(dests(&blocked, "b3"), names("c4 d3"));
    let open = at("classic r r:b3 y:5h x:", 2);
    assert_eq!(dests(&open, "b3"), names("a2 c4 d3"));
}

#[test]
fn may_pass_over_pieces() {
    let over_opponent = at("classic r r:b3 y:c3,4h x:", 2);
    assert_eq!(dests(&over_opponent, "b3"), names("a2 c4 d3"));
    let over_own = at("classic r r:b3,c3 y:5h x:", 2);
    assert!(dests(&over_own, "b3").contains(&"d3".to_owned()));
}

#[test]
fn exact_landing_only() {
    // Three steps from b3 end on e3, c5 or a1 — not on any space on the way.
    let game = at("classic r r:b3 y:5h x:", 3);
    assert_eq!(dests(&game, "b3"), names("a1 c5 e3"));
}

#[test]
fn cannot_end_on_own_piece() {
    let game = at("classic r r:c1,4h y:5h x:", 1);
    assert_eq!(moves(&game), names("c1-b1 c1-d1"));
    assert_eq!(reason(&game, "h-c1"), Illegal::OwnPieceThere { to: sq("c1"), colour: Colour::Red });
}

#[test]
fn same_destination_by_two_paths_is_one_move() {
    // c4 → c5 … g5 → g4 and c4 → c3 … g3 → g4 are both six steps.
    let game = at("classic r r:c4 y:5h x:", 6);
    let list = moves(&game);
    assert_eq!(list.iter().filter(|m| *m == "c4-g4").count(), 1);
    let unique: BTreeSet<&String> = list.iter().collect();
    assert_eq!(unique.len(), list.len());
}

#[test]
fn pieces_from_the_house_are_one_origin() {
    // Five pieces in the house, but each destination is one move.
    assert_eq!(moves(&at(CLASSIC_START, 3)).len(), 2);
}

// ---- Hitting ----

#[test]
fn hit_sends_piece_home() {
    let mut game = at("classic r r:a1,4h y:b1,4h x:", 1);
    assert_eq!(game.log_line(&game.parse_move("a1-b1").expect("legal")), "Red 1: a1-b1 hits Yellow");
    play(&mut game, "a1-b1");
    assert_eq!(game.in_house(Colour::Yellow), 5);
    assert_eq!(game.piece_at(sq("b1")), Some(Colour::Red));
}

#[test]
fn hit_in_village_goes_to_forest() {
    let mut game = at("fast r r:f7,3h y:e7,3h x:", 1);
    assert_eq!(game.log_line(&game.parse_move("f7-e7").expect("legal")), "Red 1: f7-e7 hits Yellow → forest");
    play(&mut game, "f7-e7");
    assert_eq!((game.in_forest(Colour::Yellow), game.in_house(Colour::Yellow)), (1, 3));
    assert_eq!(game.position(), "fast y r:e7,3h y:3h,1f x:");
}

#[test]
fn hit_outside_the_village_goes_home_on_the_fast_board() {
    let mut game = at("fast r r:f5,3h y:e5,3h x:", 1);
    play(&mut game, "f5-e5");
    assert_eq!((game.in_forest(Colour::Yellow), game.in_house(Colour::Yellow)), (0, 4));
}

#[test]
fn forest_exit_counts_as_first_step() {
    let one = at("fast r r:1f,3h y:4h x:i6", 1);
    assert_eq!(dests(&one, "f"), ["i5"]);
    let two = at("fast r r:1f,3h y:4h x:i6", 2);
    assert_eq!(dests(&two, "f"), names("h5 i6 j5"));
}

#[test]
fn any_number_of_pieces_may_wait_in_the_forest() {
    let mut game = at("fast r r:f7,3h y:e7,3f x:", 1);
    play(&mut game, "f7-e7");
    assert_eq!(game.in_forest(Colour::Yellow), 4);
    game.set_roll(1).expect("a face");
    assert_eq!(moves(&game), ["f-i5"]);
}

// ---- Barricades ----

#[test]
fn ending_on_a_barricade_takes_it() {
    let mut game = at(CLASSIC_START, 5);
    play(&mut game, "h-a3/a11");
    assert!(!game.has_barricade(sq("a3")) && game.has_barricade(sq("a11")));
    assert_eq!(game.piece_at(sq("a3")), Some(Colour::Red));
}

#[test]
fn taking_barricade_requires_placement() {
    let game = at(CLASSIC_START, 5);
    for mv in game.legal_move_list() {
        if let Move::Piece { to, place, .. } = mv {
            assert_eq!(place.is_some(), to == sq("a3") || to == sq("e3"), "{mv}");
        }
    }
    assert_eq!(reason(&game, "h-a3"), Illegal::PlacementMissing { from: Origin::House, to: sq("a3") });
    assert_eq!(reason(&game, "h-g1/a11"), Illegal::NoBarricadeToTake { from: Origin::House, to: sq("g1") });
}

#[test]
fn each_placement_is_a_separate_move() {
    let game = at(CLASSIC_START, 5);
    let list = moves(&game);
    // 112 spaces − 17 on the bottom row − the goal − 11 barricades = 83.
    assert_eq!(list.iter().filter(|m| m.starts_with("h-a3/")).count(), 83);
    assert_eq!(game.placements(Origin::House, sq("a3")).len(), 83);
    assert_eq!(list.len(), 83 + 83 + 1);
}

#[test]
fn placement_not_on_bottom_row() {
    let game = at(CLASSIC_START, 5);
    assert!(game.placements(Origin::House, sq("a3")).iter().all(|s| s.row() != 1));
    assert_eq!(reason(&game, "h-a3/b1"), Illegal::BarricadeOnBottomRow(sq("b1")));
}

#[test]
fn placement_not_on_goal() {
    let game = at(CLASSIC_START, 5);
    assert!(!game.placements(Origin::House, sq("a3")).contains(&sq("i14")));
    assert_eq!(reason(&game, "h-a3/i14"), Illegal::BarricadeOnGoal);
}

#[test]
fn placement_not_on_occupied() {
    let game = at("classic r r:d5,4h y:c5,4h x:a3,i13", 5);
    let places = game.placements(Origin::House, sq("a3"));
    assert!(!places.contains(&sq("c5")) && !places.contains(&sq("d5")));
    assert_eq!(reason(&game, "h-a3/c5"), Illegal::BarricadeOnPiece(sq("c5")));
    assert_eq!(reason(&game, "h-a3/d5"), Illegal::BarricadeOnPiece(sq("d5")));
    assert_eq!(reason(&game, "h-a3/i13"), Illegal::BarricadeOnBarricade(sq("i13")));
    assert_eq!(reason(&game, "h-a3/a3"), Illegal::BarricadeUnderMover(sq("a3")));
}

#[test]
fn placement_not_on_resting() {
    let game = at(FAST_START, 4);
    let places = game.placements(Origin::House, sq("e2"));
    assert!(!places.is_empty());
    let board = game.board();
    assert!(places.iter().all(|&s| board.space(s).map(|x| x.kind) != Some(SpaceKind::Resting)));
    assert_eq!(reason(&game, "h-e2/c3"), Illegal::BarricadeOnRestingSpace(sq("c3")));
    // 73 − 17 bottom − goal − 5 resting − 6 barricades = 44.
    assert_eq!(places.len(), 44);
}

#[test]
fn space_just_left_is_allowed() {
    let game = at("classic r r:c3 y:5h x:a3", 2);
    assert!(game.placements(Origin::Square(sq("c3")), sq("a3")).contains(&sq("c3")));
    let mut game = game;
    play(&mut game, "c3-a3/c3");
    assert!(game.has_barricade(sq("c3")));
}

// ---- Resting spaces ----

#[test]
fn resting_space_protects() {
    let game = at("fast r r:h7,3h y:g7,3h x:", 1);
    assert!(!dests(&game, "h7").contains(&"g7".to_owned()));
    assert_eq!(reason(&game, "h7-g7"), Illegal::RestingSpaceTaken(sq("g7")));
}

#[test]
fn cannot_end_on_occupied_resting_space() {
    let empty = at("fast r r:h7,3h y:4h x:", 1);
    assert!(dests(&empty, "h7").contains(&"g7".to_owned()));
    let taken = at("fast r r:f7,3h y:g7,3h x:", 1);
    assert!(!dests(&taken, "f7").contains(&"g7".to_owned()));
}

#[test]
fn pieces_may_pass_over_a_resting_space() {
    let game = at("fast r r:h7,3h y:g7,3h x:", 2);
    assert!(dests(&game, "h7").contains(&"f7".to_owned()));
}

// ---- End ----

#[test]
fn first_to_goal_wins() {
    let mut game = at("classic r r:f13,4h y:5h x:", 4);
    let mv = game.parse_move("f13-i14").expect("legal");
    assert_eq!(game.log_line(&mv), "Red 4: f13-i14 reaches the goal and wins");
    game.play(&mv).expect("legal");
    assert_eq!(game.winner(), Some(Colour::Red));
    assert_eq!(game.outcome(), Some(Outcome::Win(SeatSet::single(0))));
    assert_eq!(game.to_move(), None);
    assert!(game.legal_move_list().is_empty());
    assert_eq!(reason(&game, "roll"), Illegal::GameOver { winner: Colour::Red });
    assert_eq!(perft(&game, 2), 0);
}

#[test]
fn goal_needs_exact_count() {
    let game = at("classic r r:f13,4h y:5h x:", 5);
    assert!(!dests(&game, "f13").contains(&"i14".to_owned()));
}

#[test]
fn a_path_may_not_pass_over_the_goal() {
    // [house] On this map the goal lies between a3 and c3.
    let board = Arc::new(Board::from_map("mid", "oGoo\no..o\noooo\n1..3\n").expect("valid"));
    let game =
        Malefiz::from_position_on("mid r r:a3 y:4h x:", board).expect("valid").with_roll(2).expect("a face");
    assert_eq!(dests(&game, "a3"), ["a1"]);
}

// ---- Notation and positions ----

#[test]
fn log_lines_as_in_the_rules() {
    let game = at(CLASSIC_START, 5);
    assert_eq!(
        game.log_line(&game.parse_move("h-a3/a11").expect("legal")),
        "Red 5: h-a3 takes barricade → a11"
    );
    let game = at("classic y r:5h g:i5,4h y:k3,4h x:", 4);
    assert_eq!(game.log_line(&game.parse_move("k3-i5").expect("legal")), "Yellow 4: k3-i5 hits Green");
    let game = at("classic r r:0h y:5h x:", 2);
    assert_eq!(game.log_line(&Move::Pass), "Red 2: pass");
    let fresh = Malefiz::classic_start(5);
    let mut history = History::new(fresh.clone());
    history.play(Move::Roll).expect("roll");
    let face = history.current().roll().expect("rolled");
    assert_eq!(history.all()[0].log, format!("Red rolls {face}"));
}

#[test]
fn moves_are_written_as_in_the_rules() {
    for text in ["h-c3", "f-i5", "c3-e6", "h-a3/a11", "pass", "roll"] {
        let mv: Move = text.parse().expect("a move");
        assert_eq!(mv.to_string(), text);
    }
    let mv: Move = "h-a3/a11".parse().expect("a move");
    assert_eq!(mv, Move::Piece { from: Origin::House, to: sq("a3"), place: Some(sq("a11")) });
}

#[test]
fn parse_move_tells_malformed_from_illegal() {
    let game = at(CLASSIC_START, 3);
    assert!(matches!(reason(&game, "h_a1"), Illegal::Malformed(_)));
    let far = reason(&game, "h-c1");
    assert_eq!(far, Illegal::Unreachable { from: Origin::House, to: sq("c1"), roll: 3 });
    assert!(far.to_string().contains("cannot reach c1 in exactly 3 steps"), "{far}");
    assert_eq!(reason(&game, "f-i5"), Illegal::NoForest);
    assert_eq!(reason(&game, "c3-d3"), Illegal::NoPiece(sq("c3")));
    assert_eq!(reason(&game, "h-b2"), Illegal::NotASpace(sq("b2")));
    assert_eq!(reason(&game, "roll"), Illegal::AlreadyRolled { colour: Colour::Red, roll: 3 });
    let yellow = at("classic r r:5h y:c3,4h x:", 3);
    let theirs = reason(&yellow, "c3-d3");
    assert_eq!(theirs, Illegal::NotYourPiece { square: sq("c3"), owner: Colour::Yellow, mover: Colour::Red });
    assert!(theirs.to_string().contains("Yellow's, not Red's"), "{theirs}");
}

/// The refusals of moves from every origin to every square of the grid,
/// of every placement of the legal captures, and of `roll` and `pass`.
fn refusals(game: &Malefiz) -> Vec<Illegal> {
    let board = game.board();
    let grid: Vec<Square> = (0..board.columns())
        .flat_map(|c| (1..=board.rows()).filter_map(move |r| Square::new(c, r)))
        .collect();
    let pieces = grid.iter().filter(|&&s| game.piece_at(s).is_some()).map(|&s| Origin::Square(s));
    let origins: Vec<Origin> =
        [Origin::House, Origin::Forest, Origin::Square(sq("c2"))].into_iter().chain(pieces).collect();
    let mut moves = vec![Move::Roll, Move::Pass];
    for &from in &origins {
        moves.extend(grid.iter().map(|&to| Move::Piece { from, to, place: None }));
    }
    for mv in game.legal_move_list() {
        if let Move::Piece { from, to, place: Some(_) } = mv {
            moves.extend(grid.iter().map(|&place| Move::Piece { from, to, place: Some(place) }));
        }
    }
    moves.iter().filter_map(|mv| game.check(mv).err()).map(|e| e.reason).collect()
}

#[test]
fn every_refusal_reads_as_a_sentence() {
    let mut rng = Rng::seeded(5);
    let mut reasons = vec![reason(&at(CLASSIC_START, 3), "h_a1"), reason(&at(FAST_START, 1), "f-a1")];
    for board in [Board::classic(), Board::fast()] {
        let mut game = Malefiz::new(board, &Colour::ALL, None, 9).expect("four colours");
        for ply in 0..600 {
            if ply % 23 == 1 {
                reasons.extend(refusals(&game));
            }
            let list = game.legal_move_list();
            let Some(&pick) = list.get(rng.below(list.len().max(1) as u32) as usize) else {
                reasons.extend(refusals(&game));
                break;
            };
            game.play(&pick).expect("legal");
        }
    }
    let mut kinds = BTreeSet::new();
    for reason in reasons {
        let text = reason.to_string();
        assert!(!text.starts_with(char::is_lowercase) && text.ends_with('.'), "{text}");
        kinds.insert(format!("{reason:?}").split([' ', '(']).next().map(str::to_owned));
    }
    assert!(kinds.len() >= 15, "only {} kinds of refusal met: {kinds:?}", kinds.len());
}

#[test]
fn play_checks_and_leaves_the_state_unchanged_on_error() {
    let mut game = at(CLASSIC_START, 3);
    let before = game.clone();
    let bad = Move::Piece { from: Origin::House, to: sq("c1"), place: None };
    assert!(game.play(&bad).is_err());
    assert_eq!(game, before);
}

#[test]
fn position_strings_as_in_the_rules() {
    let game = Malefiz::from_position(CLASSIC_START).expect("valid");
    assert_eq!(game.position(), CLASSIC_START);
    assert_eq!(game.phase(), Phase::Roll);
    let err = Malefiz::from_position("classic r r:5h y:5h x:i13,b2").expect_err("b2 is no space");
    assert_eq!(err, PositionError::NotASpace { field: 5, square: sq("b2") });
    assert_eq!(err.to_string(), "field 5: b2 is not a space on this board");
}

#[test]
fn a_game_survives_a_ron_round_trip() {
    let mut game = Malefiz::classic_start(99);
    play(&mut game, "roll");
    let text = ron::to_string(&game).expect("serialise");
    let back: Malefiz = ron::from_str(&text).expect("parse");
    assert_eq!(back, game);
    let mut user =
        Malefiz::new(tiny(), &[Colour::Red, Colour::Yellow], Some(Colour::Yellow), 4).expect("setup");
    play(&mut user, "roll");
    let text = ron::to_string(&user).expect("serialise");
    let back: Malefiz = ron::from_str(&text).expect("parse");
    assert_eq!(back, user);
    assert_eq!(back.next_roll(), user.next_roll());
    let broken = text.replace("x:c2", "x:b2");
    assert!(ron::from_str::<Malefiz>(&broken).is_err());
}

// ---- perft ----

#[test]
fn perft_from_the_classic_start() {
    let game = Malefiz::from_position(CLASSIC_START).expect("valid");
    assert_eq!(perft(&game, 1), 176);
    assert_eq!(perft(&game, 2), 31_164);
    assert_eq!(perft(&game, 3), 7_532_530);
}

#[test]
fn perft_from_the_fast_start() {
    let game = Malefiz::from_position(FAST_START).expect("valid");
    assert_eq!(perft(&game, 1), 55);
    assert_eq!(perft(&game, 2), 3_321);
    assert_eq!(perft(&game, 3), 462_222);
}

#[test]
fn divide_names_every_face_and_move() {
    let game = Malefiz::from_position(CLASSIC_START).expect("valid");
    let split = divide(&game, 1);
    assert_eq!(split.len(), 176);
    assert!(split.iter().all(|&(_, _, n)| n == 1));
    assert_eq!(split.iter().filter(|(face, _, _)| *face == 5).count(), 167);
}

// ---- Properties along random games ----

/// Random games: half the time the move that ends highest (towards the
/// goal), else any move, so games reach the village, hits and the goal.
fn random_game(board: Arc<Board>, colours: &[Colour], seed: u64, turns: usize) -> Vec<Malefiz> {
    let mut game = Malefiz::new(board, colours, None, seed).expect("setup");
    let mut rng = Rng::seeded(seed ^ 0x5EED);
    let mut states = vec![game.clone()];
    for _ in 0..turns {
        if game.is_over() {
            break;
        }
        game.play(&Move::Roll).expect("roll");
        let list = game.legal_move_list();
        let row = |mv: &Move| match mv {
            Move::Piece { to, .. } => to.row(),
            _ => 0,
        };
        let pick = if rng.below(2) == 0 {
            list.iter().max_by_key(|mv| (row(mv), rng.below(1000))).copied()
        } else {
            list.get(rng.below(list.len() as u32) as usize).copied()
        };
        let mv = pick.expect("a legal move or pass");
        game.play(&mv).unwrap_or_else(|e| panic!("{e} in {}", game.position()));
        states.push(game.clone());
    }
    states
}

fn setups() -> Vec<(Arc<Board>, Vec<Colour>)> {
    use Colour::*;
    let mut list = Vec::new();
    for board in [Board::classic(), Board::fast()] {
        for colours in [vec![Red, Yellow], vec![Red, Green, Blue], vec![Red, Green, Yellow, Blue]] {
            list.push((board.clone(), colours));
        }
    }
    list
}

#[test]
fn barricade_count_conserved_over_random_playouts() {
    for (i, (board, colours)) in setups().into_iter().enumerate() {
        let expected = board.barricade_starts().count();
        let pieces = usize::from(board.pieces_per_colour());
        for game in random_game(board, &colours, i as u64, 300) {
            assert_eq!(game.barricades().len(), expected, "{}", game.position());
            for &c in &colours {
                let total = game.pieces_on_board(c).len()
                    + usize::from(game.in_house(c))
                    + usize::from(game.in_forest(c));
                assert_eq!(total, pieces, "{c} in {}", game.position());
            }
        }
    }
}

#[test]
fn random_games_end_with_a_winner_on_the_goal() {
    let mut wins = 0;
    for (i, (board, colours)) in setups().into_iter().enumerate() {
        for seed in 0..3 {
            let states = random_game(board.clone(), &colours, 100 + 10 * i as u64 + seed, 3000);
            let last = states.last().expect("a state");
            if let Some(winner) = last.winner() {
                wins += 1;
                assert_eq!(last.piece_at(board.goal()), Some(winner));
                assert_eq!(
                    last.outcome(),
                    Some(Outcome::Win(SeatSet::single(last.seat_of(winner).expect("seated"))))
                );
            }
        }
    }
    assert!(wins >= 12, "only {wins} of 18 random games were won");
}

#[test]
fn position_and_notation_round_trip_along_random_games() {
    for (i, (board, colours)) in setups().into_iter().enumerate() {
        for game in random_game(board.clone(), &colours, 7 + i as u64, 200) {
            let text = game.position();
            let back = Malefiz::from_position(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(back.position(), text);
            if game.is_over() {
                continue;
            }
            for face in 1..=6 {
                let rolled = game.clone().with_roll(face).expect("a face");
                for mv in rolled.legal_move_list() {
                    let written = mv.to_string();
                    assert_eq!(rolled.parse_move(&written), Ok(mv), "{written} in {text}");
                }
            }
        }
    }
}

#[test]
fn ui_queries_agree_with_the_legal_moves() {
    for (i, (board, colours)) in setups().into_iter().enumerate() {
        for game in random_game(board.clone(), &colours, 50 + i as u64, 120).into_iter().step_by(3) {
            if game.is_over() {
                continue;
            }
            for face in 1..=6 {
                let rolled = game.clone().with_roll(face).expect("a face");
                let legal: BTreeSet<Move> = rolled.legal_move_list().into_iter().collect();
                let mut built = BTreeSet::new();
                for from in rolled.movable_pieces() {
                    let ends = rolled.destinations(from);
                    assert!(!ends.is_empty());
                    for to in ends {
                        let places = rolled.placements(from, to);
                        if places.is_empty() {
                            built.insert(Move::Piece { from, to, place: None });
                        }
                        for place in places {
                            built.insert(Move::Piece { from, to, place: Some(place) });
                        }
                    }
                }
                if built.is_empty() {
                    built.insert(Move::Pass);
                }
                assert_eq!(built, legal, "{} roll {face}", game.position());
                for mv in &legal {
                    check_path(&rolled, mv, face);
                }
            }
        }
    }
}

/// The animation path of `mv` is a real path of the move.
fn check_path(game: &Malefiz, mv: &Move, roll: u8) {
    let Move::Piece { from, to, .. } = *mv else {
        assert_eq!(game.path(mv), None);
        return;
    };
    let path = game.path(mv).unwrap_or_else(|| panic!("no path for {mv} in {}", game.position()));
    assert_eq!(path.len(), usize::from(roll), "{mv}");
    assert_eq!(path.last(), Some(&to));
    let board = game.board();
    let mut previous = match from {
        Origin::Square(s) => Some(s),
        Origin::House => {
            assert_eq!(path.first().copied(), board.entry(game.turn()));
            None
        }
        Origin::Forest => {
            assert_eq!(path.first().copied(), board.forest_exit());
            None
        }
    };
    let mut seen: BTreeSet<Square> = previous.into_iter().collect();
    for (i, &step) in path.iter().enumerate() {
        assert!(seen.insert(step), "{mv} revisits {step}");
        if let Some(p) = previous {
            assert!(board.neighbours(p).contains(&step), "{mv}: {p} to {step}");
        }
        if i + 1 < path.len() {
            assert!(!game.has_barricade(step) && step != board.goal(), "{mv} passes {step}");
        }
        previous = Some(step);
    }
}

// ---- The naive generator: plain data, straight from the rules text ----

/// (column from the left, row from the bottom).
type Cell = (i32, i32);

/// A board read naively from its map text.
struct NaiveBoard {
    name: String,
    kinds: BTreeMap<Cell, char>,
    entries: BTreeMap<usize, Cell>,
    village: Option<(i32, i32)>,
    forest: Option<Cell>,
}

fn cell_name(c: Cell) -> String {
    format!("{}{}", char::from(b'a' + c.0 as u8), c.1)
}

fn cell_of(name: &str) -> Cell {
    let col = i32::from(name.as_bytes()[0] - b'a');
    (col, name[1..].parse().expect("a row number"))
}

fn naive_board(name: &str, text: &str) -> NaiveBoard {
    let mut village = None;
    let mut forest = None;
    let mut lines = Vec::new();
    for line in text.lines() {
        if let Some(comment) = line.strip_prefix('#') {
            let comment = comment.trim();
            if let Some(rows) = comment.strip_prefix("village: rows ") {
                let range = rows.split_whitespace().next().expect("a range");
                let (a, b) = range.split_once('-').expect("A-B");
                village = Some((a.parse().expect("row"), b.parse().expect("row")));
            }
            if let Some(exit) = comment.strip_prefix("forest: ") {
                forest = Some(cell_of(exit.split_whitespace().next().expect("a square")));
            }
        } else if !line.trim().is_empty() {
            lines.push(line);
        }
    }
    let houses = lines.pop().expect("a house line");
    let rows = lines.len() as i32;
    let mut kinds = BTreeMap::new();
    for (i, line) in lines.iter().enumerate() {
        for (c, ch) in line.chars().enumerate() {
            if "oBrG".contains(ch) {
                kinds.insert((c as i32, rows - i as i32), ch);
            }
        }
    }
    let mut entries = BTreeMap::new();
    for (c, ch) in houses.chars().enumerate() {
        if let Some(d) = ch.to_digit(10) {
            entries.insert(d as usize - 1, (c as i32, 1));
        }
    }
    NaiveBoard { name: name.to_owned(), kinds, entries, village, forest }
}

const LETTERS: [char; 4] = ['r', 'g', 'y', 'b'];

/// A game state as plain maps and sets.
#[derive(Clone)]
struct Naive {
    board: Arc<NaiveBoard>,
    turn: usize,
    colours: Vec<usize>,
    pieces: BTreeMap<Cell, usize>,
    house: [u32; 4],
    forest: [u32; 4],
    barricades: BTreeSet<Cell>,
    won: bool,
}

/// Reading order: top row first, left to right.
fn reading(c: &Cell) -> (i32, i32) {
    (-c.1, c.0)
}

impl Naive {
    fn from_position(board: Arc<NaiveBoard>, text: &str) -> Naive {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let turn = LETTERS.iter().position(|&l| fields[1].starts_with(l)).expect("a colour");
        let mut game = Naive {
            board,
            turn,
            colours: Vec::new(),
            pieces: BTreeMap::new(),
            house: [0; 4],
            forest: [0; 4],
            barricades: BTreeSet::new(),
            won: false,
        };
        for field in &fields[2..] {
            let (key, list) = field.split_once(':').expect("key:list");
            let items = list.split(',').filter(|s| !s.is_empty());
            if key == "x" {
                game.barricades.extend(items.map(cell_of));
                continue;
            }
            let colour = LETTERS.iter().position(|&l| key.starts_with(l)).expect("a colour");
            game.colours.push(colour);
            for item in items {
                if let Some(n) = item.strip_suffix('h') {
                    game.house[colour] += n.parse::<u32>().expect("count");
                } else if let Some(n) = item.strip_suffix('f') {
                    game.forest[colour] += n.parse::<u32>().expect("count");
                } else {
                    game.pieces.insert(cell_of(item), colour);
                }
            }
        }
        game.colours.sort();
        game.won = game.pieces.keys().any(|&c| game.kind(c) == 'G');
        game
    }

    fn position(&self) -> String {
        let mut text = format!("{} {}", self.board.name, LETTERS[self.turn]);
        for &colour in &self.colours {
            let mut squares: Vec<Cell> =
                self.pieces.iter().filter(|&(_, &c)| c == colour).map(|(&cell, _)| cell).collect();
            squares.sort_by_key(reading);
            let mut items: Vec<String> = squares.into_iter().map(cell_name).collect();
            if self.house[colour] > 0 {
                items.push(format!("{}h", self.house[colour]));
            }
            if self.forest[colour] > 0 {
                items.push(format!("{}f", self.forest[colour]));
            }
            if items.is_empty() {
                items.push("0h".to_owned());
            }
            text += &format!(" {}:{}", LETTERS[colour], items.join(","));
        }
        let mut barricades: Vec<Cell> = self.barricades.iter().copied().collect();
        barricades.sort_by_key(reading);
        let list: Vec<String> = barricades.into_iter().map(cell_name).collect();
        text + &format!(" x:{}", list.join(","))
    }

    fn kind(&self, c: Cell) -> char {
        self.board.kinds.get(&c).copied().unwrap_or('.')
    }

    /// Every legal move for `roll`, written out, sorted; `pass` if none.
    fn moves(&self, roll: usize) -> Vec<String> {
        if self.won {
            return Vec::new();
        }
        let me = self.turn;
        let mut found = BTreeSet::new();
        // A piece from the house or the forest steps onto the entry first.
        if let (true, Some(&entry)) = (self.house[me] > 0, self.board.entries.get(&me)) {
            self.extend("h", None, vec![entry], roll, &mut found);
        }
        if let (true, Some(exit)) = (self.forest[me] > 0, self.board.forest) {
            self.extend("f", None, vec![exit], roll, &mut found);
        }
        for (&cell, &owner) in &self.pieces {
            if owner == me {
                self.extend(&cell_name(cell), Some(cell), Vec::new(), roll, &mut found);
            }
        }
        if found.is_empty() { vec!["pass".to_owned()] } else { found.into_iter().collect() }
    }

    /// Lists every full path: `steps` holds the spaces stepped on so far.
    fn extend(
        &self,
        origin: &str,
        start: Option<Cell>,
        steps: Vec<Cell>,
        roll: usize,
        found: &mut BTreeSet<String>,
    ) {
        if steps.len() == roll {
            self.finish(origin, start, &steps, found);
            return;
        }
        // Going on from the last step: it must not hold a barricade (or be the goal).
        if steps.last().is_some_and(|last| self.barricades.contains(last) || self.kind(*last) == 'G') {
            return;
        }
        let here = steps.last().copied().or(start).expect("a place");
        for (dc, dr) in [(0, 1), (-1, 0), (1, 0), (0, -1)] {
            let next = (here.0 + dc, here.1 + dr);
            if self.kind(next) == '.' || Some(next) == start || steps.contains(&next) {
                continue;
            }
            let mut longer = steps.clone();
            longer.push(next);
            self.extend(origin, start, longer, roll, found);
        }
    }

    fn finish(&self, origin: &str, start: Option<Cell>, steps: &[Cell], found: &mut BTreeSet<String>) {
        let end = *steps.last().expect("a step");
        if self.pieces.get(&end) == Some(&self.turn) {
            return;
        }
        if self.kind(end) == 'r' && self.pieces.contains_key(&end) {
            return;
        }
        if !self.barricades.contains(&end) {
            found.insert(format!("{origin}-{}", cell_name(end)));
            return;
        }
        for (&cell, &kind) in &self.board.kinds {
            let free_after = cell != end
                && !self.barricades.contains(&cell)
                && (!self.pieces.contains_key(&cell) || Some(cell) == start);
            if cell.1 != 1 && kind != 'G' && kind != 'r' && free_after {
                found.insert(format!("{origin}-{}/{}", cell_name(end), cell_name(cell)));
            }
        }
    }

    fn next_turn(&mut self) {
        let at = self.colours.iter().position(|&c| c == self.turn).expect("in play");
        self.turn = self.colours[(at + 1) % self.colours.len()];
    }

    fn play(&mut self, mv: &str) {
        if mv == "pass" {
            self.next_turn();
            return;
        }
        let me = self.turn;
        let (from, rest) = mv.split_once('-').expect("from-to");
        let (to, place) = match rest.split_once('/') {
            Some((to, place)) => (cell_of(to), Some(cell_of(place))),
            None => (cell_of(rest), None),
        };
        match from {
            "h" => self.house[me] -= 1,
            "f" => self.forest[me] -= 1,
            square => {
                self.pieces.remove(&cell_of(square));
            }
        }
        if self.barricades.remove(&to) {
            self.barricades.insert(place.expect("a placement"));
        }
        if let Some(victim) = self.pieces.insert(to, me) {
            let in_village = self.board.village.is_some_and(|(a, b)| (a..=b).contains(&to.1));
            if in_village && self.board.forest.is_some() {
                self.forest[victim] += 1;
            } else {
                self.house[victim] += 1;
            }
        }
        if self.kind(to) == 'G' {
            self.won = true;
        } else {
            self.next_turn();
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.won {
            return 0;
        }
        let mut nodes = 0;
        for roll in 1..=6 {
            for mv in self.moves(roll) {
                if depth == 1 {
                    nodes += 1;
                } else {
                    let mut next = self.clone();
                    next.play(&mv);
                    nodes += next.perft(depth - 1);
                }
            }
        }
        nodes
    }
}

fn naive_for(board: &Board) -> Arc<NaiveBoard> {
    Arc::new(naive_board(board.name(), board.map_text()))
}

#[test]
fn naive_and_engine_agree_along_random_games() {
    let mut compared = 0;
    for (i, (board, colours)) in setups().into_iter().enumerate() {
        let naive_board = naive_for(&board);
        for seed in 0..2 {
            let states = random_game(board.clone(), &colours, 1000 + 17 * i as u64 + seed, 160);
            let mut naive = Naive::from_position(naive_board.clone(), &states[0].position());
            for pair in states.windows(2) {
                let [game, next] = pair else { continue };
                assert_eq!(naive.position(), game.position());
                for face in 1..=6 {
                    let rolled = game.clone().with_roll(face).expect("a face");
                    assert_eq!(
                        moves(&rolled),
                        naive.moves(usize::from(face)),
                        "{} roll {face}",
                        game.position()
                    );
                    compared += 1;
                }
                // Replay the move the random game made.
                let mut found = None;
                for face in 1..=6 {
                    for mv in naive.moves(face) {
                        let mut trial = naive.clone();
                        trial.play(&mv);
                        if trial.position() == next.position() {
                            found = Some(trial);
                        }
                    }
                }
                naive = found.unwrap_or_else(|| panic!("no naive move leads to {}", next.position()));
            }
        }
    }
    assert!(compared > 5000, "{compared}");
}

#[test]
fn naive_and_engine_perft_agree_on_random_positions() {
    for (i, (board, colours)) in setups().into_iter().enumerate() {
        let naive_board = naive_for(&board);
        let states = random_game(board.clone(), &colours, 300 + i as u64, 90);
        for game in states.iter().step_by(45) {
            let naive = Naive::from_position(naive_board.clone(), &game.position());
            assert_eq!(perft(game, 2), naive.perft(2), "{}", game.position());
        }
    }
}

#[test]
fn naive_confirms_the_fast_start_to_depth_3() {
    let game = Malefiz::from_position(FAST_START).expect("valid");
    let naive = Naive::from_position(naive_for(game.board()), FAST_START);
    for depth in 1..=3 {
        assert_eq!(naive.perft(depth), perft(&game, depth), "depth {depth}");
    }
}

#[test]
fn naive_confirms_the_tiny_user_map() {
    for colours in [[Colour::Red, Colour::Yellow], [Colour::Yellow, Colour::Red]] {
        let game = Malefiz::new(tiny(), &colours, Some(colours[0]), 0).expect("setup");
        let naive = Naive::from_position(naive_for(game.board()), &game.position());
        for depth in 1..=3 {
            assert_eq!(naive.perft(depth), perft(&game, depth), "depth {depth}");
        }
    }
}

/// The naive generator confirms the classic start and a four-player start
/// to depth 3 (a few seconds).
#[test]
fn naive_confirms_deeper_start_counts() {
    let game = Malefiz::from_position(CLASSIC_START).expect("valid");
    let naive = Naive::from_position(naive_for(game.board()), CLASSIC_START);
    assert_eq!(naive.perft(3), perft(&game, 3));
    let four = Malefiz::new(Board::classic(), &Colour::ALL, None, 0).expect("setup");
    let naive = Naive::from_position(naive_for(four.board()), &four.position());
    assert_eq!(naive.perft(3), perft(&four, 3));
}

#[test]
fn mangled_positions_never_panic() {
    let mut rng = Rng::seeded(5);
    let alphabet: Vec<char> = "rgybxhf:,0123456789 abciq-é".chars().collect();
    for round in 0..3000 {
        let source = if round % 2 == 0 { CLASSIC_START } else { FAST_START };
        let mut text: Vec<char> = source.chars().collect();
        for _ in 0..=rng.below(3) {
            let at = rng.below(text.len() as u32) as usize;
            text[at] = alphabet[rng.below(alphabet.len() as u32) as usize];
        }
        let text: String = text.into_iter().collect();
        if let Ok(game) = Malefiz::from_position(&text) {
            assert_eq!(Malefiz::from_position(&game.position()).map(|g| g.position()), Ok(game.position()));
            let _ = perft(&game, 1);
        }
    }
}
