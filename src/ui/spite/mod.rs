//! Spite & Malice's view on the shared game screen: the table of piles, the
//! match score, the hot-seat cover between two people's turns, bot moves
//! sliding into place, and the end of a game within its match.

pub mod rules;
pub mod board;
pub mod cards;
mod match_view;
mod setup;
mod speech;
mod words;

pub use setup::{SpiteDialog, SpiteSetup, Unfit};

use crate::ui::screen::{ViewDialog, ViewGame, ViewInput, ViewPainting, ViewSaves, ViewSpeech, ViewWords};
use crate::core::{Game, Rng, Seat, SeatIndex, Session};
use crate::games::GameKind;
use crate::games::spite::SavedMatch;
use crate::games::spite::bot::make_bot;
use crate::games::spite::{Card, Match, Move, PLAYERS, Source, Spite, Status};
use crate::store::save::SaveFile;
use crate::sound::Sound;
use crate::store::settings::Settings;
use crate::store::stats;
use crate::ui::screen::{Effect, GameScreen, Prefs, Scene, ScreenCommand, Table, table};
use crate::ui::widgets::clock::Clock;
use crate::ui::widgets::seat_names::SeatNames;
use board::BoardState;
use eframe::egui::{Rect, Ui};

/// How long a bot's card takes to slide to its pile at normal speed.
pub const ANIMATION_SECONDS: f64 = 0.5;

/// The Spite & Malice screen.
pub type SpiteScreen = GameScreen<SpiteUi>;

/// A bot's move being shown.
#[derive(Clone, Copy, Debug)]
struct Anim {
    /// The ply the move made.
    ply: usize,
    clock: Clock,
}

/// Spite & Malice's part of the screen: the match, the deals, the table's
/// selection, who is at the screen, and the bot move being shown.
pub struct SpiteUi {
    /// The seats the match is played by (the next game deals to them).
    seats: Vec<Seat>,
    record: Match,
    /// Seeds the deals and the bots of every game of the match.
    deals: Rng,
    board: BoardState,
    /// Hot seat: the person who last said they are at the screen.
    unlocked: Option<SeatIndex>,
    /// Every move up to this ply has been shown (animated or not).
    shown_upto: usize,
    anim: Option<Anim>,
}

impl Default for SpiteUi {
    fn default() -> Self {
        let setup = SpiteSetup::default();
        SpiteUi {
            record: Match::new(setup.rules),
            seats: setup.seats,
            deals: Rng::seeded(0),
            board: BoardState::default(),
            unlocked: None,
            shown_upto: 0,
            anim: None,
        }
    }
}

impl SpiteScreen {
    /// A screen playing `game` as the first game of a new match (for tests,
    /// puzzles and restored positions); `seed` decides the bots and later deals.
    pub fn with_game(setup: SpiteSetup, game: Spite, seed: u64) -> Self {
        let mut deals = Rng::seeded(seed);
        let record = Match::new(game.rules());
        let session = Session::new(game, setup.seats.clone(), deals.next_u64(), make_bot);
        let view = SpiteUi { seats: setup.seats.clone(), record, deals, ..SpiteUi::default() };
        GameScreen::with_view(view, setup, session, 0)
    }

    /// The match: its finished games and scores.
    pub fn match_record(&self) -> &Match {
        &self.view().record
    }

    /// Where the table's keyboard cursor stands, once a key showed it.
    pub fn keyboard_cursor(&self) -> Option<board::Slot> {
        self.view().board.cursor
    }
}

impl SpiteUi {
    /// Deals the match's next game; also gives the deal's seed.
    fn deal(&mut self) -> (Session<Spite>, u64) {
        let seed = self.deals.next_u64();
        let rules = self.record.rules();
        let game = self.record.next_game(seed).unwrap_or_else(|_| Spite::new(rules, seed));
        (Session::new(game, self.seats.clone(), self.deals.next_u64(), make_bot), seed)
    }

    /// The seat's name.
    fn name(table: &Table<Spite>, seat: SeatIndex) -> String {
        table.session.seats.get(seat).map_or_else(|| crate::t!("spite-player", number = seat + 1), |s| s.name.clone())
    }

