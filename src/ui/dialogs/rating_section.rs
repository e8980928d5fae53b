//! The player's rating in the Statistics dialog: the rating now, how many games it counts,
//! and its history as a chart.

use super::rating_chart::RatingChart;
use crate::i18n::rating;
use crate::settings::Statistics;
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// The rating part of the Statistics dialog, kept live with `stats`.
#[component]
pub fn RatingSection(
    /// The statistics, whose rating is shown.
    stats: RwSignal<Statistics>,
) -> impl IntoView {
    let lang = AppState::get().lang;
    let now = move || stats.with(|s| s.rating.rounded());
    let games = move || stats.with(|s| s.rating.games());
    let chart = move || {
        let (start, history) = stats.with(|s| {
            let history = s.rating.history();
            (
                s.rating.start(),
                history.iter().map(|r| r.round() as i32).collect::<Vec<_>>(),
            )
        });
        if history.is_empty() {
            view! { <p class="dialog-note">{tr(rating::NO_RATED_GAME)}</p> }.into_any()
        } else {
            view! { <RatingChart start=start history=history /> }.into_any()
        }
    };
    view! {
        <section class="rating-section" aria-labelledby="rating-heading">
            <h3 id="rating-heading">{tr(rating::YOUR_RATING)}</h3>
            <p class="rating-figures">
                <strong data-testid="player-rating" data-rating=now>
                    {move || lang.get().labelled(rating::RATING.get(lang.get()), &lang.get().integer(now().into()))}
                </strong>
                <span data-testid="rated-games" data-games=games>
                    {move || lang.get().labelled(rating::RATED_GAMES.get(lang.get()), &lang.get().integer(games() as i64))}
                </span>
            </p>
            {chart}
            <p class="dialog-note">{tr(rating::RATING_NOTE)}</p>
        </section>
    }
}
