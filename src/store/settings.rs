//! The player's settings, kept as RON in the config folder. Every field has
//! a default, so a file from an older or newer version, or one edited by
//! hand, still reads; a file that cannot be read at all is kept aside as
//! `settings.ron.bad` and the defaults are used.
//!
//! Each game keeps its part under its settings key (`games: {"malice":
//! (level: Club, options: (quiet_move_limit: 60))}`): its bots' level and
//! its own options, which only the game reads (its `Registered::Options`).
//! Files from before those parts wrote them as top-level fields named
//! `<key>_level` and `<key>_<option>`; they read into the game's part.

use super::atomic::{SetAside, write_atomic};
use super::part::{Part, PartError};
use super::volume::Volume;
pub use super::zoom::Zoom;
use crate::core::Level;
use crate::games::{GameKind, Registered};
use crate::i18n::Language;
use serde::de::{Deserializer, IgnoredAny, MapAccess, Visitor};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::io;
use std::path::Path;

/// How fast moves, dice and cards are animated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum AnimationSpeed {
    /// No animation: moves appear at once.
    Off,
    /// The normal pace.
    #[default]
    Normal,
    /// Twice as long, to follow every move.
    Slow,
}

impl AnimationSpeed {
    /// Every choice, in the order offered.
    pub const ALL: [AnimationSpeed; 3] = [AnimationSpeed::Off, AnimationSpeed::Normal, AnimationSpeed::Slow];

    /// The factor on animation times (0 = off).
    pub fn factor(self) -> f64 {
        match self {
            AnimationSpeed::Off => 0.0,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Slow => 2.0,
        }
    }

    /// The name shown to players.
    pub fn name(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "Off",
            AnimationSpeed::Normal => "Normal",
            AnimationSpeed::Slow => "Slow",
        }
    }
}

/// How quickly bots play on: each bot move waits until the last move has
/// been shown (its animation, a die's tumble) and then for a pause, so a
/// person can follow every move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum BotPace {
    /// No waiting: bots play as soon as they have decided.
    Instant,
    /// A short pause after each move.
    Fast,
    /// Time to see each move.
    #[default]
    Normal,
    /// A long look at each move.
    Slow,
}

impl BotPace {
    /// Every choice, in the order offered.
    pub const ALL: [BotPace; 4] = [BotPace::Instant, BotPace::Fast, BotPace::Normal, BotPace::Slow];

    /// The seconds a bot waits after the last move has been shown; none
    /// when bots do not wait at all.
    pub fn pause(self) -> Option<f64> {
        match self {
            BotPace::Instant => None,
            BotPace::Fast => Some(0.15),
            BotPace::Normal => Some(0.25),
            BotPace::Slow => Some(1.1),
        }
    }

    /// The name shown to players.
    pub fn name(self) -> &'static str {
        match self {
            BotPace::Instant => "Instant",
            BotPace::Fast => "Fast",
            BotPace::Normal => "Normal",
            BotPace::Slow => "Slow",
        }
    }
}

/// Light or dark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Theme {
    /// Dark surroundings (the boards keep their own colours).
    #[default]
    Dark,
    /// Light surroundings.
    Light,
}

/// Who sits opposite by default in a new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Opponent {
    /// A bot of the default level.
    #[default]
    Bot,
    /// Another person at the same screen.
    Human,
}

/// The player's settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Animation pace.
    pub animation: AnimationSpeed,
    /// How quickly bots play on after a move.
    pub bot_pace: BotPace,
    /// Light or dark.
    pub theme: Theme,
    /// How large the window draws everything (`zoom: 1.5` is 150 %).
    pub zoom: Zoom,
    /// The player's name in new games.
    pub player_name: String,
    /// The name of a second person in hot-seat games.
    pub second_player_name: String,
    /// Whether new games are against a bot or another person.
    pub opponent: Opponent,
    /// Each game's part (see [`Settings::bot_level`] and
    /// [`Settings::options`]). A file without some of them leaves them
    /// unset, so that its older fields can fill them.
    #[serde(default)]
    pub games: GameParts,
    /// Mark where a selected piece or card may go.
    pub show_legal_targets: bool,
    /// Name a board's columns and rows along its edges, as moves and the
    /// log name its places.
    pub show_coordinates: bool,
    /// Ask before a new game replaces one in progress.
    pub confirm_new_game: bool,
    /// Review every finished game a person played here in the background,
    /// and make exercises of their mistakes (off until the person allows it).
    pub exercises_from_finished_games: bool,
    /// The first-launch welcome was answered: it does not come back.
    pub welcome_seen: bool,
    /// How loud the table's sounds play.
    pub sound_volume: Volume,
    /// Whether the table's sounds are off.
    pub sound_muted: bool,
    /// The language the window speaks; `None` until the person chooses
    /// one: then the system's ([`Settings::language`]).
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "inner", deserialize_with = "some")]
    pub language: Option<Language>,
}

