//! A short sequence on a rules page, stepped through with Back and Next:
//! positions the engine reached from a start by playing moves written in
//! the game's notation (or by an arrangement the page makes, such as the
//! face the die shows), each shown to look at by the game's own board
//! painter, with what the step marks, its caption and the move that led to
//! it as the move log writes it. One engine for every game: a game gives
//! only its painter ([`StepPainter`]).

use super::PageContext;
use crate::core::{Game, IllegalMove};
use crate::games::kind::Registered;
use crate::ui::widgets::clock::Clock;
use eframe::egui::{self, Ui};

/// One thing that happens between two positions of a sequence; `E` is
/// the engine's error when an arrangement is refused.
pub enum Action<G, E> {
    /// A move in the game's notation, read and played by the engine.
    Play(&'static str),
    /// A change the page arranges that is not a move (the die showing a
    /// chosen face), made through the engine's own checks.
    Arrange(fn(&mut G) -> Result<(), E>),
}

/// Why a sequence has no position to show at a step: `R` is the engine's
/// reason for refusing a move, `E` its error for a start or an
/// arrangement the page makes. Worded where the sequence is drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum Unplayable<R, E> {
    /// The start could not be set up.
    Start(E),
    /// Action `number` (from 1), a move, was not read or not played.
    Refused {
        /// Which action, from 1.
        number: usize,
        /// The engine's refusal.
        refusal: IllegalMove<R>,
    },
    /// Action `number` (from 1), an arrangement, was refused.
    Unarranged {
        /// Which action, from 1.
        number: usize,
        /// The engine's error.
        why: E,
    },
    /// Step `step` (from 1) lies past the sequence's actions.
    PastTheEnd {
        /// Which step, from 1.
        step: usize,
    },
}

/// What a sequence of `G` drawn by `P` may fail with.
type Why<G, P> = Unplayable<<G as Game>::Illegal, <P as StepPainter<G>>::Unset>;

/// One step: the position after the first `after` actions, what the board
/// marks on it and what the step shows, in words.
#[derive(Clone, Copy, Debug)]
pub struct Step<M> {
    /// How many of the sequence's actions have been played.
    pub after: usize,
    /// What is marked besides the position.
    pub mark: M,
    /// What the step shows, in words: a message id (an `id!` literal), said
    /// in the person's language when the step is drawn.
    pub caption: &'static str,
}

impl<M: Default> Step<M> {
    /// One step per position, marking nothing: the first shows the start,
    /// each next one the position after one more action.
    pub fn each(captions: &[&'static str]) -> Vec<Step<M>> {
        let step = |(after, caption): (usize, &&'static str)| Step { after, mark: M::default(), caption };
        captions.iter().enumerate().map(step).collect()
    }
}

/// How a step was reached: the move that led to it, from the position
/// before it, and how far the move's animation has come (1: over).
pub struct Arrival<'a, G: Game> {
    /// The position the move was played from.
    pub before: &'a G,
    /// The move.
    pub mv: &'a G::Move,
    /// From 0 (the move starts) to 1 (it is over).
    pub t: f32,
}

/// What a painter is asked to draw for a step.
pub struct Shown<'a, G: Game, M> {
    /// The position.
    pub state: &'a G,
    /// What the step marks.
    pub mark: &'a M,
    /// The move that led here, when a move did.
    pub arrival: Option<Arrival<'a, G>>,
    /// What the page may read (the settings, the time).
    pub page: &'a PageContext<'a>,
}

