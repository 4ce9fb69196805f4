//! The bots' picture of the mover's cards: hand cards counted by rank, side
//! piles as ranks, centre piles as lengths. Suits never matter in play, so
//! thinking in ranks merges every pair of equivalent cards; a planned step
//! becomes an engine move only when it is played.

use crate::games::spite::{
    CENTRE_PILES, COMPLETE_PILE, Card, HAND_SIZE, Move, SIDE_PILES, Source, SpiteView,
};

/// The rank value of a King, wild on the centre piles.
pub const KING: u8 = 13;
/// Slots of a rank-count array: index 1 (Ace) to 13 (King); 0 is unused.
pub const RANK_SLOTS: usize = 14;
/// The length at which a centre pile is complete and goes back to the stock.
pub const COMPLETE: u8 = COMPLETE_PILE as u8;
/// Cards a full hand holds.
pub const FULL_HAND: u8 = HAND_SIZE as u8;

/// How many cards of each rank, indexed by rank value (1–13).
pub type RankCounts = [u8; RANK_SLOTS];

/// A card's rank value: 1 for an Ace up to 13 for a King.
pub fn rank_of(card: Card) -> u8 {
    card.rank.value()
}

/// Whether a card of `rank` may go on a centre pile holding `len` cards.
pub fn fits(len: u8, rank: u8) -> bool {
    len < COMPLETE && (rank == KING || rank == len + 1)
}

/// Counts cards by rank.
pub fn count_ranks(cards: impl IntoIterator<Item = u8>) -> RankCounts {
    let mut counts = [0; RANK_SLOTS];
    for rank in cards {
        if let Some(slot) = counts.get_mut(usize::from(rank)) {
            *slot += 1;
        }
    }
    counts
}

/// Where a planned card comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlanSource {
    /// A hand card of this rank.
    Hand(u8),
    /// The payoff top.
    Payoff,
    /// The top of this side pile (0–3).
    Side(usize),
}

/// One step of a planned turn, in ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// A card goes to centre pile `to`.
    Play {
        /// Where the card comes from.
        from: PlanSource,
        /// The centre pile (0–2).
        to: usize,
    },
    /// A hand card of `rank` goes to side pile `pile`, ending the turn.
    Discard {
        /// The rank discarded.
        rank: u8,
        /// The side pile (0–3).
        pile: usize,
    },
    /// The hand is empty and cannot be refilled: the turn ends.
    EndTurn,
}

impl Step {
    /// The engine move for this step in `view`: a hand rank becomes the
    /// first card of that rank in the hand. `None` if the hand lacks it.
    pub fn to_move(self, view: &SpiteView) -> Option<Move> {
        let card_of = |rank: u8| view.hand().iter().copied().find(|&c| rank_of(c) == rank);
        Some(match self {
            Step::Play { from: PlanSource::Hand(rank), to } => {
                Move::Play { from: Source::Hand(card_of(rank)?), to }
            }
            Step::Play { from: PlanSource::Payoff, to } => Move::Play { from: Source::Payoff, to },
            Step::Play { from: PlanSource::Side(i), to } => Move::Play { from: Source::Side(i), to },
            Step::Discard { rank, pile } => Move::Discard { card: card_of(rank)?, pile },
            Step::EndTurn => Move::EndTurn,
        })
    }
}

/// What a play left to chance, or ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    /// Nothing: the mover plans on with what they know.
    Quiet,
    /// The last payoff card was played: the game is won.
    Won,
    /// A payoff card was played and the next one, still unknown, turns up.
    Reveal,
    /// The hand emptied and is refilled from the stock, unseen.
    Refill,
}

/// How to take back one play.
#[derive(Clone, Copy, Debug)]
pub struct Undo {
    from: PlanSource,
    to: usize,
    rank: u8,
    before: u8,
    top: Option<u8>,
    stock: u8,
}

/// The state a transposition check compares: equal keys reach equal
/// futures (centre piles are interchangeable, so their lengths are sorted).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Key {
    hand: RankCounts,
    side: [u8; SIDE_PILES],
    centre: [u8; CENTRE_PILES],
    payoff_played: u8,
}

/// The mover's cards and the centre, as ranks (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tableau {
    /// Hand cards by rank.
    pub hand: RankCounts,
    /// How many cards the hand holds.
    pub hand_len: u8,
    /// Side piles, bottom first, as ranks.
    pub side: [Vec<u8>; SIDE_PILES],
    /// How many cards each centre pile holds (0–11).
    pub centre: [u8; CENTRE_PILES],
    /// The payoff top; `None` once played and not yet turned up.
    pub payoff_top: Option<u8>,
    /// Cards left in the payoff pile, the top included.
    pub payoff_left: u8,
    /// Payoff cards played since planning began.
    pub payoff_played: u8,
    /// Cards in the stock.
    pub stock: u8,
    /// Cards drawn from the stock since planning began.
    pub drawn: u8,
    /// Whether an emptied hand is refilled mid-turn (the variant).
    pub refill: bool,
}

