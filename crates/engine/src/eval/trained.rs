//! The trained pattern weights: the binary file format and the evaluation that uses it.
//!
//! File layout (little-endian): magic `RVPW`, version (u16), pattern set id (u16), phase
//! count (u16), bytes per code (u16: 1 or 2); then each phase, the opening's first (most
//! empties): for each pattern kind a step (f32, hundredths of a disc per code unit) followed
//! by one code per *canonical* table entry (the entries symmetry does not tie to a smaller
//! one, see [`canonical`]), the scalar weights (i16 hundredths of a disc), and an FNV-1a
//! checksum (u64) of the phase's number and those bytes. Only canonical entries are stored,
//! and as small codes, to keep the download small; loading expands them into full tables.
//! Each phase checks on its own and the opening's come first, so that a [`Reader`] can put
//! them to use while the rest of the file is still on its way: the first moves need the
//! opening's phases only, which are a small part of the compressed file.

use super::patterns::{
    canonical, indices, phase, scalars, KINDS, OFFSETS, PHASES, PHASE_LEN, PHASE_WIDTH, SCALARS,
    SET_ID, TABLES,
};
use std::sync::OnceLock;

/// The first bytes of a weights file.
pub const MAGIC: [u8; 4] = *b"RVPW";

/// The format version written and accepted.
pub const VERSION: u16 = 3;

/// Bytes before the weights.
pub const HEADER: usize = 12;

/// Weights for every phase, in hundredths of a disc; each phase is set once, as it is read.
pub struct Trained {
    phases: [OnceLock<Box<[i16]>>; PHASES],
}

/// Why a weights file was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum FormatError {
    /// Shorter than its header.
    Truncated,
    /// Not a weights file, or one of another version.
    Header,
    /// Written for another pattern set or phase count.
    Shape,
    /// The length does not match the header.
    Length,
    /// The checksum does not match: the file is damaged.
    Checksum,
}

impl std::fmt::Display for FormatError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(match self {
            FormatError::Truncated => "the file is too short to be a weights file",
            FormatError::Header => "not a weights file of this version",
            FormatError::Shape => "weights for another pattern set or phase count",
            FormatError::Length => "the file's length does not match its header",
            FormatError::Checksum => "the file is damaged (checksum mismatch)",
        })
    }
}

