//! The rules engines, one module per game. None of them knows about the UI.

pub mod malice;
