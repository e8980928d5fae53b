//! The two links that open a live connection: the host's invitation carries its WebRTC offer,
//! the friend's reply carries the answer, each a session description (SDP) with every ICE
//! candidate already in it, so one link each way suffices. The SDP is deflated and written in
//! base64url to keep the link (and its QR code) short:
//!
//! `#live=1&id=<16 hex>&offer=<base64url>` and `#live=1&id=<16 hex>&answer=<base64url>`
//!
//! A link is outside input: its size, its parts and its inflated size are bounded, and what
//! does not read is refused with a [`SignalProblem`].

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use miniz_oxide::deflate::compress_to_vec;
use miniz_oxide::inflate::decompress_to_vec_with_limit;
use std::fmt;

/// The signal format this release writes.
pub const FORMAT: u32 = 1;

/// The key that marks a live link's fragment.
const KEY: &str = "live=";

/// The longest SDP read back, in bytes: a data channel's offer with a few candidates is under
/// 2 KB, and a link must not make the page inflate megabytes.
const MAX_SDP: usize = 16 * 1024;

/// The longest fragment read, in characters.
const MAX_FRAGMENT: usize = 8 * 1024;

/// Which side of the exchange a link carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The host's invitation.
    Offer,
    /// The friend's reply.
    Answer,
}

impl Side {
    /// The part's name in the link.
    fn key(self) -> &'static str {
        match self {
            Side::Offer => "offer",
            Side::Answer => "answer",
        }
    }
}

/// A live link's content.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signal {
    /// The game's id.
    pub id: u64,
    /// Offer or answer.
    pub side: Side,
    /// The session description.
    pub sdp: String,
}

/// Why a live link cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SignalProblem {
    /// Not a live link.
    NotLive,
    /// Written by a newer release.
    Newer(u32),
    /// A part is missing, repeated or unreadable: cut short or changed in a messenger.
    Broken,
}

impl fmt::Display for SignalProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SignalProblem::NotLive => f.write_str("not a live link"),
            SignalProblem::Newer(v) => write!(f, "live link format {v} is newer than this page"),
            SignalProblem::Broken => f.write_str("the live link is broken"),
        }
    }
}

/// Whether `text` (a URL or its fragment) is a live link.
pub fn is_live_link(text: &str) -> bool {
    fragment_of(text).starts_with(KEY)
}

/// The fragment of a URL (after `#`), or `text` itself when it has none.
fn fragment_of(text: &str) -> &str {
    let text = text.trim();
    text.split_once('#').map_or(text, |(_, f)| f).trim()
}

impl Signal {
    /// The fragment, `#` included, that carries this signal.
    pub fn fragment(&self) -> String {
        let packed = URL_SAFE_NO_PAD.encode(compress_to_vec(self.sdp.as_bytes(), 10));
        format!(
            "#{KEY}{FORMAT}&id={:016x}&{}={packed}",
            self.id,
            self.side.key()
        )
    }

    /// Reads a live link (a whole URL or its fragment).
    pub fn read(text: &str) -> Result<Signal, SignalProblem> {
        let fragment = fragment_of(text);
        let rest = fragment.strip_prefix(KEY).ok_or(SignalProblem::NotLive)?;
        if fragment.len() > MAX_FRAGMENT {
            return Err(SignalProblem::Broken);
        }
        let mut parts = rest.split('&');
        match parts.next().map(str::parse::<u32>) {
            Some(Ok(FORMAT)) => {}
            Some(Ok(v)) if v > FORMAT => return Err(SignalProblem::Newer(v)),
            _ => return Err(SignalProblem::Broken),
        }
        let pairs: Vec<(&str, &str)> = parts.filter_map(|p| p.split_once('=')).collect();
        let one = |name: &str| {
            let mut found = pairs.iter().filter(|(k, _)| *k == name).map(|(_, v)| *v);
            match (found.next(), found.next()) {
                (Some(v), None) => Some(v),
                _ => None,
            }
        };
        let id = one("id")
            .filter(|id| id.len() == 16 && id.bytes().all(|b| b.is_ascii_hexdigit()))
            .and_then(|id| u64::from_str_radix(id, 16).ok())
            .ok_or(SignalProblem::Broken)?;
        let (side, packed) = match (one("offer"), one("answer")) {
            (Some(p), None) => (Side::Offer, p),
            (None, Some(p)) => (Side::Answer, p),
            _ => return Err(SignalProblem::Broken),
        };
        let deflated = URL_SAFE_NO_PAD
            .decode(packed)
            .map_err(|_| SignalProblem::Broken)?;
        let sdp = decompress_to_vec_with_limit(&deflated, MAX_SDP)
            .ok()
            .and_then(|bytes| String::from_utf8(bytes).ok())
            .filter(|sdp| sdp.starts_with("v=0"))
            .ok_or(SignalProblem::Broken)?;
        Ok(Signal { id, side, sdp })
    }
}
