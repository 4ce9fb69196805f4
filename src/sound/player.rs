//! Plays the table's sounds on a thread of its own, so the window never
//! waits on the machine's sound device. The thread starts at the first
//! sound and opens the output there (rodio, through cpal: ALSA on Linux,
//! WASAPI on Windows, CoreAudio on macOS). The window hands it sounds
//! through a channel, which never blocks. Where no device opens (a machine
//! without a sound card, CI) the failure is kept and said in Settings;
//! sounds are dropped until the person changes the sound settings, which
//! tries again at the next sound.

use super::{Sound, synth};
use std::collections::BTreeMap;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How many sounds may wait in the output's queue (the one playing
/// included) before a move's sound is dropped rather than heard late.
const MOST_WAITING: usize = 3;
/// A sound asked for longer ago than this (while the device was still
/// opening) is dropped: it would come after its move.
const STALE: Duration = Duration::from_millis(600);

/// Whether sounds can be heard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Device {
    /// Not opened yet: the first sound opens it.
    Closed,
    /// Being opened, on the player's thread.
    Opening,
    /// Open: sounds play.
    Open,
    /// None could be opened: sounds are dropped until
    /// [`SoundPlayer::retry`].
    Unavailable(NoSound),
}

/// Why no sound can be heard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoSound {
    /// The sound thread stopped while it held the device's state.
    ThreadStopped,
    /// The sound thread could not start (the system's words).
    NoThread(String),
    /// No output device opens (the audio system's words).
    NoDevice(String),
}

