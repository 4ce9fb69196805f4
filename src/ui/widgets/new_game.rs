//! The new-game dialog's shared parts: a modal with Start/Cancel and a
//! seat editor (name, person or bot, bot level).

use super::dialog;
use crate::core::{Controller, Level, Seat};
use eframe::egui::{self, Context, Id, Ui};

/// How the dialog was left this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogResult {
    /// Still open.
    Open,
    /// Closed without starting.
    Cancel,
    /// The player asked to start the game.
    Start,
}

/// One seat as edited in the dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    /// The name typed for the seat.
    pub name: String,
    /// Person or bot.
    pub controller: Controller,
}

impl SeatRow {
    /// A row showing `seat`.
    pub fn new(seat: Seat) -> Self {
        SeatRow { name: seat.name, controller: seat.controller }
    }

    /// The seat this row describes; an empty name becomes the seat title.
    pub fn seat(&self, title: &str) -> Seat {
        let name = self.name.trim();
        let name = if name.is_empty() { title } else { name };
        Seat { name: name.to_string(), controller: self.controller }
    }
}

/// Draws a modal dialog titled `title` with `body`, a Start and a Cancel
/// button. Start has the focus when the dialog opens; Enter starts (unless
/// another control has the focus), Escape cancels.
pub fn modal(ctx: &Context, id: &str, title: &str, body: impl FnOnce(&mut Ui)) -> DialogResult {
    let mut result = DialogResult::Open;
    let id = Id::unique(id);
    let opening = dialog::opening(ctx, id);
    let response = egui::Modal::new(id).show(ctx, |ui| {
        ui.set_width(420.0);
        ui.heading(title);
        ui.add_space(6.0);
        body(ui);
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            let start = egui::Button::new("Start");
            if dialog::default_button(ui, start, opening) {
                result = DialogResult::Start;
            }
            if ui.button("Cancel").on_hover_text("Close without starting (Escape)").clicked() {
                result = DialogResult::Cancel;
            }
        });
    });
    if result == DialogResult::Open && response.should_close() {
        result = DialogResult::Cancel;
    }
    result
}

/// Edits one row per title: the seat's name and who plays it. `id` keeps
/// several editors in one dialog apart.
pub fn seat_editor(ui: &mut Ui, id: &str, titles: &[&str], rows: &mut [SeatRow]) {
    egui::Grid::new(("seat-editor", id)).num_columns(3).spacing([10.0, 6.0]).show(ui, |ui| {
        for (i, (title, row)) in titles.iter().zip(rows.iter_mut()).enumerate() {
            let label = ui.label(*title);
            ui.add_sized([150.0, 22.0], egui::TextEdit::singleline(&mut row.name).hint_text(*title))
                .labelled_by(label.id);
            egui::ComboBox::from_id_salt(("seat-controller", id, i))
                .selected_text(row.controller.to_string())
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut row.controller, Controller::Human, "Human");
                    for level in Level::ALL {
                        let text = Controller::Bot(level).to_string();
                        ui.selectable_value(&mut row.controller, Controller::Bot(level), text);
                    }
                })
                .response
                .on_hover_text(format!("Who plays {title}"));
            ui.end_row();
        }
    });
}
