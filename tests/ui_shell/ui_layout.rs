//! Small and large windows, at the actual size and zoomed to 150 %: every
//! game's table lies inside the central panel, the status line is shown
//! whole, and the side panel hides and comes back (View menu, F9, the
//! toolbar's Panel button), remembered with the window's state.

use eframe::egui::accesskit::Role;
use eframe::egui::{self, Key, Modifiers, Rect, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use malice_table::core::{Level, Seat};
use malice_table::games::malefiz::{Board, Colour, Malefiz};
use malice_table::games::malice::{Players, QUIET_MOVE_LIMIT, Square};
use malice_table::games::spite::Rules;
use malice_table::ui::malefiz::{MalefizScreen, MalefizUi};
use malice_table::ui::malice::{MaliceScreen, MaliceSetup, MaliceUi};
use malice_table::ui::screen::{GameView, SIDE_PANEL_MIN_WIDTH, SIDE_PANEL_MOST, SIDE_PANEL_WIDTH};
use malice_table::ui::spite::cards::card_text;
use malice_table::ui::spite::{SpiteScreen, SpiteSetup, SpiteUi};
use malice_table::ui::{App, MIN_WINDOW_SIZE, native_options};
use std::fmt;

use crate::fixtures::ann_to_move;
use crate::harness::{show, zoomed};
use crate::memory::Memory;
use crate::raster::SoftwareRenderer;

/// The window sizes every game is tried at: the smallest allowed, a small
/// laptop's and a large one.
const SIZES: [Vec2; 3] = [MIN_WINDOW_SIZE, egui::vec2(900.0, 600.0), egui::vec2(1400.0, 900.0)];

/// The zooms every size is tried at: the actual size, and 150 %, where
/// the window has two thirds of the points (the smallest window at 150 %
/// is 533 × 373 points: a window keeps its smallest size in its own
/// pixels at any zoom).
const ZOOMS: [f32; 2] = [1.0, 1.5];

/// A window tried: its size in its own pixels and the app's zoom.
#[derive(Clone, Copy)]
struct Window {
    pixels: Vec2,
    zoom: f32,
}

impl Window {
    /// A window of `size` at the actual size.
    fn actual(size: Vec2) -> Window {
        Window { pixels: size, zoom: 1.0 }
    }

    /// The points the app lays itself out in.
    fn points(self) -> Vec2 {
        self.pixels / self.zoom
    }
}

impl fmt::Debug for Window {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} × {} at {} %", self.pixels.x, self.pixels.y, self.zoom * 100.0)
    }
}

/// Every size at every zoom.
fn windows() -> impl Iterator<Item = Window> {
    ZOOMS.into_iter().flat_map(|zoom| SIZES.map(|pixels| Window { pixels, zoom }))
}

/// How far a shape may reach past its clip rect (antialiasing feathering).
const FEATHER: f32 = 1.0;

/// The app in `window`, drawn at the window's zoom from its first frame:
/// the zoom the app was launched with, in a window of so many points.
fn in_window(app: App, window: Window) -> Harness<'static, App> {
    let (mut builder, app) = zoomed(app, window.pixels, window.zoom);
    if pictures().is_some() {
        builder = builder.renderer(SoftwareRenderer::new());
    }
    show(builder, app.with_bots_inline())
}

/// Where to write a picture of every window tried (`LAYOUT_PNG_DIR`), to
/// look at them.
fn pictures() -> Option<std::path::PathBuf> {
    std::env::var_os("LAYOUT_PNG_DIR").map(std::path::PathBuf::from)
}

/// Runs the first frames, and asserts the app is drawn at `window`'s zoom;
/// writes its picture when asked (see [`pictures`]).
fn settle(h: &mut Harness<'static, App>, window: Window) {
    h.run_steps(4);
    assert_eq!(h.ctx.zoom_factor(), window.zoom, "the app draws at its zoom");
    let points = h.ctx.content_rect().size();
    assert!((points - window.points()).length() < 1.0, "{window:?} is {points:?} points");
    if let Some(dir) = pictures() {
        let image = h.render().expect("a frame");
        let tab = h.state().tab.file_stem();
        let language = h.state().settings.language().tag();
        let name =
            format!("{tab}-{language}-{}x{}-{}.png", window.pixels.x, window.pixels.y, window.zoom * 100.0);
        image.save(dir.join(name)).expect("the picture is written");
    }
}

fn people(count: usize) -> Vec<Seat> {
    ["Ann", "Bob", "Cy", "Di"].into_iter().take(count).map(Seat::human).collect()
}

