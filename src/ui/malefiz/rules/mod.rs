//! Malefiz's rules page: the race, entering, counting, passing pieces,
//! barricades, hitting, lost turns, the fast board and winning, each with
//! live boards drawn by the game's own painter from position strings
//! (the rules are `docs/rules/malefiz.md`).

mod diagram;

use crate::ui::help::{PageContext, RulesPage, bullet, house, option};
use crate::games::GameKind;
use crate::games::malefiz::{BoardChoice, Malefiz};
use crate::ui::help::sequence::{Action, Sequence, Step};
use diagram::{Diagram, Mark, Start, StepBoard, Use};
use eframe::egui::{RichText, Ui};

/// The classic board's barricades at the start, as a position field.
macro_rules! classic_barricades {
    () => {
        "x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3"
    };
}

/// The fast board's barricades at the start, as a position field.
macro_rules! fast_barricades {
    () => {
        "x:i9,i6,e4,m4,e2,m2"
    };
}

/// The classic start with four colours.
const CLASSIC_START: Start =
    Start { position: concat!("classic r r:5h g:5h y:5h b:5h ", classic_barricades!()), roll: None };
/// The fast start with four colours.
const FAST_START: Start =
    Start { position: concat!("fast r r:4h g:4h y:4h b:4h ", fast_barricades!()), roll: None };
/// A piece out on c5 and four at home: enter one, or move the other.
const ENTERING: Start =
    Start { position: concat!("classic r r:c5,4h y:5h ", classic_barricades!()), roll: Some(4) };
/// One piece at a crossing, free to go many ways.
const COUNTING: Start =
    Start { position: concat!("classic r r:g5 y:5h ", classic_barricades!()), roll: Some(3) };
/// Red on c5 and f5 with two yellow pieces between them.
const PASSING: Start =
    Start { position: concat!("classic r r:c5,f5 y:d5,e5,3h ", classic_barricades!()), roll: Some(4) };
/// Red three steps from the barricade on g7; Yellow near the goal.
const TAKING: Start =
    Start { position: concat!("classic r r:e6 y:k9,4h ", classic_barricades!()), roll: Some(3) };
/// The game's very first roll is a 5: enough to reach a3 or e3.
const FIRST_FIVE: Start =
    Start { position: concat!("classic r r:5h y:5h ", classic_barricades!()), roll: Some(5) };
/// Red three steps from Yellow's piece on e6.
const HITTING: Start =
    Start { position: concat!("classic r r:c5,4h y:e6,4h ", classic_barricades!()), roll: Some(3) };
/// Red's only piece, on g8, hemmed in by barricades.
const LOST_TURN: Start =
    Start { position: concat!("classic r r:g8 y:5h ", classic_barricades!()), roll: Some(4) };
/// Yellow on the resting space g7 and on h7 in the village; Red on e8.
const RESTING: Start =
    Start { position: concat!("fast r r:e8 y:g7,h7,2h ", fast_barricades!()), roll: Some(3) };
/// The same, with a 4: Red can hit the piece on h7.
const VILLAGE: Start =
    Start { position: concat!("fast r r:e8 y:g7,h7,2h ", fast_barricades!()), roll: Some(4) };
/// The goal is open (its barricade was moved to a12): Red five steps away.
const WINNING: Start =
    Start { position: "classic r r:e13 y:n13 x:i11,i10,i9,g7,k7,a3,e3,i3,m3,q3,a12", roll: Some(5) };

/// What happens in the barricade sequence.
const TAKING_ACTIONS: [Action<Malefiz>; 1] = [Action::Play("e6-g7/j9")];
/// The barricade sequence, step by step.
const TAKING_STEPS: [Step<Mark>; 3] = [
    Step {
        after: 0,
        mark: Mark::Select("e6"),
        caption: "Red rolled a 3. The piece on e6 can stop on g7, where a barricade stands (ringed in red).",
    },
    Step {
        after: 0,
        mark: Mark::Place("e6", "g7"),
        caption: "It stops on g7 and lifts the barricade. The faint barricades show every space it may go to — \
                  e6, just left, is one of them.",
    },
    Step {
        after: 1,
        mark: Mark::Nothing,
        caption: "Red puts it on j9, in Yellow's way: Yellow's piece on k9 now needs exactly a 1 to pass it.",
    },
];

