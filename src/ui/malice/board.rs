//! Draws the two Malice boards from the shared layout and turns clicks and
//! drags on them into moves chosen from the engine's legal list.

use super::marks::MoveMark;
use super::pieces;
use crate::games::malice::layout;
use crate::games::malice::{Board, Malice, Move, Side, Size, Square};
use crate::ui::screen::Judged;
use crate::ui::widgets::board_frame::{self, BoardAct, BoardFrame, rgb};
use crate::ui::widgets::clock::Clock;
use crate::ui::widgets::keys::{self, Nav};
use crate::ui::widgets::move_mark::{self, Line, Pen};
use crate::ui::widgets::sprite::paint_sprite;
use crate::ui::widgets::{cursor, flight, glyph, hint, place_speech, target};
use eframe::egui::{
    self, Align2, Color32, FontId, Painter, Pos2, Rect, Response, Sense, Shape, Stroke, StrokeKind, Ui, Vec2,
};

/// What the board shows and lets the player do this frame.
pub struct BoardInput<'a> {
    /// The position to draw.
    pub state: &'a Malice,
    /// The legal moves a person may pick now (empty when looking only).
    pub moves: &'a [Move],
    /// The moves to keep marked, oldest first, each in its seat's colour.
    pub marks: &'a [MoveMark],
    /// A move being animated, with its progress 0..1.
    pub anim: Option<(&'a Animation, f32)>,
    /// A captured piece on its way to its captor's row in the side panel.
    pub flying: Option<Flying>,
    /// Whose quadrants to mark as being on the move.
    pub turn_quadrants: &'a [Square],
    /// Whether to mark legal targets of the selected piece.
    pub show_targets: bool,
    /// The strongest bot's advice for the person to move, drawn as an arrow.
    pub hint: Option<Move>,
    /// The reviewed move that led here and the judge's best, as arrows.
    pub judged: Option<Judged<'a, Malice>>,
    /// Whether the boards are seen from North's side of the table.
    pub turned: bool,
    /// Whether each square carries its colour's glyph (Malice's
    /// `dual_shapes` option).
    pub glyphs: bool,
    /// Whether the files and ranks are named along the boards' edges (the
    /// table's View › coordinates switch).
    pub coordinates: bool,
}

/// A move being shown as it happens: the slide, then the teleport.
#[derive(Clone, Debug)]
pub struct Animation {
    /// The move.
    pub from: Square,
    /// Where it landed before teleporting.
    pub to: Square,
    /// Where it ended.
    pub landing: Square,
    /// The moving piece.
    pub size: Size,
    /// The piece it captured on `to`, if any.
    pub captured: Option<Size>,
    /// When the slide and the teleport run.
    pub clock: Clock,
    /// When the captured piece flies to the side panel: from the moment the
    /// capturing piece arrives on it.
    pub flight: Option<Clock>,
}

impl Animation {
    /// Whether any part of it (the slide, the teleport, a captured piece's
    /// flight) is still running at `now`.
    pub fn running(&self, now: f64) -> bool {
        self.clock.running(now) || self.flight.is_some_and(|f| f.running(now))
    }
}

/// A captured piece leaving the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Flying {
    /// The piece.
    pub size: Size,
    /// Where it was taken.
    pub from: Square,
    /// How far its flight has come (0 to 1; 0 until it sets off).
    pub t: f32,
    /// Its place in the side panel; without one it fades where it stood.
    pub target: Option<Rect>,
}

/// The selection and drag state of the board, kept between frames.
#[derive(Clone, Debug, Default)]
pub struct BoardState {
    /// The selected piece's square.
    pub selected: Option<Square>,
    /// The square a piece is being dragged from.
    pub dragging: Option<Square>,
    /// Where the pointer last was during the drag.
    pub drag_pos: Option<Pos2>,
    /// The keyboard cursor, once an arrow key was pressed.
    pub cursor: Option<Square>,
}

