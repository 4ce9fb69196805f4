//! The app's keyboard shortcuts, in one place so menus show what keys do.

use super::widgets::keys;
use eframe::egui::{Context, Key, KeyboardShortcut, Modifiers};

/// Start a new game.
pub const NEW_GAME: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::N);
/// Take back a move.
pub const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
/// Replay a taken-back move.
pub const REDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);
/// Replay a taken-back move (the other common binding).
pub const REDO_ALT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
/// Save the game.
pub const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
/// Open a saved game.
pub const OPEN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
/// Ask for a hint (a plain key: only when no text field has the keyboard).
pub const HINT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::H);
/// Quit the app.
pub const QUIT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Q);
/// Show or hide the side panel (F9, as in GNOME's apps: a plain key that
/// types nothing).
pub const SIDE_PANEL: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::F9);

/// Open How to play on the game shown (F1, as help is everywhere).
pub const HELP: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::F1);

/// An action the keyboard asked for this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shortcut {
    /// Ctrl+N.
    NewGame,
    /// Ctrl+Z.
    Undo,
    /// Ctrl+Shift+Z or Ctrl+Y.
    Redo,
    /// Ctrl+S.
    Save,
    /// Ctrl+O.
    Open,
    /// H.
    Hint,
    /// Ctrl+Q.
    Quit,
    /// F9.
    SidePanel,
    /// F1.
    Help,
}

/// Takes this frame's shortcut, if any. The game's own (undo, redo, hint)
/// only while the board has the keys ([`keys::board_has_keys`]): a window,
/// dialog or text field keeps them. Ctrl+Shift+Z is tested before Ctrl+Z
/// because `consume_shortcut` ignores an extra Shift.
pub fn take(ctx: &Context) -> Option<Shortcut> {
    let board = keys::board_has_keys(ctx);
    ctx.input_mut(|input| {
        if board && (input.consume_shortcut(&REDO) || input.consume_shortcut(&REDO_ALT)) {
            Some(Shortcut::Redo)
        } else if board && input.consume_shortcut(&UNDO) {
            Some(Shortcut::Undo)
        } else if input.consume_shortcut(&NEW_GAME) {
            Some(Shortcut::NewGame)
        } else if input.consume_shortcut(&SAVE) {
            Some(Shortcut::Save)
        } else if input.consume_shortcut(&OPEN) {
            Some(Shortcut::Open)
        } else if board && input.consume_shortcut(&HINT) {
            Some(Shortcut::Hint)
        } else if input.consume_shortcut(&QUIT) {
            Some(Shortcut::Quit)
        } else if input.consume_shortcut(&SIDE_PANEL) {
            Some(Shortcut::SidePanel)
        } else if input.consume_shortcut(&HELP) {
            Some(Shortcut::Help)
        } else {
            None
        }
    })
}

/// How a shortcut is written in menus on this platform.
pub fn label(ctx: &Context, shortcut: &KeyboardShortcut) -> String {
    ctx.format_shortcut(shortcut)
}
