//! A link as a QR code, for a phone's camera: the `qrcode` crate encodes it, and the page
//! draws its dark modules as one SVG path (runs of a row in one rectangle each).

use leptos::prelude::*;
use qrcode::{Color, EcLevel, QrCode};

/// The light border around the code, in modules, as the standard asks.
const QUIET: usize = 4;

/// The SVG path of `text`'s dark modules and the code's width with its border; `None` if the
/// text is too long for a QR code.
fn path(text: &str) -> Option<(String, usize)> {
    let code = QrCode::with_error_correction_level(text, EcLevel::L).ok()?;
    let width = code.width();
    let colors = code.to_colors();
    let mut d = String::new();
    for (y, row) in colors.chunks(width).enumerate() {
        let mut x = 0;
        while x < width {
            if row[x] == Color::Dark {
                let run = row[x..].iter().take_while(|c| **c == Color::Dark).count();
                d.push_str(&format!("M{} {}h{run}v1h-{run}z", x + QUIET, y + QUIET));
                x += run;
            } else {
                x += 1;
            }
        }
    }
    Some((d, width + 2 * QUIET))
}

/// `text` as a QR code, labelled `label` for screen readers.
#[component]
pub fn QrCodeView(
    /// What the code carries.
    text: String,
    /// Its accessible name.
    label: String,
) -> impl IntoView {
    path(&text).map(|(d, size)| {
        view! {
            <svg
                class="friend-qr"
                data-testid="friend-qr"
                role="img"
                aria-label=label
                viewBox=format!("0 0 {size} {size}")
                shape-rendering="crispEdges"
            >
                <rect width=size height=size fill="#fff" />
                <path d=d fill="#000" />
            </svg>
        }
    })
}
