//! The registry of games: what the shared layers (store, settings, arena,
//! command line, print, window) know of a game, reached through that game's
//! own registration and nowhere else.
//!
//! A game registers once, in `games/mod.rs` (`games! { … }`): that line
//! declares its module, adds its [`GameKind`] variant and its place in
//! [`GameKind::ALL`], and makes every `GameKind` method and
//! [`GameKind::visit`] reach its engine's [`Registered`] implementation.

use super::GameKind;
use super::error::{CheckError, PositionError, SettingError, StartError};
use super::positions::Positions;
use crate::core::review::Judge;
use crate::core::session::BotMaker;
use crate::core::{Bot, Game, IllegalMove, Ladder, Level, SeatIndex, SeatSet};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;

/// A baseline bot: a program that is not a level of the app, named on the
/// arena's command line to measure the levels by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Baseline {
    /// Its name (`uct`, `flat-mc`).
    pub name: &'static str,
    /// What it is, for the arena's help ("plain UCT").
    pub about: &'static str,
    /// What `name:N` counts, when it takes a count ("iterations a move").
    pub counts: Option<&'static str>,
    /// The settings `name/KEY=VALUE` may change, for tuning it by matches.
    pub settings: &'static [&'static str],
}

/// One setting given with a baseline's name (`mcts/bias=2`).
#[derive(Clone, Debug, PartialEq)]
pub struct Setting {
    /// Which (`bias`).
    pub key: String,
    /// Its value.
    pub value: f64,
}

/// The baseline `name` under `budget` when it takes none of `settings`
/// (an error if any is given): what a game without tunable baselines
/// answers.
pub fn untuned<G: Bots>(
    name: &str,
    budget: Budget,
    settings: &[Setting],
) -> Result<Option<BotFactory<G>>, SettingError> {
    match settings.first() {
        Some(setting) => {
            Err(SettingError::NoSettings { baseline: name.to_owned(), key: setting.key.clone() })
        }
        None => Ok(G::baseline(name, budget)),
    }
}

/// A game's facts that need none of its engine's types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Facts {
    /// The name shown to players.
    pub title: &'static str,
    /// The word that names it on the command line and in the arena's
    /// messages.
    pub cli_name: &'static str,
    /// Other words the command line takes for it.
    pub cli_aliases: &'static [&'static str],
    /// What the command line's help says of it ("Malice (2 or 4 players)").
    pub cli_help: &'static str,
    /// A file-name-safe name: its autosave, its statistics, its tab.
    pub file_stem: &'static str,
    /// Its rules file, for the command line's help.
    pub rules_file: &'static str,
    /// Its bots' levels.
    pub ladder: &'static Ladder,
    /// The player counts it is played with.
    pub player_counts: &'static [usize],
    /// Its baselines, beside its levels and `random`.
    pub baselines: &'static [Baseline],
    /// Random moves an arena plays before the bots take over, unless asked
    /// otherwise (a game without chance needs some to keep games apart).
    pub opening: u32,
    /// Whether dice or a shuffled deck decide part of the game: then a
    /// network guest, which never has the seed before the end, cannot
    /// replay its game until then (and saves the position instead).
    pub chance: bool,
    /// The built-in boards an arena may name (`--board`); none when the
    /// game has one layout.
    pub boards: &'static [&'static str],
    /// Its position tools (`perft`, `moves`, `why`), or why it has no
    /// position strings.
    pub positions: Result<Positions, &'static str>,
    /// The sheets it prints (File › Export boards, the `print` command),
    /// drawn by its own `print` module; none when it has no board to print.
    pub sheets: &'static [crate::print::Sheet],
    /// The name of its part of the settings file (`games: {"malice": …}`);
    /// files from before those parts wrote its fields as `<name>_level`,
    /// `<name>_<option>`.
    pub settings_key: &'static str,
}

/// Why a game without position strings has no position tools, unless its
/// facts say it in words of their own.
pub const NO_POSITIONS: &str = "this game has no position strings";

