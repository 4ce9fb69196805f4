//! What one seat may see, and how a bot fills in the rest.
//!
//! A seat sees its own hand, both payoff tops and counts, every side pile,
//! the centre piles, how many cards the stock and the other hand hold, and
//! the match score. It never sees the other hand, the cards under either
//! payoff top, the stock order or the RNG that will shuffle the stock. The
//! move log is public too, but it lives in `core::History`, not here.

use super::cards::{CARD_COUNT, Card};
use super::illegal::Illegal;
use super::matches::MatchInfo;
use super::moves::{Move, MoverView};
use super::notation::Style;
use super::piles::{CentrePile, PlayerCards};
use super::rules::{CENTRE_PILES, PLAYERS, Rules, SIDE_PILES, Status, opponent};
use super::state::Spite;
use crate::core::{IllegalMove, Rng, SeatIndex};

/// The side piles of a seat that does not play.
static NO_SIDE_PILES: [Vec<Card>; SIDE_PILES] = [const { Vec::new() }; SIDE_PILES];

/// Exactly what one seat may see of a game (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpiteView {
    seat: SeatIndex,
    rules: Rules,
    hand: Vec<Card>,
    hand_counts: [usize; PLAYERS],
    payoff_tops: [Option<Card>; PLAYERS],
    payoff_counts: [usize; PLAYERS],
    side: [[Vec<Card>; SIDE_PILES]; PLAYERS],
    centre: [CentrePile; CENTRE_PILES],
    stock_count: usize,
    turn: SeatIndex,
    status: Status,
    starter: SeatIndex,
    match_info: MatchInfo,
}

impl Spite {
    /// What `seat` may see (a seat that does not play sees no hand).
    pub fn seat_view(&self, seat: SeatIndex) -> SpiteView {
        SpiteView {
            seat,
            rules: self.rules,
            hand: self.hand(seat).to_vec(),
            hand_counts: self.players.each_ref().map(|p| p.hand.len()),
            payoff_tops: self.players.each_ref().map(PlayerCards::payoff_top),
            payoff_counts: self.players.each_ref().map(|p| p.payoff.len()),
            side: self.players.each_ref().map(|p| p.side.clone()),
            centre: self.centre.clone(),
            stock_count: self.stock.len(),
            turn: self.turn,
            status: self.status,
            starter: self.starter,
            match_info: self.match_info,
        }
    }
}

impl SpiteView {
    /// The seat whose view this is.
    pub fn seat(&self) -> SeatIndex {
        self.seat
    }

    /// The settings the game is played with.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// This seat's own hand, in the order drawn.
    pub fn hand(&self) -> &[Card] {
        &self.hand
    }

    /// How many cards a seat holds (the other seat's cards stay hidden).
    pub fn hand_count(&self, seat: SeatIndex) -> usize {
        self.hand_counts.get(seat).copied().unwrap_or(0)
    }

    /// The face-up top of a seat's payoff pile.
    pub fn payoff_top(&self, seat: SeatIndex) -> Option<Card> {
        self.payoff_tops.get(seat).copied().flatten()
    }

    /// How many cards are left in a seat's payoff pile.
    pub fn payoff_count(&self, seat: SeatIndex) -> usize {
        self.payoff_counts.get(seat).copied().unwrap_or(0)
    }

    /// A seat's four side piles, each bottom first (all cards are visible).
    pub fn side_piles(&self, seat: SeatIndex) -> &[Vec<Card>; SIDE_PILES] {
        self.side.get(seat).unwrap_or(&NO_SIDE_PILES)
    }

    /// The three centre piles, with the rank each card stands for.
    pub fn centre_piles(&self) -> &[CentrePile; CENTRE_PILES] {
        &self.centre
    }

    /// How many cards the stock holds.
    pub fn stock_count(&self) -> usize {
        self.stock_count
    }

    /// The seat whose turn it is, or was when the game ended.
    pub fn turn(&self) -> SeatIndex {
        self.turn
    }

    /// The seat to move; `None` once the game is over.
    pub fn to_move(&self) -> Option<SeatIndex> {
        (!self.status.is_over()).then_some(self.turn)
    }

