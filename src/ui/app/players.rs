//! The Statistics window's part for the people who play here: each one's
//! rating on each game's ladder with its 95% interval, a graph of it game
//! by game, the games it came from, their rating among the people they
//! played, and the buttons that rename or delete their record (deleting
//! asks first); their exercises follow the record.

use super::App;
use crate::coach::standing;
use crate::games::GameKind;
use crate::i18n::{date, decimal};
use crate::store::people::{BotGame, People, RenameError, Score};
use crate::t;
use crate::ui::widgets::dialog::Question;
use crate::ui::words;
use eframe::egui::{self, RichText, Ui};

/// The graph's height.
const GRAPH_HEIGHT: f32 = 110.0;

/// What the part is in the middle of.
#[derive(Debug, Default)]
pub struct PlayersPart {
    /// A record being renamed: its name and the new name typed so far.
    renaming: Option<(String, String)>,
    /// Why the last rename was refused.
    refusal: Option<String>,
    /// A record whose deletion is being asked.
    deleting: Option<String>,
}

impl PlayersPart {
    /// Whether it is asking before a record is deleted.
    pub fn asking(&self) -> bool {
        self.deleting.is_some()
    }
}

/// A change to the records asked for in the part.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Edit {
    Rename { old: String, new: String },
}

impl App {
    /// The people's part of the Statistics window.
    pub(super) fn players_ui(&mut self, ui: &mut Ui) {
        let names: Vec<String> = self.people.names().into_iter().map(str::to_owned).collect();
        if names.is_empty() {
            ui.label(t!("players-none"));
            return;
        }
        for name in &names {
            let edit = egui::CollapsingHeader::new(RichText::new(name).strong())
                .id_salt(("player", name))
                .default_open(names.len() == 1)
                .show(ui, |ui| person_ui(ui, &self.people, name, &mut self.windows.players))
                .body_returned
                .flatten();
            if let Some(Edit::Rename { old, new }) = edit {
                self.rename_person(&old, &new);
            }
        }
    }

    /// Renames a record on top of the file (another window may have
    /// written it), or says why not.
    fn rename_person(&mut self, old: &str, new: &str) {
        self.reload_people();
        match self.people.rename(old, new) {
            Ok(()) => {
                self.windows.players.renaming = None;
                self.windows.players.refusal = None;
                self.store_people();
                self.advise();
                // Their exercises follow the record.
                self.reload_exercises();
                self.exercises.rename(old, Some(new.trim()));
                self.store_exercises();
            }
            Err(why) => {
                self.windows.players.refusal = Some(match why {
                    RenameError::Empty => t!("players-rename-empty"),
                    RenameError::Taken => t!("players-rename-taken", name = new.trim()),
                    RenameError::Unknown => t!("players-rename-gone", name = old),
                });
            }
        }
    }

    /// Asks before a record is deleted, and deletes it on yes.
    pub(super) fn confirm_delete_person(&mut self, ctx: &egui::Context) {
        let Some(name) = self.windows.players.deleting.clone() else { return };
        let question = Question {
            id: "confirm-delete-person",
            title: t!("players-delete-title", name = &name),
            body: t!("players-delete-body", name = &name),
            yes: t!("players-delete-yes"),
            no: t!("button-cancel"),
        };
        if let Some(yes) = question.ask(ctx) {
            self.windows.players.deleting = None;
            if yes {
                self.reload_people();
                self.people.delete(&name);
                self.store_people();
                self.advise();
                self.reload_exercises();
                self.exercises.rename(&name, None);
                self.store_exercises();
            }
        }
    }
}

/// One person's ratings, graphs and games, and the buttons for their record.
fn person_ui(ui: &mut Ui, people: &People, name: &str, part: &mut PlayersPart) -> Option<Edit> {
    for game in GameKind::ALL {
        let played = people.bot_games(name, game);
        if !played.is_empty() {
            ladder_ui(ui, people, name, game, &played);
        }
        if people.duels(game).iter().any(|d| d.a == name || d.b == name) {
            people_line(ui, people, name, game);
        }
    }
    ui.add_space(4.0);
    record_buttons(ui, name, part)
}

