//! What the fuzz targets share: reading the input as text, a random line of
//! play driven by the input, and the checks that every reachable state must
//! pass. A failed check panics, which the fuzzer reports as a crash.

use malice_table::core::Game;
use malice_table::games::malefiz::{Colour, Malefiz, Move as MalefizMove};
use malice_table::games::malice::Malice;

/// The input as text, if it is UTF-8 (every reader takes `&str`).
pub fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// A tiny generator (xorshift64*) seeded from the input, for choosing moves.
pub struct Chooser(u64);

impl Chooser {
    /// A generator whose choices follow from `data`.
    pub fn new(data: &[u8]) -> Chooser {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for &b in data {
            seed = (seed ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3);
        }
        Chooser(seed | 1)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let x = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D);
        if n == 0 { 0 } else { usize::try_from(x % n as u64).unwrap_or(0) }
    }
}

/// Plays up to `plies` moves chosen by `chooser`, checking each with
/// `check(before, after)`: every legal move must play, and `play` must
/// leave a refused move's state untouched.
pub fn playout<G: Game + PartialEq>(
    mut game: G,
    plies: usize,
    chooser: &mut Chooser,
    mut check: impl FnMut(&G, &G::Move, &G),
) -> G {
    let mut legal = Vec::new();
    for _ in 0..plies {
        legal.clear();
        game.legal_moves(&mut legal);
        assert_eq!(game.to_move().is_some(), !legal.is_empty(), "a player to move has a move");
        let Some(mv) = legal.get(chooser.below(legal.len())).cloned() else { break };
        let before = game.clone();
        if let Err(e) = game.play(&mv) {
            panic!("the legal move {mv:?} was refused: {e}");
        }
        check(&before, &mv, &game);
    }
    game
}

/// A Malice position's checks: it prints back to itself and every legal
/// move's notation reads back.
pub fn check_malice(game: &Malice) {
    let text = game.position();
    let back = Malice::from_position(&text, game.rules())
        .unwrap_or_else(|e| panic!("`{text}` does not read back: {e}"));
    assert!(back == *game, "`{text}` reads back as `{}`", back.position());
    for mv in game.legal_move_list() {
        let written = mv.to_string();
        let read =
            game.parse_move(&written).unwrap_or_else(|e| panic!("`{written}` does not read back: {e}"));
        assert_eq!(read, mv, "`{written}` in `{text}`");
    }
}

/// Every piece and barricade of `before` is still somewhere in `after`.
pub fn check_malefiz_conserves(before: &Malefiz, mv: &MalefizMove, after: &Malefiz) {
    assert_eq!(
        before.barricades().len(),
        after.barricades().len(),
        "{mv} changed the barricade count in {}",
        before.position()
    );
    for colour in Colour::ALL {
        let count = |g: &Malefiz| {
            g.pieces_on_board(colour).len()
                + usize::from(g.in_house(colour))
                + usize::from(g.in_forest(colour))
        };
        assert_eq!(
            count(before),
            count(after),
            "{mv} changed {colour}'s piece count in {}",
            before.position()
        );
    }
}

/// A Malefiz position's checks: it prints back to itself, every legal
/// move's notation reads back, and every piece move has a path of exactly
/// the roll for the animation.
pub fn check_malefiz(game: &Malefiz) {
    let text = game.position();
    let back = Malefiz::from_position_on(&text, game.board_arc().clone())
        .unwrap_or_else(|e| panic!("`{text}` does not read back: {e}"));
    assert_eq!(back.position(), text);
    for mv in game.legal_move_list() {
        let written = mv.to_string();
        let read = game
            .parse_move(&written)
            .unwrap_or_else(|e| panic!("`{written}` does not read back in `{text}`: {e}"));
        assert_eq!(read, mv, "`{written}` in `{text}`");
        if let (MalefizMove::Piece { .. }, Some(roll)) = (mv, game.roll()) {
            let path = game.path(&mv).unwrap_or_else(|| panic!("no path for the legal {mv} in `{text}`"));
            assert_eq!(path.len(), usize::from(roll), "the path of {mv} in `{text}`");
        }
    }
}
