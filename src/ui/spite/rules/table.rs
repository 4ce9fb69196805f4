//! A small live table on the rules page: a position built from a
//! [`Setup`], drawn by the game's own board painter, where the reader may
//! play cards (the engine plays them, Reset restores the start); and the
//! table a rules-page sequence draws its steps on.

use super::positions::YOU;
use crate::games::spite::{Card, Illegal, Move, Rules, Setup, SetupError, Source, Spite, Status, opponent};
use crate::ui::help::refusal;
use crate::ui::help::sequence::{Shown, StepPainter};
use crate::ui::spite::board::{self, BoardInput, BoardState};
use crate::ui::spite::cards::Inks;
use crate::ui::widgets::board_frame::BoardAct;
use crate::t;
use eframe::egui::{self, Ui};

/// How tall a table is drawn: big enough to read the cards, small enough
/// to leave room for the words.
pub const HEIGHT: f32 = 320.0;
/// How wide a table is drawn at most (the table is about 1.4 times as wide
/// as it is tall; more width would only add felt).
pub const MAX_WIDTH: f32 = 470.0;
/// Seeds the shuffle of the cards a setup leaves to the stock.
const SEED: u64 = 14;

/// What the table last said under itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// What the last card played did.
    Played(String),
    /// Why the last card tried did not fit.
    Refused(String),
}

/// A table the reader may play on.
pub struct LiveTable {
    setup: Setup<'static>,
    rules: Rules,
    /// The position now, or why the setup is not one.
    now: Result<Spite, SetupError>,
    /// The last move played, framed on its pile.
    last: Option<Move>,
    /// The board's selection and drag, kept between frames.
    pub board: BoardState,
    /// What the table last said.
    pub said: Option<Said>,
    /// How its cards' suits are inked (the reader's deck).
    pub inks: Inks,
}

impl LiveTable {
    /// A table starting from `setup`, played with `rules`.
    pub fn new(setup: Setup<'static>, rules: Rules) -> Self {
        let now = start(&setup, rules);
        LiveTable { setup, rules, now, last: None, board: BoardState::default(), said: None, inks: Inks::default() }
    }

    /// The position now, or why the setup is not one.
    pub fn state(&self) -> Result<&Spite, &SetupError> {
        self.now.as_ref()
    }

    /// The rules the table plays by.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Back to the start, with nothing selected or said.
    pub fn reset(&mut self) {
        *self = LiveTable::new(self.setup.clone(), self.rules);
    }

    /// Plays by `rules` from now on, starting again if they change.
    pub fn follow(&mut self, rules: Rules) {
        if rules != self.rules {
            self.rules = rules;
            self.reset();
        }
    }

    /// Plays `mv` through the engine and says what it did (or why not).
    pub fn play(&mut self, mv: Move) {
        let Ok(state) = &mut self.now else { return };
        let before = state.clone();
        match crate::core::Game::play(state, &mv) {
            Ok(()) => {
                self.said = Some(Said::Played(describe(&before, &mv, state)));
                self.last = Some(mv);
            }
            Err(e) => self.said = Some(Said::Refused(crate::ui::spite::words::refusal(&e.reason))),
        }
        self.board.clear();
    }

    /// The moves the card picked on the board may make (what the board
    /// lights up for it): none while nothing is picked.
    pub fn selected_targets(&self) -> Vec<Move> {
        match (&self.now, self.board.selected) {
            (Ok(state), Some(from)) => targets(state, from),
            _ => Vec::new(),
        }
    }

    /// Draws the table, under it what the picked card may do and what the
    /// table said, and (when `play`) the Reset and End turn buttons.
    pub fn show(&mut self, ui: &mut Ui, id: &str, play: bool) {
        ui.push_id(id, |ui| {
            let state = match &self.now {
                Ok(state) => state,
                Err(why) => {
                    ui.label(not_set_up(why));
                    return;
                }
            };
            let moves = if play { state.legal_move_list() } else { Vec::new() };
            let input = BoardInput { inks: self.inks, ..input(state, &moves, self.last) };
            let event = draw(ui, &input, &mut self.board);
            match event {
                Some(BoardAct::Play(mv)) => self.play(mv),
                Some(BoardAct::Refused(why)) => self.said = Some(Said::Refused(why)),
                None => {}
            }
            if play {
                self.under(ui);
            }
        });
    }