    fn is_bot(table: &Table<Spite>, seat: SeatIndex) -> bool {
        table.session.seats.get(seat).is_some_and(|s| s.controller.is_bot())
    }

    /// Moves the animation on: each bot move slides in turn, starting when
    /// the one before it has landed. The game never waits for this; the
    /// table only shows the moves a little later, and falls no more than a
    /// few moves behind.
    fn advance_animation(&mut self, table: &Table<Spite>, now: f64, speed: f64) {
        let history = table.session.history();
        let cursor = history.cursor();
        if speed <= 0.0 || table.viewing.is_some() || self.shown_upto > cursor {
            self.anim = None;
            self.shown_upto = cursor;
            return;
        }
        if let Some(anim) = self.anim {
            if anim.clock.running(now) && anim.ply <= cursor {
                return;
            }
            self.shown_upto = anim.ply.min(cursor);
            self.anim = None;
        }
        // Bots playing each other can run far ahead: then only the last
        // few moves are shown.
        if cursor > self.shown_upto + 12 {
            self.shown_upto = cursor - 3;
        }
        while self.shown_upto < cursor {
            let ply = self.shown_upto + 1;
            let before = history.state_at(ply - 1);
            let by_bot = before.to_move().is_some_and(|s| Self::is_bot(table, s));
            let shows = history.all().get(ply - 1).is_some_and(|p| p.mv != Move::EndTurn);
            if by_bot && shows {
                // A backlog of moves is shown a little faster.
                let hurry = if cursor > ply + 1 { 0.6 } else { 1.0 };
                self.anim =
                    Some(Anim { ply, clock: Clock::starting(now, ANIMATION_SECONDS * speed * hurry) });
                return;
            }
            self.shown_upto = ply;
        }
    }

    /// Deals the next game of the match (to `seats`, if given), unless the
    /// game just finished won it.
    fn next_game(&mut self, seats: Option<Vec<Seat>>, table: &Table<Spite>) -> Effect<Spite> {
        // An unfinished game is simply dealt again; a finished one counts.
        let _ = self.record.record(table.session.current());
        if let Some(winner) = self.record.winner() {
            let name = Self::name(table, winner);
            return Effect::Note(crate::t!("spite-match-over", name = name));
        }
        if let Some(seats) = seats {
            self.seats = seats;
        }
        let (session, seed) = self.deal();
        Effect::Begin(session, seed)
    }

    /// A new match between the same seats with the same rules; its deals
    /// go on from the last.
    fn new_match(&mut self) -> Effect<Spite> {
        self.record = Match::new(self.record.rules());
        let (session, seed) = self.deal();
        Effect::Begin(session, seed)
    }
}

impl ViewGame for SpiteUi {
    type Game = Spite;
    type Setup = SpiteSetup;
    type Rules = rules::SpitePage;
}

impl ViewWords for SpiteUi {
    fn title() -> String {
        words::title()
    }

    fn rung_line(level: crate::core::Level) -> Option<String> {
        words::rung_line(level)
    }

    fn refusal(why: &crate::games::spite::Illegal) -> String {
        words::refusal(why)
    }

    fn variant_shown(kept: &str) -> String {
        words::variant_shown(kept)
    }

    fn log_line(before: &Spite, mv: &crate::games::spite::Move) -> String {
        words::log_line(before, mv)
    }

    fn seat_label(&self, table: &Table<Spite>, seat: SeatIndex) -> String {
        Self::name(table, seat)
    }

    fn status_prompt(&self, table: &Table<Spite>, _moves: &[Move]) -> String {
        if self.perspective(table).cover.is_some() {
            crate::t!("spite-status-covered")
        } else {
            crate::t!("spite-status-play")
        }
    }

    fn game_over_text(&self, table: &Table<Spite>) -> String {
        match table.session.current().status() {
            Status::Won { seat, points } => {
                crate::t!("spite-over-won", name = Self::name(table, seat), points = points)
            }
            Status::Drawn => crate::t!("spite-over-drawn"),
            Status::Playing => crate::t!("spite-over"),
        }
    }

    fn log_mover(&self, table: &Table<Spite>, ply: usize) -> String {
        Self::name(table, table.session.history().state_at(ply).turn())
    }

