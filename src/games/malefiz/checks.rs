//! What every Malefiz state and move must keep, beyond what any game's
//! checks ask (`games::checks`): the position string reads back on its own
//! board, every piece move has a path of exactly the roll for the
//! animation, before a roll every face gives moves that read back, and no
//! piece or barricade ever comes or goes.

use super::{Colour, Malefiz, Move};

/// The state's own checks (`Registered::self_check`).
pub fn self_check(state: &Malefiz) -> Result<(), String> {
    let text = state.position();
    let back = Malefiz::from_position_on(&text, state.board_arc().clone())
        .map_err(|e| format!("`{text}` does not read back: {e}"))?;
    if back.position() != text {
        return Err(format!("`{text}` reads back as `{}`", back.position()));
    }
    if state.roll().is_some() || state.is_over() {
        return moves_read_back(state);
    }
    for face in 1..=6 {
        let rolled = state.clone().with_roll(face).map_err(|e| format!("`{text}` with a {face}: {e}"))?;
        moves_read_back(&rolled)?;
    }
    Ok(())
}

/// Every legal move's notation reads back as itself, and a piece move has
/// a path as long as the roll.
fn moves_read_back(state: &Malefiz) -> Result<(), String> {
    let text = state.position();
    for mv in state.legal_move_list() {
        let written = mv.to_string();
        let read = state.parse_move(&written).map_err(|e| format!("`{written}` does not read back in `{text}`: {e}"))?;
        if read != mv {
            return Err(format!("`{written}` reads back as {read:?} in `{text}`"));
        }
        if let (Move::Piece { .. }, Some(roll)) = (&mv, state.roll()) {
            let path = state.path(&mv).ok_or_else(|| format!("no path for the legal {mv} in `{text}`"))?;
            if path.len() != usize::from(roll) {
                return Err(format!("the path of {mv} in `{text}` is {} steps, not {roll}", path.len()));
            }
        }
    }
    Ok(())
}

/// Every piece and barricade of `before` is still somewhere in `after`
/// (`Registered::step_check`).
pub fn step_check(before: &Malefiz, mv: &Move, after: &Malefiz) -> Result<(), String> {
    if before.barricades().len() != after.barricades().len() {
        return Err(format!("{mv} changed the barricade count in {}", before.position()));
    }
    for colour in Colour::ALL {
        let count = |g: &Malefiz| {
            g.pieces_on_board(colour).len() + usize::from(g.in_house(colour)) + usize::from(g.in_forest(colour))
        };
        if count(before) != count(after) {
            return Err(format!("{mv} changed {colour}'s piece count in {}", before.position()));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const WON: &str = "classic y r:i14,4h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";

    fn read(text: &str) -> Malefiz {
        Malefiz::from_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn a_piece_that_vanishes_is_caught() {
        let before = read(WON);
        let after = read("classic y r:4h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3");
        let found = step_check(&before, &Move::Roll, &after).expect_err("red lost a piece");
        assert!(found.contains("piece count"), "{found}");
        assert_eq!(step_check(&before, &Move::Roll, &before), Ok(()));
    }

    #[test]
    fn a_barricade_that_vanishes_is_caught() {
        let before = read(WON);
        let after = read("classic y r:i14,4h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3");
        let found = step_check(&before, &Move::Roll, &after).expect_err("a barricade went");
        assert!(found.contains("barricade"), "{found}");
    }

    #[test]
    fn every_face_is_checked_before_the_roll() {
        let start = Malefiz::classic_start(3);
        assert_eq!(start.roll(), None);
        assert_eq!(self_check(&start), Ok(()));
    }
}
