//! The table's sounds at the app: what the tab shown asks for is played at
//! the person's volume, unless they are muted, on the sound thread (which
//! the window never waits for); the mute key; and what the settings window
//! says when the machine has no sound device.

use super::App;
use crate::sound::player::{Device, NoSound, SoundPlayer};
use crate::sound::{self, Sound};
use crate::t;

/// How many of the sounds asked for are kept for [`App::sounds_asked`].
const KEPT: usize = 64;

/// The app's sounds: the player, and what was asked of it.
#[derive(Default)]
pub struct Sounds {
    /// Where sounds go; `None` plays nothing (tests, headless use).
    player: Option<SoundPlayer>,
    /// The latest sounds the tabs asked for, oldest first.
    asked: Vec<Sound>,
    /// How many went to the player.
    sent: usize,
}

impl App {
    /// Plays the sounds through `player` (the window's is the machine's
    /// output, opened at the first sound; without one nothing plays).
    pub fn set_sound_player(&mut self, player: SoundPlayer) {
        self.sounds.player = Some(player);
    }

    /// The latest sounds the game screens asked for (the last 64), oldest
    /// first, whether or not they could be heard.
    pub fn sounds_asked(&self) -> &[Sound] {
        &self.sounds.asked
    }

    /// How many sounds went to the player (none while muted, at volume 0,
    /// or once no device could be opened).
    pub fn sounds_sent(&self) -> usize {
        self.sounds.sent
    }

    /// Plays what the tab shown asked for this frame.
    pub(super) fn play_sounds(&mut self) {
        let asked = self.current_mut().take_sounds();
        if asked.is_empty() {
            return;
        }
        let gain =
            if self.settings.sound_muted { 0.0 } else { sound::gain(self.settings.sound_volume.percent()) };
        for sound in asked {
            self.sounds.asked.push(sound);
            if gain > 0.0 && self.sounds.player.as_mut().is_some_and(|p| p.play(sound, gain)) {
                self.sounds.sent += 1;
            }
        }
        let over = self.sounds.asked.len().saturating_sub(KEPT);
        self.sounds.asked.drain(..over);
    }

    /// Plays `sound` now, as the settings window does when the volume is
    /// set, so the person hears the new level.
    pub(super) fn preview_sound(&mut self, sound: Sound) {
        let gain = sound::gain(self.settings.sound_volume.percent());
        if !self.settings.sound_muted
            && gain > 0.0
            && self.sounds.player.as_mut().is_some_and(|p| p.play(sound, gain))
        {
            self.sounds.sent += 1;
        }
    }

    /// The person changed the sound settings: a device that could not be
    /// opened is tried again at the next sound.
    pub(super) fn sound_settings_changed(&mut self) {
        if let Some(player) = &mut self.sounds.player {
            player.retry();
        }
    }

    /// Mutes the sounds, or turns them back on; the top bar says which.
    pub(super) fn toggle_mute(&mut self) {
        self.settings.sound_muted = !self.settings.sound_muted;
        self.tell(super::StatusLine::Muted(self.settings.sound_muted));
        self.sound_settings_changed();
        self.store_settings();
    }

    /// Whether sounds can be heard, as far as is known (`None`: the app
    /// has no player).
    pub fn sound_device(&self) -> Option<Device> {
        self.sounds.player.as_ref().map(SoundPlayer::device)
    }

    /// Why no sound is heard, when no device could be opened (with the
    /// system's own words, for the tooltip).
    pub(super) fn sound_device_missing(&self) -> Option<String> {
        match self.sound_device() {
            Some(Device::Unavailable(why)) => Some(match why {
                NoSound::ThreadStopped => t!("sound-thread-stopped"),
                NoSound::NoThread(words) | NoSound::NoDevice(words) => words,
            }),
            _ => None,
        }
    }
}