/// Draws the boards into the space `ui` offers and returns what the player
/// did this frame: a move, or an attempt the rules refuse and why.
pub fn show(ui: &mut Ui, input: &BoardInput<'_>, board: &mut BoardState) -> Option<BoardAct<Move>> {
    let (frame, outer) = BoardFrame::allocate(ui, layout::WIDTH, layout::HEIGHT, 8.0);
    let frame = frame.turned(input.turned, layout::WIDTH, layout::HEIGHT);
    let painter = ui.painter_at(outer);
    // A selection only makes sense while its piece can move.
    if board.selected.is_some_and(|s| !movable(input.moves, s)) {
        board.selected = None;
    }
    let hovered = board_frame::pointer_over(ui, outer).and_then(|p| square_at(frame, p));
    let mut drawing = Drawing { input, frame, ui, painter, hovered, made: None };
    drawing.run(board);
    drawing.made
}

/// One frame of drawing the boards.
struct Drawing<'u, 'a> {
    input: &'u BoardInput<'a>,
    frame: BoardFrame,
    ui: &'u mut Ui,
    painter: Painter,
    /// The square under the pointer.
    hovered: Option<Square>,
    /// What the player did this frame.
    made: Option<BoardAct<Move>>,
}

impl Drawing<'_, '_> {
    fn run(&mut self, board: &mut BoardState) {
        self.squares();
        if self.input.glyphs {
            self.glyphs();
        }
        self.labels();
        self.turn_bars();
        self.hover_marks();
        self.selection(board);
        self.mark_tints();
        self.pieces(board);
        if self.input.glyphs {
            self.glyph_chips(board);
        }
        self.marks();
        self.targets(board);
        self.hint();
        self.judged();
        // A captured piece waits under the capturing one, then flies above it.
        self.flight();
        self.animation();
        self.keyboard(board);
        self.cursor(board);
        self.square_widgets(board);
        self.dragged_piece(board);
        if matches!(self.made, Some(BoardAct::Play(_))) {
            board.selected = None;
            board.dragging = None;
        }
    }

    fn scale(&self) -> f32 {
        self.frame.scale
    }

    fn square(&self, sq: Square) -> Rect {
        self.frame.rect(layout::square_rect(sq))
    }

    /// A piece of `size` over `rect`, on the base of whoever owns a piece
    /// standing on `owned_on`.
    fn piece(&self, rect: Rect, size: Size, owned_on: Square, alpha: f32) {
        let owner = pieces::owner_colour(self.input.state, owned_on);
        pieces::paint(self.ui, &self.painter, rect, size, owner, alpha);
    }

    /// The squares, each board's outline, and the divide between North's
    /// half and South's half.
    fn squares(&self) {
        for sq in Square::all() {
            self.painter.rect_filled(self.square(sq), 0.0, rgb(layout::square_rgb(sq)));
        }
        for board_side in [Board::L, Board::R] {
            let r = self.frame.rect(layout::board_rect(board_side));
            self.painter.rect_stroke(r, 2.0, Stroke::new(2.0, Color32::from_gray(30)), StrokeKind::Outside);
            let y = self.frame.point((0.0, layout::divide_y())).y;
            self.painter.line_segment(
                [Pos2::new(r.left() - 3.0, y), Pos2::new(r.right() + 3.0, y)],
                Stroke::new((self.scale() * 0.07).max(2.0), Color32::from_gray(20)),
            );
        }
    }

    /// Each square's colour glyph in its corner (which corner the turned
    /// boards show it in, drawn upright), in ink that reads on the square.
    fn glyphs(&self) {
        let radius = (self.scale() * layout::GLYPH_RADIUS).max(3.5);
        for sq in Square::all() {
            let ground = layout::square_rgb(sq);
            let centre = self.frame.point(layout::glyph_centre(sq));
            glyph::paint(&self.painter, layout::square_glyph(sq), centre, radius, glyph::ink_on(ground));
        }
    }