    /// Whether this seat is to move.
    pub fn is_my_turn(&self) -> bool {
        self.to_move() == Some(self.seat)
    }

    /// Whether the game goes on, or how it ended.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The seat that took the first turn.
    pub fn starter(&self) -> SeatIndex {
        self.starter
    }

    /// Which game of the match this is, and the scores before it.
    pub fn match_info(&self) -> MatchInfo {
        self.match_info
    }

    /// What this seat decides from; nothing is legal unless it is to move.
    fn mover_view(&self) -> MoverView<'_> {
        let blocked = if self.status.is_over() {
            Some(Illegal::GameOver)
        } else if self.turn != self.seat {
            Some(Illegal::NotYourTurn)
        } else {
            None
        };
        MoverView {
            hand: &self.hand,
            payoff_top: self.payoff_top(self.seat),
            side: self.side_piles(self.seat),
            centre: &self.centre,
            blocked,
        }
    }

    /// Appends this seat's legal moves (none unless it is to move); the
    /// same list, in the same order, as the full state gives.
    pub fn legal_moves(&self, out: &mut Vec<Move>) {
        self.mover_view().legal_moves(out);
    }

    /// This seat's legal moves as a new list.
    pub fn legal_move_list(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.legal_moves(&mut out);
        out
    }

    /// Why `mv` is not legal for this seat now; `None` if it is.
    pub fn why_illegal(&self, mv: &Move) -> Option<Illegal> {
        self.mover_view().why_illegal(mv)
    }

    /// The notation of `mv` for this seat (see `Spite::notation`).
    pub fn notation(&self, mv: &Move, style: Style) -> String {
        self.mover_view().notation(mv, style)
    }

    /// Reads a move this seat types (see `Spite::parse_move`).
    pub fn parse_move(&self, text: &str) -> Result<Move, IllegalMove<Illegal>> {
        self.mover_view().parse(text)
    }

    /// The cards this seat cannot see: all 104 minus its hand, the payoff
    /// tops, the side piles and the centre piles. They are somewhere in the
    /// other hand, under the payoff tops, or in the stock. Sorted by id.
    pub fn unseen_cards(&self) -> Vec<Card> {
        let mut visible = [false; CARD_COUNT];
        let shown = self
            .hand
            .iter()
            .chain(self.payoff_tops.iter().flatten())
            .chain(self.side.iter().flatten().flatten())
            .chain(self.centre.iter().flat_map(CentrePile::cards));
        for card in shown {
            if let Some(slot) = visible.get_mut(card.id()) {
                *slot = true;
            }
        }
        Card::all().filter(|c| !visible[c.id()]).collect()
    }

    /// A full game consistent with this view: the unseen cards, shuffled
    /// with `rng`, are dealt to the other hand, under both payoff tops (a
    /// seat does not see under its own top either) and to the stock. The
    /// game gets its own generator forked from `rng`, since the real one is
    /// hidden too. Bots search such states instead of the true deal.
    pub fn determinise(&self, rng: &mut Rng) -> Spite {
        let mut unseen = self.unseen_cards();
        rng.shuffle(&mut unseen);
        let mut deal = |n: usize| unseen.split_off(unseen.len().saturating_sub(n));
        let seat = self.seat.min(PLAYERS - 1);
        let other = opponent(seat);
        let mut players: [PlayerCards; PLAYERS] = Default::default();
        players[seat].hand = self.hand.clone();
        players[other].hand = deal(self.hand_count(other));
        for (s, player) in players.iter_mut().enumerate() {
            player.side = self.side_piles(s).clone();
            player.payoff = deal(self.payoff_count(s).saturating_sub(1));
            player.payoff.extend(self.payoff_top(s));
        }
        // Whatever is left is the stock; for a view taken from a real game
        // that is exactly `stock_count` cards.
        let stock = unseen;
        Spite {
            rules: self.rules,
            players,
            centre: self.centre.clone(),
            stock,
            turn: self.turn,
            status: self.status,
            starter: self.starter,
            match_info: self.match_info,
            rng: rng.fork(),
        }
    }
}
