//! The games the window offers: each game's view, registered once by one
//! line of `views! { … }` in `ui/mod.rs`. Everything the shell draws for a
//! game (its tab, its rules page, its rows in the settings window) is
//! reached from here, for any game, through [`visit`].

use super::help::RulesPage;
use super::screen::{GameScreen, GameTab, GameView};
use crate::games::{GameKind, Registered};
use crate::store::Settings;
use eframe::egui::Ui;

/// Work to do for one game's view whatever it is: [`visit`] calls
/// [`ViewVisit::visit`] with that game's view type.
pub trait ViewVisit {
    /// What the work gives.
    type Out;
    /// Does the work for the game whose view is `V`.
    fn visit<V: GameView>(self) -> Self::Out;
}

/// Declares the views: for each game, `Kind => module::View`. It declares
/// the module and makes [`visit`] reach the view; a game without a line
/// here, or a view of another game, does not compile.
macro_rules! views {
    ($($kind:ident => $module:ident :: $view:ident),+ $(,)?) => {
        $(pub mod $module;)+

        /// Does `work` with the view of `kind`.
        pub(crate) fn visit_view<W: $crate::ui::registry::ViewVisit>(kind: crate::games::GameKind, work: W) -> W::Out {
            // Each line names the view of its own game.
            $(const {
                assert!(matches!(
                    <<$module::$view as $crate::ui::screen::GameView>::Game as crate::games::Registered>::KIND,
                    crate::games::GameKind::$kind
                ));
            })+
            match kind {
                $(crate::games::GameKind::$kind => work.visit::<$module::$view>(),)+
            }
        }
    };
}

/// Does `work` with the view of `kind`.
pub fn visit<W: ViewVisit>(kind: GameKind, work: W) -> W::Out {
    super::visit_view(kind, work)
}

/// A new screen for `kind`, with a fresh game.
pub fn screen(kind: GameKind) -> Box<dyn GameTab> {
    struct NewScreen;
    impl ViewVisit for NewScreen {
        type Out = Box<dyn GameTab>;
        fn visit<V: GameView>(self) -> Self::Out {
            Box::new(GameScreen::<V>::default())
        }
    }
    visit(kind, NewScreen)
}

/// One new screen per game, in tab order.
pub fn screens() -> Vec<Box<dyn GameTab>> {
    GameKind::ALL.into_iter().map(screen).collect()
}

/// A new rules page for `kind`.
pub fn page(kind: GameKind) -> Box<dyn RulesPage> {
    struct NewPage;
    impl ViewVisit for NewPage {
        type Out = Box<dyn RulesPage>;
        fn visit<V: GameView>(self) -> Self::Out {
            Box::new(V::Rules::default())
        }
    }
    visit(kind, NewPage)
}

/// The settings window's rows for `kind`'s options (a label, then the
/// control, each row ended), changing them in `settings`.
pub fn option_rows(kind: GameKind, ui: &mut Ui, settings: &mut Settings) {
    struct Rows<'a> {
        ui: &'a mut Ui,
        settings: &'a mut Settings,
    }
    impl ViewVisit for Rows<'_> {
        type Out = ();
        fn visit<V: GameView>(self) {
            let before = self.settings.options::<V::Game>();
            let mut options = before.clone();
            V::option_rows(self.ui, &mut options);
            if options != before {
                self.settings.set_options::<V::Game>(&<V::Game as Registered>::sanitised_options(options));
            }
        }
    }
    visit(kind, Rows { ui, settings });
}

/// The name of `kind` in the person's language.
pub fn title(kind: GameKind) -> String {
    struct Title;
    impl ViewVisit for Title {
        type Out = String;
        fn visit<V: GameView>(self) -> String {
            V::title()
        }
    }
    visit(kind, Title)
}

/// What to expect of `kind`'s bot at `level` (the rung it stands for),
/// in the person's language, with its measured Elo when it has one.
pub fn describe_level(kind: GameKind, level: crate::core::Level) -> String {
    struct Line(crate::core::Level);
    impl ViewVisit for Line {
        type Out = Option<String>;
        fn visit<V: GameView>(self) -> Option<String> {
            V::rung_line(self.0)
        }
    }
    let ladder = kind.ladder();
    let level = ladder.resolve(level);
    let line = visit(kind, Line(level)).unwrap_or_default();
    match ladder.rung(level).and_then(|rung| rung.elo) {
        Some(elo) => crate::t!("level-line-with-elo", line = line, elo = elo),
        None => line,
    }
}

/// A statistics row's variant of `kind`, kept in English, in the person's
/// language.
pub fn variant_shown(kind: GameKind, kept: &str) -> String {
    struct Shown<'a>(&'a str);
    impl ViewVisit for Shown<'_> {
        type Out = String;
        fn visit<V: GameView>(self) -> String {
            V::variant_shown(self.0)
        }
    }
    visit(kind, Shown(kept))
}

/// The move `played` of an exercise (written as its save writes moves,
/// the decision that made ply `ply` of the game in `save`) as the game's
/// log shows it; as written when the save or the move does not read.
pub fn exercise_move(exercise: &crate::store::exercises::Exercise) -> String {
    struct Shown<'a>(&'a crate::store::exercises::Exercise);
    impl ViewVisit for Shown<'_> {
        type Out = Option<String>;
        fn visit<V: GameView>(self) -> Option<String> {
            let save = crate::store::SaveFile::parse(&self.0.save).ok()?;
            let history = save.history::<V::Game>().ok()?;
            let index = self.0.ply.checked_sub(1).filter(|&i| i < history.played().len())?;
            let before = history.state_at(index);
            let mv = <V::Game as crate::games::Registered>::read_move(before, &self.0.played).ok()?;
            Some(V::log_line(before, &mv))
        }
    }
    visit(exercise.game, Shown(exercise)).unwrap_or_else(|| exercise.played.clone())
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
    /// log has words.
    struct LogLines;

    impl ViewVisit for LogLines {
        type Out = (usize, usize);
        fn visit<V: GameView>(self) -> (usize, usize) {
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
    }

    #[test]
    fn every_views_log_lines_are_the_engines_in_english_and_translated_in_german() {
        for kind in GameKind::ALL {
            let (lines, translated) = visit(kind, LogLines);
            assert!(lines > 0, "{kind:?}");
            if kind != GameKind::Malice {
                assert!(translated > 0, "{kind:?}: no log line in German differs from English");
            }
        }
    }
}
