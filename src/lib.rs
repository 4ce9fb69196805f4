//! Malice Table: rules engines, bots and the desktop app for Malice, Malefiz
//! and Spite & Malice.

pub mod arena;
pub mod build_info;
pub mod cli;
pub mod coach;
pub mod core;
pub mod desktop;
pub mod export;
pub mod games;
pub mod i18n;
pub mod net;
pub mod print;
#[cfg(feature = "app")]
pub mod report;
pub mod sound;
pub mod store;
#[cfg(feature = "app")]
pub mod ui;

// The unit tests' folders: the same helper the integration tests use, so
// that it is written once.
#[cfg(test)]
#[path = "../tests/support/scratch.rs"]
mod scratch;
