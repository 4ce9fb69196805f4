//! The game screen, written once for every game: the table with its bots,
//! the side panel (seats, controls, log), the status line, notes, the
//! new-game dialog, hints, statistics and saves. A game's view (its board
//! and its words) plugs in through [`GameView`].

mod banner;
mod network;
mod new_game;
pub mod online;
mod panel;
pub mod practice;
pub mod refusal;
pub mod review;
mod saves;
mod sounds;
pub mod speech;
pub mod status;
mod tab;
pub mod table;
pub mod view;

pub use banner::{CardContext, ResultCard, Suggestion, close_result, headline, show_result};
pub use panel::seats_grid;
pub use tab::GameTab;
pub use table::{Finished, Table, TableCommand};
pub use view::{
    Effect, GameView, Judged, MoveOf, OwnCommand, Prefs, Scene, ScreenCommand, Turn, ViewDialog, ViewGame,
    ViewInput, ViewPainting, ViewSaves, ViewSpeech, ViewWords,
};

use crate::core::session::Pace;
use crate::core::{Session, rng};
use crate::games::GameKind;
use crate::games::{Bots, Registration};
use crate::store::save::SaveFile;
use crate::store::settings::BotPace;
use crate::t;
use crate::ui::widgets::keys;
use crate::ui::widgets::seat_names::SeatNames;
use eframe::egui::{self, Context, Ui};
use table::EndWatch;

/// How long a note stays up.
pub const NOTE_SECONDS: f64 = 5.0;
/// The side panel's width when first shown, margins included.
pub const SIDE_PANEL_WIDTH: f32 = 300.0;
/// The narrowest the side panel can be dragged; dragging it narrower hides it.
pub const SIDE_PANEL_MIN_WIDTH: f32 = 200.0;
/// The largest share of the window's width the side panel takes (unless
/// that is narrower than its narrowest): a narrow window, or one zoomed,
/// narrows it and leaves the table the rest.
pub const SIDE_PANEL_MOST: f32 = 0.4;

/// What the Undo buttons (the toolbar's, the menu's and the side panel's)
/// offer: one answer for all of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UndoOffer {
    /// Undo takes back a move.
    Possible,
    /// Undo asks the others at a network table to let the person take back
    /// their last move.
    Ask,
    /// The game forbids going further back; a click says why.
    Refused(String),
    /// Nothing to take back (the start, or no person has moved yet).
    Nothing,
}

impl UndoOffer {
    /// Whether the buttons are enabled: a refusal stays clickable so that a
    /// click says why.
    pub fn enabled(&self) -> bool {
        !matches!(self, UndoOffer::Nothing)
    }

    /// The buttons' tooltip.
    pub fn tip(&self) -> String {
        match self {
            UndoOffer::Possible => t!("undo-possible"),
            UndoOffer::Ask => t!("undo-ask"),
            UndoOffer::Refused(reason) => t!("undo-refused", reason = reason),
            UndoOffer::Nothing => t!("undo-nothing"),
        }
    }
}

/// Whether the person did something this frame that ends a refusal's
/// showing: a press of the pointer or of a key the board reads. A refusal
/// the same press brings is set after this is asked.
fn next_action(ctx: &egui::Context) -> bool {
    ctx.input(|i| {
        i.pointer.any_pressed()
            || i.events.iter().any(|e| matches!(e, egui::Event::Key { pressed: true, repeat: false, .. }))
    })
}

/// A short message over the board.
struct Note {
    text: String,
    /// When it goes away; set on the first frame it is shown.
    until: Option<f64>,
}

