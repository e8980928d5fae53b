//! Sound: a soft knock for a move, ticks for the discs it turns and a short chord at the
//! game's end, synthesised with the Web Audio API. [`cue`] decides from two states of the
//! game which sounds a change deserves (pure, tested natively); `player` plays them.

pub mod cue;

#[cfg(all(target_arch = "wasm32", feature = "app"))]
mod player;

#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub use player::drive;
