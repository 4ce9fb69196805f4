//! Information Set Monte Carlo tree search, single observer: the strong
//! baseline `ismcts`, what an independent program would play in a card
//! game with hidden cards. It knows the rules, sees only its seat's view,
//! and nothing of the whole-turn search's planner.
//!
//! Each iteration deals the cards the bot cannot see into a full game
//! consistent with its view ([`SpiteView::determinise`]: the other hand,
//! the cards under both payoff tops, the stock order), then walks the
//! bot's tree in that game. A node is the sequence of the bot's moves that
//! led to it, as ranks (suits never matter, and centre or side piles
//! holding the same cards are alike), so the same node stands for every
//! deal that agrees with the bot's view. The opponent's turns are played
//! in each deal by the playout policy with the cards the deal gave them:
//! a tree that also chose the opponent's moves would try its blunders too,
//! and then rate every move that ends the bot's turn too highly.
//!
//! - **Selection**: UCB1 with availability counts: not every move exists
//!   in every deal (a newly drawn hand, a newly turned payoff card), so a
//!   child's exploration term counts the visits in which it could have been
//!   chosen, not all the parent's. The move the playout policy would make
//!   in this deal gets a progressive bias ([`IsmctsLimits::bias`]): one
//!   move's effect on a whole game is small beside the luck of the deal,
//!   so the search leaves the policy's move only for one that proves
//!   better over many deals.
//! - **Expansion**: one untried move available in this deal: the playout
//!   policy's if it is untried, else one chosen by the bot's seeded
//!   generator.
//! - **Playout**: Medium's moves for both players ([`super::play_medium`]),
//!   which empty the payoff pile whenever a chain of cards reaches it, to
//!   the end of the game: a win counts 1, a loss 0, a draw (the stock ran
//!   dry) [`IsmctsLimits::draw`]. So the stock, the draw rule and the
//!   opponent's race all weigh in. A shorter [`IsmctsLimits::horizon`] (in
//!   turns) instead scores the position where the playout stops by the
//!   cards each player has left to pay off and the value of the cards they
//!   keep ([`super::Weights`]), turned into a winning chance.
//! - **Back-up**: each node sums the results of the iterations through it.
//!   The move played is the root's most visited.
//!
//! Work is bounded by an iteration count, so a seed decides the move; with
//! an unbounded count the `StopSignal` (a time budget) ends the search.
//! The settings were chosen by 40-game matches at 100 ms a decision (see
//! docs/bots.md).

use super::eval::Weights;
use super::tableau::{PlanSource, Step, rank_of};
use super::{Decided, medium_move, play_medium};
use crate::core::{Rng, SearchPlan, SeatIndex, StopSignal};
use crate::games::spite::{Card, CentrePile, Move, SIDE_PILES, Source, Spite, SpiteView, Status, opponent};

/// The tree stops growing at this many nodes; iterations go on with
/// playouts from its leaves.
const MAX_NODES: usize = 1_000_000;
/// "None" in a node's child and sibling links.
const NONE: u32 = u32::MAX;
/// Moves a playout may make before it is scored where it stands: far
/// more than a game to its end takes (the stock runs dry long before).
const PLAYOUT_CAP: usize = 4_000;

/// A horizon that plays every line to the end of the game.
pub const TO_THE_END: u32 = u32::MAX;

/// How much work one decision may take, and how lines are scored.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IsmctsLimits {
    /// Iterations (one deal and one playout each); `u64::MAX` leaves it to
    /// the `StopSignal`.
    pub iterations: u64,
    /// The UCB1 exploration constant (results are winning chances, 0–1).
    pub exploration: f64,
    /// Turns that end (the bot's own included) before a line is scored;
    /// [`TO_THE_END`] plays every line out.
    pub horizon: u32,
    /// The lead, in hundredths of a payoff card, that makes a winning
    /// chance of about 73% (e to 1).
    pub scale: f64,
    /// What a drawn game is worth to the bot, a win being 1 and a loss 0:
    /// below ½, so that it plays to win rather than let the stock run dry
    /// while its own future play (the playout policy's) is no better than
    /// the opponent's.
    pub draw: f64,
    /// The progressive bias toward the playout policy's move: a bonus of
    /// `bias / (visits + 1)` to its UCB score, so the search leaves it only
    /// for a move that proves better.
    pub bias: f64,
}

