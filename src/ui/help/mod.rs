//! How to play: one rules page per game, read in a window (Help › How to
//! play, F1), topic by topic. Each page is written by its game
//! ([`RulesPage`]); its diagrams are live boards drawn by the game's own
//! board painter from position strings, so a diagram can never disagree
//! with the engine. This module is the window around the pages and the
//! few pieces every page uses: a house-decision mark, an option with its
//! current value, and the one stepper through short sequences of
//! positions ([`sequence`]), which every game's page uses with its own
//! board painter.
//!
//! The first launch also offers the rules once ([`welcome`]).

pub mod sequence;

use super::widgets::dialog;
use crate::games::GameKind;
use crate::store::settings::Settings;
use crate::t;
use eframe::egui::{self, Context, Key, RichText, Ui};
use std::any::Any;

pub use super::rules_page::{PageContext, RulesPage};

/// A new rules page for `kind`.
pub fn page(kind: GameKind) -> Box<dyn RulesPage> {
    crate::ui::registry::page(kind)
}

/// The How to play window: which game and topic it shows, and the pages
/// (kept while the app runs, so a diagram keeps what was clicked on it).
pub struct HowToPlay {
    open: bool,
    game: GameKind,
    topic: usize,
    pages: Vec<Box<dyn RulesPage>>,
}

impl Default for HowToPlay {
    fn default() -> Self {
        HowToPlay {
            open: false,
            game: GameKind::ALL[0],
            topic: 0,
            pages: GameKind::ALL.into_iter().map(page).collect(),
        }
    }
}

/// The window's title (also what tests look for).
pub fn window_title() -> String {
    t!("help-title")
}
/// The window's size when there is room for it.
const WINDOW_SIZE: egui::Vec2 = egui::vec2(940.0, 700.0);
/// The least room kept between the window and the app's edges.
const MARGIN: f32 = 16.0;
/// Width of the column of topics.
const TOPICS_WIDTH: f32 = 190.0;
/// The largest share of the window's width the list of topics takes.
const TOPICS_MOST: f32 = 0.35;

impl HowToPlay {
    /// Opens the window on `game`'s page, at its first topic unless the
    /// window was last showing that game.
    pub fn open(&mut self, game: GameKind) {
        if !self.open || self.game != game {
            self.topic = if self.game == game { self.topic } else { 0 };
        }
        self.game = game;
        self.open = true;
    }

    /// Closes the window.
    pub fn close(&mut self) {
        self.open = false;
    }

    /// Whether the window is open.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// The game whose page is shown.
    pub fn game(&self) -> GameKind {
        self.game
    }

    /// The title of the topic shown.
    pub fn topic_title(&self) -> String {
        let mut topics = self.current().topics();
        topics.swap_remove(self.topic.min(topics.len() - 1))
    }

    /// Shows topic `index` of the page shown (kept in range).
    pub fn go_to(&mut self, index: usize) {
        self.topic = index.min(self.current().topics().len() - 1);
    }

    /// The page of type `P` (for tests: what its diagrams show).
    pub fn page<P: RulesPage>(&self) -> Option<&P> {
        self.pages.iter().find_map(|p| (p.as_ref() as &dyn Any).downcast_ref::<P>())
    }

    /// The page of type `P`, to change (for tests: click on its diagrams).
    pub fn page_mut<P: RulesPage>(&mut self) -> Option<&mut P> {
        self.pages.iter_mut().find_map(|p| (p.as_mut() as &mut dyn Any).downcast_mut::<P>())
    }

    fn current(&self) -> &dyn RulesPage {
        let index = self.pages.iter().position(|p| p.kind() == self.game).unwrap_or(0);
        self.pages[index].as_ref()
    }

    fn current_mut(&mut self) -> &mut dyn RulesPage {
        let index = self.pages.iter().position(|p| p.kind() == self.game).unwrap_or(0);
        self.pages[index].as_mut()
    }

    /// Draws the window while it is open.
    pub fn show(&mut self, ctx: &Context, settings: &Settings) {
        if !self.open {
            return;
        }
        self.page_keys(ctx);
        let room = ctx.content_rect().size() - egui::vec2(40.0, 60.0);
        let size = WINDOW_SIZE.min(room).max(egui::vec2(320.0, 240.0));
        let mut open = true;
        let now = ctx.input(|i| i.time);
        dialog::centred_window(ctx, &window_title())
            .open(&mut open)
            // Kept inside the window with a margin, also after the window
            // shrinks under it: a page's lines never run to the edge.
            .constrain_to(ctx.content_rect().shrink(MARGIN))
            .resizable(true)
            .default_size(size)
            .max_size(room.max(egui::vec2(320.0, 240.0)))
            .show(ctx, |ui| {
                self.game_row(ui);
                ui.separator();
                ui.horizontal_top(|ui| {
                    self.topic_list(ui);
                    ui.separator();
                    ui.vertical(|ui| self.body(ui, &PageContext { settings, now }));
                });
            });
        self.open &= open;
    }