/// A game's board painter as a sequence uses it: it draws, the sequence
/// decides what.
pub trait StepPainter<G: Game> {
    /// What a step marks besides the position (`()` for nothing).
    type Mark;
    /// The engine's error when the page's start or one of its
    /// arrangements cannot be set.
    type Unset: Clone;
    /// How long the move into the next step is animated at normal speed,
    /// in seconds (0: not at all).
    const SECONDS: f64 = 0.0;
    /// Draws the step to look at: a click on it changes nothing.
    fn draw(&mut self, ui: &mut Ui, shown: &Shown<'_, G, Self::Mark>);
    /// Move `mv`, played from `before`, as the move log writes it, in the
    /// person's language (the view's `GameView::log_line`).
    fn log_line(&self, before: &G, mv: &G::Move) -> String;
    /// Why the engine refuses a move, in the person's language (the
    /// view's `GameView::refusal`).
    fn refusal(&self, why: &G::Illegal) -> String;
    /// Why the start or an arrangement cannot be set, in the person's
    /// language.
    fn unset(&self, why: &Self::Unset) -> String;
    /// A line under the board (whose turn it is, the score), if the game
    /// has one to say.
    fn status(&self, state: &G) -> Option<String> {
        let _ = state;
        None
    }
}

/// A position of a sequence and the move that led to it (none for the
/// start and after an arrangement).
struct Reached<G: Game> {
    state: G,
    by: Option<G::Move>,
}

/// A sequence of positions, stepped through with Back and Next.
pub struct Sequence<G: Registered, P: StepPainter<G>> {
    /// Keeps its board's squares apart from every other board's.
    id: &'static str,
    /// The start and the position after each action, or why the actions
    /// could not be played.
    reached: Result<Vec<Reached<G>>, Why<G, P>>,
    steps: Vec<Step<P::Mark>>,
    painter: P,
    step: usize,
    /// The animation of the move into the step shown, when it has one.
    clock: Option<Clock>,
}

impl<G: Registered, P: StepPainter<G>> Sequence<G, P> {
    /// A sequence called `id` (unique on its page): `actions` played from
    /// `start` by the engine, shown in `steps` by `painter`.
    pub fn new(
        id: &'static str,
        start: Result<G, P::Unset>,
        actions: &[Action<G, P::Unset>],
        steps: Vec<Step<P::Mark>>,
        painter: P,
    ) -> Self {
        let reached = start.map_err(Unplayable::Start).and_then(|start| replay(start, actions));
        Sequence { id, reached, steps, painter, step: 0, clock: None }
    }

    /// How many steps there are.
    pub fn count(&self) -> usize {
        self.steps.len()
    }

    /// The step shown, from 0.
    pub fn step(&self) -> usize {
        self.step
    }

    /// The painter (for tests: what it would draw).
    pub fn painter(&self) -> &P {
        &self.painter
    }

    /// Shows step `step` (kept in range); a step forward by one action is
    /// animated over `seconds` from `now`.
    pub fn go_to(&mut self, step: usize, now: f64, seconds: f64) {
        let step = step.min(self.count().saturating_sub(1));
        let after = |s: usize| self.steps.get(s).map(|s| s.after);
        let forward = after(step).zip(after(self.step)).is_some_and(|(to, from)| to == from + 1);
        self.clock = (forward && seconds > 0.0).then(|| Clock::starting(now, seconds));
        self.step = step;
    }

    /// The position of step `step`, or why the sequence has none there.
    pub fn state(&self, step: usize) -> Result<&G, Why<G, P>> {
        self.reached(step).map(|r| &r.state)
    }

    /// The position shown.
    pub fn shown(&self) -> Result<&G, Why<G, P>> {
        self.state(self.step)
    }

    /// The move that led to step `step`, if a move did.
    pub fn led_by(&self, step: usize) -> Option<&G::Move> {
        self.reached(step).ok()?.by.as_ref()
    }

    /// What step `step` marks.
    pub fn mark(&self, step: usize) -> Option<&P::Mark> {
        self.steps.get(step).map(|s| &s.mark)
    }

    fn reached(&self, step: usize) -> Result<&Reached<G>, Why<G, P>> {
        let reached = self.reached.as_ref().map_err(Clone::clone)?;
        let after = self.steps.get(step).map_or(0, |s| s.after);
        reached.get(after).ok_or(Unplayable::PastTheEnd { step: step + 1 })
    }

