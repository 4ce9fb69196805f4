//! What every state a game reaches must keep, asked the same way of any
//! game through its registration: the fuzzers (`fuzz/`), the seeds they
//! start from and the tests that check those seeds use these, so none of
//! them names a game.

use super::error::CheckError;
use super::{GameKind, Registered};
use crate::core::{Game, Rng};

/// Plies along each seeded line that [`samples`] keeps a state from: the
/// deal itself, the first move (a game with dice has rolled), and two
/// states well into the game.
const SAMPLE_PLIES: [usize; 4] = [0, 1, 9, 30];

/// A few states of `G` to check and fuzz from: every table its bots play
/// (each player count, each built-in board), dealt from a seed, and
/// states along a seeded random line from each deal. The same every time.
pub fn samples<G: Registered>() -> Vec<G> {
    let facts = G::FACTS;
    let boards: Vec<Option<&str>> = if facts.boards.is_empty() {
        vec![None]
    } else {
        facts.boards.iter().map(|&name| Some(name)).collect()
    };
    let mut out = Vec::new();
    for (table_no, (players, board)) in
        facts.player_counts.iter().flat_map(|&n| boards.iter().map(move |&b| (n, b))).enumerate()
    {
        // Every count in `player_counts` sits at every built-in board.
        let Ok(table) = G::bot_table(players, board) else { continue };
        let seed = table_no as u64 + 1;
        let mut rng = Rng::seeded(seed);
        let mut game = (table.deal)(seed);
        let mut played = 0;
        for plies in SAMPLE_PLIES {
            game = random_line(game, plies - played, &mut rng);
            played = plies;
            out.push(game.clone());
        }
    }
    out
}

/// `plies` random legal moves from `game` (fewer if it ends).
fn random_line<G: Game>(mut game: G, plies: usize, rng: &mut Rng) -> G {
    let mut legal = Vec::new();
    for _ in 0..plies {
        legal.clear();
        game.legal_moves(&mut legal);
        let Some(count) = u32::try_from(legal.len()).ok().filter(|&n| n > 0) else { break };
        let Some(mv) = legal.get(rng.below(count) as usize).cloned() else { break };
        if game.play(&mv).is_err() {
            break;
        }
    }
    game
}

/// Checks `state`: someone is to move exactly when there is a legal move,
/// every legal move's written form (as a save writes it) reads back as
/// that move, and the game's own checks ([`Registered::self_check`]) hold.
pub fn check_state<G: Registered>(state: &G) -> Result<(), CheckError> {
    let mut legal = Vec::new();
    state.legal_moves(&mut legal);
    if state.to_move().is_some() == legal.is_empty() {
        return Err(CheckError::ToMove { to_move: state.to_move(), legal: legal.len() });
    }
    for mv in &legal {
        let written = G::write_move(state, mv);
        match G::read_move(state, &written) {
            Ok(read) if read == *mv => {}
            Ok(read) => {
                return Err(CheckError::MoveReadsBackAs {
                    written,
                    read: format!("{read:?}"),
                    moved: format!("{mv:?}"),
                });
            }
            Err(e) => return Err(CheckError::MoveUnread { written, cause: Box::new(e) }),
        }
    }
    G::self_check(state)
}

/// Plays up to `plies` moves from `game`, each picked by `choose(n)` among
/// the `n` legal ones, checking each step: every legal move plays, the
/// game's step checks ([`Registered::step_check`]) hold, and every state
/// reached passes [`check_state`]. `Err` says what broke, and where.
pub fn checked_line<G: Registered>(
    mut game: G,
    plies: usize,
    mut choose: impl FnMut(usize) -> usize,
) -> Result<G, CheckError> {
    let mut legal = Vec::new();
    for ply in 0..plies {
        legal.clear();
        game.legal_moves(&mut legal);
        if legal.is_empty() {
            break;
        }
        let Some(mv) = legal.get(choose(legal.len()) % legal.len()).cloned() else { break };
        let before = game.clone();
        if let Err(e) = game.play(&mv) {
            return Err(CheckError::Refused { ply, moved: format!("{mv:?}"), cause: Box::new(e) });
        }
        G::step_check(&before, &mv, &game).map_err(|e| CheckError::Step {
            ply,
            moved: format!("{mv:?}"),
            broke: Box::new(e),
        })?;
        check_state(&game).map_err(|e| CheckError::After {
            ply,
            moved: format!("{mv:?}"),
            broke: Box::new(e),
        })?;
    }
    Ok(game)
}

