//! The whole-turn search of Club and Expert.
//!
//! A depth-first search over every sequence of plays the bot can make with
//! what it knows, each line ending in its best discard. Equivalent lines are
//! merged: hand cards are counted by rank, equal centre and side piles are
//! offered once, and a transposition set (centre piles sorted, since they
//! are interchangeable) drops every state already searched.
//!
//! A line that plays a payoff card or empties the hand meets chance: the
//! next payoff card or the refill is unseen. Such a line first gets a
//! static estimate; the best few are then refined by sampling: in each of K
//! determinised worlds (`SpiteView::determinise`) the unseen cards are
//! turned up, the rest of the turn is searched again, and the results are
//! averaged.
//!
//! The end of a turn is valued by what the bot played and keeps
//! ([`Weights`]), the stock left (a drawn game costs the player ahead), and
//! a look at the next two turns in the same K worlds: the opponent's
//! greedy chase of their payoff card on the centre piles left to them,
//! then the bot's own from where they leave it.
//!
//! Work is bounded by counts of searched states, so the seed alone decides
//! the move: at most `nodes` for the first pass and `sample_nodes` for each
//! world of each refined line; the `StopSignal` is only a safety net. A search
//! that runs out of states keeps the best line found so far, and the turn's
//! "discard now" line is always valued first. Kings and long side piles can
//! make the tree large, but the merging above keeps typical turns to a few
//! hundred states.

use super::chain::{Chase, Stash, chase};
use super::eval::Weights;
use super::rival::{Rival, SIMULATED_PAYOFFS, World};
use super::tableau::{FULL_HAND, KING, Key, Pending, RankCounts, Step, Tableau, count_ranks, rank_of};
use crate::core::{Rng, StopSignal};
use crate::games::spite::SpiteView;
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// How often (in nodes) the safety-net `StopSignal` is consulted.
const STOP_CHECK_INTERVAL: u32 = 256;

/// How much work one decision may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// States searched for the turn as known now (the first pass).
    pub nodes: u32,
    /// Determinised worlds sampled for chance and the opponent's reply.
    pub worlds: usize,
    /// Chance lines refined by sampling, best static estimates first.
    pub refine: usize,
    /// States searched in each world of a refined line.
    pub sample_nodes: u32,
    /// How the end of a turn is valued.
    pub weights: Weights,
}

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchReport {
    /// The first step of the best line; `None` only if nothing is legal.
    pub best: Option<Step>,
    /// Its value (hundredths of a payoff card).
    pub value: i32,
    /// States searched, samples included.
    pub nodes: u32,
    /// Chance lines refined by sampling.
    pub refined: usize,
}

/// A small fast hasher for transposition keys (FxHash's mixing step).
#[derive(Default)]
struct FxHasher(u64);

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

type Fx = BuildHasherDefault<FxHasher>;

/// A line of the turn as the search planned it, and its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The steps, first to last: plays, then the discard that ends the
    /// turn; a line that meets chance stops at the play that meets it.
    pub steps: Vec<Step>,
    /// Its value (hundredths of a payoff card).
    pub value: i32,
}

/// The best line found for each first step of the turn, in the order the
/// steps were first met (so ties go to the earlier step).
#[derive(Default)]
struct Candidates {
    list: Vec<Line>,
}

impl Candidates {
    /// Offers the line `path` then `last` (if any) with `value`.
    fn offer(&mut self, path: &[Step], last: Option<Step>, value: i32) {
        let Some(first) = path.first().copied().or(last) else { return };
        let steps = || path.iter().copied().chain(last).collect();
        match self.list.iter_mut().find(|line| line.steps.first() == Some(&first)) {
            Some(line) if value > line.value => *line = Line { steps: steps(), value },
            Some(_) => {}
            None => self.list.push(Line { steps: steps(), value }),
        }
    }

    fn best(&self) -> Option<&Line> {
        let mut best: Option<&Line> = None;
        for line in &self.list {
            if best.is_none_or(|b| line.value > b.value) {
                best = Some(line);
            }
        }
        best
    }
}

