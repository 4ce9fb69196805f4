//! What the app shell asks of a tab, whatever its game ([`GameTab`]), and
//! how every game's screen answers it.

use super::refusal::{JoinRefusal, PracticeRefusal, RestartRefusal, ReviewRefusal, SaveRefusal};
use super::table::EndWatch;
use super::{Finished, GameScreen, GameView, ScreenCommand, TableCommand};
use crate::core::{Game, Seat};
use crate::games::GameKind;
use crate::store::save::{LoadError, SaveFile};
use crate::store::settings::Settings;
use crate::ui::widgets::seat_names::SeatNames;
use eframe::egui::{Context, Ui};
use std::any::Any;

/// What the app shell asks of every game's screen.
pub trait GameTab: Any {
    /// Draws the screen and handles its input; the side panel is drawn
    /// while `side_panel` holds, and dragging it shut clears it.
    fn ui(&mut self, ui: &mut Ui, side_panel: &mut bool);
    /// Opens the new-game dialog.
    fn open_new_game(&mut self);
    /// Whether a new game would replace one under way, and the person
    /// asked to be asked before that.
    fn would_replace(&self) -> bool;
    /// Opens the new-game dialog to host a game: a seat for a friend online
    /// (the second, unless one is already), and a game under way replaced
    /// without asking again (the host guide asked first).
    fn open_host_dialog(&mut self);
    /// Takes back moves (or says why not).
    fn undo(&mut self);
    /// Replays moves.
    fn redo(&mut self);
    /// Whether the Undo buttons are enabled (see [`UndoOffer::enabled`]).
    fn can_undo(&self) -> bool;
    /// Whether redo would do anything.
    fn can_redo(&self) -> bool;
    /// Whether a dialog of the screen has the keyboard.
    fn dialog_open(&self) -> bool;
    /// Whether the new-game dialog is up and nothing was asked of it yet
    /// (no question over a game in progress): closing it loses nothing.
    fn new_game_form_open(&self) -> bool;
    /// Closes the new-game dialog as Cancel does.
    fn close_new_game_form(&mut self);
    /// The game this screen plays.
    fn kind(&self) -> GameKind;
    /// How many moves of its game lie behind the position shown at the table.
    fn plies(&self) -> usize;
    /// The game in progress as a save, or why it cannot be saved.
    fn to_save(&self) -> Result<SaveFile, SaveRefusal>;
    /// Whether the game in progress can be saved, or why not, without
    /// writing its moves (the Save buttons ask every frame).
    fn save_offer(&self) -> Result<(), SaveRefusal>;
    /// Replaces the game with a save's; on error nothing changes.
    fn load_save(&mut self, save: &SaveFile) -> Result<(), LoadError>;
    /// Notes that the game was just written as `written` (or, with none,
    /// that the table is a file just opened): a new game asks before it
    /// replaces only progress made since.
    fn mark_saved(&mut self, written: Option<&SaveFile>);
    /// How many games were begun at this table: a new number is a new game.
    fn games_begun(&self) -> u64;
    /// A game (or match) that ended since the last call, to count once.
    fn take_finished(&mut self) -> Option<Finished>;
    /// Takes on the player's settings: animation, targets, new-game defaults.
    fn apply_settings(&mut self, settings: &Settings);
    /// Says the seats' default names again in this thread's language (a
    /// name a person typed stays; a network table's names are left as
    /// its people know them).
    fn reword_seats(&mut self, settings: &Settings);
    /// Takes what the coach says, from everyone's records, to the people
    /// of this game's new games.
    fn take_advice(&mut self, people: &crate::store::people::People);
    /// Puts the game at the table aside and sets out `exercise` for the
    /// person to answer; why not, when it cannot be practised here.
    fn practise(&mut self, exercise: &crate::store::exercises::Exercise) -> Result<(), PracticeRefusal>;
    /// The exercise under way at this table.
    fn practising(&self) -> Option<&crate::store::exercises::Exercise>;
    /// Ends practice, bringing the game put aside back.
    fn stop_practice(&mut self);
    /// What practice at this table has told since last asked.
    fn take_practice_news(&mut self) -> Vec<super::practice::PracticeNews>;
    /// The game with its review, once each time a review of it finishes
    /// (for the exercises it gives).
    fn take_reviewed(&mut self) -> Option<SaveFile>;
    /// Asks the strongest bot for a hint for the person to move.
    fn request_hint(&mut self, ctx: &Context);
    /// Whether a hint was asked for the present position (it may still be
    /// worked out).
    fn hint_asked(&self) -> bool;
    /// Makes bots answer within the frame that asks them (tests), or on
    /// their worker thread (the app).
    fn set_bots_inline(&mut self, inline: bool);
    /// Starts reviewing the game (or says why not).
    fn review(&mut self, ctx: &Context);
    /// Whether Review game would start one now, or why not (the menu's
    /// item is greyed with the reason).
    fn review_offer(&self) -> Result<(), ReviewRefusal>;
    /// For each legal move in the position at the table, the labels of
    /// the widgets a person activates to play it (see
    /// [`GameView::move_clicks`]); none while nobody at this screen is to
    /// move (a bot, a friend on another computer).
    fn legal_clicks(&self) -> Vec<Vec<String>>;
    /// Starts a new game with `seats` in turn order and the rest of the
    /// last setup, dealt from `seed`; on error (a number of players the
    /// game is not played by) nothing changes.
    fn restart(&mut self, seats: Vec<Seat>, seed: u64) -> Result<(), RestartRefusal>;
    /// Takes the seat a Join brought (the welcome's game must be this
    /// tab's); on error nothing changes.
    fn join_online(&mut self, joined: crate::net::session::Joined) -> Result<(), JoinRefusal>;
    /// Where a table hosted from this tab looks for guests.
    fn set_reach(&mut self, reach: crate::net::link::Reach);
    /// Whether a table this tab hosts from now on allows hints.
    fn set_hints_allowed(&mut self, allowed: bool);
    /// Whether friends on other computers play at this tab's table.
    fn online(&self) -> bool;
    /// Whether the game at the table has ended.
    fn game_over(&self) -> bool;
    /// Whether the game names places that the board can show along its
    /// edges.
    fn has_coordinates(&self) -> bool;
    /// Says the position at the table to a screen reader.
    fn read_position(&mut self);
    /// Says the last few moves to a screen reader.
    fn read_moves(&mut self);
    /// Every sentence the table said to a screen reader, oldest first.
    fn spoken(&self) -> &[String];
    /// The sounds the table asked for since the last call, oldest first
    /// (one for each move played, then the turn's or the end's).
    fn take_sounds(&mut self) -> Vec<crate::sound::Sound>;
}

