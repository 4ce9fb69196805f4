//! Playing the boards from the keyboard: arrows move a cursor, Enter
//! selects and confirms, Escape cancels. Keys only reach a board when no
//! window, dialog, text field or modal has them: [`board_has_keys`] is the
//! one place that says so, for the boards, the game screen and the app's
//! game shortcuts alike.

use eframe::egui::os::OperatingSystem;
use eframe::egui::{Context, Id, Key, KeyboardShortcut, Ui};

/// Where the pass in which the keyboard was last claimed away from the
/// board is kept in the context's memory.
fn claim_id() -> Id {
    Id::unique("malice-table-keyboard-elsewhere")
}

/// Says that, for the rest of this pass, the keyboard belongs to a window
/// or dialog (the app's settings, a question, the new-game dialog…) and
/// not to the board. Call it before the board is drawn.
pub fn keyboard_elsewhere(ctx: &Context) {
    let pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|d| d.insert_temp(claim_id(), pass));
}

/// Whether the board may read game keys (arrows, Enter, Space, Escape, H,
/// undo and redo) this pass: no window or dialog claimed the keyboard
/// ([`keyboard_elsewhere`]), no modal is up and no text field is typed in.
pub fn board_has_keys(ctx: &Context) -> bool {
    let pass = ctx.cumulative_pass_nr();
    let claimed = ctx.data(|d| d.get_temp::<u64>(claim_id())) == Some(pass);
    !claimed && !ctx.egui_wants_keyboard_input() && ctx.memory(|m| m.top_modal_layer().is_none())
}

/// A shortcut as the person's keyboard names it: `Strg+S` in German,
/// `Ctrl+S` in English; on a Mac its symbols (`⌘S`), which need no words.
pub fn shortcut_text(ctx: &Context, shortcut: &KeyboardShortcut) -> String {
    if ctx.os() == OperatingSystem::Mac {
        return ctx.format_shortcut(shortcut);
    }
    let m = shortcut.modifiers;
    let mut parts = Vec::new();
    if m.ctrl || m.command || m.mac_cmd {
        parts.push(crate::t!("key-ctrl"));
    }
    if m.alt {
        parts.push(crate::t!("key-alt"));
    }
    if m.shift {
        parts.push(crate::t!("key-shift"));
    }
    // Punctuation by its sign (Ctrl++, Ctrl+−, Ctrl+=), as browsers' menus
    // write it; letters and named keys by their names.
    let key = shortcut.logical_key;
    parts.push(
        match key {
            Key::Plus | Key::Minus | Key::Equals => key.symbol_or_name(),
            _ => key.name(),
        }
        .to_owned(),
    );
    parts.join("+")
}

/// One keyboard request to a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nav {
    /// Move the cursor left.
    Left,
    /// Move the cursor right.
    Right,
    /// Move the cursor up.
    Up,
    /// Move the cursor down.
    Down,
    /// Select what is under the cursor, or play there.
    Enter,
}

/// This frame's board keys, in order; none while something else has the
/// keyboard (see [`board_has_keys`]).
pub fn board_keys(ui: &Ui) -> Vec<Nav> {
    if !board_has_keys(ui.ctx()) {
        return Vec::new();
    }
    ui.input(|input| {
        input
            .events
            .iter()
            .filter_map(|event| match event {
                eframe::egui::Event::Key { key, pressed: true, modifiers, .. } if modifiers.is_none() => {
                    match key {
                        Key::ArrowLeft => Some(Nav::Left),
                        Key::ArrowRight => Some(Nav::Right),
                        Key::ArrowUp => Some(Nav::Up),
                        Key::ArrowDown => Some(Nav::Down),
                        Key::Enter => Some(Nav::Enter),
                        _ => None,
                    }
                }
                _ => None,
            })
            .collect()
    })
}

/// The nearest of `points` from `from` in the direction of `nav` (screen
/// coordinates: y grows downward), preferring points straight ahead.
pub fn step_towards(
    from: (f32, f32),
    nav: Nav,
    points: impl Iterator<Item = (usize, (f32, f32))>,
) -> Option<usize> {
    let (dx, dy) = match nav {
        Nav::Left => (-1.0, 0.0),
        Nav::Right => (1.0, 0.0),
        Nav::Up => (0.0, -1.0),
        Nav::Down => (0.0, 1.0),
        Nav::Enter => return None,
    };
    points
        .filter_map(|(i, (x, y))| {
            let (vx, vy) = (x - from.0, y - from.1);
            let ahead = vx * dx + vy * dy;
            let across = (vx * dy - vy * dx).abs();
            // Only points ahead, within a 60° cone on each side.
            (ahead > 1e-3 && across <= ahead * 1.8).then_some((i, ahead + across * 2.0))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_to_the_nearest_point_ahead() {
        let points = [(0.0, 0.0), (1.0, 0.0), (2.0, 0.0), (1.0, 1.0), (5.0, 0.2)];
        let all = || points.iter().copied().enumerate();
        assert_eq!(step_towards((0.0, 0.0), Nav::Right, all()), Some(1));
        assert_eq!(step_towards((1.0, 0.0), Nav::Down, all()), Some(3));
        assert_eq!(step_towards((0.0, 0.0), Nav::Left, all()), None);
        assert_eq!(step_towards((2.0, 0.0), Nav::Right, all()), Some(4));
    }
}