    /// The boards' names, the files and ranks, and the sides' names.
    fn labels(&self) {
        let colour = self.ui.visuals().text_color();
        let font = FontId::proportional((self.scale() * 0.3).clamp(9.0, 22.0));
        let text = |at: (f32, f32), text: &str, font: &FontId| {
            self.painter.text(self.frame.point(at), Align2::CENTER_CENTER, text, font.clone(), colour);
        };
        for board in [Board::L, Board::R] {
            text(layout::board_label(board), if board == Board::L { "L" } else { "R" }, &font);
            if !self.input.coordinates {
                continue;
            }
            for file in 0..4u8 {
                let letter = char::from(b'a' + file).to_string();
                for at in layout::file_labels(board, file) {
                    text(at, &letter, &font);
                }
            }
            for rank in 1..=8u8 {
                text(layout::rank_label(board, rank), &rank.to_string(), &font);
            }
        }
        let small = FontId::proportional((self.scale() * 0.22).clamp(8.0, 16.0));
        for side in [Side::North, Side::South] {
            text(layout::side_label(side), &super::words::side(side), &small);
        }
    }

    /// Marks whose turn it is: a bar beside each quadrant the player to move
    /// controls, on the outer side of its board.
    fn turn_bars(&self) {
        let colour = self.ui.visuals().warn_fg_color;
        for board in [Board::L, Board::R] {
            let ranks: Vec<u8> =
                self.input.turn_quadrants.iter().filter(|s| s.board() == board).map(|s| s.rank()).collect();
            let (Some(lo), Some(hi)) = (ranks.iter().min(), ranks.iter().max()) else { continue };
            let top = layout::MARGIN + f32::from(8 - hi);
            let bottom = layout::MARGIN + f32::from(9 - lo);
            let x = match board {
                Board::L => layout::board_left(board) - 0.12,
                Board::R => layout::board_left(board) + 4.12,
            };
            let a = self.frame.point((x, top + 0.05));
            let b = self.frame.point((x, bottom - 0.05));
            self.painter.line_segment([a, b], Stroke::new((self.scale() * 0.09).max(3.0), colour));
        }
    }

    /// The hovered square, and its dual (where a piece landing there
    /// teleports to) marked more boldly.
    fn hover_marks(&self) {
        let Some(h) = self.hovered else { return };
        let stroke = Stroke::new((self.scale() * 0.05).max(1.5), Color32::WHITE);
        self.painter.rect_stroke(self.square(h).shrink(1.0), 2.0, stroke, StrokeKind::Inside);
        let dual = self.square(h.dual());
        let bold = Stroke::new(stroke.width * 1.6, Color32::WHITE);
        self.painter.rect_stroke(dual.shrink(1.0), 2.0, bold, StrokeKind::Inside);
        let inner = dual.shrink(stroke.width * 1.6 + 1.0);
        self.painter.rect_stroke(inner, 2.0, Stroke::new(1.0, Color32::BLACK), StrokeKind::Inside);
    }

    fn selection(&self, board: &BoardState) {
        let Some(sel) = board.selected else { return };
        let width = (self.scale() * 0.08).max(2.5);
        target::selected(&self.painter, self.square(sel).shrink(1.0), 2.0, width, StrokeKind::Inside);
    }

    /// The pieces; an animated or dragged piece is drawn later, on top.
    fn pieces(&self, board: &BoardState) {
        let animating = self.input.anim.map(|(a, _)| a.landing);
        for sq in Square::all() {
            let Some(size) = self.input.state.piece_at(sq) else { continue };
            if Some(sq) == animating || Some(sq) == board.dragging {
                continue;
            }
            self.piece(self.square(sq), size, sq, 1.0);
        }
    }