/// Every game's part of the settings, by its settings key; a part of a
/// game this version lacks is kept as it was.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameParts(BTreeMap<String, GameSettings>);

/// A game's part of the settings.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
struct GameSettings {
    /// Its bots' level in new games (`None`: its ladder's usual one).
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "inner", deserialize_with = "some")]
    level: Option<Level>,
    /// Its options, as the game writes them (`None`: its defaults).
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "inner", deserialize_with = "some")]
    options: Option<Part>,
}

/// A value that is there, written as itself (`level: Club`, not
/// `level: Some(Club)`, as a person editing the file would write it).
fn inner<T: Serialize, S: serde::Serializer>(value: &Option<T>, serializer: S) -> Result<S::Ok, S::Error> {
    match value {
        Some(value) => value.serialize(serializer),
        None => serializer.serialize_none(),
    }
}

/// A value written as itself, read as there.
fn some<'de, T: Deserialize<'de>, D: Deserializer<'de>>(deserializer: D) -> Result<Option<T>, D::Error> {
    T::deserialize(deserializer).map(Some)
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            animation: AnimationSpeed::Normal,
            bot_pace: BotPace::Normal,
            theme: Theme::Dark,
            zoom: Zoom::ACTUAL,
            player_name: Self::PLAYER_NAME.into(),
            second_player_name: Self::SECOND_PLAYER_NAME.into(),
            opponent: Opponent::Bot,
            games: GameParts::default(),
            show_legal_targets: true,
            show_coordinates: true,
            confirm_new_game: true,
            exercises_from_finished_games: false,
            welcome_seen: false,
            sound_volume: Volume::default(),
            sound_muted: false,
            language: None,
        }
        .sanitised()
    }
}

/// A settings text that cannot be read, with where and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    /// The line the reader stopped at, from 1.
    pub line: usize,
    /// What is wrong there.
    pub problem: String,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.problem)
    }
}

impl std::error::Error for ReadError {}

/// Settings as read from disk, with what the player should be told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loaded {
    /// The settings to use.
    pub settings: Settings,
    /// What the player should be told, once: a damaged file was set aside.
    pub notice: Option<SetAside>,
}

impl Settings {
    /// The longest name kept; longer names are cut.
    pub const MAX_NAME: usize = 24;
    /// The player's name until they give one.
    pub const PLAYER_NAME: &'static str = "You";
    /// The second person's name until they give one.
    pub const SECOND_PLAYER_NAME: &'static str = "Friend";

    /// The language the window speaks: the one chosen, else the system's.
    pub fn language(&self) -> Language {
        self.language.unwrap_or_else(crate::i18n::system_language)
    }

    /// The level of bots in new games of `game`.
    pub fn bot_level(&self, game: GameKind) -> Level {
        self.games
            .0
            .get(game.facts().settings_key)
            .and_then(|g| g.level)
            .unwrap_or_else(|| game.ladder().usual())
    }

    /// The level of bots in new games of `game`, to change it.
    pub fn bot_level_mut(&mut self, game: GameKind) -> &mut Level {
        let part = self.games.0.entry(game.facts().settings_key.to_owned()).or_default();
        part.level.get_or_insert_with(|| game.ladder().usual())
    }

    /// The options `G`'s new games take.
    pub fn options<G: Registered>(&self) -> G::Options {
        let part = self.games.0.get(G::FACTS.settings_key).and_then(|g| g.options.as_ref());
        part.and_then(|p| p.read().ok()).unwrap_or_default()
    }

