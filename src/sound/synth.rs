//! Every sound made in code: mono samples at [`SAMPLE_RATE`], the same on
//! every run. A struck body (wood, a die, a chime) is a few decaying
//! partials with a breath of filtered noise at the strike; a card's swish is
//! noise through a band-pass filter whose centre sweeps. Every sound rises
//! from silence and fades back to it, so none clicks, and is scaled to a
//! peak of its own below clipping.

use super::Sound;
use std::f32::consts::PI;

/// Samples a second.
pub const SAMPLE_RATE: u32 = 44_100;

/// The samples of `sound`: mono, at [`SAMPLE_RATE`], within ±1.
pub fn render(sound: Sound) -> Vec<f32> {
    let (mut samples, peak) = match sound {
        Sound::Move => (tap(), 0.5),
        Sound::Capture => (knock(), 0.7),
        Sound::DieRoll => (rattle(), 0.5),
        Sound::CardPlayed => (swish(), 0.4),
        Sound::Barricade => (thud(), 0.8),
        Sound::YourTurn => (chime(&[(0.0, 659.26, 1.0), (0.12, 880.0, 0.9)], 0.34), 0.5),
        Sound::GameOver => (chime(&[(0.0, 523.25, 0.9), (0.1, 659.26, 0.9), (0.2, 783.99, 1.0)], 0.35), 0.55),
    };
    fade_out(&mut samples, 0.02);
    scale_to(&mut samples, peak);
    samples
}

/// One partial of a struck body: its frequency as a multiple of the
/// fundamental, its loudness, and the time (s) it takes to fall to 1/e.
#[derive(Clone, Copy)]
struct Partial {
    ratio: f32,
    amp: f32,
    decay: f32,
}

const fn partial(ratio: f32, amp: f32, decay: f32) -> Partial {
    Partial { ratio, amp, decay }
}

/// A free wooden bar's modes (1 : 2.76 : 5.40), the higher dying sooner.
const WOOD: [Partial; 3] = [partial(1.0, 1.0, 0.030), partial(2.76, 0.35, 0.012), partial(5.40, 0.12, 0.006)];

/// One strike on a body.
#[derive(Clone, Copy)]
struct Strike {
    /// When it starts (s).
    at: f32,
    /// Its fundamental at the strike (Hz).
    freq: f32,
    /// Where the fundamental settles, as a multiple of `freq` (1: no glide).
    settle: f32,
    /// Its loudness.
    amp: f32,
    /// The rise from silence (s).
    attack: f32,
    /// The body's modes.
    partials: &'static [Partial],
    /// The noise of the strike: its loudness and its decay (s).
    noise: (f32, f32),
    /// The noise generator's seed.
    seed: u32,
}

impl Strike {
    const fn new(freq: f32, partials: &'static [Partial]) -> Strike {
        Strike {
            at: 0.0,
            freq,
            settle: 1.0,
            amp: 1.0,
            attack: 0.004,
            partials,
            noise: (0.15, 0.004),
            seed: 1,
        }
    }

    /// Adds the strike to `out`.
    fn add_to(&self, out: &mut [f32]) {
        let rate = SAMPLE_RATE as f32;
        let start = (self.at * rate) as usize;
        let mut phase = 0.0f32;
        let mut noise = Noise::new(self.seed);
        let mut smooth = 0.0f32;
        for (i, sample) in out.iter_mut().skip(start).enumerate() {
            let t = i as f32 / rate;
            // The pitch drops from the strike to where the body settles.
            let freq = self.freq * (self.settle + (1.0 - self.settle) * (-t / 0.03).exp());
            phase += 2.0 * PI * freq / rate;
            let tone: f32 =
                self.partials.iter().map(|p| p.amp * (-t / p.decay).exp() * (phase * p.ratio).sin()).sum();
            // Noise softened by a one-pole low-pass: a breath, not a hiss.
            smooth += 0.25 * (noise.next() - smooth);
            let breath = self.noise.0 * smooth * (-t / self.noise.1).exp();
            *sample += self.amp * rise(t, self.attack) * (tone + breath);
        }
    }
}

/// A soft wooden tap: a piece set down.
fn tap() -> Vec<f32> {
    let mut out = silence(0.11);
    Strike::new(780.0, &WOOD).add_to(&mut out);
    out
}

/// A lower, firmer knock, and the taken piece knocked aside after it.
fn knock() -> Vec<f32> {
    const BODY: [Partial; 3] = [partial(1.0, 1.0, 0.05), partial(2.3, 0.5, 0.025), partial(4.1, 0.25, 0.01)];
    let mut out = silence(0.19);
    let first = Strike { settle: 0.8, attack: 0.003, noise: (0.35, 0.008), ..Strike::new(300.0, &BODY) };
    first.add_to(&mut out);
    let aside = Strike { at: 0.075, amp: 0.5, seed: 7, ..Strike::new(420.0, &WOOD) };
    aside.add_to(&mut out);
    out
}

