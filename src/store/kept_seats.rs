//! The seats this computer took at tables hosted elsewhere, kept on disk so
//! that after the app is closed (or crashes) the same join code takes the
//! same seat back, within a day: the seat's rejoin token and this guest's
//! share of the seed, which the host's game was dealt with.
//!
//! It is a convenience, not a record: a file that is missing or does not
//! read is an empty list (and is written afresh at the next join).

use super::atomic::write_atomic;
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// How long a seat is kept: a table is hosted for a sitting, not for days.
pub const KEPT_FOR: Duration = Duration::from_secs(24 * 60 * 60);

/// The file's format version.
const FORMAT: u32 = 1;

/// One seat taken at a table hosted elsewhere.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptSeat {
    /// What names the table: its host's id, or its join code.
    pub code: String,
    /// The token that takes the seat back (the host's `Rejoin`).
    pub rejoin: [u8; 16],
    /// This guest's share of the seed.
    pub share: [u8; 32],
    /// When it was taken, in seconds since 1970.
    pub taken_at: u64,
}

/// Every seat kept, newest last.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptSeats {
    format: u32,
    seats: Vec<KeptSeat>,
}

impl KeptSeats {
    /// The seats kept in `path`; none when the file is missing, damaged
    /// or of another format.
    pub fn load(path: &Path) -> KeptSeats {
        std::fs::read_to_string(path)
            .ok()
            .and_then(|text| ron::from_str::<KeptSeats>(&text).ok())
            .filter(|kept| kept.format == FORMAT)
            .unwrap_or_default()
    }

    /// The seat kept for `code`, if it was taken less than [`KEPT_FOR`]
    /// before `now` (seconds since 1970).
    pub fn find(&self, code: &str, now: u64) -> Option<&KeptSeat> {
        self.seats.iter().rev().find(|s| s.code == code && fresh(s, now))
    }

    /// Keeps `seat` (in place of any other for its code), and forgets
    /// those older than [`KEPT_FOR`].
    pub fn keep(&mut self, seat: KeptSeat) {
        let now = seat.taken_at;
        self.seats.retain(|s| s.code != seat.code && fresh(s, now));
        self.seats.push(seat);
        self.format = FORMAT;
    }

    /// Writes the seats to `path` (atomically).
    pub fn write(&self, path: &Path) -> std::io::Result<()> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(|e| std::io::Error::other(e.to_string()))?;
        write_atomic(path, text.as_bytes())
    }
}

fn fresh(seat: &KeptSeat, now: u64) -> bool {
    now.saturating_sub(seat.taken_at) < KEPT_FOR.as_secs()
}

/// Now, in seconds since 1970 (0 on a clock set before it).
pub fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scratch::Scratch;

    fn seat(code: &str, byte: u8, taken_at: u64) -> KeptSeat {
        KeptSeat { code: code.into(), rejoin: [byte; 16], share: [byte; 32], taken_at }
    }

    #[test]
    fn a_seat_is_found_by_its_code_for_a_day_and_the_newest_wins() {
        let mut kept = KeptSeats::default();
        kept.keep(seat("mt1-a", 1, 1000));
        kept.keep(seat("mt1-b", 2, 2000));
        assert_eq!(kept.find("mt1-a", 1000 + 60).map(|s| s.rejoin[0]), Some(1));
        assert_eq!(kept.find("mt1-c", 2000), None);
        assert_eq!(kept.find("mt1-a", 1000 + KEPT_FOR.as_secs()), None, "a day later it is gone");
        kept.keep(seat("mt1-a", 3, 3000));
        assert_eq!(kept.find("mt1-a", 3000).map(|s| s.rejoin[0]), Some(3), "the same code: the new seat");
        // Keeping a seat a day on forgets the old ones.
        kept.keep(seat("mt1-d", 4, 3000 + KEPT_FOR.as_secs()));
        assert_eq!(kept.seats.len(), 1);
    }

    #[test]
    fn kept_seats_round_trip_and_a_damaged_file_is_an_empty_list() {
        let dir = Scratch::new("kept-seats");
        let path = dir.join("seats.ron");
        let mut kept = KeptSeats::default();
        kept.keep(seat("mt1-a", 7, 500));
        kept.write(&path).expect("written");
        assert_eq!(KeptSeats::load(&path), kept);
        std::fs::write(&path, "(format: 1, seats: [(code: ").expect("damaged");
        assert_eq!(KeptSeats::load(&path), KeptSeats::default());
        assert_eq!(KeptSeats::load(&dir.join("missing.ron")), KeptSeats::default());
    }
}
