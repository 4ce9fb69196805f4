//! Malefiz's answers to the command line's `perft`, `moves` and `why`.

use super::{Board, Colour, Malefiz, Move, PositionError, colours_for};
use crate::games::positions::{BoardSpec, MoveList, Position, PositionRequest, move_names};
use std::sync::Arc;

/// Sets up the position `request` asks for: the position (on its board if
/// given), or the start position for its colours (default red and yellow;
/// with `players` the colours of that many).
pub fn start(request: &PositionRequest) -> Result<Box<dyn Position>, String> {
    let board = match &request.board {
        None => None,
        Some(BoardSpec::Builtin(name)) => {
            Some(Board::builtin(name).ok_or_else(|| format!("--board {name}: not a built-in board"))?)
        }
        Some(BoardSpec::Map { name, text }) => Some(Arc::new(
            Board::from_map(name, text).map_err(|e| format!("bad board map {name}: {e}"))?,
        )),
    };
    if let Some(text) = &request.position {
        if request.colours.is_some() {
            return Err("--colours is for the start position: leave it out with --position".to_owned());
        }
        let given = board.is_some();
        let game = match board {
            Some(board) => Malefiz::from_position_on(text, board),
            None => Malefiz::from_position(text),
        };
        return game.map(|g| Box::new(g) as Box<dyn Position>).map_err(|e| {
            let hint = match &e {
                PositionError::UnknownBoard { .. } => " (give its map file with --board FILE)",
                PositionError::WrongBoard { .. } if given => " (leave out --board or make it match)",
                _ => "",
            };
            format!("bad position: {e}{hint}")
        });
    }
    let board = board.unwrap_or_else(Board::classic);
    let colours = match &request.colours {
        Some(letters) => letters
            .chars()
            .map(|c| Colour::from_letter(c).ok_or_else(|| format!("--colours {letters}: `{c}` is not a colour (r, g, y, b)")))
            .collect::<Result<Vec<_>, _>>()?,
        None => colours_for(request.players),
    };
    let game = Malefiz::new(board, &colours, None, 0).map_err(|e| format!("cannot set up the game: {e}"))?;
    Ok(Box::new(game))
}

/// The face a move needs: a missing roll is bad input.
fn face(roll: Option<u8>) -> Result<u8, String> {
    roll.ok_or_else(|| "malefiz needs the die: add --roll N (1–6)".to_owned())
}

impl Position for Malefiz {
    /// Summed over the die faces.
    fn perft(&self, depth: u32) -> u64 {
        super::perft(self, depth)
    }

    /// One line per die face and move (`5:h-a3/a11`).
    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        super::divide(self, depth).into_iter().map(|(face, mv, n)| (format!("{face}:{mv}"), n)).collect()
    }

    fn moves(&self, roll: Option<u8>) -> Result<MoveList, String> {
        let face = face(roll)?;
        if let Some(winner) = self.winner() {
            return Ok(MoveList { moves: Vec::new(), over: Some(format!("the game is over: {winner} has won")) });
        }
        let game = self.clone().with_roll(face).map_err(|e| e.to_string())?;
        Ok(MoveList { moves: move_names(&game.legal_move_list()), over: None })
    }

    fn why(&self, roll: Option<u8>, from: &str, to: &str) -> Result<Option<String>, String> {
        let face = face(roll)?;
        let attempt = format!("{from}-{to}").parse::<Move>().map_err(|e| e.to_string())?;
        let Move::Piece { from, to, .. } = attempt else {
            return Err(format!("{from}-{to} is not a piece's move"));
        };
        if let Some(winner) = self.winner() {
            return Ok(Some(format!("the game is over: {winner} has won")));
        }
        let game = self.clone().with_roll(face).map_err(|e| e.to_string())?;
        Ok(game.why_not(from, to).map(|reason| reason.to_string()))
    }
}
