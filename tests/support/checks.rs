//! What the property tests and the soak check after every move: the rules
//! of bookkeeping that no game may ever break, and the ways a state is
//! written down (notation, position strings, saves) reading back exactly.
//!
//! Every check returns `Err` with a message instead of panicking, so the
//! property tests can shrink a failure and the soak can name the game.

use malice_table::core::{Game, History};
use malice_table::games::malefiz::{self, Malefiz};
use malice_table::games::malice::{self, Malice, Size};
use malice_table::games::spite::{self, CARD_COUNT, Spite, Style};
use malice_table::store::save::SaveFile;
use std::fmt;

/// Pieces of each size in a game of Malice (4 on each of the 4 quadrants,
/// a third of them of each size).
pub const MALICE_PIECES_PER_SIZE: u32 = 8;
/// Pieces in a game of Malice.
pub const MALICE_PIECES: u32 = 24;

/// `Err(message)` unless `cond`.
macro_rules! ensure {
    ($cond:expr, $($msg:tt)+) => {
        if !$cond {
            return Err(format!($($msg)+));
        }
    };
}

/// A game's state with the checks that belong to it.
pub trait Checked: Game + PartialEq + fmt::Debug {
    /// The invariants of this state on its own.
    fn check_state(&self) -> Result<(), String>;
    /// How the state is named in a failure message.
    fn describe(&self) -> String {
        format!("{self:?}")
    }
}

/// The checks every game shares: a game goes on exactly while someone is to
/// move, who then has a move, and the save format reads the state back.
pub fn check_common<G: Checked>(game: &G) -> Result<(), String> {
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    let has_moves = !legal.is_empty();
    ensure!(
        game.to_move().is_some() == has_moves,
        "to_move {:?} but {} legal moves",
        game.to_move(),
        legal.len()
    );
    ensure!(
        game.outcome().is_some() == game.to_move().is_none(),
        "outcome {:?} while to_move is {:?}",
        game.outcome(),
        game.to_move()
    );
    // The game's own checks first: their messages say what broke, where
    // reading the state back only says that it did.
    game.check_state()?;
    let text = ron::to_string(game).map_err(|e| format!("the state does not serialise: {e}"))?;
    let back: G =
        ron::from_str(&text).map_err(|e| format!("the serialised state does not read back: {e}\n{text}"))?;
    ensure!(back == *game, "the serialised state reads back as another state:\n{text}");
    Ok(())
}

/// Plays `mv` (which must be legal) into `history` and checks that it was
/// played exactly, can be undone to the exact earlier state where the game
/// allows undo, and redone to the exact later one. `foreign` is a move from
/// elsewhere: playing it must either be legal or change nothing.
pub fn play_checked<G: Checked>(
    history: &mut History<G>,
    mv: G::Move,
    foreign: Option<&G::Move>,
) -> Result<(), String> {
    let before = history.current().clone();
    let mut legal = Vec::new();
    before.legal_moves(&mut legal);
    ensure!(legal.contains(&mv), "{mv:?} is not among the {} legal moves", legal.len());

    if let Some(other) = foreign {
        let mut probe = before.clone();
        match probe.play(other) {
            Ok(()) => ensure!(legal.contains(other), "the illegal move {other:?} was played"),
            Err(e) => {
                ensure!(!legal.contains(other), "the legal move {other:?} was refused: {e}");
                ensure!(probe == before, "the refused move {other:?} changed the state");
            }
        }
    }

    let mut direct = before.clone();
    direct.play(&mv).map_err(|e| format!("the legal move {mv:?} was refused: {e}"))?;
    history.play(mv.clone()).map_err(|e| format!("history refused {mv:?}: {e}"))?;
    let cursor = history.cursor();
    ensure!(*history.current() == direct, "history and a direct play of {mv:?} disagree");
    ensure!(*history.state_at(cursor - 1) == before, "playing {mv:?} changed the state before it");
    if before.undoable(&mv) {
        ensure!(history.undo(), "{mv:?} is undoable but undo refused");
        ensure!(*history.current() == before, "undoing {mv:?} did not restore the state");
        ensure!(history.redo(), "redo after undoing {mv:?} refused");
        ensure!(*history.current() == direct, "redoing {mv:?} did not give the same state");
    } else {
        ensure!(!history.can_undo(), "{mv:?} reveals something but can be undone");
    }
    Ok(())
}

/// Malice: piece conservation, scores that match the captured pieces, the
/// position string and every legal move's notation reading back.
impl Checked for Malice {
    fn check_state(&self) -> Result<(), String> {
        let mut points_captured = 0;
        for size in Size::ALL {
            let on_board = self.pieces(size).count_ones();
            ensure!(on_board <= MALICE_PIECES_PER_SIZE, "{on_board} {size} pieces on the board");
            points_captured += (MALICE_PIECES_PER_SIZE - on_board) * size.points();
        }
        let scores = self.score(malice::Side::South) + self.score(malice::Side::North);
        ensure!(
            scores == points_captured,
            "scores add up to {scores} but the captured pieces are worth {points_captured}"
        );

        let text = self.position();
        let back = Malice::from_position(&text, self.rules())
            .map_err(|e| format!("`{text}` does not read back: {e}"))?;
        ensure!(back == *self, "`{text}` reads back as `{}`", back.position());

        for mv in self.legal_move_list() {
            let written = mv.to_string();
            let read =
                self.parse_move(&written).map_err(|e| format!("`{written}` does not read back: {e}"))?;
            ensure!(read == mv, "`{written}` reads back as {read:?}, not {mv:?}");
            let mut after = self.clone();
            after.play(&mv).map_err(|e| e.to_string())?;
            let line = self.log_entry(&mv);
            let read =
                self.parse_move(&line).map_err(|e| format!("log line `{line}` does not read back: {e}"))?;
            ensure!(read == mv, "log line `{line}` reads back as {read:?}, not {mv:?}");
        }
        Ok(())
    }

