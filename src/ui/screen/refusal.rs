//! Why a screen refuses what a person asks of it (save, review, practise,
//! join a game), as data: the window words each where it shows it, in the
//! person's language.

use super::view::ViewDialog;
use crate::net::Refusal;
use crate::net::session::OnlineError;
use crate::store::part::PartError;
use crate::store::save::LoadError;
use crate::t;
use crate::ui::words;
use std::any::Any;
use std::fmt;

/// Why the game at a screen cannot be saved now.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveRefusal {
    /// It began from a set-up position, which a save does not hold.
    SetupPosition,
    /// Its setup cannot be written as a save (RON's reason).
    Unwritable(PartError),
}

impl SaveRefusal {
    /// The reason in the person's language, as "This game cannot be saved:
    /// …" goes on.
    pub fn words(&self) -> String {
        match self {
            SaveRefusal::SetupPosition => t!("save-setup-position"),
            SaveRefusal::Unwritable(e) => t!("save-unwritable", error = e.to_string()),
        }
    }
}

impl From<PartError> for SaveRefusal {
    fn from(e: PartError) -> SaveRefusal {
        SaveRefusal::Unwritable(e)
    }
}

/// Why Review game cannot start now.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewRefusal {
    /// A practice is under way.
    Practising,
    /// A review is running.
    Running,
    /// No move has been played.
    Nothing,
    /// The game's view refuses (it would show hidden cards): its own words.
    Game(String),
}

impl ReviewRefusal {
    /// The reason in the person's language.
    pub fn words(&self) -> String {
        match self {
            ReviewRefusal::Practising => t!("practice-no-review"),
            ReviewRefusal::Running => t!("review-running"),
            ReviewRefusal::Nothing => t!("review-nothing"),
            ReviewRefusal::Game(words) => words.clone(),
        }
    }
}

/// Why a tab cannot start a new game with the seats asked for: its view's
/// own typed reason ([`ViewDialog::Unfit`]), kept whole behind the tab's
/// game-blind face and worded by that view where it is shown.
pub struct RestartRefusal(Box<dyn Unfitting>);

/// A view's reason, with the view that words it.
trait Unfitting: Any {
    /// The reason in the person's language.
    fn words(&self) -> String;
    /// The reason itself, for a caller that knows the game.
    fn reason(&self) -> &dyn Any;
    /// The reason for a developer.
    fn debug(&self) -> String;
}

/// `V`'s reason, worded by `V`.
struct Unfit<V: ViewDialog>(V::Unfit);

impl<V: ViewDialog + 'static> Unfitting for Unfit<V> {
    fn words(&self) -> String {
        V::unfit(&self.0)
    }
    fn reason(&self) -> &dyn Any {
        &self.0
    }
    fn debug(&self) -> String {
        format!("{:?}", self.0)
    }
}

impl RestartRefusal {
    /// Keeps `V`'s reason, to be worded by `V`.
    pub fn of<V: ViewDialog + 'static>(why: V::Unfit) -> RestartRefusal {
        RestartRefusal(Box::new(Unfit::<V>(why)))
    }
    /// The reason in the person's language.
    pub fn words(&self) -> String {
        self.0.words()
    }
    /// The view's own reason, if it is a `T` (the game's `Unfit`).
    pub fn reason<T: 'static>(&self) -> Option<&T> {
        self.0.reason().downcast_ref()
    }
}

impl fmt::Debug for RestartRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RestartRefusal({})", self.0.debug())
    }
}

impl fmt::Display for RestartRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words())
    }
}

/// Why an exercise cannot be practised at a screen.
#[derive(Clone, Debug, PartialEq)]
pub enum PracticeRefusal {
    /// The table is a network game.
    Online,
    /// The game at the table cannot be put aside (it does not save).
    Unsaved(SaveRefusal),
    /// The exercise's game does not open.
    Load(LoadError),
    /// Its game no longer reaches the position with a person to move.
    PositionGone,
}

impl PracticeRefusal {
    /// The reason in the person's language.
    pub fn words(&self) -> String {
        match self {
            PracticeRefusal::Online => t!("practice-not-online"),
            PracticeRefusal::Unsaved(why) => why.words(),
            PracticeRefusal::Load(e) => words::load_error(e),
            PracticeRefusal::PositionGone => t!("practice-position-gone"),
        }
    }
}

/// Why the seat a host offered cannot be taken at a screen.
#[derive(Debug)]
pub enum JoinRefusal {
    /// The host's variant does not read as this game's.
    Variant(Refusal),
    /// The host's variant cannot be set up here (the game's reason, which
    /// the games give in English only).
    Start(crate::games::StartError),
    /// The network game cannot begin.
    Online(OnlineError),
}

impl JoinRefusal {
    /// The reason in the person's language.
    pub fn words(&self) -> String {
        match self {
            JoinRefusal::Variant(refusal) => words::refusal(refusal),
            JoinRefusal::Start(why) => why.to_string(),
            JoinRefusal::Online(e) => words::online_error(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{self, Language, PSEUDO_CLOSE, PSEUDO_OPEN};

    #[test]
    fn every_refusal_is_said_from_the_catalogues_but_the_views_own() {
        let unwritable = || SaveRefusal::Unwritable(PartError::Unwritable(ron::Error::ExpectedUnit));
        // Every refusal the catalogues word, then the view's own.
        let every = || {
            [
                SaveRefusal::SetupPosition.words(),
                unwritable().words(),
                ReviewRefusal::Practising.words(),
                ReviewRefusal::Running.words(),
                ReviewRefusal::Nothing.words(),
                PracticeRefusal::Online.words(),
                PracticeRefusal::PositionGone.words(),
                JoinRefusal::Online(OnlineError::Over).words(),
                ReviewRefusal::Game("hidden cards".into()).words(),
            ]
        };
        let mut said = every().to_vec();
        said.extend([
            PracticeRefusal::Unsaved(SaveRefusal::SetupPosition).words(),
            PracticeRefusal::Load(LoadError::UnknownFormat { found: 99 }).words(),
            JoinRefusal::Variant(Refusal::NoSeat).words(),
        ]);
        i18n::set_pseudo(true);
        let pseudo = every();
        i18n::set_pseudo(false);
        let (views_own, catalogued) = pseudo.split_last().expect("nine");
        for text in catalogued {
            assert!(
                text.starts_with(PSEUDO_OPEN) && text.ends_with(PSEUDO_CLOSE),
                "not from a catalogue: {text}"
            );
        }
        // The view words its refusal itself: it is shown as it gave it.
        assert_eq!(views_own, "hidden cards");
        assert!(said.iter().all(|text| !text.trim().is_empty()));
        // The same words the window said when these were sentences.
        i18n::set(Language::English);
        assert_eq!(SaveRefusal::SetupPosition.words(), i18n::text("save-setup-position", &[]));
        assert_eq!(ReviewRefusal::Nothing.words(), i18n::text("review-nothing", &[]));
        assert!(unwritable().words().contains(&ron::Error::ExpectedUnit.to_string()));
        let gone = PracticeRefusal::Load(LoadError::UnknownFormat { found: 99 });
        assert_eq!(gone.words(), words::load_error(&LoadError::UnknownFormat { found: 99 }));
    }
}
