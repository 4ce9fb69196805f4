//! Where each person stands, from their records ([`People`]): their rating
//! on a game's ladder against the bots, how it grew game by game, the rung
//! to offer as an even game and the one to try next; and, apart from the
//! ladder, the ratings of the people who played each other.

use super::rating::{self, Against, PersonRating};
use crate::arena::rating::{Pairing, Rating, ratings};
use crate::core::Level;
use crate::store::GameKind;
use crate::store::people::{BotGame, People, Score};

/// The Elo of the rung `level` stands for on `game`'s ladder, when it has
/// been measured.
pub fn rung_elo(game: GameKind, level: Level) -> Option<f64> {
    let ladder = game.ladder();
    ladder.rung(ladder.resolve(level))?.elo.map(f64::from)
}

/// The measured rungs of `game`'s ladder: each level and its Elo,
/// weakest first.
pub fn measured_rungs(game: GameKind) -> Vec<(Level, f64)> {
    game.ladder().rungs.iter().filter_map(|r| Some((r.level, f64::from(r.elo?)))).collect()
}

/// The Elo a person with no games is taken to have: the middle measured
/// rung's (0 on a ladder not yet measured).
pub fn starting_guess(game: GameKind) -> f64 {
    let rungs = measured_rungs(game);
    rungs.get(rungs.len() / 2).map_or(0.0, |&(_, elo)| elo)
}

/// A game's results as the rating counts them: each measured bot met.
fn results(game: GameKind, played: &BotGame) -> impl Iterator<Item = Against> + '_ {
    played.against.iter().filter_map(move |&(level, score)| {
        Some(Against { elo: rung_elo(game, level)?, points: score.points() })
    })
}

/// `name`'s rating on `game`'s ladder from all their games against bots.
pub fn ladder_rating(people: &People, name: &str, game: GameKind) -> PersonRating {
    let games: Vec<Against> =
        people.bot_games(name, game).into_iter().flat_map(|g| results(game, g)).collect();
    rating::rate(&games, starting_guess(game))
}

/// `name`'s rating on `game`'s ladder after each of their games against
/// bots, oldest first: the line of the graph.
pub fn ladder_history(people: &People, name: &str, game: GameKind) -> Vec<PersonRating> {
    let guess = starting_guess(game);
    let mut games = Vec::new();
    people
        .bot_games(name, game)
        .into_iter()
        .map(|played| {
            games.extend(results(game, played));
            rating::rate(&games, guess)
        })
        .collect()
}

/// The level to offer `name` as an even game of `game` ("about 50% for
/// you"): the measured rung their rating expects to score nearest ½
/// against. `None` before they have played a game against bots, or on a
/// ladder not yet measured.
pub fn even_level(people: &People, name: &str, game: GameKind) -> Option<Level> {
    if people.bot_games(name, game).is_empty() {
        return None;
    }
    let rungs = measured_rungs(game);
    let elos: Vec<f64> = rungs.iter().map(|&(_, elo)| elo).collect();
    let even = rating::nearest_even(&ladder_rating(people, name, game), &elos)?;
    Some(rungs[even].0)
}

/// The level to suggest next to `name` in `game`: the one above, after
/// [`rating::WINS_TO_MOVE_UP`] straight wins against one level (in games
/// against that one bot alone).
pub fn next_level(people: &People, name: &str, game: GameKind) -> Option<Level> {
    let ladder = game.ladder();
    let levels: Vec<Level> = ladder.levels().collect();
    let latest: Vec<(usize, f64)> = people
        .bot_games(name, game)
        .into_iter()
        .map(|g| match g.against.as_slice() {
            [(level, score)] => levels
                .iter()
                .position(|l| *l == ladder.resolve(*level))
                .map_or((usize::MAX, 0.0), |i| (i, score.points())),
            // A game against several bots is no run against one rung.
            _ => (usize::MAX, 0.0),
        })
        .collect();
    if latest.last().is_some_and(|&(i, _)| i == usize::MAX) {
        return None;
    }
    rating::next_up(&latest, levels.len()).map(|i| levels[i])
}

