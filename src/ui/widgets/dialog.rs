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
/// window is shown; its contents go in [`scroll_to_fit`].
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

/// The height a window's title bar and margins take, with some of the
/// app's window left around it.
const WINDOW_CHROME: f32 = 80.0;
/// The least height a window's contents are given.
const MIN_CONTENTS_HEIGHT: f32 = 120.0;

/// The widest room in which a window's form keeps its natural width.
const NATURAL_FORM_WIDTH: f32 = 700.0;
/// Room kept between a window's form and the app's window's sides, the
/// window's margins included.
const WINDOW_SIDES: f32 = 80.0;

/// Fits a window's form to the app's window's width: where the room there
/// is less than [`NATURAL_FORM_WIDTH`] (a small window, a large zoom) the
/// form takes all of it and its long lines wrap, rather than hold the
/// window wider than the app's, and the room is given (for a grid's
/// `max_col_width`, which makes its cells wrap). Elsewhere nothing wraps:
/// a wrapping form in a window that sizes itself would shrink to egui's
/// narrow default width.
pub fn fit_width(ui: &mut Ui) -> Option<f32> {
    let room = ui.ctx().content_rect().width() - WINDOW_SIDES;
    (room < NATURAL_FORM_WIDTH).then(|| {
        ui.set_width(room);
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
        room
    })
}

/// A window's contents, scrolling when they are taller than the app's
/// window leaves room for (a small window, a large zoom), so that the
/// title bar stays in sight and nothing runs past the edge. The window
/// grows back when there is room again (egui's own scrolling window keeps
/// the smallest height it once had, even across launches).
pub fn scroll_to_fit<R>(ui: &mut Ui, add_contents: impl FnOnce(&mut Ui) -> R) -> R {
    let room = (ui.ctx().content_rect().height() - WINDOW_CHROME).max(MIN_CONTENTS_HEIGHT);
    // At least `room` when it scrolls, whatever height the window kept
    // from before: so the window follows its contents.
    egui::ScrollArea::vertical().max_height(room).min_scrolled_height(room).show(ui, add_contents).inner
}
