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
pub mod stats;
pub mod volume;
pub mod zoom;

pub use atomic::{SetAside, SystemError, set_aside, write_atomic};
pub use paths::Paths;
pub use save::{GameKind, LoadError, SaveFile};
pub use settings::Settings;
pub use stats::Stats;
