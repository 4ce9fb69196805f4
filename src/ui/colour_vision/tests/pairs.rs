//! Every pair of colours a player must tell apart, taken from the
//! constants the app draws with, each with the cue beside colour that
//! tells them apart when the colours do not (a glyph, a suit's sign, a
//! halo, a place): the seats' colours, Malice's dual colours, the suits,
//! the move marks, targets, selection and cursor on every ground they lie
//! on. The test (`tests/mod.rs`) asks of each pair, under every deficiency,
//! a clear colour difference or a cue that holds.

use super::super::{Deficiency, delta_e, simulate};
use crate::core::{Glyph, SeatIndex};
use crate::games::malefiz::{self, Colour, SpaceKind};
use crate::games::malice::{self, Malice, Players, Square, SquareColour};
use crate::games::spite::Suit;
use crate::ui::spite::{board as spite_board, cards};
use crate::ui::theme::{self, FELT, contrast, over};
use crate::ui::widgets::{cursor, hint, move_mark, target};
use eframe::egui::{Color32, Theme};

/// The least contrast (WCAG) between a mark and what lies around it for
/// the mark to stand out: WCAG's 3 to 1 for graphics.
pub const STANDS_OUT: f64 = 3.0;

/// The least share of the box around two suits' signs that one covers and
/// the other does not (spades and clubs, the closest, differ in 8%).
pub const SIGNS_DIFFER: f64 = 0.05;

/// Two colours that must be told apart, and what else tells them apart.
#[derive(Clone, Debug, PartialEq)]
pub struct Pair {
    /// The kind of pair (the line of the report it counts in).
    pub group: &'static str,
    /// Which two colours.
    pub what: String,
    /// One colour (a mark's, where the other is its ground).
    pub a: Color32,
    /// The other.
    pub b: Color32,
    /// The cue beside colour, if there is one.
    pub cue: Option<Cue>,
}

/// What tells two colours apart besides the colours.
#[derive(Clone, Debug, PartialEq)]
pub enum Cue {
    /// Each colour has its own glyph drawn beside it; `shown` says it is
    /// drawn unless a person turns it off.
    Glyphs {
        /// The first colour's glyph.
        a: Glyph,
        /// The second's.
        b: Glyph,
        /// Whether it is drawn by default.
        shown: bool,
    },
    /// Two suits, told apart by their signs.
    SuitSigns(Suit, Suit),
    /// The mark (`a`) lies on a line of its own, `halo`, over the ground
    /// (`b`): it stands out if it contrasts with the ground or with the line.
    Halo(Color32),
    /// Each of two seats moves only pieces in its own quadrants, so where
    /// a move mark starts tells whose move it was.
    OwnQuadrants {
        /// Two or four players.
        players: Players,
        /// The two seats.
        seats: (SeatIndex, SeatIndex),
    },
}

impl Pair {
    /// How different the pair looks under `vision` (`None`: typical
    /// colour vision), in ΔE00.
    pub fn difference(&self, vision: Option<Deficiency>) -> f64 {
        delta_e(simulate(vision, self.a), simulate(vision, self.b))
    }
}

impl Cue {
    /// Whether the cue tells the pair apart under `vision`, or why not.
    pub fn holds(&self, pair: &Pair, vision: Option<Deficiency>) -> Result<(), String> {
        match self {
            Cue::Glyphs { a, b, shown } => {
                if a == b {
                    return Err(format!("both colours have the glyph {a:?}"));
                }
                if !shown {
                    return Err("the glyphs are off by default".to_owned());
                }
                Ok(())
            }
            Cue::SuitSigns(a, b) => {
                let differ = sign_difference(*a, *b);
                if differ < SIGNS_DIFFER {
                    Err(format!("the signs of {a:?} and {b:?} differ in {differ:.2}"))
                } else {
                    Ok(())
                }
            }
            Cue::Halo(halo) => {
                let ratio = stand_out(pair.a, pair.b, *halo, vision);
                if ratio < STANDS_OUT {
                    Err(format!("the mark stands out at {ratio:.2} to 1"))
                } else {
                    Ok(())
                }
            }
            Cue::OwnQuadrants { players, seats: (a, b) } => {
                let state = Malice::new(malice::Rules { players: *players, ..malice::Rules::default() });
                let shared =
                    Square::all().find(|sq| state.seat_controls(*a, *sq) && state.seat_controls(*b, *sq));
                let owns = |seat| Square::all().any(|sq| state.seat_controls(seat, sq));
                match shared {
                    Some(sq) => Err(format!("seats {a} and {b} both move pieces on {sq}")),
                    None if !owns(*a) || !owns(*b) => Err(format!("seat {a} or {b} moves nothing")),
                    None => Ok(()),
                }
            }
        }
    }
}

