//! The Options dialog: edits a draft copy, so only OK changes anything.

use super::dialog::Dialog;
use crate::engine::search::Level;
use crate::engine::Color;
use crate::i18n::{names, ui, Lang, Text};
use crate::settings::shortcuts::Action;
use crate::settings::words;
use crate::settings::{Options, Player, Rgb};
use crate::ui::language::tr;
use crate::ui::state::AppState;
use leptos::prelude::*;

/// Reads one option from the draft.
type Getter<T> = fn(&Options) -> T;
/// Writes one option into the draft.
type Setter<T> = fn(&mut Options, T);

/// A labelled checkbox bound to one option of the draft, with its test hook if it has one.
fn checkbox(
    draft: RwSignal<Options>,
    label: Text,
    get: Getter<bool>,
    set: Setter<bool>,
    hook: Option<&'static str>,
) -> impl IntoView {
    view! {
        <label class="option-check">
            <input
                type="checkbox"
                data-testid=hook
                prop:checked=move || draft.with(get)
                on:change=move |e| draft.update(|o| set(o, event_target_checked(&e)))
            />
            {tr(label)}
        </label>
    }
}

/// A labelled colour picker bound to one colour of the draft.
fn colour(
    draft: RwSignal<Options>,
    label: Text,
    get: Getter<Rgb>,
    set: Setter<Rgb>,
) -> impl IntoView {
    view! {
        <label class="option-colour">
            <span>{tr(label)}</span>
            <input
                type="color"
                prop:value=move || draft.with(get).to_string()
                on:input=move |e| {
                    if let Ok(c) = event_target_value(&e).parse::<Rgb>() {
                        draft.update(|o| set(o, c));
                    }
                }
            />
        </label>
    }
}

/// A labelled drop-down over `choices`, shown by `title`, stored by `name`.
fn select<T: Copy + PartialEq + Send + Sync + 'static>(
    draft: RwSignal<Options>,
    label: Text,
    choices: &'static [T],
    name: fn(T) -> &'static str,
    title: fn(T, Lang) -> &'static str,
    get: Getter<T>,
    set: Setter<T>,
) -> impl IntoView {
    let lang = AppState::get().lang;
    view! {
        <label class="option-select">
            <span>{tr(label)}</span>
            <select on:change=move |e| {
                let value = event_target_value(&e);
                if let Some(choice) = choices.iter().copied().find(|c| name(*c) == value) {
                    draft.update(|o| set(o, choice));
                }
            }>
                {choices
                    .iter()
                    .copied()
                    .map(|choice| {
                        view! {
                            <option
                                value=name(choice)
                                prop:selected=move || draft.with(get) == choice
                            >
                                {move || title(choice, lang.get())}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

const SIDES: [Color; 2] = [Color::Black, Color::White];

/// The language menu, each language named in itself. Unlike the other options it applies
/// at once (the dialog itself turns to the new language), and the draft follows so that OK
/// keeps it.
fn language(options: RwSignal<Options>, draft: RwSignal<Options>) -> impl IntoView {
    let lang = AppState::get().lang;
    view! {
        <label class="option-select">
            <span>{tr(ui::LANGUAGE)}</span>
            <select
                data-testid="option-language"
                on:change=move |e| {
                    if let Ok(chosen) = event_target_value(&e).parse::<Lang>() {
                        options.update(|o| o.language = Some(chosen));
                        draft.update(|o| o.language = Some(chosen));
                    }
                }
            >
                {Lang::ALL
                    .into_iter()
                    .map(|choice| {
                        view! {
                            <option value=choice.code() lang=choice.code() prop:selected=move || lang.get() == choice>
                                {choice.native_name()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

/// The Options dialog. OK stores the draft in `options` and closes; Cancel and Escape
/// close without touching `options`; Restore defaults resets only the draft.
#[component]
pub fn OptionsDialog(
    /// The options in effect.
    options: RwSignal<Options>,
    /// Closes the dialog (the caller hides it).
    on_close: Callback<()>,
) -> impl IntoView {
    let draft = RwSignal::new(options.get_untracked());
    let ok = move |_| {
        options.set(draft.get_untracked());
        on_close.run(());
    };
    view! {
        <Dialog title=words::action(Action::Options).label id="options" on_close=on_close>
            <form class="options-form" on:submit=move |e| e.prevent_default()>
                <fieldset>
                    <legend>{tr(ui::DISPLAY)}</legend>
                    {checkbox(draft, ui::SHOW_VALID_MOVES, |o| o.display.show_valid_moves, |o, v| o.display.show_valid_moves = v, None)}
                    {checkbox(draft, ui::PREVIEW_MOVES, |o| o.display.preview_moves, |o, v| o.display.preview_moves = v, None)}
                    {checkbox(draft, ui::ANIMATE_MOVES, |o| o.display.animate_moves, |o, v| o.display.animate_moves = v, None)}
                    {checkbox(draft, ui::SHOW_HINTS, |o| o.display.show_hints, |o, v| o.display.show_hints = v, None)}
                    {checkbox(draft, ui::SHOW_GRAPH, |o| o.display.show_graph, |o, v| o.display.show_graph = v, Some("option-graph"))}
                    {colour(draft, ui::BOARD_COLOUR, |o| o.colors.board, |o, v| o.colors.board = v)}
                    {colour(draft, ui::VALID_MOVE_COLOUR, |o| o.colors.valid_move, |o, v| o.colors.valid_move = v)}
                    {colour(draft, ui::ACTIVE_SQUARE_COLOUR, |o| o.colors.active_square, |o, v| o.colors.active_square = v)}
                    {colour(draft, ui::MOVE_INDICATOR_COLOUR, |o| o.colors.move_indicator, |o, v| o.colors.move_indicator = v)}
                </fieldset>
                <fieldset>
                    <legend>{tr(ui::PLAYERS)}</legend>
                    {select(draft, ui::FIRST_MOVE, &SIDES, Color::name, names::color, |o| o.players.first, |o, v| o.players.first = v)}
                    {select(draft, ui::BLACK_PLAYER, &Player::ALL, Player::name, words::player, |o| o.players.black, |o, v| o.players.black = v)}
                    {select(draft, ui::WHITE_PLAYER, &Player::ALL, Player::name, words::player, |o| o.players.white, |o, v| o.players.white = v)}
                </fieldset>
                <fieldset>
                    <legend>{tr(ui::DIFFICULTY)}</legend>
                    {select(draft, ui::DIFFICULTY, &Level::ALL, Level::name, names::level, |o| o.level, |o, v| o.level = v)}
                </fieldset>
                <fieldset>
                    <legend>{tr(ui::LANGUAGE)}</legend>
                    {language(options, draft)}
                </fieldset>
                <div class="dialog-buttons">
                    <button type="button" on:click=move |_| draft.set(Options::default())>
                        {tr(ui::RESTORE_DEFAULTS)}
                    </button>
                    <button type="button" on:click=move |_| on_close.run(())>{tr(ui::CANCEL)}</button>
                    <button type="submit" class="primary" on:click=ok>{tr(ui::OK)}</button>
                </div>
            </form>
        </Dialog>
    }
}
