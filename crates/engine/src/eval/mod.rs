//! Static evaluation of midgame positions, in hundredths of a disc from the side to move's view.
//!
//! The evaluation sums trained pattern tables and scalar features by game phase (see
//! [`patterns`]), with weights from the committed `weights.bin` (see [`trained`]). Should
//! that file be invalid, it falls back to the hand-set evaluation of [`weights`]. A network
//! file ([`network`]) [`install`]ed in their place evaluates instead (to measure it in play).

pub mod features;
pub mod network;
pub mod patterns;
pub mod stability;
pub mod trained;
pub mod units;
pub mod weights;

pub use units::{MAX_EVAL, SCALE};

use crate::lines::column;
use miniz_oxide::inflate::{decompress_to_vec_zlib_with_limit, TINFLStatus};
use network::Network;
use std::borrow::Cow;
use std::sync::OnceLock;
use trained::{Reader, Trained};
use weights::{phase, Weights, EDGE_CONFIGS};

/// The trained weights, written by `reversi-cli train fit`. Native builds carry them; the web
/// worker fetches them as a file of their own and [`install`]s them, which keeps its code
/// small and lets the browser cache the weights apart from it.
#[cfg(not(target_arch = "wasm32"))]
static WEIGHTS_FILE: &[u8] = include_bytes!("weights.bin");
#[cfg(target_arch = "wasm32")]
static WEIGHTS_FILE: &[u8] = &[];

/// The four edge lines of `p` and `o` as base-3 indices (own = 1, opponent = 2).
#[inline(always)]
pub fn edge_indices(p: u64, o: u64) -> [usize; 4] {
    let index = |pb: usize, ob: usize| patterns::base3(pb) + 2 * patterns::base3(ob);
    [
        index((p & 0xff) as usize, (o & 0xff) as usize),
        index((p >> 56) as usize, (o >> 56) as usize),
        index(column(p, 0) as usize, column(o, 0) as usize),
        index(column(p, 7) as usize, column(o, 7) as usize),
    ]
}

fn hand_set_weights() -> &'static Weights {
    static WEIGHTS: OnceLock<Weights> = OnceLock::new();
    WEIGHTS.get_or_init(Weights::hand_set)
}

/// The weights in use: set once, by [`install`] or else on first use from the committed file.
static TRAINED: OnceLock<Option<Trained>> = OnceLock::new();

/// The trained weights, or `None` when the committed file is invalid or the environment
/// variable `REVERSI_EVAL=hand-set` asks for the hand-set evaluation (to measure one
/// against the other with the same binary).
fn trained() -> Option<&'static Trained> {
    TRAINED
        .get_or_init(|| {
            let hand_set = std::env::var("REVERSI_EVAL").is_ok_and(|v| v == "hand-set");
            Trained::parse(WEIGHTS_FILE).ok().filter(|_| !hand_set)
        })
        .as_ref()
}

/// The first byte of a zlib stream with the usual 32 KB window; a plain weights file starts
/// with [`trained::MAGIC`] instead.
const ZLIB_FIRST_BYTE: u8 = 0x78;

/// More than any weights file holds (1.7 MB): a compressed file that inflates past it is
/// refused rather than read to the end.
const MAX_WEIGHTS_BYTES: usize = 16 << 20;

/// The weights file as it arrives: the web build ships it zlib-compressed, which native tools
/// and tests need not do.
fn inflate_if_compressed(bytes: &[u8]) -> Result<Cow<'_, [u8]>, String> {
    if bytes.first() != Some(&ZLIB_FIRST_BYTE) {
        return Ok(Cow::Borrowed(bytes));
    }
    decompress_to_vec_zlib_with_limit(bytes, MAX_WEIGHTS_BYTES)
        .map(Cow::Owned)
        .map_err(|e| match e.status {
            TINFLStatus::HasMoreOutput => format!(
                "invalid weights file: it inflates to more than {} MB",
                MAX_WEIGHTS_BYTES >> 20
            ),
            _ => format!("invalid weights file: the compressed file is damaged ({e})"),
        })
}

/// Reads a weights file as it arrives (plain or zlib-compressed), or says why it is refused.
pub fn read_weights(bytes: &[u8]) -> Result<Trained, String> {
    let bytes = inflate_if_compressed(bytes)?;
    Trained::parse(&bytes).map_err(|e| format!("invalid weights file: {e}"))
}

