//! The AI's requests and their replies, as the page's features ask and hear them, and (in
//! [`wire`]) what the page and its pool of search workers post each other.
//!
//! The route: a feature asks `ui::ai` (the one owner of requests, with their ids, lanes and
//! staleness) with a [`Request`]; the page serves it with [`answer_on`], whose scheduler
//! (`engine::search::parallel`) splits the search into tasks, one root move each, and sends
//! them to the pool's Web Workers as [`wire`] messages; each worker searches a task and posts
//! its outcome back. Requests and replies never leave the page, so they hold the engine's own
//! types; only [`wire`]'s messages cross `postMessage`. Every reply carries its request's id,
//! so that a late one is recognised and dropped.

pub mod wire;

use crate::engine::search::analysis::{hints, review};
use crate::engine::search::analysis::{
    Evaluation, GameReview, HintLimits, Hints, IllegalMove, MoveReview, ReviewSettings,
};
use crate::engine::search::clock_budget::{GameTime, TimeLeft};
use crate::engine::search::{accepts_draw, choose, Backend, Level, Progress, SearchResult};
use crate::engine::{Board, Color, Move};

/// What a feature asks the AI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Choose a move for the side to move at `level`; `seed` drives the level's randomness.
    Think {
        /// Matches the replies to this request.
        id: u32,
        /// The position to move in.
        position: Board,
        /// How hard to think.
        level: Level,
        /// The seed of the level's controlled randomness.
        seed: u64,
        /// The computer's thinking so far in this game, for Expert's game clock.
        game: GameTime,
        /// In a game on a clock, the time the computer has left: the search fits in it.
        clock: Option<TimeLeft>,
    },
    /// Would the computer playing `computer` accept a draw in this position?
    DrawOffer {
        /// Matches the reply to this request.
        id: u32,
        /// The position the offer is made in.
        position: Board,
        /// The side the computer plays.
        computer: Color,
        /// The computer's level, which sets how deeply it judges.
        level: Level,
    },
    /// Value every legal move for the side to move, depth by depth and then exactly near the
    /// end: `HintProgress` after each step, then `HintsDone`.
    Hint {
        /// Matches the replies to this request.
        id: u32,
        /// The position to value the moves of.
        position: Board,
        /// How long to search.
        limits: HintLimits,
    },
    /// Review a game, each disc placed against the best move: `Reviewed` for each, in order,
    /// then `ReviewDone`.
    Analyse {
        /// Matches the replies to this request.
        id: u32,
        /// The position the game started from.
        start: Board,
        /// Every move from `start`, forced passes written out (as `Game::moves` lists them).
        moves: Vec<Move>,
        /// How deeply to judge.
        settings: ReviewSettings,
    },
    /// The value of a position for the evaluation readout and graph, judged as a review
    /// judges it: one `Evaluation` reply.
    Evaluate {
        /// Matches the reply to this request.
        id: u32,
        /// The position to value.
        position: Board,
        /// How deeply to judge.
        settings: ReviewSettings,
    },
}

impl Request {
    /// The request's id.
    pub fn id(&self) -> u32 {
        match self {
            Request::Think { id, .. }
            | Request::DrawOffer { id, .. }
            | Request::Hint { id, .. }
            | Request::Analyse { id, .. }
            | Request::Evaluate { id, .. } => *id,
        }
    }

    /// The fewest empties of the positions its search may evaluate, so that it can start
    /// as soon as the weights for them have arrived: a level's move in the midgame reaches its
    /// deepest iteration below the position (see `Task::evaluates_down_to`), anything else
    /// may reach the end.
    pub fn evaluates_down_to(&self) -> u32 {
        match self {
            Request::Think {
                position, level, ..
            } => {
                let budget = level.budget();
                let empties = position.empties().count();
                if empties <= budget.exact_empties {
                    0
                } else {
                    empties.saturating_sub(budget.max_depth)
                }
            }
            _ => 0,
        }
    }
}

