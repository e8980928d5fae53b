//! The portable forms of the move generator and the flips, plain 64-bit integer code: the
//! native builds' and, in wasm without SIMD, the web worker's.

/// Every square except columns a and h: stops horizontal and diagonal shifts wrapping.
pub(super) const INNER_COLUMNS: u64 = 0x7e7e_7e7e_7e7e_7e7e;

/// Moves along one axis (both ways) with a Kogge-Stone style doubling fill.
///
/// A run of opponent discs is at most six long, so one single step plus two
/// doubling steps cover it.
#[inline(always)]
pub(super) fn axis_moves(p: u64, o: u64, s: u32) -> u64 {
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

/// Direction steps as (column, row) deltas: the first four go towards higher bit indices.
const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
    (-1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
];

/// For each square, the squares strictly beyond it in each direction, up to the board edge.
const fn rays() -> [[u64; 8]; 64] {
    let mut t = [[0u64; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            let (dc, dr) = DIRECTIONS[d];
            let (mut c, mut r) = ((sq % 8) as i32 + dc, (sq / 8) as i32 + dr);
            while c >= 0 && c < 8 && r >= 0 && r < 8 {
                t[sq][d] |= 1 << (r * 8 + c);
                c += dc;
                r += dr;
            }
            d += 1;
        }
        sq += 1;
    }
    t
}

static RAYS: [[u64; 8]; 64] = rays();

/// Each square's rays in the order the vector forms (`simd128`, `avx2`) take them: the four
/// towards higher indices, the mirrors of the three vertical and diagonal rays towards lower
/// ones (which point towards higher indices on the mirrored board), then the ray to the left,
/// which stays scalar (a mirror keeps it pointing down). Aligned for 256-bit loads.
#[cfg(any(
    target_arch = "x86_64",
    all(target_arch = "wasm32", target_feature = "simd128")
))]
#[repr(C, align(32))]
pub(super) struct VectorRays(pub(super) [[u64; 8]; 64]);

/// [`VectorRays`] for every square.
#[cfg(any(
    target_arch = "x86_64",
    all(target_arch = "wasm32", target_feature = "simd128")
))]
pub(super) static VECTOR_RAYS: VectorRays = {
    let plain = rays();
    let mut t = [[0u64; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let r = plain[sq];
        t[sq] = [
            r[0],
            r[1],
            r[2],
            r[3],
            r[5].swap_bytes(),
            r[6].swap_bytes(),
            r[7].swap_bytes(),
            r[4],
        ];
        sq += 1;
    }
    VectorRays(t)
};

/// Flips along a ray towards higher indices: the nearest non-opponent square is the
/// lowest set bit of `ray & !o`; if it is ours, everything before it on the ray flips.
#[inline(always)]
fn ray_up(ray: u64, p: u64, o: u64) -> u64 {
    let x = ray & !o;
    let first = x & x.wrapping_neg();
    let closed = ((first & p) != 0) as u64;
    ray & first.wrapping_sub(1) & closed.wrapping_neg()
}

/// As [`ray_up`] towards lower indices, where the nearest square is the highest set bit.
/// Bit 0 stands in when the ray has no non-opponent square; it then closes nothing.
#[inline(always)]
pub(super) fn ray_down(ray: u64, p: u64, o: u64) -> u64 {
    let x = (ray & !o) | 1;
    let first = (1u64 << 63) >> x.leading_zeros();
    let closed = ((first & p & ray) != 0) as u64;
    ray & !((first << 1).wrapping_sub(1)) & closed.wrapping_neg()
}

/// The opponent discs flipped when the side with `p` plays on square index `sq`.
///
/// Returns 0 when the move flips nothing, i.e. when it is illegal on an empty square.
#[inline]
pub fn flips(p: u64, o: u64, sq: u32) -> u64 {
    let r = &RAYS[sq as usize & 63];
    ray_up(r[0], p, o)
        | ray_up(r[1], p, o)
        | ray_up(r[2], p, o)
        | ray_up(r[3], p, o)
        | ray_down(r[4], p, o)
        | ray_down(r[5], p, o)
        | ray_down(r[6], p, o)
        | ray_down(r[7], p, o)
}
