//! Draws a Malefiz board from its layout (any map, scaled to the window)
//! and turns clicks and drags into moves from the engine's legal list,
//! including the barricade placement step.

use super::marks::Trail;
use super::motion::{self, Lifted, Moment, Motion};
use crate::games::malefiz::layout::{self, Layout, UnitRect};
use crate::games::malefiz::{Colour, Illegal, Malefiz, Move, Origin, Space, SpaceKind, Square};
use crate::ui::screen::Judged;
use crate::ui::widgets::board_frame::{self, BoardAct, BoardFrame, place_widget, rgb};
use crate::ui::widgets::keys::{self, Nav};
use crate::ui::widgets::sprite::paint_sprite;
use crate::ui::widgets::{cursor, hint, move_mark};
use eframe::egui::{
    self, Align2, Color32, FontId, Painter, Pos2, Rect, Response, Sense, Stroke, StrokeKind, Ui, Vec2,
};

/// What the board shows and lets the player do this frame.
pub struct BoardInput<'a> {
    /// The position to draw.
    pub state: &'a Malefiz,
    /// Where everything sits.
    pub layout: &'a Layout,
    /// The piece moves a person may pick now (empty when looking only).
    pub moves: &'a [Move],
    /// Whether a person is to act at the present: the board then answers
    /// clicks even when no piece can move (before the roll, say, it says
    /// the die comes first).
    pub acting: bool,
    /// The moves kept marked, each in its mover's colour.
    pub marks: &'a [Trail],
    /// The move being shown (played into `state`), and what it shows now.
    pub motion: Option<(&'a Motion, Moment)>,
    /// Whether to mark where the selected piece may go.
    pub show_targets: bool,
    /// The hard bot's advice for the person to move, drawn as an arrow.
    pub hint: Option<Move>,
    /// The reviewed move that led here and the judge's best, as arrows.
    pub judged: Option<Judged<'a, Malefiz>>,
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
    pub cursor: Option<Point>,
}

/// A point of the board the keyboard cursor can stand on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Point {
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

/// Moves that start at `origin`.
fn from_origin(moves: &[Move], origin: Origin) -> impl Iterator<Item = (Square, Option<Square>)> + '_ {
    moves.iter().filter_map(move |m| match *m {
        Move::Piece { from, to, place } if from == origin => Some((to, place)),
        _ => None,
    })
}

/// Whether anything at `origin` has a legal move.
fn movable(moves: &[Move], origin: Origin) -> bool {
    from_origin(moves, origin).next().is_some()
}

