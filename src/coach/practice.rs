//! Practice from the people's own mistakes: the exercises a reviewed game
//! gives (each position where a person at this computer played a mistake
//! `?` or a blunder `??`), the judge's verdict on an answer, the best line
//! and why it is better where the game can say, and when each exercise
//! comes back (spaced repetition: a missed one the next day, a solved one
//! after three days, then twice as long after each solve).
//!
//! Fair to dice and cards: the position is the game's own, replayed from
//! its save with the roll made and the cards dealt as they were; the
//! judge weighs an answer from what the mover could see, and the line
//! stops where chance or the other side's hidden cards would come in.

use crate::core::bot::StopSignal;
use crate::core::review::{INACCURACY_LOSS, Mark, SavedReview};
use crate::core::{Controller, SeatIndex};
use crate::games::Registered;
use crate::store::SaveFile;
use crate::store::exercises::Exercise;
use std::time::Duration;

/// \[house\] An answer that gives away at most this much of the mover's
/// winning chances against the best move is accepted: what the review
/// still calls accurate.
pub const PRACTICE_MARGIN: f64 = INACCURACY_LOSS;
/// A day, in seconds.
pub const DAY: u64 = 24 * 60 * 60;
/// \[house\] Days before a missed exercise comes back.
pub const MISSED_AGAIN_DAYS: u32 = 1;
/// \[house\] Days before an exercise solved for the first time (or since it
/// was last missed) comes back; each further solve doubles the wait.
pub const FIRST_SOLVED_DAYS: u32 = 3;
/// Moves of the best line at most, the best move included.
pub const LINE_PLIES: usize = 4;
/// The seed of the bot that plays the line (a line is the same each time
/// it is shown).
const LINE_SEED: u64 = 0x5eed_0f11;
/// How long the strongest bot thinks over each move of the line after
/// the best one.
pub const LINE_THINK: Duration = Duration::from_millis(300);

/// The exercises a reviewed save gives, made at `now` (seconds since
/// 1970): each mistake or blunder of a person at this computer, with the
/// judge's better move. None when the save has no review.
pub fn from_review(save: &SaveFile, now: u64) -> Vec<Exercise> {
    let Some(review) = &save.review else { return Vec::new() };
    let kept = SaveFile { review: None, ..save.clone() }.to_ron();
    marked(review)
        .filter_map(|(ply, seat, played, best, mark, loss)| {
            let person = save.seats.get(seat).filter(|s| s.controller == Controller::Human)?;
            let before = save.moves.get(..ply.checked_sub(1)?)?;
            Some(Exercise {
                key: format!("{}:{}:{}", save.game.cli_name(), save.seed, before.join(" ")),
                person: person.name.clone(),
                game: save.game,
                save: kept.clone(),
                ply,
                seat,
                played: played.to_owned(),
                best: best.to_owned(),
                mark,
                loss,
                made: now,
                due: now,
                interval_days: 0,
                solved: 0,
                missed: 0,
            })
        })
        .collect()
}

/// The review's decisions marked `?` or `??` that have a better move:
/// ply, seat, the move played and the best, the mark and the loss in
/// millionths.
fn marked(review: &SavedReview) -> impl Iterator<Item = (usize, SeatIndex, &str, &str, Mark, u32)> {
    review.decisions.iter().filter_map(|d| {
        let mark = d.mark.filter(|m| *m >= Mark::Mistake)?;
        let best = d.best.as_deref().filter(|b| *b != d.played)?;
        let loss =
            d.chances.map_or(0, |[best, played, ..]| best.saturating_sub(played).max(0).unsigned_abs());
        Some((d.ply, d.seat, d.played.as_str(), best, mark, loss))
    })
}

/// Keeps an answer to `exercise` given at `now`: a solved one waits
/// longer each time, a missed one comes back after
/// [`MISSED_AGAIN_DAYS`] and starts its waits again.
pub fn keep_answer(exercise: &mut Exercise, solved: bool, now: u64) {
    if solved {
        exercise.solved = exercise.solved.saturating_add(1);
        exercise.interval_days = match exercise.interval_days {
            0 => FIRST_SOLVED_DAYS,
            days => days.saturating_mul(2),
        };
        exercise.due = now.saturating_add(u64::from(exercise.interval_days) * DAY);
    } else {
        exercise.missed = exercise.missed.saturating_add(1);
        exercise.interval_days = 0;
        exercise.due = now.saturating_add(u64::from(MISSED_AGAIN_DAYS) * DAY);
    }
}

/// The order practice offers `exercises` in at `now` (indices): those due
/// first, the most often missed of them first (then the longest due);
/// then the rest, soonest due first.
pub fn queue(exercises: &[Exercise], now: u64) -> Vec<usize> {
    let mut order: Vec<usize> = (0..exercises.len()).collect();
    order.sort_by_key(|&i| {
        let e = &exercises[i];
        let due = e.due <= now;
        (!due, if due { u32::MAX - e.missed } else { 0 }, e.due, i)
    });
    order
}

