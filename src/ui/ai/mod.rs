//! The one owner of requests to the AI: ids, staleness and cancellation live here, the
//! transport in [`worker`]. Each lane is one worker answering one kind of work, so that a
//! long analysis never delays the computer's move; a caller asks with a request and a
//! handler, and its handler sees only the replies to its own current request.

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
    }

    /// What handles the replies to one request: it gets the request's id and the reply.
    type Handler = Rc<dyn Fn(u32, Reply)>;

    struct LaneState {
        link: Option<WorkerLink>,
        requests: Requests,
        handler: Option<Handler>,
    }

    type Lanes = RefCell<HashMap<Lane, LaneState>>;

    /// A cheap, copyable handle on every lane.
    #[derive(Clone, Copy)]
    pub struct Ai {
        lanes: StoredValue<Rc<Lanes>, LocalStorage>,
    }

    /// Hands a reply to the handler of the awaited request, if it is one.
    fn deliver(lanes: &Weak<Lanes>, lane: Lane, reply: Reply) {
        let Some(lanes) = lanes.upgrade() else { return };
        // The handler may ask again, so the borrow ends before it runs.
        let handler = {
            let mut map = lanes.borrow_mut();
            let Some(state) = map.get_mut(&lane) else {
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
                lanes: StoredValue::new_local(Rc::new(RefCell::new(HashMap::new()))),
            }
        }
    }

    impl Ai {
        fn with_lane<T>(&self, lane: Lane, f: impl FnOnce(&mut LaneState) -> T) -> T {
            let lanes = self.lanes.get_value();
            let weak = Rc::downgrade(&lanes);
            let mut map = lanes.borrow_mut();
            let state = map.entry(lane).or_insert_with(|| LaneState {
                link: None,
                requests: Requests::default(),
                handler: None,
            });
            if state.link.is_none() {
                state.link = Some(WorkerLink::new(move |reply| deliver(&weak, lane, reply)));
            }
            f(state)
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
            self.with_lane(lane, |state| {
                let (id, stop) = state.requests.start();
                let link = state.link.as_ref().expect("the lane has a worker");
                if stop {
                    link.restart();
                }
                state.handler = Some(Rc::new(on_reply));
                link.send(&make(id));
                id
            })
        }

        /// Abandons the lane's awaited request, stopping its worker if it is serving it.
        pub fn cancel(&self, lane: Lane) {
            self.with_lane(lane, |state| {
                state.handler = None;
                if state.requests.cancel() {
                    if let Some(link) = &state.link {
                        link.restart();
                    }
                }
            });
        }

        /// Whether request `id` is still awaited on `lane`.
        pub fn awaits(&self, lane: Lane, id: u32) -> bool {
            self.with_lane(lane, |state| state.requests.awaits(id))
        }

        /// Request `id` has been dealt with: later replies to it are dropped.
        pub fn done(&self, lane: Lane, id: u32) {
            self.with_lane(lane, |state| {
                state.requests.done(id);
                if !state.requests.waiting() {
                    state.handler = None;
                }
            });
        }
    }
}