/// Where a piece move starts.
fn origin_of(mv: &Move) -> Option<Origin> {
    match mv {
        Move::Piece { from, .. } => Some(*from),
        _ => None,
    }
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

/// Draws the board into the space `ui` offers; returns what the person
/// did: a move, or an attempt the rules refuse and why.
pub fn show(ui: &mut Ui, input: &BoardInput<'_>, st: &mut BoardState) -> Option<BoardAct<Move>> {
    let lay = input.layout;
    let (frame, outer) = BoardFrame::allocate(ui, lay.width, lay.height, 6.0);
    let painter = ui.painter_at(outer);
    if st.selected.is_some_and(|o| !movable(input.moves, o)) {
        *st = BoardState::default();
    }
    let hovered = board_frame::pointer_over(ui, outer).and_then(|p| space_at(lay, frame, p));
    let mut drawing = Drawing { ui, painter, frame, input, hovered, made: None };
    drawing.run(st);
    drawing.made
}

/// The space under a screen point.
fn space_at(lay: &Layout, frame: BoardFrame, pos: Pos2) -> Option<Square> {
    let (x, y) = frame.units(pos);
    lay.space_at(x, y)
}

/// One frame of drawing the board.
struct Drawing<'u, 'a> {
    ui: &'u mut Ui,
    painter: Painter,
    frame: BoardFrame,
    input: &'u BoardInput<'a>,
    /// The space under the pointer.
    hovered: Option<Square>,
    /// What the person did this frame.
    made: Option<BoardAct<Move>>,
}

impl<'a> Drawing<'_, 'a> {
    fn run(&mut self, st: &mut BoardState) {
        self.ground();
        self.village();
        self.forest();
        self.paths();
        self.houses();
        self.spaces();
        self.marks();
        self.barricades(st.placing.map(|(_, to)| to));
        self.pieces();
        self.forest_pieces();
        self.motion();
        self.hint();
        self.judged();
        self.movable();
        if let Some((origin, target)) = st.placing {
            self.placing(origin, target);
        } else if let Some(origin) = st.selected {
            self.selection(origin);
        }
        self.keyboard(st);
        self.cursor(st);
        self.space_widgets(st);
        self.house_widgets(st);
        self.forest_widget(st);
        self.dragged_pawn(st);
        if matches!(self.made, Some(BoardAct::Play(_))) {
            *st = BoardState::default();
        }
    }

    fn state(&self) -> &'a Malefiz {
        self.input.state
    }

    fn lay(&self) -> &'a Layout {
        self.input.layout
    }

    fn moves(&self) -> &'a [Move] {
        self.input.moves
    }

    fn scale(&self) -> f32 {
        self.frame.scale
    }

    /// The radius of a plain space.
    fn radius(&self) -> f32 {
        self.scale() * layout::SPACE_RADIUS
    }

    /// The centre of a space on the screen.
    fn centre(&self, sq: Square) -> Option<Pos2> {
        self.lay().space_centre(sq).map(|c| self.frame.point(c))
    }

    /// Where an origin is drawn: its space, or its colour's house, or the forest.
    fn origin_rect(&self, origin: Origin) -> Option<Rect> {
        self.origin_rect_of(origin, self.state().turn())
    }

    /// Where an origin of `colour`'s is drawn.
    fn origin_rect_of(&self, origin: Origin, colour: Colour) -> Option<Rect> {
        let lay = self.lay();
        let r = match origin {
            Origin::Square(sq) => lay.space_rect(sq),
            Origin::House => lay.house_rect(colour),
            Origin::Forest => lay.forest_rect(),
        };
        r.map(|r| self.frame.rect(r))
    }

    /// A pawn standing on `centre`, drawn `size` points tall.
    fn paint_pawn(&self, centre: Pos2, size: f32, colour: Colour, alpha: f32) {
        let r = Rect::from_center_size(centre - Vec2::new(0.0, size * 0.12), Vec2::splat(size * 0.95));
        paint_sprite(self.ui, pawn(colour), r, alpha);
    }

    fn ground(&self) {
        let whole = UnitRect { x: 0.0, y: 0.0, w: self.lay().width, h: self.lay().height };
        self.painter.rect_filled(self.frame.rect(whole), 10.0, rgb(layout::BOARD_RGB));
    }

    fn village(&self) {
        let Some(band) = self.lay().village_rect() else { return };
        self.painter.rect_filled(
            self.frame.rect(band),
            6.0,
            Color32::from_rgba_unmultiplied(150, 110, 60, 70),
        );
        self.painter.text(
            self.frame.point((band.x + 0.1, band.y + 0.12)),
            Align2::LEFT_TOP,
            "Village",
            FontId::proportional((self.scale() * 0.3).clamp(8.0, 18.0)),
            Color32::from_rgb(90, 60, 30),
        );
    }

    fn forest(&self) {
        let Some(forest) = self.lay().forest_rect() else { return };
        let r = self.frame.rect(forest);
        self.painter.rect_filled(r, 8.0, rgb(layout::FOREST_RGB));
        self.painter.text(
            r.center_top() + Vec2::new(0.0, 2.0),
            Align2::CENTER_TOP,
            "Forest",
            FontId::proportional((self.scale() * 0.28).clamp(8.0, 16.0)),
            Color32::from_rgb(220, 240, 210),
        );
    }

    /// The paths between the spaces.
    fn paths(&self) {
        let line = Stroke::new((self.scale() * layout::PATH_WIDTH).max(2.0), rgb(layout::CONNECTION_RGB));
        for (a, b) in self.state().board().connections() {
            if let (Some(pa), Some(pb)) = (self.centre(a), self.centre(b)) {
                self.painter.line_segment([pa, pb], line);
            }
        }
    }

    fn houses(&self) {
        for &(colour, area) in self.lay().houses() {
            let r = self.frame.rect(area);
            let c = rgb(layout::colour_rgb(colour));
            self.painter.rect_filled(r, 8.0, c.gamma_multiply(0.35));
            self.painter.rect_stroke(r, 8.0, Stroke::new(2.5, c), StrokeKind::Inside);
        }
    }

    /// The spaces, the hovered one ringed.
    fn spaces(&self) {
        for space in self.state().board().spaces() {
            let Some(centre) = self.centre(space.square) else { continue };
            let r = self.scale() * layout::space_radius(space.kind);
            self.space(space, centre, r);
            if Some(space.square) == self.hovered {
                self.painter.circle_stroke(centre, r + 2.0, Stroke::new(2.0, Color32::WHITE));
            }
        }
    }

    /// One space: a disc of its kind's colour. A barricade's starting
    /// space is drawn as a place, not a piece: a plain disc inside a red
    /// ring, with a small red outline of a barricade.
    fn space(&self, space: &Space, centre: Pos2, r: f32) {
        let edge = Stroke::new((self.scale() * 0.05).max(1.0), Color32::from_gray(60));
        if space.kind != SpaceKind::BarricadeStart {
            self.painter.circle_filled(centre, r, rgb(layout::space_rgb(space.kind)));
            self.painter.circle_stroke(centre, r, edge);
            return;
        }
        let red = rgb(layout::space_rgb(SpaceKind::BarricadeStart));
        self.painter.circle_filled(centre, r, rgb(layout::space_rgb(SpaceKind::Plain)));
        self.painter.circle_stroke(centre, r * 0.84, Stroke::new(r * 0.22, red));
        self.painter.circle_stroke(centre, r, edge);
        let line = Stroke::new((r * 0.1).max(1.0), red.gamma_multiply(0.9));
        let drum = Rect::from_center_size(centre, Vec2::new(r * 0.8, r * 0.6));
        self.painter.rect_stroke(drum, r * 0.12, line, StrokeKind::Middle);
        let rim = drum.top() + drum.height() * 0.35;
        self.painter.line_segment([egui::pos2(drum.left(), rim), egui::pos2(drum.right(), rim)], line);
    }

    /// The moves kept marked: each one's way from where it set off to where
    /// it stopped, and a ring where it put a barricade, in its colour.
    fn marks(&self) {
        let width = (self.scale() * 0.09).max(2.5);
        let ring = self.radius() + self.scale() * 0.1;
        // The move being shown draws its own way; its mark follows.
        let shown = self.input.motion.map(|(m, _)| (m.colour, m.to));
        for mark in self.input.marks.iter().filter(|m| Some((m.colour, m.to)) != shown) {
            let colour = rgb(layout::colour_rgb(mark.colour));
            let points: Vec<Pos2> = mark.points.iter().map(|p| self.frame.point(*p)).collect();
            move_mark::trail(&self.painter, &points, colour, width, ring);
            if let Some(c) = mark.place.and_then(|p| self.centre(p)) {
                move_mark::ring(&self.painter, c, ring, colour, width * 0.7);
            }
        }
    }

    /// The barricades at rest; the one on `lifted` (taken by the move being
    /// chosen) hovers over its space.
    fn barricades(&self, lifted: Option<Square>) {
        let moving = self.input.motion.filter(|(_, m)| m.barricade.is_some());
        let landing = moving.and_then(|(m, _)| m.carry).map(|c| c.to);
        for sq in self.state().barricades() {
            let Some(c) = self.centre(sq) else { continue };
            if Some(sq) == landing {
                continue;
            }
            let lift = if Some(sq) == lifted { 1.0 } else { 0.0 };
            self.paint_barricade(c, lift);
        }
    }

    /// A barricade on `centre`, lifted by `lift` (0 to 1): raised, a
    /// little larger, over its shadow.
    fn paint_barricade(&self, centre: Pos2, lift: f32) {
        let size = self.scale() * 0.95 * (1.0 + 0.15 * lift);
        if lift > 0.0 {
            let shadow = Rect::from_center_size(centre, Vec2::new(size * 0.8, size * 0.35));
            let alpha = (lift * 110.0) as u8;
            self.painter.rect_filled(shadow, size * 0.2, Color32::from_black_alpha(alpha));
        }
        let raised = centre - Vec2::new(0.0, self.scale() * 0.35 * lift);
        egui::Image::new(barricade()).paint_at(self.ui, Rect::from_center_size(raised, Vec2::splat(size)));
    }

    /// What the move being shown moves beyond the board's state: the pawn
    /// walking, the pawn it hit, the barricade it took and where it lands.
    fn motion(&self) {
        let Some((motion, now)) = self.input.motion else { return };
        if let (Some(hit), Some(at)) = (motion.hit, now.victim) {
            self.paint_pawn(self.frame.point(at), self.scale(), hit.colour, 1.0);
        }
        if let Some(at) = now.walker {
            self.paint_pawn(self.frame.point(at), self.scale(), motion.colour, 1.0);
        }
        if let Some(Lifted { at, lift }) = now.barricade {
            self.paint_barricade(self.frame.point(at), lift);
        }
        if let (Some(c), Some(k)) = (motion.carry.and_then(|c| self.centre(c.to)), now.landing) {
            let r = self.radius() * (1.0 + k * 1.2);
            let fade = 1.0 - k;
            self.painter.circle_stroke(
                c,
                r,
                Stroke::new(5.0, Color32::from_black_alpha((fade * 140.0) as u8)),
            );
            self.painter.circle_stroke(c, r, Stroke::new(3.0, Color32::WHITE.gamma_multiply(fade)));
        }
    }

    /// The pieces on the board (but the one walking) and those waiting in
    /// their houses.
    fn pieces(&self) {
        let walking = self.input.motion.filter(|(_, m)| m.walker.is_some()).map(|(m, _)| m.to);
        let flying = self.flying().filter(|h| !h.to_forest).map(|h| h.colour);
        let state = self.state();
        for colour in state.colours().iter() {
            for sq in state.pieces_on_board(colour) {
                if Some(sq) == walking {
                    continue;
                }
                if let Some(c) = self.centre(sq) {
                    self.paint_pawn(c, self.scale(), colour, 1.0);
                }
            }
            let mut slots = motion::house_slots(self.lay(), state, colour);
            if Some(colour) == flying {
                // The last place is the hit pawn's, once it has flown home.
                slots.pop();
            }
            for (x, y) in slots {
                self.paint_pawn(self.frame.point((x, y)), self.scale() * 0.8, colour, 1.0);
            }
        }
    }

    /// The pawn the move being shown hit, while it is not yet back.
    fn flying(&self) -> Option<motion::Hit> {
        self.input.motion.filter(|(_, m)| m.victim.is_some()).and_then(|(m, _)| m.hit)
    }

    /// The pieces in the forest, below its name.
    fn forest_pieces(&self) {
        let mut all = motion::forest_slots(self.lay(), self.state());
        if let Some(hit) = self.flying().filter(|h| h.to_forest)
            && let Some(i) = all.iter().rposition(|(c, _)| *c == hit.colour)
        {
            all.remove(i);
        }
        for (colour, (x, y)) in all {
            self.paint_pawn(self.frame.point((x, y)), self.scale() * 0.7, colour, 1.0);
        }
    }

    /// The advice: an arrow from the piece to its space, a ring where the
    /// barricade should go.
    fn hint(&self) {
        let Some(Move::Piece { from, to, place }) = self.input.hint else { return };
        let (Some(a), Some(b)) = (self.origin_rect(from), self.centre(to)) else { return };
        let width = (self.scale() * 0.09).max(2.0);
        hint::arrow(&self.painter, a.center(), b, width);
        if let Some(c) = place.and_then(|p| self.lay().space_rect(p)) {
            hint::ring(&self.painter, self.frame.rect(c), width);
        }
    }

    /// The reviewed move and the judge's best, as arrows from where the
    /// piece stood, with a ring where each put a barricade.
    fn judged(&self) {
        let Some(judged) = self.input.judged else { return };
        let colour = judged.before.turn();
        let way = |mv: &Move| {
            let Move::Piece { from, to, place } = *mv else { return None };
            let mut way = hint::Way::step(self.origin_rect_of(from, colour)?.center(), self.centre(to)?);
            way.place = place.and_then(|p| self.lay().space_rect(p)).map(|r| self.frame.rect(r));
            Some(way)
        };
        let ways = [way(judged.played), way(judged.best())];
        let width = (self.scale() * 0.09).max(2.0);
        hint::judged(&self.painter, ways, rgb(layout::colour_rgb(colour)), &judged.labels(), width);
    }

    /// A frame around everything that may move now.
    fn movable(&self) {
        let accent = self.ui.visuals().warn_fg_color;
        let mut movable: Vec<Origin> = self.moves().iter().filter_map(origin_of).collect();
        movable.dedup();
        for origin in movable {
            if let Some(r) = self.origin_rect(origin) {
                let stroke = Stroke::new(2.0, accent);
                self.painter.rect_stroke(r.expand(2.0), self.scale() * 0.2, stroke, StrokeKind::Outside);
            }
        }
    }

    /// The placement step: the spaces the barricade may go to, and the
    /// destination that took it.
    fn placing(&self, origin: Origin, target: Square) {
        let radius = self.radius();
        let places = from_origin(self.moves(), origin).filter(|(to, _)| *to == target).filter_map(|(_, p)| p);
        // A faint barricade on each space it may go to (a red ring alone
        // would read as an empty barricade space).
        for sq in places {
            if let Some(p) = self.centre(sq) {
                paint_sprite(
                    self.ui,
                    barricade(),
                    Rect::from_center_size(p, Vec2::splat(self.scale() * 0.6)),
                    0.35,
                );
            }
        }
        if let Some(c) = self.centre(target) {
            let accent = self.ui.visuals().warn_fg_color;
            self.painter.circle_stroke(c, radius + 4.0, Stroke::new(3.0, accent));
        }
    }

    /// The selected piece and, when asked for, where it may go: a red ring
    /// where it hits a piece or takes a barricade, a dot elsewhere.
    fn selection(&self, origin: Origin) {
        if let Some(r) = self.origin_rect(origin) {
            let stroke = Stroke::new(3.5, Color32::WHITE);
            self.painter.rect_stroke(r.expand(3.0), self.scale() * 0.2, stroke, StrokeKind::Outside);
        }
        if !self.input.show_targets {
            return;
        }
        let radius = self.radius();
        for (to, place) in from_origin(self.moves(), origin) {
            let Some(p) = self.centre(to) else { continue };
            let takes = place.is_some();
            let hits = self.state().piece_at(to).is_some();
            if hits || takes {
                let red = Stroke::new(self.scale() * 0.1, Color32::from_rgb(200, 20, 30));
                self.painter.circle_stroke(p, radius * 0.95, red);
            } else {
                self.painter.circle_filled(p, radius * 0.4, Color32::from_rgba_unmultiplied(20, 20, 20, 170));
                self.painter.circle_stroke(p, radius * 0.4, Stroke::new(1.5, Color32::WHITE));
            }
        }
    }

    /// Arrows move the cursor to the nearest point that way; Enter acts as a
    /// click there.
    fn keyboard(&mut self, st: &mut BoardState) {
        for nav in keys::board_keys(self.ui) {
            // The first key only shows the cursor.
            let Some(at) = st.cursor else {
                st.cursor = keyboard_start(self.state(), self.lay(), self.moves());
                continue;
            };
            if nav == Nav::Enter {
                let (origin, target) = point_meaning(self.state(), at);
                self.made = self.made.take().or_else(|| press(self.input, st, origin, target));
                continue;
            }
            st.cursor = Some(cursor_step(self.state(), self.lay(), at, nav));
        }
    }

    fn cursor(&self, st: &BoardState) {
        let Some(at) = st.cursor else { return };
        let lay = self.lay();
        let rect = match at {
            Point::Space(sq) => lay.space_rect(sq),
            Point::House(c) => lay.house_rect(c),
            Point::Forest => lay.forest_rect(),
        };
        if let Some(r) = rect {
            cursor::ring(&self.painter, self.frame.rect(r).expand(4.0), 6.0);
        }
    }

    /// Each space as a widget labelled with its name.
    fn space_widgets(&mut self, st: &mut BoardState) {
        let enabled = self.input.acting;
        for space in self.state().board().spaces() {
            let Some(r) = self.lay().space_rect(space.square) else { continue };
            let id = ("malefiz-space", space.square);
            let label = space.square.to_string();
            let response =
                place_widget(self.ui, self.frame.rect(r), id, Sense::click_and_drag(), &label, enabled);
            let origin = self.state().piece_at(space.square).map(|_| Origin::Square(space.square));
            self.made = self.made.take().or_else(|| self.handle(&response, st, origin, Some(space.square)));
        }
    }

    /// Each house as a widget; the house of the colour to move stands for
    /// its waiting pieces.
    fn house_widgets(&mut self, st: &mut BoardState) {
        let enabled = self.input.acting;
        for &(colour, area) in self.lay().houses() {
            let id = ("malefiz-house", colour);
            let label = format!("{} house", colour.name());
            let response =
                place_widget(self.ui, self.frame.rect(area), id, Sense::click_and_drag(), &label, enabled);
            let origin = (Some(colour) == acting_colour(self.input)).then_some(Origin::House);
            self.made = self.made.take().or_else(|| self.handle(&response, st, origin, None));
        }
    }

    fn forest_widget(&mut self, st: &mut BoardState) {
        let Some(forest) = self.lay().forest_rect() else { return };
        let enabled = self.input.acting;
        let rect = self.frame.rect(forest);
        let response =
            place_widget(self.ui, rect, "malefiz-forest", Sense::click_and_drag(), "Forest", enabled);
        self.made = self.made.take().or_else(|| self.handle(&response, st, Some(Origin::Forest), None));
    }

    /// Clicks and drags on one widget: `origin` is what it would select,
    /// `target` the space it stands for.
    fn handle(
        &self,
        response: &Response,
        st: &mut BoardState,
        origin: Option<Origin>,
        target: Option<Square>,
    ) -> Option<BoardAct<Move>> {
        let moves = self.moves();
        if response.clicked() {
            return press(self.input, st, origin, target);
        }
        if st.placing.is_none() && response.drag_started() && origin.is_some_and(|o| movable(moves, o)) {
            st.selected = origin;
            st.dragging = origin;
        }
        if response.dragged() && st.dragging.is_some() && st.dragging == origin {
            st.drag_pos = self.ui.input(|i| i.pointer.interact_pos()).or(st.drag_pos);
        }
        if response.drag_stopped() && st.dragging.is_some() && st.dragging == origin {
            let from = st.dragging.take()?;
            let release = board_frame::release_pos(self.ui).or(st.drag_pos.take());
            let dest = release.and_then(|p| space_at(self.lay(), self.frame, p))?;
            if Origin::Square(dest) == from {
                return None;
            }
            return match choose(moves, st, from, dest) {
                Some(mv) => Some(BoardAct::Play(mv)),
                None if st.placing.is_some() => None,
                None => Some(attempt(self.input.state, from, dest)),
            };
        }
        None
    }

    /// The dragged piece under the pointer while the button is down.
    fn dragged_pawn(&self, st: &mut BoardState) {
        let Some(origin) = st.dragging else { return };
        match self.ui.input(|i| (i.pointer.interact_pos(), i.pointer.any_down())) {
            (Some(pos), true) => {
                self.paint_pawn(pos, self.scale() * 1.1, self.state().turn(), 0.9);
                self.ui.ctx().set_cursor_icon(egui::CursorIcon::Grabbing);
            }
            _ if st.selected == Some(origin) => {}
            _ => st.dragging = None,
        }
    }
}

