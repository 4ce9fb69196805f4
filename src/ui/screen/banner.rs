//! Boxes drawn over the board: the result card at the end of a game (said
//! to the person, with what comes next: Rematch, the coach's level, Review
//! game, New game; the person may put it away and bring it back) and the
//! short notes that answer a refused move or undo.

use super::GameScreen;
use super::view::{GameView, Scene, ScreenCommand};
use crate::core::{Controller, Game, Level, Outcome, Seat};
use crate::t;
use crate::ui::{theme, words};
use eframe::egui::{self, Rect, RichText, Role, Sense, Ui, WidgetInfo};

/// How long the result card takes to come in, in seconds.
const CARD_IN_SECONDS: f64 = 0.4;
/// The result card's widest.
const CARD_WIDTH: f32 = 440.0;
/// The height of the result card's buttons.
const CARD_BUTTON_HEIGHT: f32 = 30.0;

/// What a game says on its result card. The shell speaks to the person
/// ("You lost", "You won", or the winner's name between people at one
/// screen), brings the card in, and offers what comes next.
pub struct ResultCard<V: GameView> {
    /// Who won, in the game's words (a colour, a side, a name); `None`
    /// for a draw.
    pub winner: Option<String>,
    /// How the game ended, in the game's words ("Yellow reached the goal
    /// in 41 turns").
    pub sentence: String,
    /// The final score, a line each, where the game has one.
    pub score: Vec<String>,
    /// A line that stands out (a match won).
    pub highlight: Option<String>,
    /// The game's own way on, offered first (Spite & Malice's Next game).
    pub own_way: Option<(String, ScreenCommand<V>)>,
    /// The game's own Rematch, its words and what it does, where it has
    /// one (Spite & Malice's New match between the seats of the match).
    pub rematch: Option<(String, ScreenCommand<V>)>,
}

impl<V: GameView> ResultCard<V> {
    /// A card saying who won (`None`: a draw) and how.
    pub fn new(winner: Option<String>, sentence: String) -> Self {
        ResultCard { winner, sentence, score: Vec::new(), highlight: None, own_way: None, rematch: None }
    }
}

/// The level the coach suggests for a rematch, after a game against bots.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suggestion {
    /// The next level up, after straight wins.
    Next(Level),
    /// The level that makes an even game.
    Even(Level),
}

/// What the screen tells the result card beyond the table.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct CardContext {
    /// When the card was first shown (the frame's clock, seconds).
    pub since: f64,
    /// What the coach suggests next, if anything.
    pub suggestion: Option<Suggestion>,
}

/// The card's first line, said to the people at this screen: "You won" or
/// "You lost" when they were all on one side of the result, the winner's
/// name otherwise (people against each other here, or bots alone).
pub fn headline(seats: &[Seat], outcome: Outcome, winner: Option<&str>) -> String {
    let people: Vec<usize> =
        seats.iter().enumerate().filter(|(_, s)| s.controller == Controller::Human).map(|(i, _)| i).collect();
    let Outcome::Win(won) = outcome else { return t!("result-draw") };
    if !people.is_empty() && people.iter().all(|&seat| won.contains(seat)) {
        t!("result-you-won")
    } else if !people.is_empty() && people.iter().all(|&seat| !won.contains(seat)) {
        t!("result-you-lost")
    } else {
        t!("result-wins", name = winner.unwrap_or_default())
    }
}

impl<V: GameView> Scene<'_, V> {
    /// The result card at the end of a game, in the middle of `area`: who
    /// won said to the person, the game's sentence and score, then Rematch,
    /// the coach's level, Review game and New game. It slides and fades in;
    /// a × in its corner puts it away (as Escape does) so the final
    /// position can be studied, and the status line's "Show result" brings
    /// it back. Nothing is drawn while it is put away.
    pub fn result_card(&mut self, ui: &mut Ui, area: Rect, card: ResultCard<V>) {
        if self.result_hidden {
            return;
        }
        let Some(outcome) = self.table.session.current().outcome() else { return };
        let headline = headline(&self.table.session.seats, outcome, card.winner.as_deref());
        let arrival = ((self.now - self.card.since) / CARD_IN_SECONDS).clamp(0.0, 1.0) as f32;
        if arrival < 1.0 {
            ui.ctx().request_repaint();
        }
        let eased = 1.0 - (1.0 - arrival).powi(3);
        let width = CARD_WIDTH.min(area.width());
        let id = ui.scope_id().with("result-card-height");
        let height = ui.ctx().data(|d| d.get_temp::<f32>(id)).unwrap_or(240.0).min(area.height());
        let centre = area.center() + egui::vec2(0.0, (1.0 - eased) * 24.0);
        let rect = Rect::from_center_size(centre, egui::vec2(width, height));
        let suggestion = self.card.suggestion;
        let commands = &mut *self.commands;
        let shown = ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
            ui.multiply_opacity(eased);
            egui::Frame::popup(ui.style())
                .inner_margin(16.0)
                .show(ui, |ui| {
                    ui.set_width(width - 32.0);
                    ui.vertical_centered(|ui| card_body(ui, &headline, card, suggestion, commands));
                })
                .response
                .rect
        });
        ui.ctx().data_mut(|d| d.insert_temp(id, shown.inner.height()));
        let corner = shown.inner.right_top() + egui::vec2(-16.0, 16.0);
        if close_button(ui, Rect::from_center_size(corner, egui::Vec2::splat(24.0))) {
            self.commands.push(ScreenCommand::ShowResult(false));
        }
    }
}

