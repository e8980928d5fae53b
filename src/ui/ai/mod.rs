//! The one owner of requests to the AI: ids, staleness and cancellation live here, the
//! searches' transport in [`pool`]. Each lane is one kind of work (the computer's moves, the
//! player's analysis) with at most one request awaited; a caller asks with a request and a
//! handler, and its handler sees only the replies to its own current request.
//!
//! A request is served in the page by `protocol::answer_on`, whose scheduler spreads the
//! search's root moves over the pool's workers. Abandoning a request stops its search at
//! once: its scheduler drops its tasks and the workers running them are ended and replaced,
//! while the other lane's search goes on. Workers that fail are the pool's to replace; when
//! they keep failing the pool gives up, every lane stops and [`Ai::unavailable`] is set,
//! which the page shows with a Retry button ([`crate::ui::ai_notice`]) and which keeps the
//! computer and hints from asking.
//!
//! A search starts once a worker has loaded with the weights it evaluates (the first moves
//! need only the opening's), so that its clock does not run while none can search. One that
//! heard no value from its tasks chose nothing (its workers fell silent): its answer is never
//! shown or played, and the request is served again, until the pool answers or gives up.

pub mod cores;
pub mod requests;
pub mod slots;

// The page's side: built only into the app's wasm, not natively nor into the AI worker.
cfg_if::cfg_if! {
    if #[cfg(all(target_arch = "wasm32", feature = "app"))] {
        mod book_file;
        pub mod pool;
        mod weights;
        pub mod worker;

        pub use owner::{Ai, Lane};
    }
}

#[cfg(all(target_arch = "wasm32", feature = "app"))]
mod owner {
    use super::book_file::BookLoad;
    use super::pool::{Halt, Pool};
    use super::requests::Requests;
    use super::weights::Weights;
    use crate::engine::search::parallel::Parallel;
    use crate::protocol::{answer_on, Reply, Request};
    use gloo_timers::callback::Interval;
    use leptos::prelude::*;
    use leptos::wasm_split::{wasm_split, SplitLoaderError};
    use std::cell::RefCell;
    use std::collections::HashMap;
    use std::rc::{Rc, Weak};
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;

    /// How often the pool is checked for a worker that fell silent.
    const WATCH_EVERY_MS: u32 = 1_000;

    /// Which work a request is.
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

    #[derive(Default)]
    struct LaneState {
        requests: Requests,
        handler: Option<Handler>,
        /// The awaited request, kept to be served again on a pool of another size.
        request: Option<Request>,
        /// Stops the search serving the lane's latest request.
        halt: Option<Halt>,
    }

    impl LaneState {
        fn halt(&mut self) {
            if let Some(halt) = self.halt.take() {
                halt.now();
            }
        }
    }

    /// The lanes, the pool of workers that serves them, and the timer that watches it.
    struct State {
        lanes: HashMap<Lane, LaneState>,
        pool: Option<Pool>,
        /// How many workers the pool has (the Cores option).
        size: usize,
        watch: Option<Interval>,
        book: BookLoad,
        /// Fetched once for every worker of every pool.
        weights: Weights,
    }

    type Shared = RefCell<State>;

    /// A cheap, copyable handle on every lane.
    #[derive(Clone, Copy)]
    pub struct Ai {
        state: StoredValue<Rc<Shared>, LocalStorage>,
        /// Whether a worker has loaded: until then the computer is getting ready, not
        /// thinking (on a slow phone that takes seconds).
        pub loaded: RwSignal<bool>,
        /// Whether the AI gave up after its workers kept failing: the computer cannot play
        /// and hints are off until [`Ai::retry`].
        pub unavailable: RwSignal<bool>,
    }

    /// Hands a reply to the handler of the awaited request, if it is one.
    fn deliver(state: &Weak<Shared>, lane: Lane, reply: Reply) {
        let Some(state) = state.upgrade() else { return };
        // The handler may ask again, so the borrow ends before it runs.
        let handler = {
            let mut state = state.borrow_mut();
            let Some(lane) = state.lanes.get_mut(&lane) else {
                return;
            };
            if !lane.requests.receive(&reply) {
                return;
            }
            lane.handler.clone()
        };
        if let Some(handler) = handler {
            handler(reply.id(), reply);
        }
    }

