//! Game › Practice: the exercises made from the people's own mistakes, in
//! the order practice offers them (those due first, the most missed of
//! them first), with how many there are, are due and were solved; the
//! exercises a finished review gives, kept as it ends; each answer kept in
//! the schedule; and the next one due when the table asks for it.

use super::App;
use crate::coach::practice::{self, counts, queue};
use crate::i18n::date;
use crate::store::Paths;
use crate::store::exercises::{Exercise, Exercises};
use crate::store::kept_seats::now;
use crate::t;
use crate::ui::screen::practice::PracticeNews;
use crate::ui::widgets::dialog;
use crate::ui::words;
use eframe::egui::{self, RichText};

impl App {
    /// Reads the exercises again, where another window may have written them.
    pub(super) fn reload_exercises(&mut self) {
        if let Some(fresh) = self.reread(Paths::exercises_file, Exercises::load, words::exercises_notice) {
            self.exercises = fresh;
        }
    }

    /// Writes the exercises; a failure is said once.
    pub(super) fn store_exercises(&mut self) {
        self.write_kept(
            |app, paths| app.exercises.save(&paths.exercises_file()),
            |error| t!("exercises-not-written", error = error),
        );
    }

    /// Keeps the exercises every finished review gave, and what practice
    /// at each table told.
    pub(super) fn practice_tick(&mut self) {
        let mut reviewed = Vec::new();
        let mut news = Vec::new();
        for tab in self.tabs_mut() {
            reviewed.extend(tab.take_reviewed());
            news.extend(tab.take_practice_news());
        }
        let made: Vec<Exercise> =
            reviewed.iter().flat_map(|save| practice::from_review(save, now())).collect();
        if !made.is_empty() {
            self.reload_exercises();
            let added = self.exercises.add(made);
            if added > 0 {
                self.store_exercises();
                self.tell(super::StatusLine::ExercisesMade(added));
            }
        }
        for item in news {
            self.take_practice_news(item);
        }
    }

    fn take_practice_news(&mut self, news: PracticeNews) {
        match news {
            PracticeNews::Answered { person, key, solved } => {
                self.reload_exercises();
                if let Some(exercise) = self.exercises.find_mut(&person, &key) {
                    practice::keep_answer(exercise, solved, now());
                    self.store_exercises();
                }
            }
            PracticeNews::Next => self.next_exercise(),
            PracticeNews::Ended => {}
        }
    }

    /// The exercise practice offers next: the first due now, other than
    /// the one under way (one answered is no longer due); when none is
    /// due, practice ends and says so.
    fn next_exercise(&mut self) {
        let current = self.tabs_mut().find_map(|t| t.practising().map(|e| (e.person.clone(), e.key.clone())));
        let (list, now) = (&self.exercises.list, now());
        let next = queue(list, now)
            .into_iter()
            .map(|i| &list[i])
            .filter(|e| e.due <= now)
            .find(|e| current.as_ref().is_none_or(|(p, k)| (p, k) != (&e.person, &e.key)))
            .cloned();
        match next {
            Some(exercise) => self.start_exercise(&exercise),
            None => {
                for tab in self.tabs_mut() {
                    tab.stop_practice();
                }
                self.tell(super::StatusLine::NoExerciseLeft);
            }
        }
    }

    /// Sets out `exercise` at its game's table and shows it; a table
    /// practising another game's exercise gets its game back first.
    pub fn start_exercise(&mut self, exercise: &Exercise) {
        for tab in self.tabs_mut().filter(|t| t.kind() != exercise.game) {
            tab.stop_practice();
        }
        match self.tab_mut(exercise.game).practise(exercise) {
            Ok(()) => {
                self.tab = exercise.game;
                self.windows.practice_open = false;
            }
            Err(why) => self.notices.push(t!("practice-cannot", why = why.words())),
        }
    }

    /// The Practice window.
    pub(super) fn practice_window(&mut self, ctx: &egui::Context) {
        let mut open = true;
        let mut start = None;
        dialog::centred_window(ctx, &t!("practice-title")).open(&mut open).show(ctx, |ui| {
            let shown = &mut self.windows.practice_moves;
            dialog::scroll_to_fit(ui, |ui| start = practice_list(ui, &self.exercises.list, shown));
        });
        self.windows.practice_open = open;
        if let Some(exercise) = start {
            self.start_exercise(&exercise);
        }
    }
}

/// The counts, the next-one button and every exercise in practice's
/// order; the exercise asked for.
fn practice_list(
    ui: &mut egui::Ui,
    list: &[Exercise],
    shown: &mut std::collections::HashMap<String, String>,
) -> Option<Exercise> {
    let now = now();
    let c = counts(list, now);
    if c.total == 0 {
        ui.label(t!("practice-empty"));
        return None;
    }
    ui.label(RichText::new(t!("practice-counts", total = c.total, due = c.due, solved = c.solved)).strong());
    let order = queue(list, now);
    let mut start = None;
    if ui.button(t!("practice-start")).on_hover_text(t!("practice-start-tip")).clicked() {
        start = order.first().map(|&i| list[i].clone());
    }
    ui.add_space(6.0);
    egui::Grid::new("practice-grid").striped(true).num_columns(6).show(ui, |ui| {
        for head in [t!("practice-head-game"), t!("practice-head-player"), t!("practice-head-move")] {
            ui.label(RichText::new(head).strong());
        }
        for head in [t!("practice-head-missed"), t!("practice-head-due"), String::new()] {
            ui.label(RichText::new(head).strong());
        }
        ui.end_row();
        for &i in &order {
            let e = &list[i];
            ui.label(crate::ui::registry::title(e.game));
            ui.label(e.person.as_str());
            // Replayed once from its save, then remembered.
            let played = shown
                .entry(format!("{}\n{}", e.person, e.key))
                .or_insert_with(|| crate::ui::registry::exercise_move(e));
            ui.label(t!("practice-row-move", date = date(e.made), number = e.ply, played = played.as_str()))
                .on_hover_text(words::mark(e.mark));
            ui.label(e.missed.to_string());
            ui.label(if e.due <= now { t!("practice-due-now") } else { date(e.due) });
            if ui.button(t!("practice-try")).on_hover_text(t!("practice-try-tip")).clicked() {
                start = Some(e.clone());
            }
            ui.end_row();
        }
    });
    start
}
