//! Why a board map cannot be used, in the person's language: each
//! [`MapError`] as a message, with the line and column where it was found.

use super::colour;
use crate::games::malefiz::rules::MAX_SPACES;
use crate::games::malefiz::square::{MAX_COLUMNS, MAX_ROWS};
use crate::games::malefiz::{MapError, MAX_NAME_LEN};
use crate::t;

/// What is wrong with a map, and where (in English as the engine's Display
/// says it).
pub fn map_error(e: &MapError) -> String {
    let problem = problem(e);
    match e.location() {
        Some((line, column)) => t!("malefiz-map-at", line = line, column = column, problem = problem),
        None => problem,
    }
}

/// What is wrong, without where.
fn problem(e: &MapError) -> String {
    use MapError::*;
    match e {
        BadName { name } => t!("malefiz-map-bad-name", name = name, max = MAX_NAME_LEN),
        NoRows => t!("malefiz-map-no-rows"),
        UnknownChar { found, .. } if found.is_ascii_digit() => {
            t!("malefiz-map-digit-in-grid", found = found.to_string())
        }
        UnknownChar { found, .. } => t!("malefiz-map-unknown-char", found = found.to_string()),
        TooWide { .. } => t!("malefiz-map-too-wide", max = MAX_COLUMNS),
        TooManyRows { rows, .. } => t!("malefiz-map-too-many-rows", rows = *rows, max = MAX_ROWS),
        TooManySpaces { .. } => t!("malefiz-map-too-many-spaces", max = MAX_SPACES),
        BarricadeOnBottomRow { .. } => t!("malefiz-map-barricade-on-bottom-row"),
        NoGoal => t!("malefiz-map-no-goal"),
        TwoGoals { first, .. } => t!("malefiz-map-two-goals", first = first.to_string()),
        BadHouseChar { found, .. } => t!("malefiz-map-bad-house-char", found = found.to_string()),
        HouseNotUnderSpace { colour: c, .. } => {
            t!("malefiz-map-house-not-under-space", colour = colour(*c), digit = c.house_digit().to_string())
        }
        HouseOnGoal { colour: c, .. } => t!("malefiz-map-house-on-goal", colour = colour(*c)),
        DuplicateHouse { colour: c, .. } => {
            t!("malefiz-map-house-twice", colour = colour(*c), digit = c.house_digit().to_string())
        }
        TooFewHouses { found, .. } => t!("malefiz-map-too-few-houses", found = *found),
        GoalUnreachable { colour: c, entry, .. } => {
            t!("malefiz-map-goal-unreachable", colour = colour(*c), entry = entry.to_string())
        }
        GoalUnreachableFromForest { exit, .. } => {
            t!("malefiz-map-goal-unreachable-from-forest", exit = exit.to_string())
        }
        BadComment { key, problem, .. } => t!("malefiz-map-bad-comment", key = *key, problem = problem.to_string()),
        RepeatedComment { key, .. } => t!("malefiz-map-comment-twice", key = *key),
        VillageWithoutForest { .. } => t!("malefiz-map-village-without-forest"),
        ForestWithoutVillage { .. } => t!("malefiz-map-forest-without-village"),
    }
}