/// A game's rating on its ladder, its graph and its games.
fn ladder_ui(ui: &mut Ui, people: &People, name: &str, game: GameKind, played: &[&BotGame]) {
    let rating = standing::ladder_rating(people, name, game);
    let mut line = t!(
        "players-ladder-line",
        game = crate::ui::registry::title(game),
        rating = t!("coach-rating", elo = decimal(rating.elo, 0), margin = decimal(rating.margin, 0)),
        games = played.len()
    );
    if let Some(level) = standing::even_level(people, name, game) {
        line = format!("{line} {}", t!("players-even", level = words::level(level)));
    }
    ui.label(line).on_hover_text(t!("players-ladder-tip"));
    graph(ui, &standing::ladder_history(people, name, game), (name, game));
    egui::CollapsingHeader::new(t!("players-games", count = played.len()))
        .id_salt(("player-games", name, game))
        .show(ui, |ui| games_grid(ui, name, game, played));
    ui.add_space(6.0);
}

/// The rating after each game, with its 95% interval as a band.
fn graph(ui: &mut Ui, history: &[crate::coach::rating::PersonRating], id: (&str, GameKind)) {
    use egui_plot::{FilledArea, Line, Plot, PlotPoints};
    // One point makes no line: a sentence says when the graph comes.
    if history.len() < 2 {
        ui.weak(t!("players-graph-later"));
        return;
    }
    let xs: Vec<f64> = (1..=history.len()).map(|i| i as f64).collect();
    let low: Vec<f64> = history.iter().map(|r| r.elo - r.margin).collect();
    let high: Vec<f64> = history.iter().map(|r| r.elo + r.margin).collect();
    let line: Vec<[f64; 2]> = xs.iter().zip(history).map(|(&x, r)| [x, r.elo]).collect();
    let colour = ui.visuals().hyperlink_color;
    let said = match (history.first(), history.last()) {
        (Some(first), Some(last)) => t!(
            "players-graph-said",
            name = id.0,
            game = crate::ui::registry::title(id.1),
            games = history.len(),
            first = decimal(first.elo, 0),
            last = decimal(last.elo, 0)
        ),
        _ => return,
    };
    let shown = Plot::new(("player-graph", id.0, id.1))
        .height(GRAPH_HEIGHT)
        .include_x(1.0)
        .x_grid_spacer(games_grid_marks)
        .x_axis_formatter(|mark, _| game_number(mark.value))
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .x_axis_label(t!("players-graph-x"))
        .y_axis_label(t!("players-graph-y"))
        .show(ui, |plot| {
            let band = FilledArea::new(t!("players-graph-band"), &xs, &low, &high);
            plot.add(band.fill_color(colour.gamma_multiply(0.25)));
            plot.line(Line::new(t!("players-graph-line"), PlotPoints::from(line)).width(2.0).color(colour));
        });
    // A screen reader hears what the graph shows.
    shown.response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &said));
}

/// The graph's marks along its games: whole games from the first on,
/// about six of them whatever the count (never a game 0).
fn games_grid_marks(input: egui_plot::GridInput) -> Vec<egui_plot::GridMark> {
    let (low, high) = input.bounds;
    let step = ((high - low) / 6.0).ceil().max(1.0);
    let first = (low.max(1.0) / step).ceil() * step;
    (0..)
        .map(|k| first + f64::from(k) * step)
        .take_while(|&value| value <= high)
        .map(|value| egui_plot::GridMark { value, step_size: step })
        .collect()
}

/// A mark on the games axis as its number, blank for any but a whole game
/// from the first on.
fn game_number(value: f64) -> String {
    if value >= 1.0 && value.fract() == 0.0 { decimal(value, 0) } else { String::new() }
}

