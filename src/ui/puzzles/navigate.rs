//! Opening and leaving the Puzzles view, loading its file the first time, and moving between
//! puzzles (Next, Previous, the puzzle of the day, the band); the puzzle shown keeps its link
//! in the address, and is remembered with the band in the stored progress, so that the view
//! reopens on it after a reload.

use super::fetch::fetch_puzzles;
use super::perfect;
use super::signals::{File, Puzzles};
use crate::engine::puzzles::{next_unsolved, of_the_day, step, Band, Puzzle};
use crate::i18n::puzzles::no_such_puzzle;
use crate::session::puzzle::{day_number, link, PuzzleRun};
use crate::settings::puzzle_progress::PuzzleProgress;
use crate::storage::Store;
use crate::ui::chunks::run_later;
use crate::ui::state::AppState;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use std::sync::Arc;
use wasm_bindgen::{JsCast, JsValue};

/// Sets up the view's signals, with the stored `progress` the app read at start-up and its
/// `notice`; call once, from the app.
pub fn provide(progress: PuzzleProgress, notice: Option<String>) {
    provide_context(Puzzles {
        file: RwSignal::new(File::NotLoaded),
        run: RwSignal::new(None),
        progress: RwSignal::new(progress),
        band: RwSignal::new(None),
        notice: RwSignal::new(notice),
        thinking: RwSignal::new(false),
        asked: RwSignal::new(None),
    });
}

/// Keeps the progress saved, and lets perfect play answer; call once, before following
/// links. `read` is the progress as the app read it at start-up.
pub fn keep_progress(state: AppState, puzzles: Puzzles, store: Store, read: PuzzleProgress) {
    // Saved once it differs from what was read, changes made before this chunk came included:
    // a visit that plays no puzzle writes nothing.
    Effect::new(move |first: Option<()>| {
        puzzles.progress.track();
        if first.is_none() && puzzles.progress.with(|p| *p == read) {
            return;
        }
        if let Err(e) = puzzles.progress.with(|p| store.save_puzzle_progress(p)) {
            puzzles.notice.set(Some(e.text(state.lang_now())));
        }
    });
    perfect::drive(state, puzzles);
}

/// Opens the view as [`open`] does, from the chunk that holds the view's code (the menu's
/// button and `#puzzle=N` links call this).
pub fn open_later(state: AppState, puzzles: Puzzles, number: Option<usize>) {
    run_later(state, opened(state, puzzles, number));
}

/// The work behind [`open_later`].
#[wasm_split(puzzles_opened, wasm_split_path = ::leptos::wasm_split, fallible)]
fn opened(
    state: AppState,
    puzzles: Puzzles,
    number: Option<usize>,
) -> Result<(), SplitLoaderError> {
    open(state, puzzles, number);
    Ok(())
}

/// Opens the view: on puzzle `number` (from 1) if given, else on the puzzle left there (in
/// this visit, or as the stored progress remembers it, with its band), else on the player's
/// next unsolved puzzle of the easiest band not finished (that band then chosen), else on
/// the puzzle of the day. The file is fetched the first time.
pub fn open(state: AppState, puzzles: Puzzles, number: Option<usize>) {
    state.open.set(None);
    state.away.set(true);
    puzzles.asked.set(number);
    match puzzles.file.get_untracked() {
        File::Ready(all) => settle(state, puzzles, &all),
        File::Loading => {}
        File::NotLoaded | File::Missing => load(state, puzzles),
    }
}

/// Leaves the view for the game in progress, as it was left.
pub fn leave(state: AppState, puzzles: Puzzles) {
    perfect::stop(state, puzzles);
    state.away.set(false);
    set_address(None);
    // Back on the More button, whose menu holds Puzzles, once the game's page is drawn
    // again, for keyboard users.
    request_animation_frame(|| {
        let button = document()
            .query_selector("[data-testid=\"more-actions\"]")
            .ok()
            .flatten()
            .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(button) = button {
            let _ = button.focus();
        }
    });
}

fn load(state: AppState, puzzles: Puzzles) {
    puzzles.file.set(File::Loading);
    // Perfect play's worker loads meanwhile, so its first answer does not wait for it.
    state.ai.warm();
    spawn_local(async move {
        match fetch_puzzles().await {
            Ok(all) => {
                let all = Arc::new(all);
                puzzles.file.set(File::Ready(all.clone()));
                settle(state, puzzles, &all);
            }
            Err(why) => {
                // The view tells the player; the console keeps the cause for whoever looks.
                web_sys::console::warn_1(&format!("the puzzles could not be loaded: {why}").into());
                puzzles.file.set(File::Missing);
            }
        }
    });
}

