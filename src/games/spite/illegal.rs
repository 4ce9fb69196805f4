//! Why a Spite & Malice move is refused: one variant per rule, each shown
//! to a player as a sentence ("why not?"). Pile numbers are 0-based here,
//! as in [`Move`](super::Move), and 1-based in the sentences.

use super::cards::{Face, Rank};
use super::notation::NotationError;
use super::rules::{CENTRE_PILES, SIDE_PILES};
use std::fmt;

/// Why a move is not legal for the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The text is not written like a move.
    Malformed(NotationError),
    /// The game has ended; nobody moves any more.
    GameOver,
    /// The seat asking is not the one to move.
    NotYourTurn,
    /// A hand card the player does not hold.
    NotInHand(Face),
    /// A play from an empty payoff pile.
    PayoffEmpty,
    /// A side pile past the last one.
    NoSidePile(usize),
    /// A play from an empty side pile.
    SidePileEmpty(usize),
    /// A centre pile past the last one.
    NoCentrePile(usize),
    /// A card that does not follow the centre pile's top.
    WrongRank {
        /// The centre pile.
        pile: usize,
        /// The rank it takes next; `None` when it is complete.
        needs: Option<Rank>,
        /// The card played.
        card: Face,
    },
    /// The payoff card sent to a side pile.
    PayoffToSidePile,
    /// A side pile's card sent to a side pile.
    SideToSidePile,
    /// `end turn` while the hand still holds cards.
    MustDiscard,
    /// The text names a payoff card that is not the one on top.
    PayoffTopIs {
        /// The card on top.
        top: Face,
        /// The card named.
        named: Face,
    },
    /// The text names a side-pile card that is not the one on top.
    SideTopIs {
        /// The side pile.
        pile: usize,
        /// The card on top.
        top: Face,
        /// The card named.
        named: Face,
    },
    /// The text's `(as n)` is not the rank the King stands for there.
    KingStandsFor {
        /// The King.
        card: Face,
        /// The rank it stands for on that pile.
        actual: Rank,
        /// The rank the text claims.
        claimed: Rank,
    },
}

/// A 0-based pile index as players count piles.
fn number(pile: usize) -> usize {
    pile.saturating_add(1)
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::Malformed(e) => {
                write!(f, "This is not written like a move: {} ({}).", e.problem, e.examples)
            }
            Illegal::GameOver => f.write_str("The game is over."),
            Illegal::NotYourTurn => f.write_str("It is not your turn."),
            Illegal::NotInHand(face) => write!(f, "{face} is not in your hand."),
            Illegal::PayoffEmpty => f.write_str("Your payoff pile is empty."),
            Illegal::NoSidePile(_) => write!(f, "There are only {SIDE_PILES} side piles."),
            Illegal::SidePileEmpty(pile) => write!(f, "Side pile {} is empty.", number(*pile)),
            Illegal::NoCentrePile(_) => write!(f, "There are only {CENTRE_PILES} centre piles."),
            Illegal::WrongRank { pile, needs: Some(rank), card } => {
                write!(f, "Centre {} needs {rank} (or a King), not {card}.", number(*pile))
            }
            Illegal::WrongRank { pile, needs: None, .. } => {
                write!(f, "Centre {} is complete and takes no more cards.", number(*pile))
            }
            Illegal::PayoffToSidePile => {
                f.write_str("The payoff card cannot go to a side pile: only hand cards go to side piles.")
            }
            Illegal::SideToSidePile => f.write_str(
                "A card from a side pile cannot go to another side pile: only hand cards go to side piles.",
            ),
            Illegal::MustDiscard => {
                f.write_str("You still hold cards: end the turn by placing one on a side pile.")
            }
            Illegal::PayoffTopIs { top, named } => write!(f, "Your payoff top is {top}, not {named}."),
            Illegal::SideTopIs { pile, top, named } => {
                write!(f, "The top of side pile {} is {top}, not {named}.", number(*pile))
            }
            Illegal::KingStandsFor { card, actual, claimed } => {
                write!(f, "{card} would stand for {actual} there, not {claimed}.")
            }
        }
    }
}

impl std::error::Error for Illegal {}