    /// Sets the options `G`'s new games take.
    pub fn set_options<G: Registered>(&mut self, options: &G::Options) {
        // Options are plain data: writing them cannot fail.
        let written = Part::plain(options).ok();
        self.games.0.entry(G::FACTS.settings_key.to_owned()).or_default().options = written;
    }

    /// Reads `path`. A missing file gives the defaults quietly; a file that
    /// cannot be read is renamed to `settings.ron.bad` (replacing an older
    /// one) and the defaults are used with a notice.
    pub fn load(path: &Path) -> Loaded {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Loaded { settings: Settings::default(), notice: None };
            }
            Err(e) => return Self::set_aside(path, &e.to_string()),
        };
        match Settings::from_ron(&text) {
            Ok(settings) => Loaded { settings, notice: None },
            Err(e) => Self::set_aside(path, &e.to_string()),
        }
    }

    /// Reads settings from the text of a settings file, brought into range
    /// (see [`Settings::sanitised`]); missing fields take their defaults.
    /// Never panics, whatever the text.
    pub fn from_ron(text: &str) -> Result<Settings, ReadError> {
        let mut settings = ron::from_str::<Settings>(text)
            .map_err(|e| ReadError { line: e.span.start.line, problem: e.code.to_string() })?;
        // A struct read once reads as fields again.
        let old = ron::from_str::<OldFields>(text).map(|o| o.0).unwrap_or_default();
        for game in GameKind::ALL {
            let key = game.facts().settings_key;
            let part = settings.games.0.entry(key.to_owned()).or_default();
            if let Err((field, e)) = part.take_old_fields(key, &old) {
                return Err(ReadError { line: line_of(text, field), problem: format!("{field}: {e}") });
            }
            if let Some(Err(e)) = part.options.as_ref().map(|p| super::stored(game).reads_options(p)) {
                let needle = if old.keys().any(|k| k.starts_with(&format!("{key}_"))) {
                    format!("{key}_")
                } else {
                    format!("\"{key}\"")
                };
                return Err(ReadError {
                    line: line_of(text, &needle),
                    problem: format!("{}'s options: {e}", game.title()),
                });
            }
        }
        Ok(settings.sanitised())
    }

    fn set_aside(path: &Path, why: &str) -> Loaded {
        Loaded { settings: Settings::default(), notice: Some(SetAside::file(path, why.to_owned())) }
    }

    /// Writes the settings atomically.
    pub fn save(&self, path: &Path) -> io::Result<()> {
        let text = self.to_ron().map_err(io::Error::other)?;
        write_atomic(path, text.as_bytes())
    }

    /// The settings as the text of a settings file (pretty RON).
    pub fn to_ron(&self) -> Result<String, ron::Error> {
        let config = ron::ser::PrettyConfig::new().indentor("    ".to_owned());
        ron::ser::to_string_pretty(self, config)
    }

    /// Brings hand-edited values into range: names on one line (control
    /// characters become spaces, as the one-line name field allows no
    /// others), cut to length, without spaces at either end and never empty;
    /// bot levels on their game's ladder.
    /// Sanitising sanitised settings changes nothing.
    pub fn sanitised(mut self) -> Settings {
        for (name, default) in [
            (&mut self.player_name, Self::PLAYER_NAME),
            (&mut self.second_player_name, Self::SECOND_PLAYER_NAME),
        ] {
            let one_line: String = name.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
            // Trimmed again after the cut, which can end on a space.
            let cut: String = one_line.trim().chars().take(Self::MAX_NAME).collect();
            let trimmed = cut.trim_end();
            *name = if trimmed.is_empty() { default.to_owned() } else { trimmed.to_owned() };
        }
        // A level of an older file (Easy, Medium, Hard), or one this game's
        // ladder lacks, becomes the game's nearest rung; options come into
        // range and are written as the game writes them.
        for game in GameKind::ALL {
            let level = self.bot_level_mut(game);
            *level = game.ladder().resolve(*level);
            super::stored(game).tidy_options(&mut self);
        }
        self
    }
}

