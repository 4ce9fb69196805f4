//! How the bots value the cards they keep at the end of a turn: Kings,
//! side-pile order and hand size. Points are hundredths of a payoff card:
//! one payoff card played is worth [`Weights::payoff`] = 100.

use super::tableau::{KING, Tableau};
use crate::games::spite::SIDE_PILES;

/// The weights of the evaluation (see the module docs for the scale).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// One of the bot's payoff cards played.
    pub payoff: i32,
    /// Winning the game.
    pub win: i32,
    /// One payoff card the opponent is expected to play next turn.
    pub their_payoff: i32,
    /// The opponent winning on their next turn (scaled by its likelihood).
    pub their_win: i32,
    /// One payoff card the bot is expected to play on its next turn.
    pub my_next: i32,
    /// A King in hand.
    pub king_in_hand: i32,
    /// A King on top of a side pile (still playable, but it blocks the pile).
    pub king_on_top: i32,
    /// A King buried under other side-pile cards.
    pub king_buried: i32,
    /// Each non-King card kept in hand (one card fewer drawn next turn).
    pub hand_card: i32,
    /// A side-pile card on one a rank higher: a run that plays out in order.
    pub run: i32,
    /// A side-pile card on one of the same rank.
    pub same: i32,
    /// A card on a lower one buries it: this much, plus `bury_step` per rank.
    pub bury: i32,
    /// See `bury`.
    pub bury_step: i32,
    /// Per rank skipped in a descending side pile (a card on one two or
    /// more ranks higher).
    pub gap_step: i32,
    /// An empty side pile (room to start a run).
    pub empty_pile: i32,
    /// The estimate for a hand that empties and is refilled mid-turn.
    pub refill: i32,
    /// The estimate for turning up the next payoff card, scaled by how
    /// likely it can be played at once.
    pub next_payoff: i32,
    /// A drawn game (the opponent cannot fill their hand), per payoff card
    /// of lead at stake (see [`Weights::stock`]).
    pub draw: i32,
    /// Per card the stock holds below [`STOCK_COMFORT`], per payoff card of
    /// lead at stake, in quarters: a short stock means a drawn game soon.
    pub short_stock: i32,
}

/// Below this many stock cards a drawn game comes into view.
pub const STOCK_COMFORT: i32 = 24;

impl Weights {
    /// The weights the whole-turn search (Club and Expert) plays with.
    pub const DEFAULT: Weights = Weights {
        payoff: 100,
        win: 100_000,
        their_payoff: 100,
        their_win: 2_000,
        my_next: 40,
        king_in_hand: 45,
        king_on_top: 30,
        king_buried: 12,
        hand_card: 20,
        run: 10,
        same: 2,
        bury: 8,
        bury_step: 2,
        gap_step: 2,
        empty_pile: 6,
        refill: 30,
        next_payoff: 70,
        draw: 150,
        short_stock: 3,
    };

    /// The value of one side pile (bottom first).
    pub fn pile(&self, pile: &[u8]) -> i32 {
        let Some((&top, _)) = pile.split_last() else { return self.empty_pile };
        let mut value = if top == KING { self.king_on_top } else { 0 };
        for pair in pile.windows(2) {
            let (below, above) = (pair[0], pair[1]);
            value += if below == KING {
                self.king_buried
            } else if above == KING {
                0
            } else if above + 1 == below {
                self.run
            } else if above == below {
                self.same
            } else if above > below {
                -self.bury - self.bury_step * i32::from(above - below)
            } else {
                -self.gap_step * i32::from(below - above - 1)
            };
        }
        value
    }

    /// The value of the mover's kept cards: hand Kings, hand size and side piles.
    pub fn kept(&self, t: &Tableau) -> i32 {
        let kings = i32::from(t.hand[usize::from(KING)]);
        let others = i32::from(t.hand_len) - kings;
        let side: i32 = (0..SIDE_PILES).map(|i| self.pile(&t.side[i])).sum();
        kings * self.king_in_hand - others * self.hand_card + side
    }

    /// What the stock is worth at the end of the turn. A drawn game scores
    /// nothing, which costs the player ahead: the stake is the payoff-card
    /// lead (`their_left` − `my_left`) plus one, since a bot expects to
    /// outplay its opponent. A stock too small for the opponent's draw
    /// (`they_need` cards) draws the game now; one too small for both
    /// their draw and the bot's next (`i_need`) draws it next turn unless
    /// a pile is completed in between (counted as two chances in three); a
    /// short stock, soon.
    pub fn stock(&self, stock: u8, they_need: u8, i_need: u8, my_left: u8, their_left: u8) -> i32 {
        let stake = (i32::from(their_left) - i32::from(my_left) + 1).clamp(-5, 8);
        if stock < they_need {
            return -self.draw * stake;
        }
        if stock < they_need + i_need {
            return -self.draw * stake * 2 / 3;
        }
        let short = (STOCK_COMFORT - i32::from(stock)).max(0);
        -self.short_stock * short * stake / 4
    }

    /// How much discarding a hand card of `rank` onto side pile `pile`
    /// changes [`Weights::kept`].
    pub fn discard_change(&self, t: &Tableau, rank: u8, pile: usize) -> i32 {
        let before = self.pile(&t.side[pile]);
        let mut longer = Vec::with_capacity(t.side[pile].len() + 1);
        longer.extend_from_slice(&t.side[pile]);
        longer.push(rank);
        let hand = if rank == KING { -self.king_in_hand } else { self.hand_card };
        self.pile(&longer) - before + hand
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_beat_buried_cards() {
        let w = Weights::DEFAULT;
        assert!(w.pile(&[9, 8, 7]) > w.pile(&[9, 9, 7]));
        assert!(w.pile(&[9, 9]) > w.pile(&[9, 5]));
        assert!(w.pile(&[9, 5]) > w.pile(&[5, 9]));
        assert!(w.pile(&[KING]) > w.pile(&[KING, 4]));
        assert_eq!(w.pile(&[]), w.empty_pile);
    }
}
