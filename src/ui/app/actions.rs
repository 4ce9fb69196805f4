//! The app's actions in one table: each one's words, keys and tooltip,
//! whether it can be done now (and why not), and what it does. The menus,
//! the toolbar and the keyboard controls window all draw from it.

use super::{App, StatusLine};
use crate::i18n;
use crate::store::settings::Zoom;
use crate::ui::screen::UndoOffer;
use crate::ui::screen::refusal::SaveRefusal;
use crate::ui::widgets::keys;
use crate::{id, t};
use eframe::egui::{self, Context, Key, KeyboardShortcut, Modifiers};

/// An app-wide action, from a menu, a button or a shortcut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Open the new-game dialog of the current tab.
    NewGame,
    /// Open a saved game.
    Open,
    /// Save the game to a file.
    Save,
    /// Open the window that writes the printable boards.
    ExportBoards,
    /// Show the settings.
    Settings,
    /// Show the statistics.
    Statistics,
    /// Show the exercises made from the people's mistakes.
    Practice,
    /// Close the window.
    Quit,
    /// Take back a move.
    Undo,
    /// Replay a move.
    Redo,
    /// Review the game on the current tab.
    Review,
    /// Show the strongest bot's suggestion for the person to move.
    Hint,
    /// Show the side panel, or hide it to give the table the whole width.
    SidePanel,
    /// Name the board's columns and rows along its edges, or stop.
    Coordinates,
    /// Open How to play on the current game's rules.
    HowToPlay,
    /// Show the keyboard controls.
    Keys,
    /// Show the About box.
    About,
    /// Open the folder of the log and the crash reports.
    LogFolder,
    /// Host a table for friends on other computers, or join one.
    PlayOnline,
    /// Say the position at the table (the screen reader's live region).
    ReadPosition,
    /// Say the last few moves.
    ReadMoves,
    /// Mute the table's sounds, or turn them back on.
    Sound,
    /// Draw the whole window larger: boards, pieces and words.
    ZoomIn,
    /// Draw the whole window smaller.
    ZoomOut,
    /// Draw the whole window at its actual size.
    ActualSize,
}

/// How a menu names an action (message ids).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuLabel {
    /// Always these words.
    Fixed(&'static str),
    /// A switch: the words while it is on, and while it is off.
    Switch {
        /// While on (what choosing it then does).
        on: &'static str,
        /// While off.
        off: &'static str,
    },
    /// Words that say the window's zoom now (given as `zoom`).
    WithZoom(&'static str),
}

/// When an action's keys reach it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeysReach {
    /// Only while the board has the keys: they act on the game, and wait
    /// while a window, a dialog or a text field has the keyboard.
    Board,
    /// While no dialog of the game and no question of the app is up.
    App,
    /// Whatever is up: a person may need larger words most in a dialog.
    Everywhere,
}

/// One action's row in the table.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The action.
    pub action: Action,
    /// Its words in a menu.
    pub menu: MenuLabel,
    /// Its word on the toolbar, for the actions the toolbar has (a
    /// message id).
    pub button: &'static str,
    /// What it does, in a few words: the toolbar's tooltip and the
    /// keyboard controls' line (a message id).
    pub does: &'static str,
    /// Its keys; menus show the first. Empty: no shortcut.
    pub keys: &'static [KeyboardShortcut],
    /// When its keys reach it.
    pub reach: KeysReach,
}

const fn key(modifiers: Modifiers, key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(modifiers, key)
}

