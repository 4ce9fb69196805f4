//! Printable boards: page sizes, the resolution recorded in the PNG, what
//! is drawn where (checked against the games' layouts), and the errors.

use malice_table::export::{self, PrintOptions, PrintedSheet};
use malice_table::games::GameKind;
use malice_table::games::malefiz::layout::{self as malefiz_layout, Layout};
use malice_table::games::malefiz::{Board as MalefizBoard, SpaceKind};
use malice_table::games::malice::{Square, layout as malice_layout};
use malice_table::games::spite::layout::{self as spite_layout, Row};
use malice_table::games::spite::{CENTRE_PILES, SIDE_PILES};
use malice_table::i18n::Language;
use malice_table::print::{ExportError, Orientation, Paper, Sheet, page::pixels_per_metre};
use std::fs;
use std::path::Path;

use crate::scratch::Scratch;

/// Tests print at a low resolution to stay quick.
const DPI: u32 = 100;

fn options(paper: Paper) -> PrintOptions {
    PrintOptions { dpi: DPI, paper, ..PrintOptions::default() }
}

fn render(sheet: Sheet) -> PrintedSheet {
    export::render(sheet, &options(Paper::A4)).expect("the sheet renders")
}

/// The sheet written as `file_name`.
fn sheet(file_name: &str) -> Sheet {
    export::sheet_named(file_name).unwrap_or_else(|| panic!("no sheet {file_name}"))
}

#[test]
fn every_sheet_is_listed_by_its_game_once() {
    for kind in GameKind::ALL {
        for sheet in kind.facts().sheets {
            assert_eq!(export::game_of(*sheet), Some(kind), "{}", sheet.file_name);
            assert!(sheet.file_name.ends_with(".png") && !sheet.file_name.contains('/'));
        }
    }
    let all = export::sheets();
    let names: std::collections::BTreeSet<&str> = all.iter().map(|s| s.file_name).collect();
    assert_eq!(names.len(), all.len(), "no two sheets share a file");
    assert_eq!(export::sheet_named("nothing.png"), None);
}

/// The share of the page's pixels that are not white.
fn ink_share(printed: &PrintedSheet) -> f64 {
    let (w, h) = (printed.width(), printed.height());
    let mut inked = 0u64;
    for y in (0..h).step_by(3) {
        for x in (0..w).step_by(3) {
            if printed.rgb(x, y).is_some_and(|c| c != [255, 255, 255]) {
                inked += 1;
            }
        }
    }
    inked as f64 / (f64::from(w.div_ceil(3)) * f64::from(h.div_ceil(3)))
}

/// How many pixels in a square of `radius` pixels around a point (in
/// layout units) have exactly the colour `rgb`.
fn count_near(printed: &PrintedSheet, at: (f32, f32), radius: i64, rgb: [u8; 3]) -> usize {
    let (cx, cy) = printed.placement().to_pixels(at);
    let mut n = 0;
    for dy in -radius..=radius {
        for dx in -radius..=radius {
            let (x, y) = (cx as i64 + dx, cy as i64 + dy);
            if x >= 0 && y >= 0 && printed.rgb(x as u32, y as u32) == Some(rgb) {
                n += 1;
            }
        }
    }
    n
}

/// Whether two colours are within `tolerance` on every channel.
fn near(a: [u8; 3], b: [u8; 3], tolerance: u8) -> bool {
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= tolerance)
}

#[test]
fn pages_have_the_paper_size_at_the_resolution() {
    for paper in Paper::ALL {
        for sheet in export::sheets() {
            let printed = export::render(sheet, &options(paper)).expect("the sheet renders");
            let expected = match (paper, printed.orientation()) {
                (Paper::A4, Orientation::Portrait) => (827, 1169),
                (Paper::A4, Orientation::Landscape) => (1169, 827),
                (Paper::Letter, Orientation::Portrait) => (850, 1100),
                (Paper::Letter, Orientation::Landscape) => (1100, 850),
            };
            assert_eq!((printed.width(), printed.height()), expected, "{sheet:?} on {paper}");
        }
    }
}