impl<V: GameView> GameScreen<V> {
    /// When the result card of this ending first came up (now, the first
    /// time it is asked), and what the coach suggests.
    pub(super) fn card_context(&mut self, now: f64) -> CardContext {
        let cursor = self.table.session.history().cursor();
        let since = match self.result_since {
            Some((at, since)) if at == cursor => since,
            _ if self.game_over() => {
                self.result_since = Some((cursor, now));
                now
            }
            _ => now,
        };
        CardContext { since, suggestion: self.suggestion() }
    }

    /// The level the coach suggests to the one person at this table after
    /// a game against bots alone, where it is not the level just played:
    /// the next one up once earned, else the even one.
    fn suggestion(&self) -> Option<Suggestion> {
        let seats = &self.table.session.seats;
        let mut people = seats.iter().filter(|s| s.controller == Controller::Human).map(|s| s.name.as_str());
        let person = people.next()?;
        let levels: Vec<Level> = seats
            .iter()
            .filter_map(|s| match s.controller {
                Controller::Bot(level) => Some(Ok(level)),
                Controller::Remote => Some(Err(())),
                Controller::Human => None,
            })
            .collect::<Result<_, ()>>()
            .ok()?;
        if people.any(|other| other != person) || levels.is_empty() {
            return None;
        }
        let played = levels.iter().all(|l| *l == levels[0]).then(|| levels[0]);
        let standing = self.advice.get(person)?;
        match (standing.next, standing.even) {
            (Some(next), _) if Some(next) != played => Some(Suggestion::Next(next)),
            (_, Some(even)) if Some(even) != played => Some(Suggestion::Even(even)),
            _ => None,
        }
    }

    /// The game that ended, again: its setup with a new seed; with a
    /// level, every bot set to it, as the new-game dialog would.
    pub(super) fn rematch(&mut self, level: Option<Level>) {
        let Some(level) = level else {
            self.start(self.setup.clone());
            return;
        };
        let mut dialog = self.view.open_dialog(&self.setup, &self.names);
        V::seat_rows(&mut dialog).set_bot_level(level);
        let start = self.view.dialog_start(&dialog);
        self.apply(start);
    }
}

/// The card's words and buttons.
fn card_body<V: GameView>(
    ui: &mut Ui,
    headline: &str,
    card: ResultCard<V>,
    suggestion: Option<Suggestion>,
    commands: &mut Vec<ScreenCommand<V>>,
) {
    ui.label(RichText::new(headline).size(28.0).strong());
    ui.add(egui::Label::new(RichText::new(&card.sentence).size(16.0)).wrap());
    for line in &card.score {
        ui.label(RichText::new(line).size(16.0).strong());
    }
    if let Some(line) = &card.highlight {
        ui.label(RichText::new(line).size(18.0).strong().color(ui.visuals().warn_fg_color));
    }
    ui.add_space(10.0);
    // Playing on comes first, the coach's level on a row of its own (its
    // words are the longest), then looking back and a new game.
    let mut again: Vec<Way<V>> = Vec::new();
    if let Some((words, command)) = card.own_way {
        again.push((words, String::new(), command));
    }
    let (rematch, command) =
        card.rematch.unwrap_or_else(|| (t!("result-rematch"), ScreenCommand::Rematch(None)));
    again.push((rematch, t!("result-rematch-tip"), command));
    let mut rows = vec![again];
    if let Some(suggestion) = suggestion {
        let (words, tip, level) = match suggestion {
            Suggestion::Next(level) => {
                (t!("result-try-next", level = words::level(level)), t!("result-try-next-tip"), level)
            }
            Suggestion::Even(level) => {
                (t!("result-try-even", level = words::level(level)), t!("result-try-even-tip"), level)
            }
        };
        rows.push(vec![(words, tip, ScreenCommand::Rematch(Some(level)))]);
    }
    rows.push(vec![
        (t!("action-review"), t!("review-tip-short"), ScreenCommand::Review(true)),
        (t!("result-new-game"), t!("result-new-game-tip"), ScreenCommand::OpenNewGame),
    ]);
    for row in rows {
        button_row(ui, row, commands);
    }
}

