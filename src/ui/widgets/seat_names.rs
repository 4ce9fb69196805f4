//! How seats are named, by one rule everywhere (the default seats of a new
//! game and every new-game dialog): people take the names in the settings
//! in turn (the player's, then the second player's, then "Player 3", …);
//! bots are named by their level ("Hard bot"), with a number only where two
//! bots of one level sit at the same table. A name someone typed is theirs
//! and is never replaced.

use crate::core::{Controller, Level, Seat};
use crate::i18n::{self, Language};
use crate::store::settings::Settings;
use crate::ui::words;
use crate::{id, t};

/// The people's names the settings give, for naming seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatNames {
    player: String,
    second: String,
}

impl Default for SeatNames {
    fn default() -> Self {
        SeatNames::from_settings(&Settings::default())
    }
}

impl SeatNames {
    /// The names in `settings` (a blank one counts as not given). The
    /// settings' default names (`You`, `Friend`, in any language) are said
    /// in the person's language.
    pub fn from_settings(settings: &Settings) -> Self {
        let or = |name: &str, default: &str, english: &str, fallback: String| {
            let name = name.trim();
            if name.is_empty() {
                fallback
            } else {
                default_said_now(name, default, english).unwrap_or_else(|| name.to_owned())
            }
        };
        SeatNames {
            player: or(&settings.player_name, id!("name-you"), Settings::PLAYER_NAME, Self::nth_player(0)),
            second: or(
                &settings.second_player_name,
                id!("name-friend"),
                Settings::SECOND_PLAYER_NAME,
                Self::nth_player(1),
            ),
        }
    }

    /// "Player N", for the `nth` person from 0.
    fn nth_player(nth: usize) -> String {
        t!("name-player-n", n = nth + 1)
    }

    /// The name of the `nth` person at a table, from 0.
    pub fn person(&self, nth: usize) -> String {
        match nth {
            0 => self.player.clone(),
            1 => self.second.clone(),
            n => Self::nth_player(n),
        }
    }

    /// The first person's name that `taken` does not hold.
    pub fn next_person(&self, taken: impl Fn(&str) -> bool) -> String {
        (0..).map(|n| self.person(n)).find(|name| !taken(name)).unwrap_or_else(|| self.person(0))
    }

    /// A bot's name: its level, and its number among the bots of that level
    /// when there are several.
    pub fn bot(level: Level, number: Option<usize>) -> String {
        let level = words::level(level);
        match number {
            Some(n) => t!("name-bot-n", level = level, n = n),
            None => t!("name-bot", level = level),
        }
    }

    /// Seats for `controllers`, in order, each named by the rule.
    pub fn seats(&self, controllers: &[Controller]) -> Vec<Seat> {
        let mut people = 0;
        let mut seats: Vec<Seat> = controllers
            .iter()
            .map(|&controller| match controller {
                Controller::Human => {
                    people += 1;
                    Seat::human(self.person(people - 1))
                }
                Controller::Bot(level) => Seat::bot(Self::bot(level, None), level),
                Controller::Remote => Seat { name: t!("seat-friend-name"), controller },
            })
            .collect();
        let mut named: Vec<(&mut String, Controller)> =
            seats.iter_mut().map(|s| (&mut s.name, s.controller)).collect();
        number_bots(&mut named);
        seats
    }

    /// Whether `name` is one the rule gives (a person's from the settings,
    /// "Player N", a bot's by its level, or the old "Bot" and "Bot N"), so
    /// it may be replaced when the seat changes hands.
    pub fn is_given(&self, name: &str) -> bool {
        let name = name.trim();
        let numbered = |stem: &str| {
            name == stem
                || name.strip_prefix(stem).and_then(|rest| rest.strip_prefix(' ')).is_some_and(is_number)
        };
        // The rule's names in the person's language, and in English as
        // older versions gave them.
        name.is_empty()
            || name == self.player
            || name == self.second
            || (0..MOST_SEATS).any(|n| name == Self::nth_player(n))
            || name.strip_prefix("Player ").is_some_and(is_number)
            || numbered("Bot")
            || Level::ALL
                .iter()
                .any(|&level| numbered(&Self::bot(level, None)) || numbered(&format!("{level} bot")))
    }
}

/// Says the settings' default names (`You`, `Friend`, kept in whichever
/// language they were given in) in this thread's language; names a
/// person typed stay as they are.
pub fn localise_defaults(settings: &mut Settings) {
    for (name, id, english) in [
        (&mut settings.player_name, id!("name-you"), Settings::PLAYER_NAME),
        (&mut settings.second_player_name, id!("name-friend"), Settings::SECOND_PLAYER_NAME),
    ] {
        if let Some(now) = default_said_now(name, id, english) {
            *name = now;
        }
    }
}

