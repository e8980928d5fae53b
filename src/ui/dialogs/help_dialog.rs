//! The Help dialog: rules, controls, games with a friend, the opening explorer, every action
//! with its shortcut, the game record (copy, download, open, links, set-up, picture, opening
//! names), the options, and a short strategy guide with diagrams.

use super::diagrams::{self, Diagram};
use super::dialog::{close_footer, Dialog};
use super::mini_board::MiniBoard;
use crate::actions::words;
use crate::actions::{Key, SHORTCUTS};
use crate::engine::search::analysis::{
    ReviewSettings, BLUNDER_DISCS, INACCURACY_DISCS, MISTAKE_DISCS,
};
use crate::engine::search::{DRAW_OPENING_DEFICIT, DRAW_OPENING_EMPTIES};
use crate::i18n::{help, ui, Text};
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A strategy topic: a heading, a paragraph and its diagrams.
struct Topic {
    title: Text,
    text: Text,
    diagrams: &'static [Diagram],
}

const STRATEGY: &[Topic] = &[
    Topic {
        title: help::CORNERS,
        text: help::CORNERS_TEXT,
        diagrams: &[diagrams::STABLE],
    },
    Topic {
        title: help::X_AND_C,
        text: help::X_AND_C_TEXT,
        diagrams: &[diagrams::X_AND_C],
    },
    Topic {
        title: help::MOBILITY,
        text: help::MOBILITY_TEXT,
        diagrams: &[diagrams::MOBILITY_BEFORE, diagrams::MOBILITY_AFTER],
    },
    Topic {
        title: help::FRONTIER,
        text: help::FRONTIER_TEXT,
        diagrams: &[diagrams::FRONTIER],
    },
    Topic {
        title: help::WEDGES,
        text: help::WEDGES_TEXT,
        diagrams: &[diagrams::WEDGE],
    },
    Topic {
        title: help::PARITY,
        text: help::PARITY_TEXT,
        diagrams: &[diagrams::PARITY],
    },
];

/// The keys of one shortcut, written as `<kbd>` elements separated by "or".
fn keys_view(keys: &'static [Key]) -> impl IntoView {
    keys.iter()
        .enumerate()
        .map(|(i, k)| {
            view! {
                {(i > 0).then(|| view! { " " {tr(help::KEYS_OR)} " " })}
                <kbd>{k.label()}</kbd>
            }
        })
        .collect_view()
}

/// The topics of the help, in order: each section's heading id and title.
const CONTENTS: [(&str, Text); 9] = [
    ("help-rules", help::RULES),
    ("help-playing", help::PLAYING),
    ("help-friend", crate::i18n::friend::PLAY_FRIEND),
    ("help-explorer", crate::i18n::database::EXPLORER),
    ("help-actions", help::ACTIONS),
    ("help-record", help::RECORD),
    ("help-options", help::OPTIONS),
    ("help-analysis", help::ANALYSIS),
    ("help-strategy", help::STRATEGY),
];

/// The help on hints, the evaluation and the review, with the review's thresholds.
fn analysis_help() -> impl IntoView {
    let settings = ReviewSettings::default();
    let lang = AppState::get().lang;
    let classes = move || help::classes(INACCURACY_DISCS, MISTAKE_DISCS, BLUNDER_DISCS, lang.get());
    let how = move || help::review(settings.exact_empties, settings.depth, lang.get());
    view! {
        <p>{tr(help::HINTS_TEXT)}</p>
        <p>{tr(help::GRAPH_TEXT)}</p>
        <p>{how}</p>
        <p>{classes}</p>
    }
}

/// Brings the heading `id` into view and gives it focus, so the keyboard goes on from there.
fn go_to(id: &str) {
    if let Some(heading) = document().get_element_by_id(id) {
        heading.scroll_into_view();
        if let Ok(heading) = heading.dyn_into::<web_sys::HtmlElement>() {
            let _ = heading.focus();
        }
    }
}

/// The table of contents: links to each section. Following one scrolls inside the dialog
/// rather than changing the page's address, whose fragment may carry a shared game.
fn contents() -> impl IntoView {
    let items = CONTENTS
        .iter()
        .map(|&(id, title)| {
            view! {
                <li>
                    <a
                        href=format!("#{id}")
                        on:click=move |e| {
                            e.prevent_default();
                            go_to(id);
                        }
                    >
                        {tr(title)}
                    </a>
                </li>
            }
        })
        .collect_view();
    view! {
        <nav class="help-contents" aria-label=tr(help::CONTENTS) data-testid="help-contents">
            <ol>{items}</ol>
        </nav>
    }
}

/// A section heading of the help, which the contents link to.
fn heading(index: usize) -> impl IntoView {
    let (id, title) = CONTENTS[index];
    view! {
        <h3 id=id tabindex="-1">
            {tr(title)}
        </h3>
    }
}