impl GameSettings {
    /// Takes this game's fields of a file from before the games' parts
    /// (`<key>_level`, `<key>_<option>`) where the part lacks them; a
    /// level that does not read gives its field's name and why.
    fn take_old_fields<'a>(
        &mut self,
        key: &str,
        old: &'a BTreeMap<String, Part>,
    ) -> Result<(), (&'a str, PartError)> {
        let prefix = format!("{key}_");
        let mut options = Vec::new();
        for (name, value) in old {
            let Some(field) = name.strip_prefix(&prefix) else { continue };
            if field == "level" {
                if self.level.is_none() {
                    self.level = Some(value.read().map_err(|e| (name.as_str(), e))?);
                }
            } else {
                options.push(format!("{field}: {}", value.text()));
            }
        }
        if self.options.is_none() && !options.is_empty() {
            self.options = Part::from_text(format!("({})", options.join(", "))).ok();
        }
        Ok(())
    }
}

/// The line (from 1) of the first `needle` in `text`; 1 when there is none.
fn line_of(text: &str, needle: &str) -> usize {
    text.find(needle).map_or(1, |at| 1 + text[..at].matches('\n').count())
}

/// Every top-level field of a settings file, kept as text: what a file from
/// before the games' parts holds of them.
#[derive(Default)]
struct OldFields(BTreeMap<String, Part>);

impl<'de> Deserialize<'de> for OldFields {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<OldFields, D::Error> {
        deserializer.deserialize_struct("Settings", &[], OldFieldsVisitor)
    }
}

struct OldFieldsVisitor;

