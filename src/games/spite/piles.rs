//! The piles on the table: the three centre piles both players build on,
//! and each player's payoff pile, hand and side piles.

use super::cards::{Card, Rank};
use super::rules::{COMPLETE_PILE, SIDE_PILES};
use serde::{Deserialize, Serialize};

/// A centre pile, built up from Ace to Queen by both players.
///
/// Only the cards are stored: a pile only ever grows by exactly one rank,
/// so the card at depth `i` (0 = bottom) always stands for rank `i + 1`.
/// Deriving the effective rank this way means it can never disagree with
/// the cards, and a King shows the rank it stands for.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CentrePile {
    cards: Vec<Card>,
}

impl CentrePile {
    /// The cards, bottom (the Ace) first.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// How many cards it holds (also the rank of its top).
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether it is empty (it accepts an Ace or a King).
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Every card with the rank it stands for, bottom first: `(K♦, 7)` for
    /// a King played as a 7.
    pub fn entries(&self) -> impl Iterator<Item = (Card, Rank)> + '_ {
        Rank::ALL.into_iter().zip(&self.cards).map(|(rank, &card)| (card, rank))
    }

    /// The top card, if any.
    pub fn top(&self) -> Option<Card> {
        self.cards.last().copied()
    }

    /// The rank the top card stands for (`None` when empty).
    pub fn top_rank(&self) -> Option<Rank> {
        Rank::from_value(u8::try_from(self.cards.len()).ok()?)
    }

    /// The rank the pile needs next: Ace when empty, up to Queen.
    pub fn next_rank(&self) -> Option<Rank> {
        if self.cards.len() >= COMPLETE_PILE {
            return None;
        }
        Rank::from_value(u8::try_from(self.cards.len() + 1).ok()?)
    }

    /// The rank `card` would stand for on this pile, or `None` if the pile
    /// does not take it. A King takes whatever rank is needed.
    pub fn accepts(&self, card: Card) -> Option<Rank> {
        let next = self.next_rank()?;
        (card.is_king() || card.rank == next).then_some(next)
    }

    /// Whether the pile holds A…Q and must go back to the stock.
    pub fn is_complete(&self) -> bool {
        self.cards.len() >= COMPLETE_PILE
    }

    /// Puts a card on top (the caller checked `accepts`).
    pub(crate) fn push(&mut self, card: Card) {
        self.cards.push(card);
    }

    /// Empties the pile, giving its cards.
    pub(crate) fn take_all(&mut self) -> Vec<Card> {
        std::mem::take(&mut self.cards)
    }

    /// The depth of the first card that breaks the A, 2, 3… sequence, if
    /// any (a King fits anywhere), or `Some(len)` if it is too long.
    pub(crate) fn first_misfit(&self) -> Option<usize> {
        if self.cards.len() >= COMPLETE_PILE {
            return Some(self.cards.len());
        }
        self.entries().position(|(card, rank)| !card.is_king() && card.rank != rank)
    }

    /// A pile holding `cards` as given (checked by the caller).
    pub(crate) fn from_cards(cards: Vec<Card>) -> CentrePile {
        CentrePile { cards }
    }
}

/// One player's cards: payoff pile, hand and side piles.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerCards {
    /// Bottom first; the last card is the face-up top.
    pub(crate) payoff: Vec<Card>,
    /// In the order drawn.
    pub(crate) hand: Vec<Card>,
    /// Bottom first; only the last card of each can be played.
    pub(crate) side: [Vec<Card>; SIDE_PILES],
}

impl PlayerCards {
    /// The payoff pile, bottom first (only the top is visible in play).
    pub fn payoff(&self) -> &[Card] {
        &self.payoff
    }

    /// The face-up top of the payoff pile.
    pub fn payoff_top(&self) -> Option<Card> {
        self.payoff.last().copied()
    }

    /// The hand, in the order drawn.
    pub fn hand(&self) -> &[Card] {
        &self.hand
    }

    /// The four side piles, each bottom first.
    pub fn side_piles(&self) -> &[Vec<Card>; SIDE_PILES] {
        &self.side
    }

    /// Every card this player holds or has laid out.
    pub(crate) fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.payoff.iter().chain(&self.hand).chain(self.side.iter().flatten()).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::spite::cards::{Deck, Suit};

    fn card(rank: Rank) -> Card {
        Card::new(rank, Suit::Clubs, Deck::First)
    }

    #[test]
    fn a_pile_runs_from_ace_to_queen_with_kings_anywhere() {
        let mut pile = CentrePile::default();
        assert_eq!(pile.accepts(card(Rank::Two)), None);
        assert_eq!(pile.accepts(card(Rank::King)), Some(Rank::Ace));
        for rank in &Rank::ALL[..11] {
            let played = if rank.value() % 3 == 0 { card(Rank::King) } else { card(*rank) };
            assert_eq!(pile.accepts(played), Some(*rank));
            pile.push(played);
            assert_eq!(pile.top_rank(), Some(*rank));
        }
        assert_eq!(pile.first_misfit(), None);
        assert_eq!(pile.accepts(card(Rank::Queen)), Some(Rank::Queen));
        pile.push(card(Rank::Queen));
        assert!(pile.is_complete());
        assert_eq!(pile.next_rank(), None);
        assert_eq!(pile.take_all().len(), COMPLETE_PILE);
        assert!(pile.is_empty());
    }

    #[test]
    fn a_misfit_is_found_at_its_depth() {
        let pile = CentrePile::from_cards(vec![card(Rank::Ace), card(Rank::King), card(Rank::Four)]);
        assert_eq!(pile.first_misfit(), Some(2));
        let entries: Vec<Rank> = pile.entries().map(|(_, r)| r).collect();
        assert_eq!(entries, [Rank::Ace, Rank::Two, Rank::Three]);
    }
}