/// What happens in the village and forest sequence.
const FOREST_ACTIONS: [Action<Malefiz>; 2] = [Action::Play("e8-h7"), Action::Arrange(roll_two)];
/// The village and forest sequence, step by step.
const FOREST_STEPS: [Step<Mark>; 3] = [
    Step {
        after: 0,
        mark: Mark::Select("e8"),
        caption: "Red rolled a 4. By e7 and f7 the piece passes the resting space g7 and stops on h7, \
                  hitting Yellow there.",
    },
    Step {
        after: 1,
        mark: Mark::Nothing,
        caption: "h7 is in the village, so Yellow's piece goes to the forest, not home.",
    },
    Step {
        after: 2,
        mark: Mark::Select("f"),
        caption: "Yellow rolls a 2. The piece in the forest comes out onto i5 (one step), then goes on to \
                  h5 or j5, or stops on the barricade on i6 (two).",
    },
];

/// The die shows a 2 (the next colour's roll in the forest sequence).
fn roll_two(game: &mut Malefiz) -> Result<(), String> {
    game.set_roll(2).map_err(|e| e.to_string())
}

/// A sequence called `id`: `actions` played from `start`, shown in `steps`.
fn sequence(
    id: &'static str,
    start: Start,
    actions: &[Action<Malefiz>],
    steps: &[Step<Mark>],
) -> Sequence<Malefiz, StepBoard> {
    Sequence::new(id, start.game(), actions, steps.to_vec(), StepBoard::default())
}

/// The topics, in reading order.
const TOPICS: [&str; 9] = [
    "Aim and turns",
    "Entering the board",
    "Counting",
    "Passing pieces",
    "Barricades",
    "Hitting",
    "Lost turns",
    "The fast board",
    "Winning",
];

/// Which diagram of the page (for tests, which look at and play on them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Figure {
    /// The start on the classic board.
    ClassicStart,
    /// The start on the fast board.
    FastStart,
    /// Entering: a piece from the house or the one out (die buttons).
    Entering,
    /// Counting from a crossing (die buttons).
    Counting,
    /// Passing over pieces (die buttons).
    Passing,
    /// Taking a barricade with the game's first roll, to play.
    FirstFive,
    /// Hitting a piece, to play.
    Hitting,
    /// A lost turn (die buttons).
    LostTurn,
    /// The fast board's resting spaces (die buttons).
    Resting,
    /// Reaching the goal (die buttons).
    Winning,
}

/// Which sequence of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Steps {
    /// A barricade taken and placed.
    Barricade,
    /// A piece hit in the village goes to the forest and comes back.
    Forest,
}

/// Malefiz's rules, topic by topic, with the diagrams' state kept between
/// frames.
pub struct MalefizPage {
    classic_start: Diagram,
    fast_start: Diagram,
    entering: Diagram,
    counting: Diagram,
    passing: Diagram,
    taking: Sequence<Malefiz, StepBoard>,
    first_five: Diagram,
    hitting: Diagram,
    lost_turn: Diagram,
    resting: Diagram,
    forest: Sequence<Malefiz, StepBoard>,
    winning: Diagram,
}

impl Default for MalefizPage {
    fn default() -> Self {
        MalefizPage {
            classic_start: Diagram::new("classic-start", CLASSIC_START, Use::Look),
            fast_start: Diagram::new("fast-start", FAST_START, Use::Look),
            entering: Diagram::new("entering", ENTERING, Use::PlayAnyRoll),
            counting: Diagram::new("counting", COUNTING, Use::PlayAnyRoll),
            passing: Diagram::new("passing", PASSING, Use::PlayAnyRoll),
            taking: sequence("taking", TAKING, &TAKING_ACTIONS, &TAKING_STEPS),
            first_five: Diagram::new("first-five", FIRST_FIVE, Use::Play),
            hitting: Diagram::new("hitting", HITTING, Use::Play),
            lost_turn: Diagram::new("lost-turn", LOST_TURN, Use::PlayAnyRoll),
            resting: Diagram::new("resting", RESTING, Use::PlayAnyRoll),
            forest: sequence("forest", VILLAGE, &FOREST_ACTIONS, &FOREST_STEPS),
            winning: Diagram::new("winning", WINNING, Use::PlayAnyRoll),
        }
    }
}

