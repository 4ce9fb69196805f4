//! The Spite & Malice table: where every pile sits (scaled to the window),
//! the cards on it, and turning drags and clicks into moves chosen from the
//! engine's legal list.
//!
//! The seat at the bottom is the one whose cards may be played; the other
//! sits at the top. Only the seat named `face_up` has its hand drawn face
//! up; every other hand shows backs.

use crate::core::{Game, SeatIndex};
use crate::games::spite::layout::{self, Row};
use crate::games::spite::{CENTRE_PILES, Card, CentrePile, Move, SIDE_PILES, Source, Spite, opponent};
use crate::ui::screen::Judged;
use crate::ui::theme;
use crate::ui::widgets::board_frame::{BoardAct, BoardFrame, place_widget};
use crate::ui::widgets::cards::{self, ASPECT, GOLD};
use crate::ui::widgets::keys::Nav;
use crate::ui::widgets::{cursor, hint};
use eframe::egui::{
    self, Align2, Color32, CursorIcon, FontId, Id, LayerId, Order, Painter, Pos2, Rect, Response, Sense, Ui,
    Vec2, pos2, vec2,
};

/// The row at the top of the table.
const TOP: usize = Row::Top as usize;
/// The row at the bottom of the table.
const BOTTOM: usize = Row::Bottom as usize;
/// The lit colour of a pile a held card may go to.
const TARGET: Color32 = Color32::from_rgb(120, 235, 140);
/// The colour of a pile a held card may not go to, while it hovers there.
const REFUSE: Color32 = Color32::from_rgb(240, 90, 80);
/// How long a refused card takes to slide back, at normal speed.
const RETURN_SECONDS: f64 = 0.2;

/// What the table shows and lets the player do this frame.
pub struct BoardInput<'a> {
    /// The position to draw.
    pub state: &'a Spite,
    /// The seat drawn at the bottom (the one that plays from this screen).
    pub bottom: SeatIndex,
    /// The seat whose hand is drawn face up, if any.
    pub face_up: Option<SeatIndex>,
    /// The legal moves the person at the bottom may make now (empty when
    /// looking only).
    pub moves: &'a [Move],
    /// A line for each seat's name plate, by seat.
    pub plates: [String; 2],
    /// A bot's move being shown as it happens, if any.
    pub flight: Option<Flight<'a>>,
    /// The moves kept marked on their target piles, each in the colour of
    /// the seat that made it: the other seat's latest and the one that led
    /// to `state`.
    pub marks: Vec<(SeatIndex, Move)>,
    /// Multiplies animation time: 0 turns animation off.
    pub speed: f64,
    /// Whether the piles a held or selected card may go to light up.
    pub show_targets: bool,
    /// The hard bot's advice for the person at the bottom: card and pile.
    pub hint: Option<Move>,
    /// The reviewed move that led here and the judge's best, as arrows.
    pub judged: Option<Judged<'a, Spite>>,
}

/// A move sliding from its source to its target: `state` (the input's) is
/// already the position after it; `before` is the one it was played from.
#[derive(Clone, Copy)]
pub struct Flight<'a> {
    /// The position the move was played from.
    pub before: &'a Spite,
    /// The move.
    pub mv: Move,
    /// Progress, 0 to 1.
    pub t: f32,
}

/// A card held up by the pointer.
#[derive(Clone, Copy, Debug)]
struct Held {
    from: Source,
    /// Where the pointer grabbed the card, from its top-left corner.
    grab: Vec2,
    /// Where the pointer is.
    pos: Pos2,
}

/// A refused card sliding back to its place.
#[derive(Clone, Copy, Debug)]
struct Returning {
    from: Source,
    card: Card,
    /// Where the card was let go (its top-left corner).
    dropped: Pos2,
    start: f64,
}

/// The selection and drag state of the table, kept between frames.
#[derive(Clone, Debug, Default)]
pub struct BoardState {
    /// The card picked by a click, waiting for a click on a pile.
    pub selected: Option<Source>,
    held: Option<Held>,
    returning: Option<Returning>,
    /// The keyboard cursor, once an arrow key was pressed.
    pub cursor: Option<Slot>,
}

impl BoardState {
    /// Drops any selection, held card and slide-back (the keyboard cursor
    /// stays where it is).
    pub fn clear(&mut self) {
        *self = BoardState { cursor: self.cursor, ..BoardState::default() };
    }
}

/// A place on the player's side of the table the keyboard cursor can stand on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// The hand card at this index.
    Hand(usize),
    /// The payoff pile.
    Payoff,
    /// A side pile.
    Side(usize),
    /// A centre pile.
    Centre(usize),
}

impl Slot {
    /// The keyboard row of a slot: the centre piles, then the payoff and
    /// side piles, then the hand (top to bottom on the screen).
    fn row(self) -> usize {
        match self {
            Slot::Centre(_) => 0,
            Slot::Payoff | Slot::Side(_) => 1,
            Slot::Hand(_) => 2,
        }
    }
}

/// Where an arrow key takes the cursor among `slots` (each with its place
/// on the screen): left and right along its row, up and down to the
/// nearest place of the next row that has any. Stays put at an edge.
pub fn cursor_step(slots: &[(Slot, Rect)], at: Slot, nav: Nav) -> Slot {
    let Some(here) = slots.iter().find(|(s, _)| *s == at).map(|(_, r)| r.center().x) else {
        return at;
    };
    let row = at.row();
    let pick = |keep: &dyn Fn(Slot, f32) -> bool, score: &dyn Fn(Slot, f32) -> f32| {
        slots
            .iter()
            .filter(|(s, r)| keep(*s, r.center().x))
            .min_by(|a, b| score(a.0, a.1.center().x).total_cmp(&score(b.0, b.1.center().x)))
            .map(|(s, _)| *s)
    };
    let next = match nav {
        Nav::Left => pick(&|s, x| s.row() == row && x < here, &|_, x| here - x),
        Nav::Right => pick(&|s, x| s.row() == row && x > here, &|_, x| x - here),
        Nav::Up => pick(&|s, _| s.row() < row, &|s, x| (row - s.row()) as f32 * 1e6 + (x - here).abs()),
        Nav::Down => pick(&|s, _| s.row() > row, &|s, x| (s.row() - row) as f32 * 1e6 + (x - here).abs()),
        Nav::Enter => None,
    };
    next.unwrap_or(at)
}