impl Facts {
    /// The facts of a game with these names (see the fields), its rules
    /// file, its bots' ladder and its player counts; the rest as most games
    /// have them, to be changed with `..Facts::new(…)`: no aliases, no
    /// baselines, no random opening, no chance, one layout, no position
    /// strings, no sheets, and its settings under its command-line name.
    pub const fn new(
        title: &'static str,
        cli_name: &'static str,
        cli_help: &'static str,
        file_stem: &'static str,
        rules_file: &'static str,
        ladder: &'static Ladder,
        player_counts: &'static [usize],
    ) -> Facts {
        Facts {
            title,
            cli_name,
            cli_aliases: &[],
            cli_help,
            file_stem,
            rules_file,
            ladder,
            player_counts,
            baselines: &[],
            opening: 0,
            chance: false,
            boards: &[],
            positions: Err(NO_POSITIONS),
            sheets: &[],
            settings_key: cli_name,
        }
    }
}

/// Deals a game from a seed.
pub type Dealer<G> = Arc<dyn Fn(u64) -> G + Send + Sync>;

/// Makes a bot from a seed.
pub type BotFactory<G> = Arc<dyn Fn(u64) -> Box<dyn Bot<G>> + Send + Sync>;

/// How hard a baseline may work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Its own node, playout or iteration count.
    Usual,
    /// No count: only the clock and its depth stop it.
    Clock,
    /// This count (from `name:N`).
    Count(u64),
}

/// A game set for bot matches: who plays together, and each game's deal.
pub struct BotTable<G> {
    /// The seats that play together, one set per side.
    pub sides: Vec<SeatSet>,
    /// Deals a game from a seed; it cannot fail once the table is made.
    pub deal: Dealer<G>,
    /// A short description ("malice, 2 players").
    pub label: String,
}

/// Why a game cannot be set for bots as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// It is not played by that many.
    Players,
    /// A board it does not have built in.
    UnknownBoard(String),
}

/// A game's entry in the registry: its registration, its bots, its saves
/// and its checks, each a small trait the engine implements in an impl
/// block of its own beside its rules (`games/<game>/registry.rs`). Every
/// engine that implements the four is `Registered`.
pub trait Registered: Registration + Bots + Saves + Checks {}

impl<G: Registration + Bots + Saves + Checks> Registered for G {}

/// Which game an engine plays, what the shared layers know of it, what a
/// person chooses once for it, and what each seat may see of it.
pub trait Registration: Game + PartialEq {
    /// Which game this engine plays.
    const KIND: GameKind;
    /// Its facts.
    const FACTS: &'static Facts;

    /// What a person chooses once for new games of this game (its part of
    /// the settings window), as the settings file holds it: every field
    /// has a default, so a file with some of them missing still reads.
    type Options: Clone
        + fmt::Debug
        + Default
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static;

    /// `options` brought into range, as a hand-edited file may give them.
    fn sanitised_options(options: Self::Options) -> Self::Options {
        options
    }

    /// Appends the legal moves of the seat whose view this is (none when
    /// it is not that seat's turn).
    fn view_moves(view: &Self::View, out: &mut Vec<Self::Move>);

    /// What `seat` may see of `state`, as a state a table can draw and
    /// play from: the state itself for a game without secrets, and where
    /// something is hidden (the other hand, the stock order, the generator
    /// that decides the next roll or shuffle), a stand-in that depends only
    /// on what the seat may see. A network host sends a guest nothing else.
    fn redacted(state: &Self, seat: SeatIndex) -> Self;

    /// How a review's report names `seat` in `state`, where the game's
    /// seats have names of their own; by default `None`: the players'
    /// names serve.
    fn seat_title(state: &Self, seat: SeatIndex) -> Option<String> {
        let _ = (state, seat);
        None
    }
}

/// A game's bots: its levels, its baselines, its tables for bot matches,
/// and the judge and words of its coach.
pub trait Bots: Registration {
    /// Makes its bots, deterministic for a seed: by default the bot of
    /// each level with its node budgets.
    const BOTS: BotMaker<Self> = |level, seed| Self::level_bot(level, seed, false);

