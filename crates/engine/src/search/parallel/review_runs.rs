//! How a review's positions are shared out among the workers.

use std::collections::VecDeque;

/// A review's positions shared out among the workers: each starts on its own run of
/// consecutive positions and goes forward through it, so that its tables, kept from one task
/// to the next, hold the position before (whose tree holds this one); a worker whose run is
/// done takes over the later half of the longest run left.
pub struct ReviewRuns {
    runs: Vec<VecDeque<usize>>,
}

impl ReviewRuns {
    /// Positions `0..count` in `workers` runs of about equal length.
    pub fn new(count: usize, workers: usize) -> ReviewRuns {
        let workers = workers.max(1);
        let runs = (0..workers)
            .map(|w| (w * count / workers..(w + 1) * count / workers).collect())
            .collect();
        ReviewRuns { runs }
    }

    /// The next position for `worker`, if any is left.
    pub fn next(&mut self, worker: usize) -> Option<usize> {
        if let Some(i) = self.runs.get_mut(worker).and_then(VecDeque::pop_front) {
            return Some(i);
        }
        let longest = self.runs.iter_mut().max_by_key(|run| run.len())?;
        let mut taken = longest.split_off(longest.len() / 2);
        let next = taken.pop_front();
        if let Some(own) = self.runs.get_mut(worker) {
            *own = taken;
        }
        next
    }

    /// Position `i`, stopped on `worker`, waits again at the head of that worker's run.
    pub fn retry(&mut self, worker: usize, i: usize) {
        if let Some(run) = self.runs.get_mut(worker) {
            run.push_front(i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_go_forward_and_an_idle_worker_takes_the_later_half_of_the_longest() {
        let mut runs = ReviewRuns::new(10, 2);
        let first: Vec<usize> = (0..4).filter_map(|_| runs.next(0)).collect();
        assert_eq!(first, [0, 1, 2, 3]);
        assert_eq!(runs.next(1), Some(5));
        assert_eq!(runs.next(0), Some(4));
        // Worker 0's run is done: it takes 8 and 9, the later half of worker 1's 6..10.
        assert_eq!(runs.next(0), Some(8));
        assert_eq!(runs.next(1), Some(6));
        runs.retry(1, 6);
        let rest: Vec<Option<usize>> = [0, 1, 1, 1, 0, 1].iter().map(|&w| runs.next(w)).collect();
        assert_eq!(rest, [Some(9), Some(6), Some(7), None, None, None]);
    }
}
