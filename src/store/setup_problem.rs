//! Why a save's setup (its seats, variant, match or position) cannot be
//! played, as data: [`super::save::LoadError::BadSetup`] carries it and the
//! window words the whole error.

use super::part::PartError;
use crate::games::{CheckError, GameKind, StartError};
use std::fmt;
use std::sync::Arc;

/// What is wrong with a save's setup.
#[derive(Clone, Debug)]
pub enum SetupProblem {
    /// Its variant does not read as its game's.
    Variant(PartError),
    /// Its variant is not one of `game`'s (checked before a game is chosen).
    NotVariantOf {
        /// The game the save names.
        game: GameKind,
        /// RON's reason.
        why: PartError,
    },
    /// Its match does not read.
    Series(PartError),
    /// The game cannot start from its variant and seed (the game's reason,
    /// shared so that the error stays cheap to clone).
    Start(Arc<StartError>),
    /// It has a number of seats the game is not played by.
    Seats {
        /// The seats in the save.
        found: usize,
        /// The players the game needs.
        needed: usize,
    },
    /// Its position does not read.
    Position(PartError),
    /// Its position is not one the game could reach (the game's reason).
    Unreachable(Arc<CheckError>),
}

impl fmt::Display for SetupProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupProblem::Variant(e) => write!(f, "its variant: {e}"),
            SetupProblem::NotVariantOf { game, why } => {
                write!(f, "the variant is not one of {}: {why}", game.title())
            }
            SetupProblem::Series(e) => write!(f, "its match: {e}"),
            SetupProblem::Start(e) => e.fmt(f),
            SetupProblem::Seats { found, needed } => write!(f, "{found} seats for a {needed}-player game"),
            SetupProblem::Position(e) => write!(f, "its position: {e}"),
            SetupProblem::Unreachable(e) => write!(f, "its position: {e}"),
        }
    }
}

impl PartialEq for SetupProblem {
    /// A game's own reasons have no equality of their own: two are the same
    /// when they say the same.
    fn eq(&self, other: &SetupProblem) -> bool {
        use SetupProblem::*;
        match (self, other) {
            (Variant(a), Variant(b)) | (Series(a), Series(b)) | (Position(a), Position(b)) => a == b,
            (NotVariantOf { game, why }, NotVariantOf { game: other_game, why: other_why }) => {
                game == other_game && why == other_why
            }
            (Start(a), Start(b)) => a.to_string() == b.to_string(),
            (Unreachable(a), Unreachable(b)) => a.to_string() == b.to_string(),
            (Seats { found, needed }, Seats { found: other_found, needed: other_needed }) => {
                found == other_found && needed == other_needed
            }
            _ => false,
        }
    }
}

impl Eq for SetupProblem {}

impl std::error::Error for SetupProblem {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{History, Seat};
    use crate::games::malice::{Malice, Rules};
    use crate::store::save::{LoadError, SaveFile};

    #[test]
    fn a_setup_that_cannot_be_played_says_why_as_data_in_the_words_it_always_had() {
        let history = History::new(Malice::new(Rules::default()));
        let seats = vec![Seat::human("A"), Seat::human("B"), Seat::human("C")];
        let three = SaveFile::of(&history, seats, 7, 7, None).expect("a save");
        let refused = three.history::<Malice>().map(|h| h.cursor()).expect_err("three seats");
        assert_eq!(refused, LoadError::BadSetup { detail: SetupProblem::Seats { found: 3, needed: 2 } });
        assert_eq!(refused.to_string(), "the game's setup cannot be used: 3 seats for a 2-player game");
    }
}
