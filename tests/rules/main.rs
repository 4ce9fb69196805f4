//! The rules engines, one binary: each game's rules sentence by sentence
//! with perft and a naive cross-check, every refusal's reason, and the
//! property tests over random playouts of every game and variant.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test or a report stops loudly where its own setup breaks"
)]

#[path = "../support/checks.rs"]
mod checks;
#[path = "../support/saved.rs"]
mod saved;

mod malefiz_rules;
mod malice_rules;
mod properties;
mod spite_rules;
mod why_not;
