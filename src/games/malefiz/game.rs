//! Malefiz as a `core::Game`: seats, checked play, the result, the move
//! log, and reading moves typed by a person.

use super::illegal::Illegal;
use super::notation::{Move, NotationError};
use super::state::Malefiz;
use crate::core::{Game, IllegalMove, Outcome, SeatIndex, SeatSet};

impl Malefiz {
    /// Reads a move in notation (`roll`, `h-c3`, `f-i5`, `c3-e6`,
    /// `h-a3/a11`, `pass`) and returns it if it is legal here. The error
    /// says whether the text is malformed or the move is not legal.
    pub fn parse_move(&self, text: &str) -> Result<Move, IllegalMove<Illegal>> {
        let text = text.trim();
        let mv: Move =
            text.parse().map_err(|e: NotationError| IllegalMove::new(text, Illegal::Malformed(e)))?;
        self.check(&mv)?;
        Ok(mv)
    }

    /// The move-log line for `mv` played from here: the colour, the roll,
    /// the move, and what it did. `Red 5: h-a3 takes barricade → a11`,
    /// `Yellow 4: k3-i5 hits Green`, `Red 2: pass`, `Red rolls 5`.
    pub fn log_line(&self, mv: &Move) -> String {
        let colour = self.turn();
        let roll = self.roll().map_or_else(|| "?".to_owned(), |r| r.to_string());
        match *mv {
            Move::Roll => format!("{colour} rolls {}", self.next_roll()),
            Move::Pass => format!("{colour} {roll}: pass"),
            Move::Piece { from, to, place } => {
                let head = format!("{colour} {roll}: {from}-{to}");
                if let (true, Some(place)) = (self.has_barricade(to), place) {
                    return format!("{head} takes barricade → {place}");
                }
                if let Some(victim) = self.piece_at(to).filter(|&c| c != colour) {
                    let forest = self.board().is_village(to) && self.board().forest_exit().is_some();
                    return format!("{head} hits {victim}{}", if forest { " → forest" } else { "" });
                }
                if to == self.board().goal() {
                    return format!("{head} reaches the goal and wins");
                }
                head
            }
        }
    }
}

impl Game for Malefiz {
    type Move = Move;
    type View = Malefiz;
    type Illegal = Illegal;

    fn seat_count(&self) -> usize {
        self.colours().len()
    }

    fn to_move(&self) -> Option<SeatIndex> {
        if self.is_over() { None } else { self.seat_of(self.turn()) }
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        self.for_each_legal_move(|mv| out.push(mv));
    }

    fn why_illegal(&self, mv: &Move) -> Option<Illegal> {
        // The engine's own rule check (inherent, in movegen.rs).
        Malefiz::why_illegal(self, mv)
    }

    fn play(&mut self, mv: &Move) -> Result<(), IllegalMove<Illegal>> {
        self.check(mv)?;
        self.play_unchecked(mv);
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        let seat = self.seat_of(self.winner()?)?;
        Some(Outcome::Win(SeatSet::single(seat)))
    }

    fn view(&self, _seat: SeatIndex) -> Malefiz {
        self.clone()
    }

    fn settle_chance(&mut self, mv: &Move, after: &Malefiz) {
        // A guest's state has a stand-in generator: once the roll is
        // known, give it one whose next face is that roll (a few seeds
        // find one), so the log line names it.
        let (Move::Roll, Some(rolled)) = (mv, after.roll()) else { return };
        if self.next_roll() == rolled {
            return;
        }
        if let Some(rng) = (0..4096).map(crate::core::Rng::seeded).find(|rng| super::state::draw_face(&mut rng.clone()) == rolled) {
            self.rng = rng;
        }
    }

    fn log_entry(&self, mv: &Move) -> String {
        self.log_line(mv)
    }
}