    /// The glyphs of the squares that pieces stand on, drawn again over
    /// the pieces on chips of their squares' colours.
    fn glyph_chips(&self, board: &BoardState) {
        let animating = self.input.anim.map(|(a, _)| a.landing);
        let radius = (self.scale() * layout::GLYPH_RADIUS).max(3.5);
        for sq in Square::all().filter(|sq| self.input.state.piece_at(*sq).is_some()) {
            if Some(sq) == animating || Some(sq) == board.dragging {
                continue;
            }
            let centre = self.frame.point(layout::glyph_centre(sq));
            pieces::glyph_on_chip(&self.painter, layout::square_glyph(sq), centre, radius, layout::square_rgb(sq));
        }
    }

    /// The squares a kept move touched, each with the pen of the seat that
    /// made it.
    fn marked_places(&self) -> impl Iterator<Item = (Square, Pen)> + '_ {
        let width = self.mark_width();
        self.input.marks.iter().flat_map(move |mark| {
            let pen = Pen { colour: move_mark::seat_colour(mark.seat), width };
            let landing = Some(mark.landing).filter(|_| mark.teleported());
            [Some(mark.from), Some(mark.to), landing].into_iter().flatten().map(move |sq| (sq, pen))
        })
    }

    fn mark_width(&self) -> f32 {
        (self.scale() * 0.06).max(2.5)
    }

    /// The kept moves' squares tinted in their seats' colours, under the
    /// pieces, so a piece's base keeps its owner's colour.
    fn mark_tints(&self) {
        for (sq, pen) in self.marked_places() {
            move_mark::tint(&self.painter, self.square(sq), pen);
        }
    }

    /// The moves kept marked, drawn over the pieces so that covered squares
    /// show too: each square the move touched framed in its seat's colour
    /// (tinted under the pieces), a solid arrow for the step and a dashed
    /// one for the teleport. The newest is drawn last, on top.
    fn marks(&self) {
        let width = self.mark_width();
        for (sq, pen) in self.marked_places() {
            move_mark::frame(&self.painter, self.square(sq), pen);
        }
        for mark in self.input.marks {
            let pen = Pen { colour: move_mark::seat_colour(mark.seat), width };
            move_mark::arrow(&self.painter, self.line(mark.from, mark.to), pen, Line::Solid);
            if mark.teleported() {
                let jump = Pen { width: width * 0.75, ..pen };
                move_mark::arrow(&self.painter, self.line(mark.to, mark.landing), jump, Line::Dashed);
            }
        }
    }

    /// The ends of an arrow between two squares' centres, drawn back from a
    /// square that holds a piece so that the piece shows.
    fn line(&self, from: Square, to: Square) -> [Pos2; 2] {
        let back =
            |sq: Square| if self.input.state.piece_at(sq).is_some() { self.scale() * 0.3 } else { 0.0 };
        move_mark::between(self.square(from), self.square(to), back(from), back(to))
    }

    /// The legal targets of the selected piece; over the hovered one, or
    /// over the square it teleports to (a click there plays it too), a
    /// faint copy of the piece where it would teleport to.
    fn targets(&self, board: &BoardState) {
        let Some(sel) = board.selected.filter(|_| self.input.show_targets) else { return };
        let state = self.input.state;
        for mv in self.input.moves.iter().filter(|m| move_from(m) == Some(sel)) {
            let Move::Step { to, capture, .. } = *mv else { continue };
            let rect = self.square(to);
            let stays = state.landing(mv) == Some(to);
            draw_target(&self.painter, rect, capture, stays);
            if let (Some(landing), Some(size)) = (state.landing(mv), state.piece_at(sel))
                && landing != to
                && (self.hovered == Some(to) || self.hovered == Some(landing))
            {
                self.piece(self.square(landing), size, landing, 0.45);
                let line = Stroke::new(1.5, Color32::from_white_alpha(160));
                self.painter.line_segment([rect.center(), self.square(landing).center()], line);
            }
        }
    }

    /// The hint: an arrow for the step and, as the targets show it, a faint
    /// copy of the piece where it teleports with a dashed arrow there.
    fn hint(&self) {
        let Some(mv @ Move::Step { from, to, .. }) = self.input.hint else { return };
        let width = self.scale() * 0.08;
        hint::arrow(&self.painter, self.square(from).center(), self.square(to).center(), width);
        let state = self.input.state;
        if let (Some(landing), Some(size)) = (state.landing(&mv), state.piece_at(from))
            && landing != to
        {
            self.piece(self.square(landing), size, landing, 0.45);
            let [a, b] = move_mark::between(self.square(to), self.square(landing), 0.0, self.scale() * 0.3);
            hint::jump(&self.painter, a, b, width);
        }
    }

    /// The reviewed move and the judge's best, as arrows from where they
    /// were chosen, each on to where it teleported.
    fn judged(&self) {
        let Some(judged) = self.input.judged else { return };
        let way = |mv: &Move| {
            let Move::Step { from, to, .. } = *mv else { return None };
            let mut way = hint::Way::step(self.square(from).center(), self.square(to).center());
            if let Some(landing) = judged.before.landing(mv).filter(|l| *l != to) {
                way.jump =
                    Some(move_mark::between(self.square(to), self.square(landing), 0.0, self.scale() * 0.3));
            }
            Some(way)
        };
        let colour = move_mark::seat_colour(judged.seat);
        let ways = [way(judged.played), way(judged.best())];
        hint::judged(&self.painter, ways, colour, &judged.labels(), self.scale() * 0.08);
    }

    /// A move as it happens: the first half slides the piece to its target;
    /// the second makes it vanish there and appear on the dual square.
    fn animation(&self) {
        let Some((anim, t)) = self.input.anim else { return };
        let from = self.square(anim.from);
        let to = self.square(anim.to);
        let end = self.square(anim.landing);
        let slide = (t * 2.0).min(1.0);
        if t < 0.5 || anim.to == anim.landing {
            let rect = from.translate((to.center() - from.center()) * flight::ease(slide));
            self.piece(rect, anim.size, anim.from, 1.0);
        } else {
            let k = (t - 0.5) * 2.0;
            self.piece(to.shrink(to.width() * 0.4 * k), anim.size, anim.from, 1.0 - k);
            self.piece(end, anim.size, anim.landing, k);
            let ring = Stroke::new(2.0, Color32::from_white_alpha(((1.0 - k) * 220.0) as u8));
            self.painter.circle_stroke(end.center(), end.width() * (0.2 + 0.4 * k), ring);
            self.painter.add(Shape::circle_stroke(to.center(), to.width() * (0.5 - 0.3 * k), ring));
        }
    }

    /// A captured piece: it waits on its square under the capturing piece,
    /// then flies above everything to its captor's row in the side panel.
    fn flight(&self) {
        let Some(flying) = self.input.flying else { return };
        let square = self.square(flying.from);
        let start = pieces::sprite_rect(square);
        if flying.t <= 0.0 {
            self.piece(square, flying.size, flying.from, 1.0);
            return;
        }
        let overlay = flight::overlay(self.ui, "malice-captured-piece");
        match flying.target {
            Some(target) => {
                paint_sprite(&overlay, pieces::sprite(flying.size), flight::place(start, target, flying.t), 1.0)
            }
            None => paint_sprite(&overlay, pieces::sprite(flying.size), start, 1.0 - flying.t),
        }
    }

    /// Arrows move the cursor over both boards, Enter selects a piece or
    /// plays to the cursor (Escape, in the tab, clears).
    fn keyboard(&mut self, board: &mut BoardState) {
        for nav in keys::board_keys(self.ui) {
            // The first key only shows the cursor.
            let Some(at) = board.cursor else {
                board.cursor = keyboard_start(self.input);
                continue;
            };
            if nav == Nav::Enter {
                self.made = self.made.take().or_else(|| click(board, self.input, at));
            } else {
                board.cursor = Some(cursor_step(at, nav, self.input.turned).unwrap_or(at));
            }
        }
    }

    fn cursor(&self, board: &BoardState) {
        let Some(at) = board.cursor else { return };
        let r = self.square(at).shrink(self.scale() * 0.04);
        let width = (self.scale() * 0.06).max(2.5);
        self.painter.rect_stroke(r, 3.0, Stroke::new(width, Color32::BLACK), StrokeKind::Inside);
        let bright = Stroke::new((self.scale() * 0.03).max(1.5), cursor::CURSOR);
        self.painter.rect_stroke(r.shrink(width), 2.0, bright, StrokeKind::Inside);
    }

    /// One widget per square, labelled with its name: a click picks a piece
    /// or its target, a drag carries the piece.
    fn square_widgets(&mut self, board: &mut BoardState) {
        let enabled = !self.input.moves.is_empty();
        for sq in Square::all() {
            let id = ("malice-square", sq.index());
            let response = board_frame::place_widget(
                self.ui,
                self.square(sq),
                id,
                Sense::click_and_drag(),
                &sq.to_string(),
                enabled,
            );
            let state = self.input.state;
            let marks = super::speech::marks(self.input, board, sq);
            place_speech::describe(self.ui, &response, marks, || super::speech::place(state, sq));
            if response.clicked() {
                self.made = self.made.take().or_else(|| click(board, self.input, sq));
            }
            self.drag(board, &response, sq);
        }
    }

    /// A drag on square `sq`: the piece is picked up, follows the pointer,
    /// and makes its move when let go over one of its targets.
    fn drag(&mut self, board: &mut BoardState, response: &Response, sq: Square) {
        if response.drag_started() && movable(self.input.moves, sq) {
            board.selected = Some(sq);
            board.dragging = Some(sq);
        }
        if response.dragged() && board.dragging == Some(sq) {
            board.drag_pos = self.ui.input(|i| i.pointer.interact_pos()).or(board.drag_pos);
        }
        if response.drag_stopped() && board.dragging == Some(sq) {
            board.dragging = None;
            let release = board_frame::release_pos(self.ui);
            let target = release.or(board.drag_pos.take()).and_then(|p| square_at(self.frame, p));
            self.made = match target {
                Some(t) if t != sq => Some(attempt(self.input, sq, t)),
                _ => None,
            };
        }
    }

    /// The dragged piece under the pointer while the button is down; the
    /// drag ends when it is not.
    fn dragged_piece(&self, board: &mut BoardState) {
        let Some(from) = board.dragging else { return };
        match (self.input.state.piece_at(from), self.ui.input(|i| i.pointer.interact_pos())) {
            (Some(size), Some(pos)) if self.ui.input(|i| i.pointer.any_down()) => {
                let r = Rect::from_center_size(pos, Vec2::splat(self.scale() * 1.05));
                self.piece(r, size, from, 0.9);
                self.ui.ctx().set_cursor_icon(egui::CursorIcon::Grabbing);
            }
            _ => board.dragging = None,
        }
    }
}

