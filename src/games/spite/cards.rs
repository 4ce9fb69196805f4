//! The 104 cards of two standard decks: ranks, suits, and how a card is
//! written (`A♠ 10♥ K♦`, or `As Th Kd` in ASCII).
//!
//! A [`Card`] remembers which deck it came from, so the two A♠ of a game are
//! different cards and every one of the 104 can be accounted for. A [`Face`]
//! is what a player sees and what notation names: rank and suit only.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How many cards one standard deck holds.
pub const DECK_SIZE: usize = 52;
/// How many cards a game is played with: two decks shuffled together.
pub const CARD_COUNT: usize = 2 * DECK_SIZE;

/// A card's rank. Aces are low (1); Kings are wild on the centre piles and
/// rank highest (13) only when deciding who starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Rank {
    /// 1.
    Ace = 1,
    /// 2.
    Two,
    /// 3.
    Three,
    /// 4.
    Four,
    /// 5.
    Five,
    /// 6.
    Six,
    /// 7.
    Seven,
    /// 8.
    Eight,
    /// 9.
    Nine,
    /// 10.
    Ten,
    /// 11.
    Jack,
    /// 12: the rank that completes a centre pile.
    Queen,
    /// Wild: stands for whatever rank its centre pile needs.
    King,
}

impl Rank {
    /// Every rank, Ace first.
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// 1 for an Ace up to 12 for a Queen and 13 for a King.
    pub fn value(self) -> u8 {
        self as u8
    }

    /// The rank with this value (1–13).
    pub fn from_value(value: u8) -> Option<Rank> {
        Rank::ALL.get(usize::from(value).checked_sub(1)?).copied()
    }

    /// Whether this is the wild rank.
    pub fn is_king(self) -> bool {
        self == Rank::King
    }

    /// How the rank is written in text for people: `A`, `2`…`10`, `J`, `Q`, `K`.
    pub fn symbol(self) -> &'static str {
        const SYMBOLS: [&str; 13] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
        SYMBOLS[usize::from(self.value() - 1)]
    }

    /// How the rank is written in ASCII files: one character, `T` for ten.
    pub fn ascii(self) -> char {
        const LETTERS: [char; 13] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
        LETTERS[usize::from(self.value() - 1)]
    }

    /// Reads a rank written either way (`10` or `T`, letters in either case).
    pub fn parse(text: &str) -> Option<Rank> {
        if text == "10" {
            return Some(Rank::Ten);
        }
        let mut chars = text.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else { return None };
        let upper = c.to_ascii_uppercase();
        Rank::ALL.into_iter().find(|r| r.ascii() == upper)
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// A card's suit. Suits never matter in play; they are only drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    /// ♠, black.
    Spades,
    /// ♥, red.
    Hearts,
    /// ♦, red.
    Diamonds,
    /// ♣, black.
    Clubs,
}

impl Suit {
    /// Every suit, in the order card ids use.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The suit symbol: ♠ ♥ ♦ ♣.
    pub fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }

    /// The ASCII letter: `s h d c`.
    pub fn ascii(self) -> char {
        match self {
            Suit::Spades => 's',
            Suit::Hearts => 'h',
            Suit::Diamonds => 'd',
            Suit::Clubs => 'c',
        }
    }

    /// The suit a symbol or ASCII letter (either case) names.
    pub fn from_char(c: char) -> Option<Suit> {
        let lower = c.to_ascii_lowercase();
        Suit::ALL.into_iter().find(|s| s.symbol() == c || s.ascii() == lower)
    }

    /// Whether it is printed red or black.
    pub fn colour(self) -> CardColour {
        match self {
            Suit::Hearts | Suit::Diamonds => CardColour::Red,
            Suit::Spades | Suit::Clubs => CardColour::Black,
        }
    }

    /// 0–3 in `Suit::ALL` order.
    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// The ink a suit is printed in, for drawing cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardColour {
    /// Hearts and diamonds.
    Red,
    /// Spades and clubs.
    Black,
}

/// Which of the two decks a card belongs to; nothing in play depends on
/// it, but it tells two cards of the same face apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Deck {
    /// The first deck (ids 0–51).
    First,
    /// The second deck (ids 52–103).
    Second,
}

/// What a player sees of a card: rank and suit. Two cards share each face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Face {
    /// The rank.
    pub rank: Rank,
    /// The suit.
    pub suit: Suit,
}

impl Face {
    /// The face with this rank and suit.
    pub fn new(rank: Rank, suit: Suit) -> Face {
        Face { rank, suit }
    }

    /// The face in ASCII: `As`, `Th`, `Kd`.
    pub fn to_ascii(self) -> String {
        format!("{}{}", self.rank.ascii(), self.suit.ascii())
    }

    /// The card of this face in `deck`.
    pub fn in_deck(self, deck: Deck) -> Card {
        Card { rank: self.rank, suit: self.suit, deck }
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank, self.suit)
    }
}

/// Text that does not name a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardError {
    /// The text as given.
    pub text: String,
    /// What is wrong with it.
    pub problem: &'static str,
}

impl fmt::Display for CardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a card: {} (write cards like A♠, 10♥, K♦ or As, Th, Kd)",
            self.text, self.problem
        )
    }
}

impl std::error::Error for CardError {}

impl FromStr for Face {
    type Err = CardError;

