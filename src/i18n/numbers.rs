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

/// The day `seconds` after 1970 began (UTC), as this thread's language
/// writes a date: 2026-12-06, 06.12.2026, 06/12/2026.
pub fn date(seconds: u64) -> String {
    date_in(current(), seconds)
}

fn date_in(language: Language, seconds: u64) -> String {
    let (year, month, day) = civil_day(seconds / 86_400);
    match language {
        Language::English => format!("{year}-{month:02}-{day:02}"),
        Language::German => format!("{day:02}.{month:02}.{year}"),
        Language::Portuguese => format!("{day:02}/{month:02}/{year}"),
    }
}

/// Year, month (1–12) and day (1–31) of the Gregorian calendar, `days`
/// after 1970-01-01. Counted in 400-year eras of 146,097 days, each begun
/// on a 1 March, so that the leap day falls at an era-year's end.
pub fn civil_day(days: u64) -> (u64, u64, u64) {
    // Days since 0000-03-01: 1970-01-01 is 719,468 days after it.
    let z = days + 719_468;
    let era = z / 146_097;
    let of_era = z % 146_097;
    let year_of_era = (of_era - of_era / 1_460 + of_era / 36_524 - of_era / 146_096) / 365;
    let day_of_year = of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    // Months counted from March, each five of them 153 days.
    let march_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * march_month + 2) / 5 + 1;
    let month = if march_month < 10 { march_month + 3 } else { march_month - 9 };
    let year = year_of_era + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_dated_by_the_calendar_in_each_languages_order() {
        assert_eq!(civil_day(0), (1970, 1, 1));
        assert_eq!(civil_day(59), (1970, 3, 1));
        assert_eq!(civil_day(11_016), (2000, 2, 29), "a leap day of a 400th year");
        assert_eq!(civil_day(11_017), (2000, 3, 1));
        assert_eq!(civil_day(20_793), (2026, 12, 6));
        assert_eq!(civil_day(47_541), (2100, 3, 1), "2100 has no 29 February");
        assert_eq!(civil_day(47_540), (2100, 2, 28));
        let seconds = 20_793 * 86_400 + 3_600;
        assert_eq!(date_in(Language::English, seconds), "2026-12-06");
        assert_eq!(date_in(Language::German, seconds), "06.12.2026");
        assert_eq!(date_in(Language::Portuguese, seconds), "06/12/2026");
    }

    #[test]
    fn each_language_writes_its_own_decimals_and_percentages() {
        assert_eq!(percent_in(Language::English, 0.789, 1), "78.9%");
        assert_eq!(percent_in(Language::German, 0.789, 1), "78,9\u{a0}%");
        assert_eq!(percent_in(Language::Portuguese, 0.789, 1), "78,9%");
        assert_eq!(decimal_in(Language::German, 2.5, 2), "2,50");
        assert_eq!(decimal_in(Language::English, 2.5, 0), "2");
    }
}
