//! Save files: any text given to `SaveFile::parse`, then replayed as its
//! game. Nothing may panic; a save that reads writes back the same, and its
//! moves written back in the engine's own notation replay to the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use malice_table::games::{Registered, Visit};
use malice_table::store::SaveFile;
use malice_table_fuzz::text;

/// A save that replays, with its moves rewritten from the replayed line
/// of play in the engine's own notation, must replay to the same state.
struct Rewritten<'a>(&'a SaveFile);

impl Visit for Rewritten<'_> {
    type Out = ();

    fn visit<G: Registered>(self) {
        let save = self.0;
        let Ok(history) = save.history::<G>() else { return };
        let canonical = SaveFile { moves: SaveFile::moves_of(&history, G::write_move), ..save.clone() };
        let again = SaveFile::parse(&canonical.to_ron())
            .unwrap_or_else(|e| panic!("a rewritten save does not read: {e}"));
        let replayed = again.history::<G>().unwrap_or_else(|e| panic!("a rewritten save does not replay: {e}"));
        assert!(replayed.current() == history.current(), "a rewritten save replays to another state");
    }
}

fuzz_target!(|data: &[u8]| {
    let Some(text) = text(data) else { return };
    let Ok(save) = SaveFile::parse(text) else { return };
    let written = save.to_ron();
    let again = SaveFile::parse(&written)
        .unwrap_or_else(|e| panic!("a save that read does not read back: {e}\n{written}"));
    assert_eq!(again, save, "a save reads back as another save");
    save.game.visit(Rewritten(&save));
});
