//! The Malefiz judge of a game review: each decision is judged **given the
//! roll** the mover had. The move played and the engine's best move for
//! that same roll are each valued by the same greedy playouts to the end of
//! the game, with the same dice in both (common random numbers), so what
//! the later dice did in the real game never counts.
//!
//! When the two moves' values lie so close to a mark's threshold that the
//! playouts' own noise could put the decision on either side of it, both
//! are played out again with more dice, up to `MAX_PLAYOUTS` each.
//!
//! The roll itself is weighed too: its *luck* is the mover's chances after
//! the best move for the face rolled minus the average, over the six
//! faces, of the chances after the best move for each face, all valued by
//! the same playouts with the same dice.

use super::bot::playout::{Playouts, Winners, score, shares};
use super::bot::{MASTER_LIMITS, search};
use super::rules::DIE_FACES;
use super::{Board, Malefiz, Move, Phase, Square};
use crate::core::review::{BLUNDER_LOSS, INACCURACY_LOSS, Judge, MISTAKE_LOSS, Verdict};
use crate::core::{Game, Rng, StopSignal};
use std::collections::{HashMap, VecDeque};
use std::ops::Range;

/// Playouts per move judged, at first.
pub const PLAYOUTS: u32 = 48;
/// At most this many playouts per move judged: the count doubles from
/// [`PLAYOUTS`] while the loss is within [`CLOSE_SE`] standard errors of a
/// mark's threshold (see `docs/review.md` for what it does to the noise).
pub const MAX_PLAYOUTS: u32 = 384;
/// How many standard errors of the measured loss count as too close to a
/// mark's threshold to decide.
pub const CLOSE_SE: f64 = 2.0;
/// Playouts per die face when the luck of a roll is measured, with the
/// same dice as the judgement's (the face rolled reuses its playouts).
/// Fewer are too noisy: at 16 the luck of a decision is off by 0.08 on
/// average (root mean square), more than the luck itself early in a game
/// (see `docs/review.md`).
pub const LUCK_PLAYOUTS: u32 = PLAYOUTS;
/// Weighs Malefiz decisions by playouts.
#[derive(Clone, Copy, Debug)]
pub struct MalefizJudge {
    /// Playouts per move judged, at first.
    pub playouts: u32,
    /// At most this many when the loss is close to a threshold.
    pub max_playouts: u32,
    /// Playouts per die face for the luck of the roll (0: luck not
    /// measured).
    pub luck_playouts: u32,
}

impl Default for MalefizJudge {
    fn default() -> Self {
        MalefizJudge { playouts: PLAYOUTS, max_playouts: MAX_PLAYOUTS, luck_playouts: LUCK_PLAYOUTS }
    }
}

impl MalefizJudge {
    /// Each colour's share of wins (by colour index) over the playouts
    /// from `state`; playout `i` uses dice seeded by `seed` and `i`.
    pub fn chances(&self, state: &Malefiz, seed: u64, stop: &StopSignal) -> [f64; 4] {
        shares(&Playouts::new().winners(state, seed, 0..self.playouts, stop))
    }

    /// The winners of playouts `runs` after `mv`.
    fn after(
        &self,
        before: &Malefiz,
        mv: &Move,
        seed: u64,
        runs: Range<u32>,
        stop: &StopSignal,
    ) -> Option<Winners> {
        let mut child = before.clone();
        child.play(mv).ok()?;
        let winners = Playouts::new().winners(&child, seed, runs, stop);
        (!stop.cancelled()).then_some(winners)
    }

