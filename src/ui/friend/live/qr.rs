//! A link as a QR code, for a phone's camera: the `qrcode` crate encodes it (in the live
//! chunk, when the link is made), and the panel draws its dark modules as one SVG path (runs
//! of a row in one rectangle each).

use leptos::prelude::*;
use qrcode::{Color, EcLevel, QrCode};

/// A QR code ready to draw: its SVG path and its width in modules, border included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Qr {
    /// The dark modules.
    pub d: String,
    /// The width and height.
    pub size: usize,
}

/// The light border around the code, in modules, as the standard asks.
const QUIET: usize = 4;

/// `text` as a QR code; `None` if it is too long for one.
pub fn encode(text: &str) -> Option<Qr> {
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
    Some(Qr {
        d,
        size: width + 2 * QUIET,
    })
}

/// A QR code, labelled `label` for screen readers.
#[component]
pub fn QrCodeView(
    /// The code.
    qr: Qr,
    /// Its accessible name.
    label: String,
) -> impl IntoView {
    let Qr { d, size } = qr;
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
}