/// How much a mark of `mark` lying on `halo` over `ground` stands out
/// under `vision`: the larger of its contrast with the ground and with
/// the halo laid over the ground.
pub fn stand_out(mark: Color32, ground: Color32, halo: Color32, vision: Option<Deficiency>) -> f64 {
    let seen = |c| simulate(vision, c);
    let (mark, lined) = (seen(mark), seen(over(halo, ground)));
    contrast(mark, seen(ground)).max(contrast(mark, lined))
}

/// The share (0–1) of a square around two suits' signs that one covers
/// and the other does not.
pub fn sign_difference(a: Suit, b: Suit) -> f64 {
    let n = 40;
    let covered = |suit| {
        let parts = cards::suit_parts(suit, (0.0, 0.0), 1.0);
        (0..n * n)
            .map(|k| {
                let p = (
                    -0.6 + 1.2 * ((k % n) as f32 + 0.5) / n as f32,
                    -0.6 + 1.2 * ((k / n) as f32 + 0.5) / n as f32,
                );
                parts.iter().any(|part| part.contains(p))
            })
            .collect::<Vec<bool>>()
    };
    let (ma, mb) = (covered(a), covered(b));
    ma.iter().zip(&mb).filter(|(x, y)| x != y).count() as f64 / (n * n) as f64
}

fn rgb([r, g, b]: [u8; 3]) -> Color32 {
    Color32::from_rgb(r, g, b)
}

/// Every pair under `theme`.
pub fn pairs(theme: Theme) -> Vec<Pair> {
    let mut all = malice_pairs();
    all.extend(malefiz_pairs());
    all.extend(spite_pairs());
    all.extend(theme_pairs(theme));
    all
}

/// Each pair of `items` (named, coloured), with the cue `cue` gives it.
fn each_pair<T: Copy>(
    group: &'static str,
    items: &[(String, Color32, T)],
    cue: impl Fn(T, T) -> Option<Cue>,
) -> Vec<Pair> {
    let mut pairs = Vec::new();
    for (i, (na, a, ta)) in items.iter().enumerate() {
        for (nb, b, tb) in items.iter().skip(i + 1) {
            pairs.push(Pair { group, what: format!("{na} / {nb}"), a: *a, b: *b, cue: cue(*ta, *tb) });
        }
    }
    pairs
}

/// `marks` (named, coloured) on each of `grounds`, each on its halo.
fn on_grounds(
    group: &'static str,
    marks: &[(String, Color32, Color32)],
    grounds: &[(String, Color32)],
) -> Vec<Pair> {
    let mut pairs = Vec::new();
    for (mark, colour, halo) in marks {
        for (ground, g) in grounds {
            // A translucent mark is seen over its ground.
            let a = over(*colour, *g);
            pairs.push(Pair {
                group,
                what: format!("{mark} on {ground}"),
                a,
                b: *g,
                cue: Some(Cue::Halo(*halo)),
            });
        }
    }
    pairs
}

/// Malice: its ten dual colours, its seats, and the marks on its squares.
fn malice_pairs() -> Vec<Pair> {
    let shown = malice::Options::default().dual_shapes;
    let colours: Vec<(String, Color32, SquareColour)> = SquareColour::ALL
        .iter()
        .map(|c| (c.name().to_owned(), rgb(malice::layout::colour_rgb(*c)), *c))
        .collect();
    let mut pairs = each_pair("Malice dual colours", &colours, |a, b| {
        let glyph = malice::layout::colour_glyph;
        Some(Cue::Glyphs { a: glyph(a), b: glyph(b), shown })
    });
    for (group, players) in
        [("Malice sides (2 players)", Players::Two), ("Malice seats (4 players)", Players::Four)]
    {
        let seats: Vec<(String, Color32, SeatIndex)> =
            (0..players.seat_count()).map(|s| (format!("seat {s}"), move_mark::seat_colour(s), s)).collect();
        pairs.extend(each_pair(group, &seats, |a, b| Some(Cue::OwnQuadrants { players, seats: (a, b) })));
    }
    let squares: Vec<(String, Color32)> =
        colours.iter().map(|(n, c, _)| (format!("{n} square"), *c)).collect();
    let seat_marks: Vec<(String, Color32, Color32)> =
        (0..4).map(|s| (format!("seat {s}'s move"), move_mark::seat_colour(s), move_mark::EDGE)).collect();
    pairs.extend(on_grounds("Malice move marks and hint", &seat_marks, &squares));
    pairs.extend(on_grounds(
        "Malice move marks and hint",
        &[("hint".into(), hint::HINT, move_mark::EDGE)],
        &squares,
    ));
    pairs.extend(on_grounds("Malice targets, selection, cursor", &board_marks(), &squares));
    pairs
}

