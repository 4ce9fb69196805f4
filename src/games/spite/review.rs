//! The Spite & Malice judge of a game review: each card played is judged
//! with **only what its player knew** — their own view of the table
//! ([`SpiteView`]), never the other hand, the cards under the payoff tops,
//! the stock order or the game's generator.
//!
//! The unseen cards are dealt out in `worlds` determinised games
//! ([`SpiteView::determinise`]), sampled with a generator seeded from the
//! view itself. The engine's best move is Expert's search on the
//! view. The best move and the move played are then each played out to the
//! end of the game in the **same** worlds (common random numbers), both
//! players choosing the medium bot's moves from their own views; the
//! mover's expected points over the worlds are their winning chances.

use super::bot::{EXPERT_LIMITS, SearchLimits, medium_points, search};
use super::{Move, Source, Spite, SpiteView};
use crate::core::review::{Judge, Verdict};
use crate::core::{Game, Rng, SeatIndex, StopSignal};

/// Determinised worlds each judged move is played out in.
pub const WORLDS: usize = 512;
/// A playout longer than this many moves is counted as a draw (games
/// between medium bots end in a few hundred).
const PLAYOUT_CAP: usize = 3_000;

/// Weighs Spite & Malice decisions by playouts in sampled worlds.
#[derive(Clone, Copy, Debug)]
pub struct SpiteJudge {
    /// Determinised worlds per decision.
    pub worlds: usize,
    /// How the engine's best move is searched.
    pub limits: SearchLimits,
}

impl Default for SpiteJudge {
    fn default() -> Self {
        SpiteJudge { worlds: WORLDS, limits: EXPERT_LIMITS }
    }
}

impl SpiteJudge {
    /// The games `view`'s seat cannot tell from the true one: the unseen
    /// cards dealt `self.worlds` times by `rng`.
    pub fn worlds(&self, view: &SpiteView, rng: &mut Rng) -> Vec<Spite> {
        (0..self.worlds).map(|_| view.determinise(rng)).collect()
    }

    /// `seat`'s expected points after `mv` is played in each of `worlds`
    /// and the game is played out; `None` if `stop` was cancelled.
    pub fn chance_after(
        &self,
        worlds: &[Spite],
        mv: &Move,
        seat: SeatIndex,
        stop: &StopSignal,
    ) -> Option<f64> {
        let mut total = 0.0;
        for world in worlds {
            if stop.cancelled() {
                return None;
            }
            let mut game = world.clone();
            game.play(mv).ok()?;
            total += medium_points(game, seat, PLAYOUT_CAP);
        }
        Some(total / worlds.len().max(1) as f64)
    }
}

/// A seed from everything `view`'s seat can see (and nothing else), so
/// two games that look the same to the mover are judged the same.
pub fn view_seed(view: &SpiteView) -> u64 {
    // FNV-1a over the visible table, item by item.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut add = |n: usize| {
        for byte in (n as u64).to_le_bytes() {
            hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    };
    add(view.seat());
    add(usize::from(view.rules().refill_on_empty_hand));
    add(view.turn());
    add(view.stock_count());
    add(view.hand().len());
    view.hand().iter().for_each(|c| add(c.id()));
    for s in 0..super::PLAYERS {
        add(view.hand_count(s));
        add(view.payoff_count(s));
        add(view.payoff_top(s).map_or(usize::MAX, |c| c.id()));
        for pile in view.side_piles(s) {
            add(pile.len());
            pile.iter().for_each(|c| add(c.id()));
        }
    }
    for pile in view.centre_piles() {
        add(pile.len());
        pile.cards().iter().for_each(|c| add(c.id()));
    }
    hash
}

/// What a move does in play, as ranks: two moves with the same key are
/// the same choice (suits never matter in play, and piles holding the
/// same ranks are alike).
type PlayKey = (u8, Vec<u8>, Vec<u8>);

/// The [`PlayKey`] of `mv` for `view`'s seat: where the card comes from and
/// where it goes, as the ranks of those piles.
fn play_key(view: &SpiteView, mv: &Move) -> PlayKey {
    let ranks = |cards: &[super::Card]| cards.iter().map(|c| c.rank.value()).collect::<Vec<u8>>();
    let side = |i: usize| view.side_piles(view.seat()).get(i).map_or_else(Vec::new, |p| ranks(p));
    let centre = |to: usize| view.centre_piles().get(to).map_or_else(Vec::new, |p| ranks(p.cards()));
    match *mv {
        Move::Play { from: Source::Hand(card), to } => (0, vec![card.rank.value()], centre(to)),
        Move::Play { from: Source::Payoff, to } => (1, Vec::new(), centre(to)),
        Move::Play { from: Source::Side(i), to } => (2, side(i), centre(to)),
        Move::Discard { card, pile } => (3, vec![card.rank.value()], side(pile)),
        Move::EndTurn => (4, Vec::new(), Vec::new()),
    }
}

