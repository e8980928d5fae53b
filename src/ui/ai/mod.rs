//! The one owner of requests to the AI: ids, staleness and cancellation live here, the
//! transport in [`worker`]. Each lane is one worker answering one kind of work, so that a
//! long analysis never delays the computer's move; a caller asks with a request and a
//! handler, and its handler sees only the replies to its own current request.
//!
//! Abandoning a search stops its worker. A spare worker, loaded in advance, then takes its
//! place at once, so the next request (the hints of the new position) is not kept waiting
//! while a new worker loads.
//!
//! A worker that fails (its code cannot be fetched, it traps, or it falls silent while
//! serving, as one ended from outside does) is replaced and its request sent again, once; a
//! second failure in a row stops every lane and sets [`Ai::unavailable`], which the page shows
//! with a Retry button ([`crate::ui::ai_notice`]) and which keeps the computer and hints from asking.

#[cfg(target_arch = "wasm32")]
pub mod requests;
#[cfg(target_arch = "wasm32")]
pub mod worker;

#[cfg(target_arch = "wasm32")]
pub use owner::{Ai, Lane};

#[cfg(target_arch = "wasm32")]
mod owner {
    use super::requests::{patience_ms, Recovery, Requests, LOAD_PATIENCE_MS};
    use super::worker::WorkerLink;
    use crate::protocol::{Reply, Request};
    use gloo_timers::callback::Interval;
    use leptos::prelude::*;
    use std::cell::RefCell;
    use std::collections::HashMap;
    use std::rc::{Rc, Weak};

    /// How often the lanes are checked for a worker that fell silent.
    const WATCH_EVERY_MS: u32 = 1_000;

