//! The trained pattern weights: the binary file format and the evaluation that uses it.
//!
//! File layout (little-endian): magic `RVPW`, version (u16), pattern set id (u16), phase
//! count (u16), bytes per code (u16: 1 or 2); then for each phase, for each pattern kind, a
//! step (f32, hundredths of a disc per code unit) followed by one code per *canonical* table
//! entry (the entries symmetry does not tie to a smaller one, see [`canonical`]), and the
//! scalar weights (i16 hundredths of a disc); last, an FNV-1a checksum (u64) of all that
//! precedes it. Only canonical entries are stored, and as small codes, to keep the download
//! small; loading expands them into full tables.

use super::patterns::{
    canonical, indices, phase, scalars, KINDS, OFFSETS, PHASES, PHASE_LEN, SCALARS, SET_ID, TABLES,
};

/// The first bytes of a weights file.
pub const MAGIC: [u8; 4] = *b"RVPW";

/// The format version written and accepted.
pub const VERSION: u16 = 2;

/// Bytes before the weights.
pub const HEADER: usize = 12;

/// Weights for every phase, in hundredths of a disc.
pub struct Trained {
    weights: Vec<i16>,
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

/// FNV-1a over `bytes`.
fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// For each kind, the canonical entries of its table (indices within the phase's weights).
fn canonical_entries() -> Vec<Vec<usize>> {
    let canon = canonical();
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

/// The body length for `code` bytes per code.
fn body_len(entries: &[Vec<usize>], code: usize) -> usize {
    let per_phase: usize = entries.iter().map(|e| 4 + code * e.len()).sum::<usize>() + 2 * SCALARS;
    PHASES * per_phase
}

impl Trained {
    /// Parses and validates a weights file.
    pub fn parse(bytes: &[u8]) -> Result<Trained, FormatError> {
        if bytes.len() < HEADER + 8 {
            return Err(FormatError::Truncated);
        }
        let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
        if bytes[..4] != MAGIC || u16_at(4) != VERSION {
            return Err(FormatError::Header);
        }
        let code = usize::from(u16_at(10));
        if u16_at(6) != SET_ID || usize::from(u16_at(8)) != PHASES || !(1..=2).contains(&code) {
            return Err(FormatError::Shape);
        }
        let entries = canonical_entries();
        if bytes.len() != HEADER + body_len(&entries, code) + 8 {
            return Err(FormatError::Length);
        }
        let (data, sum) = bytes.split_at(bytes.len() - 8);
        if checksum(data) != u64::from_le_bytes(sum.try_into().expect("8 bytes")) {
            return Err(FormatError::Checksum);
        }
        let canon = canonical();
        let mut weights = vec![0i16; PHASES * PHASE_LEN];
        let mut at = HEADER;
        for w in weights.chunks_exact_mut(PHASE_LEN) {
            for list in &entries {
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
        }
        Ok(Trained { weights })
    }

    /// Encodes weights (`PHASES * PHASE_LEN` values in hundredths of a disc, tied entries
    /// equal) as a weights file with `code` bytes (1 or 2) per table entry: each kind's
    /// values are rounded to multiples of a step that fits its largest one in the code.
    pub fn encode(weights: &[f32], code: usize) -> Vec<u8> {
        assert_eq!(weights.len(), PHASES * PHASE_LEN, "weights of every phase");
        assert!((1..=2).contains(&code));
        let entries = canonical_entries();
        let mut out = Vec::with_capacity(HEADER + body_len(&entries, code) + 8);
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&SET_ID.to_le_bytes());
        out.extend_from_slice(&(PHASES as u16).to_le_bytes());
        out.extend_from_slice(&(code as u16).to_le_bytes());
        let max_code = if code == 1 { 127.0 } else { 32000.0 };
        for w in weights.chunks_exact(PHASE_LEN) {
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
        }
        let sum = checksum(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Every phase's weights in hundredths of a disc, as [`Trained::encode`] takes them (to
    /// refine them with new data).
    pub fn hundredths(&self) -> Vec<f32> {
        self.weights.iter().map(|&w| f32::from(w)).collect()
    }

    /// The value of `p` to move against `o`, in hundredths of a disc (not clamped).
    #[inline]
    pub fn evaluate(&self, p: u64, o: u64) -> i32 {
        let ph = phase((!(p | o)).count_ones());
        let w = &self.weights[ph * PHASE_LEN..(ph + 1) * PHASE_LEN];
        let tables = &w[..TABLES];
        let mut score = 0;
        for i in indices(p, o) {
            score += i32::from(tables[i as usize]);
        }
        for (x, &weight) in scalars(p, o).iter().zip(&w[TABLES..]) {
            score += x * i32::from(weight);
        }
        score
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
        let back = Trained::parse(&bytes).unwrap().weights;
        let exact: Vec<i16> = weights.iter().map(|&w| w as i16).collect();
        assert_eq!(back, exact);
        // One byte per code keeps each value within half a step of the original.
        let coarse = Trained::parse(&Trained::encode(&weights, 1))
            .unwrap()
            .weights;
        for (c, w) in coarse.iter().zip(&weights) {
            assert!((f32::from(*c) - w).abs() <= 1000.0 / 127.0 / 2.0 + 1.0);
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
}
