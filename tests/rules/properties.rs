//! Property tests over random playouts of all three games: random seeds,
//! random move choices, random lengths, every variant. After every move the
//! checks of `support/checks.rs` run: no panic, undo restores the exact state, every
//! legal move's notation and the position string read back, and nothing is
//! ever lost (24 Malice pieces, 104 cards, every barricade).
//!
//! The default case counts keep `cargo test` quick; set `PROPTEST_CASES`
//! for a longer run, e.g. `PROPTEST_CASES=2000 cargo test --release --test rules properties::`.

use crate::checks::{Checked, MALICE_PIECES, check_common, check_save_round_trip, play_checked};
use crate::saved::{malefiz_save, malice_save, spite_save, spite_start};
use malice_table::core::{Game, History};
use malice_table::games::malefiz::{self, Board, Colour, Malefiz, Move as MalefizMove, Origin};
use malice_table::games::malice::{self, Malice, Move as MaliceMove, Players};
use malice_table::games::spite::{self, Spite};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError};
use std::sync::Arc;

/// The configuration with `default_cases` unless `PROPTEST_CASES` says otherwise.
fn config(default_cases: u32) -> Config {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(default_cases);
    Config { cases, ..Config::default() }
}

fn fail(message: String) -> TestCaseError {
    TestCaseError::fail(message)
}

/// Plays a random line: at each step `choices[i]` picks the move (bits
/// 0–13) and a foreign move from the previous position (bits 16–31) that is
/// offered to `play` first. Unless bits 14–15 are both clear (a quarter of
/// the steps), the move is picked among those `prefer` accepts when there
/// are any: moves a player makes on purpose (captures, plays to the centre)
/// that uniform choices would rarely string together, so the lines reach
/// completed piles, emptied quadrants and taken barricades. Checks the state
/// before the first and after every move; `each` adds game-specific checks
/// around every move.
fn playout<G: Checked>(
    start: G,
    choices: &[u32],
    prefer: fn(&G::Move) -> bool,
    mut each: impl FnMut(&G, &G::Move, &G) -> Result<(), String>,
) -> Result<History<G>, TestCaseError> {
    let mut history = History::new(start);
    let context = |history: &History<G>, e: String| {
        fail(format!("after {} moves, at {}: {e}", history.cursor(), history.current().describe()))
    };
    check_common(history.current()).map_err(|e| context(&history, e))?;
    let mut previous: Vec<G::Move> = Vec::new();
    for &choice in choices {
        let mut legal = Vec::new();
        history.current().legal_moves(&mut legal);
        let preferred: Vec<G::Move> = legal.iter().filter(|mv| prefer(mv)).cloned().collect();
        let candidates = if choice & 0xC000 != 0 && !preferred.is_empty() { &preferred } else { &legal };
        let Some(mv) = pick(candidates, choice & 0x3FFF).cloned() else { break };
        let foreign = pick(&previous, choice >> 16);
        let before = history.current().clone();
        play_checked(&mut history, mv.clone(), foreign).map_err(|e| context(&history, e))?;
        each(&before, &mv, history.current()).map_err(|e| context(&history, e))?;
        check_common(history.current()).map_err(|e| context(&history, e))?;
        previous = legal;
    }
    Ok(history)
}

/// Malice: captures.
fn malice_capture(mv: &MaliceMove) -> bool {
    matches!(mv, MaliceMove::Step { capture: true, .. })
}

/// Malefiz: moves that take a barricade (and so place it again).
fn malefiz_takes_barricade(mv: &MalefizMove) -> bool {
    matches!(mv, MalefizMove::Piece { place: Some(_), .. })
}

/// Spite & Malice: plays to a centre pile (the turn goes on).
fn spite_plays_to_centre(mv: &spite::Move) -> bool {
    matches!(mv, spite::Move::Play { .. })
}

fn pick<T>(items: &[T], choice: u32) -> Option<&T> {
    let len = u32::try_from(items.len()).ok().filter(|&n| n > 0)?;
    items.get(usize::try_from(choice % len).ok()?)
}

fn malice_rules() -> impl Strategy<Value = malice::Rules> {
    (prop_oneof![Just(Players::Two), Just(Players::Four)], prop_oneof![Just(0u32), Just(12), Just(60)])
        .prop_map(|(players, quiet_limit)| malice::Rules { players, quiet_limit })
}

fn malefiz_setup() -> impl Strategy<Value = (bool, Vec<Colour>)> {
    let colours = proptest::sample::subsequence(Colour::ALL.to_vec(), 2..=4);
    (any::<bool>(), colours)
}

fn malefiz_board(fast: bool) -> Arc<Board> {
    if fast { Board::fast() } else { Board::classic() }
}