/// The Help dialog. It opens at its table of contents (the first link takes focus).
#[component]
pub fn HelpDialog(
    /// Closes the dialog (the caller hides it).
    on_close: Callback<()>,
) -> impl IntoView {
    let lang = AppState::get().lang;
    view! {
        <Dialog title=words::action(crate::actions::Action::Help).label id="help" on_close=on_close>
            {contents()}
            <div class="help-body">
                <section aria-labelledby="help-rules">
                    {heading(0)}
                    <p>{tr(help::RULES_BOARD)}</p>
                    <MiniBoard diagram=diagrams::START />
                    <p>{tr(help::RULES_MOVE)}</p>
                    <p>{tr(help::RULES_PASS)}</p>
                    <p>{move || help::draw_rule(60 - DRAW_OPENING_EMPTIES, DRAW_OPENING_DEFICIT, lang.get())}</p>
                    <p>{tr(help::RULES_STATS)}</p>
                </section>

                <section aria-labelledby="help-playing">
                    {heading(1)}
                    <p>{tr(help::PLAYING_POINTER)}</p>
                    <p>{tr(help::PLAYING_KEYBOARD)}</p>
                    <p>{tr(help::PLAYING_UNDO)}</p>
                    <p>{tr(crate::i18n::drill::HELP)}</p>
                </section>

                <section aria-labelledby="help-friend">
                    {heading(2)}
                    <p>{tr(crate::i18n::friend::HELP)}</p>
                    <p data-testid="help-live">{tr(crate::i18n::live::HELP)}</p>
                </section>

                <section aria-labelledby="help-explorer">
                    {heading(3)}
                    <p>{tr(crate::i18n::database::HELP)}</p>
                </section>

                <section aria-labelledby="help-actions">
                    {heading(4)}
                    <p>{tr(help::SHORTCUTS_NOTE)}</p>
                    <table class="help-shortcuts">
                        <thead>
                            <tr>
                                <th scope="col">{tr(help::ACTION)}</th>
                                <th scope="col">{tr(help::KEYS)}</th>
                                <th scope="col">{tr(help::WHAT_IT_DOES)}</th>
                            </tr>
                        </thead>
                        <tbody>
                            {SHORTCUTS
                                .iter()
                                .map(|s| {
                                    view! {
                                        <tr>
                                            <th scope="row">{tr(words::action(s.action).label)}</th>
                                            <td>{keys_view(s.keys)}</td>
                                            <td>{tr(words::action(s.action).description)}</td>
                                        </tr>
                                    }
                                })
                                .collect_view()}
                            <tr>
                                <th scope="row">{tr(help::PLAY_A_MOVE)}</th>
                                <td><kbd>"a"</kbd>"–"<kbd>"h"</kbd>" "{tr(help::THEN)}" "<kbd>"1"</kbd>"–"<kbd>"8"</kbd></td>
                                <td>{tr(help::PLAY_A_MOVE_TEXT)}</td>
                            </tr>
                            <tr>
                                <th scope="row">{tr(help::CLOSE_A_DIALOG)}</th>
                                <td><kbd>{tr(help::ESCAPE)}</kbd></td>
                                <td>{tr(help::CLOSE_A_DIALOG_TEXT)}</td>
                            </tr>
                        </tbody>
                    </table>
                </section>

                <section aria-labelledby="help-record">
                    {heading(5)}
                    <p>{tr(help::RECORD_INTRO)}</p>
                    <dl class="help-options">
                        <dt>{tr(ui::COPY_TRANSCRIPT)}</dt>
                        <dd>{tr(help::COPY_TRANSCRIPT_TEXT)}</dd>
                        <dt>{tr(ui::COPY_LINK)}</dt>
                        <dd>{tr(help::COPY_LINK_TEXT)}</dd>
                        <dt>{tr(ui::DOWNLOAD_GAME)}</dt>
                        <dd>{tr(help::DOWNLOAD_GAME_TEXT)}</dd>
                        <dt>{tr(ui::OPEN_GAME_MENU)}</dt>
                        <dd>{tr(help::OPEN_GAME_TEXT)}</dd>
                        <dt>{tr(ui::SET_UP_POSITION_MENU)}</dt>
                        <dd>{tr(help::SET_UP_TEXT)}</dd>
                        <dt>{tr(ui::SAVE_PICTURE_MENU)}</dt>
                        <dd>{tr(help::SAVE_PICTURE_TEXT)}</dd>
                    </dl>
                    <p>{tr(help::RECORD_RESTORE)}</p>
                </section>

                <section aria-labelledby="help-options">
                    {heading(6)}
                    <p>{tr(help::OPTIONS_INTRO)}</p>
                    <dl class="help-options">
                        <dt>{tr(ui::SHOW_VALID_MOVES)}</dt>
                        <dd>{tr(help::SHOW_VALID_MOVES_TEXT)}</dd>
                        <dt>{tr(ui::PREVIEW_MOVES)}</dt>
                        <dd>{tr(help::PREVIEW_MOVES_TEXT)}</dd>
                        <dt>{tr(ui::ANIMATE_MOVES)}</dt>
                        <dd>{tr(help::ANIMATE_MOVES_TEXT)}</dd>
                        <dt>{tr(help::COLOURS)}</dt>
                        <dd>{tr(help::COLOURS_TEXT)}</dd>
                        <dt>{tr(ui::FIRST_MOVE)}</dt>
                        <dd>{tr(help::FIRST_MOVE_TEXT)}</dd>
                        <dt>{tr(help::PLAYERS_TERM)}</dt>
                        <dd>{tr(help::PLAYERS_TEXT)}</dd>
                        <dt>{tr(ui::DIFFICULTY)}</dt>
                        <dd>{tr(help::DIFFICULTY_TEXT)}</dd>
                        <dt>{tr(ui::LANGUAGE)}</dt>
                        <dd>{tr(help::LANGUAGE_TEXT)}</dd>
                    </dl>
                </section>

                <section aria-labelledby="help-analysis">
                    {heading(7)}
                    {analysis_help()}
                </section>

                <section aria-labelledby="help-strategy">
                    {heading(8)}
                    {STRATEGY
                        .iter()
                        .map(|topic| {
                            view! {
                                <h4>{tr(topic.title)}</h4>
                                <p>{tr(topic.text)}</p>
                                <div class="help-diagrams">
                                    {topic
                                        .diagrams
                                        .iter()
                                        .map(|d| view! { <MiniBoard diagram=*d /> })
                                        .collect_view()}
                                </div>
                            }
                        })
                        .collect_view()}
                </section>
            </div>
            {close_footer(on_close)}
        </Dialog>
    }
}
