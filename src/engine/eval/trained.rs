//! The trained pattern weights: the binary file format and the evaluation that uses it.
//!
//! File layout (little-endian): magic `RVPW`, version (u16), pattern set id (u16), phase
//! count (u16), weights per phase (u32), then phases x weights i16 values in hundredths of a
//! disc, each phase being [`PHASE_LEN`] values: the pattern tables, then the scalar weights.

use super::patterns::{indices, phase, scalars, PHASES, PHASE_LEN, SET_ID, TABLES};

/// The first bytes of a weights file.
pub const MAGIC: [u8; 4] = *b"RVPW";

/// The format version written and accepted.
pub const VERSION: u16 = 1;

/// Bytes before the weights.
pub const HEADER: usize = 14;

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
}

impl Trained {
    /// Parses and validates a weights file.
    pub fn parse(bytes: &[u8]) -> Result<Trained, FormatError> {
        if bytes.len() < HEADER {
            return Err(FormatError::Truncated);
        }
        let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
        if bytes[..4] != MAGIC || u16_at(4) != VERSION {
            return Err(FormatError::Header);
        }
        let per_phase = u32::from_le_bytes([bytes[10], bytes[11], bytes[12], bytes[13]]);
        if u16_at(6) != SET_ID
            || usize::from(u16_at(8)) != PHASES
            || per_phase as usize != PHASE_LEN
        {
            return Err(FormatError::Shape);
        }
        let body = &bytes[HEADER..];
        if body.len() != PHASES * PHASE_LEN * 2 {
            return Err(FormatError::Length);
        }
        let weights = body
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]))
            .collect();
        Ok(Trained { weights })
    }

    /// Encodes weights (`PHASES * PHASE_LEN` values) as a weights file.
    pub fn encode(weights: &[i16]) -> Vec<u8> {
        assert_eq!(weights.len(), PHASES * PHASE_LEN, "weights of every phase");
        let mut out = Vec::with_capacity(HEADER + 2 * weights.len());
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&SET_ID.to_le_bytes());
        out.extend_from_slice(&(PHASES as u16).to_le_bytes());
        out.extend_from_slice(&(PHASE_LEN as u32).to_le_bytes());
        for w in weights {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out
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

    #[test]
    fn files_round_trip_and_damaged_ones_are_refused() {
        let weights: Vec<i16> = (0..PHASES * PHASE_LEN)
            .map(|i| (i % 201) as i16 - 100)
            .collect();
        let bytes = Trained::encode(&weights);
        assert_eq!(Trained::parse(&bytes).unwrap().weights, weights);
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
        let mut other = bytes;
        other[6] ^= 0xff;
        assert_eq!(Trained::parse(&other).err(), Some(FormatError::Shape));
    }
}