/// One of the card's buttons: its words, its tooltip (may be empty) and
/// what it asks for.
type Way<V> = (String, String, ScreenCommand<V>);

/// A row of the card's buttons in columns of one width; the one clicked
/// pushes its command.
fn button_row<V: GameView>(ui: &mut Ui, row: Vec<Way<V>>, commands: &mut Vec<ScreenCommand<V>>) {
    let mut clicked = None;
    ui.columns(row.len().max(1), |columns| {
        for (i, (column, (words, tip, _))) in columns.iter_mut().zip(&row).enumerate() {
            let button = egui::Button::new(words.as_str()).min_size(egui::vec2(0.0, CARD_BUTTON_HEIGHT));
            let response = column.add_sized([column.available_width(), CARD_BUTTON_HEIGHT], button);
            let response = if tip.is_empty() { response } else { response.on_hover_text(tip.as_str()) };
            if response.clicked() {
                clicked = Some(i);
            }
        }
    });
    if let Some(command) = clicked.and_then(|i| row.into_iter().nth(i)).map(|(_, _, command)| command) {
        commands.push(command);
    }
}

/// The result card's ×: a named button, so screen readers (and tests)
/// find it as "Close the result".
fn close_button(ui: &mut Ui, rect: Rect) -> bool {
    let response = ui.interact(rect, ui.scope_id().with("close-the-result"), Sense::click());
    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, close_result()));
    let visuals = ui.style().interact(&response);
    if response.hovered() || response.has_focus() {
        ui.painter().rect(rect, 4.0, visuals.weak_bg_fill, visuals.bg_stroke, egui::StrokeKind::Inside);
    }
    let font = egui::FontId::proportional(22.0);
    ui.painter().text(rect.center(), egui::Align2::CENTER_CENTER, "×", font, visuals.text_color());
    response.on_hover_text(t!("result-close-tip")).clicked()
}

/// The accessible name of the result card's ×.
pub fn close_result() -> String {
    t!("result-close")
}

/// The status line's button that brings the result card back.
pub fn show_result() -> String {
    t!("result-show")
}

/// "Show result", on the status line while the result card is put away.
pub(super) fn show_result_button<V: GameView>(ui: &mut Ui, commands: &mut Vec<ScreenCommand<V>>) {
    // Never squeezed: at the end of a wrapped row it moves to the next whole.
    let button = egui::Button::new(show_result()).wrap_mode(egui::TextWrapMode::Extend);
    if ui.add(button).on_hover_text(t!("result-show-tip")).clicked() {
        commands.push(ScreenCommand::ShowResult(true));
    }
}

/// A note in `rect`: light text on a dark box, readable on any board.
pub(super) fn note(ui: &mut Ui, rect: Rect, text: &str) {
    ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
        egui::Frame::popup(ui.style())
            .fill(theme::NOTE_FILL)
            .inner_margin(egui::Margin::symmetric(12, 8))
            .show(ui, |ui| {
                ui.set_max_width(rect.width() - 24.0);
                let response = ui.label(RichText::new(text).color(theme::NOTE_TEXT).size(15.0));
                super::speech::live(ui, &response);
            });
    });
}

#[cfg(test)]
mod tests {
    use super::headline;
    use crate::core::{Level, Outcome, Seat, SeatSet};

    #[test]
    fn the_card_speaks_to_the_person_and_names_the_winner_between_people() {
        crate::i18n::set(crate::i18n::Language::English);
        let against_a_bot = [Seat::human("Ann"), Seat::bot("Club player bot", Level::Club)];
        let bot_won = Outcome::Win(SeatSet::single(1));
        assert_eq!(headline(&against_a_bot, bot_won, Some("Yellow")), "You lost");
        assert_eq!(headline(&against_a_bot, Outcome::Win(SeatSet::single(0)), Some("Red")), "You won");
        assert_eq!(headline(&against_a_bot, Outcome::Draw, None), "A draw");
        let two_people = [Seat::human("Ann"), Seat::human("Bob")];
        assert_eq!(headline(&two_people, bot_won, Some("Bob")), "Bob wins");
        let bots = [Seat::bot("A", Level::Club), Seat::bot("B", Level::Expert)];
        assert_eq!(headline(&bots, bot_won, Some("Yellow")), "Yellow wins");
    }
}