    /// The bot of `level`; `timed` lifts its node budgets, so only the
    /// clock and its depth stop it.
    fn level_bot(level: Level, seed: u64, timed: bool) -> Box<dyn Bot<Self>>;

    /// The baseline called `name` (one of [`Facts::baselines`]), if it
    /// is one and takes `budget`; by default none, as a game without
    /// baselines has.
    fn baseline(name: &str, budget: Budget) -> Option<BotFactory<Self>> {
        let _ = (name, budget);
        None
    }

    /// The baseline `name` under `budget` with `settings` changed from its
    /// own (the arena's `name/KEY=VALUE`): `Ok(None)` if there is no such
    /// baseline, an error saying why a setting is refused.
    fn tuned_baseline(
        name: &str,
        budget: Budget,
        settings: &[Setting],
    ) -> Result<Option<BotFactory<Self>>, SettingError> {
        untuned::<Self>(name, budget, settings)
    }

    /// The game for `players` on `board` (a built-in board's name;
    /// `None` is the first), as bot matches play it.
    fn bot_table(players: usize, board: Option<&str>) -> Result<BotTable<Self>, TableError>;

    /// The judge of its game reviews (see `core::review`).
    fn judge() -> Box<dyn Judge<Self> + Send>;

    /// Why `best` is better than `played` from `before`, where the game
    /// can say it in a few words (a piece left to be taken, a pawn sent
    /// home, a card the opponent needed): a message id of the game's
    /// catalogue. `None` when no simple reason is seen.
    fn lesson(_before: &Self, _played: &Self::Move, _best: &Self::Move) -> Option<&'static str> {
        None
    }

    /// Why `best` is the move to make from `before`, where the game can
    /// say it in a few words (the goal reached, a pawn sent home): a
    /// message id of the game's catalogue, shown with the hint. `None`
    /// when no plain reason is seen.
    fn hint_reason(_before: &Self, _best: &Self::Move) -> Option<&'static str> {
        None
    }
}

/// How a game is written down: its saves' setup and moves, and its
/// position strings.
pub trait Saves: Registration {
    /// How a save names the setup a game was started with (players,
    /// options, board). Its serde name is the game's (`Malice`), so a save
    /// reads `variant: Malice(players: 2, …)`.
    type Variant: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// What a save keeps beside the game for a game played as a series of
    /// deals (the Spite & Malice match so far); `()` for a game that
    /// stands alone.
    type Series: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;

    /// The variant `start` was set up with.
    fn saved_variant(start: &Self) -> Self::Variant;

    /// The start a save describes, from its variant, its seed and its
    /// series (`None` in a save that has none), with the series the game
    /// is part of; an error says what in the setup cannot be played.
    fn saved_start(
        variant: &Self::Variant,
        seed: u64,
        series: Option<Self::Series>,
    ) -> Result<(Self, Option<Self::Series>), StartError>;

    /// A move as a save writes it.
    fn write_move(state: &Self, mv: &Self::Move) -> String {
        let _ = state;
        mv.to_string()
    }

    /// A move as a save writes it, read in `state`.
    fn read_move(state: &Self, text: &str) -> Result<Self::Move, IllegalMove<Self::Illegal>>;

    /// A position string read as this game's state with `players` at the
    /// table; `Err` says why not. By default the game has none, and says
    /// why as [`Facts::positions`] does.
    fn read_position(text: &str, players: usize) -> Result<Self, PositionError> {
        let _ = (text, players);
        Err(PositionError::NoPositions(Self::FACTS.positions.err().unwrap_or(NO_POSITIONS)))
    }
}

/// What every state and move of a game must keep, for the fuzzers and the
/// rules' tests.
pub trait Checks: Registration {
    /// What every state of this game must keep beyond what
    /// [`super::checks::check_state`] asks of any game (its position string
    /// reads back as itself, all its cards are there once, …); `Err` names
    /// what broke. The fuzzers ask it of every state they reach.
    fn self_check(state: &Self) -> Result<(), CheckError>;

