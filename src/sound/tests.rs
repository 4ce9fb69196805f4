//! Every sound written to a WAV file, read back and measured: its length,
//! loudness, quiet edges (no clicks), and that each differs from the others.
//! `cargo test --lib sound:: -- --nocapture` prints the measurements.

use super::synth::{self, SAMPLE_RATE};
use super::{Sound, wav};
use crate::scratch::Scratch;

/// What a sound measures, read back from its file.
#[derive(Debug)]
struct Measured {
    sound: Sound,
    seconds: f32,
    peak: f32,
    rms: f32,
    /// The loudest sample of the first and of the last 2 ms.
    head: f32,
    tail: f32,
    /// The loudest sample of the first millisecond, against the peak.
    first_ms: f32,
    /// The largest step between neighbouring samples.
    step: f32,
    /// The strongest frequency (Hz), on a grid of 1/48 octave.
    dominant: f32,
    /// Zero crossings a second: high for noise and clicks, low for a thud.
    crossings: f32,
    /// How many times the sound starts anew (strikes, notes).
    onsets: usize,
}

/// `sound` written to a file in `dir` and read back.
fn through_a_file(sound: Sound, dir: &std::path::Path) -> (u32, Vec<f32>) {
    let path = dir.join(format!("{sound:?}.wav"));
    std::fs::write(&path, wav::write(&synth::render(sound), SAMPLE_RATE)).expect("written");
    wav::read(&std::fs::read(&path).expect("read back")).expect("a WAV file")
}

fn peak_of(samples: &[f32]) -> f32 {
    samples.iter().fold(0.0f32, |m, s| m.max(s.abs()))
}

fn rms_of(samples: &[f32]) -> f32 {
    (samples.iter().map(|s| s * s).sum::<f32>() / samples.len().max(1) as f32).sqrt()
}

/// The frequency with the most energy, by the Goertzel algorithm on a
/// grid from 60 Hz to 8 kHz.
fn dominant(samples: &[f32], rate: f32) -> f32 {
    let mut best = (0.0f32, 0.0f32);
    let mut freq = 60.0f32;
    while freq < 8000.0 {
        let coeff = 2.0 * (2.0 * std::f32::consts::PI * freq / rate).cos();
        let (mut s1, mut s2) = (0.0f32, 0.0f32);
        for x in samples {
            let s0 = x + coeff * s1 - s2;
            s2 = s1;
            s1 = s0;
        }
        let power = s1 * s1 + s2 * s2 - coeff * s1 * s2;
        if power > best.1 {
            best = (freq, power);
        }
        freq *= 2f32.powf(1.0 / 48.0);
    }
    best.0
}

/// Counts the starts: 5 ms frames whose loudness rises to 1.5 times the
/// quietest since the last start (and above a tenth of the loudest),
/// at least 30 ms apart.
fn onsets(samples: &[f32], rate: f32) -> usize {
    let frame = (rate * 0.005) as usize;
    let rms: Vec<f32> = samples.chunks(frame).map(rms_of).collect();
    let loudest = rms.iter().fold(0.0f32, |m, r| m.max(*r));
    let (mut count, mut floor, mut since) = (0, 0.0f32, usize::MAX);
    for &r in &rms {
        since = since.saturating_add(1);
        let ready = since >= 6;
        if ready && r > 0.1 * loudest && r > 1.5 * floor {
            count += 1;
            since = 0;
        }
        floor = if since < 6 { r } else { floor.min(r) };
    }
    count
}

fn measure(sound: Sound, rate: u32, samples: &[f32]) -> Measured {
    let rate_f = rate as f32;
    let two_ms = (rate_f * 0.002) as usize;
    let one_ms = (rate_f * 0.001) as usize;
    let peak = peak_of(samples);
    let crossings = samples.windows(2).filter(|w| (w[0] < 0.0) != (w[1] < 0.0)).count();
    let seconds = samples.len() as f32 / rate_f;
    Measured {
        sound,
        seconds,
        peak,
        rms: rms_of(samples),
        head: peak_of(&samples[..two_ms.min(samples.len())]),
        tail: peak_of(&samples[samples.len().saturating_sub(two_ms)..]),
        first_ms: peak_of(&samples[..one_ms.min(samples.len())]) / peak.max(f32::EPSILON),
        step: samples.windows(2).fold(0.0f32, |m, w| m.max((w[1] - w[0]).abs())),
        dominant: dominant(samples, rate_f),
        crossings: crossings as f32 / seconds,
        onsets: onsets(samples, rate_f),
    }
}