    impl Default for Ai {
        /// No worker runs until a lane is first used (or warmed).
        fn default() -> Ai {
            Ai {
                state: StoredValue::new_local(Rc::new(RefCell::new(State {
                    lanes: HashMap::new(),
                    pool: None,
                    size: super::cores::default_cores(super::cores::device_cores()),
                    watch: None,
                    book: BookLoad::default(),
                    weights: Weights::default(),
                }))),
                loaded: RwSignal::new(false),
                unavailable: RwSignal::new(false),
            }
        }
    }

    /// What the pool's chunk is asked to do.
    #[derive(Clone, Copy)]
    enum Work {
        /// Start the pool's workers.
        Warm,
        /// Serve a lane's awaited request.
        Serve(Lane),
        /// Replace the pool with one of the size now chosen.
        Replace,
    }

    /// The pool's chunk: the workers, and the searches' scheduler that spreads a request over
    /// them.
    #[wasm_split(ai_pool, wasm_split_path = ::leptos::wasm_split, fallible)]
    fn pool_work(ai: Ai, work: Work) -> Result<(), SplitLoaderError> {
        match work {
            Work::Warm => ai.warm_now(),
            Work::Serve(lane) => ai.serve_now(lane),
            Work::Replace => ai.replace_now(),
        }
        Ok(())
    }

    impl Ai {
        /// The pool, started on first use.
        fn pool(&self, state: &mut State) -> Pool {
            if state.watch.is_none() {
                let ai = *self;
                state.watch = Some(Interval::new(WATCH_EVERY_MS, move || ai.watch()));
                // Every search needs the weights, only the levels that open from the book need
                // the book: on a slow link the two would share it, and the first reply wait
                // for both.
                let book = state.book.clone();
                state.weights.then(move || book.start());
            }
            if let Some(pool) = &state.pool {
                return pool.clone();
            }
            let (loaded, ai) = (self.loaded, *self);
            let pool = Pool::new(
                state.size,
                state.weights.clone(),
                move || loaded.set(true),
                move || ai.give_up(),
            );
            state.pool = Some(pool.clone());
            pool
        }

        /// Has `work` done once the chunk with the pool and the searches' scheduler is in:
        /// the board's first paint does without that code. A chunk that cannot load leaves
        /// the AI unavailable, with its Retry, which asks for the chunk again.
        fn later(&self, work: Work) {
            let ai = *self;
            wasm_bindgen_futures::spawn_local(async move {
                if pool_work(ai, work).await.is_err() {
                    ai.give_up();
                }
            });
        }

        /// Serves the lane's awaited request, from the pool's chunk.
        fn serve(&self, lane: Lane) {
            self.later(Work::Serve(lane));
        }

        /// Serves the lane's awaited request on the pool, in the page.
        fn serve_now(&self, lane: Lane) {
            let shared = self.state.get_value();
            let weak = Rc::downgrade(&shared);
            let mut state = shared.borrow_mut();
            let pool = self.pool(&mut state);
            let book = state.book.clone();
            let Some(entry) = state.lanes.get_mut(&lane) else {
                return;
            };
            entry.halt();
            let Some(request) = entry.request.clone() else {
                return;
            };
            let stop = Arc::new(AtomicBool::new(false));
            let transport = pool.transport(lane == Lane::Play, Arc::clone(&stop));
            let halt = transport.halt();
            entry.halt = Some(halt.clone());
            drop(state);
            let ai = *self;
            wasm_bindgen_futures::spawn_local(async move {
                // A position of the book is answered from it at once: the book gets a moment
                // to arrive before the first search.
                book.settled().await;
                pool.loaded(request.evaluates_down_to()).await;
                if halt.is_set() {
                    return;
                }
                let mut search = Parallel::new(transport, stop);
                let id = request.id();
                let mut unanswered = false;
                answer_on(&mut search, &request, &mut |reply| {
                    if reply.finishes(id) && halt.chose_nothing() {
                        unanswered = true;
                    } else {
                        deliver(&weak, lane, reply);
                    }
                })
                .await;
                if unanswered && !halt.is_set() {
                    web_sys::console::warn_1(
                        &"AI: no worker answered the search; it starts again".into(),
                    );
                    ai.serve_now(lane);
                }
            });
        }

        /// Stops every search and worker: the computer cannot play right now.
        fn give_up(&self) {
            {
                let shared = self.state.get_value();
                let mut state = shared.borrow_mut();
                if let Some(pool) = state.pool.take() {
                    pool.stop();
                }
                for lane in state.lanes.values_mut() {
                    lane.halt();
                    lane.requests.give_up();
                    lane.handler = None;
                    lane.request = None;
                }
            }
            self.unavailable.set(true);
        }