#[test]
fn each_board_is_turned_the_way_it_fits_best() {
    assert_eq!(render(sheet("malice.png")).orientation(), Orientation::Portrait);
    assert_eq!(render(sheet("malefiz-classic.png")).orientation(), Orientation::Portrait);
    assert_eq!(render(sheet("malefiz-fast.png")).orientation(), Orientation::Landscape);
    assert_eq!(render(sheet("spite-mat.png")).orientation(), Orientation::Landscape);
}

#[test]
fn the_png_records_its_resolution_and_is_8_bit_rgb() {
    let printed = export::render(
        sheet("malice.png"),
        &PrintOptions { dpi: 72, paper: Paper::Letter, ..PrintOptions::default() },
    )
    .expect("the sheet renders");
    let bytes = printed.png_bytes().expect("the page encodes");
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let reader = decoder.read_info().expect("a valid PNG");
    let info = reader.info();
    assert_eq!((info.width, info.height), (612, 792), "Letter at 72 dpi is 612 × 792 points");
    assert_eq!(info.color_type, png::ColorType::Rgb);
    assert_eq!(info.bit_depth, png::BitDepth::Eight);
    let dims = info.pixel_dims.expect("a pHYs chunk");
    assert_eq!(dims.unit, png::Unit::Meter);
    assert_eq!((dims.xppu, dims.yppu), (2835, 2835), "72 dpi = 2835 pixels per metre");
    assert_eq!(pixels_per_metre(300), 11811);
}

/// The title recorded in a PNG's iTXt chunk.
fn recorded_title(bytes: Vec<u8>) -> Option<String> {
    let reader = png::Decoder::new(std::io::Cursor::new(bytes)).read_info().ok()?;
    let chunk = reader.info().utf8_text.iter().find(|chunk| chunk.keyword == "Title")?;
    chunk.get_text().ok()
}

#[test]
fn every_sheet_prints_in_every_language_with_its_title_recorded() {
    for sheet in export::sheets() {
        let game = export::game_of(sheet).expect("a game's sheet");
        let english = export::render(sheet, &options(Paper::A4)).expect("the sheet renders");
        for language in Language::ALL {
            let printed = export::render(sheet, &PrintOptions { language, ..options(Paper::A4) })
                .expect("the sheet renders");
            let title = printed.title().to_owned();
            assert!(title.starts_with(game.title()), "{}: {title}", sheet.file_name);
            let recorded = recorded_title(printed.png_bytes().expect("the page encodes"));
            assert_eq!(recorded.as_deref(), Some(title.as_str()), "{}", sheet.file_name);
            let differing = (0..printed.height())
                .step_by(2)
                .flat_map(|y| (0..printed.width()).step_by(2).map(move |x| (x, y)))
                .filter(|&(x, y)| printed.rgb(x, y) != english.rgb(x, y))
                .count();
            assert_eq!(differing == 0, language == Language::English, "{} in {language:?}", sheet.file_name);
        }
    }
    let german = export::render(
        sheet("malefiz-classic.png"),
        &PrintOptions { language: Language::German, ..options(Paper::A4) },
    );
    assert_eq!(german.map(|p| p.title().to_owned()).ok().as_deref(), Some("Malefiz · klassischer Spielplan"));
}

#[test]
fn the_decoded_png_shows_what_was_drawn() {
    let printed = render(sheet("malefiz-fast.png"));
    let bytes = printed.png_bytes().expect("the page encodes");
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes)).read_info().expect("a valid PNG");
    let mut buffer = vec![0; reader.output_buffer_size().expect("a buffer size")];
    let frame = reader.next_frame(&mut buffer).expect("the pixels");
    let width = frame.width as usize;
    for (x, y) in [(0u32, 0u32), (printed.width() / 2, printed.height() / 2), (400, 300)] {
        let at = (y as usize * width + x as usize) * 3;
        let decoded = buffer.get(at..at + 3).expect("inside the page");
        assert_eq!(Some(decoded), printed.rgb(x, y).as_ref().map(|c| c.as_slice()), "({x}, {y})");
    }
}

