//! Widgets the game screens share: the board frame, cards, the die, the
//! animation clock,
//! sprites, hints, the keyboard cursor, the move log, the new-game
//! dialog's parts, what every dialog does with the keyboard, and keyboard
//! navigation.

pub mod board_frame;
pub mod cards;
pub mod clock;
pub mod cursor;
pub mod dialog;
pub mod die;
pub mod hint;
pub mod keys;
pub mod log_panel;
pub mod new_game;
pub mod seat_names;
pub mod sprite;
