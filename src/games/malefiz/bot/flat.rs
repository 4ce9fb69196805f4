//! Flat Monte Carlo: the strong baseline `flat-mc`, what an independent
//! program would play in a dice race. Every candidate move for the roll in
//! hand is valued by greedy playouts to the end of the game (see
//! [`super::playout`]), and the move with the most wins is played.
//!
//! - **Candidates**: the best [`FlatLimits::width`] moves by the static
//!   evaluation Master's search starts from (a strong program rolls out only
//!   the candidates its evaluator likes). Of each barricade capture, which
//!   alone can have ~90 placements, only a few compete: those Greedy ranks
//!   highest, those the static evaluation ranks highest and those Master's
//!   search would try.
//! - **Common random numbers**: playout `i` of every candidate rolls the
//!   same dice, so candidates are compared pair by pair.
//! - **Progressive elimination**: playouts go out in rounds of
//!   [`FlatLimits::batch`] per candidate still in the race; after each
//!   round a candidate whose paired deficit to the leader exceeds
//!   [`FlatLimits::margin`] standard errors drops out, so the budget goes
//!   to the moves that could still be best.
//! - **The evaluator's favourite stays** unless the playouts' leader beats
//!   it by [`FlatLimits::sticky`] standard errors: with few playouts the
//!   leader is mostly luck, and greedy playouts misjudge some positions (a
//!   pure playout race loses to Master by far more, see the README).
//!
//! Work is bounded by a playout count, so a seed decides the move; with an
//! unbounded count the `StopSignal` (a time budget) ends the search.

use super::distance::Distances;
use super::greedy::{GREEDY_BARRICADE_STEPS, ranked};
use super::playout::{Playouts, score};
use super::search::{SearchLimits, static_order, tree_candidates};
use super::{Decision, MASTER_LIMITS, decided, decision};
use crate::core::{Rng, SearchPlan, StopSignal};
use crate::games::malefiz::state::{NO_PLACE, Phase, RawMove};
use crate::games::malefiz::{Malefiz, Move};

/// How much work one decision may take.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FlatLimits {
    /// Playouts per candidate on average: the decision may run this many
    /// times the number of candidates; `u32::MAX` leaves it to the
    /// `StopSignal`.
    pub playouts: u32,
    /// Candidates kept, best by Greedy's ranking first.
    pub width: usize,
    /// Placements of each capture kept by Greedy's ranking (Master's search
    /// adds as many of its own).
    pub placements: usize,
    /// Playouts per candidate in a round.
    pub batch: u32,
    /// Playouts per candidate before any is dropped.
    pub min_playouts: u32,
    /// A candidate drops out when its paired deficit to the leader is more
    /// than this many standard errors.
    pub margin: f64,
    /// The static evaluation's favourite is played unless the playouts'
    /// leader beats it by more than this many standard errors.
    pub sticky: f64,
}

/// The default budget when no clock is given: about Master's time per move
/// (measured with the arena's time per decision, release build, 2-core
/// machine: 18 ms against Master's 20 ms on average).
pub const FLAT_LIMITS: FlatLimits = FlatLimits {
    playouts: 16,
    width: 8,
    placements: 3,
    batch: 8,
    min_playouts: 16,
    margin: 2.5,
    sticky: 1.5,
};

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FlatReport {
    /// The move to play; `None` only when the game is over.
    pub best: Option<Move>,
    /// The mover's share of wins in the chosen move's playouts.
    pub value: f64,
    /// Candidates considered.
    pub candidates: usize,
    /// Playouts run.
    pub playouts: u64,
}

/// A candidate move, the game after it and its playouts' scores.
struct Candidate {
    mv: RawMove,
    child: Malefiz,
    scores: Vec<f64>,
}

impl Candidate {
    /// The mean of the first `n` scores.
    fn mean(&self, n: usize) -> f64 {
        let scores = self.scores.get(..n).unwrap_or(&self.scores);
        scores.iter().sum::<f64>() / scores.len().max(1) as f64
    }
}

