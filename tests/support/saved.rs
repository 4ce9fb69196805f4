//! Saves of lines of play, as the app writes them: for the property tests,
//! the soak and the command line's tests, which read them back.

use malice_table::core::History;
use malice_table::games::malefiz::{self, Malefiz};
use malice_table::games::malice::Malice;
use malice_table::games::spite::{self, Spite};
use malice_table::store::save::SaveFile;

/// The save of a Malice game.
pub fn malice_save(history: &History<Malice>, seed: u64) -> SaveFile {
    save_of(history, seed)
}

/// The save of a Malefiz game started with `Malefiz::new(board, colours, None, seed)`.
pub fn malefiz_save(history: &History<Malefiz>, colours: &[malefiz::Colour], seed: u64) -> SaveFile {
    let mut given = colours.to_vec();
    given.sort();
    assert_eq!(
        history.start().colours().iter().collect::<Vec<_>>(),
        given,
        "the colours in play are those given"
    );
    save_of(history, seed)
}

/// The save of a Spite & Malice game dealt as the first of a match from `seed`.
pub fn spite_save(history: &History<Spite>, seed: u64) -> SaveFile {
    save_of(history, seed)
}

/// The save of a game dealt from `seed`, people at every seat.
fn save_of<G: malice_table::games::Registered>(history: &History<G>, seed: u64) -> SaveFile {
    SaveFile::of(history, people(history.start().seat_count()), seed, seed ^ 1, None).expect("a save")
}

fn people(n: usize) -> Vec<malice_table::core::Seat> {
    (0..n).map(|i| malice_table::core::Seat::human(format!("P{}", i + 1))).collect()
}

/// The first game of a Spite & Malice match dealt from `seed`, as a save
/// without a match record starts it.
pub fn spite_start(rules: spite::Rules, seed: u64) -> Spite {
    match spite::Match::new(rules).next_game(seed) {
        Ok(game) => game,
        Err(e) => panic!("a new match deals its first game: {e}"),
    }
}
