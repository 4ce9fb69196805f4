//! What a screen reader hears at the table, written once for every game.
//!
//! Two AccessKit live regions sit at the top of the table: one says each
//! event of the game as a sentence (every move, whoever made it, a
//! take-back, and on request the position or the last few moves), the
//! other the place under the keyboard cursor as it moves. A refusal and a
//! note are said by the live labels that show them (the status line, the
//! note over the board: [`live`]), so no second widget repeats them. [`Speech`] watches the table's history
//! every frame, so a bot's move is said when the table shows it (at the
//! table-manners pace) and a friend's when it arrives, exactly once each.

use super::table::Table;
use super::view::GameView;
use crate::core::Game;
use crate::t;
use eframe::egui::{self, Id, Rect, Role, Sense, Ui, WidgetInfo};

/// How many of the latest events a test (and the history key) can read.
const KEPT: usize = 200;

/// How many moves the "last moves" key reads out.
pub const LAST_MOVES_READ: usize = 5;

/// The sentences said at one table, and where its history stood when last
/// looked at.
#[derive(Default)]
pub struct Speech {
    /// Every sentence said, oldest first (the last [`KEPT`]).
    said: Vec<String>,
    /// The latest sentence for the live region.
    latest: Option<String>,
    /// The history's cursor and length last frame; `None` until the first
    /// look at a game just put on the table.
    seen: Option<(usize, usize)>,
    /// The place under the keyboard cursor, as last said.
    cursor: Option<String>,
    /// How many sentences were said in all: it flips the mark that makes
    /// a repeated sentence a change a screen reader hears again.
    count: u64,
}

impl Speech {
    /// Forgets the last game: the next look takes the table as it stands,
    /// saying nothing of the moves a loaded game already had, only that a
    /// game is on the table and who is to move.
    pub fn reset(&mut self) {
        self.seen = None;
        self.cursor = None;
    }

    /// Says `text` in the live region, once, unless it is empty.
    pub fn say(&mut self, text: impl Into<String>) {
        let text = text.into();
        if self.record(text.clone()) {
            self.count += 1;
            self.latest = Some(text);
        }
    }

    /// Keeps `text` among the sentences said when a live label on screen
    /// says it (a refusal, a note); whether there was anything to keep.
    pub fn record(&mut self, text: String) -> bool {
        if text.trim().is_empty() {
            return false;
        }
        self.said.push(text);
        if self.said.len() > KEPT {
            self.said.remove(0);
        }
        true
    }

    /// Every sentence said at this table so far (the last 200), oldest first.
    pub fn said(&self) -> &[String] {
        &self.said
    }

    /// Says the place under the keyboard cursor when it changed; empty
    /// while no cursor is shown.
    pub fn cursor(&mut self, place: String) {
        self.cursor = (!place.is_empty()).then_some(place);
    }

    /// Says what changed in `table`'s history since the last frame: each
    /// move played (by anyone) in a sentence of its own, or the moves
    /// taken back.
    pub fn watch<V: GameView>(&mut self, view: &V, table: &Table<V::Game>) {
        let history = table.session.history();
        let now = (history.cursor(), history.all().len());
        let Some((cursor, _)) = self.seen.replace(now) else {
            let to_move = history.current().to_move().map(|s| view.seat_label(table, s));
            self.say(t!("speech-new-game", seat = to_move.unwrap_or_default()));
            return;
        };
        if now.0 > cursor {
            for ply in cursor + 1..=now.0 {
                let Some(played) = history.all().get(ply - 1) else { continue };
                let before = history.state_at(ply - 1);
                self.say(view.speak_move(table, before, &played.mv));
            }
            if history.current().outcome().is_some() {
                self.say(view.game_over_text(table));
            }
        } else if now.0 < cursor {
            let to_move = history.current().to_move().map(|s| view.seat_label(table, s)).unwrap_or_default();
            self.say(t!("speech-taken-back", count = cursor - now.0, seat = to_move));
        }
    }

    /// The position, read out when the person asks.
    pub fn read_position<V: GameView>(&mut self, view: &V, table: &Table<V::Game>) {
        let text = view.speak_position(table);
        self.say(text);
    }

    /// The last few moves, read out when the person asks (oldest first).
    pub fn read_last_moves<V: GameView>(&mut self, view: &V, table: &Table<V::Game>) {
        let history = table.session.history();
        let end = history.cursor();
        let first = end.saturating_sub(LAST_MOVES_READ);
        let lines: Vec<String> = (first + 1..=end)
            .filter_map(|ply| {
                let played = history.all().get(ply - 1)?;
                Some(view.speak_move(table, history.state_at(ply - 1), &played.mv))
            })
            .collect();
        if lines.is_empty() {
            self.say(t!("speech-no-moves"));
        } else {
            self.say(lines.join(" "));
        }
    }

    /// The two live regions, over `area`'s top-left corner (they take no
    /// room and draw nothing): the latest sentence and the cursor's place.
    pub fn show(&self, ui: &mut Ui, area: Rect) {
        let spot = Rect::from_min_size(area.min, egui::Vec2::splat(1.0));
        // A sentence said twice in a row must still change the region, or a
        // screen reader would not say it again: a zero-width space, on every
        // second sentence, makes the change. An empty region holds one too,
        // so that it never takes its words from other widgets.
        let mark = |s: &str, odd: bool| if odd { format!("{s}\u{200B}") } else { s.to_owned() };
        let latest = mark(self.latest.as_deref().unwrap_or_default(), self.count.is_multiple_of(2));
        let cursor = mark(self.cursor.as_deref().unwrap_or_default(), self.cursor.is_none());
        // A child of its own, which takes no room from the table.
        let child = ui.new_child(egui::UiBuilder::new().max_rect(spot));
        live_region(&child, spot, Id::unique("malice-table-speech"), &latest);
        live_region(&child, spot, Id::unique("malice-table-cursor"), &cursor);
    }
}

/// A label that says `text` again whenever it changes (an AccessKit polite
/// live region). Its text is the label's value, as for every label: what
/// a screen reader says, without making a second widget named like the
/// status line that shows the same words.
fn live_region(ui: &Ui, rect: Rect, id: Id, text: &str) {
    let response = ui.interact(rect, id, Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, text));
    ui.ctx().accesskit_node_builder(response.id, |node| node.set_live(egui::accesskit::Live::Polite));
}

/// Makes the label `response` a polite live region: a screen reader says
/// its words when it appears and whenever they change.
pub fn live(ui: &Ui, response: &egui::Response) {
    ui.ctx().accesskit_node_builder(response.id, |node| node.set_live(egui::accesskit::Live::Polite));
}
