//! The game at a screen's table as a save, and a save put on the table:
//! its start from its setup and seeds (or its position, for a network
//! guest's game), its moves and review; what may be saved and why not.

use super::GameScreen;
use super::refusal::SaveRefusal;
use super::view::GameView;
use crate::core::{History, Seat, Session};
use crate::games::{Bots, Registration, Saves};
use crate::store::save::{LoadError, SaveFile};

impl<V: GameView> GameScreen<V> {
    /// Puts the game of `save` on the table (with its review).
    pub(super) fn load(&mut self, save: &SaveFile) -> Result<(), LoadError> {
        let (history, series) = save.replay::<V::Game>()?;
        self.go_offline();
        // Friends who played from elsewhere play at this screen now.
        let seats = save
            .seats
            .iter()
            .map(|s| match s.controller {
                crate::core::Controller::Remote => Seat::human(s.name.clone()),
                _ => s.clone(),
            })
            .collect();
        let session = Session::from_history(history, seats, save.bot_seed, <V::Game as Bots>::BOTS);
        self.setup = self.view.restore(save, session.current(), series);
        self.begin(session, save.seed);
        self.from_position = save.position.is_some();
        // A move reads back as the legal move the save writes that way.
        let read = |state: &V::Game, text: &str| {
            let mut moves = Vec::new();
            crate::core::Game::legal_moves(state, &mut moves);
            moves.into_iter().find(|mv| <V::Game as Saves>::write_move(state, mv) == text)
        };
        self.reviewer.restore(save.review.as_ref(), self.table.session.history(), read);
        Ok(())
    }

    /// The game in progress as a save without its moves or review: its
    /// setup and seeds, once they are known to rebuild its start.
    pub(super) fn saved_start(&self) -> Result<SaveFile, SaveRefusal> {
        self.start_saves.clone()?;
        let session = &self.table.session;
        let start = History::new(session.history().start().clone());
        let series = self.view.saved_series();
        Ok(SaveFile::of(&start, session.seats.clone(), self.game_seed, session.bot_seed(), series.as_ref())?)
    }

    /// The game in progress as a save that goes on from a position: a
    /// guest's line cannot be replayed (the dice and the deal were the
    /// host's), so it goes on from where it stands; a game opened from such
    /// a save replays from its position.
    pub(super) fn position_save(&self) -> Result<SaveFile, SaveRefusal> {
        let session = &self.table.session;
        let history = session.history();
        let series = self.view.saved_series();
        let from = if self.is_guest() { history.current() } else { history.start() };
        let save = SaveFile::at_position(
            from,
            history.start(),
            session.seats.clone(),
            session.bot_seed(),
            series.as_ref(),
        )?;
        if self.is_guest() {
            return Ok(save);
        }
        let write = <V::Game as Saves>::write_move;
        Ok(SaveFile {
            moves: SaveFile::moves_of(history, write),
            review: self.reviewer.saved(history, write),
            ..save
        })
    }

    /// Whether the start of the game in progress comes back from the
    /// variant and the seed a save records, or why not.
    pub(super) fn start_check(&self) -> Result<(), SaveRefusal> {
        let session = &self.table.session;
        let start = History::new(session.history().start().clone());
        let series = self.view.saved_series();
        let save =
            SaveFile::of(&start, session.seats.clone(), self.game_seed, session.bot_seed(), series.as_ref())?;
        match save.history::<V::Game>() {
            Ok(rebuilt) if rebuilt.start() == start.start() => Ok(()),
            _ => Err(SaveRefusal::SetupPosition),
        }
    }

    /// Whether the game in progress saves now, or why not: from its deal,
    /// or at a network guest's table from the position it has reached.
    pub fn save_offer(&self) -> Result<(), SaveRefusal> {
        if self.saves_position() { Ok(()) } else { self.start_saves.clone() }
    }

    /// Whether a save holds a position rather than the deal: at a network
    /// guest's table, until the host's secret rebuilds the game, and for a
    /// game opened from such a save.
    pub(super) fn saves_position(&self) -> bool {
        let guest_of_chance = <V::Game as Registration>::FACTS.chance
            && self.online.as_ref().is_some_and(|o| o.is_guest() && !o.checked());
        guest_of_chance || (self.from_position && self.start_saves.is_err())
    }

    pub(super) fn is_guest(&self) -> bool {
        self.online.as_ref().is_some_and(crate::net::session::Online::is_guest)
    }

    /// The game in progress as a save: its setup, seeds and moves (see
    /// [`GameScreen::position_save`] for a game that is not dealt again).
    pub(super) fn save(&self) -> Result<SaveFile, SaveRefusal> {
        if self.saves_position() {
            return self.position_save();
        }
        let save = self.saved_start()?;
        let history = self.table.session.history();
        let write = <V::Game as Saves>::write_move;
        Ok(SaveFile {
            moves: SaveFile::moves_of(history, write),
            review: self.reviewer.saved(history, write),
            ..save
        })
    }

    /// Keeps `written` (or, with none, the game as it stands) as the game
    /// last saved or opened.
    pub(super) fn keep_as_saved(&mut self, written: Option<&SaveFile>) {
        self.saved = match written {
            Some(save) => Some(save.clone()),
            None => self.save().ok(),
        };
    }

    /// Whether a new game would lose something: the game is under way and
    /// differs from what was last saved or opened.
    pub(super) fn unsaved_progress(&self) -> bool {
        super::table::under_way(&self.table.session) && self.saved.as_ref() != self.save().ok().as_ref()
    }
}
