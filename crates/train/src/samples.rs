//! The training sample file: fixed-size little-endian records, one per position.
//!
//! Every record carries its game's number, so that a file can be resumed after an
//! interruption (the last, possibly unfinished game is dropped and played again) and whole
//! games can be held out for testing.

use std::io::{Read, Write};

/// Bytes per record: own discs, opponent discs, label, label depth, game result, game number.
pub const RECORD: usize = 24;

/// The `depth` of a sample whose label is the exact final disc difference with perfect play.
pub const EXACT: u8 = u8::MAX;

/// The `depth` of a sample not labelled yet (its `score` is the game's result).
pub const UNLABELLED: u8 = 0;

/// One position from the side to move's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The side to move's discs.
    pub p: u64,
    /// The opponent's discs.
    pub o: u64,
    /// The label in hundredths of a disc: exact, or the value of a search `depth` plies deep.
    pub score: i16,
    /// How the label was found: [`EXACT`], a search depth, or [`UNLABELLED`].
    pub depth: u8,
    /// The final disc difference of the game the position came from.
    pub result: i8,
    /// The game's number (its seed offset).
    pub game: u32,
}

impl Sample {
    /// Whether the sample belongs to the held-out games (one in fifty).
    pub fn is_test(&self) -> bool {
        self.game.is_multiple_of(50)
    }

    /// Empty squares.
    pub fn empties(&self) -> u32 {
        (!(self.p | self.o)).count_ones()
    }

    /// The label in discs.
    pub fn discs(&self) -> f32 {
        f32::from(self.score) / 100.0
    }
}

/// Encodes one record.
pub fn encode(s: &Sample) -> [u8; RECORD] {
    let mut buf = [0u8; RECORD];
    buf[..8].copy_from_slice(&s.p.to_le_bytes());
    buf[8..16].copy_from_slice(&s.o.to_le_bytes());
    buf[16..18].copy_from_slice(&s.score.to_le_bytes());
    buf[18] = s.depth;
    buf[19] = s.result as u8;
    buf[20..].copy_from_slice(&s.game.to_le_bytes());
    buf
}

/// Decodes one record.
pub fn decode(c: &[u8]) -> Sample {
    let u64_at = |i: usize| u64::from_le_bytes(c[i..i + 8].try_into().expect("8 bytes"));
    Sample {
        p: u64_at(0),
        o: u64_at(8),
        score: i16::from_le_bytes([c[16], c[17]]),
        depth: c[18],
        result: c[19] as i8,
        game: u32::from_le_bytes(c[20..24].try_into().expect("4 bytes")),
    }
}

/// Writes records.
pub fn write(out: &mut dyn Write, samples: &[Sample]) -> std::io::Result<()> {
    let mut bytes = Vec::with_capacity(samples.len() * RECORD);
    for s in samples {
        bytes.extend_from_slice(&encode(s));
    }
    out.write_all(&bytes)
}

/// Reads every whole record (a trailing partial record, as left by an interrupted run, is ignored).
pub fn read_all(input: &mut dyn Read) -> std::io::Result<Vec<Sample>> {
    let mut bytes = Vec::new();
    input.read_to_end(&mut bytes)?;
    Ok(bytes.chunks_exact(RECORD).map(decode).collect())
}

/// Reads several sample files into one list.
pub fn read_files(paths: &[&str]) -> Result<Vec<Sample>, String> {
    let mut all = Vec::new();
    for path in paths {
        let mut file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
        all.extend(read_all(&mut file).map_err(|e| format!("{path}: {e}"))?);
    }
    Ok(all)
}

/// Prepares `path` for appending the games `first..` of a run: keeps every whole game
/// already there and drops the last game found (it may have been cut short), whose number
/// is returned as the one to continue from (`first` for a new or empty file).
pub fn resume(path: &str, first: u32) -> Result<u32, String> {
    let err = |e: std::io::Error| format!("{path}: {e}");
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(first),
        Err(e) => return Err(err(e)),
    };
    let records: Vec<Sample> = bytes.chunks_exact(RECORD).map(decode).collect();
    let Some(last) = records.last().map(|s| s.game) else {
        std::fs::write(path, []).map_err(err)?;
        return Ok(first);
    };
    let keep = records
        .iter()
        .rposition(|s| s.game != last)
        .map_or(0, |i| i + 1);
    let file = std::fs::OpenOptions::new()
        .write(true)
        .open(path)
        .map_err(err)?;
    file.set_len((keep * RECORD) as u64).map_err(err)?;
    Ok(last)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(game: u32, score: i16) -> Sample {
        Sample {
            p: 0x8100_0000_0000_0001,
            o: 1 << 27,
            score,
            depth: EXACT,
            result: -37,
            game,
        }
    }

    #[test]
    fn records_round_trip_and_partial_tails_are_dropped() {
        let s = sample(123_456, -3_712);
        let mut bytes = Vec::new();
        write(&mut bytes, &[s, s]).unwrap();
        bytes.truncate(2 * RECORD - 1);
        assert_eq!(read_all(&mut bytes.as_slice()).unwrap(), vec![s]);
    }

    #[test]
    fn resuming_drops_the_last_game_and_any_partial_record() {
        let dir = std::env::temp_dir().join(format!("reversi-resume-{}", std::process::id()));
        let path = dir.to_str().unwrap();
        assert_eq!(resume(path, 7).unwrap(), 7);
        let mut bytes = Vec::new();
        write(
            &mut bytes,
            &[sample(7, 1), sample(7, 2), sample(8, 3), sample(9, 4)],
        )
        .unwrap();
        bytes.extend_from_slice(&[1, 2, 3]);
        std::fs::write(path, &bytes).unwrap();
        assert_eq!(resume(path, 7).unwrap(), 9);
        let kept = read_files(&[path]).unwrap();
        assert_eq!(kept.iter().map(|s| s.score).collect::<Vec<_>>(), [1, 2, 3]);
        std::fs::remove_file(path).unwrap();
    }
}
