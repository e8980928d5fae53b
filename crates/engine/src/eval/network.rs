//! A pattern-indexed network evaluation (NNUE-style), fitted by `scripts/train-net.py
//! --model accumulator`: every pattern placement's table entry adds a learned vector to an
//! accumulator (one table of vectors for all phases), and a small head per phase reads it.
//! Unlike a sum of tables it sees how the patterns combine.
//!
//! File layout (little-endian): magic `RVPN`, then `u16`s: version, pattern set id, phase
//! count, width, hidden units, scalar features; for each pattern kind a step (`f32`, discs per
//! code unit) and every table entry's vector as `width` one-byte codes; the accumulator's bias
//! (`f32` x width); then each phase, the fewest empties first: the hidden layer's weights
//! (`f32`, width x hidden, row by row), its bias (hidden), the output's weights (hidden), a
//! linear term on the accumulator (width) and the scalar features' weights; last an FNV-1a
//! checksum (`u64`) of all that precedes it.

use super::patterns::{
    canonical, indices, phase, scalars, KINDS, OFFSETS, PHASES, PLACEMENTS, SCALARS, SET_ID, TABLES,
};
use super::trained::{fnv1a, FormatError};
use super::units::SCALE;

/// The first bytes of a network file.
pub const MAGIC: [u8; 4] = *b"RVPN";

/// The format version written and accepted.
const VERSION: u16 = 1;

/// Bytes before the vectors.
const HEADER: usize = 16;

/// Accumulator entries: vectors of this many codes fit one 8-byte load.
pub const WIDTH: usize = 8;

/// Hidden units of each phase's head: 32 erred 1% less but cost 1.27x the evaluation time
/// (docs/training.md, round 5).
pub const HIDDEN: usize = 8;

/// One phase's reading of the accumulator.
struct Head {
    w1: [[f32; HIDDEN]; WIDTH],
    b1: [f32; HIDDEN],
    w2: [f32; HIDDEN],
    linear: [f32; WIDTH],
    scalar: [f32; SCALARS],
}

/// The network: every table entry's vector (tied entries share their canonical one's), each
/// kind's step, and the heads.
pub struct Network {
    vectors: Box<[[i8; WIDTH]]>,
    steps: [f32; KINDS.len()],
    bias: [f32; WIDTH],
    heads: Box<[Head]>,
}

/// Reads `f32`s in order from a byte slice known to be long enough.
struct Floats<'a>(&'a [u8]);

impl Floats<'_> {
    fn next(&mut self) -> f32 {
        let (x, rest) = self.0.split_at(4);
        self.0 = rest;
        f32::from_le_bytes(x.try_into().expect("4 bytes"))
    }

    fn array<const N: usize>(&mut self) -> [f32; N] {
        std::array::from_fn(|_| self.next())
    }
}

/// Bytes of each phase's head.
const HEAD_BYTES: usize = 4 * (WIDTH * HIDDEN + 2 * HIDDEN + WIDTH + SCALARS);

impl Network {
    /// Parses and validates a whole network file.
    pub fn parse(bytes: &[u8]) -> Result<Network, FormatError> {
        if bytes.len() < HEADER {
            return Err(FormatError::Truncated);
        }
        let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
        if bytes[..4] != MAGIC || u16_at(4) != VERSION {
            return Err(FormatError::Header);
        }
        let shape = [
            SET_ID,
            PHASES as u16,
            WIDTH as u16,
            HIDDEN as u16,
            SCALARS as u16,
        ];
        if (0..5).any(|i| u16_at(6 + 2 * i) != shape[i]) {
            return Err(FormatError::Shape);
        }
        let vectors_len: usize = KINDS
            .iter()
            .map(|k| 4 + WIDTH * 3usize.pow(k.squares))
            .sum();
        let len = HEADER + vectors_len + 4 * WIDTH + PHASES * HEAD_BYTES;
        if bytes.len() != len + 8 {
            return Err(FormatError::Length);
        }
        let (data, sum) = bytes.split_at(len);
        if fnv1a(data.iter().copied()) != u64::from_le_bytes(sum.try_into().expect("8 bytes")) {
            return Err(FormatError::Checksum);
        }
        let mut vectors = vec![[0i8; WIDTH]; TABLES].into_boxed_slice();
        let mut steps = [0f32; KINDS.len()];
        let mut at = HEADER;
        for (k, kind) in KINDS.iter().enumerate() {
            steps[k] = Floats(&data[at..]).next();
            at += 4;
            for v in &mut vectors[OFFSETS[k]..OFFSETS[k] + 3usize.pow(kind.squares)] {
                *v = std::array::from_fn(|j| data[at + j] as i8);
                at += WIDTH;
            }
        }
        // The fitter saw canonical entries only: their twins take their vectors.
        for (i, &c) in canonical().iter().enumerate() {
            vectors[i] = vectors[c as usize];
        }
        let mut floats = Floats(&data[at..]);
        let bias = floats.array();
        let heads = (0..PHASES)
            .map(|_| Head {
                w1: std::array::from_fn(|_| floats.array()),
                b1: floats.array(),
                w2: floats.array(),
                linear: floats.array(),
                scalar: floats.array(),
            })
            .collect();
        Ok(Network {
            vectors,
            steps,
            bias,
            heads,
        })
    }

