//! What a finished game tells the coach: for each person at this
//! computer, how it went against each bot at the table, and for each two
//! people (here or at another computer) how it went between them.
//!
//! A result between two seats is known when one of them is among the
//! winners and the other is not (a win and a loss), or when nobody won (a
//! draw). Two seats both among the winners (partners) or both beaten (in
//! a Malefiz game someone else won: who came second is not known) say
//! nothing of each other, and are not counted.

use crate::core::{Controller, Outcome, Seat, SeatIndex};
use crate::store::GameKind;
use crate::store::people::{BotGame, Duel, People, Score};

/// How it went for `me` against `other`, when the outcome says.
pub fn score(outcome: &Outcome, me: SeatIndex, other: SeatIndex) -> Option<Score> {
    match outcome {
        Outcome::Draw => Some(Score::Drawn),
        Outcome::Win(winners) => match (winners.contains(me), winners.contains(other)) {
            (true, false) => Some(Score::Won),
            (false, true) => Some(Score::Lost),
            _ => None,
        },
    }
}

/// Whether a person plays `seat`: at this computer, or at another one.
fn person(seat: &Seat) -> bool {
    matches!(seat.controller, Controller::Human | Controller::Remote)
}

/// Keeps a finished game of `game` (its `seats` and `outcome`, ended at
/// `when`, seconds since 1970) in `people`: each person at this computer's
/// results against the bots, and every two people's result between them.
/// A seat's name that two seats share is one person playing both sides,
/// which rates nobody.
pub fn keep(people: &mut People, game: GameKind, seats: &[Seat], outcome: &Outcome, when: u64) {
    for (me, seat) in seats.iter().enumerate().filter(|(_, s)| s.controller == Controller::Human) {
        let against = seats
            .iter()
            .enumerate()
            .filter_map(|(other, s)| match s.controller {
                Controller::Bot(level) => Some((level, score(outcome, me, other)?)),
                _ => None,
            })
            .collect();
        if seats.iter().filter(|s| s.name == seat.name).count() == 1 {
            people.add_bot_game(&seat.name, BotGame { game, when, against });
        }
    }
    for (a, first) in seats.iter().enumerate().filter(|(_, s)| person(s)) {
        for (b, second) in seats.iter().enumerate().skip(a + 1).filter(|(_, s)| person(s)) {
            if first.name == second.name {
                continue;
            }
            if let Some(score) = score(outcome, a, b) {
                people.add_duel(Duel { game, when, a: first.name.clone(), b: second.name.clone(), score });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Level, SeatSet};

    fn set(seats: &[SeatIndex]) -> SeatSet {
        seats.iter().fold(SeatSet::default(), |s, &i| s.with(i))
    }

    #[test]
    fn a_person_against_bots_is_scored_against_each_bot_the_outcome_places() {
        let seats = [
            Seat::human("Ann"),
            Seat::bot("Bot 1", Level::Casual),
            Seat::bot("Bot 2", Level::Expert),
            Seat::bot("Bot 3", Level::Club),
        ];
        let mut people = People::default();
        keep(&mut people, GameKind::Malefiz, &seats, &Outcome::Win(set(&[0])), 5);
        keep(&mut people, GameKind::Malefiz, &seats, &Outcome::Win(set(&[2])), 6);
        let games = people.bot_games("Ann", GameKind::Malefiz);
        assert_eq!(
            games[0].against,
            [(Level::Casual, Score::Won), (Level::Expert, Score::Won), (Level::Club, Score::Won)]
        );
        // The Expert won: Ann lost to it; the order of the others is unknown.
        assert_eq!(games[1].against, [(Level::Expert, Score::Lost)]);
        assert!(people.duels.is_empty());
    }

    #[test]
    fn partners_say_nothing_of_each_other_and_a_draw_is_a_draw_against_all() {
        let seats = [
            Seat::human("Ann"),
            Seat::bot("N", Level::Club),
            Seat::bot("E", Level::Master),
            Seat::bot("W", Level::Club),
        ];
        let mut people = People::default();
        // A team game: seats 0 and 2 against 1 and 3.
        keep(&mut people, GameKind::Malice, &seats, &Outcome::Win(set(&[1, 3])), 1);
        keep(&mut people, GameKind::Malice, &seats, &Outcome::Draw, 2);
        let games = people.bot_games("Ann", GameKind::Malice);
        assert_eq!(games[0].against, [(Level::Club, Score::Lost), (Level::Club, Score::Lost)]);
        assert_eq!(games[1].against.len(), 3);
        assert!(games[1].against.iter().all(|(_, s)| *s == Score::Drawn));
    }

    #[test]
    fn people_playing_each_other_are_kept_apart_from_the_ladder() {
        let mut people = People::default();
        let hot_seat = [Seat::human("Ann"), Seat::human("Bo")];
        keep(&mut people, GameKind::Spite, &hot_seat, &Outcome::Win(set(&[1])), 3);
        let online = [Seat::human("Ann"), Seat { name: "Cy".into(), controller: Controller::Remote }];
        keep(&mut people, GameKind::Spite, &online, &Outcome::Win(set(&[0])), 4);
        assert!(people.bot_games("Ann", GameKind::Spite).is_empty());
        let duels: Vec<(&str, &str, Score)> =
            people.duels(GameKind::Spite).iter().map(|d| (d.a.as_str(), d.b.as_str(), d.score)).collect();
        assert_eq!(duels, [("Ann", "Bo", Score::Lost), ("Ann", "Cy", Score::Won)]);
        // One person at both seats rates nobody.
        let alone = [Seat::human("Ann"), Seat::human("Ann")];
        keep(&mut people, GameKind::Spite, &alone, &Outcome::Win(set(&[0])), 5);
        assert_eq!(people.duels.len(), 2);
    }
}