fn malice(players: Players) -> App {
    let count = if players == Players::Two { 2 } else { 4 };
    let setup = MaliceSetup { players, seats: people(count), quiet_limit: QUIET_MOVE_LIMIT };
    App::with_screen(MaliceScreen::new(setup, 7))
}

fn malefiz(board: std::sync::Arc<Board>) -> App {
    let game = Malefiz::new(board, &[Colour::Red, Colour::Yellow], None, 0).expect("a two-player game");
    App::with_screen(MalefizScreen::with_game(game, people(2), 3))
}

/// Ann against a bot, so no hot-seat cover hides the cards.
fn spite() -> App {
    let seats = vec![Seat::human("Ann"), Seat::bot("Bot", Level::Newcomer)];
    let seats = SpiteSetup { seats, rules: Rules::default() };
    let mut tab = SpiteScreen::with_game(seats, ann_to_move(), 3);
    tab.animation_speed = 0.0;
    App::with_screen(tab)
}

/// Where the screen of `V` drew its status line and table last frame.
fn table_area<V: GameView>(h: &Harness<'static, App>) -> Rect {
    h.state().screen::<V>().expect("the game's screen").table_area()
}

/// A node's place in points, if it has one.
fn node_rect<'t>(h: &Harness<'static, App>, node: &impl NodeT<'t>) -> Option<Rect> {
    let b = node.accesskit_node().bounding_box()?;
    let ppp = h.ctx.pixels_per_point();
    Some(Rect::from_min_max(
        egui::pos2(b.x0 as f32 / ppp, b.y0 as f32 / ppp),
        egui::pos2(b.x1 as f32 / ppp, b.y1 as f32 / ppp),
    ))
}

/// Asserts that the widgets labelled `labels` are all on screen inside `area`.
fn inside(h: &Harness<'static, App>, area: Rect, labels: &[String], size: Window) {
    for label in labels {
        let node = h.get_all_by_label(label).next().unwrap_or_else(|| panic!("no widget labelled {label:?}"));
        let rect = node_rect(h, &node).unwrap_or_else(|| panic!("{label:?} has no place"));
        assert!(area.contains_rect(rect), "at {size:?}, {label:?} at {rect:?} is outside the table {area:?}");
    }
}

/// Asserts that nothing is cut off at the edge of the table area: every
/// widget that reaches into it lies inside it, and every shape painted in
/// the central panel lies inside the rect it is clipped to.
fn nothing_crosses(h: &Harness<'static, App>, area: Rect, size: Window) {
    let window = Rect::from_min_size(egui::Pos2::ZERO, size.points());
    for node in h.query_all_by(|_| true) {
        let Some(rect) = node_rect(h, &node) else { continue };
        if rect.contains_rect(area) || !rect.intersects(area) {
            continue; // the window itself, or the menu and side panel
        }
        let name = node.accesskit_node().label().or(node.accesskit_node().value()).unwrap_or_default();
        assert!(
            area.contains_rect(rect),
            "at {size:?}, {name:?} at {rect:?} crosses the table's edge {area:?}"
        );
        assert!(window.contains_rect(rect), "at {size:?}, {name:?} at {rect:?} is outside the window");
    }
    // The central panel: the table area and the panel's margin around it.
    // Only the panel's and the board's own clip rects count: a card clips
    // its back's lattice to itself on purpose.
    let panel = area.expand(8.0 + FEATHER);
    let mut painted = 0;
    for clipped in &h.output().shapes {
        let clip = clipped.clip_rect;
        if !panel.contains_rect(clip) || clip.width() < area.width() / 2.0 {
            continue;
        }
        let bounds = clipped.shape.visual_bounding_rect();
        if !bounds.is_positive() {
            continue;
        }
        painted += 1;
        let room = clipped.clip_rect.expand(FEATHER);
        assert!(room.contains_rect(bounds), "at {size:?}, a shape at {bounds:?} is cut off by {room:?}");
    }
    assert!(painted > 50, "at {size:?}, only {painted} shapes were painted on the table");
}

/// Asserts that the status line's words are shown whole, inside the table
/// area (and so inside the window).
fn status_shown(h: &Harness<'static, App>, area: Rect, words: &str, size: Window) {
    let node = h.get_by_label_contains(words);
    let rect = node_rect(h, &node).expect("the status line has a place");
    assert!(area.contains_rect(rect), "at {size:?}, the status line {rect:?} is not inside {area:?}");
}

fn square_labels() -> Vec<String> {
    Square::all().map(|sq| sq.to_string()).collect()
}