/// What marks a board's places for the person: targets, the selection,
/// the cursor, each with the line it lies on.
fn board_marks() -> Vec<(String, Color32, Color32)> {
    vec![
        ("capture target".into(), target::CAPTURE, target::HALO),
        ("move target".into(), target::DOT, target::HALO),
        ("selection".into(), target::SELECTED, target::SELECTED_EDGE),
        ("cursor".into(), cursor::CURSOR, Color32::BLACK),
    ]
}

/// Malefiz: its four players, and the marks on its board and spaces.
fn malefiz_pairs() -> Vec<Pair> {
    use malefiz::layout;
    let players: Vec<(String, Color32, Colour)> =
        Colour::ALL.iter().map(|c| (c.name().to_owned(), rgb(layout::colour_rgb(*c)), *c)).collect();
    let mut pairs = each_pair("Malefiz players", &players, |a, b| {
        Some(Cue::Glyphs { a: layout::colour_glyph(a), b: layout::colour_glyph(b), shown: true })
    });
    let mut grounds = vec![("the board".to_owned(), rgb(layout::BOARD_RGB))];
    for kind in [SpaceKind::Plain, SpaceKind::BarricadeStart, SpaceKind::Resting, SpaceKind::Goal] {
        grounds.push((format!("{kind:?} space"), rgb(layout::space_rgb(kind))));
    }
    let trails: Vec<(String, Color32, Color32)> =
        players.iter().map(|(n, c, _)| (format!("{n}'s move"), *c, move_mark::EDGE)).collect();
    pairs.extend(on_grounds("Malefiz move marks and hint", &trails, &grounds));
    pairs.extend(on_grounds(
        "Malefiz move marks and hint",
        &[("hint".into(), hint::HINT, move_mark::EDGE)],
        &grounds,
    ));
    pairs.extend(on_grounds("Malefiz targets, selection, cursor", &board_marks(), &grounds));
    pairs
}

/// Spite & Malice: the suits in either deck, the inks on the cards, the
/// seats' marks and the lit piles on the felt.
fn spite_pairs() -> Vec<Pair> {
    let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
    let mut pairs = Vec::new();
    for (group, inks) in [
        ("Spite suits (red and black)", cards::Inks::TwoColour),
        ("Spite suits (four colours)", cards::Inks::FourColour),
    ] {
        let items: Vec<(String, Color32, Suit)> =
            suits.iter().map(|s| (format!("{s:?}"), inks.ink(*s), *s)).collect();
        pairs.extend(each_pair(group, &items, |a, b| Some(Cue::SuitSigns(a, b))));
        for (name, ink, _) in &items {
            let what = format!("{name} on the card");
            pairs.push(Pair { group: "Spite inks on the card", what, a: *ink, b: cards::PAPER, cue: None });
        }
    }
    let seats: Vec<(String, Color32, ())> =
        (0..2).map(|s| (format!("seat {s}"), move_mark::seat_colour(s), ())).collect();
    pairs.extend(each_pair("Spite seats", &seats, |(), ()| None));
    let lit = [
        ("seat 0's move", move_mark::seat_colour(0)),
        ("seat 1's move", move_mark::seat_colour(1)),
        ("lit target", spite_board::TARGET),
        ("refused pile", spite_board::REFUSE),
        ("selected card", cards::GOLD),
        ("hint", hint::HINT),
    ];
    for (name, colour) in lit {
        pairs.push(Pair {
            group: "Spite marks on the felt",
            what: format!("{name} on the felt"),
            a: colour,
            b: FELT,
            cue: None,
        });
    }
    let what = "lit target / refused pile".to_owned();
    pairs.push(Pair {
        group: "Spite marks on the felt",
        what,
        a: spite_board::TARGET,
        b: spite_board::REFUSE,
        cue: None,
    });
    pairs
}

/// What changes with the theme: the accent that marks whose turn it is,
/// beside Malice's boards (on the panel) and around what may move on
/// Malefiz's board.
fn theme_pairs(theme: Theme) -> Vec<Pair> {
    let v = theme::visuals(theme);
    let accent = v.warn_fg_color;
    vec![
        Pair {
            group: "Accent of the turn",
            what: format!("{theme:?}: Malice turn bars beside the boards"),
            a: accent,
            b: v.panel_fill,
            cue: None,
        },
        Pair {
            group: "Accent of the turn",
            what: format!("{theme:?}: Malefiz frame of what may move"),
            a: accent,
            b: rgb(malefiz::layout::BOARD_RGB),
            cue: None,
        },
    ]
}
