//! How a Malefiz game is set up, and the new-game dialog that edits it
//! (board, colours in play, seats, who rolls first, maps of one's own).

use crate::core::{Controller, Seat, Session};
pub use crate::games::malefiz::BoardChoice;
use crate::games::malefiz::bot::make_bot;
use super::words;
use crate::games::malefiz::{Board, Colour, Malefiz, MapError, SetupError};
use crate::ui::file_dialog::{DialogPoll, PendingDialog};
use crate::ui::widgets::new_game::SeatRows;
use crate::ui::widgets::seat_names::SeatNames;
use eframe::egui::{self, Ui};

/// How a new Malefiz game is set up.
#[derive(Clone, Debug, PartialEq)]
pub struct MalefizSetup {
    /// The board.
    pub board: BoardChoice,
    /// Who plays each colour (red, green, yellow, blue); `None` = not in play.
    pub seats: [Option<Seat>; 4],
    /// The colour that rolls first (`None`: the first in play).
    pub first: Option<Colour>,
}

/// Why a Malefiz setup cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unfit {
    /// Malefiz is played by 2 to `colours` players, not by `seats`.
    Players {
        /// How many colours the setup has room for.
        colours: usize,
        /// How many seats were given.
        seats: usize,
    },
    /// A built-in board does not load.
    Board(MapError),
    /// The map of one's own called `name` cannot be used.
    Map {
        /// The map's name.
        name: String,
        /// Why not.
        error: MapError,
    },
    /// The engine refuses the colours in play or the one to begin.
    Setup(SetupError),
}

impl Unfit {
    /// Why, in the person's language.
    pub fn words(&self) -> String {
        match self {
            Unfit::Players { colours, seats } => {
                crate::t!("malefiz-seated-count", colours = *colours, seats = *seats)
            }
            Unfit::Board(error) => words::map_error(error),
            Unfit::Map { name, error } => {
                crate::t!("malefiz-map-unusable", name = name, error = words::map_error(error))
            }
            Unfit::Setup(why) => words::setup_error(why),
        }
    }
}

impl Default for MalefizSetup {
    fn default() -> Self {
        let [you, bot] = default_pair();
        MalefizSetup { board: BoardChoice::Classic, seats: [Some(you), None, Some(bot), None], first: None }
    }
}

/// The player and a medium bot, named by the rule.
fn default_pair() -> [Seat; 2] {
    let mut seats = SeatNames::default()
        .seats(&[Controller::Human, Controller::Bot(crate::games::malefiz::bot::LADDER.usual())])
        .into_iter();
    let you = seats.next().unwrap_or_else(|| Seat::human("Player 1"));
    let bot = seats.next().unwrap_or_else(|| {
        Seat::bot(
            SeatNames::bot(crate::games::malefiz::bot::LADDER.usual(), None),
            crate::games::malefiz::bot::LADDER.usual(),
        )
    });
    [you, bot]
}

impl MalefizSetup {
    /// The setup that `game` with `seats` (in turn order) was started from,
    /// so the side panel and the next New game offer the same again.
    pub fn describing(game: &Malefiz, seats: &[Seat]) -> MalefizSetup {
        let board = BoardChoice::of(game.board());
        let mut setup_seats: [Option<Seat>; 4] = Default::default();
        for (seat, who) in seats.iter().enumerate() {
            if let Some(colour) = game.colour_at(seat)
                && let Some(slot) = setup_seats.get_mut(colour.index())
            {
                *slot = Some(who.clone());
            }
        }
        MalefizSetup { board, seats: setup_seats, first: None }
    }

    fn colours(&self) -> Vec<Colour> {
        Colour::ALL.into_iter().zip(&self.seats).filter(|(_, s)| s.is_some()).map(|(c, _)| c).collect()
    }

    /// Builds the game's session, or says why the setup cannot be played.
    pub fn session(&self, seed: u64) -> Result<Session<Malefiz>, Unfit> {
        let board = self.board.load().map_err(|error| match &self.board {
            BoardChoice::Custom { name, .. } => Unfit::Map { name: name.clone(), error },
            _ => Unfit::Board(error),
        })?;
        let colours = self.colours();
        let game = Malefiz::new(board, &colours, self.first, seed).map_err(Unfit::Setup)?;
        let seats = self.seats.iter().flatten().cloned().collect();
        Ok(Session::new(game, seats, seed.rotate_left(17), make_bot))
    }
}

/// The new-game dialog's working copy.
pub struct MalefizDialog {
    board: BoardChoice,
    plays: [bool; 4],
    pub(super) rows: SeatRows,
    first: Option<Colour>,
    file: Option<PendingDialog>,
}

impl MalefizDialog {
    /// A dialog showing `setup`, its seats renamed by `names` when they
    /// change hands (a colour not in play waits with a medium bot).
    pub fn new(setup: &MalefizSetup, names: &SeatNames) -> Self {
        let spare = Seat::bot(
            SeatNames::bot(crate::games::malefiz::bot::LADDER.usual(), None),
            crate::games::malefiz::bot::LADDER.usual(),
        );
        let seats = setup.seats.iter().map(|s| s.clone().unwrap_or_else(|| spare.clone()));
        MalefizDialog {
            board: setup.board.clone(),
            plays: setup.seats.clone().map(|s| s.is_some()),
            rows: SeatRows::new(seats, names, crate::games::GameKind::Malefiz),
            first: setup.first,
            file: None,
        }
    }