    /// The value in discs of the position whose table indices (as [`indices`] gives them,
    /// each placement's entry at its kind's offset) and scalar features are given, `phase` its
    /// phase.
    #[inline]
    pub fn discs(
        &self,
        entries: &[u32; PLACEMENTS],
        scalars: &[i32; SCALARS],
        phase: usize,
    ) -> f32 {
        let mut acc = self.bias;
        let mut at = 0;
        for (kind, step) in KINDS.iter().zip(self.steps) {
            // A kind's codes sum exactly in 16 bits (8 placements of at most 127), so that
            // each kind costs one multiplication by its step.
            let mut sum = [0i16; WIDTH];
            for &i in &entries[at..at + kind.placements] {
                let v = &self.vectors[i as usize];
                for j in 0..WIDTH {
                    sum[j] += i16::from(v[j]);
                }
            }
            at += kind.placements;
            for j in 0..WIDTH {
                acc[j] += f32::from(sum[j]) * step;
            }
        }
        let head = &self.heads[phase];
        let mut hidden = head.b1;
        let mut value = 0.0;
        for ((&a, row), linear) in acc.iter().zip(&head.w1).zip(head.linear) {
            for (h, w) in hidden.iter_mut().zip(row) {
                *h += a.max(0.0) * w;
            }
            value += a * linear;
        }
        for (h, w) in hidden.iter().zip(&head.w2) {
            value += h.max(0.0) * w;
        }
        for (&x, w) in scalars.iter().zip(&head.scalar) {
            value += x as f32 * w;
        }
        value
    }

