//! Spite & Malice's rules page: the table, building the centre piles,
//! wild Kings, side piles, the refill and winning, each with a live table
//! drawn by the game's own board painter (`ui::spite::board`) from a
//! [`Setup`](crate::games::spite::Setup) in [`positions`]. The words follow
//! `docs/rules/spite-and-malice.md`.

mod positions;
mod table;

use crate::ui::help::sequence::{Action, Sequence, Step};
use crate::ui::help::{PageContext, RulesPage, bullet, house, option, try_it};
use crate::games::GameKind;
use crate::{id, t};
use crate::games::spite::{MATCH_TARGET, Rules, Spite};
use crate::ui::spite::cards::Inks;
use eframe::egui::Ui;
pub use table::{LiveTable, Said, StepTable};

/// Spite & Malice's rules, topic by topic, with the tables the reader has
/// played on.
pub struct SpitePage {
    /// The table at a glance (looking only).
    pub layout: LiveTable,
    /// Building the centre piles.
    pub building: LiveTable,
    /// Wild Kings, step by step.
    pub kings: Sequence<Spite, StepTable>,
    /// Side piles and ending the turn.
    pub sides: LiveTable,
    /// The refill, played with the reader's setting.
    pub refill: LiveTable,
    /// The last payoff cards and the win.
    pub winning: LiveTable,
}

impl Default for SpitePage {
    fn default() -> Self {
        let moves = positions::KING_STEPS.map(|(mv, _)| Action::Play(mv));
        let mut captions = vec![positions::KING_START];
        captions.extend(positions::KING_STEPS.map(|(_, caption)| caption));
        let kings_start = table::start(&positions::KINGS, Rules::default());
        SpitePage {
            layout: LiveTable::new(positions::TABLE, Rules::default()),
            building: LiveTable::new(positions::BUILDING, Rules::default()),
            kings: Sequence::new("spite-help-kings", kings_start, &moves, Step::each(&captions), StepTable),
            sides: LiveTable::new(positions::SIDES, Rules::default()),
            refill: LiveTable::new(positions::REFILL, Rules::default()),
            winning: LiveTable::new(positions::WINNING, Rules::default()),
        }
    }
}

/// The topics, in reading order (message ids).
const TOPICS: [&str; 6] = [
    id!("spite-rules-topic-table"),
    id!("spite-rules-topic-building"),
    id!("spite-rules-topic-kings"),
    id!("spite-rules-topic-sides"),
    id!("spite-rules-topic-refill"),
    id!("spite-rules-topic-winning"),
];

impl RulesPage for SpitePage {
    fn kind(&self) -> GameKind {
        GameKind::Spite
    }

    fn topics(&self) -> Vec<String> {
        TOPICS.iter().map(|topic| crate::i18n::text(topic, &[])).collect()
    }

    fn topic(&mut self, ui: &mut Ui, index: usize, page: &PageContext<'_>) {
        // The tables' cards are inked as the reader's deck is.
        let inks = Inks::four_colour(page.settings.options::<Spite>().four_colour_deck);
        for table in [&mut self.layout, &mut self.building, &mut self.sides, &mut self.refill, &mut self.winning] {
            table.inks = inks;
        }
        match index {
            0 => self.the_table(ui),
            1 => self.building(ui),
            2 => self.kings(ui, page),
            3 => self.side_piles(ui),
            4 => self.refilling(ui, page),
            _ => self.winning(ui),
        }
    }
}

impl SpitePage {
    fn the_table(&mut self, ui: &mut Ui) {
        ui.label(t!("spite-rules-table-intro"));
        house(ui, &t!("spite-rules-table-decks"));
        ui.label(t!("spite-rules-table-rows"));
        bullet(ui, &t!("spite-rules-table-payoff"));
        bullet(ui, &t!("spite-rules-table-sides"));
        bullet(ui, &t!("spite-rules-table-hand"));
        ui.label(t!("spite-rules-table-between"));
        bullet(ui, &t!("spite-rules-table-stock"));
        bullet(ui, &t!("spite-rules-table-centre"));
        self.layout.show(ui, "spite-help-table", false);
        ui.label(t!("spite-rules-table-turn"));
        ui.label(t!("spite-rules-table-hidden"));
        house(ui, &t!("spite-rules-table-shows"));
        house(ui, &t!("spite-rules-table-cover"));
    }

    fn building(&mut self, ui: &mut Ui) {
        ui.label(t!("spite-rules-building-intro"));
        bullet(ui, &t!("spite-rules-building-ace"));
        bullet(ui, &t!("spite-rules-building-climb"));
        bullet(ui, &t!("spite-rules-building-queen"));
        ui.label(t!("spite-rules-building-places"));
        house(ui, &t!("spite-rules-building-shuffle"));
        try_it(ui, &t!("spite-rules-building-try"));
        self.building.show(ui, "spite-help-building", true);
    }

    fn kings(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        ui.label(t!("spite-rules-kings-intro"));
        ui.label(t!("spite-rules-kings-from"));
        house(ui, &t!("spite-rules-kings-ten"));
        self.kings.show(ui, page);
    }

    fn side_piles(&mut self, ui: &mut Ui) {
        ui.label(t!("spite-rules-sides-intro"));
        bullet(ui, &t!("spite-rules-sides-any"));
        bullet(ui, &t!("spite-rules-sides-only-hand"));
        bullet(ui, &t!("spite-rules-sides-top"));
        house(ui, &t!("spite-rules-sides-empty-hand"));
        house(ui, &t!("spite-rules-sides-undo"));
        try_it(ui, &t!("spite-rules-sides-try"));
        self.sides.show(ui, "spite-help-sides", true);
    }

    fn refilling(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        ui.label(t!("spite-rules-refill-intro"));
        house(ui, &t!("spite-rules-refill-drawn"));
        let refill = page.settings.options::<Spite>().refill_on_empty_hand;
        let now = if refill { t!("spite-rules-refill-on") } else { t!("spite-rules-refill-off") };
        let default =
            if refill { t!("spite-rules-refill-default") } else { t!("spite-rules-refill-default-is-on") };
        option(ui, &t!("spite-rules-refill-option", now = &now, default = default), &t!("spite-rules-settings"));
        ui.label(t!("spite-rules-refill-takes"));
        house(ui, &t!("spite-rules-refill-again"));
        self.refill.follow(Rules { refill_on_empty_hand: refill });
        try_it(ui, &t!("spite-rules-refill-try", now = now));
        self.refill.show(ui, "spite-help-refill", true);
    }

    fn winning(&mut self, ui: &mut Ui) {
        ui.label(t!("spite-rules-winning-intro"));
        ui.label(t!("spite-rules-winning-match", target = MATCH_TARGET));
        house(ui, &t!("spite-rules-winning-drawn"));
        house(ui, &t!("spite-rules-winning-first"));
        house(ui, &t!("spite-rules-winning-later"));
        try_it(ui, &t!("spite-rules-winning-try"));
        self.winning.show(ui, "spite-help-winning", true);
    }
}

#[cfg(test)]
mod tests;