/// Searches `game` by flat Monte Carlo within `limits`; the dice of the
/// playouts follow from `rng` (never from the game's own generator, which
/// holds the real dice to come).
pub fn search(game: &Malefiz, limits: &FlatLimits, rng: &mut Rng, stop: &StopSignal) -> FlatReport {
    let forced = |best| FlatReport { best, value: 0.0, candidates: 0, playouts: 0 };
    let roll = match decision(game) {
        Decision::Over => return forced(None),
        Decision::Forced(mv) => return forced(Some(mv)),
        Decision::Choose(roll) => roll,
    };
    let mut race: Vec<Candidate> = Vec::new();
    for mv in candidates(game, roll, limits.placements) {
        let mut child = game.clone();
        child.pos.apply(&game.board, mv);
        if matches!(child.pos.phase, Phase::Won { .. }) {
            return FlatReport { best: Some(game.notation_of(mv)), value: 1.0, candidates: 1, playouts: 0 };
        }
        if race.len() < limits.width.max(1) {
            race.push(Candidate { mv, child, scores: Vec::new() });
        }
    }
    let candidates = race.len();
    let budget = u64::from(limits.playouts).saturating_mul(candidates as u64);
    let (chosen, playouts) = Race::new(game, limits, rng.next_u64(), stop).run(race, budget);
    let best = chosen.as_ref().map(|c| game.notation_of(c.mv));
    let value = chosen.filter(|c| !c.scores.is_empty()).map_or(0.0, |c| c.mean(c.scores.len()));
    FlatReport { best, value, candidates, playouts }
}

/// The candidate moves for `roll`, best by Master's static evaluation first:
/// every move, but of each capture only `placements` placements by
/// Greedy's ranking, as many by the static evaluation and as many by
/// Master's search.
fn candidates(game: &Malefiz, roll: u8, placements: usize) -> Vec<RawMove> {
    let (board, pos) = (&game.board, &game.pos);
    let limits = SearchLimits { placements, ..MASTER_LIMITS };
    let mut kept = tree_candidates(board, pos, roll, &limits);
    let mut by_greedy = ranked(board, pos, roll, &mut Distances::new(GREEDY_BARRICADE_STEPS));
    // Stable: equal keys keep the engine's order, as Greedy breaks ties.
    by_greedy.sort_by_key(|&(key, _)| std::cmp::Reverse(key));
    let by_value = static_order(game, roll, &limits);
    keep_top_placements(by_greedy.iter().map(|&(_, mv)| mv), placements, &mut kept);
    keep_top_placements(by_value.iter().map(|&(_, mv)| mv), placements, &mut kept);
    by_value.into_iter().map(|(_, mv)| mv).filter(|mv| kept.contains(mv)).collect()
}

/// Adds to `kept` the first `per_capture` placements of each capture in
/// `ranking`.
fn keep_top_placements(ranking: impl Iterator<Item = RawMove>, per_capture: usize, kept: &mut Vec<RawMove>) {
    let mut taken: Vec<(u8, u8)> = Vec::new();
    for mv in ranking.filter(|mv| mv.place != NO_PLACE) {
        let capture = (mv.from, mv.to);
        if taken.iter().filter(|&&c| c == capture).count() < per_capture {
            taken.push(capture);
            if !kept.contains(&mv) {
                kept.push(mv);
            }
        }
    }
}

/// One decision's race between candidates.
struct Race<'a> {
    mover: usize,
    limits: &'a FlatLimits,
    seed: u64,
    stop: &'a StopSignal,
    playouts: Playouts,
    spent: u64,
    stopped: bool,
}

impl<'a> Race<'a> {
    fn new(game: &Malefiz, limits: &'a FlatLimits, seed: u64, stop: &'a StopSignal) -> Self {
        let mover = game.pos.turn.index();
        Race { mover, limits, seed, stop, playouts: Playouts::new(), spent: 0, stopped: false }
    }

    /// Runs rounds until one candidate is left, `budget` playouts are
    /// spent or the clock stops: the leader and the playouts run.
    fn run(mut self, mut race: Vec<Candidate>, budget: u64) -> (Option<Candidate>, u64) {
        let favourite = race.first().map(|c| c.mv);
        let batch = self.limits.batch.max(1);
        let mut done = 0u32;
        while race.len() > 1 && self.spent < budget && !self.stopped {
            let next = done.saturating_add(batch);
            for candidate in &mut race {
                self.extend(candidate, done..next);
            }
            if self.stopped {
                break;
            }
            done = next;
            if done >= self.limits.min_playouts {
                self.eliminate(&mut race, done as usize);
            }
        }
        let mut leader = leader(&race, done as usize);
        // The evaluator's favourite (first, if still in) stays unless
        // clearly beaten.
        if let (Some(first), Some(top)) = (race.first(), race.get(leader))
            && Some(first.mv) == favourite
            && !clearly_behind(&top.scores, &first.scores, done as usize, self.limits.sticky)
        {
            leader = 0;
        }
        (race.into_iter().nth(leader), self.spent)
    }

