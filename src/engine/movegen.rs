//! Branch-free bitboard move generation and flipping on raw `u64` masks.
//!
//! These are the hot loops of perft and search, so they work on the side to move's
//! discs (`p`) and the opponent's (`o`) rather than on colour-tagged types.

/// Every square except columns a and h: stops horizontal and diagonal shifts wrapping.
const INNER_COLUMNS: u64 = 0x7e7e_7e7e_7e7e_7e7e;

/// Moves along one axis (both ways) with a Kogge-Stone style doubling fill.
///
/// A run of opponent discs is at most six long, so one single step plus two
/// doubling steps cover it.
#[inline(always)]
fn axis_moves(p: u64, o: u64, s: u32) -> u64 {
    let pre = o & (o << s);
    let mut f = o & (p << s);
    f |= o & (f << s);
    f |= pre & (f << (2 * s));
    f |= pre & (f << (2 * s));
    let up = f << s;

    let pre = o & (o >> s);
    let mut f = o & (p >> s);
    f |= o & (f >> s);
    f |= pre & (f >> (2 * s));
    f |= pre & (f >> (2 * s));
    up | (f >> s)
}

/// The set of squares where the side with discs `p` may play against `o`.
#[inline]
pub fn legal_moves(p: u64, o: u64) -> u64 {
    let inner = o & INNER_COLUMNS;
    let moves = axis_moves(p, inner, 1)
        | axis_moves(p, o, 8)
        | axis_moves(p, inner, 7)
        | axis_moves(p, inner, 9);
    moves & !(p | o)
}

/// The run of `o` discs starting next to `m` in one direction, kept only if a `p` disc closes it.
#[inline(always)]
fn ray_left(m: u64, p: u64, o: u64, s: u32) -> u64 {
    let mut t = o & (m << s);
    t |= o & (t << s);
    t |= o & (t << s);
    t |= o & (t << s);
    t |= o & (t << s);
    t |= o & (t << s);
    let closed = ((t << s) & p != 0) as u64;
    t & closed.wrapping_neg()
}

/// As [`ray_left`], towards lower bit indices.
#[inline(always)]
fn ray_right(m: u64, p: u64, o: u64, s: u32) -> u64 {
    let mut t = o & (m >> s);
    t |= o & (t >> s);
    t |= o & (t >> s);
    t |= o & (t >> s);
    t |= o & (t >> s);
    t |= o & (t >> s);
    let closed = ((t >> s) & p != 0) as u64;
    t & closed.wrapping_neg()
}

/// The opponent discs flipped when the side with `p` plays on square index `sq`.
///
/// Returns 0 when the move flips nothing, i.e. when it is illegal on an empty square.
#[inline]
pub fn flips(p: u64, o: u64, sq: u32) -> u64 {
    let m = 1u64 << sq;
    let inner = o & INNER_COLUMNS;
    ray_left(m, p, inner, 1)
        | ray_right(m, p, inner, 1)
        | ray_left(m, p, o, 8)
        | ray_right(m, p, o, 8)
        | ray_left(m, p, inner, 7)
        | ray_right(m, p, inner, 7)
        | ray_left(m, p, inner, 9)
        | ray_right(m, p, inner, 9)
}
