//! What every Malefiz state and move must keep, beyond what any game's
//! checks ask (`games::checks`): the position string reads back on its own
//! board, every piece move has a path of exactly the roll for the
//! animation, before a roll every face gives moves that read back, and no
//! piece or barricade ever comes or goes.

use std::fmt;

use super::{Colour, Illegal, Malefiz, Move, PositionError, RollError};
use crate::core::IllegalMove;

/// What a Malefiz state or move broke of what it must keep.
#[derive(Clone, Debug, PartialEq)]
pub enum Broken {
    /// The position string does not read back on its own board.
    PositionUnread {
        /// The position string.
        position: String,
        /// Why it does not read.
        error: PositionError,
    },
    /// The position string reads back as another position.
    PositionReadsBackAs {
        /// The position string.
        position: String,
        /// What it reads back as.
        back: String,
    },
    /// A face cannot be rolled before the roll.
    Roll {
        /// The position.
        position: String,
        /// The face.
        face: u8,
        /// Why not.
        error: RollError,
    },
    /// A legal move's notation does not read back.
    MoveUnread {
        /// The notation.
        written: String,
        /// The position.
        position: String,
        /// Why it does not read.
        error: Box<IllegalMove<Illegal>>,
    },
    /// A legal move's notation reads back as another move.
    MoveReadsBackAs {
        /// The notation.
        written: String,
        /// The move it reads as.
        read: Move,
        /// The position.
        position: String,
    },
    /// A legal piece move has no path for the animation.
    NoPath {
        /// The move.
        mv: Move,
        /// The position.
        position: String,
    },
    /// A legal piece move's path is not as long as the roll.
    PathLength {
        /// The move.
        mv: Move,
        /// The position.
        position: String,
        /// The path's steps.
        steps: usize,
        /// The roll.
        roll: u8,
    },
    /// A move changed the number of barricades.
    Barricades {
        /// The move.
        mv: Move,
        /// The position before it.
        position: String,
    },
    /// A move changed the number of a colour's pieces.
    Pieces {
        /// The move.
        mv: Move,
        /// The colour.
        colour: Colour,
        /// The position before it.
        position: String,
    },
}

impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Broken::PositionUnread { position, error } => write!(f, "`{position}` does not read back: {error}"),
            Broken::PositionReadsBackAs { position, back } => write!(f, "`{position}` reads back as `{back}`"),
            Broken::Roll { position, face, error } => write!(f, "`{position}` with a {face}: {error}"),
            Broken::MoveUnread { written, position, error } => {
                write!(f, "`{written}` does not read back in `{position}`: {error}")
            }
            Broken::MoveReadsBackAs { written, read, position } => {
                write!(f, "`{written}` reads back as {read:?} in `{position}`")
            }
            Broken::NoPath { mv, position } => write!(f, "no path for the legal {mv} in `{position}`"),
            Broken::PathLength { mv, position, steps, roll } => {
                write!(f, "the path of {mv} in `{position}` is {steps} steps, not {roll}")
            }
            Broken::Barricades { mv, position } => write!(f, "{mv} changed the barricade count in {position}"),
            Broken::Pieces { mv, colour, position } => write!(f, "{mv} changed {colour}'s piece count in {position}"),
        }
    }
}

impl std::error::Error for Broken {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Broken::PositionUnread { error, .. } => Some(error),
            Broken::Roll { error, .. } => Some(error),
            Broken::MoveUnread { error, .. } => Some(error.as_ref()),
            _ => None,
        }
    }
}

/// The state's own checks (`Registered::self_check`).
pub fn self_check(state: &Malefiz) -> Result<(), Broken> {
    let position = state.position();
    let back = Malefiz::from_position_on(&position, state.board_arc().clone())
        .map_err(|error| Broken::PositionUnread { position: position.clone(), error })?;
    if back.position() != position {
        return Err(Broken::PositionReadsBackAs { position, back: back.position() });
    }
    if state.roll().is_some() || state.is_over() {
        return moves_read_back(state);
    }
    for face in 1..=6 {
        let rolled =
            state.clone().with_roll(face).map_err(|error| Broken::Roll { position: position.clone(), face, error })?;
        moves_read_back(&rolled)?;
    }
    Ok(())
}

/// Every legal move's notation reads back as itself, and a piece move has
/// a path as long as the roll.
fn moves_read_back(state: &Malefiz) -> Result<(), Broken> {
    let position = state.position();
    for mv in state.legal_move_list() {
        let written = mv.to_string();
        let read = state
            .parse_move(&written)
            .map_err(|error| Broken::MoveUnread { written: written.clone(), position: position.clone(), error: Box::new(error) })?;
        if read != mv {
            return Err(Broken::MoveReadsBackAs { written, read, position });
        }
        if let (Move::Piece { .. }, Some(roll)) = (&mv, state.roll()) {
            let Some(path) = state.path(&mv) else { return Err(Broken::NoPath { mv, position }) };
            if path.len() != usize::from(roll) {
                return Err(Broken::PathLength { mv, position, steps: path.len(), roll });
            }
        }
    }
    Ok(())
}

/// Every piece and barricade of `before` is still somewhere in `after`
/// (`Registered::step_check`).
pub fn step_check(before: &Malefiz, mv: &Move, after: &Malefiz) -> Result<(), Broken> {
    if before.barricades().len() != after.barricades().len() {
        return Err(Broken::Barricades { mv: *mv, position: before.position() });
    }
    for colour in Colour::ALL {
        let count = |g: &Malefiz| {
            g.pieces_on_board(colour).len() + usize::from(g.in_house(colour)) + usize::from(g.in_forest(colour))
        };
        if count(before) != count(after) {
            return Err(Broken::Pieces { mv: *mv, colour, position: before.position() });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const WON: &str = "classic y r:i14,4h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";

    fn read(text: &str) -> Malefiz {
        Malefiz::from_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn a_piece_that_vanishes_is_caught() {
        let before = read(WON);
        let after = read("classic y r:4h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3");
        let found = step_check(&before, &Move::Roll, &after).expect_err("red lost a piece");
        assert!(matches!(found, Broken::Pieces { colour: Colour::Red, .. }), "{found}");
        assert!(found.to_string().contains("piece count"), "{found}");
        assert_eq!(step_check(&before, &Move::Roll, &before), Ok(()));
    }

    #[test]
    fn a_barricade_that_vanishes_is_caught() {
        let before = read(WON);
        let after = read("classic y r:i14,4h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3");
        let found = step_check(&before, &Move::Roll, &after).expect_err("a barricade went");
        assert!(matches!(found, Broken::Barricades { .. }), "{found}");
        assert!(found.to_string().contains("barricade"), "{found}");
    }

    #[test]
    fn every_face_is_checked_before_the_roll() {
        let start = Malefiz::classic_start(3);
        assert_eq!(start.roll(), None);
        assert_eq!(self_check(&start), Ok(()));
    }
}