const CTRL: Modifiers = Modifiers::COMMAND;
const H: KeyboardShortcut = key(Modifiers::NONE, Key::H);
// Plain letters, like the hint's, for the screen reader's two questions.
const P: KeyboardShortcut = key(Modifiers::NONE, Key::P);
const L: KeyboardShortcut = key(Modifiers::NONE, Key::L);
const CTRL_Z: KeyboardShortcut = key(CTRL, Key::Z);
const CTRL_SHIFT_Z: KeyboardShortcut = key(CTRL.plus(Modifiers::SHIFT), Key::Z);
const CTRL_Y: KeyboardShortcut = key(CTRL, Key::Y);
const CTRL_N: KeyboardShortcut = key(CTRL, Key::N);
const CTRL_S: KeyboardShortcut = key(CTRL, Key::S);
const CTRL_O: KeyboardShortcut = key(CTRL, Key::O);
const CTRL_Q: KeyboardShortcut = key(CTRL, Key::Q);
const CTRL_M: KeyboardShortcut = key(CTRL, Key::M);
// egui names the keypad's plus and minus as the main ones: Ctrl++ is also
// the keypad's; Ctrl+= as in web browsers, where + needs Shift on many
// layouts (an extra Shift does not stop a shortcut matching).
const CTRL_PLUS: KeyboardShortcut = key(CTRL, Key::Plus);
const CTRL_EQUALS: KeyboardShortcut = key(CTRL, Key::Equals);
const CTRL_MINUS: KeyboardShortcut = key(CTRL, Key::Minus);
const CTRL_0: KeyboardShortcut = key(CTRL, Key::Num0);
// Plain keys that type nothing: F9 as in GNOME's apps, F1 as help is everywhere.
const F9: KeyboardShortcut = key(Modifiers::NONE, Key::F9);
const F1: KeyboardShortcut = key(Modifiers::NONE, Key::F1);
const CTRL_SHIFT_P: KeyboardShortcut = key(CTRL.plus(Modifiers::SHIFT), Key::P);

/// A row without a toolbar button or keys, named `menu` in menus.
const fn row(action: Action, menu: &'static str, does: &'static str) -> Entry {
    Entry { action, menu: MenuLabel::Fixed(menu), button: "", does, keys: &[], reach: KeysReach::App }
}

/// A row with a toolbar button named `button`.
const fn tool(action: Action, menu: &'static str, button: &'static str, does: &'static str) -> Entry {
    Entry { button, ..row(action, menu, does) }
}

// The View menu's rows, kept out of `Action::entry` so that it reads in one sitting.
/// Mute, or sound again.
const SOUND: Entry = Entry {
    menu: MenuLabel::Switch { on: id!("action-sound-mute"), off: id!("action-sound-unmute") },
    keys: &[CTRL_M],
    ..row(Action::Sound, "", id!("action-sound-does"))
};
/// The position, said to a screen reader.
const READ_POSITION: Entry = Entry {
    keys: &[P],
    reach: KeysReach::Board,
    ..row(Action::ReadPosition, id!("action-read-position"), id!("action-read-position-does"))
};
/// The last moves, said to a screen reader.
const READ_MOVES: Entry = Entry {
    keys: &[L],
    reach: KeysReach::Board,
    ..row(Action::ReadMoves, id!("action-read-moves"), id!("action-read-moves-does"))
};
/// The board's coordinates, shown or hidden.
const COORDINATES: Entry = Entry {
    menu: MenuLabel::Switch { on: id!("action-coordinates-hide"), off: id!("action-coordinates-show") },
    ..row(Action::Coordinates, "", id!("action-coordinates-does"))
};
/// Larger.
const ZOOM_IN: Entry = Entry {
    keys: &[CTRL_PLUS, CTRL_EQUALS],
    reach: KeysReach::Everywhere,
    ..row(Action::ZoomIn, id!("action-zoom-in"), id!("action-zoom-in-does"))
};
/// Smaller.
const ZOOM_OUT: Entry = Entry {
    keys: &[CTRL_MINUS],
    reach: KeysReach::Everywhere,
    ..row(Action::ZoomOut, id!("action-zoom-out"), id!("action-zoom-out-does"))
};
/// The actual size.
const ACTUAL_SIZE: Entry = Entry {
    menu: MenuLabel::WithZoom(id!("action-actual-size")),
    keys: &[CTRL_0],
    reach: KeysReach::Everywhere,
    ..row(Action::ActualSize, "", id!("action-actual-size-does"))
};

