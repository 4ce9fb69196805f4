//! The top bar's short line about the person's last action ("Saved to …",
//! "Zoom: 125%"): kept as what happened, not as words, so that it is said
//! in the language shown now; and put away once the game it spoke of has
//! left the table (a new game, a save opened, another tab).

use super::App;
use super::actions::{Action, zoom_words};
use crate::games::GameKind;
use crate::store::settings::Zoom;
use crate::t;
use std::path::PathBuf;

/// What the top bar's status line tells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatusLine {
    /// The game was written to this file.
    Saved(PathBuf),
    /// This file was put on the table.
    Opened(PathBuf),
    /// The window is drawn at this zoom now.
    Zoom(Zoom),
    /// The zoom asked for (by `Action::ZoomIn` or `Action::ZoomOut`) goes
    /// no further than this one.
    ZoomEnd(Action, Zoom),
    /// The sounds were muted (`true`) or turned back on.
    Muted(bool),
    /// This many exercises were made from a finished review.
    ExercisesMade(usize),
    /// Practice ended because no other exercise is due.
    NoExerciseLeft,
}

impl StatusLine {
    /// The line in the language of the window now.
    pub fn words(&self) -> String {
        match self {
            StatusLine::Saved(path) => t!("status-saved", path = path.display().to_string()),
            StatusLine::Opened(path) => t!("status-opened", path = path.display().to_string()),
            StatusLine::Zoom(zoom) => t!("status-zoom", zoom = zoom_words(*zoom)),
            StatusLine::ZoomEnd(Action::ZoomOut, zoom) => t!("zoom-smallest", zoom = zoom_words(*zoom)),
            StatusLine::ZoomEnd(_, zoom) => t!("zoom-largest", zoom = zoom_words(*zoom)),
            StatusLine::Muted(true) => t!("status-sound-muted"),
            StatusLine::Muted(false) => t!("status-sound-on"),
            StatusLine::ExercisesMade(count) => t!("practice-made", count = *count),
            StatusLine::NoExerciseLeft => t!("practice-none-left"),
        }
    }
}

/// The game a status line was said over: the tab and the number of the
/// game begun there.
pub(super) type Said = (GameKind, u64);

impl App {
    /// Says `line` in the top bar, about the game at the table now.
    pub(super) fn tell(&mut self, line: StatusLine) {
        self.status = Some(line);
        self.status_over = Some(self.game_at_table());
    }

    /// The status line in the language of the window now, if there is one.
    pub fn status_text(&self) -> Option<String> {
        self.status.as_ref().map(StatusLine::words)
    }

    /// Puts the status line away once the game it was said over has left
    /// the table: "Saved to …" does not describe a new game.
    pub(super) fn forget_stale_status(&mut self) {
        let now = self.game_at_table();
        if self.status_over.is_some_and(|said| said != now) {
            self.status = None;
            self.status_over = None;
        }
    }

    /// The game at the table now.
    fn game_at_table(&self) -> Said {
        (self.tab, self.current().map_or(0, |tab| tab.games_begun()))
    }
}
