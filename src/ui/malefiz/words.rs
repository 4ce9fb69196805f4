//! Malefiz's words in the person's language: its name, its ladder's lines,
//! the colours, the boards and the engine's refusals, from the catalogues
//! (`assets/i18n/*/malefiz.ftl`).

use crate::core::Level;
use crate::games::malefiz::{Board, Colour, Illegal, Malefiz, Move, Origin, RollError, SetupError};
use crate::t;

mod map;
pub use map::map_error;

/// The game's name.
pub fn title() -> String {
    t!("malefiz-title")
}

/// What its ladder's rung at `level` says to expect.
pub fn rung_line(level: Level) -> Option<String> {
    Some(match level {
        Level::Newcomer => t!("malefiz-rung-newcomer"),
        Level::Beginner => t!("malefiz-rung-beginner"),
        Level::Casual => t!("malefiz-rung-casual"),
        Level::Club => t!("malefiz-rung-club"),
        Level::Expert => t!("malefiz-rung-expert"),
        Level::Master => t!("malefiz-rung-master"),
        Level::Champion | Level::OldEasy | Level::OldMedium | Level::OldHard => return None,
    })
}

/// A colour's name: `Red`, `Rot`, `Vermelho`.
pub fn colour(colour: Colour) -> String {
    match colour {
        Colour::Red => t!("malefiz-colour-red"),
        Colour::Green => t!("malefiz-colour-green"),
        Colour::Yellow => t!("malefiz-colour-yellow"),
        Colour::Blue => t!("malefiz-colour-blue"),
    }
}

/// A colour's house, as its widget is labelled: `Red house`.
pub fn house(of: Colour) -> String {
    t!("malefiz-house-of", colour = colour(of))
}

/// How the side panel names `board`: `Classic board`, `Board “mine”`.
pub fn board_title(board: &Board) -> String {
    match board.name() {
        "classic" if board.is_builtin() => t!("malefiz-board-classic"),
        "fast" if board.is_builtin() => t!("malefiz-board-fast"),
        name => t!("malefiz-board-named", name = name),
    }
}

/// `The piece on c3`, `A piece from the house`: where a move starts.
fn piece_from(from: Origin) -> String {
    match from {
        Origin::House => t!("malefiz-piece-from-house"),
        Origin::Forest => t!("malefiz-piece-from-forest"),
        Origin::Square(square) => t!("malefiz-piece-on", square = square.to_string()),
    }
}

/// Why the engine refuses a move (in English as the engine's Display says it).
pub fn refusal(why: &Illegal) -> String {
    match why {
        Illegal::Malformed(e) => {
            t!("malefiz-illegal-malformed", problem = &e.problem, examples = e.examples)
        }
        Illegal::GameOver { winner } => t!("malefiz-illegal-game-over", winner = colour(*winner)),
        Illegal::MustRoll(c) => t!("malefiz-illegal-must-roll", colour = colour(*c)),
        Illegal::AlreadyRolled { colour: c, roll } => {
            t!("malefiz-illegal-already-rolled", colour = colour(*c), roll = *roll)
        }
        Illegal::PassWithMoves { colour: c, roll } => {
            t!("malefiz-illegal-pass-with-moves", colour = colour(*c), roll = *roll)
        }
        Illegal::HouseEmpty(c) => t!("malefiz-illegal-house-empty", colour = colour(*c)),
        Illegal::NoHouse(c) => t!("malefiz-illegal-no-house", colour = colour(*c)),
        Illegal::NoForest => t!("malefiz-illegal-no-forest"),
        Illegal::ForestEmpty(c) => t!("malefiz-illegal-forest-empty", colour = colour(*c)),
        Illegal::NotASpace(square) => t!("malefiz-illegal-not-a-space", square = square.to_string()),
        Illegal::NoPiece(square) => t!("malefiz-illegal-no-piece", square = square.to_string()),
        Illegal::NotYourPiece { square, owner, mover } => t!(
            "malefiz-illegal-not-your-piece",
            square = square.to_string(),
            owner = colour(*owner),
            mover = colour(*mover)
        ),
        Illegal::OwnPieceThere { to, colour: c } => {
            t!("malefiz-illegal-own-piece-there", to = to.to_string(), colour = colour(*c))
        }
        Illegal::RestingSpaceTaken(square) => {
            t!("malefiz-illegal-resting-space-taken", square = square.to_string())
        }
        Illegal::Unreachable { from, to, roll } => t!(
            "malefiz-illegal-unreachable",
            from = piece_from(*from),
            to = to.to_string(),
            roll = *roll
        ),
        Illegal::NoBarricadeToTake { from, to } => {
            t!("malefiz-illegal-no-barricade-to-take", from = from.to_string(), to = to.to_string())
        }
        Illegal::PlacementMissing { from, to } => {
            t!("malefiz-illegal-placement-missing", from = from.to_string(), to = to.to_string())
        }
        Illegal::BarricadeOnBottomRow(square) => {
            t!("malefiz-illegal-barricade-on-bottom-row", square = square.to_string())
        }
        Illegal::BarricadeOnGoal => t!("malefiz-illegal-barricade-on-goal"),
        Illegal::BarricadeOnRestingSpace(square) => {
            t!("malefiz-illegal-barricade-on-resting-space", square = square.to_string())
        }
        Illegal::BarricadeUnderMover(square) => {
            t!("malefiz-illegal-barricade-under-mover", square = square.to_string())
        }
        Illegal::BarricadeOnPiece(square) => {
            t!("malefiz-illegal-barricade-on-piece", square = square.to_string())
        }
        Illegal::BarricadeOnBarricade(square) => {
            t!("malefiz-illegal-barricade-on-barricade", square = square.to_string())
        }
    }
}

