//! Every game's ladder of bot levels: at least five rungs, weakest first,
//! the old names on rungs of the game, and every rung a bot that plays a
//! legal move.

use malice_table::core::{Bot, Game, Level, StopSignal};
use malice_table::games::GameKind;
use malice_table::games::malefiz::{self, Malefiz};
use malice_table::games::malice::{self, Malice, Rules};
use malice_table::games::spite::{self, Spite};

#[test]
fn every_ladder_has_five_rungs_or_more_weakest_first_with_the_old_names_on_it() {
    for game in GameKind::ALL {
        let ladder = game.ladder();
        assert!(ladder.rungs.len() >= 5, "{}: {} rungs", game.title(), ladder.rungs.len());
        let places: Vec<usize> = ladder.levels().filter_map(Level::rung).collect();
        assert_eq!(places.len(), ladder.rungs.len(), "{}: only rungs, no old names", game.title());
        assert!(places.windows(2).all(|w| w[0] < w[1]), "{}: weakest first: {places:?}", game.title());
        for (old, now) in Level::OLD.into_iter().zip(ladder.old) {
            assert!(ladder.rung(now).is_some(), "{}: {old} stands for {now}, a rung", game.title());
            assert_eq!(ladder.resolve(old), now);
        }
        assert!(
            ladder.rungs.iter().all(|r| !r.about.is_empty()),
            "{}: every rung says what to expect",
            game.title()
        );
        for level in Level::ALL {
            assert!(ladder.rung(ladder.resolve(level)).is_some(), "{}: {level} finds a rung", game.title());
        }
    }
}

/// Whether `bot` plays a legal move for the side to move in `state`.
fn plays_legally<G: Game>(state: &G, mut bot: Box<dyn Bot<G>>) -> bool {
    let Some(seat) = state.to_move() else { return false };
    let Some(mv) = bot.choose(&state.view(seat), &StopSignal::never()) else { return false };
    state.clone().play(&mv).is_ok()
}

#[test]
fn every_rung_of_every_game_plays_a_legal_move() {
    let malice = Malice::new(Rules::default());
    // A Malefiz colour that has rolled, so that the bots choose a piece.
    let mut malefiz = Malefiz::classic_start(3);
    malefiz.play(&malefiz::Move::Roll).expect("a roll");
    let spite = Spite::new(spite::Rules::default(), 5);
    for level in GameKind::Malice.ladder().levels() {
        assert!(plays_legally(&malice, malice::bot::make_bot(level, 1)), "Malice {level}");
    }
    for level in GameKind::Malefiz.ladder().levels() {
        assert!(plays_legally(&malefiz, malefiz::bot::make_bot(level, 1)), "Malefiz {level}");
    }
    for level in GameKind::Spite.ladder().levels() {
        assert!(plays_legally(&spite, spite::bot::make_bot(level, 1)), "Spite & Malice {level}");
    }
}