/// The colour a person plays now (the one to move), if a person acts.
fn acting_colour(input: &BoardInput<'_>) -> Option<Colour> {
    input.acting.then(|| input.state.turn())
}

/// A click (or Enter) on something that would select `origin` and stands
/// for the space `target`: select, pick the destination, or place. An
/// attempt the rules refuse says why.
fn press(
    input: &BoardInput<'_>,
    st: &mut BoardState,
    origin: Option<Origin>,
    target: Option<Square>,
) -> Option<BoardAct<Move>> {
    let moves = input.moves;
    if let Some((o, to)) = st.placing {
        return target.map(|place| placement(input, o, to, place));
    }
    if let (Some(sel), Some(t)) = (st.selected, target)
        && from_origin(moves, sel).any(|(to, _)| to == t)
    {
        return choose(moves, st, sel, t).map(BoardAct::Play);
    }
    match st.selected {
        Some(sel) if origin == Some(sel) => st.selected = None,
        _ if origin.is_some_and(|o| movable(moves, o)) => st.selected = origin,
        Some(sel) => return target.map(|t| attempt(input.state, sel, t)),
        None => return origin.and_then(|o| cannot_pick(input.state, o, target)),
    }
    None
}

/// The placement step: the barricade taken on `to` goes to `place`, or the
/// engine says why it may not.
fn placement(input: &BoardInput<'_>, from: Origin, to: Square, place: Square) -> BoardAct<Move> {
    let mv = Move::Piece { from, to, place: Some(place) };
    if input.moves.contains(&mv) {
        return BoardAct::Play(mv);
    }
    input.state.why_illegal(&mv).map_or_else(cannot_now, BoardAct::refused)
}

