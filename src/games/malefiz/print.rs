//! A Malefiz sheet: one board from its layout (the screen's), with the
//! paths, the spaces in their printed colours (red barricade spaces, blue
//! resting spaces, the goal), the houses in their colours with a spot for
//! each piece and their colours' glyphs, the village and the forest, the
//! column and row labels, a title and a key. Units are the layout's grid
//! cells.

use crate::print::canvas::{self, Canvas, HAlign, Ink, Label, VAlign, Weight};
use crate::print::Paper;
use crate::print::{ExportError, Sheet, Words};
use crate::id;
use crate::games::malefiz::layout::{self, Layout, UnitRect};
use crate::games::malefiz::{Board, SpaceKind};

/// Room above the board for the title.
const TITLE_BAND: f32 = 1.5;
/// Room below the board for the key.
const KEY_BAND: f32 = 1.0;
/// The ink of labels and outlines.
const INK: [u8; 3] = [0x3A, 0x2E, 0x22];
/// The village band's shade over the board.
const VILLAGE_RGB: [u8; 3] = [0x96, 0x6E, 0x3C];
/// The outline of the spaces.
const OUTLINE: [u8; 3] = [0x3C, 0x3C, 0x3C];
/// The star on the goal.
const STAR_RGB: [u8; 3] = [0xB0, 0x7E, 0x0C];
/// The labels on the forest.
const FOREST_INK: [u8; 3] = [0xDC, 0xF0, 0xD2];

/// Malefiz's sheets: the classic board and the fast one.
pub const SHEETS: [Sheet; 2] = [
    Sheet { file_name: "malefiz-classic.png", title: CLASSIC_TITLE, draw: draw_classic },
    Sheet { file_name: "malefiz-fast.png", title: FAST_TITLE, draw: draw_fast },
];
/// The classic board's title.
const CLASSIC_TITLE: &str = id!("malefiz-print-title-classic");
/// The fast board's title.
const FAST_TITLE: &str = id!("malefiz-print-title-fast");
// The words of the village, the forest and the key.
const VILLAGE: &str = id!("malefiz-village");
const FOREST: &str = id!("malefiz-forest");
const KEY_GOAL: &str = id!("malefiz-print-key-goal");
const KEY_BARRICADE: &str = id!("malefiz-print-key-barricade");
const KEY_RESTING: &str = id!("malefiz-print-key-resting");
const KEY_VILLAGE: &str = id!("malefiz-print-key-village");

fn draw_classic(paper: Paper, dpi: u32, words: Words) -> Result<Canvas, ExportError> {
    draw(&Board::classic(), &words.get(CLASSIC_TITLE), paper, dpi, words)
}

fn draw_fast(paper: Paper, dpi: u32, words: Words) -> Result<Canvas, ExportError> {
    draw(&Board::fast(), &words.get(FAST_TITLE), paper, dpi, words)
}

/// Everything the sheet of a board laid out as `layout` draws.
fn bounds(layout: &Layout) -> UnitRect {
    UnitRect { x: 0.0, y: -TITLE_BAND, w: layout.width, h: layout.height + TITLE_BAND + KEY_BAND }
}