    /// Page Down and Page Up turn to the next and the previous topic.
    fn page_keys(&mut self, ctx: &Context) {
        if ctx.egui_wants_keyboard_input() || ctx.memory(|m| m.top_modal_layer().is_some()) {
            return;
        }
        let (next, previous) = ctx.input_mut(|i| {
            (
                i.consume_key(egui::Modifiers::NONE, Key::PageDown),
                i.consume_key(egui::Modifiers::NONE, Key::PageUp),
            )
        });
        if next {
            self.go_to(self.topic + 1);
        }
        if previous {
            self.go_to(self.topic.saturating_sub(1));
        }
    }

    /// One button per game.
    fn game_row(&mut self, ui: &mut Ui) {
        ui.horizontal_wrapped(|ui| {
            for kind in GameKind::ALL {
                let chosen = self.game == kind;
                let title = crate::ui::registry::title(kind);
                if ui.selectable_label(chosen, RichText::new(title).size(16.0)).clicked() && !chosen {
                    self.game = kind;
                    self.topic = 0;
                }
            }
        });
    }

    /// The topics of the page, the one shown selected.
    fn topic_list(&mut self, ui: &mut Ui) {
        let topics = self.current().topics();
        ui.vertical(|ui| {
            // A narrow window leaves most of its width to the topic.
            ui.set_width(TOPICS_WIDTH.min(ui.available_width() * TOPICS_MOST));
            egui::ScrollArea::vertical().id_salt("help-topics").show(ui, |ui| {
                for (index, title) in topics.iter().enumerate() {
                    if ui.selectable_label(self.topic == index, title).clicked() {
                        self.topic = index;
                    }
                }
            });
        });
    }

    /// The topic shown, scrolling, with Previous and Next under it.
    fn body(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        let topics = self.current().topics();
        let topic = self.topic.min(topics.len() - 1);
        ui.heading(&topics[topic]);
        let footer = 36.0;
        let height = (ui.available_height() - footer).max(80.0);
        egui::ScrollArea::vertical()
            .id_salt(("help-body", self.game.file_stem(), topic))
            .max_height(height)
            .auto_shrink([false, false])
            .show(ui, |ui| self.current_mut().topic(ui, topic, page));
        ui.separator();
        // Wrapped, so that a narrow window (or a large zoom) keeps the
        // words about the topics inside it.
        ui.horizontal_wrapped(|ui| {
            if ui.add_enabled(topic > 0, egui::Button::new(t!("help-previous"))).clicked() {
                self.go_to(topic.saturating_sub(1));
            }
            if ui.add_enabled(topic + 1 < topics.len(), egui::Button::new(t!("help-next"))).clicked() {
                self.go_to(topic + 1);
            }
            ui.weak(t!("help-topic-of", topic = topic + 1, count = topics.len()));
        });
    }
}

/// A house decision: where the original rules are silent or unclear and
/// Malice Table chose. Marked the same way on every page.
pub fn house(ui: &mut Ui, text: &str) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(t!("help-house-rule")).strong().color(crate::ui::theme::hint_text(ui)))
            .on_hover_text(t!("help-house-rule-tip"));
        ui.label(text);
    });
}

/// One line of a list.
pub fn bullet(ui: &mut Ui, text: &str) {
    ui.label(format!("•  {text}"));
}

/// A line that asks the reader to do something on the diagram below it.
pub fn try_it(ui: &mut Ui, text: &str) {
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(t!("help-try-it")).strong());
        ui.label(text);
    });
}

/// A rule that is an option: what it is now, and where it is changed.
pub fn option(ui: &mut Ui, text: &str, where_changed: &str) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(t!("help-option")).strong().color(crate::ui::theme::hint_text(ui)));
        ui.label(text);
        ui.weak(t!("help-option-where", place = where_changed));
    });
}

/// Why the last attempt on a diagram was refused, in the engine's words,
/// under the diagram (as the status line says it at the table).
pub fn refusal(ui: &mut Ui, why: &str) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(t!("help-not-allowed")).strong().color(ui.visuals().warn_fg_color));
        ui.label(why);
    });
}

/// What the person answered the first-launch welcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Welcome {
    /// Open How to play.
    ShowRules,
    /// Not now (Escape, a click outside, or the button).
    Dismissed,
}

/// The welcome shown once, on the very first launch, offering the rules
/// of `game` (the tab shown); `None` while it waits.
pub fn welcome(ctx: &Context, game: GameKind) -> Option<Welcome> {
    let id = egui::Id::unique("welcome");
    let opening = dialog::opening(ctx, id);
    let modal = egui::Modal::new(id).show(ctx, |ui| {
        ui.set_max_width(460.0);
        let title = crate::ui::registry::title(game);
        ui.label(RichText::new(t!("welcome-title")).size(18.0).strong());
        ui.label(t!("welcome-games", games = crate::ui::registry::all_titles()));
        ui.label(t!("welcome-rules", game = title.as_str()));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            let show = t!("welcome-show", game = title.as_str());
            if dialog::default_button(ui, egui::Button::new(show), opening) {
                Some(Welcome::ShowRules)
            } else if ui.button(t!("welcome-not-now")).clicked() {
                Some(Welcome::Dismissed)
            } else {
                None
            }
        })
        .inner
    });
    if modal.should_close() { Some(Welcome::Dismissed) } else { modal.inner }
}
