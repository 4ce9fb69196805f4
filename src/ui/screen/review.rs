//! Reviewing the game at the table (Game › Review game, or the result
//! card): the game's judge (`Registered::judge`) weighs every move on a
//! worker thread using both cores, while the table stays usable; the side
//! panel shows the progress with Cancel, then each player's numbers, the
//! graph of the first seat's winning chances, and the marks in the log.
//! The review is kept with the game's save.

use super::refusal::ReviewRefusal;
use crate::core::review::{
    self, BLUNDER_LOSS, Decision, INACCURACY_LOSS, MISTAKE_LOSS, Progress, Review, SavedReview, Verdict,
};
use crate::core::{Game, History, SeatIndex, SeatSet, StopSignal};
use crate::games::Registered;
use crate::i18n::{decimal, percent};
use crate::t;
use crate::ui::words;
use eframe::egui::Context;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// Worker threads a review uses (this is a 2-core machine's both cores).
pub const REVIEW_THREADS: usize = 2;

/// What the thresholds and the accuracy mean, for the panel's tooltip.
pub fn explanation() -> String {
    let points = |loss: f64| decimal(100.0 * loss, 0);
    t!(
        "review-explanation",
        inaccuracy = points(INACCURACY_LOSS),
        mistake = points(MISTAKE_LOSS),
        blunder = points(BLUNDER_LOSS)
    )
}

/// A review running on its worker thread.
struct Job<G: Game> {
    progress: Arc<Progress>,
    stop: StopSignal,
    answer: Receiver<Option<Review<G::Move>>>,
}

/// A finished review and the moves it covers.
type Reviewed<G> = (Review<<G as Game>::Move>, Vec<<G as Game>::Move>);

/// The review of the game at the table: running, done, or neither.
pub struct Reviewer<G: Game> {
    job: Option<Job<G>>,
    /// The finished review and the moves it covers.
    done: Option<Reviewed<G>>,
}

impl<G: Game> Default for Reviewer<G> {
    fn default() -> Self {
        Reviewer { job: None, done: None }
    }
}

