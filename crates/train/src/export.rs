//! The bridge to a fitter outside the engine (`scripts/train-net.py`): labelled positions as
//! the pattern fit sees them, the pattern set's layout, and the fitted values read back.
//!
//! The rows file: the header `RROW`, a `u32` version, `u32` placements and scalars per row and
//! a `u64` row count, then per row (little-endian, unpadded) the empties (`u8`), 1 for a
//! held-out game ([`Sample::is_test`]) else 0 (`u8`), each placement's canonical entry within
//! its kind's table (`u16`), the scalar features (`i8`) and the label in discs (`f32`).
//! The values file: every phase's weights, [`PHASE_LEN`] `f32` each (hundredths of a disc,
//! laid out as a phase of the weights file: each kind's table at its offset, then the scalar
//! weights), phase 0 (the fewest empties) first.

use super::fit::{kind_entries, placement_kinds};
use super::samples::{Sample, UNLABELLED};
use crate::engine::eval::patterns::{
    canonical, scalars, KINDS, OFFSETS, PHASES, PHASE_LEN, PHASE_WIDTH, PLACEMENTS, SCALARS,
    SET_ID, TABLES,
};
use crate::engine::eval::trained::Trained;
use crate::engine::eval::SCALE;
use serde_json::{json, Value};
use std::io::Write;

/// The rows file's format version.
const VERSION: u32 = 1;

/// Bytes per row of the rows file.
pub const ROW: usize = 2 + 2 * PLACEMENTS + SCALARS + 4;

/// The pattern set as JSON: what a fitter needs to read the rows and to lay out the values.
pub fn layout() -> String {
    let kinds: Vec<Value> = KINDS
        .iter()
        .zip(OFFSETS)
        .map(|(k, offset)| {
            json!({"name": k.name, "squares": k.squares, "placements": k.placements, "offset": offset})
        })
        .collect();
    let layout = json!({
        "rows_version": VERSION,
        "row_bytes": ROW,
        "phases": PHASES,
        "phase_width": PHASE_WIDTH,
        "set_id": SET_ID,
        "tables": TABLES,
        "scalars": SCALARS,
        "phase_len": PHASE_LEN,
        "placement_kinds": placement_kinds().to_vec(),
        "kinds": kinds,
    });
    format!("{layout:#}\n")
}

/// Writes the labelled `samples` as a rows file, each label less `base`'s value of its
/// position where given (so that the fitter learns a correction to those weights); returns how
/// many rows it wrote.
pub fn write_rows(
    samples: &[Sample],
    base: Option<&Trained>,
    out: &mut dyn Write,
) -> std::io::Result<u64> {
    let labelled = || samples.iter().filter(|s| s.depth != UNLABELLED);
    let count = labelled().count() as u64;
    out.write_all(b"RROW")?;
    out.write_all(&VERSION.to_le_bytes())?;
    out.write_all(&(PLACEMENTS as u32).to_le_bytes())?;
    out.write_all(&(SCALARS as u32).to_le_bytes())?;
    out.write_all(&count.to_le_bytes())?;
    let (canon, kinds) = (canonical(), placement_kinds());
    let mut row = Vec::with_capacity(ROW);
    for s in labelled() {
        row.clear();
        row.push(s.empties() as u8);
        row.push(u8::from(s.is_test()));
        for e in kind_entries(s.p, s.o, &canon, &kinds) {
            row.extend_from_slice(&e.to_le_bytes());
        }
        // Mobilities, potential mobility, parity and 1 all lie within -64..=64.
        row.extend(scalars(s.p, s.o).map(|x| x as i8 as u8));
        let before = base.map_or(0.0, |w| {
            w.evaluate(s.p, s.o).expect("a whole weights file") as f32 / SCALE as f32
        });
        row.extend_from_slice(&(s.discs() - before).to_le_bytes());
        out.write_all(&row)?;
    }
    Ok(count)
}

