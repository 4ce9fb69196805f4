//! Medium: plans the cheapest chain of plays up to its payoff card, plays
//! other cards only where they leave the opponent no nearer their payoff
//! card, and discards to build descending runs on its side piles.

use super::chain::Stash;
use super::rival::Rival;
use super::tableau::{COMPLETE, KING, Origin, Step, Tableau, fits};
use crate::games::spite::{CENTRE_PILES, SIDE_PILES, SpiteView};

/// The most Kings Medium spends to get one payoff card down; more would
/// leave it nothing for the next one.
pub const MAX_KINGS_PER_PAYOFF: u32 = 2;

/// Picks Medium's step for the seat whose view this is.
pub fn choose(view: &SpiteView) -> Option<Step> {
    let t = Tableau::from_view(view);
    let rival = Rival::from_view(view);
    Some(toward_payoff(&t, &rival).or_else(|| safe_play(&t, &rival)).unwrap_or_else(|| discard(&t)))
}

/// The centre after a card is played on pile `to`.
fn after_play(centre: &[u8; CENTRE_PILES], to: usize) -> [u8; CENTRE_PILES] {
    let mut next = *centre;
    next[to] += 1;
    if next[to] >= COMPLETE {
        next[to] = 0;
    }
    next
}

/// The first step of the cheapest chain that ends with the payoff card;
/// among equal chains, the one that leaves the opponent least exposed.
fn toward_payoff(t: &Tableau, rival: &Rival) -> Option<Step> {
    let top = t.payoff_top?;
    if top == KING {
        let to = (0..CENTRE_PILES)
            .filter(|&to| fits(t.centre[to], KING))
            .min_by_key(|&to| rival.exposure(&after_play(&t.centre, to)))?;
        return Some(Step::Play { from: Origin::Payoff, to });
    }
    let stash = Stash::of(t);
    let mut best = None;
    for (pile, &len) in t.centre.iter().enumerate() {
        let mut trial = stash;
        let Some(chain) = trial.build(pile, len, top) else { continue };
        if chain.kings > MAX_KINGS_PER_PAYOFF {
            continue;
        }
        let mut end = t.centre;
        end[pile] = if top >= COMPLETE { 0 } else { top };
        let rank = (chain.cost(), rival.exposure(&end));
        if best.as_ref().is_none_or(|(r, _)| rank < *r) {
            best = Some((rank, chain));
        }
    }
    let (_, chain) = best?;
    Some(Step::Play { from: chain.first.unwrap_or(Origin::Payoff), to: chain.pile })
}

/// Below this many stock cards Medium plays whatever fits, to complete
/// centre piles and restock before the game is drawn.
pub const LOW_STOCK: u8 = 20;

/// A non-King card that fits, unless it leaves a centre pile one card
/// below the opponent's payoff card (while the stock is not low): blocking
/// plays first, then plays that complete a pile, side-pile tops (they free
/// the card below), the hand card that empties the hand, other hand cards.
fn safe_play(t: &Tableau, rival: &Rival) -> Option<Step> {
    let now = rival.exposure(&t.centre);
    let low_stock = t.stock < LOW_STOCK;
    let sides = (0..SIDE_PILES).map(Origin::Side);
    let hand = (1..KING).map(Origin::Hand);
    let mut best: Option<(i64, Step)> = None;
    for from in sides.chain(hand) {
        let Some(rank) = t.card_at(from) else { continue };
        if rank == KING {
            continue;
        }
        let Some(to) = (0..CENTRE_PILES).find(|&to| fits(t.centre[to], rank)) else { continue };
        let exposure = rival.exposure(&after_play(&t.centre, to));
        if exposure >= 45 && exposure > now && !low_stock {
            continue;
        }
        let mut score = i64::from(now) - i64::from(exposure);
        score += match from {
            Origin::Side(_) => 20,
            Origin::Hand(_) if t.hand_len == 1 => 25,
            _ => 10,
        };
        if rank == COMPLETE {
            score += 30;
        }
        if best.as_ref().is_none_or(|(b, _)| score > *b) {
            best = Some((score, Step::Play { from, to }));
        }
    }
    best.map(|(_, step)| step)
}

/// How good it is to put a card of `rank` on a side pile topped by `top`.
pub fn discard_score(rank: u8, top: Option<u8>) -> i32 {
    let rank_i = i32::from(rank);
    match top {
        None => 10 + rank_i,
        Some(below) if below == rank + 1 => 60,
        Some(below) if below == rank => 30,
        Some(KING) => -40,
        Some(below) if below > rank => 20 - 4 * (i32::from(below) - rank_i - 1),
        Some(below) => -20 - 3 * (rank_i - i32::from(below)),
    }
}

/// The discard that best builds the side piles, never a King while
/// another card is held; `EndTurn` with an empty hand.
pub fn discard(t: &Tableau) -> Step {
    let mut options = Vec::with_capacity(20);
    t.discards(&mut options);
    let keep_kings = t.has_non_king();
    let mut best: Option<(i32, Step)> = None;
    for (rank, pile) in options {
        if rank == KING && keep_kings {
            continue;
        }
        let mut score = discard_score(rank, t.side_top(pile));
        if t.hand[usize::from(rank)] > 1 {
            score += 4;
        }
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, Step::Discard { rank, pile }));
        }
    }
    best.map_or(Step::EndTurn, |(_, step)| step)
}
