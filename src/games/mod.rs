//! The rules engines, one module per game. None of them knows about the UI.

pub mod kind;
pub mod malefiz;
pub mod malice;
pub mod spite;

pub use kind::{GameKind, Registered};

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