/// Where a card may be put down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    /// A centre pile.
    Centre(usize),
    /// One of the bottom seat's side piles.
    Side(usize),
    /// Any other pile: never a legal place.
    Elsewhere,
}

/// What a click or a drop comes to.
enum Attempt {
    Play(Move),
    Refuse(String),
    Nothing,
}

/// A place on the table, for animating a card between two of them.
#[derive(Clone, Copy, Debug)]
enum Place {
    Hand {
        seat: SeatIndex,
        index: usize,
        count: usize,
    },
    Payoff(SeatIndex),
    /// The card at `depth` of a side pile holding `len` cards.
    Side {
        seat: SeatIndex,
        pile: usize,
        depth: usize,
        len: usize,
    },
    Centre(usize),
}

/// Where every pile sits, in screen points, for a given area.
#[derive(Clone, Copy, Debug)]
struct Geometry {
    /// Maps the layout's units (card widths) to the screen.
    frame: BoardFrame,
    w: f32,
    h: f32,
    payoff: [Rect; 2],
    /// The place of each side pile's bottom card; the rest fan downward.
    side: [[Rect; SIDE_PILES]; 2],
    /// How far below its first card a side pile may fan out.
    fan_room: f32,
    /// The region each hand is fanned in.
    hand: [Rect; 2],
    /// Where each row's name plate starts.
    plate: [Pos2; 2],
    centre: [Rect; CENTRE_PILES],
    stock: Rect,
}

impl Geometry {
    fn new(area: Rect) -> Geometry {
        let margin = 12.0;
        let room = (area.size() - Vec2::splat(2.0 * margin)).max(Vec2::splat(1.0));
        let w = (room.x / layout::WIDTH).min(room.y / layout::HEIGHT).clamp(24.0, 170.0);
        let origin = area.center() - vec2(layout::WIDTH, layout::HEIGHT) * w / 2.0;
        let frame = BoardFrame { origin, scale: w };
        let at = |r| frame.rect(r);
        Geometry {
            frame,
            w,
            h: w * ASPECT,
            payoff: Row::ALL.map(|row| at(layout::payoff(row))),
            side: Row::ALL.map(|row| std::array::from_fn(|k| at(layout::side(row, k)))),
            fan_room: layout::FAN_ROOM * w,
            hand: Row::ALL.map(|row| at(layout::hand(row))),
            plate: Row::ALL.map(|row| frame.point(layout::plate(row))),
            centre: std::array::from_fn(|i| at(layout::centre(i))),
            stock: at(layout::stock()),
        }
    }

    /// The fan step of a side pile of `len` cards.
    fn fan_step(&self, len: usize) -> f32 {
        if len < 2 { 0.0 } else { (layout::FAN_STEP * self.w).min(self.fan_room / (len - 1) as f32) }
    }

    /// The card at `depth` of a side pile of `len` cards.
    fn side_card(&self, row: usize, pile: usize, depth: usize, len: usize) -> Rect {
        let first = self.side.get(row).and_then(|r| r.get(pile)).copied().unwrap_or(self.stock);
        first.translate(vec2(0.0, self.fan_step(len) * depth as f32))
    }

    /// The whole fan of a side pile (at least one card's place).
    fn side_fan(&self, row: usize, pile: usize, len: usize) -> Rect {
        self.side_card(row, pile, 0, len).union(self.side_card(row, pile, len.saturating_sub(1), len))
    }

    /// Card `index` of a hand of `count` fanned in `row`, before any lift.
    fn hand_card(&self, row: usize, index: usize, count: usize) -> Rect {
        let region = self.hand[row];
        let gaps = count.saturating_sub(1) as f32;
        let step = if gaps > 0.0 { (0.65 * self.w).min((region.width() - self.w) / gaps) } else { 0.0 };
        let total = self.w + step * gaps;
        let x = region.center().x - total / 2.0 + step * index as f32;
        // A gentle arc: the outer cards sit lower at the bottom, higher at the top.
        let t = if gaps > 0.0 { (index as f32 - gaps / 2.0) / (gaps / 2.0) } else { 0.0 };
        let dip = 0.07 * self.h * t * t;
        let y = if row == BOTTOM { region.top() + dip } else { region.top() + 0.07 * self.h - dip };
        Rect::from_min_size(pos2(x, y), vec2(self.w, self.h))
    }

    /// The part of hand card `index` that is not covered by the next card:
    /// where it can be clicked.
    fn hand_grip(&self, row: usize, index: usize, count: usize) -> Rect {
        let rect = self.hand_card(row, index, count);
        if index + 1 < count {
            let next = self.hand_card(row, index + 1, count);
            Rect::from_min_max(rect.min, pos2(next.left(), rect.bottom()))
        } else {
            rect
        }
    }
}

/// The free space right of the centre piles, where notes are shown, for a
/// table drawn into `area`.
pub fn note_area(area: Rect) -> Rect {
    Geometry::new(area).frame.rect(layout::notes())
}

/// Which row a seat sits in.
fn row_of(seat: SeatIndex, bottom: SeatIndex) -> usize {
    if seat == bottom { BOTTOM } else { TOP }
}

/// Draws the table into the space `ui` offers and returns what the player
/// did this frame.
pub fn show(ui: &mut Ui, input: &BoardInput<'_>, board: &mut BoardState) -> Option<BoardAct<Move>> {
    let (area, _) = ui.allocate_exact_size(ui.available_size(), Sense::hover());
    let painter = ui.painter_at(area);
    cards::paint_felt(&painter, area);
    let geo = Geometry::new(area);
    let now = ui.input(|i| i.time);
    let mut table = Drawing { ui, painter, geo, input, now, event: None };
    table.run(board);
    table.event
}

