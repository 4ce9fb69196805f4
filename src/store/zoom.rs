//! How large the window draws everything (boards, pieces, words): a
//! setting kept in whole percent and written as the factor a person would
//! type (`zoom: 1.5`); a hand-edited value out of range is brought into
//! it, one that is not a number at all (`NaN`) is the actual size.

use serde::de::Deserializer;
use serde::{Deserialize, Serialize};

/// The window's zoom, in whole percent of the actual size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Zoom(u16);

impl Default for Zoom {
    fn default() -> Self {
        Zoom::ACTUAL
    }
}

impl Zoom {
    /// The actual size: nothing enlarged.
    pub const ACTUAL: Zoom = Zoom(100);
    /// The smallest zoom.
    pub const SMALLEST: Zoom = Zoom(STEPS[0]);
    /// The largest zoom.
    pub const LARGEST: Zoom = Zoom(STEPS[STEPS.len() - 1]);

    /// Every step Zoom in and Zoom out go through, smallest first (as a
    /// web browser's).
    pub fn steps() -> impl DoubleEndedIterator<Item = Zoom> {
        STEPS.into_iter().map(Zoom)
    }

    /// The zoom of `factor` (1.5 for 150 %), in range and in whole
    /// percent; a factor that is not a number is the actual size.
    pub fn from_factor(factor: f64) -> Zoom {
        if factor.is_nan() {
            return Zoom::ACTUAL;
        }
        let low = f64::from(Zoom::SMALLEST.0);
        let high = f64::from(Zoom::LARGEST.0);
        // In range before the cast, so it cannot overflow.
        Zoom((factor * 100.0).clamp(low, high).round() as u16)
    }

    /// The zoom as a factor on egui's points (1.5 for 150 %).
    pub fn factor(self) -> f32 {
        f32::from(self.0) / 100.0
    }

    /// The zoom in whole percent.
    pub fn percent(self) -> u16 {
        self.0
    }

    /// The next step up, if this is not the largest.
    pub fn larger(self) -> Option<Zoom> {
        Zoom::steps().find(|&step| step > self)
    }

    /// The next step down, if this is not the smallest.
    pub fn smaller(self) -> Option<Zoom> {
        Zoom::steps().rev().find(|&step| step < self)
    }
}

/// The steps, in percent.
const STEPS: [u16; 13] = [50, 67, 75, 80, 90, 100, 110, 125, 150, 175, 200, 250, 300];

impl Serialize for Zoom {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(f64::from(self.0) / 100.0)
    }
}

impl<'de> Deserialize<'de> for Zoom {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Zoom, D::Error> {
        f64::deserialize(deserializer).map(Zoom::from_factor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Zoom, ron::error::SpannedError> {
        ron::from_str::<Zoom>(text)
    }

    #[test]
    fn a_factor_is_kept_in_whole_percent_and_written_as_typed() {
        assert_eq!(read("1.5"), Ok(Zoom(150)));
        assert_eq!(read("1.234"), Ok(Zoom(123)));
        assert_eq!(read("2"), Ok(Zoom(200)));
        assert_eq!(ron::to_string(&Zoom(150)).expect("writes"), "1.5");
        assert_eq!(ron::to_string(&Zoom(110)).expect("writes"), "1.1");
        for zoom in Zoom::steps().chain([Zoom(123), Zoom(51), Zoom(299)]) {
            let written = ron::to_string(&zoom).expect("writes");
            assert_eq!(read(&written), Ok(zoom), "{written}");
        }
    }

    #[test]
    fn a_zoom_out_of_range_is_brought_into_it_and_nan_is_the_actual_size() {
        assert_eq!(read("0.01"), Ok(Zoom::SMALLEST));
        assert_eq!(read("-3.0"), Ok(Zoom::SMALLEST));
        assert_eq!(read("40.0"), Ok(Zoom::LARGEST));
        assert_eq!(read("inf"), Ok(Zoom::LARGEST));
        assert_eq!(read("-inf"), Ok(Zoom::SMALLEST));
        assert_eq!(read("NaN"), Ok(Zoom::ACTUAL));
        assert_eq!(Zoom::from_factor(f64::NAN), Zoom::ACTUAL);
        assert!(read("\"large\"").is_err(), "words are not a zoom");
    }

    #[test]
    fn zooming_in_and_out_goes_step_by_step_and_stops_at_the_ends() {
        assert_eq!(Zoom::ACTUAL.larger(), Some(Zoom(110)));
        assert_eq!(Zoom::ACTUAL.smaller(), Some(Zoom(90)));
        assert_eq!(Zoom(137).larger(), Some(Zoom(150)), "a hand-edited zoom goes to the next step");
        assert_eq!(Zoom(137).smaller(), Some(Zoom(125)));
        assert_eq!(Zoom::LARGEST.larger(), None);
        assert_eq!(Zoom::SMALLEST.smaller(), None);
        let up: Vec<Zoom> = std::iter::successors(Some(Zoom::SMALLEST), |z| z.larger()).collect();
        assert_eq!(up, Zoom::steps().collect::<Vec<_>>());
        assert_eq!(Zoom(150).factor(), 1.5);
    }
}
