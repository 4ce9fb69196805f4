//! The state of one game of Spite & Malice: every pile, whose turn it is,
//! the seeded RNG that shuffled the deck and will shuffle completed piles
//! back into the stock, and what the deal needs to know about the match.

use super::cards::{CARD_COUNT, Card};
use super::illegal::Illegal;
use super::matches::MatchInfo;
use super::moves::{Move, MoverView, Source};
use super::piles::{CentrePile, PlayerCards};
use super::rules::{CENTRE_PILES, HAND_SIZE, PAYOFF_SIZE, PLAYERS, Rules, Status, opponent};
use crate::core::{Rng, SeatIndex};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A game of Spite & Malice in progress (or finished).
///
/// The full truth, including the stock order and both hands: the UI and the
/// bots must look through [`Spite::seat_view`] (`Game::view`) for anything shown to a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Unchecked")]
pub struct Spite {
    pub(crate) rules: Rules,
    pub(crate) players: [PlayerCards; PLAYERS],
    pub(crate) centre: [CentrePile; CENTRE_PILES],
    /// Face down; the last card is drawn first.
    pub(crate) stock: Vec<Card>,
    /// The seat whose turn it is (or was, once the game is over).
    pub(crate) turn: SeatIndex,
    pub(crate) status: Status,
    /// Who took the first turn; the next game's starter depends on it.
    pub(crate) starter: SeatIndex,
    pub(crate) match_info: MatchInfo,
    /// Chance lives in the state, so a game is its seed plus its moves and
    /// undo-then-redo always reshuffles the same way.
    pub(crate) rng: Rng,
}

/// What one move did besides moving its card: the things that decide
/// whether it can be undone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Effects {
    /// A new payoff top was turned face up.
    pub payoff_turned_up: bool,
    /// A centre pile reached Queen and was shuffled into the stock.
    pub pile_completed: bool,
    /// Cards the mover drew because their hand emptied mid-turn.
    pub refilled: usize,
    /// Cards the next player drew to start their turn.
    pub next_turn_drew: usize,
}

impl Spite {
    /// The first game of a match, dealt from `seed`: the player whose payoff
    /// top ranks higher starts (K highest; equal ranks → seat 0).
    pub fn new(rules: Rules, seed: u64) -> Spite {
        Spite::deal(rules, seed, None, MatchInfo::default())
    }

    /// Shuffles both decks with a generator seeded by `seed` and deals:
    /// 20 to each payoff pile, 5 to each hand, 54 to the stock. `starter`
    /// `None` applies the first-game rule.
    pub(crate) fn deal(rules: Rules, seed: u64, starter: Option<SeatIndex>, match_info: MatchInfo) -> Spite {
        let mut rng = Rng::seeded(seed);
        let mut deck: Vec<Card> = Card::all().collect();
        rng.shuffle(&mut deck);
        let mut players: [PlayerCards; PLAYERS] = Default::default();
        for player in &mut players {
            player.payoff = deck.split_off(deck.len() - PAYOFF_SIZE);
        }
        for player in &mut players {
            player.hand = deck.split_off(deck.len() - HAND_SIZE);
        }
        let starter = starter.map_or_else(|| first_game_starter(&players), |s| s.min(PLAYERS - 1));
        Spite {
            rules,
            players,
            centre: Default::default(),
            stock: deck,
            turn: starter,
            status: Status::Playing,
            starter,
            match_info,
            rng,
        }
    }

    /// The settings this game is played with.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Whether the game goes on, or how it ended.
    pub fn status(&self) -> Status {
        self.status
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.status.is_over()
    }

    /// The seat whose turn it is, or was when the game ended.
    pub fn turn(&self) -> SeatIndex {
        self.turn
    }

    /// The seat that took the first turn.
    pub fn starter(&self) -> SeatIndex {
        self.starter
    }

    /// Which game of its match this is, and the scores before it.
    pub fn match_info(&self) -> MatchInfo {
        self.match_info
    }

    /// One player's cards (`None` for a seat that does not play).
    pub fn player(&self, seat: SeatIndex) -> Option<&PlayerCards> {
        self.players.get(seat)
    }

    /// A player's hand (hidden from the other seat).
    pub fn hand(&self, seat: SeatIndex) -> &[Card] {
        self.player(seat).map_or(&[], PlayerCards::hand)
    }

    /// The face-up top of a player's payoff pile.
    pub fn payoff_top(&self, seat: SeatIndex) -> Option<Card> {
        self.player(seat).and_then(PlayerCards::payoff_top)
    }

    /// How many cards are left in a player's payoff pile.
    pub fn payoff_count(&self, seat: SeatIndex) -> usize {
        self.player(seat).map_or(0, |p| p.payoff.len())
    }

    /// The three centre piles.
    pub fn centre_piles(&self) -> &[CentrePile; CENTRE_PILES] {
        &self.centre
    }

    /// The stock, the next card to draw last (hidden from both seats).
    pub fn stock(&self) -> &[Card] {
        &self.stock
    }

