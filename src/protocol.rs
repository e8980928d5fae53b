//! The typed messages between the page and the AI worker, and the worker's answers to them.
//!
//! Messages travel through `postMessage` as JSON text: serde_json keeps the 64-bit disc masks
//! exact, which JavaScript numbers would not.

use crate::engine::search::{accepts_draw, Level, Progress, SearchResult, Searcher};
use crate::engine::{Board, Color};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// A position as it travels: both sides' discs and the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    /// Black's discs, bit `i` being square index `i`.
    pub black: u64,
    /// White's discs.
    pub white: u64,
    /// The side to move.
    pub side: Color,
}

impl From<Board> for Position {
    fn from(board: Board) -> Position {
        Position {
            black: board.black().0,
            white: board.white().0,
            side: board.side_to_move(),
        }
    }
}

impl Position {
    /// The board, or `None` if the two sides' discs overlap.
    pub fn board(&self) -> Option<Board> {
        Board::from_colors(self.black, self.white, self.side)
    }
}

/// What the page asks the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    /// Choose a move for the side to move at `level`; `seed` drives the level's randomness.
    Think {
        /// Matches the replies to this request.
        id: u32,
        /// The position to move in.
        position: Position,
        /// How hard to think.
        level: Level,
        /// The seed of the level's controlled randomness.
        seed: u64,
    },
    /// Would the computer playing `computer` accept a draw in this position?
    DrawOffer {
        /// Matches the reply to this request.
        id: u32,
        /// The position the offer is made in.
        position: Position,
        /// The side the computer plays.
        computer: Color,
        /// The computer's level, which sets how deeply it judges.
        level: Level,
    },
}

impl Request {
    /// The request's id.
    pub fn id(&self) -> u32 {
        match self {
            Request::Think { id, .. } | Request::DrawOffer { id, .. } => *id,
        }
    }
}

/// What the worker tells the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// The worker's wasm has loaded; requests posted before this are lost.
    Ready,
    /// A search depth was completed.
    Progress {
        /// The request searched.
        id: u32,
        /// Depth, score and best move so far.
        progress: Progress,
    },
    /// The final answer to a `Think` request.
    Move {
        /// The request answered.
        id: u32,
        /// The move chosen and how it was found.
        result: SearchResult,
    },
    /// The answer to a `DrawOffer` request.
    DrawAnswer {
        /// The request answered.
        id: u32,
        /// Whether the computer accepts the draw.
        accepts: bool,
    },
    /// A request that could not be served.
    Failed {
        /// The request refused.
        id: u32,
        /// Why.
        reason: String,
    },
}

impl Reply {
    /// The request this reply answers (`None` for `Ready`).
    pub fn id(&self) -> Option<u32> {
        match self {
            Reply::Ready => None,
            Reply::Progress { id, .. }
            | Reply::Move { id, .. }
            | Reply::DrawAnswer { id, .. }
            | Reply::Failed { id, .. } => Some(*id),
        }
    }

    /// Whether this reply ends the request `id` (progress does not).
    pub fn finishes(&self, id: u32) -> bool {
        match self {
            Reply::Move { id: r, .. }
            | Reply::DrawAnswer { id: r, .. }
            | Reply::Failed { id: r, .. } => *r == id,
            Reply::Ready | Reply::Progress { .. } => false,
        }
    }
}

/// Serialises a message for `postMessage`.
pub fn encode<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).expect("protocol messages always serialise")
}

/// Parses a message received through `postMessage`.
pub fn decode<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    serde_json::from_str(text).map_err(|e| format!("bad message {text:?}: {e}"))
}