#[test]
fn malice_squares_have_their_dual_colours_where_the_layout_puts_them() {
    let printed = render(sheet("malice.png"));
    for sq in Square::all() {
        let (x, y) = malice_layout::square_rect(sq).centre();
        // The centre is clear of the corner label.
        let seen = printed.rgb_at_units((x - 0.15, y - 0.15)).expect("on the page");
        assert_eq!(seen, malice_layout::square_rgb(sq), "{sq}");
        assert_eq!(seen, printed.rgb_at_units(malice_layout::square_rect(sq.dual()).centre()).expect("dual"));
    }
    assert_eq!(printed.rgb(0, 0), Some([255, 255, 255]), "the margin is white");
}

#[test]
fn malice_squares_carry_a_label() {
    let printed = render(sheet("malice.png"));
    // The label sits in the bottom-right corner: there the square is not one colour.
    for name in ["La1", "Rd8", "Lc2", "Rb6"] {
        let sq: Square = name.parse().expect("a square");
        let r = malice_layout::square_rect(sq);
        let corner = (r.x + r.w * 0.75, r.y + r.h * 0.85);
        let (cx, cy) = printed.placement().to_pixels(corner);
        let radius = (printed.placement().scale * 0.12) as i64;
        let square = malice_layout::square_rgb(sq);
        let total = (2 * radius + 1) * (2 * radius + 1);
        let plain = count_near(&printed, corner, radius, square) as i64;
        assert!(plain < total * 9 / 10, "{name}: no label near ({cx}, {cy})");
        assert!(plain > total / 4, "{name}: the square's colour around its label");
    }
}

#[test]
fn malefiz_spaces_have_their_printed_colours() {
    for (sheet, board) in [
        (sheet("malefiz-classic.png"), MalefizBoard::classic()),
        (sheet("malefiz-fast.png"), MalefizBoard::fast()),
    ] {
        let printed = render(sheet);
        let lay = Layout::new(&board);
        for space in board.spaces().iter().filter(|s| s.kind != SpaceKind::Goal) {
            let centre = lay.space_centre(space.square).expect("a space");
            let seen = printed.rgb_at_units(centre).expect("on the page");
            assert_eq!(seen, malefiz_layout::space_rgb(space.kind), "{:?} {}", sheet, space.square);
        }
        // The paths between spaces.
        let (a, b) = board.connections().next().expect("a connection");
        let (pa, pb) = (lay.space_centre(a).expect("a"), lay.space_centre(b).expect("b"));
        let middle = ((pa.0 + pb.0) / 2.0, (pa.1 + pb.1) / 2.0);
        assert_eq!(printed.rgb_at_units(middle), Some(malefiz_layout::CONNECTION_RGB), "{sheet:?}");
        // Houses: their outline in their colour.
        for &(colour, area) in lay.houses() {
            let left_edge = (area.x, area.y + area.h / 2.0);
            let shade = malefiz_layout::colour_rgb(colour);
            assert!(count_near(&printed, left_edge, 2, shade) > 0, "{sheet:?}: {colour} house");
        }
        let red = malefiz_layout::space_rgb(SpaceKind::BarricadeStart);
        let barricade = board.barricade_starts().next().expect("a barricade space");
        let centre = lay.space_centre(barricade).expect("a space");
        assert!(count_near(&printed, centre, 4, red) >= 60, "{sheet:?}: red barricade spot");
    }
}