/// One frame of drawing the table.
struct Drawing<'u, 'a> {
    ui: &'u mut Ui,
    painter: Painter,
    geo: Geometry,
    input: &'u BoardInput<'a>,
    now: f64,
    event: Option<BoardAct<Move>>,
}

impl Drawing<'_, '_> {
    fn state(&self) -> &Spite {
        self.input.state
    }

    fn bottom(&self) -> SeatIndex {
        self.input.bottom
    }

    /// Whether the person at the bottom may play now.
    fn playing(&self) -> bool {
        !self.input.moves.is_empty() && self.state().to_move() == Some(self.bottom())
    }

    /// The card a source of the bottom seat names, if it is there.
    fn card_at(&self, from: Source) -> Option<Card> {
        let seat = self.bottom();
        match from {
            Source::Hand(card) => self.state().hand(seat).contains(&card).then_some(card),
            Source::Payoff => self.state().payoff_top(seat),
            Source::Side(i) => side_piles(self.state(), seat).get(i).and_then(|p| p.last().copied()),
        }
    }

    /// Whether the person may pick up this card now.
    fn pickable(&self, from: Source) -> bool {
        self.playing()
            && (!matches!(from, Source::Hand(_)) || self.input.face_up == Some(self.bottom()))
            && self.card_at(from).is_some()
            && !self.input.moves.iter().all(|m| matches!(m, Move::EndTurn))
    }

    fn run(&mut self, board: &mut BoardState) {
        // A selection or held card only makes sense while it can be played.
        if board.selected.is_some_and(|s| !self.pickable(s)) {
            board.selected = None;
        }
        if board.held.is_some_and(|h| !self.pickable(h.from)) {
            board.held = None;
        }
        if let Some(r) = board.returning {
            let done = (self.now - r.start) >= RETURN_SECONDS * self.input.speed;
            if done || self.card_at(r.from) != Some(r.card) {
                board.returning = None;
            }
        }
        let pointer = self.ui.input(|i| i.pointer.interact_pos().or(i.pointer.latest_pos()));
        if let (Some(held), Some(pos)) = (board.held.as_mut(), pointer) {
            held.pos = pos;
        }
        let top = opponent(self.bottom());
        self.top_row(top, board);
        self.centre_row(board);
        self.bottom_row(board);
        self.plates();
        self.last_move_mark();
        self.hint_mark();
        self.judged();
        self.keyboard(board);
        self.floating(board);
        self.finish_drag(board);
    }

    /// The piles a held or selected card may go to.
    fn targets(&self, board: &BoardState) -> Vec<Target> {
        let Some(from) = board.held.map(|h| h.from).or(board.selected) else { return Vec::new() };
        let mut out = Vec::new();
        for mv in self.input.moves {
            match *mv {
                Move::Play { from: f, to } if same_source(self.state(), self.bottom(), f, from) => {
                    out.push(Target::Centre(to));
                }
                Move::Discard { card, pile }
                    if same_source(self.state(), self.bottom(), Source::Hand(card), from) =>
                {
                    out.push(Target::Side(pile));
                }
                _ => {}
            }
        }
        out
    }

    /// The pile under `pos`, for a drop.
    fn target_at(&self, pos: Pos2) -> Option<Target> {
        let geo = &self.geo;
        let reach = geo.w * 0.12;
        if let Some(i) = geo.centre.iter().position(|r| r.expand(reach).contains(pos)) {
            return Some(Target::Centre(i));
        }
        let sides = side_piles(self.state(), self.bottom());
        for (k, pile) in sides.iter().enumerate() {
            if geo.side_fan(BOTTOM, k, pile.len()).expand(reach).contains(pos) {
                return Some(Target::Side(k));
            }
        }
        let top_sides = side_piles(self.state(), opponent(self.bottom()));
        let elsewhere = [geo.stock, geo.payoff[TOP], geo.payoff[BOTTOM], geo.hand[TOP]]
            .into_iter()
            .chain((0..SIDE_PILES).map(|k| geo.side_fan(TOP, k, top_sides.get(k).map_or(0, Vec::len))))
            .any(|r| r.contains(pos));
        elsewhere.then_some(Target::Elsewhere)
    }

    /// What putting `from` on `target` comes to.
    fn attempt(&self, from: Source, target: Target) -> Attempt {
        let state = self.state();
        let seat = self.bottom();
        let from = canonical(state, seat, from);
        let mv = match (from, target) {
            (_, Target::Centre(to)) => Move::Play { from, to },
            (Source::Hand(card), Target::Side(pile)) => Move::Discard { card, pile },
            (Source::Side(i), Target::Side(pile)) if i == pile => return Attempt::Nothing,
            (_, Target::Side(pile)) => match self.card_at(from) {
                // Only hand cards go to side piles: let the engine say so.
                Some(card) => Move::Discard { card, pile },
                None => return Attempt::Nothing,
            },
            (_, Target::Elsewhere) => {
                return Attempt::Refuse(
                    "Cards go onto the centre piles; a hand card placed on one of your side piles ends your turn."
                        .to_owned(),
                );
            }
        };
        if self.input.moves.contains(&mv) {
            return Attempt::Play(mv);
        }
        match state.why_illegal(&mv) {
            Some(reason) => Attempt::Refuse(capitalised(&reason.to_string())),
            None => Attempt::Play(mv),
        }
    }

    /// Applies a click on an element that may be a source, a target or both.
    fn click(&mut self, board: &mut BoardState, source: Option<Source>, target: Option<Target>) {
        let source = source.filter(|s| self.pickable(*s));
        let Some(selected) = board.selected else {
            board.selected = source;
            return;
        };
        if source == Some(selected) {
            board.selected = None;
            return;
        }
        if let Some(t) = target
            && let Attempt::Play(mv) = self.attempt(selected, t)
        {
            board.selected = None;
            self.event = Some(BoardAct::Play(mv));
            return;
        }
        if source.is_some() {
            board.selected = source;
            return;
        }
        board.selected = None;
        if let Some(t) = target
            && let Attempt::Refuse(why) = self.attempt(selected, t)
        {
            self.event = Some(BoardAct::Refused(why));
        }
    }

