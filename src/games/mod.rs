//! The rules engines, one module per game. None of them knows about the UI.

pub mod kind;
pub mod malefiz;
pub mod malice;
pub mod spite;

pub use kind::{GameKind, Registered};
