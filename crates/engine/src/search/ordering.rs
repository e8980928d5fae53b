//! Move ordering: the keys that decide which moves the searches try first. The midgame
//! orders by a shallow search where it is deep enough, else fastest-first; the endgame
//! solver by a richer fastest-first key, corrected by a shallow search far from the end.

use super::context::Context;
use super::midgame::INF;
use super::movelist::{Candidate, MoveList};
use crate::eval::features::neighbours;
use crate::eval::SCALE;
use crate::masks::{child, CORNERS};
use crate::movegen::legal_moves;

/// Keys that put the table's move before every other.
const TT_MOVE_KEY: i32 = 1 << 30;

/// Ordering key per opponent reply a move leaves (fewer replies first), in evaluation units.
const REPLY_WEIGHT: i32 = SCALE / 2;
/// Ordering key per corner a move gives the opponent.
const CORNER_REPLY_WEIGHT: i32 = SCALE;
/// Ordering bonus of a move into a corner, where no shallow search orders the moves.
const CORNER_MOVE_BONUS: i32 = SCALE;
/// Where a shallow search orders the moves, the mobility key counts this fraction of its
/// weight (1/n), as a tie-break between moves of near-equal shallow values.
const MOBILITY_SHARE: i32 = 2;
/// Ordering key units per evaluation unit (a hundredth of a disc): one disc of evaluation
/// weighs about as much as a fifth of an opponent reply in the fastest-first key.
const EVAL_ORDER_WEIGHT: i32 = 64;

impl Context {
    /// Sets the ordering keys of the moves not tried yet: the table's move first, then by a
    /// shallow search when deep enough, else fastest-first (fewest opponent replies) with a
    /// bonus for corners.
    pub fn order(&mut self, list: &mut MoveList, p: u64, o: u64, depth: u32, tt_move: u8) {
        let shallow = match depth {
            0..=2 => return order_by_mobility(list.rest_mut(), p, o, tt_move),
            3..=5 => 0,
            6..=9 => 1,
            _ => 2,
        };
        for c in list.rest_mut() {
            if c.sq == tt_move {
                c.key = TT_MOVE_KEY;
                continue;
            }
            let (cp, co) = child(p, o, c.sq, c.flips);
            c.key = -self.midgame(cp, co, shallow, -INF, INF, false)
                + mobility_key(cp, co) / MOBILITY_SHARE;
        }
    }

    /// Far from the end, adds a shallow midgame search's verdict on each move to its
    /// fastest-first key: mobility alone orders poorly where the game is still long. Deeper
    /// from 21 and 25 empties: FFO #53-#58 (28-30 empties) took 10.9% fewer nodes.
    pub fn order_by_evaluation(
        &mut self,
        list: &mut MoveList,
        p: u64,
        o: u64,
        n: u32,
        tt_move: u8,
    ) {
        let depth = match n {
            25.. => 4,
            21..=24 => 3,
            18..=20 => 2,
            16..=17 => 1,
            _ => 0,
        };
        for c in list.items_mut() {
            if c.sq == tt_move {
                continue;
            }
            let (cp, co) = child(p, o, c.sq, c.flips);
            c.key += EVAL_ORDER_WEIGHT * -self.midgame(cp, co, depth, -INF, INF, false);
        }
    }
}

/// Fewer opponent replies and fewer corners among them first, for the opponent `cp` to move
/// against `co` after the move.
fn mobility_key(cp: u64, co: u64) -> i32 {
    let replies = legal_moves(cp, co);
    -(replies.count_ones() as i32) * REPLY_WEIGHT
        - (replies & CORNERS).count_ones() as i32 * CORNER_REPLY_WEIGHT
}

/// Sets the keys of `moves` of `p` against `o` without searching: `tt_move` first, then
/// fastest-first with a bonus for corners.
pub fn order_by_mobility(moves: &mut [Candidate], p: u64, o: u64, tt_move: u8) {
    for c in moves {
        if c.sq == tt_move {
            c.key = TT_MOVE_KEY;
            continue;
        }
        let (cp, co) = child(p, o, c.sq, c.flips);
        let corner = if (1u64 << c.sq) & CORNERS != 0 {
            CORNER_MOVE_BONUS
        } else {
            0
        };
        c.key = mobility_key(cp, co) + corner;
    }
}

/// Fastest-first: fewest opponent replies (corners counting double) dominates; then fewest
/// empties next to our discs (the opponent's potential moves), our discs made safe around the
/// corners, and a corner bonus break ties. The table's move comes first.
pub fn order_fastest_first(list: &mut MoveList, p: u64, o: u64, tt_move: u8, odd: u64) {
    let empty_now = !(p | o);
    for c in list.items_mut() {
        if c.sq == tt_move {
            c.key = TT_MOVE_KEY;
            continue;
        }
        let (cp, co) = child(p, o, c.sq, c.flips);
        let replies = legal_moves(cp, co);
        let mobility = (replies.count_ones() + (replies & CORNERS).count_ones()) as i32;
        let empty = empty_now & !(1u64 << c.sq);
        let potential = (neighbours(co) & empty).count_ones() as i32;
        let corner_stable = corner_stability(co) as i32;
        let corner = ((1u64 << c.sq) & CORNERS != 0) as i32;
        let parity = ((1u64 << c.sq) & odd != 0) as i32;
        c.key = (parity << 12) - (mobility << 15) - (potential << 10)
            + (corner_stable << 11)
            + (corner << 8);
    }
}

/// Our discs on the corners and on the edge squares next to an occupied-by-us corner: a
/// cheap count of discs the opponent can no longer take.
#[inline(always)]
fn corner_stability(discs: u64) -> u32 {
    let corners = discs & CORNERS;
    let next = ((corners << 1) & 0x0200_0000_0000_0002)
        | ((corners >> 1) & 0x4000_0000_0000_0040)
        | ((corners << 8) & 0x0000_0000_0000_8100)
        | ((corners >> 8) & 0x0081_0000_0000_0000);
    (corners | (next & discs)).count_ones()
}
