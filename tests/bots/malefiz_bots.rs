//! The Malefiz bots: legal, deterministic, sensible in hand-made positions,
//! and stronger level by level. The strength, timing and tuning reports are
//! `cargo run --release --example reports -- malefiz-strength` and its
//! siblings (`--example reports` lists them).

use malice_table::arena::roster;
use malice_table::arena::{self, Contestant, MatchReport, Player, Schedule};
use malice_table::core::{Bot, Game, Level, Rng, StopSignal};
use malice_table::games::malefiz::bot::{
    GreedyBot, MASTER_LIMITS, SearchBot, SearchLimits, greedy_bot, make_bot,
};
use malice_table::games::malefiz::{Board, Colour, Malefiz, Move, Phase};
use std::sync::Arc;

/// Master's search with a budget small enough for the dev profile.
const QUICK_MASTER: SearchLimits = SearchLimits { nodes: 6_000, ..MASTER_LIMITS };

const ALL_BARRICADES: &str = "x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";

/// The position with the die showing `roll`.
fn at(position: &str, roll: u8) -> Malefiz {
    let game = Malefiz::from_position(position).unwrap_or_else(|e| panic!("{position}: {e}"));
    game.with_roll(roll).expect("a die face")
}

fn colours(letters: &str) -> Vec<Colour> {
    letters.chars().filter_map(Colour::from_letter).collect()
}

/// A game on `board` for `letters`, after `plies` seeded random moves (rolls
/// included), stopped at a piece decision; `None` if the game ended first.
fn random_position(board: &Arc<Board>, letters: &str, plies: usize, rng: &mut Rng) -> Option<Malefiz> {
    let seed = rng.next_u64();
    let mut game = Malefiz::new(board.clone(), &colours(letters), None, seed).expect("a setup");
    let mut moves = Vec::new();
    for _ in 0..plies {
        moves.clear();
        game.legal_moves(&mut moves);
        let pick = moves.get(rng.below(moves.len() as u32) as usize).copied()?;
        game.play(&pick).expect("a legal move");
        if game.is_over() {
            return None;
        }
    }
    if game.phase() == Phase::Roll {
        game.play(&Move::Roll).expect("a roll");
    }
    Some(game)
}

fn bots(seed: u64) -> Vec<(&'static str, Box<dyn Bot<Malefiz>>)> {
    vec![
        ("greedy", greedy_bot()),
        ("easy", make_bot(Level::Newcomer, seed)),
        ("medium", make_bot(Level::Expert, seed)),
        ("hard", make_bot(Level::Master, seed)),
    ]
}

fn assert_legal(game: &Malefiz, chosen: Option<Move>, who: &str) {
    let chosen = chosen.unwrap_or_else(|| panic!("{who} gave no move in {}", game.position()));
    assert!(
        game.is_legal(&chosen),
        "{who} chose illegal {chosen} in {} roll {:?}",
        game.position(),
        game.roll()
    );
}

#[test]
fn every_level_moves_legally_from_random_positions() {
    let mut rng = Rng::seeded(2024);
    for board in [Board::classic(), Board::fast()] {
        for letters in ["ry", "gb", "rgy", "rgyb"] {
            let mut found = 0;
            while found < 5 {
                let plies = 2 + rng.below(160) as usize;
                let Some(game) = random_position(&board, letters, plies, &mut rng) else { continue };
                found += 1;
                for (who, mut bot) in bots(found) {
                    assert_legal(&game, bot.choose(&game, &StopSignal::never()), who);
                }
            }
        }
    }
}

#[test]
fn every_level_rolls_first() {
    let game = Malefiz::new(Board::fast(), &colours("rgyb"), None, 5).expect("a setup");
    for (who, mut bot) in bots(1) {
        assert_eq!(bot.choose(&game, &StopSignal::never()), Some(Move::Roll), "{who}");
    }
}

#[test]
fn every_level_passes_when_no_piece_can_move() {
    // Red's only piece sits on a12 between barricades on a11 and a13: with
    // a 2 it can go nowhere, and red has nothing in the house.
    let game = at("classic r r:a12 y:5h x:a11,a13,i13,i11,i10,i9,g7,k7,e3,i3,m3", 2);
    assert_eq!(game.legal_move_list(), [Move::Pass]);
    for (who, mut bot) in bots(1) {
        assert_eq!(bot.choose(&game, &StopSignal::never()), Some(Move::Pass), "{who}");
    }
}

#[test]
fn a_finished_game_gets_no_move() {
    let game = Malefiz::from_position("classic r r:i14,4h y:5h x:i11,i10,i9,g7,k7,a3,e3,i3,m3,q3")
        .expect("a position");
    assert!(game.is_over());
    for (who, mut bot) in bots(1) {
        assert_eq!(bot.choose(&game, &StopSignal::never()), None, "{who}");
    }
}

#[test]
fn the_same_seed_gives_the_same_move() {
    let mut rng = Rng::seeded(77);
    let mut checked = 0;
    while checked < 8 {
        let board = if checked % 2 == 0 { Board::classic() } else { Board::fast() };
        let plies = 10 + rng.below(120) as usize;
        let Some(game) = random_position(&board, "rgy", plies, &mut rng) else { continue };
        checked += 1;
        for level in Level::ALL {
            let first = make_bot(level, 9).choose(&game, &StopSignal::never());
            let again = make_bot(level, 9).choose(&game, &StopSignal::never());
            assert_eq!(first, again, "{level} in {}", game.position());
        }
    }
}

