//! Runs a search's future to its end on the calling thread.
//!
//! The root of a search is written once as async code (see [`super::root::RootSearch`]) so that
//! a browser transport can wait for its workers' messages without blocking the page. The
//! serial search never waits, and the native threads' transport waits by blocking, so on
//! those a future is ready at its first poll and no executor is needed.

use std::future::Future;
use std::pin::pin;
use std::task::{Context, Poll, Waker};

/// The output of `future`, polled on this thread until it is ready.
pub fn ready<F: Future>(future: F) -> F::Output {
    let mut future = pin!(future);
    let mut cx = Context::from_waker(Waker::noop());
    loop {
        if let Poll::Ready(output) = future.as_mut().poll(&mut cx) {
            return output;
        }
        // Only a future that waits for something other than a blocking call gets here; it
        // is polled again until it is done.
        std::hint::spin_loop();
    }
}
