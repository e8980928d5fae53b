//! The one owner of requests to the AI: ids, staleness and cancellation live here, the
//! transport in [`worker`]. Each lane is one worker answering one kind of work, so that a
//! long analysis never delays the computer's move; a caller asks with a request and a
//! handler, and its handler sees only the replies to its own current request.
//!
//! Abandoning a search stops its worker. A spare worker, loaded in advance, then takes its
//! place at once, so the next request (the hints of the new position) is not kept waiting
//! while a new worker loads.

pub mod requests;
#[cfg(target_arch = "wasm32")]
pub mod worker;

#[cfg(target_arch = "wasm32")]
pub use owner::{Ai, Lane};

#[cfg(target_arch = "wasm32")]
mod owner {
    use super::requests::Requests;
    use super::worker::WorkerLink;
    use crate::protocol::{Reply, Request};
    use leptos::prelude::*;
    use std::cell::RefCell;
    use std::collections::HashMap;
    use std::rc::{Rc, Weak};

    /// Which worker serves a request.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Lane {
        /// The computer's moves and its answers to draw offers.
        Play,
        /// Hints, evaluations and reviews for the player.
        Analysis,
    }

    /// What handles the replies to one request: it gets the request's id and the reply.
    type Handler = Rc<dyn Fn(u32, Reply)>;

    struct LaneState {
        link: Option<WorkerLink>,
        requests: Requests,
        handler: Option<Handler>,
    }

    /// The lanes, and the spare worker that replaces a stopped one.
    #[derive(Default)]
    struct Pool {
        lanes: HashMap<Lane, LaneState>,
        spare: Option<WorkerLink>,
    }

    type Lanes = RefCell<Pool>;

    /// A cheap, copyable handle on every lane.
    #[derive(Clone, Copy)]
    pub struct Ai {
        lanes: StoredValue<Rc<Lanes>, LocalStorage>,
        /// Whether a worker has loaded: until then the computer is getting ready, not
        /// thinking (on a slow phone that takes seconds).
        pub loaded: RwSignal<bool>,
    }

    /// Hands a reply to the handler of the awaited request, if it is one.
    fn deliver(lanes: &Weak<Lanes>, lane: Lane, reply: Reply) {
        let Some(lanes) = lanes.upgrade() else { return };
        // The handler may ask again, so the borrow ends before it runs.
        let handler = {
            let mut pool = lanes.borrow_mut();
            let Some(state) = pool.lanes.get_mut(&lane) else {
                return;
            };
            if !state.requests.receive(&reply) {
                return;
            }
            state.handler.clone()
        };
        if let (Some(handler), Some(id)) = (handler, reply.id()) {
            handler(id, reply);
        }
    }

    impl Default for Ai {
        /// No worker runs until a lane is first used (or warmed).
        fn default() -> Ai {
            Ai {
                lanes: StoredValue::new_local(Rc::new(RefCell::new(Pool::default()))),
                loaded: RwSignal::new(false),
            }
        }
    }

    impl Ai {
        fn with_lane<T>(&self, lane: Lane, f: impl FnOnce(&mut LaneState) -> T) -> T {
            let lanes = self.lanes.get_value();
            let weak = Rc::downgrade(&lanes);
            let mut pool = lanes.borrow_mut();
            let state = pool.lanes.entry(lane).or_insert_with(|| LaneState {
                link: None,
                requests: Requests::default(),
                handler: None,
            });
            if state.link.is_none() {
                state.link = Some(WorkerLink::new(
                    move |reply| deliver(&weak, lane, reply),
                    self.on_ready(),
                ));
            }
            f(state)
        }

        /// What a worker does once loaded: mark the AI loaded.
        fn on_ready(&self) -> impl Fn() + 'static {
            let loaded = self.loaded;
            move || loaded.set(true)
        }

        /// Runs `f` on the lane if it has been used; a lane never used has nothing to cancel.
        fn with_used_lane<T>(&self, lane: Lane, f: impl FnOnce(&mut LaneState) -> T) -> Option<T> {
            let lanes = self.lanes.get_value();
            let mut pool = lanes.borrow_mut();
            pool.lanes.get_mut(&lane).map(f)
        }

        /// Stops the lane's worker and puts the spare (or a new worker) in its place; a new
        /// spare starts loading for next time.
        fn replace_worker(&self, lane: Lane) {
            let lanes = self.lanes.get_value();
            let weak = Rc::downgrade(&lanes);
            let mut pool = lanes.borrow_mut();
            let spare = pool.spare.take();
            let Some(state) = pool.lanes.get_mut(&lane) else {
                return;
            };
            if let Some(old) = state.link.take() {
                old.stop();
            }
            let deliver_here = {
                let weak = weak.clone();
                move |reply| deliver(&weak, lane, reply)
            };
            let link = match spare {
                Some(link) => {
                    link.set_on_reply(deliver_here);
                    link
                }
                None => WorkerLink::new(deliver_here, self.on_ready()),
            };
            state.link = Some(link);
            // A spare only waits for its turn: it answers nothing until it takes a lane.
            pool.spare = Some(WorkerLink::new(|_| {}, self.on_ready()));
        }

        /// Starts the lane's worker now, so that its first answer does not wait for it to load.
        pub fn warm(&self, lane: Lane) {
            self.with_lane(lane, |_| ());
        }

        /// Sends the request `make` builds with its new id, replacing (and abandoning) the
        /// lane's current one; `on_reply` gets its replies. Returns the id.
        pub fn ask(
            &self,
            lane: Lane,
            make: impl FnOnce(u32) -> Request,
            on_reply: impl Fn(u32, Reply) + 'static,
        ) -> u32 {
            let (id, stop) = self.with_lane(lane, |state| {
                let (id, stop) = state.requests.start();
                state.handler = Some(Rc::new(on_reply));
                (id, stop)
            });
            if stop {
                self.replace_worker(lane);
            }
            self.with_lane(lane, |state| {
                state
                    .link
                    .as_ref()
                    .expect("the lane has a worker")
                    .send(&make(id))
            });
            id
        }

        /// Abandons the lane's awaited request, stopping its worker if it is serving it.
        pub fn cancel(&self, lane: Lane) {
            let stop = self.with_used_lane(lane, |state| {
                state.handler = None;
                state.requests.cancel()
            });
            if stop == Some(true) {
                self.replace_worker(lane);
            }
        }

        /// Whether request `id` is still awaited on `lane`.
        pub fn awaits(&self, lane: Lane, id: u32) -> bool {
            self.with_used_lane(lane, |state| state.requests.awaits(id))
                .unwrap_or(false)
        }

        /// Request `id` has been dealt with: later replies to it are dropped.
        pub fn done(&self, lane: Lane, id: u32) {
            self.with_used_lane(lane, |state| {
                state.requests.done(id);
                if !state.requests.waiting() {
                    state.handler = None;
                }
            });
        }
    }
}
