//! Building a position pile by pile, for tests, puzzles and bug reports.
//!
//! Every card a [`Setup`] does not name goes to the stock (or one chosen
//! side pile), so a position always holds all 104 cards. A face named once
//! is the first deck's copy, named twice both copies.

use super::cards::{CARD_COUNT, Card, Deck, parse_faces};
use super::matches::MatchInfo;
use super::piles::{CentrePile, PlayerCards};
use super::rules::{CENTRE_PILES, HAND_SIZE, PLAYERS, Rules, SIDE_PILES, Status};
use super::state::Spite;
use crate::core::{Rng, SeatIndex};
use std::fmt;

/// Where the cards a [`Setup`] does not name go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Leftover {
    /// Shuffled into the stock, under the cards `Setup::stock` names.
    #[default]
    Stock,
    /// Shuffled onto one side pile, under the cards named for it: a way to
    /// make the stock small or empty.
    SidePile {
        /// Whose side pile.
        seat: SeatIndex,
        /// Which one (0–3).
        pile: usize,
    },
}

/// A position described pile by pile with card lists like `"As 10♥ Kd"`.
/// Piles are listed bottom first (the last card is the top), except the
/// stock, which is listed in the order its cards will be drawn.
#[derive(Clone, Debug, Default)]
pub struct Setup<'a> {
    /// Each seat's payoff pile, bottom first; must not be empty.
    pub payoff: [&'a str; PLAYERS],
    /// Each seat's hand (at most 5 cards).
    pub hands: [&'a str; PLAYERS],
    /// Each seat's four side piles, bottom first.
    pub side_piles: [[&'a str; SIDE_PILES]; PLAYERS],
    /// The centre piles, bottom first: A, 2, 3… with Kings anywhere.
    pub centre: [&'a str; CENTRE_PILES],
    /// The next cards to be drawn, first drawn first, above the leftovers.
    pub stock: &'a str,
    /// Where every card not named goes.
    pub leftover: Leftover,
    /// The seat to move (it also counts as the starter).
    pub to_move: SeatIndex,
}

/// A setup that does not describe a valid position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    /// Which pile, e.g. `player 1's hand`.
    pub place: String,
    /// What is wrong there.
    pub problem: String,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place, self.problem)
    }
}

impl std::error::Error for SetupError {}

/// Hands out the two copies of each face.
struct Pool {
    used: [bool; CARD_COUNT],
}

impl Pool {
    fn take(&mut self, text: &str, place: &str) -> Result<Vec<Card>, SetupError> {
        let fail = |problem: String| SetupError { place: place.to_owned(), problem };
        let faces = parse_faces(text).map_err(|e| fail(e.to_string()))?;
        let mut cards = Vec::with_capacity(faces.len());
        for face in faces {
            let free =
                [Deck::First, Deck::Second].into_iter().map(|d| face.in_deck(d)).find(|c| !self.used[c.id()]);
            let Some(card) = free else {
                return Err(fail(format!("{face} is named more than twice; there are only two")));
            };
            self.used[card.id()] = true;
            cards.push(card);
        }
        Ok(cards)
    }

    fn rest(&self) -> Vec<Card> {
        Card::all().filter(|c| !self.used[c.id()]).collect()
    }
}

impl Spite {
    /// The position `setup` describes, with a generator seeded by `seed`
    /// (which also shuffles the leftover cards). The seat to move is
    /// mid-turn: nothing is drawn for it.
    pub fn from_setup(setup: &Setup<'_>, rules: Rules, seed: u64) -> Result<Spite, SetupError> {
        let fail = |place: String, problem: String| SetupError { place, problem };
        if setup.to_move >= PLAYERS {
            return Err(fail("the seat to move".into(), format!("must be 0 or 1, not {}", setup.to_move)));
        }
        let mut pool = Pool { used: [false; CARD_COUNT] };
        let mut players: [PlayerCards; PLAYERS] = Default::default();
        for (seat, player) in players.iter_mut().enumerate() {
            let who = format!("player {}'s", seat + 1);
            player.payoff = pool.take(setup.payoff[seat], &format!("{who} payoff pile"))?;
            if player.payoff.is_empty() {
                return Err(fail(format!("{who} payoff pile"), "it must hold at least one card".into()));
            }
            player.hand = pool.take(setup.hands[seat], &format!("{who} hand"))?;
            if player.hand.len() > HAND_SIZE {
                return Err(fail(format!("{who} hand"), format!("at most {HAND_SIZE} cards")));
            }
            for (i, side) in player.side.iter_mut().enumerate() {
                *side = pool.take(setup.side_piles[seat][i], &format!("{who} side pile {}", i + 1))?;
            }
        }
        let mut centre: [CentrePile; CENTRE_PILES] = Default::default();
        for (i, pile) in centre.iter_mut().enumerate() {
            let place = format!("centre pile {}", i + 1);
            *pile = CentrePile::from_cards(pool.take(setup.centre[i], &place)?);
            if let Some(depth) = pile.first_misfit() {
                return Err(fail(
                    place,
                    format!("card {} breaks the run A, 2, 3… (or it reaches Queen)", depth + 1),
                ));
            }
        }
        let mut on_top = pool.take(setup.stock, "the stock")?;
        let mut rng = Rng::seeded(seed);
        let mut rest = pool.rest();
        rng.shuffle(&mut rest);
        let mut stock = Vec::new();
        match setup.leftover {
            Leftover::Stock => stock = rest,
            Leftover::SidePile { seat, pile } => {
                let Some(side) = players.get_mut(seat).and_then(|p| p.side.get_mut(pile)) else {
                    return Err(fail(
                        "the leftover pile".into(),
                        format!("seat {seat}, pile {pile} does not exist"),
                    ));
                };
                rest.append(side);
                *side = rest;
            }
        }
        on_top.reverse();
        stock.append(&mut on_top);
        let game = Spite {
            rules,
            players,
            centre,
            stock,
            turn: setup.to_move,
            status: Status::Playing,
            starter: setup.to_move,
            match_info: MatchInfo::default(),
            rng,
        };
        game.check_integrity().map_err(|e| fail("the position".into(), e.to_string()))?;
        Ok(game)
    }
}
