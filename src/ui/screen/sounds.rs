//! What the table sounds after a move, written once for every game: the
//! move's own sound (the game's view says which: [`GameView::sound`]),
//! whoever made it (a person here, a bot, a friend elsewhere); then the
//! end of the game, or "your turn" when a bot or a friend elsewhere has
//! handed the turn to a person at this screen. Nothing sounds for moves
//! that were already there (a save opened, a game joined), for undo, redo
//! or looking back, and no move sounds twice.

use super::{GameView, Table};
use crate::core::{Controller, Game};
use crate::sound::Sound;

/// The moves the table has heard, and the sounds waiting for the app.
#[derive(Debug, Default)]
pub struct Listener {
    /// How many moves of the game at the table have been heard (or passed
    /// over in silence).
    heard: usize,
    /// The sounds asked for since the app last took them, oldest first.
    waiting: Vec<Sound>,
}

impl Listener {
    /// A listener that takes the first `ply` moves as heard.
    pub fn at(ply: usize) -> Self {
        Listener { heard: ply, waiting: Vec::new() }
    }

    /// Takes the moves up to `ply` as heard, in silence (undo, redo, the
    /// log).
    pub fn pass_over(&mut self, ply: usize) {
        self.heard = ply;
    }

    /// Sounds each move played at `table` since the last call, unless the
    /// board shows the past.
    pub fn listen<V: GameView>(&mut self, table: &Table<V::Game>) {
        let history = table.session.history();
        let cursor = history.cursor();
        let from = std::mem::replace(&mut self.heard, cursor);
        if cursor <= from || table.viewing.is_some() {
            return;
        }
        for ply in from + 1..=cursor {
            let Some(played) = history.all().get(ply - 1) else { continue };
            let sound = V::sound(history.state_at(ply - 1), &played.mv, history.state_at(ply));
            self.waiting.extend(sound);
        }
        let now = history.current();
        let last_mover = history.state_at(cursor - 1).to_move();
        let controller =
            |seat: Option<usize>| seat.and_then(|s| table.session.seats.get(s)).map(|s| s.controller);
        if now.outcome().is_some() {
            self.waiting.push(Sound::GameOver);
        } else if matches!(controller(last_mover), Some(Controller::Bot(_) | Controller::Remote))
            && controller(now.to_move()) == Some(Controller::Human)
        {
            self.waiting.push(Sound::YourTurn);
        }
    }

    /// The sounds asked for since the last call.
    pub fn take(&mut self) -> Vec<Sound> {
        std::mem::take(&mut self.waiting)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Seat, Session};
    use crate::games::Bots;
    use crate::games::malefiz::{self, Board, Colour, Malefiz};
    use crate::games::malice::{self, Malice};
    use crate::games::spite::{self, Spite};
    use crate::ui::malefiz::MalefizUi;
    use crate::ui::malice::MaliceUi;
    use crate::ui::screen::ViewSpeech;
    use crate::ui::spite::SpiteUi;

    /// Every move of a few games of `G`, played from `starts` by the first
    /// legal move and by a walk through the others, with the states
    /// around it.
    fn moves_of<G: Game + Clone>(starts: &[G], plies: usize) -> Vec<(G, G::Move, G)> {
        let mut seen = Vec::new();
        for (k, start) in starts.iter().enumerate() {
            let mut state = start.clone();
            for ply in 0..plies {
                let mut moves = Vec::new();
                state.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                let mv = moves[(ply * 7 + k * 3) % moves.len()].clone();
                let mut after = state.clone();
                if after.play(&mv).is_err() {
                    break;
                }
                seen.push((state, mv, after.clone()));
                state = after;
            }
        }
        seen
    }

    #[test]
    fn malice_captures_knock_and_quiet_moves_tap() {
        let starts: Vec<Malice> = (0..4).map(|_| Malice::new(malice::Rules::default())).collect();
        let (mut captures, mut quiet) = (0, 0);
        for (before, mv, after) in moves_of(&starts, 120) {
            let sound = MaliceUi::sound(&before, &mv, &after);
            match mv {
                malice::Move::Step { capture: true, .. } => {
                    captures += 1;
                    assert_eq!(sound, Some(Sound::Capture), "{mv}");
                }
                malice::Move::Step { .. } => {
                    quiet += 1;
                    assert_eq!(sound, Some(Sound::Move), "{mv}");
                }
                malice::Move::Pass => assert_eq!(sound, None),
            }
        }
        assert!(captures > 0 && quiet > 0, "{captures} captures, {quiet} quiet moves seen");
    }

