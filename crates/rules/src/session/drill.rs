//! Opening drills: the person practises one named opening ([`crate::engine::openings`]) with
//! one colour, and the computer answers with the line's moves for the other side.
//!
//! Each of the person's moves while the line lasts is judged at once: the line's move is
//! *on the line* and is played; any other legal move is *off the line* and is not played,
//! so that the drill can go on along the line: the player is told the line's move and what
//! leaving the line would cost ([`Cost`], found by the AI and set afterwards), and plays
//! again. The drill is complete once every move of the line is on the board; its
//! [`Summary`] says how many of the person's moves were right at the first try and what each
//! miss would have cost. A drill's game is never counted as a game in the statistics; a
//! completed drill is counted once, apart from games.
//!
//! Pure: the session holds the drill beside its game and asks it about every move, and
//! stores it with the game ([`Drill::record`], read back by [`Drill::from_record`]) so that a
//! reload finds the drill where it was.

use crate::engine::openings::{self, movers, Opening};
use crate::engine::search::analysis::Hints;
use crate::engine::{Board, Color, Game, Square, Status};
use crate::settings::saved_drill::{CostRecord, DrillRecord, LastRecord, MissRecord};

/// What leaving the line costs: the line's move's value less the played move's, in discs
/// from the person's side (negative when the search rates the played move higher).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cost {
    /// The discs lost by leaving the line.
    pub discs: i32,
    /// Whether both values are the opening book's rather than a search's.
    pub book: bool,
}

impl Cost {
    /// The cost of playing `played` instead of `line`, from the hint values of the position
    /// both were chosen in; `None` if the hints lack either move.
    pub fn from_hints(hints: &Hints, line: Square, played: Square) -> Option<Cost> {
        let value = |sq: Square| hints.moves.iter().find(|m| m.square == sq);
        let (line, played) = (value(line)?, value(played)?);
        Some(Cost {
            discs: line.score - played.score,
            book: line.book && played.book,
        })
    }
}

/// A move of the person's that left the line (and so was not played).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Miss {
    /// Discs on the board when it was tried (0: the first move).
    pub ply: usize,
    /// The square the person chose.
    pub played: Square,
    /// The line's move there.
    pub line: Square,
    /// What it costs, once the AI has said.
    pub cost: Option<Cost>,
}

/// The judgement of one of the person's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The line's move, played.
    OnLine {
        /// Discs on the board before it.
        ply: usize,
        /// The square played.
        square: Square,
    },
    /// Another move, not played.
    OffLine(Miss),
}

/// The latest judgement, pointing into the misses so that a cost set later shows in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Last {
    OnLine { ply: usize, square: Square },
    OffLine(usize),
}

/// How a drill went, for the summary at its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The person's moves in the line.
    pub moves: usize,
    /// How many of them the person found at the first try.
    pub first_try: usize,
    /// Every move that left the line, in order.
    pub misses: Vec<Miss>,
}

/// One drill: an opening of the shipped list, the person's colour, and how it goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drill {
    opening: usize,
    person: Color,
    misses: Vec<Miss>,
    last: Option<Last>,
    counted: bool,
}

impl Drill {
    /// A drill of the shipped opening `index` with the person playing `person`; `None` if
    /// there is no such opening or the person would have no move in it.
    pub fn new(index: usize, person: Color) -> Option<Drill> {
        let line = openings::all().get(index)?.squares();
        movers(&line).contains(&person).then_some(Drill {
            opening: index,
            person,
            misses: Vec::new(),
            last: None,
            counted: false,
        })
    }

