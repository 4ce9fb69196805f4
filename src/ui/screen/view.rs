//! What a game's view supplies to the shared game screen: its board, its
//! setup and new-game dialog fields, its animations, the words it uses for
//! seats and results, and how its games are saved. The screen does the rest.

use super::table::{Table, TableCommand};
use crate::core::review::Verdict;
use crate::core::{Game, Level, Seat, SeatIndex, Session};
use crate::games::{Registered, Registration, Saves};
use crate::sound::Sound;
use crate::store::save::SaveFile;
use crate::store::settings::Settings;
use crate::ui::widgets::board_frame::BoardAct;
use crate::ui::widgets::clock::Clock;
use crate::ui::widgets::keys;
use crate::ui::widgets::seat_names::SeatNames;
use eframe::egui::{self, Rect, Ui};

/// The move type of a view's game.
pub type MoveOf<V> = <<V as ViewGame>::Game as Game>::Move;

/// A request collected while drawing the screen, applied after drawing.
pub enum ScreenCommand<V: ViewGame> {
    /// A person's move (checked again by the engine before it is played).
    Play(MoveOf<V>),
    /// Look back, undo, redo or resume.
    Table(TableCommand),
    /// Open the new-game dialog.
    OpenNewGame,
    /// Start a new game set up like this.
    Start(V::Setup),
    /// Start the game that ended again: the same seats and options, a new
    /// seed; with a level, every bot plays at it (the coach's suggestion).
    Rematch(Option<Level>),
    /// Say something to the person for a few seconds.
    Note(String),
    /// A person's attempt the rules refuse: the status line says why until
    /// the next action.
    Refuse(String),
    /// The keyboard cursor moved onto this place (its words, for a screen
    /// reader).
    Cursor(String),
    /// Bring back (`true`) or put away (`false`) the result card of the
    /// game that has ended.
    ShowResult(bool),
    /// Start (`true`) or cancel (`false`) the review of the game.
    Review(bool),
    /// A request only this game's view understands, applied to it and
    /// the table after drawing.
    Own(OwnCommand<V>),
}

/// A view's own request: what to do to the view and the table.
pub type OwnCommand<V> =
    Box<dyn FnOnce(&mut V, &mut Table<<V as ViewGame>::Game>) -> Effect<<V as ViewGame>::Game>>;

/// What applying a view's own command asks of the screen.
pub enum Effect<G: Game> {
    /// Nothing more.
    None,
    /// Continue with this session; the number is the seed a save records.
    Begin(Session<G>, u64),
    /// Say this to the person.
    Note(String),
}

/// The player's display preferences, as the screen hands them to its view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Prefs {
    /// Multiplies animation time: 0 turns animation off.
    pub animation_speed: f64,
    /// Whether legal targets are marked.
    pub show_targets: bool,
    /// Whether a board names its columns and rows along its edges.
    pub coordinates: bool,
}

/// What a frame reads of the table once, for every part drawn: the moves
/// a person may make (none while looking back or while a bot is to move)
/// and the strongest bot's advice, once it has come.
pub struct Turn<V: ViewGame> {
    /// The person's legal moves.
    pub moves: Vec<MoveOf<V>>,
    /// The hint for the present.
    pub hint: Option<MoveOf<V>>,
}

impl<V: ViewGame> Turn<V> {
    /// Reads `table` (collecting a hint that has just come).
    pub fn read(table: &mut Table<V::Game>) -> Self {
        let hint = table.hint().cloned();
        Turn { moves: table.human_moves(), hint }
    }
}