/// A line that met chance, kept for refinement.
struct ChanceLine {
    steps: Vec<Step>,
    value: i32,
    state: Tableau,
}

/// One decision's search.
struct Search<'a> {
    weights: Weights,
    rival: Rival,
    worlds: Vec<World>,
    /// The cards the bot cannot see, by rank (for the next payoff card).
    unseen: RankCounts,
    /// The opponent's greedy reply in each world, by sorted centre piles
    /// and cards drawn.
    replies: HashMap<([u8; 3], u8), Vec<Chase>, Fx>,
    nodes: u32,
    limit: u32,
    stop: &'a StopSignal,
    halted: bool,
    /// The plays from the root to the state being searched.
    path: Vec<Step>,
}

/// Searches the turn of `view`'s seat within `limits`.
pub fn search(view: &SpiteView, limits: &SearchLimits, rng: &mut Rng, stop: &StopSignal) -> SearchReport {
    ranked(view, limits, rng, stop).0
}

/// Searches the turn of `view`'s seat within `limits`: the report, and
/// the best line for every first step of the turn, best
/// first (ties in the order the steps were met).
pub fn ranked(view: &SpiteView, limits: &SearchLimits, rng: &mut Rng, stop: &StopSignal) -> (SearchReport, Vec<Line>) {
    let mut report = SearchReport { best: None, value: 0, nodes: 0, refined: 0 };
    if !view.is_my_turn() {
        return (report, Vec::new());
    }
    let mut search = Search {
        weights: limits.weights,
        rival: Rival::from_view(view),
        worlds: (0..limits.worlds).map(|_| World::of(view, rng)).collect(),
        unseen: count_ranks(view.unseen_cards().into_iter().map(rank_of)),
        replies: HashMap::default(),
        nodes: 0,
        limit: limits.nodes,
        stop,
        halted: false,
        path: Vec::new(),
    };
    let mut root = Tableau::from_view(view);
    let mut seen: HashSet<Key, Fx> = HashSet::default();
    seen.insert(root.key());
    let mut candidates = Candidates::default();
    let mut chance = Vec::new();
    search.turn(&mut root, &mut seen, &mut candidates, Some(&mut chance));
    // Refine the most promising chance lines by sampling; the others keep
    // their static estimates.
    chance.sort_by_key(|line| std::cmp::Reverse(line.value));
    for line in chance.iter_mut().take(limits.refine) {
        if search.halted || search.worlds.is_empty() {
            break;
        }
        line.value = search.sample(line, limits.sample_nodes);
        report.refined += 1;
    }
    for line in &chance {
        candidates.offer(&line.steps, None, line.value);
    }
    if let Some(line) = candidates.best() {
        report.best = line.steps.first().copied();
        report.value = line.value;
    }
    report.nodes = search.nodes;
    let mut list = candidates.list;
    list.sort_by_key(|line| std::cmp::Reverse(line.value));
    (report, list)
}

