//! Position strings: the first byte picks the reader (a game with position
//! strings and a player count it is played with, in the order of
//! `games::checks::position_readers`), the rest is the string. Nothing may
//! panic; a position that reads passes its game's checks, its position
//! tools count two plies, and a line of play from it, chosen by the input,
//! passes them at every step.
#![no_main]

use libfuzzer_sys::fuzz_target;
use malice_table::games::checks::position_readers;
use malice_table::games::positions::PositionRequest;
use malice_table::games::{Registered, Visit};
use malice_table_fuzz::{Chooser, checked_playout, text};

/// Reads one position and plays from it.
struct FuzzPosition<'a> {
    text: &'a str,
    players: usize,
    chooser: Chooser,
}

impl Visit for FuzzPosition<'_> {
    type Out = ();

    fn visit<G: Registered>(mut self) {
        let Ok(game) = G::read_position(self.text, self.players) else { return };
        if let Ok(tools) = G::FACTS.positions {
            let request = PositionRequest {
                position: Some(self.text.to_owned()),
                players: self.players,
                quiet_limit: None,
                board: None,
                colours: None,
            };
            match tools(&request) {
                Ok(position) => {
                    let _ = position.perft(2);
                }
                Err(e) => panic!("`{}` reads as a state but not for the position tools: {e}", self.text),
            }
        }
        checked_playout(game, 40, &mut self.chooser);
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else { return };
    let Some(text) = text(rest) else { return };
    let readers = position_readers();
    let Some(&(kind, players)) = readers.get(usize::from(which) % readers.len().max(1)) else { return };
    kind.visit(FuzzPosition { text, players, chooser: Chooser::new(data) });
});