/// A die rattling to rest: five small clicks, the first a light touch,
/// then the hardest bounce, softer towards the end.
fn rattle() -> Vec<f32> {
    const DIE: [Partial; 3] = [partial(1.0, 1.0, 0.010), partial(1.7, 0.5, 0.006), partial(2.9, 0.3, 0.004)];
    let clicks = [
        (0.0, 1900.0, 0.6),
        (0.05, 2200.0, 1.0),
        (0.105, 1800.0, 0.9),
        (0.15, 2100.0, 0.6),
        (0.2, 2000.0, 0.45),
    ];
    let mut out = silence(0.26);
    for (i, (at, freq, amp)) in clicks.into_iter().enumerate() {
        let strike = Strike {
            at,
            amp,
            attack: 0.005,
            noise: (0.3, 0.003),
            seed: 11 + i as u32,
            ..Strike::new(freq, &DIE)
        };
        strike.add_to(&mut out);
    }
    out
}

/// A heavy thud: a barricade set down.
fn thud() -> Vec<f32> {
    const BLOCK: [Partial; 3] = [partial(1.0, 1.0, 0.09), partial(1.98, 0.4, 0.05), partial(3.1, 0.15, 0.02)];
    let mut out = silence(0.33);
    let strike =
        Strike { settle: 0.65, attack: 0.005, noise: (0.3, 0.015), seed: 5, ..Strike::new(130.0, &BLOCK) };
    strike.add_to(&mut out);
    out
}

/// Bell-like notes `(start s, Hz, loudness)` in `length` seconds.
fn chime(notes: &[(f32, f32, f32)], length: f32) -> Vec<f32> {
    const BELL: [Partial; 3] = [partial(1.0, 1.0, 0.16), partial(2.0, 0.25, 0.08), partial(3.0, 0.08, 0.05)];
    let mut out = silence(length);
    for &(at, freq, amp) in notes {
        Strike { at, amp, attack: 0.008, noise: (0.0, 0.001), ..Strike::new(freq, &BELL) }.add_to(&mut out);
    }
    out
}

/// A soft swish: noise through a band-pass whose centre sweeps up from
/// 1.2 to 3.5 kHz, swelling in and dying away.
fn swish() -> Vec<f32> {
    let rate = SAMPLE_RATE as f32;
    let mut out = silence(0.22);
    let mut noise = Noise::new(3);
    // A state-variable filter (Chamberlin's): `low` and `band` are its state.
    let (mut low, mut band) = (0.0f32, 0.0f32);
    let damping = 1.2;
    let length = out.len() as f32;
    for (i, sample) in out.iter_mut().enumerate() {
        let t = i as f32 / rate;
        let centre = 1200.0 + 2300.0 * (i as f32 / length);
        let f = 2.0 * (PI * centre / rate).sin();
        let high = noise.next() - low - damping * band;
        band += f * high;
        low += f * band;
        let envelope = rise(t, 0.05) * if t < 0.05 { 1.0 } else { (-(t - 0.05) / 0.045).exp() };
        *sample = band * envelope;
    }
    out
}

/// `seconds` of silence.
fn silence(seconds: f32) -> Vec<f32> {
    vec![0.0; (seconds * SAMPLE_RATE as f32) as usize]
}

/// A rise from silence over `attack` seconds (a raised cosine): 0 at the
/// start, 1 from `attack` on.
fn rise(t: f32, attack: f32) -> f32 {
    if t >= attack { 1.0 } else { 0.5 - 0.5 * (PI * t / attack).cos() }
}

/// Fades the last `seconds` to silence (a raised cosine), ending at 0.
fn fade_out(samples: &mut [f32], seconds: f32) {
    let n = ((seconds * SAMPLE_RATE as f32) as usize).min(samples.len());
    let len = samples.len();
    for (k, sample) in samples.iter_mut().skip(len - n).enumerate() {
        let left = (n - 1 - k) as f32 / (n.max(2) - 1) as f32;
        *sample *= 0.5 - 0.5 * (PI * left).cos();
    }
}

/// Scales `samples` so that the loudest is `peak`.
fn scale_to(samples: &mut [f32], peak: f32) {
    let loudest = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if loudest > 0.0 {
        for sample in samples {
            *sample *= peak / loudest;
        }
    }
}

/// White noise from a 32-bit xorshift: the same every run.
struct Noise(u32);

impl Noise {
    fn new(seed: u32) -> Noise {
        // Xorshift never leaves 0; any other seed is fine.
        Noise(seed.max(1).wrapping_mul(0x9E37_79B9) | 1)
    }

    /// The next sample, in -1..1.
    fn next(&mut self) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        (x as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}
