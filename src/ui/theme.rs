//! How the app looks in the light and the dark theme: its fonts (egui's,
//! with a small font for card suits and die faces after them) and every
//! colour it draws text in, gathered here so that one test can hold each
//! to a readable contrast against what it is drawn on.

use eframe::egui::{self, Color32, FontData, FontDefinitions, FontFamily, Theme, Ui, Visuals};
use std::sync::Arc;

/// The name the suits font goes by among egui's fonts.
const SYMBOLS_FONT: &str = "dejavu-sans-symbols";

/// DejaVu Sans cut down to the card suits (U+2660–2667), the die faces
/// (U+2680–2685), the pointers ▶◀ (U+25B6, U+25C0) of the How to play
/// buttons and the brackets ⟦⟧ (U+27E6, U+27E7) of the tests'
/// pseudo-language; see `assets/fonts/LICENSE-DejaVu.txt`.
const SYMBOLS_TTF: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-symbols.ttf");

/// Text over the board (notes): light on a dark box, on any board.
pub const NOTE_TEXT: Color32 = Color32::from_rgb(255, 236, 170);
/// The box behind a note.
pub const NOTE_FILL: Color32 = Color32::from_rgba_unmultiplied_const(30, 30, 34, 235);
/// The felt of the Spite & Malice table where it is lightest (its middle).
pub const FELT: Color32 = Color32::from_rgb(38, 112, 66);
/// A name plate on the felt.
pub const PLATE_TEXT: Color32 = Color32::from_rgba_premultiplied(224, 224, 224, 224);
/// The name plate of the seat to move.
pub const PLATE_TO_MOVE: Color32 = Color32::from_rgb(255, 226, 130);
/// A centre pile's badge ("needs 8") on the felt.
pub const BADGE_TEXT: Color32 = Color32::WHITE;
/// The box behind a centre pile's badge.
pub const BADGE_FILL: Color32 = Color32::from_black_alpha(120);
/// The badge of a pile with a King on top ("K as 7").
pub const KING_BADGE_TEXT: Color32 = Color32::from_rgb(255, 240, 200);
/// The box behind a King's badge.
pub const KING_BADGE_FILL: Color32 = Color32::from_rgb(120, 84, 0);

/// egui's fonts with the suits font as the last fallback of the
/// proportional and the monospace family.
pub fn font_definitions() -> FontDefinitions {
    let mut fonts = FontDefinitions::default();
    fonts.font_data.insert(SYMBOLS_FONT.to_owned(), Arc::new(FontData::from_static(SYMBOLS_TTF)));
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        fonts.families.entry(family).or_default().push(SYMBOLS_FONT.to_owned());
    }
    // egui's proportional fonts have no arrows (◀ ▶ →), which buttons and
    // notes use; its monospace Hack has them.
    fonts.families.entry(FontFamily::Proportional).or_default().push("Hack".to_owned());
    fonts
}

/// The app's colours on egui's visuals for `theme`: text, weak text,
/// warnings, errors and links all readable on the panels.
pub fn visuals(theme: Theme) -> Visuals {
    match theme {
        Theme::Dark => {
            let mut v = Visuals::dark();
            v.widgets.noninteractive.fg_stroke.color = Color32::from_gray(180);
            v.weak_text_color = Some(Color32::from_gray(140));
            v.error_fg_color = Color32::from_rgb(255, 96, 96);
            v
        }
        Theme::Light => {
            let mut v = Visuals::light();
            v.weak_text_color = Some(Color32::from_gray(105));
            v.warn_fg_color = Color32::from_rgb(176, 64, 0);
            v.error_fg_color = Color32::from_rgb(190, 0, 0);
            v.hyperlink_color = Color32::from_rgb(0, 90, 190);
            v
        }
    }
}

/// Installs the fonts and both themes' visuals on `ctx`.
pub fn install(ctx: &egui::Context) {
    ctx.set_fonts(font_definitions());
    for theme in [Theme::Dark, Theme::Light] {
        ctx.set_visuals_of(theme, visuals(theme));
        // egui's floating scroll bars lie over the text's right edge, which
        // hid the last words of long lines (How to play's "…which one is
        // the dual"): a bar takes its own room beside what it scrolls.
        ctx.style_mut_of(theme, |style| style.spacing.scroll = egui::style::ScrollStyle::solid());
    }
}

/// The colour of hints: the boards' hint arrows, and a hint written in
/// the panel on a dark ground.
pub const HINT: Color32 = Color32::from_rgb(80, 220, 255);

/// The colour of a hint written in the panel (the boards draw their hint
/// arrows in [`HINT`]).
pub fn hint_text(ui: &Ui) -> Color32 {
    hint_text_for(ui.visuals().dark_mode)
}

fn hint_text_for(dark: bool) -> Color32 {
    if dark { HINT } else { Color32::from_rgb(0, 104, 140) }
}

/// A colour text is drawn in, with what it is drawn on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TextColour {
    /// What the text is.
    pub what: &'static str,
    /// Its colour.
    pub text: Color32,
    /// The colour behind it (opaque: a translucent box is laid over what
    /// it lies on first).
    pub background: Color32,
}