#[test]
fn the_malice_boards_fit_at_every_size() {
    for players in [Players::Two, Players::Four] {
        for size in windows() {
            let mut h = in_window(malice(players), size);
            settle(&mut h, size);
            let area = table_area::<MaliceUi>(&h);
            assert!(area.is_positive(), "the table was drawn");
            inside(&h, area, &square_labels(), size);
            status_shown(&h, area, "click a piece", size);
            nothing_crosses(&h, area, size);
        }
    }
}

#[test]
fn the_malefiz_boards_fit_at_every_size() {
    for board in [Board::classic(), Board::fast()] {
        for size in windows() {
            let mut h = in_window(malefiz(board.clone()), size);
            settle(&mut h, size);
            let area = table_area::<MalefizUi>(&h);
            let game = h.state().screen::<MalefizUi>().expect("the screen").session().current().clone();
            let mut labels: Vec<String> =
                game.board().spaces().iter().map(|s| s.square.to_string()).collect();
            labels.extend(game.colours().iter().map(|c| format!("{} house", c.name())));
            inside(&h, area, &labels, size);
            status_shown(&h, area, "roll the die", size);
            nothing_crosses(&h, area, size);
        }
    }
}

#[test]
fn every_spite_card_pile_and_the_stock_fit_at_every_size() {
    let game = ann_to_move();
    let mut labels: Vec<String> = game.hand(0).iter().map(|&c| format!("hand {}", card_text(c))).collect();
    for k in 1..=4 {
        labels.push(format!("side {k}"));
        labels.push(format!("their side {k}"));
    }
    labels.extend((1..=3).map(|k| format!("centre {k}")));
    labels.extend(["payoff", "their payoff", "their hand", "stock"].map(String::from));
    for size in windows() {
        let mut h = in_window(spite(), size);
        settle(&mut h, size);
        let area = table_area::<SpiteUi>(&h);
        inside(&h, area, &labels, size);
        // The longest status line there is: it wraps rather than running
        // past the window's edge.
        status_shown(&h, area, "a hand card on a side pile ends the turn", size);
        nothing_crosses(&h, area, size);
    }
}

fn panel_shown(h: &Harness<'static, App>) -> bool {
    h.query_by_label("Moves").is_some()
}

#[test]
fn f9_hides_the_side_panel_and_gives_the_table_the_width() {
    let size = egui::vec2(900.0, 600.0);
    let mut h = in_window(spite(), Window::actual(size));
    h.run_steps(4);
    assert!(panel_shown(&h));
    let narrow = table_area::<SpiteUi>(&h);
    h.key_press_modifiers(Modifiers::NONE, Key::F9);
    h.run_steps(10);
    assert!(!h.state().side_panel);
    assert!(!panel_shown(&h), "the side panel is gone");
    let wide = table_area::<SpiteUi>(&h);
    assert!(wide.width() > narrow.width() + SIDE_PANEL_MIN_WIDTH, "{wide:?} is not wider than {narrow:?}");
    assert!(wide.right() > size.x - 20.0, "the table reaches the window's right edge: {wide:?}");
    h.key_press(Key::F9);
    h.run_steps(10);
    assert!(panel_shown(&h), "F9 brings it back");
    assert_eq!(table_area::<SpiteUi>(&h), narrow);
}

#[test]
fn the_view_menu_hides_the_panel_and_the_toolbar_brings_it_back() {
    let mut h = in_window(malice(Players::Two), Window::actual(egui::vec2(900.0, 600.0)));
    h.run_steps(4);
    h.get_by_label("View").click();
    h.run();
    h.get_by_label_contains("Hide side panel").click();
    h.run_steps(10);
    assert!(!panel_shown(&h), "the View menu hid the panel");
    h.get_by_label("View").click();
    h.run();
    assert!(h.query_by_label_contains("Show side panel").is_some(), "the menu now offers to show it");
    h.key_press(Key::Escape);
    h.run_steps(2);
    h.get_by_label("Panel").click();
    h.run_steps(10);
    assert!(panel_shown(&h), "the toolbar's Panel button brought it back");
    assert!(h.state().side_panel);
}

#[test]
fn a_hidden_side_panel_stays_hidden_on_the_next_launch() {
    let mut storage = Memory::default();
    let mut closing = App::default();
    closing.side_panel = false;
    eframe::App::save(&mut closing, &mut storage);
    let mut next = App::default();
    assert!(next.side_panel, "a first launch shows the panel");
    next.restore_window_state(&storage);
    assert!(!next.side_panel);

    closing.side_panel = true;
    eframe::App::save(&mut closing, &mut storage);
    next.restore_window_state(&storage);
    assert!(next.side_panel);
}