impl Search<'_> {
    /// Searches every line from `t`, reached by `self.path`. Chance lines
    /// go to `chance` if given, else they count with their static estimate.
    fn turn(
        &mut self,
        t: &mut Tableau,
        seen: &mut HashSet<Key, Fx>,
        candidates: &mut Candidates,
        mut chance: Option<&mut Vec<ChanceLine>>,
    ) {
        self.nodes += 1;
        let (value, end) = self.settle(t);
        candidates.offer(&self.path, Some(end), value);
        if self.nodes.is_multiple_of(STOP_CHECK_INTERVAL) && self.stop.should_stop() {
            self.halted = true;
        }
        if self.halted || self.nodes >= self.limit {
            return;
        }
        let mut plays = Vec::with_capacity(16);
        t.plays(&mut plays);
        for (from, to) in plays {
            let Some(undo) = t.play(from, to) else { continue };
            if seen.insert(t.key()) {
                self.path.push(Step::Play { from, to });
                match t.pending() {
                    Pending::Quiet => self.turn(t, seen, candidates, chance.as_deref_mut()),
                    Pending::Won => candidates.offer(&self.path, None, self.weights.win),
                    Pending::Reveal | Pending::Refill => {
                        let value = self.estimate(t);
                        match chance.as_deref_mut() {
                            Some(lines) => {
                                lines.push(ChanceLine { steps: self.path.clone(), value, state: t.clone() });
                            }
                            None => candidates.offer(&self.path, None, value),
                        }
                    }
                }
                self.path.pop();
            }
            t.undo(undo);
        }
    }

    /// The value of ending the turn now with the best discard, and that
    /// discard (or `EndTurn` with an empty hand). A King is never discarded
    /// while another card could be.
    fn settle(&mut self, t: &mut Tableau) -> (i32, Step) {
        let w = self.weights;
        let they_need = FULL_HAND.saturating_sub(self.rival.hand_len);
        // The bot keeps its hand but one card (the discard) for next turn.
        let i_need = FULL_HAND.saturating_sub(t.hand_len.saturating_sub(1));
        let common = w.payoff * i32::from(t.payoff_played)
            + w.kept(t)
            + self.outlook(t)
            + w.stock(t.stock, they_need, i_need, t.payoff_left, self.rival.payoff_left);
        if t.hand_len == 0 {
            return (common, Step::EndTurn);
        }
        let spare_kings = !t.has_non_king();
        let mut discards = Vec::with_capacity(20);
        t.discards(&mut discards);
        let mut best: Option<(i32, Step)> = None;
        for (rank, pile) in discards {
            if rank == KING && !spare_kings {
                continue;
            }
            let value = common + w.discard_change(t, rank, pile);
            if best.is_none_or(|(b, _)| value > b) {
                best = Some((value, Step::Discard { rank, pile }));
            }
        }
        best.unwrap_or((common, Step::EndTurn))
    }

    /// What the next two turns are expected to bring from the end of
    /// this one, in the sampled worlds: the opponent's greedy turn on the
    /// centre piles `t` leaves (their payoff cards count against, their win
    /// heavily), then the bot's own greedy turn from where they leave the
    /// centre, with the cards it keeps and fresh draws. Without worlds, the
    /// visible exposure of the centre stands in for the opponent's turn.
    fn outlook(&mut self, t: &Tableau) -> i32 {
        let w = self.weights;
        let mut centre = t.centre;
        centre.sort_unstable();
        if self.worlds.is_empty() {
            return -w.their_payoff * i32::try_from(self.rival.exposure(&centre)).unwrap_or(0) / 100;
        }
        let key = (centre, t.drawn);
        if !self.replies.contains_key(&key) {
            let replies = self
                .worlds
                .iter()
                .map(|world| self.rival.simulate(world, &centre, usize::from(t.drawn)))
                .collect();
            self.replies.insert(key, replies);
        }
        let Some(replies) = self.replies.get(&key) else { return 0 };
        let kept = t.hand_len.saturating_sub(1);
        let mut total = 0;
        for (world, reply) in self.worlds.iter().zip(replies) {
            total -= w.their_payoff * i32::from(reply.played);
            if reply.played >= self.rival.payoff_left {
                total -= w.their_win;
                continue;
            }
            let stock = world.stock.get(usize::from(t.drawn) + reply.drawn..).unwrap_or(&[]);
            let fresh = usize::from(FULL_HAND.saturating_sub(kept)).min(stock.len());
            let mut hand = t.hand;
            for &rank in stock.iter().take(fresh) {
                hand[usize::from(rank)] += 1;
            }
            let played = usize::from(t.payoff_played);
            let top =
                t.payoff_top.or_else(|| played.checked_sub(1).and_then(|i| world.my_payoff.get(i)).copied());
            let under = world.my_payoff.get(played..).unwrap_or(&[]);
            let stash = Stash::new(hand, t.side.each_ref().map(Vec::as_slice));
            let rest = stock.get(fresh..).unwrap_or(&[]);
            let mine = chase(stash, reply.centre, top, under, t.payoff_left, rest, SIMULATED_PAYOFFS);
            total += w.my_next * i32::from(mine.played);
        }
        total / i32::try_from(self.worlds.len()).unwrap_or(1)
    }

    /// The static estimate of a line that meets chance: ending the turn
    /// now, plus what turning up the next payoff card or refilling the hand
    /// is likely worth.
    fn estimate(&mut self, t: &mut Tableau) -> i32 {
        let (value, _) = self.settle(t);
        match t.pending() {
            Pending::Reveal => value + self.weights.next_payoff * self.next_payoff_odds(t) / 1000,
            Pending::Refill => value + self.weights.refill,
            Pending::Quiet | Pending::Won => value,
        }
    }

    /// How likely (per mille) the next payoff card, drawn from the unseen
    /// cards, can be played with what `t` still holds.
    fn next_payoff_odds(&self, t: &Tableau) -> i32 {
        let stash = Stash::of(t);
        let mut total = 0;
        let mut playable = 0;
        for rank in 1..=KING {
            let count = i32::from(self.unseen[usize::from(rank)]);
            if count == 0 {
                continue;
            }
            total += count;
            if stash.reaches(&t.centre, rank) {
                playable += count;
            }
        }
        if total == 0 { 0 } else { playable * 1000 / total }
    }

    /// The value of a chance line averaged over the worlds: in each, the
    /// unseen cards are turned up and the rest of the turn searched.
    fn sample(&mut self, line: &ChanceLine, nodes: u32) -> i32 {
        let mut total = 0;
        let mut counted = 0;
        for i in 0..self.worlds.len() {
            let mut t = line.state.clone();
            let Some(world) = self.worlds.get(i) else { break };
            turn_up(&mut t, world);
            let mut seen: HashSet<Key, Fx> = HashSet::default();
            seen.insert(t.key());
            let mut candidates = Candidates::default();
            self.limit = self.nodes.saturating_add(nodes);
            self.path.clone_from(&line.steps);
            self.turn(&mut t, &mut seen, &mut candidates, None);
            self.path.clear();
            if let Some(best) = candidates.best() {
                total += best.value;
                counted += 1;
            }
            if self.halted {
                break;
            }
        }
        if counted == 0 { line.value } else { total / counted }
    }
}

