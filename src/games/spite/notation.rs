//! How moves are written in the move log and read back:
//! `hand K♦ → centre 2 (as 7)`, `payoff 9♣ → centre 1`,
//! `side 3 Q♥ → centre 2`, `hand 4♠ → side 1 (ends turn)`, and \[house\]
//! `end turn`. Pile numbers are 1-based in text, 0-based in [`Move`].
//!
//! The ASCII spelling (`hand Kd -> centre 2 (as 7)`) is for files; reading
//! accepts either, in any mix. Notation names faces, not decks: a hand card
//! is read as the first card of that face in the hand, the same copy the
//! legal-move list offers.

use super::cards::{Card, CardError, Face, Rank};
use super::illegal::Illegal;
use super::moves::{Move, MoverView, Source};
use super::rules::{CENTRE_PILES, SIDE_PILES};
use crate::core::IllegalMove;
use std::fmt;

/// Text that is not written like a Spite & Malice move, and why.
pub type NotationError = crate::core::NotationError<Unwritten>;

/// What is wrong with a Spite & Malice move's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unwritten {
    /// No `→` (or `->`) between source and destination.
    NoArrow,
    /// A `)` without its `(`.
    UnopenedNote,
    /// A note in brackets that does not close with `)` at the end.
    UnclosedNote,
    /// A card that is not one.
    Card(CardError),
    /// A pile number out of range.
    PileNumber {
        /// The number as written.
        text: String,
        /// Which piles.
        kind: Piles,
    },
    /// A destination other than `centre N` or `side N`.
    Destination,
    /// A source other than `hand CARD`, `payoff` or `side N`.
    Source,
    /// `(as X)` with X not a rank (as written).
    NotARank(String),
    /// A note that does not fit the move (as written).
    NoteUnfit(String),
}

/// The piles a number in notation counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piles {
    /// The building piles in the middle.
    Centre,
    /// A player's discard piles.
    Side,
}

impl Piles {
    /// How many there are.
    fn count(self) -> usize {
        match self {
            Piles::Centre => CENTRE_PILES,
            Piles::Side => SIDE_PILES,
        }
    }
}

impl fmt::Display for Unwritten {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unwritten::NoArrow => f.write_str("the arrow between source and destination is missing"),
            Unwritten::UnopenedNote => f.write_str("a `)` without its `(`"),
            Unwritten::UnclosedNote => f.write_str("the note in brackets must close with `)` at the end"),
            Unwritten::Card(e) => e.fmt(f),
            Unwritten::PileNumber { text, kind } => {
                let name = match kind {
                    Piles::Centre => "centre",
                    Piles::Side => "side",
                };
                write!(f, "`{text}` is not a {name} pile number (1–{})", kind.count())
            }
            Unwritten::Destination => f.write_str("the destination must be `centre <1–3>` or `side <1–4>`"),
            Unwritten::Source => f.write_str("the source must be `hand <card>`, `payoff` or `side <1–4>`"),
            Unwritten::NotARank(rank) => write!(f, "`{rank}` in `(as {rank})` is not a rank"),
            Unwritten::NoteUnfit(note) => write!(
                f,
                "`({note})` does not fit this move; a King's play may say `(as 7)`, a discard `(ends turn)`"
            ),
        }
    }
}

/// Which characters notation is written with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Style {
    /// `hand K♦ → centre 2 (as 7)`: for people.
    #[default]
    Symbols,
    /// `hand Kd -> centre 2 (as 7)`: for files and terminals.
    Ascii,
}

/// The arrow between source and destination.
pub const ARROW: &str = "→";
/// The ASCII arrow, also accepted when reading.
pub const ARROW_ASCII: &str = "->";
/// What a turn-ending move without a discard is written as.
pub const END_TURN: &str = "end turn";
/// How a discard is marked.
pub const ENDS_TURN: &str = "(ends turn)";