/// One frame being drawn: the table, the time, the preferences, and the
/// commands the view collects.
pub struct Scene<'a, V: ViewGame> {
    /// The game at the table (read only: changes go through `commands`).
    pub table: &'a Table<V::Game>,
    /// The moves a person may make now (none while looking back or while a
    /// bot is to move).
    pub moves: &'a [MoveOf<V>],
    /// The strongest bot's advice for the present, once it has come.
    pub hint: Option<MoveOf<V>>,
    /// The frame's time in seconds.
    pub now: f64,
    /// How the player likes the table drawn.
    pub prefs: Prefs,
    /// The game's options as the settings hold them (those that say how
    /// its table is drawn, such as Malice's dual shapes, apply at once).
    pub options: &'a <V::Game as Registration>::Options,
    /// Requests to apply after drawing.
    pub commands: &'a mut Vec<ScreenCommand<V>>,
    /// Whether the person put the result card away (see
    /// [`Scene::result_card`]).
    pub result_hidden: bool,
    /// When the result card came up and what the coach suggests next.
    pub card: super::banner::CardContext,
    /// The reviewed move that led to the position shown, while looking
    /// back at a reviewed game (or at its end): the board draws it and the
    /// judge's best move as two arrows.
    pub judged: Option<Judged<'a, V::Game>>,
}

/// A reviewed move on show: the move played and the judge's best move,
/// both chosen in `before` by `seat`, with the mover's winning chances
/// after each. The board draws them as two arrows from where they were
/// chosen (see `widgets::hint::judged`).
pub struct Judged<'a, G: Game> {
    /// The position the move was chosen in.
    pub before: &'a G,
    /// Who chose it.
    pub seat: SeatIndex,
    /// The move played.
    pub played: &'a G::Move,
    /// What the judge made of it: its best move and both chances.
    pub verdict: &'a Verdict<G::Move>,
}

impl<G: Game> Clone for Judged<'_, G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Judged<'_, G> {}

impl<G: Game> Judged<'_, G> {
    /// The judge's best move.
    pub fn best(&self) -> &G::Move {
        &self.verdict.best
    }

    /// Whether the move played was the judge's best.
    pub fn was_best(&self) -> bool {
        *self.played == self.verdict.best
    }

    /// The labels of the two arrows: the move played's and the best's.
    pub fn labels(&self) -> [String; 2] {
        let played = crate::i18n::percent(self.verdict.played_chance, 0);
        if self.was_best() {
            let both = crate::t!("hint-played-best", chance = played);
            return [both.clone(), both];
        }
        [
            crate::t!("hint-played", chance = played),
            crate::t!("hint-best", chance = crate::i18n::percent(self.verdict.best_chance, 0)),
        ]
    }
}

