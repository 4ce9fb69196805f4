//! Spite & Malice in words for a screen reader: each pile with its cards,
//! each move as a sentence, and the table on request. Only what the seat
//! at the bottom may see is said: the other hand is a count.

use crate::core::SeatIndex;
use crate::games::spite::{Card, Move, Rank, Source, Spite, Suit, opponent};
use crate::t;

/// A card in words: "9 of hearts", "king of spades".
pub fn card(card: Card) -> String {
    let suit = match card.suit {
        Suit::Spades => t!("spite-speak-spades"),
        Suit::Hearts => t!("spite-speak-hearts"),
        Suit::Diamonds => t!("spite-speak-diamonds"),
        Suit::Clubs => t!("spite-speak-clubs"),
    };
    t!("spite-speak-card", rank = rank(card.rank), suit = suit)
}

/// A rank in words: "ace", "7", "queen".
fn rank(rank: Rank) -> String {
    match rank {
        Rank::Ace => t!("spite-speak-ace"),
        Rank::Jack => t!("spite-speak-jack"),
        Rank::Queen => t!("spite-speak-queen"),
        Rank::King => t!("spite-speak-king"),
        other => other.value().to_string(),
    }
}

/// A pile of face-up cards: "empty", or its count, its top card and the
/// cards under it (top first).
pub fn pile(cards: &[Card]) -> Vec<String> {
    let Some((&top, below)) = cards.split_last() else { return vec![t!("spite-speak-empty")] };
    let mut words = vec![t!("spite-speak-top", card = card(top)), t!("spite-speak-cards", count = cards.len())];
    if !below.is_empty() {
        let under: Vec<String> = below.iter().rev().map(|&c| card(c)).collect();
        words.push(t!("spite-speak-under", cards = under.join(", ")));
    }
    words
}

/// A payoff pile: its face-up top and how many cards it holds.
pub fn payoff(state: &Spite, seat: SeatIndex) -> Vec<String> {
    match state.payoff_top(seat) {
        None => vec![t!("spite-speak-empty")],
        Some(top) => vec![
            t!("spite-speak-top", card = card(top)),
            t!("spite-speak-cards", count = state.payoff_count(seat)),
        ],
    }
}

/// A centre pile: its top (a King with the rank it stands for) and what
/// it needs next.
pub fn centre(state: &Spite, i: usize) -> Vec<String> {
    let Some(pile) = state.centre_piles().get(i) else { return Vec::new() };
    let top = match (pile.top(), pile.top_rank()) {
        (None, _) => t!("spite-speak-empty"),
        (Some(c), Some(r)) if c.is_king() => t!("spite-speak-king-as", card = card(c), rank = rank(r)),
        (Some(c), _) => t!("spite-speak-top", card = card(c)),
    };
    let needs = match pile.next_rank() {
        Some(r) => t!("spite-speak-needs", rank = rank(r)),
        None => t!("spite-speak-complete"),
    };
    vec![top, needs]
}

/// What the seat to move in `before` played, in a sentence; `name` is
/// its player's.
pub fn move_sentence(before: &Spite, mv: &Move, name: &str) -> String {
    let seat = before.turn();
    match *mv {
        Move::Play { from, to } => {
            let played = super::words::source_card(before, seat, from);
            let played_card = played;
            let played = played.map_or_else(String::new, card);
            let source = match from {
                Source::Hand(_) => t!("spite-speak-from-hand"),
                Source::Payoff => t!("spite-speak-from-payoff"),
                Source::Side(i) => t!("spite-speak-from-side", pile = i + 1),
            };
            let emptied = from == Source::Payoff && before.payoff_count(seat) == 1;
            let king = played_card.filter(|c| c.is_king()).and_then(|c| before.centre_piles().get(to)?.accepts(c));
            let mut parts = vec![t!("spite-speak-play", name = name, card = played, from = source, pile = to + 1)];
            if let Some(r) = king {
                parts.push(t!("spite-speak-as", rank = rank(r)));
            }
            if emptied {
                parts.push(t!("spite-speak-payoff-empty"));
            }
            t!("spite-speak-sentence", words = parts.join(", "))
        }
        Move::Discard { card: c, pile } => {
            t!("spite-speak-discard", name = name, card = card(c), pile = pile + 1)
        }
        Move::EndTurn => t!("spite-speak-end-turn", name = name),
    }
}

/// The table in words as the seat at the bottom sees it: the centre
/// piles, then each seat's payoff and side piles, then its hand (named
/// only while it is face up) and the stock.
pub fn position(state: &Spite, seat: SeatIndex, face_up: bool, names: [String; 2]) -> String {
    let mut parts = Vec::new();
    for i in 0..state.centre_piles().len() {
        parts.push(t!("spite-speak-centre-line", pile = i + 1, words = centre(state, i).join(", ")));
    }
    for who in [seat, opponent(seat)] {
        let name = names.get(who).cloned().unwrap_or_default();
        let sides: Vec<String> = state
            .player(who)
            .map(|p| p.side_piles().iter().enumerate().map(|(k, p)| side_line(k, p)).collect())
            .unwrap_or_default();
        parts.push(t!(
            "spite-speak-seat-line",
            name = name,
            payoff = payoff(state, who).join(", "),
            sides = sides.join("; ")
        ));
    }
    if face_up {
        let hand: Vec<String> = state.hand(seat).iter().map(|&c| card(c)).collect();
        parts.push(t!("spite-speak-hand-line", cards = hand.join(", ")));
    } else {
        parts.push(t!("spite-speak-hand-down", count = state.hand(seat).len()));
    }
    parts.push(t!("spite-speak-stock-line", count = state.stock_count()));
    parts.join(" ")
}

fn side_line(k: usize, cards: &[Card]) -> String {
    t!("spite-speak-side-line", pile = k + 1, words = pile(cards).join(", "))
}
