//! The state of a game of Malefiz: the board, where every piece and
//! barricade is, whose turn it is and how far into it, and the seeded
//! random generator the die is rolled with.

use super::board::Board;
use super::colour::{Colour, Colours};
use super::notation::{Move, Origin};
use super::rules::{DIE_FACES, MIN_COLOURS};
use super::square::Square;
use crate::core::{Rng, SeatIndex};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// How far the current turn is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// The player to move must roll the die (`Move::Roll` is the only move).
    Roll,
    /// The die shows `roll`: the player moves a piece, or passes when no
    /// move is possible.
    Move {
        /// The face rolled, 1–6.
        roll: u8,
    },
    /// A piece reached the goal: the game is over.
    Won {
        /// The colour that won.
        winner: Colour,
    },
}

/// The marker for "from the house" in a [`RawMove`].
pub(crate) const FROM_HOUSE: u8 = 254;
/// The marker for "from the forest" in a [`RawMove`].
pub(crate) const FROM_FOREST: u8 = 253;
/// The marker for "no barricade placed" in a [`RawMove`].
pub(crate) const NO_PLACE: u8 = 255;

/// A piece move in space indices: the engine's fast internal form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct RawMove {
    /// A space index, [`FROM_HOUSE`] or [`FROM_FOREST`].
    pub from: u8,
    /// The space index the piece ends on.
    pub to: u8,
    /// Where the taken barricade goes, or [`NO_PLACE`].
    pub place: u8,
}

/// The one-bit set of space `index` (empty for an index past 127, which a
/// board never has).
#[inline]
pub(crate) fn bit(index: u8) -> u128 {
    1u128.checked_shl(u32::from(index)).unwrap_or(0)
}

/// The space indices in a set, lowest first.
#[inline]
pub(crate) fn indices(mut set: u128) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let i = set.trailing_zeros();
        set &= set - 1;
        u8::try_from(i).ok()
    })
}

/// Everything about a game except the board and the random generator:
/// small and `Copy`, so search and perft copy it freely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Pos {
    /// The spaces holding each colour's pieces, by `Colour::index`.
    pub pieces: [u128; 4],
    /// Pieces waiting in each colour's house.
    pub house: [u8; 4],
    /// Pieces of each colour waiting in the forest.
    pub forest: [u8; 4],
    /// The spaces holding barricades.
    pub barricades: u128,
    /// The colours in play.
    pub colours: Colours,
    /// Whose turn it is (after a win: the winner).
    pub turn: Colour,
    /// How far the turn is.
    pub phase: Phase,
}

impl Pos {
    /// Every space holding a piece.
    #[inline]
    pub fn occupied(&self) -> u128 {
        self.pieces[0] | self.pieces[1] | self.pieces[2] | self.pieces[3]
    }

    /// The spaces holding the pieces of the colour to move.
    #[inline]
    pub fn own(&self) -> u128 {
        self.pieces.get(self.turn.index()).copied().unwrap_or(0)
    }

    /// Ends the turn: the next colour in play rolls.
    #[inline]
    pub fn pass_turn(&mut self) {
        self.turn = self.colours.next_after(self.turn);
        self.phase = Phase::Roll;
    }

    /// Plays a piece move generated for this position: the piece leaves
    /// its origin, takes a barricade (and places it) or hits an opponent,
    /// and the game is won or the turn passes on.
    pub fn apply(&mut self, board: &Board, mv: RawMove) {
        let me = self.turn.index();
        let to = bit(mv.to);
        match mv.from {
            FROM_HOUSE => {
                if let Some(n) = self.house.get_mut(me) {
                    *n = n.saturating_sub(1);
                }
            }
            FROM_FOREST => {
                if let Some(n) = self.forest.get_mut(me) {
                    *n = n.saturating_sub(1);
                }
            }
            from => {
                if let Some(set) = self.pieces.get_mut(me) {
                    *set &= !bit(from);
                }
            }
        }
        if self.barricades & to != 0 {
            self.barricades = (self.barricades & !to) | bit(mv.place);
        }
        let to_forest = board.masks.village & to != 0 && board.forest_index().is_some();
        for (colour, set) in self.pieces.iter_mut().enumerate() {
            if colour != me && *set & to != 0 {
                *set &= !to;
                let waiting = if to_forest { &mut self.forest } else { &mut self.house };
                if let Some(n) = waiting.get_mut(colour) {
                    *n = n.saturating_add(1);
                }
            }
        }
        if let Some(set) = self.pieces.get_mut(me) {
            *set |= to;
        }
        if board.masks.goal & to != 0 {
            self.phase = Phase::Won { winner: self.turn };
        } else {
            self.pass_turn();
        }
    }
}

