//! The Spite & Malice play mat: every pile place of the table layout (the
//! screen's) outlined and labelled — each player's payoff pile and four
//! side piles with room to fan, the stock and the three centre piles —
//! with the players' places and a few rule reminders. The far player's
//! labels are turned to face them. Units are the layout's card widths.

use crate::print::canvas::{Canvas, HAlign, Ink, Label, VAlign, Weight};
use crate::print::Paper;
use crate::print::{ExportError, Sheet, Words};
use crate::id;
use crate::games::spite::layout::{self, Row, UnitRect};
use crate::games::spite::{CENTRE_PILES, HAND_SIZE, PAYOFF_SIZE, SIDE_PILES};

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
const NOTES: [&str; 3] = [id!("spite-print-note-build"), id!("spite-print-note-kings"), id!("spite-print-note-end")];

/// Spite & Malice's one sheet: the play mat.
pub const SHEETS: [Sheet; 1] = [Sheet { file_name: "spite-mat.png", title: TITLE, draw }];
/// The title printed on it.
const TITLE: &str = id!("spite-title");

/// Everything the mat draws, in card widths.
fn bounds() -> UnitRect {
    let felt = layout::table().expanded(BORDER);
    UnitRect { y: felt.y - TITLE_BAND, h: felt.h + TITLE_BAND, ..felt }
}

/// Draws the mat on a page of `paper` at `dpi`.
fn draw(paper: Paper, dpi: u32, words: Words) -> Result<Canvas, ExportError> {
    let mut canvas = Canvas::new(paper, dpi, bounds())?;
    let ink = Ink::rgb(INK);
    let felt = layout::table().expanded(BORDER);
    canvas.fill_rect(felt, 0.3, Ink::rgb(FELT_RGB));
    canvas.stroke_rect(felt, 0.3, 0.04, ink, None);
    let title = words.get(TITLE);
    canvas.text((layout::WIDTH / 2.0, -BORDER - TITLE_BAND / 2.0), Label::new(&title, 0.55, ink).weight(Weight::Bold));

    let fanned = words.get(id!("spite-print-fanned"));
    for row in Row::ALL {
        let payoff = [words.with(id!("spite-print-payoff-cards"), &[("count", PAYOFF_SIZE.into())]), words.get(id!("spite-print-payoff-top"))];
        place(&mut canvas, layout::payoff(row), row, &words.get(id!("spite-print-payoff")), &payoff);
        for k in 0..SIDE_PILES {
            fan(&mut canvas, row, k, &fanned);
            let name = words.with(id!("spite-print-side"), &[("pile", (k + 1).into())]);
            place(&mut canvas, layout::side(row, k), row, &name, &[words.get(id!("spite-print-side-any"))]);
        }
        player(&mut canvas, row, ink, words);
    }
    let stock = words.get(id!("spite-print-stock"));
    place(&mut canvas, layout::stock(), Row::Bottom, &stock, &[words.get(id!("spite-print-stock-down"))]);
    for i in 0..CENTRE_PILES {
        let name = words.with(id!("spite-print-centre"), &[("pile", (i + 1).into())]);
        place(&mut canvas, layout::centre(i), Row::Bottom, &name, &[words.get(id!("spite-print-centre-up"))]);
    }
    notes(&mut canvas, ink, words);
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
fn place(canvas: &mut Canvas, r: UnitRect, row: Row, name: &str, hints: &[String]) {
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
fn fan(canvas: &mut Canvas, row: Row, pile: usize, fanned: &str) {
    let ink = Ink::rgb(INK);
    let fan = layout::side_fan(row, pile);
    let card = layout::side(row, pile);
    let tuck = 2.0 * CORNER;
    let below = UnitRect { y: card.y + card.h - tuck, h: fan.h - card.h + tuck, ..fan };
    canvas.fill_rect(below, CORNER, Ink::rgb([0xFF, 0xFF, 0xFF]).alpha(0.45));
    canvas.stroke_rect(below, CORNER, 0.015, ink.alpha(0.5), Some(0.04));
    let room = UnitRect { y: card.y + card.h, h: fan.h - card.h, ..fan };
    text_in(canvas, room, 0.5, row, Label::new(fanned, 0.13, ink.alpha(0.7)));
}

/// A player's place: the region where the screen fans their hand, with
/// their name.
fn player(canvas: &mut Canvas, row: Row, ink: Ink, words: Words) {
    let hand = layout::hand(row);
    let number: usize = match row {
        Row::Bottom => 1,
        Row::Top => 2,
    };
    let name = words.with(id!("spite-player"), &[("number", number.into())]);
    let about = words.with(id!("spite-print-hand"), &[("count", HAND_SIZE.into())]);
    canvas.stroke_rect(hand, 0.15, 0.02, ink.alpha(0.5), Some(0.05));
    text_in(canvas, hand, 0.4, row, Label::new(&name, 0.3, ink).weight(Weight::Bold));
    let size = canvas.fit_size(&about, 0.13, hand.w - 0.2);
    text_in(canvas, hand, 0.66, row, Label::new(&about, size, ink));
}

/// Rule reminders in the free space right of the centre piles.
fn notes(canvas: &mut Canvas, ink: Ink, words: Words) {
    let area = layout::notes();
    let notes = NOTES.map(|id| words.get(id));
    let size = notes.iter().map(|t| canvas.fit_size(t, 0.14, area.w - 0.2)).fold(0.14, f32::min);
    let step = size * 1.6;
    let top = area.y + area.h / 2.0 - step * (NOTES.len() as f32 - 1.0) / 2.0;
    for (i, text) in notes.iter().enumerate() {
        let y = top + step * i as f32;
        canvas.text((area.x + 0.1, y), Label::new(text, size, ink).align(HAlign::Left, VAlign::Middle));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn every_label_can_be_drawn_in_the_font_in_every_language() {
        let canvas = Canvas::new(Paper::A4, 72, bounds()).expect("a page");
        for language in Language::ALL {
            let words = Words::new(language);
            let ids = [
                TITLE,
                "spite-print-fanned",
                "spite-print-payoff",
                "spite-print-payoff-top",
                "spite-print-side-any",
                "spite-print-stock",
                "spite-print-stock-down",
                "spite-print-centre-up",
            ];
            let mut texts: Vec<String> = NOTES.iter().chain(&ids).map(|id| words.get(id)).collect();
            texts.push(words.with("spite-print-payoff-cards", &[("count", PAYOFF_SIZE.into())]));
            texts.push(words.with("spite-print-side", &[("pile", 4.into())]));
            texts.push(words.with("spite-print-centre", &[("pile", 3.into())]));
            texts.push(words.with("spite-player", &[("number", 2.into())]));
            texts.push(words.with("spite-print-hand", &[("count", HAND_SIZE.into())]));
            for text in texts {
                assert!(canvas.can_draw(&text), "{}: {text}", language.tag());
            }
        }
    }
}
