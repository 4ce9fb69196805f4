//! What every dialog of the app does with the keyboard: its default button
//! has the focus when it opens (so Tab starts inside the dialog), Enter
//! presses it, Escape closes the dialog. The yes/no question and the
//! notice are built on that; so is the new-game dialog.

use eframe::egui::{self, Context, Id, Key, RichText, Ui};

/// Whether the dialog `id` opens in this pass: it was not shown in the
/// pass before. Call it once in every pass the dialog is shown.
pub fn opening(ctx: &Context, id: Id) -> bool {
    let pass = ctx.cumulative_pass_nr();
    let key = id.with("shown-in-pass");
    let last: Option<u64> = ctx.data(|d| d.get_temp(key));
    ctx.data_mut(|d| d.insert_temp(key, pass));
    last.is_none_or(|last| last.saturating_add(1) < pass)
}

/// A dialog's default button, added to `ui`: it takes the focus when the
/// dialog is `opening`, and is pressed by a click, by Enter or Space while
/// it has the focus, or by Enter while no control has the focus (after
/// Enter in a text field, say). Another focused control keeps its Enter.
/// Only the topmost modal listens to Enter.
pub fn default_button(ui: &mut Ui, button: egui::Button<'_>, opening: bool) -> bool {
    let response = ui.add(button);
    if opening {
        response.request_focus();
    }
    let ctx = ui.ctx();
    let top = ctx.memory(|m| m.top_modal_layer().is_none_or(|layer| layer == ui.layer_id()));
    let enter = top && ctx.input(|i| i.key_pressed(Key::Enter)) && ctx.memory(|m| m.focused().is_none());
    response.clicked() || enter
}

/// A yes/no question in a modal dialog; yes is the default button.
pub struct Question {
    /// Keeps the question's memory apart from other dialogs'.
    pub id: &'static str,
    /// The question, in large type.
    pub title: String,
    /// What answering yes does.
    pub body: String,
    /// The yes button's words.
    pub yes: String,
    /// The no button's words.
    pub no: String,
}

impl Question {
    /// Shows the question; `Some(true)` for yes (its button or Enter),
    /// `Some(false)` for no (its button, Escape, or a click outside),
    /// `None` while it waits.
    pub fn ask(&self, ctx: &Context) -> Option<bool> {
        let id = Id::unique(self.id);
        let opening = opening(ctx, id);
        let modal = egui::Modal::new(id).show(ctx, |ui| {
            ui.label(RichText::new(&self.title).size(18.0).strong());
            ui.label(&self.body);
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                let yes = default_button(ui, egui::Button::new(&self.yes), opening);
                let no = ui.button(&self.no).clicked();
                if yes {
                    Some(true)
                } else if no {
                    Some(false)
                } else {
                    None
                }
            })
            .inner
        });
        if modal.should_close() { Some(false) } else { modal.inner }
    }
}

/// A message in a modal dialog with an OK button; returns whether it was
/// closed this pass (OK, Enter, Escape or a click outside).
pub fn notice(ctx: &Context, text: &str) -> bool {
    let id = Id::unique("notice");
    let opening = opening(ctx, id);
    let modal = egui::Modal::new(id).show(ctx, |ui| {
        ui.set_max_width(460.0);
        ui.label(RichText::new(text).size(15.0));
        ui.add_space(8.0);
        ui.vertical_centered(|ui| default_button(ui, egui::Button::new(crate::t!("button-ok")), opening))
            .inner
    });
    modal.inner || modal.should_close()
}

/// A window titled `title` that opens centred over the app's window (not
/// in its top-left corner, over the menu and the tabs), each time it
/// opens; it can be moved while it is open. Call it in every pass the
/// window is shown.
pub fn centred_window<'a>(ctx: &Context, title: &'a str) -> egui::Window<'a> {
    let centre = ctx.content_rect().center();
    let area = Id::unique(("centred-window", title));
    // A window shown before remembers its place (even across launches);
    // opening again, it is moved back to the middle. The window's own
    // `current_pos` would be undone by its title-bar drag handling.
    if opening(ctx, area)
        && let Some(mut state) = egui::AreaState::load(ctx, area)
    {
        state.pivot = egui::Align2::CENTER_CENTER;
        state.pivot_pos = Some(centre);
        let layer = egui::LayerId::new(egui::Order::Middle, area);
        ctx.memory_mut(|m| m.areas_mut().set_state(layer, state));
    }
    egui::Window::new(title)
        .id(area)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(centre)
        .collapsible(false)
}