/// The square under a screen point.
fn square_at(frame: BoardFrame, pos: Pos2) -> Option<Square> {
    let (x, y) = frame.units(pos);
    layout::square_at(x, y)
}

/// Whether a piece on `sq` has a legal move.
pub(super) fn movable(moves: &[Move], sq: Square) -> bool {
    moves.iter().any(|m| move_from(m) == Some(sq))
}

/// Where the keyboard cursor first appears: on a piece that can move.
fn keyboard_start(input: &BoardInput<'_>) -> Option<Square> {
    input.moves.iter().find_map(move_from).or_else(|| Square::new(Board::L, 0, 1))
}

/// The square next to `at` across both boards drawn side by side: left and
/// right cross from the L board's d-file to the R board's a-file. On
/// boards `turned` half round every arrow goes the other way, so it still
/// moves the cursor the way it points.
fn cursor_step(at: Square, nav: Nav, turned: bool) -> Option<Square> {
    let column = at.board().index() as i8 * 4 + at.file() as i8;
    let rank = at.rank() as i8;
    let way = if turned { -1 } else { 1 };
    let (column, rank) = match nav {
        Nav::Left => (column - way, rank),
        Nav::Right => (column + way, rank),
        Nav::Up => (column, rank + way),
        Nav::Down => (column, rank - way),
        Nav::Enter => (column, rank),
    };
    if !(0..8).contains(&column) {
        return None;
    }
    let board = if column < 4 { Board::L } else { Board::R };
    Square::new(board, (column % 4) as u8, u8::try_from(rank).ok()?)
}

