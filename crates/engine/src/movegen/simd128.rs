//! Wasm SIMD (`simd128`) forms of [`super::legal_moves`] and [`super::flips`], used when the
//! crate is built with that target feature; they give the same masks as the scalar forms.
//!
//! Wasm shifts every lane of a vector by one count, so two directions share a vector by
//! giving one lane the board mirrored top to bottom (its bytes reversed): there a shift
//! towards higher indices walks the board towards lower ones.

use core::arch::wasm32::*;

use super::portable::{axis_moves, ray_down, INNER_COLUMNS, VECTOR_RAYS};

/// Lane 0 as it is, lane 1 with its bytes reversed: a board and its top-to-bottom mirror.
#[inline(always)]
fn mirror_high(v: v128) -> v128 {
    i8x16_shuffle::<0, 1, 2, 3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8>(v, v)
}

/// Both lanes with their bytes reversed and the lanes swapped.
#[inline(always)]
fn mirror_swap(v: v128) -> v128 {
    i8x16_shuffle::<15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0>(v, v)
}

/// Both lanes with their bytes reversed.
#[inline(always)]
fn mirror_both(v: v128) -> v128 {
    i8x16_shuffle::<7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8>(v, v)
}

/// The Kogge-Stone fill of [`super::axis_moves`] towards higher indices, in both lanes.
#[inline(always)]
fn fill(p: v128, o: v128, s: u32) -> v128 {
    let pre = v128_and(o, u64x2_shl(o, s));
    let mut f = v128_and(o, u64x2_shl(p, s));
    f = v128_or(f, v128_and(o, u64x2_shl(f, s)));
    f = v128_or(f, v128_and(pre, u64x2_shl(f, 2 * s)));
    f = v128_or(f, v128_and(pre, u64x2_shl(f, 2 * s)));
    u64x2_shl(f, s)
}

/// The squares where the side with discs `p` may play against `o`.
#[inline]
pub fn legal_moves(p: u64, o: u64) -> u64 {
    let pv = mirror_high(u64x2_splat(p));
    let ov = mirror_high(u64x2_splat(o));
    let inner = v128_and(ov, u64x2_splat(INNER_COLUMNS));
    let m = v128_or(
        fill(pv, ov, 8),
        v128_or(fill(pv, inner, 7), fill(pv, inner, 9)),
    );
    // Lane 1 back from the mirror into lane 0.
    let both = v128_or(m, mirror_swap(m));
    let moves = u64x2_extract_lane::<0>(both) | axis_moves(p, o & INNER_COLUMNS, 1);
    moves & !(p | o)
}

/// [`super::ray_up`] in both lanes.
#[inline(always)]
fn rays_up(ray: v128, p: v128, o: v128) -> v128 {
    let x = v128_andnot(ray, o);
    let first = v128_and(x, i64x2_neg(x));
    let closed = i64x2_ne(v128_and(first, p), u64x2_splat(0));
    v128_and(v128_and(ray, u64x2_sub(first, u64x2_splat(1))), closed)
}

/// The opponent discs flipped when the side with `p` plays on square index `sq`.
#[inline]
pub fn flips(p: u64, o: u64, sq: u32) -> u64 {
    let sq = sq as usize & 63;
    let r = &VECTOR_RAYS.0[sq];
    let ray = |i: usize| u64x2(r[i], r[i + 1]);
    let (pv, ov) = (u64x2_splat(p), u64x2_splat(o));
    let up = v128_or(rays_up(ray(0), pv, ov), rays_up(ray(2), pv, ov));
    let (pm, om) = (mirror_both(pv), mirror_both(ov));
    let down = v128_or(rays_up(ray(4), pm, om), rays_up(u64x2(r[6], 0), pm, om));
    let all = v128_or(up, mirror_swap(down));
    u64x2_extract_lane::<0>(all) | u64x2_extract_lane::<1>(all) | ray_down(r[7], p, o)
}