    fn variant_title(&self, game: &Spite) -> String {
        if game.rules().refill_on_empty_hand {
            crate::t!("spite-variant-refill")
        } else {
            crate::t!("spite-variant-no-refill")
        }
    }

    fn variant_name(&self, game: &Spite) -> String {
        let refill = if game.rules().refill_on_empty_hand { "refill on" } else { "refill off" };
        refill.to_owned()
    }

    /// Between two people the review waits for the end of the game: it
    /// weighs each move with what its player knew, and would show one
    /// player the other's hand.
    fn review_refusal(&self, table: &Table<Spite>) -> Option<String> {
        let people =
            table.session.seats.iter().filter(|s| s.controller == crate::core::Controller::Human).count();
        (people > 1 && !table.session.current().is_over()).then(|| crate::t!("spite-review-waits"))
    }

    /// Why undo cannot go back further, if that is what stops it: the
    /// first move back from the present that revealed something.
    fn undo_refusal(&self, table: &Table<Spite>) -> Option<String> {
        let history = table.session.history();
        let mut ply = history.cursor();
        while ply > 0 {
            let before = history.state_at(ply - 1);
            let mv = history.all().get(ply - 1)?.mv;
            if let Some(reveal) = before.reveals(&mv) {
                return Some(words::reveal(reveal));
            }
            ply -= 1;
            if before.to_move().is_some_and(|s| !Self::is_bot(table, s)) {
                return None;
            }
        }
        None
    }
}

impl ViewSpeech for SpiteUi {
    fn speak_move(&self, table: &Table<Spite>, before: &Spite, mv: &Move) -> String {
        speech::move_sentence(before, mv, &Self::name(table, before.turn()))
    }

    fn speak_position(&self, table: &Table<Spite>) -> String {
        let view = self.perspective(table);
        let names = [Self::name(table, 0), Self::name(table, 1)];
        let face_up = view.face_up == Some(view.bottom);
        speech::position(table.shown(), view.bottom, face_up, names)
    }

    /// A card played to a centre pile swishes; a discard, which ends the
    /// turn, is set down with a tap; ending a turn with an empty hand makes
    /// no sound.
    fn sound(_before: &Spite, mv: &Move, _after: &Spite) -> Option<Sound> {
        match mv {
            Move::Play { .. } => Some(Sound::CardPlayed),
            Move::Discard { .. } => Some(Sound::Move),
            Move::EndTurn => None,
        }
    }
}

impl ViewPainting for SpiteUi {
    const COORDINATES: bool = false;

    fn reset(&mut self, table: &Table<Spite>) {
        // A restored game shows its present at once, without replaying its moves.
        self.jumped(table);
        self.unlocked = None;
    }

    fn animating(&self, now: f64) -> bool {
        self.anim.is_some_and(|anim| anim.clock.running(now))
    }

    fn advance(&mut self, table: &Table<Spite>, now: f64, prefs: Prefs) {
        self.advance_animation(table, now, prefs.animation_speed);
    }

    fn jumped(&mut self, table: &Table<Spite>) {
        self.anim = None;
        self.shown_upto = table.session.history().cursor();
        self.board.clear();
    }

    fn players(&mut self, ui: &mut Ui, scene: &mut Scene<'_, Self>) {
        self.match_panel(ui, scene.table);
    }

    fn central(&mut self, ui: &mut Ui, scene: &mut Scene<'_, Self>) -> Rect {
        self.table_ui(ui, scene)
    }

    fn note_area(&self, area: Rect) -> Rect {
        board::note_area(area)
    }
}

impl ViewInput for SpiteUi {
    /// Behind the hot-seat cover, Ready comes first.
    fn move_clicks(&self, table: &Table<Spite>, mv: &Move) -> Vec<String> {
        let hand = |card: Card| crate::t!("spite-place-hand", card = cards::card_text(card));
        let side = |k: usize| crate::t!("spite-place-side", pile = k + 1);
        let mut clicks = match mv {
            Move::Play { from, to } => {
                let from = match from {
                    Source::Hand(card) => hand(*card),
                    Source::Payoff => crate::t!("spite-place-payoff"),
                    Source::Side(k) => side(*k),
                };
                vec![from, crate::t!("spite-place-centre", pile = to + 1)]
            }
            Move::Discard { card, pile } => vec![hand(*card), side(*pile)],
            Move::EndTurn => vec![crate::t!("spite-end-turn")],
        };
        if self.perspective(table).cover.is_some() {
            clicks.insert(0, crate::t!("spite-cover-ready"));
        }
        clicks
    }