/// Puts the asked-for puzzle on the board once the file is read.
fn settle(state: AppState, puzzles: Puzzles, all: &[Puzzle]) {
    let asked = puzzles.asked.get_untracked();
    let index = match asked {
        Some(n) if (1..=all.len()).contains(&n) => n - 1,
        Some(n) => {
            let lang = state.lang_now();
            puzzles.notice.set(Some(no_such_puzzle(n, all.len(), lang)));
            0
        }
        None => match puzzles
            .run
            .with_untracked(|r| r.as_ref().map(PuzzleRun::number))
        {
            Some(n) => {
                set_address(Some(n));
                return;
            }
            None => {
                let left = puzzles.progress.with_untracked(|p| p.current());
                match left.filter(|&(n, _)| (1..=all.len()).contains(&usize::from(n))) {
                    // The puzzle the player was on in an earlier visit.
                    Some((n, band)) => {
                        puzzles.band.set(band);
                        usize::from(n) - 1
                    }
                    None => {
                        let next = puzzles.progress.with_untracked(|p| {
                            next_unsolved(all, |i| {
                                p.is_solved(u16::try_from(i + 1).unwrap_or(u16::MAX))
                            })
                        });
                        match next {
                            Some((index, band)) => {
                                puzzles.band.set(Some(band));
                                index
                            }
                            None => daily(all.len()),
                        }
                    }
                }
            }
        },
    };
    if asked.is_some_and(|n| n == index + 1) {
        puzzles.notice.set(None);
    }
    show(puzzles, all, index);
}

/// The index of today's puzzle (UTC), the same for everyone.
fn daily(count: usize) -> usize {
    of_the_day(day_number(js_sys::Date::now()), count).unwrap_or(0)
}

/// Puts puzzle `index` on the board, its link in the address, and its number in the stored
/// progress.
fn show(puzzles: Puzzles, all: &[Puzzle], index: usize) {
    let Some(puzzle) = all.get(index) else { return };
    puzzles
        .run
        .set(Some(PuzzleRun::new(index + 1, puzzle.clone())));
    set_address(Some(index + 1));
    remember(puzzles);
}

/// Keeps the puzzle on the board and the band chosen in the stored progress, so that the
/// view reopens there after a reload.
fn remember(puzzles: Puzzles) {
    let Some(number) = puzzles
        .run
        .with_untracked(|r| r.as_ref().and_then(|r| u16::try_from(r.number()).ok()))
    else {
        return;
    };
    let band = puzzles.band.get_untracked();
    if puzzles.progress.with_untracked(|p| p.current()) != Some((number, band)) {
        puzzles.progress.update(|p| p.set_current(number, band));
    }
}

/// The puzzle Next (or Previous, `forward` false) goes to, if any: none past the band's last
/// puzzle or before its first, where the button is disabled rather than wrapping round.
pub fn next_of(puzzles: Puzzles, forward: bool) -> Option<usize> {
    let File::Ready(all) = puzzles.file.get() else {
        return None;
    };
    let from = puzzles.run.with(|r| r.as_ref().map(|r| r.number() - 1))?;
    step(&all, from, puzzles.band.get(), forward)
}

/// Goes to the next (or previous) puzzle of the chosen band; returns whether there was one.
pub fn go(puzzles: Puzzles, forward: bool) -> bool {
    let File::Ready(all) = puzzles.file.get_untracked() else {
        return false;
    };
    let Some(index) = untrack(|| next_of(puzzles, forward)) else {
        return false;
    };
    puzzles.notice.set(None);
    show(puzzles, &all, index);
    true
}

/// Goes to the puzzle of the day.
pub fn go_daily(puzzles: Puzzles) {
    if let File::Ready(all) = puzzles.file.get_untracked() {
        puzzles.notice.set(None);
        show(puzzles, &all, daily(all.len()));
    }
}

/// Chooses the band Next and Previous keep to; a puzzle outside it gives way to the next in it
/// (the one before it past the band's last).
pub fn choose_band(puzzles: Puzzles, band: Option<Band>) {
    puzzles.band.set(band);
    let outside = puzzles.run.with_untracked(|r| {
        r.as_ref()
            .is_some_and(|r| band.is_some_and(|b| r.puzzle().band() != b))
    });
    if !(outside && (go(puzzles, true) || go(puzzles, false))) {
        remember(puzzles);
    }
}

/// Keeps the puzzle's link in the address while the view shows it, so a reload or a shared
/// address comes back to it; `None` takes it out (the game's own address).
fn set_address(number: Option<usize>) {
    let location = window().location();
    let page = format!(
        "{}{}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    let address = match number {
        Some(n) => format!("{page}{}", link(n)),
        None => page,
    };
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&address));
    }
}
