//! The Puzzles view in place of the game: the puzzle's title and band, the usual board, the
//! first move's verdict, what happens now, and the buttons (Retry, Solution, Previous, Next,
//! the puzzle of the day, the band, back to the game).

use super::navigate::{choose_band, go, go_daily, leave};
use super::signals::{File, Puzzles};
use crate::engine::puzzles::Band;
use crate::engine::Square;
use crate::i18n::game::outcome_line;
use crate::i18n::puzzles::{self as words, band_name};
use crate::session::puzzle::{Mode, PuzzleRun};
use crate::settings::puzzle_progress::PuzzleState;
use crate::ui::board::Board;
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::html;
use leptos::prelude::*;
use std::collections::HashMap;

/// The whole view; the app shows it while the game is put aside.
#[component]
pub fn PuzzleView() -> impl IntoView {
    let state = AppState::get();
    let puzzles = Puzzles::get();
    // Focus moves into the view, whose opener (the menu) is gone.
    let back = NodeRef::<html::Button>::new();
    Effect::new(move |_| {
        if let Some(back) = back.get() {
            let _ = back.focus();
        }
    });
    let ready = move || puzzles.file.with(|f| matches!(f, File::Ready(_)));
    let number = move || puzzles.run.with(|r| r.as_ref().map(PuzzleRun::number));
    let standing = move || {
        number().map(|n| {
            puzzles
                .progress
                .with(|p| p.state(u16::try_from(n).unwrap_or(u16::MAX)))
        })
    };

    view! {
        <section
            class="puzzle"
            data-testid="puzzle"
            aria-labelledby="puzzle-heading"
            data-puzzle=move || number().map(|n| n.to_string())
            data-state=move || standing().map(PuzzleState::name)
        >
            <div class="puzzle-top">
                <h2 id="puzzle-heading" class="puzzle-heading">{tr(words::PUZZLES)}</h2>
                <button
                    type="button"
                    class="puzzle-back"
                    data-testid="puzzle-back"
                    node_ref=back
                    on:click=move |_| leave(state, puzzles)
                >
                    {tr(words::BACK_TO_GAME)}
                </button>
            </div>
            <p class="puzzle-notice" data-testid="puzzle-notice" hidden=move || puzzles.notice.with(Option::is_none)>
                {move || puzzles.notice.get()}
            </p>
            {move || match puzzles.file.get() {
                File::Missing => {
                    view! {
                        <p class="puzzle-missing" role="alert" data-testid="puzzle-missing">
                            {tr(words::MISSING)}
                        </p>
                    }
                        .into_any()
                }
                File::NotLoaded | File::Loading => {
                    view! {
                        <p class="puzzle-loading" data-testid="puzzle-loading">
                            {tr(words::LOADING)}
                        </p>
                    }
                        .into_any()
                }
                File::Ready(_) => ().into_any(),
            }}
            <Show when=move || ready() && number().is_some()>
                <Puzzle standing=Signal::derive(standing) />
            </Show>
        </section>
    }
}

