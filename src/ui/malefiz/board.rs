//! Draws a Malefiz board from its layout (any map, scaled to the window)
//! and turns clicks and drags into moves from the engine's legal list,
//! including the barricade placement step.

use crate::games::malefiz::layout::{self, Layout, UnitRect};
use crate::games::malefiz::{Colour, Malefiz, Move, Origin, Square};
use crate::ui::widgets::keys::Nav;
use eframe::egui::{
    self, Align2, Color32, FontId, Pos2, Rect, Response, Role, Sense, Stroke, StrokeKind, Ui, Vec2,
    WidgetInfo,
};

/// What the board shows and lets the player do this frame.
pub struct BoardInput<'a> {
    /// The position to draw.
    pub state: &'a Malefiz,
    /// Where everything sits.
    pub layout: &'a Layout,
    /// The piece moves a person may pick now (empty when looking only).
    pub moves: &'a [Move],
    /// The last piece move played into `state`, to highlight.
    pub last: Option<Move>,
    /// A piece walking its path, with progress 0..1.
    pub anim: Option<(&'a Walk, f32)>,
    /// Whether to mark where the selected piece may go.
    pub show_targets: bool,
    /// The hard bot's advice for the person to move, drawn as an arrow.
    pub hint: Option<Move>,
}

/// A piece walking along its path after a move.
#[derive(Clone, Debug)]
pub struct Walk {
    /// The piece's colour.
    pub colour: Colour,
    /// Where it started (its house or forest centre, or a space), in board units.
    pub start: (f32, f32),
    /// The spaces it stepped on, in order.
    pub path: Vec<Square>,
    /// When it started (egui time, seconds).
    pub start_time: f64,
    /// How long it lasts, seconds.
    pub duration: f64,
}

/// The selection kept between frames.
#[derive(Clone, Debug, Default)]
pub struct BoardState {
    /// The piece (or house, or forest) chosen.
    pub selected: Option<Origin>,
    /// A chosen destination that takes a barricade: the placement step.
    pub placing: Option<(Origin, Square)>,
    /// The origin being dragged.
    pub dragging: Option<Origin>,
    /// Where the pointer last was during a drag.
    pub drag_pos: Option<Pos2>,
    /// The keyboard cursor, once an arrow key was pressed.
    pub cursor: Option<Stop>,
}

/// A place the keyboard cursor can stand on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stop {
    /// A space of the board.
    Space(Square),
    /// A colour's house.
    House(Colour),
    /// The forest.
    Forest,
}

/// The sprite of a colour's pieces.
pub fn pawn(colour: Colour) -> egui::ImageSource<'static> {
    match colour {
        Colour::Red => egui::include_image!("../../../assets/malefiz/pawn-red.svg"),
        Colour::Green => egui::include_image!("../../../assets/malefiz/pawn-green.svg"),
        Colour::Yellow => egui::include_image!("../../../assets/malefiz/pawn-yellow.svg"),
        Colour::Blue => egui::include_image!("../../../assets/malefiz/pawn-blue.svg"),
    }
}

fn barricade() -> egui::ImageSource<'static> {
    egui::include_image!("../../../assets/malefiz/barricade.svg")
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
    fn point(self, (x, y): (f32, f32)) -> Pos2 {
        self.origin + Vec2::new(x, y) * self.scale
    }
    fn units(self, pos: Pos2) -> (f32, f32) {
        let v = (pos - self.origin) / self.scale;
        (v.x, v.y)
    }
}

/// Moves that start at `origin`.
fn from_origin(moves: &[Move], origin: Origin) -> impl Iterator<Item = (Square, Option<Square>)> + '_ {
    moves.iter().filter_map(move |m| match *m {
        Move::Piece { from, to, place } if from == origin => Some((to, place)),
        _ => None,
    })
}

/// What a click or drop on `target` means, given the selection.
fn choose(moves: &[Move], st: &mut BoardState, origin: Origin, target: Square) -> Option<Move> {
    let options: Vec<Option<Square>> =
        from_origin(moves, origin).filter(|(to, _)| *to == target).map(|(_, p)| p).collect();
    match options.as_slice() {
        [] => None,
        [None] => Some(Move::Piece { from: origin, to: target, place: None }),
        _ => {
            st.placing = Some((origin, target));
            None
        }
    }
}

