//! The language of the system, for the first launch: on Linux and the
//! other Unix desktops the locale variables, elsewhere the system's own
//! setting.

use super::Language;
use std::sync::OnceLock;

/// The language a locale names (`de_AT.UTF-8`, `pt-BR`, `en_GB`), if the
/// table speaks it. Any Portuguese reads as Brazilian Portuguese, any
/// German as German.
pub fn language_of(locale: &str) -> Option<Language> {
    let code: String = locale.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
    match code.to_ascii_lowercase().as_str() {
        "en" => Some(Language::English),
        "de" => Some(Language::German),
        "pt" => Some(Language::Portuguese),
        _ => None,
    }
}

/// The system's language, if the table speaks it; English otherwise. Read
/// once: the window asks for it every frame until a language is chosen.
pub fn system_language() -> Language {
    static SYSTEM: OnceLock<Language> = OnceLock::new();
    *SYSTEM.get_or_init(|| system_locales().iter().find_map(|locale| language_of(locale)).unwrap_or_default())
}

/// The locales the system names for messages, most wanted first, in GNU
/// gettext's order: each entry of `LANGUAGE` (a list split by `:`), then
/// the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not
/// empty (as C's `setlocale` reads them). `C` and `POSIX` name no
/// language, and under them gettext does not read `LANGUAGE` either.
#[cfg(not(any(windows, target_os = "macos")))]
fn system_locales() -> Vec<String> {
    let read = |name: &str| std::env::var(name).ok().filter(|value| !value.is_empty());
    locales_from(read)
}

/// The locales named by the variables `read` gives.
#[cfg(not(any(windows, target_os = "macos")))]
fn locales_from(read: impl Fn(&str) -> Option<String>) -> Vec<String> {
    // None set is the C locale.
    let Some(locale) = ["LC_ALL", "LC_MESSAGES", "LANG"].into_iter().find_map(&read) else {
        return Vec::new();
    };
    // `C.UTF-8` is the C locale too.
    let code = locale.split(['.', '@']).next().unwrap_or_default();
    if code == "C" || code == "POSIX" {
        return Vec::new();
    }
    let mut locales = list_of(read("LANGUAGE"));
    locales.push(locale);
    locales
}

/// The entries of a `LANGUAGE` list (`de:en_GB:pt`), empty ones left out.
#[cfg(not(any(windows, target_os = "macos")))]
fn list_of(language: Option<String>) -> Vec<String> {
    let list = language.unwrap_or_default();
    list.split(':').filter(|entry| !entry.is_empty()).map(str::to_owned).collect()
}

/// The locales the system's settings name, most wanted first.
#[cfg(any(windows, target_os = "macos"))]
fn system_locales() -> Vec<String> {
    sys_locale::get_locales().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locale_names_its_language() {
        assert_eq!(language_of("de_AT.UTF-8"), Some(Language::German));
        assert_eq!(language_of("de"), Some(Language::German));
        assert_eq!(language_of("pt_BR.UTF-8"), Some(Language::Portuguese));
        assert_eq!(language_of("pt-PT"), Some(Language::Portuguese));
        assert_eq!(language_of("en_GB.UTF-8@euro"), Some(Language::English));
        assert_eq!(language_of("fr_FR.UTF-8"), None);
        assert_eq!(language_of("C.UTF-8"), None);
        assert_eq!(language_of(""), None);
    }

    #[cfg(not(any(windows, target_os = "macos")))]
    #[test]
    fn lc_all_comes_before_lc_messages_before_lang() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| (*v).to_owned())
        };
        let all = env(&[("LC_ALL", "de_DE.UTF-8"), ("LC_MESSAGES", "pt_BR"), ("LANG", "en_US")]);
        assert_eq!(locales_from(all), ["de_DE.UTF-8"]);
        let messages = env(&[("LC_MESSAGES", "pt_BR"), ("LANG", "en_US")]);
        assert_eq!(locales_from(messages), ["pt_BR"]);
        assert_eq!(locales_from(env(&[("LANG", "de_CH.UTF-8")])), ["de_CH.UTF-8"]);
        assert!(locales_from(env(&[("LANG", "C")])).is_empty());
        assert!(locales_from(env(&[])).is_empty());
    }

    /// The language the table picks from `pairs`, as [`system_language`] does.
    #[cfg(not(any(windows, target_os = "macos")))]
    fn picked(pairs: &[(&str, &str)]) -> Option<Language> {
        let read = |name: &str| pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| (*v).to_owned());
        locales_from(read).iter().find_map(|locale| language_of(locale))
    }

    #[cfg(not(any(windows, target_os = "macos")))]
    #[test]
    fn language_comes_before_lc_all_lc_messages_and_lang() {
        let lists = [
            ("LANGUAGE", "pt_BR:de"),
            ("LC_ALL", "en_US.UTF-8"),
            ("LC_MESSAGES", "de_DE"),
            ("LANG", "de_DE"),
        ];
        assert_eq!(picked(&lists), Some(Language::Portuguese));
        assert_eq!(picked(&[("LANGUAGE", "de"), ("LANG", "en_GB.UTF-8")]), Some(Language::German));
        assert_eq!(picked(&[("LANGUAGE", "de"), ("LC_MESSAGES", "pt_BR.UTF-8")]), Some(Language::German));
    }

    #[cfg(not(any(windows, target_os = "macos")))]
    #[test]
    fn the_first_language_in_the_list_the_table_speaks_wins() {
        let french_first = [("LANGUAGE", "fr_FR:::de:pt"), ("LANG", "en_US.UTF-8")];
        assert_eq!(picked(&french_first), Some(Language::German));
        // None of the list spoken: the locale's own language.
        assert_eq!(picked(&[("LANGUAGE", "fr:it"), ("LANG", "pt_BR.UTF-8")]), Some(Language::Portuguese));
        // An empty list is no list.
        assert_eq!(picked(&[("LANGUAGE", ""), ("LANG", "de_AT.UTF-8")]), Some(Language::German));
    }

    #[cfg(not(any(windows, target_os = "macos")))]
    #[test]
    fn under_the_c_locale_language_is_not_read() {
        assert_eq!(picked(&[("LANGUAGE", "de"), ("LANG", "C")]), None);
        assert_eq!(picked(&[("LANGUAGE", "de"), ("LC_ALL", "POSIX"), ("LANG", "pt_BR")]), None);
        assert_eq!(picked(&[("LANGUAGE", "de"), ("LC_ALL", "C.UTF-8")]), None);
        // No locale set at all is the C locale.
        assert_eq!(picked(&[("LANGUAGE", "de")]), None);
    }
}
