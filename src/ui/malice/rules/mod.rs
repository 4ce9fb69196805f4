//! Malice's rules page: the boards and dual squares, the pieces and whose
//! they are, how each moves, teleporting, capturing, the end, and the
//! four-player game; each topic with live boards drawn by the game's own
//! painter from position strings, played through the engine.

pub mod diagram;

use crate::ui::help::{PageContext, RulesPage, house, option, try_it};
use crate::games::GameKind;
use crate::games::malice::{Malice, QUIET_MOVE_LIMIT, Rules, Size};
use crate::ui::help::sequence::{Action, Sequence, Step};
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
const QUIET_LIMIT_WHERE: &str = "File › Settings… › Malice quiet-move limit, or the new-game dialog";

const TOPICS: [&str; 7] = [
    "Boards and dual squares",
    "Pieces and turns",
    "How the pieces move",
    "Teleporting",
    "Capturing",
    "End of the game",
    "Four players in teams",
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
    let start = Malice::from_position(start, Rules::default()).map_err(|e| e.to_string());
    let actions: Vec<Action<Malice>> = moves.iter().map(|mv| Action::Play(mv)).collect();
    Sequence::new(id, start, &actions, Step::each(captions), Boards::default())
}

/// The quiet-move diagram under a limit of `limit` plies.
fn quiet_diagram(limit: u32) -> Diagram {
    Diagram::new(quiet_position(limit), Rules { quiet_limit: limit, ..Rules::default() }, Play::Moves)
        .selecting("Lb2")
}

const HANDOVER_CAPTIONS: [&str; 3] = [
    "the start; South moves first.",
    "South plays Lb2-b3. The small piece arrives on Lb3 and jumps to its dual, Rc6, on North's side: it is \
     North's piece now.",
    "North moves it on, Rc6-c5. It jumps to Lb4, the dual of Rc5, and is South's again.",
];

const LAST_PIECE_CAPTIONS: [&str; 2] = [
    "South is behind, 2–3. North's medium piece on Lb6 is the last piece in L-North.",
    "South's large piece takes it (2 points) and teleports home to Rc3. L-North is empty, so the game is \
     over: South wins 4–3.",
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
        TOPICS.iter().map(|topic| (*topic).to_owned()).collect()
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
        "On the board: a dot marks a square the piece may move to and teleport from; a small square, one \
         where it would stay (the dual is taken); a red ring, a capture. The bars beside the boards mark the \
         quadrants of the player to move.",
    );
}

impl MalicePage {
    fn boards(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        say(
            ui,
            "Malice is played on two boards of 4 × 8 squares, side by side. As South sees them, the left one \
             is board L and the right one board R.",
        );
        say(
            ui,
            "The files a to d run from South's left to South's right; the ranks 1 to 8 count away from \
             South. A square is named by board, file and rank: La1 is the corner of the left board by \
             South's left hand, Rd8 the far corner of the right board.",
        );
        say(
            ui,
            "The thick line across the middle cuts each board in two. Ranks 1–4 are South's side of the \
             table, ranks 5–8 North's. That makes four quadrants: L-South, L-North, R-South and R-North.",
        );
        ui.label(RichText::new("Dual squares").strong());
        say(
            ui,
            "Every square has a partner on the other board, its dual. Turn the whole table half a turn about \
             its centre and each square lands on its dual: La1 and Rd8 are duals, and so are Lc2 and Rb7. A \
             square and its dual are always on different boards and on different sides of the table.",
        );
        say(
            ui,
            "A square and its dual have the same colour, but so do other squares: the colour alone does not \
             tell you which one is the dual.",
        );
        house_rule(
            ui,
            "The designer's text describes duals only loosely. Malice Table reads them as this half-turn, \
             the one pairing that fits the colours of the designer's board.",
        );
        try_it(ui, "hover over any square of the board below: its dual lights up with a heavier frame.");
        self.start.show(ui, "malice-help-start", page);
    }

    fn turns(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        say(
            ui,
            "There are 24 pieces, eight of each size. They have no colour: a piece is worth points to \
             whoever captures it, small 1, medium 2 and large 3. At the start every quadrant holds two of \
             each size.",
        );
        house_rule(
            ui,
            "The designer's text gives two different counts of pieces; the game follows the designer's start \
             diagram: eight of each size, six in each quadrant.",
        );
        say(
            ui,
            "Nobody owns a piece. The side of the table a piece stands on decides who moves it: South moves \
             every piece on ranks 1–4 of both boards, North every piece on ranks 5–8. A piece that ends its \
             move on the other side belongs to the opponent from then on.",
        );
        say(
            ui,
            "On your turn you move exactly one of your pieces, always on the board it stands on. Then it is \
             the other player's turn.",
        );
        house_rule(ui, "South moves first.");
        try_it(
            ui,
            "click one of South's pieces to see where it may go, then click one of its targets. Play on for \
             both sides; Reset brings back the start.",
        );
        self.turns.show(ui, "malice-help-turns", page);
    }

    fn moving(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        ui.label(RichText::new("Small (1 point)").strong());
        say(ui, "One square in any of the eight directions, like a king in chess.");
        ui.label(RichText::new("Medium (2 points)").strong());
        say(
            ui,
            "A knight's jump, as in chess: two squares one way and one square across. Pieces in between do \
             not matter.",
        );
        ui.label(RichText::new("Large (3 points)").strong());
        say(
            ui,
            "Like a queen in chess: any distance in a straight line along a file, a rank or a diagonal. It \
             cannot pass a piece: the first piece in its way is as far as it goes.",
        );
        say(
            ui,
            "A piece may end its move on an empty square, or on a piece on the opponent's side, capturing it \
             (see Capturing). It may never end on a piece on its own side.",
        );
        try_it(
            ui,
            "pick a piece; it is already selected and its targets are marked. Click a target to play the \
             move and watch the piece teleport (next topic).",
        );
        ui.horizontal_wrapped(|ui| {
            ui.label("Piece:");
            for size in Size::ALL {
                let name = format!("{}{}", size.name()[..1].to_uppercase(), &size.name()[1..]);
                ui.selectable_value(&mut self.piece, size, name);
            }
        });
        let id = format!("malice-help-{}", self.piece.name());
        self.pieces[self.piece.index()].show(ui, &id, page);
        legend(ui);
    }

