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
use crate::games::spite::{MATCH_TARGET, Rules, Spite};
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

/// The topics, in reading order.
const TOPICS: [&str; 6] = [
    "The table",
    "Building the centre piles",
    "Kings are wild",
    "Side piles and ending your turn",
    "Refilling your hand",
    "Winning and the match",
];

/// Where the refill option is changed.
const SETTINGS: &str = "File › Settings… › Spite & Malice";

impl RulesPage for SpitePage {
    fn kind(&self) -> GameKind {
        GameKind::Spite
    }

    fn topics(&self) -> Vec<String> {
        TOPICS.iter().map(|topic| (*topic).to_owned()).collect()
    }

    fn topic(&mut self, ui: &mut Ui, index: usize, page: &PageContext<'_>) {
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
        ui.label(
            "Spite & Malice is a race for two players: the first to get rid of their payoff pile wins. \
             Only ranks count, never suits: Ace (1), 2 to 10, Jack (11), Queen (12). Kings are wild.",
        );
        house(ui, "Two ordinary 52-card decks are shuffled together: 104 cards, no jokers.");
        ui.label("Your cards lie along the bottom of the table, your opponent's along the top:");
        bullet(
            ui,
            "Payoff pile (far left): 20 cards, face down except the top one; the count under it says how \
             many are left.",
        );
        bullet(ui, "Four side piles (beside it): empty at first. They fan out so everyone sees every card.");
        bullet(ui, "Hand (right): up to five cards only you can see; your opponent's hand shows backs.");
        ui.label("Between the two rows:");
        bullet(
            ui,
            "The stock (left): the cards nobody was dealt, face down, 54 at the start. You draw from it.",
        );
        bullet(
            ui,
            "Three centre piles: both of you build on them, from an Ace up to a Queen. They start empty.",
        );
        self.layout.show(ui, "spite-help-table", false);
        ui.label(
            "A turn, in short: draw until you hold five cards; play as many cards as you like onto the \
             centre piles; then put one card from your hand onto one of your side piles, which ends the turn.",
        );
        ui.label(
            "Nobody sees the order of the stock or the payoff cards under the top ones; everything else on \
             the table is open.",
        );
        house(ui, "The table also shows how many cards your opponent holds, and the match score.");
        house(
            ui,
            "When two people share one screen, a \"Pass to …\" screen hides both hands whenever the turn \
             changes hands.",
        );
    }

    fn building(&mut self, ui: &mut Ui) {
        ui.label("Every card you play goes onto one of the three centre piles, which both players share.");
        bullet(ui, "An empty centre pile takes only an Ace (or a King standing for one).");
        bullet(
            ui,
            "Then each pile climbs one rank at a time: a 2 on the Ace, a 3 on the 2, and so on up to the \
             Queen. Suits and colours do not matter.",
        );
        bullet(
            ui,
            "A pile that reaches its Queen is finished at once: its twelve cards go back into the stock, and \
             its place is free for a new Ace.",
        );
        ui.label(
            "In your turn you may play as many cards as you like, in any order, from three places: the top \
             of your payoff pile, the top of any of your side piles, and your hand.",
        );
        house(ui, "A finished pile's cards are added to the stock and the whole stock is shuffled.");
        try_it(
            ui,
            "drag a card onto a centre pile, or click it and then the pile; the piles it fits light up. \
             Q♥ finishes centre 1 (watch the stock grow), 4♣ and then your payoff card 5♦ go on centre 2, \
             A♦ opens centre 3. 7♠ fits nowhere: the table says why.",
        );
        self.building.show(ui, "spite-help-building", true);
    }