impl<G: Registered> Reviewer<G> {
    /// The reviewed move that led to the position shown at `table`, if the
    /// review judged it (once play goes past the review, the present has
    /// none).
    pub(super) fn judged<'a>(
        &'a self,
        table: &'a super::table::Table<G>,
    ) -> Option<super::view::Judged<'a, G>> {
        let history = table.session.history();
        let ply = table.shown_ply();
        let decision = self.review(history)?.decisions.iter().find(|d| d.ply == ply)?;
        Some(super::view::Judged {
            before: history.state_at(ply.checked_sub(1)?),
            seat: decision.seat,
            played: &decision.played,
            verdict: decision.verdict.as_ref()?,
        })
    }

    /// Starts reviewing `history` up to its present; `ctx` is woken when it
    /// ends. Why not, when it cannot start.
    pub fn start(&mut self, history: &History<G>, ctx: Option<&Context>) -> Result<(), ReviewRefusal> {
        self.make_way(history)?;
        let progress = Arc::new(Progress::default());
        let stop = StopSignal::never();
        let (tx, answer) = mpsc::channel();
        let (history, worker_progress, worker_stop) = (history.clone(), Arc::clone(&progress), stop.clone());
        let ctx = ctx.cloned();
        std::thread::spawn(move || {
            let reviewed = judged(&history, &worker_progress, &worker_stop);
            // The screen may be gone (the window closed): nobody to tell.
            let _ = tx.send(reviewed);
            if let Some(ctx) = ctx {
                ctx.request_repaint();
            }
        });
        self.job = Some(Job { progress, stop, answer });
        Ok(())
    }

    /// Runs the review in the calling thread and returns when it is done,
    /// so tests see it finished at once; the judge still weighs the moves
    /// on [`REVIEW_THREADS`] threads of its own, as [`Reviewer::start`]'s does.
    pub fn run_here(&mut self, history: &History<G>) -> Result<(), ReviewRefusal> {
        self.make_way(history)?;
        let reviewed = judged(history, &Progress::default(), &StopSignal::never());
        self.take_in(reviewed, history);
        Ok(())
    }

    /// Refuses a history with no moves, and cancels a running review so a
    /// new one can take its place.
    fn make_way(&mut self, history: &History<G>) -> Result<(), ReviewRefusal> {
        if history.cursor() == 0 {
            return Err(ReviewRefusal::Nothing);
        }
        self.cancel();
        Ok(())
    }

    /// Keeps a finished review with the moves it covers; a review that
    /// did not finish leaves none.
    fn take_in(&mut self, reviewed: Option<Review<G::Move>>, history: &History<G>) {
        self.job = None;
        if let Some(review) = reviewed {
            let moves = history.played().iter().take(review.decisions.len()).map(|p| p.mv.clone()).collect();
            self.done = Some((review, moves));
        }
    }

    /// Stops a running review; what it had done is dropped.
    pub fn cancel(&mut self) {
        if let Some(job) = self.job.take() {
            job.stop.cancel();
        }
    }

    /// Takes a finished review in.
    pub fn poll(&mut self, history: &History<G>) {
        let Some(job) = &self.job else { return };
        match job.answer.try_recv() {
            Err(TryRecvError::Empty) => {}
            Ok(reviewed) => self.take_in(reviewed, history),
            Err(TryRecvError::Disconnected) => self.job = None,
        }
    }

    /// How far the running review has come (0 to 1), with the decisions
    /// weighed and in all, while one runs.
    pub fn running(&self) -> Option<(f32, usize, usize)> {
        let job = self.job.as_ref()?;
        let (done, total) = job.progress.get();
        Some((job.progress.fraction(), done, total))
    }

    /// The finished review, while the game still begins with the moves it
    /// reviewed (an undo past them, or other moves, make it stale).
    pub fn review(&self, history: &History<G>) -> Option<&Review<G::Move>> {
        let (review, moves) = self.done.as_ref()?;
        let played = history.played();
        let same = moves.len() <= played.len() && moves.iter().zip(played).all(|(m, p)| *m == p.mv);
        same.then_some(review)
    }

    /// Forgets any review (a new game is at the table).
    pub fn clear(&mut self) {
        self.cancel();
        self.done = None;
    }

    /// The review as the save keeps it, moves written by `write`.
    pub fn saved(&self, history: &History<G>, write: impl Fn(&G, &G::Move) -> String) -> Option<SavedReview> {
        let review = self.review(history)?;
        Some(review.saved(|ply, mv| write(history.state_at(ply.saturating_sub(1)), mv)))
    }

    /// Takes on the review a save kept; a review whose moves do not read
    /// in this game is dropped.
    pub fn restore(
        &mut self,
        saved: Option<&SavedReview>,
        history: &History<G>,
        read: impl Fn(&G, &str) -> Option<G::Move>,
    ) {
        self.clear();
        let Some(saved) = saved else { return };
        let Some(review) =
            Review::restored(saved, |ply, text| read(history.state_at(ply.saturating_sub(1)), text))
        else {
            return;
        };
        self.take_in(Some(review), history);
    }
}

/// The review of `history` by its game's judge: what the worker thread of
/// [`Reviewer::start`] and [`Reviewer::run_here`] both run.
fn judged<G: Registered>(
    history: &History<G>,
    progress: &Progress,
    stop: &StopSignal,
) -> Option<Review<G::Move>> {
    review::review(history, G::judge().as_ref(), REVIEW_THREADS, progress, stop)
}

/// What the review part of the side panel asks for.
pub enum PanelAsk {
    /// Start the review.
    Start,
    /// Cancel the running review.
    Cancel,
    /// Show the position after this ply.
    Show(usize),
}

/// How the review panel names things.
pub struct Words<'a, M> {
    /// Names a seat.
    pub seat_label: &'a dyn Fn(usize) -> String,
    /// Writes move `ply` (the position after it is ply `ply`) as the log does.
    pub write: &'a dyn Fn(usize, &M) -> String,
    /// The seats that play together, one set per side: the graph is the
    /// side of seat 0, and a move by its one opponent is told in its terms.
    pub sides: &'a [SeatSet],
}

/// The sides of `game`'s seats, as its bot table declares them (seat 0
/// alone when it declares none for this many seats).
pub fn sides<G: Registered>(game: &G) -> Vec<SeatSet> {
    G::bot_table(game.seat_count(), None).map_or_else(|_| vec![SeatSet::single(0)], |table| table.sides)
}

