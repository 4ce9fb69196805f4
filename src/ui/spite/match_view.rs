//! What the Spite & Malice screen draws: the match panel, the table seen
//! from one seat, the hot-seat cover and the end of a game in its match.

use super::SpiteUi;
use super::board::{self, BoardInput, Flight};
use super::cards;
use crate::core::{Controller, Game, SeatIndex};
use crate::t;
use crate::games::spite::{MATCH_TARGET, Move, PLAYERS, Spite, Status, opponent};
use crate::ui::screen::{self, Effect, Scene, ScreenCommand, Table};
use crate::ui::widgets::{dialog, keys, seat_names};
use eframe::egui::{self, Rect, RichText, Ui};

/// Who sits where on this screen, and what the screen may show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Perspective {
    /// The seat drawn at the bottom.
    pub(super) bottom: SeatIndex,
    /// The one hand drawn face up, if any.
    pub(super) face_up: Option<SeatIndex>,
    /// Hot seat: the person the cover waits for (no hand is drawn then).
    pub(super) cover: Option<SeatIndex>,
}

impl SpiteUi {
    /// Who sits at the bottom and which hand may be seen. Between two people
    /// only the person who said they are ready sees a hand, and only their
    /// own; against a bot the person's hand is always the one face up.
    pub(super) fn perspective(&self, table: &Table<Spite>) -> Perspective {
        let present = table.session.current();
        // The people at this screen: a friend playing from another
        // computer is not one (their hand stays face down here).
        let here = |s: SeatIndex| table.session.seats.get(s).is_some_and(|x| x.controller == Controller::Human);
        let humans: Vec<SeatIndex> = (0..PLAYERS).filter(|&s| here(s)).collect();
        match humans.as_slice() {
            [_, _] => match present.to_move() {
                Some(seat) if self.unlocked != Some(seat) => {
                    Perspective { bottom: seat, face_up: None, cover: Some(seat) }
                }
                _ => Perspective {
                    bottom: self.unlocked.unwrap_or(present.turn()),
                    face_up: self.unlocked,
                    cover: None,
                },
            },
            [person] => Perspective { bottom: *person, face_up: Some(*person), cover: None },
            _ => Perspective { bottom: 0, face_up: None, cover: None },
        }
    }

    /// The side panel's match part: the game number, the seats with their
    /// payoff piles, points and wins, the stock and the variant.
    pub(super) fn match_panel(&self, ui: &mut Ui, table: &Table<Spite>) {
        let state = table.session.current();
        ui.label(t!("spite-panel-game", game = state.match_info().game, target = MATCH_TARGET));
        ui.add_space(4.0);
        let scores = self.record.scores();
        // A seat's name, then its counts under it: both wrap, so the panel
        // narrows to its narrowest with any names.
        for seat in 0..PLAYERS {
            let who =
                table.session.seats.get(seat).map_or_else(|| Self::name(table, seat), seat_names::describe);
            let mut name = RichText::new(who);
            if state.to_move() == Some(seat) {
                name = name.strong().color(ui.visuals().warn_fg_color);
            }
            let role = match table.session.seats.get(seat).map(|s| s.controller) {
                Some(Controller::Bot(level)) => t!("spite-panel-bot", level = crate::ui::words::level(level)),
                _ => t!("spite-panel-human"),
            };
            ui.add(egui::Label::new(name).wrap()).on_hover_text(role);
            let points = scores.get(seat).copied().unwrap_or(0);
            let wins = self.record.results().iter().filter(|r| r.winner == Some(seat)).count();
            let counts =
                t!("spite-panel-counts", payoff = state.payoff_count(seat), points = points, wins = wins);
            ui.indent(("spite-seat", seat), |ui| {
                ui.add(egui::Label::new(RichText::new(counts).weak()).wrap())
            });
        }
        ui.add_space(2.0);
        ui.label(t!("spite-panel-stock", count = state.stock_count()));
    }