/// The puzzle on the board with its verdict and buttons.
#[component]
fn Puzzle(
    /// Where the player stands on this puzzle.
    #[prop(into)]
    standing: Signal<Option<PuzzleState>>,
) -> impl IntoView {
    let state = AppState::get();
    let puzzles = Puzzles::get();
    let lang = state.lang;
    let run = puzzles.run;
    let with_run = move |f: &dyn Fn(&PuzzleRun) -> String| run.with(|r| r.as_ref().map(f));
    let game = Memo::new(move |_| {
        run.with(|r| r.as_ref().map(|r| r.game().clone()))
            .unwrap_or_default()
    });
    let playable =
        Memo::new(move |_| run.with(|r| r.as_ref().is_some_and(PuzzleRun::player_to_move)));
    let display = Memo::new(move |_| state.options.with(|o| o.display));
    let count = move || match puzzles.file.get() {
        File::Ready(all) => all.len(),
        _ => 0,
    };
    let judged = Memo::new(move |_| run.with(|r| r.as_ref().and_then(PuzzleRun::judged)));

    let on_square = Callback::new(move |sq: Square| {
        let Some(mut next) = run.get_untracked() else {
            return;
        };
        let Some(judged) = next.choose(sq) else {
            return;
        };
        let number = next.number();
        run.set(Some(next));
        if let Some(judged) = judged {
            puzzles
                .progress
                .update(|p| p.record(u16::try_from(number).unwrap_or(u16::MAX), judged.verdict));
        }
    });

    let title = move || {
        with_run(&|r| {
            format!(
                "{} · {}",
                words::title(r.number(), count(), lang.get()),
                band_name(r.puzzle().band()).get(lang.get())
            )
        })
    };
    let standing_text = move || {
        standing.get().map(|s| {
            match s {
                PuzzleState::Unsolved => words::STATE_UNSOLVED,
                PuzzleState::Failed => words::STATE_FAILED,
                PuzzleState::Solved => words::STATE_SOLVED,
            }
            .get(lang.get())
        })
    };
    let verdict = move || {
        judged.get().map(|j| {
            let best: Vec<String> = run.with(|r| {
                r.as_ref()
                    .map(|r| r.best_moves().iter().map(Square::to_string).collect())
                    .unwrap_or_default()
            });
            let best_attr = best.join(" ");
            view! {
                <p
                    class="puzzle-verdict"
                    data-testid="puzzle-verdict"
                    data-verdict=j.verdict.name()
                    data-loss=j.loss.to_string()
                    data-best=best_attr
                >
                    {move || words::verdict_line(j.verdict, j.loss, &best, lang.get())}
                </p>
            }
        })
    };
    let status = move || {
        let lang = lang.get();
        if puzzles.thinking.get() {
            return words::PERFECT_THINKING.get(lang).to_string();
        }
        run.with(|r| {
            let Some(r) = r else { return String::new() };
            match r.game().outcome() {
                Some(outcome) => outcome_line(&outcome, None, lang),
                None if r.judged().is_some() && r.mode() == Mode::Play => {
                    words::YOUR_MOVE_ON.get(lang).to_string()
                }
                None => words::task(r.player(), lang),
            }
        })
    };
    let progress = move || {
        puzzles
            .progress
            .with(|p| words::progress(p.solved(), p.first_try(), count(), lang.get()))
    };
    let at_start = move || {
        run.with(|r| {
            r.as_ref()
                .is_none_or(|r| r.at_start() && r.mode() == Mode::Play)
        })
    };
    let retry = move |_| run.update(|r| r.iter_mut().for_each(PuzzleRun::retry));
    let solution = move |_| run.update(|r| r.iter_mut().for_each(PuzzleRun::show_solution));
    let band_value = move || puzzles.band.get().map_or("all", Band::name);
    let on_band = move |ev| choose_band(puzzles, Band::from_name(&event_target_value(&ev)));
    let band_options = Band::ALL
        .map(|b| view! { <option value=b.name()>{tr(band_name(b))}</option> })
        .collect_view();

    view! {
        <div class="puzzle-play">
            <div class="puzzle-head">
                <p class="puzzle-title" data-testid="puzzle-title">{title}</p>
                <p class="puzzle-standing" data-testid="puzzle-standing">{standing_text}</p>
            </div>
            <div class="board-wrap">
                <Board
                    game=Signal::derive(move || game.get())
                    playable=playable
                    show_legal=Signal::derive(move || display.get().show_valid_moves)
                    preview=Signal::derive(move || display.get().preview_moves)
                    animate=Signal::derive(move || display.get().animate_moves)
                    on_choose=on_square
                    marks=Signal::derive(HashMap::new)
                    markers=Signal::derive(move || state.options.with(|o| o.markers))
                />
            </div>
            <div class="puzzle-side">
                <div class="puzzle-said" aria-live="polite">
                    {verdict}
                    <p class="puzzle-status" data-testid="puzzle-status">{status}</p>
                </div>
                <div class="puzzle-actions" role="group" aria-label=tr(words::PUZZLES)>
                    <button
                        type="button"
                        data-testid="puzzle-retry"
                        disabled=at_start
                        on:click=retry
                    >
                        {tr(words::RETRY)}
                    </button>
                    <button type="button" data-testid="puzzle-solution" on:click=solution>
                        {tr(words::SOLUTION)}
                    </button>
                </div>
                <div class="puzzle-nav" role="group" aria-label=tr(words::PUZZLES)>
                    <button
                        type="button"
                        data-testid="puzzle-previous"
                        on:click=move |_| go(puzzles, false)
                    >
                        {tr(words::PREVIOUS)}
                    </button>
                    <button
                        type="button"
                        data-testid="puzzle-next"
                        on:click=move |_| go(puzzles, true)
                    >
                        {tr(words::NEXT)}
                    </button>
                    <button
                        type="button"
                        data-testid="puzzle-daily"
                        on:click=move |_| go_daily(puzzles)
                    >
                        {tr(words::OF_THE_DAY)}
                    </button>
                    <label class="puzzle-band">
                        <span>{tr(words::BAND)}</span>
                        <select data-testid="puzzle-band" prop:value=band_value on:change=on_band>
                            <option value="all">{tr(words::ALL_BANDS)}</option>
                            {band_options}
                        </select>
                    </label>
                </div>
                <p class="puzzle-progress" data-testid="puzzle-progress">{progress}</p>
            </div>
        </div>
    }
}
