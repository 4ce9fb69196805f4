//! The game screen every game shares.

pub mod table;