/// Turns up what a chance line waits for in `world`: the next payoff card,
/// then a refill of an empty hand from the stock.
fn turn_up(t: &mut Tableau, world: &World) {
    if t.payoff_top.is_none() && t.payoff_left > 0 {
        t.payoff_top =
            usize::from(t.payoff_played).checked_sub(1).and_then(|i| world.my_payoff.get(i)).copied();
    }
    if t.hand_len == 0 && t.refill && t.stock > 0 {
        let from = usize::from(t.drawn);
        let count = usize::from(t.stock.min(FULL_HAND));
        let drawn: Vec<u8> = world.stock.iter().skip(from).take(count).copied().collect();
        t.draw(drawn);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::spite::bot::tableau::PlanSource;
    use crate::games::spite::{Rules, Setup, Spite};

    const QUICK: SearchLimits =
        SearchLimits { nodes: 2_000, worlds: 4, refine: 2, sample_nodes: 200, weights: Weights::DEFAULT };

    fn best(setup: Setup<'_>) -> SearchReport {
        let view = Spite::from_setup(&setup, Rules::default(), 9).expect("a position").seat_view(0);
        search(&view, &QUICK, &mut Rng::seeded(1), &StopSignal::never())
    }

    #[test]
    fn the_last_payoff_card_is_played_at_once() {
        let report = best(crate::games::spite::bot::one_card_to_win());
        assert_eq!(report.best, Some(Step::Play { from: PlanSource::Payoff, to: 0 }));
        assert!(report.value >= Weights::DEFAULT.win);
    }

    #[test]
    fn a_pile_one_below_the_opponents_payoff_card_is_blocked() {
        // Their 7 fits centre 1; the bot's own 7 takes the place first.
        let report = best(Setup {
            payoff: ["Jc 3c", "9h 7h"],
            hands: ["7d Qs Qh Jd", ""],
            centre: ["As 2s 3s 4s 5s 6s", "", ""],
            ..Setup::default()
        });
        assert_eq!(report.best, Some(Step::Play { from: PlanSource::Hand(7), to: 0 }));
    }
}