/// Every colour the app draws text in under `theme`, with its background.
pub fn text_colours(theme: Theme) -> Vec<TextColour> {
    let v = visuals(theme);
    let on = |what, text, background| TextColour { what, text, background };
    let mut colours = Vec::new();
    for ground in [v.panel_fill, v.window_fill] {
        colours.extend([
            on("text", v.text_color(), ground),
            on("weak text", v.weak_text_color(), ground),
            on("strong text", v.strong_text_color(), ground),
            on("link", v.hyperlink_color, ground),
            on("the seat to move (warning colour)", v.warn_fg_color, ground),
            on("error", v.error_fg_color, ground),
            on("hint", hint_text_for(v.dark_mode), ground),
        ]);
    }
    let w = &v.widgets;
    colours.extend([
        on("button", w.inactive.text_color(), w.inactive.weak_bg_fill),
        on("hovered button", w.hovered.text_color(), w.hovered.weak_bg_fill),
        on("pressed button", w.active.text_color(), w.active.weak_bg_fill),
        on("open menu", w.open.text_color(), w.open.weak_bg_fill),
        on("selected", v.selection.stroke.color, v.selection.bg_fill),
        on("text field", v.text_color(), v.text_edit_bg_color()),
        // A note may lie on the lightest of boards.
        on("note", NOTE_TEXT, over(NOTE_FILL, Color32::WHITE)),
        on("name plate", PLATE_TEXT, FELT),
        on("name plate to move", PLATE_TO_MOVE, FELT),
        on("centre pile badge", BADGE_TEXT, over(BADGE_FILL, FELT)),
        on("King badge", KING_BADGE_TEXT, KING_BADGE_FILL),
    ]);
    colours
}

/// The WCAG contrast ratio of `text` (which may be translucent) over the
/// opaque `background`: from 1 to 21.
pub fn contrast(text: Color32, background: Color32) -> f64 {
    let ink = over(text, background);
    let (a, b) = (luminance(ink), luminance(background));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// `top` (premultiplied) laid over the opaque `bottom`.
pub fn over(top: Color32, bottom: Color32) -> Color32 {
    let keep = 1.0 - f64::from(top.a()) / 255.0;
    let mix = |t: u8, b: u8| (f64::from(t) + f64::from(b) * keep).round().clamp(0.0, 255.0) as u8;
    Color32::from_rgb(mix(top.r(), bottom.r()), mix(top.g(), bottom.g()), mix(top.b(), bottom.b()))
}

/// WCAG relative luminance of an opaque sRGB colour.
fn luminance(c: Color32) -> f64 {
    let channel = |v: u8| {
        let s = f64::from(v) / 255.0;
        if s <= 0.04045 { s / 12.92 } else { ((s + 0.055) / 1.055).powf(2.4) }
    };
    0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contrast_of_black_on_white_is_21_and_of_a_colour_on_itself_1() {
        assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 1e-9);
        assert!((contrast(FELT, FELT) - 1.0).abs() < 1e-9);
        // egui's light-theme warning orange on its panel: about 2.9 to 1.
        let orange = contrast(Visuals::light().warn_fg_color, Visuals::light().panel_fill);
        assert!(orange < 3.0, "{orange}");
    }

    #[test]
    fn every_text_colour_reads_at_4_5_to_1_in_both_themes() {
        let mut failures = Vec::new();
        for theme in [Theme::Dark, Theme::Light] {
            for c in text_colours(theme) {
                assert_eq!(c.background.a(), 255, "{}: the background is opaque", c.what);
                let ratio = contrast(c.text, c.background);
                if ratio < 4.5 {
                    failures.push(format!("{theme:?} {}: {ratio:.2} to 1", c.what));
                }
            }
        }
        assert!(failures.is_empty(), "too little contrast: {failures:#?}");
    }

    #[test]
    fn weak_text_stays_weaker_than_text() {
        for theme in [Theme::Dark, Theme::Light] {
            let v = visuals(theme);
            let text = contrast(v.text_color(), v.panel_fill);
            let weak = contrast(v.weak_text_color(), v.panel_fill);
            assert!(weak < text, "{theme:?}: weak {weak:.2}, text {text:.2}");
        }
    }

    /// Whether the fonts of a context, set up by `setup`, have every glyph
    /// of `text` in `font`.
    fn draws(setup: impl FnOnce(&egui::Context) + 'static, font: &egui::FontId, text: &str) -> bool {
        let mut harness = egui_kittest::Harness::builder().with_context_setup(setup).build_ui(|_| {});
        harness.run_steps(1);
        harness.ctx.fonts_mut(|f| f.has_glyphs(font, text))
    }

    #[test]
    fn the_fonts_the_app_installs_draw_suits_and_die_faces() {
        let symbols = "♠♥♦♣⚀⚁⚂⚃⚄⚅▶◀";
        let proportional = egui::FontId::proportional(14.0);
        assert!(!draws(|_| {}, &proportional, symbols), "egui's own fonts have no suits");
        for font in [proportional, egui::FontId::monospace(14.0)] {
            for c in symbols.chars() {
                assert!(draws(install, &font, &c.to_string()), "{c} in {:?}", font.family);
            }
        }
        for c in "◀▶→".chars() {
            let font = egui::FontId::proportional(14.0);
            assert!(draws(install, &font, &c.to_string()), "{c} in the proportional font");
        }
        // egui's own letters still come first.
        let first =
            font_definitions().families.get(&FontFamily::Proportional).and_then(|f| f.first().cloned());
        assert_ne!(first.as_deref(), Some(SYMBOLS_FONT));
    }
}
