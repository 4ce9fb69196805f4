//! Spite & Malice's words in the person's language: its name, its ladder's lines
//! and the engine's refusals, from the catalogues (`assets/i18n/*/spite.ftl`).

use crate::core::Level;
use crate::games::spite::{Illegal, Reveal};
use crate::t;

/// The game's name.
pub fn title() -> String {
    t!("spite-title")
}

/// What its ladder's rung at `level` says to expect.
pub fn rung_line(level: Level) -> Option<String> {
    Some(match level {
        Level::Newcomer => t!("spite-rung-newcomer"),
        Level::Beginner => t!("spite-rung-beginner"),
        Level::Casual => t!("spite-rung-casual"),
        Level::Club => t!("spite-rung-club"),
        Level::Expert => t!("spite-rung-expert"),
        Level::Master | Level::Champion | Level::OldEasy | Level::OldMedium | Level::OldHard => return None,
    })
}

/// A 0-based pile index as players count piles (as the engine's sentences do).
fn number(pile: usize) -> usize {
    pile.saturating_add(1)
}

/// Why the engine refuses a move: its Display, in the person's language.
/// Cards and ranks stay in the game's notation; a malformed move's problem
/// and examples are the notation parser's own.
pub fn refusal(why: &Illegal) -> String {
    match why {
        Illegal::Malformed(e) => {
            t!("spite-illegal-malformed", problem = e.problem.to_string(), examples = e.examples)
        }
        Illegal::GameOver => t!("spite-illegal-game-over"),
        Illegal::NotYourTurn => t!("spite-illegal-not-your-turn"),
        Illegal::NotInHand(face) => t!("spite-illegal-not-in-hand", card = face.to_string()),
        Illegal::PayoffEmpty => t!("spite-illegal-payoff-empty"),
        Illegal::NoSidePile(_) => {
            t!("spite-illegal-no-side-pile", count = crate::games::spite::SIDE_PILES)
        }
        Illegal::SidePileEmpty(pile) => t!("spite-illegal-side-pile-empty", pile = number(*pile)),
        Illegal::NoCentrePile(_) => {
            t!("spite-illegal-no-centre-pile", count = crate::games::spite::CENTRE_PILES)
        }
        Illegal::WrongRank { pile, needs: Some(rank), card } => t!(
            "spite-illegal-wrong-rank",
            pile = number(*pile),
            rank = rank.to_string(),
            card = card.to_string()
        ),
        Illegal::WrongRank { pile, needs: None, .. } => {
            t!("spite-illegal-complete", pile = number(*pile))
        }
        Illegal::PayoffToSidePile => t!("spite-illegal-payoff-to-side"),
        Illegal::SideToSidePile => t!("spite-illegal-side-to-side"),
        Illegal::MustDiscard => t!("spite-illegal-must-discard"),
        Illegal::PayoffTopIs { top, named } => {
            t!("spite-illegal-payoff-top", top = top.to_string(), named = named.to_string())
        }
        Illegal::SideTopIs { pile, top, named } => t!(
            "spite-illegal-side-top",
            pile = number(*pile),
            top = top.to_string(),
            named = named.to_string()
        ),
        Illegal::KingStandsFor { card, actual, claimed } => t!(
            "spite-illegal-king-stands",
            card = card.to_string(),
            actual = actual.to_string(),
            claimed = claimed.to_string()
        ),
    }
}

/// Why undo stops: what the move back would hide again (the engine's
/// `Reveal::reason`, in the person's language).
pub fn reveal(reveal: Reveal) -> String {
    match reveal {
        Reveal::PayoffTurnedUp => t!("spite-reveal-payoff"),
        Reveal::HandRefilled => t!("spite-reveal-refilled"),
        Reveal::PileShuffledIn => t!("spite-reveal-shuffled"),
        Reveal::NextTurnDrew => t!("spite-reveal-next-drew"),
        Reveal::TurnPassed => t!("spite-reveal-turn-passed"),
    }
}

/// A statistics row's variant (as `variant_name` kept it, in English).
pub fn variant_shown(kept: &str) -> String {
    match kept {
        "refill on" => t!("spite-variant-refill-on"),
        "refill off" => t!("spite-variant-refill-off"),
        _ => kept.to_owned(),
    }
}