/// The square a move starts on.
fn move_from(mv: &Move) -> Option<Square> {
    match mv {
        Move::Step { from, .. } => Some(*from),
        Move::Pass => None,
    }
}

pub(super) fn find_move(moves: &[Move], from: Square, to: Square) -> Option<Move> {
    moves.iter().copied().find(|m| matches!(m, Move::Step { from: f, to: t, .. } if *f == from && *t == to))
}

/// The move of the piece on `from` that ends on `landing` by teleporting
/// there. Only the step to `landing`'s dual can (the dual pairs squares one
/// to one), so a landing names at most one move of a piece; none when that
/// step's teleport is blocked and the piece stays on its board.
pub(super) fn teleporting_to(input: &BoardInput<'_>, from: Square, landing: Square) -> Option<Move> {
    let mv = find_move(input.moves, from, landing.dual())?;
    (input.state.landing(&mv) == Some(landing) && landing.board() != from.board()).then_some(mv)
}

/// Click-click moving: the first click selects a piece, the second picks its
/// target. Clicking the selected piece drops it, clicking another piece
/// that can move selects that one; any other square is an attempt the
/// engine refuses, and says why (the selection stays). A click on a piece
/// the mover does not control says whose it is.
fn click(board: &mut BoardState, input: &BoardInput<'_>, sq: Square) -> Option<BoardAct<Move>> {
    let moves = input.moves;
    match board.selected {
        Some(from) if from == sq => board.selected = None,
        _ if movable(moves, sq) => board.selected = Some(sq),
        Some(from) => return Some(attempt(input, from, sq)),
        None => return not_yours(input.state, sq),
    }
    None
}

