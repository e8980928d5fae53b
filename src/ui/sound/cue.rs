//! Which sounds a change of the game deserves: a move played (with the discs it turned) and
//! the game's end. Stepping through the history, undoing, opening a game or starting a new
//! one is silent, so only play is heard.

use crate::engine::{Game, Move};

/// The sounds one change of the game makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cue {
    /// The discs a move just turned; `None` when no move was played.
    pub flips: Option<u32>,
    /// Whether the game just ended, by that move, a resignation or an agreed draw.
    pub end: bool,
}

/// The sounds for the change from `before` to `after`, if it deserves any.
///
/// A move played extends the moves at the cursor by one disc (and any pass it forced) and
/// changes the recorded moves; a redo moves the cursor over moves already recorded, so it
/// stays silent (as does replaying the very move just undone, which leaves the record as it
/// was).
pub fn cue(before: &Game, after: &Game) -> Option<Cue> {
    let (was, now) = (before.played(), after.played());
    if after.start_board() != before.start_board() || !now.starts_with(was) {
        return None;
    }
    let new = &now[was.len()..];
    let played = after.moves() != before.moves()
        && matches!(new, [Move::Place(_)] | [Move::Place(_), Move::Pass]);
    let end = after.is_over() && !before.is_over() && (played || new.is_empty());
    let flips = played.then(|| {
        let (b, a) = (before.board(), after.board());
        (b.black().0 & a.white().0 | b.white().0 & a.black().0).count_ones()
    });
    (flips.is_some() || end).then_some(Cue { flips, end })
}