impl Tableau {
    /// The cards of the seat whose view this is.
    pub fn from_view(view: &SpiteView) -> Tableau {
        let seat = view.seat();
        let hand = count_ranks(view.hand().iter().map(|&c| rank_of(c)));
        let sides = view.side_piles(seat);
        let side = std::array::from_fn(|i| {
            sides.get(i).map_or_else(Vec::new, |p| p.iter().map(|&c| rank_of(c)).collect())
        });
        let centre = std::array::from_fn(|i| view.centre_piles().get(i).map_or(0, |p| small(p.len())));
        Tableau {
            hand,
            hand_len: small(view.hand().len()),
            side,
            centre,
            payoff_top: view.payoff_top(seat).map(rank_of),
            payoff_left: small(view.payoff_count(seat)),
            payoff_played: 0,
            stock: small(view.stock_count()),
            drawn: 0,
            refill: view.rules().refill_on_empty_hand,
        }
    }

    /// The top of side pile `i`.
    pub fn side_top(&self, i: usize) -> Option<u8> {
        self.side.get(i).and_then(|p| p.last().copied())
    }

    /// The rank a source would give, if the mover has a card there.
    pub fn card_at(&self, from: PlanSource) -> Option<u8> {
        match from {
            PlanSource::Hand(rank) => {
                (self.hand.get(usize::from(rank)).copied().unwrap_or(0) > 0).then_some(rank)
            }
            PlanSource::Payoff => self.payoff_top,
            PlanSource::Side(i) => self.side_top(i),
        }
    }

    /// Plays the card at `from` to centre pile `to`, if it fits.
    pub fn play(&mut self, from: PlanSource, to: usize) -> Option<Undo> {
        let rank = self.card_at(from)?;
        let len = *self.centre.get(to)?;
        if !fits(len, rank) {
            return None;
        }
        let undo = Undo { from, to, rank, before: len, top: self.payoff_top, stock: self.stock };
        match from {
            PlanSource::Hand(r) => {
                self.hand[usize::from(r)] -= 1;
                self.hand_len -= 1;
            }
            PlanSource::Payoff => {
                self.payoff_top = None;
                self.payoff_left = self.payoff_left.saturating_sub(1);
                self.payoff_played += 1;
            }
            PlanSource::Side(i) => {
                self.side[i].pop();
            }
        }
        self.centre[to] = len + 1;
        if self.centre[to] >= COMPLETE {
            self.centre[to] = 0;
            self.stock = self.stock.saturating_add(COMPLETE);
        }
        Some(undo)
    }

    /// Takes back a play made by [`Tableau::play`].
    pub fn undo(&mut self, undo: Undo) {
        match undo.from {
            PlanSource::Hand(r) => {
                self.hand[usize::from(r)] += 1;
                self.hand_len += 1;
            }
            PlanSource::Payoff => {
                self.payoff_top = undo.top;
                self.payoff_left += 1;
                self.payoff_played -= 1;
            }
            PlanSource::Side(i) => self.side[i].push(undo.rank),
        }
        self.centre[undo.to] = undo.before;
        self.stock = undo.stock;
    }

    /// What the last play left to chance, if anything.
    pub fn pending(&self) -> Pending {
        if self.payoff_left == 0 {
            Pending::Won
        } else if self.payoff_top.is_none() {
            Pending::Reveal
        } else if self.hand_len == 0 && self.refill && self.stock > 0 {
            Pending::Refill
        } else {
            Pending::Quiet
        }
    }

    /// Puts a hand card of `rank` on side pile `pile` (the turn's end).
    pub fn discard(&mut self, rank: u8, pile: usize) {
        self.hand[usize::from(rank)] -= 1;
        self.hand_len -= 1;
        self.side[pile].push(rank);
    }

    /// Adds drawn cards to the hand.
    pub fn draw(&mut self, ranks: impl IntoIterator<Item = u8>) {
        for rank in ranks {
            if let Some(slot) = self.hand.get_mut(usize::from(rank)) {
                *slot += 1;
                self.hand_len += 1;
                self.drawn = self.drawn.saturating_add(1);
                self.stock = self.stock.saturating_sub(1);
            }
        }
    }

    /// The transposition key.
    pub fn key(&self) -> Key {
        let mut centre = self.centre;
        centre.sort_unstable();
        Key {
            hand: self.hand,
            side: self.side.each_ref().map(|p| small(p.len())),
            centre,
            payoff_played: self.payoff_played,
        }
    }

