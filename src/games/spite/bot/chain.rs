//! Chains: the plays that build one centre pile up to a target rank, so a
//! payoff card can follow. Used to plan toward the bot's own payoff card
//! and to guess what the opponent can reach.
//!
//! The builder is greedy, rank by rank: a side-pile top of the needed rank
//! first (it frees what lies under it), then a hand card, and a King only
//! when no natural card is there (a side-pile King before a hand King).

use super::tableau::{COMPLETE, FULL_HAND, KING, PlanSource, RankCounts, Tableau, fits};
use crate::games::spite::{CENTRE_PILES, SIDE_PILES};

/// What a King used in a chain costs, against 1 for a natural card: Kings
/// are the scarcest resource, so a longer natural chain beats a King.
pub const KING_COST: u32 = 8;

/// The cards one player can build with: hand ranks and side piles, with
/// how many cards have been taken off each side pile so far.
#[derive(Clone, Copy, Debug)]
pub struct Stash<'a> {
    /// Hand cards by rank.
    pub hand: RankCounts,
    /// Side piles, bottom first.
    pub side: [&'a [u8]; SIDE_PILES],
    /// Cards already taken off the top of each side pile.
    pub taken: [usize; SIDE_PILES],
}

/// A chain that was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chain {
    /// The centre pile built.
    pub pile: usize,
    /// Kings used.
    pub kings: u32,
    /// Natural cards used.
    pub cards: u32,
    /// Where the first card of the chain comes from; `None` if the target
    /// fits at once.
    pub first: Option<PlanSource>,
}

impl Chain {
    /// What the chain spends.
    pub fn cost(&self) -> u32 {
        self.kings * KING_COST + self.cards
    }
}