    /// Starts dragging `from` if the response says so.
    fn drag_source(&self, board: &mut BoardState, response: &Response, from: Source, rect: Rect) {
        if response.drag_started() && self.pickable(from) {
            let origin = self.ui.input(|i| i.pointer.press_origin()).unwrap_or(rect.center());
            board.held = Some(Held { from, grab: origin - rect.min, pos: origin });
            board.selected = None;
            board.returning = None;
        }
    }

    /// Ends a drag when the button is let go: the card lands on the pile
    /// under the pointer, or slides back with a note.
    fn finish_drag(&mut self, board: &mut BoardState) {
        let Some(held) = board.held else { return };
        let (released, down) = self.ui.input(|i| (i.pointer.any_released(), i.pointer.any_down()));
        if !released && down {
            self.ui.ctx().set_cursor_icon(CursorIcon::Grabbing);
            return;
        }
        board.held = None;
        // Let go over its own place: the card simply goes back.
        let home = self.source_rect(held.from).expand(self.geo.w * 0.1).contains(held.pos);
        let outcome = match self.target_at(held.pos) {
            Some(Target::Elsewhere) if home => Attempt::Nothing,
            Some(target) => self.attempt(held.from, target),
            None => Attempt::Nothing,
        };
        match outcome {
            Attempt::Play(mv) => self.event = Some(BoardAct::Play(mv)),
            Attempt::Refuse(why) => {
                self.event = Some(BoardAct::Refused(why));
                self.slide_back(board, held);
            }
            Attempt::Nothing => self.slide_back(board, held),
        }
    }

    fn slide_back(&self, board: &mut BoardState, held: Held) {
        if self.input.speed > 0.0
            && let Some(card) = self.card_at(held.from)
        {
            board.returning =
                Some(Returning { from: held.from, card, dropped: held.pos - held.grab, start: self.now });
            self.ui.ctx().request_repaint();
        }
    }

    /// Whether the card of `from` is away from its place (held or sliding back).
    fn away(board: &BoardState, from: Source) -> bool {
        board.held.is_some_and(|h| h.from == from) || board.returning.is_some_and(|r| r.from == from)
    }

    // ---- The rows ---------------------------------------------------------

    fn top_row(&mut self, seat: SeatIndex, board: &mut BoardState) {
        self.payoff_pile(seat, TOP, board, false);
        for k in 0..SIDE_PILES {
            self.side_pile(seat, TOP, k, board);
        }
        self.hand(seat, TOP, board);
    }

    fn bottom_row(&mut self, board: &mut BoardState) {
        let seat = self.bottom();
        let away = Self::away(board, Source::Payoff);
        self.payoff_pile(seat, BOTTOM, board, away);
        for k in 0..SIDE_PILES {
            self.side_pile(seat, BOTTOM, k, board);
        }
        self.hand(seat, BOTTOM, board);
    }

    fn payoff_pile(&mut self, seat: SeatIndex, row: usize, board: &mut BoardState, hide_top: bool) {
        let rect = self.geo.payoff[row];
        let count = self.state().payoff_count(seat);
        let top = self.state().payoff_top(seat);
        let label = if row == BOTTOM { "payoff" } else { "their payoff" };
        let source = (row == BOTTOM).then_some(Source::Payoff);
        let pickable = source.is_some_and(|s| self.pickable(s));
        let sense = if row == BOTTOM { Sense::click_and_drag() } else { Sense::click() };
        let response = place_widget(self.ui, rect, ("spite-payoff", row), sense, label, pickable);
        let lifted = pickable && response.hovered() && board.held.is_none();
        let painter = self.painter.clone();
        if count == 0 {
            cards::paint_slot(&painter, rect, "");
        } else {
            cards::paint_shadow(&painter, rect, 0.0);
            cards::paint_thickness(&painter, rect, count.saturating_sub(1));
            match top {
                // While the top card is away its place shows the face-down card below.
                Some(_) if hide_top => {
                    if count > 1 {
                        cards::paint_back(&painter, rect);
                    } else {
                        cards::paint_slot(&painter, rect, "");
                    }
                }
                Some(card) => {
                    let r = if lifted { rect.translate(vec2(0.0, -self.geo.h * 0.04)) } else { rect };
                    cards::paint_face(&painter, r, card);
                }
                None => cards::paint_back(&painter, rect),
            }
        }
        if board.selected == Some(Source::Payoff) && row == BOTTOM {
            cards::paint_glow(&painter, rect, GOLD);
        }
        let text = format!("Payoff · {count}");
        cards::paint_badge(
            &painter,
            pos2(rect.center().x, rect.bottom() + self.geo.h * 0.16),
            &text,
            (self.geo.w * 0.16).max(10.0),
            Color32::from_black_alpha(120),
            Color32::WHITE,
        );
        if let Some(from) = source {
            let response = if pickable { response.on_hover_cursor(CursorIcon::Grab) } else { response };
            self.drag_source(board, &response, from, rect);
            if response.clicked() {
                self.click(board, Some(from), Some(Target::Elsewhere));
            }
        } else if response.clicked() && board.selected.is_some() {
            self.click(board, None, Some(Target::Elsewhere));
        }
    }