/// What the AI tells the page in answer to one of its requests.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
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
    /// A step of a `Hint` request: every legal move's value so far.
    HintProgress {
        /// The request searched.
        id: u32,
        /// The values after the latest completed depth or proven move.
        hints: Hints,
    },
    /// The final values of a `Hint` request (the last progress again, when there was one).
    HintsDone {
        /// The request answered.
        id: u32,
        /// The values found within the limits.
        hints: Hints,
    },
    /// One move of an `Analyse` request, judged.
    Reviewed {
        /// The request served.
        id: u32,
        /// The move's review; `review.index` is its index in the request's moves.
        review: MoveReview,
    },
    /// The end of an `Analyse` request: every move again, with the players' summaries.
    ReviewDone {
        /// The request answered.
        id: u32,
        /// The whole review.
        review: GameReview,
    },
    /// The answer to an `Evaluate` request.
    Evaluation {
        /// The request answered.
        id: u32,
        /// The position's value, from Black's point of view.
        evaluation: Evaluation,
    },
    /// A review of a game with a move that cannot be played where it stands.
    Failed {
        /// The request refused.
        id: u32,
        /// The first such move.
        reason: IllegalMove,
    },
}

impl Reply {
    /// The request this reply answers.
    pub fn id(&self) -> u32 {
        match self {
            Reply::Progress { id, .. }
            | Reply::Move { id, .. }
            | Reply::DrawAnswer { id, .. }
            | Reply::HintProgress { id, .. }
            | Reply::HintsDone { id, .. }
            | Reply::Reviewed { id, .. }
            | Reply::ReviewDone { id, .. }
            | Reply::Evaluation { id, .. }
            | Reply::Failed { id, .. } => *id,
        }
    }

    /// Whether this reply ends the request `id` (progress does not).
    pub fn finishes(&self, id: u32) -> bool {
        match self {
            Reply::Move { id: r, .. }
            | Reply::DrawAnswer { id: r, .. }
            | Reply::HintsDone { id: r, .. }
            | Reply::ReviewDone { id: r, .. }
            | Reply::Evaluation { id: r, .. }
            | Reply::Failed { id: r, .. } => *r == id,
            Reply::Progress { .. } | Reply::HintProgress { .. } | Reply::Reviewed { .. } => false,
        }
    }
}

/// Serves one request on `pool` (in the page, the pool of workers, which search its root moves
/// side by side):
/// emits any progress and then the final reply (`Failed` for a review that cannot be played,
/// before any progress).
pub async fn answer_on<B: Backend>(pool: &mut B, request: &Request, emit: &mut dyn FnMut(Reply)) {
    let id = request.id();
    if let Err(reason) = serve_on(pool, request, emit).await {
        emit(Reply::Failed { id, reason });
    }
}