    /// How many cards the stock holds.
    pub fn stock_count(&self) -> usize {
        self.stock.len()
    }

    /// Every legal move of the player to move, as a new list.
    pub fn legal_move_list(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.mover_view().legal_moves(&mut out);
        out
    }

    /// Why `mv` is not legal now; `None` if it is.
    pub fn why_illegal(&self, mv: &Move) -> Option<Illegal> {
        self.mover_view().why_illegal(mv)
    }

    /// What the player to move decides from.
    pub(crate) fn mover_view(&self) -> MoverView<'_> {
        let player = &self.players[self.turn.min(PLAYERS - 1)];
        MoverView {
            hand: &player.hand,
            payoff_top: player.payoff_top(),
            side: &player.side,
            centre: &self.centre,
            blocked: self.is_over().then_some(Illegal::GameOver),
        }
    }

    /// Plays a move without checking it: the fast path for playouts. `mv`
    /// must come from this position's legal moves; anything else is
    /// ignored or gives a state the rules could not reach, but never panics.
    pub fn play_unchecked(&mut self, mv: &Move) {
        self.apply(mv);
    }

    /// Plays a legal move and reports what it revealed or drew.
    pub(crate) fn apply(&mut self, mv: &Move) -> Effects {
        let mut effects = Effects::default();
        let seat = self.turn.min(PLAYERS - 1);
        match *mv {
            Move::Play { from, to } => {
                if to >= CENTRE_PILES {
                    return effects;
                }
                let Some(card) = self.take(seat, from) else { return effects };
                let pile = &mut self.centre[to];
                pile.push(card);
                if pile.is_complete() {
                    // The completed cards join the stock and the whole stock
                    // is shuffled: its order is hidden anyway, and this keeps
                    // the returning cards from sitting in pile order.
                    let mut cards = pile.take_all();
                    self.stock.append(&mut cards);
                    self.rng.shuffle(&mut self.stock);
                    effects.pile_completed = true;
                }
                let player = &self.players[seat];
                if from == Source::Payoff {
                    if player.payoff.is_empty() {
                        let points = self.payoff_count(opponent(seat));
                        self.status = Status::Won { seat, points: u32::try_from(points).unwrap_or(u32::MAX) };
                        return effects;
                    }
                    effects.payoff_turned_up = true;
                }
                // [variant] Checked after every play, not only the one that
                // emptied the hand, so a hand that found the stock empty is
                // refilled as soon as a completed pile restocks it.
                if self.rules.refill_on_empty_hand && player.hand.is_empty() {
                    effects.refilled = self.draw_up_to_hand_size(seat);
                }
            }
            Move::Discard { card, pile } => {
                let player = &mut self.players[seat];
                let Some(at) = player.hand.iter().position(|&c| c == card) else { return effects };
                let Some(side) = player.side.get_mut(pile) else { return effects };
                player.hand.remove(at);
                side.push(card);
                effects.next_turn_drew = self.pass_turn();
            }
            Move::EndTurn => effects.next_turn_drew = self.pass_turn(),
        }
        effects
    }

    /// Takes the card a source names from `seat`'s cards.
    fn take(&mut self, seat: SeatIndex, from: Source) -> Option<Card> {
        let player = &mut self.players[seat];
        match from {
            Source::Hand(card) => {
                let at = player.hand.iter().position(|&c| c == card)?;
                Some(player.hand.remove(at))
            }
            Source::Payoff => player.payoff.pop(),
            Source::Side(i) => player.side.get_mut(i)?.pop(),
        }
    }

    /// Draws for `seat` until the hand holds 5 or the stock is empty;
    /// returns how many cards were drawn.
    fn draw_up_to_hand_size(&mut self, seat: SeatIndex) -> usize {
        let hand = &mut self.players[seat].hand;
        let wanted = HAND_SIZE.saturating_sub(hand.len()).min(self.stock.len());
        let drawn = self.stock.split_off(self.stock.len() - wanted);
        // Drawing one at a time takes the top card first.
        hand.extend(drawn.into_iter().rev());
        wanted
    }

    /// Gives the turn to the opponent and starts it: they draw up to 5; if
    /// the stock runs out before that, the game is drawn \[house\]. Returns
    /// how many cards they drew.
    fn pass_turn(&mut self) -> usize {
        self.turn = opponent(self.turn);
        let drew = self.draw_up_to_hand_size(self.turn);
        if self.players[self.turn].hand.len() < HAND_SIZE {
            self.status = Status::Drawn;
        }
        drew
    }

    /// Checks that the state is one the rules can reach in the ways that
    /// matter: all 104 cards present once each, hands of at most 5, centre
    /// piles in sequence, valid seats, a payoff card for each player while
    /// the game goes on.
    pub fn check_integrity(&self) -> Result<(), IntegrityError> {
        let mut seen = [false; CARD_COUNT];
        let mut count = 0;
        let everything = self
            .players
            .iter()
            .flat_map(PlayerCards::cards)
            .chain(self.centre.iter().flat_map(|p| p.cards().iter().copied()))
            .chain(self.stock.iter().copied());
        for card in everything {
            count += 1;
            let Some(slot) = seen.get_mut(card.id()) else { continue };
            if *slot {
                return Err(IntegrityError::Duplicate(card));
            }
            *slot = true;
        }
        if count != CARD_COUNT {
            return Err(IntegrityError::CardCount { found: count });
        }
        for (seat, player) in self.players.iter().enumerate() {
            if player.hand.len() > HAND_SIZE {
                return Err(IntegrityError::HandTooBig { seat, len: player.hand.len() });
            }
            if player.payoff.is_empty() && !self.is_over() {
                return Err(IntegrityError::EmptyPayoff { seat });
            }
        }
        for (pile, centre) in self.centre.iter().enumerate() {
            if let Some(depth) = centre.first_misfit() {
                return Err(IntegrityError::CentrePile { pile, depth });
            }
        }
        for (field, seat) in [("turn", self.turn), ("starter", self.starter)] {
            if seat >= PLAYERS {
                return Err(IntegrityError::Seat { field, found: seat });
            }
        }
        if let Status::Won { seat, .. } = self.status
            && seat >= PLAYERS
        {
            return Err(IntegrityError::Seat { field: "winner", found: seat });
        }
        Ok(())
    }
}

