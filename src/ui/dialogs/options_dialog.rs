//! The Options dialog: edits a draft copy, so only OK changes anything.

use super::dialog::Dialog;
use crate::engine::search::Level;
use crate::engine::Color;
use crate::settings::{Options, Player, Rgb};
use leptos::prelude::*;

/// Reads one option from the draft.
type Getter<T> = fn(&Options) -> T;
/// Writes one option into the draft.
type Setter<T> = fn(&mut Options, T);

/// A labelled checkbox bound to one option of the draft.
fn checkbox(
    draft: RwSignal<Options>,
    label: &'static str,
    get: Getter<bool>,
    set: Setter<bool>,
) -> impl IntoView {
    view! {
        <label class="option-check">
            <input
                type="checkbox"
                prop:checked=move || draft.with(get)
                on:change=move |e| draft.update(|o| set(o, event_target_checked(&e)))
            />
            {label}
        </label>
    }
}

/// A labelled colour picker bound to one colour of the draft.
fn colour(
    draft: RwSignal<Options>,
    label: &'static str,
    get: Getter<Rgb>,
    set: Setter<Rgb>,
) -> impl IntoView {
    view! {
        <label class="option-colour">
            <span>{label}</span>
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
    label: &'static str,
    choices: &'static [T],
    name: fn(T) -> &'static str,
    title: fn(T) -> &'static str,
    get: Getter<T>,
    set: Setter<T>,
) -> impl IntoView {
    view! {
        <label class="option-select">
            <span>{label}</span>
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
                                {title(choice)}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}

const SIDES: [Color; 2] = [Color::Black, Color::White];

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
        <Dialog title="Options" id="options" on_close=on_close>
            <form class="options-form" on:submit=move |e| e.prevent_default()>
                <fieldset>
                    <legend>"Display"</legend>
                    {checkbox(draft, "Show valid moves", |o| o.display.show_valid_moves, |o, v| o.display.show_valid_moves = v)}
                    {checkbox(draft, "Preview moves", |o| o.display.preview_moves, |o, v| o.display.preview_moves = v)}
                    {checkbox(draft, "Animate moves", |o| o.display.animate_moves, |o, v| o.display.animate_moves = v)}
                    {checkbox(draft, "Show hints", |o| o.display.show_hints, |o, v| o.display.show_hints = v)}
                    {colour(draft, "Board colour", |o| o.colors.board, |o, v| o.colors.board = v)}
                    {colour(draft, "Valid move colour", |o| o.colors.valid_move, |o, v| o.colors.valid_move = v)}
                    {colour(draft, "Active square colour", |o| o.colors.active_square, |o, v| o.colors.active_square = v)}
                    {colour(draft, "Move indicator colour", |o| o.colors.move_indicator, |o, v| o.colors.move_indicator = v)}
                </fieldset>
                <fieldset>
                    <legend>"Players"</legend>
                    {select(draft, "First move", &SIDES, Color::name, Color::title, |o| o.players.first, |o, v| o.players.first = v)}
                    {select(draft, "Black player", &Player::ALL, Player::name, Player::title, |o| o.players.black, |o, v| o.players.black = v)}
                    {select(draft, "White player", &Player::ALL, Player::name, Player::title, |o| o.players.white, |o, v| o.players.white = v)}
                </fieldset>
                <fieldset>
                    <legend>"Difficulty"</legend>
                    {select(draft, "Difficulty", &Level::ALL, Level::name, Level::title, |o| o.level, |o, v| o.level = v)}
                </fieldset>
                <div class="dialog-buttons">
                    <button type="button" on:click=move |_| draft.set(Options::default())>
                        "Restore defaults"
                    </button>
                    <button type="button" on:click=move |_| on_close.run(())>"Cancel"</button>
                    <button type="submit" class="primary" on:click=ok>"OK"</button>
                </div>
            </form>
        </Dialog>
    }
}