/// Draws `board`'s sheet, titled `title`, on a page of `paper` at `dpi`.
fn draw(board: &Board, title: &str, paper: Paper, dpi: u32, words: Words) -> Result<Canvas, ExportError> {
    let lay = Layout::new(board);
    let mut canvas = Canvas::new(paper, dpi, bounds(&lay))?;
    let ink = Ink::rgb(INK);
    let whole = UnitRect { x: 0.0, y: 0.0, w: lay.width, h: lay.height };
    canvas.fill_rect(whole, 0.35, Ink::rgb(layout::BOARD_RGB));
    canvas.stroke_rect(whole, 0.35, 0.06, ink.alpha(0.6), None);
    village_and_forest(&mut canvas, &lay, words);
    for (a, b) in board.connections() {
        if let (Some(pa), Some(pb)) = (lay.space_centre(a), lay.space_centre(b)) {
            canvas.line(pa, pb, layout::PATH_WIDTH, Ink::rgb(layout::CONNECTION_RGB));
        }
    }
    houses(&mut canvas, board, &lay);
    spaces(&mut canvas, board, &lay);
    // The names the moves and the log use, as the screen shows them.
    let label = Ink::rgb(layout::LABEL_RGB);
    for col in 0..board.columns() {
        let letter = char::from(b'a'.saturating_add(col)).to_string();
        canvas.text(lay.column_label(col), Label::new(&letter, layout::LABEL_SIZE, label));
    }
    for row in 1..=board.rows() {
        canvas.text(lay.row_label(row), Label::new(&row.to_string(), layout::LABEL_SIZE, label));
    }
    let title = Label::new(title, 0.85, ink).weight(Weight::Bold);
    canvas.text((lay.width / 2.0, -TITLE_BAND / 2.0), title);
    key(&mut canvas, board, &lay, words);
    Ok(canvas)
}

/// The village band across its rows and the forest area, each named.
fn village_and_forest(canvas: &mut Canvas, lay: &Layout, words: Words) {
    if let Some(band) = lay.village_rect() {
        canvas.fill_rect(band, 0.2, Ink::rgb(VILLAGE_RGB).alpha(0.3));
        canvas.stroke_rect(band, 0.2, 0.04, Ink::rgb(VILLAGE_RGB), Some(0.15));
        // Level with the band's middle row, clear of the row numbers.
        let village = words.get(VILLAGE);
        let label = Label::new(&village, 0.32, Ink::rgb(INK)).align(HAlign::Left, VAlign::Middle);
        canvas.text((band.x + 0.3, band.y + band.h / 2.0), label.weight(Weight::Bold));
    }
    if let Some(forest) = lay.forest_rect() {
        canvas.fill_rect(forest, 0.2, Ink::rgb(layout::FOREST_RGB));
        let (cx, cy) = forest.centre();
        let name = words.get(FOREST);
        let size = canvas.fit_size(&name, 0.32, forest.w - 0.2);
        canvas.text((cx, cy), Label::new(&name, size, Ink::rgb(FOREST_INK)).weight(Weight::Bold));
    }
}

/// Each house in its colour, with a spot for every piece waiting there
/// and its colour's glyph on its corner.
fn houses(canvas: &mut Canvas, board: &Board, lay: &Layout) {
    for &(colour, area) in lay.houses() {
        let shade = Ink::rgb(layout::colour_rgb(colour));
        canvas.fill_rect(area, 0.25, Ink::rgb([0xFF, 0xFF, 0xFF]));
        canvas.fill_rect(area, 0.25, shade.alpha(0.4));
        canvas.stroke_rect(area, 0.25, 0.08, shade, None);
        for centre in layout::slots(area, usize::from(board.pieces_per_colour())) {
            canvas.fill_circle(centre, layout::SPACE_RADIUS * 0.8, Ink::rgb([0xFF, 0xFF, 0xFF]).alpha(0.85));
            canvas.stroke_circle(centre, layout::SPACE_RADIUS * 0.8, 0.06, shade);
        }
        // The colour's glyph, as on the screen: the houses are told apart
        // in black and white too.
        let badge = (layout::house_glyph_centre(area), layout::HOUSE_GLYPH_RADIUS);
        canvas.glyph_edged(layout::colour_glyph(colour), badge, shade, (Ink::rgb(INK), 0.035));
    }
}

/// The spaces in their printed colours, the goal with a star.
fn spaces(canvas: &mut Canvas, board: &Board, lay: &Layout) {
    for space in board.spaces() {
        if let Some(centre) = lay.space_centre(space.square) {
            disc(canvas, centre, layout::space_radius(space.kind), space.kind);
        }
    }
}

