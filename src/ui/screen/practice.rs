//! Practising an exercise at a game's table, written once for every game.
//! The game at the table is put aside (saves and autosaves keep it, and
//! it comes back when practice ends); the exercise's own game is replayed
//! to the position before the mistake, with its dice and cards, and the
//! person to move finds a better move on the board. Bots do not move, and
//! hints, undo and reviews wait. The judge weighs the answer on a worker
//! thread; the box above the board then says whether it is accepted, the
//! best line and why where the game can say, and offers Try again, the
//! game itself at that move, the next exercise and the end of practice.

use super::GameScreen;
use super::refusal::PracticeRefusal;
use super::table::TableCommand;
use super::view::GameView;
use crate::coach::practice::{self, Verdict};
use crate::core::bot::StopSignal;
use crate::core::{Controller, Game};
use crate::i18n::{decimal, percent};
use crate::store::SaveFile;
use crate::store::exercises::Exercise;
use crate::t;
use crate::ui::words;
use eframe::egui::{self, RichText, Ui};
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// What practice at a table tells the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeNews {
    /// The first answer to an exercise (by its person and key).
    Answered {
        /// Whose exercise.
        person: String,
        /// Which.
        key: String,
        /// Whether it was accepted.
        solved: bool,
    },
    /// The person asked for the next exercise.
    Next,
    /// Practice ended; the game at the table is back.
    Ended,
}

/// Where the exercise stands.
enum Stage {
    /// Waiting for the person's move.
    Asking,
    /// The judge is weighing it.
    Judging { stop: StopSignal, answer: Receiver<Option<Verdict>> },
    /// Judged.
    Judged(Verdict),
    /// The exercise's whole game is shown at the move (after a verdict).
    InItsGame,
}

/// An exercise under way at a table.
pub struct Practice<G: Game> {
    /// The game at the table before practice began.
    kept: SaveFile,
    /// The exercise.
    exercise: Exercise,
    /// Its position.
    before: G,
    stage: Stage,
    /// Whether its first answer has been told to the app.
    counted: bool,
}

/// What a button of the practice box asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ask {
    TryAgain,
    SeeTheGame,
    BackToTheExercise,
    Next,
    End,
}

impl<V: GameView> GameScreen<V> {
    /// Puts the game at the table aside and sets out `exercise` (from
    /// another exercise, the game first put aside stays the one kept).
    /// Why not, when it cannot be practised here.
    pub(super) fn start_practice(&mut self, exercise: &Exercise) -> Result<(), PracticeRefusal> {
        if self.online.is_some() {
            return Err(PracticeRefusal::Online);
        }
        let kept = match self.practice.take() {
            Some(practice) => practice.kept,
            None => self.save().map_err(PracticeRefusal::Unsaved)?,
        };
        let set_out = self.set_out(exercise);
        match set_out {
            Ok(before) => {
                let stage = Stage::Asking;
                self.practice =
                    Some(Practice { kept, exercise: exercise.clone(), before, stage, counted: false });
                Ok(())
            }
            Err(why) => {
                // Nothing is lost: the kept game goes back on the table.
                if let Err(e) = self.load(&kept) {
                    self.say(words::load_error(&e));
                }
                Err(why)
            }
        }
    }

    /// The exercise's game on the table, at its position; the position.
    fn set_out(&mut self, exercise: &Exercise) -> Result<V::Game, PracticeRefusal> {
        let save = SaveFile::parse(&exercise.save).map_err(PracticeRefusal::Load)?;
        self.load(&save).map_err(PracticeRefusal::Load)?;
        let ply = exercise.ply.checked_sub(1).filter(|&p| p < self.table.session.history().played().len());
        let ply = ply.ok_or(PracticeRefusal::PositionGone)?;
        self.table.session.take_back(ply);
        self.reviewer.clear();
        match self.table.session.to_move() {
            Some((seat, Controller::Human)) if seat == exercise.seat => {
                Ok(self.table.session.current().clone())
            }
            _ => Err(PracticeRefusal::PositionGone),
        }
    }

    /// Ends practice: the game put aside is back on the table.
    pub(super) fn end_practice(&mut self) {
        let Some(practice) = self.practice.take() else { return };
        if let Stage::Judging { stop, .. } = &practice.stage {
            stop.cancel();
        }
        if let Err(e) = self.load(&practice.kept) {
            self.say(words::load_error(&e));
        }
        self.practice_news.push(PracticeNews::Ended);
    }

    /// The save practice keeps for the game put aside, while it lasts.
    pub(super) fn kept_save(&self) -> Option<&SaveFile> {
        self.practice.as_ref().map(|p| &p.kept)
    }