/// Red to move with g13 three steps from the goal.
const RED_CAN_WIN: &str = "classic r r:g13,a11,3h y:e13,4h x:i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";

#[test]
fn greedy_takes_a_winning_move() {
    let game = at(RED_CAN_WIN, 3);
    assert_eq!(
        GreedyBot.choose(&game, &StopSignal::never()).map(|m| m.to_string()).as_deref(),
        Some("g13-i14")
    );
}

#[test]
fn every_level_takes_a_winning_move() {
    let game = at(RED_CAN_WIN, 3);
    for (who, mut bot) in bots(3) {
        assert_eq!(
            bot.choose(&game, &StopSignal::never()).map(|m| m.to_string()).as_deref(),
            Some("g13-i14"),
            "{who}"
        );
    }
}

#[test]
fn hard_hits_the_leader_when_obviously_right() {
    // Yellow's e13 is five steps from the goal; red's a13 hits it with a 4
    // (a13-b13-c13-d13-e13). Red's other moves only bring pieces out.
    let game = at("classic r r:a13,4h y:e13,4h x:i11,i10,i9,g7,k7,a3,e3,i3,m3,q3", 4);
    let hard = make_bot(Level::Master, 1).choose(&game, &StopSignal::never());
    assert_eq!(hard.map(|m| m.to_string()).as_deref(), Some("a13-e13"));
}

#[test]
fn hard_blocks_the_leaders_path_with_a_barricade() {
    // Yellow's leader on c13 runs along row 13 to the open goal; red, all in
    // the house, takes e3 or a3 with a 5 and should put the barricade on
    // yellow's way (d13 to h13: red can still come round by q12 unhurt).
    let game = at("classic r r:5h y:c13,4h x:i11,i10,i9,g7,k7,a3,e3,i3,m3,q3", 5);
    for (who, mut bot) in [("hard", make_bot(Level::Master, 1)), ("medium", make_bot(Level::Expert, 1))] {
        let chosen = bot.choose(&game, &StopSignal::never()).expect("a move");
        let Move::Piece { place: Some(place), .. } = chosen else { panic!("{who} played {chosen}") };
        let name = place.to_string();
        assert!(["d13", "e13", "f13", "g13", "h13"].contains(&name.as_str()), "{who} played {chosen}");
    }
}

#[test]
fn hard_answers_within_its_node_budget() {
    let game = at(&format!("classic r r:c5,e7,3h y:k4,m7,3h {ALL_BARRICADES}"), 4);
    let report = SearchBot::new(MASTER_LIMITS, 1).think(&game, &StopSignal::never());
    assert!(report.best.is_some_and(|m| game.is_legal(&m)));
    assert!(report.nodes <= MASTER_LIMITS.nodes + 100, "{} nodes", report.nodes);
}

/// A bot with its own limits.
fn searching(name: &str, limits: SearchLimits) -> Player<Malefiz> {
    Player::new(name, move |seed| Box::new(SearchBot::new(limits, seed)) as Box<dyn Bot<Malefiz>>)
}

fn greedy() -> Player<Malefiz> {
    Player::new("greedy", |_seed| greedy_bot())
}

/// `a` against `b` on `board` (`classic` or `fast`) for `players`: each
/// seed is played once with `a` in every seat (same dice), on every core.
fn run_match(
    board: &str,
    players: usize,
    a: &Player<Malefiz>,
    b: &Player<Malefiz>,
    games: u64,
) -> MatchReport {
    let matchup = roster::matchup::<Malefiz>(players, Some(board), 0).expect("a built-in board");
    arena::play_match(&matchup, [a, b], &Schedule::new(games, 1000), &mut |_| {})
}

#[test]
fn quick_hard_beats_greedy() {
    let report = run_match("classic", 2, &searching("hard (quick)", QUICK_MASTER), &greedy(), 20);
    assert_eq!(report.unfinished(), 0, "{report}");
    // The arena plays the engine's first move for a bot that gives none;
    // these bots must always answer.
    assert_eq!(report.fallbacks(Contestant::A) + report.fallbacks(Contestant::B), 0, "{report}");
    assert!(report.wins(Contestant::A) > report.wins(Contestant::B), "{report}");
}

/// A bot that always says the same move.
struct Says(Move);

impl Bot<Malefiz> for Says {
    fn choose(&mut self, _view: &Malefiz, _stop: &StopSignal) -> Option<Move> {
        Some(self.0)
    }
}

#[test]
fn a_blend_follows_its_strong_bot_as_often_as_it_says() {
    use malice_table::core::Blend;
    let game = Malefiz::classic_start(1);
    let rolls = |p: f64, seed: u64| {
        let mut blend = Blend::new(Box::new(Says(Move::Roll)), Box::new(Says(Move::Pass)), p, seed);
        (0..1000).filter(|_| blend.choose(&game, &StopSignal::never()) == Some(Move::Roll)).count()
    };
    assert_eq!(rolls(1.0, 3), 1000);
    assert_eq!(rolls(0.0, 3), 0);
    let some = rolls(0.3, 3);
    assert!((240..=360).contains(&some), "{some} of 1000 at 0.3");
    assert_eq!(rolls(0.3, 3), some, "the same seed, the same choices");
    assert_ne!(rolls(0.3, 4), some, "another seed, other choices");
}