    fn side_pile(&mut self, seat: SeatIndex, row: usize, k: usize, board: &mut BoardState) {
        let pile: Vec<Card> = side_piles(self.state(), seat).get(k).cloned().unwrap_or_default();
        let len = pile.len();
        let from = Source::Side(k);
        let mine = row == BOTTOM;
        // A card arriving by animation is not drawn on its pile yet.
        let arriving = self.flight_target_side() == Some((seat, k));
        let hide_top = (mine && Self::away(board, from)) || arriving;
        let fan = self.geo.side_fan(row, k, len);
        let label = if mine { format!("side {}", k + 1) } else { format!("their side {}", k + 1) };
        let targets = if mine { self.targets(board) } else { Vec::new() };
        let is_target = targets.contains(&Target::Side(k));
        let pickable = mine && self.pickable(from);
        let sense = if mine { Sense::click_and_drag() } else { Sense::click() };
        let response =
            place_widget(self.ui, fan, ("spite-side", row, k), sense, &label, pickable || is_target);
        let painter = self.painter.clone();
        let shown = if hide_top { len.saturating_sub(1) } else { len };
        if shown == 0 {
            cards::paint_slot(&painter, self.geo.side_card(row, k, 0, 1), &format!("{}", k + 1));
        }
        for (depth, card) in pile.iter().take(shown).enumerate() {
            let rect = self.geo.side_card(row, k, depth, len);
            if depth == 0 {
                cards::paint_shadow(&painter, rect, 0.0);
            }
            let lift = depth + 1 == len && pickable && response.hovered() && board.held.is_none();
            let rect = if lift { rect.translate(vec2(0.0, -self.geo.h * 0.04)) } else { rect };
            cards::paint_face(&painter, rect, *card);
        }
        if mine {
            self.mark_target(board, Target::Side(k), fan, is_target);
            if board.selected == Some(from) && len > 0 {
                cards::paint_glow(&painter, self.geo.side_card(row, k, len - 1, len), GOLD);
            }
            let response = if pickable { response.on_hover_cursor(CursorIcon::Grab) } else { response };
            if len > 0 {
                let top = self.geo.side_card(row, k, len - 1, len);
                self.drag_source(board, &response, from, top);
            }
            if response.clicked() {
                self.click(board, Some(from), Some(Target::Side(k)));
            }
        } else if response.clicked() && board.selected.is_some() {
            self.click(board, None, Some(Target::Elsewhere));
        }
    }

    fn hand(&mut self, seat: SeatIndex, row: usize, board: &mut BoardState) {
        let hand: Vec<Card> = self.state().hand(seat).to_vec();
        let count = hand.len();
        let painter = self.painter.clone();
        let face_up = self.input.face_up == Some(seat);
        if !face_up {
            let region = if count == 0 {
                self.geo.hand[row]
            } else {
                self.geo.hand_card(row, 0, count).union(self.geo.hand_card(row, count - 1, count))
            };
            let label = if row == TOP { "their hand" } else { "hand (face down)" };
            let response =
                place_widget(self.ui, region, ("spite-hand-backs", row), Sense::click(), label, false);
            for i in 0..count {
                let rect = self.geo.hand_card(row, i, count);
                cards::paint_shadow(&painter, rect, 0.0);
                cards::paint_back(&painter, rect);
            }
            if response.clicked() && board.selected.is_some() {
                self.click(board, None, Some(Target::Elsewhere));
            }
            return;
        }
        for (i, card) in hand.iter().enumerate() {
            let from = Source::Hand(*card);
            let base = self.geo.hand_card(row, i, count);
            let grip = self.geo.hand_grip(row, i, count);
            let pickable = row == BOTTOM && self.pickable(from);
            let label = format!("hand {}", cards::card_text(*card));
            let id = ("spite-hand", card.id());
            let response = place_widget(self.ui, grip, id, Sense::click_and_drag(), &label, pickable);
            if Self::away(board, from) {
                continue;
            }
            let selected = board.selected == Some(from);
            let hovered = pickable && response.hovered() && board.held.is_none();
            let lift = if selected {
                self.geo.h * 0.14
            } else if hovered {
                self.geo.h * 0.07
            } else {
                0.0
            };
            let rect = base.translate(vec2(0.0, -lift));
            cards::paint_shadow(&painter, rect, lift * 0.3);
            cards::paint_face(&painter, rect, *card);
            if selected {
                cards::paint_glow(&painter, rect, GOLD);
            }
            let response = if pickable { response.on_hover_cursor(CursorIcon::Grab) } else { response };
            self.drag_source(board, &response, from, rect);
            if response.clicked() {
                self.click(board, Some(from), Some(Target::Elsewhere));
            }
        }
        if count == 0 {
            let region = self.geo.hand[row];
            let text = "Hand empty";
            painter.text(
                region.center(),
                Align2::CENTER_CENTER,
                text,
                FontId::proportional(self.geo.w * 0.18),
                Color32::from_white_alpha(150),
            );
        }
    }

    fn centre_row(&mut self, board: &mut BoardState) {
        let geo = self.geo;
        let painter = self.painter.clone();
        // The stock.
        let stock = self.state().stock_count();
        let response = place_widget(self.ui, geo.stock, "spite-stock", Sense::click(), "stock", false);
        if stock == 0 {
            cards::paint_slot(&painter, geo.stock, "");
        } else {
            cards::paint_shadow(&painter, geo.stock, 0.0);
            cards::paint_thickness(&painter, geo.stock, stock.saturating_sub(1));
            cards::paint_back(&painter, geo.stock);
        }
        cards::paint_badge(
            &painter,
            pos2(geo.stock.center().x, geo.stock.bottom() + geo.h * 0.16),
            &format!("Stock · {stock}"),
            (geo.w * 0.16).max(10.0),
            Color32::from_black_alpha(120),
            Color32::WHITE,
        );
        if response.clicked() && board.selected.is_some() {
            self.click(board, None, Some(Target::Elsewhere));
        }

        // The centre piles.
        let targets = self.targets(board);
        for i in 0..CENTRE_PILES {
            let rect = geo.centre[i];
            let pile = self.centre_pile(i);
            let is_target = targets.contains(&Target::Centre(i));
            let label = format!("centre {}", i + 1);
            let response =
                place_widget(self.ui, rect, ("spite-centre", i), Sense::click(), &label, self.playing());
            match pile.top() {
                None => cards::paint_slot(&painter, rect, "A"),
                Some(card) => {
                    cards::paint_shadow(&painter, rect, 0.0);
                    cards::paint_thickness(&painter, rect, pile.len().saturating_sub(1).min(8));
                    cards::paint_face(&painter, rect, card);
                }
            }
            let needs = match pile.next_rank() {
                Some(rank) => format!("needs {}", rank.symbol()),
                None => "complete".to_owned(),
            };
            // A King on top shows the rank it stands for: "K as 7 · needs 8".
            let king = pile.top().filter(|c| c.is_king()).and(pile.top_rank());
            let (text, fill, ink) = match king {
                Some(rank) => (
                    format!("K as {} · {needs}", rank.symbol()),
                    theme::KING_BADGE_FILL,
                    theme::KING_BADGE_TEXT,
                ),
                None => (needs, theme::BADGE_FILL, theme::BADGE_TEXT),
            };
            let at = pos2(rect.center().x, rect.bottom() + geo.h * 0.16);
            cards::paint_badge(&painter, at, &text, (geo.w * 0.16).max(10.0), fill, ink);
            self.mark_target(board, Target::Centre(i), rect, is_target);
            if response.clicked() {
                self.click(board, None, Some(Target::Centre(i)));
            }
        }
    }