    /// Which worker serves a request.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Lane {
        /// The computer's moves and its answers to draw offers.
        Play,
        /// Hints, evaluations and reviews for the player.
        Analysis,
        /// Perfect play in the Puzzles view, apart from the game's lanes.
        Puzzle,
    }

    /// What handles the replies to one request: it gets the request's id and the reply.
    type Handler = Rc<dyn Fn(u32, Reply)>;

    struct LaneState {
        link: Option<WorkerLink>,
        requests: Requests,
        handler: Option<Handler>,
        /// The awaited request, kept to be sent again to a replacement worker.
        request: Option<Request>,
        /// Counts the lane's workers, so that a failure reported by a replaced one is ignored.
        generation: u32,
    }

    /// The lanes, the spare worker that replaces a stopped one, and the timer that watches
    /// for silent workers.
    #[derive(Default)]
    struct Pool {
        lanes: HashMap<Lane, LaneState>,
        spare: Option<WorkerLink>,
        watch: Option<Interval>,
    }

    type Lanes = RefCell<Pool>;

    /// A cheap, copyable handle on every lane.
    #[derive(Clone, Copy)]
    pub struct Ai {
        lanes: StoredValue<Rc<Lanes>, LocalStorage>,
        /// Whether a worker has loaded: until then the computer is getting ready, not
        /// thinking (on a slow phone that takes seconds).
        pub loaded: RwSignal<bool>,
        /// Whether the AI gave up after its workers failed twice in a row: the computer
        /// cannot play and hints are off until [`Ai::retry`].
        pub unavailable: RwSignal<bool>,
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
            let taken = state.requests.receive(&reply);
            if let Some(request) = &state.request {
                state
                    .requests
                    .heard(js_sys::Date::now(), patience_ms(request));
            }
            if !taken {
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
                unavailable: RwSignal::new(false),
            }
        }
    }

    impl Ai {
        /// A new worker for `lane`, whose replies and failures reach the lane while it is the
        /// lane's `generation`th worker.
        fn spawn(&self, weak: &Weak<Lanes>, lane: Lane, generation: u32) -> WorkerLink {
            let (on_reply, on_failure) = self.handlers(weak, lane, generation);
            WorkerLink::new(on_reply, self.on_ready(), on_failure)
        }

        fn handlers(
            &self,
            weak: &Weak<Lanes>,
            lane: Lane,
            generation: u32,
        ) -> (impl Fn(Reply) + 'static, impl Fn() + 'static) {
            let replies = weak.clone();
            let ai = *self;
            let failures = weak.clone();
            (
                move |reply| deliver(&replies, lane, reply),
                move || {
                    let current = failures.upgrade().is_some_and(|lanes| {
                        lanes
                            .borrow()
                            .lanes
                            .get(&lane)
                            .is_some_and(|s| s.generation == generation)
                    });
                    if current {
                        ai.worker_failed(lane);
                    }
                },
            )
        }

        fn with_lane<T>(&self, lane: Lane, f: impl FnOnce(&mut LaneState) -> T) -> T {
            let lanes = self.lanes.get_value();
            let weak = Rc::downgrade(&lanes);
            let mut pool = lanes.borrow_mut();
            if pool.watch.is_none() {
                let ai = *self;
                pool.watch = Some(Interval::new(WATCH_EVERY_MS, move || ai.watch()));
            }
            let state = pool.lanes.entry(lane).or_insert_with(|| LaneState {
                link: None,
                requests: Requests::default(),
                handler: None,
                request: None,
                generation: 0,
            });
            if state.link.is_none() && !state.requests.is_down() {
                state.generation += 1;
                state.link = Some(self.spawn(&weak, lane, state.generation));
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
        /// spare starts loading for next time. After a failure the spare is not trusted (what
        /// ended one worker may have ended every one), so a new worker takes the place.
        fn replace_worker(&self, lane: Lane, after_failure: bool) {
            let lanes = self.lanes.get_value();
            let weak = Rc::downgrade(&lanes);
            let mut pool = lanes.borrow_mut();
            let mut spare = pool.spare.take();
            if after_failure {
                if let Some(spare) = spare.take() {
                    spare.stop();
                }
            }
            let Some(state) = pool.lanes.get_mut(&lane) else {
                return;
            };
            if let Some(old) = state.link.take() {
                old.stop();
            }
            state.generation += 1;
            let link = match spare {
                Some(link) => {
                    let (on_reply, on_failure) = self.handlers(&weak, lane, state.generation);
                    link.set_handlers(on_reply, on_failure);
                    link
                }
                None => self.spawn(&weak, lane, state.generation),
            };
            state.link = Some(link);
            // A spare only waits for its turn: it answers nothing until it takes a lane, and
            // one that fails is simply dropped (the next replacement starts a worker itself).
            let dropped = weak.clone();
            pool.spare = Some(WorkerLink::new(
                |_| {},
                self.on_ready(),
                move || {
                    if let Some(lanes) = dropped.upgrade() {
                        if let Some(spare) = lanes.borrow_mut().spare.take() {
                            spare.stop();
                        }
                    }
                },
            ));
        }

        /// Sends the lane's awaited request to its worker, and starts the clock on its answer.
        fn send(state: &mut LaneState) {
            let (Some(link), Some(request)) = (&state.link, &state.request) else {
                return;
            };
            link.send(request);
            let patience = if link.is_ready() {
                patience_ms(request)
            } else {
                LOAD_PATIENCE_MS
            };
            state.requests.heard(js_sys::Date::now(), patience);
        }

        /// The lane's worker failed: replace it and send its request again, or give up.
        fn worker_failed(&self, lane: Lane) {
            let Some(recovery) = self.with_used_lane(lane, |state| state.requests.failed()) else {
                return;
            };
            match recovery {
                Recovery::Replace => self.replace_worker(lane, true),
                Recovery::Resend(_) => {
                    self.replace_worker(lane, true);
                    self.with_lane(lane, Ai::send);
                }
                Recovery::GiveUp => self.give_up(),
            }
        }

        /// Stops every worker: the computer cannot play right now.
        fn give_up(&self) {
            {
                let lanes = self.lanes.get_value();
                let mut pool = lanes.borrow_mut();
                if let Some(spare) = pool.spare.take() {
                    spare.stop();
                }
                for state in pool.lanes.values_mut() {
                    if let Some(link) = state.link.take() {
                        link.stop();
                    }
                    state.requests.give_up();
                    state.handler = None;
                    state.request = None;
                }
            }
            self.unavailable.set(true);
        }

        /// Checks each lane for a worker silent past its deadline.
        fn watch(&self) {
            let now = js_sys::Date::now();
            let silent: Vec<Lane> = {
                let lanes = self.lanes.get_value();
                let pool = lanes.borrow();
                pool.lanes
                    .iter()
                    .filter(|(_, state)| state.requests.overdue(now))
                    .map(|(&lane, _)| lane)
                    .collect()
            };
            for lane in silent {
                web_sys::console::warn_1(&format!("AI worker ({lane:?}) fell silent").into());
                self.worker_failed(lane);
            }
        }

        /// After the AI gave up: forgets the failures, so the next request starts new workers
        /// (the computer and hints ask again as soon as this clears `unavailable`).
        pub fn retry(&self) {
            {
                let lanes = self.lanes.get_value();
                let mut pool = lanes.borrow_mut();
                for state in pool.lanes.values_mut() {
                    state.requests.revive();
                }
            }
            self.unavailable.set(false);
        }

        /// Starts the lane's worker now, so that its first answer does not wait for it to load.
        pub fn warm(&self, lane: Lane) {
            self.with_lane(lane, |_| ());
        }

        /// Sends the request `make` builds with its new id, replacing (and abandoning) the
        /// lane's current one; `on_reply` gets its replies. Returns the id. While the AI is
        /// unavailable nothing is sent and no reply comes.
        pub fn ask(
            &self,
            lane: Lane,
            make: impl FnOnce(u32) -> Request,
            on_reply: impl Fn(u32, Reply) + 'static,
        ) -> u32 {
            let started = self.with_lane(lane, |state| {
                if state.requests.is_down() {
                    return None;
                }
                let (id, stop) = state.requests.start();
                state.handler = Some(Rc::new(on_reply));
                state.request = Some(make(id));
                Some((id, stop))
            });
            // Ids start at 1, so 0 is awaited by no one.
            let Some((id, stop)) = started else { return 0 };
            if stop {
                self.replace_worker(lane, false);
            }
            self.with_lane(lane, Ai::send);
            id
        }

        /// Abandons the lane's awaited request, stopping its worker if it is serving it.
        pub fn cancel(&self, lane: Lane) {
            let stop = self.with_used_lane(lane, |state| {
                state.handler = None;
                state.request = None;
                state.requests.cancel()
            });
            if stop == Some(true) {
                self.replace_worker(lane, false);
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
                    state.request = None;
                }
            });
        }
    }
}
