//! The evaluation's weights: per game phase, one weight per feature and one table of
//! values for every configuration of an edge line.
//!
//! The tables are filled from hand-set values following the strategy guide (corners are
//! precious, X- and C-squares next to an open corner are dangerous, mobility matters most in
//! the midgame, discs only at the end). The trained pattern evaluation replaced them; they
//! remain its fallback and the baseline it is measured against.

use super::features;
use super::units::SCALE;

/// How many game phases have their own weights; the phase is chosen by the number of empties.
pub const PHASES: usize = 6;

/// How many configurations an 8-square line has (each square empty, own or opponent).
pub const EDGE_CONFIGS: usize = 6561;

/// All weights of the evaluation.
pub struct Weights {
    /// Per phase, one weight per feature, in evaluation units per feature unit.
    pub features: [[i32; features::COUNT]; PHASES],
    /// Per phase, the value of each edge configuration (base-3 index, own = 1, opponent = 2).
    pub edges: Vec<[i32; EDGE_CONFIGS]>,
}

/// The phase of a position with `empties` empty squares.
#[inline]
pub fn phase(empties: u32) -> usize {
    (empties as usize / 10).min(PHASES - 1)
}

/// Hand-set feature weights in hundredths of a disc, from late endgame (phase 0) to opening.
const FEATURE_WEIGHTS: [[i32; features::COUNT]; PHASES] = [
    // mobility, frontier, X-squares, discs, parity
    [20, 5, 50, 100, 150],
    [40, 15, 150, 30, 100],
    [55, 20, 250, 0, 30],
    [60, 25, 250, -5, 0],
    [60, 25, 250, -10, 0],
    [60, 25, 250, -10, 0],
];

/// How much the edge table counts in each phase, in percent.
const EDGE_SCALE: [i32; PHASES] = [60, 90, 100, 100, 90, 80];

/// The hand-set value of one edge line, own discs minus opponent discs, in hundredths of a disc.
fn edge_value(cells: &[i32; 8]) -> i32 {
    let empty = |i: usize| cells[i] == 0;
    let mut value = 0;
    for (i, &owner) in cells.iter().enumerate() {
        if owner == 0 {
            continue;
        }
        let square = match i {
            0 | 7 => 400,
            1 if empty(0) => -150,
            6 if empty(7) => -150,
            1 | 6 => 30,
            2 | 5 => 30,
            _ => 15,
        };
        value += owner * square;
    }
    for owner in stable_on_edge(cells) {
        value += owner * 50;
    }
    value
}

/// The owners of discs that can never be flipped along this edge: a full line, or runs of
/// one colour anchored at a corner.
fn stable_on_edge(cells: &[i32; 8]) -> Vec<i32> {
    if cells.iter().all(|&c| c != 0) {
        return cells.to_vec();
    }
    let mut stable = Vec::new();
    for order in [[0, 1, 2, 3, 4, 5, 6, 7], [7, 6, 5, 4, 3, 2, 1, 0]] {
        let corner = cells[order[0]];
        if corner == 0 {
            continue;
        }
        for &i in &order {
            if cells[i] != corner {
                break;
            }
            stable.push(corner);
        }
    }
    stable
}

/// Decodes a base-3 edge index into cell owners: +1 own, -1 opponent, 0 empty.
fn cells_of(mut index: usize) -> [i32; 8] {
    let mut cells = [0; 8];
    for cell in &mut cells {
        *cell = match index % 3 {
            1 => 1,
            2 => -1,
            _ => 0,
        };
        index /= 3;
    }
    cells
}

impl Weights {
    /// The hand-set weights.
    pub fn hand_set() -> Weights {
        let base: Vec<i32> = (0..EDGE_CONFIGS)
            .map(|i| edge_value(&cells_of(i)))
            .collect();
        let edges = EDGE_SCALE
            .iter()
            .map(|&scale| {
                let mut table = [0; EDGE_CONFIGS];
                for (t, &b) in table.iter_mut().zip(&base) {
                    *t = b * scale / 100 * SCALE / 100;
                }
                table
            })
            .collect();
        let mut features = FEATURE_WEIGHTS;
        for row in &mut features {
            for w in row.iter_mut() {
                *w = *w * SCALE / 100;
            }
        }
        Weights { features, edges }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edge_values_are_antisymmetric_and_mirror_symmetric() {
        for i in 0..EDGE_CONFIGS {
            let cells = cells_of(i);
            let swapped = cells.map(|c| -c);
            let mut mirrored = cells;
            mirrored.reverse();
            assert_eq!(edge_value(&cells), -edge_value(&swapped));
            assert_eq!(edge_value(&cells), edge_value(&mirrored));
        }
    }

    #[test]
    fn owning_a_corner_beats_an_x_free_c_square() {
        let corner = [1, 0, 0, 0, 0, 0, 0, 0];
        let c_square = [0, 1, 0, 0, 0, 0, 0, 0];
        assert!(edge_value(&corner) > 0);
        assert!(edge_value(&c_square) < 0);
    }
}
