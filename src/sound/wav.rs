//! 16-bit PCM WAV files, written and read back by the sounds' tests so that
//! what they measure is what a file holds (and a person can listen to it).

use std::fmt;

/// `samples` (mono, within ±1) at `rate` as the bytes of a WAV file.
pub fn write(samples: &[f32], rate: u32) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + samples.len() * 2);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes()); // the fmt chunk's length
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // one channel
    out.extend_from_slice(&rate.to_le_bytes());
    out.extend_from_slice(&(rate * 2).to_le_bytes()); // bytes a second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes a frame
    out.extend_from_slice(&16u16.to_le_bytes()); // bits a sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        let value = (s.clamp(-1.0, 1.0) * f32::from(i16::MAX)).round() as i16;
        out.extend_from_slice(&value.to_le_bytes());
    }
    out
}

/// Why bytes do not read as a mono 16-bit PCM WAV file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WavError {
    /// The bytes end before the field that starts at this byte.
    CutShort(usize),
    /// No RIFF/WAVE header with a fmt chunk.
    NotWav,
    /// A format other than mono 16-bit PCM.
    Format {
        /// The format code (1 is PCM).
        format: u16,
        /// Channels.
        channels: u16,
        /// Bits per sample.
        bits: u16,
    },
    /// No data chunk right after the fmt chunk.
    NoData,
}

impl fmt::Display for WavError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WavError::CutShort(at) => write!(f, "cut short at byte {at}"),
            WavError::NotWav => f.write_str("not a WAV file"),
            WavError::Format { format, channels, bits } => {
                write!(f, "format {format}, {channels} channels, {bits} bits: not mono 16-bit PCM")
            }
            WavError::NoData => f.write_str("no data chunk after fmt"),
        }
    }
}

impl std::error::Error for WavError {}

/// The rate and samples of a mono 16-bit PCM WAV file, or what is wrong
/// with it.
pub fn read(bytes: &[u8]) -> Result<(u32, Vec<f32>), WavError> {
    let field = |at: usize, len: usize| bytes.get(at..at + len).ok_or(WavError::CutShort(at));
    let u16_at = |at| field(at, 2).map(|b| u16::from_le_bytes([b[0], b[1]]));
    let u32_at = |at| field(at, 4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
    if field(0, 4)? != b"RIFF" || field(8, 8)? != b"WAVEfmt " {
        return Err(WavError::NotWav);
    }
    let (format, channels, rate, bits) = (u16_at(20)?, u16_at(22)?, u32_at(24)?, u16_at(34)?);
    if (format, channels, bits) != (1, 1, 16) {
        return Err(WavError::Format { format, channels, bits });
    }
    if field(36, 4)? != b"data" {
        return Err(WavError::NoData);
    }
    let data = field(44, u32_at(40)? as usize)?;
    let samples =
        data.chunks_exact(2).map(|b| f32::from(i16::from_le_bytes([b[0], b[1]])) / 32768.0).collect();
    Ok((rate, samples))
}
