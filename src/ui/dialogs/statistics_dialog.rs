//! The Statistics dialog: both perspectives side by side, the drills, the player's rating,
//! with Reset and Close.

use super::dialog::Dialog;
use super::rating_section::RatingSection;
use crate::actions::words::action as action_words;
use crate::actions::Action;
use crate::engine::Color;
use crate::i18n::{drill, names, ui, Lang};
use crate::settings::stats::{Perspective, Tally};
use crate::settings::words;
use crate::settings::Player;
use crate::settings::Statistics;
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// One perspective as a table: a column per side, a row per figure.
fn tally_table(perspective: Perspective, tally: Tally, lang: Lang) -> impl IntoView {
    let rows = [
        (ui::WINS, tally.first_wins, tally.second_wins),
        (ui::LOSSES, tally.second_wins, tally.first_wins),
        (ui::DRAWS, tally.draws, tally.draws),
    ];
    let (title, first, second) = match perspective.key {
        "computer_vs_user" => (
            ui::COMPUTER_VS_USER,
            words::player(Player::Computer, lang),
            ui::USER.get(lang),
        ),
        _ => (
            ui::BLACK_VS_WHITE,
            names::color(Color::Black, lang),
            names::color(Color::White, lang),
        ),
    };
    let number = move |n: u64| lang.integer(i64::try_from(n).unwrap_or(i64::MAX));
    view! {
        <table class="stats-table" data-perspective=perspective.key>
            <caption>{title.get(lang)}</caption>
            <thead>
                <tr>
                    <td></td>
                    <th scope="col">{first}</th>
                    <th scope="col">{second}</th>
                </tr>
            </thead>
            <tbody>
                {rows
                    .into_iter()
                    .map(|(name, a, b)| {
                        view! {
                            <tr>
                                <th scope="row">{name.get(lang)}</th>
                                <td>{number(a.into())}</td>
                                <td>{number(b.into())}</td>
                            </tr>
                        }
                    })
                    .collect_view()}
                <tr>
                    <th scope="row">{ui::TOTAL_SCORE.get(lang)}</th>
                    <td>{number(tally.first_score)}</td>
                    <td>{number(tally.second_score)}</td>
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
    let lang = AppState::get().lang;
    view! {
        <Dialog title=action_words(Action::Statistics).label id="statistics" on_close=on_close>
            <p class="dialog-note">{tr(ui::STATS_NOTE)}</p>
            <div class="stats-tables">
                {move || {
                    stats
                        .get()
                        .tallies()
                        .into_iter()
                        .map(|(p, t)| tally_table(p, t, lang.get()))
                        .collect_view()
                }}
            </div>
            <p class="stats-drills" data-testid="stats-drills">
                {move || {
                    let lang = lang.get();
                    let n = stats.with(|s| s.drills);
                    lang.labelled(drill::DRILLS_COMPLETED.get(lang), &lang.integer(n.into()))
                }}
                " "
                <span class="dialog-note">{tr(drill::DRILLS_APART)}</span>
            </p>
            <RatingSection stats=stats />
            <div class="dialog-buttons">
                <button type="button" on:click=move |_| stats.update(Statistics::reset)>
                    {tr(ui::RESET)}
                </button>
                <button type="button" class="primary" on:click=move |_| on_close.run(())>
                    {tr(ui::CLOSE)}
                </button>
            </div>
        </Dialog>
    }
}
