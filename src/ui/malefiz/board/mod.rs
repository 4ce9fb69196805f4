//! Draws a Malefiz board from its layout (any map, scaled to the window)
//! and turns clicks and drags into moves from the engine's legal list,
//! including the barricade placement step.
//!
//! A frame is one pass of `Drawing` over the board; its parts sit beside
//! this file: `paint` (the board and its pieces), `overlay` (what is marked
//! for the person), `input` (the pointer) and `keyboard` (the cursor).

mod input;
mod keyboard;
mod overlay;
mod paint;

pub use keyboard::{cursor_step, stops};
pub(in crate::ui::malefiz) use input::{from_origin, movable};

use super::marks::Trail;
use super::motion::{Moment, Motion};
use crate::games::malefiz::layout::{self, Layout};
use crate::games::malefiz::{Colour, Malefiz, Move, Origin, Square};
use crate::ui::screen::Judged;
use crate::ui::widgets::board_frame::{self, BoardAct, BoardFrame};
use crate::ui::widgets::glyph;
use crate::ui::widgets::sprite::paint_sprite;
use eframe::egui::{self, Painter, Pos2, Rect, Ui, Vec2};

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
    /// Whether to name the columns and rows along the board's edges.
    pub coordinates: bool,
    /// The strongest bot's advice for the person to move, drawn as an arrow.
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

/// A move chosen up to its barricade: while the person places the
/// barricade it took, the board shows the pawn where it landed (off its
/// origin, on `to`) and the barricade in hand, as the move will leave them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Landed {
    /// The mover's colour.
    pub colour: Colour,
    /// Where the pawn set off.
    pub from: Origin,
    /// Where it landed, taking the barricade there.
    pub to: Square,
}

impl Landed {
    /// The move being placed in `st`, if the person is placing a barricade.
    pub fn of(state: &Malefiz, st: &BoardState) -> Option<Landed> {
        st.placing.map(|(from, to)| Landed { colour: state.turn(), from, to })
    }

    /// Whether the pawn of `colour` set off from `origin`.
    pub fn left(self, colour: Colour, origin: Origin) -> bool {
        self.colour == colour && self.from == origin
    }
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
        Colour::Red => egui::include_image!("../../../../assets/malefiz/pawn-red.svg"),
        Colour::Green => egui::include_image!("../../../../assets/malefiz/pawn-green.svg"),
        Colour::Yellow => egui::include_image!("../../../../assets/malefiz/pawn-yellow.svg"),
        Colour::Blue => egui::include_image!("../../../../assets/malefiz/pawn-blue.svg"),
    }
}

fn barricade() -> egui::ImageSource<'static> {
    egui::include_image!("../../../../assets/malefiz/barricade.svg")
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
    let landed = Landed::of(input.state, st);
    let mut drawing = Drawing { ui, painter, frame, input, hovered, landed, made: None };
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
    /// The move whose barricade is being placed.
    landed: Option<Landed>,
    /// What the person did this frame.
    made: Option<BoardAct<Move>>,
}

impl<'a> Drawing<'_, 'a> {
    fn run(&mut self, st: &mut BoardState) {
        self.ground();
        self.coordinates();
        self.village();
        self.forest();
        self.paths();
        self.houses();
        self.spaces();
        self.marks();
        self.barricades();
        self.pieces();
        self.forest_pieces();
        self.motion();
        self.hint();
        self.judged();
        // While a barricade is placed the pawn has landed: what may move
        // now is not marked, only where the barricade may go.
        if let Some((origin, target)) = st.placing {
            self.placing(origin, target);
        } else {
            self.movable();
            if let Some(origin) = st.selected {
                self.selection(origin);
            }
        }
        self.house_glyphs();
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
        paint_pawn_at(self.ui, &self.painter, r, colour, alpha);
    }
}

/// A pawn of `colour` in the box `r`, with its colour's glyph on its body
/// (in ink that reads on the colour), `alpha` opaque.
fn paint_pawn_at(ui: &Ui, painter: &Painter, r: Rect, colour: Colour, alpha: f32) {
    paint_sprite(ui, pawn(colour), r, alpha);
    let unit = layout::UnitRect { x: r.left(), y: r.top(), w: r.width(), h: r.height() };
    let ((x, y), radius) = layout::pawn_glyph(unit);
    let ink = glyph::ink_on(layout::colour_rgb(colour)).gamma_multiply(alpha);
    glyph::paint(painter, layout::colour_glyph(colour), egui::pos2(x, y), radius.max(2.5), ink);
}