/// One game's screen: the shared shell around the game's view `V`.
pub struct GameScreen<V: GameView> {
    table: Table<V::Game>,
    view: V,
    /// How the game at the table was set up; the next new game starts
    /// from it.
    setup: V::Setup,
    dialog: Option<V::Dialog>,
    dialog_error: Option<String>,
    /// A Start waiting for the person to say it may replace the game in
    /// progress.
    confirming: Option<ScreenCommand<V>>,
    /// Whether Start asks before it replaces a game in progress.
    pub ask_before_replacing: bool,
    /// Whether the person already agreed to replace the game in progress
    /// (the host guide asks before the dialog opens), so Start asks no more.
    replace_agreed: bool,
    /// How many games were begun here: the app tells one game from the next by it.
    begun: u64,
    /// The game as it was last saved or opened; Start asks only over progress since.
    saved: Option<SaveFile>,
    /// The ply at which the person put the result card away.
    result_hidden_at: Option<usize>,
    /// The ply of the ending the result card is for, and when it was first
    /// shown (it comes in from then).
    result_since: Option<(usize, f64)>,
    note: Option<Note>,
    /// Whether the game was opened from a save that goes on from a
    /// position (it saves the same way).
    from_position: bool,
    /// Why the person's last attempt was refused: the status line says it
    /// until the next action.
    refusal: Option<String>,
    /// The review of the game at the table.
    reviewer: review::Reviewer<V::Game>,
    /// Reviews run in the frame that starts them (tests).
    review_inline: bool,
    end_watch: EndWatch,
    /// How seats are named (the people's names from the settings).
    names: SeatNames,
    /// What the coach says to the people of a new game.
    advice: crate::ui::widgets::new_game::Advice,
    /// The exercise under way at this table, with the game put aside.
    practice: Option<practice::Practice<V::Game>>,
    /// What practice has to tell the app.
    practice_news: Vec<practice::PracticeNews>,
    /// How many decisions the last review handed out for exercises had.
    review_taken: Option<usize>,
    /// The seed the game in progress started from (what a save records).
    game_seed: u64,
    /// Whether the game in progress can be saved, or why not: found once
    /// when it begins (its start must come back from its variant and seed),
    /// not every frame the toolbar asks.
    start_saves: Result<(), refusal::SaveRefusal>,
    /// Multiplies animation time: 0 turns animation off.
    pub animation_speed: f64,
    /// Whether legal targets are marked.
    pub show_targets: bool,
    /// Whether boards name their columns and rows along their edges.
    pub show_coordinates: bool,
    /// The game's options from the settings (how its table is drawn).
    options: <V::Game as Registration>::Options,
    /// How long a bot waits after the last move has been shown (none: no
    /// waiting at all).
    bot_pause: Option<f64>,
    /// The last moment the table was showing a move (a move played, an
    /// animation running); bots play on a pause after it.
    shown_at: f64,
    /// The inside of the central panel last frame: where the status line
    /// and the table must fit.
    table_area: egui::Rect,
    /// The network game at the table, when friends play from elsewhere.
    online: Option<crate::net::session::Online<V::Game>>,
    /// Where a hosted table looks for guests.
    pub reach: crate::net::link::Reach,
    /// Whether a table this screen hosts allows hints (the host's choice
    /// in the host guide; off unless chosen).
    pub hints_allowed: bool,
    /// The window, to wake it when the network brings something.
    ctx: Option<Context>,
    /// What a screen reader hears at this table.
    speech: speech::Speech,
    /// The moves the table has sounded, and the sounds for the app.
    listener: sounds::Listener,
}

impl<V: GameView> Default for GameScreen<V> {
    fn default() -> Self {
        Self::new(V::Setup::default(), rng::fresh_seed())
    }
}

impl<V: GameView> GameScreen<V> {
    /// Which game this screen plays.
    pub const KIND: GameKind = <V::Game as Registration>::KIND;

    /// A screen with a new game set up as `setup`; `seed` decides the
    /// chance and the bots.
    pub fn new(setup: V::Setup, seed: u64) -> Self {
        let mut view = V::default();
        let setup = if view.check(&setup).is_ok() { setup } else { V::Setup::default() };
        let (session, game_seed) = view.start(&setup, seed);
        Self::with_view(view, setup, session, game_seed)
    }

    /// A screen continuing `session`, set up as `setup`, with `view`;
    /// `game_seed` is what a save records.
    pub fn with_view(view: V, setup: V::Setup, session: Session<V::Game>, game_seed: u64) -> Self {
        let mut screen = GameScreen {
            end_watch: EndWatch::new(&session),
            listener: sounds::Listener::at(session.history().cursor()),
            names: SeatNames::default(),
            advice: Default::default(),
            practice: None,
            practice_news: Vec::new(),
            review_taken: None,
            table: Table::new(session),
            view,
            setup,
            dialog: None,
            dialog_error: None,
            confirming: None,
            ask_before_replacing: true,
            replace_agreed: false,
            begun: 0,
            saved: None,
            result_hidden_at: None,
            result_since: None,
            note: None,
            from_position: false,
            refusal: None,
            reviewer: review::Reviewer::default(),
            review_inline: false,
            game_seed,
            start_saves: Ok(()),
            animation_speed: 1.0,
            show_targets: true,
            show_coordinates: true,
            options: Default::default(),
            bot_pause: BotPace::default().pause(),
            shown_at: f64::NEG_INFINITY,
            table_area: egui::Rect::NOTHING,
            online: None,
            reach: crate::net::link::Reach::Internet,
            hints_allowed: false,
            ctx: None,
            speech: speech::Speech::default(),
        };
        screen.view.reset(&screen.table);
        screen.start_saves = screen.start_check();
        screen
    }

