//! Malice's answers to the command line's `perft`, `moves` and `why`.

use std::fmt;

use super::{Malice, PositionError, Players, QUIET_MOVE_LIMIT, Rules, Square, SquareError};
use crate::games::positions::{MoveList, Position, PositionRequest, ToolError, move_names};

/// What Malice's position tools cannot use of what they were asked.
#[derive(Clone, Debug, PartialEq)]
pub enum MaliceToolError {
    /// A board or colours were given: Malice has one setup.
    BoardOrColours,
    /// Malice is not played by that many.
    Players(usize),
    /// The position does not read for that many players.
    Position {
        /// Why.
        error: PositionError,
        /// The players asked for (a hint when the string is for the other count).
        players: Players,
    },
    /// A die roll was given: Malice has no dice.
    Roll,
    /// A square given (`--from` or `--to`) is not a square.
    Square {
        /// The option (`from` or `to`).
        option: &'static str,
        /// What was given.
        text: String,
        /// Why it is not a square.
        error: SquareError,
    },
}

impl fmt::Display for MaliceToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MaliceToolError::BoardOrColours => f.write_str("--board and --colours are for malefiz; malice has one setup"),
            MaliceToolError::Players(n) => write!(f, "malice is played by 2 or 4, not {n}"),
            MaliceToolError::Position { error, players } => {
                let hint = match (error, players) {
                    (PositionError::SideToMove { found, .. }, Players::Two) if found.len() == 2 => {
                        " (add --players 4)"
                    }
                    (PositionError::SideToMove { found, .. }, Players::Four) if found.len() == 1 => {
                        " (leave out --players 4)"
                    }
                    _ => "",
                };
                write!(f, "bad position: {error}{hint}")
            }
            MaliceToolError::Roll => f.write_str("malice is played without dice: leave out --roll"),
            MaliceToolError::Square { option, text, error } => write!(f, "--{option} {text}: {error}"),
        }
    }
}

impl std::error::Error for MaliceToolError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            MaliceToolError::Position { error, .. } => Some(error),
            MaliceToolError::Square { error, .. } => Some(error),
            _ => None,
        }
    }
}

/// Sets up the position `request` asks for.
pub fn start(request: &PositionRequest) -> Result<Box<dyn Position>, ToolError> {
    Ok(set_up(request)?)
}

/// [`start`], with Malice's own error.
fn set_up(request: &PositionRequest) -> Result<Box<dyn Position>, MaliceToolError> {
    if request.board.is_some() || request.colours.is_some() {
        return Err(MaliceToolError::BoardOrColours);
    }
    let players = match request.players {
        2 => Players::Two,
        4 => Players::Four,
        n => return Err(MaliceToolError::Players(n)),
    };
    let rules = Rules { players, quiet_limit: request.quiet_limit.unwrap_or(QUIET_MOVE_LIMIT) };
    let Some(text) = &request.position else {
        return Ok(Box::new(Malice::new(rules)));
    };
    let game = Malice::from_position(text, rules).map_err(|error| MaliceToolError::Position { error, players })?;
    Ok(Box::new(game))
}

/// Malice is played without dice: a roll given is bad input.
fn no_roll(roll: Option<u8>) -> Result<(), MaliceToolError> {
    match roll {
        Some(_) => Err(MaliceToolError::Roll),
        None => Ok(()),
    }
}

impl Position for Malice {
    fn perft(&self, depth: u32) -> u64 {
        super::perft(self, depth)
    }

    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        super::divide(self, depth).into_iter().map(|(mv, n)| (mv.to_string(), n)).collect()
    }

    fn moves(&self, roll: Option<u8>) -> Result<MoveList, ToolError> {
        no_roll(roll)?;
        let over = self.end_reason().map(|reason| format!("the game is over: {reason}"));
        Ok(MoveList { moves: move_names(&self.legal_move_list()), over })
    }

    fn why(&self, roll: Option<u8>, from: &str, to: &str) -> Result<Option<String>, ToolError> {
        no_roll(roll)?;
        let square = |text: &str, option: &'static str| {
            text.parse::<Square>().map_err(|error| MaliceToolError::Square { option, text: text.to_owned(), error })
        };
        let verdict = self.why_not(square(from, "from")?, square(to, "to")?);
        Ok(verdict.map(|reason| reason.to_string()))
    }
}
