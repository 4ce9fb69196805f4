//! The words a person sees, in their language: English, Deutsch or
//! Português (Brasil). Every word of the window comes from the catalogues
//! in `assets/i18n/<language>/<area>.ftl` (Project Fluent, compiled into
//! the binary), asked for by id with [`t!`](crate::t): `t!("menu-new-game")`,
//! `t!("status-cards-left", count = 5)`. The engines, the command line,
//! saves and notation know no language.
//!
//! The language is kept per thread ([`set`], [`current`]): the window's
//! thread sets the person's choice before it draws, so tests that draw in
//! several languages at once do not disturb each other.
//!
//! Numbers go through [`decimal`] and [`percent`], which write them as the
//! language does; whole numbers given to a message choose its plural form
//! by the language's own rules (Fluent's `[one]`, `*[other]`).

mod catalogue;
mod locale;
mod numbers;

#[cfg(test)]
mod tests;

pub use locale::system_language;
pub use numbers::{civil_day, date, decimal, percent};

use serde::{Deserialize, Serialize};
use std::cell::Cell;

/// A language the table speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English.
    #[default]
    #[serde(rename = "en")]
    English,
    /// German.
    #[serde(rename = "de")]
    German,
    /// Brazilian Portuguese.
    #[serde(rename = "pt-BR")]
    Portuguese,
}

impl Language {
    /// Every language, in the order the settings list them.
    pub const ALL: [Language; 3] = [Language::English, Language::German, Language::Portuguese];

    /// The language's name in itself, as the settings list it.
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
            Language::Portuguese => "Português (Brasil)",
        }
    }

    /// Its BCP 47 tag: the folder of its catalogues, and its plural rules.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::Portuguese => "pt-BR",
        }
    }
}

thread_local! {
    static LANGUAGE: Cell<Language> = const { Cell::new(Language::English) };
    static PSEUDO: Cell<bool> = const { Cell::new(false) };
}

/// Speaks `language` on this thread from now on.
pub fn set(language: Language) {
    LANGUAGE.with(|l| l.set(language));
}

/// The language this thread speaks.
pub fn current() -> Language {
    LANGUAGE.with(Cell::get)
}

/// Turns the pseudo-language on or off on this thread: while it is on,
/// every message is its English words between [`PSEUDO_OPEN`] and
/// [`PSEUDO_CLOSE`], whatever language is set, so that a test can find
/// words that bypassed the catalogues.
pub fn set_pseudo(on: bool) {
    PSEUDO.with(|p| p.set(on));
}

/// What opens a message in the pseudo-language.
pub const PSEUDO_OPEN: char = '⟦';
/// What closes a message in the pseudo-language.
pub const PSEUDO_CLOSE: char = '⟧';

/// A value a message is given: words or a number.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Words, put in as they are (a name, a move in notation, a message
    /// already translated).
    Text(String),
    /// A whole number: it chooses the plural form.
    Count(i64),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

macro_rules! count_args {
    ($($t:ty),+) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Count(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )+};
}
count_args!(usize, u8, u16, u32, u64, i32, i64);

/// The message `id` in this thread's language, with `args` put in. A
/// message missing from the language is taken from English, and one missing
/// there too shows its id (the catalogue tests keep both from happening).
pub fn text(id: &str, args: &[(&str, Arg)]) -> String {
    if PSEUDO.with(Cell::get) {
        format!("{PSEUDO_OPEN}{}{PSEUDO_CLOSE}", catalogue::format(Language::English, id, args))
    } else {
        catalogue::format(current(), id, args)
    }
}

/// The message `id` in `language`, whatever this thread speaks: for words
/// that must be known in every language (a default name someone may have
/// kept from another language).
pub fn text_in(language: Language, id: &str, args: &[(&str, Arg)]) -> String {
    catalogue::format(language, id, args)
}

/// A message in this thread's language: `t!("menu-quit")`, or with
/// arguments `t!("log-moves", count = 3, player = name)`. The id must be a
/// literal, so that the catalogue tests find every id the code uses.
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::text($id, &[])
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text($id, &[$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}

/// A message id kept in a table and translated when shown: `id!("x")` is
/// the literal `"x"`, marked so that the catalogue tests find it.
#[macro_export]
macro_rules! id {
    ($id:literal) => {
        $id
    };
}