/// How practice stands: exercises, those due now, those solved at their
/// last try.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Every exercise.
    pub total: usize,
    /// Due now.
    pub due: usize,
    /// Solved the last time they were tried.
    pub solved: usize,
}

/// How practice stands at `now`.
pub fn counts(exercises: &[Exercise], now: u64) -> Counts {
    Counts {
        total: exercises.len(),
        due: exercises.iter().filter(|e| e.due <= now).count(),
        solved: exercises.iter().filter(|e| e.interval_days > 0).count(),
    }
}

/// The verdict on an answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// The answer, as the save writes it.
    pub answer: String,
    /// Whether it is accepted.
    pub solved: bool,
    /// The winning chances it gives away against the best move.
    pub loss: f64,
    /// The best line: the review's best move and how play may go on, as
    /// the save writes moves.
    pub line: Vec<String>,
    /// Why the best move is better, as a message id of the game's
    /// catalogue, where the game can say.
    pub reason: Option<&'static str>,
}

/// Judges `answer` to `exercise` in its position `before`: the move played
/// in the game is never accepted; the review's best move always is; any
/// other is weighed by the game's judge and accepted within
/// [`PRACTICE_MARGIN`]. `None` when `stop` gave up, or the exercise's best
/// move does not read in its position.
pub fn judge<G: Registered>(
    before: &G,
    answer: &G::Move,
    exercise: &Exercise,
    stop: &StopSignal,
) -> Option<Verdict> {
    let written = G::write_move(before, answer);
    let best = G::read_move(before, &exercise.best).ok()?;
    let (solved, loss) = if written == exercise.played {
        (false, f64::from(exercise.loss) / 1e6)
    } else if written == exercise.best {
        (true, 0.0)
    } else {
        let verdict = G::judge().weigh(before, answer, stop)?;
        (verdict.loss() <= PRACTICE_MARGIN, verdict.loss())
    };
    let played = G::read_move(before, &exercise.played).ok();
    let reason = played.and_then(|played| G::lesson(before, if solved { &played } else { answer }, &best));
    Some(Verdict { answer: written, solved, loss, line: best_line(before, &best, stop), reason })
}

