//! Flat Monte Carlo over every move: the strong baseline `flat-mc`, what
//! an independent program would play in a dice race. Every legal move for
//! the roll in hand (every piece move, every barricade placement) is a
//! candidate; each is valued by short playouts of a race policy (see
//! [`super::playout`]), and sequential halving spends the playouts on the
//! moves that could still be best. Nothing of our levels' evaluation is
//! used: the only knowledge is the rules, the race policy and the steps to the goal.
//!
//! - **Playouts**: the race policy (`playout::race_move`) for every colour
//!   for [`FLAT_TURNS`] turns, then the race is scored by the lead of the
//!   nearest pieces in steps (`playout::race_score`); a playout that ends
//!   the game scores the win or loss, drawn toward ½ by its margin.
//! - **Candidates**: every piece move; a move that wins at once is played
//!   without a playout, and moves that leave the same position are one
//!   candidate (the only pruning: it never drops the best move).
//! - **Common random numbers**: playout `i` of every candidate rolls the
//!   same dice, so candidates are compared pair by pair.
//! - **Sequential halving** (Karnin, Koren and Somekh 2013): the budget is
//!   split into ⌈log₂ n⌉ rounds; in each, every candidate still in the race
//!   gets an equal share, and the better half by mean goes on. The last
//!   two share what is left, and the better is played.
//! - **Budget**: a playout count (`FlatLimits::playouts` a candidate on
//!   average), so a seed decides the move; by the clock (`u32::MAX`), one
//!   playout of each candidate measures the speed and the rest of the time
//!   is planned by it, and the `StopSignal` ends the last round wherever
//!   it stands.

use super::playout::Playouts;
use super::{Decision, decided, decision};
use crate::core::{Rng, SearchPlan, StopSignal};
use crate::games::malefiz::movegen::for_each_piece_move;
use crate::games::malefiz::state::{Phase, RawMove};
use crate::games::malefiz::{Colour, Malefiz, Move};
use std::time::Instant;

/// How much work one decision may take.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FlatLimits {
    /// Playouts per candidate on average: the decision may run this many
    /// times the number of candidates; `u32::MAX` leaves it to the
    /// `StopSignal`.
    pub playouts: u32,
    /// Turns a playout plays before it is scored where it stands
    /// (`u32::MAX`: to the end of the game).
    pub turns: u32,
    /// Steps that make a race clearly won (see `playout::race_score`; 0
    /// scores wins and losses alone).
    pub scale: f64,
}

/// The default budget when no clock is given.
pub const FLAT_LIMITS: FlatLimits = FlatLimits { playouts: 24, turns: FLAT_TURNS, scale: 8.0 };

/// Turns a playout plays before it is scored. Played to the end, greedy
/// playouts judge a position by races that last a hundred turns more, and
/// the dice drown the move's effect: with 100 ms a decision, Expert won
/// 20 games of 20 against playouts to the end, and 7 of 20 against 8-turn
/// playouts (Master 11 of 20; 16 turns: 19 of 20).
pub const FLAT_TURNS: u32 = 8;

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
    let race = match candidates(game, roll) {
        Ok(race) => race,
        Err(win) => {
            return FlatReport { best: Some(game.notation_of(win)), value: 1.0, candidates: 1, playouts: 0 };
        }
    };
    let candidates = race.len();
    let (mover, seed) = (game.pos.turn, rng.next_u64());
    let halving = Halving { limits, mover, seed, stop, playouts: Playouts::new(), spent: 0, stopped: false };
    let (chosen, playouts) = halving.run(race, limits.playouts);
    let best = chosen.as_ref().map(|c| game.notation_of(c.mv));
    let value = chosen.filter(|c| !c.scores.is_empty()).map_or(0.0, |c| c.mean(c.scores.len()));
    FlatReport { best, value, candidates, playouts }
}

/// Every piece move for `roll`, one for each position it leaves, in the
/// engine's order; `Err` with a move that wins at once.
fn candidates(game: &Malefiz, roll: u8) -> Result<Vec<Candidate>, RawMove> {
    let mut race: Vec<Candidate> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut win = None;
    for_each_piece_move(&game.board, &game.pos, roll, |mv| {
        let mut child = game.clone();
        child.pos.apply(&game.board, mv);
        if matches!(child.pos.phase, Phase::Won { .. }) {
            win = win.or(Some(mv));
        } else if seen.insert(child.pos) {
            race.push(Candidate { mv, child, scores: Vec::new() });
        }
    });
    match win {
        Some(mv) => Err(mv),
        None => Ok(race),
    }
}

