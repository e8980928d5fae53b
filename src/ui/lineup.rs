//! A compact line saying who plays each side, so the Options dialog need not be opened
//! to find out.

use crate::engine::Color;
use crate::settings::Options;
use leptos::prelude::*;

/// "Black: Human · White: Computer (Beginner)".
pub fn lineup_text(options: &Options) -> String {
    let side = |c: Color| format!("{}: {}", c.title(), options.players.player(c).title());
    let level =
        if options.players.is_computer(Color::Black) || options.players.is_computer(Color::White) {
            format!(" ({})", options.level.title())
        } else {
            String::new()
        };
    format!("{} · {}{level}", side(Color::Black), side(Color::White))
}

/// The line itself.
#[component]
pub fn Lineup(
    /// The options in effect.
    #[prop(into)]
    options: Signal<Options>,
) -> impl IntoView {
    view! {
        <p class="lineup" data-testid="lineup">
            {move || options.with(lineup_text)}
        </p>
    }
}