    #[test]
    fn malefiz_rolls_rattle_hits_knock_and_barricades_thud() {
        let colours = [Colour::Red, Colour::Green, Colour::Yellow, Colour::Blue];
        let starts: Vec<Malefiz> =
            (1..=6).filter_map(|seed| Malefiz::new(Board::classic(), &colours, None, seed).ok()).collect();
        let mut heard = std::collections::BTreeMap::new();
        for (before, mv, after) in moves_of(&starts, 400) {
            let sound = MalefizUi::sound(&before, &mv, &after);
            let expected = match mv {
                malefiz::Move::Roll => Some(Sound::DieRoll),
                malefiz::Move::Pass => None,
                malefiz::Move::Piece { place: Some(_), .. } => Some(Sound::Barricade),
                malefiz::Move::Piece { to, .. } => match before.piece_at(to) {
                    Some(other) if other != before.turn() => Some(Sound::Capture),
                    _ => Some(Sound::Move),
                },
            };
            assert_eq!(sound, expected, "{mv}");
            *heard.entry(format!("{sound:?}")).or_insert(0) += 1;
        }
        for kind in ["Some(DieRoll)", "Some(Move)", "Some(Capture)", "Some(Barricade)"] {
            assert!(heard.contains_key(kind), "no move made {kind}: {heard:?}");
        }
    }

    #[test]
    fn spite_cards_played_swish_and_discards_tap() {
        let starts: Vec<Spite> = (1..=4).map(|seed| Spite::new(spite::Rules::default(), seed)).collect();
        let (mut played, mut discarded) = (0, 0);
        for (before, mv, after) in moves_of(&starts, 200) {
            let sound = SpiteUi::sound(&before, &mv, &after);
            match mv {
                spite::Move::Play { .. } => {
                    played += 1;
                    assert_eq!(sound, Some(Sound::CardPlayed));
                }
                spite::Move::Discard { .. } => {
                    discarded += 1;
                    assert_eq!(sound, Some(Sound::Move));
                }
                spite::Move::EndTurn => assert_eq!(sound, None),
            }
        }
        assert!(played > 0 && discarded > 0, "{played} played, {discarded} discarded");
    }

    /// Malice between `seats`, after the first legal move of each of
    /// `plies` moves, with a listener that has heard the start.
    fn malice_table(seats: Vec<Seat>, plies: usize) -> (Table<Malice>, Listener) {
        let game = Malice::new(malice::Rules::default());
        let mut session = Session::new(game, seats, 1, <Malice as Bots>::BOTS);
        let listener = Listener::at(0);
        for _ in 0..plies {
            let mut moves = Vec::new();
            session.current().legal_moves(&mut moves);
            let Some(first) = moves.into_iter().next() else { break };
            session.play(first).expect("legal");
        }
        (Table::new(session), listener)
    }

    #[test]
    fn a_bots_move_then_your_turn_and_no_move_twice() {
        let seats = vec![Seat::human("Ann"), Seat::bot("Bot", crate::core::Level::Club)];
        let (mut table, mut listener) = malice_table(seats, 1);
        // Ann moved: her move taps, and the turn goes to the bot in silence.
        listener.listen::<MaliceUi>(&table);
        assert_eq!(listener.take(), vec![Sound::Move]);
        listener.listen::<MaliceUi>(&table);
        assert_eq!(listener.take(), Vec::new(), "a move sounds once");
        // The bot moved: its move, then Ann's turn.
        let mut moves = Vec::new();
        table.session.current().legal_moves(&mut moves);
        table.session.play(moves[0]).expect("legal");
        listener.listen::<MaliceUi>(&table);
        assert_eq!(listener.take(), vec![Sound::Move, Sound::YourTurn]);
    }

    #[test]
    fn hot_seat_moves_do_not_chime() {
        let seats = vec![Seat::human("Ann"), Seat::human("Bob")];
        let (table, mut listener) = malice_table(seats, 3);
        listener.listen::<MaliceUi>(&table);
        assert_eq!(listener.take(), vec![Sound::Move; 3]);
    }

    #[test]
    fn nothing_sounds_while_looking_back_or_for_moves_passed_over() {
        let seats = vec![Seat::human("Ann"), Seat::human("Bob")];
        let (mut table, mut listener) = malice_table(seats, 2);
        table.viewing = Some(0);
        listener.listen::<MaliceUi>(&table);
        assert_eq!(listener.take(), Vec::new());
        table.viewing = None;
        listener.listen::<MaliceUi>(&table);
        assert_eq!(listener.take(), Vec::new(), "the moves made while looking back stay silent");
        let (table, mut listener) = malice_table(vec![Seat::human("Ann"), Seat::human("Bob")], 2);
        listener.pass_over(2);
        listener.listen::<MaliceUi>(&table);
        assert_eq!(listener.take(), Vec::new());
    }
}
