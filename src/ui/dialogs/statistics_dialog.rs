//! The Statistics dialog: both perspectives side by side, with Reset and Close.

use super::dialog::Dialog;
use crate::settings::stats::{Perspective, Tally};
use crate::settings::Statistics;
use leptos::prelude::*;

/// One perspective as a table: a column per side, a row per figure.
fn tally_table(perspective: Perspective, tally: Tally) -> impl IntoView {
    let rows = [
        ("Wins", tally.first_wins, tally.second_wins),
        ("Losses", tally.second_wins, tally.first_wins),
        ("Draws", tally.draws, tally.draws),
    ];
    view! {
        <table class="stats-table" data-perspective=perspective.key>
            <caption>{perspective.title}</caption>
            <thead>
                <tr>
                    <td></td>
                    <th scope="col">{perspective.first}</th>
                    <th scope="col">{perspective.second}</th>
                </tr>
            </thead>
            <tbody>
                {rows
                    .into_iter()
                    .map(|(name, a, b)| {
                        view! {
                            <tr>
                                <th scope="row">{name}</th>
                                <td>{a}</td>
                                <td>{b}</td>
                            </tr>
                        }
                    })
                    .collect_view()}
                <tr>
                    <th scope="row">"Total score"</th>
                    <td>{tally.first_score}</td>
                    <td>{tally.second_score}</td>
                </tr>
            </tbody>
        </table>
    }
}

/// The Statistics dialog. Reset clears `stats` at once; Close and Escape close.
#[component]
pub fn StatisticsDialog(
    /// The statistics shown, kept live.
    stats: RwSignal<Statistics>,
    /// Closes the dialog (the caller hides it).
    on_close: Callback<()>,
) -> impl IntoView {
    view! {
        <Dialog title="Statistics" id="statistics" on_close=on_close>
            <p class="dialog-note">
                "Every finished game counts as Black vs White. Computer vs User counts only \
                 games with exactly one computer player, as set when the game ended."
            </p>
            <div class="stats-tables">
                {move || {
                    stats
                        .get()
                        .tallies()
                        .into_iter()
                        .map(|(p, t)| tally_table(p, t))
                        .collect_view()
                }}
            </div>
            <div class="dialog-buttons">
                <button type="button" on:click=move |_| stats.update(Statistics::reset)>
                    "Reset"
                </button>
                <button type="button" class="primary" on:click=move |_| on_close.run(())>
                    "Close"
                </button>
            </div>
        </Dialog>
    }
}
