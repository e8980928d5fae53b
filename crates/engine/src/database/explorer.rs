//! The explorer's figures for a position: the games that reached it and, for each move played
//! next in them, how those games ended.

use super::index::{ply_of, Reach};
use super::wthor::GameRecord;
use crate::{Board, Square};

/// How a set of games ended, by the final disc count each record states.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// The games counted.
    pub games: u32,
    /// Games Black ended with more than 32 discs.
    pub black_wins: u32,
    /// Games that ended 32–32.
    pub draws: u32,
    /// Games Black ended with fewer than 32 discs.
    pub white_wins: u32,
    /// Black's final discs summed over the games.
    pub black_discs: u64,
}

impl Tally {
    /// Counts one more game that Black ended with `black_discs`.
    fn add(&mut self, black_discs: u8) {
        self.games += 1;
        match black_discs.cmp(&32) {
            std::cmp::Ordering::Greater => self.black_wins += 1,
            std::cmp::Ordering::Equal => self.draws += 1,
            std::cmp::Ordering::Less => self.white_wins += 1,
        }
        self.black_discs += u64::from(black_discs);
    }

    /// Black's final discs on average, `None` over no games.
    pub fn average_black_discs(&self) -> Option<f64> {
        (self.games > 0).then(|| self.black_discs as f64 / f64::from(self.games))
    }
}

/// One move played next from the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRow {
    /// The square, in the queried board's own orientation.
    pub square: Square,
    /// The games that played it and how they ended.
    pub tally: Tally,
}

/// What the games say of a position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Exploration {
    /// The games that reached it and how they ended.
    pub reached: Tally,
    /// The moves played next, most games first, ties by square (a1 first). Games that ended
    /// at the position have none.
    pub moves: Vec<MoveRow>,
}

/// The figures for `board` from the games of `games` that `reaches` says reached it.
pub fn explore(games: &[GameRecord], board: &Board, reaches: &[Reach]) -> Exploration {
    let mut out = Exploration::default();
    let Some(ply) = ply_of(board) else {
        return out;
    };
    let mut rows: [Tally; 64] = [Tally::default(); 64];
    for r in reaches {
        let Some(game) = games.get(r.game as usize) else {
            continue;
        };
        out.reached.add(game.black_discs);
        if let Some(&next) = game.moves.get(ply) {
            rows[usize::from(r.symmetry.apply(next).index())].add(game.black_discs);
        }
    }
    out.moves = Square::all()
        .zip(rows)
        .filter(|(_, t)| t.games > 0)
        .map(|(square, tally)| MoveRow { square, tally })
        .collect();
    // A stable sort keeps the square order among equal counts.
    out.moves
        .sort_by_key(|row| std::cmp::Reverse(row.tally.games));
    out
}