impl Action {
    /// Every action, in the order the keyboard controls list their keys.
    pub const ALL: [Action; 25] = [
        Action::Hint,
        Action::Undo,
        Action::Redo,
        Action::NewGame,
        Action::Save,
        Action::Open,
        Action::SidePanel,
        Action::Coordinates,
        Action::Sound,
        Action::ZoomIn,
        Action::ZoomOut,
        Action::ActualSize,
        Action::HowToPlay,
        Action::Quit,
        Action::Settings,
        Action::Statistics,
        Action::ExportBoards,
        Action::Review,
        Action::Practice,
        Action::Keys,
        Action::About,
        Action::LogFolder,
        Action::PlayOnline,
        Action::ReadPosition,
        Action::ReadMoves,
    ];

    /// The action's row of the table: the one place its words and keys
    /// are written.
    pub const fn entry(self) -> Entry {
        match self {
            Action::Hint => Entry {
                keys: &[H],
                reach: KeysReach::Board,
                ..tool(self, id!("action-hint"), id!("button-hint"), id!("action-hint-does"))
            },
            Action::Undo => Entry {
                keys: &[CTRL_Z],
                reach: KeysReach::Board,
                ..tool(self, id!("action-undo"), id!("button-undo"), id!("action-undo-does"))
            },
            Action::Redo => Entry {
                keys: &[CTRL_SHIFT_Z, CTRL_Y],
                reach: KeysReach::Board,
                ..tool(self, id!("action-redo"), id!("button-redo"), id!("action-redo-does"))
            },
            Action::NewGame => Entry {
                keys: &[CTRL_N],
                ..tool(self, id!("action-new-game"), id!("button-new-game"), id!("action-new-game-does"))
            },
            Action::Save => Entry {
                keys: &[CTRL_S],
                ..tool(self, id!("action-save"), id!("button-save"), id!("action-save-does"))
            },
            Action::Open => Entry {
                keys: &[CTRL_O],
                ..tool(self, id!("action-open"), id!("button-open"), id!("action-open-does"))
            },
            Action::SidePanel => Entry {
                menu: MenuLabel::Switch { on: id!("action-panel-hide"), off: id!("action-panel-show") },
                keys: &[F9],
                ..tool(self, "", id!("button-panel"), id!("action-panel-does"))
            },
            Action::Sound => SOUND,
            Action::Coordinates => COORDINATES,
            Action::HowToPlay => {
                Entry { keys: &[F1], ..row(self, id!("action-how-to-play"), id!("action-how-to-play-does")) }
            }
            Action::Quit => {
                Entry { keys: &[CTRL_Q], ..row(self, id!("action-quit"), id!("action-quit-does")) }
            }
            Action::Settings => {
                tool(self, id!("action-settings"), id!("button-settings"), id!("action-settings-does"))
            }
            Action::Statistics => row(self, id!("action-statistics"), id!("action-statistics-does")),
            Action::ExportBoards => row(self, id!("action-export"), id!("action-export-does")),
            Action::Review => row(self, id!("action-review"), id!("action-review-does")),
            Action::Practice => Entry {
                keys: &[CTRL_SHIFT_P],
                ..row(self, id!("action-practice"), id!("action-practice-does"))
            },
            Action::Keys => row(self, id!("action-keys"), id!("action-keys-does")),
            Action::About => row(self, id!("action-about"), id!("action-about-does")),
            Action::LogFolder => row(self, id!("action-log-folder"), id!("action-log-folder-does")),
            Action::PlayOnline => row(self, id!("action-play-online"), id!("action-play-online-does")),
            Action::ReadPosition => READ_POSITION,
            Action::ReadMoves => READ_MOVES,
            Action::ZoomIn => ZOOM_IN,
            Action::ZoomOut => ZOOM_OUT,
            Action::ActualSize => ACTUAL_SIZE,
        }
    }
}

/// Whether an action can be done now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    /// It can be done.
    Ready,
    /// There is nothing for it to do now, for this reason: its buttons are
    /// greyed and say it on hover.
    Unavailable(String),
    /// The game forbids it, for this reason: its buttons stay clickable,
    /// say it on hover, and a click says it in a notice (as Undo does when
    /// the game refuses).
    Refused(String),
    /// A switch, on (`true`) or off now.
    Switch(bool),
}