/// How moves are written, for the message about text that is not one.
pub const EXAMPLES: &str = "write moves like `hand K♦ → centre 2`, `payoff 9♣ → centre 1`, `side 3 Q♥ → centre 2`, `hand 4♠ → side 1` or `end turn`";

fn card_text(card: Card, style: Style) -> String {
    match style {
        Style::Symbols => card.to_string(),
        Style::Ascii => card.to_ascii(),
    }
}

fn rank_text(rank: Rank, style: Style) -> String {
    match style {
        Style::Symbols => rank.symbol().to_owned(),
        Style::Ascii => rank.ascii().to_string(),
    }
}

impl MoverView<'_> {
    /// The move-log line for `mv` in this position. A King shows the rank
    /// it stands for on its pile; a move that names a missing card falls
    /// back to the move alone.
    pub fn notation(&self, mv: &Move, style: Style) -> String {
        let arrow = match style {
            Style::Symbols => ARROW,
            Style::Ascii => ARROW_ASCII,
        };
        match *mv {
            Move::Play { from, to } => {
                // A hand card is named by the move itself: the line reads
                // the same where the hand is not seen (a network guest's
                // table, for the other seat).
                let card = match from {
                    Source::Hand(card) => Some(card),
                    _ => self.card_at(from),
                };
                let named = card.map(|c| format!(" {}", card_text(c, style))).unwrap_or_default();
                let source = match from {
                    Source::Hand(c) => format!("hand {}", card_text(c, style)),
                    Source::Payoff => format!("payoff{named}"),
                    Source::Side(i) => format!("side {}{named}", i + 1),
                };
                let king = card
                    .filter(|c| c.is_king())
                    .and_then(|c| self.centre.get(to)?.accepts(c))
                    .map(|rank| format!(" (as {})", rank_text(rank, style)))
                    .unwrap_or_default();
                format!("{source} {arrow} centre {}{king}", to + 1)
            }
            Move::Discard { card, pile } => {
                format!("hand {} {arrow} side {} {ENDS_TURN}", card_text(card, style), pile + 1)
            }
            Move::EndTurn => END_TURN.to_owned(),
        }
    }

    /// Reads a move in notation (either style; the card names of payoff
    /// and side sources and a King's `(as n)` are optional but checked when
    /// given) and returns the legal move it names.
    pub fn parse(&self, text: &str) -> Result<Move, IllegalMove<Illegal>> {
        let illegal = |reason: Illegal| IllegalMove::new(text.trim(), reason);
        let malformed = |problem: Unwritten| {
            illegal(Illegal::Malformed(NotationError { text: text.trim().to_owned(), problem, examples: EXAMPLES }))
        };
        let unreadable = |e: Unreadable| match e {
            Unreadable::Malformed(problem) => malformed(problem),
            Unreadable::Illegal(reason) => illegal(reason),
        };
        let words = |s: &str| s.split_whitespace().map(str::to_lowercase).collect::<Vec<_>>();
        let Some((left, right)) = text.split_once(ARROW).or_else(|| text.split_once(ARROW_ASCII)) else {
            if words(text) == ["end", "turn"] {
                return self.checked(Move::EndTurn).map_err(illegal);
            }
            return Err(malformed(Unwritten::NoArrow));
        };
        let (right, note) = split_note(right).map_err(malformed)?;
        let from = self.read_source(left).map_err(unreadable)?;
        let right_words = words(right);
        let mv = match right_words.as_slice() {
            [kind, number] if kind == "centre" || kind == "center" => {
                let to = pile_number(number, Piles::Centre).map_err(malformed)?;
                Move::Play { from, to }
            }
            [kind, number] if kind == "side" => {
                let pile = pile_number(number, Piles::Side).map_err(malformed)?;
                match from {
                    Source::Hand(card) => Move::Discard { card, pile },
                    Source::Payoff => return Err(illegal(Illegal::PayoffToSidePile)),
                    Source::Side(_) => return Err(illegal(Illegal::SideToSidePile)),
                }
            }
            _ => return Err(malformed(Unwritten::Destination)),
        };
        self.check_note(&mv, note).map_err(unreadable)?;
        self.checked(mv).map_err(illegal)
    }

    /// Reads the source (`hand K♦`, `payoff`, `payoff 9♣`, `side 3`,
    /// `side 3 Q♥`), checking a named top card.
    fn read_source(&self, left: &str) -> Result<Source, Unreadable> {
        let left_words: Vec<&str> = left.split_whitespace().collect();
        match left_words.as_slice() {
            [kind, card] if kind.eq_ignore_ascii_case("hand") => {
                let face = read_face(card)?;
                match self.hand.iter().find(|c| c.face() == face) {
                    Some(&held) => Ok(Source::Hand(held)),
                    None => Err(Unreadable::Illegal(Illegal::NotInHand(face))),
                }
            }
            [kind, rest @ ..] if kind.eq_ignore_ascii_case("payoff") && rest.len() <= 1 => {
                if let Some(card) = rest.first() {
                    let named = read_face(card)?;
                    match self.payoff_top {
                        Some(top) if top.face() == named => {}
                        Some(top) => {
                            return Err(Unreadable::Illegal(Illegal::PayoffTopIs { top: top.face(), named }));
                        }
                        None => return Err(Unreadable::Illegal(Illegal::PayoffEmpty)),
                    }
                }
                Ok(Source::Payoff)
            }
            [kind, number, rest @ ..] if kind.eq_ignore_ascii_case("side") && rest.len() <= 1 => {
                let pile = pile_number(number, Piles::Side)?;
                if let Some(card) = rest.first() {
                    let named = read_face(card)?;
                    match self.side_top(pile) {
                        Some(top) if top.face() == named => {}
                        Some(top) => {
                            return Err(Unreadable::Illegal(Illegal::SideTopIs {
                                pile,
                                top: top.face(),
                                named,
                            }));
                        }
                        None => return Err(Unreadable::Illegal(Illegal::SidePileEmpty(pile))),
                    }
                }
                Ok(Source::Side(pile))
            }
            _ => Err(Unreadable::Malformed(Unwritten::Source)),
        }
    }

    /// `mv` if it is legal here, else why not.
    fn checked(&self, mv: Move) -> Result<Move, Illegal> {
        match self.why_illegal(&mv) {
            Some(reason) => Err(reason),
            None => Ok(mv),
        }
    }

    /// Checks a `(as n)` or `(ends turn)` note against the move.
    fn check_note(&self, mv: &Move, note: Option<&str>) -> Result<(), Unreadable> {
        let Some(note) = note else { return Ok(()) };
        let words: Vec<String> = note.split_whitespace().map(str::to_lowercase).collect();
        match (mv, words.as_slice()) {
            (Move::Discard { .. }, [ends, turn]) if ends == "ends" && turn == "turn" => Ok(()),
            (Move::Play { from, to }, [r#as, rank]) if r#as == "as" => {
                let Some(claimed) = Rank::parse(rank) else {
                    return Err(Unreadable::Malformed(Unwritten::NotARank(rank.clone())));
                };
                let Some(card) = self.card_at(*from) else { return Ok(()) };
                let actual = self.centre.get(*to).and_then(|p| p.accepts(card));
                match actual {
                    Some(rank) if rank == claimed => Ok(()),
                    Some(actual) => Err(Unreadable::Illegal(Illegal::KingStandsFor {
                        card: card.face(),
                        actual,
                        claimed,
                    })),
                    // Not accepted at all: the legality check explains why.
                    None => Ok(()),
                }
            }
            _ => Err(Unreadable::Malformed(Unwritten::NoteUnfit(note.to_owned()))),
        }
    }
}

