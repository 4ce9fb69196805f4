//! A piece flying from one place to another: off the board when it is hit,
//! or carried to where it is put. Pure geometry, in whatever units the
//! board uses, so every board's flights look alike.

/// Eases `t` (0 to 1) in and out: slow at both ends.
pub fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Where a piece flying from `from` to `to` is at `t` (0 to 1): on an arc
/// that rises `height` above the straight line at its middle (towards
/// smaller y, up on the screen), eased so it sets off and lands gently.
pub fn arc(from: (f32, f32), to: (f32, f32), t: f32, height: f32) -> (f32, f32) {
    let k = ease(t);
    let rise = height * (std::f32::consts::PI * k).sin();
    (from.0 + (to.0 - from.0) * k, from.1 + (to.1 - from.1) * k - rise)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flight_starts_and_ends_where_it_should() {
        let (a, b) = ((1.0, 5.0), (9.0, 2.0));
        assert_eq!(arc(a, b, 0.0, 2.0), a);
        let end = arc(a, b, 1.0, 2.0);
        assert!((end.0 - b.0).abs() < 1e-4 && (end.1 - b.1).abs() < 1e-4, "{end:?}");
        // Past its end it stays there.
        assert_eq!(arc(a, b, 3.0, 2.0), end);
    }

    #[test]
    fn a_flight_rises_above_the_straight_line() {
        let mid = arc((0.0, 4.0), (4.0, 4.0), 0.5, 1.5);
        assert!((mid.0 - 2.0).abs() < 1e-4);
        assert!((mid.1 - 2.5).abs() < 1e-4, "{mid:?} is 1.5 above the line");
    }
}
