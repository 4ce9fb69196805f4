//! A match: a series of games, first to 50 points, with the \[house\] rule
//! for who starts each game.

use super::rules::{MATCH_TARGET, PLAYERS, Rules, Status, opponent};
use super::state::Spite;
use crate::core::SeatIndex;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a game knows about the match it belongs to, so a seat's view can
/// show the match score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MatchInfo {
    /// Which game of the match this is, from 1.
    pub game: u32,
    /// The match score before this game, by seat.
    pub scores: [u32; PLAYERS],
}

impl Default for MatchInfo {
    fn default() -> Self {
        MatchInfo { game: 1, scores: [0; PLAYERS] }
    }
}

/// How one finished game of a match went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameResult {
    /// Who started it.
    pub starter: SeatIndex,
    /// The winner, or `None` for a drawn game.
    pub winner: Option<SeatIndex>,
    /// What the winner scored (0 for a draw).
    pub points: u32,
}

/// Why a match cannot take a game, or deal another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// A player has reached 50 points.
    MatchOver {
        /// The match winner.
        winner: SeatIndex,
    },
    /// The game being recorded has not ended.
    GameNotOver,
    /// The game being recorded is not the match's next game.
    WrongGame {
        /// The game number the match expects.
        expected: u32,
        /// The game number the game carries.
        found: u32,
    },
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchError::MatchOver { winner } => {
                write!(f, "the match is over: player {} reached {MATCH_TARGET} points", winner + 1)
            }
            MatchError::GameNotOver => f.write_str("the game has not ended yet"),
            MatchError::WrongGame { expected, found } => {
                write!(f, "the match is waiting for game {expected}, not game {found}")
            }
        }
    }
}

impl std::error::Error for MatchError {}

/// Points across games; the first player to reach 50 wins.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    rules: Rules,
    results: Vec<GameResult>,
}

impl Match {
    /// A match with no games played, every game using `rules`.
    pub fn new(rules: Rules) -> Match {
        Match { rules, results: Vec::new() }
    }

    /// The settings every game of the match uses.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The finished games, in order.
    pub fn results(&self) -> &[GameResult] {
        &self.results
    }

    /// Points by seat.
    pub fn scores(&self) -> [u32; PLAYERS] {
        let mut scores = [0u32; PLAYERS];
        for result in &self.results {
            if let Some(slot) = result.winner.and_then(|w| scores.get_mut(w)) {
                *slot = slot.saturating_add(result.points);
            }
        }
        scores
    }

    /// Points by seat once `game`, a game of this match, is counted: a won
    /// game not yet recorded adds its points; one already recorded (or
    /// still going, or drawn) adds nothing.
    pub fn scores_with(&self, game: &Spite) -> [u32; PLAYERS] {
        let mut scores = self.scores();
        let recorded = self.results.len() >= game.match_info().game as usize;
        if !recorded
            && let Status::Won { seat, points } = game.status()
            && let Some(slot) = scores.get_mut(seat)
        {
            *slot = slot.saturating_add(points);
        }
        scores
    }

    /// The seat that has won the match once `game` is counted, if any.
    pub fn winner_with(&self, game: &Spite) -> Option<SeatIndex> {
        self.scores_with(game).iter().position(|&s| s >= MATCH_TARGET)
    }

    /// The match winner: the seat that has reached 50 points. Only one
    /// seat scores per game, so at most one can be first.
    pub fn winner(&self) -> Option<SeatIndex> {
        self.scores().iter().position(|&s| s >= MATCH_TARGET)
    }

    /// Whether a player has reached 50 points.
    pub fn is_over(&self) -> bool {
        self.winner().is_some()
    }

    /// Who starts the next game \[house\]: `None` for the first game (the
    /// higher payoff top decides once dealt); then the loser of the last
    /// game, or after a draw the player who did not start it.
    pub fn next_starter(&self) -> Option<SeatIndex> {
        let last = self.results.last()?;
        Some(match last.winner {
            Some(winner) => opponent(winner),
            None => opponent(last.starter),
        })
    }

    /// Deals the next game from `seed`, with the right starter and the
    /// match score in its info.
    pub fn next_game(&self, seed: u64) -> Result<Spite, MatchError> {
        if let Some(winner) = self.winner() {
            return Err(MatchError::MatchOver { winner });
        }
        let info = MatchInfo { game: self.next_game_number(), scores: self.scores() };
        Ok(Spite::deal(self.rules, seed, self.next_starter(), info))
    }

    /// Adds a finished game's result. The game must be the one
    /// `next_game` dealt last, so no game is counted twice.
    pub fn record(&mut self, game: &Spite) -> Result<GameResult, MatchError> {
        if let Some(winner) = self.winner() {
            return Err(MatchError::MatchOver { winner });
        }
        let expected = self.next_game_number();
        let found = game.match_info().game;
        if found != expected {
            return Err(MatchError::WrongGame { expected, found });
        }
        let (winner, points) = match game.status() {
            Status::Playing => return Err(MatchError::GameNotOver),
            Status::Won { seat, points } => (Some(seat), points),
            Status::Drawn => (None, 0),
        };
        let result = GameResult { starter: game.starter(), winner, points };
        self.results.push(result);
        Ok(result)
    }

    /// The number the next game will carry, from 1.
    fn next_game_number(&self) -> u32 {
        u32::try_from(self.results.len()).map_or(u32::MAX, |n| n.saturating_add(1))
    }
}