/// How many pixels in a square of `radius` pixels around a point (in
/// layout units) are within `tolerance` of `rgb` on every channel.
fn count_like(printed: &PrintedSheet, at: (f32, f32), radius: i64, rgb: [u8; 3], tolerance: u8) -> usize {
    let (cx, cy) = printed.placement().to_pixels(at);
    let mut n = 0;
    for dy in -radius..=radius {
        for dx in -radius..=radius {
            let (x, y) = (cx as i64 + dx, cy as i64 + dy);
            if x >= 0 && y >= 0 && printed.rgb(x as u32, y as u32).is_some_and(|c| near(c, rgb, tolerance)) {
                n += 1;
            }
        }
    }
    n
}

#[test]
fn malefiz_sheets_name_every_column_and_row_in_line_with_its_spaces() {
    for (sheet, board) in [
        (sheet("malefiz-classic.png"), MalefizBoard::classic()),
        (sheet("malefiz-fast.png"), MalefizBoard::fast()),
    ] {
        let printed = render(sheet);
        let lay = Layout::new(&board);
        // Labels are small: at this resolution a thin stroke (the stem of
        // a j) never reaches the full ink, only well towards it.
        let radius = (printed.placement().scale * 0.15) as i64;
        for space in board.spaces() {
            let (x, y) = lay.space_centre(space.square).expect("a space");
            let column = lay.column_label(space.square.col());
            let row = lay.row_label(space.square.row());
            assert!((column.0 - x).abs() < 1e-4 && (row.1 - y).abs() < 1e-4, "{sheet:?}: {}", space.square);
        }
        let ink = malefiz_layout::LABEL_RGB;
        for col in 0..board.columns() {
            let at = lay.column_label(col);
            assert!(count_like(&printed, at, radius, ink, 80) > 0, "{sheet:?}: no letter over column {col}");
        }
        for row in 1..=board.rows() {
            let at = lay.row_label(row);
            assert!(count_like(&printed, at, radius, ink, 80) > 0, "{sheet:?}: no number by row {row}");
        }
    }
}

#[test]
fn the_fast_board_shows_resting_spaces_village_and_forest() {
    let board = MalefizBoard::fast();
    let lay = Layout::new(&board);
    let printed = render(sheet("malefiz-fast.png"));
    let resting: Vec<_> = board.spaces().iter().filter(|s| s.kind == SpaceKind::Resting).collect();
    assert_eq!(resting.len(), 5);
    for space in resting {
        let centre = lay.space_centre(space.square).expect("a space");
        assert_eq!(printed.rgb_at_units(centre), Some(malefiz_layout::space_rgb(SpaceKind::Resting)));
    }
    let forest = lay.forest_rect().expect("a forest");
    let inside = (forest.x + 0.1, forest.y + forest.h / 2.0);
    assert_eq!(printed.rgb_at_units(inside), Some(malefiz_layout::FOREST_RGB));
    // The village band darkens the board: a free cell inside it is not the board's shade.
    let village = lay.village_rect().expect("a village");
    let free = (village.x + village.w - 0.5, village.y + village.h / 2.0);
    let seen = printed.rgb_at_units(free).expect("on the page");
    assert!(!near(seen, malefiz_layout::BOARD_RGB, 3), "{seen:?}");
    let outside = (village.x + village.w - 0.5, village.y + village.h + 0.5);
    assert_eq!(printed.rgb_at_units(outside), Some(malefiz_layout::BOARD_RGB));
}

