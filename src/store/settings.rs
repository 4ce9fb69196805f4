//! The player's settings, kept as RON in the config folder. Every field has
//! a default, so a file from an older or newer version, or one edited by
//! hand, still reads; a file that cannot be read at all is kept aside as
//! `settings.ron.bad` and the defaults are used.

use super::atomic::write_atomic;
use crate::core::Level;
use crate::games::GameKind;
use crate::games::malice::QUIET_MOVE_LIMIT;
use serde::{Deserialize, Serialize};
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
            BotPace::Normal => Some(0.5),
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
    /// The player's name in new games.
    pub player_name: String,
    /// The name of a second person in hot-seat games.
    pub second_player_name: String,
    /// Whether new games are against a bot or another person.
    pub opponent: Opponent,
    /// Malice bots' level (see [`Settings::bot_level`] for any game).
    pub malice_level: Level,
    /// Malefiz bots' level.
    pub malefiz_level: Level,
    /// Spite & Malice bots' level.
    pub spite_level: Level,
    /// Malice: plies without a capture that end the game (0 = off).
    pub malice_quiet_move_limit: u32,
    /// Spite & Malice: refill an emptied hand during the turn.
    pub spite_refill_on_empty_hand: bool,
    /// Malefiz: the board a new game uses.
    pub malefiz_board: DefaultBoard,
    /// Mark where a selected piece or card may go.
    pub show_legal_targets: bool,
    /// Ask before a new game replaces one in progress.
    pub confirm_new_game: bool,
    /// The first-launch welcome was answered: it does not come back.
    pub welcome_seen: bool,
}

/// The Malefiz board for new games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum DefaultBoard {
    /// The classic board.
    #[default]
    Classic,
    /// The fast board.
    Fast,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            animation: AnimationSpeed::Normal,
            bot_pace: BotPace::Normal,
            theme: Theme::Dark,
            player_name: "You".into(),
            second_player_name: "Friend".into(),
            opponent: Opponent::Bot,
            malice_level: GameKind::Malice.ladder().usual(),
            malefiz_level: GameKind::Malefiz.ladder().usual(),
            spite_level: GameKind::Spite.ladder().usual(),
            malice_quiet_move_limit: QUIET_MOVE_LIMIT,
            spite_refill_on_empty_hand: true,
            malefiz_board: DefaultBoard::Classic,
            show_legal_targets: true,
            confirm_new_game: true,
            welcome_seen: false,
        }
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
    /// A message for the player, once (a damaged file was set aside).
    pub notice: Option<String>,
}

impl Settings {
    /// The longest name kept; longer names are cut.
    pub const MAX_NAME: usize = 24;

    /// The level of bots in new games of `game`.
    pub fn bot_level(&self, game: GameKind) -> Level {
        match game {
            GameKind::Malice => self.malice_level,
            GameKind::Malefiz => self.malefiz_level,
            GameKind::Spite => self.spite_level,
        }
    }

    /// The level of bots in new games of `game`, to change it.
    pub fn bot_level_mut(&mut self, game: GameKind) -> &mut Level {
        match game {
            GameKind::Malice => &mut self.malice_level,
            GameKind::Malefiz => &mut self.malefiz_level,
            GameKind::Spite => &mut self.spite_level,
        }
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
        match ron::from_str::<Settings>(text) {
            Ok(settings) => Ok(settings.sanitised()),
            Err(e) => Err(ReadError { line: e.span.start.line, problem: e.code.to_string() }),
        }
    }

    fn set_aside(path: &Path, why: &str) -> Loaded {
        let kept = match super::set_aside(path) {
            Ok(bad) => format!("it was kept as {}", bad.display()),
            Err(e) => format!("it could not be kept aside ({e})"),
        };
        Loaded {
            settings: Settings::default(),
            notice: Some(format!(
                "The settings file {} could not be read ({why}); {kept}, and the default settings are used.",
                path.display()
            )),
        }
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
        let defaults = Settings::default();
        for (name, default) in [
            (&mut self.player_name, defaults.player_name),
            (&mut self.second_player_name, defaults.second_player_name),
        ] {
            let one_line: String = name.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
            // Trimmed again after the cut, which can end on a space.
            let cut: String = one_line.trim().chars().take(Self::MAX_NAME).collect();
            let trimmed = cut.trim_end();
            *name = if trimmed.is_empty() { default } else { trimmed.to_owned() };
        }
        // A level of an older file (Easy, Medium, Hard), or one this game's
        // ladder lacks, becomes the game's nearest rung.
        for game in GameKind::ALL {
            let level = self.bot_level_mut(game);
            *level = game.ladder().resolve(*level);
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("mt-settings-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir.join("settings.ron")
    }

    #[test]
    fn the_old_level_names_become_each_games_nearest_rung() {
        let text = "(malice_level: Easy, malefiz_level: Medium, spite_level: Hard)";
        let settings = Settings::from_ron(text).expect("reads");
        assert_eq!(settings.malice_level, GameKind::Malice.ladder().old[0]);
        assert_eq!(settings.malefiz_level, GameKind::Malefiz.ladder().old[1]);
        assert_eq!(settings.spite_level, GameKind::Spite.ladder().old[2]);
        assert!(GameKind::ALL.iter().all(|&g| settings.bot_level(g).rung().is_some()), "{settings:?}");
    }

    #[test]
    fn a_missing_file_gives_defaults_quietly() {
        let loaded = Settings::load(&temp("missing"));
        assert_eq!(loaded, Loaded { settings: Settings::default(), notice: None });
    }

    #[test]
    fn each_game_has_its_own_bot_level() {
        let mut settings = Settings::default();
        *settings.bot_level_mut(GameKind::Malefiz) = Level::Master;
        assert_eq!(settings.malefiz_level, Level::Master);
        let levels: Vec<Level> = GameKind::ALL.iter().map(|&g| settings.bot_level(g)).collect();
        // The others keep their games' usual levels.
        let usual = |g: GameKind| g.ladder().usual();
        assert_eq!(levels, [usual(GameKind::Malice), Level::Master, usual(GameKind::Spite)]);
    }

    #[test]
    fn round_trips() {
        let path = temp("round");
        let settings = Settings { theme: Theme::Light, malice_quiet_move_limit: 0, ..Settings::default() };
        settings.save(&path).expect("write");
        assert_eq!(Settings::load(&path).settings, settings);
    }

    #[test]
    fn unknown_and_missing_fields_fall_back_to_defaults() {
        let path = temp("partial");
        std::fs::create_dir_all(path.parent().expect("dir")).expect("dir");
        std::fs::write(&path, "(theme: Light, colour_of_the_moon: \"blue\", player_name: \"  \")")
            .expect("write");
        let loaded = Settings::load(&path);
        assert_eq!(loaded.notice, None);
        assert_eq!(loaded.settings, Settings { theme: Theme::Light, ..Settings::default() });
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
        let path = temp("broken");
        std::fs::create_dir_all(path.parent().expect("dir")).expect("dir");
        std::fs::write(&path, "(theme: Purple").expect("write");
        let loaded = Settings::load(&path);
        assert_eq!(loaded.settings, Settings::default());
        let notice = loaded.notice.expect("a notice");
        assert!(notice.contains("settings.ron.bad"), "{notice}");
        assert!(!path.exists());
        assert_eq!(
            std::fs::read_to_string(crate::store::atomic::bad_path(&path)).expect("kept"),
            "(theme: Purple"
        );
    }
}
