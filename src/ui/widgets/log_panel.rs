//! The move log: one row per move in the game's notation, on one line in
//! three columns (number, who, move) that line up for every player;
//! clicking a row shows the position after it.

use crate::core::{Game, History};
use eframe::egui::{self, Color32, Galley, Response, Sense, TextFormat, Ui, text::LayoutJob};
use std::sync::Arc;

/// What the player asked of the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogCommand {
    /// Show the position after this many moves; `None` returns to the present.
    View(Option<usize>),
}

/// Draws the log of `history`. `viewing` is the ply being looked at, if not
/// the present; `mover(ply)` names who played move `ply + 1` and
/// `write(ply)` writes it; `mark(n)` is a review's mark of move `n` (`??`), written
/// after it.
pub fn show<G: Game>(
    ui: &mut Ui,
    history: &History<G>,
    viewing: Option<usize>,
    mover: impl Fn(usize) -> String,
    write: impl Fn(usize) -> String,
    mark: impl Fn(usize) -> Option<&'static str>,
) -> Option<LogCommand> {
    let mut command = None;
    let present = history.cursor();
    let shown = viewing.unwrap_or(present);
    // A position looked back at from elsewhere (the review's graph) brings
    // its row into sight once; the present's row is kept in sight by
    // sticking to the bottom.
    let memory = ui.scope_id().with("log-shown");
    let moved = ui.data_mut(|d| {
        let before = d.get_temp::<usize>(memory);
        d.insert_temp(memory, shown);
        before.is_some_and(|b| b != shown)
    });
    // The columns are measured over every row, so that the person's rows
    // and the bots' line up whatever their names.
    let rows: Vec<(String, String)> = (0..history.all().len()).map(|i| (mover(i), write(i))).collect();
    egui::ScrollArea::vertical().auto_shrink([false, false]).stick_to_bottom(true).show(ui, |ui| {
        if ui.selectable_label(shown == 0, crate::t!("log-start-position")).clicked() {
            command = Some(LogCommand::View(if present == 0 { None } else { Some(0) }));
        }
        let columns =
            Columns::measure(ui, rows.len(), rows.iter().map(|(who, line)| (who.as_str(), line.as_str())));
        for (i, (who, line)) in rows.iter().enumerate() {
            let n = i + 1;
            let undone = n > present;
            let look = RowLook { selected: shown == n, undone };
            let line = match mark(n) {
                Some(mark) => format!("{line} {mark}"),
                None => line.clone(),
            };
            let response = row(ui, columns, [&format!("{n:>3}."), who, &line], look);
            if moved && look.selected && viewing.is_some() && !ui.clip_rect().contains_rect(response.rect) {
                response.scroll_to_me(Some(egui::Align::Center));
            }
            if response.clicked() {
                command = Some(LogCommand::View(if n == present { None } else { Some(n) }));
            }
        }
    });
    command
}

/// The most of a row's width the mover's column may take; a longer name
/// is cut with an ellipsis (its row's tooltip says it whole).
const MOST_FOR_THE_NAME: f32 = 0.4;
/// A name is never cut shorter than this many letters' width.
const LEAST_NAME: &str = "Abcdefgh";
/// The gap between two columns, in points.
const COLUMN_GAP: f32 = 8.0;

/// The widths of the number's and the mover's columns, the same for every
/// row of the log.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Columns {
    number: f32,
    who: f32,
}