    /// The exercise under way.
    pub fn exercise(&self) -> Option<&Exercise> {
        self.practice.as_ref().map(|p| &p.exercise)
    }

    /// Whether the exercise waits for an answer: the person's move is one.
    pub(super) fn practice_answer(&mut self, mv: &<V::Game as Game>::Move) -> bool {
        let Some(practice) = &mut self.practice else { return false };
        if !matches!(practice.stage, Stage::Asking) || self.table.viewing.is_some() {
            return true;
        }
        if let Err(e) = self.table.session.play(mv.clone()) {
            self.say(t!("move-refused", mv = e.mv, reason = V::refusal(&e.reason)));
            return true;
        }
        let (before, exercise, answer) = (practice.before.clone(), practice.exercise.clone(), mv.clone());
        let stop = StopSignal::never();
        if self.review_inline {
            practice.stage = match practice::judge(&before, &answer, &exercise, &stop) {
                Some(verdict) => Stage::Judged(verdict),
                None => Stage::Asking,
            };
        } else {
            let (tx, rx) = mpsc::channel();
            let (worker_stop, ctx) = (stop.clone(), self.ctx.clone());
            std::thread::spawn(move || {
                let _ = tx.send(practice::judge(&before, &answer, &exercise, &worker_stop));
                if let Some(ctx) = ctx {
                    ctx.request_repaint();
                }
            });
            practice.stage = Stage::Judging { stop, answer: rx };
        }
        self.take_verdict();
        true
    }

    /// Takes the judge's verdict in, once it is there.
    pub(super) fn poll_practice(&mut self) {
        let Some(practice) = &mut self.practice else { return };
        if let Stage::Judging { answer, .. } = &practice.stage {
            practice.stage = match answer.try_recv() {
                Err(TryRecvError::Empty) => return,
                Ok(Some(verdict)) => Stage::Judged(verdict),
                Ok(None) | Err(TryRecvError::Disconnected) => Stage::Asking,
            };
            self.take_verdict();
        }
    }

    /// Tells the app of a first answer, and says the verdict.
    fn take_verdict(&mut self) {
        let Some(practice) = &mut self.practice else { return };
        let Stage::Judged(verdict) = &practice.stage else { return };
        let said = verdict_words(verdict, &shown::<V>(&practice.before, &verdict.answer));
        if !practice.counted {
            practice.counted = true;
            let (person, key) = (practice.exercise.person.clone(), practice.exercise.key.clone());
            self.practice_news.push(PracticeNews::Answered { person, key, solved: verdict.solved });
        }
        self.speech.record(said);
    }

    /// The practice box above the board: the task, then the verdict, the
    /// best line, the reason and the buttons.
    pub(super) fn practice_box(&mut self, ui: &mut Ui) {
        let Some(practice) = &self.practice else { return };
        let seat = self.view.seat_label(&self.table, practice.exercise.seat);
        let played = shown::<V>(&practice.before, &practice.exercise.played);
        let ask = egui::Frame::group(ui.style())
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.label(RichText::new(task_words(&practice.exercise, &seat, &played)).strong());
                match &practice.stage {
                    Stage::Asking => {
                        ui.label(t!("practice-asking"));
                        buttons(ui, &[Ask::Next, Ask::End])
                    }
                    Stage::Judging { .. } => {
                        ui.horizontal(|ui| {
                            ui.add(egui::Spinner::new());
                            ui.label(t!("practice-judging"));
                        });
                        buttons(ui, &[Ask::End])
                    }
                    Stage::Judged(verdict) => {
                        verdict_ui(
                            ui,
                            verdict,
                            &shown::<V>(&practice.before, &verdict.answer),
                            &line::<V>(&practice.before, &verdict.line),
                        );
                        buttons(ui, &[Ask::TryAgain, Ask::SeeTheGame, Ask::Next, Ask::End])
                    }
                    Stage::InItsGame => {
                        ui.label(t!("practice-in-its-game"));
                        buttons(ui, &[Ask::BackToTheExercise, Ask::Next, Ask::End])
                    }
                }
            })
            .inner;
        if let Some(ask) = ask {
            self.practice_ask(ask);
        }
    }

    fn practice_ask(&mut self, ask: Ask) {
        match ask {
            Ask::TryAgain | Ask::BackToTheExercise => self.try_again(),
            Ask::SeeTheGame => self.see_its_game(),
            Ask::Next => self.practice_news.push(PracticeNews::Next),
            Ask::End => self.end_practice(),
        }
    }

    /// The position again, for another answer (only the first counts).
    pub(super) fn try_again(&mut self) {
        let Some(practice) = &mut self.practice else { return };
        let exercise = practice.exercise.clone();
        if let Stage::Judging { stop, .. } = &practice.stage {
            // The answer taken back is not weighed any further.
            stop.cancel();
        }
        if let Stage::InItsGame = practice.stage
            && let Err(why) = self.set_out(&exercise)
        {
            self.say(why.words());
            self.end_practice();
            return;
        }
        let ply = exercise.ply.saturating_sub(1);
        self.table.session.take_back(ply);
        self.table.viewing = None;
        if let Some(practice) = &mut self.practice {
            practice.stage = Stage::Asking;
        }
    }

    /// The exercise's whole game, looking at the move it was made from.
    fn see_its_game(&mut self) {
        let Some(practice) = &mut self.practice else { return };
        if !matches!(practice.stage, Stage::Judged(_)) {
            return;
        }
        let exercise = practice.exercise.clone();
        practice.stage = Stage::InItsGame;
        match SaveFile::parse(&exercise.save) {
            Ok(save) => match self.load(&save) {
                Ok(()) => {
                    self.table.apply(TableCommand::View(Some(exercise.ply)));
                }
                Err(e) => self.say(words::load_error(&e)),
            },
            Err(e) => self.say(words::load_error(&e)),
        }
    }
}