impl Judge<Spite> for SpiteJudge {
    fn weigh(&self, before: &Spite, played: &Move, stop: &StopSignal) -> Option<Verdict<Move>> {
        let mover = before.to_move()?;
        // Only what the mover saw, from here on.
        let view = before.view(mover);
        let mut choices: Vec<PlayKey> = view.legal_move_list().iter().map(|m| play_key(&view, m)).collect();
        choices.sort_unstable();
        choices.dedup();
        if choices.len() < 2 {
            return None;
        }
        let mut rng = Rng::seeded(view_seed(&view));
        let worlds = self.worlds(&view, &mut rng);
        let report = search::search(&view, &self.limits, &mut rng.fork(), stop);
        let best = report.best.and_then(|step| step.to_move(&view)).filter(|m| view.why_illegal(m).is_none());
        let with_played = self.chance_after(&worlds, played, mover, stop)?;
        let (best, with_best) = match best {
            Some(best) if play_key(&view, &best) != play_key(&view, played) => {
                (best, self.chance_after(&worlds, &best, mover, stop)?)
            }
            _ => (*played, with_played),
        };
        // The playouts can rate the move played above the search's: the
        // best is then the move played.
        let (best, with_best) =
            if with_played >= with_best { (*played, with_played) } else { (best, with_best) };
        let first_seat_chance = if mover == 0 { with_played } else { 1.0 - with_played };
        Some(Verdict {
            best,
            best_chance: with_best,
            played_chance: with_played,
            first_seat_chance,
            luck: None,
        })
    }
}

