//! The ladder's chart: each entrant's Elo as a dot with its 95% interval
//! as a bar, levels weakest first and then the baselines, on a grid of
//! Elo, drawn with the print module's own canvas (tiny-skia and the app's
//! font) and written as a PNG.

use super::ladder::LadderReport;
use crate::print::ExportError;
use crate::print::canvas::{Canvas, HAlign, Ink, Label, VAlign, Weight};
use crate::print::encode;
use std::path::Path;
use tiny_skia::Pixmap;

/// The picture's size in pixels.
const WIDTH: u32 = 1200;
/// …
const HEIGHT: u32 = 700;
/// The resolution the PNG records (a screen's, not a printer's).
const DPI: u32 = 96;
/// The plot area's margins: left, top, right, bottom.
const MARGINS: [f32; 4] = [90.0, 70.0, 30.0, 110.0];
/// Colours: levels, baselines, grid and text.
const LEVEL: [u8; 3] = [0x1F, 0x5F, 0xB4];
const BASELINE: [u8; 3] = [0xC2, 0x4A, 0x1C];
const GRID: [u8; 3] = [0xD8, 0xD8, 0xDE];
const TEXT: [u8; 3] = [0x22, 0x22, 0x28];

/// One point of the chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    /// The entrant's name, under its bar.
    pub name: String,
    /// Its Elo.
    pub elo: f64,
    /// Half its interval.
    pub margin: f64,
    /// A level (or a baseline).
    pub level: bool,
}

/// The chart's points from a ladder's report.
pub fn points(report: &LadderReport) -> Vec<Point> {
    report
        .entrants
        .iter()
        .zip(&report.ratings)
        .enumerate()
        .map(|(i, (name, r))| Point {
            name: name.clone(),
            elo: r.elo,
            margin: r.margin,
            level: i < report.levels,
        })
        .collect()
}

/// Whether a chart could be written at `path`: its folder exists and a file
/// can be made there (tried and taken away again).
pub fn check_writable(path: &Path) -> Result<(), ExportError> {
    let mut probe = path.as_os_str().to_owned();
    probe.push(".part");
    let probe = std::path::PathBuf::from(probe);
    std::fs::File::create(&probe)
        .and_then(|_| std::fs::remove_file(&probe))
        .map_err(|source| ExportError::Write { path: path.to_owned(), source })
}

/// Draws a ladder's chart and writes it at `path`.
pub fn write_ladder(report: &LadderReport, path: &Path) -> Result<(), ExportError> {
    let title =
        format!("{} bots: Elo, 95% intervals ({})", report.request.table.game.title(), report.label());
    let pixmap = draw(&title, &points(report))?;
    encode::write_file(path, &pixmap, DPI, &title)
}

/// The chart of `points` under `title`.
pub fn draw(title: &str, points: &[Point]) -> Result<Pixmap, ExportError> {
    let mut canvas = Canvas::plain(WIDTH, HEIGHT)?;
    let [left, top, right, bottom] = MARGINS;
    let (w, h) = (WIDTH as f32 - left - right, HEIGHT as f32 - top - bottom);
    let (low, high, step) = scale(points);
    let y = |elo: f64| top + h * (1.0 - ((elo - low) / (high - low)) as f32);
    canvas.text((WIDTH as f32 / 2.0, 36.0), Label::new(title, 22.0, Ink::rgb(TEXT)).weight(Weight::Bold));
    let mut tick = low;
    while tick <= high + 1e-9 {
        canvas.line((left, y(tick)), (left + w, y(tick)), 1.0, Ink::rgb(GRID));
        let label = format!("{tick:.0}");
        canvas.text(
            (left - 10.0, y(tick)),
            Label::new(&label, 14.0, Ink::rgb(TEXT)).align(HAlign::Right, VAlign::Middle),
        );
        tick += step;
    }
    canvas.text((24.0, top + h / 2.0), Label::new("Elo", 16.0, Ink::rgb(TEXT)).turned(-90.0));
    legend(&mut canvas, (left + w, top - 16.0));
    canvas.line((left, top), (left, top + h), 1.5, Ink::rgb(TEXT));
    canvas.line((left, top + h), (left + w, top + h), 1.5, Ink::rgb(TEXT));
    let slot = w / points.len().max(1) as f32;
    for (i, p) in points.iter().enumerate() {
        let x = left + slot * (i as f32 + 0.5);
        bar(&mut canvas, x, p, &y);
        let name =
            Label::new(&p.name, 15.0, Ink::rgb(TEXT)).align(HAlign::Right, VAlign::Middle).turned(-35.0);
        canvas.text((x + 4.0, top + h + 18.0), name);
    }
    Ok(canvas.finish().0)
}