    /// The lines and buttons under a table that is played on.
    fn under(&mut self, ui: &mut Ui) {
        if let Ok(state) = &self.now
            && let Some(from) = self.board.selected
        {
            ui.label(where_it_goes(state, from));
        }
        match &self.said {
            Some(Said::Refused(why)) => refusal(ui, why),
            Some(Said::Played(what)) => {
                ui.label(what.as_str());
            }
            None => {}
        }
        let end_turn = self.state().is_ok_and(|s| s.legal_move_list().contains(&Move::EndTurn));
        ui.horizontal_wrapped(|ui| {
            if end_turn && ui.button(t!("spite-end-turn")).clicked() {
                self.play(Move::EndTurn);
            }
            if ui.button(t!("spite-rules-reset")).on_hover_text(t!("spite-rules-reset-tip")).clicked() {
                self.reset();
            }
        });
    }
}

/// The table as a rules-page sequence draws its steps: you at the bottom,
/// the move into the step framed on its pile.
#[derive(Default)]
pub struct StepTable;

impl StepPainter<Spite> for StepTable {
    type Mark = ();
    type Unset = SetupError;

    fn log_line(&self, before: &Spite, mv: &crate::games::spite::Move) -> String {
        crate::ui::spite::words::log_line(before, mv)
    }

    fn refusal(&self, why: &Illegal) -> String {
        crate::ui::spite::words::refusal(why)
    }

    fn unset(&self, why: &SetupError) -> String {
        not_set_up(why)
    }

    fn draw(&mut self, ui: &mut Ui, shown: &Shown<'_, Spite, ()>) {
        let last = shown.arrival.as_ref().map(|a| *a.mv);
        let inks = Inks::four_colour(shown.page.settings.options::<Spite>().four_colour_deck);
        draw(ui, &BoardInput { inks, ..input(shown.state, &[], last) }, &mut BoardState::default());
    }
}

/// The start of a table, or why the setup is not a position.
pub fn start(setup: &Setup<'_>, rules: Rules) -> Result<Spite, SetupError> {
    Spite::from_setup(setup, rules, SEED)
}

/// That a table could not be set up, and why (the engine's words for the
/// setup's cards, which, like notation, stay English).
fn not_set_up(why: &SetupError) -> String {
    t!("spite-rules-not-set-up", why = why.to_string())
}

/// What the board is given: you at the bottom with your hand face up,
/// the last move framed, no animation.
fn input<'a>(state: &'a Spite, moves: &'a [Move], last: Option<Move>) -> BoardInput<'a> {
    BoardInput {
        state,
        bottom: YOU,
        face_up: Some(YOU),
        moves,
        plates: [YOU, opponent(YOU)]
            .map(|seat| if seat == YOU { t!("spite-rules-you") } else { t!("spite-rules-your-opponent") }),
        flight: None,
        marks: last.map(|mv| vec![(YOU, mv)]).unwrap_or_default(),
        speed: 0.0,
        show_targets: true,
        hint: None,
        judged: None,
        inks: Inks::default(),
    }
}

/// Draws the board at the page's size.
fn draw(ui: &mut Ui, input: &BoardInput<'_>, board: &mut BoardState) -> Option<BoardAct<Move>> {
    let size = egui::vec2(ui.available_width().min(MAX_WIDTH), HEIGHT);
    ui.allocate_ui(size, |ui| board::show(ui, input, board)).inner
}

/// The moves of the player to move that take the card `from` (a hand
/// card is named by its face): the piles the board lights up for it.
pub fn targets(state: &Spite, from: Source) -> Vec<Move> {
    let same = |a: Source| match (a, from) {
        (Source::Hand(a), Source::Hand(b)) => a.face() == b.face(),
        _ => a == from,
    };
    state
        .legal_move_list()
        .into_iter()
        .filter(|mv| match *mv {
            Move::Play { from: f, .. } => same(f),
            Move::Discard { card, .. } => same(Source::Hand(card)),
            Move::EndTurn => false,
        })
        .collect()
}

