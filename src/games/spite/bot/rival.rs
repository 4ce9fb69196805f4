//! The opponent as the bot can see them, and guesses at what they will do
//! on their next turn with the centre piles the bot leaves them.
//!
//! Two guesses: [`Rival::exposure`] looks only at what is visible (their
//! payoff top and side piles) and rates how close each centre pile is to
//! their payoff card; [`Rival::simulate`] plays their next turn greedily in
//! one determinised [`World`] (a guessed hand, payoff pile and stock).

use super::chain::{Chase, Stash, chase};
use super::tableau::{FULL_HAND, KING, RankCounts, count_ranks, rank_of, small};
use crate::games::spite::{CENTRE_PILES, SIDE_PILES, SpiteView, opponent};

/// What the bot sees of the opponent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rival {
    /// Their payoff top.
    pub payoff_top: Option<u8>,
    /// Cards left in their payoff pile.
    pub payoff_left: u8,
    /// Their side piles, bottom first.
    pub side: [Vec<u8>; SIDE_PILES],
    /// How many cards they hold now.
    pub hand_len: u8,
}

/// One guess at everything the bot cannot see, as ranks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct World {
    /// The bot's own payoff cards under the top, next first.
    pub my_payoff: Vec<u8>,
    /// The opponent's payoff cards under the top, next first.
    pub their_payoff: Vec<u8>,
    /// The opponent's hand.
    pub their_hand: Vec<u8>,
    /// The stock, next drawn first.
    pub stock: Vec<u8>,
}

impl World {
    /// Reads a determinised game (see `SpiteView::determinise`) from `view`'s seat.
    pub fn of(view: &SpiteView, rng: &mut crate::core::Rng) -> World {
        let game = view.determinise(rng);
        let me = view.seat();
        let them = opponent(me);
        let under_top = |seat| -> Vec<u8> {
            let payoff = game.player(seat).map_or(&[][..], |p| p.payoff());
            let below = payoff.len().saturating_sub(1);
            payoff.get(..below).unwrap_or(&[]).iter().rev().map(|&c| rank_of(c)).collect()
        };
        World {
            my_payoff: under_top(me),
            their_payoff: under_top(them),
            their_hand: game.hand(them).iter().map(|&c| rank_of(c)).collect(),
            stock: game.stock().iter().rev().map(|&c| rank_of(c)).collect(),
        }
    }
}

/// How many of the opponent's payoff cards a simulation follows at most:
/// enough to tell a quiet turn from a run, cheap enough for every leaf.
pub const SIMULATED_PAYOFFS: u8 = 4;

impl Rival {
    /// The opponent of `view`'s seat.
    pub fn from_view(view: &SpiteView) -> Rival {
        let them = opponent(view.seat());
        let sides = view.side_piles(them);
        Rival {
            payoff_top: view.payoff_top(them).map(rank_of),
            payoff_left: small(view.payoff_count(them)),
            side: std::array::from_fn(|i| {
                sides.get(i).map_or_else(Vec::new, |p| p.iter().map(|&c| rank_of(c)).collect())
            }),
            hand_len: small(view.hand_count(them)),
        }
    }

    /// How exposed the centre is to their payoff top, from what is visible:
    /// for each pile, the cards their side piles cannot supply between the
    /// pile and their payoff card. 100 for a pile their card fits at once,
    /// down to nothing for a pile three or more unknown cards away; the
    /// worst pile counts fully, the others a third.
    pub fn exposure(&self, centre: &[u8; CENTRE_PILES]) -> u32 {
        let Some(top) = self.payoff_top else { return 0 };
        if top == KING {
            return 100;
        }
        let stash = Stash::new([0; super::tableau::RANK_SLOTS], self.side.each_ref().map(Vec::as_slice));
        let mut worst = 0;
        let mut total = 0;
        for &len in centre {
            let risk = match missing(&stash, len, top) {
                Some(0) => 100,
                Some(1) => 45,
                Some(2) => 12,
                _ => 0,
            };
            worst = worst.max(risk);
            total += risk;
        }
        worst + (total - worst) / 3
    }

    /// Plays their next turn greedily in `world` from `centre`: they draw
    /// to a full hand from the stock (after the `drawn` cards the bot took),
    /// then chase their payoff card (see [`chase`]), following at most
    /// [`SIMULATED_PAYOFFS`] cards. The result's `drawn` counts every stock
    /// card they took.
    pub fn simulate(&self, world: &World, centre: &[u8; CENTRE_PILES], drawn: usize) -> Chase {
        let stock = world.stock.get(drawn..).unwrap_or(&[]);
        let mut hand: RankCounts = count_ranks(world.their_hand.iter().copied());
        let wanted = usize::from(FULL_HAND).saturating_sub(world.their_hand.len()).min(stock.len());
        for &rank in stock.iter().take(wanted) {
            hand[usize::from(rank)] += 1;
        }
        let stash = Stash::new(hand, self.side.each_ref().map(Vec::as_slice));
        let rest = stock.get(wanted..).unwrap_or(&[]);
        let mut turn = chase(
            stash,
            *centre,
            self.payoff_top,
            &world.their_payoff,
            self.payoff_left,
            rest,
            SIMULATED_PAYOFFS,
        );
        turn.drawn += wanted;
        turn
    }
}

/// How many cards `stash` lacks to bring a pile of `len` up to one below
/// `target`; `None` if the pile is already past it.
fn missing(stash: &Stash<'_>, len: u8, target: u8) -> Option<u8> {
    if target <= len {
        return None;
    }
    let mut stash = *stash;
    let mut lacking = 0;
    for rank in len + 1..target {
        if stash.take(rank).is_none() {
            lacking += 1;
        }
    }
    Some(lacking)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rival(top: u8, side: [&[u8]; SIDE_PILES]) -> Rival {
        Rival { payoff_top: Some(top), payoff_left: 10, side: side.map(<[u8]>::to_vec), hand_len: 5 }
    }

    fn world(hand: &[u8], payoff: &[u8]) -> World {
        World {
            my_payoff: vec![],
            their_payoff: payoff.to_vec(),
            their_hand: hand.to_vec(),
            stock: vec![2; 20],
        }
    }

    #[test]
    fn a_pile_one_below_their_payoff_is_fully_exposed() {
        let them = rival(7, [&[], &[], &[], &[]]);
        assert_eq!(them.exposure(&[6, 0, 0]), 100);
        assert_eq!(them.exposure(&[5, 9, 9]), 45);
        assert_eq!(them.exposure(&[1, 9, 10]), 0);
        let with_run = rival(7, [&[6, 5], &[], &[], &[]]);
        assert_eq!(with_run.exposure(&[4, 9, 9]), 100, "their side run 5, 6 bridges the gap");
    }

    #[test]
    fn a_simulated_turn_chains_their_payoff_cards() {
        let them = rival(4, [&[3], &[], &[], &[]]);
        let w = world(&[6, 9, 9, 9, 9], &[5, 7, 12]);
        // 3 from the side pile, payoff 4, payoff 5, hand 6, payoff 7; then Q is out of reach.
        let turn = them.simulate(&w, &[2, 0, 0], 0);
        assert_eq!(turn.played, 3);
        assert_eq!(turn.centre, [7, 0, 0]);
        assert_eq!(them.simulate(&w, &[0, 0, 0], 0).played, 0);
    }
}
