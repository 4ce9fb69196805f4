//! Move reading: the first byte picks one of a game's sample states (its
//! deals and states along seeded lines, `games::checks::samples`, as
//! `games::checks::sample_pick` decodes it), the rest is the move text for
//! that game's `read_move`. Nothing may panic; a move that reads is legal
//! and plays.
#![no_main]

use libfuzzer_sys::fuzz_target;
use malice_table::games::checks::{check_read_move, sample_pick, samples};
use malice_table::games::{GameKind, Registered, Visit};
use std::any::Any;
use std::collections::HashMap;
use std::sync::OnceLock;

/// Every game's samples, made once: `Vec<G>` for each game's engine `G`.
fn all_samples() -> &'static HashMap<GameKind, Box<dyn Any + Send + Sync>> {
    static SAMPLES: OnceLock<HashMap<GameKind, Box<dyn Any + Send + Sync>>> = OnceLock::new();
    SAMPLES.get_or_init(|| GameKind::ALL.into_iter().map(|kind| (kind, kind.visit(MakeSamples))).collect())
}

/// A game's samples, boxed.
struct MakeSamples;

impl Visit for MakeSamples {
    type Out = Box<dyn Any + Send + Sync>;

    fn visit<G: Registered>(self) -> Self::Out {
        Box::new(samples::<G>())
    }
}

/// Reads one move in one sample.
struct ReadMove<'a> {
    index: usize,
    text: &'a str,
}

impl Visit for ReadMove<'_> {
    type Out = ();

    fn visit<G: Registered>(self) {
        let Some(samples) = all_samples().get(&G::KIND).and_then(|s| s.downcast_ref::<Vec<G>>()) else {
            panic!("no samples of {}", G::FACTS.title)
        };
        let Some(state) = samples.get(self.index % samples.len().max(1)) else { return };
        if let Err(e) = check_read_move(state, self.text) {
            panic!("{}: {e}", G::FACTS.title);
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let (kind, index) = sample_pick(which);
    kind.visit(ReadMove { index, text });
});