/// Why a new game cannot be set up as the dialog says.
pub fn setup_error(why: &SetupError) -> String {
    match why {
        SetupError::TooFewColours { found } => t!("malefiz-setup-too-few", found = *found),
        SetupError::RepeatedColour { colour: c } => t!("malefiz-setup-repeated", colour = colour(*c)),
        SetupError::NoHouse { colour: c, board } => {
            t!("malefiz-setup-no-house", colour = colour(*c), board = board)
        }
        SetupError::FirstNotInPlay { colour: c } => t!("malefiz-setup-first-not-in-play", colour = colour(*c)),
    }
}

/// Why the die cannot be set to show a face.
pub fn roll_error(why: &RollError) -> String {
    match why {
        RollError::OutOfRange { face } => {
            t!("malefiz-roll-out-of-range", faces = crate::games::malefiz::rules::DIE_FACES, face = *face)
        }
        RollError::GameOver => t!("malefiz-roll-game-over"),
    }
}

/// The line the move log writes for `mv` played in `game`, in the
/// person's language (in English as the engine's `log_line`).
pub fn log_line(game: &Malefiz, mv: &Move) -> String {
    let mover = colour(game.turn());
    let roll = game.roll().map_or_else(|| "?".to_owned(), |r| r.to_string());
    match *mv {
        Move::Roll => t!("malefiz-log-rolls", colour = mover, roll = game.next_roll()),
        Move::Pass => t!("malefiz-log-pass", colour = mover, roll = roll),
        Move::Piece { from, to, place } => {
            let head = format!("{mover} {roll}: {from}-{to}");
            if let (true, Some(place)) = (game.has_barricade(to), place) {
                return t!("malefiz-log-takes", head = head, place = place.to_string());
            }
            if let Some(victim) = game.piece_at(to).filter(|&c| c != game.turn()) {
                let victim = colour(victim);
                return if game.board().is_village(to) && game.board().forest_exit().is_some() {
                    t!("malefiz-log-hits-forest", head = head, colour = victim)
                } else {
                    t!("malefiz-log-hits", head = head, colour = victim)
                };
            }
            if to == game.board().goal() {
                return t!("malefiz-log-wins", head = head);
            }
            head
        }
    }
}

/// A statistics row's variant (as `variant_name` kept it, in English:
/// `classic board, 4 players`); one it cannot read is shown as kept.
pub fn variant_shown(kept: &str) -> String {
    let read = kept.strip_suffix(" players").and_then(|rest| rest.rsplit_once(" board, "));
    let Some((board, players)) = read else { return kept.to_owned() };
    let Ok(players) = players.parse::<u32>() else { return kept.to_owned() };
    match board {
        "classic" => t!("malefiz-variant-classic", players = players),
        "fast" => t!("malefiz-variant-fast", players = players),
        name => t!("malefiz-variant-named", name = name, players = players),
    }
}

#[cfg(test)]
mod tests;