/// Why `best` is better than `played` from `before`, where it is plain:
/// it plays the mover's payoff card and the move played does not, or the
/// move played lets the other player's payoff card onto a centre pile
/// and `best` does not (a card the opponent needed).
pub fn lesson(before: &Spite, played: &Move, best: &Move) -> Option<&'static str> {
    let pays = |mv: &Move| matches!(mv, Move::Play { from: Source::Payoff, .. });
    if pays(best) && !pays(played) {
        return Some(crate::id!("spite-lesson-payoff"));
    }
    let other = 1 - before.turn().min(1);
    let gives = |mv: &Move| {
        let mut after = before.clone();
        if after.play(mv).is_err() {
            return false;
        }
        let Some(card) = after.payoff_top(other) else { return false };
        after.centre_piles().iter().any(|pile| pile.accepts(card).is_some())
    };
    (gives(played) && !gives(best)).then_some(crate::id!("spite-lesson-gives"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::review::{Decision, Mark, Progress, review};
    use crate::core::{Bot, History};
    use crate::games::spite::bot::SearchBot;
    use crate::games::spite::{Rules, Setup, Style};

    fn judged(history: &History<Spite>, judge: &SpiteJudge) -> Vec<Decision<Move>> {
        review(history, judge, 2, &Progress::default(), &StopSignal::never())
            .expect("not cancelled")
            .decisions
    }

    /// `moves` (in the game's notation) played from `start`.
    fn line(start: Spite, moves: &[&str]) -> History<Spite> {
        let mut history = History::new(start);
        for text in moves {
            let mv = history.current().parse_move(text).expect("a legal move");
            history.play(mv).expect("legal");
        }
        history
    }

    /// A whole game of two searching bots with `limits`, up to `plies` moves:
    /// the first game of a match dealt from `seed`.
    fn bot_game(limits: SearchLimits, seed: u64, plies: usize) -> History<Spite> {
        let bots: [Box<dyn Bot<Spite>>; 2] =
            [Box::new(SearchBot::new(limits, seed)), Box::new(SearchBot::new(limits, seed + 1))];
        game_of(bots, seed, plies)
    }

    /// A game of `bots`, up to `plies` moves, dealt from `seed`.
    fn game_of(mut bots: [Box<dyn Bot<Spite>>; 2], seed: u64, plies: usize) -> History<Spite> {
        let start = crate::games::spite::Match::new(Rules::default()).next_game(seed).expect("a deal");
        let mut history = History::new(start);
        for _ in 0..plies {
            let Some(seat) = history.current().to_move() else { break };
            let view = history.current().view(seat);
            let mv = bots[seat].choose(&view, &StopSignal::never()).expect("a move");
            history.play(mv).expect("legal");
        }
        history
    }

    #[test]
    fn discarding_instead_of_playing_the_last_payoff_card_is_a_blunder() {
        // Ann's last payoff card, the 5♣, fits centre 1 and wins. She plays
        // her Ace first (no harm: the 5 still fits), then ends her turn with
        // a discard; Bob's only payoff card, the 5♥, fits centre 1 and wins.
        let start = Spite::from_setup(
            &Setup {
                payoff: ["5c", "5h"],
                hands: ["Kd 3s Qh Ad", ""],
                centre: ["As 2s 3s 4s", "", ""],
                ..Setup::default()
            },
            Rules::default(),
            7,
        )
        .expect("a position");
        let history = line(start, &["hand Ad -> centre 2", "hand Qh -> side 1", "payoff 5h -> centre 1"]);
        assert!(history.current().is_over());
        let decisions = judged(&history, &SpiteJudge::default());
        let marked: Vec<(usize, Mark)> = decisions.iter().filter_map(|d| Some((d.ply, d.mark?))).collect();
        assert_eq!(marked, [(2, Mark::Blunder)], "{decisions:?}");
        let verdict = decisions[1].verdict.as_ref().expect("judged");
        let before = history.state_at(1);
        assert_eq!(before.notation(&verdict.best, Style::Ascii), "payoff 5c -> centre 1");
        assert_eq!((verdict.best_chance, verdict.played_chance), (1.0, 0.0));
        assert_eq!(verdict.first_seat_chance, 0.0);
    }

    #[test]
    fn the_review_sees_only_what_the_mover_saw() {
        // Ann sees the same table in both games; Bob's hand, the cards under
        // both payoff tops, the stock and the generator all differ.
        let setup = |payoff: [&'static str; 2], bob: &'static str, stock: &'static str| Setup {
            payoff,
            hands: ["2h 7d Kc 4s 9s", bob],
            side_piles: [["8c", "", "", ""], ["Jd 10d", "", "", ""]],
            centre: ["As", "As 2s 3s", ""],
            stock,
            ..Setup::default()
        };
        let a =
            Spite::from_setup(&setup(["9c 8d 5c", "Jh 2c 6h"], "Qs Qd 10c", "5h 5d 3c"), Rules::default(), 3)
                .expect("a position");
        let b =
            Spite::from_setup(&setup(["2d 4d 5c", "Js 3d 6h"], "6c 6d 5s", "Kh Ks 7s"), Rules::default(), 4)
                .expect("a position");
        assert_eq!(a.seat_view(0), b.seat_view(0));
        assert_ne!(a.hand(1), b.hand(1));
        let judge = SpiteJudge { worlds: 24, ..SpiteJudge::default() };
        for played in ["hand 9s -> side 2", "hand 2h -> centre 1", "hand 4s -> centre 2"] {
            let reviews = [&a, &b].map(|game| judged(&line(game.clone(), &[played]), &judge));
            assert!(reviews[0][0].verdict.is_some(), "{played} is a choice");
            assert_eq!(reviews[0], reviews[1], "{played}");
        }
    }

    #[test]
    fn a_game_of_the_strongest_bots_own_choices_has_no_blunder() {
        let history = bot_game(EXPERT_LIMITS, 5, 60);
        let decisions = judged(&history, &SpiteJudge::default());
        assert!(decisions.iter().filter(|d| d.verdict.is_some()).count() > 20);
        assert!(decisions.iter().all(|d| d.mark != Some(Mark::Blunder)), "{decisions:?}");
    }

    #[test]
    fn moves_alike_in_play_are_one_choice() {
        // The only card, a 7, can go to any of four empty side piles: one
        // choice, not judged.
        let start = Spite::from_setup(
            &Setup { payoff: ["5c", "5h"], hands: ["7d", ""], ..Setup::default() },
            Rules::default(),
            1,
        )
        .expect("a position");
        assert_eq!(start.legal_move_list().len(), 4);
        let decisions = judged(&line(start, &["hand 7d -> side 3"]), &SpiteJudge::default());
        assert_eq!(decisions[0].verdict, None);
    }

    #[test]
    fn the_lesson_names_a_payoff_card_not_played_or_one_handed_to_the_opponent() {
        let mut rng = Rng::seeded(9);
        let (mut paid, mut gave) = (false, false);
        let mut state = Spite::new(super::super::Rules::default(), 9);
        for _ in 0..6_000 {
            if state.outcome().is_some() {
                state = Spite::new(super::super::Rules::default(), rng.next_u64());
            }
            let legal = state.legal_move_list();
            let pays = |m: &&Move| matches!(m, Move::Play { from: Source::Payoff, .. });
            if let (Some(p), Some(o)) = (legal.iter().find(pays), legal.iter().find(|m| !pays(m))) {
                assert_eq!(lesson(&state, o, p), Some("spite-lesson-payoff"));
                paid = true;
            }
            let other = 1 - state.turn().min(1);
            let gives = |mv: &Move| {
                let mut after = state.clone();
                after.play(mv).is_ok()
                    && after.payoff_top(other).is_some_and(|c| after.centre_piles().iter().any(|p| p.accepts(c).is_some()))
            };
            let quiet: Vec<&Move> = legal.iter().filter(|m| !pays(m)).collect();
            if let (Some(bad), Some(good)) = (quiet.iter().find(|m| gives(m)), quiet.iter().find(|m| !gives(m))) {
                assert_eq!(lesson(&state, bad, good), Some("spite-lesson-gives"));
                gave = true;
            }
            let pick = legal[(rng.next_u64() % legal.len() as u64) as usize];
            state.play(&pick).expect("legal");
        }
        assert!(paid && gave, "both kinds were met");
    }
}
