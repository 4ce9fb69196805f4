use super::*;
use crate::core::Rng;

/// A's half points in a pair of games, each won with `win`, drawn with
/// `draw` and otherwise lost.
fn pair(rng: &mut Rng, win: f64, draw: f64) -> usize {
    let mut game = || {
        let x = rng.unit();
        if x < win {
            2
        } else if x < win + draw {
            1
        } else {
            0
        }
    };
    game() + game()
}

/// The chances of a game for a true Elo: a third of the games drawn.
fn game_chances(elo: f64) -> (f64, f64) {
    let draw = 1.0 / 3.0;
    (expected_score(elo, 1) - draw / 2.0, draw)
}

/// The pentanomial those chances give (the two games independent).
fn pentanomial(elo: f64) -> Vec<f64> {
    let (win, draw) = game_chances(elo);
    let game = [1.0 - win - draw, draw, win];
    let mut five = vec![0.0; 5];
    for (i, a) in game.iter().enumerate() {
        for (j, b) in game.iter().enumerate() {
            five[i + j] += a * b;
        }
    }
    five
}

/// Runs the test `runs` times on simulated pairs of a true Elo: how often
/// H1 was accepted, and the mean number of pairs.
fn simulate(sprt: Sprt, true_elo: f64, runs: u32, seed: u64) -> (f64, f64) {
    let mut rng = Rng::seeded(seed);
    let (win, draw) = game_chances(true_elo);
    let (mut h1, mut pairs) = (0u32, 0u64);
    for _ in 0..runs {
        let mut test = Sequential::new(sprt, 2, 100_000);
        let mut games: Vec<usize> = Vec::new();
        while !test.finished() {
            let half = pair(&mut rng, win, draw);
            // Split the pair's points over its two games, as a match has them.
            games.extend([half.min(2), half.saturating_sub(2)]);
            test.advance(|i| games.get(i as usize).copied());
        }
        h1 += u32::from(test.verdict() == Verdict::H1);
        pairs += test.tally().groups();
    }
    (f64::from(h1) / f64::from(runs), pairs as f64 / f64::from(runs))
}

/// Wald's approximation of the mean length: the expected LLR step a pair
/// under the true distribution (projected onto each hypothesis as the test
/// does), and the bound the test ends at as often as it does.
fn wald_length(sprt: Sprt, true_elo: f64, h1_rate: f64) -> f64 {
    let truth = pentanomial(true_elo);
    // The LLR of a large sample in these proportions, a pair's worth.
    let n = 1e6;
    let counts: Vec<f64> = truth.iter().map(|p| p * n).collect();
    let step = llr(&counts, expected_score(sprt.elo0, 1), expected_score(sprt.elo1, 1)) / n;
    let (lower, upper) = sprt.bounds();
    (h1_rate * upper + (1.0 - h1_rate) * lower) / step
}

#[test]
fn the_bounds_are_walds_at_five_percent() {
    let (lower, upper) = Sprt::new(0.0, 70.0).bounds();
    assert!((lower + 2.944_438_979).abs() < 1e-6, "{lower}");
    assert!((upper - 2.944_438_979).abs() < 1e-6, "{upper}");
}

#[test]
fn the_llr_of_fixed_counts_is_the_one_worked_out_by_hand() {
    // Worked out apart from this code (Python, bisection to 300 steps on the
    // projection's λ, zero counts 1e-3, each projection checked to be a
    // distribution with the hypothesis's mean), logistic Elo.
    let cases: [(&[f64], f64, f64, f64); 6] = [
        (&[0.0, 10.0, 20.0, 10.0, 0.0], 0.0, 70.0, -5.980_693_260_118_635),
        (&[5.0, 20.0, 40.0, 25.0, 10.0], 0.0, 70.0, -1.859_908_600_614_335),
        (&[1.0, 8.0, 20.0, 30.0, 11.0], 0.0, 70.0, 9.587_005_898_236_526),
        (&[2.0, 10.0, 25.0, 10.0, 3.0], -10.0, 10.0, 0.288_291_151_618_052_4),
        (&[10.0, 40.0, 60.0, 50.0, 40.0], 0.0, 5.0, 1.383_968_089_875_709_4),
        (&[3.0, 0.0, 5.0, 0.0, 2.0], 0.0, 70.0, -0.778_854_059_093_022_3),
    ];
    for (counts, elo0, elo1, expected) in cases {
        let got = llr(counts, expected_score(elo0, 1), expected_score(elo1, 1));
        assert!((got - expected).abs() < 1e-9, "{counts:?} [{elo0}, {elo1}]: {got}, not {expected}");
    }
    // Four sides: groups of four games, A's half points 0 … 8, B on three seats.
    let four = [1.0, 3.0, 2.0, 6.0, 4.0, 2.0, 1.0, 0.0, 1.0];
    let got = llr(&four, expected_score(0.0, 3), expected_score(70.0, 3));
    assert!((got - 3.891_707_305_365_002).abs() < 1e-9, "{got}");
}