/// Draws the board into the space `ui` offers; returns the move made.
pub fn show(ui: &mut Ui, input: &BoardInput<'_>, st: &mut BoardState) -> Option<Move> {
    let state = input.state;
    let lay = input.layout;
    let avail = ui.available_size();
    let scale = (avail.x / lay.width).min(avail.y / lay.height).max(6.0);
    let size = Vec2::new(lay.width, lay.height) * scale;
    let (outer, _) = ui.allocate_exact_size(avail.max(size), Sense::hover());
    let frame = Frame { origin: outer.center() - size / 2.0, scale };
    let painter = ui.painter_at(outer);
    let moves = input.moves;

    if st.selected.is_some_and(|o| from_origin(moves, o).next().is_none()) {
        *st = BoardState::default();
    }

    // The board, the village band, the forest and the paths.
    painter.rect_filled(
        frame.rect(UnitRect { x: 0.0, y: 0.0, w: lay.width, h: lay.height }),
        10.0,
        rgb(layout::BOARD_RGB),
    );
    if let Some(band) = lay.village_rect() {
        painter.rect_filled(frame.rect(band), 6.0, Color32::from_rgba_unmultiplied(150, 110, 60, 70));
        painter.text(
            frame.point((band.x + 0.1, band.y + 0.12)),
            Align2::LEFT_TOP,
            "Village",
            FontId::proportional((scale * 0.3).clamp(8.0, 18.0)),
            Color32::from_rgb(90, 60, 30),
        );
    }
    if let Some(forest) = lay.forest_rect() {
        let r = frame.rect(forest);
        painter.rect_filled(r, 8.0, rgb(layout::FOREST_RGB));
        painter.text(
            r.center_top() + Vec2::new(0.0, 2.0),
            Align2::CENTER_TOP,
            "Forest",
            FontId::proportional((scale * 0.28).clamp(8.0, 16.0)),
            Color32::from_rgb(220, 240, 210),
        );
    }
    let line = Stroke::new((scale * layout::PATH_WIDTH).max(2.0), rgb(layout::CONNECTION_RGB));
    for (a, b) in state.board().connections() {
        if let (Some(pa), Some(pb)) = (lay.space_centre(a), lay.space_centre(b)) {
            painter.line_segment([frame.point(pa), frame.point(pb)], line);
        }
    }

    // Houses with their waiting pieces.
    for &(colour, area) in lay.houses() {
        let r = frame.rect(area);
        let c = rgb(layout::colour_rgb(colour));
        painter.rect_filled(r, 8.0, c.gamma_multiply(0.35));
        painter.rect_stroke(r, 8.0, Stroke::new(2.5, c), StrokeKind::Inside);
    }

    let pointer = ui.input(|i| i.pointer.hover_pos()).filter(|_| ui.rect_contains_pointer(outer));
    let hovered = pointer.and_then(|p| {
        let (x, y) = frame.units(p);
        lay.space_at(x, y)
    });

    // Spaces.
    let radius = scale * layout::SPACE_RADIUS;
    for space in state.board().spaces() {
        let Some(c) = lay.space_centre(space.square) else { continue };
        let centre = frame.point(c);
        let fill = rgb(layout::space_rgb(space.kind));
        let r = scale * layout::space_radius(space.kind);
        painter.circle_filled(centre, r, fill);
        painter.circle_stroke(centre, r, Stroke::new((scale * 0.05).max(1.0), Color32::from_gray(60)));
        if Some(space.square) == hovered {
            painter.circle_stroke(centre, r + 2.0, Stroke::new(2.0, Color32::WHITE));
        }
    }

    // The last move: where it came from and went.
    if let Some(Move::Piece { from, to, place }) = input.last {
        let gold = Stroke::new((scale * 0.08).max(2.0), Color32::from_rgb(255, 230, 90));
        for sq in
            [Some(to), if let Origin::Square(s) = from { Some(s) } else { None }, place].into_iter().flatten()
        {
            if let Some(c) = lay.space_centre(sq) {
                painter.circle_stroke(frame.point(c), radius + scale * 0.08, gold);
            }
        }
    }

    // Barricades and pieces.
    let walking = input.anim.map(|(w, _)| w.path.last().copied());
    for sq in state.barricades() {
        if let Some(c) = lay.space_centre(sq) {
            let r = Rect::from_center_size(frame.point(c), Vec2::splat(scale * 0.95));
            egui::Image::new(barricade()).paint_at(ui, r);
        }
    }
    for colour in state.colours().iter() {
        for sq in state.pieces_on_board(colour) {
            if Some(Some(sq)) == walking {
                continue;
            }
            if let Some(c) = lay.space_centre(sq) {
                paint_pawn(ui, frame.point(c), scale, colour, 1.0);
            }
        }
        let waiting = |area: Option<UnitRect>, n: u8| {
            if let Some(area) = area {
                for (x, y) in layout::slots(area, usize::from(n)) {
                    paint_pawn(ui, frame.point((x, y)), scale * 0.8, colour, 1.0);
                }
            }
        };
        waiting(lay.house_rect(colour), state.in_house(colour));
    }
    if let Some(forest) = lay.forest_rect() {
        let all: Vec<Colour> = state
            .colours()
            .iter()
            .flat_map(|c| std::iter::repeat_n(c, usize::from(state.in_forest(c))))
            .collect();
        let inner = UnitRect { x: forest.x, y: forest.y + 0.3, w: forest.w, h: (forest.h - 0.3).max(0.3) };
        for (colour, (x, y)) in all.iter().zip(layout::slots(inner, all.len())) {
            paint_pawn(ui, frame.point((x, y)), scale * 0.7, *colour, 1.0);
        }
    }

    // The advice: an arrow from the piece to its space, a ring where the
    // barricade should go.
    if let Some(Move::Piece { from, to, place }) = input.hint
        && let (Some(a), Some(b)) = (origin_rect(lay, state, from), lay.space_centre(to))
    {
        let width = (scale * 0.09).max(2.0);
        crate::ui::widgets::hint::arrow(&painter, frame.rect(a).center(), frame.point(b), width);
        if let Some(c) = place.and_then(|p| lay.space_rect(p)) {
            crate::ui::widgets::hint::ring(&painter, frame.rect(c), width);
        }
    }

    // What the player may do: movable pieces, then the selection's targets.
    let accent = ui.visuals().warn_fg_color;
    let mut movable: Vec<Origin> = moves
        .iter()
        .filter_map(|m| match m {
            Move::Piece { from, .. } => Some(*from),
            _ => None,
        })
        .collect();
    movable.dedup();
    for origin in &movable {
        if let Some(r) = origin_rect(lay, state, *origin) {
            let r = frame.rect(r);
            painter.rect_stroke(r.expand(2.0), scale * 0.2, Stroke::new(2.0, accent), StrokeKind::Outside);
        }
    }
    if let Some((origin, target)) = st.placing {
        let places: Vec<Square> =
            from_origin(moves, origin).filter(|(to, _)| *to == target).filter_map(|(_, p)| p).collect();
        for sq in places {
            if let Some(c) = lay.space_centre(sq) {
                let p = frame.point(c);
                painter.circle_filled(p, radius * 0.5, Color32::from_rgba_unmultiplied(255, 255, 255, 200));
                painter.circle_stroke(p, radius * 0.5, Stroke::new(2.0, Color32::from_rgb(200, 30, 30)));
            }
        }
        if let Some(c) = lay.space_centre(target) {
            painter.circle_stroke(frame.point(c), radius + 4.0, Stroke::new(3.0, accent));
        }
    } else if let Some(origin) = st.selected {
        if let Some(r) = origin_rect(lay, state, origin) {
            painter.rect_stroke(
                frame.rect(r).expand(3.0),
                scale * 0.2,
                Stroke::new(3.5, Color32::WHITE),
                StrokeKind::Outside,
            );
        }
        for (to, place) in from_origin(moves, origin).filter(|_| input.show_targets) {
            let Some(c) = lay.space_centre(to) else { continue };
            let p = frame.point(c);
            let takes = place.is_some();
            let hits = state.piece_at(to).is_some();
            if hits || takes {
                painter.circle_stroke(
                    p,
                    radius * 0.95,
                    Stroke::new(scale * 0.1, Color32::from_rgb(200, 20, 30)),
                );
            } else {
                painter.circle_filled(p, radius * 0.4, Color32::from_rgba_unmultiplied(20, 20, 20, 170));
                painter.circle_stroke(p, radius * 0.4, Stroke::new(1.5, Color32::WHITE));
            }
        }
    }

    if let Some((walk, t)) = input.anim {
        draw_walk(ui, frame, lay, walk, t);
    }

    // Interaction: spaces, houses and the forest are labelled widgets.
    let mut made = None;
    // The keyboard: arrows move the cursor to the nearest stop that way,
    // Enter acts as a click there.
    for nav in crate::ui::widgets::keys::board_keys(ui) {
        // The first key only shows the cursor.
        let Some(at) = st.cursor else {
            st.cursor = keyboard_start(state, lay, moves);
            continue;
        };
        if nav == crate::ui::widgets::keys::Nav::Enter {
            let (origin, target) = stop_meaning(state, at);
            made = made.or_else(|| press(moves, st, origin, target));
            continue;
        }
        st.cursor = Some(cursor_step(state, lay, at, nav));
    }
    if let Some(at) = st.cursor {
        let rect = match at {
            Stop::Space(sq) => lay.space_rect(sq),
            Stop::House(c) => lay.house_rect(c),
            Stop::Forest => lay.forest_rect(),
        };
        if let Some(r) = rect {
            let r = frame.rect(r).expand(4.0);
            painter.rect_stroke(r, 6.0, Stroke::new(4.0, Color32::BLACK), StrokeKind::Outside);
            painter.rect_stroke(
                r,
                6.0,
                Stroke::new(2.0, Color32::from_rgb(120, 220, 255)),
                StrokeKind::Outside,
            );
        }
    }
    for space in state.board().spaces() {
        let Some(r) = lay.space_rect(space.square) else { continue };
        let rect = frame.rect(r);
        let id = ui.make_persistent_id(("malefiz-space", space.square));
        let response = ui.interact(rect, id, Sense::click_and_drag());
        let label = space.square.to_string();
        response.widget_info(|| WidgetInfo::labeled(Role::Button, !moves.is_empty(), &label));
        let origin = state.piece_at(space.square).map(|_| Origin::Square(space.square));
        made = made.or_else(|| handle(ui, &response, frame, lay, moves, st, origin, Some(space.square)));
    }
    for &(colour, area) in lay.houses() {
        let response = ui.interact(
            frame.rect(area),
            ui.make_persistent_id(("malefiz-house", colour)),
            Sense::click_and_drag(),
        );
        let label = format!("{} house", colour.name());
        response.widget_info(|| WidgetInfo::labeled(Role::Button, !moves.is_empty(), &label));
        let origin = (Some(colour) == moves_colour(state, moves)).then_some(Origin::House);
        made = made.or_else(|| handle(ui, &response, frame, lay, moves, st, origin, None));
    }
    if let Some(forest) = lay.forest_rect() {
        let response =
            ui.interact(frame.rect(forest), ui.make_persistent_id("malefiz-forest"), Sense::click_and_drag());
        response.widget_info(|| WidgetInfo::labeled(Role::Button, !moves.is_empty(), "Forest"));
        made = made.or_else(|| handle(ui, &response, frame, lay, moves, st, Some(Origin::Forest), None));
    }
    if let Some(origin) = st.dragging {
        match ui.input(|i| (i.pointer.interact_pos(), i.pointer.any_down())) {
            (Some(pos), true) => {
                paint_pawn(ui, pos, scale * 1.1, state.turn(), 0.9);
                ui.ctx().set_cursor_icon(egui::CursorIcon::Grabbing);
            }
            _ if st.selected == Some(origin) => {}
            _ => st.dragging = None,
        }
    }
    if made.is_some() {
        *st = BoardState::default();
    }
    made
}

