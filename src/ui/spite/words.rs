//! Spite & Malice's words in the person's language: its name, its ladder's lines
//! and the engine's refusals, from the catalogues (`assets/i18n/*/spite.ftl`).

use crate::core::Level;
use crate::t;

/// The game's name.
pub fn title() -> String {
    t!("spite-title")
}

/// What its ladder's rung at `level` says to expect.
pub fn rung_line(level: Level) -> Option<String> {
    Some(match level {
        Level::Newcomer => t!("spite-rung-newcomer"),
        Level::Beginner => t!("spite-rung-beginner"),
        Level::Casual => t!("spite-rung-casual"),
        Level::Club => t!("spite-rung-club"),
        Level::Expert => t!("spite-rung-expert"),
        Level::Master | Level::Champion | Level::OldEasy | Level::OldMedium | Level::OldHard => return None,
    })
}

/// Why the engine refuses a move.
pub fn refusal(why: &crate::games::spite::Illegal) -> String {
    why.to_string()
}

/// A statistics row's variant (as `variant_name` kept it, in English).
pub fn variant_shown(kept: &str) -> String {
    kept.to_owned()
}