    /// Lights a pile a held or selected card may go to; while a held card
    /// hovers over a pile it may not go to, marks that pile red.
    fn mark_target(&self, board: &BoardState, target: Target, rect: Rect, legal: bool) {
        let hovering = board.held.is_some_and(|h| self.target_at(h.pos) == Some(target));
        if legal && hovering {
            cards::paint_glow(&self.painter, rect, Color32::WHITE);
        } else if legal && self.input.show_targets {
            cards::paint_glow(&self.painter, rect, TARGET);
        } else if !legal && hovering {
            cards::paint_glow(&self.painter, rect, REFUSE);
        }
    }

    /// The name plates beside the hands.
    fn plates(&self) {
        let size = (self.geo.w * 0.17).clamp(11.0, 20.0);
        for seat in 0..2 {
            let row = row_of(seat, self.bottom());
            let at = self.geo.plate[row];
            let Some(text) = self.input.plates.get(seat) else { continue };
            let to_move = self.state().to_move() == Some(seat);
            let colour = if to_move { theme::PLATE_TO_MOVE } else { theme::PLATE_TEXT };
            let x = if to_move {
                self.painter.circle_filled(at + vec2(size * 0.4, size * 0.6), size * 0.3, GOLD);
                at.x + size
            } else {
                at.x
            };
            // Wrapped to the hand's width, so a small table keeps the whole
            // plate on the felt.
            let wrap = (self.geo.hand[row].right() - x).max(size);
            let galley = self.painter.layout(text.clone(), FontId::proportional(size), colour, wrap);
            self.painter.galley(pos2(x, at.y), galley, colour);
        }
    }

    /// Frames the piles the marked moves went to, each in its mover's
    /// colour, so a glance shows what changed.
    fn last_move_mark(&self) {
        if self.input.flight.is_some() {
            return;
        }
        for &(seat, mv) in &self.input.marks {
            self.move_mark(seat, mv);
        }
    }

    /// Frames the pile `mv`, made by `seat`, went to.
    fn move_mark(&self, seat: SeatIndex, mv: Move) {
        let rect = match mv {
            Move::Play { to, .. } => self.geo.centre.get(to).copied(),
            Move::Discard { pile, .. } => {
                let len = side_piles(self.state(), seat).get(pile).map_or(0, Vec::len);
                Some(self.geo.side_card(row_of(seat, self.bottom()), pile, len.saturating_sub(1), len))
            }
            Move::EndTurn => None,
        };
        if let Some(rect) = rect {
            self.painter.rect_stroke(
                rect.expand(2.0),
                cards::corner(rect) + 2.0,
                egui::Stroke::new(2.5, crate::ui::widgets::move_mark::seat_colour(seat)),
                egui::StrokeKind::Outside,
            );
        }
    }

    /// Every slot with its rect: the hand, payoff, side and centre piles.
    fn slots(&self) -> Vec<(Slot, Rect)> {
        let seat = self.bottom();
        let count = self.state().hand(seat).len();
        let mut all: Vec<(Slot, Rect)> =
            (0..count).map(|i| (Slot::Hand(i), self.geo.hand_card(BOTTOM, i, count))).collect();
        all.push((Slot::Payoff, self.geo.payoff[BOTTOM]));
        for k in 0..SIDE_PILES {
            let len = side_piles(self.state(), seat).get(k).map_or(0, Vec::len);
            all.push((Slot::Side(k), self.geo.side_card(BOTTOM, k, len.saturating_sub(1), len.max(1))));
        }
        all.extend(self.geo.centre.iter().enumerate().map(|(i, r)| (Slot::Centre(i), *r)));
        all
    }

    /// Arrows move the cursor to the nearest place that way; Enter acts as
    /// a click there (pick a card, then a pile).
    fn keyboard(&mut self, board: &mut BoardState) {
        if !self.playing() {
            return;
        }
        let slots = self.slots();
        // A hand that shrank leaves the cursor on its last card.
        if let Some(Slot::Hand(i)) = board.cursor {
            let count = self.state().hand(self.bottom()).len();
            board.cursor = if count == 0 { Some(Slot::Payoff) } else { Some(Slot::Hand(i.min(count - 1))) };
        }
        for nav in crate::ui::widgets::keys::board_keys(self.ui) {
            // The first key only shows the cursor, on the payoff card.
            let Some(at) = board.cursor else {
                board.cursor = Some(Slot::Payoff);
                continue;
            };
            if nav == Nav::Enter {
                let (source, target) = self.slot_meaning(at);
                self.click(board, source, target);
                continue;
            }
            board.cursor = Some(cursor_step(&slots, at, nav));
        }
        if let Some((_, rect)) = board.cursor.and_then(|c| slots.iter().find(|(s, _)| *s == c)) {
            cursor::ring(&self.painter, rect.expand(5.0), 8.0);
        }
    }