    /// The winners of the playouts after `best` and after `played` (none
    /// when it is the best), the same dice for both: at first
    /// `self.playouts` each (the best's at least `self.luck_playouts`),
    /// then twice as many while the mover's loss is too close to a mark's
    /// threshold to tell, up to `self.max_playouts`.
    fn paired(
        &self,
        before: &Malefiz,
        [best, played]: [&Move; 2],
        seed: u64,
        stop: &StopSignal,
    ) -> Option<(Winners, Option<Winners>)> {
        let mover = before.turn().index();
        let first = self.playouts.max(1);
        let mut best_runs = self.after(before, best, seed, 0..first.max(self.luck_playouts), stop)?;
        if played == best {
            return Some((best_runs, None));
        }
        let mut played_runs = self.after(before, played, seed, 0..first, stop)?;
        let mut n = first;
        while n < self.max_playouts && too_close(&best_runs[..n as usize], &played_runs, mover) {
            let more = n..(2 * n).min(self.max_playouts);
            let have = best_runs.len() as u32;
            if more.end > have {
                best_runs.extend(self.after(before, best, seed, have..more.end, stop)?);
            }
            played_runs.extend(self.after(before, played, seed, more.clone(), stop)?);
            n = more.end;
        }
        best_runs.truncate(n.max(self.luck_playouts) as usize);
        Some((best_runs, Some(played_runs)))
    }

    /// The mover's chances after the engine's best move for `face`
    /// instead of the face rolled, over the luck playouts.
    fn face_value(&self, before: &Malefiz, face: u8, seed: u64, stop: &StopSignal) -> Option<f64> {
        let game = before.clone().with_roll(face).ok()?;
        let best = search::search(&game, &MASTER_LIMITS, &mut Rng::seeded(seed), stop).best?;
        let winners = self.after(&game, &best, seed, 0..self.luck_playouts, stop)?;
        Some(shares(&winners)[before.turn().index()])
    }

    /// The luck of the face `rolled`: `rolled_value` (the mover's chances
    /// after the best move for it, over the luck playouts) minus the
    /// average over the six faces.
    fn luck(
        &self,
        before: &Malefiz,
        rolled: u8,
        rolled_value: f64,
        seed: u64,
        stop: &StopSignal,
    ) -> Option<f64> {
        if self.luck_playouts == 0 {
            return None;
        }
        let mut sum = 0.0;
        for face in 1..=DIE_FACES {
            sum += if face == rolled { rolled_value } else { self.face_value(before, face, seed, stop)? };
        }
        Some(rolled_value - sum / f64::from(DIE_FACES))
    }
}

/// Whether the mover's loss between the paired playouts (the same dice in
/// both, pair by pair) lies within [`CLOSE_SE`] standard errors of a
/// mark's threshold.
fn too_close(best: &[Option<usize>], played: &[Option<usize>], mover: usize) -> bool {
    let diffs: Vec<f64> = best.iter().zip(played).map(|(b, p)| score(*b, mover) - score(*p, mover)).collect();
    let n = diffs.len() as f64;
    if n < 2.0 {
        return false;
    }
    let mean = diffs.iter().sum::<f64>() / n;
    let variance = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0);
    let margin = CLOSE_SE * (variance / n).sqrt();
    [INACCURACY_LOSS, MISTAKE_LOSS, BLUNDER_LOSS].iter().any(|t| (mean - t).abs() < margin)
}

impl Judge<Malefiz> for MalefizJudge {
    fn weigh(&self, before: &Malefiz, played: &Move, stop: &StopSignal) -> Option<Verdict<Move>> {
        // Rolling, passing and a lone move decide nothing.
        let Phase::Move { roll } = before.phase() else { return None };
        if before.legal_move_list().len() < 2 {
            return None;
        }
        let mover = before.turn().index();
        let first = before.colour_at(0)?.index();
        // The same dice for every move judged here, and a fresh set for
        // every decision of the game.
        let seed = before.rng().clone().next_u64();
        let best = search::search(before, &MASTER_LIMITS, &mut Rng::seeded(seed), stop).best?;
        let (best_runs, played_runs) = self.paired(before, [&best, played], seed, stop)?;
        let judged = played_runs.as_ref().map_or(self.playouts as usize, Vec::len);
        let with_best = shares(best_runs.get(..judged)?);
        let with_played = played_runs.as_deref().map_or(with_best, shares);
        let rolled_value = shares(best_runs.get(..self.luck_playouts as usize)?)[mover];
        let luck = self.luck(before, roll, rolled_value, seed, stop);
        let (best, with_best) =
            if with_played[mover] > with_best[mover] { (*played, with_played) } else { (best, with_best) };
        Some(Verdict {
            best,
            best_chance: with_best[mover],
            played_chance: with_played[mover],
            first_seat_chance: with_played[first],
            luck,
        })
    }
}

