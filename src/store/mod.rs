//! Saves, settings and statistics on disk: RON files, versioned, written
//! atomically. Knows nothing of the window.

pub mod atomic;
pub mod exercises;
pub mod kept_seats;
pub mod lock;
pub mod part;
pub mod paths;
pub mod people;
pub mod ron_file;
pub mod save;
pub mod settings;
mod setup_problem;
pub mod stats;
pub mod volume;
pub mod zoom;

pub use atomic::{SetAside, SystemError, set_aside, write_atomic};
pub use paths::Paths;
pub use save::{GameKind, LoadError, SaveFile, SetupProblem};
pub use settings::Settings;
pub use stats::Stats;

use crate::games::{Entry, Registered};

/// What the store asks of any game without naming its engine: one object
/// per game, `kind.entry::<dyn StoredGame>()`.
pub trait StoredGame: Send + Sync {
    /// Replays `save` as this game: the number of moves it replayed, or
    /// why it cannot be opened.
    fn replays(&self, save: &SaveFile) -> Result<usize, LoadError>;
    /// Whether `save`'s variant is one of this game's.
    fn check_variant(&self, save: &SaveFile) -> Result<(), LoadError>;
    /// Whether `part` reads as this game's options.
    fn reads_options(&self, part: &part::Part) -> Result<(), part::PartError>;
    /// Brings this game's options in `settings` into range and writes them
    /// in the game's own form.
    fn tidy_options(&self, settings: &mut Settings);
}

impl<G: Registered> StoredGame for Entry<G> {
    fn replays(&self, save: &SaveFile) -> Result<usize, LoadError> {
        save.history::<G>().map(|history| history.cursor())
    }

    fn check_variant(&self, save: &SaveFile) -> Result<(), LoadError> {
        match save.variant.read::<G::Variant>() {
            Ok(_) => Ok(()),
            Err(why) => {
                Err(LoadError::BadSetup { detail: SetupProblem::NotVariantOf { game: G::KIND, why } })
            }
        }
    }

    fn reads_options(&self, part: &part::Part) -> Result<(), part::PartError> {
        part.read::<G::Options>().map(|_| ())
    }

    fn tidy_options(&self, settings: &mut Settings) {
        let options = G::sanitised_options(settings.options::<G>());
        settings.set_options::<G>(&options);
    }
}

crate::games::kind::by_kind!(dyn StoredGame);

/// The store's object of `kind`.
pub fn stored(kind: GameKind) -> &'static dyn StoredGame {
    kind.entry()
}
