//! The window every UI test plays in: the whole app in a window of a given
//! size, with its image loaders, bots answering within the frame that asks
//! them (so a test sees each answer at a known frame). A test binary uses
//! the part it needs.
#![allow(dead_code, reason = "each test binary includes this file and uses its own part of it")]

use eframe::egui::{self, Context, Theme, Vec2};
use egui_kittest::{Harness, HarnessBuilder};
use malice_table::store::settings::Zoom;
use malice_table::ui::App;
use malice_table::ui::file_dialog::{self, DialogMode, Native, Unavailable};
use std::path::Path;
use std::sync::Arc;

/// The window most UI tests use.
pub const WINDOW: Vec2 = egui::vec2(1280.0, 860.0);

/// A window 40 points lower, which the older tests of the games and the
/// shell use (their positions on screen are measured in it).
pub const LOW_WINDOW: Vec2 = egui::vec2(1280.0, 820.0);

/// `app` in a window of `size`, its bots answering inline.
pub fn harness(app: App, size: Vec2) -> Harness<'static, App> {
    show(builder(size), app.with_bots_inline())
}

/// `app` in a window of `size` in `theme`, its bots answering inline.
pub fn themed(app: App, size: Vec2, theme: Theme) -> Harness<'static, App> {
    show(builder(size).with_theme(theme), app.with_bots_inline())
}

/// A window of `size` with the app's image loaders.
pub fn builder(size: Vec2) -> HarnessBuilder<App> {
    builder_with(size, |_| {})
}

/// A window of `size` with the app's image loaders, and `setup` run on its
/// context after them, before the first frame.
pub fn builder_with(size: Vec2, setup: impl FnOnce(&Context) + 'static) -> HarnessBuilder<App> {
    Harness::builder().with_size(size).with_context_setup(move |ctx| {
        App::install_loaders(ctx);
        setup(ctx);
    })
}

/// `app` as it is (its bots as it has them) in the window `builder` makes.
pub fn show(builder: HarnessBuilder<App>, app: App) -> Harness<'static, App> {
    builder.build_ui_state(|ui, app: &mut App| app.show(ui), app)
}

/// A window of `pixels` at `zoom`, and `app` launched at that zoom: the
/// window has `pixels / zoom` points, and the zoom is set before the first
/// frame as eframe restores it (kittest keeps the window's size in points,
/// so a zoom set later would shrink it).
pub fn zoomed(mut app: App, pixels: Vec2, zoom: f32) -> (HarnessBuilder<App>, App) {
    app.settings.zoom = Zoom::from_factor(f64::from(zoom));
    let builder = builder_with(pixels / zoom, move |ctx| ctx.options_mut(|o| o.zoom_factor = zoom));
    (builder, app)
}

/// Context setup for a test, where no system file dialog can be shown:
/// file dialogs in `mode`, the app's own starting in `start`, not in the
/// home folder. The context keeps `start` as long as the window lives, so
/// a [`crate::scratch::Scratch`] given here is removed with the window.
pub fn no_system_dialog<P>(mode: DialogMode, start: P) -> impl FnOnce(&Context) + 'static
where
    P: AsRef<Path> + Send + Sync + 'static,
{
    move |ctx| {
        file_dialog::set_mode(ctx, mode);
        file_dialog::assume_native(ctx, Native::Unavailable(Unavailable::NoLibdbus));
        file_dialog::start_in(ctx, start.as_ref());
        ctx.data_mut(|d| d.insert_temp(egui::Id::unique("the test's start folder"), Arc::new(start)));
    }
}
