//! Widgets the game screens share: cards, hints, the move log, the
//! new-game dialog's parts and keyboard navigation.

pub mod cards;
pub mod hint;
pub mod keys;
pub mod log_panel;
pub mod new_game;
