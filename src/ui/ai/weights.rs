//! The evaluation's weights for the pool's workers: the page fetches the file once, inflates
//! it with the browser's own code as it arrives, and hands each piece, unread, to every worker
//! it has started, replaying the pieces so far to a worker started later (one that replaces a
//! stopped or failed one, a pool of another size). One request reaches the network or the
//! cache, and the page links no code that reads the file. The file holds the opening's phases
//! first, so the workers can answer the first moves long before the whole file is in (see
//! `protocol::wire`). When the file cannot be had, or a worker cannot use it, the console
//! hears why once and the workers play with the hand-set evaluation where they lack weights.

use crate::ui::fetch::{fetch_inflated_pieces, why};
use js_sys::Uint8Array;
use std::cell::RefCell;
use std::rc::Rc;

/// The weights file, beside the page: Trunk copies it into `dist/`, and
/// `scripts/compress-weights.mjs` compresses it there, so that it is 0.70 MB on any host rather
/// than 1.7 MB on those that send `.bin` files uncompressed.
const WEIGHTS_URL: &str = "./weights.bin.zlib";

/// How long the weights may take to arrive: a stalled connection must not keep the AI from
/// ever having them, so the fetch is then abandoned and the hand-set evaluation plays where
/// they are missing. The file is 0.70 MB: seconds on a slow phone network.
const WEIGHTS_TIMEOUT_MS: u32 = 30_000;

/// What a worker is given, in order: pieces of the file, then its end.
#[derive(Clone, Copy)]
pub enum Piece<'a> {
    /// The file's next bytes, plain.
    Bytes(&'a Uint8Array),
    /// The file has ended; `whole` unless it was lost on the way (the console has heard why).
    End {
        /// Whether every byte arrived.
        whole: bool,
    },
}

/// Follows the file for one worker.
type Follower = Box<dyn FnMut(Piece)>;

/// The fetch and who follows it.
#[derive(Default)]
struct Inner {
    started: bool,
    /// The pieces so far, for workers started later.
    pieces: Vec<Uint8Array>,
    /// Once the file has ended: whether it is whole.
    end: Option<bool>,
    /// Whether the console has heard why the file cannot be used.
    told: bool,
    followers: Vec<Follower>,
}

/// The weights file's pieces, kept in JavaScript's memory for the page's lifetime.
#[derive(Clone, Default)]
pub struct Weights(Rc<RefCell<Inner>>);

impl Weights {
    /// Fetches the file, the first time only.
    fn fetch(&self) {
        if std::mem::replace(&mut self.0.borrow_mut().started, true) {
            return;
        }
        let weights = self.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let sink = weights.clone();
            let fetched = fetch_inflated_pieces(WEIGHTS_URL, WEIGHTS_TIMEOUT_MS, move |piece| {
                sink.give(Piece::Bytes(&piece));
                sink.0.borrow_mut().pieces.push(piece);
            })
            .await;
            let whole = match fetched {
                Ok(0) => weights.unusable("the file is empty"),
                Ok(_) => true,
                Err(e) => weights.unusable(&why(e)),
            };
            weights.0.borrow_mut().end = Some(whole);
            weights.give(Piece::End { whole });
            weights.0.borrow_mut().followers.clear();
        });
    }

    /// Hands `piece` to every follower. A follower may not follow another while it runs.
    fn give(&self, piece: Piece) {
        let mut followers = std::mem::take(&mut self.0.borrow_mut().followers);
        for follow in &mut followers {
            follow(piece);
        }
        self.0.borrow_mut().followers.append(&mut followers);
    }

    /// Whether the file has ended, whole or not.
    pub fn arrived(&self) -> bool {
        self.0.borrow().end.is_some()
    }

    /// Fetches the file, if no one has, and gives `follow` the pieces so far, then each one as
    /// it arrives, and the end.
    pub fn follow(&self, follow: impl FnMut(Piece) + 'static) {
        self.fetch();
        self.listen(follow);
    }

    /// Gives `follow` the pieces so far, then each one as it arrives, and the end.
    fn listen(&self, mut follow: impl FnMut(Piece) + 'static) {
        let (pieces, end) = {
            let inner = self.0.borrow();
            (inner.pieces.clone(), inner.end)
        };
        for piece in &pieces {
            follow(Piece::Bytes(piece));
        }
        match end {
            Some(whole) => follow(Piece::End { whole }),
            None => self.0.borrow_mut().followers.push(Box::new(follow)),
        }
    }

    /// Runs `then` once the file has ended, whole or not; the fetch starts when a worker first
    /// follows the file, not for this (the worker's own code comes first on a slow link).
    pub fn then(&self, then: impl FnOnce() + 'static) {
        let mut then = Some(then);
        self.listen(move |piece| {
            if let Piece::End { .. } = piece {
                if let Some(then) = then.take() {
                    then();
                }
            }
        });
    }

    /// A worker could not use the file: the console hears why once.
    pub fn refused(&self, reason: &str) {
        self.unusable(reason);
    }

    /// Says why the hand-set evaluation plays, the first time only; returns false (the file
    /// is not whole).
    fn unusable(&self, reason: &str) -> bool {
        if !std::mem::replace(&mut self.0.borrow_mut().told, true) {
            web_sys::console::error_1(
                &format!(
                    "AI: the evaluation weights ({WEIGHTS_URL}) could not be loaded ({reason}); \
                     the computer plays with the hand-set evaluation instead"
                )
                .into(),
            );
        }
        false
    }
}
