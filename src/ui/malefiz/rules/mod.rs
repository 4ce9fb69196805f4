//! Malefiz's rules page: the race, entering, counting, passing pieces,
//! barricades, hitting, lost turns, the fast board and winning, each with
//! live boards drawn by the game's own painter from position strings
//! (the rules are `docs/rules/malefiz.md`).

mod diagram;

use crate::ui::help::{PageContext, RulesPage, bullet, house, option};
use crate::games::GameKind;
use crate::games::malefiz::{BoardChoice, Illegal, Malefiz};
use crate::ui::help::sequence::{Action, Sequence, Step};
use crate::ui::help::sequence::Unplayable;
use diagram::{Diagram, Mark, NotPlayed, Start, StepBoard, Unset, Use};
use crate::{id, t};
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
const TAKING_ACTIONS: [Action<Malefiz, Unset>; 1] = [Action::Play("e6-g7/j9")];
/// The barricade sequence, step by step.
const TAKING_STEPS: [Step<Mark>; 3] = [
    Step {
        after: 0,
        mark: Mark::Select("e6"),
        caption: id!("malefiz-rules-step-taking-select"),
    },
    Step {
        after: 0,
        mark: Mark::Place("e6", "g7"),
        caption: id!("malefiz-rules-step-taking-place"),
    },
    Step {
        after: 1,
        mark: Mark::Nothing,
        caption: id!("malefiz-rules-step-taking-put"),
    },
];

/// What happens in the village and forest sequence.
const FOREST_ACTIONS: [Action<Malefiz, Unset>; 2] = [Action::Play("e8-h7"), Action::Arrange(roll_two)];
/// The village and forest sequence, step by step.
const FOREST_STEPS: [Step<Mark>; 3] = [
    Step {
        after: 0,
        mark: Mark::Select("e8"),
        caption: id!("malefiz-rules-step-forest-select"),
    },
    Step {
        after: 1,
        mark: Mark::Nothing,
        caption: id!("malefiz-rules-step-forest-village"),
    },
    Step {
        after: 2,
        mark: Mark::Select("f"),
        caption: id!("malefiz-rules-step-forest-out"),
    },
];

/// The die shows a 2 (the next colour's roll in the forest sequence).
fn roll_two(game: &mut Malefiz) -> Result<(), Unset> {
    game.set_roll(2).map_err(Unset::Roll)
}

/// A sequence called `id`: `actions` played from `start`, shown in `steps`.
fn sequence(
    id: &'static str,
    start: Start,
    actions: &[Action<Malefiz, Unset>],
    steps: &[Step<Mark>],
) -> Sequence<Malefiz, StepBoard> {
    Sequence::new(id, start.game(), actions, steps.to_vec(), StepBoard::default())
}