/// A game of Malefiz in progress (or finished).
///
/// Everything is public information, so every seat sees the whole state.
/// Seats are the colours in play, in the order of play. Saved as the board,
/// the position string, the roll (if rolled) and the random generator.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "SavedMalefiz", try_from = "SavedMalefiz")]
pub struct Malefiz {
    pub(crate) board: Arc<Board>,
    pub(crate) pos: Pos,
    pub(crate) rng: Rng,
}

/// Why a game cannot be set up as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Fewer than two colours.
    TooFewColours {
        /// How many were given.
        found: usize,
    },
    /// A colour given twice.
    RepeatedColour {
        /// Which.
        colour: Colour,
    },
    /// A colour whose house is not on this board.
    NoHouse {
        /// Which.
        colour: Colour,
        /// The board's name.
        board: String,
    },
    /// The colour chosen to begin is not in play.
    FirstNotInPlay {
        /// Which.
        colour: Colour,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::TooFewColours { found } => {
                write!(f, "Malefiz needs 2 to 4 colours, but {found} were chosen")
            }
            SetupError::RepeatedColour { colour } => write!(f, "{colour} was chosen twice"),
            SetupError::NoHouse { colour, board } => {
                write!(f, "the {board} board has no house for {colour}")
            }
            SetupError::FirstNotInPlay { colour } => {
                write!(f, "{colour} cannot begin: {colour} is not in play")
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// A die face that cannot be set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RollError {
    /// Not a face of the die.
    OutOfRange {
        /// The value given.
        face: u8,
    },
    /// The game is over; nobody rolls.
    GameOver,
}

impl fmt::Display for RollError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RollError::OutOfRange { face } => write!(f, "a die shows 1 to {DIE_FACES}, not {face}"),
            RollError::GameOver => f.write_str("the game is over; nobody rolls"),
        }
    }
}

impl std::error::Error for RollError {}

impl Malefiz {
    /// A new game on `board` for `colours` (2–4, any order; play always
    /// goes red → green → yellow → blue), every piece in its house and the
    /// barricades on their start spaces. `first` begins (default: the first
    /// colour in play); the die is rolled from a generator seeded with `seed`.
    pub fn new(
        board: Arc<Board>,
        colours: &[Colour],
        first: Option<Colour>,
        seed: u64,
    ) -> Result<Malefiz, SetupError> {
        let mut set = Colours::EMPTY;
        for &colour in colours {
            if set.contains(colour) {
                return Err(SetupError::RepeatedColour { colour });
            }
            if board.entry(colour).is_none() {
                return Err(SetupError::NoHouse { colour, board: board.name().to_owned() });
            }
            set = set.with(colour);
        }
        if set.len() < MIN_COLOURS {
            return Err(SetupError::TooFewColours { found: set.len() });
        }
        let turn = match first {
            Some(colour) if !set.contains(colour) => return Err(SetupError::FirstNotInPlay { colour }),
            Some(colour) => colour,
            None => set.iter().next().unwrap_or(Colour::Red),
        };
        let pieces = board.pieces_per_colour();
        let house = Colour::ALL.map(|c| if set.contains(c) { pieces } else { 0 });
        let pos = Pos {
            pieces: [0; 4],
            house,
            forest: [0; 4],
            barricades: board.masks.barricade_starts,
            colours: set,
            turn,
            phase: Phase::Roll,
        };
        Ok(Malefiz { board, pos, rng: Rng::seeded(seed) })
    }

    /// The classic board, red against yellow, red to roll first.
    pub fn classic_start(seed: u64) -> Malefiz {
        let board = Board::classic();
        let pos = Pos {
            pieces: [0; 4],
            house: [board.pieces_per_colour(), 0, board.pieces_per_colour(), 0],
            forest: [0; 4],
            barricades: board.masks.barricade_starts,
            colours: Colours::single(Colour::Red).with(Colour::Yellow),
            turn: Colour::Red,
            phase: Phase::Roll,
        };
        Malefiz { board, pos, rng: Rng::seeded(seed) }
    }