impl Columns {
    /// Columns for `count` moves and their `rows` (mover, move): the
    /// number's as wide as the last one; the mover's as wide as the widest
    /// name (empty names take no column), narrowed first when the moves
    /// need the room (never below a few letters) and never past its share.
    fn measure<'a>(ui: &Ui, count: usize, rows: impl Iterator<Item = (&'a str, &'a str)>) -> Self {
        let colour = ui.visuals().text_color();
        let width = |text: &str| text_galley(ui, text, colour, false, f32::INFINITY).size().x;
        let number = width(&format!("{:>3}.", count.max(1)));
        let (mut widest_who, mut widest_line) = (0.0_f32, 0.0_f32);
        for (who, line) in rows {
            if !who.is_empty() {
                widest_who = widest_who.max(width(who));
            }
            widest_line = widest_line.max(width(line));
        }
        let row = ui.available_width() - 2.0 * ui.spacing().button_padding.x;
        let least = width(LEAST_NAME).min(widest_who);
        let room = row - number - 2.0 * COLUMN_GAP - widest_line;
        let who = room.clamp(least, widest_who.max(least)).min(row * MOST_FOR_THE_NAME);
        Columns { number, who: if widest_who > 0.0 { who } else { 0.0 } }
    }

    /// Where the move's column starts.
    fn line_left(self) -> f32 {
        let who = if self.who > 0.0 { self.who + COLUMN_GAP } else { 0.0 };
        self.number + COLUMN_GAP + who
    }
}

/// How a log row is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct RowLook {
    /// The row of the position on the board.
    selected: bool,
    /// A move taken back (shown weak and slanted; not clickable).
    undone: bool,
}

/// One row on one line: the move's number, who made it and the move, each
/// in its column; a name or a move too long for its column ends in an
/// ellipsis, and the row's tooltip says it whole.
fn row(ui: &mut Ui, columns: Columns, [number, who, line]: [&str; 3], look: RowLook) -> Response {
    let padding = ui.spacing().button_padding;
    let width = ui.available_width();
    let colour = row_colour(ui, look);
    let number_galley = text_galley(ui, number, colour, look.undone, f32::INFINITY);
    let who_galley = text_galley(ui, who, colour, look.undone, columns.who);
    let room = (width - columns.line_left() - 2.0 * padding.x).max(24.0);
    let line_galley = text_galley(ui, line, colour, look.undone, room);
    let cut = who_galley.elided || line_galley.elided;
    let height = number_galley.size().y + 2.0 * padding.y;
    let sense = if look.undone { Sense::hover() } else { Sense::click() };
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, height), sense);
    // Read as before the columns: the number, the name, the move.
    let said = if who.is_empty() { format!("{number} {line}") } else { format!("{number} {who:<8} {line}") };
    response
        .widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, !look.undone, look.selected, &said));
    if ui.is_rect_visible(rect) {
        let fill = if look.selected {
            Some(ui.visuals().selection.bg_fill)
        } else if response.hovered() && !look.undone {
            Some(ui.visuals().widgets.hovered.weak_bg_fill)
        } else {
            None
        };
        if let Some(fill) = fill {
            ui.painter().rect_filled(rect, ui.visuals().widgets.hovered.corner_radius, fill);
        }
        let top_left = rect.min + padding;
        ui.painter().galley(top_left, number_galley, colour);
        ui.painter().galley(top_left + egui::vec2(columns.number + COLUMN_GAP, 0.0), who_galley, colour);
        ui.painter().galley(top_left + egui::vec2(columns.line_left(), 0.0), line_galley, colour);
    }
    if cut {
        response.on_hover_text(if who.is_empty() { line.to_owned() } else { format!("{who}: {line}") })
    } else {
        response
    }
}

/// The colour of a row's text.
fn row_colour(ui: &Ui, look: RowLook) -> Color32 {
    let visuals = ui.visuals();
    if look.selected {
        visuals.selection.stroke.color
    } else if look.undone {
        visuals.weak_text_color()
    } else {
        visuals.widgets.inactive.text_color()
    }
}

/// `text` in the monospace font on one line of at most `width` points,
/// cut with an ellipsis where it is longer.
fn text_galley(ui: &Ui, text: &str, colour: Color32, slanted: bool, width: f32) -> Arc<Galley> {
    let font_id = egui::TextStyle::Monospace.resolve(ui.style());
    let format = TextFormat { font_id, color: colour, italics: slanted, ..TextFormat::default() };
    let mut job = LayoutJob::single_section(text.to_owned(), format);
    job.wrap = egui::text::TextWrapping::truncate_at_width(width);
    ui.painter().layout_job(job)
}

#[cfg(test)]
mod tests {
    use super::*;
    use eframe::egui::{Shape, epaint::ClippedShape};
    use egui_kittest::Harness;
    use egui_kittest::kittest::{NodeT, Queryable};