/// Says the seats' names again in this thread's language: a name the
/// rule gives a seat (its place at the table and who plays it) in any
/// language becomes the rule's name now ("You" → "Você", "Club player
/// bot" → "Bot Jogador de clube"); a name a person typed stays as typed.
pub fn reword(seats: &mut [Seat], settings: &Settings) {
    let controllers: Vec<Controller> = seats.iter().map(|s| s.controller).collect();
    let now = i18n::current();
    let given: Vec<Vec<Seat>> = Language::ALL
        .iter()
        .map(|&language| {
            i18n::set(language);
            SeatNames::from_settings(settings).seats(&controllers)
        })
        .collect();
    i18n::set(now);
    let fresh = SeatNames::from_settings(settings).seats(&controllers);
    for (i, (seat, new)) in seats.iter_mut().zip(fresh).enumerate() {
        if given.iter().any(|names| names.get(i).is_some_and(|g| g.name == seat.name)) {
            seat.name = new.name;
        }
    }
}

/// The person's name as others at a network table see it: the settings'
/// default `You` (in any language) or a blank would name the wrong person
/// there, so `stand_in` is sent instead.
pub fn shown_to_others(name: &str, stand_in: String) -> String {
    let name = name.trim();
    if name.is_empty() || default_said_now(name, id!("name-you"), Settings::PLAYER_NAME).is_some() {
        stand_in
    } else {
        name.to_owned()
    }
}

/// When `name` is the settings' default name `id` (English `english`, or
/// its words in any language), that name in this thread's language.
fn default_said_now(name: &str, id: &str, english: &str) -> Option<String> {
    let name = name.trim();
    let default = name == english || Language::ALL.iter().any(|&l| name == i18n::text_in(l, id, &[]));
    default.then(|| i18n::text(id, &[]))
}

/// More seats than any game has: the people's numbered names to look for.
const MOST_SEATS: usize = 8;

fn is_number(text: &str) -> bool {
    !text.is_empty() && text.chars().all(|c| c.is_ascii_digit())
}

/// Names the bots among `seats` (each a name to set and who plays it) by
/// their level, numbering those that share a level.
pub fn number_bots(seats: &mut [(&mut String, Controller)]) {
    for level in Level::ALL {
        let count = seats.iter().filter(|(_, c)| *c == Controller::Bot(level)).count();
        let mut number = 0;
        for (name, controller) in seats.iter_mut() {
            if *controller == Controller::Bot(level) {
                number += 1;
                **name = SeatNames::bot(level, (count > 1).then_some(number));
            }
        }
    }
}

/// A seat as the side panel shows it: a person's name; a bot's name with
/// its level, unless the name already says it.
pub fn describe(seat: &Seat) -> String {
    match seat.controller {
        Controller::Human | Controller::Remote => seat.name.clone(),
        Controller::Bot(level) if seat.name.starts_with(&SeatNames::bot(level, None)) => seat.name.clone(),
        Controller::Bot(level) => format!("{} ({})", seat.name, SeatNames::bot(level, None)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> SeatNames {
        let settings =
            Settings { player_name: "Ann".into(), second_player_name: " Bob ".into(), ..Settings::default() };
        SeatNames::from_settings(&settings)
    }

    fn named(seats: &[Seat]) -> Vec<&str> {
        seats.iter().map(|s| s.name.as_str()).collect()
    }

    #[test]
    fn people_take_the_settings_names_in_turn_then_player_n() {
        let seats = names().seats(&[Controller::Human; 4]);
        assert_eq!(named(&seats), ["Ann", "Bob", "Player 3", "Player 4"]);
    }

    #[test]
    fn a_blank_name_in_the_settings_becomes_player_n() {
        let settings =
            Settings { player_name: "  ".into(), second_player_name: String::new(), ..Settings::default() };
        let seats = SeatNames::from_settings(&settings).seats(&[Controller::Human; 2]);
        assert_eq!(named(&seats), ["Player 1", "Player 2"]);
    }

    #[test]
    fn bots_are_named_by_level_and_numbered_only_where_two_share_one() {
        let seats = names().seats(&[
            Controller::Human,
            Controller::Bot(Level::Champion),
            Controller::Bot(Level::Newcomer),
            Controller::Bot(Level::Champion),
        ]);
        assert_eq!(named(&seats), ["Ann", "Champion bot 1", "Newcomer bot", "Champion bot 2"]);
    }

    #[test]
    fn the_next_person_is_the_first_name_not_at_the_table() {
        assert_eq!(names().next_person(|n| n == "Ann"), "Bob");
        assert_eq!(names().next_person(|n| n == "Ann" || n == "Bob"), "Player 3");
        assert_eq!(names().next_person(|_| false), "Ann");
    }

    #[test]
    fn given_names_are_told_from_typed_ones() {
        let names = names();
        for given in ["Ann", "Bob", "Player 3", "Bot", "Bot 2", "Champion bot", "Newcomer bot 2", ""] {
            assert!(names.is_given(given), "{given:?} is given by the rule");
        }
        for typed in ["Robo", "Botany", "Champion bot two", "Player", "Zoe"] {
            assert!(!names.is_given(typed), "{typed:?} was typed");
        }
    }

    #[test]
    fn a_bot_is_described_with_its_level_once() {
        assert_eq!(describe(&Seat::bot("Champion bot 2", Level::Champion)), "Champion bot 2");
        assert_eq!(describe(&Seat::bot("Robo", Level::Newcomer)), "Robo (Newcomer bot)");
        assert_eq!(describe(&Seat::human("Ann")), "Ann");
    }
}