/// One decision's sequential halving.
struct Halving<'a> {
    limits: &'a FlatLimits,
    mover: Colour,
    seed: u64,
    stop: &'a StopSignal,
    playouts: Playouts,
    spent: u64,
    stopped: bool,
}

impl Halving<'_> {
    /// Runs the halving over `race` with `per_candidate` playouts a
    /// candidate on average (`u32::MAX`: by the clock): the winner and the
    /// playouts run.
    fn run(mut self, mut race: Vec<Candidate>, per_candidate: u32) -> (Option<Candidate>, u64) {
        let rounds = u64::from(race.len().max(2).next_power_of_two().trailing_zeros());
        let started = Instant::now();
        let mut done = 0u32;
        if race.len() > 1 {
            // One playout each first: by the clock, they measure the speed.
            self.extend_all(&mut race, 1);
            done = 1;
        }
        let budget = self.budget(race.len() as u64, per_candidate, started);
        while race.len() > 1 && !self.stopped && self.spent < budget {
            let survivors = race.len() as u64;
            let share = if survivors == 2 { (budget - self.spent) / 2 } else { budget / (survivors * rounds) };
            let next = done.saturating_add(u32::try_from(share.max(1)).unwrap_or(u32::MAX));
            self.extend_all(&mut race, next);
            done = race.iter().map(|c| c.scores.len() as u32).min().unwrap_or(0);
            if self.stopped || survivors == 2 {
                break;
            }
            halve(&mut race, done as usize);
        }
        let leader = leader(&race, done as usize);
        (race.into_iter().nth(leader), self.spent)
    }

    /// The whole decision's playouts: the count asked for, or by the
    /// clock as many as the time left allows at the speed so far.
    fn budget(&self, candidates: u64, per_candidate: u32, started: Instant) -> u64 {
        if per_candidate != u32::MAX {
            return u64::from(per_candidate).saturating_mul(candidates);
        }
        let Some(left) = self.stop.remaining() else { return u64::MAX };
        let each = started.elapsed().as_secs_f64() / self.spent.max(1) as f64;
        let more = if each > 0.0 { left.as_secs_f64() / each } else { f64::from(u32::MAX) };
        self.spent + more.min(1e12) as u64
    }

    /// Plays every candidate's playouts up to `n`, unless the clock stops.
    fn extend_all(&mut self, race: &mut [Candidate], n: u32) {
        for candidate in race {
            for i in candidate.scores.len() as u32..n {
                if self.stop.should_stop() {
                    self.stopped = true;
                    return;
                }
                let (turns, scale) = (self.limits.turns, self.limits.scale);
                let score = self.playouts.scored(&candidate.child, self.seed, i, turns, self.mover, scale);
                candidate.scores.push(score);
                self.spent += 1;
            }
        }
    }
}

/// Keeps the better half of `race` (rounded up) by the mean of the first
/// `n` playouts; on equal means the earlier stays.
fn halve(race: &mut Vec<Candidate>, n: usize) {
    let keep = race.len().div_ceil(2);
    let mut order: Vec<usize> = (0..race.len()).collect();
    order.sort_by(|&a, &b| race[b].mean(n).total_cmp(&race[a].mean(n)).then(a.cmp(&b)));
    let mut kept: Vec<bool> = vec![false; race.len()];
    for &i in order.iter().take(keep) {
        kept[i] = true;
    }
    let mut flags = kept.into_iter();
    race.retain(|_| flags.next().unwrap_or(false));
}

/// The index of the candidate with the best mean over the first `n`
/// playouts (the earlier on ties).
fn leader(race: &[Candidate], n: usize) -> usize {
    let mut top = 0;
    for (i, c) in race.iter().enumerate() {
        if race.get(top).is_some_and(|t| c.mean(n) > t.mean(n)) {
            top = i;
        }
    }
    top
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