    /// Plays playouts `runs` after `candidate`, unless the clock stops.
    fn extend(&mut self, candidate: &mut Candidate, runs: std::ops::Range<u32>) {
        for i in runs {
            if self.stop.should_stop() {
                self.stopped = true;
                return;
            }
            let winner = self.playouts.one(&candidate.child, self.seed, i);
            candidate.scores.push(score(winner, self.mover));
            self.spent += 1;
        }
    }

    /// Drops every candidate whose paired deficit to the leader over the
    /// first `n` playouts is more than the margin's standard errors.
    fn eliminate(&self, race: &mut Vec<Candidate>, n: usize) {
        let top = leader(race, n);
        let Some(best) = race.get(top).map(|c| c.scores.clone()) else { return };
        let margin = self.limits.margin;
        race.retain(|c| !clearly_behind(&best, &c.scores, n, margin));
    }
}

/// The index of the candidate with the best mean over the first `n`
/// playouts (the earlier on ties: Greedy's order).
fn leader(race: &[Candidate], n: usize) -> usize {
    let mut top = 0;
    for (i, c) in race.iter().enumerate() {
        if race.get(top).is_some_and(|t| c.mean(n) > t.mean(n)) {
            top = i;
        }
    }
    top
}

/// Whether `other`'s scores trail `best`'s over the first `n` pairs by
/// more than `margin` standard errors of the paired difference.
fn clearly_behind(best: &[f64], other: &[f64], n: usize, margin: f64) -> bool {
    let diffs: Vec<f64> = best.iter().zip(other).take(n).map(|(b, o)| b - o).collect();
    let count = diffs.len() as f64;
    if count < 2.0 {
        return false;
    }
    let mean = diffs.iter().sum::<f64>() / count;
    let variance = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (count - 1.0);
    mean > 0.0 && mean > margin * (variance / count).sqrt()
}

/// The flat Monte Carlo baseline bot; its choices follow from its seed.
pub type FlatBot = crate::core::SearchBot<Malefiz, FlatLimits, FlatReport>;

