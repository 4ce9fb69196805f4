//! The coach: what the table learns of the people playing. Their rating
//! on each game's ladder ([`rating`], from the records [`record`] keeps of
//! each finished game, read by [`standing`]), and practice made from
//! their own mistakes ([`practice`]). No egui here: the screens
//! that show it live in `ui`.

pub mod practice;
pub mod rating;
pub mod record;
pub mod standing;