/// The settings, and the budget when no clock is given. A playout to the
/// end of the game takes about 1 µs a move (150 µs from a fresh deal,
/// release build), so 2,000 iterations take 5–50 ms a decision, about
/// Expert's worst case.
pub const ISMCTS_LIMITS: IsmctsLimits = IsmctsLimits {
    iterations: 2_000,
    exploration: 0.25,
    horizon: TO_THE_END,
    scale: 300.0,
    draw: 0.25,
    bias: 60.0,
};

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IsmctsReport {
    /// The move to play; `None` only when the seat has none.
    pub best: Option<Move>,
    /// Iterations run.
    pub iterations: u64,
    /// The chosen move's mean result for the bot.
    pub value: f64,
}

/// One information set of the observer's tree, reached by `key`.
#[derive(Clone, Copy, Debug)]
struct Node {
    /// The bot's move that led here, as ranks (unused at the root).
    key: Step,
    first_child: u32,
    next_sibling: u32,
    visits: u32,
    /// Visits to the parent in which this move was legal.
    available: u32,
    /// Sum of the bot's results.
    reward: f64,
}

impl Node {
    fn new(key: Step) -> Self {
        Node { key, first_child: NONE, next_sibling: NONE, visits: 0, available: 0, reward: 0.0 }
    }
}

/// Searches `view`'s turn by single-observer ISMCTS within `limits`.
pub fn search(view: &SpiteView, limits: &IsmctsLimits, rng: &mut Rng, stop: &StopSignal) -> IsmctsReport {
    let choices = distinct_moves(&view.legal_move_list(), view.centre_piles(), view.side_piles(view.seat()));
    let mut report = IsmctsReport { best: choices.first().map(|&(_, mv)| mv), iterations: 0, value: 0.5 };
    if choices.len() <= 1 {
        return report;
    }
    let mut tree = Tree { nodes: vec![Node::new(Step::EndTurn)], limits, observer: view.seat() };
    let mut buffer = Vec::with_capacity(64);
    report.iterations = stop.iterate(limits.iterations, || {
        tree.iterate(view.determinise(rng), &mut buffer, rng);
        true
    });
    if let Some(best) = tree.most_visited_root_child() {
        report.best = choices.iter().find(|(key, _)| *key == best.key).map(|&(_, mv)| mv).or(report.best);
        report.value = if best.visits > 0 { best.reward / f64::from(best.visits) } else { 0.5 };
    }
    report
}

/// The tree of one decision.
struct Tree<'a> {
    nodes: Vec<Node>,
    limits: &'a IsmctsLimits,
    observer: SeatIndex,
}