    /// What every move must keep from `before` to `after` (no piece or
    /// card comes or goes); `Err` names what broke. Nothing by default
    /// beyond each state's own checks.
    fn step_check(before: &Self, mv: &Self::Move, after: &Self) -> Result<(), CheckError> {
        let _ = (before, mv, after);
        Ok(())
    }
}

/// Work to do for one game whatever it is: [`GameKind::visit`] calls
/// [`Visit::visit`] with that game's engine type.
pub trait Visit {
    /// What the work gives.
    type Out;
    /// Does the work for the game whose engine is `G`.
    fn visit<G: Registered>(self) -> Self::Out;
}

/// Stands for the game whose engine is `G`, as a value: each layer that
/// asks things of every game implements its own object-safe trait once
/// for every `Entry<G>` (see [`ByKind`]), and reaches a game by kind as
/// one object of that trait, instead of a generic visit per question.
/// The window's views use it the same way (`ui::registry::AnyView`).
pub struct Entry<G>(PhantomData<fn() -> G>);

impl<G> Entry<G> {
    /// The entry (it holds nothing: the type is all).
    pub const fn new() -> Self {
        Entry(PhantomData)
    }
}

impl<G> Default for Entry<G> {
    fn default() -> Self {
        Entry::new()
    }
}

/// A layer's per-game object (a `dyn` trait implemented for every
/// [`Entry<G>`]): [`GameKind::entry`] gives the one of a kind. A layer
/// says `by_kind!(dyn ItsTrait)` once (see [`by_kind`]).
pub trait ByKind: 'static {
    /// The object of the game whose engine is `G`.
    fn of<G: Registered>() -> &'static Self;
}

/// Makes `dyn Trait` (a trait every [`Entry<G>`] implements) reachable by
/// kind: its object for `G` is `&Entry::<G>::new()`, a constant, so the
/// reference is `'static`.
macro_rules! by_kind {
    ($object:ty) => {
        impl $crate::games::kind::ByKind for $object {
            fn of<G: $crate::games::Registered>() -> &'static Self {
                const { &$crate::games::kind::Entry::<G>::new() }
            }
        }
    };
}
pub(crate) use by_kind;

/// What the games layer asks of any game without naming its engine: the
/// one object per game ([`GameKind::game`]) the rest of `games` reaches it
/// through.
pub trait AnyGame: Send + Sync {
    /// Which game it is.
    fn kind(&self) -> GameKind;
    /// Its facts.
    fn facts(&self) -> &'static Facts;
    /// Checks every sample of the game (see [`super::checks::samples`])
    /// with [`super::checks::check_state`], and a checked line from each:
    /// how many samples there were, or what broke.
    fn check_samples(&self) -> Result<usize, CheckError>;
}

impl<G: Registered> AnyGame for Entry<G> {
    fn kind(&self) -> GameKind {
        G::KIND
    }

    fn facts(&self) -> &'static Facts {
        G::FACTS
    }

    fn check_samples(&self) -> Result<usize, CheckError> {
        super::checks::check_samples::<G>()
    }
}

crate::games::kind::by_kind!(dyn AnyGame);