/// The first-game rule \[house\]: the higher payoff top starts, Kings
/// highest; on equal ranks, player 1 (seat 0).
fn first_game_starter(players: &[PlayerCards; PLAYERS]) -> SeatIndex {
    let rank = |seat: usize| players[seat].payoff_top().map_or(0, |c| c.rank.value());
    if rank(1) > rank(0) { 1 } else { 0 }
}

/// A state that breaks the rules' bookkeeping (from an edited or corrupt
/// save, or a bug).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IntegrityError {
    /// Not exactly 104 cards on the table.
    CardCount {
        /// How many there are.
        found: usize,
    },
    /// A card is in two places.
    Duplicate(Card),
    /// A hand holds more than 5 cards.
    HandTooBig {
        /// Whose hand.
        seat: SeatIndex,
        /// How many cards.
        len: usize,
    },
    /// A payoff pile is empty but nobody has won.
    EmptyPayoff {
        /// Whose pile.
        seat: SeatIndex,
    },
    /// A centre pile is out of sequence at `depth` (0 = bottom), or holds
    /// 12 or more cards (`depth` is then its length).
    CentrePile {
        /// Which pile (0–2).
        pile: usize,
        /// Where it goes wrong.
        depth: usize,
    },
    /// A seat number that is not 0 or 1.
    Seat {
        /// What the seat was for.
        field: &'static str,
        /// The number found.
        found: SeatIndex,
    },
}

impl fmt::Display for IntegrityError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IntegrityError::CardCount { found } => {
                write!(f, "the game must hold all {CARD_COUNT} cards, found {found}")
            }
            IntegrityError::Duplicate(card) => {
                write!(f, "the {card} of the {:?} deck is in two places", card.deck)
            }
            IntegrityError::HandTooBig { seat, len } => {
                write!(f, "player {}'s hand holds {len} cards; at most {HAND_SIZE} are allowed", seat + 1)
            }
            IntegrityError::EmptyPayoff { seat } => {
                write!(f, "player {}'s payoff pile is empty but the game has not been won", seat + 1)
            }
            IntegrityError::CentrePile { pile, depth } if *depth >= super::rules::COMPLETE_PILE => write!(
                f,
                "centre pile {} holds {depth} cards; a pile that reaches Queen goes back to the stock",
                pile + 1
            ),
            IntegrityError::CentrePile { pile, depth } => write!(
                f,
                "centre pile {}: card {} is neither a {} nor a King",
                pile + 1,
                depth + 1,
                super::cards::Rank::from_value(u8::try_from(depth + 1).unwrap_or(0))
                    .map_or("?", |r| r.symbol())
            ),
            IntegrityError::Seat { field, found } => {
                write!(f, "the {field} must be player 1 or 2, found seat {found}")
            }
        }
    }
}

impl std::error::Error for IntegrityError {}

/// A state as read from a save, before it is checked.
#[derive(Deserialize)]
struct Unchecked {
    rules: Rules,
    players: [PlayerCards; PLAYERS],
    centre: [CentrePile; CENTRE_PILES],
    stock: Vec<Card>,
    turn: SeatIndex,
    status: Status,
    starter: SeatIndex,
    match_info: MatchInfo,
    rng: Rng,
}

impl TryFrom<Unchecked> for Spite {
    type Error = IntegrityError;

    fn try_from(raw: Unchecked) -> Result<Spite, IntegrityError> {
        let game = Spite {
            rules: raw.rules,
            players: raw.players,
            centre: raw.centre,
            stock: raw.stock,
            turn: raw.turn,
            status: raw.status,
            starter: raw.starter,
            match_info: raw.match_info,
            rng: raw.rng,
        };
        game.check_integrity()?;
        Ok(game)
    }
}
