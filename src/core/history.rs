//! Every state of a game, so undo, redo and viewing any earlier position are
//! all O(1).

use super::game::{Game, IllegalMove};

/// One played move with the state it produced and its log line.
#[derive(Clone, Debug)]
pub struct Ply<G: Game> {
    /// The move.
    pub mv: G::Move,
    /// The state after it.
    pub after: G,
    /// Its line in the move log.
    pub log: String,
}

/// The line of play: the start state and every move after it, with a cursor
/// that undo and redo move. Moves past the cursor are the redo list.
#[derive(Clone, Debug)]
pub struct History<G: Game> {
    start: G,
    plies: Vec<Ply<G>>,
    cursor: usize,
}

impl<G: Game> History<G> {
    /// A history that starts at `start`.
    pub fn new(start: G) -> Self {
        History { start, plies: Vec::new(), cursor: 0 }
    }

    /// The state at the cursor (the present).
    pub fn current(&self) -> &G {
        self.state_at(self.cursor)
    }

    /// The start state.
    pub fn start(&self) -> &G {
        &self.start
    }

    /// The state after `ply` moves (0 is the start); clamps past the end.
    pub fn state_at(&self, ply: usize) -> &G {
        match ply.min(self.plies.len()) {
            0 => &self.start,
            n => &self.plies[n - 1].after,
        }
    }

    /// How many moves have been played up to the present.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The moves up to the present.
    pub fn played(&self) -> &[Ply<G>] {
        &self.plies[..self.cursor]
    }

    /// Every recorded move, including those that can be redone.
    pub fn all(&self) -> &[Ply<G>] {
        &self.plies
    }

    /// Plays `mv` at the present; the redo list is dropped.
    pub fn play(&mut self, mv: G::Move) -> Result<(), IllegalMove<G::Illegal>> {
        let before = self.current();
        let mut after = before.clone();
        after.play(&mv)?;
        let log = before.log_entry(&mv);
        self.plies.truncate(self.cursor);
        self.plies.push(Ply { mv, after, log });
        self.cursor += 1;
        Ok(())
    }

    /// Records a move played elsewhere, with the state it produced there,
    /// at the present (the redo list is dropped): how a network guest keeps
    /// the line the host's engine judged, where it cannot replay it (its
    /// state hides what its seat may not see, so dice and deals are the
    /// host's). The log line is written from this history's own state.
    pub fn record(&mut self, mv: G::Move, after: G) {
        let cursor = self.cursor;
        let before = if cursor == 0 { &mut self.start } else { &mut self.plies[cursor - 1].after };
        before.settle_chance(&mv, &after);
        let log = self.current().log_entry(&mv);
        self.plies.truncate(self.cursor);
        self.plies.push(Ply { mv, after, log });
        self.cursor += 1;
    }

    /// Whether one move can be undone.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0 && self.state_at(self.cursor - 1).undoable(&self.plies[self.cursor - 1].mv)
    }

    /// Whether one move can be redone.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.plies.len()
    }

    /// Steps back one move; false if there is nothing (allowed) to undo.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        self.cursor -= 1;
        true
    }

    /// Steps forward one move; false if there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        self.cursor += 1;
        true
    }

    /// Undoes until `stop` accepts the state (at least one move), e.g. back
    /// to a person's previous decision when playing a bot. Returns how many
    /// moves were undone; undoes nothing if no such state is reachable.
    pub fn undo_until(&mut self, stop: impl Fn(&G) -> bool) -> usize {
        let Some(target) = self.undo_target(stop) else { return 0 };
        let undone = self.cursor - target;
        self.cursor = target;
        undone
    }

    /// Where [`History::undo_until`] would go: the latest earlier ply whose
    /// state `stop` accepts, reached over moves that may be undone.
    pub fn undo_target(&self, stop: impl Fn(&G) -> bool) -> Option<usize> {
        let mut target = self.cursor;
        while target > 0 {
            let prev = self.state_at(target - 1);
            if !prev.undoable(&self.plies[target - 1].mv) {
                return None;
            }
            target -= 1;
            if stop(self.state_at(target)) {
                return Some(target);
            }
        }
        None
    }

    /// Takes the line back to `ply` moves for good (nothing to redo): how a
    /// network game's take-back, once everyone agreed, is kept on every
    /// machine. Nothing happens past the present.
    pub fn take_back(&mut self, ply: usize) {
        if ply <= self.cursor {
            self.plies.truncate(ply);
            self.cursor = ply;
        }
    }

    /// Redoes until `stop` accepts the state (at least one move). Returns how
    /// many moves were redone.
    pub fn redo_until(&mut self, stop: impl Fn(&G) -> bool) -> usize {
        let start = self.cursor;
        while self.redo() {
            if stop(self.current()) {
                break;
            }
        }
        self.cursor - start
    }
}