/// The best move and how play may go on from it, by the strongest bot:
/// at most [`LINE_PLIES`] moves; in a game of chance only while the mover
/// keeps the turn (the next roll or the other side's cards are not known).
pub fn best_line<G: Registered>(before: &G, best: &G::Move, stop: &StopSignal) -> Vec<String> {
    let mut line = vec![G::write_move(before, best)];
    let Some(mover) = before.to_move() else { return line };
    let mut state = before.clone();
    if state.play(best).is_err() {
        return line;
    }
    let mut bot = (G::BOTS)(G::KIND.ladder().top(), LINE_SEED);
    while line.len() < LINE_PLIES && state.outcome().is_none() && !stop.cancelled() {
        let Some(seat) = state.to_move() else { break };
        if G::KIND.facts().chance && seat != mover {
            break;
        }
        let Some(mv) = bot.choose(&state.view(seat), &StopSignal::after(LINE_THINK)) else { break };
        line.push(G::write_move(&state, &mv));
        if state.play(&mv).is_err() {
            break;
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::review::SavedDecision;
    use crate::core::{Level, Seat};
    use crate::games::{Bots, Saves};
    use crate::store::GameKind;

    fn decision(ply: usize, seat: SeatIndex, mark: Option<Mark>) -> SavedDecision {
        SavedDecision {
            ply,
            seat,
            played: format!("m{ply}"),
            best: Some(format!("b{ply}")),
            chances: Some([600_000, 600_000 - 150_000 * ply as i32 / 3, 500_000, i32::MIN]),
            mark,
        }
    }

    fn reviewed() -> SaveFile {
        let decisions = vec![
            decision(1, 0, Some(Mark::Inaccuracy)),
            decision(2, 1, Some(Mark::Blunder)),
            decision(3, 0, Some(Mark::Mistake)),
            decision(4, 1, None),
            decision(5, 0, Some(Mark::Blunder)),
            SavedDecision { best: Some("m6".into()), ..decision(6, 0, Some(Mark::Mistake)) },
        ];
        SaveFile {
            format: 1,
            game: GameKind::Malice,
            seats: vec![Seat::human("Ann"), Seat::bot("Bot", Level::Club)],
            variant: crate::store::part::Part::from_text("Malice(players: 2, quiet_move_limit: 60)".into())
                .expect("a part"),
            seed: 7,
            bot_seed: 8,
            series: None,
            position: None,
            moves: (1..=6).map(|i| format!("m{i}")).collect(),
            review: Some(SavedReview { decisions }),
        }
    }

    #[test]
    fn exercises_are_made_exactly_from_the_persons_mistakes_and_blunders() {
        let made = from_review(&reviewed(), 1_000);
        let plies: Vec<usize> = made.iter().map(|e| e.ply).collect();
        // Not the inaccuracy (ply 1), not the bot's blunder (2), not the
        // unmarked move (4), not a "mistake" whose best was the move played (6).
        assert_eq!(plies, [3, 5]);
        let e = &made[0];
        assert_eq!((e.person.as_str(), e.seat, e.played.as_str(), e.best.as_str()), ("Ann", 0, "m3", "b3"));
        assert_eq!((e.mark, e.loss, e.due), (Mark::Mistake, 150_000, 1_000));
        assert_eq!(e.key, "malice:7:m1 m2");
        let kept = SaveFile::parse(&e.save).expect("the save reads");
        assert_eq!(kept.review, None, "the exercise keeps the game, not its review");
        assert_eq!(kept.moves.len(), 6);
        assert!(from_review(&SaveFile { review: None, ..reviewed() }, 1_000).is_empty());
    }

    #[test]
    fn a_missed_exercise_comes_back_sooner_than_a_solved_one() {
        let now = 50 * DAY;
        let mut made = from_review(&reviewed(), 0);
        let (first, second) = made.split_at_mut(1);
        keep_answer(&mut first[0], true, now);
        keep_answer(&mut second[0], false, now);
        assert!(second[0].due < first[0].due);
        assert_eq!(first[0].due, now + u64::from(FIRST_SOLVED_DAYS) * DAY);
        assert_eq!(second[0].due, now + DAY);
        // Solved again later: the wait doubles; missed: it starts again.
        let due = first[0].due;
        keep_answer(&mut first[0], true, due);
        assert_eq!(first[0].interval_days, 2 * FIRST_SOLVED_DAYS);
        let due = first[0].due;
        keep_answer(&mut first[0], false, due);
        assert_eq!((first[0].interval_days, first[0].missed, first[0].solved), (0, 1, 2));
    }

    #[test]
    fn practice_offers_the_due_and_most_missed_first() {
        let mut made = from_review(&reviewed(), 0);
        made.push(Exercise { key: "x".into(), ..made[0].clone() });
        // 0: due, never missed; 1: due, missed twice; 2: not yet due.
        made[1].missed = 2;
        made[2].due = 10 * DAY;
        assert_eq!(queue(&made, DAY), [1, 0, 2]);
        assert_eq!(counts(&made, DAY), Counts { total: 3, due: 2, solved: 0 });
        keep_answer(&mut made[1], true, DAY);
        assert_eq!(queue(&made, DAY), [0, 1, 2], "solved: after the one due, sooner than the far one");
        assert_eq!(counts(&made, DAY), Counts { total: 3, due: 1, solved: 1 });
    }

    #[test]
    fn an_answer_is_accepted_exactly_when_the_judge_finds_it_within_the_margin() {
        use crate::core::{Game, Rng};
        use crate::games::malice::{Malice, Rules};
        let mut state = Malice::new(Rules::default());
        let mut rng = Rng::seeded(3);
        for _ in 0..6 {
            let legal = state.legal_move_list();
            let pick = legal[(rng.next_u64() % legal.len() as u64) as usize];
            state.play(&pick).expect("legal");
        }
        let weigher = Malice::judge();
        let stop = StopSignal::never();
        let legal = state.legal_move_list();
        let weighed: Vec<_> = legal
            .iter()
            .take(4)
            .map(|mv| (*mv, weigher.weigh(&state, mv, &stop).expect("a choice").loss()))
            .collect();
        let (worst, worst_loss) = weighed.iter().copied().max_by(|a, b| a.1.total_cmp(&b.1)).expect("moves");
        let best = weigher.weigh(&state, &worst, &stop).expect("a choice").best;
        let exercise = Exercise {
            played: Malice::write_move(&state, &worst),
            best: Malice::write_move(&state, &best),
            loss: (worst_loss * 1e6) as u32,
            ..from_review(&reviewed(), 0).remove(0)
        };
        let played = judge::<Malice>(&state, &worst, &exercise, &stop).expect("judged");
        assert!(!played.solved, "the move of the game is never the answer");
        let right = judge::<Malice>(&state, &best, &exercise, &stop).expect("judged");
        assert!(right.solved && right.loss == 0.0);
        assert_eq!(right.line[0], exercise.best, "the line begins with the best move");
        assert!(right.line.len() > 1 && right.line.len() <= LINE_PLIES, "{:?}", right.line);
        for (mv, loss) in weighed.iter().filter(|(mv, _)| *mv != worst && *mv != best) {
            let verdict = judge::<Malice>(&state, mv, &exercise, &stop).expect("judged");
            assert_eq!(verdict.solved, verdict.loss <= PRACTICE_MARGIN, "{mv}");
            assert!((verdict.loss - loss).abs() < 1e-9, "the judge weighs it as the review would: {mv}");
        }
    }
}
