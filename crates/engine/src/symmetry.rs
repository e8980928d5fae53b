//! The eight symmetries of the square board, acting on squares.

use super::square::Square;

/// One of the eight ways to turn or mirror the board onto itself (the dihedral group of the
/// square). Four of them keep the standard start (identity, both diagonal mirrors, the half
/// turn); the other four swap the colours of its discs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// Every square stays put.
    Identity,
    /// A quarter turn: a1 goes to h1.
    QuarterTurn,
    /// A half turn: a1 goes to h8.
    HalfTurn,
    /// Three quarter turns: a1 goes to a8.
    ThreeQuarterTurn,
    /// Columns mirrored: a1 goes to h1, rows stay.
    MirrorColumns,
    /// Rows mirrored: a1 goes to a8, columns stay.
    MirrorRows,
    /// Mirrored in the a1–h8 diagonal: b1 goes to a2.
    Diagonal,
    /// Mirrored in the h1–a8 diagonal: a1 goes to h8, h1 stays.
    AntiDiagonal,
}

impl Symmetry {
    /// All eight symmetries, identity first.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::QuarterTurn,
        Symmetry::HalfTurn,
        Symmetry::ThreeQuarterTurn,
        Symmetry::MirrorColumns,
        Symmetry::MirrorRows,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
    ];

    /// Where `sq` lands under this symmetry.
    pub fn apply(self, sq: Square) -> Square {
        let (c, r) = (sq.col(), sq.row());
        let (col, row) = match self {
            Symmetry::Identity => (c, r),
            Symmetry::QuarterTurn => (7 - r, c),
            Symmetry::HalfTurn => (7 - c, 7 - r),
            Symmetry::ThreeQuarterTurn => (r, 7 - c),
            Symmetry::MirrorColumns => (7 - c, r),
            Symmetry::MirrorRows => (c, 7 - r),
            Symmetry::Diagonal => (r, c),
            Symmetry::AntiDiagonal => (7 - r, 7 - c),
        };
        // Both coordinates stay in 0..8, so the square always exists.
        Square::from_coords(col, row).unwrap_or(sq)
    }
}
