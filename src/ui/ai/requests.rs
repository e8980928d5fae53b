//! The page's bookkeeping of one AI worker's requests: the one request whose replies are
//! wanted, whether the worker is still busy serving an older one, and what to do when the
//! worker fails (cannot load, traps, or falls silent): replace it and send the awaited request
//! once more, and after a second failure in a row give up until the player asks to retry.
//! Pure, so the rules that keep stale answers out and bound the retries are tested natively.

use crate::protocol::{Reply, Request};

/// How many times in a row a lane's worker may fail before the lane gives up: the first
/// failure is answered by a new worker and the request sent again, the next one is final.
const FAILURES_ALLOWED: u8 = 1;

/// How long a worker that has not loaded yet may keep a request waiting before it counts as
/// failed: its weights alone may take up to 30 s to arrive (the worker's own fetch timeout).
pub const LOAD_PATIENCE_MS: f64 = 45_000.0;

/// How long a loaded worker serving `request` may stay silent before it counts as dead (a
/// worker ended from outside, by the browser or a crash, sends no word). Each limit is well
/// above what the request takes: a move is capped at 2.5 s of search, hints at their own
/// budget, and a review reports every move it judges.
pub fn patience_ms(request: &Request) -> f64 {
    match request {
        Request::Think { .. } | Request::DrawOffer { .. } => 15_000.0,
        Request::Hint { limits, .. } => (limits.ms as f64).min(60_000.0) + 15_000.0,
        Request::Analyse { .. } | Request::Evaluate { .. } => 60_000.0,
    }
}

/// What the owner of a failed worker must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recovery {
    /// Start a new worker; no request was waiting.
    Replace,
    /// Start a new worker and send it the awaited request `id` again.
    Resend(u32),
    /// Stop: the computer cannot play right now; nothing is awaited any more.
    GiveUp,
}

/// Which request of one worker is awaited, which one the worker is serving, by when it must
/// be heard from, and how its failures stand.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Requests {
    next_id: u32,
    awaited: Option<u32>,
    serving: Option<u32>,
    /// When the worker serving a request counts as dead if it has not spoken (page clock, ms).
    deadline: Option<f64>,
    /// Failures since the last request answered.
    failures: u8,
    /// Whether the lane gave up: nothing is sent until [`Requests::revive`].
    down: bool,
}

impl Requests {
    /// Starts a new request, which replaces any awaited one. Returns its id and whether the
    /// worker is still serving an older request: it answers one at a time, so that one must
    /// be abandoned (the worker stopped) for the new one to be answered promptly.
    pub fn start(&mut self) -> (u32, bool) {
        let stop = self.serving.is_some();
        self.next_id = self.next_id.wrapping_add(1);
        self.awaited = Some(self.next_id);
        self.serving = Some(self.next_id);
        (self.next_id, stop)
    }

    /// Forgets the awaited request; returns whether the worker must be stopped because it
    /// is still serving it.
    pub fn cancel(&mut self) -> bool {
        self.awaited = None;
        self.deadline = None;
        self.serving.take().is_some()
    }

    /// Takes in a reply: returns whether it belongs to the awaited request (any other is
    /// stale and must be dropped), and notes when the worker has finished serving.
    pub fn receive(&mut self, reply: &Reply) -> bool {
        if self.serving.is_some_and(|id| reply.finishes(id)) {
            self.serving = None;
            self.deadline = None;
            self.failures = 0;
        }
        self.awaited.is_some() && reply.id() == self.awaited
    }

    /// The worker was heard from (or sent a request) at `now`: while it serves one, it must
    /// speak again within `patience` ms.
    pub fn heard(&mut self, now: f64, patience: f64) {
        self.deadline = self.serving.map(|_| now + patience);
    }

    /// Whether the worker serving a request has been silent past its deadline.
    pub fn overdue(&self, now: f64) -> bool {
        self.serving.is_some() && self.deadline.is_some_and(|d| now > d)
    }

    /// The worker failed: it could not load, trapped, or fell silent. Says what to do; the
    /// failed worker must be stopped in every case.
    pub fn failed(&mut self) -> Recovery {
        self.serving = None;
        self.deadline = None;
        self.failures = self.failures.saturating_add(1);
        if self.failures > FAILURES_ALLOWED {
            self.give_up();
            return Recovery::GiveUp;
        }
        match self.awaited {
            Some(id) => {
                self.serving = Some(id);
                Recovery::Resend(id)
            }
            None => Recovery::Replace,
        }
    }

    /// Gives up (this lane's worker or another failed for good): nothing is awaited, and
    /// nothing is sent until [`Requests::revive`].
    pub fn give_up(&mut self) {
        self.down = true;
        self.awaited = None;
        self.serving = None;
        self.deadline = None;
    }

    /// Whether the lane gave up after repeated failures.
    pub fn is_down(&self) -> bool {
        self.down
    }

    /// The player asked to try again: failures are forgotten and requests may be sent.
    pub fn revive(&mut self) {
        self.down = false;
        self.failures = 0;
    }

    /// Whether request `id` is still awaited (not replaced, cancelled or done).
    pub fn awaits(&self, id: u32) -> bool {
        self.awaited == Some(id)
    }

    /// Whether any request is awaited.
    pub fn waiting(&self) -> bool {
        self.awaited.is_some()
    }

