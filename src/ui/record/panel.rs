//! The game record beside the board (below it on phones): the move list, the name of the
//! opening the game follows, the transcript (a hook for tests and tools) and the record's
//! actions — copy, download (as text or GGF), open, set up, picture — in a small labelled toolbar of their
//! own, since the main toolbar is full on phones.

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

/// The record panel.
#[component]
pub fn RecordPanel() -> impl IntoView {
    let state = AppState::get();
    let opening = Memo::new(move |_| {
        state
            .session
            .with(|s| opening_name(s.game()))
            .map(|name| names::opening(name, state.lang.get()))
            .unwrap_or_default()
            .to_string()
    });
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
        <section class="record-panel" aria-labelledby="moves-heading">
            <h2 id="moves-heading" class="panel-heading">{tr(ui::MOVES)}</h2>
            <p class="opening" hidden=move || opening.with(String::is_empty)>
                {tr(ui::OPENING)}
                " "
                <span class="opening-name" data-testid="opening">{opening}</span>
            </p>
            <MoveList />
            // The same line "Copy transcript" copies, for tests and tools; the list above is
            // what people read.
            <p class="sr-only" aria-hidden="true" data-testid="transcript">{transcript}</p>
            <div class="record-tools" role="group" aria-label=tr(ui::GAME_RECORD)>
                {tools}
            </div>
        </section>
    }
}