    const LONG: &str = "hand K♦ → centre 2 (as 7), then hand Q♠ → centre 2 and hand 9♥ → side 3: turn ends";

    /// A text drawn: its whole text, where it starts, its rows, and
    /// whether it was cut with an ellipsis.
    type Drawn = (String, egui::Pos2, usize, bool);

    /// The text shapes drawn.
    fn texts(shapes: &[ClippedShape]) -> Vec<Drawn> {
        shapes
            .iter()
            .filter_map(|clipped| match &clipped.shape {
                Shape::Text(text) => {
                    let galley = &text.galley;
                    Some((galley.text().to_owned(), text.pos, galley.rows.len(), galley.elided))
                }
                _ => None,
            })
            .collect()
    }

    /// Two rows, a person's and a bot's with a long name, drawn in a log
    /// `width` points wide with its columns measured as `show` measures
    /// them; the text shapes drawn.
    fn two_rows(width: f32, line: &'static str) -> (Vec<Drawn>, Harness<'static>) {
        let look = RowLook { selected: false, undone: false };
        let mut harness = Harness::builder()
            .with_size(egui::vec2(width, 200.0))
            .with_context_setup(crate::ui::theme::install)
            .build_ui(move |ui| {
                let names = ["You", "Club player bot"];
                let lines = ["hand 2♠ → centre 1", line];
                let columns = Columns::measure(ui, 12, names.into_iter().zip(lines));
                row(ui, columns, [" 11.", names[0], "hand 2♠ → centre 1"], look);
                row(ui, columns, [" 12.", names[1], line], look);
            });
        harness.run();
        (texts(&harness.output().shapes), harness)
    }

    #[test]
    fn every_row_is_one_line_in_columns_that_line_up() {
        let (drawn, _) = two_rows(320.0, LONG);
        let find = |start: &str| drawn.iter().find(|(t, ..)| t.starts_with(start)).cloned();
        let (mine, bots) =
            (find("hand 2♠").expect("the person's move"), find("hand K♦").expect("the bot's move"));
        assert_eq!(mine.1.x, bots.1.x, "both moves start in one column");
        let (you, bot) = (find("You").expect("the person"), find("Club").expect("the bot"));
        assert_eq!(you.1.x, bot.1.x, "both names start in one column");
        assert!(mine.1.x > bot.1.x + 40.0, "the moves stand right of the names");
        assert!(drawn.iter().all(|d| d.2 == 1), "no row wraps: {drawn:?}");
        assert!(bots.3, "a move too long for its column is cut with an ellipsis");
    }

    #[test]
    fn a_cut_row_says_itself_whole_on_hover() {
        let (_, mut harness) = two_rows(320.0, LONG);
        let label = format!(" 12. Club player bot {LONG}");
        harness.get_by_label(&label).hover();
        harness.run();
        let drawn = texts(&harness.output().shapes);
        assert!(
            drawn.iter().any(|(t, ..)| t.contains("Club player bot: hand K♦ → centre 2")),
            "the tooltip holds the whole move: {drawn:?}"
        );
    }

    #[test]
    fn a_long_name_is_cut_to_its_share_of_the_row() {
        let (drawn, _) = two_rows(160.0, "hand 9♥ → side 3");
        let bot = drawn.iter().find(|(t, ..)| t.starts_with("Club")).expect("the bot's name");
        assert!(bot.3, "the name is cut with an ellipsis");
        assert!(drawn.iter().all(|d| d.2 == 1), "no row wraps: {drawn:?}");
    }

    #[test]
    fn an_undone_move_cannot_be_clicked() {
        let look = RowLook { selected: false, undone: true };
        let mut harness = Harness::new_ui(|ui| {
            let columns = Columns::measure(ui, 3, [("", "Red rolls 4")].into_iter());
            row(ui, columns, ["  3.", "", "Red rolls 4"], look);
        });
        harness.run();
        assert!(harness.get_by_label("  3. Red rolls 4").accesskit_node().is_disabled());
    }
}