impl<'a, V: ViewGame> Scene<'a, V> {
    /// The frame at `table`, with what the screen read of it once this
    /// frame (the person's moves and the hint that has come) and how the
    /// person likes it drawn.
    pub fn new(
        table: &'a Table<V::Game>,
        turn: &'a Turn<V>,
        now: f64,
        (prefs, options): (Prefs, &'a <V::Game as Registration>::Options),
        commands: &'a mut Vec<ScreenCommand<V>>,
    ) -> Self {
        Scene {
            table,
            moves: &turn.moves,
            hint: turn.hint.clone(),
            now,
            prefs,
            options,
            commands,
            result_hidden: false,
            card: Default::default(),
            judged: None,
        }
    }

    /// A row offering `mv` when the person may make it: `label` (if not
    /// empty), then a button reading `button`, with `tip` and its key on
    /// hover. Space plays it too, while the board has the keys.
    pub fn offer(&mut self, ui: &mut Ui, mv: MoveOf<V>, label: &str, button: &str, tip: &str) {
        if !self.moves.contains(&mv) {
            return;
        }
        let space = keys::board_has_keys(ui.ctx()) && ui.input(|i| i.key_pressed(egui::Key::Space));
        ui.horizontal_wrapped(|ui| {
            if !label.is_empty() {
                ui.label(label);
            }
            let key = crate::t!("key-space");
            let tip =
                if tip.is_empty() { key } else { crate::t!("action-tip-with-keys", does = tip, keys = key) };
            if ui.button(button).on_hover_text(tip).clicked() || space {
                self.commands.push(ScreenCommand::Play(mv));
            }
        });
    }

    /// Asks for `mv` to be played.
    pub fn play(&mut self, mv: MoveOf<V>) {
        self.commands.push(ScreenCommand::Play(mv));
    }

    /// What a person did on the board: a move to play, or a refusal to
    /// say.
    pub fn act<M: Into<MoveOf<V>>>(&mut self, act: BoardAct<M>) {
        match act {
            BoardAct::Play(mv) => self.play(mv.into()),
            BoardAct::Refused(why) => self.refuse(why),
        }
    }

    /// Says why the person's attempt is refused (on the status line, until
    /// the next action).
    pub fn refuse(&mut self, why: String) {
        self.commands.push(ScreenCommand::Refuse(why));
    }

    /// Says the place the keyboard cursor moved onto, in words (empty: the
    /// cursor is not shown).
    pub fn cursor_on(&mut self, place: String) {
        self.commands.push(ScreenCommand::Cursor(place));
    }

    /// How far an animation running by `clock` has come (0 to 1), while it
    /// runs and the present is shown; asks for the next frame while it does.
    pub fn progress(&self, ui: &Ui, clock: Clock) -> Option<f32> {
        if self.table.viewing.is_some() {
            return None;
        }
        let t = clock.fraction(self.now);
        let running = t < 1.0;
        if running {
            ui.ctx().request_repaint();
        }
        running.then_some(t.max(0.0))
    }

    /// Asks for `command` to be applied to the view and the table.
    pub fn own(&mut self, command: impl FnOnce(&mut V, &mut Table<V::Game>) -> Effect<V::Game> + 'static) {
        self.commands.push(ScreenCommand::Own(Box::new(command)));
    }
}

/// Which game a view shows, how a new game of it is set up and its rules
/// page: the ground every part of a view's contract stands on.
pub trait ViewGame: Default + 'static {
    /// The rules engine, with its registry entry (states compare equal
    /// when they are the same position: a save is checked that way).
    type Game: Registered + PartialEq;
    /// How a new game is set up (what the new-game dialog produces; the
    /// screen keeps the last one for the next new game).
    type Setup: Clone + Default;
    /// Its rules page in How to play.
    type Rules: crate::ui::rules_page::RulesPage + Default;
}

/// A view's words, in the person's language (`t!`): its name, its log,
/// its status line, its refusals, its variants.
pub trait ViewWords: ViewGame {
    /// The game's name: its tab, and every title that names it.
    fn title() -> String;
    /// What to expect of the bot of `level`, as its rung of the game's
    /// ladder says it; `None` when the ladder has no such rung.
    fn rung_line(level: Level) -> Option<String>;
    /// Why the engine refuses a move, as the status line and notes say it.
    fn refusal(why: &<Self::Game as Game>::Illegal) -> String;
    /// A statistics row's variant, kept in the file as
    /// [`ViewWords::variant_name`] wrote it (English, so that rows do not
    /// split by language), in the person's language.
    fn variant_shown(kept: &str) -> String;
    /// Move `mv`, played from `before`, as the move log writes it: its
    /// notation, with the log's words in the person's language.
    fn log_line(before: &Self::Game, mv: &MoveOf<Self>) -> String;
    /// How the status line names `seat`.
    fn seat_label(&self, table: &Table<Self::Game>, seat: SeatIndex) -> String;
    /// What the person to move should do, after their name.
    fn status_prompt(&self, table: &Table<Self::Game>, moves: &[MoveOf<Self>]) -> String;
    /// The status line once the game is over.
    fn game_over_text(&self, table: &Table<Self::Game>) -> String;
    /// Who played move `ply + 1`, for the log; by default nobody is named
    /// apart, as the log line says it.
    fn log_mover(&self, table: &Table<Self::Game>, ply: usize) -> String {
        let _ = (table, ply);
        String::new()
    }
    /// The variant of `game` as the side panel names it under the title
    /// (read from the game at the table, never from the next game's setup).
    fn variant_title(&self, game: &Self::Game) -> String;
    /// The variant a finished game counts under in the statistics.
    fn variant_name(&self, game: &Self::Game) -> String;
    /// Why undo cannot go further back, when the game itself forbids it.
    fn undo_refusal(&self, table: &Table<Self::Game>) -> Option<String> {
        let _ = table;
        None
    }
    /// Why the game may not be reviewed now (a review would show hidden
    /// cards to a person at the table), if it may not.
    fn review_refusal(&self, table: &Table<Self::Game>) -> Option<String> {
        let _ = table;
        None
    }
}