    /// The table as the seat at the screen sees it, or the cover.
    pub(super) fn table_ui(&mut self, ui: &mut Ui, scene: &mut Scene<'_, Self>) -> Rect {
        let view = self.perspective(scene.table);
        if let Some(seat) = view.cover {
            return self.cover(ui, Self::name(scene.table, seat), seat, scene);
        }
        let anim = self.anim.filter(|_| scene.table.viewing.is_none());
        if anim.is_none() {
            let text = t!("spite-empty-hand");
            scene.offer(ui, Move::EndTurn, &text, &t!("spite-end-turn"), "");
        }
        let table = scene.table;
        let history = table.session.history();
        let ply = anim.map_or(table.shown_ply(), |a| a.ply);
        let state = history.state_at(ply);
        let flight = anim.and_then(|a| {
            let mv = history.all().get(a.ply - 1)?.mv;
            let t = a.clock.fraction(scene.now);
            Some(Flight { before: history.state_at(a.ply - 1), mv, t })
        });
        // While a bot's move slides in, the person waits for it to land.
        let (moves, hint) =
            if anim.is_some() { (Vec::new(), None) } else { (scene.moves.to_vec(), scene.hint) };
        let marks = marked_moves(table, ply);
        let input = BoardInput {
            state,
            bottom: view.bottom,
            face_up: view.face_up,
            moves: &moves,
            plates: [plate(table, state, 0), plate(table, state, 1)],
            flight,
            marks,
            speed: scene.prefs.animation_speed,
            show_targets: scene.prefs.show_targets,
            hint,
            judged: scene.judged.filter(|_| anim.is_none()),
            inks: cards::Inks::four_colour(scene.options.four_colour_deck),
        };
        let area = ui.available_rect_before_wrap();
        if let Some(act) = board::show(ui, &input, &mut self.board) {
            scene.act(act);
        }
        if let Some(words) = self.board.cursor_words.take() {
            scene.cursor_on(words);
        } else if self.board.cursor.is_none() {
            scene.cursor_on(String::new());
        }
        if anim.is_none() && table.viewing.is_none() && state.is_over() {
            self.result_banner(ui, area, table, state, scene);
        }
        area
    }

    /// The hot-seat cover: nothing of either hand is drawn behind it.
    fn cover(&self, ui: &mut Ui, name: String, seat: SeatIndex, scene: &mut Scene<'_, Self>) -> Rect {
        let area = ui.available_rect_before_wrap();
        ui.allocate_rect(area, egui::Sense::hover());
        let painter = ui.painter_at(area);
        cards::paint_felt(&painter, area);
        let w = (area.width() / 8.0).min(area.height() / 5.0).clamp(30.0, 120.0);
        let size = cards::card_size(w);
        let centre = area.center() - egui::vec2(0.0, size.y * 0.9);
        for dx in [-0.35, 0.0, 0.35] {
            let rect = Rect::from_center_size(centre + egui::vec2(dx * w, dx.abs() * w * 0.15), size);
            cards::paint_shadow(&painter, rect, 0.0);
            cards::paint_back(&painter, rect);
        }
        let panel = Rect::from_center_size(
            area.center() + egui::vec2(0.0, size.y * 0.45),
            egui::vec2(420.0_f32.min(area.width()), 150.0_f32.min(area.height())),
        );
        ui.scope_builder(egui::UiBuilder::new().max_rect(panel), |ui| {
            egui::Frame::popup(ui.style()).inner_margin(16.0).show(ui, |ui| {
                ui.set_min_width(panel.width() - 32.0);
                ui.vertical_centered(|ui| {
                    ui.label(RichText::new(t!("spite-cover-pass", name = &name)).size(26.0).strong());
                    ui.label(t!("spite-cover-only", name = &name));
                    ui.add_space(8.0);
                    if ready_button(ui, &name) {
                        scene.own(move |view: &mut SpiteUi, _: &mut Table<Spite>| {
                            view.unlocked = Some(seat);
                            view.board.clear();
                            Effect::None
                        });
                    }
                });
            });
        });
        area
    }

    fn result_banner(
        &self,
        ui: &mut Ui,
        area: Rect,
        table: &Table<Spite>,
        state: &Spite,
        scene: &mut Scene<'_, Self>,
    ) {
        let name = |seat| Self::name(table, seat);
        let scores = self.record.scores_with(state);
        let (winner, sentence) = match state.status() {
            Status::Won { seat, points } => (
                Some(name(seat)),
                t!("spite-banner-won-detail", points = points, loser = name(opponent(seat))),
            ),
            Status::Drawn | Status::Playing => (None, t!("spite-banner-drawn-detail")),
        };
        let champion = scores.iter().position(|&s| s >= MATCH_TARGET);
        let mut card = screen::ResultCard::new(winner, sentence);
        card.score.push(t!(
            "spite-banner-score",
            first = name(0),
            score1 = scores[0],
            score2 = scores[1],
            second = name(1),
            target = MATCH_TARGET
        ));
        card.highlight = champion.map(|winner| t!("spite-banner-match-won", name = name(winner)));
        // While the match goes on its next game comes first; its Rematch
        // is a new match between the same seats.
        if champion.is_none() {
            let next = ScreenCommand::Own(Box::new(|view: &mut SpiteUi, table: &mut Table<Spite>| {
                view.next_game(None, table)
            }));
            card.own_way = Some((t!("spite-next-game"), next));
        }
        let new_match = ScreenCommand::Own(Box::new(|view: &mut SpiteUi, _: &mut Table<Spite>| view.new_match()));
        card.rematch = Some((t!("spite-new-match"), new_match));
        scene.result_card(ui, area, card);
    }
}