/// Checks `game` itself ([`check_state`]), then a [`checked_line`] of up to
/// `plies` moves from it.
pub fn checked_from<G: Registered>(
    game: G,
    plies: usize,
    choose: impl FnMut(usize) -> usize,
) -> Result<G, CheckError> {
    check_state(&game)?;
    checked_line(game, plies, choose)
}

/// Reads `text` as a move in `state` as a save would (`read_move`):
/// `Ok(false)` when it does not read, `Ok(true)` when it reads as a legal
/// move that plays, `Err` when it reads as a move the engine refuses.
pub fn check_read_move<G: Registered>(state: &G, text: &str) -> Result<bool, CheckError> {
    let Ok(mv) = G::read_move(state, text) else { return Ok(false) };
    let mut legal = Vec::new();
    state.legal_moves(&mut legal);
    let read = format!("{mv:?}");
    if !legal.contains(&mv) {
        return Err(CheckError::ReadsIllegal { text: text.to_owned(), read });
    }
    let mut after = state.clone();
    after.play(&mv).map_err(|e| CheckError::ReadDoesNotPlay {
        text: text.to_owned(),
        read,
        cause: Box::new(e),
    })?;
    Ok(true)
}

/// Which game's sample a selector byte picks: the game by the byte's
/// remainder by the number of games (in [`GameKind::ALL`]'s order), the
/// sample by its quotient (modulo the game's number of samples).
pub fn sample_pick(which: u8) -> (GameKind, usize) {
    let games = GameKind::ALL.len();
    let which = usize::from(which);
    (GameKind::ALL[which % games], which / games)
}

/// The selector byte that picks sample `index` of `kind` ([`sample_pick`]),
/// if one does.
pub fn sample_selector(kind: GameKind, index: usize) -> Option<u8> {
    let place = GameKind::ALL.iter().position(|&k| k == kind)?;
    u8::try_from(index * GameKind::ALL.len() + place).ok()
}

/// The position readers a selector byte picks among, in order: each game
/// with position strings ([`super::Facts::positions`]), once for each
/// player count it is played with.
pub fn position_readers() -> Vec<(GameKind, usize)> {
    GameKind::ALL
        .into_iter()
        .filter(|kind| kind.facts().positions.is_ok())
        .flat_map(|kind| kind.facts().player_counts.iter().map(move |&players| (kind, players)))
        .collect()
}

/// Every sample of `G` passes [`check_state`], and a checked line from
/// each: how many samples there were (see [`AnyGame::check_samples`]).
///
/// [`AnyGame::check_samples`]: super::kind::AnyGame::check_samples
pub fn check_samples<G: Registered>() -> Result<usize, CheckError> {
    let samples = samples::<G>();
    for (i, sample) in samples.iter().enumerate() {
        let mut rng = Rng::seeded(i as u64);
        let choose = |n: usize| rng.below(u32::try_from(n).unwrap_or(u32::MAX)) as usize;
        checked_from(sample.clone(), 40, choose).map_err(|e| CheckError::Sample {
            title: G::FACTS.title,
            index: i,
            broke: Box::new(e),
        })?;
    }
    Ok(samples.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_games_samples_pass_its_checks() {
        for kind in GameKind::ALL {
            let count = kind.game().check_samples().unwrap_or_else(|e| panic!("{e}"));
            let tables = kind.facts().player_counts.len() * kind.facts().boards.len().max(1);
            assert_eq!(count, tables * SAMPLE_PLIES.len(), "{}", kind.title());
        }
    }
}
