//! How a Spite & Malice match is set up, and the new-game dialog that edits
//! it (seats, the refill variant, the next game or a new match).

use crate::core::{Controller, Seat};
use crate::games::spite::{Match, PLAYERS, Rules};
use crate::ui::widgets::new_game::SeatRows;
use crate::ui::widgets::seat_names::SeatNames;
use eframe::egui::Ui;

/// The seat titles in the dialog, in turn order, in the person's language.
pub fn seat_titles() -> [String; PLAYERS] {
    [1, 2].map(|number: usize| crate::t!("spite-player", number = number))
}

/// How a new match is set up.
#[derive(Clone, Debug, PartialEq)]
pub struct SpiteSetup {
    /// The two seats.
    pub seats: Vec<Seat>,
    /// The variant settings every game of the match uses.
    pub rules: Rules,
}

/// Why a Spite & Malice setup cannot start a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unfit {
    /// The game is played by [`PLAYERS`], not by this many.
    Players(usize),
}

impl Default for SpiteSetup {
    fn default() -> Self {
        SpiteSetup {
            seats: SeatNames::default()
                .seats(&[Controller::Human, Controller::Bot(crate::games::spite::bot::LADDER.usual())]),
            rules: Rules::default(),
        }
    }
}

/// The new-game dialog's fields.
pub struct SpiteDialog {
    pub(super) rows: SeatRows,
    refill: bool,
    next_in_match: bool,
}

impl SpiteDialog {
    /// A dialog showing `setup`, its seats renamed by `names` when they
    /// change hands; the next game of `record` is offered while the match
    /// goes on.
    pub fn new(setup: &SpiteSetup, record: &Match, names: &SeatNames) -> Self {
        let spare = names.seats(&[Controller::Human; PLAYERS]);
        let seats = (0..PLAYERS).filter_map(|i| setup.seats.get(i).or_else(|| spare.get(i)).cloned());
        SpiteDialog {
            rows: SeatRows::new(seats, names, crate::games::GameKind::Spite),
            refill: setup.rules.refill_on_empty_hand,
            next_in_match: !record.is_over() && !record.results().is_empty(),
        }
    }

    /// Whether the next game of `record` can be dealt with these rules.
    pub fn can_continue(&self, record: &Match) -> bool {
        !record.is_over() && self.refill == record.rules().refill_on_empty_hand
    }

    /// The setup asked for, and whether it continues the match.
    pub fn setup(&self, record: &Match) -> (SpiteSetup, bool) {
        let seats = seat_titles()
            .iter()
            .enumerate()
            .filter_map(|(i, t)| self.rows.get(i).map(|r| r.seat(t)))
            .collect();
        let setup = SpiteSetup { seats, rules: Rules { refill_on_empty_hand: self.refill } };
        (setup, self.next_in_match && self.can_continue(record))
    }

    /// The dialog's fields; `names` are the seats' names in the match so far.
    pub fn ui(&mut self, ui: &mut Ui, record: &Match, names: [&str; PLAYERS]) {
        let scores = record.scores();
        let can_continue = self.can_continue(record);
        let titles = seat_titles();
        self.rows.editor(ui, "spite", &titles.each_ref().map(String::as_str));
        ui.add_space(6.0);
        ui.checkbox(&mut self.refill, crate::t!("spite-option-refill"))
            .on_hover_text(crate::t!("spite-option-refill-tip"));
        ui.add_space(6.0);
        ui.add_enabled_ui(can_continue, |ui| {
            let text = crate::t!(
                "spite-dialog-next",
                first = names[0],
                score1 = scores[0],
                score2 = scores[1],
                second = names[1]
            );
            ui.radio_value(&mut self.next_in_match, true, text);
        });
        ui.radio_value(&mut self.next_in_match, false, crate::t!("spite-dialog-new"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::screen::ViewDialog;
    use crate::ui::spite::SpiteUi;

    #[test]
    fn a_table_of_three_is_refused_by_its_number() {
        let seats = vec![Seat::human("A"), Seat::human("B"), Seat::human("C")];
        let why = SpiteUi::seated(&SpiteSetup::default(), seats).expect_err("two play");
        assert_eq!(why, Unfit::Players(3));
        assert_eq!(SpiteUi::unfit(&why), "Spite & Malice is played by 2 players, not 3");
    }
}
