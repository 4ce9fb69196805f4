//! Malefiz's rules page (being written).

use super::{PageContext, RulesPage};
use crate::games::GameKind;
use eframe::egui::Ui;

/// Malefiz's rules, topic by topic.
#[derive(Default)]
pub struct MalefizPage;

impl RulesPage for MalefizPage {
    fn kind(&self) -> GameKind {
        GameKind::Malefiz
    }
    fn topics(&self) -> &'static [&'static str] {
        &["Overview"]
    }
    fn topic(&mut self, ui: &mut Ui, _index: usize, _page: &PageContext<'_>) {
        ui.label("Malefiz");
    }
}
