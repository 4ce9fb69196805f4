//! Spite's rules page (being written).

use super::{PageContext, RulesPage};
use crate::games::GameKind;
use eframe::egui::Ui;

/// Spite's rules, topic by topic.
#[derive(Default)]
pub struct SpitePage;

impl RulesPage for SpitePage {
    fn kind(&self) -> GameKind {
        GameKind::Spite
    }
    fn topics(&self) -> &'static [&'static str] {
        &["Overview"]
    }
    fn topic(&mut self, ui: &mut Ui, _index: usize, _page: &PageContext<'_>) {
        ui.label("Spite");
    }
}
