//! The bots, one binary: each game's bots (legal, deterministic, sensible,
//! within their budgets), the ladders of levels, the arena, and the soak
//! (ignored: `cargo test --release --test bots soak:: -- --ignored`).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test or a report stops loudly where its own setup breaks"
)]

#[path = "../support/checks.rs"]
mod checks;
#[path = "../support/saved.rs"]
mod saved;
#[path = "../support/scratch.rs"]
mod scratch;

mod arena;
mod levels;
mod malefiz_bots;
mod malice_bots;
mod soak;
mod spite_bots;