proptest! {
    #![proptest_config(config(48))]

    /// Malice, two and four players: the 24 pieces are always on the board
    /// or captured, and the capturing side scored exactly their points.
    #[test]
    fn malice_playouts_keep_every_rule(
        rules in malice_rules(),
        choices in proptest::collection::vec(any::<u32>(), 0..160),
    ) {
        let mut captured = 0u32;
        let history = playout(Malice::new(rules), &choices, malice_capture, |before, mv, after| {
            let scores = |g: &Malice| g.score(malice::Side::South) + g.score(malice::Side::North);
            if let MaliceMove::Step { to, capture: true, .. } = *mv {
                let victim = before.piece_at(to).ok_or_else(|| format!("{mv} captures an empty square"))?;
                captured += 1;
                if scores(after) != scores(before) + victim.points() {
                    return Err(format!("capturing a {victim} piece did not score {}", victim.points()));
                }
            } else if scores(after) != scores(before) {
                return Err(format!("{mv} changed the score without a capture"));
            }
            let on_board = after.occupied().count_ones();
            if on_board + captured != MALICE_PIECES {
                return Err(format!("{on_board} pieces on the board and {captured} captured"));
            }
            Ok(())
        })?;
        check_save_round_trip(malice_save(&history, 0), &history, |s| s.history::<Malice>()).map_err(fail)?;
    }

    /// Malefiz, classic and fast boards, two to four colours: every
    /// barricade stays on the board (the move that takes one places it).
    #[test]
    fn malefiz_playouts_keep_every_rule(
        (fast, colours) in malefiz_setup(),
        seed in any::<u64>(),
        choices in proptest::collection::vec(any::<u32>(), 0..240),
    ) {
        let start = Malefiz::new(malefiz_board(fast), &colours, None, seed)
            .map_err(|e| fail(e.to_string()))?;
        let history = playout(start, &choices, malefiz_takes_barricade, |_, _, _| Ok(()))?;
        check_save_round_trip(malefiz_save(&history, &colours, seed), &history, |s| s.history::<Malefiz>())
            .map_err(fail)?;
    }

    /// Spite & Malice with and without the refill variant: the 104 cards
    /// are all there, once each, after every move.
    #[test]
    fn spite_playouts_keep_every_rule(
        refill in any::<bool>(),
        seed in any::<u64>(),
        choices in proptest::collection::vec(any::<u32>(), 0..400),
    ) {
        let rules = spite::Rules { refill_on_empty_hand: refill };
        let history = playout(spite_start(rules, seed), &choices, spite_plays_to_centre, |_, _, _| Ok(()))?;
        check_save_round_trip(spite_save(&history, seed), &history, |s| s.history::<Spite>())
            .map_err(fail)?;
    }
}

/// An edit to a text: where, and what happens there.
#[derive(Clone, Debug)]
enum Edit {
    Delete(usize),
    Insert(usize, char),
    Replace(usize, char),
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    let ch = prop_oneof![
        proptest::char::range(' ', '~'),
        Just('→'),
        Just('⇒'),
        Just('♠'),
        Just('é'),
        Just('\u{0}'),
        Just('\n'),
    ];
    let edit = prop_oneof![
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), ch.clone()).prop_map(|(i, c)| Edit::Insert(i, c)),
        (any::<usize>(), ch).prop_map(|(i, c)| Edit::Replace(i, c)),
    ];
    proptest::collection::vec(edit, 1..4)
}

/// `text` with `edits` applied, each at a character position taken modulo
/// the length.
fn edited(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        let at = |i: usize, len: usize| if len == 0 { 0 } else { i % len };
        match *edit {
            Edit::Delete(i) if !chars.is_empty() => {
                chars.remove(at(i, chars.len()));
            }
            Edit::Delete(_) => {}
            Edit::Insert(i, c) => chars.insert(at(i, chars.len() + 1), c),
            Edit::Replace(i, c) if !chars.is_empty() => {
                let i = at(i, chars.len());
                chars[i] = c;
            }
            Edit::Replace(_, c) => chars.push(c),
        }
    }
    chars.into_iter().collect()
}

/// The state after playing the moves `choices` picks (no checks: the
/// playout properties check those lines).
fn advance<G: Game>(mut game: G, choices: &[u32]) -> G {
    let mut legal = Vec::new();
    for &choice in choices {
        legal.clear();
        game.legal_moves(&mut legal);
        let Some(mv) = pick(&legal, choice).cloned() else { break };
        if game.play(&mv).is_err() {
            break;
        }
    }
    game
}