/// The colour whose moves are offered (the one to move).
fn moves_colour(state: &Malefiz, moves: &[Move]) -> Option<Colour> {
    (!moves.is_empty()).then(|| state.turn())
}

/// Where an origin is drawn: its space, or its colour's house, or the forest.
fn origin_rect(lay: &Layout, state: &Malefiz, origin: Origin) -> Option<UnitRect> {
    match origin {
        Origin::Square(sq) => lay.space_rect(sq),
        Origin::House => lay.house_rect(state.turn()),
        Origin::Forest => lay.forest_rect(),
    }
}

/// Clicks and drags on one widget: `origin` is what it would select,
/// `target` the space it stands for.
#[allow(clippy::too_many_arguments)]
fn handle(
    ui: &Ui,
    response: &Response,
    frame: Frame,
    lay: &Layout,
    moves: &[Move],
    st: &mut BoardState,
    origin: Option<Origin>,
    target: Option<Square>,
) -> Option<Move> {
    let movable = |o: Origin| from_origin(moves, o).next().is_some();
    if response.clicked() {
        return press(moves, st, origin, target);
    }
    if st.placing.is_none() && response.drag_started() && origin.is_some_and(movable) {
        st.selected = origin;
        st.dragging = origin;
    }
    if response.dragged() && st.dragging.is_some() && st.dragging == origin {
        st.drag_pos = ui.input(|i| i.pointer.interact_pos()).or(st.drag_pos);
    }
    if response.drag_stopped() && st.dragging.is_some() && st.dragging == origin {
        let from = st.dragging.take()?;
        let release =
            ui.input(|i| i.pointer.interact_pos().or(i.pointer.latest_pos())).or(st.drag_pos.take());
        let dest = release.and_then(|p| {
            let (x, y) = frame.units(p);
            lay.space_at(x, y)
        });
        return dest.and_then(|d| choose(moves, st, from, d));
    }
    None
}