async fn serve_on<B: Backend>(
    pool: &mut B,
    request: &Request,
    emit: &mut dyn FnMut(Reply),
) -> Result<(), IllegalMove> {
    match request {
        Request::Think {
            id,
            position,
            level,
            seed,
            game,
            clock,
        } => {
            let result = choose(pool, position, *level, *seed, *game, *clock, &mut |p| {
                emit(Reply::Progress {
                    id: *id,
                    progress: *p,
                })
            })
            .await;
            emit(Reply::Move { id: *id, result });
        }
        Request::DrawOffer {
            id,
            position,
            computer,
            level,
        } => {
            let accepts = accepts_draw(pool, position, *computer, *level).await;
            emit(Reply::DrawAnswer { id: *id, accepts });
        }
        Request::Hint {
            id,
            position,
            limits,
        } => {
            let hints = hints::hints(pool, position, *limits, &mut |h| {
                emit(Reply::HintProgress {
                    id: *id,
                    hints: h.clone(),
                })
            })
            .await;
            emit(Reply::HintsDone { id: *id, hints });
        }
        Request::Analyse {
            id,
            start,
            moves,
            settings,
        } => {
            let review = review::review(pool, start, moves, settings, &mut |m| {
                emit(Reply::Reviewed {
                    id: *id,
                    review: m.clone(),
                })
            })
            .await?;
            emit(Reply::ReviewDone { id: *id, review });
        }
        Request::Evaluate {
            id,
            position,
            settings,
        } => {
            let evaluation = review::evaluation(pool, position, settings).await;
            emit(Reply::Evaluation {
                id: *id,
                evaluation,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::replay;
    use crate::engine::search::parallel::threads::Threads;
    use crate::engine::search::parallel::Parallel;
    use crate::engine::search::ready::ready;
    use crate::engine::{Game, Square};
    use std::collections::BTreeSet;
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;

    fn think(position: Board, level: Level) -> Request {
        Request::Think {
            id: 7,
            position,
            level,
            seed: 42,
            game: GameTime::default(),
            clock: None,
        }
    }

    /// The replies to `request` served on a pool of two worker threads.
    fn serve(request: &Request) -> Vec<Reply> {
        let threads = Threads::spawn(2, 16).expect("native targets have threads");
        let mut pool = Parallel::new(threads, Arc::new(AtomicBool::new(false)));
        let mut replies = Vec::new();
        ready(answer_on(&mut pool, request, &mut |r| replies.push(r)));
        replies
    }

    #[test]
    fn thinking_ends_with_one_legal_move_for_the_same_id() {
        let game = replay("f5d6c3", Color::Black).unwrap();
        let board = game.board();
        for level in Level::ALL {
            let replies = serve(&think(board, level));
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
            position: board,
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
        let board = text.parse::<Board>().unwrap();
        let offer = |computer| Request::DrawOffer {
            id: 1,
            position: board,
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

    /// The perfect-play game of tests/analysis.rs, which ends 32-32.
    const PERFECT: &str = "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1f8g8b3h3b2h5b7a3a4a1a2c1h2h1g2b8a8g7h8h7h6";

    #[test]
    fn analysis_replies_carry_their_requests_id() {
        let game = replay("f5d6c3", Color::Black).unwrap();
        let requests = [
            Request::Hint {
                id: 1,
                position: game.board(),
                limits: HintLimits {
                    max_depth: 2,
                    ..HintLimits::default()
                },
            },
            Request::Analyse {
                id: 2,
                start: game.start_board(),
                moves: game.moves().to_vec(),
                settings: ReviewSettings {
                    depth: 2,
                    exact_empties: 0,
                    first_depth: 0,
                },
            },
            Request::Evaluate {
                id: 3,
                position: game.board(),
                settings: ReviewSettings::default(),
            },
        ];
        let mut replies = Vec::new();
        for request in requests {
            let served = serve(&request);
            assert!(served.iter().all(|r| r.id() == request.id()));
            replies.extend(served);
        }
        assert!(replies.len() > 5);
    }

    #[test]
    fn hints_report_each_step_then_finish_with_the_last_values() {
        // 10 empties: the values end exact.
        let board = replay(&PERFECT[..100], Color::Black).unwrap().board();
        let replies = serve(&Request::Hint {
            id: 5,
            position: board,
            limits: HintLimits::default(),
        });
        let (last, steps) = replies.split_last().expect("a final reply");
        assert!(steps.len() >= 2);
        let mut previous = None;
        for step in steps {
            let Reply::HintProgress { id: 5, hints } = step else {
                panic!("expected hint progress, got {step:?}")
            };
            assert!(!step.finishes(5));
            previous = Some(hints);
        }
        let Reply::HintsDone { id: 5, hints } = last else {
            panic!("expected the final hints, got {last:?}")
        };
        assert!(last.finishes(5) && !last.finishes(4));
        assert_eq!(Some(hints), previous);
        assert!(hints.is_exact());
        assert_eq!(
            hints
                .moves
                .iter()
                .map(|m| m.square)
                .collect::<BTreeSet<_>>(),
            board.legal_moves().squares().collect::<BTreeSet<_>>()
        );
        // The perfect game's own move keeps the draw.
        let next = PERFECT[100..102].parse::<Square>().unwrap();
        assert_eq!(
            hints.value(next).map(|m| (m.score, m.exact)),
            Some((0, true))
        );
    }

    #[test]
    fn a_review_reports_each_move_estimated_then_judged_then_the_whole_in_order() {
        let game = replay("f5d6c3d3c4", Color::Black).unwrap();
        let replies = serve(&Request::Analyse {
            id: 6,
            start: game.start_board(),
            moves: game.moves().to_vec(),
            settings: ReviewSettings {
                depth: 3,
                exact_empties: 0,
                first_depth: 1,
            },
        });
        let (last, steps) = replies.split_last().expect("a final reply");
        let reviewed: Vec<MoveReview> = steps
            .iter()
            .map(|r| match r {
                Reply::Reviewed { id: 6, review } if !r.finishes(6) => review.clone(),
                other => panic!("expected a reviewed move, got {other:?}"),
            })
            .collect();
        let (estimates, judged) = reviewed.split_at(5);
        let moves = game.moves().iter().copied().enumerate().collect::<Vec<_>>();
        for (stage, estimate) in [(estimates, true), (judged, false)] {
            // The workers judge the positions side by side, so they may come in any order.
            let mut stage = stage.to_vec();
            stage.sort_by_key(|m| m.index);
            let played: Vec<(usize, Move)> = stage
                .iter()
                .map(|m| (m.index, Move::Place(m.played)))
                .collect();
            assert_eq!(played, moves);
            assert!(stage.iter().all(|m| m.estimate == estimate));
            assert!(stage
                .iter()
                .all(|m| m.depth == if estimate { 1 } else { 3 }));
        }
        let Reply::ReviewDone { id: 6, review } = last else {
            panic!("expected the whole review, got {last:?}")
        };
        assert!(last.finishes(6) && review.complete);
        let mut judged = judged.to_vec();
        judged.sort_by_key(|m| m.index);
        assert_eq!(review.moves, judged);
        assert_eq!((review.black.moves, review.white.moves), (3, 2));
    }

    #[test]
    fn an_evaluation_is_one_reply_from_blacks_view() {
        let game = replay(&PERFECT[..110], Color::Black).unwrap();
        let replies = serve(&Request::Evaluate {
            id: 8,
            position: game.board(),
            settings: ReviewSettings::default(),
        });
        let [reply @ Reply::Evaluation { id: 8, evaluation }] = replies.as_slice() else {
            panic!("expected one evaluation, got {replies:?}")
        };
        assert!(reply.finishes(8));
        assert_eq!((evaluation.black_score, evaluation.exact), (0, true));
    }

    #[test]
    fn an_illegal_game_fails_before_any_review() {
        let replies = serve(&Request::Analyse {
            id: 9,
            start: Game::default().board(),
            moves: vec![Move::Place(Square::new(0).unwrap())],
            settings: ReviewSettings::default(),
        });
        let [reply @ Reply::Failed { id: 9, reason }] = replies.as_slice() else {
            panic!("expected one failure, got {replies:?}")
        };
        assert!(reply.finishes(9));
        let a1 = Move::Place(Square::new(0).unwrap());
        assert_eq!(*reason, IllegalMove { index: 0, mv: a1 });
    }

    /// One worker with tables of its own that runs each task as it is sent (the browser's
    /// pool, on this thread), noting how far down every task's search may evaluate.
    struct Noting {
        worker: crate::engine::search::parallel::Worker,
        outcomes: Vec<crate::engine::search::parallel::TaskResult>,
        down_to: std::rc::Rc<std::cell::RefCell<Vec<u32>>>,
    }

    impl crate::engine::search::parallel::Transport for Noting {
        fn size(&self) -> usize {
            1
        }
        fn send(&mut self, _worker: usize, task: crate::engine::search::parallel::Task) {
            self.down_to.borrow_mut().push(task.evaluates_down_to());
            self.outcomes.push(self.worker.run(&task));
        }
        fn cancel(&mut self, _worker: usize, _id: u32) {}
        async fn receive(
            &mut self,
        ) -> Option<(usize, crate::engine::search::parallel::TaskResult)> {
            self.outcomes.pop().map(|outcome| (0, outcome))
        }
    }

    #[test]
    fn a_levels_move_needs_no_weights_below_what_its_request_says() {
        let opening = replay("f5d6c3d3c4", Color::Black).unwrap().board();
        let mut bounded = 0;
        for level in Level::ALL {
            for position in [Game::default().board(), opening] {
                let request = think(position, level);
                let needs = request.evaluates_down_to();
                if needs == 0 {
                    continue;
                }
                bounded += 1;
                let down_to = std::rc::Rc::default();
                let noting = Noting {
                    worker: crate::engine::search::parallel::Worker::new(16),
                    outcomes: Vec::new(),
                    down_to: std::rc::Rc::clone(&down_to),
                };
                let mut pool = Parallel::new(noting, Arc::new(AtomicBool::new(false)));
                let mut moved = false;
                ready(answer_on(&mut pool, &request, &mut |r| {
                    moved |= matches!(r, Reply::Move { .. })
                }));
                assert!(moved, "{level:?}");
                let down_to = down_to.borrow();
                assert!(!down_to.is_empty(), "{level:?}");
                assert!(
                    down_to.iter().all(|&d| d >= needs),
                    "{level:?} {needs} {down_to:?}"
                );
                // The request asks for no more than its deepest task needs.
                assert_eq!(down_to.iter().min(), Some(&needs), "{level:?}");
            }
        }
        // The weak levels start before the weights are whole.
        assert!(bounded >= 16, "{bounded}");
    }
}