/// The buttons `asks`, in a row; the one clicked.
fn buttons(ui: &mut Ui, asks: &[Ask]) -> Option<Ask> {
    let mut clicked = None;
    ui.horizontal_wrapped(|ui| {
        for &ask in asks {
            let (label, tip) = match ask {
                Ask::TryAgain => (t!("practice-try-again"), t!("practice-try-again-tip")),
                Ask::SeeTheGame => (t!("practice-see-game"), t!("practice-see-game-tip")),
                Ask::BackToTheExercise => (t!("practice-back"), t!("practice-back-tip")),
                Ask::Next => (t!("practice-next"), t!("practice-next-tip")),
                Ask::End => (t!("practice-end"), t!("practice-end-tip")),
            };
            if ui.button(label).on_hover_text(tip).clicked() {
                clicked = Some(ask);
            }
        }
    });
    clicked
}

/// A move written as a save writes it (`text`, from `before`), as the log
/// shows it; as written, if it does not read there.
fn shown<V: GameView>(before: &V::Game, text: &str) -> String {
    match <V::Game as crate::games::Saves>::read_move(before, text) {
        Ok(mv) => V::log_line(before, &mv),
        Err(_) => text.to_owned(),
    }
}

/// A line of moves from `before`, each as the log shows it.
fn line<V: GameView>(before: &V::Game, moves: &[String]) -> String {
    let mut state = before.clone();
    let mut shown_moves = Vec::new();
    for text in moves {
        let Ok(mv) = <V::Game as crate::games::Saves>::read_move(&state, text) else { break };
        shown_moves.push(V::log_line(&state, &mv));
        if state.play(&mv).is_err() {
            break;
        }
    }
    shown_moves.join(" · ")
}

/// The task: whose move, from which game, and what was played there.
fn task_words(exercise: &Exercise, seat: &str, played: &str) -> String {
    t!(
        "practice-task",
        seat = seat,
        date = crate::i18n::date(exercise.made),
        move_number = exercise.ply,
        played = played,
        mark = words::mark(exercise.mark)
    )
}

/// The verdict in a sentence, the answer as the log shows it.
fn verdict_words(verdict: &Verdict, answer: &str) -> String {
    let loss = percent(verdict.loss, 0);
    if verdict.solved && verdict.loss < 0.005 {
        t!("practice-solved-best", answer = answer)
    } else if verdict.solved {
        t!("practice-solved", answer = answer, loss = loss)
    } else {
        t!("practice-missed", answer = answer, loss = loss)
    }
}

/// The verdict, the best line and the reason.
fn verdict_ui(ui: &mut Ui, verdict: &Verdict, answer: &str, line: &str) {
    let colour = if verdict.solved { ui.visuals().text_color() } else { ui.visuals().warn_fg_color };
    ui.label(RichText::new(verdict_words(verdict, answer)).color(colour).strong());
    ui.label(t!("practice-line", line = line));
    if let Some(reason) = verdict.reason {
        ui.label(crate::i18n::text(reason, &[]));
    }
    ui.label(
        RichText::new(t!("practice-margin", margin = decimal(100.0 * practice::PRACTICE_MARGIN, 0)))
            .small()
            .weak(),
    );
}