/// A click (or Enter) on something that would select `origin` and stands
/// for the space `target`: select, pick the destination, or place.
fn press(
    moves: &[Move],
    st: &mut BoardState,
    origin: Option<Origin>,
    target: Option<Square>,
) -> Option<Move> {
    if let Some((o, to)) = st.placing {
        // The placement step: only a legal placement space counts.
        let picked = target.and_then(|place| {
            from_origin(moves, o).find(|(t, p)| *t == to && *p == Some(place)).map(|_| place)
        });
        return picked.map(|place| Move::Piece { from: o, to, place: Some(place) });
    }
    if let (Some(sel), Some(t)) = (st.selected, target)
        && from_origin(moves, sel).any(|(to, _)| to == t)
    {
        return choose(moves, st, sel, t);
    }
    let movable = |o: Origin| from_origin(moves, o).next().is_some();
    st.selected = origin.filter(|o| movable(*o) && st.selected != Some(*o));
    None
}

/// What pressing Enter on `stop` means: the origin it would select and the
/// space it stands for.
fn stop_meaning(state: &Malefiz, stop: Stop) -> (Option<Origin>, Option<Square>) {
    match stop {
        Stop::Space(sq) => (state.piece_at(sq).map(|_| Origin::Square(sq)), Some(sq)),
        Stop::House(colour) => ((colour == state.turn()).then_some(Origin::House), None),
        Stop::Forest => (Some(Origin::Forest), None),
    }
}