#[test]
fn the_window_cannot_be_made_smaller_than_the_size_everything_was_tried_at() {
    let options = native_options(None);
    assert_eq!(options.viewport.min_inner_size, Some(MIN_WINDOW_SIZE));
}

/// Drags the side panel's edge as far right as its narrowest width, and
/// asserts that nothing in it holds it wider or reaches past the window.
fn narrowest<V: GameView>(app: App) {
    let size = egui::vec2(900.0, 600.0);
    let mut h = in_window(app, Window::actual(size));
    h.run_steps(4);
    // The central panel's margin lies between the table and the panel's
    // edge; the panel starts at its default width.
    let edge = egui::pos2(table_area::<V>(&h).right() + 8.0, size.y / 2.0);
    let right = edge.x + SIDE_PANEL_WIDTH;
    // A hair short of the narrowest: any narrower would hide the panel.
    let target = egui::pos2(right - SIDE_PANEL_MIN_WIDTH - 2.0, edge.y);
    h.drag_at(edge);
    h.run_steps(2);
    h.hover_at(edge + (target - edge) * 0.5);
    h.run_steps(2);
    h.hover_at(target);
    h.run_steps(2);
    h.drop_at(target);
    h.run_steps(6);
    assert!(panel_shown(&h), "dragging to the narrowest width keeps the panel");
    let area = table_area::<V>(&h);
    let panel_width = right - area.right() - 8.0;
    assert!(
        (panel_width - SIDE_PANEL_MIN_WIDTH).abs() < 4.0,
        "the panel is {panel_width} wide, not its narrowest {SIDE_PANEL_MIN_WIDTH}"
    );
    let window = Rect::from_min_size(egui::Pos2::ZERO, size);
    for node in h.query_all_by(|_| true) {
        let Some(rect) = node_rect(&h, &node) else { continue };
        let name = node.accesskit_node().label().or(node.accesskit_node().value()).unwrap_or_default();
        assert!(window.contains_rect(rect), "{name:?} at {rect:?} reaches past the window");
    }
}

#[test]
fn the_side_panel_narrows_to_its_narrowest_in_every_game() {
    let bots = ["North-L", "South-R", "North-R"].map(|_| Seat::bot("Bot", Level::Club));
    let seats = [vec![Seat::human("You")], bots.to_vec()].concat();
    let setup = MaliceSetup { players: Players::Four, seats, quiet_limit: QUIET_MOVE_LIMIT };
    narrowest::<MaliceUi>(App::with_screen(MaliceScreen::new(setup, 7)));
    narrowest::<MalefizUi>(malefiz(Board::classic()));
    narrowest::<SpiteUi>(spite());
}

#[test]
fn the_side_panel_never_takes_more_than_its_share_of_the_window() {
    let size = MIN_WINDOW_SIZE;
    let mut h = in_window(spite(), Window::actual(size));
    h.run_steps(4);
    let edge = egui::pos2(table_area::<SpiteUi>(&h).right() + 8.0, size.y / 2.0);
    let right = edge.x + SIDE_PANEL_WIDTH;
    let target = egui::pos2(40.0, edge.y);
    h.drag_at(edge);
    h.run_steps(2);
    h.hover_at(target);
    h.run_steps(2);
    h.drop_at(target);
    h.run_steps(6);
    let area = table_area::<SpiteUi>(&h);
    let panel_width = right - area.right() - 8.0;
    assert!(panel_width > SIDE_PANEL_WIDTH, "the panel was widened to {panel_width}");
    let most = right * SIDE_PANEL_MOST;
    assert!(panel_width <= most + 1.0, "the panel is {panel_width} wide in a {right} wide window");
    nothing_crosses(&h, area, Window::actual(size));
}

/// Asserts that every widget on screen lies inside the window, but for
/// those of a part in `scrolling` (the span of a part that scrolls: the
/// side panel, a window) that lie below the window's edge while a scroll
/// bar of that part brings them into sight.
fn all_inside_the_window(h: &Harness<'static, App>, size: Window, scrolling: &[Rect], place: &str) {
    let window = Rect::from_min_size(egui::Pos2::ZERO, size.points()).expand(FEATHER);
    let bars: Vec<Rect> = h
        .query_all_by(|n| n.role() == Role::ScrollBar)
        .filter_map(|bar| node_rect(h, &bar))
        .filter(|bar| window.contains_rect(*bar))
        .collect();
    let scrolls: Vec<&Rect> =
        scrolling.iter().filter(|part| bars.iter().any(|bar| part.contains_rect(*bar))).collect();
    for node in h.query_all_by(|_| true) {
        let Some(rect) = node_rect(h, &node) else { continue };
        let below =
            |part: &&Rect| rect.left() >= part.left() && rect.right() <= part.right() && rect.top() > 0.0;
        if window.contains_rect(rect) || scrolls.iter().any(below) {
            continue;
        }
        let name = node.accesskit_node().label().or(node.accesskit_node().value()).unwrap_or_default();
        panic!("{place}: {name:?} at {rect:?} reaches past the window");
    }
}