    fn kings(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        ui.label(
            "A King can go on any centre pile as whatever rank that pile needs next: on an empty pile it is \
             an Ace, on a 6 it is a 7. Once down it counts as that rank, and the pile carries on from it. \
             The label under the pile shows both, for example \"K as 7 · needs 8\".",
        );
        ui.label(
            "A King can be played from your hand, your payoff pile or a side pile, like any other card; it \
             is most useful when nothing else fits.",
        );
        house(
            ui,
            "A King on a 10 stands for a Jack. (The usual rules text gives the example that it \"becomes a \
             Queen\", which goes against its own rule; Malice Table follows the rule.)",
        );
        self.kings.show(ui, page);
    }

    fn side_piles(&mut self, ui: &mut Ui) {
        ui.label(
            "When you have played all you want, you end your turn by putting one card from your hand onto \
             one of your four side piles. Then it is your opponent's turn.",
        );
        bullet(ui, "Any hand card may go onto any of your side piles, whatever lies there already.");
        bullet(
            ui,
            "Only hand cards go onto side piles: never your payoff card, and never a card from another side \
             pile.",
        );
        bullet(ui, "From a side pile you may play only its top card, and only onto a centre pile.");
        house(
            ui,
            "If your hand is empty when you have finished playing, your turn ends without a card going to a \
             side pile (the End turn button).",
        );
        house(ui, "Once your turn has passed, Undo cannot take it back.");
        try_it(
            ui,
            "play 4♠ from side pile 2 and then 5♥ from side pile 1 onto the centre. Drag 5♥ onto another \
             side pile, or your payoff card onto a side pile, to see them refused. End the turn by dropping \
             a hand card on a side pile.",
        );
        self.sides.show(ui, "spite-help-sides", true);
    }

    fn refilling(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        ui.label("At the start of every turn you draw from the stock until you hold five cards.");
        house(
            ui,
            "If the stock cannot bring your hand up to five at the start of your turn, the game ends drawn \
             and nobody scores.",
        );
        let refill = page.settings.options::<Spite>().refill_on_empty_hand;
        let now = if refill { "on" } else { "off" };
        let default = if refill { "the default" } else { "the default is on" };
        option(
            ui,
            &format!(
                "Refill during the turn: when you play your last hand card, you draw five new cards and play \
                 on. Now: {now} ({default}). A change applies from your next new game."
            ),
            SETTINGS,
        );
        ui.label(
            "This refill takes whatever the stock still has, even fewer than five cards, and never draws the \
             game. With it off, an emptied hand stays empty until your next turn: you may still play from \
             your payoff and side piles, then end the turn without a card for a side pile.",
        );
        house(
            ui,
            "While your hand is empty, the refill is tried again after every card you play, so a finished \
             centre pile that fills an empty stock refills your hand at once.",
        );
        self.refill.follow(Rules { refill_on_empty_hand: refill });
        try_it(
            ui,
            &format!(
                "this table plays with your setting (refill {now}). Play 6♠, your last hand card, onto \
                 centre 1 and see what happens."
            ),
        );
        self.refill.show(ui, "spite-help-refill", true);
    }

    fn winning(&mut self, ui: &mut Ui) {
        ui.label(
            "You win the game the moment the last card of your payoff pile goes onto a centre pile. You \
             score one point for every card still in your opponent's payoff pile.",
        );
        ui.label(format!(
            "Games are played in a match: the points add up from game to game, and the first player with \
             {MATCH_TARGET} points or more wins the match."
        ));
        house(
            ui,
            "A game is drawn, with no points, when the stock cannot fill a hand to five at the start of a turn.",
        );
        house(
            ui,
            "The first game of a match is started by the player whose payoff top card ranks higher (Ace \
             lowest, King highest); on equal ranks, player 1.",
        );
        house(
            ui,
            "Every later game is started by the loser of the game before; after a drawn game, by the player \
             who did not start it.",
        );
        try_it(
            ui,
            "you have two payoff cards left, 7♣ on top of 8♠, and your opponent has 13. Play 6♦ from your \
             hand onto centre 1, then both payoff cards.",
        );
        self.winning.show(ui, "spite-help-winning", true);
    }
}

#[cfg(test)]
mod tests;
