//! The app around the games through the real UI (AccessKit, headless), one
//! binary: How to play, the accessibility audit, file dialogs, labels,
//! layout, table manners, sounds, zoom, two windows over one data folder, two apps
//! playing online, and the monkey's random clicks, drags and keys.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test or a report stops loudly where its own setup breaks"
)]

#[path = "../support/fixtures.rs"]
mod fixtures;
#[path = "../support/harness.rs"]
mod harness;
mod memory;
#[path = "../support/raster.rs"]
mod raster;
#[path = "../support/scratch.rs"]
mod scratch;

mod crash;
mod instances;
mod monkey;
mod online;
mod ui_accessibility;
mod ui_edges;
mod ui_file_dialog;
mod ui_help;
mod ui_help_malefiz;
mod ui_help_malice;
mod ui_help_spite;
mod ui_labels;
mod ui_layout;
mod ui_settings;
mod ui_sounds;
mod ui_speech;
mod ui_status;
mod ui_table_manners;
mod ui_toolbar;
mod ui_words;
mod ui_zoom;