proptest! {
    #![proptest_config(config(128))]

    /// Readers never panic on a near miss of what they read, and whatever
    /// they accept is legal (moves) or prints back to itself (positions).
    #[test]
    fn near_miss_texts_never_panic(
        choices in proptest::collection::vec(any::<u32>(), 0..60),
        which in any::<u32>(),
        edits in edits(),
        seed in any::<u64>(),
    ) {
        let malice = advance(Malice::new(malice::Rules::default()), &choices);
        let legal = malice.legal_move_list();
        if let Some(mv) = pick(&legal, which) {
            let text = edited(&mv.to_string(), &edits);
            if let Ok(read) = malice.parse_move(&text) {
                prop_assert!(legal.contains(&read), "`{text}` read as the illegal {read:?}");
            }
        }
        let text = edited(&malice.position(), &edits);
        if let Ok(read) = Malice::from_position(&text, malice.rules()) {
            prop_assert_eq!(Malice::from_position(&read.position(), read.rules()), Ok(read));
        }

        let malefiz = advance(Malefiz::new(Board::classic(), &[Colour::Red, Colour::Blue], None, seed)
            .map_err(|e| fail(e.to_string()))?, &choices);
        let legal = malefiz.legal_move_list();
        if let Some(mv) = pick(&legal, which) {
            let text = edited(&mv.to_string(), &edits);
            if let Ok(read) = malefiz.parse_move(&text) {
                prop_assert!(legal.contains(&read), "`{text}` read as the illegal {read:?}");
            }
        }
        let text = edited(&malefiz.position(), &edits);
        if let Ok(read) = Malefiz::from_position(&text) {
            let again = Malefiz::from_position(&read.position()).map_err(|e| fail(e.to_string()))?;
            prop_assert_eq!(again.position(), read.position());
        }

        let spite = advance(spite_start(spite::Rules::default(), seed), &choices);
        let legal = spite.legal_move_list();
        if let Some(mv) = pick(&legal, which) {
            let text = edited(&spite.notation(mv, spite::Style::Ascii), &edits);
            if let Ok(read) = spite.parse_move(&text) {
                prop_assert!(legal.contains(&read), "`{text}` read as the illegal {read:?}");
            }
        }
    }
}

/// The game-over states the playouts rarely reach by chance are reached
/// here on purpose, so the end-of-game checks run too.
#[test]
fn finished_games_pass_the_checks() {
    let malefiz = Malefiz::from_position("classic y r:i14,4h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3")
        .expect("a position");
    assert!(malefiz.is_over());
    check_common(&malefiz).expect("a won game keeps every rule");

    for players in [Players::Two, Players::Four] {
        for quiet_limit in [0, 60] {
            let mut malice = Malice::new(malice::Rules { players, quiet_limit });
            // A capture whenever there is one, else a seeded random move: a
            // line that empties a quadrant even without the quiet-move
            // limit (always the first move can shuffle forever).
            let mut rng = malice_table::core::Rng::seeded(7);
            for _ in 0..4000 {
                let legal = malice.legal_move_list();
                let capture = legal.iter().find(|mv| matches!(mv, MaliceMove::Step { capture: true, .. }));
                let Some(&mv) = capture.or_else(|| pick(&legal, rng.below(u32::MAX))) else { break };
                malice.play(&mv).expect("a legal move");
            }
            assert!(malice.is_over(), "{players:?}, quiet limit {quiet_limit}: {}", malice.position());
            check_common(&malice).expect("a finished game keeps every rule");
        }
    }

    let mut spite: Spite = spite_start(spite::Rules::default(), 3);
    let mut rng = malice_table::core::Rng::seeded(3);
    while !spite.is_over() {
        let legal = spite.legal_move_list();
        let mv = legal[rng.below(legal.len() as u32) as usize];
        spite.play(&mv).expect("a legal move");
    }
    check_common(&spite).expect("a finished game keeps every rule");
}

/// Malice: "why not?" for `from`–`to` says legal exactly when the engine
/// has a move from `from` to `to`.
fn malice_why_agrees(game: &Malice, from: malice::Square, to: malice::Square) -> Result<(), String> {
    let legal = game
        .legal_move_list()
        .iter()
        .any(|m| matches!(*m, MaliceMove::Step { from: f, to: t, .. } if f == from && t == to));
    match (legal, game.why_not(from, to)) {
        (true, None) | (false, Some(_)) => Ok(()),
        (true, Some(why)) => Err(format!("{from}-{to} is legal, yet why_not says: {why}")),
        (false, None) => Err(format!("{from}-{to} is not legal, yet why_not says legal")),
    }
}