/// Where the side panel lies: right of `table`, to the window's edge.
fn panel_part(table: Rect, size: Window) -> Rect {
    Rect::from_x_y_ranges(table.right()..=size.points().x + FEATHER, 0.0..=f32::INFINITY)
}

/// A game's table to try: its name, the app showing it, where it is drawn.
type Table = (&'static str, fn() -> App, fn(&Harness<'static, App>) -> Rect);

/// Every game's table, in every language, at every size: nothing crosses
/// the table's edge or the window's (German's long words included); the
/// side panel scrolls where it is taller than the window.
#[test]
fn every_language_fits_at_every_size() {
    for language in malice_table::i18n::Language::ALL {
        for size in windows() {
            let tables: [Table; 3] = [
                ("malice", || malice(Players::Two), table_area::<MaliceUi>),
                ("malefiz", || malefiz(Board::classic()), table_area::<MalefizUi>),
                ("spite", spite, table_area::<SpiteUi>),
            ];
            for (name, app, area) in tables {
                let mut app = app();
                app.settings.language = Some(language);
                let mut h = in_window(app, size);
                settle(&mut h, size);
                let place = format!("{} {name} at {size:?}", language.tag());
                let table = area(&h);
                nothing_crosses(&h, table, size);
                all_inside_the_window(&h, size, &[panel_part(table, size)], &place);
            }
        }
    }
}

/// The app's windows, each opened from its menu (message ids: the menu,
/// the item, the window's title).
const WINDOWS: [(&str, &str, &str); 6] = [
    ("menu-file", "action-settings", "settings-title"),
    ("menu-file", "action-statistics", "stats-title"),
    ("menu-file", "action-export", "export-title"),
    ("menu-game", "action-play-online", "online-title"),
    ("menu-help", "action-keys", "keys-title"),
    ("menu-help", "action-about", "about-title"),
];

/// Every window of the app, and How to play, in every language, in the
/// smallest window at the actual size and at 150 % (533 × 373 points):
/// its title bar in sight and nothing past the window's edge but what it
/// (or the side panel behind it) scrolls to.
#[test]
fn every_window_fits_the_smallest_window_in_every_language() {
    for language in malice_table::i18n::Language::ALL {
        for zoom in ZOOMS {
            every_window_fits(language, Window { pixels: MIN_WINDOW_SIZE, zoom });
        }
    }
}

/// Opens every window in turn in `size`, speaking `language`, and asserts
/// that it fits.
fn every_window_fits(language: malice_table::i18n::Language, size: Window) {
    use malice_table::i18n::text_in;
    let mut app = malice(Players::Two);
    app.settings.language = Some(language);
    let mut h = in_window(app, size);
    settle(&mut h, size);
    let panel = panel_part(table_area::<MaliceUi>(&h), size);
    let screen = Rect::from_min_size(egui::Pos2::ZERO, size.points()).expand(FEATHER);
    let check = |h: &mut Harness<'static, App>, title: &str| {
        h.run_steps(6);
        let window = h.get_by(|n| n.role() == Role::Window && n.label().as_deref() == Some(title));
        let frame = node_rect(h, &window).expect("the window has a place");
        let place = format!("{}: {title:?} at {size:?}", language.tag());
        assert!(screen.contains_rect(frame), "{place} at {frame:?} is not all in sight");
        let own = Rect::from_x_y_ranges(frame.x_range(), 0.0..=f32::INFINITY);
        all_inside_the_window(h, size, &[own, panel], &place);
        if let Some(dir) = pictures() {
            let image = h.render().expect("a frame");
            let name = format!("window-{}-{title}-{}.png", language.tag(), size.zoom * 100.0);
            image.save(dir.join(name)).expect("the picture is written");
        }
        h.key_press(Key::Escape);
        h.run_steps(4);
    };
    for (menu, item, title) in WINDOWS {
        h.get_by_label(&text_in(language, menu, &[])).click();
        h.run_steps(2);
        h.get_by_label(&text_in(language, item, &[])).click();
        check(&mut h, &text_in(language, title, &[]));
    }
    h.key_press(Key::F1);
    check(&mut h, &text_in(language, "help-title", &[]));
}