/// Why [`install`] or [`stream`] refuses a second set of weights (whatever the `OnceLock`
/// handed back).
fn already_chosen<T>(_: T) -> String {
    "the evaluation's weights were already chosen".to_string()
}

/// The network evaluation, when [`install`] was given a network file rather than weights.
static NETWORK: OnceLock<Network> = OnceLock::new();

/// Makes the evaluation use the weights file `bytes` (plain or zlib-compressed) rather than
/// the committed one, or a network file ([`network`]). Must come before the first evaluation;
/// refuses an invalid file.
pub fn install(bytes: &[u8]) -> Result<(), String> {
    let bytes = inflate_if_compressed(bytes)?;
    if bytes.starts_with(&network::MAGIC) {
        let n = Network::parse(&bytes).map_err(|e| format!("invalid network file: {e}"))?;
        // No tables: the evaluation's path to them stays as it is, the network its fallback.
        TRAINED.set(None).map_err(already_chosen)?;
        return NETWORK.set(n).map_err(already_chosen);
    }
    let t = read_weights(&bytes)?;
    TRAINED.set(Some(t)).map_err(already_chosen)
}

/// The weights file as the web worker gets it: in pieces, plain, the opening's phases first
/// (see [`trained`]); each phase is used as soon as it is read, and the positions of a phase
/// not read (yet, or ever, should the file be cut short or damaged) get the hand-set
/// evaluation.
pub struct Streamed {
    reader: Reader,
    trained: &'static Trained,
    /// The file has ended, whole or not: nothing more will be read.
    ended: bool,
}

/// Makes the evaluation use the weights file whose pieces the returned [`Streamed`] takes.
/// Must come before the first evaluation.
pub fn stream() -> Result<Streamed, String> {
    TRAINED
        .set(Some(Trained::empty()))
        .map_err(already_chosen)?;
    Ok(Streamed {
        reader: Reader::default(),
        trained: trained().expect("just set"),
        ended: false,
    })
}

impl Streamed {
    /// Takes the file's next piece. A refused file reads no further.
    pub fn push(&mut self, bytes: &[u8]) -> Result<(), String> {
        if self.ended {
            return Ok(());
        }
        let read = self.reader.push(bytes, self.trained);
        self.settle(read)
    }

    /// The file has ended: whether it was whole.
    pub fn end(&mut self) -> Result<(), String> {
        if self.ended {
            return Ok(());
        }
        let read = self.reader.finish();
        self.ended = true;
        self.settle(read)
    }

    fn settle(&mut self, read: Result<(), trained::FormatError>) -> Result<(), String> {
        read.map_err(|e| {
            self.ended = true;
            format!("invalid weights file: {e}")
        })
    }

    /// The fewest empties of the positions whose weights have been read: every position with
    /// as many empties or more has them (0 once the file has ended, whole or not, since
    /// nothing is then left to wait for).
    pub fn covers_down_to(&self) -> u32 {
        if self.ended {
            0
        } else {
            self.reader.covers_down_to()
        }
    }
}

/// Whether [`evaluate`] uses the trained weights everywhere (rather than the hand-set
/// fallback, for some phases or all).
pub fn uses_trained_weights() -> bool {
    trained().is_some_and(Trained::is_whole) || NETWORK.get().is_some()
}

/// The value of `p` to move against `o`, in hundredths of a disc, within ±[`MAX_EVAL`]; or
/// the final score once a side has no disc, since that game is over.
#[inline]
pub fn evaluate(p: u64, o: u64) -> i32 {
    // No training position lacks a side, so the patterns would guess at random there (a
    // wipe-out in one scored -26 for the winner at depth 1).
    if p == 0 || o == 0 {
        return crate::masks::final_score(p, o) * SCALE;
    }
    let score = trained()
        .and_then(|t| t.evaluate(p, o))
        .or_else(|| NETWORK.get().map(|n| n.evaluate(p, o)))
        .unwrap_or_else(|| hand_set_score(p, o));
    score.clamp(-MAX_EVAL, MAX_EVAL)
}

/// The hand-set evaluation (the fallback, and the baseline the trained one is measured against).
pub fn evaluate_hand_set(p: u64, o: u64) -> i32 {
    hand_set_score(p, o).clamp(-MAX_EVAL, MAX_EVAL)
}