/// Malefiz: the same, for a piece from `from` to `to` with the roll in hand.
fn malefiz_why_agrees(game: &Malefiz, from: Origin, to: malefiz::Square) -> Result<(), String> {
    let legal = game
        .legal_move_list()
        .iter()
        .any(|m| matches!(*m, MalefizMove::Piece { from: f, to: t, .. } if f == from && t == to));
    match (legal, game.why_not(from, to)) {
        (true, None) => Ok(()),
        (false, Some(why)) if !why.to_string().is_empty() => Ok(()),
        (true, Some(why)) => Err(format!("{from}-{to} is legal, yet why_not says: {why}")),
        (false, _) => Err(format!("{from}-{to} is not legal, yet why_not gives no reason")),
    }
}

proptest! {
    #![proptest_config(config(24))]

    /// Over random Malice positions: every legal move is legal to "why
    /// not?", and random from–to pairs are refused exactly when they are
    /// not legal.
    #[test]
    fn malice_why_not_says_legal_exactly_for_legal_moves(
        rules in malice_rules(),
        choices in proptest::collection::vec(any::<u32>(), 0..100),
        pairs in proptest::collection::vec((0usize..64, 0usize..64), 32),
    ) {
        let squares: Vec<malice::Square> = malice::Square::all().collect();
        playout(Malice::new(rules), &choices, malice_capture, |_, _, after| {
            for mv in after.legal_move_list() {
                if let MaliceMove::Step { from, to, .. } = mv {
                    malice_why_agrees(after, from, to)?;
                }
            }
            pairs.iter().try_for_each(|&(a, b)| malice_why_agrees(after, squares[a], squares[b]))
        })?;
    }

    /// The same over random Malefiz positions (classic and fast boards),
    /// from the house, the forest and every space.
    #[test]
    fn malefiz_why_not_says_legal_exactly_for_legal_moves(
        (fast, colours) in malefiz_setup(),
        seed in any::<u64>(),
        choices in proptest::collection::vec(any::<u32>(), 0..120),
        pairs in proptest::collection::vec((any::<u16>(), any::<u16>()), 32),
    ) {
        let start = Malefiz::new(malefiz_board(fast), &colours, None, seed).map_err(|e| fail(e.to_string()))?;
        playout(start, &choices, malefiz_takes_barricade, |_, _, after| {
            let spaces: Vec<malefiz::Square> = after.board().spaces().iter().map(|s| s.square).collect();
            for mv in after.legal_move_list() {
                if let MalefizMove::Piece { from, to, .. } = mv {
                    malefiz_why_agrees(after, from, to)?;
                }
            }
            let origins = |i: u16| match usize::from(i) % (spaces.len() + 2) {
                0 => Origin::House,
                1 => Origin::Forest,
                n => Origin::Square(spaces[n - 2]),
            };
            pairs.iter().try_for_each(|&(a, b)| {
                malefiz_why_agrees(after, origins(a), spaces[usize::from(b) % spaces.len()])
            })
        })?;
    }

    /// Spite & Malice: for every card the player to move could name and
    /// every pile, the engine's reason is absent exactly for legal moves.
    #[test]
    fn spite_why_illegal_is_none_exactly_for_legal_moves(
        seed in any::<u64>(),
        choices in proptest::collection::vec(any::<u32>(), 0..120),
    ) {
        playout(spite_start(spite::Rules::default(), seed), &choices, spite_plays_to_centre, |_, _, after| {
            let legal = after.legal_move_list();
            for mv in spite_candidates(after) {
                let why = after.why_illegal(&mv);
                if legal.contains(&mv) == why.is_some() {
                    return Err(format!("{mv}: legal {}, why {why:?}", legal.contains(&mv)));
                }
            }
            Ok(())
        })?;
    }
}

/// Every move the player to move could try: each source to each centre
/// pile, each hand card to each side pile, and ending the turn. A face held
/// twice is named once, by its first card, as the move lists name it.
fn spite_candidates(game: &Spite) -> Vec<spite::Move> {
    let Some(seat) = game.to_move() else { return Vec::new() };
    let mut hand: Vec<spite::Card> = Vec::new();
    for &card in game.hand(seat) {
        if !hand.iter().any(|c| c.face() == card.face()) {
            hand.push(card);
        }
    }
    let mut sources = vec![spite::Source::Payoff];
    sources.extend((0..4).map(spite::Source::Side));
    sources.extend(hand.iter().map(|&card| spite::Source::Hand(card)));
    let mut moves: Vec<spite::Move> =
        sources.iter().flat_map(|&from| (0..3).map(move |to| spite::Move::Play { from, to })).collect();
    moves.extend(hand.iter().flat_map(|&card| (0..4).map(move |pile| spite::Move::Discard { card, pile })));
    moves.push(spite::Move::EndTurn);
    moves
}
