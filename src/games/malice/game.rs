//! Malice as a `core::Game`: turns, checked play, the result, and reading
//! moves typed by a person or stored in a log.

use super::illegal::Illegal;
use super::notation::{LogSuffix, Move, log_line, split_log_line};
use super::square::Side;
use super::state::Malice;
use crate::core::{Game, IllegalMove, Outcome, SeatIndex};
use std::cmp::Ordering;

impl Malice {
    /// Reads a move in notation (`Lb2-c3`, `Lb2xc7`, `pass`; a move-log
    /// line such as `Lb2-c3 ⇒ Rb6` is accepted and its landing checked) and
    /// returns the legal move it names. The error says whether the text is
    /// malformed or the move is not legal here.
    pub fn parse_move(&self, text: &str) -> Result<Move, IllegalMove<Illegal>> {
        let illegal = |reason: Illegal| IllegalMove::new(text.trim(), reason);
        let (head, suffix) = split_log_line(text).map_err(|e| illegal(Illegal::Malformed(e)))?;
        let mv: Move = head.parse().map_err(|e| illegal(Illegal::Malformed(e)))?;
        if let Some(reason) = self.why_illegal(&mv) {
            return Err(illegal(reason));
        }
        let landing = self.landing(&mv);
        let claimed = match suffix {
            LogSuffix::None => return Ok(mv),
            LogSuffix::Stays => mv_destination(&mv),
            LogSuffix::Teleported(sq) => Some(sq),
        };
        if claimed != landing {
            return Err(illegal(Illegal::WrongLanding { actual: log_line(&mv, landing) }));
        }
        Ok(mv)
    }
}

/// The square a step moves to (before teleporting).
fn mv_destination(mv: &Move) -> Option<super::square::Square> {
    match *mv {
        Move::Step { to, .. } => Some(to),
        Move::Pass => None,
    }
}

impl Game for Malice {
    type Move = Move;
    type View = Malice;
    type Illegal = Illegal;

    fn seat_count(&self) -> usize {
        self.rules.players.seat_count()
    }

    fn to_move(&self) -> Option<SeatIndex> {
        if self.is_over() { None } else { Some(self.turn_seat()) }
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        self.for_each_legal_move(|mv| out.push(mv));
    }

    fn why_illegal(&self, mv: &Move) -> Option<Illegal> {
        // The engine's own rule check (inherent, in movegen.rs).
        Malice::why_illegal(self, mv)
    }

    fn play(&mut self, mv: &Move) -> Result<(), IllegalMove<Illegal>> {
        self.check(mv)?;
        self.play_unchecked(*mv);
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end_reason()?;
        let [south, north] = self.scores;
        Some(match south.cmp(&north) {
            Ordering::Greater => Outcome::Win(self.team_seats(Side::South)),
            Ordering::Less => Outcome::Win(self.team_seats(Side::North)),
            // [house] Equal scores are a draw.
            Ordering::Equal => Outcome::Draw,
        })
    }

    fn view(&self, _seat: SeatIndex) -> Malice {
        self.clone()
    }

    /// `Lb2-c3 ⇒ Rb6`, `Lb2xc7 ⇒ Rc2`, `Lb2-c3 (stays)` or `pass`.
    fn log_entry(&self, mv: &Move) -> String {
        log_line(mv, self.landing(mv))
    }
}
