//! What a screen reader hears of a place on a board after its name: what
//! stands there, in words, and how it stands in the game (selected, able
//! to move, a target, a capture, part of the last move). The states are in
//! the AccessKit node, so they reach a person who cannot see the marks.

use crate::t;
use eframe::egui::{Response, Ui};

/// How a place stands in the game this frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlaceMarks {
    /// The person picked what stands here.
    pub selected: bool,
    /// What stands here can move now.
    pub movable: bool,
    /// The selection may go here.
    pub target: bool,
    /// Going here takes what stands here.
    pub capture: bool,
    /// A move of the last round started, passed or ended here.
    pub last_move: bool,
}

impl PlaceMarks {
    /// The marks in words, in a fixed order.
    pub fn words(self) -> Vec<String> {
        let marks = [
            (self.selected, t!("place-selected")),
            (self.movable && !self.selected, t!("place-movable")),
            (self.capture, t!("place-capture")),
            (self.target && !self.capture, t!("place-target")),
            (self.last_move, t!("place-last-move")),
        ];
        marks.into_iter().filter_map(|(on, words)| on.then_some(words)).collect()
    }
}

/// Gives the place widget `response` its description: `content` (what
/// stands there, and anything else the game says of the place) and then
/// `marks`, joined by commas. The words are made only while a screen
/// reader (or a test) reads the tree.
pub fn describe(ui: &Ui, response: &Response, marks: PlaceMarks, content: impl FnOnce() -> Vec<String>) {
    ui.ctx().accesskit_node_builder(response.id, |node| {
        node.set_description(words(marks, content()));
        if marks.selected {
            node.set_selected(true);
        }
    });
}

/// A place's words: `content`, then `marks`, joined by commas (what
/// [`describe`] gives the node, and what the cursor says on arriving).
pub fn words(marks: PlaceMarks, content: Vec<String>) -> String {
    let mut words = content;
    words.extend(marks.words());
    words.join(", ")
}