impl MalefizPage {
    fn figure(&self, figure: Figure) -> &Diagram {
        match figure {
            Figure::ClassicStart => &self.classic_start,
            Figure::FastStart => &self.fast_start,
            Figure::Entering => &self.entering,
            Figure::Counting => &self.counting,
            Figure::Passing => &self.passing,
            Figure::FirstFive => &self.first_five,
            Figure::Hitting => &self.hitting,
            Figure::LostTurn => &self.lost_turn,
            Figure::Resting => &self.resting,
            Figure::Winning => &self.winning,
        }
    }

    fn figure_mut(&mut self, figure: Figure) -> &mut Diagram {
        match figure {
            Figure::ClassicStart => &mut self.classic_start,
            Figure::FastStart => &mut self.fast_start,
            Figure::Entering => &mut self.entering,
            Figure::Counting => &mut self.counting,
            Figure::Passing => &mut self.passing,
            Figure::FirstFive => &mut self.first_five,
            Figure::Hitting => &mut self.hitting,
            Figure::LostTurn => &mut self.lost_turn,
            Figure::Resting => &mut self.resting,
            Figure::Winning => &mut self.winning,
        }
    }

    fn steps(&self, steps: Steps) -> &Sequence<Malefiz, StepBoard> {
        match steps {
            Steps::Barricade => &self.taking,
            Steps::Forest => &self.forest,
        }
    }

    /// The game a diagram shows now, or why it cannot be read.
    pub fn shown(&self, figure: Figure) -> Result<&Malefiz, &str> {
        self.figure(figure).game()
    }

    /// The log lines of the moves played on a diagram since its reset.
    pub fn played(&self, figure: Figure) -> &[String] {
        self.figure(figure).played()
    }

    /// Plays a move written in notation on a diagram, as clicks on it
    /// would; says why when the engine refuses it.
    pub fn play(&mut self, figure: Figure, text: &str) -> Result<(), String> {
        let diagram = self.figure_mut(figure);
        let mv = diagram.game().map_err(str::to_owned)?.parse_move(text).map_err(|e| e.to_string())?;
        diagram.play(&mv)
    }

    /// The roll a diagram started from (what its die buttons chose).
    pub fn roll(&self, figure: Figure) -> Option<u8> {
        self.figure(figure).roll()
    }

    /// How many steps a sequence has.
    pub fn step_count(&self, steps: Steps) -> usize {
        self.steps(steps).count()
    }

    /// The step a sequence shows, from 0.
    pub fn step(&self, steps: Steps) -> usize {
        self.steps(steps).step()
    }

    /// The position a sequence shows now.
    pub fn step_position(&self, steps: Steps) -> Result<&Malefiz, String> {
        let sequence = self.steps(steps);
        sequence.state(sequence.step())
    }
}

impl RulesPage for MalefizPage {
    fn kind(&self) -> GameKind {
        GameKind::Malefiz
    }

    fn topics(&self) -> Vec<String> {
        TOPICS.iter().map(|topic| (*topic).to_owned()).collect()
    }

    fn topic(&mut self, ui: &mut Ui, index: usize, page: &PageContext<'_>) {
        match index {
            0 => self.aim(ui, page),
            1 => self.entering(ui),
            2 => self.counting(ui),
            3 => self.passing(ui),
            4 => self.barricades(ui, page),
            5 => self.hitting(ui),
            6 => self.lost_turns(ui),
            7 => self.fast_board(ui, page),
            _ => self.winning(ui),
        }
    }
}

/// A short heading inside a topic.
fn subheading(ui: &mut Ui, text: &str) {
    ui.add_space(6.0);
    ui.label(RichText::new(text).strong());
}

/// A line saying what a diagram shows, above it.
fn caption(ui: &mut Ui, text: &str) {
    ui.add_space(6.0);
    ui.label(RichText::new(text).italics());
}