/// A move from `from` to `to` that is not among the person's moves: the
/// engine's reason.
fn attempt(state: &Malefiz, from: Origin, to: Square) -> BoardAct<Move> {
    state.why_not(from, to).map_or_else(cannot_now, BoardAct::refused)
}

/// The engine has the move, but it is not the person's to make now.
fn cannot_now() -> BoardAct<Move> {
    BoardAct::Refused("That move cannot be made now.".to_owned())
}

/// Why `origin` cannot be picked up, when the reason is about the piece
/// itself (another colour's, or the die not rolled yet); nothing for a
/// piece of the mover's that has no move with this roll.
fn cannot_pick(state: &Malefiz, origin: Origin, target: Option<Square>) -> Option<BoardAct<Move>> {
    let to = target.or_else(|| state.board().spaces().first().map(|s| s.square))?;
    match state.why_illegal(&Move::Piece { from: origin, to, place: None })? {
        why @ (Illegal::NotYourPiece { .. } | Illegal::MustRoll(_) | Illegal::GameOver { .. }) => {
            Some(BoardAct::refused(why))
        }
        _ => None,
    }
}

/// What pressing Enter on `point` means: the origin it would select and the
/// space it stands for.
fn point_meaning(state: &Malefiz, point: Point) -> (Option<Origin>, Option<Square>) {
    match point {
        Point::Space(sq) => (state.piece_at(sq).map(|_| Origin::Square(sq)), Some(sq)),
        Point::House(colour) => ((colour == state.turn()).then_some(Origin::House), None),
        Point::Forest => (Some(Origin::Forest), None),
    }
}

