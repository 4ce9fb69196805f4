//! What reaches or leaves the disk, one binary: saves, autosaves, settings
//! and statistics through the app, the command line run as the built
//! binary, printable boards, and the fuzzers' seed corpus.

#[path = "../support/saved.rs"]
mod saved;

mod cli;
mod fuzz_seeds;
mod print;
mod saves;