/// The ratings of everyone who played `game` against another person, on
/// a scale of their own (an average player of the pool at 0): each person
/// is also counted as having drawn one game with that average player, so
/// that a first game or a clean sweep gives a finite rating and people who
/// never met still have one. Oldest name first.
pub fn people_ratings(people: &People, game: GameKind) -> Vec<(String, Rating)> {
    let duels = people.duels(game);
    let mut names: Vec<&str> = duels.iter().flat_map(|d| [d.a.as_str(), d.b.as_str()]).collect();
    names.sort_unstable();
    names.dedup();
    let index = |name: &str| names.binary_search(&name).map(|i| i + 1).ok();
    let mut pairings: Vec<Pairing> =
        (1..=names.len()).map(|i| Pairing { a: 0, b: i, b_seats: 1, games: 1.0, a_points: 0.5 }).collect();
    for duel in duels {
        let (Some(a), Some(b)) = (index(&duel.a), index(&duel.b)) else { continue };
        pairings.push(Pairing { a, b, b_seats: 1, games: 1.0, a_points: duel.score.points() });
    }
    let Ok(rated) = ratings(names.len() + 1, &pairings) else { return Vec::new() };
    names.iter().zip(rated.into_iter().skip(1)).map(|(name, r)| ((*name).to_owned(), r)).collect()
}

/// `name`'s record against other people in `game`: won, drawn, lost.
pub fn people_record(people: &People, name: &str, game: GameKind) -> [usize; 3] {
    let mut counts = [0; 3];
    for duel in people.duels(game) {
        let score = if duel.a == name {
            duel.score
        } else if duel.b == name {
            duel.score.flipped()
        } else {
            continue;
        };
        counts[match score {
            Score::Won => 0,
            Score::Drawn => 1,
            Score::Lost => 2,
        }] += 1;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::people::Duel;

    fn one(level: Level, score: Score) -> BotGame {
        BotGame { game: GameKind::Spite, when: 0, against: vec![(level, score)] }
    }

    #[test]
    fn wins_raise_the_rating_and_the_graph_has_a_point_a_game() {
        let mut people = People::default();
        let before = ladder_rating(&people, "Ann", GameKind::Spite);
        assert_eq!(before.elo, starting_guess(GameKind::Spite));
        for _ in 0..4 {
            people.add_bot_game("Ann", one(Level::Club, Score::Won));
        }
        let after = ladder_rating(&people, "Ann", GameKind::Spite);
        assert!(after.elo > before.elo + 50.0, "{after:?}");
        assert!(after.margin < before.margin);
        let graph = ladder_history(&people, "Ann", GameKind::Spite);
        assert_eq!(graph.len(), 4);
        assert!(graph.windows(2).all(|w| w[1].elo > w[0].elo), "each win raises it");
        assert_eq!(graph[3], after);
        assert_eq!(ladder_rating(&people, "Bo", GameKind::Spite), before, "Bo's is his own");
    }

    #[test]
    fn the_even_level_follows_the_rating_and_three_straight_wins_move_up() {
        let mut people = People::default();
        assert_eq!(even_level(&people, "Ann", GameKind::Spite), None, "no games, no mark");
        for _ in 0..6 {
            people.add_bot_game("Ann", one(Level::Newcomer, Score::Lost));
        }
        assert_eq!(even_level(&people, "Ann", GameKind::Spite), Some(Level::Newcomer));
        assert_eq!(next_level(&people, "Ann", GameKind::Spite), None);
        for _ in 0..3 {
            people.add_bot_game("Ann", one(Level::Casual, Score::Won));
        }
        assert_eq!(next_level(&people, "Ann", GameKind::Spite), Some(Level::Club));
        people.add_bot_game(
            "Ann",
            BotGame { game: GameKind::Spite, when: 0, against: vec![(Level::Casual, Score::Won); 2] },
        );
        assert_eq!(next_level(&people, "Ann", GameKind::Spite), None, "a game against two bots ends the run");
    }

    #[test]
    fn people_are_rated_among_themselves_and_the_winner_is_above() {
        let mut people = People::default();
        let duel = |a: &str, b: &str, score| Duel {
            game: GameKind::Malice,
            when: 0,
            a: a.into(),
            b: b.into(),
            score,
        };
        for _ in 0..3 {
            people.add_duel(duel("Ann", "Bo", Score::Won));
        }
        people.add_duel(duel("Cy", "Di", Score::Drawn));
        let rated = people_ratings(&people, GameKind::Malice);
        let elo = |name: &str| rated.iter().find(|(n, _)| n == name).map(|(_, r)| r.elo).expect("rated");
        assert!(elo("Ann") > 0.0 && elo("Bo") < 0.0 && elo("Ann") - elo("Bo") > 100.0, "{rated:?}");
        assert!(elo("Cy").abs() < 1e-6 && elo("Di").abs() < 1e-6, "{rated:?}");
        assert!(rated.iter().all(|(_, r)| r.margin.is_finite() && r.margin > 0.0));
        assert_eq!(people_record(&people, "Bo", GameKind::Malice), [0, 0, 3]);
        assert!(people_ratings(&people, GameKind::Spite).is_empty());
        assert!(ladder_rating(&people, "Ann", GameKind::Malice).games == 0, "never on the ladder");
    }
}
