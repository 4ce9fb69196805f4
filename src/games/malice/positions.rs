//! Malice's answers to the command line's `perft`, `moves` and `why`.

use super::{Malice, PositionError, Players, QUIET_MOVE_LIMIT, Rules, Square};
use crate::games::positions::{MoveList, Position, PositionRequest, move_names};

/// Sets up the position `request` asks for.
pub fn start(request: &PositionRequest) -> Result<Box<dyn Position>, String> {
    if request.board.is_some() || request.colours.is_some() {
        return Err("--board and --colours are for malefiz; malice has one setup".to_owned());
    }
    let players = match request.players {
        2 => Players::Two,
        4 => Players::Four,
        n => return Err(format!("malice is played by 2 or 4, not {n}")),
    };
    let rules = Rules { players, quiet_limit: request.quiet_limit.unwrap_or(QUIET_MOVE_LIMIT) };
    let Some(text) = &request.position else {
        return Ok(Box::new(Malice::new(rules)));
    };
    let game = Malice::from_position(text, rules).map_err(|e| {
        let hint = match (&e, players) {
            (PositionError::SideToMove { found, .. }, Players::Two) if found.len() == 2 => " (add --players 4)",
            (PositionError::SideToMove { found, .. }, Players::Four) if found.len() == 1 => {
                " (leave out --players 4)"
            }
            _ => "",
        };
        format!("bad position: {e}{hint}")
    })?;
    Ok(Box::new(game))
}

/// Malice is played without dice: a roll given is bad input.
fn no_roll(roll: Option<u8>) -> Result<(), String> {
    match roll {
        Some(_) => Err("malice is played without dice: leave out --roll".to_owned()),
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

    fn moves(&self, roll: Option<u8>) -> Result<MoveList, String> {
        no_roll(roll)?;
        let over = self.end_reason().map(|reason| format!("the game is over: {reason}"));
        Ok(MoveList { moves: move_names(&self.legal_move_list()), over })
    }

    fn why(&self, roll: Option<u8>, from: &str, to: &str) -> Result<Option<String>, String> {
        no_roll(roll)?;
        let square = |text: &str, what: &str| text.parse::<Square>().map_err(|e| format!("--{what} {text}: {e}"));
        let verdict = self.why_not(square(from, "from")?, square(to, "to")?);
        Ok(verdict.map(|reason| reason.to_string()))
    }
}