fn hand_set_score(p: u64, o: u64) -> i32 {
    let w = hand_set_weights();
    let ph = phase((!(p | o)).count_ones());
    let f = features::extract(p, o);
    let mut score = 0;
    for (x, weight) in f.iter().zip(&w.features[ph]) {
        score += x * weight;
    }
    let edges = &w.edges[ph];
    for i in edge_indices(p, o) {
        debug_assert!(i < EDGE_CONFIGS);
        score += edges[i];
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evaluation_is_antisymmetric_in_the_start_position() {
        let (p, o) = ((1u64 << 28) | (1 << 35), (1u64 << 27) | (1 << 36));
        assert_eq!(evaluate(p, o), evaluate(o, p));
    }

    /// The 8 images of a board under the symmetries of the square.
    fn symmetries(x: u64) -> [u64; 8] {
        let flip = |x: u64| x.swap_bytes();
        let mirror = |x: u64| {
            let mut m = 0;
            for sq in 0..64 {
                if x & (1 << sq) != 0 {
                    m |= 1 << (sq ^ 7);
                }
            }
            m
        };
        let transpose = |x: u64| {
            let mut t = 0;
            for sq in 0..64 {
                if x & (1 << sq) != 0 {
                    t |= 1 << ((sq % 8) * 8 + sq / 8);
                }
            }
            t
        };
        let t = transpose(x);
        [
            x,
            flip(x),
            mirror(x),
            flip(mirror(x)),
            t,
            flip(t),
            mirror(t),
            flip(mirror(t)),
        ]
    }

    /// Positions from random legal play at every stage of the game.
    fn random_positions() -> Vec<(u64, u64)> {
        crate::random_play::positions(0x1234_5678, 64, 7)
    }

    #[test]
    fn the_committed_weights_are_valid() {
        assert!(Trained::parse(WEIGHTS_FILE).is_ok());
    }

    #[test]
    fn evaluation_is_the_same_in_all_8_symmetric_images() {
        for (p, o) in random_positions() {
            let value = evaluate(p, o);
            for (sp, so) in symmetries(p).into_iter().zip(symmetries(o)) {
                assert_eq!(evaluate(sp, so), value, "{p:#x} {o:#x}");
            }
        }
    }

    #[test]
    fn any_weights_tied_by_the_canonical_map_give_a_symmetric_evaluation() {
        use patterns::{canonical, PHASES, PHASE_LEN, TABLES};
        let canon = canonical();
        let noise =
            |i: usize| ((i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 55) as f32 - 256.0;
        let weights: Vec<f32> = (0..PHASES * PHASE_LEN)
            .map(|i| {
                let (ph, j) = (i / PHASE_LEN, i % PHASE_LEN);
                let tied = if j < TABLES { canon[j] as usize } else { j };
                noise(ph * PHASE_LEN + tied)
            })
            .collect();
        let t = Trained::parse(&Trained::encode(&weights, 2)).unwrap();
        for (p, o) in random_positions() {
            let value = t.evaluate(p, o).unwrap();
            for (sp, so) in symmetries(p).into_iter().zip(symmetries(o)) {
                assert_eq!(t.evaluate(sp, so), Some(value), "{p:#x} {o:#x}");
            }
        }
    }

    #[test]
    fn taking_a_corner_beats_the_other_moves_on_average() {
        use crate::masks::{child, CORNERS};
        use crate::movegen::{flips, legal_moves};
        let value = |p: u64, o: u64, sq: u32| {
            let (cp, co) = child(p, o, sq as u8, flips(p, o, sq));
            -evaluate(cp, co)
        };
        let (mut gain, mut n) = (0i64, 0i64);
        for (p, o) in crate::random_play::positions(0x5eed, 2000, 2) {
            let moves = legal_moves(p, o);
            if moves & CORNERS == 0 || moves & !CORNERS == 0 {
                continue;
            }
            let corner = (moves & CORNERS).trailing_zeros();
            let others: Vec<u32> = (0..64)
                .filter(|&sq| moves & !CORNERS & (1 << sq) != 0)
                .collect();
            let rest = others
                .iter()
                .map(|&sq| i64::from(value(p, o, sq)))
                .sum::<i64>()
                / others.len() as i64;
            gain += i64::from(value(p, o, corner)) - rest;
            n += 1;
        }
        assert!(n > 50, "{n} positions with a corner to take");
        assert!(
            gain / n > 2 * i64::from(SCALE),
            "mean gain {} over {n}",
            gain / n
        );
    }
}
