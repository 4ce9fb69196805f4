//! Moves, and which of them the player to move may make.
//!
//! Legality depends only on what the player to move can see (their hand,
//! their payoff top, their side piles and the centre piles), so the full
//! state and a seat's view share one `MoverView` and can never disagree about
//! the legal moves.

use super::cards::Card;
use super::illegal::Illegal;
use super::piles::CentrePile;
use super::rules::{CENTRE_PILES, SIDE_PILES};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Where a card played to a centre pile comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Source {
    /// This card from the hand.
    Hand(Card),
    /// The top of the player's payoff pile.
    Payoff,
    /// The top of the player's side pile with this index (0–3).
    Side(usize),
}

/// One decision of the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Move {
    /// A card goes to the centre pile with index `to` (0–2). A King stands
    /// for the rank that pile needs.
    Play {
        /// Where the card comes from.
        from: Source,
        /// The centre pile (0–2).
        to: usize,
    },
    /// A hand card goes to one of the player's side piles (0–3); this ends
    /// the turn, and is the only way a card reaches a side pile.
    Discard {
        /// The hand card.
        card: Card,
        /// The side pile (0–3).
        pile: usize,
    },
    /// \[house\] Ends the turn without discarding; legal only when the hand is
    /// empty (the stock could not refill it, or the refill variant is off),
    /// because otherwise a turn always ends with a discard.
    EndTurn,
}

impl Move {
    /// Whether the move ends the player's turn.
    pub fn ends_turn(&self) -> bool {
        matches!(self, Move::Discard { .. } | Move::EndTurn)
    }
}

impl fmt::Display for Move {
    /// The move without the position: `hand K♦ → centre 2`, `payoff →
    /// centre 1`, `side 3 → centre 2`, `hand 4♠ → side 1 (ends turn)`,
    /// `end turn`. The log line (with the card and a King's rank) needs the
    /// position: see `Spite::notation`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Play { from: Source::Hand(card), to } => write!(f, "hand {card} → centre {}", to + 1),
            Move::Play { from: Source::Payoff, to } => write!(f, "payoff → centre {}", to + 1),
            Move::Play { from: Source::Side(i), to } => write!(f, "side {} → centre {}", i + 1, to + 1),
            Move::Discard { card, pile } => write!(f, "hand {card} → side {} (ends turn)", pile + 1),
            Move::EndTurn => f.write_str("end turn"),
        }
    }
}

/// What the player to move sees and decides from: the same borrowed
/// picture for the full state and for a seat's view.
#[derive(Clone, Debug)]
pub(crate) struct MoverView<'a> {
    /// The mover's hand, in order.
    pub hand: &'a [Card],
    /// The mover's payoff top.
    pub payoff_top: Option<Card>,
    /// The mover's side piles.
    pub side: &'a [Vec<Card>; SIDE_PILES],
    /// The centre piles.
    pub centre: &'a [CentrePile; CENTRE_PILES],
    /// Why nobody may move now (game over, or not this seat's turn).
    pub blocked: Option<Illegal>,
}

impl MoverView<'_> {
    /// The hand cards worth listing: the first copy of each face, because
    /// two cards of one face (one per deck) make exactly the same moves.
    fn distinct_hand(&self) -> impl Iterator<Item = Card> + '_ {
        self.hand
            .iter()
            .enumerate()
            .filter(|(i, card)| !self.hand[..*i].iter().any(|c| c.face() == card.face()))
            .map(|(_, &card)| card)
    }

    /// The top card of side pile `i`.
    pub fn side_top(&self, i: usize) -> Option<Card> {
        self.side.get(i).and_then(|pile| pile.last().copied())
    }

    /// The card a source names, if the mover has it there.
    pub fn card_at(&self, from: Source) -> Option<Card> {
        match from {
            Source::Hand(card) => self.hand.contains(&card).then_some(card),
            Source::Payoff => self.payoff_top,
            Source::Side(i) => self.side_top(i),
        }
    }

    /// Appends every legal move: hand plays, the payoff top, side tops,
    /// then discards (or `EndTurn` with an empty hand). Two hand cards of
    /// the same face are listed once, as the first in the hand.
    pub fn legal_moves(&self, out: &mut Vec<Move>) {
        if self.blocked.is_some() {
            return;
        }
        let plays_of = |from: Source, card: Card, out: &mut Vec<Move>| {
            for (to, pile) in self.centre.iter().enumerate() {
                if pile.accepts(card).is_some() {
                    out.push(Move::Play { from, to });
                }
            }
        };
        for card in self.distinct_hand() {
            plays_of(Source::Hand(card), card, out);
        }
        if let Some(card) = self.payoff_top {
            plays_of(Source::Payoff, card, out);
        }
        for i in 0..SIDE_PILES {
            if let Some(card) = self.side_top(i) {
                plays_of(Source::Side(i), card, out);
            }
        }
        if self.hand.is_empty() {
            out.push(Move::EndTurn);
        }
        for card in self.distinct_hand() {
            for pile in 0..SIDE_PILES {
                out.push(Move::Discard { card, pile });
            }
        }
    }

    /// Why `mv` is not legal; `None` if it is.
    pub fn why_illegal(&self, mv: &Move) -> Option<Illegal> {
        if let Some(reason) = &self.blocked {
            return Some(reason.clone());
        }
        match *mv {
            Move::Play { from, to } => {
                let card = match self.source_card(from) {
                    Ok(card) => card,
                    Err(reason) => return Some(reason),
                };
                let Some(pile) = self.centre.get(to) else {
                    return Some(Illegal::NoCentrePile(to));
                };
                if pile.accepts(card).is_some() {
                    return None;
                }
                Some(Illegal::WrongRank { pile: to, needs: pile.next_rank(), card: card.face() })
            }
            Move::Discard { card, pile } => {
                if !self.hand.contains(&card) {
                    Some(self.not_a_hand_card(card))
                } else if pile >= SIDE_PILES {
                    Some(Illegal::NoSidePile(pile))
                } else {
                    None
                }
            }
            Move::EndTurn if !self.hand.is_empty() => Some(Illegal::MustDiscard),
            Move::EndTurn => None,
        }
    }

    /// The card `from` names, or why the mover has none there.
    fn source_card(&self, from: Source) -> Result<Card, Illegal> {
        match from {
            Source::Hand(card) if self.hand.contains(&card) => Ok(card),
            Source::Hand(card) => Err(Illegal::NotInHand(card.face())),
            Source::Payoff => self.payoff_top.ok_or(Illegal::PayoffEmpty),
            Source::Side(i) if i >= SIDE_PILES => Err(Illegal::NoSidePile(i)),
            Source::Side(i) => self.side_top(i).ok_or(Illegal::SidePileEmpty(i)),
        }
    }

    /// Why `card`, which is not in the hand, may not be discarded: where
    /// the player can see it decides what to tell them.
    fn not_a_hand_card(&self, card: Card) -> Illegal {
        if self.payoff_top == Some(card) {
            Illegal::PayoffToSidePile
        } else if (0..SIDE_PILES).any(|i| self.side_top(i) == Some(card)) {
            Illegal::SideToSidePile
        } else {
            Illegal::NotInHand(card.face())
        }
    }
}