/// Every point the cursor can stop on, with its place in board units.
pub fn stops(state: &Malefiz, lay: &Layout) -> Vec<(Point, (f32, f32))> {
    let mut all: Vec<(Point, (f32, f32))> = state
        .board()
        .spaces()
        .iter()
        .filter_map(|s| Some((Point::Space(s.square), lay.space_centre(s.square)?)))
        .collect();
    all.extend(lay.houses().iter().map(|&(c, r)| (Point::House(c), r.centre())));
    all.extend(lay.forest_rect().map(|r| (Point::Forest, r.centre())));
    all
}

/// Where an arrow key takes the keyboard cursor from `at`: the nearest
/// point that way, or `at` itself when there is none.
pub fn cursor_step(state: &Malefiz, lay: &Layout, at: Point, nav: Nav) -> Point {
    let all = stops(state, lay);
    let here = all.iter().find(|(s, _)| *s == at).map_or((0.0, 0.0), |(_, p)| *p);
    let next = keys::step_towards(here, nav, all.iter().map(|(_, p)| *p).enumerate());
    next.and_then(|i| all.get(i)).map_or(at, |(s, _)| *s)
}

/// Where the keyboard cursor first appears: on something that can move.
fn keyboard_start(state: &Malefiz, lay: &Layout, moves: &[Move]) -> Option<Point> {
    match moves.iter().find_map(origin_of) {
        Some(Origin::Square(sq)) => Some(Point::Space(sq)),
        Some(Origin::House) => Some(Point::House(state.turn())),
        Some(Origin::Forest) => Some(Point::Forest),
        None => stops(state, lay).first().map(|(s, _)| *s),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::malefiz::Board;
    use std::collections::HashSet;

    /// Every point of the board is reachable with the arrows from `from`.
    fn all_reachable(game: &Malefiz, from: Point) {
        let lay = Layout::new(game.board());
        let every: Vec<Point> = stops(game, &lay).into_iter().map(|(s, _)| s).collect();
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
        let missed: Vec<&Point> = every.iter().filter(|s| !seen.contains(s)).collect();
        assert!(missed.is_empty(), "unreachable from {from:?}: {missed:?}");
    }

    #[test]
    fn the_arrows_reach_every_space_house_and_the_forest() {
        for board in [Board::classic(), Board::fast()] {
            let game = Malefiz::new(board, &Colour::ALL, None, 1).expect("four colours");
            let lay = Layout::new(game.board());
            for (point, _) in stops(&game, &lay) {
                all_reachable(&game, point);
            }
        }
    }

    #[test]
    fn up_goes_towards_the_goal() {
        let game = Malefiz::classic_start(1);
        let lay = Layout::new(game.board());
        let start = Point::House(Colour::Red);
        let up = cursor_step(&game, &lay, start, Nav::Up);
        let y = |s: Point| stops(&game, &lay).into_iter().find(|(t, _)| *t == s).map(|(_, p)| p.1);
        assert!(y(up) < y(start), "{up:?} is above the house");
    }
}
