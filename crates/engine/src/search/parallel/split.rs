//! The scheduler of one root window: which root move to give an idle worker, with which
//! window, and what each result means, as principal-variation search does it serially.
//!
//! The first move is searched with the full window, and the others with a null window at the
//! best value known when they start, all at once: the windows of the root are narrow
//! aspiration windows, so waiting for the first move (young brothers wait) would leave
//! workers idle for little gain. A move that fails high is searched again with the full
//! window, as serially; a move whose null window was set before a better move raised alpha
//! and that fails high against it only is asked again at the new alpha.

/// Where one root move stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// To be searched, with the full window (`alpha..beta`) or a null window at alpha.
    Waiting { full: bool },
    /// Given to a worker with this window's alpha.
    Running { alpha: i32, full: bool },
    /// Its value (a fail-soft bound when outside the window it was searched with).
    Done(i32),
}

/// The search of all root moves within one window.
#[derive(Clone, Debug)]
pub struct RootSplit {
    moves: Vec<State>,
    /// The best value so far, raised as moves are valued: the null windows' bound.
    alpha: i32,
    beta: i32,
    best: i32,
    best_index: Option<usize>,
    /// Every move gets its own full-window value and nothing cuts off.
    every: bool,
}

impl RootSplit {
    /// Principal-variation search of `n` root moves within `alpha..beta`, scores starting at
    /// `floor` (below every score).
    pub fn pvs(n: usize, alpha: i32, beta: i32, floor: i32) -> RootSplit {
        RootSplit {
            moves: (0..n).map(|i| State::Waiting { full: i == 0 }).collect(),
            alpha,
            beta,
            best: floor,
            best_index: None,
            every: false,
        }
    }

    /// The value of every one of `n` root moves within `alpha..beta`.
    pub fn every(n: usize, alpha: i32, beta: i32, floor: i32) -> RootSplit {
        RootSplit {
            moves: vec![State::Waiting { full: true }; n],
            every: true,
            ..RootSplit::pvs(n, alpha, beta, floor)
        }
    }

    /// The next move to search and its window, marking it running: moves to re-search with
    /// the full window first (each may be the new best), then in root order; among them the
    /// first that `prefer` accepts (a worker whose tables know it), else the first.
    pub fn next(&mut self, prefer: &dyn Fn(usize) -> bool) -> Option<(usize, i32, i32)> {
        let waiting = |full_only: bool| {
            self.moves
                .iter()
                .enumerate()
                .filter_map(move |(i, s)| match s {
                    State::Waiting { full } if *full || !full_only => Some(i),
                    _ => None,
                })
        };
        let order = waiting(true).chain(
            waiting(false).filter(|&i| !matches!(self.moves[i], State::Waiting { full: true })),
        );
        let candidates: Vec<usize> = order.collect();
        let &i = candidates
            .iter()
            .find(|&&i| prefer(i))
            .or(candidates.first())?;
        let State::Waiting { full } = self.moves[i] else {
            return None;
        };
        let alpha = self.alpha;
        self.moves[i] = State::Running { alpha, full };
        let beta = if full || self.every {
            self.beta
        } else {
            alpha + 1
        };
        Some((i, alpha, beta))
    }

    /// Takes the value `v` found for running move `i` (from the root's view).
    pub fn settle(&mut self, i: usize, v: i32) {
        let State::Running { alpha, full } = self.moves[i] else {
            return;
        };
        if self.every || full || v <= alpha || v >= self.beta {
            self.accept(i, v);
        } else if v > self.alpha {
            // A fail high: a new best, whose value the full window finds.
            self.moves[i] = State::Waiting { full: true };
        } else {
            // It beat the alpha of its start but maybe not today's.
            self.moves[i] = State::Waiting { full: false };
        }
    }

    /// Puts running move `i` back to wait: its worker stopped before finding a value.
    pub fn retry(&mut self, i: usize) {
        if let State::Running { full, .. } = self.moves[i] {
            self.moves[i] = State::Waiting { full };
        }
    }