    /// Reads `A♠`, `10♥`, `As`, `Th`, `10h` (rank first, then the suit).
    fn from_str(text: &str) -> Result<Face, CardError> {
        let fail = |problem| CardError { text: text.to_owned(), problem };
        let text_trimmed = text.trim();
        let Some(suit_char) = text_trimmed.chars().last() else {
            return Err(fail("it is empty"));
        };
        let Some(suit) = Suit::from_char(suit_char) else {
            return Err(fail("it does not end with a suit (♠ ♥ ♦ ♣ or s h d c)"));
        };
        let rank_text = &text_trimmed[..text_trimmed.len() - suit_char.len_utf8()];
        if rank_text.is_empty() {
            return Err(fail("the rank is missing before the suit"));
        }
        let Some(rank) = Rank::parse(rank_text) else {
            return Err(fail("the rank must be A, 2–10 (or T), J, Q or K"));
        };
        Ok(Face { rank, suit })
    }
}

/// One of the 104 cards: a face and the deck it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Card {
    /// The rank.
    pub rank: Rank,
    /// The suit.
    pub suit: Suit,
    /// Which deck; only conservation checks and saves care.
    pub deck: Deck,
}

impl Card {
    /// The card with this face from `deck`.
    pub fn new(rank: Rank, suit: Suit, deck: Deck) -> Card {
        Card { rank, suit, deck }
    }

    /// What a player sees of it.
    pub fn face(self) -> Face {
        Face { rank: self.rank, suit: self.suit }
    }

    /// A number 0–103 unique to this card: deck, then suit, then rank.
    pub fn id(self) -> usize {
        let deck = match self.deck {
            Deck::First => 0,
            Deck::Second => DECK_SIZE,
        };
        deck + self.suit.index() * 13 + usize::from(self.rank.value() - 1)
    }

    /// The card with this id, if it is below 104.
    pub fn from_id(id: usize) -> Option<Card> {
        if id >= CARD_COUNT {
            return None;
        }
        let deck = if id < DECK_SIZE { Deck::First } else { Deck::Second };
        let within = id % DECK_SIZE;
        let suit = *Suit::ALL.get(within / 13)?;
        let rank = Rank::from_value(u8::try_from(within % 13 + 1).ok()?)?;
        Some(Card { rank, suit, deck })
    }

    /// All 104 cards in id order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..CARD_COUNT).filter_map(Card::from_id)
    }

    /// Whether it is wild.
    pub fn is_king(self) -> bool {
        self.rank.is_king()
    }

    /// Red or black, for drawing.
    pub fn colour(self) -> CardColour {
        self.suit.colour()
    }

    /// The card in ASCII: `As`, `Th`, `Kd` (the deck is not written).
    pub fn to_ascii(self) -> String {
        self.face().to_ascii()
    }
}

impl fmt::Display for Card {
    /// `A♠`, `10♥`, `K♦`: the face only, as players see it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.face().fmt(f)
    }
}

impl FromStr for Card {
    type Err = CardError;

    /// Reads a face (see [`Face`]) as the first deck's copy; notation cannot
    /// tell the decks apart, so positions resolve a face to the copy they hold.
    fn from_str(text: &str) -> Result<Card, CardError> {
        Ok(text.parse::<Face>()?.in_deck(Deck::First))
    }
}

/// Reads a space-separated list of faces such as `A♠ 10♥ Kd`.
pub fn parse_faces(text: &str) -> Result<Vec<Face>, CardError> {
    text.split_whitespace().map(str::parse).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_cover_all_104_cards_once() {
        let ids: Vec<usize> = Card::all().map(Card::id).collect();
        assert_eq!(ids, (0..CARD_COUNT).collect::<Vec<_>>());
        assert_eq!(Card::from_id(CARD_COUNT), None);
    }

    #[test]
    fn writes_symbols_and_ascii() {
        let ten: Card = "Th".parse().expect("a card");
        assert_eq!(ten.to_string(), "10♥");
        assert_eq!(ten.to_ascii(), "Th");
        let king = Card::new(Rank::King, Suit::Diamonds, Deck::Second);
        assert_eq!(king.to_string(), "K♦");
        assert_eq!(king.to_ascii(), "Kd");
    }

    #[test]
    fn reads_both_spellings() {
        for (text, face) in [
            ("A♠", Face::new(Rank::Ace, Suit::Spades)),
            ("As", Face::new(Rank::Ace, Suit::Spades)),
            ("10♥", Face::new(Rank::Ten, Suit::Hearts)),
            ("10h", Face::new(Rank::Ten, Suit::Hearts)),
            ("Th", Face::new(Rank::Ten, Suit::Hearts)),
            ("kD", Face::new(Rank::King, Suit::Diamonds)),
            ("Q♣", Face::new(Rank::Queen, Suit::Clubs)),
        ] {
            assert_eq!(text.parse::<Face>(), Ok(face), "{text}");
        }
        for face in Card::all().map(Card::face) {
            assert_eq!(face.to_string().parse::<Face>(), Ok(face));
            assert_eq!(face.to_ascii().parse::<Face>(), Ok(face));
        }
    }

    #[test]
    fn malformed_cards_say_what_is_wrong() {
        let err = |t: &str| t.parse::<Face>().expect_err("not a card").to_string();
        assert!(err("").contains("empty"));
        assert!(err("A").contains("suit"));
        assert!(err("♠").contains("rank is missing"));
        assert!(err("1s").contains("rank must be"));
        assert!(err("11h").contains("rank must be"));
        assert!(err("Ax").contains("suit"));
    }

    #[test]
    fn hearts_and_diamonds_are_red() {
        assert_eq!(Suit::Hearts.colour(), CardColour::Red);
        assert_eq!(Suit::Diamonds.colour(), CardColour::Red);
        assert_eq!(Suit::Spades.colour(), CardColour::Black);
        assert_eq!(Suit::Clubs.colour(), CardColour::Black);
    }
}
