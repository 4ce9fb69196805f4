//! How loud the table's sounds play, as the settings keep it: a whole
//! percentage from 0 to 100. A hand-edited value beyond either end (or a
//! number with decimals) reads as the nearest percentage in range, so a
//! settings file is never refused for it.

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use std::fmt;

/// The sounds' volume, in percent (0–100).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Volume(u8);

impl Volume {
    /// The loudest.
    pub const MAX: u8 = 100;

    /// `percent`, brought into 0–100.
    pub fn new(percent: i64) -> Volume {
        Volume(percent.clamp(0, i64::from(Self::MAX)) as u8)
    }

    /// The percentage.
    pub fn percent(self) -> u8 {
        self.0
    }
}

impl Default for Volume {
    fn default() -> Self {
        Volume(70)
    }
}

impl Serialize for Volume {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(self.0)
    }
}

impl<'de> Deserialize<'de> for Volume {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Volume, D::Error> {
        deserializer.deserialize_any(Percent)
    }
}

/// Reads any number as a volume in range.
struct Percent;

impl Visitor<'_> for Percent {
    type Value = Volume;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a volume in percent, 0 to 100")
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Volume, E> {
        Ok(Volume::new(v))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Volume, E> {
        Ok(Volume::new(i64::try_from(v).unwrap_or(i64::MAX)))
    }

    fn visit_i128<E: de::Error>(self, v: i128) -> Result<Volume, E> {
        Ok(Volume::new(v.clamp(0, 100) as i64))
    }

    fn visit_u128<E: de::Error>(self, v: u128) -> Result<Volume, E> {
        Ok(Volume::new(v.min(100) as i64))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Volume, E> {
        // NaN reads as silence; `as` saturates at either end.
        Ok(Volume::new(if v.is_nan() { 0 } else { v.round() as i64 }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Volume, ron::error::SpannedError> {
        ron::from_str(text)
    }

    #[test]
    fn a_volume_is_kept_as_a_plain_percentage() {
        assert_eq!(ron::to_string(&Volume::new(35)).expect("writes"), "35");
        assert_eq!(read("35"), Ok(Volume::new(35)));
        assert_eq!(Volume::default().percent(), 70);
    }

    #[test]
    fn a_volume_out_of_range_is_brought_into_it() {
        assert_eq!(read("250").map(Volume::percent), Ok(100));
        assert_eq!(read("-20").map(Volume::percent), Ok(0));
        assert_eq!(read("99999999999999999999999").map(Volume::percent), Ok(100));
        assert_eq!(read("42.6").map(Volume::percent), Ok(43));
        assert_eq!(read("-1e300").map(Volume::percent), Ok(0));
        assert_eq!(Volume::new(1000).percent(), 100);
    }

    #[test]
    fn a_volume_that_is_not_a_number_is_refused() {
        assert!(read("\"loud\"").is_err());
    }
}