    /// The board the game is played on.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The board, shared (for starting another game on it).
    pub fn board_arc(&self) -> &Arc<Board> {
        &self.board
    }

    /// The colours in play; seat `i` is the `i`-th of them.
    pub fn colours(&self) -> Colours {
        self.pos.colours
    }

    /// The colour whose turn it is (after a win, the winner).
    pub fn turn(&self) -> Colour {
        self.pos.turn
    }

    /// How far the turn is.
    pub fn phase(&self) -> Phase {
        self.pos.phase
    }

    /// The face rolled this turn, once rolled.
    pub fn roll(&self) -> Option<u8> {
        match self.pos.phase {
            Phase::Move { roll } => Some(roll),
            _ => None,
        }
    }

    /// The colour that won, once a piece is on the goal.
    pub fn winner(&self) -> Option<Colour> {
        match self.pos.phase {
            Phase::Won { winner } => Some(winner),
            _ => None,
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.winner().is_some()
    }

    /// The seat a colour sits at, if it is in play.
    pub fn seat_of(&self, colour: Colour) -> Option<SeatIndex> {
        self.pos.colours.seat_of(colour)
    }

    /// The colour at a seat, if any.
    pub fn colour_at(&self, seat: SeatIndex) -> Option<Colour> {
        self.pos.colours.at_seat(seat)
    }

    /// The colour of the piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Colour> {
        let b = bit(self.board.index_of(sq)?);
        Colour::ALL.into_iter().find(|c| self.pos.pieces.get(c.index()).is_some_and(|set| set & b != 0))
    }

    /// The squares of `colour`'s pieces on the board, in reading order.
    pub fn pieces_on_board(&self, colour: Colour) -> Vec<Square> {
        let set = self.pos.pieces.get(colour.index()).copied().unwrap_or(0);
        indices(set).filter_map(|i| self.board.square_of(i)).collect()
    }

    /// How many of `colour`'s pieces wait in its house.
    pub fn in_house(&self, colour: Colour) -> u8 {
        self.pos.house.get(colour.index()).copied().unwrap_or(0)
    }

    /// How many of `colour`'s pieces wait in the forest.
    pub fn in_forest(&self, colour: Colour) -> u8 {
        self.pos.forest.get(colour.index()).copied().unwrap_or(0)
    }

    /// Whether a barricade stands on `sq`.
    pub fn has_barricade(&self, sq: Square) -> bool {
        self.board.index_of(sq).is_some_and(|i| self.pos.barricades & bit(i) != 0)
    }

    /// The squares holding barricades, in reading order.
    pub fn barricades(&self) -> Vec<Square> {
        indices(self.pos.barricades).filter_map(|i| self.board.square_of(i)).collect()
    }

    /// The random generator the die is rolled with.
    pub fn rng(&self) -> &Rng {
        &self.rng
    }

    /// Reseeds the die's random generator.
    pub fn set_seed(&mut self, seed: u64) {
        self.rng = Rng::seeded(seed);
    }

    /// The same game with the die's generator seeded by `seed`.
    #[must_use]
    pub fn with_seed(mut self, seed: u64) -> Malefiz {
        self.set_seed(seed);
        self
    }

    /// Sets the die to `face` for the current turn, as if it had been
    /// rolled (for perft, tests, puzzles and the command line). The random
    /// generator is not touched.
    pub fn set_roll(&mut self, face: u8) -> Result<(), RollError> {
        if self.is_over() {
            return Err(RollError::GameOver);
        }
        if !(1..=DIE_FACES).contains(&face) {
            return Err(RollError::OutOfRange { face });
        }
        self.pos.phase = Phase::Move { roll: face };
        Ok(())
    }

    /// The same game with the die set to `face` (see [`Malefiz::set_roll`]).
    pub fn with_roll(mut self, face: u8) -> Result<Malefiz, RollError> {
        self.set_roll(face)?;
        Ok(self)
    }

    /// The face the next `roll` will show: the generator is part of the
    /// state, so the future roll is already decided (and undo cannot change it).
    pub fn next_roll(&self) -> u8 {
        draw_face(&mut self.rng.clone())
    }

