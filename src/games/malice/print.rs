//! The Malice sheet: both boards side by side in the designer's dual
//! colouring, each square carrying the name of its dual and its colour's
//! glyph (which tells the colours apart in black and white), with the file,
//! rank and side labels of the screen, a title and a one-line key. Units
//! are the layout's: one square = 1.

use crate::print::canvas::{Canvas, HAlign, Ink, Label, VAlign, Weight, ink_on};
use crate::print::Paper;
use crate::print::{ExportError, Sheet, Words};
use crate::id;
use crate::games::malice::layout::{self, UnitRect};
use crate::games::malice::{Board, Side, Square};

/// Room above the boards for the title.
const TITLE_BAND: f32 = 1.3;
/// Room below the boards for the key.
const KEY_BAND: f32 = 0.75;
/// The ink of labels and lines.
const INK: [u8; 3] = [0x2A, 0x2A, 0x30];

/// Malice's one sheet.
pub const SHEETS: [Sheet; 1] = [Sheet { file_name: "malice.png", title: TITLE, draw }];
/// The title printed on it.
const TITLE: &str = id!("malice-title");
/// The key under the boards.
const KEY: &str = id!("malice-print-key");
/// The sides' names, beside the boards.
const SIDES: [(Side, &str); 2] = [(Side::North, id!("malice-side-north")), (Side::South, id!("malice-side-south"))];

/// Everything the sheet draws, in layout units.
fn bounds() -> UnitRect {
    UnitRect { x: 0.0, y: -TITLE_BAND, w: layout::WIDTH, h: layout::HEIGHT + TITLE_BAND + KEY_BAND }
}

/// Draws the sheet on a page of `paper` at `dpi`.
fn draw(paper: Paper, dpi: u32, words: Words) -> Result<Canvas, ExportError> {
    let mut canvas = Canvas::new(paper, dpi, bounds())?;
    let ink = Ink::rgb(INK);
    for sq in Square::all() {
        canvas.fill_rect(layout::square_rect(sq), 0.0, Ink::rgb(layout::square_rgb(sq)));
    }
    for board in [Board::L, Board::R] {
        grid(&mut canvas, board, ink);
    }
    for sq in Square::all() {
        dual_label(&mut canvas, sq);
        let ink = ink_on(layout::square_rgb(sq));
        canvas.glyph(layout::square_glyph(sq), layout::glyph_centre(sq), layout::GLYPH_RADIUS, ink);
    }
    labels(&mut canvas, ink, words);
    let title = words.get(TITLE);
    canvas.text((layout::WIDTH / 2.0, -TITLE_BAND / 2.0), Label::new(&title, 0.8, ink).weight(Weight::Bold));
    let key = words.get(KEY);
    let key_size = canvas.fit_size(&key, 0.24, layout::WIDTH - 0.2);
    canvas.text((layout::WIDTH / 2.0, layout::HEIGHT + KEY_BAND / 2.0), Label::new(&key, key_size, ink));
    Ok(canvas)
}

/// Fine lines between the squares of one board, the outline, and the bold
/// divide between North's half and South's half.
fn grid(canvas: &mut Canvas, board: Board, ink: Ink) {
    let b = layout::board_rect(board);
    let fine = ink.alpha(0.45);
    for file in 1..4u8 {
        let x = b.x + f32::from(file);
        canvas.line((x, b.y), (x, b.y + b.h), 0.015, fine);
    }
    for rank in 1..8u8 {
        let y = b.y + f32::from(rank);
        canvas.line((b.x, y), (b.x + b.w, y), 0.015, fine);
    }
    canvas.stroke_rect(b, 0.03, 0.05, ink, None);
    let y = layout::divide_y();
    canvas.line((b.x - 0.08, y), (b.x + b.w + 0.08, y), 0.07, ink);
}

/// The dual's name in the bottom-right corner of a square, where a piece
/// standing on the square leaves it readable.
fn dual_label(canvas: &mut Canvas, sq: Square) {
    let r = layout::square_rect(sq);
    let name = sq.dual().to_string();
    let label =
        Label::new(&name, 0.21, ink_on(layout::square_rgb(sq))).align(HAlign::Right, VAlign::Baseline);
    canvas.text((r.x + r.w - 0.08, r.y + r.h - 0.09), label);
}

/// The board names, file letters, rank numbers and side names the screen
/// shows, at the layout's places.
fn labels(canvas: &mut Canvas, ink: Ink, words: Words) {
    for board in [Board::L, Board::R] {
        let name = board.letter().to_string();
        canvas.text(layout::board_label(board), Label::new(&name, 0.32, ink).weight(Weight::Bold));
        for file in 0..4u8 {
            let letter = char::from(b'a' + file).to_string();
            for at in layout::file_labels(board, file) {
                canvas.text(at, Label::new(&letter, 0.3, ink));
            }
        }
        for rank in 1..=8u8 {
            canvas.text(layout::rank_label(board, rank), Label::new(&rank.to_string(), 0.3, ink));
        }
    }
    for (side, name) in SIDES {
        canvas.text(layout::side_label(side), Label::new(&words.get(name), 0.22, ink));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::i18n::Language;

    #[test]
    fn every_label_can_be_drawn_in_the_font_in_every_language() {
        let canvas = Canvas::new(Paper::A4, 72, bounds()).expect("a page");
        assert!(canvas.can_draw("LRabcd12345678"));
        for language in Language::ALL {
            let words = Words::new(language);
            for id in [TITLE, KEY].into_iter().chain(SIDES.map(|(_, id)| id)) {
                let text = words.get(id);
                assert!(canvas.can_draw(&text), "{}: {text}", language.tag());
            }
        }
    }
}
