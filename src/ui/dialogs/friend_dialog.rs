//! "Play a friend…": how to play (by link or live), the player's name, the friend's (optional), the
//! player's colour and a time per move (by link) or a clock in minutes per side (live); Start puts the new game on the board, and the game
//! in progress is offered back as an opened game's is.

use super::dialog::Dialog;
use crate::engine::Color;
use crate::i18n::{friend as words, names, ui, Text};
use crate::session::friend::link::NAME_CHARS;
use crate::session::friend::live::clock::CHOICES;
use crate::settings::friends::MAX_DAYS;
use crate::ui::friend::live::{call, Call, LiveState};
use crate::ui::friend::{start, FriendList};
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// The choices of time per move, in days (none: no limit).
const DAYS: [u8; 5] = [1, 2, 3, 7, 14];

/// A name as typed, trimmed and cut to what a link carries.
fn name(typed: &str) -> String {
    typed
        .trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(NAME_CHARS)
        .collect()
}

/// A name's label and text field, `id` also its test hook.
fn name_field(
    id: &'static str,
    label: Text,
    autocomplete: &'static str,
    value: RwSignal<String>,
) -> impl IntoView {
    view! {
        <label for=id>{tr(label)}</label>
        <input
            id=id
            type="text"
            autocomplete=autocomplete
            maxlength=NAME_CHARS
            data-testid=id
            prop:value=move || value.get()
            on:input=move |e| value.set(event_target_value(&e))
        />
    }
}

/// The dialog; `on_close` closes it without starting.
#[component]
pub fn FriendDialog(
    /// Closes the dialog (the caller hides it).
    on_close: Callback<()>,
) -> impl IntoView {
    let state = AppState::get();
    let lang = state.lang;
    let list = FriendList::get();
    let mine = RwSignal::new(list.friends.with_untracked(|f| f.name.clone()));
    let theirs = RwSignal::new(String::new());
    let colour = RwSignal::new(Color::Black);
    let days = RwSignal::new(None::<u8>);
    let minutes = RwSignal::new(None::<u8>);
    let live = LiveState::get();
    // None until a way to play is chosen; then whether it is live.
    let mode = RwSignal::new(None::<bool>);
    let is_live = move || mode.get() == Some(true);
    let submit = move || {
        state.open.set(None);
        let live_game = mode.get_untracked() == Some(true);
        start(
            state,
            list,
            colour.get_untracked(),
            name(&mine.get_untracked()),
            name(&theirs.get_untracked()),
            days.get_untracked()
                .filter(|d| !live_game && (1..=MAX_DAYS).contains(d)),
        );
        if live_game {
            if let Some(id) = state.session.with_untracked(|s| s.friend().map(|f| f.id)) {
                let minutes = minutes.get_untracked().filter(|m| CHOICES.contains(m));
                call(state, list, live, Call::Host(id, minutes));
            }
        }
    };
    let form = move || {
        view! {
            <form
                class="friend-form"
                on:submit=move |e| {
                    e.prevent_default();
                    submit();
                }
            >
                <p class="friend-about">
                    {move || if is_live() {
                        crate::i18n::live::LIVE_ABOUT.get(lang.get())
                    } else {
                        words::BY_LINK_ABOUT.get(lang.get())
                    }}
                </p>
                {name_field("friend-name", words::YOUR_NAME, "nickname", mine)}
                {name_field("friend-their-name", words::FRIENDS_NAME, "off", theirs)}
                <label for="friend-colour">{tr(words::YOUR_COLOUR)}</label>
                <select
                    id="friend-colour"
                    data-testid="friend-colour"
                    on:change=move |e| colour.set(if event_target_value(&e) == "white" {
                        Color::White
                    } else {
                        Color::Black
                    })
                >
                    <option value="black" selected=move || colour.get() == Color::Black>
                        {move || names::color(Color::Black, lang.get())}
                    </option>
                    <option value="white" selected=move || colour.get() == Color::White>
                        {move || names::color(Color::White, lang.get())}
                    </option>
                </select>
                <label for="friend-days" hidden=is_live>{tr(words::DAYS_PER_MOVE)}</label>
                <select
                    hidden=is_live
                    id="friend-days"
                    data-testid="friend-days"
                    on:change=move |e| days.set(event_target_value(&e).parse().ok())
                >
                    <option value="">{tr(words::NO_LIMIT)}</option>
                    {DAYS
                        .map(|d| view! {
                            <option value=d.to_string()>{move || words::days(d, lang.get())}</option>
                        })
                        .collect_view()}
                </select>
                <label for="friend-clock-minutes" hidden=move || !is_live()>
                    {tr(crate::i18n::live::CLOCK)}
                </label>
                <select
                    hidden=move || !is_live()
                    id="friend-clock-minutes"
                    data-testid="friend-clock-minutes"
                    on:change=move |e| minutes.set(event_target_value(&e).parse().ok())
                >
                    <option value="">{tr(crate::i18n::live::NO_CLOCK)}</option>
                    {CHOICES
                        .map(|m| view! {
                            <option value=m.to_string()>
                                {move || crate::i18n::live::minutes(m, lang.get())}
                            </option>
                        })
                        .collect_view()}
                </select>
                <div class="dialog-buttons">
                    <button type="button" on:click=move |_| on_close.run(())>
                        {tr(ui::CANCEL)}
                    </button>
                    <button type="submit" class="primary" data-testid="friend-start">
                        {move || if is_live() {
                            crate::i18n::live::LIVE_START.get(lang.get())
                        } else {
                            words::START.get(lang.get())
                        }}
                    </button>
                </div>
            </form>
        }
    };
    view! {
        <Dialog title=words::PLAY_FRIEND id="friend" on_close=on_close>
            <div class="friend-modes" role="group" aria-label=tr(words::PLAY_FRIEND)>
                <button
                    type="button"
                    data-testid="friend-mode-link"
                    aria-pressed=move || (mode.get() == Some(false)).to_string()
                    on:click=move |_| mode.set(Some(false))
                >
                    {tr(words::BY_LINK)}
                </button>
                <button
                    type="button"
                    data-testid="friend-mode-live"
                    aria-pressed=move || is_live().to_string()
                    on:click=move |_| mode.set(Some(true))
                >
                    {tr(crate::i18n::live::LIVE)}
                </button>
            </div>
            <Show when=move || mode.get().is_some()>{form}</Show>
        </Dialog>
    }
}
