//! Position strings: the first byte picks the reader, counted game by game
//! in `GameKind::ALL`'s order (Malice with two players, with four, Malefiz;
//! Spite & Malice has no position strings), the rest is the string.
//! Nothing may panic; a position that reads prints back to itself, and its
//! moves (every roll for Malefiz) generate, read back and play.
#![no_main]

use libfuzzer_sys::fuzz_target;
use malice_table::games::GameKind;
use malice_table::games::malefiz::Malefiz;
use malice_table::games::malice::{Malice, Rules};
use malice_table_fuzz::{Chooser, check_malefiz, check_malefiz_conserves, check_malice, playout, text};

/// How many position readers `kind` has (Malice's: two players, four).
fn readers(kind: GameKind) -> usize {
    match kind {
        GameKind::Malice => 2,
        GameKind::Malefiz => 1,
        GameKind::Spite => 0,
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else { return };
    let Some(text) = text(rest) else { return };
    let mut chooser = Chooser::new(data);
    let all: Vec<(GameKind, usize)> =
        GameKind::ALL.into_iter().flat_map(|kind| (0..readers(kind)).map(move |i| (kind, i))).collect();
    let (kind, reader) = all[usize::from(which) % all.len()];
    match kind {
        GameKind::Malice => {
            let rules = if reader == 0 { Rules::default() } else { Rules::four_players() };
            let Ok(game) = Malice::from_position(text, rules) else { return };
            check_malice(&game);
            let _ = malice_table::games::malice::perft(&game, 2);
            playout(game, 40, &mut chooser, |_, _, after| check_malice(after));
        }
        GameKind::Malefiz => {
            let Ok(game) = Malefiz::from_position(text) else { return };
            check_malefiz(&game);
            for roll in 1..=6 {
                if let Ok(rolled) = game.clone().with_roll(roll) {
                    check_malefiz(&rolled);
                    playout(rolled, 1, &mut chooser, check_malefiz_conserves);
                }
            }
            playout(game, 40, &mut chooser, |before, mv, after| {
                check_malefiz_conserves(before, mv, after);
                check_malefiz(after);
            });
        }
        GameKind::Spite => {}
    }
});
