//! The die beside the seats. It shows the roll of the position on the
//! board, in the colour of the player who rolled it, until the next roll:
//! a bot's roll as much as a person's, and while looking back through the
//! log the roll of the position looked at, its caption led by the
//! roller's glyph. It is drawn with the painter (the default fonts have no
//! dice faces).

use super::MalefizUi;
use crate::core::History;
use crate::games::malefiz::layout::{colour_glyph, colour_rgb};
use crate::games::malefiz::{Colour, Malefiz, Move};
use crate::ui::screen::Scene;
use crate::ui::widgets::board_frame::rgb;
use crate::ui::widgets::glyph;
use eframe::egui::{
    self, Align2, Color32, FontId, Painter, Rect, RichText, Sense, Stroke, StrokeKind, Ui, Vec2,
};

/// Seconds the die tumbles after a roll, at normal speed.
pub const ROLL_SECONDS: f64 = 0.45;
/// The part of the tumble spent showing passing faces; the rest shows the roll.
const TUMBLE_PART: f32 = 0.6;
/// The die's face with no colour to tint it.
const IVORY: Color32 = Color32::from_rgb(250, 248, 240);

/// A roll as the die shows it: the face and who rolled it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rolled {
    /// The face rolled.
    pub face: u8,
    /// The colour that rolled it.
    pub colour: Colour,
}

impl Rolled {
    /// The die's caption: "Yellow rolled 4".
    pub fn caption(self) -> String {
        crate::t!("malefiz-rolled", colour = super::words::colour(self.colour), face = self.face)
    }
}

/// The roll the die shows at ply `ply`: the last roll made up to that
/// position (the turn's roll, or the one before the move that followed
/// it), or none before anyone rolled.
pub fn shown_roll(history: &History<Malefiz>, ply: usize) -> Option<Rolled> {
    (0..=ply).rev().find_map(|k| {
        let state = history.state_at(k);
        state.roll().map(|face| Rolled { face, colour: state.turn() })
    })
}

/// The face the die shows `t` (0 to 1) into its tumble before landing on `face`.
fn tumbling_face(face: u8, t: f32) -> u8 {
    if t >= TUMBLE_PART {
        return face;
    }
    let turn = (t * 14.0) as u8;
    (face + turn) % 6 + 1
}

impl MalefizUi {
    /// The die and its caption; a person about to roll clicks it (or the
    /// Roll button).
    pub(super) fn die(&self, ui: &mut Ui, scene: &mut Scene<'_, Self>) {
        let can_roll = matches!(scene.moves, [Move::Roll]);
        let shown = shown_roll(scene.table.session.history(), scene.table.shown_ply());
        let tumble = self.tumble.and_then(|clock| scene.progress(ui, clock)).filter(|t| *t < TUMBLE_PART);
        let mut roll = false;
        ui.horizontal(|ui| {
            let (rect, response) = ui.allocate_exact_size(Vec2::splat(56.0), Sense::click());
            let label = if can_roll { crate::t!("malefiz-roll-the-die") } else { die_label(shown) };
            response.widget_info(|| {
                let mut info = egui::WidgetInfo::labeled(egui::Role::Button, can_roll, &label);
                info.value = shown.map(|r| f64::from(r.face));
                info
            });
            let colour = shown.map_or(Color32::from_gray(120), |r| rgb(colour_rgb(r.colour)));
            let (face, rect) = match (tumble, shown) {
                (Some(t), Some(r)) => {
                    let bounce = (t / TUMBLE_PART * std::f32::consts::PI * 2.0).sin().abs() * 6.0;
                    (Some(tumbling_face(r.face, t)), rect.translate(Vec2::new(0.0, -bounce)))
                }
                _ => (shown.map(|r| r.face), rect),
            };
            if can_roll {
                let accent = Stroke::new(3.0, ui.visuals().warn_fg_color);
                ui.painter().rect_stroke(rect.expand(3.0), 12.0, accent, StrokeKind::Outside);
            }
            paint_die(ui.painter(), rect, face, colour);
            roll = can_roll && response.clicked();
            ui.vertical(|ui| {
                let caption = match (tumble, shown) {
                    (Some(_), _) => crate::t!("malefiz-rolling"),
                    (None, Some(r)) => r.caption(),
                    (None, None) => crate::t!("malefiz-no-roll-yet"),
                };
                // Wrapped: a long caption ("Rot hat eine 6 gewürfelt") in
                // a narrow panel held the whole panel wider than its room.
                ui.horizontal_wrapped(|ui| {
                    // Who rolled, by shape as well as by the die's colour.
                    if let Some(r) = shown.filter(|_| tumble.is_none()) {
                        glyph::swatch(ui, colour_glyph(r.colour), rgb(colour_rgb(r.colour)));
                    }
                    ui.label(RichText::new(caption).strong());
                });
                roll |= can_roll && ui.button(crate::t!("malefiz-roll")).on_hover_text(crate::t!("key-space")).clicked();
            });
        });
        if roll {
            scene.play(Move::Roll);
        }
    }
}