/// Why `best` is better than `played` from `before`, where it is plain:
/// it sends another colour's pawn home and the move played does not, or
/// it puts its barricade elsewhere than the move played (in front of the
/// leader, as the judge found).
pub fn lesson(before: &Malefiz, played: &Move, best: &Move) -> Option<&'static str> {
    let hits = |mv: &Move| match mv {
        Move::Piece { to, .. } => before.piece_at(*to).is_some_and(|c| c != before.turn()),
        _ => false,
    };
    if hits(best) && !hits(played) {
        return Some(crate::id!("malefiz-lesson-hits"));
    }
    match (played, best) {
        (Move::Piece { place: Some(a), .. }, Move::Piece { place: Some(b), .. }) if a != b => {
            Some(crate::id!("malefiz-lesson-barricade"))
        }
        _ => None,
    }
}

/// Why `mv` is the move to make from `before`, said with the hint where
/// it is plain: the roll comes first; the move reaches the goal; it sends
/// another colour's pawn home (or to the forest); it puts the barricade it
/// takes in the way of the other colours' pawn nearest the goal. A message
/// id; `None` when no plain reason is seen.
pub fn hint_reason(before: &Malefiz, mv: &Move) -> Option<&'static str> {
    let Move::Piece { to, place, .. } = *mv else {
        return (*mv == Move::Roll).then_some(crate::id!("malefiz-hint-roll"));
    };
    let board = before.board();
    if to == board.goal() {
        return Some(crate::id!("malefiz-hint-why-goal"));
    }
    if before.piece_at(to).is_some_and(|c| c != before.turn()) {
        return Some(if board.is_village(to) && board.forest_exit().is_some() {
            crate::id!("malefiz-hint-why-forest")
        } else {
            crate::id!("malefiz-hint-why-hits")
        });
    }
    let place = place.filter(|_| before.has_barricade(to))?;
    blocks_the_leader(before, place).then_some(crate::id!("malefiz-hint-why-barricade"))
}

/// Whether a barricade on `place` stands on a shortest way to the goal of
/// the other colours' pawn nearest it (in steps along the paths).
fn blocks_the_leader(before: &Malefiz, place: Square) -> bool {
    let board = before.board();
    let to_goal = steps_from(board, board.goal());
    let others = before.colours().iter().filter(|&c| c != before.turn());
    let leader = others
        .flat_map(|c| before.pieces_on_board(c))
        .filter_map(|sq| Some((*to_goal.get(&sq)?, sq)))
        .min();
    let Some((far, pawn)) = leader else { return false };
    let from_pawn = steps_from(board, pawn);
    matches!((from_pawn.get(&place), to_goal.get(&place)), (Some(a), Some(b)) if a + b == far)
}