    /// The opening drilled.
    pub fn opening(&self) -> &'static Opening {
        &openings::all()[self.opening]
    }

    /// Its index in the shipped list.
    pub fn index(&self) -> usize {
        self.opening
    }

    /// The person's colour.
    pub fn person(&self) -> Color {
        self.person
    }

    /// The drill's game at its start: the standard start, Black first.
    pub fn start() -> Game {
        Game::new(Color::Black)
    }

    fn line(&self) -> Vec<Square> {
        self.opening().squares()
    }

    /// How far along the line the game is (discs placed), if it follows the line so far.
    pub fn progress(&self, game: &Game) -> Option<usize> {
        let placed = placed(game)?;
        self.line().starts_with(&placed).then_some(placed.len())
    }

    /// The line's next move, while the game follows the line and it has one left.
    pub fn line_move(&self, game: &Game) -> Option<Square> {
        let at = self.progress(game)?;
        self.line().get(at).copied()
    }

    /// Whether the line is still being played: the person's moves are judged.
    pub fn live(&self, game: &Game) -> bool {
        self.line_move(game).is_some()
    }

    /// Whether every move of the line is on the board. Play may have gone on past the line's
    /// end: the drill stays complete, with its summary, until the game leaves the line (an
    /// undo into it, a new game).
    pub fn complete(&self, game: &Game) -> bool {
        placed(game).is_some_and(|placed| placed.starts_with(&self.line()))
    }

    /// The line's move for the computer, when the computer's side is to move in the line.
    pub fn computer_move(&self, game: &Game) -> Option<Square> {
        match game.status() {
            Status::Playing(side) if side != self.person => self.line_move(game),
            _ => None,
        }
    }

    /// Judges the person's move `square` in `game` (the person to move in the live line)
    /// and remembers it; `None` when the line is not being played or it is not the person's
    /// turn, so the move is not the drill's to judge.
    pub fn judge(&mut self, game: &Game, square: Square) -> Option<Verdict> {
        if game.status() != Status::Playing(self.person) {
            return None;
        }
        let line = self.line_move(game)?;
        let ply = self.progress(game)?;
        if square == line {
            self.last = Some(Last::OnLine { ply, square });
        } else {
            self.misses.push(Miss {
                ply,
                played: square,
                line,
                cost: None,
            });
            self.last = Some(Last::OffLine(self.misses.len() - 1));
        }
        self.verdict()
    }

    /// The latest judgement.
    pub fn verdict(&self) -> Option<Verdict> {
        Some(match self.last? {
            Last::OnLine { ply, square } => Verdict::OnLine { ply, square },
            Last::OffLine(i) => Verdict::OffLine(self.misses[i]),
        })
    }

    /// The latest judgement if it is about the move just made in `game` (an on-line move
    /// just played, or an off-line one just refused), for the announcement of that move.
    pub fn fresh_verdict(&self, game: &Game) -> Option<Verdict> {
        let placed = self.progress(game)?;
        self.verdict().filter(|v| match v {
            Verdict::OnLine { ply, .. } => ply + 1 == placed,
            Verdict::OffLine(miss) => miss.ply == placed,
        })
    }

    /// The position of the line after `ply` of its moves (where a miss at `ply` was tried).
    pub fn board_at(&self, ply: usize) -> Option<Board> {
        let line = self.line();
        let mut board = Board::start(Color::Black);
        for &sq in line.get(..ply)? {
            board = board.play(sq)?;
        }
        Some(board)
    }

    /// The first miss still waiting for its cost.
    pub fn uncosted(&self) -> Option<Miss> {
        self.misses.iter().find(|m| m.cost.is_none()).copied()
    }

    /// Sets the cost of the miss of `played` at `ply`; returns whether there was one.
    pub fn set_cost(&mut self, ply: usize, played: Square, cost: Cost) -> bool {
        let mut found = false;
        for miss in &mut self.misses {
            if miss.ply == ply && miss.played == played {
                miss.cost = Some(cost);
                found = true;
            }
        }
        found
    }

    /// How the drill has gone so far.
    pub fn summary(&self) -> Summary {
        let line = self.line();
        let mine: Vec<usize> = movers(&line)
            .iter()
            .enumerate()
            .filter(|(_, &c)| c == self.person)
            .map(|(i, _)| i)
            .collect();
        let missed = mine
            .iter()
            .filter(|&&ply| self.misses.iter().any(|m| m.ply == ply))
            .count();
        Summary {
            moves: mine.len(),
            first_try: mine.len() - missed,
            misses: self.misses.clone(),
        }
    }

    /// The drill as stored with its game.
    pub fn record(&self) -> DrillRecord {
        DrillRecord {
            opening: self.opening,
            person: self.person,
            misses: self
                .misses
                .iter()
                .map(|m| MissRecord {
                    ply: m.ply,
                    played: m.played,
                    line: m.line,
                    cost: m.cost.map(|c| CostRecord {
                        discs: c.discs,
                        book: c.book,
                    }),
                })
                .collect(),
            last: self.last.map(|last| match last {
                Last::OnLine { ply, square } => LastRecord::OnLine { ply, square },
                Last::OffLine(index) => LastRecord::OffLine(index),
            }),
            counted: self.counted,
        }
    }

    /// The drill a stored record describes, as it was when stored; `None` for a record no
    /// drill could have written (no such opening, no move for the person, a latest verdict
    /// past the misses), which the settings' reader refuses already: checked again here, so
    /// that no record can make a drill that fails later.
    pub fn from_record(record: &DrillRecord) -> Option<Drill> {
        let mut drill = Drill::new(record.opening, record.person)?;
        drill.misses = record
            .misses
            .iter()
            .map(|m| Miss {
                ply: m.ply,
                played: m.played,
                line: m.line,
                cost: m.cost.map(|c| Cost {
                    discs: c.discs,
                    book: c.book,
                }),
            })
            .collect();
        drill.last = match record.last {
            None => None,
            Some(LastRecord::OnLine { ply, square }) => Some(Last::OnLine { ply, square }),
            Some(LastRecord::OffLine(index)) if index < drill.misses.len() => {
                Some(Last::OffLine(index))
            }
            Some(LastRecord::OffLine(_)) => return None,
        };
        drill.counted = record.counted;
        Some(drill)
    }

    /// Whether the drill has just been completed for the first time: then it is to be
    /// counted, once (taking moves back and playing them again counts nothing more).
    pub fn count_completion(&mut self, game: &Game) -> bool {
        if self.counted || !self.complete(game) {
            return false;
        }
        self.counted = true;
        true
    }
}

/// The discs placed in `game`, in order, if it began at the standard start (where every
/// named line begins).
fn placed(game: &Game) -> Option<Vec<Square>> {
    (game.start_board() == Board::start(Color::Black))
        .then(|| game.played().iter().filter_map(|m| m.square()).collect())
}