/// The card `seat` would play from `from` in `state`: the hand's card,
/// the payoff pile's top or a side pile's top (the log and the screen
/// reader's sentence name it).
pub fn source_card(
    state: &crate::games::spite::Spite,
    seat: crate::core::SeatIndex,
    from: crate::games::spite::Source,
) -> Option<crate::games::spite::Card> {
    use crate::games::spite::Source;
    match from {
        Source::Hand(card) => Some(card),
        Source::Payoff => state.payoff_top(seat),
        Source::Side(i) => state.player(seat).and_then(|p| p.side_piles().get(i)?.last().copied()),
    }
}

/// Move `mv`, played from `before`, as the move log writes it: the
/// notation's card, pile and rank signs with the log's words in the
/// person's language (`hand K♦ → centre 2 (as 7)`).
pub fn log_line(before: &crate::games::spite::Spite, mv: &crate::games::spite::Move) -> String {
    use crate::games::spite::{Move, Source};
    let arrow = crate::games::spite::notation::ARROW;
    let mover = before.turn();
    match *mv {
        Move::Play { from, to } => {
            let card = source_card(before, mover, from);
            let named = card.map(|c| format!(" {c}")).unwrap_or_default();
            let source = match from {
                Source::Hand(c) => t!("spite-place-hand", card = c.to_string()),
                Source::Payoff => format!("{}{named}", t!("spite-place-payoff")),
                Source::Side(i) => format!("{}{named}", t!("spite-place-side", pile = i + 1)),
            };
            let centre = t!("spite-place-centre", pile = to + 1);
            let king = card.filter(|c| c.is_king()).and_then(|c| before.centre_piles().get(to)?.accepts(c));
            match king {
                Some(rank) => format!("{source} {arrow} {centre} {}", t!("spite-log-as", rank = rank.symbol())),
                None => format!("{source} {arrow} {centre}"),
            }
        }
        Move::Discard { card, pile } => {
            let hand = t!("spite-place-hand", card = card.to_string());
            format!("{hand} {arrow} {} {}", t!("spite-place-side", pile = pile + 1), t!("spite-log-ends-turn"))
        }
        Move::EndTurn => t!("spite-log-end-turn"),
    }
}


#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::spite::{Face, NotationError, Rank, Unwritten};
    use crate::i18n::{self, Language};

    fn face(text: &str) -> Face {
        text.parse().expect("a card")
    }

    /// One of every refusal the engine gives.
    fn every_refusal() -> Vec<Illegal> {
        let malformed = NotationError {
            text: "hand".to_owned(),
            problem: Unwritten::NoArrow,
            examples: "write moves like `end turn`",
        };
        vec![
            Illegal::Malformed(malformed),
            Illegal::GameOver,
            Illegal::NotYourTurn,
            Illegal::NotInHand(face("7s")),
            Illegal::PayoffEmpty,
            Illegal::NoSidePile(4),
            Illegal::SidePileEmpty(1),
            Illegal::NoCentrePile(3),
            Illegal::WrongRank { pile: 0, needs: Some(Rank::Four), card: face("7s") },
            Illegal::WrongRank { pile: 2, needs: None, card: face("Kd") },
            Illegal::PayoffToSidePile,
            Illegal::SideToSidePile,
            Illegal::MustDiscard,
            Illegal::PayoffTopIs { top: face("9h"), named: face("8c") },
            Illegal::SideTopIs { pile: 3, top: face("Qh"), named: face("2d") },
            Illegal::KingStandsFor { card: face("Ks"), actual: Rank::Jack, claimed: Rank::Queen },
        ]
    }

    #[test]
    fn every_refusal_is_said_in_each_language() {
        for why in every_refusal() {
            i18n::set(Language::English);
            let english = refusal(&why);
            assert_eq!(english, why.to_string(), "English says what the engine says");
            for language in [Language::German, Language::Portuguese] {
                i18n::set(language);
                let said = refusal(&why);
                assert!(!said.trim().is_empty(), "{language:?}: {why:?}");
                assert_ne!(said, english, "{language:?} says {why:?} in its own words");
            }
        }
        i18n::set(Language::English);
    }

    #[test]
    fn the_kept_variants_are_shown_in_each_language() {
        for language in Language::ALL {
            i18n::set(language);
            for kept in ["refill on", "refill off"] {
                let shown = variant_shown(kept);
                assert_eq!(shown == kept, language == Language::English, "{language:?}: {kept}");
            }
            assert_eq!(variant_shown("something else"), "something else");
        }
        i18n::set(Language::English);
    }
}
