//! The training sample file: fixed-size little-endian records, one per position.

use std::io::{Read, Write};

/// Bytes per record: own discs, opponent discs, score, game bucket.
pub const RECORD: usize = 18;

/// One labelled position, from the side to move's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The side to move's discs.
    pub p: u64,
    /// The opponent's discs.
    pub o: u64,
    /// The final disc difference of the game (exact with perfect play at the end).
    pub score: i8,
    /// The game's number modulo 100, so that whole games can be held out for testing.
    pub bucket: u8,
}

impl Sample {
    /// Whether the sample belongs to the held-out 10% of games.
    pub fn is_test(&self) -> bool {
        self.bucket.is_multiple_of(10)
    }
}

/// Writes one record.
pub fn write(out: &mut dyn Write, s: &Sample) -> std::io::Result<()> {
    let mut buf = [0u8; RECORD];
    buf[..8].copy_from_slice(&s.p.to_le_bytes());
    buf[8..16].copy_from_slice(&s.o.to_le_bytes());
    buf[16] = s.score as u8;
    buf[17] = s.bucket;
    out.write_all(&buf)
}

/// Reads every whole record (a trailing partial record, as left by an interrupted run, is ignored).
pub fn read_all(input: &mut dyn Read) -> std::io::Result<Vec<Sample>> {
    let mut bytes = Vec::new();
    input.read_to_end(&mut bytes)?;
    Ok(bytes
        .chunks_exact(RECORD)
        .map(|c| Sample {
            p: u64::from_le_bytes(c[..8].try_into().expect("8 bytes")),
            o: u64::from_le_bytes(c[8..16].try_into().expect("8 bytes")),
            score: c[16] as i8,
            bucket: c[17],
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip_and_partial_tails_are_dropped() {
        let s = Sample {
            p: 0x8100_0000_0000_0001,
            o: 1 << 27,
            score: -37,
            bucket: 42,
        };
        let mut bytes = Vec::new();
        write(&mut bytes, &s).unwrap();
        write(&mut bytes, &s).unwrap();
        bytes.truncate(2 * RECORD - 1);
        assert_eq!(read_all(&mut bytes.as_slice()).unwrap(), vec![s]);
    }
}
