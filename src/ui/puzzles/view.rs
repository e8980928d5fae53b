//! The Puzzles view in place of the game: the puzzle's title and band, the usual board, the
//! buttons (Retry, Hint, Solution, and the line's stepper), then the first move's verdict
//! and its refutation, the answer, what happens now, and the way to other puzzles (Previous,
//! Next, the puzzle of the day, the band, back to the game). The buttons come before every
//! line of text that changes, so a verdict never moves them.

use super::line::LineStepper;
use super::navigate::{choose_band, go, go_daily, leave, next_of};
use super::signals::{File, Puzzles};
use crate::engine::puzzles::{place, Band};
use crate::engine::{Bitboard, Square};
use crate::i18n::game::outcome_line;
use crate::i18n::puzzles::{self as words, band_name};
use crate::session::analysis::Mark;
use crate::session::puzzle::{Hint, Mode, PuzzleRun};
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
    // The puzzle's place and the count, among those of the band chosen (among all for a
    // puzzle outside it, such as the puzzle of the day).
    let counter = Memo::new(move |_| {
        let File::Ready(all) = puzzles.file.get() else {
            return (0, 0);
        };
        let (index, own) = run.with(|r| {
            r.as_ref()
                .map_or((0, None), |r| (r.number() - 1, Some(r.puzzle().band())))
        });
        let band = puzzles.band.get().filter(|&b| Some(b) == own);
        place(&all, index, band)
    });
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
            puzzles.progress.update(|p| {
                p.record(
                    u16::try_from(number).unwrap_or(u16::MAX),
                    judged.verdict,
                    judged.hinted,
                )
            });
        }
    });

    let title = move || {
        with_run(&|r| {
            format!(
                "{} · {}",
                words::title(counter.get().0, counter.get().1, lang.get()),
                band_name(r.puzzle().band()).get(lang.get())
            )
        })
    };
    let standing_text = move || {
        standing.get().map(|s| {
            match s {
                PuzzleState::Unsolved => words::STATE_UNSOLVED,
                PuzzleState::Failed => words::STATE_FAILED,
                PuzzleState::SolvedWithHint => words::STATE_SOLVED_HINT,
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
    let side = move || run.with(|r| r.as_ref().map(PuzzleRun::player));
    let refutation = move || {
        let r = run.with(|r| r.as_ref().and_then(PuzzleRun::refutation))?;
        Some(view! {
            <p
                class="puzzle-refutation"
                data-testid="puzzle-refutation"
                data-played=r.played.to_string()
                data-reply=r.reply.map(|m| m.to_string())
                data-value=r.value.to_string()
            >
                {move || side().map(|s| words::refutation(r.played, s, r.reply, r.value, lang.get()))}
            </p>
        })
    };
    let answer = move || {
        let (sq, value) = run.with(|r| {
            r.as_ref()
                .filter(|r| r.mode() == Mode::Solution)
                .and_then(PuzzleRun::answer)
        })?;
        Some(view! {
            <p
                class="puzzle-answer"
                data-testid="puzzle-answer"
                data-move=sq.to_string()
                data-value=value.to_string()
            >
                {move || side().map(|s| words::answer(sq, s, value, lang.get()))}
            </p>
        })
    };
    let hint_text = move || {
        let (hint, shown) = run.with(|r| {
            r.as_ref().map_or((Hint::None, None), |r| {
                (
                    if r.hint_region().is_empty() {
                        Hint::None
                    } else {
                        r.hint()
                    },
                    r.hint_move(),
                )
            })
        });
        let text = match (hint, shown) {
            (Hint::Move, Some((sq, value))) => words::hint_move(sq, side()?, value, lang.get()),
            (Hint::Region, _) => words::HINT_REGION.get(lang.get()).to_string(),
            _ => return None,
        };
        Some(view! { <p class="puzzle-hint" data-testid="puzzle-hint-text">{text}</p> })
    };
    let status = move || {
        let lang = lang.get();
        let (solution, complete, at_end) = run.with(|r| {
            r.as_ref().map_or((false, false, false), |r| {
                (
                    r.mode() == Mode::Solution,
                    r.line_complete(),
                    r.shown() >= r.line().len(),
                )
            })
        });
        if solution {
            return if at_end && complete {
                run.with(|r| {
                    r.as_ref()
                        .and_then(|r| r.game().outcome())
                        .map(|o| outcome_line(&o, None, lang))
                        .unwrap_or_default()
                })
            } else if at_end && puzzles.thinking.get() {
                words::LINE_WORKING.get(lang).to_string()
            } else {
                words::LINE_HOW.get(lang).to_string()
            };
        }
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
        let File::Ready(all) = puzzles.file.get() else {
            return String::new();
        };
        let band = puzzles.band.get();
        let (solved, first_try, with_hint) = puzzles.progress.with(|p| {
            p.tally(|n| {
                band.is_none_or(|b| {
                    usize::from(n)
                        .checked_sub(1)
                        .and_then(|i| all.get(i))
                        .is_some_and(|p| p.band() == b)
                })
            })
        });
        words::progress(solved, first_try, with_hint, counter.get().1, lang.get())
    };
    let region = Signal::derive(move || {
        run.with(|r| r.as_ref().map_or(Bitboard::EMPTY, PuzzleRun::hint_region))
    });
    // The move a second hint shows, and in the solution the line's next move, with its value
    // for the side to move there (the same result all along a line of best moves).
    let marks = Signal::derive(move || {
        run.with(|r| {
            let mut marks = HashMap::new();
            let Some(r) = r else { return marks };
            let next = match r.mode() {
                Mode::Play => r.hint_move(),
                Mode::Solution => r.line().get(r.shown()).and_then(|&sq| {
                    let (_, value) = r.answer()?;
                    let mover = r.game().board().side_to_move();
                    Some((sq, if mover == r.player() { value } else { -value }))
                }),
            };
            if let Some((sq, value)) = next {
                let mark = Mark {
                    score: i32::from(value),
                    exact: true,
                    best: true,
                    book: false,
                    line: Default::default(),
                };
                marks.insert(sq, mark);
            }
            marks
        })
    });
    let can_hint = move || {
        run.with(|r| {
            r.as_ref()
                .is_some_and(|r| r.mode() == Mode::Play && r.at_start() && r.hint() != Hint::Move)
        })
    };
    let hint = move |_| {
        run.update(|r| {
            if let Some(r) = r {
                r.ask_hint();
            }
        })
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
                    marks=marks
                    region=region
                    markers=Signal::derive(move || state.options.with(|o| o.markers))
                />
            </div>
            <div class="puzzle-side">
                <div class="puzzle-actions" role="group" aria-label=tr(words::PUZZLES)>
                    <button
                        type="button"
                        data-testid="puzzle-retry"
                        disabled=at_start
                        on:click=retry
                    >
                        {tr(words::RETRY)}
                    </button>
                    <button
                        type="button"
                        data-testid="puzzle-hint"
                        disabled=move || !can_hint()
                        on:click=hint
                    >
                        {tr(words::HINT)}
                    </button>
                    <button type="button" data-testid="puzzle-solution" on:click=solution>
                        {tr(words::SOLUTION)}
                    </button>
                </div>
                <LineStepper />
                <div class="puzzle-said" aria-live="polite">
                    {verdict}
                    {refutation}
                    {answer}
                    {hint_text}
                    <p class="puzzle-status" data-testid="puzzle-status">{status}</p>
                </div>
                <div class="puzzle-nav" role="group" aria-label=tr(words::PUZZLES)>
                    // Disabled at the band's first (or last) puzzle rather than wrapping round.
                    <button
                        type="button"
                        data-testid="puzzle-previous"
                        disabled=move || next_of(puzzles, false).is_none()
                        on:click=move |_| {
                            go(puzzles, false);
                        }
                    >
                        {tr(words::PREVIOUS)}
                    </button>
                    <button
                        type="button"
                        data-testid="puzzle-next"
                        disabled=move || next_of(puzzles, true).is_none()
                        on:click=move |_| {
                            go(puzzles, true);
                        }
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
