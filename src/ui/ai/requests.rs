//! The page's bookkeeping of one lane's requests: the one request whose replies are wanted,
//! whether the search serving an older one is still running (it must then be stopped), and
//! whether the AI gave up. Pure, so the rules that keep stale answers out are tested natively.
//! The workers' failures are the pool's concern (`slots`).

use crate::protocol::Reply;

/// Which request of one lane is awaited, which one its search is serving, and whether the
/// lane gave up.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Requests {
    next_id: u32,
    awaited: Option<u32>,
    serving: Option<u32>,
    /// Whether the lane gave up: nothing is sent until [`Requests::revive`].
    down: bool,
}

impl Requests {
    /// Starts a new request, which replaces any awaited one. Returns its id and whether the
    /// search serving an older request is still running: it must be stopped, so that its
    /// workers answer the new one promptly.
    pub fn start(&mut self) -> (u32, bool) {
        let stop = self.serving.is_some();
        self.next_id = self.next_id.wrapping_add(1);
        self.awaited = Some(self.next_id);
        self.serving = Some(self.next_id);
        (self.next_id, stop)
    }

    /// Forgets the awaited request; returns whether its search must be stopped because it
    /// is still running.
    pub fn cancel(&mut self) -> bool {
        self.awaited = None;
        self.serving.take().is_some()
    }

    /// Takes in a reply: returns whether it belongs to the awaited request (any other is
    /// stale and must be dropped), and notes when the search has finished serving.
    pub fn receive(&mut self, reply: &Reply) -> bool {
        if self.serving.is_some_and(|id| reply.finishes(id)) {
            self.serving = None;
        }
        self.awaited == Some(reply.id())
    }

    /// Gives up (the pool's workers keep failing): nothing is awaited, and nothing is sent
    /// until [`Requests::revive`].
    pub fn give_up(&mut self) {
        self.down = true;
        self.awaited = None;
        self.serving = None;
    }

    /// Whether the lane gave up after the workers' repeated failures.
    pub fn is_down(&self) -> bool {
        self.down
    }

    /// The player asked to try again: requests may be sent.
    pub fn revive(&mut self) {
        self.down = false;
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
    }

    #[test]
    fn a_lane_given_up_awaits_nothing_until_revived() {
        let mut r = Requests::default();
        let (id, _) = r.start();
        r.give_up();
        assert!(r.is_down() && !r.waiting());
        assert!(
            !r.receive(&answer(id)),
            "nothing is awaited after giving up"
        );
        r.revive();
        assert!(!r.is_down());
        let (_, stop) = r.start();
        assert!(!stop, "a lane given up serves nothing");
    }

    #[test]
    fn the_search_is_stopped_only_while_it_serves_a_request() {
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
        let other = Reply::DrawAnswer {
            id: id + 1,
            accepts: false,
        };
        assert!(!r.receive(&other));
        assert!(r.receive(&answer(id)));
        assert!(!r.cancel(), "the answer finished the service");
        assert!(!r.waiting());
    }
}
