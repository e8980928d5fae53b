//! Where the board's parts are drawn, in SVG units.

/// Width of the coordinate margin on the top and left, in SVG units.
pub const MARGIN: f64 = 30.0;
/// Width of the thin margin on the bottom and right, so the frame is not cut.
pub const TRAIL: f64 = 8.0;
/// Side of one square in SVG units.
pub const CELL: f64 = 60.0;
/// The whole drawing's side.
pub const SIDE: f64 = MARGIN + 8.0 * CELL + TRAIL;

/// The left (or top) edge of column (or row) `col`.
pub fn left(col: u8) -> f64 {
    MARGIN + f64::from(col) * CELL
}
