//! Widgets more than one game screen uses: the board frame, the animation
//! clock, sprites and their flights to the side panel, hints, move marks
//! in a seat's colour, the keyboard cursor, the move log, the new-game
//! dialog's parts, what every dialog does with the keyboard, keyboard
//! navigation, what a screen reader hears of a place, and labels that keep
//! their shape in a narrow row. What serves one game lives in its own folder.

pub mod board_frame;
pub mod clock;
pub mod cursor;
pub mod dialog;
pub mod flight;
pub mod glyph;
pub mod hint;
pub mod keys;
pub mod log_panel;
pub mod move_mark;
pub mod new_game;
pub mod place_speech;
pub mod seat_names;
pub mod sprite;
pub mod target;
pub mod text;