/// Declares the games: for each, `Variant => module::Engine`. It declares
/// the module, the [`GameKind`] variant and its place in
/// [`GameKind::ALL`], and the dispatch from a kind to its engine.
macro_rules! games {
    ($($(#[$doc:meta])* $variant:ident => $module:ident :: $engine:ident),+ $(,)?) => {
        $(pub mod $module;)+

        /// Which game: the one registry of games that the store, settings,
        /// statistics, print, arena, CLI and UI all use.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord,
                 serde::Serialize, serde::Deserialize)]
        pub enum GameKind {
            $($(#[$doc])* $variant,)+
        }

        impl GameKind {
            /// Every game, in tab order.
            pub const ALL: [GameKind; [$(GameKind::$variant),+].len()] = [$(GameKind::$variant),+];

            /// Its facts.
            pub fn facts(self) -> &'static $crate::games::kind::Facts {
                match self {
                    $(GameKind::$variant => <$module::$engine as $crate::games::Registration>::FACTS,)+
                }
            }

            /// This game's object of a layer's trait `T` (see [`crate::games::kind::ByKind`]).
            pub fn entry<T: ?Sized + $crate::games::kind::ByKind>(self) -> &'static T {
                match self {
                    $(GameKind::$variant => T::of::<$module::$engine>(),)+
                }
            }

            /// Does `work` with this game's engine type: for work outside
            /// the crate (tests, fuzz targets) that needs the engine's
            /// type; the crate's own layers reach a game through
            /// [`GameKind::entry`].
            pub fn visit<V: $crate::games::kind::Visit>(self, work: V) -> V::Out {
                match self {
                    $(GameKind::$variant => work.visit::<$module::$engine>(),)+
                }
            }
        }
    };
}
pub(crate) use games;