impl std::fmt::Display for NoSound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NoSound::ThreadStopped => f.write_str("the sound thread stopped"),
            NoSound::NoThread(why) | NoSound::NoDevice(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for NoSound {}

/// Where sounds go once the device is open.
pub trait Output {
    /// How many sounds are queued, the one playing included.
    fn waiting(&self) -> usize;
    /// Queues mono samples at [`synth::SAMPLE_RATE`] to play after those
    /// waiting.
    fn append(&mut self, samples: Vec<f32>);
}

/// Opens the output, on the player's thread; or says why it cannot.
pub type Opener = fn() -> Result<Box<dyn Output>, NoSound>;

/// One sound to play, at a gain, asked for at a moment.
struct Request {
    sound: Sound,
    gain: f32,
    asked: Instant,
}

/// The window's side of the sound thread: what it asks never waits.
pub struct SoundPlayer {
    opener: Opener,
    device: Arc<Mutex<Device>>,
    sender: Option<Sender<Request>>,
    /// Whether the next sound tries a device that could not be opened again.
    try_again: bool,
}

impl SoundPlayer {
    /// A player on the machine's default output device.
    pub fn system() -> Self {
        Self::new(speakers::open)
    }

    /// A player whose output `opener` opens, at the first sound.
    pub fn new(opener: Opener) -> Self {
        SoundPlayer { opener, device: Arc::new(Mutex::new(Device::Closed)), sender: None, try_again: false }
    }

    /// Whether sounds can be heard (as far as is known yet).
    pub fn device(&self) -> Device {
        match self.device.lock() {
            Ok(device) => device.clone(),
            Err(_) => Device::Unavailable(NoSound::ThreadStopped),
        }
    }

    fn set(&self, device: Device) {
        set(&self.device, device);
    }

    /// Plays `sound` at `gain` (0–1). Never waits: the first sound starts
    /// the thread that opens the device. Returns whether the sound went to
    /// the thread (not when the device is known to be unavailable).
    pub fn play(&mut self, sound: Sound, gain: f32) -> bool {
        if matches!(self.device(), Device::Unavailable(_)) {
            // The thread has ended: nothing is listening any more.
            self.sender = None;
            if !std::mem::take(&mut self.try_again) {
                return false;
            }
        }
        if self.sender.is_none() {
            self.start();
        }
        let request = Request { sound, gain: gain.clamp(0.0, 1.0), asked: Instant::now() };
        let sent = self.sender.as_ref().is_some_and(|s| s.send(request).is_ok());
        if !sent {
            // The thread has ended (the device failed): start again only
            // after a retry.
            self.sender = None;
        }
        sent
    }

    /// Lets the next sound try again to open a device that could not be
    /// opened (the person changed the sound settings). Until then the
    /// device is still said to be unavailable.
    pub fn retry(&mut self) {
        self.try_again = matches!(self.device(), Device::Unavailable(_));
    }

    fn start(&mut self) {
        let (sender, receiver) = mpsc::channel();
        self.set(Device::Opening);
        let device = Arc::clone(&self.device);
        let opener = self.opener;
        let spawned =
            std::thread::Builder::new().name("sounds".into()).spawn(move || run(opener, &receiver, &device));
        match spawned {
            Ok(_) => self.sender = Some(sender),
            Err(e) => self.set(Device::Unavailable(NoSound::NoThread(e.to_string()))),
        }
    }
}

fn set(shared: &Mutex<Device>, device: Device) {
    match shared.lock() {
        Ok(mut now) => *now = device,
        Err(poisoned) => *poisoned.into_inner() = device,
    }
}

/// The sound thread: opens the output, then plays what comes until the
/// window lets go of its sender.
fn run(opener: Opener, requests: &Receiver<Request>, device: &Mutex<Device>) {
    let mut output = match opener() {
        Ok(output) => output,
        Err(why) => return set(device, Device::Unavailable(why)),
    };
    set(device, Device::Open);
    let mut made: BTreeMap<Sound, Vec<f32>> = BTreeMap::new();
    for request in requests {
        let stale = request.asked.elapsed() > STALE;
        let crowded = request.sound.of_a_move() && output.waiting() >= MOST_WAITING;
        if stale || crowded || request.gain <= 0.0 {
            continue;
        }
        let samples = made.entry(request.sound).or_insert_with(|| synth::render(request.sound));
        output.append(samples.iter().map(|s| s * request.gain).collect());
    }
}

/// The machine's default output, through rodio.
mod speakers {
    use super::{NoSound, Output};
    use crate::sound::synth::SAMPLE_RATE;
    use rodio::{ChannelCount, MixerDeviceSink, Player, SampleRate};

    const MONO: ChannelCount = ChannelCount::MIN;
    const RATE: SampleRate = match SampleRate::new(SAMPLE_RATE) {
        Some(rate) => rate,
        None => SampleRate::MIN,
    };

    /// The open device and the queue that plays on it.
    struct Speakers {
        /// Kept open while sounds play (dropping it closes the device).
        _sink: MixerDeviceSink,
        player: Player,
    }

    impl Output for Speakers {
        fn waiting(&self) -> usize {
            self.player.len()
        }
        fn append(&mut self, samples: Vec<f32>) {
            self.player.append(rodio::buffer::SamplesBuffer::new(MONO, RATE, samples));
        }
    }

    /// Opens the default output device (or, failing it, another that
    /// works), or says why none opens.
    pub fn open() -> Result<Box<dyn Output>, NoSound> {
        let mut sink =
            rodio::DeviceSinkBuilder::open_default_sink().map_err(|e| NoSound::NoDevice(e.to_string()))?;
        // Closing it when the window closes is no news.
        sink.log_on_drop(false);
        let player = Player::connect_new(sink.mixer());
        Ok(Box::new(Speakers { _sink: sink, player }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Waits (up to 10 s) until the device is no longer being opened.
    fn settled(player: &SoundPlayer) -> Device {
        let until = Instant::now() + Duration::from_secs(10);
        while matches!(player.device(), Device::Opening) && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(5));
        }
        player.device()
    }

    fn no_device() -> Result<Box<dyn Output>, NoSound> {
        Err(NoSound::NoDevice("no sound card".into()))
    }

    fn slow_no_device() -> Result<Box<dyn Output>, NoSound> {
        std::thread::sleep(Duration::from_millis(1500));
        Err(NoSound::NoDevice("no sound card".into()))
    }

    /// How often [`counted_no_device`] was asked to open a device.
    static OPENED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

    /// No device, counting the tries (for one test only: the count is shared).
    fn counted_no_device() -> Result<Box<dyn Output>, NoSound> {
        OPENED.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        no_device()
    }

    fn tries() -> usize {
        OPENED.load(std::sync::atomic::Ordering::SeqCst)
    }

    #[test]
    fn no_device_is_said_and_remembered() {
        let mut player = SoundPlayer::new(counted_no_device);
        assert_eq!(player.device(), Device::Closed, "nothing is opened before the first sound");
        // The first sound starts the thread that tries the device (whether
        // the sound reaches it first depends on how fast the try fails).
        player.play(Sound::Move, 0.5);
        assert_eq!(settled(&player), Device::Unavailable(NoSound::NoDevice("no sound card".into())));
        assert_eq!(tries(), 1);
        // Known unavailable: dropped at once, no new thread.
        assert!(!player.play(Sound::Move, 0.5));
        assert!(player.sender.is_none());
        assert_eq!(tries(), 1);
        // A change of the sound settings tries again at the next sound
        // (and only then), once.
        player.retry();
        assert_eq!(player.device(), Device::Unavailable(NoSound::NoDevice("no sound card".into())));
        assert_eq!(tries(), 1, "not before a sound");
        player.play(Sound::Capture, 0.5);
        assert_eq!(settled(&player), Device::Unavailable(NoSound::NoDevice("no sound card".into())));
        assert_eq!(tries(), 2);
        assert!(!player.play(Sound::Capture, 0.5));
        assert_eq!(tries(), 2);
    }

    #[test]
    fn the_window_never_waits_for_the_device() {
        let mut player = SoundPlayer::new(slow_no_device);
        let asked = Instant::now();
        for sound in Sound::ALL {
            player.play(sound, 1.0);
        }
        let waited = asked.elapsed();
        assert!(waited < Duration::from_millis(200), "asking took {waited:?}");
        assert_eq!(player.device(), Device::Opening);
        assert_eq!(settled(&player), Device::Unavailable(NoSound::NoDevice("no sound card".into())));
    }

    #[test]
    fn the_machines_own_device_opens_or_is_said_to_be_missing() {
        // CI has no sound card: this is the path it takes. On a machine
        // with one, the sound plays.
        let mut player = SoundPlayer::system();
        let asked = Instant::now();
        player.play(Sound::Move, 0.2);
        assert!(asked.elapsed() < Duration::from_millis(200));
        match settled(&player) {
            Device::Open => {}
            Device::Unavailable(why) => assert!(!why.to_string().is_empty()),
            other => panic!("still {other:?} after 10 s"),
        }
    }

    /// An output that keeps what it is given.
    struct Kept(Arc<Mutex<Vec<usize>>>);

    impl Output for Kept {
        fn waiting(&self) -> usize {
            self.0.lock().map_or(0, |k| k.len())
        }
        fn append(&mut self, samples: Vec<f32>) {
            if let Ok(mut kept) = self.0.lock() {
                kept.push(samples.len());
            }
        }
    }

    static KEPT: Mutex<Option<Arc<Mutex<Vec<usize>>>>> = Mutex::new(None);

    fn kept() -> Result<Box<dyn Output>, NoSound> {
        let store = KEPT.lock().map_err(|_| NoSound::ThreadStopped)?.clone();
        let kept = store.ok_or_else(|| NoSound::NoDevice("no store".into()))?;
        Ok(Box::new(Kept(kept)))
    }

    #[test]
    fn sounds_pile_up_only_so_far_but_the_turn_is_always_heard() {
        let store = Arc::new(Mutex::new(Vec::new()));
        *KEPT.lock().expect("store") = Some(Arc::clone(&store));
        let mut player = SoundPlayer::new(kept);
        for _ in 0..6 {
            player.play(Sound::Move, 1.0);
        }
        player.play(Sound::YourTurn, 1.0);
        player.play(Sound::Move, 0.0);
        assert_eq!(settled(&player), Device::Open);
        let move_len = synth::render(Sound::Move).len();
        let turn_len = synth::render(Sound::YourTurn).len();
        let until = Instant::now() + Duration::from_secs(10);
        while store.lock().expect("store").len() < MOST_WAITING + 1 && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(5));
        }
        // Nothing in the test output ever finishes playing: three moves
        // wait, the rest are dropped, the turn's chime is queued anyway and
        // a silent sound is not queued at all.
        assert_eq!(*store.lock().expect("store"), vec![move_len, move_len, move_len, turn_len]);
    }
}
