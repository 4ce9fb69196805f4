//! The new-game dialog's shared parts: a modal with Start/Cancel and a
//! seat editor (name, person or bot, bot level).

use super::dialog;
use super::seat_names::{self, SeatNames};
use crate::core::{Controller, Ladder, Level, Seat};
use crate::games::GameKind;
use crate::t;
use crate::ui::words;
use eframe::egui::{self, Context, Id, Ui};

/// How tall a list of bot levels may grow: seven levels, each with its
/// line, and Human.
pub const LEVEL_LIST_HEIGHT: f32 = 420.0;

/// How the dialog was left this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogResult {
    /// Still open.
    Open,
    /// Closed without starting.
    Cancel,
    /// The player asked to start the game.
    Start,
}

/// One seat as edited in the dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    /// The name typed for the seat.
    pub name: String,
    /// Person or bot.
    pub controller: Controller,
    /// Whether the name is the rule's ([`SeatNames`]), not one typed: it
    /// follows the seat when it changes hands.
    given: bool,
}

impl SeatRow {
    /// The seat this row describes; an empty name becomes the seat title.
    pub fn seat(&self, title: &str) -> Seat {
        let name = self.name.trim();
        let name = if name.is_empty() { title } else { name };
        Seat { name: name.to_string(), controller: self.controller }
    }
}

/// A dialog's seats, named by the one rule of [`SeatNames`] as they
/// change hands; a name typed in a row stays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRows {
    rows: Vec<SeatRow>,
    names: SeatNames,
    /// The game, whose bot levels each row offers.
    kind: GameKind,
    /// Its bot levels.
    ladder: &'static Ladder,
}

impl SeatRows {
    /// Rows showing `seats`, renamed by `names` when they change hands,
    /// offering the levels of `kind`'s ladder.
    pub fn new(seats: impl IntoIterator<Item = Seat>, names: &SeatNames, kind: GameKind) -> Self {
        let ladder = kind.ladder();
        let rows = seats
            .into_iter()
            .map(|seat| SeatRow {
                given: names.is_given(&seat.name),
                name: seat.name,
                controller: seat.controller,
            })
            .collect();
        SeatRows { rows, names: names.clone(), kind, ladder }
    }

    /// Row `i`.
    pub fn get(&self, i: usize) -> Option<&SeatRow> {
        self.rows.get(i)
    }

    /// Edits one row per title (rows past the titles are not in play).
    pub fn editor(&mut self, ui: &mut Ui, id: &str, titles: &[&str]) {
        let playing: Vec<bool> = (0..self.rows.len()).map(|i| i < titles.len()).collect();
        egui::Grid::new(("seat-editor", id)).num_columns(3).spacing([10.0, 6.0]).show(ui, |ui| {
            for (i, title) in titles.iter().enumerate() {
                self.row_ui(ui, id, i, title, &playing);
                ui.end_row();
            }
        });
        self.number_bots(&playing);
    }

