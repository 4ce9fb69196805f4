//! Position strings: the first byte picks the reader (Malice with two or
//! four players, Malefiz), the rest is the string. Nothing may panic; a
//! position that reads prints back to itself, and its moves (every roll for
//! Malefiz) generate, read back and play.
#![no_main]

use libfuzzer_sys::fuzz_target;
use malice_table::games::malefiz::Malefiz;
use malice_table::games::malice::{Malice, Rules};
use malice_table_fuzz::{Chooser, check_malefiz, check_malefiz_conserves, check_malice, playout, text};

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else { return };
    let Some(text) = text(rest) else { return };
    let mut chooser = Chooser::new(data);
    match which % 3 {
        0 | 1 => {
            let rules = if which % 3 == 0 { Rules::default() } else { Rules::four_players() };
            let Ok(game) = Malice::from_position(text, rules) else { return };
            check_malice(&game);
            let _ = malice_table::games::malice::perft(&game, 2);
            playout(game, 40, &mut chooser, |_, _, after| check_malice(after));
        }
        _ => {
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
    }
});
