//! Malefiz's words in the person's language: its name, its ladder's lines
//! and the engine's refusals, from the catalogues (`assets/i18n/*/malefiz.ftl`).

use crate::core::Level;
use crate::t;

/// The game's name.
pub fn title() -> String {
    t!("malefiz-title")
}

/// What its ladder's rung at `level` says to expect.
pub fn rung_line(level: Level) -> Option<String> {
    Some(match level {
        Level::Newcomer => t!("malefiz-rung-newcomer"),
        Level::Beginner => t!("malefiz-rung-beginner"),
        Level::Casual => t!("malefiz-rung-casual"),
        Level::Club => t!("malefiz-rung-club"),
        Level::Expert => t!("malefiz-rung-expert"),
        Level::Master => t!("malefiz-rung-master"),
        Level::Champion | Level::OldEasy | Level::OldMedium | Level::OldHard => return None,
    })
}

/// Why the engine refuses a move.
pub fn refusal(why: &crate::games::malefiz::Illegal) -> String {
    why.to_string()
}

/// A statistics row's variant (as `variant_name` kept it, in English).
pub fn variant_shown(kept: &str) -> String {
    kept.to_owned()
}