impl<'de> Visitor<'de> for OldFieldsVisitor {
    type Value = OldFields;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("settings")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<OldFields, A::Error> {
        let mut fields = BTreeMap::new();
        while let Some(name) = map.next_key::<String>()? {
            if name.contains('_') {
                fields.insert(name, map.next_value::<Part>()?);
            } else {
                map.next_value::<IgnoredAny>()?;
            }
        }
        Ok(OldFields(fields))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::malefiz::{self, BoardChoice, Malefiz};
    use crate::games::malice::{self, Malice};
    use crate::games::spite::{self, Spite};
    use crate::scratch::Scratch;

    #[test]
    fn the_old_level_names_become_each_games_nearest_rung() {
        let text = "(malice_level: Easy, malefiz_level: Medium, spite_level: Hard)";
        let settings = Settings::from_ron(text).expect("reads");
        assert_eq!(settings.bot_level(GameKind::Malice), GameKind::Malice.ladder().old[0]);
        assert_eq!(settings.bot_level(GameKind::Malefiz), GameKind::Malefiz.ladder().old[1]);
        assert_eq!(settings.bot_level(GameKind::Spite), GameKind::Spite.ladder().old[2]);
        assert!(GameKind::ALL.iter().all(|&g| settings.bot_level(g).rung().is_some()), "{settings:?}");
    }

    #[test]
    fn a_file_from_before_the_games_parts_reads_into_them() {
        let text = "(malice_level: Master, malice_quiet_move_limit: 25, malefiz_board: Fast,\n\
                    spite_level: Club, spite_refill_on_empty_hand: false, theme: Light)";
        let settings = Settings::from_ron(text).expect("reads");
        assert_eq!(settings.bot_level(GameKind::Malice), Level::Master);
        assert_eq!(settings.bot_level(GameKind::Spite), Level::Club);
        assert_eq!(settings.bot_level(GameKind::Malefiz), GameKind::Malefiz.ladder().usual());
        assert_eq!(
            settings.options::<Malice>(),
            malice::Options { quiet_move_limit: 25, ..Default::default() }
        );
        assert_eq!(settings.options::<Malefiz>(), malefiz::Options { board: BoardChoice::Fast });
        assert_eq!(
            settings.options::<Spite>(),
            spite::Options { refill_on_empty_hand: false, ..Default::default() }
        );
        assert_eq!(settings.theme, Theme::Light);
        // Written again, they are in the games' parts and read back the same.
        let written = settings.to_ron().expect("writes");
        assert!(written.contains("\"malice\": (") && !written.contains("malice_level"), "{written}");
        assert_eq!(Settings::from_ron(&written), Ok(settings));
    }

    #[test]
    fn a_games_options_that_do_not_read_say_where() {
        let err = Settings::from_ron("(theme: Light,\nmalefiz_board: Purple)").expect_err("no such board");
        assert_eq!(err.line, 2, "{err}");
        assert!(err.problem.starts_with("Malefiz's options: "), "{err}");
        let err = Settings::from_ron("(theme: Dark,\n\nmalice_level: Grandest)").expect_err("no such level");
        assert_eq!(err.line, 3, "{err}");
        assert!(err.problem.starts_with("malice_level: "), "{err}");
        let err = Settings::from_ron("(games: {\n\"spite\": (options: (refill_on_empty_hand: 3))})")
            .expect_err("not a yes or no");
        assert_eq!(err.line, 2, "{err}");
        assert!(err.problem.starts_with("Spite & Malice's options: "), "{err}");
    }

    #[test]
    fn new_games_start_on_a_built_in_malefiz_board() {
        let custom = "(games: {\"malefiz\": (options: (board: Custom(name: \"mine\", map: \"G\")))})";
        let settings = Settings::from_ron(custom).expect("reads");
        assert_eq!(settings.options::<Malefiz>().board, BoardChoice::Classic);
    }

    #[test]
    fn a_part_of_a_game_this_version_lacks_is_kept_and_ignored() {
        let text = "(games: {\"chess\": (level: Club, options: (clock: 5))}, theme: Light)";
        let settings = Settings::from_ron(text).expect("reads");
        assert_eq!(settings.theme, Theme::Light);
        assert_eq!(Settings::from_ron(&settings.to_ron().expect("writes")), Ok(settings));
    }

    #[test]
    fn the_zoom_is_kept_and_a_hand_edited_one_comes_into_range() {
        let read = |text: &str| Settings::from_ron(text).expect("reads").zoom;
        assert_eq!(read("(theme: Light)"), Zoom::ACTUAL, "a file without a zoom");
        assert_eq!(read("(zoom: 1.5)").factor(), 1.5);
        assert_eq!(read("(zoom: 12.0)"), Zoom::LARGEST);
        assert_eq!(read("(zoom: 0.1)"), Zoom::SMALLEST);
        assert_eq!(read("(zoom: NaN)"), Zoom::ACTUAL);
        let settings = Settings { zoom: Zoom::from_factor(1.25), ..Settings::default() };
        let written = settings.to_ron().expect("writes");
        assert!(written.contains("zoom: 1.25,"), "{written}");
        assert_eq!(Settings::from_ron(&written), Ok(settings));
    }

    #[test]
    fn the_drawing_options_default_and_round_trip() {
        // A file from before them: shapes on Malice's squares, a two-colour deck.
        let older =
            Settings::from_ron("(games: {\"malice\": (options: (quiet_move_limit: 30))})").expect("reads");
        assert!(older.options::<Malice>().dual_shapes);
        assert!(!older.options::<Spite>().four_colour_deck);
        let mut settings = Settings::default();
        settings.set_options::<Malice>(&malice::Options { dual_shapes: false, ..Default::default() });
        settings.set_options::<Spite>(&spite::Options { four_colour_deck: true, ..Default::default() });
        let written = settings.to_ron().expect("writes");
        assert!(
            written.contains("dual_shapes: false") && written.contains("four_colour_deck: true"),
            "{written}"
        );
        let back = Settings::from_ron(&written).expect("reads back");
        assert!(!back.options::<Malice>().dual_shapes && back.options::<Spite>().four_colour_deck);
        assert_eq!(back, settings);
    }

    #[test]
    fn a_missing_file_gives_defaults_quietly() {
        let dir = Scratch::new("settings-missing");
        let loaded = Settings::load(&dir.join("settings.ron"));
        assert_eq!(loaded, Loaded { settings: Settings::default(), notice: None });
    }

    #[test]
    fn each_game_has_its_own_bot_level() {
        for changed in GameKind::ALL {
            let mut settings = Settings::default();
            let top = changed.ladder().levels().last().expect("a rung");
            assert_ne!(top, changed.ladder().usual(), "{changed:?}: a change to see");
            *settings.bot_level_mut(changed) = top;
            for game in GameKind::ALL {
                // The others keep their games' usual levels.
                let expected = if game == changed { top } else { game.ladder().usual() };
                assert_eq!(settings.bot_level(game), expected, "{changed:?} changed, {game:?} read");
            }
        }
    }

    #[test]
    fn round_trips() {
        let dir = Scratch::new("settings-round");
        let path = dir.join("settings.ron");
        let mut settings = Settings {
            theme: Theme::Light,
            sound_volume: Volume::new(35),
            sound_muted: true,
            ..Settings::default()
        };
        settings.set_options::<Malice>(&malice::Options { quiet_move_limit: 0, ..Default::default() });
        settings.set_options::<Malefiz>(&malefiz::Options { board: BoardChoice::Fast });
        *settings.bot_level_mut(GameKind::Spite) = Level::Newcomer;
        settings.save(&path).expect("write");
        assert_eq!(Settings::load(&path).settings, settings);
    }

    #[test]
    fn unknown_and_missing_fields_fall_back_to_defaults() {
        let dir = Scratch::new("settings-partial");
        let path = dir.join("settings.ron");
        std::fs::write(&path, "(theme: Light, colour_of_the_moon: \"blue\", player_name: \"  \")")
            .expect("write");
        let loaded = Settings::load(&path);
        assert_eq!(loaded.notice, None);
        assert_eq!(loaded.settings, Settings { theme: Theme::Light, ..Settings::default() });
    }

    #[test]
    fn the_sounds_default_to_on_and_a_hand_edited_volume_comes_into_range() {
        let missing = Settings::from_ron("(theme: Light)").expect("reads");
        assert_eq!((missing.sound_volume.percent(), missing.sound_muted), (70, false));
        let loud = Settings::from_ron("(sound_volume: 400, sound_muted: true)").expect("reads");
        assert_eq!((loud.sound_volume.percent(), loud.sound_muted), (100, true));
        let quiet = Settings::from_ron("(sound_volume: -3)").expect("reads");
        assert_eq!(quiet.sound_volume.percent(), 0);
        let written = loud.to_ron().expect("writes");
        assert!(written.contains("sound_volume: 100"), "{written}");
        assert_eq!(Settings::from_ron(&written), Ok(loud));
    }

    #[test]
    fn text_reads_without_a_file() {
        let read = Settings::from_ron("(theme: Light, player_name: \"  Ada  \")").expect("valid");
        assert_eq!(read, Settings { theme: Theme::Light, player_name: "Ada".into(), ..Settings::default() });
        let err = Settings::from_ron("(\ntheme: Purple)").expect_err("no such theme");
        assert_eq!(err.line, 2);
        assert!(err.to_string().starts_with("line 2: "), "{err}");
    }

    #[test]
    fn a_name_cut_before_a_space_loses_the_space() {
        // Found by the settings fuzzer: a name whose 24th character is a
        // space was cut there and kept the space, so reading the written
        // settings back gave other settings.
        let long = Settings {
            player_name: format!("{} and more", "x".repeat(Settings::MAX_NAME - 1)),
            ..Settings::default()
        };
        let once = long.sanitised();
        assert_eq!(once.player_name, "x".repeat(Settings::MAX_NAME - 1));
        assert_eq!(once.clone().sanitised(), once);
    }

    #[test]
    fn names_are_kept_on_one_line() {
        let read = Settings::from_ron("(player_name: \"Ada\\nLovelace\\t\", second_player_name: \"\\n\")")
            .expect("valid");
        assert_eq!(read.player_name, "Ada Lovelace");
        assert_eq!(read.second_player_name, Settings::default().second_player_name);
        let written = read.to_ron().expect("writes");
        assert_eq!(Settings::from_ron(&written), Ok(read));
    }

    #[test]
    fn a_broken_file_is_kept_aside_and_reported() {
        let dir = Scratch::new("settings-broken");
        let path = dir.join("settings.ron");
        std::fs::write(&path, "(theme: Purple").expect("write");
        let loaded = Settings::load(&path);
        assert_eq!(loaded.settings, Settings::default());
        let notice = loaded.notice.expect("a notice");
        assert_eq!(notice.kept, Ok(crate::store::atomic::bad_path(&path)));
        assert!(notice.why.starts_with("line 1"), "{notice:?}");
        assert!(!path.exists());
        assert_eq!(
            std::fs::read_to_string(crate::store::atomic::bad_path(&path)).expect("kept"),
            "(theme: Purple"
        );
    }
}