/// Why part of a move's text cannot be read as a legal move.
enum Unreadable {
    /// It is not written right: what is wrong.
    Malformed(Unwritten),
    /// It is written right but names something not there.
    Illegal(Illegal),
}

impl From<Unwritten> for Unreadable {
    fn from(problem: Unwritten) -> Unreadable {
        Unreadable::Malformed(problem)
    }
}

/// Splits `centre 2 (as 7)` into `centre 2` and `as 7`.
fn split_note(text: &str) -> Result<(&str, Option<&str>), Unwritten> {
    let Some((head, tail)) = text.split_once('(') else {
        if text.contains(')') {
            return Err(Unwritten::UnopenedNote);
        }
        return Ok((text, None));
    };
    let Some(note) = tail.trim_end().strip_suffix(')') else {
        return Err(Unwritten::UnclosedNote);
    };
    Ok((head, Some(note)))
}

/// Reads a card's face (`K♦`, `Kd`).
fn read_face(text: &str) -> Result<Face, Unwritten> {
    text.parse::<Face>().map_err(Unwritten::Card)
}

/// Reads a 1-based pile number and returns the 0-based index.
fn pile_number(text: &str, kind: Piles) -> Result<usize, Unwritten> {
    let number = text.parse::<usize>().ok().filter(|n| (1..=kind.count()).contains(n));
    match number {
        Some(n) => Ok(n - 1),
        None => Err(Unwritten::PileNumber { text: text.to_owned(), kind }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_in_brackets_are_split_off() {
        assert_eq!(split_note(" centre 2 (as 7)"), Ok((" centre 2 ", Some("as 7"))));
        assert_eq!(split_note(" centre 2"), Ok((" centre 2", None)));
        assert_eq!(split_note(" centre 2 (as 7"), Err(Unwritten::UnclosedNote));
        assert_eq!(split_note(" centre 2 as 7)"), Err(Unwritten::UnopenedNote));
    }

    #[test]
    fn pile_numbers_are_one_based_in_text() {
        assert_eq!(pile_number("1", Piles::Centre), Ok(0));
        assert_eq!(pile_number("3", Piles::Centre), Ok(2));
        assert!(pile_number("0", Piles::Centre).is_err());
        assert!(pile_number("4", Piles::Centre).is_err());
        assert!(pile_number("-1", Piles::Side).is_err());
        assert!(pile_number("x", Piles::Side).is_err());
        assert_eq!(pile_number("5", Piles::Side), Err(Unwritten::PileNumber { text: "5".to_owned(), kind: Piles::Side }));
    }

    #[test]
    fn what_is_wrong_with_a_move_is_data_worded_as_before() {
        let said = [
            (Unwritten::NoArrow, "the arrow between source and destination is missing"),
            (Unwritten::UnopenedNote, "a `)` without its `(`"),
            (Unwritten::UnclosedNote, "the note in brackets must close with `)` at the end"),
            (Unwritten::PileNumber { text: "4".to_owned(), kind: Piles::Centre }, "`4` is not a centre pile number (1–3)"),
            (Unwritten::PileNumber { text: "0".to_owned(), kind: Piles::Side }, "`0` is not a side pile number (1–4)"),
            (Unwritten::Destination, "the destination must be `centre <1–3>` or `side <1–4>`"),
            (Unwritten::Source, "the source must be `hand <card>`, `payoff` or `side <1–4>`"),
            (Unwritten::NotARank("x".to_owned()), "`x` in `(as x)` is not a rank"),
            (
                Unwritten::NoteUnfit("wild".to_owned()),
                "`(wild)` does not fit this move; a King's play may say `(as 7)`, a discard `(ends turn)`",
            ),
        ];
        for (problem, words) in said {
            assert_eq!(problem.to_string(), words);
        }
        let card = "4x".parse::<Face>().expect_err("not a card");
        assert_eq!(read_face("4x"), Err(Unwritten::Card(card.clone())));
        assert_eq!(Unwritten::Card(card.clone()).to_string(), card.to_string());
    }
}