/// The review part of the side panel: Review game (or why not), the
/// running review's progress and Cancel, or the finished review's numbers,
/// graph and the judgement of the move shown. `shown` is the ply on the
/// board.
pub fn panel<M>(
    ui: &mut eframe::egui::Ui,
    offer: Result<(), ReviewRefusal>,
    running: Option<(f32, usize, usize)>,
    done: Option<&Review<M>>,
    words: Words<'_, M>,
    shown: usize,
) -> Option<PanelAsk> {
    let seat_label = words.seat_label;
    use eframe::egui::{self, RichText};
    if let Some((fraction, done, total)) = running {
        let mut ask = None;
        ui.horizontal(|ui| {
            let bar =
                egui::ProgressBar::new(fraction).text(t!("review-progress", done = done, total = total));
            ui.add_sized([ui.available_width() - 70.0, 18.0], bar);
            if ui.button(t!("button-cancel")).clicked() {
                ask = Some(PanelAsk::Cancel);
            }
        });
        return ask;
    }
    let Some(review) = done else {
        let button = ui.add_enabled(offer.is_ok(), egui::Button::new(t!("action-review")));
        let button = match &offer {
            Ok(()) => button.on_hover_text(t!("review-tip")),
            Err(why) => button.on_disabled_hover_text(why.words()),
        };
        return button.clicked().then_some(PanelAsk::Start);
    };
    ui.label(RichText::new(t!("review-heading")).strong()).on_hover_text(explanation());
    let seats = review.decisions.iter().map(|d| d.seat + 1).max().unwrap_or(0);
    for seat in 0..seats {
        let s = review.summary(seat);
        let accuracy = percent(s.accuracy / 100.0, 0);
        let marks = format!("?! {} · ? {} · ?? {}", s.inaccuracies, s.mistakes, s.blunders);
        let line = match s.luck {
            Some(luck) => t!(
                "review-summary-luck",
                seat = seat_label(seat),
                marks = marks,
                accuracy = accuracy,
                luck = format!("{:+.0}", 100.0 * luck)
            ),
            None => t!("review-summary", seat = seat_label(seat), marks = marks, accuracy = accuracy),
        };
        ui.label(line).on_hover_text(explanation());
    }
    let clicked = graph(ui, review, &seat_label(0));
    judgement(ui, review, shown, &words);
    clicked.map(PanelAsk::Show)
}

/// The first seat's winning chances over the game; a click asks for the
/// position after the nearest move.
fn graph<M>(ui: &mut eframe::egui::Ui, review: &Review<M>, first: &str) -> Option<usize> {
    use egui_plot::{Line, Plot, PlotPoints};
    let points: Vec<[f64; 2]> =
        review.graph().iter().map(|&(ply, chance)| [ply as f64, 100.0 * chance]).collect();
    let response = Plot::new("review-graph")
        .height(90.0)
        .include_y(0.0)
        .include_y(100.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_axes([false, true])
        .y_axis_label(t!("review-graph-axis", seat = first))
        .show(ui, |plot| {
            plot.line(Line::new(t!("review-graph-line", seat = first), PlotPoints::from(points)));
            plot.pointer_coordinate()
        });
    let at = response.inner?;
    if !response.response.clicked() {
        return None;
    }
    nearest_ply(&review.graph(), at.x)
}

/// The ply of the graph's point nearest to `x` (a ply number).
fn nearest_ply(points: &[(usize, f64)], x: f64) -> Option<usize> {
    points.iter().min_by(|a, b| (a.0 as f64 - x).abs().total_cmp(&(b.0 as f64 - x).abs())).map(|p| p.0)
}

/// Whose winning chances a caption gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Whose {
    /// The graph's side (seat 0's), as the graph draws them.
    Graph,
    /// The mover's, where the graph's side's cannot be told from them
    /// (a game of more than two sides).
    Mover,
}

/// The chances after the move played and after the best move, in the
/// graph's terms where they can be told: the mover's own when the mover
/// plays on the graph's side, their complement when the mover is its one
/// opponent.
fn in_terms(verdict: &Verdict<impl Sized>, mover: SeatIndex, sides: &[SeatSet]) -> (Whose, f64, f64) {
    let (played, best) = (verdict.played_chance, verdict.best_chance);
    let graph_side = sides.iter().find(|side| side.contains(0)).copied().unwrap_or(SeatSet::single(0));
    if graph_side.contains(mover) {
        (Whose::Graph, played, best)
    } else if sides.len() == 2 {
        (Whose::Graph, 1.0 - played, 1.0 - best)
    } else {
        (Whose::Mover, played, best)
    }
}

/// What the judge said of the move that led to ply `shown`: the move and
/// its mark, then whose chances after it and after the best move.
fn judgement<M>(ui: &mut eframe::egui::Ui, review: &Review<M>, shown: usize, words: &Words<'_, M>) {
    let Some(d) = review.decisions.iter().find(|d| d.ply == shown) else { return };
    let played = (words.write)(d.ply, &d.played);
    let mark = d.mark.map_or(String::new(), |m| format!(" {} ({})", m.symbol(), words::mark(m)));
    match &d.verdict {
        Some(v) => {
            ui.label(t!("review-move", ply = d.ply, played = format!("{played}{mark}")));
            ui.label(chances(d, v, words));
        }
        None => {
            ui.weak(t!("review-move-forced", ply = d.ply, played = played));
        }
    }
}

