//! The two simple players: First fit, the baseline for measuring the
//! others, and Easy, a beginner who knows the payoff card comes first.

use super::tableau::{KING, PlanSource, Step, Tableau, fits};
use crate::core::Rng;
use crate::games::spite::{CENTRE_PILES, Move, SIDE_PILES, SpiteView};

/// First fit: the first legal play to a centre pile in the engine's order
/// (hand cards, then the payoff top, then side tops); otherwise the highest
/// hand card (a King counts highest) goes to the first side pile.
pub fn first_fit(view: &SpiteView) -> Option<Move> {
    let moves = view.legal_move_list();
    if let Some(play) = moves.iter().find(|m| matches!(m, Move::Play { .. })) {
        return Some(*play);
    }
    let highest = moves
        .iter()
        .filter_map(|m| match m {
            Move::Discard { card, pile: 0 } => Some((card.rank, *m)),
            _ => None,
        })
        .max_by_key(|&(rank, _)| rank);
    highest.map(|(_, m)| m).or_else(|| moves.first().copied())
}

/// Easy: the payoff card if it fits (using a King for the one card just
/// below it), else the first card that fits anywhere (Kings are kept); the
/// discard is a random card, never a King while another is held, to the
/// first empty side pile or else a random one.
pub fn choose(view: &SpiteView, rng: &mut Rng) -> Option<Step> {
    choose_forgetting(view, false, rng)
}

/// The slips a simple player makes, the ones a person new to the game
/// makes too.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slips {
    /// The chance that it remembers its side piles on a move: otherwise
    /// it forgets that their tops can be played, does not bridge a gap
    /// below its payoff card with a King, and discards to any side pile
    /// rather than first to an empty one.
    pub sees_sides: f64,
}

impl Slips {
    /// Newcomer's: Easy that forgets its side piles on half its moves.
    pub const NEWCOMER: Slips = Slips { sees_sides: 0.5 };
    /// Casual's: Medium that forgets its side piles on two moves in five.
    pub const CASUAL: Slips = Slips { sees_sides: 0.6 };

    /// Whether it forgets its side piles this time (drawing from `rng`
    /// only when the chance is neither 0 nor 1).
    pub fn forgets_sides(self, rng: &mut Rng) -> bool {
        match self.sees_sides {
            p if p >= 1.0 => false,
            p if p <= 0.0 => true,
            p => rng.unit() >= p,
        }
    }
}

/// Easy's choice; when `forgets` it overlooks its side piles.
pub fn choose_forgetting(view: &SpiteView, forgets: bool, rng: &mut Rng) -> Option<Step> {
    let t = Tableau::from_view(view);
    let play = payoff_first(&t, forgets).or_else(|| any_fit(&t, forgets));
    Some(play.unwrap_or_else(|| random_discard(&t, forgets, rng)))
}

/// The first card that fits a centre pile, Kings kept: the side piles'
/// tops (unless it forgets them), then the hand from the lowest rank.
fn any_fit(t: &Tableau, forgets_sides: bool) -> Option<Step> {
    let side_count = if forgets_sides { 0 } else { SIDE_PILES };
    let sides = (0..side_count).map(PlanSource::Side);
    let hand = (1..KING).map(PlanSource::Hand);
    for from in sides.chain(hand) {
        let Some(rank) = t.card_at(from) else { continue };
        if rank == KING {
            continue;
        }
        if let Some(to) = (0..CENTRE_PILES).find(|&to| fits(t.centre[to], rank)) {
            return Some(Step::Play { from, to });
        }
    }
    None
}

/// The payoff card where it fits, or (unless it forgets its side piles)
/// a King on a pile two below it.
fn payoff_first(t: &Tableau, forgets_sides: bool) -> Option<Step> {
    let top = t.payoff_top?;
    if let Some(to) = (0..CENTRE_PILES).find(|&to| fits(t.centre[to], top)) {
        return Some(Step::Play { from: PlanSource::Payoff, to });
    }
    if forgets_sides {
        return None;
    }
    let to = (0..CENTRE_PILES).find(|&to| t.centre[to] + 2 == top)?;
    let king = (0..SIDE_PILES)
        .map(PlanSource::Side)
        .chain([PlanSource::Hand(KING)])
        .find(|&f| t.card_at(f) == Some(KING))?;
    Some(Step::Play { from: king, to })
}

/// A seeded random discard (see [`choose`] and [`Slips`]); `EndTurn`
/// with an empty hand.
fn random_discard(t: &Tableau, forgets_sides: bool, rng: &mut Rng) -> Step {
    let mut ranks: Vec<u8> = (1..=KING).filter(|&r| t.hand[usize::from(r)] > 0).collect();
    if ranks.len() > 1 {
        ranks.retain(|&r| r != KING);
    }
    let Some(&rank) = ranks.get(rng.below(ranks.len() as u32) as usize) else { return Step::EndTurn };
    let empty = (0..SIDE_PILES).find(|&i| t.side[i].is_empty()).filter(|_| !forgets_sides);
    let pile = empty.unwrap_or(rng.below(SIDE_PILES as u32) as usize);
    Step::Discard { rank, pile }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::spite::{Rules, Setup, Source, Spite};

    fn view(setup: Setup<'_>) -> SpiteView {
        Spite::from_setup(&setup, Rules::default(), 5).expect("a position").seat_view(0)
    }

    #[test]
    fn first_fit_plays_the_first_card_that_fits() {
        let v = view(Setup {
            payoff: ["2c", "9h"],
            hands: ["9c 2h As", ""],
            centre: ["As", "", ""],
            ..Setup::default()
        });
        let hand_two = v.hand()[1];
        assert_eq!(first_fit(&v), Some(Move::Play { from: Source::Hand(hand_two), to: 0 }));
    }

    #[test]
    fn first_fit_discards_its_highest_card_to_the_first_side_pile() {
        let v = view(Setup {
            payoff: ["2c", "9h"],
            hands: ["3s Qd 9h", ""],
            centre: ["As 2s 3s 4s 5s", "Ac 2c 3c 4c 5c", "Ad 2d 3d 4d 5d"],
            ..Setup::default()
        });
        assert_eq!(first_fit(&v), Some(Move::Discard { card: v.hand()[1], pile: 0 }));
    }

    #[test]
    fn easy_keeps_its_king_when_it_discards() {
        let v = view(Setup {
            payoff: ["9c", "9h"],
            hands: ["Kd 3s", ""],
            centre: ["As 2s 3s 4s 5s", "Ac 2c 3c 4c 5c", "Ad 2d 3d 4d 5d"],
            ..Setup::default()
        });
        for seed in 0..8 {
            let step = choose(&v, &mut Rng::seeded(seed));
            assert_eq!(step, Some(Step::Discard { rank: 3, pile: 0 }));
        }
    }
}