impl<'a> Stash<'a> {
    /// The mover's stash in `t`.
    pub fn of(t: &'a Tableau) -> Stash<'a> {
        Stash { hand: t.hand, side: t.side.each_ref().map(Vec::as_slice), taken: [0; SIDE_PILES] }
    }

    /// A stash of these hand ranks and side piles.
    pub fn new(hand: RankCounts, side: [&'a [u8]; SIDE_PILES]) -> Stash<'a> {
        Stash { hand, side, taken: [0; SIDE_PILES] }
    }

    /// The current top of side pile `i`.
    pub fn top(&self, i: usize) -> Option<u8> {
        let pile = self.side.get(i)?;
        let left = pile.len().checked_sub(self.taken[i] + 1)?;
        pile.get(left).copied()
    }

    /// The card under the current top of side pile `i`.
    fn under_top(&self, i: usize) -> Option<u8> {
        let pile = self.side.get(i)?;
        let left = pile.len().checked_sub(self.taken[i] + 2)?;
        pile.get(left).copied()
    }

    /// How many hand cards are left.
    pub fn hand_len(&self) -> u32 {
        self.hand.iter().map(|&n| u32::from(n)).sum()
    }

    /// Takes a card of `rank` for a centre pile: a natural card if there is
    /// one (see the module docs), else a King. Returns where it came from.
    pub fn take(&mut self, rank: u8) -> Option<PlanSource> {
        let from = self.find(rank).or_else(|| self.find(KING))?;
        match from {
            PlanSource::Side(i) => self.taken[i] += 1,
            PlanSource::Hand(r) => self.hand[usize::from(r)] -= 1,
            PlanSource::Payoff => {}
        }
        Some(from)
    }

    /// Where a card of exactly `rank` is, without taking it.
    fn find(&self, rank: u8) -> Option<PlanSource> {
        let tops = (0..SIDE_PILES).filter(|&i| self.top(i) == Some(rank));
        // A side top whose next card is the rank after it continues a run.
        let mut best = None;
        for i in tops {
            if rank != KING && self.under_top(i) == Some(rank + 1) {
                return Some(PlanSource::Side(i));
            }
            best = best.or(Some(PlanSource::Side(i)));
        }
        best.or_else(|| {
            (self.hand.get(usize::from(rank)).copied().unwrap_or(0) > 0).then_some(PlanSource::Hand(rank))
        })
    }

    /// Builds centre pile `pile` (holding `len` cards) up to one below
    /// `target`, taking the cards from the stash. `None` if a needed card is
    /// missing or the pile is already past `target`; the stash may then be
    /// partly spent, so callers try on a copy.
    pub fn build(&mut self, pile: usize, len: u8, target: u8) -> Option<Chain> {
        let mut chain = Chain { pile, kings: 0, cards: 0, first: None };
        if target == KING {
            return fits(len, KING).then_some(chain);
        }
        if target <= len {
            return None;
        }
        for rank in len + 1..target {
            let from = self.take(rank)?;
            chain.first = chain.first.or(Some(from));
            if self.is_king(from, rank) {
                chain.kings += 1;
            } else {
                chain.cards += 1;
            }
        }
        Some(chain)
    }

    /// Whether a card taken from `from` for `rank` was a King.
    fn is_king(&self, from: PlanSource, rank: u8) -> bool {
        match from {
            PlanSource::Hand(r) => r == KING && rank != KING,
            PlanSource::Side(i) => {
                // The card was just taken: it sits one above the new top.
                let pile = self.side[i];
                let at = pile.len().saturating_sub(self.taken[i]);
                pile.get(at).is_some_and(|&r| r == KING && rank != KING)
            }
            PlanSource::Payoff => false,
        }
    }

    /// The cheapest chain to `target` over every centre pile (ties go to
    /// the lower pile), and the stash left after it.
    pub fn best(&self, centre: &[u8; CENTRE_PILES], target: u8) -> Option<(Chain, Stash<'a>)> {
        let mut best: Option<(Chain, Stash<'a>)> = None;
        for (pile, &len) in centre.iter().enumerate() {
            let mut trial = *self;
            let Some(chain) = trial.build(pile, len, target) else { continue };
            if best.as_ref().is_none_or(|(b, _)| chain.cost() < b.cost()) {
                best = Some((chain, trial));
            }
        }
        best
    }

    /// Whether a card of `target` could be played this turn from here.
    pub fn reaches(&self, centre: &[u8; CENTRE_PILES], target: u8) -> bool {
        target == KING || self.best(centre, target).is_some()
    }
}

/// What a greedy turn of chasing the payoff card did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chase {
    /// Payoff cards played.
    pub played: u8,
    /// The centre piles after it.
    pub centre: [u8; CENTRE_PILES],
    /// Stock cards drawn to refill an emptied hand.
    pub drawn: usize,
}

/// Plays a turn greedily: the cheapest chain up to the payoff card `top`,
/// again for the next card from `under` (next first), until no chain is
/// found, `limit` cards are down or the pile is empty (`left` counts the
/// top). An emptied hand is refilled from `stock` (next drawn first).
pub fn chase(
    mut stash: Stash<'_>,
    mut centre: [u8; CENTRE_PILES],
    top: Option<u8>,
    under: &[u8],
    left: u8,
    stock: &[u8],
    limit: u8,
) -> Chase {
    let mut played = 0;
    let mut drawn = 0;
    let mut next = top;
    while let Some(card) = next {
        if played >= limit.min(left) {
            break;
        }
        let Some((chain, rest)) = stash.best(&centre, card) else { break };
        stash = rest;
        let pile = if card == KING { lowest(&centre) } else { chain.pile };
        let Some(len) = centre.get_mut(pile) else { break };
        *len = if card == KING { *len + 1 } else { card };
        if *len >= COMPLETE {
            *len = 0;
        }
        played += 1;
        next = under.get(usize::from(played) - 1).copied();
        if stash.hand_len() == 0 {
            for &rank in stock.iter().skip(drawn).take(usize::from(FULL_HAND)) {
                stash.hand[usize::from(rank)] += 1;
                drawn += 1;
            }
        }
    }
    Chase { played, centre, drawn }
}

/// The pile a payoff King goes on in a greedy turn: the shortest one.
fn lowest(centre: &[u8; CENTRE_PILES]) -> usize {
    (0..CENTRE_PILES).filter(|&i| fits(centre[i], KING)).min_by_key(|&i| centre[i]).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::spite::bot::tableau::count_ranks;

    #[test]
    fn a_chain_uses_side_runs_and_hand_cards_before_kings() {
        let side: [&[u8]; SIDE_PILES] = [&[7, 6, 5], &[], &[13], &[]];
        let stash = Stash::new(count_ranks([4, 13]), side);
        let (chain, left) = stash.best(&[3, 0, 0], 9).expect("4 5 6 7 then a King as 8");
        assert_eq!(chain, Chain { pile: 0, kings: 1, cards: 4, first: Some(PlanSource::Hand(4)) });
        assert_eq!(left.top(0), None);
        assert_eq!(left.top(2), None, "the side King goes before the hand King");
        assert_eq!(left.hand[13], 1);
    }

    #[test]
    fn the_cheapest_pile_wins() {
        let stash = Stash::new(count_ranks([5, 13, 13]), [&[], &[], &[], &[]]);
        let (chain, _) = stash.best(&[1, 4, 3], 6).expect("5 on the pile at 4");
        assert_eq!(chain.pile, 1);
        assert_eq!(chain.kings, 0);
        assert!(stash.best(&[7, 8, 9], 6).is_none(), "every pile is past 6");
        assert!(stash.reaches(&[7, 8, 9], KING));
    }
}