/// The worker's side: serves one request, emitting any progress and then its final reply.
pub fn answer(searcher: &mut Searcher, request: &Request, emit: &mut dyn FnMut(Reply)) {
    let id = request.id();
    let (position, level) = match request {
        Request::Think {
            position, level, ..
        }
        | Request::DrawOffer {
            position, level, ..
        } => (*position, *level),
    };
    let Some(board) = position.board() else {
        emit(Reply::Failed {
            id,
            reason: "the two sides' discs overlap".to_string(),
        });
        return;
    };
    match request {
        Request::Think { seed, .. } => {
            let result = searcher.choose(&board, level, *seed, &mut |p| {
                emit(Reply::Progress { id, progress: *p })
            });
            emit(Reply::Move { id, result });
        }
        Request::DrawOffer { computer, .. } => {
            let accepts = accepts_draw(searcher, &board, *computer, level);
            emit(Reply::DrawAnswer { id, accepts });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::{parse_board, replay};
    use crate::engine::{Game, Move};

    fn think(position: Position, level: Level) -> Request {
        Request::Think {
            id: 7,
            position,
            level,
            seed: 42,
        }
    }

    fn serve(request: &Request) -> Vec<Reply> {
        let mut searcher = Searcher::new();
        let mut replies = Vec::new();
        answer(&mut searcher, request, &mut |r| replies.push(r));
        replies
    }

    #[test]
    fn positions_round_trip_exactly_through_json() {
        // Discs on a1 and h8 use the lowest and the highest bit, which f64 would round.
        let board = parse_board(&format!("X{}O X", "-".repeat(62))).unwrap();
        let position = Position::from(board);
        let back: Position = decode(&encode(&position)).unwrap();
        assert_eq!(back, position);
        assert_eq!(back.board(), Some(board));
    }

    #[test]
    fn requests_and_replies_round_trip() {
        let request = think(Game::default().board().into(), Level::Expert);
        assert_eq!(decode::<Request>(&encode(&request)), Ok(request));
        let reply = Reply::DrawAnswer {
            id: 3,
            accepts: true,
        };
        assert_eq!(decode::<Reply>(&encode(&reply)), Ok(reply));
        assert!(decode::<Request>("{\"Think\":{}}").is_err());
    }

    #[test]
    fn thinking_ends_with_one_legal_move_for_the_same_id() {
        let game = replay("f5d6c3", Color::Black).unwrap();
        let board = game.board();
        for level in Level::ALL {
            let replies = serve(&think(board.into(), level));
            let (last, progress) = replies.split_last().expect("a final reply");
            assert!(progress
                .iter()
                .all(|r| matches!(r, Reply::Progress { id: 7, .. }) && !r.finishes(7)));
            match last {
                Reply::Move { id: 7, result } => {
                    let Move::Place(sq) = result.best else {
                        panic!("{level:?} passed with legal moves on the board")
                    };
                    assert!(board.is_legal(sq), "{level:?} chose illegal {sq}");
                }
                other => panic!("expected a move, got {other:?}"),
            }
            assert!(last.finishes(7) && !last.finishes(8));
        }
    }

    #[test]
    fn a_draw_offer_gets_an_answer() {
        let board = Game::default().board();
        let replies = serve(&Request::DrawOffer {
            id: 9,
            position: board.into(),
            computer: Color::White,
            level: Level::Beginner,
        });
        assert!(matches!(
            replies.as_slice(),
            [Reply::DrawAnswer { id: 9, .. }]
        ));
    }

    #[test]
    fn a_losing_computer_accepts_a_draw_and_a_winning_one_declines() {
        // Black owns the top three rows, White one disc: White is hopelessly behind but may
        // still move (a5 flanks b5).
        let text = format!(
            "{}{}-XO-----{} O",
            "X".repeat(24),
            "-".repeat(8),
            "-".repeat(24)
        );
        let board = parse_board(&text).unwrap();
        let offer = |computer| Request::DrawOffer {
            id: 1,
            position: board.into(),
            computer,
            level: Level::Beginner,
        };
        assert_eq!(
            serve(&offer(Color::White)),
            vec![Reply::DrawAnswer {
                id: 1,
                accepts: true
            }]
        );
        assert_eq!(
            serve(&offer(Color::Black)),
            vec![Reply::DrawAnswer {
                id: 1,
                accepts: false
            }]
        );
    }

    #[test]
    fn an_overlapping_position_is_refused() {
        let position = Position {
            black: 1,
            white: 1,
            side: Color::Black,
        };
        assert!(matches!(
            serve(&think(position, Level::Beginner)).as_slice(),
            [Reply::Failed { id: 7, .. }]
        ));
    }
}