/// The steps along the paths from `start` to every space it reaches.
fn steps_from(board: &Board, start: Square) -> HashMap<Square, u32> {
    let mut steps = HashMap::from([(start, 0)]);
    let mut queue = VecDeque::from([start]);
    while let Some(sq) = queue.pop_front() {
        let next = steps.get(&sq).map_or(0, |s| s + 1);
        for n in board.neighbours(sq) {
            if let std::collections::hash_map::Entry::Vacant(e) = steps.entry(n) {
                e.insert(next);
                queue.push_back(n);
            }
        }
    }
    steps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::History;
    use crate::core::review::{Mark, Progress, review};

    #[test]
    fn leaving_the_race_for_a_pointless_move_is_marked() {
        // Red rolled a 2: its piece on h13 reaches the goal and wins. Red
        // moves its other piece instead, and leaves Yellow, as close to the
        // goal, the next chance.
        let game = Malefiz::from_position("classic r r:h13,a1 y:j13 x:")
            .expect("a position")
            .with_roll(2)
            .expect("a roll");
        let mut history = History::new(game);
        let mv = history.current().parse_move("a1-c1").expect("a legal move");
        history.play(mv).expect("legal");
        let reviewed =
            review(&history, &MalefizJudge::default(), 2, &Progress::default(), &StopSignal::never())
                .expect("done");
        let decision = &reviewed.decisions[0];
        assert_eq!(decision.mark, Some(Mark::Blunder), "{decision:?}");
        let verdict = decision.verdict.as_ref().expect("judged");
        assert_eq!(verdict.best.to_string(), "h13-i14");
        assert_eq!(verdict.best_chance, 1.0);
    }

    /// Paired playouts in which the best move wins `best_only` more and
    /// both win (or both lose) the rest, for colour 0.
    fn pairs(n: usize, best_only: usize) -> (Winners, Winners) {
        let best = (0..n).map(|i| Some(if i < best_only { 0 } else { i % 2 })).collect();
        let played = (0..n).map(|i| Some(if i < best_only { 1 } else { i % 2 })).collect();
        (best, played)
    }

    #[test]
    fn only_a_loss_near_a_threshold_asks_for_more_playouts() {
        // The same in every pair: no doubt at all.
        let (best, played) = pairs(48, 0);
        assert!(!too_close(&best, &played, 0));
        // 3 of 48 pairs apart: a loss of 6 points, and its standard error
        // of about 3.5 spans the inaccuracy's 5.
        let (best, played) = pairs(48, 3);
        assert!(too_close(&best, &played, 0));
        // The same loss measured on eight times the pairs is clear of it.
        let (best, played) = pairs(384, 24);
        assert!(too_close(&best, &played, 0), "6.25 with a standard error of 1.2 is still within 2 of 5");
        // A loss of 50 points in 48 pairs is plainly a blunder.
        let (best, played) = pairs(48, 24);
        assert!(!too_close(&best, &played, 0));
    }

    #[test]
    fn a_game_of_the_strongest_bots_own_choices_has_no_blunder() {
        use super::super::bot::{MASTER_LIMITS, SearchBot};
        use crate::core::Bot;
        let mut history = History::new(Malefiz::classic_start(11));
        let mut bot = SearchBot::new(MASTER_LIMITS, 4);
        for _ in 0..40 {
            let Some(seat) = history.current().to_move() else { break };
            let mv = bot.choose(&history.current().view(seat), &StopSignal::never()).expect("a move");
            history.play(mv).expect("legal");
        }
        // Luck is not what this is about: leave it out to keep it quick.
        let judge = MalefizJudge { luck_playouts: 0, ..MalefizJudge::default() };
        let reviewed = review(&history, &judge, 2, &Progress::default(), &StopSignal::never()).expect("done");
        let judged = reviewed.decisions.iter().filter(|d| d.verdict.is_some()).count();
        assert!(judged >= 10, "most turns had a choice: {judged}");
        assert!(reviewed.decisions.iter().all(|d| d.mark != Some(Mark::Blunder)), "{:?}", reviewed.decisions);
    }

    /// The luck the judge gives Red's move `played` after rolling `face`
    /// in `position`.
    fn luck_of(position: &str, face: u8, played: &str) -> f64 {
        let before = Malefiz::from_position(position).expect("a position").with_roll(face).expect("a roll");
        let played = before.parse_move(played).expect("a legal move");
        let verdict = MalefizJudge::default().weigh(&before, &played, &StopSignal::never()).expect("judged");
        verdict.luck.expect("luck measured")
    }

    #[test]
    fn the_one_face_that_wins_at_once_is_good_luck_and_a_useless_face_bad_luck() {
        // Red's piece on d13 is exactly six steps from the goal: only a 6
        // wins at once. Yellow's piece on m13 is five steps away.
        let race = "classic r r:d13,a1 y:m13 x:";
        let lucky = luck_of(race, 6, "d13-i14");
        assert!(lucky > 0.2, "rolling the winning 6: luck {lucky}");
        let unlucky = luck_of(race, 1, "d13-e13");
        assert!(unlucky < -0.05, "rolling a 1: luck {unlucky}");
    }

    #[test]
    fn without_luck_playouts_the_luck_is_not_measured() {
        let before = Malefiz::from_position("classic r r:d13,a1 y:m13 x:")
            .expect("a position")
            .with_roll(6)
            .expect("a roll");
        let played = before.parse_move("d13-i14").expect("a legal move");
        let judge = MalefizJudge { luck_playouts: 0, ..MalefizJudge::default() };
        let verdict = judge.weigh(&before, &played, &StopSignal::never()).expect("judged");
        assert_eq!(verdict.luck, None);
    }

    #[test]
    fn the_lesson_names_a_pawn_sent_home_or_a_barricade_placed_better() {
        let hits = |state: &Malefiz, mv: &Move| match mv {
            Move::Piece { to, .. } => state.piece_at(*to).is_some_and(|c| c != state.turn()),
            _ => false,
        };
        let mut rng = Rng::seeded(5);
        let (mut hit, mut placed) = (false, false);
        let mut state = Malefiz::classic_start(5);
        for _ in 0..3_000 {
            if state.outcome().is_some() {
                state = Malefiz::classic_start(rng.next_u64());
            }
            let mut legal = Vec::new();
            state.legal_moves(&mut legal);
            let (hitting, other): (Vec<&Move>, Vec<&Move>) = legal.iter().partition(|m| hits(&state, m));
            if let (Some(h), Some(o)) = (hitting.first(), other.iter().find(|m| matches!(m, Move::Piece { place: None, .. }))) {
                assert_eq!(lesson(&state, o, h), Some("malefiz-lesson-hits"));
                hit = true;
            }
            let placing: Vec<&Move> = other.iter().copied().filter(|m| matches!(m, Move::Piece { place: Some(_), .. })).collect();
            if let [a, b, ..] = placing.as_slice()
                && let (Move::Piece { place: pa, .. }, Move::Piece { place: pb, .. }) = (a, b)
                && pa != pb
            {
                assert_eq!(lesson(&state, a, b), Some("malefiz-lesson-barricade"));
                placed = true;
            }
            let pick = legal[(rng.next_u64() % legal.len() as u64) as usize];
            state.play(&pick).expect("legal");
        }
        assert!(hit && placed, "both kinds were met");
    }

    /// `position` with `roll` rolled, and the hint's reason for `mv` there.
    fn reason(position: &str, roll: u8, mv: &str) -> Option<&'static str> {
        let state = Malefiz::from_position(position).expect("a position").with_roll(roll).expect("a roll");
        hint_reason(&state, &state.parse_move(mv).expect("a legal move"))
    }

    #[test]
    fn the_hint_says_why_a_move_wins_hits_or_blocks_the_leader() {
        assert_eq!(hint_reason(&Malefiz::classic_start(1), &Move::Roll), Some("malefiz-hint-roll"));
        assert_eq!(reason("classic r r:h13,4h y:5h x:i11", 2, "h13-i14"), Some("malefiz-hint-why-goal"));
        let barricades = "x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";
        let hit = format!("classic r r:c1,4h y:f1,4h {barricades}");
        assert_eq!(reason(&hit, 3, "c1-f1"), Some("malefiz-hint-why-hits"));
        assert_eq!(reason(&hit, 3, "c1-e2").or(reason(&hit, 3, "h-e1")), None, "a plain step has no plain reason");
        let village = "fast r r:e8,3h y:e7,3h x:i9,i6,e4,m4,e2,m2";
        assert_eq!(reason(village, 1, "e8-e7"), Some("malefiz-hint-why-forest"));
        // Yellow's pawn on k9 is nearest the goal; its way runs over i10.
        let taking = "classic r r:c1,4h y:k9,4h x:e3";
        assert_eq!(reason(taking, 4, "c1-e3/i10"), Some("malefiz-hint-why-barricade"));
        assert_eq!(reason(taking, 4, "c1-e3/c5"), None, "c5 is off Yellow's way");
    }
}
