//! Files compiled into the binary: the app icon and the Malice piece sprites.

/// The app icon as a 256×256 PNG, for the window (`ViewportBuilder::with_icon`).
pub const APP_ICON_PNG: &[u8] = include_bytes!("../icons/hicolor/256x256/apps/malice-table.png");

/// The side of [`APP_ICON_PNG`] in pixels.
pub const APP_ICON_SIZE: u32 = 256;

/// The small Malice piece (1 point): an ivory pyramid with one pip, 55% of
/// its square 100×100 viewBox. Give it to egui under a URI ending in `.svg`
/// (e.g. `bytes://malice/small.svg`) so the SVG loader picks it up.
pub const SMALL_SVG: &[u8] = include_bytes!("../assets/malice/small.svg");

/// The medium Malice piece (2 points): two pips, 75% of its viewBox.
pub const MEDIUM_SVG: &[u8] = include_bytes!("../assets/malice/medium.svg");

/// The large Malice piece (3 points): three pips, 94% of its viewBox.
pub const LARGE_SVG: &[u8] = include_bytes!("../assets/malice/large.svg");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[cfg(feature = "app")]
    fn app_icon_decodes_to_256_square() {
        let icon = image::load_from_memory_with_format(APP_ICON_PNG, image::ImageFormat::Png)
            .expect("the app icon is a valid PNG");
        assert_eq!((icon.width(), icon.height()), (APP_ICON_SIZE, APP_ICON_SIZE));
        assert!(icon.color().has_alpha(), "the rounded corners need transparency");
    }

    #[test]
    fn piece_sprites_are_square_svgs() {
        for (name, svg) in [("small", SMALL_SVG), ("medium", MEDIUM_SVG), ("large", LARGE_SVG)] {
            let text = std::str::from_utf8(svg).expect("SVG is UTF-8");
            let text = text.trim_start();
            assert!(text.starts_with("<svg") || text.starts_with("<?xml"), "{name}");
            assert!(text.contains(r#"viewBox="0 0 100 100""#), "{name}");
            assert!(text.trim_end().ends_with("</svg>"), "{name}");
        }
    }

    #[test]
    fn sprites_show_their_points_as_pips() {
        for (points, svg) in [(1, SMALL_SVG), (2, MEDIUM_SVG), (3, LARGE_SVG)] {
            let text = String::from_utf8_lossy(svg);
            assert_eq!(text.matches("<circle").count(), points);
        }
    }
}