impl<V: GameView> GameTab for GameScreen<V> {
    fn ui(&mut self, ui: &mut Ui, side_panel: &mut bool) {
        self.show(ui, side_panel);
    }
    fn join_online(&mut self, joined: crate::net::session::Joined) -> Result<(), JoinRefusal> {
        self.join(joined)
    }
    fn set_hints_allowed(&mut self, allowed: bool) {
        self.hints_allowed = allowed;
    }
    fn set_reach(&mut self, reach: crate::net::link::Reach) {
        self.reach = reach;
    }
    fn online(&self) -> bool {
        self.is_online()
    }
    fn game_over(&self) -> bool {
        GameScreen::game_over(self)
    }
    fn read_position(&mut self) {
        self.speech.read_position(&self.view, &self.table);
    }
    fn read_moves(&mut self) {
        self.speech.read_last_moves(&self.view, &self.table);
    }
    fn spoken(&self) -> &[String] {
        self.speech.said()
    }

    fn take_sounds(&mut self) -> Vec<crate::sound::Sound> {
        self.listener.take()
    }
    fn open_new_game(&mut self) {
        self.apply(ScreenCommand::OpenNewGame);
    }
    fn would_replace(&self) -> bool {
        self.ask_before_replacing && super::table::under_way(&self.table.session)
    }
    fn open_host_dialog(&mut self) {
        self.apply(ScreenCommand::OpenNewGame);
        self.replace_agreed = true;
        if let Some(dialog) = &mut self.dialog {
            V::seat_rows(dialog).offer_to_friend();
        }
    }
    fn undo(&mut self) {
        self.apply(ScreenCommand::Table(TableCommand::Undo));
    }
    fn redo(&mut self) {
        self.apply(ScreenCommand::Table(TableCommand::Redo));
    }
    fn can_undo(&self) -> bool {
        self.undo_offer().enabled()
    }
    fn can_redo(&self) -> bool {
        self.table.session.can_redo()
    }
    fn dialog_open(&self) -> bool {
        self.dialog.is_some()
    }
    fn new_game_form_open(&self) -> bool {
        self.dialog.is_some() && self.confirming.is_none()
    }
    fn close_new_game_form(&mut self) {
        if self.confirming.is_none() {
            self.dialog = None;
        }
    }
    fn kind(&self) -> GameKind {
        Self::KIND
    }
    fn has_coordinates(&self) -> bool {
        V::COORDINATES
    }
    fn plies(&self) -> usize {
        self.table.session.history().cursor()
    }
    fn to_save(&self) -> Result<SaveFile, SaveRefusal> {
        // While practising, the game put aside is the one kept.
        match self.kept_save() {
            Some(kept) => Ok(kept.clone()),
            None => self.save(),
        }
    }
    fn save_offer(&self) -> Result<(), SaveRefusal> {
        GameScreen::save_offer(self)
    }
    fn load_save(&mut self, save: &SaveFile) -> Result<(), LoadError> {
        // A game opened replaces the one at the table, practice or not.
        self.drop_practice();
        self.load(save)
    }
    fn mark_saved(&mut self, written: Option<&SaveFile>) {
        self.keep_as_saved(written);
    }
    fn games_begun(&self) -> u64 {
        self.begun
    }
    fn take_finished(&mut self) -> Option<Finished> {
        if self.exercise().is_some() {
            return None;
        }
        let outcome = self.end_watch.check(&self.table.session)?;
        let session = &self.table.session;
        let variant = self.view.variant_name(session.current());
        let mut finished = EndWatch::finished(Self::KIND, variant, &session.seats, &outcome)?;
        finished.match_won = self.view.match_won(&self.table);
        Some(finished)
    }
    fn practise(&mut self, exercise: &crate::store::exercises::Exercise) -> Result<(), PracticeRefusal> {
        self.start_practice(exercise)
    }
    fn practising(&self) -> Option<&crate::store::exercises::Exercise> {
        self.exercise()
    }
    fn stop_practice(&mut self) {
        self.end_practice();
    }
    fn take_practice_news(&mut self) -> Vec<super::practice::PracticeNews> {
        std::mem::take(&mut self.practice_news)
    }
    fn take_reviewed(&mut self) -> Option<SaveFile> {
        self.reviewed_save()
    }
    fn take_advice(&mut self, people: &crate::store::people::People) {
        self.advice = crate::ui::widgets::new_game::Advice::of(people, Self::KIND);
    }
    fn apply_settings(&mut self, settings: &Settings) {
        self.animation_speed = settings.animation.factor();
        if !self.table.bots_inline() {
            self.set_bot_pace(settings.bot_pace);
        }
        self.show_targets = settings.show_legal_targets;
        self.show_coordinates = settings.show_coordinates;
        self.options = settings.options::<V::Game>();
        self.ask_before_replacing = settings.confirm_new_game;
        self.names = SeatNames::from_settings(settings);
        V::settle(&mut self.setup, settings);
    }
    fn hint_asked(&self) -> bool {
        GameScreen::hint_asked(self)
    }
    fn reword_seats(&mut self, settings: &Settings) {
        if self.online.is_none() {
            crate::ui::widgets::seat_names::reword(&mut self.table.session.seats, settings);
        }
    }
    fn request_hint(&mut self, ctx: &Context) {
        if self.exercise().is_some() {
            self.say(crate::t!("practice-no-hint"));
            return;
        }
        if self.is_online() {
            return self.online_hint(ctx);
        }
        self.table.request_hint(ctx);
    }
    fn review(&mut self, ctx: &Context) {
        self.start_review(Some(ctx));
    }
    fn legal_clicks(&self) -> Vec<Vec<String>> {
        // Only a person at this screen moves by the board's widgets.
        if !self.table.session.human_to_move() {
            return Vec::new();
        }
        let mut moves = Vec::new();
        Game::legal_moves(self.table.session.current(), &mut moves);
        moves.iter().map(|mv| self.view.move_clicks(&self.table, mv)).collect()
    }
    fn restart(&mut self, seats: Vec<Seat>, seed: u64) -> Result<(), RestartRefusal> {
        let setup = V::seated(&self.setup, seats).map_err(RestartRefusal::of::<V>)?;
        self.view.check(&setup).map_err(RestartRefusal::of::<V>)?;
        let (session, game_seed) = self.view.start(&setup, seed);
        self.setup = setup;
        self.begin_or_host(session, game_seed);
        Ok(())
    }
    fn review_offer(&self) -> Result<(), ReviewRefusal> {
        GameScreen::review_offer(self)
    }
    fn set_bots_inline(&mut self, inline: bool) {
        self.table.set_bots_inline(inline);
        self.review_inline = inline;
        // Tests see each bot move in the frame that asks for it, unless one
        // sets a pace to test the pacing itself.
        if inline {
            self.bot_pause = None;
        }
    }
}
