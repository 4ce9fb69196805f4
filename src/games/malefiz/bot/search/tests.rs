//! The search's pruning, and what it does by the clock.

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

/// The root moves Master's deepest iteration hands on, best first.
fn deepest(game: &Malefiz, limits: &SearchLimits, seed: u64) -> Vec<RootMove> {
    let stop = StopSignal::never();
    let mut moves = Vec::new();
    for_each_piece_move(&game.board, &game.pos, 4, |mv| moves.push(mv));
    Rng::seeded(seed).shuffle(&mut moves);
    let mut searcher = Searcher::new(&game.board, limits, &stop);
    let Ok(root) = searcher.root_moves(game, moves) else { panic!("no move wins at once here") };
    let chosen = select_root(&root, limits.root_width, limits.placements);
    let mut report = SearchReport::plain(None, 0.0);
    searcher.deepen(game, chosen, &mut report)
}

#[test]
fn the_deepest_iteration_hands_on_the_moves_it_valued() {
    // Eight root moves at one turn, the better four at two: those four,
    // valued two turns deep, best first, are the contenders by the clock.
    let game = race();
    let ranked = deepest(&game, &master(false, 120_000), 3);
    assert_eq!(ranked.len(), 4, "{:?}", ranked.iter().map(|r| (r.mv, r.value)).collect::<Vec<_>>());
    assert!(ranked.windows(2).all(|w| w[0].value >= w[1].value));
    let report = search(&game, &master(false, 120_000), &mut Rng::seeded(3), &StopSignal::never());
    assert_eq!(report.turns, 2);
    assert_eq!(report.best, Some(game.notation_of(ranked[0].mv)));
}

#[test]
fn by_the_clock_master_plays_one_of_its_best_four_moves() {
    let game = race();
    let never = StopSignal::never();
    let fixed = search(&game, &master(false, 120_000), &mut Rng::seeded(3), &never);
    // With no clock to fill there is nothing to weigh: the search's move.
    let unclocked = search(&game, &master(true, 120_000), &mut Rng::seeded(3), &never);
    assert_eq!(unclocked.best, fixed.best);
    // With a clock, the playouts pick among the deepest iteration's four.
    for seed in 0..4 {
        let contenders: Vec<Option<Move>> =
            deepest(&game, &master(false, u64::MAX), seed).iter().map(|r| Some(game.notation_of(r.mv))).collect();
        let clock = StopSignal::after(std::time::Duration::from_millis(60));
        let timed = search(&game, &master(true, u64::MAX), &mut Rng::seeded(seed), &clock);
        assert!(is_legal(&game, timed.best), "{timed:?}");
        assert!(contenders.contains(&timed.best), "{timed:?} not among {contenders:?}");
    }
}

#[test]
fn a_stopped_search_by_the_clock_still_plays_a_legal_move() {
    let game = race();
    let stopped = StopSignal::never();
    stopped.cancel();
    let report = search(&game, &master(true, u64::MAX), &mut Rng::seeded(7), &stopped);
    assert!(is_legal(&game, report.best), "{report:?}");
}