    /// The setup the dialog describes.
    pub fn setup(&self) -> MalefizSetup {
        let seat = |i: usize, c: Colour| {
            let row = self.rows.get(i)?;
            self.plays.get(i).copied().unwrap_or(false).then(|| row.seat(&words::colour(c)))
        };
        let seats = [0, 1, 2, 3].map(|i| seat(i, Colour::ALL[i]));
        let first = self.first.filter(|c| self.plays.get(c.index()).copied().unwrap_or(false));
        MalefizSetup { board: self.board.clone(), seats, first }
    }

    /// The dialog's fields; a map that cannot be read sets `error`.
    pub fn ui(&mut self, ui: &mut Ui, error: &mut Option<String>) {
        self.poll_file(ui.ctx(), error);
        ui.horizontal(|ui| {
            ui.label(crate::t!("malefiz-setup-board"));
            ui.radio_value(&mut self.board, BoardChoice::Classic, crate::t!("malefiz-choice-classic"));
            ui.radio_value(&mut self.board, BoardChoice::Fast, crate::t!("malefiz-choice-fast"));
            if let BoardChoice::Custom { name, .. } = &self.board {
                let name = name.clone();
                let custom = self.board.clone();
                ui.radio_value(&mut self.board, custom, name);
            }
            let open = ui
                .button(crate::t!("malefiz-open-map"))
                .on_hover_text(crate::t!("malefiz-open-map-tip"))
                .clicked();
            if open && self.file.is_none() {
                self.file = Some(PendingDialog::open_file(
                    ui.ctx(),
                    &crate::t!("malefiz-open-map-title"),
                    &crate::t!("malefiz-map-filter"),
                    &["map", "txt"],
                ));
            }
        });
        ui.add_space(4.0);
        ui.label(crate::t!("malefiz-colours-in-play"));
        egui::Grid::new("malefiz-colours").num_columns(2).show(ui, |ui| {
            for (i, colour) in Colour::ALL.into_iter().enumerate() {
                ui.checkbox(&mut self.plays[i], words::colour(colour));
                let plays = self.plays;
                ui.add_enabled_ui(plays[i], |ui| {
                    egui::Grid::new(("malefiz-seat", i)).num_columns(3).show(ui, |ui| {
                        self.rows.row_ui(ui, colour.name(), i, &crate::t!("malefiz-seat-name"), &plays);
                    });
                });
                ui.end_row();
            }
        });
        self.rows.number_bots(&self.plays);
        self.first_roller(ui);
    }

    fn first_roller(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            let label = ui.label(crate::t!("malefiz-rolls-first"));
            let text = self.first.map_or_else(|| crate::t!("malefiz-first-in-play"), words::colour);
            egui::ComboBox::from_id_salt("malefiz-first")
                .selected_text(text)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.first, None, crate::t!("malefiz-first-in-play"));
                    for (i, colour) in Colour::ALL.into_iter().enumerate() {
                        if self.plays[i] {
                            ui.selectable_value(&mut self.first, Some(colour), words::colour(colour));
                        }
                    }
                })
                .response
                .labelled_by(label.id);
        });
    }

    fn poll_file(&mut self, ctx: &egui::Context, error: &mut Option<String>) {
        let Some(file) = &mut self.file else { return };
        match file.show(ctx) {
            DialogPoll::Open => {}
            DialogPoll::Closed => self.file = None,
            DialogPoll::Failed(why) => {
                self.file = None;
                *error = Some(why.notice());
            }
            DialogPoll::Picked(path) => {
                self.file = None;
                self.load_map(&path, error);
            }
        }
    }

    /// Reads a map file into the dialog, or says why it cannot be used.
    fn load_map(&mut self, path: &std::path::Path, error: &mut Option<String>) {
        let name =
            path.file_stem().map_or_else(|| "custom".to_string(), |s| s.to_string_lossy().into_owned());
        match std::fs::read_to_string(path) {
            Err(e) => {
                let path = path.display().to_string();
                *error = Some(crate::t!("malefiz-map-unreadable", path = path, error = crate::ui::words::io_error(&e)));
            }
            Ok(text) => match Board::from_map(&name, &text) {
                Err(e) => {
                    let path = path.display().to_string();
                    *error = Some(crate::t!("malefiz-map-invalid", path = path, error = words::map_error(&e)));
                }
                Ok(_) => {
                    *error = None;
                    self.board = BoardChoice::Custom { name, map: text };
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::malefiz::MalefizUi;
    use crate::ui::screen::ViewDialog;

    #[test]
    fn a_table_of_one_is_refused_by_its_number() {
        let why = MalefizUi::seated(&MalefizSetup::default(), vec![Seat::human("A")]).expect_err("one alone");
        assert_eq!(why, Unfit::Players { colours: 4, seats: 1 });
        assert_eq!(MalefizUi::unfit(&why), "Malefiz is played by 2 to 4 players, not 1");
    }

    #[test]
    fn a_map_of_ones_own_that_does_not_load_is_named_with_the_maps_error() {
        let board = BoardChoice::Custom { name: "mine".into(), map: "no map".into() };
        let setup = MalefizSetup { board, ..MalefizSetup::default() };
        let why = MalefizUi::default().check(&setup).expect_err("not a map");
        assert!(matches!(&why, Unfit::Map { name, .. } if name == "mine"), "{why:?}");
        assert!(why.words().starts_with("The map mine cannot be used: "), "{}", why.words());
    }

    #[test]
    fn colours_the_engine_refuses_keep_its_error() {
        let setup = MalefizSetup { seats: [Some(Seat::human("A")), None, None, None], ..MalefizSetup::default() };
        let why = MalefizUi::default().check(&setup).expect_err("one colour");
        assert_eq!(why, Unfit::Setup(SetupError::TooFewColours { found: 1 }));
    }
}
