//! The Spite & Malice play mat: every pile place of the table layout (the
//! screen's) outlined and labelled — each player's payoff pile and four
//! side piles with room to fan, the stock and the three centre piles —
//! with the players' places and a few rule reminders. The far player's
//! labels are turned to face them. Units are the layout's card widths.

use crate::print::canvas::{Canvas, HAlign, Ink, Label, VAlign, Weight};
use crate::print::Paper;
use crate::print::{ExportError, Sheet};
use crate::games::spite::layout::{self, Row, UnitRect};
use crate::games::spite::{CENTRE_PILES, PAYOFF_SIZE, SIDE_PILES};

/// The felt around the places, in card widths.
const BORDER: f32 = 0.3;
/// Room above the mat for the title.
const TITLE_BAND: f32 = 0.9;
/// The felt's shade (pale, to spare ink).
const FELT_RGB: [u8; 3] = [0xE2, 0xEE, 0xE3];
/// The ink of outlines and labels.
const INK: [u8; 3] = [0x24, 0x55, 0x38];
/// A card's corner radius, as on the screen (8% of its width).
const CORNER: f32 = 0.08;
/// Reminders printed between the hands.
const NOTES: [&str; 3] = [
    "Build the centre piles up from Ace to Queen.",
    "Kings are wild. A finished pile goes into the stock.",
    "End your turn with a hand card on a side pile.",
];

/// Spite & Malice's one sheet: the play mat.
pub const SHEETS: [Sheet; 1] = [Sheet { file_name: "spite-mat.png", title: TITLE, draw }];
/// The title printed on it.
const TITLE: &str = "Spite & Malice";

/// Everything the mat draws, in card widths.
fn bounds() -> UnitRect {
    let felt = layout::table().expanded(BORDER);
    UnitRect { y: felt.y - TITLE_BAND, h: felt.h + TITLE_BAND, ..felt }
}

/// Draws the mat on a page of `paper` at `dpi`.
fn draw(paper: Paper, dpi: u32) -> Result<Canvas, ExportError> {
    let mut canvas = Canvas::new(paper, dpi, bounds())?;
    let ink = Ink::rgb(INK);
    let felt = layout::table().expanded(BORDER);
    canvas.fill_rect(felt, 0.3, Ink::rgb(FELT_RGB));
    canvas.stroke_rect(felt, 0.3, 0.04, ink, None);
    let title = Label::new(TITLE, 0.55, ink).weight(Weight::Bold);
    canvas.text((layout::WIDTH / 2.0, -BORDER - TITLE_BAND / 2.0), title);

    for row in Row::ALL {
        let payoff = format!("{PAYOFF_SIZE} cards");
        place(&mut canvas, layout::payoff(row), row, "Payoff", &[&payoff, "top card face up"]);
        for k in 0..SIDE_PILES {
            fan(&mut canvas, row, k);
            place(&mut canvas, layout::side(row, k), row, &format!("Side {}", k + 1), &["any card"]);
        }
        player(&mut canvas, row, ink);
    }
    place(&mut canvas, layout::stock(), Row::Bottom, "Stock", &["face down"]);
    for i in 0..CENTRE_PILES {
        let name = format!("Centre {}", i + 1);
        place(&mut canvas, layout::centre(i), Row::Bottom, &name, &["Ace up to Queen"]);
    }
    notes(&mut canvas, ink);
    Ok(canvas)
}

/// `label` placed in `r` at `at` (0 top – 1 bottom, as its row's player
/// sees it), turned to face that player.
fn text_in(canvas: &mut Canvas, r: UnitRect, at: f32, row: Row, label: Label<'_>) {
    let cx = r.x + r.w / 2.0;
    match row {
        Row::Bottom => canvas.text((cx, r.y + at * r.h), label),
        Row::Top => canvas.text((cx, r.y + (1.0 - at) * r.h), label.turned(180.0)),
    }
}

/// One card place: a dashed outline with its name and a line or two of
/// hints.
fn place(canvas: &mut Canvas, r: UnitRect, row: Row, name: &str, hints: &[&str]) {
    let ink = Ink::rgb(INK);
    canvas.fill_rect(r, CORNER, Ink::rgb([0xFF, 0xFF, 0xFF]));
    canvas.stroke_rect(r, CORNER, 0.025, ink, Some(0.07));
    let name_size = canvas.fit_size(name, 0.2, r.w - 0.16);
    text_in(canvas, r, 0.42, row, Label::new(name, name_size, ink).weight(Weight::Bold));
    let hint_size = hints.iter().map(|h| canvas.fit_size(h, 0.115, r.w - 0.14)).fold(0.115, f32::min);
    for (i, hint) in hints.iter().enumerate() {
        let at = 0.6 + i as f32 * hint_size * 1.45 / r.h;
        text_in(canvas, r, at, row, Label::new(hint, hint_size, ink.alpha(0.8)));
    }
}

/// The room a side pile fans into, below its first card's place (the
/// card's place is drawn over its top).
fn fan(canvas: &mut Canvas, row: Row, pile: usize) {
    let ink = Ink::rgb(INK);
    let fan = layout::side_fan(row, pile);
    let card = layout::side(row, pile);
    let tuck = 2.0 * CORNER;
    let below = UnitRect { y: card.y + card.h - tuck, h: fan.h - card.h + tuck, ..fan };
    canvas.fill_rect(below, CORNER, Ink::rgb([0xFF, 0xFF, 0xFF]).alpha(0.45));
    canvas.stroke_rect(below, CORNER, 0.015, ink.alpha(0.5), Some(0.04));
    let room = UnitRect { y: card.y + card.h, h: fan.h - card.h, ..fan };
    text_in(canvas, room, 0.5, row, Label::new("fanned", 0.13, ink.alpha(0.7)));
}

/// A player's place: the region where the screen fans their hand, with
/// their name.
fn player(canvas: &mut Canvas, row: Row, ink: Ink) {
    let hand = layout::hand(row);
    let name = match row {
        Row::Bottom => "Player 1",
        Row::Top => "Player 2",
    };
    canvas.stroke_rect(hand, 0.15, 0.02, ink.alpha(0.5), Some(0.05));
    text_in(canvas, hand, 0.4, row, Label::new(name, 0.3, ink).weight(Weight::Bold));
    text_in(canvas, hand, 0.66, row, Label::new("hand: draw up to 5 cards each turn", 0.13, ink));
}

/// Rule reminders in the free space right of the centre piles.
fn notes(canvas: &mut Canvas, ink: Ink) {
    let area = layout::notes();
    let size = NOTES.iter().map(|t| canvas.fit_size(t, 0.14, area.w - 0.2)).fold(0.14, f32::min);
    let step = size * 1.6;
    let top = area.y + area.h / 2.0 - step * (NOTES.len() as f32 - 1.0) / 2.0;
    for (i, text) in NOTES.iter().enumerate() {
        let y = top + step * i as f32;
        canvas.text((area.x + 0.1, y), Label::new(text, size, ink).align(HAlign::Left, VAlign::Middle));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_label_can_be_drawn_in_the_font() {
        let canvas = Canvas::new(Paper::A4, 72, bounds()).expect("a page");
        for text in NOTES {
            assert!(canvas.can_draw(text), "{text}");
        }
        assert!(canvas.can_draw("Spite & Malice Payoff 20 cards, top one face up Side 1234 any card fanned"));
        assert!(
            canvas
                .can_draw("Stock face down Centre Ace up to Queen Player hand: draw up to 5 cards each turn")
        );
    }
}
