//! The table's sounds: which there are ([`Sound`]), how each is made in code
//! (`synth`: samples the project makes itself, no sound files), and, with the
//! window, the thread that plays them (`player`, rodio on the machine's
//! output, opened at the first sound). Neither the synthesis nor the list
//! needs egui or an audio library, so both are tested anywhere.

#[cfg(feature = "app")]
pub mod player;
pub mod synth;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod wav;

/// A sound the table makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Sound {
    /// A piece moved: a soft wooden tap.
    Move,
    /// A piece captured or hit (sent home): a lower, firmer knock.
    Capture,
    /// A die rolled: a short rattle of clicks.
    DieRoll,
    /// A card played: a soft swish.
    CardPlayed,
    /// A barricade placed: a heavy thud.
    Barricade,
    /// The turn has come to a person at this screen: a two-note chime.
    YourTurn,
    /// The game ended: a rising three-note phrase.
    GameOver,
}

impl Sound {
    /// Every sound.
    pub const ALL: [Sound; 7] = [
        Sound::Move,
        Sound::Capture,
        Sound::DieRoll,
        Sound::CardPlayed,
        Sound::Barricade,
        Sound::YourTurn,
        Sound::GameOver,
    ];

    /// Whether the sound is a move's own (not the turn's or the game's
    /// end): those give way when sounds pile up.
    pub fn of_a_move(self) -> bool {
        !matches!(self, Sound::YourTurn | Sound::GameOver)
    }
}

/// How loud the table plays at `volume` percent (0–100): the square of
/// the fraction, which the ear hears as even steps.
pub fn gain(volume: u8) -> f32 {
    let fraction = f32::from(volume.min(100)) / 100.0;
    fraction * fraction
}
