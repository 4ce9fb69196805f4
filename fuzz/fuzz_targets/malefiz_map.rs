//! Malefiz board maps: the first line is the board's name, the rest its map
//! text for `Board::from_map`. Nothing may panic; a board that loads can be
//! laid out, saved with its game and read back, and played on, every step
//! passing Malefiz's checks.
#![no_main]

use libfuzzer_sys::fuzz_target;
use malice_table::games::malefiz::layout::Layout;
use malice_table::games::malefiz::{Board, Malefiz};
use malice_table_fuzz::{Chooser, checked_playout, text};
use std::sync::Arc;

fuzz_target!(|data: &[u8]| {
    let Some(text) = text(data) else { return };
    let (name, map) = text.split_once('\n').unwrap_or(("fuzz", text));
    let Ok(board) = Board::from_map(name, map) else { return };
    let _ = Layout::new(&board);
    let colours: Vec<_> = board.colours().iter().collect();
    let mut chooser = Chooser::new(data);
    let seed = chooser.below(usize::MAX) as u64;
    let game = match Malefiz::new(Arc::new(board), &colours, None, seed) {
        Ok(game) => game,
        Err(e) => panic!("a board that loads cannot start a game for its own houses: {e}"),
    };
    let saved = ron::to_string(&game).unwrap_or_else(|e| panic!("the game does not save: {e}"));
    let back: Malefiz =
        ron::from_str(&saved).unwrap_or_else(|e| panic!("the saved game does not read: {e}\n{saved}"));
    assert!(back == game, "the saved game reads back as another game");
    checked_playout(game, 120, &mut chooser);
});
