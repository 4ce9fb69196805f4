//! Save files: any text given to `SaveFile::parse`, then replayed as its
//! game. Nothing may panic; a save that reads writes back the same, and its
//! moves written back in the engine's own notation replay to the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use malice_table::core::{Game, History};
use malice_table::store::{GameKind, LoadError, SaveFile};
use malice_table_fuzz::text;

/// The save with its moves rewritten from the replayed line of play, which
/// must replay to the same state.
fn rewritten<G: Game + PartialEq>(
    save: &SaveFile,
    history: &History<G>,
    write: impl Fn(&G, &G::Move) -> String,
    replay: impl Fn(&SaveFile) -> Result<History<G>, LoadError>,
) {
    let canonical = SaveFile { moves: SaveFile::moves_of(history, write), ..save.clone() };
    let again = SaveFile::parse(&canonical.to_ron())
        .unwrap_or_else(|e| panic!("a rewritten save does not read: {e}"));
    let replayed = replay(&again).unwrap_or_else(|e| panic!("a rewritten save does not replay: {e}"));
    assert!(replayed.current() == history.current(), "a rewritten save replays to another state");
}

fuzz_target!(|data: &[u8]| {
    let Some(text) = text(data) else { return };
    let Ok(save) = SaveFile::parse(text) else { return };
    let written = save.to_ron();
    let again = SaveFile::parse(&written)
        .unwrap_or_else(|e| panic!("a save that read does not read back: {e}\n{written}"));
    assert_eq!(again, save, "a save reads back as another save");
    match save.game {
        GameKind::Malice => {
            if let Ok(history) = save.malice() {
                rewritten(&save, &history, |_, mv| mv.to_string(), SaveFile::malice);
            }
        }
        GameKind::Malefiz => {
            if let Ok(history) = save.malefiz() {
                rewritten(&save, &history, |_, mv| mv.to_string(), SaveFile::malefiz);
            }
        }
        GameKind::Spite => {
            if let Ok((_, history)) = save.spite() {
                rewritten(&save, &history, SaveFile::spite_move, |s| s.spite().map(|(_, h)| h));
            }
        }
    }
});