    /// Row `i`'s cells in a grid row: its title, its name and who plays it.
    /// `playing` says which rows are in play (for numbering the bots).
    pub fn row_ui(&mut self, ui: &mut Ui, id: &str, i: usize, title: &str, playing: &[bool]) {
        let Some(row) = self.rows.get_mut(i) else { return };
        let label = ui.label(title);
        let name = ui.add_sized([150.0, 22.0], egui::TextEdit::singleline(&mut row.name).hint_text(title));
        if name.labelled_by(label.id).changed() {
            row.given = row.name.trim().is_empty();
        }
        let before = row.controller;
        let ladder = self.ladder;
        let kind = self.kind;
        let tip = match row.controller {
            Controller::Human => t!("seat-who-plays", seat = title),
            Controller::Remote => t!("seat-who-plays-remote", seat = title),
            Controller::Bot(level) => {
                t!(
                    "seat-who-plays-bot",
                    seat = title,
                    level = crate::ui::registry::describe_level(kind, level)
                )
            }
        };
        egui::ComboBox::from_id_salt(("seat-controller", id, i))
            // Every level and its line, without scrolling.
            .height(LEVEL_LIST_HEIGHT)
            .selected_text(controller_words(row.controller))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut row.controller, Controller::Human, t!("seat-human"));
                ui.selectable_value(&mut row.controller, Controller::Remote, t!("seat-remote"))
                    .on_hover_text(t!("seat-remote-does"));
                for level in ladder.levels() {
                    let line = crate::ui::registry::describe_level(kind, level);
                    let choice = Controller::Bot(level);
                    level_choice(ui, &mut row.controller, choice, &controller_words(choice), &line);
                }
            })
            .response
            .on_hover_text(tip);
        if row.controller != before {
            self.changed_hands(i, playing);
        }
    }

    /// The game's bot levels.
    pub fn ladder(&self) -> &'static Ladder {
        self.ladder
    }

    /// Row `i` changed hands: a given name follows (a person's next name,
    /// or the bot's level); then the bots in play are numbered afresh.
    pub fn changed_hands(&mut self, i: usize, playing: &[bool]) {
        let in_play = |j: usize| playing.get(j).copied().unwrap_or(false);
        let taken: Vec<String> = (0..self.rows.len())
            .filter(|&j| j != i && in_play(j))
            .filter_map(|j| self.rows.get(j))
            .filter(|r| r.controller == Controller::Human)
            .map(|r| r.name.trim().to_owned())
            .collect();
        let names = &self.names;
        if let Some(row) = self.rows.get_mut(i).filter(|r| r.given) {
            if row.controller == Controller::Human {
                row.name = names.next_person(|n| taken.iter().any(|t| t == n));
            } else if row.controller == Controller::Remote {
                // The friend's own name replaces it once they join.
                row.name = t!("seat-friend-name");
            } else {
                // Any bot name: the numbering below gives the right one.
                row.name = SeatNames::bot(Level::Club, None);
            }
        }
        self.number_bots(playing);
    }

    /// Numbers the bots in play whose names are the rule's.
    pub fn number_bots(&mut self, playing: &[bool]) {
        let mut named: Vec<(&mut String, Controller)> = self
            .rows
            .iter_mut()
            .zip(playing.iter().copied().chain(std::iter::repeat(false)))
            .filter(|(row, play)| *play && row.given && row.controller.is_bot())
            .map(|(row, _)| (&mut row.name, row.controller))
            .collect();
        seat_names::number_bots(&mut named);
    }
}

/// The height of the new-game dialog around its fields: its title, its
/// buttons and its margins, and the window's edge around it.
const DIALOG_FRAME_HEIGHT: f32 = 150.0;
/// The least height the new-game dialog's fields are given.
const MIN_FIELDS_HEIGHT: f32 = 120.0;

/// Draws a modal dialog titled `title` with `body`, a Start and a Cancel
/// button. Start has the focus when the dialog opens; Enter starts (unless
/// another control has the focus), Escape cancels.
pub fn modal(ctx: &Context, id: &str, title: &str, body: impl FnOnce(&mut Ui)) -> DialogResult {
    let mut result = DialogResult::Open;
    let id = Id::unique(id);
    let opening = dialog::opening(ctx, id);
    let response = egui::Modal::new(id).show(ctx, |ui| {
        ui.set_width(420.0);
        ui.heading(title);
        ui.add_space(6.0);
        // In a small window (or at a large zoom) the fields scroll; the
        // title and the buttons stay in sight.
        let room = (ctx.content_rect().height() - DIALOG_FRAME_HEIGHT).max(MIN_FIELDS_HEIGHT);
        egui::ScrollArea::vertical().max_height(room).auto_shrink([false, true]).show(ui, body);
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            let start = egui::Button::new(t!("button-start"));
            if dialog::default_button(ui, start, opening) {
                result = DialogResult::Start;
            }
            if ui.button(t!("button-cancel")).on_hover_text(t!("new-game-cancel-tip")).clicked() {
                result = DialogResult::Cancel;
            }
        });
    });
    if result == DialogResult::Open && response.should_close() {
        result = DialogResult::Cancel;
    }
    result
}

/// Who plays a seat, in words: "Human", "Bot (Club player)".
pub fn controller_words(controller: Controller) -> String {
    match controller {
        Controller::Human => t!("seat-human"),
        Controller::Bot(level) => t!("seat-bot-level", level = words::level(level)),
        Controller::Remote => t!("seat-remote"),
    }
}

/// One choice of a level list: the choice named `name`, and under it in
/// small print what to expect of it.
pub fn level_choice<T: PartialEq + Copy>(ui: &mut Ui, value: &mut T, choice: T, name: &str, about: &str) {
    ui.selectable_value(value, choice, name);
    if !about.is_empty() {
        ui.label(egui::RichText::new(about).small().weak());
    }
}
