//! The rules on raw bit masks, `p` for the side to move and `o` for its opponent, as the
//! search's inner loops use them, and the square sets shared across the engine.

/// The four corners.
pub const CORNERS: u64 = 0x8100_0000_0000_0081;
/// X-squares: diagonally next to a corner.
pub const X_SQUARES: u64 = 0x0042_0000_0000_4200;
/// C-squares: next to a corner on an edge.
pub const C_SQUARES: u64 = 0x4281_0000_0000_8142;
/// Every square but those of column a (a shift towards h must not wrap into it).
pub const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
/// Every square but those of column h.
pub const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
/// The standard start: d5 and e4 black.
pub const START_BLACK: u64 = (1 << 28) | (1 << 35);
/// The standard start: d4 and e5 white.
pub const START_WHITE: u64 = (1 << 27) | (1 << 36);

/// The position after the side with `p` plays `sq` flipping `f`, from the opponent's view.
#[inline(always)]
pub fn child(p: u64, o: u64, sq: u8, f: u64) -> (u64, u64) {
    (o ^ f, p | f | (1u64 << sq))
}

/// The final disc difference for `p` when the game ends here, empties going to the winner.
#[inline]
pub fn final_score(p: u64, o: u64) -> i32 {
    let (pc, oc) = (p.count_ones() as i32, o.count_ones() as i32);
    let diff = pc - oc;
    let empties = 64 - pc - oc;
    match diff.signum() {
        1 => diff + empties,
        -1 => diff - empties,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empties_go_to_the_winner() {
        assert_eq!(final_score(0b111, 0b1), 2 + 60);
        assert_eq!(final_score(0b1, 0b111), -(2 + 60));
        assert_eq!(final_score(0b11, 0b1100), 0);
    }

    #[test]
    fn a_child_swaps_sides_and_adds_the_disc() {
        // Black d3 (19) flips d4 (27) in the start position.
        let (p, o) = child(START_BLACK, START_WHITE, 19, 1 << 27);
        assert_eq!(o, START_BLACK | (1 << 27) | (1 << 19));
        assert_eq!(p, START_WHITE & !(1 << 27));
    }
}