impl FlatBot {
    /// A flat Monte Carlo bot with `limits`, whose choices follow from `seed`.
    pub fn new(limits: FlatLimits, seed: u64) -> Self {
        Self::with_plan(SearchPlan { decided, search, best: |_, r| r.best }, limits, seed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::bot::assert_within_budget;
    use crate::core::{Bot, Game};
    use crate::games::malefiz::{Board, Colour};
    use std::time::Duration;

    /// Few playouts, so the tests stay quick.
    const QUICK: FlatLimits = FlatLimits { playouts: 4, ..FLAT_LIMITS };

    fn chosen(position: &str, roll: u8, limits: &FlatLimits) -> String {
        let game = Malefiz::from_position(position).expect("a position").with_roll(roll).expect("a face");
        let report = search(&game, limits, &mut Rng::seeded(3), &StopSignal::never());
        report.best.expect("a move").to_string()
    }

    #[test]
    fn a_win_is_taken_at_once() {
        // From g13 a 3 reaches the goal; no playout is needed.
        let game = Malefiz::from_position("classic r r:g13,4h y:h13,4h x:i11,i10,i9,g7,k7,a3,e3,i3,m3,q3")
            .expect("a position")
            .with_roll(3)
            .expect("a face");
        let report = search(&game, &FLAT_LIMITS, &mut Rng::seeded(1), &StopSignal::never());
        assert_eq!(report.best.map(|m| m.to_string()).as_deref(), Some("g13-i14"));
        assert_eq!(report.playouts, 0);
    }

    #[test]
    fn the_leader_two_steps_from_the_goal_is_hit() {
        // Yellow's j13 wins with any 2. Red's 5 takes o13 onto it.
        assert_eq!(chosen("classic r r:o13,c1,3h y:j13,4h x:", 5, &FLAT_LIMITS), "o13-j13");
    }

    #[test]
    fn a_taken_barricade_blocks_the_leader() {
        // Red's 4 takes e3 from c1. Yellow's j13 wins with any 2 unless the
        // barricade goes on i13, the one way to the goal: Greedy would not
        // put it there, as it blocks Red too.
        assert_eq!(chosen("classic r r:c1,4h y:j13,4h x:e3", 4, &FLAT_LIMITS), "c1-e3/i13");
    }

    #[test]
    fn rolling_and_passing_are_decided_at_once() {
        let game = Malefiz::from_position("classic r r:5h y:5h x:i13").expect("a position");
        let report = search(&game, &FLAT_LIMITS, &mut Rng::seeded(1), &StopSignal::never());
        assert_eq!((report.best, report.playouts), (Some(Move::Roll), 0));
        // Red's one piece sits between two barricades: a 2 cannot move it.
        let walled = Malefiz::from_position("classic r r:a12 y:5h x:a11,a13")
            .expect("a position")
            .with_roll(2)
            .expect("a face");
        let report = search(&walled, &FLAT_LIMITS, &mut Rng::seeded(1), &StopSignal::never());
        assert_eq!((report.best, report.playouts), (Some(Move::Pass), 0));
    }

    /// A game after `plies` seeded random moves, stopped at a piece
    /// decision; `None` if it ended first.
    fn random_position(
        board: &std::sync::Arc<Board>,
        colours: &[Colour],
        plies: u32,
        rng: &mut Rng,
    ) -> Option<Malefiz> {
        let mut game = Malefiz::new(board.clone(), colours, None, rng.next_u64()).ok()?;
        let mut moves = Vec::new();
        for _ in 0..plies {
            moves.clear();
            game.legal_moves(&mut moves);
            let pick = moves.get(rng.below(moves.len() as u32) as usize).copied()?;
            game.play(&pick).ok()?;
            if game.is_over() {
                return None;
            }
        }
        if game.phase() == Phase::Roll {
            game.play(&Move::Roll).ok()?;
        }
        Some(game)
    }

    #[test]
    fn every_move_is_legal_from_random_positions() {
        let mut rng = Rng::seeded(2026);
        let sets = [
            vec![Colour::Red, Colour::Yellow],
            vec![Colour::Red, Colour::Green, Colour::Yellow],
            Colour::ALL.to_vec(),
        ];
        let mut checked = 0;
        for board in [Board::classic(), Board::fast()] {
            for colours in &sets {
                for _ in 0..8 {
                    let plies = 2 + rng.below(200);
                    let Some(game) = random_position(&board, colours, plies, &mut rng) else { continue };
                    let mut bot = FlatBot::new(QUICK, rng.next_u64());
                    let mv = bot.choose(&game, &StopSignal::never()).expect("a move");
                    assert!(game.is_legal(&mv), "{mv} in {} with {:?}", game.position(), game.roll());
                    checked += 1;
                }
            }
        }
        assert!(checked > 30, "only {checked} positions");
    }

    #[test]
    fn the_same_seed_gives_the_same_moves() {
        let mut rng = Rng::seeded(8);
        let board = Board::classic();
        for _ in 0..6 {
            let Some(game) = random_position(&board, &[Colour::Red, Colour::Yellow], 40, &mut rng) else {
                continue;
            };
            let seed = rng.next_u64();
            let first = search(&game, &QUICK, &mut Rng::seeded(seed), &StopSignal::never());
            let again = search(&game, &QUICK, &mut Rng::seeded(seed), &StopSignal::never());
            assert_eq!(first, again, "{}", game.position());
        }
    }

    #[test]
    fn the_dice_to_come_are_not_read() {
        // The game's own generator holds the real dice; reseeding it must
        // not change the bot's move.
        let game =
            Malefiz::from_position("classic r r:c5,o5,3h y:m5,g9,3h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3")
                .expect("a position")
                .with_roll(4)
                .expect("a face");
        let a = search(&game, &QUICK, &mut Rng::seeded(5), &StopSignal::never());
        let b = search(&game.clone().with_seed(99), &QUICK, &mut Rng::seeded(5), &StopSignal::never());
        assert_eq!(a, b);
    }

    #[test]
    fn without_a_count_the_clock_ends_the_race() {
        // A 5 from the start reaches g1 or takes a3 or e3.
        let game = Malefiz::classic_start(4).with_roll(5).expect("a face");
        let limits = FlatLimits { playouts: u32::MAX, ..FLAT_LIMITS };
        let mut seed = 0;
        assert_within_budget(Duration::from_millis(150), 8, |stop| {
            seed += 1;
            let report = search(&game, &limits, &mut Rng::seeded(seed), stop);
            assert!(report.best.is_some_and(|mv| game.is_legal(&mv)));
            assert!(report.playouts > 0, "{report:?}");
        });
    }
}