impl Offer {
    /// Whether its buttons are enabled.
    pub fn enabled(&self) -> bool {
        !matches!(self, Offer::Unavailable(_))
    }

    /// Why it cannot be done now, if it cannot.
    pub fn reason(&self) -> Option<&str> {
        match self {
            Offer::Unavailable(why) | Offer::Refused(why) => Some(why),
            Offer::Ready | Offer::Switch(_) => None,
        }
    }
}

impl Entry {
    /// The action's keys as this platform writes them ("Ctrl+S"; several
    /// joined by "or"); empty when it has none.
    pub fn keys_text(&self, ctx: &Context) -> String {
        let keys: Vec<String> = self.keys.iter().map(|k| keys::shortcut_text(ctx, k)).collect();
        keys.join(&t!("keys-or"))
    }

    /// The toolbar's tooltip: what it does and its keys.
    pub fn tip(&self, ctx: &Context) -> String {
        let does = i18n::text(self.does, &[]);
        match self.keys_text(ctx) {
            keys if keys.is_empty() => does,
            keys => t!("action-tip-with-keys", does = does, keys = keys),
        }
    }

    /// The menu's words, now that the action offers `offer` and the
    /// window is drawn at `zoom`.
    pub fn menu_text(&self, offer: &Offer, zoom: Zoom) -> String {
        let id = match (self.menu, offer) {
            (MenuLabel::WithZoom(id), _) => return i18n::text(id, &[("zoom", zoom_words(zoom).into())]),
            (MenuLabel::Fixed(id), _) => id,
            (MenuLabel::Switch { on, off }, Offer::Switch(shown)) => {
                if *shown {
                    on
                } else {
                    off
                }
            }
            (MenuLabel::Switch { on, .. }, _) => on,
        };
        i18n::text(id, &[])
    }
}

/// Takes this frame's shortcut, if any, as far as its keys reach
/// ([`KeysReach`]): the game's own keys (undo, redo, hint) only while the
/// board has the keys ([`keys::board_has_keys`]), the app's while no
/// dialog is `up`, the zoom's always. Shortcuts with Shift are tried
/// first because `consume_shortcut` ignores an extra Shift (Ctrl+Shift+Z
/// would otherwise read as Ctrl+Z).
pub fn take_shortcut(ctx: &Context, up: bool) -> Option<Action> {
    let board = keys::board_has_keys(ctx);
    let reaches = |entry: &&Entry| match entry.reach {
        KeysReach::Board => board && !up,
        KeysReach::App => !up,
        KeysReach::Everywhere => true,
    };
    ctx.input_mut(|input| {
        for shifted in [true, false] {
            for entry in Action::ALL.map(Action::entry).iter().filter(reaches) {
                let mut keys = entry.keys.iter().filter(|k| k.modifiers.shift == shifted);
                if keys.any(|k| input.consume_shortcut(k)) {
                    return Some(entry.action);
                }
            }
        }
        None
    })
}

impl App {
    /// Whether `action` can be done now, or why not.
    pub fn offer(&self, action: Action) -> Offer {
        let tab = self.current();
        match action {
            Action::Undo if !tab.is_some_and(|s| s.can_undo()) => {
                Offer::Unavailable(UndoOffer::Nothing.tip())
            }
            Action::Redo if !tab.is_some_and(|s| s.can_redo()) => Offer::Unavailable(t!("redo-nothing")),
            Action::Review => match tab.map(|s| s.review_offer()) {
                Some(Err(why)) => Offer::Unavailable(why.words()),
                _ => Offer::Ready,
            },
            // Refused rather than greyed: a greyed Save would change the
            // look of every game set up from a position (the snapshots').
            Action::Save => match tab.map(|s| s.save_offer()) {
                Some(Err(why)) => Offer::Refused(cannot_save(&why)),
                _ => Offer::Ready,
            },
            Action::SidePanel => Offer::Switch(self.side_panel),
            Action::Sound => Offer::Switch(!self.settings.sound_muted),
            Action::Coordinates if !tab.is_some_and(|s| s.has_coordinates()) => {
                Offer::Unavailable(t!("coordinates-none"))
            }
            Action::Coordinates => Offer::Switch(self.settings.show_coordinates),
            Action::ZoomIn if self.settings.zoom.larger().is_none() => {
                Offer::Unavailable(t!("zoom-largest", zoom = zoom_words(self.settings.zoom)))
            }
            Action::ZoomOut if self.settings.zoom.smaller().is_none() => {
                Offer::Unavailable(t!("zoom-smallest", zoom = zoom_words(self.settings.zoom)))
            }
            Action::ActualSize if self.settings.zoom == Zoom::ACTUAL => Offer::Unavailable(t!("zoom-actual")),
            _ => Offer::Ready,
        }
    }

