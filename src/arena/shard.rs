//! Shards: one match played on many machines. Shard `K` of `N` plays the
//! groups (pairs) whose number leaves `K − 1` over when divided by `N`; a
//! group's deal and every bot seed follow from the match seed and the
//! group's number alone, so the shards together play exactly the games of
//! the whole match, and `arena report` ([`super::merge`]) puts their
//! journals back together.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Shard `index` of `count` (1-based: `1/4` … `4/4`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Shard {
    /// Which shard, 1 … `count`.
    pub index: u64,
    /// How many shards the match is cut into.
    pub count: u64,
}

impl Shard {
    /// Whether group `group` (0-based) is this shard's.
    pub fn holds(self, group: u64) -> bool {
        self.count > 0 && group % self.count == self.index - 1
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// Text that is not a shard `K/N` (1 ≤ K ≤ N): the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotAShard(pub String);

impl fmt::Display for NotAShard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a shard: write K/N, K from 1 to N (like 2/4)", self.0)
    }
}

impl std::error::Error for NotAShard {}

impl FromStr for Shard {
    type Err = NotAShard;

    /// `K/N` with 1 ≤ K ≤ N.
    fn from_str(text: &str) -> Result<Shard, NotAShard> {
        let wrong = || NotAShard(text.to_owned());
        let (k, n) = text.trim().split_once('/').ok_or_else(wrong)?;
        let index = k.trim().parse::<u64>().map_err(|_| wrong())?;
        let count = n.trim().parse::<u64>().map_err(|_| wrong())?;
        if index == 0 || index > count {
            return Err(wrong());
        }
        Ok(Shard { index, count })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_group_is_in_exactly_one_shard() {
        let shards: Vec<Shard> = (1..=4).map(|index| Shard { index, count: 4 }).collect();
        for group in 0..40 {
            assert_eq!(shards.iter().filter(|s| s.holds(group)).count(), 1, "group {group}");
        }
        assert!(shards[0].holds(0) && shards[0].holds(4) && shards[3].holds(7));
    }

    #[test]
    fn a_shard_is_written_k_of_n() {
        assert_eq!("2/4".parse::<Shard>(), Ok(Shard { index: 2, count: 4 }));
        assert_eq!(" 1 / 1 ".parse::<Shard>().map(|s| s.to_string()), Ok("1/1".to_owned()));
        for wrong in ["0/4", "5/4", "2", "a/b", "2/0", "-1/3"] {
            assert!(wrong.parse::<Shard>().is_err(), "{wrong}");
        }
    }
}