/// How the die is named when it cannot be clicked: what it shows.
fn die_label(shown: Option<Rolled>) -> String {
    shown.map_or_else(|| crate::t!("malefiz-die-no-roll"), |r| crate::t!("malefiz-die-shows", rolled = r.caption()))
}

/// Draws a die showing `face` (1–6), or a blank face for `None`, in the
/// colour of whoever rolled it: a thick border of `colour` and a face
/// lightly tinted with it (pips stay dark, so a pale colour still reads).
fn paint_die(painter: &Painter, rect: Rect, face: Option<u8>, colour: Color32) {
    let round = rect.width() * 0.18;
    painter.rect_filled(rect, round, tint(colour));
    painter.rect_stroke(rect, round, Stroke::new(rect.width() * 0.08, colour), StrokeKind::Inside);
    painter.rect_stroke(rect, round, Stroke::new(1.0, Color32::from_black_alpha(160)), StrokeKind::Outside);
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
    let d = rect.width() * 0.24;
    let pips: &[(f32, f32)] = match face {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[(-1.0, -1.0), (1.0, -1.0), (0.0, 0.0), (-1.0, 1.0), (1.0, 1.0)],
        _ => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 0.0), (1.0, 0.0), (-1.0, 1.0), (1.0, 1.0)],
    };
    for (x, y) in pips {
        painter.circle_filled(c + Vec2::new(x * d, y * d), rect.width() * 0.085, Color32::from_gray(25));
    }
}

/// The die's face: ivory with a fifth of `colour` mixed in.
fn tint(colour: Color32) -> Color32 {
    let mix = |a: u8, b: u8| ((u16::from(a) * 4 + u16::from(b)) / 5) as u8;
    Color32::from_rgb(mix(IVORY.r(), colour.r()), mix(IVORY.g(), colour.g()), mix(IVORY.b(), colour.b()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::malefiz::Colour;
    use crate::games::malefiz::fixtures::two_turns;

    #[test]
    fn the_die_shows_the_roll_in_the_rollers_colour() {
        let history = two_turns();
        let red = history.state_at(1).roll().expect("red's roll");
        let yellow = history.state_at(3).roll().expect("yellow's roll");
        assert_eq!(shown_roll(&history, 1), Some(Rolled { face: red, colour: Colour::Red }));
        assert_eq!(shown_roll(&history, 3), Some(Rolled { face: yellow, colour: Colour::Yellow }));
    }

    #[test]
    fn after_a_move_the_die_keeps_the_last_roll_until_the_next() {
        let history = two_turns();
        let red = history.state_at(1).roll().expect("red's roll");
        // Ply 2: Red has moved and Yellow is yet to roll.
        assert_eq!(history.state_at(2).turn(), Colour::Yellow);
        assert_eq!(shown_roll(&history, 2), Some(Rolled { face: red, colour: Colour::Red }));
    }

    #[test]
    fn before_any_roll_the_die_shows_none() {
        assert_eq!(shown_roll(&two_turns(), 0), None);
    }

    #[test]
    fn a_position_set_up_with_a_roll_shows_it() {
        let game = Malefiz::classic_start(3).with_roll(5).expect("a roll");
        let history = History::new(game);
        assert_eq!(shown_roll(&history, 0), Some(Rolled { face: 5, colour: Colour::Red }));
    }

    #[test]
    fn the_tumble_lands_on_the_roll() {
        for face in 1..=6 {
            assert!((0..20).all(|i| (1..=6).contains(&tumbling_face(face, i as f32 / 20.0))));
            assert_eq!(tumbling_face(face, TUMBLE_PART), face);
            assert_eq!(tumbling_face(face, 1.0), face);
        }
    }
}