/// FNV-1a over `bytes`: the weights and network files' checksum.
pub(super) fn fnv1a(bytes: impl IntoIterator<Item = u8>) -> u64 {
    bytes.into_iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// FNV-1a over phase `ph`'s number and `bytes`.
fn checksum(ph: usize, bytes: &[u8]) -> u64 {
    fnv1a(std::iter::once(ph as u8).chain(bytes.iter().copied()))
}

/// For each kind, the canonical entries of its table (indices within the phase's weights),
/// given the [`canonical`] map.
fn canonical_entries(canon: &[u32]) -> Vec<Vec<usize>> {
    KINDS
        .iter()
        .enumerate()
        .map(|(k, kind)| {
            (OFFSETS[k]..OFFSETS[k] + 3usize.pow(kind.squares))
                .filter(|&i| canon[i] as usize == i)
                .collect()
        })
        .collect()
}

/// One phase's bytes for `code` bytes per code, its checksum left out.
fn phase_len(entries: &[Vec<usize>], code: usize) -> usize {
    entries.iter().map(|e| 4 + code * e.len()).sum::<usize>() + 2 * SCALARS
}

/// Reads a weights file as its bytes arrive, installing each phase in a [`Trained`] as soon
/// as the phase is whole and checked.
#[derive(Default)]
pub struct Reader {
    /// Bytes received and not yet read.
    pending: Vec<u8>,
    /// Bytes per code, once the header is read.
    code: Option<usize>,
    /// The [`canonical`] map, made once for every phase, once the header is read.
    canon: Vec<u32>,
    /// Each kind's canonical entries, once the header is read.
    entries: Vec<Vec<usize>>,
    /// Phases read so far.
    read: usize,
}

impl Reader {
    /// Takes the file's next `bytes`, putting every phase they complete into `into`; a
    /// refused file stays refused, whatever follows.
    pub fn push(&mut self, bytes: &[u8], into: &Trained) -> Result<(), FormatError> {
        self.pending.extend_from_slice(bytes);
        if self.code.is_none() {
            if self.pending.len() < HEADER {
                return Ok(());
            }
            let header: Vec<u8> = self.pending.drain(..HEADER).collect();
            self.code = Some(read_header(&header)?);
            self.canon = canonical();
            self.entries = canonical_entries(&self.canon);
        }
        let code = self.code.expect("the header is read");
        let len = phase_len(&self.entries, code);
        while self.pending.len() >= len + 8 && self.read < PHASES {
            let ph = PHASES - 1 - self.read;
            let (data, sum) = self.pending[..len + 8].split_at(len);
            if checksum(ph, data) != u64::from_le_bytes(sum.try_into().expect("8 bytes")) {
                return Err(FormatError::Checksum);
            }
            let weights = expand(data, code, &self.entries, &self.canon);
            into.phases[ph]
                .set(weights)
                .map_err(|_| FormatError::Length)?;
            self.pending.drain(..len + 8);
            self.read += 1;
        }
        if self.read == PHASES && !self.pending.is_empty() {
            return Err(FormatError::Length);
        }
        Ok(())
    }

    /// The fewest empties of the positions the phases read so far cover: every position with
    /// as many empties or more has its weights (0 once the file is whole).
    pub fn covers_down_to(&self) -> u32 {
        match self.read {
            // No position: even the start's 60 empties need a phase.
            0 => 61,
            read => PHASE_WIDTH * (PHASES - read) as u32,
        }
    }

    /// The whole file has been pushed: whether it was whole.
    pub fn finish(&self) -> Result<(), FormatError> {
        match (self.code, self.read) {
            (None, _) => Err(FormatError::Truncated),
            (Some(_), PHASES) => Ok(()),
            _ => Err(FormatError::Length),
        }
    }
}

/// Checks a file's header; returns its bytes per code.
fn read_header(header: &[u8]) -> Result<usize, FormatError> {
    let u16_at = |i: usize| u16::from_le_bytes([header[i], header[i + 1]]);
    if header[..4] != MAGIC || u16_at(4) != VERSION {
        return Err(FormatError::Header);
    }
    let code = usize::from(u16_at(10));
    if u16_at(6) != SET_ID || usize::from(u16_at(8)) != PHASES || !(1..=2).contains(&code) {
        return Err(FormatError::Shape);
    }
    Ok(code)
}

/// One phase's weights from its bytes: each code times its kind's step, tied entries copied
/// from their canonical one (`canon`).
fn expand(data: &[u8], code: usize, entries: &[Vec<usize>], canon: &[u32]) -> Box<[i16]> {
    let mut w = vec![0i16; PHASE_LEN];
    let mut at = 0;
    for list in entries {
        let step = f32::from_le_bytes(data[at..at + 4].try_into().expect("4 bytes"));
        at += 4;
        for &i in list {
            let c = if code == 1 {
                f32::from(data[at] as i8)
            } else {
                f32::from(i16::from_le_bytes([data[at], data[at + 1]]))
            };
            at += code;
            w[i] = (c * step).round().clamp(-32000.0, 32000.0) as i16;
        }
    }
    for s in 0..SCALARS {
        w[TABLES + s] = i16::from_le_bytes([data[at], data[at + 1]]);
        at += 2;
    }
    for i in 0..TABLES {
        w[i] = w[canon[i] as usize];
    }
    w.into_boxed_slice()
}

impl Default for Trained {
    fn default() -> Trained {
        Trained::empty()
    }
}

impl Trained {
    /// Weights with no phase read yet, for a [`Reader`] to fill.
    pub fn empty() -> Trained {
        Trained {
            phases: std::array::from_fn(|_| OnceLock::new()),
        }
    }

    /// Whether every phase has been read.
    pub fn is_whole(&self) -> bool {
        self.phases.iter().all(|w| w.get().is_some())
    }

    /// Parses and validates a whole weights file.
    pub fn parse(bytes: &[u8]) -> Result<Trained, FormatError> {
        let trained = Trained::empty();
        let mut reader = Reader::default();
        reader.push(bytes, &trained)?;
        reader.finish()?;
        Ok(trained)
    }

    /// Encodes weights (`PHASES * PHASE_LEN` values in hundredths of a disc, tied entries
    /// equal) as a weights file with `code` bytes (1 or 2) per table entry: each kind's
    /// values are rounded to multiples of a step that fits its largest one in the code.
    pub fn encode(weights: &[f32], code: usize) -> Vec<u8> {
        assert_eq!(weights.len(), PHASES * PHASE_LEN, "weights of every phase");
        assert!((1..=2).contains(&code));
        let entries = canonical_entries(&canonical());
        let mut out = Vec::with_capacity(HEADER + PHASES * (phase_len(&entries, code) + 8));
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&SET_ID.to_le_bytes());
        out.extend_from_slice(&(PHASES as u16).to_le_bytes());
        out.extend_from_slice(&(code as u16).to_le_bytes());
        let max_code = if code == 1 { 127.0 } else { 32000.0 };
        for (ph, w) in weights.chunks_exact(PHASE_LEN).enumerate().rev() {
            let start = out.len();
            for list in &entries {
                let largest = list.iter().map(|&i| w[i].abs()).fold(0f32, f32::max);
                let step = (largest / max_code).max(if code == 1 { 0.01 } else { 1.0 });
                out.extend_from_slice(&step.to_le_bytes());
                for &i in list {
                    let c = (w[i] / step).round().clamp(-max_code, max_code);
                    if code == 1 {
                        out.push(c as i8 as u8);
                    } else {
                        out.extend_from_slice(&(c as i16).to_le_bytes());
                    }
                }
            }
            for s in &w[TABLES..] {
                out.extend_from_slice(&(s.round().clamp(-32000.0, 32000.0) as i16).to_le_bytes());
            }
            let sum = checksum(ph, &out[start..]);
            out.extend_from_slice(&sum.to_le_bytes());
        }
        out
    }

    /// Every phase's weights in hundredths of a disc, as [`Trained::encode`] takes them (to
    /// refine them with new data); a phase not read is all zeros.
    pub fn hundredths(&self) -> Vec<f32> {
        self.phases
            .iter()
            .flat_map(|w| match w.get() {
                Some(w) => w.iter().map(|&x| f32::from(x)).collect(),
                None => vec![0.0; PHASE_LEN],
            })
            .collect()
    }

    /// The value of `p` to move against `o`, in hundredths of a disc (not clamped); `None`
    /// while its phase has not been read.
    #[inline]
    pub fn evaluate(&self, p: u64, o: u64) -> Option<i32> {
        let w = self.phases[phase((!(p | o)).count_ones())].get()?;
        let tables = &w[..TABLES];
        let mut score = 0;
        for i in indices(p, o) {
            score += i32::from(tables[i as usize]);
        }
        for (x, &weight) in scalars(p, o).iter().zip(&w[TABLES..]) {
            score += x * i32::from(weight);
        }
        Some(score)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tied_weights() -> Vec<f32> {
        let canon = canonical();
        (0..PHASES * PHASE_LEN)
            .map(|i| {
                let (ph, j) = (i / PHASE_LEN, i % PHASE_LEN);
                let tied = if j < TABLES { canon[j] as usize } else { j };
                ((ph * PHASE_LEN + tied) % 2001) as f32 - 1000.0
            })
            .collect()
    }

    #[test]
    fn files_round_trip_and_damaged_ones_are_refused() {
        let weights = tied_weights();
        let bytes = Trained::encode(&weights, 2);
        let back = Trained::parse(&bytes).unwrap().hundredths();
        assert_eq!(back, weights);
        // One byte per code keeps each value within half a step of the original.
        let coarse = Trained::parse(&Trained::encode(&weights, 1))
            .unwrap()
            .hundredths();
        for (c, w) in coarse.iter().zip(&weights) {
            assert!((c - w).abs() <= 1000.0 / 127.0 / 2.0 + 1.0);
        }
        assert_eq!(
            Trained::parse(&bytes[..bytes.len() - 2]).err(),
            Some(FormatError::Length)
        );
        assert_eq!(
            Trained::parse(&bytes[..10]).err(),
            Some(FormatError::Truncated)
        );
        let mut other = bytes.clone();
        other[0] = b'X';
        assert_eq!(Trained::parse(&other).err(), Some(FormatError::Header));
        let mut other = bytes.clone();
        other[6] ^= 0xff;
        assert_eq!(Trained::parse(&other).err(), Some(FormatError::Shape));
        let mut other = bytes;
        let middle = other.len() / 2;
        other[middle] ^= 1;
        assert_eq!(Trained::parse(&other).err(), Some(FormatError::Checksum));
    }

    #[test]
    fn a_file_read_piece_by_piece_serves_the_opening_first() {
        let weights = tied_weights();
        let bytes = Trained::encode(&weights, 1);
        let whole = Trained::parse(&bytes).unwrap();
        let positions = crate::random_play::positions(0x0bee, 40, 2);
        let (trained, mut reader) = (Trained::empty(), Reader::default());
        let mut covered = vec![reader.covers_down_to()];
        // Odd piece sizes, so that pieces end inside headers, codes and checksums.
        for piece in bytes.chunks(7919) {
            reader.push(piece, &trained).unwrap();
            let down_to = reader.covers_down_to();
            covered.push(down_to);
            for &(p, o) in &positions {
                let empties = (!(p | o)).count_ones();
                let value = trained.evaluate(p, o);
                if empties >= down_to {
                    assert_eq!(value, whole.evaluate(p, o), "{empties} empties");
                } else {
                    assert_eq!(value, None, "{empties} empties, read to {down_to}");
                }
            }
        }
        reader.finish().unwrap();
        assert_eq!(trained.hundredths(), whole.hundredths());
        assert!(covered.windows(2).all(|w| w[1] <= w[0]), "{covered:?}");
        assert_eq!((covered[0], *covered.last().unwrap()), (61, 0));
        // The opening's phase comes first and is a small part of the file.
        let first = covered.iter().position(|&c| c < 61).unwrap();
        assert_eq!(covered[first], 56);
        assert!(first * 7919 < bytes.len() / 10, "{first}");
        // A piece that damages a later phase refuses the file, and what was read stays.
        let (partial, mut reader) = (Trained::empty(), Reader::default());
        let mut damaged = bytes.clone();
        let last = damaged.len() - 20;
        damaged[last] ^= 1;
        assert_eq!(reader.push(&damaged, &partial), Err(FormatError::Checksum));
        assert_eq!(reader.finish(), Err(FormatError::Length));
        let &(p, o) = positions
            .iter()
            .find(|(p, o)| (!(p | o)).count_ones() >= 4)
            .unwrap();
        assert_eq!(partial.evaluate(p, o), whole.evaluate(p, o));
    }
}
