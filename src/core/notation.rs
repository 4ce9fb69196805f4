//! Squares in notation, as every board game here writes them: the error
//! for text that names no square, and saving a value as its notation
//! (serde writes a square as `"La1"`, not as its fields, so saves stay
//! readable and survive a change of layout).

use std::fmt;

/// Text that does not name a square of a game's board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareError {
    /// The text as given.
    pub text: String,
    /// What is wrong with it.
    pub problem: String,
    /// How the game writes its squares (`write squares like La1 or Rd8`),
    /// so the message shows the way.
    pub examples: &'static str,
}

impl SquareError {
    /// The error for `text`, which is not a square because of `problem`.
    pub fn new(text: &str, problem: impl Into<String>, examples: &'static str) -> Self {
        SquareError { text: text.to_owned(), problem: problem.into(), examples }
    }
}

impl fmt::Display for SquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a square: {} ({})", self.text, self.problem, self.examples)
    }
}

impl std::error::Error for SquareError {}

/// Gives `$ty`, which has `Display` and `FromStr`, the conversions serde's
/// `#[serde(into = "String", try_from = "String")]` needs: written as its
/// notation, read back through its parser (whose error says what is wrong).
macro_rules! saved_as_notation {
    ($ty:ty) => {
        impl From<$ty> for String {
            fn from(value: $ty) -> String {
                value.to_string()
            }
        }

        impl TryFrom<String> for $ty {
            type Error = <$ty as std::str::FromStr>::Err;

            fn try_from(text: String) -> Result<$ty, Self::Error> {
                text.parse()
            }
        }
    };
}

pub(crate) use saved_as_notation;
