//! Malefiz in words for a screen reader: each space, house and the
//! forest with what stands there, each move as a sentence, and the
//! position on request.

use super::board::{BoardInput, BoardState, Landed, Point, from_origin, movable};
use super::words;
use crate::games::malefiz::{Colour, Malefiz, Move, Origin, SpaceKind, Square};
use crate::t;
use crate::ui::widgets::place_speech::PlaceMarks;

/// A space as it is spoken: `i 14`.
pub fn square(sq: Square) -> String {
    format!("{} {}", sq.column_letter(), sq.row())
}

/// Where a move starts, in words: "the house", "the forest", "i 14".
fn origin(from: Origin) -> String {
    match from {
        Origin::House => t!("malefiz-speak-from-house"),
        Origin::Forest => t!("malefiz-speak-from-forest"),
        Origin::Square(sq) => square(sq),
    }
}

/// What stands on a space and what kind of space it is, as the board
/// shows it: a pawn that `landed` there (taking its barricade) stands
/// there, and not where it set off.
fn space(state: &Malefiz, sq: Square, landed: Option<Landed>) -> Vec<String> {
    let pawn = |colour| t!("malefiz-speak-pawn", colour = words::colour(colour));
    let mut words = match landed {
        Some(l) if l.to == sq => vec![pawn(l.colour), t!("malefiz-speak-barricade-in-hand")],
        Some(l) if l.from == Origin::Square(sq) => vec![t!("malefiz-speak-empty")],
        _ => vec![match (state.piece_at(sq), state.has_barricade(sq)) {
            (Some(colour), _) => pawn(colour),
            (None, true) => t!("malefiz-speak-barricade"),
            (None, false) => t!("malefiz-speak-empty"),
        }],
    };
    let board = state.board();
    match board.space(sq).map(|s| s.kind) {
        Some(SpaceKind::Goal) => words.push(t!("malefiz-speak-goal")),
        Some(SpaceKind::Resting) => words.push(t!("malefiz-speak-resting")),
        _ => {}
    }
    if board.is_village(sq) && board.forest_exit().is_some() {
        words.push(t!("malefiz-speak-village"));
    }
    for house in board.houses().iter().filter(|h| h.entry == sq) {
        words.push(t!("malefiz-speak-entry", colour = words::colour(house.colour)));
    }
    words
}

/// What a screen reader hears of a point after its name, as the board
/// shows it (with a pawn that `landed` to take a barricade off where it
/// set off).
pub fn place(state: &Malefiz, point: Point, landed: Option<Landed>) -> Vec<String> {
    match point {
        Point::Space(sq) => space(state, sq, landed),
        Point::House(colour) => {
            let gone = landed.is_some_and(|l| l.left(colour, Origin::House));
            let count = usize::from(state.in_house(colour)).saturating_sub(usize::from(gone));
            vec![t!("malefiz-speak-waiting", count = count)]
        }
        Point::Forest => {
            let count: usize = state.colours().iter().map(|c| usize::from(state.in_forest(c))).sum();
            let gone = landed.is_some_and(|l| l.from == Origin::Forest);
            vec![t!("malefiz-speak-in-forest", count = count.saturating_sub(usize::from(gone)))]
        }
    }
}

/// A point as its widget is named (what the cursor says first on
/// arriving, before the point's words).
pub fn point_name(point: Point) -> String {
    match point {
        Point::Space(sq) => sq.to_string(),
        Point::House(colour) => words::house(colour),
        Point::Forest => t!("malefiz-forest"),
    }
}

/// How `point` stands this frame.
pub fn marks(input: &BoardInput<'_>, board: &BoardState, point: Point, origin: Option<Origin>) -> PlaceMarks {
    let moves = input.moves;
    let target = |sq: Square| board.selected.is_some_and(|o| from_origin(moves, o).any(|(to, _)| to == sq));
    let state = input.state;
    let (is_target, takes) = match point {
        Point::Space(sq) => {
            let other = state.piece_at(sq).is_some_and(|c| c != state.turn());
            (target(sq), target(sq) && (other || state.has_barricade(sq)))
        }
        _ => (false, false),
    };
    let stepped = |sq: Square| input.marks.iter().any(|t| t.to == sq || t.place == Some(sq));
    PlaceMarks {
        selected: origin.is_some() && board.selected == origin,
        movable: origin.is_some_and(|o| movable(moves, o)),
        target: is_target,
        capture: takes,
        last_move: matches!(point, Point::Space(sq) if stepped(sq)),
    }
}

/// The sentence for `mv` played from `before`.
pub fn move_sentence(before: &Malefiz, mv: &Move) -> String {
    let mover = words::colour(before.turn());
    let roll = before.roll().unwrap_or(0);
    match *mv {
        Move::Roll => t!("malefiz-speak-rolls", colour = mover, roll = before.next_roll()),
        Move::Pass => t!("malefiz-speak-pass", colour = mover, roll = roll),
        Move::Piece { from, to, place } => {
            let mut parts = vec![t!("malefiz-speak-move", colour = mover, from = origin(from), to = square(to))];
            if let Some(victim) = before.piece_at(to).filter(|&c| c != before.turn()) {
                let forest = before.board().is_village(to) && before.board().forest_exit().is_some();
                let victim = words::colour(victim);
                parts.push(if forest {
                    t!("malefiz-speak-hits-forest", colour = victim)
                } else {
                    t!("malefiz-speak-hits", colour = victim)
                });
            }
            if let (true, Some(place)) = (before.has_barricade(to), place) {
                parts.push(t!("malefiz-speak-barricade-to", square = square(place)));
            }
            if to == before.board().goal() {
                parts.push(t!("malefiz-speak-reaches-goal"));
            }
            t!("malefiz-speak-sentence", words = parts.join(", "))
        }
    }
}

/// The position in words: whose turn and the roll, each colour's pawns,
/// and the barricades.
pub fn position(state: &Malefiz) -> String {
    let mut parts = vec![match state.roll() {
        Some(roll) => t!("malefiz-speak-to-move-rolled", colour = words::colour(state.turn()), roll = roll),
        None => t!("malefiz-speak-to-roll", colour = words::colour(state.turn())),
    }];
    for colour in state.colours().iter() {
        parts.push(colour_line(state, colour));
    }
    let barricades: Vec<String> = state.barricades().into_iter().map(square).collect();
    parts.push(t!("malefiz-speak-barricades", squares = barricades.join(", ")));
    parts.join(" ")
}

/// One colour's pawns: how many wait in the house and the forest, and
/// where the others stand.
fn colour_line(state: &Malefiz, colour: Colour) -> String {
    let on_board: Vec<String> = state.pieces_on_board(colour).into_iter().map(square).collect();
    let on_board = if on_board.is_empty() { t!("malefiz-speak-none") } else { on_board.join(", ") };
    t!(
        "malefiz-speak-colour",
        colour = words::colour(colour),
        house = state.in_house(colour),
        forest = state.in_forest(colour),
        board = on_board
    )
}