    /// The engine's index form of a move, if its squares are spaces here.
    pub(crate) fn raw_move(&self, from: Origin, to: Square, place: Option<Square>) -> Option<RawMove> {
        let from = match from {
            Origin::House => FROM_HOUSE,
            Origin::Forest => FROM_FOREST,
            Origin::Square(sq) => self.board.index_of(sq)?,
        };
        let to = self.board.index_of(to)?;
        let place = match place {
            None => NO_PLACE,
            Some(sq) => self.board.index_of(sq)?,
        };
        Some(RawMove { from, to, place })
    }

    /// The notation form of a move in index form.
    pub(crate) fn notation_of(&self, mv: RawMove) -> Move {
        let from = match mv.from {
            FROM_HOUSE => Origin::House,
            FROM_FOREST => Origin::Forest,
            i => self.board.square_of(i).map_or(Origin::House, Origin::Square),
        };
        let to = self.board.square_of(mv.to).unwrap_or_else(|| self.board.goal());
        let place = if mv.place == NO_PLACE { None } else { self.board.square_of(mv.place) };
        Move::Piece { from, to, place }
    }

    /// Plays a move without checking that it is legal: the fast path for
    /// bots. `mv` must come from this position's legal moves; anything else
    /// gives a state the rules could not reach (but never panics).
    pub fn play_unchecked(&mut self, mv: &Move) {
        match *mv {
            Move::Roll => {
                if self.pos.phase == Phase::Roll {
                    let face = draw_face(&mut self.rng);
                    self.pos.phase = Phase::Move { roll: face };
                }
            }
            Move::Pass => {
                if !self.is_over() {
                    self.pos.pass_turn();
                }
            }
            Move::Piece { from, to, place } => {
                if let Some(raw) = self.raw_move(from, to, place)
                    && !self.is_over()
                {
                    self.pos.apply(&self.board, raw);
                }
            }
        }
    }
}

/// Rolls the die: a face 1–6 from the generator.
pub(crate) fn draw_face(rng: &mut Rng) -> u8 {
    u8::try_from(rng.below(u32::from(DIE_FACES))).map_or(1, |f| f + 1)
}

impl fmt::Debug for Malefiz {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Malefiz").field("position", &self.position()).field("phase", &self.pos.phase).finish()
    }
}

/// How a game is written in a save: the board (with its map, for a user
/// board), the position string, the roll if rolled, and the generator.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct SavedMalefiz {
    board: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    map: Option<String>,
    position: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    roll: Option<u8>,
    rng: Rng,
}

impl From<Malefiz> for SavedMalefiz {
    fn from(game: Malefiz) -> SavedMalefiz {
        let map = (!game.board.is_builtin()).then(|| game.board.map_text().to_owned());
        SavedMalefiz {
            board: game.board.name().to_owned(),
            map,
            position: game.position(),
            roll: game.roll(),
            rng: game.rng.clone(),
        }
    }
}

/// Why a saved game (a save's position, the coach's file) does not read
/// back as a game.
#[derive(Clone, Debug, PartialEq)]
pub enum SavedError {
    /// Its board map does not read.
    Map(super::MapError),
    /// It names a built-in board there is not.
    NoBoard(String),
    /// Its position does not read on its board.
    Position(super::PositionError),
    /// Its roll cannot be rolled there.
    Roll(RollError),
}

impl fmt::Display for SavedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SavedError::Map(e) => write!(f, "the board map: {e}"),
            SavedError::NoBoard(name) => write!(f, "there is no built-in board `{name}`"),
            SavedError::Position(e) => write!(f, "the position: {e}"),
            SavedError::Roll(e) => write!(f, "the roll: {e}"),
        }
    }
}

impl std::error::Error for SavedError {}

impl TryFrom<SavedMalefiz> for Malefiz {
    type Error = SavedError;

    fn try_from(saved: SavedMalefiz) -> Result<Malefiz, SavedError> {
        let board = match &saved.map {
            Some(text) => Arc::new(Board::from_map(&saved.board, text).map_err(SavedError::Map)?),
            None => Board::builtin(&saved.board).ok_or_else(|| SavedError::NoBoard(saved.board.clone()))?,
        };
        let mut game = Malefiz::from_position_on(&saved.position, board).map_err(SavedError::Position)?;
        game.rng = saved.rng;
        if let Some(face) = saved.roll {
            game.set_roll(face).map_err(SavedError::Roll)?;
        }
        Ok(game)
    }
}