impl Tree<'_> {
    /// One iteration in the dealt game `world`: select, expand, play out,
    /// back up.
    fn iterate(&mut self, mut world: Spite, buffer: &mut Vec<Move>, rng: &mut Rng) {
        let mut path: Vec<usize> = vec![0];
        let mut at = 0;
        let mut ended = 0;
        while !world.is_over() && ended < self.limits.horizon {
            if world.turn() != self.observer {
                // The opponent's turns are played by the playout policy.
                let Some(mv) = medium_move(&world) else { break };
                world.play_unchecked(&mv);
                ended += u32::from(mv.ends_turn());
                continue;
            }
            buffer.clear();
            world.mover_view().legal_moves(buffer);
            let player = world.player(self.observer);
            let side = player.map_or(&NO_SIDE_PILES, |p| &p.side);
            let moves = distinct_moves(buffer, world.centre_piles(), side);
            let usual = medium_move(&world).map(|mv| key_of(&mv, world.centre_piles(), side));
            let (child, mv, expanded) = match self.select(at, &moves, usual, rng) {
                Some(picked) => picked,
                None => break,
            };
            world.play_unchecked(&mv);
            ended += u32::from(mv.ends_turn());
            path.push(child);
            at = child;
            if expanded {
                break;
            }
        }
        let turns = self.limits.horizon.saturating_sub(ended);
        if turns > 0 {
            play_medium(&mut world, turns, PLAYOUT_CAP);
        }
        let value = chance(&world, self.observer, self.limits);
        for &i in &path {
            if let Some(node) = self.nodes.get_mut(i) {
                node.visits += 1;
                node.reward += value;
            }
        }
    }

    /// The child of `at` to follow among `moves` (legal in this deal), the
    /// move and whether it is new: an untried move first (the playout
    /// policy's, `usual`, if it is untried, else one at random), else the
    /// best by UCB1 with availability. Every legal child's availability
    /// counts this visit.
    fn select(
        &mut self,
        at: usize,
        moves: &[(Step, Move)],
        usual: Option<Step>,
        rng: &mut Rng,
    ) -> Option<(usize, Move, bool)> {
        let mut untried: Vec<usize> = Vec::new();
        let mut best: Option<(f64, usize, Move)> = None;
        for (i, &(key, mv)) in moves.iter().enumerate() {
            let Some(child) = self.child(at, key) else {
                untried.push(i);
                continue;
            };
            let node = self.nodes.get_mut(child)?;
            node.available += 1;
            let mut score = ucb(node, self.limits.exploration);
            if Some(key) == usual {
                score += self.limits.bias / f64::from(node.visits + 1);
            }
            if best.is_none_or(|(top, _, _)| score > top) {
                best = Some((score, child, mv));
            }
        }
        if !untried.is_empty() && self.nodes.len() < MAX_NODES {
            let usual = untried.iter().copied().find(|&i| moves.get(i).map(|&(key, _)| key) == usual);
            let pick = match usual {
                Some(i) => i,
                None => untried.get(rng.below(untried.len() as u32) as usize).copied()?,
            };
            let &(key, mv) = moves.get(pick)?;
            let child = self.add_child(at, key)?;
            return Some((child, mv, true));
        }
        best.map(|(_, child, mv)| (child, mv, false))
    }

    /// The child of `at` reached by `key`, if the tree has it.
    fn child(&self, at: usize, key: Step) -> Option<usize> {
        let mut next = self.nodes.get(at)?.first_child;
        while next != NONE {
            let node = self.nodes.get(next as usize)?;
            if node.key == key {
                return Some(next as usize);
            }
            next = node.next_sibling;
        }
        None
    }

    /// Adds a child of `at` for `key`; it is available
    /// from this visit on.
    fn add_child(&mut self, at: usize, key: Step) -> Option<usize> {
        let index = u32::try_from(self.nodes.len()).ok()?;
        let parent = self.nodes.get_mut(at)?;
        let mut node = Node::new(key);
        node.next_sibling = parent.first_child;
        node.available = 1;
        parent.first_child = index;
        self.nodes.push(node);
        Some(index as usize)
    }

    /// The root's child with the most visits (the higher mean on a tie).
    fn most_visited_root_child(&self) -> Option<Node> {
        let mut best: Option<Node> = None;
        let mut next = self.nodes.first()?.first_child;
        while next != NONE {
            let node = *self.nodes.get(next as usize)?;
            let better = best.is_none_or(|b| {
                (node.visits, node.reward).partial_cmp(&(b.visits, b.reward))
                    == Some(std::cmp::Ordering::Greater)
            });
            if better {
                best = Some(node);
            }
            next = node.next_sibling;
        }
        best
    }
}

/// UCB1 with the node's availability count in place of its parent's visits.
fn ucb(node: &Node, exploration: f64) -> f64 {
    if node.visits == 0 {
        return f64::INFINITY;
    }
    let n = f64::from(node.visits);
    node.reward / n + exploration * (f64::from(node.available.max(1)).ln() / n).sqrt()
}

/// The side piles of a seat that does not play.
static NO_SIDE_PILES: [Vec<Card>; SIDE_PILES] = [const { Vec::new() }; SIDE_PILES];