/// The topics, in reading order.
const TOPICS: [&str; 9] = [
    id!("malefiz-rules-topic-aim"),
    id!("malefiz-rules-topic-entering"),
    id!("malefiz-rules-topic-counting"),
    id!("malefiz-rules-topic-passing"),
    id!("malefiz-rules-topic-barricades"),
    id!("malefiz-rules-topic-hitting"),
    id!("malefiz-rules-topic-lost-turns"),
    id!("malefiz-rules-topic-fast-board"),
    id!("malefiz-rules-topic-winning"),
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
    pub fn shown(&self, figure: Figure) -> Result<&Malefiz, &Unset> {
        self.figure(figure).game()
    }

    /// The log lines of the moves played on a diagram since its reset.
    pub fn played(&self, figure: Figure) -> &[String] {
        self.figure(figure).played()
    }

    /// Plays a move written in notation on a diagram, as clicks on it
    /// would; says why when the engine refuses it.
    pub fn play(&mut self, figure: Figure, text: &str) -> Result<(), NotPlayed> {
        let diagram = self.figure_mut(figure);
        let game = diagram.game().map_err(|why| NotPlayed::Unset(why.clone()))?;
        let mv = game.parse_move(text).map_err(NotPlayed::Refused)?;
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
    pub fn step_position(&self, steps: Steps) -> Result<&Malefiz, Unplayable<Illegal, Unset>> {
        let sequence = self.steps(steps);
        sequence.state(sequence.step())
    }
}

impl RulesPage for MalefizPage {
    fn kind(&self) -> GameKind {
        GameKind::Malefiz
    }

    fn topics(&self) -> Vec<String> {
        TOPICS.iter().map(|topic| crate::i18n::text(topic, &[])).collect()
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
        ui.label(t!("malefiz-rules-aim"));
        subheading(ui, &t!("malefiz-rules-aim-turn"));
        bullet(ui, &t!("malefiz-rules-aim-turn-roll"));
        bullet(ui, &t!("malefiz-rules-aim-turn-next"));
        house(ui, &t!("malefiz-rules-aim-six"));
        house(ui, &t!("malefiz-rules-aim-first"));
        subheading(ui, &t!("malefiz-rules-aim-options"));
        // Settings hold the classic or the fast board (a map of your own is
        // chosen game by game).
        let fast = page.settings.options::<Malefiz>().board == BoardChoice::Fast;
        let (board, pieces, start_caption) = if fast {
            (t!("malefiz-rules-option-board-fast"), t!("malefiz-rules-option-pieces-fast"), t!("malefiz-rules-start-fast"))
        } else {
            (
                t!("malefiz-rules-option-board-classic"),
                t!("malefiz-rules-option-pieces-classic"),
                t!("malefiz-rules-start-classic"),
            )
        };
        option(ui, &board, &t!("malefiz-rules-option-board-where"));
        option(ui, &pieces, &t!("malefiz-rules-option-pieces-where"));
        option(ui, &t!("malefiz-rules-option-colours"), &t!("malefiz-rules-option-colours-where"));
        option(ui, &t!("malefiz-rules-option-first"), &t!("malefiz-rules-option-first-where"));
        let start = if fast { &mut self.fast_start } else { &mut self.classic_start };
        caption(ui, &start_caption);
        start.show(ui);
    }

    fn entering(&mut self, ui: &mut Ui) {
        ui.label(t!("malefiz-rules-entering"));
        bullet(ui, &t!("malefiz-rules-entering-first-step"));
        bullet(ui, &t!("malefiz-rules-entering-count"));
        bullet(ui, &t!("malefiz-rules-entering-not-forced"));
        caption(ui, &t!("malefiz-rules-entering-try"));
        self.entering.show(ui);
    }

    fn counting(&mut self, ui: &mut Ui) {
        ui.label(t!("malefiz-rules-counting"));
        bullet(ui, &t!("malefiz-rules-counting-lines"));
        bullet(ui, &t!("malefiz-rules-counting-twice"));
        bullet(ui, &t!("malefiz-rules-counting-barricade"));
        bullet(ui, &t!("malefiz-rules-counting-way"));
        house(ui, &t!("malefiz-rules-counting-own"));
        caption(ui, &t!("malefiz-rules-counting-try"));
        self.counting.show(ui);
    }

    fn passing(&mut self, ui: &mut Ui) {
        ui.label(t!("malefiz-rules-passing"));
        bullet(ui, &t!("malefiz-rules-passing-stop"));
        caption(ui, &t!("malefiz-rules-passing-try"));
        self.passing.show(ui);
        self.passing.show_why_not(ui, "c5", "f5");
    }

    fn barricades(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        ui.label(t!("malefiz-rules-barricades"));
        bullet(ui, &t!("malefiz-rules-barricades-bottom-row"));
        bullet(ui, &t!("malefiz-rules-barricades-occupied"));
        bullet(ui, &t!("malefiz-rules-barricades-resting"));
        house(ui, &t!("malefiz-rules-barricades-goal"));
        ui.label(t!("malefiz-rules-barricades-left"));
        house(ui, &t!("malefiz-rules-barricades-nowhere"));
        caption(ui, &t!("malefiz-rules-barricades-steps"));
        self.taking.show(ui, page);
        caption(ui, &t!("malefiz-rules-barricades-try"));
        self.first_five.show(ui);
    }

    fn hitting(&mut self, ui: &mut Ui) {
        ui.label(t!("malefiz-rules-hitting"));
        bullet(ui, &t!("malefiz-rules-hitting-passing"));
        bullet(ui, &t!("malefiz-rules-hitting-own"));
        bullet(ui, &t!("malefiz-rules-hitting-village"));
        caption(ui, &t!("malefiz-rules-hitting-try"));
        self.hitting.show(ui);
    }

    fn lost_turns(&mut self, ui: &mut Ui) {
        ui.label(t!("malefiz-rules-lost-turns"));
        bullet(ui, &t!("malefiz-rules-lost-turns-must"));
        caption(ui, &t!("malefiz-rules-lost-turns-try"));
        self.lost_turn.show(ui);
    }

    fn fast_board(&mut self, ui: &mut Ui, page: &PageContext<'_>) {
        house(ui, &t!("malefiz-rules-fast-design"));
        ui.label(t!("malefiz-rules-fast-smaller"));
        subheading(ui, &t!("malefiz-rules-fast-resting"));
        bullet(ui, &t!("malefiz-rules-fast-resting-blue"));
        bullet(ui, &t!("malefiz-rules-fast-resting-pass"));
        bullet(ui, &t!("malefiz-rules-fast-resting-barricade"));
        caption(ui, &t!("malefiz-rules-fast-resting-try"));
        self.resting.show(ui);
        self.resting.show_why_not(ui, "e8", "g7");
        subheading(ui, &t!("malefiz-rules-fast-village"));
        bullet(ui, &t!("malefiz-rules-fast-village-rows"));
        bullet(ui, &t!("malefiz-rules-fast-forest-out"));
        bullet(ui, &t!("malefiz-rules-fast-forest-barricade"));
        self.forest.show(ui, page);
    }

    fn winning(&mut self, ui: &mut Ui) {
        ui.label(t!("malefiz-rules-winning"));
        house(ui, &t!("malefiz-rules-winning-over"));
        house(ui, &t!("malefiz-rules-winning-ends"));
        caption(ui, &t!("malefiz-rules-winning-try"));
        self.winning.show(ui);
        self.winning.show_why_not(ui, "e13", "i14");
    }
}

#[cfg(test)]
mod tests;