        /// Replaces the pool's workers that fell silent.
        fn watch(&self) {
            let pool = self.state.get_value().borrow().pool.clone();
            if let Some(pool) = pool {
                pool.watch();
            }
        }

        /// Whether the evaluation's weights have arrived (or failed to): what the first
        /// search waits for longest on a slow link.
        pub fn weights_arrived(&self) -> bool {
            self.state.get_value().borrow().weights.arrived()
        }

        /// After the AI gave up: forgets the failures, so the next request starts new workers
        /// (the computer and hints ask again as soon as this clears `unavailable`).
        pub fn retry(&self) {
            {
                let shared = self.state.get_value();
                let mut state = shared.borrow_mut();
                for lane in state.lanes.values_mut() {
                    lane.requests.revive();
                }
            }
            self.unavailable.set(false);
        }

        /// Resolves once the opening book is installed in the page or has failed, fetching it
        /// if need be (the explorer reads it without a search).
        pub async fn book_loaded(&self) {
            let book = self.state.get_value().borrow().book.clone();
            book.loaded().await;
        }

        /// Starts the pool's workers as soon as its chunk is in, so that the first answer does
        /// not wait for them to load.
        pub fn warm(&self) {
            self.later(Work::Warm);
        }

        /// [`Ai::warm`]'s workers, in the pool's chunk.
        fn warm_now(&self) {
            let shared = self.state.get_value();
            let mut state = shared.borrow_mut();
            if !state.lanes.values().any(|l| l.requests.is_down()) {
                self.pool(&mut state);
            }
        }

        /// Sets how many workers search (the Cores option): a pool of another size replaces
        /// the current one, and the awaited requests are served again on it.
        pub fn set_cores(&self, cores: usize) {
            let replace = {
                let shared = self.state.get_value();
                let mut state = shared.borrow_mut();
                if state.size == cores.max(1) {
                    return;
                }
                state.size = cores.max(1);
                state.pool.is_some()
            };
            if replace {
                self.later(Work::Replace);
            }
        }

        /// Replaces the pool with one of the size now chosen, in the pool's chunk.
        fn replace_now(&self) {
            let waiting: Vec<Lane> = {
                let shared = self.state.get_value();
                let mut state = shared.borrow_mut();
                let Some(pool) = state.pool.take() else {
                    return;
                };
                pool.stop();
                state
                    .lanes
                    .iter_mut()
                    .filter(|(_, l)| l.request.is_some())
                    .map(|(&lane, l)| {
                        l.halt();
                        lane
                    })
                    .collect()
            };
            // The new pool starts loading now, like the first one, so that the next answer
            // does not wait for it.
            self.warm_now();
            for lane in waiting {
                self.serve_now(lane);
            }
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
            let id = {
                let shared = self.state.get_value();
                let mut state = shared.borrow_mut();
                let entry = state.lanes.entry(lane).or_default();
                if entry.requests.is_down() {
                    return 0;
                }
                let (id, stop) = entry.requests.start();
                if stop {
                    entry.halt();
                }
                entry.handler = Some(Rc::new(on_reply));
                entry.request = Some(make(id));
                id
            };
            self.serve(lane);
            id
        }

        /// Abandons the lane's awaited request, stopping its search if it is running.
        pub fn cancel(&self, lane: Lane) {
            let shared = self.state.get_value();
            let mut state = shared.borrow_mut();
            if let Some(entry) = state.lanes.get_mut(&lane) {
                entry.handler = None;
                entry.request = None;
                if entry.requests.cancel() {
                    entry.halt();
                }
            }
        }

        /// Whether request `id` is still awaited on `lane`.
        pub fn awaits(&self, lane: Lane, id: u32) -> bool {
            let shared = self.state.get_value();
            let state = shared.borrow();
            state
                .lanes
                .get(&lane)
                .is_some_and(|l| l.requests.awaits(id))
        }

        /// Request `id` has been dealt with: later replies to it are dropped.
        pub fn done(&self, lane: Lane, id: u32) {
            let shared = self.state.get_value();
            let mut state = shared.borrow_mut();
            if let Some(entry) = state.lanes.get_mut(&lane) {
                entry.requests.done(id);
                if !entry.requests.waiting() {
                    entry.handler = None;
                    entry.request = None;
                }
            }
        }
    }
}