/// Each different choice among `moves` once, with its key (see
/// [`key_of`]), in the engine's order.
fn distinct_moves(moves: &[Move], centre: &[CentrePile], side: &[Vec<Card>]) -> Vec<(Step, Move)> {
    let mut out: Vec<(Step, Move)> = Vec::with_capacity(moves.len());
    for &mv in moves {
        let key = key_of(&mv, centre, side);
        if !out.iter().any(|(k, _)| *k == key) {
            out.push((key, mv));
        }
    }
    out
}

/// What `mv` does, as ranks: a hand card by its rank, and a centre or side
/// pile by the first pile holding the same (centre piles: as many cards,
/// since their ranks follow; side piles: the same ranks).
fn key_of(mv: &Move, centre: &[CentrePile], side: &[Vec<Card>]) -> Step {
    let centre_like = |to: usize| {
        let len = centre.get(to).map(CentrePile::len);
        centre.iter().position(|p| Some(p.len()) == len).unwrap_or(to)
    };
    let ranks = |pile: &[Card]| pile.iter().map(|&c| rank_of(c)).collect::<Vec<u8>>();
    let side_like = |i: usize| {
        let Some(pile) = side.get(i) else { return i };
        let wanted = ranks(pile);
        side.iter().position(|p| ranks(p) == wanted).unwrap_or(i)
    };
    match *mv {
        Move::Play { from: Source::Hand(card), to } => {
            Step::Play { from: PlanSource::Hand(rank_of(card)), to: centre_like(to) }
        }
        Move::Play { from: Source::Payoff, to } => {
            Step::Play { from: PlanSource::Payoff, to: centre_like(to) }
        }
        Move::Play { from: Source::Side(i), to } => {
            Step::Play { from: PlanSource::Side(i), to: centre_like(to) }
        }
        Move::Discard { card, pile } => Step::Discard { rank: rank_of(card), pile: side_like(pile) },
        Move::EndTurn => Step::EndTurn,
    }
}

/// `seat`'s winning chance in `world`: 1 or 0 once won, `limits.draw` for
/// a drawn game, else the lead (see [`standing`]) through a logistic curve.
fn chance(world: &Spite, seat: SeatIndex, limits: &IsmctsLimits) -> f64 {
    let scale = limits.scale;
    match world.status() {
        Status::Won { seat: winner, .. } => f64::from(u8::from(winner == seat)),
        Status::Drawn => limits.draw,
        Status::Playing => {
            let w = Weights::DEFAULT;
            let lead = standing(world, seat, &w) - standing(world, opponent(seat), &w);
            1.0 / (1.0 + (-f64::from(lead) / scale.max(1.0)).exp())
        }
    }
}

/// How well `seat` stands, in hundredths of a payoff card: minus the
/// payoff cards it has left, plus the order of its side piles and the
/// Kings it holds.
fn standing(world: &Spite, seat: SeatIndex, w: &Weights) -> i32 {
    let Some(player) = world.player(seat) else { return 0 };
    let left = i32::try_from(player.payoff().len()).unwrap_or(i32::MAX / 1000);
    let ranks = |pile: &[Card]| pile.iter().map(|&c| rank_of(c)).collect::<Vec<u8>>();
    let side: i32 = player.side.iter().map(|pile| w.pile(&ranks(pile))).sum();
    let kings = player.hand.iter().filter(|&&c| rank_of(c) == super::tableau::KING).count();
    -w.payoff * left + side + w.king_in_hand * i32::try_from(kings).unwrap_or(0)
}

/// The ISMCTS baseline bot; its choices follow from its seed.
pub type IsmctsBot = crate::core::SearchBot<Spite, IsmctsLimits, IsmctsReport>;

