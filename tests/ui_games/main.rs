//! Each game's tab through the real UI (AccessKit, headless), one binary:
//! moves by click, drag and key, bots, hints, "why not?", reviews, and
//! the snapshot images of every tab.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test or a report stops loudly where its own setup breaks"
)]

#[path = "../support/fixtures.rs"]
mod fixtures;
#[path = "../support/harness.rs"]
mod harness;
#[path = "../support/malice_steps.rs"]
mod malice_steps;
#[path = "../support/raster.rs"]
mod raster;
#[path = "../support/scratch.rs"]
mod scratch;

mod pixels;

mod ui_coach;
mod ui_colour_cues;
mod ui_hints;
mod ui_malefiz;
mod ui_malefiz_board;
mod ui_malice;
mod ui_malice_landing;
mod ui_malice_owners;
mod ui_result;
mod ui_review;
mod ui_snapshots;
mod ui_spite;
mod ui_why_not;
