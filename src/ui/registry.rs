//! The games the window offers: each game's view, registered once by one
//! line of `views! { … }` in `ui/mod.rs`. Everything the shell draws for a
//! game (its tab, its rules page, its rows in the settings window) is
//! reached from here, for any game, through its one object [`view`].

use super::rules_page::RulesPage;
use super::screen::{GameScreen, GameTab, GameView};
use crate::core::Level;
use crate::games::{Entry, GameKind};
use crate::games::{Registration, Saves};
use crate::store::Settings;
use crate::store::exercises::Exercise;
use eframe::egui::Ui;

/// What the shell asks of a game's view without naming its type: one
/// object per game, [`view`]`(kind)`, implemented once for every
/// [`Entry<V>`](Entry) of a view `V` as the layers below implement theirs
/// for every `Entry` of an engine.
pub trait AnyView: Sync {
    /// A new screen, with a fresh game.
    fn screen(&self) -> Box<dyn GameTab>;
    /// A new rules page.
    fn page(&self) -> Box<dyn RulesPage>;
    /// The settings window's rows for the game's options (a label, then
    /// the control, each row ended), changing them in `settings`.
    fn option_rows(&self, ui: &mut Ui, settings: &mut Settings);
    /// The game's name in the person's language.
    fn title(&self) -> String;
    /// What to expect of the bot of `level`, as its rung says it.
    fn rung_line(&self, level: Level) -> Option<String>;
    /// A statistics row's variant, kept in English, in the person's
    /// language.
    fn variant_shown(&self, kept: &str) -> String;
    /// An exercise's move as the game's log shows it, if the save and the
    /// move read (see [`exercise_move`]).
    fn exercise_move(&self, exercise: &Exercise) -> Option<String>;
    /// Every log line of the game's samples, in English and in German:
    /// how many there were, and how many differ in German.
    #[cfg(test)]
    fn log_lines(&self) -> (usize, usize);
}

impl<V: GameView> AnyView for Entry<V> {
    fn screen(&self) -> Box<dyn GameTab> {
        Box::new(GameScreen::<V>::default())
    }

    fn page(&self) -> Box<dyn RulesPage> {
        Box::new(V::Rules::default())
    }

    fn option_rows(&self, ui: &mut Ui, settings: &mut Settings) {
        let before = settings.options::<V::Game>();
        let mut options = before.clone();
        V::option_rows(ui, &mut options);
        if options != before {
            settings.set_options::<V::Game>(&<V::Game as Registration>::sanitised_options(options));
        }
    }

    fn title(&self) -> String {
        V::title()
    }

    fn rung_line(&self, level: Level) -> Option<String> {
        V::rung_line(level)
    }

    fn variant_shown(&self, kept: &str) -> String {
        V::variant_shown(kept)
    }

    fn exercise_move(&self, exercise: &Exercise) -> Option<String> {
        let save = crate::store::SaveFile::parse(&exercise.save).ok()?;
        let history = save.history::<V::Game>().ok()?;
        let index = exercise.ply.checked_sub(1).filter(|&i| i < history.played().len())?;
        let before = history.state_at(index);
        let mv = <V::Game as Saves>::read_move(before, &exercise.played).ok()?;
        Some(V::log_line(before, &mv))
    }

    #[cfg(test)]
    fn log_lines(&self) -> (usize, usize) {
        tests::log_lines::<V>()
    }
}

/// Declares the views: for each game, `Kind => module::View`. It declares
/// the module and makes [`view`] reach the view; a game without a line
/// here, or a view of another game, does not compile.
macro_rules! views {
    ($($kind:ident => $module:ident :: $view:ident),+ $(,)?) => {
        $(pub mod $module;)+

        /// The view of `kind`.
        pub(crate) fn view_of(kind: crate::games::GameKind) -> &'static dyn $crate::ui::registry::AnyView {
            // Each line names the view of its own game.
            $(const {
                assert!(matches!(
                    <<$module::$view as $crate::ui::screen::ViewGame>::Game as crate::games::Registration>::KIND,
                    crate::games::GameKind::$kind
                ));
            })+
            match kind {
                $(crate::games::GameKind::$kind => const { &$crate::games::kind::Entry::<$module::$view>::new() },)+
            }
        }
    };
}

