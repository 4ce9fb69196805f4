//! Playing cards drawn with the Painter: a rounded white face with rank and
//! suit corners, a large centre suit, Kings marked with a gold panel and a
//! crown, a patterned back, empty pile places and count badges. Suits are
//! inked red and black, or in a four-colour deck.
//!
//! Suits are vector shapes, never text: the default fonts have no suit
//! glyphs (and a missing glyph panics under kittest).

use crate::core::glyph::Part;
use crate::games::spite::{Card, CardColour, Rank, Suit};
use crate::ui::widgets::glyph;
use eframe::egui::{
    Align2, Color32, FontId, Mesh, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, Vec2, pos2, vec2,
};

/// A card's height over its width: the table layout's.
pub const ASPECT: f32 = crate::games::spite::layout::CARD_ASPECT;
/// The ink of hearts (and of diamonds, but in a four-colour deck).
pub const RED: Color32 = Color32::from_rgb(196, 28, 40);
/// The ink of spades (and of clubs, but in a four-colour deck).
pub const BLACK: Color32 = Color32::from_rgb(26, 26, 32);
/// The ink of clubs in a four-colour deck.
pub const CLUBS_GREEN: Color32 = Color32::from_rgb(0, 110, 40);
/// The ink of diamonds in a four-colour deck.
pub const DIAMONDS_BLUE: Color32 = Color32::from_rgb(0, 90, 220);
/// The colour that marks Kings (wild) and legal targets.
pub const GOLD: Color32 = Color32::from_rgb(214, 170, 48);

/// The face of a card.
pub const PAPER: Color32 = Color32::from_rgb(252, 251, 245);
const EDGE: Color32 = Color32::from_gray(140);
const KING_PANEL: Color32 = Color32::from_rgb(250, 238, 196);
const BACK: Color32 = Color32::from_rgb(32, 58, 128);
const BACK_LINES: Color32 = Color32::from_rgb(78, 110, 190);

/// How the suits are inked: red and black, or a four-colour deck (the
/// Spite & Malice option `four_colour_deck`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Inks {
    /// Hearts and diamonds red, spades and clubs black.
    #[default]
    TwoColour,
    /// Hearts red, diamonds blue, clubs green, spades black.
    FourColour,
}

impl Inks {
    /// The inks the option asks for.
    pub fn four_colour(four: bool) -> Inks {
        if four { Inks::FourColour } else { Inks::TwoColour }
    }

    /// The ink `suit` is printed in.
    pub fn ink(self, suit: Suit) -> Color32 {
        match (self, suit) {
            (Inks::FourColour, Suit::Clubs) => CLUBS_GREEN,
            (Inks::FourColour, Suit::Diamonds) => DIAMONDS_BLUE,
            (_, suit) => match suit.colour() {
                CardColour::Red => RED,
                CardColour::Black => BLACK,
            },
        }
    }
}

/// The size of a card `width` points wide.
pub fn card_size(width: f32) -> Vec2 {
    vec2(width, width * ASPECT)
}

/// The corner radius of a card drawn in `rect`.
pub fn corner(rect: Rect) -> f32 {
    rect.width() * 0.08
}

/// A card in ASCII for labels and notes: `Kd`, `10h` (no suit glyphs, so
/// the text can be shown with any font).
pub fn card_text(card: Card) -> String {
    format!("{}{}", card.rank.symbol(), card.suit.ascii())
}

/// A soft shadow under a card; `lift` pushes it further down, for a card
/// that is held up.
pub fn paint_shadow(painter: &Painter, rect: Rect, lift: f32) {
    let w = rect.width();
    let offset = vec2(w * 0.02, w * 0.035 + lift);
    painter.rect_filled(
        rect.translate(offset).expand(w * 0.02),
        corner(rect) * 1.3,
        Color32::from_black_alpha(28),
    );
    painter.rect_filled(rect.translate(offset * 0.6), corner(rect), Color32::from_black_alpha(60));
}

