//! Numbers as each language writes them: the decimal sign, and the space
//! before a percent sign where the language puts one ("78,9 %" in German,
//! "78,9%" in Brazilian Portuguese, "78.9%" in English).

use super::{Language, current};

/// `value` with `places` decimals, in this thread's language.
pub fn decimal(value: f64, places: usize) -> String {
    decimal_in(current(), value, places)
}

/// `value` (0.789 for 78.9 %) as a percentage with `places` decimals, in
/// this thread's language.
pub fn percent(value: f64, places: usize) -> String {
    percent_in(current(), value, places)
}

fn decimal_in(language: Language, value: f64, places: usize) -> String {
    let text = format!("{value:.places$}");
    match language {
        Language::English => text,
        Language::German | Language::Portuguese => text.replace('.', ","),
    }
}

fn percent_in(language: Language, value: f64, places: usize) -> String {
    let number = decimal_in(language, value * 100.0, places);
    match language {
        Language::German => format!("{number}\u{a0}%"),
        Language::English | Language::Portuguese => format!("{number}%"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_writes_its_own_decimals_and_percentages() {
        assert_eq!(percent_in(Language::English, 0.789, 1), "78.9%");
        assert_eq!(percent_in(Language::German, 0.789, 1), "78,9\u{a0}%");
        assert_eq!(percent_in(Language::Portuguese, 0.789, 1), "78,9%");
        assert_eq!(decimal_in(Language::German, 2.5, 2), "2,50");
        assert_eq!(decimal_in(Language::English, 2.5, 0), "2");
    }
}