impl IsmctsBot {
    /// An ISMCTS bot with `limits`, whose choices follow from `seed`.
    pub fn new(limits: IsmctsLimits, seed: u64) -> Self {
        let decided = |view: &SpiteView| if view.is_my_turn() { Decided::Search } else { Decided::Now(None) };
        Self::with_plan(SearchPlan { decided, search, best: |_, r| r.best }, limits, seed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::bot::assert_within_budget;
    use crate::core::{Bot, Game};
    use crate::games::spite::{Rules, Setup};
    use std::time::Duration;

    /// Few iterations, so the tests stay quick.
    const QUICK: IsmctsLimits = IsmctsLimits { iterations: 60, ..ISMCTS_LIMITS };

    fn build(setup: Setup<'_>) -> Spite {
        Spite::from_setup(&setup, Rules::default(), 11).expect("a position")
    }

    fn best(game: &Spite, limits: &IsmctsLimits, seed: u64) -> Option<Move> {
        search(&game.view(game.turn()), limits, &mut Rng::seeded(seed), &StopSignal::never()).best
    }

    /// A position after seeded random moves from a fresh deal, mostly
    /// plays to the centre so that games move on.
    fn random_position(seed: u64, moves: usize) -> Spite {
        let mut rng = Rng::seeded(seed);
        let mut game = Spite::new(Rules::default(), seed);
        for _ in 0..moves {
            let legal = game.legal_move_list();
            let plays: Vec<Move> = legal.iter().copied().filter(|m| matches!(m, Move::Play { .. })).collect();
            let from = if !plays.is_empty() && rng.below(3) != 0 { &plays } else { &legal };
            let Some(&pick) = from.get(rng.below(from.len() as u32) as usize) else { break };
            let mut next = game.clone();
            next.play(&pick).expect("a legal move");
            if next.is_over() {
                break;
            }
            game = next;
        }
        game
    }

    #[test]
    fn the_last_payoff_card_is_played_at_once() {
        let game = build(crate::games::spite::bot::one_card_to_win());
        for seed in 0..3 {
            assert_eq!(best(&game, &ISMCTS_LIMITS, seed), Some(Move::Play { from: Source::Payoff, to: 0 }));
        }
    }

    #[test]
    fn a_payoff_card_that_fits_is_played() {
        // The 4♥ fits centre 1; no hand card fits anywhere.
        let game = build(Setup {
            payoff: ["9c 7d 4h", "Jh"],
            hands: ["Qs Qd 9h 10s Jd", ""],
            centre: ["As 2s 3s", "As", ""],
            ..Setup::default()
        });
        for seed in 0..3 {
            assert_eq!(best(&game, &ISMCTS_LIMITS, seed), Some(Move::Play { from: Source::Payoff, to: 0 }));
        }
    }

    #[test]
    fn every_move_is_legal_from_random_positions() {
        for seed in 0..16 {
            let game = random_position(seed, 10 + (seed as usize * 37) % 300);
            let view = game.view(game.turn());
            let mv = IsmctsBot::new(QUICK, seed).choose(&view, &StopSignal::never()).expect("a move");
            assert_eq!(game.why_illegal(&mv), None, "{mv} in {game:?}");
        }
    }

    #[test]
    fn the_other_seat_and_a_finished_game_get_no_move() {
        let game = random_position(3, 40);
        let idle = game.view(1 - game.turn());
        assert_eq!(IsmctsBot::new(QUICK, 1).choose(&idle, &StopSignal::never()), None);
    }

    #[test]
    fn the_same_seed_and_view_give_the_same_move() {
        for seed in 0..6 {
            let game = random_position(200 + seed, 20 + seed as usize * 25);
            let view = game.view(game.turn());
            let a = search(&view, &QUICK, &mut Rng::seeded(seed), &StopSignal::never());
            let b = search(&view, &QUICK, &mut Rng::seeded(seed), &StopSignal::never());
            assert_eq!(a, b);
        }
    }

    /// What the same tree search would choose if every iteration were
    /// played in the true deal instead of a dealt guess: a bot that peeks.
    fn peeking(game: &Spite, limits: &IsmctsLimits, seed: u64) -> Option<Step> {
        let seat = game.turn();
        let mut tree = Tree { nodes: vec![Node::new(Step::EndTurn)], limits, observer: seat };
        let (mut rng, mut buffer) = (Rng::seeded(seed), Vec::new());
        for _ in 0..limits.iterations {
            tree.iterate(game.clone(), &mut buffer, &mut rng);
        }
        tree.most_visited_root_child().map(|node| node.key)
    }

    #[test]
    fn the_hidden_cards_are_never_read() {
        // The search reads nothing but the view. Truths that differ only in
        // what the seat cannot see give it one view, hence one choice; and
        // they differ where it counts: the same search told the true deal
        // would choose otherwise in some of them.
        let mut peeked_apart = 0;
        for seed in 0..12 {
            let game = random_position(100 + seed, 60);
            let seat = game.turn();
            let other = 1 - seat;
            // Another truth with the same view: the other hand swapped with
            // the top of the stock, and the stock in another order.
            let mut hidden = game.clone();
            let held = hidden.players[other].hand.len().min(hidden.stock.len());
            for i in 0..held {
                std::mem::swap(&mut hidden.players[other].hand[i], &mut hidden.stock[i]);
            }
            hidden.stock.reverse();
            assert_ne!(hidden, game, "the hidden cards differ");
            assert_eq!(hidden.view(seat), game.view(seat), "the view shows none of them");
            // Without the bias toward the view's policy move, so that the
            // deals decide.
            let unbiased = IsmctsLimits { bias: 0.0, ..QUICK };
            if peeking(&game, &unbiased, seed) != peeking(&hidden, &unbiased, seed) {
                peeked_apart += 1;
            }
        }
        assert!(peeked_apart > 0, "a search that saw the hidden cards would tell the truths apart");
    }

    /// The key of `choice` in `game`, and of Medium's move there.
    fn keys(game: &Spite, choice: Option<Move>) -> (Option<Step>, Option<Step>) {
        let side = &game.players[game.turn()].side;
        let key = |mv: Move| key_of(&mv, game.centre_piles(), side);
        (choice.map(key), medium_move(game).map(key))
    }

    #[test]
    fn the_policys_move_is_left_only_for_one_that_proves_better() {
        // 60 iterations cannot outweigh the bias: the search plays the
        // playout policy's move. Without the bias, the same search strays
        // from it on the noise of a few deals.
        let (mut strayed, mut positions) = (0, 0);
        for seed in 0..12 {
            let game = random_position(300 + seed, 15 + seed as usize * 20);
            if distinct_moves(&game.legal_move_list(), game.centre_piles(), &game.players[game.turn()].side).len() < 3 {
                continue;
            }
            positions += 1;
            let (chosen, usual) = keys(&game, best(&game, &QUICK, seed));
            assert_eq!(chosen, usual, "seed {seed}");
            let (unbiased, usual) = keys(&game, best(&game, &IsmctsLimits { bias: 0.0, ..QUICK }, seed));
            strayed += u32::from(unbiased != usual);
        }
        assert!(positions >= 6, "{positions} positions with a choice");
        assert!(strayed > 0, "without the bias the search never left the policy's move");
    }

    #[test]
    fn moves_of_one_rank_to_like_piles_are_one_choice() {
        // Two Aces (different suits) and two empty centre piles: one choice.
        let game = build(Setup {
            payoff: ["9c", "9h"],
            hands: ["As Ah Qd", ""],
            centre: ["", "", "As 2s"],
            ..Setup::default()
        });
        let view = game.view(0);
        let side = view.side_piles(0);
        let choices = distinct_moves(&view.legal_move_list(), view.centre_piles(), side);
        let ace_plays =
            choices.iter().filter(|(k, _)| matches!(k, Step::Play { from: PlanSource::Hand(1), .. }));
        assert_eq!(ace_plays.count(), 1);
        // Discards: three cards of two ranks onto four empty side piles
        // (alike): two choices.
        let discards = choices.iter().filter(|(k, _)| matches!(k, Step::Discard { .. })).count();
        assert_eq!(discards, 2);
    }

    #[test]
    fn without_a_count_the_clock_ends_the_search() {
        let game = random_position(7, 30);
        let limits = IsmctsLimits { iterations: u64::MAX, ..ISMCTS_LIMITS };
        let mut seed = 0;
        assert_within_budget(Duration::from_millis(100), 10, |stop| {
            seed += 1;
            let report = search(&game.view(game.turn()), &limits, &mut Rng::seeded(seed), stop);
            assert!(report.best.is_some_and(|mv| game.why_illegal(&mv).is_none()));
            assert!(report.iterations > 0, "{report:?}");
        });
    }
}