/// Text drawn twice, a hair apart, so the light default font reads as bold.
fn bold_text(painter: &Painter, pos: Pos2, anchor: Align2, text: &str, size: f32, colour: Color32) {
    let font = FontId::proportional(size);
    let nudge = (size * 0.035).max(0.4);
    painter.text(pos, anchor, text, font.clone(), colour);
    painter.text(pos + vec2(nudge, 0.0), anchor, text, font, colour);
}

/// The face of `card` filling `rect`, its suit in `inks`.
pub fn paint_face(painter: &Painter, rect: Rect, card: Card, inks: Inks) {
    let w = rect.width();
    if w < 2.0 {
        return;
    }
    let h = rect.height();
    painter.rect(rect, corner(rect), PAPER, Stroke::new(1.0, EDGE), StrokeKind::Inside);
    let ink = inks.ink(card.suit);
    let rank = card.rank.symbol();
    // Two-character ranks are narrower so both corners stay clear of the centre.
    let rank_size = if rank.len() > 1 { w * 0.2 } else { w * 0.24 };
    let column = w * 0.135;

    // Top-left index: rank above a small suit. Side piles fan downward and
    // hands overlap to the right, so this corner is the one always seen.
    let top = pos2(rect.left() + column, rect.top() + w * 0.045);
    bold_text(painter, top, Align2::CENTER_TOP, rank, rank_size, ink);
    paint_suit(painter, top + vec2(0.0, w * 0.24 + w * 0.07), w * 0.13, card.suit, ink);

    // Bottom-right index, upright (egui rotates text poorly).
    let bottom = pos2(rect.right() - column, rect.bottom() - w * 0.045);
    paint_suit(painter, bottom - vec2(0.0, w * 0.24 + w * 0.07), w * 0.13, card.suit, ink);
    bold_text(painter, bottom, Align2::CENTER_BOTTOM, rank, rank_size, ink);

    let centre = rect.center();
    match card.rank {
        Rank::King => paint_king(painter, rect, card.suit, ink),
        Rank::Jack | Rank::Queen => {
            let panel = Rect::from_center_size(centre, vec2(w * 0.46, h * 0.62));
            painter.rect(
                panel,
                w * 0.04,
                ink.gamma_multiply(0.07),
                Stroke::new((w * 0.012).max(1.0), ink.gamma_multiply(0.6)),
                StrokeKind::Inside,
            );
            bold_text(painter, centre - vec2(0.0, h * 0.05), Align2::CENTER_BOTTOM, rank, w * 0.34, ink);
            paint_suit(painter, centre + vec2(0.0, h * 0.12), w * 0.28, card.suit, ink);
        }
        Rank::Ace => paint_suit(painter, centre, w * 0.5, card.suit, ink),
        _ => paint_suit(painter, centre, w * 0.42, card.suit, ink),
    }
}

/// The King's centre: a gold panel with a crown, the suit in `ink`, and
/// "WILD".
fn paint_king(painter: &Painter, rect: Rect, suit: Suit, ink: Color32) {
    let (w, h) = (rect.width(), rect.height());
    let panel = Rect::from_center_size(rect.center(), vec2(w * 0.5, h * 0.66));
    painter.rect(panel, w * 0.05, KING_PANEL, Stroke::new((w * 0.018).max(1.0), GOLD), StrokeKind::Inside);
    paint_crown(painter, pos2(panel.center().x, panel.top() + h * 0.15), w * 0.36);
    paint_suit(painter, pos2(panel.center().x, panel.center().y + h * 0.05), w * 0.26, suit, ink);
    if w >= 40.0 {
        painter.text(
            pos2(panel.center().x, panel.bottom() - h * 0.025),
            Align2::CENTER_BOTTOM,
            crate::t!("spite-card-wild"),
            FontId::proportional(w * 0.11),
            Color32::from_rgb(140, 100, 10),
        );
    }
}