    /// Why the sequence has no position at a step, in the person's language.
    fn words(&self, why: &Why<G, P>) -> String {
        match why {
            Unplayable::Start(why) => self.painter.unset(why),
            Unplayable::Refused { number, refusal } => {
                let reason = self.painter.refusal(&refusal.reason);
                let refused = crate::t!("move-refused", mv = &refusal.mv, reason = reason);
                crate::t!("help-sequence-refused", number = *number, why = refused)
            }
            Unplayable::Unarranged { number, why } => {
                crate::t!("help-sequence-unarranged", number = *number, why = self.painter.unset(why))
            }
            Unplayable::PastTheEnd { step } => crate::t!("help-sequence-past-the-end", step = *step),
        }
    }

    /// The stepper with the step's caption, the step's board, and under it
    /// the move that led there and what the game says of the position.
    pub fn show(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        ui.push_id(self.id, |ui| {
            let mut step = self.step;
            let caption = self.steps.get(step).map_or("", |s| s.caption);
            if stepper(ui, &mut step, self.count(), caption) {
                self.go_to(step, page.now, P::SECONDS * page.settings.animation.factor());
            }
            if let Err(why) = self.reached(self.step) {
                ui.colored_label(ui.visuals().error_fg_color, self.words(&why));
                return;
            }
            self.board(ui, page);
        });
    }

