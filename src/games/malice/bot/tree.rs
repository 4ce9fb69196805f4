//! Where a node's children lie in the flat trees of the Monte Carlo
//! searches ([`super::uct`], [`super::mcts`]): one list of nodes, each
//! node's children side by side in it.

use std::ops::Range;

/// A node's children: contiguous in the tree's list of nodes, from `first`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Children {
    /// Index of the first child; `u32::MAX` until the node is expanded.
    first: u32,
    /// How many children.
    count: u32,
}

impl Children {
    /// A node not expanded yet.
    pub(super) const LEAF: Children = Children { first: u32::MAX, count: 0 };

    /// The `count` children from index `first`.
    pub(super) fn new(first: usize, count: usize) -> Children {
        Children { first: first as u32, count: count as u32 }
    }

    /// Whether the node is not expanded yet.
    pub(super) fn is_leaf(self) -> bool {
        self.first == Children::LEAF.first
    }

    /// The index range of the children (empty for a leaf).
    pub(super) fn range(self) -> Range<usize> {
        if self.is_leaf() {
            return 0..0;
        }
        let first = self.first as usize;
        first..first + self.count as usize
    }
}