    fn accept(&mut self, i: usize, v: i32) {
        self.moves[i] = State::Done(v);
        if v > self.best {
            self.best = v;
            self.best_index = Some(i);
            if v > self.alpha && !self.every {
                self.alpha = v;
            }
        }
    }

    /// Whether the window is settled: every move valued, or one beyond beta.
    pub fn finished(&self) -> bool {
        (!self.every && self.best >= self.beta)
            || self.moves.iter().all(|s| matches!(s, State::Done(_)))
    }

    /// The moves given to workers and not yet valued.
    pub fn running(&self) -> impl Iterator<Item = usize> + '_ {
        self.moves
            .iter()
            .enumerate()
            .filter_map(|(i, s)| matches!(s, State::Running { .. }).then_some(i))
    }

    /// The best value (fail-soft) and the index of its move, if any move beat the floor.
    pub fn best(&self) -> (i32, Option<usize>) {
        (self.best, self.best_index)
    }

    /// Each move's value, in root order, once [`RootSplit::finished`].
    pub fn values(&self) -> Option<Vec<i32>> {
        self.moves
            .iter()
            .map(|s| match s {
                State::Done(v) => Some(*v),
                _ => None,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs a split to its end with `workers` workers taking tasks in turn, each move's value
    /// fail-soft from `values`, and returns the root's value.
    fn run(split: &mut RootSplit, values: &[i32], workers: usize) -> (i32, Option<usize>) {
        let mut running: Vec<(usize, i32, i32)> = Vec::new();
        while !split.finished() {
            while running.len() < workers {
                let Some(task) = split.next(&|_| true) else {
                    break;
                };
                running.push(task);
            }
            // Results come back oldest first.
            let (i, a, b) = running.remove(0);
            split.settle(i, values[i].clamp(a, b));
        }
        split.best()
    }

    #[test]
    fn the_value_is_the_serial_one_for_any_worker_count() {
        let cases: [&[i32]; 5] = [
            &[10, 4, 12, -3, 12, 30],
            &[-8, -8, -8],
            &[5],
            &[-20, -10, 0, 10, 20],
            &[40, 2, 2, 2, 2, 2, 2],
        ];
        for values in cases {
            let max = *values.iter().max().unwrap();
            for workers in 1..=4 {
                for (alpha, beta) in [(-100, 100), (-5, 5), (8, 11), (50, 60), (-60, -50)] {
                    let mut split = RootSplit::pvs(values.len(), alpha, beta, -1000);
                    let (v, best) = run(&mut split, values, workers);
                    if max <= alpha {
                        assert!(v <= alpha, "{values:?} {alpha} {beta} {workers}");
                    } else if max >= beta {
                        assert!(v >= beta, "{values:?} {alpha} {beta} {workers}");
                    } else {
                        assert_eq!(v, max, "{values:?} {alpha} {beta} {workers}");
                        assert_eq!(values[best.unwrap()], max);
                    }
                }
            }
        }
    }

    #[test]
    fn every_move_gets_its_value() {
        let values = [3, -7, 12, 0];
        let mut split = RootSplit::every(4, -100, 100, -1000);
        run(&mut split, &values, 3);
        assert_eq!(split.values(), Some(values.to_vec()));
    }

    #[test]
    fn the_first_move_gets_the_full_window_and_the_others_null_windows() {
        let mut split = RootSplit::pvs(3, -10, 10, -1000);
        assert_eq!(split.next(&|_| true), Some((0, -10, 10)));
        assert_eq!(split.next(&|i| i == 2), Some((2, -10, -9)));
        split.retry(2);
        assert_eq!(split.running().collect::<Vec<_>>(), vec![0]);
        split.settle(0, 4);
        assert_eq!(split.next(&|_| true), Some((1, 4, 5)));
    }
}