/// A crown `width` wide centred on `centre`: a band with three points,
/// each tipped with a ball, built from convex pieces.
pub fn paint_crown(painter: &Painter, centre: Pos2, width: f32) {
    let p = |x: f32, y: f32| centre + vec2(x, y) * width;
    let fill = GOLD;
    let dark = Color32::from_rgb(150, 110, 20);
    let band = Rect::from_min_max(p(-0.42, 0.08), p(0.42, 0.3));
    for (tip_x, base_l, base_r) in [(-0.4, -0.42, -0.1), (0.0, -0.22, 0.22), (0.4, 0.1, 0.42)] {
        let tip_y = if tip_x == 0.0 { -0.34 } else { -0.24 };
        painter.add(Shape::convex_polygon(
            vec![p(base_l, 0.1), p(tip_x, tip_y), p(base_r, 0.1)],
            fill,
            Stroke::NONE,
        ));
        painter.circle_filled(p(tip_x, tip_y), width * 0.055, fill);
    }
    painter.rect_filled(band, width * 0.03, fill);
    painter.rect_stroke(band, width * 0.03, Stroke::new((width * 0.025).max(0.8), dark), StrokeKind::Inside);
    for x in [-0.2, 0.0, 0.2] {
        painter.circle_filled(p(x, 0.19), width * 0.04, RED);
    }
}

/// The back of a card: a white border around a blue field with a diagonal
/// lattice and a diamond emblem.
pub fn paint_back(painter: &Painter, rect: Rect) {
    let w = rect.width();
    if w < 2.0 {
        return;
    }
    painter.rect(rect, corner(rect), PAPER, Stroke::new(1.0, EDGE), StrokeKind::Inside);
    let field = rect.shrink(w * 0.07);
    painter.rect_filled(field, corner(rect) * 0.6, BACK);
    let lattice = painter.with_clip_rect(field.shrink(w * 0.025).intersect(painter.clip_rect()));
    let step = (w * 0.11).max(3.0);
    let stroke = Stroke::new((w * 0.016).max(0.6), BACK_LINES);
    let span = field.width() + field.height();
    let mut d = 0.0;
    while d <= span {
        let a = pos2(field.left() + d, field.top());
        lattice.line_segment([a, a + vec2(-span, span)], stroke);
        let b = pos2(field.right() - d, field.top());
        lattice.line_segment([b, b + vec2(span, span)], stroke);
        d += step;
    }
    let c = field.center();
    let (rx, ry) = (field.width() * 0.26, field.height() * 0.2);
    painter.add(Shape::convex_polygon(
        vec![c - vec2(0.0, ry), c + vec2(rx, 0.0), c + vec2(0.0, ry), c - vec2(rx, 0.0)],
        BACK,
        Stroke::new((w * 0.02).max(1.0), Color32::from_rgb(230, 220, 180)),
    ));
    paint_suit(painter, c, w * 0.2, Suit::Spades, Color32::from_rgb(230, 220, 180));
    painter.rect_stroke(
        field,
        corner(rect) * 0.6,
        Stroke::new((w * 0.012).max(0.6), Color32::from_rgb(200, 210, 240)),
        StrokeKind::Inside,
    );
}

/// A card seen from the side while it turns over: `rect` squeezed
/// horizontally to `open` (0 = edge on, 1 = flat).
pub fn squeezed(rect: Rect, open: f32) -> Rect {
    Rect::from_center_size(rect.center(), vec2(rect.width() * open.clamp(0.02, 1.0), rect.height()))
}

/// An empty pile place: a dashed outline with a faint `label` inside.
pub fn paint_slot(painter: &Painter, rect: Rect, label: &str) {
    let w = rect.width();
    painter.rect_filled(rect, corner(rect), Color32::from_black_alpha(36));
    let r = rect.shrink(1.0);
    let points = [r.left_top(), r.right_top(), r.right_bottom(), r.left_bottom(), r.left_top()];
    painter.add(Shape::dashed_line(
        &points,
        Stroke::new(1.2, Color32::from_white_alpha(90)),
        w * 0.07,
        w * 0.05,
    ));
    if !label.is_empty() {
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            label,
            FontId::proportional(w * 0.2),
            Color32::from_white_alpha(120),
        );
    }
}

