//! What a game's rules page is to the windows that show it: the trait
//! every game's page implements and what it may read while drawn. Kept
//! below the game screen and the How to play window, which both name it,
//! so that neither reaches the other through it.

use crate::games::GameKind;
use crate::store::settings::Settings;
use eframe::egui::Ui;
use std::any::Any;

/// What a rules page may read while it is drawn.
pub struct PageContext<'a> {
    /// The player's settings: rules that are options show their values.
    pub settings: &'a Settings,
    /// The frame's time in seconds (for diagrams that animate).
    pub now: f64,
}

/// One game's rules, in topics.
pub trait RulesPage: Any {
    /// The game the page explains.
    fn kind(&self) -> GameKind;
    /// The topics' titles, in reading order (never empty), in the
    /// person's language.
    fn topics(&self) -> Vec<String>;
    /// Draws topic `index` (one of [`RulesPage::topics`]) into `ui`, which
    /// scrolls: plain words, live diagrams, house decisions and options.
    fn topic(&mut self, ui: &mut Ui, index: usize, page: &PageContext<'_>);
}