    /// What Enter on a slot means: the card it would pick, the pile it is.
    fn slot_meaning(&self, slot: Slot) -> (Option<Source>, Option<Target>) {
        let seat = self.bottom();
        match slot {
            Slot::Hand(i) => (self.state().hand(seat).get(i).map(|c| Source::Hand(*c)), None),
            Slot::Payoff => (Some(Source::Payoff), None),
            Slot::Side(k) => {
                let has_card = side_piles(self.state(), seat).get(k).is_some_and(|p| !p.is_empty());
                (has_card.then_some(Source::Side(k)), Some(Target::Side(k)))
            }
            Slot::Centre(i) => (None, Some(Target::Centre(i))),
        }
    }

    /// The advice: a ring on the card to play and an arrow to its pile.
    fn hint_mark(&self) {
        let Some(mv) = self.input.hint else { return };
        let (from, to) = match mv {
            Move::Play { from, to } => (from, self.geo.centre.get(to).copied()),
            Move::Discard { card, pile } => {
                let len = side_piles(self.state(), self.bottom()).get(pile).map_or(0, Vec::len);
                (Source::Hand(card), Some(self.geo.side_card(BOTTOM, pile, len, len + 1)))
            }
            Move::EndTurn => return,
        };
        let source = self.source_rect(from);
        let width = (self.geo.w * 0.05).max(2.5);
        hint::ring(&self.painter, source, width);
        if let Some(target) = to {
            hint::ring(&self.painter, target, width);
            hint::arrow(&self.painter, source.center(), target.center(), width);
        }
    }

    // ---- Cards in the air ------------------------------------------------------

    /// The centre pile as it should be drawn: before a flying card lands on it.
    fn centre_pile(&self, i: usize) -> CentrePile {
        let flying_to = self.input.flight.filter(|f| matches!(f.mv, Move::Play { to, .. } if to == i));
        let state = flying_to.map_or(self.state(), |f| f.before);
        state.centre_piles().get(i).cloned().unwrap_or_default()
    }

    /// The side pile a flying discard is heading for.
    fn flight_target_side(&self) -> Option<(SeatIndex, usize)> {
        let f = self.input.flight.as_ref()?;
        match f.mv {
            Move::Discard { pile, .. } => Some((f.before.turn(), pile)),
            _ => None,
        }
    }

    /// The rect of a place on the table.
    fn place_rect(&self, place: Place) -> Rect {
        let bottom = self.bottom();
        match place {
            Place::Hand { seat, index, count } => self.geo.hand_card(row_of(seat, bottom), index, count),
            Place::Payoff(seat) => self.geo.payoff[row_of(seat, bottom)],
            Place::Side { seat, pile, depth, len } => {
                self.geo.side_card(row_of(seat, bottom), pile, depth, len)
            }
            Place::Centre(i) => self.geo.centre.get(i).copied().unwrap_or(self.geo.stock),
        }
    }

    /// The held card, a refused card sliding back, and a bot's card in flight,
    /// on a layer above everything.
    fn floating(&mut self, board: &mut BoardState) {
        let layer = LayerId::new(Order::Tooltip, Id::unique("spite-floating"));
        let painter = self.ui.ctx().layer_painter(layer);
        let size = vec2(self.geo.w, self.geo.h);
        if let Some(held) = board.held
            && let Some(card) = self.card_at(held.from)
        {
            let rect = Rect::from_min_size(held.pos - held.grab, size);
            cards::paint_shadow(&painter, rect, self.geo.h * 0.08);
            cards::paint_face(&painter, rect, card);
        }
        if let Some(r) = board.returning {
            let t = ((self.now - r.start) / (RETURN_SECONDS * self.input.speed).max(1e-3)) as f32;
            let home = self.source_rect(r.from);
            let from = Rect::from_min_size(r.dropped, size);
            let rect = from.translate((home.min - from.min) * ease(t.clamp(0.0, 1.0)));
            cards::paint_shadow(&painter, rect, self.geo.h * 0.05);
            cards::paint_face(&painter, rect, r.card);
            self.ui.ctx().request_repaint();
        }
        if let Some(flight) = self.input.flight {
            self.paint_flight(&painter, flight);
            self.ui.ctx().request_repaint();
        }
    }

    /// Where a source of the bottom seat sits.
    fn source_rect(&self, from: Source) -> Rect {
        let seat = self.bottom();
        match from {
            Source::Hand(card) => {
                let hand = self.state().hand(seat);
                let index = hand.iter().position(|c| *c == card).unwrap_or(0);
                self.geo.hand_card(BOTTOM, index, hand.len())
            }
            Source::Payoff => self.geo.payoff[BOTTOM],
            Source::Side(i) => {
                let len = side_piles(self.state(), seat).get(i).map_or(0, Vec::len);
                self.geo.side_card(BOTTOM, i, len.saturating_sub(1), len)
            }
        }
    }

    /// The reviewed move and the judge's best, as arrows from the card's
    /// place to its pile.
    fn judged(&self) {
        let Some(judged) = self.input.judged else { return };
        let way = |mv: &Move| {
            let (start, end, _) = move_places(judged.before, *mv)?;
            Some(hint::Way::step(self.place_rect(start).center(), self.place_rect(end).center()))
        };
        let colour = crate::ui::widgets::move_mark::seat_colour(judged.seat);
        let ways = [way(judged.played), way(judged.best())];
        hint::judged(&self.painter, ways, colour, &judged.labels(), (self.geo.w * 0.05).max(2.5));
    }

