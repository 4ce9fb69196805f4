//! Draws the two Malice boards from the shared layout and turns clicks and
//! drags on them into moves chosen from the engine's legal list.

use crate::games::malice::layout::{self, UnitRect};
use crate::games::malice::{Board, Malice, Move, Side, Size, Square};
use eframe::egui::{
    self, Align2, Color32, FontId, Pos2, Rect, Role, Sense, Shape, Stroke, StrokeKind, Ui, Vec2, WidgetInfo,
};

/// What the board shows and lets the player do this frame.
pub struct BoardInput<'a> {
    /// The position to draw.
    pub state: &'a Malice,
    /// The legal moves a person may pick now (empty when looking only).
    pub moves: &'a [Move],
    /// The last move played into `state`, highlighted.
    pub last: Option<(Move, Square)>,
    /// A move being animated, with its progress 0..1.
    pub anim: Option<(&'a Animation, f32)>,
    /// Whose quadrants to mark as being on the move.
    pub turn_quadrants: &'a [Square],
    /// Whether to mark legal targets of the selected piece.
    pub show_targets: bool,
    /// The hard bot's advice for the person to move, drawn as an arrow.
    pub hint: Option<Move>,
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
    /// A captured piece, fading out on `to`.
    pub captured: Option<Size>,
    /// When it started (egui time, seconds).
    pub start: f64,
    /// How long it lasts, seconds.
    pub duration: f64,
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

/// The sprite source for a piece size.
fn sprite(size: Size) -> egui::ImageSource<'static> {
    match size {
        Size::Small => egui::include_image!("../../../assets/malice/small.svg"),
        Size::Medium => egui::include_image!("../../../assets/malice/medium.svg"),
        Size::Large => egui::include_image!("../../../assets/malice/large.svg"),
    }
}

fn rgb(c: [u8; 3]) -> Color32 {
    Color32::from_rgb(c[0], c[1], c[2])
}

/// Maps board units to screen points.
#[derive(Clone, Copy)]
struct Frame {
    origin: Pos2,
    scale: f32,
}

impl Frame {
    fn rect(self, r: UnitRect) -> Rect {
        Rect::from_min_size(self.origin + Vec2::new(r.x, r.y) * self.scale, Vec2::new(r.w, r.h) * self.scale)
    }
    fn square(self, sq: Square) -> Rect {
        self.rect(layout::square_rect(sq))
    }
    fn point(self, x: f32, y: f32) -> Pos2 {
        self.origin + Vec2::new(x, y) * self.scale
    }
    fn square_at(self, pos: Pos2) -> Option<Square> {
        let units = (pos - self.origin) / self.scale;
        layout::square_at(units.x, units.y)
    }
}