    fn teleporting(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        say(
            ui,
            "As soon as a piece has arrived (and made its capture, if any), it jumps at once to the dual of \
             the square it arrived on.",
        );
        say(
            ui,
            "There is one exception: when the dual square is occupied, the jump is blocked and the piece \
             stays where it arrived.",
        );
        say(
            ui,
            "So a quiet move on your own side usually hands the piece to your opponent, since its dual is on \
             their side; and a move onto your opponent's side usually brings the piece back to yours, on the \
             other board.",
        );
        ui.horizontal_wrapped(|ui| {
            ui.label("The move log writes a teleport with an arrow,");
            ui.monospace("Lb2-c3 ⇒ Rb6");
            ui.label(", and a blocked one as");
            ui.monospace("Lb2-b3 (stays)");
            ui.label(". Hover over a target to see a faint copy of the piece where it will end up.");
        });
        ui.add_space(4.0);
        try_it(
            ui,
            "South's small piece on Lb2 is selected. Lb3 is marked with a small square, not a dot: its dual, \
             Rc6, is taken, so a move there stays on Lb3. Play it, then Reset and try a dot.",
        );
        self.blocked.show(ui, "malice-help-blocked", page);
        legend(ui);
        ui.add_space(8.0);
        ui.label(RichText::new("A piece changes hands").strong());
        self.handover.show(ui, page);
    }

    fn capturing(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        say(
            ui,
            "You capture by ending a move on a piece in one of your opponent's quadrants. There is no other \
             way to capture: every piece on your own side is one of yours.",
        );
        house_rule(
            ui,
            "A move may not end on a piece on your own side at all: the designer allows captures only in the \
             opponent's quadrants.",
        );
        say(
            ui,
            "The captured piece leaves the game for good and you score its points. Then your piece teleports \
             as usual: after a capture on the opponent's side it normally comes home, to your side of the \
             other board. If that dual square is taken, it stays where it captured, on the opponent's side, \
             and is theirs now.",
        );
        try_it(
            ui,
            "South's large piece on Lc2 is selected. The red ring on Lc6 is a capture of North's medium \
             piece, worth 2. South's own small piece on Lb3 blocks the diagonal and cannot be taken.",
        );
        self.capture.show(ui, "malice-help-capture", page);
        legend(ui);
    }

    fn ending(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        say(
            ui,
            "After every move, look at the four quadrants: the moment one of them is empty, the game is \
             over. Then the points decide: whoever has captured more points wins. Emptying a quadrant does \
             not win by itself.",
        );
        house_rule(ui, "Equal points are a draw.");
        self.last_piece.show(ui, page);
        ui.add_space(8.0);
        ui.label(RichText::new("Passing, and games that go nowhere").strong());
        house_rule(
            ui,
            "A player who cannot move any piece passes. When both players have passed one right after the \
             other, the game is over.",
        );
        house_rule(
            ui,
            "The quiet-move limit: the game also ends once a number of plies in a row (a ply is one player's \
             turn; a pass counts too) have gone by without a capture. Without it, two careful players could \
             shuffle their pieces for ever.",
        );
        let limit = page.settings.options::<Malice>().quiet_move_limit;
        let now = if limit == 0 {
            "There is no quiet-move limit now (0 = off).".to_owned()
        } else {
            format!("The quiet-move limit is now {limit} plies.")
        };
        option(ui, &now, QUIET_LIMIT_WHERE);
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
            format!(
                "{quiet} plies in a row have gone by without a capture. With the limit off the game goes on: \
                 play a move and see."
            )
        } else {
            format!(
                "{quiet} plies in a row have gone by without a capture, one short of the limit. Play any \
                 move: nothing can be captured here, so the game ends, and with equal points it is a draw."
            )
        };
        try_it(ui, &text);
        self.quiet.show(ui, "malice-help-quiet", page);
    }

    fn four_players(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        house_rule(
            ui,
            "The four-player game is Malice Table's own extension; choose 4 players in the new-game dialog.",
        );
        say(
            ui,
            "Two teams play: South, made of the seats South-L and South-R, against North, made of North-L \
             and North-R.",
        );
        say(
            ui,
            "Each seat moves only the pieces in its own quadrant: South-L those in L-South, North-L those in \
             L-North, South-R those in R-South and North-R those in R-North. The turn goes round South-L, \
             North-L, South-R, North-R.",
        );
        say(
            ui,
            "You may capture only in the other team's two quadrants. A team's score is what both its seats \
             have captured, and the team with more points wins; equal points are a draw. Everything else is \
             as in the two-player game.",
        );
        say(
            ui,
            "Teleporting passes pieces round the table: a capture by South-L in L-North usually lands in \
             R-South, where the piece now belongs to South-R, the partner.",
        );
        house_rule(
            ui,
            "Passing ends the four-player game only after four passes in a row, once every seat has passed.",
        );
        try_it(
            ui,
            "South-L is to move, and only L-South is marked as theirs. Take the medium piece on Lc6 and see \
             where the large piece lands; then play on for every seat.",
        );
        self.four.show(ui, "malice-help-four", page);
        legend(ui);
    }
}

#[cfg(test)]
mod tests;
