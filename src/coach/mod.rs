//! The coach: what the table learns of the person playing. Their rating
//! on each game's ladder ([`rating`]). No egui here: the screens that show
//! it live in `ui`.

pub mod rating;
