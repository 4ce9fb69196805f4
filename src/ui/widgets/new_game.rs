//! The new-game dialog's shared parts: a modal with Start/Cancel and a
//! seat editor (name, person or bot, bot level).

use super::dialog;
use super::seat_names::{self, SeatNames};
use crate::coach::standing;
use crate::core::{Controller, Ladder, Level, Seat};
use crate::games::GameKind;
use crate::i18n::decimal;
use crate::store::people::People;
use crate::t;
use crate::ui::words;
use eframe::egui::{self, Context, Id, Ui};
use std::collections::BTreeMap;

/// How tall a list of bot levels may grow: seven levels, each with its
/// line, Human, Friend online, and the coach's marks.
pub const LEVEL_LIST_HEIGHT: f32 = 470.0;

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

/// What the coach says of one person for a game's new games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The level nearest an even game for them.
    pub even: Option<Level>,
    /// The level to try next, after straight wins against the one below.
    pub next: Option<Level>,
    /// Their rating on the game's ladder: Elo and half its 95% interval,
    /// rounded.
    pub rating: (i32, i32),
}

/// What the coach says to the people of a game's new games, by name: only
/// those who have played its bots.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Advice {
    people: BTreeMap<String, Standing>,
}

impl Advice {
    /// The advice for `game` from everyone's records.
    pub fn of(people: &People, game: GameKind) -> Advice {
        let people = people
            .names()
            .into_iter()
            .filter(|name| !people.bot_games(name, game).is_empty())
            .map(|name| {
                let rating = standing::ladder_rating(people, name, game);
                let standing = Standing {
                    even: standing::even_level(people, name, game),
                    next: standing::next_level(people, name, game),
                    rating: (rating.elo.round() as i32, rating.margin.round() as i32),
                };
                (name.to_owned(), standing)
            })
            .collect();
        Advice { people }
    }

    /// What it says of `name`, if anything.
    pub fn get(&self, name: &str) -> Option<&Standing> {
        self.people.get(name)
    }
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

/// What to expect of each level of a ladder, in the person's language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct LevelLines {
    /// The ladder the levels are on (none until lines are given).
    ladder: Option<&'static Ladder>,
    /// Each level's line.
    lines: Vec<(Level, String)>,
}

impl LevelLines {
    /// The line of `level` (of the rung it stands for), empty if none was
    /// given.
    fn of(&self, level: Level) -> String {
        let level = self.ladder.map_or(level, |ladder| ladder.resolve(level));
        self.lines.iter().find(|(l, _)| *l == level).map(|(_, line)| line.clone()).unwrap_or_default()
    }
}

