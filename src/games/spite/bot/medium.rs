//! Medium: plans the cheapest chain of plays up to its payoff card, plays
//! other cards only where they leave the opponent no nearer their payoff
//! card, and discards to build descending runs on its side piles.

use super::chain::Stash;
use super::rival::Rival;
use super::tableau::{COMPLETE, KING, PlanSource, Step, Tableau, fits};
use crate::games::spite::{CENTRE_PILES, SIDE_PILES, SpiteView};

/// The most Kings Medium spends to get one payoff card down; more would
/// leave it nothing for the next one.
pub const MAX_KINGS_PER_PAYOFF: u32 = 2;

/// Picks Medium's step for the seat whose view this is.
pub fn choose(view: &SpiteView) -> Option<Step> {
    choose_forgetting(view, false)
}

/// Medium's step, but when `forgets_sides` its plays overlook its side
/// piles (it still discards onto them with care).
pub fn choose_forgetting(view: &SpiteView, forgets_sides: bool) -> Option<Step> {
    let t = Tableau::from_view(view);
    let plays = if forgets_sides {
        let mut blind = t.clone();
        blind.side = Default::default();
        play(view, &blind)
    } else {
        play(view, &t)
    };
    Some(plays.unwrap_or_else(|| discard(&t)))
}

/// Medium's play to a centre pile, if it would make one: the chain toward
/// the payoff card, else a safe play.
fn play(view: &SpiteView, t: &Tableau) -> Option<Step> {
    let rival = Rival::from_view(view);
    toward_payoff(t, &rival).or_else(|| safe_play(t, &rival))
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
        return Some(Step::Play { from: PlanSource::Payoff, to });
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
    Some(Step::Play { from: chain.first.unwrap_or(PlanSource::Payoff), to: chain.pile })
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
    let sides = (0..SIDE_PILES).map(PlanSource::Side);
    let hand = (1..KING).map(PlanSource::Hand);
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
            PlanSource::Side(_) => 20,
            PlanSource::Hand(_) if t.hand_len == 1 => 25,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::spite::{Move, Rules, Setup, Source, Spite};

    fn view(setup: Setup<'_>) -> SpiteView {
        Spite::from_setup(&setup, Rules::default(), 3).expect("a position").seat_view(0)
    }

    #[test]
    fn a_discard_continues_a_descending_run_and_keeps_the_king() {
        let v = view(Setup {
            payoff: ["9c", "9h"],
            hands: ["Kd 7h 3s", ""],
            side_piles: [["8c", "", "5d", ""], ["", "", "", ""]],
            centre: ["As 2s 3s 4s 5s 6s 7s 8s 9s 10s", "Ac 2c", ""],
            ..Setup::default()
        });
        let step = discard(&Tableau::from_view(&v));
        assert_eq!(step, Step::Discard { rank: 7, pile: 0 });
        assert_eq!(discard_score(7, Some(8)), 60);
        assert!(discard_score(7, Some(3)) < discard_score(7, None));
    }

    #[test]
    fn the_chain_to_the_payoff_card_starts_with_its_lowest_card() {
        let v = view(Setup {
            payoff: ["Jc 7c", "Qd 2h"],
            hands: ["5d Kh Js Jd 10c", ""],
            centre: ["As 2s 3s 4s", "Ac 2c 3c 4c 5c 6c 7c 8c 9c", "Ad 2d 3d 4d 5d 6d 7d 8d 9d 10d"],
            ..Setup::default()
        });
        let step = choose(&v).expect("a step");
        assert_eq!(step, Step::Play { from: PlanSource::Hand(5), to: 0 });
        assert_eq!(step.to_move(&v), Some(Move::Play { from: Source::Hand(v.hand()[0]), to: 0 }));
    }

    #[test]
    fn no_pile_is_left_one_below_the_opponents_payoff_card() {
        // Playing the 6 would leave centre 1 at 6 for their 7.
        let v = view(Setup {
            payoff: ["Jc Qc", "Qd 7h"],
            hands: ["6d 2c", ""],
            centre: ["As 2s 3s 4s 5s", "", ""],
            ..Setup::default()
        });
        let t = Tableau::from_view(&v);
        let rival = Rival::from_view(&v);
        assert_eq!(safe_play(&t, &rival), None);
        assert!(matches!(choose(&v), Some(Step::Discard { .. })));
    }
}