impl MalefizPage {
    fn aim(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        ui.label(
            "Two to four players race their pieces up the board. Whoever first brings one piece onto \
             the goal at the top wins. Barricades stand in the way, and whoever stops on one puts it \
             back wherever it hurts the others most.",
        );
        subheading(ui, "A turn");
        bullet(ui, "Roll the die, then move one of your pieces exactly that many spaces.");
        bullet(
            ui,
            "Then the next colour plays, always in the order red, green, yellow, blue, leaving out colours nobody plays.",
        );
        house(ui, "A 6 is just a 6: it does not give another roll.");
        house(
            ui,
            "Unless the new-game dialog says who rolls first, the first colour in play begins (the printed \
             rules let the youngest player start).",
        );
        subheading(ui, "Options");
        // Settings hold the classic or the fast board (a map of your own is
        // chosen game by game).
        let fast = page.settings.options::<Malefiz>().board == BoardChoice::Fast;
        let (board, pieces) = if fast { ("the fast board", 4) } else { ("the classic board", 5) };
        option(
            ui,
            &format!(
                "Board: new games are played on {board}. The new-game dialog can pick the other one, or a map of your own."
            ),
            "File › Settings… › Malefiz board",
        );
        option(
            ui,
            &format!(
                "Pieces per colour: {pieces} on {board}. They come with the board: five on the classic \
                 board, four on the fast one; a map of your own may set its number."
            ),
            "the board you choose",
        );
        option(ui, "Colours in play: any two, three or four.", "the New game dialog");
        option(ui, "Who rolls first.", "the New game dialog, Rolls first");
        let (start, name) =
            if fast { (&mut self.fast_start, "fast") } else { (&mut self.classic_start, "classic") };
        caption(
            ui,
            &format!(
                "The start on the {name} board with four colours: every piece waits in its house under the \
                 board, the barricades on their red-ringed spaces, the goal at the top."
            ),
        );
        start.show(ui);
    }

    fn entering(&mut self, ui: &mut Ui) {
        ui.label(
            "Every piece starts in its colour's house, under the board. Any roll can bring one out — no 6 \
             is needed.",
        );
        bullet(
            ui,
            "A piece coming out steps first onto its colour's entry space on the bottom row. That step already counts as one.",
        );
        bullet(ui, "So with a 1 it stops on the entry space; with a 4 it goes on three spaces more.");
        bullet(ui, "Coming out is never forced: you may move a piece that is already out instead.");
        caption(
            ui,
            "Red's entry space is c1, and one red piece is already out on c5. Choose what the die shows, \
             then click Red's house or the piece on c5 to see where it can go; click a marked space to play.",
        );
        self.entering.show(ui);
    }

    fn counting(&mut self, ui: &mut Ui) {
        ui.label("A piece moves exactly as many spaces as the die shows: never fewer, never more.");
        bullet(
            ui,
            "It follows the lines, up, sideways or down, and at a crossing it may turn whichever way you like.",
        );
        bullet(ui, "It may not step on the same space twice in one move, so it cannot go out and come back.");
        bullet(ui, "It may not walk through a barricade; it can only stop on one (see Barricades).");
        bullet(ui, "The way it went does not matter: only the space where it stops.");
        house(
            ui,
            "A move may not end on a space where one of your own pieces stands (the printed rules only speak \
             of hitting other pieces).",
        );
        caption(
            ui,
            "The piece on g5 stands at a crossing. Try each face of the die: dots mark where it can stop, red \
             rings where stopping takes a barricade.",
        );
        self.counting.show(ui);
    }

    fn passing(&mut self, ui: &mut Ui) {
        ui.label(
            "Pieces do not block the way. A moving piece may pass over any number of pieces, yours or \
             anyone else's, and every one it passes counts as a step.",
        );
        bullet(
            ui,
            "Only where it stops matters: on an opponent it hits (see Hitting), on your own piece it may not stop.",
        );
        caption(
            ui,
            "With a 4 the piece on c5 passes the two yellow pieces and its own piece on f5 and stops on g5. \
             With a 3 it cannot stop on f5, where its own piece stands.",
        );
        self.passing.show(ui);
        self.passing.show_why_not(ui, "c5", "f5");
    }