    /// Does `action`. One that cannot be done now says why instead (its
    /// shortcut reaches here even while its buttons are greyed).
    pub(super) fn apply(&mut self, ctx: &Context, action: Action) {
        match action {
            // The tab asks before its Start replaces a game in progress.
            Action::NewGame => self.current_mut().open_new_game(),
            Action::Save => self.ask_where_to_save(ctx),
            Action::Open => self.ask_what_to_open(ctx),
            Action::Settings => self.windows.settings_open = true,
            Action::Hint => self.current_mut().request_hint(ctx),
            Action::Statistics => self.windows.stats_open = true,
            // The tab says why when there is nothing to take back.
            Action::Undo => self.current_mut().undo(),
            Action::Redo => self.current_mut().redo(),
            Action::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            Action::About => self.about_open = true,
            Action::LogFolder => self.open_log_folder(),
            Action::Keys => self.keys_open = true,
            Action::ExportBoards => self.export.open(),
            Action::SidePanel => self.side_panel = !self.side_panel,
            Action::HowToPlay => self.help.open(self.tab),
            Action::Review => self.current_mut().review(ctx),
            Action::Practice => self.windows.practice_open = true,
            Action::PlayOnline => self.online.open = true,
            Action::ReadPosition => self.current_mut().read_position(),
            Action::ReadMoves => self.current_mut().read_moves(),
            Action::Sound => self.toggle_mute(),
            Action::Coordinates => {
                self.settings.show_coordinates = !self.settings.show_coordinates;
                self.apply_settings();
                self.store_settings();
            }
            Action::ZoomIn => self.zoom_to(self.settings.zoom.larger(), Action::ZoomIn),
            Action::ZoomOut => self.zoom_to(self.settings.zoom.smaller(), Action::ZoomOut),
            Action::ActualSize => self.zoom_to(Some(Zoom::ACTUAL), Action::ActualSize),
        }
    }

    /// Draws the window at `zoom` from the next frame on, keeps it in the
    /// settings and says it in the top bar; with none (`asked` cannot go
    /// further) says why instead.
    fn zoom_to(&mut self, zoom: Option<Zoom>, asked: Action) {
        let Some(zoom) = zoom else {
            self.tell(StatusLine::ZoomEnd(asked, self.settings.zoom));
            return;
        };
        self.tell(StatusLine::Zoom(zoom));
        if zoom != self.settings.zoom {
            self.settings.zoom = zoom;
            self.store_settings();
        }
    }
}

/// A zoom as a person reads it: "150%" (in the language's own way).
pub fn zoom_words(zoom: Zoom) -> String {
    i18n::percent(f64::from(zoom.percent()) / 100.0, 0)
}

/// The sentence that says a game cannot be saved, and why.
pub(super) fn cannot_save(why: &SaveRefusal) -> String {
    t!("save-refused", why = why.words())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_is_listed_once_with_its_own_row() {
        for (i, action) in Action::ALL.iter().enumerate() {
            assert!(!Action::ALL[i + 1..].contains(action), "{action:?} is listed twice");
            assert_eq!(action.entry().action, *action, "{action:?}'s row names another action");
        }
    }

    #[test]
    fn no_two_actions_share_a_key() {
        let keys: Vec<_> = Action::ALL.iter().flat_map(|a| a.entry().keys).collect();
        for (i, k) in keys.iter().enumerate() {
            assert!(!keys[i + 1..].contains(k), "{k:?} is bound twice");
        }
    }
}