/// The cover's Ready: it has the focus when the cover comes up, and is
/// pressed by a click, or by Enter or Space while the board has the keys.
fn ready_button(ui: &mut Ui, name: &str) -> bool {
    let opening = dialog::opening(ui.ctx(), egui::Id::unique("hot-seat-cover"));
    let ready = egui::Button::new(RichText::new(t!("spite-cover-ready")).size(18.0)).min_size(egui::vec2(120.0, 32.0));
    let response = ui.add(ready).on_hover_text(t!("spite-cover-ready-tip", name = name));
    if opening {
        response.request_focus();
    }
    let ctx = ui.ctx();
    let key = keys::board_has_keys(ctx)
        && ctx.memory(|m| m.focused().is_none())
        && ctx.input(|i| i.key_pressed(egui::Key::Enter) || i.key_pressed(egui::Key::Space));
    response.clicked() || key
}

/// The line on a seat's name plate.
fn plate(table: &Table<Spite>, state: &Spite, seat: SeatIndex) -> String {
    let who = table.session.seats.get(seat).map_or_else(|| SpiteUi::name(table, seat), seat_names::describe);
    let held = state.hand(seat).len();
    t!("spite-plate", who = who, held = held)
}

/// The moves the table keeps marked, each with the seat that made it: the
/// other seat's latest move until the seat to move has made its own
/// (`Table::recent_moves`), and the move that led to ply `ply` (the one
/// shown or sliding in).
fn marked_moves(table: &Table<Spite>, ply: usize) -> Vec<(SeatIndex, Move)> {
    let history = table.session.history();
    let made = |p: usize| {
        let index = p.checked_sub(1)?;
        Some((history.state_at(index).turn(), history.all().get(index)?.mv))
    };
    let mut marks: Vec<(SeatIndex, Move)> =
        table.recent_moves().into_iter().filter(|&(_, p)| p <= ply).filter_map(|(_, p)| made(p)).collect();
    if let Some(last) = made(ply)
        && !marks.contains(&last)
    {
        marks.push(last);
    }
    marks
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Seat, Session};
    use crate::games::Bots;
    use crate::games::spite::Rules;

    /// Two people, after first-legal moves until the seat that did not
    /// begin has made one move of its first turn; with that seat.
    fn table_after_a_reply() -> (Table<Spite>, SeatIndex) {
        let seats = vec![Seat::human("Ann"), Seat::human("Bob")];
        let mut session =
            Session::new(Spite::new(Rules::default(), 4), seats, 4, <Spite as Bots>::BOTS);
        let second = opponent(session.current().turn());
        loop {
            let by_second = session.current().turn() == second;
            let mut moves = Vec::new();
            session.current().legal_moves(&mut moves);
            let first = moves.into_iter().next().expect("a legal move");
            session.play(first).expect("legal");
            if by_second {
                return (Table::new(session), second);
            }
        }
    }

    #[test]
    fn the_other_seats_last_move_stays_marked_beside_the_newest() {
        let (table, second) = table_after_a_reply();
        let history = table.session.history();
        let ply = history.cursor();
        // The second seat has played one move; the first's turn ended before it.
        let reply = (second, history.all()[ply - 1].mv);
        let ended = (opponent(second), history.all()[ply - 2].mv);
        assert_eq!(history.state_at(ply - 2).turn(), opponent(second));
        let marks = marked_moves(&table, ply);
        if history.state_at(ply).turn() == second {
            // Still the second seat's turn: the first's last move stays marked.
            assert_eq!(marks, vec![ended, reply]);
        } else {
            assert_eq!(marks, vec![reply]);
        }
        let (mut looking, _) = table_after_a_reply();
        looking.apply(crate::ui::screen::TableCommand::View(Some(1)));
        let first = (opponent(second), looking.session.history().all()[0].mv);
        assert_eq!(marked_moves(&looking, 1), vec![first]);
    }
}