    fn barricades(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        ui.label(
            "A barricade blocks the way: no piece may pass over it. To clear it, stop on it with an exact \
             count. Your piece takes its space, and you put the barricade back on the board at once, on any \
             free space you like except:",
        );
        bullet(ui, "a space on the bottom row;");
        bullet(ui, "a space with a piece or another barricade on it;");
        bullet(ui, "a resting space (on the fast board).");
        house(ui, "Nor on the goal (the printed rules only rule out the bottom row).");
        ui.label("The space your piece has just left is free, so the barricade may go there.");
        house(
            ui,
            "A piece may only stop on a barricade if there is somewhere to put it (this never happens on the \
             two boards that come with the game).",
        );
        caption(ui, "Step by step: a barricade taken and put back.");
        self.taking.show(ui, page);
        caption(
            ui,
            "Try it: the first roll of a game is a 5. Click Red's house, then a3 or e3, then the space where \
             the barricade goes.",
        );
        self.first_five.show(ui);
    }

    fn hitting(&mut self, ui: &mut Ui) {
        ui.label(
            "Stop exactly on an opponent's piece and you hit it: it goes back to its house and has to come \
             out again from the start.",
        );
        bullet(ui, "Passing over a piece does not hit it; only stopping on it does.");
        bullet(ui, "You never hit your own pieces: you may not stop on them.");
        bullet(
            ui,
            "On the fast board a piece hit in the village goes to the forest instead (see The fast board).",
        );
        caption(ui, "Red rolled a 3. Click the piece on c5, then e6, to hit Yellow's piece.");
        self.hitting.show(ui);
    }

    fn lost_turns(&mut self, ui: &mut Ui) {
        ui.label(
            "If none of your pieces can move exactly the number rolled, your turn is lost: you pass, and the \
             next colour rolls.",
        );
        bullet(ui, "If any move is possible, you must make one, even one you would rather not.");
        caption(
            ui,
            "Red's only piece is on g8, with barricades on g7 and i9. With a 1, 2 or 3 it can move; with a \
             4, 5 or 6 it cannot, and Red must pass.",
        );
        self.lost_turn.show(ui);
    }

    fn fast_board(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        house(
            ui,
            "The fast board is Malice Table's own design: the printed back of the board is not public, so \
             its resting spaces, village and forest were laid out here.",
        );
        ui.label("It is smaller: four pieces a colour and six barricades. It has three things the classic board has not.");
        subheading(ui, "Resting spaces");
        bullet(
            ui,
            "The blue spaces are resting spaces. A piece standing on one cannot be hit: nobody may stop there while it does.",
        );
        bullet(ui, "Pieces may pass over a resting space as over any other.");
        bullet(ui, "A barricade may never be put on a resting space.");
        caption(
            ui,
            "Yellow rests on g7. With a 3 Red cannot stop there; with a 4 Red passes it and hits the piece \
             on h7.",
        );
        self.resting.show(ui);
        self.resting.show_why_not(ui, "e8", "g7");
        subheading(ui, "The village and the forest");
        bullet(
            ui,
            "The village is rows 7 to 9. A piece hit on a village space goes to the forest, not to its house.",
        );
        bullet(
            ui,
            "A piece comes out of the forest as from a house, but its first step is onto the forest's exit, i5. \
             Any number of pieces, of any colours, may wait in the forest.",
        );
        bullet(
            ui,
            "A barricade may even stand on i5: a piece in the forest then needs exactly a 1 to come out, taking it.",
        );
        self.forest.show(ui, page);
    }

    fn winning(&mut self, ui: &mut Ui) {
        ui.label("The first player to bring a piece onto the goal wins. The goal must be reached with an exact count.");
        house(ui, "A move may not run over the goal: the goal can only be its last step.");
        house(ui, "The game ends there: after the winning move nobody moves again.");
        caption(
            ui,
            "The barricade in front of the goal has been moved away. With a 5 the piece on e13 reaches the \
             goal; with a 6 it cannot, since it may not pass over it. Play the 5 to win.",
        );
        self.winning.show(ui);
        self.winning.show_why_not(ui, "e13", "i14");
    }
}

#[cfg(test)]
mod tests;