/// Every stop with its place in board units.
pub fn stops(state: &Malefiz, lay: &Layout) -> Vec<(Stop, (f32, f32))> {
    let mut all: Vec<(Stop, (f32, f32))> = state
        .board()
        .spaces()
        .iter()
        .filter_map(|s| Some((Stop::Space(s.square), lay.space_centre(s.square)?)))
        .collect();
    all.extend(lay.houses().iter().map(|&(c, r)| (Stop::House(c), r.centre())));
    all.extend(lay.forest_rect().map(|r| (Stop::Forest, r.centre())));
    all
}

/// Where an arrow key takes the keyboard cursor from `at`: the nearest
/// stop that way, or `at` itself when there is none.
pub fn cursor_step(state: &Malefiz, lay: &Layout, at: Stop, nav: Nav) -> Stop {
    let all = stops(state, lay);
    let here = all.iter().find(|(s, _)| *s == at).map_or((0.0, 0.0), |(_, p)| *p);
    let next = crate::ui::widgets::keys::step_towards(here, nav, all.iter().map(|(_, p)| *p).enumerate());
    next.and_then(|i| all.get(i)).map_or(at, |(s, _)| *s)
}

/// Where the keyboard cursor first appears: on something that can move.
fn keyboard_start(state: &Malefiz, lay: &Layout, moves: &[Move]) -> Option<Stop> {
    let first = moves.iter().find_map(|m| match m {
        Move::Piece { from, .. } => Some(*from),
        _ => None,
    });
    match first {
        Some(Origin::Square(sq)) => Some(Stop::Space(sq)),
        Some(Origin::House) => Some(Stop::House(state.turn())),
        Some(Origin::Forest) => Some(Stop::Forest),
        None => stops(state, lay).first().map(|(s, _)| *s),
    }
}

