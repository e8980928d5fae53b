//! The page's own address, where every link the game makes points: share links, a Library
//! game's link, a friend's link.

use leptos::prelude::*;

/// The address of this page without its fragment: where a share link points, whatever
/// host and folder the app is served from.
pub fn page_address() -> String {
    let href = window().location().href().unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}
