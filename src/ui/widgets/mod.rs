//! Widgets the game screens share: the board frame, cards, the die, the
//! animation clock, flights, sprites, hints, move trails, the keyboard
//! cursor, the move log, the new-game dialog's parts and keyboard
//! navigation.

pub mod board_frame;
pub mod cards;
pub mod clock;
pub mod cursor;
pub mod die;
pub mod flight;
pub mod hint;
pub mod keys;
pub mod log_panel;
pub mod new_game;
pub mod sprite;
pub mod trail;
