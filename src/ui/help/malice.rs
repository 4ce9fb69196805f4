//! Malice's rules page (being written).

use super::{PageContext, RulesPage};
use crate::games::GameKind;
use eframe::egui::Ui;

/// Malice's rules, topic by topic.
#[derive(Default)]
pub struct MalicePage;

impl RulesPage for MalicePage {
    fn kind(&self) -> GameKind {
        GameKind::Malice
    }
    fn topics(&self) -> &'static [&'static str] {
        &["Overview"]
    }
    fn topic(&mut self, ui: &mut Ui, _index: usize, _page: &PageContext<'_>) {
        ui.label("Malice");
    }
}
