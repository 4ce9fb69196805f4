//! The contract every rules engine fulfils.

use serde::{Serialize, de::DeserializeOwned};
use std::fmt;

/// Index of a seat in turn order (0-based).
pub type SeatIndex = usize;

/// A set of seats, as a bitmask (at most 8 seats).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
pub struct SeatSet(pub u8);

impl SeatSet {
    /// The set holding just `seat`.
    pub fn single(seat: SeatIndex) -> Self {
        SeatSet(1 << seat)
    }
    /// Whether `seat` is in the set.
    pub fn contains(self, seat: SeatIndex) -> bool {
        seat < 8 && self.0 & (1 << seat) != 0
    }
    /// The set with `seat` added.
    pub fn with(self, seat: SeatIndex) -> Self {
        SeatSet(self.0 | (1 << seat))
    }
    /// The seats in the set, ascending.
    pub fn iter(self) -> impl Iterator<Item = SeatIndex> {
        (0..8).filter(move |&s| self.contains(s))
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    /// These seats won (a team game names every seat of the winning team).
    Win(SeatSet),
    /// Nobody won.
    Draw,
}

/// A move was offered that the rules do not allow in this position.
///
/// `R` is the game's own reason ([`Game::Illegal`]): a type, so callers
/// can tell the refusals apart, whose `Display` is a sentence a player can
/// read on its own ("why not?").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove<R> {
    /// The move as written, for the message.
    pub mv: String,
    /// Why it is not allowed.
    pub reason: R,
}

impl<R> IllegalMove<R> {
    /// The refusal of the move written `mv`, for `reason`.
    pub fn new(mv: impl Into<String>, reason: R) -> Self {
        IllegalMove { mv: mv.into(), reason }
    }
}

impl<R: fmt::Display> fmt::Display for IllegalMove<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not legal here: {}", self.mv, self.reason)
    }
}

// The reason is part of the message, so it is not also given as the source.
impl<R: fmt::Debug + fmt::Display> std::error::Error for IllegalMove<R> {}

/// Text that is not written like a move of the game (whatever the
/// position). The games' notation readers give it; a game's refusal
/// carries it as its `Malformed` reason. `P` is what is wrong: a game's
/// own typed reason, or prose for a game that words it as it reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError<P = String> {
    /// The text as given.
    pub text: String,
    /// What is wrong with it.
    pub problem: P,
    /// How the game's moves are written (`write moves like Lb2-c3, Lb2xc7
    /// or pass`), so the message shows the way.
    pub examples: &'static str,
}

impl<P: fmt::Display> fmt::Display for NotationError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a move: {} ({})", self.text, self.problem, self.examples)
    }
}

impl<P: fmt::Debug + fmt::Display> std::error::Error for NotationError<P> {}

/// A turn-based game: the engine is the only judge of legality.
pub trait Game: Clone + Send + Sync + 'static + Serialize + DeserializeOwned {
    /// One decision of the player to move.
    type Move: Clone + Eq + fmt::Debug + fmt::Display + Send + Sync + Serialize + DeserializeOwned + 'static;
    /// What one seat may see of the state (the state itself for games of
    /// perfect information).
    type View: Clone + Send + 'static;
    /// Why a move is refused: one variant per rule, each displayed as a
    /// sentence a player can read.
    type Illegal: std::error::Error + Clone + PartialEq + Send + Sync + 'static;

    /// How many seats play.
    fn seat_count(&self) -> usize;
    /// Whose decision it is; `None` once the game is over.
    fn to_move(&self) -> Option<SeatIndex>;
    /// Appends every legal move to `out` (which the caller clears).
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// Why `mv` is not legal here (the rule that forbids it), or `None` if
    /// it is.
    fn why_illegal(&self, mv: &Self::Move) -> Option<Self::Illegal>;
    /// Whether `mv` is one of the legal moves.
    fn is_legal(&self, mv: &Self::Move) -> bool {
        self.why_illegal(mv).is_none()
    }
    /// Checks `mv` against the rules; the error says why it is not legal.
    fn check(&self, mv: &Self::Move) -> Result<(), IllegalMove<Self::Illegal>> {
        match self.why_illegal(mv) {
            None => Ok(()),
            Some(reason) => Err(IllegalMove::new(mv.to_string(), reason)),
        }
    }
    /// Plays a move after checking it is legal; the state is unchanged on error.
    fn play(&mut self, mv: &Self::Move) -> Result<(), IllegalMove<Self::Illegal>>;
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// What `seat` may see.
    fn view(&self, seat: SeatIndex) -> Self::View;
    /// The move-log line for `mv`, played from `self`: how the log, the
    /// review and the command line write a move for people.
    fn log_entry(&self, mv: &Self::Move) -> String {
        mv.to_string()
    }
    /// Makes a state that hides what decides chance (a network guest's,
    /// see `Registered::redacted`) tell what `mv` did, now that `after`
    /// shows it: its log line for `mv` is then right (a Malefiz roll names
    /// the face rolled). Nothing is revealed that `after` does not show.
    /// The default, for states that hide nothing, does nothing.
    fn settle_chance(&mut self, mv: &Self::Move, after: &Self) {
        let _ = (mv, after);
    }
    /// Whether undoing back past the state before `mv` would reveal
    /// nothing new (true for perfect-information games). Undo stops at a
    /// move for which this is false.
    fn undoable(&self, mv: &Self::Move) -> bool {
        let _ = mv;
        true
    }
}