/// A sentence on where the picked card may go.
fn where_it_goes(state: &Spite, from: Source) -> String {
    let name = match from {
        Source::Hand(card) => Some(card),
        Source::Payoff => state.payoff_top(state.turn()),
        Source::Side(i) => side_top(state, i),
    }
    .map_or_else(|| t!("spite-rules-this-card"), |c| c.to_string());
    let moves = targets(state, from);
    let centre: Vec<String> = moves
        .iter()
        .filter_map(|mv| match mv {
            Move::Play { to, .. } => Some(t!("spite-place-centre", pile = to + 1)),
            _ => None,
        })
        .collect();
    let side = moves.iter().any(|mv| matches!(mv, Move::Discard { .. }));
    let piles = centre.into_iter().reduce(|first, second| t!("spite-rules-or", first = first, second = second));
    match (piles, side) {
        (None, false) => t!("spite-rules-fits-nowhere", card = name),
        (None, true) => t!("spite-rules-fits-nowhere-side", card = name),
        (Some(piles), false) => t!("spite-rules-can-go", card = name, piles = piles),
        (Some(piles), true) => t!("spite-rules-can-go-side", card = name, piles = piles),
    }
}

/// A move in words: `K♦ from your hand onto centre 1, standing for 7`.
fn phrase(before: &Spite, mv: &Move) -> String {
    let seat = before.turn();
    match *mv {
        Move::Play { from, to } => {
            let (card, place) = match from {
                Source::Hand(card) => (Some(card), t!("spite-rules-your-hand")),
                Source::Payoff => (before.payoff_top(seat), t!("spite-rules-your-payoff")),
                Source::Side(i) => (side_top(before, i), t!("spite-rules-side-pile", pile = i + 1)),
            };
            let name = card.map_or_else(|| t!("spite-rules-a-card"), |c| c.to_string());
            let onto = t!("spite-rules-play-onto", card = name, place = place, pile = to + 1);
            match card.filter(|c| c.is_king()).and_then(|_| before.centre_piles().get(to)?.next_rank()) {
                Some(rank) => t!("spite-rules-standing", play = onto, rank = rank.to_string()),
                None => onto,
            }
        }
        Move::Discard { card, pile } => {
            t!("spite-rules-discard", card = card.to_string(), pile = pile + 1)
        }
        Move::EndTurn => t!("spite-rules-end-turn"),
    }
}

/// The top card of the mover's side pile `i`.
fn side_top(state: &Spite, i: usize) -> Option<Card> {
    state.player(state.turn()).and_then(|p| p.side_piles().get(i)?.last().copied())
}

/// What playing `mv` from `before` did, in a sentence or two.
pub fn describe(before: &Spite, mv: &Move, after: &Spite) -> String {
    let mut out = match mv {
        Move::EndTurn => t!("spite-rules-ended-empty"),
        _ => t!("spite-rules-played", play = phrase(before, mv)),
    };
    match after.status() {
        Status::Won { points, .. } => return t!("spite-rules-won", done = out, points = points),
        Status::Drawn => return t!("spite-rules-drawn", done = out),
        Status::Playing => {}
    }
    let Move::Play { from, to } = *mv else {
        return t!("spite-rules-turn-over", done = out);
    };
    if after.centre_piles().get(to).is_some_and(|p| p.is_empty()) {
        out = t!("spite-rules-queen", done = out, pile = to + 1, stock = after.stock_count());
    }
    let seat = before.turn();
    if from == Source::Payoff
        && let Some(next) = after.payoff_top(seat)
    {
        out = t!("spite-rules-next-payoff", done = out, card = next.to_string());
    }
    let (held, holds) = (before.hand(seat).len(), after.hand(seat).len());
    if matches!(from, Source::Hand(_)) && holds >= held {
        out = t!("spite-rules-hand-ran-out", done = out, count = holds);
    } else if holds == 0 {
        out = t!("spite-rules-hand-empty", done = out);
    }
    out
}