/// What a person hears of a view: a screen reader's sentences and the
/// sounds of moves.
pub trait ViewSpeech: ViewGame {
    /// The sentence a screen reader hears for `mv`, played from `before`
    /// ("North moved the large piece from R d 8 to R c 6 …").
    fn speak_move(&self, table: &Table<Self::Game>, before: &Self::Game, mv: &MoveOf<Self>) -> String;
    /// The position at the table in words, read out when the person asks:
    /// what each side has and what matters on the board.
    fn speak_position(&self, table: &Table<Self::Game>) -> String;
    /// The sound move `mv` makes, played from `before` to `after` (none for
    /// a move that makes none, such as a pass). The screen plays it once,
    /// whoever made the move.
    fn sound(before: &Self::Game, mv: &MoveOf<Self>, after: &Self::Game) -> Option<Sound>;
}

/// A view's painting: its side panel, its board, its animations.
pub trait ViewPainting: ViewGame {
    /// Whether its table has places with names to show along its edges
    /// (View › coordinates); a game of cards has none.
    const COORDINATES: bool = true;

    /// The side panel's game part: the seats and what goes with them.
    fn players(&mut self, ui: &mut Ui, scene: &mut Scene<'_, Self>);
    /// The board and whatever stands on it; returns the board's area.
    fn central(&mut self, ui: &mut Ui, scene: &mut Scene<'_, Self>) -> Rect;
    /// Where a note goes over the board area `area`.
    fn note_area(&self, area: Rect) -> Rect {
        let width = area.width().min(520.0);
        Rect::from_min_size(
            eframe::egui::pos2(area.center().x - width / 2.0, area.top() + 8.0),
            eframe::egui::vec2(width, 40.0),
        )
    }
    /// Starts animating `mv`, just played at the present from `before`;
    /// animations last `speed` times their normal length (never 0 here).
    fn animate(&mut self, before: &Self::Game, mv: &MoveOf<Self>, now: f64, speed: f64) {
        let _ = (before, mv, now, speed);
    }
    /// Whether a move (or what goes with it: a die's tumble, a captured
    /// piece leaving) is still being shown at `now`. Bots wait for it, and
    /// then for the player's pause, before they play on.
    fn animating(&self, now: f64) -> bool {
        let _ = now;
        false
    }
    /// Moves time on before the frame is drawn.
    fn advance(&mut self, table: &Table<Self::Game>, now: f64, prefs: Prefs) {
        let _ = (table, now, prefs);
    }
    /// The shown position jumped (undo, redo, the log): drop selections
    /// and animations.
    fn jumped(&mut self, table: &Table<Self::Game>);
    /// Forgets selections and animations: a new session is at the table.
    /// By default as for a jump; a view that keeps something of the game
    /// itself (a board's layout) takes it anew here.
    fn reset(&mut self, table: &Table<Self::Game>) {
        self.jumped(table);
    }
}

/// How a person plays at a view: its keys, its clicks, Escape.
pub trait ViewInput: ViewGame {
    /// The labels of the widgets a person activates, in order, to play
    /// `mv` at `table` as the screen stands (a piece, then its target; a
    /// card, then its pile; a button), as the accessibility tree names
    /// them.
    fn move_clicks(&self, table: &Table<Self::Game>, mv: &MoveOf<Self>) -> Vec<String>;
    /// Escape was pressed on the board: step back out of a choice.
    fn escape(&mut self);
    /// Keys of the game's own (e.g. Space rolls the die).
    fn keys(&mut self, ui: &Ui, scene: &mut Scene<'_, Self>) {
        let _ = (ui, scene);
    }
    /// A person's move was just offered to the engine.
    fn played(&mut self, table: &Table<Self::Game>) {
        let _ = table;
    }
}

/// A view's new games: the new-game dialog, its options in the settings
/// window, and how a setup starts a game.
pub trait ViewDialog: ViewGame {
    /// The new-game dialog's working copy.
    type Dialog;
    /// Why a setup cannot start a game (the game is not played by that
    /// many, the engine refuses it): worded by [`ViewDialog::unfit`].
    type Unfit: std::fmt::Debug + 'static;

    /// Draws the settings window's rows for its options: for each, a
    /// label, then its control, then `ui.end_row()` (the window's grid has
    /// two columns). None by default: a game without options.
    fn option_rows(ui: &mut Ui, options: &mut <Self::Game as Registration>::Options) {
        let _ = (ui, options);
    }
    /// Why `setup` cannot be played, if it cannot.
    fn check(&self, setup: &Self::Setup) -> Result<(), Self::Unfit> {
        let _ = setup;
        Ok(())
    }
    /// Starts a game set up as `setup`; returns the session and the seed a
    /// save records.
    fn start(&mut self, setup: &Self::Setup, seed: u64) -> (Session<Self::Game>, u64);
    /// `setup` with `seats` at the table, in turn order (the rest as it
    /// was), or why the game is not played by that many.
    fn seated(setup: &Self::Setup, seats: Vec<Seat>) -> Result<Self::Setup, Self::Unfit>;
    /// Why a setup cannot start a game, in the person's language.
    fn unfit(why: &Self::Unfit) -> String;
    /// Takes the player's settings into the setup of the next new game.
    fn settle(setup: &mut Self::Setup, settings: &Settings);
    /// A dialog showing `setup`; seats that change hands in it are named
    /// by `names`.
    fn open_dialog(&self, setup: &Self::Setup, names: &SeatNames) -> Self::Dialog;
    /// The dialog's fields; `error` is shown under them.
    fn dialog_body(&self, ui: &mut Ui, dialog: &mut Self::Dialog, error: &mut Option<String>);
    /// What Start asks for.
    fn dialog_start(&self, dialog: &Self::Dialog) -> ScreenCommand<Self>;
    /// The dialog's seats (where the coach's advice is shown).
    fn seat_rows(dialog: &mut Self::Dialog) -> &mut crate::ui::widgets::new_game::SeatRows;
}

/// What a view's saves and statistics keep beyond the moves.
pub trait ViewSaves: ViewGame {
    /// The series a save carries along (the Spite & Malice match), if the
    /// game keeps one.
    fn saved_series(&self) -> Option<<Self::Game as Saves>::Series> {
        None
    }
    /// Takes on what a save says beyond its moves (its series), and gives
    /// the setup it describes.
    fn restore(
        &mut self,
        save: &SaveFile,
        game: &Self::Game,
        series: Option<<Self::Game as Saves>::Series>,
    ) -> Self::Setup;
    /// For a game that just ended a match: whether the first person won it.
    fn match_won(&self, table: &Table<Self::Game>) -> Option<bool> {
        let _ = table;
        None
    }
}

/// A game's view: everything the shared screen needs to know about one
/// game, and nothing about any other; the sum of its parts, each written
/// in an impl block of its own beside the game's widgets.
pub trait GameView: ViewWords + ViewSpeech + ViewPainting + ViewInput + ViewDialog + ViewSaves {}

impl<V: ViewWords + ViewSpeech + ViewPainting + ViewInput + ViewDialog + ViewSaves> GameView for V {}
