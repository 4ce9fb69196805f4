//! The rules engines, one module per game. None of them knows about the UI.

pub mod malefiz;
pub mod malice;
pub mod spite;