/// One entrant: its interval as a bar with caps, its Elo as a dot and a
/// number beside it.
fn bar(canvas: &mut Canvas, x: f32, p: &Point, y: &dyn Fn(f64) -> f32) {
    let ink = Ink::rgb(if p.level { LEVEL } else { BASELINE });
    let (a, b) = (y(p.elo - p.margin), y(p.elo + p.margin));
    canvas.line((x, a), (x, b), 3.0, ink);
    for end in [a, b] {
        canvas.line((x - 8.0, end), (x + 8.0, end), 3.0, ink);
    }
    canvas.fill_circle((x, y(p.elo)), 7.0, ink);
    let value = format!("{:.0}", p.elo);
    canvas.text((x + 12.0, y(p.elo)), Label::new(&value, 14.0, ink).align(HAlign::Left, VAlign::Middle));
}

/// Which colour is which, ending at `right_end`.
fn legend(canvas: &mut Canvas, (right_end, y): (f32, f32)) {
    let mut x = right_end;
    for (name, colour) in [("baseline", BASELINE), ("level", LEVEL)] {
        canvas.text((x, y), Label::new(name, 14.0, Ink::rgb(TEXT)).align(HAlign::Right, VAlign::Middle));
        x -= canvas.text_width(name, 14.0) + 14.0;
        canvas.fill_circle((x, y), 6.0, Ink::rgb(colour));
        x -= 26.0;
    }
}

/// The Elo range shown (the intervals with room to spare, on round
/// numbers) and the grid's step.
fn scale(points: &[Point]) -> (f64, f64, f64) {
    let lows = points.iter().map(|p| p.elo - p.margin);
    let highs = points.iter().map(|p| p.elo + p.margin);
    let low = lows.fold(0.0_f64, f64::min);
    let high = highs.fold(100.0_f64, f64::max);
    let span = (high - low).max(100.0);
    let step =
        [50.0, 100.0, 200.0, 250.0, 500.0, 1000.0].into_iter().find(|s| span / s <= 10.0).unwrap_or(2000.0);
    ((low / step).floor() * step, (high / step).ceil() * step, step)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(name: &str, elo: f64, margin: f64, level: bool) -> Point {
        Point { name: name.to_owned(), elo, margin, level }
    }

    #[test]
    fn the_scale_holds_every_interval_on_round_numbers() {
        let points =
            [point("a", 0.0, 0.0, true), point("b", 640.0, 70.0, true), point("c", -30.0, 80.0, false)];
        let (low, high, step) = scale(&points);
        assert_eq!(step, 100.0);
        assert_eq!((low, high), (-200.0, 800.0));
    }

    #[test]
    fn each_entrant_is_drawn_in_its_colour_at_its_height() {
        let points = [
            point("easy", 0.0, 0.0, true),
            point("hard", 400.0, 50.0, true),
            point("uct", 200.0, 60.0, false),
        ];
        let pixmap = draw("test", &points).expect("drawn");
        assert_eq!((pixmap.width(), pixmap.height()), (WIDTH, HEIGHT));
        let (low, high, _) = scale(&points);
        let [left, top, right, bottom] = MARGINS;
        let h = HEIGHT as f32 - top - bottom;
        let slot = (WIDTH as f32 - left - right) / 3.0;
        for (i, p) in points.iter().enumerate() {
            let x = (left + slot * (i as f32 + 0.5)).round() as u32;
            let y = (top + h * (1.0 - ((p.elo - low) / (high - low)) as f32)).round() as u32;
            let pixel = pixmap.pixel(x, y).expect("inside").demultiply();
            let want = if p.level { LEVEL } else { BASELINE };
            assert_eq!([pixel.red(), pixel.green(), pixel.blue()], want, "{}", p.name);
        }
    }

    #[test]
    fn a_chart_that_cannot_be_written_says_where() {
        let path = Path::new("/nonexistent-folder-for-malice-table/chart.png");
        let error = check_writable(path).expect_err("no such folder");
        assert!(error.to_string().contains("nonexistent-folder-for-malice-table"), "{error}");
    }
}