    /// The value of `p` to move against `o`, in hundredths of a disc (not clamped).
    #[inline]
    pub fn evaluate(&self, p: u64, o: u64) -> i32 {
        let value = self.discs(
            &indices(p, o),
            &scalars(p, o),
            phase((!(p | o)).count_ones()),
        );
        (value * SCALE as f32).round() as i32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random_play::positions;

    /// A network file of pseudo-random values (the same for the same seed).
    fn file(seed: u64) -> Vec<u8> {
        let mut state = seed;
        let mut next = move || {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            (state >> 33) as u32
        };
        let mut out = MAGIC.to_vec();
        for x in [
            VERSION,
            SET_ID,
            PHASES as u16,
            WIDTH as u16,
            HIDDEN as u16,
            SCALARS as u16,
        ] {
            out.extend_from_slice(&x.to_le_bytes());
        }
        for (k, kind) in KINDS.iter().enumerate() {
            out.extend_from_slice(&(0.01 * (k + 1) as f32).to_le_bytes());
            out.extend((0..WIDTH * 3usize.pow(kind.squares)).map(|_| (next() % 255) as u8));
        }
        for _ in 0..WIDTH + PHASES * HEAD_BYTES / 4 {
            let x = (next() % 2001) as f32 / 1000.0 - 1.0;
            out.extend_from_slice(&x.to_le_bytes());
        }
        out.extend_from_slice(&fnv1a(out.iter().copied()).to_le_bytes());
        out
    }

    /// The network's value as its definition says, in f64 and without its shortcuts: each
    /// placement's canonical vector in discs, summed, then the head.
    fn naive(bytes: &[u8], p: u64, o: u64) -> f64 {
        let f = |i: usize| f64::from(f32::from_le_bytes(bytes[i..i + 4].try_into().unwrap()));
        let canon = canonical();
        let mut kind_start = vec![];
        let mut at = HEADER;
        for kind in KINDS {
            kind_start.push(at);
            at += 4 + WIDTH * 3usize.pow(kind.squares);
        }
        let mut acc: Vec<f64> = (0..WIDTH).map(|j| f(at + 4 * j)).collect();
        let head = at + 4 * WIDTH + phase((!(p | o)).count_ones()) * HEAD_BYTES;
        for i in indices(p, o) {
            let c = canon[i as usize] as usize;
            let k = (0..KINDS.len()).rev().find(|&k| OFFSETS[k] <= c).unwrap();
            let v = kind_start[k] + 4 + WIDTH * (c - OFFSETS[k]);
            for (j, a) in acc.iter_mut().enumerate() {
                *a += f64::from(bytes[v + j] as i8) * f(kind_start[k]);
            }
        }
        let (b1, w2) = (
            head + 4 * WIDTH * HIDDEN,
            head + 4 * (WIDTH * HIDDEN + HIDDEN),
        );
        let (linear, scalar) = (w2 + 4 * HIDDEN, w2 + 4 * (HIDDEN + WIDTH));
        let mut value = 0.0;
        for h in 0..HIDDEN {
            let sum: f64 = (0..WIDTH)
                .map(|j| acc[j].max(0.0) * f(head + 4 * (j * HIDDEN + h)))
                .sum();
            value += (sum + f(b1 + 4 * h)).max(0.0) * f(w2 + 4 * h);
        }
        for (j, a) in acc.iter().enumerate() {
            value += a * f(linear + 4 * j);
        }
        for (s, x) in scalars(p, o).iter().enumerate() {
            value += f64::from(*x) * f(scalar + 4 * s);
        }
        value
    }

    #[test]
    fn the_evaluation_is_the_networks_definition() {
        let bytes = file(7);
        let network = Network::parse(&bytes).unwrap();
        for (p, o) in positions(0x5eed, 60, 3) {
            let want = naive(&bytes, p, o) * f64::from(SCALE);
            let got = f64::from(network.evaluate(p, o));
            assert!((got - want).abs() <= 1.0, "{got} against {want}");
        }
    }

    #[test]
    fn the_evaluation_gives_the_fitted_models_values() {
        let bytes = miniz_oxide::inflate::decompress_to_vec_zlib(include_bytes!(
            "../../../../tests/data/network-small.bin.z"
        ))
        .unwrap();
        let network = Network::parse(&bytes).unwrap();
        let kinds: Vec<usize> = (0..KINDS.len())
            .flat_map(|k| std::iter::repeat_n(k, KINDS[k].placements))
            .collect();
        let text = include_str!("../../../../tests/data/network-check.txt");
        let mut checked = 0;
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let n: Vec<f64> = line.split(' ').map(|x| x.parse().unwrap()).collect();
            let (entries, rest) = n[1..].split_at(PLACEMENTS);
            let entries = std::array::from_fn(|i| entries[i] as u32 + OFFSETS[kinds[i]] as u32);
            let scalars = std::array::from_fn(|i| rest[i] as i32);
            let got = network.discs(&entries, &scalars, phase(n[0] as u32));
            let want = rest[SCALARS];
            assert!(
                (f64::from(got) - want).abs() < 1e-3,
                "{got} against {want}: {line}"
            );
            checked += 1;
        }
        assert!(checked >= 40, "{checked} rows");
    }

    #[test]
    fn damaged_or_foreign_files_are_refused() {
        let bytes = file(3);
        assert!(Network::parse(&bytes).is_ok());
        let refused = |b: &[u8]| Network::parse(b).err();
        assert_eq!(refused(&bytes[..10]), Some(FormatError::Truncated));
        assert_eq!(
            refused(&bytes[..bytes.len() - 1]),
            Some(FormatError::Length)
        );
        let mut other = bytes.clone();
        other[1] = b'X';
        assert_eq!(refused(&other), Some(FormatError::Header));
        let mut other = bytes.clone();
        other[10] ^= 1;
        assert_eq!(refused(&other), Some(FormatError::Shape));
        let mut other = bytes;
        let middle = other.len() / 2;
        other[middle] ^= 1;
        assert_eq!(refused(&other), Some(FormatError::Checksum));
    }
}
