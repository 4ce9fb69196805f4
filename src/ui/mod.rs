//! The desktop app: the shell, one view per game, dialogs and widgets.

#[macro_use]
pub mod registry;

pub mod app;
// Only the test of every pair of colours that must be told apart uses it.
#[cfg(test)]
mod colour_vision;
pub mod export_boards;
pub mod file_dialog;
pub mod help;
pub mod rules_page;
pub mod screen;
pub mod theme;
pub mod widgets;
pub mod words;

// The games' views, one line each (see `registry`).
views! {
    Malice => malice::MaliceUi,
    Malefiz => malefiz::MalefizUi,
    Spite => spite::SpiteUi,
}

pub use app::App;

/// The window's title.
pub const WINDOW_TITLE: &str = "Malice Table";
/// The application id; matches the `.desktop` file's name and WM class.
pub const APP_ID: &str = "malice-table";

/// The smallest the window may be made. Tried on every game: the table,
/// the wrapped status line, the side panel at its default width, the
/// toolbar on one row and the settings window all fit; 900 × 600 is above it.
pub const MIN_WINDOW_SIZE: eframe::egui::Vec2 = eframe::egui::vec2(800.0, 560.0);
// A 900 × 600 window must be allowed.
const _: () = assert!(MIN_WINDOW_SIZE.x <= 900.0 && MIN_WINDOW_SIZE.y <= 600.0);

/// The app icon as a 256×256 PNG, for the window (`ViewportBuilder::with_icon`).
const APP_ICON_PNG: &[u8] = include_bytes!("../../icons/hicolor/256x256/apps/malice-table.png");

/// The window's options: its title, icon and sizes, and where its size,
/// place and state are kept between launches (in the data folder of
/// `paths`, so `MALICE_TABLE_HOME` covers it too; eframe's own folder when
/// there is none).
pub fn native_options(paths: Option<&crate::store::Paths>) -> eframe::NativeOptions {
    let mut viewport = eframe::egui::ViewportBuilder::default()
        .with_title(WINDOW_TITLE)
        .with_app_id(APP_ID)
        .with_inner_size([1280.0, 820.0])
        .with_min_inner_size(MIN_WINDOW_SIZE);
    if let Ok(icon) = eframe::icon_data::from_png_bytes(APP_ICON_PNG) {
        viewport = viewport.with_icon(icon);
    }
    eframe::NativeOptions {
        viewport,
        persist_window: true,
        persistence_path: paths.map(|p| p.window_file()),
        ..Default::default()
    }
}

/// Opens the window and runs the app until it is closed; `open` is a save
/// to open at once (`--open FILE`, or a save named alone as a double-click names it).
pub fn run(open: Option<std::path::PathBuf>) -> eframe::Result {
    // Whether the system's file dialog can be shown is known before the
    // first Save or Open asks.
    file_dialog::probe_in_background();
    let paths = crate::store::Paths::platform();
    crate::report::install_crash_reports(paths.as_ref());
    if let Some(paths) = &paths
        && let Err(e) = paths.move_old_window_file()
    {
        tracing::warn!("the window's file was not moved to {}: {e}", paths.state.display());
    }
    let options = native_options(paths.as_ref());
    eframe::run_native(WINDOW_TITLE, options, Box::new(move |cc| Ok(Box::new(App::new(cc, open)))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn app_icon_decodes_to_256_square() {
        let icon = image::load_from_memory_with_format(APP_ICON_PNG, image::ImageFormat::Png)
            .expect("the app icon is a valid PNG");
        assert_eq!((icon.width(), icon.height()), (256, 256));
        assert!(icon.color().has_alpha(), "the rounded corners need transparency");
    }
}