/// The view of `kind`.
pub fn view(kind: GameKind) -> &'static dyn AnyView {
    super::view_of(kind)
}

/// A new screen for `kind`, with a fresh game.
pub fn screen(kind: GameKind) -> Box<dyn GameTab> {
    view(kind).screen()
}

/// One new screen per game, in tab order.
pub fn screens() -> Vec<Box<dyn GameTab>> {
    GameKind::ALL.into_iter().map(screen).collect()
}

/// A new rules page for `kind`.
pub fn page(kind: GameKind) -> Box<dyn RulesPage> {
    view(kind).page()
}

/// The settings window's rows for `kind`'s options (a label, then the
/// control, each row ended), changing them in `settings`.
pub fn option_rows(kind: GameKind, ui: &mut Ui, settings: &mut Settings) {
    view(kind).option_rows(ui, settings);
}

/// The name of `kind` in the person's language.
pub fn title(kind: GameKind) -> String {
    view(kind).title()
}

/// What to expect of `kind`'s bot at `level` (the rung it stands for),
/// in the person's language, with its measured Elo when it has one.
pub fn describe_level(kind: GameKind, level: Level) -> String {
    let ladder = kind.ladder();
    let level = ladder.resolve(level);
    super::words::level_line(ladder, level, view(kind).rung_line(level))
}

/// A statistics row's variant of `kind`, kept in English, in the person's
/// language.
pub fn variant_shown(kind: GameKind, kept: &str) -> String {
    view(kind).variant_shown(kept)
}

/// The move `played` of an exercise (written as its save writes moves,
/// the decision that made ply `ply` of the game in `save`) as the game's
/// log shows it; as written when the save or the move does not read.
pub fn exercise_move(exercise: &Exercise) -> String {
    view(exercise.game).exercise_move(exercise).unwrap_or_else(|| exercise.played.clone())
}

/// Every game's name, as a list in the person's language: "Malice,
/// Malefiz and Spite & Malice".
pub fn all_titles() -> String {
    let titles: Vec<String> = GameKind::ALL.into_iter().map(title).collect();
    match titles.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            crate::t!("list-and", items = rest.join(", "), last = last.clone())
        }
        _ => titles.concat(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::games::checks::samples;
    use crate::i18n::{self, Language};

    /// In English each view's log line is the engine's own; in the other
    /// languages it is written, and differs somewhere for a game whose
    /// log has words: how many lines, and how many differ.
    pub(super) fn log_lines<V: GameView>() -> (usize, usize) {
        let (mut lines, mut translated) = (0, 0);
        for state in samples::<V::Game>() {
            let mut moves = Vec::new();
            state.legal_moves(&mut moves);
            for mv in &moves {
                i18n::set(Language::English);
                assert_eq!(V::log_line(&state, mv), state.log_entry(mv), "{}", V::title());
                i18n::set(Language::German);
                let german = V::log_line(&state, mv);
                assert!(!german.is_empty());
                lines += 1;
                translated += usize::from(german != state.log_entry(mv));
            }
        }
        i18n::set(Language::English);
        (lines, translated)
    }

    #[test]
    fn every_views_log_lines_are_the_engines_in_english_and_translated_in_german() {
        for kind in GameKind::ALL {
            let (lines, translated) = view(kind).log_lines();
            assert!(lines > 0, "{kind:?}");
            if kind != GameKind::Malice {
                assert!(translated > 0, "{kind:?}: no log line in German differs from English");
            }
        }
    }

    #[test]
    fn each_kinds_view_is_of_its_own_game() {
        i18n::set(Language::English);
        for kind in GameKind::ALL {
            assert_eq!(view(kind).title(), kind.title(), "the English title is the facts'");
            assert_eq!(view(kind).page().kind(), kind);
        }
    }
}
