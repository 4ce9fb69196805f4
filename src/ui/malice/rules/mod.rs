//! Malice's rules page: the boards and dual squares, the pieces and whose
//! they are, how each moves, teleporting, capturing, the end, and the
//! four-player game; each topic with live boards drawn by the game's own
//! painter from position strings, played through the engine.

pub mod diagram;

use crate::ui::help::{PageContext, RulesPage, house, option, try_it};
use crate::games::GameKind;
use crate::games::malice::{Malice, QUIET_MOVE_LIMIT, Rules, Size};
use crate::ui::help::sequence::{Action, Sequence, Step};
use crate::{id, t};
use diagram::{Boards, Diagram, Play};
use eframe::egui::{RichText, Ui};

/// The start position (the designer's diagram).
pub const START: &str = "llm1/mss1/4/4/4/4/mss1/llm1|1mll/1ssm/4/4/4/4/1ssm/1mll S 0-0 0";
/// A small piece on Lb3 with room all round; a lone piece in each other
/// quadrant keeps the game going.
pub const SMALL: &str = "s3/4/4/4/4/1s2/4/4|3s/4/4/4/4/4/4/s3 S 0-0 0";
/// A medium piece on Lb3 with two of South's pieces beside it to jump.
pub const MEDIUM: &str = "s3/4/4/4/1ss1/1m2/4/4|3s/4/4/4/4/4/4/s3 S 0-0 0";
/// A large piece on Lb2 held up by South's own pieces on Lb4 and Ld4.
pub const LARGE: &str = "s3/4/4/4/1s1s/4/1l2/4|3s/4/4/4/4/4/4/s3 S 0-0 0";
/// A small piece on Lb2 whose step to Lb3 cannot teleport: Lb3's dual,
/// Rc6, is taken.
pub const BLOCKED_TELEPORT: &str = "s3/4/4/4/4/4/1s2/4|4/4/2s1/4/4/4/4/s3 S 0-0 0";
/// South's large piece on Lc2 can take North's medium piece on Lc6; South's
/// own small piece on Lb3 blocks a diagonal.
pub const CAPTURE: &str = "s3/4/2m1/4/4/1s2/2l1/4|3s/4/4/4/4/4/4/s3 S 0-0 0";
/// South, behind 2–3, can take the last piece in L-North.
pub const LAST_PIECE: &str = "4/4/1m2/4/4/4/1l2/4|2s1/3m/4/4/4/4/s3/1m2 S 2-3 0";
/// The capture position with four players, South-L to move.
pub const FOUR: &str = "s3/4/2m1/4/4/1s2/2l1/4|3s/4/4/4/4/4/4/s3 SL 0-0 0";

/// The moves of the teleport sequence from the start: a piece goes over
/// to North and comes back.
pub const HANDOVER: [&str; 2] = ["Lb2-b3", "Rc6-c5"];
/// The move that ends the game by emptying L-North.
pub const LAST_CAPTURE: [&str; 1] = ["Lb2xb6"];

/// The position of the quiet-move diagram under a limit of `limit` plies
/// (0 = off): one quiet ply short of the limit, or of the default limit
/// when there is none. Neither side can capture.
pub fn quiet_position(limit: u32) -> String {
    let quiet = if limit == 0 { QUIET_MOVE_LIMIT - 1 } else { limit - 1 };
    format!("s3/4/4/4/4/4/1s2/4|3s/4/4/4/4/4/4/s3 S 1-1 {quiet}")
}

/// Where the quiet-move limit is changed.
const QUIET_LIMIT_WHERE: &str = id!("malice-rules-quiet-limit-where");

const TOPICS: [&str; 7] = [
    id!("malice-rules-topic-boards"),
    id!("malice-rules-topic-turns"),
    id!("malice-rules-topic-moving"),
    id!("malice-rules-topic-teleporting"),
    id!("malice-rules-topic-capturing"),
    id!("malice-rules-topic-ending"),
    id!("malice-rules-topic-four"),
];

/// Malice's rules, topic by topic, and the state of every diagram on them.
pub struct MalicePage {
    start: Diagram,
    turns: Diagram,
    /// Which piece "How the pieces move" shows.
    piece: Size,
    pieces: [Diagram; 3],
    blocked: Diagram,
    handover: Sequence<Malice, Boards>,
    capture: Diagram,
    last_piece: Sequence<Malice, Boards>,
    /// The quiet-move diagram, built for the limit in the settings.
    quiet: Diagram,
    quiet_limit: u32,
    four: Diagram,
}

