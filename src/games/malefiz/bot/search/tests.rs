//! The search's pruning, and its iterations by the clock.

use super::*;
use crate::core::Game;

fn limits(turns: u32) -> SearchLimits {
    SearchLimits {
        turns_two: turns,
        turns_more: turns,
        root_width: 6,
        reply_width: 2,
        placements: 3,
        nodes: 200_000,
        weights: Weights::DEFAULT,
        by_clock: false,
    }
}

fn best(text: &str, roll: u8, turns: u32) -> String {
    let game = Malefiz::from_position(text).expect("a position").with_roll(roll).expect("a face");
    let report = search(&game, &limits(turns), &mut Rng::seeded(1), &StopSignal::never());
    report.best.expect("a move").to_string()
}

#[test]
fn the_route_leads_to_the_goal() {
    let board = Board::classic();
    let map = distance::distance_map(&board, 0, 8);
    let c1 = board.index_of("c1".parse().expect("square")).expect("space");
    let set = route(&board, &map, 0, 8, c1);
    assert_eq!(set.count_ones(), u32::from(distance::at(&map, c1)));
    assert!(set & board.masks.goal != 0);
}

#[test]
fn a_win_is_taken_at_once() {
    let text = "classic r r:g13,4h y:h13,4h x:i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";
    assert_eq!(best(text, 3, 2), "g13-i14");
}

#[test]
fn inner_placements_are_few() {
    let game = Malefiz::from_position("classic r r:c5,4h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3")
        .expect("a position");
    let lim = limits(1);
    let stop = StopSignal::never();
    let mut searcher = Searcher::new(&game.board, &lim, &stop);
    // With a 4, c5-c4-c3-d3-e3 takes e3 and c5-c4-c3-b3-a3 takes a3.
    let moves = searcher.candidates(&game.pos, 4);
    let takes = moves.iter().filter(|m| m.place != NO_PLACE).count();
    assert!(takes >= 1 && takes <= lim.placements * 2, "{takes} placements kept");
}

/// A two-colour race with barricades to take, red to move with a 4.
const RACE: &str = "classic r r:c5,4h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";

fn race() -> Malefiz {
    Malefiz::from_position(RACE).expect("a position").with_roll(4).expect("a face")
}

fn master(by_clock: bool, nodes: u64) -> SearchLimits {
    SearchLimits { nodes, by_clock, ..crate::games::malefiz::bot::MASTER_LIMITS }
}

fn is_legal(game: &Malefiz, mv: Option<Move>) -> bool {
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    mv.is_some_and(|mv| legal.contains(&mv))
}

#[test]
fn by_the_clock_master_searches_deeper_than_its_limits() {
    let game = race();
    let never = StopSignal::never();
    let fixed = search(&game, &master(false, 400_000), &mut Rng::seeded(3), &never);
    let timed = search(&game, &master(true, 400_000), &mut Rng::seeded(3), &never);
    assert_eq!(fixed.turns, 2, "{fixed:?}");
    assert!(timed.turns > fixed.turns, "fixed {fixed:?}, by the clock {timed:?}");
    assert!(timed.nodes > fixed.nodes * 4, "fixed {fixed:?}, by the clock {timed:?}");
    assert!(is_legal(&game, timed.best));
}

#[test]
fn without_a_clock_the_node_budget_alone_decides() {
    // The same limits with a huge budget: the fixed search stops at its
    // own depth and width, whatever the budget.
    let game = race();
    let never = StopSignal::never();
    let small = search(&game, &master(false, 120_000), &mut Rng::seeded(5), &never);
    let huge = search(&game, &master(false, 50_000_000), &mut Rng::seeded(5), &never);
    assert_eq!(small, huge);
}

#[test]
fn a_stopped_search_by_the_clock_still_plays_a_legal_move() {
    let game = race();
    let stopped = StopSignal::never();
    stopped.cancel();
    let report = search(&game, &master(true, u64::MAX), &mut Rng::seeded(7), &stopped);
    assert!(is_legal(&game, report.best), "{report:?}");
}

#[test]
fn an_unfinished_iteration_is_used_from_its_valued_moves() {
    // Budgets that end the search inside the iterations by the clock: the
    // deepest iteration used may be unfinished, yet it has valued at least
    // the old best (searched first) and plays a legal move.
    let game = race();
    let never = StopSignal::never();
    let mut unfinished = 0;
    for nodes in (20_000..200_000).step_by(15_000) {
        let report = search(&game, &master(true, nodes), &mut Rng::seeded(3), &never);
        assert!(is_legal(&game, report.best), "{nodes}: {report:?}");
        if !report.complete {
            unfinished += 1;
            assert!(report.searched >= 1 && report.turns >= 2, "{nodes}: {report:?}");
        }
    }
    assert!(unfinished > 0, "no budget ended an iteration half way");
}

fn root_move(game: &Malefiz, mv: RawMove, value: f32) -> RootMove {
    let mut child = game.pos;
    child.apply(&game.board, mv);
    RootMove { mv, child, value }
}

#[test]
fn an_unfinished_iteration_keeps_the_old_best_unless_a_move_valued_as_deeply_beats_it() {
    let game = race();
    let mut raw = Vec::new();
    for_each_piece_move(&game.board, &game.pos, 4, |mv| raw.push(mv));
    let [a, b, c, ..] = raw[..] else { panic!("three moves at least: {raw:?}") };
    let ranked = vec![root_move(&game, a, 5.0), root_move(&game, b, 4.0), root_move(&game, c, 3.0)];
    // Nothing valued: nothing changes.
    let mut same = ranked.clone();
    assert!(settle(&mut same, &ranked, &[]).is_none());
    assert_eq!(same.iter().map(|r| r.mv).collect::<Vec<_>>(), vec![a, b, c]);
    // The old best a, valued lower than b at the new depth: b is played,
    // and c (not reached) keeps its place after them.
    let mut beaten = ranked.clone();
    let best = settle(&mut beaten, &ranked, &[2.0, 3.0]).expect("a valued move");
    assert_eq!((best.mv, best.value), (b, 3.0));
    assert_eq!(beaten.iter().map(|r| r.mv).collect::<Vec<_>>(), vec![b, a, c]);
    // Only the old best valued: it stays.
    let mut kept = ranked.clone();
    assert_eq!(settle(&mut kept, &ranked, &[1.0]).map(|r| r.mv), Some(a));
}