    fn describe(&self) -> String {
        format!("{} ({:?})", self.position(), self.rules())
    }
}

/// Malefiz: every barricade and every piece accounted for, the position
/// string and every legal move's notation reading back.
impl Checked for Malefiz {
    fn check_state(&self) -> Result<(), String> {
        let board = self.board();
        let barricades = self.barricades().len();
        let expected = board.barricade_starts().count();
        ensure!(barricades == expected, "{barricades} barricades on the board, not {expected}");
        for colour in malefiz::Colour::ALL {
            let total = self.pieces_on_board(colour).len()
                + usize::from(self.in_house(colour))
                + usize::from(self.in_forest(colour));
            let expected =
                if self.colours().contains(colour) { usize::from(board.pieces_per_colour()) } else { 0 };
            ensure!(total == expected, "{colour} has {total} pieces, not {expected}");
        }

        let text = self.position();
        let mut back = Malefiz::from_position_on(&text, self.board_arc().clone())
            .map_err(|e| format!("`{text}` does not read back: {e}"))?;
        ensure!(back.position() == text, "`{text}` prints back as `{}`", back.position());
        if board.is_builtin() {
            let named =
                Malefiz::from_position(&text).map_err(|e| format!("`{text}` on the named board: {e}"))?;
            ensure!(named.position() == text, "`{text}` on the named board prints as `{}`", named.position());
        }
        if let Some(roll) = self.roll() {
            back.set_roll(roll).map_err(|e| format!("the roll {roll}: {e}"))?;
        }
        ensure!(
            back.phase() == self.phase(),
            "`{text}` reads back in phase {:?}, not {:?}",
            back.phase(),
            self.phase()
        );
        ensure!(back.turn() == self.turn(), "`{text}` reads back with {} to move", back.turn());
        let legal = self.legal_move_list();
        ensure!(back.legal_move_list() == legal, "`{text}` reads back with other legal moves");

        for mv in legal {
            let written = mv.to_string();
            let read =
                self.parse_move(&written).map_err(|e| format!("`{written}` does not read back: {e}"))?;
            ensure!(read == mv, "`{written}` reads back as {read:?}, not {mv:?}");
        }
        Ok(())
    }

    fn describe(&self) -> String {
        format!("{} (phase {:?}, board {})", self.position(), self.phase(), self.board().name())
    }
}

/// Spite & Malice: all 104 cards (`check_integrity`), the seat's view
/// agreeing with the state on the legal moves, every legal move's notation
/// reading back in both styles.
impl Checked for Spite {
    fn check_state(&self) -> Result<(), String> {
        self.check_integrity().map_err(|e| format!("integrity: {e}"))?;
        let cards = (0..spite::PLAYERS)
            .filter_map(|seat| self.player(seat))
            .map(|p| p.payoff().len() + p.hand().len() + p.side_piles().iter().map(Vec::len).sum::<usize>())
            .sum::<usize>()
            + self.centre_piles().iter().map(|p| p.len()).sum::<usize>()
            + self.stock_count();
        ensure!(cards == CARD_COUNT, "{cards} cards on the table, not {CARD_COUNT}");

        let legal = self.legal_move_list();
        if let Some(seat) = self.to_move() {
            let seen = self.view(seat).legal_move_list();
            ensure!(seen == legal, "the mover's view lists other legal moves than the state");
        }
        for mv in legal {
            for style in [Style::Symbols, Style::Ascii] {
                let written = self.notation(&mv, style);
                let read =
                    self.parse_move(&written).map_err(|e| format!("`{written}` does not read back: {e}"))?;
                ensure!(read == mv, "`{written}` reads back as {read:?}, not {mv:?}");
            }
            let plain = mv.to_string();
            let read = self.parse_move(&plain).map_err(|e| format!("`{plain}` does not read back: {e}"))?;
            ensure!(read == mv, "`{plain}` reads back as {read:?}, not {mv:?}");
        }
        Ok(())
    }

    fn describe(&self) -> String {
        format!(
            "Spite & Malice, {:?}, turn {}, stock {}, payoffs {}/{}",
            self.rules(),
            self.turn(),
            self.stock_count(),
            self.payoff_count(0),
            self.payoff_count(1)
        )
    }
}

/// The save of a line of play, written as text, read back and replayed,
/// gives the same present state. `variant`, `seats` and seeds as the game
/// was set up.
pub fn check_save_round_trip<G: Checked>(
    save: SaveFile,
    history: &History<G>,
    replay: impl Fn(&SaveFile) -> Result<History<G>, malice_table::store::LoadError>,
) -> Result<(), String> {
    let text = save.to_ron();
    let read = SaveFile::parse(&text).map_err(|e| format!("the save does not read back: {e}\n{text}"))?;
    ensure!(read == save, "the save reads back as another save:\n{text}");
    let replayed = replay(&read).map_err(|e| format!("the save does not replay: {e}\n{text}"))?;
    ensure!(
        replayed.cursor() == history.cursor(),
        "the save replays {} moves, not {}",
        replayed.cursor(),
        history.cursor()
    );
    ensure!(replayed.current() == history.current(), "the save replays to another state:\n{text}");
    Ok(())
}