/// Draws the boards into the space `ui` offers and returns the move the
/// player made this frame, if any.
pub fn show(ui: &mut Ui, input: &BoardInput<'_>, board: &mut BoardState) -> Option<Move> {
    let avail = ui.available_size();
    let scale = (avail.x / layout::WIDTH).min(avail.y / layout::HEIGHT).max(8.0);
    let size = Vec2::new(layout::WIDTH, layout::HEIGHT) * scale;
    let (outer, _) = ui.allocate_exact_size(avail.max(size), Sense::hover());
    let origin = outer.center() - size / 2.0;
    let frame = Frame { origin, scale };
    let painter = ui.painter_at(outer);
    let state = input.state;

    // A selection only makes sense while its piece can move.
    if board.selected.is_some_and(|s| !input.moves.iter().any(|m| move_from(m) == Some(s))) {
        board.selected = None;
    }
    // Only when the pointer is over the board itself, not over a dialog above it.
    let pointer = ui.input(|i| i.pointer.hover_pos()).filter(|_| ui.rect_contains_pointer(outer));
    let hovered = pointer.and_then(|p| frame.square_at(p));

    // Squares, with the dual of the hovered one lit.
    for sq in Square::all() {
        let rect = frame.square(sq);
        painter.rect_filled(rect, 0.0, rgb(layout::square_rgb(sq)));
    }
    for board_side in [Board::L, Board::R] {
        let r = frame.rect(layout::board_rect(board_side));
        painter.rect_stroke(r, 2.0, Stroke::new(2.0, Color32::from_gray(30)), StrokeKind::Outside);
        // The divide between North's half and South's half.
        let y = frame.point(0.0, layout::divide_y()).y;
        painter.line_segment(
            [Pos2::new(r.left() - 3.0, y), Pos2::new(r.right() + 3.0, y)],
            Stroke::new((scale * 0.07).max(2.0), Color32::from_gray(20)),
        );
    }
    draw_labels(&painter, frame, ui.visuals().text_color());
    draw_turn_bars(&painter, frame, input.turn_quadrants, ui.visuals().warn_fg_color);

    if let Some(h) = hovered {
        let stroke = Stroke::new((scale * 0.05).max(1.5), Color32::WHITE);
        painter.rect_stroke(frame.square(h).shrink(1.0), 2.0, stroke, StrokeKind::Inside);
        let dual = frame.square(h.dual());
        painter.rect_stroke(
            dual.shrink(1.0),
            2.0,
            Stroke::new(stroke.width * 1.6, Color32::WHITE),
            StrokeKind::Inside,
        );
        painter.rect_stroke(
            dual.shrink(stroke.width * 1.6 + 1.0),
            2.0,
            Stroke::new(1.0, Color32::BLACK),
            StrokeKind::Inside,
        );
    }
    if let Some(sel) = board.selected {
        painter.rect_stroke(
            frame.square(sel).shrink(1.0),
            2.0,
            Stroke::new((scale * 0.08).max(2.5), Color32::from_rgb(255, 255, 255)),
            StrokeKind::Inside,
        );
    }

    // Pieces; an animated or dragged piece is drawn later, on top.
    let animating = input.anim.map(|(a, _)| a.landing);
    for sq in Square::all() {
        let Some(size) = state.piece_at(sq) else { continue };
        if Some(sq) == animating || Some(sq) == board.dragging {
            continue;
        }
        paint_piece(ui, frame.square(sq), size, 1.0);
    }

    // The last move, framed above the pieces so it shows on covered squares too.
    if let Some((Move::Step { from, to, .. }, landing)) = input.last {
        for sq in [from, to, landing] {
            painter.rect_stroke(
                frame.square(sq).shrink(scale * 0.02),
                2.0,
                Stroke::new((scale * 0.06).max(2.0), Color32::from_rgba_unmultiplied(255, 236, 120, 230)),
                StrokeKind::Inside,
            );
        }
    }
    // Legal targets of the selected piece.
    let mut made = None;
    if let Some(sel) = board.selected.filter(|_| input.show_targets) {
        for mv in input.moves.iter().filter(|m| move_from(m) == Some(sel)) {
            let Move::Step { to, capture, .. } = *mv else { continue };
            let rect = frame.square(to);
            let stays = state.landing(mv) == Some(to);
            draw_target(&painter, rect, capture, stays);
            if hovered == Some(to)
                && let (Some(landing), Some(size)) = (state.landing(mv), state.piece_at(sel))
                && landing != to
            {
                paint_piece(ui, frame.square(landing), size, 0.45);
                painter.line_segment(
                    [rect.center(), frame.square(landing).center()],
                    Stroke::new(1.5, Color32::from_white_alpha(160)),
                );
            }
        }
    }

    if let Some(Move::Step { from, to, .. }) = input.hint {
        crate::ui::widgets::hint::arrow(
            &painter,
            frame.square(from).center(),
            frame.square(to).center(),
            scale * 0.08,
        );
    }
    if let Some((anim, t)) = input.anim {
        draw_animation(ui, &painter, frame, anim, t);
    }

    // The keyboard: arrows move the cursor over both boards, Enter selects
    // a piece or plays to the cursor, Escape (in the tab) clears.
    for nav in crate::ui::widgets::keys::board_keys(ui) {
        // The first key only shows the cursor.
        let Some(at) = board.cursor else {
            board.cursor = keyboard_start(input);
            continue;
        };
        if nav == crate::ui::widgets::keys::Nav::Enter {
            made = made.or_else(|| click(board, input.moves, at));
        } else {
            board.cursor = Some(cursor_step(at, nav).unwrap_or(at));
        }
    }
    if let Some(at) = board.cursor {
        let r = frame.square(at).shrink(scale * 0.04);
        painter.rect_stroke(r, 3.0, Stroke::new((scale * 0.06).max(2.5), Color32::BLACK), StrokeKind::Inside);
        painter.rect_stroke(
            r.shrink((scale * 0.06).max(2.5)),
            2.0,
            Stroke::new((scale * 0.03).max(1.5), Color32::from_rgb(120, 220, 255)),
            StrokeKind::Inside,
        );
    }

    // Interaction: one widget per square, labelled with its name.
    for sq in Square::all() {
        let rect = frame.square(sq);
        let response =
            ui.interact(rect, ui.make_persistent_id(("malice-square", sq.index())), Sense::click_and_drag());
        let label = sq.to_string();
        let enabled = !input.moves.is_empty();
        response.widget_info(|| WidgetInfo::labeled(Role::Button, enabled, &label));
        if response.clicked() {
            made = made.or_else(|| click(board, input.moves, sq));
        }
        if response.drag_started() && input.moves.iter().any(|m| move_from(m) == Some(sq)) {
            board.selected = Some(sq);
            board.dragging = Some(sq);
        }
        if response.dragged() && board.dragging == Some(sq) {
            board.drag_pos = ui.input(|i| i.pointer.interact_pos()).or(board.drag_pos);
        }
        if response.drag_stopped() && board.dragging == Some(sq) {
            board.dragging = None;
            let release = ui.input(|i| i.pointer.interact_pos().or(i.pointer.latest_pos()));
            let target = release.or(board.drag_pos.take()).and_then(|p| frame.square_at(p));
            if let Some(target) = target
                && let Some(mv) = find_move(input.moves, sq, target)
            {
                made = Some(mv);
            }
        }
    }
    if let Some(from) = board.dragging {
        match (state.piece_at(from), ui.input(|i| i.pointer.interact_pos())) {
            (Some(size), Some(pos)) if ui.input(|i| i.pointer.any_down()) => {
                let r = Rect::from_center_size(pos, Vec2::splat(scale * 1.05));
                paint_piece(ui, r, size, 0.9);
                ui.ctx().set_cursor_icon(egui::CursorIcon::Grabbing);
            }
            _ => board.dragging = None,
        }
    }
    if made.is_some() {
        board.selected = None;
        board.dragging = None;
    }
    made
}