fn paint_pawn(ui: &Ui, centre: Pos2, scale: f32, colour: Colour, alpha: f32) {
    let r = Rect::from_center_size(centre - Vec2::new(0.0, scale * 0.12), Vec2::splat(scale * 0.95));
    let tint = Color32::from_white_alpha((alpha.clamp(0.0, 1.0) * 255.0) as u8);
    egui::Image::new(pawn(colour)).tint(tint).paint_at(ui, r);
}

fn draw_walk(ui: &Ui, frame: Frame, lay: &Layout, walk: &Walk, t: f32) {
    let mut points = vec![walk.start];
    points.extend(walk.path.iter().filter_map(|sq| lay.space_centre(*sq)));
    if points.len() < 2 {
        return;
    }
    let steps = (points.len() - 1) as f32;
    let at = (t.clamp(0.0, 1.0) * steps).min(steps - 1e-4);
    let i = at.floor() as usize;
    let k = at - i as f32;
    let (a, b) = (points[i], points[(i + 1).min(points.len() - 1)]);
    let hop = (k * std::f32::consts::PI).sin() * 0.25;
    let pos = (a.0 + (b.0 - a.0) * k, a.1 + (b.1 - a.1) * k - hop);
    paint_pawn(ui, frame.point(pos), frame.scale, walk.colour, 1.0);
}

/// Draws a die showing `face` (1–6), or a blank face for `None`.
pub fn paint_die(painter: &egui::Painter, rect: Rect, face: Option<u8>, border: Color32) {
    painter.rect_filled(rect, rect.width() * 0.18, Color32::from_rgb(250, 248, 240));
    painter.rect_stroke(rect, rect.width() * 0.18, Stroke::new(3.0, border), StrokeKind::Inside);
    let Some(face) = face else {
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            "?",
            FontId::proportional(rect.height() * 0.55),
            Color32::from_gray(90),
        );
        return;
    };
    let c = rect.center();
    let d = rect.width() * 0.26;
    let pips: &[(f32, f32)] = match face {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[(-1.0, -1.0), (1.0, -1.0), (0.0, 0.0), (-1.0, 1.0), (1.0, 1.0)],
        _ => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 0.0), (1.0, 0.0), (-1.0, 1.0), (1.0, 1.0)],
    };
    for (x, y) in pips {
        painter.circle_filled(c + Vec2::new(x * d, y * d), rect.width() * 0.09, Color32::from_gray(25));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::malefiz::Board;
    use std::collections::HashSet;

    /// Every stop of the board is reachable with the arrows from `from`.
    fn all_reachable(game: &Malefiz, from: Stop) {
        let lay = Layout::new(game.board());
        let every: Vec<Stop> = stops(game, &lay).into_iter().map(|(s, _)| s).collect();
        let mut seen = HashSet::from([from]);
        let mut queue = vec![from];
        while let Some(at) = queue.pop() {
            for nav in [Nav::Left, Nav::Right, Nav::Up, Nav::Down] {
                let next = cursor_step(game, &lay, at, nav);
                if seen.insert(next) {
                    queue.push(next);
                }
            }
        }
        let missed: Vec<&Stop> = every.iter().filter(|s| !seen.contains(s)).collect();
        assert!(missed.is_empty(), "unreachable from {from:?}: {missed:?}");
    }

    #[test]
    fn the_arrows_reach_every_space_house_and_the_forest() {
        for board in [Board::classic(), Board::fast()] {
            let game = Malefiz::new(board, &Colour::ALL, None, 1).expect("four colours");
            let lay = Layout::new(game.board());
            for (stop, _) in stops(&game, &lay) {
                all_reachable(&game, stop);
            }
        }
    }

    #[test]
    fn up_goes_towards_the_goal() {
        let game = Malefiz::classic_start(1);
        let lay = Layout::new(game.board());
        let start = Stop::House(Colour::Red);
        let up = cursor_step(&game, &lay, start, Nav::Up);
        let y = |s: Stop| stops(&game, &lay).into_iter().find(|(t, _)| *t == s).map(|(_, p)| p.1);
        assert!(y(up) < y(start), "{up:?} is above the house");
    }
}