/// A glow around a card or pile: a legal target, or the selected card.
pub fn paint_glow(painter: &Painter, rect: Rect, colour: Color32) {
    let r = corner(rect);
    for (i, alpha) in [(0.0, 1.0), (2.5, 0.45), (5.0, 0.2)] {
        painter.rect_stroke(
            rect.expand(1.0 + i),
            r + i,
            Stroke::new(2.5, colour.gamma_multiply(alpha)),
            StrokeKind::Outside,
        );
    }
}

/// A rounded badge with `text`, centred on `centre`, its type `size`
/// points or smaller so that it is no wider than `room` (it stays under
/// its own pile on a small table).
pub fn paint_badge(
    painter: &Painter,
    centre: Pos2,
    text: &str,
    size: f32,
    room: f32,
    fill: Color32,
    colour: Color32,
) {
    let mut size = size;
    let mut galley = painter.layout_no_wrap(text.to_owned(), FontId::proportional(size), colour);
    // The padding grows with the type: the whole badge is `2 × 0.5` type sizes wider than its words.
    let wide = galley.size().x + size;
    if wide > room && wide > 0.0 {
        size *= room / wide;
        galley = painter.layout_no_wrap(text.to_owned(), FontId::proportional(size), colour);
    }
    let pad = vec2(size * 0.5, size * 0.18);
    let rect = Rect::from_center_size(centre, galley.size() + pad * 2.0);
    painter.rect_filled(rect, rect.height() * 0.5, fill);
    painter.galley(rect.min + pad, galley, colour);
}

/// The edges of the cards under a pile's top, drawn as a few offset backs
/// so a big pile looks thick; `count` is how many cards lie underneath.
pub fn paint_thickness(painter: &Painter, rect: Rect, count: usize) {
    let layers = count.div_ceil(4).min(6);
    let step = (rect.width() * 0.018).max(0.8);
    for k in (1..=layers).rev() {
        let r = rect.translate(vec2(step, step * 1.4) * k as f32);
        painter.rect(r, corner(rect), PAPER, Stroke::new(1.0, EDGE), StrokeKind::Inside);
    }
}

/// The felt of the table: a green field, lighter in the middle.
pub fn paint_felt(painter: &Painter, rect: Rect) {
    let edge = Color32::from_rgb(20, 74, 44);
    let middle = crate::ui::theme::FELT;
    let mut mesh = Mesh::default();
    let c = mesh.vertices.len() as u32;
    mesh.colored_vertex(rect.center(), middle);
    let ring = [
        rect.left_top(),
        rect.center_top(),
        rect.right_top(),
        rect.right_center(),
        rect.right_bottom(),
        rect.center_bottom(),
        rect.left_bottom(),
        rect.left_center(),
    ];
    for (i, p) in ring.iter().enumerate() {
        // The midpoints of the sides are a little lighter than the corners.
        let colour = if i % 2 == 1 { lerp_colour(edge, middle, 0.35) } else { edge };
        mesh.colored_vertex(*p, colour);
    }
    let n = ring.len() as u32;
    for i in 0..n {
        mesh.add_triangle(c, c + 1 + i, c + 1 + (i + 1) % n);
    }
    painter.add(Shape::mesh(mesh));
}

fn lerp_colour(a: Color32, b: Color32, t: f32) -> Color32 {
    let mix = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    Color32::from_rgb(mix(a.r(), b.r()), mix(a.g(), b.g()), mix(a.b(), b.b()))
}

/// A suit `size` high centred on `centre`, in `colour`.
pub fn paint_suit(painter: &Painter, centre: Pos2, size: f32, suit: Suit, colour: Color32) {
    glyph::paint_parts(painter, suit_parts(suit, (centre.x, centre.y), size), colour);
}