    /// The game in progress.
    pub fn session(&self) -> &Session<V::Game> {
        &self.table.session
    }

    /// The game's view.
    pub fn view(&self) -> &V {
        &self.view
    }

    /// How the game at the table was set up.
    pub fn setup(&self) -> &V::Setup {
        &self.setup
    }

    /// The strongest bot's advice for the present position, once it has come.
    pub fn hint(&self) -> Option<MoveOf<V>> {
        self.table.current_hint().cloned()
    }

    /// The space the central panel gave the status line and the table last
    /// frame (nothing before the first frame).
    pub fn table_area(&self) -> egui::Rect {
        self.table_area
    }

    /// Whether the strongest bot was asked for advice on the present position
    /// (it may still be thinking).
    pub fn hint_asked(&self) -> bool {
        self.table.hint_pending() || self.table.current_hint().is_some()
    }

    /// The note shown over the board, if any.
    pub fn note(&self) -> Option<&str> {
        self.note.as_ref().map(|n| n.text.as_str())
    }

    /// The ply of the position on the board.
    pub fn shown_ply(&self) -> usize {
        self.table.shown_ply()
    }

    /// The reviewed move the board draws as arrows now, with the judge's
    /// best (see [`Judged`]).
    pub fn judged(&self) -> Option<Judged<'_, V::Game>> {
        self.reviewer.judged(&self.table)
    }

    /// Whether Review game may start now, or why not.
    pub fn review_offer(&self) -> Result<(), refusal::ReviewRefusal> {
        use refusal::ReviewRefusal;
        if self.practice.is_some() {
            return Err(ReviewRefusal::Practising);
        }
        if self.reviewer.running().is_some() {
            return Err(ReviewRefusal::Running);
        }
        if self.table.session.history().cursor() == 0 {
            return Err(ReviewRefusal::Nothing);
        }
        self.view.review_refusal(&self.table).map_or(Ok(()), |why| Err(ReviewRefusal::Game(why)))
    }

    /// Starts the review, or says why not.
    fn start_review(&mut self, ctx: Option<&Context>) {
        if let Err(why) = self.review_offer() {
            self.say(why.words());
            return;
        }
        let history = self.table.session.history();
        let started = if self.review_inline {
            self.reviewer.run_here(history)
        } else {
            self.reviewer.start(history, ctx)
        };
        if let Err(why) = started {
            self.say(why.words());
        }
    }

    /// The review of the game at the table, running or done.
    pub fn reviewer(&self) -> &review::Reviewer<V::Game> {
        &self.reviewer
    }

    /// Why the person's last attempt was refused, while the status line
    /// says it.
    pub fn refusal(&self) -> Option<&str> {
        self.refusal.as_deref()
    }

    /// Sets how quickly bots play on after a move.
    pub fn set_bot_pace(&mut self, pace: BotPace) {
        self.bot_pause = pace.pause();
    }

    /// How far the bots may go this frame: nothing while a move is still
    /// being shown or the pause after it runs (and a frame is asked for
    /// when it ends), one move after it.
    fn pace(&mut self, ctx: &Context, now: f64) -> Pace {
        let Some(pause) = self.bot_pause else { return Pace::Free };
        if self.view.animating(now) {
            self.shown_at = now;
        }
        let ready_at = self.shown_at + pause;
        if now < ready_at {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(ready_at - now));
            Pace::Hold
        } else {
            Pace::One
        }
    }

    /// What Undo offers now; every Undo button asks this.
    pub fn undo_offer(&self) -> UndoOffer {
        if let Some(online) = &self.online {
            use crate::net::Refusal;
            match online.undo_check() {
                Ok(()) => UndoOffer::Ask,
                Err(Refusal::NothingToUndo | Refusal::NotStarted) => UndoOffer::Nothing,
                Err(refusal) => UndoOffer::Refused(crate::ui::words::refusal(&refusal)),
            }
        } else if self.table.session.can_undo() {
            UndoOffer::Possible
        } else {
            self.view.undo_refusal(&self.table).map_or(UndoOffer::Nothing, UndoOffer::Refused)
        }
    }

    fn prefs(&self) -> Prefs {
        let coordinates = self.show_coordinates;
        Prefs { animation_speed: self.animation_speed, show_targets: self.show_targets, coordinates }
    }

    fn say(&mut self, text: String) {
        self.speech.record(text.clone());
        self.note = Some(Note { text, until: None });
    }

    /// Puts `session` on the table, forgetting everything about the last game.
    fn begin(&mut self, session: Session<V::Game>, seed: u64) {
        let inline = self.table.bots_inline();
        self.end_watch = EndWatch::new(&session);
        // The moves a game comes with (a save, a joined table) are not heard.
        self.listener = sounds::Listener::at(session.history().cursor());
        self.table.replace(session);
        self.table.set_bots_inline(inline);
        self.game_seed = seed;
        self.begun += 1;
        self.saved = None;
        self.dialog = None;
        self.dialog_error = None;
        self.confirming = None;
        self.result_hidden_at = None;
        self.result_since = None;
        self.note = None;
        self.refusal = None;
        self.from_position = false;
        self.reviewer.clear();
        self.review_taken = None;
        self.view.reset(&self.table);
        self.start_saves = self.start_check();
        // The next frame says that a game is on the table and who begins.
        self.speech.reset();
    }

    /// Drops any exercise under way without bringing back the game put
    /// aside (a game opened takes the table).
    fn drop_practice(&mut self) {
        if self.practice.take().is_some() {
            self.practice_news.push(practice::PracticeNews::Ended);
        }
    }

    /// The game with its review, once for each review that finished.
    fn reviewed_save(&mut self) -> Option<SaveFile> {
        if self.practice.is_some() {
            return None;
        }
        let decisions = self.reviewer.review(self.table.session.history())?.decisions.len();
        if self.review_taken == Some(decisions) {
            return None;
        }
        self.review_taken = Some(decisions);
        self.save().ok()
    }

    fn apply(&mut self, command: ScreenCommand<V>) {
        match command {
            ScreenCommand::Play(mv) => {
                self.refusal = None;
                self.play(mv);
            }
            ScreenCommand::Table(TableCommand::Undo | TableCommand::Redo) if self.practice.is_some() => {
                self.try_again();
            }
            ScreenCommand::Review(true) if self.practice.is_some() => self.say(t!("practice-no-review")),
            ScreenCommand::Table(TableCommand::Undo) if self.online.is_some() => {
                if let Some(online) = &mut self.online {
                    let said = match online.ask_undo() {
                        Ok(()) => t!("online-undo-sent"),
                        Err(why) => crate::ui::words::online_error(&why),
                    };
                    self.say(said);
                }
            }
            ScreenCommand::Table(TableCommand::Undo) if !self.table.session.can_undo() => {
                self.say(self.undo_offer().tip());
            }
            ScreenCommand::Table(command) => {
                if self.table.apply(command) {
                    // Undo, redo and the log move through moves in silence.
                    self.listener.pass_over(self.table.session.history().cursor());
                    self.note = None;
                    self.refusal = None;
                    self.view.jumped(&self.table);
                }
            }
            ScreenCommand::OpenNewGame => {
                // A new game is for the game put aside, not the exercise.
                self.end_practice();
                self.dialog_error = None;
                self.confirming = None;
                self.replace_agreed = false;
                let mut dialog = self.view.open_dialog(&self.setup, &self.names);
                V::seat_rows(&mut dialog).advise(self.advice.clone());
                self.dialog = Some(dialog);
            }
            ScreenCommand::Start(setup) => self.start(setup),
            ScreenCommand::Rematch(level) => self.rematch(level),
            ScreenCommand::Note(text) => self.say(text),
            ScreenCommand::Refuse(why) => {
                self.speech.record(why.clone());
                self.refusal = Some(why);
            }
            ScreenCommand::Cursor(place) => self.speech.cursor(place),
            ScreenCommand::Review(true) => self.start_review(None),
            ScreenCommand::Review(false) => self.reviewer.cancel(),
            ScreenCommand::ShowResult(shown) => {
                self.result_hidden_at = (!shown).then(|| self.table.session.history().cursor());
            }
            ScreenCommand::Own(command) => match command(&mut self.view, &mut self.table) {
                Effect::None => {}
                Effect::Begin(session, seed) => self.begin(session, seed),
                Effect::Note(text) => self.say(text),
            },
        }
    }

    fn play(&mut self, mv: MoveOf<V>) {
        if self.practice_answer(&mv) {
            return;
        }
        if let Some(online) = self.online.as_mut().filter(|o| o.is_guest()) {
            if self.table.viewing.is_none() && self.table.session.human_to_move() {
                match online.propose(&mv) {
                    Ok(()) => self.note = None,
                    Err(why) => self.say(online::move_refused::<V>(&why)),
                }
            }
            return;
        }
        if self.table.viewing.is_none() && self.table.session.human_to_move() {
            match self.table.session.play(mv) {
                Ok(()) => self.note = None,
                Err(e) => self.say(t!("move-refused", mv = e.mv, reason = V::refusal(&e.reason))),
            }
        }
        self.view.played(&self.table);
    }

    fn start(&mut self, setup: V::Setup) {
        match self.view.check(&setup) {
            Ok(()) => {
                let (session, seed) = self.view.start(&setup, rng::fresh_seed());
                self.setup = setup;
                self.begin_or_host(session, seed);
            }
            Err(why) if self.dialog.is_some() => self.dialog_error = Some(V::unfit(&why)),
            Err(why) => self.say(V::unfit(&why)),
        }
    }

    fn show(&mut self, ui: &mut Ui, side_panel: &mut bool) {
        let ctx = ui.ctx().clone();
        if self.dialog.is_some() {
            keys::keyboard_elsewhere(&ctx);
        }
        let now = ui.input(|i| i.time);
        self.ctx = Some(ctx.clone());
        self.poll_online();
        let prefs = self.prefs();
        self.poll_practice();
        let pace = self.pace(&ctx, now);
        // Nothing moves by itself, and no bot thinks, while an exercise waits.
        let ticked = if self.practice.is_some() { None } else { self.table.tick(&ctx, pace) };
        if let Some(ply) = ticked {
            self.animate(ply, now);
            self.shown_at = now;
        }
        self.view.advance(&self.table, now, prefs);
        self.reviewer.poll(self.table.session.history());
        if self.reviewer.running().is_some() {
            // The progress bar moves on its own.
            ctx.request_repaint_after(std::time::Duration::from_millis(150));
        }
        if self.note.as_mut().is_some_and(|n| *n.until.get_or_insert(now + NOTE_SECONDS) <= now) {
            self.note = None;
        }
        if self.refusal.is_some() && next_action(&ctx) {
            self.refusal = None;
        }
        let mut commands = Vec::new();
        // The person's moves and the hint, read once for every part drawn.
        let turn = Turn::read(&mut self.table);
        // The panel never takes more than its share of the window, so the
        // table always has the room it was tried at; zoomed in, the share
        // is of the window at the actual size, so the panel does not widen
        // in the window's pixels and the table is not squeezed by a zoom.
        let zoom = ctx.zoom_factor().max(1.0);
        let widest = (ui.available_width() * SIDE_PANEL_MOST / zoom).max(SIDE_PANEL_MIN_WIDTH);
        egui::Panel::right(format!("{}-side", Self::KIND.file_stem()))
            .resizable(true)
            .default_size(SIDE_PANEL_WIDTH)
            .size_range(SIDE_PANEL_MIN_WIDTH..=widest)
            .show_collapsible(ui, side_panel, |ui| self.side_panel(ui, &turn, now, &mut commands));
        egui::CentralPanel::default().show(ui, |ui| {
            self.table_area = ui.max_rect();
            self.central(ui, &turn, now, &mut commands);
        });
        if let Some(start) = self.dialog_ui(&ctx) {
            commands.push(start);
        }
        // Keys belong to any window or dialog that is up, not to the board.
        if keys::board_has_keys(&ctx) {
            self.keys(ui, &turn, now, &mut commands);
        }
        for command in commands {
            self.apply(command);
        }
        let said = self.speech.said().len();
        self.speech.watch(&self.view, &self.table);
        if self.speech.said().len() != said {
            ctx.request_repaint();
        }
        // Every move of this frame, the bots', the network's and the person's.
        self.listener.listen::<V>(&self.table);
    }

    /// Hands the move that made `ply` to the view to animate, unless
    /// animation is off.
    fn animate(&mut self, ply: usize, now: f64) {
        let history = self.table.session.history();
        if let Some(played) = ply.checked_sub(1).and_then(|i| history.all().get(i))
            && self.animation_speed > 0.0
        {
            self.view.animate(history.state_at(ply - 1), &played.mv, now, self.animation_speed);
        }
    }

    /// Escape returns to the present, puts the result card away or steps
    /// out of a choice; the view reads its own keys.
    fn keys(&mut self, ui: &Ui, turn: &Turn<V>, now: f64, commands: &mut Vec<ScreenCommand<V>>) {
        let escape = ui.input(|i| i.key_pressed(egui::Key::Escape));
        if self.table.viewing.is_some() && escape {
            commands.push(ScreenCommand::Table(TableCommand::View(None)));
        } else if escape && self.game_over() && !self.result_hidden() {
            commands.push(ScreenCommand::ShowResult(false));
        } else if escape {
            self.view.escape();
        }
        let prefs = self.prefs();
        let mut scene = Scene::new(&self.table, turn, now, (prefs, &self.options), commands);
        self.view.keys(ui, &mut scene);
    }

    fn central(&mut self, ui: &mut Ui, turn: &Turn<V>, now: f64, commands: &mut Vec<ScreenCommand<V>>) {
        let mut table_commands = Vec::new();
        let top_left = ui.max_rect();
        if let Some(waiting) = self.online.as_ref().and_then(online::waiting_text) {
            ui.horizontal_wrapped(|ui| {
                ui.add(egui::Spinner::new());
                ui.label(egui::RichText::new(waiting).strong());
            });
        } else if self.practice.is_some() {
            self.practice_box(ui);
            if self.table.viewing.is_some() {
                self.table.viewing_banner(ui, &mut table_commands);
            }
        } else if !self.table.viewing_banner(ui, &mut table_commands) {
            let prompt = self.view.status_prompt(&self.table, &turn.moves);
            let over = self.view.game_over_text(&self.table);
            let label = |seat| self.view.seat_label(&self.table, seat);
            let prompt =
                self.refusal.as_deref().map_or(status::Prompt::Plain(&prompt), status::Prompt::Refusal);
            let moving = self.table.still_moving(self.view.animating(now));
            // One wrapped row: a long status line wraps, and "Show result"
            // moves under it whole rather than being pushed past the edge.
            ui.horizontal_wrapped(|ui| {
                self.table.status_line(ui, &label, (prompt, moving), &over, &mut table_commands);
                if self.game_over() && self.result_hidden() {
                    banner::show_result_button(ui, commands);
                }
            });
            let current = self.table.session.current();
            if let Some(id) = turn.hint.as_ref().and_then(|mv| V::Game::hint_reason(current, mv)) {
                crate::ui::widgets::hint::reason(ui, id);
            }
        }
        commands.extend(table_commands.into_iter().map(ScreenCommand::Table));
        let prefs = self.prefs();
        let card = self.card_context(now);
        let mut scene = Scene::new(&self.table, turn, now, (prefs, &self.options), commands);
        scene.result_hidden = self.result_hidden();
        scene.card = card;
        scene.judged = self.reviewer.judged(&self.table);
        let area = self.view.central(ui, &mut scene);
        self.note_ui(ui, area, now);
        self.speech.show(ui, top_left);
    }

    /// The note, in the place the view gives it over the board.
    fn note_ui(&self, ui: &mut Ui, area: egui::Rect, now: f64) {
        let Some(note) = &self.note else { return };
        let left = note.until.map_or(NOTE_SECONDS, |until| until - now);
        ui.ctx().request_repaint_after(std::time::Duration::from_secs_f64(left.max(0.05)));
        banner::note(ui, self.view.note_area(area), &note.text);
    }

    /// Whether the game at the table has ended.
    fn game_over(&self) -> bool {
        crate::core::Game::outcome(self.table.session.current()).is_some()
    }

    /// Whether the person put the result card of this ending away.
    fn result_hidden(&self) -> bool {
        self.result_hidden_at == Some(self.table.session.history().cursor())
    }
}
