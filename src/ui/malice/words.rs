//! Malice's words in the person's language: its name, its ladder's lines
//! and the engine's refusals, from the catalogues (`assets/i18n/*/malice.ftl`).

use crate::core::Level;
use crate::t;

/// The game's name.
pub fn title() -> String {
    t!("malice-title")
}

/// What its ladder's rung at `level` says to expect.
pub fn rung_line(level: Level) -> Option<String> {
    Some(match level {
        Level::Newcomer => t!("malice-rung-newcomer"),
        Level::Beginner => t!("malice-rung-beginner"),
        Level::Casual => t!("malice-rung-casual"),
        Level::Club => t!("malice-rung-club"),
        Level::Expert => t!("malice-rung-expert"),
        Level::Master => t!("malice-rung-master"),
        Level::Champion => t!("malice-rung-champion"),
        Level::OldEasy | Level::OldMedium | Level::OldHard => return None,
    })
}

/// Why the engine refuses a move.
pub fn refusal(why: &crate::games::malice::Illegal) -> String {
    why.to_string()
}

/// A statistics row's variant (as `variant_name` kept it, in English).
pub fn variant_shown(kept: &str) -> String {
    kept.to_owned()
}