    /// The step's board and the lines under it.
    fn board(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        let t = self.clock.map_or(1.0, |c| c.fraction(page.now).clamp(0.0, 1.0));
        if t < 1.0 {
            ui.ctx().request_repaint();
        }
        let (Ok(reached), Some(step)) = (&self.reached, self.steps.get(self.step)) else { return };
        let Some(now) = reached.get(step.after) else { return };
        let before = step.after.checked_sub(1).and_then(|i| reached.get(i));
        let arrival =
            now.by.as_ref().zip(before).map(|(mv, before)| Arrival { before: &before.state, mv, t });
        let logged = arrival.as_ref().map(|a| self.painter.log_line(a.before, a.mv));
        let shown = Shown { state: &now.state, mark: &step.mark, arrival, page };
        self.painter.draw(ui, &shown);
        let status = self.painter.status(&now.state);
        if logged.is_none() && status.is_none() {
            return;
        }
        ui.horizontal_wrapped(|ui| {
            if let Some(line) = &logged {
                ui.label(crate::t!("help-played"));
                ui.monospace(line);
            }
            if let Some(status) = status {
                if logged.is_some() {
                    ui.label("·");
                }
                ui.label(status);
            }
        });
    }
}

/// The positions reached from `start` by each action in turn, each move
/// read and checked by the engine.
fn replay<G: Registered, E>(
    start: G,
    actions: &[Action<G, E>],
) -> Result<Vec<Reached<G>>, Unplayable<G::Illegal, E>> {
    let mut state = start;
    let mut reached = vec![Reached { state: state.clone(), by: None }];
    for (i, action) in actions.iter().enumerate() {
        let number = i + 1;
        let by = match action {
            Action::Play(text) => {
                let refused = |refusal| Unplayable::Refused { number, refusal };
                let mv = G::read_move(&state, text).map_err(refused)?;
                state.play(&mv).map_err(refused)?;
                Some(mv)
            }
            Action::Arrange(arrange) => {
                arrange(&mut state).map_err(|why| Unplayable::Unarranged { number, why })?;
                None
            }
        };
        reached.push(Reached { state: state.clone(), by });
    }
    Ok(reached)
}

/// Back and Next through `count` steps, with where it stands and the
/// step's caption; returns whether the step changed.
fn stepper(ui: &mut Ui, step: &mut usize, count: usize, caption: &str) -> bool {
    let before = *step;
    ui.horizontal_wrapped(|ui| {
        if ui.add_enabled(*step > 0, egui::Button::new(crate::t!("help-step-back"))).clicked() {
            *step -= 1;
        }
        if ui.add_enabled(*step + 1 < count, egui::Button::new(crate::t!("help-step-next"))).clicked() {
            *step += 1;
        }
        let caption = crate::i18n::text(caption, &[]);
        ui.label(crate::t!("help-step-of", step = *step + 1, count = count, caption = caption));
    });
    *step != before
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::malice::{Malice, Rules};

    /// Draws nothing: the tests read the sequence, not the screen.
    struct Blind;

    impl StepPainter<Malice> for Blind {
        type Mark = ();
        type Unset = &'static str;
        fn draw(&mut self, _: &mut Ui, _: &Shown<'_, Malice, ()>) {}
        fn log_line(&self, before: &Malice, mv: &crate::games::malice::Move) -> String {
            before.log_entry(mv)
        }
        fn refusal(&self, why: &crate::games::malice::Illegal) -> String {
            why.to_string()
        }
        fn unset(&self, why: &&'static str) -> String {
            (*why).to_owned()
        }
    }

    fn sequence(
        actions: &[Action<Malice, &'static str>],
        captions: &[&'static str],
    ) -> Sequence<Malice, Blind> {
        Sequence::new("test", Ok(Malice::new(Rules::default())), actions, Step::each(captions), Blind)
    }

    #[test]
    fn each_step_is_the_position_after_its_moves() {
        let mut seq = sequence(&[Action::Play("Lb2-b3")], &["start", "after"]);
        assert_eq!(seq.count(), 2);
        assert_eq!(seq.shown(), Ok(&Malice::new(Rules::default())));
        assert_eq!(seq.led_by(0), None);
        seq.go_to(1, 0.0, 0.0);
        let mut played = Malice::new(Rules::default());
        let mv = played.parse_move("Lb2-b3").expect("a legal first move");
        played.play(&mv).expect("legal");
        assert_eq!(seq.shown(), Ok(&played));
        assert_eq!(seq.led_by(1), Some(&mv));
        seq.go_to(7, 0.0, 0.0);
        assert_eq!(seq.step(), 1, "kept in range");
    }

    #[test]
    fn a_move_the_engine_refuses_is_named() {
        let seq = sequence(&[Action::Play("Lb2-b3"), Action::Play("Lb2-b3")], &["a", "b", "c"]);
        let why = seq.state(0).expect_err("the sequence does not play");
        assert!(
            matches!(&why, Unplayable::Refused { number: 2, refusal } if refusal.mv == "Lb2-b3"),
            "{why:?}"
        );
    }

    #[test]
    fn why_a_sequence_stops_is_said_with_the_move_and_the_engines_reason() {
        let seq = sequence(&[Action::Play("Lb2-b3"), Action::Play("Lb2-b3")], &["a", "b", "c"]);
        let said = seq.words(&seq.state(2).expect_err("the second move is refused"));
        assert!(said.starts_with("This sequence stops at move 2: `Lb2-b3` is not legal here: "), "{said}");
        let past = seq.words(&Unplayable::PastTheEnd { step: 4 });
        assert_eq!(past, "Step 4 of this sequence has no position.");
        let unarranged = seq.words(&Unplayable::Unarranged { number: 1, why: "no" });
        assert_eq!(unarranged, "This sequence stops at action 1: no");
    }

    #[test]
    fn an_arrangement_leads_to_a_step_without_a_move() {
        let seq = sequence(&[Action::Arrange(|_| Ok(()))], &["a", "b"]);
        assert!(seq.state(1).is_ok());
        assert_eq!(seq.led_by(1), None);
        let refused = sequence(&[Action::Arrange(|_| Err("no"))], &["a", "b"]);
        assert_eq!(refused.state(1), Err(Unplayable::Unarranged { number: 1, why: "no" }));
    }

    #[test]
    fn a_step_past_the_actions_has_no_position() {
        let seq = Sequence::new(
            "test",
            Ok(Malice::new(Rules::default())),
            &[],
            vec![Step { after: 3, mark: (), caption: "too far" }],
            Blind,
        );
        assert_eq!(seq.state(0), Err(Unplayable::PastTheEnd { step: 1 }));
    }

    #[test]
    fn only_a_step_forward_by_one_move_is_animated() {
        let mut seq = sequence(&[Action::Play("Lb2-b3")], &["start", "after"]);
        seq.go_to(1, 10.0, 0.5);
        assert!(seq.clock.is_some_and(|c| c.running(10.2)));
        seq.go_to(0, 11.0, 0.5);
        assert!(seq.clock.is_none(), "a step back is not");
    }
}
