//! What every game shares: the game contract, the seeded RNG, the history
//! with undo and redo, seats, bots and their worker thread. No UI here.

pub mod bot;
pub mod game;
pub mod geometry;
pub mod glyph;
pub mod history;
pub mod ladder;
pub mod notation;
pub mod review;
pub mod rng;
pub mod seat;
pub mod session;

pub use bot::{Blend, Bot, BotJob, Decided, SearchBot, SearchPlan, SeededBot, StopSignal};
pub use game::{Game, IllegalMove, NotationError, Outcome, SeatIndex, SeatSet};
pub use geometry::UnitRect;
pub use glyph::Glyph;
pub use history::History;
pub use ladder::{Ladder, Rung};
pub use rng::Rng;
pub use seat::{Controller, Level, Seat};
pub use session::Session;