/// Where the keyboard cursor first appears: on a piece that can move.
fn keyboard_start(input: &BoardInput<'_>) -> Option<Square> {
    input.moves.iter().find_map(move_from).or_else(|| Square::new(Board::L, 0, 1))
}

/// The square next to `at` across both boards drawn side by side: left and
/// right cross from the L board's d-file to the R board's a-file.
fn cursor_step(at: Square, nav: crate::ui::widgets::keys::Nav) -> Option<Square> {
    use crate::ui::widgets::keys::Nav;
    let column = at.board().index() as i8 * 4 + at.file() as i8;
    let rank = at.rank() as i8;
    let (column, rank) = match nav {
        Nav::Left => (column - 1, rank),
        Nav::Right => (column + 1, rank),
        Nav::Up => (column, rank + 1),
        Nav::Down => (column, rank - 1),
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

fn find_move(moves: &[Move], from: Square, to: Square) -> Option<Move> {
    moves.iter().copied().find(|m| matches!(m, Move::Step { from: f, to: t, .. } if *f == from && *t == to))
}

/// Click-click moving: the first click selects a piece, the second picks its
/// target; clicking elsewhere selects another piece or clears.
fn click(board: &mut BoardState, moves: &[Move], sq: Square) -> Option<Move> {
    if let Some(from) = board.selected
        && let Some(mv) = find_move(moves, from, sq)
    {
        return Some(mv);
    }
    board.selected = if board.selected != Some(sq) && moves.iter().any(|m| move_from(m) == Some(sq)) {
        Some(sq)
    } else {
        None
    };
    None
}

fn paint_piece(ui: &Ui, rect: Rect, size: Size, alpha: f32) {
    let tint = Color32::from_white_alpha((alpha.clamp(0.0, 1.0) * 255.0) as u8);
    egui::Image::new(sprite(size)).tint(tint).paint_at(ui, rect.shrink(rect.width() * 0.04));
}

/// A legal target: a ring for a capture, a dot for a move that teleports,
/// a small square for one whose teleport is blocked (the piece stays).
fn draw_target(painter: &egui::Painter, rect: Rect, capture: bool, stays: bool) {
    let c = rect.center();
    let w = rect.width();
    let ink = Color32::from_rgba_unmultiplied(20, 20, 20, 170);
    let light = Color32::from_rgba_unmultiplied(255, 255, 255, 220);
    if capture {
        painter.circle_stroke(c, w * 0.43, Stroke::new(w * 0.07, Color32::from_rgb(200, 20, 30)));
        painter.circle_stroke(c, w * 0.47, Stroke::new(1.0, light));
    }
    if stays {
        let r = Rect::from_center_size(c, Vec2::splat(w * 0.26));
        painter.rect_filled(r, 1.0, ink);
        painter.rect_stroke(r, 1.0, Stroke::new(1.5, light), StrokeKind::Outside);
    } else if !capture {
        painter.circle_filled(c, w * 0.14, ink);
        painter.circle_stroke(c, w * 0.14, Stroke::new(1.5, light));
    }
}

/// Marks whose turn it is: a bar beside each quadrant the player to move
/// controls, on the outer side of its board.
fn draw_turn_bars(painter: &egui::Painter, frame: Frame, squares: &[Square], colour: Color32) {
    for board in [Board::L, Board::R] {
        let ranks: Vec<u8> = squares.iter().filter(|s| s.board() == board).map(|s| s.rank()).collect();
        let (Some(lo), Some(hi)) = (ranks.iter().min(), ranks.iter().max()) else { continue };
        let top = layout::MARGIN + f32::from(8 - hi);
        let bottom = layout::MARGIN + f32::from(9 - lo);
        let x = match board {
            Board::L => layout::board_left(board) - 0.12,
            Board::R => layout::board_left(board) + 4.12,
        };
        let a = frame.point(x, top + 0.05);
        let b = frame.point(x, bottom - 0.05);
        painter.line_segment([a, b], Stroke::new((frame.scale * 0.09).max(3.0), colour));
    }
}

fn draw_labels(painter: &egui::Painter, frame: Frame, colour: Color32) {
    let font = FontId::proportional((frame.scale * 0.3).clamp(9.0, 22.0));
    let text = |(x, y): (f32, f32), text: &str, font: &FontId| {
        painter.text(frame.point(x, y), Align2::CENTER_CENTER, text, font.clone(), colour);
    };
    for board in [Board::L, Board::R] {
        text(layout::board_label(board), if board == Board::L { "L" } else { "R" }, &font);
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
    let small = FontId::proportional((frame.scale * 0.22).clamp(8.0, 16.0));
    for side in [Side::North, Side::South] {
        text(layout::side_label(side), side.name(), &small);
    }
}

fn draw_animation(ui: &Ui, painter: &egui::Painter, frame: Frame, anim: &Animation, t: f32) {
    let from = frame.square(anim.from);
    let to = frame.square(anim.to);
    let end = frame.square(anim.landing);
    // First half: slide to the target; second half: vanish there and
    // appear on the dual square.
    let slide = (t * 2.0).min(1.0);
    if let Some(captured) = anim.captured {
        paint_piece(ui, to, captured, 1.0 - slide);
    }
    if t < 0.5 || anim.to == anim.landing {
        let eased = slide * slide * (3.0 - 2.0 * slide);
        let rect = from.translate((to.center() - from.center()) * eased);
        paint_piece(ui, rect, anim.size, 1.0);
    } else {
        let k = (t - 0.5) * 2.0;
        paint_piece(ui, to.shrink(to.width() * 0.4 * k), anim.size, 1.0 - k);
        paint_piece(ui, end, anim.size, k);
        let ring = Stroke::new(2.0, Color32::from_white_alpha(((1.0 - k) * 220.0) as u8));
        painter.circle_stroke(end.center(), end.width() * (0.2 + 0.4 * k), ring);
        painter.add(Shape::circle_stroke(to.center(), to.width() * (0.5 - 0.3 * k), ring));
    }
}