/// The move from `from` to `to`, or the engine's reason it is refused. A
/// square on the other board names the move that teleports there: people
/// click where the piece ends up, as the hint and the targets show it.
fn attempt(input: &BoardInput<'_>, from: Square, to: Square) -> BoardAct<Move> {
    match find_move(input.moves, from, to).or_else(|| teleporting_to(input, from, to)) {
        Some(mv) => BoardAct::Play(mv),
        None => input.state.why_not(from, to).map_or_else(
            // The engine has the move but it is not the person's to make now.
            || BoardAct::Refused(crate::t!("malice-refusal-not-now")),
            |why| BoardAct::Refused(super::words::refusal(&why)),
        ),
    }
}

/// Why the piece on `sq` cannot be picked up, when it belongs to the other
/// side (or seat); nothing for an empty square or a piece of the mover's.
fn not_yours(state: &Malice, sq: Square) -> Option<BoardAct<Move>> {
    use crate::games::malice::Illegal;
    match state.why_not(sq, sq)? {
        why @ (Illegal::NotYourSide { .. } | Illegal::NotYourQuadrant { .. }) => {
            Some(BoardAct::Refused(super::words::refusal(&why)))
        }
        _ => None,
    }
}

/// A legal target: a ring for a capture, a dot for a move that teleports,
/// a small square for one whose teleport is blocked (the piece stays).
fn draw_target(painter: &egui::Painter, rect: Rect, capture: bool, stays: bool) {
    let c = rect.center();
    let w = rect.width();
    if capture {
        target::capture_ring(painter, c, w * 0.43, w * 0.07);
    }
    if stays {
        let r = Rect::from_center_size(c, Vec2::splat(w * 0.26));
        painter.rect_filled(r, 1.0, target::DOT);
        painter.rect_stroke(r, 1.0, Stroke::new(1.5, target::HALO), StrokeKind::Outside);
    } else if !capture {
        target::dot(painter, c, w * 0.14);
    }
}

#[cfg(test)]
mod tests;