/// One space of `kind` as a disc of `radius`, outlined; the goal has a star.
fn disc(canvas: &mut Canvas, centre: (f32, f32), radius: f32, kind: SpaceKind) {
    canvas.fill_circle(centre, radius, Ink::rgb(layout::space_rgb(kind)));
    canvas.stroke_circle(centre, radius, radius * 0.14, Ink::rgb(OUTLINE));
    if kind == SpaceKind::Goal
        && let Some(star) = canvas::star(centre, radius * 0.72)
    {
        canvas.fill_path(&star, Ink::rgb(STAR_RGB));
    }
}

/// What a key entry is drawn as.
enum Swatch {
    /// A space of this kind.
    Space(SpaceKind),
    /// A patch of this colour.
    Patch([u8; 3], f32),
}

/// One line under the board naming what the colours mean (only what this
/// board has).
fn key(canvas: &mut Canvas, board: &Board, lay: &Layout, words: Words) {
    let has = |kind: SpaceKind| board.spaces().iter().any(|s| s.kind == kind);
    let mut entries: Vec<(Swatch, String)> = vec![(Swatch::Space(SpaceKind::Goal), words.get(KEY_GOAL))];
    if has(SpaceKind::BarricadeStart) {
        entries.push((Swatch::Space(SpaceKind::BarricadeStart), words.get(KEY_BARRICADE)));
    }
    if has(SpaceKind::Resting) {
        entries.push((Swatch::Space(SpaceKind::Resting), words.get(KEY_RESTING)));
    }
    if lay.village_rect().is_some() {
        entries.push((Swatch::Patch(VILLAGE_RGB, 0.3), words.get(KEY_VILLAGE)));
    }
    let size = 0.38;
    let swatch = 0.3;
    let gap = 0.6;
    let natural: f32 =
        entries.iter().map(|(_, text)| 2.0 * swatch + 0.15 + canvas.text_width(text, size)).sum::<f32>()
            + gap * entries.len().saturating_sub(1) as f32;
    // Shrink everything alike if the line is wider than the board.
    let k = ((lay.width - 0.4) / natural).min(1.0);
    let y = lay.height + KEY_BAND * 0.55;
    let mut x = (lay.width - natural * k) / 2.0;
    let ink = Ink::rgb(INK);
    for (kind, text) in entries {
        let centre = (x + swatch * k, y);
        match kind {
            Swatch::Space(kind) => disc(canvas, centre, swatch * k, kind),
            Swatch::Patch(rgb, alpha) => {
                let r = swatch * k;
                let patch = UnitRect { x: centre.0 - r, y: centre.1 - r, w: 2.0 * r, h: 2.0 * r };
                canvas.fill_rect(patch, 0.06 * k, Ink::rgb(layout::BOARD_RGB));
                canvas.fill_rect(patch, 0.06 * k, Ink::rgb(rgb).alpha(alpha));
                canvas.stroke_rect(patch, 0.06 * k, 0.03 * k, Ink::rgb(rgb), None);
            }
        }
        x += (2.0 * swatch + 0.15) * k;
        canvas.text((x, y), Label::new(&text, size * k, ink).align(HAlign::Left, VAlign::Middle));
        x += (canvas.text_width(&text, size) + gap) * k;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn every_label_can_be_drawn_in_the_font_in_every_language() {
        let lay = Layout::new(&Board::fast());
        let canvas = Canvas::new(Paper::A4, 72, bounds(&lay)).expect("a page");
        assert!(canvas.can_draw("abcdefghijklmnopq0123456789"));
        for language in Language::ALL {
            let words = Words::new(language);
            for id in
                [CLASSIC_TITLE, FAST_TITLE, VILLAGE, FOREST, KEY_GOAL, KEY_BARRICADE, KEY_RESTING, KEY_VILLAGE]
            {
                let text = words.get(id);
                assert!(canvas.can_draw(&text), "{}: {text}", language.tag());
            }
        }
    }
}
