//! The rules engines, one module per game. None of them knows about the UI.
//!
//! The games are registered here, once each: adding a game to the table is
//! one line in `games! { … }` (and one in `ui/mod.rs` for its screen).

pub mod checks;
pub mod error;
pub mod kind;
pub mod positions;

kind::games! {
    /// Malice.
    Malice => malice::Malice,
    /// Malefiz.
    Malefiz => malefiz::Malefiz,
    /// Spite & Malice.
    Spite => spite::Spite,
}

pub use error::{CheckError, PositionError, SettingError, StartError};
pub use kind::{
    AnyGame, Baseline, BotFactory, BotTable, Bots, Budget, ByKind, Checks, Dealer, Entry, Facts,
    NO_POSITIONS, Registered, Registration, Saves, Setting, TableError, Visit, untuned,
};

/// Checks a "why not?" answer for an attempt: no reason exactly when the
/// engine would play it (`playable`), and otherwise a sentence.
#[cfg(test)]
pub(crate) fn check_why_not<R: std::fmt::Display>(attempt: &str, playable: bool, verdict: Option<R>) {
    match verdict {
        None => assert!(playable, "{attempt} called legal but the engine would not play it"),
        Some(reason) => {
            assert!(!playable, "{attempt} refused ({reason}) but it is legal");
            assert!(!reason.to_string().trim().is_empty(), "{attempt}: an empty reason");
        }
    }
}