impl Default for MalicePage {
    fn default() -> Self {
        let two = Rules::default();
        MalicePage {
            start: Diagram::new(START, two, Play::LookOnly),
            turns: Diagram::new(START, two, Play::Moves),
            piece: Size::Small,
            pieces: [
                Diagram::new(SMALL, two, Play::Moves).selecting("Lb3"),
                Diagram::new(MEDIUM, two, Play::Moves).selecting("Lb3"),
                Diagram::new(LARGE, two, Play::Moves).selecting("Lb2"),
            ],
            blocked: Diagram::new(BLOCKED_TELEPORT, two, Play::Moves).selecting("Lb2"),
            handover: sequence("malice-help-handover", START, &HANDOVER, &HANDOVER_CAPTIONS),
            capture: Diagram::new(CAPTURE, two, Play::Moves).selecting("Lc2"),
            last_piece: sequence("malice-help-last-piece", LAST_PIECE, &LAST_CAPTURE, &LAST_PIECE_CAPTIONS),
            quiet: quiet_diagram(QUIET_MOVE_LIMIT),
            quiet_limit: QUIET_MOVE_LIMIT,
            four: Diagram::new(FOUR, Rules::four_players(), Play::Moves).selecting("Lc2"),
        }
    }
}

/// A sequence called `id` of `moves` from `start` (two players), a
/// caption for the start and for each move.
fn sequence(
    id: &'static str,
    start: &str,
    moves: &[&'static str],
    captions: &[&'static str],
) -> Sequence<Malice, Boards> {
    let start = Malice::from_position(start, Rules::default());
    let actions: Vec<Action<Malice, _>> = moves.iter().map(|mv| Action::Play(mv)).collect();
    Sequence::new(id, start, &actions, Step::each(captions), Boards::default())
}

/// The quiet-move diagram under a limit of `limit` plies.
fn quiet_diagram(limit: u32) -> Diagram {
    Diagram::new(quiet_position(limit), Rules { quiet_limit: limit, ..Rules::default() }, Play::Moves)
        .selecting("Lb2")
}

const HANDOVER_CAPTIONS: [&str; 3] = [
    id!("malice-rules-handover-0"),
    id!("malice-rules-handover-1"),
    id!("malice-rules-handover-2"),
];

const LAST_PIECE_CAPTIONS: [&str; 2] = [
    id!("malice-rules-last-piece-0"),
    id!("malice-rules-last-piece-1"),
];

impl MalicePage {
    /// The diagram of "How the pieces move" for pieces of `size`.
    pub fn piece_diagram(&self, size: Size) -> &Diagram {
        &self.pieces[size.index()]
    }

    /// Every diagram that a person may play on, with a name (for tests).
    pub fn diagrams_mut(&mut self) -> Vec<(&'static str, &mut Diagram)> {
        let [small, medium, large] = &mut self.pieces;
        vec![
            ("turns", &mut self.turns),
            ("small", small),
            ("medium", medium),
            ("large", large),
            ("blocked teleport", &mut self.blocked),
            ("capture", &mut self.capture),
            ("quiet", &mut self.quiet),
            ("four players", &mut self.four),
        ]
    }

    /// The capture diagram.
    pub fn capture_diagram(&self) -> &Diagram {
        &self.capture
    }

    /// The teleport topic's sequence: a piece handed over and back.
    pub fn handover(&self) -> &Sequence<Malice, Boards> {
        &self.handover
    }

    /// The end topic's sequence: the last piece of a quadrant taken.
    pub fn last_piece(&self) -> &Sequence<Malice, Boards> {
        &self.last_piece
    }

    /// The quiet-move diagram and the limit it was built for.
    pub fn quiet(&self) -> (&Diagram, u32) {
        (&self.quiet, self.quiet_limit)
    }
}

impl RulesPage for MalicePage {
    fn kind(&self) -> GameKind {
        GameKind::Malice
    }

    fn topics(&self) -> Vec<String> {
        TOPICS.iter().map(|topic| crate::i18n::text(topic, &[])).collect()
    }

    fn topic(&mut self, ui: &mut Ui, index: usize, page: &PageContext<'_>) {
        match index {
            0 => self.boards(ui, page),
            1 => self.turns(ui, page),
            2 => self.moving(ui, page),
            3 => self.teleporting(ui, page),
            4 => self.capturing(ui, page),
            5 => self.ending(ui, page),
            _ => self.four_players(ui, page),
        }
    }
}

/// A paragraph.
fn say(ui: &mut Ui, text: &str) {
    ui.label(text);
    ui.add_space(4.0);
}

/// A house decision, with room after it like a paragraph.
fn house_rule(ui: &mut Ui, text: &str) {
    house(ui, text);
    ui.add_space(4.0);
}

/// What the marks on a selected piece's targets mean.
fn legend(ui: &mut Ui) {
    ui.weak(
        t!("malice-rules-legend"),
    );
}

impl MalicePage {
    fn boards(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        say(
            ui,
            &t!("malice-rules-boards-two"),
        );
        say(
            ui,
            &t!("malice-rules-boards-names"),
        );
        say(
            ui,
            &t!("malice-rules-boards-sides"),
        );
        ui.label(RichText::new(t!("malice-rules-dual-heading")).strong());
        say(
            ui,
            &t!("malice-rules-dual"),
        );
        say(
            ui,
            &t!("malice-rules-dual-colour"),
        );
        let shapes = if page.settings.options::<Malice>().dual_shapes {
            t!("malice-rules-shapes-on")
        } else {
            t!("malice-rules-shapes-off")
        };
        option(ui, &shapes, &t!("malice-rules-shapes-where"));
        house_rule(
            ui,
            &t!("malice-rules-dual-house"),
        );
        try_it(ui, &t!("malice-rules-dual-try"));
        self.start.show(ui, "malice-help-start", page);
    }

    fn turns(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        say(
            ui,
            &t!("malice-rules-pieces"),
        );
        house_rule(
            ui,
            &t!("malice-rules-pieces-house"),
        );
        say(
            ui,
            &t!("malice-rules-pieces-control"),
        );
        say(
            ui,
            &t!("malice-rules-turn"),
        );
        house_rule(ui, &t!("malice-rules-turn-house"));
        try_it(
            ui,
            &t!("malice-rules-turn-try"),
        );
        self.turns.show(ui, "malice-help-turns", page);
    }

    fn moving(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        ui.label(RichText::new(t!("malice-rules-small-heading")).strong());
        say(ui, &t!("malice-rules-small"));
        ui.label(RichText::new(t!("malice-rules-medium-heading")).strong());
        say(
            ui,
            &t!("malice-rules-medium"),
        );
        ui.label(RichText::new(t!("malice-rules-large-heading")).strong());
        say(
            ui,
            &t!("malice-rules-large"),
        );
        say(
            ui,
            &t!("malice-rules-targets"),
        );
        try_it(
            ui,
            &t!("malice-rules-moving-try"),
        );
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("malice-rules-piece-choice"));
            for size in Size::ALL {
                ui.selectable_value(&mut self.piece, size, super::words::size_title(size));
            }
        });
        let id = format!("malice-help-{}", self.piece.name());
        self.pieces[self.piece.index()].show(ui, &id, page);
        legend(ui);
    }

    fn teleporting(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        say(
            ui,
            &t!("malice-rules-teleport"),
        );
        say(
            ui,
            &t!("malice-rules-teleport-blocked"),
        );
        say(
            ui,
            &t!("malice-rules-teleport-hands"),
        );
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("malice-rules-log-teleport"));
            ui.monospace("Lb2-c3 ⇒ Rb6");
            ui.label(t!("malice-rules-log-blocked"));
            ui.monospace(t!("malice-log-stays", mv = "Lb2-b3"));
            ui.label(t!("malice-rules-log-hover"));
        });
        ui.add_space(4.0);
        try_it(
            ui,
            &t!("malice-rules-teleport-try"),
        );
        self.blocked.show(ui, "malice-help-blocked", page);
        legend(ui);
        ui.add_space(8.0);
        ui.label(RichText::new(t!("malice-rules-handover-heading")).strong());
        self.handover.show(ui, page);
    }

    fn capturing(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        say(
            ui,
            &t!("malice-rules-capture"),
        );
        house_rule(
            ui,
            &t!("malice-rules-capture-house"),
        );
        say(
            ui,
            &t!("malice-rules-capture-after"),
        );
        try_it(
            ui,
            &t!("malice-rules-capture-try"),
        );
        self.capture.show(ui, "malice-help-capture", page);
        legend(ui);
    }

    fn ending(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        say(
            ui,
            &t!("malice-rules-end"),
        );
        house_rule(ui, &t!("malice-rules-end-house"));
        self.last_piece.show(ui, page);
        ui.add_space(8.0);
        ui.label(RichText::new(t!("malice-rules-passing-heading")).strong());
        house_rule(
            ui,
            &t!("malice-rules-passing-house"),
        );
        house_rule(
            ui,
            &t!("malice-rules-quiet-house"),
        );
        let limit = page.settings.options::<Malice>().quiet_move_limit;
        let now = if limit == 0 {
            t!("malice-rules-quiet-off")
        } else {
            t!("malice-rules-quiet-now", limit = limit)
        };
        option(ui, &now, &crate::i18n::text(QUIET_LIMIT_WHERE, &[]));
        self.quiet_ui(ui, page, limit);
    }

    /// The quiet-move diagram, rebuilt when the limit in the settings changes.
    fn quiet_ui(&mut self, ui: &mut Ui, page: &PageContext<'_>, limit: u32) {
        if self.quiet_limit != limit {
            self.quiet = quiet_diagram(limit);
            self.quiet_limit = limit;
        }
        let quiet = self.quiet.state().map_or(0, |s| s.quiet_plies());
        let text = if limit == 0 {
            t!("malice-rules-quiet-try-off", quiet = quiet)
        } else {
            t!("malice-rules-quiet-try-on", quiet = quiet)
        };
        try_it(ui, &text);
        self.quiet.show(ui, "malice-help-quiet", page);
    }

    fn four_players(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        house_rule(
            ui,
            &t!("malice-rules-four-house"),
        );
        say(
            ui,
            &t!("malice-rules-four-teams"),
        );
        say(
            ui,
            &t!("malice-rules-four-seats"),
        );
        say(
            ui,
            &t!("malice-rules-four-capture"),
        );
        say(
            ui,
            &t!("malice-rules-four-teleport"),
        );
        house_rule(
            ui,
            &t!("malice-rules-four-house-passes"),
        );
        try_it(
            ui,
            &t!("malice-rules-four-try"),
        );
        self.four.show(ui, "malice-help-four", page);
        legend(ui);
    }
}

#[cfg(test)]
mod tests;
