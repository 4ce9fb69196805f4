//! Move parsing: the first byte picks a game (its remainder by the number
//! of games, in `GameKind::ALL`'s order) and one of a few fixed positions
//! in it (the quotient), the rest is the move text for that game's
//! `parse_move`. Nothing may panic; a move that reads is legal and plays.
#![no_main]

use libfuzzer_sys::fuzz_target;
use malice_table::core::Game;
use malice_table::games::malefiz::{Board, Colour, Malefiz};
use malice_table::games::malice::{self, Malice};
use malice_table::games::GameKind;
use malice_table::games::spite::{self, Spite};
use malice_table_fuzz::{Chooser, playout, text};
use std::sync::OnceLock;

/// The fixed positions: each game's start and a few states along seeded
/// random lines (Malefiz always after the roll).
struct Positions {
    malice: Vec<Malice>,
    malefiz: Vec<Malefiz>,
    spite: Vec<Spite>,
}

fn positions() -> &'static Positions {
    static POSITIONS: OnceLock<Positions> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        let line = |seed: u8| Chooser::new(&[seed]);
        let mut malice = Vec::new();
        for (i, rules) in [malice::Rules::default(), malice::Rules::four_players()].into_iter().enumerate() {
            for plies in [0, 9, 30] {
                malice.push(playout(Malice::new(rules), plies, &mut line(i as u8), |_, _, _| {}));
            }
        }
        let mut malefiz = Vec::new();
        for (i, board) in [Board::classic(), Board::fast()].into_iter().enumerate() {
            for plies in [0, 25, 80] {
                let start = Malefiz::new(board.clone(), &Colour::ALL, None, i as u64)
                    .expect("every colour has a house");
                let mut game = playout(start, plies, &mut line(i as u8), |_, _, _| {});
                if game.roll().is_none() && !game.is_over() {
                    game = playout(game, 1, &mut line(0), |_, _, _| {});
                }
                malefiz.push(game);
            }
        }
        let mut spite = Vec::new();
        for refill in [true, false] {
            for plies in [0, 14, 60] {
                let start = Spite::new(spite::Rules { refill_on_empty_hand: refill }, 7);
                spite.push(playout(start, plies, &mut line(plies as u8), |_, _, _| {}));
            }
        }
        Positions { malice, malefiz, spite }
    })
}

/// Reads `text` in `game` with `parse`; a move that reads must be legal
/// and play.
fn check<G: Game>(
    game: &G,
    text: &str,
    parse: impl Fn(&G, &str) -> Result<G::Move, malice_table::core::IllegalMove<G::Illegal>>,
) {
    let Ok(mv) = parse(game, text) else { return };
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    assert!(legal.contains(&mv), "`{text}` reads as {mv:?}, which is not legal");
    let mut after = game.clone();
    if let Err(e) = after.play(&mv) {
        panic!("`{text}` reads as {mv:?}, which does not play: {e}");
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else { return };
    let Some(text) = text(rest) else { return };
    let all = positions();
    let games = GameKind::ALL.len();
    let index = usize::from(which) / games;
    match GameKind::ALL[usize::from(which) % games] {
        GameKind::Malice => check(&all.malice[index % all.malice.len()], text, Malice::parse_move),
        GameKind::Malefiz => check(&all.malefiz[index % all.malefiz.len()], text, Malefiz::parse_move),
        GameKind::Spite => check(&all.spite[index % all.spite.len()], text, Spite::parse_move),
    }
});