    fn played(&mut self, table: &Table<Spite>) {
        self.shown_upto = table.session.history().cursor();
        self.board.clear();
    }

    fn escape(&mut self) {
        self.board.clear();
    }
}

impl ViewDialog for SpiteUi {
    type Dialog = SpiteDialog;
    type Unfit = Unfit;

    /// A new match: its deals come from `seed`.
    fn start(&mut self, setup: &SpiteSetup, seed: u64) -> (Session<Spite>, u64) {
        self.seats = setup.seats.clone();
        self.deals = Rng::seeded(seed);
        self.record = Match::new(setup.rules);
        self.deal()
    }

    fn seated(setup: &SpiteSetup, seats: Vec<Seat>) -> Result<SpiteSetup, Unfit> {
        if seats.len() != PLAYERS {
            return Err(Unfit::Players(seats.len()));
        }
        Ok(SpiteSetup { seats, ..setup.clone() })
    }

    fn unfit(why: &Unfit) -> String {
        match why {
            Unfit::Players(seats) => crate::t!("spite-seated-wrong", players = PLAYERS, seats = *seats),
        }
    }

    fn settle(setup: &mut SpiteSetup, settings: &Settings) {
        setup.rules.refill_on_empty_hand = settings.options::<Spite>().refill_on_empty_hand;
        setup.seats = table::default_seats(settings, settings.bot_level(GameKind::Spite), PLAYERS);
    }

    fn option_rows(ui: &mut Ui, options: &mut crate::games::spite::Options) {
        ui.label(words::title());
        ui.checkbox(&mut options.refill_on_empty_hand, crate::t!("spite-option-refill"));
        ui.end_row();
        ui.label("");
        ui.checkbox(&mut options.four_colour_deck, crate::t!("spite-option-four-colour"))
            .on_hover_text(crate::t!("spite-option-four-colour-tip"));
        ui.end_row();
    }

    fn open_dialog(&self, setup: &SpiteSetup, names: &SeatNames) -> SpiteDialog {
        SpiteDialog::new(setup, &self.record, names)
    }

    fn dialog_body(&self, ui: &mut Ui, dialog: &mut SpiteDialog, _error: &mut Option<String>) {
        let names = [0, 1].map(|i| self.seats.get(i).map_or("?", |s| s.name.as_str()));
        dialog.ui(ui, &self.record, names);
    }

    /// The next game of the match with the seats asked for, or a new match.
    fn dialog_start(&self, dialog: &SpiteDialog) -> ScreenCommand<Self> {
        match dialog.setup(&self.record) {
            (setup, true) => ScreenCommand::Own(Box::new(|view: &mut Self, table: &mut Table<Spite>| {
                view.next_game(Some(setup.seats), table)
            })),
            (setup, false) => ScreenCommand::Start(setup),
        }
    }

    fn seat_rows(dialog: &mut SpiteDialog) -> &mut crate::ui::widgets::new_game::SeatRows {
        &mut dialog.rows
    }
}

impl ViewSaves for SpiteUi {
    fn match_won(&self, table: &Table<Spite>) -> Option<bool> {
        let winner = self.record.winner_with(table.session.current())?;
        stats::first_person(&table.session.seats).map(|me| me == winner)
    }

    fn saved_series(&self) -> Option<SavedMatch> {
        Some(SavedMatch { record: self.record.clone(), deals: self.deals.clone() })
    }

    fn restore(&mut self, save: &SaveFile, game: &Spite, series: Option<SavedMatch>) -> SpiteSetup {
        if let Some(saved) = series {
            self.record = saved.record;
            self.deals = saved.deals;
        }
        self.seats = save.seats.clone();
        SpiteSetup { seats: save.seats.clone(), rules: game.rules() }
    }
}