/// The games a rating came from, newest first: the day, the bots met and
/// how each went.
fn games_grid(ui: &mut Ui, name: &str, game: GameKind, played: &[&BotGame]) {
    egui::Grid::new(("player-games-grid", name, game)).striped(true).num_columns(2).show(ui, |ui| {
        for g in played.iter().rev() {
            ui.label(date(g.when));
            let met: Vec<String> = g
                .against
                .iter()
                .map(|(level, score)| {
                    t!("players-against", level = words::level(*level), result = score_words(*score))
                })
                .collect();
            ui.label(met.join(", "));
            ui.end_row();
        }
    });
}

/// How a game went, in a word.
fn score_words(score: Score) -> String {
    match score {
        Score::Won => t!("players-won"),
        Score::Drawn => t!("players-drawn"),
        Score::Lost => t!("players-lost"),
    }
}

/// A person's rating among the people they played a game with, and their
/// record against them.
fn people_line(ui: &mut Ui, people: &People, name: &str, game: GameKind) {
    let rated = standing::people_ratings(people, game);
    let Some((_, rating)) = rated.iter().find(|(n, _)| n == name) else { return };
    let [won, drawn, lost] = standing::people_record(people, name, game);
    ui.label(t!(
        "players-people-line",
        game = crate::ui::registry::title(game),
        rating = t!("coach-rating", elo = decimal(rating.elo, 0), margin = decimal(rating.margin, 0)),
        won = won,
        drawn = drawn,
        lost = lost
    ))
    .on_hover_text(t!("players-people-tip"));
    ui.add_space(6.0);
}

/// Rename (a name typed in place, with OK and Cancel) and Delete.
fn record_buttons(ui: &mut Ui, name: &str, part: &mut PlayersPart) -> Option<Edit> {
    let mut edit = None;
    let PlayersPart { renaming, refusal, deleting } = part;
    if let Some((old, new)) = renaming.as_mut().filter(|(old, _)| old == name) {
        let mut cancel = false;
        ui.horizontal(|ui| {
            let label = ui.label(t!("players-new-name"));
            let field = ui.text_edit_singleline(new).labelled_by(label.id);
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(t!("button-ok")).clicked() || enter {
                edit = Some(Edit::Rename { old: old.clone(), new: new.clone() });
            }
            cancel = ui.button(t!("button-cancel")).clicked();
        });
        if let Some(why) = refusal.as_deref() {
            ui.colored_label(ui.visuals().error_fg_color, why);
        }
        if cancel {
            *renaming = None;
            *refusal = None;
        }
        return edit;
    }
    ui.horizontal(|ui| {
        if ui.button(t!("players-rename")).on_hover_text(t!("players-rename-tip")).clicked() {
            *renaming = Some((name.to_owned(), name.to_owned()));
            *refusal = None;
        }
        if ui.button(t!("players-delete")).on_hover_text(t!("players-delete-tip")).clicked() {
            *deleting = Some(name.to_owned());
        }
    });
    edit
}

#[cfg(test)]
mod tests {
    use super::{game_number, games_grid_marks};

    fn marks(low: f64, high: f64) -> Vec<f64> {
        games_grid_marks(egui_plot::GridInput { bounds: (low, high), base_step_size: 0.01 })
            .into_iter()
            .map(|m| m.value)
            .collect()
    }

    #[test]
    fn the_games_axis_counts_whole_games_from_the_first() {
        // Two games, with the plot's margins around them.
        assert_eq!(marks(0.9, 2.1), vec![1.0, 2.0]);
        assert_eq!(marks(-0.5, 3.5), vec![1.0, 2.0, 3.0]);
        // Many games: about six marks, each a whole game.
        let many = marks(0.0, 40.0);
        assert!(many.len() <= 7 && many.iter().all(|&v| v >= 1.0 && v.fract() == 0.0), "{many:?}");
        assert_eq!(game_number(0.0), "");
        assert_eq!(game_number(1.5), "");
        assert_eq!(game_number(2.0), "2");
    }
}