#[test]
fn a_tally_counts_pairs_by_points_and_says_the_same_llr() {
    let mut tally = Tally::new(2);
    for half in [1, 2, 2, 3, 4, 2, 3] {
        tally.add(half);
    }
    assert_eq!(tally.counts, vec![0, 1, 3, 2, 1]);
    let sprt = Sprt::new(0.0, 70.0);
    let direct = llr(&[0.0, 1.0, 3.0, 2.0, 1.0], expected_score(0.0, 1), expected_score(70.0, 1));
    assert!((tally.llr(&sprt) - direct).abs() < 1e-12);
    let elo = tally.elo().expect("pairs");
    assert!((elo.score - 17.0 / 28.0).abs() < 1e-12, "{elo:?}");
    assert!(elo.low < elo.elo && elo.elo < elo.high, "{elo:?}");
}

#[test]
fn the_test_decides_at_the_first_group_past_a_bound_and_waits_for_missing_games() {
    let sprt = Sprt::new(0.0, 70.0);
    let mut test = Sequential::new(sprt, 2, 1000);
    // A wins every game: each pair scores 1, and H1 is accepted after a few.
    let mut known = 0u64;
    while !test.finished() {
        known += 2;
        test.advance(|i| (i < known).then_some(2));
    }
    assert_eq!(test.verdict(), Verdict::H1);
    let decided = test.tally().groups();
    // The spread of scores is unknown to the test and the zero counts
    // stand in for it, so even a clean sweep takes a dozen pairs or more.
    assert!((3..=25).contains(&decided), "{decided} pairs");
    // A gap stops the count at the group that is not known yet.
    let mut gapped = Sequential::new(sprt, 2, 1000);
    gapped.advance(|i| (i != 5).then_some(1));
    assert_eq!(gapped.tally().groups(), 2, "games 0–3 known, game 5 missing");
    // The cap ends the test undecided.
    let mut capped = Sequential::new(sprt, 2, 4);
    capped.advance(|_| Some(1));
    assert_eq!((capped.tally().groups(), capped.verdict()), (4, Verdict::Undecided));
    assert!(capped.finished());
}

#[test]
fn at_the_hypotheses_the_test_is_right_at_least_93_times_in_100_and_as_long_as_wald_says() {
    let sprt = Sprt::new(0.0, 70.0);
    for (true_elo, seed) in [(70.0, 1), (0.0, 2)] {
        let (h1, length) = simulate(sprt, true_elo, 1000, seed);
        let right = if true_elo == 0.0 { 1.0 - h1 } else { h1 };
        assert!(right >= 0.93, "at {true_elo} Elo the right verdict {:.1}% of the time", 100.0 * right);
        let theory = wald_length(sprt, true_elo, h1);
        let ratio = length / theory;
        // Wald's figure leaves out the overshoot past the bound, so the
        // runs are somewhat longer on average.
        assert!((0.9..1.4).contains(&ratio), "at {true_elo} Elo: {length:.1} pairs, Wald {theory:.1}");
    }
}

#[test]
fn a_clearly_stronger_bot_is_found_in_few_pairs() {
    // At a true 76% score a test of [0, +70] decides in a score of pairs
    // (games independent, a third drawn); at 60% it takes several times longer.
    let sprt = Sprt::new(0.0, 70.0);
    let (h1, strong) = simulate(sprt, elo_of_score(0.76, 1), 400, 3);
    assert!(h1 > 0.99, "{h1}");
    assert!(strong < 25.0, "{strong:.1} pairs");
    let ratio = strong / wald_length(sprt, elo_of_score(0.76, 1), h1);
    assert!((0.9..1.6).contains(&ratio), "{strong:.1} pairs, {ratio:.2} of Wald's");
    let (_, closer) = simulate(sprt, elo_of_score(0.60, 1), 400, 4);
    assert!(closer > 2.5 * strong, "{closer:.1} pairs at 60%, {strong:.1} at 76%");
}

#[test]
fn impossible_tests_are_refused() {
    assert!(matches!(Sprt::new(70.0, 0.0).checked(), Err(SprtError::Order { .. })));
    let risky = Sprt { alpha: 0.6, beta: 0.5, ..Sprt::new(0.0, 5.0) };
    assert!(matches!(risky.checked(), Err(SprtError::Risk { .. })));
    assert!(Sprt::new(-5.0, 5.0).checked().is_ok());
}

#[test]
fn elo_and_score_are_inverse_for_any_number_of_seats() {
    for seats in [1, 3] {
        for elo in [-200.0, 0.0, 70.0, 400.0] {
            let back = elo_of_score(expected_score(elo, seats), seats);
            assert!((back - elo).abs() < 1e-9, "{elo} with {seats}: {back}");
        }
    }
    assert!((expected_score(0.0, 3) - 0.25).abs() < 1e-12);
}

#[test]
fn a_sweep_has_no_upper_bound_on_its_elo() {
    let mut test = Sequential::new(Sprt::new(0.0, 70.0), 2, 1000);
    test.advance(|i| (i < 40).then_some(2));
    let text = test.to_string();
    assert!(text.contains("SPRT: H1 accepted after "), "{text}");
    assert!(text.contains(" and up), A's score 100.0%"), "{text}");
}
