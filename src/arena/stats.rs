//! The numbers an arena reports: a confidence interval for a win rate and
//! a summary of thinking times.

use std::time::Duration;

/// The normal quantile of a two-sided 95% interval.
pub const Z_95: f64 = 1.959_963_984_540_054;

/// A range of values a quantity probably lies in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interval {
    /// The lower end.
    pub low: f64,
    /// The upper end.
    pub high: f64,
}

/// The Wilson score interval for a proportion: `successes` out of `trials`
/// (a draw may count as half a success), at normal quantile `z`. Unlike
/// the plain ±z·√(p(1−p)/n) it stays within 0–1 and is honest near them.
/// With no trials it is the whole of 0–1.
pub fn wilson(successes: f64, trials: f64, z: f64) -> Interval {
    if trials <= 0.0 {
        return Interval { low: 0.0, high: 1.0 };
    }
    let p = (successes / trials).clamp(0.0, 1.0);
    let z2 = z * z;
    let denominator = 1.0 + z2 / trials;
    let centre = (p + z2 / (2.0 * trials)) / denominator;
    let half = z / denominator * (p * (1.0 - p) / trials + z2 / (4.0 * trials * trials)).sqrt();
    Interval { low: (centre - half).max(0.0), high: (centre + half).min(1.0) }
}

/// How long a bot took per decision.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TimeStats {
    /// Decisions counted.
    pub count: usize,
    /// The mean.
    pub mean: Duration,
    /// The 95th percentile (nearest rank: 95% of decisions took at most this).
    pub p95: Duration,
    /// The longest.
    pub max: Duration,
}

impl TimeStats {
    /// Summarises `times` (in any order).
    pub fn of(times: &[Duration]) -> TimeStats {
        let mut sorted = times.to_vec();
        sorted.sort_unstable();
        let count = sorted.len();
        if count == 0 {
            return TimeStats::default();
        }
        let total: Duration = sorted.iter().sum();
        let mean = total / u32::try_from(count).unwrap_or(u32::MAX);
        TimeStats {
            count,
            mean,
            p95: percentile(&sorted, 0.95),
            max: sorted.last().copied().unwrap_or_default(),
        }
    }
}

impl std::fmt::Display for TimeStats {
    /// `mean, p95, max, count`, times in milliseconds with one decimal.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        write!(f, "{:.1} ms, {:.1} ms, {:.1} ms, {}", ms(self.mean), ms(self.p95), ms(self.max), self.count)
    }
}

/// The nearest-rank percentile `q` (0–1) of values sorted ascending: the
/// smallest value with at least a share `q` of all values at or below it.
pub fn percentile(sorted: &[Duration], q: f64) -> Duration {
    let n = sorted.len();
    if n == 0 {
        return Duration::ZERO;
    }
    let rank = (q.clamp(0.0, 1.0) * n as f64).ceil() as usize;
    sorted.get(rank.clamp(1, n) - 1).copied().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentile_is_nearest_rank() {
        let ms: Vec<Duration> = (1..=20).map(Duration::from_millis).collect();
        assert_eq!(percentile(&ms, 0.95), Duration::from_millis(19));
        assert_eq!(percentile(&ms, 1.0), Duration::from_millis(20));
        assert_eq!(percentile(&ms, 0.0), Duration::from_millis(1));
        assert_eq!(percentile(&[], 0.5), Duration::ZERO);
    }

    #[test]
    fn time_stats_of_a_few_decisions() {
        let ms: Vec<Duration> = [30, 10, 20].into_iter().map(Duration::from_millis).collect();
        let stats = TimeStats::of(&ms);
        assert_eq!(stats.count, 3);
        assert_eq!(stats.mean, Duration::from_millis(20));
        assert_eq!(stats.p95, Duration::from_millis(30));
        assert_eq!(stats.max, Duration::from_millis(30));
    }
}
