//! The games the window offers, one screen each, in the order of
//! [`GameKind::ALL`]. Adding a game to the window is one line here.

use super::malefiz::MalefizScreen;
use super::malice::MaliceScreen;
use super::screen::GameTab;
use super::spite::SpiteScreen;
use crate::games::GameKind;

/// A new screen for `kind`, with a fresh game.
pub fn screen(kind: GameKind) -> Box<dyn GameTab> {
    match kind {
        GameKind::Malice => Box::new(MaliceScreen::default()),
        GameKind::Malefiz => Box::new(MalefizScreen::default()),
        GameKind::Spite => Box::new(SpiteScreen::default()),
    }
}

/// One new screen per game, in tab order.
pub fn screens() -> Vec<Box<dyn GameTab>> {
    GameKind::ALL.into_iter().map(screen).collect()
}