/// The shape of `suit`, `size` high around `centre`, as convex parts
/// (discs, triangles) since the tessellator fills only convex paths. The
/// suits are told apart by these shapes whatever their inks.
pub fn suit_parts(suit: Suit, (cx, cy): (f32, f32), size: f32) -> Vec<Part> {
    let p = |x: f32, y: f32| (cx + x * size, cy + y * size);
    let disc = |centre: (f32, f32), radius: f32| Part::Disc { centre, radius: radius * size };
    match suit {
        Suit::Diamonds => vec![Part::Polygon(vec![p(0.0, -0.5), p(0.38, 0.0), p(0.0, 0.5), p(-0.38, 0.0)])],
        Suit::Hearts => lobes([p(-0.235, -0.2), p(0.235, -0.2)], 0.265 * size, p(0.0, 0.48)),
        Suit::Spades => {
            let mut parts = lobes([p(-0.235, 0.1), p(0.235, 0.1)], 0.245 * size, p(0.0, -0.5));
            parts.push(Part::Polygon(vec![p(0.0, 0.02), p(0.17, 0.5), p(-0.17, 0.5)]));
            parts
        }
        Suit::Clubs => vec![
            disc(p(0.0, -0.27), 0.215),
            disc(p(-0.25, 0.06), 0.215),
            disc(p(0.25, 0.06), 0.215),
            disc(p(0.0, -0.03), 0.13),
            Part::Polygon(vec![p(0.0, -0.02), p(0.16, 0.5), p(-0.16, 0.5)]),
        ],
    }
}

/// Two round lobes of radius `r` joined to a point: a heart (point below)
/// or the body of a spade (point above). The polygon runs from each lobe's
/// outer tangent to the point, through both lobe centres, so it is convex.
fn lobes([left, right]: [(f32, f32); 2], r: f32, tip: (f32, f32)) -> Vec<Part> {
    let t_left = outer_tangent(left, r, tip, -1.0);
    let t_right = outer_tangent(right, r, tip, 1.0);
    let mut body = vec![t_left, left, right, t_right, tip];
    // Clockwise as seen: the heart's point is below its lobes, the spade's above.
    if tip.1 < left.1 {
        body.reverse();
    }
    vec![
        Part::Disc { centre: left, radius: r },
        Part::Disc { centre: right, radius: r },
        Part::Polygon(body),
    ]
}

/// The point where a line from `from` touches the circle (`c`, `r`) on its
/// outer side: the smaller x for `side` < 0, the larger for `side` > 0.
fn outer_tangent(c: (f32, f32), r: f32, from: (f32, f32), side: f32) -> (f32, f32) {
    let d = Vec2::new(from.0 - c.0, from.1 - c.1);
    let len = d.length();
    if len <= r {
        return c;
    }
    let theta = (r / len).acos();
    let base = d.angle();
    let a = Vec2::angled(base + theta) * r;
    let b = Vec2::angled(base - theta) * r;
    let pick = if (a.x - b.x) * side > 0.0 { a } else { b };
    (c.0 + pick.x, c.1 + pick.y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::spite::Deck;

    #[test]
    fn a_card_label_is_ascii() {
        assert_eq!(card_text(Card::new(Rank::Ten, Suit::Hearts, Deck::Second)), "10h");
    }

    #[test]
    fn tangents_lie_on_the_outer_side() {
        let left = outer_tangent((-1.0, 0.0), 1.0, (0.0, 3.0), -1.0);
        assert!(left.0 < -1.0, "{left:?}");
        let right = outer_tangent((1.0, 0.0), 1.0, (0.0, 3.0), 1.0);
        assert!(right.0 > 1.0, "{right:?}");
        assert!(((right.0 - 1.0).hypot(right.1) - 1.0).abs() < 1e-4);
    }
}