#[test]
fn the_spite_mat_has_a_white_place_for_every_pile() {
    let printed = render(sheet("spite-mat.png"));
    for place in spite_layout::all_places() {
        // Near the top-left corner, inside the outline, clear of the labels.
        let inside = (place.x + 0.15, place.y + 0.15);
        assert_eq!(printed.rgb_at_units(inside), Some([255, 255, 255]), "{place:?}");
    }
    // Between the places lies the felt.
    let payoff = spite_layout::payoff(Row::Bottom);
    let felt = printed.rgb_at_units((payoff.x + payoff.w + 0.2, payoff.y + 0.5)).expect("on the page");
    assert!(felt != [255, 255, 255] && felt.iter().all(|&c| c > 180), "pale felt, not {felt:?}");
    // Each card place is labelled: dark ink in its middle.
    let mut cards = vec![spite_layout::stock()];
    cards.extend((0..CENTRE_PILES).map(spite_layout::centre));
    for row in Row::ALL {
        cards.push(spite_layout::payoff(row));
        cards.extend((0..SIDE_PILES).map(|k| spite_layout::side(row, k)));
    }
    for place in cards {
        let radius = (printed.placement().scale * 0.3) as i64;
        let (cx, cy) = printed.placement().to_pixels(place.centre());
        let mut dark = 0;
        for dy in -radius..=radius {
            for dx in -radius..=radius {
                let (x, y) = ((cx as i64 + dx).max(0) as u32, (cy as i64 + dy).max(0) as u32);
                if printed.rgb(x, y).is_some_and(|c| c.iter().all(|&v| v < 120)) {
                    dark += 1;
                }
            }
        }
        assert!(dark > 10, "{place:?} has no label");
    }
}

#[test]
fn no_sheet_is_blank_or_all_ink() {
    for sheet in export::sheets() {
        let share = ink_share(&render(sheet));
        assert!((0.1..0.9).contains(&share), "{sheet:?}: {share}");
    }
}

#[test]
fn export_all_writes_every_sheet_into_a_new_folder() {
    let scratch = Scratch::new("print-all");
    let dir = scratch.join("nested");
    let written = export::export_all(&dir, &options(Paper::A4)).expect("the boards are written");
    let names: Vec<String> =
        written.iter().filter_map(|p| p.file_name()?.to_str().map(str::to_owned)).collect();
    assert_eq!(names, ["malice.png", "malefiz-classic.png", "malefiz-fast.png", "spite-mat.png"]);
    for path in &written {
        assert!(path.starts_with(&dir));
        let bytes = fs::read(path).expect("the file is there");
        assert!(bytes.starts_with(b"\x89PNG"), "{}", path.display());
    }
    let leftovers = fs::read_dir(&dir).expect("the folder").count();
    assert_eq!(leftovers, 4, "no temporary files stay behind");
}

#[test]
fn a_file_where_the_folder_should_be_is_refused() {
    let dir = Scratch::new("print-file");
    let file = dir.join("not-a-folder");
    fs::write(&file, b"x").expect("a file");

    let err = export::export_all(&file, &options(Paper::A4)).expect_err("a file is no folder");
    assert!(matches!(err, ExportError::NotAFolder(_)), "{err:?}");
    assert!(err.is_bad_input());
    assert!(err.to_string().contains("is not a folder"), "{err}");

    let err = export::export_all(Path::new(""), &options(Paper::A4)).expect_err("an empty name");
    assert!(matches!(err, ExportError::NoFolder) && err.is_bad_input(), "{err:?}");

    let under = file.join("boards");
    let err = export::export_all(&under, &options(Paper::A4)).expect_err("nothing can be made under a file");
    assert!(matches!(err, ExportError::CreateFolder { .. }), "{err:?}");
    assert!(!err.is_bad_input());
    assert!(err.to_string().contains("cannot create the folder"), "{err}");
}

#[test]
fn resolutions_outside_72_to_1200_are_refused() {
    for dpi in [0, 71, 1201] {
        let err = export::render(
            sheet("malice.png"),
            &PrintOptions { dpi, paper: Paper::A4, ..PrintOptions::default() },
        )
        .err();
        assert!(matches!(err, Some(ExportError::BadDpi(d)) if d == dpi), "{dpi}: {err:?}");
    }
    let scratch = Scratch::new("print-dpi");
    let dir = scratch.join("boards");
    let err =
        export::export_all(&dir, &PrintOptions { dpi: 5000, paper: Paper::A4, ..PrintOptions::default() })
            .expect_err("too fine");
    assert!(err.is_bad_input() && err.to_string().contains("72 to 1200"), "{err}");
    assert!(!Path::new(&dir).exists(), "nothing is created for a bad request");
}