/// A dialog's seats, named by the one rule of [`SeatNames`] as they
/// change hands; a name typed in a row stays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRows {
    rows: Vec<SeatRow>,
    names: SeatNames,
    /// The game's bot levels.
    ladder: &'static Ladder,
    /// What to expect of each level, in the person's language (given by
    /// the screen each frame: see [`SeatRows::set_level_lines`]).
    level_lines: LevelLines,
    /// What the coach says of the people who may sit here.
    advice: Advice,
    /// Which rows were in play when last drawn.
    in_play: Vec<bool>,
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
        SeatRows {
            rows,
            names: names.clone(),
            ladder,
            level_lines: LevelLines::default(),
            advice: Advice::default(),
            in_play: Vec::new(),
        }
    }

    /// What to expect of each level of the game's ladder, as the rows show
    /// it beside the level and in their tips.
    pub fn set_level_lines(&mut self, lines: Vec<(Level, String)>) {
        self.level_lines = LevelLines { ladder: Some(self.ladder), lines };
    }

    /// Takes what the coach says of the people, for the levels' marks and
    /// the lines under the seats.
    pub fn advise(&mut self, advice: Advice) {
        self.advice = advice;
    }

    /// The names of the people at this computer in play, in seat order,
    /// each once.
    fn people_in_play(&self) -> Vec<&str> {
        let mut names: Vec<&str> = Vec::new();
        for (row, _) in self
            .rows
            .iter()
            .zip(&self.in_play)
            .filter(|(r, play)| **play && r.controller == Controller::Human)
        {
            let name = row.name.trim();
            if !names.contains(&name) {
                names.push(name);
            }
        }
        names
    }

    /// The people in play for whom the coach's `pick` is `level`.
    fn people_for(&self, level: Level, pick: impl Fn(&Standing) -> Option<Level>) -> Vec<&str> {
        self.people_in_play()
            .into_iter()
            .filter(|name| self.advice.get(name).is_some_and(|s| pick(s) == Some(level)))
            .collect()
    }

    /// What the coach says to each person in play who has played this
    /// game's bots: their rating, their even level, and the one to try
    /// next when they have earned it.
    pub fn advice_lines(&self) -> Vec<String> {
        let mut lines = Vec::new();
        for name in self.people_in_play() {
            let Some(s) = self.advice.get(name) else { continue };
            let (elo, margin) = s.rating;
            let rating =
                t!("coach-rating", elo = decimal(f64::from(elo), 0), margin = decimal(f64::from(margin), 0));
            lines.push(match s.even {
                Some(level) => {
                    t!("coach-even-line", name = name, rating = rating, level = words::level(level))
                }
                None => t!("coach-rating-line", name = name, rating = rating),
            });
            let levels: Vec<Level> = self.ladder.levels().collect();
            let below =
                |next: Level| levels.iter().position(|l| *l == next)?.checked_sub(1).map(|i| levels[i]);
            if let Some((next, beaten)) = s.next.and_then(|next| Some((next, below(next)?))) {
                let (next, beaten) = (words::level(next), words::level(beaten));
                lines.push(t!("coach-next-line", name = name, beaten = beaten, level = next));
            }
        }
        lines
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
        playing.clone_into(&mut self.in_play);
        let marks: Vec<(Level, String)> = self
            .ladder
            .levels()
            .flat_map(|level| {
                let even = self.people_for(level, |s| s.even);
                let next = self.people_for(level, |s| s.next);
                let even =
                    (!even.is_empty()).then(|| (level, t!("coach-even-mark", names = even.join(", "))));
                let next =
                    (!next.is_empty()).then(|| (level, t!("coach-next-mark", names = next.join(", "))));
                even.into_iter().chain(next)
            })
            .collect();
        let Some(row) = self.rows.get_mut(i) else { return };
        let label = ui.label(title);
        let name = ui.add_sized([150.0, 22.0], egui::TextEdit::singleline(&mut row.name).hint_text(title));
        if name.labelled_by(label.id).changed() {
            row.given = row.name.trim().is_empty();
        }
        let before = row.controller;
        let ladder = self.ladder;
        let lines = &self.level_lines;
        let tip = match row.controller {
            Controller::Human => t!("seat-who-plays", seat = title),
            Controller::Remote => t!("seat-who-plays-remote", seat = title),
            Controller::Bot(level) => {
                t!("seat-who-plays-bot", seat = title, level = lines.of(level))
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
                    let line = lines.of(level);
                    let choice = Controller::Bot(level);
                    level_choice(ui, &mut row.controller, choice, &controller_words(choice), &line);
                    for (_, mark) in marks.iter().filter(|(l, _)| *l == level) {
                        ui.label(egui::RichText::new(mark.as_str()).small().strong());
                    }
                }
            })
            .response
            .on_hover_text(tip);
        if row.controller != before {
            self.changed_hands(i, playing);
        }
    }

    /// Every bot seat plays at `level`; the names the rule gave follow it
    /// (a rematch at the level the coach suggests).
    pub fn set_bot_level(&mut self, level: Level) {
        let bots: Vec<bool> = self.rows.iter().map(|r| r.controller.is_bot()).collect();
        for row in self.rows.iter_mut().filter(|r| r.controller.is_bot()) {
            row.controller = Controller::Bot(level);
        }
        self.number_bots(&bots);
    }

    /// The game's bot levels.
    pub fn ladder(&self) -> &'static Ladder {
        self.ladder
    }

    /// Keeps a seat for a friend online: the second (every game has two),
    /// unless a seat already is one.
    pub fn offer_to_friend(&mut self) {
        if self.rows.iter().any(|r| r.controller == Controller::Remote) {
            return;
        }
        let Some(row) = self.rows.get_mut(1) else { return };
        row.controller = Controller::Remote;
        let playing = vec![true; self.rows.len()];
        self.changed_hands(1, &playing);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_level_finds_the_line_the_screen_gave_for_its_rung() {
        let ladder = GameKind::Malice.ladder();
        let lines: Vec<(Level, String)> =
            ladder.levels().map(|l| (l, format!("line of {}", l.name()))).collect();
        let mut rows = SeatRows::new(Vec::new(), &SeatNames::default(), GameKind::Malice);
        assert_eq!(rows.level_lines.of(Level::Club), "", "no line before the screen gives them");
        rows.set_level_lines(lines);
        let rung = ladder.resolve(Level::OldMedium);
        assert_eq!(rows.level_lines.of(Level::OldMedium), format!("line of {}", rung.name()));
        assert_eq!(rows.level_lines.of(Level::Club), "line of Club player");
    }
}