fn all_measured() -> Vec<Measured> {
    let dir = Scratch::new("sounds");
    Sound::ALL
        .iter()
        .map(|&sound| {
            let (rate, samples) = through_a_file(sound, &dir);
            assert_eq!(rate, SAMPLE_RATE, "{sound:?}");
            measure(sound, rate, &samples)
        })
        .collect()
}

#[test]
fn every_sound_is_short_audible_and_unclipped() {
    println!(
        "| sound | ms | peak | RMS | first 2 ms | last 2 ms | 1st ms/peak | max step | dominant Hz | crossings/s | onsets |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for m in all_measured() {
        println!(
            "| {:?} | {:.0} | {:.3} | {:.3} | {:.3} | {:.4} | {:.2} | {:.3} | {:.0} | {:.0} | {} |",
            m.sound,
            m.seconds * 1000.0,
            m.peak,
            m.rms,
            m.head,
            m.tail,
            m.first_ms,
            m.step,
            m.dominant,
            m.crossings,
            m.onsets
        );
        assert!((0.08..=0.36).contains(&m.seconds), "{m:?}: too long or too short");
        assert!((0.3..=0.9).contains(&m.peak), "{m:?}: too quiet, or near clipping");
        assert!((0.03..=0.35).contains(&m.rms), "{m:?}: RMS out of range");
    }
}

#[test]
fn every_sound_rises_from_silence_and_fades_back_without_a_click() {
    for m in all_measured() {
        assert!(m.first_ms <= 0.3, "{m:?}: starts too suddenly");
        assert!(m.head <= 0.5 * m.peak, "{m:?}: loud in its first 2 ms");
        assert!(m.tail <= 0.02, "{m:?}: its last 2 ms are not near silence");
        assert!(m.step <= 0.3, "{m:?}: a jump between two samples (a click)");
    }
}

#[test]
fn each_sound_differs_from_every_other() {
    let measured = all_measured();
    let apart = |a: f32, b: f32, by: f32| (a - b).abs() > by * a.max(b);
    for (i, a) in measured.iter().enumerate() {
        for b in &measured[i + 1..] {
            let distinct = a.onsets != b.onsets
                || apart(a.dominant, b.dominant, 0.12)
                || apart(a.crossings, b.crossings, 0.25);
            assert!(distinct, "{a:?} and {b:?} sound alike");
        }
    }
}

#[test]
fn the_strikes_and_notes_are_counted_as_heard() {
    let onsets = |sound| all_measured().into_iter().find(|m| m.sound == sound).map(|m| m.onsets);
    assert_eq!(onsets(Sound::Move), Some(1));
    assert_eq!(onsets(Sound::DieRoll), Some(5));
    assert_eq!(onsets(Sound::YourTurn), Some(2));
    assert_eq!(onsets(Sound::GameOver), Some(3));
}

#[test]
fn sounds_are_the_same_every_time() {
    for sound in Sound::ALL {
        assert_eq!(synth::render(sound), synth::render(sound), "{sound:?}");
    }
}

#[test]
fn a_wav_file_reads_back_as_written() {
    let samples = [0.0, 0.5, -0.5, 0.999, -1.0];
    let (rate, back) = wav::read(&wav::write(&samples, 8000)).expect("reads");
    assert_eq!(rate, 8000);
    for (a, b) in samples.iter().zip(&back) {
        assert!((a - b).abs() < 1e-4, "{a} read back as {b}");
    }
    let cut = wav::read(b"RIFF....WAVEfmt ").map(|_| ()).unwrap_err();
    assert_eq!(cut, wav::WavError::CutShort(20), "a cut file is refused where it ends");
    assert_eq!(cut.to_string(), "cut short at byte 20");
    assert_eq!(wav::read(&[0; 44]).map(|_| ()), Err(wav::WavError::NotWav));
    let mut stereo = wav::write(&samples, 8000);
    stereo[22] = 2;
    let format = wav::read(&stereo).map(|_| ()).unwrap_err();
    assert_eq!(format, wav::WavError::Format { format: 1, channels: 2, bits: 16 });
    assert_eq!(format.to_string(), "format 1, 2 channels, 16 bits: not mono 16-bit PCM");
}

#[test]
fn volume_follows_the_ear() {
    assert_eq!(super::gain(0), 0.0);
    assert_eq!(super::gain(100), 1.0);
    assert_eq!(super::gain(250), 1.0, "beyond 100 % is 100 %");
    assert!((super::gain(50) - 0.25).abs() < 1e-6);
}
