//! How a hint is drawn on every board: a bright arrow from where the piece
//! or card is to where it should go (along the places it steps on, on a
//! board of paths), and, where the piece then jumps on (a Malice
//! teleport), a dashed arrow on to where it comes to rest; and the
//! reason for it in words, where the game sees a plain one.

use super::move_mark::{self, Line, Pen};
use eframe::egui::{Color32, Painter, Pos2, Stroke};

/// The colour of hints (the theme's, which words in the panel share).
pub use crate::ui::theme::HINT;

/// An arrow from `from` to `to`, `width` points thick, with its head at `to`.
pub fn arrow(painter: &Painter, from: Pos2, to: Pos2, width: f32) {
    move_mark::arrow(painter, [from, to], Pen { colour: HINT, width }, Line::Solid);
    if (to - from).length() >= 1.0 {
        painter.circle_filled(from, width * 1.2, HINT);
    }
}

/// The hinted move's way through `points` (where the piece sets off, then
/// each place it steps on), its head at the last: drawn along the places,
/// as a move played is marked, not straight across the board.
pub fn way(painter: &Painter, points: &[Pos2], width: f32) {
    move_mark::arrow_along(painter, points, Pen { colour: HINT, width });
    if let (Some(first), Some(last)) = (points.first(), points.last())
        && (*last - *first).length() >= 1.0
    {
        painter.circle_filled(*first, width * 1.2, HINT);
    }
}

/// A dashed arrow from `from`, where the hinted move puts the piece, to
/// `to`, where it jumps on by itself: the move's end, as its targets show it.
pub fn jump(painter: &Painter, from: Pos2, to: Pos2, width: f32) {
    move_mark::arrow(painter, [from, to], Pen { colour: HINT, width: width * 0.7 }, Line::Dashed);
}

/// The hint's reason in words (a message id of its game's catalogue), on
/// a line of its own in the hint's colour for the theme: the same place
/// and look in every game.
pub fn reason(ui: &mut eframe::egui::Ui, id: &str) {
    ui.colored_label(crate::ui::theme::hint_text(ui), crate::i18n::text(id, &[]));
}

/// A ring around a place the hint names (a card or pile to use).
pub fn ring(painter: &Painter, rect: eframe::egui::Rect, width: f32) {
    painter.rect_stroke(
        rect.expand(width),
        width,
        Stroke::new(width, HINT),
        eframe::egui::StrokeKind::Outside,
    );
}

/// Where a move goes on a board, for the review's arrows: the step from
/// where it was chosen, any jump on by itself (dashed), and any place it
/// also marks (a barricade put down).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Way {
    /// From the piece or card to where it goes.
    pub line: [Pos2; 2],
    /// On from there to where it comes to rest by itself.
    pub jump: Option<[Pos2; 2]>,
    /// A place the move also uses.
    pub place: Option<eframe::egui::Rect>,
}

impl Way {
    /// A plain step from `from` to `to`.
    pub fn step(from: Pos2, to: Pos2) -> Self {
        Way { line: [from, to], jump: None, place: None }
    }
}

/// The review's two arrows of a judged move: the move `played`, in its
/// mover's `colour`, and the judge's `best`, in the hint's colour, each
/// labelled (see `Judged::labels`) at its head. When they are the same
/// move only the best is drawn, labelled with both.
pub fn judged(
    painter: &Painter,
    [played, best]: [Option<Way>; 2],
    colour: Color32,
    labels: &[String; 2],
    width: f32,
) {
    let same = labels[0] == labels[1];
    // The played move's label hangs below its end, the best's stands above
    // it, so the two read apart when the moves end on the same place.
    if let Some(way) = played.filter(|_| !same) {
        draw_way(painter, way, Pen { colour, width }, &labels[0], false);
    }
    if let Some(way) = best {
        draw_way(painter, way, Pen { colour: HINT, width }, &labels[1], true);
    }
}

fn draw_way(painter: &Painter, way: Way, pen: Pen, label: &str, above: bool) {
    move_mark::arrow(painter, way.line, pen, Line::Solid);
    let mut end = way.line[1];
    if let Some(jump) = way.jump {
        move_mark::arrow(painter, jump, Pen { width: pen.width * 0.7, ..pen }, Line::Dashed);
        end = jump[1];
    }
    if let Some(place) = way.place {
        painter.rect_stroke(
            place.expand(pen.width),
            pen.width,
            Stroke::new(pen.width, pen.colour),
            eframe::egui::StrokeKind::Outside,
        );
    }
    tag(painter, end, label, pen, above);
}

/// A label in a dark box just right of `at`, below it or `above` it.
fn tag(painter: &Painter, at: Pos2, text: &str, pen: Pen, above: bool) {
    use eframe::egui::{FontId, Rect, pos2, vec2};
    let size = (pen.width * 3.2).clamp(11.0, 16.0);
    let galley = painter.layout_no_wrap(text.to_owned(), FontId::proportional(size), pen.colour);
    let pad = vec2(4.0, 2.0);
    let box_size = galley.size() + 2.0 * pad;
    let gap = pen.width * 2.0;
    let top = if above { at.y - gap - box_size.y } else { at.y + gap };
    let rect = Rect::from_min_size(pos2(at.x + gap, top), box_size);
    // Kept inside the board's painter so a label at an edge still reads.
    let clip = painter.clip_rect();
    let shift = vec2(
        (clip.right() - rect.right()).min(0.0),
        (clip.bottom() - rect.bottom()).min(0.0) + (clip.top() - rect.top()).max(0.0),
    );
    let rect = rect.translate(shift);
    painter.rect_filled(rect, 3.0, Color32::from_black_alpha(200));
    painter.galley(rect.min + pad, galley, pen.colour);
}