    /// Every distinct play, best candidates first: the payoff, side tops,
    /// hand cards low to high, Kings last. Equal centre piles are offered
    /// once, and so are equal side piles.
    pub fn plays(&self, out: &mut Vec<(PlanSource, usize)>) {
        let mut sources: Vec<(PlanSource, u8)> = Vec::with_capacity(12);
        if let Some(top) = self.payoff_top {
            sources.push((PlanSource::Payoff, top));
        }
        let distinct_sides = (0..SIDE_PILES)
            .filter(|&i| !(0..i).any(|j| self.side[j] == self.side[i]))
            .filter_map(|i| Some((PlanSource::Side(i), self.side_top(i)?)));
        let (side_kings, side_plain): (Vec<_>, Vec<_>) = distinct_sides.partition(|&(_, rank)| rank == KING);
        sources.extend(side_plain);
        sources
            .extend((1..=KING).filter(|&r| self.hand[usize::from(r)] > 0).map(|r| (PlanSource::Hand(r), r)));
        // Wild cards last: they fit everywhere and are worth keeping.
        let hand_king = sources.pop_if(|s| s.1 == KING && s.0 != PlanSource::Payoff);
        sources.extend(side_kings);
        sources.extend(hand_king);
        for (from, rank) in sources {
            for to in 0..CENTRE_PILES {
                let len = self.centre[to];
                if fits(len, rank) && !self.centre[..to].contains(&len) {
                    out.push((from, to));
                }
            }
        }
    }

    /// The distinct discards: one per hand rank and per distinct side pile.
    pub fn discards(&self, out: &mut Vec<(u8, usize)>) {
        for rank in 1..=KING {
            if self.hand[usize::from(rank)] == 0 {
                continue;
            }
            for pile in 0..SIDE_PILES {
                if (0..pile).any(|j| self.side[j] == self.side[pile]) {
                    continue;
                }
                out.push((rank, pile));
            }
        }
    }

    /// Whether the hand holds a card other than a King.
    pub fn has_non_king(&self) -> bool {
        self.hand_len > self.hand[usize::from(KING)]
    }
}

/// A count that fits a byte (piles never hold more than 104 cards).
pub fn small(n: usize) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::spite::{Rules, Setup, Spite};

    fn view(setup: Setup<'_>) -> SpiteView {
        let game = Spite::from_setup(&setup, Rules::default(), 1).expect("a position");
        game.seat_view(setup.to_move)
    }

    #[test]
    fn a_play_and_its_undo_leave_the_tableau_as_it_was() {
        let v = view(Setup {
            payoff: ["5c 3d", "9h"],
            hands: ["2h 7d Kc", ""],
            side_piles: [["4s", "", "", ""], ["", "", "", ""]],
            centre: ["As", "As 2s 3s", ""],
            ..Setup::default()
        });
        let mut t = Tableau::from_view(&v);
        let start = t.clone();
        let mut plays = Vec::new();
        t.plays(&mut plays);
        assert!(!plays.is_empty());
        for (from, to) in plays {
            let undo = t.play(from, to).expect("a listed play fits");
            assert_ne!(t, start);
            t.undo(undo);
            assert_eq!(t, start, "{from:?} → {to}");
        }
    }

    #[test]
    fn equal_centre_piles_are_offered_once() {
        let v = view(Setup { payoff: ["5c", "9h"], hands: ["As Kd", ""], ..Setup::default() });
        let t = Tableau::from_view(&v);
        let mut plays = Vec::new();
        t.plays(&mut plays);
        assert_eq!(plays, [(PlanSource::Hand(1), 0), (PlanSource::Hand(KING), 0)]);
    }

    #[test]
    fn a_queen_completes_the_pile_and_restocks() {
        let v = view(Setup {
            payoff: ["Qc", "9h"],
            hands: ["2h", ""],
            centre: ["As 2s 3s 4s 5s 6s 7s 8s 9s 10s Js", "", ""],
            ..Setup::default()
        });
        let mut t = Tableau::from_view(&v);
        let stock = t.stock;
        t.play(PlanSource::Payoff, 0).expect("Q fits");
        assert_eq!(t.centre[0], 0);
        assert_eq!(t.stock, stock + COMPLETE);
        assert_eq!(t.pending(), Pending::Won);
    }

    #[test]
    fn steps_become_moves_of_the_first_matching_card() {
        let v = view(Setup { payoff: ["5c", "9h"], hands: ["7d 7h As", ""], ..Setup::default() });
        let mv = Step::Discard { rank: 7, pile: 2 }.to_move(&v).expect("a seven in hand");
        assert_eq!(mv, Move::Discard { card: v.hand()[0], pile: 2 });
        assert_eq!(Step::Play { from: PlanSource::Hand(9), to: 0 }.to_move(&v), None);
    }
}
