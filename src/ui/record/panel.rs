//! The game record beside the board (below it on phones), in two panels: the moves (the
//! name of the opening the game follows and the move list) and the record's tools (copy,
//! download as text or GGF, open, set up, picture, in a labelled group, and the transcript:
//! a hook for tests and tools).

use super::{copy_link, copy_transcript, download_game, download_ggf};
use crate::engine::openings::opening_name;
use crate::engine::record::transcript_line;
use crate::i18n::{names, ui, Text};
use crate::ui::language::tr;
use crate::ui::move_list::MoveList;
use crate::ui::state::{AppState, Open};
use leptos::prelude::*;

/// One record action: its label (also its accessible name) and what it does.
type Tool = (Text, fn(AppState));

/// The record's actions in toolbar order.
const TOOLS: [Tool; 7] = [
    (ui::COPY_TRANSCRIPT, copy_transcript),
    (ui::COPY_LINK, copy_link),
    (ui::DOWNLOAD_GAME, download_game),
    (ui::DOWNLOAD_GGF, download_ggf),
    (ui::OPEN_GAME_MENU, |s| s.open.set(Some(Open::OpenGame))),
    (ui::SET_UP_POSITION_MENU, |s| s.open.set(Some(Open::SetUp))),
    (ui::SAVE_PICTURE_MENU, |s| s.open.set(Some(Open::Picture))),
];

/// The game's moves beside the board: the opening the game follows and the move list.
#[component]
pub fn MovesPanel() -> impl IntoView {
    let state = AppState::get();
    let opening = Memo::new(move |_| {
        state
            .session
            .with(|s| opening_name(s.game()))
            .map(|name| names::opening(name, state.lang.get()))
            .unwrap_or_default()
            .to_string()
    });
    view! {
        <section class="record-panel" aria-labelledby="moves-heading">
            <h2 id="moves-heading" class="panel-heading">{tr(ui::MOVES)}</h2>
            <p class="opening" hidden=move || opening.with(String::is_empty)>
                {tr(ui::OPENING)}
                " "
                <span class="opening-name" data-testid="opening">{opening}</span>
            </p>
            <MoveList />
        </section>
    }
}

/// The record's tools.
#[component]
pub fn RecordPanel() -> impl IntoView {
    let state = AppState::get();
    let transcript = Memo::new(move |_| state.session.with(|s| transcript_line(s.game())));
    let tools = TOOLS
        .map(|(label, run)| {
            view! {
                <button type="button" class="record-tool" on:click=move |_| run(state)>
                    {tr(label)}
                </button>
            }
        })
        .collect_view();
    view! {
        <section class="record-tools-panel" aria-labelledby="record-heading">
            <h2 id="record-heading" class="panel-heading">{tr(ui::GAME_RECORD)}</h2>
            // The same line "Copy transcript" copies, for tests and tools; the move list is
            // what people read.
            <p class="sr-only" aria-hidden="true" data-testid="transcript">{transcript}</p>
            <div class="record-tools" role="group" aria-label=tr(ui::GAME_RECORD)>
                {tools}
            </div>
        </section>
    }
}
