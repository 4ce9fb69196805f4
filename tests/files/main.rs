//! What reaches or leaves the disk, one binary: saves, autosaves, settings
//! and statistics through the app, the command line run as the built
//! binary (and two of it playing a network game), printable boards, and
//! the fuzzers' seed corpus.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test or a report stops loudly where its own setup breaks"
)]

#[path = "../support/harness.rs"]
mod harness;
#[path = "../support/malice_steps.rs"]
mod malice_steps;
#[path = "../support/saved.rs"]
mod saved;
#[path = "../support/scratch.rs"]
mod scratch;

mod cli;
mod fuzz_seeds;
mod layers;
#[cfg(feature = "net")]
mod network;
mod print;
mod save_type;
mod saves;
mod sprt_shards;