/// Every phase's weights from a values file (the weights file keeps each canonical entry's
/// value: its twins' are never read).
pub fn read_values(bytes: &[u8]) -> Result<Vec<f32>, String> {
    let want = PHASES * PHASE_LEN * 4;
    if bytes.len() != want {
        return Err(format!(
            "a values file holds {want} bytes ({PHASES} phases of {PHASE_LEN} f32), not {}",
            bytes.len()
        ));
    }
    let raw: Vec<f32> = bytes
        .chunks_exact(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect();
    if let Some(i) = raw.iter().position(|v| !v.is_finite()) {
        return Err(format!("value {i} is not a finite number"));
    }
    Ok(raw)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::eval::patterns::indices;
    use crate::engine::eval::read_weights;
    use crate::engine::random_play::positions;
    use crate::fit::{encode_and_measure, Split};

    /// Random-game positions (two in a hundred games held out), one in seven unlabelled.
    fn samples() -> Vec<Sample> {
        positions(11, 400, 1)
            .into_iter()
            .enumerate()
            .map(|(i, (p, o))| Sample {
                p,
                o,
                score: (i as i16 % 41 - 20) * 100,
                depth: if i % 7 == 3 { UNLABELLED } else { 6 },
                result: 0,
                game: i as u32 / 4,
            })
            .collect()
    }

    #[test]
    fn a_row_holds_the_canonical_entries_scalars_and_label_of_its_position() {
        let samples = samples();
        let mut file = Vec::new();
        let count = write_rows(&samples, None, &mut file).unwrap();
        let labelled: Vec<&Sample> = samples.iter().filter(|s| s.depth != UNLABELLED).collect();
        assert_eq!(count as usize, labelled.len());
        assert!(
            count < samples.len() as u64,
            "the unlabelled ones are left out"
        );
        assert_eq!(&file[..4], b"RROW");
        assert_eq!(file.len(), 24 + ROW * labelled.len());
        let canon = canonical();
        let kinds = placement_kinds();
        for (s, row) in labelled.iter().zip(file[24..].chunks_exact(ROW)) {
            assert_eq!(u32::from(row[0]), s.empties());
            assert_eq!(row[1] == 1, s.is_test());
            for (j, i) in indices(s.p, s.o).into_iter().enumerate() {
                let e = u16::from_le_bytes([row[2 + 2 * j], row[3 + 2 * j]]);
                assert_eq!(
                    usize::from(e) + OFFSETS[kinds[j]],
                    canon[i as usize] as usize
                );
            }
            let x = &row[2 + 2 * PLACEMENTS..2 + 2 * PLACEMENTS + SCALARS];
            assert_eq!(
                x.iter().map(|&b| i32::from(b as i8)).collect::<Vec<_>>(),
                scalars(s.p, s.o)
            );
            let label = f32::from_le_bytes(row[ROW - 4..].try_into().unwrap());
            assert_eq!(label, s.discs());
        }
    }

    #[test]
    fn rows_against_weights_hold_the_correction_to_them() {
        let samples = samples();
        let base = Trained::parse(include_bytes!("../../engine/src/eval/weights.bin")).unwrap();
        let (mut plain, mut against) = (Vec::new(), Vec::new());
        write_rows(&samples, None, &mut plain).unwrap();
        write_rows(&samples, Some(&base), &mut against).unwrap();
        let labelled = samples.iter().filter(|s| s.depth != UNLABELLED);
        let label = |row: &[u8]| f32::from_le_bytes(row[ROW - 4..].try_into().unwrap());
        let rows = plain[24..]
            .chunks_exact(ROW)
            .zip(against[24..].chunks_exact(ROW));
        for (s, (a, b)) in labelled.zip(rows) {
            assert_eq!(a[..ROW - 4], b[..ROW - 4]);
            let value = base.evaluate(s.p, s.o).unwrap() as f32 / SCALE as f32;
            assert_eq!(label(b), label(a) - value);
        }
    }

    #[test]
    fn values_read_back_evaluate_as_their_canonical_entries_say() {
        // Values that differ between an entry and its twin: the canonical one's must count.
        let values: Vec<f32> = (0..PHASES * PHASE_LEN)
            .map(|i| ((i * 7919) % 201) as f32 - 100.0)
            .collect();
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        let weights = read_values(&bytes).unwrap();
        let samples = samples();
        let (file, reports) = encode_and_measure(&Split::new(&samples, 0), &weights, 2);
        assert_eq!(reports.len(), PHASES);
        let model = read_weights(&file).unwrap();
        let canon = canonical();
        for s in &samples {
            let ph = crate::engine::eval::patterns::phase(s.empties());
            let w = &values[ph * PHASE_LEN..(ph + 1) * PHASE_LEN];
            let mut want: f32 = indices(s.p, s.o)
                .iter()
                .map(|&i| w[canon[i as usize] as usize])
                .sum();
            for (x, v) in scalars(s.p, s.o).iter().zip(&w[TABLES..]) {
                want += *x as f32 * v;
            }
            // Two-byte codes of values within +-100 hundredths are exact.
            assert_eq!(model.evaluate(s.p, s.o).unwrap() as f32, want);
        }
        assert!(read_values(&bytes[4..]).is_err());
        let mut nan = bytes.clone();
        nan[..4].copy_from_slice(&f32::NAN.to_le_bytes());
        assert!(read_values(&nan).is_err());
    }
}
