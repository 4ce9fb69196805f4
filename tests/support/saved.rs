//! Saves of lines of play, as the app writes them: for the property tests,
//! the soak and the command line's tests, which read them back.

use malice_table::core::History;
use malice_table::games::malefiz::{self, Malefiz};
use malice_table::games::malice::Malice;
use malice_table::games::spite::{self, Spite};
use malice_table::store::save::{SaveFile, Variant};

/// The save of a Malice game.
pub fn malice_save(history: &History<Malice>, seed: u64) -> SaveFile {
    let rules = history.start().rules();
    let players = u8::try_from(rules.players.seat_count()).unwrap_or(2);
    SaveFile {
        format: malice_table::store::save::SAVE_FORMAT,
        game: malice_table::store::GameKind::Malice,
        seats: people(usize::from(players)),
        variant: Variant::Malice { players, quiet_move_limit: rules.quiet_limit },
        seed,
        bot_seed: seed ^ 1,
        spite_match: None,
        moves: SaveFile::moves_of(history, |_, mv| mv.to_string()),
        review: None,
    }
}

/// The save of a Malefiz game started with `Malefiz::new(board, colours, None, seed)`.
pub fn malefiz_save(history: &History<Malefiz>, colours: &[malefiz::Colour], seed: u64) -> SaveFile {
    SaveFile {
        format: malice_table::store::save::SAVE_FORMAT,
        game: malice_table::store::GameKind::Malefiz,
        seats: people(colours.len()),
        variant: Variant::Malefiz {
            board: malice_table::store::save::SavedBoard::of(history.start().board()),
            colours: colours.to_vec(),
            first: None,
        },
        seed,
        bot_seed: seed ^ 1,
        spite_match: None,
        moves: SaveFile::moves_of(history, |_, mv| mv.to_string()),
        review: None,
    }
}

/// The save of a Spite & Malice game dealt as the first of a match from `seed`.
pub fn spite_save(history: &History<Spite>, seed: u64) -> SaveFile {
    SaveFile {
        format: malice_table::store::save::SAVE_FORMAT,
        game: malice_table::store::GameKind::Spite,
        seats: people(spite::PLAYERS),
        variant: Variant::Spite { refill_on_empty_hand: history.start().rules().refill_on_empty_hand },
        seed,
        bot_seed: seed ^ 1,
        spite_match: None,
        moves: SaveFile::moves_of(history, SaveFile::spite_move),
        review: None,
    }
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