    /// The awaited request `id` has been dealt with.
    pub fn done(&mut self, id: u32) {
        if self.awaited == Some(id) {
            self.awaited = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(id: u32) -> Reply {
        Reply::DrawAnswer { id, accepts: true }
    }

    #[test]
    fn only_the_awaited_requests_replies_are_taken() {
        let mut r = Requests::default();
        let (first, stop) = r.start();
        assert!(!stop, "an idle worker needs no stop");
        let (second, stop) = r.start();
        assert!(stop, "the first request is still being served");
        assert_ne!(first, second);
        assert!(
            !r.receive(&answer(first)),
            "a replaced request's reply is stale"
        );
        assert!(r.receive(&answer(second)));
        assert!(r.awaits(second));
        r.done(second);
        assert!(!r.awaits(second) && !r.waiting());
        assert!(
            !r.receive(&answer(second)),
            "a handled request's reply is stale"
        );
        assert!(!r.receive(&Reply::Ready));
    }

    #[test]
    fn the_worker_is_stopped_only_while_it_serves_a_request() {
        let mut r = Requests::default();
        assert!(!r.cancel());
        let (id, _) = r.start();
        assert!(r.cancel(), "a request in service must be abandoned");
        assert!(
            !r.receive(&answer(id)),
            "a cancelled request's reply is stale"
        );
        let (id, stop) = r.start();
        assert!(!stop, "the worker was stopped, so it serves nothing now");
        let progress = Reply::Failed {
            id: id + 1,
            reason: String::new(),
        };
        assert!(!r.receive(&progress));
        assert!(r.receive(&answer(id)));
        assert!(!r.cancel(), "the answer finished the service");
        assert!(!r.waiting());
    }

    #[test]
    fn a_failed_worker_is_replaced_and_the_request_sent_once_more() {
        let mut r = Requests::default();
        let (id, _) = r.start();
        assert_eq!(r.failed(), Recovery::Resend(id));
        assert!(r.awaits(id) && !r.is_down());
        assert!(
            r.receive(&answer(id)),
            "the second worker's answer is taken"
        );
        // The answer clears the failure: a later one is retried again.
        let (id, _) = r.start();
        assert_eq!(r.failed(), Recovery::Resend(id));
        assert_eq!(
            r.failed(),
            Recovery::GiveUp,
            "a second failure in a row is final"
        );
        assert!(r.is_down() && !r.waiting());
        assert!(
            !r.receive(&answer(id)),
            "nothing is awaited after giving up"
        );
    }

    #[test]
    fn a_worker_that_fails_while_idle_is_replaced_then_given_up() {
        let mut r = Requests::default();
        assert_eq!(r.failed(), Recovery::Replace);
        assert!(!r.is_down());
        assert_eq!(r.failed(), Recovery::GiveUp);
        assert!(r.is_down());
        r.revive();
        assert!(!r.is_down());
        let (id, stop) = r.start();
        assert!(!stop, "a failed worker serves nothing");
        assert_eq!(
            r.failed(),
            Recovery::Resend(id),
            "revived, the lane retries again"
        );
    }

    #[test]
    fn a_silent_worker_is_overdue_only_while_it_serves_a_request() {
        let mut r = Requests::default();
        r.heard(0.0, 1_000.0);
        assert!(!r.overdue(5_000.0), "an idle worker has nothing to say");
        let (id, _) = r.start();
        r.heard(0.0, 1_000.0);
        assert!(!r.overdue(1_000.0));
        assert!(r.overdue(1_001.0));
        r.heard(900.0, 1_000.0);
        assert!(!r.overdue(1_500.0), "progress gives it more time");
        let progress = Reply::Failed {
            id: id + 1,
            reason: String::new(),
        };
        assert!(!r.receive(&progress));
        assert!(r.overdue(2_000.0));
        assert!(r.receive(&answer(id)));
        assert!(!r.overdue(10_000.0), "an answered request has no deadline");
        let (_, _) = r.start();
        r.heard(0.0, 1_000.0);
        assert!(r.cancel());
        assert!(!r.overdue(10_000.0), "a cancelled request has no deadline");
    }

    #[test]
    fn patience_covers_each_requests_own_budget() {
        use crate::engine::search::analysis::{HintLimits, ReviewSettings};
        use crate::engine::search::Level;
        use crate::engine::Game;
        let position = Game::default().board().into();
        let think = Request::Think {
            id: 1,
            position,
            level: Level::Expert,
            seed: 0,
        };
        // Every level's move is capped well within its patience.
        assert!(patience_ms(&think) >= 4.0 * 2_500.0);
        let hint = |ms| Request::Hint {
            id: 1,
            position,
            limits: HintLimits {
                ms,
                ..HintLimits::default()
            },
        };
        assert!(patience_ms(&hint(4_000)) > 4_000.0 + 10_000.0);
        assert!(patience_ms(&hint(u64::MAX)).is_finite());
        let evaluate = Request::Evaluate {
            id: 1,
            position,
            settings: ReviewSettings::default(),
        };
        assert!(patience_ms(&evaluate) >= 30_000.0);
        const {
            assert!(
                LOAD_PATIENCE_MS > 30_000.0,
                "longer than the weights' fetch timeout"
            )
        };
    }
}