/// The caption's chances: "Chances for South: 87% after this move, 80%
/// after the best move …", named for the graph's side where it can be.
fn chances<M>(d: &Decision<M>, v: &Verdict<M>, words: &Words<'_, M>) -> String {
    let (whose, played, best) = in_terms(v, d.seat, words.sides);
    let seat = (words.seat_label)(if whose == Whose::Graph { 0 } else { d.seat });
    let (chance, best_chance) = (percent(played, 0), percent(best, 0));
    if v.loss() <= 0.0 {
        return t!("review-move-chances-best", seat = seat, chance = chance);
    }
    let best = (words.write)(d.ply, &v.best);
    t!("review-move-chances", seat = seat, chance = chance, best = best, best_chance = best_chance)
}

#[cfg(test)]
mod tests {
    use super::{
        Progress, REVIEW_THREADS, Reviewer, SeatSet, StopSignal, Verdict, Whose, in_terms, nearest_ply,
    };
    use crate::core::History;
    use crate::games::kind::Bots;
    use crate::games::malefiz::Malefiz;
    use crate::games::malefiz::fixtures::two_turns;

    #[test]
    fn a_review_run_here_is_finished_when_the_call_returns() {
        let history = two_turns();
        let mut reviewer = Reviewer::<Malefiz>::default();
        // A review started on the worker is replaced, not waited for.
        reviewer.start(&history, None).expect("moves to review");
        reviewer.run_here(&history).expect("moves to review");
        assert!(reviewer.running().is_none(), "nothing left running");
        let judge = Malefiz::judge();
        let alone = super::review::review(
            &history,
            judge.as_ref(),
            REVIEW_THREADS,
            &Progress::default(),
            &StopSignal::never(),
        );
        let review = reviewer.review(&history).expect("the review is done");
        assert_eq!(Some(review), alone.as_ref(), "the same review the worker thread gives");
        assert_eq!(review.decisions.len(), 3);
    }

    #[test]
    fn a_review_run_here_of_no_moves_says_why() {
        let mut reviewer = Reviewer::<Malefiz>::default();
        let history = History::new(Malefiz::classic_start(2));
        assert!(reviewer.run_here(&history).is_err());
        assert!(reviewer.running().is_none() && reviewer.review(&history).is_none());
    }

    fn verdict(played: f64, best: f64) -> Verdict<u8> {
        Verdict { best: 0, best_chance: best, played_chance: played, first_seat_chance: 0.0, luck: None }
    }

    #[test]
    fn a_caption_is_told_in_the_graphs_terms_where_they_can_be() {
        let two = [SeatSet::single(0), SeatSet::single(1)];
        // The graph's own side: the mover's chances are the graph's.
        assert_eq!(in_terms(&verdict(0.8, 0.9), 0, &two), (Whose::Graph, 0.8, 0.9));
        // Its one opponent: the graph's side has what the mover has not.
        let (whose, played, best) = in_terms(&verdict(0.13, 0.2), 1, &two);
        assert_eq!(whose, Whose::Graph);
        assert!((played - 0.87).abs() < 1e-9 && (best - 0.8).abs() < 1e-9);
        // Teams: a partner of seat 0 plays on the graph's side.
        let teams = [SeatSet::single(0).with(2), SeatSet::single(1).with(3)];
        assert_eq!(in_terms(&verdict(0.6, 0.7), 2, &teams), (Whose::Graph, 0.6, 0.7));
        // Four sides: the mover's own chances, named as the mover's.
        let four = [0, 1, 2, 3].map(SeatSet::single);
        assert_eq!(in_terms(&verdict(0.3, 0.4), 2, &four), (Whose::Mover, 0.3, 0.4));
    }

    #[test]
    fn a_click_on_the_graph_picks_the_nearest_move() {
        let points = [(1, 0.5), (3, 0.6), (4, 0.2), (9, 0.9)];
        assert_eq!(nearest_ply(&points, 0.2), Some(1));
        assert_eq!(nearest_ply(&points, 2.4), Some(3));
        assert_eq!(nearest_ply(&points, 6.6), Some(9));
        assert_eq!(nearest_ply(&[], 2.0), None);
    }
}