    fn paint_flight(&self, painter: &Painter, flight: Flight<'_>) {
        let Some((start, end, card)) = move_places(flight.before, flight.mv) else { return };
        let seat = flight.before.turn();
        let from_hand = matches!(start, Place::Hand { .. });
        let a = self.place_rect(start);
        let b = self.place_rect(end);
        let t = flight.t.clamp(0.0, 1.0);
        let eased = ease(t);
        // The card rises a little on its way, and a hidden hand card turns over.
        let grow = 1.0 + 0.08 * (std::f32::consts::PI * t).sin();
        let centre = a.center() + (b.center() - a.center()) * eased;
        let rect = Rect::from_center_size(centre, a.size() * grow);
        let hidden = from_hand && self.input.face_up != Some(seat);
        cards::paint_shadow(painter, rect, self.geo.h * 0.06 * (std::f32::consts::PI * t).sin());
        if hidden && t < 0.3 {
            let turn = t / 0.3;
            if turn < 0.5 {
                cards::paint_back(painter, cards::squeezed(rect, 1.0 - turn * 2.0));
            } else {
                cards::paint_face(painter, cards::squeezed(rect, turn * 2.0 - 1.0), card);
            }
        } else {
            cards::paint_face(painter, rect, card);
        }
    }
}

/// Where `mv`, played in `before`, takes its card from and to, with the
/// card; `None` for ending the turn or a card that is not there.
fn move_places(before: &Spite, mv: Move) -> Option<(Place, Place, Card)> {
    let seat = before.turn();
    let (from, card) = match mv {
        Move::Play { from, .. } => (from, card_of(before, seat, from)?),
        Move::Discard { card, .. } => (Source::Hand(card), card),
        Move::EndTurn => return None,
    };
    let start = match from {
        Source::Hand(c) => {
            let hand = before.hand(seat);
            let index = hand.iter().position(|h| *h == c).unwrap_or(0);
            Place::Hand { seat, index, count: hand.len() }
        }
        Source::Payoff => Place::Payoff(seat),
        Source::Side(i) => {
            let len = side_piles(before, seat).get(i).map_or(0, Vec::len);
            Place::Side { seat, pile: i, depth: len.saturating_sub(1), len }
        }
    };
    let end = match mv {
        Move::Play { to, .. } => Place::Centre(to),
        Move::Discard { pile, .. } => {
            // The card goes on top of the pile as it was.
            let len = side_piles(before, seat).get(pile).map_or(0, Vec::len) + 1;
            Place::Side { seat, pile, depth: len - 1, len }
        }
        Move::EndTurn => return None,
    };
    Some((start, end, card))
}

/// A seat's side piles (none for a seat that does not play).
fn side_piles(state: &Spite, seat: SeatIndex) -> &[Vec<Card>] {
    state.player(seat).map_or(&[], |p| p.side_piles().as_slice())
}

/// The card a source of `seat` names in `state`.
fn card_of(state: &Spite, seat: SeatIndex, from: Source) -> Option<Card> {
    match from {
        Source::Hand(card) => Some(card),
        Source::Payoff => state.payoff_top(seat),
        Source::Side(i) => side_piles(state, seat).get(i).and_then(|p| p.last().copied()),
    }
}

/// The source the legal-move list uses for `from`: a hand card is named by
/// the first copy of its face in the hand (two decks give two of each).
fn canonical(state: &Spite, seat: SeatIndex, from: Source) -> Source {
    match from {
        Source::Hand(card) => {
            let first = state.hand(seat).iter().find(|c| c.face() == card.face()).copied();
            Source::Hand(first.unwrap_or(card))
        }
        other => other,
    }
}

/// Whether two sources name the same card as far as moves go.
fn same_source(state: &Spite, seat: SeatIndex, a: Source, b: Source) -> bool {
    canonical(state, seat, a) == canonical(state, seat, b)
}

/// Smoothstep easing.
fn ease(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

/// `text` with a capital first letter, for a note.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod keyboard_tests {
    use super::*;

    /// The slots of a table with three hand cards, at their layout places.
    fn table() -> Vec<(Slot, Rect)> {
        let rect = |r: layout::UnitRect| BoardFrame { origin: Pos2::ZERO, scale: 1.0 }.rect(r);
        let mut all: Vec<(Slot, Rect)> = (0..3)
            .map(|i| {
                let hand = layout::hand(Row::Bottom);
                (Slot::Hand(i), rect(layout::UnitRect { x: hand.x + i as f32, w: 1.0, ..hand }))
            })
            .collect();
        all.push((Slot::Payoff, rect(layout::payoff(Row::Bottom))));
        all.extend((0..SIDE_PILES).map(|k| (Slot::Side(k), rect(layout::side(Row::Bottom, k)))));
        all.extend((0..CENTRE_PILES).map(|i| (Slot::Centre(i), rect(layout::centre(i)))));
        all
    }

    #[test]
    fn arrows_walk_rows_and_along_them() {
        let t = table();
        assert_eq!(cursor_step(&t, Slot::Payoff, Nav::Right), Slot::Side(0));
        assert_eq!(cursor_step(&t, Slot::Side(0), Nav::Left), Slot::Payoff);
        assert_eq!(cursor_step(&t, Slot::Payoff, Nav::Left), Slot::Payoff, "the edge stops the cursor");
        assert_eq!(cursor_step(&t, Slot::Side(3), Nav::Right), Slot::Side(3));
        assert!(matches!(cursor_step(&t, Slot::Payoff, Nav::Up), Slot::Centre(0)));
        assert!(matches!(cursor_step(&t, Slot::Side(0), Nav::Down), Slot::Hand(_)));
        assert!(matches!(cursor_step(&t, Slot::Hand(1), Nav::Up), Slot::Side(_)));
        assert_eq!(cursor_step(&t, Slot::Hand(0), Nav::Right), Slot::Hand(1));
        assert_eq!(cursor_step(&t, Slot::Hand(2), Nav::Down), Slot::Hand(2));
        assert_eq!(cursor_step(&t, Slot::Centre(1), Nav::Up), Slot::Centre(1));
        // A hand that is gone: down from the piles stays in their row.
        let no_hand: Vec<(Slot, Rect)> = t.into_iter().filter(|(s, _)| !matches!(s, Slot::Hand(_))).collect();
        assert_eq!(cursor_step(&no_hand, Slot::Side(2), Nav::Down), Slot::Side(2));
    }
}
