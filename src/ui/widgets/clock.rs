//! When an animation runs: the one clock every board's animations share.

/// An animation's time: when it began and how long it lasts (egui time,
/// seconds).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Clock {
    /// When it began.
    pub start: f64,
    /// How long it lasts.
    pub duration: f64,
}

impl Clock {
    /// An animation beginning at `now` and lasting `duration`.
    pub fn starting(now: f64, duration: f64) -> Self {
        Clock { start: now, duration }
    }

    /// How far it has come at `now`: 0 at the start, 1 (or more) once over.
    pub fn fraction(self, now: f64) -> f32 {
        ((now - self.start) / self.duration.max(1e-3)) as f32
    }

    /// Whether it is still running at `now`.
    pub fn running(self, now: f64) -> bool {
        now - self.start < self.duration
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_animation_runs_from_its_start_for_its_duration() {
        let clock = Clock::starting(10.0, 0.5);
        assert_eq!(clock.fraction(10.0), 0.0);
        assert_eq!(clock.fraction(10.25), 0.5);
        assert!(clock.running(10.4));
        assert!(!clock.running(10.5));
    }

    #[test]
    fn a_zero_length_animation_is_over_at_once() {
        let clock = Clock::starting(3.0, 0.0);
        assert!(!clock.running(3.0));
        assert!(clock.fraction(3.001) >= 1.0);
    }
}