impl GameKind {
    /// This game's object in the games layer.
    pub fn game(self) -> &'static dyn AnyGame {
        self.entry()
    }

    /// The name shown to players.
    pub fn title(self) -> &'static str {
        self.facts().title
    }

    /// The word that names it on the command line and in the arena's
    /// messages: `malice`, `malefiz`, `spite`.
    pub fn cli_name(self) -> &'static str {
        self.facts().cli_name
    }

    /// Its bots' levels.
    pub fn ladder(self) -> &'static Ladder {
        self.facts().ladder
    }

    /// A file-name-safe name.
    pub fn file_stem(self) -> &'static str {
        self.facts().file_stem
    }

    /// Every game's title, as a list in words: "Malice, Malefiz and
    /// Spite & Malice".
    pub fn all_titles() -> String {
        let titles: Vec<&str> = GameKind::ALL.iter().map(|kind| kind.title()).collect();
        match titles.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
            _ => titles.concat(),
        }
    }

    /// The player counts it is played with, in words: "2 or 4", "2–4",
    /// "2".
    pub fn player_counts_text(self) -> String {
        let counts = self.facts().player_counts;
        let runs = counts.windows(2).all(|w| w[1] == w[0] + 1);
        match counts {
            [] => String::new(),
            [one] => one.to_string(),
            [first, .., last] if runs && counts.len() > 2 => format!("{first}–{last}"),
            [rest @ .., last] => {
                let rest: Vec<String> = rest.iter().map(usize::to_string).collect();
                format!("{} or {last}", rest.join(", "))
            }
        }
    }

    /// The game a command-line word names (its name or an alias).
    pub fn from_cli(word: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.cli_name() == word || k.facts().cli_aliases.contains(&word))
    }

    /// What its counted baselines take, for a message: "uct:N, mcts:N for N
    /// iterations a move" (empty when none takes a count).
    pub fn counted_baselines(self) -> String {
        let baselines = self.facts().baselines;
        let mut nouns: Vec<&str> = Vec::new();
        for noun in baselines.iter().filter_map(|b| b.counts) {
            if !nouns.contains(&noun) {
                nouns.push(noun);
            }
        }
        let groups: Vec<String> = nouns
            .iter()
            .map(|noun| {
                let names: Vec<String> = baselines
                    .iter()
                    .filter(|b| b.counts == Some(noun))
                    .map(|b| format!("{}:N", b.name))
                    .collect();
                format!("{} for N {noun}", names.join(", "))
            })
            .collect();
        groups.join("; ")
    }
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::Players => f.write_str("not played by that many"),
            TableError::UnknownBoard(name) => write!(f, "no built-in board `{name}`"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_its_own_names() {
        for (i, a) in GameKind::ALL.iter().enumerate() {
            assert_eq!(GameKind::from_cli(a.cli_name()), Some(*a));
            for alias in a.facts().cli_aliases {
                assert_eq!(GameKind::from_cli(alias), Some(*a));
            }
            for b in &GameKind::ALL[i + 1..] {
                assert_ne!(a.cli_name(), b.cli_name());
                assert_ne!(a.file_stem(), b.file_stem());
                assert_ne!(a.title(), b.title());
            }
            assert!(!a.facts().player_counts.is_empty(), "{a:?}");
        }
        assert_eq!(GameKind::from_cli("chess"), None);
    }

    #[test]
    fn counted_baselines_are_grouped_by_what_they_count() {
        assert_eq!(GameKind::Malice.counted_baselines(), "uct:N, mcts:N for N iterations a move");
        assert_eq!(GameKind::Malefiz.counted_baselines(), "flat-mc:N for N playouts a candidate move");
    }

    #[test]
    fn titles_and_player_counts_read_as_words() {
        assert_eq!(GameKind::all_titles(), "Malice, Malefiz and Spite & Malice");
        assert_eq!(GameKind::Malice.player_counts_text(), "2 or 4");
        assert_eq!(GameKind::Malefiz.player_counts_text(), "2–4");
        assert_eq!(GameKind::Spite.player_counts_text(), "2");
    }

    /// The visit and the object reach the engine of their kind.
    struct KindOf;
    impl Visit for KindOf {
        type Out = GameKind;
        fn visit<G: Registered>(self) -> GameKind {
            G::KIND
        }
    }

    #[test]
    fn a_kinds_object_and_visit_reach_the_engine_of_that_kind() {
        for kind in GameKind::ALL {
            assert_eq!(kind.visit(KindOf), kind);
            assert_eq!(kind.game().kind(), kind);
            assert_eq!(kind.facts(), kind.game().facts());
        }
    }

    #[test]
    fn facts_new_gives_what_most_games_have_and_each_game_keeps_its_own() {
        let plain = Facts::new(
            "Nim",
            "nim",
            "Nim (2 players)",
            "nim",
            "docs/rules/nim.md",
            GameKind::Malice.ladder(),
            &[2],
        );
        assert_eq!(plain.settings_key, "nim");
        assert_eq!((plain.opening, plain.chance), (0, false));
        assert!(plain.cli_aliases.is_empty() && plain.baselines.is_empty());
        assert!(plain.boards.is_empty() && plain.sheets.is_empty());
        assert_eq!(plain.positions.err(), Some(NO_POSITIONS));
        // The parts of settings files written before keep their names.
        assert_eq!(GameKind::ALL.map(|k| k.facts().settings_key), ["malice", "malefiz", "spite"]);
        assert_eq!(GameKind::ALL.map(|k| k.facts().opening), [4, 0, 0]);
        assert_eq!(GameKind::ALL.map(|k| k.facts().chance), [false, true, true]);
        assert_eq!(GameKind::Spite.facts().cli_aliases, ["spite-and-malice"]);
    }

    #[test]
    fn the_registrations_defaults_answer_as_the_games_wrote_them() {
        use crate::core::{Level, StopSignal};
        use crate::games::malice::{self, Malice};
        use crate::games::spite::{self, Spite};
        let deal = Spite::new(spite::Rules::default(), 7);
        assert_eq!(Spite::seat_title(&deal, 0), None);
        let why = Spite::read_position("anything", 2).err().map(|e| e.to_string());
        assert_eq!(why.as_deref(), GameKind::Spite.facts().positions.err());
        assert!(why.is_some_and(|why| why.contains("spite")), "Spite's own reason");
        let mut moves = Vec::new();
        deal.legal_moves(&mut moves);
        let mut after = deal.clone();
        assert!(after.play(&moves[0]).is_ok());
        assert!(Spite::step_check(&deal, &moves[0], &after).is_ok());
        // The default maker of bots is the level's bot with its budgets.
        let start = Malice::new(malice::Rules::default());
        let stop = StopSignal::never();
        let made = (Malice::BOTS)(Level::Club, 3).choose(&start, &stop);
        assert_eq!(made, Malice::level_bot(Level::Club, 3, false).choose(&start, &stop));
        assert!(made.is_some());
    }
}
